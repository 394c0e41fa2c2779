//! The transposition table: a fixed-size, always-replace-if-deeper-or-older hash table keyed by the
//! incremental Zobrist hash.

/// What a stored score means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Bound {
    /// Nothing stored.
    None = 0,
    /// The true score is at most this (fail low).
    Upper = 1,
    /// The true score is at least this (fail high).
    Lower = 2,
    /// The true score.
    Exact = 3,
}

/// One slot (16 bytes).
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    /// Full hash of the position.
    pub key: u64,
    /// Score, mate scores stored relative to this node.
    pub score: i16,
    /// Remaining depth searched.
    pub depth: i8,
    /// Score bound.
    pub bound: Bound,
    /// Start square of the best move.
    pub from: u8,
    /// End square of the best move.
    pub to: u8,
    /// Index of the best move in the (deterministic) move list.
    pub index: u8,
    /// Search generation, for replacement.
    pub age: u8,
}

const EMPTY: Entry = Entry {
    key: 0,
    score: 0,
    depth: 0,
    bound: Bound::None,
    from: 0,
    to: 0,
    index: 0,
    age: 0,
};

/// The table.
#[derive(Debug)]
pub struct Table {
    slots: Vec<Entry>,
    mask: usize,
    age: u8,
}

impl Table {
    /// A table of about `megabytes` MiB (rounded down to a power of two, at least 1024 slots, at
    /// most 4 GiB).
    #[must_use]
    pub fn new(megabytes: usize) -> Table {
        let wanted = (megabytes.clamp(1, 4096) << 20) / std::mem::size_of::<Entry>();
        let mut size = 1024usize;
        while size * 2 <= wanted {
            size *= 2;
        }
        Table {
            slots: vec![EMPTY; size],
            mask: size - 1,
            age: 0,
        }
    }

    /// Start a new search (older entries become preferred victims).
    pub fn new_search(&mut self) {
        self.age = self.age.wrapping_add(1);
    }

    /// The entry for `key`, if stored.
    #[inline]
    #[must_use]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let e = self.slots[key as usize & self.mask];
        (e.key == key && e.bound != Bound::None).then_some(e)
    }

    /// Store a result.
    #[inline]
    pub fn store(
        &mut self,
        key: u64,
        depth: i32,
        score: i32,
        bound: Bound,
        mv: Option<(u8, u8, u8)>,
    ) {
        let age = self.age;
        let slot = &mut self.slots[key as usize & self.mask];
        if slot.key == key || slot.age != age || i32::from(slot.depth) <= depth {
            let (from, to, index) = match mv {
                Some(m) => m,
                None if slot.key == key => (slot.from, slot.to, slot.index),
                None => (0, 0, u8::MAX),
            };
            *slot = Entry {
                key,
                score: score.clamp(i32::from(i16::MIN), i32::from(i16::MAX)) as i16,
                depth: depth.clamp(-1, 127) as i8,
                bound,
                from,
                to,
                index,
                age,
            };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_entry_is_sixteen_bytes() {
        assert_eq!(std::mem::size_of::<Entry>(), 16);
    }

    #[test]
    fn a_stored_entry_is_found_again() {
        let mut t = Table::new(1);
        t.store(12345, 3, -7, Bound::Exact, Some((1, 2, 0)));
        let e = t.probe(12345).expect("stored");
        assert_eq!((e.score, e.depth, e.from, e.to), (-7, 3, 1, 2));
        assert!(t.probe(999).is_none());
    }
}
