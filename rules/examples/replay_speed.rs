//! How long replaying a long game takes through the rules core (the storage load path).
//! `cargo run --release -p damero-rules --example replay_speed`
use damero_rules::move_text;
use damero_rules::{Game, Notation, Variant};
use std::time::Instant;

fn main() {
    for variant in [
        Variant::Spanish,
        Variant::Turkish,
        Variant::International,
        Variant::Huff12,
    ] {
        // A deterministic 200-ply game (or until it ends).
        let mut game = Game::new(variant);
        let mut texts = Vec::new();
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        while texts.len() < 200 && game.outcome().is_none() {
            let details = game.position().details(false);
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let d = details[(state % details.len() as u64) as usize].clone();
            texts.push(move_text(
                variant.rules(),
                &d,
                variant.rules().default_notation(),
            ));
            game.play(d).expect("legal");
        }
        let runs = 200;
        let t = Instant::now();
        for _ in 0..runs {
            let mut g = Game::new(variant);
            for m in &texts {
                g.play_text(m).expect("replays");
            }
            std::hint::black_box(&g);
        }
        let per = t.elapsed() / runs;
        println!(
            "{variant}: {} plies replayed from text in {per:?} ({:?}/ply)",
            texts.len(),
            per / texts.len() as u32
        );
        let _ = Notation::Numeric;
    }
}
