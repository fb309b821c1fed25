//! The work limit of the dense solver: work counted as it is done, and predicted before.
//!
//! Work is counted in *units* of about a nanosecond (as measured on a current machine):
//! an option put into the mex, a one-heap look-up or a two-heap nim-sum, counts
//! [`MEX_INSERT`]; a 64-bit word of a bitset of nim-sums translated by a value (splits into
//! three or more heaps, 64 values at once) counts [`WORD_TRANSLATED`], and a word united
//! into another counts one; so does a step of the rare/common method (a rare position
//! visited, a pair compared, sixteen bytes of a byte set cleared). No computation may do more
//! than [`WORK_LIMIT`] units, about ten seconds.
//!
//! The solver counts what it does and stops at the limit. Before it starts, it predicts
//! the work of the heaps asked for and refuses at once a request that would pass the
//! limit; a caller going step by step ([`super::HeapGame::sequence`]) predicts again
//! between steps, as the method and the values change. For heap `n` the direct methods
//! do, exactly or within one per removal:
//!
//! * one-heap options: one look-up per removal `j < n` (and one test for `j = n`);
//! * two-heap options, scanned directly: `floor((n - j) / 2)` pairs `(a, n - j - a)` per
//!   removal `j <= n - 2` (`floor((n - j - 1) / 2)` when the two heaps must differ);
//! * splits into `c >= 3` heaps, by the bitset recurrence `R_c(n) = U_a G(a) xor
//!   R_{c-1}(n - a)`: `n - c + 1` translated bitsets of `w` words for each `c <= n`, the
//!   `n / 2` pairs of `R_2(n)`, and one union of `w` words per removal leaving `c` heaps.
//!
//! The rare/common method (module `rare_common`) does less, by an amount that depends on
//! the values themselves: its work per heap is measured over the last two doublings of the
//! heaps and extrapolated as `c n^e`, the exponent `e` fitted between 0 and 1 (the direct
//! scan's). Before the first choice of method (the first heaps) only the direct scan of
//! those heaps is predicted; once a choice has found no sparse space, the direct scan is
//! predicted for every heap. The bitsets of the split tables are predicted to widen in
//! proportion to the heap, as the largest value so far.
//!
//! The predictions are checked against the work counted in the tests.

use super::HeapError;
use crate::work::WORK_LIMIT;

/// The part of [`WORK_LIMIT`] spent on a request predicted out of reach, while something
/// may still change that: a certified period supplying the rest, or a faster method.
pub const PROBE_WORK: u64 = WORK_LIMIT / 8;

/// The units of an option put into the mex.
pub const MEX_INSERT: u64 = 2;

/// The units of a 64-bit word of a bitset translated by a value.
pub const WORD_TRANSLATED: u64 = 3;

/// The refusal when `limit` units of work are used up with `G(0..computed)` known,
/// before heap `goal`.
pub(super) fn used_up(limit: u64, computed: usize, goal: usize) -> HeapError {
    HeapError::TooLarge(format!(
        "the work limit of {:.0e} units (about ten seconds) was used up with heaps \
         0..{computed} computed, before heap {goal}",
        limit as f64
    ))
}

/// `sum of cost(n) for from <= n <= to`, for a cost that grows smoothly with `n`: exact
/// for short ranges, otherwise by the midpoint rule over `STRIPS` strips (the costs here
/// are piecewise polynomials of degree at most two, so the relative error is tiny).
pub(super) fn sum_over(from: usize, to: usize, cost: impl Fn(usize) -> f64) -> f64 {
    const STRIPS: usize = 4096;
    if to < from {
        return 0.0;
    }
    let len = to - from + 1;
    if len <= STRIPS {
        return (from..=to).map(cost).sum();
    }
    let width = len as f64 / STRIPS as f64;
    (0..STRIPS)
        .map(|k| {
            let mid = from as f64 + (k as f64 + 0.5) * width;
            cost(mid as usize) * width
        })
        .sum()
}

/// The direct scan's pairs for one heap, from the sorted removals allowing two heaps.
pub(super) struct PairScanCost {
    takes: Vec<usize>,
    /// `prefix[i]` = the sum of the `i` smallest removals (as `f64`: only estimated).
    prefix: Vec<f64>,
    unequal: bool,
}

