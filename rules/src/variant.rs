//! Rule sets: the settings every variant is made of, and the [`Variant`] enum passed around.
//!
//! A variant is a [`Rules`] value in its own file under `variants/`; the move generator reads
//! only these settings, so a new variant is a new file, not new machinery.

use std::fmt;
use std::str::FromStr;

use crate::geometry::{Geometry, Layout, Numbering};
use crate::types::Color;
use crate::variants;

/// How far kings move and capture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KingRange {
    /// One square; capture by jumping an adjacent piece (English, Italian).
    Short,
    /// Any distance along a free line; capture a lone piece at any distance (most variants).
    Flying,
}

/// When captured pieces leave the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Removal {
    /// At the end of the move: captured pieces block, and cannot be jumped twice.
    AtEnd,
    /// At once (Turkish): later jumps may cross their squares; turning 180 degrees is banned.
    Immediate,
}

/// What happens when a man reaches the last rank in the middle of a capture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CrownMidCapture {
    /// It is crowned and the move ends there.
    EndsMove,
    /// It is crowned at once and goes on capturing as a king (Russian).
    ContinuesAsKing,
    /// It goes on as a man and is crowned only if the move ends there (International).
    OnlyIfItEnds,
}

/// Which captures may be chosen when several are available.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CapturePriority {
    /// Any capture (the sequence must still be completed).
    Free,
    /// The most pieces.
    Quantity,
    /// The most pieces, then the most kings among them (Spanish quality rule).
    QuantityThenKings,
    /// If a king can capture, a king must capture; otherwise free (Czech).
    KingFirst,
    /// Italian: most pieces, then capture with a king, then most kings, then kings met earliest.
    Italian,
}

/// How a game may be drawn by lack of progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct QuietRule {
    /// Successive plies without a capture or a man move that draw the game.
    pub plies: u16,
    /// Whether this is the Spanish "40 king moves" rule (reported as such) or plain no-progress.
    pub king_moves: bool,
}

/// Every setting of a rule set.
#[derive(Debug)]
pub struct Rules {
    /// Lower-case name, as typed by players (`spanish`).
    pub name: &'static str,
    /// Display title (`Spanish draughts`).
    pub title: &'static str,
    /// PDN `GameType` number.
    pub game_type: u8,
    /// The board.
    pub geometry: Geometry,
    /// Who moves first.
    pub first: Color,
    /// White's men start on these ranks (0-based, inclusive); Black's are the mirror image.
    pub start_ranks: (u8, u8),
    /// Men capture backward too.
    pub man_captures_backward: bool,
    /// Men may capture kings (false only in Italian).
    pub man_captures_king: bool,
    /// Short or flying kings.
    pub king: KingRange,
    /// When captured pieces leave the board.
    pub removal: Removal,
    /// A flying king must land where it can go on capturing, if any landing square allows it.
    pub king_lands_to_continue: bool,
    /// A man reaching the last rank mid-capture.
    pub crown: CrownMidCapture,
    /// Which captures may be chosen.
    pub priority: CapturePriority,
    /// Capture is compulsory. When false (huff games), a mover may skip or cut short a capture;
    /// such a move is *faulty* and the opponent may huff.
    pub capture_forced: bool,
    /// Draw after this many quiet plies.
    pub quiet: QuietRule,
    /// Spanish: three kings against a lone king must win within this many of their own moves.
    pub three_kings_vs_one: Option<u8>,
    /// Turkish: a lone king against a lone king is drawn.
    pub king_vs_king: bool,
    /// Square numbering, where the variant has one (numeric notation is then the default).
    pub numbering: Option<Numbering>,
    /// One-paragraph explanation for players.
    pub summary: &'static str,
}

impl Rules {
    /// The board layout.
    #[must_use]
    pub fn layout(&self) -> &'static Layout {
        Layout::of(self.geometry)
    }

    /// The most pieces one side can have (its starting count).
    #[must_use]
    pub fn max_pieces(&self) -> u8 {
        let size = self.layout().size;
        let ranks = self.start_ranks.1 - self.start_ranks.0 + 1;
        match self.geometry {
            Geometry::Diagonal { .. } => ranks * size / 2,
            Geometry::Orthogonal => ranks * size,
        }
    }

    /// The notation the variant prints by default.
    #[must_use]
    pub fn default_notation(&self) -> crate::Notation {
        if self.numbering.is_some() {
            crate::Notation::Numeric
        } else {
            crate::Notation::Algebraic
        }
    }

    /// Directions men of `color` move in (and, forward-only, capture in).
    #[must_use]
    pub(crate) fn man_move_dirs(&self, color: Color) -> &'static [usize] {
        match (self.geometry, color) {
            (Geometry::Orthogonal, Color::White) => &[0, 1, 3],
            (Geometry::Orthogonal, Color::Black) => &[2, 1, 3],
            (_, Color::White) => &[0, 1],
            (_, Color::Black) => &[2, 3],
        }
    }

    /// Directions men of `color` capture in.
    #[must_use]
    pub(crate) fn man_capture_dirs(&self, color: Color) -> &'static [usize] {
        if self.man_captures_backward {
            &[0, 1, 2, 3]
        } else {
            self.man_move_dirs(color)
        }
    }
}

