//! Squares and moves as text: parse, then resolve.
//!
//! `"11x18x25".parse::<MoveText>()` fails only on syntax; [`Position::resolve`] turns the text into
//! a legal move, or says why it is illegal or which full paths an ambiguous shorthand could mean.

use std::fmt;
use std::str::FromStr;

use crate::game::GameError;
use crate::geometry::Geometry;
use crate::position::{MoveDetail, Position};
use crate::types::{Color, Square};
use crate::variant::{Rules, Variant};

/// How squares are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Notation {
    /// PDN numbers (`11-15`), where the variant has a numbering; algebraic otherwise.
    Numeric,
    /// Coordinates (`c3-d4`).
    Algebraic,
}

/// A notation name that is neither `numeric` nor `algebraic`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown notation '{given}' (numeric or algebraic)")]
pub struct UnknownNotation {
    /// What was given (trimmed, lower case).
    pub given: String,
}

impl FromStr for Notation {
    type Err = UnknownNotation;
    fn from_str(s: &str) -> Result<Notation, UnknownNotation> {
        match s.trim().to_ascii_lowercase().as_str() {
            "numeric" | "number" | "numbers" | "n" => Ok(Notation::Numeric),
            "algebraic" | "alg" | "a" => Ok(Notation::Algebraic),
            other => Err(UnknownNotation {
                given: other.chars().take(40).collect(),
            }),
        }
    }
}

/// A square as typed: a number or a coordinate, not yet checked against a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SquareText {
    /// `11`
    Number(u16),
    /// `c3` (0-based file and rank)
    Coord {
        /// 0-based file.
        file: u8,
        /// 0-based rank.
        rank: u8,
    },
}

impl fmt::Display for SquareText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            SquareText::Number(n) => write!(f, "{n}"),
            SquareText::Coord { file, rank } => {
                write!(f, "{}{}", char::from(b'a' + file), u16::from(rank) + 1)
            }
        }
    }
}

impl SquareText {
    /// Parse one square (`11`, `c3`, `J10`). Returns `None` on anything else.
    #[must_use]
    pub fn parse(text: &str) -> Option<SquareText> {
        let t = text.trim();
        let mut chars = t.chars();
        let first = chars.next()?;
        if first.is_ascii_digit() {
            if t.len() > 3 || !t.chars().all(|c| c.is_ascii_digit()) {
                return None;
            }
            return t.parse().ok().map(SquareText::Number);
        }
        let file = first.to_ascii_lowercase();
        if !file.is_ascii_lowercase() || file > 'z' {
            return None;
        }
        let rest = chars.as_str();
        if rest.is_empty() || rest.len() > 2 || !rest.chars().all(|c| c.is_ascii_digit()) {
            return None;
        }
        let rank: u8 = rest.parse().ok()?;
        if rank == 0 {
            return None;
        }
        Some(SquareText::Coord {
            file: file as u8 - b'a',
            rank: rank - 1,
        })
    }

    /// The board square this text names in `rules`' variant, if it is a playing square there.
    #[must_use]
    pub fn resolve(self, rules: &Rules) -> Option<Square> {
        let layout = rules.layout();
        match self {
            SquareText::Number(n) => rules
                .numbering
                .and_then(|numbering| layout.from_number(n, numbering)),
            SquareText::Coord { file, rank } => layout.square(file, rank),
        }
    }
}

/// Why a square written in a move or a FEN is not a square of the variant, as data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SquareIssue {
    /// A number in a variant written with algebraic squares.
    NumbersNotUsed {
        /// The variant.
        variant: Variant,
        /// The number given.
        number: u32,
    },
    /// A number past the last square.
    NumberTooHigh {
        /// The variant.
        variant: Variant,
        /// The number given.
        number: u32,
        /// The last square's number.
        max: u32,
    },
    /// A coordinate off the board or on a light square.
    NotPlaying {
        /// The variant.
        variant: Variant,
        /// The square as written.
        square: SquareText,
        /// The last file letter.
        last_file: char,
        /// The board size.
        size: u32,
        /// Only the dark squares are played (diagonal boards).
        dark_only: bool,
    },
}

impl SquareIssue {
    /// The variant whose board lacks the square.
    #[must_use]
    pub fn variant(&self) -> Variant {
        match *self {
            SquareIssue::NumbersNotUsed { variant, .. }
            | SquareIssue::NumberTooHigh { variant, .. }
            | SquareIssue::NotPlaying { variant, .. } => variant,
        }
    }

