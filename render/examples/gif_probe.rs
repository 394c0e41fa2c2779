//! Times a 100-ply GIF (a probe; the benchmark is `benches/render.rs`).
use std::time::Instant;

use damero_render::{GifOptions, Renderer, View};
use damero_rules::Variant;

#[path = "../tests/support/mod.rs"]
mod support;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let size: u32 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(640);
    let t0 = Instant::now();
    let r = Renderer::new(size)?;
    println!("Renderer::new: {:?}", t0.elapsed());
    let (start, moves) = support::long_game(Variant::Spanish, 100);
    let o = GifOptions::default();
    let gif = r.moves_gif(&start, &moves, &View::default(), &o)?;
    let t = Instant::now();
    for _ in 0..10 {
        std::hint::black_box(r.moves_gif(&start, &moves, &View::default(), &o)?);
    }
    println!(
        "{} plies: {} bytes, {:?}",
        moves.len(),
        gif.len(),
        t.elapsed() / 10
    );
    std::fs::write("/tmp/probe.gif", gif)?;
    Ok(())
}
