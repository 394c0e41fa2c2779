//! `/moves` (`!moves`): the legal moves of the side to move, faulty ones apart (huff games).

use super::{Form, Slash, Spec};
use crate::i18n::{Arg, Msg};
use crate::referee::{listed_moves, Cx, Reply, Res, Response, Run};

/// The legal moves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Moves;

pub(super) const SPEC: Spec = Spec {
    name: <Moves as Run>::NAME,
    read: |_| Ok(Moves.into()),
    slash: Slash::One(Form {
        options: &[],
        read: |_| Ok(Moves.into()),
    }),
    managers: false,
    slow: false,
    at_keyboard: true,
};

impl Run for Moves {
    const NAME: &'static str = "moves";

    async fn run(self, cx: &mut Cx<'_>) -> Res<Response> {
        let table = cx.table().await?;
        let (record, game) = table.running()?;
        let all = listed_moves(game);
        let text = |faulty: bool| -> Vec<String> {
            all.iter()
                .filter(|(d, _)| d.faulty == faulty)
                .map(|(_, text)| text.clone())
                .collect()
        };
        let (proper, faulty) = (text(false), text(true));
        let mut lines = vec![Msg::new("legal-moves")
            .arg("player", table.player(record, game.turn()))
            .arg("moves", Arg::List(proper))];
        if !faulty.is_empty() {
            lines.push(Msg::new("faulty-moves").arg("moves", Arg::List(faulty)));
        }
        Ok(Response::one(Reply::private(lines)))
    }
}
