//! The sprite sheets: every square a picture can show, drawn once per theme and size, then
//! reduced to one shared 127-colour palette so that a picture is made by copying palette indices.
//!
//! A square is drawn from a tiny key: its background (light, dark or Turkish plain), its mark
//! (last-move tint, path dot, capture cross, huff sign) and its piece. A square number is a label
//! in the square's top-left corner, light digits in a dark halo, sized so that it stays clear of
//! a piece standing on the square ([`label_size`]); where squares are too small for that, only
//! empty squares carry their number. It is drawn once per number and tile, as the small
//! rectangle of that tile it covers, so a picture still only copies bytes.

use std::collections::HashMap;

use ab_glyph::FontRef;
use color_quant::NeuQuant;

use crate::raster::{
    f, mix, sd_circle, sd_polygon, sd_segment, smoothstep, Canvas, TextMask, FONT_BYTES, P,
};
use crate::theme::{
    Colors, PieceColors, Rgb, Theme, BLACK_PIECE, CROWN, CROWN_OUTLINE, CROWN_SHINE, WHITE_PIECE,
};
use crate::RenderError;

/// Pieces a tile can hold: none, white man, white king, black man, black king.
pub(crate) const PIECES: usize = 5;
/// Marks a tile can carry (see [`Mark`]).
pub(crate) const MARKS: usize = 7;
/// Tiles of a playing square: every mark with every piece, indexed `mark * PIECES + piece`.
pub(crate) const TILES: usize = MARKS * PIECES;
/// The smallest square (in pixels) that carries a square number: below it two digits would
/// cover the whole piece and still not be readable.
pub(crate) const MIN_NUMBERED_SQUARE: usize = 18;
/// The palette index left unused by every sprite: the GIF encoder's transparent colour.
pub(crate) const TRANSPARENT: u8 = COLORS as u8;
/// The smallest font size (pixels) of a square number: 7 px DejaVu Sans Bold digits are about
/// 5 px high, the least that reads.
pub(crate) const MIN_LABEL_PX: f32 = 7.0;
/// The font size of a square number as a share of the square, at most.
const LABEL_PX_SHARE: f32 = 0.26;

/// What the last move left on a square, weakest first (a stronger mark wins on a square).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Mark {
    None = 0,
    /// Crossed by a flying piece between two landings.
    Passed = 1,
    /// A landing square in the middle of a multi-capture.
    Via = 2,
    /// A piece was captured here.
    Captured = 3,
    /// A piece was huffed (removed for not capturing) from here.
    Huffed = 4,
    /// The move started here.
    From = 5,
    /// The move ended here.
    To = 6,
}

impl Mark {
    const ALL: [Mark; MARKS] = [
        Mark::None,
        Mark::Passed,
        Mark::Via,
        Mark::Captured,
        Mark::Huffed,
        Mark::From,
        Mark::To,
    ];
}

/// Board shapes with their own sprite sheets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    D8 = 0,
    D10 = 1,
    D12 = 2,
    /// The Turkish board: 8x8, every square plays, grid lines, no checkering.
    Orth = 3,
}

impl Kind {
    pub const ALL: [Kind; 4] = [Kind::D8, Kind::D10, Kind::D12, Kind::Orth];

    pub fn n(self) -> usize {
        match self {
            Kind::D8 | Kind::Orth => 8,
            Kind::D10 => 10,
            Kind::D12 => 12,
        }
    }

    /// Index of the frame (frames depend only on the board's width).
    pub fn frame(self) -> usize {
        match self {
            Kind::D8 | Kind::Orth => 0,
            Kind::D10 => 1,
            Kind::D12 => 2,
        }
    }
}

/// Where the board sits in a picture of a given size.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Metrics {
    pub size: usize,
    pub n: usize,
    pub sq: usize,
    pub left: usize,
    pub top: usize,
}

impl Metrics {
    pub fn new(size: usize, n: usize) -> Metrics {
        let margin = (size / 28).max(8);
        let sq = (size - 2 * margin) / n;
        let board = sq * n;
        let left = (size - board) / 2;
        Metrics {
            size,
            n,
            sq,
            left,
            top: left,
        }
    }
}

/// A square number as drawn over one tile: the rectangle `w` pixels wide of the tile at
/// [`Sheet::label_at`], number included, as palette indices row by row.
#[derive(Debug)]
pub(crate) struct Label {
    pub w: usize,
    pub px: Vec<u8>,
}

/// One board shape's tiles in one theme.
#[derive(Debug)]
pub(crate) struct Sheet {
    /// Whether squares holding a piece carry their number (the label fits beside the piece).
    pub numbers_on_pieces: bool,
    /// Per number (from 1), its label alone: palette indices where the label paints,
    /// [`TRANSPARENT`] elsewhere. Stamped again over a route or arrows drawn across it.
    pub stamps: Vec<Label>,
    pub m: Metrics,
    /// The non-playing square.
    pub light: Vec<u8>,
    /// Playing squares, indexed `mark * PIECES + piece`.
    pub tiles: Vec<Vec<u8>>,
    /// Where a number's label starts in a tile (x, y).
    pub label_at: (usize, usize),
    /// Square numbers, indexed `(number - 1) * TILES + tile`: the label of each number over each
    /// tile (an empty label, `w == 0`, over tiles with a piece unless `numbers_on_pieces`).
    /// Empty on the Turkish board and when squares are smaller than [`MIN_NUMBERED_SQUARE`].
    pub numbers: Vec<Label>,
}

