//! A maximum-weight perfect matching that is kept from one call to the next: the blossom
//! algorithm of `blossom.rs` (its [`Core`]), whose matching, vertex duals and blossoms here
//! outlive a call. Between calls the caller changes a few edge weights; each changed edge names
//! a vertex (`set`'s first argument), and the next `solve` dissolves the blossoms around that
//! vertex (moving their duals onto their vertices), gives it the smallest dual that keeps every
//! edge's slack non-negative, unmatches it only when its matched edge is no longer tight, and
//! re-augments from the vertices left exposed, one search tree at a time.
//!
//! Dual feasibility, tight matched edges and full blossoms are kept throughout, so a perfect
//! matching found is a maximum-weight one. Which of several equally heavy matchings it finds
//! may differ from a computation from scratch; the pairing reads only what the weights decide.
//! `solve` says false when it finds no perfect matching (the caller then asks the from-scratch
//! matcher, which handles maximum cardinality).
//!
//! Weights are stored once, symmetric; 0 is no edge. A row of bits says which edges a vertex
//! has, so that a scan skips the edges inside the scanned vertex's blossom by a mask.

use super::blossom::{Core, Each, Edge, Graph};
use super::wide::Number;

pub(crate) struct Warm<W> {
    m: Core<W, Rows<W>>,
    /// Vertices whose edges changed since the last `solve`.
    pending: Vec<usize>,
    touched: Vec<bool>,
    fresh: bool,
}

/// The graph of a [`Warm`]: the weights, and a row of bits a vertex.
struct Rows<W> {
    n: usize,
    /// Words of one row of `nz`.
    row: usize,
    weight: Vec<W>,
    /// Bit `w` of row `v`: the edge `v`-`w` exists (its weight is not 0).
    nz: Vec<u64>,
    /// The exposed vertices when the current search began.
    exposed: Vec<usize>,
    /// The vertices (bits, one row) whose top-level blossom is `members_of`, as of the core's
    /// `version` `members_version`: the edges a scan of one of them skips without looking.
    members: Vec<u64>,
    members_of: usize,
    members_version: u64,
}

impl<W: Number> Rows<W> {
    /// Whether the edge `v`-`w` exists (its weight is not 0).
    #[inline]
    fn has(&self, v: usize, w: usize) -> bool {
        self.nz[v * self.row + w / 64] & (1 << (w % 64)) != 0
    }

    /// Brings `members` up to date for the top-level blossom `b`.
    fn refresh_members(&mut self, in_blossom: &[usize], b: usize, version: u64) {
        if self.members_of == b && self.members_version == version {
            return;
        }
        self.members.fill(0);
        for (x, &bx) in in_blossom.iter().enumerate() {
            if bx == b {
                self.members[x / 64] |= 1 << (x % 64);
            }
        }
        self.members_of = b;
        self.members_version = version;
    }
}

impl<W: Number> Graph<W> for Rows<W> {
    #[inline(always)]
    fn slack(&mut self, dual: &[W], _epoch: u64, (v, w): Edge) -> W {
        W::slack(dual[v], dual[w], self.weight[v * self.n + w])
    }

    #[inline(always)]
    fn neighbours(m: &mut Core<W, Self>, v: usize, mut f: impl Each<W, Self>) -> bool {
        let row = m.graph.row;
        for wi in 0..row {
            // Edges inside `v`'s blossom are skipped without a look (a blossom only grows
            // during a scan, so the mask stays a subset of what the core would skip).
            m.graph
                .refresh_members(&m.in_blossom, m.in_blossom[v], m.version);
            let mut bits = m.graph.nz[v * row + wi] & !m.graph.members[wi];
            while bits != 0 {
                let w = wi * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                if f(m, w) {
                    return true;
                }
            }
        }
        false
    }

    /// A tight edge to an exposed vertex first: it ends the search before the scan grows the
    /// tree through the (often large) set of tight edges.
    #[inline(always)]
    fn shortcut(m: &mut Core<W, Self>, v: usize) -> bool {
        for i in 0..m.graph.exposed.len().min(4) {
            let x = m.graph.exposed[i];
            if m.mate[x].is_none()
                && m.label[m.in_blossom[x]] == 0
                && m.graph.has(v, x)
                && m.slack((v, x)) <= W::ZERO
            {
                m.augment_matching(v, x);
                return true;
            }
        }
        false
    }
}

