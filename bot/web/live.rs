//! Live pages: who watches which game or tournament, and the news they get. A page subscribes
//! to a [`Topic`]; when the topic's stored version changes, every subscriber is told the new
//! version (a server-sent event) and fetches the page again. Subscribers are limited per
//! address and in all, so memory stays bounded whatever is asked; a subscription ends (and its
//! count with it) when its stream is dropped.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};

use tokio::sync::broadcast;

/// What a live page follows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Topic {
    /// A game, by id.
    Game(u64),
    /// A tournament, by id.
    Tournament(u64),
}

/// Limits per address (a reader's, or the one a reverse proxy on loopback names).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Open live pages from one address.
    pub per_address: usize,
    /// Open live pages in all.
    pub total: usize,
    /// Requests of one address being answered at once (live pages apart).
    pub requests_per_address: usize,
    /// Open connections from one address (a reverse proxy on loopback counts only in all).
    pub connections_per_address: usize,
    /// Open connections in all.
    pub connections: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            per_address: 16,
            total: 20_000,
            requests_per_address: 32,
            connections_per_address: 64,
            connections: 25_000,
        }
    }
}

#[derive(Debug)]
struct Watched {
    sender: broadcast::Sender<u64>,
    /// The version last told (or seen at the first subscription).
    version: u64,
}

#[derive(Debug, Default)]
struct State {
    topics: HashMap<Topic, Watched>,
    per_address: HashMap<IpAddr, usize>,
    total: usize,
}

/// The subscribers of every live topic.
#[derive(Debug, Default)]
pub struct Hub {
    state: Mutex<State>,
    limits: Limits,
}

/// One open live page: news of its topic until dropped.
#[derive(Debug)]
pub struct Subscription {
    /// The new versions of the topic.
    pub news: broadcast::Receiver<u64>,
    hub: Arc<Hub>,
    topic: Topic,
    address: IpAddr,
}

impl Drop for Subscription {
    fn drop(&mut self) {
        self.hub.leave(self.topic, self.address);
    }
}

