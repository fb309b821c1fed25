//! Lenstra's computation of `alpha_p`, the `p`-th nim-power of `omega^(omega^k)` for the
//! `(k+1)`-th odd prime `p`.
//!
//! **The theorems** (Conway, *On Numbers and Games*, ch. 6, Thm. 49: `alpha_p` is the
//! least ordinal below `omega^(omega^k)` that is not a `p`-th power there; Lenstra, "On
//! the algebraic closure of two", Indag. Math. 39, 1977, and "Nim multiplication",
//! Séminaire de Théorie des Nombres de Bordeaux, 1977–78, exp. 11):
//!
//! * Let `f(p)` be the order of 2 modulo `p`, and for `h >= 2` let `q` be the largest
//!   power of `h`'s least prime that divides `h`, `g = h / q`. Lenstra's `kappa_h` is
//!   `kappa_q` (the generator of that prime power: `2^(2^(n-1))` for `q = 2^n`,
//!   `omega^(omega^j · r^(n-1))` for `q = r^n`, `r` the `(j+1)`-th odd prime) when `g = 1`;
//!   otherwise `kappa_g` if `q` divides the degree of `kappa_g`, and `kappa_g + kappa_q`
//!   if not.
//! * Then `alpha_p = kappa_f(p) + m_p` (the ordinal sum) for an integer `m_p >= 0`, the
//!   *Lenstra excess* (OEIS A380496). So `m_p` is the least `m` for which
//!   `kappa_f(p) + m` is not a `p`-th power.
//!
//! **The test.** An `x` of the field of nimbers below `omega^(omega^k)` is a `p`-th power
//! there if and only if it is one in the finite field `F` of degree
//! `e = lcm(deg x, f(p))` over the field of two elements (a larger field of the tower has
//! degree `e·m` with `p` not dividing `m`, and `(2^(e·m) - 1)/(2^e - 1)` is then prime
//! to `p`); in `F`, whose multiplicative group is cyclic of order `2^e - 1`, a multiple
//! of `p`, that is `x^((2^e - 1)/p) = 1`.
//!
//! Nothing here is a table: each `alpha_p` is found by this search, with the arithmetic of
//! the levels below; the tests compare the excesses with the published ones.

use super::tower::{constant, lcm, Level, Poly, Tower};
use super::OutOfField;

/// The odd primes whose levels the tower holds: nim-products are computed below
/// `omega^(omega^K)`, `K` their count. The tower of these 13 is built in milliseconds; the
/// next, 47, takes seconds (its test runs in a field of degree 5060), and a level cannot
/// be skipped.
pub(super) const PRIMES: [u32; 13] = [3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43];

/// The tower of every level in [`PRIMES`], each `alpha_p` computed from the levels
/// below it.
pub(super) fn build() -> Tower {
    let mut tower = Tower { levels: Vec::new() };
    for &p in &PRIMES {
        let (alpha, excess) = alpha(&tower, p).expect("the levels below are built");
        let alpha_degree = tower.degree(&alpha);
        tower.levels.push(Level {
            prime: p,
            alpha,
            alpha_degree,
            excess,
        });
    }
    tower
}

/// `alpha_p` and the excess `m_p`, for the prime `p` of the level above `tower`'s.
pub(super) fn alpha(tower: &Tower, p: u32) -> Result<(Poly, u128), OutOfField> {
    let f = multiplicative_order_of_two(p);
    let base = kappa(tower, f)?;
    let base_constant = base.get(&Vec::new()).copied().unwrap_or(0);
    for excess in 0u128.. {
        // The ordinal sum kappa + m adds m to kappa's finite part (an integer, not a nimber).
        let mut candidate = base.clone();
        candidate.remove(&Vec::new());
        candidate.extend(constant(base_constant + excess));
        if !is_pth_power(tower, &candidate, p, f) {
            return Ok((candidate, excess));
        }
    }
    unreachable!("Lenstra's theorem: some kappa_f(p) + m is not a p-th power")
}

/// Lenstra's `kappa_h`, in the tower.
fn kappa(tower: &Tower, h: u32) -> Result<Poly, OutOfField> {
    let least_prime = (2..=h).find(|&d| h.is_multiple_of(d)).expect("h >= 2");
    let mut q = 1;
    while h.is_multiple_of(q * least_prime) {
        q *= least_prime;
    }
    let g = h / q;
    let kappa_q = prime_power_generator(tower, least_prime, q)?;
    if g == 1 {
        return Ok(kappa_q);
    }
    let kappa_g = kappa(tower, g)?;
    if tower.degree(&kappa_g).is_multiple_of(u64::from(q)) {
        Ok(kappa_g)
    } else {
        Ok(super::tower::sum(&kappa_g, &kappa_q))
    }
}

