//! A tournament's standings as a table picture (PNG), in the board theme's colours, for the bot
//! to post. Text comes from the embedded DejaVu font (the review graph's, so no system font is
//! needed) through `ab_glyph`, each glyph at its exact sub-pixel place; the table is drawn on
//! an RGB canvas of its own, not with `plotters` like the graph, whose text drawing leaves out
//! the glyphs' side bearings and so spaces the letters of a name unevenly ("Pl ayer").
//!
//! Every word comes from the caller ([`StandingsTable`]): the title, the column headings and the
//! cells, already in the reader's language. The first column is the rank, centred; a rank of 1,
//! 2 or 3 ("1", "2.", "=3", "2-3") gets a gold, silver or bronze disc behind it. The second
//! column (the player's name) is left-aligned; the other columns are centred, their cells
//! right-aligned among themselves so digits line up. Column widths follow the text; the picture
//! is [`MIN_WIDTH`]..=[`MAX_WIDTH`] pixels wide, and a cell too long for its column (in practice
//! a long name) is cut with an ellipsis.
//!
//! Names are Discord display names, so any Unicode: the embedded font holds Latin (Latin-1,
//! Latin Extended-A and a few more), Greek and Cyrillic. Decomposed accents are composed first;
//! a character the font lacks is written as its plain form when it has one (full-width and
//! "mathematical" letters, ligatures, accented letters of other scripts lose only their
//! accents), otherwise as `?` (an emoji, or an emoji sequence, is one `?`); invisible
//! characters (joiners, direction marks, variation selectors) are left out. No character is
//! drawn as the font's empty box.

use std::sync::OnceLock;

use ab_glyph::{Font, FontRef, ScaleFont};
use unicode_normalization::char::is_combining_mark;
use unicode_normalization::UnicodeNormalization;

use crate::graph::FONT_BYTES;
use crate::theme::{Colors, Rgb, CROWN, WHITE_PIECE};
use crate::{RenderError, Theme};

/// A standings table to draw: the words come from the caller in the reader's language.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StandingsTable {
    /// The title line above the table (e.g. "Friday Swiss — after round 3 of 5"); empty: none.
    pub title: String,
    /// The column headings, left to right (e.g. "#", "Player", "Points", "Bh", "SB").
    pub columns: Vec<String>,
    /// The rows, each with one cell per column (missing cells are blank, extra ones ignored).
    pub rows: Vec<Vec<String>>,
}

/// The narrowest picture, in pixels.
const MIN_WIDTH: u32 = 400;
/// The widest picture, in pixels.
const MAX_WIDTH: u32 = 1200;
/// At most this many rows are drawn (the picture of 300 rows is about 10,000 pixels high);
/// further rows are left out.
const MAX_ROWS: usize = 300;
/// At most this many columns are drawn; further columns are left out.
const MAX_COLUMNS: usize = 64;
/// At most this many characters of a cell are written: more never fit in [`MAX_WIDTH`].
const MAX_CHARS: usize = 256;
/// At most this many characters of a cell are read (some may be invisible).
const MAX_READ: usize = 4 * MAX_CHARS;

/// The cells' text height in pixels (the font's ascent to descent).
const TEXT_PX: f32 = 21.0;
/// The headings' text height.
const HEAD_PX: f32 = 19.0;
/// The title's text height.
const TITLE_PX: f32 = 25.0;
/// The space around the table.
const MARGIN: u32 = 16;
/// The title's band above the table (with its space below).
const TITLE_BAND: u32 = 44;
/// The heading row's height.
const HEAD_H: u32 = 38;
/// A row's height.
const ROW_H: u32 = 34;
/// The space either side of a cell's text.
const PAD: u32 = 14;
/// The medal disc's radius.
const DISC_R: f32 = 13.0;
/// The space either side of a rank on its medal.
const MEDAL_PAD: f32 = 6.0;
/// The table's rounded corners' radius.
const CORNER: f32 = 7.0;

/// The medals' colours: gold, silver, bronze.
const MEDALS: [Rgb; 3] = [CROWN, [0xbc, 0xc3, 0xcd], [0xd8, 0x8e, 0x52]];

