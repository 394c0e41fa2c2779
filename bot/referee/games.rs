//! The commands that change or show a channel's game: challenge, accept, decline, play, move,
//! board, moves, resign, draw, huff, PDN. Each checks, applies to a copy, commits through the
//! store, then answers with catalogue messages.

use damero_engine::Level;
use damero_rules::notation::{move_text, square_name};
use damero_rules::{Color, Event, Game, Outcome, Variant};

use super::{
    refuse, say, Actor, Challenge, ChannelId, ChannelState, ColorChoice, Fail, GameRecord, NewGame,
    Referee, Reply, Res, Response, Seat, Slot, UserId,
};
use crate::i18n::{Arg, Msg};

fn human(a: &Actor) -> damero_storage::Human {
    damero_storage::Human {
        id: UserId(a.id),
        name: a.name.clone(),
    }
}

impl Referee {
    fn refuse_pending(&self, slot: &Slot) -> Res<()> {
        if let Some(c) = slot.challenge() {
            if c.expires_ms >= self.now() {
                return refuse(
                    Msg::new("challenge-waiting")
                        .arg("challenger", c.challenger.name.clone())
                        .arg("challenged", c.challenged.name.clone()),
                );
            }
        }
        Ok(())
    }

    pub(super) async fn challenge(
        &self,
        slot: &mut Slot,
        actor: &Actor,
        opponent: Actor,
        (variant, choice, time): (Option<Variant>, ColorChoice, Option<std::time::Duration>),
        channel: ChannelId,
    ) -> Res<Response> {
        Self::ensure_free(slot)?;
        self.refuse_pending(slot)?;
        if opponent.id == actor.id {
            return refuse(Msg::new("challenge-self"));
        }
        let settings = self.server_settings(slot.guild).await;
        let variant = variant.unwrap_or_else(|| self.default_variant(&settings));
        let move_time = self.move_time(&settings, time);
        let timeout = self.inner.config.challenge_timeout;
        let now = self.now();
        let challenge = Challenge {
            channel: damero_storage::ChannelId(channel),
            challenger: human(actor),
            challenged: human(&opponent),
            variant,
            color: choice,
            created_ms: now,
            expires_ms: now + u64::try_from(timeout.as_millis()).unwrap_or(u64::MAX),
            move_time_ms: move_time,
            message: None,
            guild: slot.guild.map(damero_storage::GuildId),
        };
        let expired = slot.challenge().is_some();
        let stored = challenge.clone();
        self.store(move |s| {
            if expired {
                s.remove_challenge(stored.channel)?;
            }
            s.create_challenge(&stored)
        })
        .await?;
        slot.state = ChannelState::Challenge(challenge);
        let colors = match choice {
            ColorChoice::Random => Msg::new("challenge-colors-random"),
            ColorChoice::White => {
                Msg::new("challenge-colors-white").arg("name", actor.name.clone())
            }
            ColorChoice::Black => {
                Msg::new("challenge-colors-black").arg("name", actor.name.clone())
            }
        };
        let mut reply = Reply::done(vec![Msg::new("challenge-posted")
            .arg("challenger", actor.name.clone())
            .arg("challenged", opponent.name.clone())
            .arg("variant", say::variant(variant))
            .arg("colors", colors)
            .arg("minutes", timeout.as_secs().div_ceil(60))]);
        if let Some(ms) = move_time {
            reply
                .lines
                .push(Msg::new("challenge-move-time").arg("time", super::time::duration_msg(ms)));
        }
        reply.challenge_buttons = true;
        Ok(Response::one(reply))
    }

