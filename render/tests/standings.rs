//! The standings table: the PNG decodes, its size follows the rows and the text, and odd input
//! (empty tables, empty or very long strings, emoji, right-to-left text, rows of the wrong
//! length) never panics.

use damero_render::{standings_png, StandingsTable, Theme};
use image::RgbImage;

fn decode(png: &[u8]) -> RgbImage {
    image::load_from_memory(png).expect("decodes").to_rgb8()
}

fn columns() -> Vec<String> {
    ["#", "Player", "Points", "Bh", "SB"]
        .map(String::from)
        .to_vec()
}

fn row(rank: usize, name: &str) -> Vec<String> {
    vec![
        rank.to_string(),
        name.to_owned(),
        "2½".into(),
        "6".into(),
        "3¾".into(),
    ]
}

/// A Swiss of `n` players.
fn swiss(n: usize) -> StandingsTable {
    StandingsTable {
        title: "Friday Swiss — after round 3 of 5".into(),
        columns: columns(),
        rows: (1..=n).map(|i| row(i, &format!("Player {i}"))).collect(),
    }
}

fn picture(table: &StandingsTable) -> RgbImage {
    decode(&standings_png(table, Theme::default()).expect("drawn"))
}

#[test]
fn the_table_decodes_in_every_theme_at_a_width_discord_shows_whole() {
    let mut table = swiss(8);
    for (r, name) in ["Zoë", "Łukasz", "Дмитрий", "José María", "Ağa", "Ελένη"]
        .iter()
        .enumerate()
    {
        table.rows[r][1] = (*name).to_owned();
    }
    for theme in Theme::ALL {
        let png = standings_png(&table, theme).expect("drawn");
        let img = decode(&png);
        assert!((400..=700).contains(&img.width()), "{theme}: {img:?}");
        assert!((300..=450).contains(&img.height()), "{theme}: {img:?}");
        assert!(png.len() < 100 * 1024, "{theme}: {} bytes", png.len());
    }
}

#[test]
fn the_picture_grows_with_the_rows_and_no_rows_draws_the_headings() {
    let heights: Vec<u32> = [0, 1, 8, 100, 200]
        .iter()
        .map(|&n| picture(&swiss(n)).height())
        .collect();
    assert!(heights.windows(2).all(|w| w[0] < w[1]), "{heights:?}");
    // Every row the same height.
    let per_row = (heights[4] - heights[3]) / 100;
    assert_eq!(heights[3] - heights[2], per_row * 92);
    assert_eq!(heights[1] - heights[0], per_row);
    // The headings alone: taller than the title alone.
    let title_only = picture(&StandingsTable {
        title: "Title".into(),
        ..StandingsTable::default()
    });
    assert!(title_only.height() < heights[0]);
    let empty = picture(&StandingsTable::default());
    assert!(empty.height() < title_only.height() && empty.width() >= 400);
}

#[test]
fn a_long_name_is_cut_and_the_picture_stays_at_most_1200_wide() {
    let mut table = swiss(3);
    table.rows[1][1] = "Wolfeschlegelsteinhausenbergerdorff ".repeat(9);
    let img = picture(&table);
    assert_eq!(img.width(), 1200);
    // Wide names widen the picture up to the limit.
    let mut medium = swiss(3);
    medium.rows[0][1] = "Wolfeschlegelsteinhausenbergerdorff".into();
    let w = picture(&medium).width();
    assert!(w > picture(&swiss(3)).width() && w < 1200, "{w}");
}

#[test]
fn the_top_three_get_gold_silver_and_bronze() {
    // The gold disc's colour is the crown's: find it in the picture's rank column only when a
    // row is ranked first.
    let gold = image::Rgb([0xf2, 0xc1, 0x2e]);
    let has_gold = |t: &StandingsTable| picture(t).pixels().any(|p| *p == gold);
    assert!(has_gold(&swiss(3)));
    let mut unranked = swiss(3);
    for r in &mut unranked.rows {
        r[0] = "-".into();
    }
    assert!(!has_gold(&unranked));
    let mut shared = swiss(3);
    shared.rows[0][0] = "=1".into();
    shared.rows[1][0] = "1-2".into();
    assert!(has_gold(&shared));
}

#[test]
fn odd_input_never_panics() {
    let long = "x".repeat(300);
    let huge = "\u{301}".repeat(100_000) + &"🎯\u{200D}".repeat(100_000);
    let wide = "W".repeat(300);
    let names = [
        "",
        " ",
        long.as_str(),
        wide.as_str(),
        "🎯🔥 Dart 👨‍👩‍👧 🇵🇱",
        "محمد علي",
        "דוד כהן",
        "\u{202E}desrever\u{202C}",
        "Zoe\u{0308}\u{0301}\u{0301}\u{0301}\u{0301}\u{0301}\u{0301}",
        "Ｆｕｌｌ 𝐁𝐨𝐥𝐝 ﬁne",
        "山田太郎",
        "tab\tnew\nline\r\u{0}\u{7f}",
        "\u{200B}\u{200D}\u{FE0F}\u{3164}",
        "a\u{0300}\u{0301}\u{0302}\u{0303}\u{0304}\u{0305}\u{0306}\u{0307}",
        "…",
        huge.as_str(),
    ];
    for theme in Theme::ALL {
        for &name in &names {
            let table = StandingsTable {
                title: name.to_owned(),
                columns: vec![name.to_owned(); 5],
                rows: vec![
                    vec![name.to_owned(); 5],
                    vec![],
                    vec![name.to_owned()],
                    vec!["1".into(), name.to_owned()],
                    vec![name.to_owned(); 9],
                ],
            };
            let img = picture(&table);
            assert!((400..=1200).contains(&img.width()), "{name:?}: {img:?}");
            let _ = standings_png(&table, theme).expect("drawn");
        }
    }
    // One row a name, to look at: STANDINGS_OUT=odd.png cargo test -p damero-render
    // --test standings.
    let table = StandingsTable {
        title: "Odd names — cut, replaced, left out".into(),
        columns: columns(),
        rows: names
            .iter()
            .enumerate()
            .map(|(i, name)| row(i + 1, name))
            .collect(),
    };
    let png = standings_png(&table, Theme::Slate).expect("drawn");
    if let Ok(path) = std::env::var("STANDINGS_OUT") {
        std::fs::write(path, &png).expect("written");
    }
    // Rows but no columns, columns but empty headings, a column per cell of a wide row.
    let no_columns = StandingsTable {
        rows: vec![vec!["1".into(), "Zoë".into()]],
        ..StandingsTable::default()
    };
    picture(&no_columns);
    let blank = StandingsTable {
        columns: vec![String::new(); 3],
        rows: vec![vec![String::new(); 3]; 4],
        ..StandingsTable::default()
    };
    picture(&blank);
    let many = StandingsTable {
        columns: (0..100_000).map(|i| format!("round {i}")).collect(),
        rows: vec![(0..100_000).map(|i| i.to_string()).collect(); 3],
        ..StandingsTable::default()
    };
    assert_eq!(picture(&many).width(), 1200);
}

#[test]
fn rows_beyond_three_hundred_are_left_out() {
    let at_most = picture(&swiss(300)).height();
    assert_eq!(picture(&swiss(1000)).height(), at_most);
    assert!(at_most < 11_000);
}
