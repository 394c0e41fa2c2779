//! `/puzzle [variant] [move] [daily]` (`!puzzle`, `!puzzle czech`, `!puzzle 9-13`, `!puzzle
//! daily 9-13 22x15`): a puzzle for the asker alone, near their puzzle rating, answered move by
//! move (the channel's game is not touched); or the server's daily puzzle, answered with every
//! move at once.

use damero_rules::Variant;

use super::args::{variant_of, VARIANT};
use super::{Form, Kind, Opt, Slash, Spec, Words};
use crate::i18n::Msg;
use crate::referee::{Command, Cx, Res, Response, Run};

/// Start a puzzle, or answer the open one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Puzzle {
    /// The variant of a new puzzle (`None`: the server's default).
    pub variant: Option<Variant>,
    /// A move answering the open puzzle (or, for the daily one, every move of the solver's).
    pub answer: Option<String>,
    /// The server's daily puzzle instead of one's own.
    pub daily: bool,
}

pub(super) const SPEC: Spec = Spec {
    name: <Puzzle as Run>::NAME,
    read,
    slash: Slash::One(Form {
        options: &[
            VARIANT,
            Opt::new("move", Kind::Text),
            Opt::new("daily", Kind::Yes),
        ],
        read: |values| {
            Ok(Puzzle {
                variant: variant_of(values, "variant")?,
                answer: values.text("move").map(str::to_string),
                daily: values.yes("daily") == Some(true),
            }
            .into())
        },
    }),
    at_keyboard: false,
    managers: false,
    slow: false,
};

/// `daily` (or the language's own word) first asks for the server's daily puzzle; a variant
/// name starts a puzzle of that variant; anything else is a move.
fn read(words: &Words<'_>) -> Result<Command, Msg> {
    let daily = words
        .args
        .first()
        .is_some_and(|w| super::words::is_word(w, "daily", "daily-word"));
    let rest = if daily {
        words.args[1..].join(" ")
    } else {
        words.rest()
    };
    let (variant, answer) = if rest.is_empty() {
        (None, None)
    } else {
        match rest.parse::<Variant>() {
            Ok(v) if !daily => (Some(v), None),
            _ => (None, Some(rest)),
        }
    };
    Ok(Puzzle {
        variant,
        answer,
        daily,
    }
    .into())
}

impl Run for Puzzle {
    const NAME: &'static str = "puzzle";

    async fn run(self, cx: &mut Cx<'_>) -> Res<Response> {
        let (place, actor) = (cx.place, cx.actor.clone());
        let services = cx.services();
        match (self.daily, self.answer) {
            (true, answer) => {
                services
                    .puzzles()
                    .daily_puzzle(place, &actor, answer.as_deref())
                    .await
            }
            (false, Some(text)) => services.puzzles().answer_puzzle(place, &actor, &text).await,
            (false, None) => {
                services
                    .puzzles()
                    .start_puzzle(place, &actor, self.variant)
                    .await
            }
        }
    }
}
