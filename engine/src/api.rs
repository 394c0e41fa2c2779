//! The engine's public face: ask for a move, a huff, a draw answer.
//!
//! Everything here is a plain blocking function: call it from a blocking thread, never on the
//! async runtime's workers, e.g. with tokio:
//!
//! ```text
//! let stop = Arc::new(AtomicBool::new(false));
//! let flag = stop.clone();
//! let thought = tokio::task::spawn_blocking(move || {
//!     damero_engine::think(&situation, &Limits::movetime_ms(2000), &Options::level(7), &flag)
//! }).await?;
//! ```
//!
//! Setting `stop` makes a running search return within about a millisecond with the best move
//! found so far.
//!
//! A game turn for the bot, in full:
//!
//! ```
//! use std::sync::atomic::AtomicBool;
//! use damero_engine::{Engine, Limits, Options, Situation};
//! use damero_rules::{Game, Variant};
//!
//! let mut game = Game::new(Variant::Spanish);
//! let mut engine = Engine::new(4); // keep one per game
//! let stop = AtomicBool::new(false);
//! if let Some(square) = engine.choose_huff_in(&game, &Limits::movetime_ms(50), &stop) {
//!     game.huff(square).expect("offered by the referee");
//! }
//! let thought = engine.think(&Situation::from_game(&game), &Limits::movetime_ms(50), &Options::level(5).with_seed(1), &stop);
//! if thought.resign {
//!     game.resign(game.turn()).expect("ongoing");
//! } else if let Some(detail) = thought.detail(game.position()) {
//!     game.play(detail).expect("the engine plays legal moves");
//! }
//! assert_eq!(game.moves().count(), 1);
//! ```

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use damero_rules::Bits;
use damero_rules::{barred_king, king_run_after};
use damero_rules::{Board, Layout, RawMove};
use damero_rules::{Color, Game, Move, MoveDetail, PlayError, Position, Square, Variant};

use crate::egtb::Tablebase;
use crate::evaluator::{Evaluation, Evaluator};
use crate::level::Level;
use crate::rng::Rng;
use crate::search::{Found, Node, Searcher, Stop, TimeUse, MATE, MATE_BOUND};
use crate::tt::Table;

/// A position together with what the draw rules need from the game so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Situation {
    /// The variant.
    pub variant: Variant,
    /// The pieces.
    pub board: Board<u128>,
    /// The side to move.
    pub turn: Color,
    /// Hashes ([`Position::hash`]) of the earlier positions of the game, oldest first (the last is
    /// the position before the current one). Only the last `reversible_plies` matter.
    pub history: Vec<u64>,
    /// Plies since the last capture or man move.
    pub quiet_plies: u16,
    /// Plies since the last capture or man move other than a sideways one (Turkish men move
    /// sideways and back): the window in which positions repeat ([`Game::repetition_hashes`]).
    /// Equal to `quiet_plies` in every variant whose men only move forward.
    pub reversible_plies: u16,
    /// Frisian king-move limit: each colour's run of simple moves with one king
    /// ([`Position::king_runs`]).
    pub king_runs: [(Square, u8); 2],
    /// Plies left before a running endgame draw rule (FMJD's 16 and 5 moves, ...) draws, if one
    /// is counting ([`damero_rules::EndgameCount::plies_left`]).
    pub endgame_plies: Option<u16>,
}

/// [`Situation::reversible_plies`] after `mv` (by a king when `by_king`; see
/// [`RawMove::ends_repetition_window`]).
fn reversible_after(layout: &Layout, plies: u16, by_king: bool, mv: &Move) -> u16 {
    if mv.to_raw::<u128>().ends_repetition_window(layout, by_king) {
        0
    } else {
        plies.saturating_add(1)
    }
}

impl Situation {
    /// A position with no game history.
    #[must_use]
    pub fn new(position: &Position) -> Situation {
        Situation {
            variant: position.variant(),
            board: *position.board(),
            turn: position.turn(),
            history: Vec::new(),
            quiet_plies: 0,
            reversible_plies: 0,
            king_runs: position.king_runs(),
            endgame_plies: None,
        }
    }

