//! What only the on-disk store must do: survive reopening, migrate, refuse newer databases,
//! contain damage to one channel, refuse a second process, and serialise concurrent commits.

mod common;

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::sync::{Arc, Barrier};

use common::{new_game, random_move, Rng};
use damero_rules::Variant;
use damero_storage::{ChannelId, ChannelState, GameRecord, SledStore, Store, StoreError};

/// sled itself, as another program would open it (retrying while a dropped store shuts down).
fn raw_open(path: &std::path::Path) -> sled::Db {
    for _ in 0..50 {
        if let Ok(db) = sled::open(path) {
            return db;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    sled::open(path).expect("raw open")
}

fn game_of(store: &dyn Store, channel: u64) -> GameRecord {
    match store.load(ChannelId(channel)).expect("load") {
        ChannelState::Game(g) => g,
        other => panic!("expected a game, got {other:?}"),
    }
}

#[test]
fn an_old_schema_database_is_migrated_on_open() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("db");
    {
        // A schema-1 database as an older Damero wrote it: moves as one PDN move-text string.
        let db = raw_open(&path);
        db.open_tree("meta")
            .expect("tree")
            .insert("schema", &1u64.to_be_bytes())
            .expect("insert");
        let game = serde_json::json!({
            "id": 1, "channel": 42, "variant": "spanish", "start_fen": null,
            "white": {"kind": "human", "id": 1001, "name": "Ana"},
            "black": {"kind": "bot", "level": 2},
            "moves_pdn": "1. 11-14 22-18 2. 9-13 *",
            "turn": "black", "draw_offer": null, "huff_chance": null,
            "status": "ongoing", "result": null,
            "created_ms": 1, "updated_ms": 2, "last_move_ms": 2, "thinking_ms": [1, 1],
            "version": 4
        });
        db.open_tree("games")
            .expect("tree")
            .insert(1u64.to_be_bytes(), serde_json::to_vec(&game).expect("json"))
            .expect("insert");
        db.open_tree("channels")
            .expect("tree")
            .insert(42u64.to_be_bytes(), br#"{"game":1}"#.to_vec())
            .expect("insert");
        db.flush().expect("flush");
    }
    let store = SledStore::open(&path).expect("open migrates");
    let record = game_of(&store, 42);
    assert_eq!(record.moves, ["11-14", "22-18", "9-13"]);
    assert_eq!(record.version, 4);
    let game = record.replay().expect("replays");
    assert_eq!(game.events().len(), 3);
    drop(store);
    let db = raw_open(&path);
    let schema = db
        .open_tree("meta")
        .expect("tree")
        .get("schema")
        .expect("get");
    assert_eq!(
        schema.as_deref(),
        Some(damero_storage::SCHEMA_VERSION.to_be_bytes().as_slice())
    );
}

/// Schema 2 (the release before ratings) → 3: the `guild_players` index is filled from the
/// archive, so a server's leaderboard finds players whose games predate it; games are intact.
#[test]
fn a_schema_2_database_gets_its_server_player_index() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("db");
    {
        let db = raw_open(&path);
        db.open_tree("meta")
            .expect("tree")
            .insert("schema", &2u64.to_be_bytes())
            .expect("insert");
        let game = |id: u64, guild: Option<u64>| {
            serde_json::json!({
                "id": id, "channel": 40 + id, "guild": guild, "variant": "spanish",
                "start_fen": null,
                "white": {"kind": "human", "id": 1001, "name": "Ana"},
                "black": {"kind": "human", "id": 1002, "name": "Ben"},
                "moves": ["11-14", "22-18"],
                "turn": "white", "draw_offer": null, "huff_chance": null,
                "status": "finished", "result": {"winner": "white", "reason": "resignation"},
                "created_ms": 1, "updated_ms": 2, "last_move_ms": 2, "thinking_ms": [1, 1],
                "version": 3
            })
        };
        let games = db.open_tree("games").expect("tree");
        games
            .insert(
                1u64.to_be_bytes(),
                serde_json::to_vec(&game(1, Some(5))).expect("json"),
            )
            .expect("insert");
        games
            .insert(
                2u64.to_be_bytes(),
                serde_json::to_vec(&game(2, None)).expect("json"),
            )
            .expect("insert");
        let players = db.open_tree("players").expect("tree");
        for (user, rating) in [(1001u64, 1600.0), (1002, 1400.0)] {
            let record = serde_json::json!({
                "user": user,
                "ratings": {"spanish": {"rating": rating, "deviation": 200.0, "games": 1}}
            });
            players
                .insert(
                    user.to_be_bytes(),
                    serde_json::to_vec(&record).expect("json"),
                )
                .expect("insert");
        }
        db.flush().expect("flush");
    }
    let store = SledStore::open(&path).expect("open migrates");
    let top = store
        .leaderboard(damero_storage::GuildId(5), Variant::Spanish, 10)
        .expect("leaderboard");
    assert_eq!(
        top.iter().map(|p| p.user.0).collect::<Vec<_>>(),
        [1001, 1002]
    );
    assert!(store
        .leaderboard(damero_storage::GuildId(6), Variant::Spanish, 10)
        .expect("leaderboard")
        .is_empty());
    for id in [1, 2] {
        let record = store
            .game(damero_storage::GameId(id))
            .expect("read")
            .expect("intact");
        assert_eq!(record.moves, ["11-14", "22-18"]);
        assert!(record.rating.is_none());
        record.replay().expect("replays");
    }
}

#[test]
fn a_database_from_a_newer_damero_is_refused_untouched() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("db");
    {
        let db = raw_open(&path);
        db.open_tree("meta")
            .expect("tree")
            .insert("schema", &99u64.to_be_bytes())
            .expect("insert");
        db.flush().expect("flush");
    }
    let err = SledStore::open(&path).expect_err("refused");
    assert!(matches!(err, StoreError::TooNew { found: 99, .. }), "{err}");
    let text = err.to_string();
    assert!(
        text.contains("newer Damero") && text.contains("schema 99"),
        "{text}"
    );
}

