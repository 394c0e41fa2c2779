//! Storage benchmarks: `cargo bench -p damero-storage --bench storage`.
//!
//! - `commit`: one move committed durably (transaction + sled flush/fsync), p50/p99 printed by a
//!   timing loop of our own (criterion reports means and medians only).
//! - `load_replay_200`: load a channel holding a 200-ply game and replay it through the rules
//!   core, with an empty database and again with 100,000 archived games stored (the database
//!   size is printed).

use std::path::Path;
use std::time::{Duration, Instant};

use criterion::{black_box, Criterion};
use damero_rules::{Game, Variant};
use damero_storage::{
    ChannelId, ChannelState, Durability, GameRecord, NewGame, Seat, SledStore, Status, Store,
    UserId,
};

fn new_game(channel: u64, variant: Variant) -> NewGame {
    NewGame {
        channel: ChannelId(channel),
        guild: None,
        variant,
        start_fen: None,
        white: Seat::human(UserId(1), "Ana"),
        black: Seat::Bot { level: 3 },
        now_ms: 0,
        move_time_ms: None,
    }
}

/// Commit every move of `game` into `channel`, one durable commit each; returns the times.
fn commit_all(store: &SledStore, channel: u64, game: &Game) -> Vec<Duration> {
    let record = store
        .start_game(&new_game(channel, game.variant()))
        .expect("start");
    let mut version = record.version;
    let mut replay = Game::new(game.variant());
    let mut times = Vec::new();
    for event in game.events() {
        if let damero_rules::Event::Move { detail, .. } = event {
            replay.play(detail.clone()).expect("legal");
            let t = Instant::now();
            let stored = store
                .commit_move(ChannelId(channel), version, &replay, 1)
                .expect("commit");
            times.push(t.elapsed());
            version = stored.version;
        }
    }
    times
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

fn dir_size(path: &Path) -> u64 {
    std::fs::read_dir(path)
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .map(|e| match e.metadata() {
                    Ok(m) if m.is_dir() => dir_size(&e.path()),
                    Ok(m) => m.len(),
                    Err(_) => 0,
                })
                .sum()
        })
        .unwrap_or(0)
}

fn load_replay(store: &SledStore, channel: u64) -> Game {
    match store.load(ChannelId(channel)).expect("load") {
        ChannelState::Game(record) => record.replay().expect("replay"),
        _ => panic!("no game"),
    }
}

