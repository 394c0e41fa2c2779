//! `damero puzzle`: the shipped puzzles in the terminal, in the terminal's language. Each puzzle
//! is shown as a text board turned for the solver, with its rating and themes; the solver
//! types moves one by one. A right move is answered with the reply (and any forced move of
//! the solver's), a wrong one with the engine's refutation and the solution. The session
//! keeps a puzzle rating (Glicko-2, from 1500; not kept after the session) and offers the
//! unseen puzzle nearest to it. Besides moves it reads the words `play` reads for help, the
//! board and the moves (in any language), `skip` (the solution, unrated) and `quit`; each board
//! shown is also written as a PNG, as `play` does. `quit`, the end of the input or Ctrl-C leaves.

use std::io::{BufRead, Write};
use std::path::PathBuf;

use anyhow::Context as _;
use damero_engine::Level;
use damero_puzzles::{shipped, Attempt, Puzzle, Step};
use damero_rules::{Color, Game, MoveDetail, Variant};
use damero_storage::rating::{rate, PUZZLE_DEVIATION};
use damero_storage::{RatingRecord, Score};

use crate::commands::{parse_text, Board, Help, Moves, Parsed};
use crate::i18n::{Arg, Lang, Msg};
use crate::opponent::Opponent;
use crate::painter::{BoardPainter, Sketch};
use crate::referee::puzzles::{followed, introduce, nearest};
use crate::referee::say;
use crate::terminal::{board_key, text_board, wrap, BadOption};

