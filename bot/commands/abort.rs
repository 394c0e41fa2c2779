//! `/abort` (`!abort`): either player ends the game unrated, before both have moved.

use damero_rules::{Color, Event};

use super::{Form, Slash, Spec};
use crate::i18n::Msg;
use crate::referee::{refuse, Cx, Res, Response, Run};

/// End the game unrated, before both players have moved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Abort;

pub(super) const SPEC: Spec = Spec {
    name: <Abort as Run>::NAME,
    read: |_| Ok(Abort.into()),
    slash: Slash::One(Form {
        options: &[],
        read: |_| Ok(Abort.into()),
    }),
    managers: false,
    slow: false,
    at_keyboard: true,
};

impl Run for Abort {
    const NAME: &'static str = "abort";

    async fn run(self, cx: &mut Cx<'_>) -> Res<Response> {
        let actor = cx.actor.clone();
        let services = cx.services();
        let table = cx.table().await?;
        let (record, game) = table.running()?;
        if actor.color_in(record).is_none() {
            return refuse(Msg::new("not-a-player"));
        }
        if services.tournaments().is_tournament_board(table.channel()) {
            return refuse(Msg::new("tournament-no-abort"));
        }
        let moved = |c: Color| {
            game.events()
                .iter()
                .any(|e| matches!(e, Event::Move { color, .. } if *color == c))
        };
        if moved(Color::White) && moved(Color::Black) {
            return refuse(Msg::new("abort-too-late"));
        }
        table
            .finish(
                damero_storage::ResultRecord::aborted(),
                vec![Msg::new("game-aborted-by").arg("player", actor.name)],
            )
            .await
    }
}
