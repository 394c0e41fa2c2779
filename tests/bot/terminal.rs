//! `damero play`: the terminal front end, in process and as the real binary with piped input.

use std::io::Write;
use std::process::{Command, Stdio};
use std::sync::Arc;

use damero::terminal::{run, PlayArgs};
use damero::wired::EngineOpponent;

use crate::common::{config, png_size};

fn args(out: &std::path::Path, two: bool) -> PlayArgs {
    PlayArgs {
        variant: None,
        level: Some("1".into()),
        color: None,
        two_players: two,
        out: out.to_path_buf(),
        no_boards: false,
        resume: None,
        lang: Some("en".into()),
    }
}

async fn play(input: &str, two: bool) -> (String, tempfile::TempDir) {
    play_variant(input, two, None).await
}

async fn play_variant(
    input: &str,
    two: bool,
    variant: Option<&str>,
) -> (String, tempfile::TempDir) {
    let dir = tempfile::tempdir().expect("tempdir");
    let given = PlayArgs {
        variant: variant.map(Into::into),
        ..args(dir.path(), two)
    };
    (run_with(given, input).await.expect("runs"), dir)
}

/// `damero play` with `given`, typed `input`: what the screen shows, or the refusal.
async fn run_with(given: PlayArgs, input: &str) -> anyhow::Result<String> {
    Ok(run_watched(given, input).await?.1)
}

/// A piped terminal session: each game's referee (to count calls into it), and what it printed.
async fn run_watched(
    given: PlayArgs,
    input: &str,
) -> anyhow::Result<(Vec<damero::referee::Referee>, String)> {
    let referees = Arc::new(std::sync::Mutex::new(Vec::new()));
    let seen = referees.clone();
    let session = damero::terminal::Session {
        watch: Some(Box::new(move |r: &damero::referee::Referee| {
            seen.lock().expect("lock").push(r.clone());
        })),
        ..damero::terminal::Session::piped()
    };
    let mut out = Vec::new();
    damero::terminal::run_session(
        given,
        config(),
        crate::common::painter(),
        Arc::new(EngineOpponent::new()),
        input.as_bytes(),
        &mut out,
        session,
    )
    .await?;
    let referees = referees.lock().expect("lock").clone();
    Ok((referees, String::from_utf8(out).expect("utf8")))
}

/// The calls a terminal session's one game made into its referee, and what it printed.
async fn calls_for(given: PlayArgs, input: &str) -> (u64, String) {
    let (referees, out) = run_watched(given, input).await.expect("runs");
    assert_eq!(referees.len(), 1, "one game");
    (referees[0].calls(), out)
}

/// Issue 43: a line typed at the terminal is one call into the referee: its answer carries
/// the game as it now stands, the boards, the receipts and the bot's move. Beside the lines:
/// the game's start, and the PDN written at the end.
#[tokio::test]
async fn each_line_at_the_terminal_is_one_referee_call() {
    let dir = tempfile::tempdir().expect("tempdir");
    let lines = "9-13\n22-18\nmoves\nboard\n13x22\n";
    let (calls, out) = calls_for(args(dir.path(), true), lines).await;
    assert!(out.contains("played 13x22"), "{out}");
    assert_eq!(calls, 1 + 5 + 1, "{out}");
    let dir = tempfile::tempdir().expect("tempdir");
    let against_bot = PlayArgs {
        color: Some("white".into()),
        ..args(dir.path(), false)
    };
    let (calls, out) = calls_for(against_bot, "9-13\nmoves\n").await;
    assert!(
        out.matches(" played ").count() >= 2,
        "the bot answered: {out}"
    );
    assert_eq!(calls, 1 + 2 + 1, "{out}");
    // A number plays the move listed under it (issue 46): one call; a number past the list is
    // refused at the keyboard, with no call.
    let dir = tempfile::tempdir().expect("tempdir");
    let (calls, out) = calls_for(
        args(dir.path(), true),
        "3
99
0
1
",
    )
    .await;
    assert!(
        out.contains(
            "Moves (type a move or its number): 1)\u{a0}9-13  2)\u{a0}10-13  3)\u{a0}10-14"
        ),
        "{out}"
    );
    assert!(out.contains("Player 1 (White) played 10-14."), "{out}");
    assert!(
        out.contains("There is no move 99 here: type one of the numbers listed under the board."),
        "{out}"
    );
    assert!(out.contains("There is no move 0 here"), "{out}");
    assert!(out.contains("Player 2 (Black) played 21-17."), "{out}");
    assert_eq!(calls, 1 + 2 + 1, "{out}");
}

