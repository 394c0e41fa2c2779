//! Behaviour of the public API: wins, losses, limits, determinism, huffing, draws, resignation.

use std::sync::atomic::AtomicBool;

use damero_engine::search::{Searcher, MATE};
use damero_engine::{think, Engine, Limits, Options, Situation};
use damero_rules::SquareText;
use damero_rules::{Color, Position, Square, Variant};

fn sit(variant: Variant, fen: &str) -> Situation {
    Situation::new(&Position::from_fen(variant, fen).expect("valid FEN"))
}

fn square(variant: Variant, name: &str) -> Square {
    SquareText::parse(name)
        .and_then(|t| t.resolve(variant.rules()))
        .expect("a square")
}

fn no_stop() -> AtomicBool {
    AtomicBool::new(false)
}

#[test]
fn taking_the_last_piece_is_a_win_in_one() {
    let s = sit(Variant::Czech, "W:Wc3:Bd4");
    let t = think(&s, &Limits::depth(4), &Options::level(10), &no_stop());
    assert_eq!(t.mate_in(), Some(1));
    assert_eq!(t.score, MATE - 1);
}

#[test]
fn a_blocked_side_has_no_move_and_has_lost() {
    let s = sit(Variant::Czech, "W:Wa1:Bb2,c3");
    let t = think(&s, &Limits::depth(3), &Options::level(10), &no_stop());
    assert_eq!(t.best, None);
    assert!(t.score <= -MATE + 1);
}

#[test]
fn the_incremental_hash_matches_the_rules_crate_after_random_play() {
    for variant in Variant::ALL {
        let mut pos = Position::start(variant);
        let mut s = Situation::new(&pos);
        for i in 0..30 {
            let moves = pos.legal_moves();
            let Some(mv) = moves.get(i % moves.len().max(1)).copied() else {
                break;
            };
            pos = pos.play(&mv).expect("legal");
            s = s.play(&mv);
            assert_eq!(s.hash(), pos.hash(), "{variant} after {i} plies");
            let layout = variant.rules().layout();
            let node = Searcher::<u128>::root(layout, *pos.board(), pos.turn(), 0);
            assert_eq!(node.hash, pos.hash());
        }
    }
}

#[test]
fn a_raised_stop_flag_still_gives_a_legal_move() {
    let s = Situation::new(&Position::start(Variant::Spanish));
    let t = think(
        &s,
        &Limits::movetime_ms(10_000),
        &Options::level(10),
        &AtomicBool::new(true),
    );
    assert!(s.legal_moves().contains(&t.best.expect("a move")));
    assert!(t.elapsed.as_millis() < 1_000);
}

#[test]
fn the_node_budget_is_obeyed() {
    let s = Situation::new(&Position::start(Variant::International));
    let t = think(&s, &Limits::nodes(5_000), &Options::level(10), &no_stop());
    assert!(t.nodes <= 5_000, "{} nodes", t.nodes);
    assert!(t.best.is_some());
}

#[test]
fn the_same_seed_gives_the_same_move_at_every_weak_level() {
    let s = Situation::new(&Position::start(Variant::Turkish));
    for level in 1..=6 {
        let opts = Options::level(level).with_seed(42);
        let a = think(&s, &Limits::depth(10), &opts, &no_stop());
        let b = think(&s, &Limits::depth(10), &opts, &no_stop());
        assert_eq!(a.best, b.best, "level {level}");
    }
}

#[test]
fn the_engine_huffs_the_piece_that_wins_at_once() {
    let v = Variant::Huff10;
    let s = sit(v, "W:Wc3,e3:Bd4,h8");
    let mut e = Engine::new(1);
    let pick = e.choose_huff(
        &s,
        &[square(v, "d4"), square(v, "h8")],
        &Limits::depth(4),
        &no_stop(),
    );
    assert_eq!(pick, Some(square(v, "h8")));
}

