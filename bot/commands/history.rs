//! `/history [@someone]` (`!history @ana`): a player's last games.

use super::{Form, Kind, Opt, Slash, Spec, Words};
use crate::i18n::{clip, Msg};
use crate::referee::{Actor, Command, Cx, Res, Response, Run};

/// A player's last games (`None`: the asker's).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct History(pub Option<Actor>);

pub(super) const SPEC: Spec = Spec {
    name: <History as Run>::NAME,
    read,
    slash: Slash::One(Form {
        options: &[Opt::new("user", Kind::Person)],
        read: |values| Ok(History(values.person("user").cloned()).into()),
    }),
    at_keyboard: true,
    managers: false,
    slow: false,
};

fn read(words: &Words<'_>) -> Result<Command, Msg> {
    let who = match words.args.first() {
        Some(a) => {
            Some((words.mention)(a).ok_or_else(|| Msg::new("user-who").arg("given", clip(a, 40)))?)
        }
        None => None,
    };
    Ok(History(who).into())
}

impl Run for History {
    const NAME: &'static str = "history";

    async fn run(self, cx: &mut Cx<'_>) -> Res<Response> {
        cx.services().standing().history(cx.actor, self.0).await
    }
}
