//! Analysis (issue 34, item 4): a position with one legal move is searched as deep as any other
//! when the score matters (`analyse`, reviews); play still answers it at once.

use std::sync::atomic::AtomicBool;

use damero_engine::review::review;
use damero_engine::{Engine, Limits, Options, Situation, Thought};
use damero_rules::{Game, Position, Variant};

/// Spanish, White to move with one legal move (a capture); the example.
const FORCED: &str = "W:W1,4,5,7,10,12,13,15,19:B11,21,22,26,27,28,29,31,32";

fn analyse(position: &Position, depth: u32) -> Thought {
    Engine::new(16).think(
        &Situation::new(position),
        &Limits::depth(depth),
        &Options::level(10).for_analysis(),
        &AtomicBool::new(false),
    )
}

#[test]
fn analysis_searches_a_forced_capture_to_the_depth_asked_and_scores_it_as_the_position_after() {
    let before = Position::from_fen(Variant::Spanish, FORCED).expect("valid FEN");
    let moves = before.legal_moves();
    assert_eq!(moves.len(), 1, "the example has one legal move");
    let mut after = before.clone();
    after.play_unchecked(&moves[0]);
    let depth = 10;
    let forced = analyse(&before, depth);
    // The position after, searched to the same horizon (one ply less from one ply further):
    // the forced move's iterations are real ones, not a shallow guess. (Compared at the same
    // depth instead, the two horizons differ by a ply, and with the learned evaluation, whose
    // opening man is worth two of the hand-written one's, a ply can move the score by more.)
    let next = analyse(&after, depth - 1);
    assert_eq!(forced.depth, depth, "{forced:?}");
    assert_eq!(forced.best, Some(moves[0]));
    // The side to move changes: the same evaluation, seen from the other side.
    assert!(
        (forced.score + next.score).abs() <= 50,
        "forced {} against {} after it",
        forced.score,
        -next.score
    );
}

#[test]
fn play_still_answers_a_forced_move_after_one_iteration() {
    let before = Position::from_fen(Variant::Spanish, FORCED).expect("valid FEN");
    let t = Engine::new(1).think(
        &Situation::new(&before),
        &Limits::depth(10),
        &Options::level(10),
        &AtomicBool::new(false),
    );
    assert_eq!(t.depth, 1, "{t:?}");
}

#[test]
fn a_review_of_a_game_full_of_forced_captures_has_no_false_swing() {
    let (game, forced) = exchanges(Variant::Spanish, 40);
    assert!(forced.len() >= 5, "only {} forced moves", forced.len());
    let r = review(&game, 6, &AtomicBool::new(false));
    for ply in forced {
        // scores[ply] is White's score before the move, scores[ply + 1] after it: a forced
        // move changes nothing but who is to move.
        let (before, after) = (r.scores[ply], r.scores[ply + 1]);
        assert!(
            (before - after).abs() <= 50,
            "ply {ply}: {before} before the forced move, {after} after it"
        );
    }
}

/// A game of up to `plies` plies where each move offers an exchange when it can (the first move
/// after which the opponent has a single legal move, a capture), and the plies at which the side
/// to move had one legal move.
fn exchanges(variant: Variant, plies: usize) -> (Game, Vec<usize>) {
    let mut game = Game::new(variant);
    let mut forced = Vec::new();
    while game.outcome().is_none() && game.events().len() < plies {
        let details = game.position().details(false);
        if details.len() == 1 {
            forced.push(game.events().len());
        }
        let offer = details.iter().find(|d| {
            let mut next = game.position().clone();
            next.play_unchecked(&d.mv);
            next.legal_moves().len() == 1
        });
        let detail = offer.unwrap_or(&details[0]).clone();
        game.play(detail).expect("a legal move");
    }
    (game, forced)
}
