//! The commands that change or show a channel's game: challenge, accept, decline, play, move,
//! board, moves, resign, draw, huff, PDN. Each checks, applies to a copy, commits through the
//! store, then answers.

use damero_rules::notation::{move_text, square_name};
use damero_rules::{Color, Event, Game, GameError, Outcome, Variant};

use super::{
    game_refusal, now_ms, refuse, seat, Challenge, ChannelId, ChannelState, ColorChoice, Fail,
    GameRecord, NewGame, Player, Referee, Reply, Res, Response, Seat, Slot, UserId,
};

impl Referee {
    pub(super) async fn challenge(
        &self,
        channel: ChannelId,
        slot: &mut Slot,
        actor: &Player,
        opponent: Player,
        variant: Option<String>,
        color: Option<String>,
    ) -> Res<Response> {
        Self::ensure_free(slot)?;
        if let Some(c) = slot.challenge() {
            if c.expires_ms >= now_ms() {
                return refuse(format!(
                    "A challenge is already waiting here: {} challenged {}.",
                    c.challenger.name, c.challenged.name
                ));
            }
        }
        if opponent.id == actor.id {
            return refuse("You cannot challenge yourself — try /play for a game against me.");
        }
        let variant = self.parse_variant(variant.as_deref())?;
        let choice = match color.as_deref().map(|c| c.trim().to_lowercase()).as_deref() {
            None | Some("random") => ColorChoice::Random,
            Some("white") => ColorChoice::White,
            Some("black") => ColorChoice::Black,
            Some(c) => {
                return refuse(format!(
                    "'{c}' is not a colour: pick white, black or random."
                ))
            }
        };
        let timeout = self.inner.config.challenge_timeout;
        let now = now_ms();
        let challenge = Challenge {
            channel: damero_storage::ChannelId(channel),
            challenger: actor.human(),
            challenged: opponent.human(),
            variant,
            color: choice,
            created_ms: now,
            expires_ms: now + u64::try_from(timeout.as_millis()).unwrap_or(u64::MAX),
        };
        let expired = slot.challenge().is_some();
        let stored = challenge.clone();
        self.store(slot, move |s| {
            if expired {
                s.remove_challenge(stored.channel)?;
            }
            s.create_challenge(&stored)
        })
        .await?;
        slot.state = ChannelState::Challenge(challenge);
        let minutes = timeout.as_secs().div_ceil(60);
        let plays = match choice {
            ColorChoice::Random => "colours drawn at random".to_string(),
            ColorChoice::White => format!("{} plays white", actor.name),
            ColorChoice::Black => format!("{} plays black", actor.name),
        };
        let mut reply = Reply::done(format!(
            "{} challenges {} to a game of {} ({plays}). {}: accept or decline within {minutes} minute{}.",
            actor.name,
            opponent.name,
            variant.rules().title,
            opponent.name,
            if minutes == 1 { "" } else { "s" }
        ));
        reply.challenge_buttons = true;
        Ok(Response::one(reply))
    }

    pub(super) async fn accept(
        &self,
        channel: ChannelId,
        slot: &mut Slot,
        actor: &Player,
    ) -> Res<Response> {
        let Some(c) = slot.challenge().cloned() else {
            return refuse("There is no challenge here to accept.");
        };
        if c.challenged.id.0 != actor.id {
            return refuse(format!(
                "Only {} can accept this challenge.",
                c.challenged.name
            ));
        }
        if c.expires_ms < now_ms() {
            let ch = c.channel;
            self.store(slot, move |s| s.remove_challenge(ch)).await?;
            slot.state = ChannelState::Free;
            return refuse("That challenge has expired. Send a new one with /challenge.");
        }
        let challenger_white = match c.color {
            ColorChoice::White => true,
            ColorChoice::Black => false,
            ColorChoice::Random => rand::random::<bool>(),
        };
        let (white, black) = if challenger_white {
            (c.challenger, c.challenged)
        } else {
            (c.challenged, c.challenger)
        };
        self.start(channel, slot, c.variant, white.into(), black.into())
            .await
    }

