//! Partitions of `n` (multisets of positive heap sizes summing to `n`) counted by the
//! nim-sum of their heaps' Grundy values.
//!
//! The generating function is `prod_{a=1..n} 1 / (1 - q^a X^G(a))` in the group algebra of
//! `(Z/2)^k`; the Walsh character `chi_s` turns it into a product of simple series
//! `F_s(q) = prod_a 1 / (1 - chi_s(G(a)) q^a)`, each factor one pass `f[t] += ±f[t-a]`.
//! The distribution of partitions of `n` by nim-sum is the inverse transform of the
//! vector `F_s[n]` (see [`super::xor_transform`]; Winning Ways ch. 3 for the nim-sum of a
//! sum of heaps; Andrews, *The Theory of Partitions*, ch. 1 for the product formula).
//!
//! Two savings make it fast. (1) Parts are taken in order of the bit length `j` of their
//! value; after all parts of values below `2^j` the partial product of `chi_s` depends
//! only on `s mod 2^j`, so the characters form a tree and the many small values are
//! multiplied in once for many characters. (2) Once the parts still to come are all at
//! least `r`, only the coefficients `0..=n-r` and `n` can still matter, so each pass is
//! truncated (a part above `n/2` costs one step).
//!
//! ```
//! use conway::count::{partitions::partitions, Exact};
//! // Nim: heap a has value a. The 5 partitions of 4 have nim-sums
//! // 4 (4), 2 (3+1), 0 (2+2), 2 (2+1+1), 0 (1+1+1+1).
//! let d = partitions(&Exact, &[0, 1, 2, 3, 4], 4, &mut |_, _| {}).unwrap();
//! let d: Vec<u32> = d.iter().map(|c| c.try_into().unwrap()).collect();
//! assert_eq!(d, vec![2, 0, 2, 0, 1, 0, 0, 0]);
//! ```

use super::arith::{Arithmetic, CountError};
use super::xor_transform::{self, GenericCount};
use crate::progress::Progress;
use rayon::prelude::*;

/// The largest number of series coefficients (`characters x (n + 1)`) held at once.
pub const MAX_TABLE: usize = 1 << 27;

/// The largest `n` accepted: the work grows like `n^2` per character.
pub const MAX_SIZE: usize = 20_000;

/// `result[x]` = number of partitions of `n` whose heaps' values `values[a]` have nim-sum
/// `x`. `values` must hold `G(0..=n)` (`G(0)` is not used). `progress(done, total)` is
/// called as parts are multiplied in. Refuses `n > MAX_SIZE` and tables larger than
/// [`MAX_TABLE`].
pub fn partitions<A: Arithmetic>(
    a: &A,
    values: &[u32],
    n: usize,
    progress: &mut Progress<'_>,
) -> Result<Vec<A::Value>, CountError> {
    if values.len() <= n {
        return Err(CountError(format!(
            "partitions of {n} need Grundy values up to {n}, got {} values",
            values.len()
        )));
    }
    if n > MAX_SIZE {
        return Err(CountError(format!(
            "partitions of {n}: too large (at most {MAX_SIZE}; the work grows like n^2)"
        )));
    }
    let plan = Plan::new(&values[..=n]);
    let characters = 1usize << plan.bits;
    if characters.saturating_mul(n + 1) > MAX_TABLE {
        return Err(CountError(format!(
            "partitions of {n} with values up to {}: {characters} nim-sum classes x {} sizes \
             exceed the memory limit of {MAX_TABLE} table entries",
            characters - 1,
            n + 1
        )));
    }
    Ok(xor_transform::inverse_or_exact(
        a,
        &mut Partitions { plan, n, progress },
    ))
}

/// The number of coefficient updates [`partitions`] makes for `values` (`G(0..=n)`) and
/// `n`: for each level of the plan, its characters times the coefficients each one
/// copies and updates. Callers bound the running time by it (each update is one ring
/// addition).
pub fn work(values: &[u32], n: usize) -> u128 {
    let plan = Plan::new(&values[..=n.min(values.len().saturating_sub(1))]);
    plan.levels
        .iter()
        .enumerate()
        .map(|(level, steps)| {
            let per_character: usize = steps
                .iter()
                .map(|s| (s.last + 1).saturating_sub(s.size) + 1)
                .sum::<usize>()
                + n
                + 1;
            (1u128 << level) * per_character as u128
        })
        .sum()
}

/// One part size to multiply in: its size, value, and the last coefficient it must update.
struct Step {
    size: usize,
    value: usize,
    last: usize,
}

/// The parts grouped by the bit length of their value, in processing order.
struct Plan {
    bits: u32,
    levels: Vec<Vec<Step>>,
}

impl Plan {
    fn new(values: &[u32]) -> Self {
        let n = values.len() - 1;
        let bit_length = |v: u32| 32 - v.leading_zeros();
        let mut order: Vec<(u32, usize)> = (1..=n).map(|a| (bit_length(values[a]), a)).collect();
        order.sort_unstable();
        let bits = order.last().map_or(0, |&(b, _)| b);
        let mut levels: Vec<Vec<Step>> = (0..=bits).map(|_| Vec::new()).collect();
        // Walking backwards, `smallest_after` is the least part size still to come.
        let mut smallest_after: Option<usize> = None;
        for &(level, size) in order.iter().rev() {
            let needed_below = smallest_after.map_or(0, |r| n - r);
            levels[level as usize].push(Step {
                size,
                value: values[size] as usize,
                last: needed_below.max(n - size),
            });
            smallest_after = Some(smallest_after.map_or(size, |r| r.min(size)));
        }
        levels.iter_mut().for_each(|l| l.reverse());
        Plan { bits, levels }
    }
}

