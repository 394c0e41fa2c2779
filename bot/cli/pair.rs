//! `damero pair --trf FILE`: the next round's pairings by the FIDE Dutch Swiss system
//! (C.04.3) from a tournament's TRF-16 file, as pairing programs print them: the number of
//! pairs, then `white black` by pairing number, one pair a line, and a pairing-allocated bye as
//! `N 0`.

use std::io::Write;
use std::path::PathBuf;

use anyhow::Context as _;
use damero_tournament::{dutch, Tournament};

/// Print the next round's Dutch pairings of a tournament from its TRF-16 file.
#[derive(Debug, clap::Args)]
pub struct Pair {
    /// The tournament's TRF-16 file, with `XXR` (the number of rounds); byes asked for and
    /// absences already written for the next round keep those players out of it
    #[arg(long)]
    trf: PathBuf,
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
        writeln!(out, "{}", pairing.games.len() + pairing.byes.len())?;
        for (white, black) in &pairing.games {
            writeln!(out, "{} {}", white.0, black.0)?;
        }
        for bye in &pairing.byes {
            writeln!(out, "{} 0", bye.0)?;
        }
        Ok(())
    }
}
