//! `damero perft VARIANT DEPTH [--fen FEN]`: count the leaves of the move tree at each depth.

use std::io::Write;
use std::time::Instant;

use damero_rules::Variant;

use super::{position_arg, variant_arg};

/// The deepest perft asked for: far past what finishes (Spanish depth 11 takes about a second
/// in a release build, and every ply multiplies the time by about eight).
const MAX_DEPTH: u32 = 30;

/// Count move-tree leaves from a position, one line per depth: `depth=D nodes=N time=S nps=X`.
#[derive(Debug, clap::Args)]
pub struct Perft {
    #[arg(value_parser = variant_arg, help = damero::terminal::variant_help("The variant"))]
    variant: Variant,
    /// Deepest ply to count, 1-30 (each depth from 1 is printed)
    #[arg(value_parser = clap::value_parser!(u32).range(1..=i64::from(MAX_DEPTH)))]
    depth: u32,
    /// Start from this position instead of the variant's start
    #[arg(long)]
    fen: Option<String>,
}

impl Perft {
    /// Count and print, flushing after every depth.
    ///
    /// # Errors
    /// A bad FEN, or failing to write.
    pub fn run(&self, out: &mut dyn Write) -> anyhow::Result<()> {
        let position = position_arg(self.variant, self.fen.as_deref())?;
        for depth in 1..=self.depth {
            let start = Instant::now();
            let nodes = position.perft(depth);
            let secs = start.elapsed().as_secs_f64();
            let nps = if secs > 0.0 {
                (nodes as f64 / secs) as u64
            } else {
                0
            };
            writeln!(out, "depth={depth} nodes={nodes} time={secs:.3} nps={nps}")?;
            out.flush()?;
        }
        Ok(())
    }
}
