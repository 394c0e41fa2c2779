//! A database written by the release before time limits (schema 2, commit 8ec5e23) opens with
//! this build: every game intact (same players, same moves, replaying), and the new records
//! present (time per move, deadlines, the `deadlines` index). The fixture `data/schema2.db` was
//! written by `data/write_schema2_fixture.rs` run from a checkout of 8ec5e23 (see
//! storage/README.md, "Migrations").

use std::path::Path;

use damero_rules::{Color, Variant};
use damero_storage::migrate::UPGRADE_MOVE_TIME_MS;
use damero_storage::{
    ChannelId, ChannelState, GameRecord, GuildId, ResultReason, Seat, SledStore, Status, Store,
    UserId,
};

/// The moves the fixture's writer printed when it made the database.
const EXPECTED_1: [&str; 4] = ["9-13", "21-17", "5-9", "22-18"];
const EXPECTED_2: [&str; 3] = ["a3-b4", "b6-a5", "b2-a3"];
const EXPECTED_3: [&str; 2] = ["a3-b4", "b6-a5"];

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).expect("mkdir");
    for entry in std::fs::read_dir(from).expect("fixture folder") {
        let entry = entry.expect("entry");
        let target = to.join(entry.file_name());
        if entry.file_type().expect("type").is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), &target).expect("copy");
        }
    }
}

fn running(store: &SledStore, channel: u64) -> GameRecord {
    match store.load(ChannelId(channel)).expect("load") {
        ChannelState::Game(g) => g,
        other => panic!("channel {channel}: {other:?}"),
    }
}

#[test]
fn a_schema_2_database_opens_with_every_game_intact_and_deadlines_added() {
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/schema2.db");
    let dir = tempfile::tempdir().expect("tempdir");
    let db = dir.path().join("db");
    copy_dir(&fixture, &db);
    let before = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .expect("clock")
        .as_millis() as u64;
    let store = SledStore::open(&db).expect("the old database opens");

    // Channel 1: Ana vs Ben, Spanish, 4 plies, Ana to move; now with 3 days per move from the
    // upgrade, indexed.
    let g1 = running(&store, 1);
    assert_eq!(g1.variant, Variant::Spanish);
    assert_eq!(g1.white, Seat::human(UserId(101), "Ana"));
    assert_eq!(g1.black, Seat::human(UserId(102), "Ben"));
    assert_eq!(g1.guild, Some(GuildId(7)));
    assert_eq!(g1.moves, EXPECTED_1);
    assert_eq!(g1.replay().expect("replays").events().len(), 4);
    assert_eq!(g1.turn, Color::White);
    assert_eq!(g1.move_time_ms, Some(UPGRADE_MOVE_TIME_MS));
    let deadline = g1.deadline_ms.expect("a person to move has a deadline");
    assert!(
        deadline >= before + UPGRADE_MOVE_TIME_MS,
        "counted from the upgrade"
    );

    // Channel 2: finished (Ben resigned), in the archive, untouched.
    assert_eq!(store.load(ChannelId(2)).expect("load"), ChannelState::Free);
    let g2 = store
        .channel_games(ChannelId(2), 1)
        .expect("archive")
        .remove(0);
    assert_eq!(g2.status, Status::Finished);
    assert_eq!(g2.variant, Variant::Czech);
    assert_eq!(g2.moves, EXPECTED_2);
    assert_eq!(
        g2.result.map(|r| (r.winner, r.reason)),
        Some((Some(Color::White), ResultReason::Resignation))
    );
    assert_eq!(g2.deadline_ms, None);
    assert!(g2.replay().expect("replays").outcome().is_some());

    // Channel 3: Cy vs the bot; Cy to move (the bot answered) has a deadline.
    let g3 = running(&store, 3);
    assert_eq!(g3.black, Seat::Bot { level: 2 });
    assert_eq!(g3.moves, EXPECTED_3);
    assert!(g3.deadline_ms.is_some());

    // Channel 4: nobody moved yet.
    let g4 = running(&store, 4);
    assert!(g4.moves.is_empty());
    assert_eq!(g4.variant, Variant::International);
    assert!(g4.deadline_ms.is_some());

    // Channel 5: the challenge, long expired: the first tick finds it due.
    let due = store.due(before, 10).expect("due");
    assert_eq!(due.len(), 1, "{due:?}");
    assert_eq!((due[0].channel, due[0].game), (ChannelId(5), None));
    match store.load(ChannelId(5)).expect("load") {
        ChannelState::Challenge(c) => {
            assert_eq!(c.variant, Variant::Italian);
            assert_eq!((c.move_time_ms, c.message, c.guild), (None, None, None));
        }
        other => panic!("{other:?}"),
    }
    // Every running game's deadline is in the index.
    let later = store.due(u64::MAX, 10).expect("due");
    assert_eq!(later.len(), 4, "{later:?}");

    // Server 7 keeps its language; the new settings read as their defaults.
    let settings = store.guild_settings(GuildId(7)).expect("settings");
    assert_eq!(settings.language.as_deref(), Some("es"));
    assert_eq!(
        (
            settings.move_time_ms,
            settings.default_variant,
            settings.threads
        ),
        (None, None, false)
    );

    // Every player's games are still listed.
    let ana: Vec<u64> = store
        .player_games(UserId(101), 10)
        .expect("list")
        .iter()
        .map(|g| g.id.0)
        .collect();
    assert_eq!(ana, [4, 2, 1]);

    // Reopening does not migrate twice.
    drop(store);
    let store = SledStore::open(&db).expect("reopen");
    assert_eq!(running(&store, 1).deadline_ms, Some(deadline));
}
