//! Ordered `m`-tuples of components, counted by nim-sum.
//!
//! If `c(v)` components have Grundy value `v`, the number of ordered `m`-tuples with
//! nim-sum `x` is the `m`-fold xor convolution power `c^(*m)(x)`. The Walsh–Hadamard
//! transform makes it a pointwise power: transform `c` once, raise each entry
//! `plus(s) - minus(s)` to the `m`-th power, transform back (see [`super::xor_transform`]).
//! Cost `O(k 2^k + 2^k log m)` ring operations for values below `2^k`.
//!
//! ```
//! use conway::count::{components::ValueCounts, tuples::ordered_tuples, Exact};
//! // Nim heaps 0..=3 (value = size): ordered pairs (a, b) with a ^ b = x: 4 for every x.
//! let d = ordered_tuples(&Exact, &ValueCounts::from_values(&[0, 1, 2, 3]), 2);
//! assert_eq!(d, vec![4.into(), 4.into(), 4.into(), 4.into()]);
//! ```

use super::arith::Arithmetic;
use super::components::ValueCounts;
use super::xor_transform::{self, GenericCount};

/// `result[x]` = number of ordered `m`-tuples of components (repetition allowed) whose
/// nim-sum is `x`, for every `x < family.counts().len()`.
pub fn ordered_tuples<A: Arithmetic>(a: &A, family: &ValueCounts, m: u64) -> Vec<A::Value> {
    xor_transform::inverse_or_exact(a, &mut Tuples { family, m })
}

struct Tuples<'f> {
    family: &'f ValueCounts,
    m: u64,
}

impl GenericCount for Tuples<'_> {
    fn run<A: Arithmetic>(&mut self, a: &A) -> Option<Vec<A::Value>> {
        let mut v: Vec<A::Value> = self
            .family
            .signs()
            .iter()
            .map(|&(plus, minus)| a.pow(&a.sub(&a.from_u64(plus), &a.from_u64(minus)), self.m))
            .collect();
        xor_transform::inverse(a, &mut v)?;
        Some(v)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::count::{Exact, Modular};
    use rand::{rngs::StdRng, Rng, SeedableRng};

    /// Every ordered tuple enumerated (the slow twin).
    fn brute_force(values: &[u32], m: u32, len: usize) -> Vec<u64> {
        let mut dist = vec![0u64; len];
        let n = values.len();
        for code in 0..n.pow(m) {
            let (mut rest, mut x) = (code, 0);
            for _ in 0..m {
                x ^= values[rest % n];
                rest /= n;
            }
            dist[x as usize] += 1;
        }
        dist
    }

    #[test]
    fn matches_enumeration_on_random_families() {
        let mut rng = StdRng::seed_from_u64(3);
        for _ in 0..200 {
            let n = rng.gen_range(1..8);
            let values: Vec<u32> = (0..n).map(|_| rng.gen_range(0..9)).collect();
            let m = rng.gen_range(0..5);
            let family = ValueCounts::from_values(&values);
            let expected = brute_force(&values, m, family.counts().len());
            let exact = ordered_tuples(&Exact, &family, u64::from(m));
            assert_eq!(
                exact,
                expected.iter().map(|&c| c.into()).collect::<Vec<_>>()
            );
            for modulus in [1_000_003, 1000, 2] {
                let a = Modular::new(modulus).unwrap();
                let reduced: Vec<u64> = expected.iter().map(|c| c % modulus).collect();
                assert_eq!(
                    ordered_tuples(&a, &family, u64::from(m)),
                    reduced,
                    "{values:?} m={m}"
                );
            }
        }
    }
}
