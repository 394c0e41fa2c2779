//! What the web pages show, read from the store: only the games, tournaments and players of
//! servers that turned the pages on (`/settings web:on`), or of every server with
//! `damero web --all`; never a direct message's or the terminal's game (they have no server),
//! and never a puzzle (puzzles are no stored games). Names are kept as given (hostile text):
//! the templates escape them.

use std::collections::BTreeMap;

use damero_rules::{move_text, square_name, Color, Event, Game, Notation, Position, Variant};
use damero_storage::{
    GameId, GameRecord, GuildId, ResultReason, Seat, Status, Store, StoreError, TournamentRecord,
    TournamentStatus, UserId,
};
use damero_tournament::{Format, Outcome as Points};

use crate::i18n::{Arg, Msg};
use crate::referee::say;

/// How many games a player's page lists, and how many live games the start page lists.
pub const LISTED: usize = 30;

/// Which servers are shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    /// Those that turned the pages on.
    OptedIn,
    /// Every server (`damero web --all`); still no direct messages.
    All,
}

/// Whether a server's things are shown. A game without a server (a direct message, the
/// terminal) never is.
///
/// # Errors
/// When the server's settings cannot be read.
pub fn shown(store: &dyn Store, scope: Scope, guild: Option<GuildId>) -> Result<bool, StoreError> {
    let Some(guild) = guild else {
        return Ok(false);
    };
    Ok(scope == Scope::All || store.guild_settings(guild)?.web)
}

/// One side of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Side {
    /// The name shown (a Discord display name: hostile text), or the bot's.
    pub name: String,
    /// The person's id, for a link to their page (`None`: the bot).
    pub user: Option<u64>,
}

impl Side {
    fn of(seat: &Seat, bot_name: &str) -> Side {
        Side {
            name: say::name_of(seat, bot_name),
            user: seat
                .user()
                .map(|u| u.0)
                .filter(|u| *u != UserId::FORGOTTEN.0),
        }
    }
}

/// One step of a game: the start (ply 0) or the position after a move or huff.
#[derive(Clone, Debug, PartialEq)]
pub struct Ply {
    /// `12.` before the first side's move, `12...` before the second's; empty at the start.
    pub number: String,
    /// The move in the variant's notation (`11x18`, `c3:e5`), a huff as `huff 23`.
    pub text: String,
    /// What the board shows, for those who cannot see it (the image's alt text).
    pub alt: Msg,
}

/// A game's page.
#[derive(Clone, Debug, PartialEq)]
pub struct GameView {
    /// Its id.
    pub id: u64,
    /// Its variant.
    pub variant: Variant,
    /// White and Black.
    pub sides: [Side; 2],
    /// The start, then one entry per move or huff.
    pub plies: Vec<Ply>,
    /// Who is to move, or how it ended.
    pub status: Vec<Msg>,
    /// The PDN result (`2-0`, `1-1`, `*` while it runs).
    pub result: String,
    /// Still being played.
    pub ongoing: bool,
    /// The stored version (raised by every change): what the live stream reports.
    pub version: u64,
    /// The depth of its kept review, if it was reviewed (its graph is shown).
    pub review: Option<u32>,
}

/// The positions of a game, the start first, with the move that led to each (huffs apart).
#[must_use]
pub fn positions(game: &Game) -> Vec<(Position, Option<Event>)> {
    let mut replay = Game::from_position(game.start().clone());
    let mut out = vec![(replay.position().clone(), None)];
    for event in game.events() {
        let played = match event {
            Event::Move { detail, .. } => replay.play(detail.clone()),
            Event::Huff { square, .. } => replay.huff(*square),
        };
        if played.is_err() {
            break;
        }
        out.push((replay.position().clone(), Some(event.clone())));
    }
    out
}

