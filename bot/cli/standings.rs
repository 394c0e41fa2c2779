//! `damero standings --trf FILE [--tie-breaks bh,bh-c1,sb,wins,de]`: the standings of a
//! tournament from its FIDE TRF-16 file, with its tie-breaks, one player a line.

use std::io::Write;
use std::path::PathBuf;

use anyhow::Context as _;
use damero_tournament::{points_text, standings, TieBreak, Tournament};

/// Print a tournament's standings from its TRF-16 file.
#[derive(Debug, clap::Args)]
pub struct Standings {
    /// The tournament's TRF-16 file
    #[arg(long)]
    trf: PathBuf,
    /// The tie-breaks in order: bh (Buchholz), bh-c1 (cut 1), sb (Sonneborn-Berger), wins, de
    /// (direct encounter)
    #[arg(long, value_delimiter = ',', default_value = "bh,bh-c1,sb,wins,de", value_parser = tie_break)]
    tie_breaks: Vec<TieBreak>,
}

fn tie_break(s: &str) -> Result<TieBreak, String> {
    s.parse::<TieBreak>().map_err(|given| {
        format!("'{given}' is no tie-break; the tie-breaks are bh, bh-c1, sb, wins and de")
    })
}

impl Standings {
    /// Print the standings.
    ///
    /// # Errors
    /// A file that cannot be read or is not a valid TRF-16 file, or failing to write.
    pub fn run(&self, out: &mut dyn Write) -> anyhow::Result<()> {
        let text = std::fs::read_to_string(&self.trf)
            .with_context(|| format!("cannot read {}", self.trf.display()))?;
        let tournament = Tournament::parse(&text)
            .with_context(|| format!("{} is not a valid TRF-16 file", self.trf.display()))?;
        let name_width = tournament
            .players
            .iter()
            .map(|p| p.name.chars().count())
            .max()
            .unwrap_or(4)
            .clamp(4, 33);
        write!(out, "rank  no  {:<name_width$}  points", "name")?;
        for tb in &self.tie_breaks {
            write!(out, "  {:>6}", tb.code())?;
        }
        writeln!(out)?;
        for line in standings(&tournament, &self.tie_breaks) {
            let name = tournament
                .player(line.player)
                .map(|p| p.name.chars().take(33).collect::<String>())
                .unwrap_or_default();
            write!(
                out,
                "{:>4} {:>3}  {:<name_width$}  {:>6}",
                line.rank,
                line.player.0,
                name,
                points_text(line.points)
            )?;
            for value in &line.tie_breaks {
                write!(out, "  {value:>6.2}")?;
            }
            writeln!(out)?;
        }
        Ok(())
    }
}
