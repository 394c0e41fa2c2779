//! `damero learn`: self-play data and a fit make a weight file that `engine --weights` and
//! `bench --weights` use; bad files and variants are refused in one sentence.

use std::io::Write;
use std::process::Stdio;

use crate::{damero, report, text};

fn run(args: &[&str]) -> std::process::Output {
    damero()
        .args(args)
        .stdin(Stdio::null())
        .output()
        .expect("the binary runs")
}

fn refused(args: &[&str], says: &str) {
    let output = run(args);
    let err = text(&output.stderr);
    let shown = format!("damero {args:?}\n{}", report(&output));
    assert!(!output.status.success(), "{shown}");
    assert!(!err.contains("panicked"), "{shown}");
    assert!(err.starts_with("error: "), "{shown}");
    // One sentence, wrapped at 100 columns (issue 35.7).
    assert_eq!(err.matches("error: ").count(), 1, "one sentence: {shown}");
    assert!(err.lines().all(|l| l.chars().count() <= 100), "{shown}");
    let err = err.lines().collect::<Vec<_>>().join(" ");
    assert!(err.contains(says), "{shown}");
}

#[test]
fn selfplay_then_fit_makes_weights_the_engine_plays_with() {
    let dir = tempfile::tempdir().expect("tempdir");
    let data = dir.path().join("english.dmd");
    let weights = dir.path().join("short8.dmw");
    let (data_s, weights_s) = (
        data.to_str().expect("a UTF-8 temporary path"),
        weights.to_str().expect("a UTF-8 temporary path"),
    );
    let output = run(&[
        "learn", "selfplay", "english", "--games", "4", "--nodes", "300", "--out", data_s,
    ]);
    assert!(output.status.success(), "{}", report(&output));
    let said = text(&output.stdout);
    assert!(said.starts_with("4 games of english, "), "{said}");
    let output = run(&["learn", "fit", data_s, "--epochs", "2", "--out", weights_s]);
    assert!(output.status.success(), "{}", report(&output));
    let said = text(&output.stdout);
    assert!(said.contains("short8: "), "{said}");
    assert!(said.contains("validation loss: hand-written "), "{said}");
    assert!(said.contains("  man "), "{said}");

    // The engine plays with the new weights.
    let mut child = damero()
        .args(["engine", "--weights", weights_s])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("engine starts");
    let mut stdin = child.stdin.take().expect("stdin");
    writeln!(
        stdin,
        "variant english\nposition startpos\ngo depth 4\nquit"
    )
    .expect("write");
    drop(stdin);
    let output = child.wait_with_output().expect("engine ends");
    let said = text(&output.stdout);
    assert!(output.status.success(), "{}", report(&output));
    assert!(said.lines().any(|l| l.starts_with("bestmove ")), "{said}");

    let output = run(&["bench", "english", "--depth", "3", "--weights", weights_s]);
    assert!(output.status.success(), "{}", report(&output));

    // A data file is not a weight file, and a weight file is not data.
    refused(&["engine", "--weights", data_s], "not a Damero weight file");
    refused(
        &[
            "learn",
            "fit",
            weights_s,
            "--out",
            dir.path()
                .join("x")
                .to_str()
                .expect("a UTF-8 temporary path"),
        ],
        "not a Damero training file",
    );
}

#[test]
fn learn_refuses_what_it_cannot_do() {
    refused(
        &["learn", "selfplay", "russian", "--out", "/nonexistent/x"],
        "russian has no learned evaluation; the variants with one are spanish, czech, turkish, english, international",
    );
    refused(
        &[
            "learn",
            "fit",
            "/nonexistent/data.dmd",
            "--out",
            "/nonexistent/w",
        ],
        "cannot read /nonexistent/data.dmd",
    );
    refused(
        &[
            "learn",
            "selfplay",
            "english",
            "--games",
            "1",
            "--out",
            "/nonexistent/x",
        ],
        "cannot write /nonexistent/x",
    );
    refused(
        &[
            "learn",
            "fit",
            "/dev/null",
            "--holdout",
            "0.7",
            "--out",
            "/tmp/never",
        ],
        "--holdout",
    );
}
