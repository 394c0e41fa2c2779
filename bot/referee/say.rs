//! What the referee says, as catalogue messages: players, outcomes, the state of a game, and
//! the rules core's and the store's errors turned into message ids with their data. No
//! sentence is written here; the words are in `bot/locales/<code>/damero.ftl`.

use damero_rules::{
    move_text, square_name, Color, DrawReason, Game, GameError, IllegalReason, MoveDetail,
    MoveTextError, Outcome, ResolveError, SquareIssue, SquareSet, Variant, WinReason, WrittenMove,
};
use damero_storage::{ColorChoice, GameRecord, RatingChange, ResultReason, Seat};

use super::input::Reply;
use super::time::duration_msg;
use crate::i18n::{clip, Arg, Msg};

/// How many moves a list shows before "and N more".
const LIST_SHOWN: usize = 12;

/// A colour as a selector key.
#[must_use]
pub fn color_key(c: Color) -> Arg {
    Arg::Key(match c {
        Color::White => "white",
        Color::Black => "black",
    })
}

/// A list of moves or squares, the rest counted.
#[must_use]
pub fn list(items: &[String]) -> Arg {
    let shown: Vec<String> = items.iter().take(LIST_SHOWN).cloned().collect();
    let hidden = items.len().saturating_sub(LIST_SHOWN);
    if hidden == 0 {
        return Arg::List(shown);
    }
    Arg::Msg(Box::new(
        Msg::new("list-with-more")
            .arg("items", Arg::List(shown))
            .arg("more", Msg::new("list-more").arg("count", hidden)),
    ))
}

/// A variant's title (`Spanish draughts`) in the reader's language.
#[must_use]
pub fn variant(v: Variant) -> Msg {
    Msg::keyed("variant", v.name())
}

/// A variant's rules summary.
#[must_use]
pub fn rules_of(v: Variant) -> Msg {
    Msg::new("rules-text")
        .arg("title", variant(v))
        .arg("name", Arg::Code(v.name().to_string()))
        .arg("summary", Msg::keyed("rules", v.name()))
}

/// The name shown for a seat.
#[must_use]
pub fn name_of(seat: &Seat, bot_name: &str) -> String {
    match seat {
        Seat::Human { name, .. } => name.clone(),
        Seat::Bot { .. } => bot_name.to_string(),
    }
}

/// A player with their side: `Ana (White)`.
#[must_use]
pub fn player(record: &GameRecord, color: Color, bot_name: &str) -> Msg {
    Msg::new("player")
        .arg("name", name_of(record.player(color), bot_name))
        .arg("color", color_key(color))
}

/// How a game ended. Resignation names the players.
#[must_use]
pub fn outcome(o: Outcome, variant: Variant, names: impl Fn(Color) -> String) -> Msg {
    match o {
        Outcome::Win { winner, reason } => match reason {
            WinReason::NoPieces => Msg::new("outcome-no-pieces").arg("winner", color_key(winner)),
            WinReason::Blocked => Msg::new("outcome-blocked").arg("winner", color_key(winner)),
            WinReason::Resignation => Msg::new("outcome-resigned")
                .arg("loser", names(winner.opposite()))
                .arg("winner", names(winner)),
        },
        Outcome::Draw(reason) => draw(reason, variant),
    }
}

fn draw(reason: DrawReason, variant: Variant) -> Msg {
    // The moves the variant's rule allows (0: drawn at once).
    let count = variant.rules().draw_moves(reason).unwrap_or(0);
    match reason {
        DrawReason::Agreement => Msg::new("outcome-agreement"),
        DrawReason::Repetition => Msg::new("outcome-repetition"),
        DrawReason::KingMoves => Msg::new("outcome-king-moves").arg("count", count),
        DrawReason::FortyMoves => Msg::new("outcome-forty-moves").arg("count", count),
        DrawReason::NoProgress => Msg::new("outcome-no-progress").arg("count", count),
        DrawReason::ThreeKings => Msg::new("outcome-three-kings").arg("count", count),
        DrawReason::KingVsKing => match count {
            0 => Msg::new("outcome-king-vs-king"),
            n => Msg::new("outcome-king-vs-king-moves").arg("count", n),
        },
        DrawReason::TwoAgainstKing if variant == Variant::Frisian => {
            Msg::new("outcome-two-kings-against-king").arg("count", count)
        }
        DrawReason::TwoAgainstKing => Msg::new("outcome-two-against-king").arg("count", count),
        DrawReason::ThreeAgainstKing => Msg::new("outcome-three-against-king").arg("count", count),
        DrawReason::KingOnLongDiagonal => {
            Msg::new("outcome-king-long-diagonal").arg("count", count)
        }
        DrawReason::MaterialUnchanged => Msg::new("outcome-material-unchanged"),
    }
}

