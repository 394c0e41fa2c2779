//! `damero puzzle`: the shipped puzzles solved at the keyboard, in process and in Spanish.

use damero::puzzle::{run_session, PuzzleArgs};
use damero::referee::puzzles::nearest;
use damero::wired::EngineOpponent;
use damero_puzzles::{shipped, Puzzle};
use damero_rules::{Game, Variant};

fn session(variant: &str, lang: &str, input: &str) -> anyhow::Result<String> {
    let dir = tempfile::tempdir().expect("tempdir");
    session_in(dir.path(), variant, lang, input)
}

/// [`session`] with its pictures in `dir`.
fn session_in(
    dir: &std::path::Path,
    variant: &str,
    lang: &str,
    input: &str,
) -> anyhow::Result<String> {
    let mut out = Vec::new();
    run_session(
        &PuzzleArgs {
            variant: Some(variant.into()),
            lang: Some(lang.into()),
            out: dir.to_path_buf(),
            no_boards: false,
        },
        &*crate::common::painter(),
        &EngineOpponent::new(),
        input.as_bytes(),
        &mut out,
        false,
    )?;
    Ok(String::from_utf8(out).expect("utf8"))
}

/// The puzzle a new solver (rated 1500) is offered first.
fn first(variant: Variant) -> &'static Puzzle {
    nearest(shipped(variant), 1500.0, &[]).expect("the shipped set has puzzles")
}

/// What the solver types to solve `p`: the solver's moves that are not the only legal one.
fn answers(variant: Variant, p: &Puzzle) -> Vec<String> {
    let mut game = Game::from_position(p.position(variant).expect("fen"));
    let solver = game.turn();
    let mut typed = Vec::new();
    for m in &p.moves {
        if game.turn() == solver && game.position().legal_moves().len() > 1 {
            typed.push(m.clone());
        }
        game.play_text(m).expect("the line plays");
    }
    typed
}

/// The number that follows `prefix` in `text` (a rating after its change).
fn rating_after(text: &str, prefix: &str) -> i64 {
    let at = text
        .find(prefix)
        .unwrap_or_else(|| panic!("{prefix}: {text}"))
        + prefix.len();
    text[at..]
        .split(|c: char| !c.is_ascii_digit())
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("a number after {prefix}: {text}"))
}

/// A legal first move of `p` that is not its solution.
fn wrong_first(variant: Variant, p: &Puzzle) -> String {
    let start = p.position(variant).expect("fen");
    let rules = variant.rules();
    start
        .details(false)
        .into_iter()
        .map(|d| damero_rules::move_text(rules, &d, rules.default_notation()))
        .find(|t| *t != p.moves[0])
        .expect("a puzzle has two moves at least")
}

#[test]
fn a_spanish_puzzle_is_solved_at_the_keyboard_in_spanish_and_the_rating_rises() {
    let p = first(Variant::Spanish);
    let mut input = String::from("zz\n");
    for a in answers(Variant::Spanish, p) {
        input.push_str(&a);
        input.push('\n');
    }
    input.push_str("salir\n");
    let out = session("spanish", "es", &input).expect("runs");
    assert!(
        out.contains(&format!("Ejercicio {} · puntuación {}", p.id, p.rating)),
        "{out}"
    );
    assert!(out.contains("y ganan."), "{out}");
    assert!(
        out.contains("○ peón blanco"),
        "the board and its key: {out}"
    );
    // The bad line gets one sentence and the puzzle goes on.
    assert!(out.contains("zz"), "{out}");
    assert!(out.contains("¡Resuelto!"), "{out}");
    assert!(
        rating_after(&out, "Tu puntuación de ejercicios: 1500 → ") > 1500,
        "{out}"
    );
    assert!(out.contains("Un ejercicio resuelto seguido."), "{out}");
    assert!(out.contains("¡Hasta luego!"), "{out}");
}

