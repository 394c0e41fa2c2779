//! `/move 11-15` (`!move 11-15`, or just `11-15` from a player of the game): resolve the move
//! against the game, play it on a copy, commit, answer with the board.

use damero_rules::{GameError, MoveText};

use super::{Form, Kind, Opt, Slash, Spec, Words};
use crate::referee::{say, Cx, Fail, Res, Response, Run, Table};

/// A move, as typed (the rules core parses and resolves it against the game).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Move(pub String);

/// Text shaped like a move with no command word, read once as a move (`parse_text` keeps what
/// it parsed): a move when it comes from a player of the channel's game, and nothing at all
/// (not even a flood count) from anyone else.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BareMove(pub MoveText);

pub(super) const SPEC: Spec = Spec {
    name: <Move as Run>::NAME,
    read: |words: &Words<'_>| Ok(Move(words.rest()).into()),
    slash: Slash::One(Form {
        options: &[Opt::required("move", Kind::Move)],
        read: |values| Ok(Move(values.text("move").unwrap_or_default().to_string()).into()),
    }),
    at_keyboard: true,
    managers: false,
    slow: false,
};

impl Run for Move {
    const NAME: &'static str = "move";

    async fn run(self, cx: &mut Cx<'_>) -> Res<Response> {
        let actor = cx.actor.clone();
        let bot = cx.services().base().bot_name();
        let table = cx.table().await?;
        let parsed = self
            .0
            .parse::<MoveText>()
            .map_err(|e| Fail::Refuse(say::game_error(&GameError::from(e))));
        // Whose turn it is is said before what is wrong with the text.
        table.your_turn(&actor)?;
        play(table, &actor, &parsed?, bot).await
    }
}

impl Run for BareMove {
    const NAME: &'static str = <Move as Run>::NAME;

    fn gated(&self) -> bool {
        false
    }

    async fn run(self, cx: &mut Cx<'_>) -> Res<Response> {
        let actor = cx.actor.clone();
        let plays = {
            let table = cx.table().await?;
            table
                .running()
                .is_ok_and(|(r, _)| actor.color_in(r).is_some())
        };
        if !plays {
            // Chat that merely looks like a move.
            return Err(Fail::Quiet(Vec::new()));
        }
        cx.admit()?;
        let bot = cx.services().base().bot_name();
        let table = cx.table().await?;
        play(table, &actor, &self.0, bot).await
    }
}

/// Play a parsed move of the person to move: resolve, play on a copy, commit, answer.
pub(super) async fn play(
    table: &mut Table,
    actor: &crate::referee::Actor,
    text: &MoveText,
    bot: &str,
) -> Res<Response> {
    let color = table.your_turn(actor)?;
    let (_, game) = table.running()?;
    let detail = game
        .resolve_parsed(text)
        .map_err(|e| Fail::Refuse(say::game_error(&e)))?;
    let mut next = game.clone();
    next.play(detail.clone())
        .map_err(|e| Fail::Refuse(say::game_error(&e)))?;
    table
        .commit(next, |_, r, g| {
            vec![say::move_played(r, g, color, &detail, bot)]
        })
        .await
}
