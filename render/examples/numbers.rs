//! Boards at the sizes the bot and the CLI use, to look at the square numbers (beside the pieces
//! or, on small squares, on empty squares only) and a review's arrows:
//! `cargo run -p damero-render --release --example numbers -- /tmp/numbers`.

use damero_render::{Arrow, ArrowKind, Orientation, Renderer, Theme, View};
use damero_rules::{Position, Variant};

#[path = "../tests/support/mod.rs"]
mod support;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dir = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "/tmp/numbers".to_owned());
    std::fs::create_dir_all(&dir)?;
    let boards = [
        (
            Variant::Spanish,
            "W:Wc2,e2,g2,b1,d1,Ka8:Bd3,f5,f7,b7,h7,Kh1",
            "c2",
        ),
        (
            Variant::International,
            "W:Wc3,a1,e1,g1,Kb2:Bd4,f6,h6,h4,d8,Kj10",
            "c3",
        ),
    ];
    for size in [640, 480, 400, 320, 240, 160] {
        let r = Renderer::new(size)?;
        for (variant, fen, from) in boards {
            let (pos, lm) = support::after_capture(variant, fen, from);
            let view = View {
                last_move: Some(lm),
                ..View::default()
            };
            let png = r.png(&pos, &view)?;
            let name = format!("{dir}/{variant}-{size}.png");
            println!("{name}: {} bytes", png.len());
            zoom(&png, size / 2, &format!("{dir}/zoom-{variant}-{size}.png"))?;
            std::fs::write(name, png)?;
        }
        for variant in [Variant::Brazilian, Variant::International, Variant::Huff12] {
            let png = r.png(&Position::start(variant), &View::default())?;
            let name = format!("{dir}/start-{variant}-{size}.png");
            println!("{name}: {} bytes", png.len());
            std::fs::write(name, png)?;
        }
    }
    // A review's board: the position before the mistake, the move played and a better capture.
    let r = Renderer::new(640)?;
    for (variant, fen, theme, orientation) in [
        (
            Variant::English,
            "W:Wc3,e3,g3,b2,h2,Kf2:Bd4,f6,d6,b6,h6,Kh8",
            Theme::Wood,
            Orientation::White,
        ),
        (
            Variant::International,
            "W:W31,32,33,34,35,K47:B16,17,18,19,20,K5",
            Theme::Green,
            Orientation::Black,
        ),
    ] {
        let pos = Position::from_fen(variant, fen)?;
        let details = pos.details(false);
        // The longest capture, or the last move listed, against the first other move.
        let better = details
            .iter()
            .rev()
            .max_by_key(|d| d.captures.len())
            .ok_or("no move")?;
        let played = details
            .iter()
            .find(|d| d.path != better.path)
            .unwrap_or(better);
        for slate in [false, true] {
            let view = View {
                theme: if slate { Theme::Slate } else { theme },
                orientation,
                arrows: vec![
                    Arrow::of(played, ArrowKind::Played),
                    Arrow::of(better, ArrowKind::Better),
                ],
                ..View::default()
            };
            let png = r.png(&pos, &view)?;
            let name = format!("{dir}/arrows-{variant}-{}.png", view.theme);
            println!("{name}: {} bytes", png.len());
            zoom(
                &png,
                320,
                &format!("{dir}/zoom-arrows-{variant}-{}.png", view.theme),
            )?;
            std::fs::write(name, png)?;
        }
    }
    Ok(())
}

/// The top-left `w` x `w` pixels of the picture, magnified to about 640 px (nearest neighbour).
fn zoom(png: &[u8], w: u32, path: &str) -> Result<(), Box<dyn std::error::Error>> {
    let img = image::load_from_memory(png)?.to_rgba8();
    let crop = image::imageops::crop_imm(&img, 0, 0, w, w).to_image();
    let k = (640 / w).max(1);
    image::imageops::resize(&crop, w * k, w * k, image::imageops::FilterType::Nearest)
        .save(path)?;
    Ok(())
}