/// Everything one theme needs at one size.
#[derive(Debug)]
pub(crate) struct Sprites {
    /// RGB triples, 256 entries (only the first [`COLORS`] used; the next one is transparent in GIFs).
    pub palette: Vec<u8>,
    /// Frames with coordinates, per board width (8, 10, 12) and orientation (White, Black).
    pub frames: [[Vec<u8>; 2]; 3],
    /// Sheets per [`Kind`].
    pub sheets: Vec<Sheet>,
    /// The frame's colour, two anti-aliasing steps and the label ink (exact palette colours):
    /// what a caption under an animation frame is drawn with.
    pub caption: [u8; LABEL_LEVELS],
    /// The route line of a capture: its edge (the label ink) and its core (the path colour),
    /// exact palette colours.
    pub route: [u8; 2],
    /// The arrows' colours per [`crate::ArrowKind`] (played, better): from the outline to the
    /// core, exact palette colours.
    pub arrows: [[u8; ARROW_LEVELS]; 2],
}

/// Levels of an arrow, from its dark outline (the frame's colour) through two anti-aliasing
/// steps to its core colour: exact palette colours, so arrows add six colours to the palette.
pub(crate) const ARROW_LEVELS: usize = 4;

/// The colours of an arrow's levels: from the frame's colour to `core`.
fn arrow_colors(colors: &Colors, core: Rgb) -> [Rgb; ARROW_LEVELS] {
    let last = (ARROW_LEVELS - 1) as f32;
    std::array::from_fn(|k| to_rgb(mix(f(colors.frame), f(core), k as f32 / last)))
}

/// RGB pictures of one theme before the palette is chosen.
struct Drafts {
    frames: Vec<FrameDraft>,
    sheets: Vec<DraftSheet>,
}

struct DraftSheet {
    m: Metrics,
    light: Canvas,
    tiles: Vec<Canvas>,
    /// Per number (from 1): its digits' coverage, laid over every tile at `label_at`.
    numbers: Vec<TextMask>,
    label_at: (usize, usize),
    label: LabelSize,
}

/// Levels of a label's digits over their halo: the halo itself, two anti-aliasing steps, the
/// digits' colour. A label paints only these four colours (the halo is opaque and hard-edged),
/// so labels add no colours to the palette and little to the PNG.
pub(crate) const LABEL_LEVELS: usize = 4;

/// The colours of a label's levels: from `halo` to `ink`.
fn label_colors(colors: &Colors) -> [Rgb; LABEL_LEVELS] {
    let last = (LABEL_LEVELS - 1) as f32;
    std::array::from_fn(|k| to_rgb(mix(f(colors.frame), f(colors.label), k as f32 / last)))
}

/// The label of `mask` over a tile `sq` pixels wide (palette indices) at `at`, clipped to the
/// tile: the tile's own pixels where the mask is empty, a label colour (`levels`) elsewhere.
fn label(
    tile: &[u8],
    sq: usize,
    at: (usize, usize),
    mask: &TextMask,
    levels: &[u8; LABEL_LEVELS],
) -> Label {
    let (ax, ay) = at;
    let w = mask.w.min(sq.saturating_sub(ax));
    let h = mask.h.min(sq.saturating_sub(ay));
    let last = (LABEL_LEVELS - 1) as f32;
    let mut px = Vec::with_capacity(w * h);
    for y in 0..h {
        for x in 0..w {
            let i = y * mask.w + x;
            let level = (mask.ink[i] * last).round() as usize;
            px.push(if level > 0 || mask.halo[i] >= 0.5 {
                levels[level.min(LABEL_LEVELS - 1)]
            } else {
                tile.get((ay + y) * sq + ax + x).copied().unwrap_or(0)
            });
        }
    }
    Label { w, px }
}

/// The label of `mask` alone: a label colour where it paints, [`TRANSPARENT`] elsewhere.
fn stamp(sq: usize, at: (usize, usize), mask: &TextMask, levels: &[u8; LABEL_LEVELS]) -> Label {
    let blank = vec![TRANSPARENT; sq * sq];
    label(&blank, sq, at, mask, levels)
}

