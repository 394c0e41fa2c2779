//! Writes example pictures: `cargo run -p damero-render --example gallery -- OUT_DIR`.

use damero_render::{GifOptions, Orientation, Renderer, Theme, View};
use damero_rules::{Position, Variant};

#[path = "../tests/support/mod.rs"]
mod support;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dir = std::env::args().nth(1).unwrap_or_else(|| ".".to_owned());
    std::fs::create_dir_all(&dir)?;
    let r = Renderer::new(640)?;
    let write = |name: &str, bytes: Vec<u8>| -> std::io::Result<()> {
        println!("{name}: {} bytes", bytes.len());
        std::fs::write(format!("{dir}/{name}"), bytes)
    };
    for v in Variant::ALL {
        write(
            &format!("start-{v}.png"),
            r.png(&Position::start(v), &View::default())?,
        )?;
    }
    let cases = [
        (
            Variant::Spanish,
            Theme::Wood,
            Orientation::White,
            "board-spanish.png",
        ),
        (
            Variant::International,
            Theme::Slate,
            Orientation::White,
            "board-international.png",
        ),
        (
            Variant::Turkish,
            Theme::Green,
            Orientation::White,
            "board-turkish.png",
        ),
        (
            Variant::Russian,
            Theme::Wood,
            Orientation::Black,
            "board-russian-black.png",
        ),
        (
            Variant::Huff12,
            Theme::Green,
            Orientation::White,
            "board-huff12.png",
        ),
        (
            Variant::English,
            Theme::Slate,
            Orientation::Black,
            "board-english-black.png",
        ),
    ];
    for (v, theme, orientation, name) in cases {
        let (pos, lm) = support::find_capture(v, 2, true)
            .or_else(|| support::find_capture(v, 2, false))
            .ok_or("no capture found")?;
        let view = View {
            orientation,
            theme,
            last_move: Some(lm),
            ..View::default()
        };
        write(name, r.png(&pos, &view)?)?;
    }
    let (start, moves) = support::long_game(Variant::Spanish, 100);
    write(
        "game-spanish.gif",
        r.gif_game(&start, &moves, &View::default(), &GifOptions::default())?,
    )?;
    Ok(())
}
