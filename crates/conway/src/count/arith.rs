//! Counting arithmetic: one trait, three implementations.
//!
//! Every counting algorithm in conway is generic over [`Arithmetic`], so the same code
//! gives exact answers ([`Exact`], arbitrary-precision signed integers from `num-bigint`)
//! or answers modulo a user's modulus ([`Modular`], any `2 <= m < 2^64`; products of
//! residues below `2^32` are reduced by Barrett's method with a precomputed reciprocal,
//! larger ones in `u128`, so that no intermediate overflows). A modulus of any size is
//! served by [`ExactModulo`]: it computes exactly and reduces only what it prints, which
//! is correct because reduction modulo `m` is a ring homomorphism `Z -> Z/m` (it commutes
//! with `+`, `-` and `*`). Only ring operations are offered: an algorithm that would need a
//! division must use a method that needs none.
//!
//! ```
//! use conway::count::{Arithmetic, Exact, Modular};
//! let m = Modular::new(1_000_000_007).unwrap();
//! let big = m.pow(&m.from_u64(2), 100);
//! assert_eq!(m.to_decimal(&big), "976371285");
//! let e = Exact;
//! assert_eq!(e.to_decimal(&e.pow(&e.from_u64(2), 100)), "1267650600228229401496703205376");
//! assert!(Modular::new(1).is_err());
//! let huge = conway::count::arith::ExactModulo::new((1u128 << 64) + 13).unwrap();
//! // 2^65 = 2 (2^64 + 13) - 26, so 2^65 mod (2^64 + 13) = 2^64 - 13.
//! assert_eq!(huge.to_decimal(&huge.pow(&huge.from_u64(2), 65)), "18446744073709551603");
//! ```

use num_bigint::{BigInt, BigUint};
use num_traits::{One, Zero};
use std::fmt;

/// An invalid counting request (e.g. a modulus below 2).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CountError(pub String);

impl fmt::Display for CountError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for CountError {}

/// A commutative ring in which counts are accumulated.
pub trait Arithmetic: Clone + Send + Sync {
    /// An element of the ring.
    type Value: Clone + PartialEq + fmt::Debug + Send + Sync;

    /// The additive identity.
    fn zero(&self) -> Self::Value;
    /// The image of a machine integer.
    #[allow(clippy::wrong_self_convention)] // a ring element needs the ring (its modulus)
    fn from_u64(&self, n: u64) -> Self::Value;
    /// `a + b`.
    fn add(&self, a: &Self::Value, b: &Self::Value) -> Self::Value;
    /// `a - b` (may be negative in exact arithmetic).
    fn sub(&self, a: &Self::Value, b: &Self::Value) -> Self::Value;
    /// `a * b`.
    fn mul(&self, a: &Self::Value, b: &Self::Value) -> Self::Value;
    /// Decimal digits of the value (the residue in `0..m` for modular arithmetic).
    fn to_decimal(&self, a: &Self::Value) -> String;
    /// A short description: `exact` or `mod m`.
    fn describe(&self) -> String;
    /// What one step of this arithmetic costs (for the work limits of long counts).
    fn cost(&self) -> Cost;
    /// The modulus `m` of the ring `Z/m`, or `None` for the integers.
    fn modulus(&self) -> Option<BigInt>;
    /// `a / 2^k`, where `a` is the image of an integer divisible by `2^k` (the last step of
    /// an inverse Walsh–Hadamard transform). `None` when the ring cannot divide by 2 (an
    /// even modulus): callers then compute exactly and reduce (see [`super::xor_transform`]).
    fn div_pow2(&self, a: &Self::Value, k: u32) -> Option<Self::Value>;

    /// The multiplicative identity.
    fn one(&self) -> Self::Value {
        self.from_u64(1)
    }

    /// `acc + a * b`, the step of every weighted sum (one reduction instead of two where
    /// the ring allows it).
    fn mul_add(&self, acc: &Self::Value, a: &Self::Value, b: &Self::Value) -> Self::Value {
        self.add(acc, &self.mul(a, b))
    }

