//! The evaluation graph of a game review: White's score over the game, drawn with `plotters`
//! (bitmap backend, text through its `ab_glyph` feature with the embedded DejaVu font, so no
//! system font is needed), in the board theme's colours, encoded as PNG.
//!
//! The picture carries no words, only numbers, so it reads the same in every language: the
//! vertical axis is White's advantage in men (+ above the middle line: White better), the
//! horizontal axis the move number. Mistakes are orange dots and blunders red ones, on the
//! position the move led to.

use std::sync::Once;

use plotters::prelude::*;
use plotters::style::{register_font, FontStyle};

use crate::raster::FONT_BYTES;
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

/// The graph's size in pixels.
pub const GRAPH_SIZE: (u32, u32) = (800, 320);

/// The vertical range, in centi-men either side of level (larger scores are drawn at the edge).
pub const GRAPH_RANGE: i32 = 500;

const FONT: &str = "sans-serif";

fn font() -> Result<(), RenderError> {
    static REGISTER: Once = Once::new();
    let mut ok = true;
    REGISTER.call_once(|| {
        ok = register_font(FONT, FontStyle::Normal, FONT_BYTES).is_ok();
    });
    if ok {
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

/// Draw `scores` (White's score in centi-men after each ply, the start first) with `marks`
/// (index into `scores`, kind) as a PNG. `plies_per_move` is 2 for the usual "move = one move of
/// each side" numbering.
///
/// # Errors
/// The drawing or the PNG encoding failed (never for any input values).
pub fn evaluation_png(
    scores: &[i32],
    marks: &[(usize, Mark)],
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
        let mut chart = ChartBuilder::on(&root)
            .margin(14)
            .x_label_area_size(28)
            .y_label_area_size(40)
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
            .label_style(style)
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
                Mark::Mistake => (RGBColor(0xf0, 0x9a, 0x1a), 6),
                Mark::Blunder => (rgb(colors.capture), 8),
            };
            chart
                .draw_series([
                    Circle::new((x, y), r + 2, rgb(colors.frame).filled()),
                    Circle::new((x, y), r, c.filled()),
                ])
                .map_err(fail)?;
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
    use super::move_label;

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
