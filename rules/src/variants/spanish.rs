//! Spanish draughts (seeds 000, 001, 003). Board mirrored from English (`h1` playable); men
//! capture forward only; flying kings; quantity then quality; 40 king moves and 3-kings-vs-1 draws.

use crate::game::DrawReason;
use crate::geometry::{Geometry, Numbering};
use crate::types::Color;
use crate::variant::{
    CapturePriority, Count, CrownMidCapture, EndgameRule, KingRange, Material, QuietKind,
    QuietRule, Removal, Rules,
};

/// Spanish draughts.
pub static RULES: Rules = Rules {
    name: "spanish",
    title: "Spanish draughts",
    game_type: 24,
    geometry: Geometry::Diagonal {
        size: 8,
        a1_playable: false,
    },
    first: Color::White,
    start_ranks: (0, 2),
    man_captures_backward: false,
    man_captures_king: true,
    king: KingRange::Flying,
    removal: Removal::AtEnd,
    king_lands_to_continue: true,
    crown: CrownMidCapture::EndsMove,
    priority: CapturePriority::QuantityThenKings,
    capture_forced: true,
    // Seeds (the Spanish federation's rules): 40 successive king moves (20 each) without a
    // capture; three kings, one on the main diagonal, against a lone king: 13 moves of their own.
    // Both are declared automatically.
    quiet: QuietRule::each(20, QuietKind::KingMoves),
    endgames: &[EndgameRule {
        material: Material::LoneKing {
            min: 3,
            max: 3,
            kings_only: true,
            lone_on_long_diagonal: false,
            strong_on_long_diagonal: true,
        },
        moves: 13,
        count: Count::StrongSide,
        restart_on_change: false,
        reason: DrawReason::ThreeKings,
    }],
    king_vs_king: false,
    king_move_limit: None,
    orthogonal_captures: false,
    numbering: Some(Numbering::BottomRight),
};
