//! A reader that goes away (`damero ... | head -1`) ends a tool quietly: no panic, nothing on
//! stderr, exit status 0.
//!
//! Each test either closes the read end of stdout right after starting the tool (so its first
//! write already meets a closed pipe) or reads one line and then closes it (`| head -1`).

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, Stdio};

use crate::{damero, report};

fn start(args: &[&str]) -> Child {
    damero()
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts")
}

/// Wait for the tool and check it stopped quietly.
fn ends_quietly(child: Child, what: &str) {
    let output = child.wait_with_output().expect("the tool ends");
    let shown = format!("{what}: {}", report(&output));
    assert!(output.status.success(), "{shown}");
    assert!(output.stderr.is_empty(), "{shown}");
}

/// Close stdout before the tool writes anything.
fn closed_from_the_start(args: &[&str], input: &[u8]) {
    let mut child = start(args);
    drop(child.stdout.take());
    let mut stdin = child.stdin.take().expect("stdin");
    // The tool may end (or not read) before all input is written; that is fine.
    let _ = stdin.write_all(input);
    drop(stdin);
    ends_quietly(child, &args.join(" "));
}

/// Read one line of stdout, then close it (`| head -1`).
fn closed_after_one_line(args: &[&str]) {
    let mut child = start(args);
    let mut stdout = BufReader::new(child.stdout.take().expect("stdout"));
    let mut first = String::new();
    stdout.read_line(&mut first).expect("a first line");
    assert!(!first.is_empty(), "{args:?} wrote nothing");
    drop(stdout);
    drop(child.stdin.take());
    ends_quietly(child, &args.join(" "));
}

#[test]
fn moves_into_a_closed_pipe_ends_quietly() {
    closed_from_the_start(&["moves", "spanish", "start"], b"");
    closed_from_the_start(&["moves", "international", "start", "--json"], b"");
}

#[test]
fn perft_piped_into_head_ends_quietly_without_counting_on() {
    // Depth 11 takes seconds in a debug build; the closed pipe stops it at the next depth.
    closed_after_one_line(&["perft", "spanish", "11"]);
    closed_from_the_start(&["perft", "czech", "3"], b"");
}

#[test]
fn replay_into_a_closed_pipe_ends_quietly() {
    closed_from_the_start(&["replay", "spanish", "9-13", "24-20"], b"");
}

#[test]
fn analyse_piped_into_head_ends_quietly() {
    closed_after_one_line(&["analyse", "spanish", "start", "--movetime", "3000"]);
    closed_from_the_start(&["analyse", "spanish", "start", "--depth", "3"], b"");
}

#[test]
fn render_to_a_closed_stdout_ends_quietly() {
    closed_from_the_start(&["render", "spanish", "-o", "-"], b"");
}

#[test]
fn match_piped_into_head_ends_quietly() {
    closed_after_one_line(&[
        "match",
        "english",
        "--a",
        "1",
        "--greedy",
        "--games",
        "1000",
        "--movetime",
        "5",
    ]);
}

#[test]
fn the_engine_with_a_closed_stdout_ends_quietly() {
    closed_from_the_start(&["engine", "--level", "1"], b"isready\nisready\n");
}

#[test]
fn help_into_a_closed_pipe_does_not_panic() {
    let mut child = start(&["--help"]);
    drop(child.stdout.take());
    let output = child.wait_with_output().expect("ends");
    assert!(
        !String::from_utf8_lossy(&output.stderr).contains("panicked"),
        "{}",
        report(&output)
    );
}

/// Issue 35.3: `damero play </dev/null | head -1` said "error: Broken pipe" and exited 1.
#[test]
fn play_piped_into_head_ends_quietly_and_leaves_no_folder() {
    let dir = tempfile::tempdir().expect("tempdir");
    let out = dir.path().join("boards");
    let out = out.to_str().expect("utf8 path");
    closed_after_one_line(&["play", "--lang", "en", "--out", out]);
    closed_from_the_start(&["play", "--lang", "en", "--out", out], b"9-13\n");
    // No move was played: no folder is left behind, not even the one the pictures would go in.
    assert!(!dir.path().join("boards").exists());
}
