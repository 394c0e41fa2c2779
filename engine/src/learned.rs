//! The learned evaluation: weights fitted by logistic regression on self-play results
//! (`damero learn`), shipped as data files in `engine/weights/`.
//!
//! A position is described from White's side by
//! - **scalar terms**, each counted for White minus Black and weighted twice, once for the opening
//!   and once for the ending, blended by the phase (the men left on the board): men, kings,
//!   advancement (the tempo count), men on the last three ranks, the back-rank guard, free forward
//!   steps, runaway men, kings and men on the centre, men on the side edges, the side to move and
//!   the kings' free neighbouring squares (a term of the material lead over the pieces left was
//!   tried and left out: fitted, it grew a large negative ending weight that turned a side with
//!   nothing left into a winner);
//! - **patterns**: the board is covered by overlapping regions, and each region's playing squares,
//!   each empty, a white man or a black man, index one of its weights. On a diagonal board the
//!   regions are 4x4 (corners two files and two ranks apart, so every square is in up to four),
//!   eight playing squares each: 3^8 = 6561 weights a region. On the orthogonal (Turkish) board,
//!   where every square plays, a 4x4 region would have 3^16 patterns; there they are 3x3 (corners
//!   on files and ranks 0, 2, 3 and 5, so a man's neighbours ahead and beside it share a region
//!   with it), nine squares each: 3^9 = 19683 weights a region. Kings count as empty in a
//!   pattern: they are the scalar terms' business.
//!
//! The evaluation is antisymmetric by construction: Black's patterns are read on the board turned
//! half a circle with the colours swapped, through the same tables, and subtracted. So a weight
//! learns from both sides' positions, and a position and its colour-mirror score exactly opposite.
//!
//! The same code lists a position's features for the fitter ([`Model::features`]) and sums
//! weights for the search ([`Model::score`]), so the two cannot drift apart (a unit test checks
//! that they agree). The evaluation allocates nothing: per-square tables tell which region
//! indices a man adds to.

use damero_rules::{Bits, Board, Color, Geo, Geometry, KingRange, Layout, RawMove, Rules, Square};

/// The corners of a board's pattern regions (file, rank) and a region's side in squares.
fn regions_of(layout: &Layout) -> (Vec<(i32, i32)>, i32) {
    match layout.geometry {
        Geometry::Orthogonal => {
            const AT: [i32; 4] = [0, 2, 3, 5];
            (AT.iter().flat_map(|&y| AT.map(|x| (x, y))).collect(), 3)
        }
        Geometry::Diagonal { size, .. } => {
            let per_side = (i32::from(size) - 4) / 2 + 1;
            let corners = (0..per_side)
                .flat_map(|ry| (0..per_side).map(move |rx| (2 * rx, 2 * ry)))
                .collect();
            (corners, 4)
        }
    }
}

/// Weights per region on `layout`: 3 to the power of a region's playing squares (every square
/// of a 3x3 region on the orthogonal board, 3^9; half of a 4x4 one on a diagonal board, 3^8).
fn patterns_of(layout: &Layout) -> usize {
    let side = regions_of(layout).1 as u32;
    let playing = match layout.geometry {
        Geometry::Orthogonal => side * side,
        Geometry::Diagonal { .. } => side * side / 2,
    };
    3usize.pow(playing)
}

/// Fixed-point scale of the stored weights (weights are in 1/16 centi-men).
pub const SCALE: i32 = 16;
/// The score of a side with nothing left on the board (from its opponent's side): far beyond
/// any material count, short of the search's forced-win scores.
pub const NOTHING_LEFT: i32 = 10_000;
/// Phase steps (the phase is 0 with no men left, [`PHASE`] with all of them).
pub const PHASE: i32 = 64;

/// The scalar terms, in the order of the weight file.
pub const SCALARS: [&str; 12] = [
    "man",
    "king",
    "tempo",
    "near",
    "back_rank",
    "mobility",
    "runaway",
    "king_centre",
    "centre",
    "edge",
    "to_move",
    "king_mobility",
];
const NS: usize = SCALARS.len();

