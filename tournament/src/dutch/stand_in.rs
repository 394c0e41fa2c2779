//! The matching of one bracket with the score groups below it replaced by a few stand-ins.
//!
//! While a bracket is decided, the field splits into pairs already fixed (each an edge alone),
//! the bracket's players (`pbi`: floaters from above, residents, the next score group) and the
//! players below (`L`, the score groups not reached yet). Every edge that touches `L` still has
//! the weight it was given before the first bracket, and in an even field that is one value `C`
//! (or 0, no edge: a repeat or a forbidden colour). A perfect matching of the field then weighs
//! a constant, plus its edges inside the bracket, plus `C/2` for each bracket player `U` it
//! matches below: which players below they meet, and how `L` pairs up, change nothing but
//! whether it can be done at all.
//!
//! So the bracket is matched alone, with `d` stand-ins for `L`: vertices joined to each other and
//! to every bracket player that has an edge below, all by edges of weight `C`. A perfect
//! matching of that graph is a set `U` of at most `d` players matched below (`d - |U|` even)
//! and a matching of the rest inside the bracket, and weighs the same constant plus the same
//! terms. Two facts make a maximum there a maximum of the field:
//!
//! - If fewer than `d` bracket players take a stand-in, more stand-ins change nothing. Were a
//!   matching `Q` with `d + 2` stand-ins heavier than the best `P` with `d`, it would send
//!   `d + 2` players below (with `d` or fewer it is one of `P`'s rivals); the difference of the
//!   two matchings inside the bracket then holds a path whose two ends `Q` sends below and `P`
//!   matches inside. Swapping that path gives `P'` (two more below: at most `d`) and `Q'` (two
//!   fewer: `d`), both rivals of `P`, whose weights add up to `P`'s and `Q`'s: so `Q` weighs no
//!   more than `P`. Stand-ins are therefore added two at a time, and the matching solved again,
//!   only while every one of them is taken (up to `|L|`, or to the bracket's size).
//! - The `U` found is checked to be matchable below: each two players of `U` replace one pair of
//!   a matching of `L` made when the bracket starts (one meets each end), and an odd `L`'s
//!   player left over takes the first of `U`, directly or through one such pair.
//!
//! When the check fails, or the weights below are not one value (an odd field, a bye to
//! choose), the caller matches the whole field instead (the kept matching of `warm.rs`, which
//! sees every weight change either way).

use super::warm::Warm;
use super::wide::Number;

pub(super) struct StandIn<W> {
    warm: Warm<W>,
    /// A player's (sorted index) vertex here, or `usize::MAX` when not in the bracket.
    local: Vec<usize>,
    /// The bracket's players, by vertex.
    players: Vec<usize>,
    /// Stand-ins made (vertices `k..k + total`) and joined so far (the first `enabled`); the
    /// others wait in pairs, each joined to its twin alone.
    total: usize,
    enabled: usize,
    /// The bracket players (by vertex) with an edge below.
    reach: Vec<bool>,
    weight: W,
    /// A matching of `L` and the player it leaves over when `L` is odd.
    pairs: Vec<(usize, usize)>,
    spare: Option<usize>,
    /// What a player matched below is reported as matched to: a player of `L`.
    out: usize,
}

impl<W: Number> StandIn<W> {
    /// The bracket `pbi` over the field `full` (of `n` players, no extra vertex), with the
    /// players from `lower` on below it; `None` when the edges below are not all one weight or
    /// `L` has no matching leaving at most one player.
    pub(super) fn new(full: &Warm<W>, n: usize, pbi: &[usize], lower: usize) -> Option<Self> {
        let edge = |a: usize, b: usize| full.get(a, b) != W::ZERO;
        let mut weight = None;
        for l in lower..n {
            for v in 0..n {
                let w = full.get(l, v);
                if w != W::ZERO && *weight.get_or_insert(w) != w {
                    return None;
                }
            }
        }
        let weight = weight.unwrap_or(W::ZERO);
        let below = n - lower;
        // A greedy matching of L, its leftovers paired through one of its pairs when they can.
        let mut taken = vec![false; n];
        let mut pairs = Vec::new();
        let mut left = Vec::new();
        for a in lower..n {
            if taken[a] {
                continue;
            }
            match (a + 1..n).find(|&b| !taken[b] && edge(a, b)) {
                Some(b) => {
                    taken[a] = true;
                    taken[b] = true;
                    pairs.push((a, b));
                }
                None => left.push(a),
            }
        }
        while left.len() >= 2 {
            let (x, y) = (left[left.len() - 2], left[left.len() - 1]);
            let found = pairs
                .iter()
                .position(|&(a, b)| (edge(x, a) && edge(y, b)) || (edge(x, b) && edge(y, a)))?;
            let (a, b) = pairs.swap_remove(found);
            if edge(x, a) && edge(y, b) {
                pairs.extend([(x, a), (y, b)]);
            } else {
                pairs.extend([(x, b), (y, a)]);
            }
            left.truncate(left.len() - 2);
        }
        let spare = left.pop();
        let k = pbi.len();
        let total = if below <= k + 1 {
            below
        } else {
            k + (k + below) % 2
        };
        let enabled = total.min(below % 2 + 2);
        let mut local = vec![usize::MAX; n];
        for (i, &g) in pbi.iter().enumerate() {
            local[g] = i;
        }
        let reach: Vec<bool> = pbi
            .iter()
            .map(|&g| (lower..n).any(|l| edge(g, l)))
            .collect();
        let mut warm = Warm::new(k + total);
        for i in 0..k {
            for j in i + 1..k {
                warm.set(i, j, full.get(pbi[i], pbi[j]));
            }
        }
        for t in k..k + enabled {
            for (i, &on) in reach.iter().enumerate() {
                if on {
                    warm.set(t, i, weight);
                }
            }
            for u in k..t {
                warm.set(t, u, weight);
            }
        }
        for t in (k + enabled..k + total).step_by(2) {
            warm.set(t, t + 1, weight);
        }
        Some(StandIn {
            warm,
            local,
            players: pbi.to_vec(),
            total,
            enabled,
            reach,
            weight,
            pairs,
            spare,
            out: lower,
        })
    }

