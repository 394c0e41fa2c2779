//! `/help` (`!help`, `help` at the terminal): how to play with Damero. The terminal shows its
//! own help (its words, an example move of the game's variant).

use super::{Form, Slash, Spec};
use crate::i18n::Msg;
use crate::referee::{Cx, Reply, Res, Response, Run};

/// How to play.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Help;

pub(super) const SPEC: Spec = Spec {
    name: <Help as Run>::NAME,
    read: |_| Ok(Help.into()),
    slash: Slash::One(Form {
        options: &[],
        read: |_| Ok(Help.into()),
    }),
    managers: false,
    slow: false,
    at_keyboard: true,
};

impl Run for Help {
    const NAME: &'static str = "help";

    async fn run(self, cx: &mut Cx<'_>) -> Res<Response> {
        let prefix = cx.services().base().config().prefix.clone();
        Ok(Response::one(Reply::private(vec![Msg::new(
            "help-discord",
        )
        .arg("prefix", prefix)])))
    }
}
