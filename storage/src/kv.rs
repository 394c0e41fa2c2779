//! The store's logic, written once over a tiny transactional key-value layer that sled and the
//! in-memory twin both provide. Only `sled_store.rs` and `memory.rs` know how bytes are kept.
//!
//! Trees (key → value; every id a big-endian `u64`):
//! - `meta`: `schema` → u64, `next_game` → u64
//! - `channels`: channel → `{"challenge": {...}}` or `{"game": id}` (JSON)
//! - `games`: game → [`GameRecord`] (JSON), ongoing and finished
//! - `by_channel`: channel ++ game → empty (archive index)
//! - `by_player`: user ++ game → empty (archive index)
//! - `players`: user → [`PlayerRecord`] (JSON)
//! - `damaged`: moved-at ms ++ tree ++ key → the unreadable bytes with why (JSON)
//! - `guilds`: guild → [`GuildSettings`] (JSON; added in schema 2 without a migration step:
//!   a server with no record has the default settings)
//! - `deadlines`: deadline ms ++ channel → game id (8 bytes), or empty for the channel's
//!   challenge (schema 3). Written in the same transaction as the game or challenge it
//!   indexes, so the referee's deadline loop reads only the entries that are due.
//! - `guild_players`: guild ++ user → empty (who played in a server, for its leaderboard;
//!   written when a game starts; the schema-4 step filled it from the archive)
//! - `outbox`: channel ++ seq → [`Announcement`] (JSON), written in the transaction of the
//!   change it announces; channel ++ 0 → the channel's last seq (u64). Added without a
//!   migration step: an older database has an empty outbox.

use std::time::{SystemTime, UNIX_EPOCH};

use damero_rules::square_name;
use damero_rules::{Color, Event, Game, Outcome, Variant};
use serde::{de::DeserializeOwned, Deserialize, Serialize};

use crate::error::StoreError;
use crate::ids::{pair_key, ChannelId, GameId, GuildId, UserId};
use crate::record::{
    event_token, Announced, Announcement, BotRecord, Challenge, ChannelState, DailyAnswer,
    DailyNews, DailyRecord, DamagedRecord, Due, Forgotten, GameRecord, GuildSettings, HuffRecord,
    NewGame, PlayerRecord, PuzzleAttempt, PuzzleResult, RatedGame, RatingChange, RatingRecord,
    ResultRecord, ReviewRecord, Score, Seat, Status, TournamentNews, TournamentRecord,
};
use crate::Store;

/// The trees, in the order backends keep them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum TreeId {
    Meta = 0,
    Channels = 1,
    Games = 2,
    ByChannel = 3,
    ByPlayer = 4,
    Players = 5,
    Damaged = 6,
    Guilds = 7,
    Deadlines = 8,
    GuildPlayers = 9,
    Outbox = 10,
    Tournaments = 11,
    PuzzleRatings = 12,
    Daily = 13,
}

/// Tree names on disk, indexed by [`TreeId`].
pub(crate) const TREE_NAMES: [&str; 14] = [
    "meta",
    "channels",
    "games",
    "by_channel",
    "by_player",
    "players",
    "damaged",
    "guilds",
    "deadlines",
    "guild_players",
    "outbox",
    "tournaments",
    "puzzle_ratings",
    "daily",
];

impl TreeId {
    pub(crate) fn name(self) -> &'static str {
        TREE_NAMES[self as usize]
    }
}

pub(crate) const SCHEMA_KEY: &[u8] = b"schema";
const NEXT_GAME_KEY: &[u8] = b"next_game";
const NEXT_TOURNAMENT_KEY: &[u8] = b"next_tournament";

/// Why a transaction body stopped: a refusal (abort, nothing written), a sled conflict that sled
/// retries, or a PostgreSQL error (a serialization failure is retried, the rest reported).
#[derive(Debug)]
pub(crate) enum TxError {
    Abort(StoreError),
    Retry(sled::transaction::UnabortableTransactionError),
    Pg(postgres::Error),
}

impl From<StoreError> for TxError {
    fn from(e: StoreError) -> TxError {
        TxError::Abort(e)
    }
}

/// A key and its value.
pub(crate) type Entry = (Vec<u8>, Vec<u8>);

/// Reads and writes inside one transaction.
pub(crate) trait Tx {
    fn get(&self, tree: TreeId, key: &[u8]) -> Result<Option<Vec<u8>>, TxError>;
    fn insert(&self, tree: TreeId, key: &[u8], value: Vec<u8>) -> Result<(), TxError>;
    fn remove(&self, tree: TreeId, key: &[u8]) -> Result<(), TxError>;

    /// A new game id, unique in this database. By default the `meta/next_game` counter, read
    /// and bumped in this transaction; PostgreSQL takes it from a sequence instead, so two
    /// processes starting games never contend on one row.
    fn next_game_id(&self) -> Result<u64, TxError> {
        let id = read_u64(self.get(TreeId::Meta, NEXT_GAME_KEY)?).unwrap_or(1);
        self.insert(TreeId::Meta, NEXT_GAME_KEY, (id + 1).to_be_bytes().to_vec())?;
        Ok(id)
    }

    /// Make the next [`Tx::next_game_id`] at least `next` (after copying games in).
    fn raise_next_game_id(&self, next: u64) -> Result<(), TxError> {
        let current = read_u64(self.get(TreeId::Meta, NEXT_GAME_KEY)?).unwrap_or(1);
        if next > current {
            self.insert(TreeId::Meta, NEXT_GAME_KEY, next.to_be_bytes().to_vec())?;
        }
        Ok(())
    }
}

/// A body of a transaction; it may run more than once.
pub(crate) type TxBody<'a, T> = &'a dyn Fn(&dyn Tx) -> Result<T, TxError>;

/// Where bytes are kept.
pub(crate) trait Backend: Send + Sync + std::fmt::Debug {
    /// Run `body` atomically (all of its writes or none), retrying on conflicts.
    fn transact<T>(&self, body: TxBody<'_, T>) -> Result<T, StoreError>;
    /// One value, outside any transaction.
    fn get(&self, tree: TreeId, key: &[u8]) -> Result<Option<Vec<u8>>, StoreError>;
    /// Entries whose key starts with `prefix`, in key order or reversed, at most `limit`.
    fn scan(
        &self,
        tree: TreeId,
        prefix: &[u8],
        reverse: bool,
        limit: usize,
    ) -> Result<Vec<Entry>, StoreError>;
    /// Make every finished transaction durable.
    fn flush(&self) -> Result<(), StoreError>;
}

/// What a channel record holds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub(crate) enum Slot {
    Challenge(Challenge),
    Game(GameId),
}

pub(crate) fn encode<T: Serialize>(value: &T) -> Result<Vec<u8>, StoreError> {
    serde_json::to_vec(value).map_err(|e| StoreError::Backend(format!("encoding a record: {e}")))
}

pub(crate) fn decode<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, String> {
    serde_json::from_slice(bytes).map_err(|e| e.to_string())
}

/// The `puzzle_ratings` key of a puzzle: its variant's name, a slash, its id.
fn puzzle_key(variant: Variant, id: &str) -> Vec<u8> {
    format!("{}/{id}", variant.name()).into_bytes()
}

/// The `deadlines` key of a deadline in a channel.
pub(crate) fn deadline_key(at_ms: u64, channel: ChannelId) -> Vec<u8> {
    pair_key(at_ms, channel.0).to_vec()
}

/// Index (or stop indexing) a game's deadline: `old` is what was indexed, `record` the new state.
fn reindex_game(tx: &dyn Tx, old: Option<u64>, record: &GameRecord) -> Result<(), TxError> {
    let new = record.deadline_ms;
    if old == new {
        return Ok(());
    }
    if let Some(at) = old {
        tx.remove(TreeId::Deadlines, &deadline_key(at, record.channel))?;
    }
    if let Some(at) = new {
        tx.insert(
            TreeId::Deadlines,
            &deadline_key(at, record.channel),
            record.id.key().to_vec(),
        )?;
    }
    Ok(())
}

