//! Size and encode time of captioned replay GIFs (what `/replay` posts) for 60- and 150-ply
//! games: `cargo run --release -p damero-render --example replay_gif`.
//!
//! Games are random but prefer moves after which the opponent has no capture, so they last.

use std::time::{Duration, Instant};

use damero_render::{GifOptions, Renderer, View};
use damero_rules::{Game, Variant};

fn long_game(variant: Variant, plies: usize) -> Option<Game> {
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let mut below = |n: usize| {
        state ^= state >> 12;
        state ^= state << 25;
        state ^= state >> 27;
        (state.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) as usize % n.max(1)
    };
    for _ in 0..500 {
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
            let pick = pool[below(pool.len())].clone();
            if game.play(pick).is_err() {
                break;
            }
        }
        if game.events().len() == plies {
            return Some(game);
        }
    }
    None
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
                let Some(game) = long_game(variant, plies) else {
                    println!("{variant}: no {plies}-ply game found");
                    continue;
                };
                let captions: Vec<String> = (0..=plies)
                    .map(|i| format!("{}. 32x23", i / 2 + 1))
                    .collect();
                let mut best = Duration::MAX;
                let mut bytes = 0;
                for _ in 0..3 {
                    let t = Instant::now();
                    let gif = renderer.game_gif_captioned(
                        &game,
                        &View::default(),
                        &options,
                        &captions,
                    )?;
                    best = best.min(t.elapsed());
                    bytes = gif.len();
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
