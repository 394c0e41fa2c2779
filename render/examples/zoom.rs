//! Writes a magnified corner of a board, to judge the sprites: `--example zoom -- OUT.png`.
use damero_render::{Diagram, LastMove, Renderer, View};
use damero_rules::{Color, Piece, Role, Variant};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let out = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "zoom.png".to_owned());
    let size: u32 = std::env::args()
        .nth(2)
        .and_then(|s| s.parse().ok())
        .unwrap_or(640);
    let r = Renderer::new(size)?;
    let mut d = Diagram::new(Variant::Russian);
    let man = |color| Piece {
        color,
        role: Role::Man,
    };
    let king = |color| Piece {
        color,
        role: Role::King,
    };
    d.put(0, 0, man(Color::White));
    d.put(2, 0, king(Color::White));
    d.put(1, 1, man(Color::Black));
    d.put(3, 1, king(Color::Black));
    let layout = Variant::Russian.rules().layout();
    let sq = |f, r| layout.square(f, r).ok_or("square");
    let lm = LastMove::new(
        vec![sq(0, 2)?, sq(2, 4)?, sq(4, 2)?],
        vec![sq(1, 3)?, sq(3, 3)?],
    );
    let img = r.rgba(
        &d,
        &View {
            last_move: Some(lm),
            ..View::default()
        },
    );
    let crop = image::imageops::crop_imm(&img, 0, size / 3, size / 2, size * 2 / 3).to_image();
    let big = image::imageops::resize(
        &crop,
        crop.width() * 2,
        crop.height() * 2,
        image::imageops::FilterType::Nearest,
    );
    big.save(out)?;
    Ok(())
}
