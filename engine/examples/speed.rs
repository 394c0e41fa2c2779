//! Quick manual check: search the start of a variant for a while and print the figures.
use std::sync::atomic::AtomicBool;

use damero_engine::{Engine, Limits, Options, Situation};
use damero_rules::{Position, Variant};

fn main() {
    let variant: Variant = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(Variant::Spanish);
    let ms: u64 = std::env::args()
        .nth(2)
        .and_then(|s| s.parse().ok())
        .unwrap_or(1000);
    let sit = Situation::new(&Position::start(variant));
    let mut engine = Engine::new(4);
    let t = engine.think_with(
        &sit,
        &Limits::movetime_ms(ms),
        &Options::level(10),
        &AtomicBool::new(false),
        |t| {
            println!(
                "depth {} seldepth {} score {} nodes {} time {:?}",
                t.depth, t.seldepth, t.score, t.nodes, t.elapsed
            );
        },
    );
    println!(
        "best {:?} score {} depth {} nodes {} time {:?} nps {:.0}",
        t.best.map(|m| (m.from, m.to)),
        t.score,
        t.depth,
        t.nodes,
        t.elapsed,
        t.nodes as f64 / t.elapsed.as_secs_f64()
    );
}
