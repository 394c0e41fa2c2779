//! The command-line tools' words for what the rules core reports: a game's end, a refused move
//! or huff, a bad FEN or PDN, an unknown variant. The rules core gives these as data; this is
//! the one module that puts them into English for the operator, and every tool goes through it.
//!
//! A game's end and a refused move read as the English catalogue says them to players (through
//! [`say`], rendered in English), so `damero replay` and the bot name a rule with the same count
//! and never disagree. The rest (FEN, PDN, variant names) has no catalogue message: players
//! never type them.

use damero_rules::{FenError, GameError, Outcome, PdnError, Variant};

use damero::i18n::Lang;
use damero::referee::say;

/// How a game ended, as the English catalogue has it, counts included:
/// `Draw — 25 moves each with only kings moving and no capture.`
#[must_use]
pub fn outcome(o: Outcome, variant: Variant) -> String {
    say::outcome(o, variant, |c| c.name().to_string()).text(Lang::En)
}

/// Why a move or a huff in a game of `variant` was refused.
#[must_use]
pub fn game_error(e: &GameError, variant: Variant) -> String {
    match e {
        GameError::Over(o) => format!("the game is over: {}", outcome(*o, variant)),
        other => say::game_error(other).text(Lang::En),
    }
}

/// Move `number` (`text`) of a game of `variant` was refused: `move 2: Illegal move 9-13: ...`.
#[must_use]
pub fn move_error(number: usize, text: &str, e: &GameError, variant: Variant) -> String {
    numbered(number, text, &game_error(e, variant))
}

/// `move N: sentence`, with the move in brackets only when the sentence does not quote it.
fn numbered(number: usize, text: &str, said: &str) -> String {
    let text = text.trim();
    if said.contains(text) {
        format!("move {number}: {said}")
    } else {
        format!("move {number} ({text}): {said}")
    }
}

/// What is wrong with a FEN.
#[must_use]
pub fn fen_error(e: &FenError) -> String {
    const SHAPE: &str = "a FEN looks like W:W21,22,K5:B1,2";
    let malformed = |why: String| format!("malformed FEN ({why}): {SHAPE}");
    match e {
        FenError::Empty => format!("empty FEN: {SHAPE}"),
        FenError::TooLong => "that FEN is too long".into(),
        FenError::Turn(given) => malformed(format!("side to move '{given}' must be W or B")),
        FenError::PieceList(field) => {
            malformed(format!("piece list '{field}' must start with W or B"))
        }
        FenError::ListedTwice(color) => malformed(format!("{color}'s pieces are listed twice")),
        FenError::NotASquare(item) => malformed(format!("'{item}' is not a square")),
        FenError::Range(item) => {
            malformed(format!("'{item}' is not a square or a range like 1-12"))
        }
        FenError::NoPieceLists => malformed("no piece lists".into()),
        FenError::Square(issue) => format!("bad FEN: {}", say::square_issue(issue).text(Lang::En)),
        FenError::Duplicate(square) => format!("bad FEN: {square} is listed more than once"),
        FenError::ManOnPromotionRank { color, square } => format!(
            "bad FEN: a {color} man on {square} stands on its promotion rank (it would be a king)"
        ),
        FenError::TooMany {
            color,
            count,
            max,
            variant,
        } => format!("bad FEN: {color} has {count} pieces, but {variant} has only {max} per side"),
    }
}

/// Why a PDN text could not be read.
#[must_use]
pub fn pdn_error(e: &PdnError) -> String {
    match e {
        PdnError::Empty => "empty PDN".into(),
        PdnError::TooLarge => "that PDN is too large".into(),
        PdnError::Tag(line) => format!("malformed PDN tag: {line}"),
        PdnError::NoVariant => {
            "the PDN does not say which variant it is (no Variant or GameType tag)".into()
        }
        PdnError::UnknownVariant(name) => format!("unknown variant in PDN: {name}"),
        PdnError::UnknownGameType(game_type) => {
            format!("unknown variant in PDN: GameType {game_type}")
        }
        PdnError::Fen(fen) => format!("bad FEN tag: {}", fen_error(fen)),
        PdnError::Move {
            number,
            text,
            error: GameError::Over(_),
        } => format!("move {number} ({text}): the game is already over"),
        PdnError::Move {
            number,
            text,
            error,
        } => {
            let said = say::game_error(error).text(Lang::En);
            numbered(*number, text, &said)
        }
        PdnError::Comment => "unclosed comment in PDN".into(),
    }
}

/// A variant name nobody knows, as players read it too (the English catalogue): the nearest
/// one when it is a slip of the keyboard (at most two letters off), else the known ones.
#[must_use]
pub fn unknown_variant(given: &str) -> String {
    say::unknown_variant(given).text(Lang::En)
}

#[cfg(test)]
mod tests {
    use damero_rules::{Color, DrawReason, WinReason};

    use super::*;

    const DRAWS: [DrawReason; 11] = [
        DrawReason::Agreement,
        DrawReason::Repetition,
        DrawReason::KingMoves,
        DrawReason::ThreeKings,
        DrawReason::KingVsKing,
        DrawReason::NoProgress,
        DrawReason::TwoAgainstKing,
        DrawReason::ThreeAgainstKing,
        DrawReason::KingOnLongDiagonal,
        DrawReason::MaterialUnchanged,
        DrawReason::FortyMoves,
    ];

    #[test]
    fn every_draw_rule_with_a_count_is_named_with_the_variants_count() {
        for variant in Variant::ALL {
            for reason in DRAWS {
                let line = outcome(Outcome::Draw(reason), variant);
                assert!(line.starts_with("Draw"), "{variant} {reason:?}: {line}");
                if let Some(n) = variant.rules().draw_moves(reason).filter(|&n| n > 0) {
                    assert!(
                        line.contains(&format!("{n} moves")),
                        "{variant} {reason:?}: {line}"
                    );
                }
            }
        }
        assert_eq!(
            outcome(Outcome::Draw(DrawReason::KingMoves), Variant::International),
            "Draw — 25 moves each with only kings moving and no capture."
        );
    }

    #[test]
    fn a_win_names_both_sides() {
        let won = Outcome::Win {
            winner: Color::Black,
            reason: WinReason::Blocked,
        };
        assert_eq!(
            outcome(won, Variant::English),
            "Black wins — White is blocked."
        );
        assert_eq!(
            game_error(&GameError::Over(won), Variant::English),
            "the game is over: Black wins — White is blocked."
        );
    }

    #[test]
    fn unknown_variants_are_listed_with_the_known_ones() {
        let e = "klingon".parse::<Variant>().expect_err("not a variant");
        assert!(
            unknown_variant(&e.given).starts_with("'klingon' is not a variant; the variants are ")
        );
        assert_eq!(
            unknown_variant("spanishh"),
            "'spanishh' is not a variant; did you mean spanish?"
        );
    }
}