    pub(super) async fn start(
        &self,
        channel: ChannelId,
        slot: &mut Slot,
        variant: Variant,
        white: Seat,
        black: Seat,
    ) -> Res<Response> {
        let new = NewGame {
            channel: damero_storage::ChannelId(channel),
            variant,
            start_fen: None,
            white,
            black,
            now_ms: now_ms(),
        };
        let record = self.store(slot, move |s| s.start_game(&new)).await?;
        let game = record.replay()?;
        self.answer(slot, record, game, |r, record, game| {
            format!(
                "A game of {} begins: {} vs {}. {}",
                variant.rules().title,
                r.who(record, Color::White),
                r.who(record, Color::Black),
                r.status_line(record, game)
            )
        })
    }

    pub(super) async fn decline(
        &self,
        _channel: ChannelId,
        slot: &mut Slot,
        actor: &Player,
    ) -> Res<Response> {
        let Some(c) = slot.challenge().cloned() else {
            return refuse("There is no challenge here to decline.");
        };
        let line = if c.challenged.id.0 == actor.id {
            format!("{} declined the challenge.", actor.name)
        } else if c.challenger.id.0 == actor.id {
            format!("{} withdrew the challenge.", actor.name)
        } else {
            return refuse(format!(
                "Only {} can decline this challenge.",
                c.challenged.name
            ));
        };
        let ch = c.channel;
        self.store(slot, move |s| s.remove_challenge(ch)).await?;
        slot.state = ChannelState::Free;
        Ok(Response::one(Reply::done(line)))
    }

    pub(super) async fn play_bot(
        &self,
        channel: ChannelId,
        slot: &mut Slot,
        actor: &Player,
        variant: Option<String>,
        level: Option<String>,
        color: Option<String>,
    ) -> Res<Response> {
        Self::ensure_free(slot)?;
        let variant = self.parse_variant(variant.as_deref())?;
        let level = match level.as_deref().map(str::trim) {
            None | Some("") => self.inner.config.default_level,
            Some(l) => match l.parse::<u8>() {
                Ok(n) if (1..=10).contains(&n) => n,
                _ => return refuse(format!("'{l}' is not a level: pick a number from 1 to 10.")),
            },
        };
        let human = match color.as_deref().map(|c| c.trim().to_lowercase()).as_deref() {
            None => variant.rules().first,
            Some("white") => Color::White,
            Some("black") => Color::Black,
            Some("random") => {
                if rand::random::<bool>() {
                    Color::White
                } else {
                    Color::Black
                }
            }
            Some(c) => {
                return refuse(format!(
                    "'{c}' is not a colour: pick white, black or random."
                ))
            }
        };
        if let Some(c) = slot.challenge() {
            if c.expires_ms >= now_ms() {
                return refuse(format!(
                    "A challenge is already waiting here: {} challenged {}.",
                    c.challenger.name, c.challenged.name
                ));
            }
            let ch = c.channel;
            self.store(slot, move |s| s.remove_challenge(ch)).await?;
            slot.state = ChannelState::Free;
        }
        let me = actor.seat();
        let bot = Seat::Bot { level };
        let (white, black) = match human {
            Color::White => (me, bot),
            Color::Black => (bot, me),
        };
        self.start(channel, slot, variant, white, black).await
    }

    pub(super) async fn make_move(
        &self,
        channel: ChannelId,
        slot: &mut Slot,
        actor: &Player,
        text: &str,
    ) -> Res<Response> {
        let (record, game) = Self::running(slot)?;
        let Some(color) = Self::color_of(record, actor) else {
            return refuse("You are not a player in this game.");
        };
        if color != game.turn() {
            return refuse(format!(
                "It is not your turn — {} is to move.",
                self.who(record, game.turn())
            ));
        }
        let detail = game
            .resolve(text)
            .map_err(|e| Fail::Refuse(game_refusal(&e)))?;
        let mut next = game.clone();
        next.play(detail.clone())
            .map_err(|e| Fail::Refuse(game_refusal(&e)))?;
        self.commit_game(channel, slot, next, |s, r, g| {
            s.move_line(r, g, color, &detail)
        })
        .await
    }

