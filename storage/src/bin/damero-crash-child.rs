//! Test helper for the crash test (not a user tool): commits random legal moves to a sled store
//! in a loop and prints `ack GAME INDEX TOKEN` after each commit has returned (so is durable).
//! The parent test SIGKILLs it at random moments and checks that every acknowledged move is there.
//!
//! `damero-crash-child run DB CHANNELS SEED` — the loop.
//! `damero-crash-child hold DB` — open the database, print `ready`, and wait (for the lock test).

use std::io::{BufRead, Write};
use std::process::ExitCode;

use damero_rules::Variant;
use damero_storage::{ChannelId, ChannelState, NewGame, Seat, SledStore, Store, UserId};

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        // xorshift64*
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        usize::try_from(self.next() % (n.max(1) as u64)).unwrap_or(0)
    }
}

fn run(db: &str, channels: u64, seed: u64) -> Result<(), String> {
    let store = SledStore::open(db).map_err(|e| e.to_string())?;
    let mut rng = Rng(seed | 1);
    let stdout = std::io::stdout();
    loop {
        let channel = ChannelId(1 + rng.next() % channels);
        let now = damero_now();
        let record = match store.load(channel).map_err(|e| e.to_string())? {
            ChannelState::Game(record) => record,
            _ => {
                let variants = [Variant::Spanish, Variant::English, Variant::Russian];
                let variant = variants[rng.below(variants.len())];
                let new = NewGame {
                    guild: None,
                    channel,
                    variant,
                    start_fen: None,
                    white: Seat::human(UserId(channel.0 * 10), "white"),
                    black: Seat::Bot { level: 1 },
                    now_ms: now,
                    move_time_ms: None,
                };
                let record = store.start_game(&new).map_err(|e| e.to_string())?;
                let mut out = stdout.lock();
                writeln!(out, "start {} {}", record.id, channel).map_err(|e| e.to_string())?;
                out.flush().map_err(|e| e.to_string())?;
                record
            }
        };
        let mut game = record.replay().map_err(|e| e.to_string())?;
        let details = game.position().details(false);
        if details.is_empty() {
            return Err(format!("game {} has no move but is ongoing", record.id));
        }
        let pick = details[rng.below(details.len())].clone();
        game.play(pick).map_err(|e| e.to_string())?;
        let stored = store
            .commit_move(channel, record.version, &game, now)
            .map_err(|e| e.to_string())?;
        let index = stored.moves.len() - 1;
        let mut out = stdout.lock();
        writeln!(out, "ack {} {index} {}", stored.id, stored.moves[index])
            .map_err(|e| e.to_string())?;
        out.flush().map_err(|e| e.to_string())?;
    }
}

fn damero_now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(0))
}

fn hold(db: &str) -> Result<(), String> {
    let _store = SledStore::open(db).map_err(|e| e.to_string())?;
    println!("ready");
    std::io::stdout().flush().map_err(|e| e.to_string())?;
    // Wait until the parent closes our stdin (or kills us).
    let mut line = String::new();
    let _ = std::io::stdin().lock().read_line(&mut line);
    Ok(())
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().collect();
    let result = match args.get(1).map(String::as_str) {
        Some("run") if args.len() == 5 => match (args[3].parse::<u64>(), args[4].parse::<u64>()) {
            (Ok(channels), Ok(seed)) => run(&args[2], channels.max(1), seed),
            _ => Err("CHANNELS and SEED must be numbers".into()),
        },
        Some("hold") if args.len() == 3 => hold(&args[2]),
        _ => Err("usage: damero-crash-child run DB CHANNELS SEED | hold DB".into()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("damero-crash-child: {e}");
            ExitCode::FAILURE
        }
    }
}
