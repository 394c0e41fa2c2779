//! `damero puzzle`: the shipped puzzles in the terminal, in the terminal's language. Each puzzle
//! is shown as a text board turned for the solver, with its rating and themes; the solver
//! types moves one by one. A right move is answered with the reply (and any forced move of
//! the solver's), a wrong one with the engine's refutation and the solution. The session
//! keeps a puzzle rating (Glicko-2, from 1500; not kept after the session) and offers the
//! unseen puzzle nearest to it. `quit`, the end of the input or Ctrl-C leaves.

use std::io::{BufRead, Write};

use damero_engine::Level;
use damero_puzzles::{shipped, Attempt, Puzzle, Step};
use damero_rules::{Color, Game, Variant};
use damero_storage::rating::{rate, PUZZLE_DEVIATION};
use damero_storage::{RatingRecord, Score};

use crate::i18n::{Arg, Lang, Msg};
use crate::opponent::Opponent;
use crate::referee::puzzles::{followed, introduce, nearest};
use crate::referee::say;
use crate::terminal::{board_key, text_board, wrap, BadOption};

/// Options of `damero puzzle`.
#[derive(Debug, Clone, clap::Args)]
pub struct PuzzleArgs {
    /// Variant (spanish, czech, turkish, international, ...; default spanish).
    #[arg(long)]
    pub variant: Option<String>,
    /// Language: en, es, fil, cs, tr, pt, ru, it (default: from LC_ALL, LC_MESSAGES or LANG).
    #[arg(long)]
    pub lang: Option<String>,
}

/// The solver's result against the puzzle's rating: both records after it.
#[must_use]
pub fn rated(
    solver: &RatingRecord,
    puzzle: &RatingRecord,
    solved: bool,
) -> (RatingRecord, RatingRecord) {
    let score = if solved {
        Score::WhiteWins
    } else {
        Score::BlackWins
    };
    // No rating period passes within a session: a fixed clock.
    rate(solver, puzzle, score, 0)
}

/// Runs puzzles on stdin/stdout; a closed stdout ends quietly.
///
/// # Errors
/// A bad option ([`BadOption`]).
pub fn run(args: &PuzzleArgs, opponent: &dyn Opponent) -> anyhow::Result<()> {
    use std::io::IsTerminal as _;
    let prompt = std::io::stdin().is_terminal();
    let result = run_session(
        args,
        opponent,
        std::io::stdin().lock(),
        std::io::stdout().lock(),
        prompt,
    );
    match result {
        Err(e)
            if e.chain().any(|c| {
                c.downcast_ref::<std::io::Error>()
                    .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
            }) =>
        {
            Ok(())
        }
        other => other,
    }
}

struct Screen<W> {
    out: W,
    lang: Lang,
    prompt: bool,
}

impl<W: Write> Screen<W> {
    fn say(&mut self, msg: &Msg) -> anyhow::Result<()> {
        let text = wrap(&msg.text(self.lang));
        self.out.write_all(text.as_bytes())?;
        self.out.flush()?;
        Ok(())
    }

    fn board(&mut self, game: &Game, solver: Color) -> anyhow::Result<()> {
        let text = format!("{}{}\n", text_board(game, solver), board_key(self.lang));
        self.out.write_all(text.as_bytes())?;
        Ok(())
    }

    /// The next line, or `None` at the end of the input (a line that is not UTF-8 is read
    /// with its bad bytes replaced: it is then no move and no word, and says so).
    fn line(&mut self, input: &mut impl BufRead) -> anyhow::Result<Option<String>> {
        if self.prompt {
            self.out.write_all(b"> ")?;
            self.out.flush()?;
        }
        let mut buf = Vec::new();
        if input.read_until(b'\n', &mut buf)? == 0 {
            if self.prompt {
                self.out.write_all(b"\n")?;
            }
            return Ok(None);
        }
        Ok(Some(String::from_utf8_lossy(&buf).trim().to_string()))
    }
}

fn quit_word(lang: Lang) -> String {
    Msg::new("word-quit").text(lang).to_lowercase()
}

fn is_quit(text: &str, lang: Lang) -> bool {
    let t = text.trim_start_matches('/').to_lowercase();
    t == "quit" || t == "exit" || t == quit_word(lang)
}

