//! Multisets of `m` components (`a_1 <= a_2 <= ... <= a_m`), counted by nim-sum, exactly
//! for every `m`.
//!
//! Choosing a multiset is choosing a multiplicity for each component; the generating
//! function of multisets, with `y` marking size and the group algebra of `(Z/2)^k`
//! marking the nim-sum, is `prod_x 1 / (1 - y X^value(x))`. The character `chi_s` maps it to
//! `F(y) = (1 - y)^(-p) (1 + y)^(-q)` with `p = plus(s)`, `q = minus(s)` (Pólya's cycle
//! index of `S_m` evaluated in the transformed domain; Stanley, *Enumerative
//! Combinatorics* 1, §1.2). Its coefficient `f_m` of `y^m` comes from the differential
//! equation `(1 - y^2) F' = ((p - q) + (p + q) y) F`: comparing coefficients of `y^k`,
//!
//! `f_0 = 1`, `f_1 = p - q`, `(k + 1) f_(k+1) = (p - q) f_k + (p + q + k - 1) f_(k-1)`,
//!
//! `O(m)` steps, each dividing exactly (the `f_k` are integers). The steps run in exact
//! integers and `f_m` is then reduced, so any modulus works. The transform back is
//! [`super::xor_transform`] (cf. Lessons in Play on sums of impartial games).
//!
//! ```
//! use conway::count::{components::ValueCounts, multisets::multisets, Exact};
//! // Nim-square heaps 0..=4 (values 0 1 0 1 2): multisets of 2 heaps by nim-sum.
//! let d = multisets(&Exact, &ValueCounts::from_values(&[0, 1, 0, 1, 2]), 2);
//! assert_eq!(d, vec![7.into(), 4.into(), 2.into(), 2.into()]);
//! ```

use super::arith::Arithmetic;
use super::components::ValueCounts;
use super::xor_transform::{self, embed, GenericCount};
use num_bigint::BigInt;
use std::collections::HashMap;

/// `result[x]` = number of multisets of `m` components whose nim-sum is `x`, for every
/// `x < family.counts().len()`.
pub fn multisets<A: Arithmetic>(a: &A, family: &ValueCounts, m: u64) -> Vec<A::Value> {
    xor_transform::inverse_or_exact(a, &mut Multisets { family, m })
}

struct Multisets<'f> {
    family: &'f ValueCounts,
    m: u64,
}

impl GenericCount for Multisets<'_> {
    fn run<A: Arithmetic>(&mut self, a: &A) -> Option<Vec<A::Value>> {
        // Characters with the same signs share their coefficient.
        let mut known: HashMap<(u64, u64), A::Value> = HashMap::new();
        let mut v = Vec::with_capacity(self.family.counts().len());
        for signs in self.family.signs() {
            let f = known
                .entry(signs)
                .or_insert_with(|| embed(a, &coefficient(signs, self.m)));
            v.push(f.clone());
        }
        xor_transform::inverse(a, &mut v)?;
        Some(v)
    }
}

/// The coefficient of `y^m` in `(1 - y)^(-p) (1 + y)^(-q)`, by the recurrence of the
/// module documentation.
fn coefficient((p, q): (u64, u64), m: u64) -> BigInt {
    coefficients((p.into(), q.into()), m)
        .pop()
        .expect("f_0 is always there")
}

/// The coefficients `f_0, ..., f_m` of `(1 - y)^(-p) (1 + y)^(-q)`, by the recurrence of
/// the module documentation (exact integers).
pub(crate) fn coefficients((p, q): (u128, u128), m: u64) -> Vec<BigInt> {
    let (difference, total) = (BigInt::from(p) - q, BigInt::from(p) + q);
    let mut f = vec![BigInt::from(1)];
    if m == 0 {
        return f;
    }
    f.push(difference.clone());
    for k in 1..m as usize {
        let next = (&difference * &f[k] + (&total + (k - 1)) * &f[k - 1]) / (k + 1);
        f.push(next);
    }
    f
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::count::{Exact, Modular};
    use rand::{rngs::StdRng, Rng, SeedableRng};

    /// Every non-decreasing index sequence enumerated (the slow twin).
    fn brute_force(values: &[u32], m: usize, len: usize) -> Vec<u64> {
        fn walk(values: &[u32], from: usize, left: usize, x: u32, dist: &mut [u64]) {
            if left == 0 {
                dist[x as usize] += 1;
                return;
            }
            for i in from..values.len() {
                walk(values, i, left - 1, x ^ values[i], dist);
            }
        }
        let mut dist = vec![0u64; len];
        walk(values, 0, m, 0, &mut dist);
        dist
    }

    #[test]
    fn matches_enumeration_on_random_families() {
        let mut rng = StdRng::seed_from_u64(5);
        for _ in 0..200 {
            let n = rng.gen_range(1..9);
            let values: Vec<u32> = (0..n).map(|_| rng.gen_range(0..9)).collect();
            let m = rng.gen_range(0..6);
            let family = ValueCounts::from_values(&values);
            let expected = brute_force(&values, m, family.counts().len());
            let exact = multisets(&Exact, &family, m as u64);
            assert_eq!(
                exact,
                expected.iter().map(|&c| c.into()).collect::<Vec<_>>()
            );
            for modulus in [1_000_003, 720, 2] {
                let a = Modular::new(modulus).unwrap();
                let reduced: Vec<u64> = expected.iter().map(|c| c % modulus).collect();
                assert_eq!(
                    multisets(&a, &family, m as u64),
                    reduced,
                    "{values:?} m={m}"
                );
            }
        }
    }

    /// `[y^m] (1 - y)^(-p) (1 + y)^(-q) = sum_t h(p, t) (-1)^(m-t) h(q, m-t)` with
    /// `h(n, t) = C(n + t - 1, t)`, term by term (the slow twin of [`coefficient`]).
    fn coefficient_by_binomials(p: u64, q: u64, m: u64) -> BigInt {
        let h = |n: u64, t: u64| -> BigInt {
            (0..t).fold(BigInt::from(1), |acc, i| {
                acc * (BigInt::from(n) + i) / (i + 1)
            })
        };
        (0..=m)
            .map(|t| {
                let term = h(p, t) * h(q, m - t);
                if (m - t).is_multiple_of(2) {
                    term
                } else {
                    -term
                }
            })
            .sum()
    }

    #[test]
    fn the_recurrence_matches_the_binomial_sum() {
        for p in 0..12 {
            for q in 0..12 {
                for m in 0..25 {
                    assert_eq!(coefficient((p, q), m), coefficient_by_binomials(p, q, m));
                }
            }
        }
        let big = (u64::MAX - 5, 123_456_789);
        assert_eq!(
            coefficient(big, 30),
            coefficient_by_binomials(big.0, big.1, 30)
        );
    }

    #[test]
    fn large_m_is_exact() {
        // One component of each value 0..4: multisets of size 40 are multiplicity vectors
        // (e0..e3) summing to 40, nim-sum from the parities of e1, e2, e3.
        let family = ValueCounts::from_values(&[0, 1, 2, 3]);
        let d = multisets(&Exact, &family, 40);
        let mut expected = [0u64; 4];
        for e1 in 0..=40 {
            for e2 in 0..=40 - e1 {
                for e3 in 0..=40 - e1 - e2 {
                    expected[(e1 % 2) ^ (2 * (e2 % 2)) ^ (3 * (e3 % 2))] += 1;
                }
            }
        }
        assert_eq!(d, expected.iter().map(|&c| c.into()).collect::<Vec<_>>());
    }
}
