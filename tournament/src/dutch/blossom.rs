//! Maximum-weight matching in a general graph: Edmonds' blossom algorithm with dual variables
//! (Galil's O(n³) form, as Joris van Rantwijk wrote it and NetworkX adopted it). Many matchings
//! often weigh the same; this one visits vertices, edges and blossoms in the same order as the
//! NetworkX version caissify-pairings (the Python port of bbpPairings this crate was first
//! checked against) calls, so it picks the same one.
//!
//! Vertices are `0..n`; blossoms take the numbers `n..2n`. A label is 0 (none), 1 (S, outer),
//! 2 (T, inner), or 5 while a blossom is being scanned.

use super::wide::Number;

type Edge = (usize, usize);

struct Matcher<'a, W> {
    n: usize,
    weight: &'a [W],
    adj: Vec<Vec<usize>>,
    max_cardinality: bool,
    mate: Vec<Option<usize>>,
    label: Vec<u8>,
    label_edge: Vec<Option<Edge>>,
    in_blossom: Vec<usize>,
    parent: Vec<Option<usize>>,
    base: Vec<usize>,
    best_edge: Vec<Option<Edge>>,
    dual: Vec<W>,
    blossom_dual: Vec<W>,
    allowed: Vec<bool>,
    allowed_set: Vec<usize>,
    queue: Vec<usize>,
    childs: Vec<Vec<usize>>,
    edges: Vec<Vec<Edge>>,
    my_best_edges: Vec<Option<Vec<Edge>>>,
    /// The blossoms that exist, in the order they were made.
    live: Vec<usize>,
    unused: Vec<usize>,
    /// Bumped whenever the duals change; `memo[k]` holds the slack of edge `k` (`v * n + w`,
    /// `v < w`) when `memo_epoch[k]` is the current epoch. The duals stay put through most
    /// stages, which rescan the same edges.
    epoch: u32,
    /// The slack of `best_edge[x]` as (edge, epoch, slack), when set by `offer_best`.
    best_memo: Vec<(Edge, u32, W)>,
    memo_epoch: Vec<u32>,
    memo: Vec<W>,
}

/// A maximum-weight matching of the graph whose weights are `weight[v * n + w]` (symmetric; 0
/// is no edge), of maximum cardinality first if `max_cardinality`: each vertex's mate.
pub(crate) fn max_weight_matching<W: Number>(
    n: usize,
    weight: &[W],
    max_cardinality: bool,
) -> Vec<Option<usize>> {
    let adj: Vec<Vec<usize>> = (0..n)
        .map(|v| {
            (0..n)
                .filter(|&w| w != v && weight[v * n + w] != W::ZERO)
                .collect()
        })
        .collect();
    let max_weight = adj
        .iter()
        .enumerate()
        .flat_map(|(v, ws)| ws.iter().map(move |&w| weight[v * n + w]))
        .fold(W::ZERO, Ord::max);
    let mut m = Matcher {
        n,
        weight,
        adj,
        max_cardinality,
        mate: vec![None; n],
        label: vec![0; 2 * n],
        label_edge: vec![None; 2 * n],
        in_blossom: (0..n).collect(),
        parent: vec![None; 2 * n],
        base: (0..2 * n).collect(),
        best_edge: vec![None; 2 * n],
        dual: vec![max_weight; n],
        blossom_dual: vec![W::ZERO; 2 * n],
        allowed: vec![false; n * n],
        allowed_set: Vec::new(),
        queue: Vec::new(),
        childs: vec![Vec::new(); 2 * n],
        edges: vec![Vec::new(); 2 * n],
        my_best_edges: vec![None; 2 * n],
        live: Vec::new(),
        unused: (n..2 * n).rev().collect(),
        epoch: 1,
        best_memo: vec![((0, 0), 0, W::ZERO); 2 * n],
        memo_epoch: vec![0; n * n],
        memo: vec![W::ZERO; n * n],
    };
    m.run();
    m.mate
}

/// Python's `list[j]` for a possibly negative `j`.
fn at<T: Copy>(list: &[T], j: isize) -> T {
    let len = list.len() as isize;
    list[(((j % len) + len) % len) as usize]
}

