//! The matching of one bracket with the next score group and the groups below replaced by a
//! few stand-ins.
//!
//! While a bracket is decided, the field splits into pairs already fixed (each an edge alone),
//! the bracket proper (`B`: floaters from above and residents), the next score group (`N`) and
//! the groups not reached yet (`L`). In an even field every edge that touches `L` still weighs
//! what it weighed before the first bracket, one value `C` (or 0, no edge: players who met, or
//! a forbidden colour); the edges inside `N` weigh one value too, and each player of `B` has one
//! weight towards all of `N` (the criteria of the next bracket count only its own score). Such
//! a group is a class of twins: a matching gains the same from whichever of them a player
//! meets, and those left pair up among themselves.
//!
//! So the bracket is matched with each class replaced by a few stand-ins, joined to each other
//! by the class's inside weight, to the other class's stand-ins by `C`, and to each player of
//! `B` that has an edge into the class by that player's weight towards it. A perfect matching
//! of that graph says which players of `B` meet whom in `B`, which go into each class, and
//! weighs what the same choice weighs in the field, up to a constant, provided the field can
//! complete it. Two facts make a maximum there a maximum of the field:
//!
//! - If a class's stand-ins are not all taken from outside (two of them meet), more stand-ins
//!   change nothing. Were a matching `Q` with `d + 2` stand-ins of a class heavier than the best
//!   `P` with `d`, it would send `d + 2` vertices into the class (with `d` or fewer it is one of
//!   `P`'s rivals); the difference of `P` and `Q` outside the class then holds a path whose two
//!   ends `Q` sends into the class and `P` matches outside it. Swapping that path gives `P'`
//!   (two more in: at most `d`) and `Q'` (two fewer: `d`), both rivals of `P`, whose weights add
//!   up to `P`'s and `Q`'s: so `Q` weighs no more than `P`. Stand-ins are therefore added two at
//!   a time, and the matching solved again, only while a class's are all taken (up to its
//!   size). With every class at its real size, the graph holds the field's (a class complete,
//!   at the same weights), so no matching of the field is heavier.
//! - The choice found is checked to be completed in the field: a matching of each class is made
//!   when the bracket starts, each player sent into the class takes a free player of it or one
//!   end of a pair (the other end is then free), and the free players are paired directly or
//!   through a pair, as many left over as the matching sends from `N` to `L`.
//!
//! When the check fails, or the weights are not as above (an odd field, a bye to choose), the
//! caller matches the whole field instead (the kept matching of `warm.rs`, which sees every
//! weight change either way); after a weight changes where the stand-ins assume it does not
//! (an edge into a class, or outside the bracket), it does so for the rest of the round.

use super::warm::Warm;
use super::wide::Number;

const NEXT: usize = usize::MAX;
const BELOW: usize = usize::MAX - 1;
const OTHER: usize = usize::MAX - 2;

/// The next score group or the groups below, as stand-ins.
struct Class<W> {
    size: usize,
    /// A matching of the class's players and the one it leaves over.
    pairs: Vec<(usize, usize)>,
    spare: Option<usize>,
    /// The weight of an edge inside the class.
    inside: W,
    /// A bracket vertex's weight towards the class and how many edges it has into it.
    into: Vec<W>,
    count: Vec<usize>,
    /// Stand-in vertices `first..first + made`; the first `joined` take part, the others wait in
    /// pairs, each joined to its twin alone.
    first: usize,
    made: usize,
    joined: usize,
    /// What a player matched into the class is reported as matched to: one of its players.
    report: usize,
}

/// Whether `u` and `v` can take the two ends of the pair `a`-`b`, one each.
fn crosses(has: &impl Fn(usize, usize) -> bool, (u, v): (usize, usize), (a, b): Edge) -> bool {
    (has(u, a) && has(v, b)) || (has(u, b) && has(v, a))
}

type Edge = (usize, usize);

/// Pairs `members` greedily (each with the first one after it still free that it has an edge
/// to), then the ones left over two at a time through a pair already made whose ends they can
/// take one each. The pairs and the one left over, or `None` when two left over find no such
/// pair.
pub(super) fn pair_greedily(
    members: &[usize],
    has: &impl Fn(usize, usize) -> bool,
) -> Option<(Vec<Edge>, Option<usize>)> {
    let size = members.len();
    let mut taken = vec![false; size];
    let mut pairs = Vec::new();
    let mut left = Vec::new();
    for i in 0..size {
        if taken[i] {
            continue;
        }
        taken[i] = true;
        match (i + 1..size).find(|&j| !taken[j] && has(members[i], members[j])) {
            Some(j) => {
                taken[j] = true;
                pairs.push((members[i], members[j]));
            }
            None => left.push(members[i]),
        }
    }
    while left.len() >= 2 {
        let two = (left[left.len() - 2], left[left.len() - 1]);
        let found = pairs.iter().position(|&p| crosses(has, two, p))?;
        let (a, b) = pairs.swap_remove(found);
        if has(two.0, a) && has(two.1, b) {
            pairs.extend([(two.0, a), (two.1, b)]);
        } else {
            pairs.extend([(two.0, b), (two.1, a)]);
        }
        left.truncate(left.len() - 2);
    }
    Some((pairs, left.pop()))
}

