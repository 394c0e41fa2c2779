//! Identifiers: Discord's 64-bit ids for channels and users, and Damero's own game ids.
//!
//! On disk every id is a big-endian `u64`, so keys sort numerically and a prefix scan over
//! `user ++ game` lists a player's games in the order they were started.

use std::fmt;

use serde::{Deserialize, Serialize};

macro_rules! id_type {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(
            Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
        )]
        #[serde(transparent)]
        pub struct $name(pub u64);

        impl $name {
            /// The id as a big-endian key.
            #[must_use]
            pub fn key(self) -> [u8; 8] {
                self.0.to_be_bytes()
            }

            /// The id from a big-endian key (`None` unless exactly 8 bytes).
            #[must_use]
            pub fn from_key(key: &[u8]) -> Option<Self> {
                <[u8; 8]>::try_from(key).ok().map(|b| Self(u64::from_be_bytes(b)))
            }
        }

        impl From<u64> for $name {
            fn from(id: u64) -> Self {
                Self(id)
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{}", self.0)
            }
        }
    };
}

id_type!(
    /// A Discord channel (a thread is a channel). One game or challenge per channel at a time.
    ChannelId
);
id_type!(
    /// A Discord user.
    UserId
);
id_type!(
    /// A Discord server (guild): settings are kept per server.
    GuildId
);
id_type!(
    /// A game, numbered by the store from 1 upwards in the order games start.
    GameId
);

impl UserId {
    /// The id a forgotten person's seats, tournament entries and rating changes get
    /// ([`crate::Store::forget_user`]): 0. No Discord user has it (a snowflake encodes its
    /// creation time since 2015-01-01 in its upper bits, so every real id is far above 0), the
    /// bot already uses it for "nobody" (a tournament seat without an entrant), and no index
    /// entry is ever written for it, so `player_games(UserId::FORGOTTEN)` is empty. Every
    /// forgotten person gets this same id.
    pub const FORGOTTEN: UserId = UserId(0);

    /// Is this the id of a forgotten person ([`UserId::FORGOTTEN`])?
    #[must_use]
    pub fn is_forgotten(self) -> bool {
        self == UserId::FORGOTTEN
    }
}

/// `a ++ b` as one 16-byte key (index trees: `channel ++ game`, `user ++ game`).
#[must_use]
pub(crate) fn pair_key(a: u64, b: u64) -> [u8; 16] {
    let mut key = [0u8; 16];
    key[..8].copy_from_slice(&a.to_be_bytes());
    key[8..].copy_from_slice(&b.to_be_bytes());
    key
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_big_endian_and_sort_numerically() {
        assert_eq!(ChannelId(1).key(), [0, 0, 0, 0, 0, 0, 0, 1]);
        assert!(UserId(255).key() < UserId(256).key());
        assert_eq!(GameId::from_key(&GameId(77).key()), Some(GameId(77)));
        assert_eq!(GameId::from_key(&[1, 2, 3]), None);
        assert!(pair_key(1, 9) < pair_key(2, 0));
    }
}
