//! FEN in and out (PDN style: `W:W21,22,K5:B1,2`).
//!
//! Text becomes an unvalidated [`Setup`] (syntax only), which [`Setup::position`] checks against a
//! variant: every square must be a playing square, no square twice, no man on its promotion rank,
//! no more pieces than the variant starts with.

use std::str::FromStr;

use crate::board::Board;
use crate::notation::{color_letter, square_issue, square_name, Notation, SquareIssue, SquareText};
use crate::position::Position;
use crate::types::{Color, Role};
use crate::variant::Variant;
use crate::Bits;

/// A FEN as written, not yet checked against a variant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// Side to move.
    pub turn: Color,
    /// Each side's pieces as typed.
    pub pieces: [Vec<(SquareText, Role)>; 2],
}

/// What is wrong with a FEN, as data: text quoted back is the writer's own. `Display` is a terse
/// technical form (logs, the engine protocol); front ends say it in their own words.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FenError {
    /// Nothing given.
    #[error("empty FEN")]
    Empty,
    /// Too long to be a FEN.
    #[error("FEN too long")]
    TooLong,
    /// The side to move is not `W` or `B`.
    #[error("FEN side to move '{0}' is not W or B")]
    Turn(String),
    /// A piece list that does not start with `W` or `B`.
    #[error("FEN piece list '{0}' does not start with W or B")]
    PieceList(String),
    /// A side's pieces listed twice.
    #[error("FEN lists {0}'s pieces twice")]
    ListedTwice(Color),
    /// An item that is not a square (`11`, `c3`, `K5`).
    #[error("FEN item '{0}' is not a square")]
    NotASquare(String),
    /// A range that is not one (`12-1`, `1-999`, `a-b`).
    #[error("FEN item '{0}' is not a square range")]
    Range(String),
    /// Neither side's pieces are listed.
    #[error("FEN has no piece lists")]
    NoPieceLists,
    /// A square that the variant does not have.
    #[error("FEN square {} is not a square of {}", .0.written(), .0.variant())]
    Square(SquareIssue),
    /// The same square twice.
    #[error("FEN lists {0} twice")]
    Duplicate(SquareText),
    /// A man standing where it would already have been crowned.
    #[error("FEN has a {color} man on {square}, its promotion rank")]
    ManOnPromotionRank {
        /// Whose man.
        color: Color,
        /// Where, as written.
        square: SquareText,
    },
    /// More pieces than the variant has.
    #[error("FEN gives {color} {count} pieces, more than {variant}'s {max}")]
    TooMany {
        /// Whose pieces.
        color: Color,
        /// How many were given.
        count: usize,
        /// The most allowed.
        max: u8,
        /// The variant.
        variant: Variant,
    },
}

/// Text quoted back in an error: at most 40 characters.
fn clipped(text: &str) -> String {
    text.chars().take(40).collect()
}

impl FromStr for Setup {
    type Err = FenError;