/// Draws and indexes one theme's sprites for pictures `size` pixels wide.
pub(crate) fn build(theme: Theme, size: usize) -> Result<Sprites, RenderError> {
    let font = FontRef::try_from_slice(FONT_BYTES).map_err(|_| RenderError::Font)?;
    let colors = theme.colors();
    let drafts = draw(colors, size, &font);

    let mut hist: HashMap<Rgb, u64> = HashMap::new();
    let mut count = |px: &[Rgb]| {
        let mut last = None;
        for &c in px {
            if last != Some(c) {
                *hist.entry(c).or_default() += 1;
                last = Some(c);
            }
        }
    };
    let frame_px: Vec<Vec<Vec<Rgb>>> = drafts
        .frames
        .iter()
        .map(|fd| fd.labels.iter().map(|(c, _)| c.rgb()).collect())
        .collect();
    for (fd, labels) in drafts.frames.iter().zip(&frame_px) {
        count(&[fd.fill]);
        labels.iter().for_each(|p| count(p));
    }
    let mut sheet_px = Vec::new();
    for s in &drafts.sheets {
        let light = s.light.rgb();
        let tiles: Vec<Vec<Rgb>> = s.tiles.iter().map(Canvas::rgb).collect();
        count(&light);
        tiles.iter().for_each(|p| count(p));
        sheet_px.push((light, tiles));
    }
    // The four label colours must be exact: count them as the most frequent of all.
    let label_rgb = label_colors(colors);
    for c in label_rgb {
        *hist.entry(c).or_default() += 1 << 20;
    }
    // So is the route line's colour (the dots' colour).
    let path_rgb = to_rgb(f(colors.path));
    *hist.entry(path_rgb).or_default() += 1 << 20;
    // And the arrows' levels (the first, the frame's colour, is a label colour already).
    let arrow_rgb = [colors.played, colors.better].map(|core| arrow_colors(colors, core));
    for c in arrow_rgb.iter().flatten() {
        *hist.entry(*c).or_default() += 1 << 20;
    }
    let (palette, lookup) = quantize(&hist);
    let index = |px: &[Rgb]| -> Vec<u8> {
        // Runs of one colour are the rule (flat squares, the frame): look each run up once.
        let mut last: Option<(Rgb, u8)> = None;
        px.iter()
            .map(|&c| match last {
                Some((l, i)) if l == c => i,
                _ => {
                    let i = lookup.get(&c).copied().unwrap_or(0);
                    last = Some((c, i));
                    i
                }
            })
            .collect()
    };
    let idx = |c: Rgb| lookup.get(&c).copied().unwrap_or(0);

    let mut frames = drafts.frames.iter().zip(&frame_px).map(|(fd, labels)| {
        let mut out = vec![idx(fd.fill); fd.size * fd.size];
        for ((canvas, (x0, y0)), px) in fd.labels.iter().zip(labels) {
            let w = canvas.img.width() as usize;
            for (y, row) in px.chunks_exact(w).enumerate() {
                let start = (y0 + y) * fd.size + x0;
                for (o, &c) in out[start..start + w].iter_mut().zip(row) {
                    *o = idx(c);
                }
            }
        }
        out
    });
    let mut next = || frames.next().unwrap_or_default();
    let frames = [[next(), next()], [next(), next()], [next(), next()]];

    let mut sheets = Vec::new();
    for (s, (light, tiles)) in drafts.sheets.iter().zip(sheet_px) {
        let tiles: Vec<Vec<u8>> = tiles.iter().map(|p| index(p)).collect();
        let levels = label_rgb.map(idx);
        let mut numbers = Vec::with_capacity(s.numbers.len() * TILES);
        for mask in &s.numbers {
            for (i, tile) in tiles.iter().enumerate() {
                numbers.push(if s.label.on_pieces || i % PIECES == 0 {
                    label(tile, s.m.sq, s.label_at, mask, &levels)
                } else {
                    Label {
                        w: 0,
                        px: Vec::new(),
                    }
                });
            }
        }
        let stamps = s
            .numbers
            .iter()
            .map(|mask| stamp(s.m.sq, s.label_at, mask, &levels))
            .collect();
        sheets.push(Sheet {
            numbers_on_pieces: s.label.on_pieces,
            stamps,
            m: s.m,
            light: index(&light),
            tiles,
            label_at: s.label_at,
            numbers,
        });
    }
    let mut pal = Vec::with_capacity(256 * 3);
    for c in &palette {
        pal.extend_from_slice(c);
    }
    pal.resize(256 * 3, 0);
    Ok(Sprites {
        palette: pal,
        frames,
        sheets,
        caption: label_rgb.map(idx),
        route: [idx(label_rgb[LABEL_LEVELS - 1]), idx(path_rgb)],
        arrows: arrow_rgb.map(|levels| levels.map(idx)),
    })
}

/// Colours in a palette. 127 keeps anti-aliasing smooth, makes PNGs about a tenth smaller than
/// 255 would (measured with `examples/encode_probe.rs`), and leaves index 127 free so that GIF
/// frames (colours and transparency) fit 7-bit LZW codes.
pub(crate) const COLORS: usize = 127;

/// Chooses at most [`COLORS`] colours: the most frequent ones exactly (flat squares, frame), the
/// anti-aliased rest through NeuQuant. Deterministic: the input is sorted first.
fn quantize(hist: &HashMap<Rgb, u64>) -> (Vec<Rgb>, HashMap<Rgb, u8>) {
    let mut colors: Vec<(Rgb, u64)> = hist.iter().map(|(&c, &n)| (c, n)).collect();
    colors.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    let palette: Vec<Rgb> = if colors.len() <= COLORS {
        colors.iter().map(|&(c, _)| c).collect()
    } else {
        const EXACT: usize = 48;
        let mut palette: Vec<Rgb> = colors[..EXACT].iter().map(|&(c, _)| c).collect();
        let mut rest: Vec<(Rgb, u64)> = colors[EXACT..].to_vec();
        rest.sort_by_key(|a| a.0);
        let mut px = Vec::new();
        for (c, n) in rest {
            for _ in 0..n.clamp(1, 16) {
                px.extend_from_slice(&[c[0], c[1], c[2], 255]);
            }
        }
        let nq = NeuQuant::new(3, COLORS - EXACT, &px);
        palette.extend(
            nq.color_map_rgb()
                .chunks_exact(3)
                .map(|c| [c[0], c[1], c[2]]),
        );
        palette.truncate(COLORS);
        palette
    };
    // Indices in order of lightness: neighbouring pixels of a gradient get neighbouring indices,
    // which the PNG row filter turns into small, repetitive residuals.
    let mut palette = palette;
    palette.sort_by_key(|c| {
        (
            299 * u32::from(c[0]) + 587 * u32::from(c[1]) + 114 * u32::from(c[2]),
            *c,
        )
    });
    let lookup = hist
        .keys()
        .map(|&c| {
            let best = palette
                .iter()
                .enumerate()
                .min_by_key(|(_, p)| {
                    let d = |i: usize| (i32::from(p[i]) - i32::from(c[i])).pow(2);
                    // Weighted towards green, as the eye is.
                    3 * d(0) + 4 * d(1) + 2 * d(2)
                })
                .map_or(0, |(i, _)| i as u8);
            (c, best)
        })
        .collect();
    (palette, lookup)
}