#[test]
fn a_wrong_move_shows_the_refutation_and_the_solution_and_the_rating_falls() {
    let v = Variant::Spanish;
    let p = first(v);
    let wrong = wrong_first(v, p);
    let out = session("spanish", "en", &format!("{wrong}\n")).expect("runs");
    assert!(out.contains(&format!("Not that one: {wrong}")), "{out}");
    assert!(
        out.contains(&format!("The solution: {}.", p.moves.join(" "))),
        "{out}"
    );
    assert!(
        rating_after(&out, "Your puzzle rating: 1500 → ") < 1500,
        "{out}"
    );
    // The end of the input leaves.
    assert!(out.trim_end().ends_with("Bye."), "{out}");
}

#[test]
fn an_unknown_variant_or_language_is_one_sentence() {
    let e = session("spanishh", "en", "").expect_err("refused");
    assert!(
        e.to_string()
            .contains("'spanishh' is not a variant; did you mean spanish?"),
        "{e}"
    );
    let e = session("spanish", "xx", "").expect_err("refused");
    assert!(!e.to_string().is_empty());
}

mod discord {
    //! `/puzzle` through the real client and the fake Discord.

    use std::sync::Arc;

    use damero::referee::SledStore;
    use damero_rules::Variant;
    use serde_json::json;

    use super::{answers, first, rating_after};
    use crate::common::{fake_config, referee_on, start_bot_on};
    use crate::fake::{Call, Fake, Member};

    const GUILD: u64 = 4343;
    const CH: u64 = 61;
    const ANA: Member = Member {
        user: (201, "Ana"),
        guild: GUILD,
        locale: "en-US",
        permissions: 0,
    };
    const BEA: Member = Member {
        user: (202, "Bea"),
        guild: GUILD,
        locale: "es-ES",
        permissions: 0,
    };