/// Every rule set Damero referees.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Variant {
    /// Spanish draughts (GameType 24).
    Spanish,
    /// Czech draughts (29).
    Czech,
    /// Turkish draughts (30).
    Turkish,
    /// Old draughts with huffing on 10x10.
    Huff10,
    /// Old draughts with huffing on 12x12.
    Huff12,
    /// English draughts / American checkers (21).
    English,
    /// International draughts (20).
    International,
    /// Russian draughts (25).
    Russian,
    /// Brazilian draughts (26).
    Brazilian,
    /// Italian draughts (22).
    Italian,
    /// Pool checkers (23).
    Pool,
}

impl Variant {
    /// All variants, the seeds' games first.
    pub const ALL: [Variant; 11] = [
        Variant::Spanish,
        Variant::Czech,
        Variant::Turkish,
        Variant::Huff10,
        Variant::Huff12,
        Variant::English,
        Variant::International,
        Variant::Russian,
        Variant::Brazilian,
        Variant::Italian,
        Variant::Pool,
    ];

    /// The variant's rules.
    #[must_use]
    pub fn rules(self) -> &'static Rules {
        match self {
            Variant::Spanish => &variants::spanish::RULES,
            Variant::Czech => &variants::czech::RULES,
            Variant::Turkish => &variants::turkish::RULES,
            Variant::Huff10 => &variants::huff::RULES_10,
            Variant::Huff12 => &variants::huff::RULES_12,
            Variant::English => &variants::english::RULES,
            Variant::International => &variants::international::RULES,
            Variant::Russian => &variants::russian::RULES,
            Variant::Brazilian => &variants::brazilian::RULES,
            Variant::Italian => &variants::italian::RULES,
            Variant::Pool => &variants::pool::RULES,
        }
    }

    /// Lower-case name (`spanish`).
    #[must_use]
    pub fn name(self) -> &'static str {
        self.rules().name
    }

    /// The variant with PDN `GameType` `n` (`24`, or `24,W,8,8,N2,0` style: only the first field
    /// is read).
    #[must_use]
    pub fn from_game_type(text: &str) -> Option<Variant> {
        let n: u8 = text.split(',').next()?.trim().parse().ok()?;
        let matches: Vec<Variant> = Variant::ALL
            .into_iter()
            .filter(|v| v.rules().game_type == n)
            .collect();
        // The huff games have no GameType of their own; they share none with others.
        matches.first().copied()
    }

    /// Whether this is one of the huffing games.
    #[must_use]
    pub fn is_huff(self) -> bool {
        !self.rules().capture_forced
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A variant name nobody knows.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown variant '{given}'; known variants: {}", known_names())]
pub struct UnknownVariant {
    /// What was given.
    pub given: String,
}

fn known_names() -> String {
    Variant::ALL.map(Variant::name).join(", ")
}

impl FromStr for Variant {
    type Err = UnknownVariant;

    fn from_str(s: &str) -> Result<Variant, UnknownVariant> {
        let key: String = s
            .trim()
            .chars()
            .filter(|c| !c.is_whitespace() && *c != '-' && *c != '_')
            .flat_map(char::to_lowercase)
            .collect();
        let found = match key.as_str() {
            "spanish" | "espanol" | "español" | "dama" => Variant::Spanish,
            "czech" => Variant::Czech,
            "turkish" | "dama(turkish)" => Variant::Turkish,
            "huff10" | "huff" | "olddraughts" => Variant::Huff10,
            "huff12" => Variant::Huff12,
            "english" | "checkers" | "american" | "americancheckers" => Variant::English,
            "international" | "polish" => Variant::International,
            "russian" | "shashki" => Variant::Russian,
            "brazilian" => Variant::Brazilian,
            "italian" => Variant::Italian,
            "pool" | "poolcheckers" => Variant::Pool,
            _ => {
                return Err(UnknownVariant {
                    given: s.trim().chars().take(40).collect(),
                })
            }
        };
        Ok(found)
    }
}
