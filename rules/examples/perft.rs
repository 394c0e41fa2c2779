//! Perft from a variant's start, timed (the speed check before and after a rules change).
//! `cargo run --release -p damero-rules --example perft -- spanish 11`
use std::time::Instant;

use damero_rules::{Position, Variant};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let variant: Variant = match args.first().map(|s| s.parse()) {
        Some(Ok(v)) => v,
        Some(Err(e)) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
        None => {
            eprintln!("usage: perft VARIANT DEPTH");
            std::process::exit(2);
        }
    };
    let Some(depth) = args.get(1).and_then(|d| d.parse::<u32>().ok()) else {
        eprintln!("usage: perft VARIANT DEPTH (depth a whole number)");
        std::process::exit(2);
    };
    let start = Instant::now();
    let nodes = Position::start(variant).perft(depth);
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{variant} depth={depth} nodes={nodes} time={secs:.2} nps={:.0}",
        nodes as f64 / secs.max(1e-9)
    );
}
