//! One tournament as it runs: who entered, each round's boards and their results, and what
//! comes next. The bot stores a [`Competition`] and drives it (it opens the games, reports
//! their results); this module decides the pairings and the standings, with no IO.
//!
//! - **Swiss** ([`Format::Swiss`]): each round paired by the FIDE Dutch system ([`crate::dutch`])
//!   from the rounds before it. A player who joins late misses the rounds before (no points); a
//!   player who leaves is not paired again.
//! - **Round robin** ([`Format::RoundRobin`]): the FIDE Berger tables ([`crate::berger`]), once
//!   or twice. A board with a player who left is a forfeit at once.
//! - **Arena** ([`Format::Arena`]): players are paired as they become free ([`crate::arena`]);
//!   the bot says when its time window closes.
//!
//! Pairing numbers: at the start the entrants are ordered by rating (highest first, then by
//! who came first) and numbered from 1; a late entrant takes the next number.

use serde::{Deserialize, Serialize};

use crate::arena::{self, Arena};
use crate::standings::{standings, TieBreak};
use crate::trf::{Entry, Tournament};
use crate::{berger, dutch, points_text, Outcome, Player, Round, Side, Unplayed};

/// How the tournament pairs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Format {
    /// A Swiss of this many rounds (FIDE Dutch).
    Swiss {
        /// The number of rounds.
        rounds: u32,
    },
    /// A round robin, single (`cycles` 1) or double (2).
    RoundRobin {
        /// How many times everyone meets everyone.
        cycles: u32,
    },
    /// An arena lasting this many minutes.
    Arena {
        /// The time window, in minutes.
        minutes: u32,
    },
}

impl Format {
    /// The fewest entrants it can start with: a Swiss needs one more than its rounds (so
    /// nobody must meet anyone twice), a round robin three, an arena two.
    #[must_use]
    pub fn fewest(self) -> usize {
        match self {
            Format::Swiss { rounds } => rounds as usize + 1,
            Format::RoundRobin { .. } => 3,
            Format::Arena { .. } => 2,
        }
    }
}

/// Someone who entered.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entrant {
    /// Their user id (the bot's).
    pub user: u64,
    /// The name to show.
    pub name: String,
    /// Their rating when they entered (orders the pairing numbers).
    pub rating: u32,
    /// Left the tournament: not paired again.
    pub left: bool,
    /// The first round they can be paired in (1 for those there from the start).
    pub from_round: u32,
}

/// One game of a round (or of an arena).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Board {
    /// White's pairing number.
    pub white: Player,
    /// Black's.
    pub black: Player,
    /// The result for White and for Black, once known.
    pub result: Option<[Outcome; 2]>,
    /// Where it is played (the bot's channel or thread), once opened.
    pub channel: Option<u64>,
    /// The stored game's id, once started.
    pub game: Option<u64>,
}

impl Board {
    fn new(white: Player, black: Player) -> Board {
        Board {
            white,
            black,
            result: None,
            channel: None,
            game: None,
        }
    }

    /// Whether it still needs a game played (no result yet).
    #[must_use]
    pub fn pending(&self) -> bool {
        self.result.is_none()
    }
}

/// One round: its boards and the players with a pairing-allocated bye.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundOf {
    /// The games, table 1 first.
    pub boards: Vec<Board>,
    /// A full point without a game (an odd field).
    pub byes: Vec<Player>,
}

/// Why the tournament refuses a change.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    /// The person is already in.
    #[error("already entered")]
    AlreadyIn,
    /// The person is not in (or has left).
    #[error("not entered")]
    NotIn,
    /// A round robin takes no one once it started.
    #[error("closed to new entrants")]
    Closed,
    /// Too few entrants for the format.
    #[error("too few entrants: {have} of {need}")]
    TooFew {
        /// Entrants now.
        have: usize,
        /// Entrants needed.
        need: usize,
    },
    /// It has started already.
    #[error("already started")]
    Started,
    /// It has not started yet.
    #[error("not started")]
    NotStarted,
    /// The round's games are still being played.
    #[error("the round is not over")]
    RoundNotOver,
    /// Every round has been played.
    #[error("every round has been played")]
    Over,
    /// The Swiss pairing found no pairing.
    #[error("no pairing: {0}")]
    NoPairing(dutch::PairError),
}