#[test]
fn the_engine_does_not_huff_its_own_pieces_or_empty_squares() {
    let v = Variant::Huff10;
    let s = sit(v, "W:Wc3,e3:Bd4,h8");
    let mut e = Engine::new(1);
    assert_eq!(
        e.choose_huff(
            &s,
            &[square(v, "c3"), square(v, "a1")],
            &Limits::depth(3),
            &no_stop()
        ),
        None
    );
}

#[test]
fn a_draw_offer_is_accepted_when_losing_and_refused_when_winning() {
    // A lone man against three kings: lost for White, won for Black.
    let s = sit(Variant::Czech, "W:Wa1:BKd4,Kf6,Kh8");
    let mut e = Engine::new(1);
    assert!(e.accept_draw(&s, Color::White, &Limits::depth(4), &no_stop()));
    assert!(!e.accept_draw(&s, Color::Black, &Limits::depth(4), &no_stop()));
}

#[test]
fn a_draw_offer_at_the_start_is_refused_in_every_variant_by_either_side() {
    for variant in Variant::ALL {
        let s = Situation::new(&Position::start(variant));
        for color in [Color::White, Color::Black] {
            let mut e = Engine::new(1);
            assert!(
                !e.accept_draw(&s, color, &Limits::depth(6), &no_stop()),
                "{variant}: the engine as {color:?} accepted a draw at the start"
            );
        }
    }
}

#[test]
fn a_draw_offer_is_refused_when_clearly_better_and_accepted_when_clearly_worse() {
    // White: a king and two men against two men, Black to move or White to move alike.
    for fen in ["W:WKa1,c3,e3:Bf6,h6", "B:WKa1,c3,e3:Bf6,h6"] {
        let s = sit(Variant::Russian, fen);
        let mut e = Engine::new(1);
        assert!(
            !e.accept_draw(&s, Color::White, &Limits::depth(6), &no_stop()),
            "{fen}: better side accepted"
        );
        assert!(
            e.accept_draw(&s, Color::Black, &Limits::depth(6), &no_stop()),
            "{fen}: worse side refused"
        );
    }
}

#[test]
fn a_lone_king_against_a_lone_king_is_a_dead_draw_for_both_sides() {
    // Kings on different diagonals, no capture in sight: nobody can force anything.
    let cases = [
        (Variant::Russian, "W:WKc1:BKf8"),
        (Variant::English, "B:WK29:BK4"),
        (Variant::International, "W:WK47:BK5"),
        (Variant::Turkish, "W:WKa1:BKh8"),
        // Flying kings on a diagonal board: two kings cannot trap one either.
        (Variant::International, "W:WK47,K48:BK5"),
    ];
    for (variant, fen) in cases {
        let s = sit(variant, fen);
        for color in [Color::White, Color::Black] {
            let mut e = Engine::new(1);
            assert!(
                e.accept_draw(&s, color, &Limits::depth(6), &no_stop()),
                "{variant} {fen}: {color:?} refused a dead draw"
            );
        }
    }
}

#[test]
fn kings_that_can_still_win_refuse_a_draw() {
    // Short kings: two against one is a win (the lone king is driven out of the double corner).
    let s = sit(Variant::English, "W:WK29,K30:BK4");
    assert!(!Engine::new(1).accept_draw(&s, Color::White, &Limits::depth(6), &no_stop()));
    // A lone king that can be taken at once is no dead draw. On the long diagonal with the
    // other king in the far corner, every move of the king in a1 can be taken.
    let s = sit(Variant::International, "W:WK46:BK5");
    assert!(!Engine::new(1).accept_draw(&s, Color::Black, &Limits::depth(4), &no_stop()));
    let s = sit(Variant::Russian, "W:WKa1:BKd4");
    assert!(!Engine::new(1).accept_draw(&s, Color::White, &Limits::depth(4), &no_stop()));
    assert!(Engine::new(1).accept_draw(&s, Color::Black, &Limits::depth(4), &no_stop()));
}

#[test]
fn strong_levels_resign_hopeless_positions_and_beginners_play_on() {
    let s = sit(Variant::Czech, "W:Wa1:BKd4,Kf6,Kh8");
    assert!(think(&s, &Limits::depth(6), &Options::level(10), &no_stop()).resign);
    assert!(!think(&s, &Limits::depth(6), &Options::level(2), &no_stop()).resign);
}