/// Background of a tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ground {
    Light,
    Dark,
    Plain,
}

fn draw(colors: &Colors, size: usize, font: &FontRef<'_>) -> Drafts {
    let mut frames = Vec::new();
    for n in [8, 10, 12] {
        let m = Metrics::new(size, n);
        for flip in [false, true] {
            frames.push(draw_frame(colors, m, flip, font));
        }
    }
    let sheets = Kind::ALL
        .iter()
        .map(|&kind| {
            let m = Metrics::new(size, kind.n());
            let ground = if kind == Kind::Orth {
                Ground::Plain
            } else {
                Ground::Dark
            };
            let layers = Layers::draw(colors, m.sq);
            let light = draw_tile(colors, m.sq, Ground::Light, Mark::None, 0, &layers);
            let mut tiles = Vec::new();
            for mark in Mark::ALL {
                for piece in 0..PIECES {
                    tiles.push(draw_tile(colors, m.sq, ground, mark, piece, &layers));
                }
            }
            let label = if kind == Kind::Orth || m.sq < MIN_NUMBERED_SQUARE {
                LabelSize {
                    px: 0.0,
                    on_pieces: false,
                }
            } else {
                label_size(m.sq, m.n * m.n / 2, font)
            };
            let numbers = if label.px > 0.0 {
                (1..=m.n * m.n / 2)
                    .map(|number| number_mask(number, label.px, font))
                    .collect()
            } else {
                Vec::new()
            };
            DraftSheet {
                m,
                light,
                tiles,
                numbers,
                label_at: LABEL_AT,
                label,
            }
        })
        .collect();
    Drafts { frames, sheets }
}

/// What goes over a square's background, each drawn once per square size on a transparent
/// layer (the canvas keeps premultiplied alpha, so laying a layer over a background gives the
/// same pixels as drawing on it directly).
struct Layers {
    /// Index 1..5: white man, white king, black man, black king.
    pieces: Vec<Canvas>,
    via: Canvas,
    passed: Canvas,
    cross: Canvas,
    /// A ring with one bar across (a "no" sign): the square a piece was huffed from.
    huffed: Canvas,
}

impl Layers {
    fn draw(colors: &Colors, sq: usize) -> Layers {
        let s = sq as f32;
        let blank = || Canvas::transparent(sq as u32, sq as u32);
        let mut pieces = vec![blank()];
        for (pc, king, dark) in [
            (&WHITE_PIECE, false, false),
            (&WHITE_PIECE, true, false),
            (&BLACK_PIECE, false, true),
            (&BLACK_PIECE, true, true),
        ] {
            let mut c = blank();
            draw_piece(&mut c, s, pc, king, dark);
            pieces.push(c);
        }
        let centre = (s / 2.0, s / 2.0);
        let mut via = blank();
        dot(&mut via, centre, 0.12 * s, colors);
        let mut passed = blank();
        dot(&mut passed, centre, 0.065 * s, colors);
        let mut cross = blank();
        let full = (0.0, 0.0, s, s);
        let (a, b) = (0.3 * s, 0.7 * s);
        let hw = (0.05 * s).max(1.5);
        let ow = (s / 40.0).max(1.0);
        let shape = |p: P, extra: f32| {
            sd_segment(p, (a, a), (b, b), hw + extra).min(sd_segment(p, (a, b), (b, a), hw + extra))
        };
        let dark = f(colors.frame);
        cross.shape(full, 0.85, |p| shape(p, ow), |_| dark);
        let red = f(colors.capture);
        cross.shape(full, 1.0, |p| shape(p, 0.0), |_| red);
        let mut huffed = blank();
        let r = 0.3 * s;
        let k = std::f32::consts::FRAC_1_SQRT_2 * r;
        let (a, b) = (centre.0 - k, centre.0 + k);
        let sign = |p: P, extra: f32| {
            let ring = sd_circle(p, centre, r).abs() - (hw + extra);
            ring.min(sd_segment(p, (a, a), (b, b), hw + extra))
        };
        huffed.shape(full, 0.85, |p| sign(p, ow), |_| dark);
        huffed.shape(full, 1.0, |p| sign(p, 0.0), |_| red);
        Layers {
            pieces,
            via,
            passed,
            cross,
            huffed,
        }
    }
}

fn to_rgb(c: [f32; 3]) -> Rgb {
    c.map(|v| (v.clamp(0.0, 1.0) * 255.0 + 0.5) as u8)
}

/// Alpha of the last-move tint per mark.
fn tint_alpha(mark: Mark) -> f32 {
    match mark {
        Mark::None | Mark::Huffed => 0.0,
        Mark::Passed => 0.22,
        Mark::Via | Mark::Captured => 0.32,
        Mark::From => 0.45,
        Mark::To => 0.62,
    }
}

