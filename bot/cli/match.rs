//! `damero match VARIANT (--a LEVEL | --a-command CMD) (--b LEVEL | --greedy | --command CMD)
//! [--sprt ...]`: engine matches, and SPRT tests of a new build against an old one.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::{bail, Context};
use damero_engine::{Limits, Options};
use damero_lab::arena::{self, EnginePlayer, GreedyPlayer, Player, Score, SprtState};
use damero_lab::openings;
use damero_lab::sprt::{Decision, Sprt};
use damero_rules::{move_text, Game, MoveDetail, Square, Variant};

use super::{variant_arg, words};

/// Play engine levels (or outside engines) against each other; print the score from the
/// first player's side after every game, then the result. With `--sprt`, play pairs of games
/// over balanced openings until a sequential probability ratio test decides.
#[derive(Debug, clap::Args)]
#[allow(clippy::struct_excessive_bools)]
pub struct Match {
    #[arg(value_parser = variant_arg, help = damero::terminal::variant_help("The variant"))]
    variant: Variant,
    /// First player's level
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=10), required_unless_present = "a_command", conflicts_with = "a_command")]
    a: Option<u8>,
    /// First player: an outside program speaking the protocol (run with `sh -c`), e.g. this
    /// build as `target/release/damero engine --level 10`
    #[arg(long)]
    a_command: Option<String>,
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
    /// Time per move in milliseconds (default 200 unless --depth or --nodes is given)
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..=3_600_000))]
    movetime: Option<u64>,
    /// The first player thinks at most this many milliseconds a move and less when its move is
    /// settled (`go maxtime`), instead of --movetime; to weigh the engine's time use against
    /// a fixed time (the end of the match says how long each side thought on average)
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..=3_600_000))]
    a_maxtime: Option<u64>,
    /// Fixed search depth per move
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=100))]
    depth: Option<u32>,
    /// Fixed node budget per move
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
    nodes: Option<u64>,
    /// Random plies that make each opening (without --sprt, or for a variant without a
    /// balanced opening file)
    #[arg(long, default_value_t = 4)]
    opening_plies: usize,
    /// Seed for openings and the weaker levels
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Run a sequential probability ratio test (GSPRT, pentanomial) instead of a fixed number
    /// of games
    #[arg(long)]
    sprt: bool,
    /// SPRT: the Elo difference (first player over second) of H0
    #[arg(
        long,
        default_value_t = 0.0,
        requires = "sprt",
        allow_negative_numbers = true
    )]
    elo0: f64,
    /// SPRT: the Elo difference of H1
    #[arg(
        long,
        default_value_t = 10.0,
        requires = "sprt",
        allow_negative_numbers = true
    )]
    elo1: f64,
    /// SPRT: chance of accepting H1 when H0 holds
    #[arg(long, default_value_t = 0.05, requires = "sprt")]
    alpha: f64,
    /// SPRT: chance of accepting H0 when H1 holds
    #[arg(long, default_value_t = 0.05, requires = "sprt")]
    beta: f64,
    /// SPRT: stop undecided after this many games
    #[arg(long, default_value_t = 20_000, requires = "sprt", value_parser = clap::value_parser!(u32).range(2..=i64::from(arena::MAX_SPRT_GAMES)))]
    max_games: u32,
    /// SPRT: an opening file (one line of moves per opening) instead of the shipped
    /// lab/openings/VARIANT.txt
    #[arg(long, requires = "sprt")]
    openings: Option<PathBuf>,
    /// SPRT: pairs of games played at once (one thread and one pair of players each)
    #[arg(long, default_value_t = 1, requires = "sprt", value_parser = clap::value_parser!(u32).range(1..=64))]
    concurrency: u32,
    /// SPRT: a fixed match instead: play all --max-games games over the balanced openings
    /// (pairs, concurrency, pentanomial Elo as in a test) without stopping at a bound; to
    /// confirm at a long time control a change that passed its SPRT at a short one
    #[arg(long, requires = "sprt")]
    fixed: bool,
    /// SPRT: go on with a test stopped earlier (same players, limits and openings), from its
    /// last progress line: "games 42: W 29 D 13 L 0 pairs [0 0 1 11 9] ..."
    #[arg(long, requires = "sprt", value_name = "LINE")]
    resume: Option<String>,
    /// Thinking time of the first and the second player.
    #[arg(skip)]
    clocks: [Arc<Clock>; 2],
}

