//! Arenas: within a time window, players who are free are paired at once, closest in score
//! first, never against the opponent they just met. A win is 2 points and a draw 1; after two
//! wins in a row a player is on a streak and each result counts double until a game is not
//! won.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use crate::Player;

/// A finished arena game's result for its first player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Result {
    /// The first player won.
    FirstWins,
    /// A draw.
    Draw,
    /// The second player won.
    SecondWins,
    /// Neither scores (both lost by forfeit).
    Neither,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
struct Standing {
    points: u32,
    /// Wins in a row just now.
    streak: u32,
    /// The last opponent.
    last: Option<Player>,
    playing: bool,
    /// Left the arena: never paired again.
    left: bool,
    games: u32,
}

/// An arena's state: who is in, their points and streaks, who is playing.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Arena {
    players: HashMap<Player, Standing>,
}

impl Arena {
    /// An empty arena.
    #[must_use]
    pub fn new() -> Arena {
        Arena::default()
    }

    /// A player joins (again: nothing changes).
    pub fn join(&mut self, player: Player) {
        self.players.entry(player).or_default();
    }

    /// A player leaves: not paired any more (their points stay in the standings).
    pub fn leave(&mut self, player: Player) {
        if let Some(s) = self.players.get_mut(&player) {
            s.left = true;
        }
    }

    /// Whether a player is on a streak (their next result counts double).
    #[must_use]
    pub fn on_streak(&self, player: Player) -> bool {
        self.players.get(&player).is_some_and(|s| s.streak >= 2)
    }

    /// A player's points.
    #[must_use]
    pub fn points(&self, player: Player) -> u32 {
        self.players.get(&player).map_or(0, |s| s.points)
    }

    /// Pair every free player who can be paired now: by points (highest first), each with the
    /// nearest free player in points who is not the one they just met. Returns the games,
    /// first player first; those paired are playing until [`Arena::finish`].
    pub fn pair_free(&mut self) -> Vec<(Player, Player)> {
        let mut free: Vec<(u32, Player)> = self
            .players
            .iter()
            .filter(|(_, s)| !s.playing && !s.left)
            .map(|(p, s)| (s.points, *p))
            .collect();
        free.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        let mut games = Vec::new();
        let mut taken = vec![false; free.len()];
        for i in 0..free.len() {
            if taken[i] {
                continue;
            }
            let (_, a) = free[i];
            let last = self.players.get(&a).and_then(|s| s.last);
            let partner = (i + 1..free.len())
                .filter(|&j| !taken[j] && Some(free[j].1) != last)
                .min_by_key(|&j| (free[i].0.abs_diff(free[j].0), j));
            if let Some(j) = partner {
                taken[i] = true;
                taken[j] = true;
                games.push((a, free[j].1));
            }
        }
        for (a, b) in &games {
            for p in [a, b] {
                if let Some(s) = self.players.get_mut(p) {
                    s.playing = true;
                }
            }
        }
        games
    }

    /// A game ended: the points (doubled for a player on a streak), the streaks, and both
    /// players free again.
    pub fn finish(&mut self, first: Player, second: Player, result: Result) {
        let (a, b) = match result {
            Result::FirstWins => (2, 0),
            Result::Draw => (1, 1),
            Result::SecondWins => (0, 2),
            Result::Neither => (0, 0),
        };
        for (player, points, opponent) in [(first, a, second), (second, b, first)] {
            let s = self.players.entry(player).or_default();
            let factor = if s.streak >= 2 { 2 } else { 1 };
            s.points += points * factor;
            s.streak = if points == 2 { s.streak + 1 } else { 0 };
            s.last = Some(opponent);
            s.playing = false;
            s.games += 1;
        }
    }

    /// The standings: points, then fewer games (the same points in fewer games ranks higher),
    /// then the player's number.
    #[must_use]
    pub fn standings(&self) -> Vec<(Player, u32)> {
        let mut all: Vec<(Player, u32, u32)> = self
            .players
            .iter()
            .map(|(p, s)| (*p, s.points, s.games))
            .collect();
        all.sort_by(|a, b| b.1.cmp(&a.1).then(a.2.cmp(&b.2)).then(a.0.cmp(&b.0)));
        all.into_iter().map(|(p, pts, _)| (p, pts)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_wins_in_a_row_make_a_streak_that_doubles_until_a_game_is_not_won() {
        let mut arena = Arena::new();
        let (a, b, c) = (Player(1), Player(2), Player(3));
        for p in [a, b, c] {
            arena.join(p);
        }
        arena.finish(a, b, Result::FirstWins);
        arena.finish(a, c, Result::FirstWins);
        assert_eq!(arena.points(a), 4);
        assert!(arena.on_streak(a));
        arena.finish(a, b, Result::FirstWins);
        assert_eq!(arena.points(a), 8, "a win on a streak counts 4");
        arena.finish(a, c, Result::Draw);
        assert_eq!(arena.points(a), 10, "a draw on a streak counts 2");
        assert!(!arena.on_streak(a), "a draw ends the streak");
        assert_eq!(arena.points(c), 1);
        assert_eq!(arena.standings()[0], (a, 10));
    }

    #[test]
    fn free_players_are_paired_near_in_points_never_with_the_last_opponent() {
        let mut arena = Arena::new();
        let p: Vec<Player> = (1..=4).map(Player).collect();
        for x in &p {
            arena.join(*x);
        }
        let first = arena.pair_free();
        assert_eq!(first.len(), 2);
        assert!(arena.pair_free().is_empty(), "everyone is playing");
        for (x, y) in &first {
            arena.finish(*x, *y, Result::FirstWins);
        }
        let second = arena.pair_free();
        assert_eq!(second.len(), 2);
        for (x, y) in &second {
            assert!(
                !first.contains(&(*x, *y)) && !first.contains(&(*y, *x)),
                "{x:?}-{y:?} met just before"
            );
        }
        // The two winners meet, and the two losers.
        let winners: Vec<Player> = first.iter().map(|g| g.0).collect();
        assert!(second
            .iter()
            .any(|(x, y)| winners.contains(x) && winners.contains(y)));
        // Two players alone who just met wait for someone else.
        let mut two = Arena::new();
        two.join(p[0]);
        two.join(p[1]);
        let g = two.pair_free();
        two.finish(g[0].0, g[0].1, Result::Draw);
        assert!(two.pair_free().is_empty());
        two.join(p[2]);
        assert_eq!(two.pair_free().len(), 1);
    }
}