    /// Store the game after one more move or huff, and answer with a line and the board.
    pub(super) async fn commit_game(
        &self,
        channel: ChannelId,
        slot: &mut Slot,
        game: Game,
        line: impl FnOnce(&Self, &GameRecord, &Game) -> String,
    ) -> Res<Response> {
        let version = Self::running(slot)?.0.version;
        let record = self.store_game(slot, channel, version, &game).await?;
        self.answer(slot, record, game, line)
    }

    pub(super) fn answer(
        &self,
        slot: &mut Slot,
        record: GameRecord,
        game: Game,
        line: impl FnOnce(&Self, &GameRecord, &Game) -> String,
    ) -> Res<Response> {
        let text = line(self, &record, &game);
        let board = self.board(&game)?;
        let bot_to_move = game.outcome().is_none() && record.bot_to_move();
        Self::set_game(slot, record, game);
        let mut reply = Reply::done(text);
        reply.board = Some(board);
        Ok(Response {
            replies: vec![reply],
            bot_to_move,
        })
    }

    /// End the game with a result the board does not show (resignation, agreement).
    pub(super) async fn commit_result(
        &self,
        channel: ChannelId,
        slot: &mut Slot,
        game: Game,
        outcome: Outcome,
    ) -> Res<Response> {
        let version = Self::running(slot)?.0.version;
        let record = self
            .store(slot, move |s| {
                s.record_result(
                    damero_storage::ChannelId(channel),
                    version,
                    outcome,
                    now_ms(),
                )
            })
            .await?;
        self.answer(slot, record, game, |s, r, g| s.status_line(r, g))
    }

    pub(super) fn show_board(&self, slot: &Slot) -> Res<Response> {
        let Some((record, game)) = &slot.game else {
            return refuse("There is no game in this channel. Start one with /challenge or /play.");
        };
        let rules = game.variant().rules();
        let mut text = format!(
            "{}: {} vs {}. {}",
            rules.title,
            self.who(record, Color::White),
            self.who(record, Color::Black),
            self.status_line(record, game)
        );
        if let Some(Event::Move { color, detail }) = game
            .events()
            .iter()
            .rev()
            .find(|e| matches!(e, Event::Move { .. }))
        {
            text.push_str(&format!(
                " Last move: {} by {}.",
                move_text(rules, detail, rules.default_notation()),
                self.who(record, *color)
            ));
        }
        let mut reply = Reply::done(text);
        reply.board = Some(self.board(game)?);
        Ok(Response::one(reply))
    }

    pub(super) fn list_moves(&self, slot: &Slot) -> Res<Response> {
        let (record, game) = Self::running(slot)?;
        let rules = game.variant().rules();
        let moves: Vec<String> = game
            .position()
            .details(false)
            .iter()
            .map(|d| move_text(rules, d, rules.default_notation()))
            .collect();
        let mut reply = Reply::done(format!(
            "Legal moves for {}: {}.",
            self.who(record, game.turn()),
            moves.join(", ")
        ));
        reply.ephemeral = true;
        Ok(Response::one(reply))
    }

    pub(super) async fn resign(
        &self,
        channel: ChannelId,
        slot: &mut Slot,
        actor: &Player,
    ) -> Res<Response> {
        let (record, game) = Self::running(slot)?;
        // Two people at one keyboard share a front end: the side to move resigns.
        let color = match (
            Self::color_of(record, actor),
            Self::both_seats_are(record, actor),
        ) {
            (_, true) => game.turn(),
            (Some(c), false) => c,
            (None, false) => return refuse("You are not a player in this game."),
        };
        let mut next = game.clone();
        let outcome = next
            .resign(color)
            .map_err(|e| Fail::Refuse(game_refusal(&e)))?;
        self.commit_result(channel, slot, next, outcome).await
    }

