//! Endgame databases for the 8x8 and 10x10 diagonal variants (international, Frisian and the
//! huffing game on 10x10; see [`supported`]), built by Damero itself by retrograde analysis.
//!
//! **What a table holds.** For every position with at most `pieces` pieces (men and kings, both
//! sides together, each side at least one) and either side to move: win, loss or draw for the side
//! to move with the distance in plies to the end of the game (the opponent has no piece or no
//! move) under best play: the winner takes the shortest way, the loser the longest (distance to
//! mate, counted through captures and crownings). Moves come from the rules core
//! ([`damero_rules::generate`]), so compulsory captures and every capture priority are
//! those of the variant.
//!
//! **What it assumes.** Game-theoretic values: a position is a draw when neither side can force
//! the end of the game, however long play goes on. The draw *counters* (the quiet-move rule, the
//! Spanish and Pool three-kings count, FMJD-64 endgame counts, repetition) are not in the table;
//! the search applies them and trusts a table win only when it ends before a running count
//! does (see [`crate::search`]).
//!
//! **Indexing.** The table is cut into slices by material `(white men, white kings, black men,
//! black kings)`. Inside a slice, the index is
//! `((((wm * KW + wk) * BM + bm) * BK + bk) * 2 + black_to_move)` where each group's number is the
//! colex rank of its sorted squares (`sum C(s_j, j + 1)`) among the squares that piece may stand
//! on (32 for kings, 50 on 10x10; 28 or 45 for men, which never stand on their crowning rank);
//! positions where two groups share a square are unused. A position whose Black material is
//! "bigger" (by men + kings, then kings) is turned 180 degrees with the colours swapped (the
//! rules are symmetric that way), so only one of two mirror slices is kept. **One byte per position:** `0` draw, else
//! `1 + distance`; even distances are losses for the side to move, odd ones wins.
//!
//! **Frisian's king runs.** A Frisian king makes at most three simple moves in a row while its
//! side has men, and that run is not on the board. So a side with men and kings has `1 + 3k`
//! run states (none, or its `j`-th king, by ascending square, with 1 to 3 moves made), and the
//! index above is `(index * RW + white_run) * RB + black_run`; a side without men or without
//! kings has one state. Positions are probed with the runs ([`Tablebase::probe_runs`]); the
//! search keeps them move by move.
//!
//! **Building.** Slices are solved in order (fewer pieces first; same count, fewer men first, so a
//! capture or a crowning always leads to a solved slice). Each slice: one pass generates every
//! position's moves once, looks up captures and crownings in the solved slices and keeps the moves
//! inside the slice as an edge list (Frisian: once per board, each run state taking its moves
//! from there); then pass `n = 1, 2, ...` marks the positions won in `n` plies (a move to a loss
//! in `n - 1`) and lost in `n` (every move to a win, the longest `n - 1`), until a pass marks
//! nothing and no outside distance is still ahead.
//!
//! **Where tables come from.** The engine does no file IO: a table is built here
//! ([`Tablebase::build`]) or made from bytes ([`Tablebase::from_bytes`]), and whoever holds it
//! gives it to an engine ([`crate::Engine::set_tablebase`]). The lab (`damero-lab`'s `tables`)
//! keeps tables in files and builds them in the background for the bot.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use damero_rules::Bits;
use damero_rules::Geometry;
use damero_rules::Rules;
use damero_rules::{Board, RawMove};
use damero_rules::{Color, Square, Variant};
use damero_rules::{Move, Position};

/// The most pieces a table may hold (the build time grows about twentyfold per piece).
pub const MAX_PIECES: u8 = 5;

/// A probe's answer for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Value {
    /// The side to move wins in this many plies.
    Win(u8),
    /// The side to move loses in this many plies (0: it has no move or no piece).
    Loss(u8),
    /// Neither side can force the end.
    Draw,
}

impl Value {
    fn from_byte(b: u8) -> Value {
        match b {
            0 => Value::Draw,
            b if (b - 1) % 2 == 0 => Value::Loss(b - 1),
            b => Value::Win(b - 1),
        }
    }
}

/// Material of a slice: white men, white kings, black men, black kings.
type Material = [u8; 4];

