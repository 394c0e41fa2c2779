//! Standings: points, then the tie-breaks in the order the tournament sets.
//!
//! Unplayed rounds (byes, forfeits, absences) count as the FIDE Tie-Break Regulations (C.07,
//! in force since 2023, art. 16) count them, as FIDE's own worked exercises on that text apply
//! it (`tests/tie_breaks.rs` checks all sixteen players of its Swiss example):
//!
//! - a player's own unplayed round counts, in Buchholz and Sonneborn-Berger, as a game against
//!   a dummy opponent whose score is the player's own final score (art. 16.4): a Buchholz
//!   contribution of the player's points, and in Sonneborn-Berger the round's points times the
//!   player's points;
//! - an opponent's score is their points with each round they chose not to play (an `H` or
//!   `Z` bye, an absence) after their last game over the board counted as a draw: a player who
//!   withdrew scores a draw a round for their opponents (art. 16.3); pairing-allocated byes,
//!   forfeits and earlier byes count as scored;
//! - Buchholz cut-1 cuts a round the player chose not to play (an `H` or `Z` bye, an absence,
//!   a forfeit loss) before the lowest opponent (art. 16.5).
//!
//! (The regulation's article 16 itself was not at hand when this was written; its reading is
//! the one FIDE's exercise solutions need, each part of it checked by a value there.) Wins count
//! games won over the board and by forfeit (not byes). The direct encounter separates a group
//! tied on everything before it only when every two of them met: then their points in the games
//! between them decide.

use std::collections::HashMap;

use crate::{Outcome, Player, Round, Tournament, Unplayed};

/// A tie-break, as a tournament's order of them names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum TieBreak {
    /// The sum of the opponents' points.
    Buchholz,
    /// Buchholz without the lowest opponent's points.
    BuchholzCut1,
    /// The points of the opponents beaten, plus half those of the opponents drawn.
    SonnebornBerger,
    /// Games won.
    Wins,
    /// Points in the games between the tied players (when every two of them met).
    DirectEncounter,
}

impl TieBreak {
    /// Every tie-break, in the default order.
    pub const ALL: [TieBreak; 5] = [
        TieBreak::Buchholz,
        TieBreak::BuchholzCut1,
        TieBreak::SonnebornBerger,
        TieBreak::Wins,
        TieBreak::DirectEncounter,
    ];

    /// The short name used in tables and settings (`bh`, `bh-c1`, `sb`, `wins`, `de`).
    #[must_use]
    pub fn code(self) -> &'static str {
        match self {
            TieBreak::Buchholz => "bh",
            TieBreak::BuchholzCut1 => "bh-c1",
            TieBreak::SonnebornBerger => "sb",
            TieBreak::Wins => "wins",
            TieBreak::DirectEncounter => "de",
        }
    }
}

impl std::str::FromStr for TieBreak {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        TieBreak::ALL
            .into_iter()
            .find(|t| t.code() == s.trim().to_lowercase())
            .ok_or_else(|| s.to_string())
    }
}

/// One line of the standings. Points are in half-points; tie-break values in points (halves
/// and quarters are exact in an `f64`), wins as a count.
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    /// The place (1-based; tied players share none: the order is total, the pairing number
    /// last).
    pub rank: u32,
    /// The player.
    pub player: Player,
    /// Points, in half-points.
    pub points: u32,
    /// The tie-breaks, in the order asked for, in points (wins: a count).
    pub tie_breaks: Vec<f64>,
}

fn points(t: &Tournament) -> HashMap<Player, u32> {
    t.players
        .iter()
        .map(|p| (p.id, p.rounds.iter().map(Round::halves).sum()))
        .collect()
}

/// A round the player chose not to play (art. 16): a half-point or zero-point bye asked for,
/// an absence, or a forfeit loss.
fn voluntary(round: &Round) -> bool {
    matches!(
        round,
        Round::Unplayed(Unplayed::HalfBye | Unplayed::ZeroBye | Unplayed::Absent)
            | Round::Game {
                result: Outcome::ForfeitLoss,
                ..
            }
    )
}

/// Each player's score as their opponents' tie-breaks count it (art. 16.3): their points,
/// with each bye asked for or absence after their last game over the board counted as a draw.
fn opponent_scores(t: &Tournament) -> HashMap<Player, u32> {
    t.players
        .iter()
        .map(|p| {
            let last_game = p.rounds.iter().rposition(|r| r.played_opponent().is_some());
            let halves =
                p.rounds
                    .iter()
                    .enumerate()
                    .map(|(i, r)| match r {
                        Round::Unplayed(
                            Unplayed::HalfBye | Unplayed::ZeroBye | Unplayed::Absent,
                        ) if last_game.is_none_or(|g| i > g) => 1,
                        _ => r.halves(),
                    })
                    .sum();
            (p.id, halves)
        })
        .collect()
}

