//! Maximum-weight matching in a general graph: Edmonds' blossom algorithm with dual variables
//! (Galil's O(n³) form, as Joris van Rantwijk wrote it and NetworkX adopted it), written once
//! as [`Core`] for both matchers of the Dutch pairing: `max_weight_matching` below, from
//! scratch, and the kept matching of `warm.rs`, which changes a few weights between calls. They
//! differ only in how the graph is held and where a search starts ([`Graph`]): here neighbour
//! lists and slacks remembered until the duals change, there bit rows whose scans skip the edges
//! inside the scanned vertex's own blossom and try the few exposed vertices first.
//!
//! Many matchings often weigh the same; `max_weight_matching` visits vertices, edges and
//! blossoms in the same order as the NetworkX version caissify-pairings (the Python port of
//! bbpPairings this crate was first checked against) calls, so it picks the same one. (An edge
//! to a vertex the tree has already reached as inner is passed over unexamined: NetworkX
//! examines it and does nothing with it.)
//!
//! Vertices are `0..n`; blossoms take the numbers `n..2n`. A label is 0 (none), 1 (S, outer),
//! 2 (T, inner), or 5 while a blossom is being scanned.

use super::wide::Number;

pub(super) type Edge = (usize, usize);

/// How a [`Core`] holds its graph: edge weights, and which edges a vertex has.
pub(super) trait Graph<W: Number>: Sized {
    /// The slack of `e` under the vertex duals `dual`, which `epoch` names (it changes
    /// whenever they do).
    fn slack(&mut self, dual: &[W], epoch: u64, e: Edge) -> W;

    /// Calls `f` with each neighbour of `v`, in increasing order, until it says true; whether
    /// it did. The neighbours inside `v`'s own top-level blossom may be left out.
    fn neighbours(m: &mut Core<W, Self>, v: usize, f: impl Each<W, Self>) -> bool;

    /// Tried before the edges of the S-vertex `v` are scanned: true when it grew the matching.
    fn shortcut(_m: &mut Core<W, Self>, _v: usize) -> bool {
        false
    }
}

/// What [`Graph::neighbours`] calls with each neighbour: true to stop.
pub(super) trait Each<W, G>: FnMut(&mut Core<W, G>, usize) -> bool {}

impl<W, G, F: FnMut(&mut Core<W, G>, usize) -> bool> Each<W, G> for F {}

/// The state of the algorithm (matching, labels, blossoms, duals) over a graph `G`.
pub(super) struct Core<W, G> {
    pub(super) graph: G,
    n: usize,
    max_cardinality: bool,
    pub(super) mate: Vec<Option<usize>>,
    pub(super) label: Vec<u8>,
    label_edge: Vec<Option<Edge>>,
    pub(super) in_blossom: Vec<usize>,
    parent: Vec<Option<usize>>,
    pub(super) base: Vec<usize>,
    best_edge: Vec<Option<Edge>>,
    pub(super) dual: Vec<W>,
    pub(super) blossom_dual: Vec<W>,
    allowed: Vec<bool>,
    allowed_set: Vec<usize>,
    queue: Vec<usize>,
    childs: Vec<Vec<usize>>,
    edges: Vec<Vec<Edge>>,
    my_best_edges: Vec<Option<Vec<Edge>>>,
    /// The blossoms that exist, in the order they were made.
    live: Vec<usize>,
    unused: Vec<usize>,
    /// Scratch for `add_blossom`: a neighbouring blossom's entry in its list, or `usize::MAX`.
    slot: Vec<usize>,
    /// Bumped whenever a vertex changes its top-level blossom.
    pub(super) version: u64,
    /// Bumped whenever the vertex duals change.
    pub(super) epoch: u64,
    /// The slack of a vertex's or blossom's best edge, remembered while the duals stay.
    best_slack: Vec<Option<(Edge, W, u64)>>,
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
    let graph = Lists {
        n,
        weight,
        adj,
        memo_epoch: vec![0; n * n],
        memo: vec![W::ZERO; n * n],
    };
    let mut m = Core::new(graph, n, max_cardinality);
    m.dual.fill(max_weight);
    loop {
        m.reset_stage();
        for v in 0..n {
            if m.mate[v].is_none() && m.label[m.in_blossom[v]] == 0 {
                m.assign_label(v, 1, None);
            }
        }
        if !m.stage() {
            break;
        }
    }
    m.mate
}