impl<W: Number> Matcher<'_, W> {
    #[inline(always)]
    fn slack(&mut self, (v, w): Edge) -> W {
        let k = v.min(w) * self.n + v.max(w);
        if self.memo_epoch[k] == self.epoch {
            return self.memo[k];
        }
        let s = W::slack(self.dual[v], self.dual[w], self.weight[k]);
        self.memo_epoch[k] = self.epoch;
        self.memo[k] = s;
        s
    }

    fn allow(&mut self, (v, w): Edge) {
        for k in [v * self.n + w, w * self.n + v] {
            if !self.allowed[k] {
                self.allowed[k] = true;
                self.allowed_set.push(k);
            }
        }
    }

    fn leaves(&self, b: usize) -> Vec<usize> {
        let mut out = Vec::new();
        let mut stack = self.childs[b].clone();
        while let Some(t) = stack.pop() {
            if t >= self.n {
                stack.extend_from_slice(&self.childs[t]);
            } else {
                out.push(t);
            }
        }
        out
    }

    fn assign_label(&mut self, w: usize, t: u8, v: Option<usize>) {
        let b = self.in_blossom[w];
        self.label[w] = t;
        self.label[b] = t;
        let edge = v.map(|v| (v, w));
        self.label_edge[w] = edge;
        self.label_edge[b] = edge;
        self.best_edge[w] = None;
        self.best_edge[b] = None;
        if t == 1 {
            if b >= self.n {
                let leaves = self.leaves(b);
                self.queue.extend(leaves);
            } else {
                self.queue.push(b);
            }
        } else if t == 2 {
            let base = self.base[b];
            let mate = self.mate[base].expect("a T-blossom's base is matched");
            self.assign_label(mate, 1, Some(base));
        }
    }

    fn scan_blossom(&mut self, v: usize, w: usize) -> Option<usize> {
        let mut path = Vec::new();
        let mut base = None;
        let (mut v, mut w) = (Some(v), Some(w));
        while let Some(vv) = v {
            let b = self.in_blossom[vv];
            if self.label[b] & 4 != 0 {
                base = Some(self.base[b]);
                break;
            }
            path.push(b);
            self.label[b] = 5;
            v = match self.label_edge[b] {
                None => None,
                Some((x, _)) => {
                    let bx = self.in_blossom[x];
                    self.label_edge[bx].map(|e| e.0)
                }
            };
            if w.is_some() {
                std::mem::swap(&mut v, &mut w);
            }
        }
        for b in path {
            self.label[b] = 1;
        }
        base
    }

    fn add_blossom(&mut self, base: usize, mut v: usize, mut w: usize) {
        let bb = self.in_blossom[base];
        let mut bv = self.in_blossom[v];
        let mut bw = self.in_blossom[w];
        let b = self.unused.pop().expect("at most n blossoms");
        self.base[b] = base;
        self.parent[b] = None;
        self.parent[bb] = Some(b);
        let mut path = Vec::new();
        let mut edgs = vec![(v, w)];
        while bv != bb {
            self.parent[bv] = Some(b);
            path.push(bv);
            let e = self.label_edge[bv].expect("labelled");
            edgs.push(e);
            v = e.0;
            bv = self.in_blossom[v];
        }
        path.push(bb);
        path.reverse();
        edgs.reverse();
        while bw != bb {
            self.parent[bw] = Some(b);
            path.push(bw);
            let e = self.label_edge[bw].expect("labelled");
            edgs.push((e.1, e.0));
            w = e.0;
            bw = self.in_blossom[w];
        }
        self.label[b] = 1;
        self.label_edge[b] = self.label_edge[bb];
        self.blossom_dual[b] = W::ZERO;
        self.live.push(b);
        self.childs[b] = path.clone();
        self.edges[b] = edgs;
        self.my_best_edges[b] = None;
        for v in self.leaves(b) {
            if self.label[self.in_blossom[v]] == 2 {
                self.queue.push(v);
            }
            self.in_blossom[v] = b;
        }
        // The best edge from the new blossom to each neighbouring S-blossom, in the order
        // the neighbours are first met.
        let mut best_to: Vec<(usize, Edge)> = Vec::new();
        let mut slot_of: Vec<Option<usize>> = vec![None; 2 * self.n];
        for &bv in &path {
            let list: Vec<Edge> = if bv >= self.n {
                match self.my_best_edges[bv].take() {
                    Some(list) => list,
                    None => self
                        .leaves(bv)
                        .into_iter()
                        .flat_map(|v| self.adj[v].iter().map(move |&w| (v, w)))
                        .collect(),
                }
            } else {
                self.adj[bv].iter().map(|&w| (bv, w)).collect()
            };
            for k in list {
                let (mut i, mut j) = k;
                if self.in_blossom[j] == b {
                    std::mem::swap(&mut i, &mut j);
                }
                let bj = self.in_blossom[j];
                if bj != b && self.label[bj] == 1 {
                    match slot_of[bj] {
                        None => {
                            slot_of[bj] = Some(best_to.len());
                            best_to.push((bj, k));
                        }
                        Some(at) => {
                            if self.slack((i, j)) < self.slack(best_to[at].1) {
                                best_to[at].1 = k;
                            }
                        }
                    }
                }
            }
            self.best_edge[bv] = None;
        }
        let list: Vec<Edge> = best_to.into_iter().map(|(_, k)| k).collect();
        let mut best: Option<(Edge, W)> = None;
        for &k in &list {
            let s = self.slack(k);
            if best.is_none_or(|(_, bs)| s < bs) {
                best = Some((k, s));
            }
        }
        self.my_best_edges[b] = Some(list);
        self.best_edge[b] = best.map(|(k, _)| k);
    }

    fn expand_blossom(&mut self, b: usize, endstage: bool) {
        for s in self.childs[b].clone() {
            self.parent[s] = None;
            if s >= self.n {
                if endstage && self.blossom_dual[s] == W::ZERO {
                    self.expand_blossom(s, endstage);
                } else {
                    for v in self.leaves(s) {
                        self.in_blossom[v] = s;
                    }
                }
            } else {
                self.in_blossom[s] = s;
            }
        }
        if !endstage && self.label[b] == 2 {
            self.relabel_expanded(b);
        }
        self.label[b] = 0;
        self.label_edge[b] = None;
        self.best_edge[b] = None;
        self.parent[b] = None;
        self.live.retain(|&x| x != b);
        self.unused.push(b);
    }

    /// The part of a T-blossom's expansion that relabels its children mid-stage.
    fn relabel_expanded(&mut self, b: usize) {
        let (le_v, le_w) = self.label_edge[b].expect("a T-blossom has a label edge");
        let entry = self.in_blossom[le_w];
        let childs = self.childs[b].clone();
        let edges = self.edges[b].clone();
        let mut j = childs.iter().position(|&c| c == entry).expect("a child") as isize;
        let step: isize = if j & 1 == 1 {
            j -= childs.len() as isize;
            1
        } else {
            -1
        };
        let (mut v, mut w) = (le_v, le_w);
        while j != 0 {
            let (p, q) = if step == 1 {
                at(&edges, j)
            } else {
                let (q, p) = at(&edges, j - 1);
                (p, q)
            };
            self.label[w] = 0;
            self.label[q] = 0;
            self.assign_label(w, 2, Some(v));
            self.allow((p, q));
            j += step;
            (v, w) = if step == 1 {
                at(&edges, j)
            } else {
                let (w, v) = at(&edges, j - 1);
                (v, w)
            };
            self.allow((v, w));
            j += step;
        }
        let bw = at(&childs, j);
        self.label[w] = 2;
        self.label[bw] = 2;
        self.label_edge[w] = Some((v, w));
        self.label_edge[bw] = Some((v, w));
        self.best_edge[bw] = None;
        j += step;
        while at(&childs, j) != entry {
            let bv = at(&childs, j);
            if self.label[bv] == 1 {
                j += step;
                continue;
            }
            let v = if bv >= self.n {
                let leaves = self.leaves(bv);
                leaves
                    .iter()
                    .copied()
                    .find(|&x| self.label[x] != 0)
                    .unwrap_or(*leaves.last().expect("a blossom has leaves"))
            } else {
                bv
            };
            if self.label[v] != 0 {
                self.label[v] = 0;
                let mate = self.mate[self.base[bv]].expect("matched");
                self.label[mate] = 0;
                let from = self.label_edge[v].expect("labelled").0;
                self.assign_label(v, 2, Some(from));
            }
            j += step;
        }
    }

    fn augment_blossom(&mut self, b: usize, v: usize) {
        let mut t = v;
        while self.parent[t] != Some(b) {
            t = self.parent[t].expect("inside b");
        }
        if t >= self.n {
            self.augment_blossom(t, v);
        }
        let i = self.childs[b]
            .iter()
            .position(|&c| c == t)
            .expect("a child");
        let mut j = i as isize;
        let step: isize = if i & 1 == 1 {
            j -= self.childs[b].len() as isize;
            1
        } else {
            -1
        };
        while j != 0 {
            j += step;
            let t = at(&self.childs[b], j);
            let (w, x) = if step == 1 {
                at(&self.edges[b], j)
            } else {
                let (x, w) = at(&self.edges[b], j - 1);
                (w, x)
            };
            if t >= self.n {
                self.augment_blossom(t, w);
            }
            j += step;
            let t = at(&self.childs[b], j);
            if t >= self.n {
                self.augment_blossom(t, x);
            }
            self.mate[w] = Some(x);
            self.mate[x] = Some(w);
        }
        self.childs[b].rotate_left(i);
        self.edges[b].rotate_left(i);
        self.base[b] = self.base[self.childs[b][0]];
    }

    fn augment_matching(&mut self, v: usize, w: usize) {
        for (mut s, mut j) in [(v, w), (w, v)] {
            loop {
                let bs = self.in_blossom[s];
                if bs >= self.n {
                    self.augment_blossom(bs, s);
                }
                self.mate[s] = Some(j);
                let Some((t, _)) = self.label_edge[bs] else {
                    break;
                };
                let bt = self.in_blossom[t];
                (s, j) = self.label_edge[bt].expect("a T-blossom has a label edge");
                if bt >= self.n {
                    self.augment_blossom(bt, j);
                }
                self.mate[j] = Some(s);
            }
        }
    }

    /// Make `e` (of slack `s`) the best edge of `x` if it has none or a slacker one.
    #[inline(always)]
    fn offer_best(&mut self, x: usize, e: Edge, s: W) {
        let better = match self.best_edge[x] {
            None => true,
            Some(old) => {
                let (edge, epoch, slack) = self.best_memo[x];
                if edge == old && epoch == self.epoch {
                    s < slack
                } else {
                    s < self.slack(old)
                }
            }
        };
        if better {
            self.best_edge[x] = Some(e);
            self.best_memo[x] = (e, self.epoch, s);
        }
    }

    /// Scan the queue; true when the matching grew.
    fn scan_queue(&mut self) -> bool {
        while let Some(v) = self.queue.pop() {
            for k in 0..self.adj[v].len() {
                let w = self.adj[v][k];
                let bv = self.in_blossom[v];
                let bw = self.in_blossom[w];
                if bv == bw {
                    continue;
                }
                let mut kslack = W::ZERO;
                let mut allowed = self.allowed[v * self.n + w];
                if !allowed {
                    kslack = self.slack((v, w));
                    if kslack <= W::ZERO {
                        self.allow((v, w));
                        allowed = true;
                    }
                }
                if allowed {
                    if self.label[bw] == 0 {
                        self.assign_label(w, 2, Some(v));
                    } else if self.label[bw] == 1 {
                        match self.scan_blossom(v, w) {
                            Some(base) => self.add_blossom(base, v, w),
                            None => {
                                self.augment_matching(v, w);
                                return true;
                            }
                        }
                    } else if self.label[w] == 0 {
                        self.label[w] = 2;
                        self.label_edge[w] = Some((v, w));
                    }
                } else if self.label[bw] == 1 {
                    self.offer_best(bv, (v, w), kslack);
                } else if self.label[w] == 0 {
                    self.offer_best(w, (v, w), kslack);
                }
            }
        }
        false
    }

    fn run(&mut self) {
        let n = self.n;
        loop {
            self.label.fill(0);
            self.label_edge.fill(None);
            self.best_edge.fill(None);
            for &b in &self.live {
                self.my_best_edges[b] = None;
            }
            for k in self.allowed_set.drain(..) {
                self.allowed[k] = false;
            }
            self.queue.clear();
            for v in 0..n {
                if self.mate[v].is_none() && self.label[self.in_blossom[v]] == 0 {
                    self.assign_label(v, 1, None);
                }
            }
            let augmented = loop {
                if self.scan_queue() {
                    break true;
                }
                if !self.dual_step() {
                    break false;
                }
            };
            if !augmented {
                break;
            }
            for b in self.live.clone() {
                if self.live.contains(&b)
                    && self.parent[b].is_none()
                    && self.label[b] == 1
                    && self.blossom_dual[b] == W::ZERO
                {
                    self.expand_blossom(b, true);
                }
            }
        }
    }

    /// Change the duals by the largest step that keeps them feasible; false when the stage
    /// ends with no augmenting path.
    fn dual_step(&mut self) -> bool {
        let n = self.n;
        // (type, delta, edge, blossom)
        let mut best: Option<(u8, W, Option<Edge>, usize)> = None;
        if !self.max_cardinality {
            let min = self.dual.iter().copied().min().unwrap_or(W::ZERO);
            best = Some((1, min, None, 0));
        }
        for v in 0..n {
            if self.label[self.in_blossom[v]] == 0 {
                if let Some(e) = self.best_edge[v] {
                    let d = self.slack(e);
                    if best.is_none_or(|(_, delta, _, _)| d < delta) {
                        best = Some((2, d, Some(e), 0));
                    }
                }
            }
        }
        let tops: Vec<usize> = (0..n).chain(self.live.iter().copied()).collect();
        for &b in &tops {
            if self.parent[b].is_none() && self.label[b] == 1 {
                if let Some(e) = self.best_edge[b] {
                    let d = self.slack(e).halve();
                    if best.is_none_or(|(_, delta, _, _)| d < delta) {
                        best = Some((3, d, Some(e), 0));
                    }
                }
            }
        }
        for &b in &self.live {
            if self.parent[b].is_none()
                && self.label[b] == 2
                && best.is_none_or(|(_, delta, _, _)| self.blossom_dual[b] < delta)
            {
                best = Some((4, self.blossom_dual[b], None, b));
            }
        }
        let (kind, delta, edge, blossom) = best.unwrap_or_else(|| {
            let min = self.dual.iter().copied().min().unwrap_or(W::ZERO);
            (1, min.max(W::ZERO), None, 0)
        });
        for v in 0..n {
            match self.label[self.in_blossom[v]] {
                1 => self.dual[v] = self.dual[v] - delta,
                2 => self.dual[v] = self.dual[v] + delta,
                _ => {}
            }
        }
        self.epoch += 1;
        for &b in &self.live {
            if self.parent[b].is_none() {
                match self.label[b] {
                    1 => self.blossom_dual[b] = self.blossom_dual[b] + delta,
                    2 => self.blossom_dual[b] = self.blossom_dual[b] - delta,
                    _ => {}
                }
            }
        }
        match kind {
            1 => return false,
            2 | 3 => {
                let (v, w) = edge.expect("an edge");
                self.allow((v, w));
                self.queue.push(v);
            }
            _ => self.expand_blossom(blossom, false),
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::max_weight_matching;
    use crate::dutch::wide::{Number, Wide};

    type W = Wide<2>;

    fn graph(n: usize, edges: &[(usize, usize, u64)]) -> Vec<W> {
        let mut m = vec![W::ZERO; n * n];
        for &(a, b, w) in edges {
            m[a * n + b] = W::small(w);
            m[b * n + a] = W::small(w);
        }
        m
    }

    #[test]
    fn the_heavier_matching_wins_and_cardinality_comes_first_when_asked() {
        // A path 0-1-2-3: the middle edge alone outweighs the two ends.
        let g = graph(4, &[(0, 1, 5), (1, 2, 11), (2, 3, 5)]);
        assert_eq!(
            max_weight_matching(4, &g, false),
            [None, Some(2), Some(1), None]
        );
        assert_eq!(
            max_weight_matching(4, &g, true),
            [Some(1), Some(0), Some(3), Some(2)]
        );
    }

    #[test]
    fn blossoms_are_made_and_expanded() {
        // van Rantwijk's test cases 20 and 21: nested and expanded blossoms.
        let g = graph(
            9,
            &[
                (1, 2, 9),
                (1, 3, 8),
                (2, 3, 10),
                (1, 4, 5),
                (4, 5, 4),
                (1, 6, 3),
            ],
        );
        let m = max_weight_matching(9, &g, false);
        assert_eq!(
            &m[1..7],
            [Some(6), Some(3), Some(2), Some(5), Some(4), Some(1)]
        );
        let g = graph(
            9,
            &[
                (1, 2, 40),
                (1, 3, 40),
                (2, 3, 60),
                (2, 4, 55),
                (3, 5, 55),
                (4, 5, 50),
                (1, 8, 15),
                (5, 7, 30),
                (7, 6, 10),
                (8, 6, 10),
            ],
        );
        let m = max_weight_matching(9, &g, false);
        assert_eq!(
            &m[1..9],
            [
                Some(8),
                Some(3),
                Some(2),
                Some(5),
                Some(4),
                Some(7),
                Some(6),
                Some(1)
            ]
        );
    }
}