    /// `/puzzle` with options by `who`; the answer the asker sees (the interaction's callback
    /// or, when it was deferred, its follow-up).
    async fn puzzle(fake: &Fake, who: &Member, options: &[(&str, serde_json::Value)]) -> Call {
        let from = fake.count();
        let token = fake.slash_as_member(who, CH, "puzzle", options);
        let hook = format!("/webhooks/900/{token}");
        fake.wait_for(from, |c| {
            (c.path.ends_with("/callback") && !c.content().is_empty())
                || (c.method == "POST" && c.path.ends_with(&hook))
        })
        .await
        .1
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_puzzle_is_solved_move_by_move_and_a_wrong_move_shows_the_refutation() {
        let fake = Fake::start().await;
        let dir = tempfile::tempdir().expect("tempdir");
        let config = fake_config(&fake, dir.path());
        let store = SledStore::open(dir.path()).expect("store");
        let referee = referee_on(Arc::new(store));
        let bot = start_bot_on(&fake, &config, &referee, 1).await;

        // Nothing open yet: an answer is refused.
        let none = puzzle(&fake, &ANA, &[("move", json!("9-13"))]).await;
        assert_eq!(
            none.content(),
            "You have no puzzle open. `!puzzle` gives you one."
        );

        // Ana's first puzzle: for her alone, with its board.
        let p = first(Variant::Spanish);
        let given = puzzle(&fake, &ANA, &[("variant", json!("spanish"))]).await;
        let text = given.content();
        assert_eq!(given.flags() & 64, 64, "only the asker sees it: {text}");
        assert!(
            text.starts_with(&format!("Puzzle {} · rating {}", p.id, p.rating)),
            "{text}"
        );
        assert!(text.contains("to play and win."), "{text}");
        assert!(given.file("board.png").is_some(), "a board");
        // A second one while it is open, and a move that is no move: one sentence each.
        let again = puzzle(&fake, &ANA, &[]).await;
        assert!(
            again
                .content()
                .starts_with(&format!("You already have puzzle {} open", p.id)),
            "{}",
            again.content()
        );
        let bad = puzzle(&fake, &ANA, &[("move", json!("zz"))]).await;
        assert_eq!(bad.flags() & 64, 64);
        assert!(!bad.content().contains("Solved"), "{}", bad.content());
        // The line, move by move.
        let typed = answers(Variant::Spanish, p);
        let mut last = String::new();
        for (k, a) in typed.iter().enumerate() {
            let reply = puzzle(&fake, &ANA, &[("move", json!(a))]).await;
            last = reply.content();
            assert!(last.starts_with(&format!("Right: {a}.")), "{last}");
            assert!(reply.file("board.png").is_some(), "a board after each move");
            assert_eq!(k + 1 == typed.len(), last.contains("Solved!"), "{last}");
        }
        let after = rating_after(&last, "Your puzzle rating: 1500 → ");
        assert!(after > 1500, "{last}");
        assert!(last.contains("One puzzle solved in a row."), "{last}");
        // Answered twice: the puzzle is over.
        let twice = puzzle(&fake, &ANA, &[("move", json!(typed[0]))]).await;
        assert_eq!(
            twice.content(),
            "You have no puzzle open. `!puzzle` gives you one."
        );

        // Bea, in Spanish, plays a wrong first move.
        let hers = puzzle(&fake, &BEA, &[("variant", json!("spanish"))]).await;
        assert!(
            hers.content().starts_with("Ejercicio "),
            "{}",
            hers.content()
        );
        let id = hers.content()["Ejercicio ".len()..]
            .split(' ')
            .next()
            .expect("an id")
            .to_string();
        let q = damero_puzzles::shipped(Variant::Spanish)
            .iter()
            .find(|q| q.id == id)
            .expect("a shipped puzzle");
        let wrong = super::wrong_first(Variant::Spanish, q);
        let failed = puzzle(&fake, &BEA, &[("move", json!(wrong))]).await;
        let text = failed.content();
        assert!(
            text.starts_with(&format!("No es esa: a {wrong} se responde con ")),
            "{text}"
        );
        assert!(
            text.contains(&format!("La solución: {}.", q.moves.join(" "))),
            "{text}"
        );
        assert!(
            rating_after(&text, "Tu puntuación de ejercicios: 1500 → ") < 1500,
            "{text}"
        );
        assert!(failed.file("board.png").is_some(), "the refutation's board");

        // Ratings and the puzzle leaderboard.
        let from = fake.count();
        fake.slash_as_member(&ANA, CH, "rating", &[("variant", json!("spanish"))]);
        let (_, rating) = fake.wait_for(from, |c| c.path.ends_with("/callback")).await;
        assert!(
            rating.content().contains(&format!(
                "Puzzles: rating {after}, 1 of 1 solved, best streak 1."
            )),
            "{}",
            rating.content()
        );
        let from = fake.count();
        fake.slash_as_member(&ANA, CH, "leaderboard", &[("puzzles", json!(true))]);
        let (_, board) = fake.wait_for(from, |c| c.path.ends_with("/callback")).await;
        let board = board.content();
        assert!(
            board.starts_with("Best puzzle solvers of Spanish draughts on this server:"),
            "{board}"
        );
        assert!(
            board.contains(&format!("1. Ana — {after} (1 of 1 solved)")),
            "{board}"
        );
        assert!(board.contains("2. Bea — "), "{board}");

        // The text twins: `!puzzle`, a move that is no move, `!leaderboard puzzles`.
        let cy = (203, "Cy");
        let from = fake.count();
        fake.say_in(GUILD, CH, cy, "!puzzle", &[]);
        let (_, given) = fake.next_post(from, CH).await;
        assert!(
            given.content().starts_with("Puzzle "),
            "{}",
            given.content()
        );
        assert!(given.file("board.png").is_some(), "a board");
        let from = fake.count();
        fake.say_in(GUILD, CH, cy, "!puzzle zz", &[]);
        let (_, refused) = fake.next_post(from, CH).await;
        assert!(
            !refused.content().contains("Right"),
            "{}",
            refused.content()
        );
        let from = fake.count();
        fake.say_in(GUILD, CH, cy, "!leaderboard puzzles", &[]);
        let (_, board) = fake.next_post(from, CH).await;
        assert!(
            board
                .content()
                .starts_with("Best puzzle solvers of Spanish draughts"),
            "{}",
            board.content()
        );
        bot.shutdown().await.expect("shutdown");
    }

    /// The daily puzzle: posted at its hour (a manual clock), answered once each, its first
    /// solver announced; a restart posts nothing twice; the next day shows the solution.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn the_daily_puzzle_is_posted_at_its_hour_solved_announced_and_solved_the_next_day() {
        use damero::referee::{ManualClock, Referee};
        use std::time::Duration;
        const DAY: u64 = 86_400_000;
        const HOUR: u64 = 3_600_000;
        const DAILY: u64 = 77;
        let manager = Member {
            user: (210, "Mo"),
            guild: GUILD,
            locale: "en-US",
            permissions: 0x20,
        };
        let cy = Member {
            user: (203, "Cy"),
            guild: GUILD,
            locale: "en-US",
            permissions: 0,
        };
        let fake = Fake::start().await;
        let dir = tempfile::tempdir().expect("tempdir");
        let clock = Arc::new(ManualClock::at(20_000 * DAY + 8 * HOUR));
        let start = |nth: u64| {
            let store = Arc::new(SledStore::open(dir.path()).expect("store"));
            let referee = Referee::with_clock(
                store,
                crate::common::painter(),
                Arc::new(damero::wired::EngineOpponent::new()),
                crate::common::config(),
                clock.clone(),
            );
            let config = fake_config(&fake, dir.path());
            let fake = &fake;
            async move { start_bot_on(fake, &config, &referee, nth).await }
        };
        let bot = start(1).await;
        let from = fake.count();
        fake.slash_with_channel(
            &manager,
            CH,
            "settings",
            ("puzzle_channel", DAILY),
            &[("puzzle_hour", json!(9))],
        );
        let (_, set) = fake.wait_for(from, |c| c.path.ends_with("/callback")).await;
        assert!(
            set.content().contains(&format!(
                "The puzzle of the day is posted in <#{DAILY}> at 9:00 UTC."
            )),
            "{}",
            set.content()
        );
        // Before its hour: nothing, and no puzzle to answer.
        let early = puzzle(
            &fake,
            &ANA,
            &[("daily", json!(true)), ("move", json!("9-13"))],
        )
        .await;
        assert_eq!(
            early.content(),
            "This server has no puzzle of the day right now."
        );
        let from = fake.count();
        clock.advance(Duration::from_millis(HOUR));
        bot.tick().await;
        let (_, post) = fake.next_post(from, DAILY).await;
        let text = post.content();
        assert!(
            text.starts_with("Puzzle of the day (Spanish draughts):"),
            "{text}"
        );
        assert!(post.file("board.png").is_some(), "a board");
        let id = text
            .split("Puzzle ")
            .nth(2)
            .and_then(|rest| rest.split(' ').next())
            .expect("the puzzle's id")
            .to_string();
        let p = damero_puzzles::shipped(Variant::Spanish)
            .iter()
            .find(|q| q.id == id)
            .expect("a shipped puzzle");
        let right = answers(Variant::Spanish, p).join(" ");
        let wrong = super::wrong_first(Variant::Spanish, p);
        // A move that is no move changes nothing; a wrong answer is the one try.
        let bad = puzzle(
            &fake,
            &BEA,
            &[("daily", json!(true)), ("move", json!("zz"))],
        )
        .await;
        assert_eq!(bad.flags() & 64, 64, "{}", bad.content());
        let miss = puzzle(
            &fake,
            &BEA,
            &[("daily", json!(true)), ("move", json!(wrong))],
        )
        .await;
        assert_eq!(
            miss.content(),
            "Esa no es la solución. Se mostrará con el ejercicio de mañana."
        );
        let again = puzzle(
            &fake,
            &BEA,
            &[("daily", json!(true)), ("move", json!(right))],
        )
        .await;
        assert_eq!(
            again.content(),
            "Ya respondiste al ejercicio de hoy. ¡Vuelve mañana!"
        );
        let from = fake.count();
        let first = puzzle(
            &fake,
            &ANA,
            &[("daily", json!(true)), ("move", json!(right))],
        )
        .await;
        assert_eq!(
            first.content(),
            "Right, and you are the first! The channel has been told."
        );
        let (_, told) = fake.next_post(from, DAILY).await;
        assert_eq!(
            told.content(),
            format!("Ana solved today's puzzle ({id}) first!")
        );
        let second = puzzle(
            &fake,
            &cy,
            &[("daily", json!(true)), ("move", json!(right))],
        )
        .await;
        assert_eq!(second.content(), "Right! Ana was first today.");

        // A restart the same day posts nothing again.
        bot.shutdown().await.expect("shutdown");
        let from = fake.count();
        let bot = start(2).await;
        // One whole tick after the start-up (the one that would post the day again).
        bot.tick().await;
        let posts = fake
            .calls()
            .iter()
            .skip(from)
            .filter(|c| {
                c.method == "POST" && c.path.ends_with(&format!("/channels/{DAILY}/messages"))
            })
            .count();
        assert_eq!(posts, 0, "no day is posted twice");
        // The next day: the new puzzle with yesterday's solution and its solver.
        let from = fake.count();
        clock.advance(Duration::from_millis(DAY));
        bot.tick().await;
        let (_, next) = fake.next_post(from, DAILY).await;
        let text = next.content();
        assert!(
            text.starts_with("Puzzle of the day (Spanish draughts):"),
            "{text}"
        );
        assert!(
            text.contains(&format!("Yesterday's puzzle {id}: {}.", p.moves.join(" "))),
            "{text}"
        );
        assert!(text.contains("Ana solved it first."), "{text}");
        bot.shutdown().await.expect("shutdown");
    }
}

