//! Fixed-width signed integers for the Dutch pairing's edge weights. A weight packs every
//! pairing criterion into one number, one bit field per criterion, so it needs hundreds of bits
//! for a few dozen players and thousands for a thousand: `N` 64-bit words in two's complement,
//! with exact arithmetic as long as the value fits (the caller picks `N` with room to spare).

use std::cmp::Ordering;
use std::ops::{Add, BitOr, Sub};

/// What the matching and the weights need of a number.
pub(crate) trait Number:
    Copy + Ord + std::fmt::Debug + Add<Output = Self> + Sub<Output = Self> + BitOr<Output = Self>
{
    /// Zero.
    const ZERO: Self;
    /// A small non-negative value.
    fn small(v: u64) -> Self;
    /// The value shifted left by `k` bits.
    #[must_use]
    fn shl(self, k: u32) -> Self;
    /// The value halved, rounding down (Python's `// 2`).
    #[must_use]
    fn halve(self) -> Self;
    /// `2^k`.
    fn bit(k: u32) -> Self {
        Self::small(1).shl(k)
    }
}

/// A signed integer of `N` 64-bit words, little-endian, two's complement.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) struct Wide<const N: usize>([u64; N]);

impl<const N: usize> Number for Wide<N> {
    const ZERO: Self = Wide([0; N]);

    fn small(v: u64) -> Self {
        let mut w = [0; N];
        w[0] = v;
        Wide(w)
    }

    fn shl(self, k: u32) -> Self {
        let (words, bits) = ((k / 64) as usize, k % 64);
        let mut out = [0u64; N];
        for i in (words..N).rev() {
            let lo = self.0[i - words];
            out[i] = lo << bits;
            if bits > 0 && i > words {
                out[i] |= self.0[i - words - 1] >> (64 - bits);
            }
        }
        Wide(out)
    }

    fn halve(self) -> Self {
        let mut out = [0u64; N];
        for (i, slot) in out.iter_mut().enumerate() {
            let high = if i + 1 < N {
                self.0[i + 1] << 63
            } else {
                // Arithmetic shift: keep the sign.
                self.0[i] & (1 << 63)
            };
            *slot = (self.0[i] >> 1) | high;
        }
        Wide(out)
    }
}

impl<const N: usize> Add for Wide<N> {
    type Output = Self;
    fn add(self, other: Self) -> Self {
        let mut out = [0u64; N];
        let mut carry = false;
        for (i, slot) in out.iter_mut().enumerate() {
            let (s, c1) = self.0[i].overflowing_add(other.0[i]);
            let (s, c2) = s.overflowing_add(u64::from(carry));
            *slot = s;
            carry = c1 || c2;
        }
        Wide(out)
    }
}

impl<const N: usize> Sub for Wide<N> {
    type Output = Self;
    fn sub(self, other: Self) -> Self {
        let mut out = [0u64; N];
        let mut borrow = false;
        for (i, slot) in out.iter_mut().enumerate() {
            let (d, b1) = self.0[i].overflowing_sub(other.0[i]);
            let (d, b2) = d.overflowing_sub(u64::from(borrow));
            *slot = d;
            borrow = b1 || b2;
        }
        Wide(out)
    }
}

impl<const N: usize> BitOr for Wide<N> {
    type Output = Self;
    fn bitor(self, other: Self) -> Self {
        let mut out = self.0;
        for (o, b) in out.iter_mut().zip(other.0) {
            *o |= b;
        }
        Wide(out)
    }
}

impl<const N: usize> Ord for Wide<N> {
    fn cmp(&self, other: &Self) -> Ordering {
        // The top word carries the sign; the rest compare as unsigned.
        let top = (self.0[N - 1] as i64).cmp(&(other.0[N - 1] as i64));
        (0..N - 1)
            .rev()
            .fold(top, |acc, i| acc.then(self.0[i].cmp(&other.0[i])))
    }
}

impl<const N: usize> PartialOrd for Wide<N> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

#[cfg(test)]
mod tests {
    use super::{Number, Wide};

    type W = Wide<3>;

    #[test]
    fn arithmetic_across_words_is_exact_and_signed() {
        let big = W::bit(130) + W::small(5);
        assert_eq!(big - W::small(6) + W::small(6), big);
        assert!(W::ZERO - W::small(1) < W::ZERO);
        assert!(W::bit(64) > W::bit(63));
        assert_eq!((W::ZERO - W::small(3)).halve(), W::ZERO - W::small(2));
        assert_eq!(W::bit(100).halve(), W::bit(99));
        assert_eq!(W::small(0b101).shl(63), W::bit(63) | W::bit(65));
    }
}
