//! FIDE TRF-16 tournament report files: the players (`001` lines, fixed columns) with each
//! round's opponent, colour and result, `XXR` (the total number of rounds, as pairing
//! programs read it) and `XXA` (a player's acceleration: points added to their score for
//! pairing purposes only, round by round, as bbpPairings and JaVaFo read it). Other lines are
//! kept as they are when a file is written back.
//!
//! An `XXA` line: columns 5-8 the pairing number, then each round's points in 5 columns from
//! column 10 (`XXA    1  1.0  1.0  0.5`; blank points are none).
//!
//! An `001` line: columns 5-8 the pairing number, 15-47 the name, 49-52 the rating, 81-84 the
//! points; then each round in 10 columns from column 92: the opponent's number (4, `0000` or
//! blank for none), the colour (`w`, `b`, `-`) and the result (`1 = 0` over the board, `+ -`
//! forfeits, `W D L` unrated games, `H F U Z` byes, blank not paired).

use crate::{Outcome, Player, Round, Side, Unplayed};

/// One player of a tournament.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The pairing number.
    pub id: Player,
    /// The name, as written.
    pub name: String,
    /// The rating (0 when none).
    pub rating: u32,
    /// Each round so far.
    pub rounds: Vec<Round>,
    /// Acceleration (`XXA`): the points added to the player's score, in half-points, when
    /// round `i + 1` is paired (for pairing purposes only: the standings never read it).
    /// Rounds past the end get none.
    pub acceleration: Vec<u32>,
}

impl Entry {
    /// The acceleration in half-points when `round` (1-based) is paired.
    #[must_use]
    pub fn acceleration_for(&self, round: usize) -> u32 {
        round
            .checked_sub(1)
            .and_then(|i| self.acceleration.get(i))
            .copied()
            .unwrap_or(0)
    }
}

/// A tournament as a TRF file holds it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tournament {
    /// The players, in pairing-number order.
    pub players: Vec<Entry>,
    /// The total number of rounds (`XXR`), if given.
    pub rounds_total: Option<u32>,
    /// The other lines, kept for writing back.
    pub other: Vec<String>,
}

/// What is wrong with a TRF file, and where.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TrfError {
    /// A field that must be a number is not.
    #[error("line {line}: the {field} '{given}' is not a number")]
    NotANumber {
        /// The line (1-based).
        line: usize,
        /// Which field.
        field: &'static str,
        /// What it held.
        given: String,
    },
    /// A round's colour or result is not one TRF-16 knows.
    #[error("line {line}: round {round} reads '{given}', not an opponent, a colour and a result")]
    BadRound {
        /// The line.
        line: usize,
        /// The round (1-based).
        round: usize,
        /// The round's ten columns.
        given: String,
    },
    /// Two players have one pairing number.
    #[error("line {line}: pairing number {id} is used twice")]
    Duplicate {
        /// The line.
        line: usize,
        /// The number.
        id: u32,
    },
    /// A round names an opponent who is not in the file, or whose own line disagrees.
    #[error("player {player}, round {round}: opponent {opponent} is not in the file or does not name {player} back")]
    Opponent {
        /// The player.
        player: u32,
        /// The round.
        round: usize,
        /// The opponent named.
        opponent: u32,
    },
    /// No player at all.
    #[error("the file has no player (no 001 line)")]
    Empty,
    /// An `XXA` line names a player who is not in the file, or names one twice.
    #[error("line {line}: the acceleration (XXA) of player {id}, who has no 001 line or another XXA line")]
    Acceleration {
        /// The line.
        line: usize,
        /// The pairing number named.
        id: u32,
    },
}

fn field(chars: &[char], from: usize, to: usize) -> String {
    // Columns are 1-based and inclusive.
    chars
        .iter()
        .skip(from - 1)
        .take(to + 1 - from)
        .collect::<String>()
        .trim()
        .to_string()
}

fn number(text: &str, line: usize, name: &'static str) -> Result<u32, TrfError> {
    if text.is_empty() {
        return Ok(0);
    }
    text.parse().map_err(|_| TrfError::NotANumber {
        line,
        field: name,
        given: text.to_string(),
    })
}