/// The squares of one layout (8x8 or 10x10, both in a `u64`) and their mirror images.
#[derive(Debug)]
struct Squares {
    /// Bit index of each playing square, ascending.
    all: Vec<u8>,
    /// Position in `all` of each bit index (`u8::MAX` for ghosts).
    pos: [u8; 64],
    /// For men of each colour: the squares they may stand on (not their crowning rank).
    men: [Vec<u8>; 2],
    /// Position in `men[c]` of each bit index.
    men_pos: [[u8; 64]; 2],
    /// The square turned 180 degrees, per bit index.
    turn: [u8; 64],
    /// Frisian: the most successive simple moves of one king while its side has men (0: no
    /// limit).
    limit: u8,
}

impl Squares {
    fn new(rules: &Rules) -> Squares {
        let layout = rules.layout();
        let valid = layout.geo64.valid;
        let all: Vec<u8> = valid.iter().collect();
        let mut pos = [u8::MAX; 64];
        for (i, &s) in all.iter().enumerate() {
            pos[s as usize] = i as u8;
        }
        let mut men: [Vec<u8>; 2] = [Vec::new(), Vec::new()];
        let mut men_pos = [[u8::MAX; 64]; 2];
        for c in [Color::White, Color::Black] {
            let crown = layout.geo64.promotion[c.index()];
            let list: Vec<u8> = all.iter().copied().filter(|&s| !crown.has(s)).collect();
            for (i, &s) in list.iter().enumerate() {
                men_pos[c.index()][s as usize] = i as u8;
            }
            men[c.index()] = list;
        }
        let mut turn = [u8::MAX; 64];
        let size = layout.size;
        for &s in &all {
            let (f, r) = layout.coords(Square(s));
            let t = layout
                .square(size - 1 - f, size - 1 - r)
                .map_or(u8::MAX, |q| q.0);
            turn[s as usize] = t;
        }
        Squares {
            all,
            pos,
            men,
            men_pos,
            turn,
            limit: rules.king_move_limit.map_or(0, |l| l.moves),
        }
    }
}

/// Binomial coefficients up to 50 choose 5.
fn choose(n: u32, k: u32) -> u64 {
    if k > n {
        return 0;
    }
    let mut r = 1u64;
    for i in 0..k {
        r = r * u64::from(n - i) / u64::from(i + 1);
    }
    r
}

/// Colex rank of sorted positions.
fn rank(sorted: &[u8]) -> u64 {
    sorted
        .iter()
        .enumerate()
        .map(|(j, &p)| choose(u32::from(p), j as u32 + 1))
        .sum()
}

/// Inverse of [`rank`] for `k` positions.
fn unrank(mut r: u64, k: usize, out: &mut [u8; 8]) {
    for j in (0..k).rev() {
        let mut p = j as u32;
        while choose(p + 1, j as u32 + 1) <= r {
            p += 1;
        }
        r -= choose(p, j as u32 + 1);
        out[j] = p as u8;
    }
}

/// The sizes of a slice's four groups.
fn group_sizes(sq: &Squares, m: Material) -> [u64; 4] {
    let kings = sq.all.len() as u32;
    [
        choose(sq.men[0].len() as u32, u32::from(m[0])),
        choose(kings, u32::from(m[1])),
        choose(sq.men[1].len() as u32, u32::from(m[2])),
        choose(kings, u32::from(m[3])),
    ]
}

/// Positions of a slice on the board alone: the four groups and the side to move.
fn base_len(sq: &Squares, m: Material) -> u64 {
    group_sizes(sq, m).iter().product::<u64>() * 2
}

/// Frisian: the run states of `color` in material `m`: none, or one of its kings with 1 to
/// `limit` successive simple moves; a single state (none) where the limit cannot bar a move
/// (no limit, no king, or no man, which never comes back).
fn run_states(sq: &Squares, m: Material, color: Color) -> u64 {
    let (men, kings) = match color {
        Color::White => (m[0], m[1]),
        Color::Black => (m[2], m[3]),
    };
    if sq.limit == 0 || men == 0 || kings == 0 {
        1
    } else {
        1 + u64::from(sq.limit) * u64::from(kings)
    }
}

fn slice_len(sq: &Squares, m: Material) -> u64 {
    base_len(sq, m) * run_states(sq, m, Color::White) * run_states(sq, m, Color::Black)
}