/// The graph of `max_weight_matching`: each vertex's neighbours, and the slacks.
struct Lists<'a, W> {
    n: usize,
    weight: &'a [W],
    adj: Vec<Vec<usize>>,
    /// `memo[k]` holds the slack of edge `k` (`v * n + w`, `v < w`) when `memo_epoch[k]` is
    /// the current epoch (as `u32`: one matching makes far fewer dual steps). The duals stay
    /// put through most stages, which rescan the same edges.
    memo_epoch: Vec<u32>,
    memo: Vec<W>,
}

impl<W: Number> Graph<W> for Lists<'_, W> {
    #[inline(always)]
    fn slack(&mut self, dual: &[W], epoch: u64, (v, w): Edge) -> W {
        let k = v.min(w) * self.n + v.max(w);
        let epoch = epoch as u32;
        if self.memo_epoch[k] == epoch {
            return self.memo[k];
        }
        let s = W::slack(dual[v], dual[w], self.weight[k]);
        self.memo_epoch[k] = epoch;
        self.memo[k] = s;
        s
    }

    #[inline(always)]
    fn neighbours(m: &mut Core<W, Self>, v: usize, mut f: impl Each<W, Self>) -> bool {
        for k in 0..m.graph.adj[v].len() {
            let w = m.graph.adj[v][k];
            if f(m, w) {
                return true;
            }
        }
        false
    }
}

/// Python's `list[j]` for a possibly negative `j`.
fn at<T: Copy>(list: &[T], j: isize) -> T {
    let len = list.len() as isize;
    list[(((j % len) + len) % len) as usize]
}

impl<W: Number, G: Graph<W>> Core<W, G> {
    /// `n` vertices over `graph`, unmatched, no blossoms, every dual 0.
    pub(super) fn new(graph: G, n: usize, max_cardinality: bool) -> Self {
        Core {
            graph,
            n,
            max_cardinality,
            mate: vec![None; n],
            label: vec![0; 2 * n],
            label_edge: vec![None; 2 * n],
            in_blossom: (0..n).collect(),
            parent: vec![None; 2 * n],
            base: (0..2 * n).collect(),
            best_edge: vec![None; 2 * n],
            dual: vec![W::ZERO; n],
            blossom_dual: vec![W::ZERO; 2 * n],
            allowed: vec![false; n * n],
            allowed_set: Vec::new(),
            queue: Vec::new(),
            childs: vec![Vec::new(); 2 * n],
            edges: vec![Vec::new(); 2 * n],
            my_best_edges: vec![None; 2 * n],
            live: Vec::new(),
            unused: (n..2 * n).rev().collect(),
            slot: vec![usize::MAX; 2 * n],
            version: 0,
            epoch: 1,
            best_slack: vec![None; 2 * n],
        }
    }

    /// The slack of `e` under the current duals.
    #[inline(always)]
    pub(super) fn slack(&mut self, e: Edge) -> W {
        self.graph.slack(&self.dual, self.epoch, e)
    }

    fn allow(&mut self, (v, w): Edge) {
        for k in [v * self.n + w, w * self.n + v] {
            if !self.allowed[k] {
                self.allowed[k] = true;
                self.allowed_set.push(k);
            }
        }
    }

