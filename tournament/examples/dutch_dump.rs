//! Prints every round's pairings of the bench's field (compare two builds with diff):
//! `cargo run --release -p damero-tournament --example dutch_dump -- 400 [rounds]`.

use std::time::Instant;

use damero_tournament::dutch::pair;
use damero_tournament::trf::Entry;
use damero_tournament::{Outcome, Player, Round, Side, Tournament, Unplayed};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let n: u32 = args[1].parse().expect("players");
    let rounds: usize = args.get(2).map_or(9, |s| s.parse().expect("rounds"));
    let mut t = Tournament {
        players: (1..=n)
            .map(|i| Entry {
                id: Player(i),
                name: format!("P{i}"),
                rating: 2800 - i,
                rounds: Vec::new(),
            })
            .collect(),
        rounds_total: Some(9),
        other: Vec::new(),
    };
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
        for (w, b) in &p.games {
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let (white, black) = match (seed >> 33) % 3 {
                0 => (Outcome::Win, Outcome::Loss),
                1 => (Outcome::Draw, Outcome::Draw),
                _ => (Outcome::Loss, Outcome::Win),
            };
            let game = |opponent, side, result| Round::Game {
                opponent,
                side,
                result,
            };
            t.players[(w.0 - 1) as usize]
                .rounds
                .push(game(*b, Side::White, white));
            t.players[(b.0 - 1) as usize]
                .rounds
                .push(game(*w, Side::Black, black));
        }
        for b in &p.byes {
            t.players[(b.0 - 1) as usize]
                .rounds
                .push(Round::Unplayed(Unplayed::FullBye));
        }
    }
}
