//! Damero's engine lab: the tools that measure the engine and make what it plays with, over
//! `damero-engine`. The engine plays; the lab runs matches, makes weights, openings and
//! endgame table files, and keeps those in files.
//!
//! Module map: [`arena`] (engine-vs-engine matches, the greedy reference player, SPRT
//! matches), [`sprt`] (the test's statistics), [`selfplay`] and [`fit`] (the learned
//! evaluation's training data and fit), [`openings`] (balanced opening files), [`bench`](mod@bench)
//! (the fixed-depth speed benchmark and its node-count signature), [`tables`] (endgame table
//! files, and the background build and cache the bot uses).

pub mod arena;
pub mod bench;
pub mod fit;
pub mod openings;
pub mod puzzles;
pub mod selfplay;
pub mod sprt;
pub mod tables;