    /// The square as written (`99`, `i9`).
    #[must_use]
    pub fn written(&self) -> String {
        match self {
            SquareIssue::NumbersNotUsed { number, .. }
            | SquareIssue::NumberTooHigh { number, .. } => number.to_string(),
            SquareIssue::NotPlaying { square, .. } => square.to_string(),
        }
    }
}

pub(crate) fn square_issue(rules: &Rules, text: SquareText) -> SquareIssue {
    let variant = Variant::ALL
        .into_iter()
        .find(|v| v.rules().name == rules.name)
        .unwrap_or(Variant::Spanish);
    match text {
        SquareText::Number(n) if rules.numbering.is_none() => SquareIssue::NumbersNotUsed {
            variant,
            number: n.into(),
        },
        SquareText::Number(n) => SquareIssue::NumberTooHigh {
            variant,
            number: n.into(),
            max: rules.layout().squares.into(),
        },
        SquareText::Coord { .. } => {
            let size = rules.layout().size;
            SquareIssue::NotPlaying {
                variant,
                square: text,
                last_file: char::from(b'a' + size - 1),
                size: size.into(),
                dark_only: matches!(rules.geometry, Geometry::Diagonal { .. }),
            }
        }
    }
}

/// The name of `sq` in `notation` (numeric falls back to algebraic where the variant has no
/// numbering).
#[must_use]
pub fn square_name(rules: &Rules, sq: Square, notation: Notation) -> String {
    let layout = rules.layout();
    match (notation, rules.numbering) {
        (Notation::Numeric, Some(numbering)) => layout.number(sq, numbering).to_string(),
        _ => layout.algebraic(sq),
    }
}

/// A move as typed, checked for syntax only.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MoveText {
    /// The squares given, from first to last (at least two).
    pub squares: Vec<SquareText>,
    /// Whether it was written as a capture (`x` or `:`).
    pub capture: bool,
}

/// A move text that is not even shaped like a move. `Display` is a terse technical form (logs,
/// the engine protocol); front ends put it into their own words.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveTextError {
    /// Nothing was given.
    #[error("empty move text")]
    Empty,
    /// Far too long to be a move.
    #[error("move text too long")]
    TooLong,
    /// A piece that is not a square.
    #[error("'{part}' is not a square in move text '{text}'")]
    BadSquare {
        /// The whole text (trimmed).
        text: String,
        /// The offending part.
        part: String,
    },
    /// Only one square.
    #[error("move text '{text}' names only one square")]
    OneSquare {
        /// The whole text (trimmed).
        text: String,
    },
}

const DASHES: &[char] = &[
    '\u{2010}', '\u{2011}', '\u{2012}', '\u{2013}', '\u{2014}', '\u{2015}', '\u{2212}', '\u{FE63}',
    '\u{FF0D}',
];

impl FromStr for MoveText {
    type Err = MoveTextError;

    fn from_str(s: &str) -> Result<MoveText, MoveTextError> {
        let trimmed = s.trim();
        if trimmed.is_empty() {
            return Err(MoveTextError::Empty);
        }
        if trimmed.chars().count() > 120 {
            return Err(MoveTextError::TooLong);
        }
        // One normalised copy (separators unified, spaces dropped), then slices of it.
        let mut capture = false;
        let mut norm = String::with_capacity(trimmed.len());
        for c in trimmed.chars() {
            match c {
                c if DASHES.contains(&c) || c == '-' => norm.push('-'),
                'x' | 'X' | ':' | '\u{d7}' => {
                    capture = true;
                    norm.push('x');
                }
                c if c.is_whitespace() => {}
                c => norm.push(c),
            }
        }
        // A trailing `*`, `+`, `!` or `?` annotation is tolerated.
        let norm = norm.trim_end_matches(['*', '+', '!', '?']);
        let mut squares = Vec::with_capacity(4);
        for part in norm.split(['-', 'x']) {
            match SquareText::parse(part) {
                Some(sq) => squares.push(sq),
                None => {
                    return Err(MoveTextError::BadSquare {
                        text: trimmed.to_string(),
                        part: if part.is_empty() {
                            "(nothing)".into()
                        } else {
                            part.to_string()
                        },
                    })
                }
            }
        }
        if squares.len() < 2 {
            return Err(MoveTextError::OneSquare {
                text: trimmed.to_string(),
            });
        }
        Ok(MoveText { squares, capture })
    }
}

