//! The real opponent and painter behind the referee's seams: `damero-engine` and
//! `damero-render`. The engine reads no file and keeps no process-wide state: this is where the
//! bot gives each game's engine what it plays with (the shipped weights, the variant's endgame
//! table once `damero-lab`'s cache has it ready, and one count of searches shared by all games).

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use damero_engine::{Engine, Level, Limits, Options, Searches, Situation};
use damero_lab::tables::TableCache;
use damero_render::{GifOptions, LastMove, Orientation, Renderer, View};
use damero_rules::{Color, Game, MoveDetail, Square};

use crate::opponent::Opponent;
use crate::painter::{BoardPainter, Sketch};

/// `damero-engine` at the game's level, within the level's time budget. One engine per game
/// (keyed by channel), so the transposition table is reused from move to move; dropped when
/// the game ends.
#[derive(Debug, Default)]
pub struct EngineOpponent {
    engines: Mutex<HashMap<u64, Arc<Mutex<Engine>>>>,
    /// Set at shutdown: every search stops (the engine polls it).
    stop: AtomicBool,
    /// Threads a search may use (`engine.threads`; 0 is taken as 1).
    threads: usize,
    /// The searches of every game, so that one game's helper threads give way to another's
    /// search.
    searches: Searches,
    /// The endgame tables, built in the background when a game nears its end.
    tables: TableCache,
}

impl EngineOpponent {
    /// An opponent with no games yet, one thread a search.
    #[must_use]
    pub fn new() -> EngineOpponent {
        EngineOpponent::default()
    }

    /// The same with up to `threads` threads a search (see [`Options::threads`]).
    #[must_use]
    pub fn with_threads(self, threads: usize) -> EngineOpponent {
        EngineOpponent { threads, ..self }
    }

    /// The same keeping the endgame tables it builds in the folder `dir` (`engine.tables`), read
    /// back from there at the next start; none: built in memory at each start.
    #[must_use]
    pub fn with_tables(self, dir: Option<PathBuf>) -> EngineOpponent {
        EngineOpponent {
            tables: TableCache::new(dir),
            ..self
        }
    }

    fn engine(&self, key: u64, level: Level) -> Arc<Mutex<Engine>> {
        let mut map = match self.engines.lock() {
            Ok(m) => m,
            Err(p) => p.into_inner(),
        };
        map.entry(key)
            .or_insert_with(|| {
                let engine = Engine::new(Options::level(level.get()).hash_mb)
                    .with_searches(self.searches.clone());
                Arc::new(Mutex::new(engine))
            })
            .clone()
    }

    /// How many games have an engine (for tests: a finished game's engine is dropped).
    #[must_use]
    pub fn games(&self) -> usize {
        self.engines.lock().map_or(0, |m| m.len())
    }

    fn with_engine<T>(&self, key: u64, level: Level, f: impl FnOnce(&mut Engine) -> T) -> T {
        let engine = self.engine(key, level);
        let mut guard = match engine.lock() {
            Ok(g) => g,
            Err(p) => p.into_inner(),
        };
        f(&mut guard)
    }
}

/// Pieces on the board from which the bot has its endgame database built (the variants that
/// have one: `egtb::supported`).
const EGTB_FROM_PIECES: u32 = 10;

/// The thinking time for a level: 150 ms per level, 1.5 s at level 10. It is what a move takes
/// on average: the engine may think up to 2.5 times as long on an unclear move and answers
/// a settled one sooner (its time use; measured in `docs/engine-experiments.md`).
#[must_use]
pub fn budget(level: Level) -> Duration {
    Duration::from_millis(150 * u64::from(level.get()))
}

/// How many budgets one move may take at most: 2.5 (as a fraction, for `Duration`). At 2.5
/// budgets the engine's time use averages a little under one budget a move on 10x10.
const MOST_NUM: u32 = 5;
const MOST_DEN: u32 = 2;

fn seed() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos().into())
}