/// Points written with at most one decimal (`1`, `1.0`, `0.5`), in half-points.
fn halves(text: &str, line: usize, name: &'static str) -> Result<u32, TrfError> {
    let bad = || TrfError::NotANumber {
        line,
        field: name,
        given: text.to_string(),
    };
    let (whole, fraction) = text.split_once('.').unwrap_or((text, "0"));
    let whole: u32 = if whole.is_empty() {
        0
    } else {
        whole.parse().map_err(|_| bad())?
    };
    let half = match fraction {
        "" | "0" | "00" => 0,
        "5" | "50" => 1,
        _ => return Err(bad()),
    };
    whole
        .checked_mul(2)
        .and_then(|w| w.checked_add(half))
        .ok_or_else(bad)
}

/// An `XXA` line: the pairing number and each round's points, in half-points.
fn acceleration(chars: &[char], line: usize) -> Result<(u32, Vec<u32>), TrfError> {
    let id = number(&field(chars, 5, 8), line, "pairing number")?;
    let mut points = Vec::new();
    let mut at = 10;
    while at <= chars.len() {
        let text = field(chars, at, at + 3);
        points.push(if text.is_empty() {
            0
        } else {
            halves(&text, line, "acceleration")?
        });
        at += 5;
    }
    Ok((id, points))
}

fn round(text: &str, line: usize, index: usize) -> Result<Round, TrfError> {
    let bad = || TrfError::BadRound {
        line,
        round: index + 1,
        given: text.to_string(),
    };
    let chars: Vec<char> = format!("{text:<8}").chars().collect();
    let opponent: String = chars[..4].iter().collect::<String>().trim().to_string();
    let colour = chars[5];
    let result = chars[7];
    let opponent = if opponent.is_empty() {
        0
    } else {
        opponent.parse::<u32>().map_err(|_| bad())?
    };
    if opponent == 0 {
        return Ok(Round::Unplayed(match result {
            'F' | 'U' | '+' => Unplayed::FullBye,
            'H' | '=' | 'D' => Unplayed::HalfBye,
            'Z' | '0' | '-' | 'L' => Unplayed::ZeroBye,
            ' ' => Unplayed::Absent,
            _ => return Err(bad()),
        }));
    }
    let side = match colour {
        'w' | 'W' => Side::White,
        'b' | 'B' => Side::Black,
        _ => return Err(bad()),
    };
    let result = match result {
        '1' | 'W' => Outcome::Win,
        '=' | 'D' => Outcome::Draw,
        '0' | 'L' => Outcome::Loss,
        '+' => Outcome::ForfeitWin,
        '-' => Outcome::ForfeitLoss,
        _ => return Err(bad()),
    };
    Ok(Round::Game {
        opponent: Player(opponent),
        side,
        result,
    })
}

impl Tournament {
    /// Read a TRF-16 file.
    ///
    /// # Errors
    /// A malformed player line, a pairing number used twice, an opponent who is not in the
    /// file or does not name the player back, or no player.
    pub fn parse(text: &str) -> Result<Tournament, TrfError> {
        let mut t = Tournament::default();
        let mut accelerations: Vec<(usize, u32, Vec<u32>)> = Vec::new();
        for (i, raw) in text.lines().enumerate() {
            let line = i + 1;
            let chars: Vec<char> = raw.trim_end().chars().collect();
            if raw.starts_with("001") {
                let id = number(&field(&chars, 5, 8), line, "pairing number")?;
                if t.players.iter().any(|p| p.id.0 == id) {
                    return Err(TrfError::Duplicate { line, id });
                }
                let mut rounds = Vec::new();
                let mut at = 92;
                while at <= chars.len() {
                    let text: String = chars.iter().skip(at - 1).take(8).collect();
                    rounds.push(round(&text, line, rounds.len())?);
                    at += 10;
                }
                t.players.push(Entry {
                    id: Player(id),
                    name: field(&chars, 15, 47),
                    rating: number(&field(&chars, 49, 52), line, "rating")?,
                    rounds,
                    acceleration: Vec::new(),
                });
            } else if raw.starts_with("XXA") {
                let (id, points) = acceleration(&chars, line)?;
                accelerations.push((line, id, points));
            } else if let Some(rest) = raw.strip_prefix("XXR") {
                t.rounds_total = Some(number(rest.trim(), line, "number of rounds")?);
            } else if !raw.trim().is_empty() {
                t.other.push(raw.trim_end().to_string());
            }
        }
        if t.players.is_empty() {
            return Err(TrfError::Empty);
        }
        t.players.sort_by_key(|p| p.id);
        let mut named = std::collections::HashSet::new();
        for (line, id, points) in accelerations {
            let entry = t
                .players
                .iter_mut()
                .find(|p| p.id.0 == id)
                .filter(|_| named.insert(id))
                .ok_or(TrfError::Acceleration { line, id })?;
            entry.acceleration = points;
        }
        // Rounds not yet written for a player are rounds they were not in.
        let played = t.rounds_played();
        for p in &mut t.players {
            p.rounds.resize(played, Round::Unplayed(Unplayed::Absent));
        }
        t.check_opponents()?;
        Ok(t)
    }

