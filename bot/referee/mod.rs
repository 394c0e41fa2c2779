//! The referee: every game rule of the bot, with no Discord and no words in sight.
//!
//! A front end parses what a player did into a typed [`Command`] (one of `bot/commands/`) and
//! calls [`Referee::handle`] once. The referee checks the flood limit, runs the command's
//! handler over a [`Cx`] (which takes the channel's [`Table`] — its lock and loaded game — only
//! for the commands that need it), and answers with a [`Response`]: the [`Reply`] values to post
//! now, the language the channel reads, and — when the bot is to move — a [`BotTurn`] that
//! thinks off the runtime without the channel lock. Boards are painted after the lock is
//! released, on a blocking thread. Replies hold catalogue messages ([`crate::i18n::Msg`]),
//! never sentences; front ends render them in the reader's language. Work for one channel is
//! serialised by a per-channel lock; different channels run in parallel.

mod bot_turn;
mod channels;
mod command;
pub mod flood;
mod input;
mod outbox;
pub mod puzzles;
mod review;
pub mod say;
mod settings;
mod shards;
mod standing;
mod table;
pub mod time;
mod timeouts;
mod tournaments;

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex as StdMutex, OnceLock, RwLock as StdRwLock};
use std::time::Duration;

pub use bot_turn::BotTurn;
use channels::Channels;
pub use command::{BoxFuture, Command, Cx, Run};
use damero_engine::Level;
use damero_rules::{Color, Game, Variant};
/// One side of a game (a person or the bot), as stored.
pub use damero_storage::Seat;
pub use damero_storage::{
    Challenge, ChannelState, GameRecord, GuildSettings, Human, MemoryStore, NewGame, SledStore,
    Status, Store, StoreError, UserId,
};
pub use flood::{FloodGuard, Gate, LimitsConfig};
pub use input::{
    Actor, Asker, Audience, ChannelId, ColorChoice, GuildId, Picture, Place, Reply, ReplyKind,
    Rival, SettingChange, View,
};
pub use review::{moves_of, review_arrows, review_graph, review_legend};
pub use shards::ShardSet;
pub use standing::replay_captions;
pub use table::Table;
pub use time::{Clock, DurationError, ManualClock, SystemClock};
pub use timeouts::Notice;
use tokio::sync::RwLock;
pub use tournaments::{
    outcomes, Authority, NewTournament, TournamentAction, Unopened, Venue, BLOCKED_RETRY_TICKS,
    MOST_ROUNDS,
};

use crate::i18n::{Lang, Msg};
use crate::opponent::Opponent;
use crate::painter::{BoardPainter, Sketch};

/// Referee settings (typed; the one set of defaults is [`RefereeConfig::default`]).
#[derive(Clone, Debug)]
pub struct RefereeConfig {
    /// Variant when none is named.
    pub default_variant: Variant,
    /// Bot level when none is named.
    pub default_level: Level,
    /// How long a challenge stays open.
    pub challenge_timeout: Duration,
    /// The bot's name in replies.
    pub bot_name: String,
    /// The command prefix shown in help (`!`).
    pub prefix: String,
    /// The time per move of games between people and of the person against the bot, unless
    /// the server or the challenge says otherwise (`None`: no limit — the terminal).
    pub move_time: Option<Duration>,
    /// Channels whose state is kept in memory; beyond it, the least recently used idle ones
    /// are dropped (read again from the store when next used).
    pub cached_channels: usize,
}

impl Default for RefereeConfig {
    fn default() -> Self {
        RefereeConfig {
            default_variant: Variant::Spanish,
            default_level: Level::new(3),
            challenge_timeout: Duration::from_secs(600),
            bot_name: "Damero".into(),
            prefix: "!".into(),
            move_time: Some(Duration::from_secs(3 * 24 * 3600)),
            cached_channels: 10_000,
        }
    }
}