impl fmt::Display for MoveText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sep = if self.capture { "x" } else { "-" };
        let parts: Vec<String> = self.squares.iter().map(ToString::to_string).collect();
        f.write_str(&parts.join(sep))
    }
}

/// A move as written, its squares found on the board: what a refusal echoes back. Its
/// `Display` is the path in the notation it was written in (`9-13`, `c3xe5`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WrittenMove {
    /// The variant whose board the squares are on.
    pub variant: Variant,
    /// The notation the move was written in; a refusal names squares and moves in it.
    pub notation: Notation,
    /// The squares given, first to last.
    pub path: Vec<Square>,
    /// Whether it was written as a capture.
    pub capture: bool,
}

impl fmt::Display for WrittenMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&path_text(
            self.variant.rules(),
            &self.path,
            self.capture,
            self.notation,
        ))
    }
}

/// Why a well-formed move text is not a move here, as data. `Display` is a terse technical form
/// (logs, the engine protocol); front ends say why in their own words from the payload.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ResolveError {
    /// A square that the variant does not have.
    #[error("{} is not a square of {}", .0.written(), .0.variant())]
    NoSuchSquare(SquareIssue),
    /// Not a legal move, with the reason.
    #[error("illegal move {written}")]
    Illegal {
        /// The move as understood.
        written: WrittenMove,
        /// Why, as data (squares and moves, named in `written.notation`).
        reason: IllegalReason,
    },
    /// A shorthand that fits several different moves.
    #[error("ambiguous move {written}")]
    Ambiguous {
        /// The move as understood.
        written: WrittenMove,
        /// Every matching move, with its full path.
        candidates: Vec<MoveDetail>,
    },
}

/// Why a move is not legal, as data: the squares and moves a front end needs to say it in any
/// language (in the notation the move was written in, [`WrittenMove::notation`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IllegalReason {
    /// The side to move has no legal move at all.
    NoLegalMove {
        /// The side to move.
        turn: Color,
    },
    /// The start square is empty.
    NoPiece {
        /// The start square.
        square: Square,
    },
    /// The piece on the start square belongs to the other side.
    NotYourPiece {
        /// The start square.
        square: Square,
        /// Whose piece it is.
        owner: Color,
    },
    /// The move's ends exist, but not by the path written.
    WrongPath {
        /// The moves joining those ends, each with its path.
        paths: Vec<MoveDetail>,
    },
    /// A capture was written, but a longer sequence must be completed (free priority).
    MustComplete {
        /// The legal moves.
        legal: Vec<MoveDetail>,
    },
    /// A king can capture, so a king must capture.
    KingMustCapture {
        /// The legal moves.
        legal: Vec<MoveDetail>,
    },
    /// The capture must take the most pieces.
    MustTakeMost {
        /// How many pieces the best capture takes.
        count: usize,
        /// The legal moves.
        legal: Vec<MoveDetail>,
    },
    /// The capture must take the highest value (Frisian: a king counts more than a man, less
    /// than two; at equal value a king captures).
    MustTakeHighestValue {
        /// The legal moves.
        legal: Vec<MoveDetail>,
    },
    /// A king that has made its limit of moves in a row must rest while its side has men
    /// (Frisian).
    KingMustRest {
        /// The king's square.
        square: Square,
        /// How many moves in a row it made.
        moves: usize,
        /// The legal moves.
        legal: Vec<MoveDetail>,
    },
    /// A simple move was written while a capture is compulsory.
    CaptureCompulsory {
        /// The legal moves.
        legal: Vec<MoveDetail>,
    },
    /// The piece on the start square has no move.
    PieceCannotMove {
        /// The start square.
        square: Square,
        /// The legal moves.
        legal: Vec<MoveDetail>,
    },
    /// The piece can move, but not there.
    NotThere {
        /// The start square.
        square: Square,
        /// The moves of that piece.
        from_here: Vec<MoveDetail>,
    },
    /// The move is not among the position's moves (a move built elsewhere).
    NotAvailable,
}

/// Write a path of squares with `-` (simple move) or `x` (capture).
#[must_use]
pub fn path_text(rules: &Rules, path: &[Square], capture: bool, notation: Notation) -> String {
    let sep = if capture { "x" } else { "-" };
    path.iter()
        .map(|&s| square_name(rules, s, notation))
        .collect::<Vec<_>>()
        .join(sep)
}

