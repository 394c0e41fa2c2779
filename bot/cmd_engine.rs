//! The engine subcommands: `analyse`, `engine` (the line protocol of `engine/PROTOCOL.md`) and
//! `match`.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use anyhow::{bail, Context};
use clap::Args;
use damero_engine::arena::{self, detail_of, EnginePlayer, GreedyPlayer, Player};
use damero_engine::{Engine, Limits, Options, Situation, Thought};
use damero_rules::notation::move_text;
use damero_rules::{Game, Move, MoveDetail, Position, Variant};

use crate::cmd_rules::{position_arg, variant_arg};

/// `damero analyse VARIANT FEN [--movetime MS] [--depth D]`
#[derive(Debug, Args)]
pub struct AnalyseArgs {
    /// Variant name
    #[arg(value_parser = variant_arg)]
    pub variant: Variant,
    /// The position (FEN, or `start`)
    pub fen: String,
    /// Thinking time in milliseconds (default 2000 when no depth is given)
    #[arg(long)]
    pub movetime: Option<u64>,
    /// Search depth in plies
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=100))]
    pub depth: Option<u32>,
    /// Playing level 1-10
    #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u8).range(1..=10))]
    pub level: u8,
}

/// The principal variation as move texts.
fn pv_text(position: &Position, pv: &[Move]) -> Vec<String> {
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

fn score_text(t: &Thought) -> String {
    match t.mate_in() {
        Some(n) if n > 0 => format!("win in {n} plies"),
        Some(n) => format!("loss in {} plies", -n),
        None => format!("{:+.2}", f64::from(t.score) / 100.0),
    }
}

/// Run `analyse`: one `info` line per completed depth, then the best move, score, depth, nodes
/// and principal variation.
///
/// # Errors
/// A bad FEN, or failing to write to stdout.
pub fn run_analyse(args: &AnalyseArgs) -> anyhow::Result<()> {
    let position = position_arg(args.variant, Some(&args.fen))?;
    let limits = Limits {
        movetime: args
            .movetime
            .map(Duration::from_millis)
            .or(if args.depth.is_none() {
                Some(Duration::from_secs(2))
            } else {
                None
            }),
        depth: args.depth,
        nodes: None,
    };
    let mut engine = Engine::new(16);
    let mut out = std::io::stdout().lock();
    let t = engine.think_with(
        &Situation::new(&position),
        &limits,
        &Options::level(args.level),
        &AtomicBool::new(false),
        |t| {
            // Progress lines are best effort.
            let _ = writeln!(
                out,
                "info depth {} seldepth {} score {} nodes {} time {:.3} pv {}",
                t.depth,
                t.seldepth,
                t.score,
                t.nodes,
                t.elapsed.as_secs_f64(),
                pv_text(&position, &t.pv).join(" ")
            );
        },
    );
    let Some(best) = t.best else {
        writeln!(out, "no legal move: {} has lost", position.turn())?;
        return Ok(());
    };
    let secs = t.elapsed.as_secs_f64().max(1e-9);
    writeln!(out, "bestmove {}", pv_text(&position, &[best]).join(""))?;
    writeln!(
        out,
        "score {} ({} for {})",
        t.score,
        score_text(&t),
        position.turn()
    )?;
    writeln!(out, "depth {} seldepth {}", t.depth, t.seldepth)?;
    writeln!(
        out,
        "nodes {} time {:.3} nps {:.0}",
        t.nodes,
        secs,
        t.nodes as f64 / secs
    )?;
    writeln!(out, "pv {}", pv_text(&position, &t.pv).join(" "))?;
    Ok(())
}

/// `damero engine`: speak the line protocol on stdin/stdout.
#[derive(Debug, Args)]
pub struct EngineArgs {
    /// Playing level 1-10 (the `level` command changes it)
    #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u8).range(1..=10))]
    pub level: u8,
}

/// The protocol state: a game (for history and move parsing), the engine and its options.
struct Protocol {
    game: Game,
    engine: Engine,
    options: Options,
}

impl Protocol {
    /// Handle one line; `Ok(false)` on `quit`.
    fn line(&mut self, line: &str, out: &mut impl Write) -> anyhow::Result<bool> {
        let mut words = line.split_whitespace();
        match words.next() {
            None => {}
            Some("quit") => return Ok(false),
            Some("isready") => writeln!(out, "readyok")?,
            Some("newgame") => self.engine = Engine::new(self.options.hash_mb),
            Some("variant") => {
                let name = words.next().context("variant needs a name")?;
                let variant: Variant = name.parse()?;
                self.game = Game::new(variant);
            }
            Some("level") => {
                let n: u8 = words.next().context("level needs a number")?.parse()?;
                self.options = Options::level(n);
            }
            Some("position") => {
                let rest: Vec<&str> = words.collect();
                let split = rest
                    .iter()
                    .position(|w| *w == "moves")
                    .unwrap_or(rest.len());
                let (setup, moves) = rest.split_at(split);
                let variant = self.game.variant();
                let position = match setup {
                    ["startpos"] | [] => Position::start(variant),
                    ["fen", fen @ ..] => Position::from_fen(variant, &fen.concat())?,
                    _ => bail!("position needs `startpos` or `fen F`"),
                };
                let mut game = Game::from_position(position);
                for m in moves.iter().skip(1) {
                    game.play_text(m).with_context(|| format!("move {m}"))?;
                }
                self.game = game;
            }
            Some("go") => {
                let mut limits = Limits::default();
                while let Some(key) = words.next() {
                    let text = words.next().context("go needs a value after each limit")?;
                    let value: u64 = text
                        .parse()
                        .with_context(|| format!("{key} takes a whole number, not '{text}'"))?;
                    match key {
                        "movetime" => limits.movetime = Some(Duration::from_millis(value)),
                        "depth" => limits.depth = Some(value.min(100) as u32),
                        "nodes" => limits.nodes = Some(value),
                        other => bail!("unknown limit '{other}'"),
                    }
                }
                let sit = Situation::from_game(&self.game);
                let position = self.game.position().clone();
                let t = self
                    .engine
                    .think(&sit, &limits, &self.options, &AtomicBool::new(false));
                writeln!(
                    out,
                    "info depth {} score {} nodes {} time {} pv {}",
                    t.depth,
                    t.score,
                    t.nodes,
                    t.elapsed.as_millis(),
                    pv_text(&position, &t.pv).join(" ")
                )?;
                match t.best {
                    Some(mv) => writeln!(out, "bestmove {}", pv_text(&position, &[mv]).join(""))?,
                    None => writeln!(out, "bestmove none")?,
                }
            }
            Some(other) => bail!("unknown command '{other}'"),
        }
        Ok(true)
    }
}

/// Run the protocol until `quit` or the end of input. Errors in a line are answered with
/// `error MESSAGE` and the session goes on.
///
/// # Errors
/// Failing to read stdin or write stdout.
pub fn run_engine(args: &EngineArgs) -> anyhow::Result<()> {
    let options = Options::level(args.level);
    let mut protocol = Protocol {
        game: Game::new(Variant::Spanish),
        engine: Engine::new(options.hash_mb),
        options,
    };
    let stdin = std::io::stdin();
    let mut out = std::io::stdout().lock();
    for line in stdin.lock().lines() {
        let line = line?;
        match protocol.line(&line, &mut out) {
            Ok(true) => {}
            Ok(false) => break,
            Err(e) => writeln!(out, "error {e:#}")?,
        }
        out.flush()?;
    }
    Ok(())
}

/// `damero match VARIANT --a LEVEL (--b LEVEL | --b-greedy | --b-command CMD)`
#[derive(Debug, Args)]
pub struct MatchArgs {
    /// Variant name
    #[arg(value_parser = variant_arg)]
    pub variant: Variant,
    /// First player's level
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=10))]
    pub a: u8,
    /// Second player's level
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=10), conflicts_with_all = ["greedy", "command"])]
    pub b: Option<u8>,
    /// Second player: the plain 2-ply greedy reference player
    #[arg(long)]
    pub greedy: bool,
    /// Second player: an outside program speaking the protocol (run with `sh -c`)
    #[arg(long)]
    pub command: Option<String>,
    /// Number of games (pairs share an opening, colours swapped)
    #[arg(long, default_value_t = 100)]
    pub games: u32,
    /// Time per move in milliseconds
    #[arg(long, default_value_t = 200)]
    pub movetime: u64,
    /// Random plies that make each opening
    #[arg(long, default_value_t = 4)]
    pub opening_plies: usize,
    /// Seed for openings and the weaker levels
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
}