/// The pieces of `color`, men then kings (`king 17`), in the variant's notation.
fn pieces(position: &Position, color: Color, notation: Notation) -> Arg {
    let rules = position.rules();
    let kings = position.kings();
    let mut men = Vec::new();
    let mut crowned = Vec::new();
    for sq in position.pieces(color).iter() {
        let name = square_name(rules, sq, notation);
        let key = reading_order(&name);
        if kings.contains(sq) {
            crowned.push((key, Msg::new("web-king-on").arg("square", name)));
        } else {
            men.push((key, Msg::new("web-man-on").arg("square", name)));
        }
    }
    men.sort_by(|a, b| a.0.cmp(&b.0));
    crowned.sort_by(|a, b| a.0.cmp(&b.0));
    if men.is_empty() && crowned.is_empty() {
        return Arg::Msg(Box::new(Msg::new("web-no-pieces")));
    }
    men.extend(crowned);
    Arg::Msgs(men.into_iter().map(|(_, m)| m).collect())
}

/// Squares in reading order: by number (`5` before `12`), or rank by rank (`a1, c1, b2`).
fn reading_order(name: &str) -> (u32, String) {
    let digits: String = name.chars().filter(char::is_ascii_digit).collect();
    let letters: String = name.chars().filter(|c| !c.is_ascii_digit()).collect();
    (digits.parse().unwrap_or(0), letters)
}

/// The alt text of a board: the variant, when, and every piece by square.
fn alt(variant: Variant, position: &Position, after: Option<&str>, notation: Notation) -> Msg {
    let when = match after {
        None => Msg::new("web-board-start").arg("variant", say::variant(variant)),
        Some(text) => Msg::new("web-board-after")
            .arg("variant", say::variant(variant))
            .arg("move", text.to_string()),
    };
    Msg::new("web-board-alt")
        .arg("position", when)
        .arg("white", pieces(position, Color::White, notation))
        .arg("black", pieces(position, Color::Black, notation))
}

/// Where a stored game stands, in the catalogue's words.
fn status_of(record: &GameRecord, game: &Game, bot_name: &str, now_ms: u64) -> Vec<Msg> {
    let mut status = say::status(record, game, bot_name, now_ms);
    if status.is_empty() {
        if let Some(result) = record.result {
            if result.reason == ResultReason::Aborted {
                status.push(Msg::new("game-aborted"));
            }
        }
    }
    status
}

/// The page of a stored game, or `None` when it does not replay (damaged: logged by the caller).
#[must_use]
pub fn game_view(record: &GameRecord, bot_name: &str, now_ms: u64) -> Option<GameView> {
    let game = record.replay().ok()?;
    let variant = game.variant();
    let rules = variant.rules();
    let notation = rules.default_notation();
    let first = game.start().turn();
    let mut number = 1;
    let mut plies = Vec::with_capacity(game.events().len() + 1);
    for (position, event) in positions(&game) {
        let (label, text) = match &event {
            None => (String::new(), String::new()),
            Some(Event::Move { color, detail }) => {
                let text = move_text(rules, detail, notation);
                if *color == first {
                    (format!("{number}."), text)
                } else {
                    let label = format!("{number}...");
                    number += 1;
                    (label, text)
                }
            }
            Some(Event::Huff { square, .. }) => (
                String::new(),
                format!("huff {}", square_name(rules, *square, notation)),
            ),
        };
        let after = (!text.is_empty()).then(|| format!("{label} {text}"));
        plies.push(Ply {
            alt: alt(variant, &position, after.as_deref(), notation),
            number: label,
            text,
        });
    }
    let ongoing = record.status == Status::Ongoing;
    let result = match (game.outcome(), record.result) {
        (Some(o), _) => o.pdn_result(variant).to_string(),
        (None, Some(r)) if r.reason == ResultReason::Aborted => "*".to_string(),
        (None, Some(r)) => match r.winner {
            Some(Color::White) => pdn_win(variant, true),
            Some(Color::Black) => pdn_win(variant, false),
            None => "*".to_string(),
        },
        (None, None) => "*".to_string(),
    };
    Some(GameView {
        id: record.id.0,
        variant,
        sides: [
            Side::of(&record.white, bot_name),
            Side::of(&record.black, bot_name),
        ],
        plies,
        status: status_of(record, &game, bot_name, now_ms),
        result,
        ongoing,
        version: record.version,
        review: record.review.as_ref().map(|r| r.depth),
    })
}

/// A win's PDN result (a loss on time is no rules outcome): `2-0` where a win counts 2.
fn pdn_win(variant: Variant, white: bool) -> String {
    let outcome = damero_rules::Outcome::Win {
        winner: if white { Color::White } else { Color::Black },
        reason: damero_rules::WinReason::Resignation,
    };
    outcome.pdn_result(variant).to_string()
}