/// An outbox key: the channel, then the announcement's place in its sequence (0: the counter).
fn outbox_key(channel: ChannelId, seq: u64) -> [u8; 16] {
    pair_key(channel.0, seq)
}

/// Write the channel's next announcement in this transaction.
fn announce(
    tx: &dyn Tx,
    channel: ChannelId,
    guild: Option<GuildId>,
    what: Announced,
) -> Result<(), TxError> {
    let counter = outbox_key(channel, 0);
    let seq = read_u64(tx.get(TreeId::Outbox, &counter)?).unwrap_or(0) + 1;
    tx.insert(TreeId::Outbox, &counter, seq.to_be_bytes().to_vec())?;
    let announcement = Announcement {
        seq,
        channel,
        guild,
        what,
    };
    tx.insert(
        TreeId::Outbox,
        &outbox_key(channel, seq),
        encode(&announcement)?,
    )
}

pub(crate) fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
}

fn read_u64(bytes: Option<Vec<u8>>) -> Option<u64> {
    bytes.and_then(|b| {
        <[u8; 8]>::try_from(b.as_slice())
            .ok()
            .map(u64::from_be_bytes)
    })
}

/// The schema version stored in `meta`, if any.
pub(crate) fn schema_of<B: Backend>(backend: &B) -> Result<Option<u64>, StoreError> {
    Ok(read_u64(backend.get(TreeId::Meta, SCHEMA_KEY)?))
}

/// What was set aside, as kept in the `damaged` tree.
#[derive(Serialize, Deserialize)]
struct DamagedEnvelope {
    tree: String,
    key: Vec<u8>,
    moved_ms: u64,
    reason: String,
    bytes: Vec<u8>,
}

/// The `damaged` key and value of unreadable bytes found at `tree`/`key`.
fn damaged_entry(
    tree: TreeId,
    key: &[u8],
    bytes: &[u8],
    reason: &str,
    moved_ms: u64,
) -> Result<Entry, StoreError> {
    let envelope = DamagedEnvelope {
        tree: tree.name().into(),
        key: key.to_vec(),
        moved_ms,
        reason: reason.into(),
        bytes: bytes.to_vec(),
    };
    let mut damaged_key = moved_ms.to_be_bytes().to_vec();
    damaged_key.extend_from_slice(tree.name().as_bytes());
    damaged_key.push(0);
    damaged_key.extend_from_slice(key);
    Ok((damaged_key, encode(&envelope)?))
}

/// A player's record read inside a transaction. Unreadable bytes are moved to `damaged` in the
/// same transaction and the player starts afresh, so a finished game is never lost to them.
fn player_in_tx(tx: &dyn Tx, user: UserId, now_ms: u64) -> Result<PlayerRecord, TxError> {
    let key = user.key();
    match tx.get(TreeId::Players, &key)? {
        None => Ok(PlayerRecord::new(user)),
        Some(bytes) => match decode::<PlayerRecord>(&bytes) {
            Ok(record) => Ok(record),
            Err(e) => {
                let (dkey, value) = damaged_entry(TreeId::Players, &key, &bytes, &e, now_ms)?;
                tx.insert(TreeId::Damaged, &dkey, value)?;
                Ok(PlayerRecord::new(user))
            }
        },
    }
}

/// Everything a finished game changes besides itself, in the transaction that finishes it:
/// both players' ratings (rated games, [`GameRecord::rated_result`]) with the changes kept in
/// the game record, or a person's record against the bot. Runs once per finished game: the
/// caller's compare-and-swap refuses a second finish.
fn settle(tx: &dyn Tx, record: &mut GameRecord, now_ms: u64) -> Result<(), TxError> {
    if let Some((white, black, score)) = record.rated_result() {
        let variant = record.variant;
        let mut w = player_in_tx(tx, white, now_ms)?;
        let mut b = player_in_tx(tx, black, now_ms)?;
        let (before_w, before_b) = (w.rating(variant), b.rating(variant));
        let (after_w, after_b) = crate::rating::rate(&before_w, &before_b, score, now_ms);
        record.rating = Some(Box::new(RatedGame {
            white: RatingChange {
                user: white,
                before: before_w.rating,
                after: after_w.rating,
                deviation: after_w.deviation,
            },
            black: RatingChange {
                user: black,
                before: before_b.rating,
                after: after_b.rating,
                deviation: after_b.deviation,
            },
        }));
        w.ratings.insert(variant, after_w);
        b.ratings.insert(variant, after_b);
        w.name = Some(record.white.display_name());
        b.name = Some(record.black.display_name());
        tx.insert(TreeId::Players, &white.key(), encode(&w)?)?;
        tx.insert(TreeId::Players, &black.key(), encode(&b)?)?;
        return Ok(());
    }
    let Some(score) = record.scored() else {
        return Ok(());
    };
    for color in Color::ALL {
        let (Seat::Human { id, name }, Seat::Bot { level }) =
            (record.player(color), record.player(color.opposite()))
        else {
            continue;
        };
        if id.is_forgotten() {
            // Nobody holds a forgotten seat: no record is kept for it.
            continue;
        }
        let mut p = player_in_tx(tx, *id, now_ms)?;
        let entry: &mut BotRecord = p.bots.entry(*level).or_default();
        match score.points(color) {
            x if x > 0.75 => entry.wins = entry.wins.saturating_add(1),
            x if x < 0.25 => entry.losses = entry.losses.saturating_add(1),
            _ => entry.draws = entry.draws.saturating_add(1),
        }
        p.name = Some(name.clone());
        tx.insert(TreeId::Players, &id.key(), encode(&p)?)?;
    }
    Ok(())
}

/// A damaged record met inside a transaction: set it aside afterwards.
/// A record read while scanning many: one that is damaged (set aside by the read) is passed
/// over as `None`; any other failure ends the scan.
fn unless_damaged<T>(read: Result<T, StoreError>) -> Result<Option<T>, StoreError> {
    match read {
        Ok(value) => Ok(Some(value)),
        Err(StoreError::Damaged { .. }) => Ok(None),
        Err(e) => Err(e),
    }
}

fn damaged_in_tx(channel: Option<ChannelId>, what: String, detail: String) -> TxError {
    TxError::Abort(StoreError::Damaged {
        channel,
        what,
        detail,
    })
}

/// What one pass of `forget_user` reads again and changes in its transaction, found by
/// reading outside it (a transaction cannot scan). Keys, by tree.
#[derive(Debug, Default)]
struct ForgetPlan {
    /// Their games, from their `by_player` index.
    games: Vec<GameId>,
    /// Channels holding a challenge they made or received.
    challenges: Vec<ChannelId>,
    /// Tournaments naming them.
    tournaments: Vec<Vec<u8>>,
    /// Servers whose daily puzzle names them.
    daily: Vec<Vec<u8>>,
    /// Their `guild_players` entries.
    guild_players: Vec<Vec<u8>>,
    /// Announcements naming them.
    outbox: Vec<Vec<u8>>,
    /// Set-aside copies of their player record.
    damaged: Vec<Vec<u8>>,
}

