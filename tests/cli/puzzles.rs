//! `damero puzzles mine` and `damero puzzles check`: a file mined, read back and replayed; and the
//! one sentence each says for input it cannot use.

use super::{damero, report, text};

#[test]
fn mined_puzzles_are_written_and_read_back_and_the_run_says_what_it_found() {
    let dir = tempfile::tempdir().expect("tempdir");
    let file = dir.path().join("spanish.tsv");
    let file = file.to_string_lossy().into_owned();
    let out = damero()
        .args(["puzzles", "mine", "spanish", "--count", "2", "--depth", "4"])
        .args(["--verify-depth", "6", "--no-tables", "--out", &file])
        .output()
        .expect("runs");
    assert!(out.status.success(), "{}", report(&out));
    let said = text(&out.stderr);
    assert!(
        said.lines()
            .last()
            .is_some_and(|l| l.starts_with("2 puzzles (")),
        "{said}"
    );
    let written = std::fs::read_to_string(&file).expect("written");
    assert_eq!(
        written.lines().filter(|l| !l.starts_with('#')).count(),
        2,
        "{written}"
    );
    let out = damero()
        .args(["puzzles", "check", "spanish", &file])
        .output()
        .expect("runs");
    assert!(out.status.success(), "{}", report(&out));
    assert_eq!(
        text(&out.stdout),
        "2 puzzles, every line plays and ends with its gain on the board\n"
    );
    // A line that ends on a quiet move from the start shows nothing won: named, with why
    // (issue 44.21), and the file is refused.
    let start = damero_rules::Position::start(damero_rules::Variant::Spanish).fen();
    let weak_file = format!("{file}.weak");
    std::fs::write(
        &weak_file,
        format!("{written}spanish-9999\t{start}\t9-13\t\t900\n"),
    )
    .expect("written");
    let out = damero()
        .args(["puzzles", "check", "spanish", &weak_file])
        .output()
        .expect("runs");
    assert!(!out.status.success(), "{}", report(&out));
    let said = text(&out.stderr)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    let want = format!(
        "1 of 3 puzzles in {weak_file} would not be shipped: spanish-9999 (its line ends with nothing won)"
    );
    assert!(said.contains(&want), "{}", report(&out));
}

#[test]
fn a_bad_file_store_or_depth_is_one_sentence() {
    let dir = tempfile::tempdir().expect("tempdir");
    let bad = dir.path().join("bad.tsv");
    std::fs::write(&bad, "x\tW:W1:B2\t1-5\t\t900\n").expect("write");
    let bad = bad.to_string_lossy().into_owned();
    let missing = dir.path().join("no-store");
    let missing = missing.to_string_lossy().into_owned();
    for (args, says) in [
        (
            vec!["puzzles", "check", "spanish", &bad],
            "is not a valid puzzle file: line 1:",
        ),
        (
            vec!["puzzles", "check", "spanish", "/no/such/file.tsv"],
            "cannot read /no/such/file.tsv",
        ),
        (
            vec![
                "puzzles",
                "mine",
                "spanish",
                "--depth",
                "8",
                "--verify-depth",
                "8",
            ],
            "--verify-depth (8) must be deeper than --depth (8)",
        ),
        (
            vec!["puzzles", "mine", "spanish", "--store", &missing],
            "there is no store at",
        ),
    ] {
        let out = damero().args(&args).output().expect("runs");
        assert_eq!(out.status.code(), Some(1), "{args:?}: {}", report(&out));
        let err = text(&out.stderr);
        assert!(
            err.starts_with("error: ") && err.contains(says),
            "{args:?}: {err}"
        );
    }
    assert!(!std::path::Path::new(&missing).exists(), "no store is made");
}