/// The flat colour of a tile's background under a mark.
fn ground_color(colors: &Colors, ground: Ground, mark: Mark) -> Rgb {
    let base = match ground {
        Ground::Light => colors.light,
        Ground::Dark => colors.dark,
        Ground::Plain => colors.plain,
    };
    to_rgb(mix(f(base), f(colors.tint), tint_alpha(mark)))
}

fn draw_tile(
    colors: &Colors,
    sq: usize,
    ground: Ground,
    mark: Mark,
    piece: usize,
    layers: &Layers,
) -> Canvas {
    let mut c = Canvas::new(sq as u32, sq as u32, ground_color(colors, ground, mark));
    let s = sq as f32;
    let full = (0.0, 0.0, s, s);
    if ground == Ground::Plain {
        let w = (s / 56.0).max(1.0);
        let grid = f(colors.grid);
        c.shape(
            full,
            1.0,
            |p| p.0.min(p.1).min(s - p.0).min(s - p.1) - w,
            |_| grid,
        );
    }
    if ground == Ground::Plain && matches!(mark, Mark::From | Mark::To) {
        // The plain Turkish squares are light, so the tint alone is too faint: add a frame.
        let w = (s / 20.0).max(2.0);
        let inset = (s / 56.0).max(1.0) + 0.5;
        let path = f(colors.path);
        let edge = |p: P| p.0.min(p.1).min(s - p.0).min(s - p.1) - inset;
        c.shape(full, 0.7, |p| (edge(p) - w / 2.0).abs() - w / 2.0, |_| path);
    }
    match mark {
        Mark::Via => c.over(&layers.via),
        Mark::Passed => c.over(&layers.passed),
        _ => {}
    }
    if let Some(layer) = layers.pieces.get(piece).filter(|_| piece > 0) {
        c.over(layer);
    }
    match mark {
        Mark::Captured => c.over(&layers.cross),
        Mark::Huffed => c.over(&layers.huffed),
        _ => {}
    }
    c
}

fn dot(c: &mut Canvas, centre: P, r: f32, colors: &Colors) {
    let s = c.img.width() as f32;
    let ring = f(colors.label);
    let path = f(colors.path);
    let full = (0.0, 0.0, s, s);
    c.shape(
        full,
        0.9,
        |p| sd_circle(p, centre, r + (s / 48.0).max(1.0)),
        |_| ring,
    );
    c.shape(full, 1.0, |p| sd_circle(p, centre, r), |_| path);
}

/// Where a piece lies in a square `s` pixels wide: its top face (a disc), its side (the same
/// disc `t` lower) and its soft shadow.
#[derive(Clone, Copy, Debug)]
pub(crate) struct PieceShape {
    /// Centre of the top face.
    pub centre: P,
    /// Radius of the top face and of the side.
    pub r: f32,
    /// Thickness: how far the side reaches below the top face.
    pub t: f32,
    /// Centre of the shadow (a disc of radius `r`, fading over `soft` pixels either side of its edge).
    pub shadow: P,
    pub soft: f32,
}

impl PieceShape {
    pub fn new(s: f32) -> PieceShape {
        let t = 0.075 * s;
        let centre = (s / 2.0, s / 2.0 - t / 2.0);
        PieceShape {
            centre,
            r: 0.39 * s,
            t,
            shadow: (centre.0 + 0.02 * s, centre.1 + t + 0.03 * s),
            soft: 0.045 * s,
        }
    }

    /// Whether the piece (top, side or shadow) paints anything at all on the pixel whose centre
    /// is `p`: an edge covers a pixel whose centre lies within half a pixel outside it.
    pub fn touches(&self, p: P) -> bool {
        let (cx, cy) = self.centre;
        sd_circle(p, self.centre, self.r) < 0.5
            || sd_circle(p, (cx, cy + self.t), self.r) < 0.5
            || sd_circle(p, self.shadow, self.r) < self.soft
    }
}

fn draw_piece(c: &mut Canvas, s: f32, pc: &PieceColors, king: bool, dark: bool) {
    let shape = PieceShape::new(s);
    let PieceShape { r, t, .. } = shape;
    let ow = (s / 55.0).max(1.0);
    let (cx, cy) = shape.centre;
    let full = (0.0, 0.0, s, s);
    // Soft shadow, falling down-right.
    c.soft(full, 0.45, shape.soft, |p| sd_circle(p, shape.shadow, r));
    // The side (thickness).
    let (outline, side, top, shine, groove) = (
        f(pc.outline),
        f(pc.side),
        f(pc.top),
        f(pc.shine),
        f(pc.groove),
    );
    c.shape(full, 1.0, |p| sd_circle(p, (cx, cy + t), r), |_| outline);
    c.shape(
        full,
        1.0,
        |p| sd_circle(p, (cx, cy + t), r - ow),
        |p| {
            let k = smoothstep(-r, r, p.0 - cx);
            mix(mix(side, top, 0.35), mix(side, outline, 0.3), k)
        },
    );
    // The top face, lit from the upper left.
    c.shape(full, 1.0, |p| sd_circle(p, (cx, cy), r), |_| outline);
    let light = (cx - 0.38 * r, cy - 0.45 * r);
    c.shape(
        full,
        1.0,
        |p| sd_circle(p, (cx, cy), r - ow),
        |p| {
            let dl = ((p.0 - light.0).powi(2) + (p.1 - light.1).powi(2)).sqrt();
            let dc = ((p.0 - cx).powi(2) + (p.1 - cy).powi(2)).sqrt();
            let base = mix(
                shine,
                top,
                smoothstep(0.0, 1.15 * r, dl).powf(0.6) * 0.9 + 0.1,
            );
            mix(base, side, smoothstep(0.78 * r, r, dc) * 0.55)
        },
    );
    if dark {
        // A faint rim so black pieces stand out on dark squares.
        c.shape(
            full,
            0.55,
            |p| (sd_circle(p, (cx, cy), r - ow - 0.8)).abs() - 0.6,
            |_| shine,
        );
    }
    // An engraved ring: a dark groove with a light lip below it.
    let gr = 0.66 * r;
    let gw = (0.035 * r).max(0.6);
    c.shape(
        full,
        0.9,
        |p| sd_circle(p, (cx, cy), gr).abs() - gw,
        |_| groove,
    );
    c.shape(
        full,
        0.5,
        |p| sd_circle(p, (cx, cy + 1.2 * gw + 0.6), gr).abs() - gw * 0.7,
        |_| mix(top, [1.0; 3], 0.6),
    );
    if king {
        draw_crown(c, (cx, cy + 0.03 * r), 0.56 * r);
    }
}

