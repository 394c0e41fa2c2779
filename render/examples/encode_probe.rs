//! Measures PNG encoder settings on a real board (a probe for choosing the settings).
use std::time::Instant;

use damero_render::{Renderer, View};
use damero_rules::Variant;

#[path = "../tests/support/mod.rs"]
mod support;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let r = Renderer::new(640)?;
    let (pos, lm) = support::find_capture(Variant::Spanish, 2, true).ok_or("none")?;
    let view = View {
        last_move: Some(lm),
        ..View::default()
    };
    let (px, pal) = r.indexed(&pos, &view);
    let t = Instant::now();
    for _ in 0..200 {
        std::hint::black_box(r.indexed(&pos, &view));
    }
    println!("compose: {:?}", t.elapsed() / 200);
    for (cname, comp) in [
        ("ultrafast", png::DeflateCompression::FdeflateUltraFast),
        ("level1", png::DeflateCompression::Level(1)),
        ("level2", png::DeflateCompression::Level(2)),
        ("level3", png::DeflateCompression::Level(3)),
        ("level6", png::DeflateCompression::Level(6)),
    ] {
        for (fname, filter) in [
            ("none", png::Filter::NoFilter),
            ("sub", png::Filter::Sub),
            ("up", png::Filter::Up),
        ] {
            let enc = || -> Result<Vec<u8>, png::EncodingError> {
                let mut buf = Vec::new();
                let mut e = png::Encoder::new(&mut buf, 640, 640);
                e.set_color(png::ColorType::Indexed);
                e.set_depth(png::BitDepth::Eight);
                e.set_palette(&pal[..]);
                e.set_deflate_compression(comp);
                e.set_filter(filter);
                let mut w = e.write_header()?;
                w.write_image_data(&px)?;
                w.finish()?;
                Ok(buf)
            };
            let len = enc()?.len();
            let t = Instant::now();
            for _ in 0..50 {
                std::hint::black_box(enc()?);
            }
            println!("{cname:10} {fname:5} {len:7} bytes {:?}", t.elapsed() / 50);
        }
    }
    Ok(())
}
