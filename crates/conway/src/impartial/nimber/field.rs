//! Nim arithmetic: the field of nimbers below `2^16`, `2^32`, `2^64` and `2^128`.
//!
//! **Definition** (Conway, *On Numbers and Games*, ch. 6; Winning Ways, ch. 14). The
//! nim-sum `a + b` is xor, and the nim-product is
//! `a * b = mex { a'*b + a*b' + a'*b' : a' < a, b' < b }`; [`super::definition`] computes
//! it exactly so, for small values. With these two operations the ordinals form a field of
//! characteristic 2, and the nimbers below each *Fermat 2-power* `F = 2^(2^m)` form the
//! subfield `GF(2^(2^m))`.
//!
//! **The Fermat 2-power rules** (ONAG, ch. 6, Thm. 49; Lenstra, "Nim multiplication",
//! Séminaire de Théorie des Nombres de Bordeaux, 1977-78, exp. 11):
//!
//! * `F * x = F·x` (the ordinary product) for every `x < F`;
//! * `F * F = 3F/2 = F + F/2`.
//!
//! So the nimbers below `F^2` are the quadratic extension of those below `F` by `X = F`,
//! with `X^2 = X + h`, `h = F/2`. Writing `a = a1·X + a0`, `b = b1·X + b0` (`a1, a0, b1, b0
//! < F`), and with Karatsuba's three products `p = a1*b1`, `q = a0*b0`,
//! `r = (a1 + a0)*(b1 + b0)`:
//!
//! ```text
//! a * b = (r + q)·X + (q + p*h)
//! a^2   = a1^2·X + (a0^2 + a1^2*h)
//! 1/a   = (a1*n)·X + ((a0 + a1)*n),  n = 1/N(a),  N(a) = a0*(a0 + a1) + a1^2*h
//! √a    = √a1·X + √(a0 + a1*h)
//! ```
//!
//! (`N(a) = a·ā` is the norm to the subfield, `ā = a1·X + (a0 + a1)` the conjugate, as `X`
//! and `X + 1` are the two roots of `X^2 + X + h`; the square root is unique since
//! squaring is the Frobenius automorphism.) Multiplying by the constant `h` costs less than
//! a product: with `h = h'·X'` one level down, `c * h = ((c1 + c0)*h')·X' + c1*h'*h'`.
//!
//! The recursion stops at 16 bits, where tables of logarithms (module `log_tables`) multiply.
//! [`NimField`] is implemented for `u16`, `u32`, `u64` and `u128`, each the field of the
//! nimbers below `2^16`, `2^32`, `2^64`, `2^128`.
//!
//! ```
//! use conway::impartial::nimber::NimField;
//! assert_eq!(2u64.nim_mul(2), 3); // 2 = F for m = 0: F*F = 3F/2
//! assert_eq!(16u64.nim_mul(16), 24); // 16 = F for m = 2
//! assert_eq!(5u64.nim_mul(5.nim_inverse().unwrap()), 1);
//! assert_eq!(8u32.nim_sqrt().nim_mul(8u32.nim_sqrt()), 8);
//! assert_eq!(3u128.nim_pow(3), 1); // the nimbers 1, 2, 3 form GF(4)
//! ```

use super::log_tables::{tables, GROUP_ORDER};
use std::fmt::Debug;

/// A field of nimbers: the unsigned integers of one width, with the nim-sum (xor) and
/// the nim-product.
pub trait NimField: Copy + Eq + Debug + Default {
    /// The width: the nimbers are those below `2^BITS` (`BITS` is a power of two).
    const BITS: u32;
    /// The nimber 1.
    const ONE: Self;

    /// The nim-product.
    fn nim_mul(self, other: Self) -> Self;

    /// The nim-square `self * self`.
    fn nim_square(self) -> Self;

    /// The nim-product by `2^(BITS - 1)`, the `h` of the next width (see the module doc).
    fn nim_mul_half_top(self) -> Self;

    /// The multiplicative inverse, `None` for 0.
    fn nim_inverse(self) -> Option<Self>;

    /// The square root (every nimber has exactly one).
    fn nim_sqrt(self) -> Self;

    /// The quotient `self / divisor`, `None` when dividing by 0.
    fn nim_div(self, divisor: Self) -> Option<Self> {
        divisor.nim_inverse().map(|inverse| self.nim_mul(inverse))
    }

    /// The power `self^exponent` (`0^0 = 1`), by squaring and multiplying.
    fn nim_pow(self, exponent: u128) -> Self {
        let mut result = Self::ONE;
        for bit in (0..128 - exponent.leading_zeros()).rev() {
            result = result.nim_square();
            if exponent >> bit & 1 == 1 {
                result = result.nim_mul(self);
            }
        }
        result
    }
}

