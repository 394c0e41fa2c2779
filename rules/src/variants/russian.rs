//! Russian draughts. Men capture backward, flying kings, free choice; a man reaching the last rank mid-capture is crowned at once and goes on as a king.

//!
//! **Draws** (the rules of draughts-64 of the FMJD section 64 / Russian draughts federation,
//! section 7.2, as published on fmjd64.org; the same rules govern Brazilian draughts), all
//! declared by Damero automatically:
//! - 7.2.3 threefold repetition with the same side to move;
//! - 7.2.5 15 moves of each side with only kings moving, without a capture;
//! - 7.2.8 two kings, a king and a man, or one king against a lone king: 5 moves of each side;
//! - 7.2.7 three pieces with a king (three kings, two kings and a man, a king and two men)
//!   against a lone king standing on the long diagonal (a1-h8): 5 moves of each side;
//! - 7.2.4 three kings or more against a lone king: drawn if the stronger side's 15th move
//!   (counted from when this material arose) does not win;
//! - 7.2.6 both sides with kings and the balance of forces unchanged (no capture, no crowning):
//!   30 moves of each side in 4- and 5-piece endings, 60 moves in 6- and 7-piece endings.
//!
//! 7.2.9 ("unless the win is obvious") is left to the players: Damero applies the counts as
//! written. Cross-checked with lidraughts' `Russian` variant, which keeps the same counts.

use crate::game::DrawReason;
use crate::geometry::Geometry;
use crate::types::Color;
use crate::variant::{
    CapturePriority, Count, CrownMidCapture, EndgameRule, KingRange, Material, QuietKind,
    QuietRule, Removal, Rules,
};
use crate::variants::lone_king;

/// FMJD-64 7.2.5: 15 moves each with only kings moving and no capture.
pub const FMJD64_KING_MOVES: QuietRule = QuietRule::each(15, QuietKind::KingMoves);

/// FMJD-64 7.2.4-7.2.8, most specific first.
pub static FMJD64_ENDGAMES: [EndgameRule; 5] = [
    EndgameRule {
        material: lone_king(1, 2, false),
        moves: 5,
        count: Count::EachSide,
        restart_on_change: false,
        reason: DrawReason::TwoAgainstKing,
    },
    EndgameRule {
        material: Material::LoneKing {
            min: 3,
            max: 3,
            kings_only: false,
            lone_on_long_diagonal: true,
            strong_on_long_diagonal: false,
        },
        moves: 5,
        count: Count::EachSide,
        restart_on_change: false,
        reason: DrawReason::KingOnLongDiagonal,
    },
    EndgameRule {
        material: lone_king(3, 12, true),
        moves: 15,
        count: Count::StrongSide,
        restart_on_change: false,
        reason: DrawReason::ThreeKings,
    },
    EndgameRule {
        material: Material::BothKings { min: 4, max: 5 },
        moves: 30,
        count: Count::EachSide,
        restart_on_change: true,
        reason: DrawReason::MaterialUnchanged,
    },
    EndgameRule {
        material: Material::BothKings { min: 6, max: 7 },
        moves: 60,
        count: Count::EachSide,
        restart_on_change: true,
        reason: DrawReason::MaterialUnchanged,
    },
];

/// Russian draughts.
pub static RULES: Rules = Rules {
    name: "russian",
    title: "Russian draughts",
    game_type: 25,
    geometry: Geometry::Diagonal {
        size: 8,
        a1_playable: true,
    },
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
    quiet: FMJD64_KING_MOVES,
    endgames: &FMJD64_ENDGAMES,
    king_vs_king: false,
    king_move_limit: None,
    orthogonal_captures: false,
    numbering: None,
};
