//! # damero-storage
//!
//! Every game per channel, durably: the only code that knows sled.
//!
//! The [`Store`] trait speaks the game's language (load a channel, create a challenge, start a
//! game, commit a move, record a result, list a player's games, read and update a player's
//! record). [`SledStore`] keeps it on disk; [`MemoryStore`] is its in-memory twin for fast tests.
//! Both run the same logic over a small key-value layer, and one contract test suite runs against
//! both. See this crate's `README.md` for the key layout, what sled's flush promises and the
//! migration policy.

pub mod error;
mod forget;
pub mod ids;
mod kv;
mod memory;
pub mod migrate;
pub mod pg;
pub mod rating;
pub mod record;
mod sled_store;

pub use error::StoreError;
pub use ids::{ChannelId, GameId, GuildId, UserId};
pub use kv::{CopyReport, KvStore};
pub use memory::{MemoryBackend, MemoryStore};
pub use pg::{PgBackend, PgStore};
pub use record::{
    event_token, Announced, Announcement, BotRecord, Challenge, ChannelState, ColorChoice,
    DailyAnswer, DailyNews, DailyRecord, DamagedRecord, Due, Forgotten, GameRecord, GuildSettings,
    HuffRecord, Human, NewGame, PlayerRecord, PuzzleAttempt, PuzzleResult, PuzzleScore, RatedGame,
    RatingChange, RatingRecord, ResultReason, ResultRecord, ReviewRecord, Score, Seat, Status,
    TournamentNews, TournamentRecord, TournamentStatus, FORGOTTEN_NAME,
};
pub use sled_store::{Durability, SledBackend, SledStore};

use damero_rules::{Color, Game, Outcome, Variant};

/// The newest schema this build writes; older databases are migrated on open.
pub const SCHEMA_VERSION: u64 = 4;

/// The store, in the game's own terms.
///
/// **Synchronous, on purpose.** Every method is a few microseconds of in-memory work except
/// that each change waits for the disk (`fsync`, around a millisecond) before it returns: a
/// change that returned `Ok` is durable. The trait stays object safe (`Arc<dyn Store>`) and
/// needs no `async_trait`; the terminal front end uses it as is, and async code calls changes
/// through `tokio::task::spawn_blocking` (or `block_in_place`) so a flush never stalls other
/// channels. Reads never wait for the disk and may be called directly.
///
/// **Concurrency.** Each change is one transaction. Changes to a game name the
/// [`GameRecord::version`] they were based on; if the game changed meanwhile the change is
/// refused with [`StoreError::Conflict`], so two commands on one channel never both land on the
/// same position (compare-and-swap). Different channels never conflict.
///
/// **Finishing.** A change that ends the game (a deciding move, [`Store::record_result`])
/// archives it in the same transaction: the record gets [`Status::Finished`] and its result, the
/// channel becomes [`ChannelState::Free`], and the game stays findable by id, by channel and by
/// player. The same transaction updates both players' Glicko-2 ratings when the game is rated
/// ([`GameRecord::rated_result`]; the changes are kept in [`GameRecord::rating`], so the
/// returned record carries them), or a person's record against the bot. A retried finish gets
/// [`StoreError::Conflict`], so a game is never counted twice.
///
/// **Damage.** A record that cannot be read gives [`StoreError::Damaged`] for its channel only;
/// its bytes are moved to the `damaged` tree (see [`Store::damaged`]) and the channel is free.
pub trait Store: Send + Sync + std::fmt::Debug {
    /// What the channel holds now.
    ///
    /// # Errors
    /// [`StoreError::Damaged`] (once; the channel is free afterwards), [`StoreError::Backend`].
    fn load(&self, channel: ChannelId) -> Result<ChannelState, StoreError>;

    /// Post a challenge in a free channel.
    ///
    /// # Errors
    /// [`StoreError::GameRunning`] / [`StoreError::ChallengePending`] if the channel is not free.
    fn create_challenge(&self, challenge: &Challenge) -> Result<(), StoreError>;

    /// Withdraw the channel's challenge (declined, expired, cancelled) and return it.
    ///
    /// # Errors
    /// [`StoreError::NoChallenge`] if there is none.
    fn remove_challenge(&self, channel: ChannelId) -> Result<Challenge, StoreError>;

    /// Start a game in a channel that is free or holds a challenge (which the game replaces:
    /// that is how a challenge is accepted). The game gets a new id, version 1.
    ///
    /// # Errors
    /// [`StoreError::GameRunning`] if a game is already being played there;
    /// [`StoreError::Replay`] if `start_fen` is not a position of the variant.
    fn start_game(&self, new: &NewGame) -> Result<GameRecord, StoreError>;

