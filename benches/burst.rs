//! A burst of moves: 50 channels each play 20 moves of a game between two people at the same
//! time, through the referee with the bot's real store (sled, durable) and painter (640 px
//! boards). Prints the reply latency of every move (from the call to the answer with its
//! picture), p50 / p99 / max, and the moves per second of the whole burst.
//!
//! Meanwhile 10 other channels each ask for the variant list 20 times (a command that paints
//! nothing and takes no store): their latency shows what the burst costs everyone else.
//!
//! `cargo bench --bench burst` (optimised), or `cargo bench --profile dev --bench burst` for a
//! quick look. `BURST_CHANNELS` and `BURST_MOVES` change the size.

use std::sync::Arc;
use std::time::{Duration, Instant};

use damero::referee::{Actor, Referee, RefereeConfig, Seat, SledStore, UserId};
use damero::wired::{EngineOpponent, RenderPainter};
use damero_rules::{Game, Variant};

fn env_or(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// The first `n` moves of a deterministic game (always the first legal move), as text.
fn line(variant: Variant, n: usize) -> Vec<String> {
    let mut game = Game::new(variant);
    let rules = variant.rules();
    let mut out = Vec::new();
    for _ in 0..n {
        let Some(detail) = game.position().details(false).first().cloned() else {
            break;
        };
        out.push(damero_rules::move_text(
            rules,
            &detail,
            rules.default_notation(),
        ));
        if game.play(detail).is_err() || game.outcome().is_some() {
            break;
        }
    }
    out
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

fn main() {
    let channels = env_or("BURST_CHANNELS", 50);
    let moves = env_or("BURST_MOVES", 20);
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    let folder = tempfile::tempdir().expect("a temporary folder");
    let store = Arc::new(SledStore::open(folder.path().join("db")).expect("a store"));
    let referee = Referee::new(
        store,
        Arc::new(RenderPainter::new(640).expect("a renderer")),
        Arc::new(EngineOpponent::new()),
        RefereeConfig {
            move_time: None,
            ..RefereeConfig::default()
        },
    );
    let line = Arc::new(line(Variant::Spanish, moves));
    let players = [
        Actor {
            id: 1,
            name: "Ana".into(),
        },
        Actor {
            id: 2,
            name: "Ben".into(),
        },
    ];
    let (latencies, wall, others) = runtime.block_on(async {
        for channel in 1..=channels as u64 {
            let started = referee
                .start_game(
                    channel,
                    Some(Variant::Spanish),
                    Seat::human(UserId(1), "Ana".to_string()),
                    Seat::human(UserId(2), "Ben".to_string()),
                )
                .await;
            assert!(!started.is_error(), "a game starts");
        }
        let barrier = Arc::new(tokio::sync::Barrier::new(channels));
        let began = Instant::now();
        let mut tasks = Vec::new();
        for channel in 1..=channels as u64 {
            let referee = referee.clone();
            let line = line.clone();
            let players = players.clone();
            let barrier = barrier.clone();
            tasks.push(tokio::spawn(async move {
                barrier.wait().await;
                let mut out = Vec::new();
                for (i, text) in line.iter().enumerate() {
                    let asked = Instant::now();
                    let response = referee
                        .handle(
                            channel,
                            &players[i % 2],
                            damero::commands::Move(text.clone()),
                        )
                        .await;
                    out.push(asked.elapsed());
                    assert!(!response.is_error(), "move {text} is played");
                    assert!(
                        response.replies.iter().any(|r| r.board.is_some()),
                        "the answer has its picture"
                    );
                }
                out
            }));
        }
        let mut observers = Vec::new();
        for channel in 1001..=1010u64 {
            let referee = referee.clone();
            let asker = players[0].clone();
            observers.push(tokio::spawn(async move {
                let mut out = Vec::new();
                for _ in 0..20 {
                    let asked = Instant::now();
                    let response = referee
                        .handle(channel, &asker, damero::commands::Variants)
                        .await;
                    out.push(asked.elapsed());
                    assert!(!response.is_error(), "the variant list");
                    tokio::time::sleep(Duration::from_millis(20)).await;
                }
                out
            }));
        }
        let mut all = Vec::new();
        for task in tasks {
            all.extend(task.await.expect("a channel's task"));
        }
        let wall = began.elapsed();
        let mut others = Vec::new();
        for task in observers {
            others.extend(task.await.expect("an observer"));
        }
        (all, wall, others)
    });
    let mut sorted = latencies;
    sorted.sort();
    println!(
        "burst: {channels} channels x {} moves = {} moves in {:.2} s ({:.0} moves/s); reply latency p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        line.len(),
        sorted.len(),
        wall.as_secs_f64(),
        sorted.len() as f64 / wall.as_secs_f64(),
        percentile(&sorted, 0.5).as_secs_f64() * 1e3,
        percentile(&sorted, 0.99).as_secs_f64() * 1e3,
        sorted.last().copied().unwrap_or_default().as_secs_f64() * 1e3,
    );
    let mut others = others;
    others.sort();
    println!(
        "meanwhile: {} variant lists in other channels, latency p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        others.len(),
        percentile(&others, 0.5).as_secs_f64() * 1e3,
        percentile(&others, 0.99).as_secs_f64() * 1e3,
        others.last().copied().unwrap_or_default().as_secs_f64() * 1e3,
    );
}
