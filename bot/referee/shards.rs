//! Which games this process looks after when several processes share one store (shard ranges
//! on PostgreSQL): a guild belongs to shard `(guild_id >> 22) % total` (Discord's rule), direct
//! messages to shard 0. Resuming and settling deadlines touch only the process's own shards'
//! games; commands need no filter, since Discord sends a process only its shards' events.

use std::ops::Range;

use damero_storage::{ChannelState, Due, Store, StoreError};

/// The shards this process runs, out of how many.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShardSet {
    /// The shard ids (`0..2`).
    pub range: Range<u32>,
    /// How many shards the bot has in all.
    pub total: u32,
}

impl ShardSet {
    /// The shard of a guild (`None`: a direct message, shard 0).
    #[must_use]
    pub fn shard_of(guild: Option<u64>, total: u32) -> u32 {
        match guild {
            Some(id) if total > 0 => u32::try_from((id >> 22) % u64::from(total)).unwrap_or(0),
            _ => 0,
        }
    }

    /// Whether this process runs the shard of `guild`.
    #[must_use]
    pub fn owns(&self, guild: Option<u64>) -> bool {
        self.range.contains(&Self::shard_of(guild, self.total))
    }
}

/// Due entries read per round while looking for this process's own among other processes'.
const SCAN_LIMIT: usize = 4096;

/// The due entries of `shards`' games and challenges, earliest first, at most `limit`. The
/// index holds every process's deadlines, and another process's may be overdue while it is
/// down, so the read widens past them (up to [`SCAN_LIMIT`] entries) rather than starve.
pub fn own_due(
    store: &dyn Store,
    shards: &ShardSet,
    now: u64,
    limit: usize,
) -> Result<Vec<Due>, StoreError> {
    let mut asked = limit;
    loop {
        let all = store.due(now, asked)?;
        let full = all.len() == asked;
        let mut own = Vec::new();
        for due in all {
            let guild = match due.game {
                Some(id) => store.game(id)?.and_then(|g| g.guild),
                None => match store.load(due.channel)? {
                    ChannelState::Challenge(c) => c.guild,
                    _ => None,
                },
            };
            if shards.owns(guild.map(|g| g.0)) {
                own.push(due);
                if own.len() == limit {
                    return Ok(own);
                }
            }
        }
        if !full || asked >= SCAN_LIMIT {
            return Ok(own);
        }
        asked = (asked * 4).min(SCAN_LIMIT);
    }
}

#[cfg(test)]
mod tests {
    use super::ShardSet;

    #[test]
    fn a_guild_belongs_to_discords_shard_and_direct_messages_to_shard_zero() {
        // Discord's formula: (id >> 22) % total.
        let guild = 41_771_983_423_143_937_u64;
        assert_eq!(ShardSet::shard_of(Some(guild), 1), 0);
        assert_eq!(
            ShardSet::shard_of(Some(guild), 2),
            u32::try_from((guild >> 22) % 2).expect("small")
        );
        assert_eq!(ShardSet::shard_of(None, 4), 0);
        let first = ShardSet {
            range: 0..1,
            total: 2,
        };
        let second = ShardSet {
            range: 1..2,
            total: 2,
        };
        assert!(first.owns(None) && !second.owns(None));
        assert_eq!(first.owns(Some(1 << 22)), !second.owns(Some(1 << 22)));
        assert!(second.owns(Some(1 << 22)));
    }
}
