//! What only the shared PostgreSQL store must do: create its tables once when two processes
//! start together, refuse a newer database, give unique ids and serialise commits across
//! separate pools (as two processes would be), keep tables an operator can read, and say
//! "unavailable" — changing nothing — while the server is away, then carry on by itself.
//!
//! Each test uses a database of the binary's shared throwaway server (skipped with one line
//! when PostgreSQL is not installed; a failure with `CI_REQUIRE_POSTGRES=1`).

mod common;

use std::sync::{Arc, Barrier};

use common::{new_game, random_move, Rng, ANA, BEN};
use damero_rules::{Color, Outcome, Variant, WinReason};
use damero_storage::pg::server::TestServer;
use damero_storage::{ChannelId, ChannelState, GameRecord, PgStore, Store, StoreError};

const SKIPPED: &str = "the PostgreSQL store tests (storage/tests/postgres.rs)";

/// Black resigns the game in `channel` (stored at `version`), at 3 s.
fn black_resigns(store: &PgStore, channel: u64, version: u64) -> GameRecord {
    store
        .record_result(
            ChannelId(channel),
            version,
            Outcome::Win {
                winner: Color::White,
                reason: WinReason::Resignation,
            },
            3_000,
        )
        .expect("resign")
}

fn database(name: &str) -> Option<String> {
    let server = TestServer::shared(SKIPPED)?;
    Some(server.database(name).expect("a database"))
}

fn game_of(store: &dyn Store, channel: u64) -> GameRecord {
    match store.load(ChannelId(channel)).expect("load") {
        ChannelState::Game(g) => g,
        other => panic!("expected a game, got {other:?}"),
    }
}

fn sql(url: &str) -> postgres::Client {
    postgres::Client::connect(url, postgres::NoTls).expect("psql")
}

#[test]
fn two_processes_starting_at_once_create_the_tables_once() {
    let Some(url) = database("two_start") else {
        return;
    };
    let barrier = Arc::new(Barrier::new(4));
    let handles: Vec<_> = (0..4)
        .map(|_| {
            let (url, barrier) = (url.clone(), barrier.clone());
            std::thread::spawn(move || {
                barrier.wait();
                PgStore::connect(&url).map(|_| ())
            })
        })
        .collect();
    for h in handles {
        h.join().expect("thread").expect("every start succeeds");
    }
    let version: i64 = sql(&url)
        .query_one("SELECT version FROM damero_schema", &[])
        .expect("version")
        .get(0);
    assert_eq!(version, damero_storage::pg::PG_SCHEMA_VERSION);
}

#[test]
fn a_database_from_a_newer_damero_is_refused_untouched() {
    let Some(url) = database("too_new") else {
        return;
    };
    drop(PgStore::connect(&url).expect("create"));
    sql(&url)
        .batch_execute("UPDATE damero_schema SET version = 99")
        .expect("bump");
    let err = PgStore::connect(&url).expect_err("refused");
    assert!(matches!(err, StoreError::TooNew { found: 99, .. }), "{err}");
    let text = err.to_string();
    assert!(text.contains("newer Damero"), "{text}");
    assert!(!text.contains('\n'), "one sentence: {text}");
}

