//! The search: iterative deepening alpha-beta with principal-variation search over the generic
//! board, so the hot loop is monomorphised for `u64` (8x8, 10x10, Turkish) and `u128` (12x12).
//!
//! - Transposition table keyed by a Zobrist hash kept incrementally in [`Searcher::make`] with the
//!   layout's keys (the same keys as [`damero_rules::Position::hash`], so game history hashes match).
//! - Move ordering: hash move, captures (more pieces and kings first), crowning moves, two killers
//!   per ply, on 10x10 and Turkish the countermove (the quiet move that last refuted the
//!   opponent's move), history counters (a quiet move that cuts off gains, the quiet moves tried
//!   before it lose; see `HISTORY_BONUS`).
//! - Captures are compulsory, so a node whose side to move has a capture is never evaluated: at the
//!   horizon the captures are searched until a quiet position is reached (the quiescence search),
//!   and a position with a single legal move is not counted as a ply (forced-move extension).
//! - Draws: repetition (any repeat of a position in the game or search path since the last
//!   irreversible move), the variant's quiet-move rule ([`damero_rules::QuietRule`]), the
//!   endgame draw rules (FMJD's 16 and 5 moves, ...) both when their count already runs at the
//!   root and when a capture or crowning inside the tree starts one (`Searcher::started_count`),
//!   and the drawish endings in [`crate::eval`].
//! - Pruning near the horizon (non-PV nodes only): a quiet node within three plies whose static
//!   evaluation beats beta by 80 a ply returns it (reverse futility pruning), one within two
//!   plies whose evaluation is 60 a ply below alpha returns it too (razoring), and at one or two
//!   plies only the first 3 or 6 moves in order are searched (late move pruning). The margins
//!   (and the aspiration window) are in the evaluation's own units: 0.8 and 0.6 of a man with the
//!   hand-written evaluation; a learned one's units are fixed steps of winning chances, so the same
//!   margin is a small part of a man in the opening and most of one in the ending (the shipped
//!   figures: [`crate::learned::Model::man_value`]). Those are the values the SPRTs measured.
//!   The two prunings read the evaluation corrected by the table's score of the node where its
//!   bound puts the true score beyond the evaluation (`Searcher::refine`).
//! - Late move reductions (every node, PV nodes included): from three plies, a late quiet move
//!   is searched shallower first, by a table growing with the depth and the move's place in the
//!   order (Turkish one ply or two; on 10x10 and Turkish a ply less on the principal variation
//!   and for a move whose history counter is above `LMR_HISTORY`, a ply more below minus that),
//!   and again at full depth if it beats alpha.
//! - Internal iterative reduction (10x10, Turkish): a node of `IIR_DEPTH` plies or more that the
//!   table has no move for is searched a ply shallower.
//! - The countermove, the two LMR adjustments and the reduction are on for 10x10 boards, where
//!   they were decided together (+17 Elo at 100 ms a move, +42 at 1 s), and Turkish (no loss,
//!   +25 at 50 ms); not on 8x8 or 12x12 (`refined`; `docs/engine-experiments.md`).
//! - Aspiration windows: from depth 5 each iteration starts with a narrow window around the
//!   last score and widens it only on the side that fails.
//! - Mate-distance scores: a win in `n` plies scores `MATE - n`.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

use damero_rules::Bits;
use damero_rules::Color;
use damero_rules::Rules;
use damero_rules::{Board, RawMove};
use damero_rules::{Count, EndgameRule, Material};
use damero_rules::{Geometry, Layout};

use crate::egtb::{self, Runs, Tablebase, Value, NO_RUNS};
use crate::evaluator::{Evaluation, Evaluator};
use crate::learned::Patterns;
use crate::tt::{Bound, Entry, Table};

/// Late move reductions, plies, by depth and place in the move order (see [`LMR_DIVISOR`]).
type Reductions = [[u8; LMR_SIZE]; LMR_SIZE];

/// The variant's late move reduction table, each made once: on diagonal boards
/// `0.5 + ln(depth) ln(i) / LMR_DIVISOR` rounded down; Turkish one ply, two from six plies for
/// the ninth move on (a Turkish quiet shot in the tactics file needs four times the nodes under
/// the log table, and its gain was measured on diagonal boards only).
fn reductions(geometry: Geometry) -> &'static Reductions {
    fn make(f: impl Fn(usize, usize) -> u8) -> Reductions {
        let mut t = [[0u8; LMR_SIZE]; LMR_SIZE];
        for (d, row) in t.iter_mut().enumerate().skip(1) {
            for (i, r) in row.iter_mut().enumerate().skip(1) {
                *r = f(d, i);
            }
        }
        t
    }
    static LOG: OnceLock<Reductions> = OnceLock::new();
    static STEP: OnceLock<Reductions> = OnceLock::new();
    match geometry {
        // At most 0.5 + ln(63)^2 / 2, about 9: fits a byte.
        Geometry::Diagonal { .. } => LOG.get_or_init(|| {
            make(|d, i| (0.5 + (d as f64).ln() * (i as f64).ln() / LMR_DIVISOR) as u8)
        }),
        Geometry::Orthogonal => STEP.get_or_init(|| make(|d, i| 1 + u8::from(d >= 6 && i >= 8))),
    }
}

/// Whether the variant's search uses the countermove, the history- and PV-adjusted late move
/// reductions and internal iterative reduction: on 10x10 boards, where they were measured
/// together (+17 Elo at 100 ms a move, +42 at 1 s), and on Turkish, where a no-loss test passed
/// (+25 at 50 ms). On Spanish a no-loss test passed too but with little to gain (+7 +- 13), and
/// the other 8x8 rules were not measured (English searches 39% more nodes to the same depth with
/// them), so 8x8 keeps the search it was tuned with, and 12x12, never measured, does too.
fn refined(geometry: Geometry) -> bool {
    matches!(
        geometry,
        Geometry::Diagonal { size: 10, .. } | Geometry::Orthogonal
    )
}

