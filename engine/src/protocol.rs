//! The engine's line protocol (`engine/PROTOCOL.md`): commands in, one per line, answers out.
//!
//! [`Protocol`] holds a session (the game so far, the engine with its table, the options);
//! [`Protocol::line`] answers one line, [`Protocol::run`] reads lines from any `BufRead` until
//! `quit` or the end of input and writes to any `Write`. `damero engine` runs it on stdin/stdout;
//! tests run it on byte buffers. A line that cannot be understood is answered with
//! `error MESSAGE` and the session goes on; only failing to read or write ends it.

use std::io::{self, BufRead, Write};
use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::Duration;

use damero_rules::move_text;
use damero_rules::{FenError, Game, Move, Position, Variant};

use crate::egtb::Tablebase;
use crate::{Engine, Evaluation, Limits, Options, Thought};

/// What one line asked for that could not be done (answered as `error MESSAGE`).
#[derive(Debug, thiserror::Error)]
pub enum LineError {
    /// The line is not UTF-8 text.
    #[error("that line is not UTF-8 text")]
    NotUtf8,
    /// The first word is not a command.
    #[error("unknown command '{0}'")]
    UnknownCommand(String),
    /// A command is missing its argument.
    #[error("{0}")]
    Missing(&'static str),
    /// `variant` with a name that is not a variant.
    #[error(transparent)]
    Variant(#[from] damero_rules::UnknownVariant),
    /// `level` with something other than 1-10.
    #[error("level takes a whole number from 1 to 10, not '{0}'")]
    Level(String),
    /// `position` followed by neither `startpos` nor `fen F`.
    #[error("position needs `startpos` or `fen F`, then optionally `moves M...`")]
    Position,
    /// `position fen F` with a FEN that does not describe a position of the variant.
    #[error(transparent)]
    Fen(#[from] FenError),
    /// A move after `position ... moves` that is not legal where it is played.
    #[error("move {number} ({text}): {reason}")]
    Move {
        /// 1 for the first move after `moves`.
        number: usize,
        /// The move as given.
        text: String,
        /// Why the rules refused it.
        reason: damero_rules::GameError,
    },
    /// A `go` limit whose value is not a whole number, or a depth of 0.
    #[error("{key} takes a whole number{}, not '{given}'", if *.key == "depth" { " from 1" } else { "" })]
    LimitValue {
        /// `movetime`, `maxtime`, `depth` or `nodes`.
        key: String,
        /// What was given.
        given: String,
    },
    /// A `go` limit that is not `movetime`, `maxtime`, `depth` or `nodes`.
    #[error("unknown limit '{0}' (the limits are movetime, maxtime, depth and nodes)")]
    UnknownLimit(String),
}

/// The largest `go depth` searched; a larger depth is searched as this one. No game reaches it
/// (two seconds reach about 14 plies), so a client that sends a huge depth together with a
/// move time loses nothing.
pub const MAX_DEPTH: u32 = 100;

/// One protocol session.
#[derive(Debug)]
pub struct Protocol {
    game: Game,
    engine: Engine,
    options: Options,
    evaluation: Evaluation,
    /// The table size asked for (`damero engine --hash`), kept when `level` changes the rest.
    hash_mb: Option<usize>,
    /// Endgame tables the search probes in games of their variant (`damero engine --tables`).
    tables: Vec<Arc<Tablebase>>,
}

/// Whether the session goes on after a line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    /// Read the next line.
    Continue,
    /// `quit` was read.
    Quit,
}

impl Protocol {
    /// A session on Spanish draughts from its start, with these options (the level).
    #[must_use]
    pub fn new(options: Options) -> Protocol {
        Protocol::with_evaluation(options, Evaluation::Shipped)
    }

    /// A session whose engine evaluates with `evaluation`'s weights (`damero engine --weights`).
    #[must_use]
    pub fn with_evaluation(options: Options, evaluation: Evaluation) -> Protocol {
        Protocol {
            game: Game::new(Variant::Spanish),
            engine: Engine::new(options.hash_mb).with_evaluation(evaluation.clone()),
            options,
            evaluation,
            hash_mb: None,
            tables: Vec::new(),
        }
    }

    /// The same session with endgame tables, each probed by the search in games of its variant
    /// (`damero engine --tables DIR`); without them the engine searches endings like any other
    /// position.
    #[must_use]
    pub fn with_tables(self, tables: Vec<Arc<Tablebase>>) -> Protocol {
        Protocol { tables, ..self }
    }

    /// The same session with a table of `megabytes` MiB whatever the level (`damero engine
    /// --hash`); without it each level has its own size.
    #[must_use]
    pub fn with_hash_mb(self, megabytes: usize) -> Protocol {
        let options = self.options.with_hash_mb(megabytes);
        Protocol {
            engine: Engine::new(options.hash_mb).with_evaluation(self.evaluation.clone()),
            options,
            hash_mb: Some(megabytes),
            ..self
        }
    }

    /// Answer one line (without its line break). `Ok(Err(e))` is a refused line, to be answered
    /// `error {e}`; a refused line leaves the session as it was.
    ///
    /// # Errors
    /// Failing to write `out`.
    pub fn line(
        &mut self,
        line: &str,
        out: &mut impl Write,
    ) -> io::Result<Result<Flow, LineError>> {
        let mut words = line.split_whitespace();
        match words.next() {
            None => {}
            Some("quit") => return Ok(Ok(Flow::Quit)),
            Some("isready") => writeln!(out, "readyok")?,
            Some("newgame") => {
                self.engine =
                    Engine::new(self.options.hash_mb).with_evaluation(self.evaluation.clone());
            }
            Some("variant") => {
                let Some(name) = words.next() else {
                    return Ok(Err(LineError::Missing("variant needs a name")));
                };
                match name.parse::<Variant>() {
                    Ok(variant) => self.game = Game::new(variant),
                    Err(e) => return Ok(Err(e.into())),
                }
            }
            Some("level") => {
                let Some(text) = words.next() else {
                    return Ok(Err(LineError::Missing("level needs a number from 1 to 10")));
                };
                match text.parse::<u8>() {
                    Ok(n @ 1..=10) => {
                        let options = Options::level(n).with_threads(self.options.threads);
                        self.options = match self.hash_mb {
                            Some(mb) => options.with_hash_mb(mb),
                            None => options,
                        };
                    }
                    _ => return Ok(Err(LineError::Level(text.to_string()))),
                }
            }
            Some("position") => match self.position(&words.collect::<Vec<_>>()) {
                Ok(game) => self.game = game,
                Err(e) => return Ok(Err(e)),
            },
            Some("go") => {
                let limits = match go_limits(&words.collect::<Vec<_>>()) {
                    Ok(limits) => limits,
                    Err(e) => return Ok(Err(e)),
                };
                self.go(&limits, out)?;
            }
            Some(other) => return Ok(Err(LineError::UnknownCommand(other.to_string()))),
        }
        Ok(Ok(Flow::Continue))
    }

    /// The game a `position` command describes (its words after `position`).
    fn position(&self, words: &[&str]) -> Result<Game, LineError> {
        let split = words.iter().position(|w| *w == "moves");
        let (setup, moves) = match split {
            Some(i) => (&words[..i], &words[i + 1..]),
            None => (words, &[][..]),
        };
        let variant = self.game.variant();
        let position = match setup {
            ["startpos"] => Position::start(variant),
            ["fen", fen @ ..] if !fen.is_empty() => Position::from_fen(variant, &fen.concat())?,
            _ => return Err(LineError::Position),
        };
        let mut game = Game::from_position(position);
        for (i, text) in moves.iter().enumerate() {
            game.play_text(text).map_err(|reason| LineError::Move {
                number: i + 1,
                text: (*text).to_string(),
                reason,
            })?;
        }
        Ok(game)
    }

    /// Think under `limits`: an `info ...` line after each completed iteration (flushed at
    /// once, so a reader sees the search deepen), then, when the search went on past the last
    /// of them (an unfinished iteration, or helper threads), one for the whole search, and
    /// `bestmove M`.
    fn go(&mut self, limits: &Limits, out: &mut impl Write) -> io::Result<()> {
        if let Some(outcome) = self.game.outcome() {
            // The rules have ended the game: the answer is its result, not a move.
            return writeln!(
                out,
                "result {} {}",
                outcome.pdn_result(self.game.variant()),
                damero_rules::termination_tag(outcome)
            );
        }
        let sit = crate::Situation::from_game(&self.game);
        let variant = self.game.variant();
        let table = self.tables.iter().find(|t| t.variant() == variant).cloned();
        self.engine.set_tablebase(table);
        let position = self.game.position();
        let mut failed = None;
        // Nodes at the last iteration's line: the search went on past it when the final count
        // is larger (an unfinished iteration, or helper threads' nodes).
        let mut reported = None;
        let t = self
            .engine
            .think_with(&sit, limits, &self.options, &AtomicBool::new(false), |t| {
                if failed.is_none() {
                    failed = write_info(out, position, t)
                        .and_then(|()| out.flush())
                        .err();
                    reported = Some(t.nodes);
                }
            });
        if let Some(e) = failed {
            return Err(e);
        }
        if reported != Some(t.nodes) {
            write_info(out, position, &t)?;
        }
        match t.best {
            Some(mv) => writeln!(out, "bestmove {}", pv_text(position, &[mv]).join("")),
            // The engine's own reading of the draw rules (the game's is checked above).
            None if t.drawn => {
                let draw = damero_rules::Outcome::Draw(damero_rules::DrawReason::Repetition);
                writeln!(out, "result {} draw", draw.pdn_result(self.game.variant()))
            }
            None => writeln!(out, "bestmove none"),
        }
    }

    /// Run the session: answer every line of `input` on `out` (flushed after each line) until
    /// `quit` or the end of input. Refused lines, and lines that are not UTF-8, are answered
    /// with `error MESSAGE` and the session goes on.
    ///
    /// # Errors
    /// Failing to read `input` or to write `out`.
    pub fn run(&mut self, mut input: impl BufRead, mut out: impl Write) -> io::Result<()> {
        let mut bytes = Vec::new();
        loop {
            bytes.clear();
            if input.read_until(b'\n', &mut bytes)? == 0 {
                break;
            }
            let answer = match std::str::from_utf8(&bytes) {
                Ok(text) => self.line(text.trim_end_matches(['\n', '\r']), &mut out)?,
                Err(_) => Err(LineError::NotUtf8),
            };
            match answer {
                Ok(Flow::Continue) => {}
                Ok(Flow::Quit) => break,
                Err(e) => writeln!(out, "error {e}")?,
            }
            out.flush()?;
        }
        out.flush()
    }
}

/// One `info` line for `t`, thought about `position`.
fn write_info(out: &mut impl Write, position: &Position, t: &Thought) -> io::Result<()> {
    writeln!(
        out,
        "info depth {} score {} nodes {} time {} pv {}",
        t.depth,
        t.score,
        t.nodes,
        t.elapsed.as_millis(),
        pv_text(position, &t.pv).join(" ")
    )
}

/// The limits of a `go` command (its words after `go`); none given means no limit but the
/// engine's own.
fn go_limits(words: &[&str]) -> Result<Limits, LineError> {
    let mut limits = Limits::default();
    let mut words = words.iter();
    while let Some(&key) = words.next() {
        if !matches!(key, "movetime" | "maxtime" | "depth" | "nodes") {
            return Err(LineError::UnknownLimit(key.to_string()));
        }
        let Some(&text) = words.next() else {
            return Err(LineError::Missing("go needs a value after each limit"));
        };
        let bad = || LineError::LimitValue {
            key: key.to_string(),
            given: text.to_string(),
        };
        let value: u64 = text.parse().map_err(|_| bad())?;
        match key {
            "movetime" => limits.movetime = Some(Duration::from_millis(value)),
            "maxtime" => limits.maxtime = Some(Duration::from_millis(value)),
            "depth" if value == 0 => return Err(bad()),
            "depth" => limits.depth = Some(value.min(u64::from(MAX_DEPTH)) as u32),
            _ => limits.nodes = Some(value),
        }
    }
    Ok(limits)
}

/// The move detail of `mv` in `position` (the path the rules crate prints).
#[must_use]
pub fn detail_of(position: &Position, mv: &Move) -> Option<damero_rules::MoveDetail> {
    position.details(false).into_iter().find(|d| d.mv == *mv)
}

/// Moves from `position` in the variant's own notation, as far as they are legal (a principal
/// variation, or one best move).
#[must_use]
pub fn pv_text(position: &Position, pv: &[Move]) -> Vec<String> {
    let rules = position.rules();
    let mut pos = position.clone();
    let mut out = Vec::new();
    for mv in pv {
        let Some(d) = detail_of(&pos, mv) else { break };
        out.push(move_text(rules, &d, rules.default_notation()));
        pos.play_unchecked(mv);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn session(lines: &[&str]) -> String {
        let mut p = Protocol::new(Options {
            hash_mb: 1,
            ..Options::level(10)
        });
        let mut out = Vec::new();
        let input = lines.join("\n");
        p.run(input.as_bytes(), &mut out)
            .expect("a Vec takes every write");
        String::from_utf8(out).expect("the protocol writes UTF-8")
    }

    fn errors(out: &str) -> Vec<&str> {
        out.lines()
            .filter_map(|l| l.strip_prefix("error "))
            .collect()
    }

    #[test]
    fn a_table_size_asked_for_outlasts_a_change_of_level() {
        let mut p = Protocol::new(Options::level(10)).with_hash_mb(16);
        assert_eq!(p.options.hash_mb, 16);
        let mut out = Vec::new();
        p.run("level 3\nnewgame\n".as_bytes(), &mut out)
            .expect("a Vec takes every write");
        assert_eq!((p.options.level.get(), p.options.hash_mb), (3, 16));
        let mut plain = Protocol::new(Options::level(10));
        plain
            .run("level 3\n".as_bytes(), &mut out)
            .expect("a Vec takes every write");
        assert_eq!(plain.options.hash_mb, Options::level(3).hash_mb);
    }

    #[test]
    fn the_protocol_answers_go_with_a_legal_bestmove() {
        let out = session(&[
            "variant czech",
            "position startpos moves c3-d4 f6-g5",
            "go depth 3",
            "quit",
        ]);
        let best = out
            .lines()
            .find_map(|l| l.strip_prefix("bestmove "))
            .expect("a bestmove line");
        let mut game = Game::new(Variant::Czech);
        game.play_text("c3-d4").expect("legal");
        game.play_text("f6-g5").expect("legal");
        assert!(game.play_text(best).is_ok(), "{best} is not legal");
    }

    /// The words of each `info` line in `out`.
    fn infos(out: &str) -> Vec<Vec<&str>> {
        out.lines()
            .filter_map(|l| l.strip_prefix("info "))
            .map(|l| l.split(' ').collect())
            .collect()
    }

    /// The node count of each `info` line.
    fn info_nodes(infos: &[Vec<&str>]) -> Vec<u64> {
        infos
            .iter()
            .map(|w| w[5].parse().expect("a node count"))
            .collect()
    }

    #[test]
    fn go_reports_every_completed_iteration() {
        let out = session(&["variant spanish", "position startpos", "go depth 6"]);
        let infos = infos(&out);
        let depths: Vec<&str> = infos.iter().map(|w| w[1]).collect();
        // Depths 1 to 6; the search ended with the last, so no line for the whole search.
        assert_eq!(depths, ["1", "2", "3", "4", "5", "6"], "{out}");
        let nodes = info_nodes(&infos);
        assert!(nodes.windows(2).all(|p| p[0] <= p[1]), "{out}");
        let last = out.lines().last().expect("a line");
        let pv_head = infos.last().expect("an info line")[9];
        assert_eq!(last, format!("bestmove {pv_head}"), "{out}");
    }

    #[test]
    fn a_search_stopped_inside_an_iteration_ends_with_a_line_for_the_whole_search() {
        let out = session(&[
            "variant international",
            "position startpos",
            "go nodes 5000",
        ]);
        let nodes = info_nodes(&infos(&out));
        let (whole, iterations) = nodes.split_last().expect("info lines");
        assert_eq!(*whole, 5000, "{out}");
        assert!(iterations.iter().all(|&n| n < 5000), "{out}");
        assert!(
            out.ends_with('\n')
                && out
                    .lines()
                    .last()
                    .is_some_and(|l| l.starts_with("bestmove "))
        );
    }

    /// An international game drawn by FMJD's rule of two pieces against a lone king (5 moves
    /// each, no capture): the FEN and the ten moves that end it.
    fn drawn_by_the_five_move_rule() -> (&'static str, Vec<String>) {
        let fen = "W:WK46,K50:BK3";
        let moves = "46-5 3-8 5-10 8-2 10-4 2-7 4-9 7-1 9-3 1-6";
        let mut game = Game::from_position(
            Position::from_fen(Variant::International, fen).expect("valid FEN"),
        );
        for text in moves.split(' ') {
            assert_eq!(game.outcome(), None);
            game.play_text(text).expect("legal");
        }
        assert_eq!(
            game.outcome(),
            Some(damero_rules::Outcome::Draw(
                damero_rules::DrawReason::TwoAgainstKing
            ))
        );
        (fen, moves.split(' ').map(String::from).collect())
    }

    #[test]
    fn go_in_a_position_the_rules_have_drawn_answers_with_the_result_not_a_move() {
        let (fen, moves) = drawn_by_the_five_move_rule();
        let position = format!("position fen {fen} moves {}", moves.join(" "));
        let out = session(&["variant international", &position, "go depth 6"]);
        assert_eq!(
            out, "result 1-1 draw (two pieces or fewer against a lone king)\n",
            "{out}"
        );
        // One move short of the end, the engine still plays.
        let short = format!(
            "position fen {fen} moves {}",
            moves[..moves.len() - 1].join(" ")
        );
        let out = session(&["variant international", &short, "go depth 2"]);
        assert!(out.contains("bestmove "), "{out}");
    }

    #[test]
    fn the_engine_plays_no_move_where_the_rules_have_drawn() {
        let (fen, moves) = drawn_by_the_five_move_rule();
        let mut game = Game::from_position(
            Position::from_fen(Variant::International, fen).expect("valid FEN"),
        );
        for text in &moves[..moves.len() - 1] {
            game.play_text(text).expect("legal");
        }
        let stop = AtomicBool::new(false);
        let mut engine = Engine::new(1);
        let before = crate::Situation::from_game(&game);
        let t = engine.think(&before, &Limits::depth(2), &Options::level(10), &stop);
        assert!(t.best.is_some() && !t.drawn);
        let last = moves.last().expect("ten moves");
        game.play_text(last).expect("legal");
        let t = engine.think(
            &crate::Situation::from_game(&game),
            &Limits::depth(6),
            &Options::level(10),
            &stop,
        );
        assert!(t.drawn, "{t:?}");
        assert_eq!((t.best, t.score, t.nodes), (None, 0, 0));
    }

    #[test]
    fn the_protocol_takes_the_last_piece_from_a_fen() {
        let out = session(&["variant czech", "position fen W:Wc3:Bd4", "go nodes 1000"]);
        assert!(out.contains("bestmove c3xe5"), "{out}");
    }

    #[test]
    fn a_limit_that_is_not_a_number_is_named_in_the_error() {
        let out = session(&["go movetime abc", "isready"]);
        assert_eq!(
            errors(&out),
            ["movetime takes a whole number, not 'abc'"],
            "{out}"
        );
        assert!(out.ends_with("readyok\n"));
    }

    #[test]
    fn depth_zero_unknown_limits_and_missing_values_are_refused() {
        let out = session(&["go depth 0", "go speed 3", "go depth", "isready"]);
        assert_eq!(
            errors(&out),
            [
                "depth takes a whole number from 1, not '0'",
                "unknown limit 'speed' (the limits are movetime, maxtime, depth and nodes)",
                "go needs a value after each limit",
            ],
            "{out}"
        );
        assert!(!out.contains("bestmove"), "{out}");
    }

    #[test]
    fn a_huge_depth_is_searched_as_the_largest_depth_under_a_move_time() {
        let out = session(&["position fen W:W9:B24", "go depth 99999 movetime 50"]);
        assert!(errors(&out).is_empty(), "{out}");
        assert!(out.contains("bestmove "), "{out}");
    }

    #[test]
    fn bad_lines_are_answered_with_an_error_and_the_session_goes_on() {
        let out = session(&[
            "variant klingon",
            "position startpos moves 99-98",
            "position",
            "position fen",
            "position fen W:W99",
            "level 0",
            "level 11",
            "level",
            "variant",
            "castle",
            "isready",
        ]);
        let errors = errors(&out);
        assert_eq!(errors.len(), 10, "{out}");
        assert!(errors[0].starts_with("unknown variant 'klingon'"), "{out}");
        assert!(errors[1].starts_with("move 1 (99-98): "), "{out}");
        assert!(errors[4].contains("FEN"), "{out}");
        assert_eq!(
            errors[5],
            "level takes a whole number from 1 to 10, not '0'"
        );
        assert_eq!(errors[9], "unknown command 'castle'");
        assert!(out.ends_with("readyok\n"));
    }

    #[test]
    fn a_refused_position_leaves_the_game_as_it_was() {
        let mut p = Protocol::new(Options::level(1));
        let mut out = Vec::new();
        let line = |p: &mut Protocol, text: &str, out: &mut Vec<u8>| {
            p.line(text, out).expect("a Vec takes every write")
        };
        assert!(line(&mut p, "position startpos moves 9-13", &mut out).is_ok());
        let before = p.game.position().fen();
        assert!(line(&mut p, "position startpos moves 9-13 9-13", &mut out).is_err());
        assert!(line(&mut p, "variant nonsense", &mut out).is_err());
        assert_eq!(p.game.position().fen(), before);
        assert_eq!(p.game.variant(), Variant::Spanish);
    }

    #[test]
    fn the_session_ends_at_quit_and_reads_no_further() {
        let out = session(&["isready", "quit", "isready"]);
        assert_eq!(out, "readyok\n");
    }

    #[test]
    fn a_line_that_is_not_utf8_is_answered_with_an_error_and_the_session_goes_on() {
        let mut p = Protocol::new(Options::level(1));
        let mut out = Vec::new();
        p.run(&b"isready\n\xff\xfe quit\r\nisready"[..], &mut out)
            .expect("a Vec takes every write");
        assert_eq!(
            String::from_utf8(out).expect("UTF-8"),
            "readyok\nerror that line is not UTF-8 text\nreadyok\n"
        );
    }

    #[test]
    fn a_failed_write_ends_the_session_with_that_error() {
        struct Closed;
        impl Write for Closed {
            fn write(&mut self, _: &[u8]) -> io::Result<usize> {
                Err(io::ErrorKind::BrokenPipe.into())
            }
            fn flush(&mut self) -> io::Result<()> {
                Ok(())
            }
        }
        let mut p = Protocol::new(Options::level(1));
        let err = p
            .run(&b"isready\nisready\n"[..], Closed)
            .expect_err("the output is closed");
        assert_eq!(err.kind(), io::ErrorKind::BrokenPipe);
    }
}
