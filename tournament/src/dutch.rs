//! The FIDE Dutch Swiss system (C.04.3): the next round's pairings from the rounds so far.
//!
//! It pairs as bbpPairings v6.0.0 (FIDE-endorsed, rules in force since February 2026) does,
//! checked on every round of 200 of its tournaments (`tests/bbp.rs`): round 1 pairs the top
//! half against the bottom half by pairing number; later rounds pair score bracket by score
//! bracket, top down, each step a maximum-weight matching whose edge weights pack the C.04.3
//! criteria (completion, floaters, colours, floats) into one wide integer (`brackets`). Colours
//! follow C.04.3's colour allocation rules: both preferences, the stronger one, the last round
//! the two histories differed, then the higher-ranked player (by score, then pairing number);
//! with no preference at all, an odd pairing number gets the tournament's initial colour,
//! `XXC white1`/`black1` when the file gives it, else what pairing number 1 had in round 1,
//! else white.
//!
//! A player's score is their pairing score: their points plus their acceleration for the round
//! being paired (`XXA` lines, [`crate::acceleration`]), for everything the pairing reads of
//! scores, a past round's floats included; without `XXA` lines, their points.
//!
//! A player pairs in a round unless the file already marks that round for them with a
//! half-point or zero-point bye (`H`, `Z`, or `-` for a withdrawal); re-pairing a round that
//! was played, a blank there is an absence too. Rounds before it that a player missed (blank:
//! absent, or not yet joined) count no points and no history. A round without a game is a
//! downfloat when it scored more than a loss (art. 1.4.3: `U`, `F`, `H`, a forfeit win). A
//! pairing-allocated bye goes to the lowest-ranked player who has not already had one nor
//! scored a win's points without playing (a forfeit win); an `H` or `Z` bye asked for does not
//! count.

mod blossom;
mod brackets;
mod stand_in;
mod warm;
mod wide;

/// The tests' random numbers: a 64-bit LCG from `seed`; each call gives a number below `m`.
#[cfg(test)]
fn test_numbers(mut seed: u64) -> impl FnMut(u64) -> u64 {
    move |m| {
        seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (seed >> 33) % m
    }
}

use std::cmp::Reverse;

use crate::trf::Tournament;
use crate::{Outcome, Player, Round, Side, Unplayed};

/// Why a round cannot be paired.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PairError {
    /// The file does not say how many rounds the tournament has.
    #[error("the file gives no number of rounds (XXR)")]
    NoRoundCount,
    /// The round asked for comes after the last round.
    #[error("round {round} comes after the last round, {total}")]
    PastLastRound {
        /// The round asked for.
        round: usize,
        /// The number of rounds (`XXR`).
        total: u32,
    },
}

/// One round's pairings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pairing {
    /// The round (1-based).
    pub round: usize,
    /// Each game as (white, black), in table order.
    pub games: Vec<(Player, Player)>,
    /// The pairing-allocated byes (at most one, unless no complete pairing exists).
    pub byes: Vec<Player>,
}

/// A player's float in a past round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Float {
    Up,
    Down,
    None,
}

/// A player in the round being paired, with what the criteria read of their past.
#[derive(Clone, Debug)]
struct Contender {
    id: u32,
    /// Points in half-points.
    score: u32,
    rating: u32,
    /// The colours of the games played over the board, in order.
    colours: Vec<Side>,
    floats: Vec<Float>,
    /// Rounds that scored a win's points without a game: a pairing-allocated (or announced
    /// full-point) bye, or a forfeit win. Such a player may not get the pairing-allocated bye.
    unplayed_wins: u32,
    /// Opponents met over the board, sorted, each once.
    opponents: Vec<u32>,
}

impl Contender {
    fn diff(&self) -> i32 {
        self.colours
            .iter()
            .map(|c| if *c == Side::White { 1 } else { -1 })
            .sum()
    }

    /// The colour of the last two games when they were the same.
    fn repeated(&self) -> Option<Side> {
        match self.colours[..] {
            [.., a, b] if a == b => Some(a),
            _ => None,
        }
    }

    fn preference(&self) -> Option<Side> {
        let last = *self.colours.last()?;
        if let Some(c) = self.repeated() {
            return Some(other(c));
        }
        Some(match self.diff() {
            d if d >= 1 => Side::Black,
            d if d <= -1 => Side::White,
            _ => other(last),
        })
    }

