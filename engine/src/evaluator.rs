//! The evaluation a search uses: the learned one ([`crate::learned`]) where weights are given
//! for the variant's family, else the hand-written one ([`crate::eval`]). Which weights those are
//! is a value the caller passes in ([`Evaluation`]): the engine reads no weight file and keeps no
//! process-wide override.

use std::sync::{Arc, OnceLock};

use damero_rules::{Bits, Board, Color, Layout, Rules};

use crate::eval::{Hand, Weights};
use crate::learned::{Family, Model, Patterns};

/// Which learned weights the engine evaluates with.
#[derive(Clone, Debug, Default)]
pub enum Evaluation {
    /// The weight files shipped inside the crate (`weights/<family>.dmw`), for the families
    /// that have one.
    #[default]
    Shipped,
    /// Exactly these weight sets: a family with none among them uses the hand-written
    /// evaluation (so an empty list means the hand-written evaluation everywhere). For trying
    /// freshly fitted weights against the shipped ones (`--weights`, `--hand`).
    Only(Arc<[Arc<Model>]>),
}

impl Evaluation {
    /// The hand-written evaluation everywhere.
    #[must_use]
    pub fn hand() -> Evaluation {
        Evaluation::Only(Arc::from(Vec::new()))
    }

    /// These weight sets instead of the shipped ones (see [`Evaluation::Only`]).
    #[must_use]
    pub fn only(models: Vec<Model>) -> Evaluation {
        Evaluation::Only(models.into_iter().map(Arc::new).collect())
    }

    /// The learned model for `rules`, if its family has one here.
    #[must_use]
    pub fn model_for(&self, rules: &Rules) -> Option<Arc<Model>> {
        let family = Family::of(rules)?;
        match self {
            Evaluation::Shipped => shipped(family),
            Evaluation::Only(models) => models.iter().find(|m| m.weights.family == family).cloned(),
        }
    }
}

/// The shipped model of `family` (none when its file holds no fit). The shipped files are
/// constants compiled into the crate: they are parsed once, on first use, and never change.
fn shipped(family: Family) -> Option<Arc<Model>> {
    static SHIPPED: OnceLock<Vec<Option<Arc<Model>>>> = OnceLock::new();
    let models = SHIPPED.get_or_init(|| {
        Family::ALL
            .iter()
            .map(|f| {
                let w = crate::learned::Weights::from_bytes(f.shipped()).ok()?;
                // An empty file (no fit yet) means: use the hand-written evaluation.
                (!w.patterns.is_empty()).then(|| Arc::new(Model::new(w)))
            })
            .collect()
    });
    models[Family::ALL.iter().position(|f| *f == family)?].clone()
}

/// The evaluation of one rule set, built once per search.
#[derive(Clone, Debug)]
pub struct Evaluator {
    hand: Hand,
    learned: Option<Arc<Model>>,
    king_vs_king: bool,
}

impl Evaluator {
    /// The evaluator for `rules` with the shipped weights.
    #[must_use]
    pub fn new(rules: &'static Rules) -> Evaluator {
        Evaluator::with(rules, &Evaluation::Shipped)
    }

    /// The evaluator for `rules` with the weights `evaluation` gives its family.
    #[must_use]
    pub fn with(rules: &'static Rules, evaluation: &Evaluation) -> Evaluator {
        Evaluator {
            hand: Hand::new(rules),
            learned: evaluation.model_for(rules),
            king_vs_king: rules.king_vs_king,
        }
    }

    /// The hand-written evaluation alone, even where a learned one ships (for the fitter's
    /// scale and for comparisons).
    #[must_use]
    pub fn hand(rules: &'static Rules) -> Evaluator {
        Evaluator::with(rules, &Evaluation::hand())
    }

    /// What a man is worth in this evaluator's units: the hand-written man (100: its scores are
    /// centi-men), or the learned model's [`Model::man_value`]. The engine reports scores
    /// divided by it (times 100), so a score means the same to its reader (a review, `damero
    /// analyse`, the resignation and draw thresholds) whichever evaluation made it.
    #[must_use]
    pub fn man_value(&self) -> i32 {
        self.learned
            .as_deref()
            .map_or(self.hand.weights().man, Model::man_value)
    }

    /// Whether this evaluator uses learned weights.
    #[must_use]
    pub fn is_learned(&self) -> bool {
        self.learned.is_some()
    }

    /// The hand-written weights (used when no learned model is).
    #[must_use]
    pub fn weights(&self) -> &Weights {
        self.hand.weights()
    }

    /// The learned model this evaluator uses, if any.
    #[must_use]
    pub fn model(&self) -> Option<&Arc<Model>> {
        self.learned.as_ref()
    }

    /// The score of `board` for the side `turn` to move.
    #[inline]
    #[must_use]
    pub fn eval<B: Bits>(&self, layout: &Layout, board: &Board<B>, turn: Color) -> i32 {
        self.eval_with(layout, board, turn, None)
    }

    /// [`Evaluator::eval`], with the board's region indices when the caller keeps them (see
    /// [`Model::play`]; they must be the board's own).
    #[inline]
    #[must_use]
    pub fn eval_with<B: Bits>(
        &self,
        layout: &Layout,
        board: &Board<B>,
        turn: Color,
        patterns: Option<&Patterns>,
    ) -> i32 {
        // King against king is drawn where the variant says so, whatever the weights.
        if self.king_vs_king
            && (board.occupied() & !board.kings).is_zero()
            && board.white.count() == 1
            && board.black.count() == 1
        {
            return 0;
        }
        if let Some(model) = self.learned.as_deref() {
            return match patterns {
                Some(p) => model.score_with(layout, board, turn, p),
                None => model.score(layout, board, turn),
            };
        }
        self.hand.eval(layout, board, turn)
    }
}
