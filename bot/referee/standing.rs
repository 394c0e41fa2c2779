//! Ratings and looking back (issue 10): `/rating`, `/leaderboard`, `/history`, `/pdn` of any
//! game by id, `/replay` (an animated GIF), and the rating changes announced when a rated game
//! ends. The ratings themselves are computed by the store, in the transaction that finishes a
//! game ([`damero_storage::rating`]).

use damero_render::Orientation;
use damero_rules::{move_text, square_name};
use damero_rules::{Color, Event, Game, Variant};
use damero_storage::rating::PROVISIONAL_DEVIATION;
use damero_storage::{GameId, GuildId as StoredGuild, Score};

use std::sync::Arc;

use damero_storage::{GameRecord, Seat, Status, UserId};

use super::answer::{refuse, Res, Response};
use super::base::Base;
use super::input::{Actor, ChannelId, GuildId, Reply};
use super::say::{self, date, signed};
use super::settings::Settings;

/// Ratings, leaderboards, past games: their PDN, replays and reviews.
#[derive(Debug)]
pub struct Standing {
    base: Base,
    settings: Arc<Settings>,
}
use crate::i18n::{Arg, Msg};

/// How many games `/history` lists, and players `/leaderboard`.
const LISTED: usize = 10;

/// A replay's file when the front end does not say its upload limit: 8 MiB, which every
/// Discord server accepts.
const SAFE_UPLOAD: u64 = 8 * 1024 * 1024;

/// A leaderboard's name for a player: the one shown in their last game, else their id.
fn listed_name(player: &damero_storage::PlayerRecord) -> String {
    player
        .name
        .clone()
        .unwrap_or_else(|| player.user.to_string())
}

/// Captions of a replay GIF (`/replay` and `damero render --gif` alike): `title` on the start
/// frame, then `12. 11x18` (the first side's move) or `12... 22x15`, a huff as `huff 23`; the
/// last frame adds the result.
#[must_use]
pub fn replay_captions(title: String, game: &Game) -> Vec<String> {
    let variant = game.variant();
    let rules = variant.rules();
    let notation = rules.default_notation();
    let first = game.start().turn();
    let mut out = vec![title];
    let mut number = 1;
    for event in game.events() {
        out.push(match event {
            Event::Move { color, detail } => {
                let text = move_text(rules, detail, notation);
                if *color == first {
                    format!("{}. {}", number, text)
                } else {
                    let caption = format!("{}... {}", number, text);
                    number += 1;
                    caption
                }
            }
            Event::Huff { square, .. } => {
                format!("huff {}", square_name(rules, *square, notation))
            }
        });
    }
    if let (Some(outcome), Some(last)) = (game.outcome(), out.last_mut()) {
        last.push_str("   ");
        last.push_str(outcome.pdn_result(variant));
    }
    out
}

impl Standing {
    /// Over the store and the servers' settings.
    #[must_use]
    pub fn new(base: Base, settings: Arc<Settings>) -> Standing {
        Standing { base, settings }
    }

    pub async fn rating(
        &self,
        guild: Option<GuildId>,
        actor: &Actor,
        user: Option<Actor>,
        variant: Option<Variant>,
    ) -> Res<Response> {
        let who = user.unwrap_or_else(|| actor.clone());
        let variant = match variant {
            Some(v) => v,
            None => self.settings.rating_variant(guild).await,
        };
        let id = UserId(who.id);
        let player = self.base.store(move |s| s.player(id)).await?;
        let puzzles = player.puzzle_score(variant);
        if !player.has_played() && puzzles.rating.games == 0 {
            return refuse(Msg::new("rating-never-played").arg("name", who.name));
        }
        let record = player.rating(variant).at(self.base.now());
        let mut lines = vec![if record.games == 0 {
            Msg::new("rating-unrated")
                .arg("name", who.name.clone())
                .arg("variant", say::variant(variant))
        } else {
            Msg::new("rating-show")
                .arg("name", who.name.clone())
                .arg("variant", say::variant(variant))
                .arg("rating", Arg::Num(record.rating.round() as i64))
                .arg("deviation", Arg::Num(record.deviation.round() as i64))
                .arg("games", u64::from(record.games))
                .arg("wins", u64::from(record.wins))
                .arg("draws", u64::from(record.draws))
                .arg("losses", u64::from(record.losses))
        }];
        if record.games > 0 && record.is_provisional() {
            lines.push(
                Msg::new("rating-provisional")
                    .arg("deviation", Arg::Num(PROVISIONAL_DEVIATION as i64)),
            );
        }
        let mut reply = Reply::private(lines);
        if puzzles.rating.games > 0 {
            reply.block.push(
                Msg::new("rating-puzzles")
                    .arg("rating", Arg::Num(puzzles.rating.rating.round() as i64))
                    .arg("solved", u64::from(puzzles.rating.wins))
                    .arg("tried", u64::from(puzzles.rating.games))
                    .arg("best", u64::from(puzzles.best_streak)),
            );
        }
        for (level, b) in &player.bots {
            reply.block.push(
                Msg::new("rating-bot-line")
                    .arg("bot", self.base.bot_name().to_string())
                    .arg("level", *level)
                    .arg("wins", u64::from(b.wins))
                    .arg("draws", u64::from(b.draws))
                    .arg("losses", u64::from(b.losses)),
            );
        }
        Ok(Response::one(reply))
    }

