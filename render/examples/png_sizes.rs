//! PNG sizes and timings of typical boards (a probe for before/after comparisons):
//! `cargo run -p damero-render --release --example png_sizes`.
use std::time::Instant;

use damero_render::{Arrow, ArrowKind, Renderer, View};
use damero_rules::{Position, Variant};

#[path = "../tests/support/mod.rs"]
mod support;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    for size in [640, 320] {
        let t = Instant::now();
        let r = Renderer::new(size)?;
        println!("Renderer::new({size}): {:?}", t.elapsed());
        let (pos, lm) = support::find_capture(Variant::Spanish, 2, true).ok_or("none")?;
        let marked = View {
            last_move: Some(lm),
            ..View::default()
        };
        let boards: [(&str, &dyn damero_render::Pieces, &View); 4] = [
            ("spanish busy, capture marked", &pos, &marked),
            (
                "international start",
                &Position::start(Variant::International),
                &View::default(),
            ),
            (
                "huff12 start",
                &Position::start(Variant::Huff12),
                &View::default(),
            ),
            (
                "english start",
                &Position::start(Variant::English),
                &View::default(),
            ),
        ];
        for (name, board, view) in boards {
            let png = r.png(board, view)?;
            let t = Instant::now();
            for _ in 0..200 {
                std::hint::black_box(r.png(board, view)?);
            }
            println!(
                "{size} px {name}: {} bytes, {:?} per picture",
                png.len(),
                t.elapsed() / 200
            );
        }
    }
    // A review's board, without and with the two arrows (640 px).
    let r = Renderer::new(640)?;
    let variant = Variant::English;
    let pos = Position::from_fen(variant, "W:Wc3,e3,g3,b2,h2,Kf2:Bd4,f6,d6,b6,h6,Kh8")?;
    let layout = variant.rules().layout();
    let path = |squares: &[(u8, u8)]| -> Vec<damero_rules::Square> {
        squares
            .iter()
            .filter_map(|&(f, r)| layout.square(f, r))
            .collect()
    };
    let arrows = View {
        arrows: vec![
            Arrow::new(path(&[(2, 2), (4, 4), (2, 6)]), ArrowKind::Played),
            Arrow::new(path(&[(4, 2), (2, 4), (4, 6)]), ArrowKind::Better),
        ],
        ..View::default()
    };
    for (name, view) in [
        ("review, no arrows", &View::default()),
        ("review, two arrows", &arrows),
    ] {
        let png = r.png(&pos, view)?;
        let t = Instant::now();
        for _ in 0..200 {
            std::hint::black_box(r.png(&pos, view)?);
        }
        println!(
            "640 px {name}: {} bytes, {:?} per picture",
            png.len(),
            t.elapsed() / 200
        );
    }
    Ok(())
}
