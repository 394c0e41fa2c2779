//! A game: the start, the moves, and the result with its reason.
//!
//! [`Game`] applies the draw rules of the variant after every move (threefold repetition, the
//! quiet-move rule, Spanish three kings against one, Turkish king against king), declares a win
//! when the side to move has no pieces or is **blocked** (has pieces but no move), and runs the
//! huff games' faulty-move detection and the huff action.

use std::fmt;

use crate::geometry::Geometry;
use crate::notation::{move_text, square_name, MoveText, Notation, ResolveError};
use crate::position::{MoveDetail, Position};
use crate::types::{Color, Square, SquareSet};
use crate::variant::Variant;

/// How a game was won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WinReason {
    /// The loser has no pieces left.
    NoPieces,
    /// The loser has pieces but no move.
    Blocked,
    /// The loser resigned.
    Resignation,
}

/// How a game was drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DrawReason {
    /// Both players agreed.
    Agreement,
    /// The same position with the same side to move occurred a third time.
    Repetition,
    /// Spanish: 40 successive king moves without a capture.
    KingMoves,
    /// Spanish: three kings could not beat a lone king in 13 moves.
    ThreeKings,
    /// Turkish: a lone king against a lone king.
    KingVsKing,
    /// No capture and no man move for the variant's number of plies.
    NoProgress,
}

/// The end of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// One side won.
    Win {
        /// The winner.
        winner: Color,
        /// Why.
        reason: WinReason,
    },
    /// Drawn.
    Draw(DrawReason),
}

impl Outcome {
    /// The winner, if any.
    #[must_use]
    pub fn winner(self) -> Option<Color> {
        match self {
            Outcome::Win { winner, .. } => Some(winner),
            Outcome::Draw(_) => None,
        }
    }

    /// The PDN result token (`2-0`, `0-2`, `1-1`; `1-0`, `0-1`, `1/2-1/2` for English).
    #[must_use]
    pub fn pdn_result(self, variant: Variant) -> &'static str {
        let english = variant == Variant::English;
        match (self.winner(), english) {
            (Some(Color::White), false) => "2-0",
            (Some(Color::Black), false) => "0-2",
            (None, false) => "1-1",
            (Some(Color::White), true) => "1-0",
            (Some(Color::Black), true) => "0-1",
            (None, true) => "1/2-1/2",
        }
    }

    /// A sentence for players: `White wins — Black is blocked.`
    #[must_use]
    pub fn sentence(self, variant: Variant) -> String {
        match self {
            Outcome::Win { winner, reason } => {
                let loser = winner.opposite();
                match reason {
                    WinReason::NoPieces => format!("{winner} wins — all {loser} pieces captured."),
                    WinReason::Blocked => format!("{winner} wins — {loser} is blocked."),
                    WinReason::Resignation => format!("{loser} resigned — {winner} wins."),
                }
            }
            Outcome::Draw(DrawReason::Agreement) => "Draw by agreement.".into(),
            Outcome::Draw(DrawReason::Repetition) => "Draw — threefold repetition.".into(),
            Outcome::Draw(DrawReason::KingMoves) => {
                "Draw — 40 king moves without a capture.".into()
            }
            Outcome::Draw(DrawReason::ThreeKings) => {
                "Draw — three kings could not beat one in 13 moves.".into()
            }
            Outcome::Draw(DrawReason::KingVsKing) => "Draw — king against king.".into(),
            Outcome::Draw(DrawReason::NoProgress) => {
                let plies = variant.rules().quiet.plies;
                format!("Draw — no progress ({plies} moves without a capture or a man move).")
            }
        }
    }
}

impl fmt::Display for Outcome {
    /// The `damero replay` form: `white wins (black is blocked)`, `draw (threefold repetition)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Outcome::Win { winner, reason } => {
                let w = winner.name().to_lowercase();
                let l = winner.opposite().name().to_lowercase();
                match reason {
                    WinReason::NoPieces => write!(f, "{w} wins (no {l} pieces left)"),
                    WinReason::Blocked => write!(f, "{w} wins ({l} is blocked)"),
                    WinReason::Resignation => write!(f, "{w} wins ({l} resigned)"),
                }
            }
            Outcome::Draw(reason) => f.write_str(match reason {
                DrawReason::Agreement => "draw (agreement)",
                DrawReason::Repetition => "draw (threefold repetition)",
                DrawReason::KingMoves => "draw (40 king moves without a capture)",
                DrawReason::ThreeKings => "draw (three kings against one, 13 moves)",
                DrawReason::KingVsKing => "draw (king against king)",
                DrawReason::NoProgress => "draw (no progress)",
            }),
        }
    }
}

