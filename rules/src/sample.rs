//! Sample games for benchmarks, examples and soaks: deterministic play that looks random and
//! lasts.

use crate::{Game, Variant};

/// The longest game still being played found in 200 tries of up to `plies` plies: random moves
/// from a fixed seed, preferring those after which the opponent has no capture, so games last.
/// It has exactly `plies` plies unless no try got that far.
#[must_use]
pub fn lasting_game(variant: Variant, plies: usize) -> Game {
    let mut state = 0x1234_5678_u64;
    let mut below = |n: usize| {
        state ^= state >> 12;
        state ^= state << 25;
        state ^= state >> 27;
        // The remainder is below `n`, a usize.
        #[allow(clippy::cast_possible_truncation)]
        let pick = (state.wrapping_mul(0x2545_F491_4F6C_DD1D) % n.max(1) as u64) as usize;
        pick
    };
    let mut best = Game::new(variant);
    for _ in 0..200 {
        let mut game = Game::new(variant);
        while game.outcome().is_none() && game.events().len() < plies {
            let details = game.position().details(false);
            let safe: Vec<_> = details
                .iter()
                .filter(|d| {
                    let mut next = game.position().clone();
                    next.play_unchecked(&d.mv);
                    !next.capture_available()
                })
                .cloned()
                .collect();
            let pool = if safe.is_empty() { &details } else { &safe };
            if game.play(pool[below(pool.len())].clone()).is_err() {
                break;
            }
        }
        if game.outcome().is_none() && game.events().len() > best.events().len() {
            best = game;
        }
        if best.events().len() >= plies {
            break;
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lasting_game_is_ongoing_and_as_long_as_asked() {
        for variant in [Variant::Spanish, Variant::International] {
            let game = lasting_game(variant, 60);
            assert_eq!(game.events().len(), 60, "{variant}");
            assert!(game.outcome().is_none(), "{variant}");
        }
    }
}
