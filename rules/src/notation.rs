//! Squares and moves as text: parse, then resolve.
//!
//! `"11x18x25".parse::<MoveText>()` fails only on syntax; [`Position::resolve`] turns the text into
//! a legal move, or says why it is illegal or which full paths an ambiguous shorthand could mean.

use std::fmt;
use std::str::FromStr;

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

impl FromStr for Notation {
    type Err = String;
    fn from_str(s: &str) -> Result<Notation, String> {
        match s.trim().to_ascii_lowercase().as_str() {
            "numeric" | "number" | "numbers" | "n" => Ok(Notation::Numeric),
            "algebraic" | "alg" | "a" => Ok(Notation::Algebraic),
            other => Err(format!(
                "unknown notation '{other}': use numeric or algebraic"
            )),
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

/// Why a square text does not name a square of the variant.
pub(crate) fn square_problem(rules: &Rules, text: SquareText) -> String {
    square_issue(rules, text).to_string()
}

/// Why a square written in a move is not a square of the variant, as data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SquareIssue {
    /// A number in a variant written with algebraic squares.
    NumbersNotUsed {
        /// The variant.
        variant: crate::Variant,
        /// The number given.
        number: u32,
    },
    /// A number past the last square.
    NumberTooHigh {
        /// The variant.
        variant: crate::Variant,
        /// The number given.
        number: u32,
        /// The last square's number.
        max: u32,
    },
    /// A coordinate off the board or on a light square.
    NotPlaying {
        /// The variant.
        variant: crate::Variant,
        /// The square as written.
        square: String,
        /// The last file letter.
        last_file: char,
        /// The board size.
        size: u32,
        /// Only the dark squares are played (diagonal boards).
        dark_only: bool,
    },
}

impl fmt::Display for SquareIssue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SquareIssue::NumbersNotUsed { variant, number } => write!(
                f,
                "{} uses algebraic squares like c3, not numbers like {number}",
                variant.rules().title
            ),
            SquareIssue::NumberTooHigh {
                variant,
                number,
                max,
            } => write!(
                f,
                "{number} is not a square of {}: squares are numbered 1 to {max}",
                variant.rules().title
            ),
            SquareIssue::NotPlaying {
                variant,
                square,
                last_file,
                size,
                dark_only,
            } => {
                let title = variant.rules().title;
                if *dark_only {
                    write!(f, "{square} is not a playing square of {title} (files a-{last_file}, ranks 1-{size}, dark squares only)")
                } else {
                    write!(
                        f,
                        "{square} is not a square of {title} (files a-{last_file}, ranks 1-{size})"
                    )
                }
            }
        }
    }
}

fn square_issue(rules: &Rules, text: SquareText) -> SquareIssue {
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
                square: text.to_string(),
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

/// A move text that is not even shaped like a move.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveTextError {
    /// Nothing was given.
    #[error("no move given: write a move like 11-15, 11x18 or c3-d4")]
    Empty,
    /// Far too long to be a move.
    #[error("that is too long to be a move")]
    TooLong,
    /// A piece that is not a square.
    #[error("'{part}' is not a square in '{text}': write a move like 11-15, 11x18 or c3-d4")]
    BadSquare {
        /// The whole text (trimmed).
        text: String,
        /// The offending part.
        part: String,
    },
    /// Only one square.
    #[error("'{text}' names only one square: a move needs a start and an end, like 11-15")]
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

/// Why a well-formed move text is not a move here.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ResolveError {
    /// A square that the variant does not have.
    #[error("{0}")]
    NoSuchSquare(SquareIssue),
    /// Not a legal move, with the reason.
    #[error("illegal move {text}: {reason}")]
    Illegal {
        /// The text as understood.
        text: String,
        /// Why, as data (front ends put it into words; `Display` is the English of the CLI).
        reason: IllegalReason,
    },
    /// A shorthand that fits several different moves.
    #[error("{text} is ambiguous: write the full path, one of {}", candidates.join(", "))]
    Ambiguous {
        /// The text as understood.
        text: String,
        /// Full paths of every matching move.
        candidates: Vec<String>,
    },
}

/// Why a move is not legal, as data: the squares and moves a front end needs to say it in
/// any language. Move lists hold every legal move in the game's default notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IllegalReason {
    /// The side to move has no legal move at all.
    NoLegalMove {
        /// The side to move.
        turn: Color,
    },
    /// The start square is empty.
    NoPiece {
        /// The start square's name.
        square: String,
    },
    /// The piece on the start square belongs to the other side.
    NotYourPiece {
        /// The start square's name.
        square: String,
        /// Whose piece it is.
        owner: Color,
    },
    /// The move's ends exist, but not by the path written.
    WrongPath {
        /// The paths this move can take.
        paths: Vec<String>,
    },
    /// A capture was written, but a longer sequence must be completed (free priority).
    MustComplete {
        /// The legal moves.
        legal: Vec<String>,
    },
    /// A king can capture, so a king must capture.
    KingMustCapture {
        /// The legal moves.
        legal: Vec<String>,
    },
    /// The capture must take the most pieces.
    MustTakeMost {
        /// How many pieces the best capture takes.
        count: usize,
        /// The legal moves.
        legal: Vec<String>,
    },
    /// The capture must take the highest value (Frisian: a king counts more than a man, less
    /// than two; at equal value a king captures).
    MustTakeHighestValue {
        /// The legal moves.
        legal: Vec<String>,
    },
    /// A king that has made its limit of moves in a row must rest while its side has men
    /// (Frisian).
    KingMustRest {
        /// The king's square.
        square: String,
        /// How many moves in a row it made.
        moves: usize,
        /// The legal moves.
        legal: Vec<String>,
    },
    /// A simple move was written while a capture is compulsory.
    CaptureCompulsory {
        /// The legal moves.
        legal: Vec<String>,
    },
    /// The piece on the start square has no move.
    PieceCannotMove {
        /// The start square's name.
        square: String,
        /// The legal moves.
        legal: Vec<String>,
    },
    /// The piece can move, but not there.
    NotThere {
        /// The start square's name.
        square: String,
        /// The moves of that piece.
        from_here: Vec<String>,
    },
    /// The move is not among the position's moves (a move built elsewhere).
    NotAvailable,
}