    /// The current situation of a game (position, repetition history, quiet count).
    #[must_use]
    pub fn from_game(game: &Game) -> Situation {
        let mut sit = Situation::new(game.position());
        let hashes = game.repetition_hashes();
        // The game lists the current position last; the search wants only the earlier ones.
        sit.history = hashes[..hashes.len().saturating_sub(1)].to_vec();
        sit.quiet_plies = game.quiet_plies();
        sit.reversible_plies = u16::try_from(sit.history.len()).unwrap_or(u16::MAX);
        sit.endgame_plies = game
            .endgame_count()
            .map(|c| c.plies_left(game.variant(), game.turn()));
        sit
    }

    /// The situation after playing `moves` from `start`, keeping history and the quiet count.
    ///
    /// # Errors
    /// The first illegal move, with the position it was tried in.
    pub fn after_moves(start: &Position, moves: &[Move]) -> Result<Situation, PlayError> {
        let mut pos = start.clone();
        let mut sit = Situation::new(start);
        for mv in moves {
            let by_king = pos.kings().contains(mv.from);
            let hash = pos.hash();
            pos = pos.play(mv)?;
            sit.history.push(hash);
            sit.quiet_plies = if mv.is_capture() || !by_king {
                0
            } else {
                sit.quiet_plies.saturating_add(1)
            };
            sit.reversible_plies =
                reversible_after(pos.layout(), sit.reversible_plies, by_king, mv);
        }
        sit.board = *pos.board();
        sit.turn = pos.turn();
        sit.king_runs = pos.king_runs();
        Ok(sit)
    }

    /// The situation after one more move (not checked: pass a legal move).
    #[must_use]
    pub fn play(&self, mv: &Move) -> Situation {
        let rules = self.variant.rules();
        let layout = rules.layout();
        let node = Searcher::<u128>::root(layout, self.board, self.turn, self.quiet_plies);
        let by_king = self.board.kings.has(mv.from.0);
        let mut board = self.board;
        board.play(self.turn, &mv.to_raw());
        let mut history = self.history.clone();
        history.push(node.hash);
        let mut king_runs = self.king_runs;
        if rules.king_move_limit.is_some() {
            let me = self.turn.index();
            king_runs[me] = king_run_after(king_runs[me], by_king, mv);
        }
        let endgame_plies = if mv.is_capture() || mv.promotes {
            None
        } else {
            self.endgame_plies.map(|p| p.saturating_sub(1))
        };
        Situation {
            variant: self.variant,
            board,
            turn: self.turn.opposite(),
            history,
            quiet_plies: if mv.is_capture() || !by_king {
                0
            } else {
                self.quiet_plies.saturating_add(1)
            },
            reversible_plies: reversible_after(layout, self.reversible_plies, by_king, mv),
            king_runs,
            endgame_plies,
        }
    }

    /// Frisian: the king of the side to move that may not make a simple move, if any.
    #[must_use]
    pub fn barred_king(&self) -> Option<Square> {
        barred_king(
            self.variant.rules(),
            &self.board,
            self.turn,
            self.king_runs[self.turn.index()],
        )
    }

    /// The Zobrist hash (equal to [`Position::hash`] of the same position).
    #[must_use]
    pub fn hash(&self) -> u64 {
        Searcher::<u128>::root(self.variant.rules().layout(), self.board, self.turn, 0).hash
    }

