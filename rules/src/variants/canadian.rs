//! Canadian draughts. International rules on a 12x12 board, 30 men each (five ranks).
//!
//! **Draws**: Canadian draughts plays by the International (FMJD) rules, draws included: 25 moves
//! each with only kings moving and no capture; three pieces with a king against a lone king, 16
//! moves each; two pieces or fewer with a king against a lone king, 5 moves each; repetition. See
//! `international.rs` for the source.

use crate::geometry::{Geometry, Numbering};
use crate::types::Color;
use crate::variant::{CapturePriority, CrownMidCapture, KingRange, Removal, Rules};
use crate::variants::international::{FMJD_ENDGAMES, FMJD_KING_MOVES};

/// Canadian draughts.
pub static RULES: Rules = Rules {
    name: "canadian",
    title: "Canadian draughts",
    game_type: 27,
    geometry: Geometry::Diagonal {
        size: 12,
        a1_playable: true,
    },
    first: Color::White,
    start_ranks: (0, 4),
    man_captures_backward: true,
    man_captures_king: true,
    king: KingRange::Flying,
    removal: Removal::AtEnd,
    king_lands_to_continue: true,
    crown: CrownMidCapture::OnlyIfItEnds,
    priority: CapturePriority::Quantity,
    capture_forced: true,
    quiet: FMJD_KING_MOVES,
    endgames: &FMJD_ENDGAMES,
    king_vs_king: false,
    king_move_limit: None,
    orthogonal_captures: false,
    numbering: Some(Numbering::TopLeft),
};
