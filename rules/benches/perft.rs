//! Move generation speed: perft from the start of the seed games (bulk-counted last ply).
//!
//! `cargo bench -p damero-rules --bench perft`. The headline figures (Spanish perft(11), Turkish
//! perft(8)) come from the CLI, which prints nodes per second: `damero perft spanish 11`.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use damero_rules::{Position, Variant};

fn perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    for (variant, depth) in [
        (Variant::Spanish, 8),
        (Variant::Czech, 8),
        (Variant::Turkish, 6),
        (Variant::Huff10, 6),
        (Variant::Huff12, 5),
        (Variant::International, 6),
    ] {
        let pos = Position::start(variant);
        let nodes = pos.perft(depth);
        group.throughput(Throughput::Elements(nodes));
        group.bench_function(format!("{variant}/{depth}"), |b| {
            b.iter(|| pos.perft(depth))
        });
    }
    group.finish();
}

fn resolve(c: &mut Criterion) {
    // The bot's path for one typed move: parse, resolve against the position, play.
    let game = damero_rules::Game::new(Variant::Spanish);
    c.bench_function("resolve_and_play/spanish", |b| {
        b.iter(|| {
            let mut g = game.clone();
            g.play_text("11-15").expect("legal opening move");
            g
        })
    });
}

criterion_group!(benches, perft, resolve);
criterion_main!(benches);
