//! The referee: every game rule of the bot, with no Discord and no words in sight.
//!
//! A front end parses what a player did into a typed [`Command`] and calls
//! [`Referee::handle`] once. The referee loads the channel's state, checks the command, applies
//! it to a copy of the game, commits the change to the [`Store`] (durably), and answers with a
//! [`Response`]: the [`Reply`] values to post now, and — when the bot is to move — a [`BotTurn`]
//! that thinks off the runtime without the channel lock and yields the bot's reply. Replies hold
//! catalogue messages ([`crate::i18n::Msg`]), never sentences; front ends render them in the
//! reader's language. Work for one channel is serialised by a per-channel lock; different
//! channels run in parallel.

mod bot_turn;
mod games;
mod input;
mod review;
pub mod say;
mod settings;
mod standing;
pub mod text;
pub mod time;
mod timeouts;

use std::collections::HashMap;
use std::sync::{Arc, Mutex as StdMutex, RwLock as StdRwLock};
use std::time::Duration;

pub use bot_turn::BotTurn;
use damero_engine::Level;
use damero_render::Orientation;
use damero_rules::{Color, Event, Game, Variant};
/// One side of a game (a person or the bot), as stored.
pub use damero_storage::Seat;
pub use damero_storage::{
    Challenge, ChannelState, GameRecord, GuildSettings, Human, MemoryStore, NewGame, SledStore,
    Status, Store, StoreError, UserId,
};
pub use input::{
    Actor, Audience, ChannelId, ColorChoice, Command, GuildId, Picture, Place, Reply, ReplyKind,
    SettingChange,
};
use tokio::sync::{Mutex, RwLock};

use crate::i18n::{Lang, Msg};
use crate::opponent::Opponent;
use crate::painter::{BoardPainter, Sketch};
pub use review::review_graph;
pub use text::{parse_text, Parsed};
pub use time::{Clock, DurationError, ManualClock, SystemClock};
pub use timeouts::Notice;

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

/// The answer to one input: what to post now, in order, and the bot's turn if it is to move.
#[derive(Debug, Default)]
pub struct Response {
    /// Messages, in order.
    pub replies: Vec<Reply>,
    /// The bot is to move: [`BotTurn::play`] thinks (off the runtime) and returns its replies.
    pub bot_turn: Option<BotTurn>,
}

impl Response {
    fn one(reply: Reply) -> Response {
        Response {
            replies: vec![reply],
            bot_turn: None,
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
}

/// A refusal (a message for the user) or a failure (logged).
#[derive(Debug)]
enum Fail {
    Refuse(Msg),
    Internal(anyhow::Error),
}

impl From<StoreError> for Fail {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::GameRunning => Fail::Refuse(Msg::new("game-running")),
            StoreError::ChallengePending => Fail::Refuse(Msg::new("challenge-pending")),
            StoreError::NoGame => Fail::Refuse(Msg::new("no-game")),
            StoreError::NoChallenge => Fail::Refuse(Msg::new("no-challenge")),
            other => Fail::Internal(anyhow::Error::new(other)),
        }
    }
}

impl From<anyhow::Error> for Fail {
    fn from(e: anyhow::Error) -> Self {
        Fail::Internal(e)
    }
}

type Res<T> = Result<T, Fail>;

fn refuse<T>(msg: Msg) -> Res<T> {
    Err(Fail::Refuse(msg))
}

#[derive(Debug, Clone)]
struct Slot {
    loaded: bool,
    /// The channel's server, once an input from it said so (a new game records it).
    guild: Option<GuildId>,
    state: ChannelState,
    /// The channel's current game, or its last finished one, replayed.
    game: Option<(GameRecord, Game)>,
}

impl Default for Slot {
    fn default() -> Self {
        Slot {
            loaded: false,
            guild: None,
            state: ChannelState::Free,
            game: None,
        }
    }
}

impl Slot {
    fn challenge(&self) -> Option<&Challenge> {
        match &self.state {
            ChannelState::Challenge(c) => Some(c),
            _ => None,
        }
    }
}

struct Inner {
    store: Arc<dyn Store>,
    painter: Arc<dyn BoardPainter>,
    opponent: Arc<dyn Opponent>,
    config: RefereeConfig,
    channels: StdMutex<Channels>,
    languages: StdMutex<HashMap<GuildId, Lang>>,
    bot_id: StdRwLock<Option<u64>>,
    clock: Arc<dyn Clock>,
    /// Commands hold it shared; shutdown takes it exclusively and sets it.
    closed: RwLock<bool>,
    /// Shutdown began: a search that ends now is not committed.
    stopping: std::sync::atomic::AtomicBool,
}

