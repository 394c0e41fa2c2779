//! `damero engine [--level N] [--threads N] [--hash MIB]`: the engine's line protocol (`engine/PROTOCOL.md`) on
//! stdin/stdout. The protocol itself lives in `damero_engine::protocol`.

use std::io::{BufRead, Write};

use damero_engine::protocol::Protocol;
use damero_engine::Options;

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
        );
        match self.hash {
            Some(mb) => protocol.with_hash_mb(mb.into()),
            None => protocol,
        }
        .run(input, out)?;
        Ok(())
    }
}
