//! Every tool answers bad input with one `error: ...` sentence on stderr, a non-zero exit and
//! no panic.

use std::ffi::OsString;
use std::io::Write;
use std::os::unix::ffi::OsStringExt;
use std::process::Stdio;

use crate::{damero, report, text};

/// Run `damero ARGS` (stdin empty) and check it was refused in one sentence; return stderr.
fn refused(args: &[OsString]) -> String {
    let output = damero()
        .args(args)
        .stdin(Stdio::null())
        .output()
        .expect("the binary runs");
    let err = text(&output.stderr);
    let shown = format!("damero {args:?}\n{}", report(&output));
    assert!(!output.status.success(), "{shown}");
    assert!(!err.contains("panicked"), "{shown}");
    assert!(err.starts_with("error: "), "{shown}");
    assert_eq!(
        err.lines().filter(|l| l.starts_with("error: ")).count(),
        1,
        "one sentence: {shown}"
    );
    assert!(output.stdout.is_empty(), "{shown}");
    // One voice (issue 35.7): every line within 100 columns; the sentence read as one line.
    assert!(err.lines().all(|l| l.chars().count() <= 100), "{shown}");
    unwrapped(&err)
}

/// A message wrapped at 100 columns, as one line again.
fn unwrapped(err: &str) -> String {
    let mut one = err.lines().collect::<Vec<_>>().join(" ");
    one.push('\n');
    one
}

fn args(words: &[&str]) -> Vec<OsString> {
    words.iter().map(OsString::from).collect()
}

/// `words` with `\xFF` (not UTF-8) appended to the last one.
fn with_bad_byte(words: &[&str]) -> Vec<OsString> {
    let mut all = args(words);
    if let Some(last) = all.pop() {
        let mut bytes = last.into_vec();
        bytes.push(0xFF);
        all.push(OsString::from_vec(bytes));
    }
    all
}

const TOOLS_WITH_A_POSITION: [&[&str]; 4] = [
    &["moves", "VARIANT", "FEN"],
    &["analyse", "VARIANT", "FEN", "--depth", "2"],
    &["render", "VARIANT", "FEN", "-o", "unused.png"],
    &["perft", "VARIANT", "2", "--fen", "FEN"],
];

fn fill(template: &[&str], variant: &str, fen: &str) -> Vec<String> {
    template
        .iter()
        .map(|w| match *w {
            "VARIANT" => variant.to_string(),
            "FEN" => fen.to_string(),
            other => other.to_string(),
        })
        .collect()
}

fn as_args(words: &[String]) -> Vec<OsString> {
    words.iter().map(OsString::from).collect()
}

#[test]
fn an_unknown_variant_is_named_with_the_known_ones() {
    let mut cases: Vec<Vec<String>> = TOOLS_WITH_A_POSITION
        .iter()
        .map(|t| fill(t, "klingon", "start"))
        .collect();
    cases.push(fill(&["replay", "VARIANT", "9-13"], "klingon", ""));
    cases.push(fill(
        &["match", "VARIANT", "--a", "1", "--greedy"],
        "klingon",
        "",
    ));
    for case in cases {
        let err = refused(&as_args(&case));
        assert!(
            err.contains("'klingon' is not a variant"),
            "{case:?}: {err}"
        );
        assert!(err.contains("spanish, czech"), "{case:?}: {err}");
    }
}

#[test]
fn a_bad_fen_is_refused_with_the_reason() {
    for fen in ["W:W99:B1", "nonsense", "W:W21,22,K5:B1,2", "B:W1,1:B30"] {
        let mut cases: Vec<Vec<String>> = TOOLS_WITH_A_POSITION
            .iter()
            .map(|t| fill(t, "spanish", fen))
            .collect();
        cases.push(fill(
            &["replay", "spanish", "--fen", "FEN", "9-13"],
            "",
            fen,
        ));
        for case in cases {
            let err = refused(&as_args(&case));
            assert!(err.contains("FEN"), "{case:?}: {err}");
        }
    }
}

