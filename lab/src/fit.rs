//! Fitting the learned evaluation: logistic regression of game results on the features of
//! [`damero_engine::learned`].
//!
//! The model says a position whose score is `s` centi-men for White is won by White with
//! probability `sigmoid(s / K)`, a draw counting half. `K` is fixed first, as the scale that best
//! fits the hand-written evaluation to the same data (so a learned centi-man means what a
//! hand-written one meant: a man is still worth about a hundred, and the search's margins and the
//! draw and resignation thresholds keep their sense). Then the weights minimise the cross-entropy
//! of the results, plus an L2 penalty on the pattern weights (most of the 6561 patterns of a
//! region are rare, and unseen ones stay at zero), by Adam over shuffled mini-batches. A fixed
//! share of the positions is held out: the fit reports their loss beside the hand-written
//! evaluation's, and keeps the epoch where it was lowest.
//!
//! The target of a training position need not be its game's result alone: with `lambda` below 1
//! it is `lambda * result + (1 - lambda) * sigmoid(search score / K)`, the search score being
//! the one self-play's engine gave the position (a game's result says little about a position
//! far from its end; the search's score says more, but carries the old evaluation's errors).
//! Held-out positions are always judged against their game's result alone, so losses of fits
//! with different `lambda` compare.
//!
//! The positions are first put in an order of their own (by a hash of each record), so the split
//! and the shuffles depend on which positions were given, not on the order of the files or of the
//! games in them (self-play on several threads writes games in the order they finish): the same
//! data always makes the same weights.

use damero_rules::Color;

use crate::selfplay::Sample;
use damero_engine::evaluator::Evaluator;
use damero_engine::learned::{self, Family, Features, Model, Weights, PHASE, SCALARS, SCALE};
use damero_engine::rng::Rng;

/// How to fit.
#[derive(Clone, Copy, Debug)]
pub struct Settings {
    /// Passes over the training positions.
    pub epochs: usize,
    /// Positions per Adam step.
    pub batch: usize,
    /// Adam's step size, in centi-men.
    pub rate: f64,
    /// L2 penalty on pattern weights (per centi-man squared, per position).
    pub l2: f64,
    /// Share of the positions held out to validate.
    pub holdout: f64,
    /// Seed of the shuffles.
    pub seed: u64,
    /// Weight of the game's result in the target (the rest is the search's score); 1 for
    /// results alone.
    pub lambda: f64,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            epochs: 30,
            batch: 8192,
            rate: 1.0,
            l2: 2e-7,
            holdout: 0.05,
            seed: 1,
            lambda: 1.0,
        }
    }
}

/// What the fit did.
#[derive(Clone, Debug)]
pub struct Report {
    /// The scale `K` (centi-men).
    pub k: f64,
    /// Training and validation positions.
    pub train: usize,
    /// Validation positions.
    pub valid: usize,
    /// Validation loss (cross-entropy, nats a position) of the hand-written evaluation.
    pub hand_loss: f64,
    /// Validation loss of the fitted weights, as stored (rounded to 1/16 centi-man).
    pub fitted_loss: f64,
    /// Validation loss after each epoch.
    pub epochs: Vec<f64>,
}

struct Row {
    f: Features,
    /// The game's result for White (0, 1/2 or 1).
    y: f64,
    /// The training target (the result blended with the search's score).
    target: f64,
}

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

fn loss(p: f64, y: f64) -> f64 {
    let p = p.clamp(1e-9, 1.0 - 1e-9);
    -(y * p.ln() + (1.0 - y) * (1.0 - p).ln())
}

/// Floating-point weights while fitting.
struct Params {
    scalars: Vec<[f64; 2]>,
    patterns: Vec<f64>,
}

impl Params {
    fn score(&self, r: &Row) -> f64 {
        let ph = f64::from(r.f.phase) / f64::from(PHASE);
        let mut s = 0.0;
        for (v, w) in r.f.scalars.iter().zip(&self.scalars) {
            s += f64::from(*v) * (ph * w[0] + (1.0 - ph) * w[1]);
        }
        for &i in &r.f.white {
            s += self.patterns[i as usize];
        }
        for &i in &r.f.black {
            s -= self.patterns[i as usize];
        }
        s
    }
}

/// The mean loss of (White's score, result) pairs at scale `k`; 0 for none.
fn mean_loss(pairs: impl Iterator<Item = (f64, f64)>, k: f64) -> f64 {
    let (mut sum, mut n) = (0.0, 0usize);
    for (score, y) in pairs {
        sum += loss(sigmoid(score / k), y);
        n += 1;
    }
    if n == 0 {
        0.0
    } else {
        sum / n as f64
    }
}

