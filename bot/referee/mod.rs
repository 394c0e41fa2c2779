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

mod answer;
mod base;
mod bot_turn;
mod channels;
mod command;
mod events;
pub mod flood;
mod input;
mod outbox;
pub mod puzzles;
mod review;
pub mod say;
mod services;
mod settings;
mod shards;
mod standing;
mod table;
pub mod time;
mod timeouts;
mod tournaments;

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, OnceLock};

pub use answer::{refuse, BotTurn, BoxFuture, Fail, Notice, Res, Response};
pub use base::{Base, RefereeConfig};
pub use bot_turn::Bots;
pub use channels::Channels;
pub use command::{Command, Cx, Run};
use damero_rules::{Game, Variant};
/// One side of a game (a person or the bot), as stored.
pub use damero_storage::Seat;
pub use damero_storage::{
    Challenge, ChannelState, GameRecord, GuildSettings, Human, MemoryStore, NewGame, SledStore,
    Status, Store, StoreError, UserId,
};
pub use events::{Event, Events};
pub use flood::{FloodGuard, Gate, LimitsConfig};
pub use input::{
    listed_moves, Actor, Asker, Audience, Button, ChannelId, ColorChoice, GuildId, Pick, Picture,
    Place, Receipt, Reply, ReplyKind, Rival, SettingChange, Taps, View,
};
pub use outbox::Outbox;
pub use puzzles::Puzzles;
pub use review::{
    moves_of, review_arrows, review_graph, review_legend, review_record, stored_review_graph,
    Reviews,
};
pub use services::Services;
pub use settings::Settings;
pub use shards::ShardSet;
pub use standing::{replay_captions, Standing};
pub use table::{Slot, Table};
pub use time::{Clock, DurationError, ManualClock, SystemClock};
pub use timeouts::Deadlines;
pub use tournaments::{
    outcomes, Authority, NewTournament, TournamentAction, Tournaments, Unopened, Venue,
    BLOCKED_RETRY_TICKS, MOST_ROUNDS,
};

use crate::i18n::Msg;
use crate::opponent::Opponent;
use crate::painter::BoardPainter;

/// A game's first board and its result carry the game's page, where the game's server shows
/// it on the web (issue 45): the line goes under the reply that shows the board.
async fn link_game(services: &Services, response: &mut Response) {
    let Some((record, _)) = response.game.as_deref() else {
        return;
    };
    let guild = record.guild.map(|g| g.0);
    if !(record.moves.is_empty() || record.status == Status::Finished) {
        return;
    }
    let id = record.id.0;
    let Some(reply) = response
        .replies
        .iter_mut()
        .find(|r| r.view.is_some() || r.board.is_some())
    else {
        return;
    };
    if let Some(link) = services.settings().web_link(guild, false, id).await {
        reply.lines.push(link);
    }
}

struct Core {
    services: Services,
    /// The flood limit per person and channel, set by the front end that has one (none at
    /// the terminal).
    guard: OnceLock<FloodGuard>,
    /// Calls into the referee from outside: inputs handled (and games started at the
    /// terminal), and every use of a service through [`Referee`] (a test counts them: one per
    /// input). Start-up steps and the clock's ticks are no input and are not counted.
    calls: AtomicU64,
}

/// The referee's core: it routes each input to its command over the services, and runs the
/// clock. Cheap to clone; clones share everything. The services themselves are reached through
/// it ([`Services`], by `Deref`): `referee.settings()`, `referee.channels()`.
#[derive(Clone)]
pub struct Referee {
    core: Arc<Core>,
}

impl std::fmt::Debug for Referee {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Referee")
            .field("config", self.core.services.base().config())
            .finish_non_exhaustive()
    }
}

impl std::ops::Deref for Referee {
    type Target = Services;

