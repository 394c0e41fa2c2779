//! `/replay [game]` (`!replay 42`): a game as an animated GIF, captioned move by move.

use super::args::{game_id, number_of, GAME};
use super::{Form, Slash, Spec, Words};
use crate::i18n::Msg;
use crate::referee::{Asker, Command, Cx, Res, Response, Run};

/// A game as an animated GIF.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Replay {
    /// The game's id (`None`: the channel's last finished game).
    pub game: Option<u64>,
    /// The largest file the front end may upload, in bytes (`None`: 8 MiB).
    pub limit: Option<u64>,
}

pub(super) const SPEC: Spec = Spec {
    name: <Replay as Run>::NAME,
    read,
    slash: Slash::One(Form {
        options: &[GAME],
        read: |values| {
            Ok(Replay {
                game: number_of(values, "game"),
                limit: None,
            }
            .into())
        },
    }),
    at_keyboard: true,
    managers: false,
    slow: true,
};

fn read(words: &Words<'_>) -> Result<Command, Msg> {
    Ok(Replay {
        game: words.args.first().map(|a| game_id(a)).transpose()?,
        limit: None,
    }
    .into())
}

impl Run for Replay {
    const NAME: &'static str = "replay";

    fn learn(&mut self, asker: &Asker) {
        self.limit = asker.upload_limit;
    }

    async fn run(self, cx: &mut Cx<'_>) -> Res<Response> {
        let services = cx.services();
        let asker = cx.actor;
        let table = cx.table().await?;
        services
            .standing()
            .replay(table.channel(), table.game(), asker, self.game, self.limit)
            .await
    }
}
