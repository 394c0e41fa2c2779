//! Accelerated pairings: the Baku Acceleration Method (FIDE Handbook C.04.5.1,
//! <https://spp.fide.com/c-04-5-1-baku-acceleration/>), written into a tournament as its
//! `XXA` lines, which the Dutch pairing reads ([`crate::dutch`]).
//!
//! The regulation's text, as the SPP page gives it:
//!
//! > The Baku Acceleration Method is applicable in any tournament where the standard scoring
//! > point system (one point for a win, half point for a draw) is used.
//! >
//! > Before the first round, the list of players to be paired (properly sorted) shall be split
//! > in two groups, GA and GB. The first group (GA) shall contain the first half of the
//! > players, rounded up to the nearest even number. The second group (GB) shall contain all
//! > the remaining players.
//! >
//! > Note: for instance, if there are 161 players in the tournament, the nearest even number
//! > that comprises the first half of the players (i.e. 80.5) is 82. The formula 2 * Q (2 times
//! > Q), where Q is the number of players divided by 4 and rounded upwards, may be helpful in
//! > computing such number – that, besides being the number of GA players, is also the
//! > pairing number of the last GA player.
//! >
//! > If there are entries after the first round, those players shall be accommodated in the
//! > pairing list according to C.04.2.B/C (Initial Order/Late Entries). The last GA-player
//! > shall be the same as in the previous round.
//! >
//! > The "accelerated rounds" are the ones in the first half (rounded up) of the tournament.
//! > Before pairing the first half (rounded up) of the accelerated rounds, all the players in
//! > GA are assigned a number of points (called virtual points) equal to 1.
//! >
//! > Such virtual points are reduced to 0.5 before pairing the remaining accelerated rounds.
//! >
//! > Consequently, no virtual points are ever given to players in GB, or to any player after
//! > the last accelerated round has been played.
//! >
//! > In a nine-round tournament, the accelerated rounds are five. The players in GA are
//! > assigned one virtual point in the first three rounds, and half virtual point in the [...]
//!
//! (the page's text breaks off there in the copy read; the next two rounds, the fourth and
//! the fifth, are what the rule above gives). The virtual points count for the pairing only:
//! the standings never read them.

use crate::dutch::PairError;
use crate::Tournament;

/// The size of group GA for `players` players: the first half rounded up to the nearest even
/// number, 2 * ceil(players / 4). It is also the pairing number of the last GA player.
#[must_use]
pub fn baku_group_a(players: usize) -> usize {
    2 * players.div_ceil(4)
}

/// The virtual points, in half-points, of a GA player when round `round` (1-based) of a
/// `rounds`-round tournament is paired: 2 (one point) in the first half (rounded up) of the
/// accelerated rounds, 1 (half a point) in the rest of them, then none. The accelerated
/// rounds are the first half (rounded up) of the tournament.
#[must_use]
pub fn baku_virtual_points(rounds: u32, round: u32) -> u32 {
    let accelerated = rounds.div_ceil(2);
    let full = accelerated.div_ceil(2);
    match round {
        0 => 0,
        r if r <= full => 2,
        r if r <= accelerated => 1,
        _ => 0,
    }
}

/// Accelerate `t` by the Baku method: each of the first [`baku_group_a`] players by pairing
/// number gets [`baku_virtual_points`] for every round (its `XXA` line); everyone else none.
/// Call it before the first round, with the players of the first round: a late entrant added
/// after it (numbered after the others, as [`crate::Competition`] numbers them) stays in GB,
/// and the last GA player stays the same, as the regulation asks.
///
/// # Errors
/// The file does not say how many rounds the tournament has (`XXR`).
pub fn apply_baku(t: &mut Tournament) -> Result<(), PairError> {
    let rounds = t.rounds_total.ok_or(PairError::NoRoundCount)?;
    let group_a = baku_group_a(t.players.len());
    let points: Vec<u32> = (1..=rounds.div_ceil(2))
        .map(|r| baku_virtual_points(rounds, r))
        .collect();
    let mut order: Vec<usize> = (0..t.players.len()).collect();
    order.sort_by_key(|&i| t.players[i].id);
    for (rank, &i) in order.iter().enumerate() {
        t.players[i].acceleration = if rank < group_a {
            points.clone()
        } else {
            Vec::new()
        };
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::{baku_group_a, baku_virtual_points};

    /// The regulation's own example: 161 players make a GA of 82.
    #[test]
    fn group_a_is_the_first_half_rounded_up_to_an_even_number() {
        assert_eq!(baku_group_a(161), 82);
        assert_eq!(baku_group_a(160), 80);
        assert_eq!(baku_group_a(162), 82);
        assert_eq!(baku_group_a(9), 6);
        assert_eq!(baku_group_a(8), 4);
    }

    /// The regulation's own example: nine rounds, five accelerated, one virtual point in the
    /// first three and half a point in the next two (in half-points here).
    #[test]
    fn nine_rounds_accelerate_five() {
        let points: Vec<u32> = (1..=9).map(|r| baku_virtual_points(9, r)).collect();
        assert_eq!(points, [2, 2, 2, 1, 1, 0, 0, 0, 0]);
        // Seven rounds: four accelerated (the first half rounded up), two of them at one
        // point (the first half of the accelerated rounds, rounded up).
        let points: Vec<u32> = (1..=7).map(|r| baku_virtual_points(7, r)).collect();
        assert_eq!(points, [2, 2, 1, 1, 0, 0, 0]);
        // Five rounds: three accelerated, two at one point.
        let points: Vec<u32> = (1..=5).map(|r| baku_virtual_points(5, r)).collect();
        assert_eq!(points, [2, 2, 1, 0, 0]);
    }
}
