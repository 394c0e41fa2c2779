//! Mining puzzles from games: positions where the side to move has exactly one way to win.
//!
//! A candidate is every position of a game (engine self-play from a seed, or games given, e.g.
//! the store's finished ones) with at least two legal moves. It becomes a puzzle when, searched
//! to [`MineOptions::depth`] plies:
//! - at each of the solver's moves exactly one move wins: it scores at least one man more than
//!   the material lead at the start, and every other move scores at least one man less than it
//!   and less than half a man above the start's lead (the margin);
//! - the opponent's replies are the search's best defence;
//! - the line ends when the gain is secured and shown: the opponent has no move left, or, with
//!   the solver to move after the opponent's reply, no capture pending, the material lead at
//!   least one man larger than at the start (a king counts as its value in the hand evaluation:
//!   1.5 to 3.2 men, [`damero_puzzles::king_value`]) and the search still sees it (three
//!   quarters of a man or more), or the endgame tables say the solver wins and the line shows
//!   material or a crowning won ([`damero_puzzles::line_gain`]: a table win after a quiet move
//!   shows the solver nothing, so the line goes on);
//! - a solver's move that is the only legal one is part of the line (played for the solver);
//!   the first move never is; the line has at most [`MAX_SOLVER_MOVES`] moves to find.
//!
//! Then the whole line is searched again [`MineOptions::verify_depth`] plies deep (deeper):
//! every solver's move must still be the only win and every reply a best defence. Only puzzles
//! that pass are kept. A puzzle's first rating comes from the search effort it needs (the
//! shallowest depth at which the first move is the search's choice) and the number of moves to
//! find. Everything is deterministic: one thread, fixed depths, the seed.

use std::collections::HashSet;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use damero_engine::egtb::{self, Tablebase, Value};
use damero_engine::search::{Node, Searcher, Stop, INF, MATE_BOUND};
use damero_engine::tt::Table;
use damero_engine::{Limits, Options};
use damero_puzzles::{line_gain, material_balance, Puzzle, Theme};
use damero_rules::{
    generate, move_text, Bits, Color, Game, Move, Position, RawMove, Role, Variant,
};

use crate::arena::{detail_of, random_opening, EnginePlayer, Player};

/// The most moves a solver has to find in one puzzle (forced moves not counted).
pub const MAX_SOLVER_MOVES: usize = 6;

/// What to mine.
#[derive(Clone, Debug)]
pub struct MineOptions {
    /// The variant.
    pub variant: Variant,
    /// Seed of the self-play games.
    pub seed: u64,
    /// Stop after this many puzzles.
    pub count: usize,
    /// Depth of the search that finds and builds a line.
    pub depth: i32,
    /// Depth of the search that checks it again (deeper).
    pub verify_depth: i32,
    /// Stop after this many games.
    pub games: usize,
    /// Endgame tables for the variant, if any.
    pub tables: Option<Arc<Tablebase>>,
}

/// What a run found.
#[derive(Clone, Debug, Default)]
pub struct Mined {
    /// The puzzles that passed the deeper check, numbered in the order found.
    pub puzzles: Vec<Puzzle>,
    /// Games looked at.
    pub games: usize,
    /// Positions looked at.
    pub positions: usize,
    /// Lines built at the finding depth (each then checked deeper).
    pub found: usize,
    /// Lines the deeper check refused.
    pub refused: usize,
}

/// Mines puzzles from self-play games; `progress` is told of each puzzle kept.
pub fn mine(opts: &MineOptions, mut progress: impl FnMut(&Mined)) -> Mined {
    let variant = opts.variant;
    let mut miner = Miner::new(opts);
    let mut out = Mined::default();
    for g in 0..opts.games as u64 {
        if out.puzzles.len() >= opts.count {
            break;
        }
        let seed = opts.seed.wrapping_mul(1_000_003).wrapping_add(g);
        let mut game = Game::new(variant);
        for d in random_opening(variant, 4, seed) {
            let _ = game.play(d);
        }
        let mut player = EnginePlayer::new(Options::level(3).with_seed(seed), Limits::depth(3));
        player.new_game(variant);
        let mut positions = Vec::new();
        while game.outcome().is_none() && game.events().len() < 150 {
            positions.push(game.position().clone());
            let Some(d) = player.choose(&game) else { break };
            if game.play(d).is_err() {
                break;
            }
        }
        out.games += 1;
        miner.look_at(&positions, &mut out, opts.count, &mut progress);
    }
    out
}

