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
    /// `a + b - 2w`, the slack of an edge of weight `w` between vertices of duals `a`, `b`.
    #[must_use]
    fn slack(a: Self, b: Self, w: Self) -> Self {
        a + b - w - w
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

    #[inline]
    fn slack(a: Self, b: Self, w: Self) -> Self {
        // One pass: a + b (carry) minus w shifted left by one (borrow), modulo 2^(64N).
        let mut out = [0u64; N];
        let (mut carry, mut borrow, mut high) = (0u128, 0u128, 0u64);
        for (i, slot) in out.iter_mut().enumerate() {
            let s = u128::from(a.0[i]) + u128::from(b.0[i]) + carry;
            carry = s >> 64;
            let twice = (w.0[i] << 1) | high;
            high = w.0[i] >> 63;
            let d = (s & u128::from(u64::MAX))
                .wrapping_sub(u128::from(twice))
                .wrapping_sub(borrow);
            *slot = d as u64;
            borrow = d >> 127;
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
    #[inline]
    fn add(self, other: Self) -> Self {
        let mut out = [0u64; N];
        let mut carry = 0u128;
        for (i, slot) in out.iter_mut().enumerate() {
            let s = u128::from(self.0[i]) + u128::from(other.0[i]) + carry;
            *slot = s as u64;
            carry = s >> 64;
        }
        Wide(out)
    }
}

impl<const N: usize> Sub for Wide<N> {
    type Output = Self;
    #[inline]
    // The shift takes the borrow out of a two-word difference.
    #[allow(clippy::suspicious_arithmetic_impl)]
    fn sub(self, other: Self) -> Self {
        let mut out = [0u64; N];
        let mut borrow = 0u128;
        for (i, slot) in out.iter_mut().enumerate() {
            let d = u128::from(self.0[i])
                .wrapping_sub(u128::from(other.0[i]))
                .wrapping_sub(borrow);
            *slot = d as u64;
            borrow = d >> 127;
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
    #[inline]
    fn cmp(&self, other: &Self) -> Ordering {
        // The top word carries the sign; the rest compare as unsigned.
        let top = (self.0[N - 1] as i64).cmp(&(other.0[N - 1] as i64));
        if top != Ordering::Equal {
            return top;
        }
        for i in (0..N - 1).rev() {
            if self.0[i] != other.0[i] {
                return self.0[i].cmp(&other.0[i]);
            }
        }
        Ordering::Equal
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
        let (a, b, w) = (
            W::bit(150) + W::small(7),
            W::bit(64) - W::small(1),
            W::bit(149) | W::bit(63),
        );
        assert_eq!(W::slack(a, b, w), a + b - w - w);
        assert_eq!(W::slack(b, b, a), b + b - a - a);
        assert!(W::slack(b, b, a) < W::ZERO);
    }
}
