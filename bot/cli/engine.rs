//! `damero engine [--level N] [--threads N] [--hash MIB] [--tables DIR]`: the engine's line
//! protocol (`engine/PROTOCOL.md`) on stdin/stdout. The protocol itself lives in
//! `damero_engine::protocol`.

use std::io::{BufRead, Write};
use std::sync::Arc;

use damero_engine::egtb::{self, Tablebase};
use damero_engine::protocol::Protocol;
use damero_engine::Options;
use damero_lab::tables::{self, RUNTIME_PIECES};
use damero_rules::Variant;

/// Speak the line protocol until `quit` or the end of input.
#[derive(Debug, clap::Args)]
pub struct EngineTool {
    /// Playing level 1-10 (the `level` command changes it)
    #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u8).range(1..=10))]
    level: u8,
    /// Learned weight files (from `damero learn fit`) to use instead of the shipped ones, for
    /// testing new weights against the shipped ones with `damero match --sprt` (families
    /// without a file here use the hand-written evaluation)
    #[arg(long)]
    weights: Vec<std::path::PathBuf>,
    /// Threads a search may use (levels 6-10; lazy SMP over one shared table)
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..=64))]
    threads: u16,
    /// Transposition table size in MiB (1-4096; by default each level has its own: 4 MiB from
    /// level 7, else 1)
    #[arg(long, value_parser = clap::value_parser!(u16).range(1..=4096))]
    hash: Option<u16>,
    /// Probe the endgame tables found in DIR (`<variant>-4.dmtb` files from `damero egtb
    /// build`), each in games of its variant; without it the engine probes none
    #[arg(long, value_name = "DIR")]
    tables: Option<std::path::PathBuf>,
}

/// Every variant's table of [`RUNTIME_PIECES`] pieces kept in `dir` (variants without a file
/// there have none).
///
/// # Errors
/// A file there that is not a table, or no table at all (a mistyped directory would otherwise
/// quietly play without them).
fn tables_in(dir: &std::path::Path) -> anyhow::Result<Vec<Arc<Tablebase>>> {
    let mut found = Vec::new();
    for v in Variant::ALL.into_iter().filter(|&v| egtb::supported(v)) {
        if tables::file_path(dir, v, RUNTIME_PIECES).exists() {
            found.push(Arc::new(tables::read(dir, v, RUNTIME_PIECES)?));
        }
    }
    anyhow::ensure!(
        !found.is_empty(),
        "no endgame tables in {} (make them with `damero egtb build --variant V --out DIR`)",
        dir.display()
    );
    Ok(found)
}

impl EngineTool {
    /// Run a session on `input` and `out`.
    ///
    /// # Errors
    /// Failing to read the input or write the answers.
    pub fn run(&self, input: impl BufRead, out: &mut dyn Write) -> anyhow::Result<()> {
        let evaluation = super::use_weights(&self.weights)?;
        let protocol = Protocol::with_evaluation(
            Options::level(self.level).with_threads(self.threads.into()),
            evaluation,
        )
        .with_tables(match &self.tables {
            Some(dir) => tables_in(dir)?,
            None => Vec::new(),
        });
        match self.hash {
            Some(mb) => protocol.with_hash_mb(mb.into()),
            None => protocol,
        }
        .run(input, out)?;
        Ok(())
    }
}