    /// 3 absolute, 2 strong, 1 mild, 0 none.
    fn strength(&self) -> u32 {
        if self.colours.is_empty() {
            0
        } else if self.diff().abs() >= 2 || self.repeated().is_some() {
            3
        } else if self.diff().abs() == 1 {
            2
        } else {
            1
        }
    }

    fn forbids(&self, side: Side) -> bool {
        let step = if side == Side::White { 1 } else { -1 };
        self.repeated() == Some(side) || (self.diff() + step).abs() > 2
    }

    fn float_back(&self, k: usize) -> Float {
        self.floats
            .len()
            .checked_sub(k)
            .map_or(Float::None, |i| self.floats[i])
    }

    fn met(&self, other: &Contender) -> bool {
        self.opponents.binary_search(&other.id).is_ok()
    }
}

fn other(side: Side) -> Side {
    match side {
        Side::White => Side::Black,
        Side::Black => Side::White,
    }
}

/// The round being paired.
#[derive(Clone, Copy, Debug)]
struct Context {
    round: usize,
    total: u32,
    initial: Side,
}

impl Context {
    /// The absolute criteria: no rematch, and a colour neither player's rules forbid (waived
    /// in the last round when either player scores above half the rounds played).
    fn can_pair(&self, a: &Contender, b: &Contender) -> bool {
        if a.id == b.id || a.met(b) {
            return false;
        }
        let legal = (!a.forbids(Side::White) && !b.forbids(Side::Black))
            || (!a.forbids(Side::Black) && !b.forbids(Side::White));
        let played = (self.round - 1) as u32;
        legal || (self.round as u32 >= self.total && (a.score > played || b.score > played))
    }

    /// (white, black) by C.04.3 E.1-E.5.
    fn colours<'a>(&self, a: &'a Contender, b: &'a Contender) -> (&'a Contender, &'a Contender) {
        let (pa, pb) = (a.preference(), b.preference());
        let (sa, sb) = (a.strength(), b.strength());
        let white_if = |a_white: bool| if a_white { (a, b) } else { (b, a) };
        if let (Some(x), Some(y)) = (pa, pb) {
            if x != y {
                return white_if(x == Side::White);
            }
        }
        if sa != sb {
            let a_stronger = sa > sb;
            match if a_stronger { pa } else { pb } {
                Some(Side::White) => return white_if(a_stronger),
                Some(Side::Black) => return white_if(!a_stronger),
                None => {}
            }
        } else if sa > 0 && pa == pb && a.diff() != b.diff() {
            // Both want the same colour as strongly: the one with more blacks gets white.
            return white_if(a.diff() < b.diff());
        }
        for (x, y) in a.colours.iter().rev().zip(b.colours.iter().rev()) {
            if x != y {
                return white_if(*x == Side::Black);
            }
        }
        // The higher-ranked player (art. 1.2: the higher score, then the lower pairing number).
        let (high, low) = if (Reverse(a.score), a.id) < (Reverse(b.score), b.id) {
            (a, b)
        } else {
            (b, a)
        };
        let high_white = match high.preference() {
            Some(side) => side == Side::White,
            None => (high.id % 2 == 1) == (self.initial == Side::White),
        };
        if high_white {
            (high, low)
        } else {
            (low, high)
        }
    }
}

/// The round [`pair`] pairs: the one after the last, or the last when it holds no game and no
/// pairing-allocated bye yet (only byes asked for and absences written ahead).
#[must_use]
pub fn next_round(t: &Tournament) -> usize {
    let last = t.rounds_played();
    let started = last > 0
        && even(t).players.iter().any(|p| {
            matches!(
                p.rounds[last - 1],
                Round::Game { .. } | Round::Unplayed(Unplayed::FullBye)
            )
        });
    if last == 0 || started {
        last + 1
    } else {
        last
    }
}

/// `t` with every player's rounds as long as the longest, a round not given being an absence
/// (as a parsed file has them; a tournament built in code may not).
fn even(t: &Tournament) -> std::borrow::Cow<'_, Tournament> {
    let n = t.rounds_played();
    if t.players.iter().all(|p| p.rounds.len() == n) {
        return std::borrow::Cow::Borrowed(t);
    }
    let mut t = t.clone();
    for p in &mut t.players {
        p.rounds.resize(n, Round::Unplayed(Unplayed::Absent));
    }
    std::borrow::Cow::Owned(t)
}

/// The next round's pairings (see [`next_round`]).
///
/// # Errors
/// The file gives no number of rounds, or the tournament is over.
pub fn pair(t: &Tournament) -> Result<Pairing, PairError> {
    pair_round(t, next_round(t))
}