/// Fit `family`'s weights to `samples` (their order does not matter).
/// `progress` sees each epoch's validation loss.
#[must_use]
pub fn fit(
    family: Family,
    samples: &[Sample],
    settings: &Settings,
    progress: &dyn Fn(usize, f64),
) -> (Weights, Report) {
    let rules = learned::rules_of(family);
    let layout = rules.layout();
    let start = Model::start(
        family,
        &damero_engine::eval::weights_for(learned::rules_of(family)).learned_start(),
    );
    let hand = Evaluator::hand(rules);
    let mut samples = samples.to_vec();
    samples.sort_by_key(|s| (record_hash(s), s.board.white, s.board.black, s.board.kings));
    let samples = &samples[..];
    let mut rows: Vec<Row> = samples
        .iter()
        .map(|s| {
            let y = f64::from(s.result) / 2.0;
            Row {
                f: start.features(&s.board, s.turn),
                y,
                target: y,
            }
        })
        .collect();
    let hand_scores: Vec<f64> = samples
        .iter()
        .map(|s| f64::from(hand.eval(layout, &s.board, Color::White)))
        .collect();
    let cut = ((rows.len() as f64) * (1.0 - settings.holdout)) as usize;

    // K: the scale that best fits the hand-written evaluation (golden-section search).
    let k_loss = |k: f64| {
        hand_scores[..cut]
            .iter()
            .zip(&rows[..cut])
            .map(|(s, r)| loss(sigmoid(s / k), r.y))
            .sum::<f64>()
    };
    let (mut lo, mut hi) = (20.0f64, 2000.0f64);
    for _ in 0..60 {
        let a = hi - (hi - lo) * 0.618;
        let b = lo + (hi - lo) * 0.618;
        if k_loss(a) < k_loss(b) {
            hi = b;
        } else {
            lo = a;
        }
    }
    let k = (lo + hi) / 2.0;
    let lambda = settings.lambda.clamp(0.0, 1.0);
    for (r, s) in rows.iter_mut().zip(samples) {
        if let Some(score) = s.score {
            r.target = lambda * r.y + (1.0 - lambda) * sigmoid(f64::from(score) / k);
        }
    }
    let (train, valid) = rows.split_at(cut);
    let hand_loss = mean_loss(
        hand_scores[cut..].iter().zip(valid).map(|(s, r)| (*s, r.y)),
        k,
    );

    let to_f = |v: i32| f64::from(v) / f64::from(SCALE);
    let mut p = Params {
        scalars: start
            .weights
            .scalars
            .iter()
            .map(|w| [to_f(w[0]), to_f(w[1])])
            .collect(),
        patterns: vec![0.0; start.pattern_count()],
    };
    let n_s = p.scalars.len() * 2;
    let n = n_s + p.patterns.len();
    let (mut m1, mut m2) = (vec![0.0f64; n], vec![0.0f64; n]);
    let mut grad = vec![0.0f64; n];
    let (b1, b2, eps) = (0.9f64, 0.999f64, 1e-8f64);
    let mut t = 0i32;
    let mut order: Vec<usize> = (0..train.len()).collect();
    let mut rng = Rng::new(settings.seed);
    let mut best = (f64::INFINITY, p.scalars.clone(), p.patterns.clone());
    let mut history = Vec::new();
    for epoch in 0..settings.epochs {
        for i in (1..order.len()).rev() {
            order.swap(i, rng.below(i as u64 + 1) as usize);
        }
        for chunk in order.chunks(settings.batch.max(1)) {
            grad.iter_mut().for_each(|g| *g = 0.0);
            let scale = 1.0 / chunk.len() as f64;
            for &j in chunk {
                let r = &train[j];
                let g = (sigmoid(p.score(r) / k) - r.target) / k * scale;
                let ph = f64::from(r.f.phase) / f64::from(PHASE);
                for (i, v) in r.f.scalars.iter().enumerate() {
                    grad[2 * i] += g * f64::from(*v) * ph;
                    grad[2 * i + 1] += g * f64::from(*v) * (1.0 - ph);
                }
                for &i in &r.f.white {
                    grad[n_s + i as usize] += g;
                }
                for &i in &r.f.black {
                    grad[n_s + i as usize] -= g;
                }
            }
            t += 1;
            let c1 = 1.0 - b1.powi(t);
            let c2 = 1.0 - b2.powi(t);
            for i in 0..n {
                let w = if i < n_s {
                    &mut p.scalars[i / 2][i % 2]
                } else {
                    &mut p.patterns[i - n_s]
                };
                let mut g = grad[i];
                if i >= n_s {
                    g += settings.l2 * *w;
                }
                if g == 0.0 && m1[i] == 0.0 {
                    continue;
                }
                m1[i] = b1 * m1[i] + (1.0 - b1) * g;
                m2[i] = b2 * m2[i] + (1.0 - b2) * g * g;
                *w -= settings.rate * (m1[i] / c1) / ((m2[i] / c2).sqrt() + eps);
            }
        }
        let checked = if valid.is_empty() { train } else { valid };
        let v = mean_loss(checked.iter().map(|r| (p.score(r), r.y)), k);
        progress(epoch + 1, v);
        history.push(v);
        if v < best.0 {
            best = (v, p.scalars.clone(), p.patterns.clone());
        }
    }
    let q = |v: f64| (v * f64::from(SCALE)).round();
    let mut scalars = [[0i32; 2]; SCALARS.len()];
    for (out, w) in scalars.iter_mut().zip(&best.1) {
        *out = [q(w[0]) as i32, q(w[1]) as i32];
    }
    let weights = Weights {
        family,
        scalars,
        patterns: best
            .2
            .iter()
            .map(|&w| q(w).clamp(f64::from(i16::MIN), f64::from(i16::MAX)) as i16)
            .collect(),
    };
    // The stored weights' own loss, through the search's integer evaluation.
    let model = Model::new(weights.clone());
    let fitted_loss = mean_loss(
        samples[cut..].iter().zip(valid).map(|(s, r)| {
            let sc = f64::from(model.score(layout, &s.board, s.turn));
            (if s.turn == Color::White { sc } else { -sc }, r.y)
        }),
        k,
    );
    let report = Report {
        k,
        train: train.len(),
        valid: valid.len(),
        hand_loss,
        fitted_loss,
        epochs: history,
    };
    (weights, report)
}