impl<W: Number> Class<W> {
    /// The class of `members` (whose inside edges weigh `known` when given); `None` when no
    /// matching of it leaves at most one over, or its inside edges weigh more than one value.
    fn new(
        full: &Warm<W>,
        members: &[usize],
        known: Option<W>,
        report: usize,
        room: usize,
    ) -> Option<Self> {
        let has = |a: usize, b: usize| full.has(a, b);
        let mut inside = known;
        for (i, &a) in members.iter().enumerate().filter(|_| known.is_none()) {
            for &b in &members[i + 1..] {
                let w = full.get(a, b);
                if w != W::ZERO && *inside.get_or_insert(w) != w {
                    return None;
                }
            }
        }
        let size = members.len();
        if size >= 2 && inside.is_none() {
            return None;
        }
        let (pairs, spare) = pair_greedily(members, &has)?;
        let joined = size.min(size % 2 + 2);
        let made = size.min(joined + 2 * room);
        Some(Class {
            size,
            pairs,
            spare,
            inside: inside.unwrap_or(W::small(1)),
            into: Vec::new(),
            count: Vec::new(),
            first: 0,
            made,
            joined,
            report,
        })
    }

    /// The first pair of the class's matching not used yet that `ok` accepts.
    fn take(&self, used: &mut [bool], ok: impl Fn(Edge) -> bool) -> Option<Edge> {
        let i = (0..self.pairs.len()).find(|&i| !used[i] && ok(self.pairs[i]))?;
        used[i] = true;
        Some(self.pairs[i])
    }

    fn holds(&self, v: usize) -> bool {
        (self.first..self.first + self.joined).contains(&v)
    }

    /// Places `u` (players sent into the class) and leaves `want` of the class free.
    fn place(
        &self,
        has: &impl Fn(usize, usize) -> bool,
        u: &[usize],
        want: usize,
    ) -> Option<Vec<usize>> {
        let mut used = vec![false; self.pairs.len()];
        let mut free: Vec<usize> = self.spare.into_iter().collect();
        for &x in u {
            if let Some(p) = free.iter().position(|&f| has(x, f)) {
                free.swap_remove(p);
                continue;
            }
            let (a, b) = self.take(&mut used, |(a, b)| has(x, a) || has(x, b))?;
            free.push(if has(x, a) { b } else { a });
        }
        while free.len() > want {
            let direct = (0..free.len())
                .flat_map(|p| (p + 1..free.len()).map(move |q| (p, q)))
                .find(|&(p, q)| has(free[p], free[q]));
            if let Some((p, q)) = direct {
                free.swap_remove(q);
                free.swap_remove(p);
                continue;
            }
            let two = (free[0], free[1]);
            self.take(&mut used, |p| crosses(has, two, p))?;
            free.drain(..2);
        }
        while free.len() < want {
            let (a, b) = self.take(&mut used, |_| true)?;
            free.extend([a, b]);
        }
        Some(free)
    }
}

pub(super) struct StandIn<W> {
    warm: Warm<W>,
    /// A player's vertex when in the bracket proper, else `NEXT`, `BELOW` or `OTHER`.
    role: Vec<usize>,
    /// The bracket proper's players, by vertex.
    players: Vec<usize>,
    /// The next score group and the groups below.
    class: [Class<W>; 2],
    /// The weight of every edge into `L`.
    below: W,
    /// To make the graph again with more stand-ins.
    pbi: Vec<usize>,
    next: usize,
    lower: usize,
    room: usize,
}

