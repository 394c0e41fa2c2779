//! The transposition table: a fixed-size, always-replace-if-deeper-or-older hash table keyed by the
//! incremental Zobrist hash.

use std::sync::atomic::{AtomicU64, AtomicU8, Ordering};

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

/// The table. Shared by the threads of one search (see [`crate::Limits`] and `engine.threads`):
/// every slot is two atomic words, the entry packed into one and the key XOR the entry in the
/// other, so a slot torn by two threads writing at once fails the key check and reads as empty
/// (the lockless scheme of Hyatt and Mann). Relaxed loads and stores are plain moves on the
/// usual machines, so one thread pays nothing for it.
#[derive(Debug)]
pub struct Table {
    slots: Vec<[AtomicU64; 2]>,
    mask: usize,
    age: AtomicU8,
}

impl Entry {
    fn pack(self) -> u64 {
        u64::from(self.score as u16)
            | u64::from(self.depth as u8) << 16
            | u64::from(self.bound as u8) << 24
            | u64::from(self.from) << 32
            | u64::from(self.to) << 40
            | u64::from(self.index) << 48
            | u64::from(self.age) << 56
    }

    fn unpack(key: u64, data: u64) -> Entry {
        let byte = |shift: u32| (data >> shift) as u8;
        Entry {
            key,
            score: data as u16 as i16,
            depth: byte(16) as i8,
            bound: match byte(24) {
                1 => Bound::Upper,
                2 => Bound::Lower,
                3 => Bound::Exact,
                _ => Bound::None,
            },
            from: byte(32),
            to: byte(40),
            index: byte(48),
            age: byte(56),
        }
    }
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
            slots: (0..size)
                .map(|_| [AtomicU64::new(0), AtomicU64::new(0)])
                .collect(),
            mask: size - 1,
            age: AtomicU8::new(0),
        }
    }

    /// Start a new search (older entries become preferred victims).
    pub fn new_search(&self) {
        self.age.fetch_add(1, Ordering::Relaxed);
    }

    fn load(&self, key: u64) -> Entry {
        let [check, data] = &self.slots[key as usize & self.mask];
        let data = data.load(Ordering::Relaxed);
        let stored = check.load(Ordering::Relaxed) ^ data;
        if data == 0 && stored == 0 {
            return EMPTY;
        }
        Entry::unpack(stored, data)
    }

    /// Start bringing `key`'s slot into the cache, so that a probe of it soon after (the child
    /// just made, searched next) finds it there instead of waiting on memory. A hint only: it
    /// changes no result.
    #[inline(always)]
    pub fn prefetch(&self, key: u64) {
        #[cfg(all(
            any(target_arch = "x86", target_arch = "x86_64"),
            target_feature = "sse"
        ))]
        safe_arch::prefetch_t0(&self.slots[key as usize & self.mask]);
        #[cfg(not(all(
            any(target_arch = "x86", target_arch = "x86_64"),
            target_feature = "sse"
        )))]
        let _ = key;
    }

    /// The entry for `key`, if stored.
    #[inline]
    #[must_use]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let e = self.load(key);
        (e.key == key && e.bound != Bound::None).then_some(e)
    }

    /// Store a result.
    #[inline]
    pub fn store(&self, key: u64, depth: i32, score: i32, bound: Bound, mv: Option<(u8, u8, u8)>) {
        let age = self.age.load(Ordering::Relaxed);
        let slot = self.load(key);
        if slot.key == key || slot.age != age || i32::from(slot.depth) <= depth {
            let (from, to, index) = match mv {
                Some(m) => m,
                None if slot.key == key => (slot.from, slot.to, slot.index),
                None => (0, 0, u8::MAX),
            };
            let data = Entry {
                key,
                score: score.clamp(i32::from(i16::MIN), i32::from(i16::MAX)) as i16,
                depth: depth.clamp(-1, 127) as i8,
                bound,
                from,
                to,
                index,
                age,
            }
            .pack();
            let [check, stored] = &self.slots[key as usize & self.mask];
            check.store(key ^ data, Ordering::Relaxed);
            stored.store(data, Ordering::Relaxed);
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
        let t = Table::new(1);
        t.store(12345, 3, -7, Bound::Exact, Some((1, 2, 0)));
        let e = t.probe(12345).expect("stored");
        assert_eq!((e.score, e.depth, e.from, e.to), (-7, 3, 1, 2));
        assert!(t.probe(999).is_none());
    }

    #[test]
    fn every_field_survives_packing() {
        let e = Entry {
            key: 0xDEAD_BEEF_0123_4567,
            score: -29_990,
            depth: -1,
            bound: Bound::Lower,
            from: 127,
            to: 0,
            index: u8::MAX,
            age: 200,
        };
        let back = Entry::unpack(e.key, e.pack());
        assert_eq!(
            (back.score, back.depth, back.bound, back.from, back.to, back.index, back.age),
            (-29_990, -1, Bound::Lower, 127, 0, u8::MAX, 200)
        );
    }

    #[test]
    fn a_torn_slot_reads_as_another_key() {
        // Half of one store and half of another (two threads at once) must not be taken for
        // either position.
        let t = Table::new(1);
        let (a, b) = (1u64 << 40, 2u64 << 40);
        t.store(a, 5, 100, Bound::Exact, Some((1, 2, 0)));
        let data_a = t.slots[0][1].load(Ordering::Relaxed);
        t.store(b, 9, -50, Bound::Exact, Some((3, 4, 1)));
        t.slots[0][1].store(data_a, Ordering::Relaxed);
        assert!(t.probe(a).is_none());
        assert!(t.probe(b).is_none());
    }
}
