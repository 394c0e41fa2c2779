//! The hand-written static evaluation, one weight set per family of variants ([`Hand`]). The
//! search reads it through [`crate::evaluator::Evaluator`], which hands over to the learned
//! evaluation ([`crate::learned`]) where weights are given for the variant's family; this module
//! knows nothing of that one.
//!
//! Scores are centi-men (a man is worth 100) from the point of view of the side to move. Every
//! weight lives in a [`Weights`] constant below, one per family:
//!
//! | family | variants | king | notes |
//! |---|---|---|---|
//! | [`SHORT_8`] | english, italian | 150 | short kings: a king is worth about one and a half men |
//! | [`FLYING_8`] | spanish, czech, russian, brazilian, pool | 300 | flying kings dominate a small board |
//! | [`FLYING_LARGE`] | international, huff10, huff12 | 320 | more room: men and tempo matter longer |
//! | [`TURKISH`] | turkish | 250 | orthogonal men; rook-like kings |
//!
//! Terms (each is a field of [`Weights`]): material; advancement per rank (the tempo count) with an
//! extra for the last two ranks; the back-rank guard (men still on their first rank keep the
//! enemy from crowning); the centre; men on the side edges (fewer options); mobility of men (free
//! forward steps); runaway men (a man one step from crowning with the crowning square free); a
//! trade bonus for the side ahead in material; and drawish scaling for king-only endings that the
//! rules or theory make hard to win (two or three flying kings against one, king against king in
//! Turkish). Turkish has two terms of its own: men backed by a piece right behind them (a man
//! is jumped from the front only onto the square behind it) and men flanked by a neighbour (which
//! closes one side to sideways jumps).

use damero_rules::Bits;
use damero_rules::Board;
use damero_rules::Color;
use damero_rules::{Geo, Geometry, Layout};
use damero_rules::{KingRange, Rules};

use crate::drawish::drawish_kings;

/// The weights of one family. All values are centi-men.
#[derive(Clone, Copy, Debug)]
pub struct Weights {
    /// A man.
    pub man: i32,
    /// A king.
    pub king: i32,
    /// Per rank a man has advanced.
    pub advance: i32,
    /// Extra for a man on the last two ranks before crowning.
    pub advance_near: i32,
    /// A man on its own first rank (guarding the crowning squares), while the enemy has men.
    pub back_rank: i32,
    /// A man on the centre squares.
    pub centre: i32,
    /// A man on a side edge file (negative: less play).
    pub edge: i32,
    /// A king on the centre squares.
    pub king_centre: i32,
    /// Per free forward step of a man.
    pub mobility: i32,
    /// A man one step from crowning whose crowning square is free.
    pub runaway: i32,
    /// Trade bonus: the material lead times this, divided by the pieces left (+2).
    pub trade: i32,
    /// Turkish: a man with a friendly piece right behind it (it cannot be jumped from the front).
    pub backed: i32,
    /// Turkish: a man with a friendly piece beside it (one side closed to sideways jumps).
    pub flanked: i32,
}

/// English and Italian: short kings on 8x8.
pub const SHORT_8: Weights = Weights {
    man: 100,
    king: 150,
    advance: 3,
    advance_near: 6,
    back_rank: 10,
    centre: 6,
    edge: -4,
    king_centre: 8,
    mobility: 2,
    runaway: 20,
    trade: 4,
    backed: 0,
    flanked: 0,
};

/// Spanish, Czech, Russian, Brazilian, Pool: flying kings on 8x8.
pub const FLYING_8: Weights = Weights {
    man: 100,
    king: 300,
    advance: 4,
    advance_near: 10,
    back_rank: 12,
    centre: 6,
    edge: -4,
    king_centre: 6,
    mobility: 2,
    runaway: 60,
    trade: 4,
    backed: 0,
    flanked: 0,
};

/// International and the huff games: flying kings on 10x10 and 12x12.
pub const FLYING_LARGE: Weights = Weights {
    man: 100,
    king: 320,
    advance: 3,
    advance_near: 8,
    back_rank: 8,
    centre: 5,
    edge: -3,
    king_centre: 5,
    mobility: 2,
    runaway: 60,
    trade: 4,
    backed: 0,
    flanked: 0,
};

/// Turkish: orthogonal men, rook-like kings.
pub const TURKISH: Weights = Weights {
    man: 100,
    king: 250,
    advance: 4,
    advance_near: 12,
    back_rank: 0,
    centre: 4,
    edge: -2,
    king_centre: 4,
    mobility: 1,
    runaway: 50,
    trade: 4,
    backed: 5,
    flanked: 2,
};

/// The weights for a rule set.
#[must_use]
pub fn weights_for(rules: &Rules) -> &'static Weights {
    match (rules.geometry, rules.king) {
        (Geometry::Orthogonal, _) => &TURKISH,
        (_, KingRange::Short) => &SHORT_8,
        (Geometry::Diagonal { size: 8, .. }, KingRange::Flying) => &FLYING_8,
        (Geometry::Diagonal { .. }, KingRange::Flying) => &FLYING_LARGE,
    }
}

impl Weights {
    /// The terms the learned evaluation starts from, in the order of its scalar terms
    /// ([`crate::learned::SCALARS`]: man, king, tempo, near, back rank, mobility, runaway, king
    /// centre, centre, edge).
    #[must_use]
    pub fn learned_start(&self) -> [i32; 10] {
        [
            self.man,
            self.king,
            self.advance,
            self.advance_near,
            self.back_rank,
            self.mobility,
            self.runaway,
            self.king_centre,
            self.centre,
            self.edge,
        ]
    }
}

