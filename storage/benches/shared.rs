//! sled against PostgreSQL: `cargo bench -p damero-storage --bench shared` (add `-- --quick`
//! for a short run). Starts a throwaway PostgreSQL with its durable defaults (fsync on,
//! `synchronous_commit` on) on 127.0.0.1; skipped with one line when PostgreSQL is missing.
//!
//! - `commit`: one move committed durably, p50/p99 over the moves of long games, sled (its
//!   default flush) and PostgreSQL side by side, one game at a time.
//! - `channels`: moves per second with many channels playing at once (threads each committing
//!   moves in their own channels): one store, then two stores (two pools, as two processes)
//!   on one PostgreSQL database.

use std::sync::Arc;
use std::time::{Duration, Instant};

use damero_rules::{Game, Variant};
use damero_storage::pg::server::TestServer;
use damero_storage::{ChannelId, NewGame, PgStore, Seat, SledStore, Store, UserId};

fn new_game(channel: u64) -> NewGame {
    NewGame {
        channel: ChannelId(channel),
        guild: Some(damero_storage::GuildId(channel % 7)),
        variant: Variant::International,
        start_fen: None,
        white: Seat::human(UserId(1), "Ana"),
        black: Seat::human(UserId(2), "Ben"),
        now_ms: 0,
        move_time_ms: Some(3_600_000),
    }
}

/// Commit the moves of `game` into `channel` one by one; the time of each commit.
fn commit_all(store: &dyn Store, channel: u64, game: &Game, plies: usize) -> Vec<Duration> {
    let record = store.start_game(&new_game(channel)).expect("start");
    let mut version = record.version;
    let mut replay = Game::new(game.variant());
    let mut times = Vec::new();
    for event in game.events().iter().take(plies) {
        if let damero_rules::Event::Move { detail, .. } = event {
            replay.play(detail.clone()).expect("legal");
            let t = Instant::now();
            let stored = store
                .commit_move(ChannelId(channel), version, &replay, 1)
                .expect("commit");
            times.push(t.elapsed());
            version = stored.version;
            if stored.status != damero_storage::Status::Ongoing {
                break;
            }
        }
    }
    times
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

fn report(name: &str, mut times: Vec<Duration>) {
    times.sort();
    println!(
        "commit {name:<10} n={:<5} p50 {:>7.3} ms  p99 {:>7.3} ms  max {:>7.3} ms",
        times.len(),
        percentile(&times, 0.5).as_secs_f64() * 1e3,
        percentile(&times, 0.99).as_secs_f64() * 1e3,
        times.last().copied().unwrap_or_default().as_secs_f64() * 1e3,
    );
}

/// `threads` threads share `channels` channels round-robin, each committing `plies` moves per
/// channel; returns moves per second.
fn many_channels(stores: &[Arc<dyn Store>], channels: u64, plies: usize, base: u64) -> f64 {
    let game = Arc::new(damero_rules::lasting_game(Variant::International, 200));
    let threads = 8u64;
    let started = Instant::now();
    let handles: Vec<_> = (0..threads)
        .map(|t| {
            let store = stores[(t as usize) % stores.len()].clone();
            let game = game.clone();
            std::thread::spawn(move || {
                let mut moves = 0;
                for c in (0..channels).filter(|c| c % threads == t) {
                    moves += commit_all(store.as_ref(), base + c, &game, plies).len();
                }
                moves
            })
        })
        .collect();
    let moves: usize = handles.into_iter().map(|h| h.join().expect("thread")).sum();
    moves as f64 / started.elapsed().as_secs_f64()
}

fn main() {
    let quick = std::env::args().any(|a| a == "--quick");
    let (games, plies, channels) = if quick {
        (3, 60, 200)
    } else {
        (10, 200, 1_000)
    };
    let game = damero_rules::lasting_game(Variant::International, 200);
    let dir = tempfile::tempdir().expect("temp dir");
    let sled = SledStore::open(dir.path().join("db")).expect("sled");
    let mut times = Vec::new();
    for g in 0..games {
        times.extend(commit_all(&sled, g, &game, plies));
    }
    report("sled", times);

    if damero_storage::pg::server::binaries().is_none() {
        println!(
            "skipped PostgreSQL: not installed; {}",
            damero_storage::pg::server::INSTALL_HINT
        );
        return;
    }
    let server = TestServer::start(true).expect("PostgreSQL starts");
    let url = server.database("bench").expect("database");
    let pg = PgStore::connect(&url).expect("connect");
    let mut times = Vec::new();
    for g in 0..games {
        times.extend(commit_all(&pg, g, &game, plies));
    }
    report("postgres", times);

    let sled: Arc<dyn Store> = Arc::new(sled);
    let one: Arc<dyn Store> = Arc::new(pg);
    let two: Arc<dyn Store> = Arc::new(PgStore::connect(&url).expect("second pool"));
    let p = plies.min(20);
    println!(
        "{channels} channels x {p} moves, 8 threads: sled {:.0} moves/s",
        many_channels(&[sled], channels, p, 1_000_000)
    );
    println!(
        "{channels} channels x {p} moves, 8 threads: postgres one pool {:.0} moves/s",
        many_channels(std::slice::from_ref(&one), channels, p, 2_000_000)
    );
    println!(
        "{channels} channels x {p} moves, 8 threads: postgres two pools {:.0} moves/s",
        many_channels(&[one, two], channels, p, 3_000_000)
    );
}