/// The pairings of `round` (1-based, at most one after the last in the file) from the rounds
/// before it; what the file holds for `round` itself only says who is away.
///
/// # Errors
/// The file gives no number of rounds, or `round` comes after the last.
pub fn pair_round(t: &Tournament, round: usize) -> Result<Pairing, PairError> {
    let t = &*even(t);
    let total = t.rounds_total.ok_or(PairError::NoRoundCount)?;
    if round > total as usize || round == 0 {
        return Err(PairError::PastLastRound { round, total });
    }
    let context = Context {
        round,
        total,
        initial: initial_colour(t),
    };
    let players = contenders(t, round);
    let (pairs, byes) = pair_players(&context, &players);
    let mut games: Vec<(&Contender, &Contender)> = pairs
        .iter()
        .map(|&(a, b)| context.colours(&players[a], &players[b]))
        .collect();
    // Tables: the most points first, then the best rating, then the best pairing number.
    games.sort_by_key(|(w, b)| {
        (
            std::cmp::Reverse(w.score + b.score),
            std::cmp::Reverse(w.rating.max(b.rating)),
            w.id.min(b.id),
        )
    });
    Ok(Pairing {
        round,
        games: games
            .into_iter()
            .map(|(w, b)| (Player(w.id), Player(b.id)))
            .collect(),
        byes: byes.into_iter().map(|i| Player(players[i].id)).collect(),
    })
}

fn initial_colour(t: &Tournament) -> Side {
    for line in &t.other {
        if let Some(rest) = line.strip_prefix("XXC") {
            let rest = rest.trim().to_ascii_lowercase();
            if rest.starts_with("white") {
                return Side::White;
            }
            if rest.starts_with("black") {
                return Side::Black;
            }
        }
    }
    match t.player(Player(1)).and_then(|p| p.rounds.first()) {
        Some(Round::Game { side, .. }) => *side,
        _ => Side::White,
    }
}

/// The players of `round`, in pairing-number order, with their past up to it. A player's
/// score is their pairing score: their points plus their acceleration (`XXA`) for the round
/// being paired; a past round's float compares the two pairing scores of that round, as
/// bbpPairings does (`scoreWithAcceleration`).
fn contenders(t: &Tournament, round: usize) -> Vec<Contender> {
    // The pairing score when round `r + 1` was paired: the points of the rounds before it
    // and the acceleration of that round.
    let score_after = |p: Player, r: usize| -> u32 {
        t.player(p).map_or(0, |e| {
            e.rounds.iter().take(r).map(Round::halves).sum::<u32>() + e.acceleration_for(r + 1)
        })
    };
    // A blank is an absence in a round that was played, and a player still to pair in one
    // that holds only what was written ahead (byes asked for, withdrawals).
    let played = t.players.iter().any(|p| {
        matches!(
            p.rounds.get(round - 1),
            Some(Round::Game { .. } | Round::Unplayed(Unplayed::FullBye))
        )
    });
    let mut out = Vec::new();
    for entry in &t.players {
        let away = match entry.rounds.get(round - 1) {
            Some(Round::Unplayed(Unplayed::HalfBye | Unplayed::ZeroBye)) => true,
            Some(Round::Unplayed(Unplayed::Absent)) => played,
            _ => false,
        };
        if away {
            continue;
        }
        let mut c = Contender {
            id: entry.id.0,
            score: entry.acceleration_for(round),
            rating: entry.rating,
            colours: Vec::new(),
            floats: Vec::new(),
            unplayed_wins: 0,
            opponents: Vec::new(),
        };
        for (r, cell) in entry.rounds.iter().take(round - 1).enumerate() {
            c.score += cell.halves();
            match *cell {
                // A round without a game is a downfloat only when it scored more than a loss
                // (art. 1.4.3): a full-point or half-point bye, not a zero-point one or an
                // absence.
                Round::Unplayed(u) => {
                    if u == Unplayed::FullBye {
                        c.unplayed_wins += 1;
                    }
                    c.floats.push(if u.halves() > 0 {
                        Float::Down
                    } else {
                        Float::None
                    });
                }
                Round::Game {
                    opponent,
                    side,
                    result,
                } if result.played() => {
                    c.colours.push(side);
                    c.opponents.push(opponent.0);
                    let (mine, theirs) = (score_after(entry.id, r), score_after(opponent, r));
                    c.floats.push(match mine.cmp(&theirs) {
                        std::cmp::Ordering::Greater => Float::Down,
                        std::cmp::Ordering::Less => Float::Up,
                        std::cmp::Ordering::Equal => Float::None,
                    });
                }
                Round::Game { result, .. } => {
                    if result == Outcome::ForfeitWin {
                        c.unplayed_wins += 1;
                        c.floats.push(Float::Down);
                    } else {
                        c.floats.push(Float::None);
                    }
                }
            }
        }
        c.opponents.sort_unstable();
        c.opponents.dedup();
        out.push(c);
    }
    out
}

