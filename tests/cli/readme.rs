//! The README's commands, run through the built binary, with their shown output checked.
//!
//! Every line of a fenced code block in README.md that runs the program (`cargo run --release --
//! ARGS` or `damero ARGS`) is a command. The lines right after it that start with `#   ` are the
//! output it shows, line by line: a line `...` stands for any number of lines, a word `...`
//! for any one word, and timings (`time=`, `nps=`, the word after `time` or `nps`) are never
//! compared. A command with no shown output must still succeed.
//!
//! Left out, because they need a terminal or Discord: `play` (the terminal game) and starting
//! the bot (`cargo run --release` with no tool, or `run`). `tests/bot/` covers both.

use std::path::Path;

use crate::{damero, report, text};

/// One command of the README and the output it shows.
#[derive(Debug)]
struct Example {
    line: usize,
    args: Vec<String>,
    shown: Vec<String>,
}

/// The command's arguments after the program, if `line` runs the program.
fn program_args(line: &str) -> Option<&str> {
    let line = line.trim();
    if let Some(rest) = line.strip_prefix("damero ") {
        return Some(rest);
    }
    // `cargo run --release` alone (or after `VAR=... `) starts the bot.
    let at = line.find("cargo run --release")?;
    let rest = line[at + "cargo run --release".len()..].trim_start();
    Some(rest.strip_prefix("--").map_or("", str::trim_start))
}

fn examples(readme: &str) -> Vec<Example> {
    let mut out: Vec<Example> = Vec::new();
    let mut in_block = false;
    for (i, line) in readme.lines().enumerate() {
        if line.trim_start().starts_with("```") {
            in_block = !in_block;
            continue;
        }
        if !in_block {
            continue;
        }
        // A block inside a list item is indented; its lines are read without the indent.
        if let Some(shown) = line.trim_start().strip_prefix("#   ") {
            if let Some(last) = out.last_mut() {
                last.shown.push(shown.to_string());
            }
            continue;
        }
        let Some(rest) = program_args(line) else {
            continue;
        };
        // A trailing shell comment is prose, not arguments.
        let rest = rest.split(" #").next().unwrap_or(rest);
        let args = shlex::split(rest).unwrap_or_else(|| panic!("README line {}: quoting", i + 1));
        out.push(Example {
            line: i + 1,
            args,
            shown: Vec::new(),
        });
    }
    out
}

/// Whether the example runs here (not the terminal game or the bot).
fn runnable(example: &Example) -> bool {
    !matches!(
        example.args.first().map(String::as_str),
        None | Some("play" | "run")
    )
}

/// Words of a line with timings blanked.
fn words(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut after_timing = false;
    for word in line.split_whitespace() {
        let blank = after_timing || word.starts_with("time=") || word.starts_with("nps=");
        after_timing = matches!(word, "time" | "nps");
        out.push(if blank {
            "...".to_string()
        } else {
            word.to_string()
        });
    }
    out
}

fn line_matches(shown: &str, actual: &str) -> bool {
    let (shown, actual) = (words(shown), words(actual));
    shown.len() == actual.len()
        && shown.iter().zip(&actual).all(|(s, a)| {
            s == "..." || s == a || s.strip_suffix("...").is_some_and(|key| a.starts_with(key))
        })
}

/// Whether `actual` (all lines) fits `shown` (with `...` lines skipping any number).
fn output_matches(shown: &[String], actual: &[&str]) -> bool {
    match shown.split_first() {
        None => actual.is_empty(),
        Some((first, rest)) if first == "..." => {
            (0..=actual.len()).any(|skip| output_matches(rest, &actual[skip..]))
        }
        Some((first, rest)) => actual
            .split_first()
            .is_some_and(|(a, more)| line_matches(first, a) && output_matches(rest, more)),
    }
}

