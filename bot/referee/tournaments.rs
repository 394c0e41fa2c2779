//! Tournaments in a server's channel: created, entered and started by commands, then run by
//! the referee on its own. Each board is played in a thread of the tournament's channel
//! (opened through the front end's [`Venue`]) as an ordinary game with the tournament's variant
//! and time per move; when a game ends (an [`Event::GameEnded`]) the next tick
//! records its result, and when a round is over it pairs the next one (an arena pairs
//! whoever is free). What the channel must read (pairings, standings, the end) is written to
//! the store's outbox in the same change as the tournament, so a crash loses none of it.
//!
//! A tournament is a [`TournamentRecord`] (its [`Competition`] inside); its state is only ever
//! in the store, changed under one lock for all tournaments of this process and on its stored
//! version. After a restart the first tick reads the active ones and carries on: results of
//! games that ended meanwhile, boards still to open, a start time or an arena's end that
//! passed.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use std::time::Duration;

use damero_render::{standings_png, StandingsTable, Theme};
use damero_rules::{Color, Variant};
use damero_storage::{
    Announced, ChannelId as StoreChannel, GameRecord, GuildId as StoreGuild, Human, Seat, Status,
    TournamentNews, TournamentRecord, TournamentStatus,
};
use damero_tournament::{Competition, Format, Outcome, Player, Refusal, TieBreak};

use super::answer::{refuse, BoxFuture, Notice, Res, Response};
use super::base::Base;
use super::channels::Channels;
use super::events::Event;
use super::input::{Actor, ChannelId, GuildId, Place, Reply};
use super::settings::Settings;
use super::{say, time};
use crate::i18n::{Lang, Msg};
use crate::permissions::Permission;

/// Where tournament games are played: the front end opens a thread in the tournament's
/// channel for each board (Discord), or anything else that gives a channel id.
pub trait Venue: Send + Sync {
    /// Open a new channel for a game, under `parent`, named `name`.
    fn open(&self, parent: ChannelId, name: String) -> BoxFuture<'_, Result<ChannelId, Unopened>>;
}

/// Why a [`Venue`] could not open a game's channel.
#[derive(Debug)]
pub enum Unopened {
    /// The bot lacks these permissions under the parent channel. The tournament waits: its
    /// channel is told once which ones, and opening is tried again every
    /// [`BLOCKED_RETRY_TICKS`] ticks until a server manager grants them.
    Missing(Vec<Permission>),
    /// Anything else (Discord stumbled): tried again at the next tick.
    Failed(anyhow::Error),
}

/// How often (in ticks) a tournament waiting for a permission tries to open its games again.
pub const BLOCKED_RETRY_TICKS: u64 = 10;

/// What a `/tournament` command asks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TournamentAction {
    /// Create one in this channel.
    Create(NewTournament),
    /// Enter it.
    Join,
    /// Leave it.
    Leave,
    /// Start it now.
    Start,
    /// Show the standings.
    Standings,
    /// Show a round's pairings (the current one when `None`).
    Pairings(Option<u32>),
    /// Call it off.
    Cancel,
}

/// A tournament to create, as asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewTournament {
    /// How it pairs.
    pub format: Format,
    /// The variant (the server's default when `None`).
    pub variant: Option<Variant>,
    /// The time per move of its games (the server's when `None`).
    pub time: Option<Duration>,
    /// Start by itself after this long (when its director says when `None`).
    pub start_in: Option<Duration>,
    /// Its name (a name from the director's when `None`).
    pub name: Option<String>,
    /// Its tie-breaks, in order (the format's own when `None`).
    pub tie_breaks: Option<Vec<TieBreak>>,
}

/// Who may direct: what the front end knows of the member.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Authority {
    /// May manage the server.
    pub may_manage: bool,
    /// Their roles in the server.
    pub roles: Vec<u64>,
}

/// Tournaments run by ticks: created, joined and started by commands, their games played in
/// channels of their own (a [`Venue`]), results read as the games end.
pub struct Tournaments {
    base: Base,
    channels: Arc<Channels>,
    settings: Arc<Settings>,
    state: Arc<Bookkeeping>,
}

impl std::fmt::Debug for Tournaments {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Tournaments").finish_non_exhaustive()
    }
}

/// The tournaments' bookkeeping (in memory; the store holds the truth).
#[derive(Default)]
struct Bookkeeping {
    /// One change at a time, for every tournament of this process.
    lock: tokio::sync::Mutex<()>,
    /// The front end's way to open game channels.
    venue: std::sync::OnceLock<Arc<dyn Venue>>,
    /// Ids of the tournaments open or running (`None` until the first tick read them).
    active: std::sync::Mutex<Option<HashSet<u64>>>,
    /// Game channel -> tournament id, for boards still being played.
    boards: std::sync::Mutex<HashMap<ChannelId, u64>>,
    /// Channels whose game just ended (to read at the next tick).
    ended: std::sync::Mutex<Vec<ChannelId>>,
    /// Replies to post that no command answers (boards opened by a command): the next tick
    /// hands them out.
    posts: std::sync::Mutex<Vec<Notice>>,
    /// Ticks so far (the games of every board are read every few ticks).
    ticks: std::sync::atomic::AtomicU64,
    /// Tournaments whose games cannot be opened for want of a permission: what is missing
    /// (said once in the tournament's channel) and the tick of the next try.
    blocked: std::sync::Mutex<HashMap<u64, (Vec<Permission>, u64)>>,
}