    pub(super) async fn accept(
        &self,
        channel: ChannelId,
        slot: &mut Slot,
        actor: &Actor,
    ) -> Res<Response> {
        let Some(c) = slot.challenge().cloned() else {
            return refuse(Msg::new("challenge-none-to-accept"));
        };
        if c.challenged.id.0 != actor.id {
            return refuse(Msg::new("challenge-only-accept").arg("name", c.challenged.name));
        }
        if c.expires_ms < self.now() {
            let ch = c.channel;
            self.store(move |s| s.remove_challenge(ch)).await?;
            slot.state = ChannelState::Free;
            return refuse(Msg::new("challenge-expired"));
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
        self.start(
            channel,
            slot,
            c.variant,
            (white.into(), black.into()),
            c.move_time_ms,
        )
        .await
    }

    pub(super) async fn start(
        &self,
        channel: ChannelId,
        slot: &mut Slot,
        variant: Variant,
        (white, black): (Seat, Seat),
        move_time_ms: Option<u64>,
    ) -> Res<Response> {
        let level = match (&white, &black) {
            (Seat::Bot { level }, _) | (_, Seat::Bot { level }) => Some(*level),
            _ => None,
        };
        let new = NewGame {
            channel: damero_storage::ChannelId(channel),
            guild: slot.guild.map(damero_storage::GuildId),
            variant,
            start_fen: None,
            white,
            black,
            now_ms: self.now(),
            move_time_ms,
        };
        let record = self.store(move |s| s.start_game(&new)).await?;
        let game = record.replay()?;
        self.answer(slot, record, game, |s, record, _| {
            let mut lines = vec![Msg::new("game-begins")
                .arg("variant", say::variant(variant))
                .arg("white", s.player(record, Color::White))
                .arg("black", s.player(record, Color::Black))];
            if let Some(level) = level {
                lines.push(Msg::new("bot-level").arg("level", level));
            }
            lines
        })
    }

    pub(super) async fn decline(&self, slot: &mut Slot, actor: &Actor) -> Res<Response> {
        let Some(c) = slot.challenge().cloned() else {
            return refuse(Msg::new("challenge-none-to-decline"));
        };
        let line = if c.challenged.id.0 == actor.id {
            Msg::new("challenge-declined").arg("name", actor.name.clone())
        } else if c.challenger.id.0 == actor.id {
            Msg::new("challenge-withdrawn").arg("name", actor.name.clone())
        } else {
            return refuse(Msg::new("challenge-only-decline").arg("name", c.challenged.name));
        };
        let ch = c.channel;
        self.store(move |s| s.remove_challenge(ch)).await?;
        slot.state = ChannelState::Free;
        Ok(Response::one(Reply::done(vec![line])))
    }

    pub(super) async fn play_bot(
        &self,
        channel: ChannelId,
        slot: &mut Slot,
        actor: &Actor,
        variant: Option<Variant>,
        level: Option<Level>,
        color: Option<ColorChoice>,
    ) -> Res<Response> {
        Self::ensure_free(slot)?;
        let settings = self.server_settings(slot.guild).await;
        let variant = variant.unwrap_or_else(|| self.default_variant(&settings));
        let move_time = self.move_time(&settings, None);
        let level = level.unwrap_or(self.inner.config.default_level);
        let human = match color {
            None => variant.rules().first,
            Some(ColorChoice::White) => Color::White,
            Some(ColorChoice::Black) => Color::Black,
            Some(ColorChoice::Random) => {
                if rand::random::<bool>() {
                    Color::White
                } else {
                    Color::Black
                }
            }
        };
        self.refuse_pending(slot)?;
        if let Some(c) = slot.challenge() {
            let ch = c.channel;
            self.store(move |s| s.remove_challenge(ch)).await?;
            slot.state = ChannelState::Free;
        }
        let me = Seat::human(UserId(actor.id), actor.name.clone());
        let bot = Seat::Bot { level: level.get() };
        let (white, black) = match human {
            Color::White => (me, bot),
            Color::Black => (bot, me),
        };
        self.start(channel, slot, variant, (white, black), move_time)
            .await
    }

    fn your_turn(&self, record: &GameRecord, game: &Game, actor: &Actor) -> Res<Color> {
        let Some(color) = Self::color_of(record, actor) else {
            return refuse(Msg::new("not-a-player"));
        };
        if color != game.turn() && !Self::both_seats_are(record, actor) {
            return refuse(
                Msg::new("not-your-turn").arg("player", self.player(record, game.turn())),
            );
        }
        Ok(game.turn())
    }

    pub(super) async fn make_move(
        &self,
        channel: ChannelId,
        slot: &mut Slot,
        actor: &Actor,
        text: &str,
    ) -> Res<Response> {
        let (record, game) = self.running(slot)?;
        let color = self.your_turn(record, game, actor)?;
        let detail = game
            .resolve(text)
            .map_err(|e| Fail::Refuse(say::game_error(&e)))?;
        let mut next = game.clone();
        next.play(detail.clone())
            .map_err(|e| Fail::Refuse(say::game_error(&e)))?;
        self.commit_game(channel, slot, next, |s, r, g| {
            vec![say::move_played(r, g, color, &detail, s.bot_name())]
        })
        .await
    }

    /// Store the game after one more move or huff, and answer with lines, the state and the
    /// board.
    pub(super) async fn commit_game(
        &self,
        channel: ChannelId,
        slot: &mut Slot,
        game: Game,
        lines: impl FnOnce(&Self, &GameRecord, &Game) -> Vec<Msg>,
    ) -> Res<Response> {
        let version = self.running(slot)?.0.version;
        let record = self.store_game(channel, version, &game).await?;
        self.answer(slot, record, game, lines)
    }

    /// Answer with `lines`, then where the game stands, and the board; the bot's turn follows
    /// when it is to move.
    pub(super) fn answer(
        &self,
        slot: &mut Slot,
        record: GameRecord,
        game: Game,
        lines: impl FnOnce(&Self, &GameRecord, &Game) -> Vec<Msg>,
    ) -> Res<Response> {
        let mut text = lines(self, &record, &game);
        text.extend(self.status(&record, &game));
        // Every path that finishes a rated game (moves, resignation, agreement, time) comes
        // through here with the record the store returned: it carries both rating changes.
        text.extend(super::standing::rating_changes(&record, self.bot_name()));
        let board = self.board(&record, &game)?;
        let bot_to_move = game.outcome().is_none() && record.bot_to_move();
        let channel = record.channel.0;
        self.set_game(slot, record, game);
        let mut reply = Reply::done(text);
        reply.board = Some(board);
        Ok(Response {
            replies: vec![reply],
            bot_turn: bot_to_move.then(|| super::BotTurn {
                referee: self.clone(),
                channel,
            }),
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
        let version = self.running(slot)?.0.version;
        let now = self.now();
        let record = self
            .store(move |s| {
                s.record_result(damero_storage::ChannelId(channel), version, outcome, now)
            })
            .await?;
        self.answer(slot, record, game, |_, _, _| Vec::new())
    }

    pub(super) fn show_board(&self, slot: &Slot) -> Res<Response> {
        let Some((record, game)) = &slot.game else {
            return refuse(Msg::new("no-game"));
        };
        let rules = game.variant().rules();
        let mut lines = vec![Msg::new("board-summary")
            .arg("variant", say::variant(game.variant()))
            .arg("white", self.player(record, Color::White))
            .arg("black", self.player(record, Color::Black))];
        lines.extend(self.status(record, game));
        if let Some(Event::Move { color, detail }) = game
            .events()
            .iter()
            .rev()
            .find(|e| matches!(e, Event::Move { .. }))
        {
            lines.push(
                Msg::new("last-move")
                    .arg("move", move_text(rules, detail, rules.default_notation()))
                    .arg("player", self.player(record, *color)),
            );
        }
        let mut reply = Reply::done(lines);
        reply.board = Some(self.board(record, game)?);
        Ok(Response::one(reply))
    }

    pub(super) fn list_moves(&self, slot: &Slot) -> Res<Response> {
        let (record, game) = self.running(slot)?;
        let rules = game.variant().rules();
        let notation = rules.default_notation();
        let all = game.position().details(game.variant().is_huff());
        let proper: Vec<String> = all
            .iter()
            .filter(|d| !d.faulty)
            .map(|d| move_text(rules, d, notation))
            .collect();
        let faulty: Vec<String> = all
            .iter()
            .filter(|d| d.faulty)
            .map(|d| move_text(rules, d, notation))
            .collect();
        let mut lines = vec![Msg::new("legal-moves")
            .arg("player", self.player(record, game.turn()))
            .arg("moves", Arg::List(proper))];
        if !faulty.is_empty() {
            lines.push(Msg::new("faulty-moves").arg("moves", Arg::List(faulty)));
        }
        Ok(Response::one(Reply::private(lines)))
    }

    pub(super) async fn resign(
        &self,
        channel: ChannelId,
        slot: &mut Slot,
        actor: &Actor,
    ) -> Res<Response> {
        let (record, game) = self.running(slot)?;
        // Two people at one keyboard share a front end: the side to move resigns.
        let color = match (
            Self::color_of(record, actor),
            Self::both_seats_are(record, actor),
        ) {
            (_, true) => game.turn(),
            (Some(c), false) => c,
            (None, false) => return refuse(Msg::new("not-a-player")),
        };
        let mut next = game.clone();
        let outcome = next
            .resign(color)
            .map_err(|e| Fail::Refuse(say::game_error(&e)))?;
        self.commit_result(channel, slot, next, outcome).await
    }

    /// `/abort`: either player, before both have moved; the game counts for nobody.
    pub(super) async fn abort(
        &self,
        channel: ChannelId,
        slot: &mut Slot,
        actor: &Actor,
    ) -> Res<Response> {
        let (record, game) = self.running(slot)?;
        if Self::color_of(record, actor).is_none() {
            return refuse(Msg::new("not-a-player"));
        }
        let moved = |c: Color| {
            game.events()
                .iter()
                .any(|e| matches!(e, Event::Move { color, .. } if *color == c))
        };
        if moved(Color::White) && moved(Color::Black) {
            return refuse(Msg::new("abort-too-late"));
        }
        let version = record.version;
        let game = game.clone();
        let now = self.now();
        let new_record = self
            .store(move |s| {
                s.finish_game(
                    damero_storage::ChannelId(channel),
                    version,
                    damero_storage::ResultRecord::aborted(),
                    now,
                )
            })
            .await?;
        let name = actor.name.clone();
        self.answer(slot, new_record, game, |_, _, _| {
            vec![Msg::new("game-aborted-by").arg("player", name)]
        })
    }

    pub(super) fn both_seats_are(record: &GameRecord, actor: &Actor) -> bool {
        record.white.user() == Some(UserId(actor.id))
            && record.black.user() == Some(UserId(actor.id))
    }

    pub(super) async fn draw(
        &self,
        channel: ChannelId,
        slot: &mut Slot,
        actor: &Actor,
    ) -> Res<Response> {
        let (record, game) = self.running(slot)?;
        let Some(mut color) = Self::color_of(record, actor) else {
            return refuse(Msg::new("not-a-player"));
        };
        // Two at one keyboard: the side that did not offer answers the offer.
        if Self::both_seats_are(record, actor) {
            color = match record.draw_offer {
                Some(offered) => offered.opposite(),
                None => game.turn(),
            };
        }
        let offer = record.draw_offer;
        if offer == Some(color.opposite()) {
            let mut next = game.clone();
            let outcome = next
                .agree_draw()
                .map_err(|e| Fail::Refuse(say::game_error(&e)))?;
            return self.commit_result(channel, slot, next, outcome).await;
        }
        if offer == Some(color) {
            return refuse(Msg::new("draw-already-offered"));
        }
        if let Seat::Bot { level } = record.player(color.opposite()) {
            // The bot weighs the offer with a real search on a blocking thread.
            let opponent = self.inner.opponent.clone();
            let thinking = game.clone();
            let bot = color.opposite();
            let level = Level::new(*level);
            let accepts = tokio::task::spawn_blocking(move || {
                opponent.accept_draw(channel, &thinking, bot, level)
            })
            .await
            .map_err(|e| anyhow::anyhow!("engine task: {e}"))?;
            if !accepts {
                return Ok(Response::one(Reply::done(vec![Msg::new(
                    "draw-declined-by-bot",
                )
                .arg("bot", self.bot_name().to_string())])));
            }
            let mut next = game.clone();
            let outcome = next
                .agree_draw()
                .map_err(|e| Fail::Refuse(say::game_error(&e)))?;
            return self.commit_result(channel, slot, next, outcome).await;
        }
        let line = Msg::new("draw-offered")
            .arg("player", self.player(record, color))
            .arg(
                "opponent",
                say::name_of(record.player(color.opposite()), self.bot_name()),
            );
        let version = record.version;
        let game = game.clone();
        let now = self.now();
        let new_record = self
            .store(move |s| {
                s.set_draw_offer(
                    damero_storage::ChannelId(channel),
                    version,
                    Some(color),
                    now,
                )
            })
            .await?;
        self.set_game(slot, new_record, game);
        Ok(Response::one(Reply::done(vec![line])))
    }

    pub(super) async fn huff(
        &self,
        channel: ChannelId,
        slot: &mut Slot,
        actor: &Actor,
        square: Option<&str>,
    ) -> Res<Response> {
        let (record, game) = self.running(slot)?;
        if !game.variant().is_huff() {
            return refuse(Msg::new("huff-not-this-game"));
        }
        let color = self.your_turn(record, game, actor)?;
        let rules = game.variant().rules();
        let Some(chance) = game.huff_chance() else {
            return refuse(Msg::new("huff-nothing"));
        };
        let Some(square) = square.map(str::trim).filter(|s| !s.is_empty()) else {
            let squares: Vec<String> = chance
                .squares
                .iter()
                .map(|s| square_name(rules, s, rules.default_notation()))
                .collect();
            return refuse(Msg::new("huff-which").arg("squares", say::list(&squares)));
        };
        let mut next = game.clone();
        let sq = next
            .huff_text(square)
            .map_err(|e| Fail::Refuse(say::game_error(&e)))?;
        let name = square_name(rules, sq, rules.default_notation());
        self.commit_game(channel, slot, next, |s, r, _| {
            vec![Msg::new("huffed")
                .arg("player", s.player(r, color))
                .arg("square", name)]
        })
        .await
    }

    pub(super) fn pdn(&self, slot: &Slot) -> Res<Response> {
        let Some((record, game)) = &slot.game else {
            return refuse(Msg::new("pdn-none"));
        };
        let text = self.pdn_text(record, game);
        let finished = game.outcome().is_some() || record.status != super::Status::Ongoing;
        let mut reply = Reply::done(vec![Msg::new(if finished {
            "pdn-last-game"
        } else {
            "pdn-so-far"
        })]);
        reply.file = Some(("damero.pdn".into(), text));
        Ok(Response::one(reply))
    }

    /// A game as a PDN file, the players named as in replies.
    pub(super) fn pdn_text(&self, record: &GameRecord, game: &Game) -> Vec<u8> {
        let tags = damero_rules::pdn::Tags {
            event: Some("Damero".into()),
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
    super::standing::date(ms).replace('-', ".")
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