impl NimField for u16 {
    const BITS: u32 = 16;
    const ONE: u16 = 1;

    #[inline]
    fn nim_mul(self, other: u16) -> u16 {
        if self == 0 || other == 0 {
            return 0;
        }
        let t = tables();
        t.exp[t.log[self as usize] as usize + t.log[other as usize] as usize]
    }

    #[inline]
    fn nim_square(self) -> u16 {
        self.nim_mul(self)
    }

    #[inline]
    fn nim_mul_half_top(self) -> u16 {
        self.nim_mul(1 << 15)
    }

    fn nim_inverse(self) -> Option<u16> {
        if self == 0 {
            return None;
        }
        let t = tables();
        Some(t.exp[GROUP_ORDER - t.log[self as usize] as usize])
    }

    fn nim_sqrt(self) -> u16 {
        if self == 0 {
            return 0;
        }
        let t = tables();
        // The order is odd, so halving the logarithm modulo it is exact.
        let log = t.log[self as usize] as usize;
        let half = if log.is_multiple_of(2) {
            log / 2
        } else {
            (log + GROUP_ORDER) / 2
        };
        t.exp[half]
    }
}

/// A width twice as wide as `Half`: its nimbers are `a1·X + a0` with `X = 2^Half::BITS`.
trait Doubled: NimField {
    /// The subfield.
    type Half: NimField;
    /// `(a1, a0)`.
    fn split(self) -> (Self::Half, Self::Half);
    /// `a1·X + a0`.
    fn join(high: Self::Half, low: Self::Half) -> Self;
    /// The nim-sum in the subfield.
    fn add(a: Self::Half, b: Self::Half) -> Self::Half;
}

/// The module doc's formulas, once for every width.
#[inline]
fn mul_doubled<T: Doubled>(a: T, b: T) -> T {
    let ((a1, a0), (b1, b0)) = (a.split(), b.split());
    let p = a1.nim_mul(b1);
    let q = a0.nim_mul(b0);
    let r = T::add(a1, a0).nim_mul(T::add(b1, b0));
    T::join(T::add(r, q), T::add(q, p.nim_mul_half_top()))
}

#[inline]
fn square_doubled<T: Doubled>(a: T) -> T {
    let (a1, a0) = a.split();
    let s1 = a1.nim_square();
    T::join(s1, T::add(a0.nim_square(), s1.nim_mul_half_top()))
}

#[inline]
fn mul_half_top_doubled<T: Doubled>(c: T) -> T {
    let (c1, c0) = c.split();
    let c1h = c1.nim_mul_half_top();
    T::join(T::add(c1, c0).nim_mul_half_top(), c1h.nim_mul_half_top())
}

fn inverse_doubled<T: Doubled>(a: T) -> Option<T> {
    let (a1, a0) = a.split();
    let conjugate_low = T::add(a0, a1);
    let norm = T::add(
        a0.nim_mul(conjugate_low),
        a1.nim_square().nim_mul_half_top(),
    );
    let n = norm.nim_inverse()?;
    Some(T::join(a1.nim_mul(n), conjugate_low.nim_mul(n)))
}

fn sqrt_doubled<T: Doubled>(a: T) -> T {
    let (a1, a0) = a.split();
    T::join(a1.nim_sqrt(), T::add(a0, a1.nim_mul_half_top()).nim_sqrt())
}

/// `NimField` and `Doubled` for a width built on `$half`.
macro_rules! doubled_width {
    ($wide:ty, $half:ty) => {
        impl Doubled for $wide {
            type Half = $half;
            #[inline]
            fn split(self) -> ($half, $half) {
                ((self >> <$half>::BITS) as $half, self as $half)
            }
            #[inline]
            fn join(high: $half, low: $half) -> $wide {
                (<$wide>::from(high) << <$half>::BITS) | <$wide>::from(low)
            }
            #[inline]
            fn add(a: $half, b: $half) -> $half {
                a ^ b
            }
        }

        impl NimField for $wide {
            const BITS: u32 = <$wide>::BITS;
            const ONE: $wide = 1;
            #[inline]
            fn nim_mul(self, other: $wide) -> $wide {
                mul_doubled(self, other)
            }
            #[inline]
            fn nim_square(self) -> $wide {
                square_doubled(self)
            }
            #[inline]
            fn nim_mul_half_top(self) -> $wide {
                mul_half_top_doubled(self)
            }
            fn nim_inverse(self) -> Option<$wide> {
                inverse_doubled(self)
            }
            fn nim_sqrt(self) -> $wide {
                sqrt_doubled(self)
            }
        }
    };
}