/// Mines puzzles from the positions of the games given (e.g. the store's finished games).
pub fn mine_games(opts: &MineOptions, games: &[Game], mut progress: impl FnMut(&Mined)) -> Mined {
    let mut miner = Miner::new(opts);
    let mut out = Mined::default();
    for game in games.iter().filter(|g| g.variant() == opts.variant) {
        if out.puzzles.len() >= opts.count {
            break;
        }
        let mut replay = Game::from_position(game.start().clone());
        let mut positions = vec![replay.position().clone()];
        for d in game.moves() {
            if replay.play(d.clone()).is_err() {
                break;
            }
            positions.push(replay.position().clone());
        }
        out.games += 1;
        miner.look_at(&positions, &mut out, opts.count, &mut progress);
    }
    out
}

/// What mining one position gave ([`mine_position`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Remined {
    /// A puzzle that passed the deeper check (its id left empty).
    Puzzle(Puzzle),
    /// The position has fewer than two legal moves.
    Forced,
    /// No line at the finding depth (no single winning move, or no gain shown within
    /// [`MAX_SOLVER_MOVES`] moves to find).
    NoLine,
    /// A line was built, and the deeper check refused it.
    Refused,
}

/// Mines the one position `start` as [`mine`] mines each position of a game: the line built at
/// [`MineOptions::depth`], kept if it passes the check at [`MineOptions::verify_depth`]; the
/// themes and rating as the miner gives them. Used to mine again the starts of shipped puzzles
/// whose lines were taken out (`lab/examples/remine.rs`). Each call starts from an empty
/// transposition table, so the result does not depend on what was mined before.
#[must_use]
pub fn mine_position(opts: &MineOptions, start: &Position) -> Remined {
    if start.legal_moves().len() < 2 {
        return Remined::Forced;
    }
    let miner = Miner::new(opts);
    let wide = !start.layout().fits_u64();
    let made = if wide {
        miner.examine::<u128>(start)
    } else {
        miner.examine::<u64>(start)
    };
    let Some((puzzle, line)) = made else {
        return Remined::NoLine;
    };
    let passed = if wide {
        miner.verify::<u128>(start, &line)
    } else {
        miner.verify::<u64>(start, &line)
    };
    if passed {
        Remined::Puzzle(puzzle)
    } else {
        Remined::Refused
    }
}

struct Miner<'o> {
    opts: &'o MineOptions,
    table: Table,
    seen: HashSet<String>,
}