/// A hash of one record (splitmix64 over its words), for an order independent of the files'.
fn record_hash(s: &Sample) -> u64 {
    let mut h = 0u64;
    for w in [
        s.board.white as u64,
        (s.board.white >> 64) as u64,
        s.board.black as u64,
        (s.board.black >> 64) as u64,
        s.board.kings as u64,
        (s.board.kings >> 64) as u64,
        u64::from(s.turn == Color::Black) << 8 | u64::from(s.result),
    ] {
        let mut r = Rng::new(h ^ w);
        h = r.next_u64();
    }
    h
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::selfplay::{generate, read, Plan};
    use damero_rules::Variant;

    #[test]
    fn the_fit_is_finite_and_ignores_the_order_of_the_data() {
        let plan = Plan {
            evaluation: damero_engine::evaluator::Evaluation::Shipped,
            variant: Variant::English,
            games: 40,
            nodes: 300,
            random_plies: 6,
            seed: 9,
            threads: 2,
        };
        let mut buf = Vec::new();
        generate(&plan, &mut buf, &|_, _| {}).expect("written");
        let (_, samples) = read(&mut buf.as_slice()).expect("read back");
        let settings = Settings {
            epochs: 6,
            batch: 256,
            holdout: 0.2,
            ..Settings::default()
        };
        let (w, report) = fit(Family::Short8, &samples, &settings, &|_, _| {});
        assert!(report.k > 20.0 && report.k < 2000.0, "{report:?}");
        assert!(report.epochs.iter().all(|l| l.is_finite()), "{report:?}");
        let mut reversed = samples.clone();
        reversed.reverse();
        let (again, _) = fit(Family::Short8, &reversed, &settings, &|_, _| {});
        assert_eq!(w, again);
        assert_ne!(w.patterns.iter().filter(|&&p| p != 0).count(), 0);
        // Targets from the search's scores make other weights; without scores in the data,
        // lambda changes nothing.
        let scores = Settings {
            lambda: 0.0,
            ..settings
        };
        let (by_score, r0) = fit(Family::Short8, &samples, &scores, &|_, _| {});
        assert_ne!(w, by_score);
        assert!(r0.epochs.iter().all(|l| l.is_finite()), "{r0:?}");
        let mut no_scores = samples.clone();
        no_scores.iter_mut().for_each(|s| s.score = None);
        let (a, _) = fit(Family::Short8, &no_scores, &settings, &|_, _| {});
        let (b, _) = fit(Family::Short8, &no_scores, &scores, &|_, _| {});
        assert_eq!(a, b);
        assert_eq!(a, w);
    }
}
