//! Multisets of `m` components (`a_1 <= a_2 <= ... <= a_m`), counted by nim-sum, exactly
//! for every `m`.
//!
//! Choosing a multiset is choosing a multiplicity for each component; the generating
//! function of multisets, with `y` marking size and the group algebra of `(Z/2)^k`
//! marking the nim-sum, is `prod_x 1 / (1 - y X^value(x))`. The character `chi_s` maps it to
//! `(1 - y)^(-plus(s)) (1 + y)^(-minus(s))`, whose coefficient of `y^m` is
//! `sum_t h(plus, t) (-1)^(m-t) h(minus, m-t)` with `h(n, t) = C(n + t - 1, t)` the number
//! of multisets of size `t` from `n` things. This is Pólya's cycle index of `S_m` evaluated
//! in the transformed domain (power sums `p_j = plus + (-1)^j minus`), resummed so that
//! no `1/m!` appears: the binomials are computed in exact integers and then reduced, so any
//! modulus works. The transform back is [`super::xor_transform`] (cf. Lessons in Play on
//! sums of impartial games; Stanley, *Enumerative Combinatorics* 1, §1.2 for `h`).
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
        let m = self.m as usize;
        let mut rows: HashMap<u64, Vec<A::Value>> = HashMap::new();
        let mut v = Vec::with_capacity(self.family.counts().len());
        for (plus, minus) in self.family.signs() {
            for n in [plus, minus] {
                rows.entry(n)
                    .or_insert_with(|| multiset_numbers(a, n, self.m));
            }
            let (p, q) = (&rows[&plus], &rows[&minus]);
            v.push((0..=m).fold(a.zero(), |acc, t| {
                let term = a.mul(&p[t], &q[m - t]);
                if (m - t).is_multiple_of(2) {
                    a.add(&acc, &term)
                } else {
                    a.sub(&acc, &term)
                }
            }));
        }
        xor_transform::inverse(a, &mut v)?;
        Some(v)
    }
}

/// `h(n, t) = C(n + t - 1, t)` for `t = 0..=m`, computed exactly (each step an exact
/// integer division) and then reduced into the ring.
fn multiset_numbers<A: Arithmetic>(a: &A, n: u64, m: u64) -> Vec<A::Value> {
    let mut h = BigInt::from(1);
    let mut row = vec![a.one()];
    for t in 1..=m {
        h = h * (BigInt::from(n) + t - 1) / t;
        row.push(embed(a, &h));
    }
    row
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
