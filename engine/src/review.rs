//! Game reviews: the engine goes over a finished game, scores every position at a fixed depth and
//! marks the moves that threw away value, with the move it preferred.
//!
//! Each position before a move is searched once (so a game of `n` plies costs `n + 1` searches,
//! with one transposition table for the whole game). The value a move lost is the best score of
//! the position before it less the score of the position after it, both for the mover, each
//! clamped to +-[`CLAMP`] centi-men so that a won position thrown back to a draw counts as a
//! blunder while two ways to win do not. A move the engine would have played itself loses
//! nothing. Thresholds (centi-men, 100 = one man):
//! - [`MISTAKE`]: 50 — half a man;
//! - [`BLUNDER`]: 150 — a man and a half (a piece, or a won game let go).
//!
//! A position with a single legal move is not judged, but it is scored like any other (searched
//! to the full depth: see [`Options::analysis`]), so the score line has no false swing there.

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use damero_rules::{Color, Event, Game, Move, Position};

use crate::api::{Engine, Limits, Options, Situation};

/// Centi-men lost that make a move a mistake.
pub const MISTAKE: i32 = 50;
/// Centi-men lost that make a move a blunder.
pub const BLUNDER: i32 = 150;
/// Scores are clamped to this (centi-men) before differences are taken.
pub const CLAMP: i32 = 1000;
/// The default search depth (plies) of a review.
pub const DEFAULT_DEPTH: u32 = 10;

/// What a move was.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Lost less than [`MISTAKE`].
    Good,
    /// Lost at least [`MISTAKE`].
    Mistake,
    /// Lost at least [`BLUNDER`].
    Blunder,
}

/// One reviewed move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judged {
    /// Ply number (0: the first move of the game).
    pub ply: usize,
    /// Who moved.
    pub color: Color,
    /// The position the move was played in.
    pub before: Position,
    /// The move played.
    pub played: Move,
    /// The engine's choice in that position.
    pub best: Option<Move>,
    /// Centi-men the move gave away (0 or more, clamped scores).
    pub loss: i32,
    /// The verdict.
    pub verdict: Verdict,
}

/// A whole review.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Review {
    /// White's score (centi-men, clamped to +-[`CLAMP`]) of the start and of the position after
    /// each move, in order (huffs included as positions).
    pub scores: Vec<i32>,
    /// Every judged move.
    pub moves: Vec<Judged>,
    /// Depth searched.
    pub depth: u32,
    /// Time taken.
    pub elapsed: Duration,
}

impl Review {
    /// The mistakes and blunders, in game order.
    pub fn marked(&self) -> impl Iterator<Item = &Judged> {
        self.moves.iter().filter(|j| j.verdict != Verdict::Good)
    }

    /// How many moves of `color` got `verdict`.
    #[must_use]
    pub fn count(&self, color: Color, verdict: Verdict) -> usize {
        self.moves
            .iter()
            .filter(|j| j.color == color && j.verdict == verdict)
            .count()
    }
}

fn clamp(score: i32) -> i32 {
    score.clamp(-CLAMP, CLAMP)
}

/// Review `game` (finished or not) at `depth` plies. `stop` ends it early: the moves reviewed so
/// far are kept.
#[must_use]
pub fn review(game: &Game, depth: u32, stop: &AtomicBool) -> Review {
    let start = Instant::now();
    let mut engine = Engine::new(16);
    let limits = Limits::depth(depth.max(1));
    // Analysis: a forced move's position is searched as deep as the others, so its score
    // does not jump (a depth-1 score of a forced capture is off by the capture's material).
    let opts = Options::level(10).for_analysis();
    let mut replay = Game::from_position(game.start().clone());
    // The search of the current position: (score for the side to move, best move).
    let search = |engine: &mut Engine, g: &Game| {
        if g.outcome().is_some() || g.position().legal_moves().is_empty() {
            return None;
        }
        let t = engine.think(&Situation::from_game(g), &limits, &opts, stop);
        Some((t.score, t.best))
    };
    let white = |score: i32, turn: Color| {
        if turn == Color::White {
            clamp(score)
        } else {
            -clamp(score)
        }
    };
    // The score of a position where no one can move any more: the game's result.
    let ended = |g: &Game| match g.outcome().and_then(|o| o.winner()) {
        Some(Color::White) => CLAMP,
        Some(Color::Black) => -CLAMP,
        None => 0,
    };
    let mut current = search(&mut engine, &replay);
    let mut scores = vec![current.map_or_else(|| ended(&replay), |(s, _)| white(s, replay.turn()))];
    let mut moves = Vec::new();
    for (ply, event) in game.events().iter().enumerate() {
        if stop.load(std::sync::atomic::Ordering::Relaxed) {
            break;
        }
        let before = replay.position().clone();
        let mover = replay.turn();
        let played = match event {
            Event::Move { detail, .. } => {
                let mv = detail.mv;
                if replay.play(detail.clone()).is_err() {
                    break;
                }
                Some(mv)
            }
            Event::Huff { square, .. } => {
                if replay.huff(*square).is_err() {
                    break;
                }
                None
            }
        };
        let next = search(&mut engine, &replay);
        let after = next.map_or_else(|| ended(&replay), |(s, _)| white(s, replay.turn()));
        scores.push(after);
        if let (Some(mv), Some((best_score, best))) = (played, current) {
            let single = before.legal_moves().len() <= 1;
            let for_mover = |s: i32| if mover == Color::White { s } else { -s };
            let loss = if best == Some(mv) || single {
                0
            } else {
                (clamp(best_score) - for_mover(after)).max(0)
            };
            let verdict = if loss >= BLUNDER {
                Verdict::Blunder
            } else if loss >= MISTAKE {
                Verdict::Mistake
            } else {
                Verdict::Good
            };
            moves.push(Judged {
                ply,
                color: mover,
                before,
                played: mv,
                best,
                loss,
                verdict,
            });
        }
        current = next;
    }
    Review {
        scores,
        moves,
        depth,
        elapsed: start.elapsed(),
    }
}
