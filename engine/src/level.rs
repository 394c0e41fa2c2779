//! Playing levels 1-10.
//!
//! Levels 1-3 play like beginners: a shallow search, a consistent misjudgement of positions (eval
//! noise), a random pick among the moves that look nearly as good, and now and then a move chosen
//! without looking at the reply at all (the natural beginner's mistake: walking into a capture).
//! The middle levels search deeper with less noise; 7-9 are deterministic depth-limited searches;
//! 10 uses the whole time budget. Every level is also bound by the caller's time budget.

/// How one level plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelSpec {
    /// Nominal search depth in plies (captures and forced moves are read further).
    pub depth: u32,
    /// Largest evaluation error, centi-men.
    pub noise: i32,
    /// Randomness of the final choice among root moves: moves `t` centi-men worse than the best
    /// are picked `e` times less often. Zero picks the best move.
    pub temperature: i32,
    /// Chance (per mille) of choosing by a glance only (no look at the reply).
    pub blunder_per_mille: u32,
    /// Whether the level may resign a hopeless position.
    pub may_resign: bool,
}

/// A playing level, 1 (beginner) to 10 (full strength).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Level(u8);

impl Level {
    /// The weakest level.
    pub const MIN: Level = Level(1);
    /// Full strength.
    pub const MAX: Level = Level(10);

    /// The level `n`, clamped to 1..=10.
    #[must_use]
    pub fn new(n: u8) -> Level {
        Level(n.clamp(1, 10))
    }

    /// The level as a number.
    #[must_use]
    pub fn get(self) -> u8 {
        self.0
    }

    /// How this level plays.
    #[must_use]
    pub fn spec(self) -> LevelSpec {
        let (depth, noise, temperature, blunder_per_mille) = match self.0 {
            1 => (1, 60, 60, 250),
            2 => (2, 40, 40, 120),
            3 => (3, 25, 25, 50),
            4 => (4, 15, 12, 0),
            5 => (5, 12, 8, 0),
            6 => (7, 4, 0, 0),
            7 => (9, 0, 0, 0),
            8 => (11, 0, 0, 0),
            9 => (15, 0, 0, 0),
            _ => (100, 0, 0, 0),
        };
        LevelSpec {
            depth,
            noise,
            temperature,
            blunder_per_mille,
            may_resign: self.0 >= 7,
        }
    }
}

impl Default for Level {
    fn default() -> Level {
        Level::MAX
    }
}

impl std::fmt::Display for Level {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0)
    }
}
