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
/// tinted. Palette PNG, fast deflate.
#[derive(Debug, Clone, Copy)]
pub struct SimplePainter {
    /// Side of one square in pixels.
    pub cell: u32,
}

impl Default for SimplePainter {
    fn default() -> Self {
        SimplePainter { cell: 40 }
    }
}

const PALETTE: [[u8; 3]; 8] = [
    [240, 217, 181], // 0 light square
    [181, 136, 99],  // 1 dark square
    [205, 210, 106], // 2 last-move square
    [250, 250, 245], // 3 white piece
    [30, 30, 30],    // 4 black piece
    [212, 175, 55],  // 5 crown ring
    [120, 120, 120], // 6 piece outline
    [170, 162, 58],  // 7 last-move dark
];

impl BoardPainter for SimplePainter {
    fn paint(&self, position: &Position, last: Option<&MoveDetail>) -> anyhow::Result<Vec<u8>> {
        let layout = position.layout();
        let size = u32::from(layout.size);
        let cell = self.cell.max(8);
        let side = size * cell;
        let mut pixels = vec![0u8; (side * side) as usize];
        let marked: Vec<(u8, u8)> = last
            .map(|d| d.path.iter().map(|&s| layout.coords(s)).collect())
            .unwrap_or_default();
        for rank in 0..layout.size {
            for file in 0..layout.size {
                let sq = layout.square(file, rank);
                let dark = sq.is_some();
                let mark = marked.contains(&(file, rank));
                let base = match (dark, mark) {
                    (false, _) => 0,
                    (true, false) => 1,
                    (true, true) => 7,
                };
                let base = if mark && !dark { 2 } else { base };
                let piece = sq.and_then(|s| position.piece_at(s));
                // White sits at the bottom: rank 0 is the last pixel row block.
                let x0 = u32::from(file) * cell;
                let y0 = (size - 1 - u32::from(rank)) * cell;
                let c = cell as i64;
                let r = (c * 38 / 100) as i64;
                for dy in 0..cell {
                    for dx in 0..cell {
                        let mut colour = base;
                        if let Some(p) = piece {
                            let (x, y) = (dx as i64 - c / 2, dy as i64 - c / 2);
                            let d2 = x * x + y * y;
                            if d2 <= r * r {
                                colour = if p.color == Color::White { 3 } else { 4 };
                                if d2 >= (r - 2) * (r - 2) {
                                    colour = 6;
                                }
                                let inner = r / 2;
                                if p.role == Role::King
                                    && d2 <= inner * inner
                                    && d2 >= (inner - 3) * (inner - 3)
                                {
                                    colour = 5;
                                }
                            }
                        }
                        pixels[((y0 + dy) * side + x0 + dx) as usize] = colour;
                    }
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