type Pairs = Vec<(usize, usize)>;

/// The pairs (indices into `players`, which are in pairing-number order) and the players left
/// without a game. Round 1 pairs the top half against the bottom half in order, after the bye
/// of an odd field goes to its lowest-ranked player; later rounds go bracket by bracket
/// ([`brackets::iterate`]). When that leaves two or more players out (a small field late in a
/// long tournament), caissify-pairings' fallbacks follow: a backtracking search, then a greedy
/// pass, with the colour rules dropped if even that pairs no one.
fn pair_players(cx: &Context, players: &[Contender]) -> (Pairs, Vec<usize>) {
    let n = players.len();
    // Who may get the pairing-allocated bye: not a player who already had it or scored a
    // win's points without playing (C.04.3, the absolute criterion on the bye); a half-point
    // or zero-point bye asked for does not count.
    let eligible = |p: &Contender| p.unplayed_wins == 0;
    // Round 1 is one score group, unless an acceleration splits it: then it is paired
    // bracket by bracket like any other round, as bbpPairings pairs it.
    let accelerated = players.windows(2).any(|w| w[0].score != w[1].score);
    if cx.round == 1 && !accelerated {
        let mut order: Vec<usize> = (0..n).collect();
        let mut byes = Vec::new();
        if n % 2 == 1 {
            let mut candidates: Vec<usize> = (0..n).filter(|&i| eligible(&players[i])).collect();
            if candidates.is_empty() {
                candidates = (0..n).collect();
            }
            candidates.sort_by_key(|&i| (players[i].score, Reverse(players[i].id)));
            order.retain(|&i| i != candidates[0]);
            byes.push(candidates[0]);
        }
        let half = order.len() / 2;
        return (
            (0..half).map(|i| (order[i], order[half + i])).collect(),
            byes,
        );
    }
    let candidates = (n % 2 == 1).then(|| {
        let flags: Vec<bool> = players.iter().map(eligible).collect();
        if flags.contains(&true) {
            flags
        } else {
            vec![true; n]
        }
    });
    let (mut pairs, mut rest) = brackets::iterate(cx, players, candidates);
    let all: Vec<usize> = (0..n).collect();
    if rest.len() >= 2 {
        if let Some(found) = search(cx, players, &all) {
            rest = unpaired(&all, &found);
            pairs = found;
        }
    }
    if rest.len() >= 2 {
        let greedy = |relaxed: bool| {
            let mut used = vec![false; n];
            let mut out = Vec::new();
            for i in 0..n {
                if used[i] {
                    continue;
                }
                let fits = |j: usize| {
                    !used[j]
                        && if relaxed {
                            !players[i].met(&players[j])
                        } else {
                            cx.can_pair(&players[i], &players[j])
                        }
                };
                if let Some(j) = (i + 1..n).find(|&j| fits(j)) {
                    used[i] = true;
                    used[j] = true;
                    out.push((i, j));
                }
            }
            out
        };
        let mut found = greedy(false);
        if found.is_empty() {
            found = greedy(true);
        }
        if !found.is_empty() {
            rest = unpaired(&all, &found);
            pairs = found;
        }
    }
    (pairs, rest)
}

fn unpaired(order: &[usize], pairs: &Pairs) -> Vec<usize> {
    let paired = |i: usize| pairs.iter().any(|&(a, b)| a == i || b == i);
    order.iter().copied().filter(|&i| !paired(i)).collect()
}

