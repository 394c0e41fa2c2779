//! `damero bench [VARIANT...] [--depth D] [--threads N]`: the engine's speed benchmark (see
//! `damero_lab::bench`).

use std::io::Write;
use std::time::Duration;

use damero_lab::bench;
use damero_rules::Variant;

use super::variant_arg;

/// Search the bench positions to a fixed depth: nodes, time and nodes per second per position
/// and in total. The total node count is a signature of the search (the same on every machine).
#[derive(Debug, clap::Args)]
pub struct Bench {
    /// Variants to bench (default: spanish, english, turkish, international)
    #[arg(value_parser = variant_arg)]
    variants: Vec<Variant>,
    /// Search depth
    #[arg(long, default_value_t = bench::DEFAULT_DEPTH, value_parser = clap::value_parser!(u32).range(1..=30))]
    depth: u32,
    /// Learned weight files to use instead of the shipped ones (from `damero learn fit`)
    #[arg(long)]
    weights: Vec<std::path::PathBuf>,
    /// Threads per search (lazy SMP). With more than one the node counts vary from run to run
    /// and there is no signature: compare the times to the depth
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..=64))]
    threads: u16,
}

fn nps(nodes: u64, time: Duration) -> u64 {
    let secs = time.as_secs_f64();
    if secs > 0.0 {
        (nodes as f64 / secs) as u64
    } else {
        0
    }
}

impl Bench {
    /// Search and print.
    ///
    /// # Errors
    /// A variant without bench positions, or failing to write.
    pub fn run(&self, out: &mut dyn Write) -> anyhow::Result<()> {
        let evaluation = super::use_weights(&self.weights)?;
        let variants = if self.variants.is_empty() {
            bench::VARIANTS.to_vec()
        } else {
            self.variants.clone()
        };
        let mut sets = Vec::new();
        for &variant in &variants {
            let Some(text) = bench::shipped(variant) else {
                let names: Vec<&str> = bench::VARIANTS.iter().map(|v| v.name()).collect();
                anyhow::bail!(
                    "there are no bench positions for {variant}; benched variants: {}",
                    names.join(", ")
                );
            };
            let positions = bench::parse(variant, text).map_err(anyhow::Error::msg)?;
            sets.push((variant, positions));
        }
        let (mut nodes, mut time) = (0u64, Duration::ZERO);
        for (variant, positions) in &sets {
            let (mut v_nodes, mut v_time) = (0u64, Duration::ZERO);
            for (i, position) in positions.iter().enumerate() {
                let s = bench::search(position, self.depth, self.threads.into(), &evaluation);
                writeln!(
                    out,
                    "{variant} {:>2}: nodes {:>10} time {:>6} ms score {:+} fen {}",
                    i + 1,
                    s.nodes,
                    s.time.as_millis(),
                    s.score,
                    position.fen()
                )?;
                out.flush()?;
                v_nodes += s.nodes;
                v_time += s.time;
            }
            writeln!(
                out,
                "{variant}: {} positions, depth {}, nodes {v_nodes}, time {} ms, {} nodes/s",
                positions.len(),
                self.depth,
                v_time.as_millis(),
                nps(v_nodes, v_time)
            )?;
            nodes += v_nodes;
            time += v_time;
        }
        writeln!(
            out,
            "total: depth {}, nodes {nodes}, time {} ms, {} nodes/s",
            self.depth,
            time.as_millis(),
            nps(nodes, time)
        )?;
        if self.threads == 1 {
            writeln!(out, "signature {nodes}")?;
        } else {
            writeln!(
                out,
                "threads {}: no signature (node counts vary with more than one thread)",
                self.threads
            )?;
        }
        out.flush()?;
        Ok(())
    }
}
