//! The endgame databases: known results, self-consistency of every stored value, and the engine
//! converting a won ending with them (each engine given the table it probes).

use std::collections::HashMap;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, OnceLock};

use damero_engine::egtb::{self, Runs, Tablebase, Value, NO_RUNS};
use damero_engine::{Engine, Limits, Options, Situation};
use damero_rules::Bits;
use damero_rules::Board;
use damero_rules::{barred_king, Move, Rules, Square};
use damero_rules::{Color, Game, Position, Variant};

fn board_of(variant: Variant, fen: &str) -> (Board<u64>, Color) {
    let p = Position::from_fen(variant, fen).expect("valid FEN");
    (p.board().convert(), p.turn())
}

fn table(variant: Variant, pieces: u8) -> &'static Tablebase {
    static ENGLISH3: OnceLock<Tablebase> = OnceLock::new();
    static SPANISH3: OnceLock<Tablebase> = OnceLock::new();
    static INTERNATIONAL3: OnceLock<Tablebase> = OnceLock::new();
    static HUFF3: OnceLock<Tablebase> = OnceLock::new();
    static FRISIAN3: OnceLock<Tablebase> = OnceLock::new();
    let cell = match variant {
        Variant::English => &ENGLISH3,
        Variant::Spanish => &SPANISH3,
        Variant::International => &INTERNATIONAL3,
        Variant::Huff10 => &HUFF3,
        Variant::Frisian => &FRISIAN3,
        _ => unreachable!("only these are built here"),
    };
    cell.get_or_init(|| Tablebase::build(variant, pieces, |_| {}).expect("builds"))
}

/// The value a move leads to, seen from the mover, with the king runs `runs` before it.
fn after(
    tb: &Tablebase,
    b: &Board<u64>,
    turn: Color,
    runs: Runs,
    mv: &damero_rules::RawMove<u64>,
) -> Value {
    let mut child = *b;
    child.play(turn, mv);
    let runs = egtb::runs_after(b, turn, runs, mv);
    match tb
        .probe_runs(&child, turn.opposite(), runs)
        .expect("in the table")
    {
        Value::Win(d) => Value::Loss(d + 1),
        Value::Loss(d) => Value::Win(d + 1),
        Value::Draw => Value::Draw,
    }
}