impl<'o> Miner<'o> {
    fn new(opts: &'o MineOptions) -> Miner<'o> {
        Miner {
            opts,
            table: Table::new(16),
            seen: HashSet::new(),
        }
    }

    fn look_at(
        &mut self,
        positions: &[Position],
        out: &mut Mined,
        count: usize,
        progress: &mut impl FnMut(&Mined),
    ) {
        // After a puzzle, the positions its line covers are not looked at again (they would
        // give the same combination a second time).
        let mut skip_until = 8;
        for (k, pos) in positions.iter().enumerate() {
            if out.puzzles.len() >= count {
                return;
            }
            if k < skip_until || pos.legal_moves().len() < 2 || self.seen.contains(&pos.fen()) {
                continue;
            }
            out.positions += 1;
            let wide = !pos.layout().fits_u64();
            let made = if wide {
                self.examine::<u128>(pos)
            } else {
                self.examine::<u64>(pos)
            };
            let Some((mut puzzle, line)) = made else {
                continue;
            };
            out.found += 1;
            let passed = if wide {
                self.verify::<u128>(pos, &line)
            } else {
                self.verify::<u64>(pos, &line)
            };
            if !passed {
                out.refused += 1;
                continue;
            }
            let mut p = pos.clone();
            for mv in &line {
                if p.turn() == pos.turn() {
                    self.seen.insert(p.fen());
                }
                p.play_unchecked(mv);
            }
            skip_until = k + line.len() + 1;
            puzzle.id = format!("{}-{:04}", self.opts.variant, out.puzzles.len() + 1);
            out.puzzles.push(puzzle);
            progress(out);
        }
    }

    /// A searcher for positions from `pos` (Frisian: with its king runs).
    fn searcher<'a, B: Bits>(&'a self, pos: &Position, flag: &'a AtomicBool) -> Searcher<'a, B> {
        let rules = self.opts.variant.rules();
        let stop = Stop {
            flag,
            deadline: None,
            nodes: u64::MAX,
            give_way: None,
        };
        let mut s = Searcher::<B>::new(rules, &self.table, &[], stop);
        s.set_analysis(true);
        s.set_tablebase(self.opts.tables.clone());
        s.set_root_runs(pos.king_runs());
        s
    }

    /// The best move of `pos` at `depth` and its score (principal variation search at the
    /// root, moves in the generator's order).
    fn best<B: Bits>(&self, pos: &Position, depth: i32) -> Option<(Move, i32)> {
        let flag = AtomicBool::new(false);
        let mut s = self.searcher::<B>(pos, &flag);
        let root = node::<B>(pos);
        let list = root_moves(pos, &root);
        let mut best: Option<(Move, i32)> = None;
        for mv in &list {
            let v = match best {
                None => s.score_move(&root, mv, depth, -INF, INF),
                Some((_, b)) => {
                    let v = s.score_move(&root, mv, depth, b, b + 1);
                    if v > b {
                        s.score_move(&root, mv, depth, b, INF)
                    } else {
                        v
                    }
                }
            };
            if best.is_none_or(|(_, b)| v > b) {
                best = Some((Move::from_raw(mv), v));
            }
        }
        best
    }

    /// Whether every move of `pos` but `keep` scores below `bound` at `depth`.
    fn others_below<B: Bits>(&self, pos: &Position, keep: &Move, depth: i32, bound: i32) -> bool {
        let flag = AtomicBool::new(false);
        let mut s = self.searcher::<B>(pos, &flag);
        let root = node::<B>(pos);
        let list = root_moves(pos, &root);
        list.iter()
            .filter(|mv| Move::from_raw(*mv) != *keep)
            .all(|mv| s.score_move(&root, mv, depth, bound - 1, bound) < bound)
    }

    /// The one winning move of the solver at `pos`, or `None` when there is none or more
    /// than one. `lead0` is the start's material lead (centi-men).
    fn only_win<B: Bits>(&self, pos: &Position, lead0: i32, depth: i32) -> Option<Move> {
        let man = self.man_value::<B>();
        let goal = lead0 * man / 100;
        let (mv, v) = self.best::<B>(pos, depth)?;
        if v < goal + man {
            return None;
        }
        let bound = if v >= MATE_BOUND {
            // A forced win: no other move may win by force or reach the goal.
            goal + man / 2
        } else {
            (v - man).min(goal + man / 2)
        };
        self.others_below::<B>(pos, &mv, depth, bound).then_some(mv)
    }

    fn man_value<B: Bits>(&self) -> i32 {
        let flag = AtomicBool::new(false);
        let start = Position::start(self.opts.variant);
        self.searcher::<B>(&start, &flag).man_value()
    }

    /// Whether the solver's gain is secured at `pos` (the solver to move): no capture pending,
    /// the lead one man above the start's, and the search agrees; or the tables say it wins.
    fn secured<B: Bits>(&self, pos: &Position, solver: Color, lead0: i32, depth: i32) -> bool {
        if let Some(tb) = &self.opts.tables {
            if pieces(pos) <= usize::from(tb.pieces()) {
                return matches!(egtb::probe_position(tb, pos), Some(Value::Win(_)));
            }
        }
        if pos.capture_available() || material_balance(pos, solver) < lead0 + 100 {
            return false;
        }
        let man = self.man_value::<B>();
        self.best::<B>(pos, depth)
            .is_some_and(|(_, v)| v >= lead0 * man / 100 + man * 3 / 4)
    }

    /// Builds the line from `start` at the finding depth.
    fn examine<B: Bits>(&self, start: &Position) -> Option<(Puzzle, Vec<Move>)> {
        let depth = self.opts.depth;
        let solver = start.turn();
        let lead0 = material_balance(start, solver);
        let won_at_start = self.table_win(start);
        let first = self.only_win::<B>(start, lead0, depth)?;
        let mut line = vec![first];
        let mut pos = start.clone().play(&first).ok()?;
        let mut to_find = 1;
        loop {
            // The opponent's reply.
            if !pos.has_moves() {
                break;
            }
            let (reply, _) = self.best::<B>(&pos, depth)?;
            let after = pos.clone().play(&reply).ok()?;
            // The gain must show on the board at the end of the line, not only in the tables.
            if !won_at_start
                && line_gain(start, &line).is_some()
                && self.secured::<B>(&after, solver, lead0, depth)
            {
                break;
            }
            line.push(reply);
            pos = after;
            let legal = pos.legal_moves();
            let mv = if legal.len() == 1 {
                legal[0]
            } else {
                to_find += 1;
                if to_find > MAX_SOLVER_MOVES {
                    return None;
                }
                self.only_win::<B>(&pos, lead0, depth)?
            };
            line.push(mv);
            pos = pos.play(&mv).ok()?;
        }
        let effort = (1..=depth)
            .find(|&d| self.best::<B>(start, d).is_some_and(|(m, _)| m == first))
            .unwrap_or(depth);
        let puzzle = Puzzle {
            id: String::new(),
            fen: start.fen(),
            moves: texts(start, &line),
            themes: themes(start, &line),
            rating: rating(effort, to_find, line.len()),
        };
        Some((puzzle, line))
    }

    fn table_win(&self, pos: &Position) -> bool {
        self.opts.tables.as_ref().is_some_and(|tb| {
            pieces(pos) <= usize::from(tb.pieces())
                && matches!(egtb::probe_position(tb, pos), Some(Value::Win(_)))
        })
    }

    /// Checks the line again at the deeper depth.
    fn verify<B: Bits>(&self, start: &Position, line: &[Move]) -> bool {
        let depth = self.opts.verify_depth;
        let solver = start.turn();
        let lead0 = material_balance(start, solver);
        let mut pos = start.clone();
        for mv in line {
            if pos.turn() == solver {
                let forced = pos.legal_moves().len() == 1;
                if !forced && self.only_win::<B>(&pos, lead0, depth) != Some(*mv) {
                    return false;
                }
            } else {
                let Some((_, best)) = self.best::<B>(&pos, depth) else {
                    return false;
                };
                let flag = AtomicBool::new(false);
                let mut s = self.searcher::<B>(&pos, &flag);
                let root = node::<B>(&pos);
                if s.score_move(&root, &mv.to_raw(), depth, best - 1, INF) < best {
                    return false;
                }
            }
            let Ok(next) = pos.clone().play(mv) else {
                return false;
            };
            pos = next;
        }
        // The end still holds: the opponent cannot move, or the line shows the gain and after
        // the best reply it is secured.
        if !pos.has_moves() {
            return true;
        }
        if line_gain(start, line).is_none() {
            return false;
        }
        let Some((reply, _)) = self.best::<B>(&pos, depth) else {
            return false;
        };
        pos.play(&reply).is_ok_and(|after| {
            self.table_win(start) || self.secured::<B>(&after, solver, lead0, depth)
        })
    }
}

/// The pieces on the board, both sides, men and kings.
fn pieces(pos: &Position) -> usize {
    let ((wm, wk), (bm, bk)) = (pos.count(Color::White), pos.count(Color::Black));
    wm + wk + bm + bk
}

/// The moves of `pos` (its `root` node): the generator's, less those Frisian's king-move limit
/// bars.
fn root_moves<B: Bits>(pos: &Position, root: &Node<B>) -> Vec<RawMove<B>> {
    let mut list = Vec::new();
    generate(pos.rules(), &root.board, root.turn, &mut list);
    if let Some(barred) = pos.barred_king() {
        list.retain(|m| m.is_capture() || m.from != barred.0);
    }
    list
}

fn node<B: Bits>(pos: &Position) -> Node<B> {
    Searcher::<B>::root(pos.layout(), pos.board().convert(), pos.turn(), 0)
}

fn texts(start: &Position, line: &[Move]) -> Vec<String> {
    let rules = start.rules();
    let mut pos = start.clone();
    line.iter()
        .map(|mv| {
            let d = detail_of(&pos, mv).expect("a line's moves are legal");
            pos.play_unchecked(mv);
            move_text(rules, &d, rules.default_notation())
        })
        .collect()
}

/// The themes a line shows: a shot (a move of the solver's answered by a capture, after which
/// the solver takes two pieces or more), a breakthrough (a solver's man is crowned), a king
/// capture (the solver takes a king), an endgame (a third of the start's pieces or fewer).
pub fn themes(start: &Position, line: &[Move]) -> Vec<Theme> {
    let solver = start.turn();
    let mut pos = start.clone();
    let (mut shot, mut crown, mut king) = (false, false, false);
    let mut opponent_took = false;
    for mv in line {
        if pos.turn() == solver {
            if opponent_took && mv.captured.len() >= 2 {
                shot = true;
            }
            crown |= mv.promotes;
            king |= mv
                .captured
                .iter()
                .any(|sq| pos.piece_at(sq).is_some_and(|p| p.role == Role::King));
        } else {
            opponent_took = mv.is_capture();
        }
        pos.play_unchecked(mv);
    }
    let endgame = pieces(start) * 3 <= pieces(&Position::start(start.variant()));
    let mut out = Vec::new();
    for (t, yes) in [
        (Theme::Shot, shot),
        (Theme::Breakthrough, crown),
        (Theme::KingCapture, king),
        (Theme::Endgame, endgame),
    ] {
        if yes {
            out.push(t);
        }
    }
    out
}

/// A puzzle's first rating from the search effort it needs: the shallowest depth at which the
/// first move is the search's choice (each ply 60 points), the moves to find (each after the
/// first 80 points) and the line's length (each ply after the first 20 points), from 800 up, at
/// most 2,400.
#[must_use]
pub fn rating(effort: i32, to_find: usize, plies: usize) -> u32 {
    let r = 800
        + 60 * i64::from(effort.max(1) - 1)
        + 80 * (to_find.max(1) as i64 - 1)
        + 20 * (plies.max(1) as i64 - 1);
    r.clamp(800, 2400) as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Frisian: a king that has made its three simple moves in a row offers no move to a puzzle's
    /// search, which sees the runs below the root too.
    #[test]
    fn the_root_moves_leave_out_a_barred_king() {
        let start = Position::from_fen(Variant::Frisian, "B:WK49,50:BK41").expect("valid");
        let mut game = Game::from_position(start);
        for mv in [
            "41-46", "49-43", "46-41", "43-49", "41-46", "49-43", "46-41",
        ] {
            game.play_text(mv).expect("legal");
        }
        let pos = game.position();
        let root = node::<u64>(pos);
        let moves: Vec<Move> = root_moves(pos, &root).iter().map(Move::from_raw).collect();
        let mut texts: Vec<String> = pos
            .details(false)
            .into_iter()
            .filter(|d| moves.contains(&d.mv))
            .map(|d| move_text(pos.rules(), &d, pos.rules().default_notation()))
            .collect();
        texts.sort();
        assert_eq!(moves.len(), texts.len());
        assert_eq!(texts, ["50-44", "50-45"]);
    }

    fn opts(variant: Variant) -> MineOptions {
        MineOptions {
            variant,
            seed: 1,
            count: 3,
            depth: 6,
            verify_depth: 8,
            games: 40,
            tables: None,
        }
    }

    #[test]
    fn mined_puzzles_replay_have_one_first_move_and_come_out_the_same_twice() {
        let o = opts(Variant::Spanish);
        let a = mine(&o, |_| {});
        assert_eq!(a.puzzles.len(), 3, "{a:?}");
        for p in &a.puzzles {
            let start = p.position(o.variant).expect("fen");
            assert!(start.legal_moves().len() >= 2, "{p:?}");
            let line = p.replay(o.variant).expect("the line plays");
            assert_eq!(line.len() % 2, 1);
            assert!(p.gain_shown(o.variant).expect("plays").is_some(), "{p:?}");
            assert!((800..=2400).contains(&p.rating));
        }
        let b = mine(&o, |_| {});
        assert_eq!(a.puzzles, b.puzzles);
        assert!(a.found >= a.puzzles.len());
    }

    /// Russian at depth 8 (checked at 10) with its 3-piece tables.
    fn russian_with_tables() -> MineOptions {
        let v = Variant::Russian;
        let tb = Tablebase::build(v, 3, |_| {}).expect("builds");
        MineOptions {
            depth: 8,
            verify_depth: 10,
            tables: Some(Arc::new(tb)),
            ..opts(v)
        }
    }

    #[test]
    fn a_line_won_in_the_tables_goes_on_until_the_gain_shows() {
        // White gives the man (f2-g3 h4xf2) and the king takes what is left. After the reply
        // the 3-piece tables already say White wins, which once ended the line at f2-g3, a
        // quiet move with nothing won on the board (issue 44, item 21).
        let v = Variant::Russian;
        let o = russian_with_tables();
        let m = Miner::new(&o);
        let start = Position::from_fen(v, "W:WKg1,f2:Bb4,h4").expect("fen");
        let (p, line) = m.examine::<u64>(&start).expect("a puzzle");
        assert_eq!(p.moves[0], "f2-g3", "{p:?}");
        assert!(line.len() > 1, "{p:?}");
        assert!(line_gain(&start, &line).is_some(), "{p:?}");
        assert!(m.verify::<u64>(&start, &line), "{p:?}");
        // The deeper check refuses the line cut back to the quiet move.
        assert_eq!(line_gain(&start, &line[..1]), None);
        assert!(!m.verify::<u64>(&start, &line[..1]));
    }

    #[test]
    fn one_position_is_mined_as_in_a_game() {
        // russian-0025's start: its line once ended at d6-a3, a quiet move the tables call won;
        // mined again, the line goes on until the king is taken.
        let v = Variant::Russian;
        let o = russian_with_tables();
        let start = Position::from_fen(v, "B:Wc3,g5,Kf8:BKd6,e7").expect("fen");
        let Remined::Puzzle(p) = mine_position(&o, &start) else {
            panic!("no puzzle");
        };
        assert_eq!(p.moves, ["d6-a3", "f8xd6", "a3xe7xh4"], "{p:?}");
        assert!(p.id.is_empty());
        assert_eq!(p.fen, start.fen());
        assert!(p.gain_shown(v).expect("plays").is_some(), "{p:?}");
        assert_eq!(mine_position(&o, &start), Remined::Puzzle(p));
        // One legal move: no puzzle.
        let forced = Position::from_fen(v, "W:Wc3:Bd4").expect("fen");
        assert_eq!(forced.legal_moves().len(), 1);
        assert_eq!(mine_position(&o, &forced), Remined::Forced);
    }

    #[test]
    fn the_puzzles_count_material_as_the_hand_evaluation_does() {
        for v in Variant::ALL {
            let w = damero_engine::eval::weights_for(v.rules());
            assert_eq!((w.man, w.king), (100, damero_puzzles::king_value(v)), "{v}");
        }
    }

    #[test]
    fn themes_read_the_line() {
        // White man on 1 ... a position where a capture crowns is found by playing captures.
        let v = Variant::Spanish;
        let start = Position::from_fen(v, "W:W10:B5,14").expect("fen");
        let moves = start.legal_moves();
        assert!(!moves.is_empty());
        let t = themes(&start, &moves[..1]);
        assert!(t.contains(&Theme::Endgame), "{t:?}");
    }
}
