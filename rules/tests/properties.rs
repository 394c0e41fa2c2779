//! Properties over random games of every variant, and parsers fed arbitrary text.

use damero_rules::{
    export_pdn, import_pdn, move_text, short_text, Color, FenError, Game, GameError, IllegalReason,
    MoveText, MoveTextError, Notation, Position, ResolveError, Setup, SquareIssue, SquareText,
    Tags, Variant,
};
use proptest::prelude::*;

/// Play `plies` pseudo-random legal moves from the start (choices driven by `seed`), checking the
/// per-position properties along the way.
fn walk(variant: Variant, seed: u64, plies: usize) -> Game {
    let mut game = Game::new(variant);
    let mut state = seed | 1;
    for _ in 0..plies {
        if game.outcome().is_some() {
            break;
        }
        let pos = game.position().clone();
        check_position(&pos);
        let details = pos.details(false);
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let choice = &details[(state % details.len() as u64) as usize];
        game.play(choice.clone()).expect("a generated move plays");
    }
    game
}

fn check_position(pos: &Position) {
    let rules = pos.rules();
    // Incremental hash equals a fresh one.
    assert_eq!(pos.hash(), pos.fresh_hash(), "hash drift at {}", pos.fen());
    // FEN round trip in both notations.
    for notation in [Notation::Numeric, Notation::Algebraic] {
        let fen = pos.fen_in(notation);
        let back = Position::from_fen(pos.variant(), &fen).expect("own FEN parses");
        // The FEN holds pieces and turn; the Frisian king run is game history (like the draw
        // counts), which a FEN start begins afresh.
        assert_eq!(back.board(), pos.board(), "FEN round trip {fen}");
        assert_eq!(back.turn(), pos.turn(), "FEN round trip {fen}");
        assert_eq!(back.hash(), pos.hash(), "FEN round trip {fen}");
        assert_eq!(back.king_runs(), [(damero_rules::Square(0), 0); 2]);
    }
    let details = pos.details(false);
    for d in &details {
        // Every generated move is accepted by `play`.
        let next = pos.clone().play(&d.mv).expect("generated move is legal");
        assert_eq!(next.hash(), next.fresh_hash());
        // Full move text resolves back to the same move, in both notations.
        for notation in [Notation::Numeric, Notation::Algebraic] {
            let text = move_text(rules, d, notation);
            let parsed: MoveText = text.parse().expect("own move text parses");
            let resolved = pos.resolve(&parsed).expect("own move text resolves");
            assert_eq!(resolved.mv, d.mv, "{text}");
        }
        // The shorthand resolves to the move, or is reported ambiguous with it among the
        // candidates, or is exactly the full path of another move (a one-jump capture with the
        // same ends), which it then names.
        let short = short_text(rules, d, Notation::Algebraic);
        match pos.resolve(&short.parse().expect("shorthand parses")) {
            Ok(r) if r.mv != d.mv => {
                assert_eq!(r.path, vec![d.mv.from, d.mv.to], "{short}");
                assert_eq!(r.captures.len(), 1, "{short}");
            }
            Ok(_) => {}
            Err(ResolveError::Ambiguous { candidates, .. }) => {
                assert!(
                    candidates.iter().any(|c| c.mv == d.mv),
                    "{short}: {candidates:?}"
                )
            }
            Err(e) => panic!("{short}: {e}"),
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn random_games_keep_every_invariant(v in 0..Variant::ALL.len(), seed in any::<u64>()) {
        let game = walk(Variant::ALL[v], seed, 120);
        // PDN export reads back to the same game.
        let text = export_pdn(&game, &Tags::default());
        let back = import_pdn(&text, None).expect("own PDN imports");
        prop_assert_eq!(back.game.position(), game.position());
        prop_assert_eq!(back.game.outcome(), game.outcome());
        prop_assert_eq!(back.game.events().len(), game.events().len());
    }

    #[test]
    fn arbitrary_text_never_panics_any_parser(text in "\\PC{0,60}", v in 0..Variant::ALL.len()) {
        let variant = Variant::ALL[v];
        let _ = text.parse::<Variant>();
        let _ = text.parse::<Setup>().map(|s| s.position(variant));
        let _ = Position::from_fen(variant, &text);
        if let Ok(mt) = text.parse::<MoveText>() {
            let _ = Position::start(variant).resolve(&mt);
        }
        let _ = Game::new(variant).play_text(&text);
        let _ = Game::new(variant).huff_text(&text);
        let _ = import_pdn(&text, Some(variant));
    }

    #[test]
    fn move_like_text_never_panics(text in "[0-9a-lA-LxX:\\- ]{0,24}", v in 0..Variant::ALL.len()) {
        let variant = Variant::ALL[v];
        let game = walk(variant, text.len() as u64 + 7, 30);
        let mut g = game.clone();
        let before = g.position().clone();
        if g.play_text(&text).is_err() {
            prop_assert_eq!(g.position(), &before);
        }
    }

    #[test]
    fn fen_like_text_never_panics(text in "[WBwbK:,0-9a-l\\- ]{0,40}", v in 0..Variant::ALL.len()) {
        let _ = Position::from_fen(Variant::ALL[v], &text);
    }

    #[test]
    fn pdn_like_text_never_panics(text in "(\\[[A-Za-z]{1,8} \"[^\"]{0,12}\"\\]\n){0,3}[0-9a-lx\\-. {}();*]{0,60}") {
        let _ = import_pdn(&text, Some(Variant::Spanish));
    }
}

#[test]
fn move_stays_small() {
    assert_eq!(std::mem::size_of::<damero_rules::Move>(), 32);
    assert_eq!(std::mem::size_of::<damero_rules::RawMove<u64>>(), 16);
}

#[test]
fn numbering_matches_the_spec() {
    let name = |v: Variant, n: u16| {
        let rules = v.rules();
        let sq = rules
            .layout()
            .from_number(n, rules.numbering.expect("numbered"))
            .expect("square");
        rules.layout().algebraic(sq)
    };
    assert_eq!(name(Variant::Spanish, 1), "h1");
    assert_eq!(name(Variant::Spanish, 4), "b1");
    assert_eq!(name(Variant::Spanish, 5), "g2");
    assert_eq!(name(Variant::Spanish, 32), "a8");
    assert_eq!(name(Variant::English, 1), "b8");
    assert_eq!(name(Variant::English, 29), "a1");
    assert_eq!(name(Variant::English, 32), "g1");
    assert_eq!(name(Variant::International, 1), "b10");
    assert_eq!(name(Variant::International, 5), "j10");
    assert_eq!(name(Variant::International, 46), "a1");
    assert_eq!(name(Variant::International, 50), "i1");
    assert_eq!(name(Variant::Huff12, 1), "b12");
    assert_eq!(name(Variant::Huff12, 72), "k1");
    // The Spanish main diagonal h1-a8 is 1-5-10-14-19-23-28-32.
    let diag: Vec<String> = [1, 5, 10, 14, 19, 23, 28, 32]
        .iter()
        .map(|&n| name(Variant::Spanish, n))
        .collect();
    assert_eq!(diag, ["h1", "g2", "f3", "e4", "d5", "c6", "b7", "a8"]);
}

#[test]
fn start_positions_have_the_spec_counts_and_first_mover() {
    let expect = [
        (Variant::Spanish, 12, damero_rules::Color::White),
        (Variant::Czech, 12, damero_rules::Color::White),
        (Variant::Turkish, 16, damero_rules::Color::White),
        (Variant::Huff10, 15, damero_rules::Color::Black),
        (Variant::Huff12, 18, damero_rules::Color::Black),
        (Variant::English, 12, damero_rules::Color::Black),
        (Variant::International, 20, damero_rules::Color::White),
        (Variant::Pool, 12, damero_rules::Color::Black),
    ];
    for (v, men, first) in expect {
        let p = Position::start(v);
        assert_eq!(p.count(damero_rules::Color::White), (men, 0), "{v}");
        assert_eq!(p.count(damero_rules::Color::Black), (men, 0), "{v}");
        assert_eq!(p.turn(), first, "{v}");
    }
    // Spanish starts White on 1-12, Black on 21-32.
    assert_eq!(
        Position::start(Variant::Spanish).fen(),
        "W:W1,2,3,4,5,6,7,8,9,10,11,12:B21,22,23,24,25,26,27,28,29,30,31,32"
    );
}

#[test]
fn impossible_fens_are_refused_with_the_typed_reason() {
    let err = |v: Variant, fen: &str| Position::from_fen(v, fen).expect_err(fen);
    assert!(matches!(
        err(Variant::Spanish, "W:Wa1:B32"),
        FenError::Square(SquareIssue::NotPlaying { square, dark_only: true, .. })
            if square == SquareText::Coord { file: 0, rank: 0 }
    ));
    assert_eq!(
        err(Variant::Spanish, "W:W33:B1"),
        FenError::Square(SquareIssue::NumberTooHigh {
            variant: Variant::Spanish,
            number: 33,
            max: 32
        })
    );
    assert_eq!(
        err(Variant::Spanish, "W:W29:B1"),
        FenError::ManOnPromotionRank {
            color: Color::White,
            square: SquareText::Number(29)
        }
    );
    assert_eq!(
        err(Variant::Spanish, "W:W1-13:B32"),
        FenError::TooMany {
            color: Color::White,
            count: 13,
            max: 12,
            variant: Variant::Spanish
        }
    );
    assert_eq!(
        err(Variant::Spanish, "W:W5,5:B32"),
        FenError::Duplicate(SquareText::Number(5))
    );
    assert_eq!(
        err(Variant::Spanish, "W:W5:B5"),
        FenError::Duplicate(SquareText::Number(5))
    );
    assert!(matches!(
        err(Variant::Czech, "W:W5:Bh8"),
        FenError::Square(SquareIssue::NumbersNotUsed { number: 5, .. })
    ));
    assert_eq!(
        err(Variant::Spanish, "X:W5:B30"),
        FenError::Turn("X".into())
    );
    assert_eq!(
        err(Variant::Spanish, "W:Z5:B30"),
        FenError::PieceList("Z5".into())
    );
    assert_eq!(
        err(Variant::Spanish, "W:W5:W6"),
        FenError::ListedTwice(Color::White)
    );
    assert_eq!(
        err(Variant::Spanish, "W:W5x:B30"),
        FenError::NotASquare("5x".into())
    );
    assert_eq!(
        err(Variant::Spanish, "W:W9-2:B30"),
        FenError::Range("9-2".into())
    );
    assert_eq!(err(Variant::Spanish, "W"), FenError::NoPieceLists);
    assert_eq!(err(Variant::Spanish, ""), FenError::Empty);
}

#[test]
fn malformed_moves_get_typed_errors() {
    let e = |t: &str| t.parse::<MoveText>().expect_err(t);
    assert_eq!(e(""), MoveTextError::Empty);
    assert_eq!(e("11"), MoveTextError::OneSquare { text: "11".into() });
    assert!(matches!(e("hello"), MoveTextError::BadSquare { part, .. } if part == "hello"));
    assert!(matches!(e("11-"), MoveTextError::BadSquare { .. }));
    // Unicode dashes, case and spaces are forgiven.
    let ok: MoveText = " C3 \u{2013} d4 ".parse().expect("unicode dash");
    assert_eq!(ok.to_string(), "c3-d4");
    let ok: MoveText = "11 : 18".parse().expect("colon capture");
    assert!(ok.capture);
}

#[test]
fn regression_k_file_square_on_12x12_is_not_read_as_a_king() {
    let p = Position::from_fen(Variant::Huff12, "B:Wk11:Bb12,Kk3").expect("k-file squares parse");
    let sq = |name: &str| {
        damero_rules::SquareText::parse(name)
            .and_then(|t| t.resolve(p.rules()))
            .expect(name)
    };
    assert_eq!(
        p.piece_at(sq("k11")).map(|x| x.role),
        Some(damero_rules::Role::Man)
    );
    assert_eq!(
        p.piece_at(sq("k3")).map(|x| x.role),
        Some(damero_rules::Role::King)
    );
    assert_eq!(
        Position::from_fen(Variant::Huff12, &p.fen_in(Notation::Algebraic)).expect("round trip"),
        p
    );
}

#[test]
fn regression_an_impossible_move_in_a_huff_game_is_not_refused_as_a_compulsory_capture() {
    // White may capture 32x23 but need not (huffing game): 46-41 is refused because 41 is
    // taken, and the reason lists the faulty moves as allowed, never "a capture is compulsory".
    let mut game = Game::new(Variant::Huff10);
    for m in ["12-18", "37-32", "18-22", "40-34", "7-12", "45-40", "22-28"] {
        game.play_text(m).expect(m);
    }
    let err = game.play_text("46-41").expect_err("41 is occupied");
    let GameError::Resolve(ResolveError::Illegal { written, reason }) = &err else {
        panic!("{err:?}");
    };
    assert!(
        !matches!(reason, IllegalReason::CaptureCompulsory { .. }),
        "{reason:?}"
    );
    assert_eq!(written.to_string(), "46-41");
    // A faulty move is still played.
    game.play_text("36-31").expect("a faulty move is allowed");
    assert!(game.huff_chance().is_some());
}

#[test]
fn regression_a_one_jump_capture_is_written_by_its_full_path_beside_a_longer_one() {
    // Huff10 (free choice): the king on 29 may take one piece landing on 1 (29x1), or four
    // (29x47x36x18x1) ending on 1 too. "29x1" is the first move's full path, so it is that move;
    // the four-piece capture is written in full.
    let pos = Position::from_fen(Variant::Huff10, "W:WK29:B38,41,27,7").expect("fen");
    let one: MoveText = "29x1".parse().expect("parses");
    assert_eq!(pos.resolve(&one).expect("29x1 resolves").captures.len(), 1);
    let four: MoveText = "29x47x36x18x1".parse().expect("parses");
    assert_eq!(pos.resolve(&four).expect("full path").captures.len(), 4);
    let mut game = Game::from_position(pos);
    game.play_text("29x1").expect("a game plays it too");
}
