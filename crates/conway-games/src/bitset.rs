//! Sets of cells, vertices or dominoes as the bits of a machine word: the [`Mask`] trait
//! that lets a bitboard be a `u64` (at most 64 cells) or a `u128` (at most 128), and the
//! helpers the bitboard rulesets share.
//!
//! ```
//! use conway_games::bitset::{bits, low_bits, Mask};
//! assert_eq!(bits(0b1010_0001u64).collect::<Vec<_>>(), [0, 5, 7]);
//! assert_eq!(bits(1u128 << 100).collect::<Vec<_>>(), [100]);
//! assert_eq!(low_bits::<u128>(70), (1u128 << 70) - 1);
//! assert_eq!(<u128 as Mask>::BITS, 128);
//! ```

use std::fmt::Debug;
use std::hash::Hash;
use std::ops::{
    BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Div, Not, Shl, Shr,
};

/// An unsigned machine word used as a set of `BITS` elements: bit `i` is element `i`.
pub trait Mask:
    Copy
    + Eq
    + Ord
    + Hash
    + Debug
    + Default
    + Send
    + Sync
    + 'static
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + Div<Output = Self>
    + BitAndAssign
    + BitOrAssign
    + BitXorAssign
    + Shl<usize, Output = Self>
    + Shr<usize, Output = Self>
{
    /// The number of elements.
    const BITS: usize;
    /// The empty set.
    const ZERO: Self;
    /// The set `{0}`.
    const ONE: Self;
    /// Every element.
    const ALL: Self;
    /// The set `{i}` (`i < BITS`).
    fn bit(i: usize) -> Self {
        Self::ONE << i
    }
    /// Whether the set is empty.
    fn is_empty(self) -> bool {
        self == Self::ZERO
    }
    /// The set of the low 64 elements given by `m`.
    fn from_u64(m: u64) -> Self;
    /// The number of elements.
    fn count_ones(self) -> u32;
    /// The least element (`BITS` if empty).
    fn trailing_zeros(self) -> u32;
    /// `BITS - 1` minus the greatest element (`BITS` if empty).
    fn leading_zeros(self) -> u32;
    /// The set with its least element only (`m & -m`).
    fn lowest(self) -> Self;
    /// The set without its least element (`m & (m - 1)`).
    fn without_lowest(self) -> Self;
    /// Every element `i` moved to `(i + n) mod BITS`.
    fn rotate_left(self, n: u32) -> Self;
    /// Element `i` moved to `BITS - 1 - i`.
    fn reverse_bits(self) -> Self;
    /// The bytes in reverse order: element `8 k + j` moved to `8 (BITS / 8 - 1 - k) + j`.
    fn swap_bytes(self) -> Self;
}

macro_rules! mask {
    ($word:ty) => {
        impl Mask for $word {
            const BITS: usize = <$word>::BITS as usize;
            const ZERO: Self = 0;
            const ONE: Self = 1;
            const ALL: Self = <$word>::MAX;
            fn from_u64(m: u64) -> Self {
                m.into()
            }
            fn count_ones(self) -> u32 {
                <$word>::count_ones(self)
            }
            fn trailing_zeros(self) -> u32 {
                <$word>::trailing_zeros(self)
            }
            fn leading_zeros(self) -> u32 {
                <$word>::leading_zeros(self)
            }
            fn lowest(self) -> Self {
                self & self.wrapping_neg()
            }
            fn without_lowest(self) -> Self {
                self & self.wrapping_sub(1)
            }
            fn rotate_left(self, n: u32) -> Self {
                <$word>::rotate_left(self, n)
            }
            fn reverse_bits(self) -> Self {
                <$word>::reverse_bits(self)
            }
            fn swap_bytes(self) -> Self {
                <$word>::swap_bytes(self)
            }
        }
    };
}

mask!(u64);
mask!(u128);

/// The indices of the set bits, lowest first.
pub fn bits<M: Mask>(mut m: M) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if m.is_empty() {
            return None;
        }
        let i = m.trailing_zeros() as usize;
        m = m.without_lowest();
        Some(i)
    })
}

/// The set `{0, ..., n-1}` (all bits for `n >= BITS`).
pub fn low_bits<M: Mask>(n: usize) -> M {
    if n >= M::BITS {
        M::ALL
    } else {
        !(M::ALL << n)
    }
}

/// The set `m` of elements below `len` read backwards: element `i` moved to `len - 1 - i`
/// (a row of `len` cells seen from its other end).
pub fn reflected<M: Mask>(m: M, len: usize) -> M {
    if len == 0 {
        M::ZERO
    } else {
        m.reverse_bits() >> (M::BITS - len)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sets_of_bits() {
        assert_eq!(bits(0b1010_0001u64).collect::<Vec<_>>(), [0, 5, 7]);
        assert_eq!(bits(1u64 << 63).collect::<Vec<_>>(), [63]);
        assert_eq!(
            bits(1u128 << 127 | 1 << 64 | 1).collect::<Vec<_>>(),
            [0, 64, 127]
        );
        assert_eq!(bits(0u64).count(), 0);
        assert_eq!(low_bits::<u64>(0), 0);
        assert_eq!(low_bits::<u64>(3), 0b111);
        assert_eq!(low_bits::<u64>(64), u64::MAX);
        assert_eq!(low_bits::<u64>(100), u64::MAX);
        assert_eq!(low_bits::<u128>(64), u128::from(u64::MAX));
        assert_eq!(low_bits::<u128>(128), u128::MAX);
        assert_eq!(0b1100u128.lowest(), 0b100);
        assert_eq!(0b1100u128.without_lowest(), 0b1000);
        assert_eq!(1u128.swap_bytes(), 1 << 120);
        assert_eq!(reflected(0b0011u64, 5), 0b11000);
        assert_eq!(reflected(1u128, 100), 1 << 99);
        assert_eq!(reflected(0u64, 0), 0);
    }
}
