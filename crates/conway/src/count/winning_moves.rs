//! Counting winning moves in height-split families.
//!
//! In a height-split family (see [`crate::impartial::stabilise`]) a move from `(w, h)` through
//! channel `c` at height `y` leads to a sum of value `t_c(y) xor t_c(h - y)`, which is a
//! P-position (the move wins) exactly when `t_c(y) = t_c(h - y)`. Hence
//!
//! ```text
//! C(w, h) = sum over channels c of w of E_c(h),    E_c(h) = #{y : t_c(y) = t_c(h - y)},
//! D(W, H) = sum_{w <= W} sum_{2 <= h <= H} C(w, h) = sum_{w <= W} sum_c N_c(H),
//! ```
//!
//! with `E` and `N` from [`crate::count::equal_pairs`] (histogram over the prefix of `t_c`,
//! closed forms over its constant tail). Both need only the rows narrower than the widths
//! counted. This is the usual method for paper cutting (counting the quadruples `i + j <= W`,
//! `k + l <= H` of a cross cut); widths are independent and share the threads (`rayon`).
//!
//! ```
//! use conway::count::winning_moves::{winning_moves, winning_moves_total};
//! use conway::count::Exact;
//! use conway::impartial::stabilise::{HeightSplitFamily, StableRows};
//! struct Paper;
//! impl HeightSplitFamily for Paper {
//!     fn channels(&self, w: usize) -> Vec<Vec<usize>> {
//!         (1..w).map(|x| vec![x, w - x]).collect()
//!     }
//! }
//! let rows = StableRows::build(&Paper, 11, &mut |_, _| {}).unwrap();
//! assert_eq!(winning_moves(&rows, &Paper, 5, 3).unwrap(), 4); // docs/problems.md, problem 3
//! let d = winning_moves_total(&rows, &Paper, 12, 123, &Exact).unwrap();
//! assert_eq!(d.to_string(), "327398");
//! ```

use super::arith::Arithmetic;
use super::equal_pairs::{equal_pairs_summing_to, equal_pairs_within};
use crate::impartial::stabilise::{
    distinct_channels, HeightSplitFamily, StabiliseError, StableRows,
};
use rayon::prelude::*;

/// `C(w, h)`: the number of moves from `(w, h)` to a P-position. Needs rows `1..w`.
///
/// The count is at most the number of moves, (channels) x (h - 1), below `2^128`.
pub fn winning_moves<F: HeightSplitFamily + ?Sized>(
    rows: &StableRows,
    family: &F,
    w: usize,
    h: u64,
) -> Result<u128, StabiliseError> {
    needs_rows(rows, w.saturating_sub(1))?;
    Ok(distinct_channels(family, w)?
        .iter()
        .map(|(c, n)| *n as u128 * equal_pairs_summing_to(&rows.channel_sequence(c), h) as u128)
        .sum())
}

/// `D(W, H) = sum of C(w, h)` over `1 <= w <= W`, `1 <= h <= H`, in the arithmetic
/// `arith` (exact, or modulo the user's modulus). Needs rows `1..W`.
pub fn winning_moves_total<F, A>(
    rows: &StableRows,
    family: &F,
    max_width: usize,
    max_height: u64,
    arith: &A,
) -> Result<A::Value, StabiliseError>
where
    F: HeightSplitFamily + Sync + ?Sized,
    A: Arithmetic,
{
    needs_rows(rows, max_width.saturating_sub(1))?;
    let per_width = (1..max_width + 1)
        .into_par_iter()
        .map(|w| {
            let mut total = arith.zero();
            for (c, n) in distinct_channels(family, w)? {
                let pairs = equal_pairs_within(&rows.channel_sequence(&c), max_height);
                let term = arith.mul(&from_u128(arith, pairs), &arith.from_u64(n));
                total = arith.add(&total, &term);
            }
            Ok(total)
        })
        .collect::<Result<Vec<_>, StabiliseError>>()?;
    Ok(arith.sum(&per_width))
}

fn needs_rows(rows: &StableRows, needed: usize) -> Result<(), StabiliseError> {
    if rows.max_width() < needed {
        return Err(StabiliseError::MissingRows {
            needed,
            computed: rows.max_width(),
        });
    }
    Ok(())
}

/// The image of a `u128` in the ring: `hi * 2^64 + lo`.
fn from_u128<A: Arithmetic>(arith: &A, n: u128) -> A::Value {
    let two32 = arith.from_u64(1 << 32);
    let two64 = arith.mul(&two32, &two32);
    let hi = arith.mul(&arith.from_u64((n >> 64) as u64), &two64);
    arith.add(&hi, &arith.from_u64(n as u64))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::count::{Exact, Modular};
    use num_bigint::BigInt;

    #[test]
    fn from_u128_is_exact_and_reduces() {
        let n = u128::MAX - 12345;
        assert_eq!(from_u128(&Exact, n), BigInt::from(n));
        let m = Modular::new(1_000_000_007).unwrap();
        assert_eq!(from_u128(&m, n), (n % 1_000_000_007) as u64);
    }

    #[test]
    fn missing_rows_are_reported() {
        struct Paper;
        impl HeightSplitFamily for Paper {
            fn channels(&self, w: usize) -> Vec<Vec<usize>> {
                (1..w).map(|x| vec![x, w - x]).collect()
            }
        }
        let rows = StableRows::build(&Paper, 3, &mut |_, _| {}).unwrap();
        let e = winning_moves(&rows, &Paper, 6, 9).unwrap_err();
        assert_eq!(
            e,
            StabiliseError::MissingRows {
                needed: 5,
                computed: 3
            }
        );
        assert!(winning_moves_total(&rows, &Paper, 6, 9, &Exact).is_err());
        assert!(winning_moves_total(&rows, &Paper, 4, 9, &Exact).is_ok());
    }
}
