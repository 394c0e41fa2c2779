//! The field the bench pairs and `examples/dutch_dump.rs` prints: N players rated by pairing
//! number, and each round's results drawn from one fixed seed.

use damero_tournament::trf::Entry;
use damero_tournament::{Outcome, Pairing, Player, Round, Side, Tournament, Unplayed};

/// N players, no round played, 9 rounds in all.
pub fn field(n: u32) -> Tournament {
    Tournament {
        players: (1..=n)
            .map(|i| Entry {
                id: Player(i),
                name: format!("P{i}"),
                rating: 2800 - i,
                rounds: Vec::new(),
                acceleration: Vec::new(),
            })
            .collect(),
        rounds_total: Some(9),
        other: Vec::new(),
    }
}

/// Play the round `p` paired: each game's result from `seed` (moved on), byes as full points.
pub fn play(t: &mut Tournament, p: &Pairing, seed: &mut u64) {
    for (w, b) in &p.games {
        *seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let (white, black) = match (*seed >> 33) % 3 {
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
