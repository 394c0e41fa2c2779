//! English draughts. American checkers: Black first, short kings, men capture forward only, free choice of capture.
//!
//! **Draws** (the ACF/EDA laws of checkers, the "40-move rule"): a player may call on the
//! opponent to show a win (or a clear advance: a capture, or a man moving) within 40 moves of
//! their own; if none comes the game is drawn. It is a claim in the laws; Damero declares it
//! automatically after 40 moves of each side with no capture and no man move. Repetition as
//! everywhere. No endgame counts.

use crate::geometry::{Geometry, Numbering};
use crate::types::Color;
use crate::variant::{CapturePriority, CrownMidCapture, KingRange, Removal, Rules};
use crate::variant::{QuietKind, QuietRule};

/// English draughts.
pub static RULES: Rules = Rules {
    name: "english",
    title: "English draughts",
    game_type: 21,
    geometry: Geometry::Diagonal {
        size: 8,
        a1_playable: true,
    },
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
    quiet: QuietRule::each(40, QuietKind::FortyMoves),
    endgames: &[],
    king_vs_king: false,
    king_move_limit: None,
    orthogonal_captures: false,
    numbering: Some(Numbering::TopLeft),
};