/// The families with a learned evaluation and the file each one's weights ship in. A family's
/// weights are used for the variants they were fitted and tested on (its data's variant): the
/// other variants of the same board differ in what men capture, which capture has priority, or
/// whether captures are compulsory, and keep the hand-written evaluation until weights fitted
/// to their own games are shown to play better.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Family {
    /// Short kings on 8x8: english.
    Short8,
    /// Flying kings on 8x8: spanish.
    Flying8,
    /// Flying kings on 10x10: international.
    Flying10,
    /// Czech: flying kings on 8x8, men capturing forward only, kings' captures first.
    Czech8,
    /// Turkish: every square of 8x8, men moving forward and sideways, flying rook-like kings.
    Turkish8,
}

impl Family {
    /// Every family with a learned evaluation.
    pub const ALL: [Family; 5] = [
        Family::Short8,
        Family::Flying8,
        Family::Flying10,
        Family::Czech8,
        Family::Turkish8,
    ];

    /// The family of `rules`, if it has a learned evaluation.
    #[must_use]
    pub fn of(rules: &Rules) -> Option<Family> {
        Family::ALL
            .into_iter()
            .find(|f| rules_of(*f).name == rules.name)
    }

    /// The family's name (as in its weight file's name).
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Family::Short8 => "short8",
            Family::Flying8 => "flying8",
            Family::Flying10 => "flying10",
            Family::Czech8 => "czech8",
            Family::Turkish8 => "turkish8",
        }
    }

    /// The family of a name.
    #[must_use]
    pub fn parse(name: &str) -> Option<Family> {
        Family::ALL.into_iter().find(|f| f.name() == name)
    }

    /// The number of pattern regions on the family's board.
    #[must_use]
    pub fn regions(self) -> usize {
        regions_of(rules_of(self).layout()).0.len()
    }

    /// The number of weights of each pattern region.
    #[must_use]
    pub fn patterns(self) -> usize {
        patterns_of(rules_of(self).layout())
    }

    /// The weight file shipped for the family (compiled in).
    pub(crate) fn shipped(self) -> &'static [u8] {
        match self {
            Family::Short8 => include_bytes!("../weights/short8.dmw"),
            Family::Flying8 => include_bytes!("../weights/flying8.dmw"),
            Family::Flying10 => include_bytes!("../weights/flying10.dmw"),
            Family::Czech8 => include_bytes!("../weights/czech8.dmw"),
            Family::Turkish8 => include_bytes!("../weights/turkish8.dmw"),
        }
    }
}

/// Region lanes: the most regions a family's board has (16 on 10x10 and Turkish, 9 on 8x8).
const LANES: usize = 16;

/// A board's region indices in both views (White's, then Black's on the board turned half a
/// circle): what the patterns add up. The search keeps them move by move ([`Model::play`])
/// rather than reading every man at every evaluation.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Patterns([[u16; LANES]; 2]);

