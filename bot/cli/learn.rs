//! `damero learn selfplay|fit`: the tools that make the learned evaluation's weights (see
//! `damero_engine::learned`, `damero_lab::selfplay` and `damero_lab::fit`).
//!
//! ```text
//! damero learn selfplay international --games 20000 --nodes 3000 --out intl.dmd
//! damero learn fit intl.dmd --out engine/weights/flying10.dmw
//! ```

use std::fs::File;
use std::io::{BufReader, BufWriter, Write};
use std::path::PathBuf;
use std::time::Instant;

use damero_engine::learned::Family;
use damero_lab::fit::{self, Settings};
use damero_lab::selfplay::{self, Plan};
use damero_rules::Variant;

use super::variant_arg;

/// Make training data from self-play, or fit weights to it.
#[derive(Debug, clap::Args)]
pub struct Learn {
    #[command(subcommand)]
    what: What,
}

#[derive(Debug, clap::Subcommand)]
enum What {
    /// Play games against itself and write their quiet positions with the results and search scores
    Selfplay(SelfPlay),
    /// Fit a family's weights to training data (logistic regression of the results)
    Fit(Fit),
}

#[derive(Debug, clap::Args)]
struct SelfPlay {
    #[arg(value_parser = variant_arg, help = damero::terminal::variant_help("The variant"))]
    variant: Variant,
    /// Games to play
    #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u64).range(1..))]
    games: u64,
    /// Node budget per move
    #[arg(long, default_value_t = 3000, value_parser = clap::value_parser!(u64).range(1..))]
    nodes: u64,
    /// Random plies at the start of each game
    #[arg(long, default_value_t = 6)]
    random_plies: usize,
    /// Seed of the first game
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Games played side by side
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..=256))]
    threads: u16,
    /// The data file to write
    #[arg(long)]
    out: PathBuf,
    /// Play with these learned weight files instead of the shipped ones (a second round of
    /// data from a better player)
    #[arg(long, conflicts_with = "hand")]
    weights: Vec<PathBuf>,
    /// Play with the hand-written evaluation (the first round of data)
    #[arg(long)]
    hand: bool,
}

#[derive(Debug, clap::Args)]
struct Fit {
    /// Training data files (from `damero learn selfplay`), all of one family
    #[arg(required = true)]
    data: Vec<PathBuf>,
    /// The weight file to write
    #[arg(long)]
    out: PathBuf,
    /// Passes over the data
    #[arg(long, default_value_t = 30, value_parser = clap::value_parser!(u16).range(1..))]
    epochs: u16,
    /// L2 penalty on pattern weights
    #[arg(long, default_value_t = 2e-7)]
    l2: f64,
    /// Adam's step size (centi-men)
    #[arg(long, default_value_t = 1.0)]
    rate: f64,
    /// Share of the data held out to validate
    #[arg(long, default_value_t = 0.05)]
    holdout: f64,
    /// Weight of the game's result in each position's target, from 0 to 1; the rest is the
    /// self-play search's score of the position (files made before scores were kept: results
    /// alone)
    #[arg(long, default_value_t = 1.0)]
    lambda: f64,
}

impl Learn {
    /// Run the chosen tool.
    ///
    /// # Errors
    /// A file that cannot be read or written, data of the wrong kind, bad settings.
    pub fn run(&self, out: &mut dyn Write) -> anyhow::Result<()> {
        match &self.what {
            What::Selfplay(s) => s.run(out),
            What::Fit(f) => f.run(out),
        }
    }
}

