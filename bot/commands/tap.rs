//! A tap instead of typing: a move, a piece or a button chosen under a board (Discord's select
//! menus and buttons; a number at the terminal). A tap names the game and the ply of the board
//! it was shown under, so a tap on an older board, or on a game that ended, is refused and
//! changes nothing; the move itself is played exactly as the typed one.
//!
//! The ids a front end gives its controls are made and read here, so that a control posted
//! before a restart still works after it: `tap:<what>:<game>:<ply>[:<more>]`, at most some 50
//! characters. A select menu's chosen value is the move's place in the listed moves.

use damero_rules::{Color, GameError, MoveText};

use super::board::board_reply;
use super::{make_move, resign, Draw, Huff, Resign};
use crate::i18n::Msg;
use crate::referee::{
    listed_moves, refuse, say, Button, Cx, Fail, Reply, Res, Response, Run, Status, Taps,
};

/// What was tapped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Tapped {
    /// The move at this place in the listed moves.
    Move(usize),
    /// The piece that makes the move at this place: show that piece's moves.
    Piece(usize),
    /// Offer (or accept) a draw.
    Draw,
    /// Resign: asks first.
    Resign,
    /// Resign, confirmed.
    ResignSure,
    /// The board from my side, for me.
    Flip,
    /// Huff the piece on this square.
    Huff(String),
}

/// A tap on a control shown under a board of game `game`, `ply` moves in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tap {
    /// The game (its store id).
    pub game: u64,
    /// How many moves the game had when the board was shown.
    pub ply: usize,
    /// What was tapped.
    pub what: Tapped,
}

/// Which select menu of a board: its moves, or (more moves than a menu holds) its pieces.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Menu {
    /// Choose a move.
    Moves,
    /// Choose a piece, then its move.
    Pieces,
}

impl Tap {
    /// The id of a select menu under `taps` (`slot` tells two menus of one message apart).
    #[must_use]
    pub fn menu_id(taps: &Taps, menu: Menu, slot: usize) -> String {
        let what = match menu {
            Menu::Moves => "m",
            Menu::Pieces => "p",
        };
        format!("tap:{what}:{}:{}:{slot}", taps.game, taps.ply)
    }

    /// The id of a button under `taps`.
    #[must_use]
    pub fn button_id(taps: &Taps, button: &Button) -> String {
        let (what, more) = match button {
            Button::Draw { .. } => ("d", ""),
            Button::Resign => ("r", ""),
            Button::ResignSure => ("s", ""),
            Button::Flip => ("f", ""),
            Button::Huff(square) => ("h", square.as_str()),
        };
        let more = if more.is_empty() {
            String::new()
        } else {
            format!(":{more}")
        };
        format!("tap:{what}:{}:{}{more}", taps.game, taps.ply)
    }

    /// Read a control's id and, for a select menu, its chosen values; `None` when the id is
    /// none of ours (or was tampered with).
    #[must_use]
    pub fn read(id: &str, values: &[String]) -> Option<Tap> {
        let mut parts = id.split(':');
        if parts.next()? != "tap" {
            return None;
        }
        let what = parts.next()?;
        let game = parts.next()?.parse().ok()?;
        let ply = parts.next()?.parse().ok()?;
        let more = parts.next();
        if parts.next().is_some() {
            return None;
        }
        let chosen = || match values {
            [one] => one.parse().ok(),
            _ => None,
        };
        let what = match (what, more) {
            ("m", Some(slot)) if slot.parse::<u8>().is_ok() => Tapped::Move(chosen()?),
            ("p", Some(slot)) if slot.parse::<u8>().is_ok() => Tapped::Piece(chosen()?),
            ("d", None) => Tapped::Draw,
            ("r", None) => Tapped::Resign,
            ("s", None) => Tapped::ResignSure,
            ("f", None) => Tapped::Flip,
            ("h", Some(square)) if !square.is_empty() && square.len() <= 4 => {
                Tapped::Huff(square.to_string())
            }
            _ => return None,
        };
        Some(Tap { game, ply, what })
    }
}

impl Run for Tap {
    const NAME: &'static str = "tap";

