//! `damero analyse VARIANT FEN [--movetime MS] [--depth D] [--level N]`: search one position.

use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use damero_engine::protocol::pv_text;
use damero_engine::{Engine, Limits, Options, Situation, Thought};
use damero_rules::Variant;

use super::{position_arg, variant_arg};

/// The deepest search `--depth` asks for. Two seconds reach about 14 plies; without a move
/// time a deeper search would not end in any useful time.
const MAX_DEPTH: u32 = 40;

/// Search a position: one `info` line per completed depth, then the best move, score, depth,
/// nodes and principal variation.
#[derive(Debug, clap::Args)]
pub struct Analyse {
    #[arg(value_parser = variant_arg, help = damero::terminal::variant_help("The variant"))]
    variant: Variant,
    /// The position (FEN, or `start`)
    fen: String,
    /// Thinking time in milliseconds (default 2000 when no depth is given)
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..=86_400_000))]
    movetime: Option<u64>,
    /// Search depth in plies, 1-40
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=i64::from(MAX_DEPTH)))]
    depth: Option<u32>,
    /// Playing level 1-10
    #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u8).range(1..=10))]
    level: u8,
}

fn score_text(t: &Thought) -> String {
    let plies = |n: i32| {
        if n == 1 {
            "1 ply".to_string()
        } else {
            format!("{n} plies")
        }
    };
    match t.mate_in() {
        Some(n) if n > 0 => format!("win in {}", plies(n)),
        Some(n) => format!("loss in {}", plies(-n)),
        None => format!("{:+.2}", f64::from(t.score) / 100.0),
    }
}

impl Analyse {
    /// Think and print. A reader that goes away stops the search at its next completed depth.
    ///
    /// # Errors
    /// A bad FEN, or failing to write.
    pub fn run(&self, out: &mut dyn Write) -> anyhow::Result<()> {
        let position = position_arg(self.variant, Some(&self.fen))?;
        let default_time = self.depth.is_none().then_some(Duration::from_secs(2));
        let limits = Limits {
            movetime: self.movetime.map(Duration::from_millis).or(default_time),
            depth: self.depth,
            nodes: None,
            maxtime: None,
        };
        let mut engine = Engine::new(16);
        let stop = AtomicBool::new(false);
        let mut progress = Ok(());
        let t = engine.think_with(
            &Situation::new(&position),
            &limits,
            // Analysis: a position with one legal move is searched as deep as any other.
            &Options::level(self.level).for_analysis(),
            &stop,
            |t| {
                if progress.is_err() {
                    return;
                }
                progress = writeln!(
                    out,
                    "info depth {} seldepth {} score {} nodes {} time {:.3} pv {}",
                    t.depth,
                    t.seldepth,
                    t.score,
                    t.nodes,
                    t.elapsed.as_secs_f64(),
                    pv_text(&position, &t.pv).join(" ")
                )
                .and_then(|()| out.flush());
                if progress.is_err() {
                    stop.store(true, Ordering::Relaxed);
                }
            },
        );
        progress?;
        let Some(best) = t.best else {
            writeln!(out, "no legal move: {} has lost", position.turn())?;
            return Ok(());
        };
        let secs = t.elapsed.as_secs_f64().max(1e-9);
        writeln!(out, "bestmove {}", pv_text(&position, &[best]).join(""))?;
        writeln!(
            out,
            "score {} ({} for {})",
            t.score,
            score_text(&t),
            position.turn()
        )?;
        writeln!(out, "depth {} seldepth {}", t.depth, t.seldepth)?;
        writeln!(
            out,
            "nodes {} time {:.3} nps {:.0}",
            t.nodes,
            secs,
            t.nodes as f64 / secs
        )?;
        writeln!(out, "pv {}", pv_text(&position, &t.pv).join(" "))?;
        out.flush()?;
        Ok(())
    }
}
