//! What is stored, in the game's own terms: challenges, games, players and their records.
//!
//! A game is stored as its variant, its start position (a FEN, or none for the variant's start),
//! the moves as PDN tokens in full notation, the players and the state around the moves (whose
//! turn, draw offer, huff chance, timestamps, status, result). The position is never stored: it is
//! rebuilt by replaying the moves through the rules core ([`GameRecord::replay`]), so a fix in the
//! rules never needs a data migration.

use std::collections::BTreeMap;

use damero_rules::{export_pdn, export_pdn_ended, Tags};
use damero_rules::{move_text, square_name};
use damero_rules::{
    Color, DrawReason, Event, Game, GameError, Outcome, Position, Variant, WinReason,
};
use serde::{Deserialize, Serialize};

use crate::error::StoreError;
use crate::ids::{ChannelId, GameId, GuildId, UserId};

/// A Discord user taking part, with the name shown at the time (for PDN tags and replies).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Human {
    /// The user.
    pub id: UserId,
    /// The display name when the game or challenge was made.
    pub name: String,
}

/// The name a forgotten person's seats, tournament entries and daily-puzzle solve show
/// instead of theirs ([`crate::Store::forget_user`]).
pub const FORGOTTEN_NAME: &str = "deleted player";

/// What [`crate::Store::forget_user`] removed or anonymised, for the operator. Forgetting
/// someone again (or someone never seen) gives all zeros ([`Forgotten::is_empty`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Forgotten {
    /// Their player record was removed: ratings, record against the bot, puzzle scores and
    /// seen puzzles, last name shown.
    pub player_record: bool,
    /// Variants whose game rating went with it.
    pub ratings: usize,
    /// Puzzle attempts counted in the puzzle ratings that went with it (every variant).
    pub puzzle_attempts: u64,
    /// Games (finished and ongoing) whose seat was anonymised: the id set to
    /// [`crate::UserId::FORGOTTEN`], the name to [`FORGOTTEN_NAME`], the same in the game's
    /// rating changes.
    pub games: usize,
    /// Of those, games still being played: kept, anonymised (see `forget_user`).
    pub ongoing_games: usize,
    /// Open challenges they made or received, withdrawn (their channels are free).
    pub challenges: usize,
    /// Answers to a server's current daily puzzle removed (a first solve keeps its place,
    /// anonymised).
    pub daily_answers: usize,
    /// Tournaments where they had entered or were director, anonymised (an active one also
    /// loses them as an entrant, as if they had left).
    pub tournaments: usize,
    /// Announcements still waiting in the outbox that named them, anonymised.
    pub announcements: usize,
    /// Index entries removed: their games (`by_player`) and their servers (`guild_players`).
    pub index_entries: usize,
    /// Set-aside (unreadable) copies of their player record removed from `damaged`.
    pub damaged: usize,
    /// Games of theirs (by their `by_player` index) whose record could not be read, left as
    /// they are with their index entry: such a record is set aside when next read, and the
    /// operator must then remove it from `damaged` by hand (see [`crate::Store::damaged`]).
    /// Not summed over passes: the last pass's count, so a later `forget_user` says it again.
    pub unreadable: usize,
}

impl Forgotten {
    /// Nothing was found about the person.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        *self == Forgotten::default()
    }

    /// The sum of two reports, `other` the later (one forget may take more than one pass).
    #[must_use]
    pub fn plus(self, other: Forgotten) -> Forgotten {
        Forgotten {
            player_record: self.player_record || other.player_record,
            ratings: self.ratings + other.ratings,
            puzzle_attempts: self.puzzle_attempts + other.puzzle_attempts,
            games: self.games + other.games,
            ongoing_games: self.ongoing_games + other.ongoing_games,
            challenges: self.challenges + other.challenges,
            daily_answers: self.daily_answers + other.daily_answers,
            tournaments: self.tournaments + other.tournaments,
            announcements: self.announcements + other.announcements,
            index_entries: self.index_entries + other.index_entries,
            damaged: self.damaged + other.damaged,
            unreadable: other.unreadable,
        }
    }
}

/// One side of a game: a person or Damero itself.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum Seat {
    /// A person.
    Human {
        /// The user.
        id: UserId,
        /// The display name when the game started.
        name: String,
    },
    /// The bot, playing at `level` (1-10).
    Bot {
        /// The engine level.
        level: u8,
    },
}

impl Seat {
    /// A person.
    #[must_use]
    pub fn human(id: UserId, name: impl Into<String>) -> Seat {
        Seat::Human {
            id,
            name: name.into(),
        }
    }

