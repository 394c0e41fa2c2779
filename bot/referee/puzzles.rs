//! Puzzles (issue 32): `/puzzle` gives the asker one of the shipped puzzles
//! ([`damero_puzzles::shipped`]) near their puzzle rating, shown to them alone with the board
//! turned for the solver; they answer move by move. A right move is answered with the reply and
//! the new board, a wrong one with the engine's refutation and the solution; the end records the
//! attempt in the store (the solver's and the puzzle's Glicko-2 ratings, the streak) and says
//! what changed. One open puzzle per person, kept in memory (a restart forgets it: nothing is
//! recorded until it ends).

use std::collections::HashMap;
use std::sync::Mutex;

use damero_engine::Level;
use damero_puzzles::{shipped, AnswerError, Attempt, Puzzle, Step};
use damero_render::Orientation;
use damero_rules::{move_text, Color, Game, MoveDetail, Variant};
use damero_storage::{Announced, DailyAnswer, DailyNews, DailyRecord, PuzzleAttempt};

use std::sync::Arc;

use damero_storage::UserId;

use super::answer::{refuse, Notice, Res, Response};
use super::base::Base;
use super::events::Event;
use super::input::{Actor, Place, Reply, View};
use super::say;
use super::settings::{Settings, DAILY_HOUR};

/// Puzzles: each person's open one, and the servers' daily puzzles.
#[derive(Debug)]
pub struct Puzzles {
    base: Base,
    settings: Arc<Settings>,
    open: OpenPuzzles,
}
use crate::i18n::{Arg, Msg};

/// The open puzzles, by person; the daily puzzle's tick count and posts waiting for a tick.
#[derive(Debug, Default)]
struct OpenPuzzles {
    open: Mutex<HashMap<u64, Open>>,
    ticks: std::sync::atomic::AtomicU64,
    posts: Mutex<Vec<Notice>>,
}

#[derive(Debug)]
struct Open {
    puzzle: &'static Puzzle,
    attempt: Attempt,
    /// The puzzle's rating when it was given (as solvers have moved it).
    rating: u32,
}

impl OpenPuzzles {
    fn take(&self, user: u64) -> Option<Open> {
        self.open
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .remove(&user)
    }

    fn put(&self, user: u64, open: Open) {
        self.open
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .insert(user, open);
    }

    fn get_id(&self, user: u64) -> Option<String> {
        self.open
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .get(&user)
            .map(|o| o.puzzle.id.clone())
    }
}

/// A colour as the catalogue's selector key.
#[must_use]
pub fn colour_key(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// The unseen puzzle whose rating is nearest to `rating` (the first in file order on a tie);
/// when every one has been seen, the nearest of all.
#[must_use]
pub fn nearest<'a>(set: &'a [Puzzle], rating: f64, seen: &[String]) -> Option<&'a Puzzle> {
    let near = |only_unseen: bool| {
        set.iter()
            .filter(|p| !only_unseen || !seen.contains(&p.id))
            .min_by(|a, b| {
                let da = (f64::from(a.rating) - rating).abs();
                let db = (f64::from(b.rating) - rating).abs();
                da.total_cmp(&db)
            })
    };
    near(true).or_else(|| near(false))
}

/// The lines that introduce a puzzle: its id and rating, its themes, who plays.
#[must_use]
pub fn introduce(p: &Puzzle, rating: u32, solver: Color) -> Vec<Msg> {
    let mut lines = vec![Msg::new("puzzle-intro")
        .arg("id", Arg::Text(p.id.clone()))
        .arg("rating", Arg::Num(i64::from(rating)))];
    if !p.themes.is_empty() {
        let themes = p
            .themes
            .iter()
            .map(|t| Msg::keyed("puzzle-theme", t.word()))
            .collect();
        lines.push(Msg::new("puzzle-themes").arg("themes", Arg::Msgs(themes)));
    }
    lines.push(Msg::new("puzzle-to-play").arg("color", Arg::Key(colour_key(solver))));
    lines
}

/// The lines for what followed a right move: the opponent's reply, and any forced move of the
/// solver's after it.
#[must_use]
pub fn followed(solver: Color, then: &[(MoveDetail, String)]) -> Vec<Msg> {
    let mut by = solver.opposite();
    let mut out = Vec::new();
    for (_, text) in then {
        out.push(if by == solver {
            Msg::new("puzzle-forced").arg("move", Arg::Text(text.clone()))
        } else {
            Msg::new("puzzle-reply")
                .arg("color", Arg::Key(colour_key(by)))
                .arg("move", Arg::Text(text.clone()))
        });
        by = by.opposite();
    }
    out
}