/// A learned score measures winning chances, not material: Turkish's fitted weights value a king
/// in the opening at about five men, so level 10 read a man and a king down after a few moves as
/// past the resignation threshold and gave up games it wins against the greedy player. It
/// resigns only when the hand-written count agrees (or the loss is forced).
#[test]
fn a_learned_score_alone_does_not_resign_a_game_with_material_left() {
    let s = sit(
        Variant::Turkish,
        "B:Wa2,b2,c2,d2,e2,f2,g2,h2,a3,b3,c3,d3,e3,h3,f4,Kg8:Bh5,a6,b6,c6,d6,e6,f6,a7,b7,c7,d7,e7,f7,h7",
    );
    let t = think(&s, &Limits::depth(6), &Options::level(10), &no_stop());
    assert!(
        t.score <= damero_engine::RESIGN_SCORE && !t.resign,
        "scored {} (resign {})",
        t.score,
        t.resign
    );
    // Far behind on material too: it resigns.
    let s = sit(Variant::Turkish, "B:Wa2,b2,c2,d2,Kg8,Kh8,Kf8:Bh5,a6,b6");
    assert!(think(&s, &Limits::depth(6), &Options::level(10), &no_stop()).resign);
}

#[test]
fn a_repetition_in_the_game_history_counts_as_a_draw() {
    // Two kings each: with the current position already seen, every line can repeat it.
    let pos = Position::from_fen(Variant::Russian, "W:WKc1:BKf8").expect("valid FEN");
    let mut s = Situation::new(&pos);
    let t = think(&s, &Limits::depth(6), &Options::level(10), &no_stop());
    assert!(t.score.abs() < 100);
    s.quiet_plies = 60;
    assert!(s.is_rule_draw());
}

#[test]
fn absurd_limits_do_not_panic() {
    let s = sit(Variant::Czech, "W:Wc3:Bd4");
    let limits = Limits {
        movetime: Some(std::time::Duration::MAX),
        depth: Some(u32::MAX),
        nodes: Some(u64::MAX),
        maxtime: Some(std::time::Duration::MAX),
    };
    assert!(think(&s, &limits, &Options::level(10), &no_stop())
        .best
        .is_some());
    let zero = Limits {
        movetime: Some(std::time::Duration::ZERO),
        depth: Some(0),
        nodes: Some(0),
        maxtime: Some(std::time::Duration::ZERO),
    };
    assert!(think(&s, &zero, &Options::level(1), &no_stop())
        .best
        .is_some());
}

#[test]
fn a_flexible_budget_is_used_less_when_the_move_stands_and_more_when_it_changes() {
    use damero_engine::search::TimeUse;
    use std::time::{Duration, Instant};
    let t = TimeUse::new(Instant::now(), Duration::from_secs(1));
    let ms = Duration::from_millis;
    // The best move has stood for four iterations: 15% of the budget is enough.
    assert!(!t.enough_after(ms(149), 4, 0));
    assert!(t.enough_after(ms(150), 4, 0));
    // Some iterations: 30%.
    assert!(!t.enough_after(ms(299), 2, 0));
    assert!(t.enough_after(ms(300), 2, 0));
    // The last iteration changed the best move: 60%.
    assert!(!t.enough_after(ms(599), 0, 0));
    assert!(t.enough_after(ms(600), 0, 0));
    // A falling score asks for more, a rising one does not.
    assert!(!t.enough_after(ms(300), 2, 30));
    assert!(t.enough_after(ms(300), 2, -30));
    assert!(!t.enough_after(ms(950), 0, 60));
    // Never more than the whole budget.
    for stable in 0..8 {
        for drop in [-500, 0, 20, 50, 5_000] {
            assert!(t.enough_after(ms(1000), stable, drop));
        }
    }
}

