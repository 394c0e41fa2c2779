//! `/leaderboard [variant] [puzzles]` (`!leaderboard czech`, `!leaderboard puzzles`): the
//! server's best-rated players, or its best puzzle solvers.

use damero_rules::Variant;

use super::args::{variant, variant_of, VARIANT};
use super::{Form, Kind, Opt, Slash, Spec, Words};
use crate::i18n::Msg;
use crate::referee::{Command, Cx, Res, Response, Run};

/// The server's best-rated players of a variant (`None`: the server's default).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Leaderboard(pub Option<Variant>);

/// The server's best puzzle solvers of a variant (`None`: the server's default).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PuzzleLeaderboard(pub Option<Variant>);

pub(super) const SPEC: Spec = Spec {
    name: <Leaderboard as Run>::NAME,
    read,
    slash: Slash::One(Form {
        options: &[VARIANT, Opt::new("puzzles", Kind::Yes)],
        read: |values| {
            let v = variant_of(values, "variant")?;
            Ok(if values.yes("puzzles") == Some(true) {
                PuzzleLeaderboard(v).into()
            } else {
                Leaderboard(v).into()
            })
        },
    }),
    at_keyboard: true,
    managers: false,
    slow: false,
};

fn read(words: &Words<'_>) -> Result<Command, Msg> {
    let puzzles = words
        .args
        .first()
        .is_some_and(|a| super::words::is_word(a, "puzzles", "leaderboard-puzzles-word"));
    let rest = if puzzles {
        &words.args[1..]
    } else {
        words.args
    };
    let v = rest.first().map(|a| variant(a)).transpose()?;
    Ok(if puzzles {
        PuzzleLeaderboard(v).into()
    } else {
        Leaderboard(v).into()
    })
}

impl Run for Leaderboard {
    const NAME: &'static str = "leaderboard";

    async fn run(self, cx: &mut Cx<'_>) -> Res<Response> {
        cx.services()
            .standing()
            .leaderboard(cx.place.guild, self.0)
            .await
    }
}

impl Run for PuzzleLeaderboard {
    const NAME: &'static str = <Leaderboard as Run>::NAME;

    async fn run(self, cx: &mut Cx<'_>) -> Res<Response> {
        cx.services()
            .standing()
            .puzzle_leaderboard(cx.place.guild, self.0)
            .await
    }
}
