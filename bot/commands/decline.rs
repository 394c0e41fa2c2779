//! `/decline` (`!decline`, the Decline button): the challenged person declines, or the
//! challenger withdraws.

use super::{Form, Slash, Spec};
use crate::i18n::Msg;
use crate::referee::{refuse, ChannelState, Cx, Reply, Res, Response, Run};

/// Decline (or withdraw) the pending challenge.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Decline;

pub(super) const SPEC: Spec = Spec {
    name: <Decline as Run>::NAME,
    read: |_| Ok(Decline.into()),
    slash: Slash::One(Form {
        options: &[],
        read: |_| Ok(Decline.into()),
    }),
    managers: false,
    slow: false,
    at_keyboard: false,
};

impl Run for Decline {
    const NAME: &'static str = "decline";

    async fn run(self, cx: &mut Cx<'_>) -> Res<Response> {
        let actor = cx.actor.clone();
        let table = cx.table().await?;
        let Some(c) = table.challenge().cloned() else {
            return refuse(Msg::new("challenge-none-to-decline"));
        };
        let line = if c.challenged.id.0 == actor.id {
            Msg::new("challenge-declined").arg("name", actor.name.clone())
        } else if c.challenger.id.0 == actor.id {
            Msg::new("challenge-withdrawn").arg("name", actor.name.clone())
        } else {
            return refuse(Msg::new("challenge-only-decline").arg("name", c.challenged.name));
        };
        let ch = c.channel;
        table.store(move |s| s.remove_challenge(ch)).await?;
        table.set_state(ChannelState::Free);
        let mut reply = Reply::done(vec![line]);
        reply.announces = table.take_announced();
        Ok(Response::one(reply))
    }
}
