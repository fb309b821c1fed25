//! A small deterministic pseudo-random generator (SplitMix64, Steele, Lea and Flood,
//! "Fast splittable pseudorandom number generators", OOPSLA 2014): the same seed gives the
//! same inputs on every machine, so a failure is reproduced by its seed and case number.

/// SplitMix64: a 64-bit state advanced by the golden-ratio increment, then mixed.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// The generator for case `index` of a run with `seed`: every case has its own stream,
    /// so the inputs of a case do not depend on how many cases ran before it.
    pub fn for_case(seed: u64, index: u64) -> Rng {
        let mut r = Rng(seed ^ index.wrapping_mul(0xD1B5_4A32_D192_ED03));
        r.next_u64();
        r
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n > 0`); the tiny modulo bias does not matter here.
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n
    }

    /// A number in `lo..=hi`.
    pub fn range(&mut self, lo: u64, hi: u64) -> u64 {
        lo + self.below(hi - lo + 1)
    }

    /// True with probability `1 / n`.
    pub fn one_in(&mut self, n: u64) -> bool {
        self.below(n) == 0
    }

    /// One element of a non-empty slice.
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len() as u64) as usize]
    }
}
