//! TRF-16 files read and written, and standings with tie-breaks worked out by hand on a
//! five-player Swiss of three rounds with byes.

use damero_tournament::{standings, Player, TieBreak, Tournament, TrfError};

const FIVE: &str = include_str!("five.trf");

fn row(t: &Tournament, order: &[TieBreak]) -> Vec<(u32, u32, Vec<f64>)> {
    standings(t, order)
        .into_iter()
        .map(|s| (s.player.0, s.points, s.tie_breaks))
        .collect()
}

#[test]
fn a_five_player_swiss_is_read_with_its_byes_and_opponents() {
    let t = Tournament::parse(FIVE).expect("a valid file");
    assert_eq!(t.players.len(), 5);
    assert_eq!(t.rounds_total, Some(5));
    assert_eq!(t.rounds_played(), 3);
    assert_eq!(t.players[0].name, "Ana");
    assert_eq!(t.players[0].rating, 1900);
    assert_eq!(t.other, ["012 Club Swiss"]);
}

#[test]
fn standings_and_tie_breaks_as_worked_out_by_hand() {
    let t = Tournament::parse(FIVE).expect("a valid file");
    // Points: Ana 2.5, Ben 2.5, Cy 2, Eve 1.5, Dee 0.5. A bye counts as a game against a
    // dummy opponent with the player's own points (C.07 art. 16.4): their points for
    // Buchholz, and the bye's point times them for Sonneborn-Berger (Ben 2.75 + 2.5).
    // Nobody chose not to play a round, so cut-1 cuts the lowest opponent.
    assert_eq!(
        row(
            &t,
            &[
                TieBreak::Buchholz,
                TieBreak::BuchholzCut1,
                TieBreak::SonnebornBerger,
                TieBreak::Wins
            ]
        ),
        [
            (2, 5, vec![6.5, 5.0, 5.25, 1.0]),
            (1, 5, vec![5.0, 4.5, 3.75, 2.0]),
            (3, 4, vec![5.0, 4.5, 2.5, 1.0]),
            (5, 3, vec![4.5, 4.0, 1.75, 0.0]),
            (4, 1, vec![6.0, 4.5, 0.75, 0.0]),
        ]
    );
    // Sonneborn-Berger first puts Ben ahead (his bye counts); their direct encounter (a
    // draw) separates nobody, and Buchholz puts Ben ahead.
    let sb: Vec<u32> = row(&t, &[TieBreak::SonnebornBerger])
        .iter()
        .map(|r| r.0)
        .collect();
    assert_eq!(sb[..2], [2, 1]);
    let de = row(&t, &[TieBreak::DirectEncounter, TieBreak::Buchholz]);
    assert_eq!((de[0].0, de[0].2[0]), (2, 0.5));
    assert_eq!((de[1].0, de[1].2[0]), (1, 0.5));
}

#[test]
fn the_direct_encounter_decides_between_tied_players_who_met() {
    // 1 lost to 2 and had a bye; 2 beat 1 and lost to 3; 3 had a bye and beat 2. So 1 and 2
    // tie on one point each, and 2 won their game.
    let make = |id: u32, rounds: Vec<Round>| damero_tournament::trf::Entry {
        id: Player(id),
        name: format!("P{id}"),
        rating: 0,
        rounds,
        acceleration: Vec::new(),
    };
    use damero_tournament::{Outcome, Round, Side, Unplayed};
    let game = |o: u32, side: Side, result: Outcome| Round::Game {
        opponent: Player(o),
        side,
        result,
    };
    let bye = Round::Unplayed(Unplayed::FullBye);
    let t = Tournament {
        players: vec![
            make(1, vec![game(2, Side::Black, Outcome::Loss), bye]),
            make(
                2,
                vec![
                    game(1, Side::White, Outcome::Win),
                    game(3, Side::Black, Outcome::Loss),
                ],
            ),
            make(3, vec![bye, game(2, Side::White, Outcome::Win)]),
        ],
        ..Tournament::default()
    };
    let text = t.write(&|_| 0);
    let back = Tournament::parse(&text).expect("what was written reads back");
    assert_eq!(back.players, t.players);
    let order = row(&back, &[TieBreak::DirectEncounter]);
    assert_eq!(order.iter().map(|r| r.0).collect::<Vec<_>>(), [3, 2, 1]);
    assert_eq!(order[1].2, vec![1.0], "Ben beat Ana");
}

#[test]
fn a_file_written_reads_back_the_same_with_points_and_ranks_in_their_columns() {
    let t = Tournament::parse(FIVE).expect("five");
    let ranks: Vec<(Player, u32)> = standings(&t, &[TieBreak::Buchholz])
        .into_iter()
        .map(|s| (s.player, s.rank))
        .collect();
    let text = t.write(&|p| ranks.iter().find(|r| r.0 == p).map_or(0, |r| r.1));
    let back = Tournament::parse(&text).expect("reads back");
    assert_eq!(back, t);
    let ana = text
        .lines()
        .find(|l| l.contains("Ana"))
        .expect("Ana's line");
    let cols: Vec<char> = ana.chars().collect();
    assert_eq!(
        cols[80..84].iter().collect::<String>(),
        " 2.5",
        "points in columns 81-84"
    );
    assert_eq!(
        cols[85..89].iter().collect::<String>(),
        "   2",
        "rank in columns 86-89"
    );
    assert_eq!(
        cols[91..99].iter().collect::<String>(),
        "   4 w 1",
        "round 1 from column 92"
    );
}

#[test]
fn malformed_files_are_refused_with_what_and_where() {
    assert_eq!(Tournament::parse("012 nothing\n"), Err(TrfError::Empty));
    let twice = format!(
        "{}\n{}",
        FIVE.lines().nth(2).unwrap_or(""),
        FIVE.lines().nth(2).unwrap_or("")
    );
    assert!(matches!(
        Tournament::parse(&twice),
        Err(TrfError::Duplicate { line: 2, id: 1 })
    ));
    let bad = FIVE.replace("   4 w 1", "   4 x 1");
    assert!(matches!(
        Tournament::parse(&bad),
        Err(TrfError::BadRound {
            line: 3,
            round: 1,
            ..
        })
    ));
    let lonely = FIVE.replace("   2 b =", "   3 b =");
    assert!(matches!(
        Tournament::parse(&lonely),
        Err(TrfError::Opponent {
            player: 1,
            round: 2,
            opponent: 3
        })
    ));
    let rating = FIVE.replace("1900", "19x0");
    assert!(matches!(
        Tournament::parse(&rating),
        Err(TrfError::NotANumber {
            field: "rating",
            ..
        })
    ));
    assert!(Tournament::parse("XXR many\n").is_err());
}
