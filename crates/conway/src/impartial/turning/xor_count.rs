//! Exact counts of pairs and triples by nim-sum, through the Walsh–Hadamard transform.
//!
//! For counts `f, g` indexed by values below `2^k`, the xor correlation
//! `(f ⋆ g)(a) = sum_u f(u) g(u xor a)` is the inverse transform of the pointwise product
//! of the transforms ([`crate::count::xor_transform`]); `f ⋆ f ⋆ f` likewise counts
//! ordered triples. The transforms are computed modulo the Mersenne prime `2^61 - 1`, in
//! which `2^k`, 2 and 6 are invertible, so a count is exact whenever it is below the
//! prime: the callers check that the number of all the moves counted is.

use crate::count::{xor_transform, Arithmetic, Modular};

/// The prime `2^61 - 1`: every count must be below it.
pub const PRIME: u64 = (1 << 61) - 1;

/// Counts by value, transformed, for one table width.
pub struct XorCounter {
    ring: Modular,
}

impl Default for XorCounter {
    fn default() -> Self {
        XorCounter {
            ring: Modular::new(PRIME).expect("a prime above 2"),
        }
    }
}

impl XorCounter {
    /// The transform of the counts `f` (a power-of-two length).
    pub fn transform(&self, f: &[u64]) -> Vec<u64> {
        let mut v: Vec<u64> = f.iter().map(|&x| self.ring.from_u64(x)).collect();
        xor_transform::forward(&self.ring, &mut v);
        v
    }

    /// The counts whose transform is the pointwise product of `factors` (transforms of
    /// one length), each count divided by `divisor` (2 or 6, for unordered pairs or
    /// triples), after subtracting `correction(a)` from the count of `a` (the pairs or
    /// triples of repeated terms).
    pub fn counts_of_product(
        &self,
        factors: &[&[u64]],
        correction: impl Fn(usize) -> u64,
        divisor: u64,
    ) -> Vec<u64> {
        let r = &self.ring;
        let len = factors[0].len();
        let mut v: Vec<u64> = (0..len)
            .map(|s| {
                factors[1..]
                    .iter()
                    .fold(factors[0][s], |acc, f| r.mul(&acc, &f[s]))
            })
            .collect();
        xor_transform::forward(r, &mut v);
        let undo = r
            .div_pow2(&r.one(), len.trailing_zeros())
            .expect("the prime is odd");
        let inverse_divisor = r.pow(&r.from_u64(divisor), PRIME - 2);
        v.iter()
            .enumerate()
            .map(|(a, x)| {
                let corrected = r.sub(&r.mul(x, &undo), &r.from_u64(correction(a)));
                r.mul(&corrected, &inverse_divisor)
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};

    #[test]
    fn pairs_and_triples_as_counted_one_by_one() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(3);
        let values: Vec<usize> = (0..40).map(|_| rng.gen_range(0..32)).collect();
        let mut f = vec![0u64; 32];
        values.iter().for_each(|&v| f[v] += 1);
        let n = values.len() as u64;
        let counter = XorCounter::default();
        let t = counter.transform(&f);
        let pairs = counter.counts_of_product(&[&t, &t], |a| if a == 0 { n } else { 0 }, 2);
        let triples = counter.counts_of_product(&[&t, &t, &t], |a| 3 * n * f[a] - 2 * f[a], 6);
        let mut expected_pairs = vec![0u64; 32];
        let mut expected_triples = vec![0u64; 32];
        for i in 0..values.len() {
            for j in i + 1..values.len() {
                expected_pairs[values[i] ^ values[j]] += 1;
                for k in j + 1..values.len() {
                    expected_triples[values[i] ^ values[j] ^ values[k]] += 1;
                }
            }
        }
        assert_eq!(pairs, expected_pairs);
        assert_eq!(triples, expected_triples);
    }
}