    /// Store one more move (or huff) of the channel's game, durably, and return the new record.
    ///
    /// `game` is the rules core's game after the move: the stored game replayed
    /// ([`GameRecord::replay`]) plus exactly one event. The turn, huff chance and result are taken
    /// from it; a draw offer by the other side is withdrawn by the move; a deciding move archives
    /// the game.
    ///
    /// # Errors
    /// [`StoreError::NoGame`], [`StoreError::Conflict`] if the game is not at `expected_version`,
    /// [`StoreError::Mismatch`] if `game` is not the stored game plus one event.
    fn commit_move(
        &self,
        channel: ChannelId,
        expected_version: u64,
        game: &Game,
        now_ms: u64,
    ) -> Result<GameRecord, StoreError>;

    /// Record (`Some(color)`) or withdraw (`None`) a draw offer.
    ///
    /// # Errors
    /// [`StoreError::NoGame`], [`StoreError::Conflict`].
    fn set_draw_offer(
        &self,
        channel: ChannelId,
        expected_version: u64,
        offer: Option<Color>,
        now_ms: u64,
    ) -> Result<GameRecord, StoreError>;

    /// End the game with a result the board does not show (resignation, agreed draw, or any
    /// outcome the bot decides), and archive it: [`Store::finish_game`] with the rules core's
    /// outcome.
    ///
    /// # Errors
    /// [`StoreError::NoGame`], [`StoreError::Conflict`].
    fn record_result(
        &self,
        channel: ChannelId,
        expected_version: u64,
        outcome: Outcome,
        now_ms: u64,
    ) -> Result<GameRecord, StoreError> {
        self.finish_game(channel, expected_version, outcome.into(), now_ms)
    }

    /// End the game with a result the rules core does not know — a loss on time
    /// ([`ResultRecord::time`]) or an abort ([`ResultRecord::aborted`]) — and archive it, in one
    /// transaction (the deadline index entry goes with it).
    ///
    /// # Errors
    /// [`StoreError::NoGame`], [`StoreError::Conflict`].
    fn finish_game(
        &self,
        channel: ChannelId,
        expected_version: u64,
        result: ResultRecord,
        now_ms: u64,
    ) -> Result<GameRecord, StoreError>;

    /// The deadlines (games' and challenges') at or before `now_ms`, earliest first, at most
    /// `limit`. Reads only the due entries of the `deadlines` index.
    ///
    /// # Errors
    /// [`StoreError::Backend`].
    fn due(&self, now_ms: u64, limit: usize) -> Result<Vec<Due>, StoreError>;

    /// The earliest deadline of all, if any.
    ///
    /// # Errors
    /// [`StoreError::Backend`].
    fn next_deadline(&self) -> Result<Option<u64>, StoreError>;

    /// Forget a due entry whose game or challenge no longer has that deadline (never expected:
    /// the index is written with the records; this keeps the loop from meeting it forever).
    ///
    /// # Errors
    /// [`StoreError::Backend`].
    fn clear_due(&self, due: &Due) -> Result<(), StoreError>;

    /// Remember the Discord message that shows the channel's challenge.
    ///
    /// # Errors
    /// [`StoreError::NoChallenge`] if the channel holds no challenge.
    fn set_challenge_message(&self, channel: ChannelId, message: u64) -> Result<(), StoreError>;

    /// A game by id, ongoing or finished.
    ///
    /// # Errors
    /// [`StoreError::Damaged`], [`StoreError::Backend`].
    fn game(&self, id: GameId) -> Result<Option<GameRecord>, StoreError>;

    /// Keep the engine's review of finished game `id` in its record (replacing an earlier
    /// one); the game's version is not raised (nothing about its play changed).
    ///
    /// # Errors
    /// [`StoreError::NoGame`] if there is no such game; [`StoreError::Backend`].
    fn save_review(&self, id: GameId, review: &ReviewRecord) -> Result<(), StoreError>;

    /// The games played in a channel, newest first, at most `limit`.
    ///
    /// # Errors
    /// [`StoreError::Backend`].
    fn channel_games(
        &self,
        channel: ChannelId,
        limit: usize,
    ) -> Result<Vec<GameRecord>, StoreError>;

    /// The games a user played (or plays), newest first, at most `limit`.
    ///
    /// # Errors
    /// [`StoreError::Backend`].
    fn player_games(&self, user: UserId, limit: usize) -> Result<Vec<GameRecord>, StoreError>;

