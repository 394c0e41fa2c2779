//! What every service stands on: the store, the painter, the opponent, the clock and the
//! settings, with the ways to use them off the runtime ([`Base::store`], [`Base::think`],
//! [`Base::paint`]), the shutdown gate, the shards this process looks after, and the
//! [`Events`] bus. Cheap to clone; clones share everything. It holds no service's state.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, RwLock as StdRwLock};
use std::time::Duration;

use damero_engine::Level;
use damero_rules::Variant;
use damero_storage::{Store, StoreError};
use tokio::sync::{RwLock, RwLockReadGuard};

use super::answer::Res;
use super::events::Events;
use super::input::{ChannelId, Picture, Reply, View};
use super::shards::ShardSet;
use super::time::Clock;
use crate::opponent::Opponent;
use crate::painter::{BoardPainter, Sketch};

/// Referee settings (typed; the one set of defaults is [`RefereeConfig::default`]).
#[derive(Clone, Debug)]
pub struct RefereeConfig {
    /// Variant when none is named.
    pub default_variant: Variant,
    /// Bot level when none is named.
    pub default_level: Level,
    /// How long a challenge stays open.
    pub challenge_timeout: Duration,
    /// The bot's name in replies.
    pub bot_name: String,
    /// The command prefix shown in help (`!`).
    pub prefix: String,
    /// The time per move of games between people and of the person against the bot, unless
    /// the server or the challenge says otherwise (`None`: no limit — the terminal).
    pub move_time: Option<Duration>,
    /// Channels whose state is kept in memory; beyond it, the least recently used idle ones
    /// are dropped (read again from the store when next used).
    pub cached_channels: usize,
    /// The shards this process looks after on a shared store (`None`: every game).
    pub shards: Option<ShardSet>,
}

impl Default for RefereeConfig {
    fn default() -> Self {
        RefereeConfig {
            default_variant: Variant::Spanish,
            default_level: Level::new(3),
            challenge_timeout: Duration::from_secs(600),
            bot_name: "Damero".into(),
            prefix: "!".into(),
            move_time: Some(Duration::from_secs(3 * 24 * 3600)),
            cached_channels: 10_000,
            shards: None,
        }
    }
}

struct Shared {
    store: Arc<dyn Store>,
    painter: Arc<dyn BoardPainter>,
    opponent: Arc<dyn Opponent>,
    config: RefereeConfig,
    clock: Arc<dyn Clock>,
    /// Boards being painted at once (one per core).
    painting: tokio::sync::Semaphore,
    /// Work holds it shared; shutdown takes it exclusively and sets it.
    closed: RwLock<bool>,
    /// Shutdown began: a search that ends now is not committed.
    stopping: AtomicBool,
    bot_id: StdRwLock<Option<u64>>,
    events: Events,
}

/// The services' common ground. Cheap to clone.
#[derive(Clone)]
pub struct Base {
    shared: Arc<Shared>,
}

impl std::fmt::Debug for Base {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Base")
            .field("config", &self.shared.config)
            .finish_non_exhaustive()
    }
}

impl Base {
    /// Over a store, a painter, an opponent, settings and a clock.
    pub fn new(
        store: Arc<dyn Store>,
        painter: Arc<dyn BoardPainter>,
        opponent: Arc<dyn Opponent>,
        config: RefereeConfig,
        clock: Arc<dyn Clock>,
    ) -> Base {
        Base {
            shared: Arc::new(Shared {
                store,
                painter,
                opponent,
                config,
                clock,
                painting: tokio::sync::Semaphore::new(
                    std::thread::available_parallelism().map_or(2, std::num::NonZeroUsize::get),
                ),
                closed: RwLock::new(false),
                stopping: AtomicBool::new(false),
                bot_id: StdRwLock::new(None),
                events: Events::default(),
            }),
        }
    }

    /// Now, by the referee's clock (ms since the Unix epoch).
    #[must_use]
    pub fn now(&self) -> u64 {
        self.shared.clock.now_ms()
    }

    /// The referee's settings.
    #[must_use]
    pub fn config(&self) -> &RefereeConfig {
        &self.shared.config
    }

    /// The bot's name in replies.
    #[must_use]
    pub fn bot_name(&self) -> &str {
        &self.shared.config.bot_name
    }

    /// The bot's own user id, once known.
    #[must_use]
    pub fn bot_id(&self) -> Option<u64> {
        self.shared.bot_id.read().ok().and_then(|r| *r)
    }

