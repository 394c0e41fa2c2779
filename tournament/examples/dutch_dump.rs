//! Prints every round's pairings of the bench's field (compare two builds with diff):
//! `cargo run --release -p damero-tournament --example dutch_dump -- 400 [rounds]`.

use std::time::Instant;

use damero_tournament::dutch::pair;

#[path = "../benches/field/mod.rs"]
mod field;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let n: u32 = args[1].parse().expect("players");
    let rounds: usize = args.get(2).map_or(9, |s| s.parse().expect("rounds"));
    let mut t = field::field(n);
    let mut seed = 12_345u64;
    for r in 0..rounds {
        let start = Instant::now();
        let p = pair(&t).expect("a round to pair");
        eprintln!(
            "{n} players round {}: {:.3} s",
            r + 1,
            start.elapsed().as_secs_f64()
        );
        println!("round {}: {:?} byes {:?}", r + 1, p.games, p.byes);
        field::play(&mut t, &p, &mut seed);
    }
}