#[tokio::test]
async fn two_people_play_at_one_keyboard_and_a_picture_is_saved_per_position() {
    let (out, dir) = play("9-13\n22-18\n!board\nbogus words\n10-14\nresign\n", true).await;
    assert!(
        out.contains("Player 1 (White) played 9-13. Player 2 (Black) to move."),
        "{out}"
    );
    assert!(
        out.contains("Player 2 (Black) played 22-18. Player 1 (White) to move."),
        "{out}"
    );
    assert!(
        out.contains("'bogus words' is neither a move nor a command."),
        "{out}"
    );
    assert!(
        out.contains("Illegal move 10-14: a capture is compulsory"),
        "{out}"
    );
    assert!(out.contains("Player 1 resigned — Player 2 wins."), "{out}");
    assert!(out.trim_end().ends_with("Bye."));
    // start, two moves, board, resignation
    for n in 1..=5 {
        let png = std::fs::read(dir.path().join("game-001").join(format!("{n:03}.png")))
            .expect("picture");
        assert_eq!(png_size(&png), (320, 320));
    }
}

#[tokio::test]
async fn against_the_bot_it_answers_and_the_end_of_input_ends_cleanly() {
    let (out, _dir) = play("9-13\nmoves\n", false).await;
    assert!(
        out.contains("Player (White) played 9-13. Damero (Black) to move."),
        "{out}"
    );
    assert!(out.contains("Damero (Black) played "), "{out}");
    assert!(out.contains("Legal moves for Player (White):"), "{out}");
    assert!(out.trim_end().ends_with("Bye."));
}

/// The first hint and `help` name a move in the variant's own notation, and that move is played
/// as typed: a Czech player is not told to type 11-15 and then that Czech draughts uses no numbers.
#[tokio::test]
async fn the_start_hint_and_help_show_a_move_the_variant_reads() {
    for (variant, example) in [
        ("czech", "a3-b4"),
        ("spanish", "9-13"),
        ("turkish", "a3-a4"),
    ] {
        let (out, _dir) = play_variant(&format!("help\n{example}\n"), true, Some(variant)).await;
        assert!(
            out.contains(&format!("Type a move ({example}), or board")),
            "{variant}: {out}"
        );
        // The help is wrapped to the terminal's width; read it as one line.
        let words = out.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(
            words.contains(&format!("the square names the board shows: {example}.")),
            "{variant}: {out}"
        );
        assert!(
            out.contains(&format!("Player 1 (White) played {example}.")),
            "{variant}: {out}"
        );
    }
}

