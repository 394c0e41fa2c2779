//! The referee: every game rule of the bot, with no Discord in sight.
//!
//! A front end turns what a player did into a [`Command`] and calls [`Referee::handle`]; the
//! referee loads the channel's state, checks the command, applies it to a copy of the game,
//! commits the change to the [`Store`] (`damero-storage`, durably), and only then answers with
//! [`Reply`] values (text, an optional board PNG, an optional file, ephemeral or not) that
//! both front ends render. Work for one channel is serialised by a per-channel lock; different
//! channels run in parallel. The bot's own moves ([`Referee::bot_move`]) are chosen on a
//! blocking thread without holding the channel lock, then checked against the game again
//! before they are committed.

mod commands;
pub mod text;

use std::collections::HashMap;
use std::sync::{Arc, Mutex as StdMutex, RwLock as StdRwLock};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use damero_rules::notation::{move_text, square_name};
use damero_rules::{Color, Game, GameError, MoveDetail, Outcome, Variant, WinReason};
/// One side of a game (a person or the bot), as stored.
pub use damero_storage::Player as Seat;
pub use damero_storage::{
    Challenge, ChannelState, ColorChoice, GameRecord, Human, MemoryStore, NewGame, SledStore,
    Status, Store, StoreError, UserId,
};
use tokio::sync::{Mutex, RwLock};

use crate::opponent::Opponent;
use crate::painter::BoardPainter;
pub use text::{parse_text, Parsed};

/// A Discord channel (or thread) id; the terminal uses 0.
pub type ChannelId = u64;

/// Who issues a command: a user id and the name to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    /// Discord user id (terminal: 1 and 2).
    pub id: u64,
    /// Shown in replies.
    pub name: String,
}

impl Player {
    fn human(&self) -> Human {
        Human {
            id: UserId(self.id),
            name: self.name.clone(),
        }
    }
    fn seat(&self) -> Seat {
        Seat::human(UserId(self.id), self.name.clone())
    }
}

/// What a player asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Challenge a person.
    Challenge {
        /// Who is challenged.
        opponent: Player,
        /// Variant name as typed.
        variant: Option<String>,
        /// `white`, `black`, `random`.
        color: Option<String>,
    },
    /// Accept the pending challenge.
    Accept,
    /// Decline (or withdraw) the pending challenge.
    Decline,
    /// A game against the bot.
    Play {
        /// Variant name as typed.
        variant: Option<String>,
        /// Level as typed (1-10).
        level: Option<String>,
        /// The player's colour as typed.
        color: Option<String>,
    },
    /// A move, as typed.
    Move(String),
    /// The current board.
    Board,
    /// The legal moves.
    Moves,
    /// Resign.
    Resign,
    /// Offer or accept a draw.
    Draw,
    /// Huff the piece on a square.
    Huff(String),
    /// The game as PDN.
    Pdn,
    /// A variant's rules.
    Rules(Option<String>),
    /// The variant list.
    Variants,
    /// The command list.
    Help,
}

/// Whether a reply reports success, a refusal, or our failure.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ReplyKind {
    /// The command did what was asked.
    #[default]
    Done,
    /// The user asked for something we refuse (a clear sentence says why).
    Refused,
    /// We failed (logged; the user gets an apology).
    Failed,
}

/// One message to show.
#[derive(Clone, Debug, Default)]
pub struct Reply {
    /// The sentence(s).
    pub text: String,
    /// The board as PNG bytes (`board.png`).
    pub board: Option<Vec<u8>>,
    /// Another file (the PDN): name and bytes.
    pub file: Option<(String, Vec<u8>)>,
    /// Only the asker should see it (slash commands).
    pub ephemeral: bool,
    /// Success, refusal or failure.
    pub kind: ReplyKind,
    /// Show Accept / Decline buttons (a challenge).
    pub challenge_buttons: bool,
}

