//! The [`Renderer`]: sprites built once, pictures composed by copying them, PNG encoding.

use damero_rules::{Geometry, Layout};
use damero_rules::{Piece, Role, Square};

use crate::sprites::{self, Kind, Mark, Sprites, ARROW_LEVELS, PIECES, TILES, TRANSPARENT};
use crate::view::{ArrowKind, Orientation, Pieces, View};
use crate::RenderError;

/// Draws boards. Build it once (it draws every sprite of every theme at one size), then share it:
/// it is `Send + Sync` and rendering takes `&self`.
#[derive(Debug)]
pub struct Renderer {
    size: usize,
    themes: Vec<Sprites>,
}

/// A composed picture: palette indices, row by row, and the palette (RGB triples).
#[derive(Debug)]
pub(crate) struct Indexed<'a> {
    pub pixels: Vec<u8>,
    pub palette: &'a [u8],
}

impl Renderer {
    /// The default picture size in pixels (width = height).
    pub const DEFAULT_SIZE: u32 = 640;
    /// The smallest picture size accepted.
    pub const MIN_SIZE: u32 = 160;
    /// The largest picture size accepted.
    pub const MAX_SIZE: u32 = 2048;

    /// Draws the sprites of every theme for pictures `size` x `size` pixels.
    /// Takes about a tenth of a second (release build): do it once at start-up.
    ///
    /// # Errors
    /// [`RenderError::Size`] when `size` is out of range.
    pub fn new(size: u32) -> Result<Renderer, RenderError> {
        if !(Self::MIN_SIZE..=Self::MAX_SIZE).contains(&size) {
            return Err(RenderError::Size(size));
        }
        let size = size as usize;
        let themes: Vec<Result<Sprites, RenderError>> = std::thread::scope(|scope| {
            let handles: Vec<_> = crate::Theme::ALL
                .iter()
                .map(|&t| scope.spawn(move || sprites::build(t, size)))
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().unwrap_or(Err(RenderError::Font)))
                .collect()
        });
        Ok(Renderer {
            size,
            themes: themes.into_iter().collect::<Result<_, _>>()?,
        })
    }

    /// The picture size in pixels (width = height).
    #[must_use]
    pub fn size(&self) -> u32 {
        self.size as u32
    }

    /// Renders `board` as a PNG (8-bit indexed colour).
    ///
    /// # Errors
    /// Only if the PNG encoder fails, which writing to memory does not do in practice.
    pub fn png<B: Pieces + ?Sized>(&self, board: &B, view: &View) -> Result<Vec<u8>, RenderError> {
        let pic = self.compose(board, view);
        encode_png(self.size, &pic)
    }

    /// Renders a game's current position with its last event marked: the last move, or the
    /// square of a huffed piece ([`View::huffed`]); `view.last_move` and `view.huffed` are
    /// ignored.
    ///
    /// # Errors
    /// As [`Renderer::png`].
    pub fn game_png(&self, game: &damero_rules::Game, view: &View) -> Result<Vec<u8>, RenderError> {
        let (last_move, huffed) = match game.events().last() {
            Some(damero_rules::Event::Move { detail, .. }) => {
                (Some(crate::LastMove::from(detail)), None)
            }
            Some(damero_rules::Event::Huff { square, .. }) => (None, Some(*square)),
            None => (None, None),
        };
        self.png(
            game.position(),
            &View {
                last_move,
                huffed,
                ..view.clone()
            },
        )
    }

    /// Renders `board` as RGBA pixels (for tests and for callers that encode themselves).
    #[must_use]
    pub fn rgba<B: Pieces + ?Sized>(&self, board: &B, view: &View) -> image::RgbaImage {
        let pic = self.compose(board, view);
        let mut out = Vec::with_capacity(pic.pixels.len() * 4);
        for &i in &pic.pixels {
            let c = pic
                .palette
                .get(usize::from(i) * 3..usize::from(i) * 3 + 3)
                .unwrap_or(&[0, 0, 0]);
            out.extend_from_slice(&[c[0], c[1], c[2], 255]);
        }
        let s = self.size as u32;
        image::RgbaImage::from_raw(s, s, out).unwrap_or_else(|| image::RgbaImage::new(s, s))
    }

    /// The palette of a theme (RGB triples).
    pub(crate) fn palette(&self, theme: crate::Theme) -> &[u8] {
        &self.themes[theme.index() % self.themes.len()].palette
    }

    /// The caption colours of a theme: the frame's colour up to the label ink.
    pub(crate) fn caption_levels(&self, theme: crate::Theme) -> [u8; sprites::LABEL_LEVELS] {
        self.themes[theme.index() % self.themes.len()].caption
    }

    /// The picture as palette indices (row by row) and its palette (256 RGB triples): for
    /// benchmarks and for callers that encode pictures themselves.
    #[doc(hidden)]
    #[must_use]
    pub fn indexed<B: Pieces + ?Sized>(&self, board: &B, view: &View) -> (Vec<u8>, Vec<u8>) {
        let pic = self.compose(board, view);
        (pic.pixels, pic.palette.to_vec())
    }

    /// Composes the picture from the sprites.
    pub(crate) fn compose<B: Pieces + ?Sized>(&self, board: &B, view: &View) -> Indexed<'_> {
        let rules = board.variant().rules();
        let layout = rules.layout();
        let kind = match rules.geometry {
            Geometry::Orthogonal => Kind::Orth,
            Geometry::Diagonal { size: 8, .. } => Kind::D8,
            Geometry::Diagonal { size: 10, .. } => Kind::D10,
            Geometry::Diagonal { .. } => Kind::D12,
        };
        let sprites = &self.themes[view.theme.index() % self.themes.len()];
        let sheet = &sprites.sheets[kind as usize];
        let flip = view.orientation == Orientation::Black;
        let m = sheet.m;
        let (n, sq, size) = (m.n, m.sq, self.size);
        let mut out = sprites.frames[kind.frame()][usize::from(flip)].clone();
        let marks = marks(layout, view);
        let numbering = if view.numbers { rules.numbering } else { None };
        for row in 0..n {
            for col in 0..n {
                let (file, rank) = if flip {
                    (n - 1 - col, row)
                } else {
                    (col, n - 1 - row)
                };
                let (x0, y0) = (m.left + col * sq, m.top + row * sq);
                let Some(s) = layout.square(file as u8, rank as u8) else {
                    blit(&mut out, size, x0, y0, sq, &sheet.light);
                    continue;
                };
                let mark = marks[s.index() & 127] as usize;
                let piece = board.piece_at(s).map_or(0, piece_index);
                let tile = mark * PIECES + piece;
                blit(&mut out, size, x0, y0, sq, &sheet.tiles[tile]);
                let Some(numbering) = numbering else {
                    continue;
                };
                let number = usize::from(layout.number(s, numbering));
                if let Some(label) = number
                    .checked_sub(1)
                    .and_then(|i| sheet.numbers.get(i * TILES + tile))
                {
                    let (lx, ly) = sheet.label_at;
                    for (y, row) in label.px.chunks_exact(label.w.max(1)).enumerate() {
                        let start = (y0 + ly + y) * size + x0 + lx;
                        out[start..start + label.w].copy_from_slice(row);
                    }
                }
            }
        }
        let centre = |s: Square| {
            let (file, rank) = layout.coords(s);
            let (file, rank) = (usize::from(file), usize::from(rank));
            let (col, row) = if flip {
                (n - 1 - file, rank)
            } else {
                (file, n - 1 - rank)
            };
            (
                (m.left + col * sq) as f32 + sq as f32 / 2.0,
                (m.top + row * sq) as f32 + sq as f32 / 2.0,
            )
        };
        let points = |path: &[Square]| -> Vec<(f32, f32)> {
            path.iter()
                .filter(|&&s| layout.is_square(s))
                .map(|&s| centre(s))
                .collect()
        };
        let mut over = false;
        if let Some(lm) = view.last_move.as_ref().filter(|lm| !lm.captures.is_empty()) {
            // The route of a capture, landing to landing: dots alone do not show which way a
            // flying king went.
            route(&mut out, size, &points(&lm.path), sq as f32, sprites.route);
            over = true;
        }
        // Arrows that run along the same stretch (a played capture and a better one that begin
        // with the same jump) are drawn side by side there, not one over the other.
        let paths: Vec<Vec<Square>> = view
            .arrows
            .iter()
            .map(|a| {
                let mut p: Vec<Square> = a
                    .path
                    .iter()
                    .copied()
                    .filter(|&s| layout.is_square(s))
                    .collect();
                p.dedup();
                p
            })
            .collect();
        let key = |a: Square, b: Square| (a.0.min(b.0), a.0.max(b.0));
        let shift = 0.18 * sq as f32;
        for (i, (a, path)) in view.arrows.iter().zip(&paths).enumerate() {
            let mut pts = Vec::with_capacity(2 * path.len());
            for w in path.windows(2) {
                let k = key(w[0], w[1]);
                let sharing: Vec<usize> = paths
                    .iter()
                    .enumerate()
                    .filter(|(_, p)| p.windows(2).any(|v| key(v[0], v[1]) == k))
                    .map(|(j, _)| j)
                    .collect();
                let rank = sharing.iter().position(|&j| j == i).unwrap_or(0);
                let offset = (rank as f32 - (sharing.len() as f32 - 1.0) / 2.0) * shift;
                // Across the stretch, the same way whichever way an arrow runs along it.
                let (lo, hi) = (Square(k.0), Square(k.1));
                let (p, q) = (centre(lo), centre(hi));
                let len = ((q.0 - p.0).powi(2) + (q.1 - p.1).powi(2)).sqrt().max(1.0);
                let (nx, ny) = (-(q.1 - p.1) / len * offset, (q.0 - p.0) / len * offset);
                for &s in w {
                    let c = centre(s);
                    pts.push((c.0 + nx, c.1 + ny));
                }
            }
            let levels = sprites.arrows[match a.kind {
                ArrowKind::Played => 0,
                ArrowKind::Better => 1,
            }];
            over |= arrow(&mut out, size, &pts, sq as f32, &levels);
        }
        if over {
            // The square numbers stay readable over the route and the arrows: stamp them again.
            if let Some(numbering) = numbering.filter(|_| !sheet.stamps.is_empty()) {
                for s in layout.all().iter() {
                    if board.piece_at(s).is_some() && !sheet.numbers_on_pieces {
                        continue;
                    }
                    let number = usize::from(layout.number(s, numbering));
                    let Some(label) = number.checked_sub(1).and_then(|i| sheet.stamps.get(i))
                    else {
                        continue;
                    };
                    let (cx, cy) = centre(s);
                    let x0 = (cx - sq as f32 / 2.0) as usize + sheet.label_at.0;
                    let y0 = (cy - sq as f32 / 2.0) as usize + sheet.label_at.1;
                    for (y, row) in label.px.chunks_exact(label.w.max(1)).enumerate() {
                        let start = (y0 + y) * size + x0;
                        for (o, &c) in out[start..start + label.w].iter_mut().zip(row) {
                            if c != TRANSPARENT {
                                *o = c;
                            }
                        }
                    }
                }
            }
        }
        Indexed {
            pixels: out,
            palette: &sprites.palette,
        }
    }
}