/// Where the game stands: who is to move, with the time they have left (and a huff chance), or
/// how it ended. `now_ms` is the referee's clock.
#[must_use]
pub fn status(record: &GameRecord, game: &Game, bot_name: &str, now_ms: u64) -> Vec<Msg> {
    if let Some(o) = game.outcome() {
        return vec![outcome(o, game.variant(), |c| {
            name_of(record.player(c), bot_name)
        })];
    }
    match record.result {
        Some(r) if r.reason == ResultReason::Time => {
            let loser = r.winner.map_or(record.turn, Color::opposite);
            return vec![Msg::new("game-lost-on-time")
                .arg("loser", name_of(record.player(loser), bot_name))
                .arg("winner", name_of(record.player(loser.opposite()), bot_name))];
        }
        // The line that ended it said so.
        Some(_) => return Vec::new(),
        None => {}
    }
    let to_move = player(record, game.turn(), bot_name);
    let mut out = vec![match record.deadline_ms {
        Some(deadline) => Msg::new("to-move-time").arg("player", to_move).arg(
            "time",
            crate::referee::time::duration_msg(deadline.saturating_sub(now_ms)),
        ),
        None => Msg::new("to-move").arg("player", to_move),
    }];
    if let Some(chance) = game.huff_chance() {
        out.push(
            Msg::new("faulty-move")
                .arg("player", player(record, chance.by, bot_name))
                .arg(
                    "squares",
                    list(&square_names(game.variant(), chance.squares)),
                ),
        );
    }
    out
}

/// `Ana (White) played 11x18 — captured 1.`
#[must_use]
pub fn move_played(
    record: &GameRecord,
    game: &Game,
    color: Color,
    d: &MoveDetail,
    bot: &str,
) -> Msg {
    let rules = game.variant().rules();
    let text = move_text(rules, d, rules.default_notation());
    let who = player(record, color, bot);
    let played = match d.captures.len() {
        0 => Msg::new("move-played").arg("player", who).arg("move", text),
        n => Msg::new("move-played-captured")
            .arg("player", who)
            .arg("move", text)
            .arg("count", n),
    };
    if d.mv.promotes {
        // `Ana (White) played 26-29. The man is crowned: a new king on 29.`
        Msg::new("move-crowned").arg("played", played).arg(
            "square",
            square_name(rules, d.mv.to, rules.default_notation()),
        )
    } else {
        played
    }
}

/// Squares in the variant's default notation.
fn square_names(variant: Variant, squares: SquareSet) -> Vec<String> {
    let rules = variant.rules();
    squares
        .iter()
        .map(|s| square_name(rules, s, rules.default_notation()))
        .collect()
}

/// A rules-core refusal of a move or a huff.
#[must_use]
pub fn game_error(e: &GameError) -> Msg {
    match e {
        GameError::Over(_) => Msg::new("no-game"),
        GameError::Malformed(m) => malformed(m),
        GameError::Resolve(r) => resolve_error(r),
        GameError::NoHuff => Msg::new("huff-nothing"),
        GameError::HuffSquare { allowed, .. } | GameError::HuffNotASquare { allowed, .. }
            if allowed.is_empty() =>
        {
            Msg::new("huff-nothing")
        }
        GameError::HuffSquare {
            variant,
            square,
            allowed,
        } => {
            let rules = variant.rules();
            Msg::new("huff-wrong-square")
                .arg(
                    "square",
                    square_name(rules, *square, rules.default_notation()),
                )
                .arg("squares", list(&square_names(*variant, *allowed)))
        }
        GameError::HuffNotASquare {
            variant,
            text,
            allowed,
        } => Msg::new("huff-wrong-square")
            .arg("square", text.clone())
            .arg("squares", list(&square_names(*variant, *allowed))),
        GameError::NotHuffGame => Msg::new("huff-not-this-game"),
    }
}

fn malformed(e: &MoveTextError) -> Msg {
    match e {
        MoveTextError::Empty => Msg::new("move-empty"),
        MoveTextError::TooLong => Msg::new("move-too-long"),
        // The whole text is the bad part (`banana`, `помощь`): said once, not twice.
        MoveTextError::BadSquare { text, part } if text.trim() == part.trim() => {
            Msg::new("move-not-a-move").arg("text", clip(text, 60))
        }
        MoveTextError::BadSquare { text, part } => Msg::new("move-bad-square")
            .arg("part", clip(part, 60))
            .arg("text", clip(text, 60)),
        MoveTextError::OneSquare { text } => {
            Msg::new("move-one-square").arg("text", clip(text, 60))
        }
    }
}