#[test]
fn a_damaged_record_affects_only_its_channel_and_is_kept_aside() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("db");
    let store = SledStore::open(&path).expect("open");
    let a = store
        .start_game(&new_game(1, Variant::Spanish))
        .expect("start");
    store
        .start_game(&new_game(2, Variant::Spanish))
        .expect("start");
    store
        .start_game(&new_game(3, Variant::Spanish))
        .expect("start");
    drop(store);
    let garbage = b"{\"id\": 1, \"chan\x00\xff".to_vec();
    {
        let db = raw_open(&path);
        db.open_tree("games")
            .expect("tree")
            .insert(a.id.key(), garbage.clone())
            .expect("insert");
        db.open_tree("channels")
            .expect("tree")
            .insert(3u64.to_be_bytes(), b"not json".to_vec())
            .expect("insert");
        db.flush().expect("flush");
    }
    let store = SledStore::open(&path).expect("open");
    let err = store.load(ChannelId(1)).expect_err("damaged");
    assert!(
        matches!(
            err,
            StoreError::Damaged {
                channel: Some(ChannelId(1)),
                ..
            }
        ),
        "{err}"
    );
    assert!(err.to_string().contains("set aside"), "{err}");
    // The other channels are fine, and the damaged one is free for a new game.
    let mut rng = Rng(4);
    let record = game_of(&store, 2);
    let mut game = record.replay().expect("replay");
    game.play(random_move(&game, &mut rng)).expect("legal");
    store
        .commit_move(ChannelId(2), record.version, &game, 5)
        .expect("other channel works");
    assert_eq!(
        store.ongoing_games().expect("list").len(),
        1,
        "3 is set aside too"
    );
    assert_eq!(store.load(ChannelId(1)).expect("load"), ChannelState::Free);
    assert_eq!(store.load(ChannelId(3)).expect("load"), ChannelState::Free);
    store
        .start_game(&new_game(1, Variant::Czech))
        .expect("channel 1 reusable");
    let damaged = store.damaged().expect("list");
    assert_eq!(damaged.len(), 2);
    let kept = damaged
        .iter()
        .find(|d| d.tree == "games")
        .expect("game kept");
    assert_eq!(kept.bytes, garbage);
    assert_eq!(kept.key, a.id.key());
    assert!(damaged
        .iter()
        .any(|d| d.tree == "channels" && d.bytes == b"not json"));
}