    /// The user behind this side, unless it is the bot.
    #[must_use]
    pub fn user(&self) -> Option<UserId> {
        match self {
            Seat::Human { id, .. } => Some(*id),
            Seat::Bot { .. } => None,
        }
    }

    /// Is this side the bot?
    #[must_use]
    pub fn is_bot(&self) -> bool {
        matches!(self, Seat::Bot { .. })
    }

    /// The name to show (`Damero (level 3)` for the bot).
    #[must_use]
    pub fn display_name(&self) -> String {
        match self {
            Seat::Human { name, .. } => name.clone(),
            Seat::Bot { level } => format!("Damero (level {level})"),
        }
    }
}

impl From<Human> for Seat {
    fn from(h: Human) -> Seat {
        Seat::Human {
            id: h.id,
            name: h.name,
        }
    }
}

/// The colour a challenger asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ColorChoice {
    /// The challenger plays White.
    White,
    /// The challenger plays Black.
    Black,
    /// Decided when the game starts.
    #[default]
    Random,
}

/// A challenge waiting for the challenged player's answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Challenge {
    /// Where it was posted.
    pub channel: ChannelId,
    /// Who challenged.
    pub challenger: Human,
    /// Who may accept or decline.
    pub challenged: Human,
    /// The variant to play.
    pub variant: Variant,
    /// The challenger's colour.
    pub color: ColorChoice,
    /// When it was made (ms since the Unix epoch).
    pub created_ms: u64,
    /// When it lapses (ms since the Unix epoch): the referee's deadline loop then withdraws it
    /// and says so on its message.
    pub expires_ms: u64,
    /// The time per move the challenger asked for (ms; `None`: the server's or Damero's).
    /// Additive (schema 3).
    #[serde(default)]
    pub move_time_ms: Option<u64>,
    /// The Discord message showing the challenge, once posted (edited when it expires).
    /// Additive (schema 3).
    #[serde(default)]
    pub message: Option<u64>,
    /// The server it was posted in, if known (for the language of its expiry notice).
    /// Additive (schema 3).
    #[serde(default)]
    pub guild: Option<GuildId>,
}

/// Something the channel must read, kept in the store's outbox from the transaction of the
/// change it announces until the channel has it (see [`crate::Store::outbox`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Announcement {
    /// Its place in the channel's sequence (from 1; the channel's announcements go out in
    /// this order).
    pub seq: u64,
    /// The channel that must read it.
    pub channel: ChannelId,
    /// The channel's server, if any (its language; which process's shards own it).
    pub guild: Option<GuildId>,
    /// What changed.
    pub what: Announced,
}

/// The change an [`Announcement`] shows, with the record as the change left it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Announced {
    /// A game started.
    Started(Box<GameRecord>),
    /// A move (or a huff) was made; it may have ended the game.
    Moved(Box<GameRecord>),
    /// A draw offer was made or withdrawn.
    Offer(Box<GameRecord>),
    /// The game ended with a result the board does not show (resignation, agreement, time,
    /// abort).
    Ended(Box<GameRecord>),
    /// A challenge was posted.
    Challenge(Box<Challenge>),
    /// A challenge was declined, withdrawn or lapsed (not accepted: that starts a game).
    Closed(Box<Challenge>),
    /// A tournament changed (the record as the change left it, and what to say).
    Tournament(Box<TournamentRecord>, TournamentNews),
    /// The daily puzzle was posted or solved (the record as the change left it).
    Daily(Box<DailyRecord>, DailyNews),
}

impl Announced {
    /// The game it shows, if it is a game's change.
    #[must_use]
    pub fn game(&self) -> Option<&GameRecord> {
        match self {
            Announced::Started(g)
            | Announced::Moved(g)
            | Announced::Offer(g)
            | Announced::Ended(g) => Some(g),
            Announced::Challenge(_)
            | Announced::Closed(_)
            | Announced::Tournament(..)
            | Announced::Daily(..) => None,
        }
    }
}

/// Whether a game is still being played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    /// Moves are still being made; the game is the channel's current game.
    Ongoing,
    /// The game has a result and is in the archive.
    Finished,
}