/// The slots of the tables kept by colour and move (from, to): history and countermoves.
const MOVE_SLOTS: usize = 2 * 128 * 128;

/// `color`'s slot for the move `from`-`to` in the history and countermove tables.
#[inline]
fn move_slot(color: Color, from: u8, to: u8) -> usize {
    color.index() * 128 * 128 + usize::from(from) * 128 + usize::from(to)
}

/// The score of a win at the root (a win `n` plies away scores `MATE - n`).
pub const MATE: i32 = 30_000;
/// Scores beyond this (in absolute value) announce a forced win or loss.
pub const MATE_BOUND: i32 = MATE - 1_000;
/// Beyond every score: the bounds of a full window.
pub const INF: i32 = 32_000;
/// Half the first aspiration window, in the evaluation's units (centi-men when hand-written).
const ASPIRATION: i32 = 15;
/// Reverse futility pruning: a quiet node (no capture for the side to move) at most this many
/// plies from the horizon, whose static evaluation beats beta by [`FUTILITY_MARGIN`] a ply, is
/// not searched.
const FUTILITY_DEPTH: i32 = 3;
/// The margin a remaining ply for reverse futility pruning, in the evaluation's units.
const FUTILITY_MARGIN: i32 = 80;
/// Late move pruning: at one or two plies from the horizon, a non-PV node searches only its
/// first `LATE_MOVES * depth` moves.
const LATE_MOVES: i32 = 3;
/// Razoring: a quiet node one or two plies from the horizon whose static evaluation is this much
/// a ply below alpha (in the evaluation's units) is not searched.
const RAZOR_MARGIN: i32 = 60;
/// History: a quiet move that cuts off gains `depth * depth` (at most this) times
/// [`HISTORY_SCALE`], and each quiet move searched before it in vain loses as much; every
/// update also pulls the value back towards 0 by `value * bonus / HISTORY_PULL`, so the counters
/// stay within +-`HISTORY_SCALE * HISTORY_PULL` and recent results weigh most.
const HISTORY_BONUS: i32 = 400;
const HISTORY_SCALE: i32 = 32;
const HISTORY_PULL: i32 = 512;
/// Late move reductions: a late quiet move at `depth` plies, `i`-th in order, is searched first
/// `0.5 + ln(depth) * ln(i) / LMR_DIVISOR` plies shallower, rounded down (at least one ply);
/// a table indexed up to [`LMR_SIZE`] - 1 in both.
const LMR_DIVISOR: f64 = 2.0;
const LMR_SIZE: usize = 64;
/// A quiet move whose history counter is beyond this either way is reduced a ply less (good)
/// or more (bad).
const LMR_HISTORY: i32 = 8_000;
/// Internal iterative reduction from this depth.
const IIR_DEPTH: i32 = 4;
/// The deepest ply the search reaches.
pub const MAX_PLY: usize = 120;

/// A node: the board, the side to move, its hash and the plies since the last irreversible move.
#[derive(Clone, Copy, Debug)]
pub struct Node<B> {
    /// Pieces.
    pub board: Board<B>,
    /// Side to move.
    pub turn: Color,
    /// Zobrist hash.
    pub hash: u64,
    /// Plies since the last capture or man move.
    pub quiet: u16,
    /// Plies since the last capture or man move other than a sideways one (Turkish men move
    /// sideways and back): the window in which positions can repeat. Equal to `quiet` in every
    /// variant whose men only move forward.
    pub reversible: u16,
}

/// Where and when to stop.
#[derive(Debug)]
pub struct Stop<'a> {
    /// Set from outside to stop at once.
    pub flag: &'a AtomicBool,
    /// Hard deadline.
    pub deadline: Option<Instant>,
    /// Node budget.
    pub nodes: u64,
    /// A helper thread's count of running searches: it stops when the count passes one (another
    /// game started thinking and needs the core).
    pub give_way: Option<&'a AtomicUsize>,
}

/// Time use under a flexible budget ([`crate::Limits::maxtime`]): after each completed
/// iteration the search stops once it has used [`TimeUse::share`] of the budget. The share is
/// 30% normally; 15% once the best move has stood for four iterations in a row; 60% when the
/// last iteration changed the best move; and a half or 60% more again when the score fell by
/// 0.2 or 0.5 of a man since the iteration before (the position turned out less good than it
/// looked). A position with one legal move is answered after one iteration as always, and the
/// budget itself is a hard limit.
#[derive(Clone, Copy, Debug)]
pub struct TimeUse {
    start: Instant,
    budget: Duration,
}

impl TimeUse {
    /// A budget counted from `start`.
    #[must_use]
    pub fn new(start: Instant, budget: Duration) -> TimeUse {
        TimeUse { start, budget }
    }

    /// The part of the budget to use when the best move has stood for `stable` further
    /// iterations (0: it just changed) and the score fell by `drop` centi-men in the last one.
    #[must_use]
    pub fn share(stable: u32, drop: i32) -> f64 {
        let mut share = match stable {
            0 => 0.6,
            1..=3 => 0.3,
            _ => 0.15,
        };
        if drop >= 50 {
            share *= 1.6;
        } else if drop >= 20 {
            share *= 1.5;
        }
        f64::min(share, 1.0)
    }

    /// Whether to stop deepening after `elapsed`, the best move having stood for `stable`
    /// iterations and the score having fallen by `drop` in the last one.
    #[must_use]
    pub fn enough_after(&self, elapsed: Duration, stable: u32, drop: i32) -> bool {
        elapsed >= self.budget.mul_f64(TimeUse::share(stable, drop))
    }

    fn enough(&self, stable: u32, drop: i32) -> bool {
        self.enough_after(self.start.elapsed(), stable, drop)
    }
}

