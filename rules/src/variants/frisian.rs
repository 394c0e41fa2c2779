//! Frisian draughts. 10x10, 20 men each, White first; men move diagonally forward; men and kings
//! capture diagonally **and orthogonally** (along a rank or file, over the playing square two
//! files or two ranks away); kings fly (orthogonal captures too, at any distance).
//!
//! Followed: the rules of the Frisian draughts federation (friesdammen.nl, "Spelregels"), as
//! implemented by dctl (`rules/variants/frisian.hpp`) and lidraughts (`variant/Frisian.scala`):
//! - **Capture priority by value**: take the capture of highest value, a man counting 100 and a
//!   king 199 (a king is worth more than a man and less than two, lidraughts' valuation); among
//!   equal values a capture **by a king** goes first; then free choice.
//! - A man passing the last rank during a capture goes on as a man and is crowned only if it ends
//!   there (as in International).
//! - **King moves**: while a side still has men, one king may make at most 3 successive
//!   non-capturing moves; then another piece must move (a capture, or a move with another piece,
//!   starts the count again).
//!
//! **Draws**, declared automatically: two kings against a lone king, 7 moves each; a lone king
//! against a lone king: the federation says drawn at once unless a capture is forced, which
//! lidraughts (and Damero) play as 2 more moves each. Repetition as everywhere (the spec's rule;
//! lidraughts omits it for Frisian). The federation rules carry no general move-count rule, so
//! the spec's no-progress rule applies (25 moves each without a capture or a man move).

use crate::game::DrawReason;
use crate::geometry::{Geometry, Numbering};
use crate::types::Color;
use crate::variant::{
    CapturePriority, Count, CrownMidCapture, EndgameRule, KingMoveLimit, KingRange, Removal, Rules,
};
use crate::variants::{lone_king, NO_PROGRESS};

/// Frisian draughts.
pub static RULES: Rules = Rules {
    name: "frisian",
    title: "Frisian draughts",
    game_type: 40,
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
    priority: CapturePriority::Value {
        man: 100,
        king: 199,
    },
    capture_forced: true,
    quiet: NO_PROGRESS,
    endgames: &[
        EndgameRule {
            material: lone_king(1, 1, true),
            moves: 2,
            count: Count::EachSide,
            restart_on_change: false,
            reason: DrawReason::KingVsKing,
        },
        EndgameRule {
            material: lone_king(2, 2, true),
            moves: 7,
            count: Count::EachSide,
            restart_on_change: false,
            reason: DrawReason::TwoAgainstKing,
        },
    ],
    king_vs_king: false,
    king_move_limit: Some(KingMoveLimit { moves: 3 }),
    orthogonal_captures: true,
    numbering: Some(Numbering::TopLeft),
};