/// One pass of `forget_user`, in one transaction: every record of `plan` read again and, if
/// it still names `user`, changed; their player record removed.
fn forget_pass(tx: &dyn Tx, user: UserId, plan: &ForgetPlan) -> Result<Forgotten, TxError> {
    let mut done = Forgotten::default();
    if let Some(bytes) = tx.get(TreeId::Players, &user.key())? {
        // An unreadable record goes too; it just cannot be counted.
        if let Ok(p) = decode::<PlayerRecord>(&bytes) {
            done.ratings = p.ratings.len();
            done.puzzle_attempts = p.puzzles.values().map(|s| u64::from(s.rating.games)).sum();
        }
        tx.remove(TreeId::Players, &user.key())?;
        done.player_record = true;
    }
    for id in &plan.games {
        if let Some(bytes) = tx.get(TreeId::Games, &id.key())? {
            let Ok(mut record) = decode::<GameRecord>(&bytes) else {
                // Left with its index entry: see `Forgotten::unreadable`.
                done.unreadable += 1;
                continue;
            };
            if crate::forget::game(&mut record, user) {
                // Raised so that a cached copy of an ongoing game is read again.
                record.version += 1;
                done.games += 1;
                if record.status == Status::Ongoing {
                    done.ongoing_games += 1;
                }
                tx.insert(TreeId::Games, &id.key(), encode(&record)?)?;
            }
        }
        let index = pair_key(user.0, id.0);
        if tx.get(TreeId::ByPlayer, &index)?.is_some() {
            tx.remove(TreeId::ByPlayer, &index)?;
            done.index_entries += 1;
        }
    }
    for channel in &plan.challenges {
        let Some(bytes) = tx.get(TreeId::Channels, &channel.key())? else {
            continue;
        };
        let Ok(Slot::Challenge(c)) = decode::<Slot>(&bytes) else {
            continue;
        };
        if !crate::forget::in_challenge(&c, user) {
            continue;
        }
        tx.remove(TreeId::Channels, &channel.key())?;
        tx.remove(TreeId::Deadlines, &deadline_key(c.expires_ms, *channel))?;
        let mut shown = c.clone();
        crate::forget::challenge(&mut shown, user);
        announce(tx, *channel, c.guild, Announced::Closed(Box::new(shown)))?;
        done.challenges += 1;
    }
    for key in &plan.tournaments {
        let Some(bytes) = tx.get(TreeId::Tournaments, key)? else {
            continue;
        };
        let Ok(mut t) = decode::<TournamentRecord>(&bytes) else {
            continue;
        };
        let left = crate::forget::leave_tournament(&mut t, user);
        let named = crate::forget::tournament(&mut t, user);
        if left || named {
            // Raised so that a process holding the old version reads it again.
            t.version += 1;
            tx.insert(TreeId::Tournaments, key, encode(&t)?)?;
            done.tournaments += 1;
        }
    }
    for key in &plan.daily {
        let Some(bytes) = tx.get(TreeId::Daily, key)? else {
            continue;
        };
        let Ok(mut d) = decode::<DailyRecord>(&bytes) else {
            continue;
        };
        let (answers, changed) = crate::forget::daily(&mut d, user);
        if changed {
            tx.insert(TreeId::Daily, key, encode(&d)?)?;
            done.daily_answers += answers;
        }
    }
    for key in &plan.guild_players {
        if tx.get(TreeId::GuildPlayers, key)?.is_some() {
            tx.remove(TreeId::GuildPlayers, key)?;
            done.index_entries += 1;
        }
    }
    for key in &plan.outbox {
        let Some(bytes) = tx.get(TreeId::Outbox, key)? else {
            continue;
        };
        let Ok(mut a) = decode::<Announcement>(&bytes) else {
            continue;
        };
        if crate::forget::announcement(&mut a, user) {
            tx.insert(TreeId::Outbox, key, encode(&a)?)?;
            done.announcements += 1;
        }
    }
    for key in &plan.damaged {
        if tx.get(TreeId::Damaged, key)?.is_some() {
            tx.remove(TreeId::Damaged, key)?;
            done.damaged += 1;
        }
    }
    Ok(done)
}

/// What [`KvStore::copy_into`] moved.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CopyReport {
    /// Games copied (ongoing and finished).
    pub games: usize,
    /// Games read back and replayed to the same position on both sides.
    pub replayed: usize,
    /// Other records: channels, indexes, players, server settings, set-aside records.
    pub other_records: usize,
}

/// The store over a backend: [`crate::SledStore`] and [`crate::MemoryStore`] are this.
#[derive(Debug)]
pub struct KvStore<B> {
    pub(crate) backend: B,
}

// `Backend` is sealed (crate-private) on purpose: the two backends are the only ones.
#[allow(private_bounds)]
impl<B: Backend> KvStore<B> {
    pub(crate) fn with_backend(backend: B) -> KvStore<B> {
        KvStore { backend }
    }

    /// The one end of a change: flushed when it went through; when it met a damaged record,
    /// `recover` reads the record again (which sets its bytes aside) and gives the caller what
    /// the damage amounts to: the change tried again, or the error it now is.
    fn settle<T>(
        &self,
        result: Result<T, StoreError>,
        recover: impl FnOnce() -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        match result {
            Ok(value) => {
                self.backend.flush()?;
                Ok(value)
            }
            Err(StoreError::Damaged { .. }) => recover(),
            Err(e) => Err(e),
        }
    }

    /// Move unreadable bytes to `damaged` (if they are still there), and free `channel` if its
    /// slot still holds `slot_bytes`. Returns the error for the caller.
    fn set_aside(
        &self,
        tree: TreeId,
        key: &[u8],
        bytes: &[u8],
        reason: &str,
        channel: Option<(ChannelId, Vec<u8>)>,
        what: String,
    ) -> StoreError {
        let result =
            damaged_entry(tree, key, bytes, reason, now_ms()).and_then(|(damaged_key, value)| {
                self.backend.transact(&|tx| {
                    if tx.get(tree, key)?.as_deref() == Some(bytes) {
                        tx.insert(TreeId::Damaged, &damaged_key, value.clone())?;
                        tx.remove(tree, key)?;
                    }
                    if let Some((ch, slot)) = &channel {
                        if tx.get(TreeId::Channels, &ch.key())?.as_deref() == Some(slot.as_slice())
                        {
                            tx.remove(TreeId::Channels, &ch.key())?;
                        }
                    }
                    Ok(())
                })
            });
        if let Err(e) = result.and_then(|()| self.backend.flush()) {
            return e;
        }
        StoreError::Damaged {
            channel: channel.map(|(c, _)| c),
            what,
            detail: reason.into(),
        }
    }

    /// Every finished game (with a result), in id order; an unreadable one is set aside and
    /// skipped. For tools (the puzzle miner reads their positions).
    ///
    /// # Errors
    /// The backend fails.
    pub fn finished_games(&self) -> Result<Vec<GameRecord>, StoreError> {
        let mut out = Vec::new();
        for (key, _) in self.backend.scan(TreeId::Games, &[], false, usize::MAX)? {
            let Some(id) = GameId::from_key(&key) else {
                continue;
            };
            if let Some(Some(record)) = unless_damaged(self.read_game(id, None))? {
                if record.result.is_some() {
                    out.push(record);
                }
            }
        }
        Ok(out)
    }

    /// The players of `guild` (those who finished a game or a puzzle there) that `keep`
    /// keeps; an unreadable record is set aside and skipped.
    fn guild_players(
        &self,
        guild: GuildId,
        keep: &dyn Fn(&PlayerRecord) -> bool,
    ) -> Result<Vec<PlayerRecord>, StoreError> {
        let mut out = Vec::new();
        for (key, _) in self
            .backend
            .scan(TreeId::GuildPlayers, &guild.key(), false, usize::MAX)?
        {
            let Some(user) = key.get(8..).and_then(UserId::from_key) else {
                continue;
            };
            if let Some(p) = unless_damaged(self.player(user))?.filter(|p| keep(p)) {
                out.push(p);
            }
        }
        Ok(out)
    }