/// The per-channel cache: each channel's lock and state, with when it was last used (a
/// counter). Bounded: see [`Channels::evict`].
#[derive(Default)]
struct Channels {
    map: HashMap<ChannelId, (Arc<Mutex<Slot>>, u64)>,
    tick: u64,
}

impl Channels {
    /// Drop the least recently used idle channels until a quarter of the room is free. Idle:
    /// nobody holds or waits for its lock and the bot is not thinking there (each of these
    /// keeps a clone of the slot's `Arc`, so the map's is the only one). Nothing is lost: the
    /// state is read again from the store on the next command.
    fn evict(&mut self, cap: usize) -> Vec<ChannelId> {
        let target = cap - cap / 4;
        let mut idle: Vec<(u64, ChannelId)> = self
            .map
            .iter()
            .filter(|(_, (slot, _))| Arc::strong_count(slot) == 1)
            .map(|(&channel, &(_, used))| (used, channel))
            .collect();
        idle.sort_unstable();
        let excess = self.map.len().saturating_sub(target);
        let gone: Vec<ChannelId> = idle.into_iter().take(excess).map(|(_, c)| c).collect();
        for channel in &gone {
            self.map.remove(channel);
        }
        gone
    }
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
                channels: StdMutex::new(Channels::default()),
                languages: StdMutex::new(HashMap::new()),
                bot_id: StdRwLock::new(None),
                clock,
                closed: RwLock::new(false),
                stopping: std::sync::atomic::AtomicBool::new(false),
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

    /// Tell the referee the bot's own user id (a challenge to it becomes a game against it).
    pub fn set_bot_id(&self, id: u64) {
        if let Ok(mut w) = self.inner.bot_id.write() {
            *w = Some(id);
        }
    }

    fn bot_id(&self) -> Option<u64> {
        self.inner.bot_id.read().ok().and_then(|r| *r)
    }

    fn slot(&self, channel: ChannelId) -> Arc<Mutex<Slot>> {
        let mut channels = match self.inner.channels.lock() {
            Ok(m) => m,
            Err(poisoned) => poisoned.into_inner(),
        };
        channels.tick += 1;
        let tick = channels.tick;
        let cap = self.inner.config.cached_channels.max(1);
        if channels.map.len() >= cap && !channels.map.contains_key(&channel) {
            for gone in channels.evict(cap) {
                // Its engine (and search tables) goes too; a later move builds a new one.
                self.inner.opponent.forget(gone);
            }
        }
        let entry = channels.map.entry(channel).or_default();
        entry.1 = tick;
        let slot = entry.0.clone();
        crate::metrics::cached_channels(channels.map.len());
        slot
    }

    /// How many channels' state is in memory (for tests and the soak).
    #[must_use]
    pub fn cached_channels(&self) -> usize {
        self.inner.channels.lock().map_or(0, |c| c.map.len())
    }

    /// Stop every search of the bot now (shutdown): the thinking ends within about a
    /// millisecond and its move is not committed (the restarted bot moves instead).
    pub fn stop_thinking(&self) {
        self.inner
            .stopping
            .store(true, std::sync::atomic::Ordering::SeqCst);
        self.inner.opponent.stop();
    }

    fn stopping(&self) -> bool {
        self.inner
            .stopping
            .load(std::sync::atomic::Ordering::SeqCst)
    }

    async fn ensure_loaded(&self, channel: ChannelId, slot: &mut Slot) -> Res<()> {
        if slot.loaded {
            return Ok(());
        }
        let store = self.inner.store.clone();
        let (state, last) = tokio::task::spawn_blocking(move || {
            let state = store.load(damero_storage::ChannelId(channel))?;
            let last = match &state {
                ChannelState::Game(g) => Some(g.clone()),
                _ => store
                    .channel_games(damero_storage::ChannelId(channel), 1)?
                    .into_iter()
                    .next(),
            };
            Ok::<_, StoreError>((state, last))
        })
        .await
        .map_err(|e| anyhow::anyhow!("store task: {e}"))??;
        slot.game = match last {
            Some(record) => {
                let game = record.replay()?;
                Some((record, game))
            }
            None => None,
        };
        slot.state = state;
        slot.loaded = true;
        Ok(())
    }

    /// Store `game` (the stored game plus one move or huff) for `channel`, based on `version`.
    async fn store_game(&self, channel: ChannelId, version: u64, game: &Game) -> Res<GameRecord> {
        let stored = game.clone();
        let now = self.now();
        self.store(move |s| {
            s.commit_move(damero_storage::ChannelId(channel), version, &stored, now)
        })
        .await
    }