#[test]
fn the_binary_plays_from_piped_input() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut child = Command::new(env!("CARGO_BIN_EXE_damero"))
        .args(["play", "--two-players", "--variant", "czech", "--out"])
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C")
        .arg(dir.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("damero runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(b"c3-d4\n!draw\ndraw\n")
        .expect("write");
    let out = child.wait_with_output().expect("exits");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{text} {}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(text.contains("Board pictures go to"), "{text}");
    assert!(text.contains("Player 1 (White) played c3-d4."), "{text}");
    assert!(text.contains("Player 2 (Black) offers a draw."), "{text}");
    assert!(text.contains("Draw by agreement."), "{text}");
    assert!(dir.path().join("game-001").join("001.png").exists());
}

#[test]
fn the_text_board_numbers_every_square_and_turns_for_black() {
    use damero::terminal::{text_board, WIDTH};
    use damero_rules::{Color, Game, Variant};
    let spanish = Game::new(Variant::Spanish);
    let white = text_board(&spanish, Color::White);
    // Every playing square's number is shown beside the board.
    for n in 1..=32 {
        assert!(
            white.split_whitespace().any(|w| w == n.to_string()),
            "{n} missing:\n{white}"
        );
    }
    let black = text_board(&spanish, Color::Black);
    assert!(white
        .lines()
        .next()
        .expect("a line")
        .trim_start()
        .starts_with('8'));
    assert!(black
        .lines()
        .next()
        .expect("a line")
        .trim_start()
        .starts_with('1'));
    // Algebraic variants show files and ranks only.
    let czech = text_board(&Game::new(Variant::Czech), Color::White);
    assert!(!czech.contains(" 32"), "{czech}");
    // The widest board still fits.
    let huff12 = text_board(&Game::new(Variant::Huff12), Color::White);
    assert!(
        huff12.lines().all(|l| l.chars().count() <= WIDTH),
        "{huff12}"
    );
}

#[test]
fn bad_options_exit_non_zero_with_one_sentence() {
    for args in [
        ["--variant", "foo"],
        ["--level", "0"],
        ["--color", "purple"],
        ["--lang", "xx"],
    ] {
        let dir = tempfile::tempdir().expect("tempdir");
        let out = Command::new(env!("CARGO_BIN_EXE_damero"))
            .arg("play")
            .args(args)
            .arg("--out")
            .arg(dir.path())
            .stdin(Stdio::null())
            .output()
            .expect("damero runs");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{args:?} succeeded");
        assert!(err.starts_with("error: "), "{args:?}: {err}");
        assert_eq!(
            err.matches(". ").count() + err.matches(".\n").count(),
            1,
            "{err}"
        );
        assert!(err.lines().all(|l| l.chars().count() <= 100), "{err}");
    }
}

#[tokio::test]
async fn quit_ends_the_game_writes_the_pdn_and_bad_bytes_are_refused() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut out = Vec::new();
    let input: &[u8] = b"9-13\n\xff\xfe\nrules\nhelp\n/bogus\n/quit\n22-18\n";
    run(
        args(dir.path(), true),
        config(),
        crate::common::painter(),
        Arc::new(EngineOpponent::new()),
        input,
        &mut out,
    )
    .await
    .expect("runs");
    let out = String::from_utf8(out).expect("utf8");
    assert!(
        out.contains("That line is not readable text (it is not UTF-8)"),
        "{out}"
    );
    assert!(
        out.contains("Spanish draughts (spanish): 8x8 board"),
        "{out}"
    );
    assert!(out.contains("quit — leave (or exit)"), "{out}");
    assert!(
        out.contains("I don't know the command '/bogus'. Try help."),
        "the slash form works in the terminal: {out}"
    );
    assert!(
        !out.contains("/challenge"),
        "the terminal's help has no slash commands: {out}"
    );
    assert!(
        !out.contains("played 22-18"),
        "input after quit was read: {out}"
    );
    assert!(out.lines().all(|l| l.chars().count() <= 100), "{out}");
    let pdn = std::fs::read_to_string(dir.path().join("game-001").join("damero.pdn")).expect("pdn");
    assert!(pdn.contains("9-13"), "{pdn}");
}

