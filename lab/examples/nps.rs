//! Nodes per second on the bench positions, measured steadily: the positions of
//! `bench/<variant>.txt` searched to a depth by a fresh level-10 engine, the whole set run
//! `RUNS` times and the fastest run kept (a shared machine slows runs down, never speeds them up).
//! The node count is `damero bench`'s signature at that depth; this only builds without the bot,
//! in a minute, for measuring engine changes.
//!
//! `cargo run --release -p damero-lab --example nps -- [VARIANT] [DEPTH] [RUNS]`
//! (default: international, depth 13, 3 runs).
use std::time::Duration;

use damero_engine::evaluator::Evaluation;
use damero_lab::bench;
use damero_rules::Variant;

fn main() {
    let mut args = std::env::args().skip(1);
    let variant: Variant = args
        .next()
        .and_then(|s| s.parse().ok())
        .unwrap_or(Variant::International);
    let depth: u32 = args.next().and_then(|s| s.parse().ok()).unwrap_or(13);
    let runs: u32 = args.next().and_then(|s| s.parse().ok()).unwrap_or(3);
    let Some(text) = bench::shipped(variant) else {
        eprintln!("there are no bench positions for {variant}");
        std::process::exit(2);
    };
    let positions = match bench::parse(variant, text) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    let evaluation = Evaluation::Shipped;
    let mut best: Option<Duration> = None;
    let mut nodes = 0;
    for run in 1..=runs.max(1) {
        let (mut n, mut time) = (0u64, Duration::ZERO);
        for p in &positions {
            let s = bench::search(p, depth, 1, &evaluation);
            n += s.nodes;
            time += s.time;
        }
        println!(
            "run {run}: nodes {n} time {} ms {:.2}M nodes/s",
            time.as_millis(),
            n as f64 / time.as_secs_f64() / 1e6
        );
        nodes = n;
        best = Some(best.map_or(time, |b| b.min(time)));
    }
    let best = best.unwrap_or_default();
    println!(
        "{variant} depth {depth}: signature {nodes}, fastest {} ms, {:.2}M nodes/s",
        best.as_millis(),
        nodes as f64 / best.as_secs_f64() / 1e6
    );
}
