//! The generic board and the move generator every variant shares.
//!
//! [`Board<B>`] holds three bit sets; [`generate`] fills a caller-owned `Vec` (reused between
//! calls, so generation allocates nothing per node once warmed up) with [`RawMove`]s. Captures are
//! found by one depth-first search, [`Captures`], driven by the variant's [`Rules`]: short or
//! flying kings, removal at the end or at once (with the 180-degree ban), the three ways of
//! handling a man that reaches the last rank mid-capture, and the capture priority folded into one
//! comparable key. Two sequences with the same from, to and captured set are one move.

use crate::bits::Bits;
use crate::geometry::{Geo, Layout, NONE};
use crate::types::Color;
use crate::variant::{CapturePriority, CrownMidCapture, KingRange, Removal, Rules};

/// Longest capture sequence the search records (more than any side's pieces in any variant).
pub const MAX_CAPTURES: usize = 24;

/// Pieces on the board, as bit sets in the layout's internal indexing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Board<B> {
    /// White's pieces.
    pub white: B,
    /// Black's pieces.
    pub black: B,
    /// Kings of either colour.
    pub kings: B,
}

impl<B: Bits> Board<B> {
    /// One side's pieces.
    #[inline(always)]
    pub fn side(&self, color: Color) -> B {
        match color {
            Color::White => self.white,
            Color::Black => self.black,
        }
    }

    /// Every occupied square.
    #[inline(always)]
    pub fn occupied(&self) -> B {
        self.white | self.black
    }

    /// The same board in another width.
    #[must_use]
    pub fn convert<C: Bits>(&self) -> Board<C> {
        Board {
            white: C::narrow(self.white.widen()),
            black: C::narrow(self.black.widen()),
            kings: C::narrow(self.kings.widen()),
        }
    }

    /// Play `mv` for `color` without checking it.
    #[inline(always)]
    pub fn play(&mut self, color: Color, mv: &RawMove<B>) {
        let from = B::bit(mv.from);
        let to = B::bit(mv.to);
        let was_king = !(self.kings & from).is_zero();
        let (us, them) = match color {
            Color::White => (&mut self.white, &mut self.black),
            Color::Black => (&mut self.black, &mut self.white),
        };
        *us = (*us & !from) | to;
        *them &= !mv.captured;
        self.kings &= !(from | mv.captured);
        if was_king || mv.promotes {
            self.kings |= to;
        }
    }
}

/// A move as the generator sees it: enough to play it and to tell it apart from any other.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RawMove<B> {
    /// Pieces taken (empty for a simple move).
    pub captured: B,
    /// Start square.
    pub from: u8,
    /// End square.
    pub to: u8,
    /// The moving man is crowned.
    pub promotes: bool,
}

impl<B: Bits> RawMove<B> {
    /// Is this a capture?
    #[inline(always)]
    pub fn is_capture(&self) -> bool {
        !self.captured.is_zero()
    }

    /// Whether this move (by a king when `by_king`) ends the window in which positions can
    /// repeat: a capture, or a man move that leaves its rank. A king move, or a Turkish man
    /// moving sideways (it can come back), lengthens the window by a ply instead.
    #[inline]
    pub fn ends_repetition_window(&self, layout: &Layout, by_king: bool) -> bool {
        self.is_capture()
            || !(by_king || layout.same_rank(crate::Square(self.from), crate::Square(self.to)))
    }
}

/// A capture sequence under construction (and, when complete, reported to a [`Sink`]).
#[derive(Clone, Debug)]
pub struct Seq<B> {
    /// Start square.
    pub from: u8,
    /// Whether the capturing piece started as a king.
    pub by_king: bool,
    /// Captured set so far.
    pub captured: B,
    /// Number of captures so far.
    pub len: usize,
    /// Kings among the captured.
    pub kings_taken: u32,
    /// Bit `15 - i` set when the `i`-th captured piece was a king (Italian tie-break).
    pub king_order: u32,
    /// Landing squares: `path[0]` is `from`, `path[i + 1]` the landing after capture `i`.
    pub path: [u8; MAX_CAPTURES + 1],
    /// Captured squares in order.
    pub caps: [u8; MAX_CAPTURES],
    /// A man was crowned mid-capture and goes on as a king (Russian).
    pub crowned: bool,
}

/// Receives capture sequences from the search.
pub trait Sink<B> {
    /// A sequence ending on `to`; `complete` is false for a sequence cut short (only reported when
    /// the search was asked for prefixes, for huff games).
    fn capture(&mut self, seq: &Seq<B>, to: u8, promotes: bool, complete: bool);
}

