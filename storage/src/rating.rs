//! Glicko-2 ratings through the `skillratings` crate.
//!
//! **Rating periods.** Glicko-2 rates a batch of games per *rating period*; a bot announces a
//! rating change after every game, so every rated game is its own period (the way Lichess and
//! `skillratings` use it). Inactivity is counted in whole weeks: for each full week since a
//! player's last rated game, their deviation grows by Glicko-2's "did not compete" step
//! (`φ' = √(φ² + σ²)`, [`skillratings::glicko2::decay_deviation`]), never above the starting
//! 350. It is applied before the next game is rated and whenever a rating is shown, and is
//! never stored on its own (a rating shown twice a week apart grows once).
//!
//! **Provisional.** A rating whose deviation is above [`PROVISIONAL_DEVIATION`] (110, Lichess's
//! threshold) is provisional: leaderboards mark it.

use skillratings::glicko2::{decay_deviation, glicko2, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;

use crate::record::{RatingRecord, Score};

/// One rating period of inactivity: a week.
pub const RATING_PERIOD_MS: u64 = 7 * 24 * 60 * 60 * 1000;

/// A deviation above this marks a rating provisional.
pub const PROVISIONAL_DEVIATION: f64 = 110.0;

/// The starting deviation, also the most inactivity can grow it to.
const MAX_DEVIATION: f64 = 350.0;

/// The deviation a puzzle's rating starts with: its first rating (from the search effort the
/// puzzle needs) is an estimate, firmer than a new player's.
pub const PUZZLE_DEVIATION: f64 = 150.0;

/// More periods than this change nothing visible (the deviation is back at 350 long before).
const MAX_PERIODS: u64 = 2_000;

fn glicko(r: &RatingRecord) -> Glicko2Rating {
    Glicko2Rating {
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
    }
}

impl RatingRecord {
    /// The record as of `now_ms`: the deviation grown by one Glicko-2 inactivity step per whole
    /// week since [`RatingRecord::updated_ms`] (a record never rated is as it is).
    #[must_use]
    pub fn at(&self, now_ms: u64) -> RatingRecord {
        if self.updated_ms == 0 || self.games == 0 {
            return self.clone();
        }
        let periods = (now_ms.saturating_sub(self.updated_ms) / RATING_PERIOD_MS).min(MAX_PERIODS);
        let mut g = glicko(self);
        for _ in 0..periods {
            if g.deviation >= MAX_DEVIATION {
                break;
            }
            g = decay_deviation(&g);
        }
        RatingRecord {
            deviation: g.deviation.min(MAX_DEVIATION),
            ..self.clone()
        }
    }

    /// Is the rating still provisional (deviation above [`PROVISIONAL_DEVIATION`])?
    #[must_use]
    pub fn is_provisional(&self) -> bool {
        self.deviation > PROVISIONAL_DEVIATION
    }
}

/// Both records after one game between them at `now_ms` (inactivity applied first), with the
/// games, wins, draws and losses counted.
#[must_use]
pub fn rate(
    white: &RatingRecord,
    black: &RatingRecord,
    score: Score,
    now_ms: u64,
) -> (RatingRecord, RatingRecord) {
    let (w, b) = (white.at(now_ms), black.at(now_ms));
    let outcome = match score {
        Score::WhiteWins => Outcomes::WIN,
        Score::Draw => Outcomes::DRAW,
        Score::BlackWins => Outcomes::LOSS,
    };
    let (gw, gb) = glicko2(&glicko(&w), &glicko(&b), &outcome, &Glicko2Config::new());
    let after = |before: RatingRecord, g: Glicko2Rating, points: f64| {
        let mut r = RatingRecord {
            rating: g.rating,
            deviation: g.deviation.min(MAX_DEVIATION),
            volatility: g.volatility,
            games: before.games.saturating_add(1),
            updated_ms: now_ms,
            ..before
        };
        if points > 0.75 {
            r.wins = r.wins.saturating_add(1);
        } else if points < 0.25 {
            r.losses = r.losses.saturating_add(1);
        } else {
            r.draws = r.draws.saturating_add(1);
        }
        r
    };
    (
        after(w, gw, score.points(damero_rules::Color::White)),
        after(b, gb, score.points(damero_rules::Color::Black)),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_win_between_newcomers_moves_both_by_the_same_amount() {
        let (w, b) = rate(
            &RatingRecord::default(),
            &RatingRecord::default(),
            Score::WhiteWins,
            1_000,
        );
        assert!(w.rating > 1600.0 && w.rating < 1700.0, "{w:?}");
        assert!((w.rating - 1500.0 - (1500.0 - b.rating)).abs() < 1e-6);
        assert!(w.deviation < 350.0 && b.deviation < 350.0);
        assert_eq!((w.games, w.wins, w.losses), (1, 1, 0));
        assert_eq!((b.games, b.wins, b.losses), (1, 0, 1));
        assert_eq!(w.updated_ms, 1_000);
    }

    #[test]
    fn a_draw_between_equals_keeps_the_ratings_and_counts_draws() {
        let (w, b) = rate(
            &RatingRecord::default(),
            &RatingRecord::default(),
            Score::Draw,
            5,
        );
        assert!((w.rating - 1500.0).abs() < 1e-6 && (b.rating - 1500.0).abs() < 1e-6);
        assert_eq!((w.draws, b.draws), (1, 1));
    }

    #[test]
    fn deviation_grows_with_whole_weeks_of_inactivity_only() {
        let settled = RatingRecord {
            deviation: 60.0,
            games: 30,
            updated_ms: 1_000,
            ..RatingRecord::default()
        };
        let same_week = settled.at(1_000 + RATING_PERIOD_MS - 1);
        assert!((same_week.deviation - 60.0).abs() < 1e-9);
        let a_week = settled.at(1_000 + RATING_PERIOD_MS);
        let a_year = settled.at(1_000 + 52 * RATING_PERIOD_MS);
        assert!(
            a_week.deviation > 60.0 && a_week.deviation < 62.0,
            "{a_week:?}"
        );
        assert!(
            a_year.deviation > 80.0 && a_year.deviation < 350.0,
            "{a_year:?}"
        );
        let forever = settled.at(u64::MAX).deviation;
        assert!(forever > a_year.deviation && forever <= 350.0, "{forever}");
        assert!(!settled.is_provisional());
        assert!(RatingRecord::default().is_provisional());
    }
}
