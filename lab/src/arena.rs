//! Engine-versus-engine matches: players, one game, a match over varied openings.
//!
//! A [`Player`] chooses moves for a [`Game`] (refereed by the rules crate, which declares wins and
//! draws). [`EnginePlayer`] is this engine at a level; [`GreedyPlayer`] is the plain 2-ply greedy
//! reference (maximise material after the opponent's best reply); outside programs speaking the
//! line protocol are wrapped by the CLI. Each opening (a few random plies from the start) is played
//! twice with colours swapped, so an unbalanced opening favours nobody.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;

use damero_rules::{generate, Board, RawMove};
use damero_rules::{Color, Game, MoveDetail, Outcome, Square, Variant};

use crate::sprt::{Decision, Results, Sprt};
use damero_engine::eval::material;
use damero_engine::rng::Rng;
use damero_engine::{Engine, Limits, Options, Situation};

/// Something that plays moves.
pub trait Player {
    /// A short name for reports.
    fn name(&self) -> String;
    /// A new game starts (clear per-game state).
    fn new_game(&mut self, _variant: Variant) {}
    /// The move to play in `game` (its side to move); `None` resigns.
    fn choose(&mut self, game: &Game) -> Option<MoveDetail>;
    /// In a huff game after a faulty move: the piece to huff, if any.
    fn huff(&mut self, _game: &Game) -> Option<Square> {
        None
    }
}

impl<P: Player + ?Sized> Player for Box<P> {
    fn name(&self) -> String {
        (**self).name()
    }
    fn new_game(&mut self, variant: Variant) {
        (**self).new_game(variant);
    }
    fn choose(&mut self, game: &Game) -> Option<MoveDetail> {
        (**self).choose(game)
    }
    fn huff(&mut self, game: &Game) -> Option<Square> {
        (**self).huff(game)
    }
}

pub use damero_engine::protocol::detail_of;

/// This engine at a level with a time budget per move.
#[derive(Debug)]
pub struct EnginePlayer {
    engine: Engine,
    /// Level and seed.
    pub options: Options,
    /// Budget per move.
    pub limits: Limits,
    games: u64,
}

impl EnginePlayer {
    /// A player at `options` thinking within `limits` per move.
    #[must_use]
    pub fn new(options: Options, limits: Limits) -> EnginePlayer {
        EnginePlayer {
            engine: Engine::new(options.hash_mb),
            options,
            limits,
            games: 0,
        }
    }
}

impl Player for EnginePlayer {
    fn name(&self) -> String {
        format!("level {}", self.options.level)
    }
    fn new_game(&mut self, _variant: Variant) {
        self.games += 1;
        self.engine = Engine::new(self.options.hash_mb);
    }
    fn choose(&mut self, game: &Game) -> Option<MoveDetail> {
        let sit = Situation::from_game(game);
        let plies = game.moves().count() as u64;
        let opts = self
            .options
            .with_seed(self.options.seed ^ (self.games << 32) ^ plies);
        let t = self
            .engine
            .think(&sit, &self.limits, &opts, &AtomicBool::new(false));
        if t.resign {
            return None;
        }
        detail_of(game.position(), &t.best?)
    }
    fn huff(&mut self, game: &Game) -> Option<Square> {
        let chance = game.huff_chance()?;
        let squares: Vec<Square> = chance.squares.iter().collect();
        let sit = Situation::from_game(game);
        self.engine
            .choose_huff(&sit, &squares, &self.limits, &AtomicBool::new(false))
    }
}

/// The plain 2-ply greedy player: the move after which the opponent's best reply leaves it the most
/// material (ties broken at random).
#[derive(Debug)]
pub struct GreedyPlayer {
    rng: Rng,
}

impl GreedyPlayer {
    /// A greedy player with a seed for its tie-breaks.
    #[must_use]
    pub fn new(seed: u64) -> GreedyPlayer {
        GreedyPlayer {
            rng: Rng::new(seed),
        }
    }
}