/// Issue 44.4: the puzzle mode reads the words `play` reads (help, board, moves, in the reader's
/// language), `skip` and `quit`; every board it shows is written as a PNG, the one after a
/// wrong answer's refutation too.
#[test]
fn the_puzzle_mode_reads_its_words_and_writes_each_board_as_a_picture() {
    use damero::i18n::Lang;
    let word = |name: &str, lang: Lang| {
        let spec = damero::commands::ALL
            .iter()
            .find(|s| s.name == name)
            .expect("a command");
        damero::commands::word_of(spec, lang)
    };
    let p = first(Variant::Spanish);
    let start = p.position(Variant::Spanish).expect("fen");
    let rules = Variant::Spanish.rules();
    let legal: Vec<String> = start
        .details(false)
        .iter()
        .map(|d| damero_rules::move_text(rules, d, rules.default_notation()))
        .collect();
    // Skipped, the first changes no rating: the next is the nearest to 1500 but it.
    let next = nearest(
        shipped(Variant::Spanish),
        1500.0,
        std::slice::from_ref(&p.id),
    )
    .expect("a second puzzle");
    for (lang, code, help_said, moves_said, skipped) in [
        (
            Lang::En,
            "en",
            "Type your move as the board numbers it",
            "Your legal moves: ",
            "Skipped, not rated. The solution: ",
        ),
        (
            Lang::Ru,
            "ru",
            "Введите ход в нотации доски",
            "Ваши возможные ходы: ",
            "Пропущено, рейтинг не изменился. Решение: ",
        ),
    ] {
        let dir = tempfile::tempdir().expect("tempdir");
        let skip = damero::i18n::Msg::new("word-skip").text(lang);
        let input = format!(
            "{}\n{}\n{}\n{skip}\n\n{}\n",
            word("help", lang),
            word("board", lang),
            word("moves", lang),
            wrong_first(Variant::Spanish, next),
        );
        let out = session_in(dir.path(), "spanish", code, &input).expect("runs");
        let flat = out.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(flat.contains(help_said), "{code}: {out}");
        let listed = format!("{moves_said}{}", legal.join(", "));
        assert!(flat.contains(&listed), "{code}: {listed}\n{out}");
        assert!(flat.contains(skipped), "{code}: {out}");
        assert!(
            !flat.contains("не поле") && !flat.contains("is not a move"),
            "{out}"
        );
        // The skipped puzzle is not rated: the first rating line is the second puzzle's.
        let pictures = dir.path().join("puzzles");
        assert!(pictures.join(format!("{}-1.png", p.id)).exists(), "{out}");
        assert!(
            pictures.join(format!("{}-2.png", p.id)).exists(),
            "board: {out}"
        );
        assert!(
            flat.contains(&format!("{}-2.png)", p.id)),
            "the path is shown: {out}"
        );
        // The next puzzle, answered wrong: its board, then the board after the refutation.
        let second: Vec<_> = std::fs::read_dir(&pictures)
            .expect("pictures")
            .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
            .filter(|n| !n.starts_with(&format!("{}-", p.id)))
            .collect();
        assert_eq!(second.len(), 2, "{second:?}\n{out}");
    }
}