    pub(super) fn leaves(&self, b: usize) -> Vec<usize> {
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

    pub(super) fn assign_label(&mut self, w: usize, t: u8, v: Option<usize>) {
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
        self.version += 1;
        self.childs[b] = path.clone();
        self.edges[b] = edgs;
        self.my_best_edges[b] = None;
        for v in self.leaves(b) {
            if self.label[self.in_blossom[v]] == 2 {
                self.queue.push(v);
            }
            self.in_blossom[v] = b;
        }
        // The best edge from the new blossom to each neighbouring S-blossom.
        let mut best_to: Vec<(usize, Edge, W)> = Vec::new();
        for &bv in &path {
            if bv >= self.n {
                if let Some(list) = self.my_best_edges[bv].take() {
                    for k in list {
                        self.consider(b, k, &mut best_to);
                    }
                } else {
                    for v in self.leaves(bv) {
                        self.consider_all(b, v, &mut best_to);
                    }
                }
            } else {
                self.consider_all(b, bv, &mut best_to);
            }
            self.best_edge[bv] = None;
        }
        for &(bj, _, _) in &best_to {
            self.slot[bj] = usize::MAX;
        }
        let best = best_to
            .iter()
            .min_by(|x, y| x.2.cmp(&y.2))
            .map(|&(_, k, _)| k);
        let list: Vec<Edge> = best_to.into_iter().map(|(_, k, _)| k).collect();
        self.my_best_edges[b] = Some(list);
        self.best_edge[b] = best;
    }

    /// Every edge of `v` as a candidate best edge of the new blossom `b`. (Kept out of the
    /// scan that calls it, which is faster small.)
    #[inline(never)]
    fn consider_all(&mut self, b: usize, v: usize, best_to: &mut Vec<(usize, Edge, W)>) {
        G::neighbours(self, v, |m, w| {
            m.consider(b, (v, w), best_to);
            false
        });
    }

    /// The edge `k` as a candidate best edge from the new blossom `b` to an S-blossom.
    #[inline(always)]
    fn consider(&mut self, b: usize, k: Edge, best_to: &mut Vec<(usize, Edge, W)>) {
        let (mut i, mut j) = k;
        if self.in_blossom[j] == b {
            std::mem::swap(&mut i, &mut j);
        }
        let bj = self.in_blossom[j];
        if bj != b && self.label[bj] == 1 {
            let s = self.slack((i, j));
            match self.slot[bj] {
                usize::MAX => {
                    self.slot[bj] = best_to.len();
                    best_to.push((bj, k, s));
                }
                at => {
                    if s < best_to[at].2 {
                        best_to[at].1 = k;
                        best_to[at].2 = s;
                    }
                }
            }
        }
    }

    pub(super) fn expand_blossom(&mut self, b: usize, endstage: bool) {
        self.version += 1;
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

    pub(super) fn augment_matching(&mut self, v: usize, w: usize) {
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
                let known = match self.best_slack[x] {
                    Some((k, ks, epoch)) if k == old && epoch == self.epoch => ks,
                    _ => {
                        let ks = self.slack(old);
                        self.best_slack[x] = Some((old, ks, self.epoch));
                        ks
                    }
                };
                s < known
            }
        };
        if better {
            self.best_edge[x] = Some(e);
            self.best_slack[x] = Some((e, s, self.epoch));
        }
    }

    /// Scan the queue; true when the matching grew.
    fn scan_queue(&mut self) -> bool {
        while let Some(v) = self.queue.pop() {
            if G::shortcut(self, v) || G::neighbours(self, v, |m, w| m.visit(v, w)) {
                return true;
            }
        }
        false
    }