/// Why a game ended: the rules core's reasons, in a stable stored form.
///
/// Kept apart from `damero_rules::{WinReason, DrawReason}` on purpose (issue 43 asked for one
/// type or a reason why not): this is the stored vocabulary, serialized by name in every sled
/// and PostgreSQL record, so a rules change must never rename what is on disk; and it holds
/// the endings the rules do not know (`Time`, `Aborted`: the bot's clock and `/abort`). The two
/// are joined in one place each way (`From<Outcome> for ResultRecord`, `ResultRecord::outcome`),
/// both exhaustive matches, so a new rules reason does not compile until it has a stored name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ResultReason {
    /// The loser has no pieces left.
    NoPieces,
    /// The loser has pieces but no move.
    Blocked,
    /// The loser resigned.
    Resignation,
    /// Both players agreed to a draw.
    Agreement,
    /// Threefold repetition.
    Repetition,
    /// The variant's king-move rule (FMJD 25, FMJD-64 15, Spanish 20, Italian 40 moves each).
    KingMoves,
    /// Three kings could not beat a lone king in time (Spanish, Pool 13; FMJD-64 15).
    ThreeKings,
    /// King against king (Turkish; Frisian after 2 moves each).
    KingVsKing,
    /// No capture and no man move for the variant's number of plies.
    NoProgress,
    /// Two pieces or fewer with a king against a lone king (FMJD, FMJD-64; Frisian two kings).
    TwoAgainstKing,
    /// Three pieces with a king against a lone king (FMJD 16 moves).
    ThreeAgainstKing,
    /// Three pieces against a lone king on the long diagonal (FMJD-64 7.2.7).
    KingOnLongDiagonal,
    /// Kings on both sides, material unchanged (FMJD-64 7.2.6).
    MaterialUnchanged,
    /// English 40-move rule.
    FortyMoves,
    /// The loser, having moved before in this game, let their time per move run out.
    Time,
    /// Ended unrated before it really began: the player to move never moved before their time
    /// ran out, or a player used `/abort` before both had moved. Always with `winner: None`;
    /// an aborted game counts for nobody (ratings skip it).
    Aborted,
}

/// The result of a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ResultRecord {
    /// The winner, or `None` for a draw.
    pub winner: Option<Color>,
    /// Why.
    pub reason: ResultReason,
}

impl From<Outcome> for ResultRecord {
    fn from(outcome: Outcome) -> ResultRecord {
        match outcome {
            Outcome::Win { winner, reason } => ResultRecord {
                winner: Some(winner),
                reason: match reason {
                    WinReason::NoPieces => ResultReason::NoPieces,
                    WinReason::Blocked => ResultReason::Blocked,
                    WinReason::Resignation => ResultReason::Resignation,
                },
            },
            Outcome::Draw(reason) => ResultRecord {
                winner: None,
                reason: match reason {
                    DrawReason::Agreement => ResultReason::Agreement,
                    DrawReason::Repetition => ResultReason::Repetition,
                    DrawReason::KingMoves => ResultReason::KingMoves,
                    DrawReason::ThreeKings => ResultReason::ThreeKings,
                    DrawReason::KingVsKing => ResultReason::KingVsKing,
                    DrawReason::NoProgress => ResultReason::NoProgress,
                    DrawReason::TwoAgainstKing => ResultReason::TwoAgainstKing,
                    DrawReason::ThreeAgainstKing => ResultReason::ThreeAgainstKing,
                    DrawReason::KingOnLongDiagonal => ResultReason::KingOnLongDiagonal,
                    DrawReason::MaterialUnchanged => ResultReason::MaterialUnchanged,
                    DrawReason::FortyMoves => ResultReason::FortyMoves,
                },
            },
        }
    }
}

impl ResultRecord {
    /// A loss on time by `loser`.
    #[must_use]
    pub fn time(loser: Color) -> ResultRecord {
        ResultRecord {
            winner: Some(loser.opposite()),
            reason: ResultReason::Time,
        }
    }

    /// An aborted game (unrated).
    #[must_use]
    pub fn aborted() -> ResultRecord {
        ResultRecord {
            winner: None,
            reason: ResultReason::Aborted,
        }
    }

    /// Whether the game was aborted (counts for nobody).
    #[must_use]
    pub fn is_aborted(self) -> bool {
        self.reason == ResultReason::Aborted
    }