#[test]
fn a_settled_move_is_answered_well_inside_a_flexible_budget() {
    // A quiet middlegame where 30-25 is the move from the fifth iteration on (with the
    // shipped international weights; the position of the hand-written evaluation's days,
    // where 34-29 stood from the first, now changes its mind up to depth 12): the engine
    // stops once it has stood for four iterations and 15% of the budget is gone (about 0.9 s
    // here; a slower machine reaches a shallower depth in the same time, so it stops about
    // as soon).
    let s = sit(
        Variant::International,
        "W:W21,30,33,35,38,40,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,14,15,18,22,23",
    );
    let budget = 6_000;
    let t = think(
        &s,
        &Limits::maxtime_ms(budget),
        &Options::level(10),
        &no_stop(),
    );
    assert!(t.best.is_some());
    assert!(
        t.elapsed.as_millis() < u128::from(budget) / 2,
        "took {:?} of {budget} ms (depth {})",
        t.elapsed,
        t.depth
    );
}

/// Scores are centi-men whichever evaluation made them: international's learned weights value a
/// man at several hundred of their own units in the opening (they measure winning chances), and before
/// its scores were reported in centi-men, one man down at the start read as about five men down
/// (-539 here with the weights then shipped) and two men down as ten, past the resignation
/// threshold of level 7 and above.
#[test]
fn a_man_down_in_the_international_opening_reads_as_about_a_man() {
    let read = |white: &str| {
        let fen = format!("W:W{white}:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20");
        let s = sit(Variant::International, &fen);
        think(&s, &Limits::depth(8), &Options::level(10), &no_stop())
    };
    let one = read("31,32,33,34,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50");
    assert!(
        (-250..=-60).contains(&one.score),
        "one man down scored {}",
        one.score
    );
    let two = read("31,32,33,34,36,37,38,39,40,41,42,43,44,45,46,47,48,49");
    assert!(
        two.score > damero_engine::RESIGN_SCORE && !two.resign,
        "two men down scored {} (resign {})",
        two.score,
        two.resign
    );
}

/// Issue 34: a capture inside the tree that leaves two pieces against a lone king starts FMJD's
/// 5-move count there, and the search scores the ending as the draw it is, not as material.
#[test]
fn an_endgame_count_started_by_a_capture_inside_the_tree_is_scored_as_it_runs() {
    // White takes the man on 44 and is left with two kings against a lone king.
    let s = sit(Variant::International, "W:WK46,K50:B44,K3");
    let t = think(&s, &Limits::depth(14), &Options::level(10), &no_stop());
    assert!(t.best.is_some());
    assert_eq!(t.score, 0, "{t:?}");
}

/// Turkish men move sideways and back, so positions repeat across their moves: a game the rules
/// draw so is drawn for the engine too, whether it reads the game or the moves from the start,
/// and it answers with no move (issue 34 item 3); one ply earlier it is not.
#[test]
fn a_turkish_repetition_through_sideways_man_moves_is_a_draw_for_the_engine() {
    let start = Position::from_fen(Variant::Turkish, "W:Wa3,d3:Bh6,e6").expect("valid FEN");
    let shuffle = ["a3-b3", "h6-g6", "b3-a3", "g6-h6"];
    let mut game = damero_rules::Game::from_position(start.clone());
    for m in shuffle.iter().chain(&shuffle) {
        game.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    assert!(
        game.outcome().is_some(),
        "the rules draw the third repetition"
    );
    let moves: Vec<_> = game.moves().map(|d| d.mv).collect();
    let from_game = Situation::from_game(&game);
    let from_moves = Situation::after_moves(&start, &moves).expect("legal moves");
    assert_eq!(from_game.reversible_plies, 8);
    assert_eq!(from_moves.reversible_plies, 8);
    for s in [&from_game, &from_moves] {
        assert!(s.drawn_by_rules());
        let t = think(s, &Limits::depth(4), &Options::level(10), &no_stop());
        assert!(t.drawn && t.best.is_none(), "{t:?}");
    }
    let short = Situation::after_moves(&start, &moves[..7]).expect("legal moves");
    assert!(!short.drawn_by_rules());
    assert_eq!(
        short.quiet_plies, 0,
        "a man move restarts the no-progress count"
    );
}