/// Frisian king runs, per colour as [`damero_rules::Position::king_runs`]: the square of the
/// king making successive simple moves and how many it has made (0: none).
pub type Runs = [(Square, u8); 2];

/// No king run on either side (every variant but Frisian, and Frisian before a king moves).
pub const NO_RUNS: Runs = [(Square(0), 0); 2];

/// The code of `color`'s run on `b` among `states` run states: 0 for none (or a run whose king
/// is gone, which bars nothing and which the side's next move ends), else
/// `1 + j * limit + (n - 1)` for the `j`-th of its kings (ascending squares) with `n` moves.
fn run_code(limit: u8, states: u64, b: &Board<u64>, color: Color, run: (Square, u8)) -> u64 {
    let (sq, n) = run;
    let kings = b.side(color) & b.kings;
    if states == 1 || n == 0 || sq.0 >= 64 || !kings.has(sq.0) {
        return 0;
    }
    let j = u64::from((kings & ((1u64 << sq.0) - 1)).count());
    1 + j * u64::from(limit) + u64::from(n.min(limit) - 1)
}

/// The run of `color` on `b` that [`run_code`] gave `code`.
fn run_of(limit: u8, b: &Board<u64>, color: Color, code: u64) -> (Square, u8) {
    if code == 0 {
        return (Square(0), 0);
    }
    let j = ((code - 1) / u64::from(limit)) as usize;
    let n = ((code - 1) % u64::from(limit)) as u8 + 1;
    let sq = (b.side(color) & b.kings)
        .iter()
        .nth(j)
        .expect("a run's king is on the board");
    (Square(sq), n)
}

/// Which of the two colour-mirror slices is kept: White's side the bigger (pieces, then kings).
fn canonical(m: Material) -> bool {
    (m[0] + m[1], m[1]) >= (m[2] + m[3], m[3])
}

fn material_of(b: &Board<u64>) -> Material {
    let wk = (b.white & b.kings).count() as u8;
    let bk = (b.black & b.kings).count() as u8;
    [
        b.white.count() as u8 - wk,
        wk,
        b.black.count() as u8 - bk,
        bk,
    ]
}

/// One variant's tables.
#[derive(Debug)]
pub struct Tablebase {
    variant: Variant,
    pieces: u8,
    squares: Squares,
    slices: HashMap<Material, Vec<u8>>,
    /// Time the build took (zero when read from a file).
    pub build_time: Duration,
}

/// Why a table cannot be built or read.
#[derive(Debug, thiserror::Error)]
pub enum TableError {
    /// Only the 8x8 and 10x10 variants with diagonal moves have tables (see [`supported`]).
    #[error("{0} has no endgame database: they exist for the 8x8 and 10x10 variants with diagonal moves ({list})", list = supported_names())]
    Unsupported(Variant),
    /// Too many pieces asked for.
    #[error("endgame databases hold 2 to {MAX_PIECES} pieces, not {0}")]
    Pieces(u8),
    /// The bytes are not a table of this variant and size.
    #[error("not a {0} endgame database of up to {1} pieces")]
    Format(Variant, u8),
}

/// Whether `variant` can have a table: the variants on 8x8 and 10x10 boards with diagonal moves.
///
/// The huffing game on 10x10 has one too. Its captures are not forced, but a player who declines
/// one may be huffed, and the engine searches and plays proper moves only (a capture completed
/// wherever one exists, [`damero_rules::generate`], as its perft counts them); its table holds the
/// values of that game, the one the engine plays, as every table holds the values of the moves
/// the engine searches.
///
/// Frisian's table holds its king runs too ([`Runs`]): a side with men and kings has a state per
/// king and count of successive simple moves, so its slices are up to 16 times larger.
#[must_use]
pub fn supported(variant: Variant) -> bool {
    let rules = variant.rules();
    matches!(rules.geometry, Geometry::Diagonal { size: 8 | 10, .. })
}

/// The names of the variants with tables, for the refusal of one without.
fn supported_names() -> String {
    let names: Vec<&str> = Variant::ALL
        .into_iter()
        .filter(|&v| supported(v))
        .map(Variant::name)
        .collect();
    names.join(", ")
}

