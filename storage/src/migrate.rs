//! Schema migrations: a list of steps `{ from, summary, run }`. Opening a database runs every
//! step from its version up to [`SCHEMA_VERSION`], each in its own transaction that also bumps
//! the stored version, flushed before the next step; a crash between steps resumes at the step
//! that did not commit. A database written by a newer Damero is refused, never touched.
//!
//! Steps change only how records are kept, never what a game *is*: positions are rebuilt from
//! the moves by the rules core, so a rules fix needs no step here.

use std::path::Path;

use serde_json::Value;

use crate::error::StoreError;
use crate::ids::pair_key;
use crate::kv::{schema_of, Backend, TreeId, Tx, TxError, SCHEMA_KEY};
use crate::record::GameRecord;
use crate::SCHEMA_VERSION;

/// Keys present in each tree when a step starts (sled transactions cannot iterate, and nothing
/// else writes while the database is being opened).
#[derive(Debug)]
pub struct Snapshot {
    keys: Vec<Vec<Vec<u8>>>,
}

impl Snapshot {
    fn keys(&self, tree: TreeId) -> &[Vec<u8>] {
        self.keys.get(tree as usize).map_or(&[], Vec::as_slice)
    }
}

type StepFn = fn(&dyn Tx, &Snapshot) -> Result<(), TxError>;

/// One migration step: from schema `from` to `from + 1`.
#[derive(Debug, Clone, Copy)]
pub struct Migration {
    /// The schema it starts from.
    pub from: u64,
    /// What it changes, for the log and for errors.
    pub summary: &'static str,
    run: StepFn,
}

/// Every step, in order.
pub const MIGRATIONS: &[Migration] = &[
    Migration {
        from: 1,
        summary: "a game's moves, kept as one PDN move-text string (`moves_pdn`), become one PDN \
                  token per ply (`moves`)",
        run: moves_pdn_to_tokens,
    },
    Migration {
        from: 2,
        summary: "games get a time per move and a deadline, indexed with pending challenges' \
                  expiry in the new `deadlines` tree",
        run: deadlines,
    },
    Migration {
        from: 3,
        summary: "the `guild_players` index (who played in which server, for leaderboards) is \
                  filled from the game archive",
        run: fill_guild_players,
    },
];

/// Schema 3 → 4: one `guild_players` entry (guild ++ user) per person of every stored game that
/// knows its server. A game that does not decode is skipped (reading it later sets it aside).
fn fill_guild_players(tx: &dyn Tx, snapshot: &Snapshot) -> Result<(), TxError> {
    for key in snapshot.keys(TreeId::Games) {
        let Some(bytes) = tx.get(TreeId::Games, key)? else {
            continue;
        };
        let Ok(record) = serde_json::from_slice::<GameRecord>(&bytes) else {
            continue;
        };
        let Some(guild) = record.guild else {
            continue;
        };
        for user in [record.white.user(), record.black.user()]
            .into_iter()
            .flatten()
        {
            tx.insert(TreeId::GuildPlayers, &pair_key(guild.0, user.0), Vec::new())?;
        }
    }
    Ok(())
}

/// The time per move a game running at the upgrade to schema 3 gets: Damero's default (3 days).
pub const UPGRADE_MOVE_TIME_MS: u64 = 3 * 24 * 3600 * 1000;

/// Schema 2 → 3: every ongoing game gets `move_time_ms` (3 days) and, when a person is to move,
/// `deadline_ms` counted from the upgrade (its players never saw a clock, so no game is lost to
/// a limit nobody announced); the deadline and every pending challenge's expiry go into the new
/// `deadlines` index (`at_ms ++ channel` → game id, or empty for a challenge).
fn deadlines(tx: &dyn Tx, snapshot: &Snapshot) -> Result<(), TxError> {
    let now = crate::kv::now_ms();
    rewrite_games(tx, snapshot, |key, obj| {
        if obj.get("status").and_then(Value::as_str) != Some("ongoing") {
            return Ok(false);
        }
        let channel = obj.get("channel").and_then(Value::as_u64);
        let turn = obj.get("turn").and_then(Value::as_str).unwrap_or("white");
        let human_to_move = obj
            .get(turn)
            .and_then(|s| s.get("kind"))
            .and_then(Value::as_str)
            == Some("human");
        obj.insert("move_time_ms".into(), Value::from(UPGRADE_MOVE_TIME_MS));
        let deadline = human_to_move.then(|| now + UPGRADE_MOVE_TIME_MS);
        obj.insert(
            "deadline_ms".into(),
            deadline.map_or(Value::Null, Value::from),
        );
        if let (Some(at), Some(channel)) = (deadline, channel) {
            tx.insert(
                TreeId::Deadlines,
                &crate::kv::deadline_key(at, crate::ChannelId(channel)),
                key.to_vec(),
            )?;
        }
        Ok(true)
    })?;
    for key in snapshot.keys(TreeId::Channels) {
        let Some(channel) = crate::ChannelId::from_key(key) else {
            continue;
        };
        let Some(bytes) = tx.get(TreeId::Channels, key)? else {
            continue;
        };
        let Ok(value) = serde_json::from_slice::<Value>(&bytes) else {
            continue;
        };
        if let Some(at) = value
            .get("challenge")
            .and_then(|c| c.get("expires_ms"))
            .and_then(Value::as_u64)
        {
            tx.insert(
                TreeId::Deadlines,
                &crate::kv::deadline_key(at, channel),
                Vec::new(),
            )?;
        }
    }
    Ok(())
}