/// Where each square sits in the regions, for both points of view.
#[derive(Clone, Debug)]
pub struct Shape {
    regions: usize,
    /// Weights per region.
    patterns: usize,
    /// Men's steps counted for mobility, per colour: forward on a diagonal board, only straight
    /// ahead on the orthogonal one (as the hand-written evaluation counts them).
    steps: [&'static [usize]; 2],
    /// What a man of each colour on the square adds to the region indices of both views (the
    /// square's powers of three there, zero where the square is not in the region): its own
    /// side's view counts it once, the other view twice (an empty square is 0 in a region's
    /// base-3 index, an own man 1, an enemy man 2). `men[sq][colour][view]`; a man is added in
    /// a few vector additions.
    men: Box<[[[[u16; LANES]; 2]; 2]; 128]>,
    /// Per colour, bit `k` of the rank a man has advanced: the squares where it is set (the
    /// tempo count is a sum of four popcounts).
    rank_bits: [[u128; 4]; 2],
    /// Per colour, bit `k` of a man's weight in the "near" term (1, 2, 3 on the third, second
    /// and last rank before crowning): the squares where it is set.
    near_bits: [[u128; 2]; 2],
    centre: u128,
    edge: u128,
    /// The phase for each number of men on the board (0 with none, [`PHASE`] with all).
    phase: [i32; MEN + 1],
}

/// The most men a board holds (a full 12x12 board, for the phase table).
const MEN: usize = 72;

impl Shape {
    /// The shape of `layout`.
    #[must_use]
    pub fn new(layout: &Layout, men_at_start: i32) -> Shape {
        let n = i32::from(layout.size);
        let (corners, side) = regions_of(layout);
        let regions = corners.len();
        assert!(
            regions <= LANES,
            "a board of {regions} regions is larger than the learned evaluation handles"
        );
        let mut men = Box::new([[[[0u16; LANES]; 2]; 2]; 128]);
        let mut rank_bits = [[0u128; 4]; 2];
        let mut near_bits = [[0u128; 2]; 2];
        let mut centre = 0u128;
        let mut edge = 0u128;
        // The powers of a region's squares, in the order its playing squares are met (rank, then file).
        let place = |row: &mut [u16; LANES], file: i32, r: i32| {
            for (lane, &(x0, y0)) in corners.iter().enumerate() {
                if !(x0..x0 + side).contains(&file) || !(y0..y0 + side).contains(&r) {
                    continue;
                }
                // Position among the region's playing squares.
                let mut k = 0u32;
                'find: for y in y0..y0 + side {
                    for x in x0..x0 + side {
                        let playing = layout.square(x as u8, y as u8).is_some();
                        if !playing {
                            continue;
                        }
                        if (x, y) == (file, r) {
                            break 'find;
                        }
                        k += 1;
                    }
                }
                row[lane] = 3u16.pow(k);
            }
        };
        for sq in layout.all().iter() {
            let (f, r) = layout.coords(sq);
            let (f, r) = (i32::from(f), i32::from(r));
            let i = sq.index();
            // The square's powers in White's view and in Black's (turned half a circle).
            let mut rows = [[0u16; LANES]; 2];
            place(&mut rows[0], f, r);
            place(&mut rows[1], n - 1 - f, n - 1 - r);
            for (c, by_view) in men[i].iter_mut().enumerate() {
                for (view, row) in by_view.iter_mut().enumerate() {
                    let times = if view == c { 1 } else { 2 };
                    *row = rows[view].map(|power| power * times);
                }
            }
            let bit = 1u128 << i;
            for (c, advanced) in [r, n - 1 - r].into_iter().enumerate() {
                for (k, bits) in rank_bits[c].iter_mut().enumerate() {
                    if advanced >> k & 1 == 1 {
                        *bits |= bit;
                    }
                }
                let near = (advanced - (n - 4)).max(0);
                for (k, bits) in near_bits[c].iter_mut().enumerate() {
                    if near >> k & 1 == 1 {
                        *bits |= bit;
                    }
                }
            }
            let mid = n / 2 - 2..=n / 2 + 1;
            if mid.contains(&f) && mid.contains(&r) {
                centre |= bit;
            }
            if f == 0 || f == n - 1 {
                edge |= bit;
            }
        }
        assert!(n <= 16, "the tempo count takes ranks below 16");
        let steps: [&'static [usize]; 2] = match layout.geometry {
            Geometry::Orthogonal => [&[0], &[2]],
            Geometry::Diagonal { .. } => [&[0, 1], &[2, 3]],
        };
        Shape {
            regions,
            patterns: patterns_of(layout),
            steps,
            men,
            rank_bits,
            near_bits,
            centre,
            edge,
            phase: std::array::from_fn(|total| {
                (total as i32 * PHASE / men_at_start.max(1)).clamp(0, PHASE)
            }),
        }
    }

    /// The number of regions.
    #[must_use]
    pub fn regions(&self) -> usize {
        self.regions
    }
}