/// Every position of every material with up to three pieces: a win in d has a move to a loss
/// in d - 1 and none shorter; a loss in d has only moves to wins, the longest in d - 1; a draw
/// has no winning move and at least one drawing move. Checked against the rules core's moves,
/// position by position, independently of how the table was built; in Frisian, under every king
/// run of a side with men and kings (the rules core's `barred_king` and `king_run_after`).
fn check_consistency(variant: Variant) {
    let tb = table(variant, 3);
    let rules = variant.rules();
    let squares: Vec<u8> = rules.layout().geo64.valid.iter().collect();
    let crown = rules.layout().geo64.promotion;
    let mut checked = 0;
    let mut list = Vec::new();
    // Two or three pieces: a white piece, a black piece, and optionally one more of either.
    for (i, &a) in squares.iter().enumerate() {
        for (j, &b) in squares.iter().enumerate() {
            if i == j {
                continue;
            }
            for c in std::iter::once(None).chain(squares.iter().copied().map(Some)) {
                if c == Some(a) || c == Some(b) {
                    continue;
                }
                for kinds in 0..8u8 {
                    let mut bd = Board::<u64> {
                        white: 1 << a,
                        black: 1 << b,
                        kings: 0,
                    };
                    if kinds & 1 != 0 {
                        bd.kings |= 1 << a;
                    }
                    if kinds & 2 != 0 {
                        bd.kings |= 1 << b;
                    }
                    if let Some(c) = c {
                        // The third piece: White's when kinds & 4, else Black's; a king.
                        if kinds & 4 != 0 {
                            bd.white |= 1 << c;
                        } else {
                            bd.black |= 1 << c;
                        }
                        bd.kings |= 1 << c;
                    }
                    let men_ok = (bd.white & !bd.kings & crown[0]) == 0
                        && (bd.black & !bd.kings & crown[1]) == 0;
                    if !men_ok {
                        continue;
                    }
                    for (turn, runs) in [Color::White, Color::Black]
                        .into_iter()
                        .flat_map(|t| all_runs(rules, &bd).into_iter().map(move |r| (t, r)))
                    {
                        let v = tb.probe_runs(&bd, turn, runs).expect("up to three pieces");
                        damero_rules::generate(rules, &bd, turn, &mut list);
                        let barred = barred_king(rules, &bd.convert(), turn, runs[turn.index()]);
                        list.retain(|m| m.is_capture() || Some(Square(m.from)) != barred);
                        let vals: Vec<Value> =
                            list.iter().map(|m| after(tb, &bd, turn, runs, m)).collect();
                        let loss_d = |v: &Value| match v {
                            Value::Loss(d) => Some(*d),
                            _ => None,
                        };
                        match v {
                            Value::Win(d) => {
                                // A move wins in exactly d (the child is lost in d - 1), none sooner.
                                let best = vals
                                    .iter()
                                    .filter_map(|x| match x {
                                        Value::Win(e) => Some(*e),
                                        _ => None,
                                    })
                                    .min();
                                assert_eq!(best, Some(d), "{variant} {bd:?} {turn:?}");
                            }
                            Value::Loss(d) => {
                                if list.is_empty() {
                                    assert_eq!(d, 0);
                                } else {
                                    assert!(
                                        vals.iter().all(|x| loss_d(x).is_some()),
                                        "{variant} {bd:?} {turn:?} {vals:?}"
                                    );
                                    assert_eq!(vals.iter().filter_map(loss_d).max(), Some(d));
                                }
                            }
                            Value::Draw => {
                                assert!(!list.is_empty());
                                assert!(!vals.iter().any(|x| matches!(x, Value::Win(_))));
                                assert!(vals.contains(&Value::Draw));
                            }
                        }
                        checked += 1;
                    }
                }
            }
        }
    }
    assert!(checked > 10_000, "{checked} positions checked");
}

/// Every king-run state of `b`: none, and for a side with men and kings (Frisian) each of its
/// kings with 1 to the limit's successive moves.
fn all_runs(rules: &Rules, b: &Board<u64>) -> Vec<Runs> {
    let mut out = vec![NO_RUNS];
    let Some(limit) = rules.king_move_limit else {
        return out;
    };
    for c in [Color::White, Color::Black] {
        let ours = b.side(c);
        if (ours & !b.kings) == 0 {
            continue;
        }
        let mut more = Vec::new();
        for r in &out {
            for k in (ours & b.kings).iter() {
                for n in 1..=limit.moves {
                    let mut r = *r;
                    r[c.index()] = (Square(k), n);
                    more.push(r);
                }
            }
        }
        out.extend(more);
    }
    out
}

#[test]
fn english_three_piece_table_is_consistent_with_the_rules() {
    check_consistency(Variant::English);
}

#[test]
fn spanish_three_piece_table_is_consistent_with_the_rules() {
    check_consistency(Variant::Spanish);
}

#[test]
fn international_three_piece_table_is_consistent_with_the_rules() {
    check_consistency(Variant::International);
}

#[test]
fn huff10_three_piece_table_is_consistent_with_the_rules() {
    check_consistency(Variant::Huff10);
}

#[test]
fn frisian_three_piece_table_is_consistent_with_the_rules() {
    check_consistency(Variant::Frisian);
}