/// Linear mix of two colours (`t = 0` gives `a`).
fn mix(a: Rgb, b: Rgb, t: f32) -> Rgb {
    let m = |x: u8, y: u8| {
        let v = f32::from(x) + (f32::from(y) - f32::from(x)) * t;
        // Clamped to 0..=255 first: the cast is exact.
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
        let v = v.round().clamp(0.0, 255.0) as u8;
        v
    };
    [m(a[0], b[0]), m(a[1], b[1]), m(a[2], b[2])]
}

/// The embedded font, parsed once, for measuring text and asking which characters it holds.
fn face() -> Result<&'static FontRef<'static>, RenderError> {
    static FACE: OnceLock<Option<FontRef<'static>>> = OnceLock::new();
    FACE.get_or_init(|| FontRef::try_from_slice(FONT_BYTES).ok())
        .as_ref()
        .ok_or(RenderError::Font)
}

/// Whether the font draws `c` (not as its empty box).
fn holds(face: &FontRef<'_>, c: char) -> bool {
    !c.is_control() && face.glyph_id(c).0 != 0
}

/// Characters that show nothing: joiners, direction and variation marks, tags, emoji skin
/// tones, Hangul fillers (Unicode's default-ignorable code points and the like).
fn invisible(c: char) -> bool {
    c.is_control()
        || matches!(c,
            '\u{AD}' | '\u{34F}' | '\u{61C}' | '\u{115F}' | '\u{1160}' | '\u{17B4}' | '\u{17B5}'
            | '\u{180B}'..='\u{180F}' | '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}'
            | '\u{2060}'..='\u{206F}' | '\u{3164}' | '\u{FE00}'..='\u{FE0F}' | '\u{FEFF}'
            | '\u{FFA0}' | '\u{FFF0}'..='\u{FFF8}' | '\u{1BCA0}'..='\u{1BCA3}'
            | '\u{1D173}'..='\u{1D17A}' | '\u{1F3FB}'..='\u{1F3FF}' | '\u{E0000}'..='\u{E0FFF}')
}

/// A regional indicator letter: two of them make a flag.
fn regional(c: char) -> bool {
    matches!(c, '\u{1F1E6}'..='\u{1F1FF}')
}

/// `text` with only characters the font draws (see the module's documentation): composed,
/// invisible characters left out, white space as plain spaces, a missing character as its
/// plain form or `?`, one `?` for a joined emoji sequence or a flag; trimmed, at most
/// [`MAX_CHARS`] characters (of the first [`MAX_READ`]).
fn printable(face: &FontRef<'_>, text: &str) -> String {
    let mut out = String::new();
    let mut count = 0;
    // The last character written is a `?` for a missing one...
    let mut missing = false;
    // ...and the next missing character is part of the same emoji (it follows a zero-width
    // joiner, or it is a flag's second letter).
    let mut join = false;
    for c in text.chars().take(MAX_READ).nfc() {
        if count >= MAX_CHARS {
            break;
        }
        if c == '\u{200D}' {
            join = missing;
            continue;
        }
        let plain: String = if c.is_whitespace() {
            " ".into()
        } else if invisible(c) || is_combining_mark(c) {
            continue;
        } else if holds(face, c) {
            c.into()
        } else {
            // The compatibility decomposition without its accents, if the font holds it.
            let plain: String = std::iter::once(c)
                .nfkd()
                .filter(|&d| !is_combining_mark(d))
                .collect();
            if plain.chars().all(|d| holds(face, d) && !d.is_whitespace()) {
                plain
            } else {
                String::new()
            }
        };
        if !plain.is_empty() {
            out.push_str(&plain);
            count += plain.chars().count();
            (missing, join) = (false, false);
        } else if join {
            join = false;
        } else {
            out.push('?');
            count += 1;
            missing = true;
            join = regional(c);
        }
    }
    out.trim().to_owned()
}

/// `text`'s width in pixels at `px` (advances plus kerning).
fn width(face: &FontRef<'_>, text: &str, px: f32) -> f32 {
    let scaled = face.as_scaled(px);
    let mut w = 0.0;
    let mut prev = None;
    for c in text.chars() {
        let id = scaled.glyph_id(c);
        w += scaled.h_advance(id);
        if let Some(p) = prev {
            w += scaled.kern(p, id);
        }
        prev = Some(id);
    }
    w
}

