//! `damero render VARIANT [FEN] -o FILE.png`, or `damero render [VARIANT] --gif GAME.pdn -o
//! FILE.gif`: pictures from the command line. `-o -` writes the picture to stdout. A PNG goes
//! to a `.png` file and a GIF to a `.gif` file (or stdout); the other way round is refused.

use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::Context;
use damero_render::{GifOptions, Orientation, Renderer, Theme, View};
use damero_rules::Variant;

use super::{position_arg, variant_arg};

/// Draw a board as PNG, or a PDN game as an animated GIF.
#[derive(Debug, clap::Args)]
pub struct Render {
    #[arg(value_parser = variant_arg, help = damero::terminal::variant_help("The variant (with --gif, only for a PDN that names none)"))]
    variant: Option<Variant>,
    /// The position (FEN); the variant's start when left out
    fen: Option<String>,
    /// Where to write the picture (`-` for stdout)
    #[arg(short, long)]
    output: PathBuf,
    /// Draw the board from Black's side
    #[arg(long)]
    flip: bool,
    /// Colours: wood, slate or green
    #[arg(long, default_value = "wood", value_parser = |s: &str| s.parse::<Theme>().map_err(|e| e.to_string()))]
    theme: Theme,
    /// Picture width and height in pixels
    #[arg(long, default_value_t = Renderer::DEFAULT_SIZE)]
    size: u32,
    /// Leave out square numbers
    #[arg(long)]
    no_numbers: bool,
    /// Write an animated GIF of the game in this PDN file (one frame per ply)
    #[arg(long, value_name = "PDN")]
    gif: Option<PathBuf>,
    /// With --gif: milliseconds per ply
    #[arg(long, default_value_t = 1000)]
    delay: u32,
}

impl Render {
    /// Draw the picture and write it to the file (then say so on `out`), or to `out` itself
    /// with `-o -`.
    ///
    /// # Errors
    /// A bad FEN or PDN, a size the renderer refuses, a file that cannot be read or written,
    /// or failing to write `out`.
    pub fn run(&self, out: &mut dyn Write) -> anyhow::Result<()> {
        let wanted = if self.gif.is_some() { "gif" } else { "png" };
        let extension = self
            .output
            .extension()
            .and_then(|e| e.to_str())
            .map(str::to_ascii_lowercase);
        if let Some(other) =
            extension.filter(|e| ["png", "gif"].contains(&e.as_str()) && e != wanted)
        {
            anyhow::bail!(
                "{} would hold a {} picture under a .{other} name; name it .{wanted}",
                self.output.display(),
                wanted.to_uppercase()
            );
        }
        let renderer = Renderer::new(self.size)?;
        let view = View {
            orientation: if self.flip {
                Orientation::Black
            } else {
                Orientation::White
            },
            theme: self.theme,
            last_move: None,
            numbers: !self.no_numbers,
            ..View::default()
        };
        let bytes = match &self.gif {
            Some(pdn) => {
                let text = std::fs::read_to_string(pdn)
                    .with_context(|| format!("reading {}", pdn.display()))?;
                // The PDN's GameType names the variant; the argument is for one that does not.
                let imported = damero_rules::import_pdn(&text, self.variant)
                    .map_err(|e| anyhow::anyhow!(super::words::pdn_error(&e)))?;
                let options = GifOptions {
                    delay_ms: self.delay,
                    ..GifOptions::default()
                };
                // The captions of /replay: the players and the variant, each move, the result.
                let variant = imported.game.variant().name();
                let title = match (imported.tag("White"), imported.tag("Black")) {
                    (Some(white), Some(black)) => format!("{white} - {black}, {variant}"),
                    _ => variant.to_string(),
                };
                let captions = damero::referee::replay_captions(title, &imported.game);
                renderer.game_gif_captioned(&imported.game, &view, &options, &captions)?
            }
            None => {
                let variant = self.variant.ok_or_else(|| {
                    anyhow::anyhow!("name the variant of the board to draw (damero render spanish -o board.png)")
                })?;
                let position = position_arg(variant, self.fen.as_deref())?;
                renderer.png(&position, &view)?
            }
        };
        if self.output == Path::new("-") {
            out.write_all(&bytes)?;
        } else {
            std::fs::write(&self.output, &bytes)
                .with_context(|| format!("writing {}", self.output.display()))?;
            writeln!(
                out,
                "wrote {} ({} bytes)",
                self.output.display(),
                bytes.len()
            )?;
        }
        out.flush()?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(output: PathBuf) -> Render {
        Render {
            variant: Some(Variant::Spanish),
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
    fn render_writes_a_png_a_gif_from_pdn_and_a_png_to_stdout() -> anyhow::Result<()> {
        let dir = tempfile::tempdir()?;
        let png = dir.path().join("board.png");
        let mut said = Vec::new();
        args(png.clone()).run(&mut said)?;
        assert!(std::fs::read(&png)?.starts_with(b"\x89PNG"));
        assert!(String::from_utf8(said)?.starts_with("wrote "));
        let pdn = dir.path().join("game.pdn");
        std::fs::write(&pdn, "[GameType \"24\"]\n1. 10-13 22-18 2. 13x22 27x18 *\n")?;
        let gif = dir.path().join("game.gif");
        Render {
            gif: Some(pdn.clone()),
            output: gif.clone(),
            // The PDN names its variant (GameType 24 is English): none is needed.
            variant: None,
            ..args(PathBuf::new())
        }
        .run(&mut Vec::new())?;
        assert!(std::fs::read(&gif)?.starts_with(b"GIF89a"));
        // Issue 35.10: a GIF was written into x.png.
        let wrong = dir.path().join("x.png");
        let refused = Render {
            gif: Some(pdn),
            output: wrong.clone(),
            ..args(PathBuf::new())
        }
        .run(&mut Vec::new());
        assert!(refused.is_err_and(|e| e.to_string().contains("name it .gif")));
        assert!(!wrong.exists());
        assert!(args(dir.path().join("board.gif"))
            .run(&mut Vec::new())
            .is_err());
        let mut piped = Vec::new();
        args(PathBuf::from("-")).run(&mut piped)?;
        assert!(piped.starts_with(b"\x89PNG"));
        let bad = Render {
            fen: Some("W:W99".into()),
            ..args(dir.path().join("bad.png"))
        };
        assert!(bad.run(&mut Vec::new()).is_err());
        assert!(!dir.path().join("bad.png").exists());
        Ok(())
    }
}