impl Reply {
    fn done(text: impl Into<String>) -> Reply {
        Reply {
            text: text.into(),
            ..Reply::default()
        }
    }
    fn refused(text: impl Into<String>) -> Reply {
        Reply {
            text: text.into(),
            ephemeral: true,
            kind: ReplyKind::Refused,
            ..Reply::default()
        }
    }
    /// A refusal from a front end (an unknown text command).
    #[must_use]
    pub fn refusal(text: impl Into<String>) -> Reply {
        Reply::refused(text)
    }
    fn failed() -> Reply {
        Reply {
            text:
                "Sorry — something went wrong on my side and nothing was changed. Please try again."
                    .into(),
            ephemeral: true,
            kind: ReplyKind::Failed,
            ..Reply::default()
        }
    }
}

/// The answer to a command.
#[derive(Clone, Debug, Default)]
pub struct Response {
    /// Messages, in order.
    pub replies: Vec<Reply>,
    /// The bot is to move now: call [`Referee::bot_move`] (after posting these replies).
    pub bot_to_move: bool,
}

impl Response {
    fn one(reply: Reply) -> Response {
        Response {
            replies: vec![reply],
            bot_to_move: false,
        }
    }
    /// Whether the command was refused or failed.
    #[must_use]
    pub fn is_error(&self) -> bool {
        self.replies.iter().any(|r| r.kind != ReplyKind::Done)
    }
}

/// Referee settings.
#[derive(Clone, Debug)]
pub struct RefereeConfig {
    /// Variant when none is named.
    pub default_variant: Variant,
    /// Bot level when none is named.
    pub default_level: u8,
    /// How long a challenge stays open.
    pub challenge_timeout: Duration,
    /// The bot's name in replies.
    pub bot_name: String,
    /// The command prefix shown in help and hints (`!`).
    pub prefix: String,
}

impl Default for RefereeConfig {
    fn default() -> Self {
        RefereeConfig {
            default_variant: Variant::Spanish,
            default_level: 3,
            challenge_timeout: Duration::from_secs(600),
            bot_name: "Damero".into(),
            prefix: "!".into(),
        }
    }
}

/// A refusal (a sentence for the user) or a failure (logged).
#[derive(Debug)]
enum Fail {
    Refuse(String),
    Internal(anyhow::Error),
    /// A [`Referee::precheck`] reached the store: the command would have been carried out.
    DryRun,
}

impl From<StoreError> for Fail {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::GameRunning => Fail::Refuse(
                "A game is already running here. Finish it (or resign) first, or use a thread."
                    .into(),
            ),
            StoreError::ChallengePending => {
                Fail::Refuse("A challenge is already waiting for an answer here.".into())
            }
            StoreError::NoGame => Fail::Refuse(
                "There is no game in this channel. Start one with /challenge or /play.".into(),
            ),
            StoreError::NoChallenge => Fail::Refuse("There is no challenge here.".into()),
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

fn refuse<T>(text: impl Into<String>) -> Res<T> {
    Err(Fail::Refuse(text.into()))
}

/// A sentence from an error message: capital first letter, final full stop.
fn sentence(text: &str) -> String {
    let mut chars = text.trim().chars();
    let mut out: String = match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    };
    if !out.ends_with(['.', '!', '?']) {
        out.push('.');
    }
    out
}

fn game_refusal(e: &GameError) -> String {
    match e {
        GameError::Malformed(m) => sentence(&format!("that is not a move I can read: {m}")),
        _ => sentence(&e.to_string()),
    }
}

#[derive(Debug, Clone)]
struct Slot {
    /// A scratch copy for [`Referee::precheck`]: nothing reaches the store.
    dry: bool,
    loaded: bool,
    state: ChannelState,
    /// The channel's current game, or its last finished one, replayed.
    game: Option<(GameRecord, Game)>,
}

impl Default for Slot {
    fn default() -> Self {
        Slot {
            dry: false,
            loaded: false,
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

#[derive(Debug)]
struct Inner {
    store: Arc<dyn Store>,
    painter: Arc<dyn BoardPainter>,
    opponent: Arc<dyn Opponent>,
    config: RefereeConfig,
    channels: StdMutex<HashMap<ChannelId, Arc<Mutex<Slot>>>>,
    bot_id: StdRwLock<Option<u64>>,
    /// Commands hold it shared; shutdown takes it exclusively and sets it.
    closed: RwLock<bool>,
}

impl std::fmt::Debug for dyn BoardPainter {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("BoardPainter")
    }
}
impl std::fmt::Debug for dyn Opponent {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Opponent")
    }
}

/// The referee service. Cheap to clone; clones share everything.
#[derive(Debug, Clone)]
pub struct Referee {
    inner: Arc<Inner>,
}

fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
}