#[test]
fn every_readme_command_runs_and_prints_what_the_readme_shows() {
    let readme_path = Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md");
    let readme = std::fs::read_to_string(&readme_path).expect("README.md");
    let all = examples(&readme);
    let run: Vec<&Example> = all.iter().filter(|e| runnable(e)).collect();
    // The README shows the tools; if this drops, the extraction broke.
    assert!(run.len() >= 5, "found only {run:?}");
    assert!(
        all.len() > run.len(),
        "the play/bot lines are found and skipped"
    );
    let dir = tempfile::tempdir().expect("tempdir");
    for example in run {
        let output = damero()
            .args(&example.args)
            .current_dir(dir.path())
            .output()
            .expect("the binary runs");
        let shown = format!(
            "README line {}: {:?}\n{}",
            example.line,
            example.args,
            report(&output)
        );
        assert!(output.status.success(), "{shown}");
        if !example.shown.is_empty() {
            let out = text(&output.stdout);
            let lines: Vec<&str> = out.lines().collect();
            assert!(
                output_matches(&example.shown, &lines),
                "the README shows\n{}\n{shown}",
                example.shown.join("\n")
            );
        }
    }
}

#[test]
fn the_output_matcher_skips_what_the_readme_elides_and_nothing_else() {
    let shown: Vec<String> = [
        "depth=1 nodes=7 time=0.000 nps=...",
        "...",
        "depth=3 nodes=302 time=... nps=...",
    ]
    .map(String::from)
    .to_vec();
    let actual = [
        "depth=1 nodes=7 time=0.001 nps=9000",
        "depth=2 nodes=49 time=0.000 nps=1",
        "depth=3 nodes=302 time=0.002 nps=150000",
    ];
    assert!(output_matches(&shown, &actual));
    assert!(output_matches(&shown, &[actual[0], actual[2]]));
    assert!(!output_matches(&shown, &actual[..2]));
    let wrong = ["depth=1 nodes=8 time=0.001 nps=9000", actual[2]];
    assert!(!output_matches(&shown, &wrong));
    assert!(line_matches(
        "wrote board.png (... bytes)",
        "wrote board.png (6348 bytes)"
    ));
    assert!(!line_matches(
        "wrote board.png (... bytes)",
        "wrote board.png (6348 bytes) late"
    ));
    assert!(line_matches(
        "nodes 2 time 0.000 nps 7722",
        "nodes 2 time 1.5 nps 3"
    ));
    assert!(!line_matches("nodes 2 time 0.000", "nodes 3 time 0.000"));
}

#[test]
fn readme_lines_that_start_the_bot_or_the_game_are_recognised() {
    let readme = "```sh\ncargo run --release -- play   # try it\nDISCORD_TOKEN=... cargo run --release  # bot\ncargo test --workspace\ndamero perft czech 2\n#   depth=1 nodes=7 time=0 nps=0\n```\ncargo run --release -- moves outside a block\n";
    let all = examples(readme);
    let args: Vec<&[String]> = all.iter().map(|e| e.args.as_slice()).collect();
    assert_eq!(args.len(), 3, "{all:?}");
    assert_eq!(args[0], ["play"]);
    assert!(args[1].is_empty());
    assert_eq!(args[2], ["perft", "czech", "2"]);
    assert_eq!(all[2].shown, ["depth=1 nodes=7 time=0 nps=0"]);
    assert_eq!(all.iter().filter(|e| runnable(e)).count(), 1);
}

/// Issue 35.10: the `default_variant` comment of `config.example.toml` left out Canadian and
/// Frisian.
#[test]
fn the_example_config_names_every_variant_for_default_variant() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("config.example.toml");
    let config = std::fs::read_to_string(path).expect("config.example.toml");
    let comment: String = config
        .lines()
        .skip_while(|l| !l.starts_with("# Variant when none is named"))
        .take_while(|l| l.starts_with('#'))
        .collect::<Vec<_>>()
        .join(" ");
    for variant in damero_rules::Variant::ALL {
        assert!(
            comment.contains(variant.name()),
            "{variant} missing from: {comment}"
        );
    }
}