impl Opponent for EngineOpponent {
    fn choose(&self, key: u64, game: &Game, level: Level) -> Option<MoveDetail> {
        if game.position().board().occupied().count_ones() <= EGTB_FROM_PIECES {
            // The endgame is near: have the variant's endgame database built in the background
            // (once per process; the search uses it as soon as it is ready).
            self.tables.prepare(game.variant());
        }
        let tablebase = self.tables.get(game.variant());
        let situation = Situation::from_game(game);
        let options = Options::level(level.get())
            .with_seed(seed())
            .with_threads(self.threads);
        // Up to MOST budgets on an unclear move, less on a settled one: about one budget a move
        // on average.
        let limits = Limits {
            movetime: None,
            depth: Some(options.level.spec().depth),
            nodes: None,
            maxtime: Some(budget(level) * MOST_NUM / MOST_DEN),
        };
        let thought = self.with_engine(key, level, |e| {
            e.set_tablebase(tablebase);
            e.think(&situation, &limits, &options, &self.stop)
        });
        let best = thought.best?;
        game.position()
            .details(false)
            .into_iter()
            .find(|d| d.mv == best)
    }

    fn accept_draw(&self, key: u64, game: &Game, bot: Color, level: Level) -> bool {
        // A real search: the level's own budget, at least 300 ms, no depth cap.
        let limits = Limits {
            movetime: Some(budget(level).max(Duration::from_millis(300))),
            depth: None,
            nodes: None,
            maxtime: None,
        };
        let situation = Situation::from_game(game);
        self.with_engine(key, level, |e| {
            e.accept_draw(&situation, bot, &limits, &self.stop)
        })
    }

    fn huff(&self, key: u64, game: &Game) -> Option<Square> {
        self.with_engine(key, Level::new(5), |e| {
            e.choose_huff_in(game, &Limits::movetime_ms(200), &self.stop)
        })
    }

    fn forget(&self, key: u64) {
        if let Ok(mut map) = self.engines.lock() {
            map.remove(&key);
        }
    }

    fn stop(&self) {
        self.stop.store(true, std::sync::atomic::Ordering::Relaxed);
    }
}

/// `damero-render` pictures (drawn once at start-up, then copied).
#[derive(Debug)]
pub struct RenderPainter {
    renderer: Renderer,
    /// Smaller renderers for replays that would not fit the upload limit, built when first
    /// needed (each takes about a tenth of a second).
    smaller: Mutex<HashMap<u32, Arc<Renderer>>>,
}

/// Board sizes a replay falls back to, largest first, when the GIF is over the upload limit.
const REPLAY_SIZES: [u32; 4] = [480, 320, 240, 160];

/// How long each replay frame shows, and the last (the result) before the loop restarts.
const REPLAY_TIMING: GifOptions = GifOptions {
    delay_ms: 900,
    last_delay_ms: 6000,
};

impl RenderPainter {
    /// A painter making `size`-pixel boards.
    ///
    /// # Errors
    /// When the renderer cannot be built.
    pub fn new(size: u32) -> anyhow::Result<RenderPainter> {
        Ok(RenderPainter {
            renderer: Renderer::new(size)?,
            smaller: Mutex::new(HashMap::new()),
        })
    }

    fn smaller(&self, size: u32) -> anyhow::Result<Arc<Renderer>> {
        let mut map = match self.smaller.lock() {
            Ok(m) => m,
            Err(p) => p.into_inner(),
        };
        if let Some(r) = map.get(&size) {
            return Ok(r.clone());
        }
        let r = Arc::new(Renderer::new(size)?);
        map.insert(size, r.clone());
        Ok(r)
    }
}

impl BoardPainter for RenderPainter {
    fn paint(&self, sketch: &Sketch<'_>) -> anyhow::Result<Vec<u8>> {
        let view = View {
            last_move: sketch.last.map(LastMove::from),
            orientation: sketch.orientation,
            huffed: sketch.huffed,
            arrows: sketch.arrows.to_vec(),
            ..View::default()
        };
        Ok(self.renderer.png(sketch.position, &view)?)
    }

    fn replay(
        &self,
        game: &Game,
        orientation: Orientation,
        captions: &[String],
        max_bytes: usize,
    ) -> anyhow::Result<Option<Vec<u8>>> {
        let view = View {
            orientation,
            ..View::default()
        };
        let gif = self
            .renderer
            .game_gif_captioned(game, &view, &REPLAY_TIMING, captions)?;
        if gif.len() <= max_bytes {
            return Ok(Some(gif));
        }
        for size in REPLAY_SIZES
            .into_iter()
            .filter(|&s| s < self.renderer.size())
        {
            let gif =
                self.smaller(size)?
                    .game_gif_captioned(game, &view, &REPLAY_TIMING, captions)?;
            if gif.len() <= max_bytes {
                return Ok(Some(gif));
            }
        }
        Ok(None)
    }
}
