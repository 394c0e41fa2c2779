//! Finds the shipped puzzles whose line ends with nothing won on the board ([`Puzzle::gain_shown`]
//! is `None`) and rewrites their files: a line is cut back to its longest prefix that ends on a
//! solver's move, shows a gain, and keeps it through the line's own next reply (the opponent's
//! best defence when mined); a puzzle with no such prefix is taken out. The other puzzles, and
//! their ids, are left as they are.
//!
//! `cargo run -p damero-puzzles --example weak_lines` rewrites `puzzles/<variant>.tsv` in place
//! and prints what it did; `-- --dry-run` only prints. Running it again changes nothing.
//!
//! A shortened line keeps its themes and rating (the miner computes those); each is printed so
//! that they can be checked by hand.

use std::path::PathBuf;

use damero_puzzles::{line_gain, material_balance, read, write, Gain, Puzzle};
use damero_rules::{Move, Position, Variant};

/// Whether the gain `g` shown by `start` + `prefix` is still on the board after `reply`.
fn holds(start: &Position, prefix: &[Move], reply: Option<&Move>, g: Gain) -> bool {
    let Some(reply) = reply else {
        return true;
    };
    let solver = start.turn();
    let mut after = start.clone();
    for mv in prefix.iter().chain([reply]) {
        after.play_unchecked(mv);
    }
    match g {
        // The opponent had no move: there is no reply.
        Gain::Game => false,
        Gain::Material => material_balance(&after, solver) > material_balance(start, solver),
        Gain::Crowning => after.count(solver).1 > start.count(solver).1,
    }
}

/// The puzzle as it should ship: itself, a shortened copy, or nothing.
fn fixed(variant: Variant, p: &Puzzle) -> Result<Option<Puzzle>, String> {
    if p.gain_shown(variant)?.is_some() {
        return Ok(Some(p.clone()));
    }
    let start = p.position(variant)?;
    let moves: Vec<Move> = p.replay(variant)?.into_iter().map(|d| d.mv).collect();
    let cut = (1..moves.len()).step_by(2).rev().find(|&k| {
        line_gain(&start, &moves[..k]).is_some_and(|g| holds(&start, &moves[..k], moves.get(k), g))
    });
    Ok(cut.map(|k| Puzzle {
        moves: p.moves[..k].to_vec(),
        ..p.clone()
    }))
}

fn main() -> Result<(), String> {
    let dry = std::env::args().any(|a| a == "--dry-run");
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    println!("variant\tpuzzles\tweak\tshortened\tcut");
    for v in Variant::ALL {
        let path = dir.join(format!("{v}.tsv"));
        let text =
            std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        let set = read(v, &text).map_err(|e| format!("{}: {e}", path.display()))?;
        let (mut weak, mut shortened, mut cut) = (0, 0, 0);
        let mut kept = Vec::with_capacity(set.len());
        for p in &set {
            match fixed(v, p)? {
                Some(q) if q == *p => kept.push(q),
                Some(q) => {
                    weak += 1;
                    shortened += 1;
                    eprintln!(
                        "{}: shortened to {} (themes {:?}, rating {} kept)",
                        p.id,
                        q.moves.join(" "),
                        q.themes,
                        q.rating
                    );
                    kept.push(q);
                }
                None => {
                    weak += 1;
                    cut += 1;
                    eprintln!("{}: cut ({} {})", p.id, p.fen, p.moves.join(" "));
                }
            }
        }
        println!("{v}\t{}\t{weak}\t{shortened}\t{cut}", set.len());
        let out = write(v, &kept);
        if !dry && out != text {
            std::fs::write(&path, out).map_err(|e| format!("{}: {e}", path.display()))?;
        }
    }
    Ok(())
}
