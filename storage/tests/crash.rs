//! Kill a committing process with SIGKILL at random moments; every acknowledged move must be
//! there afterwards, in order, and every game must replay to a legal position.

use std::collections::BTreeMap;
use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::Duration;

use damero_storage::{GameId, SledStore, Store};

struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) % n.max(1)
    }
}

/// Run `kills` rounds of spawn, let it commit a random number of moves, SIGKILL, verify.
fn crash_rounds(kills: u64, seed: u64) {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("db");
    let mut rng = Rng(seed);
    // Every acknowledged token per game, by index.
    let mut acked: BTreeMap<GameId, BTreeMap<usize, String>> = BTreeMap::new();
    let mut total_acks = 0usize;
    for round in 0..kills {
        let mut child = Command::new(env!("CARGO_BIN_EXE_damero-crash-child"))
            .arg("run")
            .arg(&db)
            .arg("4")
            .arg((seed * 1000 + round + 1).to_string())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("spawn");
        let mut lines = BufReader::new(child.stdout.take().expect("stdout")).lines();
        // Kill after 0..12 acknowledgements, plus up to 3 ms, so kills land anywhere:
        // while opening, mid-transaction, mid-flush, between commits.
        let wait_for = rng.below(12);
        let mut seen = 0;
        let mut collected = Vec::new();
        while seen < wait_for {
            match lines.next() {
                Some(Ok(line)) => {
                    if line.starts_with("ack ") {
                        seen += 1;
                    }
                    collected.push(line);
                }
                _ => break,
            }
        }
        std::thread::sleep(Duration::from_micros(rng.below(3_000)));
        child.kill().expect("SIGKILL");
        let status = child.wait().expect("wait");
        // Whatever was printed before the kill was acknowledged.
        collected.extend(lines.map_while(Result::ok));
        if status.success() {
            panic!("the child exited by itself");
        }
        for line in &collected {
            let parts: Vec<&str> = line.split_whitespace().collect();
            if let ["ack", id, index, token] = parts.as_slice() {
                let id = GameId(id.parse().expect("id"));
                let index: usize = index.parse().expect("index");
                acked
                    .entry(id)
                    .or_default()
                    .insert(index, (*token).to_string());
                total_acks += 1;
            }
        }
        let store = SledStore::open(&db).expect("reopen after SIGKILL");
        for (id, tokens) in &acked {
            let record = store
                .game(*id)
                .expect("readable")
                .unwrap_or_else(|| panic!("round {round}: acknowledged game {id} is missing"));
            for (index, token) in tokens {
                assert_eq!(
                    record.moves.get(*index),
                    Some(token),
                    "round {round}: game {id} lost acknowledged move {index}"
                );
            }
            let game = record.replay().expect("replays to a legal position");
            assert_eq!(game.turn(), record.turn, "game {id}");
        }
        for record in store.ongoing_games().expect("list") {
            record.replay().expect("every ongoing game replays");
        }
        assert!(store.damaged().expect("list").is_empty(), "nothing damaged");
    }
    eprintln!(
        "{kills} kills, {total_acks} acknowledged moves in {} games, all present",
        acked.len()
    );
    assert!(total_acks > 0, "the child never acknowledged anything");
}

#[test]
fn no_acknowledged_move_is_lost_when_the_process_is_killed() {
    crash_rounds(24, 0x5EED);
}

/// The long run for CI (`cargo test -p damero-storage -- --ignored`).
#[test]
#[ignore = "long: 300 kills"]
fn no_acknowledged_move_is_lost_over_many_kills() {
    crash_rounds(300, 0xC0FFEE);
}
