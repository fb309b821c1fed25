//! The Walsh–Hadamard (xor) transform, the Fourier transform of the group `(Z/2)^k`.
//!
//! For a vector `f` indexed by `0..2^k`, `H f (s) = sum_x (-1)^popcount(s & x) f(x)`. The
//! characters `chi_s(x) = (-1)^popcount(s & x)` turn the xor convolution
//! `(f * g)(x) = sum_{y ^ z = x} f(y) g(z)` into a pointwise product: `H(f * g) = Hf . Hg`.
//! Since `H H = 2^k I`, the inverse is `H / 2^k` (the fast Walsh–Hadamard transform; see
//! J. Arndt, *Matters Computational*, "The Walsh transform"). This is what makes nim-sums
//! countable: by the Sprague–Grundy theorem a sum of components has the nim-sum of their
//! values (Winning Ways, ch. 3), so the distribution of the value of a sum of independent
//! components is the xor convolution of their distributions.
//!
//! The forward butterfly needs only `+` and `-`; the inverse ends with a division by `2^k`,
//! which [`Arithmetic::div_pow2`] provides when the ring allows it. With an even modulus it
//! does not: [`inverse_or_exact`] then reruns the whole computation exactly (big integers,
//! where the division is exact) and reduces the result.
//!
//! ```
//! use conway::count::{xor_transform, Exact, Arithmetic};
//! let e = Exact;
//! let f: Vec<_> = [1u64, 2, 0, 5].iter().map(|&x| e.from_u64(x)).collect();
//! let mut g = f.clone();
//! xor_transform::forward(&e, &mut g);
//! assert_eq!(g[0], e.from_u64(8)); // the sum
//! xor_transform::inverse(&e, &mut g).unwrap();
//! assert_eq!(g, f);
//! ```

use super::arith::{Arithmetic, Exact};
use num_bigint::BigInt;
use num_traits::Signed;

/// The unnormalised transform `v <- H v`, in place. `v.len()` must be a power of two.
pub fn forward<A: Arithmetic>(a: &A, v: &mut [A::Value]) {
    assert!(
        v.len().is_power_of_two(),
        "xor transform of a length that is not a power of 2"
    );
    let mut half = 1;
    while half < v.len() {
        for block in v.chunks_mut(2 * half) {
            let (lo, hi) = block.split_at_mut(half);
            for (x, y) in lo.iter_mut().zip(hi.iter_mut()) {
                let (s, d) = (a.add(x, y), a.sub(x, y));
                *x = s;
                *y = d;
            }
        }
        half *= 2;
    }
}

/// The inverse transform `v <- H v / 2^k`, in place; `None` (and `v` unspecified) when the
/// ring cannot divide by 2.
pub fn inverse<A: Arithmetic>(a: &A, v: &mut [A::Value]) -> Option<()> {
    forward(a, v);
    let k = v.len().trailing_zeros();
    for x in v.iter_mut() {
        *x = a.div_pow2(x, k)?;
    }
    Some(())
}

/// Runs `compute` in `a`; if it reports that it needed a division by 2 that `a` lacks,
/// runs it again in exact arithmetic and reduces each entry into `a`. `compute` is the
/// same generic function both times, so there is only one algorithm.
pub fn inverse_or_exact<A: Arithmetic, C: GenericCount>(a: &A, compute: &mut C) -> Vec<A::Value> {
    match compute.run(a) {
        Some(v) => v,
        None => {
            let exact = compute
                .run(&Exact)
                .expect("exact arithmetic divides by powers of two");
            exact.iter().map(|x| embed(a, x)).collect()
        }
    }
}

/// A counting computation that can be run in any arithmetic; it returns `None` when it
/// needed a division by 2 the arithmetic does not have.
pub trait GenericCount {
    /// Runs the computation in `a`.
    fn run<A: Arithmetic>(&mut self, a: &A) -> Option<Vec<A::Value>>;
}

/// The image of an integer in the ring `a` (Horner's rule on 32-bit digits).
pub fn embed<A: Arithmetic>(a: &A, n: &BigInt) -> A::Value {
    let base = a.from_u64(1 << 32);
    let magnitude = n
        .abs()
        .to_u32_digits()
        .1
        .iter()
        .rev()
        .fold(a.zero(), |acc, &d| {
            a.add(&a.mul(&acc, &base), &a.from_u64(u64::from(d)))
        });
    if n.is_negative() {
        a.sub(&a.zero(), &magnitude)
    } else {
        magnitude
    }
}

/// The sign `chi_s(x) = (-1)^popcount(s & x)` of the character `s` at `x`.
#[inline]
pub fn character(s: usize, x: usize) -> i64 {
    if (s & x).count_ones().is_multiple_of(2) {
        1
    } else {
        -1
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::count::Modular;
    use proptest::prelude::*;

    /// The definition, term by term (the slow twin of [`forward`]).
    fn forward_by_definition(v: &[i64]) -> Vec<i64> {
        (0..v.len())
            .map(|s| (0..v.len()).map(|x| character(s, x) * v[x]).sum())
            .collect()
    }

    proptest! {
        #[test]
        fn round_trip_exact(v in prop::collection::vec(-1000i64..1000, 1..6usize)
            .prop_flat_map(|seed| prop::collection::vec(-1000i64..1000, 1 << seed.len()))) {
            let e = Exact;
            let f: Vec<BigInt> = v.iter().map(|&x| BigInt::from(x)).collect();
            let mut g = f.clone();
            forward(&e, &mut g);
            let expected: Vec<BigInt> = forward_by_definition(&v).into_iter().map(BigInt::from).collect();
            prop_assert_eq!(&g, &expected);
            inverse(&e, &mut g).unwrap();
            prop_assert_eq!(g, f);
        }

        #[test]
        fn round_trip_odd_modulus(v in prop::collection::vec(0u64..1_000_000, 16), m in 1u64..1_000_000) {
            let a = Modular::new(2 * m + 1).unwrap();
            let f: Vec<u64> = v.iter().map(|&x| a.from_u64(x)).collect();
            let mut g = f.clone();
            forward(&a, &mut g);
            inverse(&a, &mut g).unwrap();
            prop_assert_eq!(g, f);
        }

        #[test]
        fn embed_reduces(n in any::<i64>(), m in 2u64..u64::MAX) {
            let a = Modular::new(m).unwrap();
            let expected = (i128::from(n).rem_euclid(i128::from(m))) as u64;
            prop_assert_eq!(embed(&a, &BigInt::from(n)), expected);
        }
    }

    #[test]
    fn even_modulus_cannot_invert() {
        let a = Modular::new(10).unwrap();
        let mut v = vec![1, 2, 3, 4];
        assert_eq!(inverse(&a, &mut v), None);
    }
}