    /// The rules core's outcome (`None` if the stored pair is inconsistent, e.g. a drawn
    /// "resignation").
    #[must_use]
    pub fn outcome(self) -> Option<Outcome> {
        use ResultReason as R;
        match (self.winner, self.reason) {
            (Some(winner), R::NoPieces) => Some(Outcome::Win {
                winner,
                reason: WinReason::NoPieces,
            }),
            (Some(winner), R::Blocked) => Some(Outcome::Win {
                winner,
                reason: WinReason::Blocked,
            }),
            (Some(winner), R::Resignation) => Some(Outcome::Win {
                winner,
                reason: WinReason::Resignation,
            }),
            (None, R::Agreement) => Some(Outcome::Draw(DrawReason::Agreement)),
            (None, R::Repetition) => Some(Outcome::Draw(DrawReason::Repetition)),
            (None, R::KingMoves) => Some(Outcome::Draw(DrawReason::KingMoves)),
            (None, R::ThreeKings) => Some(Outcome::Draw(DrawReason::ThreeKings)),
            (None, R::KingVsKing) => Some(Outcome::Draw(DrawReason::KingVsKing)),
            (None, R::NoProgress) => Some(Outcome::Draw(DrawReason::NoProgress)),
            (None, R::TwoAgainstKing) => Some(Outcome::Draw(DrawReason::TwoAgainstKing)),
            (None, R::ThreeAgainstKing) => Some(Outcome::Draw(DrawReason::ThreeAgainstKing)),
            (None, R::KingOnLongDiagonal) => Some(Outcome::Draw(DrawReason::KingOnLongDiagonal)),
            (None, R::MaterialUnchanged) => Some(Outcome::Draw(DrawReason::MaterialUnchanged)),
            (None, R::FortyMoves) => Some(Outcome::Draw(DrawReason::FortyMoves)),
            _ => None,
        }
    }
}

/// A huff chance as stored: who may huff, and which squares (in the variant's notation).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HuffRecord {
    /// The side that may huff (the side to move).
    pub by: Color,
    /// The squares that may be huffed.
    pub squares: Vec<String>,
}

/// A game, ongoing or finished.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    /// The game's id.
    pub id: GameId,
    /// The channel it is (or was) played in.
    pub channel: ChannelId,
    /// The server of that channel, when known (`None` in older records, direct messages and
    /// the terminal). Additive: no migration step.
    #[serde(default)]
    pub guild: Option<GuildId>,
    /// The variant.
    pub variant: Variant,
    /// The start position as a FEN, or `None` for the variant's start.
    pub start_fen: Option<String>,
    /// White.
    pub white: Seat,
    /// Black.
    pub black: Seat,
    /// The moves as PDN tokens in full notation (`11x18x25`), a huff as `huff:SQUARE`.
    pub moves: Vec<String>,
    /// The side to move.
    pub turn: Color,
    /// A standing draw offer and who made it. It stands until the other side moves.
    pub draw_offer: Option<Color>,
    /// The huff chance of the side to move (huff games only).
    pub huff_chance: Option<HuffRecord>,
    /// Ongoing or finished.
    pub status: Status,
    /// The result, once finished.
    pub result: Option<ResultRecord>,
    /// When the game started (ms since the Unix epoch).
    pub created_ms: u64,
    /// When it last changed.
    pub updated_ms: u64,
    /// When the last move (or the start) happened: the side to move has been thinking since.
    pub last_move_ms: u64,
    /// Thinking time used so far, White then Black (ms).
    pub thinking_ms: [u64; 2],
    /// Bumped by every change; a change names the version it was based on (compare-and-swap).
    pub version: u64,
    /// The time per move (ms), or `None`: no limit (the terminal). Schema 3.
    #[serde(default)]
    pub move_time_ms: Option<u64>,
    /// When the person to move runs out of time (ms since the Unix epoch): set by the store
    /// whenever a person is to move in a game with a time per move, `None` otherwise (the bot
    /// to move, no limit, finished). Indexed in the `deadlines` tree. Schema 3.
    #[serde(default)]
    pub deadline_ms: Option<u64>,
    /// Both players' ratings before and after this game, written in the transaction that
    /// finished it (rated games only). Additive: no migration step.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating: Option<Box<RatedGame>>,
    /// The engine's review of the finished game, once someone asked for it (`/review`): kept
    /// so that the game's web page can show its graph. Additive: no migration step.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub review: Option<Box<ReviewRecord>>,
}

/// A finished game's review as its graph needs it: White's score (centi-men) of the start and
/// of the position after each move, and which moves were mistakes and blunders.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReviewRecord {
    /// White's score of the start and after each ply, in order.
    pub scores: Vec<i32>,
    /// The plies (0: the first move) judged mistakes.
    pub mistakes: Vec<usize>,
    /// The plies judged blunders.
    pub blunders: Vec<usize>,
    /// The depth the engine searched.
    pub depth: u32,
}

/// The result of a finished game from White's side, for ratings and records.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    /// White won.
    WhiteWins,
    /// A draw.
    Draw,
    /// Black won.
    BlackWins,
}

impl Score {
    /// The score of `color`: 1, 0.5 or 0.
    #[must_use]
    pub fn points(self, color: Color) -> f64 {
        match (self, color) {
            (Score::Draw, _) => 0.5,
            (Score::WhiteWins, Color::White) | (Score::BlackWins, Color::Black) => 1.0,
            _ => 0.0,
        }
    }
}

