//! Find a walk of quiet moves that ends a game by a given draw rule at its exact ply, for the
//! hand-made draw cases in `tests/data/positions.txt` (no capture on the way, no repeated
//! position, the game ongoing until the last move).
//!
//! `cargo run -p damero-rules --example draw_walk -- VARIANT FEN PLIES "Draw(KingMoves)" [SEED]`
//! (the outcome as `Debug` writes it) prints the moves in algebraic notation, space-separated.
use std::collections::HashSet;

use damero_rules::move_text;
use damero_rules::{Game, Notation, Position, Variant};

struct Walk {
    want: String,
    plies: usize,
    seen: HashSet<u64>,
    state: u64,
    budget: u64,
}

impl Walk {
    fn next(&mut self) -> u64 {
        self.state ^= self.state << 13;
        self.state ^= self.state >> 7;
        self.state ^= self.state << 17;
        self.state
    }

    fn go(&mut self, game: &Game, path: &mut Vec<String>) -> bool {
        if self.budget == 0 {
            return false;
        }
        self.budget -= 1;
        if path.len() == self.plies {
            return game
                .outcome()
                .map_or_else(|| "ongoing".to_string(), |o| format!("{o:?}"))
                == self.want;
        }
        if game.outcome().is_some() {
            return false;
        }
        let mut moves = game.position().details(false);
        if moves.iter().any(|d| d.mv.is_capture()) {
            return false;
        }
        for i in (1..moves.len()).rev() {
            let j = (self.next() % (i as u64 + 1)) as usize;
            moves.swap(i, j);
        }
        // Kings first, men only near the quiet-move limit (endings whose rule needs a man move
        // now and then, without crowning).
        let limit = game.position().rules().quiet.plies;
        let kings = game.position().kings();
        let men_first = game.quiet_plies() + 6 >= limit;
        moves.sort_by_key(|d| kings.contains(d.mv.from) == men_first);
        for d in moves {
            let mut next = game.clone();
            if next.play(d.clone()).is_err() || !self.seen.insert(next.position().hash()) {
                continue;
            }
            path.push(move_text(game.position().rules(), &d, Notation::Algebraic));
            if self.go(&next, path) {
                return true;
            }
            path.pop();
            self.seen.remove(&next.position().hash());
        }
        false
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 4 {
        eprintln!("usage: draw_walk VARIANT FEN PLIES \"draw (...)\" [SEED]");
        std::process::exit(2);
    }
    let variant: Variant = match args[0].parse() {
        Ok(v) => v,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    let position = match Position::from_fen(variant, &args[1]) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    let plies: usize = args[2].parse().unwrap_or(0);
    let seed: u64 = args.get(4).and_then(|s| s.parse().ok()).unwrap_or(1);
    let game = Game::from_position(position);
    let mut walk = Walk {
        want: args[3].clone(),
        plies,
        seen: HashSet::from([game.position().hash()]),
        state: seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1,
        budget: 2_000_000,
    };
    let mut path = Vec::new();
    if walk.go(&game, &mut path) {
        println!("{}", path.join(" "));
    } else {
        println!("NOT-FOUND");
    }
}