    /// Read and decode a game, setting it aside (and freeing `channel`) if unreadable.
    fn read_game(
        &self,
        id: GameId,
        channel: Option<(ChannelId, Vec<u8>)>,
    ) -> Result<Option<GameRecord>, StoreError> {
        let Some(bytes) = self.backend.get(TreeId::Games, &id.key())? else {
            return Ok(None);
        };
        match decode::<GameRecord>(&bytes) {
            Ok(record) if record.id == id => Ok(Some(record)),
            Ok(record) => Err(self.set_aside(
                TreeId::Games,
                &id.key(),
                &bytes,
                &format!("stored under id {id} but says it is game {}", record.id),
                channel,
                format!("game {id}"),
            )),
            Err(e) => Err(self.set_aside(
                TreeId::Games,
                &id.key(),
                &bytes,
                &e,
                channel,
                format!("game {id}"),
            )),
        }
    }

    /// Copy every record of this store into `target`, which must hold no game yet, then
    /// check that every game reads back equal and replays to the same position on both sides.
    /// Returns how many games (and other records) were copied. Server settings, players and
    /// set-aside records come along; `target` keeps its own schema stamp (both are at
    /// [`crate::SCHEMA_VERSION`] once opened).
    ///
    /// # Errors
    /// [`StoreError::Backend`] if `target` already holds games or a game differs after the
    /// copy; any error of either store.
    pub fn copy_into<T: Backend>(&self, target: &KvStore<T>) -> Result<CopyReport, StoreError> {
        if !target
            .backend
            .scan(TreeId::Games, &[], false, 1)?
            .is_empty()
        {
            return Err(StoreError::Backend(
                "the target store already holds games; copy into an empty one".into(),
            ));
        }
        let mut report = CopyReport::default();
        let mut max_id = 0;
        let mut max_tournament = 0;
        for (i, _) in TREE_NAMES.iter().enumerate() {
            let tree = crate::migrate::tree_id(i);
            if tree == TreeId::Meta {
                continue;
            }
            let entries = self.backend.scan(tree, &[], false, usize::MAX)?;
            for chunk in entries.chunks(500) {
                target.backend.transact(&|tx| {
                    for (k, v) in chunk {
                        tx.insert(tree, k, v.clone())?;
                    }
                    Ok(())
                })?;
            }
            if tree == TreeId::Games {
                report.games = entries.len();
                max_id = entries
                    .iter()
                    .filter_map(|(k, _)| GameId::from_key(k))
                    .map(|id| id.0)
                    .max()
                    .unwrap_or(0);
            } else {
                report.other_records += entries.len();
            }
            if tree == TreeId::Tournaments {
                max_tournament = entries
                    .iter()
                    .filter_map(|(k, _)| read_u64(Some(k.clone())))
                    .max()
                    .unwrap_or(0);
            }
        }
        target.backend.transact(&|tx| {
            tx.raise_next_game_id(max_id + 1)?;
            // The next tournament's id follows the copied ones.
            let next = read_u64(tx.get(TreeId::Meta, NEXT_TOURNAMENT_KEY)?).unwrap_or(1);
            if next <= max_tournament {
                tx.insert(
                    TreeId::Meta,
                    NEXT_TOURNAMENT_KEY,
                    (max_tournament + 1).to_be_bytes().to_vec(),
                )?;
            }
            Ok(())
        })?;
        target.backend.flush()?;
        for (key, _) in self.backend.scan(TreeId::Games, &[], false, usize::MAX)? {
            let Some(id) = GameId::from_key(&key) else {
                continue;
            };
            let (Some(a), Some(b)) = (self.read_game(id, None)?, target.read_game(id, None)?)
            else {
                return Err(StoreError::Backend(format!(
                    "game {id} is missing after the copy"
                )));
            };
            if a != b {
                return Err(StoreError::Backend(format!(
                    "game {id} differs after the copy"
                )));
            }
            let (ra, rb) = (a.replay()?, b.replay()?);
            if ra.position().fen() != rb.position().fen() || ra.events().len() != rb.events().len()
            {
                return Err(StoreError::Backend(format!(
                    "game {id} replays differently after the copy"
                )));
            }
            report.replayed += 1;
        }
        Ok(report)
    }

    /// The keys one pass of `forget_user` must read again: their games by their index, and
    /// whatever else names them, by scanning the (small) trees that can.
    fn forget_plan(&self, user: UserId) -> Result<ForgetPlan, StoreError> {
        let mut plan = ForgetPlan::default();
        for (key, _) in self
            .backend
            .scan(TreeId::ByPlayer, &user.key(), false, usize::MAX)?
        {
            if let Some(id) = key.get(8..).and_then(GameId::from_key) {
                plan.games.push(id);
            }
        }
        for (key, bytes) in self
            .backend
            .scan(TreeId::Channels, &[], false, usize::MAX)?
        {
            if let (Some(channel), Ok(Slot::Challenge(c))) =
                (ChannelId::from_key(&key), decode::<Slot>(&bytes))
            {
                if crate::forget::in_challenge(&c, user) {
                    plan.challenges.push(channel);
                }
            }
        }
        for (key, bytes) in self
            .backend
            .scan(TreeId::Tournaments, &[], false, usize::MAX)?
        {
            if let Ok(mut t) = decode::<TournamentRecord>(&bytes) {
                if crate::forget::tournament(&mut t, user) {
                    plan.tournaments.push(key);
                }
            }
        }
        for (key, bytes) in self.backend.scan(TreeId::Daily, &[], false, usize::MAX)? {
            if let Ok(mut d) = decode::<DailyRecord>(&bytes) {
                if crate::forget::daily(&mut d, user).1 {
                    plan.daily.push(key);
                }
            }
        }
        // Keyed server first: every server's entries are read (keys only).
        for (key, _) in self
            .backend
            .scan(TreeId::GuildPlayers, &[], false, usize::MAX)?
        {
            if key.get(8..) == Some(&user.key()[..]) {
                plan.guild_players.push(key);
            }
        }
        for (key, bytes) in self.backend.scan(TreeId::Outbox, &[], false, usize::MAX)? {
            if key.get(8..) == Some(&[0u8; 8][..]) {
                continue;
            }
            if let Ok(mut a) = decode::<Announcement>(&bytes) {
                if crate::forget::announcement(&mut a, user) {
                    plan.outbox.push(key);
                }
            }
        }
        for (key, bytes) in self.backend.scan(TreeId::Damaged, &[], false, usize::MAX)? {
            if let Ok(envelope) = decode::<DamagedEnvelope>(&bytes) {
                if envelope.tree == TreeId::Players.name() && envelope.key == user.key() {
                    plan.damaged.push(key);
                }
            }
        }
        Ok(plan)
    }

    fn games_from_index(
        &self,
        tree: TreeId,
        prefix: [u8; 8],
        limit: usize,
    ) -> Result<Vec<GameRecord>, StoreError> {
        let mut out = Vec::new();
        for (key, _) in self.backend.scan(tree, &prefix, true, limit)? {
            let Some(id) = key.get(8..).and_then(GameId::from_key) else {
                continue;
            };
            if let Some(Some(record)) = unless_damaged(self.read_game(id, None))? {
                out.push(record);
            }
        }
        Ok(out)
    }

