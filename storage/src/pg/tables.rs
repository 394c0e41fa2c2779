//! How each tree of the key-value layer lives in PostgreSQL.
//!
//! The trees an operator reads get tables of their own with plain columns, written from the
//! record in the same statement that stores it: `games` (one row per game: id, server,
//! channel, variant, both players, status, result, start and end, the moves in the variant's
//! notation, and the whole record as `jsonb`), `players` with `ratings` (one row per player
//! per variant), `channels` (what each channel holds) and `guilds` (server settings). The
//! index trees (`by_channel`, `by_player`, `guild_players`, `deadlines`), `meta` and
//! `damaged` share one `kv` table of `(tree, key bytea, value bytea)`: `bytea` compares
//! bytewise, so prefix scans keep sled's order.

use std::collections::HashMap;

use postgres::{GenericClient, Statement};

use crate::error::StoreError;
use crate::kv::{decode, Entry, TreeId, TxError};
use crate::record::{GameRecord, PlayerRecord, Status};

/// Prepared statements of one connection, by their SQL text.
pub(super) type Cache = HashMap<&'static str, Statement>;

/// One connection (or transaction) and its statement cache.
pub(super) struct Sql<'a, C: GenericClient> {
    pub(super) client: &'a mut C,
    pub(super) cache: &'a mut Cache,
}

fn pg(e: postgres::Error) -> TxError {
    TxError::Pg(e)
}

fn bad(what: String) -> TxError {
    TxError::Abort(StoreError::Backend(what))
}

/// An 8-byte big-endian key as the `bigint` column that holds it (the same bits).
fn id_of(tree: TreeId, key: &[u8]) -> Result<i64, TxError> {
    <[u8; 8]>::try_from(key)
        .map(i64::from_be_bytes)
        .map_err(|_| bad(format!("a {} key must be 8 bytes", tree.name())))
}

fn to_i64(ms: u64) -> i64 {
    i64::try_from(ms).unwrap_or(i64::MAX)
}

fn json_text(value: &[u8]) -> Result<&str, TxError> {
    std::str::from_utf8(value).map_err(|e| bad(format!("a record is not UTF-8 JSON: {e}")))
}

/// The table and key column of a tree with its own table.
fn table(tree: TreeId) -> Option<(&'static str, &'static str, &'static str)> {
    // (table, key column, value column)
    match tree {
        TreeId::Games => Some(("games", "id", "record")),
        TreeId::Players => Some(("players", "id", "record")),
        TreeId::Channels => Some(("channels", "channel", "state")),
        TreeId::Guilds => Some(("guilds", "guild", "settings")),
        _ => None,
    }
}

const GET: [&str; 4] = [
    "SELECT record::text FROM games WHERE id = $1",
    "SELECT record::text FROM players WHERE id = $1",
    "SELECT state::text FROM channels WHERE channel = $1",
    "SELECT settings::text FROM guilds WHERE guild = $1",
];
const GET_KV: &str = "SELECT value FROM kv WHERE tree = $1 AND key = $2";

const PUT_GAME: &str = "INSERT INTO games (id, guild, channel, variant, white, white_id, black, \
     black_id, status, result, reason, started_at, ended_at, moves, version, record) \
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, \
     to_timestamp($12::bigint / 1000.0), to_timestamp($13::bigint / 1000.0), $14, $15, \
     $16::text::jsonb) \
     ON CONFLICT (id) DO UPDATE SET guild = excluded.guild, channel = excluded.channel, \
     variant = excluded.variant, white = excluded.white, white_id = excluded.white_id, \
     black = excluded.black, black_id = excluded.black_id, status = excluded.status, \
     result = excluded.result, reason = excluded.reason, started_at = excluded.started_at, \
     ended_at = excluded.ended_at, moves = excluded.moves, version = excluded.version, \
     record = excluded.record";
const PUT_PLAYER: &str = "INSERT INTO players (id, name, record) VALUES ($1, $2, $3::text::jsonb) \
     ON CONFLICT (id) DO UPDATE SET name = excluded.name, record = excluded.record";
const CLEAR_RATINGS: &str = "DELETE FROM ratings WHERE player = $1";
const PUT_RATING: &str = "INSERT INTO ratings (player, variant, rating, deviation, volatility, \
     games, wins, draws, losses, updated_at) \
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, to_timestamp($10::bigint / 1000.0))";
const PUT_CHANNEL: &str = "INSERT INTO channels (channel, state) VALUES ($1, $2::text::jsonb) \
     ON CONFLICT (channel) DO UPDATE SET state = excluded.state";
const PUT_GUILD: &str = "INSERT INTO guilds (guild, settings) VALUES ($1, $2::text::jsonb) \
     ON CONFLICT (guild) DO UPDATE SET settings = excluded.settings";
const PUT_KV: &str = "INSERT INTO kv (tree, key, value) VALUES ($1, $2, $3) \
     ON CONFLICT (tree, key) DO UPDATE SET value = excluded.value";

