//! The deadline loop's cost with 10,000 running games: `cargo bench -p damero-storage --bench
//! deadlines`.
//!
//! Every second the referee's loop asks the store for the due deadlines (`Store::due(now, 64)`).
//! This measures that call with 10,000 running games between people (each with a deadline in
//! the `deadlines` index) when nothing is due (the usual tick) and when 64 games are due (a
//! busy tick), on sled and on the in-memory twin; and, for comparison, what a tick would cost
//! if it had to scan every running game instead (`ongoing_games`).

use std::time::Duration;

use criterion::{black_box, Criterion};
use damero_rules::Variant;
use damero_storage::{ChannelId, MemoryStore, NewGame, Seat, SledStore, Store, UserId};

const GAMES: u64 = 10_000;
const MOVE_TIME: u64 = 3 * 24 * 3600 * 1000;

/// 10,000 running games started one ms apart: game i's deadline is `i + MOVE_TIME`.
fn fill(store: &dyn Store) {
    for i in 0..GAMES {
        store
            .start_game(&NewGame {
                channel: ChannelId(1_000_000 + i),
                guild: None,
                variant: Variant::Spanish,
                start_fen: None,
                white: Seat::human(UserId(2 * i + 1), "Ana"),
                black: Seat::human(UserId(2 * i + 2), "Ben"),
                now_ms: i,
                move_time_ms: Some(MOVE_TIME),
            })
            .expect("start");
    }
}

fn main() {
    let mut criterion = Criterion::default()
        .configure_from_args()
        .sample_size(50)
        .measurement_time(Duration::from_secs(3));
    let dir = tempfile::tempdir().expect("temp dir");
    let sled = SledStore::open_with(
        dir.path().join("db"),
        damero_storage::Durability::ProcessCrash,
    )
    .expect("open");
    let memory = MemoryStore::new();
    let started = std::time::Instant::now();
    fill(&sled);
    println!("started {GAMES} games in sled in {:?}", started.elapsed());
    fill(&memory);
    let quiet = MOVE_TIME - 1; // nothing due yet
    let busy = MOVE_TIME + 63; // the first 64 are due
    assert!(sled.due(quiet, 64).expect("due").is_empty());
    assert_eq!(sled.due(busy, 64).expect("due").len(), 64);
    let mut group = criterion.benchmark_group("deadline_tick_10k_running");
    group.bench_function("sled/nothing_due", |b| {
        b.iter(|| black_box(sled.due(black_box(quiet), 64).expect("due")))
    });
    group.bench_function("sled/64_due", |b| {
        b.iter(|| black_box(sled.due(black_box(busy), 64).expect("due")))
    });
    group.bench_function("memory/nothing_due", |b| {
        b.iter(|| black_box(memory.due(black_box(quiet), 64).expect("due")))
    });
    group.bench_function("sled/scan_every_running_game_instead", |b| {
        b.iter(|| black_box(sled.ongoing_games().expect("list").len()))
    });
    group.finish();
    criterion.final_summary();
}
