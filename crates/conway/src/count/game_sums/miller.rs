//! The coefficients of a power `P(y)^M` of a sparse polynomial, by J. C. P. Miller's
//! recurrence for the powers of a power series (Knuth, *TAOCP* 2, 4.7): with `P = Σ_j a_j y^j`, `a_0 ≠ 0`, `Q = P^M = Σ_n q_n y^n` satisfies
//! `P Q' = M P' Q`, that is `q_0 = a_0^M` and
//! `n a_0 q_n = Σ_{j=1}^{n} ((M + 1) j - n) a_j q_{n-j}`,
//! one coefficient in as many steps as `P` has terms.
//!
//! **Multi-modular.** The division by `n a_0` is exact over the integers, so the same
//! recurrence holds modulo any prime `p` that divides neither `a_0` nor `n`. The
//! coefficients are computed modulo enough primes below `2^28` that their product exceeds
//! `2 B`, `B = (Σ_j |a_j|)^M >= |q_n|` (the coefficients of a power are bounded by the
//! power of the sum of the absolute values), and rebuilt by the Chinese remainder theorem
//! (Garner's mixed radix form), signed. Each step is then two machine multiply-adds
//! instead of big-integer products (for a dense `P`, a vectorised dot product of the
//! coefficients against the last coefficients of `Q`); the primes run on the threads of
//! the rayon pool.
//! The big-integer recurrence itself is kept as the slow twin in the tests.

use num_bigint::BigInt;
use num_traits::{One, Zero};
use rayon::prelude::*;

/// `(base, coefficients)`: the coefficients of `P^M` at exponents `base`, `base + 1`, ...
pub type Coefficients = (i128, Vec<BigInt>);

/// The coefficients of `(Σ terms)^games` from the lowest exponent up to `up_to` (`terms`:
/// `(exponent, coefficient)`, exponents increasing; zero coefficients are skipped).
pub fn power(terms: &[(i128, i128)], games: usize, up_to: i128) -> Coefficients {
    let Some(Sparse {
        base,
        len,
        a0,
        steps,
    }) = sparse(terms, games, up_to)
    else {
        return (0, Vec::new());
    };
    let bound_bits = bound_bits(terms, games);
    let primes = primes_for(bound_bits, a0);
    let residues: Vec<Vec<u32>> = primes
        .par_iter()
        .map(|&p| modular_power(p, games, len, a0, &steps))
        .collect();
    let garner = Garner::new(&primes);
    let coefficients = (0..len)
        .into_par_iter()
        .map(|n| garner.rebuild(&residues, n))
        .collect();
    (base, coefficients)
}

/// The terms of `P` shifted to start at exponent 0: `a_0` and the steps `(j, a_j)`.
struct Sparse {
    base: i128,
    len: usize,
    a0: i128,
    steps: Vec<(usize, i128)>,
}

fn sparse(terms: &[(i128, i128)], games: usize, up_to: i128) -> Option<Sparse> {
    let nonzero: Vec<(i128, i128)> = terms.iter().copied().filter(|t| t.1 != 0).collect();
    let &(low, a0) = nonzero.first()?;
    let m = games as i128;
    let base = m * low;
    let high = m * nonzero.last().expect("non-empty").0;
    let len = usize::try_from(up_to.min(high) - base + 1)
        .ok()
        .filter(|&len| len > 0)?;
    let steps = nonzero[1..]
        .iter()
        .map(|&(e, a)| ((e - low) as usize, a))
        .collect();
    Some(Sparse {
        base,
        len,
        a0,
        steps,
    })
}

/// Bits of `2 (Σ |a_j|)^M`, an upper bound on twice every `|q_n|`.
fn bound_bits(terms: &[(i128, i128)], games: usize) -> u64 {
    let norm: u128 = terms.iter().map(|t| t.1.unsigned_abs()).sum();
    norm_bits(norm, games)
}

fn norm_bits(norm: u128, games: usize) -> u64 {
    u64::from(128 - norm.leading_zeros()) * games as u64 + 2
}

/// The number of primes [`power`] uses for a polynomial with `Σ |a_j| = norm`.
pub fn prime_count(norm: u128, games: usize) -> u64 {
    norm_bits(norm, games) / 27 + 1
}

/// Primes below `2^28`, none dividing `a0`, whose product has more than `bits` bits.
fn primes_for(bits: u64, a0: i128) -> Vec<u32> {
    let mut primes = Vec::new();
    let mut have = 0u64;
    let mut candidate = (1u32 << 28) - 1;
    while have <= bits {
        if is_prime(candidate) && a0.rem_euclid(i128::from(candidate)) != 0 {
            primes.push(candidate);
            have += 27; // every prime used is above 2^27
        }
        candidate -= 2;
    }
    primes
}