fn seat(record: &GameRecord, color: Color) -> &Seat {
    record.player(color)
}

impl Referee {
    /// A referee over a store, a painter and an opponent.
    pub fn new(
        store: Arc<dyn Store>,
        painter: Arc<dyn BoardPainter>,
        opponent: Arc<dyn Opponent>,
        config: RefereeConfig,
    ) -> Referee {
        Referee {
            inner: Arc::new(Inner {
                store,
                painter,
                opponent,
                config,
                channels: StdMutex::new(HashMap::new()),
                bot_id: StdRwLock::new(None),
                closed: RwLock::new(false),
            }),
        }
    }

    /// The settings.
    #[must_use]
    pub fn config(&self) -> &RefereeConfig {
        &self.inner.config
    }

    /// Tell the referee the bot's own user id (a challenge to it becomes a game against it).
    pub fn set_bot_id(&self, id: u64) {
        if let Ok(mut g) = self.inner.bot_id.write() {
            *g = Some(id);
        }
    }

    fn bot_id(&self) -> Option<u64> {
        self.inner.bot_id.read().ok().and_then(|g| *g)
    }

    fn slot(&self, channel: ChannelId) -> Arc<Mutex<Slot>> {
        let mut map = match self.inner.channels.lock() {
            Ok(m) => m,
            Err(poisoned) => poisoned.into_inner(),
        };
        map.entry(channel).or_default().clone()
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

    /// Run a change against the store off the runtime (durable when it returns). In a dry run
    /// (precheck) nothing is stored and the command counts as accepted.
    /// Store `game` (the stored game plus one move or huff) for `channel`, based on `version`.
    async fn store_game(
        &self,
        slot: &Slot,
        channel: ChannelId,
        version: u64,
        game: &Game,
    ) -> Res<GameRecord> {
        let stored = game.clone();
        self.store(slot, move |s| {
            s.commit_move(
                damero_storage::ChannelId(channel),
                version,
                &stored,
                now_ms(),
            )
        })
        .await
    }

    async fn store<T: Send + 'static>(
        &self,
        slot: &Slot,
        change: impl FnOnce(&dyn Store) -> Result<T, StoreError> + Send + 'static,
    ) -> Res<T> {
        if slot.dry {
            return Err(Fail::DryRun);
        }
        let store = self.inner.store.clone();
        let out = tokio::task::spawn_blocking(move || change(store.as_ref()))
            .await
            .map_err(|e| anyhow::anyhow!("store task: {e}"))??;
        Ok(out)
    }

    /// After a stored game change: the channel's state and cached game.
    fn set_game(slot: &mut Slot, record: GameRecord, game: Game) {
        slot.state = if record.status == Status::Ongoing {
            ChannelState::Game(record.clone())
        } else {
            ChannelState::Free
        };
        slot.game = Some((record, game));
    }

    fn name_of(&self, s: &Seat) -> String {
        match s {
            Seat::Human { name, .. } => name.clone(),
            Seat::Bot { .. } => self.inner.config.bot_name.clone(),
        }
    }

    fn who(&self, record: &GameRecord, color: Color) -> String {
        format!("{} ({color})", self.name_of(seat(record, color)))
    }

    fn board(&self, game: &Game) -> Res<Vec<u8>> {
        Ok(self
            .inner
            .painter
            .paint(game.position(), game.last_move())?)
    }

    fn status_line(&self, record: &GameRecord, game: &Game) -> String {
        match game.outcome() {
            Some(Outcome::Win {
                winner,
                reason: WinReason::Resignation,
            }) => format!(
                "{} resigned — {} wins.",
                self.name_of(seat(record, winner.opposite())),
                self.name_of(seat(record, winner))
            ),
            Some(o) => o.sentence(game.variant()),
            None => {
                let mut line = format!("{} to move.", self.who(record, game.turn()));
                if let Some(chance) = game.huff_chance() {
                    let rules = game.variant().rules();
                    let squares: Vec<String> = chance
                        .squares
                        .iter()
                        .map(|s| square_name(rules, s, rules.default_notation()))
                        .collect();
                    line.push_str(&format!(
                        " That move was faulty: {} may huff {} before moving.",
                        self.who(record, chance.by),
                        squares.join(" or ")
                    ));
                }
                line
            }
        }
    }