    /// `a == 0`.
    fn is_zero(&self, a: &Self::Value) -> bool {
        *a == self.zero()
    }

    /// `a^e` by repeated squaring.
    fn pow(&self, a: &Self::Value, mut e: u64) -> Self::Value {
        let mut result = self.one();
        let mut base = a.clone();
        while e > 0 {
            if e & 1 == 1 {
                result = self.mul(&result, &base);
            }
            e >>= 1;
            if e > 0 {
                base = self.mul(&base, &base);
            }
        }
        result
    }

    /// The sum of a sequence of values.
    fn sum<'a, I>(&self, values: I) -> Self::Value
    where
        I: IntoIterator<Item = &'a Self::Value>,
        Self::Value: 'a,
    {
        values
            .into_iter()
            .fold(self.zero(), |acc, v| self.add(&acc, v))
    }
}

/// Exact arithmetic on arbitrary-precision integers.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Exact;

impl Arithmetic for Exact {
    type Value = BigInt;

    fn zero(&self) -> BigInt {
        BigInt::zero()
    }
    fn one(&self) -> BigInt {
        BigInt::one()
    }
    fn from_u64(&self, n: u64) -> BigInt {
        BigInt::from(n)
    }
    fn add(&self, a: &BigInt, b: &BigInt) -> BigInt {
        a + b
    }
    fn sub(&self, a: &BigInt, b: &BigInt) -> BigInt {
        a - b
    }
    fn mul(&self, a: &BigInt, b: &BigInt) -> BigInt {
        a * b
    }
    fn to_decimal(&self, a: &BigInt) -> String {
        a.to_string()
    }
    fn describe(&self) -> String {
        "exact".to_string()
    }
    fn cost(&self) -> Cost {
        Cost::BigInteger
    }
    fn modulus(&self) -> Option<BigInt> {
        None
    }
    fn div_pow2(&self, a: &BigInt, k: u32) -> Option<BigInt> {
        debug_assert!(a.trailing_zeros().is_none_or(|z| z >= u64::from(k)));
        Some(a >> k)
    }
    fn is_zero(&self, a: &BigInt) -> bool {
        a.is_zero()
    }
}

/// Arithmetic modulo `m >= 2`; values are residues in `0..m`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Modular {
    modulus: u64,
    /// `floor((2^64 - 1) / modulus)`, for Barrett reduction of products below `2^64`.
    reciprocal: u64,
}

impl Modular {
    /// Arithmetic modulo `modulus`; refuses a modulus below 2.
    pub fn new(modulus: u64) -> Result<Self, CountError> {
        if modulus < 2 {
            return Err(CountError(format!(
                "modulus must be at least 2 (got {modulus})"
            )));
        }
        Ok(Modular {
            modulus,
            reciprocal: u64::MAX / modulus,
        })
    }

    /// The modulus.
    pub fn modulus(&self) -> u64 {
        self.modulus
    }

    /// `x mod m` for a modulus `m < 2^32`, without a division (Barrett): with
    /// `r = floor((2^64 - 1) / m)`, `q = floor(x r / 2^64)` satisfies
    /// `x / m - q < 1 + x (m + 1) / (m 2^64) < 3`, so `x - q m` lies in `[0, 3m)`.
    #[inline]
    fn reduce(&self, x: u64) -> u64 {
        let q = ((u128::from(x) * u128::from(self.reciprocal)) >> 64) as u64;
        let r = x - q * self.modulus;
        let r = if r >= self.modulus {
            r - self.modulus
        } else {
            r
        };
        if r >= self.modulus {
            r - self.modulus
        } else {
            r
        }
    }
}

impl Arithmetic for Modular {
    type Value = u64;

