//! The channel cache: each channel's lock and state (a [`Slot`]), loaded from the store on
//! first use, kept while used, and bounded: past `cached_channels` the least recently used
//! idle channels are dropped (read again from the store when next used).

use std::collections::HashMap;
use std::sync::{Arc, Mutex as StdMutex};

use damero_rules::{Game, Position};
use damero_storage::{GameRecord, Seat};
use tokio::sync::Mutex;

use super::answer::{BotTurn, Fail, Res, Response};
use super::base::Base;
use super::input::{ChannelId, Place};
use super::say;
use super::table::{Slot, Table};

/// The channels' tables: each channel's lock and state, cached.
#[derive(Debug)]
pub struct Channels {
    base: Base,
    cache: StdMutex<Map>,
}

#[derive(Debug, Default)]
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
    /// No channel cached yet.
    #[must_use]
    pub fn new(base: Base) -> Channels {
        Channels {
            base,
            cache: StdMutex::default(),
        }
    }

    /// The channel's table: its lock taken, its state loaded.
    ///
    /// # Errors
    /// When the store cannot be read.
    pub async fn table(&self, place: Place) -> Res<Table> {
        let slot = self.pin(place.channel);
        Table::open(self.base.clone(), place.channel, slot, place.guild).await
    }

    /// The channel's slot in the cache; while it is held the channel is not evicted. Past the
    /// cache's size the least recently used idle channels go, and their engines with them.
    pub fn pin(&self, channel: ChannelId) -> Arc<Mutex<Slot>> {
        let mut channels = match self.cache.lock() {
            Ok(m) => m,
            Err(poisoned) => poisoned.into_inner(),
        };
        channels.tick += 1;
        let tick = channels.tick;
        let cap = self.base.config().cached_channels.max(1);
        if channels.map.len() >= cap && !channels.map.contains_key(&channel) {
            for gone in channels.evict(cap) {
                // Its engine (and search tables) goes too; a later move builds a new one.
                self.base.forget(gone);
            }
        }
        let entry = channels.map.entry(channel).or_default();
        entry.1 = tick;
        let slot = entry.0.clone();
        crate::metrics::cached_channels(channels.map.len());
        slot
    }

    /// How many channels' state is in memory (for tests and the soak).
    #[must_use]
    pub fn cached(&self) -> usize {
        self.cache.lock().map_or(0, |c| c.map.len())
    }

    /// The game in `channel` (for tests and the terminal).
    pub async fn game(&self, channel: ChannelId) -> Option<(GameRecord, Game)> {
        let table = self.table(Place::channel(channel)).await.ok()?;
        table.game().cloned()
    }

    /// Legal moves of the channel's game matching `partial` (for autocomplete), at most 25.
    pub async fn suggest_moves(&self, channel: ChannelId, partial: &str) -> Vec<String> {
        let Ok(table) = self.table(Place::channel(channel)).await else {
            return Vec::new();
        };
        let Ok((_, game)) = table.running() else {
            return Vec::new();
        };
        let rules = game.variant().rules();
        let typed: String = partial
            .chars()
            .filter(|c| !c.is_whitespace())
            .map(|c| {
                if c == ':' {
                    'x'
                } else {
                    c.to_ascii_lowercase()
                }
            })
            .collect();
        game.position()
            .details(game.variant().is_huff())
            .iter()
            .map(|d| damero_rules::move_text(rules, d, rules.default_notation()))
            .filter(|t| t.starts_with(&typed))
            .take(25)
            .collect()
    }

    /// A game taken up again from its moves (the terminal's `--resume`; a new game when
    /// `game` has none): started with these seats from `game`'s start (the variant's, or a
    /// set-up position, kept as the record's start FEN), then each move
    /// and huff of `game` stored one at a time, as when it was played (so its repetitions and
    /// draw counts go on). Answers the start of a new game; a resumed one answers nothing (the
    /// front end shows where it stands), or the refusal of a move that does not play.
    pub async fn resume_game(
        &self,
        channel: ChannelId,
        game: &Game,
        white: Seat,
        black: Seat,
    ) -> Response {
        let resumed = !game.events().is_empty();
        let result = async {
            let mut table = self.table(Place::channel(channel)).await?;
            table.ensure_free()?;
            let move_time = self.base.config().move_time.map(super::time::millis);
            let setup =
                (*game.start() != Position::start(game.variant())).then(|| game.start().fen());
            let started = table
                .start(game.variant(), setup, (white, black), move_time)
                .await?;
            if !resumed {
                return Ok(started);
            }
            let mut again = Game::from_position(game.start().clone());
            for event in game.events() {
                let played = match event {
                    damero_rules::Event::Move { detail, .. } => again.play(detail.clone()),
                    damero_rules::Event::Huff { square, .. } => again.huff(*square),
                };
                played.map_err(|e| Fail::Refuse(say::game_error(&e)))?;
                table.commit_quietly(again.clone()).await?;
            }
            // Where it stands is the front end's to show; the bot moves if it is to play.
            let bot_to_move = table
                .running()
                .is_ok_and(|(record, game)| game.outcome().is_none() && record.bot_to_move());
            Ok(Response {
                bot_turn: bot_to_move.then(|| BotTurn::due(channel)),
                game: table.game().cloned().map(Box::new),
                ..Response::default()
            })
        }
        .await;
        let name = if resumed { "resume" } else { "start" };
        let mut response = Response::concluded(name, channel, result);
        self.base.paint(&mut response.replies).await;
        response
    }
}