/// A fitted weight set.
#[derive(Clone, Debug, PartialEq)]
pub struct Weights {
    /// The family.
    pub family: Family,
    /// Scalar weights (opening, ending) in 1/16 centi-men, in [`SCALARS`] order.
    pub scalars: [[i32; 2]; NS],
    /// Pattern weights in 1/16 centi-men, region after region.
    pub patterns: Vec<i16>,
}

const MAGIC: &[u8; 4] = b"DMW1";

impl Weights {
    /// The weight file's bytes: `DMW1`, the family name's length and name, the number of scalars
    /// and of regions (u16 each), the scalars (i32 pairs), the patterns (i16); little-endian.
    #[must_use]
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(16 + NS * 8 + self.patterns.len() * 2);
        out.extend_from_slice(MAGIC);
        let name = self.family.name().as_bytes();
        out.push(name.len() as u8);
        out.extend_from_slice(name);
        out.extend_from_slice(&(NS as u16).to_le_bytes());
        out.extend_from_slice(
            &((self.patterns.len() / self.family.patterns()) as u16).to_le_bytes(),
        );
        for pair in &self.scalars {
            for v in pair {
                out.extend_from_slice(&v.to_le_bytes());
            }
        }
        for v in &self.patterns {
            out.extend_from_slice(&v.to_le_bytes());
        }
        out
    }

    /// Read a weight file.
    ///
    /// # Errors
    /// A sentence saying what is wrong with the file.
    pub fn from_bytes(bytes: &[u8]) -> Result<Weights, String> {
        let mut at = 0usize;
        let mut take = |n: usize| -> Result<&[u8], String> {
            let s = bytes
                .get(at..at + n)
                .ok_or_else(|| "the weight file ends too early".to_string())?;
            at += n;
            Ok(s)
        };
        if take(4)? != MAGIC {
            return Err("this is not a Damero weight file (it does not start with DMW1)".into());
        }
        let len = usize::from(take(1)?[0]);
        let name = String::from_utf8_lossy(take(len)?).into_owned();
        let family = Family::parse(&name)
            .ok_or_else(|| format!("unknown family {name:?} in weight file"))?;
        let ns = usize::from(u16::from_le_bytes([take(1)?[0], take(1)?[0]]));
        let regions = usize::from(u16::from_le_bytes([take(1)?[0], take(1)?[0]]));
        if ns != NS {
            return Err(format!(
                "the weight file has {ns} scalar terms, this build {NS}"
            ));
        }
        let expected = family.regions();
        if regions != 0 && regions != expected {
            return Err(format!(
                "the weight file has {regions} regions, the {name} board {expected}"
            ));
        }
        let mut scalars = [[0i32; 2]; NS];
        for pair in &mut scalars {
            for v in pair.iter_mut() {
                let b = take(4)?;
                *v = i32::from_le_bytes([b[0], b[1], b[2], b[3]]);
            }
        }
        let count = regions * family.patterns();
        let mut patterns = Vec::with_capacity(count);
        for _ in 0..count {
            let b = take(2)?;
            patterns.push(i16::from_le_bytes([b[0], b[1]]));
        }
        if at != bytes.len() {
            return Err("the weight file has bytes after its last weight".into());
        }
        Ok(Weights {
            family,
            scalars,
            patterns,
        })
    }
}

/// A weight set ready to evaluate with: the weights and the board shape they apply to.
#[derive(Clone, Debug)]
pub struct Model {
    /// The weights.
    pub weights: Weights,
    shape: Shape,
    flying: bool,
}

/// One position's features, as the fitter sees them (from White's side).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Features {
    /// Scalar terms, White minus Black (the side-to-move term is +1 or -1).
    pub scalars: [i32; NS],
    /// The phase, 0..=[`PHASE`].
    pub phase: i32,
    /// Pattern weight indices read for White (each counts +1)...
    pub white: Vec<u32>,
    /// ...and for Black (each counts -1).
    pub black: Vec<u32>,
}