/// `text` cut to fit `room` pixels at `px`: the longest start of it that fits with an ellipsis
/// after it (the ellipsis alone if nothing does, nothing if not even that fits).
fn fit(face: &FontRef<'_>, text: &str, px: f32, room: f32) -> String {
    if width(face, text, px) <= room {
        return text.to_owned();
    }
    let dots = width(face, "…", px);
    let scaled = face.as_scaled(px);
    let mut w = 0.0;
    let mut prev = None;
    let mut end = 0;
    for (i, c) in text.char_indices() {
        let id = scaled.glyph_id(c);
        w += scaled.h_advance(id);
        if let Some(p) = prev {
            w += scaled.kern(p, id);
        }
        prev = Some(id);
        if w + dots > room {
            break;
        }
        end = i + c.len_utf8();
    }
    if dots > room {
        return String::new();
    }
    let mut cut = text[..end].trim_end().to_owned();
    cut.push('…');
    cut
}

/// The medal of a row whose first cell is a rank of 1, 2 or 3 ("2", "2.", "=2", "#2", "2-3"):
/// 0 gold, 1 silver, 2 bronze.
fn medal(rank: &str) -> Option<usize> {
    let digits: String = rank
        .trim_start_matches(|c: char| c == '=' || c == '#' || c.is_whitespace())
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    match digits.as_str() {
        "1" => Some(0),
        "2" => Some(1),
        "3" => Some(2),
        _ => None,
    }
}

/// The columns' widths: each column's widest text with its padding, shrunk to fit
/// `inner` pixels by cutting the widest columns down to one level (in practice the names), or
/// widened to `inner` by giving the name column (the first column if it is the only one) the
/// rest.
fn column_widths(natural: &[u32], inner: u32) -> Vec<u32> {
    let total: u64 = natural.iter().map(|&w| u64::from(w)).sum();
    // Fits in u32 from here on: `inner` does, and so does every sum of widths at most `inner`.
    let mut widths = natural.to_vec();
    if total > u64::from(inner) {
        // The level L with sum(min(w, L)) = inner: fill from the narrowest column up.
        let mut sorted = natural.to_vec();
        sorted.sort_unstable();
        let mut left = u64::from(inner);
        let mut level = 0;
        for (i, &w) in sorted.iter().enumerate() {
            let n = (sorted.len() - i) as u64;
            if u64::from(w) * n >= left {
                level = u32::try_from(left / n).unwrap_or(u32::MAX);
                break;
            }
            left -= u64::from(w);
        }
        for w in &mut widths {
            *w = (*w).min(level);
        }
    }
    let used: u32 = widths.iter().sum();
    let rest = inner.saturating_sub(used);
    let wide = if widths.len() > 1 { 1 } else { 0 };
    if let Some(w) = widths.get_mut(wide) {
        *w += rest;
    }
    widths
}

/// An opaque RGB picture being drawn.
struct Canvas {
    w: u32,
    h: u32,
    rgb: Vec<u8>,
}

impl Canvas {
    /// A picture filled with `fill`.
    fn new(w: u32, h: u32, fill: Rgb) -> Canvas {
        Canvas {
            w,
            h,
            rgb: fill.repeat(w as usize * h as usize),
        }
    }

    /// Fills the pixel rectangle `x0..x1`, `y0..y1` (clipped to the picture).
    fn rect(&mut self, x0: u32, y0: u32, x1: u32, y1: u32, color: Rgb) {
        let (x1, y1) = (x1.min(self.w), y1.min(self.h));
        for y in y0..y1 {
            let row = y as usize * self.w as usize;
            for x in x0..x1 {
                let i = (row + x as usize) * 3;
                self.rgb[i..i + 3].copy_from_slice(&color);
            }
        }
    }

    /// Lays `color` with opacity `alpha` over the pixel at `x`, `y` (ignored off the picture).
    fn blend(&mut self, x: i64, y: i64, color: Rgb, alpha: f32) {
        let (Ok(x), Ok(y)) = (u32::try_from(x), u32::try_from(y)) else {
            return;
        };
        if x >= self.w || y >= self.h || alpha <= 0.0 {
            return;
        }
        let i = (y as usize * self.w as usize + x as usize) * 3;
        let old = [self.rgb[i], self.rgb[i + 1], self.rgb[i + 2]];
        self.rgb[i..i + 3].copy_from_slice(&mix(old, color, alpha.min(1.0)));
    }