    /// The legal (proper) moves.
    #[must_use]
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut out = Vec::new();
        damero_rules::generate(self.variant.rules(), &self.board, self.turn, &mut out);
        let barred = self.barred_king();
        out.iter()
            .map(Move::from_raw)
            .filter(|m| m.is_capture() || Some(m.from) != barred)
            .collect()
    }

    /// Whether the rules have ended the game at this point with a draw, as [`Game`] decides it:
    /// a threefold repetition, the quiet-move rule's ply count, or a running endgame count
    /// ([`Situation::endgame_plies`]) that has run out. The engine plays no move here (see
    /// [`Thought::drawn`]).
    #[must_use]
    pub fn drawn_by_rules(&self) -> bool {
        let rules = self.variant.rules();
        if self.quiet_plies >= rules.quiet.plies || self.endgame_plies == Some(0) {
            return true;
        }
        let h = self.hash();
        let n = self.history.len();
        let window = usize::from(self.reversible_plies).min(n);
        let repeats = (1..=window)
            .filter(|&k| k % 2 == 0 && self.history[n - k] == h)
            .count();
        repeats >= 2
    }

    /// Whether the game is drawn at this point: [`Situation::drawn_by_rules`], or the variant's
    /// king-against-king rule (for draw offers).
    #[must_use]
    pub fn is_rule_draw(&self) -> bool {
        if self.drawn_by_rules() {
            return true;
        }
        let rules = self.variant.rules();
        let kings = self.board.kings;
        rules.king_vs_king
            && self.board.white.count() == 1
            && self.board.black.count() == 1
            && (self.board.occupied() & !kings) == 0
    }
}

/// How long and how deep to think. Every limit set is obeyed; none set means depth 100 within
/// two seconds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// Wall-clock budget for the whole call.
    pub movetime: Option<Duration>,
    /// Nominal depth in plies.
    pub depth: Option<u32>,
    /// Node budget.
    pub nodes: Option<u64>,
    /// A time budget the engine may use less of: it stops between iterations once the move
    /// looks settled (see [`crate::search::TimeUse`]) and never runs past it. With `movetime`
    /// too, the shorter of the two is the hard limit.
    pub maxtime: Option<Duration>,
}

impl Limits {
    /// A time budget in milliseconds.
    #[must_use]
    pub fn movetime_ms(ms: u64) -> Limits {
        Limits {
            movetime: Some(Duration::from_millis(ms)),
            ..Limits::default()
        }
    }
    /// A fixed depth (no time limit).
    #[must_use]
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }
    /// At most `ms` milliseconds, less when the move is clear.
    #[must_use]
    pub fn maxtime_ms(ms: u64) -> Limits {
        Limits {
            maxtime: Some(Duration::from_millis(ms)),
            ..Limits::default()
        }
    }
    /// A fixed node budget.
    #[must_use]
    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..Limits::default()
        }
    }

    /// The default budget for a variant's games: 2 s on 8x8, 3 s on 10x10, 4 s on 12x12.
    #[must_use]
    pub fn default_for(variant: Variant) -> Limits {
        let size = u64::from(variant.rules().layout().size);
        Limits::movetime_ms(2_000 + (size.saturating_sub(8) / 2) * 1_000)
    }

    fn deadline(&self, start: Instant) -> Option<Instant> {
        let time = match (self.movetime, self.maxtime) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        let budget = match (time, self.depth, self.nodes) {
            (Some(t), _, _) => t,
            (None, None, None) => Duration::from_secs(2),
            _ => return None,
        };
        // Leave a little room for returning and for the caller.
        let margin = (budget / 50).min(Duration::from_millis(10));
        // A budget too large to add to the clock is no time limit at all.
        start.checked_add(budget.saturating_sub(margin))
    }
}

/// Who is thinking: level, seed, table size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// Playing level.
    pub level: Level,
    /// Seed for the weaker levels' randomness (same seed, same position, same move).
    pub seed: u64,
    /// Transposition table size in MiB.
    pub hash_mb: usize,
    /// Threads one full-strength search may use (levels 6-10; `engine.threads`), at least 1.
    /// The extra threads search the same tree through the shared table (lazy SMP); they are
    /// only taken while no other search runs in the process, and they give way as soon as one
    /// starts, so a game with helpers never slows another game down.
    pub threads: usize,
    /// Analysis rather than play: a position with one legal move is searched as deep as any
    /// other (in play it is answered at once, after one iteration). For `analyse` and reviews,
    /// where the score matters as much as the move.
    pub analysis: bool,
}