/// A line of the standings, ready to show.
#[derive(Clone, Debug, PartialEq)]
pub struct Line {
    /// The place (1-based).
    pub rank: u32,
    /// The player.
    pub player: Player,
    /// Points as text (`2.5`; an arena's points are whole).
    pub points: String,
    /// The tie-breaks in the tournament's order, as text (none in an arena).
    pub tie_breaks: Vec<String>,
}

/// A tournament's whole state.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Competition {
    /// How it pairs.
    pub format: Format,
    /// The tie-breaks, in order (Swiss and round robin).
    pub tie_breaks: Vec<TieBreak>,
    /// The entrants; pairing number `n` is `entrants[n - 1]` once started.
    pub entrants: Vec<Entrant>,
    /// Whether it has started.
    pub started: bool,
    /// The rounds paired so far (Swiss, round robin).
    pub rounds: Vec<RoundOf>,
    /// The arena's points and who plays (arena).
    #[serde(default)]
    pub arena: Arena,
    /// The arena's games, in the order they were paired.
    #[serde(default)]
    pub arena_boards: Vec<Board>,
    /// The arena's window has closed: nobody is paired any more.
    #[serde(default)]
    pub closed: bool,
}

impl Competition {
    /// A tournament nobody has entered yet.
    #[must_use]
    pub fn new(format: Format, tie_breaks: Vec<TieBreak>) -> Competition {
        Competition {
            format,
            tie_breaks,
            entrants: Vec::new(),
            started: false,
            rounds: Vec::new(),
            arena: Arena::new(),
            arena_boards: Vec::new(),
            closed: false,
        }
    }

    /// The entrant with pairing number `p`.
    #[must_use]
    pub fn entrant(&self, p: Player) -> Option<&Entrant> {
        self.entrants.get((p.0 as usize).checked_sub(1)?)
    }

    /// The pairing number of `user`, if they entered.
    #[must_use]
    pub fn number_of(&self, user: u64) -> Option<Player> {
        self.entrants
            .iter()
            .position(|e| e.user == user)
            .map(|i| Player(u32::try_from(i + 1).unwrap_or(u32::MAX)))
    }

    /// Entrants who have not left.
    #[must_use]
    pub fn present(&self) -> usize {
        self.entrants.iter().filter(|e| !e.left).count()
    }

    /// The round being played or last played (0 before the first).
    #[must_use]
    pub fn round(&self) -> usize {
        self.rounds.len()
    }

    /// The number of rounds, when the format fixes it.
    #[must_use]
    pub fn total_rounds(&self) -> Option<usize> {
        match self.format {
            Format::Swiss { rounds } => Some(rounds as usize),
            Format::RoundRobin { cycles } => {
                let n = self.entrants.len().max(2);
                Some((n + n % 2 - 1) * cycles as usize)
            }
            Format::Arena { .. } => None,
        }
    }

    /// Enter `user`. Before the start anyone may; a Swiss and an arena take entrants while
    /// they run (a Swiss from its next round).
    ///
    /// # Errors
    /// [`Refusal::AlreadyIn`], or [`Refusal::Closed`] for a round robin under way.
    pub fn join(&mut self, user: u64, name: &str, rating: u32) -> Result<Player, Refusal> {
        if let Some(p) = self.number_of(user) {
            let i = p.0 as usize - 1;
            if !self.entrants[i].left {
                return Err(Refusal::AlreadyIn);
            }
            if self.started && matches!(self.format, Format::RoundRobin { .. }) {
                return Err(Refusal::Closed);
            }
            // Back again: paired from the next round.
            self.entrants[i].left = false;
            self.entrants[i].from_round = u32::try_from(self.round() + 1).unwrap_or(u32::MAX);
            if matches!(self.format, Format::Arena { .. }) {
                self.arena.join(p);
            }
            return Ok(p);
        }
        if self.started && matches!(self.format, Format::RoundRobin { .. }) {
            return Err(Refusal::Closed);
        }
        self.entrants.push(Entrant {
            user,
            name: name.to_string(),
            rating,
            left: false,
            from_round: u32::try_from(self.round() + 1).unwrap_or(u32::MAX),
        });
        let p = Player(u32::try_from(self.entrants.len()).unwrap_or(u32::MAX));
        if self.started && matches!(self.format, Format::Arena { .. }) {
            self.arena.join(p);
        }
        Ok(p)
    }

