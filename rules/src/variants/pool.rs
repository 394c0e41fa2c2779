//! Pool checkers. Black first, men capture backward, flying kings, free choice; crowned only if the move ends on the last rank.

use crate::geometry::{Geometry, Numbering};
use crate::types::Color;
use crate::variant::{CapturePriority, CrownMidCapture, KingRange, Removal, Rules};
use crate::variants::NO_PROGRESS;

/// Pool checkers.
pub static RULES: Rules = Rules {
    name: "pool",
    title: "Pool checkers",
    game_type: 23,
    geometry: Geometry::Diagonal { size: 8, a1_playable: true },
    first: Color::Black,
    start_ranks: (0, 2),
    man_captures_backward: true,
    man_captures_king: true,
    king: KingRange::Flying,
    removal: Removal::AtEnd,
    king_lands_to_continue: true,
    crown: CrownMidCapture::OnlyIfItEnds,
    priority: CapturePriority::Free,
    capture_forced: true,
    quiet: NO_PROGRESS,
    three_kings_vs_one: None,
    king_vs_king: false,
    numbering: Some(Numbering::TopLeft),
    summary: "8x8 board, a1 playable; Black moves first. Men move diagonally forward and capture forward and backward. Kings fly. Capturing is compulsory but any capture may be chosen. A man is crowned only if it ends its move on the last rank.",
};
