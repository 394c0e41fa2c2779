//! International draughts. 10x10, 20 men each, men capture backward, flying kings, most pieces; a man passing the last rank mid-capture is crowned only if it ends there.

use crate::geometry::{Geometry, Numbering};
use crate::types::Color;
use crate::variant::{CapturePriority, CrownMidCapture, KingRange, Removal, Rules};
use crate::variants::NO_PROGRESS;

/// International draughts.
pub static RULES: Rules = Rules {
    name: "international",
    title: "International draughts",
    game_type: 20,
    geometry: Geometry::Diagonal { size: 10, a1_playable: true },
    first: Color::White,
    start_ranks: (0, 3),
    man_captures_backward: true,
    man_captures_king: true,
    king: KingRange::Flying,
    removal: Removal::AtEnd,
    king_lands_to_continue: true,
    crown: CrownMidCapture::OnlyIfItEnds,
    priority: CapturePriority::Quantity,
    capture_forced: true,
    quiet: NO_PROGRESS,
    three_kings_vs_one: None,
    king_vs_king: false,
    numbering: Some(Numbering::TopLeft),
    summary: "10x10 board, 20 men each; White moves first. Men move diagonally forward and capture forward and backward. Kings fly. Capturing the most pieces is compulsory. A man is crowned only if it ends its move on the last rank.",
};