/// The answer to one input: what to post now, in order, the language the channel reads, and
/// the bot's turn if it is to move.
#[derive(Debug, Default)]
pub struct Response {
    /// Messages, in order.
    pub replies: Vec<Reply>,
    /// The bot is to move: [`BotTurn::play`] thinks (off the runtime) and returns its replies.
    pub bot_turn: Option<BotTurn>,
    /// The language of what the channel reads (the server's setting, read after the command:
    /// a settings change is announced in the new language). Replies for the asker alone are
    /// read in the asker's own language where the front end knows it.
    pub lang: Lang,
}

impl Response {
    /// One reply.
    #[must_use]
    pub fn one(reply: Reply) -> Response {
        Response {
            replies: vec![reply],
            ..Response::default()
        }
    }

    /// Whether the command was refused or failed.
    #[must_use]
    pub fn is_error(&self) -> bool {
        self.replies.iter().any(|r| r.kind != ReplyKind::Done)
    }

    /// Every reply, the bot's move included (waits for the bot to think).
    pub async fn all(self) -> Vec<Reply> {
        let mut out = self.replies;
        if let Some(turn) = self.bot_turn {
            out.extend(turn.play().await);
        }
        out
    }

    /// The language a reply is read in: the asker's own for private replies when known, else
    /// the channel's.
    #[must_use]
    pub fn lang_for(&self, reply: &Reply, asker: Option<Lang>) -> Lang {
        match (reply.audience, asker) {
            (Audience::Asker, Some(l)) => l,
            _ => self.lang,
        }
    }
}

/// A refusal (a message for the user), an input dropped by the flood limit, or a failure
/// (logged).
#[derive(Debug)]
pub enum Fail {
    /// The user asked for something we refuse: this sentence says why.
    Refuse(Msg),
    /// Dropped before it ran: the flood notice, or nothing while the person is ignored.
    Quiet(Vec<Reply>),
    /// We failed: logged with context, the user gets an apology.
    Internal(anyhow::Error),
}

impl From<StoreError> for Fail {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::GameRunning => Fail::Refuse(Msg::new("game-running")),
            StoreError::ChallengePending => Fail::Refuse(Msg::new("challenge-pending")),
            StoreError::NoGame => Fail::Refuse(Msg::new("no-game")),
            StoreError::NoChallenge => Fail::Refuse(Msg::new("no-challenge")),
            StoreError::NoDaily => Fail::Refuse(Msg::new("daily-none")),
            // A shared database that went away: nothing was written; the player may retry.
            StoreError::Unavailable(detail) => {
                tracing::warn!(%detail, "the game store is unavailable");
                Fail::Refuse(Msg::new("store-unavailable"))
            }
            other => Fail::Internal(anyhow::Error::new(other)),
        }
    }
}

impl From<anyhow::Error> for Fail {
    fn from(e: anyhow::Error) -> Self {
        Fail::Internal(e)
    }
}

/// A handler's result.
pub type Res<T> = Result<T, Fail>;

/// Refuse with `msg`.
///
/// # Errors
/// Always: that is its use.
pub fn refuse<T>(msg: Msg) -> Res<T> {
    Err(Fail::Refuse(msg))
}

struct Inner {
    store: Arc<dyn Store>,
    painter: Arc<dyn BoardPainter>,
    opponent: Arc<dyn Opponent>,
    config: RefereeConfig,
    channels: Channels,
    languages: StdMutex<HashMap<GuildId, Lang>>,
    bot_id: StdRwLock<Option<u64>>,
    clock: Arc<dyn Clock>,
    /// The flood limit per person and channel, set by the front end that has one (none at
    /// the terminal).
    guard: OnceLock<FloodGuard>,
    /// Inputs handled (a test counts them: one per input).
    calls: AtomicU64,
    /// Boards being painted at once (one per core).
    painting: tokio::sync::Semaphore,
    /// Commands hold it shared; shutdown takes it exclusively and sets it.
    closed: RwLock<bool>,
    /// Shutdown began: a search that ends now is not committed.
    stopping: AtomicBool,
    /// The shards this process looks after on a shared store (`None`: every game).
    shards: StdRwLock<Option<ShardSet>>,
    /// Tournaments being run (the store holds their state).
    tournaments: tournaments::Tournaments,
    /// Each person's open puzzle.
    puzzles: puzzles::OpenPuzzles,
}

