//! Writes `schema2.db`: a database as the release at commit 8ec5e23 (schema 2) writes it.
//! Not compiled with the crate: it is run once from a checkout of that commit (see
//! storage/README.md, "Migrations"), as `examples/write_schema2_fixture.rs`:
//!
//! ```text
//! git archive 8ec5e23 | tar -x -C /tmp/damero-8ec5e23
//! cp storage/tests/data/write_schema2_fixture.rs /tmp/damero-8ec5e23/storage/examples/
//! cd /tmp/damero-8ec5e23 && cargo run -p damero-storage --example write_schema2_fixture -- OUT
//! ```
//!
//! Contents (times are fixed, so the fixture is the same every run):
//! - channel 1, server 7: Ana (White) vs Ben (Black), Spanish, 4 plies, Ana to move, ongoing;
//! - channel 2, server 7: Ana vs Ben, Czech, 3 plies, then Ben resigned: finished;
//! - channel 3, server 8: Cy (White) vs Damero level 2, Russian, 2 plies, ongoing;
//! - channel 4: Ana vs Cy, International, no move yet, ongoing (nobody started it);
//! - channel 5: a challenge from Ben to Cy (Italian, Ben white);
//! - server 7's settings: Spanish language.

use damero_rules::{Color, Game, Outcome, Variant, WinReason};
use damero_storage::{
    Challenge, ChannelId, ColorChoice, GuildId, GuildSettings, Human, NewGame, Seat, SledStore,
    Store, UserId,
};

const T0: u64 = 1_763_800_000_000;

fn play_first(store: &SledStore, channel: u64, plies: usize, mut now: u64) -> u64 {
    for _ in 0..plies {
        let damero_storage::ChannelState::Game(record) = store.load(ChannelId(channel)).unwrap()
        else {
            panic!("no game in {channel}");
        };
        let mut game: Game = record.replay().unwrap();
        let detail = game.position().details(false).into_iter().next().unwrap();
        game.play(detail).unwrap();
        now += 60_000;
        store
            .commit_move(ChannelId(channel), record.version, &game, now)
            .unwrap();
    }
    now
}

fn main() {
    let out = std::env::args().nth(1).expect("the output folder");
    let store = SledStore::open(&out).unwrap();
    let ana = || Seat::human(UserId(101), "Ana");
    let ben = || Seat::human(UserId(102), "Ben");
    let cy = || Seat::human(UserId(103), "Cy");
    let new = |channel: u64, guild: Option<u64>, variant, white, black| NewGame {
        channel: ChannelId(channel),
        guild: guild.map(GuildId),
        variant,
        start_fen: None,
        white,
        black,
        now_ms: T0,
    };
    store.start_game(&new(1, Some(7), Variant::Spanish, ana(), ben())).unwrap();
    play_first(&store, 1, 4, T0);
    store.start_game(&new(2, Some(7), Variant::Czech, ana(), ben())).unwrap();
    let now = play_first(&store, 2, 3, T0);
    let damero_storage::ChannelState::Game(record) = store.load(ChannelId(2)).unwrap() else {
        panic!("no game in 2");
    };
    store
        .record_result(
            ChannelId(2),
            record.version,
            Outcome::Win {
                winner: Color::White,
                reason: WinReason::Resignation,
            },
            now + 1000,
        )
        .unwrap();
    store
        .start_game(&new(3, Some(8), Variant::Russian, cy(), Seat::Bot { level: 2 }))
        .unwrap();
    play_first(&store, 3, 2, T0);
    store
        .start_game(&new(4, None, Variant::International, ana(), cy()))
        .unwrap();
    store
        .create_challenge(&Challenge {
            channel: ChannelId(5),
            challenger: Human {
                id: UserId(102),
                name: "Ben".into(),
            },
            challenged: Human {
                id: UserId(103),
                name: "Cy".into(),
            },
            variant: Variant::Italian,
            color: ColorChoice::White,
            created_ms: T0,
            expires_ms: T0 + 600_000,
        })
        .unwrap();
    store
        .set_guild_settings(
            GuildId(7),
            &GuildSettings {
                language: Some("es".into()),
            },
        )
        .unwrap();
    for ch in [1, 2, 3] {
        let g = store.channel_games(ChannelId(ch), 1).unwrap().remove(0);
        println!("channel {ch}: {:?}", g.moves);
    }
    println!("wrote {out}");
}
