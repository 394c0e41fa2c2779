//! Helpers shared by the storage tests.
#![allow(dead_code)]

use damero_rules::{Game, MoveDetail, Variant};
use damero_storage::{ChannelId, NewGame, Seat, UserId};

/// A tiny deterministic generator (tests must not depend on global state).
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    pub fn below(&mut self, n: usize) -> usize {
        usize::try_from(self.next() % (n.max(1) as u64)).expect("fits")
    }
}

pub const ANA: UserId = UserId(1001);
pub const BEN: UserId = UserId(1002);

pub fn new_game(channel: u64, variant: Variant) -> NewGame {
    NewGame {
        channel: ChannelId(channel),
        guild: None,
        variant,
        start_fen: None,
        white: Seat::human(ANA, "Ana"),
        black: Seat::human(BEN, "Ben"),
        now_ms: 1_000,
        move_time_ms: None,
    }
}

/// A random legal (proper) move of the game.
pub fn random_move(game: &Game, rng: &mut Rng) -> MoveDetail {
    let details = game.position().details(false);
    details[rng.below(details.len())].clone()
}