/// Draws the route through `points` (square centres): a line `sq / 14` wide with an edge,
/// stopping short of the last square so the piece standing there stays whole.
fn route(out: &mut [u8], size: usize, points: &[(f32, f32)], sq: f32, colors: [u8; 2]) {
    if points.len() < 2 {
        return;
    }
    let mut ends: Vec<(f32, f32)> = points.to_vec();
    // The last segment ends at the edge of the piece that made the capture.
    if let [.., a, b] = ends.as_mut_slice() {
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let len = (dx * dx + dy * dy).sqrt();
        let keep = (len - 0.42 * sq).max(0.0) / len.max(1.0);
        *b = (a.0 + dx * keep, a.1 + dy * keep);
    }
    let core = (sq / 14.0).max(1.5);
    let edge = core + (sq / 40.0).max(1.0);
    for (half, color) in [(edge, colors[0]), (core, colors[1])] {
        for w in ends.windows(2) {
            segment(out, size, w[0], w[1], half / 2.0, color);
        }
    }
}

/// Draws an arrow through `points` (square centres): a shaft from the first to an arrowhead
/// whose tip is the last, a dark outline around a core, the core's edge anti-aliased into the
/// outline through the `levels` (outline first). Returns whether anything was drawn.
fn arrow(
    out: &mut [u8],
    size: usize,
    points: &[(f32, f32)],
    sq: f32,
    levels: &[u8; ARROW_LEVELS],
) -> bool {
    let [.., a, tip] = points else {
        return false;
    };
    let (dx, dy) = (tip.0 - a.0, tip.1 - a.1);
    let len = (dx * dx + dy * dy).sqrt();
    if len < 1.0 {
        return false;
    }
    let (ux, uy) = (dx / len, dy / len);
    let half = (0.06 * sq).max(1.5);
    let outline = (0.03 * sq).max(1.2);
    let head_len = (0.36 * sq).min(0.8 * len);
    let head_half = (0.2 * sq).max(half + 2.0);
    let base = (tip.0 - ux * head_len, tip.1 - uy * head_len);
    let head = [
        *tip,
        (base.0 - uy * head_half, base.1 + ux * head_half),
        (base.0 + uy * head_half, base.1 - ux * head_half),
    ];
    // The shaft ends inside the head, clear of its tip.
    let mut shaft = points.to_vec();
    if let Some(last) = shaft.last_mut() {
        *last = (tip.0 - ux * head_len * 0.5, tip.1 - uy * head_len * 0.5);
    }
    // Signed distance to the arrow (negative inside its core), over its bounding box.
    let reach = head_half + outline + 1.0;
    let (mut x0, mut y0, mut x1, mut y1) = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
    for p in points {
        (x0, y0, x1, y1) = (x0.min(p.0), y0.min(p.1), x1.max(p.0), y1.max(p.1));
    }
    let clamp = |v: f32| (v.max(0.0) as usize).min(size.saturating_sub(1));
    let (bx0, by0) = (clamp(x0 - reach), clamp(y0 - reach));
    let (bx1, by1) = (clamp(x1 + reach), clamp(y1 + reach));
    let w = bx1 - bx0 + 1;
    let mut sd = vec![f32::MAX; w * (by1 - by0 + 1)];
    let mut paint = |sdf: &dyn Fn((f32, f32)) -> f32, lo: (f32, f32), hi: (f32, f32)| {
        let (px0, py0) = (clamp(lo.0 - outline - 1.0), clamp(lo.1 - outline - 1.0));
        let (px1, py1) = (clamp(hi.0 + outline + 1.0), clamp(hi.1 + outline + 1.0));
        for y in py0.max(by0)..=py1.min(by1) {
            for x in px0.max(bx0)..=px1.min(bx1) {
                let d = sdf((x as f32 + 0.5, y as f32 + 0.5));
                let slot = &mut sd[(y - by0) * w + x - bx0];
                *slot = slot.min(d);
            }
        }
    };
    for seg in shaft.windows(2) {
        let (p, q) = (seg[0], seg[1]);
        paint(
            &|pt| crate::raster::sd_segment(pt, p, q, half),
            (p.0.min(q.0) - half, p.1.min(q.1) - half),
            (p.0.max(q.0) + half, p.1.max(q.1) + half),
        );
    }
    let (hx0, hx1) = head.iter().fold((f32::MAX, f32::MIN), |(lo, hi), p| {
        (lo.min(p.0), hi.max(p.0))
    });
    let (hy0, hy1) = head.iter().fold((f32::MAX, f32::MIN), |(lo, hi), p| {
        (lo.min(p.1), hi.max(p.1))
    });
    paint(
        &|pt| crate::raster::sd_polygon(pt, &head),
        (hx0, hy0),
        (hx1, hy1),
    );
    let last = (ARROW_LEVELS - 1) as f32;
    for y in by0..=by1 {
        for x in bx0..=bx1 {
            let d = sd[(y - by0) * w + x - bx0];
            if d < outline {
                let core = crate::raster::coverage(d);
                out[y * size + x] = levels[(core * last).round() as usize];
            }
        }
    }
    true
}

