//! Sets of at most 64 cells, vertices or dominoes as the bits of a `u64`: the two helpers
//! every bitboard ruleset uses.

/// The indices of the set bits, lowest first.
pub fn bits(mut m: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if m == 0 {
            return None;
        }
        let i = m.trailing_zeros() as usize;
        m &= m - 1;
        Some(i)
    })
}

/// The set `{0, ..., n-1}` (all 64 bits for `n >= 64`).
pub fn low_bits(n: usize) -> u64 {
    if n >= 64 {
        u64::MAX
    } else {
        (1 << n) - 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sets_of_bits() {
        assert_eq!(bits(0b1010_0001).collect::<Vec<_>>(), [0, 5, 7]);
        assert_eq!(bits(1 << 63).collect::<Vec<_>>(), [63]);
        assert_eq!(bits(0).count(), 0);
        assert_eq!(low_bits(0), 0);
        assert_eq!(low_bits(3), 0b111);
        assert_eq!(low_bits(64), u64::MAX);
        assert_eq!(low_bits(100), u64::MAX);
    }
}