    fn from_str(s: &str) -> Result<Setup, FenError> {
        let text = s.trim().trim_matches('"').trim().trim_end_matches('.');
        if text.is_empty() {
            return Err(FenError::Empty);
        }
        if text.len() > 2000 {
            return Err(FenError::TooLong);
        }
        let mut fields = text.split(':').map(str::trim);
        let turn_field = fields.next().unwrap_or("");
        let turn = match turn_field.chars().collect::<Vec<_>>().as_slice() {
            [c] => color_letter(*c).ok_or_else(|| FenError::Turn(clipped(turn_field)))?,
            _ => return Err(FenError::Turn(clipped(turn_field))),
        };
        let mut pieces: [Vec<(SquareText, Role)>; 2] = [Vec::new(), Vec::new()];
        let mut seen = [false; 2];
        for field in fields {
            if field.is_empty() {
                continue;
            }
            let mut chars = field.chars();
            let lead = chars.next().unwrap_or(' ');
            // Move-clock fields some programs append (H0, F1) are ignored.
            if matches!(lead, 'H' | 'F' | 'h' | 'f')
                && chars.as_str().chars().all(|c| c.is_ascii_digit())
            {
                continue;
            }
            let color = color_letter(lead).ok_or_else(|| FenError::PieceList(clipped(field)))?;
            if std::mem::replace(&mut seen[color.index()], true) {
                return Err(FenError::ListedTwice(color));
            }
            for item in chars
                .as_str()
                .split(',')
                .map(str::trim)
                .filter(|i| !i.is_empty())
            {
                // `K` marks a king. A lower-case `k` does too, unless digits follow: `k11` is the
                // square on the k-file of a 12x12 board.
                let king = item.starts_with('K')
                    || (item.starts_with('k')
                        && item[1..]
                            .trim_start()
                            .starts_with(|c: char| c.is_ascii_alphabetic()));
                let (role, sq) = if king {
                    (Role::King, item[1..].trim())
                } else {
                    (Role::Man, item)
                };
                if let Some((a, b)) = sq.split_once('-') {
                    let (Ok(a), Ok(b)) = (a.trim().parse::<u16>(), b.trim().parse::<u16>()) else {
                        return Err(FenError::Range(clipped(item)));
                    };
                    if a > b || b - a > 200 {
                        return Err(FenError::Range(clipped(item)));
                    }
                    pieces[color.index()].extend((a..=b).map(|n| (SquareText::Number(n), role)));
                } else {
                    let parsed =
                        SquareText::parse(sq).ok_or_else(|| FenError::NotASquare(clipped(item)))?;
                    pieces[color.index()].push((parsed, role));
                }
            }
        }
        if !seen[0] && !seen[1] {
            return Err(FenError::NoPieceLists);
        }
        Ok(Setup { turn, pieces })
    }
}

impl Setup {
    /// Check the setup against `variant` and build the position.
    ///
    /// # Errors
    /// [`FenError`] naming the first problem found.
    pub fn position(&self, variant: Variant) -> Result<Position, FenError> {
        let rules = variant.rules();
        let layout = rules.layout();
        let mut board = Board::<u128>::default();
        for color in Color::ALL {
            let list = &self.pieces[color.index()];
            if list.len() > usize::from(rules.max_pieces()) {
                return Err(FenError::TooMany {
                    color,
                    count: list.len(),
                    max: rules.max_pieces(),
                    variant,
                });
            }
            for &(text, role) in list {
                let sq = text
                    .resolve(rules)
                    .ok_or_else(|| FenError::Square(square_issue(rules, text)))?;
                if board.occupied().has(sq.0) {
                    return Err(FenError::Duplicate(text));
                }
                if role == Role::Man && layout.promotion_rank(color).contains(sq) {
                    return Err(FenError::ManOnPromotionRank {
                        color,
                        square: text,
                    });
                }
                let bit = u128::bit(sq.0);
                match color {
                    Color::White => board.white |= bit,
                    Color::Black => board.black |= bit,
                }
                if role == Role::King {
                    board.kings |= bit;
                }
            }
        }
        Ok(Position::from_parts(variant, board, self.turn))
    }
}

impl Position {
    /// Parse and check a FEN for `variant`.
    ///
    /// # Errors
    /// [`FenError`] for malformed text or impossible content.
    pub fn from_fen(variant: Variant, fen: &str) -> Result<Position, FenError> {
        fen.parse::<Setup>()?.position(variant)
    }

    /// The FEN in the variant's default notation.
    #[must_use]
    pub fn fen(&self) -> String {
        self.fen_in(self.rules().default_notation())
    }

    /// The FEN with squares in `notation`.
    #[must_use]
    pub fn fen_in(&self, notation: Notation) -> String {
        let rules = self.rules();
        let layout = self.layout();
        let mut out = String::new();
        out.push(self.turn().letter());
        for color in Color::ALL {
            let mut squares: Vec<_> = self.pieces(color).iter().collect();
            match (notation, rules.numbering) {
                (Notation::Numeric, Some(n)) => squares.sort_by_key(|&s| layout.number(s, n)),
                _ => squares.sort_by_key(|&s| {
                    let (f, r) = layout.coords(s);
                    (r, f)
                }),
            }
            out.push(':');
            out.push(color.letter());
            let items: Vec<String> = squares
                .iter()
                .map(|&s| {
                    let k = if self.kings().contains(s) { "K" } else { "" };
                    format!("{k}{}", square_name(rules, s, notation))
                })
                .collect();
            out.push_str(&items.join(","));
        }
        out
    }
}