    /// `user` leaves: before the start they are taken off the list; after it they are not
    /// paired again (a game they are playing still counts).
    ///
    /// # Errors
    /// [`Refusal::NotIn`].
    pub fn leave(&mut self, user: u64) -> Result<(), Refusal> {
        let p = self.number_of(user).ok_or(Refusal::NotIn)?;
        let i = p.0 as usize - 1;
        if self.entrants[i].left {
            return Err(Refusal::NotIn);
        }
        if !self.started {
            self.entrants.remove(i);
            return Ok(());
        }
        self.entrants[i].left = true;
        if matches!(self.format, Format::Arena { .. }) {
            self.arena.leave(p);
        }
        Ok(())
    }

    /// Start: number the entrants by rating and pair the first round (or the arena's first
    /// games). Returns the boards to open.
    ///
    /// # Errors
    /// [`Refusal::Started`], [`Refusal::TooFew`], or the pairing's refusal.
    pub fn start(&mut self) -> Result<Vec<Board>, Refusal> {
        if self.started {
            return Err(Refusal::Started);
        }
        let need = self.format.fewest();
        if self.entrants.len() < need {
            return Err(Refusal::TooFew {
                have: self.entrants.len(),
                need,
            });
        }
        // Stable: equal ratings keep the order they came in.
        self.entrants.sort_by_key(|e| std::cmp::Reverse(e.rating));
        self.started = true;
        if matches!(self.format, Format::Arena { .. }) {
            for i in 0..self.entrants.len() {
                self.arena
                    .join(Player(u32::try_from(i + 1).unwrap_or(u32::MAX)));
            }
            return Ok(self.pair_arena());
        }
        match self.pair_next() {
            Ok(boards) => Ok(boards),
            Err(e) => {
                self.started = false;
                Err(e)
            }
        }
    }

    /// Whether every board of the current round has its result.
    #[must_use]
    pub fn round_over(&self) -> bool {
        self.rounds
            .last()
            .is_none_or(|r| r.boards.iter().all(|b| !b.pending()))
    }

    /// Whether the tournament is over: every round played (Swiss, round robin), or the arena
    /// closed with no game left.
    #[must_use]
    pub fn finished(&self) -> bool {
        if !self.started {
            return false;
        }
        match self.format {
            Format::Arena { .. } => self.closed && self.arena_boards.iter().all(|b| !b.pending()),
            _ => {
                self.round_over()
                    && (self.total_rounds().is_some_and(|t| self.round() >= t)
                        || self.present() < 2)
            }
        }
    }

    /// Pair the next round (Swiss, round robin). Boards with a player who left (a round
    /// robin) are forfeits at once. Returns the boards that need a game.
    ///
    /// # Errors
    /// [`Refusal::NotStarted`], [`Refusal::RoundNotOver`], [`Refusal::Over`], or no pairing.
    pub fn pair_next(&mut self) -> Result<Vec<Board>, Refusal> {
        if !self.started {
            return Err(Refusal::NotStarted);
        }
        if !self.round_over() {
            return Err(Refusal::RoundNotOver);
        }
        let next = self.round() + 1;
        if self.total_rounds().is_some_and(|t| next > t) {
            return Err(Refusal::Over);
        }
        let round = match self.format {
            Format::Swiss { .. } => {
                let mut trf = self.to_trf();
                // Who is away this round: those who left, and those who came after it starts.
                for (i, e) in self.entrants.iter().enumerate() {
                    let away = e.left || e.from_round as usize > next;
                    let cell = if away {
                        Round::Unplayed(Unplayed::ZeroBye)
                    } else {
                        Round::Unplayed(Unplayed::Absent)
                    };
                    trf.players[i].rounds.push(cell);
                }
                let pairing = dutch::pair_round(&trf, next).map_err(Refusal::NoPairing)?;
                RoundOf {
                    boards: pairing
                        .games
                        .iter()
                        .map(|&(w, b)| Board::new(w, b))
                        .collect(),
                    byes: pairing.byes,
                }
            }
            Format::RoundRobin { cycles } => {
                let n = u32::try_from(self.entrants.len()).unwrap_or(u32::MAX);
                let table = berger::rounds(n, cycles);
                let Some(pairs) = table.get(next - 1) else {
                    return Err(Refusal::Over);
                };
                let mut round = RoundOf::default();
                for pair in pairs {
                    match pair.black {
                        Some(black) => {
                            let mut board = Board::new(pair.white, black);
                            let gone = |p: Player| self.entrant(p).is_none_or(|e| e.left);
                            board.result = match (gone(pair.white), gone(black)) {
                                (false, false) => None,
                                (true, false) => Some([Outcome::ForfeitLoss, Outcome::ForfeitWin]),
                                (false, true) => Some([Outcome::ForfeitWin, Outcome::ForfeitLoss]),
                                (true, true) => Some([Outcome::ForfeitLoss, Outcome::ForfeitLoss]),
                            };
                            round.boards.push(board);
                        }
                        None => round.byes.push(pair.white),
                    }
                }
                round
            }
            Format::Arena { .. } => return Ok(Vec::new()),
        };
        let open = round
            .boards
            .iter()
            .filter(|b| b.pending())
            .cloned()
            .collect();
        self.rounds.push(round);
        Ok(open)
    }

