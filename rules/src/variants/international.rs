//! International draughts. 10x10, 20 men each, men capture backward, flying kings, most pieces; a man passing the last rank mid-capture is crowned only if it ends there.

//!
//! **Draws** (FMJD, Official rules for international draughts, Annex 1, article 6 "the draw"),
//! all declared by Damero automatically:
//! - threefold repetition of the same position with the same side to move;
//! - 25 successive moves of each side in which only kings moved, without a capture;
//! - three pieces, at least one a king (three kings, two kings and a man, a king and two men),
//!   against a lone king: drawn after 16 moves of each side;
//! - two pieces or fewer with at least one king (two kings, a king and a man, one king) against a
//!   lone king: drawn after 5 moves of each side.
//!
//! The counts start at the first position with that material (the capture or crowning that
//! makes it is not counted); when a capture turns the 16-move ending into a 5-move one, the
//! 5-move count starts. Cross-checked with lidraughts' `Standard` variant, which counts the same.

use crate::game::DrawReason;
use crate::geometry::{Geometry, Numbering};
use crate::types::Color;
use crate::variant::{
    CapturePriority, Count, CrownMidCapture, EndgameRule, KingRange, QuietKind, QuietRule, Removal,
    Rules,
};
use crate::variants::lone_king;

/// FMJD: 25 moves each with only kings moving and no capture.
pub const FMJD_KING_MOVES: QuietRule = QuietRule::each(25, QuietKind::KingMoves);

/// FMJD's endgame rules (also Canadian draughts, which plays by International rules).
pub static FMJD_ENDGAMES: [EndgameRule; 2] = [
    EndgameRule {
        material: lone_king(1, 2, false),
        moves: 5,
        count: Count::EachSide,
        restart_on_change: false,
        reason: DrawReason::TwoAgainstKing,
    },
    EndgameRule {
        material: lone_king(3, 3, false),
        moves: 16,
        count: Count::EachSide,
        restart_on_change: false,
        reason: DrawReason::ThreeAgainstKing,
    },
];

/// International draughts.
pub static RULES: Rules = Rules {
    name: "international",
    title: "International draughts",
    game_type: 20,
    geometry: Geometry::Diagonal {
        size: 10,
        a1_playable: true,
    },
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
    quiet: FMJD_KING_MOVES,
    endgames: &FMJD_ENDGAMES,
    king_vs_king: false,
    king_move_limit: None,
    orthogonal_captures: false,
    numbering: Some(Numbering::TopLeft),
};
