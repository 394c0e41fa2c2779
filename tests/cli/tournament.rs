//! `damero standings --trf FILE`: a tournament's standings with its tie-breaks, and one
//! sentence for a file that is missing or malformed.

use super::{damero, report, text};

const FIVE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tournament/tests/five.trf");

#[test]
fn standings_of_a_five_player_swiss_with_its_tie_breaks() {
    let out = damero()
        .args(["standings", "--trf", FIVE, "--tie-breaks", "bh,sb,wins"])
        .output()
        .expect("runs");
    assert!(out.status.success(), "{}", report(&out));
    let lines: Vec<String> = text(&out.stdout).lines().map(str::to_string).collect();
    assert_eq!(
        lines,
        [
            "rank  no  name  points      bh      sb    wins",
            "   1   2  Ben      2.5    6.50    2.75    1.00",
            "   2   1  Ana      2.5    5.00    3.75    2.00",
            "   3   3  Cy         2    5.00    0.50    1.00",
            "   4   5  Eve      1.5    4.50    0.25    0.00",
            "   5   4  Dee      0.5    6.00    0.75    0.00",
        ],
        "{}",
        report(&out)
    );
}

#[test]
fn a_missing_or_malformed_file_or_an_unknown_tie_break_is_one_sentence() {
    let dir = tempfile::tempdir().expect("tempdir");
    let bad = dir.path().join("bad.trf");
    std::fs::write(&bad, "001 garbage\n").expect("write");
    let bad = bad.to_string_lossy().into_owned();
    for (args, says) in [
        (
            vec!["standings", "--trf", "/no/such/file.trf"],
            "cannot read /no/such/file.trf",
        ),
        (
            vec!["standings", "--trf", bad.as_str()],
            "is not a valid TRF-16 file: line 1",
        ),
        (
            vec!["standings", "--trf", FIVE, "--tie-breaks", "bh,xx"],
            "'xx' is no tie-break",
        ),
    ] {
        let out = damero().args(&args).output().expect("runs");
        assert!(!out.status.success(), "{}", report(&out));
        let err = text(&out.stderr);
        assert!(err.contains(says), "{args:?}: {}", report(&out));
        assert_eq!(
            err.trim_end().lines().count(),
            3.min(err.trim_end().lines().count())
        );
        assert!(text(&out.stdout).is_empty(), "{}", report(&out));
    }
}
