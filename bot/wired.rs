//! The real opponent and painter behind the referee's seams: `damero-engine` and
//! `damero-render`.

use std::sync::atomic::AtomicBool;
use std::time::{SystemTime, UNIX_EPOCH};

use damero_engine::{Engine, Limits, Options, Situation};
use damero_render::{LastMove, Renderer, View};
use damero_rules::{Color, Game, MoveDetail, Position, Square};

use crate::opponent::Opponent;
use crate::painter::BoardPainter;

/// `damero-engine` at the game's level, within the level's time budget.
#[derive(Debug, Default, Clone, Copy)]
pub struct EngineOpponent;

/// The thinking time for a level: 150 ms per level, at most 1.5 s.
#[must_use]
pub fn budget_ms(level: u8) -> u64 {
    150 * u64::from(level.clamp(1, 10))
}

fn seed() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos().into())
}

impl Opponent for EngineOpponent {
    fn choose(&self, game: &Game, level: u8) -> Option<MoveDetail> {
        let situation = Situation::from_game(game);
        let options = Options::level(level).with_seed(seed());
        let limits = Limits {
            movetime: Some(std::time::Duration::from_millis(budget_ms(level))),
            depth: Some(options.level.spec().depth),
            nodes: None,
        };
        let stop = AtomicBool::new(false);
        let thought = Engine::new(options.hash_mb).think(&situation, &limits, &options, &stop);
        let best = thought.best?;
        game.position()
            .details(false)
            .into_iter()
            .find(|d| d.mv == best)
    }

    fn accept_draw(&self, game: &Game, bot: Color) -> bool {
        let stop = AtomicBool::new(false);
        Engine::new(1).accept_draw(
            &Situation::from_game(game),
            bot,
            &Limits::movetime_ms(300),
            &stop,
        )
    }

    fn huff(&self, game: &Game) -> Option<Square> {
        let chance = game.huff_chance()?;
        let offenders: Vec<Square> = chance.squares.iter().collect();
        let stop = AtomicBool::new(false);
        Engine::new(1).choose_huff(
            &Situation::from_game(game),
            &offenders,
            &Limits::movetime_ms(200),
            &stop,
        )
    }
}

/// `damero-render` pictures (drawn once at start-up, then copied).
#[derive(Debug)]
pub struct RenderPainter {
    renderer: Renderer,
}

impl RenderPainter {
    /// A painter making `size`-pixel boards.
    ///
    /// # Errors
    /// When the renderer cannot be built.
    pub fn new(size: u32) -> anyhow::Result<RenderPainter> {
        Ok(RenderPainter {
            renderer: Renderer::new(size)?,
        })
    }
}

impl BoardPainter for RenderPainter {
    fn paint(&self, position: &Position, last: Option<&MoveDetail>) -> anyhow::Result<Vec<u8>> {
        let view = View {
            last_move: last.map(LastMove::from),
            ..View::default()
        };
        Ok(self.renderer.png(position, &view)?)
    }
}