doubled_width!(u32, u16);
doubled_width!(u64, u32);
doubled_width!(u128, u64);

#[cfg(test)]
mod tests {
    use super::super::log_tables::mul_by_halving;
    use super::*;
    use proptest::prelude::*;

    /// The Fermat 2-powers `2^(2^m)` below `2^64`.
    const FERMAT: [u64; 6] = [2, 4, 16, 256, 65536, 1 << 32];

    #[test]
    fn fermat_two_power_rules() {
        for (m, &f) in FERMAT.iter().enumerate() {
            // F * F = 3F/2.
            assert_eq!(f.nim_mul(f), f + f / 2, "F = {f}");
            // F * x = F·x for x < F (a sample of x when F is large).
            for x in (0..f).step_by((f as usize / 64).max(1)).chain([f - 1]) {
                assert_eq!(f.nim_mul(x), f * x, "F = {f}, x = {x}");
            }
            // A product of distinct Fermat 2-powers is their ordinary product.
            for &g in &FERMAT[..m] {
                assert_eq!(f.nim_mul(g), f * g);
            }
        }
        let f = 1u128 << 64;
        assert_eq!(f.nim_mul(f), f + f / 2);
        assert_eq!(f.nim_mul(12345), f * 12345);
    }

    #[test]
    fn widths_agree_with_the_table_free_recursion() {
        let samples = [0u64, 1, 2, 3, 7, 255, 256, 65535, 65536, 1 << 31, u64::MAX];
        for &a in &samples {
            for &b in &samples {
                assert_eq!(a.nim_mul(b), mul_by_halving(a, b, 6), "{a} * {b}");
                if a < 1 << 32 && b < 1 << 32 {
                    assert_eq!(u64::from((a as u32).nim_mul(b as u32)), a.nim_mul(b));
                }
                assert_eq!(
                    u128::from(a).nim_mul(u128::from(b)),
                    u128::from(a.nim_mul(b))
                );
            }
        }
    }

    /// The field axioms and the other operations in one width, on random elements.
    fn check_field<T: NimField + std::ops::BitXor<Output = T>>(a: T, b: T, c: T) {
        let zero = T::default();
        assert_eq!(a.nim_mul(b), b.nim_mul(a));
        assert_eq!(a.nim_mul(b).nim_mul(c), a.nim_mul(b.nim_mul(c)));
        assert_eq!(a.nim_mul(b ^ c), a.nim_mul(b) ^ a.nim_mul(c));
        assert_eq!(a.nim_mul(T::ONE), a);
        assert_eq!(a.nim_mul(zero), zero);
        assert_eq!(a.nim_square(), a.nim_mul(a));
        assert_eq!(a.nim_sqrt().nim_square(), a);
        assert_eq!(a.nim_pow(3), a.nim_mul(a).nim_mul(a));
        assert_eq!(a.nim_pow(0), T::ONE);
        match a.nim_inverse() {
            None => assert_eq!(a, zero),
            Some(inverse) => {
                assert_eq!(a.nim_mul(inverse), T::ONE);
                assert_eq!(b.nim_mul(a).nim_div(a), Some(b));
            }
        }
        assert_eq!(b.nim_div(zero), None);
    }

    proptest! {
        #[test]
        fn field_axioms_16(a: u16, b: u16, c: u16) { check_field(a, b, c); }
        #[test]
        fn field_axioms_32(a: u32, b: u32, c: u32) { check_field(a, b, c); }
        #[test]
        fn field_axioms_64(a: u64, b: u64, c: u64) { check_field(a, b, c); }
        #[test]
        fn field_axioms_128(a: u128, b: u128, c: u128) { check_field(a, b, c); }

        /// Lagrange: the multiplicative group of GF(2^64) has order 2^64 - 1, and the
        /// Frobenius map generates the Galois group (x^(2^64) = x).
        #[test]
        fn group_orders(a in 1u64..) {
            prop_assert_eq!(a.nim_pow(u128::from(u64::MAX)), 1);
            prop_assert_eq!(a.nim_pow(1 << 64), a);
            prop_assert_eq!(u128::from(a).nim_pow(1 << 64), u128::from(a));
        }
    }

    #[test]
    fn subfields_are_closed() {
        // The nimbers below 4 are GF(4); below 16, GF(16): their products stay inside.
        for a in 0u64..16 {
            for b in 0u64..16 {
                let p = a.nim_mul(b);
                assert!(p < 16);
                if a < 4 && b < 4 {
                    assert!(p < 4);
                }
            }
        }
    }
}