    fn deref(&self) -> &Services {
        self.core.calls.fetch_add(1, Ordering::Relaxed);
        &self.core.services
    }
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
        let base = Base::new(store, painter, opponent, config, clock);
        Referee {
            core: Arc::new(Core {
                services: Services::new(base),
                guard: OnceLock::new(),
                calls: AtomicU64::new(0),
            }),
        }
    }

    /// How many calls front ends have made into the referee ([`Referee::handle`] and the other
    /// entry points, and each use of a service): one per input.
    #[must_use]
    pub fn calls(&self) -> u64 {
        self.core.calls.load(Ordering::Relaxed)
    }

    /// Limit how fast each person may send inputs in each channel (the Discord front end does,
    /// with its configured limits). Set once; a second call is ignored.
    pub fn set_flood_guard(&self, guard: FloodGuard) {
        let _ = self.core.guard.set(guard);
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
        self.core.calls.fetch_add(1, Ordering::Relaxed);
        let services = &self.core.services;
        let base = services.base();
        let gate = base.gate().await;
        let mut response = if *gate {
            Response::one(Reply::refused(Msg::new("restarting")))
        } else {
            let name = command.name();
            let mut cx = Cx::new(services, self.core.guard.get(), place, actor);
            let result = if command.gated() {
                match cx.admit() {
                    Ok(()) => command.run(&mut cx).await,
                    Err(e) => Err(e),
                }
            } else {
                command.run(&mut cx).await
            };
            // The game as the command leaves it, unless its answer carries it already.
            let game = match &result {
                Ok(r) if r.game.is_some() => None,
                _ => cx.game(),
            };
            // The channel's lock goes here, before anything is painted.
            drop(cx);
            let mut response = Response::concluded(name, place.channel, result);
            response.game = response.game.take().or(game);
            response
        };
        drop(gate);
        link_game(services, &mut response).await;
        base.paint(&mut response.replies).await;
        response.lang = services.settings().language(place.guild).await;
        arm(services, place.channel, &mut response);
        response
    }

    /// Everything the clock has made due (deadlines, tournaments, daily puzzles), settled.
    /// One loop in the front end calls it every second.
    pub async fn tick(&self) -> Vec<Notice> {
        let services = &self.core.services;
        let mut notices = services.deadlines().tick().await;
        for notice in &mut notices {
            match notice {
                Notice::Post {
                    channel, replies, ..
                } => receipts(services, *channel, replies),
                Notice::ChallengeExpired { channel, reply, .. } => {
                    receipts(services, *channel, std::slice::from_mut(reply));
                }
            }
        }
        notices
    }

    /// At start-up: what a crash left unannounced, channel by channel, in order (each reply
    /// with its receipt).
    ///
    /// # Errors
    /// When the store cannot be read.
    pub async fn left_over(&self) -> anyhow::Result<Vec<(ChannelId, Response)>> {
        let services = &self.core.services;
        let mut out = services.outbox().outbox().await?;
        for (channel, response) in &mut out {
            arm(services, *channel, response);
        }
        Ok(out)
    }

    /// At start-up: every stored game where the bot is to move gets its move.
    ///
    /// # Errors
    /// When the store cannot list the ongoing games.
    pub async fn resume(&self) -> anyhow::Result<Vec<(ChannelId, Response)>> {
        let services = &self.core.services;
        let mut out = services.bots().resume().await?;
        for (channel, response) in &mut out {
            arm(services, *channel, response);
        }
        Ok(out)
    }

    /// Start a game between two seats directly (the terminal's two players); the bot's turn
    /// follows when it has White.
    pub async fn start_game(
        &self,
        channel: ChannelId,
        variant: Option<Variant>,
        white: Seat,
        black: Seat,
    ) -> Response {
        let variant = variant.unwrap_or(self.core.services.base().config().default_variant);
        self.resume_game(channel, &Game::new(variant), white, black)
            .await
    }

    /// A game taken up again from its moves ([`Channels::resume_game`]).
    pub async fn resume_game(
        &self,
        channel: ChannelId,
        game: &Game,
        white: Seat,
        black: Seat,
    ) -> Response {
        self.core.calls.fetch_add(1, Ordering::Relaxed);
        let services = &self.core.services;
        let mut response = services
            .channels()
            .resume_game(channel, game, white, black)
            .await;
        arm(services, channel, &mut response);
        response
    }

    /// Stop taking commands and wait for in-flight ones to commit (every change was durable
    /// when it returned).
    ///
    /// # Errors
    /// None today; kept for a store that needs a final flush.
    pub async fn close(&self) -> anyhow::Result<()> {
        self.core.services.base().close().await;
        Ok(())
    }
}

/// An answer made whole before it leaves: each reply that announces something or shows a
/// challenge gets its receipt, and the bot's turn is armed with its move (it thinks when the
/// front end plays it, off the runtime and without the channel's lock; its answer comes armed
/// the same way).
fn arm(services: &Services, channel: ChannelId, response: &mut Response) {
    receipts(services, channel, &mut response.replies);
    if let Some(turn) = response.bot_turn.take() {
        let services = services.clone();
        response.bot_turn = Some(turn.armed(Box::pin(async move {
            let mut moved = services.bots().bot_move(channel).await;
            link_game(&services, &mut moved).await;
            arm(&services, channel, &mut moved);
            moved
        })));
    }
}

/// Receipts for the replies of `channel` that announce something or show a challenge.
fn receipts(services: &Services, channel: ChannelId, replies: &mut [Reply]) {
    for reply in replies
        .iter_mut()
        .filter(|r| r.announces.is_some() || r.challenge_buttons)
    {
        let services = services.clone();
        let (seq, challenge) = (reply.announces, reply.challenge_buttons);
        reply.receipt = Some(Receipt::new(move |message| {
            let services = services.clone();
            Box::pin(async move {
                if let (true, Some(message)) = (challenge, message) {
                    services
                        .deadlines()
                        .challenge_posted(channel, message)
                        .await;
                }
                if let Some(seq) = seq {
                    services.outbox().announced(channel, seq).await;
                }
            })
        }));
    }
}
