//! The old game with huffing (seed 002), on 10x10 and 12x12. Black first; men capture both ways;
//! flying kings; capturing is expected but not forced: a faulty move may be huffed.
//!
//! Proper moves (used by perft and by the engine) complete a capture when one exists, with free
//! choice. A flying king may land on any free square beyond the piece it takes (the seed gives no
//! must-continue landing rule); its sequence is complete when no jump is left from where it landed.
//!
//! **Draws**: the old game has no federation; repetition and the spec's no-progress rule (25
//! moves each without a capture or a man move).

use crate::geometry::{Geometry, Numbering};
use crate::types::Color;
use crate::variant::{CapturePriority, CrownMidCapture, KingRange, Removal, Rules};
use crate::variants::NO_PROGRESS;

/// Huffing game on 10x10, 15 men each.
pub static RULES_10: Rules = RULES_10_BASE;

/// Huffing game on 12x12, 18 men each.
pub static RULES_12: Rules = Rules {
    name: "huff12",
    title: "Old draughts with huffing (12x12)",
    geometry: Geometry::Diagonal {
        size: 12,
        a1_playable: true,
    },
    ..RULES_10_BASE
};

const RULES_10_BASE: Rules = Rules {
    name: "huff10",
    title: "Old draughts with huffing (10x10)",
    game_type: 0,
    geometry: Geometry::Diagonal {
        size: 10,
        a1_playable: true,
    },
    first: Color::Black,
    start_ranks: (0, 2),
    man_captures_backward: true,
    man_captures_king: true,
    king: KingRange::Flying,
    removal: Removal::AtEnd,
    king_lands_to_continue: false,
    crown: CrownMidCapture::EndsMove,
    priority: CapturePriority::Free,
    capture_forced: false,
    quiet: NO_PROGRESS,
    endgames: &[],
    king_vs_king: false,
    king_move_limit: None,
    orthogonal_captures: false,
    numbering: Some(Numbering::TopLeft),
};
