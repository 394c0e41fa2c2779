//! Mines again the starts of the shipped puzzles that were taken out, and puts back those the
//! miner makes a puzzle of, under their old ids.
//!
//! `puzzles/examples/weak_lines.rs` took out the lines that ended with nothing won on the board
//! (issue 44, item 21). Their start positions are still good candidates: the miner, which now
//! ends a line only when the gain shows, is run on each of them again
//! ([`damero_lab::puzzles::mine_position`]: the line at the recipe's depth, checked two plies
//! deeper, themes and rating as the miner gives them). A puzzle it makes goes back into
//! `puzzles/<variant>.tsv` with its old id and FEN and the new line; the others stay out.
//!
//! The taken-out puzzles are those of the files at a git revision (`--from`, by default
//! `be03711`, the last one before the cut) whose ids the current files lack:
//!
//!     cargo run --release -p damero-lab --example remine -- [--from REV] [--dry-run] [VARIANT...]
//!
//! With no variant, every variant. Run from the repository (it calls `git show`). Running it
//! again changes nothing: what came back is in the files, and what did not comes out the same.
//! Prints one line per position mined (stderr) and a table per variant (stdout).

use std::collections::{HashMap, HashSet};
use std::path::PathBuf;
use std::process::Command;
use std::sync::Arc;
use std::time::Instant;

use damero_engine::egtb::{self, Tablebase};
use damero_lab::puzzles::{mine_position, MineOptions, Remined};
use damero_lab::tables::RUNTIME_PIECES;
use damero_puzzles::{read, write, Puzzle};
use damero_rules::Variant;

/// The recipe's finding depth (`puzzles/make.sh`); the check is two plies deeper.
fn depth(v: Variant) -> i32 {
    match v {
        Variant::Spanish => 10,
        Variant::Turkish | Variant::Canadian => 6,
        _ => 8,
    }
}

/// The solver-to-move positions a line passes through after its start (FENs).
fn covered(v: Variant, p: &Puzzle) -> Result<Vec<String>, String> {
    let mut pos = p.position(v)?;
    let solver = pos.turn();
    let mut out = Vec::new();
    for d in p.replay(v)? {
        pos.play_unchecked(&d.mv);
        if pos.turn() == solver {
            out.push(pos.fen());
        }
    }
    Ok(out)
}

fn main() -> Result<(), String> {
    let mut from = "be03711".to_string();
    let mut dry = false;
    let mut variants = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--from" => from = args.next().ok_or("--from needs a revision")?,
            "--dry-run" => dry = true,
            v => variants.push(v.parse::<Variant>().map_err(|e| format!("{v}: {e}"))?),
        }
    }
    if variants.is_empty() {
        variants = Variant::ALL.to_vec();
    }
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../puzzles");
    println!("variant\ttaken out\tcame back\tno line\trefused\tshipped\tseconds");
    for v in variants {
        let path = dir.join(format!("{v}.tsv"));
        let text =
            std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        let now = read(v, &text).map_err(|e| format!("{}: {e}", path.display()))?;
        let shown = Command::new("git")
            .args(["show", &format!("{from}:puzzles/{v}.tsv")])
            .current_dir(&dir)
            .output()
            .map_err(|e| format!("git show: {e}"))?;
        if !shown.status.success() {
            return Err(format!(
                "git show {from}:puzzles/{v}.tsv: {}",
                String::from_utf8_lossy(&shown.stderr).trim()
            ));
        }
        let old_text = String::from_utf8(shown.stdout).map_err(|e| e.to_string())?;
        let old = read(v, &old_text).map_err(|e| format!("{from}:puzzles/{v}.tsv: {e}"))?;
        let ids: HashSet<&str> = now.iter().map(|p| p.id.as_str()).collect();
        if let Some(p) = now
            .iter()
            .find(|p| !old.iter().any(|q| q.id == p.id && q.fen == p.fen))
        {
            return Err(format!(
                "{}: not a puzzle of {from} (same id and FEN)",
                p.id
            ));
        }
        let gone: Vec<&Puzzle> = old
            .iter()
            .filter(|p| !ids.contains(p.id.as_str()))
            .collect();
        if gone.is_empty() {
            continue;
        }
        let started = Instant::now();
        let tables = egtb::supported(v)
            .then(|| Tablebase::build(v, RUNTIME_PIECES, |_| {}).ok())
            .flatten()
            .map(Arc::new);
        let opts = MineOptions {
            variant: v,
            seed: 1,
            count: 1,
            depth: depth(v),
            verify_depth: depth(v) + 2,
            games: 0,
            tables,
        };
        // The positions the kept lines start from and pass through: a puzzle that comes back
        // must neither start on another's line nor pass through another's start (the miner
        // skips a position a line has covered).
        let mut starts: HashMap<String, String> =
            now.iter().map(|p| (p.fen.clone(), p.id.clone())).collect();
        let mut passed: HashMap<String, String> = HashMap::new();
        for p in &now {
            for f in covered(v, p)? {
                passed.insert(f, p.id.clone());
            }
        }
        let mut back: HashMap<String, Puzzle> = HashMap::new();
        let (mut no_line, mut refused, mut clash) = (0, 0, 0);
        for p in gone {
            let start = p.position(v)?;
            let t = Instant::now();
            let what = match mine_position(&opts, &start) {
                Remined::Puzzle(q) => {
                    let q = Puzzle {
                        id: p.id.clone(),
                        ..q
                    };
                    let on = covered(v, &q)?;
                    let other = passed
                        .get(&q.fen)
                        .or_else(|| on.iter().find_map(|f| starts.get(f)));
                    if let Some(other) = other {
                        clash += 1;
                        format!("mined, but its line meets {other}'s: {}", q.moves.join(" "))
                    } else {
                        let line = format!(
                            "back: {} (themes {}, rating {})",
                            q.moves.join(" "),
                            q.themes
                                .iter()
                                .map(|t| t.word())
                                .collect::<Vec<_>>()
                                .join(","),
                            q.rating
                        );
                        starts.insert(q.fen.clone(), q.id.clone());
                        passed.extend(on.into_iter().map(|f| (f, q.id.clone())));
                        back.insert(q.id.clone(), q);
                        line
                    }
                }
                Remined::Forced => "one legal move".to_string(),
                Remined::NoLine => {
                    no_line += 1;
                    "no line".to_string()
                }
                Remined::Refused => {
                    refused += 1;
                    "refused by the deeper check".to_string()
                }
            };
            eprintln!(
                "{} ({}; was {}): {what} [{:.1} s]",
                p.id,
                p.fen,
                p.moves.join(" "),
                t.elapsed().as_secs_f64()
            );
        }
        let taken = old.len() - now.len();
        let came = back.len();
        let out: Vec<Puzzle> = old
            .into_iter()
            .filter_map(|p| {
                if ids.contains(p.id.as_str()) {
                    now.iter().find(|q| q.id == p.id).cloned()
                } else {
                    back.remove(&p.id)
                }
            })
            .collect();
        println!(
            "{v}\t{taken}\t{came}\t{no_line}\t{refused}{}\t{}\t{:.0}",
            if clash > 0 {
                format!(" (+{clash} meeting another line)")
            } else {
                String::new()
            },
            out.len(),
            started.elapsed().as_secs_f64()
        );
        let new_text = write(v, &out);
        if !dry && new_text != text {
            std::fs::write(&path, new_text).map_err(|e| format!("{}: {e}", path.display()))?;
        }
    }
    Ok(())
}
