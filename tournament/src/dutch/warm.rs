//! A maximum-weight perfect matching that is kept from one call to the next: the same
//! primal-dual blossom algorithm as `blossom` (van Rantwijk's form), but its matching, vertex
//! duals and blossoms outlive a call. Between calls the caller changes a few edge weights; each
//! changed edge names a vertex (`set`'s first argument), and the next `solve` dissolves the
//! blossoms around that vertex (moving their duals onto their vertices), gives it the smallest
//! dual that keeps every edge's slack non-negative, unmatches it only when its matched edge is
//! no longer tight, and re-augments from the vertices left exposed, one search tree at a time.
//!
//! Dual feasibility, tight matched edges and full blossoms are kept throughout, so a perfect
//! matching found is a maximum-weight one. Which of several equally heavy matchings it finds
//! may differ from a computation from scratch; the pairing reads only what the weights decide.
//! `solve` says false when it finds no perfect matching (the caller then asks the from-scratch
//! matcher, which handles maximum cardinality).
//!
//! Vertices are `0..n`; blossoms take the numbers `n..2n`. A label is 0 (none), 1 (S, outer),
//! 2 (T, inner), or 5 while a blossom is being scanned. Weights are stored once, symmetric;
//! 0 is no edge.

use super::wide::Number;

type Edge = (usize, usize);

pub(crate) struct Warm<W> {
    n: usize,
    /// Words of one row of `nz`.
    row: usize,
    weight: Vec<W>,
    /// Bit `w` of row `v`: the edge `v`-`w` exists (its weight is not 0).
    nz: Vec<u64>,
    /// Vertices whose edges changed since the last `solve`.
    pending: Vec<usize>,
    touched: Vec<bool>,
    fresh: bool,
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
    /// The exposed vertices when the current search began.
    exposed: Vec<usize>,
    /// Scratch for `add_blossom`: a neighbouring blossom's entry in its list, or `usize::MAX`.
    slot: Vec<usize>,
    /// Bumped whenever a vertex changes its top-level blossom.
    version: u64,
    /// The vertices (bits, one row) whose top-level blossom is `members_of`, as of
    /// `members_version`: the edges a scan of one of them skips without looking.
    members: Vec<u64>,
    members_of: usize,
    members_version: u64,
    /// Bumped whenever the vertex duals change.
    epoch: u64,
    /// The slack of a vertex's or blossom's best edge, remembered while the duals stay.
    best_slack: Vec<Option<(Edge, W, u64)>>,
}

/// Python's `list[j]` for a possibly negative `j`.
fn at<T: Copy>(list: &[T], j: isize) -> T {
    let len = list.len() as isize;
    list[(((j % len) + len) % len) as usize]
}

impl<W: Number> Warm<W> {
    /// `n` vertices and no edges.
    pub(crate) fn new(n: usize) -> Self {
        let row = n.div_ceil(64).max(1);
        Warm {
            n,
            row,
            weight: vec![W::ZERO; n * n],
            nz: vec![0; n * row],
            pending: Vec::new(),
            touched: vec![false; n],
            fresh: true,
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
            exposed: Vec::new(),
            version: 0,
            members: vec![0; row],
            members_of: usize::MAX,
            members_version: 0,
            epoch: 0,
            best_slack: vec![None; 2 * n],
        }
    }

    /// The weight of the edge `v`-`w`.
    #[inline]
    pub(crate) fn get(&self, v: usize, w: usize) -> W {
        self.weight[v * self.n + w]
    }

    /// Sets the weight of `v`-`w`; the next `solve` revisits `v`.
    pub(crate) fn set(&mut self, v: usize, w: usize, x: W) {
        let n = self.n;
        if self.weight[v * n + w] == x {
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
        let n = self.n;
        self.weight[v * n + w] = x;
        self.weight[w * n + v] = x;
        for (a, b) in [(v, w), (w, v)] {
            let word = &mut self.nz[a * self.row + b / 64];
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
        self.nz[v * self.row + w / 64] & (1 << (w % 64)) != 0
    }

    /// Each vertex's mate after `solve`.
    pub(crate) fn mate(&self, v: usize) -> Option<usize> {
        self.mate[v]
    }

    /// The vertices joined to `v`, in order.
    pub(crate) fn neighbours(&self, v: usize) -> Vec<usize> {
        let mut out = Vec::new();
        for wi in 0..self.row {
            let mut bits = self.nz[v * self.row + wi];
            while bits != 0 {
                out.push(wi * 64 + bits.trailing_zeros() as usize);
                bits &= bits - 1;
            }
        }
        out
    }

    #[inline(always)]
    fn slack(&self, (v, w): Edge) -> W {
        W::slack(self.dual[v], self.dual[w], self.weight[v * self.n + w])
    }

    /// A maximum-weight perfect matching from the last one, after the weight changes since;
    /// false when it finds none (some vertices are left exposed; the duals stay feasible).
    pub(crate) fn solve(&mut self) -> bool {
        let n = self.n;
        let pending = std::mem::take(&mut self.pending);
        if self.fresh {
            self.fresh = false;
            for v in 0..n {
                self.dual[v] = self
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
                        x + x - self.dual[w]
                    })
                    .max()
                {
                    self.dual[v] = d;
                }
            }
            for &v in &pending {
                if let Some(m) = self.mate[v] {
                    if self.get(v, m) == W::ZERO || self.slack((v, m)) != W::ZERO {
                        self.mate[v] = None;
                        self.mate[m] = None;
                    }
                }
            }
        }
        for v in pending {
            self.touched[v] = false;
        }
        self.greedy();
        for r in 0..n {
            if self.mate[r].is_none() {
                self.exposed.clear();
                self.exposed
                    .extend((r + 1..n).filter(|&x| self.mate[x].is_none()));
                if !self.search(r) {
                    return false;
                }
            }
        }
        true
    }