    /// Pair the arena's free players (none once it closed). Returns the new boards.
    pub fn pair_arena(&mut self) -> Vec<Board> {
        if self.closed || !self.started {
            return Vec::new();
        }
        let boards: Vec<Board> = self
            .arena
            .pair_free()
            .into_iter()
            .map(|(a, b)| Board::new(a, b))
            .collect();
        self.arena_boards.extend(boards.iter().cloned());
        boards
    }

    /// The board played in `channel` that still waits for its result: (round, index), round
    /// 0 for the arena.
    #[must_use]
    pub fn board_in(&self, channel: u64) -> Option<(usize, usize)> {
        for (r, round) in self.rounds.iter().enumerate() {
            if let Some(i) = round
                .boards
                .iter()
                .position(|b| b.pending() && b.channel == Some(channel))
            {
                return Some((r + 1, i));
            }
        }
        self.arena_boards
            .iter()
            .position(|b| b.pending() && b.channel == Some(channel))
            .map(|i| (0, i))
    }

    /// The board at (round, index) (round 0: the arena's).
    #[must_use]
    pub fn board(&self, round: usize, index: usize) -> Option<&Board> {
        match round {
            0 => self.arena_boards.get(index),
            r => self.rounds.get(r - 1)?.boards.get(index),
        }
    }

    /// The board at (round, index), to change (its channel and game once opened).
    pub fn board_mut(&mut self, round: usize, index: usize) -> Option<&mut Board> {
        match round {
            0 => self.arena_boards.get_mut(index),
            r => self.rounds.get_mut(r - 1)?.boards.get_mut(index),
        }
    }

    /// Every board still waiting for its result, with its (round, index).
    #[must_use]
    pub fn pending(&self) -> Vec<(usize, usize, Board)> {
        let mut out = Vec::new();
        for (r, round) in self.rounds.iter().enumerate() {
            for (i, b) in round.boards.iter().enumerate() {
                if b.pending() {
                    out.push((r + 1, i, b.clone()));
                }
            }
        }
        for (i, b) in self.arena_boards.iter().enumerate() {
            if b.pending() {
                out.push((0, i, b.clone()));
            }
        }
        out
    }

    /// Record the result of the board at (round, index): White's and Black's. Returns false
    /// when it already had one (nothing changes).
    pub fn record(&mut self, round: usize, index: usize, result: [Outcome; 2]) -> bool {
        let Some(board) = self.board_mut(round, index) else {
            return false;
        };
        if board.result.is_some() {
            return false;
        }
        board.result = Some(result);
        let (w, b) = (board.white, board.black);
        if round == 0 {
            let arena_result = match (result[0].halves(), result[1].halves()) {
                (2, _) => arena::Result::FirstWins,
                (_, 2) => arena::Result::SecondWins,
                (1, 1) => arena::Result::Draw,
                _ => arena::Result::Neither,
            };
            self.arena.finish(w, b, arena_result);
        }
        true
    }

    /// Close the arena's window: nobody is paired any more; games under way still count.
    pub fn close(&mut self) {
        self.closed = true;
    }

    /// The tournament as a TRF-16 file's contents: every player, every round so far (a board
    /// without its result yet, and rounds before a late entrant joined, are blank).
    #[must_use]
    pub fn to_trf(&self) -> Tournament {
        self.to_trf_upto(self.rounds.len())
    }

