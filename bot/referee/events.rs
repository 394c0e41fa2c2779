//! Events: what a committed change means for those who did not make it. A service publishes an
//! [`Event`] after its change is durable (a move, a game's end, a challenge posted or closed, a
//! round paired, a puzzle ended); the services and front ends that care subscribe
//! (tournaments learn of a finished game this way, and a web page could follow a game without
//! touching the core). Listeners run at once, on the publisher's task, and must not block:
//! they note what to do and do it on their own time (the tournaments on the next tick).

use std::sync::{Arc, RwLock};

use super::input::ChannelId;

/// A committed change.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A move or huff was stored in `channel`'s game.
    Moved {
        /// Where.
        channel: ChannelId,
    },
    /// The game in `channel` ended (its result is stored).
    GameEnded {
        /// Where.
        channel: ChannelId,
    },
    /// A challenge was posted in `channel`.
    ChallengePosted {
        /// Where.
        channel: ChannelId,
    },
    /// The challenge in `channel` is gone: accepted, declined, withdrawn or lapsed.
    ChallengeClosed {
        /// Where.
        channel: ChannelId,
    },
    /// A tournament run from `channel` paired its round `round`.
    RoundPaired {
        /// The tournament's channel.
        channel: ChannelId,
        /// The round, from 1.
        round: u32,
    },
    /// A person's puzzle ended, solved or not (its ratings are stored).
    PuzzleEnded {
        /// The solver.
        user: u64,
        /// Solved.
        solved: bool,
    },
}

type Listener = Arc<dyn Fn(&Event) + Send + Sync>;

/// Who listens to which events: a list of listeners, each told every event.
#[derive(Default)]
pub struct Events {
    listeners: RwLock<Vec<Listener>>,
}

impl std::fmt::Debug for Events {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let n = self.listeners.read().map_or(0, |l| l.len());
        f.debug_struct("Events").field("listeners", &n).finish()
    }
}

impl Events {
    /// Tell `listener` of every event from now on.
    pub fn subscribe(&self, listener: impl Fn(&Event) + Send + Sync + 'static) {
        if let Ok(mut l) = self.listeners.write() {
            l.push(Arc::new(listener));
        }
    }

    /// Tell every listener of `event`.
    pub fn publish(&self, event: &Event) {
        let listeners: Vec<Listener> = self.listeners.read().map(|l| l.clone()).unwrap_or_default();
        for listener in listeners {
            listener(event);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Mutex;

    #[test]
    fn every_listener_hears_every_event_in_order() {
        let events = Events::default();
        let heard = Arc::new(Mutex::new(Vec::new()));
        for who in 0..2 {
            let heard = heard.clone();
            events.subscribe(move |e| heard.lock().expect("lock").push((who, e.clone())));
        }
        events.publish(&Event::Moved { channel: 7 });
        events.publish(&Event::GameEnded { channel: 7 });
        let heard = heard.lock().expect("lock").clone();
        assert_eq!(
            heard,
            vec![
                (0, Event::Moved { channel: 7 }),
                (1, Event::Moved { channel: 7 }),
                (0, Event::GameEnded { channel: 7 }),
                (1, Event::GameEnded { channel: 7 }),
            ]
        );
    }
}