    /// Matches exposed single vertices joined by a tight edge.
    fn greedy(&mut self) {
        for v in 0..self.n {
            if self.mate[v].is_some() || self.in_blossom[v] != v {
                continue;
            }
            for wi in 0..self.row {
                let mut bits = self.nz[v * self.row + wi];
                let mut found = None;
                while bits != 0 {
                    let w = wi * 64 + bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    if w != v
                        && self.mate[w].is_none()
                        && self.in_blossom[w] == w
                        && self.slack((v, w)) == W::ZERO
                    {
                        found = Some(w);
                        break;
                    }
                }
                if let Some(w) = found {
                    self.mate[v] = Some(w);
                    self.mate[w] = Some(v);
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
        self.version += 1;
        loop {
            let b = self.in_blossom[v];
            if b == v {
                break;
            }
            let z = self.blossom_dual[b];
            if z != W::ZERO {
                for x in self.leaves(b) {
                    self.dual[x] = self.dual[x] + z;
                }
                let base = self.base[b];
                if let Some(m) = self.mate[base] {
                    self.mate[base] = None;
                    self.mate[m] = None;
                }
            }
            for s in self.childs[b].clone() {
                self.parent[s] = None;
                if s >= self.n {
                    for x in self.leaves(s) {
                        self.in_blossom[x] = s;
                    }
                } else {
                    self.in_blossom[s] = s;
                }
            }
            self.blossom_dual[b] = W::ZERO;
            self.label[b] = 0;
            self.label_edge[b] = None;
            self.best_edge[b] = None;
            self.parent[b] = None;
            self.live.retain(|&x| x != b);
            self.unused.push(b);
        }
    }

    /// Brings `members` up to date for the top-level blossom `b`.
    fn refresh_members(&mut self, b: usize) {
        if self.members_of == b && self.members_version == self.version {
            return;
        }
        self.members.fill(0);
        for x in 0..self.n {
            if self.in_blossom[x] == b {
                self.members[x / 64] |= 1 << (x % 64);
            }
        }
        self.members_of = b;
        self.members_version = self.version;
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

    /// Every edge of `v` as a candidate best edge of the new blossom `b`.
    fn consider_all(&mut self, b: usize, v: usize, best_to: &mut Vec<(usize, Edge, W)>) {
        // An edge inside `b` is never a candidate.
        self.refresh_members(b);
        for wi in 0..self.row {
            let mut bits = self.nz[v * self.row + wi] & !self.members[wi];
            while bits != 0 {
                let w = wi * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                self.consider(b, (v, w), best_to);
            }
        }
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

    fn expand_blossom(&mut self, b: usize, endstage: bool) {
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
            // A tight edge to an exposed vertex first: it ends the search before the scan
            // below grows the tree through the (often large) set of tight edges.
            for i in 0..self.exposed.len().min(4) {
                let x = self.exposed[i];
                if self.mate[x].is_none()
                    && self.label[self.in_blossom[x]] == 0
                    && self.nz[v * self.row + x / 64] & (1 << (x % 64)) != 0
                    && self.slack((v, x)) <= W::ZERO
                {
                    self.augment_matching(v, x);
                    return true;
                }
            }
            for wi in 0..self.row {
                // Edges inside `v`'s blossom are skipped without a look (a blossom only grows
                // during a scan, so the mask stays a subset of what `visit` would skip).
                self.refresh_members(self.in_blossom[v]);
                let mut bits = self.nz[v * self.row + wi] & !self.members[wi];
                while bits != 0 {
                    let w = wi * 64 + bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    if self.visit(v, w) {
                        return true;
                    }
                }
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

    /// One stage from the exposed vertex `root` alone; true when it was matched.
    fn search(&mut self, root: usize) -> bool {
        self.epoch += 1;
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
        self.assign_label(root, 1, None);
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

    /// Change the duals by the largest step that keeps them feasible; false when the tree
    /// can grow no further (no augmenting path from its root).
    fn dual_step(&mut self) -> bool {
        let n = self.n;
        // (type, delta, edge, blossom)
        let mut best: Option<(u8, W, Option<Edge>, usize)> = None;
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
        for b in (0..n).chain(self.live.iter().copied()) {
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