    fn zero(&self) -> u64 {
        0
    }
    #[inline]
    fn from_u64(&self, n: u64) -> u64 {
        if n < self.modulus {
            n
        } else if self.modulus < 1 << 32 {
            self.reduce(n)
        } else {
            n % self.modulus
        }
    }
    // Residues are below the modulus, so one conditional correction suffices (no `%`:
    // additions dominate the counting loops).
    #[inline]
    fn add(&self, a: &u64, b: &u64) -> u64 {
        let (s, carry) = a.overflowing_add(*b);
        if carry || s >= self.modulus {
            s.wrapping_sub(self.modulus)
        } else {
            s
        }
    }
    #[inline]
    fn sub(&self, a: &u64, b: &u64) -> u64 {
        if a >= b {
            a - b
        } else {
            a.wrapping_sub(*b).wrapping_add(self.modulus)
        }
    }
    // Products of residues below 2^32 fit a u64 and are reduced without a division.
    #[inline]
    fn mul(&self, a: &u64, b: &u64) -> u64 {
        if self.modulus < 1 << 32 {
            self.reduce(a * b)
        } else {
            ((*a as u128 * *b as u128) % self.modulus as u128) as u64
        }
    }
    // With residues below `m < 2^32`, `acc + a b < m^2 < 2^64`: one reduction.
    #[inline]
    fn mul_add(&self, acc: &u64, a: &u64, b: &u64) -> u64 {
        if self.modulus < 1 << 32 {
            self.reduce(acc + a * b)
        } else {
            self.add(acc, &self.mul(a, b))
        }
    }
    fn to_decimal(&self, a: &u64) -> String {
        a.to_string()
    }
    fn describe(&self) -> String {
        format!("mod {}", self.modulus)
    }
    fn cost(&self) -> Cost {
        Cost::Word
    }
    fn modulus(&self) -> Option<BigInt> {
        Some(self.modulus.into())
    }
    /// Multiplies by `(2^-1)^k`; `2^-1 = (m + 1) / 2` exists iff the modulus is odd.
    fn div_pow2(&self, a: &u64, k: u32) -> Option<u64> {
        if self.modulus.is_multiple_of(2) {
            return None;
        }
        let half = self.modulus / 2 + 1;
        Some(self.mul(a, &self.pow(&half, u64::from(k))))
    }
}

/// Exact arithmetic whose printed values are residues modulo any `m >= 2`, however large
/// (the arithmetic for moduli beyond [`Modular`]'s 64 bits). Values are the exact
/// integers, so a computation costs what it costs in [`Exact`]; only
/// [`to_decimal`](Arithmetic::to_decimal) reduces.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExactModulo {
    modulus: BigInt,
}

impl ExactModulo {
    /// Residues modulo `modulus`; refuses a modulus below 2.
    pub fn new(modulus: impl Into<BigUint>) -> Result<Self, CountError> {
        let modulus = BigInt::from(modulus.into());
        if modulus < BigInt::from(2) {
            return Err(CountError(format!(
                "modulus must be at least 2 (got {modulus})"
            )));
        }
        Ok(ExactModulo { modulus })
    }

    /// The modulus.
    pub fn modulus(&self) -> &BigInt {
        &self.modulus
    }
}

impl Arithmetic for ExactModulo {
    type Value = BigInt;

    fn zero(&self) -> BigInt {
        Exact.zero()
    }
    fn one(&self) -> BigInt {
        Exact.one()
    }
    fn from_u64(&self, n: u64) -> BigInt {
        Exact.from_u64(n)
    }
    fn add(&self, a: &BigInt, b: &BigInt) -> BigInt {
        Exact.add(a, b)
    }
    fn sub(&self, a: &BigInt, b: &BigInt) -> BigInt {
        Exact.sub(a, b)
    }
    fn mul(&self, a: &BigInt, b: &BigInt) -> BigInt {
        Exact.mul(a, b)
    }
    /// The least non-negative residue of the exact value.
    fn to_decimal(&self, a: &BigInt) -> String {
        let r = a % &self.modulus;
        let r = if r < BigInt::zero() {
            r + &self.modulus
        } else {
            r
        };
        r.to_string()
    }
    fn describe(&self) -> String {
        format!("mod {}", self.modulus)
    }
    fn cost(&self) -> Cost {
        Cost::BigInteger
    }
    fn modulus(&self) -> Option<BigInt> {
        Some(self.modulus.clone())
    }
    fn div_pow2(&self, a: &BigInt, k: u32) -> Option<BigInt> {
        Exact.div_pow2(a, k)
    }
    fn is_zero(&self, a: &BigInt) -> bool {
        a.is_zero()
    }
}

