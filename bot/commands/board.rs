//! `/board` (`!board`): the channel's game (or its last one) as it stands.

use damero_rules::{Color, Event};

use super::{Form, Slash, Spec};
use crate::i18n::Msg;
use crate::referee::{refuse, say, Cx, Reply, Res, Response, Run, Services, Table, Taps, View};

/// The current board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board;

pub(super) const SPEC: Spec = Spec {
    name: <Board as Run>::NAME,
    read: |_| Ok(Board.into()),
    slash: Slash::One(Form {
        options: &[],
        read: |_| Ok(Board.into()),
    }),
    managers: false,
    slow: false,
    at_keyboard: true,
};

impl Run for Board {
    const NAME: &'static str = "board";

    async fn run(self, cx: &mut Cx<'_>) -> Res<Response> {
        let services = cx.services();
        let table = cx.table().await?;
        Ok(Response::one(board_reply(table, services)?))
    }
}

/// The channel's game as it stands, for the channel: its players, where it stands, the last
/// move, the board, and the taps for the person to move.
///
/// # Errors
/// No game in the channel.
pub(super) fn board_reply(table: &Table, services: &Services) -> Res<Reply> {
    let Some((record, game)) = table.game() else {
        return refuse(Msg::new("no-game"));
    };
    let rules = game.variant().rules();
    let mut lines = vec![Msg::new("board-summary")
        .arg("variant", say::variant(game.variant()))
        .arg("white", table.player(record, Color::White))
        .arg("black", table.player(record, Color::Black))];
    lines.extend(say::status(
        record,
        game,
        services.base().bot_name(),
        services.base().now(),
    ));
    if let Some(Event::Move { color, detail }) = game
        .events()
        .iter()
        .rev()
        .find(|e| matches!(e, Event::Move { .. }))
    {
        lines.push(
            Msg::new("last-move")
                .arg(
                    "move",
                    damero_rules::move_text(rules, detail, rules.default_notation()),
                )
                .arg("player", table.player(record, *color)),
        );
    }
    let mut reply = Reply::done(lines);
    reply.view = Some(Box::new(View::of(record, game)));
    reply.taps = Taps::of(record, game).map(Box::new);
    Ok(reply)
}