/// Slices of up to `pieces` pieces in build order.
fn slice_order(pieces: u8) -> Vec<Material> {
    let mut out = Vec::new();
    for total in 2..=pieces {
        for men in 0..=total {
            for wm in 0..=men {
                let bm = men - wm;
                for wk in 0..=(total - men) {
                    let bk = total - men - wk;
                    let m = [wm, wk, bm, bk];
                    if wm + wk > 0 && bm + bk > 0 && canonical(m) {
                        out.push(m);
                    }
                }
            }
        }
    }
    out
}

impl Tablebase {
    /// The variant.
    #[must_use]
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The most pieces a position may have to be in the table.
    #[must_use]
    pub fn pieces(&self) -> u8 {
        self.pieces
    }

    /// Bytes held (one per indexed position).
    #[must_use]
    pub fn bytes(&self) -> usize {
        self.slices.values().map(Vec::len).sum()
    }

    /// Number of slices (materials).
    #[must_use]
    pub fn slice_count(&self) -> usize {
        self.slices.len()
    }

    /// Build the tables of `variant` for up to `pieces` pieces; `progress` sees each slice done.
    ///
    /// # Errors
    /// The variant has no tables, or `pieces` is out of range.
    pub fn build(
        variant: Variant,
        pieces: u8,
        mut progress: impl FnMut(&str),
    ) -> Result<Tablebase, TableError> {
        if !supported(variant) {
            return Err(TableError::Unsupported(variant));
        }
        if !(2..=MAX_PIECES).contains(&pieces) {
            return Err(TableError::Pieces(pieces));
        }
        let start = Instant::now();
        let rules = variant.rules();
        let mut tb = Tablebase {
            variant,
            pieces,
            squares: Squares::new(rules),
            slices: HashMap::new(),
            build_time: Duration::ZERO,
        };
        for m in slice_order(pieces) {
            let t = Instant::now();
            let data = tb.solve(rules, m);
            let (w, l, d) = data.iter().fold((0, 0, 0), |(w, l, d), &b| match b {
                0 => (w, l, d + 1),
                b if (b - 1) % 2 == 0 => (w, l + 1, d),
                _ => (w + 1, l, d),
            });
            let longest = data.iter().copied().max().unwrap_or(0).saturating_sub(1);
            progress(&format!(
                "{} {}: {} positions (wins {w}, losses {l}, draws or unused {d}), longest {longest} plies, {:.2} s",
                variant.name(),
                material_name(m),
                data.len(),
                t.elapsed().as_secs_f64()
            ));
            tb.slices.insert(m, data);
        }
        tb.build_time = start.elapsed();
        Ok(tb)
    }

    /// The index of a board of material `m` (canonical) with the side to move and the king runs
    /// in its slice, `None` if two pieces share a square or a man stands on its crowning rank.
    fn index(&self, m: Material, b: &Board<u64>, turn: Color, runs: Runs) -> Option<usize> {
        let sq = &self.squares;
        let base = self.base_index(m, b, turn)? as u64;
        let states = [
            run_states(sq, m, Color::White),
            run_states(sq, m, Color::Black),
        ];
        let w = run_code(sq.limit, states[0], b, Color::White, runs[0]);
        let k = run_code(sq.limit, states[1], b, Color::Black, runs[1]);
        Some(((base * states[0] + w) * states[1] + k) as usize)
    }

    /// The index of a board of material `m` and the side to move, runs aside (see
    /// [`Tablebase::index`]).
    fn base_index(&self, m: Material, b: &Board<u64>, turn: Color) -> Option<usize> {
        let sq = &self.squares;
        let sizes = group_sizes(sq, m);
        let groups = [
            (b.white & !b.kings, Some(0)),
            (b.white & b.kings, None),
            (b.black & !b.kings, Some(1)),
            (b.black & b.kings, None),
        ];
        let mut idx = 0u64;
        let mut buf = [0u8; 8];
        for (g, &(set, men)) in groups.iter().enumerate() {
            let mut k = 0;
            for s in set.iter() {
                let p = match men {
                    Some(c) => sq.men_pos[c][s as usize],
                    None => sq.pos[s as usize],
                };
                if p == u8::MAX || k >= 8 {
                    return None;
                }
                buf[k] = p;
                k += 1;
            }
            buf[..k].sort_unstable();
            idx = idx * sizes[g] + rank(&buf[..k]);
        }
        Some((idx * 2 + turn.index() as u64) as usize)
    }

