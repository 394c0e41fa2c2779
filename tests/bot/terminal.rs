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
    let mut out = Vec::new();
    run(
        PlayArgs {
            variant: variant.map(Into::into),
            ..args(dir.path(), two)
        },
        config(),
        crate::common::painter(),
        Arc::new(EngineOpponent::new()),
        input.as_bytes(),
        &mut out,
    )
    .await
    .expect("runs");
    (String::from_utf8(out).expect("utf8"), dir)
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
    assert!(out.contains("quit or exit"), "{out}");
    assert!(
        out.contains("I don't know the command '/bogus'. Try /help."),
        "the slash form works in the terminal: {out}"
    );
    assert!(
        !out.contains("/challenge"),
        "the terminal's help has no slash commands: {out}"
    );
    assert!(!out.contains("22-18"), "input after quit was read: {out}");
    assert!(out.lines().all(|l| l.chars().count() <= 100), "{out}");
    let pdn = std::fs::read_to_string(dir.path().join("game-001").join("damero.pdn")).expect("pdn");
    assert!(pdn.contains("9-13"), "{pdn}");
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
    assert!(out.contains("Escribe una jugada cuando te toque"), "{out}");
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
