pub mod bits;
pub mod board;
pub mod geometry;
pub mod position;
pub mod types;
pub mod variant;
pub mod variants;
pub use position::*;
pub use variant::*;
pub use types::*;
/// Notation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Notation { Numeric, Algebraic }