    /// The board and side to move at base index `index` of slice `m` ([`Tablebase::base_index`]),
    /// `None` for an unused index.
    fn decode(&self, m: Material, index: usize) -> Option<(Board<u64>, Color)> {
        let sq = &self.squares;
        let sizes = group_sizes(sq, m);
        let turn = if index % 2 == 0 {
            Color::White
        } else {
            Color::Black
        };
        let mut rest = (index / 2) as u64;
        let mut ranks = [0u64; 4];
        for g in (0..4).rev() {
            ranks[g] = rest % sizes[g];
            rest /= sizes[g];
        }
        let mut board = Board::<u64>::default();
        let mut occupied = 0u64;
        let mut buf = [0u8; 8];
        for g in 0..4 {
            let k = usize::from(m[g]);
            unrank(ranks[g], k, &mut buf);
            let domain = match g {
                0 => &sq.men[0],
                2 => &sq.men[1],
                _ => &sq.all,
            };
            for &p in &buf[..k] {
                let bit = 1u64 << domain[usize::from(p)];
                if occupied & bit != 0 {
                    return None;
                }
                occupied |= bit;
                if g < 2 {
                    board.white |= bit;
                } else {
                    board.black |= bit;
                }
                if g % 2 == 1 {
                    board.kings |= bit;
                }
            }
        }
        Some((board, turn))
    }

    /// Turn the board 180 degrees and swap the colours.
    fn mirror(&self, b: &Board<u64>) -> Board<u64> {
        let t = &self.squares.turn;
        let flip = |set: u64| set.iter().fold(0u64, |acc, s| acc | 1u64 << t[s as usize]);
        Board {
            white: flip(b.black),
            black: flip(b.white),
            kings: flip(b.kings),
        }
    }

    /// The stored byte of a position of material in the table, or `None`.
    fn lookup(&self, b: &Board<u64>, turn: Color, runs: Runs) -> Option<u8> {
        let m = material_of(b);
        if m[0] + m[1] == 0 || m[2] + m[3] == 0 {
            // One side has no piece: the side to move has lost if it is that side.
            return (b.side(turn) == 0).then_some(1);
        }
        let (m, board, turn, runs) = if canonical(m) {
            (m, *b, turn, runs)
        } else {
            let t = &self.squares.turn;
            let flip = |(sq, n): (Square, u8)| {
                if n == 0 || sq.0 >= 64 {
                    (Square(0), 0)
                } else {
                    (Square(t[usize::from(sq.0)]), n)
                }
            };
            (
                [m[2], m[3], m[0], m[1]],
                self.mirror(b),
                turn.opposite(),
                [flip(runs[1]), flip(runs[0])],
            )
        };
        let slice = self.slices.get(&m)?;
        slice.get(self.index(m, &board, turn, runs)?).copied()
    }

    /// The value of a position for its side to move, if its material is in the table, with no
    /// king run going on (Frisian: see [`Tablebase::probe_runs`]).
    #[must_use]
    pub fn probe(&self, b: &Board<u64>, turn: Color) -> Option<Value> {
        self.probe_runs(b, turn, NO_RUNS)
    }

    /// The value of a position with the king runs `runs` for its side to move, if its material
    /// is in the table. The runs matter in Frisian only, and there only for a side with both men
    /// and kings.
    #[must_use]
    pub fn probe_runs(&self, b: &Board<u64>, turn: Color, runs: Runs) -> Option<Value> {
        if b.occupied().count() > u32::from(self.pieces) {
            return None;
        }
        self.lookup(b, turn, runs).map(Value::from_byte)
    }

