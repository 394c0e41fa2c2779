//! Writes the example pictures of `docs/`:
//! `cargo run -p damero-render --release --example gallery -- docs`.

use damero_render::{GifOptions, Orientation, Renderer, Theme, View};
use damero_rules::{Position, Variant};

#[path = "../tests/support/mod.rs"]
mod support;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dir = std::env::args().nth(1).unwrap_or_else(|| "docs".to_owned());
    std::fs::create_dir_all(&dir)?;
    let r = Renderer::new(640)?;
    let write = |name: &str, bytes: Vec<u8>| -> std::io::Result<()> {
        println!("{dir}/{name}: {} bytes", bytes.len());
        std::fs::write(format!("{dir}/{name}"), bytes)
    };
    let cases = [
        (
            Variant::Spanish,
            "W:Wc2,e2,g2,b1,d1,Ka8:Bd3,f5,f7,b7,h7,Kh1",
            "c2",
            Theme::Wood,
            Orientation::White,
            "board-spanish.png",
        ),
        (
            Variant::International,
            "W:Wc3,a1,e1,g1,Kb2:Bd4,f6,h6,h4,d8,Kj10",
            "c3",
            Theme::Slate,
            Orientation::White,
            "board-international.png",
        ),
        (
            Variant::Turkish,
            "W:Wd3,a2,b2,g2,h3,Kh1:Bd4,e5,f6,a7,b7,g7,Ka8",
            "d3",
            Theme::Green,
            Orientation::White,
            "board-turkish.png",
        ),
        (
            Variant::Russian,
            "B:Wc3,e3,g3,a1,Kh2:Bd4,f6,b6,h8,Ka7",
            "d4",
            Theme::Wood,
            Orientation::Black,
            "board-russian-black.png",
        ),
    ];
    for (variant, fen, from, theme, orientation, name) in cases {
        let (pos, lm) = support::after_capture(variant, fen, from);
        let view = View {
            orientation,
            theme,
            last_move: Some(lm),
            ..View::default()
        };
        write(name, r.png(&pos, &view)?)?;
    }
    write(
        "start-huff12.png",
        r.png(&Position::start(Variant::Huff12), &View::default())?,
    )?;
    // A huff game right after a huff: the removed piece's square marked.
    let game = support::game_with_a_huff(Variant::Huff10);
    write(
        "huffed-huff10.png",
        r.game_png(
            &game,
            &View {
                theme: Theme::Green,
                ..View::default()
            },
        )?,
    )?;
    let small = Renderer::new(400)?;
    let (start, moves) = support::random_game(Variant::Spanish, 11, 40);
    let options = GifOptions {
        delay_ms: 800,
        last_delay_ms: 4000,
    };
    write(
        "game-spanish.gif",
        small.moves_gif(&start, &moves, &View::default(), &options)?,
    )?;
    Ok(())
}
