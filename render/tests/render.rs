//! Behaviour tests: every variant renders, GIFs decode to the same pictures as PNGs, odd input
//! never panics.

mod support;

use std::sync::OnceLock;

use damero_render::{Diagram, GifOptions, LastMove, Orientation, Renderer, Theme, View};
use damero_rules::{Color, Piece, Position, Role, Square, Variant};
use image::RgbaImage;

fn renderer() -> &'static Renderer {
    static R: OnceLock<Renderer> = OnceLock::new();
    R.get_or_init(|| Renderer::new(Renderer::DEFAULT_SIZE).expect("renderer"))
}

#[test]
fn every_variant_start_position_renders_in_every_theme_and_orientation() {
    for variant in Variant::ALL {
        for theme in Theme::ALL {
            for orientation in [Orientation::White, Orientation::Black] {
                let view = View {
                    theme,
                    orientation,
                    ..View::default()
                };
                let png = renderer()
                    .png(&Position::start(variant), &view)
                    .expect("png");
                let img = image::load_from_memory(&png).expect("decodes").to_rgba8();
                assert_eq!(img.dimensions(), (640, 640), "{variant}");
                assert!(
                    png.len() < 40 * 1024,
                    "{variant} {theme}: {} bytes",
                    png.len()
                );
            }
        }
    }
}

#[test]
fn a_flipped_board_shows_the_same_pieces_turned_half_a_turn() {
    // With no numbers and no coordinates involved, the board area of the flipped picture holds
    // the same squares in reverse order: compare square centres.
    let pos = Position::start(Variant::International);
    let view = View {
        numbers: false,
        ..View::default()
    };
    let a = renderer().rgba(&pos, &view);
    let b = renderer().rgba(
        &pos,
        &View {
            orientation: Orientation::Black,
            ..view
        },
    );
    let (margin, sq) = (22u32, 59u32);
    let mut differs = false;
    for i in 0..10 {
        for j in 0..10 {
            let (x, y) = (margin + i * sq + sq / 2, margin + j * sq + sq / 2);
            let (fx, fy) = (
                margin + (9 - i) * sq + sq / 2,
                margin + (9 - j) * sq + sq / 2,
            );
            let (p, q) = (a.get_pixel(x, y), b.get_pixel(fx, fy));
            let close = p.0.iter().zip(q.0).all(|(u, v)| u.abs_diff(v) < 8);
            differs |= !close;
        }
    }
    assert!(!differs, "square centres differ after a half turn");
    assert_ne!(a, b);
}

/// Plays a GIF: composes each frame over the previous picture.
fn play(gif_bytes: &[u8]) -> (Vec<RgbaImage>, Vec<u16>) {
    let mut opts = gif::DecodeOptions::new();
    opts.set_color_output(gif::ColorOutput::RGBA);
    let mut dec = opts.read_info(gif_bytes).expect("gif header");
    let (w, h) = (u32::from(dec.width()), u32::from(dec.height()));
    let mut canvas = RgbaImage::new(w, h);
    let (mut frames, mut delays) = (Vec::new(), Vec::new());
    while let Some(frame) = dec.read_next_frame().expect("frame") {
        for y in 0..u32::from(frame.height) {
            for x in 0..u32::from(frame.width) {
                let i = ((y * u32::from(frame.width) + x) * 4) as usize;
                let px = &frame.buffer[i..i + 4];
                if px[3] != 0 {
                    canvas.put_pixel(
                        u32::from(frame.left) + x,
                        u32::from(frame.top) + y,
                        image::Rgba([px[0], px[1], px[2], 255]),
                    );
                }
            }
        }
        frames.push(canvas.clone());
        delays.push(frame.delay);
    }
    (frames, delays)
}