    /// Sets the weight of the players `a`-`b` when both are in the bracket.
    pub(super) fn set(&mut self, a: usize, b: usize, w: W) {
        let (x, y) = (self.local[a], self.local[b]);
        if x != usize::MAX && y != usize::MAX {
            self.warm.set(x, y, w);
        }
    }

    /// Whether the player is in the bracket.
    pub(super) fn holds(&self, g: usize) -> bool {
        self.local[g] != usize::MAX
    }

    /// A pair is fixed: its players lose their edges below.
    pub(super) fn fix(&mut self, a: usize) {
        let x = self.local[a];
        if x == usize::MAX {
            return;
        }
        self.reach[x] = false;
        let k = self.players.len();
        for t in k..k + self.enabled {
            self.warm.set(x, t, W::ZERO);
        }
    }

    /// Two more stand-ins join.
    fn enable(&mut self) {
        let k = self.players.len();
        for t in [k + self.enabled, k + self.enabled + 1] {
            for i in 0..k {
                if self.reach[i] {
                    self.warm.set(t, i, self.weight);
                }
            }
            for u in k..k + self.enabled {
                self.warm.set(t, u, self.weight);
            }
        }
        self.enabled += 2;
    }

    /// Each player's partner (a player matched below gets `out`, the others of the field
    /// themselves), or `None` when the field must be matched whole.
    pub(super) fn matching(&mut self, full: &Warm<W>, n: usize) -> Option<Vec<usize>> {
        let k = self.players.len();
        loop {
            if !self.warm.solve() {
                return None;
            }
            let taken = (0..k)
                .filter(|&i| self.warm.mate(i).is_some_and(|m| m >= k))
                .count();
            if taken < self.enabled || self.enabled == self.total {
                break;
            }
            self.enable();
        }
        let below: Vec<usize> = (0..k)
            .filter(|&i| self.warm.mate(i).is_some_and(|m| m >= k))
            .map(|i| self.players[i])
            .collect();
        if !self.placeable(full, &below) {
            return None;
        }
        let mut out: Vec<usize> = (0..n).collect();
        for i in 0..k {
            let m = self.warm.mate(i)?;
            out[self.players[i]] = if m < k { self.players[m] } else { self.out };
        }
        Some(out)
    }

    /// Whether the players `u` and those below have a perfect matching, found by replacing
    /// pairs of the matching of `L`.
    fn placeable(&self, full: &Warm<W>, u: &[usize]) -> bool {
        let edge = |a: usize, b: usize| full.get(a, b) != W::ZERO;
        let mut used = vec![false; self.pairs.len()];
        let mut rest = u;
        if let Some(f) = self.spare {
            let Some((&first, others)) = u.split_first() else {
                return false;
            };
            if !edge(first, f) {
                let Some(i) = (0..self.pairs.len()).find(|&i| {
                    let (a, b) = self.pairs[i];
                    (edge(first, a) && edge(b, f)) || (edge(first, b) && edge(a, f))
                }) else {
                    return false;
                };
                used[i] = true;
            }
            rest = others;
        }
        if rest.len() % 2 == 1 {
            return false;
        }
        for two in rest.chunks(2) {
            let (x, y) = (two[0], two[1]);
            let Some(i) = (0..self.pairs.len()).find(|&i| {
                let (a, b) = self.pairs[i];
                !used[i] && ((edge(x, a) && edge(y, b)) || (edge(x, b) && edge(y, a)))
            }) else {
                return false;
            };
            used[i] = true;
        }
        true
    }
}
