//! Turkish perft counting every capture path separately (no duplicate dropping), to compare with
//! engines that use that convention (kish). `cargo run --release -p damero-rules --example turkish_conventions 8`
use damero_rules::CrownMidCapture;
use damero_rules::TURKISH_SETTINGS;
use damero_rules::{priority_key, quiet_moves, Captures, RawMove, Seq, Sink};
use damero_rules::{Board, Color, Position, Rules, Variant};

static AS_KING: Rules = Rules {
    crown: CrownMidCapture::ContinuesAsKing,
    ..TURKISH_SETTINGS
};
static AS_MAN: Rules = Rules {
    crown: CrownMidCapture::OnlyIfItEnds,
    ..TURKISH_SETTINGS
};

struct All(Vec<(RawMove<u64>, u32)>);
impl Sink<u64> for All {
    fn capture(&mut self, seq: &Seq<u64>, to: u8, promotes: bool, complete: bool) {
        if complete {
            let key = priority_key(Variant::Turkish.rules().priority, seq);
            self.0.push((
                RawMove {
                    captured: seq.captured,
                    from: seq.from,
                    to,
                    promotes,
                },
                key,
            ));
        }
    }
}

fn perft(rules: &'static Rules, b: &Board<u64>, c: Color, d: u32) -> (u64, u64) {
    let mut sink = All(Vec::new());
    Captures::run(rules, b, c, false, &mut sink);
    let mut moves: Vec<RawMove<u64>> = if sink.0.is_empty() {
        let mut q = Vec::new();
        quiet_moves(rules, b, c, &mut q);
        q
    } else {
        let best = sink.0.iter().map(|m| m.1).max().unwrap_or(0);
        sink.0
            .into_iter()
            .filter(|m| m.1 == best)
            .map(|m| m.0)
            .collect()
    };
    let all = moves.len() as u64;
    moves.dedup();
    let mut uniq = Vec::new();
    for m in &moves {
        if !uniq.contains(m) {
            uniq.push(*m);
        }
    }
    if d == 1 {
        return (all, uniq.len() as u64);
    }
    let mut t = (0, 0);
    // Paths: follow every path (duplicates included) for the "all" count; unique for the other.
    for m in &uniq {
        let mut nb = *b;
        nb.play(c, m);
        let mult = moves.iter().filter(|x| *x == m).count() as u64;
        let r = perft(rules, &nb, c.opposite(), d - 1);
        t.0 += r.0 * mult.max(1);
        t.1 += r.1;
    }
    let _ = all;
    t
}

fn main() {
    let d: u32 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(7);
    let pos = Position::start(Variant::Turkish);
    let b: Board<u64> = pos.board().convert();
    for (name, rules) in [
        ("seed (crowned, move ends)", Variant::Turkish.rules()),
        ("crowned, captures on as king", &AS_KING),
        ("captures on as a man", &AS_MAN),
    ] {
        for depth in 1..=d {
            let (all, uniq) = perft(rules, &b, Color::White, depth);
            println!("{name}: depth={depth} with-duplicates={all} duplicates-dropped={uniq}");
        }
    }
}
