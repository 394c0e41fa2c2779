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
    /// Frisian: the highest value (men and kings weighted as given), then capture with a king.
    Value {
        /// A man's value.
        man: u16,
        /// A king's value.
        king: u16,
    },
}

/// Which rule a quiet-move count is, so the outcome can name it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QuietKind {
    /// "Only kings moved, without a capture" (FMJD, Russian, Spanish, Italian): reported as king moves.
    KingMoves,
    /// The English/American 40-move rule: no capture and no man move.
    FortyMoves,
    /// The spec's no-progress rule, for variants without an official one.
    NoProgress,
}

/// How a game may be drawn by lack of progress: successive moves of **each side** with no capture
/// and no man move (for a game of kings, "only kings moved").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct QuietRule {
    /// Moves of each side (the count players use: "25 moves" = 25 by White and 25 by Black).
    pub moves: u16,
    /// The same count in plies (`2 * moves`), which is what `Game` and the engine count.
    pub plies: u16,
    /// Which rule this is.
    pub kind: QuietKind,
}

impl QuietRule {
    /// A rule of `moves` moves by each side.
    #[must_use]
    pub const fn each(moves: u16, kind: QuietKind) -> QuietRule {
        QuietRule {
            moves,
            plies: 2 * moves,
            kind,
        }
    }
}

/// Who has to move how often before an endgame rule draws the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Count {
    /// `moves` moves by each side (FMJD: "16 moves each").
    EachSide,
    /// `moves` moves by the stronger side (Spanish, Russian 7.2.4: "his 15th move").
    StrongSide,
}

/// The material an endgame rule applies to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Material {
    /// One side has a lone king; the other (the stronger side) has between `min` and `max`
    /// pieces, at least one of them a king (all kings when `kings_only`).
    LoneKing {
        /// Fewest pieces of the stronger side.
        min: u8,
        /// Most pieces of the stronger side.
        max: u8,
        /// The stronger side has kings only.
        kings_only: bool,
        /// The lone king stands on the long diagonal (Russian 7.2.7).
        lone_on_long_diagonal: bool,
        /// One of the stronger side's pieces stands on the long diagonal when the count starts
        /// (Spanish three kings).
        strong_on_long_diagonal: bool,
    },
    /// Both sides have at least one king and there are between `min` and `max` pieces on the
    /// board (Russian 7.2.6).
    BothKings {
        /// Fewest pieces in all.
        min: u8,
        /// Most pieces in all.
        max: u8,
    },
}

/// A federation's endgame draw rule: with this material on the board, the game is drawn after
/// so many moves. The first rule of a variant's list whose material is on the board is the one
/// counting; its count starts at the first position where that rule applies and runs while it
/// keeps applying (or, with `restart_on_change`, while the material stays exactly the same).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EndgameRule {
    /// The material.
    pub material: Material,
    /// Moves allowed (0: drawn at once).
    pub moves: u8,
    /// Whose moves count.
    pub count: Count,
    /// A capture or a crowning starts the count again (Russian 7.2.6: "the balance of forces
    /// has not changed").
    pub restart_on_change: bool,
    /// How the outcome names it.
    pub reason: crate::game::DrawReason,
}

