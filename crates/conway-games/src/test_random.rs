//! A deterministic xorshift generator (Marsaglia, "Xorshift RNGs", 2003, the shifts 13, 7,
//! 17 on 64 bits) for the random positions of the tests: the same positions on every run
//! and machine, without a dependency.

/// The generator; its state must not be 0.
pub(crate) struct Xorshift(pub(crate) u64);

impl Xorshift {
    /// The next number below `n`.
    pub(crate) fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}