    /// Change the channel's ongoing game in one transaction, then flush.
    fn change_game(
        &self,
        channel: ChannelId,
        expected_version: u64,
        now_ms: u64,
        change: &dyn Fn(&mut GameRecord) -> Result<(), StoreError>,
        announced: fn(Box<GameRecord>) -> Announced,
    ) -> Result<GameRecord, StoreError> {
        let result = self.backend.transact(&|tx| {
            let slot = match tx.get(TreeId::Channels, &channel.key())? {
                None => return Err(StoreError::NoGame.into()),
                Some(bytes) => decode::<Slot>(&bytes)
                    .map_err(|e| damaged_in_tx(Some(channel), "channel record".into(), e))?,
            };
            let Slot::Game(id) = slot else {
                return Err(StoreError::NoGame.into());
            };
            let Some(bytes) = tx.get(TreeId::Games, &id.key())? else {
                return Err(damaged_in_tx(
                    Some(channel),
                    "channel record".into(),
                    format!("it points to game {id}, which is missing"),
                ));
            };
            let mut record = decode::<GameRecord>(&bytes)
                .map_err(|e| damaged_in_tx(Some(channel), format!("game {id}"), e))?;
            if record.version != expected_version {
                return Err(StoreError::Conflict {
                    expected: expected_version,
                    found: record.version,
                }
                .into());
            }
            if record.status != Status::Ongoing {
                return Err(StoreError::NoGame.into());
            }
            let old_deadline = record.deadline_ms;
            change(&mut record)?;
            record.version += 1;
            reindex_game(tx, old_deadline, &record)?;
            tx.insert(TreeId::Games, &id.key(), encode(&record)?)?;
            if record.status == Status::Finished {
                // Ratings (or the record against the bot) in the same transaction.
                settle(tx, &mut record, now_ms)?;
                tx.remove(TreeId::Channels, &channel.key())?;
            }
            tx.insert(TreeId::Games, &id.key(), encode(&record)?)?;
            announce(
                tx,
                channel,
                record.guild,
                announced(Box::new(record.clone())),
            )?;
            Ok(record)
        });
        // Let `load` set the damaged bytes aside and report it.
        self.settle(result, || {
            self.load(channel)?;
            Err(StoreError::Conflict {
                expected: expected_version,
                found: 0,
            })
        })
    }
}

fn finish(record: &mut GameRecord, outcome: Outcome) {
    finish_with(record, ResultRecord::from(outcome));
}

fn finish_with(record: &mut GameRecord, result: ResultRecord) {
    record.status = Status::Finished;
    record.result = Some(result);
    record.draw_offer = None;
    record.huff_chance = None;
    record.deadline_ms = None;
}

fn think(record: &mut GameRecord, color: Color, now_ms: u64) {
    let spent = now_ms.saturating_sub(record.last_move_ms);
    let slot = &mut record.thinking_ms[color.index()];
    *slot = slot.saturating_add(spent);
    record.last_move_ms = record.last_move_ms.max(now_ms);
}

/// The record after one more event of `game`; `tokens` are the PDN tokens of every event.
fn apply_event(
    record: &mut GameRecord,
    game: &Game,
    tokens: &[String],
    now_ms: u64,
) -> Result<(), StoreError> {
    if game.variant() != record.variant {
        return Err(StoreError::Mismatch(format!(
            "the game is {}, the stored game {}",
            game.variant(),
            record.variant
        )));
    }
    if tokens.len() != record.moves.len() + 1 {
        return Err(StoreError::Mismatch(format!(
            "the stored game has {} moves and the given one {}; exactly one more was expected",
            record.moves.len(),
            tokens.len()
        )));
    }
    if let Some(i) = (0..record.moves.len()).find(|&i| tokens[i] != record.moves[i]) {
        return Err(StoreError::Mismatch(format!(
            "move {} differs (stored {}, given {})",
            i + 1,
            record.moves[i],
            tokens[i]
        )));
    }
    let (mover, is_move) = match game.events().last() {
        Some(Event::Move { color, .. }) => (*color, true),
        Some(Event::Huff { by, .. }) => (*by, false),
        None => return Err(StoreError::Mismatch("the game has no moves".into())),
    };
    if let Some(last) = tokens.last() {
        record.moves.push(last.clone());
    }
    think(record, mover, now_ms);
    if is_move && record.draw_offer.is_some_and(|c| c != mover) {
        record.draw_offer = None;
    }
    record.turn = game.turn();
    let rules = record.variant.rules();
    record.huff_chance = game.huff_chance().map(|h| HuffRecord {
        by: h.by,
        squares: h
            .squares
            .iter()
            .map(|s| square_name(rules, s, rules.default_notation()))
            .collect(),
    });
    record.updated_ms = now_ms;
    record.deadline_ms = record.next_deadline(now_ms);
    if let Some(outcome) = game.outcome() {
        finish(record, outcome);
    }
    Ok(())
}

#[allow(private_bounds)]
impl<B: Backend> Store for KvStore<B> {
    fn load(&self, channel: ChannelId) -> Result<ChannelState, StoreError> {
        let key = channel.key();
        let Some(bytes) = self.backend.get(TreeId::Channels, &key)? else {
            return Ok(ChannelState::Free);
        };
        match decode::<Slot>(&bytes) {
            Err(e) => Err(self.set_aside(
                TreeId::Channels,
                &key,
                &bytes,
                &e,
                Some((channel, bytes.clone())),
                "channel record".into(),
            )),
            Ok(Slot::Challenge(c)) => Ok(ChannelState::Challenge(c)),
            Ok(Slot::Game(id)) => match self.read_game(id, Some((channel, bytes.clone())))? {
                Some(record) if record.status == Status::Ongoing => Ok(ChannelState::Game(record)),
                Some(_) => Err(self.set_aside(
                    TreeId::Channels,
                    &key,
                    &bytes,
                    &format!("it points to game {id}, which is already finished"),
                    Some((channel, bytes.clone())),
                    "channel record".into(),
                )),
                None => Err(self.set_aside(
                    TreeId::Channels,
                    &key,
                    &bytes,
                    &format!("it points to game {id}, which is missing"),
                    Some((channel, bytes.clone())),
                    "channel record".into(),
                )),
            },
        }
    }

    fn create_challenge(&self, challenge: &Challenge) -> Result<(), StoreError> {
        let channel = challenge.channel;
        let value = encode(&Slot::Challenge(challenge.clone()))?;
        let result = self.backend.transact(&|tx| {
            match tx.get(TreeId::Channels, &channel.key())? {
                None => {}
                Some(bytes) => {
                    return Err(match decode::<Slot>(&bytes) {
                        Ok(Slot::Challenge(_)) => StoreError::ChallengePending.into(),
                        Ok(Slot::Game(_)) => StoreError::GameRunning.into(),
                        Err(e) => damaged_in_tx(Some(channel), "channel record".into(), e),
                    })
                }
            }
            tx.insert(
                TreeId::Deadlines,
                &deadline_key(challenge.expires_ms, channel),
                Vec::new(),
            )?;
            announce(
                tx,
                channel,
                challenge.guild,
                Announced::Challenge(Box::new(challenge.clone())),
            )?;
            tx.insert(TreeId::Channels, &channel.key(), value.clone())
        });
        self.settle(result, || self.load(channel).map(|_| ()))
    }

    fn remove_challenge(&self, channel: ChannelId) -> Result<Challenge, StoreError> {
        let result = self.backend.transact(&|tx| {
            let Some(bytes) = tx.get(TreeId::Channels, &channel.key())? else {
                return Err(StoreError::NoChallenge.into());
            };
            match decode::<Slot>(&bytes) {
                Ok(Slot::Challenge(c)) => {
                    tx.remove(TreeId::Channels, &channel.key())?;
                    tx.remove(TreeId::Deadlines, &deadline_key(c.expires_ms, channel))?;
                    announce(tx, channel, c.guild, Announced::Closed(Box::new(c.clone())))?;
                    Ok(c)
                }
                Ok(Slot::Game(_)) => Err(StoreError::NoChallenge.into()),
                Err(e) => Err(damaged_in_tx(Some(channel), "channel record".into(), e)),
            }
        });
        self.settle(result, || {
            self.load(channel)?;
            Err(StoreError::NoChallenge)
        })
    }