    /// A leaderboard's players: the variant asked for (or the server's) and the store's list,
    /// or the reply saying it is empty (`empty`, a catalogue id).
    async fn top_players(
        &self,
        guild: Option<GuildId>,
        variant: Option<Variant>,
        empty: &'static str,
        list: impl FnOnce(
                &dyn damero_storage::Store,
                StoredGuild,
                Variant,
            )
                -> Result<Vec<damero_storage::PlayerRecord>, damero_storage::StoreError>
            + Send
            + 'static,
    ) -> Res<Result<(Variant, Vec<damero_storage::PlayerRecord>), Response>> {
        let Some(guild) = guild else {
            return refuse(Msg::new("leaderboard-only-in-server"));
        };
        let variant = match variant {
            Some(v) => v,
            None => self.settings.rating_variant(Some(guild)).await,
        };
        let top = self
            .base
            .store(move |s| list(s, StoredGuild(guild), variant))
            .await?;
        if top.is_empty() {
            return Ok(Err(Response::one(Reply::private(vec![
                Msg::new(empty).arg("variant", say::variant(variant))
            ]))));
        }
        Ok(Ok((variant, top)))
    }

    /// `/leaderboard puzzles`: the server's best puzzle solvers of a variant.
    ///
    /// # Errors
    /// Outside a server; the store's failure.
    pub async fn puzzle_leaderboard(
        &self,
        guild: Option<GuildId>,
        variant: Option<Variant>,
    ) -> Res<Response> {
        let (variant, top) = match self
            .top_players(guild, variant, "leaderboard-puzzles-empty", |s, g, v| {
                s.puzzle_leaderboard(g, v, LISTED)
            })
            .await?
        {
            Ok(found) => found,
            Err(empty) => return Ok(empty),
        };
        let mut reply = Reply::done(vec![
            Msg::new("leaderboard-puzzles-header").arg("variant", say::variant(variant))
        ]);
        for (rank, player) in top.iter().enumerate() {
            let score = player.puzzle_score(variant);
            reply.block.push(
                Msg::new("leaderboard-puzzles-line")
                    .arg("rank", rank + 1)
                    .arg("name", listed_name(player))
                    .arg("rating", Arg::Num(score.rating.rating.round() as i64))
                    .arg("solved", u64::from(score.rating.wins))
                    .arg("tried", u64::from(score.rating.games)),
            );
        }
        Ok(Response::one(reply))
    }

    pub async fn leaderboard(
        &self,
        guild: Option<GuildId>,
        variant: Option<Variant>,
    ) -> Res<Response> {
        let (variant, top) = match self
            .top_players(guild, variant, "leaderboard-empty", |s, g, v| {
                s.leaderboard(g, v, LISTED)
            })
            .await?
        {
            Ok(found) => found,
            Err(empty) => return Ok(empty),
        };
        let now = self.base.now();
        let mut reply = Reply::done(vec![
            Msg::new("leaderboard-header").arg("variant", say::variant(variant))
        ]);
        let mut provisional = false;
        for (rank, player) in top.iter().enumerate() {
            let r = player.rating(variant).at(now);
            provisional |= r.is_provisional();
            reply.block.push(
                Msg::new(if r.is_provisional() {
                    "leaderboard-line-provisional"
                } else {
                    "leaderboard-line"
                })
                .arg("rank", rank + 1)
                .arg("name", listed_name(player))
                .arg("rating", Arg::Num(r.rating.round() as i64))
                .arg("games", u64::from(r.games)),
            );
        }
        if provisional {
            reply.block.push(
                Msg::new("leaderboard-footer")
                    .arg("deviation", Arg::Num(PROVISIONAL_DEVIATION as i64)),
            );
        }
        Ok(Response::one(reply))
    }

    pub async fn history(&self, actor: &Actor, user: Option<Actor>) -> Res<Response> {
        let who = user.unwrap_or_else(|| actor.clone());
        let id = UserId(who.id);
        let games = self.base.store(move |s| s.player_games(id, LISTED)).await?;
        if games.is_empty() {
            return refuse(Msg::new("rating-never-played").arg("name", who.name));
        }
        let mut reply = Reply::private(vec![Msg::new("history-header").arg("name", who.name)]);
        for g in &games {
            let color = g.color_of(id).unwrap_or(Color::White);
            let result = match g.scored() {
                _ if g.status == Status::Ongoing => "ongoing",
                Some(Score::Draw) => "draw",
                Some(s) if s.points(color) > 0.75 => "win",
                Some(_) => "loss",
                None => "none",
            };
            let mut line = Msg::new("history-line")
                .arg("id", g.id.0)
                .arg("date", date(g.created_ms))
                .arg("variant", say::variant(g.variant))
                .arg(
                    "opponent",
                    say::name_of(g.player(color.opposite()), self.base.bot_name()),
                )
                .arg("result", Arg::Key(result));
            if let Some(change) = g.rating.as_ref().map(|r| match color {
                Color::White => &r.white,
                Color::Black => &r.black,
            }) {
                line = line.arg("change", signed(change.delta()));
            } else {
                line = line.arg("change", "");
            }
            reply.block.push(line);
        }
        Ok(Response::one(reply))
    }

