//! One file per rule set: settings, and the federation rule followed where the spec was silent.

pub mod brazilian;
pub mod czech;
pub mod english;
pub mod huff;
pub mod international;
pub mod italian;
pub mod pool;
pub mod russian;
pub mod spanish;
pub mod turkish;

use crate::variant::QuietRule;

/// The no-progress rule for variants without an official move-count rule (variants.md): 50 plies
/// with no capture and no man move.
pub const NO_PROGRESS: QuietRule = QuietRule {
    plies: 50,
    king_moves: false,
};