fn resolve_error(e: &ResolveError) -> Msg {
    match e {
        ResolveError::NoSuchSquare(issue) => square_issue(issue),
        ResolveError::Illegal { written, reason } => Msg::new("illegal")
            .arg("move", clip(&written.to_string(), 60))
            .arg("reason", illegal(written, reason)),
        ResolveError::Ambiguous {
            written,
            candidates,
        } => Msg::new("ambiguous")
            .arg("move", clip(&written.to_string(), 60))
            .arg("paths", moves(written, candidates)),
    }
}

/// A square that is not one of the variant's.
#[must_use]
pub fn square_issue(issue: &SquareIssue) -> Msg {
    match issue {
        SquareIssue::NumbersNotUsed { variant: v, number } => Msg::new("square-numbers-not-used")
            .arg("variant", variant(*v))
            .arg("number", u64::from(*number)),
        SquareIssue::NumberTooHigh {
            variant: v,
            number,
            max,
        } => Msg::new("square-number-too-high")
            .arg("variant", variant(*v))
            .arg("number", u64::from(*number))
            .arg("max", u64::from(*max)),
        SquareIssue::NotPlaying {
            variant: v,
            square,
            last_file,
            size,
            dark_only,
        } => Msg::new(if *dark_only {
            "square-not-playing"
        } else {
            "square-off-board"
        })
        .arg("square", square.to_string())
        .arg("variant", variant(*v))
        .arg("file", last_file.to_string())
        .arg("size", u64::from(*size)),
    }
}

/// Moves named in the notation the refused move was written in.
fn moves(written: &WrittenMove, details: &[MoveDetail]) -> Arg {
    let rules = written.variant.rules();
    let names: Vec<String> = details
        .iter()
        .map(|d| move_text(rules, d, written.notation))
        .collect();
    list(&names)
}

fn illegal(written: &WrittenMove, reason: &IllegalReason) -> Msg {
    let square = |sq| square_name(written.variant.rules(), sq, written.notation);
    match reason {
        IllegalReason::NoLegalMove { turn } => {
            Msg::new("illegal-no-legal-move").arg("turn", color_key(*turn))
        }
        IllegalReason::NoPiece { square: sq } => {
            Msg::new("illegal-no-piece").arg("square", square(*sq))
        }
        IllegalReason::NotYourPiece { square: sq, owner } => Msg::new("illegal-not-your-piece")
            .arg("square", square(*sq))
            .arg("owner", color_key(*owner)),
        IllegalReason::WrongPath { paths } => {
            Msg::new("illegal-wrong-path").arg("paths", moves(written, paths))
        }
        IllegalReason::MustComplete { legal } => {
            Msg::new("illegal-must-complete").arg("legal", moves(written, legal))
        }
        IllegalReason::KingMustCapture { legal } => {
            Msg::new("illegal-king-must-capture").arg("legal", moves(written, legal))
        }
        IllegalReason::MustTakeMost { count, legal } => Msg::new("illegal-must-take-most")
            .arg("count", *count)
            .arg("legal", moves(written, legal)),
        IllegalReason::MustTakeHighestValue { legal } => {
            Msg::new("illegal-must-take-value").arg("legal", moves(written, legal))
        }
        IllegalReason::KingMustRest {
            square: sq,
            moves: count,
            legal,
        } => Msg::new("illegal-king-must-rest")
            .arg("square", square(*sq))
            .arg("count", *count)
            .arg("legal", moves(written, legal)),
        IllegalReason::CaptureCompulsory { legal } => {
            Msg::new("illegal-capture-compulsory").arg("legal", moves(written, legal))
        }
        IllegalReason::PieceCannotMove { square: sq, legal } => {
            Msg::new("illegal-piece-cannot-move")
                .arg("square", square(*sq))
                .arg("legal", moves(written, legal))
        }
        IllegalReason::NotThere {
            square: sq,
            from_here,
        } => Msg::new("illegal-not-there")
            .arg("square", square(*sq))
            .arg("moves", moves(written, from_here)),
        IllegalReason::NotAvailable => Msg::new("illegal-not-available"),
    }
}

