//! A family of components described by their Grundy values: how many components have
//! each value, and the Walsh–Hadamard transform of those counts.
//!
//! Counting positions of a sum by nim-sum only depends on the multiset of values of the
//! available components (Sprague–Grundy theorem, Winning Ways ch. 3), so every counting
//! function in [`super`] starts from a [`ValueCounts`]. In the transformed domain the
//! character `chi_s` sees `plus(s)` components of sign `+1` and `minus(s)` of sign `-1`.
//!
//! ```
//! use conway::count::components::ValueCounts;
//! // Grundy values of heaps 0..=4 of the subtraction game {1, 4}: 0 1 0 1 2.
//! let family = ValueCounts::from_values(&[0, 1, 0, 1, 2]);
//! assert_eq!(family.counts(), &[2, 2, 1, 0]);
//! assert_eq!(family.signs(), vec![(5, 0), (3, 2), (4, 1), (2, 3)]);
//! ```

use super::arith::{Arithmetic, Exact};
use super::xor_transform;
use num_bigint::BigInt;

/// The number of components of each Grundy value, padded to a power-of-two length.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ValueCounts {
    counts: Vec<u64>,
}

impl ValueCounts {
    /// The family whose components have the given Grundy values (one entry per component,
    /// e.g. `G(0..=N)` of a heap game for heaps of size `0..=N`).
    pub fn from_values(values: &[u32]) -> Self {
        let top = values.iter().copied().max().unwrap_or(0) as usize;
        let mut counts = vec![0u64; (top + 1).next_power_of_two()];
        for &v in values {
            counts[v as usize] += 1;
        }
        ValueCounts { counts }
    }

    /// `counts()[v]` components have value `v`; the length is a power of two `2^k`, so
    /// every nim-sum of components is an index.
    pub fn counts(&self) -> &[u64] {
        &self.counts
    }

    /// The number of components.
    pub fn total(&self) -> u64 {
        self.counts.iter().sum()
    }

    /// For each character `s`, the numbers `(plus, minus)` of components `x` with
    /// `chi_s(value(x)) = +1` and `-1` (exact integers: `plus - minus` is the transform of
    /// the counts, `plus + minus` the total).
    pub fn signs(&self) -> Vec<(u64, u64)> {
        let e = Exact;
        let mut t: Vec<BigInt> = self.counts.iter().map(|&c| e.from_u64(c)).collect();
        xor_transform::forward(&e, &mut t);
        let total = BigInt::from(self.total());
        t.iter()
            .map(|d| {
                let half = |x: BigInt| u64::try_from(x / 2).expect("between 0 and the total");
                (half(&total + d), half(&total - d))
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::count::xor_transform::character;
    use proptest::prelude::*;

    /// The numbers of [`ValueCounts::signs`] by the definition (its slow twin).
    fn signs_by_definition(family: &ValueCounts) -> Vec<(u64, u64)> {
        (0..family.counts.len())
            .map(|s| {
                family
                    .counts
                    .iter()
                    .enumerate()
                    .fold((0, 0), |(p, m), (v, &c)| {
                        if character(s, v) > 0 {
                            (p + c, m)
                        } else {
                            (p, m + c)
                        }
                    })
            })
            .collect()
    }

    proptest! {
        #[test]
        fn signs_match_definition(values in prop::collection::vec(0u32..20, 0..40)) {
            let family = ValueCounts::from_values(&values);
            prop_assert_eq!(family.signs(), signs_by_definition(&family));
            prop_assert_eq!(family.total(), values.len() as u64);
        }
    }
}
