//! Find tactics for the tactics files: positions from engine games where one move wins at least
//! 1.5 men more than every other move at depth 10 (and no other
//! move keeps an edge of 3 men), which a depth-2 search misses. Prints
//! `FEN | move | note` lines. Run in release: `cargo run --release -p damero-lab --example
//! mine_tactics -- spanish 6`.
use std::sync::atomic::AtomicBool;

use damero_engine::search::{Searcher, Stop};
use damero_engine::tt::Table;
use damero_engine::{Limits, Options, Situation};
use damero_lab::arena::{detail_of, random_opening, EnginePlayer, Player};
use damero_rules::move_text;
use damero_rules::{Bits, Game, Variant};

fn scores<B: Bits>(sit: &Situation, depth: i32) -> Vec<(damero_rules::Move, i32)> {
    let rules = sit.variant.rules();
    let table = Table::new(4);
    let flag = AtomicBool::new(false);
    let stop = Stop {
        flag: &flag,
        deadline: None,
        nodes: u64::MAX,
        give_way: None,
    };
    let mut s = Searcher::<B>::new(rules, &table, &sit.history, stop);
    let root = Searcher::root(
        rules.layout(),
        sit.board.convert(),
        sit.turn,
        sit.quiet_plies,
    );
    s.score_root_moves(&root, depth)
        .iter()
        .map(|(m, v)| (damero_rules::Move::from_raw(m), *v))
        .collect()
}

fn main() {
    let variant: Variant = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(Variant::Spanish);
    let want: usize = std::env::args()
        .nth(2)
        .and_then(|s| s.parse().ok())
        .unwrap_or(6);
    let depth: i32 = std::env::args()
        .nth(3)
        .and_then(|s| s.parse().ok())
        .unwrap_or(10);
    let wide = !variant.rules().layout().fits_u64();
    let mut found = 0;
    for seed in 0..400u64 {
        let mut game = Game::new(variant);
        for d in random_opening(variant, 4, seed) {
            let _ = game.play(d);
        }
        let mut p = EnginePlayer::new(Options::level(3).with_seed(seed), Limits::depth(3));
        p.new_game(variant);
        while game.outcome().is_none() && game.events().len() < 120 && found < want {
            // No history: a tactic must stand on its own (no repetition draws from the game).
            let sit = Situation::new(game.position());
            if sit.legal_moves().len() >= 3 && game.events().len() > 8 {
                let deep = if wide {
                    scores::<u128>(&sit, depth.min(8))
                } else {
                    scores::<u64>(&sit, depth)
                };
                let shallow = if wide {
                    scores::<u128>(&sit, 2)
                } else {
                    scores::<u64>(&sit, 2)
                };
                if deep.len() >= 2
                    && deep[0].1 - deep[1].1 >= 150
                    && deep[1].1 < 300
                    && deep[0].1 >= 120
                    && shallow[0].0 != deep[0].0
                {
                    let pos = game.position();
                    let d = detail_of(pos, &deep[0].0).expect("legal");
                    let rules = pos.rules();
                    println!(
                        "{} | {} | deep {} vs next {} ({})",
                        pos.fen(),
                        move_text(rules, &d, rules.default_notation()),
                        deep[0].1,
                        deep[1].1,
                        if d.mv.is_capture() {
                            "capture choice"
                        } else {
                            "quiet shot"
                        }
                    );
                    found += 1;
                    std::io::Write::flush(&mut std::io::stdout()).expect("stdout");
                }
            }
            let Some(d) = p.choose(&game) else { break };
            if game.play(d).is_err() {
                break;
            }
        }
        if found >= want {
            break;
        }
    }
}