/// One player's rating change in a rated game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RatingChange {
    /// The player.
    pub user: UserId,
    /// The rating before the game.
    pub before: f64,
    /// The rating after it.
    pub after: f64,
    /// The deviation after it.
    pub deviation: f64,
}

// Ratings are finite numbers (Glicko-2 never yields NaN from finite inputs), so equality is an
// equivalence and game records stay comparable.
impl Eq for RatingChange {}
impl Eq for RatedGame {}

impl RatingChange {
    /// The rating after the game, rounded as players see it.
    #[must_use]
    pub fn shown(&self) -> i64 {
        self.after.round() as i64
    }

    /// The change as players see it (the difference of the rounded ratings).
    #[must_use]
    pub fn delta(&self) -> i64 {
        self.after.round() as i64 - self.before.round() as i64
    }
}

/// Both rating changes of a rated game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RatedGame {
    /// White's.
    pub white: RatingChange,
    /// Black's.
    pub black: RatingChange,
}

impl GameRecord {
    /// The real result of a finished game, if it has one. The one place that decides whether a
    /// game counts (for ratings between people, for the record against the bot): an ongoing
    /// game, or a stored result that is no outcome, does not.
    #[must_use]
    pub fn scored(&self) -> Option<Score> {
        if self.status != Status::Finished {
            return None;
        }
        let result = self.result?;
        if result.is_aborted() {
            return None;
        }
        // A loss on time is no outcome of the rules core but a real result; every other
        // stored result must be one (an inconsistent pair counts for nobody).
        if result.reason != ResultReason::Time {
            result.outcome()?;
        }
        Some(match result.winner {
            Some(Color::White) => Score::WhiteWins,
            Some(Color::Black) => Score::BlackWins,
            None if result.reason == ResultReason::Time => return None,
            None => Score::Draw,
        })
    }

    /// Is this game rated, and how did it end? Rated: a game with a real result
    /// ([`GameRecord::scored`]) between two different people, neither of them forgotten
    /// ([`UserId::FORGOTTEN`]: a game kept going after one player was forgotten ends unrated,
    /// so nobody's rating moves against a seat no one holds). Returns White, Black and the
    /// score.
    #[must_use]
    pub fn rated_result(&self) -> Option<(UserId, UserId, Score)> {
        let score = self.scored()?;
        match (self.white.user(), self.black.user()) {
            (Some(w), Some(b)) if w != b && !w.is_forgotten() && !b.is_forgotten() => {
                Some((w, b, score))
            }
            _ => None,
        }
    }

