//! Board pictures: the [`BoardPainter`] seam the referee draws through, and a small built-in
//! painter used until (or unless) `damero-render` is wired in.

use damero_rules::{Color, MoveDetail, Position, Role};

/// Turns a position into PNG bytes, the last move marked.
pub trait BoardPainter: Send + Sync + 'static {
    /// The position as a PNG.
    ///
    /// # Errors
    /// When encoding fails (a "we failed" error: logged, the player gets an apology).
    fn paint(&self, position: &Position, last: Option<&MoveDetail>) -> anyhow::Result<Vec<u8>>;
}

/// A plain painter: coloured squares, round pieces, a ring on kings, the last move's squares
/// tinted. Every kind of square (piece x square colour) is drawn once, at construction, as a
/// tile; a board is then only row copies of tiles, encoded as a palette PNG with fast deflate.
#[derive(Debug, Clone)]
pub struct SimplePainter {
    cell: u32,
    /// Tiles indexed by `tile_index(base colour, piece)`, each `cell * cell` palette bytes.
    tiles: Vec<Vec<u8>>,
}

impl Default for SimplePainter {
    fn default() -> Self {
        SimplePainter::new(40)
    }
}

const PALETTE: [[u8; 3]; 8] = [
    [240, 217, 181], // 0 light square
    [181, 136, 99],  // 1 dark square
    [205, 210, 106], // 2 unused
    [250, 250, 245], // 3 white piece
    [30, 30, 30],    // 4 black piece
    [212, 175, 55],  // 5 crown ring
    [120, 120, 120], // 6 piece outline
    [170, 162, 58],  // 7 last-move dark square
];

/// Square colours a tile can have.
const BASES: [u8; 3] = [0, 1, 7];
/// Pieces a tile can show: none, white man, white king, black man, black king.
const PIECES: usize = 5;

fn piece_slot(piece: Option<damero_rules::Piece>) -> usize {
    match piece {
        None => 0,
        Some(p) => match (p.color, p.role) {
            (Color::White, Role::Man) => 1,
            (Color::White, Role::King) => 2,
            (Color::Black, Role::Man) => 3,
            (Color::Black, Role::King) => 4,
        },
    }
}

fn draw_tile(cell: u32, base: u8, slot: usize) -> Vec<u8> {
    let c = i64::from(cell);
    let r = c * 38 / 100;
    let inner = r / 2;
    let mut tile = vec![base; (cell * cell) as usize];
    if slot == 0 {
        return tile;
    }
    let (fill, king) = match slot {
        1 => (3, false),
        2 => (3, true),
        3 => (4, false),
        _ => (4, true),
    };
    for dy in 0..c {
        for dx in 0..c {
            let (x, y) = (dx - c / 2, dy - c / 2);
            let d2 = x * x + y * y;
            if d2 > r * r {
                continue;
            }
            let mut colour = fill;
            if d2 >= (r - 2) * (r - 2) {
                colour = 6;
            }
            if king && d2 <= inner * inner && d2 >= (inner - 3) * (inner - 3) {
                colour = 5;
            }
            tile[(dy * c + dx) as usize] = colour;
        }
    }
    tile
}

impl SimplePainter {
    /// A painter with squares of `cell` pixels (at least 8).
    #[must_use]
    pub fn new(cell: u32) -> SimplePainter {
        let cell = cell.max(8);
        let mut tiles = Vec::with_capacity(BASES.len() * PIECES);
        for base in BASES {
            for slot in 0..PIECES {
                tiles.push(draw_tile(cell, base, slot));
            }
        }
        SimplePainter { cell, tiles }
    }
}

impl BoardPainter for SimplePainter {
    fn paint(&self, position: &Position, last: Option<&MoveDetail>) -> anyhow::Result<Vec<u8>> {
        let layout = position.layout();
        let size = u32::from(layout.size);
        let cell = self.cell as usize;
        let side = size * self.cell;
        let row_len = side as usize;
        let mut pixels = vec![0u8; row_len * row_len];
        let marked: Vec<(u8, u8)> = last
            .map(|d| d.path.iter().map(|&s| layout.coords(s)).collect())
            .unwrap_or_default();
        for rank in 0..layout.size {
            for file in 0..layout.size {
                let sq = layout.square(file, rank);
                let base = match (sq.is_some(), marked.contains(&(file, rank))) {
                    (false, _) => 0,
                    (true, false) => 1,
                    (true, true) => 2,
                };
                let slot = piece_slot(sq.and_then(|s| position.piece_at(s)));
                let tile = &self.tiles[base * PIECES + slot];
                // White sits at the bottom.
                let x0 = usize::from(file) * cell;
                let y0 = (usize::from(layout.size) - 1 - usize::from(rank)) * cell;
                for dy in 0..cell {
                    let at = (y0 + dy) * row_len + x0;
                    pixels[at..at + cell].copy_from_slice(&tile[dy * cell..(dy + 1) * cell]);
                }
            }
        }
        let mut out = Vec::with_capacity(4096);
        {
            let mut enc = png::Encoder::new(&mut out, side, side);
            enc.set_color(png::ColorType::Indexed);
            enc.set_depth(png::BitDepth::Eight);
            enc.set_palette(PALETTE.concat());
            enc.set_compression(png::Compression::Fast);
            let mut writer = enc.write_header()?;
            writer.write_image_data(&pixels)?;
        }
        Ok(out)
    }
}
