//! A [`Table`] is one channel's game while a command holds its lock: the turn checks, the
//! commit through the store, and the answer (lines, where the game stands, the board, the
//! bot's turn). Every path that changes a game — a player's command, the bot's move, a
//! deadline — commits and answers through it.

use damero_rules::{Color, Game, Outcome, Variant};
use damero_storage::{Challenge, ChannelState, GameRecord, NewGame, Seat, Status, StoreError};
use std::sync::Arc;

use tokio::sync::OwnedMutexGuard;

use super::answer::{refuse, BotTurn, Res, Response};
use super::base::Base;
use super::events::Event as Change;
use super::input::{Actor, ChannelId, GuildId, Reply, Taps, View};
use super::say;
use crate::i18n::Msg;

/// One channel's state in the cache: loaded from the store on first use.
#[derive(Debug, Clone)]
pub struct Slot {
    loaded: bool,
    guild: Option<GuildId>,
    state: ChannelState,
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

    /// Read the channel's state and last game from the store, once.
    async fn ensure_loaded(&mut self, base: &Base, channel: ChannelId) -> Res<()> {
        if self.loaded {
            return Ok(());
        }
        let (state, last) = base
            .store(move |store| {
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
            .await?;
        self.game = match last {
            Some(record) => {
                let game = record.replay()?;
                Some((record, game))
            }
            None => None,
        };
        self.state = state;
        self.loaded = true;
        Ok(())
    }
}

/// One channel, locked, its state loaded.
#[derive(Debug)]
pub struct Table {
    base: Base,
    channel: ChannelId,
    slot: OwnedMutexGuard<Slot>,
    /// The channel's newest announcement after the last change made here (0: none yet),
    /// taken by the reply that shows it.
    announced: std::sync::atomic::AtomicU64,
}

impl Table {
    /// The channel's table from its locked slot (`guild`: the server an input says it is in),
    /// its state read from the store on first use.
    ///
    /// # Errors
    /// When the store cannot be read.
    pub async fn open(
        base: Base,
        channel: ChannelId,
        slot: Arc<tokio::sync::Mutex<Slot>>,
        guild: Option<GuildId>,
    ) -> Res<Table> {
        let mut slot = slot.lock_owned().await;
        if guild.is_some() {
            slot.guild = guild;
        }
        slot.ensure_loaded(&base, channel).await?;
        Ok(Table {
            base,
            channel,
            slot,
            announced: std::sync::atomic::AtomicU64::new(0),
        })
    }

    /// The channel.
    #[must_use]
    pub fn channel(&self) -> ChannelId {
        self.channel
    }

    /// The channel's server, if an input from it said so.
    #[must_use]
    pub fn guild(&self) -> Option<GuildId> {
        self.slot.guild
    }

    /// The channel's current game, or its last finished one.
    #[must_use]
    pub fn game(&self) -> Option<&(GameRecord, Game)> {
        self.slot.game.as_ref()
    }

    /// The challenge waiting in the channel, if any.
    #[must_use]
    pub fn challenge(&self) -> Option<&Challenge> {
        self.slot.challenge()
    }

    /// The game being played, or why there is none.
    ///
    /// # Errors
    /// No game, or the game is over (the refusal names the result).
    pub fn running(&self) -> Res<(&GameRecord, &Game)> {
        let bot = self.base.bot_name();
        match &self.slot.game {
            Some((r, g)) if g.outcome().is_none() && r.status == Status::Ongoing => Ok((r, g)),
            Some((r, g)) => match g.outcome() {
                Some(o) => refuse(Msg::new("game-over").arg(
                    "outcome",
                    say::outcome(o, g.variant(), |c| say::name_of(r.player(c), bot)),
                )),
                None => refuse(Msg::new("no-game")),
            },
            None => refuse(Msg::new("no-game")),
        }
    }

    /// Refuse when a game is being played here.
    ///
    /// # Errors
    /// `game-running`.
    pub fn ensure_free(&self) -> Res<()> {
        if matches!(self.slot.state, ChannelState::Game(_)) {
            return refuse(Msg::new("game-running"));
        }
        Ok(())
    }

    /// Refuse when a challenge that has not lapsed waits here.
    ///
    /// # Errors
    /// `challenge-waiting`.
    pub fn refuse_pending(&self) -> Res<()> {
        if let Some(c) = self.slot.challenge() {
            if c.expires_ms >= self.base.now() {
                return refuse(
                    Msg::new("challenge-waiting")
                        .arg("challenger", c.challenger.name.clone())
                        .arg("challenged", c.challenged.name.clone()),
                );
            }
        }
        Ok(())
    }

    /// The side to move, if `actor` may move now.
    ///
    /// # Errors
    /// Not a player, or not their turn.
    pub fn your_turn(&self, actor: &Actor) -> Res<Color> {
        let (record, game) = self.running()?;
        let Some(color) = actor.color_in(record) else {
            return refuse(Msg::new("not-a-player"));
        };
        if color != game.turn() && !actor.has_both_seats(record) {
            return refuse(
                Msg::new("not-your-turn").arg("player", self.player(record, game.turn())),
            );
        }
        Ok(game.turn())
    }

    /// A player named for a reply.
    #[must_use]
    pub fn player(&self, record: &GameRecord, color: Color) -> Msg {
        say::player(record, color, self.base.bot_name())
    }

    /// Set the channel's state without a game change (a challenge posted or removed).
    pub fn set_state(&mut self, state: ChannelState) {
        let was = std::mem::replace(&mut self.slot.state, state);
        challenge_news(&self.base, self.channel, &was, &self.slot.state);
    }

    /// Run a change against the store off the runtime (durable when it returns).
    ///
    /// # Errors
    /// The store's refusal or failure.
    pub async fn store<T: Send + 'static>(
        &self,
        change: impl FnOnce(&dyn damero_storage::Store) -> Result<T, StoreError> + Send + 'static,
    ) -> Res<T> {
        let channel = damero_storage::ChannelId(self.channel);
        let (out, last) = self
            .base
            .store(move |s| {
                let out = change(s)?;
                Ok((out, s.last_announcement(channel)?))
            })
            .await?;
        self.announced
            .store(last, std::sync::atomic::Ordering::Relaxed);
        Ok(out)
    }

    /// The announcement of the last change made here, for the reply that shows it.
    #[must_use]
    pub fn take_announced(&self) -> Option<u64> {
        match self.announced.swap(0, std::sync::atomic::Ordering::Relaxed) {
            0 => None,
            seq => Some(seq),
        }
    }

    /// Start a game in the channel from the position `start_fen` (`None`: the variant's start;
    /// a set-up position only for the terminal's `--resume`) and answer with its first board.
    ///
    /// # Errors
    /// The store's refusal (a game already running, a FEN that is no position of the variant)
    /// or failure.
    pub async fn start(
        &mut self,
        variant: Variant,
        start_fen: Option<String>,
        (white, black): (Seat, Seat),
        move_time_ms: Option<u64>,
    ) -> Res<Response> {
        let level = match (&white, &black) {
            (Seat::Bot { level }, _) | (_, Seat::Bot { level }) => Some(*level),
            _ => None,
        };
        let new = NewGame {
            channel: damero_storage::ChannelId(self.channel),
            guild: self.slot.guild.map(damero_storage::GuildId),
            variant,
            start_fen,
            white,
            black,
            now_ms: self.base.now(),
            move_time_ms,
        };
        let record = self.store(move |s| s.start_game(&new)).await?;
        let game = record.replay()?;
        self.answer(record, game, |t, record, _| {
            let mut lines = vec![Msg::new("game-begins")
                .arg("variant", say::variant(variant))
                .arg("white", t.player(record, Color::White))
                .arg("black", t.player(record, Color::Black))];
            if let Some(level) = level {
                lines.push(Msg::new("bot-level").arg("level", level));
            }
            lines
        })
    }

    /// Store the game after one more move or huff (refused if the stored game moved on), and
    /// answer with `lines`, where the game stands and the board.
    ///
    /// # Errors
    /// No running game, or the store's refusal or failure.
    pub async fn commit(
        &mut self,
        game: Game,
        lines: impl FnOnce(&Self, &GameRecord, &Game) -> Vec<Msg>,
    ) -> Res<Response> {
        self.commit_quietly(game).await?;
        match self.slot.game.clone() {
            Some((record, game)) => self.answer(record, game, lines),
            None => Err(anyhow::anyhow!("the committed game was not kept").into()),
        }
    }

    /// Store the game after one more move or huff and keep it, without an answer (the bot's
    /// huff before its move).
    ///
    /// # Errors
    /// No running game, or the store's refusal or failure.
    pub async fn commit_quietly(&mut self, game: Game) -> Res<()> {
        let version = self.running()?.0.version;
        let stored = game.clone();
        let now = self.base.now();
        let channel = self.channel;
        let record = self
            .store(move |s| {
                s.commit_move(damero_storage::ChannelId(channel), version, &stored, now)
            })
            .await?;
        self.set_game(record, game);
        self.base.events().publish(&Change::Moved { channel });
        Ok(())
    }

    /// End the game with a result the board does not show (resignation, agreement).
    ///
    /// # Errors
    /// No running game, or the store's refusal or failure.
    pub async fn commit_result(&mut self, game: Game, outcome: Outcome) -> Res<Response> {
        let version = self.running()?.0.version;
        let now = self.base.now();
        let channel = self.channel;
        let record = self
            .store(move |s| {
                s.record_result(damero_storage::ChannelId(channel), version, outcome, now)
            })
            .await?;
        self.answer(record, game, |_, _, _| Vec::new())
    }

    /// End the game with a stored result that is no game outcome (an abort, a loss on time),
    /// answering with `lines`.
    ///
    /// # Errors
    /// No running game, or the store's refusal or failure.
    pub async fn finish(
        &mut self,
        result: damero_storage::ResultRecord,
        lines: Vec<Msg>,
    ) -> Res<Response> {
        // The ongoing game even when its rules say it is over but the store does not yet (a
        // deadline settles the stored state).
        let (record, game) = match (&self.slot.state, &self.slot.game) {
            (ChannelState::Game(_), Some((r, g))) => (r, g),
            _ => return refuse(Msg::new("no-game")),
        };
        let version = record.version;
        let game = game.clone();
        let now = self.base.now();
        let channel = self.channel;
        let record = self
            .store(move |s| s.finish_game(damero_storage::ChannelId(channel), version, result, now))
            .await?;
        self.answer(record, game, |_, _, _| lines)
    }

    /// Answer with `lines`, then where the game stands, and the board; the bot's turn follows
    /// when it is to move. Keeps the game as the channel's.
    ///
    /// # Errors
    /// None today (kept for the answer's own failures).
    pub fn answer(
        &mut self,
        record: GameRecord,
        game: Game,
        lines: impl FnOnce(&Self, &GameRecord, &Game) -> Vec<Msg>,
    ) -> Res<Response> {
        let base = &self.base;
        let mut text = lines(self, &record, &game);
        text.extend(say::status(&record, &game, base.bot_name(), base.now()));
        // Every path that finishes a rated game (moves, resignation, agreement, time) comes
        // through here with the record the store returned: it carries both rating changes.
        text.extend(say::rating_changes(&record, base.bot_name()));
        let view = View::of(&record, &game);
        let taps = Taps::of(&record, &game).map(Box::new);
        let bot_to_move = game.outcome().is_none() && record.bot_to_move();
        let channel = record.channel.0;
        if record.status == Status::Finished {
            base.events().publish(&Change::GameEnded { channel });
        }
        let snapshot = Box::new((record.clone(), game.clone()));
        self.set_game(record, game);
        let mut reply = Reply::done(text);
        reply.view = Some(Box::new(view));
        reply.taps = taps;
        reply.announces = self.take_announced();
        Ok(Response {
            replies: vec![reply],
            bot_turn: bot_to_move.then(|| BotTurn::due(channel)),
            game: Some(snapshot),
            ..Response::default()
        })
    }

    /// After a stored game change: the channel's state and cached game. A finished game lets
    /// the opponent forget its search tables.
    pub fn set_game(&mut self, record: GameRecord, game: Game) {
        let was = matches!(self.slot.state, ChannelState::Game(_));
        let is = record.status == Status::Ongoing;
        if was != is {
            crate::metrics::game_in_progress(is);
        }
        let state = if is {
            ChannelState::Game(record.clone())
        } else {
            self.base.forget(record.channel.0);
            ChannelState::Free
        };
        let was = std::mem::replace(&mut self.slot.state, state);
        challenge_news(&self.base, self.channel, &was, &self.slot.state);
        self.slot.game = Some((record, game));
    }
}

/// A challenge that appeared or went from a channel's state, told as an event.
fn challenge_news(base: &Base, channel: ChannelId, was: &ChannelState, is: &ChannelState) {
    let challenge = |s: &ChannelState| matches!(s, ChannelState::Challenge(_));
    match (challenge(was), challenge(is)) {
        (false, true) => base.events().publish(&Change::ChallengePosted { channel }),
        (true, false) => base.events().publish(&Change::ChallengeClosed { channel }),
        _ => {}
    }
}