struct Partitions<'p> {
    plan: Plan,
    n: usize,
    progress: &'p mut Progress<'p>,
}

impl GenericCount for Partitions<'_> {
    fn run<A: Arithmetic>(&mut self, a: &A) -> Option<Vec<A::Value>> {
        let n = self.n;
        let mut unit = vec![a.zero(); n + 1];
        unit[0] = a.one();
        let mut series = vec![unit];
        let mut done = 0;
        for (level, steps) in self.plan.levels.iter().enumerate() {
            let parent_mask = (1usize << level.saturating_sub(1)) - 1;
            let characters = if level == 0 { 1 } else { 1usize << level };
            series = (0..characters)
                .into_par_iter()
                .map(|s| {
                    let mut f = series[s & parent_mask].clone();
                    for step in steps {
                        multiply_in(a, &mut f, step, (s & step.value).count_ones() % 2 == 1);
                    }
                    f
                })
                .collect();
            done += steps.len();
            (self.progress)(done as u64, n as u64);
        }
        let mut v: Vec<A::Value> = series.into_iter().map(|mut f| f.swap_remove(n)).collect();
        xor_transform::inverse(a, &mut v)?;
        Some(v)
    }
}

/// `f <- f / (1 - eps q^size)` on the coefficients that still matter: `size..=last` (in
/// increasing order, so a part may repeat) and the top one. The range is walked in blocks
/// of `size`, each updated from the block before it (disjoint slices, no index checks).
fn multiply_in<A: Arithmetic>(a: &A, f: &mut [A::Value], step: &Step, negative: bool) {
    let n = f.len() - 1;
    let size = step.size;
    let mut start = size;
    while start <= step.last {
        let end = (start + size).min(step.last + 1);
        let (before, from) = f.split_at_mut(start);
        let (src, dst) = (&before[start - size..end - size], &mut from[..end - start]);
        if negative {
            dst.iter_mut().zip(src).for_each(|(x, y)| *x = a.sub(x, y));
        } else {
            dst.iter_mut().zip(src).for_each(|(x, y)| *x = a.add(x, y));
        }
        start = end;
    }
    f[n] = if negative {
        a.sub(&f[n], &f[n - size])
    } else {
        a.add(&f[n], &f[n - size])
    };
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::count::{Exact, Modular};
    use rand::{rngs::StdRng, Rng, SeedableRng};

    /// Every partition of `n` enumerated, parts in non-increasing order (the slow twin).
    fn brute_force(values: &[u32], n: usize, len: usize) -> Vec<u64> {
        fn walk(values: &[u32], left: usize, largest: usize, x: u32, dist: &mut [u64]) {
            if left == 0 {
                dist[x as usize] += 1;
            }
            for part in 1..=largest.min(left) {
                walk(values, left - part, part, x ^ values[part], dist);
            }
        }
        let mut dist = vec![0u64; len];
        walk(values, n, n, 0, &mut dist);
        dist
    }

    #[test]
    fn matches_enumeration_on_random_values() {
        let mut rng = StdRng::seed_from_u64(11);
        for _ in 0..300 {
            let n = rng.gen_range(0..16);
            let top = rng.gen_range(1..20);
            let values: Vec<u32> = (0..=n).map(|_| rng.gen_range(0..top)).collect();
            let exact = partitions(&Exact, &values, n, &mut |_, _| {}).unwrap();
            let expected = brute_force(&values, n, exact.len());
            assert_eq!(
                exact,
                expected.iter().map(|&c| c.into()).collect::<Vec<_>>()
            );
            for modulus in [1_000_000_007, 96, 2] {
                let a = Modular::new(modulus).unwrap();
                let reduced: Vec<u64> = expected.iter().map(|c| c % modulus).collect();
                let got = partitions(&a, &values, n, &mut |_, _| {}).unwrap();
                assert_eq!(got, reduced, "{values:?} n={n}");
            }
        }
    }

    #[test]
    fn total_is_the_partition_number() {
        // p(100) = 190569292 (Hardy–Ramanujan's table), whatever the values.
        let values: Vec<u32> = (0..=100).map(|a| (a * 7 % 13) as u32).collect();
        let d = partitions(&Exact, &values, 100, &mut |_, _| {}).unwrap();
        let total: num_bigint::BigInt = d.iter().sum();
        assert_eq!(total, 190_569_292.into());
    }

    #[test]
    fn refuses_huge_tables_and_short_value_lists() {
        let values: Vec<u32> = (0..=MAX_SIZE as u32).collect();
        let err = partitions(&Exact, &values, MAX_SIZE, &mut |_, _| {}).unwrap_err();
        assert!(err.0.contains("memory limit"), "{err}");
        let err = partitions(&Exact, &[0; MAX_SIZE + 2], MAX_SIZE + 1, &mut |_, _| {}).unwrap_err();
        assert!(err.0.contains("too large"), "{err}");
        assert!(partitions(&Exact, &[0, 1], 5, &mut |_, _| {}).is_err());
    }
}
