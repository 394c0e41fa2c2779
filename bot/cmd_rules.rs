//! The rule subcommands: `perft`, `moves`, `replay`.

use std::io::Write;
use std::time::Instant;

use anyhow::{bail, Context};
use clap::Args;
use damero_rules::notation::{move_text, square_name};
use damero_rules::{Game, Notation, Position, Variant};

/// Parse a variant name with the list of known names on failure.
pub fn variant_arg(s: &str) -> Result<Variant, String> {
    s.parse::<Variant>().map_err(|e| e.to_string())
}

/// `start`/`startpos` or a FEN.
pub fn position_arg(variant: Variant, fen: Option<&str>) -> anyhow::Result<Position> {
    match fen.map(str::trim) {
        None | Some("start" | "startpos" | "") => Ok(Position::start(variant)),
        Some(text) => Position::from_fen(variant, text).map_err(anyhow::Error::from),
    }
}

/// `damero perft VARIANT DEPTH [--fen FEN]`
#[derive(Debug, Args)]
pub struct PerftArgs {
    /// Variant name (spanish, czech, turkish, huff10, huff12, english, international, russian, brazilian, italian, pool)
    #[arg(value_parser = variant_arg)]
    pub variant: Variant,
    /// Deepest ply to count (each depth from 1 is printed)
    #[arg(value_parser = clap::value_parser!(u32).range(0..=30))]
    pub depth: u32,
    /// Start from this position instead of the variant's start
    #[arg(long)]
    pub fen: Option<String>,
}

/// Run `perft`: one line per depth, `depth=D nodes=N time=S nps=X`.
pub fn perft(args: &PerftArgs) -> anyhow::Result<()> {
    let position = position_arg(args.variant, args.fen.as_deref())?;
    let mut out = std::io::stdout().lock();
    for depth in 1..=args.depth {
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

/// `damero moves VARIANT FEN [--notation numeric|algebraic] [--json]`
#[derive(Debug, Args)]
pub struct MovesArgs {
    /// Variant name
    #[arg(value_parser = variant_arg)]
    pub variant: Variant,
    /// Position as FEN (`W:W21,22,K5:B1,2`), or `start`
    pub fen: String,
    /// Square notation for the output (default: the variant's own)
    #[arg(long)]
    pub notation: Option<Notation>,
    /// Print a JSON array of {"path": [...], "captures": [...]}
    #[arg(long)]
    pub json: bool,
}

/// Run `moves`.
pub fn moves(args: &MovesArgs) -> anyhow::Result<()> {
    let position = position_arg(args.variant, Some(&args.fen))?;
    let rules = position.rules();
    let notation = args.notation.unwrap_or(rules.default_notation());
    let details = position.details(false);
    let numeric = notation == Notation::Numeric && rules.numbering.is_some();
    if args.json {
        let square = |sq| -> serde_json::Value {
            let name = square_name(rules, sq, notation);
            if numeric {
                name.parse::<u64>()
                    .map(serde_json::Value::from)
                    .unwrap_or(serde_json::Value::from(name))
            } else {
                serde_json::Value::from(name)
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
        println!("{}", serde_json::Value::Array(list));
    } else {
        for d in &details {
            println!("{}", move_text(rules, d, notation));
        }
    }
    Ok(())
}

/// `damero replay VARIANT [--fen FEN] MOVE...`
#[derive(Debug, Args)]
pub struct ReplayArgs {
    /// Variant name
    #[arg(value_parser = variant_arg)]
    pub variant: Variant,
    /// Start from this position instead of the variant's start
    #[arg(long)]
    pub fen: Option<String>,
    /// Moves (`11-15`, `11x18x25`, `c3-d4`); `huff:SQ` huffs in the huff games
    #[arg(allow_hyphen_values = true)]
    pub moves: Vec<String>,
}

/// Run `replay`: each move in full notation, then `fen:` and `result:`.
pub fn replay(args: &ReplayArgs) -> anyhow::Result<()> {
    let position = position_arg(args.variant, args.fen.as_deref())?;
    let notation = position.rules().default_notation();
    let mut game = Game::from_position(position);
    let mut out = std::io::stdout().lock();
    for (i, text) in args.moves.iter().enumerate() {
        let number = i + 1;
        if let Some(sq) = text.trim().strip_prefix("huff:") {
            let huffed = game
                .huff_text(sq)
                .with_context(|| format!("move {number} ({text})"))?;
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
                bail!("move {number} ({}): {e}", text.trim());
            }
        }
    }
    writeln!(out, "fen: {}", game.position().fen())?;
    match game.outcome() {
        Some(outcome) => writeln!(out, "result: {outcome}")?,
        None => writeln!(out, "result: ongoing")?,
    }
    Ok(())
}