fn main() {
    let mut criterion = Criterion::default()
        .configure_from_args()
        .sample_size(30)
        .measurement_time(Duration::from_secs(4));
    // On the real disk (not a tmpfs), so that fsync costs what it costs.
    let base = Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/bench-storage");
    let _ = std::fs::remove_dir_all(&base);
    std::fs::create_dir_all(&base).expect("bench dir");
    let dir = tempfile::tempdir_in(&base).expect("temp dir");
    let path = dir.path().join("db");

    let variant = Variant::International;
    let game = damero_rules::lasting_game(variant, 200);
    println!(
        "game: {variant}, {} plies, outcome {:?}",
        game.events().len(),
        game.outcome()
    );

    // --- commit p50/p99 ---
    let store = SledStore::open(&path).expect("open");
    let mut times = Vec::new();
    for round in 0..10u64 {
        times.extend(commit_all(&store, 100 + round, &game));
    }
    times.sort();
    println!(
        "commit_move durable, Durability::PowerLoss: n={} p50={:?} p99={:?} max={:?} mean={:?}",
        times.len(),
        percentile(&times, 0.50),
        percentile(&times, 0.99),
        times[times.len() - 1],
        times.iter().sum::<Duration>() / times.len() as u32
    );

    // --- the same with sled's flush only (no fsync of the log) ---
    {
        let fast =
            SledStore::open_with(dir.path().join("fast"), Durability::ProcessCrash).expect("open");
        let mut times = Vec::new();
        for round in 0..10u64 {
            times.extend(commit_all(&fast, 100 + round, &game));
        }
        times.sort();
        println!(
            "commit_move durable, Durability::ProcessCrash: n={} p50={:?} p99={:?} max={:?}",
            times.len(),
            percentile(&times, 0.50),
            percentile(&times, 0.99),
            times[times.len() - 1],
        );
    }

    // --- load + replay, nearly empty database ---
    commit_all(&store, 1, &game);
    let mut group = criterion.benchmark_group("storage");
    group.bench_function("load_only/small_db", |b| {
        b.iter(|| black_box(store.load(ChannelId(1)).expect("load")))
    });
    group.bench_function("load_replay_200/small_db", |b| {
        b.iter(|| black_box(load_replay(&store, 1)))
    });
    let record = match store.load(ChannelId(1)).expect("load") {
        ChannelState::Game(r) => r,
        _ => panic!("no game"),
    };
    group.bench_function("replay_only_200", |b| {
        b.iter(|| black_box(record.replay().expect("replay")))
    });
    drop(store);

    // --- 100,000 archived games written straight into the trees (documented layout) ---
    let archived = 100_000u64;
    let template: GameRecord = {
        let mut r = record.clone();
        r.moves.truncate(60);
        r.status = Status::Finished;
        r
    };
    let t = Instant::now();
    {
        let db = sled::open(&path).expect("raw open");
        let games = db.open_tree("games").expect("tree");
        let by_channel = db.open_tree("by_channel").expect("tree");
        let by_player = db.open_tree("by_player").expect("tree");
        let meta = db.open_tree("meta").expect("tree");
        let first = 1_000_000u64;
        for chunk in 0..(archived / 1_000) {
            let mut g = sled::Batch::default();
            let mut c = sled::Batch::default();
            let mut p = sled::Batch::default();
            for i in 0..1_000 {
                let id = first + chunk * 1_000 + i;
                let mut r = template.clone();
                r.id = damero_storage::GameId(id);
                r.channel = ChannelId(10_000 + id % 1_000);
                g.insert(&id.to_be_bytes(), serde_json::to_vec(&r).expect("json"));
                let mut ck = r.channel.0.to_be_bytes().to_vec();
                ck.extend_from_slice(&id.to_be_bytes());
                c.insert(ck, &[]);
                let mut pk = (id % 2_000).to_be_bytes().to_vec();
                pk.extend_from_slice(&id.to_be_bytes());
                p.insert(pk, &[]);
            }
            games.apply_batch(g).expect("batch");
            by_channel.apply_batch(c).expect("batch");
            by_player.apply_batch(p).expect("batch");
        }
        meta.insert("next_game", &(first + archived).to_be_bytes())
            .expect("meta");
        db.flush().expect("flush");
    }
    println!("wrote {archived} archived games in {:?}", t.elapsed());
    let store = SledStore::open(&path).expect("reopen");
    println!(
        "database: {} games stored; sled size_on_disk = {:.1} MB, directory = {:.1} MB",
        archived + 11,
        store.size_on_disk().expect("size") as f64 / 1e6,
        dir_size(&path) as f64 / 1e6
    );
    group.bench_function("load_only/100k_games", |b| {
        b.iter(|| black_box(store.load(ChannelId(1)).expect("load")))
    });
    group.bench_function("load_replay_200/100k_games", |b| {
        b.iter(|| black_box(load_replay(&store, 1)))
    });
    group.bench_function("player_games_20/100k_games", |b| {
        b.iter(|| black_box(store.player_games(UserId(7), 20).expect("list")))
    });
    group.finish();
    let mut times = Vec::new();
    for round in 0..5u64 {
        times.extend(commit_all(&store, 200 + round, &game));
    }
    times.sort();
    println!(
        "commit_move durable with 100k games: n={} p50={:?} p99={:?}",
        times.len(),
        percentile(&times, 0.50),
        percentile(&times, 0.99)
    );
    drop(store);
    criterion.final_summary();
}