#[test]
fn nothing_is_written_when_render_is_refused() {
    let dir = tempfile::tempdir().expect("tempdir");
    let out = dir.path().join("board.png");
    let out = out.to_str().expect("a UTF-8 temp path");
    refused(&args(&["render", "spanish", "W:W99", "-o", out]));
    refused(&args(&["render", "spanish", "-o", out, "--size", "0"]));
    refused(&args(&[
        "render", "spanish", "-o", out, "--theme", "purple",
    ]));
    let gif = dir.path().join("game.gif");
    let gif = gif.to_str().expect("a UTF-8 temp path");
    let err = refused(&args(&[
        "render",
        "spanish",
        "-o",
        gif,
        "--gif",
        "no-such.pdn",
    ]));
    assert!(err.contains("reading no-such.pdn"), "{err}");
    // Issue 35.10: a GIF is not written under a .png name (nor a PNG under .gif).
    let err = refused(&args(&["render", "-o", out, "--gif", "no-such.pdn"]));
    assert!(err.contains("name it .gif"), "{err}");
    let err = refused(&args(&["render", "spanish", "-o", gif]));
    assert!(err.contains("name it .png"), "{err}");
    assert!(!std::path::Path::new(out).exists());
    assert!(!std::path::Path::new(gif).exists());
}

/// Issue 44.3: copying from a store that is not there (or a folder that is no store) is
/// refused in one sentence, and nothing is created or written, neither there nor at the target.
#[test]
fn a_store_copy_from_nothing_is_refused_and_creates_nothing() {
    let dir = tempfile::tempdir().expect("tempdir");
    let at = |name: &str| dir.path().join(name);
    let spec = |name: &str| format!("sled:{}", at(name).display());
    let err = refused(&args(&[
        "store",
        "copy",
        "--from",
        &spec("nodata"),
        "--to",
        &spec("out1"),
    ]));
    assert!(err.contains("no such folder"), "{err}");
    assert!(!at("nodata").exists() && !at("out1").exists());

    std::fs::create_dir(at("pictures")).expect("mkdir");
    std::fs::write(at("pictures").join("001.png"), b"png").expect("write");
    let err = refused(&args(&[
        "store",
        "copy",
        "--from",
        &spec("pictures"),
        "--to",
        &spec("out2"),
    ]));
    assert!(err.contains("is not a Damero store"), "{err}");
    let left: Vec<_> = std::fs::read_dir(at("pictures"))
        .expect("read_dir")
        .map(|e| e.expect("entry").file_name())
        .collect();
    assert_eq!(
        left,
        vec![std::ffi::OsString::from("001.png")],
        "the folder is untouched"
    );
    assert!(!at("out2").exists());
}

/// Issue 44.2: `damero invite` prints the link with every permission the bot uses; a bad id is
/// refused in one sentence.
#[test]
fn invite_prints_the_link_and_each_permission() {
    let output = damero()
        .args(["invite", "123"])
        .output()
        .expect("the binary runs");
    assert!(output.status.success(), "{}", report(&output));
    let out = text(&output.stdout);
    assert_eq!(
        out.lines().next(),
        Some(damero::permissions::invite_url(123).as_str())
    );
    for p in damero::permissions::Permission::ALL {
        assert!(out.contains(p.english()), "{out}");
    }
    let err = refused(&args(&["invite", "my-bot"]));
    assert!(err.contains("is not an application id"), "{err}");
}

#[test]
fn depths_levels_and_counts_out_of_range_are_refused() {
    for case in [
        &["perft", "spanish", "0"][..],
        &["perft", "spanish", "99"],
        &["perft", "spanish", "1.5"],
        &["perft", "spanish", "deep"],
        &["analyse", "spanish", "start", "--depth", "0"],
        &["analyse", "spanish", "start", "--depth", "99"],
        &["analyse", "spanish", "start", "--movetime", "0"],
        &["analyse", "spanish", "start", "--level", "11"],
        &["engine", "--level", "0"],
        &["engine", "--level", "99"],
        &["match", "spanish", "--a", "0", "--greedy"],
        &["match", "spanish", "--a", "1", "--b", "99"],
        &["match", "spanish", "--a", "1", "--greedy", "--games", "0"],
        &[
            "match",
            "spanish",
            "--a",
            "1",
            "--greedy",
            "--movetime",
            "0",
        ],
        &["moves", "spanish", "start", "--notation", "roman"],
    ] {
        let err = refused(&args(case));
        // clap's words, or ours alone when they quote the value (issue 44.10: said once).
        let quoted = case.iter().any(|a| err.contains(&format!("'{a}'")));
        assert!(err.contains("invalid value") || quoted, "{case:?}: {err}");
    }
}