impl Player for GreedyPlayer {
    fn name(&self) -> String {
        "greedy 2-ply".into()
    }
    fn choose(&mut self, game: &Game) -> Option<MoveDetail> {
        let pos = game.position();
        let rules = pos.rules();
        let board: Board<u128> = *pos.board();
        let us = pos.turn();
        let mut moves: Vec<RawMove<u128>> = Vec::new();
        generate(rules, &board, us, &mut moves);
        let mut replies = Vec::new();
        let mut best: Vec<RawMove<u128>> = Vec::new();
        let mut best_score = i32::MIN;
        for mv in &moves {
            let mut b = board;
            b.play(us, mv);
            generate(rules, &b, us.opposite(), &mut replies);
            let score = if replies.is_empty() {
                i32::MAX
            } else {
                replies
                    .iter()
                    .map(|r| {
                        let mut c = b;
                        c.play(us.opposite(), r);
                        material(rules, &c, us) - material(rules, &c, us.opposite())
                    })
                    .min()
                    .unwrap_or(0)
            };
            if score > best_score {
                best_score = score;
                best.clear();
            }
            if score == best_score {
                best.push(*mv);
            }
        }
        let pick = best.get(self.rng.below(best.len() as u64) as usize)?;
        detail_of(pos, &damero_rules::Move::from_raw(pick))
    }
}

/// The result of a match, from the first player's side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Score {
    /// Games the first player won.
    pub wins: u32,
    /// Games drawn (including games stopped at the move cap).
    pub draws: u32,
    /// Games the first player lost.
    pub losses: u32,
}

impl Score {
    /// Games played: won, drawn and lost.
    #[must_use]
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// The first player's share of the points, 0.0 to 1.0.
    #[must_use]
    pub fn ratio(&self) -> f64 {
        let games = self.games();
        if games == 0 {
            0.5
        } else {
            (f64::from(self.wins) + f64::from(self.draws) / 2.0) / f64::from(games)
        }
    }
}

impl std::fmt::Display for Score {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "+{} ={} -{} ({:.1}%)",
            self.wins,
            self.draws,
            self.losses,
            100.0 * self.ratio()
        )
    }
}

/// Plies after which an unfinished game is scored a draw.
pub const MAX_PLIES: usize = 300;

/// A random opening of `plies` moves from the start of `variant`.
#[must_use]
pub fn random_opening(variant: Variant, plies: usize, seed: u64) -> Vec<MoveDetail> {
    random_line(variant, plies, &mut Rng::new(seed)).0
}

/// Up to `plies` random legal moves from the start of `variant`, drawn from `rng` (fewer when
/// the game ends first), and the game after them.
pub(crate) fn random_line(
    variant: Variant,
    plies: usize,
    rng: &mut Rng,
) -> (Vec<MoveDetail>, Game) {
    let mut game = Game::new(variant);
    let mut line = Vec::new();
    for _ in 0..plies {
        let moves = game.position().details(false);
        if moves.is_empty() || game.outcome().is_some() {
            break;
        }
        let d = moves[rng.below(moves.len() as u64) as usize].clone();
        if game.play(d.clone()).is_err() {
            break;
        }
        line.push(d);
    }
    (line, game)
}

/// Play one game from `opening`; the winner's colour, or `None` for a draw.
pub fn play_game(
    variant: Variant,
    opening: &[MoveDetail],
    white: &mut dyn Player,
    black: &mut dyn Player,
) -> Option<Color> {
    let mut game = Game::new(variant);
    white.new_game(variant);
    black.new_game(variant);
    for d in opening {
        if game.play(d.clone()).is_err() {
            break;
        }
    }
    while game.outcome().is_none() && game.events().len() < MAX_PLIES {
        let turn = game.turn();
        let player: &mut dyn Player = if turn == Color::White {
            &mut *white
        } else {
            &mut *black
        };
        if game.huff_chance().is_some() {
            if let Some(sq) = player.huff(&game) {
                // A refused huff is the player's loss of a chance, nothing more.
                let _ = game.huff(sq);
                continue;
            }
        }
        match player.choose(&game) {
            Some(d) => {
                if game.play(d).is_err() {
                    // An illegal move loses.
                    return Some(turn.opposite());
                }
            }
            None => return Some(turn.opposite()),
        }
    }
    match game.outcome() {
        Some(Outcome::Win { winner, .. }) => Some(winner),
        _ => None,
    }
}

