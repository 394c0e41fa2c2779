//! # damero-rules
//!
//! Positions, moves, notation, FEN/PDN, variants and outcomes for every rule set Damero referees.
//! Pure: no IO, and no function panics on user text. Parse, then resolve: text becomes a
//! [`MoveText`] (syntax only), which a [`Position`] resolves into a legal [`Move`] or a typed error.
//!
//! Errors are data: squares, moves ([`MoveDetail`]), an [`Outcome`], typed kinds
//! ([`FenError`], [`IllegalReason`], [`SquareIssue`]), never sentences. Their `Display` is a terse
//! technical form for logs; the words for people live with the front ends (the bot's catalogues,
//! the CLI's words).
//!
//! The modules are private: everything public is re-exported here, so other crates name
//! `damero_rules::Board`, not a path into this crate's files.

mod bits;
mod board;
mod fen;
mod game;
mod geometry;
mod notation;
mod pdn;
mod position;
mod sample;
mod types;
mod variant;
mod variants;

pub use bits::{BitIter, Bits};
pub use board::{
    captures, generate, priority_key, quiet_moves, Board, Captures, RawMove, Seq, Sink,
};
pub use fen::{FenError, Setup};
pub use game::{DrawReason, EndgameCount, Event, Game, GameError, HuffChance, Outcome, WinReason};
pub use geometry::{Geo, Geometry, Layout, Numbering};
pub use notation::{
    move_text, path_text, short_text, square_name, IllegalReason, MoveText, MoveTextError,
    Notation, ResolveError, SquareIssue, SquareText, UnknownNotation, WrittenMove,
};
pub use pdn::{
    export_pdn, export_pdn_ended, import_pdn, termination_tag, ImportedPdn, PdnError, Tags,
};
pub use position::{
    barred_king, king_run_after, BoardVisitor, Move, MoveDetail, PlayError, Position,
};
pub use sample::lasting_game;
pub use types::{Color, Piece, Role, Square, SquareSet};
pub use variant::{
    CapturePriority, Count, CrownMidCapture, EndgameRule, KingMoveLimit, KingRange, Material,
    QuietKind, QuietRule, Removal, Rules, UnknownVariant, Variant,
};
/// Turkish settings as a constant, for building readings of its open questions
/// (`Rules { crown: CrownMidCapture::ContinuesAsKing, ..TURKISH_SETTINGS }`).
pub use variants::turkish::SETTINGS as TURKISH_SETTINGS;
