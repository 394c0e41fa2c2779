//! The evaluation graph of a game review: White's score over the game, drawn with `plotters`
//! (bitmap backend, text through its `ab_glyph` feature with the embedded DejaVu font, so no
//! system font is needed), in the board theme's colours, encoded as PNG.
//!
//! The vertical axis is White's advantage in men (+ above the middle line: White better), the
//! horizontal axis the move number. Mistakes are orange dots and blunders red ones, on the
//! position the move led to; a score beyond the drawn range ([`GRAPH_RANGE`]) is drawn at the
//! edge, and a triangle marks where it first goes beyond. The words (axis titles, the legend
//! of the dots and the triangle) come from the caller in the reader's language
//! ([`GraphWords`]); none means a picture of numbers only.

use std::sync::OnceLock;

use plotters::prelude::*;
use plotters::style::{register_font, FontStyle};

use crate::theme::{Colors, Rgb, BLACK_PIECE, WHITE_PIECE};
use crate::{RenderError, Theme};

/// What a marked point is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// A mistake.
    Mistake,
    /// A blunder.
    Blunder,
}

/// The words drawn on the graph, in the reader's language (the caller's catalogue). Empty words
/// are left out.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GraphWords {
    /// The horizontal axis's title (the move number).
    pub moves: String,
    /// The vertical axis's title (White's advantage in men).
    pub advantage: String,
    /// The legend of the orange dots.
    pub mistake: String,
    /// The legend of the red dots.
    pub blunder: String,
    /// The legend of the triangles: a score beyond the drawn range.
    pub cut: String,
}

/// The graph's size in pixels.
pub const GRAPH_SIZE: (u32, u32) = (800, 360);

/// The vertical range, in centi-men either side of level (larger scores are drawn at the edge).
pub const GRAPH_RANGE: i32 = 500;

/// The graph's font family: [`FONT_BYTES`], registered under a name of its own so the boards'
/// ASCII subset is not replaced.
const FONT: &str = "damero-text";

/// The embedded font of the graph and the standings table (licence in `render/fonts/`): DejaVu
/// Sans Bold cut down to the letters of the bot's languages and of most players' names (Latin
/// with its accents, Greek, Cyrillic, common punctuation; `fonts/README.md`).
pub(crate) const FONT_BYTES: &[u8] = include_bytes!("../fonts/DejaVuSans-Bold-text.ttf");

/// Registers [`FONT`] with `plotters` (once).
fn font() -> Result<(), RenderError> {
    // Remembers the outcome, so a failed registration fails every call, not the first only.
    static REGISTERED: OnceLock<bool> = OnceLock::new();
    if *REGISTERED.get_or_init(|| register_font(FONT, FontStyle::Normal, FONT_BYTES).is_ok()) {
        Ok(())
    } else {
        Err(RenderError::Font)
    }
}

/// The x axis counts plies; a label names the move a ply starts (ply 0 and 1 are move 1).
/// Only whole even plies (where a move starts) get one, so a short game's axis does not repeat
/// "1 1 1 1" at the fractional steps plotters picks for it.
fn move_label(x: f64) -> String {
    let ply = x.round();
    if (x - ply).abs() > 1e-6 || ply < 0.0 {
        return String::new();
    }
    // Whole and not negative: the cast is exact.
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    let ply = ply as usize;
    if ply % 2 == 1 {
        return String::new();
    }
    (ply / 2 + 1).to_string()
}

fn rgb(c: Rgb) -> RGBColor {
    RGBColor(c[0], c[1], c[2])
}

/// The colour of a mistake's dot (a blunder's is the theme's capture colour).
const MISTAKE: RGBColor = RGBColor(0xf0, 0x9a, 0x1a);

/// The points where a score first goes beyond the drawn range, with the side it leaves by
/// (true: above), one for each run of scores beyond it.
fn cuts(scores: &[i32]) -> Vec<(usize, bool)> {
    let side = |s: i32| {
        if s > GRAPH_RANGE {
            Some(true)
        } else if s < -GRAPH_RANGE {
            Some(false)
        } else {
            None
        }
    };
    let mut out = Vec::new();
    let mut before = None;
    for (i, &s) in scores.iter().enumerate() {
        let now = side(s);
        if let Some(up) = now {
            if before != now {
                out.push((i, up));
            }
        }
        before = now;
    }
    out
}

