//! Turkish draughts (seed 004, first part). Every square; men step forward or sideways; kings move
//! like rooks; captured pieces leave at once; no 180-degree turn; maximum capture.
//!
//! A man reaching the far rank mid-capture is crowned and the move ends (the seed's rule). Some
//! sources let it capture on; that reading is the `crown` setting (`ContinuesAsKing`).
//!
//! **Draws** (seed 004 and the rules of the Turkish draughts federation as summarised in the
//! 2014 world-championship rule sheets): a lone king against a lone king is drawn at once;
//! repetition as everywhere. No official move-count rule was found, so the spec's no-progress rule
//! (25 moves each without a capture or a man move) applies.

use crate::game::DrawReason;
use crate::geometry::Geometry;
use crate::types::Color;
use crate::variant::{
    CapturePriority, Count, CrownMidCapture, EndgameRule, KingRange, Removal, Rules,
};
use crate::variants::{lone_king, NO_PROGRESS};

/// Turkish draughts.
pub static RULES: Rules = SETTINGS;

/// The settings, as a constant so that readings of the open questions can be built from it
/// (`Rules { crown: CrownMidCapture::ContinuesAsKing, ..SETTINGS }`).
pub const SETTINGS: Rules = Rules {
    name: "turkish",
    title: "Turkish draughts (Dama)",
    game_type: 30,
    geometry: Geometry::Orthogonal,
    first: Color::White,
    start_ranks: (1, 2),
    man_captures_backward: false,
    man_captures_king: true,
    king: KingRange::Flying,
    removal: Removal::Immediate,
    king_lands_to_continue: true,
    crown: CrownMidCapture::EndsMove,
    priority: CapturePriority::Quantity,
    capture_forced: true,
    quiet: NO_PROGRESS,
    endgames: &[EndgameRule {
        material: lone_king(1, 1, true),
        moves: 0,
        count: Count::EachSide,
        restart_on_change: false,
        reason: DrawReason::KingVsKing,
    }],
    king_vs_king: true,
    king_move_limit: None,
    orthogonal_captures: false,
    numbering: None,
};