/// A stored game that may be shown, with its page.
///
/// # Errors
/// When the store cannot be read.
pub fn visible_game(
    store: &dyn Store,
    scope: Scope,
    id: u64,
) -> Result<Option<GameRecord>, StoreError> {
    let Some(record) = store.game(GameId(id))? else {
        return Ok(None);
    };
    Ok(shown(store, scope, record.guild)?.then_some(record))
}

/// One game of a tournament round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pairing {
    /// White's and Black's names and ids.
    pub sides: [Side; 2],
    /// `1-0`, `½-½`, `0-1`, `+/-`; `None` while it is played.
    pub result: Option<String>,
    /// The stored game, once started.
    pub game: Option<u64>,
    /// While it is played: the number of the move being played (White's and Black's count as
    /// one, from 1), which the live page shows growing.
    pub moves: Option<usize>,
}

/// A line of a tournament's standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Placing {
    /// The place.
    pub rank: u32,
    /// The player.
    pub side: Side,
    /// Points as text.
    pub points: String,
    /// The tie-breaks, in the tournament's order.
    pub tie_breaks: Vec<String>,
}

/// A tournament's page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TournamentView {
    /// Its id.
    pub id: u64,
    /// Its name (hostile text).
    pub name: String,
    /// The variant of its games.
    pub variant: Variant,
    /// `open`, `running` or `finished` (the catalogue's selector keys).
    pub status: &'static str,
    /// Entrants, those who left included.
    pub players: usize,
    /// The tie-breaks' catalogue keys (`tiebreak-bh`...).
    pub tie_breaks: Vec<&'static str>,
    /// The standings, first place first.
    pub standings: Vec<Placing>,
    /// Each round's games (an arena: one list), and the byes.
    pub rounds: Vec<(Vec<Pairing>, Vec<String>)>,
    /// An arena (its games form one list, not rounds).
    pub arena: bool,
    /// The stored version.
    pub version: u64,
}

fn points_text(result: [Points; 2]) -> String {
    let one = |p: Points| match p {
        Points::Win => "1",
        Points::Draw => "½",
        Points::Loss => "0",
        Points::ForfeitWin => "+",
        Points::ForfeitLoss => "-",
    };
    format!("{}-{}", one(result[0]), one(result[1]))
}

/// The page of a tournament.
#[must_use]
pub fn tournament_view(t: &TournamentRecord) -> TournamentView {
    let c = &t.competition;
    let side = |p: damero_tournament::Player| match c.entrant(p) {
        Some(e) => Side {
            name: e.name.clone(),
            user: Some(e.user).filter(|u| *u != UserId::FORGOTTEN.0),
        },
        None => Side {
            name: format!("#{}", p.0),
            user: None,
        },
    };
    let pairing = |b: &damero_tournament::Board| Pairing {
        sides: [side(b.white), side(b.black)],
        result: b.result.map(points_text),
        game: b.game,
        moves: None,
    };
    let arena = matches!(c.format, Format::Arena { .. });
    let rounds = if arena {
        vec![(c.arena_boards.iter().map(pairing).collect(), Vec::new())]
    } else {
        c.rounds
            .iter()
            .map(|r| {
                (
                    r.boards.iter().map(pairing).collect(),
                    r.byes.iter().map(|p| side(*p).name).collect(),
                )
            })
            .collect()
    };
    let standings = if c.started {
        c.standings()
            .into_iter()
            .map(|l| Placing {
                rank: l.rank,
                side: side(l.player),
                points: l.points,
                tie_breaks: l.tie_breaks,
            })
            .collect()
    } else {
        Vec::new()
    };
    TournamentView {
        id: t.id,
        name: t.name.clone(),
        variant: t.variant,
        status: match t.status {
            TournamentStatus::Open => "open",
            TournamentStatus::Running => "running",
            TournamentStatus::Finished | TournamentStatus::Cancelled => "finished",
        },
        players: c.entrants.len(),
        tie_breaks: c.tie_breaks.iter().map(|b| b.code()).collect(),
        standings,
        rounds,
        arena,
        version: t.version,
    }
}

