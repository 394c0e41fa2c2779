//! `/history [@someone]` (`!history @ana`): a player's last games.

use poise::serenity_prelude as serenity;

use super::{Spec, Words};
use crate::discord::{actor_of, answer, Ctx, Error};
use crate::i18n::{clip, Msg};
use crate::referee::{Actor, Command, Cx, Res, Response, Run};

/// A player's last games (`None`: the asker's).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct History(pub Option<Actor>);

pub(super) const SPEC: Spec = Spec {
    name: "history",
    read,
    slash,
    at_keyboard: true,
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

#[poise::command(slash_command, rename = "history")]
async fn slash(ctx: Ctx<'_>, user: Option<serenity::User>) -> Result<(), Error> {
    answer(ctx, History(user.as_ref().map(actor_of))).await
}

impl Run for History {
    const NAME: &'static str = "history";

    async fn run(self, cx: &mut Cx<'_>) -> Res<Response> {
        cx.referee().history(cx.actor, self.0).await
    }
}
