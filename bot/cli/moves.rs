//! `damero moves VARIANT FEN [--notation numeric|algebraic] [--json]`: the legal moves.

use std::io::Write;

use damero_rules::{move_text, square_name};
use damero_rules::{Notation, Variant};

use super::{position_arg, variant_arg};

/// List the legal moves of a position, one per line or as JSON.
#[derive(Debug, clap::Args)]
pub struct Moves {
    #[arg(value_parser = variant_arg, help = damero::terminal::variant_help("The variant"))]
    variant: Variant,
    /// Position as FEN (`W:W9,10,K28:B14,15,23`), or `start`
    fen: String,
    /// Square notation for the output: numeric or algebraic (default: the variant's own)
    #[arg(long)]
    notation: Option<Notation>,
    /// Print a JSON array of {"path": [...], "captures": [...]}
    #[arg(long)]
    json: bool,
}

impl Moves {
    /// Print the moves.
    ///
    /// # Errors
    /// A bad FEN, or failing to write.
    pub fn run(&self, out: &mut dyn Write) -> anyhow::Result<()> {
        let position = position_arg(self.variant, Some(&self.fen))?;
        let rules = position.rules();
        let notation = self.notation.unwrap_or(rules.default_notation());
        let details = position.details(false);
        if self.json {
            let numeric = notation == Notation::Numeric && rules.numbering.is_some();
            let square = |sq| -> serde_json::Value {
                let name = square_name(rules, sq, notation);
                match name.parse::<u64>() {
                    Ok(n) if numeric => serde_json::Value::from(n),
                    _ => serde_json::Value::from(name),
                }
            };
            let list: Vec<serde_json::Value> = details
                .iter()
                .map(|d| {
                    serde_json::json!({
                        "path": d.path.iter().map(|&s| square(s)).collect::<Vec<_>>(),
                        "captures": d.captures.iter().map(|&s| square(s)).collect::<Vec<_>>(),
                    })
                })
                .collect();
            writeln!(out, "{}", serde_json::Value::Array(list))?;
        } else {
            for d in &details {
                writeln!(out, "{}", move_text(rules, d, notation))?;
            }
        }
        out.flush()?;
        Ok(())
    }
}