    fn move_line(&self, record: &GameRecord, game: &Game, color: Color, d: &MoveDetail) -> String {
        let rules = game.variant().rules();
        let text = move_text(rules, d, rules.default_notation());
        let captured = match d.captures.len() {
            0 => String::new(),
            n => format!(" — captured {n}"),
        };
        format!(
            "{} played {text}{captured}. {}",
            self.who(record, color),
            self.status_line(record, game)
        )
    }

    /// The player's colour in the channel's game.
    fn color_of(record: &GameRecord, actor: &Player) -> Option<Color> {
        record.color_of(UserId(actor.id))
    }

    /// Run one command for `actor` in `channel`.
    pub async fn handle(&self, channel: ChannelId, actor: &Player, command: Command) -> Response {
        let gate = self.inner.closed.read().await;
        if *gate {
            return Response::one(Reply::refused(
                "Damero is restarting; please try again in a moment.",
            ));
        }
        let slot = self.slot(channel);
        let mut slot = slot.lock().await;
        let result = match self.ensure_loaded(channel, &mut slot).await {
            Ok(()) => self.run(channel, &mut slot, actor, command).await,
            Err(e) => Err(e),
        };
        drop(slot);
        drop(gate);
        match result {
            Ok(r) => r,
            Err(Fail::Refuse(text)) => Response::one(Reply::refused(text)),
            Err(Fail::DryRun) => Response::default(),
            Err(Fail::Internal(e)) => {
                tracing::error!(channel, error = %format!("{e:#}"), "command failed");
                Response::one(Reply::failed())
            }
        }
    }

    /// Would `command` be refused? Runs it on a scratch copy of the channel (nothing stored)
    /// and returns the refusal, if any. Lets a slash command answer a refusal ephemerally at once
    /// and defer only the commands that will take time.
    pub async fn precheck(
        &self,
        channel: ChannelId,
        actor: &Player,
        command: &Command,
    ) -> Option<Reply> {
        let slot = self.slot(channel);
        let mut slot = slot.lock().await;
        if let Err(Fail::Internal(e)) = self.ensure_loaded(channel, &mut slot).await {
            tracing::error!(channel, error = %format!("{e:#}"), "could not load a channel");
            return Some(Reply::failed());
        }
        let mut scratch = slot.clone();
        drop(slot);
        scratch.dry = true;
        match self
            .run(channel, &mut scratch, actor, command.clone())
            .await
        {
            Err(Fail::Refuse(text)) => Some(Reply::refused(text)),
            Err(Fail::Internal(_)) => Some(Reply::failed()),
            Err(Fail::DryRun) => None,
            Ok(r) => r.replies.into_iter().find(|r| r.kind != ReplyKind::Done),
        }
    }

    /// Whether `command` will make the bot think: a move in a game against the bot, or a new
    /// game against the bot.
    pub async fn involves_bot(&self, channel: ChannelId, command: &Command) -> bool {
        match command {
            Command::Play { .. } => true,
            Command::Move(_) => self
                .game(channel)
                .await
                .is_some_and(|(r, _)| r.white.is_bot() || r.black.is_bot()),
            _ => false,
        }
    }

    /// Start a game between two seats directly (the terminal's two players).
    pub async fn start_game(
        &self,
        channel: ChannelId,
        variant: Option<String>,
        white: Seat,
        black: Seat,
    ) -> Response {
        let slot = self.slot(channel);
        let mut slot = slot.lock().await;
        let result = async {
            self.ensure_loaded(channel, &mut slot).await?;
            Self::ensure_free(&slot)?;
            let variant = self.parse_variant(variant.as_deref())?;
            self.start(channel, &mut slot, variant, white, black).await
        }
        .await;
        match result {
            Ok(r) => r,
            Err(Fail::Refuse(text)) => Response::one(Reply::refused(text)),
            Err(Fail::DryRun) => Response::default(),
            Err(Fail::Internal(e)) => {
                tracing::error!(channel, error = %format!("{e:#}"), "could not start a game");
                Response::one(Reply::failed())
            }
        }
    }

