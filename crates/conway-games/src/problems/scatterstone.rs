//! Scatterstone Nim (problem 2 in docs/problems.md; Project Euler 629): a position is a multiset
//! of heaps; a move splits a heap of at least 2 into `p` non-empty heaps, `2 <= p <= k`.
//! `f(n, k)` is the number of partitions of `n` that are wins for the player to move, and
//! `g(n) = sum_{k=2..n} f(n, k)`.
//!
//! Through the general machinery: the Grundy sequences of every `split:k`, grouped into
//! classes of equal sequences by [`conway::impartial::heap::split_family`] (so `g(n)` costs a few
//! sequences, not `n - 1`), then partitions of `n` counted by nim-sum
//! ([`conway::count::partitions`]): the winning partitions are those of non-zero nim-sum.
//!
//! ```
//! use conway::count::Exact;
//! use conway_games::problems::scatterstone::scatterstone;
//! assert_eq!(scatterstone(&Exact, 7, &mut |_, _| {}).unwrap().answer, 66.into());
//! ```

use conway::count::arith::{run_counting, Cost, Counting};
use conway::count::{partitions::partitions, Arithmetic, CountError};
use conway::impartial::heap::split_family::split_family;
use conway::progress::Progress;
use num_bigint::BigUint;

/// A class of `k` with one Grundy sequence, and `f(n, k)` for each of its `k`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClassCount<V> {
    /// The least `k` of the class.
    pub k_min: usize,
    /// The greatest `k` of the class.
    pub k_max: usize,
    /// `f(n, k)` for every `k` of the class.
    pub winning: V,
}

/// `g(n)` and how it was assembled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scatterstone<V> {
    /// `g(n)`.
    pub answer: V,
    /// The classes of `k` in `2..=n`.
    pub classes: Vec<ClassCount<V>>,
}

/// The most stones a count takes on in arithmetic of this cost (the work grows like
/// `n^3`; measured, `g(3000)` modulo a word-sized odd modulus and `g(1500)` exactly each
/// take about six CPU-seconds); the cost is that of a count by nim-sum
/// ([`Cost::of_nim_sums`]).
pub fn max_stones(cost: Cost) -> usize {
    match cost {
        Cost::Word => 3000,
        Cost::BigInteger => 1500,
    }
}

/// `g(n)`. `progress(done, total)` reports the two stages on one scale of `n` units per
/// stage: the Grundy sequences first (`total = n`), then the counts of the classes (`total`
/// grows to `n` times one more than the number of classes once those are known).
pub fn scatterstone<A: Arithmetic>(
    a: &A,
    n: usize,
    progress: &mut Progress<'_>,
) -> Result<Scatterstone<A::Value>, CountError> {
    let family = split_family(n, progress).map_err(|e| CountError(e.to_string()))?;
    let mut answer = a.zero();
    let mut classes = Vec::new();
    let unit = n as u64;
    let total = unit * (family.len() as u64 + 1);
    for (i, class) in family.into_iter().enumerate() {
        let before = unit * (i as u64 + 1);
        let dist = partitions(a, &class.values, n, &mut |d, _| progress(before + d, total))?;
        let winning = a.sub(&a.sum(&dist), &dist[0]);
        let size = a.from_u64((class.k_max - class.k_min + 1) as u64);
        answer = a.add(&answer, &a.mul(&size, &winning));
        classes.push(ClassCount {
            k_min: class.k_min,
            k_max: class.k_max,
            winning,
        });
    }
    Ok(Scatterstone { answer, classes })
}

/// `g(n)` counted exactly (no `modulus`) or modulo `modulus`, in the arithmetic
/// [`run_counting`] picks, with every count written in decimal. Not generic, so the count
/// is compiled and optimised in this crate whatever calls it: the command line, built
/// without optimisation in the test profile, counts `g(2000)` at full speed through it.
pub fn scatterstone_in_decimal(
    modulus: Option<&BigUint>,
    n: usize,
    progress: &mut Progress<'_>,
) -> Result<Scatterstone<String>, CountError> {
    struct Job<'p, 'q>(usize, &'p mut Progress<'q>);
    impl Counting for Job<'_, '_> {
        type Output = Scatterstone<String>;
        type Error = CountError;
        fn run<A: Arithmetic>(self, a: &A) -> Result<Scatterstone<String>, CountError> {
            let solved = scatterstone(a, self.0, self.1)?;
            let classes = solved
                .classes
                .iter()
                .map(|c| ClassCount {
                    k_min: c.k_min,
                    k_max: c.k_max,
                    winning: a.to_decimal(&c.winning),
                })
                .collect();
            Ok(Scatterstone {
                answer: a.to_decimal(&solved.answer),
                classes,
            })
        }
    }
    run_counting(modulus, Job(n, progress))
}

#[cfg(test)]
mod tests {
    use super::*;
    use conway::count::{Exact, Modular};
    use conway::impartial::heap::HeapGame;

    /// `g(n)` with every `k` solved separately by the dense heap solver and every partition
    /// enumerated (the slow twin).
    fn brute_force(n: usize) -> u64 {
        fn walk(g: &[u32], left: usize, largest: usize, x: u32, wins: &mut u64) {
            if left == 0 {
                *wins += u64::from(x != 0);
            }
            for part in 1..=largest.min(left) {
                walk(g, left - part, part, x ^ g[part], wins);
            }
        }
        let mut total = 0;
        for k in 2..=n {
            let g = HeapGame::parse(&format!("split:{k}"))
                .unwrap()
                .values(n)
                .unwrap();
            walk(&g, n, n, 0, &mut total);
        }
        total
    }

    #[test]
    fn small_cases_match_brute_force() {
        for n in 0..=16 {
            let expected = brute_force(n);
            let exact = scatterstone(&Exact, n, &mut |_, _| {}).unwrap();
            assert_eq!(exact.answer, expected.into(), "n = {n}");
            let m = Modular::new(64).unwrap();
            assert_eq!(
                scatterstone(&m, n, &mut |_, _| {}).unwrap().answer,
                expected % 64
            );
        }
    }

    #[test]
    fn published_checks() {
        assert_eq!(
            scatterstone(&Exact, 7, &mut |_, _| {}).unwrap().answer,
            66.into()
        );
        assert_eq!(
            scatterstone(&Exact, 10, &mut |_, _| {}).unwrap().answer,
            291.into()
        );
        let m = Modular::new(1_000_000_007).unwrap();
        assert_eq!(
            scatterstone(&m, 200, &mut |_, _| {}).unwrap().answer,
            626_616_617
        );
    }

    #[test]
    fn progress_covers_both_stages_on_one_scale() {
        let n = 40;
        let mut seen = Vec::new();
        let solved = scatterstone(&Exact, n, &mut |d, t| seen.push((d, t))).unwrap();
        let total = n as u64 * (solved.classes.len() as u64 + 1);
        assert!(seen.iter().all(|&(d, t)| d <= t && t <= total));
        assert!(seen
            .windows(2)
            .all(|w| w[0].0 <= w[1].0 && w[0].1 <= w[1].1));
        assert_eq!(seen.last(), Some(&(total, total)));
    }

    #[test]
    fn classes_agree_with_the_dense_solver() {
        let n = 60;
        let family =
            conway::impartial::heap::split_family::split_family(n, &mut |_, _| {}).unwrap();
        for class in &family {
            for k in [class.k_min, (class.k_min + class.k_max) / 2, class.k_max] {
                let dense = HeapGame::parse(&format!("split:{k}"))
                    .unwrap()
                    .values(n)
                    .unwrap();
                assert_eq!(class.values, dense, "k = {k}");
            }
        }
    }
}