fn english_list(moves: &[String]) -> String {
    const SHOWN: usize = 12;
    let mut names: Vec<String> = moves.iter().take(SHOWN).cloned().collect();
    if moves.len() > SHOWN {
        names.push(format!("and {} more", moves.len() - SHOWN));
    }
    names.join(", ")
}

impl fmt::Display for IllegalReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IllegalReason::NoLegalMove { turn } => write!(f, "{turn} has no legal move"),
            IllegalReason::NoPiece { square } => write!(f, "there is no piece on {square}"),
            IllegalReason::NotYourPiece { square, owner } => write!(
                f,
                "the piece on {square} is {owner}'s, and it is {}'s turn",
                owner.opposite()
            ),
            IllegalReason::WrongPath { paths } => write!(
                f,
                "that path is not one this move can take; write it as {}",
                english_list(paths)
            ),
            IllegalReason::MustComplete { legal } => write!(
                f,
                "a capture sequence must be completed — legal moves: {}",
                english_list(legal)
            ),
            IllegalReason::KingMustCapture { legal } => write!(
                f,
                "a king can capture, so a king must capture — legal moves: {}",
                english_list(legal)
            ),
            IllegalReason::MustTakeMost { count, legal } => write!(
                f,
                "the capture must take the most pieces ({count}) — legal moves: {}",
                english_list(legal)
            ),
            IllegalReason::MustTakeHighestValue { legal } => write!(
                f,
                "the capture must take the highest value (a king counts more than a man, less \
than two; at equal value a king captures) — legal moves: {}",
                english_list(legal)
            ),
            IllegalReason::KingMustRest {
                square,
                moves,
                legal,
            } => write!(
                f,
                "the king on {square} has made {moves} moves in a row, and while you have men \
it must rest a move — legal moves: {}",
                english_list(legal)
            ),
            IllegalReason::CaptureCompulsory { legal } => write!(
                f,
                "a capture is compulsory — legal moves: {}",
                english_list(legal)
            ),
            IllegalReason::PieceCannotMove { square, legal } => write!(
                f,
                "the piece on {square} cannot move — legal moves: {}",
                english_list(legal)
            ),
            IllegalReason::NotThere { square, from_here } => {
                write!(f, "legal moves from {square}: {}", english_list(from_here))
            }
            IllegalReason::NotAvailable => {
                f.write_str("that move is not available in this position")
            }
        }
    }
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

fn names(rules: &Rules, moves: &[&MoveDetail], notation: Notation) -> Vec<String> {
    moves
        .iter()
        .map(|d| move_text(rules, d, notation))
        .collect()
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
        let shown = path_text(rules, &squares, text.capture, notation);
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
                reason: self.why_illegal(&squares, text.capture, &all, notation),
                text: shown,
            }),
            _ => Err(ResolveError::Ambiguous {
                text: shown,
                candidates: found
                    .iter()
                    .map(|d| move_text(rules, d, notation))
                    .collect(),
            }),
        }
    }

    /// Parse and resolve in one step.
    ///
    /// # Errors
    /// A readable message for malformed text or an unresolvable move.
    pub fn parse_move(&self, text: &str) -> Result<MoveDetail, String> {
        let parsed: MoveText = text.parse().map_err(|e: MoveTextError| e.to_string())?;
        self.resolve(&parsed).map_err(|e| e.to_string())
    }

    fn why_illegal(
        &self,
        squares: &[Square],
        written_capture: bool,
        all: &[MoveDetail],
        notation: Notation,
    ) -> IllegalReason {
        let rules = self.rules();
        // In the huff games capturing is not forced: faulty moves are allowed too, so they are
        // what a refused move is compared with, and "a capture is compulsory" is never the reason.
        let legal: Vec<&MoveDetail> = all
            .iter()
            .filter(|d| !d.faulty || !rules.capture_forced)
            .collect();
        let from = squares[0];
        let from_name = square_name(rules, from, notation);
        let turn = self.turn();
        if legal.is_empty() {
            return IllegalReason::NoLegalMove { turn };
        }
        match self.piece_at(from) {
            None => return IllegalReason::NoPiece { square: from_name },
            Some(p) if p.color != turn => {
                return IllegalReason::NotYourPiece {
                    square: from_name,
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
                paths: names(rules, &same_ends, notation),
            };
        }
        if captures {
            let would_capture = written_capture || squares.len() > 2;
            let n_max = legal.iter().map(|d| d.mv.captured.len()).max().unwrap_or(0);
            let legal = names(rules, &legal, notation);
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
                    square: from_name,
                    moves: usize::from(limit.moves),
                    legal: names(rules, &legal, notation),
                };
            }
        }
        if from_here.is_empty() {
            return IllegalReason::PieceCannotMove {
                square: from_name,
                legal: names(rules, &legal, notation),
            };
        }
        IllegalReason::NotThere {
            square: from_name,
            from_here: names(rules, &from_here, notation),
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