/// The games of a tournament being played (a board with a game and no result yet).
fn games_under_way(t: &TournamentRecord) -> impl Iterator<Item = u64> + '_ {
    let c = &t.competition;
    c.rounds
        .iter()
        .flat_map(|r| r.boards.iter())
        .chain(c.arena_boards.iter())
        .filter(|b| b.result.is_none())
        .filter_map(|b| b.game)
}

/// A tournament's version as its live page follows it: its record's, high, and the versions of
/// its games under way, low, so that a move in one of them is news too. (A game's result bumps
/// the record, which outweighs the game leaving the sum.)
///
/// # Errors
/// When the store cannot be read.
pub fn tournament_version(store: &dyn Store, t: &TournamentRecord) -> Result<u64, StoreError> {
    let mut games = 0u64;
    for id in games_under_way(t) {
        if let Some(g) = store.game(GameId(id))? {
            games = games.wrapping_add(g.version);
        }
    }
    Ok((t.version << 32).wrapping_add(games))
}

/// The page of a tournament as it stands, its games under way with their moves so far.
///
/// # Errors
/// When the store cannot be read.
pub fn tournament_live_view(
    store: &dyn Store,
    t: &TournamentRecord,
) -> Result<TournamentView, StoreError> {
    let mut view = tournament_view(t);
    for (boards, _) in &mut view.rounds {
        for b in boards.iter_mut().filter(|b| b.result.is_none()) {
            if let Some(id) = b.game {
                if let Some(g) = store.game(GameId(id))? {
                    b.moves = (g.status == Status::Ongoing).then_some(g.moves.len() / 2 + 1);
                }
            }
        }
    }
    view.version = tournament_version(store, t)?;
    Ok(view)
}

/// A line of a game list (a player's games, the live games).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameLine {
    /// The game's id.
    pub id: u64,
    /// White and Black.
    pub sides: [Side; 2],
    /// The variant.
    pub variant: Variant,
    /// The PDN result, `*` while it runs.
    pub result: String,
}

impl GameLine {
    fn of(record: &GameRecord, bot_name: &str) -> GameLine {
        let result = match record.result {
            Some(r) if r.reason == ResultReason::Aborted => "*".to_string(),
            Some(r) => match r.winner {
                Some(Color::White) => pdn_win(record.variant, true),
                Some(Color::Black) => pdn_win(record.variant, false),
                None => damero_rules::Outcome::Draw(damero_rules::DrawReason::Agreement)
                    .pdn_result(record.variant)
                    .to_string(),
            },
            None => "*".to_string(),
        };
        GameLine {
            id: record.id.0,
            sides: [
                Side::of(&record.white, bot_name),
                Side::of(&record.black, bot_name),
            ],
            variant: record.variant,
            result,
        }
    }
}

/// A tournament in a list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TournamentLine {
    /// Its id.
    pub id: u64,
    /// Its name.
    pub name: String,
    /// `open`, `running` or `finished`.
    pub status: &'static str,
}

impl TournamentLine {
    fn of(t: &TournamentRecord) -> TournamentLine {
        let view_status = match t.status {
            TournamentStatus::Open => "open",
            TournamentStatus::Running => "running",
            TournamentStatus::Finished | TournamentStatus::Cancelled => "finished",
        };
        TournamentLine {
            id: t.id,
            name: t.name.clone(),
            status: view_status,
        }
    }
}

/// A player's rating in one variant, with its history from the games shown (oldest first).
#[derive(Clone, Debug, PartialEq)]
pub struct RatingView {
    /// The variant.
    pub variant: Variant,
    /// The rating as players see it.
    pub rating: i64,
    /// Won, drawn, lost.
    pub record: [u32; 3],
    /// The rating before the first rated game shown, then after each, oldest first.
    pub history: Vec<i64>,
}

/// A player's page.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerView {
    /// Their id.
    pub user: u64,
    /// Their name (from their latest game shown).
    pub name: String,
    /// Per variant played, rated.
    pub ratings: Vec<RatingView>,
    /// Their latest games shown, newest first.
    pub games: Vec<GameLine>,
    /// The tournaments they entered that are shown, newest first.
    pub tournaments: Vec<TournamentLine>,
}