    /// Paints a shape given by its signed distance (negative inside) over the pixel rectangle
    /// `x0..x1`, `y0..y1`, with anti-aliased edges.
    fn paint(&mut self, rect: (f32, f32, f32, f32), color: Rgb, sd: impl Fn(f32, f32) -> f32) {
        let (x0, y0, x1, y1) = rect;
        // Pixel coordinates of a picture at most MAX_WIDTH wide and some 10,000 high: exact.
        #[allow(clippy::cast_possible_truncation)]
        let (x0, y0, x1, y1) = (
            x0.floor() as i64,
            y0.floor() as i64,
            x1.ceil() as i64,
            y1.ceil() as i64,
        );
        for y in y0.max(0)..y1.min(i64::from(self.h)) {
            for x in x0.max(0)..x1.min(i64::from(self.w)) {
                let d = sd(x as f32 + 0.5, y as f32 + 0.5);
                self.blend(x, y, color, (0.5 - d).clamp(0.0, 1.0));
            }
        }
    }

    /// Writes `text` `px` high (ascent to descent) from `x` on the baseline `base`, each glyph
    /// at its exact (sub-pixel) place.
    fn text(&mut self, face: &FontRef<'_>, text: &str, px: f32, x: f32, base: f32, color: Rgb) {
        let scaled = face.as_scaled(px);
        let mut pen = x;
        let mut prev = None;
        for c in text.chars() {
            let id = scaled.glyph_id(c);
            if let Some(p) = prev {
                pen += scaled.kern(p, id);
            }
            prev = Some(id);
            let glyph = id.with_scale_and_position(px, ab_glyph::point(pen, base));
            pen += scaled.h_advance(id);
            if let Some(outline) = face.outline_glyph(glyph) {
                let b = outline.px_bounds();
                // Whole pixels (px_bounds is rounded outwards), on the picture or nearly.
                #[allow(clippy::cast_possible_truncation)]
                let (ox, oy) = (b.min.x as i64, b.min.y as i64);
                outline.draw(|gx, gy, cover| {
                    self.blend(ox + i64::from(gx), oy + i64::from(gy), color, cover);
                });
            }
        }
    }

    /// The picture as PNG bytes.
    fn png(&self) -> Result<Vec<u8>, RenderError> {
        let mut out = Vec::new();
        let mut enc = png::Encoder::new(&mut out, self.w, self.h);
        enc.set_color(png::ColorType::Rgb);
        enc.set_depth(png::BitDepth::Eight);
        let mut writer = enc.write_header()?;
        writer.write_image_data(&self.rgb)?;
        writer.finish()?;
        Ok(out)
    }
}

/// The signed distance from `(x, y)` to a horizontal capsule: the segment `ax..bx` at height
/// `cy`, grown by `r`.
fn capsule(x: f32, y: f32, ax: f32, bx: f32, cy: f32, r: f32) -> f32 {
    let dx = x - x.clamp(ax, bx);
    let dy = y - cy;
    (dx * dx + dy * dy).sqrt() - r
}

/// The height of the font's capital letters, as a share of the text height.
fn cap_height(face: &FontRef<'_>) -> f32 {
    let height = face.height_unscaled();
    face.outline(face.glyph_id('H'))
        .filter(|_| height > 0.0)
        .map_or(0.63, |o| {
            o.bounds.max.y.abs().max(o.bounds.min.y.abs()) / height
        })
}