    /// Every ongoing game (after a restart: resume them; where the bot is to move, it moves).
    /// Damaged records are set aside and left out.
    ///
    /// # Errors
    /// [`StoreError::Backend`].
    fn ongoing_games(&self) -> Result<Vec<GameRecord>, StoreError>;

    /// A server's settings (the defaults if none are stored).
    ///
    /// # Errors
    /// [`StoreError::Damaged`] (the record is set aside), [`StoreError::Backend`].
    fn guild_settings(&self, guild: GuildId) -> Result<GuildSettings, StoreError>;

    /// Replace a server's settings, durably.
    ///
    /// # Errors
    /// [`StoreError::Backend`].
    fn set_guild_settings(
        &self,
        guild: GuildId,
        settings: &GuildSettings,
    ) -> Result<(), StoreError>;

    /// A player's record (an empty one if none is stored).
    ///
    /// # Errors
    /// [`StoreError::Damaged`], [`StoreError::Backend`].
    fn player(&self, user: UserId) -> Result<PlayerRecord, StoreError>;

    /// Change a player's record atomically and durably. `update` may run more than once (a
    /// transaction retry), so it must only compute from its argument.
    ///
    /// # Errors
    /// [`StoreError::Damaged`], [`StoreError::Backend`].
    fn update_player(
        &self,
        user: UserId,
        update: &dyn Fn(&mut PlayerRecord),
    ) -> Result<PlayerRecord, StoreError>;

    /// Records a puzzle attempt in one transaction: the solver's puzzle rating and the
    /// puzzle's (Glicko-2, a solved puzzle a win for the solver), the solver's streak and seen
    /// puzzles, and the solver among `guild`'s players.
    ///
    /// # Errors
    /// [`StoreError::Damaged`], [`StoreError::Backend`].
    fn record_puzzle(
        &self,
        attempt: &PuzzleAttempt<'_>,
        now_ms: u64,
    ) -> Result<PuzzleResult, StoreError>;

    /// A puzzle's rating as solvers have moved it (`None` before its first attempt).
    ///
    /// # Errors
    /// [`StoreError::Backend`].
    fn puzzle_rating(
        &self,
        variant: Variant,
        puzzle: &str,
    ) -> Result<Option<RatingRecord>, StoreError>;

    /// The best puzzle solvers of `variant` among `guild`'s players, best first, at most
    /// `limit` (only players with a puzzle attempt in the variant).
    ///
    /// # Errors
    /// [`StoreError::Backend`].
    fn puzzle_leaderboard(
        &self,
        guild: GuildId,
        variant: Variant,
        limit: usize,
    ) -> Result<Vec<PlayerRecord>, StoreError>;

    /// The servers with a daily puzzle channel, with their settings.
    ///
    /// # Errors
    /// [`StoreError::Backend`].
    fn daily_guilds(&self) -> Result<Vec<(GuildId, GuildSettings)>, StoreError>;

    /// A server's latest daily puzzle.
    ///
    /// # Errors
    /// [`StoreError::Backend`].
    fn daily(&self, guild: GuildId) -> Result<Option<DailyRecord>, StoreError>;

    /// Keeps `record` as its server's daily puzzle and puts its post in the channel's outbox,
    /// in one transaction, unless the server already has one for that day or later: then
    /// nothing changes and it answers `false` (no day is posted twice).
    ///
    /// # Errors
    /// [`StoreError::Backend`].
    fn post_daily(&self, record: &DailyRecord) -> Result<bool, StoreError>;

    /// An answer to `guild`'s daily puzzle of `day` by `user`: recorded once per person; the
    /// first right one is kept and announced (the outbox) in the same transaction.
    ///
    /// # Errors
    /// [`StoreError::Backend`]; [`StoreError::NoDaily`] when `day` is not the current one.
    fn answer_daily(
        &self,
        guild: GuildId,
        day: u64,
        user: UserId,
        name: &str,
        right: bool,
    ) -> Result<DailyAnswer, StoreError>;

    /// The best-rated players of `variant` among those who played in `guild`, best first, at
    /// most `limit` (only players with a rated game of the variant).
    ///
    /// # Errors
    /// [`StoreError::Backend`].
    fn leaderboard(
        &self,
        guild: GuildId,
        variant: Variant,
        limit: usize,
    ) -> Result<Vec<PlayerRecord>, StoreError>;

