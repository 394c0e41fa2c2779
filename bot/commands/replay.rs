//! `/replay [game]` (`!replay 42`): a game as an animated GIF, captioned move by move.

use super::args::game_id;
use super::{Spec, Words};
use crate::discord::{answer, upload_limit, Ctx, Error};
use crate::i18n::Msg;
use crate::referee::{Command, Cx, Res, Response, Run};

/// A game as an animated GIF.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Replay {
    /// The game's id (`None`: the channel's last finished game).
    pub game: Option<u64>,
    /// The largest file the front end may upload, in bytes (`None`: 8 MiB).
    pub limit: Option<u64>,
}

pub(super) const SPEC: Spec = Spec {
    name: "replay",
    read,
    slash,
    at_keyboard: true,
};

fn read(words: &Words<'_>) -> Result<Command, Msg> {
    Ok(Replay {
        game: words.args.first().map(|a| game_id(a)).transpose()?,
        limit: None,
    }
    .into())
}

#[poise::command(slash_command, rename = "replay")]
async fn slash(ctx: Ctx<'_>, #[min = 1] game: Option<u64>) -> Result<(), Error> {
    // Drawing a long game takes a moment: answer within Discord's 3 seconds first.
    ctx.defer().await?;
    let limit = upload_limit(ctx);
    answer(ctx, Replay { game, limit }).await
}

impl Run for Replay {
    const NAME: &'static str = "replay";

    async fn run(self, cx: &mut Cx<'_>) -> Res<Response> {
        let referee = cx.referee();
        let asker = cx.actor;
        let table = cx.table().await?;
        referee
            .replay(table.channel(), table.game(), asker, self.game, self.limit)
            .await
    }
}
