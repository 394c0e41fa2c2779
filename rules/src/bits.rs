//! The bit-set abstraction the move generator is generic over.
//!
//! Boards of up to 64 internal bits (8x8 diagonal: 36, 10x10: 55, Turkish 8x8: 64) run on `u64`;
//! the 12x12 board (78 bits) runs on `u128`. The public [`crate::Position`] always stores `u128`
//! and narrows to `u64` for the hot paths (see [`crate::BoardVisitor`]).

use std::fmt::Debug;
use std::hash::Hash;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Shl, Shr};

/// An unsigned integer used as a set of internal square indices.
pub trait Bits:
    Copy
    + Eq
    + Default
    + Debug
    + Hash
    + Send
    + Sync
    + 'static
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + BitAndAssign
    + BitOrAssign
    + BitXorAssign
    + Shl<u32, Output = Self>
    + Shr<u32, Output = Self>
{
    /// The empty set.
    const ZERO: Self;
    /// Capacity in bits.
    const CAPACITY: u32;
    /// The set holding only `sq`.
    fn bit(sq: u8) -> Self;
    /// Number of members.
    fn count(self) -> u32;
    /// Lowest member (undefined for the empty set: returns `CAPACITY`).
    fn first(self) -> u8;
    /// The set without its lowest member.
    fn clear_first(self) -> Self;
    /// Widen to `u128`.
    fn widen(self) -> u128;
    /// Narrow from `u128` (high bits are dropped; callers check the layout fits).
    fn narrow(v: u128) -> Self;
    /// The layout's masks in this width.
    fn geo(layout: &crate::geometry::Layout) -> &crate::geometry::Geo<Self>;

    /// Is the set empty?
    #[inline(always)]
    fn is_zero(self) -> bool {
        self == Self::ZERO
    }
    /// Does the set hold `sq`?
    #[inline(always)]
    fn has(self, sq: u8) -> bool {
        self & Self::bit(sq) != Self::ZERO
    }
    /// Iterate over members, lowest first.
    #[inline(always)]
    fn iter(self) -> BitIter<Self> {
        BitIter(self)
    }
}

macro_rules! impl_bits {
    ($t:ty, $geo:ident) => {
        impl Bits for $t {
            const ZERO: Self = 0;
            const CAPACITY: u32 = <$t>::BITS;
            #[inline(always)]
            fn bit(sq: u8) -> Self {
                1 << sq
            }
            #[inline(always)]
            fn count(self) -> u32 {
                self.count_ones()
            }
            #[inline(always)]
            fn first(self) -> u8 {
                self.trailing_zeros() as u8
            }
            #[inline(always)]
            fn clear_first(self) -> Self {
                self & self.wrapping_sub(1)
            }
            #[inline(always)]
            fn widen(self) -> u128 {
                self as u128
            }
            #[inline(always)]
            fn narrow(v: u128) -> Self {
                v as $t
            }
            #[inline(always)]
            fn geo(layout: &crate::geometry::Layout) -> &crate::geometry::Geo<Self> {
                &layout.$geo
            }
        }
    };
}
impl_bits!(u64, geo64);
impl_bits!(u128, geo128);

/// Iterator over the members of a bit set.
#[derive(Clone, Copy, Debug)]
pub struct BitIter<B>(B);

impl<B: Bits> Iterator for BitIter<B> {
    type Item = u8;
    #[inline(always)]
    fn next(&mut self) -> Option<u8> {
        if self.0.is_zero() {
            None
        } else {
            let sq = self.0.first();
            self.0 = self.0.clear_first();
            Some(sq)
        }
    }
}
