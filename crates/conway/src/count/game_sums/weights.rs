//! The ways to put `k` copies of one value into a tuple or multiset that already holds
//! `u` members, in either counting [`Mode`].
//!
//! * Ordered tuples: the `k` new members are chosen from the value's `c` members in
//!   `c^k` ordered ways, and their positions among the `u + k` slots in `C(u + k, k)`
//!   ways (so a DP over values, adding each value's copies in turn, counts every ordered
//!   tuple once).
//! * Multisets: `k` members chosen with repetition from `c` make `C(c + k - 1, k)`
//!   multisets, and there is nothing to interleave.

use super::Mode;
use crate::count::arith::Arithmetic;
use crate::count::xor_transform::embed;
use num_bigint::BigInt;

/// The weights of copies for one counting mode and at most `games` members.
pub(crate) struct Copies<A: Arithmetic> {
    mode: Mode,
    /// `binomial[n][k] = C(n, k)` for `n <= games` (ordered mode only).
    binomial: Vec<Vec<A::Value>>,
}

impl<A: Arithmetic> Copies<A> {
    /// The weights for `mode` and tuples of at most `games` members.
    pub(crate) fn new(a: &A, mode: Mode, games: usize) -> Self {
        let mut binomial = Vec::new();
        if mode == Mode::Ordered {
            binomial = vec![vec![a.zero(); games + 1]; games + 1];
            for n in 0..=games {
                binomial[n][0] = a.one();
                for k in 1..=n {
                    binomial[n][k] = a.add(&binomial[n - 1][k - 1], &binomial[n - 1][k]);
                }
            }
        }
        Copies { mode, binomial }
    }

    /// For `k = 0..=games`, the ways to choose `k` copies from `count` members: `count^k`
    /// ordered, `C(count + k - 1, k)` as a multiset.
    pub(crate) fn choices(&self, a: &A, count: u128, games: usize) -> Vec<A::Value> {
        match self.mode {
            Mode::Ordered => {
                let c = embed(a, &BigInt::from(count));
                let mut powers = vec![a.one()];
                for k in 1..=games {
                    powers.push(a.mul(&powers[k - 1], &c));
                }
                powers
            }
            Mode::Multiset => {
                let mut multichoose = BigInt::from(1);
                let mut out = vec![a.one()];
                for k in 1..=games {
                    multichoose = multichoose * (BigInt::from(count) + (k - 1)) / k;
                    out.push(embed(a, &multichoose));
                }
                out
            }
        }
    }

    /// `ways` times the interleavings of `k` new members among `u + k` slots (`C(u + k,
    /// k)` ordered, 1 for a multiset).
    pub(crate) fn interleaved(&self, a: &A, ways: &A::Value, u: usize, k: usize) -> A::Value {
        match self.mode {
            Mode::Ordered => a.mul(ways, &self.binomial[u + k][k]),
            Mode::Multiset => ways.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::count::Exact;

    #[test]
    fn choices_are_powers_and_multichoose() {
        let ordered = Copies::new(&Exact, Mode::Ordered, 4).choices(&Exact, 3, 4);
        assert_eq!(ordered, [1, 3, 9, 27, 81].map(BigInt::from));
        // C(3 + k - 1, k): 1, 3, 6, 10, 15
        let multiset = Copies::new(&Exact, Mode::Multiset, 4).choices(&Exact, 3, 4);
        assert_eq!(multiset, [1, 3, 6, 10, 15].map(BigInt::from));
        let c = Copies::new(&Exact, Mode::Ordered, 4);
        assert_eq!(c.interleaved(&Exact, &BigInt::from(2), 2, 2), 12.into()); // 2 C(4, 2)
    }
}