/// A count that can be carried out in any [`Arithmetic`]; [`run_counting`] picks the one
/// a modulus calls for.
pub trait Counting {
    /// What the count gives.
    type Output;
    /// Why it fails (an invalid modulus is a [`CountError`]).
    type Error: From<CountError>;
    /// Counts in the arithmetic `a`.
    fn run<A: Arithmetic>(self, a: &A) -> Result<Self::Output, Self::Error>;
}

/// Runs `job` exactly (no modulus) or modulo `modulus >= 2`: in machine words when the
/// modulus fits in 64 bits ([`Modular`]), else exactly and reduced at the end
/// ([`ExactModulo`]).
pub fn run_counting<C: Counting>(modulus: Option<&BigUint>, job: C) -> Result<C::Output, C::Error> {
    match modulus {
        None => job.run(&Exact),
        Some(p) => match u64::try_from(p) {
            Ok(m) => job.run(&Modular::new(m)?),
            Err(_) => job.run(&ExactModulo::new(p.clone())?),
        },
    }
}

/// What one arithmetic step costs, for the work limits of long counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cost {
    /// A machine word (counting modulo a 64-bit modulus).
    Word,
    /// A big integer (exact counts, and moduli beyond 64 bits).
    BigInteger,
}

impl Cost {
    /// The cost of counts modulo `modulus` (exact without one).
    pub fn of(modulus: Option<&BigUint>) -> Cost {
        match modulus.map(u64::try_from) {
            Some(Ok(_)) => Cost::Word,
            _ => Cost::BigInteger,
        }
    }