#[test]
fn known_results_with_three_pieces() {
    let english = table(Variant::English, 3);
    // Short kings: two kings beat one (the lone king is driven out of the double corner).
    let (b, t) = board_of(Variant::English, "W:WK1,K2:BK32");
    assert!(matches!(english.probe(&b, t), Some(Value::Win(_))));
    let (b, t) = board_of(Variant::English, "B:WK1,K2:BK32");
    assert!(matches!(english.probe(&b, t), Some(Value::Loss(_))));
    // One king against one: a draw when neither can take the other at once.
    let (b, t) = board_of(Variant::English, "W:WK1:BK32");
    assert_eq!(english.probe(&b, t), Some(Value::Draw));
    // Spanish flying kings: two kings cannot catch a lone king in the main diagonal's corner.
    let spanish = table(Variant::Spanish, 3);
    let (b, t) = board_of(Variant::Spanish, "W:WKb1,Kd1:BKh1");
    assert_eq!(spanish.probe(&b, t), Some(Value::Draw));
    // Outside the table: too many pieces.
    let (b, t) = board_of(Variant::Spanish, "W:WKb1,Kd1,Kf1:BKh1");
    assert_eq!(spanish.probe(&b, t), None);
    // International: two flying kings do not catch one on the main diagonal either; two men
    // against one win when they are ahead in the race.
    let international = table(Variant::International, 3);
    let (b, t) = board_of(Variant::International, "W:WK1,K2:BK28");
    assert_eq!(international.probe(&b, t), Some(Value::Draw));
    let (b, t) = board_of(Variant::International, "W:W33,34:B18");
    assert_eq!(international.probe(&b, t), Some(Value::Win(3)));
    let (b, t) = board_of(Variant::International, "W:W36,37:B15");
    assert_eq!(international.probe(&b, t), Some(Value::Draw));
    // A man that reaches the last rank in a capture: in International it goes on as a man and
    // takes the second piece at once (13x2x11); in the huffing game it is crowned there and
    // the move ends (13x2), so the new king must still hunt the last man down.
    let (b, t) = board_of(Variant::International, "W:W13:B7,8");
    assert_eq!(international.probe(&b, t), Some(Value::Win(1)));
    let huff = table(Variant::Huff10, 3);
    let (b, t) = board_of(Variant::Huff10, "W:W13:B7,8");
    assert_eq!(huff.probe(&b, t), Some(Value::Win(7)));
}

#[test]
fn the_engine_converts_two_kings_against_one_in_english() {
    let tb = table(Variant::English, 3);
    let start = Position::from_fen(Variant::English, "W:WK1,K2:BK32").expect("valid");
    let Some(Value::Win(d)) = tb.probe(&start.board().convert(), start.turn()) else {
        panic!("a win in the table");
    };
    // A copy for the engine (a fresh build: the test's static one stays borrowed).
    let copy = Arc::new(Tablebase::build(Variant::English, 3, |_| {}).expect("builds"));
    let mut game = Game::from_position(start);
    let mut engine = Engine::new(4);
    engine.set_tablebase(Some(copy));
    let stop = AtomicBool::new(false);
    let mut plies = 0u32;
    while game.outcome().is_none() && plies < 200 {
        let t = engine.think(
            &Situation::from_game(&game),
            &Limits::depth(6),
            &Options::level(10),
            &stop,
        );
        let detail = t.detail(game.position()).expect("a legal move");
        game.play(detail).expect("legal");
        plies += 1;
    }
    let outcome = game.outcome().expect("the game ended");
    assert_eq!(
        outcome.winner(),
        Some(Color::White),
        "{outcome:?} after {plies} plies"
    );
    // Both sides played perfectly by the table: the game lasted exactly its distance.
    assert_eq!(plies, u32::from(d));
}

/// Spanish three kings against one (4 pieces, a 20-second build in release, minutes in debug):
/// with the lone king in the main diagonal's corner it is a draw; with the main diagonal held,
/// a win, and every won position is won within the 13 moves the Spanish rule allows; the engine
/// converts one in a game where the rule's count is running.
#[test]
#[ignore = "builds the 4-piece Spanish table"]
fn spanish_three_kings_against_one_are_converted_within_thirteen_moves() {
    let tb = Arc::new(Tablebase::build(Variant::Spanish, 4, |_| {}).expect("builds"));
    let (b, t) = board_of(Variant::Spanish, "W:WKb1,Kd1,Kf1:BKh1");
    assert_eq!(tb.probe(&b, t), Some(Value::Draw));
    let fen = "W:WKh1,Kb1,Kd1:BKf1";
    let (b, t) = board_of(Variant::Spanish, fen);
    let Some(Value::Win(d)) = tb.probe(&b, t) else {
        panic!("holding the main diagonal wins");
    };
    assert!(d <= 25, "{d}");
    let mut game = Game::from_position(Position::from_fen(Variant::Spanish, fen).expect("valid"));
    assert!(game.endgame_count().is_some(), "the 13-move count runs");
    let plies = play_out(&mut game, tb);
    assert_eq!(game.outcome().and_then(|o| o.winner()), Some(Color::White));
    assert_eq!(plies, u32::from(d));
}