/// The Frisian limit on king moves while a side still has men.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KingMoveLimit {
    /// Successive non-capturing moves one king may make while its side still has men.
    pub moves: u8,
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
    /// The move-count draw rule (official where the variant has one, else the spec's
    /// no-progress rule).
    pub quiet: QuietRule,
    /// Endgame draw rules, checked in order (the first that applies is counting).
    pub endgames: &'static [EndgameRule],
    /// A lone king against a lone king is drawn at once (Turkish). Also an `endgames` entry;
    /// kept as a flag for the engine's evaluation.
    pub king_vs_king: bool,
    /// Frisian: the limit on moves of one king while men remain.
    pub king_move_limit: Option<KingMoveLimit>,
    /// Men and kings also capture along ranks and files, over the playing square two files
    /// (or two ranks) away (Frisian).
    pub orthogonal_captures: bool,
    /// Square numbering, where the variant has one (numeric notation is then the default).
    pub numbering: Option<Numbering>,
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

    /// The moves the draw rule behind `reason` allows in this variant, as the outcome names
    /// them: the quiet-move rule's moves each for `KingMoves`, `FortyMoves` and `NoProgress`, the
    /// first endgame rule with that reason's moves for the others (0: drawn at once). `None` for
    /// a draw without a count (agreement, repetition, FMJD-64's unchanged material, whose count
    /// depends on the pieces) and for a reason the variant has no rule for.
    #[must_use]
    pub fn draw_moves(&self, reason: crate::game::DrawReason) -> Option<u16> {
        use crate::game::DrawReason as R;
        match reason {
            R::Agreement | R::Repetition | R::MaterialUnchanged => None,
            R::KingMoves | R::FortyMoves | R::NoProgress => Some(self.quiet.moves),
            R::ThreeKings
            | R::KingVsKing
            | R::TwoAgainstKing
            | R::ThreeAgainstKing
            | R::KingOnLongDiagonal => self
                .endgames
                .iter()
                .find(|r| r.reason == reason)
                .map(|r| u16::from(r.moves)),
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
        if self.orthogonal_captures {
            &[0, 1, 2, 3, 4, 5, 6, 7]
        } else if self.man_captures_backward {
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
    /// Canadian draughts (27).
    Canadian,
    /// Frisian draughts (40).
    Frisian,
}

impl Variant {
    /// All variants, the seeds' games first.
    pub const ALL: [Variant; 13] = [
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
        Variant::Canadian,
        Variant::Frisian,
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
            Variant::Canadian => &variants::canadian::RULES,
            Variant::Frisian => &variants::frisian::RULES,
        }
    }

    /// Lower-case name (`spanish`).
    #[must_use]
    pub fn name(self) -> &'static str {
        self.rules().name
    }

    /// The other names it is known by, as [`FromStr`] reads them (lower case, without spaces,
    /// `-` or `_`): `checkers` and `american` for English draughts.
    #[must_use]
    pub const fn aliases(self) -> &'static [&'static str] {
        match self {
            Variant::Spanish => &["espanol", "español", "dama"],
            Variant::Turkish => &["dama(turkish)"],
            Variant::Huff10 => &["huff", "olddraughts"],
            Variant::English => &["checkers", "american", "americancheckers"],
            Variant::International => &["polish"],
            Variant::Russian => &["shashki"],
            Variant::Pool => &["poolcheckers"],
            Variant::Frisian => &["friesdammen"],
            Variant::Czech
            | Variant::Huff12
            | Variant::Brazilian
            | Variant::Italian
            | Variant::Canadian => &[],
        }
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

/// A variant name nobody knows ([`Variant::ALL`] lists the known ones). `Display` is a terse
/// technical form; front ends list the known names in their own words.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown variant '{given}'")]
pub struct UnknownVariant {
    /// What was given (trimmed, at most 40 characters).
    pub given: String,
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
        Variant::ALL
            .into_iter()
            .find(|v| v.name() == key || v.aliases().contains(&key.as_str()))
            .ok_or_else(|| UnknownVariant {
                given: s.trim().chars().take(40).collect(),
            })
    }
}

#[cfg(test)]
mod tests {
    use super::Variant;

    #[test]
    fn every_name_and_alias_reads_as_its_variant_and_no_alias_names_two() {
        let mut seen = std::collections::HashSet::new();
        for v in Variant::ALL {
            for name in std::iter::once(v.name()).chain(v.aliases().iter().copied()) {
                assert_eq!(name.parse::<Variant>(), Ok(v), "{name}");
                assert!(seen.insert(name), "{name} names two variants");
            }
        }
        assert_eq!("American Checkers".parse::<Variant>(), Ok(Variant::English));
        assert_eq!("pool_checkers".parse::<Variant>(), Ok(Variant::Pool));
        assert!("chess".parse::<Variant>().is_err());
    }
}