impl Options {
    /// Options for a level, seed 0, a table sized for the level.
    #[must_use]
    pub fn level(n: u8) -> Options {
        let level = Level::new(n);
        Options {
            level,
            seed: 0,
            hash_mb: if level.get() >= 7 { 4 } else { 1 },
            threads: 1,
            analysis: false,
        }
    }
    /// The same options for analysis (see [`Options::analysis`]).
    #[must_use]
    pub fn for_analysis(self) -> Options {
        Options {
            analysis: true,
            ..self
        }
    }
    /// The same options with another seed.
    #[must_use]
    pub fn with_seed(self, seed: u64) -> Options {
        Options { seed, ..self }
    }
    /// The same options with a table of `megabytes` MiB instead of the level's (at least 1).
    #[must_use]
    pub fn with_hash_mb(self, megabytes: usize) -> Options {
        Options {
            hash_mb: megabytes.max(1),
            ..self
        }
    }
    /// The same options with up to `threads` threads (see [`Options::threads`]).
    #[must_use]
    pub fn with_threads(self, threads: usize) -> Options {
        Options {
            threads: threads.max(1),
            ..self
        }
    }
}

impl Default for Options {
    fn default() -> Options {
        Options::level(10)
    }
}

/// What the engine decided.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Thought {
    /// The move (None only when the side to move has no legal move, it has lost, or when the
    /// rules have already drawn the game: [`Thought::drawn`]).
    pub best: Option<Move>,
    /// Score in centi-men for the side to move (a man = 100, whichever evaluation the search
    /// used: see [`crate::evaluator::Evaluator::man_value`]); beyond +-29000 a forced win/loss (see
    /// [`Thought::mate_in`]).
    pub score: i32,
    /// Depth completed.
    pub depth: u32,
    /// Deepest ply reached.
    pub seldepth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// Principal variation (starts with `best`).
    pub pv: Vec<Move>,
    /// Time used.
    pub elapsed: Duration,
    /// The engine (at a level that may resign) considers its position hopeless.
    pub resign: bool,
    /// Threads that searched (more than one only with [`Options::threads`] and no other
    /// search running at the start).
    pub threads: usize,
    /// The rules have already drawn the game in this position
    /// ([`Situation::drawn_by_rules`]): there is no move to play (`best` is `None`, the score
    /// 0).
    pub drawn: bool,
}

impl Thought {
    /// The chosen move with its path, ready for [`Game::play`] (`position` is the one thought
    /// about).
    #[must_use]
    pub fn detail(&self, position: &Position) -> Option<MoveDetail> {
        let mv = self.best?;
        position.details(false).into_iter().find(|d| d.mv == mv)
    }

    /// Plies to a forced end: positive when the side to move wins, negative when it loses.
    #[must_use]
    pub fn mate_in(&self) -> Option<i32> {
        if self.score >= MATE_BOUND {
            Some(MATE - self.score)
        } else if self.score <= -MATE_BOUND {
            Some(-(MATE + self.score))
        } else {
            None
        }
    }
}

/// A score at or below which a level that may resign does so (a king and two men down, or lost
/// by force).
pub const RESIGN_SCORE: i32 = -600;
/// A draw offer is accepted when the engine's own score (centi-men, its point of view) is at or
/// below this: about a third of a man worse. Level positions, the start of every variant among them,
/// score within a few tens of centi-men of zero and are refused; see [`Engine::accept_draw`].
pub const DRAW_ACCEPT_SCORE: i32 = -35;

/// An engine with its own transposition table (reuse it across the moves of a game to keep what
/// it learnt), and what it is given to know: the evaluation's weights, the variant's endgame
/// table, the count of searches it shares the machine with. It reads no file and keeps no
/// process-wide state: the caller loads weights and tables and passes them in.
#[derive(Debug)]
pub struct Engine {
    table: Table,
    evaluation: Evaluation,
    tablebase: Option<Arc<Tablebase>>,
    searches: Searches,
}

impl Engine {
    /// An engine with a table of `hash_mb` MiB, the shipped weights, no endgame table, and a
    /// count of searches of its own.
    #[must_use]
    pub fn new(hash_mb: usize) -> Engine {
        Engine {
            table: Table::new(hash_mb),
            evaluation: Evaluation::Shipped,
            tablebase: None,
            searches: Searches::default(),
        }
    }

    /// The same engine evaluating with `evaluation`'s weights.
    #[must_use]
    pub fn with_evaluation(self, evaluation: Evaluation) -> Engine {
        Engine { evaluation, ..self }
    }