impl PairScanCost {
    /// For the removals `takes` (sorted) leaving two heaps, unequal ones if `unequal`.
    pub(super) fn new(takes: &[usize], unequal: bool) -> Self {
        let mut prefix = vec![0.0];
        for &j in takes {
            prefix.push(prefix.last().copied().unwrap_or(0.0) + j as f64);
        }
        PairScanCost {
            takes: takes.to_vec(),
            prefix,
            unequal,
        }
    }

    /// The pairs scanned for heap `n`: `(n - j) / 2` summed over the removals `j <= n - 2`.
    pub(super) fn pairs(&self, n: usize) -> f64 {
        let count = self.takes.partition_point(|&j| j.saturating_add(2) <= n);
        let remainders = count as f64 * n as f64 - self.prefix[count];
        let unequal = if self.unequal { count as f64 } else { 0.0 };
        (remainders - unequal) / 2.0
    }

    /// The units of work of heap `n`.
    pub(super) fn at(&self, n: usize) -> f64 {
        self.pairs(n) * MEX_INSERT as f64
    }
}

/// The translations of `words`-word bitsets for the split tables of heap `n`: `n - c + 1`
/// for each `3 <= c <= min(max_parts, n)`.
pub(super) fn split_table_translations(n: usize, max_parts: usize) -> f64 {
    let count = max_parts.min(n).saturating_sub(2) as f64;
    count * (n as f64 - 2.0) - count * (count - 1.0) / 2.0
}

/// The units of work of the split tables for heap `n` (see the module documentation).
pub(super) fn split_table_cost(n: usize, max_parts: usize, words: usize) -> f64 {
    let translated = split_table_translations(n, max_parts) * words as f64;
    translated * WORD_TRANSLATED as f64 + (n / 2) as f64 * MEX_INSERT as f64
}

/// The bytes of the split tables once heap `n` is in: `R_c(m)` for `2 <= c <= max_parts`
/// and `c <= m <= n`, `words` words each.
pub(super) fn split_table_bytes(n: usize, max_parts: usize, words: usize) -> f64 {
    let count = max_parts.min(n).saturating_sub(1) as f64;
    // sum over c = 2..=min(max_parts, n) of (n - c + 1)
    let sets = count * (n as f64 - 1.0) - count * (count - 1.0) / 2.0;
    sets * words as f64 * 8.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sampled_sums_are_close_to_exact_ones() {
        let cost = PairScanCost::new(&[1, 2, 7], false);
        let exact: f64 = (0..=50_000).map(|n| cost.at(n)).sum();
        let sampled = sum_over(0, 50_000, |n| cost.at(n));
        assert!(
            (sampled - exact).abs() < exact * 1e-3,
            "{sampled} vs {exact}"
        );
        assert_eq!(sum_over(5, 4, |_| 1.0), 0.0);
        assert_eq!(sum_over(3, 9, |n| n as f64), 42.0);
    }

    #[test]
    fn pair_scan_cost_counts_the_pairs() {
        // Officers (take 1, leave two heaps) and Grundy's game (unequal, take nothing).
        for (takes, unequal) in [(vec![1], false), (vec![0], true), (vec![2, 3, 9], false)] {
            let cost = PairScanCost::new(&takes, unequal);
            for n in 0..60usize {
                let pairs: usize = takes
                    .iter()
                    .filter_map(|&j| n.checked_sub(j))
                    .map(|r| {
                        (1..r)
                            .filter(|&a| a < r - a || (a == r - a && !unequal))
                            .count()
                    })
                    .sum();
                assert!(
                    (cost.pairs(n) - pairs as f64).abs() <= takes.len() as f64,
                    "n = {n}"
                );
                assert_eq!(cost.at(n), cost.pairs(n) * MEX_INSERT as f64);
            }
        }
    }

    #[test]
    fn split_table_cost_and_size_count_the_sets() {
        for (n, max_parts) in [(0, 3), (2, 3), (10, 3), (10, 40), (57, 9)] {
            let translations: usize = (3..=max_parts.min(n)).map(|c| n - c + 1).sum();
            assert_eq!(split_table_translations(n, max_parts), translations as f64);
            let expected = (translations * 2 * 3 + n / 2 * 2) as f64;
            assert_eq!(
                split_table_cost(n, max_parts, 2),
                expected,
                "{n} {max_parts}"
            );
            let sets: usize = (2..=max_parts.min(n)).map(|c| n - c + 1).sum();
            assert_eq!(split_table_bytes(n, max_parts, 2), sets as f64 * 16.0);
        }
    }
}