/// The table as PNG bytes in `theme`'s colours.
///
/// The first column is the rank (1, 2 and 3 get medals), the second the player's name; see the
/// module's documentation for the rest. The picture is 400 to 1200 pixels wide (as the text
/// needs) and grows 34 pixels a row; at most 300 rows and 64 columns are drawn, and at most 256
/// characters of a cell. No columns draws the title alone; no rows, the headings alone. Text
/// the font cannot draw is replaced (a letter by its plain form, anything else by `?`).
///
/// # Errors
/// The PNG encoding failed (never for any input values), or the embedded font could not be read
/// (a build problem).
pub fn standings_png(table: &StandingsTable, theme: Theme) -> Result<Vec<u8>, RenderError> {
    let face = face()?;
    let colors: &Colors = theme.colors();
    let ncols = table.columns.len().min(MAX_COLUMNS);
    let title = printable(face, &table.title);
    let heads: Vec<String> = table
        .columns
        .iter()
        .take(ncols)
        .map(|h| printable(face, h))
        .collect();
    let rows: Vec<Vec<String>> = table
        .rows
        .iter()
        .take(MAX_ROWS)
        .map(|row| {
            (0..ncols)
                .map(|i| row.get(i).map_or_else(String::new, |c| printable(face, c)))
                .collect()
        })
        .collect();
    let medals: Vec<Option<usize>> = rows
        .iter()
        .map(|row| row.first().and_then(|r| medal(r)))
        .collect();

    // The widest text of each column: its cells (which line up on the right) and its heading.
    let mut cells_w = vec![0f32; ncols];
    for row in &rows {
        for (i, cell) in row.iter().enumerate() {
            cells_w[i] = cells_w[i].max(width(face, cell, TEXT_PX));
        }
    }
    let natural: Vec<u32> = (0..ncols)
        .map(|i| {
            let mut w = cells_w[i].max(width(face, &heads[i], HEAD_PX));
            if i == 0 && medals.iter().any(Option::is_some) {
                // The medal: a disc, or a pill around a longer rank.
                w = w.max(2.0 * DISC_R).max(cells_w[0] + 2.0 * MEDAL_PAD);
            }
            // At most MAX_CHARS characters of text: a few thousand pixels, exact.
            #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
            let w = w.ceil() as u32;
            w + 2 * PAD
        })
        .collect();
    let content = natural.iter().fold(0u32, |sum, &w| sum.saturating_add(w));
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    let title_w = width(face, &title, TITLE_PX)
        .ceil()
        .min(f32::from(u16::MAX)) as u32;
    let w = content
        .max(title_w + 4)
        .saturating_add(2 * MARGIN)
        .clamp(MIN_WIDTH, MAX_WIDTH);
    let inner = w - 2 * MARGIN;
    let widths = column_widths(&natural, inner);

    let top = MARGIN + if title.is_empty() { 0 } else { TITLE_BAND };
    let table_h = if ncols == 0 {
        0
    } else {
        // At most MAX_ROWS rows: the product is small.
        HEAD_H + ROW_H * u32::try_from(rows.len()).unwrap_or(0)
    };
    let h = top + table_h + MARGIN;

    // The baseline that centres capital letters and digits `px` high in the band of height
    // `band` starting at `y`.
    let cap = cap_height(face);
    let baseline = |y: u32, band: u32, px: f32| y as f32 + band as f32 / 2.0 + cap * px / 2.0;
    let (pad, fmargin) = (PAD as f32, MARGIN as f32);

    let mut canvas = Canvas::new(w, h, colors.frame);
    if !title.is_empty() {
        let t = fit(face, &title, TITLE_PX, inner as f32 - 2.0);
        let base = baseline(MARGIN, TITLE_BAND - 8, TITLE_PX);
        canvas.text(face, &t, TITLE_PX, fmargin + 2.0, base, colors.label);
    }
    if ncols == 0 {
        return canvas.png();
    }

    // The bands: headings, then rows in two shades.
    let ink = colors.frame;
    let head_bg = mix(colors.dark, colors.frame, 0.25);
    let head_ink = WHITE_PIECE.top;
    let shade = mix(colors.light, colors.dark, 0.2);
    let (x0, x1) = (MARGIN, MARGIN + inner);
    canvas.rect(x0, top, x1, top + HEAD_H, head_bg);
    let row_top = |r: usize| top + HEAD_H + ROW_H * u32::try_from(r).unwrap_or(0);
    for r in 0..rows.len() {
        let bg = if r % 2 == 0 { colors.light } else { shade };
        canvas.rect(x0, row_top(r), x1, row_top(r) + ROW_H, bg);
    }
    // Round the table's corners: the frame's colour laid over what lies outside them.
    let (fx0, fx1, fy0, fy1) = (x0 as f32, x1 as f32, top as f32, (top + table_h) as f32);
    for (cx, cy, sx, sy) in [
        (fx0 + CORNER, fy0 + CORNER, -1.0, -1.0),
        (fx1 - CORNER, fy0 + CORNER, 1.0, -1.0),
        (fx0 + CORNER, fy1 - CORNER, -1.0, 1.0),
        (fx1 - CORNER, fy1 - CORNER, 1.0, 1.0),
    ] {
        let rect = (cx - CORNER, cy - CORNER, cx + CORNER, cy + CORNER);
        canvas.paint(rect, colors.frame, |x, y| {
            // Only the corner's quarter away from the table's middle.
            if (x - cx) * sx >= 0.0 && (y - cy) * sy >= 0.0 {
                CORNER - ((x - cx).powi(2) + (y - cy).powi(2)).sqrt()
            } else {
                1.0
            }
        });
    }

    // The columns' left edges and widths.
    let mut spans = Vec::with_capacity(ncols);
    let mut x = x0;
    for &cw in &widths {
        spans.push((x as f32, cw as f32));
        x = x.saturating_add(cw);
    }

    // Headings: the name's on the left, the others centred.
    for (i, head) in heads.iter().enumerate() {
        let (left, cw) = spans[i];
        let t = fit(face, head, HEAD_PX, cw - 2.0 * pad);
        let tw = width(face, &t, HEAD_PX);
        let x = if i == 1 {
            left + pad
        } else {
            left + (cw - tw) / 2.0
        };
        canvas.text(
            face,
            &t,
            HEAD_PX,
            x,
            baseline(top, HEAD_H, HEAD_PX),
            head_ink,
        );
    }

    for (r, row) in rows.iter().enumerate() {
        let y = row_top(r);
        let base = baseline(y, ROW_H, TEXT_PX);
        for (i, cell) in row.iter().enumerate() {
            let (left, cw) = spans[i];
            let room = cw - 2.0 * pad;
            let text = fit(face, cell, TEXT_PX, room);
            let tw = width(face, &text, TEXT_PX);
            let x = match i {
                // The rank, centred (on its medal if it has one).
                0 => left + (cw - tw) / 2.0,
                1 => left + pad,
                // The column's cells right-aligned among themselves, centred in it.
                _ => {
                    let block = cells_w[i].min(room);
                    (left + (cw + block) / 2.0 - tw).max(left + pad)
                }
            };
            if let (0, Some(m)) = (i, medals[r]) {
                let cy = y as f32 + ROW_H as f32 / 2.0;
                let mid = x + tw / 2.0;
                // A disc, or a pill as wide as a longer rank ("2-3").
                let half = (tw / 2.0 + MEDAL_PAD - DISC_R).max(0.0);
                let (ax, bx) = (mid - half, mid + half);
                let rect = (
                    ax - DISC_R - 1.0,
                    cy - DISC_R - 1.0,
                    bx + DISC_R + 1.0,
                    cy + DISC_R + 1.0,
                );
                let color = MEDALS[m];
                canvas.paint(rect, mix(color, [0, 0, 0], 0.45), |x, y| {
                    capsule(x, y, ax, bx, cy, DISC_R)
                });
                canvas.paint(rect, color, |x, y| capsule(x, y, ax, bx, cy, DISC_R - 1.5));
            }
            canvas.text(face, &text, TEXT_PX, x, base, ink);
        }
    }
    canvas.png()
}

