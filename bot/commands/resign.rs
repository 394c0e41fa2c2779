//! `/resign` (`!resign`): the player gives the game up.

use damero_rules::{Color, Game};

use super::{Form, Slash, Spec};
use crate::i18n::Msg;
use crate::referee::{refuse, say, Actor, Cx, Fail, GameRecord, Res, Response, Run};

/// Resign.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Resign;

pub(super) const SPEC: Spec = Spec {
    name: <Resign as Run>::NAME,
    read: |_| Ok(Resign.into()),
    slash: Slash::One(Form {
        options: &[],
        read: |_| Ok(Resign.into()),
    }),
    managers: false,
    slow: false,
    at_keyboard: true,
};

impl Run for Resign {
    const NAME: &'static str = "resign";

    async fn run(self, cx: &mut Cx<'_>) -> Res<Response> {
        let actor = cx.actor.clone();
        let table = cx.table().await?;
        let (record, game) = table.running()?;
        let color = resigning(&actor, record, game)?;
        let mut next = game.clone();
        let outcome = next
            .resign(color)
            .map_err(|e| Fail::Refuse(say::game_error(&e)))?;
        table.commit_result(next, outcome).await
    }
}

/// The side `actor` would resign in the game: theirs, or, two people at one keyboard sharing a
/// front end, the side to move.
///
/// # Errors
/// They do not play in the game.
pub(super) fn resigning(actor: &Actor, record: &GameRecord, game: &Game) -> Res<Color> {
    match (actor.color_in(record), actor.has_both_seats(record)) {
        (_, true) => Ok(game.turn()),
        (Some(c), false) => Ok(c),
        (None, false) => refuse(Msg::new("not-a-player")),
    }
}