/// Full notation of a move (every landing square of a capture).
#[must_use]
pub fn move_text(rules: &Rules, detail: &MoveDetail, notation: Notation) -> String {
    path_text(rules, &detail.path, detail.mv.is_capture(), notation)
}

/// Short notation (`from-to` / `fromxto`).
#[must_use]
pub fn short_text(rules: &Rules, detail: &MoveDetail, notation: Notation) -> String {
    path_text(
        rules,
        &[detail.mv.from, detail.mv.to],
        detail.mv.is_capture(),
        notation,
    )
}

fn owned(moves: &[&MoveDetail]) -> Vec<MoveDetail> {
    moves.iter().map(|&d| d.clone()).collect()
}

impl Position {
    /// Resolve a move text against this position. In huff games, faulty moves (a capture skipped
    /// or cut short) resolve too, marked [`MoveDetail::faulty`].
    ///
    /// # Errors
    /// [`ResolveError`] when a square does not exist, no move matches (with the reason), or a
    /// shorthand matches several different moves (with their full paths).
    pub fn resolve(&self, text: &MoveText) -> Result<MoveDetail, ResolveError> {
        self.resolve_with(text, None)
    }

    /// [`Position::resolve`] with the legal moves already at hand (as [`crate::Game`] keeps them).
    ///
    /// # Errors
    /// As [`Position::resolve`].
    pub fn resolve_with(
        &self,
        text: &MoveText,
        legal: Option<&[crate::Move]>,
    ) -> Result<MoveDetail, ResolveError> {
        let rules = self.rules();
        let notation = if text
            .squares
            .iter()
            .any(|s| matches!(s, SquareText::Number(_)))
        {
            Notation::Numeric
        } else {
            Notation::Algebraic
        };
        let mut squares = Vec::with_capacity(text.squares.len());
        for &st in &text.squares {
            match st.resolve(rules) {
                Some(sq) => squares.push(sq),
                None => return Err(ResolveError::NoSuchSquare(square_issue(rules, st))),
            }
        }
        // Fast path: look only at the proper legal moves joining the first and last squares,
        // and search paths for those alone. Faulty moves (huff games) and every refusal go the
        // slow way below, which also explains itself.
        let legal = match legal {
            Some(l) => std::borrow::Cow::Borrowed(l),
            None => std::borrow::Cow::Owned(self.legal_moves()),
        };
        let (from, to) = (squares[0], squares[squares.len() - 1]);
        let mut matching: Vec<MoveDetail> = Vec::new();
        for mv in legal.iter().filter(|m| m.from == from && m.to == to) {
            let mut detail = if mv.is_capture() {
                match self.capture_detail(mv) {
                    Some(d) => d,
                    None => continue,
                }
            } else {
                MoveDetail {
                    mv: *mv,
                    path: vec![from, to],
                    captures: Vec::new(),
                    alternatives: Vec::new(),
                    faulty: false,
                }
            };
            if squares.len() == 2 || detail.path == squares {
                matching.push(detail);
            } else if let Some(i) = detail.alternatives.iter().position(|p| *p == squares) {
                std::mem::swap(&mut detail.path, &mut detail.alternatives[i]);
                matching.push(detail);
            }
        }
        // Two typed squares are a shorthand, but also the full path of a one-jump capture: when
        // one move's path is exactly what was typed, it is that move (else it could not be
        // written at all beside a longer capture with the same ends, in the free-choice games).
        if matching.len() > 1 {
            matching.retain(|d| d.path == squares);
        }
        if matching.len() == 1 {
            return Ok(matching.remove(0));
        }
        let all = self.details(!rules.capture_forced);
        let matches = |d: &MoveDetail| -> bool {
            if squares.len() == 2 && d.mv.from == squares[0] && d.mv.to == squares[1] {
                return true;
            }
            d.path == squares || d.alternatives.iter().any(|p| p == &squares)
        };
        let found: Vec<&MoveDetail> = all.iter().filter(|d| matches(d)).collect();
        // Prefer proper moves over faulty ones when both match (huff games).
        let proper: Vec<&MoveDetail> = found.iter().copied().filter(|d| !d.faulty).collect();
        let found = if proper.is_empty() { found } else { proper };
        let exact: Vec<&MoveDetail> = found
            .iter()
            .copied()
            .filter(|d| d.path == squares)
            .collect();
        let found = if found.len() > 1 && exact.len() == 1 {
            exact
        } else {
            found
        };
        match found.len() {
            1 => {
                let mut d = found[0].clone();
                // Keep the path the player wrote when it is one of the move's paths.
                if let Some(i) = d.alternatives.iter().position(|p| *p == squares) {
                    std::mem::swap(&mut d.path, &mut d.alternatives[i]);
                }
                Ok(d)
            }
            0 => Err(ResolveError::Illegal {
                reason: self.why_illegal(&squares, text.capture, &all),
                written: WrittenMove {
                    variant: self.variant(),
                    notation,
                    path: squares,
                    capture: text.capture,
                },
            }),
            _ => Err(ResolveError::Ambiguous {
                candidates: owned(&found),
                written: WrittenMove {
                    variant: self.variant(),
                    notation,
                    path: squares,
                    capture: text.capture,
                },
            }),
        }
    }