    fn start_game(&self, new: &NewGame) -> Result<GameRecord, StoreError> {
        let channel = new.channel;
        let mut template = GameRecord {
            id: GameId(0),
            channel,
            guild: new.guild,
            variant: new.variant,
            start_fen: new.start_fen.clone(),
            white: new.white.clone(),
            black: new.black.clone(),
            moves: Vec::new(),
            turn: Color::White,
            draw_offer: None,
            huff_chance: None,
            status: Status::Ongoing,
            result: None,
            created_ms: new.now_ms,
            updated_ms: new.now_ms,
            last_move_ms: new.now_ms,
            thinking_ms: [0, 0],
            version: 1,
            move_time_ms: new.move_time_ms,
            deadline_ms: None,
            rating: None,
            review: None,
        };
        let start = template.start_position()?;
        template.turn = start.turn();
        template.deadline_ms = template.next_deadline(new.now_ms);
        if let Some(outcome) = Game::from_position(start).outcome() {
            finish(&mut template, outcome);
        }
        let users: Vec<UserId> = {
            let mut u: Vec<UserId> = [&new.white, &new.black]
                .iter()
                .filter_map(|p| p.user())
                // A forgotten (or missing: a tournament seat without entrant) player is
                // indexed nowhere.
                .filter(|u| !u.is_forgotten())
                .collect();
            u.dedup();
            u
        };
        let result = self.backend.transact(&|tx| {
            if let Some(bytes) = tx.get(TreeId::Channels, &channel.key())? {
                match decode::<Slot>(&bytes) {
                    Ok(Slot::Challenge(c)) => {
                        tx.remove(TreeId::Deadlines, &deadline_key(c.expires_ms, channel))?;
                    }
                    Ok(Slot::Game(_)) => return Err(StoreError::GameRunning.into()),
                    Err(e) => return Err(damaged_in_tx(Some(channel), "channel record".into(), e)),
                }
            }
            let id = tx.next_game_id()?;
            let mut record = template.clone();
            record.id = GameId(id);
            if record.status == Status::Finished {
                settle(tx, &mut record, new.now_ms)?;
            }
            tx.insert(TreeId::Games, &record.id.key(), encode(&record)?)?;
            reindex_game(tx, None, &record)?;
            if record.status == Status::Ongoing {
                tx.insert(
                    TreeId::Channels,
                    &channel.key(),
                    encode(&Slot::Game(record.id))?,
                )?;
            } else {
                tx.remove(TreeId::Channels, &channel.key())?;
            }
            tx.insert(TreeId::ByChannel, &pair_key(channel.0, id), Vec::new())?;
            for user in &users {
                tx.insert(TreeId::ByPlayer, &pair_key(user.0, id), Vec::new())?;
                if let Some(guild) = new.guild {
                    tx.insert(TreeId::GuildPlayers, &pair_key(guild.0, user.0), Vec::new())?;
                }
            }
            announce(
                tx,
                channel,
                record.guild,
                Announced::Started(Box::new(record.clone())),
            )?;
            Ok(record)
        });
        self.settle(result, || {
            self.load(channel)?;
            self.start_game(new)
        })
    }

    fn commit_move(
        &self,
        channel: ChannelId,
        expected_version: u64,
        game: &Game,
        now_ms: u64,
    ) -> Result<GameRecord, StoreError> {
        let variant = game.variant();
        let tokens: Vec<String> = game
            .events()
            .iter()
            .map(|e| event_token(variant, e))
            .collect();
        self.change_game(
            channel,
            expected_version,
            now_ms,
            &|record| apply_event(record, game, &tokens, now_ms),
            Announced::Moved,
        )
    }

    fn set_draw_offer(
        &self,
        channel: ChannelId,
        expected_version: u64,
        offer: Option<Color>,
        now_ms: u64,
    ) -> Result<GameRecord, StoreError> {
        self.change_game(
            channel,
            expected_version,
            now_ms,
            &|record| {
                record.draw_offer = offer;
                record.updated_ms = now_ms;
                Ok(())
            },
            Announced::Offer,
        )
    }

    fn finish_game(
        &self,
        channel: ChannelId,
        expected_version: u64,
        result: ResultRecord,
        now_ms: u64,
    ) -> Result<GameRecord, StoreError> {
        self.change_game(
            channel,
            expected_version,
            now_ms,
            &|record| {
                let turn = record.turn;
                think(record, turn, now_ms);
                record.updated_ms = now_ms;
                finish_with(record, result);
                Ok(())
            },
            Announced::Ended,
        )
    }

    fn due(&self, now_ms: u64, limit: usize) -> Result<Vec<Due>, StoreError> {
        let mut out = Vec::new();
        for (key, value) in self.backend.scan(TreeId::Deadlines, &[], false, limit)? {
            let (Some(at), Some(channel)) = (
                key.get(..8).and_then(|k| <[u8; 8]>::try_from(k).ok()),
                key.get(8..).and_then(ChannelId::from_key),
            ) else {
                continue;
            };
            let at_ms = u64::from_be_bytes(at);
            if at_ms > now_ms {
                break;
            }
            out.push(Due {
                at_ms,
                channel,
                game: GameId::from_key(&value),
            });
        }
        Ok(out)
    }

    fn next_deadline(&self) -> Result<Option<u64>, StoreError> {
        Ok(self
            .backend
            .scan(TreeId::Deadlines, &[], false, 1)?
            .first()
            .and_then(|(k, _)| k.get(..8).and_then(|k| <[u8; 8]>::try_from(k).ok()))
            .map(u64::from_be_bytes))
    }

    fn clear_due(&self, due: &Due) -> Result<(), StoreError> {
        let key = deadline_key(due.at_ms, due.channel);
        self.backend.transact(&|tx| {
            // Only a stale entry is cleared: the channel's record no longer has this deadline.
            let current = match tx.get(TreeId::Channels, &due.channel.key())? {
                None => None,
                Some(bytes) => match decode::<Slot>(&bytes) {
                    Ok(Slot::Challenge(c)) => Some(c.expires_ms),
                    Ok(Slot::Game(id)) => tx
                        .get(TreeId::Games, &id.key())?
                        .and_then(|b| decode::<GameRecord>(&b).ok())
                        .and_then(|g| g.deadline_ms),
                    Err(_) => None,
                },
            };
            if current != Some(due.at_ms) {
                tx.remove(TreeId::Deadlines, &key)?;
            }
            Ok(())
        })?;
        self.backend.flush()
    }

    fn set_challenge_message(&self, channel: ChannelId, message: u64) -> Result<(), StoreError> {
        self.backend.transact(&|tx| {
            let Some(bytes) = tx.get(TreeId::Channels, &channel.key())? else {
                return Err(StoreError::NoChallenge.into());
            };
            match decode::<Slot>(&bytes) {
                Ok(Slot::Challenge(mut c)) => {
                    c.message = Some(message);
                    tx.insert(
                        TreeId::Channels,
                        &channel.key(),
                        encode(&Slot::Challenge(c))?,
                    )
                }
                _ => Err(StoreError::NoChallenge.into()),
            }
        })?;
        self.backend.flush()
    }

    fn game(&self, id: GameId) -> Result<Option<GameRecord>, StoreError> {
        self.read_game(id, None)
    }

    fn save_review(&self, id: GameId, review: &ReviewRecord) -> Result<(), StoreError> {
        self.backend.transact(&|tx| {
            let Some(bytes) = tx.get(TreeId::Games, &id.key())? else {
                return Err(StoreError::NoGame.into());
            };
            let mut record = decode::<GameRecord>(&bytes)
                .map_err(|e| damaged_in_tx(None, format!("game {id}"), e))?;
            record.review = Some(Box::new(review.clone()));
            tx.insert(TreeId::Games, &id.key(), encode(&record)?)
        })?;
        self.backend.flush()
    }

    fn channel_games(
        &self,
        channel: ChannelId,
        limit: usize,
    ) -> Result<Vec<GameRecord>, StoreError> {
        self.games_from_index(TreeId::ByChannel, channel.key(), limit)
    }

    fn player_games(&self, user: UserId, limit: usize) -> Result<Vec<GameRecord>, StoreError> {
        self.games_from_index(TreeId::ByPlayer, user.key(), limit)
    }