    /// A game by id, or the refusal naming the unknown id.
    async fn game_by_id(&self, id: u64) -> Res<(GameRecord, Game)> {
        let record = self.base.store(move |s| s.game(GameId(id))).await?;
        let Some(record) = record else {
            return refuse(Msg::new("game-unknown").arg("id", id));
        };
        let game = record.replay()?;
        Ok((record, game))
    }

    pub async fn pdn_of(&self, id: u64) -> Res<Response> {
        let (record, game) = self.game_by_id(id).await?;
        let mut reply = Reply::done(vec![Msg::new(if game.outcome().is_some() {
            "pdn-game"
        } else {
            "pdn-game-so-far"
        })
        .arg("id", id)]);
        reply.file = Some((
            format!("damero-{id}.pdn"),
            say::pdn(&record, &game, self.base.bot_name(), "Damero".into()),
        ));
        Ok(Response::one(reply))
    }

    pub async fn replay(
        &self,
        channel: ChannelId,
        last: Option<&(GameRecord, Game)>,
        asker: &Actor,
        game: Option<u64>,
        limit: Option<u64>,
    ) -> Res<Response> {
        let (record, game) = match game {
            Some(id) => self.game_by_id(id).await?,
            None => match last {
                Some((r, g)) if r.status == Status::Finished => (r.clone(), g.clone()),
                _ => {
                    let ch = damero_storage::ChannelId(channel);
                    let recent = self.base.store(move |s| s.channel_games(ch, 2)).await?;
                    let Some(record) = recent.into_iter().find(|r| r.status == Status::Finished)
                    else {
                        return refuse(Msg::new("replay-none"));
                    };
                    let game = record.replay()?;
                    (record, game)
                }
            },
        };
        let id = record.id.0;
        let max = usize::try_from(limit.unwrap_or(SAFE_UPLOAD).min(SAFE_UPLOAD * 64))
            .unwrap_or(usize::MAX);
        let captions = replay_captions(format!("#{id} {}", game.variant().name()), &game);
        let orientation = match replay_bottom(&record.white, &record.black, UserId(asker.id)) {
            Color::White => Orientation::White,
            Color::Black => Orientation::Black,
        };
        let painter = self.base.painter();
        let drawn = game.clone();
        let gif = tokio::task::spawn_blocking(move || {
            painter.replay(&drawn, orientation, &captions, max)
        })
        .await
        .map_err(|e| anyhow::anyhow!("replay task: {e}"))??;
        let Some(gif) = gif else {
            return refuse(Msg::new("replay-too-large").arg("id", id));
        };
        let mut reply = Reply::done(vec![Msg::new("replay-posted")
            .arg("id", id)
            .arg("white", say::name_of(&record.white, self.base.bot_name()))
            .arg("black", say::name_of(&record.black, self.base.bot_name()))
            .arg("plies", record.plies())]);
        reply.file = Some((format!("damero-{id}.gif"), gif));
        Ok(Response::one(reply))
    }
}

/// A replay is seen from the asker's side when they played Black (issue 35: it was always
/// White's between people), from the person's side against the bot, else from White's.
fn replay_bottom(white: &Seat, black: &Seat, asker: UserId) -> Color {
    let asker_is_black = black.user() == Some(asker) && white.user() != Some(asker);
    if asker_is_black || white.is_bot() && !black.is_bot() {
        Color::Black
    } else {
        Color::White
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_replay_is_drawn_from_the_askers_side_when_they_played_black() {
        let (ana, bo) = (UserId(1), UserId(2));
        let white = Seat::human(ana, "Ana");
        let black = Seat::human(bo, "Bo");
        assert_eq!(replay_bottom(&white, &black, bo), Color::Black);
        assert_eq!(replay_bottom(&white, &black, ana), Color::White);
        assert_eq!(replay_bottom(&white, &black, UserId(3)), Color::White);
        let bot = Seat::Bot { level: 3 };
        assert_eq!(replay_bottom(&bot, &black, UserId(3)), Color::Black);
        assert_eq!(replay_bottom(&white, &bot, ana), Color::White);
    }

    #[test]
    fn captions_number_moves_and_end_with_the_result() {
        let mut game = Game::new(Variant::Spanish);
        for _ in 0..3 {
            let d = game.position().details(false).remove(0);
            game.play(d).expect("legal");
        }
        let c = replay_captions("#7 spanish".into(), &game);
        assert_eq!(c.len(), 4);
        assert_eq!(c[0], "#7 spanish");
        assert!(c[1].starts_with("1. "), "{c:?}");
        assert!(c[2].starts_with("1... "), "{c:?}");
        assert!(c[3].starts_with("2. "), "{c:?}");
        let _ = game.resign(Color::Black);
        let c = replay_captions("#7 spanish".into(), &game);
        assert!(c[3].ends_with("   2-0"), "{c:?}");
    }
}