impl std::fmt::Debug for Inner {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Referee")
            .field("config", &self.config)
            .finish_non_exhaustive()
    }
}

/// The referee service. Cheap to clone; clones share everything.
#[derive(Debug, Clone)]
pub struct Referee {
    inner: Arc<Inner>,
}

impl From<ChannelId> for Place {
    fn from(channel: ChannelId) -> Place {
        Place::channel(channel)
    }
}

impl Referee {
    /// A referee over a store, a painter and an opponent.
    pub fn new(
        store: Arc<dyn Store>,
        painter: Arc<dyn BoardPainter>,
        opponent: Arc<dyn Opponent>,
        config: RefereeConfig,
    ) -> Referee {
        Referee::with_clock(store, painter, opponent, config, Arc::new(SystemClock))
    }

    /// [`Referee::new`] reading the time from `clock` (tests move it by hand).
    pub fn with_clock(
        store: Arc<dyn Store>,
        painter: Arc<dyn BoardPainter>,
        opponent: Arc<dyn Opponent>,
        config: RefereeConfig,
        clock: Arc<dyn Clock>,
    ) -> Referee {
        Referee {
            inner: Arc::new(Inner {
                store,
                painter,
                opponent,
                config,
                channels: Channels::default(),
                languages: StdMutex::new(HashMap::new()),
                bot_id: StdRwLock::new(None),
                clock,
                guard: OnceLock::new(),
                calls: AtomicU64::new(0),
                painting: tokio::sync::Semaphore::new(
                    std::thread::available_parallelism().map_or(2, std::num::NonZeroUsize::get),
                ),
                closed: RwLock::new(false),
                stopping: AtomicBool::new(false),
                shards: StdRwLock::new(None),
                tournaments: tournaments::Tournaments::default(),
                puzzles: puzzles::OpenPuzzles::default(),
            }),
        }
    }

    /// Now, by the referee's clock (ms since the Unix epoch).
    #[must_use]
    pub fn now(&self) -> u64 {
        self.inner.clock.now_ms()
    }

    /// The referee's settings.
    #[must_use]
    pub fn config(&self) -> &RefereeConfig {
        &self.inner.config
    }

    /// How many inputs [`Referee::handle`] has taken (front ends make one call per input).
    #[must_use]
    pub fn calls(&self) -> u64 {
        self.inner.calls.load(Ordering::Relaxed)
    }

    /// Limit how fast each person may send inputs in each channel (the Discord front end does,
    /// with its configured limits). Set once; a second call is ignored.
    pub fn set_flood_guard(&self, guard: FloodGuard) {
        let _ = self.inner.guard.set(guard);
    }

    /// Tell the referee the bot's own user id (a challenge to it becomes a game against it).
    pub fn set_bot_id(&self, id: u64) {
        if let Ok(mut w) = self.inner.bot_id.write() {
            *w = Some(id);
        }
    }

    /// The bot's own user id, once known.
    #[must_use]
    pub fn bot_id(&self) -> Option<u64> {
        self.inner.bot_id.read().ok().and_then(|r| *r)
    }

    /// The bot's name in replies.
    #[must_use]
    pub fn bot_name(&self) -> &str {
        &self.inner.config.bot_name
    }

    /// The channel's table: its lock taken, its state loaded.
    ///
    /// # Errors
    /// When the store cannot be read.
    pub async fn table(&self, place: Place) -> Res<Table> {
        let mut slot = self.pin(place.channel).lock_owned().await;
        if place.guild.is_some() {
            slot.guild = place.guild;
        }
        slot.ensure_loaded(&self.inner.store, place.channel).await?;
        Ok(Table {
            referee: self.clone(),
            channel: place.channel,
            slot,
            announced: AtomicU64::new(0),
        })
    }