/// What one iteration (or the whole search) found.
#[derive(Clone, Debug, Default)]
pub struct Found<B> {
    /// Best move.
    pub best: Option<RawMove<B>>,
    /// Score for the side to move.
    pub score: i32,
    /// Depth completed.
    pub depth: u32,
    /// Deepest ply reached.
    pub seldepth: u32,
    /// Principal variation.
    pub pv: Vec<RawMove<B>>,
}

/// The searcher for one board width.
#[derive(Debug)]
pub struct Searcher<'a, B: Bits> {
    rules: &'static Rules,
    layout: &'static Layout,
    eval: Evaluator,
    tt: &'a Table,
    lists: Vec<Vec<RawMove<B>>>,
    order: Vec<Vec<i32>>,
    pv: Vec<Vec<RawMove<B>>>,
    killers: Vec<[(u8, u8); 2]>,
    /// The move that led to each ply's node (from, to).
    played: Vec<(u8, u8)>,
    /// Countermoves: by colour and the opponent's last move (from, to), the quiet move that
    /// last refuted it.
    counter: Vec<(u8, u8)>,
    history: Vec<i32>,
    /// The variant's late move reductions (see [`reductions`]).
    reductions: &'static Reductions,
    /// Whether the countermove, the history- and PV-adjusted reductions and internal iterative
    /// reduction are on: 10x10 boards and Turkish (see [`refined`]).
    refined: bool,
    path: Vec<u64>,
    /// Nodes visited.
    pub nodes: u64,
    stopped: bool,
    stop: Stop<'a>,
    noise: i32,
    noise_seed: u64,
    seldepth: usize,
    root_best: Option<(RawMove<B>, i32)>,
    /// Frisian: each colour's king run by ply (the square of the king making successive simple
    /// moves and how many, as `Position::king_runs`), kept move by move so that a king whose
    /// successive moves are used up makes no simple move anywhere in the tree, and the endgame
    /// table is probed with the runs. Empty in the other variants.
    runs: Vec<Runs>,
    /// An endgame draw rule running at the root: the ply from the root at which it draws, and
    /// the root's material (White, Black, kings), which must be unchanged for it to still count.
    endgame_draw: Option<(usize, [u32; 3])>,
    /// An endgame draw rule started inside the tree, by ply: the ply at which it draws (set at
    /// each capture or crowning whose material starts one, inherited by the quiet moves below;
    /// see `Searcher::started_count`).
    counts: Vec<Option<usize>>,
    /// The variant's endgame database, probed below the root when the material is small.
    tb: Option<Arc<Tablebase>>,
    /// Nodes answered by the endgame database.
    pub tb_hits: u64,
    /// Stop between iterations when the move is settled (a flexible budget).
    time_use: Option<TimeUse>,
    /// 0 for a search's main thread, else which helper this is.
    helper: usize,
    /// Deepen a root with one legal move like any other (analysis); else answer it at once.
    analysis: bool,
    /// The learned model's region indices of the node at each ply (kept move by move when
    /// the evaluation has a learned model; unused with the hand-written one).
    patterns: Vec<Patterns>,
}

impl<'a, B: Bits> Searcher<'a, B> {
    /// A searcher; `history` holds the hashes of the game's earlier positions, oldest first.
    pub fn new(rules: &'static Rules, tt: &'a Table, history: &[u64], stop: Stop<'a>) -> Self {
        Searcher {
            rules,
            layout: rules.layout(),
            eval: Evaluator::new(rules),
            tt,
            lists: (0..=MAX_PLY).map(|_| Vec::with_capacity(48)).collect(),
            order: (0..=MAX_PLY).map(|_| Vec::with_capacity(48)).collect(),
            pv: (0..=MAX_PLY).map(|_| Vec::with_capacity(16)).collect(),
            killers: vec![[(u8::MAX, u8::MAX); 2]; MAX_PLY + 1],
            played: vec![(u8::MAX, u8::MAX); MAX_PLY + 2],
            counter: vec![(u8::MAX, u8::MAX); MOVE_SLOTS],
            history: vec![0; MOVE_SLOTS],
            reductions: reductions(rules.geometry),
            refined: refined(rules.geometry),
            path: history.to_vec(),
            nodes: 0,
            stopped: false,
            stop,
            noise: 0,
            noise_seed: 0,
            seldepth: 0,
            root_best: None,
            runs: if rules.king_move_limit.is_some() {
                vec![NO_RUNS; MAX_PLY + 2]
            } else {
                Vec::new()
            },
            endgame_draw: None,
            counts: vec![None; MAX_PLY + 2],
            tb: None,
            tb_hits: 0,
            time_use: None,
            helper: 0,
            analysis: false,
            patterns: vec![Patterns::default(); MAX_PLY + 1],
        }
    }

    /// The region indices of the root `node`, read from scratch.
    #[inline]
    fn root_patterns(&mut self, node: &Node<B>) {
        if let Some(model) = self.eval.model() {
            self.patterns[0] = model.patterns(&node.board);
        }
    }

    /// The region indices of the child `mv` makes of `node` at `ply`.
    #[inline(always)]
    fn child_patterns(&mut self, node: &Node<B>, mv: &RawMove<B>, ply: usize) {
        if let Some(model) = self.eval.model() {
            self.patterns[ply + 1] = model.play(&self.patterns[ply], &node.board, node.turn, mv);
        }
    }

    /// Search a root with one legal move as deep as any other (analysis and reviews, where
    /// its score matters), instead of answering it after one iteration (play).
    pub fn set_analysis(&mut self, analysis: bool) {
        self.analysis = analysis;
    }

    /// Evaluate with the weights `evaluation` gives the variant's family (the shipped ones
    /// unless set). Set it before [`Searcher::set_noise`], which is in the evaluation's units.
    pub fn set_evaluation(&mut self, evaluation: &Evaluation) {
        self.eval = Evaluator::with(self.rules, evaluation);
    }

    /// Stop deepening early when the move is settled (see [`TimeUse`]).
    pub fn set_time_use(&mut self, time_use: TimeUse) {
        self.time_use = Some(time_use);
    }