#[test]
fn a_database_held_by_another_process_gives_a_clear_error() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("db");
    let mut child = Command::new(env!("CARGO_BIN_EXE_damero-crash-child"))
        .arg("hold")
        .arg(&path)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("spawn");
    let mut line = String::new();
    BufReader::new(child.stdout.take().expect("stdout"))
        .read_line(&mut line)
        .expect("read");
    assert_eq!(line.trim(), "ready");
    let err = SledStore::open(&path).expect_err("locked");
    drop(child.stdin.take());
    let _ = child.wait();
    assert!(matches!(err, StoreError::Locked { .. }), "{err}");
    assert!(
        err.to_string().contains("in use by another process"),
        "{err}"
    );
    SledStore::open(&path).expect("free again once the other process is gone");
}

#[test]
fn commits_to_different_channels_all_land_at_once() {
    let dir = tempfile::tempdir().expect("temp dir");
    let store = Arc::new(SledStore::open(dir.path().join("db")).expect("open"));
    let channels = 16u64;
    for ch in 1..=channels {
        store
            .start_game(&new_game(ch, Variant::Russian))
            .expect("start");
    }
    let plies = 10;
    let handles: Vec<_> = (1..=channels)
        .map(|ch| {
            let store = Arc::clone(&store);
            std::thread::spawn(move || {
                let mut rng = Rng(ch);
                for _ in 0..plies {
                    let record = game_of(&*store, ch);
                    let mut game = record.replay().expect("replay");
                    game.play(random_move(&game, &mut rng)).expect("legal");
                    store
                        .commit_move(ChannelId(ch), record.version, &game, 5)
                        .expect("different channels never conflict");
                }
            })
        })
        .collect();
    for h in handles {
        h.join().expect("thread");
    }
    for ch in 1..=channels {
        assert_eq!(game_of(&*store, ch).moves.len(), plies);
    }
}

#[test]
fn two_commits_to_one_channel_never_both_land_on_the_same_position() {
    let dir = tempfile::tempdir().expect("temp dir");
    let store = Arc::new(SledStore::open(dir.path().join("db")).expect("open"));
    store
        .start_game(&new_game(1, Variant::Spanish))
        .expect("start");
    for round in 0..20u64 {
        let record = game_of(&*store, 1);
        let barrier = Arc::new(Barrier::new(2));
        let handles: Vec<_> = (0..2u64)
            .map(|t| {
                let store = Arc::clone(&store);
                let record = record.clone();
                let barrier = Arc::clone(&barrier);
                std::thread::spawn(move || {
                    let mut rng = Rng(round * 2 + t + 1);
                    let mut game = record.replay().expect("replay");
                    game.play(random_move(&game, &mut rng)).expect("legal");
                    barrier.wait();
                    store.commit_move(ChannelId(1), record.version, &game, 5)
                })
            })
            .collect();
        let results: Vec<_> = handles
            .into_iter()
            .map(|h| h.join().expect("thread"))
            .collect();
        let landed = results.iter().filter(|r| r.is_ok()).count();
        assert_eq!(landed, 1, "round {round}: {results:?}");
        assert!(results
            .iter()
            .any(|r| matches!(r, Err(StoreError::Conflict { .. }))));
        let after = game_of(&*store, 1);
        assert_eq!(after.moves.len(), record.moves.len() + 1);
        assert_eq!(after.version, record.version + 1);
        if after.replay().expect("replay").outcome().is_some() {
            break;
        }
    }
}