    /// The player of `color`.
    #[must_use]
    pub fn player(&self, color: Color) -> &Seat {
        match color {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }

    /// The colour `user` plays, if they play in this game (White first if they play both sides).
    #[must_use]
    pub fn color_of(&self, user: UserId) -> Option<Color> {
        Color::ALL
            .into_iter()
            .find(|&c| self.player(c).user() == Some(user))
    }

    /// Is the bot to move in this ongoing game?
    #[must_use]
    pub fn bot_to_move(&self) -> bool {
        self.status == Status::Ongoing && self.player(self.turn).is_bot()
    }

    /// The deadline this record should have after a change at `now_ms`: a person to move in an
    /// ongoing game with a time per move has `now_ms + move time`.
    #[must_use]
    pub fn next_deadline(&self, now_ms: u64) -> Option<u64> {
        match (self.status, self.move_time_ms) {
            (Status::Ongoing, Some(t)) if !self.player(self.turn).is_bot() => {
                Some(now_ms.saturating_add(t))
            }
            _ => None,
        }
    }

    /// Whether `color` has made a move (not a huff) in this game.
    #[must_use]
    pub fn has_moved(&self, color: Color) -> bool {
        self.replay().is_ok_and(|g| {
            g.events()
                .iter()
                .any(|e| matches!(e, Event::Move { color: c, .. } if *c == color))
        })
    }

    /// The number of plies played (huffs not counted).
    #[must_use]
    pub fn plies(&self) -> usize {
        self.moves
            .iter()
            .filter(|m| !m.starts_with("huff:"))
            .count()
    }

    /// The start position.
    ///
    /// # Errors
    /// [`StoreError::Replay`] if the stored FEN does not parse.
    pub fn start_position(&self) -> Result<Position, StoreError> {
        match &self.start_fen {
            None => Ok(Position::start(self.variant)),
            Some(fen) => Position::from_fen(self.variant, fen).map_err(|e| StoreError::Replay {
                game: self.id,
                detail: format!("start FEN {fen:?}: {e}"),
            }),
        }
    }

    /// Rebuild the game by replaying every stored move through the rules core, then applying a
    /// result the moves alone do not show (resignation, agreement).
    ///
    /// # Errors
    /// [`StoreError::Replay`] naming the first token that does not play.
    pub fn replay(&self) -> Result<Game, StoreError> {
        let mut game = Game::from_position(self.start_position()?);
        for (i, token) in self.moves.iter().enumerate() {
            let played = match token.strip_prefix("huff:") {
                Some(square) => game.huff_text(square).map(|_| ()),
                None => game.play_text(token).map(|_| ()),
            };
            match played {
                Ok(()) => {}
                // A Turkish game stored before repetitions through sideways man moves were
                // counted can go on past its third repetition: by the rules it ended there.
                Err(GameError::Over(Outcome::Draw(DrawReason::Repetition))) => break,
                Err(e) => {
                    return Err(StoreError::Replay {
                        game: self.id,
                        detail: format!("token {} ({token}): {e}", i + 1),
                    })
                }
            }
        }
        if game.outcome().is_none() {
            if let Some(outcome) = self.result.and_then(ResultRecord::outcome) {
                // Only these two can be decided off the board; a conflict is reported below.
                let _ = match outcome {
                    Outcome::Win {
                        winner,
                        reason: WinReason::Resignation,
                    } => game.resign(winner.opposite()),
                    Outcome::Draw(DrawReason::Agreement) => game.agree_draw(),
                    _ => Ok(outcome),
                };
            }
        }
        Ok(game)
    }

    /// The game as a PDN file (names in the tags). `site` is whatever the caller knows about
    /// where it was played (the store keeps data only, no words).
    ///
    /// # Errors
    /// [`StoreError::Replay`] if the stored moves do not replay.
    pub fn pdn(&self, site: Option<String>) -> Result<String, StoreError> {
        let game = self.replay()?;
        let tags = Tags {
            event: Some("Damero".into()),
            site,
            date: None,
            white: Some(self.white.display_name()),
            black: Some(self.black.display_name()),
        };
        Ok(self.pdn_of(&game, &tags))
    }

    /// The PDN of this record's replayed `game` with `tags`: a loss on time is written with
    /// its score and `Termination "Time forfeit"`, an aborted game with `*` and `Abandoned`.
    #[must_use]
    pub fn pdn_of(&self, game: &Game, tags: &Tags) -> String {
        match self.result {
            Some(r) if r.reason == ResultReason::Time => {
                let loser = r.winner.map_or(self.turn, Color::opposite);
                let score = Outcome::Win {
                    winner: loser.opposite(),
                    reason: WinReason::Resignation,
                }
                .pdn_result(self.variant);
                export_pdn_ended(game, tags, score, "Time forfeit")
            }
            Some(r) if r.reason == ResultReason::Aborted => {
                export_pdn_ended(game, tags, "*", "Abandoned")
            }
            _ => export_pdn(game, tags),
        }
    }
}

/// The PDN token for one event of the rules core's game record.
#[must_use]
pub fn event_token(variant: Variant, event: &Event) -> String {
    let rules = variant.rules();
    let notation = rules.default_notation();
    match event {
        Event::Move { detail, .. } => move_text(rules, detail, notation),
        Event::Huff { square, .. } => format!("huff:{}", square_name(rules, *square, notation)),
    }
}

/// What a channel holds now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChannelState {
    /// Nothing: a challenge or game may start.
    Free,
    /// A challenge waiting for an answer.
    Challenge(Challenge),
    /// A game being played.
    Game(GameRecord),
}

/// What [`crate::Store::start_game`] needs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewGame {
    /// Where.
    pub channel: ChannelId,
    /// The channel's server, if any.
    pub guild: Option<GuildId>,
    /// The variant.
    pub variant: Variant,
    /// A start FEN, or `None` for the variant's start.
    pub start_fen: Option<String>,
    /// White.
    pub white: Seat,
    /// Black.
    pub black: Seat,
    /// Now (ms since the Unix epoch).
    pub now_ms: u64,
    /// The time per move (ms), or `None` for no limit.
    pub move_time_ms: Option<u64>,
}

/// One player's Glicko-2 rating in one variant, updated by the store in the transaction that
/// finishes a rated game (see [`crate::rating`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct RatingRecord {
    /// The rating.
    pub rating: f64,
    /// Its uncertainty (Glicko deviation).
    pub deviation: f64,
    /// Glicko-2 volatility.
    pub volatility: f64,
    /// Rated games played.
    pub games: u32,
    /// Won.
    pub wins: u32,
    /// Drawn.
    pub draws: u32,
    /// Lost.
    pub losses: u32,
    /// Last change (ms since the Unix epoch).
    pub updated_ms: u64,
}