/// How often (in ticks) every pending board's game is read, beside the ones a game's end
/// pointed at.
const RECHECK_EVERY: u64 = 5;

/// The biggest round of a Swiss.
pub const MOST_ROUNDS: u32 = 30;

fn lock<T>(m: &std::sync::Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// The tie-breaks each format uses, in order.
fn tie_breaks(format: Format) -> Vec<TieBreak> {
    match format {
        Format::Swiss { .. } => vec![
            TieBreak::BuchholzCut1,
            TieBreak::Buchholz,
            TieBreak::SonnebornBerger,
            TieBreak::Wins,
        ],
        Format::RoundRobin { .. } => vec![
            TieBreak::SonnebornBerger,
            TieBreak::DirectEncounter,
            TieBreak::Wins,
        ],
        Format::Arena { .. } => Vec::new(),
    }
}

/// A finished game's result for White and Black; an abort (the player to move never moved)
/// is a loss by forfeit for that player.
#[must_use]
pub fn outcomes(record: &GameRecord) -> Option<[Outcome; 2]> {
    if record.status != Status::Finished {
        return None;
    }
    let result = record.result?;
    Some(if result.is_aborted() {
        match record.turn {
            Color::White => [Outcome::ForfeitLoss, Outcome::ForfeitWin],
            Color::Black => [Outcome::ForfeitWin, Outcome::ForfeitLoss],
        }
    } else {
        match result.winner {
            Some(Color::White) => [Outcome::Win, Outcome::Loss],
            Some(Color::Black) => [Outcome::Loss, Outcome::Win],
            None => [Outcome::Draw, Outcome::Draw],
        }
    })
}

fn format_msg(format: Format) -> Msg {
    match format {
        Format::Swiss { rounds } => {
            Msg::new("tournament-format-swiss").arg("rounds", u64::from(rounds))
        }
        Format::RoundRobin { cycles: 1 } => Msg::new("tournament-format-roundrobin"),
        Format::RoundRobin { .. } => Msg::new("tournament-format-double"),
        Format::Arena { minutes } => {
            Msg::new("tournament-format-arena").arg("minutes", u64::from(minutes))
        }
    }
}

fn refusal(t: &TournamentRecord, r: &Refusal) -> Msg {
    let name = t.name.clone();
    match r {
        Refusal::AlreadyIn => Msg::new("tournament-already-in").arg("name", name),
        Refusal::NotIn => Msg::new("tournament-not-in").arg("name", name),
        Refusal::Closed => Msg::new("tournament-closed").arg("name", name),
        Refusal::TooFew { have, need } => Msg::new("tournament-too-few")
            .arg("name", name)
            .arg("need", *need)
            .arg("count", *have),
        Refusal::Started => Msg::new("tournament-started-already").arg("name", name),
        Refusal::NotStarted => Msg::new("tournament-not-paired").arg("name", name),
        Refusal::Over => Msg::new("tournament-over").arg("name", name),
        Refusal::RoundNotOver | Refusal::NoPairing(_) => Msg::new("failed"),
    }
}

fn seat(c: &Competition, p: Player) -> Seat {
    c.entrant(p).map_or(
        Seat::Human {
            id: damero_storage::UserId(0),
            name: String::new(),
        },
        |e| Seat::Human {
            id: damero_storage::UserId(e.user),
            name: e.name.clone(),
        },
    )
}

fn name_of(c: &Competition, p: Player) -> String {
    c.entrant(p)
        .map_or_else(|| format!("#{}", p.0), |e| e.name.clone())
}

impl Tournaments {
    /// The front end's way to open a channel for each tournament game (Discord: a thread).
    pub fn set_venue(&self, venue: Arc<dyn Venue>) {
        if self.state.venue.set(venue).is_err() {
            tracing::warn!("the venue was set twice; the first one stays");
        }
    }

    /// Whether `channel` holds a tournament game still being played.
    #[must_use]
    pub fn is_tournament_board(&self, channel: ChannelId) -> bool {
        lock(&self.state.boards).contains_key(&channel)
    }

    /// None yet; each game that ends in a tournament's channel is noted (an [`Event`]), for
    /// the next tick to record its result.
    #[must_use]
    pub fn new(base: Base, channels: Arc<Channels>, settings: Arc<Settings>) -> Tournaments {
        let state = Arc::new(Bookkeeping::default());
        let noted = Arc::downgrade(&state);
        base.events().subscribe(move |event| {
            if let (Event::GameEnded { channel }, Some(state)) = (event, noted.upgrade()) {
                if lock(&state.boards).contains_key(channel) {
                    lock(&state.ended).push(*channel);
                }
            }
        });
        Tournaments {
            base,
            channels,
            settings,
            state,
        }
    }

    /// How to type a tournament subcommand in `lang`: `!torneo inscribirse`.
    fn typed(&self, lang: Lang, sub: &str) -> String {
        let word = |id: String| crate::i18n::catalog().render(lang, &Msg::owned(id));
        format!(
            "{}{} {}",
            self.base.config().prefix,
            word("cmd-name-tournament".into()),
            word(format!("cmd-name-tournament-{sub}"))
        )
    }

    /// The channel's open or running tournament.
    async fn tournament_here(&self, channel: ChannelId) -> Res<Option<TournamentRecord>> {
        let all = self.base.store(|s| s.tournaments(true)).await?;
        Ok(all.into_iter().find(|t| t.channel.0 == channel))
    }

    /// The one change of a tournament: stored on its version, with the channel's news in the
    /// same transaction; the news's reply (to post) when there is news.
    async fn save(
        &self,
        t: &mut TournamentRecord,
        news: Option<TournamentNews>,
    ) -> Res<Option<Reply>> {
        let record = t.clone();
        let saved = self
            .base
            .store(move |s| s.save_tournament(&record, news))
            .await?;
        *t = saved;
        if !t.active() {
            if let Some(active) = lock(&self.state.active).as_mut() {
                active.remove(&t.id);
            }
            lock(&self.state.boards).retain(|_, id| *id != t.id);
        }
        let Some(news) = news else {
            return Ok(None);
        };
        // The announcement this change wrote: the channel's with this very version.
        let channel = t.channel;
        let version = t.version;
        let id = t.id;
        let seq = self
            .base
            .store(move |s| s.outbox(Some(channel), usize::MAX))
            .await?
            .into_iter()
            .find(|a| {
                matches!(&a.what, Announced::Tournament(r, _) if r.id == id && r.version == version)
            })
            .map(|a| a.seq);
        let mut reply = self.news_reply(t, news).await;
        reply.announces = seq;
        Ok(Some(reply))
    }

    /// Handle a `/tournament` command in `place`.
    ///
    /// # Errors
    /// A refusal in the asker's words, or the store's failure.
    pub async fn tournament(
        &self,
        place: Place,
        actor: &Actor,
        action: TournamentAction,
        authority: Authority,
    ) -> Res<Response> {
        let Some(guild) = place.guild else {
            return refuse(Msg::new("tournament-in-server"));
        };
        let _guard = self.state.lock.lock().await;
        self.load_tournaments().await?;
        let here = self.tournament_here(place.channel).await?;
        let director = async {
            if authority.may_manage {
                return true;
            }
            let settings = self.settings.server_settings(Some(guild)).await;
            settings
                .tournament_role
                .is_some_and(|r| authority.roles.contains(&r))
        };
        let reply = match action {
            TournamentAction::Create(new) => {
                if let Some(t) = here {
                    return refuse(Msg::new("tournament-one-per-channel").arg("name", t.name));
                }
                if !director.await {
                    return refuse(Msg::new("tournament-need-director"));
                }
                self.create(place, guild, actor, new).await?
            }
            other => {
                let Some(mut t) = here else {
                    let lang = self.settings.language(Some(guild)).await;
                    return refuse(
                        Msg::new("tournament-none-here").arg("create", self.typed(lang, "create")),
                    );
                };
                let may_direct = t.director.id.0 == actor.id || director.await;
                self.act(&mut t, actor, other, may_direct).await?
            }
        };
        Ok(Response {
            replies: vec![reply],
            lang: self.settings.language(Some(guild)).await,
            ..Response::default()
        })
    }

    async fn create(
        &self,
        place: Place,
        guild: GuildId,
        actor: &Actor,
        new: NewTournament,
    ) -> Res<Reply> {
        let settings = self.settings.server_settings(Some(guild)).await;
        let variant = new
            .variant
            .unwrap_or_else(|| self.settings.default_variant(&settings));
        let move_time = self.settings.move_time(&settings, new.time);
        let now = self.base.now();
        let lang = self.settings.language(Some(guild)).await;
        let name = new
            .name
            .filter(|n| !n.trim().is_empty())
            .unwrap_or_else(|| {
                Msg::new("tournament-default-name")
                    .arg("director", actor.name.clone())
                    .text(lang)
            });
        let name: String = name.trim().chars().take(60).collect();
        let record = TournamentRecord {
            id: 0,
            guild: StoreGuild(guild),
            channel: StoreChannel(place.channel),
            name,
            variant,
            move_time_ms: move_time,
            director: Human {
                id: damero_storage::UserId(actor.id),
                name: actor.name.clone(),
            },
            created_ms: now,
            starts_ms: new.start_in.map(|d| now + time::millis(d)),
            ends_ms: None,
            status: TournamentStatus::Open,
            version: 0,
            announced: 0,
            competition: Competition::new(
                new.format,
                match new.format {
                    Format::Arena { .. } => Vec::new(),
                    _ => new.tie_breaks.unwrap_or_else(|| tie_breaks(new.format)),
                },
            ),
        };
        let t = self
            .base
            .store(move |s| s.create_tournament(&record))
            .await?;
        if let Some(active) = lock(&self.state.active).as_mut() {
            active.insert(t.id);
        }
        let mut lines = vec![Msg::new("tournament-created")
            .arg("director", actor.name.clone())
            .arg("name", t.name.clone())
            .arg("format", format_msg(t.competition.format))
            .arg("variant", say::variant(t.variant))
            .arg(
                "time",
                move_time.map_or_else(|| Msg::new("time-unlimited"), time::duration_msg),
            )
            .arg("join", self.typed(lang, "join"))];
        lines.push(match t.starts_ms {
            Some(at) => {
                Msg::new("tournament-starts-in").arg("when", format!("<t:{}:R>", at / 1000))
            }
            None => Msg::new("tournament-starts-by-director").arg("director", actor.name.clone()),
        });
        Ok(Reply::done(lines))
    }

    async fn act(
        &self,
        t: &mut TournamentRecord,
        actor: &Actor,
        action: TournamentAction,
        may_direct: bool,
    ) -> Res<Reply> {
        let only_director = || {
            Msg::new("tournament-only-director")
                .arg("director", t.director.name.clone())
                .arg("name", t.name.clone())
        };
        match action {
            TournamentAction::Create(_) => unreachable_create(),
            TournamentAction::Join => {
                let rating = self
                    .base
                    .store({
                        let id = actor.id;
                        move |s| s.player(damero_storage::UserId(id))
                    })
                    .await?
                    .rating(t.variant)
                    .rating;
                // Whole points of rating order the numbers; a rating is never negative.
                #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
                let rating = rating.max(0.0).round() as u32;
                let before = t.competition.round();
                t.competition
                    .join(actor.id, &actor.name, rating)
                    .map_err(|r| super::Fail::Refuse(refusal(t, &r)))?;
                let late = t.competition.started
                    && matches!(t.competition.format, Format::Swiss { .. })
                    && before > 0;
                self.save(t, None).await?;
                let msg = if late {
                    Msg::new("tournament-joined-late")
                        .arg("player", actor.name.clone())
                        .arg("name", t.name.clone())
                        .arg("round", before + 1)
                } else {
                    Msg::new("tournament-joined")
                        .arg("player", actor.name.clone())
                        .arg("name", t.name.clone())
                        .arg("count", t.competition.present())
                };
                // A running arena pairs the newcomer at the next tick.
                Ok(Reply::done(vec![msg]))
            }
            TournamentAction::Leave => {
                t.competition
                    .leave(actor.id)
                    .map_err(|r| super::Fail::Refuse(refusal(t, &r)))?;
                let started = t.competition.started;
                self.save(t, None).await?;
                let id = if started {
                    "tournament-withdrew"
                } else {
                    "tournament-left"
                };
                Ok(Reply::done(vec![Msg::new(id)
                    .arg("player", actor.name.clone())
                    .arg("name", t.name.clone())]))
            }
            TournamentAction::Start => {
                if !may_direct {
                    return refuse(only_director());
                }
                if t.competition.started {
                    return refuse(refusal(t, &Refusal::Started));
                }
                self.begin(t).await
            }
            TournamentAction::Cancel => {
                if !may_direct {
                    return refuse(only_director());
                }
                t.status = TournamentStatus::Cancelled;
                let director = actor.name.clone();
                let reply = self.save(t, Some(TournamentNews::Cancelled)).await?;
                let mut reply = reply.unwrap_or_default();
                reply.lines = vec![Msg::new("tournament-cancelled")
                    .arg("director", director)
                    .arg("name", t.name.clone())];
                Ok(reply)
            }
            TournamentAction::Standings => {
                if !t.competition.started {
                    // Before the start: who has entered, in the order they came.
                    if t.competition.entrants.is_empty() {
                        return Ok(Reply::private(vec![
                            Msg::new("tournament-standings-empty").arg("name", t.name.clone())
                        ]));
                    }
                    let mut reply = Reply::private(Vec::new());
                    reply.block = t
                        .competition
                        .entrants
                        .iter()
                        .enumerate()
                        .map(|(i, e)| {
                            Msg::new("tournament-standings-line")
                                .arg("rank", i + 1)
                                .arg("player", e.name.clone())
                                .arg("points", "0")
                                .arg("tiebreaks", "")
                        })
                        .collect();
                    return Ok(reply);
                }
                let lang = self.settings.language(Some(t.guild.0)).await;
                let mut reply = Reply::private(Vec::new());
                self.standings_into(t, lang, &mut reply).await;
                Ok(reply)
            }
            TournamentAction::Pairings(round) => {
                let current = t.competition.round();
                if !t.competition.started || (current == 0 && t.competition.arena_boards.is_empty())
                {
                    return refuse(refusal(t, &Refusal::NotStarted));
                }
                let mut reply = Reply::private(Vec::new());
                if matches!(t.competition.format, Format::Arena { .. }) {
                    reply
                        .lines
                        .push(Msg::new("tournament-arena-games").arg("name", t.name.clone()));
                    let n = t.competition.arena_boards.len();
                    reply.block = board_lines(t, 0, n.saturating_sub(20)..n);
                    return Ok(reply);
                }
                let round = round.map_or(current, |r| r as usize);
                let total = t.competition.total_rounds().unwrap_or(current);
                if round == 0 || round > current {
                    if round > total || round == 0 {
                        return refuse(
                            Msg::new("tournament-round-past")
                                .arg("name", t.name.clone())
                                .arg("round", round)
                                .arg("total", total),
                        );
                    }
                    return refuse(Msg::new("tournament-not-paired").arg("name", t.name.clone()));
                }
                reply.lines.push(
                    Msg::new("tournament-round")
                        .arg("round", round)
                        .arg("total", total),
                );
                let n = t.competition.rounds[round - 1].boards.len();
                reply.block = board_lines(t, round, 0..n);
                Ok(reply)
            }
        }
    }

    /// Start: the first round paired (or the arena's first games), its boards opened, and
    /// the pairings as the answer.
    async fn begin(&self, t: &mut TournamentRecord) -> Res<Reply> {
        // Without a place to play (no Discord), nothing starts.
        if self.state.venue.get().is_none() {
            return refuse(Msg::new("tournament-in-server"));
        }
        t.competition
            .start()
            .map_err(|r| super::Fail::Refuse(refusal(t, &r)))?;
        t.status = TournamentStatus::Running;
        if let Format::Arena { minutes } = t.competition.format {
            t.ends_ms = Some(self.base.now() + u64::from(minutes) * 60_000);
        }
        self.save(t, None).await?;
        let mut posts = Vec::new();
        let mut replies = self.advance(t, &mut posts).await?;
        lock(&self.state.posts).extend(posts);
        let mut reply = replies.pop().unwrap_or_default();
        reply
            .lines
            .insert(0, Msg::new("tournament-begins").arg("name", t.name.clone()));
        // Earlier news (none at a start) goes out with the next tick.
        for r in replies {
            lock(&self.state.posts).push(Notice::Post {
                channel: t.channel.0,
                guild: Some(t.guild.0),
                replies: vec![r],
            });
        }
        Ok(reply)
    }

    /// Read the active tournaments once (at the first tick or command after a start).
    async fn load_tournaments(&self) -> Res<()> {
        if lock(&self.state.active).is_some() {
            return Ok(());
        }
        let all = self.base.store(|s| s.tournaments(true)).await?;
        let mut boards = lock(&self.state.boards);
        let mut ids = HashSet::new();
        for t in &all {
            ids.insert(t.id);
            for (_, _, b) in t.competition.pending() {
                if let Some(ch) = b.channel {
                    boards.insert(ch, t.id);
                }
            }
        }
        *lock(&self.state.active) = Some(ids);
        Ok(())
    }

    /// The tournaments' part of a tick: results of games that ended, rounds paired, boards
    /// opened, start times and arena ends that came. Returns what to post.
    pub(super) async fn tournament_tick(&self) -> Vec<Notice> {
        let mut out: Vec<Notice> = std::mem::take(&mut *lock(&self.state.posts));
        let _guard = self.state.lock.lock().await;
        if let Err(e) = self.load_tournaments().await {
            tracing::error!(error = ?e, "could not read the tournaments");
            return out;
        }
        let tick = self
            .state
            .ticks
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let ended: Vec<ChannelId> = std::mem::take(&mut *lock(&self.state.ended));
        let nudged: HashSet<u64> = {
            let boards = lock(&self.state.boards);
            ended
                .iter()
                .filter_map(|c| boards.get(c).copied())
                .collect()
        };
        let ids: Vec<u64> = lock(&self.state.active)
            .as_ref()
            .map(|a| a.iter().copied().collect())
            .unwrap_or_default();
        let now = self.base.now();
        for id in ids {
            let t = match self.base.store(move |s| s.tournament(id)).await {
                Ok(Some(t)) if t.active() => t,
                Ok(_) => {
                    if let Some(a) = lock(&self.state.active).as_mut() {
                        a.remove(&id);
                    }
                    continue;
                }
                Err(e) => {
                    tracing::error!(tournament = id, error = ?e, "could not read a tournament");
                    continue;
                }
            };
            if !self.base.owns(Some(t.guild.0)) {
                continue;
            }
            let due = match t.status {
                TournamentStatus::Open => t.starts_ms.is_some_and(|s| s <= now),
                _ => {
                    nudged.contains(&id)
                        || tick % RECHECK_EVERY == 0
                        || t.ends_ms.is_some_and(|e| e <= now && !t.competition.closed)
                        || t.competition
                            .pending()
                            .iter()
                            .any(|(_, _, b)| b.channel.is_none())
                        || (matches!(t.competition.format, Format::Arena { .. })
                            && t.competition.present() > 1)
                }
            };
            if !due {
                continue;
            }
            let mut t = t;
            if let Err(e) = self.run_due(&mut t, &mut out).await {
                match e {
                    super::Fail::Internal(e) => {
                        tracing::error!(tournament = id, error = %format!("{e:#}"), "a tournament could not go on");
                    }
                    other => {
                        tracing::warn!(tournament = id, ?other, "a tournament step was refused")
                    }
                }
            }
        }
        out
    }

    async fn run_due(&self, t: &mut TournamentRecord, out: &mut Vec<Notice>) -> Res<()> {
        let post = |reply: Reply, t: &TournamentRecord| Notice::Post {
            channel: t.channel.0,
            guild: Some(t.guild.0),
            replies: vec![reply],
        };
        if t.status == TournamentStatus::Open {
            match self.begin(t).await {
                Ok(reply) => out.push(post(reply, t)),
                Err(super::Fail::Refuse(_)) => {
                    // Too few came: called off, and said why.
                    let count = t.competition.entrants.len();
                    let need = t.competition.format.fewest();
                    t.status = TournamentStatus::Cancelled;
                    if let Some(mut reply) = self.save(t, Some(TournamentNews::Cancelled)).await? {
                        reply.lines = vec![Msg::new("tournament-cancelled-too-few")
                            .arg("name", t.name.clone())
                            .arg("count", count)
                            .arg("need", need)];
                        out.push(post(reply, t));
                    }
                }
                Err(e) => return Err(e),
            }
            return Ok(());
        }
        for reply in self.advance(t, out).await? {
            out.push(post(reply, t));
        }
        Ok(())
    }

    /// Carry a running tournament as far as it goes now: results of games that ended,
    /// closing an arena whose time is up, pairing, opening boards, the news. The boards' first
    /// posts go to `posts`; the tournament channel's news is returned in order.
    async fn advance(&self, t: &mut TournamentRecord, posts: &mut Vec<Notice>) -> Res<Vec<Reply>> {
        let mut news = Vec::new();
        // Loops only when a round robin's round is all forfeits.
        for _ in 0..64 {
            // Results of games that ended.
            let mut changed = false;
            for (round, index, board) in t.competition.pending() {
                let Some(game) = board.game else { continue };
                let record = self
                    .base
                    .store(move |s| s.game(damero_storage::GameId(game)))
                    .await?;
                if let Some(result) = record.as_ref().and_then(outcomes) {
                    changed |= t.competition.record(round, index, result);
                    if let Some(ch) = board.channel {
                        lock(&self.state.boards).remove(&ch);
                    }
                }
            }
            if changed {
                self.save(t, None).await?;
            }
            let arena = matches!(t.competition.format, Format::Arena { .. });
            if arena && !t.competition.closed && t.ends_ms.is_some_and(|e| e <= self.base.now()) {
                t.competition.close();
                news.extend(self.save(t, Some(TournamentNews::ArenaClosed)).await?);
            }
            if t.competition.finished() {
                t.status = TournamentStatus::Finished;
                news.extend(self.save(t, Some(TournamentNews::Finished)).await?);
                return Ok(news);
            }
            if arena {
                if !t.competition.pair_arena().is_empty() {
                    self.save(t, None).await?;
                }
            } else if t.competition.round_over() {
                match t.competition.pair_next() {
                    Ok(_) => {
                        self.save(t, None).await?;
                    }
                    Err(Refusal::NoPairing(e)) => {
                        tracing::warn!(tournament = t.id, error = %e, "no pairing: the tournament ends here");
                        t.status = TournamentStatus::Finished;
                        news.extend(self.save(t, Some(TournamentNews::Finished)).await?);
                        return Ok(news);
                    }
                    Err(_) => {}
                }
                // A round of forfeits only is over at once: pair on.
                if t.competition.round_over() && !t.competition.finished() {
                    continue;
                }
            }
            break;
        }
        self.open_boards(t, posts).await?;
        // The news of pairings whose boards are all open.
        if matches!(t.competition.format, Format::Arena { .. }) {
            let n = t.competition.arena_boards.len();
            let all_open = t
                .competition
                .arena_boards
                .iter()
                .all(|b| b.channel.is_some() || !b.pending());
            if all_open && (t.announced as usize) < n {
                let new = n - t.announced as usize;
                t.announced = u32::try_from(n).unwrap_or(u32::MAX);
                news.extend(
                    self.save(
                        t,
                        Some(TournamentNews::ArenaPaired {
                            boards: u32::try_from(new).unwrap_or(u32::MAX),
                        }),
                    )
                    .await?,
                );
            }
        } else {
            let round = t.competition.round();
            let all_open = t
                .competition
                .rounds
                .last()
                .is_none_or(|r| r.boards.iter().all(|b| b.channel.is_some() || !b.pending()));
            if all_open && (t.announced as usize) < round {
                t.announced = u32::try_from(round).unwrap_or(u32::MAX);
                let r = t.announced;
                let channel = t.channel.0;
                news.extend(
                    self.save(t, Some(TournamentNews::Paired { round: r }))
                        .await?,
                );
                self.base
                    .events()
                    .publish(&Event::RoundPaired { channel, round: r });
            }
        }
        Ok(news)
    }

    /// Open a channel and start the game of every board that has none yet.
    async fn open_boards(&self, t: &mut TournamentRecord, posts: &mut Vec<Notice>) -> Res<()> {
        let Some(venue) = self.state.venue.get().cloned() else {
            return refuse(Msg::new("tournament-in-server"));
        };
        let tick = self.state.ticks.load(std::sync::atomic::Ordering::Relaxed);
        if lock(&self.state.blocked)
            .get(&t.id)
            .is_some_and(|(_, retry)| tick < *retry)
        {
            return Ok(());
        }
        let lang = self.settings.language(Some(t.guild.0)).await;
        for (round, index, board) in t.competition.pending() {
            if board.channel.is_some() {
                continue;
            }
            let (white, black) = (
                name_of(&t.competition, board.white),
                name_of(&t.competition, board.black),
            );
            let thread_name: String = if round == 0 {
                Msg::new("tournament-arena-thread-name")
                    .arg("name", t.name.clone())
                    .arg("white", white)
                    .arg("black", black)
            } else {
                Msg::new("tournament-thread-name")
                    .arg("name", t.name.clone())
                    .arg("round", round)
                    .arg("white", white)
                    .arg("black", black)
            }
            .text(lang)
            .chars()
            .take(100)
            .collect();
            let channel = match venue.open(t.channel.0, thread_name).await {
                Ok(c) => {
                    lock(&self.state.blocked).remove(&t.id);
                    c
                }
                Err(Unopened::Missing(missing)) => {
                    let retry = tick + BLOCKED_RETRY_TICKS;
                    let said = lock(&self.state.blocked)
                        .insert(t.id, (missing.clone(), retry))
                        .is_some_and(|(before, _)| before == missing);
                    tracing::warn!(
                        tournament = t.id,
                        ?missing,
                        "a game's thread cannot be opened: a permission is missing"
                    );
                    if !said {
                        let sentence = Msg::new("tournament-blocked")
                            .arg("name", t.name.clone())
                            .arg("count", missing.len())
                            .arg("permissions", crate::permissions::names(&missing));
                        posts.push(Notice::Post {
                            channel: t.channel.0,
                            guild: Some(t.guild.0),
                            replies: vec![Reply::done(vec![sentence])],
                        });
                    }
                    return Ok(());
                }
                Err(Unopened::Failed(e)) => {
                    // Tried again at the next tick.
                    tracing::warn!(tournament = t.id, error = %format!("{e:#}"), "could not open a game's thread");
                    return Ok(());
                }
            };
            let place = Place {
                channel,
                guild: Some(t.guild.0),
            };
            let seats = (
                seat(&t.competition, board.white),
                seat(&t.competition, board.black),
            );
            let mut table = self.channels.table(place).await?;
            let response = table.start(t.variant, None, seats, t.move_time_ms).await?;
            let game = table.game().map(|(r, _)| r.id.0);
            drop(table);
            if let Some(b) = t.competition.board_mut(round, index) {
                b.channel = Some(channel);
                b.game = game;
            }
            lock(&self.state.boards).insert(channel, t.id);
            self.save(t, None).await?;
            let mut replies = response.replies;
            self.base.paint(&mut replies).await;
            // The first board carries the game's page, where the server shows it on the web.
            if let (Some(id), Some(first)) = (game, replies.first_mut()) {
                if let Some(link) = self.settings.web_link(Some(t.guild.0), false, id).await {
                    first.lines.push(link);
                }
            }
            posts.push(Notice::Post {
                channel,
                guild: Some(t.guild.0),
                replies,
            });
        }
        Ok(())
    }

    /// What the tournament's channel reads about a change.
    pub(super) async fn news_reply(&self, t: &TournamentRecord, news: TournamentNews) -> Reply {
        let lang = self.settings.language(Some(t.guild.0)).await;
        let mut reply = Reply::done(Vec::new());
        let name = t.name.clone();
        match news {
            TournamentNews::Paired { round } => {
                let round = round as usize;
                if round > 1 {
                    reply
                        .lines
                        .push(Msg::new("tournament-round-over").arg("round", round - 1));
                    self.standings_into(t, lang, &mut reply).await;
                }
                let total = t.competition.total_rounds().unwrap_or(round);
                reply.block.push(
                    Msg::new("tournament-round")
                        .arg("round", round)
                        .arg("total", total),
                );
                if let Some(r) = t.competition.rounds.get(round - 1) {
                    reply.block.extend(board_lines(t, round, 0..r.boards.len()));
                    for bye in &r.byes {
                        reply.block.push(
                            Msg::new("tournament-bye").arg("player", name_of(&t.competition, *bye)),
                        );
                    }
                }
            }
            TournamentNews::ArenaPaired { boards } => {
                reply
                    .lines
                    .push(Msg::new("tournament-arena-games").arg("name", name));
                let n = t.competition.arena_boards.len();
                reply.block = board_lines(t, 0, n.saturating_sub(boards as usize)..n);
            }
            TournamentNews::ArenaClosed => {
                reply
                    .lines
                    .push(Msg::new("tournament-arena-closed").arg("name", name));
            }
            TournamentNews::Finished => {
                let winner = t
                    .competition
                    .standings()
                    .first()
                    .map_or_else(String::new, |l| name_of(&t.competition, l.player));
                reply.lines.push(
                    Msg::new("tournament-finished")
                        .arg("name", name)
                        .arg("winner", winner),
                );
                reply.lines.push(Msg::new("tournament-final-files"));
                self.standings_into(t, lang, &mut reply).await;
                let pdn = self.tournament_pdn(t).await;
                let slug = file_slug(&t.name);
                reply.files.push((format!("{slug}.pdn"), pdn));
                let trf = self.tournament_trf(t);
                reply.files.push((format!("{slug}.trf"), trf.into_bytes()));
            }
            TournamentNews::Cancelled => {
                reply.lines.push(
                    Msg::new("tournament-cancelled")
                        .arg("director", t.director.name.clone())
                        .arg("name", name),
                );
            }
        }
        // Every round post and the end link the tournament's page (first: a long post is cut
        // at its end).
        if !matches!(
            news,
            TournamentNews::Cancelled | TournamentNews::ArenaClosed
        ) {
            if let Some(link) = self.settings.web_link(Some(t.guild.0), true, t.id).await {
                reply.block.insert(0, link);
            }
        }
        reply
    }

    /// The standings as lines of text and as a picture (`standings.png`), in `lang`.
    async fn standings_into(&self, t: &TournamentRecord, lang: Lang, reply: &mut Reply) {
        let lines = t.competition.standings();
        let codes: Vec<&'static str> = t.competition.tie_breaks.iter().map(|b| b.code()).collect();
        let tb_words: Vec<String> = codes
            .iter()
            .map(|c| Msg::owned(format!("tiebreak-{c}")).text(lang))
            .collect();
        let round = t.competition.rounds_over();
        let title = if matches!(t.competition.format, Format::Arena { .. }) {
            Msg::new("tournament-arena-standings-title").arg("name", t.name.clone())
        } else {
            Msg::new("tournament-standings-title")
                .arg("name", t.name.clone())
                .arg("round", round)
        };
        reply.block.push(title.clone());
        // The text shows the leaders (the picture shows everyone).
        const SHOWN: usize = 12;
        for l in lines.iter().take(SHOWN) {
            let tb: Vec<String> = tb_words
                .iter()
                .zip(&l.tie_breaks)
                .map(|(w, v)| format!("{w} {v}"))
                .collect();
            let tb = if tb.is_empty() {
                String::new()
            } else {
                format!(" ({})", tb.join(" · "))
            };
            reply.block.push(
                Msg::new("tournament-standings-line")
                    .arg("rank", u64::from(l.rank))
                    .arg("player", name_of(&t.competition, l.player))
                    .arg("points", l.points.clone())
                    .arg("tiebreaks", tb),
            );
        }
        if lines.len() > SHOWN {
            reply
                .block
                .push(Msg::new("tournament-standings-more").arg("count", lines.len() - SHOWN));
        }
        let mut columns = vec![
            Msg::new("tournament-column-rank").text(lang),
            Msg::new("tournament-column-player").text(lang),
            Msg::new("tournament-column-points").text(lang),
        ];
        columns.extend(tb_words);
        let table = StandingsTable {
            title: title.text(lang),
            columns,
            rows: lines
                .iter()
                .map(|l| {
                    let mut row = vec![
                        l.rank.to_string(),
                        name_of(&t.competition, l.player),
                        l.points.clone(),
                    ];
                    row.extend(l.tie_breaks.iter().cloned());
                    row
                })
                .collect(),
        };
        match tokio::task::spawn_blocking(move || standings_png(&table, Theme::default())).await {
            Ok(Ok(png)) => reply.files.push(("standings.png".into(), png)),
            Ok(Err(e)) => tracing::error!(error = %e, "could not draw the standings"),
            Err(e) => tracing::error!(error = %e, "the standings task failed"),
        }
    }

    /// Every game of the tournament as one PDN file, in the order they were paired.
    async fn tournament_pdn(&self, t: &TournamentRecord) -> Vec<u8> {
        let mut ids: Vec<u64> = t
            .competition
            .rounds
            .iter()
            .flat_map(|r| r.boards.iter())
            .chain(t.competition.arena_boards.iter())
            .filter_map(|b| b.game)
            .collect();
        ids.dedup();
        let mut out = Vec::new();
        for id in ids {
            let record = match self
                .base
                .store(move |s| s.game(damero_storage::GameId(id)))
                .await
            {
                Ok(Some(r)) => r,
                _ => continue,
            };
            let Ok(game) = record.replay() else { continue };
            out.extend(say::pdn(
                &record,
                &game,
                self.base.bot_name(),
                t.name.clone(),
            ));
            out.push(b'\n');
        }
        out
    }

    /// The tournament as a FIDE TRF-16 file.
    #[must_use]
    pub fn tournament_trf(&self, t: &TournamentRecord) -> String {
        let mut trf = t.competition.to_trf();
        trf.other = vec![
            format!("012 {}", t.name),
            format!("022 Discord"),
            format!("032 {}", say::variant(t.variant).text(Lang::En)),
        ];
        let ranks: HashMap<Player, u32> = t
            .competition
            .standings()
            .iter()
            .map(|l| (l.player, l.rank))
            .collect();
        trf.write(&|p| ranks.get(&p).copied().unwrap_or(0))
    }
}

fn unreachable_create() -> Res<Reply> {
    // `tournament()` handles creation before `act`.
    Err(super::Fail::Internal(anyhow::anyhow!("create reached act")))
}

/// A file name from a tournament's name: letters and digits, the rest `-`.
fn file_slug(name: &str) -> String {
    let slug: String = name
        .chars()
        .map(|c| if c.is_alphanumeric() { c } else { '-' })
        .collect();
    let slug = slug.trim_matches('-').to_string();
    if slug.is_empty() {
        "tournament".into()
    } else {
        slug.chars().take(40).collect()
    }
}

/// The boards `range` of a round (0: the arena's) as lines: who plays whom, where, or the
/// result.
fn board_lines(t: &TournamentRecord, round: usize, range: std::ops::Range<usize>) -> Vec<Msg> {
    let mut out = Vec::new();
    for i in range {
        let Some(b) = t.competition.board(round, i) else {
            continue;
        };
        let white = name_of(&t.competition, b.white);
        let black = name_of(&t.competition, b.black);
        out.push(match b.result {
            Some([w, bl]) => Msg::new("tournament-board-result")
                .arg("board", i + 1)
                .arg("white", white)
                .arg("black", black)
                .arg("result", result_text(w, bl)),
            None => Msg::new("tournament-board")
                .arg("board", i + 1)
                .arg("white", white)
                .arg("black", black)
                .arg(
                    "where",
                    b.channel.map_or_else(String::new, |c| format!("<#{c}>")),
                ),
        });
    }
    out
}

/// A result as `1-0`, `½-½`, `+/-`.
fn result_text(w: Outcome, b: Outcome) -> String {
    let one = |o: Outcome| match o {
        Outcome::Win => "1",
        Outcome::Draw => "½",
        Outcome::Loss => "0",
        Outcome::ForfeitWin => "+",
        Outcome::ForfeitLoss => "−",
    };
    format!("{}–{}", one(w), one(b))
}
