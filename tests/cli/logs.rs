//! The bot's logs as an operator reads them (issue 35.8): no colour codes in a file, and a
//! Discord that cannot be reached is named with the reason.

use std::process::Stdio;
use std::time::{Duration, Instant};

use crate::damero;

/// `damero run 2> file` against a Discord that refuses connections, until it has said so.
fn run_log(extra: &[(&str, &str)]) -> String {
    let dir = tempfile::tempdir().expect("tempdir");
    let log = dir.path().join("run.log");
    let file = std::fs::File::create(&log).expect("log file");
    let mut command = damero();
    command
        .arg("run")
        .current_dir(dir.path())
        .env("DISCORD_TOKEN", "MTA1.not-a-real.token")
        // Nothing listens on port 9 of this machine: every request is refused at once.
        .env("DAMERO_DISCORD__HTTP_PROXY", "http://127.0.0.1:9")
        .env("DAMERO_STORAGE__PATH", dir.path().join("store"))
        .env_remove("RUST_LOG")
        .env_remove("NO_COLOR")
        .stdin(Stdio::null())
        .stdout(file.try_clone().expect("clone"))
        .stderr(file);
    for (k, v) in extra {
        command.env(k, v);
    }
    let mut child = command.spawn().expect("damero runs");
    let start = Instant::now();
    let text = loop {
        let text = std::fs::read_to_string(&log).unwrap_or_default();
        if text.contains("cannot reach Discord") || start.elapsed() > Duration::from_secs(60) {
            break text;
        }
        // Polls the file for its marker (nothing announces a write to it).
        std::thread::sleep(Duration::from_millis(100));
    };
    let _ = std::process::Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status();
    let _ = child.wait();
    text
}

#[test]
fn a_log_written_to_a_file_has_no_colour_codes_and_names_why_discord_is_unreachable() {
    let log = run_log(&[]);
    assert!(log.contains("cannot reach Discord"), "{log}");
    assert!(!log.contains('\u{1b}'), "colour codes in a file:\n{log}");
    assert!(log.contains("connection refused"), "no cause named:\n{log}");
}