const DELETE: [&str; 4] = [
    "DELETE FROM games WHERE id = $1",
    "DELETE FROM players WHERE id = $1",
    "DELETE FROM channels WHERE channel = $1",
    "DELETE FROM guilds WHERE guild = $1",
];
const DELETE_KV: &str = "DELETE FROM kv WHERE tree = $1 AND key = $2";

/// Scans of the `kv` table: [ascending, descending] x [no upper bound, upper bound].
const SCAN_KV: [[&str; 2]; 2] = [
    [
        "SELECT key, value FROM kv WHERE tree = $1 AND key >= $2 ORDER BY key LIMIT $3",
        "SELECT key, value FROM kv WHERE tree = $1 AND key >= $2 AND key < $4 \
         ORDER BY key LIMIT $3",
    ],
    [
        "SELECT key, value FROM kv WHERE tree = $1 AND key >= $2 ORDER BY key DESC LIMIT $3",
        "SELECT key, value FROM kv WHERE tree = $1 AND key >= $2 AND key < $4 \
         ORDER BY key DESC LIMIT $3",
    ],
];
/// Whole-table scans of the typed tables: [ascending, descending], by tree.
const SCAN: [[&str; 2]; 4] = [
    [
        "SELECT id, record::text FROM games ORDER BY id LIMIT $1",
        "SELECT id, record::text FROM games ORDER BY id DESC LIMIT $1",
    ],
    [
        "SELECT id, record::text FROM players ORDER BY id LIMIT $1",
        "SELECT id, record::text FROM players ORDER BY id DESC LIMIT $1",
    ],
    [
        "SELECT channel, state::text FROM channels ORDER BY channel LIMIT $1",
        "SELECT channel, state::text FROM channels ORDER BY channel DESC LIMIT $1",
    ],
    [
        "SELECT guild, settings::text FROM guilds ORDER BY guild LIMIT $1",
        "SELECT guild, settings::text FROM guilds ORDER BY guild DESC LIMIT $1",
    ],
];

fn typed_index(tree: TreeId) -> usize {
    match tree {
        TreeId::Games => 0,
        TreeId::Players => 1,
        TreeId::Channels => 2,
        _ => 3,
    }
}

/// The smallest key above every key starting with `prefix` (`None`: no such bound).
fn upper_bound(prefix: &[u8]) -> Option<Vec<u8>> {
    let mut upper = prefix.to_vec();
    while let Some(last) = upper.pop() {
        if last < u8::MAX {
            upper.push(last + 1);
            return Some(upper);
        }
    }
    None
}

/// The text of a result as PDN writes it (`*` for an aborted game).
fn result_text(record: &GameRecord) -> Option<&'static str> {
    let result = record.result?;
    Some(match result.winner {
        Some(damero_rules::Color::White) => "1-0",
        Some(damero_rules::Color::Black) => "0-1",
        None if result.is_aborted() => "*",
        None => "1/2-1/2",
    })
}