/// A Turkish game stored before repetitions through sideways man moves were counted may go on
/// past its third repetition; it still loads, ended where the rules end it now (a draw by
/// repetition), instead of failing to replay.
#[test]
fn a_turkish_record_played_past_a_sideways_repetition_replays_to_the_draw() {
    let dir = tempfile::tempdir().expect("temp dir");
    let store = SledStore::open(dir.path().join("db")).expect("open");
    let mut record = store
        .start_game(&damero_storage::NewGame {
            start_fen: Some("W:Wa3,d3:Bh6,e6".into()),
            ..new_game(1, Variant::Turkish)
        })
        .expect("start");
    let shuffle = ["a3-b3", "h6-g6", "b3-a3", "g6-h6"];
    record.moves = shuffle
        .iter()
        .chain(&shuffle)
        .chain(&["d3-d4"])
        .map(|m| (*m).to_string())
        .collect();
    let game = record.replay().expect("it replays");
    assert_eq!(game.moves().count(), 8);
    assert_eq!(
        game.outcome(),
        Some(damero_rules::Outcome::Draw(
            damero_rules::DrawReason::Repetition
        ))
    );
    record.moves.push("zz".into());
    record.moves.swap(8, 9);
    assert!(record.replay().is_ok(), "nothing after the draw is read");
    record.moves = vec!["zz".into()];
    assert!(matches!(record.replay(), Err(StoreError::Replay { .. })));
}

#[test]
fn forgetting_removes_a_set_aside_player_record_and_names_unreadable_games() {
    use damero_rules::{Color, Outcome, WinReason};
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("db");
    let store = SledStore::open(&path).expect("open");
    let ana_wins = Outcome::Win {
        winner: Color::White,
        reason: WinReason::Resignation,
    };
    let mut ids = Vec::new();
    for channel in [1, 2] {
        let record = store
            .start_game(&new_game(channel, Variant::Spanish))
            .expect("start");
        store
            .record_result(ChannelId(channel), record.version, ana_wins, 5)
            .expect("finish");
        ids.push(record.id);
    }
    drop(store);
    {
        let db = raw_open(&path);
        db.open_tree("players")
            .expect("tree")
            .insert(common::ANA.key(), b"not json".to_vec())
            .expect("insert");
        db.open_tree("games")
            .expect("tree")
            .insert(ids[1].key(), b"not json either".to_vec())
            .expect("insert");
        db.flush().expect("flush");
    }
    let store = SledStore::open(&path).expect("open");
    assert!(matches!(
        store.player(common::ANA),
        Err(StoreError::Damaged { .. })
    ));
    let report = store.forget_user(common::ANA).expect("forget");
    assert!(!report.player_record, "it had been set aside");
    assert_eq!(
        (
            report.damaged,
            report.games,
            report.unreadable,
            report.index_entries
        ),
        (1, 1, 1, 1),
        "{report:?}"
    );
    assert!(store.damaged().expect("list").is_empty());
    // The unreadable game is set aside when read; the operator sees it there.
    assert!(store
        .player_games(common::ANA, 10)
        .expect("list")
        .is_empty());
    let damaged = store.damaged().expect("list");
    assert_eq!(damaged.len(), 1);
    assert_eq!(
        (damaged[0].tree.as_str(), damaged[0].key.as_slice()),
        ("games", &ids[1].key()[..])
    );
    // Its index entry goes with the next forget; then nothing is left.
    let again = store.forget_user(common::ANA).expect("again");
    assert_eq!((again.index_entries, again.unreadable), (1, 0), "{again:?}");
    assert!(store.forget_user(common::ANA).expect("third").is_empty());
}
