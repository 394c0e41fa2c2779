//! Italian draughts. Spanish geometry, short kings, men never capture kings; most pieces, then capture with a king, then most kings, then kings met earliest.
//!
//! **Draws** (Federazione Italiana Dama, regolamento tecnico, art. 1.1.10 as cited by the
//! playstrategy/lidraughts Italian implementation; the FID text itself was not found): drawn after
//! 40 moves of each side in which only kings moved and nothing was captured. Declared
//! automatically. Repetition as everywhere. No endgame counts.

use crate::geometry::Geometry;
use crate::types::Color;
use crate::variant::{CapturePriority, CrownMidCapture, KingRange, Removal, Rules};
use crate::variant::{QuietKind, QuietRule};

/// Italian draughts.
pub static RULES: Rules = Rules {
    name: "italian",
    title: "Italian draughts",
    game_type: 22,
    geometry: Geometry::Diagonal {
        size: 8,
        a1_playable: false,
    },
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
    quiet: QuietRule::each(40, QuietKind::KingMoves),
    endgames: &[],
    king_vs_king: false,
    king_move_limit: None,
    orthogonal_captures: false,
    numbering: None,
};