    /// The channel's slot in the cache; while it is held the channel is not evicted.
    fn pin(&self, channel: ChannelId) -> Arc<tokio::sync::Mutex<channels::Slot>> {
        let opponent = &self.inner.opponent;
        self.inner.channels.slot(
            channel,
            self.inner.config.cached_channels,
            // Its engine (and search tables) goes too; a later move builds a new one.
            |gone| opponent.forget(gone),
        )
    }

    /// How many channels' state is in memory (for tests and the soak).
    #[must_use]
    pub fn cached_channels(&self) -> usize {
        self.inner.channels.len()
    }

    /// Stop every search of the bot now (shutdown): the thinking ends within about a
    /// millisecond and its move is not committed (the restarted bot moves instead).
    pub fn stop_thinking(&self) {
        self.inner.stopping.store(true, Ordering::SeqCst);
        self.inner.opponent.stop();
    }

    fn stopping(&self) -> bool {
        self.inner.stopping.load(Ordering::SeqCst)
    }

    /// Run a change against the store off the runtime (durable when it returns).
    ///
    /// # Errors
    /// The store's refusal or failure.
    pub async fn store<T: Send + 'static>(
        &self,
        change: impl FnOnce(&dyn Store) -> Result<T, StoreError> + Send + 'static,
    ) -> Res<T> {
        let store = self.inner.store.clone();
        let started = std::time::Instant::now();
        let out = tokio::task::spawn_blocking(move || change(store.as_ref()))
            .await
            .map_err(|e| anyhow::anyhow!("store task: {e}"))??;
        crate::metrics::stored(started.elapsed());
        Ok(out)
    }

    /// Ask the opponent something off the runtime (the engine searches).
    ///
    /// # Errors
    /// When the engine's thread fails.
    pub async fn think<T: Send + 'static>(
        &self,
        ask: impl FnOnce(&dyn Opponent) -> T + Send + 'static,
    ) -> Res<T> {
        let opponent = self.inner.opponent.clone();
        Ok(tokio::task::spawn_blocking(move || ask(opponent.as_ref()))
            .await
            .map_err(|e| anyhow::anyhow!("engine task: {e}"))?)
    }

    /// Which side is at the bottom of the board: against the bot the player's side, between
    /// people the side to move (the text board follows it too).
    #[must_use]
    pub fn bottom(record: &GameRecord, game: &Game) -> Color {
        match (record.white.is_bot(), record.black.is_bot()) {
            (true, false) => Color::Black,
            (false, true) => Color::White,
            _ => game.turn(),
        }
    }

    /// Count one input of `user` in `channel` against the flood limit.
    ///
    /// # Errors
    /// [`Fail::Quiet`]: the one notice, or nothing while the person is ignored.
    pub fn admit(&self, user: u64, channel: ChannelId) -> Res<()> {
        let Some(guard) = self.inner.guard.get() else {
            return Ok(());
        };
        match guard.check(user, channel) {
            Gate::Pass => Ok(()),
            Gate::Notice => {
                crate::metrics::limited(true);
                tracing::info!(user, channel, "flood limit: one notice, then quiet");
                Err(Fail::Quiet(vec![Reply::refused(
                    Msg::new("flood-notice").arg("seconds", guard.quiet_seconds()),
                )]))
            }
            Gate::Ignore => {
                crate::metrics::limited(false);
                Err(Fail::Quiet(Vec::new()))
            }
        }
    }

    /// Run one input for `actor` in `place`: everything to post, in order, with the channel's
    /// language, and the bot's turn when it is to move. The one call a front end makes per
    /// input.
    pub async fn handle(
        &self,
        place: impl Into<Place>,
        actor: &Actor,
        command: impl Into<Command>,
    ) -> Response {
        let place = place.into();
        let command = command.into();
        self.inner.calls.fetch_add(1, Ordering::Relaxed);
        let gate = self.inner.closed.read().await;
        let mut response = if *gate {
            Response::one(Reply::refused(Msg::new("restarting")))
        } else {
            let name = command.name();
            let mut cx = Cx {
                referee: self,
                place,
                actor,
                table: None,
                admitted: false,
            };
            let result = if command.gated() {
                match cx.admit() {
                    Ok(()) => command.run(&mut cx).await,
                    Err(e) => Err(e),
                }
            } else {
                command.run(&mut cx).await
            };
            // The channel's lock goes here, before anything is painted.
            drop(cx);
            self.conclude(name, place.channel, result)
        };
        drop(gate);
        self.paint(&mut response.replies).await;
        response.lang = self.language(place.guild).await;
        response
    }

    /// A handler's result as a response, counted by outcome.
    fn conclude(&self, name: &'static str, channel: ChannelId, result: Res<Response>) -> Response {
        match result {
            Ok(r) => {
                crate::metrics::command(name, "done");
                r
            }
            Err(Fail::Refuse(msg)) => {
                crate::metrics::command(name, "refused");
                Response::one(Reply::refused(msg))
            }
            // Not counted as a command: the flood limit counts itself, and chat that only
            // looked like a move is nobody's command.
            Err(Fail::Quiet(replies)) => Response {
                replies,
                ..Response::default()
            },
            Err(Fail::Internal(e)) => {
                crate::metrics::command(name, "failed");
                crate::metrics::error("internal");
                tracing::error!(channel, error = %format!("{e:#}"), "command failed");
                Response::one(Reply::failed())
            }
        }
    }

    /// Paint every board the replies still need, on a blocking thread (never under a
    /// channel's lock). A picture that fails is logged and its reply goes without it.
    pub async fn paint(&self, replies: &mut [Reply]) {
        let views: Vec<(usize, Box<View>)> = replies
            .iter_mut()
            .enumerate()
            .filter_map(|(i, r)| r.view.take().map(|v| (i, v)))
            .collect();
        if views.is_empty() {
            return;
        }
        // Painting is pure CPU: as many at once as there are cores, the rest wait their turn
        // (more threads would only share the same cores and their caches).
        let Ok(_turn) = self.inner.painting.acquire().await else {
            return;
        };
        let painter = self.inner.painter.clone();
        let painted = tokio::task::spawn_blocking(move || {
            views
                .into_iter()
                .map(|(i, v)| {
                    let sketch = Sketch {
                        position: &v.position,
                        last: v.last.as_ref(),
                        orientation: v.orientation,
                        huffed: v.huffed,
                        arrows: &[],
                    };
                    (i, painter.paint(&sketch), v.huffed)
                })
                .collect::<Vec<_>>()
        })
        .await;
        match painted {
            Ok(pictures) => {
                for (i, png, huffed) in pictures {
                    match png {
                        Ok(png) => replies[i].board = Some(Picture { png, huffed }),
                        Err(e) => {
                            crate::metrics::error("internal");
                            tracing::error!(error = %format!("{e:#}"), "could not paint a board");
                        }
                    }
                }
            }
            Err(e) => tracing::error!(error = %e, "painting task failed"),
        }
    }

    /// Start a game between two seats directly (the terminal's two players).
    pub async fn start_game(
        &self,
        channel: ChannelId,
        variant: Option<Variant>,
        white: Seat,
        black: Seat,
    ) -> Response {
        let variant = variant.unwrap_or(self.inner.config.default_variant);
        self.resume_game(channel, &Game::new(variant), white, black)
            .await
    }

    /// A game taken up again from its moves (the terminal's `--resume`; a new game when
    /// `game` has none): started with these seats from the variant's start, then each move
    /// and huff of `game` stored one at a time, as when it was played (so its repetitions and
    /// draw counts go on). Answers the start of a new game; a resumed one answers nothing (the
    /// front end shows where it stands), or the refusal of a move that does not play.
    pub async fn resume_game(
        &self,
        channel: ChannelId,
        game: &Game,
        white: Seat,
        black: Seat,
    ) -> Response {
        let resumed = !game.events().is_empty();
        let result = async {
            let mut table = self.table(Place::channel(channel)).await?;
            table.ensure_free()?;
            let move_time = self.inner.config.move_time.map(time::millis);
            let started = table
                .start(game.variant(), (white, black), move_time)
                .await?;
            if !resumed {
                return Ok(started);
            }
            let mut again = Game::new(game.variant());
            for event in game.events() {
                let played = match event {
                    damero_rules::Event::Move { detail, .. } => again.play(detail.clone()),
                    damero_rules::Event::Huff { square, .. } => again.huff(*square),
                };
                played.map_err(|e| Fail::Refuse(say::game_error(&e)))?;
                table.commit_quietly(again.clone()).await?;
            }
            Ok(Response::default())
        }
        .await;
        let name = if resumed { "resume" } else { "start" };
        let mut response = self.conclude(name, channel, result);
        self.paint(&mut response.replies).await;
        response
    }

    /// Legal moves of the channel's game matching `partial` (for autocomplete), at most 25.
    pub async fn suggest_moves(&self, channel: ChannelId, partial: &str) -> Vec<String> {
        let Ok(table) = self.table(Place::channel(channel)).await else {
            return Vec::new();
        };
        let Ok((_, game)) = table.running() else {
            return Vec::new();
        };
        let rules = game.variant().rules();
        let typed: String = partial
            .chars()
            .filter(|c| !c.is_whitespace())
            .map(|c| {
                if c == ':' {
                    'x'
                } else {
                    c.to_ascii_lowercase()
                }
            })
            .collect();
        game.position()
            .details(game.variant().is_huff())
            .iter()
            .map(|d| damero_rules::move_text(rules, d, rules.default_notation()))
            .filter(|t| t.starts_with(&typed))
            .take(25)
            .collect()
    }

    /// Stop taking commands and wait for in-flight ones to commit (every change was durable
    /// when it returned).
    ///
    /// # Errors
    /// None today; kept for a store that needs a final flush.
    pub async fn close(&self) -> anyhow::Result<()> {
        let mut gate = self.inner.closed.write().await;
        *gate = true;
        Ok(())
    }

    /// The game in `channel` (for tests and the terminal).
    pub async fn game(&self, channel: ChannelId) -> Option<(GameRecord, Game)> {
        let table = self.table(Place::channel(channel)).await.ok()?;
        table.game().cloned()
    }

    /// A game as a PDN file, the players named as in replies.
    #[must_use]
    pub fn pdn_text(&self, record: &GameRecord, game: &Game) -> Vec<u8> {
        self.pdn_of_event(record, game, "Damero".into())
    }

    /// [`Referee::pdn_text`] with the `Event` tag given (a tournament's name).
    #[must_use]
    pub fn pdn_of_event(&self, record: &GameRecord, game: &Game, event: String) -> Vec<u8> {
        let tags = damero_rules::Tags {
            event: Some(event),
            site: None,
            date: Some(pdn_date(record.created_ms)),
            white: Some(say::name_of(&record.white, self.bot_name())),
            black: Some(say::name_of(&record.black, self.bot_name())),
        };
        record.pdn_of(game, &tags).into_bytes()
    }
}

/// The PDN `Date` (`YYYY.MM.DD`, UTC) of a time in milliseconds since 1970.
fn pdn_date(ms: u64) -> String {
    standing::date(ms).replace('-', ".")
}

#[cfg(test)]
mod date_tests {
    /// Issue 35.10: the PDN's `Date` was `????.??.??`.
    #[test]
    fn the_pdn_date_is_the_day_the_game_began() {
        assert_eq!(super::pdn_date(0), "1970.01.01");
        assert_eq!(super::pdn_date(951_782_400_000), "2000.02.29");
        assert_eq!(super::pdn_date(1_795_651_199_999), "2026.11.25");
        assert_eq!(super::pdn_date(1_795_651_200_000), "2026.11.26");
    }
}
