//! Draughts puzzles as data: the shipped files (`puzzles/<variant>.tsv`, one puzzle a line),
//! their themes, and an [`Attempt`] that checks a solver's moves one by one against the line.
//! Pure: no IO, no engine. The lab mines the files (`damero_lab::puzzles`); the bot and the
//! terminal serve them.
//!
//! A line of a file: `id`, `fen`, `moves`, `themes`, `rating`, separated by tabs. `moves` is the
//! whole line in the variant's notation, space separated: the solver's move first, then the
//! opponent's reply, and so on, ending with the solver's move that secures the gain and shows it
//! on the board ([`line_gain`]: the game, material or a crowning won). A solver's move that is
//! the only legal one is part of the line and played for the solver.

use std::fmt;
use std::str::FromStr;

use damero_rules::{
    move_text, Color, Game, GameError, Geometry, KingRange, Move, MoveDetail, Position, Variant,
};

/// What a puzzle is about (a puzzle may have several).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Theme {
    /// A sacrifice that opens a multiple capture.
    Shot,
    /// A man breaks through to be crowned.
    Breakthrough,
    /// An enemy king is captured.
    KingCapture,
    /// Few pieces are left.
    Endgame,
}

impl Theme {
    /// Every theme, in file order.
    pub const ALL: [Theme; 4] = [
        Theme::Shot,
        Theme::Breakthrough,
        Theme::KingCapture,
        Theme::Endgame,
    ];

    /// The theme's word in the files (and its catalogue id's ending, `puzzle-theme-<word>`).
    #[must_use]
    pub fn word(self) -> &'static str {
        match self {
            Theme::Shot => "shot",
            Theme::Breakthrough => "breakthrough",
            Theme::KingCapture => "king-capture",
            Theme::Endgame => "endgame",
        }
    }
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

impl FromStr for Theme {
    type Err = String;
    fn from_str(s: &str) -> Result<Theme, String> {
        Theme::ALL
            .into_iter()
            .find(|t| t.word() == s)
            .ok_or_else(|| format!("unknown theme {s:?}"))
    }
}

/// What a line shows won at its end, with the solver's last move played (see [`line_gain`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Gain {
    /// The opponent, to move, has no move (no pieces, or every piece blocked): the game is won.
    Game,
    /// The solver's material balance (men 1, kings [`king_value`]) is better than at the start.
    Material,
    /// The solver's last move crowns a man, or the solver has more kings than at the start.
    Crowning,
}

/// What a king counts for in a puzzle's material balance, in hundredths of a man: the engine's
/// hand evaluation values, so that the files and the miner agree on what "material won" means:
/// 150 where kings move one square (English, Italian), 250 in Turkish, 300 for the other 8x8
/// games, 320 on 10x10 and 12x12.
#[must_use]
pub fn king_value(variant: Variant) -> i32 {
    let rules = variant.rules();
    match (rules.geometry, rules.king) {
        (Geometry::Orthogonal, _) => 250,
        (_, KingRange::Short) => 150,
        (Geometry::Diagonal { size: 8, .. }, KingRange::Flying) => 300,
        (Geometry::Diagonal { .. }, KingRange::Flying) => 320,
    }
}

/// `side`'s material minus the other side's, in hundredths of a man (a man 100, a king
/// [`king_value`]).
#[must_use]
pub fn material_balance(pos: &Position, side: Color) -> i32 {
    let king = king_value(pos.variant());
    let worth = |c: Color| {
        let (men, kings) = pos.count(c);
        // At most a few hundred pieces: the casts cannot wrap.
        100 * men as i32 + king * kings as i32
    };
    worth(side) - worth(side.opposite())
}