fn draw_crown(c: &mut Canvas, at: P, k: f32) {
    let s = c.img.width() as f32;
    let full = (0.0, 0.0, s, s);
    let pts: Vec<P> = [
        (-0.66, 0.44),
        (-0.78, -0.30),
        (-0.36, 0.02),
        (0.0, -0.56),
        (0.36, 0.02),
        (0.78, -0.30),
        (0.66, 0.44),
    ]
    .iter()
    .map(|&(x, y)| (at.0 + x * k, at.1 + y * k))
    .collect();
    let balls =
        [(-0.78, -0.30), (0.0, -0.56), (0.78, -0.30)].map(|(x, y)| (at.0 + x * k, at.1 + y * k));
    let br = 0.14 * k;
    let sd = |p: P| {
        balls
            .iter()
            .fold(sd_polygon(p, &pts), |d, &b| d.min(sd_circle(p, b, br)))
    };
    let ow = (k / 9.0).max(1.0);
    let outline = f(CROWN_OUTLINE);
    c.shape(full, 1.0, |p| sd(p) - ow, |_| outline);
    let (gold, shine) = (f(CROWN), f(CROWN_SHINE));
    let top = at.1 - 0.7 * k;
    c.shape(full, 1.0, sd, |p| {
        mix(shine, gold, smoothstep(top, at.1 + 0.2 * k, p.1))
    });
    // The band.
    let y = at.1 + 0.2 * k;
    c.shape(
        full,
        0.85,
        |p| sd_segment(p, (at.0 - 0.62 * k, y), (at.0 + 0.62 * k, y), ow * 0.6),
        |_| outline,
    );
}

/// A frame: its flat colour and the coordinate labels, each a small canvas placed at `(x, y)`
/// (drawing the whole frame in floats would cost more than all the tiles together).
struct FrameDraft {
    size: usize,
    fill: Rgb,
    labels: Vec<(Canvas, (usize, usize))>,
}

fn draw_frame(colors: &Colors, m: Metrics, flip: bool, font: &FontRef<'_>) -> FrameDraft {
    let margin = m.left.min(m.size - m.left - m.n * m.sq) as f32;
    let px = (margin * 0.62).max(7.0);
    let ink = f(colors.label);
    let board = (m.n * m.sq) as f32;
    let (left, top, sq) = (m.left as f32, m.top as f32, m.sq as f32);
    let mut labels = Vec::new();
    let mut label = |text: &str, centre: P| {
        let w = ((px * 0.75 * text.len() as f32 + px * 0.6).ceil() as usize).min(m.size);
        let h = ((px * 1.5).ceil() as usize).min(m.size);
        let x0 = ((centre.0 - w as f32 / 2.0).round().max(0.0) as usize).min(m.size - w);
        let y0 = ((centre.1 - h as f32 / 2.0).round().max(0.0) as usize).min(m.size - h);
        let mut c = Canvas::new(w as u32, h as u32, colors.frame);
        c.text(
            font,
            text,
            px,
            (centre.0 - x0 as f32, centre.1 - y0 as f32),
            ink,
        );
        labels.push((c, (x0, y0)));
    };
    for i in 0..m.n {
        // Screen column/row i shows file/rank `k`.
        let k = if flip { m.n - 1 - i } else { i };
        let file = char::from(b'a' + k as u8).to_string();
        let rank = (m.n - k).to_string();
        let x = left + (i as f32 + 0.5) * sq;
        let y = top + (i as f32 + 0.5) * sq;
        label(
            &file,
            (x, top + board + (m.size as f32 - top - board) / 2.0),
        );
        label(&rank, (left / 2.0, y));
    }
    FrameDraft {
        size: m.size,
        fill: colors.frame,
        labels,
    }
}

/// Where a number's label mask sits in a square: flush in its top-left corner.
const LABEL_AT: (usize, usize) = (0, 0);

/// How the square numbers of a sheet are drawn.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct LabelSize {
    /// Font size in pixels.
    pub px: f32,
    /// Whether squares holding a piece carry their number too.
    pub on_pieces: bool,
}

