//! `damero puzzles mine VARIANT`: mine puzzles from engine self-play (or a store's finished
//! games) and write them as a puzzle file; `damero puzzles check FILE`: read a puzzle file and
//! replay every line. The recipe that makes the shipped files is in `puzzles/README.md`.

use std::io::Write;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Instant;

use anyhow::Context as _;
use damero_engine::egtb::{self, Tablebase};
use damero_lab::puzzles::{mine, mine_games, MineOptions, Mined};
use damero_lab::tables::RUNTIME_PIECES;
use damero_rules::Variant;

use super::variant_arg;

/// Mine puzzles, or check a puzzle file.
#[derive(Debug, clap::Args)]
pub struct Puzzles {
    #[command(subcommand)]
    action: Action,
}

#[derive(Debug, clap::Subcommand)]
enum Action {
    /// Mine puzzles from engine self-play games (or a store's finished games) into a file
    Mine {
        #[arg(value_parser = variant_arg, help = damero::terminal::variant_help("The variant"))]
        variant: Variant,
        /// How many puzzles
        #[arg(long, default_value_t = 100)]
        count: usize,
        /// Seed of the self-play games
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Search depth that finds the lines
        #[arg(long, default_value_t = 8, value_parser = clap::value_parser!(i32).range(2..=30))]
        depth: i32,
        /// Search depth of the check (deeper than --depth)
        #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(i32).range(3..=32))]
        verify_depth: i32,
        /// Most self-play games to look at
        #[arg(long, default_value_t = 100_000)]
        games: usize,
        /// Take the positions of this sled store's finished games instead of self-play
        #[arg(long)]
        store: Option<PathBuf>,
        /// Do without the 4-piece endgame tables (built in memory first otherwise: seconds on
        /// 8x8, one to two minutes on 10x10, about 9 minutes for Frisian)
        #[arg(long)]
        no_tables: bool,
        /// Where to write the puzzle file (`-` for stdout)
        #[arg(long, default_value = "-")]
        out: PathBuf,
    },
    /// Read a puzzle file and replay every puzzle's line
    Check {
        #[arg(value_parser = variant_arg, help = damero::terminal::variant_help("The variant"))]
        variant: Variant,
        /// The file
        file: PathBuf,
    },
}

impl Puzzles {
    /// Run the action.
    ///
    /// # Errors
    /// Bad arguments, a file or store that cannot be read or written, a malformed file.
    pub fn run(&self, out: &mut dyn Write) -> anyhow::Result<()> {
        match &self.action {
            Action::Check { variant, file } => {
                let text = std::fs::read_to_string(file)
                    .with_context(|| format!("cannot read {}", file.display()))?;
                let puzzles = damero_puzzles::read(*variant, &text)
                    .with_context(|| format!("{} is not a valid puzzle file", file.display()))?;
                // What the shipped files are held to: a choice at the first move, and the
                // gain on the board when the line ends.
                let mut weak = Vec::new();
                for p in &puzzles {
                    let start = p
                        .position(*variant)
                        .map_err(|e| anyhow::anyhow!("{}: {e}", p.id))?;
                    if start.legal_moves().len() < 2 {
                        weak.push(format!("{} (its first move is forced)", p.id));
                    } else if p
                        .gain_shown(*variant)
                        .map_err(|e| anyhow::anyhow!("{}: {e}", p.id))?
                        .is_none()
                    {
                        weak.push(format!("{} (its line ends with nothing won)", p.id));
                    }
                }
                anyhow::ensure!(
                    weak.is_empty(),
                    "{} of {} puzzles in {} would not be shipped: {}",
                    weak.len(),
                    puzzles.len(),
                    file.display(),
                    weak.join(", ")
                );
                writeln!(
                    out,
                    "{} puzzles, every line plays and ends with its gain on the board",
                    puzzles.len()
                )?;
                Ok(())
            }
            Action::Mine {
                variant,
                count,
                seed,
                depth,
                verify_depth,
                games,
                store,
                no_tables,
                out: path,
            } => {
                anyhow::ensure!(
                    verify_depth > depth,
                    "--verify-depth ({verify_depth}) must be deeper than --depth ({depth})"
                );
                let stored = store.as_deref().map(finished_games).transpose()?;
                let tables = (!no_tables && egtb::supported(*variant))
                    .then(|| Tablebase::build(*variant, RUNTIME_PIECES, |_| {}).ok())
                    .flatten()
                    .map(Arc::new);
                let opts = MineOptions {
                    variant: *variant,
                    seed: *seed,
                    count: *count,
                    depth: *depth,
                    verify_depth: *verify_depth,
                    games: *games,
                    tables,
                };
                let started = Instant::now();
                let report = |m: &Mined| {
                    eprintln!(
                        "{} puzzles ({} lines found, {} refused by the deeper check) from {} positions of {} games, {:.0} s",
                        m.puzzles.len(),
                        m.found,
                        m.refused,
                        m.positions,
                        m.games,
                        started.elapsed().as_secs_f64()
                    );
                };
                let mined = match stored {
                    None => mine(&opts, report),
                    Some(stored) => mine_games(&opts, &stored, report),
                };
                report(&mined);
                let text = damero_puzzles::write(*variant, &mined.puzzles);
                if path.as_os_str() == "-" {
                    out.write_all(text.as_bytes())?;
                } else {
                    std::fs::write(path, text)
                        .with_context(|| format!("cannot write {}", path.display()))?;
                }
                Ok(())
            }
        }
    }
}

/// The finished games of a sled store, replayed.
fn finished_games(dir: &std::path::Path) -> anyhow::Result<Vec<damero_rules::Game>> {
    anyhow::ensure!(dir.is_dir(), "there is no store at {}", dir.display());
    let store = damero_storage::SledStore::open(dir)
        .with_context(|| format!("cannot open the store at {}", dir.display()))?;
    let mut out = Vec::new();
    for record in store
        .finished_games()
        .context("cannot read the finished games")?
    {
        out.push(
            record
                .replay()
                .with_context(|| format!("game {} does not replay", record.id))?,
        );
    }
    Ok(out)
}