/// Play `games` games between `a` and `b` (pairs of games over the same random opening, colours
/// swapped); `progress` sees the score after each game.
pub fn play_match(
    variant: Variant,
    a: &mut dyn Player,
    b: &mut dyn Player,
    games: u32,
    seed: u64,
    opening_plies: usize,
    mut progress: impl FnMut(u32, &Score),
) -> Score {
    play_match_while(variant, a, b, games, seed, opening_plies, |n, s| {
        progress(n, s);
        true
    })
}

/// [`play_match`], stopping early (with the score so far) when `progress` returns `false`
/// (e.g. nobody reads the scores any more).
pub fn play_match_while(
    variant: Variant,
    a: &mut dyn Player,
    b: &mut dyn Player,
    games: u32,
    seed: u64,
    opening_plies: usize,
    mut progress: impl FnMut(u32, &Score) -> bool,
) -> Score {
    let mut score = Score::default();
    let mut opening = Vec::new();
    for g in 0..games {
        if g % 2 == 0 {
            opening = random_opening(
                variant,
                opening_plies,
                seed ^ u64::from(g).wrapping_mul(0x9E37),
            );
        }
        let a_white = g % 2 == 0;
        let winner = if a_white {
            play_game(variant, &opening, a, b)
        } else {
            play_game(variant, &opening, b, a)
        };
        match winner {
            None => score.draws += 1,
            Some(c) if (c == Color::White) == a_white => score.wins += 1,
            Some(_) => score.losses += 1,
        }
        if !progress(g + 1, &score) {
            break;
        }
    }
    score
}

/// One game's result from the first player's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameResult {
    /// The first player lost.
    Loss,
    /// A draw (or the move cap).
    Draw,
    /// The first player won.
    Win,
}

impl GameResult {
    /// Half-points: 0, 1, 2.
    #[must_use]
    pub fn half_points(self) -> usize {
        match self {
            GameResult::Loss => 0,
            GameResult::Draw => 1,
            GameResult::Win => 2,
        }
    }
}

/// Play `opening` twice, `a` first with White, then with Black: the two results for `a`.
pub fn play_pair(
    variant: Variant,
    opening: &[MoveDetail],
    a: &mut dyn Player,
    b: &mut dyn Player,
) -> [GameResult; 2] {
    let of = |winner: Option<Color>, a_colour: Color| match winner {
        None => GameResult::Draw,
        Some(c) if c == a_colour => GameResult::Win,
        Some(_) => GameResult::Loss,
    };
    let first = of(play_game(variant, opening, a, b), Color::White);
    let second = of(play_game(variant, opening, b, a), Color::Black);
    [first, second]
}

/// The state of an SPRT match after some pairs, from the first player's side.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SprtState {
    /// Games won, drawn and lost.
    pub score: Score,
    /// Pairs by the first player's half-points: 0, 1, 2, 3, 4 (LL, LD, LW/DD, DW, WW).
    pub pairs: [u32; 5],
    /// The log-likelihood ratio (pentanomial).
    pub llr: f64,
    /// What the test says.
    pub decision: Decision,
}

/// The most games an SPRT match plays (the CLI's cap on `--max-games`), and so the most a
/// resumed test may already hold.
pub const MAX_SPRT_GAMES: u32 = 10_000_000;

impl SprtState {
    /// Pairs played (each is two games, one opening with colours swapped).
    #[must_use]
    pub fn pairs_played(&self) -> u32 {
        self.pairs.iter().sum()
    }

    /// The results for the statistics module.
    #[must_use]
    pub fn results(&self) -> Results {
        Results::Pentanomial(self.pairs)
    }

    /// A test before its first pair.
    #[must_use]
    pub fn fresh() -> SprtState {
        SprtState {
            score: Score::default(),
            pairs: [0; 5],
            llr: 0.0,
            decision: Decision::Continue,
        }
    }

