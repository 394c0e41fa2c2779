//! The bot's opponent seam: [`Opponent`] chooses a move for the side to move. A small built-in
//! searcher is used until (or unless) `damero-engine` is wired in.

use std::time::{Duration, Instant};

use damero_rules::{Color, Game, MoveDetail, Position, Square};

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

/// Material negamax with alpha-beta, depth from the level, within a time budget.
#[derive(Debug, Clone, Copy, Default)]
pub struct SimpleOpponent;

fn material(pos: &Position, me: Color) -> i32 {
    let score = |c: Color| {
        let (men, kings) = pos.count(c);
        (men as i32) * 100 + (kings as i32) * 300
    };
    score(me) - score(me.opposite())
}

fn negamax(pos: &Position, depth: u32, mut alpha: i32, beta: i32, deadline: Instant) -> i32 {
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return -10_000;
    }
    if depth == 0 || Instant::now() > deadline {
        return material(pos, pos.turn());
    }
    let mut best = i32::MIN + 1;
    for mv in &moves {
        let mut next = pos.clone();
        next.play_unchecked(mv);
        let score = -negamax(&next, depth - 1, -beta, -alpha, deadline);
        best = best.max(score);
        alpha = alpha.max(score);
        if alpha >= beta {
            break;
        }
    }
    best
}

impl Opponent for SimpleOpponent {
    fn choose(&self, game: &Game, level: u8) -> Option<MoveDetail> {
        let pos = game.position();
        let options = pos.details(false);
        let depth = u32::from(level.clamp(1, 10)).min(6);
        let deadline = Instant::now() + Duration::from_millis(100 * u64::from(level.clamp(1, 10)));
        let mut best: Option<(i32, MoveDetail)> = None;
        for d in options {
            let mut next = pos.clone();
            next.play_unchecked(&d.mv);
            let score = -negamax(&next, depth - 1, -100_000, 100_000, deadline);
            if best.as_ref().is_none_or(|(s, _)| score > *s) {
                best = Some((score, d));
            }
        }
        best.map(|(_, d)| d)
    }
}
