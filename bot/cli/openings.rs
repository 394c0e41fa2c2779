//! `damero openings VARIANT [--plies P] [--depth D] [--max-score S] [--count N] [--seed X]
//! [--fen] [--extend PLIES]`: make balanced openings (the files in `lab/openings/`) or bench
//! positions (`lab/bench/`).

use std::io::Write;

use damero_lab::openings::{self, Recipe};
use damero_rules::Variant;

use super::variant_arg;

/// Make distinct random opening lines whose shallow-search score is near equality, one per
/// line with its score as a comment; or, with `--fen`, the positions after them (played on for
/// `--extend` plies by the engine at depth 4 for middlegames).
#[derive(Debug, clap::Args)]
pub struct Openings {
    #[arg(value_parser = variant_arg, help = damero::terminal::variant_help("The variant"))]
    variant: Variant,
    /// Plies in each opening
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u32).range(1..=40))]
    plies: u32,
    /// Search depth of the balance check
    #[arg(long, default_value_t = 6, value_parser = clap::value_parser!(u32).range(1..=20))]
    depth: u32,
    /// Largest score (hundredths of a man, either side) of a kept opening
    #[arg(long, default_value_t = 20, value_parser = clap::value_parser!(i32).range(0..=10_000))]
    max_score: i32,
    /// Openings wanted
    #[arg(long, default_value_t = 100, value_parser = clap::value_parser!(u32).range(1..=100_000))]
    count: u32,
    /// Seed of the random lines
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Print each opening's position as a FEN instead of its moves
    #[arg(long)]
    fen: bool,
    /// With --fen: play on this many plies (engine at depth 4) before printing
    #[arg(long, default_value_t = 0, requires = "fen", value_parser = clap::value_parser!(u32).range(0..=200))]
    extend: u32,
}

impl Openings {
    /// Make and print the openings.
    ///
    /// # Errors
    /// Failing to write.
    pub fn run(&self, out: &mut dyn Write) -> anyhow::Result<()> {
        let recipe = Recipe {
            plies: self.plies as usize,
            depth: self.depth,
            max_score: self.max_score,
            count: self.count as usize,
            seed: self.seed,
        };
        let made = openings::generate(self.variant, &recipe);
        for (line, score) in &made {
            if self.fen {
                let game = openings::game_after(self.variant, line);
                let game = openings::extend(game, self.extend as usize, 4);
                writeln!(out, "{}", game.position().fen())?;
            } else {
                writeln!(
                    out,
                    "{}  # {score:+}",
                    openings::line_text(self.variant, line)
                )?;
            }
        }
        if made.len() < recipe.count {
            writeln!(
                out,
                "# only {} of {} found: allow a larger --max-score or fewer --plies",
                made.len(),
                recipe.count
            )?;
        }
        out.flush()?;
        Ok(())
    }
}
