//! The speed benchmark behind `damero bench`: a fixed set of positions per variant family, each
//! searched to a fixed depth by a fresh full-strength engine, reporting nodes, time and nodes per
//! second. As with Stockfish's `bench`, the total node count is a signature of the search: it is
//! the same on every machine and every run, so a change in it means a change in what the search
//! does, while a change in time alone is a change in speed.
//!
//! The positions are `bench/<variant>.txt` (one FEN a line, `#` comments): the first openings of
//! `openings/<variant>.txt` and middlegames reached from them by the engine's own shallow play,
//! made by the `damero openings ... --fen` commands written at the top of each file.

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use damero_rules::{Position, Variant};

use damero_engine::evaluator::Evaluation;
use damero_engine::{Engine, Limits, Options, Situation};

/// The variants with a bench file, one per family: flying 8x8, short-king 8x8, Turkish, 10x10.
pub const VARIANTS: [Variant; 4] = [
    Variant::Spanish,
    Variant::English,
    Variant::Turkish,
    Variant::International,
];

/// The default depth: 4.4M nodes in all, about 0.7 s in a release build (6M nodes/s) and 7 s in
/// a debug build.
pub const DEFAULT_DEPTH: u32 = 9;

/// The bench file of `variant`, if there is one.
#[must_use]
pub fn shipped(variant: Variant) -> Option<&'static str> {
    match variant {
        Variant::Spanish => Some(include_str!("../bench/spanish.txt")),
        Variant::English => Some(include_str!("../bench/english.txt")),
        Variant::Turkish => Some(include_str!("../bench/turkish.txt")),
        Variant::International => Some(include_str!("../bench/international.txt")),
        _ => None,
    }
}

/// The positions of a bench file.
///
/// # Errors
/// The first line that is not a FEN of the variant, with its number.
pub fn parse(variant: Variant, text: &str) -> Result<Vec<Position>, String> {
    text.lines()
        .enumerate()
        .filter_map(|(n, line)| {
            let line = line.split('#').next().unwrap_or("").trim();
            (!line.is_empty()).then(|| {
                Position::from_fen(variant, line).map_err(|e| format!("line {}: {e}", n + 1))
            })
        })
        .collect()
}

/// One searched position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Searched {
    /// Nodes searched.
    pub nodes: u64,
    /// Time taken.
    pub time: Duration,
    /// The best move's score for the side to move.
    pub score: i32,
}

/// Search `position` to `depth` with a fresh engine (so that nothing carries over from one
/// position to the next and the node count depends on the search alone) on `threads` threads
/// (with more than one, the node count is no longer the same from run to run; the time to the
/// depth is what to compare).
#[must_use]
pub fn search(
    position: &Position,
    depth: u32,
    threads: usize,
    evaluation: &Evaluation,
) -> Searched {
    let start = Instant::now();
    let t = Engine::new(4).with_evaluation(evaluation.clone()).think(
        &Situation::new(position),
        &Limits::depth(depth),
        &Options::level(10).with_threads(threads),
        &AtomicBool::new(false),
    );
    Searched {
        nodes: t.nodes,
        time: start.elapsed(),
        score: t.score,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use damero_rules::Bits;

    #[test]
    fn every_bench_file_reads_and_has_openings_and_middlegames() {
        for variant in VARIANTS {
            let positions = parse(variant, shipped(variant).expect("valid"))
                .unwrap_or_else(|e| panic!("{variant}: {e}"));
            assert!(positions.len() >= 8, "{variant}: {}", positions.len());
            let start = Position::start(variant).board().occupied().count();
            assert!(positions
                .iter()
                .any(|p| p.board().occupied().count() < start));
        }
    }

    #[test]
    fn node_counts_are_deterministic() {
        let positions =
            parse(Variant::Spanish, shipped(Variant::Spanish).expect("valid")).expect("valid");
        for p in positions.iter().take(3) {
            let (a, b) = (
                search(p, 4, 1, &Evaluation::Shipped),
                search(p, 4, 1, &Evaluation::Shipped),
            );
            assert_eq!((a.nodes, a.score), (b.nodes, b.score));
            assert!(a.nodes > 0);
        }
    }
}
