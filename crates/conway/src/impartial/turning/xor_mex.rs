//! A growing set `S` of values below `2^bits`, answering `mex { c xor s : s in S }`.
//!
//! The mex of the translate `c xor S` is the least `x` with `x xor c` not in `S`. In the
//! complete binary trie of the values (most significant bit first), read `x` bit by bit:
//! bit `k` of `x` can be 0 exactly when the subtree reached by following bit `k` of `c` is
//! not *full* (holds a value missing from `S`), and then the search goes on inside it;
//! otherwise the other subtree, which cannot be full as well, is taken and the bit is 1. So
//! a query reads `bits` nodes, and an insertion marks a leaf and the ancestors it fills.
//! The trie is stored implicitly (node `i` has children `2i`, `2i + 1`, the leaves are
//! `2^bits + v`), one bit per node: full or not.

/// The set, as the full-subtree bits of its trie.
#[derive(Clone, Debug)]
pub struct XorMexSet {
    bits: u32,
    full: Vec<u64>,
}

impl XorMexSet {
    /// An empty set of values below `2^bits`, which must never hold all of them.
    pub fn new(bits: u32) -> Self {
        XorMexSet {
            bits,
            full: vec![0; (2usize << bits).div_ceil(64)],
        }
    }

    #[inline]
    fn is_full(&self, node: usize) -> bool {
        self.full[node >> 6] >> (node & 63) & 1 == 1
    }

    #[inline]
    fn set_full(&mut self, node: usize) {
        self.full[node >> 6] |= 1 << (node & 63);
    }

    /// Adds `v < 2^bits` (again is harmless).
    #[inline]
    pub fn insert(&mut self, v: u32) {
        let mut node = (1usize << self.bits) | v as usize;
        if self.is_full(node) {
            return;
        }
        self.set_full(node);
        while node > 1 && self.is_full(node ^ 1) {
            node >>= 1;
            self.set_full(node);
        }
    }

    /// `mex { c xor s : s in S }`, for `c < 2^bits`.
    #[inline]
    pub fn mex_of_translate(&self, c: u32) -> u32 {
        debug_assert!(!self.is_full(1), "the set holds every value");
        let mut node = 1usize;
        let mut x = 0u32;
        for level in (0..self.bits).rev() {
            let toward_c = 2 * node + (c >> level & 1) as usize;
            if self.is_full(toward_c) {
                node = toward_c ^ 1;
                x |= 1 << level;
            } else {
                node = toward_c;
            }
        }
        x
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::nimber::mex_of;
    use rand::{Rng, SeedableRng};

    #[test]
    fn translates_have_the_mex_of_the_definition() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(7);
        for bits in 1..=7u32 {
            let mut set = XorMexSet::new(bits);
            let mut members = Vec::new();
            for _ in 0..(1usize << bits) - 1 {
                let v = rng.gen_range(0..1u32 << bits);
                set.insert(v);
                members.push(v);
                if members
                    .iter()
                    .collect::<std::collections::HashSet<_>>()
                    .len()
                    == 1 << bits
                {
                    break;
                }
                for c in 0..1u32 << bits {
                    let expected = mex_of(members.iter().map(|s| s ^ c));
                    assert_eq!(set.mex_of_translate(c), expected, "bits {bits}, c {c}");
                }
            }
        }
    }
}