/// `kappa_q` for `q = r^n`: `2^(2^(n-1))` for `r = 2`, the generator `kappa(j, n-1)` of
/// the tower for the `(j+1)`-th odd prime `r`.
fn prime_power_generator(tower: &Tower, r: u32, q: u32) -> Result<Poly, OutOfField> {
    let n = q.ilog(r);
    if r == 2 {
        let bits = 1u32 << (n - 1);
        return (bits < 128)
            .then(|| constant(1u128 << bits))
            .ok_or(OutOfField);
    }
    let level = tower
        .levels
        .iter()
        .position(|l| l.prime == r)
        .ok_or(OutOfField)?;
    Ok(Poly::from([(vec![(level as u8, (n - 1) as u8, 1)], 1)]))
}

/// Whether `x` is a `p`-th power in the field of the tower (see the module doc):
/// `x^((2^e - 1)/p) = 1`. The candidates are sparse (`kappa_f(p) + m`), so the plain
/// power, whose products are by `x` itself, costs less than the norm's doubling chain
/// (`Tower::frobenius_product`), whose products are of dense elements: for `p = 47`
/// (degree 5060) 8 s against 22 s.
fn is_pth_power(tower: &Tower, x: &Poly, p: u32, f: u32) -> bool {
    let e = lcm(tower.field_degree(x), u64::from(f));
    tower.pow_bits(x, mersenne_quotient_bits(e, p)) == constant(1)
}

/// The same test through the norm `N` to the subfield of degree `f`:
/// `x^((2^e - 1)/p) = N(x)^((2^f - 1)/p)`; the tests compare the two.
#[cfg(test)]
fn is_pth_power_by_norm(tower: &Tower, x: &Poly, p: u32, f: u32) -> bool {
    let e = lcm(tower.field_degree(x), u64::from(f));
    let norm = tower.frobenius_product(x, u64::from(f), e / u64::from(f));
    tower.pow_bits(&norm, mersenne_quotient_bits(u64::from(f), p)) == constant(1)
}

/// The bits of `(2^e - 1) / p`, the most significant first (`p` divides `2^e - 1`).
fn mersenne_quotient_bits(e: u64, p: u32) -> Vec<bool> {
    let mut remainder = 0u64;
    let mut bits = Vec::with_capacity(e as usize);
    for _ in 0..e {
        remainder = 2 * remainder + 1;
        bits.push(remainder >= u64::from(p));
        if remainder >= u64::from(p) {
            remainder -= u64::from(p);
        }
    }
    debug_assert_eq!(remainder, 0, "p divides 2^e - 1");
    bits
}

/// The least `f >= 1` with `2^f = 1 (mod p)`.
fn multiplicative_order_of_two(p: u32) -> u32 {
    let mut power = 2 % p;
    let mut f = 1;
    while power != 1 {
        power = power * 2 % p;
        f += 1;
    }
    f
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mersenne_quotients() {
        let value = |bits: Vec<bool>| bits.into_iter().fold(0u64, |v, b| 2 * v + u64::from(b));
        assert_eq!(value(mersenne_quotient_bits(2, 3)), 1);
        assert_eq!(value(mersenne_quotient_bits(6, 7)), 9);
        assert_eq!(value(mersenne_quotient_bits(10, 11)), 93);
        assert_eq!(multiplicative_order_of_two(7), 3);
        assert_eq!(multiplicative_order_of_two(43), 14);
    }

    /// The power's test against the norm's, on the candidates
    /// `kappa_f(p) + m` of the first levels and on their sums with generators.
    #[test]
    fn the_norm_test_is_the_power_test() {
        let tower = build();
        for (k, &p) in PRIMES.iter().enumerate().take(6) {
            let below = Tower {
                levels: tower.levels[..k].iter().map(Level::clone).collect(),
            };
            let f = multiplicative_order_of_two(p);
            let base = kappa(&below, f).unwrap();
            for m in 0..6u128 {
                let mut x = base.clone();
                x.remove(&Vec::new());
                x.extend(constant(base.get(&Vec::new()).copied().unwrap_or(0) + m));
                if k > 0 {
                    x = super::super::tower::sum(&x, &Poly::from([(vec![(0, 0, 1)], 1)]));
                }
                assert_eq!(
                    is_pth_power(&below, &x, p, f),
                    is_pth_power_by_norm(&below, &x, p, f),
                    "p = {p}, m = {m}"
                );
            }
        }
    }
}
