//! Board pictures: the [`BoardPainter`] seam the referee draws through (`damero-render` behind
//! it, see [`crate::wired::RenderPainter`]).

use damero_render::{Arrow, Orientation};
use damero_rules::{Game, MoveDetail, Position, Square};

/// What to draw: the position, the last move, which side is at the bottom, and the square a
/// piece was just huffed from.
#[derive(Clone, Copy, Debug)]
pub struct Sketch<'a> {
    /// The position.
    pub position: &'a Position,
    /// The move to mark.
    pub last: Option<&'a MoveDetail>,
    /// Which side is at the bottom.
    pub orientation: Orientation,
    /// The square a piece was huffed from (the last event was a huff).
    pub huffed: Option<Square>,
    /// Arrows over the board (a review's move played and better move).
    pub arrows: &'a [Arrow],
}

/// Turns a position into PNG bytes.
pub trait BoardPainter: Send + Sync + 'static {
    /// The picture as a PNG.
    ///
    /// # Errors
    /// When encoding fails (a "we failed" error: logged, the player gets an apology).
    fn paint(&self, sketch: &Sketch<'_>) -> anyhow::Result<Vec<u8>>;

    /// A whole game as an animated GIF: the start, then one frame per move (or huff), frame `i`
    /// captioned with `captions[i]`, the last frame held longer. Smaller boards are tried until
    /// the file is at most `max_bytes`; `None` when even the smallest is larger.
    ///
    /// # Errors
    /// When encoding fails (logged, the player gets an apology).
    fn replay(
        &self,
        game: &Game,
        orientation: Orientation,
        captions: &[String],
        max_bytes: usize,
    ) -> anyhow::Result<Option<Vec<u8>>>;
}
