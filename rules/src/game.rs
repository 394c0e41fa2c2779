//! A game: the start, the moves, and the result with its reason.
//!
//! [`Game`] applies the draw rules of the variant after every move (threefold repetition, the
//! variant's move-count rule, its endgame rules: FMJD's 16 and 5 moves against a lone king,
//! Spanish three kings against one, Turkish king against king, ...), declares a win
//! when the side to move has no pieces or is **blocked** (has pieces but no move), and runs the
//! huff games' faulty-move detection and the huff action.

use crate::geometry::Geometry;
use crate::notation::{move_text, square_name, MoveText, Notation, ResolveError, WrittenMove};
use crate::position::{MoveDetail, Position};
use crate::types::{Color, Square, SquareSet};
use crate::variant::{Count, EndgameRule, Material, QuietKind, Variant};

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

/// How a game was drawn. Counts come from the variant's rules ([`crate::Rules::draw_moves`] gives them).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DrawReason {
    /// Both players agreed.
    Agreement,
    /// The same position with the same side to move occurred a third time.
    Repetition,
    /// The variant's king-move rule: so many moves each with only kings moving and no capture
    /// (FMJD 25, Russian/Brazilian 15, Spanish 20, Italian 40).
    KingMoves,
    /// Three kings (Russian: or more) could not beat a lone king in their allotted moves
    /// (Spanish and Pool 13, Russian/Brazilian 15).
    ThreeKings,
    /// A lone king against a lone king (Turkish: at once; Frisian: after 2 moves each).
    KingVsKing,
    /// No capture and no man move for the variant's number of moves (the spec's rule, for
    /// variants without an official one).
    NoProgress,
    /// Two pieces or fewer with a king against a lone king, within the allotted moves (FMJD and
    /// FMJD-64: 5 moves each; Frisian, two kings: 7 moves each).
    TwoAgainstKing,
    /// Three pieces with a king against a lone king (FMJD: 16 moves each).
    ThreeAgainstKing,
    /// Three pieces with a king against a lone king on the long diagonal (FMJD-64 7.2.7: 5 moves
    /// each).
    KingOnLongDiagonal,
    /// Kings on both sides and no change of material (FMJD-64 7.2.6: 30 moves each with 4-5
    /// pieces, 60 with 6-7).
    MaterialUnchanged,
    /// English: the 40-move rule (40 moves each without a capture or a man move).
    FortyMoves,
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
}

/// The count of the endgame rule that applies now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EndgameCount {
    /// Index of the rule in the variant's `endgames`.
    pub rule: u8,
    /// The stronger side (the one facing the lone king; White for rules about both sides).
    pub strong: Color,
    /// Men and kings of each side when the count started (White men, White kings, Black men,
    /// Black kings), for rules that restart on a change.
    pub material: [u8; 4],
    /// Plies played since the count started.
    pub plies: u16,
    /// Moves of the stronger side since the count started.
    pub strong_moves: u16,
}

