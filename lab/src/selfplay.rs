//! Training data for the learned evaluation: positions from self-play games, each labelled with
//! its game's result.
//!
//! Each game starts from a few random plies (so games differ), then the engine plays both sides
//! at full strength with a fixed node budget per move (deterministic: the same seed makes the same
//! games on every machine). Every position whose side to move has no capture is kept (the search
//! never evaluates any other), with the result of the game from White's side and the score the
//! engine's search gave it when it chose its move there (the fit can learn from a blend of both).
//!
//! The file: `DMD2`, the variant's name (length byte, then the name), then 52-byte records: the
//! white, black and king bit sets (u128 little-endian each), the side to move (0 White, 1 Black),
//! the result (0 Black won, 1 draw, 2 White won) and the search's score for White (i16
//! little-endian, centi-men, forced wins clamped to +-30000). Files of the first format (`DMD1`:
//! 50-byte records without the score) are still read.

use std::io::{self, Read, Write};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use damero_rules::Board;
use damero_rules::{Color, Game, Outcome, Position, Variant};

use crate::arena::{detail_of, random_opening, MAX_PLIES};
use damero_engine::evaluator::Evaluation;
use damero_engine::{Engine, Limits, Options, Situation};

/// One labelled position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sample {
    /// The pieces.
    pub board: Board<u128>,
    /// The side to move.
    pub turn: Color,
    /// The game's result for White: 0 lost, 1 drawn, 2 won.
    pub result: u8,
    /// The search's score of the position for White (centi-men), when the file has one.
    pub score: Option<i16>,
}

const MAGIC: &[u8; 4] = b"DMD2";
const RECORD: usize = 52;
const MAGIC_V1: &[u8; 4] = b"DMD1";
const RECORD_V1: usize = 50;

/// How to play the games.
#[derive(Clone, Debug)]
pub struct Plan {
    /// The weights the engine plays with (the shipped ones, fresh ones, or none: hand-written).
    pub evaluation: Evaluation,
    /// The variant.
    pub variant: Variant,
    /// Games to play.
    pub games: u64,
    /// Node budget per move.
    pub nodes: u64,
    /// Random plies at the start of each game.
    pub random_plies: usize,
    /// Seed of the first game (game `k` uses `seed + k`).
    pub seed: u64,
    /// Threads playing games side by side.
    pub threads: usize,
}

/// Play one game of `plan` with seed `seed`; its quiet positions and the result.
#[must_use]
pub fn play_one(plan: &Plan, seed: u64, engine: &mut Engine) -> Vec<Sample> {
    let variant = plan.variant;
    let mut game = Game::new(variant);
    for d in random_opening(variant, plan.random_plies, seed) {
        if game.play(d).is_err() {
            break;
        }
    }
    let limits = Limits::nodes(plan.nodes);
    let opts = Options::level(10).with_seed(seed);
    let stop = AtomicBool::new(false);
    // Each kept position's result is set when the game ends.
    let mut kept: Vec<Sample> = Vec::new();
    while game.outcome().is_none() && game.events().len() < MAX_PLIES {
        let pos: &Position = game.position();
        if game.huff_chance().is_some() {
            break;
        }
        let quiet = !pos.capture_available();
        let (board, turn) = (*pos.board(), pos.turn());
        let t = engine.think(&Situation::from_game(&game), &limits, &opts, &stop);
        if quiet {
            let score = t.score.clamp(-30_000, 30_000) as i16;
            kept.push(Sample {
                board,
                turn,
                result: 1,
                score: Some(if turn == Color::White { score } else { -score }),
            });
        }
        let Some(d) = t.best.and_then(|mv| detail_of(game.position(), &mv)) else {
            break;
        };
        if game.play(d).is_err() {
            break;
        }
    }
    let result = match game.outcome() {
        Some(Outcome::Win { winner, .. }) => {
            if winner == Color::White {
                2
            } else {
                0
            }
        }
        _ => 1,
    };
    for s in &mut kept {
        s.result = result;
    }
    kept
}

/// Play the games of `plan` on its threads, writing each game's samples to `out` in seed order;
/// `progress` sees (games done, positions written). Returns the positions written.
///
/// # Errors
/// Writing failed.
pub fn generate(
    plan: &Plan,
    out: &mut (dyn Write + Send),
    progress: &(dyn Fn(u64, u64) + Sync),
) -> io::Result<u64> {
    let name = plan.variant.name().as_bytes();
    out.write_all(MAGIC)?;
    out.write_all(&[name.len() as u8])?;
    out.write_all(name)?;
    let next = AtomicU64::new(0);
    let done = AtomicU64::new(0);
    let written = AtomicU64::new(0);
    // Games are written in the order of their seeds, whichever thread finishes first: the file
    // is the same on any number of threads.
    let out = std::sync::Mutex::new((out, 0u64, std::collections::BTreeMap::new()));
    let failed = std::sync::Mutex::new(None);
    std::thread::scope(|s| {
        for _ in 0..plan.threads.max(1) {
            s.spawn(|| {
                loop {
                    let k = next.fetch_add(1, Ordering::Relaxed);
                    if k >= plan.games || failed.lock().is_ok_and(|f| f.is_some()) {
                        break;
                    }
                    // A fresh table per game: a game depends on its seed alone.
                    let mut engine = Engine::new(16).with_evaluation(plan.evaluation.clone());
                    let samples = play_one(plan, plan.seed.wrapping_add(k), &mut engine);
                    let mut bytes = Vec::with_capacity(samples.len() * RECORD);
                    for sm in &samples {
                        encode(sm, &mut bytes);
                    }
                    let mut guard = out
                        .lock()
                        .unwrap_or_else(std::sync::PoisonError::into_inner);
                    let (w, next_out, pending) = &mut *guard;
                    pending.insert(k, bytes);
                    let mut result = Ok(());
                    while let Some(bytes) = pending.remove(next_out) {
                        result = result.and_then(|()| w.write_all(&bytes));
                        *next_out += 1;
                    }
                    drop(guard);
                    if let Err(e) = result {
                        if let Ok(mut f) = failed.lock() {
                            *f = Some(e);
                        }
                        break;
                    }
                    let n = written.fetch_add(samples.len() as u64, Ordering::Relaxed)
                        + samples.len() as u64;
                    progress(done.fetch_add(1, Ordering::Relaxed) + 1, n);
                }
            });
        }
    });
    if let Some(e) = failed.into_inner().ok().flatten() {
        return Err(e);
    }
    out.into_inner()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
        .0
        .flush()?;
    Ok(written.into_inner())
}