#[test]
fn a_match_without_a_second_player_says_how_to_name_one() {
    let err = refused(&args(&["match", "spanish", "--a", "3"]));
    assert_eq!(
        err.trim_end(),
        "error: give the second player: --b LEVEL, --greedy or --command CMD"
    );
}

#[test]
fn an_illegal_move_in_replay_is_refused_after_the_moves_before_it() {
    let output = damero()
        .args(["replay", "spanish", "9-13", "9-13"])
        .output()
        .expect("the binary runs");
    assert!(!output.status.success(), "{}", report(&output));
    assert_eq!(text(&output.stdout), "white 9-13\n");
    let err = text(&output.stderr);
    assert!(err.starts_with("error: move 2: Illegal move 9-13"), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    let err = refused(&args(&["replay", "huff10", "huff:77"]));
    assert!(err.contains("move 1 (huff:77)"), "{err}");
}

#[test]
fn an_argument_that_is_not_utf8_is_refused() {
    for case in [
        &["moves", "spanish", "start"][..],
        &["moves", "spanish"],
        &["perft", "spanish", "2", "--fen", "start"],
        &["replay", "spanish", "9-13"],
        &["analyse", "spanish", "start"],
        &[
            "render", "spanish", "start", "-o", "x.png", "--theme", "wood",
        ],
        &["engine", "--level", "3"],
        &["match", "spanish", "--a", "1", "--command", "cat"],
    ] {
        let err = refused(&with_bad_byte(case));
        assert!(err.contains("UTF-8"), "{case:?}: {err}");
    }
}

/// Run `cmd` (a `damero engine ...`) with `input` on its stdin, closed after it; its output once
/// it ends at the end of input.
fn session(mut cmd: std::process::Command, input: &[u8]) -> std::process::Output {
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let mut stdin = child.stdin.take().expect("stdin");
    stdin.write_all(input).expect("write");
    drop(stdin);
    child
        .wait_with_output()
        .expect("the engine ends at end of input")
}

#[test]
fn the_engine_answers_bad_lines_on_stdout_and_goes_on() {
    let mut engine = damero();
    engine.args(["engine", "--level", "1"]);
    let output = session(
        engine,
        b"variant klingon\n\xff\xfe\ngo depth 0\nposition fen W:W99\nisready\n",
    );
    let out = text(&output.stdout);
    assert!(output.status.success(), "{}", report(&output));
    assert!(output.stderr.is_empty(), "{}", report(&output));
    assert_eq!(
        out.lines().filter(|l| l.starts_with("error ")).count(),
        4,
        "{out}"
    );
    assert!(out.ends_with("readyok\n"), "{out}");
}

#[test]
fn bad_sprt_parameters_are_refused_in_one_sentence() {
    for (case, says) in [
        (
            &["--elo0", "10", "--elo1", "5"][..],
            "elo0 must be smaller than elo1",
        ),
        (
            &["--elo0", "5", "--elo1", "5"],
            "elo0 must be smaller than elo1",
        ),
        (&["--alpha", "1.5"], "alpha must be between 0 and 1"),
        (&["--beta", "0"], "beta must be between 0 and 1"),
        (&["--openings", "/nonexistent/openings.txt"], "cannot read"),
    ] {
        let mut words = vec!["match", "spanish", "--a", "2", "--b", "1", "--sprt"];
        words.extend_from_slice(case);
        let err = refused(&args(&words));
        assert!(err.contains(says), "{case:?}: {err}");
    }
    // The SPRT options mean nothing without --sprt.
    refused(&args(&[
        "match", "spanish", "--a", "2", "--b", "1", "--elo1", "5",
    ]));
}

#[test]
fn an_outside_engine_that_cannot_start_is_named() {
    for who in ["--command", "--a-command"] {
        let mut words = vec!["match", "spanish", "--sprt", "--depth", "1"];
        words.extend_from_slice(if who == "--command" {
            &["--a", "1"][..]
        } else {
            &["--b", "1"]
        });
        words.extend_from_slice(&[who, "/nonexistent/damero-old engine"]);
        let err = refused(&args(&words));
        assert_eq!(
            err.trim_end(),
            "error: there is no program /nonexistent/damero-old (from `/nonexistent/damero-old engine`)"
        );
    }
    // A program that starts but does not speak the protocol is refused too.
    let err = refused(&args(&[
        "match",
        "spanish",
        "--sprt",
        "--a",
        "1",
        "--command",
        "true",
    ]));
    assert!(err.contains("`true` does not answer `isready`"), "{err}");
}

#[test]
fn a_tiny_sprt_match_through_the_binary_ends_with_a_verdict() {
    // Level 10 at depth 2 against the greedy player, through the binary's own line protocol
    // for the first player; the test must decide (or reach the cap) within 40 games.
    let me = env!("CARGO_BIN_EXE_damero");
    let output = damero()
        .args(["match", "english", "--greedy", "--depth", "2", "--sprt"])
        .args(["--elo0", "0", "--elo1", "200", "--max-games", "40"])
        .args(["--a-command", &format!("'{me}' engine --level 10")])
        .output()
        .expect("the binary runs");
    let out = text(&output.stdout);
    assert!(output.status.success(), "{}", report(&output));
    let lines: Vec<&str> = out.lines().rev().take(3).collect();
    let [time, elo, last] = lines[..] else {
        panic!("{out}")
    };
    assert!(last.starts_with("result english "), "{out}");
    // Each side's mean thinking time closes the match.
    assert!(
        time.starts_with("time: first ") && time.contains(" ms a move ("),
        "{out}"
    );
    assert!(
        last.contains("H1 accepted") || last.contains("after 40 games"),
        "{out}"
    );
    assert!(out.lines().any(|l| l.starts_with("games 2: W ")), "{out}");
    assert!(elo.starts_with("elo "), "{out}");
}

#[test]
fn an_sprt_goes_on_from_a_progress_line_and_refuses_one_that_does_not_add_up() {
    let sprt = [
        "match", "english", "--a", "2", "--greedy", "--depth", "1", "--sprt",
    ];
    let with = |resume: &str, cap: &str| {
        let mut words = sprt.to_vec();
        words.extend_from_slice(&["--elo0", "0", "--elo1", "200", "--max-games", cap]);
        words.extend_from_slice(&["--resume", resume]);
        args(&words)
    };
    for (line, says) in [
        (
            "W 3 D 1 L 0",
            "--resume takes a progress line of the match, such as",
        ),
        ("games 4: W 3 D x L 0 pairs [0 0 0 1 1]", "not \"games 4"),
        (
            "games 4: W 3 D 1 L 0 pairs [0 0 0 1 2]",
            "--resume: 4 games are not the 6 games of 3 pairs",
        ),
        (
            "games 4: W 3 D 1 L 0 pairs [0 0 1 0 1]",
            "--resume: the pairs hold 6 half-points, W 3 D 1 makes 7",
        ),
        (
            "W 4294967295 D 0 L 0 pairs [0 0 0 0 4294967295]",
            "--resume: 4294967295 games are more than a match plays (at most 10000000)",
        ),
    ] {
        let err = refused(&with(line, "40"));
        assert!(err.contains(says), "{line}: {err}");
        assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    }
    // A test already decided by the line ends at once with its verdict.
    let output = damero()
        .args(with(
            "games 40: W 40 D 0 L 0 pairs [0 0 0 0 20] LLR 9.9",
            "100",
        ))
        .output()
        .expect("the binary runs");
    let out = text(&output.stdout);
    assert!(output.status.success(), "{}", report(&output));
    assert!(
        out.contains("\nresumed: games 40: W 40 D 0 L 0 pairs [0 0 0 0 20] LLR "),
        "{out}"
    );
    assert!(
        out.contains("H1 accepted (elo1 200 rather than elo0 0) after 40 games"),
        "{out}"
    );
    assert!(!out.contains("\ngames 42"), "{out}");
    // An undecided one plays on from its pairs to the cap, which counts them.
    let output = damero()
        .args(with("games 2: W 1 D 0 L 1 pairs [0 0 1 0 0]", "6"))
        .output()
        .expect("the binary runs");
    let out = text(&output.stdout);
    assert!(output.status.success(), "{}", report(&output));
    assert!(out.contains("the next pair from opening 2\n"), "{out}");
    assert!(out.contains("\ngames 4: "), "{out}");
    assert!(!out.contains("\ngames 8: "), "{out}");
}

/// A fixed match (`--fixed`) plays every game to the cap even when the test would have decided
/// long before, and says it was a fixed match.
#[test]
fn a_fixed_match_plays_every_game_whatever_the_llr() {
    let output = damero()
        .args([
            "match", "english", "--a", "2", "--greedy", "--depth", "1", "--sprt",
        ])
        .args([
            "--elo0",
            "0",
            "--elo1",
            "400",
            "--max-games",
            "12",
            "--fixed",
        ])
        .args(["--alpha", "0.4", "--beta", "0.4"])
        .output()
        .expect("the binary runs");
    let out = text(&output.stdout);
    assert!(output.status.success(), "{}", report(&output));
    assert!(
        out.contains(", a fixed match of 12 games, 1 at once\n"),
        "{out}"
    );
    assert!(out.contains("\ngames 12: "), "{out}");
    assert!(out.contains(": fixed match after 12 games: "), "{out}");
    // Without --fixed the same loose bounds decide within the first pairs.
    let decided = damero()
        .args([
            "match", "english", "--a", "2", "--greedy", "--depth", "1", "--sprt",
        ])
        .args(["--elo0", "0", "--elo1", "400", "--max-games", "12"])
        .args(["--alpha", "0.4", "--beta", "0.4"])
        .output()
        .expect("the binary runs");
    let decided = text(&decided.stdout);
    assert!(decided.contains(" accepted "), "{decided}");
    assert!(!decided.contains("\ngames 12: "), "{decided}");
}

/// `damero engine --tables DIR` reads the tables kept there and probes them; a directory
/// without any is refused in one sentence rather than played without.
#[test]
fn the_engine_probes_the_tables_of_a_directory_and_refuses_an_empty_one() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let err = refused(&args(&[
        "engine",
        "--tables",
        &dir.path().display().to_string(),
    ]));
    assert!(err.contains("no endgame tables in "), "{err}");
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    let built = damero()
        .args([
            "egtb",
            "build",
            "--variant",
            "english",
            "--pieces",
            "4",
            "--out",
        ])
        .arg(dir.path())
        .output()
        .expect("the binary runs");
    assert!(built.status.success(), "{}", report(&built));
    // Two kings against one, English: a win in 21 plies the table knows at once; a search
    // without the table at depth 1 sees no win.
    let probe = |with_tables: bool| {
        let mut cmd = damero();
        cmd.arg("engine");
        if with_tables {
            cmd.arg("--tables").arg(dir.path());
        }
        let output = session(
            cmd,
            b"variant english\nposition fen W:WK1,K2:BK32\ngo depth 1\n",
        );
        assert!(output.status.success(), "{}", report(&output));
        let out = text(&output.stdout);
        let score = out
            .lines()
            .filter_map(|l| {
                l.split(" score ")
                    .nth(1)?
                    .split(' ')
                    .next()?
                    .parse::<i32>()
                    .ok()
            })
            .next_back();
        (score.unwrap_or_else(|| panic!("no score in {out}")), out)
    };
    // A won ending scores as a win at a distance (29,000 and above), a guess does not.
    let (with, out) = probe(true);
    assert!(with >= 29_000, "{out}");
    let (without, out) = probe(false);
    assert!(without < 29_000, "{out}");
}