impl EndgameCount {
    /// The rule counting.
    #[must_use]
    pub fn rule(&self, variant: Variant) -> &'static EndgameRule {
        &variant.rules().endgames[usize::from(self.rule)]
    }

    /// Plies left before the rule draws, with `turn` to move (the search's horizon for it).
    #[must_use]
    pub fn plies_left(&self, variant: Variant, turn: Color) -> u16 {
        let rule = self.rule(variant);
        let moves = u16::from(rule.moves);
        match rule.count {
            Count::EachSide => (2 * moves).saturating_sub(self.plies),
            Count::StrongSide => {
                let left = moves.saturating_sub(self.strong_moves);
                if left == 0 {
                    0
                } else if turn == self.strong {
                    2 * left - 1
                } else {
                    2 * left
                }
            }
        }
    }

    /// Whether the count has run out.
    #[must_use]
    pub fn expired(&self, variant: Variant) -> bool {
        let rule = self.rule(variant);
        match rule.count {
            Count::EachSide => self.plies >= 2 * u16::from(rule.moves),
            Count::StrongSide => self.strong_moves >= u16::from(rule.moves),
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

/// Why a game action was refused, as data. The game is unchanged. `Display` is a terse
/// technical form (logs, the engine protocol); front ends say why in their own words.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GameError {
    /// The game has ended, with this outcome.
    #[error("the game is over")]
    Over(Outcome),
    /// The move text did not parse.
    #[error(transparent)]
    Malformed(#[from] crate::notation::MoveTextError),
    /// The move did not resolve.
    #[error(transparent)]
    Resolve(#[from] ResolveError),
    /// Huffing when there is nothing to huff.
    #[error("nothing to huff")]
    NoHuff,
    /// Huffing a piece that did not offend (or an empty square).
    #[error("{} cannot be huffed", square_name(variant.rules(), *square, variant.rules().default_notation()))]
    HuffSquare {
        /// The variant (whose default notation names the squares).
        variant: Variant,
        /// The square asked for.
        square: Square,
        /// The squares that may be huffed (empty: nothing may be).
        allowed: SquareSet,
    },
    /// Huffing by a text that names no square of the variant.
    #[error("'{text}' is not a square to huff")]
    HuffNotASquare {
        /// The variant (whose default notation names the squares).
        variant: Variant,
        /// The text as given (trimmed, at most 20 characters).
        text: String,
        /// The squares that may be huffed (empty: nothing may be).
        allowed: SquareSet,
    },
    /// Huffing in a game without huffing.
    #[error("not a huff game")]
    NotHuffGame,
}

/// A game in progress or finished.
#[derive(Clone, Debug)]
pub struct Game {
    start: Position,
    position: Position,
    events: Vec<Event>,
    /// Hashes of positions since the last irreversible move (a capture, or a man move that is
    /// not sideways), the current one last.
    since_irreversible: Vec<u64>,
    quiet_plies: u16,
    endgame: Option<EndgameCount>,
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
            endgame: None,
            huff: None,
            outcome: None,
            legal: Vec::new(),
        };
        game.update_endgame(None);
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
    /// The count of the endgame draw rule that applies now, if any.
    #[must_use]
    pub fn endgame_count(&self) -> Option<EndgameCount> {
        self.endgame
    }

    fn ensure_ongoing(&self) -> Result<(), GameError> {
        match self.outcome {
            Some(o) => Err(GameError::Over(o)),
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
        self.resolve_parsed(&parsed)
    }

    /// [`Game::resolve`] for a move text already parsed (text read once, resolved here).
    ///
    /// # Errors
    /// The game is over, or the move is not legal here (why, as data).
    pub fn resolve_parsed(&self, parsed: &MoveText) -> Result<MoveDetail, GameError> {
        self.ensure_ongoing()?;
        Ok(self.position.resolve_with(parsed, Some(&self.legal))?)
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
            return Err(GameError::Resolve(ResolveError::Illegal {
                written: WrittenMove {
                    variant: self.variant(),
                    notation: rules.default_notation(),
                    path: detail.path,
                    capture: detail.mv.is_capture(),
                },
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
        // A man moving sideways (Turkish) ends the quiet count (a man moved) but not the
        // repetition window: it can come back.
        let ends_window = detail
            .mv
            .to_raw::<u128>()
            .ends_repetition_window(self.position.layout(), moved_king);
        self.position.play_unchecked(&detail.mv);
        if detail.mv.is_capture() || !moved_king {
            self.quiet_plies = 0;
        } else {
            self.quiet_plies = self.quiet_plies.saturating_add(1);
        }
        if ends_window {
            self.since_irreversible.clear();
        }
        self.since_irreversible.push(self.position.hash());
        self.events.push(Event::Move {
            color: mover,
            detail,
        });
        self.update_endgame(Some(mover));
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
        if !chance.squares.contains(square) || self.position.piece_at(square).is_none() {
            return Err(GameError::HuffSquare {
                variant: self.variant(),
                square,
                allowed: chance.squares,
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
        self.update_endgame(None);
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
            .ok_or_else(|| GameError::HuffNotASquare {
                variant: self.variant(),
                text: text.trim().chars().take(20).collect(),
                allowed: self.huff.map_or(SquareSet::EMPTY, |c| c.squares),
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

    /// Men and kings of each side: White men, White kings, Black men, Black kings.
    fn material(&self) -> [u8; 4] {
        let (wm, wk) = self.position.count(Color::White);
        let (bm, bk) = self.position.count(Color::Black);
        [wm, wk, bm, bk].map(|n| u8::try_from(n).unwrap_or(u8::MAX))
    }

    /// Does `rule` apply to the current position? With the stronger side if so.
    fn applies(&self, rule: &EndgameRule, starting: bool) -> Option<Color> {
        let pos = &self.position;
        match rule.material {
            Material::LoneKing {
                min,
                max,
                kings_only,
                lone_on_long_diagonal,
                strong_on_long_diagonal,
            } => Color::ALL.into_iter().find(|&strong| {
                let weak = strong.opposite();
                let (men, kings) = pos.count(strong);
                let pieces = men + kings;
                pos.count(weak) == (0, 1)
                    && (usize::from(min)..=usize::from(max)).contains(&pieces)
                    && kings >= 1
                    && (!kings_only || men == 0)
                    && (!lone_on_long_diagonal
                        || pos.pieces(weak).iter().all(|sq| self.on_main_diagonal(sq)))
                    && (!strong_on_long_diagonal
                        || !starting
                        || pos
                            .pieces(strong)
                            .iter()
                            .any(|sq| self.on_main_diagonal(sq)))
            }),
            Material::BothKings { min, max } => {
                let (wm, wk) = pos.count(Color::White);
                let (bm, bk) = pos.count(Color::Black);
                let total = wm + wk + bm + bk;
                (wk >= 1 && bk >= 1 && (usize::from(min)..=usize::from(max)).contains(&total))
                    .then_some(Color::White)
            }
        }
    }

    /// Start, continue or end the endgame count after a move by `mover` (`None`: a new start
    /// position or a huff, which is not a move).
    fn update_endgame(&mut self, mover: Option<Color>) {
        let rules = self.position.rules();
        if rules.endgames.is_empty() {
            return;
        }
        let material = self.material();
        // Continue the running count while its rule is the first that applies.
        if let Some(mut count) = self.endgame {
            let rule = &rules.endgames[usize::from(count.rule)];
            let first = rules
                .endgames
                .iter()
                .position(|r| self.applies(r, false).is_some());
            let same_material = !rule.restart_on_change || count.material == material;
            if first == Some(usize::from(count.rule))
                && self.applies(rule, false) == Some(count.strong)
                && same_material
            {
                if let Some(m) = mover {
                    count.plies = count.plies.saturating_add(1);
                    if m == count.strong {
                        count.strong_moves = count.strong_moves.saturating_add(1);
                    }
                }
                self.endgame = Some(count);
                return;
            }
        }
        // Otherwise the first rule whose material is on the board starts counting, if its start
        // condition holds (Spanish: a king on the main diagonal); else nothing counts.
        self.endgame = rules
            .endgames
            .iter()
            .position(|r| self.applies(r, false).is_some())
            .and_then(|i| {
                let strong = self.applies(&rules.endgames[i], true)?;
                Some(EndgameCount {
                    rule: u8::try_from(i).unwrap_or(u8::MAX),
                    strong,
                    material,
                    plies: 0,
                    strong_moves: 0,
                })
            });
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
            let reason = match rules.quiet.kind {
                QuietKind::KingMoves => DrawReason::KingMoves,
                QuietKind::FortyMoves => DrawReason::FortyMoves,
                QuietKind::NoProgress => DrawReason::NoProgress,
            };
            return Some(Outcome::Draw(reason));
        }
        if let Some(count) = self.endgame {
            if count.expired(self.variant()) {
                return Some(Outcome::Draw(count.rule(self.variant()).reason));
            }
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