    /// The same engine counting its searches in `searches`, shared with the other engines of
    /// the process: its helper threads give way when another of them is searching (see
    /// [`Options::threads`]).
    #[must_use]
    pub fn with_searches(self, searches: Searches) -> Engine {
        Engine { searches, ..self }
    }

    /// Probe `tablebase` below the root when the variant is its own (none: no endgame table).
    /// A table of another variant is not used.
    pub fn set_tablebase(&mut self, tablebase: Option<Arc<Tablebase>>) {
        self.tablebase = tablebase;
    }

    /// Choose a move. Blocking; see the module docs. Never panics; never plays an illegal move;
    /// never plays on in a position the rules have drawn ([`Thought::drawn`]).
    pub fn think(
        &mut self,
        sit: &Situation,
        limits: &Limits,
        opts: &Options,
        stop: &AtomicBool,
    ) -> Thought {
        self.think_with(sit, limits, opts, stop, |_| {})
    }

    /// [`Engine::think`], calling `info` after each completed iteration (for `analyse`).
    pub fn think_with(
        &mut self,
        sit: &Situation,
        limits: &Limits,
        opts: &Options,
        stop: &AtomicBool,
        info: impl FnMut(&Thought),
    ) -> Thought {
        if sit.drawn_by_rules() {
            return Thought {
                best: None,
                score: 0,
                depth: 0,
                seldepth: 0,
                nodes: 0,
                pv: Vec::new(),
                elapsed: Duration::ZERO,
                resign: false,
                threads: 1,
                drawn: true,
            };
        }
        let tablebase = self
            .tablebase
            .clone()
            .filter(|tb| tb.variant() == sit.variant);
        let run = Run {
            sit,
            limits,
            opts,
            stop,
            start: Instant::now(),
            evaluation: &self.evaluation,
            tablebase,
            searches: &self.searches,
        };
        if sit.variant.rules().layout().fits_u64() {
            run.go::<u64>(&self.table, info)
        } else {
            run.go::<u128>(&self.table, info)
        }
    }

    /// Whether to accept a draw offer in `sit` (the engine to move or not), searching with
    /// `limits` at full strength. Yes only when
    /// - the game is already drawn by the rules at this point (repetition, the quiet-move rule,
    ///   the variant's king-against-king rule), or the engine has no move (it has lost);
    /// - the search says the engine is worse: its score at or below [`DRAW_ACCEPT_SCORE`], a
    ///   forced loss included;
    /// - or the position is a dead draw: no men are left and the kings cannot force a win
    ///   (one king against one; with flying kings on a diagonal board, one against two), and the
    ///   search found no forced win for the engine (a capture of the lone king, say).
    ///
    /// A level or better position is refused, however early in the game.
    pub fn accept_draw(
        &mut self,
        sit: &Situation,
        engine_color: Color,
        limits: &Limits,
        stop: &AtomicBool,
    ) -> bool {
        if sit.is_rule_draw() {
            return true;
        }
        let t = self.think(sit, limits, &Options::level(10), stop);
        if t.best.is_none() {
            // The side to move has no move: it has lost.
            return sit.turn == engine_color;
        }
        let ours = if sit.turn == engine_color {
            t.score
        } else {
            -t.score
        };
        if ours <= DRAW_ACCEPT_SCORE {
            return true;
        }
        ours < MATE_BOUND && dead_draw(sit)
    }

