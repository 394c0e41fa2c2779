//! The official draw rules (issue 13): the FMJD example ends at the ply the rule says, outcomes
//! name their rule with the variant's count, and a game rebuilt from its record (PDN, or the stored move
//! list) has the same counts as the game that was played.

use damero_rules::{export_pdn, import_pdn};
use damero_rules::{DrawReason, Game, Outcome, Position, Tags, Variant};

fn game(variant: Variant, fen: &str, moves: &str) -> Game {
    let mut g = Game::from_position(Position::from_fen(variant, fen).expect("valid FEN"));
    for m in moves.split_whitespace() {
        g.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    g
}

/// The issue's example: king and man against a lone king. FMJD: 5 moves each, so the game is
/// drawn after the 10th ply and not before. Moves in the numeric notation players use.
const ISSUE_FEN: &str = "B:W41,K25:BK16";
const ISSUE_MOVES: &str = "16-11 41-36 11-17 36-31 17-3 25-34 3-20 34-40 20-14 40-7";

#[test]
fn the_issue_example_is_drawn_after_five_moves_each() {
    let g = game(Variant::International, ISSUE_FEN, ISSUE_MOVES);
    assert_eq!(g.moves().count(), 10);
    let outcome = g.outcome().expect("drawn");
    assert_eq!(outcome, Outcome::Draw(DrawReason::TwoAgainstKing));
    assert_eq!(
        Variant::International
            .rules()
            .draw_moves(DrawReason::TwoAgainstKing),
        Some(5)
    );
    assert!(export_pdn(&g, &Tags::default())
        .contains("[Termination \"draw (two pieces or fewer against a lone king)\"]"));
    let short: Vec<&str> = ISSUE_MOVES.split_whitespace().take(9).collect();
    let g = game(Variant::International, ISSUE_FEN, &short.join(" "));
    assert_eq!(g.outcome(), None, "one ply short is not a draw yet");
    let count = g.endgame_count().expect("the 5-move count runs");
    assert_eq!(count.plies, 9);
    assert_eq!(count.plies_left(Variant::International, g.turn()), 1);
}

#[test]
fn draw_rules_count_moves_of_each_side_as_the_variant_gives_them() {
    let cases = [
        (
            Variant::International,
            DrawReason::ThreeAgainstKing,
            Some(16),
        ),
        (Variant::International, DrawReason::KingMoves, Some(25)),
        (Variant::Russian, DrawReason::KingMoves, Some(15)),
        (Variant::Russian, DrawReason::ThreeKings, Some(15)),
        (Variant::Russian, DrawReason::KingOnLongDiagonal, Some(5)),
        (Variant::Spanish, DrawReason::KingMoves, Some(20)),
        (Variant::Spanish, DrawReason::ThreeKings, Some(13)),
        (Variant::English, DrawReason::FortyMoves, Some(40)),
        (Variant::Czech, DrawReason::NoProgress, Some(25)),
        (Variant::Frisian, DrawReason::TwoAgainstKing, Some(7)),
        (Variant::Frisian, DrawReason::KingVsKing, Some(2)),
        (Variant::Turkish, DrawReason::KingVsKing, Some(0)),
        (Variant::Spanish, DrawReason::Repetition, None),
        (Variant::Spanish, DrawReason::TwoAgainstKing, None),
    ];
    for (variant, reason, want) in cases {
        assert_eq!(
            variant.rules().draw_moves(reason),
            want,
            "{variant} {reason:?}"
        );
    }
}

#[test]
fn every_variant_names_a_move_count_rule_in_moves_of_each_side() {
    for v in Variant::ALL {
        let q = v.rules().quiet;
        assert_eq!(q.plies, 2 * q.moves, "{v}");
        assert!(q.moves >= 15, "{v}: {} moves", q.moves);
    }
}

#[test]
fn a_game_rebuilt_from_its_pdn_has_the_same_draw_counts() {
    // FMJD 16-move ending, stopped half way.
    let moves = "e1-g3 f10-d8 g3-d6 d8-j2 a1-e5 j2-c9 d6-a3 c9-b10 c1-e3 b10-d8 e3-c1 d8-c9";
    let played = game(Variant::International, "W:WK46,K47,K48:BK3", moves);
    let text = export_pdn(&played, &Tags::default());
    let rebuilt = import_pdn(&text, None).expect("own PDN imports").game;
    assert_eq!(rebuilt.endgame_count(), played.endgame_count());
    assert_eq!(rebuilt.quiet_plies(), played.quiet_plies());
    assert_eq!(rebuilt.endgame_count().map(|c| c.plies), Some(12));

    // Frisian king run: after three moves of the same king it must rest, in the copy too.
    let moves = "a1-b2 f10-e9 b2-a1 h10-g9 a1-b2 e9-d8";
    let played = game(Variant::Frisian, "W:WKa1,g1:Bf10,h10", moves);
    let rebuilt = import_pdn(&export_pdn(&played, &Tags::default()), None)
        .expect("own PDN imports")
        .game;
    assert!(played.position().barred_king().is_some());
    assert_eq!(
        rebuilt.position().barred_king(),
        played.position().barred_king()
    );
}

#[test]
fn canadian_and_frisian_have_their_pdn_game_types() {
    assert_eq!(Variant::from_game_type("27"), Some(Variant::Canadian));
    assert_eq!(
        Variant::from_game_type("40,W,10,10,A0,0"),
        Some(Variant::Frisian)
    );
    assert_eq!("canadian".parse(), Ok(Variant::Canadian));
    assert_eq!("Frisian".parse(), Ok(Variant::Frisian));
    assert_eq!(
        Position::start(Variant::Canadian).count(damero_rules::Color::White),
        (30, 0)
    );
    assert_eq!(
        Position::start(Variant::Frisian).count(damero_rules::Color::Black),
        (20, 0)
    );
}

/// Turkish men also move sideways, and back: a position reached again that way is a repetition
/// like any other (the spec's threefold rule holds in every variant), although each of those
/// moves is a man move that restarts the no-progress count. Before, every man move cleared the
/// repetition history, and two players shuffling men sideways never ended the game.
#[test]
fn turkish_men_shuffling_sideways_draw_by_threefold_repetition() {
    let shuffle = "a3-b3 h6-g6 b3-a3 g6-h6";
    let g = game(Variant::Turkish, "W:Wa3,d3:Bh6,e6", shuffle);
    assert_eq!(g.outcome(), None, "the start position has been seen twice");
    assert_eq!(
        g.quiet_plies(),
        0,
        "a man move restarts the no-progress count"
    );
    let g = game(
        Variant::Turkish,
        "W:Wa3,d3:Bh6,e6",
        &format!("{shuffle} {shuffle}"),
    );
    assert_eq!(g.outcome(), Some(Outcome::Draw(DrawReason::Repetition)));
    // A man moving forward is irreversible: the same shuffle after it starts a new count.
    let g = game(
        Variant::Turkish,
        "W:Wa3,d3:Bh6,e6",
        &format!("{shuffle} d3-d4 e6-e5 {shuffle}"),
    );
    assert_eq!(g.outcome(), None);
}
