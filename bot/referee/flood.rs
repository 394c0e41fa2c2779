//! The flood limit: a person sending commands too fast in one channel gets one notice and is
//! then ignored there for a while. The referee checks it once per input (a bare move only when
//! it comes from a player of the game).
//!
//! A token bucket per (person, channel): `burst` commands at once, refilled at `per_minute`.
//! An empty bucket gives [`Gate::Notice`] once and starts a quiet period in which every command
//! of that person in that channel is [`Gate::Ignore`]d; after it the bucket is full again. A
//! small hand-written keyed bucket rather than `governor`: the "one notice, then quiet" state
//! lives in the same entry, idle entries are pruned by the same map, and it is 80 lines with
//! tests, where `governor` answers only "allowed or not" and would need a second map for the
//! notice.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};

use super::answer::{Fail, Res};
use super::input::{ChannelId, Reply};
use crate::i18n::Msg;

/// `[limits]`: how fast one person may send commands in one channel, and how many channels'
/// state the bot keeps in memory.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct LimitsConfig {
    /// Commands one person may send in one channel at once before the flood limit starts.
    pub burst: u32,
    /// Commands per minute one person may keep sending in one channel.
    pub per_minute: u32,
    /// Seconds a flooding person is ignored in that channel (after one notice).
    pub quiet_seconds: u64,
    /// Channels whose state is kept in memory; idle ones beyond this are dropped (and read
    /// again from the store when used).
    pub cached_channels: usize,
}

impl Default for LimitsConfig {
    fn default() -> Self {
        LimitsConfig {
            burst: 10,
            per_minute: 60,
            quiet_seconds: 30,
            cached_channels: 10_000,
        }
    }
}

/// What to do with one command.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Gate {
    /// Go ahead.
    Pass,
    /// Too fast: tell the person once, drop the command.
    Notice,
    /// Still in the quiet period: drop it silently.
    Ignore,
}

#[derive(Debug, Clone, Copy)]
struct Bucket {
    tokens: f64,
    at: Instant,
    quiet_until: Option<Instant>,
}

/// Per person, per channel token buckets.
#[derive(Debug)]
pub struct FloodGuard {
    burst: f64,
    per_second: f64,
    quiet: Duration,
    /// The buckets by (person, channel), and the size at which idle ones are pruned next.
    buckets: Mutex<(Buckets, usize)>,
}

type Buckets = HashMap<(u64, u64), Bucket>;

const PRUNE_FROM: usize = 4096;

impl FloodGuard {
    /// Count one input of `user` in `channel`.
    ///
    /// # Errors
    /// [`Fail::Quiet`]: the one notice, or nothing while the person is ignored.
    pub fn admit(&self, user: u64, channel: ChannelId) -> Res<()> {
        match self.check(user, channel) {
            Gate::Pass => Ok(()),
            Gate::Notice => {
                crate::metrics::limited(true);
                tracing::info!(user, channel, "flood limit: one notice, then quiet");
                Err(Fail::Quiet(vec![Reply::refused(
                    Msg::new("flood-notice").arg("seconds", self.quiet_seconds()),
                )]))
            }
            Gate::Ignore => {
                crate::metrics::limited(false);
                Err(Fail::Quiet(Vec::new()))
            }
        }
    }

    /// A guard with the configured limits.
    #[must_use]
    pub fn new(limits: &LimitsConfig) -> FloodGuard {
        FloodGuard {
            burst: f64::from(limits.burst.max(1)),
            per_second: f64::from(limits.per_minute.max(1)) / 60.0,
            quiet: Duration::from_secs(limits.quiet_seconds),
            buckets: Mutex::new((HashMap::new(), PRUNE_FROM)),
        }
    }

    /// The quiet period, in whole seconds (for the notice).
    #[must_use]
    pub fn quiet_seconds(&self) -> u64 {
        self.quiet.as_secs()
    }

    /// Count one command of `user` in `channel` now.
    pub fn check(&self, user: u64, channel: u64) -> Gate {
        self.check_at(user, channel, Instant::now())
    }

