//! A multiset of values below a bound, with insertions, removals and its mex.
//!
//! The values with no copy are the set bits of a bitset, summarised level by level (a bit
//! of level `i + 1` is set when its word of level `i` is not zero), so the least of them is
//! found by reading one word per level, and a count that reaches or leaves 0 updates at
//! most one word per level.

/// The multiset and its absent values.
#[derive(Clone, Debug)]
pub struct MultisetMex {
    counts: Vec<u32>,
    /// `absent[0]`: bit `v` set iff `v` has no copy; `absent[i + 1]`: bit `w` set iff word
    /// `w` of `absent[i]` is not zero. The last level is one word.
    absent: Vec<Vec<u64>>,
}

impl MultisetMex {
    /// An empty multiset of values below `bound`.
    pub fn new(bound: usize) -> Self {
        let mut absent = Vec::new();
        let mut len = bound.max(1);
        loop {
            let mut level = vec![u64::MAX; len.div_ceil(64)];
            if !len.is_multiple_of(64) {
                *level.last_mut().expect("one word at least") = (1 << (len % 64)) - 1;
            }
            len = level.len();
            absent.push(level);
            if len == 1 {
                break;
            }
        }
        MultisetMex {
            counts: vec![0; bound],
            absent,
        }
    }

    /// Marks `v` absent (or present), level by level.
    fn mark(&mut self, v: usize, absent: bool) {
        let mut index = v;
        for level in &mut self.absent {
            let word = &mut level[index / 64];
            let was_zero = *word == 0;
            if absent {
                *word |= 1 << (index % 64);
            } else {
                *word &= !(1 << (index % 64));
            }
            // The summary bit changes only when the word becomes or stops being zero.
            if was_zero == (*word == 0) {
                return;
            }
            index /= 64;
        }
    }

    /// Adds a copy of `v < bound`.
    #[inline]
    pub fn insert(&mut self, v: u32) {
        let v = v as usize;
        self.counts[v] += 1;
        if self.counts[v] == 1 {
            self.mark(v, false);
        }
    }

    /// Removes a copy of `v`, which must be present.
    #[inline]
    pub fn remove(&mut self, v: u32) {
        let v = v as usize;
        self.counts[v] -= 1;
        if self.counts[v] == 0 {
            self.mark(v, true);
        }
    }

    /// The least value below the bound with no copy (the bound if there is none).
    pub fn mex(&self) -> u32 {
        let mut index = 0usize;
        for level in self.absent.iter().rev() {
            let word = level[index];
            if word == 0 {
                return self.counts.len() as u32;
            }
            index = index * 64 + word.trailing_zeros() as usize;
        }
        index as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};

    #[test]
    fn mex_as_the_definition_under_random_changes() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(11);
        for bound in [1usize, 5, 64, 65, 200, 4096, 5000] {
            let mut set = MultisetMex::new(bound);
            let mut copies = vec![0u32; bound];
            for _ in 0..20_000 {
                let v = rng.gen_range(0..bound);
                if copies[v] > 0 && rng.gen_bool(0.4) {
                    set.remove(v as u32);
                    copies[v] -= 1;
                } else {
                    set.insert(v as u32);
                    copies[v] += 1;
                }
                let expected = copies.iter().position(|&c| c == 0).unwrap_or(bound);
                assert_eq!(set.mex() as usize, expected, "bound {bound}");
            }
        }
    }
}
