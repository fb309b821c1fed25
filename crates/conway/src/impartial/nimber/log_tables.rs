//! Logarithm and exponential tables of the field of nimbers below `2^16`.
//!
//! The nimbers below a Fermat 2-power `2^(2^m)` form the field `GF(2^(2^m))` (Conway,
//! *On Numbers and Games*, ch. 6), so the 65535 non-zero nimbers below `2^16` form a cyclic
//! group under nim-multiplication. With a generator `g` of that group,
//! `a * b = g^(log a + log b)`: two look-ups in [`Tables::log`] and one in
//! [`Tables::exp`], which is stored twice over (`2 * 65535` entries) so that the sum of
//! two logarithms needs no reduction.
//!
//! The tables are built once, on first use, from [`mul_by_halving`] — the recursion of
//! [`super::field`] carried down to single bits, with no table at all. Multiplication by
//! `g` is linear over `GF(2)` (nim-multiplication distributes over the nim-sum, which is
//! xor), so it is applied to every power of `g` as the xor of the images of the bits.

use std::sync::OnceLock;

/// The order of the multiplicative group of nimbers below `2^16`.
pub const GROUP_ORDER: usize = (1 << 16) - 1;

/// The logarithm and exponential tables, to a fixed generator.
pub struct Tables {
    /// `log[a]` for `1 <= a < 2^16`: the `k < 65535` with `g^k = a` (`log[0]` is unused).
    pub log: Vec<u16>,
    /// `exp[k] = g^(k mod 65535)` for `k < 2 * 65535`.
    pub exp: Vec<u16>,
}

/// The tables, built on first use.
pub fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(build)
}

/// The nim-product of `a, b < 2^(2^level)` by the Fermat 2-power recursion down to single
/// bits, without tables. `level <= 6`. Slow (`4^level` bit products); it only builds the
/// tables, and checks them in the tests.
pub fn mul_by_halving(a: u64, b: u64, level: u32) -> u64 {
    if level == 0 {
        return a & b;
    }
    let half = 1u32 << (level - 1);
    let mask = (1u64 << half) - 1;
    let (a1, a0) = (a >> half, a & mask);
    let (b1, b0) = (b >> half, b & mask);
    let high_bit = 1u64 << (half - 1);
    let p = mul_by_halving(a1, b1, level - 1);
    let q = mul_by_halving(a0, b0, level - 1);
    let r = mul_by_halving(a1 ^ a0, b1 ^ b0, level - 1);
    ((r ^ q) << half) | (q ^ mul_by_halving(p, high_bit, level - 1))
}

/// Finds a generator (the least one) and fills the tables from its powers.
fn build() -> Tables {
    let mut exp = vec![0u16; 2 * GROUP_ORDER];
    for g in 2u64.. {
        let images: Vec<u16> = (0..16)
            .map(|bit| mul_by_halving(g, 1 << bit, 4) as u16)
            .collect();
        let times_g = |x: u16| {
            (0..16)
                .filter(|bit| x >> bit & 1 == 1)
                .fold(0, |acc, bit| acc ^ images[bit])
        };
        let mut x = 1u16;
        let mut order = 0;
        loop {
            exp[order] = x;
            order += 1;
            x = times_g(x);
            if x == 1 || order == GROUP_ORDER {
                break;
            }
        }
        if order == GROUP_ORDER && x == 1 {
            break;
        }
    }
    exp.copy_within(0..GROUP_ORDER, GROUP_ORDER);
    let mut log = vec![0u16; 1 << 16];
    for (k, &x) in exp[..GROUP_ORDER].iter().enumerate() {
        log[x as usize] = k as u16;
    }
    Tables { log, exp }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exp_is_a_bijection_onto_the_non_zero_nimbers() {
        let t = tables();
        let mut seen = vec![false; 1 << 16];
        for &x in &t.exp[..GROUP_ORDER] {
            assert!(x != 0 && !seen[x as usize], "{x} twice or zero");
            seen[x as usize] = true;
        }
        for a in 1..1usize << 16 {
            assert_eq!(t.exp[t.log[a] as usize] as usize, a);
        }
    }

    #[test]
    fn tables_multiply_as_the_recursion() {
        let t = tables();
        for a in (1u64..1 << 16).step_by(97) {
            for b in (1u64..1 << 16).step_by(89) {
                let by_logs = t.exp[t.log[a as usize] as usize + t.log[b as usize] as usize];
                assert_eq!(u64::from(by_logs), mul_by_halving(a, b, 4), "{a} * {b}");
            }
        }
    }
}