    async fn run(self, cx: &mut Cx<'_>) -> Res<Response> {
        let actor = cx.actor.clone();
        let bot = cx.services().base().bot_name();
        {
            let table = cx.table().await?;
            let running = table.running().ok().map(|(r, _)| r.id.0);
            let shown = table.game().map(|(r, _)| (r.id.0, r.status, r.moves.len()));
            match shown {
                Some((game, Status::Ongoing, ply)) if game == self.game => {
                    // Resigning is about the game, not the position: a move since does not
                    // make the confirmation stale.
                    if ply != self.ply && self.what != Tapped::ResignSure {
                        return refuse(Msg::new("tap-stale"));
                    }
                }
                Some((game, _, _)) if game == self.game => return refuse(Msg::new("tap-over")),
                // Another game runs in the channel now.
                _ if running.is_some() => return refuse(Msg::new("tap-stale")),
                _ => return refuse(Msg::new("tap-over")),
            }
        }
        match self.what {
            Tapped::Move(index) => {
                let table = cx.table().await?;
                table.your_turn(&actor)?;
                let (_, game) = table.running()?;
                let Some((_, text)) = listed_moves(game).into_iter().nth(index) else {
                    return refuse(Msg::new("tap-unknown"));
                };
                let parsed = text
                    .parse::<MoveText>()
                    .map_err(|e| Fail::Refuse(say::game_error(&GameError::from(e))))?;
                make_move::play(table, &actor, &parsed, bot).await
            }
            Tapped::Piece(index) => {
                let table = cx.table().await?;
                table.your_turn(&actor)?;
                let (record, game) = table.running()?;
                let Some(mut taps) = Taps::of(record, game) else {
                    return refuse(Msg::new("tap-stale"));
                };
                let Some(from) = taps.moves.get(index).map(|p| p.from.clone()) else {
                    return refuse(Msg::new("tap-unknown"));
                };
                taps.moves.retain(|p| p.from == from);
                taps.buttons.clear();
                let mut reply = Reply::private(vec![Msg::new("tap-piece-chosen")
                    .arg("square", from)
                    .arg("count", taps.moves.len())]);
                reply.taps = Some(Box::new(taps));
                Ok(Response::one(reply))
            }
            Tapped::Draw => Draw.run(cx).await,
            Tapped::Resign => {
                let table = cx.table().await?;
                let (record, game) = table.running()?;
                let color = resign::resigning(&actor, record, game)?;
                let opponent = say::name_of(record.player(color.opposite()), bot);
                let taps = Taps {
                    game: record.id.0,
                    ply: record.moves.len(),
                    moves: Vec::new(),
                    buttons: vec![Button::ResignSure],
                };
                let mut reply =
                    Reply::private(vec![Msg::new("tap-resign-ask").arg("opponent", opponent)]);
                reply.taps = Some(Box::new(taps));
                Ok(Response::one(reply))
            }
            Tapped::ResignSure => Resign.run(cx).await,
            Tapped::Flip => {
                let services = cx.services();
                let table = cx.table().await?;
                let mut reply = board_reply(table, services)?;
                reply.audience = crate::referee::Audience::Asker;
                if let (Some(view), Some((record, game))) = (reply.view.as_mut(), table.game()) {
                    // My side at the bottom; someone who does not play turns the board over.
                    let bottom = actor
                        .color_in(record)
                        .filter(|_| !actor.has_both_seats(record))
                        .unwrap_or_else(|| crate::referee::View::bottom(record, game).opposite());
                    view.orientation = match bottom {
                        Color::White => damero_render::Orientation::White,
                        Color::Black => damero_render::Orientation::Black,
                    };
                }
                Ok(Response::one(reply))
            }
            Tapped::Huff(square) => Huff(Some(square)).run(cx).await,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn taps() -> Taps {
        Taps {
            game: 41,
            ply: 7,
            moves: Vec::new(),
            buttons: Vec::new(),
        }
    }

    #[test]
    fn an_id_reads_back_as_the_tap_it_was_made_for() {
        let t = taps();
        let id = Tap::menu_id(&t, Menu::Moves, 1);
        assert_eq!(id, "tap:m:41:7:1");
        let read = Tap::read(&id, &["3".to_string()]);
        assert_eq!(
            read,
            Some(Tap {
                game: 41,
                ply: 7,
                what: Tapped::Move(3)
            })
        );
        for (button, what) in [
            (Button::Draw { accept: true }, Tapped::Draw),
            (Button::Resign, Tapped::Resign),
            (Button::ResignSure, Tapped::ResignSure),
            (Button::Flip, Tapped::Flip),
            (Button::Huff("c5".into()), Tapped::Huff("c5".into())),
        ] {
            let id = Tap::button_id(&t, &button);
            assert!(id.len() <= 100, "{id}");
            assert_eq!(Tap::read(&id, &[]).map(|t| t.what), Some(what), "{id}");
        }
        let pieces = Tap::menu_id(&t, Menu::Pieces, 0);
        assert_eq!(
            Tap::read(&pieces, &["12".to_string()]).map(|t| t.what),
            Some(Tapped::Piece(12))
        );
    }

    #[test]
    fn a_forged_id_or_value_is_no_tap() {
        for (id, values) in [
            ("accept", vec![]),
            ("tap:m:41:7:0", vec![]),
            ("tap:m:41:7:0", vec!["x".to_string()]),
            ("tap:m:41:7:0", vec!["1".to_string(), "2".to_string()]),
            ("tap:m:41:7:0", vec!["-1".to_string()]),
            ("tap:m:41:7", vec!["1".to_string()]),
            ("tap:d:41", vec![]),
            ("tap:d:x:7", vec![]),
            ("tap:d:41:7:extra", vec![]),
            ("tap:z:41:7", vec![]),
            ("tap:h:41:7", vec![]),
            ("tap:h:41:7:toolong", vec![]),
            ("tap:f:41:7:1:2", vec![]),
            ("", vec![]),
        ] {
            assert_eq!(Tap::read(id, &values), None, "{id} {values:?}");
        }
    }
}