fn view(game_position: damero_rules::Position, last: Option<MoveDetail>, solver: Color) -> View {
    View {
        position: game_position,
        last,
        orientation: match solver {
            Color::White => Orientation::White,
            Color::Black => Orientation::Black,
        },
        huffed: None,
    }
}

/// The key the opponent keeps a refutation's search under (apart from every channel's game).
fn search_key(user: u64) -> u64 {
    user ^ 0x7075_7a7a_6c65_0000
}

impl Puzzles {
    /// Over the store and the servers' settings; nobody has a puzzle open.
    #[must_use]
    pub fn new(base: Base, settings: Arc<Settings>) -> Puzzles {
        Puzzles {
            base,
            settings,
            open: OpenPuzzles::default(),
        }
    }

    /// `/puzzle [variant]`: a new puzzle for `actor`, near their puzzle rating.
    ///
    /// # Errors
    /// A refusal when one is open already or the variant has no puzzles; the store's failure.
    pub async fn start_puzzle(
        &self,
        place: Place,
        actor: &Actor,
        variant: Option<Variant>,
    ) -> Res<Response> {
        let prefix = self.base.config().prefix.clone();
        if let Some(id) = self.open.get_id(actor.id) {
            return refuse(
                Msg::new("puzzle-open")
                    .arg("id", Arg::Text(id))
                    .arg("answer", Arg::Code(format!("{prefix}puzzle"))),
            );
        }
        let variant = match variant {
            Some(v) => v,
            None => self.settings.rating_variant(place.guild).await,
        };
        let set = shipped(variant);
        let user = UserId(actor.id);
        let player = self.base.store(move |s| s.player(user)).await?;
        let score = player.puzzle_score(variant);
        let Some(puzzle) = nearest(set, score.rating.rating, &score.seen) else {
            return refuse(Msg::new("puzzle-none").arg("variant", say::variant(variant)));
        };
        let id = puzzle.id.clone();
        let rating = self
            .base
            .store(move |s| s.puzzle_rating(variant, &id))
            .await?
            .map_or(puzzle.rating, |r| r.rating.round().max(0.0) as u32);
        let attempt = Attempt::new(variant, puzzle)
            .map_err(|e| anyhow::anyhow!("shipped puzzle {}: {e}", puzzle.id))?;
        let solver = attempt.solver();
        let mut lines = introduce(puzzle, rating, solver);
        lines.push(Msg::new("puzzle-how").arg("answer", Arg::Code(format!("{prefix}puzzle"))));
        let mut reply = Reply::private(lines);
        reply.view = Some(Box::new(view(attempt.position().clone(), None, solver)));
        self.open.put(
            actor.id,
            Open {
                puzzle,
                attempt,
                rating,
            },
        );
        Ok(Response::one(reply))
    }

    /// `/puzzle move:…`: `actor`'s answer to their open puzzle.
    ///
    /// # Errors
    /// A refusal when no puzzle is open or the move is not legal there (the puzzle stays as it
    /// was); the store's or the engine's failure.
    pub async fn answer_puzzle(&self, place: Place, actor: &Actor, text: &str) -> Res<Response> {
        let Some(mut open) = self.open.take(actor.id) else {
            let prefix = &self.base.config().prefix;
            return refuse(
                Msg::new("puzzle-not-open").arg("start", Arg::Code(format!("{prefix}puzzle"))),
            );
        };
        let solver = open.attempt.solver();
        let variant = open.attempt.variant();
        let step = match open.attempt.answer(text) {
            Ok(step) => step,
            Err(AnswerError::Move(e)) => {
                self.open.put(actor.id, open);
                return refuse(say::game_error(&e));
            }
            Err(AnswerError::Over) => return refuse(Msg::new("puzzle-over")),
        };
        match step {
            Step::Right {
                played,
                then,
                solved,
            } => {
                let mut lines = vec![
                    Msg::new("puzzle-right").arg("move", Arg::Text(open.attempt.text(&played)))
                ];
                lines.extend(followed(solver, &then));
                let last = then.last().map_or(played, |(d, _)| d.clone());
                let position = open.attempt.position().clone();
                if solved {
                    lines.push(Msg::new("puzzle-solved"));
                    lines.extend(self.record_puzzle(place, actor, &open, true).await?);
                } else {
                    self.open.put(actor.id, open);
                }
                let mut reply = Reply::private(lines);
                reply.view = Some(Box::new(view(position, Some(last), solver)));
                Ok(Response::one(reply))
            }
            Step::Wrong { played, .. } => {
                let shown = open.attempt.text(&played);
                let mut game = Game::from_position(open.attempt.position().clone());
                let key = search_key(actor.id);
                let refutation = if game.play(played.clone()).is_ok() && game.outcome().is_none() {
                    let g = game.clone();
                    self.base
                        .think(move |o| {
                            let found = o.choose(key, &g, Level::MAX);
                            o.forget(key);
                            found
                        })
                        .await?
                } else {
                    None
                };
                let mut lines = vec![match &refutation {
                    Some(d) => {
                        let rules = variant.rules();
                        Msg::new("puzzle-wrong").arg("move", Arg::Text(shown)).arg(
                            "reply",
                            Arg::Text(move_text(rules, d, rules.default_notation())),
                        )
                    }
                    None => Msg::new("puzzle-wrong-ends").arg("move", Arg::Text(shown)),
                }];
                lines.push(
                    Msg::new("puzzle-solution")
                        .arg("line", Arg::Text(open.attempt.rest().join(" "))),
                );
                lines.extend(self.record_puzzle(place, actor, &open, false).await?);
                let last = match refutation {
                    Some(d) if game.play(d.clone()).is_ok() => d,
                    _ => played,
                };
                let mut reply = Reply::private(lines);
                reply.view = Some(Box::new(view(game.position().clone(), Some(last), solver)));
                Ok(Response::one(reply))
            }
        }
    }