/// A representative rule set of a family (the board shape and king range are what matter).
#[must_use]
pub fn rules_of(family: Family) -> &'static Rules {
    use damero_rules::Variant;
    match family {
        Family::Short8 => Variant::English.rules(),
        Family::Flying8 => Variant::Spanish.rules(),
        Family::Flying10 => Variant::International.rules(),
        Family::Czech8 => Variant::Czech.rules(),
        Family::Turkish8 => Variant::Turkish.rules(),
    }
}

impl Model {
    /// What a man is worth to this model halfway through a game (the mean of its opening and
    /// ending man weights), in its centi-men (at least 1). Fitted weights measure winning
    /// chances, not material: international's shipped file values a man at 608 in the opening
    /// and 99 in the ending, so its scores are several times the hand-written evaluation's for
    /// the same position, and are reported divided by this (see
    /// [`crate::evaluator::Evaluator::man_value`]).
    #[must_use]
    pub fn man_value(&self) -> i32 {
        let [opening, ending] = self.weights.scalars[0];
        ((opening + ending) / (2 * SCALE)).max(1)
    }

    /// A model of `weights`.
    #[must_use]
    pub fn new(weights: Weights) -> Model {
        let rules = rules_of(weights.family);
        let men = 2 * i32::from(rules.max_pieces());
        Model {
            shape: Shape::new(rules.layout(), men),
            flying: rules.king == KingRange::Flying,
            weights,
        }
    }

    /// Zero weights for `family`, the first scalar terms started from `scalars` (centi-men, in
    /// the order of [`SCALARS`]; the fitter passes the hand-written evaluation's,
    /// [`crate::eval::Weights::learned_start`]), the others at zero.
    #[must_use]
    pub fn start(family: Family, start: &[i32]) -> Model {
        let rules = rules_of(family);
        let mut scalars = [[0; 2]; NS];
        for (s, &v) in scalars.iter_mut().zip(start) {
            *s = [v * SCALE, v * SCALE];
        }
        let shape = Shape::new(rules.layout(), 0);
        Model::new(Weights {
            family,
            scalars,
            patterns: vec![0; shape.regions * shape.patterns],
        })
    }

    /// The number of pattern weights.
    #[must_use]
    pub fn pattern_count(&self) -> usize {
        self.shape.regions * self.shape.patterns
    }

    /// Scalars and phase of `board` (White's side).
    #[inline]
    fn scalars<B: Bits>(&self, layout: &Layout, board: &Board<B>, turn: Color) -> ([i32; NS], i32) {
        let geo: &Geo<B> = B::geo(layout);
        let shape = &self.shape;
        let empty = geo.valid & !board.occupied();
        let centre_squares = B::narrow(shape.centre);
        let edge_squares = B::narrow(shape.edge);
        let mut f = [0i32; NS];
        let mut total_men = 0;
        for color in Color::ALL {
            let c = color.index();
            let sign = if c == 0 { 1 } else { -1 };
            let us = board.side(color);
            let men = us & !board.kings;
            let kings = us & board.kings;
            let (nm, nk) = (men.count() as i32, kings.count() as i32);
            total_men += nm;
            let weighed = |bits: &[u128]| -> i32 {
                bits.iter()
                    .enumerate()
                    .map(|(k, &b)| ((men & B::narrow(b)).count() as i32) << k)
                    .sum()
            };
            let tempo = weighed(&shape.rank_bits[c]);
            let near = weighed(&shape.near_bits[c]);
            let centre = (men & centre_squares).count() as i32;
            let edge = (men & edge_squares).count() as i32;
            let king_centre = (kings & centre_squares).count() as i32;
            let enemy_men = board.side(color.opposite()) & !board.kings;
            let back = if enemy_men.is_zero() {
                0
            } else {
                (men & geo.back_rank[c]).count() as i32
            };
            let promo = geo.promotion[c];
            let mut steps = 0;
            let mut crowning = B::ZERO;
            for &d in shape.steps[c] {
                let to = geo.shift(men, d) & empty;
                steps += to.count() as i32;
                crowning |= to & promo;
            }
            // Kings' free neighbouring squares (a cheap mobility).
            let mut king_steps = 0;
            if !kings.is_zero() {
                for d in 0..4 {
                    king_steps += (geo.shift(kings, d) & empty).count() as i32;
                }
            }
            let side = [
                nm,
                nk,
                tempo,
                near,
                back,
                steps,
                crowning.count().min(2) as i32,
                king_centre,
                centre,
                edge,
                0,
                king_steps,
            ];
            for (a, b) in f.iter_mut().zip(side) {
                *a += sign * b;
            }
        }
        f[10] = if turn == Color::White { 1 } else { -1 };
        let phase = self.shape.phase[(total_men as usize).min(MEN)];
        (f, phase)
    }

