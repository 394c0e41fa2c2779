//! `/draw` (`!draw`): offer a draw, or accept the opponent's offer. The bot weighs an offer
//! with a real search.

use damero_engine::Level;

use super::{Form, Slash, Spec};
use crate::i18n::Msg;
use crate::referee::{refuse, say, Button, Cx, Fail, Reply, Res, Response, Run, Seat, Taps};

/// Offer or accept a draw.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Draw;

pub(super) const SPEC: Spec = Spec {
    name: <Draw as Run>::NAME,
    read: |_| Ok(Draw.into()),
    slash: Slash::One(Form {
        options: &[],
        read: |_| Ok(Draw.into()),
    }),
    managers: false,
    slow: false,
    at_keyboard: true,
};

impl Run for Draw {
    const NAME: &'static str = "draw";

    async fn run(self, cx: &mut Cx<'_>) -> Res<Response> {
        let actor = cx.actor.clone();
        let services = cx.services();
        let table = cx.table().await?;
        let channel = table.channel();
        let (record, game) = table.running()?;
        let Some(mut color) = actor.color_in(record) else {
            return refuse(Msg::new("not-a-player"));
        };
        // Two at one keyboard: the side that did not offer answers the offer.
        if actor.has_both_seats(record) {
            color = match record.draw_offer {
                Some(offered) => offered.opposite(),
                None => game.turn(),
            };
        }
        let offer = record.draw_offer;
        let agree = |game: &damero_rules::Game| {
            let mut next = game.clone();
            let outcome = next
                .agree_draw()
                .map_err(|e| Fail::Refuse(say::game_error(&e)))?;
            Ok::<_, Fail>((next, outcome))
        };
        if offer == Some(color.opposite()) {
            let (next, outcome) = agree(game)?;
            return table.commit_result(next, outcome).await;
        }
        if offer == Some(color) {
            return refuse(Msg::new("draw-already-offered"));
        }
        if let Seat::Bot { level } = record.player(color.opposite()) {
            // The bot weighs the offer with a real search on a blocking thread.
            let thinking = game.clone();
            let bot = color.opposite();
            let level = Level::new(*level);
            let accepts = services
                .base()
                .think(move |o| o.accept_draw(channel, &thinking, bot, level))
                .await?;
            if !accepts {
                return Ok(Response::one(Reply::done(vec![Msg::new(
                    "draw-declined-by-bot",
                )
                .arg("bot", services.base().bot_name().to_string())])));
            }
            let (_, game) = table.running()?;
            let (next, outcome) = agree(game)?;
            return table.commit_result(next, outcome).await;
        }
        let line = Msg::new("draw-offered")
            .arg("player", table.player(record, color))
            .arg(
                "opponent",
                say::name_of(record.player(color.opposite()), services.base().bot_name()),
            );
        let version = record.version;
        let game = game.clone();
        let now = services.base().now();
        let new_record = table
            .store(move |s| {
                s.set_draw_offer(
                    damero_storage::ChannelId(channel),
                    version,
                    Some(color),
                    now,
                )
            })
            .await?;
        // The opponent may take the offer with a tap.
        let taps = Taps {
            game: new_record.id.0,
            ply: new_record.moves.len(),
            moves: Vec::new(),
            buttons: vec![Button::Draw { accept: true }],
        };
        table.set_game(new_record, game);
        let mut reply = Reply::done(vec![line]);
        reply.taps = Some(Box::new(taps));
        reply.announces = table.take_announced();
        Ok(Response::one(reply))
    }
}