fn is_prime(n: u32) -> bool {
    n >= 2
        && (2..)
            .take_while(|d| d * d <= n)
            .all(|d| !n.is_multiple_of(d))
}

/// `x^e mod p`.
fn pow_mod(mut x: u64, mut e: u64, p: u64) -> u64 {
    let mut r = 1 % p;
    while e > 0 {
        if e & 1 == 1 {
            r = r * x % p;
        }
        x = x * x % p;
        e >>= 1;
    }
    r
}

/// `q_0 .. q_{len-1}` modulo `p`.
fn modular_power(p: u32, games: usize, len: usize, a0: i128, steps: &[(usize, i128)]) -> Vec<u32> {
    let p64 = u64::from(p);
    let reduce = |x: i128| x.rem_euclid(i128::from(p)) as u64;
    let a: Vec<(usize, u64)> = steps.iter().map(|&(j, x)| (j, reduce(x))).collect();
    // b_j = (M + 1) j a_j, so that the numerator is Σ b_j q_{n-j} - n Σ a_j q_{n-j}.
    let b: Vec<u64> = a
        .iter()
        .map(|&(j, x)| reduce((games as i128 + 1) * j as i128) * x % p64)
        .collect();
    let a0 = reduce(a0);
    let a0_inverse = pow_mod(a0, p64 - 2, p64);
    // Inverses of 1..len modulo p (inv(i) = -(p / i) inv(p mod i)).
    let mut inverse = vec![0u64; len.max(2)];
    inverse[1] = 1;
    for i in 2..len {
        let i64_ = i as u64;
        inverse[i] = (p64 - p64 / i64_) * inverse[(p64 % i64_) as usize] % p64;
    }
    let span = a.last().map_or(0, |&(j, _)| j);
    // q is stored after `span` zeros, so that q[n - j] is `padded[span + n - j]` for every
    // j <= span, and the window of a step is one contiguous slice.
    let mut padded = vec![0u32; span + len];
    padded[span] = pow_mod(a0, games as u64, p64) as u32;
    let dense = 2 * a.len() >= span;
    // Dense: the coefficients at every j in 1..=span, reversed, against the window.
    let reversed = |values: &[u64]| -> Vec<u32> {
        let mut out = vec![0u32; span];
        for (&(j, _), &v) in a.iter().zip(values) {
            out[span - j] = v as u32;
        }
        out
    };
    let plain_values: Vec<u64> = a.iter().map(|&(_, x)| x).collect();
    let (dense_a, dense_b) = (reversed(&plain_values), reversed(&b));
    for n in 1..len {
        let (with_j, plain) = if dense {
            let window = &padded[n..n + span];
            (dot(&dense_b, window, p64), dot(&dense_a, window, p64))
        } else {
            let (mut with_j, mut plain) = (0u128, 0u128);
            for (&(j, aj), &bj) in a.iter().zip(&b) {
                let earlier = u64::from(padded[span + n - j]);
                with_j += u128::from(bj * earlier);
                plain += u128::from(aj * earlier);
            }
            let p = u128::from(p64);
            ((with_j % p) as u64, (plain % p) as u64)
        };
        let numerator = (with_j + p64 - (n as u64 % p64) * plain % p64) % p64;
        padded[span + n] = (numerator * a0_inverse % p64 * inverse[n] % p64) as u32;
    }
    padded.split_off(span)
}

/// `Σ x_k y_k mod p` for residues below `2^28`: products below `2^56`, so 256 of them
/// add up in a `u64` (the loop the compiler vectorises).
fn dot(x: &[u32], y: &[u32], p: u64) -> u64 {
    x.chunks(256)
        .zip(y.chunks(256))
        .fold(0u64, |acc, (xs, ys)| {
            let chunk: u64 = xs
                .iter()
                .zip(ys)
                .map(|(&a, &b)| u64::from(a) * u64::from(b))
                .sum();
            (acc + chunk % p) % p
        })
}

/// Garner's algorithm for a fixed list of primes: the constants that do not depend on the
/// residues.
struct Garner {
    primes: Vec<u64>,
    /// `radix[i][k] = p_0 ... p_{k-1} mod p_i` for `k < i`.
    radix: Vec<Vec<u64>>,
    /// `(p_0 ... p_{i-1})^(-1) mod p_i`.
    inverse: Vec<u64>,
    /// `p_0 ... p_{k-1}` for every `k`, and the product of all.
    products: Vec<BigInt>,
}