    fn running(slot: &Slot) -> Res<(&GameRecord, &Game)> {
        match &slot.game {
            Some((r, g)) if g.outcome().is_none() && r.status == Status::Ongoing => Ok((r, g)),
            Some((_, g)) => refuse(format!(
                "The game here is over: {} Start a new one with /challenge or /play.",
                g.outcome()
                    .map(|o| o.sentence(g.variant()))
                    .unwrap_or_default()
            )),
            _ => refuse("There is no game in this channel. Start one with /challenge or /play."),
        }
    }

    fn ensure_free(slot: &Slot) -> Res<()> {
        if matches!(slot.state, ChannelState::Game(_)) {
            return refuse(
                "A game is already running here. Finish it (or resign) first, or use a thread.",
            );
        }
        Ok(())
    }

    fn parse_variant(&self, v: Option<&str>) -> Res<Variant> {
        match v.map(str::trim).filter(|s| !s.is_empty()) {
            None => Ok(self.inner.config.default_variant),
            Some(s) => s
                .parse()
                .map_err(|e: damero_rules::UnknownVariant| Fail::Refuse(sentence(&e.to_string()))),
        }
    }

    async fn run(
        &self,
        channel: ChannelId,
        slot: &mut Slot,
        actor: &Player,
        command: Command,
    ) -> Res<Response> {
        match command {
            Command::Challenge {
                opponent,
                variant,
                color,
            } => {
                if Some(opponent.id) == self.bot_id() {
                    let play = Command::Play {
                        variant,
                        level: None,
                        color,
                    };
                    return Box::pin(self.run(channel, slot, actor, play)).await;
                }
                self.challenge(channel, slot, actor, opponent, variant, color)
                    .await
            }
            Command::Accept => self.accept(channel, slot, actor).await,
            Command::Decline => self.decline(channel, slot, actor).await,
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
            Command::Draw => self.draw(channel, slot, actor).await,
            Command::Huff(sq) => self.huff(channel, slot, actor, &sq).await,
            Command::Pdn => self.pdn(channel, slot),
            Command::Rules(v) => {
                let variant = self.parse_variant(v.as_deref())?;
                let rules = variant.rules();
                Ok(Response::one(Reply::done(format!(
                    "**{}** (`{}`): {}",
                    rules.title, rules.name, rules.summary
                ))))
            }
            Command::Variants => Ok(Response::one(Reply::done(text::variants_text(
                self.inner.config.default_variant,
            )))),
            Command::Help => Ok(Response::one(Reply::done(text::help_text(
                &self.inner.config.prefix,
            )))),
        }
    }

    /// The bot's turn in `channel`, if it is to move: think off the runtime, then commit and
    /// answer. Returns no replies when it is not the bot's turn (any more).
    pub async fn bot_move(&self, channel: ChannelId) -> Vec<Reply> {
        match self.try_bot_move(channel).await {
            Ok(r) => r,
            Err(Fail::Refuse(_) | Fail::DryRun) => Vec::new(),
            Err(Fail::Internal(e)) => {
                tracing::error!(channel, error = %format!("{e:#}"), "bot move failed");
                vec![Reply::failed()]
            }
        }
    }