impl SelfPlay {
    fn run(&self, out: &mut dyn Write) -> anyhow::Result<()> {
        if Family::of(self.variant.rules()).is_none() {
            let with: Vec<&str> = Variant::ALL
                .into_iter()
                .filter(|v| Family::of(v.rules()).is_some())
                .map(Variant::name)
                .collect();
            anyhow::bail!(
                "{} has no learned evaluation; the variants with one are {}",
                self.variant,
                with.join(", ")
            );
        }
        let evaluation = if self.hand {
            damero_engine::Evaluation::hand()
        } else {
            super::use_weights(&self.weights)?
        };
        let file = File::create(&self.out)
            .map_err(|e| anyhow::anyhow!("cannot write {}: {e}", self.out.display()))?;
        let mut file = BufWriter::new(file);
        let plan = Plan {
            evaluation,
            variant: self.variant,
            games: self.games,
            nodes: self.nodes,
            random_plies: self.random_plies,
            seed: self.seed,
            threads: usize::from(self.threads),
        };
        let start = Instant::now();
        let every = (self.games / 20).max(1);
        let n = selfplay::generate(&plan, &mut file, &|games, positions| {
            if games % every == 0 || games == plan.games {
                eprintln!(
                    "{games}/{} games, {positions} positions, {:.0} s",
                    plan.games,
                    start.elapsed().as_secs_f64()
                );
            }
        })
        .map_err(|e| anyhow::anyhow!("cannot write {}: {e}", self.out.display()))?;
        writeln!(
            out,
            "{} games of {}, {n} positions, {:.1} s, written to {}",
            self.games,
            self.variant,
            start.elapsed().as_secs_f64(),
            self.out.display()
        )?;
        Ok(())
    }
}

impl Fit {
    fn run(&self, out: &mut dyn Write) -> anyhow::Result<()> {
        if !(0.0..0.5).contains(&self.holdout) {
            anyhow::bail!("--holdout must be at least 0 and below 0.5");
        }
        let rate_ok = self.rate > 0.0 && self.rate.is_finite();
        let l2_ok = self.l2 >= 0.0 && self.l2.is_finite();
        if !(rate_ok && l2_ok) {
            anyhow::bail!("--rate must be above 0 and --l2 at least 0");
        }
        if !(0.0..=1.0).contains(&self.lambda) {
            anyhow::bail!("--lambda must be from 0 to 1");
        }
        let mut family = None;
        let mut samples = Vec::new();
        for path in &self.data {
            let file = File::open(path)
                .map_err(|e| anyhow::anyhow!("cannot read {}: {e}", path.display()))?;
            let (variant, mut s) = selfplay::read(&mut BufReader::new(file))
                .map_err(|e| anyhow::anyhow!("{}: {e}", path.display()))?;
            let f = Family::of(variant.rules()).ok_or_else(|| {
                anyhow::anyhow!("{}: {variant} has no learned evaluation", path.display())
            })?;
            if family.is_some_and(|g| g != f) {
                anyhow::bail!(
                    "{}: the data files are of different families",
                    path.display()
                );
            }
            family = Some(f);
            samples.append(&mut s);
        }
        let family = family.ok_or_else(|| anyhow::anyhow!("no data"))?;
        let settings = Settings {
            epochs: usize::from(self.epochs),
            l2: self.l2,
            rate: self.rate,
            holdout: self.holdout,
            lambda: self.lambda,
            ..Settings::default()
        };
        let start = Instant::now();
        let (weights, report) = fit::fit(family, &samples, &settings, &|epoch, loss| {
            eprintln!(
                "epoch {epoch}: validation loss {loss:.5} ({:.0} s)",
                start.elapsed().as_secs_f64()
            );
        });
        std::fs::write(&self.out, weights.to_bytes())
            .map_err(|e| anyhow::anyhow!("cannot write {}: {e}", self.out.display()))?;
        writeln!(
            out,
            "{}: {} training and {} validation positions, K {:.1}",
            family.name(),
            report.train,
            report.valid,
            report.k
        )?;
        writeln!(
            out,
            "validation loss: hand-written {:.5}, fitted {:.5} (best epoch of {})",
            report.hand_loss,
            report.fitted_loss,
            report.epochs.len()
        )?;
        for (name, w) in damero_engine::learned::SCALARS.iter().zip(&weights.scalars) {
            writeln!(
                out,
                "  {name:<14} opening {:>7.1}  ending {:>7.1}",
                f64::from(w[0]) / 16.0,
                f64::from(w[1]) / 16.0
            )?;
        }
        let nonzero = weights.patterns.iter().filter(|&&w| w != 0).count();
        writeln!(
            out,
            "{nonzero} of {} pattern weights non-zero; written to {}",
            weights.patterns.len(),
            self.out.display()
        )?;
        Ok(())
    }
}
