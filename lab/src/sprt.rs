//! Statistics for engine-versus-engine tests: the generalised sequential probability ratio test
//! (GSPRT) on game results, and the Elo difference with its error bar.
//!
//! This follows fishtest's `LLRcalc.py` (official-stockfish/fishtest, `server/fishtest/stats/`,
//! by Michel Van den Bergh; the method is described in his note "Comments on normalized Elo" and
//! "GSPRT approximations"), which cutechess-cli's `sprt.cpp` also uses for its trinomial test:
//!
//! - Results are a distribution over scores: trinomial (loss, draw, win = 0, 1/2, 1 per game) or
//!   pentanomial (a pair of games on one opening with colours swapped: 0, 1/4, 1/2, 3/4, 1 per
//!   pair, i.e. LL, LD+DL, LW+DD+WL, DW+WD, WW). Empty cells are given a count of 1e-3
//!   (fishtest's `regularize`), so that the maximum-likelihood estimates below exist.
//! - H0: the expected score is `s0 = L(elo0)`, H1: it is `s1 = L(elo1)`, with the logistic Elo
//!   curve `L(e) = 1 / (1 + 10^(-e/400))`.
//! - For each hypothesis the maximum-likelihood distribution with that expected score is found
//!   (`MLE_expected`): `p_i = p̂_i / (1 + x (a_i - s))`, where `x` solves the "secular equation"
//!   `Σ p̂_i (a_i - s) / (1 + x (a_i - s)) = 0` (solved here by bisection; the left side falls
//!   monotonically in `x` between its poles).
//! - LLR = N · Σ p̂_i ln(p1_i / p0_i), N the number of games (or pairs).
//! - The test stops at LLR <= ln(β / (1 - α)) (accept H0) or LLR >= ln((1 - β) / α) (accept
//!   H1): Wald's bounds.
//!
//! The Elo estimate is `-400 log10(1/s - 1)` for the mean score `s`, and its 95% interval maps
//! `s ± 1.96 σ/√N` through the same curve (fishtest's `stat_util.get_elo`), with σ the spread of
//! the per-game (trinomial) or per-pair (pentanomial) score. The pentanomial variance counts the
//! correlation between the two games of a pair, which is why it is the one to use when games
//! come in colour-swapped pairs.

/// Count given to an empty cell of the results (fishtest's `regularize`).
const EMPTY_CELL: f64 = 1e-3;

/// The expected score of a player `elo` logistic-Elo points stronger.
#[must_use]
pub fn score_of_elo(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// The logistic-Elo difference that gives expected score `score` (0 < score < 1).
#[must_use]
pub fn elo_of_score(score: f64) -> f64 {
    -400.0 * (1.0 / score - 1.0).log10()
}

/// The parameters of a test: the two hypotheses (Elo differences of the first player over the
/// second) and the error rates.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sprt {
    /// Elo difference under H0.
    pub elo0: f64,
    /// Elo difference under H1.
    pub elo1: f64,
    /// Chance of accepting H1 when H0 holds.
    pub alpha: f64,
    /// Chance of accepting H0 when H1 holds.
    pub beta: f64,
    /// A fixed match: the LLR is worked out as usual but never decides ([`Sprt::fixed`]).
    pub fixed: bool,
}

/// Why a test's parameters are refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SprtError {
    /// elo0 must be below elo1.
    #[error("elo0 must be smaller than elo1 (got {0} and {1})")]
    EloOrder(String, String),
    /// An Elo bound that is not a finite number, or too large to mean anything.
    #[error("Elo bounds must be numbers between -2000 and 2000 (got {0})")]
    EloRange(String),
    /// alpha or beta outside (0, 1).
    #[error("{0} must be between 0 and 1, both excluded (got {1})")]
    Rate(&'static str, String),
}

/// What the test says after the games so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Decision {
    /// Keep playing.
    Continue,
    /// The first player is not `elo1` better: reject the change.
    H0,
    /// The first player is at least `elo0` better: accept the change.
    H1,
}

impl std::fmt::Display for Decision {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Decision::Continue => "undecided",
            Decision::H0 => "H0 accepted",
            Decision::H1 => "H1 accepted",
        })
    }
}

