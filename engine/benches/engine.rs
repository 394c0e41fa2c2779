//! Engine benchmarks: nodes per second on the 8x8 games (one core) and obedience to the move
//! time. Run with `cargo bench -p damero-engine`; the figures are printed as well as measured.

use std::hint::black_box;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion};
use damero_engine::{Engine, Limits, Options, Situation};
use damero_rules::{Position, Variant};

/// Search a fixed node budget from the start position (nodes per second = budget / time).
fn nodes_per_second(c: &mut Criterion) {
    let mut group = c.benchmark_group("nps");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(8));
    for variant in [
        Variant::Spanish,
        Variant::Czech,
        Variant::Turkish,
        Variant::English,
        Variant::Huff10,
        Variant::Huff12,
    ] {
        let sit = Situation::new(&Position::start(variant));
        const NODES: u64 = 1_000_000;
        group.throughput(criterion::Throughput::Elements(NODES));
        group.bench_function(variant.name(), |b| {
            b.iter(|| {
                let mut engine = Engine::new(4);
                black_box(engine.think(
                    &sit,
                    &Limits::nodes(NODES),
                    &Options::level(10),
                    &AtomicBool::new(false),
                ))
            });
        });
    }
    group.finish();
}

/// Ask for 100 ms and 500 ms; the measured time per call must be within 10% of it (never over).
fn movetime(c: &mut Criterion) {
    let mut group = c.benchmark_group("movetime");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(10));
    for ms in [100u64, 500] {
        let sit = Situation::new(&Position::start(Variant::Spanish));
        group.bench_function(format!("spanish_{ms}ms"), |b| {
            b.iter(|| {
                let mut engine = Engine::new(4);
                let t = engine.think(
                    &sit,
                    &Limits::movetime_ms(ms),
                    &Options::level(10),
                    &AtomicBool::new(false),
                );
                let used = t.elapsed.as_secs_f64() * 1000.0;
                assert!(
                    used <= ms as f64 * 1.10 && used >= ms as f64 * 0.90,
                    "asked {ms} ms, used {used:.1} ms"
                );
                black_box(t)
            });
        });
    }
    group.finish();
}

criterion_group!(benches, nodes_per_second, movetime);
criterion_main!(benches);