/// The size of the square numbers `1..=count` on squares `sq` pixels wide: the largest font, up
/// to [`LABEL_PX_SHARE`] of the square, at which every number's label lies clear of a piece on
/// the square ([`PieceShape::touches`]), on every square. When even [`MIN_LABEL_PX`] does not
/// fit, squares with a piece go without a number and empty squares keep theirs at the full size.
pub(crate) fn label_size(sq: usize, count: usize, font: &FontRef<'_>) -> LabelSize {
    let s = sq as f32;
    let piece = PieceShape::new(s);
    let fits = |px: f32| {
        (1..=count).all(|number| {
            let mask = number_mask(number, px, font);
            let clear = mask_pixels(&mask).all(|(x, y)| {
                let p = ((LABEL_AT.0 + x) as f32 + 0.5, (LABEL_AT.1 + y) as f32 + 0.5);
                !piece.touches(p)
            });
            clear
        })
    };
    let full = (LABEL_PX_SHARE * s).max(MIN_LABEL_PX);
    // Sizes on a quarter-pixel grid from MIN_LABEL_PX up: the largest that fits, by bisection
    // (`lo` always fits; pixel rounding may make the answer a quarter pixel short of the best).
    let steps = ((full - MIN_LABEL_PX) / 0.25).floor() as u32;
    let at = |k: u32| MIN_LABEL_PX + 0.25 * k as f32;
    if !fits(at(0)) {
        return LabelSize {
            px: full,
            on_pieces: false,
        };
    }
    let (mut lo, mut hi) = (0, steps + 1);
    while hi - lo > 1 {
        let mid = (lo + hi) / 2;
        if fits(at(mid)) {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    LabelSize {
        px: at(lo),
        on_pieces: true,
    }
}

/// The pixels (x, y) of a label mask that the label paints (see [`label`]).
fn mask_pixels(mask: &TextMask) -> impl Iterator<Item = (usize, usize)> + '_ {
    let last = (LABEL_LEVELS - 1) as f32;
    (0..mask.h)
        .flat_map(move |y| (0..mask.w).map(move |x| (x, y)))
        .filter(move |&(x, y)| {
            let i = y * mask.w + x;
            (mask.ink[i] * last).round() > 0.0 || mask.halo[i] >= 0.5
        })
}

/// The digits of a square number, `px` pixels high, in a halo of at least a pixel, cut so that
/// the label's first painted row and column are the mask's first (flush in the corner).
fn number_mask(number: usize, px: f32, font: &FontRef<'_>) -> TextMask {
    let halo = (0.12 * px).max(1.0);
    let mask = TextMask::new(font, &number.to_string(), px, halo);
    let (x0, y0) =
        mask_pixels(&mask).fold((mask.w, mask.h), |(x0, y0), (x, y)| (x0.min(x), y0.min(y)));
    let (x0, y0) = (x0.min(mask.w), y0.min(mask.h));
    let (w, h) = (mask.w - x0, mask.h - y0);
    let cut = |v: &[f32]| -> Vec<f32> {
        (y0..mask.h)
            .flat_map(|y| v[y * mask.w + x0..(y + 1) * mask.w].iter().copied())
            .collect()
    };
    TextMask {
        w,
        h,
        ink: cut(&mask.ink),
        halo: cut(&mask.halo),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Renderer;

    /// WCAG contrast ratio of two colours: relative luminance only, which is what a colour-blind
    /// eye still sees.
    fn contrast(a: Rgb, b: Rgb) -> f32 {
        let lum = |c: Rgb| {
            let lin = |v: u8| {
                let v = f32::from(v) / 255.0;
                if v <= 0.04045 {
                    v / 12.92
                } else {
                    ((v + 0.055) / 1.055).powf(2.4)
                }
            };
            0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2])
        };
        let (x, y) = (lum(a) + 0.05, lum(b) + 0.05);
        x.max(y) / x.min(y)
    }

    #[test]
    fn board_colours_differ_in_lightness_not_only_in_hue() {
        for theme in Theme::ALL {
            let c = theme.colors();
            let on_dark = |mark| ground_color(c, Ground::Dark, mark);
            assert!(contrast(c.light, c.dark) >= 2.5, "{theme}: squares");
            assert!(
                contrast(WHITE_PIECE.top, c.dark) >= 3.0,
                "{theme}: white men"
            );
            assert!(
                contrast(BLACK_PIECE.top, c.dark) >= 3.0,
                "{theme}: black men"
            );
            assert!(
                contrast(on_dark(Mark::To), c.dark) >= 1.7,
                "{theme}: last move, to"
            );
            assert!(
                contrast(on_dark(Mark::From), c.dark) >= 1.5,
                "{theme}: last move, from"
            );
            // The capture cross is told by its shape and its dark outline, not by its red.
            assert!(
                contrast(c.frame, on_dark(Mark::Captured)) >= 3.0,
                "{theme}: cross outline"
            );
        }
    }

    #[test]
    fn square_numbers_are_light_digits_in_a_dark_halo() {
        // The halo, not the square or the piece below, is what the digits stand out from.
        for theme in Theme::ALL {
            let c = theme.colors();
            assert!(contrast(c.label, c.frame) >= 7.0, "{theme}: numbers");
        }
    }

    #[test]
    fn arrows_stand_out_and_differ_in_lightness_not_only_in_hue() {
        for theme in Theme::ALL {
            let c = theme.colors();
            for (name, core) in [("played", c.played), ("better", c.better)] {
                // The dark outline reads against the core, and so against whichever of the
                // two a square or a piece does not match.
                assert!(contrast(core, c.frame) >= 4.0, "{theme}: {name} vs outline");
                assert!(
                    contrast(core, BLACK_PIECE.top) >= 3.0,
                    "{theme}: {name} on black"
                );
            }
            assert!(contrast(c.frame, c.dark) >= 3.0, "{theme}: outline on dark");
            assert!(
                contrast(c.frame, c.light) >= 3.0,
                "{theme}: outline on light"
            );
            assert!(
                contrast(c.frame, WHITE_PIECE.top) >= 3.0,
                "{theme}: outline on white"
            );
            assert!(
                contrast(c.played, c.better) >= 1.5,
                "{theme}: played vs better"
            );
        }
    }

    #[test]
    fn boards_carry_numbers_from_the_sizes_the_view_docs_give() {
        let sq = |size, n| Metrics::new(size, n).sq;
        assert!(sq(231, 12) < MIN_NUMBERED_SQUARE && sq(232, 12) >= MIN_NUMBERED_SQUARE);
        assert!(sq(195, 10) < MIN_NUMBERED_SQUARE && sq(196, 10) >= MIN_NUMBERED_SQUARE);
        assert!(sq(Renderer::MIN_SIZE as usize, 8) >= MIN_NUMBERED_SQUARE);
    }

    /// Picture sizes the bot and the CLI make: the default board, the replay GIF's fallbacks
    /// (`bot/wired.rs`), the CLI's `--size` values used in the docs and tests, the limits.
    const SIZES: [u32; 9] = [
        Renderer::DEFAULT_SIZE,
        480,
        400,
        320,
        240,
        232,
        200,
        Renderer::MIN_SIZE,
        1024,
    ];

    /// Issue 44.16: a square number never hides any part of a piece (its top, side or shadow),
    /// at any size the bot or the CLI makes, on any board, in any theme. Checked on the sprites
    /// themselves: wherever a label paints over a tile with a piece, that tile's pixel is the
    /// same as the pixel of the same square without the piece.
    #[test]
    fn square_numbers_never_cover_a_piece() {
        for size in SIZES {
            for theme in Theme::ALL {
                let sprites = build(theme, size as usize).expect("sprites");
                for (kind, sheet) in Kind::ALL.iter().zip(&sprites.sheets) {
                    let sq = sheet.m.sq;
                    let (lx, ly) = sheet.label_at;
                    for (i, label) in sheet.numbers.iter().enumerate() {
                        let tile = i % TILES;
                        let (mark, piece) = (tile / PIECES, tile % PIECES);
                        if piece == 0 {
                            continue;
                        }
                        let with = &sheet.tiles[tile];
                        let without = &sheet.tiles[mark * PIECES];
                        let stamp = &sheet.stamps[i / TILES];
                        for (j, &c) in stamp.px.iter().enumerate() {
                            let (x, y) = (lx + j % stamp.w, ly + j / stamp.w);
                            if c == TRANSPARENT || label.w == 0 {
                                continue;
                            }
                            assert_eq!(
                                with[y * sq + x],
                                without[y * sq + x],
                                "{theme} {size} px {kind:?}: number {} covers a piece at ({x}, {y})",
                                i / TILES + 1
                            );
                        }
                    }
                }
            }
        }
    }

    /// The figures the view's documentation and the README give: which boards number the
    /// squares that hold a piece, at which font size.
    #[test]
    fn numbers_stand_beside_pieces_on_boards_large_enough() {
        let mut table = String::new();
        let font = FontRef::try_from_slice(FONT_BYTES).expect("font");
        for size in SIZES {
            let sprites = build(Theme::Wood, size as usize).expect("sprites");
            for kind in [Kind::D8, Kind::D10, Kind::D12] {
                let sheet = &sprites.sheets[kind as usize];
                let n = kind.n();
                let label = label_size(sheet.m.sq, n * n / 2, &font);
                let beside = match kind {
                    Kind::D8 => size >= 320,
                    _ => size >= 400,
                };
                table += &format!(
                    "{size} px {kind:?}: square {} px, font {} px, on pieces {}\n",
                    sheet.m.sq, label.px, sheet.numbers_on_pieces
                );
                assert_eq!(label.on_pieces, sheet.numbers_on_pieces);
                assert_eq!(sheet.numbers_on_pieces, beside, "{size} px {kind:?}");
                if sheet.m.sq >= MIN_NUMBERED_SQUARE {
                    assert!(label.px >= MIN_LABEL_PX, "{size} px {kind:?}");
                    assert_eq!(sheet.stamps.len(), n * n / 2);
                }
            }
        }
        println!("{table}");
        let sprites = build(Theme::Wood, Renderer::DEFAULT_SIZE as usize).expect("sprites");
        let bytes: usize = sprites
            .sheets
            .iter()
            .flat_map(|s| s.numbers.iter().chain(&s.stamps))
            .map(|l| l.px.len())
            .sum();
        println!("labels at 640 px: {bytes} bytes a theme");
    }

    #[test]
    fn a_picture_size_leaves_room_for_every_board() {
        for size in [
            Renderer::MIN_SIZE as usize,
            333,
            640,
            Renderer::MAX_SIZE as usize,
        ] {
            for n in [8, 10, 12] {
                let m = Metrics::new(size, n);
                assert!(
                    m.left + m.n * m.sq <= size && m.sq >= 8,
                    "{size} {n}: {m:?}"
                );
            }
        }
    }
}