/// caissify-pairings' last resort: the first complete pairing by backtracking in the given order
/// (one player may stay out). Gives up after a million steps.
fn search(cx: &Context, players: &[Contender], order: &[usize]) -> Option<Pairs> {
    fn step(
        cx: &Context,
        players: &[Contender],
        order: &[usize],
        used: &mut [bool],
        pairs: &mut Pairs,
        budget: &mut u32,
    ) -> bool {
        let Some(first) = (0..order.len()).find(|&i| !used[i]) else {
            return true;
        };
        if used.iter().filter(|u| !**u).count() == 1 {
            return true;
        }
        used[first] = true;
        for j in first + 1..order.len() {
            if *budget == 0 {
                break;
            }
            *budget -= 1;
            if !used[j] && cx.can_pair(&players[order[first]], &players[order[j]]) {
                used[j] = true;
                pairs.push((order[first], order[j]));
                if step(cx, players, order, used, pairs, budget) {
                    return true;
                }
                pairs.pop();
                used[j] = false;
            }
        }
        used[first] = false;
        false
    }
    if order.len() < 2 {
        return None;
    }
    let mut pairs = Vec::new();
    let mut budget = 1_000_000;
    let mut used = vec![false; order.len()];
    step(cx, players, order, &mut used, &mut pairs, &mut budget).then_some(pairs)
}

#[cfg(test)]
mod tests {
    use super::{contenders, Float};
    use crate::trf::Tournament;

    /// A tournament built in code may give a player fewer rounds than the others: the rounds
    /// not given are absences, as in a file, and pairing neither panics nor differs.
    #[test]
    fn a_player_with_fewer_rounds_is_paired_as_absent_in_them() {
        let text = "\
012 Short
XXR 3
001    1      P1                                2000                             0.0    1
001    2      P2                                1950                             1.0    2     3 w 1
001    3      P3                                1900                             0.0    3     2 b 0
001    4      P4                                1850                             1.0    4     5 w 1
001    5      P5                                1800                             0.0    5     4 b 0
";
        let given = Tournament::parse(text).expect("a valid TRF file");
        let mut short = given.clone();
        short.players[0].rounds.clear();
        assert_eq!(super::next_round(&short), super::next_round(&given));
        assert_eq!(super::pair(&short), super::pair(&given));
    }

    /// A round without a game is a downfloat only when it scored more than a loss (art. 1.4.3):
    /// the H and U byes and the forfeit win are, the Z bye, the forfeit loss and an absence
    /// (player 6) are not; a game played between equal scores is neither.
    #[test]
    fn only_an_unplayed_round_that_scored_is_a_downfloat() {
        let text = "\
012 Floats
XXR 5
XXC white1
001    1      P1                                2000                             0.5    1  0000 - H
001    2      P2                                1950                             0.0    2  0000 - Z
001    3      P3                                1900                             1.0    3  0000 - U
001    4      P4                                1850                             1.0    4     5 w +
001    5      P5                                1800                             0.0    5     4 b -
001    6      P6                                1750                             0.0    6
001    7      P7                                1700                             1.0    7     8 w 1
001    8      P8                                1650                             0.0    8     7 b 0
";
        let t = Tournament::parse(text).expect("a valid TRF file");
        let floats: Vec<(u32, Vec<Float>)> = contenders(&t, 2)
            .into_iter()
            .map(|c| (c.id, c.floats))
            .collect();
        let (down, none) = (Float::Down, Float::None);
        assert_eq!(
            floats,
            [
                (1, vec![down]),
                (2, vec![none]),
                (3, vec![down]),
                (4, vec![down]),
                (5, vec![none]),
                (6, vec![none]),
                (7, vec![none]),
                (8, vec![none]),
            ]
        );
    }

    /// A past round's float compares the pairing scores of that round, acceleration
    /// included (bbpPairings' `scoreWithAcceleration`): 1 (one virtual point) beat 2 (none),
    /// both on no points, so 1 floated down and 2 up; 3 and 4 (one virtual point each) did not.
    #[test]
    fn floats_read_the_accelerated_scores() {
        let text = "\
012 Accelerated floats
XXR 5
XXC white1
001    1      P1                                2000                             1.0    1     2 w 1
001    2      P2                                1950                             0.0    2     1 b 0
001    3      P3                                1900                             1.0    3     4 w 1
001    4      P4                                1850                             0.0    4     3 b 0
XXA    1  1.0  1.0
XXA    3  1.0  1.0
XXA    4  1.0
";
        let t = Tournament::parse(text).expect("a valid TRF file");
        let players: Vec<(u32, u32, Vec<Float>)> = contenders(&t, 2)
            .into_iter()
            .map(|c| (c.id, c.score, c.floats))
            .collect();
        let (up, down, none) = (Float::Up, Float::Down, Float::None);
        assert_eq!(
            players,
            [
                (1, 4, vec![down]),
                (2, 0, vec![up]),
                (3, 4, vec![none]),
                (4, 0, vec![none]),
            ]
        );
    }
}