/// The engine, probing `tb`, plays both sides of `game` at depth 8 until it ends (at most 100
/// plies); the plies played.
fn play_out(game: &mut Game, tb: Arc<Tablebase>) -> u32 {
    let mut engine = Engine::new(4);
    engine.set_tablebase(Some(tb));
    let stop = AtomicBool::new(false);
    let mut plies = 0u32;
    while game.outcome().is_none() && plies < 100 {
        let t = engine.think(
            &Situation::from_game(game),
            &Limits::depth(8),
            &Options::level(10),
            &stop,
        );
        game.play(t.detail(game.position()).expect("a move"))
            .expect("legal");
        plies += 1;
    }
    plies
}

/// International (issue 47), the 4-piece 10x10 table: three kings cannot force a win against a
/// lone king (the FMJD rule draws it after 16 moves anyway): every 3K v 1K win is a short tactic,
/// 16 plies at most, and a lone king on the main diagonal draws; a king and a man hold two kings;
/// the engine converts a won ending of men (three against one) by the table's shortest way.
#[test]
#[ignore = "builds the 4-piece international table (one to two minutes, 375 MB)"]
fn international_four_piece_endings() {
    let mut longest = HashMap::new();
    let tb = Tablebase::build(Variant::International, 4, |line| {
        // "international 3K v 1K: N positions (...), longest L plies, T s"
        let (name, rest) = line.split_once(": ").expect("a material");
        let plies = rest
            .split("longest ")
            .nth(1)
            .and_then(|r| r.split(' ').next())
            .and_then(|n| n.parse::<u32>().ok())
            .expect("the longest distance");
        longest.insert(name.trim_start_matches("international ").to_string(), plies);
    })
    .expect("builds");
    assert_eq!(longest.len(), 23, "{longest:?}");
    assert!(longest["3K v 1K"] <= 16, "{longest:?}");
    let tb = Arc::new(tb);
    for fen in ["W:WK1,K2,K3:BK28", "B:WK1,K2,K3:BK28", "W:WK2,K3,K46:BK4"] {
        let (b, t) = board_of(Variant::International, fen);
        assert_eq!(tb.probe(&b, t), Some(Value::Draw), "{fen}");
    }
    let (b, t) = board_of(Variant::International, "W:WK46,K5:B15,16");
    assert_eq!(tb.probe(&b, t), Some(Value::Win(9)));
    let fen = "W:W35,40,45:B6";
    let (b, t) = board_of(Variant::International, fen);
    assert_eq!(tb.probe(&b, t), Some(Value::Win(21)));
    let mut game =
        Game::from_position(Position::from_fen(Variant::International, fen).expect("valid"));
    let plies = play_out(&mut game, tb);
    assert_eq!(game.outcome().and_then(|o| o.winner()), Some(Color::White));
    assert_eq!(plies, 21);
}

