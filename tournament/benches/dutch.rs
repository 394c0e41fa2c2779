//! How long the Dutch pairing takes a round: `cargo bench -p damero-tournament --bench dutch`.
//!
//! A field of N players (ratings by pairing number) plays four rounds paired by the engine
//! itself, results drawn from a fixed seed; then round 5 of 9 is paired, several times, and the
//! median printed. `DUTCH_BENCH_PLAYERS=100,200` (the default) sets the field sizes.

use std::time::{Duration, Instant};

use damero_tournament::dutch::pair;
use damero_tournament::Tournament;

mod field;

/// The field of `n` players after `rounds` rounds paired by the engine itself.
fn field(n: u32, rounds: usize) -> Tournament {
    let mut t = field::field(n);
    let mut seed = 12_345u64;
    for _ in 0..rounds {
        let p = pair(&t).expect("a round to pair");
        field::play(&mut t, &p, &mut seed);
    }
    t
}

fn main() {
    let sizes = std::env::var("DUTCH_BENCH_PLAYERS").unwrap_or_else(|_| "100,200".into());
    for n in sizes
        .split(',')
        .filter_map(|s| s.trim().parse::<u32>().ok())
    {
        let start = Instant::now();
        let t = field(n, 4);
        let history = start.elapsed();
        let mut times: Vec<Duration> = (0..5)
            .map(|_| {
                let start = Instant::now();
                let p = pair(&t).expect("round 5");
                assert_eq!(p.games.len(), n as usize / 2);
                start.elapsed()
            })
            .collect();
        times.sort();
        println!(
            "{n} players, round 5: {:.3} s a round (median of 5; rounds 1-4 took {:.1} s)",
            times[2].as_secs_f64(),
            history.as_secs_f64()
        );
    }
}