/// Sets every pixel whose centre lies within `half` of the segment `a`-`b`.
fn segment(out: &mut [u8], size: usize, a: (f32, f32), b: (f32, f32), half: f32, color: u8) {
    let (x0, x1) = (a.0.min(b.0) - half, a.0.max(b.0) + half);
    let (y0, y1) = (a.1.min(b.1) - half, a.1.max(b.1) + half);
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len2 = (dx * dx + dy * dy).max(f32::EPSILON);
    let clamp = |v: f32| (v.max(0.0) as usize).min(size.saturating_sub(1));
    for y in clamp(y0.floor())..=clamp(y1.ceil()) {
        for x in clamp(x0.floor())..=clamp(x1.ceil()) {
            let (px, py) = (x as f32 + 0.5, y as f32 + 0.5);
            let t = (((px - a.0) * dx + (py - a.1) * dy) / len2).clamp(0.0, 1.0);
            let (qx, qy) = (a.0 + t * dx - px, a.1 + t * dy - py);
            if qx * qx + qy * qy <= half * half {
                out[y * size + x] = color;
            }
        }
    }
}

/// Tile index of a piece: 1 white man, 2 white king, 3 black man, 4 black king.
fn piece_index(p: Piece) -> usize {
    let king = usize::from(p.role == Role::King);
    match p.color {
        damero_rules::Color::White => 1 + king,
        damero_rules::Color::Black => 3 + king,
    }
}

