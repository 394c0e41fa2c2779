//! `damero render`: a board as PNG, or a PDN game as an animated GIF.

use std::path::PathBuf;

use anyhow::Context;
use clap::Args;
use damero_render::{GifOptions, Orientation, Renderer, Theme, View};
use damero_rules::Variant;

use crate::cmd_rules::{position_arg, variant_arg};

/// `damero render VARIANT [FEN] -o FILE.png [--flip] [--theme T] [--size N]`, or
/// `damero render VARIANT --gif GAME.pdn -o FILE.gif`.
#[derive(Debug, Args)]
pub struct RenderArgs {
    /// Variant name (also the default for a PDN that names none)
    #[arg(value_parser = variant_arg)]
    pub variant: Variant,
    /// The position (FEN); the variant's start when left out
    pub fen: Option<String>,
    /// Where to write the picture
    #[arg(short, long)]
    pub output: PathBuf,
    /// Draw the board from Black's side
    #[arg(long)]
    pub flip: bool,
    /// Colours: wood, slate or green
    #[arg(long, default_value = "wood", value_parser = |s: &str| s.parse::<Theme>().map_err(|e| e.to_string()))]
    pub theme: Theme,
    /// Picture width and height in pixels
    #[arg(long, default_value_t = Renderer::DEFAULT_SIZE)]
    pub size: u32,
    /// Leave out square numbers
    #[arg(long)]
    pub no_numbers: bool,
    /// Write an animated GIF of the game in this PDN file (one frame per ply)
    #[arg(long, value_name = "PDN")]
    pub gif: Option<PathBuf>,
    /// With --gif: milliseconds per ply
    #[arg(long, default_value_t = 1000)]
    pub delay: u32,
}

/// Run `render`.
pub fn run(args: &RenderArgs) -> anyhow::Result<()> {
    let renderer = Renderer::new(args.size)?;
    let view = View {
        orientation: if args.flip {
            Orientation::Black
        } else {
            Orientation::White
        },
        theme: args.theme,
        last_move: None,
        numbers: !args.no_numbers,
    };
    let bytes = match &args.gif {
        Some(pdn) => {
            let text = std::fs::read_to_string(pdn)
                .with_context(|| format!("reading {}", pdn.display()))?;
            let imported = damero_rules::pdn::import(&text, Some(args.variant))?;
            let options = GifOptions {
                delay_ms: args.delay,
                ..GifOptions::default()
            };
            renderer.game_gif(&imported.game, &view, &options)?
        }
        None => {
            let position = position_arg(args.variant, args.fen.as_deref())?;
            renderer.png(&position, &view)?
        }
    };
    std::fs::write(&args.output, &bytes)
        .with_context(|| format!("writing {}", args.output.display()))?;
    println!("wrote {} ({} bytes)", args.output.display(), bytes.len());
    Ok(())
}
