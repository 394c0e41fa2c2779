//! Damero's opponent: search and evaluation over `damero-rules`. It knows nothing of Discord,
//! reads and writes no file and keeps no process-wide state: the weights it evaluates with
//! ([`Evaluation`]), the endgame table it probes ([`egtb::Tablebase`]) and the count of searches
//! it shares the machine with ([`Searches`]) are values given to an [`Engine`].
//!
//! Ask for a move with [`think`] (or an [`Engine`] kept for a whole game): give a [`Situation`]
//! (position, game history for repetitions, quiet-move count), [`Limits`] (move time, depth,
//! nodes) and [`Options`] (level 1-10, seed). The call blocks; run it on a blocking thread
//! (`tokio::task::spawn_blocking`) and set the `AtomicBool` to cancel. Huff games:
//! [`Engine::choose_huff`]; draw offers: [`Engine::accept_draw`]; resignation:
//! [`Thought::resign`].
//!
//! Module map: [`search`] (alpha-beta, PVS, TT, ordering, quiescence, draws), [`evaluator`] (the
//! evaluation a search uses: [`eval`], the hand-written one, one weight set per family, or
//! [`learned`], the fitted pattern evaluation), [`tt`], [`level`], [`api`] (this crate's entry
//! points), [`egtb`] (8x8 endgame tables: building, probing, their bytes), [`review`] (game
//! reviews), [`protocol`] (the line protocol of `PROTOCOL.md`). The lab that measures the
//! engine and makes its weights, openings and table files is the `damero-lab` crate.

pub mod api;
mod drawish;
pub mod egtb;
pub mod eval;
pub mod evaluator;
pub mod learned;
pub mod level;
pub mod protocol;
pub mod review;
pub mod rng;
pub mod search;
pub mod tt;

pub use api::{
    think, Engine, Limits, Options, Searches, Situation, Thought, DRAW_ACCEPT_SCORE, RESIGN_SCORE,
};
pub use evaluator::Evaluation;
pub use level::{Level, LevelSpec};
