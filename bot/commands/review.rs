//! `/review [game]` (`!review 42`): the engine goes over a finished game: its mistakes and
//! blunders, the better moves, and the evaluation graph.

use super::args::{number_of, GAME};
use super::{Form, Slash, Spec, Words};
use crate::i18n::{clip, Msg};
use crate::referee::{Command, Cx, Res, Response, Run};

/// Review a finished game (`None`: the channel's last one) with the engine.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Review(pub Option<u64>);

pub(super) const SPEC: Spec = Spec {
    name: <Review as Run>::NAME,
    read,
    slash: Slash::One(Form {
        options: &[GAME],
        read: |values| Ok(Review(number_of(values, "game")).into()),
    }),
    at_keyboard: true,
    managers: false,
    slow: true,
};

fn read(words: &Words<'_>) -> Result<Command, Msg> {
    let id = match words.args.first() {
        Some(a) => Some(a.trim_start_matches('#').parse::<u64>().map_err(|_| {
            Msg::new("review-bad-id")
                .arg("given", clip(a, 20))
                .arg("prefix", words.prefix)
        })?),
        None => None,
    };
    Ok(Review(id).into())
}

impl Run for Review {
    const NAME: &'static str = "review";

    async fn run(self, cx: &mut Cx<'_>) -> Res<Response> {
        // A finished game does not change: no channel lock while the engine reviews it.
        cx.services()
            .reviews()
            .review(cx.place.channel, cx.actor, self.0)
            .await
    }
}