impl Default for RatingRecord {
    fn default() -> RatingRecord {
        RatingRecord {
            rating: 1500.0,
            deviation: 350.0,
            volatility: 0.06,
            games: 0,
            wins: 0,
            draws: 0,
            losses: 0,
            updated_ms: 0,
        }
    }
}

/// A person's games against the bot at one level (unrated, but counted).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct BotRecord {
    /// Won against the bot.
    pub wins: u32,
    /// Drawn.
    pub draws: u32,
    /// Lost.
    pub losses: u32,
}

/// A server's settings. Every field has a serde default, so a setting added later needs no
/// migration step (an old record reads with the new setting at its default).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct GuildSettings {
    /// The language code of everything the channel reads (`None`: English).
    #[serde(default)]
    pub language: Option<String>,
    /// The time per move of the server's games (ms; `None`: Damero's `game.move_time`).
    #[serde(default)]
    pub move_time_ms: Option<u64>,
    /// The variant when none is named (`None`: Damero's `game.default_variant`).
    #[serde(default)]
    pub default_variant: Option<Variant>,
    /// `/challenge` and `/play` open a thread per game.
    #[serde(default)]
    pub threads: bool,
    /// Members with this role may create and run tournaments (besides those who may manage
    /// the server).
    #[serde(default)]
    pub tournament_role: Option<u64>,
    /// The channel the daily puzzle is posted to (`None`: no daily puzzle).
    #[serde(default)]
    pub puzzle_channel: Option<u64>,
    /// The hour (UTC, 0-23) the daily puzzle is posted at (`None`: 9).
    #[serde(default)]
    pub puzzle_hour: Option<u8>,
    /// The server's games, tournaments and players are shown on the web pages, and its
    /// messages link to them (issue 45). Off unless a manager turns it on.
    #[serde(default)]
    pub web: bool,
}

/// A server's puzzle of the day, kept in the `daily` tree by server.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DailyRecord {
    /// The server.
    pub guild: GuildId,
    /// The channel it was posted to.
    pub channel: ChannelId,
    /// The day (days since the Unix epoch, UTC).
    pub day: u64,
    /// The puzzle's variant.
    pub variant: Variant,
    /// The puzzle's id.
    pub puzzle: String,
    /// The first to solve it: id and name.
    #[serde(default)]
    pub solver: Option<(UserId, String)>,
    /// Everyone who answered (one answer each).
    #[serde(default)]
    pub tried: Vec<UserId>,
}

/// What the daily puzzle's channel must read.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DailyNews {
    /// Today's puzzle was posted; the day before's, if any, to show its solution.
    Posted {
        /// The previous day's puzzle.
        previous: Option<Box<DailyRecord>>,
    },
    /// Someone solved it first.
    Solved,
}

/// What an answer to the daily puzzle did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DailyAnswer {
    /// Right, and first: the channel is told.
    First,
    /// Right, after someone else (named).
    Right(String),
    /// Wrong.
    Wrong,
    /// This person has answered today's puzzle already.
    Twice,
}

/// A deadline that has come: a game whose player to move ran out of time, or a challenge that
/// lapsed. Kept in the `deadlines` tree as `at_ms ++ channel` → the game id (empty for a
/// challenge).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Due {
    /// When (ms since the Unix epoch).
    pub at_ms: u64,
    /// The channel.
    pub channel: ChannelId,
    /// The game, or `None` for the channel's challenge.
    pub game: Option<GameId>,
}

/// Everything kept about one player.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayerRecord {
    /// The player.
    pub user: UserId,
    /// Per variant, the rating record.
    #[serde(default)]
    pub ratings: BTreeMap<Variant, RatingRecord>,
    /// The name shown in their last finished game (for leaderboards). Additive.
    #[serde(default)]
    pub name: Option<String>,
    /// Per bot level (1-10), the record against the bot. Additive.
    #[serde(default)]
    pub bots: BTreeMap<u8, BotRecord>,
    /// Per variant, the puzzle record (issue 32). Additive.
    #[serde(default)]
    pub puzzles: BTreeMap<Variant, PuzzleScore>,
}

/// A player's puzzles in one variant: a Glicko-2 rating (a solved puzzle is a win against the
/// puzzle's rating, a failed one a loss), the current and best streak of puzzles solved in a
/// row, and the puzzles already seen (offered again only when every one has been).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct PuzzleScore {
    /// The puzzle rating.
    pub rating: RatingRecord,
    /// Puzzles solved in a row, now.
    pub streak: u32,
    /// The longest such run.
    pub best_streak: u32,
    /// Ids of the puzzles seen.
    pub seen: Vec<String>,
}

