//! Balanced openings for engine tests, and the tool that makes them.
//!
//! An opening is a short line of moves from the start position, one per line of a text file
//! (`openings/<variant>.txt`; `#` starts a comment). The files are made by
//! `damero openings VARIANT ...` ([`generate`]): distinct random lines of a few plies, each kept
//! only when the engine's own shallow search scores the position within a margin of equality,
//! so that a test over them measures the players and not the openings. The command that made a
//! file is in its first lines.

use std::sync::atomic::AtomicBool;

use damero_rules::move_text;
use damero_rules::{Game, MoveDetail, Variant};

use damero_engine::rng::Rng;
use damero_engine::{Engine, Limits, Options, Situation};

/// The opening file shipped for `variant`, if there is one.
#[must_use]
pub fn shipped(variant: Variant) -> Option<&'static str> {
    match variant {
        Variant::Spanish => Some(include_str!("../openings/spanish.txt")),
        Variant::Czech => Some(include_str!("../openings/czech.txt")),
        Variant::English => Some(include_str!("../openings/english.txt")),
        Variant::Turkish => Some(include_str!("../openings/turkish.txt")),
        Variant::International => Some(include_str!("../openings/international.txt")),
        _ => None,
    }
}

/// Read an opening file: one line of moves per opening, `#` comments and blank lines skipped.
///
/// # Errors
/// The first line whose moves are not legal from the start, as one sentence with its number.
pub fn parse(variant: Variant, text: &str) -> Result<Vec<Vec<MoveDetail>>, String> {
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let mut game = Game::new(variant);
        let mut moves = Vec::new();
        for word in line.split_whitespace() {
            let detail = game
                .resolve(word)
                .map_err(|e| format!("line {}: {word}: {e}", n + 1))?;
            game.play(detail.clone())
                .map_err(|e| format!("line {}: {word}: {e}", n + 1))?;
            moves.push(detail);
        }
        out.push(moves);
    }
    Ok(out)
}