impl Sprt {
    /// A test, checked: `elo0 < elo1`, both within +-2000, `alpha` and `beta` in (0, 1).
    ///
    /// # Errors
    /// Which parameter is wrong, as one sentence.
    pub fn new(elo0: f64, elo1: f64, alpha: f64, beta: f64) -> Result<Sprt, SprtError> {
        for elo in [elo0, elo1] {
            if !elo.is_finite() || elo.abs() > 2000.0 {
                return Err(SprtError::EloRange(elo.to_string()));
            }
        }
        if elo0 >= elo1 {
            return Err(SprtError::EloOrder(elo0.to_string(), elo1.to_string()));
        }
        for (name, rate) in [("alpha", alpha), ("beta", beta)] {
            if !(rate > 0.0 && rate < 1.0) {
                return Err(SprtError::Rate(name, rate.to_string()));
            }
        }
        if alpha + beta >= 1.0 {
            return Err(SprtError::Rate("alpha + beta", (alpha + beta).to_string()));
        }
        Ok(Sprt {
            elo0,
            elo1,
            alpha,
            beta,
            fixed: false,
        })
    }

    /// The same test as a fixed match (`damero match --sprt --fixed`): every game up to the cap
    /// is played, the LLR is reported but decides nothing. A change that passed its SPRT at a
    /// short time control is confirmed this way at a long one (a set number of games, judged by
    /// the Elo interval).
    #[must_use]
    pub fn fixed(self) -> Sprt {
        Sprt {
            fixed: true,
            ..self
        }
    }

    /// Wald's bounds `(ln(β/(1-α)), ln((1-β)/α))`.
    #[must_use]
    pub fn bounds(&self) -> (f64, f64) {
        (
            (self.beta / (1.0 - self.alpha)).ln(),
            ((1.0 - self.beta) / self.alpha).ln(),
        )
    }

    /// The log-likelihood ratio of H1 over H0 for `results`.
    #[must_use]
    pub fn llr(&self, results: &Results) -> f64 {
        let (n, pdf) = results.pdf();
        if n == 0.0 {
            return 0.0;
        }
        let (s0, s1) = (score_of_elo(self.elo0), score_of_elo(self.elo1));
        let p0 = mle_expected(&pdf, s0);
        let p1 = mle_expected(&pdf, s1);
        let sum: f64 = pdf
            .iter()
            .zip(p0.iter().zip(&p1))
            .map(|(&(_, p), (&q0, &q1))| p * (q1 / q0).ln())
            .sum();
        n * sum
    }

    /// The decision for a log-likelihood ratio.
    #[must_use]
    pub fn decide(&self, llr: f64) -> Decision {
        let (lower, upper) = self.bounds();
        if self.fixed {
            Decision::Continue
        } else if llr <= lower {
            Decision::H0
        } else if llr >= upper {
            Decision::H1
        } else {
            Decision::Continue
        }
    }
}

/// Game results: trinomial (per game) or pentanomial (per colour-swapped pair).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Results {
    /// Losses, draws, wins of the first player.
    Trinomial([u32; 3]),
    /// Pairs scoring 0, 1/2, 1, 3/2, 2 points for the first player.
    Pentanomial([u32; 5]),
}

impl Results {
    /// The number of observations (games or pairs) and the regularised score distribution:
    /// `(score per game, probability)` for each cell.
    fn pdf(&self) -> (f64, Vec<(f64, f64)>) {
        let counts: &[u32] = match self {
            Results::Trinomial(c) => c,
            Results::Pentanomial(c) => c,
        };
        let n: f64 = counts.iter().map(|&c| f64::from(c)).sum();
        if n == 0.0 {
            return (0.0, Vec::new());
        }
        let cells: Vec<f64> = counts
            .iter()
            .map(|&c| if c == 0 { EMPTY_CELL } else { f64::from(c) })
            .collect();
        let total: f64 = cells.iter().sum();
        let last = (cells.len() - 1) as f64;
        let pdf = cells
            .iter()
            .enumerate()
            .map(|(i, &c)| (i as f64 / last, c / total))
            .collect();
        (n, pdf)
    }

    /// The mean score per game and the variance of one observation's score (unregularised).
    fn mean_and_variance(&self) -> (f64, f64, f64) {
        let counts: &[u32] = match self {
            Results::Trinomial(c) => c,
            Results::Pentanomial(c) => c,
        };
        let n: f64 = counts.iter().map(|&c| f64::from(c)).sum();
        if n == 0.0 {
            return (0.0, 0.5, 0.0);
        }
        let last = (counts.len() - 1) as f64;
        let value = |i: usize| i as f64 / last;
        let mean = counts
            .iter()
            .enumerate()
            .map(|(i, &c)| value(i) * f64::from(c))
            .sum::<f64>()
            / n;
        let var = counts
            .iter()
            .enumerate()
            .map(|(i, &c)| (value(i) - mean).powi(2) * f64::from(c))
            .sum::<f64>()
            / n;
        (n, mean, var)
    }