/// The README's invite link asks for exactly the permissions the code lists, and names each.
#[test]
fn the_readme_invite_asks_for_the_permissions_the_bot_uses() {
    use damero::permissions::{invite_bits, Permission};
    let readme = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md"))
        .expect("README.md");
    let numbers: Vec<&str> = readme
        .split("permissions=")
        .skip(1)
        .map(|rest| {
            rest.split(|c: char| !c.is_ascii_digit())
                .next()
                .unwrap_or("")
        })
        .collect();
    assert!(!numbers.is_empty(), "the README shows no invite link");
    for n in numbers {
        assert_eq!(
            n,
            invite_bits().to_string(),
            "a permissions= number in README.md"
        );
    }
    let prose = readme.split_whitespace().collect::<Vec<_>>().join(" ");
    for p in Permission::ALL {
        assert!(
            prose.contains(&format!("*{}*", p.english())),
            "README.md does not name {}",
            p.english()
        );
    }
}

/// Issue 44.8: the systemd unit in docs/ starts Damero with options it reads, its environment
/// file holds settings it reads, the store lies where the unit lets it write, and the stop
/// waits longer than Damero's own stop limit.
#[test]
fn the_systemd_unit_runs_damero_with_what_it_reads() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let unit = std::fs::read_to_string(root.join("docs/damero.service")).expect("the unit");
    let value = |key: &str| {
        unit.lines()
            .find_map(|l| l.strip_prefix(&format!("{key}=")))
            .unwrap_or_else(|| panic!("the unit has no {key}"))
            .trim()
            .to_string()
    };
    let exec = value("ExecStart");
    let mut words = exec.split_whitespace();
    assert!(
        words.next().is_some_and(|p| p.ends_with("/damero")),
        "{exec}"
    );
    let args: Vec<&str> = words.collect();
    // The variables of the environment file (the token left empty, as shipped).
    let env_file = root.join("docs").join(
        Path::new(&value("EnvironmentFile"))
            .file_name()
            .expect("a file name"),
    );
    let env_text = std::fs::read_to_string(&env_file).expect("docs/damero.env");
    let vars: Vec<(String, String)> = env_text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| {
            let (k, v) = l.split_once('=').expect("KEY=VALUE");
            (k.to_string(), v.to_string())
        })
        .collect();
    // The store is where the unit may write.
    let writable = value("ReadWritePaths");
    let store = vars
        .iter()
        .find(|(k, _)| k == "DAMERO_STORAGE__PATH")
        .map(|(_, v)| v.clone())
        .expect("the store's path");
    assert!(store.starts_with(&writable), "{store} outside {writable}");
    assert!(value("WorkingDirectory").starts_with(&writable));
    // SIGTERM, and more time than Damero's 4.5 s stop limit.
    assert_eq!(value("KillSignal"), "SIGTERM");
    let stop: f64 = value("TimeoutStopSec").parse().expect("seconds");
    assert!(stop > 4.5, "{stop}");
    // Run the unit's command here: the config file a copy of the example, the store in a
    // temporary folder. Everything is read and accepted up to the empty token.
    let dir = tempfile::tempdir().expect("tempdir");
    let config = dir.path().join("config.toml");
    std::fs::copy(root.join("config.example.toml"), &config).expect("copied");
    let mut command = damero();
    let mut given = args.iter();
    while let Some(arg) = given.next() {
        command.arg(arg);
        if *arg == "--config" {
            given.next();
            command.arg(&config);
        }
    }
    command.current_dir(dir.path()).env_remove("DISCORD_TOKEN");
    for (k, v) in &vars {
        let v = if k == "DAMERO_STORAGE__PATH" {
            dir.path().join("store").display().to_string()
        } else {
            v.clone()
        };
        command.env(k, v);
    }
    let output = command.output().expect("runs");
    let err = text(&output.stderr);
    assert!(!output.status.success(), "{}", report(&output));
    assert!(
        err.trim_end().ends_with("error: DISCORD_TOKEN is empty: copy the bot token from the Discord developer portal (Bot page)"),
        "{}",
        report(&output)
    );
}
