//! One file per rule set: settings, the federation rules followed where the spec was silent,
//! and each variant's draw rules with their source.

pub mod brazilian;
pub mod canadian;
pub mod czech;
pub mod english;
pub mod frisian;
pub mod huff;
pub mod international;
pub mod italian;
pub mod pool;
pub mod russian;
pub mod spanish;
pub mod turkish;

use crate::variant::{Material, QuietKind, QuietRule};

/// The no-progress rule for variants without an official move-count rule (variants.md): 25 moves
/// each (50 plies) with no capture and no man move.
pub const NO_PROGRESS: QuietRule = QuietRule::each(25, QuietKind::NoProgress);

/// A lone king against `min..=max` pieces with at least one king (all kings when `kings_only`).
pub(crate) const fn lone_king(min: u8, max: u8, kings_only: bool) -> Material {
    Material::LoneKing {
        min,
        max,
        kings_only,
        lone_on_long_diagonal: false,
        strong_on_long_diagonal: false,
    }
}