/// What a huff game's faulty move gives the opponent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HuffChance {
    /// Who may huff (the side to move).
    pub by: Color,
    /// The offending pieces, any one of which may be removed.
    pub squares: SquareSet,
}

/// One entry of the game record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A move, with who made it.
    Move {
        /// The mover.
        color: Color,
        /// The move and its path.
        detail: MoveDetail,
    },
    /// A huff: `by` removed the opponent's piece on `square`.
    Huff {
        /// The huffer.
        by: Color,
        /// The removed piece's square.
        square: Square,
    },
}

/// Why a game action was refused. The game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GameError {
    /// The game has ended.
    #[error("the game is over: {0}")]
    Over(String),
    /// The move text did not parse.
    #[error(transparent)]
    Malformed(#[from] crate::notation::MoveTextError),
    /// The move did not resolve.
    #[error(transparent)]
    Resolve(#[from] ResolveError),
    /// Huffing when there is nothing to huff.
    #[error("there is nothing to huff: your opponent's last move was not faulty")]
    NoHuff,
    /// Huffing a piece that did not offend.
    #[error("{square} cannot be huffed; you may huff {}", if allowed.is_empty() { "nothing".to_string() } else { allowed.join(" or ") })]
    HuffSquare {
        /// The square asked for.
        square: String,
        /// The squares that may be huffed (empty: nothing may be).
        allowed: Vec<String>,
    },
    /// Huffing in a game without huffing.
    #[error("huffing is only played in the huff games (huff10, huff12)")]
    NotHuffGame,
}

/// A game in progress or finished.
#[derive(Clone, Debug)]
pub struct Game {
    start: Position,
    position: Position,
    events: Vec<Event>,
    /// Hashes of positions since the last irreversible move, the current one last.
    since_irreversible: Vec<u64>,
    quiet_plies: u16,
    three_kings: Option<(Color, u8)>,
    huff: Option<HuffChance>,
    outcome: Option<Outcome>,
    /// The proper legal moves of the current position (kept for resolving and checking moves).
    legal: Vec<crate::Move>,
}

impl Game {
    /// A new game from the variant's starting position.
    #[must_use]
    pub fn new(variant: Variant) -> Game {
        Game::from_position(Position::start(variant))
    }

    /// A new game from any position (the result is set at once if it is already decided).
    #[must_use]
    pub fn from_position(position: Position) -> Game {
        let mut game = Game {
            since_irreversible: vec![position.hash()],
            start: position.clone(),
            position,
            events: Vec::new(),
            quiet_plies: 0,
            three_kings: None,
            huff: None,
            outcome: None,
            legal: Vec::new(),
        };
        game.update_three_kings(None);
        game.position.legal_moves_into(&mut game.legal);
        game.outcome = game.decide();
        game
    }

    /// The variant.
    #[must_use]
    pub fn variant(&self) -> Variant {
        self.position.variant()
    }
    /// The starting position.
    #[must_use]
    pub fn start(&self) -> &Position {
        &self.start
    }
    /// The current position.
    #[must_use]
    pub fn position(&self) -> &Position {
        &self.position
    }
    /// The record: moves and huffs in order.
    #[must_use]
    pub fn events(&self) -> &[Event] {
        &self.events
    }
    /// The moves made so far.
    pub fn moves(&self) -> impl Iterator<Item = &MoveDetail> {
        self.events.iter().filter_map(|e| match e {
            Event::Move { detail, .. } => Some(detail),
            Event::Huff { .. } => None,
        })
    }
    /// The last move, if any.
    #[must_use]
    pub fn last_move(&self) -> Option<&MoveDetail> {
        self.moves().last()
    }
    /// The side to move.
    #[must_use]
    pub fn turn(&self) -> Color {
        self.position.turn()
    }
    /// The result, once the game has ended.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }
    /// The pending huff chance of the side to move, if the opponent's last move was faulty.
    #[must_use]
    pub fn huff_chance(&self) -> Option<HuffChance> {
        self.huff
    }
    /// Plies since the last capture or man move.
    #[must_use]
    pub fn quiet_plies(&self) -> u16 {
        self.quiet_plies
    }
    /// Hashes of the positions since the last irreversible move, oldest first, **the current
    /// position included as the last entry** (for repetition-aware search).
    #[must_use]
    pub fn repetition_hashes(&self) -> &[u64] {
        &self.since_irreversible
    }
    /// Spanish three-kings count: the strong side and the moves it has made since it began.
    #[must_use]
    pub fn three_kings_count(&self) -> Option<(Color, u8)> {
        self.three_kings
    }

    fn ensure_ongoing(&self) -> Result<(), GameError> {
        match self.outcome {
            Some(o) => Err(GameError::Over(o.sentence(self.variant()))),
            None => Ok(()),
        }
    }

    /// Resolve a move text for the side to move (faulty moves included in huff games).
    ///
    /// # Errors
    /// [`GameError`] if the game is over or the text is malformed or not a move here.
    pub fn resolve(&self, text: &str) -> Result<MoveDetail, GameError> {
        self.ensure_ongoing()?;
        let parsed: MoveText = text.parse()?;
        Ok(self.position.resolve_with(&parsed, Some(&self.legal))?)
    }

    /// Parse, resolve and play a move text.
    ///
    /// # Errors
    /// As [`Game::resolve`]; nothing changes on error.
    pub fn play_text(&mut self, text: &str) -> Result<MoveDetail, GameError> {
        let detail = self.resolve(text)?;
        // `resolve` has just checked the move against this position.
        self.apply(detail.clone());
        Ok(detail)
    }

    /// Play a resolved move (from [`Game::resolve`] or [`Position::details`]).
    ///
    /// # Errors
    /// [`GameError`] if the game is over or the move is not available; nothing changes on error.
    pub fn play(&mut self, detail: MoveDetail) -> Result<(), GameError> {
        self.ensure_ongoing()?;
        let rules = self.position.rules();
        let proper = self.legal.contains(&detail.mv);
        let faulty_ok = !proper
            && !rules.capture_forced
            && self
                .position
                .details(true)
                .iter()
                .any(|d| d.mv == detail.mv);
        if !proper && !faulty_ok {
            let text = move_text(rules, &detail, rules.default_notation());
            return Err(GameError::Resolve(ResolveError::Illegal {
                text,
                reason: crate::notation::IllegalReason::NotAvailable,
            }));
        }
        self.apply(MoveDetail {
            faulty: !proper,
            ..detail
        });
        Ok(())
    }

    /// Play a move already known to be available here (`detail.faulty` tells a faulty huff-game
    /// move from a proper one).
    fn apply(&mut self, detail: MoveDetail) {
        let mover = self.position.turn();
        let moved_king = self.position.kings().contains(detail.mv.from);
        // Huff chance for the opponent when this move was faulty.
        self.huff = detail
            .faulty
            .then(|| self.offenders(&self.position, &detail, mover));
        self.position.play_unchecked(&detail.mv);
        let irreversible = detail.mv.is_capture() || !moved_king;
        if irreversible {
            self.quiet_plies = 0;
            self.since_irreversible.clear();
        } else {
            self.quiet_plies = self.quiet_plies.saturating_add(1);
        }
        self.since_irreversible.push(self.position.hash());
        self.events.push(Event::Move {
            color: mover,
            detail,
        });
        self.update_three_kings(Some(mover));
        self.position.legal_moves_into(&mut self.legal);
        self.outcome = self.decide();
    }

    /// The pieces a faulty move by `mover` lets the opponent huff.
    fn offenders(&self, before: &Position, detail: &MoveDetail, mover: Color) -> HuffChance {
        let legal = before.details(false);
        let squares = if detail.mv.is_capture() {
            // Stopped a sequence while it could still jump: the piece that stopped.
            SquareSet::EMPTY.with(detail.mv.to)
        } else {
            // Skipped a capture: every piece that could have captured, where it stands now.
            legal
                .iter()
                .filter(|d| d.mv.is_capture())
                .map(|d| {
                    if d.mv.from == detail.mv.from {
                        detail.mv.to
                    } else {
                        d.mv.from
                    }
                })
                .collect()
        };
        HuffChance {
            by: mover.opposite(),
            squares,
        }
    }

    /// Huff: the side to move removes one offending piece of the opponent. Not a turn.
    ///
    /// # Errors
    /// [`GameError`] if this is not a huff game, there is no huff chance, or `square` did not
    /// offend; nothing changes on error.
    pub fn huff(&mut self, square: Square) -> Result<(), GameError> {
        self.ensure_ongoing()?;
        if self.position.rules().capture_forced {
            return Err(GameError::NotHuffGame);
        }
        let chance = self.huff.ok_or(GameError::NoHuff)?;
        let rules = self.position.rules();
        let notation = rules.default_notation();
        if !chance.squares.contains(square) || self.position.piece_at(square).is_none() {
            let allowed: Vec<String> = chance
                .squares
                .iter()
                .map(|s| square_name(rules, s, notation))
                .collect();
            return Err(GameError::HuffSquare {
                square: square_name(rules, square, notation),
                allowed,
            });
        }
        self.position.remove_piece(square);
        self.huff = None;
        self.since_irreversible.clear();
        self.since_irreversible.push(self.position.hash());
        self.quiet_plies = 0;
        self.events.push(Event::Huff {
            by: chance.by,
            square,
        });
        self.update_three_kings(None);
        self.position.legal_moves_into(&mut self.legal);
        self.outcome = self.decide();
        Ok(())
    }

    /// Huff by square text (`23`, `c3`).
    ///
    /// # Errors
    /// As [`Game::huff`], plus a square that does not exist.
    pub fn huff_text(&mut self, text: &str) -> Result<Square, GameError> {
        let rules = self.position.rules();
        let sq = crate::notation::SquareText::parse(text)
            .and_then(|t| t.resolve(rules))
            .ok_or_else(|| GameError::HuffSquare {
                square: text.trim().chars().take(20).collect(),
                allowed: self
                    .huff
                    .map(|c| {
                        c.squares
                            .iter()
                            .map(|s| square_name(rules, s, rules.default_notation()))
                            .collect::<Vec<_>>()
                    })
                    .unwrap_or_default(),
            })?;
        self.huff(sq)?;
        Ok(sq)
    }

    /// `color` resigns.
    ///
    /// # Errors
    /// [`GameError::Over`] if the game has already ended.
    pub fn resign(&mut self, color: Color) -> Result<Outcome, GameError> {
        self.ensure_ongoing()?;
        let outcome = Outcome::Win {
            winner: color.opposite(),
            reason: WinReason::Resignation,
        };
        self.outcome = Some(outcome);
        Ok(outcome)
    }

    /// Both players agree to a draw.
    ///
    /// # Errors
    /// [`GameError::Over`] if the game has already ended.
    pub fn agree_draw(&mut self) -> Result<Outcome, GameError> {
        self.ensure_ongoing()?;
        let outcome = Outcome::Draw(DrawReason::Agreement);
        self.outcome = Some(outcome);
        Ok(outcome)
    }

    /// Set a result that the moves alone do not show (from a PDN `Result` tag on import).
    pub(crate) fn set_outcome(&mut self, outcome: Outcome) {
        self.outcome = Some(outcome);
    }

    fn update_three_kings(&mut self, mover: Option<Color>) {
        if self.position.rules().three_kings_vs_one.is_none() {
            return;
        }
        let strong = Color::ALL.into_iter().find(|&c| {
            self.position.count(c) == (0, 3) && self.position.count(c.opposite()) == (0, 1)
        });
        self.three_kings = match (strong, self.three_kings) {
            (None, _) => None,
            (Some(s), Some((c, n))) if s == c => {
                Some((c, if mover == Some(c) { n + 1 } else { n }))
            }
            (Some(s), _) => {
                let on_diagonal = self
                    .position
                    .pieces(s)
                    .iter()
                    .any(|sq| self.on_main_diagonal(sq));
                on_diagonal.then_some((s, 0))
            }
        };
    }

    /// Spanish main diagonal (h1-a8, the "gran diagonal"): the long diagonal of the board.
    fn on_main_diagonal(&self, sq: Square) -> bool {
        let layout = self.position.layout();
        let (f, r) = layout.coords(sq);
        match layout.geometry {
            Geometry::Diagonal {
                a1_playable: false,
                size,
            } => f + r == size - 1,
            Geometry::Diagonal {
                a1_playable: true, ..
            } => f == r,
            Geometry::Orthogonal => false,
        }
    }

    /// The result implied by the current position and counters.
    fn decide(&self) -> Option<Outcome> {
        let pos = &self.position;
        let rules = pos.rules();
        let turn = pos.turn();
        if pos.pieces(turn).is_empty() {
            return Some(Outcome::Win {
                winner: turn.opposite(),
                reason: WinReason::NoPieces,
            });
        }
        if self.legal.is_empty() {
            return Some(Outcome::Win {
                winner: turn.opposite(),
                reason: WinReason::Blocked,
            });
        }
        let current = pos.hash();
        if self
            .since_irreversible
            .iter()
            .filter(|&&h| h == current)
            .count()
            >= 3
        {
            return Some(Outcome::Draw(DrawReason::Repetition));
        }
        if self.quiet_plies >= rules.quiet.plies {
            let reason = if rules.quiet.king_moves {
                DrawReason::KingMoves
            } else {
                DrawReason::NoProgress
            };
            return Some(Outcome::Draw(reason));
        }
        if let (Some(limit), Some((_, n))) = (rules.three_kings_vs_one, self.three_kings) {
            if n >= limit {
                return Some(Outcome::Draw(DrawReason::ThreeKings));
            }
        }
        if rules.king_vs_king && Color::ALL.into_iter().all(|c| pos.count(c) == (0, 1)) {
            return Some(Outcome::Draw(DrawReason::KingVsKing));
        }
        None
    }

    /// Moves so far in full notation.
    #[must_use]
    pub fn move_texts(&self, notation: Notation) -> Vec<String> {
        let rules = self.position.rules();
        self.moves()
            .map(|d| move_text(rules, d, notation))
            .collect()
    }
}