    /// The state of a test stopped after `score` and `pairs` (one game counted twice, or a
    /// pair without its two games, is refused), its LLR and decision worked out by `sprt`.
    ///
    /// # Errors
    /// `score` and `pairs` disagree: a sentence saying how.
    pub fn resumed(sprt: &Sprt, score: Score, pairs: [u32; 5]) -> Result<SprtState, String> {
        // In u64, so that no count a person types can overflow.
        let (wins, draws) = (u64::from(score.wins), u64::from(score.draws));
        let games = wins + draws + u64::from(score.losses);
        let pair_count: u64 = pairs.iter().map(|&n| u64::from(n)).sum();
        if games > u64::from(MAX_SPRT_GAMES) {
            return Err(format!(
                "{games} games are more than a match plays (at most {MAX_SPRT_GAMES})"
            ));
        }
        if games != 2 * pair_count {
            return Err(format!(
                "{games} games are not the {} games of {pair_count} pairs",
                2 * pair_count
            ));
        }
        let half_points: u64 = (0u64..).zip(pairs).map(|(k, n)| k * u64::from(n)).sum();
        if half_points != 2 * wins + draws {
            return Err(format!(
                "the pairs hold {half_points} half-points, W {wins} D {draws} makes {}",
                2 * wins + draws
            ));
        }
        let mut state = SprtState {
            score,
            pairs,
            ..SprtState::fresh()
        };
        if pair_count > 0 {
            state.judge(sprt);
        }
        Ok(state)
    }

    /// Work out the LLR and the decision from the pairs so far.
    fn judge(&mut self, sprt: &Sprt) {
        self.llr = sprt.llr(&self.results());
        self.decision = sprt.decide(self.llr);
    }
}

