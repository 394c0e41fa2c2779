//! `/rating [@someone] [variant]` (`!rating @ana czech`): a player's rating, games and record
//! against the bot.

use damero_rules::Variant;
use poise::serenity_prelude as serenity;

use super::args::{variant, variant_opt};
use super::{Spec, Words};
use crate::discord::{actor_of, answer, complete_variant, refuse_at_edge, Ctx, Error};
use crate::i18n::{clip, Msg};
use crate::referee::{Actor, Command, Cx, Res, Response, Run};

/// A player's rating, games and record against the bot.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rating {
    /// Whose (`None`: the asker's).
    pub user: Option<Actor>,
    /// Which variant (`None`: the server's default).
    pub variant: Option<Variant>,
}

pub(super) const SPEC: Spec = Spec {
    name: "rating",
    read,
    slash,
    at_keyboard: true,
};

/// A mention and a variant, in any order.
fn read(words: &Words<'_>) -> Result<Command, Msg> {
    let (mut user, mut v) = (None, None);
    for a in words.args {
        match (words.mention)(a) {
            Some(who) => user = Some(who),
            None if a.starts_with("<@") || a.starts_with('@') => {
                return Err(Msg::new("user-who").arg("given", clip(a, 40)))
            }
            None => v = Some(variant(a)?),
        }
    }
    Ok(Rating { user, variant: v }.into())
}

#[poise::command(slash_command, rename = "rating")]
async fn slash(
    ctx: Ctx<'_>,
    user: Option<serenity::User>,
    #[autocomplete = "complete_variant"] variant: Option<String>,
) -> Result<(), Error> {
    match variant_opt(variant.as_deref()) {
        Ok(variant) => {
            let user = user.as_ref().map(actor_of);
            answer(ctx, Rating { user, variant }).await
        }
        Err(msg) => refuse_at_edge(ctx, msg).await,
    }
}

impl Run for Rating {
    const NAME: &'static str = "rating";

    async fn run(self, cx: &mut Cx<'_>) -> Res<Response> {
        cx.referee()
            .rating(cx.place.guild, cx.actor, self.user, self.variant)
            .await
    }
}