    /// The region indices of `board` in both views, from scratch (the search keeps them up to
    /// date move by move instead: [`Model::play`]).
    #[must_use]
    pub fn patterns<B: Bits>(&self, board: &Board<B>) -> Patterns {
        let mut p = Patterns([[0; LANES]; 2]);
        for color in Color::ALL {
            for sq in (board.side(color) & !board.kings).iter() {
                self.man(&mut p, color, sq, true);
            }
        }
        p
    }

    /// Add (or take away) a man of `color` on `sq`: it counts once in its own side's view and
    /// twice in the other's (see `Shape::men`).
    #[inline(always)]
    fn man(&self, p: &mut Patterns, color: Color, sq: u8, add: bool) {
        let delta = &self.shape.men[usize::from(sq) & 127][color.index()];
        for (view, d) in p.0.iter_mut().zip(delta) {
            for (a, b) in view.iter_mut().zip(d) {
                *a = if add {
                    a.wrapping_add(*b)
                } else {
                    a.wrapping_sub(*b)
                };
            }
        }
    }

    /// The region indices after `turn` plays `mv` on `board`, from the indices `before` of
    /// `board`: only the moving man and the men it takes change them (kings count as empty).
    #[inline(always)]
    #[must_use]
    pub fn play<B: Bits>(
        &self,
        before: &Patterns,
        board: &Board<B>,
        turn: Color,
        mv: &RawMove<B>,
    ) -> Patterns {
        let mut p = *before;
        if !board.kings.has(mv.from) {
            self.man(&mut p, turn, mv.from, false);
            if !mv.promotes {
                self.man(&mut p, turn, mv.to, true);
            }
        }
        let enemy = turn.opposite();
        for sq in (mv.captured & !board.kings).iter() {
            self.man(&mut p, enemy, sq, false);
        }
        p
    }

    /// The score of `board` from White's side in 1/16 centi-men, before the drawish scaling;
    /// `patterns` are its region indices.
    #[inline]
    fn white_score<B: Bits>(
        &self,
        layout: &Layout,
        board: &Board<B>,
        turn: Color,
        patterns: &Patterns,
    ) -> i32 {
        let (f, phase) = self.scalars(layout, board, turn);
        let w = &self.weights;
        let (mut mg, mut eg) = (0i32, 0i32);
        for (v, pair) in f.iter().zip(&w.scalars) {
            mg += v * pair[0];
            eg += v * pair[1];
        }
        let mut s = (mg * phase + eg * (PHASE - phase)) / PHASE;
        let p = &w.patterns;
        let [white, black] = &patterns.0;
        for r in 0..self.shape.regions {
            let base = r * self.shape.patterns;
            s += i32::from(p[base + usize::from(white[r])]);
            s -= i32::from(p[base + usize::from(black[r])]);
        }
        s
    }

    /// The score of `board` for `turn` in centi-men.
    #[inline]
    #[must_use]
    pub fn score<B: Bits>(&self, layout: &Layout, board: &Board<B>, turn: Color) -> i32 {
        self.score_with(layout, board, turn, &self.patterns(board))
    }

