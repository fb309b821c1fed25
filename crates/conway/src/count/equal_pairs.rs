//! Pairs of equal terms of an eventually constant sequence, by height sum.
//!
//! For a sequence `a(1), a(2), ...` constant (`= L`) from index `T` on (an
//! [`EventuallyConstant`]), this module counts
//!
//! * `E(h) = #{y : 1 <= y < h, a(y) = a(h - y)}` ([`equal_pairs_summing_to`]), and
//! * `N(H) = #{(k, l) : k, l >= 1, k + l <= H, a(k) = a(l)} = E(2) + ... + E(H)`
//!   ([`equal_pairs_within`]),
//!
//! in time `O(T)` whatever `h` or `H`. In a height-split family (see
//! [`crate::impartial::stabilise`]) the option of `(w, h)` through channel `c` at height `y` is a
//! P-position exactly when `t_c(y) = t_c(h - y)`, so `E` counts winning moves and `N` sums
//! them over heights (problem 3 of `docs/problems.md`).
//!
//! Split each index into the *prefix* `[1, T)` and the *tail* `[T, ∞)`:
//!
//! * prefix–prefix pairs: a histogram of the prefix values (swept, for `N`, as the bound
//!   `k + l <= H` tightens);
//! * prefix–tail pairs: `a(k) = L` is needed, and there are `max(0, H - k - T + 1)` tail
//!   partners `l` of a prefix index `k`; tail–prefix pairs are as many, by symmetry;
//! * tail–tail pairs all match: `#{k, l >= T : k + l <= H} = m (m + 1) / 2` with
//!   `m = max(0, H - 2T + 1)`, and `#{y : T <= y <= h - T} = max(0, h - 2T + 1)`.
//!
//! Every count is at most `H²/2 < 2^127`, so `u128` cannot overflow.
//!
//! ```
//! use conway::count::equal_pairs::{equal_pairs_summing_to, equal_pairs_within};
//! use conway::impartial::periodic::EventuallyConstant;
//! let a = EventuallyConstant::from_values(&[1, 0, 0]); // 1, 0, 0, 0, ...
//! assert_eq!(equal_pairs_summing_to(&a, 4), 1); // y = 2 (a(1) = 1 differs from a(3) = 0)
//! assert_eq!(equal_pairs_within(&a, 4), 1 + 0 + 1); // E(2) + E(3) + E(4)
//! ```

use crate::impartial::periodic::EventuallyConstant;

/// `E(h) = #{y : 1 <= y < h, a(y) = a(h - y)}`.
pub fn equal_pairs_summing_to(a: &EventuallyConstant, h: u64) -> u64 {
    let stable = a.stable_from();
    let (mut both_prefix, mut one_prefix) = (0u64, 0u64);
    // y in the prefix (and y < h); its partner h - y in the prefix or in the tail.
    for (i, &v) in a
        .prefix()
        .iter()
        .enumerate()
        .take(h.saturating_sub(1) as usize)
    {
        let partner = h - (i as u64 + 1);
        if partner < stable {
            both_prefix += u64::from(v == a.get(partner));
        } else {
            one_prefix += u64::from(v == a.limit());
        }
    }
    // Tail y whose partner is in the prefix mirror the `one_prefix` cases.
    let both_tail = h.saturating_sub(2 * stable - 1);
    both_prefix + 2 * one_prefix + both_tail
}

/// `N(H) = #{(k, l) : k, l >= 1, k + l <= H, a(k) = a(l)}`.
pub fn equal_pairs_within(a: &EventuallyConstant, bound: u64) -> u128 {
    let prefix = a.prefix();
    let stable = a.stable_from();
    let size = prefix.iter().max().map_or(0, |&m| m as usize + 1);
    // Histogram of a(l) for 1 <= l <= top, where top = min(T - 1, H - k) shrinks with k.
    let mut count = vec![0u64; size];
    let mut top = prefix.len().min(bound.saturating_sub(1) as usize);
    prefix[..top].iter().for_each(|&v| count[v as usize] += 1);
    let (mut both_prefix, mut one_prefix) = (0u128, 0u128);
    for (i, &v) in prefix.iter().enumerate() {
        let k = i as u64 + 1;
        if k + 1 > bound {
            break;
        }
        let limit = (bound - k).min(prefix.len() as u64) as usize;
        while top > limit {
            top -= 1;
            count[prefix[top] as usize] -= 1;
        }
        both_prefix += count[v as usize] as u128;
        if v == a.limit() {
            one_prefix += bound.saturating_sub(k + stable - 1) as u128;
        }
    }
    let m = bound.saturating_sub(2 * stable - 1) as u128;
    // m < 2^64, so m (m + 1) < 2^128.
    let both_tail = m * (m + 1) / 2;
    both_prefix + 2 * one_prefix + both_tail
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn brute_summing_to(a: &EventuallyConstant, h: u64) -> u64 {
        (1..h).filter(|&y| a.get(y) == a.get(h - y)).count() as u64
    }

    proptest! {
        #[test]
        fn counts_match_direct_summation(
            values in proptest::collection::vec(0u16..4, 0..12),
            bound in 0u64..40,
        ) {
            let a = EventuallyConstant::from_values(&values);
            let direct: u128 = (2..=bound).map(|h| brute_summing_to(&a, h) as u128).sum();
            prop_assert_eq!(equal_pairs_within(&a, bound), direct);
            prop_assert_eq!(equal_pairs_summing_to(&a, bound), brute_summing_to(&a, bound));
        }
    }

    #[test]
    fn huge_bounds_do_not_overflow() {
        let a = EventuallyConstant::from_values(&[]);
        let h = u64::MAX;
        // Every pair matches: (H - 1) H / 2 pairs.
        assert_eq!(equal_pairs_within(&a, h), (h as u128 - 1) * (h as u128) / 2);
        assert_eq!(equal_pairs_summing_to(&a, h), h - 1);
    }
}