/// Issue 35.1: a Spanish reader took `b` for *blancas*. The board uses shapes, and a key line in
/// the reader's language names each one.
#[tokio::test]
async fn the_board_marks_are_shapes_with_a_key_in_the_readers_language() {
    use damero::i18n::Lang;
    use damero::terminal::{board_key, text_board, MARKS, WIDTH};
    use damero_rules::{Color, Game, Variant};
    let board = text_board(&Game::new(Variant::Spanish), Color::White);
    // No piece letters on the ranks (the last line is the files' letters).
    let ranks: Vec<&str> = board
        .lines()
        .filter(|l| !l.trim_start().starts_with('a'))
        .collect();
    assert!(
        ranks.iter().all(|l| !l.contains(['w', 'b', 'W', 'B'])),
        "{board}"
    );
    assert_eq!(board.matches(MARKS[0]).count(), 12, "{board}");
    assert_eq!(board.matches(MARKS[2]).count(), 12, "{board}");
    for lang in Lang::ALL {
        let key = board_key(lang);
        assert!(
            !key.contains('\n') && key.chars().count() <= WIDTH,
            "{lang}: {key}"
        );
        for mark in MARKS {
            assert!(key.contains(mark), "{lang}: {key}");
        }
    }
    assert!(board_key(Lang::Es).contains("○ peón blanco"));
    let (out, _dir) = play("9-13\n", true).await;
    assert!(out.contains("○ white man   ◎ white king"), "{out}");
}

/// Issue 35.2: Ctrl-C in the middle of a game printed only `^C` and lost it. Through a real
/// pty (`script`), Ctrl-C now saves the PDN and says where, as `quit` does.
#[test]
fn ctrl_c_in_a_real_terminal_saves_the_game_and_says_where() {
    use std::io::Read;
    use std::sync::{Arc, Condvar, Mutex};
    use std::time::Duration;
    if Command::new("script").arg("--version").output().is_err() {
        eprintln!("no `script` here: skipped");
        return;
    }
    let dir = tempfile::tempdir().expect("tempdir");
    let bin = env!("CARGO_BIN_EXE_damero");
    let line = format!(
        "exec '{bin}' play --two-players --lang en --out '{}'",
        dir.path().display()
    );
    let mut child = Command::new("script")
        .args(["-qfec", &line, "/dev/null"])
        .env("TERM", "dumb")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("script runs");
    // What the terminal wrote so far; the reader wakes the waiter at each piece.
    let seen = Arc::new((Mutex::new(String::new()), Condvar::new()));
    let mut stdout = child.stdout.take().expect("stdout");
    let reader = {
        let seen = seen.clone();
        std::thread::spawn(move || {
            let mut buf = [0u8; 4096];
            while let Ok(n) = stdout.read(&mut buf) {
                if n == 0 {
                    break;
                }
                let text = String::from_utf8_lossy(&buf[..n]).into_owned();
                seen.0.lock().expect("lock").push_str(&text);
                seen.1.notify_all();
            }
        })
    };
    let wait_for = |what: &str| {
        let (text, written) = &*seen;
        let (text, waited) = written
            .wait_timeout_while(text.lock().expect("lock"), Duration::from_secs(60), |t| {
                !t.contains(what)
            })
            .expect("lock");
        assert!(!waited.timed_out(), "no '{what}' in:\n{text}");
    };
    let mut stdin = child.stdin.take().expect("stdin");
    wait_for("> ");
    stdin.write_all(b"9-13\n").expect("write");
    wait_for("played 9-13");
    stdin.write_all(b"\x03").expect("Ctrl-C");
    stdin.flush().expect("flush");
    wait_for("Bye.");
    drop(stdin);
    let status = child.wait().expect("ends");
    reader.join().expect("reader");
    let out = seen.0.lock().expect("lock").clone();
    assert!(status.success(), "{status}: {out}");
    let pdn = dir.path().join("game-001").join("damero.pdn");
    assert!(
        out.contains(&format!("The game, as PDN, is in {}", pdn.display())),
        "{out}"
    );
    let pdn = std::fs::read_to_string(pdn).expect("the PDN was saved");
    assert!(pdn.contains("9-13"), "{pdn}");
}

