//! The channel cache: each channel's lock and state (a [`Slot`]), loaded from the store on
//! first use, kept while used, and bounded: past `cached_channels` the least recently used
//! idle channels are dropped (read again from the store when next used).

use std::collections::HashMap;
use std::sync::{Arc, Mutex as StdMutex};

use damero_rules::Game;
use damero_storage::{Challenge, ChannelState, GameRecord, Store, StoreError};
use tokio::sync::Mutex;

use super::{ChannelId, GuildId, Res};

/// One channel's state in memory: what the store holds for it, replayed.
#[derive(Debug, Clone)]
pub(crate) struct Slot {
    pub(super) loaded: bool,
    /// The channel's server, once an input from it said so (a new game records it).
    pub(super) guild: Option<GuildId>,
    pub(super) state: ChannelState,
    /// The channel's current game, or its last finished one, replayed.
    pub(super) game: Option<(GameRecord, Game)>,
}

impl Default for Slot {
    fn default() -> Self {
        Slot {
            loaded: false,
            guild: None,
            state: ChannelState::Free,
            game: None,
        }
    }
}

impl Slot {
    pub(super) fn challenge(&self) -> Option<&Challenge> {
        match &self.state {
            ChannelState::Challenge(c) => Some(c),
            _ => None,
        }
    }

    /// Read the channel from the store (off the runtime) unless it is loaded already.
    pub(super) async fn ensure_loaded(
        &mut self,
        store: &Arc<dyn Store>,
        channel: ChannelId,
    ) -> Res<()> {
        if self.loaded {
            return Ok(());
        }
        let store = store.clone();
        let (state, last) = tokio::task::spawn_blocking(move || {
            let state = store.load(damero_storage::ChannelId(channel))?;
            let last = match &state {
                ChannelState::Game(g) => Some(g.clone()),
                _ => store
                    .channel_games(damero_storage::ChannelId(channel), 1)?
                    .into_iter()
                    .next(),
            };
            Ok::<_, StoreError>((state, last))
        })
        .await
        .map_err(|e| anyhow::anyhow!("store task: {e}"))??;
        self.game = match last {
            Some(record) => {
                let game = record.replay()?;
                Some((record, game))
            }
            None => None,
        };
        self.state = state;
        self.loaded = true;
        Ok(())
    }
}

/// The per-channel cache: each channel's lock and state, with when it was last used (a
/// counter). Bounded: see [`Channels::slot`].
#[derive(Default)]
pub(super) struct Channels {
    inner: StdMutex<Map>,
}

#[derive(Default)]
struct Map {
    map: HashMap<ChannelId, (Arc<Mutex<Slot>>, u64)>,
    tick: u64,
}

impl Map {
    /// Drop the least recently used idle channels until a quarter of the room is free. Idle:
    /// nobody holds or waits for its lock and the bot is not thinking there (each of these
    /// keeps a clone of the slot's `Arc`, so the map's is the only one). Nothing is lost: the
    /// state is read again from the store on the next command.
    fn evict(&mut self, cap: usize) -> Vec<ChannelId> {
        let target = cap - cap / 4;
        let mut idle: Vec<(u64, ChannelId)> = self
            .map
            .iter()
            .filter(|(_, (slot, _))| Arc::strong_count(slot) == 1)
            .map(|(&channel, &(_, used))| (used, channel))
            .collect();
        idle.sort_unstable();
        let excess = self.map.len().saturating_sub(target);
        let gone: Vec<ChannelId> = idle.into_iter().take(excess).map(|(_, c)| c).collect();
        for channel in &gone {
            self.map.remove(channel);
        }
        gone
    }
}

impl Channels {
    /// The channel's slot (its lock), made if new. When the cache is full, idle channels are
    /// dropped first; `forget` is told each (its engine and search tables go too).
    pub(super) fn slot(
        &self,
        channel: ChannelId,
        cap: usize,
        forget: impl Fn(ChannelId),
    ) -> Arc<Mutex<Slot>> {
        let mut channels = match self.inner.lock() {
            Ok(m) => m,
            Err(poisoned) => poisoned.into_inner(),
        };
        channels.tick += 1;
        let tick = channels.tick;
        let cap = cap.max(1);
        if channels.map.len() >= cap && !channels.map.contains_key(&channel) {
            for gone in channels.evict(cap) {
                forget(gone);
            }
        }
        let entry = channels.map.entry(channel).or_default();
        entry.1 = tick;
        let slot = entry.0.clone();
        crate::metrics::cached_channels(channels.map.len());
        slot
    }

    /// How many channels are in memory.
    pub(super) fn len(&self) -> usize {
        self.inner.lock().map_or(0, |c| c.map.len())
    }
}
