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
        numbers: !args.no_numbers,
        ..View::default()
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

#[cfg(test)]
mod tests {
    use super::*;

    fn args(output: PathBuf) -> RenderArgs {
        RenderArgs {
            variant: Variant::Spanish,
            fen: None,
            output,
            flip: true,
            theme: Theme::Slate,
            size: 200,
            no_numbers: false,
            gif: None,
            delay: 500,
        }
    }

    #[test]
    fn render_writes_a_png_and_a_gif_from_pdn() -> anyhow::Result<()> {
        let dir = std::env::temp_dir().join(format!("damero-render-{}", std::process::id()));
        std::fs::create_dir_all(&dir)?;
        let png = dir.join("board.png");
        run(&args(png.clone()))?;
        assert!(std::fs::read(&png)?.starts_with(b"\x89PNG"));
        let pdn = dir.join("game.pdn");
        std::fs::write(&pdn, "[GameType \"24\"]\n1. 10-13 22-18 2. 13x22 27x18 *\n")?;
        let gif = dir.join("game.gif");
        run(&RenderArgs {
            gif: Some(pdn),
            output: gif.clone(),
            ..args(PathBuf::new())
        })?;
        assert!(std::fs::read(&gif)?.starts_with(b"GIF89a"));
        let bad = RenderArgs {
            fen: Some("W:W99".into()),
            ..args(dir.join("bad.png"))
        };
        assert!(run(&bad).is_err());
        std::fs::remove_dir_all(&dir)?;
        Ok(())
    }
}
