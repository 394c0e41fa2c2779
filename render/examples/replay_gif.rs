//! Size and encode time of captioned replay GIFs (what `/replay` posts) for 60- and 150-ply
//! games: `cargo run --release -p damero-render --example replay_gif`.
//!
//! Games are `damero_rules::lasting_game`: random, but lasting.

use std::time::{Duration, Instant};

use damero_render::{GifOptions, Renderer, View};
use damero_rules::move_text;
use damero_rules::{Game, Variant};

/// Captions as `/replay` writes them: `12. 11x18`, `12... 22x15`, the result on the last.
fn captions(game: &Game) -> Vec<String> {
    let rules = game.variant().rules();
    let first = game.start().turn();
    let mut out = vec![format!("#1 {}", game.variant().name())];
    for (i, event) in game.events().iter().enumerate() {
        if let damero_rules::Event::Move { color, detail } = event {
            let text = move_text(rules, detail, rules.default_notation());
            let dots = if *color == first { "." } else { "..." };
            out.push(format!("{}{dots} {text}", i / 2 + 1));
        }
    }
    out
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let options = GifOptions {
        delay_ms: 900,
        last_delay_ms: 6000,
    };
    for size in [640, 320] {
        let renderer = Renderer::new(size)?;
        for variant in [Variant::Spanish, Variant::International] {
            for plies in [60, 150] {
                let game = damero_rules::lasting_game(variant, plies);
                if game.events().len() < plies {
                    println!("{variant}: no {plies}-ply game found");
                    continue;
                }
                let captions = captions(&game);
                let mut best = Duration::MAX;
                let mut gif = Vec::new();
                for _ in 0..3 {
                    let t = Instant::now();
                    gif = renderer.game_gif_captioned(
                        &game,
                        &View::default(),
                        &options,
                        &captions,
                    )?;
                    best = best.min(t.elapsed());
                }
                let bytes = gif.len();
                if size == 320 && plies == 60 {
                    // A sample to look at.
                    let path = std::env::temp_dir().join(format!("replay-{variant}-{plies}.gif"));
                    std::fs::write(&path, gif)?;
                    println!("wrote {}", path.display());
                }
                println!(
                    "{size} px, {variant}, {plies} plies ({} frames): {:.1} KiB, encoded in {:.0} ms (best of 3)",
                    plies + 1,
                    bytes as f64 / 1024.0,
                    best.as_secs_f64() * 1000.0
                );
            }
        }
    }
    Ok(())
}
