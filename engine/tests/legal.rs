//! Never an illegal move: over random positions of every variant, at every level.

use std::sync::atomic::AtomicBool;

use damero_engine::rng::Rng;
use damero_engine::{think, Limits, Options, Situation};
use damero_rules::{Board, Color, Position, Variant};
use proptest::prelude::*;

/// A position reached by `plies` random legal moves from the start.
fn playout(variant: Variant, plies: usize, seed: u64) -> Situation {
    let mut rng = Rng::new(seed);
    let mut sit = Situation::new(&Position::start(variant));
    for _ in 0..plies {
        let moves = sit.legal_moves();
        if moves.is_empty() {
            break;
        }
        sit = sit.play(&moves[rng.below(moves.len() as u64) as usize]);
    }
    sit
}

/// A random board: each playing square empty, a man or a king of either side.
fn scattered(variant: Variant, seed: u64) -> Situation {
    let mut rng = Rng::new(seed);
    let rules = variant.rules();
    let layout = rules.layout();
    let mut board = Board::<u128>::default();
    let density = 2 + rng.below(6);
    for sq in layout.all().iter() {
        let bit = 1u128 << sq.0;
        match rng.below(20) {
            r if r < density => {
                let color = if rng.below(2) == 0 {
                    Color::White
                } else {
                    Color::Black
                };
                let king = rng.below(4) == 0 || layout.promotion_rank(color).contains(sq);
                match color {
                    Color::White => board.white |= bit,
                    Color::Black => board.black |= bit,
                }
                if king {
                    board.kings |= bit;
                }
            }
            _ => {}
        }
    }
    let turn = if rng.below(2) == 0 {
        Color::White
    } else {
        Color::Black
    };
    Situation {
        variant,
        board,
        turn,
        history: Vec::new(),
        quiet_plies: 0,
        reversible_plies: 0,
        king_runs: [(damero_rules::Square(0), 0); 2],
        endgame_plies: None,
    }
}

fn check(sit: &Situation, level: u8, seed: u64) {
    let legal = sit.legal_moves();
    let t = think(
        sit,
        &Limits::nodes(1_500),
        &Options::level(level).with_seed(seed),
        &AtomicBool::new(false),
    );
    match t.best {
        Some(mv) => assert!(
            legal.contains(&mv),
            "{:?} played {mv:?}, not among {legal:?}",
            sit.variant
        ),
        None => assert!(
            legal.is_empty(),
            "no move chosen but {} are legal",
            legal.len()
        ),
    }
    for mv in t.pv.iter().take(1) {
        assert!(legal.contains(mv));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn the_engine_never_plays_an_illegal_move_after_random_play(
        v in 0usize..Variant::ALL.len(), plies in 0usize..60, seed in any::<u64>(), level in 1u8..=10,
    ) {
        check(&playout(Variant::ALL[v], plies, seed), level, seed);
    }

    #[test]
    fn the_engine_never_plays_an_illegal_move_on_scattered_boards(
        v in 0usize..Variant::ALL.len(), seed in any::<u64>(), level in 1u8..=10,
    ) {
        check(&scattered(Variant::ALL[v], seed), level, seed);
    }
}