    /// Solve slice `m` (every smaller slice and every slice with fewer men already solved).
    ///
    /// Frisian: the moves inside the slice are kept once per board, each with its king's rank
    /// among the mover's kings before and after it, and every position's run states take them
    /// from there: a barred king's simple move is skipped, and the child's run follows from the
    /// parent's ([`damero_rules::king_run_after`]). A capture or a crowning (the mover's run
    /// ends) keeps the opponent's run, looked up in the solved slice it leads to, so the outside
    /// results are kept per board and opponent's run. Memory: the values (one byte a position),
    /// the edges (six bytes a move of a board) and the outside results (two bytes a board and
    /// opponent's run); the passes scan the values rather than keep a list of open positions.
    fn solve(&self, rules: &'static Rules, m: Material) -> Vec<u8> {
        let sq = &self.squares;
        let limit = sq.limit;
        let base = base_len(sq, m) as usize;
        let states = [
            run_states(sq, m, Color::White) as usize,
            run_states(sq, m, Color::Black) as usize,
        ];
        let per = states[0] * states[1];
        let most = states[0].max(states[1]);
        let len = base * per;
        let mut vals = vec![0u8; len];
        // Per board: CSR edges to boards of the same slice, and (with runs) the moving king's
        // rank among its side's kings before (NO_KING: a man moved) and after the move.
        let mut offsets: Vec<u32> = Vec::with_capacity(base + 1);
        let mut edges: Vec<u32> = Vec::new();
        let mut ranks: Vec<(u8, u8)> = Vec::new();
        // The boards that are positions (no two pieces on a square).
        let mut used = vec![0u64; base.div_ceil(64)];
        const NO_KING: u8 = u8::MAX;
        const NONE: u8 = u8::MAX;
        // Per board and opponent's run (`i * most + o`): the smallest (distance + 1) of an
        // outside move to a lost position, NONE if none; the largest (distance + 1) of outside
        // moves to won positions, NONE if some outside move draws (0 with no outside move).
        let mut ext_win = vec![NONE; base * most];
        let mut ext_loss = vec![0u8; base * most];
        let mut list: Vec<RawMove<u64>> = Vec::with_capacity(32);
        let mut max_ext = 0u8;
        // The run codes of a position: (White's, Black's).
        let codes = |r: usize| (r / states[1], r % states[1]);
        let pos_of = |i: usize, w: usize, k: usize| i * per + w * states[1] + k;
        // A move of the mover whose run code is `code` along an edge with ranks `(from, to)`:
        // `None` if the run bars it, else the mover's run code after it.
        let step = |code: usize, (from, to): (u8, u8)| -> Option<usize> {
            if from == NO_KING {
                return Some(0);
            }
            let l = usize::from(limit);
            let n = if code > 0 && (code - 1) / l == usize::from(from) {
                (code - 1) % l + 1
            } else {
                0
            };
            (n < l).then(|| 1 + usize::from(to) * l + n)
        };
        // The mover's and the opponent's run codes of position `r` of a board with `white` to
        // move.
        let sides = |white: bool, r: usize| {
            let (w, k) = codes(r);
            if white {
                (w, k)
            } else {
                (k, w)
            }
        };
        let mut open = 0usize;
        offsets.push(0);
        for i in 0..base {
            let Some((board, turn)) = self.decode(m, i) else {
                offsets.push(edges.len() as u32);
                continue;
            };
            used[i / 64] |= 1 << (i % 64);
            let me = turn.index();
            let next = turn.opposite();
            damero_rules::generate(rules, &board, turn, &mut list);
            let kings = board.side(turn) & board.kings;
            for mv in &list {
                let mut child = board;
                child.play(turn, mv);
                if !mv.is_capture() && !mv.promotes {
                    let c = self
                        .base_index(m, &child, next)
                        .expect("same material indexes");
                    edges.push(c as u32);
                    if per > 1 {
                        let rank_in = |set: u64, s: u8| (set & ((1u64 << s) - 1)).count() as u8;
                        ranks.push(if kings.has(mv.from) && states[me] > 1 {
                            let after = child.side(turn) & child.kings;
                            (rank_in(kings, mv.from), rank_in(after, mv.to))
                        } else {
                            (NO_KING, 0)
                        });
                    }
                    continue;
                }
                // The mover's run ends; the opponent's goes on (gone if its king was taken).
                for o in 0..states[next.index()] {
                    let mut runs = NO_RUNS;
                    runs[next.index()] = run_of(limit, &board, next, o as u64);
                    let byte = self
                        .lookup(&child, next, runs)
                        .expect("smaller slices are solved");
                    let x = i * most + o;
                    match byte {
                        0 => ext_loss[x] = NONE,
                        b if (b - 1) % 2 == 0 => {
                            // The child (opponent to move) loses in b - 1: we win in b.
                            ext_win[x] = ext_win[x].min(b);
                            max_ext = max_ext.max(b);
                        }
                        b => {
                            if ext_loss[x] != NONE {
                                ext_loss[x] = ext_loss[x].max(b);
                            }
                            max_ext = max_ext.max(b);
                        }
                    }
                }
            }
            let (lo, hi) = (offsets[i] as usize, edges.len());
            offsets.push(hi as u32);
            for r in 0..per {
                let (code, o) = sides(me == 0, r);
                let x = i * most + o;
                let outside = ext_win[x] != NONE || ext_loss[x] != 0;
                let inside = (lo..hi).any(|e| per == 1 || step(code, ranks[e]).is_some());
                if outside || inside {
                    open += 1;
                } else {
                    vals[i * per + r] = 1; // lost in 0
                }
            }
        }
        // vals[c] holds 1 + distance; a child lost in d (byte d + 1, odd d + 1... even d) gives a
        // win in d + 1 = byte; a child won in d gives a loss in at most d + 1 = byte.
        let mut n: u8 = 1;
        while open > 0 {
            let mut changed = false;
            for p in 0..len {
                let i = p / per;
                if vals[p] != 0 || used[i / 64] & (1 << (i % 64)) == 0 {
                    continue;
                }
                let r = p % per;
                let white = i % 2 == 0;
                let (w, k) = codes(r);
                let (code, o) = sides(white, r);
                let x = i * most + o;
                let (lo, hi) = (offsets[i] as usize, offsets[i + 1] as usize);
                // Win in n?
                let mut win = ext_win[x] <= n;
                let mut all_won = ext_loss[x] != NONE && ext_win[x] == NONE;
                let mut longest = if all_won { ext_loss[x] } else { 0 };
                for e in lo..hi {
                    let c = edges[e] as usize;
                    let child = if per == 1 {
                        c
                    } else {
                        match step(code, ranks[e]) {
                            None => continue,
                            Some(moved) if white => pos_of(c, moved, k),
                            Some(moved) => pos_of(c, w, moved),
                        }
                    };
                    let b = vals[child];
                    if b == 0 {
                        all_won = false;
                    } else if (b - 1) % 2 == 0 {
                        // Child lost in b - 1.
                        if b <= n {
                            win = true;
                            break;
                        }
                        all_won = false;
                    } else {
                        longest = longest.max(b);
                    }
                }
                // A win in n, or a loss in n (every move leads to a win, the longest in n - 1).
                if win || (all_won && longest <= n) {
                    vals[p] = n + 1;
                    changed = true;
                    open -= 1;
                }
            }
            if (!changed && n >= max_ext) || n >= 253 {
                break;
            }
            n += 1;
        }
        vals
    }