    /// Records an ended attempt; the lines saying what changed (rating, streak).
    async fn record_puzzle(
        &self,
        place: Place,
        actor: &Actor,
        open: &Open,
        solved: bool,
    ) -> Res<Vec<Msg>> {
        let user = UserId(actor.id);
        let (name, guild) = (actor.name.clone(), place.guild.map(damero_storage::GuildId));
        let (variant, id, start) = (open.attempt.variant(), open.puzzle.id.clone(), open.rating);
        let now = self.base.now();
        let result = self
            .base
            .store(move |s| {
                s.record_puzzle(
                    &PuzzleAttempt {
                        user,
                        name: Some(&name),
                        guild,
                        variant,
                        puzzle: &id,
                        start_rating: start,
                        solved,
                    },
                    now,
                )
            })
            .await?;
        self.base.events().publish(&Event::PuzzleEnded {
            user: actor.id,
            solved,
        });
        let mut lines = vec![Msg::new("puzzle-rating")
            .arg("old", Arg::Num(result.before.rating.rating.round() as i64))
            .arg("new", Arg::Num(result.after.rating.rating.round() as i64))];
        if result.after.streak > 0 {
            lines.push(
                Msg::new("puzzle-streak").arg("count", Arg::Num(i64::from(result.after.streak))),
            );
        }
        Ok(lines)
    }
}

const DAY_MS: u64 = 86_400_000;
const HOUR_MS: u64 = 3_600_000;

/// The daily puzzle is looked for every this many ticks (and at the first after a start).
const DAILY_EVERY: u64 = 5;

/// Which shipped puzzle a server gets on a day: fixed by the server and the day (a post redone
/// after a crash is the same puzzle), spread over the set.
fn daily_pick(set: &[Puzzle], guild: u64, day: u64) -> Option<&Puzzle> {
    if set.is_empty() {
        return None;
    }
    // SplitMix64 of the server and the day.
    let mut z = guild ^ day.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^= z >> 31;
    set.get((z % set.len() as u64) as usize)
}

fn find(variant: Variant, id: &str) -> Option<&'static Puzzle> {
    shipped(variant).iter().find(|p| p.id == id)
}

impl Puzzles {
    /// Posts each server's daily puzzle once its hour has come (and the day's post is not
    /// made yet): the store keeps the day and the post's announcement in one transaction, so a
    /// restart neither skips a day nor posts one twice.
    pub(super) async fn daily_tick(&self) -> Vec<Notice> {
        let waiting: Vec<Notice> =
            std::mem::take(&mut *self.open.posts.lock().unwrap_or_else(|p| p.into_inner()));
        let tick = self
            .open
            .ticks
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        if tick % DAILY_EVERY != 0 {
            return waiting;
        }
        let guilds = match self.base.store(|s| s.daily_guilds()).await {
            Ok(g) => g,
            Err(e) => {
                tracing::error!(error = ?e, "could not read the daily puzzle settings");
                return waiting;
            }
        };
        let mut out = waiting;
        for (guild, settings) in guilds {
            if !self.base.owns(Some(guild.0)) {
                continue;
            }
            match self.post_daily(guild, &settings).await {
                Ok(Some(notice)) => out.push(notice),
                Ok(None) => {}
                Err(e) => {
                    tracing::error!(guild = guild.0, error = ?e, "could not post the daily puzzle")
                }
            }
        }
        out
    }

