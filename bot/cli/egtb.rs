//! `damero egtb build --variant V --pieces N --out DIR` and `damero egtb probe`: the endgame
//! databases (see `damero_engine::egtb` for the format; `damero_lab::tables` keeps the files).

use std::io::Write;
use std::path::PathBuf;
use std::time::Instant;

use damero_engine::egtb::{self, Tablebase, Value};
use damero_engine::protocol::pv_text;
use damero_lab::tables::{self, RUNTIME_PIECES};
use damero_rules::Variant;

use super::{position_arg, variant_arg};

/// Build or query an endgame database
#[derive(Debug, clap::Args)]
pub struct Egtb {
    #[command(subcommand)]
    action: Action,
}

#[derive(Debug, clap::Subcommand)]
enum Action {
    /// Build a variant's database by retrograde analysis and write it to DIR
    Build {
        #[arg(long, value_parser = variant_arg, help = damero::terminal::variant_help("The variant (an 8x8 one with diagonal moves, international, frisian or huff10)"))]
        variant: Variant,
        /// Most pieces on the board (both sides)
        #[arg(long, default_value_t = RUNTIME_PIECES, value_parser = clap::value_parser!(u8).range(2..=i64::from(egtb::MAX_PIECES)))]
        pieces: u8,
        /// Directory for the file (`<variant>-<pieces>.dmtb`)
        #[arg(long)]
        out: PathBuf,
        /// Print each material's figures as it is solved
        #[arg(long)]
        verbose: bool,
    },
    /// Look up a position (a FEN) in a database file of DIR, with every move's value
    Probe {
        #[arg(long, value_parser = variant_arg, help = damero::terminal::variant_help("The variant"))]
        variant: Variant,
        /// Most pieces of the file to read
        #[arg(long, default_value_t = RUNTIME_PIECES, value_parser = clap::value_parser!(u8).range(2..=i64::from(egtb::MAX_PIECES)))]
        pieces: u8,
        /// Directory holding the file
        #[arg(long)]
        dir: PathBuf,
        /// The position
        fen: String,
    },
}

fn describe(v: Value) -> String {
    match v {
        Value::Win(d) => format!("win in {d} plies"),
        Value::Loss(d) => format!("loss in {d} plies"),
        Value::Draw => "draw".to_owned(),
    }
}

impl Egtb {
    /// Run the action.
    ///
    /// # Errors
    /// A variant without databases, a file that cannot be read or written, a bad FEN.
    pub fn run(&self, out: &mut dyn Write) -> anyhow::Result<()> {
        match &self.action {
            Action::Build {
                variant,
                pieces,
                out: dir,
                verbose,
            } => {
                let mut failed = None;
                let tb = Tablebase::build(*variant, *pieces, |line| {
                    if *verbose && failed.is_none() {
                        if let Err(e) = writeln!(out, "{line}").and_then(|()| out.flush()) {
                            failed = Some(e);
                        }
                    }
                })?;
                if let Some(e) = failed {
                    return Err(e.into());
                }
                let path = tables::write(&tb, dir)?;
                writeln!(
                    out,
                    "{variant}: up to {pieces} pieces, {} materials, {} bytes, built in {:.1} s, written to {}",
                    tb.slice_count(),
                    tb.bytes(),
                    tb.build_time.as_secs_f64(),
                    path.display()
                )?;
            }
            Action::Probe {
                variant,
                pieces,
                dir,
                fen,
            } => {
                let position = position_arg(*variant, Some(fen))?;
                let start = Instant::now();
                let tb = tables::read(dir, *variant, *pieces)?;
                let read = start.elapsed();
                let board = position.board().convert::<u64>();
                let Some(value) = egtb::probe_position(&tb, &position) else {
                    anyhow::bail!(
                        "the position has {} pieces; this database holds up to {pieces}",
                        position.board().occupied().count_ones()
                    );
                };
                writeln!(
                    out,
                    "{}: {} for {} (file read in {} ms)",
                    position.fen(),
                    describe(value),
                    position.turn(),
                    read.as_millis()
                )?;
                for (mv, v) in tb.rank_moves(&board, position.turn(), position.king_runs()) {
                    let mv = damero_rules::Move::from_raw(&mv);
                    writeln!(
                        out,
                        "  {}: {}",
                        pv_text(&position, &[mv]).join(""),
                        describe(v)
                    )?;
                }
            }
        }
        Ok(())
    }
}