    /// [`Model::score`] with the board's region indices already known (see [`Model::play`]).
    #[inline]
    #[must_use]
    pub fn score_with<B: Bits>(
        &self,
        layout: &Layout,
        board: &Board<B>,
        turn: Color,
        patterns: &Patterns,
    ) -> i32 {
        // A side with nothing left has lost, whatever the weights say.
        if board.side(turn).is_zero() {
            return -NOTHING_LEFT;
        }
        if board.side(turn.opposite()).is_zero() {
            return NOTHING_LEFT;
        }
        let mut s = self.white_score(layout, board, turn, patterns) / SCALE;
        let men = board.occupied() & !board.kings;
        if men.is_zero()
            && crate::drawish::drawish_kings(self.flying, board.white.count(), board.black.count())
        {
            s /= 8;
        }
        if turn == Color::White {
            s
        } else {
            -s
        }
    }

    /// The features of `board` (White's side), for the fitter.
    #[must_use]
    pub fn features(&self, board: &Board<u128>, turn: Color) -> Features {
        let layout = rules_of(self.weights.family).layout();
        let (scalars, phase) = self.scalars(layout, board, turn);
        let idx = self.patterns(board).0;
        let regions = self.shape.regions;
        let per = self.shape.patterns;
        let index = |r: usize, i: u16| (r * per) as u32 + u32::from(i);
        Features {
            scalars,
            phase,
            white: (0..regions).map(|r| index(r, idx[0][r])).collect(),
            black: (0..regions).map(|r| index(r, idx[1][r])).collect(),
        }
    }

