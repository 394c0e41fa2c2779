//! `damero replay` says how a game ended as the bot says it to players: the rule with the
//! variant's count (issue 30). Its refusals come from the rules core's typed errors, worded once
//! in `bot/cli/words.rs`.

use crate::{damero, report, text};

/// Run `damero replay ARGS`: (success, stdout, stderr).
fn replay(args: &[&str]) -> (bool, String, String) {
    let output = damero()
        .arg("replay")
        .args(args)
        .output()
        .expect("the binary runs");
    assert!(
        !text(&output.stderr).contains("panicked"),
        "{}",
        report(&output)
    );
    (
        output.status.success(),
        text(&output.stdout),
        text(&output.stderr),
    )
}

/// The `result:` line of a replay that must succeed.
fn result_line(args: &[&str]) -> String {
    let (ok, out, err) = replay(args);
    assert!(ok, "{out}\n{err}");
    out.lines()
        .find_map(|l| l.strip_prefix("result: "))
        .unwrap_or_else(|| panic!("no result line:\n{out}"))
        .to_string()
}

/// Spanish kings only, 20 moves each without a capture (from `rules/tests/data/positions.txt`).
const SPANISH_KINGS: [&str; 41] = [
    "--fen",
    "W:WKb1,Kd1:BKe8,Kg8",
    "b1-h7",
    "e8-c6",
    "h7-b1",
    "g8-f7",
    "d1-e2",
    "f7-h5",
    "e2-d1",
    "c6-h1",
    "b1-h7",
    "h1-d5",
    "h7-f5",
    "d5-g2",
    "f5-d3",
    "g2-f1",
    "d3-h7",
    "f1-a6",
    "d1-a4",
    "h5-f7",
    "a4-c6",
    "f7-h5",
    "h7-f5",
    "h5-d1",
    "f5-e4",
    "d1-e2",
    "e4-g6",
    "e2-f1",
    "g6-b1",
    "a6-e2",
    "c6-e4",
    "e2-d1",
    "e4-h1",
    "f1-b5",
    "b1-f5",
    "d1-b3",
    "h1-a8",
    "b5-a6",
    "f5-h7",
    "b3-a2",
    "a8-f3",
];

#[test]
fn a_draw_by_king_moves_names_the_rule_with_its_count() {
    let mut args = vec!["spanish"];
    args.extend(SPANISH_KINGS);
    args.push("a2-c4");
    assert_eq!(
        result_line(&args),
        "Draw — 20 moves each with only kings moving and no capture."
    );
    // One ply short, the count has not run out.
    args.pop();
    assert_eq!(result_line(&args), "ongoing");
}

#[test]
fn an_endgame_draw_names_the_rule_with_its_count() {
    assert_eq!(
        result_line(&[
            "international",
            "--fen",
            "B:W41,K25:BK16",
            "16-11",
            "41-36",
            "11-17",
            "36-31",
            "17-3",
            "25-34",
            "3-20",
            "34-40",
            "20-14",
            "40-7",
        ]),
        "Draw — 5 moves each with two pieces or fewer against a lone king."
    );
    let three_kings = "d1-b3 e8-h5 b3-e6 h5-d1 h1-e4 d1-e2 e6-g8 e2-h5 g8-e6 h5-d1 b1-d3 d1-h5 \
e4-h7 h5-f3 d3-c2 f3-b7 c2-g6 b7-g2 g6-d3 g2-b7 e6-g8 b7-h1 g8-f7 h1-b7 f7-a2";
    let mut args = vec!["spanish", "--fen", "W:WKh1,Kb1,Kd1:BKe8"];
    args.extend(three_kings.split_whitespace());
    assert_eq!(
        result_line(&args),
        "Draw — three kings could not beat a lone king in 13 moves."
    );
}

#[test]
fn a_win_names_the_loser_s_plight() {
    assert_eq!(
        result_line(&["czech", "--fen", "W:Wc3:Bd4", "c3xe5"]),
        "White wins — all Black pieces captured."
    );
}

#[test]
fn a_move_after_the_end_is_refused_with_the_outcome() {
    let (ok, out, err) = replay(&["czech", "--fen", "W:Wc3:Bd4", "c3xe5", "d4-c5"]);
    assert!(!ok);
    assert_eq!(out, "white c3xe5\n");
    assert_eq!(
        err.trim_end(),
        "error: move 2 (d4-c5): the game is over: White wins — all Black pieces captured."
    );
}

#[test]
fn an_illegal_move_is_refused_with_the_reason_in_the_notation_written() {
    let (ok, _, err) = replay(&["spanish", "9-13", "9-13"]);
    assert!(!ok);
    assert_eq!(
        err.trim_end(),
        "error: move 2: Illegal move 9-13: there is no piece on 9."
    );
    // The same move written in coordinates is answered in coordinates.
    let (_, _, err) = replay(&["spanish", "9-13", "h3-g4"]);
    assert_eq!(
        err.trim_end(),
        "error: move 2: Illegal move h3-g4: there is no piece on h3."
    );
}

#[test]
fn a_bad_fen_is_refused_with_its_kind_in_words() {
    for (fen, want) in [
        ("W:W5,5:B32", "error: bad FEN: 5 is listed more than once"),
        (
            "W:W1-13:B32",
            "error: bad FEN: White has 13 pieces, but spanish has only 12 per side",
        ),
        (
            "X:W5:B30",
            "error: malformed FEN (side to move 'X' must be W or B): a FEN looks like \
W:W21,22,K5:B1,2",
        ),
        (
            "W:W33:B1",
            "error: bad FEN: 33 is not a square of Spanish draughts: squares are numbered 1 to 32.",
        ),
    ] {
        let (ok, out, err) = replay(&["spanish", "--fen", fen]);
        assert!(!ok, "{fen}: {out}");
        assert_eq!(err.trim_end(), want, "{fen}");
    }
}
