//! `damero replay VARIANT [--fen FEN] MOVE...`: play moves and print what happened.

use std::io::Write;

use anyhow::{anyhow, bail};
use damero_rules::{move_text, square_name};
use damero_rules::{Game, Variant};

use super::{position_arg, variant_arg, words};

/// Play moves from the start (or a FEN): each move in full notation, then `fen:` and `result:`.
#[derive(Debug, clap::Args)]
pub struct Replay {
    #[arg(value_parser = variant_arg, help = damero::terminal::variant_help("The variant"))]
    variant: Variant,
    /// Start from this position instead of the variant's start
    #[arg(long)]
    fen: Option<String>,
    /// Moves (`11-15`, `11x18x25`, `c3-d4`); `huff:SQ` huffs in the huff games
    #[arg(allow_hyphen_values = true)]
    moves: Vec<String>,
}

impl Replay {
    /// Play and print. The moves before an illegal one are printed, then the error.
    ///
    /// # Errors
    /// A bad FEN, an illegal move (with its number and the reason), or failing to write.
    pub fn run(&self, out: &mut dyn Write) -> anyhow::Result<()> {
        let position = position_arg(self.variant, self.fen.as_deref())?;
        let notation = position.rules().default_notation();
        let mut game = Game::from_position(position);
        for (i, text) in self.moves.iter().enumerate() {
            let number = i + 1;
            if let Some(sq) = text.trim().strip_prefix("huff:") {
                let huffed = game.huff_text(sq).map_err(|e| {
                    anyhow!("{}", words::move_error(number, text, &e, self.variant))
                })?;
                writeln!(
                    out,
                    "huff {}",
                    square_name(game.position().rules(), huffed, notation)
                )?;
                continue;
            }
            let mover = game.turn();
            match game.play_text(text) {
                Ok(detail) => {
                    let faulty = if detail.faulty { " (faulty)" } else { "" };
                    writeln!(
                        out,
                        "{} {}{faulty}",
                        mover.name().to_lowercase(),
                        move_text(game.position().rules(), &detail, notation)
                    )?;
                }
                Err(e) => {
                    out.flush()?;
                    bail!("{}", words::move_error(number, text, &e, self.variant));
                }
            }
        }
        writeln!(out, "fen: {}", game.position().fen())?;
        match game.outcome() {
            Some(outcome) => writeln!(out, "result: {}", words::outcome(outcome, self.variant))?,
            None => writeln!(out, "result: ongoing")?,
        }
        out.flush()?;
        Ok(())
    }
}