    /// Count one command of `user` in `channel` at `now`.
    pub fn check_at(&self, user: u64, channel: u64, now: Instant) -> Gate {
        let mut guard = match self.buckets.lock() {
            Ok(g) => g,
            Err(p) => p.into_inner(),
        };
        let (map, prune_at) = &mut *guard;
        if map.len() >= *prune_at {
            map.retain(|_, b| self.busy(b, now));
            *prune_at = (map.len() * 2).max(PRUNE_FROM);
        }
        let bucket = map.entry((user, channel)).or_insert(Bucket {
            tokens: self.burst,
            at: now,
            quiet_until: None,
        });
        if let Some(until) = bucket.quiet_until {
            if now < until {
                return Gate::Ignore;
            }
            *bucket = Bucket {
                tokens: self.burst,
                at: now,
                quiet_until: None,
            };
        }
        let elapsed = now.saturating_duration_since(bucket.at).as_secs_f64();
        bucket.tokens = (bucket.tokens + elapsed * self.per_second).min(self.burst);
        bucket.at = now;
        if bucket.tokens >= 1.0 {
            bucket.tokens -= 1.0;
            Gate::Pass
        } else {
            bucket.quiet_until = Some(now + self.quiet);
            Gate::Notice
        }
    }

    /// Whether an entry still says something (quiet, or not yet refilled).
    fn busy(&self, b: &Bucket, now: Instant) -> bool {
        if b.quiet_until.is_some_and(|t| now < t) {
            return true;
        }
        let elapsed = now.saturating_duration_since(b.at).as_secs_f64();
        b.quiet_until.is_none() && b.tokens + elapsed * self.per_second < self.burst
    }

    /// How many (person, channel) entries are kept (for tests).
    #[must_use]
    pub fn entries(&self) -> usize {
        self.buckets.lock().map_or(0, |g| g.0.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn guard(burst: u32, per_minute: u32, quiet: u64) -> FloodGuard {
        FloodGuard::new(&LimitsConfig {
            burst,
            per_minute,
            quiet_seconds: quiet,
            ..LimitsConfig::default()
        })
    }

    #[test]
    fn a_burst_passes_then_one_notice_then_quiet_then_full_again() {
        let g = guard(3, 60, 10);
        let t = Instant::now();
        let gates: Vec<Gate> = (0..6).map(|_| g.check_at(1, 7, t)).collect();
        assert_eq!(
            gates,
            [
                Gate::Pass,
                Gate::Pass,
                Gate::Pass,
                Gate::Notice,
                Gate::Ignore,
                Gate::Ignore
            ]
        );
        // Others are not affected: another channel, another person.
        assert_eq!(g.check_at(1, 8, t), Gate::Pass);
        assert_eq!(g.check_at(2, 7, t), Gate::Pass);
        // Still quiet after 9 s, free after 10 s with a full bucket.
        assert_eq!(g.check_at(1, 7, t + Duration::from_secs(9)), Gate::Ignore);
        let later = t + Duration::from_secs(10);
        for _ in 0..3 {
            assert_eq!(g.check_at(1, 7, later), Gate::Pass);
        }
        assert_eq!(g.check_at(1, 7, later), Gate::Notice);
    }

    #[test]
    fn a_steady_pace_within_the_rate_never_trips() {
        let g = guard(2, 60, 10);
        let t = Instant::now();
        for i in 0..500 {
            assert_eq!(
                g.check_at(1, 1, t + Duration::from_millis(1000 * i)),
                Gate::Pass
            );
        }
    }

    #[test]
    fn idle_entries_are_pruned() {
        let g = guard(2, 60, 1);
        let t = Instant::now();
        for user in 0..10_000 {
            g.check_at(user, 1, t);
        }
        assert!(g.entries() >= 10_000 - PRUNE_FROM);
        // Ten seconds later every bucket is full again: the next insertions prune them.
        let later = t + Duration::from_secs(10);
        for user in 0..(PRUNE_FROM as u64 * 4) {
            g.check_at(1_000_000 + user, 2, later);
        }
        assert!(g.entries() <= PRUNE_FROM * 4 + 1, "{}", g.entries());
    }
}