    /// The table as bytes: a header (magic, pieces, variant name), then every slice in build
    /// order, one byte a position. [`Tablebase::from_bytes`] reads it back; the lab keeps tables
    /// in files of these bytes (`damero egtb`).
    #[must_use]
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = Vec::with_capacity(self.bytes() + 16);
        bytes.extend_from_slice(MAGIC);
        bytes.push(self.pieces);
        let name = self.variant.name().as_bytes();
        bytes.push(name.len() as u8);
        bytes.extend_from_slice(name);
        for m in slice_order(self.pieces) {
            bytes.extend_from_slice(&self.slices[&m]);
        }
        bytes
    }

    /// The table of `variant` for `pieces` pieces from its bytes ([`Tablebase::to_bytes`]).
    ///
    /// # Errors
    /// A variant without tables, a piece count out of range, or bytes that are not a table of
    /// this variant and size.
    pub fn from_bytes(variant: Variant, pieces: u8, bytes: &[u8]) -> Result<Tablebase, TableError> {
        if !supported(variant) {
            return Err(TableError::Unsupported(variant));
        }
        if !(2..=MAX_PIECES).contains(&pieces) {
            return Err(TableError::Pieces(pieces));
        }
        let bad = || TableError::Format(variant, pieces);
        let name = variant.name().as_bytes();
        let head = MAGIC.len() + 2 + name.len();
        if bytes.len() < head
            || &bytes[..MAGIC.len()] != MAGIC
            || bytes[MAGIC.len()] != pieces
            || usize::from(bytes[MAGIC.len() + 1]) != name.len()
            || &bytes[MAGIC.len() + 2..head] != name
        {
            return Err(bad());
        }
        let squares = Squares::new(variant.rules());
        let order = slice_order(pieces);
        let total: usize = order.iter().map(|&m| slice_len(&squares, m) as usize).sum();
        if bytes.len() != head + total {
            return Err(bad());
        }
        let mut slices = HashMap::new();
        let mut at = head;
        for m in order {
            let n = slice_len(&squares, m) as usize;
            slices.insert(m, bytes[at..at + n].to_vec());
            at += n;
        }
        Ok(Tablebase {
            variant,
            pieces,
            squares,
            slices,
            build_time: Duration::ZERO,
        })
    }

    /// Every move of the side to move with the value it leads to (for the side to move), best
    /// first: shortest win, then draws, then longest loss. Empty outside the table. Frisian: a
    /// king barred by its run ([`damero_rules::barred_king`]) makes no simple move.
    #[must_use]
    pub fn rank_moves(
        &self,
        b: &Board<u64>,
        turn: Color,
        runs: Runs,
    ) -> Vec<(RawMove<u64>, Value)> {
        if self.probe_runs(b, turn, runs).is_none() {
            return Vec::new();
        }
        let rules = self.variant.rules();
        let mut list = Vec::new();
        damero_rules::generate(rules, b, turn, &mut list);
        let barred = damero_rules::barred_king(rules, &b.convert(), turn, runs[turn.index()]);
        let mut out: Vec<(RawMove<u64>, Value)> = list
            .into_iter()
            .filter(|mv| mv.is_capture() || Some(Square(mv.from)) != barred)
            .filter_map(|mv| {
                let mut child = *b;
                child.play(turn, &mv);
                let v = match self.probe_runs(
                    &child,
                    turn.opposite(),
                    runs_after(b, turn, runs, &mv),
                )? {
                    Value::Win(d) => Value::Loss(d + 1),
                    Value::Loss(d) => Value::Win(d + 1),
                    Value::Draw => Value::Draw,
                };
                Some((mv, v))
            })
            .collect();
        out.sort_by_key(|&(_, v)| order_key(v));
        out
    }
}