/// The priority key of a complete sequence: only sequences with the highest key are legal.
#[inline(always)]
pub fn priority_key<B: Bits>(priority: CapturePriority, seq: &Seq<B>) -> u32 {
    let n = seq.len as u32;
    match priority {
        CapturePriority::Free => 0,
        CapturePriority::Quantity => n,
        CapturePriority::QuantityThenKings => (n << 8) | seq.kings_taken,
        CapturePriority::KingFirst => u32::from(seq.by_king),
        CapturePriority::Italian => {
            (n << 24) | (u32::from(seq.by_king) << 23) | (seq.kings_taken << 16) | seq.king_order
        }
        CapturePriority::Value { man, king } => {
            let kings = seq.kings_taken;
            let value = (n - kings) * u32::from(man) + kings * u32::from(king);
            (value << 1) | u32::from(seq.by_king)
        }
    }
}

/// The depth-first capture search for one side.
#[derive(Debug)]
pub struct Captures<'a, B: Bits, S> {
    rules: &'static Rules,
    layout: &'static Layout,
    kings: B,
    promotion: B,
    flying: bool,
    immediate: bool,
    prefixes: bool,
    man_dirs: &'static [usize],
    /// Directions kings capture in: the four diagonals, plus the four orthogonals (Frisian).
    king_dirs: usize,
    seq: Seq<B>,
    sink: &'a mut S,
}

impl<'a, B: Bits, S: Sink<B>> Captures<'a, B, S> {
    /// Report every capture `color` can make on `board` to `sink`. With `prefixes`, sequences cut
    /// short are reported too (marked incomplete).
    pub fn run(
        rules: &'static Rules,
        board: &Board<B>,
        color: Color,
        prefixes: bool,
        sink: &'a mut S,
    ) {
        let layout = rules.layout();
        let geo: &Geo<B> = B::geo(layout);
        let us = board.side(color);
        let them = board.side(color.opposite());
        let empty = geo.valid & !(us | them);
        // Men that have at least one first jump (a cheap bit-parallel filter).
        let men = us & !board.kings;
        let prey = if rules.man_captures_king {
            them
        } else {
            them & !board.kings
        };
        let mut jumpers = B::ZERO;
        if rules.orthogonal_captures {
            for &d in rules.man_capture_dirs(color) {
                let landing = geo.shift_any(geo.shift_any(men, d) & prey, d) & empty;
                jumpers |= geo.shift_any(geo.shift_any(landing, d ^ 2), d ^ 2);
            }
        } else {
            // The diagonal-only path, as lean as before Frisian joined.
            for &d in rules.man_capture_dirs(color) {
                let landing = geo.shift(geo.shift(men, d) & prey, d) & empty;
                jumpers |= geo.shift_back(geo.shift_back(landing, d), d);
            }
        }
        let kings = us & board.kings;
        if jumpers.is_zero() && kings.is_zero() {
            // Nothing can capture: no need to set up the search.
            return;
        }
        let mut search = Captures {
            rules,
            layout,
            kings: board.kings,
            promotion: geo.promotion[color.index()],
            flying: rules.king == KingRange::Flying,
            immediate: rules.removal == Removal::Immediate,
            prefixes,
            man_dirs: rules.man_capture_dirs(color),
            king_dirs: if rules.orthogonal_captures { 8 } else { 4 },
            seq: Seq {
                from: 0,
                by_king: false,
                captured: B::ZERO,
                len: 0,
                kings_taken: 0,
                king_order: 0,
                path: [NONE; MAX_CAPTURES + 1],
                caps: [NONE; MAX_CAPTURES],
                crowned: false,
            },
            sink,
        };
        for from in jumpers.iter() {
            search.start(from, false);
            search.man(from, them, empty | B::bit(from), NONE);
        }
        for from in kings.iter() {
            search.start(from, true);
            search.king(from, them, empty | B::bit(from), NONE);
        }
    }

    fn start(&mut self, from: u8, by_king: bool) {
        self.seq.from = from;
        self.seq.by_king = by_king;
        self.seq.captured = B::ZERO;
        self.seq.len = 0;
        self.seq.kings_taken = 0;
        self.seq.king_order = 0;
        self.seq.path[0] = from;
        self.seq.crowned = false;
    }

    #[inline(always)]
    fn push(&mut self, taken: u8, landing: u8) {
        let i = self.seq.len;
        self.seq.caps[i] = taken;
        self.seq.path[i + 1] = landing;
        self.seq.captured |= B::bit(taken);
        if self.kings.has(taken) {
            self.seq.kings_taken += 1;
            self.seq.king_order |= 1 << (15usize.saturating_sub(i));
        }
        self.seq.len += 1;
    }

    #[inline(always)]
    fn pop(&mut self) {
        self.seq.len -= 1;
        let taken = self.seq.caps[self.seq.len];
        self.seq.captured &= !B::bit(taken);
        if self.kings.has(taken) {
            self.seq.kings_taken -= 1;
            self.seq.king_order &= !(1 << (15usize.saturating_sub(self.seq.len)));
        }
    }

