//! The tie-breaks checked against a published tournament: the Swiss individual tournament of
//! FIDE's "Exercises in Tie-Breaking" for the Tie-Break Regulations C.07 (2023), revision
//! 2403220900 (§2.1 the crosstable; §3.1-3.2 Buchholz and Buchholz cut-1, exercises 1-9;
//! exercise 12 Sonneborn-Berger), as transcribed with page numbers in the open-source project
//! gnutterts/chesspairing (`tiebreaker/c07_exercises_1_test.go` and
//! `tiebreaker/c07_exercises_2_test.go`, Apache-2.0); FIDE's document itself was not at hand.
//!
//! Sixteen players, five rounds, with everything unplayed that the regulation's article 16
//! deals with: half-point byes (David round 2, Jessica round 3), pairing-allocated byes (Nick
//! round 2, Franck round 3, Jessica round 5), a zero-point bye (Paul round 4), two forfeits
//! (Nick beat Paul round 3, Maria beat Jessica round 4) and a withdrawal (Nick after round 3).
//! The crosstable is written below as a TRF-16 file; each player's points are checked against
//! the published final scores before any tie-break.

use damero_tournament::{standings, Player, TieBreak, Tournament};

const CROSSTABLE: &str = "\
012 FIDE C.07 (2023) Exercises in Tie-Breaking, Swiss individual tournament
XXR 5
XXC white1
001    1      Alyx                              2200                             3.5    1     9 w 1    13 b =     2 w =    15 b 1     4 w =
001    2      Bruno                             2150                             4.0    2    10 b 1     7 w 1     1 b =    16 w 1     3 b =
001    3      Charline                          2100                             3.5    3    11 w =     6 b 1     8 w 1     4 b =     2 w =
001    4      David                             2050                             3.5    4    12 b 1  0000 - H    13 w 1     3 w =     1 b =
001    5      Helene                            2000                             2.5    5    13 w 0    15 b 0    11 w 1     7 b =    10 w 1
001    6      Franck                            1950                             3.0    6    14 b 0     3 w 0  0000 - U    10 w 1     8 b 1
001    7      Genevieve                         1900                             1.5    7    15 w 1     2 b 0    16 b 0     5 w =    11 b 0
001    8      Irina                             1850                             2.5    8    16 b =    14 w 1     3 b 0    13 w 1     6 w 0
001    9      Jessica                           1800                             1.5    9     1 b 0    10 w 0  0000 - H    11 b -  0000 - U
001   10      Lais                              1750                             1.0   10     2 w 0     9 b 1    15 w 0     6 b 0     5 b 0
001   11      Maria                             1700                             2.5   11     3 b =    16 w 0     5 b 0     9 w +     7 w 1
001   12      Nick                              1650                             2.0   12     4 w 0  0000 - U    14 w +
001   13      Opal                              1600                             1.5   13     5 b 1     1 w =     4 b 0     8 b 0    14 w 0
001   14      Paul                              1550                             2.0   14     6 w 1     8 b 0    12 b -  0000 - Z    13 b 1
001   15      Reine                             1500                             2.0   15     7 b 0     5 w 1    10 b 1     1 w 0    16 b 0
001   16      Stephan                           1450                             3.5   16     8 w =    11 b 1     7 w 1     2 b 0    15 w 1
";

/// Each player's value of `tb` (in points), by pairing number.
fn values(tb: TieBreak) -> Vec<(u32, f64)> {
    let t = Tournament::parse(CROSSTABLE).expect("a valid TRF file");
    let mut out: Vec<(u32, f64)> = standings(&t, &[tb])
        .into_iter()
        .map(|s| (s.player.0, s.tie_breaks[0]))
        .collect();
    out.sort_by_key(|v| v.0);
    out
}

fn check(tb: TieBreak, published: &[(u32, f64)]) {
    let got = values(tb);
    for &(player, value) in published {
        let ours = got.iter().find(|v| v.0 == player).map(|v| v.1);
        assert_eq!(ours, Some(value), "{} of player {player}", tb.code());
    }
}

/// The published final scores (§2.1), read from the crosstable's games.
#[test]
fn the_points_are_the_published_ones() {
    let t = Tournament::parse(CROSSTABLE).expect("a valid TRF file");
    let published = [
        3.5, 4.0, 3.5, 3.5, 2.5, 3.0, 1.5, 2.5, 1.5, 1.0, 2.5, 2.0, 1.5, 2.0, 2.0, 3.5,
    ];
    let lines = standings(&t, &[]);
    for (i, &points) in published.iter().enumerate() {
        let id = u32::try_from(i + 1).expect("a small number");
        let line = lines.iter().find(|s| s.player == Player(id));
        assert_eq!(
            line.map(|s| f64::from(s.points) / 2.0),
            Some(points),
            "player {id}"
        );
    }
}

/// Buchholz, every player (exercise 9, p. 21). David's 15.0 counts Nick, who withdrew after
/// round 3 with 2 points, as 3: his two rounds away count as draws for his opponents (art.
/// 16.3); David's own half-point bye counts his own 3.5 (the dummy opponent, art. 16.4).
#[test]
fn buchholz() {
    check(
        TieBreak::Buchholz,
        &[
            (1, 12.5),
            (2, 13.0),
            (3, 15.5),
            (4, 15.0),
            (5, 8.5),
            (6, 12.0),
            (7, 14.5),
            (8, 13.5),
            (9, 9.0),
            (10, 13.0),
            (11, 13.5),
            (12, 11.5),
            (13, 14.0),
            (14, 11.0),
            (15, 12.0),
            (16, 12.5),
        ],
    );
}

/// Buchholz cut-1 (exercises 5-8, pp. 16-20): every value the exercises give. David (11.5),
/// Jessica (7.5) and Paul (9.0) cut a round they chose not to play (a bye asked for, a forfeit
/// loss) before their lowest opponent (art. 16.5).
#[test]
fn buchholz_cut_1() {
    check(
        TieBreak::BuchholzCut1,
        &[
            (1, 11.0),
            (3, 13.0),
            (4, 11.5),
            (5, 7.5),
            (7, 12.5),
            (8, 12.0),
            (9, 7.5),
            (11, 12.0),
            (12, 9.5),
            (13, 12.0),
            (14, 9.0),
            (15, 11.0),
            (16, 11.0),
        ],
    );
}

/// Sonneborn-Berger, every player (exercise 12, pp. 26-27). An unplayed round scores its
/// points times the player's own score (the dummy opponent): Jessica's 2.25 is her half-point
/// bye (0.5 x 1.5) and her pairing-allocated bye (1 x 1.5); Maria's forfeit win adds 1 x 2.5.
#[test]
fn sonneborn_berger() {
    check(
        TieBreak::SonnebornBerger,
        &[
            (1, 8.0),
            (2, 9.5),
            (3, 10.5),
            (4, 9.75),
            (5, 4.25),
            (6, 6.5),
            (7, 3.25),
            (8, 5.25),
            (9, 2.25),
            (10, 1.5),
            (11, 5.75),
            (12, 4.0),
            (13, 4.25),
            (14, 4.5),
            (15, 3.5),
            (16, 7.25),
        ],
    );
}