#[test]
fn frisian_king_runs_change_the_value() {
    let frisian = table(Variant::Frisian, 3);
    let run = |b: &Board<u64>, n: u8| {
        let king = (b.white & b.kings).iter().next().expect("a white king");
        [(Square(king), n), (Square(0), 0)]
    };
    // The white king on 49 has made its three simple moves in a row: it may only capture, so
    // the man on 50 must step forward and is lost, and with it the game; a fresh king holds.
    let (b, t) = board_of(Variant::Frisian, "W:WK49,50:BK46");
    assert_eq!(frisian.probe_runs(&b, t, NO_RUNS), Some(Value::Draw));
    assert_eq!(frisian.probe_runs(&b, t, run(&b, 2)), Some(Value::Draw));
    assert_eq!(frisian.probe_runs(&b, t, run(&b, 3)), Some(Value::Loss(4)));
    // The win here takes the king's three simple moves in a row: a king that has begun its
    // run has too few left.
    let (b, t) = board_of(Variant::Frisian, "W:WK49,50:BK33");
    assert_eq!(frisian.probe_runs(&b, t, NO_RUNS), Some(Value::Win(7)));
    assert_eq!(frisian.probe_runs(&b, t, run(&b, 1)), Some(Value::Draw));
    assert_eq!(frisian.probe_runs(&b, t, run(&b, 2)), Some(Value::Draw));
    // The same board turned round with the colours swapped: the same values (the table keeps
    // one of the two and turns the runs with the board).
    let (b, t) = board_of(Variant::Frisian, "B:WK5:BK2,1");
    let king = (b.black & b.kings).iter().next().expect("a black king");
    let black_run = |n: u8| [(Square(0), 0), (Square(king), n)];
    assert_eq!(
        frisian.probe_runs(&b, t, black_run(3)),
        Some(Value::Loss(4))
    );
    assert_eq!(frisian.probe_runs(&b, t, black_run(2)), Some(Value::Draw));
    // Without men the limit is gone: a run changes nothing.
    let (b, t) = board_of(Variant::Frisian, "W:WK49,K50:BK46");
    let kings = |n: u8| {
        [
            (Square((b.white & b.kings).iter().next().expect("king")), n),
            (Square(0), 0),
        ]
    };
    assert_eq!(
        frisian.probe_runs(&b, t, kings(3)),
        frisian.probe_runs(&b, t, NO_RUNS)
    );
}

/// Frisian: the search keeps both sides' king runs below the root. Black to move; White's king
/// on 49 has made its three simple moves in a row, so after any Black move that does not end the
/// run White may not move that king simply. The table (probed with the runs) and the search
/// without it agree on the value; with no run going on, neither finds the win.
#[test]
fn the_frisian_search_keeps_the_king_runs_below_the_root() {
    let frisian = table(Variant::Frisian, 3);
    let fen = "B:WK49,50:BK41";
    let pos = Position::from_fen(Variant::Frisian, fen).expect("valid");
    let king = (pos.board().white & pos.board().kings).trailing_zeros() as u8;
    let runs: Runs = [(Square(king), 3), (Square(0), 0)];
    let (b, t) = board_of(Variant::Frisian, fen);
    assert_eq!(frisian.probe_runs(&b, t, runs), Some(Value::Win(5)));
    assert_eq!(frisian.probe_runs(&b, t, NO_RUNS), Some(Value::Draw));
    // The one winning move: 41-46, after which White's barred king may only capture.
    let ranked = frisian.rank_moves(&b, t, runs);
    let best = Move::from_raw(&ranked[0].0);
    assert_eq!(ranked[0].1, Value::Win(5));
    assert_eq!(ranked[1].1, Value::Draw);
    let stop = AtomicBool::new(false);
    for (r, with_table, mate) in [
        (runs, false, Some(5)),
        (runs, true, Some(5)),
        (NO_RUNS, false, None),
        (NO_RUNS, true, None),
    ] {
        let mut sit = Situation::from_game(&Game::from_position(pos.clone()));
        sit.king_runs = r;
        let mut engine = Engine::new(4);
        if with_table {
            engine.set_tablebase(Some(Arc::new(
                Tablebase::build(Variant::Frisian, 3, |_| {}).expect("builds"),
            )));
        }
        let t = engine.think(&sit, &Limits::depth(10), &Options::level(10), &stop);
        assert_eq!(t.mate_in(), mate, "{r:?}, table {with_table}");
        if mate.is_some() {
            assert_eq!(t.best, Some(best), "{r:?}, table {with_table}");
        }
    }
}
