//! Whole-program tests of the command-line tools: the built `damero` binary run as a user would
//! run it (bad input, output piped into a reader that goes away, the README's examples).

mod architecture;
mod input;
mod learn;
mod logs;
mod pipes;
mod puzzles;
mod readme;
mod replay;
mod review;
mod tournament;
mod web;

use std::process::{Command, Output};

/// The binary under test (a debug build; nothing here needs `--release`).
fn damero() -> Command {
    Command::new(env!("CARGO_BIN_EXE_damero"))
}

/// Lossy text of one output stream.
fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A short account of a finished run, for assertion messages.
fn report(output: &Output) -> String {
    format!(
        "status {}\n--- stdout\n{}\n--- stderr\n{}",
        output.status,
        text(&output.stdout),
        text(&output.stderr)
    )
}
