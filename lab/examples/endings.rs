//! Openings that are endings: each balanced opening of a file played on by the full-strength
//! engine at a fixed depth until few pieces are left, printed as one line of moves (the format of
//! `damero match --openings`). A match over these lines measures a change that only shows in
//! the endgame (an endgame draw rule, a table, an endgame term), which the usual openings reach
//! in too few games to tell.
//!
//! `cargo run --release -p damero-lab --example endings -- VARIANT OPENINGS PIECES [DEPTH]
//! [MAX_SCORE]`: a line is kept when at most `PIECES` pieces are on the board, the side to move
//! has no capture, the game is not over, at least one king is on the board, and the
//! depth-`DEPTH + 2` score is within `MAX_SCORE` hundredths of a man (defaults: depth 6,
//! 300).
use damero_lab::openings;
use damero_rules::{Color, Game, Variant};

fn usage() -> ! {
    eprintln!("usage: endings VARIANT OPENINGS PIECES [DEPTH] [MAX_SCORE]");
    std::process::exit(2);
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (Some(variant), Some(path), Some(pieces)) = (
        args.first().and_then(|s| s.parse::<Variant>().ok()),
        args.get(1),
        args.get(2).and_then(|s| s.parse::<usize>().ok()),
    ) else {
        usage()
    };
    let depth: u32 = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(6);
    let max_score: i32 = args.get(4).and_then(|s| s.parse().ok()).unwrap_or(300);
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| {
        eprintln!("{path}: {e}");
        std::process::exit(2)
    });
    let lines = openings::parse(variant, &text).unwrap_or_else(|e| {
        eprintln!("{path}: {e}");
        std::process::exit(2)
    });
    let mut kept = 0;
    for line in &lines {
        let Some(game) = play_to_ending(openings::game_after(variant, line), pieces, depth) else {
            continue;
        };
        let score = openings::white_score(&game, depth + 2);
        if score.abs() > max_score {
            continue;
        }
        let moves: Vec<_> = game.moves().cloned().collect();
        println!("{}", openings::line_text(variant, &moves));
        kept += 1;
    }
    eprintln!("{kept} endings kept of {} openings", lines.len());
}

/// `game` played on at `depth` until an ending of at most `pieces` pieces with a king, quiet
/// for the side to move; `None` when the game ends first or has not got there in 400 plies.
fn play_to_ending(game: Game, pieces: usize, depth: u32) -> Option<Game> {
    let ending = |game: &Game| {
        let pos = game.position();
        let (wm, wk) = pos.count(Color::White);
        let (bm, bk) = pos.count(Color::Black);
        wm + wk + bm + bk <= pieces && wk + bk > 0 && !pos.capture_available()
    };
    let game = openings::play_on(game, 400, depth, ending);
    (game.outcome().is_none() && ending(&game)).then_some(game)
}