#[test]
fn ids_are_unique_and_commits_serialise_across_two_pools() {
    let Some(url) = database("two_pools") else {
        return;
    };
    let a: Arc<dyn Store> = Arc::new(PgStore::connect(&url).expect("a"));
    let b: Arc<dyn Store> = Arc::new(PgStore::connect(&url).expect("b"));
    // Ids from both "processes" at once never collide.
    let started: Vec<_> = [a.clone(), b.clone()]
        .into_iter()
        .enumerate()
        .map(|(i, store)| {
            std::thread::spawn(move || {
                (0..10)
                    .map(|n| {
                        store
                            .start_game(&new_game(100 + (i as u64) * 10 + n, Variant::Spanish))
                            .expect("start")
                            .id
                    })
                    .collect::<Vec<_>>()
            })
        })
        .collect();
    let mut ids: Vec<_> = started
        .into_iter()
        .flat_map(|h| h.join().expect("thread"))
        .collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), 20);
    // Two racing commits on one channel from the two pools: exactly one lands each round.
    let mut rng = Rng(11);
    for round in 0..10 {
        let record = game_of(a.as_ref(), 100);
        let mut game = record.replay().expect("replay");
        game.play(random_move(&game, &mut rng)).expect("legal");
        let barrier = Arc::new(Barrier::new(2));
        let handles: Vec<_> = [a.clone(), b.clone()]
            .into_iter()
            .map(|store| {
                let (game, barrier) = (game.clone(), barrier.clone());
                std::thread::spawn(move || {
                    barrier.wait();
                    store.commit_move(ChannelId(100), record.version, &game, 1_000 + round)
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
        if game_of(b.as_ref(), 100).status != damero_storage::Status::Ongoing {
            break;
        }
    }
}

#[test]
fn an_operator_reads_games_and_ratings_with_plain_sql() {
    let Some(url) = database("operator") else {
        return;
    };
    let store = PgStore::connect(&url).expect("connect");
    let mut new = new_game(7, Variant::Spanish);
    new.guild = Some(damero_storage::GuildId(99));
    let record = store.start_game(&new).expect("start");
    let mut game = record.replay().expect("replay");
    let mut rng = Rng(3);
    game.play(random_move(&game, &mut rng)).expect("legal");
    let record = store
        .commit_move(ChannelId(7), record.version, &game, 2_000)
        .expect("commit");
    black_resigns(&store, 7, record.version);
    let mut client = sql(&url);
    let row = client
        .query_one(
            "SELECT guild, channel, variant, white_id, black_id, status, result, reason, moves, \
             ended_at IS NOT NULL FROM games WHERE id = $1",
            &[&(record.id.0 as i64)],
        )
        .expect("row");
    assert_eq!(row.get::<_, Option<i64>>(0), Some(99));
    assert_eq!(row.get::<_, i64>(1), 7);
    assert_eq!(row.get::<_, String>(2), "spanish");
    assert_eq!(row.get::<_, Option<i64>>(3), Some(ANA.0 as i64));
    assert_eq!(row.get::<_, Option<i64>>(4), Some(BEN.0 as i64));
    assert_eq!(row.get::<_, String>(5), "finished");
    assert_eq!(row.get::<_, Option<String>>(6).as_deref(), Some("1-0"));
    assert_eq!(
        row.get::<_, Option<String>>(7).as_deref(),
        Some("resignation")
    );
    assert_eq!(row.get::<_, String>(8), record.moves.join(" "));
    assert!(row.get::<_, bool>(9), "ended_at is set");
    let ratings = client
        .query(
            "SELECT player, variant, games, wins, losses, rating FROM ratings ORDER BY player",
            &[],
        )
        .expect("ratings");
    assert_eq!(ratings.len(), 2);
    assert_eq!(ratings[0].get::<_, i64>(0), ANA.0 as i64);
    assert_eq!(ratings[0].get::<_, String>(1), "spanish");
    assert_eq!(ratings[0].get::<_, i32>(3), 1, "Ana won");
    assert_eq!(ratings[1].get::<_, i32>(4), 1, "Ben lost");
    assert!(ratings[0].get::<_, f64>(5) > ratings[1].get::<_, f64>(5));
}

#[test]
fn a_forgotten_player_is_gone_from_the_tables_an_operator_reads() {
    let Some(url) = database("forget") else {
        return;
    };
    let store = PgStore::connect(&url).expect("connect");
    let record = store
        .start_game(&new_game(8, Variant::Spanish))
        .expect("start");
    let done = black_resigns(&store, 8, record.version);
    let report = store.forget_user(ANA).expect("forget");
    assert_eq!((report.games, report.ratings), (1, 1));
    let mut client = sql(&url);
    let row = client
        .query_one(
            "SELECT white, white_id, black, black_id, record->'white'->>'name', \
             (record->'rating'->'white'->>'user')::bigint FROM games WHERE id = $1",
            &[&(done.id.0 as i64)],
        )
        .expect("row");
    assert_eq!(
        row.get::<_, Option<String>>(0).as_deref(),
        Some(damero_storage::FORGOTTEN_NAME)
    );
    assert_eq!(row.get::<_, Option<i64>>(1), Some(0));
    assert_eq!(row.get::<_, Option<String>>(2).as_deref(), Some("Ben"));
    assert_eq!(row.get::<_, Option<i64>>(3), Some(BEN.0 as i64));
    assert_eq!(
        row.get::<_, Option<String>>(4).as_deref(),
        Some(damero_storage::FORGOTTEN_NAME)
    );
    assert_eq!(row.get::<_, Option<i64>>(5), Some(0));
    let ana = ANA.0 as i64;
    for (what, query) in [
        ("player row", "SELECT count(*) FROM players WHERE id = $1"),
        (
            "rating rows",
            "SELECT count(*) FROM ratings WHERE player = $1",
        ),
        (
            "games by id",
            "SELECT count(*) FROM games WHERE white_id = $1 OR black_id = $1",
        ),
    ] {
        let n: i64 = client.query_one(query, &[&ana]).expect(what).get(0);
        assert_eq!(n, 0, "{what}");
    }
    let ben: i64 = client
        .query_one(
            "SELECT count(*) FROM ratings WHERE player = $1",
            &[&(BEN.0 as i64)],
        )
        .expect("ben")
        .get(0);
    assert_eq!(ben, 1, "Ben keeps his rating");
}

#[test]
fn a_lost_server_makes_calls_unavailable_changing_nothing_and_play_resumes() {
    if TestServer::shared(SKIPPED).is_none() {
        return;
    }
    // A server of its own: this test stops it.
    let server = TestServer::start(false).expect("own server");
    let url = server.database("lost").expect("a database");
    let store = PgStore::connect(&url).expect("connect");
    store
        .start_game(&new_game(5, Variant::Russian))
        .expect("start");
    let record = game_of(&store, 5);
    let mut game = record.replay().expect("replay");
    let mut rng = Rng(5);
    game.play(random_move(&game, &mut rng)).expect("legal");

    server.stop().expect("stop");
    let started = std::time::Instant::now();
    let err = store
        .commit_move(ChannelId(5), record.version, &game, 1_000)
        .expect_err("no server");
    assert!(matches!(err, StoreError::Unavailable(_)), "{err}");
    assert!(
        matches!(store.load(ChannelId(5)), Err(StoreError::Unavailable(_))),
        "reads too"
    );
    assert!(started.elapsed() < std::time::Duration::from_secs(10));

    server.restart().expect("restart");
    // Nothing was half-written, and the same commit now lands through a fresh connection.
    assert_eq!(game_of(&store, 5), record);
    let stored = store
        .commit_move(ChannelId(5), record.version, &game, 2_000)
        .expect("commit after the server came back");
    assert_eq!(stored.version, record.version + 1);
}

#[test]
fn a_sled_store_copies_to_postgres_and_back_with_every_game_replaying() {
    let Some(url) = database("copy") else {
        return;
    };
    let dir = tempfile::tempdir().expect("temp dir");
    let sled = damero_storage::SledStore::open(dir.path().join("a")).expect("sled");
    let mut rng = Rng(21);
    for channel in 1..=4 {
        let record = sled
            .start_game(&new_game(channel, Variant::Russian))
            .expect("start");
        let mut game = record.replay().expect("replay");
        let mut version = record.version;
        for _ in 0..channel * 3 {
            game.play(random_move(&game, &mut rng)).expect("legal");
            version = sled
                .commit_move(ChannelId(channel), version, &game, 10)
                .expect("commit")
                .version;
        }
    }
    sled.record_result(
        ChannelId(4),
        game_of(&sled, 4).version,
        Outcome::Win {
            winner: Color::Black,
            reason: WinReason::Resignation,
        },
        20,
    )
    .expect("resign");
    let tournament = damero_storage::TournamentRecord {
        id: 0,
        guild: damero_storage::GuildId(3),
        channel: ChannelId(30),
        name: "Cup".into(),
        variant: Variant::Russian,
        move_time_ms: None,
        director: damero_storage::Human {
            id: BEN,
            name: "Ben".into(),
        },
        created_ms: 1,
        starts_ms: None,
        ends_ms: None,
        status: damero_storage::TournamentStatus::Open,
        version: 0,
        announced: 0,
        competition: damero_tournament::Competition::new(
            damero_tournament::Format::RoundRobin { cycles: 1 },
            Vec::new(),
        ),
    };
    let cup = sled.create_tournament(&tournament).expect("tournament");
    let pg = PgStore::connect(&url).expect("pg");
    let report = sled.copy_into(&pg).expect("copy");
    assert_eq!((report.games, report.replayed), (4, 4));
    // Tournaments come along, and the next one's id follows theirs.
    assert_eq!(pg.tournament(cup.id).expect("read"), Some(cup.clone()));
    assert_eq!(
        pg.create_tournament(&tournament).expect("create").id,
        cup.id + 1
    );
    assert_eq!(
        pg.ongoing_games().expect("list"),
        sled.ongoing_games().expect("list")
    );
    assert_eq!(pg.player(BEN).expect("ben"), sled.player(BEN).expect("ben"));
    // New ids continue after the copied ones, and a second copy into a full store is refused.
    let next = pg
        .start_game(&new_game(9, Variant::Spanish))
        .expect("start");
    assert_eq!(next.id.0, 5);
    assert!(sled.copy_into(&pg).is_err());
    // And back into a fresh sled store.
    let back = damero_storage::SledStore::open(dir.path().join("b")).expect("sled b");
    let report = pg.copy_into(&back).expect("copy back");
    assert_eq!((report.games, report.replayed), (5, 5));
    assert_eq!(
        back.start_game(&new_game(10, Variant::Spanish))
            .expect("start")
            .id
            .0,
        6
    );
}