/// Runs puzzles on `input`/`output` until the person leaves or every puzzle was seen.
///
/// # Errors
/// A bad option ([`BadOption`]), or failing to write.
pub fn run_session(
    args: &PuzzleArgs,
    opponent: &dyn Opponent,
    mut input: impl BufRead,
    output: impl Write,
    prompt: bool,
) -> anyhow::Result<()> {
    let lang = match &args.lang {
        Some(code) => code.parse().map_err(|e: crate::i18n::UnknownLang| {
            BadOption(wrap(&e.to_string()).trim_end().to_string())
        })?,
        None => Lang::from_env(),
    };
    let variant = match &args.variant {
        None => Variant::Spanish,
        Some(name) => name.parse().map_err(|e: damero_rules::UnknownVariant| {
            BadOption(
                wrap(&say::unknown_variant(&e.given).text(lang))
                    .trim_end()
                    .to_string(),
            )
        })?,
    };
    let mut screen = Screen {
        out: output,
        lang,
        prompt,
    };
    let name = Msg::keyed("variant", variant.name());
    let set = shipped(variant);
    if set.is_empty() {
        screen.say(&Msg::new("puzzle-none").arg("variant", Arg::Msg(Box::new(name))))?;
        return Ok(());
    }
    screen.say(
        &Msg::new("puzzle-start")
            .arg("variant", Arg::Msg(Box::new(name.clone())))
            .arg("count", Arg::Num(set.len() as i64))
            .arg("quit", Arg::Text(quit_word(lang))),
    )?;
    let mut me = RatingRecord::default();
    let mut seen: Vec<String> = Vec::new();
    let mut streak = 0i64;
    loop {
        let unseen = set.iter().any(|p| !seen.contains(&p.id));
        let Some(puzzle) = nearest(set, me.rating, &seen).filter(|_| unseen) else {
            screen.say(&Msg::new("puzzle-all-done").arg("variant", Arg::Msg(Box::new(name))))?;
            return Ok(());
        };
        seen.push(puzzle.id.clone());
        let Some(solved) = one(&mut screen, &mut input, opponent, variant, puzzle)? else {
            screen.say(&Msg::new("terminal-bye"))?;
            return Ok(());
        };
        let theirs = RatingRecord {
            rating: f64::from(puzzle.rating),
            deviation: PUZZLE_DEVIATION,
            ..RatingRecord::default()
        };
        let (after, _) = rated(&me, &theirs, solved);
        streak = if solved { streak + 1 } else { 0 };
        screen.say(
            &Msg::new("puzzle-rating")
                .arg("old", Arg::Num(me.rating.round() as i64))
                .arg("new", Arg::Num(after.rating.round() as i64)),
        )?;
        if streak > 0 {
            screen.say(&Msg::new("puzzle-streak").arg("count", Arg::Num(streak)))?;
        }
        me = after;
        screen.say(&Msg::new("puzzle-next").arg("quit", Arg::Text(quit_word(lang))))?;
        match screen.line(&mut input)? {
            Some(text) if !is_quit(&text, lang) => {}
            _ => {
                screen.say(&Msg::new("terminal-bye"))?;
                return Ok(());
            }
        }
    }
}

/// One puzzle: `Some(solved)`, or `None` when the person left.
fn one<W: Write>(
    screen: &mut Screen<W>,
    input: &mut impl BufRead,
    opponent: &dyn Opponent,
    variant: Variant,
    puzzle: &Puzzle,
) -> anyhow::Result<Option<bool>> {
    let lang = screen.lang;
    let mut attempt =
        Attempt::new(variant, puzzle).map_err(|e| anyhow::anyhow!("{}: {e}", puzzle.id))?;
    let solver = attempt.solver();
    for line in introduce(puzzle, puzzle.rating, solver) {
        if line.id == "puzzle-to-play" {
            screen.board(&Game::from_position(attempt.position().clone()), solver)?;
        }
        screen.say(&line)?;
    }
    loop {
        let Some(text) = screen.line(input)? else {
            return Ok(None);
        };
        if text.is_empty() {
            continue;
        }
        if is_quit(&text, lang) {
            return Ok(None);
        }
        match attempt.answer(&text) {
            Err(damero_puzzles::AnswerError::Move(e)) => screen.say(&say::game_error(&e))?,
            Err(damero_puzzles::AnswerError::Over) => screen.say(&Msg::new("puzzle-over"))?,
            Ok(Step::Right {
                played,
                then,
                solved,
            }) => {
                screen
                    .say(&Msg::new("puzzle-right").arg("move", Arg::Text(attempt.text(&played))))?;
                for line in followed(solver, &then) {
                    screen.say(&line)?;
                }
                if solved {
                    screen.say(&Msg::new("puzzle-solved"))?;
                    return Ok(Some(true));
                }
                screen.board(&Game::from_position(attempt.position().clone()), solver)?;
            }
            Ok(Step::Wrong { played, .. }) => {
                let mut game = Game::from_position(attempt.position().clone());
                let shown = attempt.text(&played);
                let refutation = game
                    .play(played)
                    .ok()
                    .and_then(|()| opponent.choose(0, &game, Level::MAX));
                let msg = match refutation {
                    Some(d) => {
                        let rules = variant.rules();
                        Msg::new("puzzle-wrong").arg("move", Arg::Text(shown)).arg(
                            "reply",
                            Arg::Text(damero_rules::move_text(rules, &d, rules.default_notation())),
                        )
                    }
                    None => Msg::new("puzzle-wrong-ends").arg("move", Arg::Text(shown)),
                };
                opponent.forget(0);
                screen.say(&msg)?;
                screen.say(
                    &Msg::new("puzzle-solution").arg("line", Arg::Text(attempt.rest().join(" "))),
                )?;
                return Ok(Some(false));
            }
        }
    }
}