    /// [`Competition::to_trf`] with only the first `rounds` rounds.
    #[must_use]
    pub fn to_trf_upto(&self, rounds: usize) -> Tournament {
        let mut players: Vec<Entry> = self
            .entrants
            .iter()
            .enumerate()
            .map(|(i, e)| Entry {
                id: Player(u32::try_from(i + 1).unwrap_or(u32::MAX)),
                name: e.name.clone(),
                rating: e.rating,
                rounds: Vec::new(),
                acceleration: Vec::new(),
            })
            .collect();
        for round in self.rounds.iter().take(rounds) {
            let mut cells = vec![Round::Unplayed(Unplayed::Absent); players.len()];
            for board in &round.boards {
                if let Some([rw, rb]) = board.result {
                    let (w, b) = (board.white.0 as usize - 1, board.black.0 as usize - 1);
                    if w < cells.len() && b < cells.len() {
                        cells[w] = Round::Game {
                            opponent: board.black,
                            side: Side::White,
                            result: rw,
                        };
                        cells[b] = Round::Game {
                            opponent: board.white,
                            side: Side::Black,
                            result: rb,
                        };
                    }
                }
            }
            for bye in &round.byes {
                if let Some(c) = cells.get_mut(bye.0 as usize - 1) {
                    *c = Round::Unplayed(Unplayed::FullBye);
                }
            }
            for (p, c) in players.iter_mut().zip(cells) {
                p.rounds.push(c);
            }
        }
        Tournament {
            players,
            rounds_total: self
                .total_rounds()
                .map(|t| u32::try_from(t).unwrap_or(u32::MAX)),
            other: Vec::new(),
        }
    }

    /// The rounds whose every game has its result (from the first).
    #[must_use]
    pub fn rounds_over(&self) -> usize {
        self.rounds
            .iter()
            .take_while(|r| r.boards.iter().all(|b| !b.pending()))
            .count()
    }