impl<C: GenericClient> Sql<'_, C> {
    fn stmt(&mut self, sql: &'static str) -> Result<Statement, TxError> {
        if let Some(s) = self.cache.get(sql) {
            return Ok(s.clone());
        }
        let s = self.client.prepare(sql).map_err(pg)?;
        self.cache.insert(sql, s.clone());
        Ok(s)
    }

    pub(super) fn get(&mut self, tree: TreeId, key: &[u8]) -> Result<Option<Vec<u8>>, TxError> {
        if table(tree).is_some() {
            let id = id_of(tree, key)?;
            let st = self.stmt(GET[typed_index(tree)])?;
            let row = self.client.query_opt(&st, &[&id]).map_err(pg)?;
            Ok(row.map(|r| r.get::<_, String>(0).into_bytes()))
        } else {
            let st = self.stmt(GET_KV)?;
            let row = self
                .client
                .query_opt(&st, &[&tree.name(), &key])
                .map_err(pg)?;
            Ok(row.map(|r| r.get::<_, Vec<u8>>(0)))
        }
    }

    pub(super) fn insert(&mut self, tree: TreeId, key: &[u8], value: &[u8]) -> Result<(), TxError> {
        match tree {
            TreeId::Games => self.put_game(key, value),
            TreeId::Players => self.put_player(key, value),
            TreeId::Channels | TreeId::Guilds => {
                let id = id_of(tree, key)?;
                let sql = if tree == TreeId::Channels {
                    PUT_CHANNEL
                } else {
                    PUT_GUILD
                };
                let st = self.stmt(sql)?;
                self.client
                    .execute(&st, &[&id, &json_text(value)?])
                    .map_err(pg)?;
                Ok(())
            }
            _ => {
                let st = self.stmt(PUT_KV)?;
                self.client
                    .execute(&st, &[&tree.name(), &key, &value])
                    .map_err(pg)?;
                Ok(())
            }
        }
    }

    fn put_game(&mut self, key: &[u8], value: &[u8]) -> Result<(), TxError> {
        let id = id_of(TreeId::Games, key)?;
        let record: GameRecord = decode(value).map_err(|e| bad(format!("a game record: {e}")))?;
        let finished = record.status == Status::Finished;
        let reason = record
            .result
            .map(|r| serde_json::to_value(r.reason).ok())
            .and_then(|v| v.and_then(|v| v.as_str().map(str::to_string)));
        let st = self.stmt(PUT_GAME)?;
        self.client
            .execute(
                &st,
                &[
                    &id,
                    &record.guild.map(|g| g.0 as i64),
                    &(record.channel.0 as i64),
                    &record.variant.to_string(),
                    &record.white.display_name(),
                    &record.white.user().map(|u| u.0 as i64),
                    &record.black.display_name(),
                    &record.black.user().map(|u| u.0 as i64),
                    &if finished { "finished" } else { "ongoing" },
                    &result_text(&record),
                    &reason,
                    &to_i64(record.created_ms),
                    &finished.then(|| to_i64(record.updated_ms)),
                    &record.moves.join(" "),
                    &to_i64(record.version),
                    &json_text(value)?,
                ],
            )
            .map_err(pg)?;
        Ok(())
    }

    fn put_player(&mut self, key: &[u8], value: &[u8]) -> Result<(), TxError> {
        let id = id_of(TreeId::Players, key)?;
        let record: PlayerRecord =
            decode(value).map_err(|e| bad(format!("a player record: {e}")))?;
        let st = self.stmt(PUT_PLAYER)?;
        self.client
            .execute(&st, &[&id, &record.name, &json_text(value)?])
            .map_err(pg)?;
        let st = self.stmt(CLEAR_RATINGS)?;
        self.client.execute(&st, &[&id]).map_err(pg)?;
        let st = self.stmt(PUT_RATING)?;
        for (variant, r) in &record.ratings {
            let count = |n: u32| i32::try_from(n).unwrap_or(i32::MAX);
            self.client
                .execute(
                    &st,
                    &[
                        &id,
                        &variant.to_string(),
                        &r.rating,
                        &r.deviation,
                        &r.volatility,
                        &count(r.games),
                        &count(r.wins),
                        &count(r.draws),
                        &count(r.losses),
                        &to_i64(r.updated_ms),
                    ],
                )
                .map_err(pg)?;
        }
        Ok(())
    }

    pub(super) fn remove(&mut self, tree: TreeId, key: &[u8]) -> Result<(), TxError> {
        if table(tree).is_some() {
            let id = id_of(tree, key)?;
            if tree == TreeId::Players {
                let st = self.stmt(CLEAR_RATINGS)?;
                self.client.execute(&st, &[&id]).map_err(pg)?;
            }
            let st = self.stmt(DELETE[typed_index(tree)])?;
            self.client.execute(&st, &[&id]).map_err(pg)?;
        } else {
            let st = self.stmt(DELETE_KV)?;
            self.client
                .execute(&st, &[&tree.name(), &key])
                .map_err(pg)?;
        }
        Ok(())
    }

    pub(super) fn scan(
        &mut self,
        tree: TreeId,
        prefix: &[u8],
        reverse: bool,
        limit: usize,
    ) -> Result<Vec<Entry>, TxError> {
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        if table(tree).is_some() {
            if !prefix.is_empty() {
                // Every key of these trees is one id: a prefix is the whole key.
                return Ok(self
                    .get(tree, prefix)?
                    .map(|v| (prefix.to_vec(), v))
                    .into_iter()
                    .take(usize::from(limit > 0))
                    .collect());
            }
            let st = self.stmt(SCAN[typed_index(tree)][usize::from(reverse)])?;
            let rows = self.client.query(&st, &[&limit]).map_err(pg)?;
            return Ok(rows
                .iter()
                .map(|r| {
                    (
                        r.get::<_, i64>(0).to_be_bytes().to_vec(),
                        r.get::<_, String>(1).into_bytes(),
                    )
                })
                .collect());
        }
        let upper = upper_bound(prefix);
        let st = self.stmt(SCAN_KV[usize::from(reverse)][usize::from(upper.is_some())])?;
        let rows = match &upper {
            Some(upper) => self
                .client
                .query(&st, &[&tree.name(), &prefix, &limit, upper])
                .map_err(pg)?,
            None => self
                .client
                .query(&st, &[&tree.name(), &prefix, &limit])
                .map_err(pg)?,
        };
        Ok(rows
            .iter()
            .map(|r| (r.get::<_, Vec<u8>>(0), r.get::<_, Vec<u8>>(1)))
            .collect())
    }
}

#[cfg(test)]
mod tests {
    use super::upper_bound;

    #[test]
    fn the_upper_bound_of_a_prefix_is_the_next_key_past_it() {
        assert_eq!(upper_bound(&[1, 2]), Some(vec![1, 3]));
        assert_eq!(upper_bound(&[1, 255]), Some(vec![2]));
        assert_eq!(upper_bound(&[255, 255]), None);
        assert_eq!(upper_bound(&[]), None);
    }
}