/// Issue 35.5: the terminal pointed at Discord syntax ("Escribe /rules NOMBRE", "/draw para
/// aceptar") and split help entries across lines ("resign —" at a line's end). Every language's
/// twin names the terminal's own word, and every help line fits the width as it is.
#[tokio::test]
async fn the_terminal_names_its_own_words_and_never_splits_a_help_entry() {
    use damero::i18n::{catalog, Lang, Msg};
    use damero::terminal::{OWN_WORDS, WIDTH};
    for lang in Lang::ALL {
        for (discord, own) in OWN_WORDS {
            assert!(catalog().has(lang, own), "{lang}: no {own}");
            let text = Msg::owned(own.to_string())
                .arg("player", "Ana")
                .arg("opponent", "Bo")
                .text(lang);
            assert!(!text.contains(" /"), "{lang} {own} (for {discord}): {text}");
        }
        let help = Msg::new("help-terminal").arg("example", "a3-b4").text(lang);
        for line in help.lines() {
            assert!(line.chars().count() <= WIDTH, "{lang}: {line}");
            assert!(!line.trim_end().ends_with('—'), "{lang}: {line}");
        }
    }
    let dir = tempfile::tempdir().expect("tempdir");
    let mut out = Vec::new();
    run(
        PlayArgs {
            lang: Some("es_ES.UTF-8".into()),
            ..args(dir.path(), true)
        },
        config(),
        crate::common::painter(),
        Arc::new(EngineOpponent::new()),
        &b"9-13\ndraw\nvariants\nhelp\n"[..],
        &mut out,
    )
    .await
    .expect("runs");
    let out = String::from_utf8(out).expect("utf8");
    // The reader's own words, which the terminal reads (beside the English ones).
    assert!(out.contains("escribe tablas para aceptar"), "{out}");
    assert!(out.contains("Escribe reglas NOMBRE"), "{out}");
    assert!(
        out.contains("\nabandonar — rendirse (la partida es para el rival)\n"),
        "{out}"
    );
    assert!(
        out.contains("o tablero, jugadas, tablas, abandonar, pdn, ayuda, salir."),
        "{out}"
    );
    assert!(!out.contains("/rules") && !out.contains("/draw"), "{out}");
}

/// Issue 35.6 and 35.10: a two-player game at one keyboard shows no ratings; after it ends,
/// Enter starts another game in a folder of its own, and its PDN has a date.
#[tokio::test]
async fn after_a_game_enter_starts_another_and_no_rating_is_shown() {
    let (out, dir) = play("9-13\nresign\n\n9-13\nquit\n", true).await;
    assert!(out.contains("Player 2 resigned — Player 1 wins."), "{out}");
    assert!(!out.contains("Rating"), "{out}");
    assert!(out.contains("Another game? Press Enter"), "{out}");
    assert!(out.contains("game-002"), "{out}");
    let first =
        std::fs::read_to_string(dir.path().join("game-001").join("damero.pdn")).expect("first PDN");
    assert!(!first.contains("????"), "{first}");
    assert!(dir.path().join("game-002").join("damero.pdn").exists());
    assert!(out.trim_end().ends_with("Bye."), "{out}");
}

/// Issue 35.10: the first hint's example move was White's even for a player who is Black; an
/// empty line got no answer; a run with no move left a game folder behind.
#[tokio::test]
async fn the_hint_is_the_players_own_move_an_empty_line_is_answered_and_no_move_leaves_nothing() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut out = Vec::new();
    run(
        PlayArgs {
            color: Some("black".into()),
            ..args(dir.path(), false)
        },
        config(),
        crate::common::painter(),
        Arc::new(EngineOpponent::new()),
        &b"\n"[..],
        &mut out,
    )
    .await
    .expect("runs");
    let out = String::from_utf8(out).expect("utf8");
    // Black's men start on 21-32: the example is one of theirs.
    let hint = out
        .lines()
        .filter(|l| l.starts_with("Type a move ("))
        .collect::<Vec<_>>();
    assert_eq!(
        hint.len(),
        2,
        "the hint, then again for the empty line: {out}"
    );
    let example: u32 = hint[0]["Type a move (".len()..]
        .split('-')
        .next()
        .and_then(|n| n.parse().ok())
        .expect("a numbered move");
    assert!(example >= 21, "{out}");
    // The bot moved, so the game is kept; a run where nobody moves keeps nothing.
    assert!(dir.path().join("game-001").exists());
    let (_, empty) = play("", true).await;
    assert!(!empty.path().join("game-001").exists());
}

