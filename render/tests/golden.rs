//! Golden-image tests: pictures compared by pixels with references in `tests/golden/`.
//!
//! Regenerate the references with `DAMERO_BLESS=1 cargo test -p damero-render --test golden`
//! and look at them before committing. On a mismatch the actual picture and a diff image (changed
//! pixels in red over a faded copy of the reference) are written to `target/golden-diff/`.

mod support;

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use damero_render::{Arrow, ArrowKind, Diagram, LastMove, Orientation, Renderer, Theme, View};
use damero_rules::{Color, Piece, Position, Role, Variant};
use image::{Rgba, RgbaImage};

/// A channel may differ by this much before a pixel counts as changed.
const CHANNEL_TOLERANCE: u8 = 24;
/// At most this share of pixels may change.
const PIXEL_TOLERANCE: f64 = 0.0005;

fn renderer(size: u32) -> &'static Renderer {
    static SMALL: OnceLock<Renderer> = OnceLock::new();
    static LARGE: OnceLock<Renderer> = OnceLock::new();
    let cell = if size == 640 { &LARGE } else { &SMALL };
    cell.get_or_init(|| Renderer::new(size).expect("renderer"))
}

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden")
}

/// Compares the renderer's own PNG (decoded) with the reference; blessing stores the PNG as is.
fn check(name: &str, png: &[u8]) {
    let path = dir().join(format!("{name}.png"));
    if std::env::var_os("DAMERO_BLESS").is_some() {
        std::fs::write(&path, png).expect("write reference");
        return;
    }
    let actual = &image::load_from_memory(png)
        .expect("our PNG decodes")
        .to_rgba8();
    let expected = image::open(&path)
        .unwrap_or_else(|e| {
            panic!(
                "no reference {} ({e}); run with DAMERO_BLESS=1",
                path.display()
            )
        })
        .to_rgba8();
    assert_eq!(
        expected.dimensions(),
        actual.dimensions(),
        "{name}: size differs"
    );
    let mut diff = RgbaImage::new(actual.width(), actual.height());
    let mut changed = 0usize;
    for (x, y, e) in expected.enumerate_pixels() {
        let a = actual.get_pixel(x, y);
        let bad =
            e.0.iter()
                .zip(a.0)
                .any(|(p, q)| p.abs_diff(q) > CHANNEL_TOLERANCE);
        let grey = ((u16::from(e.0[0]) + u16::from(e.0[1]) + u16::from(e.0[2])) / 3) as u8;
        let faded = 128 + grey / 2;
        diff.put_pixel(
            x,
            y,
            if bad {
                Rgba([255, 0, 0, 255])
            } else {
                Rgba([faded, faded, faded, 255])
            },
        );
        changed += usize::from(bad);
    }
    let share = changed as f64 / f64::from(actual.width() * actual.height());
    if share > PIXEL_TOLERANCE {
        let out = Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/golden-diff");
        std::fs::create_dir_all(&out).expect("diff dir");
        actual
            .save(out.join(format!("{name}.actual.png")))
            .expect("write actual");
        diff.save(out.join(format!("{name}.diff.png")))
            .expect("write diff");
        panic!(
            "{name}: {changed} pixels ({:.3}%) differ; see {}",
            share * 100.0,
            out.display()
        );
    }
}

fn render(size: u32, board: &dyn damero_render::Pieces, view: &View) -> Vec<u8> {
    renderer(size).png(board, view).expect("png")
}

#[test]
fn start_positions_of_each_geometry_match_their_references() {
    let cases = [
        (Variant::Spanish, "start-spanish"),
        (Variant::Russian, "start-russian"),
        (Variant::International, "start-international"),
        (Variant::Huff12, "start-huff12"),
        (Variant::Turkish, "start-turkish"),
    ];
    for (variant, name) in cases {
        check(
            name,
            &render(320, &Position::start(variant), &View::default()),
        );
    }
}

#[test]
fn large_boards_at_the_bot_size_show_every_square_number() {
    // 12x12 and 10x10 at 640 px: the smallest squares the bot sends, numbers over every piece.
    let view = View {
        theme: Theme::Slate,
        orientation: Orientation::Black,
        ..View::default()
    };
    check(
        "start-huff12-640-black",
        &render(640, &Position::start(Variant::Huff12), &view),
    );
    let (pos, lm) = support::after_capture(
        Variant::International,
        "W:Wc3,a1,e1,g1,Kb2:Bd4,f6,h6,h4,d8,Kj10",
        "c3",
    );
    let view = View {
        theme: Theme::Green,
        last_move: Some(lm),
        ..View::default()
    };
    check("capture-international-640", &render(640, &pos, &view));
}

#[test]
fn a_huffed_piece_is_marked_in_the_game_picture() {
    let game = support::game_with_a_huff(Variant::Huff10);
    let png = renderer(640)
        .game_png(&game, &View::default())
        .expect("png");
    check("huffed-huff10", &png);
}

#[test]
fn themes_and_orientations_match_their_references() {
    let pos = Position::start(Variant::English);
    for theme in [Theme::Slate, Theme::Green] {
        let view = View {
            theme,
            orientation: Orientation::Black,
            ..View::default()
        };
        check(&format!("english-black-{theme}"), &render(320, &pos, &view));
    }
    let view = View {
        numbers: false,
        ..View::default()
    };
    check("english-no-numbers", &render(320, &pos, &view));
}