    /// Tell the referee the bot's own user id (a challenge to it becomes a game against it).
    pub fn set_bot_id(&self, id: u64) {
        if let Ok(mut w) = self.shared.bot_id.write() {
            *w = Some(id);
        }
    }

    /// The events of committed changes: publish and subscribe.
    #[must_use]
    pub fn events(&self) -> &Events {
        &self.shared.events
    }

    /// Run a change against the store off the runtime (durable when it returns).
    ///
    /// # Errors
    /// The store's refusal or failure.
    pub async fn store<T: Send + 'static>(
        &self,
        change: impl FnOnce(&dyn Store) -> Result<T, StoreError> + Send + 'static,
    ) -> Res<T> {
        let store = self.shared.store.clone();
        let started = std::time::Instant::now();
        let out = tokio::task::spawn_blocking(move || change(store.as_ref()))
            .await
            .map_err(|e| anyhow::anyhow!("store task: {e}"))??;
        crate::metrics::stored(started.elapsed());
        Ok(out)
    }

    /// Ask the opponent something off the runtime (the engine searches).
    ///
    /// # Errors
    /// When the engine's thread fails.
    pub async fn think<T: Send + 'static>(
        &self,
        ask: impl FnOnce(&dyn Opponent) -> T + Send + 'static,
    ) -> Res<T> {
        let opponent = self.shared.opponent.clone();
        Ok(tokio::task::spawn_blocking(move || ask(opponent.as_ref()))
            .await
            .map_err(|e| anyhow::anyhow!("engine task: {e}"))?)
    }

    /// The opponent forgets `channel`'s game (its engine and search tables go).
    pub fn forget(&self, channel: ChannelId) {
        self.shared.opponent.forget(channel);
    }

    /// The painter, for pictures painted beside other work on a blocking thread.
    #[must_use]
    pub fn painter(&self) -> Arc<dyn BoardPainter> {
        self.shared.painter.clone()
    }

    /// Paint every board the replies still need, on a blocking thread (never under a
    /// channel's lock). A picture that fails is logged and its reply goes without it.
    pub async fn paint(&self, replies: &mut [Reply]) {
        let views: Vec<(usize, Box<View>)> = replies
            .iter_mut()
            .enumerate()
            .filter_map(|(i, r)| r.view.take().map(|v| (i, v)))
            .collect();
        if views.is_empty() {
            return;
        }
        // Painting is pure CPU: as many at once as there are cores, the rest wait their turn
        // (more threads would only share the same cores and their caches).
        let Ok(_turn) = self.shared.painting.acquire().await else {
            return;
        };
        let painter = self.shared.painter.clone();
        let painted = tokio::task::spawn_blocking(move || {
            views
                .into_iter()
                .map(|(i, v)| {
                    let sketch = Sketch {
                        position: &v.position,
                        last: v.last.as_ref(),
                        orientation: v.orientation,
                        huffed: v.huffed,
                        arrows: &[],
                    };
                    (i, painter.paint(&sketch), v.huffed)
                })
                .collect::<Vec<_>>()
        })
        .await;
        match painted {
            Ok(pictures) => {
                for (i, png, huffed) in pictures {
                    match png {
                        Ok(png) => replies[i].board = Some(Picture { png, huffed }),
                        Err(e) => {
                            crate::metrics::error("internal");
                            tracing::error!(error = %format!("{e:#}"), "could not paint a board");
                        }
                    }
                }
            }
            Err(e) => tracing::error!(error = %e, "painting task failed"),
        }
    }

    /// Held while work runs (`true`: shutting down, take nothing new).
    pub async fn gate(&self) -> RwLockReadGuard<'_, bool> {
        self.shared.closed.read().await
    }

    /// Stop taking work and wait for the work in flight to commit.
    pub async fn close(&self) {
        *self.shared.closed.write().await = true;
    }

    /// Stop every search of the bot now (shutdown): the thinking ends within about a
    /// millisecond and its move is not committed (the restarted bot moves instead).
    pub fn stop_thinking(&self) {
        self.shared.stopping.store(true, Ordering::SeqCst);
        self.shared.opponent.stop();
    }

    /// Whether shutdown began.
    #[must_use]
    pub fn stopping(&self) -> bool {
        self.shared.stopping.load(Ordering::SeqCst)
    }

    /// Whether a guild's games are this process's to resume and settle.
    #[must_use]
    pub fn owns(&self, guild: Option<u64>) -> bool {
        self.shared
            .config
            .shards
            .as_ref()
            .is_none_or(|s| s.owns(guild))
    }
}