/// What the line `moves` (legal moves, played from `start`, whose side to move is the solver)
/// shows won once played: the game ([`Gain::Game`]), material ([`Gain::Material`]) or a
/// crowning ([`Gain::Crowning`]), checked in that order; `None` when it shows none of them, or
/// when the line is empty or ends with the opponent's move.
#[must_use]
pub fn line_gain(start: &Position, moves: &[Move]) -> Option<Gain> {
    let last = moves.last()?;
    if moves.len() % 2 == 0 {
        return None;
    }
    let solver = start.turn();
    let mut end = start.clone();
    for mv in moves {
        end.play_unchecked(mv);
    }
    if !end.has_moves() {
        Some(Gain::Game)
    } else if material_balance(&end, solver) > material_balance(start, solver) {
        Some(Gain::Material)
    } else if last.promotes || end.count(solver).1 > start.count(solver).1 {
        Some(Gain::Crowning)
    } else {
        None
    }
}

/// One puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// Unique within its file, e.g. `spanish-0042`.
    pub id: String,
    /// The start, in the variant's FEN; the side to move is the solver.
    pub fen: String,
    /// The whole line in the variant's notation, the solver's move first.
    pub moves: Vec<String>,
    /// Its themes, in [`Theme::ALL`] order.
    pub themes: Vec<Theme>,
    /// Its starting rating (Glicko-2 scale).
    pub rating: u32,
}

/// A puzzle file that does not read, or a puzzle whose line does not play.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum PuzzleError {
    /// A line of the file is malformed.
    #[error("line {line}: {what}")]
    Line {
        /// 1-based line number.
        line: usize,
        /// What is wrong, in words.
        what: String,
    },
    /// Two puzzles share an id.
    #[error("line {line}: the id {id} is used twice")]
    Duplicate {
        /// 1-based line number of the second use.
        line: usize,
        /// The id.
        id: String,
    },
}

impl Puzzle {
    /// The puzzle's line as a tab-separated file line (no newline).
    #[must_use]
    pub fn to_line(&self) -> String {
        let themes: Vec<&str> = self.themes.iter().map(|t| t.word()).collect();
        format!(
            "{}\t{}\t{}\t{}\t{}",
            self.id,
            self.fen,
            self.moves.join(" "),
            themes.join(","),
            self.rating
        )
    }

    /// The start position.
    ///
    /// # Errors
    /// The FEN does not read for `variant`.
    pub fn position(&self, variant: Variant) -> Result<Position, String> {
        Position::from_fen(variant, &self.fen).map_err(|e| e.to_string())
    }

    /// Checks that the line plays from the start, move by move, and ends with the solver's
    /// move; the moves as played, the first first.
    ///
    /// # Errors
    /// The first move or position that does not play, in words.
    pub fn replay(&self, variant: Variant) -> Result<Vec<MoveDetail>, String> {
        let start = self.position(variant)?;
        let mut game = Game::from_position(start);
        let mut out = Vec::with_capacity(self.moves.len());
        for (i, text) in self.moves.iter().enumerate() {
            let d = game
                .play_text(text)
                .map_err(|e| format!("move {} ({text}): {e}", i + 1))?;
            out.push(d);
        }
        if self.moves.len() % 2 == 0 {
            return Err("the line ends with the opponent's move".into());
        }
        if self.moves.is_empty() {
            return Err("the line is empty".into());
        }
        Ok(out)
    }

    /// What the puzzle's line shows won at its end ([`line_gain`]); `None` when nothing.
    ///
    /// # Errors
    /// The line does not play ([`Puzzle::replay`]).
    pub fn gain_shown(&self, variant: Variant) -> Result<Option<Gain>, String> {
        let moves: Vec<Move> = self.replay(variant)?.into_iter().map(|d| d.mv).collect();
        Ok(line_gain(&self.position(variant)?, &moves))
    }
}