    pub(super) fn both_seats_are(record: &GameRecord, actor: &Player) -> bool {
        record.white.user() == Some(UserId(actor.id))
            && record.black.user() == Some(UserId(actor.id))
    }

    pub(super) async fn draw(
        &self,
        channel: ChannelId,
        slot: &mut Slot,
        actor: &Player,
    ) -> Res<Response> {
        let (record, game) = Self::running(slot)?;
        let Some(color) = Self::color_of(record, actor) else {
            return refuse("You are not a player in this game.");
        };
        let offer = record.draw_offer;
        if offer == Some(color.opposite()) {
            let mut next = game.clone();
            let outcome = next
                .agree_draw()
                .map_err(|e| Fail::Refuse(game_refusal(&e)))?;
            return self.commit_result(channel, slot, next, outcome).await;
        }
        if offer == Some(color) {
            return refuse("You have already offered a draw; it stands until the next move.");
        }
        if seat(record, color.opposite()).is_bot() {
            // The bot weighs the offer on a blocking thread (a short search).
            let opponent = self.inner.opponent.clone();
            let thinking = game.clone();
            let bot = color.opposite();
            let accepts = tokio::task::spawn_blocking(move || opponent.accept_draw(&thinking, bot))
                .await
                .map_err(|e| anyhow::anyhow!("engine task: {e}"))?;
            if !accepts {
                return Ok(Response::one(Reply::done(format!(
                    "{} declines the draw — let's play on.",
                    self.inner.config.bot_name
                ))));
            }
            let mut next = game.clone();
            let outcome = next
                .agree_draw()
                .map_err(|e| Fail::Refuse(game_refusal(&e)))?;
            return self.commit_result(channel, slot, next, outcome).await;
        }
        let line = format!(
            "{} offers a draw. {}: /draw to accept, or just play on.",
            self.who(record, color),
            self.name_of(seat(record, color.opposite()))
        );
        let version = record.version;
        let game = game.clone();
        let new_record = self
            .store(slot, move |s| {
                s.set_draw_offer(
                    damero_storage::ChannelId(channel),
                    version,
                    Some(color),
                    now_ms(),
                )
            })
            .await?;
        Self::set_game(slot, new_record, game);
        Ok(Response::one(Reply::done(line)))
    }

    pub(super) async fn huff(
        &self,
        channel: ChannelId,
        slot: &mut Slot,
        actor: &Player,
        square: &str,
    ) -> Res<Response> {
        let (record, game) = Self::running(slot)?;
        if !game.variant().is_huff() {
            return refuse(game_refusal(&GameError::NotHuffGame));
        }
        let Some(color) = Self::color_of(record, actor) else {
            return refuse("You are not a player in this game.");
        };
        if color != game.turn() {
            return refuse(format!(
                "It is not your turn — {} is to move.",
                self.who(record, game.turn())
            ));
        }
        let mut next = game.clone();
        let sq = next
            .huff_text(square)
            .map_err(|e| Fail::Refuse(game_refusal(&e)))?;
        let rules = next.variant().rules();
        let name = square_name(rules, sq, rules.default_notation());
        self.commit_game(channel, slot, next, |s, r, g| {
            format!(
                "{} huffed the piece on {name}. {}",
                s.who(r, color),
                s.status_line(r, g)
            )
        })
        .await
    }

    pub(super) fn pdn(&self, _channel: ChannelId, slot: &Slot) -> Res<Response> {
        let Some((record, game)) = &slot.game else {
            return refuse("No game has been played in this channel yet.");
        };
        let tags = damero_rules::pdn::Tags {
            event: Some("Damero game".into()),
            site: Some(format!("Discord channel {}", record.channel)),
            date: None,
            white: Some(self.name_of(&record.white)),
            black: Some(self.name_of(&record.black)),
        };
        let text = damero_rules::pdn::export(game, &tags);
        let mut reply = Reply::done(if game.outcome().is_some() {
            "The last game here, as PDN."
        } else {
            "The game so far, as PDN."
        });
        reply.file = Some(("damero.pdn".into(), text.into_bytes()));
        Ok(Response::one(reply))
    }
}
