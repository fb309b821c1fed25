//! Sets of nim-values as bitsets, with translation by a nimber.
//!
//! For a move that splits a heap into `p` parts, the reachable nim-sums obey
//! `R_p(m) = U_{a=1}^{m-p+1} ( G(a) xor R_{p-1}(m-a) )`, so the basic operation is
//! "the set `{v xor g : v in S}`". On a bitset of `64 * w` bits (`w` a power of two)
//! xoring by `g` moves word `i` to word `i xor (g >> 6)` and permutes the bits inside each
//! word by `b -> b xor (g & 63)`, which is six masked block swaps.

/// Masks selecting the lower half of every block of `2^(k+1)` bits.
const LOW_HALVES: [u64; 6] = [
    0x5555_5555_5555_5555,
    0x3333_3333_3333_3333,
    0x0f0f_0f0f_0f0f_0f0f,
    0x00ff_00ff_00ff_00ff,
    0x0000_ffff_0000_ffff,
    0x0000_0000_ffff_ffff,
];

/// The word `x` with bit `b` moved to bit `b xor shift` (`shift < 64`).
#[inline]
fn xor_permute_word(mut x: u64, shift: u32) -> u64 {
    for (k, &low) in LOW_HALVES.iter().enumerate() {
        if shift >> k & 1 == 1 {
            let s = 1 << k;
            x = ((x & low) << s) | ((x >> s) & low);
        }
    }
    x
}

/// `dst |= { v xor g : v in src }`; both slices have the same power-of-two length and
/// `g < 64 * len`.
#[inline]
pub(super) fn or_translated(dst: &mut [u64], src: &[u64], g: u32) {
    debug_assert_eq!(dst.len(), src.len());
    let word_shift = (g >> 6) as usize;
    let bit_shift = g & 63;
    for (i, &word) in src.iter().enumerate() {
        if word != 0 {
            dst[i ^ word_shift] |= xor_permute_word(word, bit_shift);
        }
    }
}

/// Inserts value `v` into the bitset.
#[inline]
pub(super) fn insert(set: &mut [u64], v: u32) {
    set[(v >> 6) as usize] |= 1 << (v & 63);
}

/// The values present in the bitset, in increasing order.
pub(super) fn members(set: &[u64]) -> impl Iterator<Item = u32> + '_ {
    set.iter().enumerate().flat_map(|(i, &word)| {
        let mut w = word;
        std::iter::from_fn(move || {
            (w != 0).then(|| {
                let b = w.trailing_zeros();
                w &= w - 1;
                (i as u32) << 6 | b
            })
        })
    })
}

/// The number of 64-bit words needed so that every xor of values `<= max_value` fits.
pub(super) fn words_for(max_value: u32) -> usize {
    ((max_value as usize + 1).next_power_of_two()).div_ceil(64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn translation_matches_definition() {
        let values = [0u32, 3, 17, 64, 100, 255];
        let mut src = vec![0u64; 4];
        values.iter().for_each(|&v| insert(&mut src, v));
        for g in [0u32, 1, 5, 63, 64, 77, 200, 255] {
            let mut dst = vec![0u64; 4];
            or_translated(&mut dst, &src, g);
            let mut expected: Vec<u32> = values.iter().map(|v| v ^ g).collect();
            expected.sort();
            assert_eq!(members(&dst).collect::<Vec<_>>(), expected, "g = {g}");
        }
    }

    #[test]
    fn words_cover_xors() {
        assert_eq!(words_for(0), 1);
        assert_eq!(words_for(63), 1);
        assert_eq!(words_for(64), 2);
        assert_eq!(words_for(200), 4);
    }
}