    async fn post_daily(
        &self,
        guild: damero_storage::GuildId,
        settings: &damero_storage::GuildSettings,
    ) -> Res<Option<Notice>> {
        let Some(channel) = settings.puzzle_channel else {
            return Ok(None);
        };
        let now = self.base.now();
        let (day, hour) = (now / DAY_MS, (now % DAY_MS) / HOUR_MS);
        if hour < u64::from(settings.puzzle_hour.unwrap_or(DAILY_HOUR)) {
            return Ok(None);
        }
        let current = self.base.store(move |s| s.daily(guild)).await?;
        if current.is_some_and(|c| c.day >= day) {
            return Ok(None);
        }
        let variant = self.settings.default_variant(settings);
        let Some(puzzle) = daily_pick(shipped(variant), guild.0, day) else {
            return Ok(None);
        };
        let record = DailyRecord {
            guild,
            channel: damero_storage::ChannelId(channel),
            day,
            variant,
            puzzle: puzzle.id.clone(),
            solver: None,
            tried: Vec::new(),
        };
        let kept = record.clone();
        if !self.base.store(move |s| s.post_daily(&kept)).await? {
            return Ok(None);
        }
        let Some((seq, news)) = self
            .daily_news(record.channel, move |r, n| {
                r.day == day && matches!(n, DailyNews::Posted { .. })
            })
            .await?
        else {
            return Ok(None);
        };
        let mut replies = vec![self.daily_reply(&record, &news).await];
        replies[0].announces = Some(seq);
        self.base.paint(&mut replies).await;
        Ok(Some(Notice::Post {
            channel,
            guild: Some(guild.0),
            replies,
        }))
    }

    /// The channel's daily announcement that `which` picks, with its place in the outbox.
    async fn daily_news(
        &self,
        channel: damero_storage::ChannelId,
        which: impl Fn(&DailyRecord, &DailyNews) -> bool + Send + 'static,
    ) -> Res<Option<(u64, DailyNews)>> {
        Ok(self
            .base
            .store(move |s| s.outbox(Some(channel), usize::MAX))
            .await?
            .into_iter()
            .find_map(|a| match a.what {
                Announced::Daily(r, n) if which(&r, &n) => Some((a.seq, n)),
                _ => None,
            }))
    }

    /// What the daily puzzle's channel reads: the day's puzzle (with the day before's
    /// solution), or who solved it first.
    pub(super) async fn daily_reply(&self, record: &DailyRecord, news: &DailyNews) -> Reply {
        let Some(puzzle) = find(record.variant, &record.puzzle) else {
            return Reply::done(Vec::new());
        };
        match news {
            DailyNews::Solved => {
                let name = record
                    .solver
                    .as_ref()
                    .map(|(_, n)| n.clone())
                    .unwrap_or_default();
                Reply::done(vec![Msg::new("daily-solved")
                    .arg("name", name)
                    .arg("id", Arg::Text(puzzle.id.clone()))])
            }
            DailyNews::Posted { previous } => {
                let mut lines =
                    vec![Msg::new("daily-title").arg("variant", say::variant(record.variant))];
                if let Some(p) = previous {
                    if let Some(old) = find(p.variant, &p.puzzle) {
                        lines.push(
                            Msg::new("daily-yesterday")
                                .arg("id", Arg::Text(old.id.clone()))
                                .arg("line", Arg::Text(old.moves.join(" "))),
                        );
                        lines.push(match &p.solver {
                            Some((_, name)) => {
                                Msg::new("daily-yesterday-solver").arg("name", name.clone())
                            }
                            None => Msg::new("daily-yesterday-nobody"),
                        });
                    }
                }
                let rating = self.current_rating(record.variant, puzzle).await;
                let start = puzzle.position(record.variant).ok();
                let solver = start
                    .as_ref()
                    .map_or(Color::White, damero_rules::Position::turn);
                lines.extend(introduce(puzzle, rating, solver));
                let prefix = &self.base.config().prefix;
                lines.push(
                    Msg::new("daily-how")
                        .arg("answer", Arg::Code(format!("{prefix}puzzle")))
                        .arg("daily", Arg::Msg(Box::new(Msg::new("daily-word")))),
                );
                let mut reply = Reply::done(lines);
                if let Some(position) = start {
                    reply.view = Some(Box::new(view(position, None, solver)));
                }
                reply
            }
        }
    }

