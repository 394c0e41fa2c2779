//! Move sequences found by seeded random play, so the tests can drive real games to each kind
//! of ending through the bot, the way players would.

use damero_rules::move_text;
use damero_rules::{DrawReason, Game, Outcome, Variant, WinReason};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

fn text(game: &Game, d: &damero_rules::MoveDetail) -> String {
    let rules = game.variant().rules();
    move_text(rules, d, rules.default_notation())
}

/// Moves from the start that end in `want` (the first seeded random game that does).
pub fn ending_in(variant: Variant, want: Outcome) -> Option<Vec<String>> {
    for seed in 0..20_000u64 {
        let mut rng = StdRng::seed_from_u64(seed);
        let mut game = Game::new(variant);
        let mut moves = Vec::new();
        while game.outcome().is_none() && moves.len() < 300 {
            let options = game.position().details(false);
            let d = options[rng.gen_range(0..options.len())].clone();
            moves.push(text(&game, &d));
            game.play(d).expect("legal");
        }
        if game.outcome() == Some(want) {
            return Some(moves);
        }
    }
    None
}

/// A blocked win for anyone.
pub fn blocked(variant: Variant) -> (Vec<String>, Outcome) {
    for winner in [damero_rules::Color::White, damero_rules::Color::Black] {
        let want = Outcome::Win {
            winner,
            reason: WinReason::Blocked,
        };
        if let Some(m) = ending_in(variant, want) {
            return (m, want);
        }
    }
    panic!("no blocked game found");
}

/// Moves that end in threefold repetition: random play until both sides can shuffle a king
/// back and forth, then the shuffle.
pub fn repetition(variant: Variant) -> Vec<String> {
    for seed in 0..20_000u64 {
        let mut rng = StdRng::seed_from_u64(seed);
        let mut game = Game::new(variant);
        let mut moves = Vec::new();
        while game.outcome().is_none() && moves.len() < 300 {
            if let Some(shuffle) = try_shuffle(&game) {
                moves.extend(shuffle);
                return moves;
            }
            let options = game.position().details(false);
            let d = options[rng.gen_range(0..options.len())].clone();
            moves.push(text(&game, &d));
            game.play(d).expect("legal");
        }
    }
    panic!("no repetition found");
}

fn try_shuffle(start: &Game) -> Option<Vec<String>> {
    let mut game = start.clone();
    let mut out = Vec::new();
    // First two plies: each side moves a king (quiet); then both move back, twice.
    let mut firsts = Vec::new();
    for _ in 0..2 {
        let d = game
            .position()
            .details(false)
            .into_iter()
            .find(|d| !d.mv.is_capture() && game.position().kings().contains(d.mv.from))?;
        out.push(text(&game, &d));
        firsts.push((d.mv.from, d.mv.to));
        game.play(d).ok()?;
        game.outcome().is_none().then_some(())?;
    }
    for round in 0..4 {
        let (from, to) = firsts[round % 2];
        let (a, b) = if (round / 2) % 2 == 0 {
            (to, from)
        } else {
            (from, to)
        };
        let d = game
            .position()
            .details(false)
            .into_iter()
            .find(|d| d.mv.from == a && d.mv.to == b && !d.mv.is_capture())?;
        out.push(text(&game, &d));
        game.play(d).ok()?;
        if game.outcome() == Some(Outcome::Draw(DrawReason::Repetition)) {
            return Some(out);
        }
        game.outcome().is_none().then_some(())?;
    }
    None
}

/// A position (reached by the returned moves) where `short` (`fromxto`) is ambiguous.
pub fn ambiguous(variant: Variant) -> Option<(Vec<String>, String)> {
    let rules = variant.rules();
    for seed in 0..5_000u64 {
        let mut rng = StdRng::seed_from_u64(seed);
        let mut game = Game::new(variant);
        let mut moves = Vec::new();
        while game.outcome().is_none() && moves.len() < 200 {
            let options = game.position().details(false);
            for (i, a) in options.iter().enumerate() {
                if let Some(_b) = options[i + 1..]
                    .iter()
                    .find(|b| b.mv.from == a.mv.from && b.mv.to == a.mv.to && b.mv != a.mv)
                {
                    let short = damero_rules::short_text(rules, a, rules.default_notation());
                    return Some((moves, short));
                }
            }
            let d = options[rng.gen_range(0..options.len())].clone();
            moves.push(text(&game, &d));
            game.play(d).expect("legal");
        }
    }
    None
}