#[test]
fn a_game_gif_has_one_frame_per_ply_each_matching_the_png_picture() {
    let (start, moves) = support::random_game(Variant::Spanish, 3, 30);
    assert!(moves.len() >= 10);
    let view = View::default();
    let options = GifOptions {
        delay_ms: 700,
        last_delay_ms: 3000,
    };
    let gif = renderer()
        .moves_gif(&start, &moves, &view, &options)
        .expect("gif");
    let (frames, delays) = play(&gif);
    assert_eq!(frames.len(), moves.len() + 1);
    assert!(delays[..delays.len() - 1].iter().all(|&d| d == 70));
    assert_eq!(delays.last(), Some(&300));
    let mut pos = start.clone();
    let mut last = None;
    for (i, frame) in frames.iter().enumerate() {
        if i > 0 {
            let d = &moves[i - 1];
            pos.play_unchecked(&d.mv);
            last = Some(LastMove::from(d));
        }
        let expected = renderer().rgba(
            &pos,
            &View {
                last_move: last.clone(),
                ..view.clone()
            },
        );
        assert!(frame == &expected, "frame {i} differs from the PNG picture");
    }
}

#[test]
fn an_empty_frame_list_gives_a_gif_with_no_image() {
    let gif = renderer().gif(
        Vec::<(Position, Option<LastMove>)>::new(),
        &View::default(),
        &GifOptions::default(),
    );
    assert!(gif.expect("gif").starts_with(b"GIF89a"));
}

#[test]
fn squares_off_the_board_and_odd_highlights_never_panic() {
    let mut d = Diagram::new(Variant::Huff12);
    d.set(
        Square(200),
        Some(Piece {
            color: Color::White,
            role: Role::King,
        }),
    );
    d.set(
        Square(127),
        Some(Piece {
            color: Color::Black,
            role: Role::Man,
        }),
    );
    assert!(!d.put(
        0,
        1,
        Piece {
            color: Color::White,
            role: Role::Man
        }
    ));
    assert!(!d.put(
        40,
        40,
        Piece {
            color: Color::White,
            role: Role::Man
        }
    ));
    let odd = [
        LastMove::default(),
        LastMove::new(vec![Square(255)], vec![Square(130)]),
        LastMove::new(
            vec![Square(0), Square(0), Square(250), Square(3)],
            vec![Square(0); 40],
        ),
        LastMove::new(
            (0..=255).map(Square).collect(),
            (0..=255).map(Square).collect(),
        ),
    ];
    for variant in Variant::ALL {
        for lm in &odd {
            let view = View {
                last_move: Some(lm.clone()),
                orientation: Orientation::Black,
                ..View::default()
            };
            renderer()
                .png(&Position::start(variant), &view)
                .expect("png");
        }
    }
    renderer().png(&d, &View::default()).expect("png");
}

#[test]
fn the_smallest_and_odd_sizes_render_every_geometry() {
    for size in [Renderer::MIN_SIZE, 333] {
        let r = Renderer::new(size).expect("renderer");
        for variant in [
            Variant::Spanish,
            Variant::Russian,
            Variant::International,
            Variant::Huff12,
            Variant::Turkish,
        ] {
            let png = r
                .png(&Position::start(variant), &View::default())
                .expect("png");
            let img = image::load_from_memory(&png).expect("decodes");
            assert_eq!((img.width(), img.height()), (size, size));
        }
    }
}

#[test]
fn a_game_renders_with_its_last_move_marked() {
    let mut game = damero_rules::Game::new(Variant::Spanish);
    let start = renderer().game_png(&game, &View::default()).expect("png");
    assert_eq!(
        start,
        renderer()
            .png(&Position::start(Variant::Spanish), &View::default())
            .expect("png")
    );
    let detail = game.position().details(false).remove(0);
    game.play(detail.clone()).expect("legal");
    let marked = View {
        last_move: Some(LastMove::from(&detail)),
        ..View::default()
    };
    let expected = renderer().png(game.position(), &marked).expect("png");
    assert_eq!(
        renderer().game_png(&game, &View::default()).expect("png"),
        expected
    );
}
