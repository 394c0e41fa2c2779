//! The public position: a variant, pieces, the side to move and an incrementally kept hash.

use crate::bits::Bits;
use crate::board::{self, Board, Captures, RawMove, Seq, Sink};
use crate::geometry::Layout;
use crate::types::{Color, Piece, Role, Square, SquareSet};
use crate::variant::{Rules, Variant};

/// A legal move of the public API.
///
/// Identity is from, to and the captured set (two capture paths that agree on these are one move).
/// The path and the order of captures are recovered with [`Position::details`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// Pieces taken, empty for a simple move.
    pub captured: SquareSet,
    /// Start square.
    pub from: Square,
    /// End square.
    pub to: Square,
    /// The moving man is crowned.
    pub promotes: bool,
}

impl Move {
    /// Is this a capture?
    #[must_use]
    pub fn is_capture(&self) -> bool {
        !self.captured.is_empty()
    }

    /// The public form of a generator move.
    #[must_use]
    pub fn from_raw<B: Bits>(raw: &RawMove<B>) -> Move {
        Move {
            captured: SquareSet(raw.captured.widen()),
            from: Square(raw.from),
            to: Square(raw.to),
            promotes: raw.promotes,
        }
    }

    /// The generator form of this move, in width `B` (the caller picks the layout's width).
    #[must_use]
    pub fn to_raw<B: Bits>(self) -> RawMove<B> {
        RawMove {
            captured: B::narrow(self.captured.0),
            from: self.from.0,
            to: self.to.0,
            promotes: self.promotes,
        }
    }
}

/// A move with one of its paths spelled out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveDetail {
    /// The move.
    pub mv: Move,
    /// Squares visited: from, each landing square, to.
    pub path: Vec<Square>,
    /// Captured squares in the order taken.
    pub captures: Vec<Square>,
    /// Other paths that make the same move (usually none).
    pub alternatives: Vec<Vec<Square>>,
    /// A faulty move in a huff game (a capture skipped or cut short).
    pub faulty: bool,
}

/// Runs generic code on a position's board in the narrowest fitting width.
pub trait BoardVisitor {
    /// What the visit returns.
    type Output;
    /// Called with the board narrowed to `B`.
    fn visit<B: Bits>(self, rules: &'static Rules, board: Board<B>, turn: Color) -> Self::Output;
}

/// A position of some variant.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    variant: Variant,
    board: Board<u128>,
    turn: Color,
    hash: u64,
    /// Frisian king-move limit, per colour: the square of the king that made the last
    /// successive non-capturing king moves, and how many (0: none). Not part of the hash.
    king_run: [(Square, u8); 2],
}

/// Frisian king-move limit: a side's run of successive simple moves with one king after it
/// plays `mv` (`by_king`: the moving piece is a king). A capture or any other piece's move ends
/// the run; another king starts a new one.
#[must_use]
pub fn king_run_after(run: (Square, u8), by_king: bool, mv: &Move) -> (Square, u8) {
    match (by_king && !mv.is_capture(), run) {
        (false, _) => (Square(0), 0),
        (true, (sq, n)) if sq == mv.from && n > 0 => (mv.to, n.saturating_add(1)),
        (true, _) => (mv.to, 1),
    }
}

/// Frisian king-move limit: the king of `turn` that may not make a simple move, given its run.
/// The limit holds only while the side still has men.
#[must_use]
pub fn barred_king(
    rules: &Rules,
    board: &Board<u128>,
    turn: Color,
    run: (Square, u8),
) -> Option<Square> {
    let limit = rules.king_move_limit?;
    let (sq, n) = run;
    let ours = board.side(turn);
    let has_men = !(ours & !board.kings).is_zero();
    (has_men && n >= limit.moves && (ours & board.kings).has(sq.0)).then_some(sq)
}

impl Position {
    /// The starting position of `variant`.
    #[must_use]
    pub fn start(variant: Variant) -> Position {
        let rules = variant.rules();
        let layout = rules.layout();
        let (lo, hi) = rules.start_ranks;
        let top = layout.size - 1;
        let mut board = Board::<u128>::default();
        for sq in layout.all().iter() {
            let (_, rank) = layout.coords(sq);
            if (lo..=hi).contains(&rank) {
                board.white |= u128::bit(sq.0);
            } else if (top - hi..=top - lo).contains(&rank) {
                board.black |= u128::bit(sq.0);
            }
        }
        Position::from_parts(variant, board, rules.first)
    }

