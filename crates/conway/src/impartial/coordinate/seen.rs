//! Sets of values seen along the lines of a table (rows, columns, diagonals), as bitsets
//! kept side by side, each with its own mex, and the mex of a union of some of them.
//!
//! The mex of a set only grows as values are added, so each set keeps it and moves it up
//! past the values present ([`SeenSets::insert`]). The mex of a union is at least the mex
//! of each set in it, and every value below the largest of those is present in that set;
//! so [`first_absent`] reads the union word by word from there, 64 values at a time.

/// `count` bitsets of `words` 64-bit words each, with their mexes.
#[derive(Clone, Debug)]
pub(super) struct SeenSets {
    words: usize,
    bits: Vec<u64>,
    mex: Vec<u32>,
}

impl SeenSets {
    /// `count` empty sets of values below `64 * words`.
    pub(super) fn new(count: usize, words: usize) -> Self {
        SeenSets {
            words,
            bits: vec![0; count * words],
            mex: vec![0; count],
        }
    }

    /// Set `set`'s words.
    #[inline]
    pub(super) fn words(&self, set: usize) -> &[u64] {
        &self.bits[set * self.words..(set + 1) * self.words]
    }

    /// The least value absent from set `set`.
    #[inline]
    pub(super) fn mex(&self, set: usize) -> u32 {
        self.mex[set]
    }

    /// Adds `value` (below `64 * words`) to set `set`; returns the words its mex moved by.
    #[inline]
    pub(super) fn insert(&mut self, set: usize, value: u32) -> u64 {
        let words = &mut self.bits[set * self.words..(set + 1) * self.words];
        words[value as usize >> 6] |= 1 << (value & 63);
        let mut mex = self.mex[set];
        let start = mex >> 6;
        while (mex as usize >> 6) < words.len() && words[mex as usize >> 6] >> (mex & 63) & 1 == 1 {
            mex += 1;
        }
        self.mex[set] = mex;
        u64::from((mex >> 6) - start)
    }

    /// Makes set `set` a copy of set `from` of `other` (sets of the same size).
    pub(super) fn copy_from(&mut self, set: usize, other: &SeenSets, from: usize) {
        self.bits[set * self.words..(set + 1) * self.words].copy_from_slice(other.words(from));
        self.mex[set] = other.mex(from);
    }
}

/// The least value absent from the union of `sets` (slices of equal length), given that
/// every value below `present_below` is in it; and the words read. The union must miss a
/// value below `64 * len`.
#[inline]
pub(super) fn first_absent(sets: &[&[u64]], present_below: u32) -> (u32, u64) {
    let len = sets[0].len();
    let first = present_below as usize >> 6;
    for i in first..len {
        let union = sets.iter().fold(0, |acc, set| acc | set[i]);
        if union != u64::MAX {
            let value = (i << 6) as u32 | (!union).trailing_zeros();
            return (value, (i - first + 1) as u64);
        }
    }
    unreachable!("the sets are sized above every mex (the options of a position bound it)")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::nimber::mex_of;
    use rand::{Rng, SeedableRng};

    #[test]
    fn mexes_of_sets_and_unions_are_those_of_the_definition() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(11);
        let words = 4;
        let mut sets = SeenSets::new(3, words);
        let mut members: Vec<Vec<u32>> = vec![Vec::new(); 3];
        for _ in 0..150 {
            let set = rng.gen_range(0..3);
            // Small values often, so that the mexes move.
            let spread = rng.gen_range(1..=200u32);
            let value = rng.gen_range(0..spread);
            sets.insert(set, value);
            members[set].push(value);
            for (s, listed) in members.iter().enumerate() {
                assert_eq!(sets.mex(s), mex_of(listed.iter().copied()), "set {s}");
            }
            let union: Vec<u32> = members.concat();
            let below = (0..3).map(|s| sets.mex(s)).max().unwrap();
            let slices: Vec<&[u64]> = (0..3).map(|s| sets.words(s)).collect();
            assert_eq!(first_absent(&slices, below).0, mex_of(union), "union");
        }
        let mut copy = SeenSets::new(1, words);
        copy.copy_from(0, &sets, 2);
        assert_eq!((copy.mex(0), copy.words(0)), (sets.mex(2), sets.words(2)));
    }
}
