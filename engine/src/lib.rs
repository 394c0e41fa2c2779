//! Damero's opponent: search and evaluation over `damero-rules`. It knows nothing of Discord.
//!
//! Ask for a move with [`think`] (or an [`Engine`] kept for a whole game): give a [`Situation`]
//! (position, game history for repetitions, quiet-move count), [`Limits`] (move time, depth,
//! nodes) and [`Options`] (level 1-10, seed). The call blocks; run it on a blocking thread
//! (`tokio::task::spawn_blocking`) and set the `AtomicBool` to cancel. Huff games:
//! [`Engine::choose_huff`]; draw offers: [`Engine::accept_draw`]; resignation:
//! [`Thought::resign`].
//!
//! Module map: [`search`] (alpha-beta, PVS, TT, ordering, quiescence, draws), [`eval`] (one weight
//! set per family; [`learned`] the fitted pattern evaluation, [`selfplay`] and [`fit`] the tools
//! that make its weights), [`tt`], [`level`], [`api`] (this crate's entry points), [`arena`] (engine-vs-engine matches, the
//! greedy reference player, SPRT matches), [`sprt`] (the test's statistics), [`openings`]
//! (balanced opening files), [`bench`](mod@bench) (the fixed-depth speed benchmark), [`protocol`] (the line
//! protocol of `PROTOCOL.md`).

pub mod api;
pub mod arena;
pub mod bench;
pub mod egtb;
pub mod eval;
pub mod fit;
pub mod learned;
pub mod level;
pub mod openings;
pub mod protocol;
pub mod review;
pub mod rng;
pub mod search;
pub mod selfplay;
pub mod sprt;
pub mod tt;

pub use api::{
    helpers_running, think, Engine, Limits, Options, Situation, Thought, DRAW_ACCEPT_SCORE,
    RESIGN_SCORE,
};
pub use level::{Level, LevelSpec};