    /// A position from its parts, unchecked (see [`crate::Setup`] for the checked way in).
    pub(crate) fn from_parts(variant: Variant, board: Board<u128>, turn: Color) -> Position {
        let mut pos = Position {
            variant,
            board,
            turn,
            hash: 0,
            king_run: [(Square(0), 0); 2],
        };
        pos.hash = pos.fresh_hash();
        pos
    }

    /// The variant.
    #[must_use]
    pub fn variant(&self) -> Variant {
        self.variant
    }
    /// The variant's rules.
    #[must_use]
    pub fn rules(&self) -> &'static Rules {
        self.variant.rules()
    }
    /// The board layout.
    #[must_use]
    pub fn layout(&self) -> &'static Layout {
        self.rules().layout()
    }
    /// The side to move.
    #[must_use]
    pub fn turn(&self) -> Color {
        self.turn
    }
    /// The raw board.
    #[must_use]
    pub fn board(&self) -> &Board<u128> {
        &self.board
    }
    /// The Zobrist hash of pieces and side to move.
    #[must_use]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The hash computed from scratch (equals [`Position::hash`]; tests check it).
    #[must_use]
    pub fn fresh_hash(&self) -> u64 {
        let layout = self.layout();
        let mut h = if self.turn == Color::Black {
            layout.zobrist_black
        } else {
            0
        };
        for sq in SquareSet(self.board.occupied()).iter() {
            if let Some(p) = self.piece_at(sq) {
                h ^= layout.zobrist[p.index()][sq.index()];
            }
        }
        h
    }

    /// The piece on `sq`, if any.
    #[must_use]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        if sq.0 >= 128 {
            return None;
        }
        let role = if self.board.kings.has(sq.0) {
            Role::King
        } else {
            Role::Man
        };
        if self.board.white.has(sq.0) {
            Some(Piece {
                color: Color::White,
                role,
            })
        } else if self.board.black.has(sq.0) {
            Some(Piece {
                color: Color::Black,
                role,
            })
        } else {
            None
        }
    }

    /// One side's pieces.
    #[must_use]
    pub fn pieces(&self, color: Color) -> SquareSet {
        SquareSet(self.board.side(color))
    }
    /// Kings of either side.
    #[must_use]
    pub fn kings(&self) -> SquareSet {
        SquareSet(self.board.kings)
    }
    /// `(men, kings)` of one side.
    #[must_use]
    pub fn count(&self, color: Color) -> (usize, usize) {
        let side = self.board.side(color);
        (
            (side & !self.board.kings).count() as usize,
            (side & self.board.kings).count() as usize,
        )
    }

    /// Run generic code on the board in the narrowest width.
    pub fn visit<V: BoardVisitor>(&self, visitor: V) -> V::Output {
        if self.layout().fits_u64() {
            visitor.visit::<u64>(self.rules(), self.board.convert(), self.turn)
        } else {
            visitor.visit::<u128>(self.rules(), self.board, self.turn)
        }
    }

    /// The legal (proper) moves.
    #[must_use]
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut out = Vec::new();
        self.legal_moves_into(&mut out);
        out
    }

    /// Frisian: the king of the side to move that has used up its successive moves (it may
    /// still capture, but not make a simple move), if any.
    #[must_use]
    pub fn barred_king(&self) -> Option<Square> {
        barred_king(
            self.rules(),
            &self.board,
            self.turn,
            self.king_run[self.turn.index()],
        )
    }

    /// Frisian: each colour's run of successive simple moves with one king (where that king
    /// stands, how many moves).
    #[must_use]
    pub fn king_runs(&self) -> [(Square, u8); 2] {
        self.king_run
    }

    /// The legal (proper) moves, written into `out` (cleared first) so a caller can reuse it.
    pub fn legal_moves_into(&self, out: &mut Vec<Move>) {
        struct Legal<'a>(&'a mut Vec<Move>);
        impl BoardVisitor for Legal<'_> {
            type Output = ();
            fn visit<B: Bits>(self, rules: &'static Rules, board: Board<B>, turn: Color) {
                let mut raw = Vec::with_capacity(32);
                board::generate(rules, &board, turn, &mut raw);
                self.0.clear();
                self.0.extend(raw.iter().map(Move::from_raw));
            }
        }
        self.visit(Legal(out));
        if let Some(barred) = self.barred_king() {
            out.retain(|m| m.is_capture() || m.from != barred);
        }
    }

    /// Does the side to move have any legal move?
    #[must_use]
    pub fn has_moves(&self) -> bool {
        if self.barred_king().is_some() {
            return !self.legal_moves().is_empty();
        }
        let mut out = Vec::new();
        board::count_moves(self.rules(), &self.board, self.turn, &mut out) > 0
    }

    /// Is `mv` legal here?
    #[must_use]
    pub fn is_legal(&self, mv: &Move) -> bool {
        self.legal_moves().contains(mv)
    }

    /// Whether a capture is available to the side to move.
    #[must_use]
    pub fn capture_available(&self) -> bool {
        self.legal_moves().first().is_some_and(Move::is_capture)
    }

    /// The legal moves with their paths; in huff games, faulty moves too when `faulty` is set.
    #[must_use]
    pub fn details(&self, faulty: bool) -> Vec<MoveDetail> {
        let rules = self.rules();
        let legal = self.legal_moves();
        let mut sink = PathSink {
            seqs: Vec::new(),
            only: None,
        };
        let prefixes = faulty && !rules.capture_forced;
        Captures::run(rules, &self.board, self.turn, prefixes, &mut sink);
        let mut out: Vec<MoveDetail> = Vec::new();
        let mut push = |mv: Move, path: Vec<Square>, captures: Vec<Square>, faulty: bool| {
            if let Some(d) = out.iter_mut().find(|d| d.mv == mv) {
                if !d.alternatives.contains(&path) {
                    d.alternatives.push(path);
                }
            } else {
                out.push(MoveDetail {
                    mv,
                    alternatives: vec![path.clone()],
                    path,
                    captures,
                    faulty,
                });
            }
        };
        for mv in &legal {
            if !mv.is_capture() {
                push(*mv, vec![mv.from, mv.to], Vec::new(), false);
            }
        }
        for s in &sink.seqs {
            let mv = Move {
                captured: s.captured,
                from: s.from,
                to: s.to,
                promotes: s.promotes,
            };
            let is_legal = s.complete && legal.contains(&mv);
            if is_legal || prefixes {
                push(mv, s.path.clone(), s.caps.clone(), !is_legal);
            }
        }
        if prefixes && legal.first().is_some_and(Move::is_capture) {
            let mut quiet = Vec::new();
            board::quiet_moves(rules, &self.board, self.turn, &mut quiet);
            for raw in &quiet {
                let mv = Move::from_raw(raw);
                push(mv, vec![mv.from, mv.to], Vec::new(), true);
            }
        }
        let layout = self.layout();
        let key = |sq: Square| -> u16 {
            match rules.numbering {
                Some(n) => layout.number(sq, n),
                None => {
                    let (f, r) = layout.coords(sq);
                    u16::from(f) * 16 + u16::from(r)
                }
            }
        };
        out.sort_by_key(|d| (d.faulty, key(d.mv.from), key(d.mv.to), d.mv.captured.0));
        out
    }

    /// The details (paths, order of captures) of one legal capture, found by a search limited to
    /// that move. `None` if `mv` is not a complete capture here.
    #[must_use]
    pub fn capture_detail(&self, mv: &Move) -> Option<MoveDetail> {
        let mut sink = PathSink {
            seqs: Vec::new(),
            only: Some(*mv),
        };
        Captures::run(self.rules(), &self.board, self.turn, false, &mut sink);
        let mut seqs = sink.seqs.into_iter();
        let first = seqs.next()?;
        let mut alternatives: Vec<Vec<Square>> = Vec::new();
        for s in seqs {
            if s.path != first.path && !alternatives.contains(&s.path) {
                alternatives.push(s.path);
            }
        }
        Some(MoveDetail {
            mv: *mv,
            path: first.path,
            captures: first.caps,
            alternatives,
            faulty: false,
        })
    }

    /// Play a legal move, or get the position back unchanged.
    ///
    /// # Errors
    /// [`PlayError`] holding the unchanged position when `mv` is not legal here.
    pub fn play(self, mv: &Move) -> Result<Position, PlayError> {
        if self.is_legal(mv) {
            let mut next = self;
            next.play_unchecked(mv);
            Ok(next)
        } else {
            Err(PlayError {
                position: Box::new(self),
                mv: *mv,
            })
        }
    }

    /// Play a move without checking it (the engine's and perft's path; also faulty huff moves).
    /// Playing an illegal move gives a position that may not be reachable, but never panics.
    pub fn play_unchecked(&mut self, mv: &Move) {
        let layout = self.layout();
        let raw: RawMove<u128> = mv.to_raw();
        if let Some(p) = self.piece_at(mv.from) {
            self.hash ^= layout.zobrist[p.index()][mv.from.index() & 127];
            let role = if p.role == Role::King || mv.promotes {
                Role::King
            } else {
                Role::Man
            };
            self.hash ^= layout.zobrist[Piece { role, ..p }.index()][mv.to.index() & 127];
        }
        for sq in (mv.captured.0 & self.board.occupied()).iter() {
            if let Some(p) = self.piece_at(Square(sq)) {
                self.hash ^= layout.zobrist[p.index()][sq as usize];
            }
        }
        if self.rules().king_move_limit.is_some() {
            let me = self.turn.index();
            let by_king = self.board.kings.has(mv.from.0);
            self.king_run[me] = king_run_after(self.king_run[me], by_king, mv);
        }
        self.board.play(self.turn, &raw);
        self.turn = self.turn.opposite();
        self.hash ^= layout.zobrist_black;
    }

    /// Remove the piece on `sq` (huffing). Not a turn: the side to move stays.
    pub fn remove_piece(&mut self, sq: Square) {
        if let Some(p) = self.piece_at(sq) {
            self.hash ^= self.layout().zobrist[p.index()][sq.index()];
            let bit = !u128::bit(sq.0);
            self.board.white &= bit;
            self.board.black &= bit;
            self.board.kings &= bit;
        }
    }

    /// Count leaf nodes `depth` plies below this position.
    #[must_use]
    pub fn perft(&self, depth: u32) -> u64 {
        struct Perft(u32);
        impl BoardVisitor for Perft {
            type Output = u64;
            fn visit<B: Bits>(self, rules: &'static Rules, board: Board<B>, turn: Color) -> u64 {
                board::perft(rules, &board, turn, self.0)
            }
        }
        self.visit(Perft(depth))
    }
}

