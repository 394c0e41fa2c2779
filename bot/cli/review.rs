//! `damero review FILE.pdn [--depth N] [--out graph.png] [--boards DIR] [--lang CODE]`: the engine
//! goes over a game and marks its mistakes and blunders (see `damero_engine::review` for the
//! thresholds), in the reader's language: every sentence comes from the catalogue, as in
//! `/review`.

use std::io::Write;
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;

use damero::i18n::{Lang, Msg};
use damero::referee::say::color_key;
use damero_engine::protocol::pv_text;
use damero_engine::review::{self, Judged, Verdict};
use damero_render::{Orientation, Renderer, Theme, View};
use damero_rules::{Color, Variant};

use super::variant_arg;

/// Review a game: every mistake and blunder with the engine's better move, and the evaluation
/// graph as a PNG
#[derive(Debug, clap::Args)]
pub struct Review {
    /// The game (PDN; `-` reads standard input)
    file: PathBuf,
    #[arg(long, value_parser = variant_arg, help = damero::terminal::variant_help("The variant, when the PDN does not name it"))]
    variant: Option<Variant>,
    /// Search depth in plies for every position
    #[arg(long, default_value_t = review::DEFAULT_DEPTH, value_parser = clap::value_parser!(u32).range(1..=30))]
    depth: u32,
    /// Write the evaluation graph here (PNG)
    #[arg(long)]
    out: Option<PathBuf>,
    /// Write a board of each mistake and blunder here, the moment before it with the better
    /// move marked (`<ply>-<move>.png`, the directory made if needed)
    #[arg(long)]
    boards: Option<PathBuf>,
    /// The graph's and the boards' colours: wood, slate or green
    #[arg(long, default_value = "wood", value_parser = |s: &str| s.parse::<Theme>().map_err(|e| e.to_string()))]
    theme: Theme,
    /// The language of the review: en, es, fil, cs, tr, pt, ru, it (default: from LANG)
    #[arg(long, value_parser = |s: &str| s.parse::<Lang>().map_err(|e| e.to_string()))]
    lang: Option<Lang>,
}

/// A score difference in men, signed, with two decimals (`-1.60`): data, as engines print it.
fn men(centi: i32) -> String {
    format!("{:.2}", f64::from(centi) / 100.0)
}

/// A player of the reviewed game, `Ana (White)`: the PDN's name for the side, else the side.
fn player(name: Option<&str>, color: Color, lang: Lang) -> String {
    let side = Msg::new(match color {
        Color::White => "color-white",
        Color::Black => "color-black",
    })
    .text(lang);
    Msg::new("player")
        .arg("name", name.map_or(side, str::to_string))
        .arg("color", color_key(color))
        .text(lang)
}

/// The board of the moment before `j` with the engine's better move marked (as a last move
/// is), seen from the mover's side.
fn mistake_board(j: &Judged, theme: Theme) -> anyhow::Result<Vec<u8>> {
    let renderer = Renderer::new(Renderer::DEFAULT_SIZE)?;
    let view = View {
        orientation: if j.color == Color::White {
            Orientation::White
        } else {
            Orientation::Black
        },
        theme,
        arrows: damero::referee::review_arrows(j),
        ..View::default()
    };
    Ok(renderer.png(&j.before, &view)?)
}

impl Review {
    /// Review and print.
    ///
    /// # Errors
    /// A file that cannot be read, a PDN that does not parse, a graph or a board that cannot be
    /// written.
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
        let lang = self.lang.unwrap_or_else(Lang::from_env);
        let imported = damero_rules::import_pdn(&text, self.variant)
            .map_err(|e| anyhow::anyhow!(super::words::pdn_error(&e)))?;
        let names = [imported.tag("White"), imported.tag("Black")];
        let name = |color: Color| names[color.index()];
        let game = &imported.game;
        let stop = AtomicBool::new(false);
        let r = review::review(game, self.depth, &stop);
        let first = game.start().turn();
        writeln!(
            out,
            "{}",
            Msg::new("review-file-header")
                .arg("white", player(name(Color::White), Color::White, lang))
                .arg("black", player(name(Color::Black), Color::Black, lang))
                .arg("moves", damero::referee::moves_of(r.moves.len()))
                .arg("depth", u64::from(r.depth))
                .text(lang)
        )?;
        if let Some(dir) = &self.boards {
            std::fs::create_dir_all(dir)
                .map_err(|e| anyhow::anyhow!("cannot make {}: {e}", dir.display()))?;
            if r.marked().next().is_some() {
                let legend = damero::referee::review_legend(self.theme).text(lang);
                writeln!(out, "{legend}")?;
            }
        }
        for j in r.marked() {
            let played = pv_text(&j.before, &[j.played]).join("");
            let better = j
                .best
                .map(|b| pv_text(&j.before, &[b]).join(""))
                .unwrap_or_default();
            let id = match j.verdict {
                Verdict::Blunder => "review-blunder",
                _ => "review-mistake",
            };
            writeln!(
                out,
                "{}",
                Msg::new(id)
                    .arg("number", j.ply / 2 + 1)
                    .arg("dots", if j.color == first { "." } else { "..." })
                    .arg("player", player(name(j.color), j.color, lang))
                    .arg("move", played.clone())
                    .arg("better", better)
                    .arg("loss", men(-j.loss))
                    .text(lang)
            )?;
            if let Some(dir) = &self.boards {
                let file: String = played
                    .chars()
                    .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
                    .collect();
                let path = dir.join(format!("{:03}-{file}.png", j.ply + 1));
                std::fs::write(&path, mistake_board(j, self.theme)?)
                    .map_err(|e| anyhow::anyhow!("cannot write {}: {e}", path.display()))?;
                writeln!(out, "  {}", path.display())?;
            }
        }
        if r.marked().next().is_none() {
            writeln!(out, "{}", Msg::new("review-clean").text(lang))?;
        }
        for color in Color::ALL {
            writeln!(
                out,
                "{}",
                Msg::new("review-summary")
                    .arg("player", player(name(color), color, lang))
                    .arg("mistakes", r.count(color, Verdict::Mistake))
                    .arg("blunders", r.count(color, Verdict::Blunder))
                    .text(lang)
            )?;
        }
        if let Some(path) = &self.out {
            let png = damero::referee::review_graph(&r, self.theme, lang)?;
            std::fs::write(path, png)
                .map_err(|e| anyhow::anyhow!("cannot write {}: {e}", path.display()))?;
            writeln!(out, "{}", Msg::new("review-graph").text(lang))?;
            writeln!(out, "  {}", path.display())?;
        }
        out.flush()?;
        Ok(())
    }
}