#[test]
fn kings_of_both_colours_and_a_marked_multi_capture_match_the_reference() {
    // Hand-made: every piece kind, a three-piece king capture with squares crossed between landings.
    let variant = Variant::Russian;
    let layout = variant.rules().layout();
    let sq = |f, r| layout.square(f, r).expect("square");
    let mut d = Diagram::new(variant);
    let piece = |color, role| Piece { color, role };
    d.put(7, 7, piece(Color::White, Role::King));
    d.put(0, 0, piece(Color::Black, Role::King));
    d.put(1, 5, piece(Color::Black, Role::Man));
    d.put(6, 0, piece(Color::White, Role::Man));
    let path = vec![sq(2, 2), sq(5, 5), sq(7, 3), sq(4, 0)];
    let lm = LastMove::new(path, vec![sq(3, 3), sq(6, 4), sq(5, 1)]);
    d.put(4, 0, piece(Color::White, Role::King));
    check(
        "kings-and-capture",
        &render(
            640,
            &d,
            &View {
                last_move: Some(lm),
                ..View::default()
            },
        ),
    );
}

#[test]
fn multi_captures_by_the_rules_match_their_references() {
    let cases = [
        (
            Variant::Spanish,
            "W:Wc2,Ka8:Bd3,f5,f7,b7,Kh1",
            "c2",
            Theme::Wood,
            Orientation::White,
        ),
        (
            Variant::International,
            "W:Wc3,Ka1:Bd4,f6,h6,h4,Kj10",
            "c3",
            Theme::Slate,
            Orientation::Black,
        ),
        (
            Variant::Turkish,
            "W:Wd3,Kh1:Bd4,e5,f6,Ka8",
            "d3",
            Theme::Green,
            Orientation::White,
        ),
    ];
    for (variant, fen, from, theme, orientation) in cases {
        let (pos, lm) = support::after_capture(variant, fen, from);
        assert!(lm.captures.len() >= 3, "{variant}: {lm:?}");
        let view = View {
            theme,
            orientation,
            last_move: Some(lm),
            ..View::default()
        };
        check(&format!("capture-{variant}"), &render(320, &pos, &view));
    }
}

/// Issue 35.10: a king's four-jump capture was drawn as dots with no line between them. The
/// route is drawn landing to landing, and stops at the edge of the king that made it.
#[test]
fn a_kings_four_jump_capture_is_drawn_as_a_route() {
    let (pos, lm) = support::after_capture(Variant::International, "W:WKa1:Bb2,e7,b6,d2", "a1");
    assert_eq!(lm.captures.len(), 4, "{lm:?}");
    for (name, orientation) in [
        ("king-route-international", Orientation::White),
        ("king-route-international-black", Orientation::Black),
    ] {
        let view = View {
            orientation,
            last_move: Some(lm.clone()),
            ..View::default()
        };
        check(name, &render(320, &pos, &view));
    }
}

/// Issue 44.7: a review's board with the move played and a better one as arrows (both captures
/// here, through their landings), over pieces, with the square numbers on top; at the review's
/// 640 px and at 320 px, from either side; and two that begin with the same jump.
#[test]
fn arrows_for_a_played_and_a_better_move_match_their_references() {
    let variant = Variant::English;
    let pos =
        Position::from_fen(variant, "W:Wc3,e3,g3,b2,h2,Kf2:Bd4,f6,d6,b6,h6,Kh8").expect("FEN");
    let layout = variant.rules().layout();
    let path = |squares: &[(u8, u8)]| -> Vec<damero_rules::Square> {
        squares
            .iter()
            .map(|&(f, r)| layout.square(f, r).expect("square"))
            .collect()
    };
    // c3xe5xc7 (played) and e3xc5xe7 (better): two double captures that cross.
    let played = path(&[(2, 2), (4, 4), (2, 6)]);
    let better = path(&[(4, 2), (2, 4), (4, 6)]);
    let legal: Vec<_> = pos.details(false).into_iter().map(|d| d.path).collect();
    assert!(
        legal.contains(&played) && legal.contains(&better),
        "{legal:?}"
    );
    let arrows = vec![
        Arrow::new(played, ArrowKind::Played),
        Arrow::new(better, ArrowKind::Better),
    ];
    let view = View {
        arrows: arrows.clone(),
        ..View::default()
    };
    check("arrows-english-640", &render(640, &pos, &view));
    let view = View {
        arrows,
        theme: Theme::Slate,
        orientation: Orientation::Black,
        ..View::default()
    };
    check("arrows-english-320-black-slate", &render(320, &pos, &view));
    // c3xe5xg7 played, c3xe5xc7 better: the same first jump, drawn side by side.
    let played = path(&[(2, 2), (4, 4), (6, 6)]);
    let better = path(&[(2, 2), (4, 4), (2, 6)]);
    assert!(
        legal.contains(&played) && legal.contains(&better),
        "{legal:?}"
    );
    let view = View {
        arrows: vec![
            Arrow::new(played, ArrowKind::Played),
            Arrow::new(better, ArrowKind::Better),
        ],
        theme: Theme::Green,
        ..View::default()
    };
    check("arrows-english-640-shared-jump", &render(640, &pos, &view));
}