    /// Make this the `k`-th helper of a search with threads (`k` from 1): odd helpers skip
    /// the even depths (above 2), so they run ahead of the main thread and leave deeper
    /// results in the shared table; even helpers search every depth, their timing alone
    /// taking them down other paths.
    pub fn set_helper(&mut self, k: usize) {
        self.helper = k;
    }

    /// Probe `tb` at every node below the root whose material it holds (see `table_score`).
    pub fn set_tablebase(&mut self, tb: Option<Arc<Tablebase>>) {
        self.tb = tb;
    }

    /// The endgame database's score of `node` at `ply`, when the database holds it and its
    /// answer can be trusted under the draw counters it ignores: a draw always (the counters only
    /// add draws); a win or loss in `d` plies only if it ends before the quiet-move rule could
    /// draw (`quiet + d` below the rule's plies), before a running endgame count of the root's
    /// material draws, and within any endgame rule whose material this is (its full count from
    /// here). Otherwise the search goes on as usual and sees the counters itself.
    #[inline]
    fn table_score(&self, node: &Node<B>, ply: usize) -> Option<i32> {
        let tb = self.tb.as_deref()?;
        let runs = self.runs.get(ply).copied().unwrap_or(NO_RUNS);
        let value = egtb::probe_any(tb, &node.board, node.turn, runs)?;
        let d = match value {
            Value::Draw => return Some(0),
            Value::Win(d) | Value::Loss(d) => usize::from(d),
        };
        if usize::from(node.quiet) + d >= usize::from(self.rules.quiet.plies) {
            return None;
        }
        if let Some((at, material)) = self.endgame_draw {
            if ply + d > at && Self::material(&node.board) == material {
                return None;
            }
        }
        if let Some(limit) = self.endgame_limit(&node.board) {
            if d > limit {
                return None;
            }
        }
        if self.counts[ply].is_some_and(|at| ply + d > at) {
            return None;
        }
        let mate = MATE - (ply + d) as i32;
        Some(if matches!(value, Value::Win(_)) {
            mate
        } else {
            -mate
        })
    }

    /// The first endgame rule of the variant whose material is on `board`, with the stronger
    /// side when the rule is about a lone king.
    fn endgame_rule(&self, board: &Board<B>) -> Option<(&'static EndgameRule, Option<Color>)> {
        let count = |side: B| {
            let kings = (side & board.kings).count();
            (side.count() - kings, kings)
        };
        let (w, b) = (count(board.white), count(board.black));
        self.rules
            .endgames
            .iter()
            .find_map(|rule| match rule.material {
                Material::LoneKing {
                    min,
                    max,
                    kings_only,
                    ..
                } => [(w, b, Color::White), (b, w, Color::Black)]
                    .into_iter()
                    .find(|&((sm, sk), weak, _)| {
                        weak == (0, 1)
                            && (u32::from(min)..=u32::from(max)).contains(&(sm + sk))
                            && sk >= 1
                            && (!kings_only || sm == 0)
                    })
                    .map(|(_, _, strong)| (rule, Some(strong))),
                Material::BothKings { min, max } => (w.1 >= 1
                    && b.1 >= 1
                    && (u32::from(min)..=u32::from(max)).contains(&(w.0 + w.1 + b.0 + b.1)))
                .then_some((rule, None)),
            })
    }

    /// Plies an endgame rule of the variant whose material is on `board` allows from its start.
    fn endgame_limit(&self, board: &Board<B>) -> Option<usize> {
        self.endgame_rule(board)
            .map(|(rule, _)| 2 * usize::from(rule.moves))
    }

    /// The ply at which an endgame draw rule that starts at `node`, reached at `ply` by a capture
    /// or a crowning, draws: the first rule of the variant whose material is on the board, with
    /// its count of moves (each side's, or the stronger side's) from here. Rules with a
    /// condition on the long diagonal are left to the game (their count is not started here),
    /// and a rule that would go on counting from before the capture starts again here: both
    /// only make the search see a draw later than the game would, never earlier.
    fn started_count(&self, node: &Node<B>, ply: usize) -> Option<usize> {
        let (rule, strong) = self.endgame_rule(&node.board)?;
        if let Material::LoneKing {
            lone_on_long_diagonal: true,
            ..
        }
        | Material::LoneKing {
            strong_on_long_diagonal: true,
            ..
        } = rule.material
        {
            return None;
        }
        let moves = 2 * usize::from(rule.moves);
        let plies = match rule.count {
            Count::StrongSide if strong == Some(node.turn) => moves.saturating_sub(1),
            _ => moves,
        };
        Some(ply + plies)
    }

    /// Add a deterministic per-position error of up to `amplitude` centi-men (converted to the
    /// evaluation's units) to every evaluation (weaker levels misjudge positions consistently,
    /// as people do).
    pub fn set_noise(&mut self, amplitude: i32, seed: u64) {
        self.noise = (amplitude * self.man_value() / 100).max(0);
        self.noise_seed = seed;
    }

    /// What a man is worth in the units of the evaluation this search uses (see
    /// [`Evaluator::man_value`]).
    #[must_use]
    pub fn man_value(&self) -> i32 {
        self.eval.man_value()
    }

    /// Whether the search was stopped by a limit.
    #[must_use]
    pub fn stopped(&self) -> bool {
        self.stopped
    }

    /// The root node for a board (hash computed from scratch).
    #[must_use]
    pub fn root(layout: &Layout, board: Board<B>, turn: Color, quiet: u16) -> Node<B> {
        let mut hash = if turn == Color::Black {
            layout.zobrist_black
        } else {
            0
        };
        for sq in board.occupied().iter() {
            let c = if board.white.has(sq) { 0 } else { 2 };
            let k = usize::from(board.kings.has(sq));
            hash ^= layout.zobrist[c + k][sq as usize];
        }
        Node {
            board,
            turn,
            hash,
            quiet,
            reversible: quiet,
        }
    }

