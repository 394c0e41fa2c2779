//! `/pdn [game]` (`!pdn`, `!pdn 42`): the channel's game so far, or any game by its number, as
//! a PDN file.

use super::args::game_id;
use super::{Spec, Words};
use crate::discord::{answer, Ctx, Error};
use crate::i18n::Msg;
use crate::referee::{refuse, Command, Cx, Reply, Res, Response, Run, Status};

/// The channel's game as PDN.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pdn;

/// Any game as PDN, by id.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PdnOf(pub u64);

pub(super) const SPEC: Spec = Spec {
    name: "pdn",
    read,
    slash,
    at_keyboard: true,
};

fn read(words: &Words<'_>) -> Result<Command, Msg> {
    Ok(match words.args.first() {
        Some(a) => PdnOf(game_id(a)?).into(),
        None => Pdn.into(),
    })
}

#[poise::command(slash_command, rename = "pdn")]
async fn slash(ctx: Ctx<'_>, #[min = 1] game: Option<u64>) -> Result<(), Error> {
    match game {
        Some(id) => answer(ctx, PdnOf(id)).await,
        None => answer(ctx, Pdn).await,
    }
}

impl Run for Pdn {
    const NAME: &'static str = "pdn";

    async fn run(self, cx: &mut Cx<'_>) -> Res<Response> {
        let table = cx.table().await?;
        let Some((record, game)) = table.game() else {
            return refuse(Msg::new("pdn-none"));
        };
        let text = table.pdn_text(record, game);
        let finished = game.outcome().is_some() || record.status != Status::Ongoing;
        let mut reply = Reply::done(vec![Msg::new(if finished {
            "pdn-last-game"
        } else {
            "pdn-so-far"
        })]);
        reply.file = Some(("damero.pdn".into(), text));
        Ok(Response::one(reply))
    }
}

impl Run for PdnOf {
    const NAME: &'static str = "pdn";

    async fn run(self, cx: &mut Cx<'_>) -> Res<Response> {
        cx.referee().pdn_of(self.0).await
    }
}
