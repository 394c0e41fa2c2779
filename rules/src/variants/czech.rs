//! Czech draughts (seed 004, second part). 12 men (the federation's setup, not the seed's "8");
//! men capture forward only; flying kings; a king must capture if any king can; otherwise free.
//!
//! **Draws**: the Czech federation's rules (ČSSD/ČFD "Pravidla české dámy") as found give
//! repetition and agreement but no move-count or endgame rule, so the spec's no-progress rule
//! (25 moves each without a capture or a man move) applies.

use crate::geometry::Geometry;
use crate::types::Color;
use crate::variant::{CapturePriority, CrownMidCapture, KingRange, Removal, Rules};
use crate::variants::NO_PROGRESS;

/// Czech draughts.
pub static RULES: Rules = Rules {
    name: "czech",
    title: "Czech draughts",
    game_type: 29,
    geometry: Geometry::Diagonal {
        size: 8,
        a1_playable: true,
    },
    first: Color::White,
    start_ranks: (0, 2),
    man_captures_backward: false,
    man_captures_king: true,
    king: KingRange::Flying,
    removal: Removal::AtEnd,
    king_lands_to_continue: true,
    crown: CrownMidCapture::EndsMove,
    priority: CapturePriority::KingFirst,
    capture_forced: true,
    quiet: NO_PROGRESS,
    endgames: &[],
    king_vs_king: false,
    king_move_limit: None,
    orthogonal_captures: false,
    numbering: None,
};