/// A player's page, or `None` when none of their games or tournaments may be shown.
///
/// # Errors
/// When the store cannot be read.
pub fn player_view(
    store: &dyn Store,
    scope: Scope,
    user: u64,
    bot_name: &str,
) -> Result<Option<PlayerView>, StoreError> {
    if user == UserId::FORGOTTEN.0 {
        return Ok(None);
    }
    let mut guilds: BTreeMap<u64, bool> = BTreeMap::new();
    let mut visible = |guild: Option<GuildId>| -> Result<bool, StoreError> {
        let Some(g) = guild else { return Ok(false) };
        if let Some(known) = guilds.get(&g.0) {
            return Ok(*known);
        }
        let yes = shown(store, scope, guild)?;
        guilds.insert(g.0, yes);
        Ok(yes)
    };
    let mut games = Vec::new();
    for record in store.player_games(UserId(user), LISTED * 4)? {
        if visible(record.guild)? {
            games.push(record);
        }
    }
    let mut tournaments = Vec::new();
    for t in store.tournaments(false)?.iter().rev() {
        if t.competition.entrants.iter().any(|e| e.user == user) && visible(Some(t.guild))? {
            tournaments.push(TournamentLine::of(t));
        }
    }
    if games.is_empty() && tournaments.is_empty() {
        return Ok(None);
    }
    let name = games
        .iter()
        .find_map(|g| {
            [&g.white, &g.black]
                .into_iter()
                .find(|s| s.user() == Some(UserId(user)))
                .map(Seat::display_name)
        })
        .or_else(|| {
            store
                .tournaments(false)
                .ok()?
                .iter()
                .flat_map(|t| t.competition.entrants.iter())
                .find(|e| e.user == user)
                .map(|e| e.name.clone())
        })
        .unwrap_or_else(|| user.to_string());
    let record = store.player(UserId(user))?;
    let mut history: BTreeMap<Variant, Vec<i64>> = BTreeMap::new();
    for g in games.iter().rev() {
        if let Some(rated) = &g.rating {
            for change in [&rated.white, &rated.black] {
                if change.user == UserId(user) {
                    let line = history.entry(g.variant).or_default();
                    if line.is_empty() {
                        // Where the line starts: the rating before the first game shown.
                        line.push(change.before.round() as i64);
                    }
                    line.push(change.shown());
                }
            }
        }
    }
    let ratings = record
        .ratings
        .iter()
        .filter(|(_, r)| r.games > 0)
        .map(|(v, r)| RatingView {
            variant: *v,
            rating: r.rating.round() as i64,
            record: [r.wins, r.draws, r.losses],
            history: history.remove(v).unwrap_or_default(),
        })
        .collect();
    Ok(Some(PlayerView {
        user,
        name,
        ratings,
        games: games
            .iter()
            .take(LISTED)
            .map(|g| GameLine::of(g, bot_name))
            .collect(),
        tournaments,
    }))
}

/// The start page: the games being played and the tournaments, newest first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HomeView {
    /// Games being played.
    pub live: Vec<GameLine>,
    /// Tournaments.
    pub tournaments: Vec<TournamentLine>,
}

/// The start page's lists.
///
/// # Errors
/// When the store cannot be read.
pub fn home_view(store: &dyn Store, scope: Scope, bot_name: &str) -> Result<HomeView, StoreError> {
    let mut guilds: BTreeMap<u64, bool> = BTreeMap::new();
    let mut visible = |guild: Option<GuildId>| -> Result<bool, StoreError> {
        let Some(g) = guild else { return Ok(false) };
        if let Some(known) = guilds.get(&g.0) {
            return Ok(*known);
        }
        let yes = shown(store, scope, guild)?;
        guilds.insert(g.0, yes);
        Ok(yes)
    };
    let mut live = Vec::new();
    let mut ongoing = store.ongoing_games()?;
    ongoing.sort_by_key(|g| std::cmp::Reverse(g.updated_ms));
    for g in &ongoing {
        if live.len() < LISTED && visible(g.guild)? {
            live.push(GameLine::of(g, bot_name));
        }
    }
    let mut tournaments = Vec::new();
    for t in store.tournaments(false)?.iter().rev() {
        if tournaments.len() < LISTED && visible(Some(t.guild))? {
            tournaments.push(TournamentLine::of(t));
        }
    }
    Ok(HomeView { live, tournaments })
}