fn blit(out: &mut [u8], size: usize, x0: usize, y0: usize, sq: usize, tile: &[u8]) {
    for (y, row) in tile.chunks_exact(sq).enumerate() {
        let start = (y0 + y) * size + x0;
        out[start..start + sq].copy_from_slice(row);
    }
}

/// The mark of every square under the view's last move and huff.
fn marks(layout: &Layout, view: &View) -> [Mark; 128] {
    let mut marks = [Mark::None; 128];
    let valid = |s: Square| layout.is_square(s);
    let mut set = |s: Square, m: Mark| {
        if valid(s) {
            let slot = &mut marks[s.index() & 127];
            *slot = (*slot).max(m);
        }
    };
    if let Some(s) = view.huffed {
        set(s, Mark::Huffed);
    }
    let Some(lm) = &view.last_move else {
        return marks;
    };
    if !lm.captures.is_empty() {
        // Squares crossed between landings (flying kings, Turkish rooks).
        for w in lm.path.windows(2) {
            if !(valid(w[0]) && valid(w[1])) {
                continue;
            }
            let (f0, r0) = layout.coords(w[0]);
            let (f1, r1) = layout.coords(w[1]);
            let (df, dr) = (i32::from(f1) - i32::from(f0), i32::from(r1) - i32::from(r0));
            if df.abs() != dr.abs() && df != 0 && dr != 0 {
                continue;
            }
            let steps = df.abs().max(dr.abs());
            for k in 1..steps {
                let f = i32::from(f0) + df.signum() * k;
                let r = i32::from(r0) + dr.signum() * k;
                if let Some(s) = layout.square(f as u8, r as u8) {
                    set(s, Mark::Passed);
                }
            }
        }
        if let Some((_, mid)) = lm.path.split_first() {
            if let Some((_, via)) = mid.split_last() {
                via.iter().for_each(|&s| set(s, Mark::Via));
            }
        }
        lm.captures.iter().for_each(|&s| set(s, Mark::Captured));
    }
    if let Some(&from) = lm.path.first() {
        set(from, Mark::From);
    }
    if let Some(&to) = lm.path.last() {
        if lm.path.len() > 1 {
            set(to, Mark::To);
        }
    }
    marks
}

/// Encodes an indexed picture as PNG: no row filters (palette data) and fdeflate's fast mode.
fn encode_png(size: usize, pic: &Indexed<'_>) -> Result<Vec<u8>, RenderError> {
    let mut buf = Vec::with_capacity(48 * 1024);
    {
        let mut enc = png::Encoder::new(&mut buf, size as u32, size as u32);
        enc.set_color(png::ColorType::Indexed);
        enc.set_depth(png::BitDepth::Eight);
        enc.set_palette(pic.palette);
        enc.set_deflate_compression(png::DeflateCompression::Level(2));
        enc.set_filter(png::Filter::Up);
        let mut w = enc.write_header()?;
        w.write_image_data(&pic.pixels)?;
        w.finish()?;
    }
    Ok(buf)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_out_of_range_are_refused() {
        assert!(matches!(Renderer::new(10), Err(RenderError::Size(10))));
        assert!(matches!(Renderer::new(100_000), Err(RenderError::Size(_))));
    }

    #[test]
    fn the_renderer_is_send_and_sync() {
        fn check<T: Send + Sync>() {}
        check::<Renderer>();
    }
}
