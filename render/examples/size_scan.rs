//! Scans random games for the largest PNG (a probe).
use damero_render::{LastMove, Renderer, Theme, View};
use damero_rules::Variant;

#[path = "../tests/support/mod.rs"]
mod support;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let r = Renderer::new(640)?;
    let mut worst = (0, String::new());
    let mut total = (0usize, 0usize);
    for variant in Variant::ALL {
        for seed in 0..6 {
            let (start, moves) = support::random_game(variant, seed, 120);
            let mut pos = start.clone();
            for d in &moves {
                pos.play_unchecked(&d.mv);
                for theme in Theme::ALL {
                    let view = View {
                        theme,
                        last_move: Some(LastMove::from(d)),
                        ..View::default()
                    };
                    let n = r.png(&pos, &view)?.len();
                    total = (total.0 + n, total.1 + 1);
                    if n > worst.0 {
                        worst = (n, format!("{variant} {theme} {}", pos.fen()));
                    }
                }
            }
        }
    }
    println!(
        "pictures {} mean {} bytes, worst {} bytes: {}",
        total.1,
        total.0 / total.1.max(1),
        worst.0,
        worst.1
    );
    Ok(())
}
