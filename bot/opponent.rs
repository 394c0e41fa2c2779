//! The bot's opponent seam: [`Opponent`] chooses the bot's moves, huffs and draw answers
//! (`damero-engine` behind it, see [`crate::wired::EngineOpponent`]). Every call names the game
//! by its channel, so an implementation can keep one engine (and its transposition table) per
//! game; [`Opponent::forget`] is called when that game ends.

use damero_engine::Level;
use damero_rules::{Color, Game, MoveDetail, Square};

/// Chooses the bot's moves. Called on a blocking thread, never on the async runtime.
pub trait Opponent: Send + Sync + 'static {
    /// A move for the side to move at `level`, or `None` if there is none.
    fn choose(&self, game_key: u64, game: &Game, level: Level) -> Option<MoveDetail>;

    /// Whether the bot, playing `bot` at `level`, accepts a draw offer. Default: no.
    fn accept_draw(&self, game_key: u64, game: &Game, bot: Color, level: Level) -> bool {
        let _ = (game_key, game, bot, level);
        false
    }

    /// The piece to huff when the opponent's last move was faulty (huff games), if huffing
    /// helps. Default: the first offending piece still on the board.
    fn huff(&self, game_key: u64, game: &Game) -> Option<Square> {
        let _ = game_key;
        game.huff_chance().and_then(|c| {
            c.squares
                .iter()
                .find(|&s| game.position().piece_at(s).is_some())
        })
    }

    /// The game behind `game_key` ended (or went idle): drop what was kept for it.
    fn forget(&self, game_key: u64) {
        let _ = game_key;
    }

    /// Shutdown: stop every search now and from now on (each returns within about a
    /// millisecond with what it has). Default: nothing to stop.
    fn stop(&self) {}
}