    /// One edge from the S-vertex `v`; true when the matching grew.
    #[inline(always)]
    fn visit(&mut self, v: usize, w: usize) -> bool {
        let bv = self.in_blossom[v];
        let bw = self.in_blossom[w];
        if bv == bw || (self.label[bw] == 2 && self.label[w] != 0) {
            // Inside one blossom, or a vertex of a T-blossom already reached: nothing to do.
            return false;
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
                if self.mate[self.base[bw]].is_none() {
                    // An exposed vertex outside the tree: an augmenting path.
                    self.augment_matching(v, w);
                    return true;
                }
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
        false
    }

    /// Forgets the labels of the last stage; the caller then labels the roots of the next
    /// (`assign_label(v, 1, None)`) and runs it.
    pub(super) fn reset_stage(&mut self) {
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
    }

    /// Grows the trees from the labelled roots until an augmenting path is found (then the
    /// matching grows, the S-blossoms left without a dual are expanded and the answer is true)
    /// or none can be.
    pub(super) fn stage(&mut self) -> bool {
        let augmented = loop {
            if self.scan_queue() {
                break true;
            }
            if !self.dual_step() {
                break false;
            }
        };
        if augmented {
            for b in self.live.clone() {
                // A blossom expanded in this loop has lost its label.
                if self.parent[b].is_none() && self.label[b] == 1 && self.blossom_dual[b] == W::ZERO
                {
                    self.expand_blossom(b, true);
                }
            }
        }
        augmented
    }

    /// Change the duals by the largest step that keeps them feasible; false when the stage
    /// ends with no augmenting path (none exists, or, when cardinality does not come first, a
    /// vertex dual would reach 0 first).
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
        for i in 0..n + self.live.len() {
            // The vertices, then the blossoms in the order they were made.
            let b = if i < n { i } else { self.live[i - n] };
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
        let Some((kind, delta, edge, blossom)) = best else {
            return false;
        };
        if kind == 1 {
            return false;
        }
        self.epoch += 1;
        for v in 0..n {
            match self.label[self.in_blossom[v]] {
                1 => self.dual[v] = self.dual[v] - delta,
                2 => self.dual[v] = self.dual[v] + delta,
                _ => {}
            }
        }
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

    /// The graph on `n` vertices whose edges are written `a-b:weight`, apart by spaces.
    fn graph(n: usize, edges: &str) -> Vec<W> {
        let mut m = vec![W::ZERO; n * n];
        for edge in edges.split_whitespace() {
            let number = |s: &str| s.parse::<usize>().expect("a number");
            let (ends, w) = edge.split_once(':').expect("a weight");
            let (a, b) = ends.split_once('-').expect("two ends");
            let (a, b, w) = (number(a), number(b), W::small(number(w) as u64));
            m[a * n + b] = w;
            m[b * n + a] = w;
        }
        m
    }

    /// Each vertex's mate, `None` written as `-`.
    fn mates(list: &str) -> Vec<Option<usize>> {
        list.split_whitespace().map(|s| s.parse().ok()).collect()
    }

    #[test]
    fn the_heavier_matching_wins_and_cardinality_comes_first_when_asked() {
        // A path 0-1-2-3: the middle edge alone outweighs the two ends.
        let g = graph(4, "0-1:5 1-2:11 2-3:5");
        assert_eq!(max_weight_matching(4, &g, false), mates("- 2 1 -"));
        assert_eq!(max_weight_matching(4, &g, true), mates("1 0 3 2"));
    }

    #[test]
    fn blossoms_are_made_and_expanded() {
        // van Rantwijk's test cases 20 and 21: nested and expanded blossoms (vertex 0 and,
        // in the first, 7 and 8 have no edge).
        let g = graph(9, "1-2:9 1-3:8 2-3:10 1-4:5 4-5:4 1-6:3");
        assert_eq!(
            max_weight_matching(9, &g, false),
            mates("- 6 3 2 5 4 1 - -")
        );
        let edges = "1-2:40 1-3:40 2-3:60 2-4:55 3-5:55 4-5:50 1-8:15 5-7:30 7-6:10 8-6:10";
        let g = graph(9, edges);
        assert_eq!(
            max_weight_matching(9, &g, false),
            mates("- 8 3 2 5 4 7 6 1")
        );
    }
}
