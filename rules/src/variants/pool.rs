//! Pool checkers. Black first, men capture backward, flying kings, free choice; crowned only if the move ends on the last rank.
//!
//! **Draws** (APCA playing rules, American Pool Checker Association): three kings against one
//! king must win within 13 moves of their own (the 14th move is too late, even a capture).
//! Declared automatically. The APCA rules state no move-count rule, so the spec's no-progress
//! rule (25 moves each without a capture or a man move) applies as well. Repetition as everywhere.

use crate::game::DrawReason;
use crate::geometry::{Geometry, Numbering};
use crate::types::Color;
use crate::variant::{
    CapturePriority, Count, CrownMidCapture, EndgameRule, KingRange, Removal, Rules,
};
use crate::variants::{lone_king, NO_PROGRESS};

/// Pool checkers.
pub static RULES: Rules = Rules {
    name: "pool",
    title: "Pool checkers",
    game_type: 23,
    geometry: Geometry::Diagonal {
        size: 8,
        a1_playable: true,
    },
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
    endgames: &[EndgameRule {
        material: lone_king(3, 3, true),
        moves: 13,
        count: Count::StrongSide,
        restart_on_change: false,
        reason: DrawReason::ThreeKings,
    }],
    king_vs_king: false,
    king_move_limit: None,
    orthogonal_captures: false,
    numbering: Some(Numbering::TopLeft),
};