    fn ongoing_games(&self) -> Result<Vec<GameRecord>, StoreError> {
        let mut out = Vec::new();
        for (key, _) in self
            .backend
            .scan(TreeId::Channels, &[], false, usize::MAX)?
        {
            let Some(channel) = ChannelId::from_key(&key) else {
                continue;
            };
            if let Some(ChannelState::Game(record)) = unless_damaged(self.load(channel))? {
                out.push(record);
            }
        }
        Ok(out)
    }

    fn guild_settings(&self, guild: GuildId) -> Result<GuildSettings, StoreError> {
        let key = guild.key();
        match self.backend.get(TreeId::Guilds, &key)? {
            None => Ok(GuildSettings::default()),
            Some(bytes) => decode::<GuildSettings>(&bytes).map_err(|e| {
                self.set_aside(
                    TreeId::Guilds,
                    &key,
                    &bytes,
                    &e,
                    None,
                    format!("settings of server {guild}"),
                )
            }),
        }
    }

    fn set_guild_settings(
        &self,
        guild: GuildId,
        settings: &GuildSettings,
    ) -> Result<(), StoreError> {
        let key = guild.key();
        let value = encode(settings)?;
        self.backend.transact(&|tx| {
            tx.insert(TreeId::Guilds, &key, value.clone())?;
            Ok(())
        })?;
        self.backend.flush()
    }

    fn player(&self, user: UserId) -> Result<PlayerRecord, StoreError> {
        let key = user.key();
        match self.backend.get(TreeId::Players, &key)? {
            None => Ok(PlayerRecord::new(user)),
            Some(bytes) => decode::<PlayerRecord>(&bytes).map_err(|e| {
                self.set_aside(
                    TreeId::Players,
                    &key,
                    &bytes,
                    &e,
                    None,
                    format!("record of player {user}"),
                )
            }),
        }
    }

    fn update_player(
        &self,
        user: UserId,
        update: &dyn Fn(&mut PlayerRecord),
    ) -> Result<PlayerRecord, StoreError> {
        let key = user.key();
        let result = self.backend.transact(&|tx| {
            let mut record = match tx.get(TreeId::Players, &key)? {
                None => PlayerRecord::new(user),
                Some(bytes) => decode::<PlayerRecord>(&bytes)
                    .map_err(|e| damaged_in_tx(None, format!("record of player {user}"), e))?,
            };
            update(&mut record);
            record.user = user;
            tx.insert(TreeId::Players, &key, encode(&record)?)?;
            Ok(record)
        });
        self.settle(result, || {
            self.player(user)?;
            self.update_player(user, update)
        })
    }

    fn leaderboard(
        &self,
        guild: GuildId,
        variant: Variant,
        limit: usize,
    ) -> Result<Vec<PlayerRecord>, StoreError> {
        let mut out = self.guild_players(guild, &|p| {
            p.ratings.get(&variant).is_some_and(|r| r.games > 0)
        })?;
        out.sort_by(|a, b| {
            b.rating(variant)
                .rating
                .total_cmp(&a.rating(variant).rating)
                .then(a.user.0.cmp(&b.user.0))
        });
        out.truncate(limit);
        Ok(out)
    }

    fn record_puzzle(
        &self,
        attempt: &PuzzleAttempt<'_>,
        now_ms: u64,
    ) -> Result<PuzzleResult, StoreError> {
        let user = attempt.user;
        let player_key = user.key();
        let puzzle_key = puzzle_key(attempt.variant, attempt.puzzle);
        let result = self.backend.transact(&|tx| {
            let mut player = match tx.get(TreeId::Players, &player_key)? {
                None => PlayerRecord::new(user),
                Some(bytes) => decode::<PlayerRecord>(&bytes).map_err(|detail| {
                    damaged_in_tx(None, format!("record of player {user}"), detail)
                })?,
            };
            let puzzle = match tx.get(TreeId::PuzzleRatings, &puzzle_key)? {
                Some(bytes) => decode::<RatingRecord>(&bytes).map_err(|detail| {
                    damaged_in_tx(None, format!("rating of puzzle {}", attempt.puzzle), detail)
                })?,
                None => RatingRecord {
                    rating: f64::from(attempt.start_rating),
                    deviation: crate::rating::PUZZLE_DEVIATION,
                    ..RatingRecord::default()
                },
            };
            let before = player.puzzle_score(attempt.variant);
            let score = if attempt.solved {
                Score::WhiteWins
            } else {
                Score::BlackWins
            };
            let (solver, puzzle) = crate::rating::rate(&before.rating, &puzzle, score, now_ms);
            let mut after = before.clone();
            after.rating = solver;
            after.streak = if attempt.solved { before.streak + 1 } else { 0 };
            after.best_streak = after.best_streak.max(after.streak);
            if !after.seen.iter().any(|s| s == attempt.puzzle) {
                after.seen.push(attempt.puzzle.to_string());
            }
            player.puzzles.insert(attempt.variant, after.clone());
            if let Some(name) = attempt.name {
                player.name = Some(name.to_string());
            }
            tx.insert(TreeId::Players, &player_key, encode(&player)?)?;
            tx.insert(TreeId::PuzzleRatings, &puzzle_key, encode(&puzzle)?)?;
            if let Some(guild) = attempt.guild {
                tx.insert(TreeId::GuildPlayers, &pair_key(guild.0, user.0), Vec::new())?;
            }
            Ok(PuzzleResult {
                before: before.clone(),
                after,
                puzzle,
            })
        })?;
        self.backend.flush()?;
        Ok(result)
    }

    fn puzzle_rating(
        &self,
        variant: Variant,
        puzzle: &str,
    ) -> Result<Option<RatingRecord>, StoreError> {
        match self
            .backend
            .get(TreeId::PuzzleRatings, &puzzle_key(variant, puzzle))?
        {
            None => Ok(None),
            Some(bytes) => decode(&bytes)
                .map(Some)
                .map_err(|e| StoreError::Backend(format!("rating of puzzle {puzzle}: {e}"))),
        }
    }

    fn puzzle_leaderboard(
        &self,
        guild: GuildId,
        variant: Variant,
        limit: usize,
    ) -> Result<Vec<PlayerRecord>, StoreError> {
        let mut out = self.guild_players(guild, &|p| {
            p.puzzles.get(&variant).is_some_and(|s| s.rating.games > 0)
        })?;
        let rating = |p: &PlayerRecord| p.puzzle_score(variant).rating.rating;
        out.sort_by(|a, b| {
            rating(b)
                .total_cmp(&rating(a))
                .then(a.user.0.cmp(&b.user.0))
        });
        out.truncate(limit);
        Ok(out)
    }

    fn daily_guilds(&self) -> Result<Vec<(GuildId, GuildSettings)>, StoreError> {
        let mut out = Vec::new();
        for (key, bytes) in self.backend.scan(TreeId::Guilds, &[], false, usize::MAX)? {
            let Some(guild) = GuildId::from_key(&key) else {
                continue;
            };
            if let Ok(settings) = decode::<GuildSettings>(&bytes) {
                if settings.puzzle_channel.is_some() {
                    out.push((guild, settings));
                }
            }
        }
        Ok(out)
    }

    fn daily(&self, guild: GuildId) -> Result<Option<DailyRecord>, StoreError> {
        match self.backend.get(TreeId::Daily, &guild.key())? {
            None => Ok(None),
            Some(bytes) => decode(&bytes)
                .map(Some)
                .map_err(|e| StoreError::Backend(format!("daily puzzle of server {guild}: {e}"))),
        }
    }