    /// The cost of a count by nim-sum modulo `modulus`: it ends with an inverse
    /// Walsh–Hadamard transform, which divides by 2, so an even modulus is served by
    /// exact arithmetic ([`super::xor_transform::inverse_or_exact`]).
    pub fn of_nim_sums(modulus: Option<&BigUint>) -> Cost {
        match modulus.map(u64::try_from) {
            Some(Ok(m)) if m % 2 == 1 => Cost::Word,
            _ => Cost::BigInteger,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn modular_matches_exact_reduced() {
        let e = Exact;
        let m = Modular::new(u64::MAX).unwrap();
        let a = u64::MAX - 1;
        let b = u64::MAX - 2;
        let exact = e.mul(&e.from_u64(a), &e.from_u64(b)) % BigInt::from(u64::MAX);
        assert_eq!(m.to_decimal(&m.mul(&a, &b)), exact.to_string());
        let exact_sum = (e.add(&e.from_u64(a), &e.from_u64(b))) % BigInt::from(u64::MAX);
        assert_eq!(m.to_decimal(&m.add(&a, &b)), exact_sum.to_string());
        assert_eq!(m.sub(&1, &2), u64::MAX - 1);
    }

    #[test]
    fn barrett_reduction_matches_the_remainder() {
        let moduli = [
            2,
            3,
            7,
            1_000_000_007,
            998_244_353,
            (1 << 31) - 1,
            (1 << 32) - 1,
        ];
        for m in moduli.into_iter().chain([1 << 32, (1 << 32) + 1]) {
            let ring = Modular::new(m).unwrap();
            let mut x = 0x9e37_79b9_7f4a_7c15_u64;
            for k in 0..2000u64 {
                // Residues: the extremes, then pseudo-random ones.
                x = x.rotate_left(17).wrapping_mul(0xbf58_476d_1ce4_e5b9) ^ k;
                let a = [m - 1, 0, 1, x % m][(k % 4) as usize];
                let b = (x >> 13) % m;
                let want = (u128::from(a) * u128::from(b) % u128::from(m)) as u64;
                assert_eq!(ring.mul(&a, &b), want, "{a} * {b} mod {m}");
                let c = (x >> 7) % m;
                let fused =
                    ((u128::from(c) + u128::from(a) * u128::from(b)) % u128::from(m)) as u64;
                assert_eq!(ring.mul_add(&c, &a, &b), fused, "{c} + {a} * {b} mod {m}");
                assert_eq!(ring.from_u64(x), x % m, "{x} mod {m}");
            }
            assert_eq!(ring.from_u64(u64::MAX), u64::MAX % m);
        }
    }

    #[test]
    fn modulus_below_two_refused() {
        assert!(Modular::new(0).is_err());
        assert!(Modular::new(1).is_err());
        assert!(Modular::new(2).is_ok());
    }

    #[test]
    fn div_pow2_inverts_doubling() {
        let m = Modular::new(1_000_000_007).unwrap();
        let x = m.from_u64(123_456_789);
        let eight_x = m.mul(&x, &m.from_u64(8));
        assert_eq!(m.div_pow2(&eight_x, 3), Some(x));
        assert_eq!(Modular::new(12).unwrap().div_pow2(&4, 1), None);
        let e = Exact;
        assert_eq!(e.div_pow2(&e.from_u64(96), 5), Some(e.from_u64(3)));
        assert_eq!(e.div_pow2(&BigInt::from(-96), 5), Some(BigInt::from(-3)));
    }

    #[test]
    fn modular_add_sub_near_u64_max() {
        let m = Modular::new(u64::MAX - 4).unwrap();
        let a = u64::MAX - 6;
        assert_eq!(m.add(&a, &a), u64::MAX - 8);
        assert_eq!(m.sub(&0, &a), 2);
        assert_eq!(m.add(&m.sub(&5, &a), &a), 5);
    }

    #[test]
    fn exact_sub_goes_negative() {
        let e = Exact;
        assert_eq!(e.to_decimal(&e.sub(&e.from_u64(2), &e.from_u64(5))), "-3");
    }

    #[test]
    fn exact_modulo_prints_the_residue_of_the_exact_value() {
        // Below 2^64 it agrees with Modular on a chain of ring operations.
        for m in [2u64, 7, 1_000_000_007, (1 << 32) + 1, u64::MAX] {
            let word = Modular::new(m).unwrap();
            let wide = ExactModulo::new(m).unwrap();
            let (mut x, mut y) = (word.from_u64(3), wide.from_u64(3));
            for k in 0..200u64 {
                let c = k.wrapping_mul(0x9e37_79b9_7f4a_7c15);
                x = word.sub(&word.mul(&x, &word.from_u64(c)), &word.from_u64(k));
                y = wide.sub(&wide.mul(&y, &wide.from_u64(c)), &wide.from_u64(k));
                assert_eq!(word.to_decimal(&x), wide.to_decimal(&y), "mod {m}");
            }
        }
        // Beyond 2^64: 2^200 mod (2^128 + 1) = 2^72 * (2^128 mod (2^128 + 1)) = -2^72.
        let m = (BigUint::one() << 128u32) + 1u32;
        let wide = ExactModulo::new(m.clone()).unwrap();
        let p = wide.pow(&wide.from_u64(2), 200);
        let m = BigInt::from(m);
        let expected = &m - (BigInt::one() << 72u32);
        assert_eq!(wide.to_decimal(&p), expected.to_string());
        let minus_one = wide.sub(&wide.zero(), &wide.one());
        assert_eq!(
            wide.to_decimal(&minus_one),
            (&m - BigInt::one()).to_string()
        );
        assert!(ExactModulo::new(1u32).is_err());
        assert!(ExactModulo::new(0u32).is_err());
    }
}
