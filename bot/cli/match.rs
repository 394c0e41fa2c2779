//! `damero match VARIANT --a LEVEL (--b LEVEL | --greedy | --command CMD)`: engine matches.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use anyhow::{bail, Context};
use damero_engine::arena::{self, EnginePlayer, GreedyPlayer, Player};
use damero_engine::{Limits, Options};
use damero_rules::notation::move_text;
use damero_rules::{Game, MoveDetail, Variant};

use super::variant_arg;

/// Play engine levels (or an outside engine) against each other; print the score from the
/// first player's side after every game, then the result.
#[derive(Debug, clap::Args)]
pub struct Match {
    /// Variant name
    #[arg(value_parser = variant_arg)]
    variant: Variant,
    /// First player's level
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=10))]
    a: u8,
    /// Second player's level
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=10), conflicts_with_all = ["greedy", "command"])]
    b: Option<u8>,
    /// Second player: the plain 2-ply greedy reference player
    #[arg(long, conflicts_with = "command")]
    greedy: bool,
    /// Second player: an outside program speaking the protocol (run with `sh -c`)
    #[arg(long)]
    command: Option<String>,
    /// Number of games (pairs share an opening, colours swapped)
    #[arg(long, default_value_t = 100, value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    games: u32,
    /// Time per move in milliseconds
    #[arg(long, default_value_t = 200, value_parser = clap::value_parser!(u64).range(1..=3_600_000))]
    movetime: u64,
    /// Random plies that make each opening
    #[arg(long, default_value_t = 4)]
    opening_plies: usize,
    /// Seed for openings and the weaker levels
    #[arg(long, default_value_t = 1)]
    seed: u64,
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

impl std::fmt::Debug for External {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("External")
            .field("command", &self.command)
            .finish_non_exhaustive()
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
                // The game is scored as lost by the outside engine; say why on stderr.
                let _ = writeln!(std::io::stderr(), "{e:#}");
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

impl Match {
    /// Play the match and print the scores. A reader that goes away ends the match after the
    /// game being played.
    ///
    /// # Errors
    /// No second player given, an outside program that cannot start, or failing to write.
    pub fn run(&self, out: &mut dyn Write) -> anyhow::Result<()> {
        let limits = Limits::movetime_ms(self.movetime);
        let mut a = EnginePlayer::new(Options::level(self.a).with_seed(self.seed), limits);
        let mut b: Box<dyn Player> = match (self.b, self.greedy, &self.command) {
            (Some(level), _, _) => Box::new(EnginePlayer::new(
                Options::level(level).with_seed(self.seed ^ 0xB),
                limits,
            )),
            (None, true, _) => Box::new(GreedyPlayer::new(self.seed)),
            (None, false, Some(cmd)) => Box::new(External::start(cmd, self.movetime)?),
            (None, false, None) => {
                bail!("give the second player: --b LEVEL, --greedy or --command CMD")
            }
        };
        let (name_a, name_b) = (a.name(), b.name());
        let mut progress = Ok(());
        let score = arena::play_match_while(
            self.variant,
            &mut a,
            b.as_mut(),
            self.games,
            self.seed,
            self.opening_plies,
            |n, s| {
                progress =
                    writeln!(out, "game {n}: {name_a} vs {name_b}: {s}").and_then(|()| out.flush());
                progress.is_ok()
            },
        );
        progress?;
        writeln!(out, "result {} {name_a} vs {name_b}: {score}", self.variant)?;
        out.flush()?;
        Ok(())
    }
}