#[test]
fn bench_of_a_variant_without_positions_names_the_benched_ones() {
    let err = refused(&args(&["bench", "czech"]));
    assert!(err.contains("benched variants: spanish, english"), "{err}");
}

/// Issue 35.7: clap's own 230-column message (exit status 2) and the terminal's wrapped
/// sentence (exit status 1) for the same mistake. Bad usage now gets one `error:` sentence
/// within 100 columns and exit status 2, whoever finds it.
#[test]
fn bad_usage_gets_one_sentence_and_exit_status_two() {
    for (case, says) in [
        (
            &["moves", "spanishh", "start"][..],
            "'spanishh' is not a variant; did you mean spanish?",
        ),
        (
            &["moves", "spanish", "start", "--jsn"],
            "unexpected argument '--jsn'",
        ),
        (&["perft"], "required"),
        (&["frobnicate"], "unrecognized subcommand 'frobnicate'"),
        (&["play", "--variant", "foo"], "foo"),
        (&["play", "--level", "11"], "11"),
        (&["play", "--lang", "xx"], "Unknown language 'xx'"),
    ] {
        let output = damero()
            .args(case)
            .env("LANG", "C")
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .stdin(Stdio::null())
            .output()
            .expect("the binary runs");
        let err = text(&output.stderr);
        let shown = format!("damero {case:?}\n{}", report(&output));
        assert_eq!(output.status.code(), Some(2), "{shown}");
        assert!(err.starts_with("error: "), "{shown}");
        assert!(err.contains(says), "{shown}");
        assert_eq!(err.matches("error").count(), 1, "{shown}");
        assert!(err.lines().all(|l| l.chars().count() <= 100), "{shown}");
        assert!(!err.contains("Usage:"), "{shown}");
    }
}

