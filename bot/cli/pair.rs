//! `damero pair --trf FILE`: the next round's pairings by the FIDE Dutch Swiss system
//! (C.04.3) from a tournament's TRF-16 file: a table of boards with each player's name,
//! pairing number and points, White first, and the bye in words. `--numbers` prints them as
//! pairing programs do: the number of pairs, then `white black` by pairing number, one pair a
//! line, and a pairing-allocated bye as `N 0`.

use std::io::Write;
use std::path::PathBuf;

use anyhow::Context as _;
use std::collections::HashMap;

use damero_tournament::{dutch, points_text, standings, Player, Tournament};

/// Print the next round's Dutch pairings of a tournament from its TRF-16 file.
#[derive(Debug, clap::Args)]
pub struct Pair {
    /// The tournament's TRF-16 file, with `XXR` (the number of rounds); byes asked for and
    /// absences already written for the next round keep those players out of it
    #[arg(long)]
    trf: PathBuf,
    /// Print as pairing programs do: the number of pairs, then `white black` by pairing
    /// number, a bye as `N 0`
    #[arg(long)]
    numbers: bool,
}

impl Pair {
    /// Print the pairings.
    ///
    /// # Errors
    /// A file that cannot be read, is not a valid TRF-16 file, gives no number of rounds or
    /// has had them all; failing to write.
    pub fn run(&self, out: &mut dyn Write) -> anyhow::Result<()> {
        let text = std::fs::read_to_string(&self.trf)
            .with_context(|| format!("cannot read {}", self.trf.display()))?;
        let tournament = Tournament::parse(&text)
            .with_context(|| format!("{} is not a valid TRF-16 file", self.trf.display()))?;
        let pairing = dutch::pair(&tournament)
            .with_context(|| format!("{} cannot be paired", self.trf.display()))?;
        if self.numbers {
            writeln!(out, "{}", pairing.games.len() + pairing.byes.len())?;
            for (white, black) in &pairing.games {
                writeln!(out, "{} {}", white.0, black.0)?;
            }
            for bye in &pairing.byes {
                writeln!(out, "{} 0", bye.0)?;
            }
            return Ok(());
        }
        // Each player as `Name (number, points)`.
        let points: HashMap<Player, u32> = standings(&tournament, &[])
            .into_iter()
            .map(|s| (s.player, s.points))
            .collect();
        let who = |p: Player| {
            let name = tournament
                .players
                .iter()
                .find(|e| e.id == p)
                .map_or("?", |e| e.name.trim());
            let pts = points_text(points.get(&p).copied().unwrap_or(0));
            format!("{name} ({}, {pts})", p.0)
        };
        let rows: Vec<(String, String)> = pairing
            .games
            .iter()
            .map(|(w, b)| (who(*w), who(*b)))
            .collect();
        let width = rows
            .iter()
            .map(|(w, _)| w.chars().count())
            .max()
            .unwrap_or(0)
            .max("white".len());
        let of = tournament
            .rounds_total
            .map_or_else(String::new, |total| format!(" of {total}"));
        writeln!(
            out,
            "Round {}{of} (each player: name (pairing number, points so far))",
            pairing.round
        )?;
        writeln!(out, "board  {:<width$}  black", "white")?;
        for (n, (white, black)) in rows.iter().enumerate() {
            writeln!(out, "{:>5}  {white:<width$}  {black}", n + 1)?;
        }
        for bye in &pairing.byes {
            writeln!(out, "  bye  {}", who(*bye))?;
        }
        Ok(())
    }
}