impl<W: Number> StandIn<W> {
    /// The bracket `pbi` (its proper part `pbi[..next]`, then the next group) over the field
    /// `full` of `n` players (no extra vertex), with the players from `lower` on below it;
    /// every edge touching them weighs `below` or 0. `None` when the edges into the next group
    /// are not as described above, or a class has no matching leaving at most one over.
    pub(super) fn new(
        full: &Warm<W>,
        n: usize,
        pbi: &[usize],
        next: usize,
        lower: usize,
        below: W,
        room: usize,
    ) -> Option<Self> {
        let k = next;
        let mut role = vec![OTHER; n];
        for (i, &g) in pbi[..next].iter().enumerate() {
            role[g] = i;
        }
        for &g in &pbi[next..] {
            role[g] = NEXT;
        }
        for r in &mut role[lower..] {
            *r = BELOW;
        }
        let lowers: Vec<usize> = (lower..n).collect();
        let mut class = [
            Class::new(
                full,
                &pbi[next..],
                None,
                pbi.get(next).copied().unwrap_or(0),
                room,
            )?,
            Class::new(full, &lowers, Some(below), lower, room)?,
        ];
        let mut into = vec![W::ZERO; k];
        let mut count = vec![0; k];
        for (i, &g) in pbi[..next].iter().enumerate() {
            for &m in &pbi[next..] {
                let w = full.get(g, m);
                if w != W::ZERO {
                    if count[i] > 0 && into[i] != w {
                        return None;
                    }
                    into[i] = w;
                    count[i] += 1;
                }
            }
        }
        class[0].into = into;
        class[0].count = count;
        class[1].into = vec![below; k];
        class[1].count = pbi[..next]
            .iter()
            .map(|&g| (lower..n).filter(|&m| full.has(g, m)).count())
            .collect();
        class[0].first = k;
        class[1].first = k + class[0].made;
        let mut me = StandIn {
            warm: Warm::new(k + class[0].made + class[1].made),
            role,
            players: pbi[..next].to_vec(),
            class,
            below,
            pbi: pbi.to_vec(),
            next,
            lower,
            room,
        };
        for i in 0..k {
            for j in i + 1..k {
                me.warm.set(i, j, full.get(pbi[i], pbi[j]));
            }
        }
        for c in 0..2 {
            let (first, made, joined) = (me.class[c].first, me.class[c].made, me.class[c].joined);
            for t in (first + joined..first + made).step_by(2) {
                me.warm.set(t, t + 1, me.class[c].inside);
            }
            for t in first..first + joined {
                me.join(c, t);
            }
        }
        Some(me)
    }

    /// Joins the stand-in `t` of class `c` to the bracket and to the stand-ins joined before.
    fn join(&mut self, c: usize, t: usize) {
        let class = &self.class[c];
        let mut edges: Vec<(usize, W)> = (0..self.players.len())
            .filter(|&i| class.count[i] > 0)
            .map(|i| (i, class.into[i]))
            .collect();
        edges.extend((class.first..t).map(|u| (u, class.inside)));
        let other = &self.class[1 - c];
        edges.extend((other.first..other.first + other.joined).map(|u| (u, self.below)));
        for (u, w) in edges {
            self.warm.set(t, u, w);
        }
    }

    /// Two more stand-ins of class `c` take part.
    fn grow(&mut self, c: usize) {
        let t = self.class[c].first + self.class[c].joined;
        self.join(c, t);
        self.join(c, t + 1);
        self.class[c].joined += 2;
    }

    /// Sets the weight of the players `a`-`b`, which changes (to 0: the edge goes); false when
    /// the graph no longer stands for the field.
    pub(super) fn set(&mut self, a: usize, b: usize, w: W) -> bool {
        let (x, y) = (self.role[a], self.role[b]);
        let k = self.players.len();
        match (x < k, y < k) {
            (true, true) => {
                self.warm.set(x, y, w);
                true
            }
            (false, false) => false,
            (true, false) | (false, true) => {
                // Into a class an edge may only go.
                let (i, r) = if x < k { (x, y) } else { (y, x) };
                let c = match r {
                    NEXT => 0,
                    BELOW => 1,
                    _ => return false,
                };
                if w != W::ZERO {
                    return false;
                }
                self.lose(c, i);
                true
            }
        }
    }

    /// The bracket vertex `i` loses one of its edges into class `c`.
    fn lose(&mut self, c: usize, i: usize) {
        let class = &mut self.class[c];
        class.count[i] -= 1;
        if class.count[i] == 0 {
            for t in class.first..class.first + class.joined {
                self.warm.unset(i, t);
            }
        }
    }

    /// Whether the player is in the bracket proper.
    pub(super) fn holds(&self, g: usize) -> bool {
        self.role[g] < self.players.len()
    }