/// An outside engine speaking the protocol.
struct External {
    command: String,
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
    go: String,
}

/// The `go` command for `limits`.
fn go_command(limits: &Limits) -> String {
    let mut go = String::from("go");
    if let Some(d) = limits.depth {
        go += &format!(" depth {d}");
    }
    if let Some(n) = limits.nodes {
        go += &format!(" nodes {n}");
    }
    if let Some(t) = limits.movetime {
        go += &format!(" movetime {}", t.as_millis().max(1));
    }
    if let Some(t) = limits.maxtime {
        go += &format!(" maxtime {}", t.as_millis().max(1));
    }
    go
}

/// Thinking time of one side over a match: microseconds and moves.
#[derive(Debug, Default)]
struct Clock {
    micros: AtomicU64,
    moves: AtomicU64,
}

impl Clock {
    /// `412 ms a move (5,120 moves)`, or `no moves`.
    fn text(&self) -> String {
        let moves = self.moves.load(Ordering::Relaxed);
        if moves == 0 {
            return "no moves".to_string();
        }
        let ms = self.micros.load(Ordering::Relaxed) as f64 / moves as f64 / 1000.0;
        format!("{ms:.0} ms a move ({moves} moves)")
    }
}

/// A player whose time to choose is added to a [`Clock`] shared by all players of its side.
struct Timed {
    player: Box<dyn Player + Send>,
    clock: Arc<Clock>,
}

impl Player for Timed {
    fn name(&self) -> String {
        self.player.name()
    }
    fn new_game(&mut self, variant: Variant) {
        self.player.new_game(variant);
    }
    fn choose(&mut self, game: &Game) -> Option<MoveDetail> {
        let start = Instant::now();
        let chosen = self.player.choose(game);
        let micros = u64::try_from(start.elapsed().as_micros()).unwrap_or(u64::MAX);
        self.clock.micros.fetch_add(micros, Ordering::Relaxed);
        self.clock.moves.fetch_add(1, Ordering::Relaxed);
        chosen
    }
    fn huff(&mut self, game: &Game) -> Option<Square> {
        self.player.huff(game)
    }
}

impl External {
    /// Start `command` and check that it answers `isready`.
    fn start(command: &str, limits: &Limits) -> anyhow::Result<External> {
        // A program named by its path (the usual `/tmp/damero-old engine`) is looked for first,
        // so that a wrong path is one clear sentence rather than the shell's complaint.
        if let Some(word) = command.split_whitespace().next() {
            let program = word.trim_matches(|c| c == '\'' || c == '"');
            if program.contains('/') && !program.contains('=') && !Path::new(program).is_file() {
                bail!("there is no program {program} (from `{command}`)");
            }
        }
        let mut child = Command::new("sh")
            .arg("-c")
            .arg(command)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .with_context(|| format!("starting {command}"))?;
        let stdin = child.stdin.take().context("no stdin")?;
        let stdout = BufReader::new(child.stdout.take().context("no stdout")?);
        let mut engine = External {
            command: command.to_string(),
            child,
            stdin,
            stdout,
            go: go_command(limits),
        };
        engine.ready().with_context(|| {
            format!(
                "`{command}` does not answer `isready` as an engine speaking the protocol should"
            )
        })?;
        Ok(engine)
    }

