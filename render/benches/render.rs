//! Render-and-encode timings: `cargo bench -p damero-render --bench render`.
//! The byte sizes of what is measured are printed first.

use criterion::{criterion_group, criterion_main, Criterion};
use damero_render::{GifOptions, Renderer, View};
use damero_rules::{Position, Variant};

#[path = "../tests/support/mod.rs"]
mod support;

fn bench(c: &mut Criterion) {
    let r = Renderer::new(640).expect("renderer");
    let (pos, lm) = support::find_capture(Variant::Spanish, 2, true).expect("capture");
    let marked = View {
        last_move: Some(lm),
        ..View::default()
    };
    let start = Position::start(Variant::International);
    let plain = View::default();
    let (game_start, moves) = support::long_game(Variant::Spanish, 100);
    let gif_options = GifOptions::default();

    let png = r.png(&pos, &marked).expect("png");
    eprintln!(
        "png spanish midgame, kings, capture marked ({}): {} bytes",
        pos.fen(),
        png.len()
    );
    let png = r.png(&start, &plain).expect("png");
    eprintln!("png international start: {} bytes", png.len());
    let gif = r
        .moves_gif(&game_start, &moves, &plain, &gif_options)
        .expect("gif");
    eprintln!("gif {} plies: {} bytes", moves.len(), gif.len());

    c.bench_function("png/640/spanish-midgame-marked", |b| {
        b.iter(|| r.png(&pos, &marked))
    });
    c.bench_function("png/640/international-start", |b| {
        b.iter(|| r.png(&start, &plain))
    });
    c.bench_function("compose-only/640/spanish-midgame-marked", |b| {
        b.iter(|| r.indexed(&pos, &marked))
    });
    let mut g = c.benchmark_group("gif");
    g.sample_size(20);
    g.bench_function("640/spanish-100-plies", |b| {
        b.iter(|| r.moves_gif(&game_start, &moves, &plain, &gif_options))
    });
    g.finish();
    c.bench_function("renderer-new/640", |b| b.iter(|| Renderer::new(640)));
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(30);
    targets = bench
}
criterion_main!(benches);
