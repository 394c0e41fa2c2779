//! Board geometries and their internal layouts.
//!
//! **Diagonal boards** (N x N, N even, dark squares only) use the "ghost square" layout: the board
//! is read in pairs of ranks, each pair holding `N` playing squares and one unused ghost bit, so
//! the four diagonal steps are the same shifts everywhere (`+M`, `+M+1`, `-M`, `-M-1` with
//! `M = N/2`) and a step off the left or right edge lands on a ghost bit that the `valid` mask
//! removes. Internally rank 0's playing squares sit in odd columns; boards where `a1` is playable
//! are mirrored left-right on the way in and out (the rules are symmetric, the notation is not).
//!
//! **Orthogonal boards** (Turkish) use every square, one bit each (`rank * 8 + file`), and mask the
//! edge files before a sideways shift.
//!
//! Direction indices: diagonal 0 = up-left, 1 = up-right, 2 = down-right, 3 = down-left
//! (internal orientation); orthogonal 0 = up, 1 = right, 2 = down, 3 = left. In both,
//! `d ^ 2` is the opposite direction.

use std::sync::OnceLock;

use crate::bits::Bits;
use crate::types::{Color, Square, SquareSet};

/// No square (a step off the board).
pub const NONE: u8 = u8::MAX;

/// The shape of a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Geometry {
    /// `size` x `size`, dark squares only, moves along diagonals.
    Diagonal {
        /// Squares per side (8, 10 or 12).
        size: u8,
        /// Whether `a1` (White's near-left corner) is a playing square.
        a1_playable: bool,
    },
    /// 8 x 8, every square, moves along ranks and files (Turkish).
    Orthogonal,
}

/// How a variant numbers its squares, where it has a numbering.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Numbering {
    /// `1` is the top-left playing square as White sees the board; left to right, top to bottom
    /// (English, Pool, International, the huff games).
    TopLeft,
    /// `1` is White's near-right playing square; right to left, bottom to top (Spanish).
    BottomRight,
}

/// Per-width masks of a layout.
#[derive(Clone, Debug)]
pub struct Geo<B> {
    /// The playing squares.
    pub valid: B,
    /// Squares that may be shifted in each direction (edge files masked on orthogonal boards).
    pub src: [B; 4],
    /// Shift amount per direction.
    pub amount: [u32; 4],
    /// Whether the direction shifts left (towards higher bits).
    pub up: [bool; 4],
    /// Each colour's promotion rank (White: the top rank).
    pub promotion: [B; 2],
    /// Each colour's back rank (its own first rank).
    pub back_rank: [B; 2],
    /// Diagonal boards, directions 4-7 (the orthogonal steps of Frisian captures): squares
    /// that have such a step, its shift amount and sense. Every such step is one constant shift
    /// in the ghost layout (two ranks: the pair width; two files: one bit).
    pub ortho_src: [B; 4],
    /// Shift amounts of directions 4-7.
    pub ortho_amount: [u32; 4],
    /// Whether directions 4-7 shift towards higher bits.
    pub ortho_up: [bool; 4],
}

impl<B: Bits> Geo<B> {
    /// Shift a set one step in direction `d`, dropping what falls off the board.
    #[inline(always)]
    pub fn shift(&self, b: B, d: usize) -> B {
        let b = b & self.src[d];
        if self.up[d] {
            (b << self.amount[d]) & self.valid
        } else {
            (b >> self.amount[d]) & self.valid
        }
    }
    /// Shift a set one step against direction `d`.
    #[inline(always)]
    pub fn shift_back(&self, b: B, d: usize) -> B {
        self.shift(b, d ^ 2)
    }
    /// Shift a set one step in any of the eight directions (4-7: the orthogonal steps of a
    /// diagonal board).
    #[inline(always)]
    pub fn shift_any(&self, b: B, d: usize) -> B {
        if d < 4 {
            return self.shift(b, d);
        }
        let i = d - 4;
        let b = b & self.ortho_src[i];
        if self.ortho_up[i] {
            (b << self.ortho_amount[i]) & self.valid
        } else {
            (b >> self.ortho_amount[i]) & self.valid
        }
    }
}