impl<W: Number> Warm<W> {
    /// `n` vertices and no edges.
    pub(crate) fn new(n: usize) -> Self {
        let row = n.div_ceil(64).max(1);
        let graph = Rows {
            n,
            row,
            weight: vec![W::ZERO; n * n],
            nz: vec![0; n * row],
            exposed: Vec::new(),
            members: vec![0; row],
            members_of: usize::MAX,
            members_version: 0,
        };
        Warm {
            m: Core::new(graph, n, true),
            pending: Vec::new(),
            touched: vec![false; n],
            fresh: true,
        }
    }

    /// The weight of the edge `v`-`w`.
    #[inline]
    pub(crate) fn get(&self, v: usize, w: usize) -> W {
        self.m.graph.weight[v * self.m.graph.n + w]
    }

    /// Sets the weight of `v`-`w`; the next `solve` revisits `v`.
    pub(crate) fn set(&mut self, v: usize, w: usize, x: W) {
        if self.get(v, w) == x {
            return;
        }
        self.put(v, w, x, x != W::ZERO);
    }

    /// Removes the edge `v`-`w` if it exists (as `set` to 0); whether it existed.
    pub(crate) fn unset(&mut self, v: usize, w: usize) -> bool {
        if !self.has(v, w) {
            return false;
        }
        self.put(v, w, W::ZERO, false);
        true
    }

    /// `set` once the weight is known to change (`on`: the new weight is not 0).
    pub(crate) fn put(&mut self, v: usize, w: usize, x: W, on: bool) {
        let g = &mut self.m.graph;
        let n = g.n;
        g.weight[v * n + w] = x;
        g.weight[w * n + v] = x;
        for (a, b) in [(v, w), (w, v)] {
            let word = &mut g.nz[a * g.row + b / 64];
            if on {
                *word |= 1 << (b % 64);
            } else {
                *word &= !(1 << (b % 64));
            }
        }
        if !self.touched[v] {
            self.touched[v] = true;
            self.pending.push(v);
        }
    }

    /// Whether the edge `v`-`w` exists (its weight is not 0).
    #[inline]
    pub(crate) fn has(&self, v: usize, w: usize) -> bool {
        self.m.graph.has(v, w)
    }

    /// Each vertex's mate after `solve`.
    pub(crate) fn mate(&self, v: usize) -> Option<usize> {
        self.m.mate[v]
    }

    /// The vertices joined to `v`, in order.
    pub(crate) fn neighbours(&self, v: usize) -> Vec<usize> {
        let g = &self.m.graph;
        let mut out = Vec::new();
        for wi in 0..g.row {
            let mut bits = g.nz[v * g.row + wi];
            while bits != 0 {
                out.push(wi * 64 + bits.trailing_zeros() as usize);
                bits &= bits - 1;
            }
        }
        out
    }

    /// A maximum-weight perfect matching from the last one, after the weight changes since;
    /// false when it finds none (some vertices are left exposed; the duals stay feasible).
    pub(crate) fn solve(&mut self) -> bool {
        let n = self.m.graph.n;
        let pending = std::mem::take(&mut self.pending);
        if self.fresh {
            self.fresh = false;
            for v in 0..n {
                self.m.dual[v] = self
                    .neighbours(v)
                    .into_iter()
                    .map(|w| self.get(v, w))
                    .max()
                    .unwrap_or(W::ZERO);
            }
        } else {
            for &v in &pending {
                self.dissolve(v);
            }
            for &v in &pending {
                if let Some(d) = self
                    .neighbours(v)
                    .into_iter()
                    .map(|w| {
                        let x = self.get(v, w);
                        x + x - self.m.dual[w]
                    })
                    .max()
                {
                    self.m.dual[v] = d;
                }
            }
            for &v in &pending {
                if let Some(m) = self.m.mate[v] {
                    if self.get(v, m) == W::ZERO || self.m.slack((v, m)) != W::ZERO {
                        self.m.mate[v] = None;
                        self.m.mate[m] = None;
                    }
                }
            }
        }
        for v in pending {
            self.touched[v] = false;
        }
        self.greedy();
        for r in 0..n {
            if self.m.mate[r].is_none() {
                let m = &mut self.m;
                m.graph.exposed.clear();
                m.graph
                    .exposed
                    .extend((r + 1..n).filter(|&x| m.mate[x].is_none()));
                if !self.search(r) {
                    return false;
                }
            }
        }
        true
    }