/// One finished puzzle attempt, to record.
#[derive(Clone, Copy, Debug)]
pub struct PuzzleAttempt<'a> {
    /// The solver.
    pub user: UserId,
    /// Their name, for leaderboards.
    pub name: Option<&'a str>,
    /// The server it was solved in, if any (for its leaderboard).
    pub guild: Option<GuildId>,
    /// The puzzle's variant.
    pub variant: Variant,
    /// The puzzle's id.
    pub puzzle: &'a str,
    /// The puzzle's rating in its file (its rating before any attempt).
    pub start_rating: u32,
    /// Solved, or failed.
    pub solved: bool,
}

/// What one puzzle attempt changed.
#[derive(Clone, Debug, PartialEq)]
pub struct PuzzleResult {
    /// The solver's puzzle record before.
    pub before: PuzzleScore,
    /// And after.
    pub after: PuzzleScore,
    /// The puzzle's rating after.
    pub puzzle: RatingRecord,
}

impl PlayerRecord {
    /// A record with nothing in it yet.
    #[must_use]
    pub fn new(user: UserId) -> PlayerRecord {
        PlayerRecord {
            user,
            ratings: BTreeMap::new(),
            name: None,
            bots: BTreeMap::new(),
            puzzles: BTreeMap::new(),
        }
    }

    /// The puzzle record of `variant` (a fresh one if none is stored).
    #[must_use]
    pub fn puzzle_score(&self, variant: Variant) -> PuzzleScore {
        self.puzzles.get(&variant).cloned().unwrap_or_default()
    }

    /// The rating record of `variant` (the default one if none is stored).
    #[must_use]
    pub fn rating(&self, variant: Variant) -> RatingRecord {
        self.ratings.get(&variant).cloned().unwrap_or_default()
    }

    /// Has this person finished any game with Damero (rated, or against the bot)?
    #[must_use]
    pub fn has_played(&self) -> bool {
        self.ratings.values().any(|r| r.games > 0)
            || self.bots.values().any(|b| b.wins + b.draws + b.losses > 0)
    }
}

/// Bytes that could not be read, kept aside in the `damaged` tree instead of being deleted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DamagedRecord {
    /// The tree they were in (`channels`, `games`, `players`).
    pub tree: String,
    /// Their key.
    pub key: Vec<u8>,
    /// When they were set aside (ms since the Unix epoch).
    pub moved_ms: u64,
    /// Why they could not be read.
    pub reason: String,
    /// The bytes as found.
    pub bytes: Vec<u8>,
}

/// Where a tournament stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TournamentStatus {
    /// Taking entrants; not started.
    Open,
    /// Being played.
    Running,
    /// Over: the final standings were posted.
    Finished,
    /// Called off by its director (or nobody came).
    Cancelled,
}

/// A tournament in a server, as stored: its settings and its whole state
/// ([`damero_tournament::Competition`]). Kept in the `tournaments` tree under its id.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TournamentRecord {
    /// Its id (from 1, given by the store).
    pub id: u64,
    /// The server.
    pub guild: GuildId,
    /// The channel it was created in: its announcements go there, its games in threads of it.
    pub channel: ChannelId,
    /// Its name.
    pub name: String,
    /// The variant of its games.
    pub variant: Variant,
    /// The time per move of its games (ms; `None`: the server's).
    pub move_time_ms: Option<u64>,
    /// Who created it (its director).
    pub director: Human,
    /// When it was created (ms since the Unix epoch).
    pub created_ms: u64,
    /// When it starts by itself, if set.
    pub starts_ms: Option<u64>,
    /// When an arena's window closes (set when it starts).
    pub ends_ms: Option<u64>,
    /// Where it stands.
    pub status: TournamentStatus,
    /// Raised by every change (a change on an older version is refused).
    pub version: u64,
    /// How far the channel was told the pairings: rounds (Swiss, round robin) or boards (an
    /// arena) announced.
    #[serde(default)]
    pub announced: u32,
    /// Entrants, rounds, results.
    pub competition: damero_tournament::Competition,
}

impl TournamentRecord {
    /// Whether it is still open or being played.
    #[must_use]
    pub fn active(&self) -> bool {
        matches!(
            self.status,
            TournamentStatus::Open | TournamentStatus::Running
        )
    }
}

/// What a tournament's channel must read about a change of the tournament.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TournamentNews {
    /// A round was paired (the first one: the start).
    Paired {
        /// The round.
        round: u32,
    },
    /// An arena paired players who became free.
    ArenaPaired {
        /// How many boards were paired (the last ones of the arena's list).
        boards: u32,
    },
    /// An arena's window closed.
    ArenaClosed,
    /// It is over: the final standings.
    Finished,
    /// It was called off.
    Cancelled,
}