/// The standings after the rounds played so far, sorted.
#[must_use]
pub fn standings(t: &Tournament, order: &[TieBreak]) -> Vec<Standing> {
    let pts = points(t);
    let of = |p: Player| pts.get(&p).copied().unwrap_or(0);
    let adjusted = opponent_scores(t);
    let seen = |p: Player| adjusted.get(&p).copied().unwrap_or(0);
    let mut lines: Vec<Standing> = t
        .players
        .iter()
        .map(|p| {
            let own = of(p.id);
            // Each round's opponent's score, a dummy with the player's own score for a round
            // without a game over the board (art. 16.4), and whether the player chose not to
            // play it.
            let opp: Vec<(u32, bool)> = p
                .rounds
                .iter()
                .map(|r| (r.played_opponent().map_or(own, seen), voluntary(r)))
                .collect();
            let buchholz: u32 = opp.iter().map(|o| o.0).sum();
            // Cut-1 cuts a round the player chose not to play first (art. 16.5), else the
            // lowest opponent.
            let cut = opp
                .iter()
                .filter(|o| o.1)
                .map(|o| o.0)
                .min()
                .or_else(|| opp.iter().map(|o| o.0).min())
                .unwrap_or(0);
            let points = |halves: u32| f64::from(halves) / 2.0;
            let tie_breaks = order
                .iter()
                .map(|tb| {
                    match tb {
                    TieBreak::Buchholz => points(buchholz),
                    TieBreak::BuchholzCut1 => points(buchholz - cut),
                    TieBreak::SonnebornBerger => p
                        .rounds
                        .iter()
                        .zip(&opp)
                        .map(|(r, o)| points(o.0) * points(r.halves()))
                        .fold(0.0, |a, b| a + b),
                    TieBreak::Wins => f64::from(
                        u32::try_from(
                            p.rounds
                                .iter()
                                .filter(|r| {
                                    matches!(r, Round::Game { result, .. } if result.halves() == 2)
                                })
                                .count(),
                        )
                        .unwrap_or(u32::MAX),
                    ),
                    // Filled in below, within each tied group.
                    TieBreak::DirectEncounter => 0.0,
                }
                })
                .collect();
            Standing {
                rank: 0,
                player: p.id,
                points: own,
                tie_breaks,
            }
        })
        .collect();
    sort(t, order, &mut lines);
    for (i, line) in lines.iter_mut().enumerate() {
        line.rank = u32::try_from(i + 1).unwrap_or(u32::MAX);
    }
    lines
}

/// Sort by points and the tie-breaks in order; a direct encounter is worked out within the
/// group tied on everything before it.
fn sort(t: &Tournament, order: &[TieBreak], lines: &mut [Standing]) {
    let key = |s: &Standing, upto: usize| {
        let mut k = vec![f64::from(s.points)];
        k.extend(&s.tie_breaks[..upto]);
        k
    };
    let desc = |a: &[f64], b: &[f64]| {
        b.iter()
            .zip(a)
            .map(|(x, y)| x.total_cmp(y))
            .find(|o| o.is_ne())
            .unwrap_or(std::cmp::Ordering::Equal)
    };
    let by = |a: &Standing, b: &Standing, upto: usize| {
        desc(&key(a, upto), &key(b, upto)).then(a.player.cmp(&b.player))
    };
    lines.sort_by(|a, b| by(a, b, order.len()));
    for (i, tb) in order.iter().enumerate() {
        if *tb != TieBreak::DirectEncounter {
            continue;
        }
        lines.sort_by(|a, b| by(a, b, i));
        let mut start = 0;
        while start < lines.len() {
            let mut end = start + 1;
            while end < lines.len() && key(&lines[end], i) == key(&lines[start], i) {
                end += 1;
            }
            let group: Vec<Player> = lines[start..end].iter().map(|s| s.player).collect();
            for line in &mut lines[start..end] {
                line.tie_breaks[i] = direct(t, &group, line.player);
            }
            start = end;
        }
        lines.sort_by(|a, b| by(a, b, order.len()));
    }
}

/// `player`'s points against the rest of `group`, when every two of the group met (else 0
/// for everyone: the encounter separates nobody).
fn direct(t: &Tournament, group: &[Player], player: Player) -> f64 {
    if group.len() < 2 {
        return 0.0;
    }
    let met = |a: Player, b: Player| {
        t.player(a).is_some_and(|p| {
            p.rounds
                .iter()
                .any(|r| matches!(r, Round::Game { opponent, result, .. } if *opponent == b && result.played()))
        })
    };
    let all_met = group
        .iter()
        .enumerate()
        .all(|(i, &a)| group[i + 1..].iter().all(|&b| met(a, b)));
    if !all_met {
        return 0.0;
    }
    t.player(player).map_or(0.0, |p| {
        p.rounds
            .iter()
            .filter_map(|r| match r {
                Round::Game {
                    opponent, result, ..
                } if result.played() && group.contains(opponent) => {
                    Some(f64::from(result.halves()) / 2.0)
                }
                _ => None,
            })
            .fold(0.0, |a, b| a + b)
    })
}
