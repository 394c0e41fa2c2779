//! The command-line tools (`perft`, `moves`, `replay`, `render`, `analyse`, `engine`, `match`,
//! `openings`, `bench`, `standings`, `pair`, ...):
//! one file per subcommand, each an args struct with a `run`, and one dispatch point,
//! [`Tool::run`] (the shape of ord's `subcommand/`).
//!
//! Every tool writes its answer to the `out` it is given (stdout, through [`Stdout`]) with
//! `writeln!` and passes write errors up. A reader that goes away early (`damero perft ... |
//! head`) is not a failure: [`Tool::run`] turns a closed stdout into a quiet `Ok`. Bad input
//! comes back as one error sentence (printed by `main` as `error: ...`, exit status 1).

use std::io::{self, Write};

use damero_rules::{Position, Variant};

mod analyse;
mod bench;
mod egtb;
mod engine;
mod invite;
mod learn;
mod r#match;
mod moves;
mod openings;
mod pair;
mod perft;
mod puzzles;
mod render;
mod replay;
mod review;
mod standings;
mod store;
mod words;

/// The tools, each with its arguments.
#[derive(Debug, clap::Subcommand)]
pub enum Tool {
    /// Count move-tree leaves from a position (rules self-check and benchmark)
    Perft(perft::Perft),
    /// List the legal moves of a position
    Moves(moves::Moves),
    /// Play moves from the start (or a FEN) and print the result
    Replay(replay::Replay),
    /// Search a position: best move, score, depth, nodes, principal variation
    Analyse(analyse::Analyse),
    /// Speak the engine line protocol on stdin/stdout (see engine/PROTOCOL.md)
    Engine(engine::EngineTool),
    /// Play engine levels (or an outside engine) against each other and print the score
    Match(r#match::Match),
    /// Make balanced openings (or bench positions) from the engine's shallow search
    Openings(openings::Openings),
    /// Search the bench positions to a fixed depth: nodes, time, nodes/s, node signature
    Bench(bench::Bench),
    /// Draw a board as PNG, or a PDN game as an animated GIF
    Render(render::Render),
    /// Build or query the endgame databases of 8x8 and 10x10 (retrograde analysis)
    Egtb(egtb::Egtb),
    /// Review a game (PDN): mistakes, blunders, better moves, an evaluation graph
    Review(review::Review),
    /// Make the learned evaluation's weights: self-play data, then a fit
    Learn(learn::Learn),
    /// A tournament's standings with tie-breaks, from its FIDE TRF-16 file
    Standings(standings::Standings),
    /// The next round's pairings by the FIDE Dutch Swiss system, from a TRF-16 file
    Pair(pair::Pair),
    /// Copy a game store into another: sled to PostgreSQL and back
    Store(store::Store),
    /// The link that invites the bot to a server, with every permission it uses
    Invite(invite::Invite),
    /// Mine puzzles from self-play or a store's games; check a puzzle file
    Puzzles(puzzles::Puzzles),
}

impl Tool {
    /// Run the tool, writing to stdout. A closed stdout ends it quietly with `Ok`.
    ///
    /// # Errors
    /// The tool's own error (bad input, a file that cannot be read or written), as one sentence.
    pub fn run(self) -> anyhow::Result<()> {
        let mut out = Stdout::new();
        let result = match self {
            Tool::Perft(tool) => tool.run(&mut out),
            Tool::Moves(tool) => tool.run(&mut out),
            Tool::Replay(tool) => tool.run(&mut out),
            Tool::Analyse(tool) => tool.run(&mut out),
            Tool::Engine(tool) => tool.run(io::stdin().lock(), &mut out),
            Tool::Match(tool) => tool.run(&mut out),
            Tool::Openings(tool) => tool.run(&mut out),
            Tool::Bench(tool) => tool.run(&mut out),
            Tool::Render(tool) => tool.run(&mut out),
            Tool::Egtb(tool) => tool.run(&mut out),
            Tool::Review(tool) => tool.run(&mut out),
            Tool::Learn(tool) => tool.run(&mut out),
            Tool::Standings(tool) => tool.run(&mut out),
            Tool::Pair(tool) => tool.run(&mut out),
            Tool::Store(tool) => tool.run(&mut out),
            Tool::Invite(tool) => tool.run(&mut out),
            Tool::Puzzles(tool) => tool.run(&mut out),
        };
        match result {
            Err(e) if stdout_closed(&e) => Ok(()),
            other => other,
        }
    }
}

/// Parse a variant name. The error is one sentence: the nearest name when one is close
/// (`spanishh`), else the list of names.
fn variant_arg(s: &str) -> Result<Variant, String> {
    s.parse::<Variant>().map_err(|_| words::unknown_variant(s))
}

/// `start`/`startpos` (or nothing) for the variant's start, else a FEN.
fn position_arg(variant: Variant, fen: Option<&str>) -> anyhow::Result<Position> {
    match fen.map(str::trim) {
        None | Some("start" | "startpos" | "") => Ok(Position::start(variant)),
        Some(text) => {
            Position::from_fen(variant, text).map_err(|e| anyhow::anyhow!(words::fen_error(&e)))
        }
    }
}

/// The process's stdout, whose "broken pipe" errors carry a [`StdoutClosed`] mark so that
/// [`Tool::run`] can tell them from every other failure.
#[derive(Debug)]
pub struct Stdout(io::StdoutLock<'static>);

impl Stdout {
    fn new() -> Stdout {
        Stdout(io::stdout().lock())
    }
}

/// The mark on a write error that means "the reader of stdout has gone".
#[derive(Debug, thiserror::Error)]
#[error("stdout was closed")]
struct StdoutClosed;

fn mark(e: io::Error) -> io::Error {
    if e.kind() == io::ErrorKind::BrokenPipe {
        io::Error::new(io::ErrorKind::BrokenPipe, StdoutClosed)
    } else {
        e
    }
}

impl Write for Stdout {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.0.write(buf).map_err(mark)
    }
    fn flush(&mut self) -> io::Result<()> {
        self.0.flush().map_err(mark)
    }
}

/// Whether `e` (or what caused it) is a write to a stdout whose reader has gone.
fn stdout_closed(e: &anyhow::Error) -> bool {
    e.chain().any(|cause| {
        cause
            .downcast_ref::<io::Error>()
            .and_then(io::Error::get_ref)
            .is_some_and(|inner| inner.is::<StdoutClosed>())
    })
}

/// The evaluation the learned weight files at `paths` make, to use instead of the shipped
/// weights (the `--weights` option of `engine`, `bench` and `learn selfplay`; families without a
/// file among them use the hand-written evaluation); the shipped weights when `paths` is empty.
/// The engine reads no file: the files are read here and the weights passed in.
///
/// # Errors
/// A file that cannot be read, is not a weight file, or has no fitted patterns.
pub fn use_weights(paths: &[std::path::PathBuf]) -> anyhow::Result<damero_engine::Evaluation> {
    use damero_engine::learned::{Model, Weights};
    use damero_engine::Evaluation;
    if paths.is_empty() {
        return Ok(Evaluation::Shipped);
    }
    let mut models = Vec::new();
    for path in paths {
        let bytes = std::fs::read(path)
            .map_err(|e| anyhow::anyhow!("cannot read {}: {e}", path.display()))?;
        let w =
            Weights::from_bytes(&bytes).map_err(|e| anyhow::anyhow!("{}: {e}", path.display()))?;
        if w.patterns.is_empty() {
            anyhow::bail!("{}: the weight file has no fitted patterns", path.display());
        }
        models.push(Model::new(w));
    }
    Ok(Evaluation::only(models))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_broken_pipe_on_stdout_counts_as_stdout_closed() {
        let closed = anyhow::Error::from(mark(io::ErrorKind::BrokenPipe.into()));
        assert!(stdout_closed(&closed));
        assert!(stdout_closed(&closed.context("writing the moves")));
        let other = anyhow::Error::from(mark(io::ErrorKind::PermissionDenied.into()));
        assert!(!stdout_closed(&other));
        // A broken pipe elsewhere (an outside engine's stdin) is a real failure.
        assert!(!stdout_closed(&anyhow::Error::from(io::Error::from(
            io::ErrorKind::BrokenPipe
        ))));
    }
}
