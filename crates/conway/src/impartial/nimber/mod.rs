//! Nimbers: the minimum excludant, and nim arithmetic.
//!
//! By the Sprague–Grundy theorem (Winning Ways, ch. 3; Siegel, *Combinatorial Game
//! Theory*, IV.1) every impartial game under normal play equals a nimber `*g`, where `g`
//! is the *mex* (least non-negative integer not in the set) of the values of its options,
//! and the value of a disjunctive sum is the nim-sum (bitwise xor) of the values of its
//! components. A position is a P-position (loss for the player to move) iff its value is 0.
//!
//! The nimbers are also a field, with the nim-product (Conway, *On Numbers and Games*,
//! ch. 6): [`field`] computes it (inverses, powers and square roots too) for the nimbers
//! below `2^16`, `2^32`, `2^64` and `2^128` through the trait [`NimField`];
//! [`definition`] is its slow twin from the definition; [`expression`] evaluates written
//! expressions such as `sqrt(5) * 7 + 1`.
//!
//! ```
//! use conway::impartial::nimber::{Mex, Nimber};
//! assert_eq!(Nimber(3) + Nimber(5), Nimber(6));
//! let mut mex = Mex::new();
//! mex.clear();
//! for v in [0, 1, 3] { mex.insert(v); }
//! assert_eq!(mex.value(), 2);
//! assert_eq!(Nimber(2) * Nimber(3), Nimber(1));
//! ```

pub mod definition;
pub mod expression;
pub mod field;
mod log_tables;
pub mod transfinite;

pub use field::NimField;

use std::fmt;
use std::ops::{Add, AddAssign, Mul, MulAssign};

/// The nimber `*g`. Addition is the nim-sum (xor).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Nimber(pub u32);

impl Nimber {
    /// The zero game.
    pub const ZERO: Nimber = Nimber(0);

    /// True for a P-position (value 0).
    pub fn is_zero(self) -> bool {
        self.0 == 0
    }
}

impl Add for Nimber {
    type Output = Nimber;
    #[allow(clippy::suspicious_arithmetic_impl)] // the nim-sum is xor
    fn add(self, other: Nimber) -> Nimber {
        Nimber(self.0 ^ other.0)
    }
}

impl AddAssign for Nimber {
    #[allow(clippy::suspicious_op_assign_impl)] // the nim-sum is xor
    fn add_assign(&mut self, other: Nimber) {
        self.0 ^= other.0;
    }
}

impl Mul for Nimber {
    type Output = Nimber;
    /// The nim-product (the nimbers below `2^32` are a field: see [`field`]).
    fn mul(self, other: Nimber) -> Nimber {
        Nimber(self.0.nim_mul(other.0))
    }
}

impl MulAssign for Nimber {
    fn mul_assign(&mut self, other: Nimber) {
        *self = *self * other;
    }
}

impl std::iter::Sum for Nimber {
    fn sum<I: Iterator<Item = Nimber>>(iter: I) -> Nimber {
        iter.fold(Nimber::ZERO, |a, b| a + b)
    }
}

impl fmt::Display for Nimber {
    /// `0`, `*`, `*2`, ... as in the usual notation.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            0 => write!(f, "0"),
            1 => write!(f, "*"),
            g => write!(f, "*{g}"),
        }
    }
}

/// A reusable mex computer: a stamp array, so that clearing is O(1) and no call allocates
/// once the array has grown to the largest value seen.
#[derive(Clone, Debug, Default)]
pub struct Mex {
    stamp: Vec<u32>,
    epoch: u32,
}

impl Mex {
    /// An empty computer.
    pub fn new() -> Self {
        Mex {
            stamp: Vec::new(),
            epoch: 1,
        }
    }

    /// Forget every inserted value.
    pub fn clear(&mut self) {
        self.epoch = self.epoch.wrapping_add(1);
        if self.epoch == 0 {
            self.stamp.iter_mut().for_each(|s| *s = 0);
            self.epoch = 1;
        }
    }

    /// Record that the value `v` is reachable.
    #[inline]
    pub fn insert(&mut self, v: u32) {
        let v = v as usize;
        if v >= self.stamp.len() {
            self.stamp.resize((v + 1).next_power_of_two(), 0);
        }
        self.stamp[v] = self.epoch;
    }

    /// Whether `v` has been inserted since the last [`Mex::clear`].
    #[inline]
    pub fn contains(&self, v: u32) -> bool {
        self.stamp.get(v as usize) == Some(&self.epoch)
    }

    /// The least value not inserted since the last [`Mex::clear`].
    pub fn value(&self) -> u32 {
        self.stamp
            .iter()
            .position(|&s| s != self.epoch)
            .unwrap_or(self.stamp.len()) as u32
    }
}

/// The mex of a collection of values (convenience for one-off use; loops should reuse a
/// [`Mex`]).
pub fn mex_of<I: IntoIterator<Item = u32>>(values: I) -> u32 {
    let mut m = Mex::new();
    values.into_iter().for_each(|v| m.insert(v));
    m.value()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mex_basic() {
        assert_eq!(mex_of([]), 0);
        assert_eq!(mex_of([1, 2]), 0);
        assert_eq!(mex_of([0, 1, 2]), 3);
        assert_eq!(mex_of([0, 2, 5]), 1);
    }

    #[test]
    fn mex_clear_forgets() {
        let mut m = Mex::new();
        m.insert(0);
        m.insert(1);
        assert_eq!(m.value(), 2);
        m.clear();
        assert_eq!(m.value(), 0);
        assert!(!m.contains(1));
    }

    #[test]
    fn nim_sum_and_display() {
        assert_eq!(Nimber(2) + Nimber(3), Nimber(1));
        assert_eq!(
            [Nimber(1), Nimber(2), Nimber(3)]
                .into_iter()
                .sum::<Nimber>(),
            Nimber::ZERO
        );
        assert_eq!(Nimber(0).to_string(), "0");
        assert_eq!(Nimber(1).to_string(), "*");
        assert_eq!(Nimber(7).to_string(), "*7");
    }
}
