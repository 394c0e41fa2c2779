//! Brazilian draughts. International rules on 8x8.
//!
//! **Draws**: Brazilian draughts is one of the two games of the FMJD section 64 ("draughts-64"),
//! whose rules (section 7.2) Russian draughts shares: see `russian.rs` for the list (15 king
//! moves each; 5 moves with two pieces or fewer against a lone king; 5 moves with three against a
//! lone king on the long diagonal; three kings must win in 15 moves; 30/60 moves of unchanged
//! material with kings on both sides). lidraughts' `Brazilian` variant uses the same rules.

use crate::geometry::Geometry;
use crate::types::Color;
use crate::variant::{CapturePriority, CrownMidCapture, KingRange, Removal, Rules};
use crate::variants::russian::{FMJD64_ENDGAMES, FMJD64_KING_MOVES};

/// Brazilian draughts.
pub static RULES: Rules = Rules {
    name: "brazilian",
    title: "Brazilian draughts",
    game_type: 26,
    geometry: Geometry::Diagonal {
        size: 8,
        a1_playable: true,
    },
    first: Color::White,
    start_ranks: (0, 2),
    man_captures_backward: true,
    man_captures_king: true,
    king: KingRange::Flying,
    removal: Removal::AtEnd,
    king_lands_to_continue: true,
    crown: CrownMidCapture::OnlyIfItEnds,
    priority: CapturePriority::Quantity,
    capture_forced: true,
    quiet: FMJD64_KING_MOVES,
    endgames: &FMJD64_ENDGAMES,
    king_vs_king: false,
    king_move_limit: None,
    orthogonal_captures: false,
    numbering: None,
};