    /// Whether a square is a playing square of this model's board (for tests).
    #[must_use]
    pub fn covers(&self, sq: Square) -> bool {
        self.shape.men[sq.index() & 127][0][0]
            .iter()
            .any(|&p| p != 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use damero_rules::{Position, Variant};

    fn model(family: Family, seed: u64) -> Model {
        let mut m = Model::start(family, &[100, 300]);
        let mut x = seed;
        for w in &mut m.weights.patterns {
            x = x
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            *w = ((x >> 33) % 401) as i16 - 200;
        }
        m
    }

    /// Positions along a game of `variant` played by the first listed move each time.
    fn positions(variant: Variant) -> Vec<Position> {
        let mut p = Position::start(variant);
        let mut out = vec![p.clone()];
        for k in 0..60 {
            let moves = p.legal_moves();
            let Some(mv) = moves.get(k % moves.len().max(1)) else {
                break;
            };
            p = p.play(mv).expect("a listed move is legal");
            out.push(p.clone());
        }
        out
    }

    #[test]
    fn every_playing_square_is_in_a_region_and_regions_are_full() {
        for family in Family::ALL {
            let m = Model::start(family, &[100, 300]);
            let layout = rules_of(family).layout();
            for sq in layout.all().iter() {
                assert!(m.covers(sq), "{family:?} {sq:?}");
            }
            // A full board of white men indexes each region's largest white pattern.
            let mut count = vec![0; m.shape.regions];
            for sq in layout.all().iter() {
                let row = &m.shape.men[sq.index()][0][0];
                for (c, &p) in count.iter_mut().zip(row) {
                    *c += usize::from(p != 0);
                }
            }
            // Eight playing squares a region on a diagonal board, nine on the orthogonal one.
            let full: usize = if family == Family::Turkish8 { 9 } else { 8 };
            assert_eq!(3usize.pow(full as u32), family.patterns(), "{family:?}");
            assert!(count.iter().all(|&c| c == full), "{family:?} {count:?}");
        }
    }

    /// Each family with the variant its weights are fitted on.
    const FITTED: [(Family, Variant); 5] = [
        (Family::Flying10, Variant::International),
        (Family::Flying8, Variant::Spanish),
        (Family::Short8, Variant::English),
        (Family::Czech8, Variant::Czech),
        (Family::Turkish8, Variant::Turkish),
    ];

    #[test]
    fn the_score_is_the_sum_of_the_fitters_features() {
        for (family, variant) in FITTED {
            let m = model(family, 7);
            for p in positions(variant) {
                let f = m.features(p.board(), p.turn());
                let w = &m.weights;
                let (mut mg, mut eg) = (0, 0);
                for (v, pair) in f.scalars.iter().zip(&w.scalars) {
                    mg += v * pair[0];
                    eg += v * pair[1];
                }
                let mut s = (mg * f.phase + eg * (PHASE - f.phase)) / PHASE;
                s += f
                    .white
                    .iter()
                    .map(|&i| i32::from(w.patterns[i as usize]))
                    .sum::<i32>();
                s -= f
                    .black
                    .iter()
                    .map(|&i| i32::from(w.patterns[i as usize]))
                    .sum::<i32>();
                let layout = p.layout();
                let wide = m.patterns(p.board());
                assert_eq!(m.white_score(layout, p.board(), p.turn(), &wide), s);
                let narrow: Board<u64> = p.board().convert();
                let patterns = m.patterns(&narrow);
                assert_eq!(m.white_score(layout, &narrow, p.turn(), &patterns), s);
            }
        }
    }

    #[test]
    fn patterns_kept_move_by_move_are_the_patterns_read_from_scratch() {
        use damero_rules::generate;
        // Russian too: its men crowned in the middle of a capture go on as kings.
        for (family, variant) in FITTED
            .into_iter()
            .chain([(Family::Flying8, Variant::Russian)])
        {
            let m = model(family, 5);
            let rules = variant.rules();
            let mut x = 99u64;
            // Random games to their end: captures of men and kings, crownings, king moves.
            for _ in 0..20 {
                let p = Position::start(variant);
                let mut board: Board<u128> = *p.board();
                let mut turn = p.turn();
                let mut patterns = m.patterns(&board);
                let mut list = Vec::new();
                for _ in 0..300 {
                    generate(rules, &board, turn, &mut list);
                    if list.is_empty() {
                        break;
                    }
                    x = x
                        .wrapping_mul(6_364_136_223_846_793_005)
                        .wrapping_add(1_442_695_040_888_963_407);
                    let mv = list[(x >> 33) as usize % list.len()];
                    patterns = m.play(&patterns, &board, turn, &mv);
                    board.play(turn, &mv);
                    turn = turn.opposite();
                    assert_eq!(patterns, m.patterns(&board), "{variant:?}");
                }
            }
        }
    }

    #[test]
    fn a_position_and_its_colour_mirror_score_opposite() {
        // A diagonal board and the orthogonal one.
        for (family, variant) in [
            (Family::Flying10, Variant::International),
            (Family::Turkish8, Variant::Turkish),
        ] {
            mirror_scores_opposite(&model(family, 3), variant);
        }
    }

    fn mirror_scores_opposite(m: &Model, variant: Variant) {
        let layout = variant.rules().layout();
        for p in positions(variant) {
            let b = p.board();
            let mut mirror = Board::<u128> {
                white: 0,
                black: 0,
                kings: 0,
            };
            let n = layout.size;
            for sq in layout.all().iter() {
                let (f, r) = layout.coords(sq);
                let to = layout
                    .square(n - 1 - f, n - 1 - r)
                    .expect("the turned square plays");
                let bit = 1u128 << to.index();
                if b.white.has(sq.0) {
                    mirror.black |= bit;
                }
                if b.black.has(sq.0) {
                    mirror.white |= bit;
                }
                if b.kings.has(sq.0) {
                    mirror.kings |= bit;
                }
            }
            let turn = p.turn();
            assert_eq!(
                m.score(layout, b, turn),
                m.score(layout, &mirror, turn.opposite()),
            );
        }
    }

    #[test]
    fn weight_files_round_trip_and_bad_ones_are_refused() {
        let turkish = model(Family::Turkish8, 11).weights;
        assert_eq!(Weights::from_bytes(&turkish.to_bytes()), Ok(turkish));
        let m = model(Family::Flying8, 11);
        let bytes = m.weights.to_bytes();
        assert_eq!(Weights::from_bytes(&bytes).expect("round trip"), m.weights);
        assert!(Weights::from_bytes(&bytes[..bytes.len() - 1]).is_err());
        assert!(Weights::from_bytes(b"PNG!").is_err());
        let mut extra = bytes.clone();
        extra.push(0);
        assert!(Weights::from_bytes(&extra).is_err());
    }
}