    /// Frisian: the king runs at the root (`Position::king_runs`); ignored in other variants.
    pub fn set_root_runs(&mut self, runs: Runs) {
        if let Some(r) = self.runs.first_mut() {
            *r = runs;
        }
    }

    /// An endgame draw rule of the game (FMJD's 16 and 5 moves, ...) draws `plies` plies from
    /// `root` if the material does not change first.
    pub fn set_endgame_draw(&mut self, root: &Node<B>, plies: Option<u16>) {
        self.endgame_draw = plies.map(|p| (usize::from(p), Self::material(&root.board)));
    }

    fn material(board: &Board<B>) -> [u32; 3] {
        [
            board.white.count(),
            board.black.count(),
            board.kings.count(),
        ]
    }

    /// Frisian: `color`'s king run at `ply` (square, moves) when it can bar a move: its king is
    /// on the board and its side has men. `None` in the other variants.
    #[inline]
    fn live_run(&self, node: &Node<B>, ply: usize, color: Color) -> Option<(u8, u8)> {
        let (sq, n) = self.runs.get(ply)?[color.index()];
        let ours = node.board.side(color);
        (n > 0 && (ours & node.board.kings).has(sq.0) && !(ours & !node.board.kings).is_zero())
            .then_some((sq.0, n))
    }

    /// The transposition table's key of `node` at `ply`: its hash, and in Frisian the king runs
    /// that can bar a move, so that two nodes of one board whose kings may make different moves
    /// keep apart.
    #[inline]
    fn tt_key(&self, node: &Node<B>, ply: usize) -> u64 {
        let mut key = node.hash;
        for color in [Color::White, Color::Black] {
            if let Some((sq, n)) = self.live_run(node, ply, color) {
                let code = u64::from(sq) | u64::from(n) << 8 | (color.index() as u64) << 16;
                key ^= (code + 1)
                    .wrapping_mul(0x9E37_79B9_7F4A_7C15)
                    .rotate_left(29);
            }
        }
        key
    }

    /// Drop the moves the rules bar at `ply` (Frisian king-move limit: the simple moves of a
    /// king whose successive moves are used up while its side has men).
    #[inline]
    fn filter_barred(&self, node: &Node<B>, ply: usize, list: &mut Vec<RawMove<B>>) {
        let limit = self.rules.king_move_limit.map_or(u8::MAX, |l| l.moves);
        if let Some((sq, n)) = self.live_run(node, ply, node.turn) {
            if n >= limit {
                list.retain(|m| m.is_capture() || m.from != sq);
            }
        }
    }

    /// The endgame count of `child`, reached by `mv` at `ply`: a capture or a crowning starts the
    /// count its new material calls for, if any ([`Searcher::started_count`]); another move
    /// keeps the parent's.
    #[inline]
    fn set_count(&mut self, mv: &RawMove<B>, child: &Node<B>, ply: usize) {
        self.counts[ply] = if self.rules.endgames.is_empty() {
            None
        } else if mv.is_capture() || mv.promotes {
            self.started_count(child, ply)
        } else {
            self.counts[ply - 1]
        };
    }

    /// Step from `node` at `ply` into the child `mv` makes: its region indices and endgame
    /// count are set at `ply + 1` and `node` joins the path (the caller pops it). With
    /// `prefetch`, the child's table slot is fetched first (when the child will probe it).
    #[inline(always)]
    fn enter(&mut self, node: &Node<B>, mv: &RawMove<B>, ply: usize, prefetch: bool) -> Node<B> {
        let child = self.make(node, mv);
        if prefetch {
            self.tt.prefetch(child.hash);
        }
        self.child_patterns(node, mv, ply);
        self.set_count(mv, &child, ply + 1);
        if ply + 1 < self.runs.len() {
            self.runs[ply + 1] = egtb::runs_after(&node.board, node.turn, self.runs[ply], mv);
        }
        self.played[ply + 1] = (mv.from, mv.to);
        self.path.push(node.hash);
        child
    }

    /// Play `mv` on `node`, updating the hash incrementally.
    #[inline(always)]
    #[must_use]
    pub fn make(&self, node: &Node<B>, mv: &RawMove<B>) -> Node<B> {
        let hash = self.child_hash(node, mv);
        let was_king = node.board.kings.has(mv.from);
        let mut board = node.board;
        board.play(node.turn, mv);
        let quiet = if mv.is_capture() || !was_king {
            0
        } else {
            node.quiet.saturating_add(1)
        };
        let reversible = if mv.ends_repetition_window(self.layout, was_king) {
            0
        } else {
            node.reversible.saturating_add(1)
        };
        Node {
            board,
            turn: node.turn.opposite(),
            hash,
            quiet,
            reversible,
        }
    }

    /// The hash of the child `mv` makes of `node`.
    #[inline(always)]
    fn child_hash(&self, node: &Node<B>, mv: &RawMove<B>) -> u64 {
        let z = &self.layout.zobrist;
        let us = node.turn.index() * 2;
        let them = 2 - us;
        let was_king = node.board.kings.has(mv.from);
        let mut hash = node.hash ^ self.layout.zobrist_black;
        hash ^= z[us + usize::from(was_king)][mv.from as usize];
        hash ^= z[us + usize::from(was_king || mv.promotes)][mv.to as usize];
        for sq in mv.captured.iter() {
            hash ^= z[them + usize::from(node.board.kings.has(sq))][sq as usize];
        }
        hash
    }

    /// The evaluation of `node` at `ply` (whose region indices are kept in `patterns`).
    #[inline]
    fn evaluate(&self, node: &Node<B>, ply: usize) -> i32 {
        let patterns = self.eval.model().map(|_| &self.patterns[ply]);
        let s = self
            .eval
            .eval_with(self.layout, &node.board, node.turn, patterns);
        self.noisy(node, s)
    }

