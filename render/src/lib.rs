//! Board pictures for Damero: a position (and what to highlight) in, PNG or GIF bytes out.
//!
//! Build one [`Renderer`] at start-up: it draws every square sprite of every [`Theme`] (pieces,
//! crowns, marks, coordinates, square numbers) once, at one picture size, and reduces them to a
//! palette. Rendering a board then only copies palette indices and encodes an indexed PNG, which
//! takes well under a millisecond. The renderer is `Send + Sync`; share it (e.g. in an `Arc`).
//!
//! ```
//! use damero_render::{LastMove, Orientation, Renderer, Theme, View};
//! use damero_rules::{Position, Variant};
//!
//! let renderer = Renderer::new(640)?;
//! let start = Position::start(Variant::Spanish);
//! let detail = start.details(false).remove(0);
//! let mut after = start.clone();
//! after.play_unchecked(&detail.mv);
//! let view = View {
//!     orientation: Orientation::Black,
//!     theme: Theme::Slate,
//!     last_move: Some(LastMove::from(&detail)),
//!     ..View::default()
//! };
//! let png: Vec<u8> = renderer.png(&after, &view)?;
//! assert!(png.starts_with(b"\x89PNG"));
//! # Ok::<(), damero_render::RenderError>(())
//! ```
//!
//! Every board shape is supported: 8x8 with either corner playable, 10x10, 12x12 and the Turkish
//! 8x8 board (every square plays; drawn as a plain board with grid lines).
//!
//! Two more pictures in a theme's colours: a review's evaluation graph ([`evaluation_png`]) and a
//! tournament's standings table ([`standings_png`]).

mod anim;
mod graph;
mod lzw;
mod raster;
mod renderer;
mod sprites;
mod standings;
mod theme;
mod view;

pub use anim::{caption_band, GifOptions};
pub use graph::{evaluation_png, GraphWords, Mark, GRAPH_RANGE, GRAPH_SIZE};
pub use renderer::Renderer;
pub use standings::{standings_png, StandingsTable};
pub use theme::{Theme, UnknownTheme};
pub use view::{Arrow, ArrowKind, Diagram, LastMove, Orientation, Pieces, View};

/// Why a picture could not be made.
#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    /// The requested picture size is outside [`Renderer::MIN_SIZE`]..=[`Renderer::MAX_SIZE`].
    #[error("picture size {0} px is out of range ({min}..={max})", min = Renderer::MIN_SIZE, max = Renderer::MAX_SIZE)]
    Size(u32),
    /// The embedded font could not be read (a build problem, never user input).
    #[error("the embedded font could not be read")]
    Font,
    /// The PNG encoder failed.
    #[error("PNG encoding failed: {0}")]
    Png(#[from] png::EncodingError),
    /// The GIF encoder failed.
    #[error("GIF encoding failed: {0}")]
    Gif(#[from] gif::EncodingError),
}