    /// After taking `taken`: (pieces still capturable, squares now empty).
    #[inline(always)]
    fn after(&self, live: B, empty: B, taken: u8) -> (B, B) {
        let t = B::bit(taken);
        (live & !t, if self.immediate { empty | t } else { empty })
    }

    fn man(&mut self, sq: u8, live: B, empty: B, last: u8) {
        let mut continued = false;
        if self.seq.len < MAX_CAPTURES {
            for &d in self.man_dirs {
                if last != NONE && d == (last as usize ^ 2) {
                    continue;
                }
                let mid = self.layout.step(d, sq);
                if mid == NONE || !live.has(mid) {
                    continue;
                }
                if !self.rules.man_captures_king && self.kings.has(mid) {
                    continue;
                }
                let land = self.layout.step(d, mid);
                if land == NONE || !empty.has(land) {
                    continue;
                }
                continued = true;
                let (live2, empty2) = self.after(live, empty, mid);
                self.push(mid, land);
                if self.promotion.has(land) {
                    match self.rules.crown {
                        CrownMidCapture::EndsMove => self.sink.capture(&self.seq, land, true, true),
                        CrownMidCapture::ContinuesAsKing => {
                            self.seq.crowned = true;
                            self.king(land, live2, empty2, d as u8);
                            self.seq.crowned = false;
                        }
                        CrownMidCapture::OnlyIfItEnds => self.man(land, live2, empty2, d as u8),
                    }
                } else {
                    self.man(land, live2, empty2, d as u8);
                }
                self.pop();
            }
        }
        if self.seq.len > 0 && (!continued || self.prefixes) {
            let promotes = self.promotion.has(sq);
            self.sink.capture(&self.seq, sq, promotes, !continued);
        }
    }

    /// Can a king standing on `sq` take another piece (not turning back along `last`)?
    fn king_can_capture(&self, sq: u8, live: B, empty: B, last: u8) -> bool {
        (0..self.king_dirs).any(|d| {
            if d == (last as usize ^ 2) {
                return false;
            }
            let mut s = self.layout.step(d, sq);
            if self.flying {
                while s != NONE && empty.has(s) {
                    s = self.layout.step(d, s);
                }
            }
            if s == NONE || !live.has(s) {
                return false;
            }
            let land = self.layout.step(d, s);
            land != NONE && empty.has(land)
        })
    }

    fn king(&mut self, sq: u8, live: B, empty: B, last: u8) {
        let mut continued = false;
        if self.seq.len < MAX_CAPTURES {
            for d in 0..self.king_dirs {
                if last != NONE && d == (last as usize ^ 2) {
                    continue;
                }
                let mut s = self.layout.step(d, sq);
                if self.flying {
                    while s != NONE && empty.has(s) {
                        s = self.layout.step(d, s);
                    }
                }
                if s == NONE || !live.has(s) {
                    continue;
                }
                let mid = s;
                let mut land = self.layout.step(d, mid);
                if land == NONE || !empty.has(land) {
                    continue;
                }
                continued = true;
                let (live2, empty2) = self.after(live, empty, mid);
                if !self.flying {
                    self.push(mid, land);
                    self.king(land, live2, empty2, d as u8);
                    self.pop();
                    continue;
                }
                let mut lands = [NONE; 12];
                let mut n = 0;
                while land != NONE && empty2.has(land) && n < lands.len() {
                    lands[n] = land;
                    n += 1;
                    land = self.layout.step(d, land);
                }
                let mut only_continuing = false;
                let mut continuing = [false; 12];
                if self.rules.king_lands_to_continue {
                    for i in 0..n {
                        continuing[i] = self.king_can_capture(lands[i], live2, empty2, d as u8);
                        only_continuing |= continuing[i];
                    }
                }
                for i in 0..n {
                    if only_continuing && !continuing[i] {
                        continue;
                    }
                    self.push(mid, lands[i]);
                    self.king(lands[i], live2, empty2, d as u8);
                    self.pop();
                }
            }
        }
        if self.seq.len > 0 && (!continued || self.prefixes) {
            self.sink
                .capture(&self.seq, sq, self.seq.crowned, !continued);
        }
    }
}

/// Collects the legal captures as [`RawMove`]s: highest priority key only, duplicates dropped.
#[derive(Debug)]
pub struct MoveSink<'a, B> {
    out: &'a mut Vec<RawMove<B>>,
    priority: CapturePriority,
    best: u32,
}