    /// Each player's partner (a player matched into the next group or below gets one of its
    /// players, the others of the field themselves), or `None` when the field must be matched
    /// whole.
    pub(super) fn matching(&mut self, full: &Warm<W>, n: usize) -> Option<Vec<usize>> {
        let k = self.players.len();
        loop {
            if !self.warm.solve() {
                return None;
            }
            let mut grow = None;
            for c in 0..2 {
                let class = &self.class[c];
                let paired = (class.first..class.first + class.joined)
                    .filter(|&t| self.warm.mate(t).is_some_and(|m| class.holds(m)))
                    .count();
                if paired == 0 && class.joined < class.size {
                    grow = Some(c);
                }
            }
            let Some(c) = grow else { break };
            if self.class[c].joined == self.class[c].made {
                let pbi = std::mem::take(&mut self.pbi);
                *self = Self::new(
                    full,
                    n,
                    &pbi,
                    self.next,
                    self.lower,
                    self.below,
                    2 * self.room,
                )?;
            } else {
                self.grow(c);
            }
        }
        let mut into: [Vec<usize>; 2] = Default::default();
        let mut across = 0;
        for t in self.class[0].first..self.class[0].first + self.class[0].joined {
            if self.warm.mate(t).is_some_and(|m| self.class[1].holds(m)) {
                across += 1;
            }
        }
        let mut out: Vec<usize> = (0..n).collect();
        for i in 0..k {
            let m = self.warm.mate(i)?;
            out[self.players[i]] = if m < k {
                self.players[m]
            } else {
                let c = usize::from(!self.class[0].holds(m));
                into[c].push(self.players[i]);
                self.class[c].report
            };
        }
        let has = |a: usize, b: usize| full.has(a, b);
        let mut sent = self.class[0].place(&has, &into[0], across)?;
        sent.extend_from_slice(&into[1]);
        self.class[1].place(&has, &sent, 0)?;
        Some(out)
    }
}

#[cfg(test)]
mod tests {
    use super::StandIn;
    use crate::dutch::blossom::max_weight_matching;
    use crate::dutch::warm::Warm;
    use crate::dutch::wide::{Number, Wide};

    type W = Wide<2>;

    fn total(n: usize, weight: &[W], mate: &[Option<usize>]) -> Option<W> {
        let mut sum = W::ZERO;
        for v in 0..n {
            let m = mate[v]?;
            if m > v {
                sum = sum + weight[v * n + m];
            }
        }
        Some(sum)
    }

    #[test]
    fn a_bracket_with_stand_ins_chooses_what_the_whole_field_would() {
        // A bracket (`0..k`), a next group of twins and the groups below, with a few edges
        // missing everywhere; whenever the stand-ins answer, the choice they make (whom each
        // bracket player meets in the bracket, or which class it goes into) must be completed
        // by a matching of the field as heavy as the heaviest.
        let mut next = crate::dutch::test_numbers(11);
        let (below, inside) = (W::small(30), W::small(40));
        let mut answered = 0;
        for _ in 0..400 {
            let k = 2 + next(10) as usize;
            let nn = next(8) as usize;
            let ll = next(12) as usize;
            let n = k + nn + ll + (k + nn + ll) % 2;
            let lower = k + nn;
            let towards: Vec<W> = (0..k).map(|_| W::small(50 + next(10))).collect();
            let mut weight = vec![W::ZERO; n * n];
            for v in 0..n {
                for w in v + 1..n {
                    if next(6) == 0 {
                        continue;
                    }
                    let x = if w < k {
                        W::small(60 + next(40))
                    } else if v < k && w < lower {
                        towards[v]
                    } else if v >= k && w < lower {
                        inside
                    } else {
                        below
                    };
                    weight[v * n + w] = x;
                    weight[w * n + v] = x;
                }
            }
            let mut full = Warm::new(n);
            for v in 0..n {
                for w in v + 1..n {
                    full.set(v, w, weight[v * n + w]);
                }
            }
            let best = max_weight_matching(n, &weight, true);
            let Some(heaviest) = total(n, &weight, &best) else {
                continue;
            };
            let pbi: Vec<usize> = (0..lower).collect();
            let Some(mut bracket) = StandIn::new(&full, n, &pbi, k, lower, below, 1) else {
                continue;
            };
            let Some(chosen) = bracket.matching(&full, n) else {
                continue;
            };
            answered += 1;
            // Keep only the edges the choice allows, then match the field again.
            let mut kept = weight.clone();
            for v in 0..k {
                let m = chosen[v];
                for w in 0..n {
                    let allowed = if m < k {
                        w == m
                    } else if m < lower {
                        (k..lower).contains(&w)
                    } else {
                        w >= lower
                    };
                    if !allowed {
                        kept[v * n + w] = W::ZERO;
                        kept[w * n + v] = W::ZERO;
                    }
                }
            }
            let completed = max_weight_matching(n, &kept, true);
            assert_eq!(total(n, &kept, &completed), Some(heaviest));
        }
        assert!(answered > 100, "only {answered} answered");
    }
}
