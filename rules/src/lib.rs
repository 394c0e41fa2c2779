//! # damero-rules
//!
//! Positions, moves, notation, FEN/PDN, variants and outcomes for every rule set Damero referees.
//! Pure: no IO, and no function panics on user text. Parse, then resolve: text becomes a
//! [`MoveText`] (syntax only), which a [`Position`] resolves into a legal [`Move`] or a typed error.

pub mod bits;
pub mod board;
pub mod fen;
pub mod game;
pub mod geometry;
pub mod notation;
pub mod pdn;
pub mod position;
pub mod sample;
pub mod types;
pub mod variant;
pub mod variants;

pub use bits::Bits;
pub use board::{Board, RawMove};
pub use fen::{FenError, Setup};
pub use game::{DrawReason, Event, Game, GameError, HuffChance, Outcome, WinReason};
pub use geometry::{Geometry, Layout, Numbering};
pub use notation::{MoveText, MoveTextError, Notation, ResolveError};
pub use pdn::{PdnError, Tags};
pub use position::{BoardVisitor, Move, MoveDetail, PlayError, Position};
pub use types::{Color, Piece, Role, Square, SquareSet};
pub use variant::{Rules, UnknownVariant, Variant};
