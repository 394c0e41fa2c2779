//! `damero review FILE.pdn [--depth N] [--out graph.png]`: the engine goes over a game and marks
//! its mistakes and blunders (see `damero_engine::review` for the thresholds).

use std::io::Write;
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;

use damero_engine::protocol::pv_text;
use damero_engine::review::{self, Verdict};
use damero_render::Theme;
use damero_rules::{Color, Variant};

use super::variant_arg;

/// Review a game: every mistake and blunder with the engine's better move, and the evaluation
/// graph as a PNG
#[derive(Debug, clap::Args)]
pub struct Review {
    /// The game (PDN; `-` reads standard input)
    file: PathBuf,
    /// The variant, when the PDN does not name it
    #[arg(long, value_parser = variant_arg)]
    variant: Option<Variant>,
    /// Search depth in plies for every position
    #[arg(long, default_value_t = review::DEFAULT_DEPTH, value_parser = clap::value_parser!(u32).range(1..=30))]
    depth: u32,
    /// Write the evaluation graph here (PNG)
    #[arg(long)]
    out: Option<PathBuf>,
    /// The graph's colours: wood, slate or green
    #[arg(long, default_value = "wood", value_parser = |s: &str| s.parse::<Theme>().map_err(|e| e.to_string()))]
    theme: Theme,
}

fn men(score: i32) -> String {
    format!("{:+.2}", f64::from(score) / 100.0)
}

impl Review {
    /// Review and print.
    ///
    /// # Errors
    /// A file that cannot be read, a PDN that does not parse, a graph that cannot be written.
    pub fn run(&self, out: &mut dyn Write) -> anyhow::Result<()> {
        let text = if self.file.as_os_str() == "-" {
            let mut s = String::new();
            std::io::Read::read_to_string(&mut std::io::stdin(), &mut s)
                .map_err(|e| anyhow::anyhow!("cannot read standard input: {e}"))?;
            s
        } else {
            std::fs::read_to_string(&self.file)
                .map_err(|e| anyhow::anyhow!("cannot read {}: {e}", self.file.display()))?
        };
        let imported = damero_rules::import_pdn(&text, self.variant)
            .map_err(|e| anyhow::anyhow!(super::words::pdn_error(&e)))?;
        let game = imported.game;
        let stop = AtomicBool::new(false);
        let r = review::review(&game, self.depth, &stop);
        let numbers = |ply: usize, color: Color| {
            let n = ply / 2 + 1;
            let first = game.start().turn();
            if color == first {
                format!("{n}.")
            } else {
                format!("{n}...")
            }
        };
        for j in r.marked() {
            let played = pv_text(&j.before, &[j.played]).join("");
            let best = j
                .best
                .map(|b| pv_text(&j.before, &[b]).join(""))
                .unwrap_or_default();
            let what = match j.verdict {
                Verdict::Blunder => "blunder",
                _ => "mistake",
            };
            writeln!(
                out,
                "{} {played} {what} by {} (loses {} men; White's score before {}); better {best}",
                numbers(j.ply, j.color),
                j.color,
                men(j.loss).trim_start_matches('+'),
                men(r.scores[j.ply])
            )?;
        }
        for color in [Color::White, Color::Black] {
            writeln!(
                out,
                "{color}: {} mistakes, {} blunders",
                r.count(color, Verdict::Mistake),
                r.count(color, Verdict::Blunder)
            )?;
        }
        writeln!(
            out,
            "{} plies reviewed at depth {} in {:.1} s",
            r.moves.len(),
            r.depth,
            r.elapsed.as_secs_f64()
        )?;
        if let Some(path) = &self.out {
            let png = damero::referee::review_graph(&r, self.theme)?;
            std::fs::write(path, png)
                .map_err(|e| anyhow::anyhow!("cannot write {}: {e}", path.display()))?;
            writeln!(out, "graph written to {}", path.display())?;
        }
        out.flush()?;
        Ok(())
    }
}