    /// The outbox: what channels must still read, in each channel's order (channels by id),
    /// at most `limit`; only `channel`'s when given. Every change that the channel is told of
    /// — a game started, a move, a draw offer, a result, a challenge posted — writes its
    /// [`Announcement`] in the change's own transaction; the front end removes it with
    /// [`Store::announced`] once Discord has accepted the message. What is left after a crash
    /// is sent again at the next start.
    ///
    /// # Errors
    /// [`StoreError::Backend`].
    fn outbox(
        &self,
        channel: Option<ChannelId>,
        limit: usize,
    ) -> Result<Vec<Announcement>, StoreError>;

    /// The sequence number of the channel's newest announcement (0 if it never had one).
    ///
    /// # Errors
    /// [`StoreError::Backend`].
    fn last_announcement(&self, channel: ChannelId) -> Result<u64, StoreError>;

    /// The channel has read its announcements up to `seq` (or a newer message showed the same
    /// game): remove them, durably. Returns how many were removed.
    ///
    /// # Errors
    /// [`StoreError::Backend`].
    fn announced(&self, channel: ChannelId, seq: u64) -> Result<usize, StoreError>;

    /// Create a tournament: the store gives it its id and version 1.
    ///
    /// # Errors
    /// [`StoreError::Backend`].
    fn create_tournament(&self, new: &TournamentRecord) -> Result<TournamentRecord, StoreError>;

    /// Store a changed tournament (its version raised by one), and what its channel must read
    /// about the change in the same transaction (the outbox).
    ///
    /// # Errors
    /// [`StoreError::Conflict`] when the stored tournament is not at `record.version`;
    /// [`StoreError::Backend`].
    fn save_tournament(
        &self,
        record: &TournamentRecord,
        news: Option<TournamentNews>,
    ) -> Result<TournamentRecord, StoreError>;

    /// A tournament by id.
    ///
    /// # Errors
    /// [`StoreError::Backend`].
    fn tournament(&self, id: u64) -> Result<Option<TournamentRecord>, StoreError>;

    /// Every tournament (only those open or running when `active`), oldest first.
    ///
    /// # Errors
    /// [`StoreError::Backend`].
    fn tournaments(&self, active: bool) -> Result<Vec<TournamentRecord>, StoreError>;

    /// The records that could not be read and were set aside, oldest first.
    ///
    /// # Errors
    /// [`StoreError::Backend`].
    fn damaged(&self) -> Result<Vec<DamagedRecord>, StoreError>;

    /// Forget one person (a privacy request), durably, and say what was done.
    ///
    /// **Removed:** their player record (game ratings per variant, record against the bot,
    /// puzzle ratings, streaks and seen puzzles, last name shown), their `by_player` and
    /// `guild_players` index entries (so they leave every leaderboard and
    /// `player_games(user)` is empty), their answers to each server's current daily puzzle,
    /// set-aside copies of their player record, and every open challenge they made or
    /// received (the channel is free; a [`Announced::Closed`] announcement, anonymous, lets
    /// the channel's message say so).
    ///
    /// **Anonymised** (id [`UserId::FORGOTTEN`], name [`FORGOTTEN_NAME`]): their seat in
    /// every game, finished or ongoing, and their side of the game's rating changes; a first
    /// solve of a daily puzzle; their tournament entries (places and results stay, so the
    /// standings do) and directorships; announcements still waiting in the outbox. Moves,
    /// results, times and every rating number stay, so games replay the same and nobody
    /// else's rating, history or standings change.
    ///
    /// **An ongoing game is kept, anonymised**, not ended: a forfeit would move the
    /// opponent's rating and a tournament's standings. Its version is raised (a cached copy
    /// gets [`StoreError::Conflict`] and is read again); the forgotten seat can no longer be
    /// played by anyone, so it ends as any game does (the opponent's win by time, a
    /// resignation, an abort) and, having a forgotten seat, unrated
    /// ([`GameRecord::rated_result`]). An active tournament loses them as an entrant as if
    /// they had left (not paired again).
    ///
    /// **One transaction per pass**: the records to change are found by reading outside it
    /// (`by_player` for games, whole scans of channels, tournaments, daily puzzles,
    /// `guild_players`, the outbox and `damaged`), then each is read again, changed and
    /// written in one transaction. A pass that changed something is followed by another (a
    /// game they started meanwhile), up to four; a pass that finds nothing ends it. Forgetting
    /// again is harmless and reports all zeros ([`Forgotten::is_empty`]); forgetting
    /// [`UserId::FORGOTTEN`] itself does nothing.
    ///
    /// # Errors
    /// [`StoreError::Backend`], [`StoreError::Unavailable`]; nothing of a pass that failed
    /// was written (an earlier pass stays done: call it again).
    fn forget_user(&self, user: UserId) -> Result<Forgotten, StoreError>;
}
