//! The tactics files: `tests/tactics/<variant>.txt`, one position per line,
//! `FEN | best move | note`, with `#` comments. Each position must be solved within a node budget
//! (deterministic, so the test does not depend on the machine's speed). A position whose note ends
//! in `nodes=N` gets that budget instead and, when it is above the default, runs only in an
//! optimised build (`cargo test --release -p damero-engine --test tactics`). A position whose
//! note has `eval=hand` is searched with the hand-written evaluation: the files' expected moves
//! are a deep search's verdict, and where that verdict rests on material alone in an ending
//! (a shot that wins a man among kings), the fitted evaluations, which value such a man at
//! little, judge otherwise (issue 47; `docs/engine-experiments.md`).

use std::sync::atomic::AtomicBool;

use damero_engine::{Engine, Evaluation, Limits, Options, Situation};
use damero_rules::{Position, Variant};

/// Node budget per position (a fraction of a second in a debug build). It was 25,000 until late
/// move pruning: the pruned search trades a little tactical sharpness at tiny budgets for depth
/// (+30 Elo at 50,000 nodes a move), and two quiet shots here (czech 10, turkish 12) then need
/// 50,000 nodes. With razoring turkish 12 needs 75,000 and carries its own budget.
const NODES: u64 = 50_000;

#[test]
fn every_tactics_position_is_solved_within_its_budget() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/tactics");
    let mut solved = 0;
    let mut failures = Vec::new();
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .expect("tactics folder")
        .flatten()
        .collect();
    files.sort_by_key(std::fs::DirEntry::path);
    for entry in files {
        let path = entry.path();
        let name = path
            .file_stem()
            .and_then(|s| s.to_str())
            .expect("file name")
            .to_string();
        let variant: Variant = name.parse().expect("file named after a variant");
        let text = std::fs::read_to_string(&path).expect("readable tactics file");
        for (n, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let fields: Vec<&str> = line.split('|').map(str::trim).collect();
            let budget = fields
                .get(2)
                .and_then(|note| note.rsplit_once("nodes="))
                .and_then(|(_, n)| n.trim().parse::<u64>().ok())
                .unwrap_or(NODES);
            if budget > NODES && cfg!(debug_assertions) {
                continue;
            }
            let pos = Position::from_fen(variant, fields[0]).expect("valid FEN in tactics file");
            let want = pos
                .parse_move(fields[1])
                .expect("valid move in tactics file");
            let hand = fields.get(2).is_some_and(|note| note.contains("eval=hand"));
            let mut engine = Engine::new(4);
            if hand {
                engine = engine.with_evaluation(Evaluation::hand());
            }
            let t = engine.think(
                &Situation::new(&pos),
                &Limits::nodes(budget),
                &Options::level(10),
                &AtomicBool::new(false),
            );
            if t.best == Some(want.mv) {
                solved += 1;
            } else {
                failures.push(format!(
                    "{name}:{}: {} wanted {}, got {:?}",
                    n + 1,
                    fields[0],
                    fields[1],
                    t.best
                ));
            }
        }
    }
    assert!(failures.is_empty(), "unsolved:\n{}", failures.join("\n"));
    assert!(solved >= 10, "only {solved} tactics positions found");
}
