//! `/pdn [game]` (`!pdn`, `!pdn 42`): the channel's game so far, or any game by its number, as
//! a PDN file.

use super::args::{game_id, number_of, GAME};
use super::{Form, Slash, Spec, Words};
use crate::i18n::Msg;
use crate::referee::{refuse, say, Command, Cx, Reply, Res, Response, Run, Status};

/// The channel's game as PDN.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pdn;

/// Any game as PDN, by id.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PdnOf(pub u64);

pub(super) const SPEC: Spec = Spec {
    name: <Pdn as Run>::NAME,
    read,
    slash: Slash::One(Form {
        options: &[GAME],
        read: |values| {
            Ok(match number_of::<u64>(values, "game") {
                Some(id) => PdnOf(id).into(),
                None => Pdn.into(),
            })
        },
    }),
    at_keyboard: true,
    managers: false,
    slow: false,
};

fn read(words: &Words<'_>) -> Result<Command, Msg> {
    Ok(match words.args.first() {
        Some(a) => PdnOf(game_id(a)?).into(),
        None => Pdn.into(),
    })
}

impl Run for Pdn {
    const NAME: &'static str = "pdn";

    async fn run(self, cx: &mut Cx<'_>) -> Res<Response> {
        let bot = cx.services().base().bot_name();
        let table = cx.table().await?;
        let Some((record, game)) = table.game() else {
            return refuse(Msg::new("pdn-none"));
        };
        let text = say::pdn(record, game, bot, "Damero".into());
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
    const NAME: &'static str = <Pdn as Run>::NAME;

    async fn run(self, cx: &mut Cx<'_>) -> Res<Response> {
        cx.services().standing().pdn_of(self.0).await
    }
}