    /// Whether to huff after the opponent's faulty move, and which piece. `sit` is the position
    /// with the engine to move; `offenders` are the squares the referee allows huffing on. Returns
    /// the square to huff, or `None` to play on without huffing. The budget is shared between the
    /// options.
    pub fn choose_huff(
        &mut self,
        sit: &Situation,
        offenders: &[Square],
        limits: &Limits,
        stop: &AtomicBool,
    ) -> Option<Square> {
        let them = sit.turn.opposite();
        let candidates: Vec<Square> = offenders
            .iter()
            .copied()
            .filter(|s| s.0 < 128 && sit.board.side(them).has(s.0))
            .collect();
        if candidates.is_empty() {
            return None;
        }
        let share = Limits {
            movetime: limits.movetime.map(|t| t / (candidates.len() as u32 + 1)),
            depth: limits
                .depth
                .or(if limits.movetime.is_none() && limits.nodes.is_none() {
                    Some(6)
                } else {
                    None
                }),
            nodes: limits.nodes.map(|n| n / (candidates.len() as u64 + 1)),
            maxtime: limits.maxtime.map(|t| t / (candidates.len() as u32 + 1)),
        };
        let opts = Options::level(10);
        let mut best = (self.think(sit, &share, &opts, stop).score, None);
        for sq in candidates {
            let mut after = sit.clone();
            let bit = !(1u128 << sq.0);
            after.board.white &= bit;
            after.board.black &= bit;
            after.board.kings &= bit;
            after.history.clear();
            after.quiet_plies = 0;
            after.reversible_plies = 0;
            let score = self.think(&after, &share, &opts, stop).score;
            if score > best.0 {
                best = (score, Some(sq));
            }
        }
        best.1
    }
}

impl Engine {
    /// [`Engine::choose_huff`] for a game with a pending huff chance (`None` when there is none).
    pub fn choose_huff_in(
        &mut self,
        game: &Game,
        limits: &Limits,
        stop: &AtomicBool,
    ) -> Option<Square> {
        let chance = game.huff_chance()?;
        let squares: Vec<Square> = chance.squares.iter().collect();
        self.choose_huff(&Situation::from_game(game), &squares, limits, stop)
    }
}

/// Only kings are left and they cannot force a win: one against one in every variant; one
/// against two with flying kings on a diagonal board (two flying kings cannot trap a lone one
/// that keeps to the long diagonals). A capture that is there at once is for the search to see.
fn dead_draw(sit: &Situation) -> bool {
    let board = &sit.board;
    if board.occupied() & !board.kings != 0 {
        return false;
    }
    let (white, black) = (board.white.count(), board.black.count());
    let rules = sit.variant.rules();
    let flying_diagonal = rules.king == damero_rules::KingRange::Flying
        && matches!(rules.geometry, damero_rules::Geometry::Diagonal { .. });
    match (white.min(black), white.max(black)) {
        (1, 1) => true,
        (1, 2) => flying_diagonal,
        _ => false,
    }
}

/// A search score in centi-men (a man = 100) when a man is worth `man` in the search's units;
/// forced wins and losses as they are.
fn centi_men(score: i32, man: i32) -> i32 {
    if man == 100 || score.abs() >= MATE_BOUND {
        return score;
    }
    let scaled = i64::from(score) * 100 / i64::from(man.max(1));
    // Never beyond the forced-result scores, whatever the weights.
    scaled.clamp(i64::from(1 - MATE_BOUND), i64::from(MATE_BOUND - 1)) as i32
}

/// Choose a move with a fresh engine (table sized by the level). See [`Engine::think`].
pub fn think(sit: &Situation, limits: &Limits, opts: &Options, stop: &AtomicBool) -> Thought {
    Engine::new(opts.hash_mb).think(sit, limits, opts, stop)
}

struct Run<'a> {
    sit: &'a Situation,
    limits: &'a Limits,
    opts: &'a Options,
    stop: &'a AtomicBool,
    start: Instant,
    evaluation: &'a Evaluation,
    tablebase: Option<Arc<Tablebase>>,
    searches: &'a Searches,
}