/// Issue 30: at the terminal a Spanish player types the Spanish words (`ayuda`, `jugadas`,
/// `tablas`, `salir`) beside the English ones, which keep working.
#[tokio::test]
async fn a_spanish_player_types_the_spanish_words_at_the_keyboard() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut out = Vec::new();
    run(
        PlayArgs {
            lang: Some("es".into()),
            ..args(dir.path(), true)
        },
        config(),
        crate::common::painter(),
        Arc::new(EngineOpponent::new()),
        "ayuda\njugadas\n9-13\nmoves\ntablas\nsalir\n".as_bytes(),
        &mut out,
    )
    .await
    .expect("runs");
    let out = String::from_utf8(out).expect("utf8");
    assert!(out.contains("Cuando te toque, escribe la jugada"), "{out}");
    assert!(
        out.contains("Jugadas legales de Jugador 1 (blancas)"),
        "{out}"
    );
    assert!(
        out.contains("Jugadas legales de Jugador 2 (negras)"),
        "{out}"
    );
    assert!(out.contains("ofrece tablas"), "{out}");
    assert!(!out.contains("ni una jugada ni un comando"), "{out}");
    assert!(out.trim_end().ends_with("¡Hasta luego!"), "{out}");
}

/// Issue 44.1: the word for `moves` lists the legal moves in every language (the list was
/// replaced by the command's own word: `Legal moves for Player 1 (White): moves.`).
#[tokio::test]
async fn the_moves_word_lists_the_legal_moves_in_every_language() {
    use damero::i18n::{Lang, Msg};
    let spec = damero::commands::ALL
        .iter()
        .find(|s| s.name == "moves")
        .expect("the moves command");
    for lang in Lang::ALL {
        let word = damero::commands::word_of(spec, lang);
        let out = play_with(&format!("{word}\n"), |a| a.lang = Some(lang.code().into())).await;
        // The sentence's words before the player, as the catalogue has them.
        let sentence = Msg::new("legal-moves")
            .arg("player", "\u{1}")
            .arg("moves", "\u{2}")
            .text(lang);
        // Its longest stretch of words around the player (before it, or between it and the
        // list: `Legal moves for`, `– platné tahy:`).
        let head = sentence
            .split(['\u{1}', '\u{2}'])
            .map(str::trim)
            .max_by_key(|part| part.chars().count())
            .expect("words");
        assert!(head.chars().count() > 3, "{lang:?}: {sentence}");
        let line = out
            .lines()
            .find(|l| l.contains(head))
            .unwrap_or_else(|| panic!("{lang:?}: no list after '{word}': {out}"));
        // Every legal move of the start, as `damero moves spanish start` lists them.
        let start = damero_rules::Position::start(damero_rules::Variant::Spanish);
        let rules = damero_rules::Variant::Spanish.rules();
        for d in start.details(false) {
            let mv = damero_rules::move_text(rules, &d, rules.default_notation());
            assert!(line.contains(&mv), "{lang:?}: {line}");
        }
        assert!(!line.contains(&format!(": {word}")), "{lang:?}: {line}");
    }
}