/// The subcommands a help screen lists (not `help` itself).
fn listed_commands(screen: &str) -> Vec<String> {
    screen
        .lines()
        .skip_while(|l| !l.starts_with("Commands:"))
        .skip(1)
        .take_while(|l| l.starts_with("  "))
        // A wrapped description goes on further in.
        .filter(|l| !l.starts_with("   "))
        .filter_map(|l| l.split_whitespace().next().map(str::to_string))
        .filter(|c| c != "help")
        .collect()
}

/// Issue 35.7: `damero --help` had a 127-column line. Every help screen fits 100 columns.
#[test]
fn every_help_screen_fits_in_100_columns() {
    let mut todo: Vec<Vec<String>> = vec![vec![]];
    let mut seen = 0;
    while let Some(words) = todo.pop() {
        for flag in ["-h", "--help"] {
            let out = damero().args(&words).arg(flag).output().expect("runs");
            let what = format!("damero {} {flag}", words.join(" "));
            assert!(out.status.success(), "{what}: {}", report(&out));
            let screen = text(&out.stdout);
            for line in screen.lines() {
                let columns = line.chars().count();
                assert!(columns <= 100, "{what}: {columns} columns: {line}");
            }
            if flag == "--help" {
                for command in listed_commands(&screen) {
                    let mut next = words.clone();
                    next.push(command);
                    todo.push(next);
                }
            }
            seen += 1;
        }
    }
    assert!(seen > 20, "only {seen} help screens");
}