/// A triangle of half-width `r` with its tip at `(x, y)`, pointing up or down.
fn triangle(x: i32, y: i32, r: i32, up: bool) -> Vec<(i32, i32)> {
    let base = if up { y + 2 * r } else { y - 2 * r };
    vec![(x, y), (x - r, base), (x + r, base)]
}

/// Draw `scores` (White's score in centi-men after each ply, the start first) with `marks`
/// (index into `scores`, kind) as a PNG, with `words` for the axis titles and the legend.
///
/// # Errors
/// The drawing or the PNG encoding failed (never for any input values).
pub fn evaluation_png(
    scores: &[i32],
    marks: &[(usize, Mark)],
    words: &GraphWords,
    theme: Theme,
) -> Result<Vec<u8>, RenderError> {
    font()?;
    let colors: &Colors = theme.colors();
    let (w, h) = GRAPH_SIZE;
    let mut rgb_buf = vec![0u8; (w * h * 3) as usize];
    let plies = scores.len().saturating_sub(1).max(1);
    let clip = |s: i32| f64::from(s.clamp(-GRAPH_RANGE, GRAPH_RANGE)) / 100.0;
    let range = f64::from(GRAPH_RANGE) / 100.0;
    {
        let root = BitMapBackend::with_buffer(&mut rgb_buf, (w, h)).into_drawing_area();
        let fail = |_| RenderError::Font;
        root.fill(&rgb(colors.frame)).map_err(fail)?;
        let label = rgb(colors.label);
        // Room above the plot for the legend, and beside the labels for the axis titles.
        let mut chart = ChartBuilder::on(&root)
            .margin(14)
            .margin_top(40)
            .x_label_area_size(if words.moves.is_empty() { 28 } else { 50 })
            .y_label_area_size(if words.advantage.is_empty() { 40 } else { 62 })
            .build_cartesian_2d(0f64..plies as f64, -range..range)
            .map_err(fail)?;
        // Black's half dark, White's half light: the board's own squares.
        chart
            .plotting_area()
            .fill(&rgb(colors.dark))
            .map_err(fail)?;
        let points: Vec<(f64, f64)> = scores
            .iter()
            .enumerate()
            .map(|(i, &s)| (i as f64, clip(s)))
            .collect();
        chart
            .draw_series(AreaSeries::new(
                points.iter().map(|&(x, y)| (x, y.max(0.0))),
                0.0,
                rgb(WHITE_PIECE.top).mix(0.9),
            ))
            .map_err(fail)?;
        chart
            .draw_series(AreaSeries::new(
                points.iter().map(|&(x, y)| (x, y.min(0.0))),
                0.0,
                rgb(BLACK_PIECE.top).mix(0.85),
            ))
            .map_err(fail)?;
        let style = TextStyle::from((FONT, 15).into_font()).color(&label);
        chart
            .configure_mesh()
            .disable_x_mesh()
            .y_labels(11)
            .x_labels(12)
            .light_line_style(TRANSPARENT)
            .bold_line_style(rgb(colors.light).mix(0.3))
            .axis_style(label)
            .label_style(style.clone())
            .axis_desc_style(style.clone())
            .x_desc(words.moves.as_str())
            .y_desc(words.advantage.as_str())
            .x_label_formatter(&|x| move_label(*x))
            .y_label_formatter(&|y| {
                if y.abs() < 1e-9 {
                    "0".to_string()
                } else {
                    format!("{y:+.0}")
                }
            })
            .draw()
            .map_err(fail)?;
        chart
            .draw_series(LineSeries::new(
                [(0.0, 0.0), (plies as f64, 0.0)],
                rgb(colors.label).stroke_width(1),
            ))
            .map_err(fail)?;
        chart
            .draw_series(LineSeries::new(
                points.iter().copied(),
                rgb(colors.path).stroke_width(3),
            ))
            .map_err(fail)?;
        for &(i, mark) in marks {
            let Some(&(x, y)) = points.get(i) else {
                continue;
            };
            let (c, r) = match mark {
                Mark::Mistake => (MISTAKE, 6),
                Mark::Blunder => (rgb(colors.capture), 8),
            };
            chart
                .draw_series([
                    Circle::new((x, y), r + 2, rgb(colors.frame).filled()),
                    Circle::new((x, y), r, c.filled()),
                ])
                .map_err(fail)?;
        }
        // A triangle at the edge where a score first goes beyond the drawn range.
        for (i, up) in cuts(scores) {
            let Some(&(x, y)) = points.get(i) else {
                continue;
            };
            let (px, py) = chart.backend_coord(&(x, y));
            root.draw(&Polygon::new(
                triangle(px, py, 6, up),
                rgb(colors.capture).filled(),
            ))
            .map_err(fail)?;
        }
        // The legend, above the plot, right-aligned: each sign and its word.
        let entries: Vec<(&str, u8)> = [
            (words.mistake.as_str(), 0),
            (words.blunder.as_str(), 1),
            (words.cut.as_str(), 2),
        ]
        .into_iter()
        .filter(|(w, _)| !w.is_empty())
        .collect();
        let mut x = i32::try_from(w).unwrap_or(i32::MAX) - 14;
        let y = 20;
        for (word, sign) in entries.into_iter().rev() {
            let (tw, _) = root.estimate_text_size(word, &style).map_err(fail)?;
            x -= i32::try_from(tw).unwrap_or(0);
            root.draw(&Text::new(word, (x, y - 8), style.clone()))
                .map_err(fail)?;
            x -= 14;
            match sign {
                0 => root
                    .draw(&Circle::new((x, y), 6, MISTAKE.filled()))
                    .map_err(fail)?,
                1 => root
                    .draw(&Circle::new((x, y), 8, rgb(colors.capture).filled()))
                    .map_err(fail)?,
                _ => root
                    .draw(&Polygon::new(
                        triangle(x, y - 6, 6, true),
                        rgb(colors.capture).filled(),
                    ))
                    .map_err(fail)?,
            }
            x -= 24;
        }
        root.present().map_err(fail)?;
    }
    let mut out = Vec::new();
    let mut enc = png::Encoder::new(&mut out, w, h);
    enc.set_color(png::ColorType::Rgb);
    enc.set_depth(png::BitDepth::Eight);
    let mut writer = enc.write_header()?;
    writer.write_image_data(&rgb_buf)?;
    writer.finish()?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::{cuts, evaluation_png, move_label, GraphWords, Mark};
    use crate::Theme;

    #[test]
    fn each_run_of_scores_beyond_the_range_is_marked_once_where_it_starts() {
        let scores = [0, 200, 600, 900, 700, 300, -800, -900, 100, 650];
        assert_eq!(cuts(&scores), [(2, true), (6, false), (9, true)]);
        assert!(cuts(&[0, 500, -500]).is_empty());
    }

    #[test]
    fn the_graph_draws_with_words_and_without() {
        let scores = [0, 30, -60, 120, 700, 900, -40];
        let marks = [(3, Mark::Mistake), (4, Mark::Blunder)];
        let words = GraphWords {
            moves: "move".into(),
            advantage: "White's advantage (men)".into(),
            mistake: "mistake".into(),
            blunder: "blunder".into(),
            cut: "beyond ±5".into(),
        };
        let with = evaluation_png(&scores, &marks, &words, Theme::default()).expect("drawn");
        let without = evaluation_png(&scores, &marks, &GraphWords::default(), Theme::default())
            .expect("drawn");
        assert!(with.starts_with(b"\x89PNG") && without.starts_with(b"\x89PNG"));
        assert_ne!(with, without);
        if let Ok(path) = std::env::var("DAMERO_GRAPH_OUT") {
            std::fs::write(path, &with).expect("written");
        }
    }

    #[test]
    fn a_short_game_labels_each_move_once() {
        // The steps plotters picks for a three-ply axis.
        let labels: Vec<String> = (0..=12)
            .map(|i| move_label(f64::from(i) * 0.25))
            .filter(|l| !l.is_empty())
            .collect();
        assert_eq!(labels, ["1", "2"]);
        let two: Vec<String> = (0..=4)
            .map(|i| move_label(f64::from(i) * 0.5))
            .filter(|l| !l.is_empty())
            .collect();
        assert_eq!(two, ["1", "2"]);
        assert_eq!(move_label(60.0), "31");
        assert_eq!(move_label(5.0), "");
    }
}