/// Issue 44.11: a crowning is said, with the new king's square, in the reader's language.
#[tokio::test]
async fn a_crowning_is_announced_with_the_new_kings_square() {
    use damero_rules::{square_name, Game, Variant};
    // A random game (a fixed generator) played until a man is crowned.
    let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = move || {
        seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (seed >> 33) as usize
    };
    let rules = Variant::Spanish.rules();
    let (game, crowned) = 'search: loop {
        let mut game = Game::new(Variant::Spanish);
        while game.outcome().is_none() && game.events().len() < 120 {
            let moves = game.position().details(false);
            let detail = moves[next() % moves.len()].clone();
            let to = detail.mv.to;
            let promotes = detail.mv.promotes;
            game.play(detail).expect("a legal move");
            if promotes && game.outcome().is_none() {
                break 'search (game, square_name(rules, to, rules.default_notation()));
            }
        }
    };
    let input = game.move_texts(rules.default_notation()).join("\n") + "\n";
    for (lang, said) in [
        (
            "en",
            format!("The man is crowned: a new king on {crowned}."),
        ),
        ("es", format!("El peón corona: nueva dama en {crowned}.")),
    ] {
        let out = play_with(&input, |a| a.lang = Some(lang.into())).await;
        assert_eq!(out.matches(&said).count(), 1, "{lang}: {said}\n{out}");
    }
}

/// Runs `damero play` for two at one keyboard with `args` changed by `change`.
async fn play_with(input: &str, change: impl FnOnce(&mut PlayArgs)) -> String {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut given = args(dir.path(), true);
    change(&mut given);
    run_with(given, input).await.expect("runs")
}

/// Issue 44.20: `--no-boards` writes no picture (the PDN still), and a folder that cannot be
/// written is said once while the game goes on, saving nothing.
#[tokio::test]
async fn without_pictures_or_a_writable_folder_the_game_goes_on() {
    let dir = tempfile::tempdir().expect("tempdir");
    let out = dir.path().join("boards");
    let text = play_with("9-13\n22-18\nquit\n", |a| {
        a.out = out.clone();
        a.no_boards = true;
    })
    .await;
    assert!(text.contains("No board pictures;"), "{text}");
    assert!(!text.contains(".png"), "{text}");
    let files: Vec<String> = std::fs::read_dir(out.join("game-001"))
        .expect("the game's folder")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(files.len(), 1, "{files:?}");
    assert!(files[0].ends_with(".pdn"), "{files:?}");

    // A file where the folder should be: nothing can be written under it.
    let blocker = dir.path().join("a-file");
    std::fs::write(&blocker, b"not a folder").expect("write");
    let text = play_with("9-13\n22-18\nquit\n", |a| a.out = blocker.join("boards")).await;
    // Read as one line (the terminal wraps at 100 columns).
    let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
    let said = "so the games go on without board pictures and are not saved.";
    assert_eq!(text.matches(said).count(), 1, "{text}");
    assert!(text.contains("Nothing is saved this time"), "{text}");
    assert!(
        text.contains("Player 2 (Black) played 22-18."),
        "the game goes on: {text}"
    );
    assert!(
        !text.contains(".png") && !text.contains("as PDN, is in"),
        "{text}"
    );
}

/// Issue 44.18: a game that ends before any move shows no picture path (it would be gone),
/// and leaves no folder.
#[tokio::test]
async fn a_game_ended_before_any_move_shows_no_path_that_is_not_there() {
    let dir = tempfile::tempdir().expect("tempdir");
    let out = dir.path().join("boards");
    let text = play_with("resign\n", |a| a.out = out.clone()).await;
    assert!(text.contains("resigned"), "{text}");
    assert!(!text.contains(".png"), "{text}");
    assert!(!out.exists(), "no folder left behind");
}