/// Issue 44.15: the help lists the variants with their other names, the notations and the
/// level's default, and offers --config only where a configuration is read.
#[test]
fn the_help_names_what_an_option_takes() {
    let help = |args: &[&str]| {
        let output = damero().args(args).output().expect("the binary runs");
        assert!(output.status.success(), "{}", report(&output));
        text(&output.stdout)
    };
    for tool in ["moves", "perft", "render", "replay", "analyse", "match"] {
        let shown = help(&[tool, "--help"]);
        for name in ["spanish", "frisian", "checkers", "american"] {
            assert!(shown.contains(name), "{tool} --help lacks {name}:\n{shown}");
        }
        assert!(
            !shown.contains("--config"),
            "{tool} reads no config:\n{shown}"
        );
    }
    assert!(help(&["moves", "--help"]).contains("numeric or algebraic"));
    let play = help(&["play", "--help"]);
    assert!(play.contains("default: game.default_level, 3"), "{play}");
    assert!(play.contains("--config"), "{play}");
    assert!(help(&["puzzle", "--help"]).contains("--config"));
    assert!(help(&["run", "--help"]).contains("--config"));
}

/// Issue 44.10: one voice: the same mistake in the same words whichever command meets it, and
/// a refused move quoted once.
#[test]
fn the_same_mistake_reads_the_same_everywhere_and_is_said_once() {
    let play = damero()
        .args(["play", "--variant", "chess", "--lang", "en"])
        .stdin(Stdio::null())
        .output()
        .expect("the binary runs");
    let play = unwrapped(&text(&play.stderr));
    let moves = refused(&args(&["moves", "chess", "start"]));
    let sentence = "error: 'chess' is not a variant; the variants are spanish, czech,";
    assert!(play.starts_with(sentence), "{play}");
    assert!(moves.starts_with(sentence), "{moves}");
    let near = refused(&args(&["moves", "spanishh", "start"]));
    assert!(
        near.contains("'spanishh' is not a variant; did you mean spanish?"),
        "{near}"
    );
    let banana = refused(&args(&["replay", "spanish", "banana"]));
    assert_eq!(banana.matches("banana").count(), 1, "{banana}");
    assert!(
        banana.starts_with("error: move 1: 'banana' is not a move I can read."),
        "{banana}"
    );
}