impl<B: Bits> Sink<B> for MoveSink<'_, B> {
    #[inline(always)]
    fn capture(&mut self, seq: &Seq<B>, to: u8, promotes: bool, complete: bool) {
        if !complete {
            return;
        }
        let key = priority_key(self.priority, seq);
        if self.out.is_empty() || key > self.best {
            self.out.clear();
            self.best = key;
        } else if key < self.best {
            return;
        }
        let mv = RawMove {
            captured: seq.captured,
            from: seq.from,
            to,
            promotes,
        };
        if !self
            .out
            .iter()
            .any(|m| m.from == mv.from && m.to == mv.to && m.captured == mv.captured)
        {
            self.out.push(mv);
        }
    }
}

/// Fill `out` with the legal captures of `color` only (empty when it has none): the search's
/// quiescence and capture-extension path.
pub fn captures<B: Bits>(
    rules: &'static Rules,
    board: &Board<B>,
    color: Color,
    out: &mut Vec<RawMove<B>>,
) {
    out.clear();
    let mut sink = MoveSink {
        out,
        priority: rules.priority,
        best: 0,
    };
    Captures::run(rules, board, color, false, &mut sink);
}

/// Fill `out` with the legal (proper) moves of `color`.
pub fn generate<B: Bits>(
    rules: &'static Rules,
    board: &Board<B>,
    color: Color,
    out: &mut Vec<RawMove<B>>,
) {
    captures(rules, board, color, out);
    if out.is_empty() {
        quiet_moves(rules, board, color, out);
    }
}

/// Append the simple (non-capturing) moves of `color`.
pub fn quiet_moves<B: Bits>(
    rules: &'static Rules,
    board: &Board<B>,
    color: Color,
    out: &mut Vec<RawMove<B>>,
) {
    let layout = rules.layout();
    let geo: &Geo<B> = B::geo(layout);
    let us = board.side(color);
    let empty = geo.valid & !board.occupied();
    let men = us & !board.kings;
    let promotion = geo.promotion[color.index()];
    for &d in rules.man_move_dirs(color) {
        for to in (geo.shift(men, d) & empty).iter() {
            let from = layout.step(d ^ 2, to);
            out.push(RawMove {
                captured: B::ZERO,
                from,
                to,
                promotes: promotion.has(to),
            });
        }
    }
    let flying = rules.king == KingRange::Flying;
    for from in (us & board.kings).iter() {
        for d in 0..4 {
            let mut to = layout.step(d, from);
            while to != NONE && empty.has(to) {
                out.push(RawMove {
                    captured: B::ZERO,
                    from,
                    to,
                    promotes: false,
                });
                if !flying {
                    break;
                }
                to = layout.step(d, to);
            }
        }
    }
}

/// Count the legal moves of `color` without listing simple moves (perft's last ply).
pub fn count_moves<B: Bits>(
    rules: &'static Rules,
    board: &Board<B>,
    color: Color,
    scratch: &mut Vec<RawMove<B>>,
) -> u64 {
    captures(rules, board, color, scratch);
    if !scratch.is_empty() {
        return scratch.len() as u64;
    }
    let layout = rules.layout();
    let geo: &Geo<B> = B::geo(layout);
    let us = board.side(color);
    let empty = geo.valid & !board.occupied();
    let men = us & !board.kings;
    let mut n = 0u64;
    for &d in rules.man_move_dirs(color) {
        n += u64::from((geo.shift(men, d) & empty).count());
    }
    let kings = us & board.kings;
    if !kings.is_zero() {
        if rules.king == KingRange::Flying {
            for from in kings.iter() {
                for d in 0..4 {
                    let mut to = layout.step(d, from);
                    while to != NONE && empty.has(to) {
                        n += 1;
                        to = layout.step(d, to);
                    }
                }
            }
        } else {
            for d in 0..4 {
                n += u64::from((geo.shift(kings, d) & empty).count());
            }
        }
    }
    n
}

/// Count leaf nodes `depth` plies below `board` (duplicates dropped, last ply counted in bulk).
pub fn perft<B: Bits>(rules: &'static Rules, board: &Board<B>, color: Color, depth: u32) -> u64 {
    let mut lists: Vec<Vec<RawMove<B>>> = (0..=depth).map(|_| Vec::with_capacity(64)).collect();
    perft_inner(rules, board, color, depth, &mut lists)
}

fn perft_inner<B: Bits>(
    rules: &'static Rules,
    board: &Board<B>,
    color: Color,
    depth: u32,
    lists: &mut [Vec<RawMove<B>>],
) -> u64 {
    match depth {
        0 => 1,
        1 => count_moves(rules, board, color, &mut lists[0]),
        _ => {
            let (list, rest) = lists.split_last_mut().expect("one list per ply");
            generate(rules, board, color, list);
            let mut total = 0;
            for mv in list.iter() {
                let mut child = *board;
                child.play(color, mv);
                total += perft_inner(rules, &child, color.opposite(), depth - 1, rest);
            }
            total
        }
    }
}
