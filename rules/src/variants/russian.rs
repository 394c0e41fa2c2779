//! Russian draughts. Men capture backward, flying kings, free choice; a man reaching the last rank mid-capture is crowned at once and goes on as a king.

use crate::geometry::Geometry;
use crate::types::Color;
use crate::variant::{CapturePriority, CrownMidCapture, KingRange, Removal, Rules};
use crate::variants::NO_PROGRESS;

/// Russian draughts.
pub static RULES: Rules = Rules {
    name: "russian",
    title: "Russian draughts",
    game_type: 25,
    geometry: Geometry::Diagonal { size: 8, a1_playable: true },
    first: Color::White,
    start_ranks: (0, 2),
    man_captures_backward: true,
    man_captures_king: true,
    king: KingRange::Flying,
    removal: Removal::AtEnd,
    king_lands_to_continue: true,
    crown: CrownMidCapture::ContinuesAsKing,
    priority: CapturePriority::Free,
    capture_forced: true,
    quiet: NO_PROGRESS,
    three_kings_vs_one: None,
    king_vs_king: false,
    numbering: None,
    summary: "8x8 board, a1 playable; White moves first. Men move diagonally forward and capture forward and backward. Kings fly. Capturing is compulsory but any capture may be chosen. A man reaching the last rank during a capture is crowned at once and continues capturing as a king.",
};
