//! Behaviour tests: every variant renders, GIFs decode to the same pictures as PNGs, odd input
//! never panics.

mod support;

use std::sync::OnceLock;

use damero_render::{
    Arrow, ArrowKind, Diagram, GifOptions, LastMove, Orientation, Renderer, Theme, View,
};
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
fn a_captioned_game_gif_shows_the_board_over_a_band_with_each_frames_caption() {
    let (start, moves) = support::random_game(Variant::Spanish, 5, 12);
    let mut game = damero_rules::Game::from_position(start);
    for d in &moves {
        game.play(d.clone()).expect("legal");
    }
    let mut captions: Vec<String> = (0..=moves.len()).map(|i| format!("{i}. move")).collect();
    captions[3] = "Ünïcode ok".into();
    captions.pop();
    let view = View::default();
    let options = GifOptions::default();
    let gif = renderer()
        .game_gif_captioned(&game, &view, &options, &captions)
        .expect("gif");
    let (frames, _) = play(&gif);
    assert_eq!(
        frames.len(),
        moves.len() + 1,
        "the start, then one frame per ply"
    );
    let size = Renderer::DEFAULT_SIZE;
    let band = u32::from(damero_render::caption_band(size));
    let mut pos = game.start().clone();
    let mut last_band: Option<RgbaImage> = None;
    for (i, frame) in frames.iter().enumerate() {
        assert_eq!(frame.dimensions(), (size, size + band));
        if i > 0 {
            pos.play_unchecked(&moves[i - 1].mv);
        }
        let board = image::imageops::crop_imm(frame, 0, 0, size, size).to_image();
        let expected = renderer().rgba(
            &pos,
            &View {
                last_move: (i > 0).then(|| LastMove::from(&moves[i - 1])),
                ..view.clone()
            },
        );
        assert!(board == expected, "frame {i}: the board is the PNG picture");
        let strip = image::imageops::crop_imm(frame, 0, size, size, band).to_image();
        let colours: std::collections::HashSet<[u8; 4]> = strip.pixels().map(|p| p.0).collect();
        if i == moves.len() {
            assert_eq!(colours.len(), 1, "no caption given: an empty band");
        } else {
            assert!(colours.len() >= 2, "frame {i}: a caption is drawn");
        }
        if let Some(prev) = &last_band {
            assert!(prev != &strip, "frame {i}: its own caption");
        }
        last_band = Some(strip);
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
        for (lm, huffed) in odd.iter().zip([0, 255, 127, 130].map(Square)) {
            // The same odd paths as arrows too: off the board, repeated squares, one square,
            // every square of the board in turn.
            let kinds = [ArrowKind::Played, ArrowKind::Better];
            let view = View {
                last_move: Some(lm.clone()),
                orientation: Orientation::Black,
                huffed: Some(huffed),
                arrows: odd
                    .iter()
                    .zip(kinds.iter().cycle())
                    .map(|(lm, &kind)| Arrow::new(lm.path.clone(), kind))
                    .chain([Arrow::default()])
                    .collect(),
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

/// The pixels of `a` and `b` that differ, as (x, y).
fn differing(a: &RgbaImage, b: &RgbaImage) -> Vec<(u32, u32)> {
    a.enumerate_pixels()
        .filter(|&(x, y, p)| p != b.get_pixel(x, y))
        .map(|(x, y, _)| (x, y))
        .collect()
}

/// Where each playing square sits on the screen: (square, left, top, side) for White at the
/// bottom.
fn screen_squares(variant: Variant, size: u32) -> Vec<(Square, u32, u32, u32)> {
    let layout = variant.rules().layout();
    let n = u32::from(layout.size);
    let margin = (size / 28).max(8);
    let sq = (size - 2 * margin) / n;
    let left = (size - sq * n) / 2;
    let mut out = Vec::new();
    for rank in 0..n {
        for file in 0..n {
            if let Some(s) = layout.square(file as u8, rank as u8) {
                out.push((s, left + file * sq, left + (n - 1 - rank) * sq, sq));
            }
        }
    }
    out
}

#[test]
fn every_playing_square_shows_its_number_in_its_top_left_corner_pieces_or_not() {
    // The start position (men on most squares) and a marked capture: the numbers must change
    // the top-left corner of every playing square and nothing else; where squares are too small
    // for a number beside a piece, every empty square and no square with a piece.
    for (variant, size, on_pieces) in [
        (Variant::Spanish, 640, true),
        (Variant::International, 640, true),
        (Variant::Huff12, 640, true),
        (Variant::Huff12, 400, true),
        (Variant::English, 320, true),
        (Variant::Huff12, 232, false),
        (Variant::International, 320, false),
        (Variant::English, Renderer::MIN_SIZE, false),
    ] {
        let r = Renderer::new(size).expect("renderer");
        let (pos, lm) = support::find_capture(variant, 1, false).expect("a capture");
        for (board, last_move) in [(Position::start(variant), None), (pos, Some(lm))] {
            let with = View {
                last_move,
                ..View::default()
            };
            let without = View {
                numbers: false,
                ..with.clone()
            };
            let diff = differing(&r.rgba(&board, &with), &r.rgba(&board, &without));
            let squares = screen_squares(variant, size);
            for &(s, x0, y0, sq) in &squares {
                let corner = |&&(x, y): &&(u32, u32)| {
                    (x0..x0 + sq / 2).contains(&x) && (y0..y0 + sq / 2).contains(&y)
                };
                let changed = diff.iter().filter(corner).count();
                if on_pieces || board.piece_at(s).is_none() {
                    assert!(
                        changed >= (sq * sq / 100) as usize,
                        "{variant} at {size} px: square {s:?} has no number ({changed} pixels)"
                    );
                } else {
                    assert_eq!(
                        changed, 0,
                        "{variant} at {size} px: square {s:?} has a piece and a number"
                    );
                }
            }
            let inside = |&(x, y): &(u32, u32)| {
                squares.iter().any(|&(_, x0, y0, sq)| {
                    (x0..x0 + sq * 9 / 10).contains(&x) && (y0..y0 + sq * 7 / 10).contains(&y)
                })
            };
            assert!(
                diff.iter().all(inside),
                "{variant} at {size} px: numbers drawn outside the squares' corners"
            );
        }
    }
}

#[test]
fn squares_too_small_for_a_readable_number_go_without() {
    // 12x12 below 232 px and 10x10 below 196 px: squares under 18 px.
    for (variant, size) in [(Variant::Huff12, 231), (Variant::International, 195)] {
        let r = Renderer::new(size).expect("renderer");
        let pos = Position::start(variant);
        let plain = View {
            numbers: false,
            ..View::default()
        };
        assert_eq!(
            r.rgba(&pos, &View::default()),
            r.rgba(&pos, &plain),
            "{variant} at {size} px"
        );
    }
}

#[test]
fn a_huffed_square_is_marked_only_there_and_unlike_a_capture() {
    let game = support::game_with_a_huff(Variant::Huff10);
    let Some(damero_rules::Event::Huff { square, .. }) = game.events().last() else {
        panic!("the last event is a huff");
    };
    let pos = game.position();
    assert_eq!(pos.piece_at(*square), None, "the huffed piece is gone");
    let huffed = View {
        huffed: Some(*square),
        ..View::default()
    };
    let plain = renderer().rgba(pos, &View::default());
    let marked = renderer().rgba(pos, &huffed);
    let (_, x0, y0, sq) = screen_squares(Variant::Huff10, 640)
        .into_iter()
        .find(|t| t.0 == *square)
        .expect("on the board");
    let diff = differing(&plain, &marked);
    assert!(diff.len() > (sq * sq / 10) as usize, "a clear mark");
    assert!(diff
        .iter()
        .all(|&(x, y)| (x0..x0 + sq).contains(&x) && (y0..y0 + sq).contains(&y)));
    let crossed = renderer().rgba(
        pos,
        &View {
            last_move: Some(LastMove::new(Vec::new(), vec![*square])),
            ..View::default()
        },
    );
    assert_ne!(
        differing(&plain, &crossed),
        diff,
        "a huff looks like a capture"
    );
    // The game picture marks it by itself, in PNG and in the GIF's last frame.
    assert_eq!(
        renderer().game_png(&game, &View::default()).expect("png"),
        renderer().png(pos, &huffed).expect("png")
    );
    let gif = renderer()
        .game_gif(&game, &View::default(), &GifOptions::default())
        .expect("gif");
    let (frames, _) = play(&gif);
    assert_eq!(frames.last(), Some(&marked));
}

/// Issue 44.7: an arrow is drawn over the piece it starts from, in its kind's colour, and the
/// square numbers it crosses stay whole on top of it.
#[test]
fn arrows_are_drawn_over_pieces_in_two_colours_under_the_numbers() {
    let variant = Variant::English;
    let pos = Position::start(variant);
    let layout = variant.rules().layout();
    // e3-d4: up and to the left, through the corner where e3's number stands.
    let (e3, d4) = (
        layout.square(4, 2).expect("e3"),
        layout.square(3, 3).expect("d4"),
    );
    assert!(pos.piece_at(e3).is_some());
    let view = |kind: Option<ArrowKind>, numbers: bool| View {
        arrows: kind
            .map(|k| Arrow::new(vec![e3, d4], k))
            .into_iter()
            .collect(),
        numbers,
        ..View::default()
    };
    let r = renderer();
    let plain = r.rgba(&pos, &view(None, true));
    let played = r.rgba(&pos, &view(Some(ArrowKind::Played), true));
    let better = r.rgba(&pos, &view(Some(ArrowKind::Better), true));
    let squares = screen_squares(variant, r.size());
    let centre = |s| {
        let &(_, x0, y0, sq) = squares.iter().find(|t| t.0 == s).expect("on the board");
        (x0 + sq / 2, y0 + sq / 2)
    };
    let (a, b) = (centre(e3), centre(d4));
    assert_ne!(
        plain.get_pixel(a.0, a.1),
        played.get_pixel(a.0, a.1),
        "over the piece"
    );
    // A quarter of the way: on the shaft's core, over the piece, clear of the number.
    let mid = ((3 * a.0 + b.0) / 4, (3 * a.1 + b.1) / 4);
    let (p, q) = (
        played.get_pixel(mid.0, mid.1),
        better.get_pixel(mid.0, mid.1),
    );
    assert_ne!(p, q, "two colours");
    assert_ne!(plain.get_pixel(mid.0, mid.1), p, "drawn");
    let numbers = differing(&plain, &r.rgba(&pos, &view(None, false)));
    let (_, x0, y0, sq) = *squares.iter().find(|t| t.0 == e3).expect("e3");
    let e3_number: Vec<_> = numbers
        .iter()
        .filter(|&&(x, y)| (x0..x0 + sq).contains(&x) && (y0..y0 + sq).contains(&y))
        .collect();
    assert!(!e3_number.is_empty(), "e3 has its number");
    for (arrow, name) in [(&played, "played"), (&better, "better")] {
        assert!(
            differing(&plain, arrow)
                .iter()
                .any(|&(x, y)| (x0..x0 + sq / 3).contains(&x) && (y0..y0 + sq / 3).contains(&y)),
            "{name}: the arrow passes through e3's corner"
        );
        for &&(x, y) in &e3_number {
            assert_eq!(
                plain.get_pixel(x, y),
                arrow.get_pixel(x, y),
                "{name}: e3's number at ({x}, {y})"
            );
        }
    }
}