    async fn try_bot_move(&self, channel: ChannelId) -> Res<Vec<Reply>> {
        // Snapshot under the lock.
        let (mut thinking, level, seen) = {
            let slot = self.slot(channel);
            let mut slot = slot.lock().await;
            self.ensure_loaded(channel, &mut slot).await?;
            let (record, game) = Self::running(&slot)?;
            let Seat::Bot { level } = seat(record, game.turn()) else {
                return refuse("not the bot's turn");
            };
            (game.clone(), *level, record.version)
        };
        let opponent = self.inner.opponent.clone();
        let (huff, choice) = tokio::task::spawn_blocking(move || {
            let huff = opponent.huff(&thinking);
            if let Some(sq) = huff {
                let _ = thinking.huff(sq);
            }
            (huff, opponent.choose(&thinking, level))
        })
        .await
        .map_err(|e| anyhow::anyhow!("engine task: {e}"))?;
        let gate = self.inner.closed.read().await;
        if *gate {
            return refuse("closing");
        }
        let slot = self.slot(channel);
        let mut slot = slot.lock().await;
        let (record, game) = Self::running(&slot)?;
        if record.version != seen {
            return refuse("the game changed while the bot was thinking");
        }
        let color = game.turn();
        let rules = game.variant().rules();
        let mut next = game.clone();
        let mut prefix = String::new();
        if let Some(sq) = huff {
            if next.huff(sq).is_ok() {
                // A huff is its own stored event.
                let name = square_name(rules, sq, rules.default_notation());
                prefix = format!("{} huffed the piece on {name}. ", self.who(record, color));
                let huffed = self
                    .store_game(&slot, channel, record.version, &next)
                    .await?;
                Self::set_game(&mut slot, huffed, next.clone());
            }
        }
        let Some(detail) = choice else {
            return Err(Fail::Internal(anyhow::anyhow!(
                "the opponent found no move"
            )));
        };
        next.play(detail.clone())
            .map_err(|e| anyhow::anyhow!("engine move refused: {e}"))?;
        let response = self
            .commit_game(channel, &mut slot, next, |s, r, g| {
                format!("{prefix}{}", s.move_line(r, g, color, &detail))
            })
            .await?;
        drop(gate);
        Ok(response.replies)
    }

    /// Load every ongoing game; where the bot is to move, let it move. Returns what to post.
    ///
    /// # Errors
    /// When the store cannot list the ongoing games.
    pub async fn resume(&self) -> anyhow::Result<Vec<(ChannelId, Vec<Reply>)>> {
        let store = self.inner.store.clone();
        let games = tokio::task::spawn_blocking(move || store.ongoing_games()).await??;
        let running = games.len();
        let mut out = Vec::new();
        for record in games {
            if record.bot_to_move() {
                let channel = record.channel.0;
                out.push((channel, self.bot_move(channel).await));
            }
        }
        tracing::info!(
            games = running,
            bot_moves = out.len(),
            "resumed stored games"
        );
        Ok(out)
    }

    /// Legal moves of the player's game matching `partial` (for autocomplete), at most 25.
    pub async fn suggest_moves(&self, channel: ChannelId, partial: &str) -> Vec<String> {
        let slot = self.slot(channel);
        let mut slot = slot.lock().await;
        if self.ensure_loaded(channel, &mut slot).await.is_err() {
            return Vec::new();
        }
        let Ok((_, game)) = Self::running(&slot) else {
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
            .details(false)
            .iter()
            .map(|d| move_text(rules, d, rules.default_notation()))
            .filter(|t| t.starts_with(&typed))
            .take(25)
            .collect()
    }

    /// Whether `actor` is to move in `channel` (bare moves are taken only from them).
    pub async fn is_to_move(&self, channel: ChannelId, actor: &Player) -> bool {
        let slot = self.slot(channel);
        let mut slot = slot.lock().await;
        if self.ensure_loaded(channel, &mut slot).await.is_err() {
            return false;
        }
        Self::running(&slot).is_ok_and(|(r, g)| {
            Self::color_of(r, actor) == Some(g.turn()) || Self::both_seats_are(r, actor)
        })
    }

    /// Whether `actor` plays in the running game in `channel`.
    pub async fn is_player(&self, channel: ChannelId, actor: &Player) -> bool {
        let slot = self.slot(channel);
        let mut slot = slot.lock().await;
        if self.ensure_loaded(channel, &mut slot).await.is_err() {
            return false;
        }
        Self::running(&slot).is_ok_and(|(r, _)| Self::color_of(r, actor).is_some())
    }

    /// Stop taking commands, wait for in-flight ones to commit, flush the store.
    ///
    /// # Errors
    /// When the flush fails.
    pub async fn close(&self) -> anyhow::Result<()> {
        // Every change was durable when it returned; taking the gate waits for in-flight ones.
        let mut gate = self.inner.closed.write().await;
        *gate = true;
        Ok(())
    }

    /// The game in `channel` (for tests and the terminal).
    pub async fn game(&self, channel: ChannelId) -> Option<(GameRecord, Game)> {
        let slot = self.slot(channel);
        let mut slot = slot.lock().await;
        self.ensure_loaded(channel, &mut slot).await.ok()?;
        slot.game.clone()
    }
}
