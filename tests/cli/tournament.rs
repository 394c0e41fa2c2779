//! `damero standings --trf FILE` (a tournament's standings with its tie-breaks) and `damero
//! pair --trf FILE` (its next round's Dutch pairings), and the one sentence each says for a file
//! it cannot use.

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
    // An unplayed round counts as a game against a dummy opponent with the player's own score
    // (FIDE C.07, 2023, art. 16): the byes (U) of Ben, Cy and Eve each add 1 x their own score
    // (2.5, 2, 1.5) to their Sonneborn-Berger.
    assert_eq!(
        lines,
        [
            "rank  no  name  points      bh      sb    wins",
            "   1   2  Ben      2.5    6.50    5.25    1.00",
            "   2   1  Ana      2.5    5.00    3.75    2.00",
            "   3   3  Cy         2    5.00    2.50    1.00",
            "   4   5  Eve      1.5    4.50    1.75    0.00",
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

#[test]
fn pair_prints_the_next_round_as_pairing_programs_do() {
    let out = damero()
        .args(["pair", "--trf", FIVE])
        .output()
        .expect("runs");
    assert!(out.status.success(), "{}", report(&out));
    // Round 4 of five: Cy (2 points) has white against Ben, Eve against Ana; Dee, the lowest
    // who has had no bye, gets it. The reference program pairs it so.
    assert_eq!(
        text(&out.stdout),
        "Round 4 of 5 (each player: name (pairing number, points so far))\n\
         board  white         black\n\
         \x20   1  Cy (3, 2)     Ben (2, 2.5)\n\
         \x20   2  Eve (5, 1.5)  Ana (1, 2.5)\n\
         \x20 bye  Dee (4, 0.5)\n",
        "{}",
        report(&out)
    );
    // The pairing programs' own format, behind a flag (issue 44.17).
    let out = damero()
        .args(["pair", "--trf", FIVE, "--numbers"])
        .output()
        .expect("runs");
    assert_eq!(text(&out.stdout), "3\n3 2\n5 1\n4 0\n", "{}", report(&out));
}

#[test]
fn pair_refuses_a_file_it_cannot_pair_in_one_sentence() {
    let dir = tempfile::tempdir().expect("tempdir");
    let five = std::fs::read_to_string(FIVE).expect("five.trf");
    let write = |name: &str, text: &str| {
        let path = dir.path().join(name);
        std::fs::write(&path, text).expect("write");
        path.to_string_lossy().into_owned()
    };
    let bad = write("bad.trf", "001 garbage\n");
    let no_rounds = write("no-rounds.trf", &five.replace("XXR 5\n", ""));
    let over = write("over.trf", &five.replace("XXR 5", "XXR 3"));
    for (file, says) in [
        ("/no/such/file.trf", "cannot read /no/such/file.trf"),
        (bad.as_str(), "is not a valid TRF-16 file: line 1"),
        (
            no_rounds.as_str(),
            "cannot be paired: the file gives no number of rounds (XXR)",
        ),
        (
            over.as_str(),
            "cannot be paired: round 4 comes after the last round, 3",
        ),
    ] {
        let out = damero()
            .args(["pair", "--trf", file])
            .output()
            .expect("runs");
        let standings = damero()
            .args(["standings", "--trf", "/no/such/file.trf"])
            .output()
            .expect("runs");
        assert_eq!(
            out.status.code(),
            standings.status.code(),
            "{}",
            report(&out)
        );
        let err = text(&out.stderr);
        assert!(err.contains(says), "{file}: {}", report(&out));
        assert!(
            err.lines().all(|l| l.chars().count() <= 100),
            "{}",
            report(&out)
        );
        assert!(err.starts_with("error: "), "{}", report(&out));
        assert!(text(&out.stdout).is_empty(), "{}", report(&out));
    }
}
