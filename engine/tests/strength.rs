//! Strength measurements, ignored by default (minutes of play; run in release):
//! `cargo test --release -p damero-engine --test strength -- --ignored --nocapture`.
//! The same figures come from `damero match` and `examples/ladder.rs`.

use damero_engine::arena::{play_match, EnginePlayer, GreedyPlayer};
use damero_engine::{Limits, Options};
use damero_rules::Variant;

const GAMES: u32 = 100;

/// The measurements mean something only at release speed (and would take most of an hour in a
/// debug build, e.g. under `.ci/run`'s `cargo test --workspace -- --ignored`).
fn release_only() -> bool {
    if cfg!(debug_assertions) {
        eprintln!("skipped: run with --release");
        return false;
    }
    true
}

#[test]
#[ignore = "minutes of play; run in release"]
fn each_level_up_to_seven_beats_the_one_below_by_65_percent() {
    if !release_only() {
        return;
    }
    let limits = Limits::movetime_ms(100);
    for level in 2..=7u8 {
        let mut a = EnginePlayer::new(Options::level(level).with_seed(u64::from(level)), limits);
        let mut b = EnginePlayer::new(
            Options::level(level - 1).with_seed(u64::from(level) + 100),
            limits,
        );
        let s = play_match(
            Variant::Spanish,
            &mut a,
            &mut b,
            GAMES,
            u64::from(level) * 1000,
            4,
            |_, _| {},
        );
        println!("spanish: level {level} vs level {}: {s}", level - 1);
        assert!(s.ratio() >= 0.65, "level {level} scored {s}");
    }
}

#[test]
#[ignore = "minutes of play; run in release"]
fn level_ten_beats_the_greedy_player_by_95_percent() {
    if !release_only() {
        return;
    }
    let mut a = EnginePlayer::new(Options::level(10).with_seed(7), Limits::movetime_ms(100));
    let mut g = GreedyPlayer::new(7);
    let s = play_match(Variant::Spanish, &mut a, &mut g, GAMES, 99, 4, |_, _| {});
    println!("spanish: level 10 vs greedy 2-ply: {s}");
    assert!(s.ratio() >= 0.95, "level 10 scored {s}");
}
