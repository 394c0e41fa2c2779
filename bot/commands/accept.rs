//! `/accept` (`!accept`, the Accept button): the challenged person takes the challenge
//! waiting in the channel, and the game begins.

use super::{Form, Slash, Spec};
use crate::i18n::Msg;
use crate::referee::{refuse, ChannelState, ColorChoice, Cx, Res, Response, Run};

/// Accept the pending challenge.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Accept;

pub(super) const SPEC: Spec = Spec {
    name: <Accept as Run>::NAME,
    read: |_| Ok(Accept.into()),
    slash: Slash::One(Form {
        options: &[],
        read: |_| Ok(Accept.into()),
    }),
    managers: false,
    slow: false,
    at_keyboard: false,
};

impl Run for Accept {
    const NAME: &'static str = "accept";

    async fn run(self, cx: &mut Cx<'_>) -> Res<Response> {
        let actor = cx.actor.id;
        let now = cx.services().base().now();
        let table = cx.table().await?;
        let Some(c) = table.challenge().cloned() else {
            return refuse(Msg::new("challenge-none-to-accept"));
        };
        if c.challenged.id.0 != actor {
            return refuse(Msg::new("challenge-only-accept").arg("name", c.challenged.name));
        }
        if c.expires_ms < now {
            let ch = c.channel;
            table.store(move |s| s.remove_challenge(ch)).await?;
            table.set_state(ChannelState::Free);
            return refuse(Msg::new("challenge-expired"));
        }
        let challenger_white = match c.color {
            ColorChoice::White => true,
            ColorChoice::Black => false,
            ColorChoice::Random => rand::random::<bool>(),
        };
        let (white, black) = if challenger_white {
            (c.challenger, c.challenged)
        } else {
            (c.challenged, c.challenger)
        };
        table
            .start(
                c.variant,
                None,
                (white.into(), black.into()),
                c.move_time_ms,
            )
            .await
    }
}