/// Everything fixed about one geometry: tables for stepping, coordinates and notation.
#[derive(Debug)]
pub struct Layout {
    /// The geometry this layout serves.
    pub geometry: Geometry,
    /// Squares per side.
    pub size: u8,
    /// Internal bits used (ghosts included).
    pub bits: u8,
    /// Number of playing squares.
    pub squares: u8,
    /// Steps per direction: 0-3 as above; on diagonal boards 4-7 are the orthogonal steps to the
    /// next playing square along a file or rank (two squares away: up, right, down, left in
    /// board terms), used by Frisian captures. `d ^ 2` is still the opposite direction.
    next: [[u8; 128]; 8],
    file_of: [u8; 128],
    rank_of: [u8; 128],
    at: [[u8; 12]; 12],
    /// Square numbers per numbering (index 0: top-left, 1: bottom-right), 0 where none.
    numbers: [[u16; 128]; 2],
    /// Squares by number per numbering (index = number), `NONE` past the end.
    by_number: [[u8; 145]; 2],
    /// Masks in `u64` (meaningful only when `bits <= 64`).
    pub geo64: Geo<u64>,
    /// Masks in `u128`.
    pub geo128: Geo<u128>,
    /// Zobrist keys per piece index (see [`crate::Piece::index`]) and square.
    pub zobrist: [[u64; 128]; 4],
    /// Zobrist key for Black to move.
    pub zobrist_black: u64,
}