impl Garner {
    fn new(primes: &[u32]) -> Garner {
        let primes: Vec<u64> = primes.iter().map(|&p| u64::from(p)).collect();
        let mut radix = Vec::with_capacity(primes.len());
        let mut inverse = Vec::with_capacity(primes.len());
        for (i, &p) in primes.iter().enumerate() {
            let mut row = Vec::with_capacity(i);
            let mut r = 1u64;
            for &q in &primes[..i] {
                row.push(r);
                r = r * q % p;
            }
            radix.push(row);
            inverse.push(pow_mod(r, p - 2, p));
        }
        let mut products = vec![BigInt::one()];
        for &p in &primes {
            let next = products.last().expect("one") * p;
            products.push(next);
        }
        Garner {
            primes,
            radix,
            inverse,
            products,
        }
    }

    /// The signed integer in `(-P/2, P/2]` (`P` the product of the primes) with the
    /// residues `residues[i][n]` modulo the primes.
    fn rebuild(&self, residues: &[Vec<u32>], n: usize) -> BigInt {
        // x = d_0 + d_1 p_0 + d_2 p_0 p_1 + ...; d_i solved modulo p_i.
        let mut digits: Vec<u64> = Vec::with_capacity(self.primes.len());
        for (i, &p) in self.primes.iter().enumerate() {
            let value = digits
                .iter()
                .zip(&self.radix[i])
                .fold(0u64, |acc, (&d, &r)| (acc + d * r) % p);
            let target = u64::from(residues[i][n]);
            digits.push((target + p - value) % p * self.inverse[i] % p);
        }
        let mut x = BigInt::zero();
        for (d, radix) in digits.iter().zip(&self.products) {
            x += radix * *d;
        }
        let product = self.products.last().expect("one");
        if &x * 2 > *product {
            x - product
        } else {
            x
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use num_integer::Integer;
    use rand::{Rng, SeedableRng};

    /// The recurrence over the big integers.
    fn exact_power(terms: &[(i128, i128)], games: usize, up_to: i128) -> Coefficients {
        let Some(Sparse {
            base,
            len,
            a0,
            steps,
        }) = sparse(terms, games, up_to)
        else {
            return (0, Vec::new());
        };
        let m = games as i128;
        let a0 = BigInt::from(a0);
        let mut q: Vec<BigInt> = vec![num_traits::pow(a0.clone(), games)];
        for n in 1..len {
            let mut sum = BigInt::zero();
            for &(j, a) in steps.iter().take_while(|(j, _)| *j <= n) {
                sum += &q[n - j] * (((m + 1) * j as i128 - n as i128) * a);
            }
            let (quotient, remainder) = sum.div_rem(&(&a0 * n));
            assert!(remainder.is_zero(), "Miller's recurrence divides exactly");
            q.push(quotient);
        }
        (base, q)
    }

    #[test]
    fn multi_modular_equals_the_big_integer_recurrence() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(20);
        for _ in 0..60 {
            let count = rng.gen_range(1..8);
            let mut exponents: Vec<i128> = (0..count).map(|_| rng.gen_range(-20..20)).collect();
            exponents.sort_unstable();
            exponents.dedup();
            let terms: Vec<(i128, i128)> = exponents
                .iter()
                .map(|&e| (e, rng.gen_range(-1000..1000)))
                .collect();
            let games = rng.gen_range(1..40);
            let up_to = if rng.gen_bool(0.5) {
                i128::MAX
            } else {
                rng.gen_range(-50..50)
            };
            assert_eq!(
                power(&terms, games, up_to),
                exact_power(&terms, games, up_to),
                "{terms:?} ^ {games} up to {up_to}"
            );
        }
    }

    #[test]
    fn dense_polynomials_agree_too() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(21);
        for _ in 0..20 {
            let span = rng.gen_range(1..300);
            let mut terms: Vec<(i128, i128)> = Vec::new();
            for e in 0..=span {
                if rng.gen_bool(0.8) {
                    terms.push((e - span / 2, rng.gen_range(-9..10)));
                }
            }
            let games = rng.gen_range(1..12);
            assert_eq!(
                power(&terms, games, i128::MAX),
                exact_power(&terms, games, i128::MAX),
                "{terms:?} ^ {games}"
            );
        }
    }

    #[test]
    fn big_coefficients_and_a_leading_coefficient_divisible_by_a_prime() {
        // a_0 = 2^28 - 57, the first prime tried: it is skipped.
        let terms = [(0, (1 << 28) - 57), (1, -5), (7, 1 << 40)];
        assert_eq!(
            power(&terms, 25, i128::MAX),
            exact_power(&terms, 25, i128::MAX)
        );
    }
}