    /// `s` with the level's evaluation noise for `node`.
    #[inline]
    fn noisy(&self, node: &Node<B>, s: i32) -> i32 {
        if self.noise == 0 {
            return s;
        }
        let mut z = (node.hash ^ self.noise_seed).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        z ^= z >> 29;
        let span = 2 * self.noise as u64 + 1;
        s + (z % span) as i32 - self.noise
    }

    #[inline]
    fn is_draw(&self, node: &Node<B>, ply: usize) -> bool {
        let rules = self.rules;
        if node.quiet >= rules.quiet.plies {
            return true;
        }
        if let Some((at, material)) = self.endgame_draw {
            if ply >= at && Self::material(&node.board) == material {
                return true;
            }
        }
        if self.counts[ply].is_some_and(|at| ply >= at) {
            return true;
        }
        let n = self.path.len();
        let max = usize::from(node.reversible).min(n);
        let mut k = 2;
        while k <= max {
            if self.path[n - k] == node.hash {
                return true;
            }
            k += 2;
        }
        false
    }

    /// Count a node; false when a limit says stop (checked every node for the node budget, every
    /// 1024 nodes for the clock and the stop flag).
    #[inline]
    fn out_of_budget(&mut self) -> bool {
        if self.nodes >= self.stop.nodes {
            self.stopped = true;
            return true;
        }
        self.nodes += 1;
        if self.nodes & 1023 == 0
            && (self.stop.flag.load(Ordering::Relaxed)
                || self.stop.deadline.is_some_and(|d| Instant::now() >= d)
                || self
                    .stop
                    .give_way
                    .is_some_and(|n| n.load(Ordering::Relaxed) > 1))
        {
            self.stopped = true;
        }
        self.stopped
    }

    /// Score `list` for ordering; the index of the hash move in it, if there.
    fn order_moves(
        &mut self,
        ply: usize,
        color: Color,
        hash_move: Option<(u8, u8, u8)>,
        list: &[RawMove<B>],
    ) -> Option<usize> {
        let mut order = std::mem::take(&mut self.order[ply]);
        order.clear();
        let hash_index = hash_move.and_then(|(from, to, index)| {
            let i = usize::from(index);
            if list.get(i).is_some_and(|m| m.from == from && m.to == to) {
                Some(i)
            } else {
                list.iter().position(|m| m.from == from && m.to == to)
            }
        });
        let killers = self.killers[ply];
        let counter = self.countermove(color, ply);
        for (i, mv) in list.iter().enumerate() {
            let s = if Some(i) == hash_index {
                10_000_000
            } else if mv.is_capture() {
                5_000_000 + 100 * mv.captured.count() as i32
            } else if mv.promotes {
                4_000_000
            } else if (mv.from, mv.to) == killers[0] {
                3_000_000
            } else if (mv.from, mv.to) == killers[1] {
                2_900_000
            } else if (mv.from, mv.to) == counter {
                2_800_000
            } else {
                self.history[move_slot(color, mv.from, mv.to)]
            };
            order.push(s);
        }
        self.order[ply] = order;
        hash_index
    }

    /// The countermove slot of `color` answering the move that led to the node at `ply` (none
    /// at the root, or where countermoves are off: see [`refined`]).
    #[inline]
    fn counter_slot(&self, color: Color, ply: usize) -> Option<usize> {
        let (from, to) = self.played[ply];
        (self.refined && from != u8::MAX).then(|| move_slot(color, from, to))
    }

    /// The quiet move that last refuted the move leading to the node at `ply` (none: no move).
    #[inline]
    fn countermove(&self, color: Color, ply: usize) -> (u8, u8) {
        self.counter_slot(color, ply)
            .map_or((u8::MAX, u8::MAX), |i| self.counter[i])
    }

    /// Bring the best-ordered remaining move to index `i`.
    #[inline]
    fn pick(&mut self, ply: usize, list: &mut [RawMove<B>], i: usize) {
        let order = &mut self.order[ply];
        // The first of the highest scores (`max_by_key` keeps the last, hence the reversal).
        let best = order[i..list.len()]
            .iter()
            .enumerate()
            .rev()
            .max_by_key(|&(_, &s)| s)
            .map_or(i, |(k, _)| i + k);
        if best != i {
            list.swap(i, best);
            order.swap(i, best);
        }
    }

    /// Move `mv`'s history counter for `color` by `bonus` (a penalty when negative), pulled
    /// back towards 0 in proportion to its size (see [`HISTORY_BONUS`]).
    #[inline]
    fn reward(&mut self, color: Color, mv: &RawMove<B>, bonus: i32) {
        let h = &mut self.history[move_slot(color, mv.from, mv.to)];
        *h += bonus * HISTORY_SCALE - *h * bonus.abs() / HISTORY_PULL;
    }

    /// The static evaluation `e` corrected by the score of an earlier search of the node kept in
    /// the table entry `probe`, where its bound says the true score lies beyond `e` (a lower bound
    /// above it, an upper bound below it, or an exact score): pruning near the horizon then judges
    /// the node by what a search found rather than the evaluation alone. Mate scores are left out.
    #[inline]
    fn refine(e: i32, probe: Option<Entry>, ply: usize) -> i32 {
        let Some(p) = probe else { return e };
        let s = from_tt(i32::from(p.score), ply);
        let beyond = match p.bound {
            Bound::Exact => true,
            Bound::Lower => s > e,
            Bound::Upper => s < e,
            Bound::None => false,
        };
        if beyond && s.abs() < MATE_BOUND {
            s
        } else {
            e
        }
    }