impl Run<'_> {
    /// A searcher set up for this position, stopping on `stop`.
    fn searcher<'t, B: Bits>(
        &self,
        table: &'t Table,
        root: &Node<B>,
        stop: Stop<'t>,
    ) -> Searcher<'t, B>
    where
        Self: 't,
    {
        let rules = self.sit.variant.rules();
        let mut searcher = Searcher::<B>::new(rules, table, &self.sit.history, stop);
        searcher.set_evaluation(self.evaluation);
        searcher.set_root_runs(self.sit.king_runs);
        searcher.set_noise(self.opts.level.spec().noise, self.seed());
        searcher.set_endgame_draw(root, self.sit.endgame_plies);
        searcher.set_tablebase(self.tablebase.clone());
        searcher.set_analysis(self.opts.analysis);
        searcher
    }

    fn seed(&self) -> u64 {
        self.opts.seed ^ self.sit.hash().rotate_left(17)
    }

    fn go<B: Bits>(&self, table: &Table, mut info: impl FnMut(&Thought)) -> Thought {
        let rules = self.sit.variant.rules();
        let layout = rules.layout();
        let spec = self.opts.level.spec();
        let deadline = self.limits.deadline(self.start);
        let stop = Stop {
            flag: self.stop,
            deadline,
            nodes: self.limits.nodes.unwrap_or(u64::MAX),
            give_way: None,
        };
        let mut root: Node<B> = Searcher::root(
            layout,
            self.sit.board.convert(),
            self.sit.turn,
            self.sit.quiet_plies,
        );
        root.reversible = self.sit.reversible_plies;
        let mut searcher = self.searcher(table, &root, stop);
        if let Some(max) = self.limits.maxtime {
            searcher.set_time_use(TimeUse::new(self.start, max));
        }
        let seed = self.seed();
        let depth = self.limits.depth.unwrap_or(spec.depth).min(spec.depth);
        let man = searcher.man_value();
        let thought = |f: &Found<B>, nodes: u64, start: Instant| Thought {
            best: f.best.as_ref().map(Move::from_raw),
            score: centi_men(f.score, man),
            depth: f.depth,
            seldepth: f.seldepth,
            nodes,
            pv: f.pv.iter().map(Move::from_raw).collect(),
            elapsed: start.elapsed(),
            resign: false,
            threads: 1,
            drawn: false,
        };
        let mut rng = Rng::new(seed);
        let mut t = if spec.temperature > 0 || spec.blunder_per_mille > 0 {
            let glance = rng.below(1000) < u64::from(spec.blunder_per_mille);
            let mut scored = if glance {
                let mut list = Vec::new();
                damero_rules::generate(rules, &root.board, root.turn, &mut list);
                let barred = self.sit.barred_king().map(|s| s.0);
                list.retain(|m| m.is_capture() || Some(m.from) != barred);
                let mut v: Vec<(RawMove<B>, i32)> = list
                    .iter()
                    .map(|mv| (*mv, -searcher.static_eval(&searcher.make(&root, mv))))
                    .collect();
                v.sort_by_key(|&(_, s)| -s);
                v
            } else {
                searcher.score_root_moves(&root, depth as i32)
            };
            if scored.is_empty() {
                // Stopped before any move was scored: fall back to the first legal move.
                let mut list = Vec::new();
                damero_rules::generate(rules, &root.board, root.turn, &mut list);
                let barred = self.sit.barred_king().map(|s| s.0);
                list.retain(|m| m.is_capture() || Some(m.from) != barred);
                scored = list.into_iter().map(|m| (m, 0)).take(1).collect();
            }
            let pick = choose(&scored, (spec.temperature * man / 100).max(1), &mut rng);
            let f = Found {
                best: scored.get(pick).map(|p| p.0),
                score: scored.get(pick).map_or(-MATE, |p| p.1),
                depth,
                seldepth: depth,
                pv: scored.get(pick).map(|p| p.0).into_iter().collect(),
            };
            let t = thought(&f, searcher.nodes, self.start);
            info(&t);
            t
        } else {
            let start = self.start;
            let searching = Searching::start(self.searches);
            let helpers = searching.helpers(self.opts.threads);
            let done = AtomicBool::new(false);
            std::thread::scope(|scope| {
                let running: Vec<_> = (1..=helpers)
                    .map(|k| {
                        let (done, root) = (&done, &root);
                        scope.spawn(move || {
                            let _counted = Helping::start(self.searches);
                            let stop = Stop {
                                flag: done,
                                deadline,
                                nodes: u64::MAX,
                                give_way: Some(&self.searches.0.searches),
                            };
                            let mut helper = self.searcher(table, root, stop);
                            helper.set_helper(k);
                            helper.iterate(root, depth, |_, _| {});
                            helper.nodes
                        })
                    })
                    .collect();
                let f = searcher.iterate(&root, depth, |f, nodes| info(&thought(f, nodes, start)));
                done.store(true, Ordering::Relaxed);
                let nodes = searcher.nodes
                    + running
                        .into_iter()
                        .map(|h| h.join().unwrap_or(0))
                        .sum::<u64>();
                Thought {
                    threads: helpers + 1,
                    ..thought(&f, nodes, self.start)
                }
            })
        };
        t.resign = spec.may_resign
            && t.best.is_some()
            && t.score <= RESIGN_SCORE
            && (t.score <= -MATE_BOUND || (t.depth >= 4 && self.down_on_material(&root)));
        t
    }

    /// Whether `root` is as bad as [`RESIGN_SCORE`] for the side to move by the hand-written
    /// evaluation's count, where the search scored it with a learned one. A learned score
    /// measures winning chances between equal players, not material: Turkish's values an early
    /// king at about five men, so with a man and a king down after a few moves level 10 gave
    /// up positions it wins against a weaker player (two games of twenty against the greedy
    /// player). It resigns only when the material is gone too, or the loss is forced.
    fn down_on_material<B: Bits>(&self, root: &Node<B>) -> bool {
        let rules = self.sit.variant.rules();
        self.evaluation.model_for(rules).is_none()
            || Evaluator::hand(rules).eval(rules.layout(), &root.board, root.turn) <= RESIGN_SCORE
    }
}