impl Layout {
    /// The layout of a geometry (built once, then shared).
    #[must_use]
    pub fn of(geometry: Geometry) -> &'static Layout {
        static D8A1: OnceLock<Layout> = OnceLock::new();
        static D8H1: OnceLock<Layout> = OnceLock::new();
        static D10: OnceLock<Layout> = OnceLock::new();
        static D12: OnceLock<Layout> = OnceLock::new();
        static O8: OnceLock<Layout> = OnceLock::new();
        let cell = match geometry {
            Geometry::Diagonal {
                size: 8,
                a1_playable: true,
            } => &D8A1,
            Geometry::Diagonal {
                size: 8,
                a1_playable: false,
            } => &D8H1,
            Geometry::Diagonal { size: 10, .. } => &D10,
            Geometry::Diagonal { .. } => &D12,
            Geometry::Orthogonal => &O8,
        };
        cell.get_or_init(|| Layout::build(geometry))
    }

    #[allow(clippy::needless_range_loop)] // rank and file are coordinates, not just indices
    fn build(geometry: Geometry) -> Layout {
        let (size, mirror, diagonal) = match geometry {
            Geometry::Diagonal { size, a1_playable } => (size, a1_playable, true),
            Geometry::Orthogonal => (8, false, false),
        };
        let n = size as usize;
        let m = n / 2;
        let mut at = [[NONE; 12]; 12];
        let mut file_of = [NONE; 128];
        let mut rank_of = [NONE; 128];
        let mut bits = 0u8;
        let mut squares = 0u8;
        for rank in 0..n {
            for file in 0..n {
                let col = if mirror { n - 1 - file } else { file };
                let idx = if diagonal {
                    // Rank r's playing squares sit in odd internal columns when r is even.
                    if (col + rank) % 2 == 0 {
                        continue;
                    }
                    let base = (rank / 2) * (2 * m + 1);
                    if rank % 2 == 0 {
                        base + (col - 1) / 2
                    } else {
                        base + m + col / 2
                    }
                } else {
                    rank * 8 + file
                };
                let idx = idx as u8;
                at[rank][file] = idx;
                file_of[idx as usize] = file as u8;
                rank_of[idx as usize] = rank as u8;
                bits = bits.max(idx + 1);
                squares += 1;
            }
        }
        // Steps: (file delta, rank delta) per direction in board terms.
        let deltas: [(i32, i32); 4] = if diagonal {
            // Internal up-left / up-right / down-right / down-left; mirror flips files.
            let s = if mirror { -1 } else { 1 };
            [(-s, 1), (s, 1), (s, -1), (-s, -1)]
        } else {
            [(0, 1), (1, 0), (0, -1), (-1, 0)]
        };
        let mut next = [[NONE; 128]; 8];
        for idx in 0..128usize {
            if file_of[idx] == NONE {
                continue;
            }
            for (d, (df, dr)) in deltas.iter().enumerate() {
                let f = i32::from(file_of[idx]) + df;
                let r = i32::from(rank_of[idx]) + dr;
                if (0..n as i32).contains(&f) && (0..n as i32).contains(&r) {
                    next[d][idx] = at[r as usize][f as usize];
                }
            }
            if diagonal {
                let ortho: [(i32, i32); 4] = [(0, 2), (2, 0), (0, -2), (-2, 0)];
                for (i, (df, dr)) in ortho.iter().enumerate() {
                    let f = i32::from(file_of[idx]) + df;
                    let r = i32::from(rank_of[idx]) + dr;
                    if (0..n as i32).contains(&f) && (0..n as i32).contains(&r) {
                        next[4 + i][idx] = at[r as usize][f as usize];
                    }
                }
            }
        }
        let (amount, up) = if diagonal {
            let m = m as u32;
            ([m, m + 1, m, m + 1], [true, true, false, false])
        } else {
            ([8, 1, 8, 1], [true, true, false, false])
        };
        let mut valid = 0u128;
        let mut rank_mask = [0u128; 12];
        let mut file_mask = [0u128; 12];
        for idx in 0..128usize {
            if file_of[idx] != NONE {
                valid |= 1 << idx;
                rank_mask[rank_of[idx] as usize] |= 1 << idx;
                file_mask[file_of[idx] as usize] |= 1 << idx;
            }
        }
        let src = if diagonal {
            [valid; 4]
        } else {
            [valid, valid & !file_mask[7], valid, valid & !file_mask[0]]
        };
        // Orthogonal steps as shifts: each must move every square by the same amount.
        let mut ortho_src = [0u128; 4];
        let mut ortho_amount = [0u32; 4];
        let mut ortho_up = [false; 4];
        for i in 0..4 {
            let mut delta: Option<i32> = None;
            for idx in 0..128usize {
                let to = next[4 + i][idx];
                if to == NONE {
                    continue;
                }
                let d = i32::from(to) - idx as i32;
                assert!(
                    delta.is_none_or(|x| x == d),
                    "orthogonal step {i} is not one shift"
                );
                delta = Some(d);
                ortho_src[i] |= 1 << idx;
            }
            if let Some(d) = delta {
                ortho_amount[i] = d.unsigned_abs();
                ortho_up[i] = d > 0;
            }
        }
        let promotion = [rank_mask[n - 1], rank_mask[0]];
        let back_rank = [rank_mask[0], rank_mask[n - 1]];
        let geo128 = Geo {
            valid,
            src,
            amount,
            up,
            promotion,
            back_rank,
            ortho_src,
            ortho_amount,
            ortho_up,
        };
        let geo64 = Geo {
            valid: valid as u64,
            src: src.map(|s| s as u64),
            amount,
            up,
            promotion: promotion.map(|s| s as u64),
            back_rank: back_rank.map(|s| s as u64),
            ortho_src: ortho_src.map(|s| s as u64),
            ortho_amount,
            ortho_up,
        };
        // Zobrist keys from a fixed splitmix64 stream: deterministic across runs and builds.
        let mut state = 0x9E37_79B9_7F4A_7C15u64 ^ (u64::from(size) << 8) ^ u64::from(mirror);
        let mut rng = || {
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        };
        let mut zobrist = [[0u64; 128]; 4];
        for table in &mut zobrist {
            for key in table.iter_mut() {
                *key = rng();
            }
        }
        let zobrist_black = rng();
        let mut numbers = [[0u16; 128]; 2];
        let mut by_number = [[NONE; 145]; 2];
        if diagonal {
            let half = (n / 2) as u16;
            for rank in 0..n {
                let files: Vec<usize> = (0..n).filter(|&f| at[rank][f] != NONE).collect();
                for (k, &file) in files.iter().enumerate() {
                    let idx = at[rank][file];
                    let k = k as u16;
                    let top_left = (n - 1 - rank) as u16 * half + k + 1;
                    let bottom_right = rank as u16 * half + (half - 1 - k) + 1;
                    for (which, number) in [(0, top_left), (1, bottom_right)] {
                        numbers[which][idx as usize] = number;
                        by_number[which][number as usize] = idx;
                    }
                }
            }
        }
        Layout {
            geometry,
            size,
            bits,
            squares,
            next,
            file_of,
            rank_of,
            at,
            numbers,
            by_number,
            geo64,
            geo128,
            zobrist,
            zobrist_black,
        }
    }

    /// The neighbour of internal square `sq` in direction `d`, or `u8::MAX` (`NONE`) off the board.
    #[inline(always)]
    #[must_use]
    pub fn step(&self, d: usize, sq: u8) -> u8 {
        self.next[d][sq as usize]
    }

    /// Whether the geometry fits a `u64` bit set.
    #[must_use]
    pub fn fits_u64(&self) -> bool {
        self.bits <= 64
    }

    /// All playing squares.
    #[must_use]
    pub fn all(&self) -> SquareSet {
        SquareSet(self.geo128.valid)
    }

    /// The playing square at `file`, `rank` (0-based from White's near-left corner), if any.
    #[must_use]
    pub fn square(&self, file: u8, rank: u8) -> Option<Square> {
        if file >= self.size || rank >= self.size {
            return None;
        }
        let idx = self.at[rank as usize][file as usize];
        (idx != NONE).then_some(Square(idx))
    }

    /// Whether `a` and `b` are on the same rank: a man moving so (sideways, in Turkish) can come
    /// back, so such a move does not end the window in which positions can repeat.
    #[must_use]
    pub fn same_rank(&self, a: Square, b: Square) -> bool {
        self.rank_of[a.index() & 127] == self.rank_of[b.index() & 127]
    }

    /// `(file, rank)` of a square, 0-based from White's near-left corner.
    #[must_use]
    pub fn coords(&self, sq: Square) -> (u8, u8) {
        (
            self.file_of[sq.index() & 127],
            self.rank_of[sq.index() & 127],
        )
    }

    /// Is `sq` a playing square of this layout?
    #[must_use]
    pub fn is_square(&self, sq: Square) -> bool {
        sq.0 < 128 && self.file_of[sq.index()] != NONE
    }

    /// The promotion rank of `color` (where its men are crowned).
    #[must_use]
    pub fn promotion_rank(&self, color: Color) -> SquareSet {
        SquareSet(self.geo128.promotion[color.index()])
    }

    /// The square's algebraic name (`a1`, `j10`, `l12`).
    #[must_use]
    pub fn algebraic(&self, sq: Square) -> String {
        let (f, r) = self.coords(sq);
        format!("{}{}", char::from(b'a' + f), r + 1)
    }

    /// The square's number under `numbering` (1-based; 0 on a board without numbering).
    #[must_use]
    pub fn number(&self, sq: Square, numbering: Numbering) -> u16 {
        self.numbers[numbering as usize][sq.index() & 127]
    }

    /// The square with number `n` under `numbering`.
    #[must_use]
    pub fn from_number(&self, n: u16, numbering: Numbering) -> Option<Square> {
        let idx = *self.by_number[numbering as usize].get(usize::from(n))?;
        (n > 0 && idx != NONE).then_some(Square(idx))
    }
}
