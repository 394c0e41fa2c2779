//! The bot's opponent seam: [`Opponent`] chooses a move for the side to move (`damero-engine`
//! behind it, see [`crate::wired::EngineOpponent`]).

use damero_rules::{Color, Game, MoveDetail, Square};

/// Chooses the bot's moves. Called on a blocking thread, never on the async runtime.
pub trait Opponent: Send + Sync + 'static {
    /// A move for the side to move at `level` (1-10), or `None` if there is none.
    fn choose(&self, game: &Game, level: u8) -> Option<MoveDetail>;

    /// Whether the bot, playing `bot`, accepts a draw offer in this game. Default: no.
    fn accept_draw(&self, game: &Game, bot: Color) -> bool {
        let _ = (game, bot);
        false
    }

    /// The piece to huff when the opponent's last move was faulty (huff games), if huffing helps.
    fn huff(&self, game: &Game) -> Option<Square> {
        game.huff_chance().and_then(|c| {
            c.squares
                .iter()
                .find(|&s| game.position().piece_at(s).is_some())
        })
    }
}