    /// Parse and resolve in one step.
    ///
    /// # Errors
    /// [`GameError::Malformed`] for text that is not shaped like a move,
    /// [`GameError::Resolve`] for a move that does not resolve here.
    pub fn parse_move(&self, text: &str) -> Result<MoveDetail, GameError> {
        let parsed: MoveText = text.parse()?;
        Ok(self.resolve(&parsed)?)
    }

    fn why_illegal(
        &self,
        squares: &[Square],
        written_capture: bool,
        all: &[MoveDetail],
    ) -> IllegalReason {
        let rules = self.rules();
        // In the huff games capturing is not forced: faulty moves are allowed too, so they are
        // what a refused move is compared with, and "a capture is compulsory" is never the reason.
        let legal: Vec<&MoveDetail> = all
            .iter()
            .filter(|d| !d.faulty || !rules.capture_forced)
            .collect();
        let from = squares[0];
        let turn = self.turn();
        if legal.is_empty() {
            return IllegalReason::NoLegalMove { turn };
        }
        match self.piece_at(from) {
            None => return IllegalReason::NoPiece { square: from },
            Some(p) if p.color != turn => {
                return IllegalReason::NotYourPiece {
                    square: from,
                    owner: p.color,
                }
            }
            Some(_) => {}
        }
        let captures = rules.capture_forced && legal.iter().any(|d| d.mv.is_capture());
        let from_here: Vec<&MoveDetail> = legal
            .iter()
            .copied()
            .filter(|d| d.mv.from == from)
            .collect();
        let to = squares[squares.len() - 1];
        let same_ends: Vec<&MoveDetail> = from_here
            .iter()
            .copied()
            .filter(|d| d.mv.to == to)
            .collect();
        if !same_ends.is_empty() {
            return IllegalReason::WrongPath {
                paths: owned(&same_ends),
            };
        }
        if captures {
            let would_capture = written_capture || squares.len() > 2;
            let n_max = legal.iter().map(|d| d.mv.captured.len()).max().unwrap_or(0);
            let legal = owned(&legal);
            return if would_capture {
                match rules.priority {
                    crate::variant::CapturePriority::Free => IllegalReason::MustComplete { legal },
                    crate::variant::CapturePriority::KingFirst => {
                        IllegalReason::KingMustCapture { legal }
                    }
                    crate::variant::CapturePriority::Value { .. } => {
                        IllegalReason::MustTakeHighestValue { legal }
                    }
                    _ => IllegalReason::MustTakeMost {
                        count: n_max,
                        legal,
                    },
                }
            } else {
                IllegalReason::CaptureCompulsory { legal }
            };
        }
        if let (Some(barred), Some(limit)) = (self.barred_king(), rules.king_move_limit) {
            if barred == from {
                return IllegalReason::KingMustRest {
                    square: from,
                    moves: usize::from(limit.moves),
                    legal: owned(&legal),
                };
            }
        }
        if from_here.is_empty() {
            return IllegalReason::PieceCannotMove {
                square: from,
                legal: owned(&legal),
            };
        }
        IllegalReason::NotThere {
            square: from,
            from_here: owned(&from_here),
        }
    }
}

/// The side a FEN letter names.
pub(crate) fn color_letter(c: char) -> Option<Color> {
    match c.to_ascii_uppercase() {
        'W' => Some(Color::White),
        'B' => Some(Color::Black),
        _ => None,
    }
}
