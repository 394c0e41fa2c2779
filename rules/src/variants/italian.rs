//! Italian draughts. Spanish geometry, short kings, men never capture kings; most pieces, then capture with a king, then most kings, then kings met earliest.

use crate::geometry::Geometry;
use crate::types::Color;
use crate::variant::{CapturePriority, CrownMidCapture, KingRange, Removal, Rules};
use crate::variants::NO_PROGRESS;

/// Italian draughts.
pub static RULES: Rules = Rules {
    name: "italian",
    title: "Italian draughts",
    game_type: 22,
    geometry: Geometry::Diagonal { size: 8, a1_playable: false },
    first: Color::White,
    start_ranks: (0, 2),
    man_captures_backward: false,
    man_captures_king: false,
    king: KingRange::Short,
    removal: Removal::AtEnd,
    king_lands_to_continue: true,
    crown: CrownMidCapture::EndsMove,
    priority: CapturePriority::Italian,
    capture_forced: true,
    quiet: NO_PROGRESS,
    three_kings_vs_one: None,
    king_vs_king: false,
    numbering: None,
    summary: "8x8 board, played with h1 in the corner; White moves first. Men move and capture one square diagonally forward and may never capture a king. Kings move and capture one square in any direction. Capturing is compulsory: take the most pieces; then capture with a king if you can; then take the most kings; then take kings as early as possible.",
};