    async fn current_rating(&self, variant: Variant, puzzle: &Puzzle) -> u32 {
        let id = puzzle.id.clone();
        match self
            .base
            .store(move |s| s.puzzle_rating(variant, &id))
            .await
        {
            Ok(Some(r)) => r.rating.round().max(0.0) as u32,
            _ => puzzle.rating,
        }
    }

    /// `/puzzle daily:true [move:…]`: today's puzzle of the server shown to the asker, or
    /// their answer to it (every move of theirs, space separated; one answer each).
    ///
    /// # Errors
    /// A refusal outside a server, without a puzzle today, for a second answer or a move that
    /// is not legal (nothing is recorded then); the store's failure.
    pub async fn daily_puzzle(
        &self,
        place: Place,
        actor: &Actor,
        answer: Option<&str>,
    ) -> Res<Response> {
        let none = || Msg::new("daily-none");
        let Some(guild) = place.guild.map(damero_storage::GuildId) else {
            return refuse(none());
        };
        let day = self.base.now() / DAY_MS;
        let Some(record) = self
            .base
            .store(move |s| s.daily(guild))
            .await?
            .filter(|r| r.day == day)
        else {
            return refuse(none());
        };
        let Some(puzzle) = find(record.variant, &record.puzzle) else {
            return refuse(none());
        };
        let Some(text) = answer else {
            let mut reply = self
                .daily_reply(&record, &DailyNews::Posted { previous: None })
                .await;
            reply.audience = super::Audience::Asker;
            return Ok(Response::one(reply));
        };
        let mut attempt = Attempt::new(record.variant, puzzle)
            .map_err(|e| anyhow::anyhow!("shipped puzzle {}: {e}", puzzle.id))?;
        let mut right = false;
        // The solver's forced moves are played by themselves; typed as well, they are skipped.
        let mut forced: Vec<String> = Vec::new();
        for word in text.split_whitespace() {
            if let Some(k) = forced.iter().position(|f| f == word) {
                forced.drain(..=k);
                continue;
            }
            match attempt.answer(word) {
                Ok(Step::Right { solved: true, .. }) => {
                    right = true;
                    break;
                }
                Ok(Step::Right { then, .. }) => {
                    // The reply, then the solver's forced moves: every second one.
                    forced = then
                        .into_iter()
                        .skip(1)
                        .step_by(2)
                        .map(|(_, t)| t)
                        .collect();
                }
                Ok(Step::Wrong { .. }) | Err(AnswerError::Over) => break,
                Err(AnswerError::Move(e)) => return refuse(say::game_error(&e)),
            }
        }
        let (user, name) = (UserId(actor.id), actor.name.clone());
        let result = self
            .base
            .store(move |s| s.answer_daily(guild, day, user, &name, right))
            .await?;
        let mut response = Response::default();
        match result {
            DailyAnswer::Twice => return refuse(Msg::new("daily-twice")),
            DailyAnswer::Wrong => {
                response
                    .replies
                    .push(Reply::private(vec![Msg::new("daily-wrong")]));
            }
            DailyAnswer::Right(first) => {
                response.replies.push(Reply::private(vec![
                    Msg::new("daily-right-after").arg("name", first)
                ]));
            }
            DailyAnswer::First => {
                response
                    .replies
                    .push(Reply::private(vec![Msg::new("daily-right-first")]));
                let me = actor.id;
                if let Some((seq, news)) = self
                    .daily_news(record.channel, move |r, n| {
                        matches!(n, DailyNews::Solved)
                            && r.solver.as_ref().is_some_and(|(u, _)| u.0 == me)
                    })
                    .await?
                {
                    let solved = DailyRecord {
                        solver: Some((user, actor.name.clone())),
                        ..record
                    };
                    let mut reply = self.daily_reply(&solved, &news).await;
                    reply.announces = Some(seq);
                    // Told in the daily channel at the next tick, wherever the answer was typed.
                    self.open
                        .posts
                        .lock()
                        .unwrap_or_else(|p| p.into_inner())
                        .push(Notice::Post {
                            channel: solved.channel.0,
                            guild: Some(guild.0),
                            replies: vec![reply],
                        });
                }
            }
        }
        Ok(response)
    }
}
