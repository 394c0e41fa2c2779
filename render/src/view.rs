//! What to draw: the pieces ([`Pieces`], [`Diagram`]), the last move ([`LastMove`]) and how to
//! look at the board ([`View`], [`Orientation`]).

use damero_rules::{Color, MoveDetail, Piece, Position, Square, Variant};

use crate::theme::Theme;

/// Anything with a variant and pieces on squares: a [`Position`] or a hand-made [`Diagram`].
pub trait Pieces {
    /// The variant (it fixes the board shape and the square numbering).
    fn variant(&self) -> Variant;
    /// The piece on `sq`, if any.
    fn piece_at(&self, sq: Square) -> Option<Piece>;
}

impl Pieces for Position {
    fn variant(&self) -> Variant {
        Position::variant(self)
    }
    fn piece_at(&self, sq: Square) -> Option<Piece> {
        Position::piece_at(self, sq)
    }
}

impl<T: Pieces + ?Sized> Pieces for &T {
    fn variant(&self) -> Variant {
        (**self).variant()
    }
    fn piece_at(&self, sq: Square) -> Option<Piece> {
        (**self).piece_at(sq)
    }
}

/// A board set up by hand (puzzles, diagrams, tests): a variant and any pieces, no rules checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagram {
    variant: Variant,
    pieces: [Option<Piece>; 128],
}

impl Diagram {
    /// An empty board of `variant`.
    #[must_use]
    pub fn new(variant: Variant) -> Diagram {
        Diagram {
            variant,
            pieces: [None; 128],
        }
    }

    /// Puts `piece` on `sq` (or empties it); squares that are not on the board are ignored.
    pub fn set(&mut self, sq: Square, piece: Option<Piece>) {
        if self.variant.rules().layout().is_square(sq) {
            if let Some(slot) = self.pieces.get_mut(sq.index()) {
                *slot = piece;
            }
        }
    }

    /// Puts `piece` on the square at `file`, `rank` (0-based from White's near-left corner);
    /// returns whether that is a playing square.
    pub fn put(&mut self, file: u8, rank: u8, piece: Piece) -> bool {
        match self.variant.rules().layout().square(file, rank) {
            Some(sq) => {
                self.set(sq, Some(piece));
                true
            }
            None => false,
        }
    }
}

impl Pieces for Diagram {
    fn variant(&self) -> Variant {
        self.variant
    }
    fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.pieces.get(sq.index()).copied().flatten()
    }
}

impl From<&Position> for Diagram {
    fn from(pos: &Position) -> Diagram {
        let mut d = Diagram::new(pos.variant());
        for sq in pos.layout().all().iter() {
            d.set(sq, pos.piece_at(sq));
        }
        d
    }
}

/// The move to mark on the board: the squares visited and the pieces taken.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LastMove {
    /// From, each landing square of a capture, to.
    pub path: Vec<Square>,
    /// Squares of the captured pieces (in any order).
    pub captures: Vec<Square>,
}

impl LastMove {
    /// A move along `path` taking the pieces on `captures`.
    #[must_use]
    pub fn new(path: Vec<Square>, captures: Vec<Square>) -> LastMove {
        LastMove { path, captures }
    }
}

impl From<&MoveDetail> for LastMove {
    fn from(d: &MoveDetail) -> LastMove {
        LastMove {
            path: d.path.clone(),
            captures: d.captures.clone(),
        }
    }
}

/// What an [`Arrow`] shows, which fixes its colour.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ArrowKind {
    /// The move that was played (a review's mistake): red-orange.
    #[default]
    Played,
    /// A better move: light green (light blue on the green theme).
    Better,
}

/// An arrow along a move: a shaft from the centre of the first square through the centre of each
/// landing to an arrowhead whose tip is at the centre of the last square.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Arrow {
    /// From, each landing square of a capture, to (as [`LastMove::path`] and
    /// `MoveDetail::path`). Squares off the board are skipped; fewer than two squares draw
    /// nothing.
    pub path: Vec<Square>,
    /// Played or better: the colour.
    pub kind: ArrowKind,
}

impl Arrow {
    /// An arrow of `kind` along `path`.
    #[must_use]
    pub fn new(path: Vec<Square>, kind: ArrowKind) -> Arrow {
        Arrow { path, kind }
    }

    /// An arrow of `kind` along the path of a move as the rules describe it.
    #[must_use]
    pub fn of(detail: &MoveDetail, kind: ArrowKind) -> Arrow {
        Arrow {
            path: detail.path.clone(),
            kind,
        }
    }
}

/// Which side sits at the bottom of the picture.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Orientation {
    /// White at the bottom (`a1` bottom-left).
    #[default]
    White,
    /// Black at the bottom (the board turned half a turn).
    Black,
}

impl From<Color> for Orientation {
    /// The board as the player of `color` sees it.
    fn from(color: Color) -> Orientation {
        match color {
            Color::White => Orientation::White,
            Color::Black => Orientation::Black,
        }
    }
}

/// How to draw a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct View {
    /// Which side is at the bottom.
    pub orientation: Orientation,
    /// The colours.
    pub theme: Theme,
    /// The move to mark, if any.
    pub last_move: Option<LastMove>,
    /// Show the number of every playing square (in its top-left corner, clear of the piece if
    /// there is one) on boards of variants with a numeric notation; ignored for the others,
    /// whose frame shows files and ranks, and on squares too small to carry a readable number
    /// (under 18 px: 12x12 boards below 232 px, 10x10 boards below 196 px). Where a readable
    /// number does not fit beside a piece (at the bot's sizes: 8x8 below 320 px, 10x10 and
    /// 12x12 below 400 px), only empty squares show theirs. On by default.
    pub numbers: bool,
    /// The square a piece was just huffed from (the piece is already gone from the position),
    /// marked with a ring crossed by a bar, unlike a captured piece's cross. `None` by default;
    /// [`crate::Renderer::game_png`] and [`crate::Renderer::game_gif`] set it for huffs.
    pub huffed: Option<Square>,
    /// Arrows drawn over the board, pieces and route line (square numbers stay on top), later
    /// ones over earlier ones, side by side where two run along the same stretch: e.g. a
    /// review's played move and the engine's better one. Empty by default.
    pub arrows: Vec<Arrow>,
}

impl Default for View {
    fn default() -> View {
        View {
            orientation: Orientation::White,
            theme: Theme::Wood,
            last_move: None,
            numbers: true,
            huffed: None,
            arrows: Vec::new(),
        }
    }
}