    fn ready(&mut self) -> anyhow::Result<()> {
        writeln!(self.stdin, "isready")?;
        self.stdin.flush()?;
        let mut line = String::new();
        loop {
            line.clear();
            if self.stdout.read_line(&mut line)? == 0 {
                bail!("it closed its output");
            }
            if line.trim() == "readyok" {
                return Ok(());
            }
        }
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
        writeln!(self.stdin, "{}", self.go)?;
        self.stdin.flush()?;
        let mut line = String::new();
        loop {
            line.clear();
            if self.stdout.read_line(&mut line)? == 0 {
                bail!("{} closed its output", self.command);
            }
            if let Some(mv) = line.trim().strip_prefix("bestmove ") {
                return game
                    .resolve(mv.trim())
                    .map_err(|e| anyhow::anyhow!(words::game_error(&e, game.variant())));
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
    fn new_game(&mut self, _variant: Variant) {
        // A dead engine is noticed (and reported) at its next move.
        let _ = writeln!(self.stdin, "newgame");
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
    fn limits(&self) -> Limits {
        let movetime = match (self.movetime, self.depth, self.nodes) {
            (None, None, None) => Some(200),
            (t, _, _) => t,
        };
        Limits {
            movetime: movetime.map(Duration::from_millis),
            depth: self.depth,
            nodes: self.nodes,
            maxtime: None,
        }
    }

    /// The first player's limits: `--a-maxtime` instead of the move time when given.
    fn limits_a(&self) -> Limits {
        match self.a_maxtime {
            Some(ms) => Limits {
                movetime: None,
                maxtime: Some(Duration::from_millis(ms)),
                ..self.limits()
            },
            None => self.limits(),
        }
    }

    /// The first player (`worker` varies the seed between parallel players).
    fn player_a(&self, worker: u64) -> anyhow::Result<Box<dyn Player + Send>> {
        let limits = self.limits_a();
        let player: Box<dyn Player + Send> = match (self.a, &self.a_command) {
            (_, Some(cmd)) => Box::new(External::start(cmd, &limits)?),
            (Some(level), None) => Box::new(EnginePlayer::new(
                Options::level(level).with_seed(self.seed ^ (worker << 40)),
                limits,
            )),
            (None, None) => bail!("give the first player: --a LEVEL or --a-command CMD"),
        };
        Ok(Box::new(Timed {
            player,
            clock: Arc::clone(&self.clocks[0]),
        }))
    }

    /// The second player.
    fn player_b(&self, worker: u64) -> anyhow::Result<Box<dyn Player + Send>> {
        let limits = self.limits();
        let player: Box<dyn Player + Send> = match (self.b, self.greedy, &self.command) {
            (Some(level), _, _) => Box::new(EnginePlayer::new(
                Options::level(level).with_seed(self.seed ^ 0xB ^ (worker << 40)),
                limits,
            )),
            (None, true, _) => Box::new(GreedyPlayer::new(self.seed ^ worker)),
            (None, false, Some(cmd)) => Box::new(External::start(cmd, &limits)?),
            (None, false, None) => {
                bail!("give the second player: --b LEVEL, --greedy or --command CMD")
            }
        };
        Ok(Box::new(Timed {
            player,
            clock: Arc::clone(&self.clocks[1]),
        }))
    }

    /// The limits as the header line says them: `movetime 100`, or `first maxtime 200,
    /// second movetime 100`.
    fn limits_text(&self) -> String {
        let b = go_command(&self.limits());
        if self.a_maxtime.is_none() {
            return b.trim_start_matches("go ").to_string();
        }
        let a = go_command(&self.limits_a());
        format!(
            "first {}, second {}",
            a.trim_start_matches("go "),
            b.trim_start_matches("go ")
        )
    }

    /// The closing line on thinking time.
    fn time_line(&self) -> String {
        format!(
            "time: first {}, second {}",
            self.clocks[0].text(),
            self.clocks[1].text()
        )
    }

    /// Play the match and print the scores. A reader that goes away ends the match after the
    /// game being played.
    ///
    /// # Errors
    /// No second player given, an outside program that cannot start, bad SPRT parameters or
    /// openings, or failing to write.
    pub fn run(&self, out: &mut dyn Write) -> anyhow::Result<()> {
        if self.sprt {
            return self.run_sprt(out);
        }
        let mut a = self.player_a(0)?;
        let mut b = self.player_b(0)?;
        let (name_a, name_b) = (a.name(), b.name());
        let mut progress = Ok(());
        let score = arena::play_match_while(
            self.variant,
            a.as_mut(),
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
        writeln!(out, "{}", self.time_line())?;
        out.flush()?;
        Ok(())
    }

    /// The openings of an SPRT match: `--openings`, else the shipped file, else random ones
    /// (said on the first line of output).
    fn sprt_openings(&self, out: &mut dyn Write) -> anyhow::Result<Vec<Vec<MoveDetail>>> {
        let found = if let Some(path) = &self.openings {
            let text = std::fs::read_to_string(path)
                .with_context(|| format!("cannot read {}", path.display()))?;
            let list = openings::parse(self.variant, &text)
                .map_err(|e| anyhow::anyhow!("{}: {e}", path.display()))?;
            if list.is_empty() {
                bail!("{} holds no openings", path.display());
            }
            writeln!(out, "openings: {} from {}", list.len(), path.display())?;
            list
        } else if let Some(text) = openings::shipped(self.variant) {
            let list = openings::parse(self.variant, text).map_err(anyhow::Error::msg)?;
            writeln!(
                out,
                "openings: {} balanced ones from lab/openings/{}.txt",
                list.len(),
                self.variant.name()
            )?;
            list
        } else {
            writeln!(
                out,
                "openings: no balanced set for {}, so 200 random {}-ply ones (give --openings FILE)",
                self.variant, self.opening_plies
            )?;
            (0..200u64)
                .map(|i| {
                    arena::random_opening(
                        self.variant,
                        self.opening_plies,
                        self.seed ^ i.wrapping_mul(0x9E37),
                    )
                })
                .collect()
        };
        Ok(found)
    }

    fn run_sprt(&self, out: &mut dyn Write) -> anyhow::Result<()> {
        let sprt = Sprt::new(self.elo0, self.elo1, self.alpha, self.beta)?;
        let sprt = if self.fixed { sprt.fixed() } else { sprt };
        let from = match &self.resume {
            Some(line) => {
                let (score, pairs) = resume_counts(line)?;
                SprtState::resumed(&sprt, score, pairs)
                    .map_err(|e| anyhow::anyhow!("--resume: {e}"))?
            }
            None => SprtState::fresh(),
        };
        let mut players = Vec::new();
        for worker in 0..u64::from(self.concurrency) {
            players.push((self.player_a(worker)?, self.player_b(worker)?));
        }
        let list = self.sprt_openings(out)?;
        let (name_a, name_b) = (players[0].0.name(), players[0].1.name());
        let (lower, upper) = sprt.bounds();
        writeln!(
            out,
            "sprt {}: {name_a} vs {name_b}, elo0 {} elo1 {} alpha {} beta {}, LLR bounds ({lower:.2}, {upper:.2}), {}, {} {} games, {} at once",
            self.variant,
            self.elo0,
            self.elo1,
            self.alpha,
            self.beta,
            self.limits_text(),
            if self.fixed { "a fixed match of" } else { "at most" },
            self.max_games,
            self.concurrency
        )?;
        out.flush()?;
        if self.resume.is_some() {
            writeln!(
                out,
                "resumed: {}, the next pair from opening {}",
                state_line(&from, lower, upper),
                from.pairs_played() as usize % list.len() + 1
            )?;
        }
        let mut progress = Ok(());
        let state = arena::play_sprt(
            self.variant,
            &list,
            &sprt,
            self.max_games,
            from,
            players,
            |s| {
                progress =
                    writeln!(out, "{}", state_line(s, lower, upper)).and_then(|()| out.flush());
                progress.is_ok()
            },
        );
        progress?;
        let games = state.score.games();
        let verdict = match state.decision {
            Decision::H0 => format!(
                "H0 accepted (elo0 {} rather than elo1 {})",
                self.elo0, self.elo1
            ),
            Decision::H1 => format!(
                "H1 accepted (elo1 {} rather than elo0 {})",
                self.elo1, self.elo0
            ),
            Decision::Continue if self.fixed => "fixed match".to_string(),
            Decision::Continue => "undecided at the game cap".to_string(),
        };
        writeln!(
            out,
            "result {} {name_a} vs {name_b}: {verdict} after {games} games: {}, LLR {:.2} ({lower:.2}, {upper:.2})",
            self.variant, state.score, state.llr
        )?;
        writeln!(out, "elo {}", elo_text(&state))?;
        writeln!(out, "{}", self.time_line())?;
        out.flush()?;
        Ok(())
    }
}

/// `+12.3 +- 20.1 [-7.8, +32.4] (95%)`, or `n/a`.
fn elo_text(state: &SprtState) -> String {
    match state.results().elo() {
        Some((e, lo, hi)) if e.is_finite() && lo.is_finite() && hi.is_finite() => {
            // `+ 0.0` turns a negative zero into +0.0.
            let (e, lo, hi) = (e + 0.0, lo + 0.0, hi + 0.0);
            format!(
                "{e:+.1} +- {:.1} [{lo:+.1}, {hi:+.1}] (95%)",
                (hi - lo) / 2.0
            )
        }
        Some((e, _, _)) if e.is_finite() => {
            format!("{e:+.1} (95% bounds unbounded: too few games)")
        }
        Some((e, _, _)) if e > 0.0 => "+inf (every game won)".to_string(),
        Some(_) => "-inf (every game lost)".to_string(),
        None => "n/a (no game finished)".to_string(),
    }
}

/// The W/D/L and pairs of a progress line (`games 42: W 29 D 13 L 0 pairs [0 0 1 11 9] ...`).
fn resume_counts(line: &str) -> anyhow::Result<(Score, [u32; 5])> {
    let bad = || {
        anyhow::anyhow!(
            "--resume takes a progress line of the match, such as \"games 42: W 29 D 13 L 0 pairs [0 0 1 11 9]\", not \"{line}\""
        )
    };
    let words: Vec<&str> = line
        .split(|c: char| c.is_whitespace() || c == '[' || c == ']')
        .filter(|w| !w.is_empty())
        .collect();
    let after = |key: &str, n: usize| -> anyhow::Result<Vec<u32>> {
        let at = words.iter().position(|w| *w == key).ok_or_else(bad)?;
        let found: Vec<u32> = words[at + 1..]
            .iter()
            .take(n)
            .map(|w| w.parse().map_err(|_| bad()))
            .collect::<anyhow::Result<_>>()?;
        if found.len() == n {
            Ok(found)
        } else {
            Err(bad())
        }
    };
    let [wins, draws, losses] = [after("W", 1)?[0], after("D", 1)?[0], after("L", 1)?[0]];
    let pairs = after("pairs", 5)?;
    Ok((
        Score {
            wins,
            draws,
            losses,
        },
        [pairs[0], pairs[1], pairs[2], pairs[3], pairs[4]],
    ))
}

/// One progress line: games, W/D/L, the pairs, LLR and bounds, Elo so far.
fn state_line(s: &SprtState, lower: f64, upper: f64) -> String {
    let games = s.score.games();
    let p = s.pairs;
    format!(
        "games {games}: W {} D {} L {} pairs [{} {} {} {} {}] LLR {:.2} ({lower:.2}, {upper:.2}) elo {}",
        s.score.wins,
        s.score.draws,
        s.score.losses,
        p[0],
        p[1],
        p[2],
        p[3],
        p[4],
        s.llr,
        elo_text(s)
    )
}