    /// How many rounds have been played (the longest player line).
    #[must_use]
    pub fn rounds_played(&self) -> usize {
        self.players
            .iter()
            .map(|p| p.rounds.len())
            .max()
            .unwrap_or(0)
    }

    /// The player with pairing number `id`.
    #[must_use]
    pub fn player(&self, id: Player) -> Option<&Entry> {
        self.players.iter().find(|p| p.id == id)
    }

    fn check_opponents(&self) -> Result<(), TrfError> {
        for p in &self.players {
            for (r, round) in p.rounds.iter().enumerate() {
                let Round::Game { opponent, .. } = round else {
                    continue;
                };
                let back = self
                    .player(*opponent)
                    .and_then(|o| o.rounds.get(r))
                    .is_some_and(|b| matches!(b, Round::Game { opponent: o, .. } if *o == p.id));
                if !back {
                    return Err(TrfError::Opponent {
                        player: p.id.0,
                        round: r + 1,
                        opponent: opponent.0,
                    });
                }
            }
        }
        Ok(())
    }

    /// The file as TRF-16: the kept lines, `XXR`, then one `001` line per player with the
    /// points (column 81) and rank (column 86) given by `ranks` (pairing number -> place),
    /// then an `XXA` line for each player with an acceleration.
    #[must_use]
    pub fn write(&self, ranks: &dyn Fn(Player) -> u32) -> String {
        let mut out = String::new();
        for line in &self.other {
            out.push_str(line);
            out.push('\n');
        }
        if let Some(n) = self.rounds_total {
            out.push_str(&format!("XXR {n}\n"));
        }
        for p in &self.players {
            let halves: u32 = p.rounds.iter().map(Round::halves).sum();
            let points = format!("{}.{}", halves / 2, if halves % 2 == 1 { 5 } else { 0 });
            let name: String = p.name.chars().take(33).collect();
            let rating = if p.rating == 0 {
                String::new()
            } else {
                p.rating.to_string()
            };
            let mut line = format!(
                "001 {:>4}      {:<33} {:>4}{:28}{:>4} {:>4}",
                p.id.0,
                name,
                rating,
                "",
                points,
                ranks(p.id)
            );
            for round in &p.rounds {
                let cell = match round {
                    Round::Game {
                        opponent,
                        side,
                        result,
                    } => format!(
                        "{:>4} {} {}",
                        opponent.0,
                        match side {
                            Side::White => 'w',
                            Side::Black => 'b',
                        },
                        match result {
                            Outcome::Win => '1',
                            Outcome::Draw => '=',
                            Outcome::Loss => '0',
                            Outcome::ForfeitWin => '+',
                            Outcome::ForfeitLoss => '-',
                        }
                    ),
                    Round::Unplayed(u) => format!(
                        "0000 - {}",
                        match u {
                            Unplayed::FullBye => 'U',
                            Unplayed::HalfBye => 'H',
                            Unplayed::ZeroBye => 'Z',
                            Unplayed::Absent => ' ',
                        }
                    ),
                };
                line.push_str("  ");
                line.push_str(&cell);
            }
            out.push_str(line.trim_end());
            out.push('\n');
        }
        for p in self.players.iter().filter(|p| !p.acceleration.is_empty()) {
            out.push_str(&format!("XXA {:>4}", p.id.0));
            for &halves in &p.acceleration {
                out.push_str(&format!(
                    " {:>2}.{}",
                    halves / 2,
                    if halves % 2 == 1 { 5 } else { 0 }
                ));
            }
            out.push('\n');
        }
        out
    }
}