/// The full-strength searches, and their helper threads, running now among the engines that
/// share this value (clones share it). An [`Engine`] counts its searches in one: its own unless
/// given a shared one ([`Engine::with_searches`]); a helper thread gives way as soon as a second
/// search starts among them. The bot shares one among all its games.
#[derive(Clone, Debug, Default)]
pub struct Searches(Arc<SearchCounts>);

#[derive(Debug, Default)]
struct SearchCounts {
    searches: AtomicUsize,
    helpers: AtomicUsize,
}

impl Searches {
    /// Helper threads searching now (0 unless some search was allowed [`Options::threads`]
    /// above one and no other search ran when it started; each helper stops as soon as a second
    /// search starts). For monitoring and tests.
    #[must_use]
    pub fn helpers_running(&self) -> usize {
        self.0.helpers.load(Ordering::Relaxed)
    }
}

/// One running search, counted in its [`Searches`] while it lives.
struct Searching<'a>(&'a Searches);

impl<'a> Searching<'a> {
    fn start(searches: &'a Searches) -> Searching<'a> {
        searches.0.searches.fetch_add(1, Ordering::Relaxed);
        Searching(searches)
    }

    /// Helper threads for a search allowed `threads`: none while another search runs.
    fn helpers(&self, threads: usize) -> usize {
        if self.0 .0.searches.load(Ordering::Relaxed) == 1 {
            threads.saturating_sub(1).min(63)
        } else {
            0
        }
    }
}

impl Drop for Searching<'_> {
    fn drop(&mut self) {
        self.0 .0.searches.fetch_sub(1, Ordering::Relaxed);
    }
}

/// One helper thread, counted in its [`Searches`] while it lives.
struct Helping<'a>(&'a Searches);

impl<'a> Helping<'a> {
    fn start(searches: &'a Searches) -> Helping<'a> {
        searches.0.helpers.fetch_add(1, Ordering::Relaxed);
        Helping(searches)
    }
}

impl Drop for Helping<'_> {
    fn drop(&mut self) {
        self.0 .0.helpers.fetch_sub(1, Ordering::Relaxed);
    }
}

/// Pick an index from moves sorted best first: weight `exp((s - best) / t)`.
fn choose<B>(scored: &[(RawMove<B>, i32)], temperature: i32, rng: &mut Rng) -> usize {
    let Some(&(_, top)) = scored.first() else {
        return 0;
    };
    let weights: Vec<f64> = scored
        .iter()
        .map(|&(_, s)| {
            let d = f64::from((top - s).min(10 * temperature));
            (-d / f64::from(temperature)).exp()
        })
        .collect();
    let total: f64 = weights.iter().sum();
    let mut x = rng.unit() * total;
    for (i, w) in weights.iter().enumerate() {
        if x < *w {
            return i;
        }
        x -= w;
    }
    0
}