/// The hand-written evaluation of a rule set: its weights and the per-square tables built from
/// them once per search.
#[derive(Clone, Debug)]
pub struct Hand {
    w: Weights,
    man_sq: [[i16; 128]; 2],
    king_sq: [i16; 128],
    flying: bool,
    turkish: bool,
}

impl Hand {
    /// The hand-written evaluation of `rules`.
    #[must_use]
    pub fn new(rules: &'static Rules) -> Hand {
        let w = *weights_for(rules);
        let layout = rules.layout();
        let n = i32::from(layout.size);
        let mut man_sq = [[0i16; 128]; 2];
        let mut king_sq = [0i16; 128];
        for sq in layout.all().iter() {
            let (file, rank) = layout.coords(sq);
            let (file, rank) = (i32::from(file), i32::from(rank));
            let central_file = (n / 2 - 2..=n / 2 + 1).contains(&file);
            let central_rank = (n / 2 - 2..=n / 2 + 1).contains(&rank);
            let edge = file == 0 || file == n - 1;
            for color in Color::ALL {
                let r = if color == Color::White {
                    rank
                } else {
                    n - 1 - rank
                };
                let mut v = w.advance * r;
                if r >= n - 3 {
                    v += w.advance_near * (r - (n - 4));
                }
                if central_file && central_rank {
                    v += w.centre;
                }
                if edge && !matches!(layout.geometry, Geometry::Orthogonal) {
                    v += w.edge;
                }
                man_sq[color.index()][sq.index()] = v as i16;
            }
            if central_file && central_rank {
                king_sq[sq.index()] = w.king_centre as i16;
            }
        }
        Hand {
            w,
            man_sq,
            king_sq,
            flying: rules.king == KingRange::Flying,
            turkish: matches!(layout.geometry, Geometry::Orthogonal),
        }
    }

    /// The weights in use.
    #[must_use]
    pub fn weights(&self) -> &Weights {
        &self.w
    }

    /// The score of `board` for the side `turn` to move.
    #[inline]
    #[must_use]
    pub fn eval<B: Bits>(&self, layout: &Layout, board: &Board<B>, turn: Color) -> i32 {
        let geo: &Geo<B> = B::geo(layout);
        let w = &self.w;
        let empty = geo.valid & !board.occupied();
        let mut side_score = [0i32; 2];
        let mut counts = [(0i32, 0i32); 2];
        for color in Color::ALL {
            let c = color.index();
            let us = board.side(color);
            let men = us & !board.kings;
            let kings = us & board.kings;
            let (nm, nk) = (men.count() as i32, kings.count() as i32);
            counts[c] = (nm, nk);
            let mut s = nm * w.man + nk * w.king;
            for sq in men.iter() {
                s += i32::from(self.man_sq[c][sq as usize]);
            }
            for sq in kings.iter() {
                s += i32::from(self.king_sq[sq as usize]);
            }
            // Back-rank guard, only while the enemy still has men to crown.
            let enemy_men = board.side(color.opposite()) & !board.kings;
            if !enemy_men.is_zero() {
                s += w.back_rank * (men & geo.back_rank[c]).count() as i32;
            }
            // Mobility and runaways: forward steps of men.
            let promo = geo.promotion[c];
            let dirs: &[usize] = match (self.turkish, color) {
                (true, Color::White) => &[0],
                (true, Color::Black) => &[2],
                (false, Color::White) => &[0, 1],
                (false, Color::Black) => &[2, 3],
            };
            let mut steps = 0;
            let mut crowning = B::ZERO;
            for &d in dirs {
                let to = geo.shift(men, d) & empty;
                steps += to.count() as i32;
                crowning |= to & promo;
            }
            s += steps * w.mobility;
            if self.turkish {
                // Pieces one step behind (towards our side) and beside each man.
                let back = if color == Color::White { 2 } else { 0 };
                let behind = geo.shift(us, back ^ 2) & men;
                let beside = (geo.shift(us, 1) | geo.shift(us, 3)) & men;
                s += w.backed * behind.count() as i32 + w.flanked * beside.count() as i32;
            }
            if !crowning.is_zero() {
                s += w.runaway * crowning.count().min(2) as i32;
            }
            side_score[c] = s;
        }
        let material = |c: usize| counts[c].0 * w.man + counts[c].1 * w.king;
        let (mw, mb) = (material(0), material(1));
        let pieces = counts[0].0 + counts[0].1 + counts[1].0 + counts[1].1;
        let mut score = side_score[0] - side_score[1];
        score += (mw - mb) * w.trade / (pieces + 2);
        let no_men = counts[0].0 == 0 && counts[1].0 == 0;
        if no_men
            && drawish_kings(
                self.flying,
                counts[0].1.unsigned_abs(),
                counts[1].1.unsigned_abs(),
            )
        {
            score /= 8;
        }
        if turn == Color::White {
            score
        } else {
            -score
        }
    }
}

/// The material of `color` in centi-men under `rules` (used for resignation and draw answers).
#[must_use]
pub fn material<B: Bits>(rules: &Rules, board: &Board<B>, color: Color) -> i32 {
    let w = weights_for(rules);
    let us = board.side(color);
    (us & !board.kings).count() as i32 * w.man + (us & board.kings).count() as i32 * w.king
}
