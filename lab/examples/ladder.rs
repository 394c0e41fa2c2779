//! Strength measurements (release build): each level against the one below it, and level 10
//! against the plain 2-ply greedy player.
//!
//! `cargo run --release -p damero-lab --example ladder -- VARIANT GAMES MOVETIME_MS [FROM TO]`
//! plays levels FROM+1 vs FROM .. TO vs TO-1 (default 2..=7), then level 10 vs greedy.
use damero_engine::{Limits, Options};
use damero_lab::arena::{play_match, EnginePlayer, GreedyPlayer};
use damero_rules::Variant;

fn main() {
    let mut args = std::env::args().skip(1);
    let variant: Variant = args
        .next()
        .and_then(|s| s.parse().ok())
        .unwrap_or(Variant::Spanish);
    let games: u32 = args.next().and_then(|s| s.parse().ok()).unwrap_or(100);
    let ms: u64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(100);
    let from: u8 = args.next().and_then(|s| s.parse().ok()).unwrap_or(2);
    let to: u8 = args.next().and_then(|s| s.parse().ok()).unwrap_or(7);
    let limits = Limits::movetime_ms(ms);
    for level in from..=to {
        if level == 10 {
            let mut a = EnginePlayer::new(Options::level(10).with_seed(7), limits);
            let mut g = GreedyPlayer::new(7);
            let t = std::time::Instant::now();
            let s = play_match(variant, &mut a, &mut g, games, 99, 4, |_, _| {});
            println!(
                "{variant}: level 10 vs greedy 2-ply: {s} [{:.0}s]",
                t.elapsed().as_secs_f64()
            );
            continue;
        }
        let mut a = EnginePlayer::new(Options::level(level).with_seed(u64::from(level)), limits);
        let mut b = EnginePlayer::new(
            Options::level(level - 1).with_seed(u64::from(level) + 100),
            limits,
        );
        let t = std::time::Instant::now();
        let s = play_match(
            variant,
            &mut a,
            &mut b,
            games,
            u64::from(level) * 1000,
            4,
            |_, _| {},
        );
        println!(
            "{variant}: level {level} vs level {}: {s} [{:.0}s]",
            level - 1,
            t.elapsed().as_secs_f64()
        );
    }
}