/// An unknown variant name, with the known ones.
#[must_use]
pub fn unknown_variant(given: &str) -> Msg {
    let given = clip(given, 40);
    // A slip: one or two letters off, and at most a third of what was typed (`foo` is not a
    // slip of `pool`).
    let typed = given.chars().count();
    let near = Variant::ALL
        .into_iter()
        .map(|v| (edit_distance(&given.to_lowercase(), v.name()), v))
        .min_by_key(|(d, _)| *d)
        .filter(|(d, _)| *d <= 2 && *d * 3 <= typed);
    if let Some((_, v)) = near {
        return Msg::new("unknown-variant-near")
            .arg("given", given)
            .arg("near", v.name());
    }
    let known: Vec<String> = Variant::ALL.iter().map(|v| v.name().to_string()).collect();
    Msg::new("unknown-variant")
        .arg("given", given)
        .arg("known", Arg::List(known))
}

/// Levenshtein distance (a slip of the keyboard is one or two).
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let above = row[j + 1];
            row[j + 1] = (above + 1)
                .min(row[j] + 1)
                .min(diagonal + usize::from(ca != *cb));
            diagonal = above;
        }
    }
    row[b.len()]
}

/// A posted challenge as the channel reads it, with its Accept and Decline buttons (also how a
/// challenge left in the outbox by a crash is posted after the restart).
pub fn challenge_posted(challenge: &damero_storage::Challenge) -> Reply {
    let challenger = challenge.challenger.name.clone();
    let colors = match challenge.color {
        ColorChoice::Random => Msg::new("challenge-colors-random"),
        ColorChoice::White => Msg::new("challenge-colors-white").arg("name", challenger.clone()),
        ColorChoice::Black => Msg::new("challenge-colors-black").arg("name", challenger.clone()),
    };
    let minutes = challenge
        .expires_ms
        .saturating_sub(challenge.created_ms)
        .div_ceil(60_000);
    let mut reply = Reply::done(vec![Msg::new("challenge-posted")
        .arg("challenger", challenger)
        .arg("challenged", challenge.challenged.name.clone())
        .arg("variant", variant(challenge.variant))
        .arg("colors", colors)
        .arg("minutes", minutes)]);
    if let Some(ms) = challenge.move_time_ms {
        reply
            .lines
            .push(Msg::new("challenge-move-time").arg("time", duration_msg(ms)));
    }
    reply.challenge_buttons = true;
    reply
}

/// `+24`, `-24`, `±0`.
pub fn signed(delta: i64) -> String {
    match delta {
        0 => "±0".into(),
        d if d > 0 => format!("+{d}"),
        d => d.to_string(),
    }
}

/// `2026-11-22` (UTC) from ms since the Unix epoch (Howard Hinnant's civil-from-days).
pub fn date(ms: u64) -> String {
    let days = i64::try_from(ms / 86_400_000).unwrap_or(0);
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}-{m:02}-{d:02}")
}

/// The line announcing both rating changes of a rated game that just ended
/// (`Ana 1524 (+24), Ben 1476 (-24)`).
pub fn rating_changes(record: &GameRecord, bot_name: &str) -> Option<Msg> {
    let rated = record.rating.as_ref()?;
    let part = |color: Color, change: &RatingChange| {
        Msg::new("rating-change")
            .arg("name", name_of(record.player(color), bot_name))
            .arg("rating", Arg::Num(change.shown()))
            .arg("change", signed(change.delta()))
    };
    Some(
        Msg::new("rating-changes")
            .arg("white", part(Color::White, &rated.white))
            .arg("black", part(Color::Black, &rated.black)),
    )
}

/// A game as a PDN file, the players named as in replies, with the `Event` tag given
/// (`Damero`, or a tournament's name).
#[must_use]
pub fn pdn(record: &GameRecord, game: &Game, bot_name: &str, event: String) -> Vec<u8> {
    let tags = damero_rules::Tags {
        event: Some(event),
        site: None,
        date: Some(date(record.created_ms).replace('-', ".")),
        white: Some(name_of(&record.white, bot_name)),
        black: Some(name_of(&record.black, bot_name)),
    };
    record.pdn_of(game, &tags).into_bytes()
}

#[cfg(test)]
mod written_tests {
    use super::*;

    #[test]
    fn dates_are_utc_calendar_days() {
        assert_eq!(date(0), "1970-01-01");
        assert_eq!(date(951_782_400_000), "2000-02-29");
        assert_eq!(date(1_795_305_600_000), "2026-11-22");
        // Issue 35.10: the PDN's `Date` was `????.??.??`; it is the day the game began.
        assert_eq!(date(1_795_651_199_999), "2026-11-25");
        assert_eq!(date(1_795_651_200_000), "2026-11-26");
    }

    #[test]
    fn changes_are_signed() {
        assert_eq!(signed(24), "+24");
        assert_eq!(signed(-7), "-7");
        assert_eq!(signed(0), "±0");
    }
}
