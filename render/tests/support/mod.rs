//! Positions for tests, benches and the gallery: deterministic random play-outs that find real
//! multi-captures (so the marks come from the rules, not from hand-made squares).

#![allow(dead_code)]

use damero_render::LastMove;
use damero_rules::{Color, MoveDetail, Position, Variant};

/// A small deterministic generator (xorshift64*).
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) as usize % n.max(1)
    }
}

/// A random game of at most `plies` plies: the start position and the moves played.
pub fn random_game(variant: Variant, seed: u64, plies: usize) -> (Position, Vec<MoveDetail>) {
    let start = Position::start(variant);
    let mut pos = start.clone();
    let mut rng = Rng::new(seed);
    let mut moves = Vec::new();
    for _ in 0..plies {
        let details = pos.details(false);
        if details.is_empty() {
            break;
        }
        let d = details[rng.below(details.len())].clone();
        pos.play_unchecked(&d.mv);
        moves.push(d);
    }
    (start, moves)
}

/// The first random game (by seed) that lasts `plies` plies, or the longest of 500 tried.
pub fn long_game(variant: Variant, plies: usize) -> (Position, Vec<MoveDetail>) {
    let mut best = random_game(variant, 0, plies);
    for seed in 1..500 {
        if best.1.len() >= plies {
            break;
        }
        let g = random_game(variant, seed, plies);
        if g.1.len() > best.1.len() {
            best = g;
        }
    }
    best
}

/// The position after the longest capture starting on `from` (algebraic) in the position
/// `fen`, with that capture as the last move. Independent of move ordering in the rules crate.
pub fn after_capture(variant: Variant, fen: &str, from: &str) -> (Position, LastMove) {
    let pos = Position::from_fen(variant, fen).expect("valid FEN");
    let layout = variant.rules().layout();
    let from = layout
        .all()
        .iter()
        .find(|&s| layout.algebraic(s) == from)
        .expect("square");
    let detail = pos
        .details(false)
        .into_iter()
        .filter(|d| d.mv.from == from)
        .max_by(|a, b| {
            a.captures
                .len()
                .cmp(&b.captures.len())
                .then(b.path.cmp(&a.path))
        })
        .expect("a capture");
    let mut after = pos;
    after.play_unchecked(&detail.mv);
    (after, LastMove::from(&detail))
}

/// The first position of a random play-out where a capture of at least `captures` pieces was
/// just played and (if `kings`) both sides have a king: the position after it and the move.
pub fn find_capture(
    variant: Variant,
    captures: usize,
    kings: bool,
) -> Option<(Position, LastMove)> {
    for seed in 0..2000 {
        let mut pos = Position::start(variant);
        let mut rng = Rng::new(seed);
        for _ in 0..300 {
            let details = pos.details(false);
            if details.is_empty() {
                break;
            }
            let d = details[rng.below(details.len())].clone();
            pos.play_unchecked(&d.mv);
            let both_kings = Color::ALL
                .iter()
                .all(|&c| pos.pieces(c).iter().any(|s| pos.kings().contains(s)));
            if d.captures.len() >= captures && (!kings || both_kings) {
                return Some((pos, LastMove::from(&d)));
            }
        }
    }
    None
}

/// A huff game (random play from the start, the first seed that gets there) whose last events
/// are a faulty move and the huff of the offending piece.
pub fn game_with_a_huff(variant: Variant) -> damero_rules::Game {
    for seed in 0..200 {
        let mut rng = Rng::new(seed);
        let mut game = damero_rules::Game::new(variant);
        for _ in 0..60 {
            if game.outcome().is_some() {
                break;
            }
            let details = game.position().details(true);
            if let Some(faulty) = details.iter().find(|d| d.faulty) {
                game.play(faulty.clone()).expect("a faulty move is allowed");
                let chance = game.huff_chance().expect("a huff chance");
                let square = chance.squares.iter().next().expect("an offender");
                game.huff(square).expect("huff");
                return game;
            }
            let d = details[rng.below(details.len())].clone();
            game.play(d).expect("legal");
        }
    }
    panic!("no faulty move found in {variant}");
}