    /// The Elo difference and its 95% interval `(elo, low, high)`; `None` before any game. A
    /// score of 0% or 100% gives infinite values.
    #[must_use]
    pub fn elo(&self) -> Option<(f64, f64, f64)> {
        let (n, mean, var) = self.mean_and_variance();
        if n == 0.0 {
            return None;
        }
        let half = 1.959_963_984_540_054 * (var / n).sqrt();
        let clamp = |s: f64| s.clamp(0.0, 1.0);
        Some((
            elo_of_score(mean),
            elo_of_score(clamp(mean - half)),
            elo_of_score(clamp(mean + half)),
        ))
    }
}

/// The maximum-likelihood distribution on the cells of `pdf` whose expected score is `s`
/// (fishtest's `MLE_expected`), as probabilities in the order of `pdf`.
fn mle_expected(pdf: &[(f64, f64)], s: f64) -> Vec<f64> {
    let shifted: Vec<(f64, f64)> = pdf.iter().map(|&(a, p)| (a - s, p)).collect();
    let x = secular(&shifted);
    shifted.iter().map(|&(a, p)| p / (1.0 + x * a)).collect()
}

/// The root `x` of `Σ p_i a_i / (1 + x a_i) = 0` with every `1 + x a_i > 0`, for values `a_i`
/// of both signs (fishtest's `secular`). The left side falls strictly in `x` between the poles
/// `-1/max a` and `-1/min a`, so bisection finds the root.
fn secular(pdf: &[(f64, f64)]) -> f64 {
    let f = |x: f64| -> f64 { pdf.iter().map(|&(a, p)| p * a / (1.0 + x * a)).sum() };
    let max = pdf.iter().map(|&(a, _)| a).fold(f64::MIN, f64::max);
    let min = pdf.iter().map(|&(a, _)| a).fold(f64::MAX, f64::min);
    if max <= 0.0 || min >= 0.0 {
        // `s` lies outside the values: no distribution on them has that mean. Cannot happen for
        // 0 < s < 1 with the end cells regularised; answer the unconstrained estimate.
        return 0.0;
    }
    let (mut lo, mut hi) = (-1.0 / max, -1.0 / min);
    // Stay strictly inside the poles.
    let span = hi - lo;
    lo += span * 1e-15;
    hi -= span * 1e-15;
    for _ in 0..200 {
        let mid = 0.5 * (lo + hi);
        if f(mid) > 0.0 {
            lo = mid;
        } else {
            hi = mid;
        }
        if hi - lo <= 1e-15 * (1.0 + mid.abs()) {
            break;
        }
    }
    0.5 * (lo + hi)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, tol: f64) -> bool {
        (a - b).abs() <= tol
    }

    #[test]
    fn the_elo_curve_and_its_inverse() {
        assert!(close(score_of_elo(0.0), 0.5, 1e-12));
        // 400 Elo: ten times the odds.
        assert!(close(score_of_elo(400.0), 10.0 / 11.0, 1e-12));
        assert!(close(elo_of_score(0.75), 190.848_501_887_865, 1e-9));
        assert!(close(elo_of_score(score_of_elo(-123.0)), -123.0, 1e-9));
    }

    #[test]
    fn wald_bounds_for_five_percent_errors() {
        let t = Sprt::new(0.0, 10.0, 0.05, 0.05).expect("valid");
        let (lo, hi) = t.bounds();
        // ln(0.05/0.95) = -2.944438979...
        assert!(close(lo, -2.944_438_979_166_44, 1e-12));
        assert!(close(hi, 2.944_438_979_166_44, 1e-12));
    }

    #[test]
    fn a_fixed_match_never_decides() {
        let t = Sprt::new(0.0, 10.0, 0.05, 0.05).expect("valid");
        assert_eq!(t.decide(3.0), Decision::H1);
        assert_eq!(t.decide(-3.0), Decision::H0);
        let fixed = t.fixed();
        assert_eq!(fixed.bounds(), t.bounds());
        for llr in [-100.0, -3.0, 0.0, 3.0, 100.0] {
            assert_eq!(fixed.decide(llr), Decision::Continue);
        }
    }

    #[test]
    fn without_draws_the_llr_is_the_binomial_one() {
        // With no draws the trinomial model is a binomial with P(win) = s (the draw cell holds
        // only its 1e-3 regularisation), so by hand:
        // LLR = W ln(s1/s0) + L ln((1-s1)/(1-s0)).
        let t = Sprt::new(0.0, 50.0, 0.05, 0.05).expect("valid");
        let (w, l) = (60.0, 40.0);
        let (s0, s1) = (0.5, score_of_elo(50.0));
        let by_hand = w * (s1 / s0).ln() + l * ((1.0 - s1) / (1.0 - s0)).ln();
        let llr = t.llr(&Results::Trinomial([40, 0, 60]));
        // s1 = 0.571463..., so by_hand = 60 ln(1.142926) + 40 ln(0.857074) = 1.846...
        assert!(close(by_hand, 1.846_26, 1e-3), "{by_hand}");
        assert!(close(llr, by_hand, 2e-3), "{llr} vs {by_hand}");
    }

    #[test]
    fn the_llr_agrees_with_the_normal_approximation_for_small_differences() {
        // fishtest's LLR_alt2: (s1 - s0)(2 s - s0 - s1) / (2 var) per observation, valid when
        // elo0 and elo1 are close to each other and to the true value.
        let t = Sprt::new(-2.0, 3.0, 0.05, 0.05).expect("valid");
        for results in [
            Results::Trinomial([3200, 3600, 3300]),
            Results::Pentanomial([300, 1500, 2600, 1650, 310]),
        ] {
            let (n, mean, var) = results.mean_and_variance();
            let (s0, s1) = (score_of_elo(-2.0), score_of_elo(3.0));
            let approx = n * (s1 - s0) * (2.0 * mean - s0 - s1) / (2.0 * var);
            let llr = t.llr(&results);
            assert!(
                close(llr, approx, 0.02 * approx.abs() + 0.01),
                "{llr} vs {approx}"
            );
        }
    }

    #[test]
    fn the_llr_grows_with_the_evidence_and_changes_sign_with_it() {
        let t = Sprt::new(0.0, 10.0, 0.05, 0.05).expect("valid");
        assert_eq!(t.llr(&Results::Trinomial([0, 0, 0])), 0.0);
        let good = t.llr(&Results::Trinomial([100, 200, 160]));
        let better = t.llr(&Results::Trinomial([200, 400, 320]));
        assert!(good > 0.0 && better > 1.9 * good);
        assert!(t.llr(&Results::Trinomial([160, 200, 100])) < 0.0);
        // Many wins end the test with H1, many losses with H0; even results settle nothing yet.
        assert_eq!(
            t.decide(t.llr(&Results::Trinomial([100, 300, 200]))),
            Decision::H1
        );
        assert_eq!(
            t.decide(t.llr(&Results::Trinomial([200, 300, 100]))),
            Decision::H0
        );
        assert_eq!(
            t.decide(t.llr(&Results::Pentanomial([1, 3, 8, 3, 1]))),
            Decision::Continue
        );
    }

    #[test]
    fn pairs_give_the_tighter_error_bar_when_pair_games_are_correlated() {
        // 100 pairs all scoring one point (a win and a loss, or two draws) are 200 games that
        // look noisy one by one but say the engines are equal.
        let pairs = Results::Pentanomial([0, 0, 100, 0, 0]);
        let games = Results::Trinomial([50, 100, 50]);
        let (e, lo, hi) = pairs.elo().expect("valid");
        assert!(close(e, 0.0, 1e-9) && close(lo, 0.0, 1e-9) && close(hi, 0.0, 1e-9));
        let (e, lo, hi) = games.elo().expect("valid");
        assert!(close(e, 0.0, 1e-9) && lo < -20.0 && hi > 20.0);
    }

    #[test]
    fn the_error_bar_by_hand() {
        // 20 wins, 60 draws, 20 losses: s = 0.5, per-game variance 0.1, σ/√N = 0.0316228;
        // 0.5 ± 1.96 · 0.0316228 = 0.438020 .. 0.561980, i.e. -43.3 .. +43.3 Elo.
        let (e, lo, hi) = Results::Trinomial([20, 60, 20]).elo().expect("valid");
        assert!(close(e, 0.0, 1e-9));
        assert!(close(hi, elo_of_score(0.561_980), 0.05), "{hi}");
        assert!(close(lo, -hi, 1e-9));
        assert!(close(hi, 43.29, 0.01), "{hi}");
        assert_eq!(Results::Trinomial([0, 0, 0]).elo(), None);
    }

    #[test]
    fn bad_parameters_are_refused_with_a_sentence() {
        for (e0, e1, a, b) in [
            (10.0, 10.0, 0.05, 0.05),
            (10.0, 0.0, 0.05, 0.05),
            (0.0, 10.0, 0.0, 0.05),
            (0.0, 10.0, 0.05, 1.0),
            (0.0, 10.0, f64::NAN, 0.05),
            (f64::NAN, 10.0, 0.05, 0.05),
            (0.0, 1e9, 0.05, 0.05),
            (0.0, 10.0, 0.6, 0.5),
        ] {
            let e = Sprt::new(e0, e1, a, b).expect_err("refused");
            assert!(!e.to_string().is_empty());
        }
        assert!(Sprt::new(-5.0, 5.0, 0.01, 0.2).is_ok());
    }
}