    fn post_daily(&self, record: &DailyRecord) -> Result<bool, StoreError> {
        let key = record.guild.key();
        let posted = self.backend.transact(&|tx| {
            let previous = match tx.get(TreeId::Daily, &key)? {
                Some(bytes) => Some(decode::<DailyRecord>(&bytes).map_err(|detail| {
                    damaged_in_tx(
                        None,
                        format!("daily puzzle of server {}", record.guild),
                        detail,
                    )
                })?),
                None => None,
            };
            if previous.as_ref().is_some_and(|p| p.day >= record.day) {
                return Ok(false);
            }
            tx.insert(TreeId::Daily, &key, encode(record)?)?;
            announce(
                tx,
                record.channel,
                Some(record.guild),
                Announced::Daily(
                    Box::new(record.clone()),
                    DailyNews::Posted {
                        previous: previous.map(Box::new),
                    },
                ),
            )?;
            Ok(true)
        })?;
        self.backend.flush()?;
        Ok(posted)
    }

    fn answer_daily(
        &self,
        guild: GuildId,
        day: u64,
        user: UserId,
        name: &str,
        right: bool,
    ) -> Result<DailyAnswer, StoreError> {
        let key = guild.key();
        let answer = self.backend.transact(&|tx| {
            let Some(bytes) = tx.get(TreeId::Daily, &key)? else {
                return Err(StoreError::NoDaily.into());
            };
            let mut record: DailyRecord = decode(&bytes).map_err(|detail| {
                damaged_in_tx(None, format!("daily puzzle of server {guild}"), detail)
            })?;
            if record.day != day {
                return Err(StoreError::NoDaily.into());
            }
            if record.tried.contains(&user) {
                return Ok(DailyAnswer::Twice);
            }
            record.tried.push(user);
            let answer = match (&record.solver, right) {
                (_, false) => DailyAnswer::Wrong,
                (Some((_, first)), true) => DailyAnswer::Right(first.clone()),
                (None, true) => {
                    record.solver = Some((user, name.to_string()));
                    DailyAnswer::First
                }
            };
            tx.insert(TreeId::Daily, &key, encode(&record)?)?;
            if answer == DailyAnswer::First {
                announce(
                    tx,
                    record.channel,
                    Some(guild),
                    Announced::Daily(Box::new(record.clone()), DailyNews::Solved),
                )?;
            }
            Ok(answer)
        })?;
        self.backend.flush()?;
        Ok(answer)
    }

    fn outbox(
        &self,
        channel: Option<ChannelId>,
        limit: usize,
    ) -> Result<Vec<Announcement>, StoreError> {
        let prefix = channel.map(|c| c.key().to_vec()).unwrap_or_default();
        let mut out = Vec::new();
        // Counters (seq 0) are read past; `limit` counts announcements.
        for (key, value) in self
            .backend
            .scan(TreeId::Outbox, &prefix, false, usize::MAX)?
        {
            if out.len() >= limit {
                break;
            }
            if key.get(8..) == Some(&[0u8; 8][..]) {
                continue;
            }
            // An unreadable one is left out: it can only be shown from what it held.
            if let Ok(a) = decode::<Announcement>(&value) {
                out.push(a);
            }
        }
        Ok(out)
    }

    fn last_announcement(&self, channel: ChannelId) -> Result<u64, StoreError> {
        Ok(read_u64(self.backend.get(TreeId::Outbox, &outbox_key(channel, 0))?).unwrap_or(0))
    }

    fn announced(&self, channel: ChannelId, seq: u64) -> Result<usize, StoreError> {
        let keys: Vec<Vec<u8>> = self
            .backend
            .scan(TreeId::Outbox, &channel.key(), false, usize::MAX)?
            .into_iter()
            .map(|(k, _)| k)
            .filter(|k| {
                let at = k.get(8..16).and_then(|b| <[u8; 8]>::try_from(b).ok());
                at.map(u64::from_be_bytes)
                    .is_some_and(|at| at != 0 && at <= seq)
            })
            .collect();
        if keys.is_empty() {
            return Ok(0);
        }
        self.backend.transact(&|tx| {
            for key in &keys {
                tx.remove(TreeId::Outbox, key)?;
            }
            Ok(())
        })?;
        self.backend.flush()?;
        Ok(keys.len())
    }

    fn create_tournament(&self, new: &TournamentRecord) -> Result<TournamentRecord, StoreError> {
        let record = self.backend.transact(&|tx| {
            let id = read_u64(tx.get(TreeId::Meta, NEXT_TOURNAMENT_KEY)?).unwrap_or(1);
            tx.insert(
                TreeId::Meta,
                NEXT_TOURNAMENT_KEY,
                (id + 1).to_be_bytes().to_vec(),
            )?;
            let mut record = new.clone();
            record.id = id;
            record.version = 1;
            tx.insert(TreeId::Tournaments, &id.to_be_bytes(), encode(&record)?)?;
            Ok(record)
        })?;
        self.backend.flush()?;
        Ok(record)
    }

    fn save_tournament(
        &self,
        record: &TournamentRecord,
        news: Option<TournamentNews>,
    ) -> Result<TournamentRecord, StoreError> {
        let key = record.id.to_be_bytes();
        let saved = self.backend.transact(&|tx| {
            let Some(bytes) = tx.get(TreeId::Tournaments, &key)? else {
                return Err(StoreError::NoTournament.into());
            };
            let stored: TournamentRecord = decode(&bytes).map_err(|detail| {
                damaged_in_tx(None, format!("tournament {}", record.id), detail)
            })?;
            if stored.version != record.version {
                return Err(StoreError::Conflict {
                    expected: record.version,
                    found: stored.version,
                }
                .into());
            }
            let mut saved = record.clone();
            saved.version += 1;
            tx.insert(TreeId::Tournaments, &key, encode(&saved)?)?;
            if let Some(news) = news {
                announce(
                    tx,
                    saved.channel,
                    Some(saved.guild),
                    Announced::Tournament(Box::new(saved.clone()), news),
                )?;
            }
            Ok(saved)
        })?;
        self.backend.flush()?;
        Ok(saved)
    }

    fn tournament(&self, id: u64) -> Result<Option<TournamentRecord>, StoreError> {
        match self.backend.get(TreeId::Tournaments, &id.to_be_bytes())? {
            None => Ok(None),
            Some(bytes) => decode(&bytes)
                .map(Some)
                .map_err(|detail| StoreError::Damaged {
                    channel: None,
                    what: format!("tournament {id}"),
                    detail,
                }),
        }
    }

    fn tournaments(&self, active: bool) -> Result<Vec<TournamentRecord>, StoreError> {
        let mut out = Vec::new();
        for (_, value) in self
            .backend
            .scan(TreeId::Tournaments, &[], false, usize::MAX)?
        {
            // One that cannot be read is left out here; `tournament(id)` names the damage.
            if let Ok(t) = decode::<TournamentRecord>(&value) {
                if !active || t.active() {
                    out.push(t);
                }
            }
        }
        Ok(out)
    }

    fn forget_user(&self, user: UserId) -> Result<Forgotten, StoreError> {
        if user.is_forgotten() {
            return Ok(Forgotten::default());
        }
        let mut total = Forgotten::default();
        for _ in 0..4 {
            let plan = self.forget_plan(user)?;
            let pass = self.backend.transact(&|tx| forget_pass(tx, user, &plan))?;
            self.backend.flush()?;
            let changed = !Forgotten {
                unreadable: 0,
                ..pass
            }
            .is_empty();
            total = total.plus(pass);
            if !changed {
                break;
            }
        }
        Ok(total)
    }

    fn damaged(&self) -> Result<Vec<DamagedRecord>, StoreError> {
        let mut out = Vec::new();
        for (_, value) in self.backend.scan(TreeId::Damaged, &[], false, usize::MAX)? {
            if let Ok(env) = decode::<DamagedEnvelope>(&value) {
                out.push(DamagedRecord {
                    tree: env.tree,
                    key: env.key,
                    moved_ms: env.moved_ms,
                    reason: env.reason,
                    bytes: env.bytes,
                });
            }
        }
        Ok(out)
    }
}
