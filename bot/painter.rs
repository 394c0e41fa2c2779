//! Board pictures: the [`BoardPainter`] seam the referee draws through (`damero-render` behind it,
//! see [`crate::wired::RenderPainter`]).

use damero_rules::{MoveDetail, Position};

/// Turns a position into PNG bytes, the last move marked.
pub trait BoardPainter: Send + Sync + 'static {
    /// The position as a PNG.
    ///
    /// # Errors
    /// When encoding fails (a "we failed" error: logged, the player gets an apology).
    fn paint(&self, position: &Position, last: Option<&MoveDetail>) -> anyhow::Result<Vec<u8>>;
}