/// Issue 44.14: the CLI's replay GIF carries /replay's captions (a band under the board with
/// the players, each move and the result), drawn by the same function.
#[test]
fn a_gif_from_a_pdn_is_captioned_as_replay_is() {
    let dir = tempfile::tempdir().expect("tempdir");
    let pdn = dir.path().join("game.pdn");
    std::fs::write(
        &pdn,
        "[White \"Ana\"]\n[Black \"Ben\"]\n[Variant \"spanish\"]\n1. 10-13 23-19 2. 6-10 *\n",
    )
    .expect("written");
    let gif = dir.path().join("game.gif");
    let output = damero()
        .args(["render", "--size", "320", "--gif"])
        .arg(&pdn)
        .arg("-o")
        .arg(&gif)
        .output()
        .expect("runs");
    assert!(output.status.success(), "{}", report(&output));
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let file = std::fs::File::open(&gif).expect("the GIF");
    let mut decoder = options.read_info(file).expect("a GIF");
    assert_eq!(decoder.width(), 320);
    assert_eq!(
        decoder.height(),
        320 + damero_render::caption_band(320),
        "a caption band under the board"
    );
    let mut frames = 0;
    while decoder.read_next_frame().expect("a frame").is_some() {
        frames += 1;
    }
    assert_eq!(frames, 4, "the start and one frame per move");
    let captions = damero::referee::replay_captions(
        "Ana - Ben, spanish".into(),
        &damero_rules::import_pdn(&std::fs::read_to_string(&pdn).expect("pdn"), None)
            .expect("the PDN")
            .game,
    );
    assert_eq!(captions[0], "Ana - Ben, spanish");
    assert!(captions[3].starts_with("2. 6-10"), "{captions:?}");
}

/// Issue 44.8: `damero store forget` deletes one user's data from a store and says what it
/// did; a second time there is nothing left; a bad id or a missing store is one sentence.
#[test]
fn store_forget_deletes_a_users_data_and_says_what() {
    use damero_storage::{GuildId, PuzzleAttempt, SledStore, Store, UserId};
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("store");
    {
        let store = SledStore::open(&path).expect("store");
        let attempt = PuzzleAttempt {
            user: UserId(4242),
            name: Some("Ana"),
            guild: Some(GuildId(7)),
            variant: damero_rules::Variant::Spanish,
            puzzle: "spanish-0001",
            start_rating: 1500,
            solved: true,
        };
        store.record_puzzle(&attempt, 1).expect("recorded");
    }
    let spec = format!("sled:{}", path.display());
    let forget = || {
        damero()
            .args(["store", "forget", "--store", &spec, "4242"])
            .output()
            .expect("runs")
    };
    let first = forget();
    assert!(first.status.success(), "{}", report(&first));
    let said = text(&first.stdout);
    assert!(said.starts_with("forgot user 4242 in sled:"), "{said}");
    assert!(
        said.contains("player record deleted, 0 ratings, 1 puzzle attempts"),
        "{said}"
    );
    let second = forget();
    assert!(second.status.success(), "{}", report(&second));
    assert!(
        text(&second.stdout).contains("holds nothing about user 4242"),
        "{}",
        report(&second)
    );
    let err = refused(&args(&["store", "forget", "--store", &spec, "ana"]));
    assert!(err.contains("'ana' is not a Discord user id"), "{err}");
    let nowhere = format!("sled:{}", dir.path().join("nowhere").display());
    let err = refused(&args(&["store", "forget", "--store", &nowhere, "4242"]));
    assert!(err.contains("no such folder"), "{err}");
    assert!(!dir.path().join("nowhere").exists());
}