/// An outside engine speaking the protocol.
struct External {
    command: String,
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
    movetime: u64,
}

impl External {
    fn start(command: &str, movetime: u64) -> anyhow::Result<External> {
        let mut child = Command::new("sh")
            .arg("-c")
            .arg(command)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .with_context(|| format!("starting {command}"))?;
        let stdin = child.stdin.take().context("no stdin")?;
        let stdout = BufReader::new(child.stdout.take().context("no stdout")?);
        Ok(External {
            command: command.to_string(),
            child,
            stdin,
            stdout,
            movetime,
        })
    }

    fn ask(&mut self, game: &Game) -> anyhow::Result<MoveDetail> {
        let rules = game.position().rules();
        let moves: Vec<String> = game
            .moves()
            .map(|d| move_text(rules, d, rules.default_notation()))
            .collect();
        writeln!(self.stdin, "variant {}", game.variant())?;
        writeln!(
            self.stdin,
            "position fen {} moves {}",
            game.start().fen(),
            moves.join(" ")
        )?;
        writeln!(self.stdin, "go movetime {}", self.movetime)?;
        self.stdin.flush()?;
        let mut line = String::new();
        loop {
            line.clear();
            if self.stdout.read_line(&mut line)? == 0 {
                bail!("{} closed its output", self.command);
            }
            if let Some(mv) = line.trim().strip_prefix("bestmove ") {
                return Ok(game.resolve(mv.trim())?);
            }
            if let Some(e) = line.trim().strip_prefix("error ") {
                bail!("{}: {e}", self.command);
            }
        }
    }
}