/// An SPRT match: pairs of games over `openings` (pair `i` plays opening `i` modulo their
/// number, colours swapped), each pair played by the next free pair of players in `players`
/// (one thread each; one pair of players plays one game at a time), until the test decides or
/// `max_games` games are played (rounded up to whole pairs). It goes on from `from` (a test
/// stopped earlier, [`SprtState::resumed`], or [`SprtState::fresh`]): its pairs count, and the
/// next pair plays the opening after theirs; a decided `from` is returned as it is. `progress`
/// sees the state after each pair and may stop the match by answering `false`; pairs already
/// being played when the match stops are not counted.
///
/// # Panics
/// `openings` or `players` empty.
pub fn play_sprt<P: Player + Send>(
    variant: Variant,
    openings: &[Vec<MoveDetail>],
    sprt: &Sprt,
    max_games: u32,
    from: SprtState,
    players: Vec<(P, P)>,
    mut progress: impl FnMut(&SprtState) -> bool,
) -> SprtState {
    assert!(!openings.is_empty() && !players.is_empty());
    let mut state = from;
    if state.decision != Decision::Continue {
        return state;
    }
    let max_pairs = max_games.div_ceil(2) as usize;
    let next = AtomicUsize::new(state.pairs_played() as usize);
    let stop = AtomicBool::new(false);
    std::thread::scope(|scope| {
        let (tx, rx) = mpsc::channel::<[GameResult; 2]>();
        for (mut a, mut b) in players {
            let tx = tx.clone();
            let (next, stop) = (&next, &stop);
            scope.spawn(move || loop {
                if stop.load(Ordering::Relaxed) {
                    break;
                }
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= max_pairs {
                    break;
                }
                let pair = play_pair(variant, &openings[i % openings.len()], &mut a, &mut b);
                if tx.send(pair).is_err() {
                    break;
                }
            });
        }
        drop(tx);
        for pair in rx {
            if stop.load(Ordering::Relaxed) {
                continue;
            }
            for g in pair {
                match g {
                    GameResult::Win => state.score.wins += 1,
                    GameResult::Draw => state.score.draws += 1,
                    GameResult::Loss => state.score.losses += 1,
                }
            }
            state.pairs[pair[0].half_points() + pair[1].half_points()] += 1;
            state.judge(sprt);
            if !progress(&state) || state.decision != Decision::Continue {
                stop.store(true, Ordering::Relaxed);
            }
        }
    });
    state
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_match_stops_after_the_game_whose_progress_says_stop() {
        let (mut a, mut b) = (GreedyPlayer::new(1), GreedyPlayer::new(2));
        let mut seen = Vec::new();
        let score = play_match_while(Variant::English, &mut a, &mut b, 10, 7, 2, |n, _| {
            seen.push(n);
            n < 3
        });
        assert_eq!(seen, [1, 2, 3]);
        assert_eq!(score.games(), 3);
    }

    #[test]
    fn a_resumed_sprt_keeps_its_pairs_and_refuses_counts_that_disagree() {
        let sprt = Sprt::new(0.0, 100.0, 0.05, 0.05).expect("valid");
        let score = |wins, draws, losses| Score {
            wins,
            draws,
            losses,
        };
        // The 1 s match of issue 12, stopped after 42 games: undecided between +250 and +300,
        // decided between 0 and +100.
        let hi = Sprt::new(250.0, 300.0, 0.05, 0.05).expect("valid");
        let s = SprtState::resumed(&hi, score(29, 13, 0), [0, 0, 1, 11, 9]).expect("agrees");
        assert!(s.llr > 0.5 && s.decision == Decision::Continue, "{s:?}");
        let s = SprtState::resumed(&sprt, score(29, 13, 0), [0, 0, 1, 11, 9]).expect("agrees");
        assert_eq!(s.decision, Decision::H1, "{s:?}");
        // 44 games are not 21 pairs; 3 losses would leave fewer half-points than the pairs.
        for (sc, says) in [
            (
                score(30, 14, 0),
                "44 games are not the 42 games of 21 pairs",
            ),
            (
                score(29, 10, 3),
                "the pairs hold 71 half-points, W 29 D 10 makes 68",
            ),
        ] {
            let err = SprtState::resumed(&sprt, sc, [0, 0, 1, 11, 9]).expect_err("disagrees");
            assert_eq!(err, says);
        }
        // Counts near the top of u32 are refused, not overflowed.
        let huge = score(u32::MAX, u32::MAX, u32::MAX);
        let err = SprtState::resumed(&sprt, huge, [u32::MAX; 5]).expect_err("too many");
        assert_eq!(
            err,
            "12884901885 games are more than a match plays (at most 10000000)"
        );
        // A decided test is not played on; an undecided one goes on from its pairs, up to the
        // cap counted with them.
        let won = SprtState::resumed(&sprt, score(40, 0, 0), [0, 0, 0, 0, 20]).expect("agrees");
        assert_eq!(won.decision, Decision::H1);
        let openings = vec![Vec::new()];
        let players = || vec![(GreedyPlayer::new(1), GreedyPlayer::new(2))];
        let same = play_sprt(
            Variant::English,
            &openings,
            &sprt,
            100,
            won,
            players(),
            |_| panic!("no game should be played"),
        );
        assert_eq!(same, won);
        let mut seen = Vec::new();
        let even = SprtState::resumed(&sprt, score(1, 0, 1), [0, 0, 1, 0, 0]).expect("agrees");
        let end = play_sprt(
            Variant::English,
            &openings,
            &sprt,
            6,
            even,
            players(),
            |s| {
                seen.push(s.pairs_played());
                true
            },
        );
        assert_eq!(seen, [2, 3]);
        assert_eq!(end.score.games(), 6);
    }

    #[test]
    fn an_sprt_match_of_two_levels_ends_with_a_decision_or_the_cap() {
        // Level 10 at depth 3 against the greedy 2-ply player: the test must end well within
        // the cap, accepting H1 (level 10 is far stronger); two threads share the pairs.
        let openings = crate::openings::parse(
            Variant::Spanish,
            crate::openings::shipped(Variant::Spanish).expect("shipped"),
        )
        .expect("valid");
        let sprt = Sprt::new(0.0, 100.0, 0.05, 0.05).expect("valid");
        let players: Vec<(Box<dyn Player + Send>, Box<dyn Player + Send>)> = (0..2)
            .map(|i| {
                let a: Box<dyn Player + Send> =
                    Box::new(EnginePlayer::new(Options::level(10), Limits::depth(3)));
                let b: Box<dyn Player + Send> = Box::new(GreedyPlayer::new(i));
                (a, b)
            })
            .collect();
        let mut seen = 0;
        let state = play_sprt(
            Variant::Spanish,
            &openings,
            &sprt,
            60,
            SprtState::fresh(),
            players,
            |s| {
                seen += 1;
                assert_eq!(s.pairs_played(), seen);
                true
            },
        );
        let games = state.score.games();
        assert_eq!(games, 2 * seen);
        assert!(
            state.decision != Decision::Continue || games >= 60,
            "{state:?}"
        );
        assert_eq!(state.decision, Decision::H1, "{state:?}");
        assert!(state.llr >= sprt.bounds().1);
    }
}