    /// Run a change against the store off the runtime (durable when it returns).
    async fn store<T: Send + 'static>(
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

    /// After a stored game change: the channel's state and cached game. A finished game lets
    /// the opponent forget its search tables.
    fn set_game(&self, slot: &mut Slot, record: GameRecord, game: Game) {
        let was = matches!(slot.state, ChannelState::Game(_));
        let is = record.status == Status::Ongoing;
        if was != is {
            crate::metrics::game_in_progress(is);
        }
        slot.state = if is {
            ChannelState::Game(record.clone())
        } else {
            self.inner.opponent.forget(record.channel.0);
            ChannelState::Free
        };
        slot.game = Some((record, game));
    }

    fn bot_name(&self) -> &str {
        &self.inner.config.bot_name
    }

    fn player(&self, record: &GameRecord, color: Color) -> Msg {
        say::player(record, color, self.bot_name())
    }

    fn status(&self, record: &GameRecord, game: &Game) -> Vec<Msg> {
        say::status(record, game, self.bot_name(), self.now())
    }

    /// The board picture: the bot's opponent at the bottom, or between people the side to move.
    fn board(&self, record: &GameRecord, game: &Game) -> Res<Picture> {
        let bottom = Self::bottom(record, game);
        let huffed = match game.events().last() {
            Some(Event::Huff { square, .. }) => Some(*square),
            _ => None,
        };
        let sketch = Sketch {
            position: game.position(),
            last: game.last_move(),
            orientation: match bottom {
                Color::White => Orientation::White,
                Color::Black => Orientation::Black,
            },
            huffed,
        };
        Ok(Picture {
            png: self.inner.painter.paint(&sketch)?,
            huffed,
        })
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

    /// The player's colour in the channel's game.
    fn color_of(record: &GameRecord, actor: &Actor) -> Option<Color> {
        record.color_of(UserId(actor.id))
    }

    /// Run one command for `actor` in `place`: everything to post, in order, and the bot's turn
    /// when it is to move.
    pub async fn handle(
        &self,
        place: impl Into<Place>,
        actor: &Actor,
        command: Command,
    ) -> Response {
        let place = place.into();
        let channel = place.channel;
        let gate = self.inner.closed.read().await;
        if *gate {
            return Response::one(Reply::refused(Msg::new("restarting")));
        }
        let name = crate::metrics::command_name(&command);
        let result = match command {
            // Commands about no game: no channel lock.
            Command::Variants => Ok(Response::one(text::variants_reply(
                self.inner.config.default_variant,
            ))),
            Command::Settings {
                changes,
                may_manage,
            } => self.settings(place.guild, changes, may_manage).await,
            Command::Rating { user, variant } => {
                self.rating(place.guild, actor, user, variant).await
            }
            Command::Leaderboard(variant) => self.leaderboard(place.guild, variant).await,
            Command::History(user) => self.history(actor, user).await,
            Command::PdnOf(id) => self.pdn_of(id).await,
            // A finished game does not change: no channel lock while the engine reviews it.
            Command::Review(id) => self.review(channel, actor, id).await,
            command => {
                let slot = self.slot(channel);
                let mut slot = slot.lock().await;
                if place.guild.is_some() {
                    slot.guild = place.guild;
                }
                match self.ensure_loaded(channel, &mut slot).await {
                    Ok(()) => self.run(channel, &mut slot, actor, command).await,
                    Err(e) => Err(e),
                }
            }
        };
        drop(gate);
        match result {
            Ok(r) => {
                crate::metrics::command(name, "done");
                r
            }
            Err(Fail::Refuse(msg)) => {
                crate::metrics::command(name, "refused");
                Response::one(Reply::refused(msg))
            }
            Err(Fail::Internal(e)) => {
                crate::metrics::command(name, "failed");
                crate::metrics::error("internal");
                tracing::error!(channel, error = %format!("{e:#}"), "command failed");
                Response::one(Reply::failed())
            }
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
        let slot = self.slot(channel);
        let mut slot = slot.lock().await;
        let result = async {
            self.ensure_loaded(channel, &mut slot).await?;
            Self::ensure_free(&slot)?;
            let variant = variant.unwrap_or(self.inner.config.default_variant);
            let move_time = self.inner.config.move_time.map(time::millis);
            self.start(channel, &mut slot, variant, (white, black), move_time)
                .await
        }
        .await;
        match result {
            Ok(r) => r,
            Err(Fail::Refuse(msg)) => Response::one(Reply::refused(msg)),
            Err(Fail::Internal(e)) => {
                tracing::error!(channel, error = %format!("{e:#}"), "could not start a game");
                Response::one(Reply::failed())
            }
        }
    }

    fn running<'s>(&self, slot: &'s Slot) -> Res<(&'s GameRecord, &'s Game)> {
        match &slot.game {
            Some((r, g)) if g.outcome().is_none() && r.status == Status::Ongoing => Ok((r, g)),
            Some((r, g)) => match g.outcome() {
                Some(o) => refuse(Msg::new("game-over").arg(
                    "outcome",
                    say::outcome(o, g.variant(), |c| {
                        say::name_of(r.player(c), self.bot_name())
                    }),
                )),
                None => refuse(Msg::new("no-game")),
            },
            None => refuse(Msg::new("no-game")),
        }
    }

    fn ensure_free(slot: &Slot) -> Res<()> {
        if matches!(slot.state, ChannelState::Game(_)) {
            return refuse(Msg::new("game-running"));
        }
        Ok(())
    }

    async fn run(
        &self,
        channel: ChannelId,
        slot: &mut Slot,
        actor: &Actor,
        command: Command,
    ) -> Res<Response> {
        match command {
            Command::Challenge {
                opponent,
                variant,
                color,
                time,
            } => {
                if Some(opponent.id) == self.bot_id() {
                    let color = match color {
                        ColorChoice::Random => None,
                        c => Some(c),
                    };
                    return self
                        .play_bot(channel, slot, actor, variant, None, color)
                        .await;
                }
                self.challenge(slot, actor, opponent, (variant, color, time), channel)
                    .await
            }
            Command::Accept => self.accept(channel, slot, actor).await,
            Command::Decline => self.decline(slot, actor).await,
            Command::Play {
                variant,
                level,
                color,
            } => {
                self.play_bot(channel, slot, actor, variant, level, color)
                    .await
            }
            Command::Move(text) => self.make_move(channel, slot, actor, &text).await,
            Command::Board => self.show_board(slot),
            Command::Moves => self.list_moves(slot),
            Command::Resign => self.resign(channel, slot, actor).await,
            Command::Abort => self.abort(channel, slot, actor).await,
            Command::Draw => self.draw(channel, slot, actor).await,
            Command::Huff(sq) => self.huff(channel, slot, actor, sq.as_deref()).await,
            Command::Pdn => self.pdn(slot),
            Command::Rules(v) => {
                let variant = v
                    .or_else(|| slot.game.as_ref().map(|(_, g)| g.variant()))
                    .unwrap_or(self.inner.config.default_variant);
                Ok(Response::one(Reply::private(vec![say::rules_of(variant)])))
            }
            Command::Variants => Ok(Response::one(text::variants_reply(
                self.inner.config.default_variant,
            ))),
            Command::Replay { game, limit } => self.replay(channel, slot, actor, game, limit).await,
            // Handled in `handle` (no channel lock needed).
            Command::Settings { .. }
            | Command::Rating { .. }
            | Command::Leaderboard(_)
            | Command::History(_)
            | Command::PdnOf(_)
            | Command::Review(_) => Ok(Response::default()),
        }
    }

    /// Legal moves of the channel's game matching `partial` (for autocomplete), at most 25.
    pub async fn suggest_moves(&self, channel: ChannelId, partial: &str) -> Vec<String> {
        let slot = self.slot(channel);
        let mut slot = slot.lock().await;
        if self.ensure_loaded(channel, &mut slot).await.is_err() {
            return Vec::new();
        }
        let Ok((_, game)) = self.running(&slot) else {
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
            .map(|d| damero_rules::notation::move_text(rules, d, rules.default_notation()))
            .filter(|t| t.starts_with(&typed))
            .take(25)
            .collect()
    }

    /// Whether `actor` plays in the running game in `channel` (bare moves are read only from
    /// them).
    pub async fn is_player(&self, channel: ChannelId, actor: &Actor) -> bool {
        let slot = self.slot(channel);
        let mut slot = slot.lock().await;
        if self.ensure_loaded(channel, &mut slot).await.is_err() {
            return false;
        }
        self.running(&slot)
            .is_ok_and(|(r, _)| Self::color_of(r, actor).is_some())
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

    /// The server a channel's current (or last) game was started in, if known.
    pub async fn guild_of(&self, channel: ChannelId) -> Option<GuildId> {
        self.game(channel)
            .await
            .and_then(|(record, _)| record.guild.map(|g| g.0))
    }

    /// The game in `channel` (for tests and the terminal).
    pub async fn game(&self, channel: ChannelId) -> Option<(GameRecord, Game)> {
        let slot = self.slot(channel);
        let mut slot = slot.lock().await;
        self.ensure_loaded(channel, &mut slot).await.ok()?;
        slot.game.clone()
    }
}