/// A line of moves in the variant's usual notation.
#[must_use]
pub fn line_text(variant: Variant, moves: &[MoveDetail]) -> String {
    let rules = variant.rules();
    moves
        .iter()
        .map(|d| move_text(rules, d, rules.default_notation()))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The game after `moves` from the start.
#[must_use]
pub fn game_after(variant: Variant, moves: &[MoveDetail]) -> Game {
    let mut game = Game::new(variant);
    for d in moves {
        if game.play(d.clone()).is_err() {
            break;
        }
    }
    game
}

/// The full-strength engine's score (centi-men, for White) of `game` searched to `depth`.
#[must_use]
pub fn white_score(game: &Game, depth: u32) -> i32 {
    let sit = Situation::from_game(game);
    let t = Engine::new(1).think(
        &sit,
        &Limits::depth(depth),
        &Options::level(10),
        &AtomicBool::new(false),
    );
    if game.turn() == damero_rules::Color::White {
        t.score
    } else {
        -t.score
    }
}

/// What [`generate`] should make.
#[derive(Clone, Copy, Debug)]
pub struct Recipe {
    /// Plies in each opening.
    pub plies: usize,
    /// Search depth of the balance check.
    pub depth: u32,
    /// Largest |score| (centi-men) of a kept opening.
    pub max_score: i32,
    /// Openings wanted.
    pub count: usize,
    /// Seed of the random lines.
    pub seed: u64,
}

/// Up to `recipe.count` distinct balanced openings with their scores for White: random lines of
/// `recipe.plies` plies (no game may end inside one) whose depth-`recipe.depth` score is within
/// `recipe.max_score`. Tries at most 50 lines per opening wanted; the same recipe gives the same
/// openings on every build whose search gives the same scores.
#[must_use]
pub fn generate(variant: Variant, recipe: &Recipe) -> Vec<(Vec<MoveDetail>, i32)> {
    let mut rng = Rng::new(recipe.seed);
    let mut seen = std::collections::HashSet::new();
    let mut out = Vec::new();
    for _ in 0..recipe.count.saturating_mul(50) {
        if out.len() >= recipe.count {
            break;
        }
        let (line, game) = crate::arena::random_line(variant, recipe.plies, &mut rng);
        if line.len() < recipe.plies || game.outcome().is_some() {
            continue;
        }
        if !seen.insert(line_text(variant, &line)) {
            continue;
        }
        let score = white_score(&game, recipe.depth);
        if score.abs() <= recipe.max_score {
            out.push((line, score));
        }
    }
    out
}

/// `game` played on by the full-strength engine searching to `depth`, `plies` more plies (or
/// until the game ends): a middlegame position reached by sensible play.
#[must_use]
pub fn extend(game: Game, plies: usize, depth: u32) -> Game {
    play_on(game, plies, depth, |_| false)
}

/// `game` played on by the full-strength engine searching to `depth` until `done` holds, the
/// game ends, or `plies` more plies are played, whichever comes first.
#[must_use]
pub fn play_on(
    mut game: Game,
    plies: usize,
    depth: u32,
    mut done: impl FnMut(&Game) -> bool,
) -> Game {
    let mut engine = Engine::new(1);
    for _ in 0..plies {
        if game.outcome().is_some() || done(&game) {
            break;
        }
        let sit = Situation::from_game(&game);
        let t = engine.think(
            &sit,
            &Limits::depth(depth),
            &Options::level(10),
            &AtomicBool::new(false),
        );
        let Some(d) = t.detail(game.position()) else {
            break;
        };
        if game.play(d).is_err() {
            break;
        }
    }
    game
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_shipped_file_reads_and_holds_distinct_legal_openings() {
        for variant in Variant::ALL {
            let Some(text) = shipped(variant) else {
                continue;
            };
            let openings = parse(variant, text).unwrap_or_else(|e| panic!("{variant}: {e}"));
            assert!(openings.len() >= 20, "{variant}: {}", openings.len());
            let mut lines: Vec<String> = openings.iter().map(|o| line_text(variant, o)).collect();
            lines.sort();
            lines.dedup();
            assert_eq!(lines.len(), openings.len(), "{variant}: duplicates");
            for o in &openings {
                assert!(game_after(variant, o).outcome().is_none());
            }
        }
        assert!(shipped(Variant::Spanish).is_some() && shipped(Variant::International).is_some());
    }

    /// The lines of a file of `variant`, and how many of them are distinct.
    fn lines_of(variant: Variant, text: &str) -> (Vec<Vec<MoveDetail>>, usize) {
        let lines = parse(variant, text).expect("it reads");
        let mut texts: Vec<String> = lines.iter().map(|o| line_text(variant, o)).collect();
        texts.sort();
        texts.dedup();
        let distinct = texts.len();
        (lines, distinct)
    }

    #[test]
    fn the_long_international_file_holds_600_distinct_openings() {
        let (_, distinct) = lines_of(
            Variant::International,
            include_str!("../openings/international-600.txt"),
        );
        assert_eq!(distinct, 600);
    }

    #[test]
    fn the_endings_are_distinct_unfinished_endings_with_a_king() {
        for (variant, text, count, pieces) in [
            (
                Variant::International,
                include_str!("../openings/international-endings-414.txt"),
                414,
                9,
            ),
            (
                Variant::Spanish,
                include_str!("../openings/spanish-endings-79.txt"),
                79,
                8,
            ),
            (
                Variant::Huff10,
                include_str!("../openings/huff10-endings-275.txt"),
                275,
                9,
            ),
            (
                Variant::Frisian,
                include_str!("../openings/frisian-endings-215.txt"),
                215,
                9,
            ),
        ] {
            let (endings, distinct) = lines_of(variant, text);
            assert_eq!((endings.len(), distinct), (count, count), "{variant:?}");
            for line in &endings {
                let game = game_after(variant, line);
                assert_eq!(game.moves().count(), line.len(), "every move is legal");
                assert!(game.outcome().is_none());
                let pos = game.position();
                let (wm, wk) = pos.count(damero_rules::Color::White);
                let (bm, bk) = pos.count(damero_rules::Color::Black);
                assert!(
                    wm + wk + bm + bk <= pieces && wk + bk >= 1,
                    "{variant:?}: {wm} {wk} {bm} {bk}"
                );
            }
        }
    }

    #[test]
    fn a_bad_line_is_named() {
        let e =
            parse(Variant::Spanish, "# comment\n\n12-15 21-18\n12-15 zz\n").expect_err("refused");
        assert!(e.starts_with("line 4: zz"), "{e}");
    }

    #[test]
    fn generated_openings_are_distinct_and_within_the_margin() {
        let recipe = Recipe {
            plies: 2,
            depth: 2,
            max_score: 30,
            count: 5,
            seed: 3,
        };
        let made = generate(Variant::Spanish, &recipe);
        assert_eq!(made.len(), 5);
        for (line, score) in &made {
            assert_eq!(line.len(), 2);
            assert!(score.abs() <= 30);
            assert_eq!(white_score(&game_after(Variant::Spanish, line), 2), *score);
        }
        assert_eq!(generate(Variant::Spanish, &recipe), made, "reproducible");
    }
}