    /// The standings after the rounds that are over (an arena's: now), best first.
    #[must_use]
    pub fn standings(&self) -> Vec<Line> {
        if matches!(self.format, Format::Arena { .. }) {
            let mut out: Vec<Line> = self
                .arena
                .standings()
                .into_iter()
                .enumerate()
                .map(|(i, (player, points))| Line {
                    rank: u32::try_from(i + 1).unwrap_or(u32::MAX),
                    player,
                    points: points.to_string(),
                    tie_breaks: Vec::new(),
                })
                .collect();
            if !self.started {
                out.clear();
            }
            return out;
        }
        standings(&self.to_trf_upto(self.rounds_over()), &self.tie_breaks)
            .into_iter()
            .map(|s| Line {
                rank: s.rank,
                player: s.player,
                points: points_text(s.points),
                tie_breaks: s
                    .tie_breaks
                    .iter()
                    .map(|v| {
                        if v.fract() == 0.0 {
                            format!("{v:.0}")
                        } else if (v * 2.0).fract() == 0.0 {
                            format!("{v:.1}")
                        } else {
                            format!("{v:.2}")
                        }
                    })
                    .collect(),
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn field(format: Format, n: u64) -> Competition {
        let mut c = Competition::new(format, vec![TieBreak::Buchholz, TieBreak::SonnebornBerger]);
        for u in 1..=n {
            c.join(
                u,
                &format!("P{u}"),
                1500 + u32::try_from(u).expect("ok") * 10,
            )
            .expect("ok");
        }
        c
    }

    fn play_round(c: &mut Competition, round: usize, k: usize) {
        let n = c.rounds[round - 1].boards.len();
        for i in 0..n {
            let r = match (i + k) % 3 {
                0 => [Outcome::Win, Outcome::Loss],
                1 => [Outcome::Draw, Outcome::Draw],
                _ => [Outcome::Loss, Outcome::Win],
            };
            c.record(round, i, r);
        }
    }

    #[test]
    fn a_five_player_swiss_gives_byes_repeats_nobody_and_finishes() {
        let mut c = field(Format::Swiss { rounds: 3 }, 5);
        assert_eq!(c.join(3, "P3", 0), Err(Refusal::AlreadyIn));
        assert_eq!(c.start().expect("ok").len(), 2);
        assert_eq!(c.entrants[0].user, 5, "the best rating is number 1");
        let mut met = std::collections::HashSet::new();
        let mut byes = std::collections::HashSet::new();
        for round in 1..=3 {
            if round > 1 {
                assert_eq!(c.pair_next().expect("ok").len(), 2);
            }
            assert!(matches!(c.pair_next(), Err(Refusal::RoundNotOver)));
            let r = &c.rounds[round - 1];
            assert_eq!(r.byes.len(), 1);
            assert!(byes.insert(r.byes[0]), "a second bye for {:?}", r.byes[0]);
            for b in &r.boards {
                assert!(met.insert((b.white.min(b.black), b.white.max(b.black))));
            }
            play_round(&mut c, round, round);
        }
        assert!(c.finished());
        assert!(matches!(c.pair_next(), Err(Refusal::Over)));
        let lines = c.standings();
        assert_eq!(lines.len(), 5);
        assert_eq!(lines[0].tie_breaks.len(), 2);
        // Standings count the rounds that are over: a bye of a round just paired waits.
        let mut early = field(Format::Swiss { rounds: 3 }, 5);
        early.start().expect("start");
        play_round(&mut early, 1, 0);
        let after_one = early.standings();
        early.pair_next().expect("round 2");
        assert_eq!(early.standings(), after_one);
        // Its TRF file holds every result, and reads back the same.
        trf_round_trip(&c);
    }

    fn trf_round_trip(c: &Competition) {
        let trf = c.to_trf();
        let text = trf.write(&|_| 0);
        let back = Tournament::parse(&text).expect("ok");
        assert_eq!(back.players.len(), c.entrants.len());
        for (a, b) in back.players.iter().zip(&trf.players) {
            assert_eq!(a.rounds, b.rounds);
        }
    }

    #[test]
    fn a_round_robin_of_four_plays_three_rounds_and_forfeits_who_left() {
        let mut c = field(Format::RoundRobin { cycles: 1 }, 4);
        assert_eq!(c.total_rounds(), Some(3));
        assert_eq!(c.start().expect("ok").len(), 2);
        assert_eq!(c.join(9, "late", 0), Err(Refusal::Closed));
        play_round(&mut c, 1, 0);
        let leaver = c.entrants[3].user;
        c.leave(leaver).expect("ok");
        let open = c.pair_next().expect("ok");
        assert_eq!(open.len(), 1, "the leaver's board is a forfeit at once");
        play_round(&mut c, 2, 1);
        c.pair_next().expect("ok");
        play_round(&mut c, 3, 2);
        assert!(c.finished());
        let gone = c.number_of(leaver).expect("ok");
        let trf = c.to_trf();
        let rounds = &trf.player(gone).expect("ok").rounds;
        assert!(matches!(
            rounds[1],
            Round::Game {
                result: Outcome::ForfeitLoss,
                ..
            }
        ));
    }

    #[test]
    fn too_few_entrants_cannot_start_and_a_late_swiss_entrant_misses_the_rounds_before() {
        let mut c = field(Format::Swiss { rounds: 3 }, 3);
        assert_eq!(c.start(), Err(Refusal::TooFew { have: 3, need: 4 }));
        assert!(!c.started);
        c.join(4, "P4", 1000).expect("ok");
        c.start().expect("ok");
        play_round(&mut c, 1, 0);
        let late = c.join(50, "Late", 2000).expect("ok");
        assert_eq!(late, Player(5));
        c.pair_next().expect("ok");
        let r2 = &c.rounds[1];
        assert!(r2.boards.iter().any(|b| b.white == late || b.black == late) || r2.byes == [late]);
        assert_eq!(
            c.to_trf().player(late).expect("ok").rounds[0],
            Round::Unplayed(Unplayed::Absent)
        );
        assert_eq!(c.leave(77), Err(Refusal::NotIn));
    }

    #[test]
    fn an_arena_pairs_free_players_and_stops_when_closed() {
        let mut c = field(Format::Arena { minutes: 5 }, 4);
        let first = c.start().expect("ok");
        assert_eq!(first.len(), 2);
        assert!(c.pair_arena().is_empty());
        c.record(0, 0, [Outcome::Win, Outcome::Loss]);
        c.record(0, 1, [Outcome::Win, Outcome::Loss]);
        assert!(
            !c.record(0, 1, [Outcome::Loss, Outcome::Win]),
            "a result counts once"
        );
        assert_eq!(c.pair_arena().len(), 2);
        c.close();
        assert!(!c.finished(), "two games are still under way");
        c.record(0, 2, [Outcome::Draw, Outcome::Draw]);
        c.record(0, 3, [Outcome::ForfeitLoss, Outcome::ForfeitLoss]);
        assert!(c.pair_arena().is_empty());
        assert!(c.finished());
        let lines = c.standings();
        assert_eq!(lines[0].points, "3");
    }
}