#[cfg(test)]
mod tests {
    use super::{column_widths, face, fit, holds, medal, printable, width, TEXT_PX};

    fn p(text: &str) -> String {
        printable(face().expect("font"), text)
    }

    #[test]
    fn the_names_of_the_bots_languages_are_kept_as_they_are() {
        for name in [
            "Zoë",
            "Łukasz",
            "Дмитрий",
            "José María",
            "Ağa",
            "Ελένη",
            "Şərif",
            "Ștefan Țurcanu",
            "Ґрицько",
            "Jiří Šťastný",
            "Ødegård «o» – 2½ …",
        ] {
            assert_eq!(p(name), name);
        }
    }

    #[test]
    fn what_the_font_lacks_becomes_its_plain_form_or_one_question_mark() {
        // Decomposed accents are composed.
        assert_eq!(p("Zoe\u{308}"), "Zoë");
        // Full-width and mathematical letters, ligatures: their plain letters.
        assert_eq!(p("Ｆｕｌｌ 𝐁𝐨𝐥𝐝 ﬁne"), "Full Bold fine");
        // Letters of another script with an accent the font lacks: the letter.
        assert_eq!(p("Nguyễn"), "Nguyen");
        // One `?` per emoji, joined sequences and flags included; skin tones and variation
        // selectors are invisible.
        assert_eq!(p("🎯 Dart"), "? Dart");
        assert_eq!(p("👨\u{200D}👩\u{200D}👧 family"), "? family");
        assert_eq!(p("👍🏽❤\u{FE0F}"), "??");
        assert_eq!(p("🇵🇱🇺🇦"), "??");
        // Scripts the font does not hold: a `?` a letter; direction marks left out.
        assert_eq!(p("\u{202B}محمد\u{202C}"), "????");
        // Invisible characters and control characters go, white space is a space, the ends
        // are trimmed.
        assert_eq!(p("\u{200B}a\u{AD}b\u{3164}\tc\n\u{0}"), "ab c");
        assert_eq!(p("\u{3164}"), "");
        // Marks that do not compose are left out (nothing stacks over the row above).
        assert_eq!(p("a\u{300}\u{301}\u{302}\u{303}"), "à");
        // At most 256 characters.
        assert_eq!(p(&"y".repeat(1000)).len(), 256);
    }