/// The shipped puzzles of `variant` (`puzzles/<variant>.tsv`, compiled in), read once.
///
/// # Panics
/// Never for the shipped files: a test reads every one of them.
#[must_use]
pub fn shipped(variant: Variant) -> &'static [Puzzle] {
    use std::sync::OnceLock;
    static SETS: OnceLock<Vec<Vec<Puzzle>>> = OnceLock::new();
    let sets = SETS.get_or_init(|| {
        Variant::ALL
            .iter()
            .map(|&v| read(v, shipped_text(v)).unwrap_or_default())
            .collect()
    });
    let k = Variant::ALL
        .iter()
        .position(|&v| v == variant)
        .unwrap_or_default();
    &sets[k]
}

/// The text of a shipped file.
#[must_use]
pub fn shipped_text(variant: Variant) -> &'static str {
    match variant {
        Variant::Spanish => include_str!("../spanish.tsv"),
        Variant::Czech => include_str!("../czech.tsv"),
        Variant::Turkish => include_str!("../turkish.tsv"),
        Variant::International => include_str!("../international.tsv"),
        Variant::English => include_str!("../english.tsv"),
        Variant::Russian => include_str!("../russian.tsv"),
        Variant::Brazilian => include_str!("../brazilian.tsv"),
        Variant::Italian => include_str!("../italian.tsv"),
        Variant::Pool => include_str!("../pool.tsv"),
        Variant::Huff10 => include_str!("../huff10.tsv"),
        Variant::Huff12 => include_str!("../huff12.tsv"),
        Variant::Canadian => include_str!("../canadian.tsv"),
        Variant::Frisian => include_str!("../frisian.tsv"),
    }
}

/// Reads a puzzle file: one puzzle a line; empty lines and lines starting with `#` are skipped.
/// Each line's moves are checked to play from its position.
///
/// # Errors
/// The first malformed line.
pub fn read(variant: Variant, text: &str) -> Result<Vec<Puzzle>, PuzzleError> {
    let mut out: Vec<Puzzle> = Vec::new();
    let mut ids = std::collections::HashSet::new();
    for (k, raw) in text.lines().enumerate() {
        let line = k + 1;
        if raw.trim().is_empty() || raw.starts_with('#') {
            continue;
        }
        let bad = |what: String| PuzzleError::Line { line, what };
        let fields: Vec<&str> = raw.split('\t').collect();
        let [id, fen, moves, themes, rating] = fields[..] else {
            return Err(bad(format!("{} fields, not 5", fields.len())));
        };
        let themes = if themes.is_empty() {
            Vec::new()
        } else {
            themes
                .split(',')
                .map(str::parse)
                .collect::<Result<Vec<Theme>, _>>()
                .map_err(bad)?
        };
        let rating = rating
            .parse()
            .map_err(|_| bad(format!("the rating {rating:?} is not a number")))?;
        let p = Puzzle {
            id: id.to_string(),
            fen: fen.to_string(),
            moves: moves.split_whitespace().map(str::to_string).collect(),
            themes,
            rating,
        };
        p.replay(variant).map_err(bad)?;
        if !ids.insert(p.id.clone()) {
            return Err(PuzzleError::Duplicate { line, id: p.id });
        }
        out.push(p);
    }
    Ok(out)
}

/// Writes puzzles as a file (a header comment, then one line each).
#[must_use]
pub fn write(variant: Variant, puzzles: &[Puzzle]) -> String {
    let mut s = format!("# {variant} puzzles: id, fen, moves, themes, rating (tab separated)\n");
    for p in puzzles {
        s.push_str(&p.to_line());
        s.push('\n');
    }
    s
}

/// What a solver's answer did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// The right move. `then` holds what followed: the opponent's reply and any forced moves
    /// of the solver after it, each with its text; `solved` whether the line is complete.
    Right {
        /// The solver's move as played.
        played: MoveDetail,
        /// The moves played after it (reply, forced moves), with their texts.
        then: Vec<(MoveDetail, String)>,
        /// The line is complete.
        solved: bool,
    },
    /// A legal move that is not the solution; the attempt is over.
    Wrong {
        /// The solver's move.
        played: MoveDetail,
        /// The solution's move at this point, in the variant's notation.
        expected: String,
    },
}