/// Options of `damero puzzle`.
#[derive(Debug, Clone, clap::Args)]
pub struct PuzzleArgs {
    /// The variant (default spanish).
    #[arg(long, help = crate::terminal::variant_help("The variant (default spanish)"))]
    pub variant: Option<String>,
    /// Language: en, es, fil, cs, tr, pt, ru, it (default: from LC_ALL, LC_MESSAGES or LANG).
    #[arg(long)]
    pub lang: Option<String>,
    /// Folder for the board pictures (in its `puzzles/` folder, one file per board shown).
    /// One that cannot be written is said once; the puzzles go on without pictures.
    #[arg(long, default_value = "damero-boards")]
    pub out: PathBuf,
    /// No board pictures (the text board only).
    #[arg(long)]
    pub no_boards: bool,
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
pub fn run(
    args: &PuzzleArgs,
    painter: &dyn BoardPainter,
    opponent: &dyn Opponent,
) -> anyhow::Result<()> {
    use std::io::IsTerminal as _;
    let prompt = std::io::stdin().is_terminal();
    let result = run_session(
        args,
        painter,
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

struct Screen<'a, W> {
    out: W,
    lang: Lang,
    prompt: bool,
    /// Where the pictures go (`<out>/puzzles`) and who paints them; `None`: no pictures.
    pictures: Option<(PathBuf, &'a dyn BoardPainter)>,
    /// The puzzle shown, and how many of its boards were shown (the pictures' names).
    puzzle: String,
    boards: usize,
}

/// How one puzzle ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ended {
    Solved,
    Failed,
    /// The solution was asked for (`skip`): not rated.
    Skipped,
    /// The person left.
    Left,
}

impl<W: Write> Screen<'_, W> {
    fn say(&mut self, msg: &Msg) -> anyhow::Result<()> {
        let text = wrap(&msg.text(self.lang));
        self.out.write_all(text.as_bytes())?;
        self.out.flush()?;
        Ok(())
    }

    /// The board as text turned for the solver, and as a picture (the last move marked) whose
    /// path is shown.
    fn board(
        &mut self,
        game: &Game,
        solver: Color,
        last: Option<&MoveDetail>,
    ) -> anyhow::Result<()> {
        let mut text = format!("{}{}\n", text_board(game, solver), board_key(self.lang));
        if let Some((folder, painter)) = &self.pictures {
            self.boards += 1;
            let png = painter.paint(&Sketch {
                position: game.position(),
                last,
                orientation: solver.into(),
                huffed: None,
                arrows: &[],
            })?;
            let path = folder.join(format!("{}-{}.png", self.puzzle, self.boards));
            std::fs::write(&path, png).with_context(|| format!("writing {}", path.display()))?;
            text.push_str(&format!("({})\n", path.display()));
        }
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

fn skip_word(lang: Lang) -> String {
    Msg::new("word-skip").text(lang).to_lowercase()
}

fn is_quit(text: &str, lang: Lang) -> bool {
    let t = text.trim_start_matches(['/', '!']).to_lowercase();
    t == "quit" || t == "exit" || t == quit_word(lang)
}

/// `skip` or `next` (English everywhere, as `quit`), or the reader's own word.
fn is_skip(text: &str, lang: Lang) -> bool {
    let t = text.trim_start_matches(['/', '!']).to_lowercase();
    t == "skip" || t == "next" || t == skip_word(lang)
}

/// The words a puzzle reads besides moves, in `lang` (for `puzzle-help` and `puzzle-start`).
fn with_words(msg: Msg, lang: Lang) -> Msg {
    let word = |name: &str| {
        crate::commands::ALL
            .iter()
            .find(|s| s.name == name)
            .map_or_else(|| name.to_string(), |s| crate::commands::word_of(s, lang))
    };
    msg.arg("help", Arg::Text(word("help")))
        .arg("board", Arg::Text(word("board")))
        .arg("moves", Arg::Text(word("moves")))
        .arg("skip", Arg::Text(skip_word(lang)))
        .arg("quit", Arg::Text(quit_word(lang)))
}

/// Whether files can be written in `folder` (made if missing).
fn writable(folder: &std::path::Path) -> std::io::Result<()> {
    std::fs::create_dir_all(folder)?;
    let probe = folder.join(".damero-write-test");
    std::fs::write(&probe, b"")?;
    std::fs::remove_file(&probe)
}

/// Runs puzzles on `input`/`output` until the person leaves or every puzzle was seen.
///
/// # Errors
/// A bad option ([`BadOption`]), or failing to write.
pub fn run_session(
    args: &PuzzleArgs,
    painter: &dyn BoardPainter,
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
        pictures: None,
        puzzle: String::new(),
        boards: 0,
    };
    if !args.no_boards {
        let folder = args.out.join("puzzles");
        match writable(&folder) {
            Ok(()) => screen.pictures = Some((folder, painter)),
            Err(e) => screen.say(
                &Msg::new("puzzle-out-unwritable")
                    .arg("folder", folder.display().to_string())
                    .arg("reason", Arg::Key(crate::terminal::io_reason(&e))),
            )?,
        }
    }
    let name = Msg::keyed("variant", variant.name());
    let set = shipped(variant);
    if set.is_empty() {
        screen.say(&Msg::new("puzzle-none").arg("variant", Arg::Msg(Box::new(name))))?;
        return Ok(());
    }
    screen.say(&with_words(
        Msg::new("puzzle-start")
            .arg("variant", Arg::Msg(Box::new(name.clone())))
            .arg("count", Arg::Num(set.len() as i64)),
        lang,
    ))?;
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
        let solved = match one(&mut screen, &mut input, opponent, variant, puzzle)? {
            Ended::Left => {
                screen.say(&Msg::new("terminal-bye"))?;
                return Ok(());
            }
            Ended::Skipped => None,
            Ended::Solved => Some(true),
            Ended::Failed => Some(false),
        };
        if let Some(solved) = solved {
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
        }
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

/// What a line typed during a puzzle asks for, besides a move.
enum Word {
    Help,
    Board,
    Moves,
    Skip,
    Quit,
    /// Another command `play` knows, which means nothing here.
    Other,
}

/// The word `text` is, if it is one (a move is none).
fn word_of(text: &str, lang: Lang) -> Option<Word> {
    if is_quit(text, lang) {
        return Some(Word::Quit);
    }
    if is_skip(text, lang) {
        return Some(Word::Skip);
    }
    match parse_text(text, "!", true, &|_| None) {
        Parsed::Command(c) if c.is::<Help>() => Some(Word::Help),
        Parsed::Command(c) if c.is::<Board>() => Some(Word::Board),
        Parsed::Command(c) if c.is::<Moves>() => Some(Word::Moves),
        Parsed::Command(c) if c.is::<crate::commands::BareMove>() => None,
        Parsed::Command(_) => Some(Word::Other),
        Parsed::Quit => Some(Word::Quit),
        Parsed::Refused(_) | Parsed::Chat => None,
    }
}

/// The solver's legal moves in the variant's notation.
fn legal_moves(position: &damero_rules::Position) -> Vec<String> {
    let rules = position.rules();
    position
        .details(false)
        .iter()
        .map(|d| damero_rules::move_text(rules, d, rules.default_notation()))
        .collect()
}

/// One puzzle, from its board to its end.
fn one<W: Write>(
    screen: &mut Screen<'_, W>,
    input: &mut impl BufRead,
    opponent: &dyn Opponent,
    variant: Variant,
    puzzle: &Puzzle,
) -> anyhow::Result<Ended> {
    let lang = screen.lang;
    let mut attempt =
        Attempt::new(variant, puzzle).map_err(|e| anyhow::anyhow!("{}: {e}", puzzle.id))?;
    let solver = attempt.solver();
    screen.puzzle = puzzle.id.clone();
    screen.boards = 0;
    let mut last: Option<MoveDetail> = None;
    for line in introduce(puzzle, puzzle.rating, solver) {
        if line.id == "puzzle-to-play" {
            screen.board(
                &Game::from_position(attempt.position().clone()),
                solver,
                None,
            )?;
        }
        screen.say(&line)?;
    }
    loop {
        let Some(text) = screen.line(input)? else {
            return Ok(Ended::Left);
        };
        if text.is_empty() {
            continue;
        }
        match word_of(&text, lang) {
            Some(Word::Quit) => return Ok(Ended::Left),
            Some(Word::Skip) => {
                screen.say(
                    &Msg::new("puzzle-skipped").arg("line", Arg::Text(attempt.rest().join(" "))),
                )?;
                return Ok(Ended::Skipped);
            }
            Some(Word::Help | Word::Other) => {
                let example = legal_moves(attempt.position())
                    .into_iter()
                    .next()
                    .unwrap_or_default();
                screen.say(&with_words(
                    Msg::new("puzzle-help").arg("example", Arg::Text(example)),
                    lang,
                ))?;
                continue;
            }
            Some(Word::Board) => {
                let game = Game::from_position(attempt.position().clone());
                screen.board(&game, solver, last.as_ref())?;
                continue;
            }
            Some(Word::Moves) => {
                let moves = legal_moves(attempt.position());
                screen.say(&Msg::new("puzzle-moves").arg("moves", Arg::List(moves)))?;
                continue;
            }
            None => {}
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
                    return Ok(Ended::Solved);
                }
                last = Some(then.last().map_or(played, |(d, _)| d.clone()));
                let game = Game::from_position(attempt.position().clone());
                screen.board(&game, solver, last.as_ref())?;
            }
            Ok(Step::Wrong { played, .. }) => {
                let mut game = Game::from_position(attempt.position().clone());
                let shown = attempt.text(&played);
                let refutation = game
                    .play(played)
                    .ok()
                    .and_then(|()| opponent.choose(0, &game, Level::MAX));
                opponent.forget(0);
                let msg = match &refutation {
                    Some(d) => {
                        let rules = variant.rules();
                        Msg::new("puzzle-wrong").arg("move", Arg::Text(shown)).arg(
                            "reply",
                            Arg::Text(damero_rules::move_text(rules, d, rules.default_notation())),
                        )
                    }
                    None => Msg::new("puzzle-wrong-ends").arg("move", Arg::Text(shown)),
                };
                screen.say(&msg)?;
                // The board after the refutation, as the solver would have met it.
                if let Some(d) = refutation {
                    if game.play(d.clone()).is_ok() {
                        screen.board(&game, solver, Some(&d))?;
                    }
                }
                screen.say(
                    &Msg::new("puzzle-solution").arg("line", Arg::Text(attempt.rest().join(" "))),
                )?;
                return Ok(Ended::Failed);
            }
        }
    }
}
