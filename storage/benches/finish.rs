//! What the rating update adds to finishing a game: `cargo bench -p damero-storage --bench finish`.
//!
//! A finish between two people (`record_result`) reads and writes both players' records and
//! runs Glicko-2 inside the transaction that archives the game. It is compared with a draw
//! offer (`set_draw_offer`: the same read-check-write of the game, no players) on the in-memory
//! store (the CPU cost alone) and on sled with its durable flush; the Glicko-2 step alone is
//! timed too.

use std::time::{Duration, Instant};

use damero_rules::{Color, Outcome, Variant, WinReason};
use damero_storage::rating::rate;
use damero_storage::{
    ChannelId, Durability, MemoryStore, NewGame, RatingRecord, Score, Seat, SledStore, Store,
    UserId,
};

const GAMES: u64 = 2_000;

fn new_game(channel: u64, black: Seat) -> NewGame {
    NewGame {
        channel: ChannelId(channel),
        guild: None,
        variant: Variant::Spanish,
        start_fen: None,
        white: Seat::human(UserId(1 + channel % 50), "Ana"),
        black,
        now_ms: 0,
        move_time_ms: None,
    }
}

fn p(sorted: &[Duration], q: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * q).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

/// p50 and p99 of: a draw offer, a rated finish, a finish against the bot.
fn measure(store: &dyn Store, label: &str) {
    let win = Outcome::Win {
        winner: Color::White,
        reason: WinReason::Resignation,
    };
    let (mut offer, mut rated, mut bot) = (Vec::new(), Vec::new(), Vec::new());
    for i in 0..GAMES {
        let ch = 1_000_000 + i;
        let record = store
            .start_game(&new_game(ch, Seat::human(UserId(100 + i % 50), "Ben")))
            .expect("start");
        let t = Instant::now();
        let offered = store
            .set_draw_offer(ChannelId(ch), record.version, Some(Color::White), i)
            .expect("offer");
        offer.push(t.elapsed());
        let t = Instant::now();
        let done = store
            .record_result(ChannelId(ch), offered.version, win, i + 1)
            .expect("finish");
        rated.push(t.elapsed());
        assert!(done.rating.is_some());
        let ch = 2_000_000 + i;
        let record = store
            .start_game(&new_game(ch, Seat::Bot { level: 3 }))
            .expect("start");
        let t = Instant::now();
        store
            .record_result(ChannelId(ch), record.version, win, i + 1)
            .expect("finish");
        bot.push(t.elapsed());
    }
    for (name, times) in [
        ("draw offer (no players)", &mut offer),
        ("rated finish (2 players + Glicko-2)", &mut rated),
        ("finish against the bot (1 player)", &mut bot),
    ] {
        times.sort();
        println!(
            "{label}: {name}: n={} p50={:?} p99={:?}",
            times.len(),
            p(times, 0.5),
            p(times, 0.99)
        );
    }
}

fn main() {
    let n = 100_000;
    let (mut w, mut b) = (RatingRecord::default(), RatingRecord::default());
    let t = Instant::now();
    for i in 0..n {
        let score = if i % 3 == 0 {
            Score::Draw
        } else {
            Score::WhiteWins
        };
        (w, b) = rate(&w, &b, score, i);
    }
    println!(
        "Glicko-2 step alone: {:?} per game ({n} games; ratings end at {:.0} / {:.0})",
        t.elapsed() / n as u32,
        w.rating,
        b.rating
    );
    measure(&MemoryStore::new(), "memory");
    // On the real disk (not a tmpfs), so that the flush costs what it costs.
    let base = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/bench-finish");
    std::fs::create_dir_all(&base).expect("bench dir");
    let dir = tempfile::tempdir_in(&base).expect("temp dir");
    let store =
        SledStore::open_with(dir.path().join("db"), Durability::ProcessCrash).expect("open");
    measure(&store, "sled (durable flush)");
}