/// A move that could not be taken as an answer (the attempt is unchanged).
#[derive(Debug, thiserror::Error)]
pub enum AnswerError {
    /// The attempt is already over.
    #[error("the puzzle is over")]
    Over,
    /// The text is not a legal move here.
    #[error(transparent)]
    Move(#[from] GameError),
}

/// Solving one puzzle: the position reached and how far along the line.
#[derive(Clone, Debug)]
pub struct Attempt {
    variant: Variant,
    game: Game,
    line: Vec<MoveDetail>,
    texts: Vec<String>,
    at: usize,
    over: bool,
    solver: Color,
}

impl Attempt {
    /// Starts solving `puzzle` (of `variant`).
    ///
    /// # Errors
    /// The puzzle's FEN or line does not play.
    pub fn new(variant: Variant, puzzle: &Puzzle) -> Result<Attempt, String> {
        let line = puzzle.replay(variant)?;
        let start = puzzle.position(variant)?;
        let solver = start.turn();
        Ok(Attempt {
            variant,
            game: Game::from_position(start),
            line,
            texts: puzzle.moves.clone(),
            at: 0,
            over: false,
            solver,
        })
    }

    /// The variant.
    #[must_use]
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The position now (the solver to move, unless the attempt is over).
    #[must_use]
    pub fn position(&self) -> &Position {
        self.game.position()
    }

    /// The solver's colour.
    #[must_use]
    pub fn solver(&self) -> Color {
        self.solver
    }

    /// The last move played (the opponent's reply after a right answer).
    #[must_use]
    pub fn last_move(&self) -> Option<&MoveDetail> {
        self.game.last_move()
    }

    /// Whether the attempt is over (solved or failed).
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.over
    }

    /// The moves of the line still to come, in the variant's notation (the whole solution
    /// after a wrong answer starts at the move that was missed).
    #[must_use]
    pub fn rest(&self) -> &[String] {
        &self.texts[self.at.min(self.texts.len())..]
    }

    /// The whole line, in the variant's notation.
    #[must_use]
    pub fn line(&self) -> &[String] {
        &self.texts
    }

    /// Takes the solver's move `text`.
    ///
    /// # Errors
    /// [`AnswerError::Over`] after the end; [`AnswerError::Move`] when `text` is not a legal move
    /// here. Nothing changes on error.
    pub fn answer(&mut self, text: &str) -> Result<Step, AnswerError> {
        if self.over {
            return Err(AnswerError::Over);
        }
        let played = self.game.resolve(text)?;
        let expected = &self.line[self.at];
        if played.mv != expected.mv {
            self.over = true;
            return Ok(Step::Wrong {
                played,
                expected: self.texts[self.at].clone(),
            });
        }
        self.game.play(played.clone()).map_err(AnswerError::Move)?;
        self.at += 1;
        let mut then = Vec::new();
        // The reply, then any move of the solver's that is the only one.
        while self.at < self.line.len() {
            let is_reply = self.game.turn() != self.solver;
            let forced = self.game.position().legal_moves().len() == 1;
            if !is_reply && !forced {
                break;
            }
            let d = self.line[self.at].clone();
            if self.game.play(d.clone()).is_err() {
                break;
            }
            then.push((d, self.texts[self.at].clone()));
            self.at += 1;
        }
        let solved = self.at >= self.line.len();
        self.over = solved;
        Ok(Step::Right {
            played,
            then,
            solved,
        })
    }