/// Issue 44.6: a game left with `quit` says how to go on with it, and `--resume FILE` does: the
/// same game, its moves and its draw counts, the bot answering when it is to move. A file that
/// is missing, no game or a finished one is one sentence.
#[tokio::test]
async fn a_saved_game_goes_on_with_resume() {
    let dir = tempfile::tempdir().expect("tempdir");
    let out = dir.path().join("boards");
    // Two at one keyboard: three moves, then quit.
    let first = play_with("9-13\n22-18\n13x22\nquit\n", |a| a.out = out.clone()).await;
    let flat = first.split_whitespace().collect::<Vec<_>>().join(" ");
    let pdn = out.join("game-001").join("damero.pdn");
    let hint = format!(
        "To go on with it later: damero play --resume {}",
        pdn.display()
    );
    assert!(flat.contains(&hint), "{first}");
    let again = play_with("board\nquit\n", |a| {
        a.out = out.clone();
        a.resume = Some(pdn.clone());
    })
    .await;
    let flat = again.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        flat.contains(&format!(
            "Going on with the game in {}: 2 moves played so far.",
            pdn.display()
        )),
        "{again}"
    );
    assert!(flat.contains("Player 2 (Black) to move"), "{again}");
    // The new file holds the whole game, the three old moves first.
    let saved = std::fs::read_to_string(out.join("game-002").join("damero.pdn")).expect("saved");
    assert!(saved.contains("1. 9-13 22-18 2. 13x22"), "{saved}");

    // Against the bot: the side named after it is the bot, and it answers when it is to move.
    std::fs::write(
        dir.path().join("bot.pdn"),
        "[White \"Player\"]\n[Black \"Damero\"]\n[Variant \"spanish\"]\n1. 9-13 *\n",
    )
    .expect("written");
    let text = play_with("quit\n", |a| {
        a.out = out.clone();
        a.two_players = false;
        a.resume = Some(dir.path().join("bot.pdn"));
    })
    .await;
    assert!(text.contains("Damero (Black) played"), "{text}");

    for (file, said) in [
        (dir.path().join("nope.pdn"), "There is no file"),
        (
            dir.path().join("bot.pdn").with_extension("txt"),
            "There is no file",
        ),
    ] {
        let err = run_resume_error(&out, &file).await;
        assert!(err.contains(said), "{err}");
    }
    std::fs::write(dir.path().join("junk.pdn"), "not a game at all").expect("written");
    let err = run_resume_error(&out, &dir.path().join("junk.pdn")).await;
    assert!(err.contains("holds no game I can go on with"), "{err}");
    std::fs::write(
        dir.path().join("over.pdn"),
        "[White \"A\"]\n[Black \"B\"]\n[Variant \"spanish\"]\n1. 9-13 1-0\n",
    )
    .expect("written");
    let err = run_resume_error(&out, &dir.path().join("over.pdn")).await;
    assert!(err.contains("is over already"), "{err}");
}

/// `--resume` goes on with a game from a set-up position too (a `SetUp`/`FEN` PDN, as the
/// terminal saves one): the bot answers from there, and the game saved again keeps the position
/// it started from.
#[tokio::test]
async fn a_game_from_a_set_up_position_goes_on_with_resume() {
    let dir = tempfile::tempdir().expect("tempdir");
    let out = dir.path().join("boards");
    let file = dir.path().join("ending.pdn");
    std::fs::write(
        &file,
        "[White \"Player\"]\n[Black \"Damero\"]\n[Variant \"english\"]\n[SetUp \"1\"]\n\
         [FEN \"W:WK1,K2:BK32\"]\n\n1. 2-7 *\n",
    )
    .expect("written");
    let text = play_with("quit\n", |a| {
        a.out = out.clone();
        a.two_players = false;
        a.resume = Some(file.clone());
    })
    .await;
    let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        flat.contains(&format!(
            "Going on with the game in {}: one move played so far.",
            file.display()
        )),
        "{text}"
    );
    assert!(flat.contains("Damero (Black) played"), "{text}");
    let saved = std::fs::read_to_string(out.join("game-001").join("damero.pdn")).expect("saved");
    assert!(saved.contains("[SetUp \"1\"]"), "{saved}");
    assert!(saved.contains("[FEN \"W:WK1,K2:BK32\"]"), "{saved}");
    assert!(saved.contains("1. 2-7 "), "{saved}");
}

/// The one sentence `damero play --resume FILE` refuses `file` with.
async fn run_resume_error(out: &std::path::Path, file: &std::path::Path) -> String {
    let mut given = args(out, true);
    given.resume = Some(file.to_path_buf());
    run_with(given, "").await.expect_err("refused").to_string()
}