/// Schema 1 → 2: `"moves_pdn": "1. 11-15 24-20 2. 8-11 *"` → `"moves": ["11-15", "24-20", "8-11"]`.
/// A record that does not parse is left as it is; reading it later sets it aside as damaged.
fn moves_pdn_to_tokens(tx: &dyn Tx, snapshot: &Snapshot) -> Result<(), TxError> {
    rewrite_games(tx, snapshot, |_, obj| {
        let Some(Value::String(text)) = obj.remove("moves_pdn") else {
            return Ok(false);
        };
        let tokens: Vec<Value> = pdn_tokens(&text).into_iter().map(Value::String).collect();
        obj.insert("moves".into(), Value::Array(tokens));
        Ok(true)
    })
}

/// Every stored game as a JSON object, handed to `change` with its key; the ones it changes
/// (`Ok(true)`) are written back. A record that is not a JSON object is left as it is; reading
/// it later sets it aside as damaged.
fn rewrite_games(
    tx: &dyn Tx,
    snapshot: &Snapshot,
    mut change: impl FnMut(&[u8], &mut serde_json::Map<String, Value>) -> Result<bool, TxError>,
) -> Result<(), TxError> {
    for key in snapshot.keys(TreeId::Games) {
        let Some(bytes) = tx.get(TreeId::Games, key)? else {
            continue;
        };
        let Ok(mut value) = serde_json::from_slice::<Value>(&bytes) else {
            continue;
        };
        let Some(obj) = value.as_object_mut() else {
            continue;
        };
        if !change(key, obj)? {
            continue;
        }
        let new = serde_json::to_vec(&value)
            .map_err(|e| TxError::Abort(StoreError::Backend(format!("re-encoding a game: {e}"))))?;
        tx.insert(TreeId::Games, key, new)?;
    }
    Ok(())
}

/// The move and huff tokens of a PDN move text (numbers and result tokens dropped).
fn pdn_tokens(text: &str) -> Vec<String> {
    text.split_whitespace()
        .map(|raw| {
            if raw.contains('.') {
                raw.trim_start_matches(|c: char| c.is_ascii_digit())
                    .trim_start_matches('.')
            } else {
                raw
            }
        })
        .filter(|t| {
            !t.is_empty() && !matches!(*t, "*" | "2-0" | "0-2" | "1-1" | "1-0" | "0-1" | "1/2-1/2")
        })
        .map(str::to_string)
        .collect()
}

/// Bring the database to [`SCHEMA_VERSION`].
pub(crate) fn run<B: Backend>(backend: &B, path: &Path) -> Result<(), StoreError> {
    loop {
        let version = match schema_of(backend)? {
            Some(v) => v,
            None => {
                // A new database: stamp it. (Every Damero database has had a schema key.)
                let stamp = SCHEMA_VERSION.to_be_bytes().to_vec();
                backend.transact(&|tx| {
                    if tx.get(TreeId::Meta, SCHEMA_KEY)?.is_none() {
                        tx.insert(TreeId::Meta, SCHEMA_KEY, stamp.clone())?;
                    }
                    Ok(())
                })?;
                backend.flush()?;
                continue;
            }
        };
        if version > SCHEMA_VERSION {
            return Err(StoreError::TooNew {
                path: path.to_path_buf(),
                found: version,
                supported: SCHEMA_VERSION,
            });
        }
        if version == SCHEMA_VERSION {
            return Ok(());
        }
        let Some(step) = MIGRATIONS.iter().find(|m| m.from == version) else {
            return Err(StoreError::Migration {
                from: version,
                summary: "no step",
                detail: format!("this build has no migration from schema {version}"),
            });
        };
        let mut keys = Vec::new();
        for tree in crate::kv::TREE_NAMES.iter().enumerate().map(|(i, _)| i) {
            let id = tree_id(tree);
            keys.push(
                backend
                    .scan(id, &[], false, usize::MAX)?
                    .into_iter()
                    .map(|(k, _)| k)
                    .collect(),
            );
        }
        let snapshot = Snapshot { keys };
        let next = (version + 1).to_be_bytes().to_vec();
        backend
            .transact(&|tx| {
                let current = tx.get(TreeId::Meta, SCHEMA_KEY)?;
                if current.as_deref() != Some(version.to_be_bytes().as_slice()) {
                    return Err(TxError::Abort(StoreError::Backend(
                        "the schema version changed during migration".into(),
                    )));
                }
                (step.run)(tx, &snapshot)?;
                tx.insert(TreeId::Meta, SCHEMA_KEY, next.clone())
            })
            .map_err(|e| StoreError::Migration {
                from: step.from,
                summary: step.summary,
                detail: e.to_string(),
            })?;
        backend.flush()?;
    }
}

pub(crate) fn tree_id(index: usize) -> TreeId {
    match index {
        0 => TreeId::Meta,
        1 => TreeId::Channels,
        2 => TreeId::Games,
        3 => TreeId::ByChannel,
        4 => TreeId::ByPlayer,
        5 => TreeId::Players,
        7 => TreeId::Guilds,
        8 => TreeId::Deadlines,
        9 => TreeId::GuildPlayers,
        10 => TreeId::Outbox,
        11 => TreeId::Tournaments,
        12 => TreeId::PuzzleRatings,
        13 => TreeId::Daily,
        _ => TreeId::Damaged,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pdn_move_text_splits_into_tokens() {
        assert_eq!(
            pdn_tokens("1. 11-15 24-20 2. 8x15 huff:23 3...9-13 2-0"),
            ["11-15", "24-20", "8x15", "huff:23", "9-13"]
        );
    }
}