/// The king runs after `turn` plays `mv` on `b` ([`damero_rules::king_run_after`]).
#[must_use]
pub fn runs_after<B: Bits>(b: &Board<B>, turn: Color, runs: Runs, mv: &RawMove<B>) -> Runs {
    let mut out = runs;
    let by_king = b.kings.has(mv.from);
    out[turn.index()] =
        damero_rules::king_run_after(runs[turn.index()], by_king, &Move::from_raw(mv));
    out
}

/// Sort key: smaller is better for the side to move.
fn order_key(v: Value) -> i32 {
    match v {
        Value::Win(d) => i32::from(d),
        Value::Draw => 1000,
        Value::Loss(d) => 2000 - i32::from(d),
    }
}

const MAGIC: &[u8; 6] = b"DMTB1\n";

/// A slice's name, e.g. `3K v 1K`, `1K1M v 1M`.
#[must_use]
fn material_name(m: Material) -> String {
    let side = |men: u8, kings: u8| {
        let mut s = String::new();
        if kings > 0 {
            s.push_str(&format!("{kings}K"));
        }
        if men > 0 {
            s.push_str(&format!("{men}M"));
        }
        s
    };
    format!("{} v {}", side(m[0], m[1]), side(m[2], m[3]))
}

/// Probe with any board width (tables exist only for 8x8 and 10x10 layouts, which fit a `u64`)
/// and the king runs `runs` ([`NO_RUNS`] outside Frisian).
#[must_use]
pub fn probe_any<B: Bits>(
    tb: &Tablebase,
    board: &Board<B>,
    turn: Color,
    runs: Runs,
) -> Option<Value> {
    if board.occupied().count() > u32::from(tb.pieces) {
        return None;
    }
    tb.probe_runs(&board.convert::<u64>(), turn, runs)
}

/// Probe the position `pos` with its king runs.
#[must_use]
pub fn probe_position(tb: &Tablebase, pos: &Position) -> Option<Value> {
    if pos.variant() != tb.variant {
        return None;
    }
    probe_any(tb, pos.board(), pos.turn(), pos.king_runs())
}