impl Player for External {
    fn name(&self) -> String {
        self.command.clone()
    }
    fn choose(&mut self, game: &Game) -> Option<MoveDetail> {
        match self.ask(game) {
            Ok(d) => Some(d),
            Err(e) => {
                eprintln!("{e:#}");
                None
            }
        }
    }
}

impl Drop for External {
    fn drop(&mut self) {
        let _ = writeln!(self.stdin, "quit");
        let _ = self.stdin.flush();
        let _ = self.child.wait();
    }
}

/// Run a match and print the score from the first player's side after every game.
///
/// # Errors
/// No second player given, an outside program that cannot start, or failing to write.
pub fn run_match(args: &MatchArgs) -> anyhow::Result<()> {
    let limits = Limits::movetime_ms(args.movetime);
    let mut a = EnginePlayer::new(Options::level(args.a).with_seed(args.seed), limits);
    let mut b: Box<dyn Player> = match (args.b, args.greedy, &args.command) {
        (Some(level), _, _) => Box::new(EnginePlayer::new(
            Options::level(level).with_seed(args.seed ^ 0xB),
            limits,
        )),
        (None, true, _) => Box::new(GreedyPlayer::new(args.seed)),
        (None, false, Some(cmd)) => Box::new(External::start(cmd, args.movetime)?),
        (None, false, None) => {
            bail!("give the second player: --b LEVEL, --greedy or --command CMD")
        }
    };
    let (name_a, name_b) = (a.name(), b.name());
    let mut out = std::io::stdout().lock();
    let score = arena::play_match(
        args.variant,
        &mut a,
        b.as_mut(),
        args.games,
        args.seed,
        args.opening_plies,
        |n, s| {
            let _ = writeln!(out, "game {n}: {name_a} vs {name_b}: {s}");
            let _ = out.flush();
        },
    );
    writeln!(out, "result {} {name_a} vs {name_b}: {score}", args.variant)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn session(lines: &[&str]) -> String {
        let options = Options::level(10);
        let mut p = Protocol {
            game: Game::new(Variant::Spanish),
            engine: Engine::new(1),
            options,
        };
        let mut out = Vec::new();
        for line in lines {
            match p.line(line, &mut out) {
                Ok(true) => {}
                Ok(false) => break,
                Err(e) => writeln!(out, "error {e:#}").expect("write to a Vec"),
            }
        }
        String::from_utf8(out).expect("utf-8")
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

    #[test]
    fn the_protocol_takes_the_last_piece_from_a_fen() {
        let out = session(&["variant czech", "position fen W:Wc3:Bd4", "go nodes 1000"]);
        assert!(out.contains("bestmove c3xe5"), "{out}");
    }

    #[test]
    fn a_limit_that_is_not_a_number_is_named_in_the_error() {
        let out = session(&["go movetime abc", "isready"]);
        assert!(
            out.contains("error movetime takes a whole number, not 'abc'"),
            "{out}"
        );
        assert!(out.ends_with("readyok\n"));
    }

    #[test]
    fn bad_lines_are_answered_with_an_error_and_the_session_goes_on() {
        let out = session(&[
            "variant klingon",
            "position startpos moves 99-98",
            "isready",
        ]);
        assert_eq!(
            out.lines().filter(|l| l.starts_with("error ")).count(),
            2,
            "{out}"
        );
        assert!(out.ends_with("readyok\n"));
    }
}
