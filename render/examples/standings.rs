//! Writes the standings of an 8-player Swiss after round 3 to `/tmp/standings.png`, to look at.
//!
//! `cargo run -p damero-render --example standings -- [THEME] [ROWS] [OUT]`: another theme
//! (`wood`, `slate`, `green`), more players (made-up names after the first eight), another file.

use damero_render::{standings_png, StandingsTable, Theme};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let theme: Theme = args.next().as_deref().unwrap_or("wood").parse()?;
    let players: usize = args.next().as_deref().unwrap_or("8").parse()?;
    let out = args.next().unwrap_or_else(|| "/tmp/standings.png".into());

    let names = [
        ("Zoë", "3", "5½", "4"),
        ("Łukasz", "2½", "6", "3¾"),
        ("Дмитрий", "2½", "5", "3¼"),
        ("José María", "2", "6½", "2½"),
        ("Ağa", "2", "4", "2"),
        ("Ελένη", "1", "4½", "½"),
        ("DraughtsFan_1987 🎯", "1", "4½", "½"),
        ("Kees", "0", "4", "0"),
    ];
    let mut rows = Vec::new();
    for i in 0..players {
        let (name, points, buchholz, sb) = names.get(i).map_or_else(
            || {
                let n = i + 1;
                // Points fall from 3 to 0 down the table, in halves.
                let halves = 6 * (players - i) / players;
                let points = match (halves / 2, halves % 2) {
                    (0, 1) => "½".to_owned(),
                    (p, 1) => format!("{p}½"),
                    (p, _) => p.to_string(),
                };
                (
                    format!("Player {n}"),
                    points,
                    format!("{}", 3 + n % 5),
                    format!("{}", n % 4),
                )
            },
            |&(n, p, b, s)| (n.to_owned(), p.to_owned(), b.to_owned(), s.to_owned()),
        );
        // Players level on points and every tie-break share a rank.
        let rank = match i {
            5 | 6 => "6-7".to_owned(),
            n => (n + 1).to_string(),
        };
        rows.push(vec![rank, name, points, buchholz, sb]);
    }
    let table = StandingsTable {
        title: "Friday Swiss — after round 3 of 5".into(),
        columns: ["#", "Player", "Points", "Bh", "SB"]
            .map(String::from)
            .to_vec(),
        rows,
    };
    let start = std::time::Instant::now();
    let png = standings_png(&table, theme)?;
    let took = start.elapsed();
    std::fs::write(&out, &png)?;
    println!("{out}: {} bytes in {took:.1?}", png.len());
    Ok(())
}