    #[test]
    fn whatever_comes_in_every_character_written_is_one_the_font_draws() {
        let face = face().expect("font");
        let all: String = (0..0x3_0000u32).filter_map(char::from_u32).collect();
        for chunk in all.chars().collect::<Vec<_>>().chunks(200) {
            let text: String = chunk.iter().collect();
            for c in printable(face, &text).chars() {
                assert!(holds(face, c), "{:?} from {:?}", c, chunk[0]);
            }
        }
    }

    #[test]
    fn a_text_too_wide_is_cut_with_an_ellipsis_that_fits() {
        let face = face().expect("font");
        let name = "Wolfeschlegelsteinhausenbergerdorff";
        let full = width(face, name, TEXT_PX);
        assert_eq!(fit(face, name, TEXT_PX, full), name);
        let cut = fit(face, name, TEXT_PX, full / 2.0);
        assert!(cut.ends_with('…') && cut.starts_with("Wolfe"), "{cut}");
        assert!(width(face, &cut, TEXT_PX) <= full / 2.0);
        // No trailing space before the ellipsis.
        let two = fit(
            face,
            "Ab cdefghijklmnop",
            TEXT_PX,
            width(face, "Ab …", TEXT_PX),
        );
        assert_eq!(two, "Ab…");
        assert_eq!(fit(face, name, TEXT_PX, 1.0), "");
        assert_eq!(fit(face, name, TEXT_PX, -5.0), "");
    }

    #[test]
    fn ranks_one_to_three_have_medals() {
        assert_eq!(medal("1"), Some(0));
        assert_eq!(medal("2."), Some(1));
        assert_eq!(medal("=3"), Some(2));
        assert_eq!(medal("#1"), Some(0));
        assert_eq!(medal("2-3"), Some(1));
        assert_eq!(medal("12"), None);
        assert_eq!(medal("4"), None);
        assert_eq!(medal(""), None);
        assert_eq!(medal("Zoë"), None);
    }

    #[test]
    fn too_wide_columns_are_cut_down_to_one_level_from_the_widest() {
        // Fits: the rest goes to the name column.
        assert_eq!(column_widths(&[40, 200, 80], 400), [40, 280, 80]);
        // The name is cut first.
        assert_eq!(column_widths(&[40, 900, 80], 400), [40, 280, 80]);
        // Then the other wide ones, to one level.
        assert_eq!(column_widths(&[40, 900, 500, 80], 400), [40, 140, 140, 80]);
        assert_eq!(column_widths(&[300; 4], 400), [100; 4]);
        assert_eq!(column_widths(&[500], 400), [400]);
        assert!(column_widths(&[], 400).is_empty());
        assert_eq!(column_widths(&[1; 1000], 400).iter().sum::<u32>(), 400);
    }
}
