//! The rules of C.04.3 (the FIDE Dutch system, the text in force since February 2026) that
//! bbpPairings follows and this crate once did not, each on a small tournament written by hand.
//! `tests/bbp.rs` checks the same rules over 1,484 rounds paired by bbpPairings.

use damero_tournament::dutch::pair;
use damero_tournament::Tournament;

fn games(text: &str) -> (Vec<(u32, u32)>, Vec<u32>) {
    let t = Tournament::parse(text).expect("a valid TRF file");
    let p = pair(&t).expect("a round to pair");
    let mut games: Vec<(u32, u32)> = p.games.iter().map(|(w, b)| (w.0, b.0)).collect();
    games.sort_unstable();
    (games, p.byes.iter().map(|b| b.0).collect())
}

/// Two players who want the same colour as strongly, with the same colour history: the
/// higher-ranked one gets their preference (the colour allocation rule after "alternate the
/// colours to the most recent time they differed"; E.4 in the 2017 numbering), ranked as art.
/// 1.2 says: by score, then by pairing number. Players 1 (3.5 points) and 5 (4.0) both played
/// b w b w, so both want black, mildly; 5 outranks 1 and gets black. (The others take H and Z
/// byes in round 5, so 1 and 5 are the round's only pair.)
#[test]
fn the_higher_score_gets_the_colour_both_want() {
    let text = "\
012 Equal colour preferences
XXR 7
XXC white1
001    1      P1                                2000                             3.5    1     2 b 1     3 w 1     4 b =     6 w 1
001    2      P2                                1950                             1.5    2     1 w 0     5 b 0     6 b =     3 w =  0000 - H
001    3      P3                                1900                             1.5    3     4 w =     1 b 0     5 w 0     2 b =  0000 - H
001    4      P4                                1850                             1.5    4     3 b =     6 w =     1 w =     5 b 0  0000 - Z
001    5      P5                                1800                             4.0    5     6 b 1     2 w 1     3 b 1     4 w 1
001    6      P6                                1750                             1.0    6     5 w 0     4 b =     2 w =     1 b 0  0000 - Z
";
    assert_eq!(games(text), (vec![(1, 5)], vec![]));
}

/// Who may receive the pairing-allocated bye: not a player who already received it or scored a
/// win's points without playing (a forfeit win); a half-point or zero-point bye asked for does
/// not count. In round 3, player 3 alone has the fewest points (none: a forfeit loss, then a
/// zero-point bye asked for) and gets the bye (the others pair up: 1-4, 2-5); before, the
/// zero-point bye barred it and player 2 (half a point) got it. Player 5, with a forfeit win,
/// could not.
#[test]
fn a_bye_asked_for_does_not_bar_the_pairing_allocated_bye() {
    let text = "\
012 Byes asked for
XXR 5
XXC white1
001    1      P1                                2000                             1.5    1     2 w =     5 w 1
001    2      P2                                1950                             0.5    2     1 b =     4 w 0
001    3      P3                                1900                             0.0    3     5 w -  0000 - Z
001    4      P4                                1850                             1.0    4  0000 - Z     2 b 1
001    5      P5                                1800                             1.0    5     3 b +     1 b 0
";
    let (games, byes) = games(text);
    assert_eq!(byes, [3]);
    let pairs: Vec<(u32, u32)> = games.iter().map(|&(w, b)| (w.min(b), w.max(b))).collect();
    assert_eq!(pairs, [(1, 4), (2, 5)]);
}