    /// A move's text in the variant's notation.
    #[must_use]
    pub fn text(&self, d: &MoveDetail) -> String {
        let rules = self.variant.rules();
        move_text(rules, d, rules.default_notation())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> (Variant, Puzzle) {
        // Spanish from the start: a line of three legal moves (not a real puzzle; what is
        // checked here is reading, writing and walking a line).
        let v = Variant::Spanish;
        let mut g = Game::new(v);
        let moves: Vec<String> = (0..3)
            .map(|_| {
                let d = g.position().details(false)[0].clone();
                let rules = v.rules();
                let t = move_text(rules, &d, rules.default_notation());
                g.play(d).expect("legal");
                t
            })
            .collect();
        let p = Puzzle {
            id: "spanish-0001".into(),
            fen: Position::start(v).fen(),
            moves,
            themes: vec![Theme::Shot, Theme::Endgame],
            rating: 1500,
        };
        (v, p)
    }

    #[test]
    fn every_shipped_file_reads_and_every_line_plays() {
        for v in Variant::ALL {
            let text = shipped_text(v);
            let set = read(v, text).unwrap_or_else(|e| panic!("{v}: {e}"));
            assert_eq!(set.len(), shipped(v).len());
            for p in set {
                assert!(p.id.starts_with(&format!("{v}-")), "{}", p.id);
                let start = p.position(v).expect("fen");
                assert!(
                    start.legal_moves().len() >= 2,
                    "{}: the first move is forced",
                    p.id
                );
            }
        }
    }

    #[test]
    fn every_shipped_line_ends_with_its_gain_on_the_board() {
        let mut weak = Vec::new();
        for v in Variant::ALL {
            let set = read(v, shipped_text(v)).unwrap_or_else(|e| panic!("{v}: {e}"));
            for p in set {
                if p.gain_shown(v)
                    .unwrap_or_else(|e| panic!("{}: {e}", p.id))
                    .is_none()
                {
                    weak.push(p.id);
                }
            }
        }
        assert!(
            weak.is_empty(),
            "{} lines end with nothing won: {weak:?}",
            weak.len()
        );
    }

    #[test]
    fn every_variant_ships_its_set() {
        // The counts were 1,000 for the nine most played variants and 200 for the
        // others; the lines that ended with nothing won were taken out, and those the miner
        // could mine again put back (README, "Lines taken out afterwards, and mined
        // again"): Italian, with 954, ships the fewest.
        for v in Variant::ALL {
            let want = match v {
                Variant::Spanish
                | Variant::Czech
                | Variant::Turkish
                | Variant::International
                | Variant::English
                | Variant::Russian
                | Variant::Brazilian
                | Variant::Italian
                | Variant::Pool => 954,
                Variant::Huff10 | Variant::Huff12 | Variant::Canadian | Variant::Frisian => 200,
            };
            assert!(
                shipped(v).len() >= want,
                "{v}: {} puzzles, {want} wanted",
                shipped(v).len()
            );
        }
    }

    /// The gain of the line `moves` (texts) played from `fen` in `variant`.
    fn gain_of(variant: Variant, fen: &str, moves: &[&str]) -> Option<Gain> {
        let start = Position::from_fen(variant, fen).expect("fen");
        let mut game = Game::from_position(start.clone());
        let line: Vec<Move> = moves
            .iter()
            .map(|t| game.play_text(t).expect("the line plays").mv)
            .collect();
        line_gain(&start, &line)
    }

    #[test]
    fn a_line_shows_the_game_material_or_a_crowning_won_or_nothing() {
        let e = Variant::English;
        // White (to move) takes Black's last piece: the game; with a Black piece left:
        // material.
        assert_eq!(gain_of(e, "W:W6,18:B14", &["18x9"]), Some(Gain::Game));
        assert_eq!(
            gain_of(e, "W:W6,18:B14,27", &["18x9"]),
            Some(Gain::Material)
        );
        // A quiet move: nothing.
        assert_eq!(gain_of(e, "W:W6,22:B14", &["22-17"]), None);
        // A man given for a crowning: a king (150) for a man (100) is half a man less than
        // the man ahead at the start, so what shows is the crowning, by the last move ...
        let sac = ["22-18", "14x23", "6-2"];
        assert_eq!(gain_of(e, "W:W6,22:B14", &sac), Some(Gain::Crowning));
        // ... or by the new king still on the board after a quiet move.
        let on = ["22-18", "14x23", "6-2", "23-26", "2-6"];
        assert_eq!(gain_of(e, "W:W6,22:B14", &on), Some(Gain::Crowning));
        // A line ending with the opponent's move, or empty, shows nothing.
        assert_eq!(gain_of(e, "W:W6,22:B14", &sac[..2]), None);
        assert_eq!(gain_of(e, "W:W6,22:B14", &[]), None);
        // The same crowning in Brazilian (a king 300) is material won.
        let b = Variant::Brazilian;
        let sac = ["c3-d4", "e5xc3", "c7-d8"];
        assert_eq!(gain_of(b, "W:Wc7,c3:Be5", &sac), Some(Gain::Material));
        // A puzzle's gain is its line's.
        let p = Puzzle {
            id: "brazilian-0001".into(),
            fen: "W:Wc7,c3:Be5".into(),
            moves: sac.iter().map(|m| m.to_string()).collect(),
            themes: Vec::new(),
            rating: 1500,
        };
        assert_eq!(p.gain_shown(b), Ok(Some(Gain::Material)));
        let short = Puzzle {
            moves: vec!["c3-d4".into()],
            ..p
        };
        assert_eq!(short.gain_shown(b), Ok(None));
    }

    #[test]
    fn a_king_counts_more_than_a_man_everywhere() {
        for v in Variant::ALL {
            assert!(king_value(v) > 100, "{v}");
        }
        assert_eq!(king_value(Variant::English), 150);
        assert_eq!(king_value(Variant::Turkish), 250);
        assert_eq!(king_value(Variant::Russian), 300);
        assert_eq!(king_value(Variant::International), 320);
    }

    #[test]
    fn a_file_reads_back_what_was_written() {
        let (v, p) = sample();
        let text = write(v, std::slice::from_ref(&p));
        assert_eq!(read(v, &text).expect("reads"), vec![p]);
    }

    #[test]
    fn malformed_lines_are_refused_with_their_number() {
        let (v, p) = sample();
        let good = p.to_line();
        for (bad, needle) in [
            (format!("{good}\n{good}"), "used twice"),
            ("a\tb".to_string(), "fields"),
            (good.replace("\t1500", "\tabc"), "rating"),
            (good.replace("shot", "fork"), "theme"),
            (
                good.replacen(&format!("\t{}", p.moves[0]), "\t1-2", 1),
                "move 1",
            ),
        ] {
            let err = read(v, &bad).expect_err(&bad).to_string();
            assert!(err.contains(needle), "{err}");
        }
    }

    #[test]
    fn an_attempt_walks_the_line_and_stops_at_a_wrong_move() {
        let (v, p) = sample();
        let mut a = Attempt::new(v, &p).expect("plays");
        assert!(matches!(a.answer("zz"), Err(AnswerError::Move(_))));
        let Step::Right { then, solved, .. } = a.answer(&p.moves[0]).expect("right") else {
            panic!("the first move is right")
        };
        assert_eq!(then.len(), 1);
        assert_eq!(then[0].1, p.moves[1]);
        assert!(!solved);
        let other = a
            .position()
            .details(false)
            .into_iter()
            .find(|d| a.text(d) != p.moves[2]);
        if let Some(d) = other {
            let mut b = a.clone();
            let t = b.text(&d);
            assert!(matches!(b.answer(&t), Ok(Step::Wrong { .. })));
            assert!(matches!(b.answer(&t), Err(AnswerError::Over)));
        }
        let Step::Right { solved, .. } = a.answer(&p.moves[2]).expect("right") else {
            panic!("the last move is right")
        };
        assert!(solved && a.is_over());
    }
}
