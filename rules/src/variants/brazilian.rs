//! Brazilian draughts. International rules on 8x8.

use crate::geometry::Geometry;
use crate::types::Color;
use crate::variant::{CapturePriority, CrownMidCapture, KingRange, Removal, Rules};
use crate::variants::NO_PROGRESS;

/// Brazilian draughts.
pub static RULES: Rules = Rules {
    name: "brazilian",
    title: "Brazilian draughts",
    game_type: 26,
    geometry: Geometry::Diagonal { size: 8, a1_playable: true },
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
    quiet: NO_PROGRESS,
    three_kings_vs_one: None,
    king_vs_king: false,
    numbering: None,
    summary: "International rules on an 8x8 board: men capture forward and backward, kings fly, taking the most pieces is compulsory, and a man is crowned only if it ends its move on the last rank.",
};