    /// Alpha-beta search of `node` to `depth` plies.
    pub fn search(
        &mut self,
        node: &Node<B>,
        mut depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
    ) -> i32 {
        if self.stopped || self.out_of_budget() {
            return 0;
        }
        self.pv[ply].clear();
        self.seldepth = self.seldepth.max(ply);
        let pv_node = beta - alpha > 1;
        if ply > 0 {
            if self.is_draw(node, ply) {
                return 0;
            }
            alpha = alpha.max(-MATE + ply as i32);
            beta = beta.min(MATE - ply as i32 - 1);
            if alpha >= beta {
                return alpha;
            }
            if let Some(s) = self.table_score(node, ply) {
                self.tb_hits += 1;
                return s;
            }
        }
        if ply == 0 {
            self.root_patterns(node);
        }
        if ply >= MAX_PLY {
            return self.evaluate(node, ply);
        }
        let mut hash_move = None;
        let probe = if depth > 0 {
            self.tt.probe(self.tt_key(node, ply))
        } else {
            None
        };
        if let Some(e) = probe {
            if e.index != u8::MAX {
                hash_move = Some((e.from, e.to, e.index));
            }
            if ply > 0 && !pv_node && i32::from(e.depth) >= depth {
                let s = from_tt(i32::from(e.score), ply);
                let cut = match e.bound {
                    Bound::Exact => true,
                    Bound::Lower => s >= beta,
                    Bound::Upper => s <= alpha,
                    Bound::None => false,
                };
                if cut {
                    return s;
                }
            }
        }
        // Internal iterative reduction: a node the table knows no move for is searched a ply
        // shallower (it is likely new, and the next iteration finds it with a move).
        if self.refined && hash_move.is_none() && depth >= IIR_DEPTH && ply > 0 {
            depth -= 1;
        }
        let mut list = std::mem::take(&mut self.lists[ply]);
        damero_rules::captures(self.rules, &node.board, node.turn, &mut list);
        let capturing = !list.is_empty();
        if !capturing {
            if depth <= 0 {
                self.lists[ply] = list;
                return self.evaluate(node, ply);
            }
            if !pv_node && ply > 0 && depth <= FUTILITY_DEPTH && beta.abs() < MATE_BOUND {
                let e = Self::refine(self.evaluate(node, ply), probe, ply);
                if e - FUTILITY_MARGIN * depth >= beta
                    || (depth <= 2 && e + RAZOR_MARGIN * depth <= alpha)
                {
                    self.lists[ply] = list;
                    return e;
                }
            }
            damero_rules::quiet_moves(self.rules, &node.board, node.turn, &mut list);
            self.filter_barred(node, ply, &mut list);
            if list.is_empty() {
                self.lists[ply] = list;
                return -MATE + ply as i32;
            }
        }
        let new_depth = if depth <= 0 {
            0
        } else if list.len() == 1 {
            depth
        } else {
            depth - 1
        };
        let hash_index = self.order_moves(ply, node.turn, hash_move, &list);
        if new_depth > 0 {
            // Every child will probe the table: ask for their slots now, so the memory
            // fetches overlap instead of each child waiting for its own.
            for mv in &list {
                self.tt.prefetch(self.child_hash(node, mv));
            }
        }
        let original_alpha = alpha;
        let mut best = -INF;
        let mut best_i = 0;
        for i in 0..list.len() {
            match hash_index {
                // The hash move scores above every other: no need to look for the best.
                Some(h) if i == 0 => {
                    list.swap(0, h);
                    self.order[ply].swap(0, h);
                }
                _ => self.pick(ply, &mut list, i),
            }
            let mv = list[i];
            let quiet = !mv.is_capture() && !mv.promotes;
            // Late move pruning: near the horizon, quiet moves ordered this late are not
            // searched (all later moves are quiet too: captures and crownings come first).
            if i > 0
                && !pv_node
                && depth <= 2
                && i as i32 >= LATE_MOVES * depth
                && quiet
                && best > -MATE_BOUND
            {
                break;
            }
            // Prefetched again for this child when it probes the table: a slot fetched above
            // may have left the cache while the moves before it were searched.
            let child = self.enter(node, &mv, ply, new_depth > 0);
            let score = if i == 0 {
                -self.search(&child, new_depth, -beta, -alpha, ply + 1)
            } else {
                let killer = self.killers[ply].contains(&(mv.from, mv.to));
                let mut r = 0;
                if quiet && !killer && depth >= 3 && i >= 3 {
                    let row = &self.reductions[(depth as usize).min(LMR_SIZE - 1)];
                    // A ply less on the principal variation and for a move with a good
                    // history, a ply more for one with a bad history.
                    let adjust = if self.refined {
                        let history = self.history[move_slot(node.turn, mv.from, mv.to)];
                        i32::from(history < -LMR_HISTORY)
                            - i32::from(history > LMR_HISTORY)
                            - i32::from(pv_node)
                    } else {
                        0
                    };
                    // At least one ply before the adjustment, and the reduced search keeps
                    // at least one.
                    r = (i32::from(row[i.min(LMR_SIZE - 1)]).max(1) + adjust)
                        .clamp(0, (new_depth - 1).max(1));
                }
                let mut s = -self.search(&child, new_depth - r, -alpha - 1, -alpha, ply + 1);
                if s > alpha && r > 0 {
                    s = -self.search(&child, new_depth, -alpha - 1, -alpha, ply + 1);
                }
                if s > alpha && s < beta {
                    s = -self.search(&child, new_depth, -beta, -alpha, ply + 1);
                }
                s
            };
            self.path.pop();
            if self.stopped {
                self.lists[ply] = list;
                return 0;
            }
            if score > best {
                best = score;
                best_i = i;
                if score > alpha {
                    alpha = score;
                    let (head, tail) = self.pv.split_at_mut(ply + 1);
                    head[ply].clear();
                    head[ply].push(mv);
                    head[ply].extend_from_slice(&tail[0]);
                    if ply == 0 {
                        self.root_best = Some((mv, score));
                    }
                    if alpha >= beta {
                        if !mv.is_capture() {
                            if let Some(c) = self.counter_slot(node.turn, ply) {
                                self.counter[c] = (mv.from, mv.to);
                            }
                            let k = &mut self.killers[ply];
                            if k[0] != (mv.from, mv.to) {
                                k[1] = k[0];
                                k[0] = (mv.from, mv.to);
                            }
                            let bonus = (depth * depth).min(HISTORY_BONUS);
                            self.reward(node.turn, &mv, bonus);
                            for tried in &list[..i] {
                                if !tried.is_capture() && !tried.promotes {
                                    self.reward(node.turn, tried, -bonus);
                                }
                            }
                        }
                        break;
                    }
                }
            }
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        let mv = list[best_i];
        if depth > 0 {
            self.tt.store(
                self.tt_key(node, ply),
                depth,
                to_tt(best, ply),
                bound,
                Some((mv.from, mv.to, best_i as u8)),
            );
        }
        self.lists[ply] = list;
        best
    }

    /// Iterative deepening from `root` up to `max_depth`; `report` sees each completed iteration.
    pub fn iterate(
        &mut self,
        root: &Node<B>,
        max_depth: u32,
        mut report: impl FnMut(&Found<B>, u64),
    ) -> Found<B> {
        // One search, one generation: the helpers share the main thread's (a helper starting
        // a generation of its own would make the main thread's fresh entries look old).
        if self.helper == 0 {
            self.tt.new_search();
        }
        let mut found = Found::default();
        let mut first = Vec::new();
        damero_rules::generate(self.rules, &root.board, root.turn, &mut first);
        self.filter_barred(root, 0, &mut first);
        if first.is_empty() {
            found.score = -MATE;
            return found;
        }
        found.best = first.first().copied();
        found.pv = found.best.into_iter().collect();
        let mut stable = 0;
        for depth in 1..=max_depth.clamp(1, MAX_PLY as u32 - 8) {
            if self.helper % 2 == 1 && depth > 2 && depth % 2 == 0 {
                continue;
            }
            self.root_best = None;
            self.seldepth = 0;
            let score = self.aspire(root, depth as i32, found.score);
            if self.stopped {
                // A move that beat the previous best in the unfinished iteration is still better.
                if let Some((mv, s)) = self.root_best {
                    if Some(mv) != found.best && s > found.score {
                        found.best = Some(mv);
                        found.score = s;
                        found.pv = vec![mv];
                    }
                }
                break;
            }
            // In centi-men (a learned evaluation's units are not: see `Evaluator::man_value`).
            let drop = if depth > 1 {
                (found.score - score) * 100 / self.man_value()
            } else {
                0
            };
            stable = if found.pv.first() == self.pv[0].first() && depth > 1 {
                stable + 1
            } else {
                0
            };
            found.score = score;
            found.depth = depth;
            found.seldepth = self.seldepth as u32;
            found.pv = self.pv[0].clone();
            found.best = found.pv.first().copied().or(found.best);
            report(&found, self.nodes);
            if first.len() == 1 && max_depth > 1 && !self.analysis {
                // Only one move: nothing to think about in play (the score is still reported
                // once; analysis goes on for a score as deep as any other).
                break;
            }
            if score.abs() >= MATE_BOUND && (MATE - score.abs()) < depth as i32 {
                break;
            }
            if self.time_use.is_some_and(|t| t.enough(stable, drop)) {
                break;
            }
        }
        found
    }

    /// One iteration at `depth`: a window of [`ASPIRATION`] around the last iteration's score
    /// `guess`, widened on the side that fails (twice as far each time) until the score falls
    /// inside. Shallow iterations and mate scores get the full window.
    fn aspire(&mut self, root: &Node<B>, depth: i32, guess: i32) -> i32 {
        if depth < 5 || guess.abs() >= MATE_BOUND {
            return self.search(root, depth, -INF, INF, 0);
        }
        let mut delta = ASPIRATION;
        let (mut alpha, mut beta) = (guess - delta, guess + delta);
        loop {
            let score = self.search(root, depth, alpha, beta, 0);
            if self.stopped {
                return score;
            }
            if score <= alpha {
                beta = (alpha + beta) / 2;
                alpha = if delta > 4 * ASPIRATION {
                    -INF
                } else {
                    score - delta
                };
            } else if score >= beta {
                beta = if delta > 4 * ASPIRATION {
                    INF
                } else {
                    score + delta
                };
            } else {
                return score;
            }
            delta *= 2;
        }
    }

    /// Exact scores of every root move at `depth` (for the weaker levels' choice), best first.
    pub fn score_root_moves(&mut self, root: &Node<B>, depth: i32) -> Vec<(RawMove<B>, i32)> {
        self.tt.new_search();
        let mut list = Vec::new();
        damero_rules::generate(self.rules, &root.board, root.turn, &mut list);
        self.filter_barred(root, 0, &mut list);
        let mut out = Vec::with_capacity(list.len());
        self.root_patterns(root);
        for mv in list {
            let child = self.enter(root, &mv, 0, false);
            let s = -self.search(&child, depth - 1, -INF, INF, 1);
            self.path.pop();
            if self.stopped {
                break;
            }
            out.push((mv, s));
        }
        out.sort_by_key(|&(_, s)| -s);
        out
    }

    /// The score of the root move `mv` searched to `depth` plies within `(alpha, beta)`, from
    /// the root's side to move (fail-soft: outside the window it is a bound). For tools that
    /// judge each move themselves (the puzzle miner).
    pub fn score_move(
        &mut self,
        root: &Node<B>,
        mv: &RawMove<B>,
        depth: i32,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        self.root_patterns(root);
        let child = self.enter(root, mv, 0, false);
        let s = -self.search(&child, depth - 1, -beta, -alpha, 1);
        self.path.pop();
        s
    }

    /// The static evaluation of `node` for its side to move (no search).
    #[must_use]
    pub fn static_eval(&self, node: &Node<B>) -> i32 {
        let s = self.eval.eval(self.layout, &node.board, node.turn);
        self.noisy(node, s)
    }
}

fn to_tt(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score + ply as i32
    } else if score <= -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn from_tt(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score - ply as i32
    } else if score <= -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}
