//! Accelerated pairings: `XXA` lines read and written, the pairing score (points plus the
//! round's acceleration) used for the score brackets, and the Baku Acceleration Method
//! (C.04.5.1) written as `XXA` lines. Each expected pairing is worked out by hand from the
//! rules: the score brackets by pairing score, each homogeneous bracket's upper half against
//! its lower half, and the colours (with no history, the higher-ranked player's pairing
//! number: odd takes the initial colour, white here).

use damero_tournament::acceleration::apply_baku;
use damero_tournament::dutch::pair;
use damero_tournament::{Player, Tournament};

fn games(t: &Tournament) -> (Vec<(u32, u32)>, Vec<u32>) {
    let p = pair(t).expect("a round to pair");
    let mut games: Vec<(u32, u32)> = p.games.iter().map(|(w, b)| (w.0, b.0)).collect();
    games.sort_unstable();
    (games, p.byes.iter().map(|b| b.0).collect())
}

fn field(n: u32, rounds: u32) -> String {
    let mut text = format!("012 Accelerated\nXXR {rounds}\nXXC white1\n");
    for i in 1..=n {
        text.push_str(&format!(
            "001 {i:>4}      {:<33} {:>4}{:28}{:>4} {:>4}\n",
            format!("P{i}"),
            2400 - 10 * i,
            "",
            "0.0",
            i
        ));
    }
    text
}

#[test]
fn xxa_lines_are_read_and_written_back() {
    let mut text = field(4, 5);
    text.push_str("XXA    1  1.0  1.0  0.5\nXXA    3  0.5\n");
    let t = Tournament::parse(&text).expect("a valid TRF file");
    let acceleration = |id: u32| t.player(Player(id)).expect("a player").acceleration.clone();
    assert_eq!(acceleration(1), [2, 2, 1]);
    assert_eq!(acceleration(2), Vec::<u32>::new());
    assert_eq!(acceleration(3), [1]);
    assert_eq!(t.player(Player(1)).map(|p| p.acceleration_for(3)), Some(1));
    assert_eq!(t.player(Player(1)).map(|p| p.acceleration_for(4)), Some(0));
    let written = t.write(&|p| p.0);
    assert!(written.contains("XXA    1  1.0  1.0  0.5\n"), "{written}");
    assert!(written.contains("XXA    3  0.5\n"), "{written}");
    assert!(!t.other.iter().any(|l| l.starts_with("XXA")));
    assert_eq!(Tournament::parse(&written), Ok(t));
}

#[test]
fn an_xxa_line_for_no_player_or_twice_is_refused() {
    let unknown = format!("{}XXA    9  1.0\n", field(4, 5));
    assert!(Tournament::parse(&unknown).is_err());
    let twice = format!("{}XXA    1  1.0\nXXA    1  0.5\n", field(4, 5));
    assert!(Tournament::parse(&twice).is_err());
    let quarter = format!("{}XXA    1  0.3\n", field(4, 5));
    assert!(Tournament::parse(&quarter).is_err());
}

/// Round 1 of 8 players under Baku acceleration: GA is players 1-4 (2 * ceil(8 / 4)), each
/// with one virtual point, so two brackets: 1-4 pair 1-3 and 2-4, 5-8 pair 5-7 and 6-8.
/// Without acceleration the one bracket pairs 1-5, 2-6, 3-7, 4-8.
#[test]
fn baku_round_one_pairs_each_group_within_itself() {
    let mut t = Tournament::parse(&field(8, 7)).expect("a valid TRF file");
    assert_eq!(games(&t), (vec![(1, 5), (3, 7), (6, 2), (8, 4)], vec![]));
    apply_baku(&mut t).expect("XXR is given");
    // 1 (odd) takes white against 3; 2 (even) takes black against 4; the same below.
    assert_eq!(games(&t), (vec![(1, 3), (4, 2), (5, 7), (8, 6)], vec![]));
}

/// Nine players: GA is players 1-6 (2 * ceil(9 / 4)); the bye goes to the lowest-ranked
/// player of the lowest bracket (9), and 7 meets 8.
#[test]
fn baku_round_one_odd_field() {
    let mut t = Tournament::parse(&field(9, 9)).expect("a valid TRF file");
    apply_baku(&mut t).expect("XXR is given");
    let written = t.write(&|p| p.0);
    assert!(
        written.contains("XXA    6  1.0  1.0  1.0  0.5  0.5\n"),
        "{written}"
    );
    assert!(!written.contains("XXA    7"), "{written}");
    assert_eq!(games(&t), (vec![(1, 4), (3, 6), (5, 2), (7, 8)], vec![9]));
}

/// Round 2 of the eight players above (seven rounds: the first two at one virtual point).
/// Round 1: 1 beat 3, 2 beat 4 (with black), 5 beat 7, 6 beat 8 (with black). Pairing scores
/// for round 2: 1 and 2 on 2 (1 + 1), 3, 4, 5 and 6 on 1 (3 and 4: 0 + 1), 7 and 8 on 0. So
/// 2-1 (2 is due white), then 3-5 and 6-4 (S1 3, 4 against S2 5, 6, each due the colour they
/// get), then 7-8 (7 is due white). By points alone, 1, 2, 5 and 6 would make the top bracket.
#[test]
fn baku_round_two_brackets_by_pairing_score() {
    let mut text = field(8, 7);
    let rounds = [
        (1, "   3 w 1"),
        (2, "   4 b 1"),
        (3, "   1 b 0"),
        (4, "   2 w 0"),
        (5, "   7 w 1"),
        (6, "   8 b 1"),
        (7, "   5 b 0"),
        (8, "   6 w 0"),
    ];
    text = text
        .lines()
        .map(|line| {
            let id: Option<u32> = line
                .strip_prefix("001")
                .and_then(|_| line.get(4..8))
                .and_then(|s| s.trim().parse().ok());
            match id.and_then(|id| rounds.iter().find(|r| r.0 == id)) {
                Some((_, cell)) => format!("{line}  {cell}\n"),
                None => format!("{line}\n"),
            }
        })
        .collect();
    let mut t = Tournament::parse(&text).expect("a valid TRF file");
    apply_baku(&mut t).expect("XXR is given");
    assert_eq!(games(&t), (vec![(2, 1), (3, 5), (6, 4), (7, 8)], vec![]));
}
