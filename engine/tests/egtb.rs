//! The endgame databases: known results, self-consistency of every stored value, and the engine
//! converting a won ending with them (each engine given the table it probes).

use std::collections::HashMap;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, OnceLock};

use damero_engine::egtb::{Tablebase, Value};
use damero_engine::{Engine, Limits, Options, Situation};
use damero_rules::Bits;
use damero_rules::Board;
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
    let cell = match variant {
        Variant::English => &ENGLISH3,
        Variant::Spanish => &SPANISH3,
        Variant::International => &INTERNATIONAL3,
        Variant::Huff10 => &HUFF3,
        _ => unreachable!("only these are built here"),
    };
    cell.get_or_init(|| Tablebase::build(variant, pieces, |_| {}).expect("builds"))
}

/// The value a move leads to, seen from the mover.
fn after(tb: &Tablebase, b: &Board<u64>, turn: Color, mv: &damero_rules::RawMove<u64>) -> Value {
    let mut child = *b;
    child.play(turn, mv);
    match tb.probe(&child, turn.opposite()).expect("in the table") {
        Value::Win(d) => Value::Loss(d + 1),
        Value::Loss(d) => Value::Win(d + 1),
        Value::Draw => Value::Draw,
    }
}

/// Every position of every material with up to three pieces: a win in d has a move to a loss
/// in d - 1 and none shorter; a loss in d has only moves to wins, the longest in d - 1; a draw
/// has no winning move and at least one drawing move. Checked against the rules core's moves,
/// position by position, independently of how the table was built.
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
                    for turn in [Color::White, Color::Black] {
                        let v = tb.probe(&bd, turn).expect("up to three pieces");
                        damero_rules::generate(rules, &bd, turn, &mut list);
                        let vals: Vec<Value> =
                            list.iter().map(|m| after(tb, &bd, turn, m)).collect();
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
#[ignore = "builds the 4-piece international table (about a minute, 450 MB)"]
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