    /// Matches exposed single vertices joined by a tight edge.
    fn greedy(&mut self) {
        let m = &mut self.m;
        for v in 0..m.graph.n {
            if m.mate[v].is_some() || m.in_blossom[v] != v {
                continue;
            }
            for wi in 0..m.graph.row {
                let mut bits = m.graph.nz[v * m.graph.row + wi];
                let mut found = None;
                while bits != 0 {
                    let w = wi * 64 + bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    if w != v
                        && m.mate[w].is_none()
                        && m.in_blossom[w] == w
                        && m.slack((v, w)) == W::ZERO
                    {
                        found = Some(w);
                        break;
                    }
                }
                if let Some(w) = found {
                    m.mate[v] = Some(w);
                    m.mate[w] = Some(v);
                    break;
                }
            }
        }
    }

    /// Turns the blossoms around `v` into their sub-blossoms, top down, until `v` stands
    /// alone: each blossom's dual moves onto its vertices (edges inside keep their slack,
    /// edges leaving gain it), and a matched edge leaving it that is no longer tight is
    /// unmatched.
    fn dissolve(&mut self, v: usize) {
        let m = &mut self.m;
        loop {
            let b = m.in_blossom[v];
            if b == v {
                break;
            }
            let z = m.blossom_dual[b];
            if z != W::ZERO {
                for x in m.leaves(b) {
                    m.dual[x] = m.dual[x] + z;
                }
                let base = m.base[b];
                if let Some(x) = m.mate[base] {
                    m.mate[base] = None;
                    m.mate[x] = None;
                }
            }
            m.blossom_dual[b] = W::ZERO;
            // Unlabelled, it is expanded without the relabelling of a T-blossom mid-stage.
            m.label[b] = 0;
            m.expand_blossom(b, false);
        }
    }

    /// One stage from the exposed vertex `root` alone; true when it was matched.
    fn search(&mut self, root: usize) -> bool {
        self.m.epoch += 1;
        self.m.reset_stage();
        self.m.assign_label(root, 1, None);
        self.m.stage()
    }
}

#[cfg(test)]
mod tests {
    use super::Warm;
    use crate::dutch::blossom::max_weight_matching;
    use crate::dutch::wide::{Number, Wide};

    type W = Wide<2>;

    fn total(n: usize, weight: &[W], mate: impl Fn(usize) -> Option<usize>) -> W {
        (0..n)
            .filter_map(|v| mate(v).filter(|&m| m > v).map(|m| weight[v * n + m]))
            .fold(W::ZERO, |a, b| a + b)
    }

    #[test]
    fn kept_matchings_weigh_what_matchings_from_scratch_weigh() {
        // Random dense graphs full of equal weights; after each batch of changes to a few
        // vertices' edges, the kept matching must be perfect and as heavy as a fresh one.
        let mut next = crate::dutch::test_numbers(7);
        for _ in 0..300 {
            let n = 2 * (2 + next(12) as usize);
            let mut weight = vec![W::ZERO; n * n];
            let mut warm = Warm::new(n);
            let draw = |next: &mut dyn FnMut(u64) -> u64| {
                // Weight 100..103 (many ties), now and then a missing edge.
                if next(8) == 0 {
                    W::ZERO
                } else {
                    W::small(100 + next(4))
                }
            };
            for v in 0..n {
                for w in v + 1..n {
                    let x = draw(&mut next);
                    weight[v * n + w] = x;
                    weight[w * n + v] = x;
                    warm.set(v, w, x);
                }
            }
            for _ in 0..10 {
                let fresh = max_weight_matching(n, &weight, true);
                let perfect = fresh.iter().all(Option::is_some);
                assert_eq!(warm.solve(), perfect);
                if perfect {
                    assert!((0..n).all(|v| warm.mate(v).is_some()));
                    assert_eq!(
                        total(n, &weight, |v| warm.mate(v)),
                        total(n, &weight, |v| fresh[v])
                    );
                }
                for _ in 0..1 + next(3) {
                    let v = next(n as u64) as usize;
                    for w in 0..n {
                        if w != v && next(2) == 0 {
                            let x = draw(&mut next);
                            weight[v * n + w] = x;
                            weight[w * n + v] = x;
                            warm.set(v, w, x);
                        }
                    }
                }
            }
        }
    }
}
