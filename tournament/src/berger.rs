//! Round robins by the FIDE Berger tables (FIDE Handbook C.05, Annex 1).
//!
//! With `n` players (`n` even; an odd field gets a dummy `n + 1`, and meeting it is a bye), the
//! players `1..n-1` stand on a circle and player `n` at its centre. In round `r` (from 1) the
//! centre meets `a = ((r - 1) * n/2) mod (n - 1) + 1`, with White in even rounds; on the other
//! tables the players `k` places after `a` on the circle have White against those `k` places
//! before it (`k = 1 .. n/2 - 1`). This gives the FIDE tables exactly: for 6 players round 1 is
//! 1-6, 2-5, 3-4 and round 2 is 6-4, 5-3, 1-2. A double round robin plays the cycle again with
//! the colours reversed.

use crate::Player;

/// One game of a round: White, Black (`None`: a bye for White's player).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pairing {
    /// The player with White (or the one who has the bye).
    pub white: Player,
    /// The player with Black; `None` when `white` sits out (an odd field's bye).
    pub black: Option<Player>,
}

/// Every round of a round robin of `players` (at least 2), `cycles` times (1 single, 2
/// double), table 1 first in each round.
#[must_use]
pub fn rounds(players: u32, cycles: u32) -> Vec<Vec<Pairing>> {
    if players < 2 {
        return Vec::new();
    }
    let n = players + players % 2;
    let circle = n - 1;
    let half = n / 2;
    let on_circle =
        |i: i64| Player(u32::try_from(i.rem_euclid(i64::from(circle))).unwrap_or(0) + 1);
    let mut out = Vec::new();
    for cycle in 0..cycles {
        for r in 1..=circle {
            let a = i64::from(((r - 1) * half) % circle);
            let mut tables = Vec::new();
            let centre = Player(n);
            let first = on_circle(a);
            let (mut w, mut b) = if r % 2 == 1 {
                (first, centre)
            } else {
                (centre, first)
            };
            if cycle % 2 == 1 {
                std::mem::swap(&mut w, &mut b);
            }
            tables.push((w, b));
            for k in 1..i64::from(half) {
                let (mut w, mut b) = (on_circle(a + k), on_circle(a - k));
                if cycle % 2 == 1 {
                    std::mem::swap(&mut w, &mut b);
                }
                tables.push((w, b));
            }
            out.push(
                tables
                    .into_iter()
                    .map(|(w, b)| {
                        // The dummy of an odd field: its opponent sits out.
                        if w.0 > players {
                            Pairing {
                                white: b,
                                black: None,
                            }
                        } else if b.0 > players {
                            Pairing {
                                white: w,
                                black: None,
                            }
                        } else {
                            Pairing {
                                white: w,
                                black: Some(b),
                            }
                        }
                    })
                    .collect(),
            );
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(players: u32) -> Vec<Vec<(u32, u32)>> {
        rounds(players, 1)
            .into_iter()
            .map(|r| {
                r.into_iter()
                    .map(|p| (p.white.0, p.black.map_or(0, |b| b.0)))
                    .collect()
            })
            .collect()
    }

    #[test]
    fn the_fide_tables_for_four_and_six_players() {
        // FIDE Handbook C.05, Annex 1.
        assert_eq!(
            table(4),
            [
                vec![(1, 4), (2, 3)],
                vec![(4, 3), (1, 2)],
                vec![(2, 4), (3, 1)]
            ]
        );
        assert_eq!(
            table(6),
            [
                vec![(1, 6), (2, 5), (3, 4)],
                vec![(6, 4), (5, 3), (1, 2)],
                vec![(2, 6), (3, 1), (4, 5)],
                vec![(6, 5), (1, 4), (2, 3)],
                vec![(3, 6), (4, 2), (5, 1)],
            ]
        );
    }

    #[test]
    fn the_fide_table_for_eight_players_round_by_round() {
        assert_eq!(
            table(8),
            [
                vec![(1, 8), (2, 7), (3, 6), (4, 5)],
                vec![(8, 5), (6, 4), (7, 3), (1, 2)],
                vec![(2, 8), (3, 1), (4, 7), (5, 6)],
                vec![(8, 6), (7, 5), (1, 4), (2, 3)],
                vec![(3, 8), (4, 2), (5, 1), (6, 7)],
                vec![(8, 7), (1, 6), (2, 5), (3, 4)],
                vec![(4, 8), (5, 3), (6, 2), (7, 1)],
            ]
        );
    }

    #[test]
    fn everyone_meets_everyone_once_colours_balance_and_an_odd_field_gets_byes() {
        for players in 2..=16 {
            let rounds = rounds(players, 1);
            let mut met = std::collections::HashSet::new();
            let mut whites = vec![0i32; players as usize + 1];
            let mut byes = vec![0; players as usize + 1];
            for round in &rounds {
                let mut seen = std::collections::HashSet::new();
                for p in round {
                    assert!(seen.insert(p.white), "{players}: twice in a round");
                    match p.black {
                        Some(b) => {
                            assert!(seen.insert(b));
                            let key = (p.white.0.min(b.0), p.white.0.max(b.0));
                            assert!(met.insert(key), "{players}: {key:?} met twice");
                            whites[p.white.0 as usize] += 1;
                            whites[b.0 as usize] -= 1;
                        }
                        None => byes[p.white.0 as usize] += 1,
                    }
                }
            }
            let n = u64::from(players);
            assert_eq!(
                met.len() as u64,
                n * (n - 1) / 2,
                "{players}: every pair once"
            );
            for p in 1..=players as usize {
                assert!(
                    whites[p].abs() <= 1,
                    "{players}: player {p} colours {}",
                    whites[p]
                );
                assert_eq!(
                    byes[p],
                    u32::from(players % 2 == 1),
                    "{players}: byes of {p}"
                );
            }
        }
    }

    #[test]
    fn a_double_round_robin_repeats_the_cycle_with_colours_reversed() {
        let double = rounds(6, 2);
        assert_eq!(double.len(), 10);
        for (first, second) in double[..5].iter().zip(&double[5..]) {
            for (a, b) in first.iter().zip(second) {
                assert_eq!(
                    (a.white, a.black),
                    (b.black.expect("a game"), Some(b.white))
                );
            }
        }
    }
}
