//! Tournaments: who plays whom, who leads, and the files federations exchange. Logic only: no
//! Discord, no store, no IO (the bot keeps a tournament's state and runs its games).
//!
//! - [`berger`]: round robins by the FIDE Berger tables (C.05, Annex 1), single and double.
//! - [`dutch`]: Swiss pairings by the FIDE Dutch system (C.04.3), round by round.
//! - [`acceleration`]: the Baku Acceleration Method (C.04.5.1), written as `XXA` lines.
//! - [`arena`]: players are paired as they become free within a time window; 2 points a win,
//!   1 a draw, doubled after two wins in a row.
//! - [`standings`](mod@standings): points and tie-breaks (Buchholz, Buchholz cut 1, Sonneborn-Berger, wins,
//!   direct encounter) in the order a tournament sets.
//! - [`trf`]: FIDE TRF-16 tournament report files, read and written.
//! - [`competition`]: one tournament as it runs (entrants, rounds, results), which the bot
//!   stores and drives: what to pair next, who leads, its TRF file.
//!
//! Players are named by their pairing number ([`Player`], 1-based), as in TRF files.

pub mod acceleration;
pub mod arena;
pub mod berger;
pub mod competition;
pub mod dutch;
pub mod standings;
pub mod trf;

pub use competition::{Board, Competition, Entrant, Format, Line, Refusal};
pub use dutch::{PairError, Pairing};
use serde::{Deserialize, Serialize};
pub use standings::{standings, Standing, TieBreak};
pub use trf::{Tournament, TrfError};

/// A player by pairing number (1-based, as in TRF files and pairing tables).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Player(pub u32);

/// A side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    /// White (moves first in most variants).
    White,
    /// Black.
    Black,
}

/// One player's round, as TRF-16 records it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Round {
    /// A game against `opponent` with `side`, and the player's result in it.
    Game {
        /// Who the player met.
        opponent: Player,
        /// The player's side.
        side: Side,
        /// The player's result.
        result: Outcome,
    },
    /// No game: a bye, a forfeit without an opponent, or not paired.
    Unplayed(Unplayed),
}

/// A played (or forfeited) game's result for one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    /// Won over the board (`1`).
    Win,
    /// Drawn (`=`).
    Draw,
    /// Lost over the board (`0`).
    Loss,
    /// Won by forfeit: the opponent did not come (`+`).
    ForfeitWin,
    /// Lost by forfeit (`-`).
    ForfeitLoss,
}

impl Outcome {
    /// Points in half-points (a win 2, a draw 1).
    #[must_use]
    pub fn halves(self) -> u32 {
        match self {
            Outcome::Win | Outcome::ForfeitWin => 2,
            Outcome::Draw => 1,
            Outcome::Loss | Outcome::ForfeitLoss => 0,
        }
    }

    /// Whether the game was played over the board.
    #[must_use]
    pub fn played(self) -> bool {
        matches!(self, Outcome::Win | Outcome::Draw | Outcome::Loss)
    }
}

/// A round without a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unplayed {
    /// A pairing-allocated bye: a full point (`U`, or `F` when announced).
    FullBye,
    /// A half-point bye (`H`), asked for by the player.
    HalfBye,
    /// A zero-point bye (`Z`), asked for by the player.
    ZeroBye,
    /// Not paired: absent or withdrawn (blank), no points.
    Absent,
}

impl Unplayed {
    /// Points in half-points.
    #[must_use]
    pub fn halves(self) -> u32 {
        match self {
            Unplayed::FullBye => 2,
            Unplayed::HalfBye => 1,
            Unplayed::ZeroBye | Unplayed::Absent => 0,
        }
    }
}

impl Round {
    /// Points in half-points.
    #[must_use]
    pub fn halves(&self) -> u32 {
        match self {
            Round::Game { result, .. } => result.halves(),
            Round::Unplayed(u) => u.halves(),
        }
    }

    /// The opponent met over the board (a forfeit is no game met).
    #[must_use]
    pub fn played_opponent(&self) -> Option<Player> {
        match self {
            Round::Game {
                opponent, result, ..
            } if result.played() => Some(*opponent),
            _ => None,
        }
    }
}

/// Half-points as points text: `3`, `2.5`.
#[must_use]
pub fn points_text(halves: u32) -> String {
    if halves % 2 == 0 {
        format!("{}", halves / 2)
    } else {
        format!("{}.5", halves / 2)
    }
}
