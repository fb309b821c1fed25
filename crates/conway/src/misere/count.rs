//! Counting misère P-positions among sums of heaps, through the quotient: the same
//! families as [`crate::count::heap_positions`] (multisets or ordered tuples of `M` heaps
//! of sizes `0..=N`), counted by quotient element instead of nim-sum.
//!
//! A sum is a misère P-position iff the product of its heaps' elements lies in the
//! P-portion ([`super::quotient`]), so it suffices to count the sums by product.
//! *Multisets*: the generating function `prod_h 1 / (1 - y·Φ(h))` in the monoid algebra
//! `Z[Q][y]`, truncated at `y^M`, is built one heap size at a time (a heap size may repeat:
//! `c_k(q) += c_(k-1)(q')` for `q'·Φ(h) = q`, in increasing `k`), `(N+1)·M·|Q|` steps.
//! *Tuples*: the `M`-th power of `sum_h Φ(h)` in `Z[Q]`, by repeated squaring,
//! `O(|Q|^2 log M)`. Exact or modulo any `m >= 2` ([`crate::count::Arithmetic`]).

use super::quotient::HeapQuotient;
use crate::count::arith::{run_counting, Arithmetic, CountError, Counting};
use crate::count::heap_positions::{Counts, HeapPositions};
use num_bigint::BigUint;

/// The most steps `(N+1)·M·|Q|` of a multiset count.
pub const MAX_MULTISET_WORK: u128 = 2_000_000_000;

struct Job<'q> {
    quotient: &'q HeapQuotient,
    positions: HeapPositions,
}

/// The product of two elements of the monoid algebra.
fn convolve<A: Arithmetic>(
    a: &A,
    quotient: &HeapQuotient,
    u: &[A::Value],
    v: &[A::Value],
) -> Vec<A::Value> {
    let mut out = vec![a.zero(); u.len()];
    for (x, ux) in u.iter().enumerate() {
        if a.is_zero(ux) {
            continue;
        }
        for (y, vy) in v.iter().enumerate() {
            let z = quotient.monoid.mul(x as u32, y as u32) as usize;
            out[z] = a.mul_add(&out[z], ux, vy);
        }
    }
    out
}

impl Counting for Job<'_> {
    type Output = Counts;
    type Error = CountError;

    fn run<A: Arithmetic>(self, a: &A) -> Result<Counts, CountError> {
        let q = self.quotient;
        let size = q.order();
        let by_element: Vec<A::Value> = match self.positions {
            HeapPositions::Multisets { heaps, max } => {
                let m = heaps as usize;
                let mut c = vec![vec![a.zero(); size]; m + 1];
                c[0][0] = a.one();
                for &x in &q.elements[..=max] {
                    for k in 1..=m {
                        let (before, after) = c.split_at_mut(k);
                        for (y, value) in before[k - 1].iter().enumerate() {
                            if a.is_zero(value) {
                                continue;
                            }
                            let z = q.monoid.mul(y as u32, x) as usize;
                            after[0][z] = a.add(&after[0][z], value);
                        }
                    }
                }
                c.swap_remove(m)
            }
            HeapPositions::Tuples { heaps, max } => {
                let mut base = vec![a.zero(); size];
                for &x in &q.elements[..=max] {
                    base[x as usize] = a.add(&base[x as usize], &a.one());
                }
                let mut result = vec![a.zero(); size];
                result[0] = a.one();
                let mut e = heaps;
                while e > 0 {
                    if e & 1 == 1 {
                        result = convolve(a, q, &result, &base);
                    }
                    e >>= 1;
                    if e > 0 {
                        base = convolve(a, q, &base, &base);
                    }
                }
                result
            }
            HeapPositions::Partitions { .. } => {
                return Err(CountError(
                    "misère counts cover multisets and ordered tuples of heaps".into(),
                ))
            }
        };
        let losing = a.sum(
            by_element
                .iter()
                .enumerate()
                .filter(|&(x, _)| q.monoid.is_p(x as u32))
                .map(|(_, v)| v),
        );
        let total = a.sum(&by_element);
        Ok(Counts {
            losing: a.to_decimal(&losing),
            winning: a.to_decimal(&a.sub(&total, &losing)),
            total: a.to_decimal(&total),
        })
    }
}

/// Counts the sums of `positions` by misère outcome, exactly or modulo `modulus >= 2`;
/// the quotient must cover the heap sizes (`quotient.to >= max`).
pub fn count(
    quotient: &HeapQuotient,
    positions: HeapPositions,
    modulus: Option<&BigUint>,
) -> Result<Counts, CountError> {
    positions.check()?;
    if positions.largest_heap() > quotient.to {
        return Err(CountError(format!(
            "the quotient covers heaps up to {}, not {}",
            quotient.to,
            positions.largest_heap()
        )));
    }
    if let HeapPositions::Multisets { heaps, max } = positions {
        let work = (max as u128 + 1) * u128::from(heaps) * quotient.order() as u128;
        if work > MAX_MULTISET_WORK {
            return Err(CountError(format!(
                "multisets of {heaps} heaps of sizes 0..={max} over a quotient of order {} \
                 need {work} steps, above the limit of {MAX_MULTISET_WORK}",
                quotient.order()
            )));
        }
    }
    run_counting(
        modulus,
        Job {
            quotient,
            positions,
        },
    )
}
