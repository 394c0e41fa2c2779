//! Searches with helper threads (`Options::threads`) among engines that share one count of
//! searches (`Searches`, as the bot's games do).

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use damero_engine::{Engine, Limits, Options, Searches, Situation, Thought};
use damero_rules::{Position, Variant};

fn start(variant: Variant) -> Situation {
    Situation::new(&Position::start(variant))
}

/// A fresh engine counting its searches in `searches`.
fn engine(hash_mb: usize, searches: &Searches) -> Engine {
    Engine::new(hash_mb).with_searches(searches.clone())
}

#[test]
fn helpers_search_alone_and_give_way_to_another_game() {
    let searches = Searches::default();
    let helpers_running = || searches.helpers_running();
    let think = |sit: &Situation, limits: &Limits, opts: &Options, stop: &AtomicBool| -> Thought {
        engine(4, &searches).think(sit, limits, opts, stop)
    };
    let no_stop = AtomicBool::new(false);
    // Alone: the search takes its helpers, and its move is legal.
    let sit = start(Variant::International);
    let t = think(
        &sit,
        &Limits::depth(9),
        &Options::level(10).with_threads(3),
        &no_stop,
    );
    assert_eq!(t.threads, 3);
    let best = t.best.expect("a move");
    let legal = Position::start(Variant::International).details(false);
    assert!(legal.iter().any(|d| d.mv == best), "{best:?} is not legal");
    // The same forced win is found with helpers as without.
    let win = Situation::new(&Position::from_fen(Variant::Czech, "W:Wc3:Bd4").expect("FEN"));
    let one = think(&win, &Limits::depth(6), &Options::level(10), &no_stop);
    let three = think(
        &win,
        &Limits::depth(6),
        &Options::level(10).with_threads(3),
        &no_stop,
    );
    assert_eq!((one.best, one.score), (three.best, three.score));
    // While another game is thinking, a search gets no helpers.
    let busy = AtomicBool::new(false);
    std::thread::scope(|scope| {
        let other = scope.spawn(|| {
            engine(4, &searches).think(
                &start(Variant::Spanish),
                &Limits::movetime_ms(60_000),
                &Options::level(10),
                &busy,
            )
        });
        std::thread::sleep(Duration::from_millis(200));
        let t = think(
            &sit,
            &Limits::depth(5),
            &Options::level(10).with_threads(4),
            &no_stop,
        );
        assert_eq!(t.threads, 1);
        busy.store(true, Ordering::Relaxed);
        assert!(other.join().expect("no panic").best.is_some());
    });
    // A search thinking with helpers: when another game starts thinking, the helpers stop at
    // once (the first search goes on alone) so that the new game gets the cores.
    let long = AtomicBool::new(false);
    let other = AtomicBool::new(false);
    std::thread::scope(|scope| {
        let first = scope.spawn(|| {
            engine(8, &searches).think(
                &sit,
                &Limits::movetime_ms(60_000),
                &Options::level(10).with_threads(3),
                &long,
            )
        });
        assert!(
            wait_for(|| helpers_running() == 2),
            "the lone search never had its 2 helpers running"
        );
        let second = scope.spawn(|| {
            engine(4, &searches).think(
                &start(Variant::Spanish),
                &Limits::movetime_ms(60_000),
                &Options::level(10),
                &other,
            )
        });
        let gave_way = wait_for(|| helpers_running() == 0);
        let first_still_thinking = !first.is_finished();
        other.store(true, Ordering::Relaxed);
        long.store(true, Ordering::Relaxed);
        let first = first.join().expect("no panic");
        assert!(second.join().expect("no panic").best.is_some());
        assert!(gave_way, "the helpers kept searching beside another game");
        assert!(first_still_thinking, "the first search stopped too");
        assert_eq!(first.threads, 3);
        assert!(first.best.is_some());
    });
    assert_eq!(helpers_running(), 0);
}

/// Whether `done` holds within 20 seconds (polled every 5 ms).
fn wait_for(done: impl Fn() -> bool) -> bool {
    let until = Instant::now() + Duration::from_secs(20);
    while Instant::now() < until {
        if done() {
            return true;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    done()
}