/// A move that is not legal in the position; the position comes back unchanged.
#[derive(Clone, Debug, thiserror::Error)]
#[error("that move is not legal in this position")]
pub struct PlayError {
    /// The unchanged position.
    pub position: Box<Position>,
    /// The refused move.
    pub mv: Move,
}

struct FoundSeq {
    from: Square,
    to: Square,
    captured: SquareSet,
    promotes: bool,
    complete: bool,
    path: Vec<Square>,
    caps: Vec<Square>,
}

struct PathSink {
    seqs: Vec<FoundSeq>,
    /// Record only the complete sequences making this move.
    only: Option<Move>,
}

impl Sink<u128> for PathSink {
    fn capture(&mut self, seq: &Seq<u128>, to: u8, promotes: bool, complete: bool) {
        if let Some(mv) = self.only {
            if !complete || seq.from != mv.from.0 || to != mv.to.0 || seq.captured != mv.captured.0
            {
                return;
            }
        }
        self.seqs.push(FoundSeq {
            from: Square(seq.from),
            to: Square(to),
            captured: SquareSet(seq.captured),
            promotes,
            complete,
            path: seq.path[..=seq.len].iter().map(|&s| Square(s)).collect(),
            caps: seq.caps[..seq.len].iter().map(|&s| Square(s)).collect(),
        });
    }
}
