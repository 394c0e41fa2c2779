//! English draughts. American checkers: Black first, short kings, men capture forward only, free choice of capture.

use crate::geometry::{Geometry, Numbering};
use crate::types::Color;
use crate::variant::{CapturePriority, CrownMidCapture, KingRange, Removal, Rules};
use crate::variants::NO_PROGRESS;

/// English draughts.
pub static RULES: Rules = Rules {
    name: "english",
    title: "English draughts",
    game_type: 21,
    geometry: Geometry::Diagonal { size: 8, a1_playable: true },
    first: Color::Black,
    start_ranks: (0, 2),
    man_captures_backward: false,
    man_captures_king: true,
    king: KingRange::Short,
    removal: Removal::AtEnd,
    king_lands_to_continue: true,
    crown: CrownMidCapture::EndsMove,
    priority: CapturePriority::Free,
    capture_forced: true,
    quiet: NO_PROGRESS,
    three_kings_vs_one: None,
    king_vs_king: false,
    numbering: Some(Numbering::TopLeft),
    summary: "8x8 board, a1 playable; Black moves first. Men move and capture one square diagonally forward; kings move and capture one square in any diagonal direction. Capturing is compulsory, any capture may be chosen, and a sequence must be completed. A man reaching the last rank is crowned and the move ends.",
};
