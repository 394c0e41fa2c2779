//! Why a store operation failed: refusals the bot turns into a sentence, and failures it logs.

use std::path::PathBuf;

use crate::ids::{ChannelId, GameId};

/// Why a store operation failed. Nothing was changed when an error is returned.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// A game is already being played in the channel.
    #[error("a game is already running in this channel")]
    GameRunning,
    /// A challenge is already waiting in the channel.
    #[error("a challenge is already waiting for an answer in this channel")]
    ChallengePending,
    /// There is no game in the channel.
    #[error("there is no game in this channel")]
    NoGame,
    /// There is no challenge in the channel.
    #[error("there is no challenge waiting in this channel")]
    NoChallenge,
    /// No tournament has that id.
    #[error("there is no such tournament")]
    NoTournament,
    /// The server has no daily puzzle for that day.
    #[error("there is no daily puzzle for that day")]
    NoDaily,
    /// The game changed since it was loaded (another command got there first).
    #[error(
        "the game changed meanwhile (loaded version {expected}, now {found}); reload and try again"
    )]
    Conflict {
        /// The version the change was based on.
        expected: u64,
        /// The version stored now.
        found: u64,
    },
    /// The game handed to `commit_move` is not the stored game plus one move.
    #[error("that game does not continue the stored one: {0}")]
    Mismatch(String),
    /// A stored record could not be read. It has been moved aside (see [`crate::Store::damaged`]),
    /// so the channel is free again; every other channel is unaffected.
    #[error("the stored {what} could not be read ({detail}); it has been set aside for inspection{}", channel.map(|c| format!(" and channel {c} is free again")).unwrap_or_default())]
    Damaged {
        /// The channel it belonged to, if known.
        channel: Option<ChannelId>,
        /// What it was (`game 12`, `channel record`, `player record`).
        what: String,
        /// Why it could not be read.
        detail: String,
    },
    /// A stored game's moves do not replay through the rules core.
    #[error("the stored moves of game {game} do not replay: {detail}")]
    Replay {
        /// The game.
        game: GameId,
        /// The first problem.
        detail: String,
    },
    /// Another process has the database open (sled allows one process per database).
    #[error("the database {} is in use by another process (only one process may open it at a time): stop the other Damero, or point this one at another database path", path.display())]
    Locked {
        /// The database directory.
        path: PathBuf,
    },
    /// The database was written by a newer Damero.
    #[error("the database {} was written by a newer Damero (schema {found}; this build understands schema {supported} and older): upgrade Damero, or restore a backup made before the upgrade", path.display())]
    TooNew {
        /// The database directory.
        path: PathBuf,
        /// The schema found on disk.
        found: u64,
        /// The newest schema this build knows.
        supported: u64,
    },
    /// A migration step failed (the database stays at the version before the step).
    #[error("migrating the database from schema {from} ({summary}) failed: {detail}")]
    Migration {
        /// The step's starting version.
        from: u64,
        /// What the step does.
        summary: &'static str,
        /// Why it failed.
        detail: String,
    },
    /// The database server cannot be reached, or the connection was lost mid-way (a shared
    /// PostgreSQL store). Nothing was changed; the same call may succeed a moment later.
    #[error("the game store is unavailable ({0}); try again in a moment")]
    Unavailable(String),
    /// The storage engine failed (disk full, IO error, ...).
    #[error("storage failure: {0}")]
    Backend(String),
}

impl StoreError {
    /// Is this a refusal the user caused (a sentence back), rather than a failure to log?
    #[must_use]
    pub fn is_refusal(&self) -> bool {
        matches!(
            self,
            StoreError::GameRunning
                | StoreError::ChallengePending
                | StoreError::NoGame
                | StoreError::NoChallenge
                | StoreError::Conflict { .. }
        )
    }
}