impl Hub {
    /// A hub with these limits.
    #[must_use]
    pub fn new(limits: Limits) -> Hub {
        Hub {
            state: Mutex::default(),
            limits,
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, State> {
        self.state
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Follow `topic` (now at `version`) from `address`; `None` when a limit is reached.
    #[must_use]
    pub fn subscribe(
        self: &Arc<Self>,
        topic: Topic,
        version: u64,
        address: IpAddr,
    ) -> Option<Subscription> {
        let mut state = self.lock();
        let mine = state.per_address.get(&address).copied().unwrap_or(0);
        if mine >= self.limits.per_address || state.total >= self.limits.total {
            return None;
        }
        *state.per_address.entry(address).or_insert(0) += 1;
        state.total += 1;
        let watched = state.topics.entry(topic).or_insert_with(|| Watched {
            sender: broadcast::channel(16).0,
            version,
        });
        let news = watched.sender.subscribe();
        Some(Subscription {
            news,
            hub: self.clone(),
            topic,
            address,
        })
    }

    fn leave(&self, topic: Topic, address: IpAddr) {
        let mut state = self.lock();
        state.total = state.total.saturating_sub(1);
        if let Some(n) = state.per_address.get_mut(&address) {
            *n -= 1;
            if *n == 0 {
                state.per_address.remove(&address);
            }
        }
        // The receiver being dropped is still counted until this returns.
        if state
            .topics
            .get(&topic)
            .is_some_and(|w| w.sender.receiver_count() <= 1)
        {
            state.topics.remove(&topic);
        }
    }

    /// The topics followed now, with the version last told.
    #[must_use]
    pub fn watched(&self) -> Vec<(Topic, u64)> {
        self.lock()
            .topics
            .iter()
            .map(|(t, w)| (*t, w.version))
            .collect()
    }

    /// `topic` is now at `version`: tell its subscribers (once per version).
    pub fn publish(&self, topic: Topic, version: u64) {
        let mut state = self.lock();
        if let Some(w) = state.topics.get_mut(&topic) {
            if w.version != version {
                w.version = version;
                let _ = w.sender.send(version);
            }
        }
    }

    /// The limits it keeps.
    #[must_use]
    pub fn limits(&self) -> Limits {
        self.limits
    }

    /// Live pages open now.
    #[must_use]
    pub fn subscribers(&self) -> usize {
        self.lock().total
    }
}

/// The open connections, per address and in all: one over the limits is closed as soon as
/// it is accepted, before it is read.
#[derive(Debug, Default)]
pub struct Connections {
    /// Per address, and in all.
    open: Mutex<(HashMap<IpAddr, usize>, usize)>,
}

/// An admitted connection: counted until it is dropped (the connection closed).
#[derive(Debug)]
pub struct Slot {
    connections: Arc<Connections>,
    ip: IpAddr,
}

impl Connections {
    /// Count a connection from `ip`, or `None` when `limits` are reached. A peer on loopback
    /// is a reverse proxy speaking for many readers: it counts only in all.
    #[must_use]
    pub fn admit(self: &Arc<Self>, ip: IpAddr, limits: Limits) -> Option<Slot> {
        let mut open = self
            .open
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let mine = open.0.get(&ip).copied().unwrap_or(0);
        let crowded = !ip.is_loopback() && mine >= limits.connections_per_address;
        if crowded || open.1 >= limits.connections {
            return None;
        }
        *open.0.entry(ip).or_insert(0) += 1;
        open.1 += 1;
        Some(Slot {
            connections: self.clone(),
            ip,
        })
    }

    /// Connections open now.
    #[must_use]
    pub fn open(&self) -> usize {
        self.open
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .1
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut open = self
            .connections
            .open
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        open.1 = open.1.saturating_sub(1);
        if let Some(n) = open.0.get_mut(&self.ip) {
            *n = n.saturating_sub(1);
            if *n == 0 {
                open.0.remove(&self.ip);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn subscribers_are_limited_per_address_and_hear_each_new_version_once() {
        let hub = Arc::new(Hub::new(Limits {
            per_address: 2,
            total: 3,
            requests_per_address: 1,
            ..Limits::default()
        }));
        let a: IpAddr = [127, 0, 0, 1].into();
        let b: IpAddr = [127, 0, 0, 2].into();
        let mut one = hub.subscribe(Topic::Game(1), 5, a).expect("first");
        let two = hub.subscribe(Topic::Game(1), 5, a).expect("second");
        assert!(
            hub.subscribe(Topic::Game(2), 1, a).is_none(),
            "a third from a"
        );
        let three = hub.subscribe(Topic::Tournament(1), 1, b).expect("b");
        assert!(
            hub.subscribe(Topic::Game(2), 1, b).is_none(),
            "over the total"
        );
        hub.publish(Topic::Game(1), 5);
        hub.publish(Topic::Game(1), 6);
        hub.publish(Topic::Game(1), 6);
        assert_eq!(one.news.try_recv().ok(), Some(6));
        assert!(one.news.try_recv().is_err(), "told once");
        drop(two);
        drop(three);
        assert_eq!(hub.subscribers(), 1);
        assert_eq!(hub.watched(), vec![(Topic::Game(1), 6)]);
        drop(one);
        assert_eq!(hub.subscribers(), 0);
        assert!(hub.watched().is_empty(), "no topic left behind");
        assert!(hub.subscribe(Topic::Game(2), 1, a).is_some());
    }

    #[test]
    fn connections_are_limited_per_address_and_in_all_and_freed_when_closed() {
        let limits = Limits {
            connections_per_address: 2,
            connections: 3,
            ..Limits::default()
        };
        let connections = Arc::new(Connections::default());
        let reader: IpAddr = [192, 0, 2, 7].into();
        let other: IpAddr = [192, 0, 2, 8].into();
        let proxy: IpAddr = [127, 0, 0, 1].into();
        let one = connections.admit(reader, limits).expect("first");
        let _two = connections.admit(reader, limits).expect("second");
        assert!(
            connections.admit(reader, limits).is_none(),
            "two per address"
        );
        let _three = connections
            .admit(proxy, limits)
            .expect("a proxy counts in all only");
        assert!(connections.admit(other, limits).is_none(), "three in all");
        drop(one);
        assert_eq!(connections.open(), 2);
        assert!(
            connections.admit(other, limits).is_some(),
            "a closed one frees its place"
        );
    }
}