fn encode(s: &Sample, out: &mut Vec<u8>) {
    out.extend_from_slice(&s.board.white.to_le_bytes());
    out.extend_from_slice(&s.board.black.to_le_bytes());
    out.extend_from_slice(&s.board.kings.to_le_bytes());
    out.push(u8::from(s.turn == Color::Black));
    out.push(s.result);
    out.extend_from_slice(&s.score.unwrap_or(0).to_le_bytes());
}

/// Read a data file: its variant and samples.
///
/// # Errors
/// A sentence saying what is wrong with the file.
pub fn read(input: &mut dyn Read) -> Result<(Variant, Vec<Sample>), String> {
    let mut bytes = Vec::new();
    input
        .read_to_end(&mut bytes)
        .map_err(|e| format!("cannot read the data: {e}"))?;
    let record = match bytes.get(..4) {
        Some(m) if m == MAGIC => RECORD,
        Some(m) if m == MAGIC_V1 => RECORD_V1,
        _ => {
            return Err(
                "this is not a Damero training file (it does not start with DMD2 or DMD1)".into(),
            )
        }
    };
    let len = usize::from(*bytes.get(4).ok_or("the training file ends too early")?);
    let name = bytes
        .get(5..5 + len)
        .ok_or("the training file ends too early")?;
    let name = String::from_utf8_lossy(name);
    let variant: Variant = name
        .parse()
        .map_err(|_| format!("unknown variant {name:?} in the training file"))?;
    let body = &bytes[5 + len..];
    if body.len() % record != 0 {
        return Err("the training file ends in the middle of a position".into());
    }
    let u = |b: &[u8]| u128::from_le_bytes(b.try_into().unwrap_or([0; 16]));
    let samples = body
        .chunks_exact(record)
        .map(|r| Sample {
            board: Board {
                white: u(&r[0..16]),
                black: u(&r[16..32]),
                kings: u(&r[32..48]),
            },
            turn: if r[48] == 0 {
                Color::White
            } else {
                Color::Black
            },
            result: r[49].min(2),
            score: r.get(50..52).map(|b| i16::from_le_bytes([b[0], b[1]])),
        })
        .collect();
    Ok((variant, samples))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn games_are_written_and_read_back() {
        let plan = Plan {
            evaluation: Evaluation::Shipped,
            variant: Variant::English,
            games: 5,
            nodes: 200,
            random_plies: 4,
            seed: 5,
            threads: 1,
        };
        let mut buf = Vec::new();
        let n = generate(&plan, &mut buf, &|_, _| {}).expect("written");
        let (variant, samples) = read(&mut buf.as_slice()).expect("read back");
        assert_eq!(variant, Variant::English);
        assert_eq!(samples.len() as u64, n);
        assert!(n > 20, "{n}");
        // Every kept position has no capture for the side to move.
        let rules = Variant::English.rules();
        for s in &samples {
            let mut caps = Vec::new();
            damero_rules::captures(rules, &s.board, s.turn, &mut caps);
            assert!(caps.is_empty());
        }
        // The same seed plays the same games, in the same order on any number of threads.
        let mut again = Vec::new();
        let threads = Plan {
            threads: 3,
            ..plan.clone()
        };
        generate(&threads, &mut again, &|_, _| {}).expect("written");
        assert_eq!(buf, again);
        assert!(read(&mut &buf[..buf.len() - 1]).is_err());
        assert!(read(&mut &b"DMD3"[..]).is_err());
        // Every position has the search's score, for White: a side that went on to win was
        // mostly seen ahead.
        assert!(samples.iter().all(|s| s.score.is_some()));
        let agree = samples
            .iter()
            .filter(|s| s.result != 1)
            .filter(|s| (s.score.unwrap_or(0) > 0) == (s.result == 2))
            .count();
        let decisive = samples.iter().filter(|s| s.result != 1).count();
        assert!(agree * 2 > decisive, "{agree} of {decisive}");
        // The first format (no scores) is still read.
        let mut v1 = b"DMD1".to_vec();
        v1.extend_from_slice(&buf[4..4 + 1 + 7]);
        for r in buf[4 + 1 + 7..].chunks_exact(RECORD) {
            v1.extend_from_slice(&r[..RECORD_V1]);
        }
        let (_, old) = read(&mut v1.as_slice()).expect("read back");
        assert_eq!(old.len(), samples.len());
        assert!(old
            .iter()
            .zip(&samples)
            .all(|(o, s)| o.score.is_none() && o.board == s.board && o.result == s.result));
    }
}
