//! Small `Copy` vocabulary types: colours, roles, pieces, squares and square sets.

use std::fmt;

use crate::bits::Bits;

/// A side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Color {
    /// White sits at the bottom (rank 1) in every variant.
    White,
    /// Black sits at the top.
    Black,
}

impl Color {
    /// Both colours, White first.
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// The other side.
    #[must_use]
    pub fn opposite(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// 0 for White, 1 for Black.
    #[must_use]
    pub fn index(self) -> usize {
        self as usize
    }

    /// `"White"` or `"Black"`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Color::White => "White",
            Color::Black => "Black",
        }
    }

    /// The FEN letter, `W` or `B`.
    #[must_use]
    pub fn letter(self) -> char {
        match self {
            Color::White => 'W',
            Color::Black => 'B',
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What a piece is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Role {
    /// An uncrowned piece.
    Man,
    /// A crowned piece.
    King,
}

/// A piece: a colour and a role.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Whose piece.
    pub color: Color,
    /// Man or king.
    pub role: Role,
}

impl Piece {
    /// Index 0..4 (white man, white king, black man, black king), used by hashing and rendering.
    #[must_use]
    pub fn index(self) -> usize {
        self.color.index() * 2 + usize::from(self.role == Role::King)
    }
}

/// A playing square, as an index into the variant's internal layout.
///
/// Squares only mean something together with a [`crate::Layout`]: use
/// [`crate::Layout::square`], [`crate::Layout::coords`] and the notation functions to convert.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(pub u8);

impl Square {
    /// The internal index.
    #[must_use]
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A set of squares (any layout fits in 128 bits).
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct SquareSet(pub u128);

impl SquareSet {
    /// The empty set.
    pub const EMPTY: SquareSet = SquareSet(0);

    /// Does the set hold `sq`?
    #[must_use]
    pub fn contains(self, sq: Square) -> bool {
        self.0.has(sq.0)
    }
    /// Number of squares.
    #[must_use]
    pub fn len(self) -> usize {
        self.0.count() as usize
    }
    /// Is it empty?
    #[must_use]
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// The set with `sq` added.
    #[must_use]
    pub fn with(self, sq: Square) -> SquareSet {
        SquareSet(self.0 | u128::bit(sq.0))
    }
    /// The set with `sq` removed.
    #[must_use]
    pub fn without(self, sq: Square) -> SquareSet {
        SquareSet(self.0 & !u128::bit(sq.0))
    }
    /// Iterate over the squares in internal order.
    pub fn iter(self) -> impl Iterator<Item = Square> {
        self.0.iter().map(Square)
    }
}

impl fmt::Debug for SquareSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter().map(|s| s.0)).finish()
    }
}

impl FromIterator<Square> for SquareSet {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Self {
        iter.into_iter().fold(SquareSet::EMPTY, SquareSet::with)
    }
}
