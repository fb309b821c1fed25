//! Counting sums of closed forms `x + n.^ + *k`: numbers, nimbers, `x + *k`, and numbers
//! plus multiples of up plus nimbers.
//!
//! **Theorem.** Closed forms add part by part: `Σ (x_i + n_i.^ + *k_i) = X + N.^ + *K`
//! with `X = Σ x_i`, `N = Σ n_i` and `K` the nim-sum of the `k_i` (Winning Ways, ch. 3;
//! [`crate::partizan::Nus`]). Its outcome (Siegel, *Combinatorial Game Theory*, II.4;
//! Lessons in Play, 5.1; the order of [`crate::partizan::Nus`]):
//!
//! * `X > 0`: `L`; `X < 0`: `R` (a number dominates every infinitesimal);
//! * `X = 0`, `N >= 2`: `L` (`⇑ + *K > 0` for every `K`); `N <= -2`: `R`;
//! * `X = 0`, `N = 1`: `N` if `K = 1` (`^* || 0`), else `L` (`^ > 0`, and `^ + *K > 0` for
//!   `K >= 2`); `N = -1` symmetrically, `N` or `R`;
//! * `X = 0`, `N = 0`: `P` if `K = 0`, else `N` (`*K || 0`).
//!
//! So a count needs the distribution of `(X, N)` over all tuples, and the nim-sum
//! distribution only where `X = 0` and `|N| <= 1`.
//!
//! **Method.** Numbers are scaled to integers by their common denominator `2^d`, and `X`
//! and `N` are packed into one integer exponent `E = X 2^d K + N` with `K = 2 M n_max + 1`
//! (`K = 1` without ups), so that `|N| < K/2` for every sum of `M` values and `E` gives
//! back both. With `y` marking the exponent and the group algebra of `(Z/2)^b` the
//! nim-sum, the tuples are counted by `P(y, X)^M` (ordered) and by
//! `prod_v (1 - t y^e(v) X^k(v))^(-c(v))` at `t^M` (multisets). The Walsh–Hadamard
//! character `χ_s` turns the nim part into signs ([`crate::count::xor_transform`]), so each
//! character needs one polynomial in `y`:
//!
//! * ordered: `Q = P_s^M` by J. C. P. Miller's recurrence for powers (Knuth, *TAOCP* 2,
//!   4.7): with `P = Σ_j a_j y^j`, `a_0 ≠ 0`, `q_0 = a_0^M` and
//!   `n a_0 q_n = Σ_{j=1}^{n} ((M + 1) j - n) a_j q_{n-j}`, one coefficient in as many steps
//!   as `P` has terms;
//! * multisets: a programme over the distinct exponents `e`, with state (members so far,
//!   exponent sum), multiplying by `(1 - z)^(-p) (1 + z)^(-q)` at `z = t y^e` (`p`, `q` the
//!   members at `e` with `χ_s = +1`, `-1`; coefficients from [`super::super::multisets`]).
//!
//! Characters with the same polynomial share it; the trivial character gives the
//! distribution of `E` in full, the others only the coefficients at `E ∈ {-1, 0, 1}`,
//! and the inverse transform at nim-sums 0 and 1 there. Everything is computed in exact
//! integers (Miller's recurrence divides, exactly) and reduced at the end, so any modulus
//! works.
//!
//! **Work**: about (distinct character polynomials) × (coefficients needed) × (terms) ×
//! (primes of the multi-modular recurrence, in the private module `miller`) machine
//! steps ordered, and (polynomials) × (exponents) × `span M^3 / 6` for multisets, `span`
//! the range of the packed exponents; refused beyond [`max_steps`].

use super::miller;
use super::{Family, Mode, OutcomeCounts};
use crate::count::arith::CountError;
use crate::count::multisets::coefficients;
use crate::count::xor_transform::character;
use crate::partizan::{Arena, Nus};
use crate::progress::Progress;
use num_bigint::BigInt;
use num_traits::{Signed, Zero};
use std::collections::{BTreeMap, HashMap};

/// The most estimated steps of one count: about ten CPU-seconds (measured on an Intel
/// Xeon: a step of the multi-modular Miller recurrence, one term of `P` against one prime,
/// about 1 ns; a step of the multiset programme, a big-integer product mostly skipped for
/// zeros, about 15 ns).
pub fn max_steps(mode: Mode) -> u64 {
    match mode {
        Mode::Ordered => 8_000_000_000,
        Mode::Multiset => 600_000_000,
    }
}

/// The most characters (nim-sums below `2^20`).
pub const MAX_CHARACTERS: usize = 1 << 20;

/// The packed values of a family: exponents and nimbers with members, and the packing.
struct Packed {
    /// `(exponent, nimber, members)`.
    values: Vec<(i128, u32, u64)>,
    /// The `K` of the packing (1 without ups).
    stride: i128,
    /// `2^b`, above every nimber.
    characters: usize,
}

/// Packs the family's closed forms (see the module documentation).
fn pack(arena: &Arena, family: &Family, games: usize) -> Result<Packed, CountError> {
    let nus: Vec<(Nus, u64)> = family
        .members()
        .iter()
        .map(|&(g, c)| (arena.as_nus(g).expect("closed forms only"), c))
        .collect();
    let exponent = nus
        .iter()
        .map(|(v, _)| v.number.exponent())
        .max()
        .unwrap_or(0);
    let most_ups = nus
        .iter()
        .map(|(v, _)| i128::from(v.ups.unsigned_abs()))
        .max()
        .unwrap_or(0);
    let stride = if most_ups == 0 {
        1
    } else {
        2 * games as i128 * most_ups + 1
    };
    let top = nus.iter().map(|(v, _)| v.nim).max().unwrap_or(0);
    // With ups, the count asks for nim-sum 1, so the characters must see it.
    let characters = (top as usize + 1)
        .next_power_of_two()
        .max(if stride > 1 { 2 } else { 1 });
    if characters > MAX_CHARACTERS {
        return Err(CountError(format!(
            "a nimber *{top} of the family needs 2^{} characters of the nim-sum, more than \
             the limit of 2^20",
            characters.trailing_zeros()
        )));
    }
    // Exponents are kept below 2^100 / M in size so that every sum fits an i128.
    let bound = (1i128 << 100) / games as i128;
    let too_large = || {
        CountError(format!(
            "the values of the family are too far apart to count sums of {games} of them \
             (numbers over the common denominator 2^{exponent}, times the packing of ups)"
        ))
    };
    let mut values = Vec::with_capacity(nus.len());
    for (v, c) in nus {
        let scaled = i128::from(v.number.numerator()) << (exponent - v.number.exponent());
        let e = scaled
            .checked_mul(stride)
            .and_then(|x| x.checked_add(i128::from(v.ups)))
            .filter(|e| e.abs() < bound)
            .ok_or_else(too_large)?;
        values.push((e, v.nim, c));
    }
    Ok(Packed {
        values,
        stride,
        characters,
    })
}

/// One character polynomial: its coefficients at the family's exponents, and the
/// characters that share it.
struct Polynomial {
    /// `(exponent, coefficient, members)`: the coefficient is `Σ c χ_s(k)`, `members`
    /// the `Σ c` at that exponent.
    terms: Vec<(i128, i128, u128)>,
    characters: Vec<usize>,
}

/// The distinct polynomials `P_s` of the characters `s`.
fn polynomials(packed: &Packed) -> Vec<Polynomial> {
    let mut by_exponent: BTreeMap<i128, Vec<(u32, u64)>> = BTreeMap::new();
    for &(e, k, c) in &packed.values {
        by_exponent.entry(e).or_default().push((k, c));
    }
    let n = packed.characters;
    // transformed[e][s] = Σ c χ_s(k) at exponent e
    let columns: Vec<(i128, Vec<i128>, u128)> = by_exponent
        .into_iter()
        .map(|(e, members)| {
            let mut column = vec![0i128; n];
            let mut total = 0u128;
            for (k, c) in members {
                column[k as usize] += i128::from(c);
                total += u128::from(c);
            }
            walsh_hadamard(&mut column);
            (e, column, total)
        })
        .collect();
    let mut shared: HashMap<Vec<i128>, usize> = HashMap::new();
    let mut out: Vec<Polynomial> = Vec::new();
    for s in 0..n {
        let key: Vec<i128> = columns.iter().map(|(_, column, _)| column[s]).collect();
        match shared.get(&key) {
            Some(&i) => out[i].characters.push(s),
            None => {
                shared.insert(key, out.len());
                out.push(Polynomial {
                    terms: columns
                        .iter()
                        .map(|(e, column, total)| (*e, column[s], *total))
                        .collect(),
                    characters: vec![s],
                });
            }
        }
    }
    out
}

/// The unnormalised Walsh–Hadamard transform of machine integers (counts below `2^64`
/// times at most `2^20` characters: no overflow).
fn walsh_hadamard(v: &mut [i128]) {
    let mut half = 1;
    while half < v.len() {
        for block in v.chunks_mut(2 * half) {
            let (lo, hi) = block.split_at_mut(half);
            for (x, y) in lo.iter_mut().zip(hi.iter_mut()) {
                (*x, *y) = (*x + *y, *x - *y);
            }
        }
        half *= 2;
    }
}

/// The coefficients of the exponent sum of `M` members, from the lowest exponent
/// `base` up to `base + len - 1`.
struct Series {
    base: i128,
    coefficients: Vec<BigInt>,
}

impl Series {
    fn at(&self, e: i128) -> BigInt {
        usize::try_from(e - self.base)
            .ok()
            .and_then(|i| self.coefficients.get(i))
            .cloned()
            .unwrap_or_default()
    }
}

/// The ordered count `P^M` by Miller's recurrence, up to the exponent `up_to`.
fn power(terms: &[(i128, i128, u128)], games: usize, up_to: i128) -> Series {
    let terms: Vec<(i128, i128)> = terms.iter().map(|&(e, a, _)| (e, a)).collect();
    let (base, coefficients) = miller::power(&terms, games, up_to);
    Series { base, coefficients }
}

/// The multiset count at `t^M` of `prod_e (1 - t y^e)^(-p_e) (1 + t y^e)^(-q_e)`.
fn multisets(terms: &[(i128, i128, u128)], games: usize) -> Result<Series, CountError> {
    let low = terms.first().map_or(0, |t| t.0);
    let high = terms.last().map_or(0, |t| t.0);
    let span = (high - low) as usize;
    let mut dp: Vec<Vec<BigInt>> = (0..=games)
        .map(|u| vec![BigInt::zero(); u * span + 1])
        .collect();
    dp[0][0] = BigInt::from(1);
    for &(e, coefficient, members) in terms {
        // p - q = coefficient, p + q = members
        let half = |x: i128| u64::try_from(x / 2);
        let signs = half(members as i128 + coefficient)
            .and_then(|p| Ok((p, half(members as i128 - coefficient)?)))
            .map_err(|_| CountError("more than 2^64 members share a value".into()))?;
        let g = coefficients(signs, games as u64);
        let step = (e - low) as usize;
        for u in (0..games).rev() {
            let (below, above) = dp.split_at_mut(u + 1);
            let source = &below[u];
            for k in 1..=games - u {
                if g[k].is_zero() {
                    continue;
                }
                let target = &mut above[k - 1];
                for (i, v) in source.iter().enumerate() {
                    if !v.is_zero() {
                        target[i + k * step] += v * &g[k];
                    }
                }
            }
        }
    }
    Ok(Series {
        base: games as i128 * low,
        coefficients: dp.pop().expect("games + 1 rows"),
    })
}

/// The estimated big-integer steps of the count.
fn steps(polys: &[Polynomial], games: usize, mode: Mode, targets: i128) -> u128 {
    let m = games as u128;
    polys
        .iter()
        .map(|p| {
            let terms = p.terms.len() as u128;
            let span = p.terms.last().map_or(0, |t| t.0) - p.terms.first().map_or(0, |t| t.0);
            let span = span.unsigned_abs();
            match mode {
                Mode::Ordered => {
                    let full = p.characters.contains(&0);
                    let low = p.terms.iter().find(|t| t.1 != 0).map_or(0, |t| t.0);
                    let needed = if full {
                        m * span + 1
                    } else {
                        (targets - games as i128 * low).max(0).unsigned_abs() + 1
                    };
                    let norm: u128 = p.terms.iter().map(|t| t.1.unsigned_abs()).sum();
                    needed.min(m * span + 1) * terms * miller::prime_count(norm, games) as u128
                }
                Mode::Multiset => terms * (span * m * m * m / 6 + m * m),
            }
        })
        .sum()
}

/// The exact counts of `M`-tuples (or multisets) of members of a family of closed forms by
/// the outcome class of their sum.
pub fn count(
    arena: &Arena,
    family: &Family,
    games: usize,
    mode: Mode,
    progress: &mut Progress<'_>,
) -> Result<OutcomeCounts<BigInt>, CountError> {
    let packed = pack(arena, family, games)?;
    let polys = polynomials(&packed);
    // Exponents where the nim-sum matters: N = 0 (and N = ±1 with ups).
    let targets: Vec<i128> = if packed.stride == 1 {
        vec![0]
    } else {
        vec![-1, 0, 1]
    };
    let top_target = *targets.last().expect("targets");
    let work = steps(&polys, games, mode, top_target);
    let limit = max_steps(mode);
    if work > u128::from(limit) {
        return Err(CountError(format!(
            "counting sums of {games} closed forms from {} values with {} nim-sum \
             characters would take about {work} steps, more than the limit of {limit}",
            packed.values.len(),
            packed.characters
        )));
    }
    let n = packed.characters;
    let mut all: Option<Series> = None;
    // Σ_s χ_s(nim) Q_s[target], for nim-sums 0 and 1.
    let mut at_targets = vec![[BigInt::zero(), BigInt::zero()]; targets.len()];
    for (done, poly) in polys.iter().enumerate() {
        progress(done as u64, polys.len() as u64);
        let full = poly.characters.contains(&0);
        let series = match mode {
            Mode::Ordered => power(
                &poly.terms,
                games,
                if full { i128::MAX } else { top_target },
            ),
            Mode::Multiset => multisets(&poly.terms, games)?,
        };
        for (slot, &t) in at_targets.iter_mut().zip(&targets) {
            let q = series.at(t);
            for &s in &poly.characters {
                slot[0] += &q;
                slot[1] += &q * character(s, 1);
            }
        }
        if full {
            all = Some(series);
        }
    }
    progress(polys.len() as u64, polys.len() as u64);
    let nim_sums = |t: i128| -> [BigInt; 2] {
        let i = targets.iter().position(|&x| x == t).expect("a target");
        at_targets[i].clone().map(|x| {
            debug_assert!((&x % n).is_zero(), "the inverse transform divides exactly");
            x / n
        })
    };
    let mut counts = OutcomeCounts {
        left: BigInt::zero(),
        right: BigInt::zero(),
        next: BigInt::zero(),
        previous: BigInt::zero(),
    };
    let Some(all) = all else {
        return Ok(counts); // an empty family
    };
    let half = (packed.stride - 1) / 2;
    for (i, ways) in all.coefficients.iter().enumerate() {
        if ways.is_zero() {
            continue;
        }
        let e = all.base + i as i128;
        let number = (e + half).div_euclid(packed.stride);
        let ups = e - number * packed.stride;
        let (positive, negative, fuzzy) = match (number.signum(), ups) {
            (1, _) => (ways.clone(), BigInt::zero(), BigInt::zero()),
            (-1, _) => (BigInt::zero(), ways.clone(), BigInt::zero()),
            (_, 2..) => (ways.clone(), BigInt::zero(), BigInt::zero()),
            (_, ..=-2) => (BigInt::zero(), ways.clone(), BigInt::zero()),
            (_, 1) => {
                let star = nim_sums(e)[1].clone(); // ^* is fuzzy
                (ways - &star, BigInt::zero(), star)
            }
            (_, -1) => {
                let star = nim_sums(e)[1].clone();
                (BigInt::zero(), ways - &star, star)
            }
            _ => {
                let zero = nim_sums(e)[0].clone();
                counts.previous += &zero;
                (BigInt::zero(), BigInt::zero(), ways - &zero)
            }
        };
        counts.left += positive;
        counts.right += negative;
        counts.next += fuzzy;
    }
    debug_assert!(!counts.next.is_negative());
    Ok(counts)
}

#[cfg(test)]
mod tests {
    use super::super::twin::{brute_force, family_of, random_family};
    use super::super::{count_all, Method};
    use super::*;
    use crate::count::{Exact, Modular};
    use num_integer::Integer;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    const NUMBERS_AND_NIMBERS: &[&str] = &[
        "0", "1", "-1", "2", "1/2", "-3/4", "*", "*2", "*3", "1*", "-1/2*2", "3/2*5", "*7", "-2*3",
    ];
    const WITH_UPS: &[&str] = &[
        "0", "^", "v", "^*", "v*", "^2", "v3", "*", "*2", "^*3", "1/2^", "-1v*2", "1", "-1", "^2*",
    ];

    fn check(atoms: &[&str], seed: u64, rounds: usize, most_games: usize) {
        let mut rng = StdRng::seed_from_u64(seed);
        for round in 0..rounds {
            let mut arena = Arena::new();
            let family = random_family(&mut arena, &mut rng, atoms, 5);
            assert_eq!(Method::of(&arena, &family), Method::ClosedForms);
            let games = rng.gen_range(1..=most_games);
            for mode in [Mode::Ordered, Mode::Multiset] {
                let expected = brute_force(&mut arena, &family, games, mode);
                let got = count_all(&Exact, &mut arena, &family, games, mode).unwrap();
                assert_eq!(got, expected, "round {round} {mode:?} M={games} {family:?}");
                let p = Modular::new(6).unwrap(); // even: no division by 2 in the ring
                let modular = count_all(&p, &mut arena, &family, games, mode).unwrap();
                assert_eq!(
                    BigInt::from(modular.next),
                    expected.next.mod_floor(&BigInt::from(6))
                );
            }
        }
    }

    #[test]
    fn numbers_and_nimbers_agree_with_brute_force() {
        check(NUMBERS_AND_NIMBERS, 1, 150, 4);
    }

    #[test]
    fn ups_agree_with_brute_force() {
        check(WITH_UPS, 2, 150, 4);
    }

    #[test]
    fn the_nim_sum_decides_zero_number_sums() {
        // *, *2, *3, one member each: ordered pairs with nim-sum 0 are the 3 equal pairs.
        let mut arena = Arena::new();
        let family = family_of(&mut arena, &[("*", 1), ("*2", 1), ("*3", 1)]);
        let c = count_all(&Exact, &mut arena, &family, 2, Mode::Ordered).unwrap();
        assert_eq!((c.previous, c.next), (3.into(), 6.into()));
    }

    #[test]
    fn polynomials_are_shared_between_characters() {
        // Nimbers 0 and 4 only: characters s and s ^ 1, s ^ 2 see the same signs.
        let mut arena = Arena::new();
        let family = family_of(&mut arena, &[("1", 2), ("*4", 3)]);
        let packed = pack(&arena, &family, 3).unwrap();
        assert_eq!(packed.characters, 8);
        assert_eq!(polynomials(&packed).len(), 2);
    }

    #[test]
    fn miller_matches_repeated_products() {
        // (2 - y + 3 y^3)^5, by repeated multiplication.
        let terms = [(0, 2, 2), (1, -1, 1), (3, 3, 3)];
        let mut product = vec![BigInt::from(1)];
        for _ in 0..5 {
            let mut next = vec![BigInt::zero(); product.len() + 3];
            for (i, p) in product.iter().enumerate() {
                for &(e, a, _) in &terms {
                    next[i + e as usize] += p * a;
                }
            }
            product = next;
        }
        let series = power(&terms, 5, i128::MAX);
        assert_eq!(series.coefficients, product[..16]);
    }

    #[test]
    fn refuses_past_its_limits() {
        let mut arena = Arena::new();
        let family = family_of(&mut arena, &[("*1048576", 1)]);
        let e = count_all(&Exact, &mut arena, &family, 2, Mode::Ordered).unwrap_err();
        assert!(e.0.contains("characters"), "{e}");
        let wide: Vec<String> = (0..400).map(|i| format!("{i}/64*{}", i % 64)).collect();
        let members: Vec<(&str, u64)> = wide.iter().map(|s| (s.as_str(), 1)).collect();
        let family = family_of(&mut arena, &members);
        let e = count_all(&Exact, &mut arena, &family, 200, Mode::Multiset).unwrap_err();
        assert!(e.0.contains("more than the limit"), "{e}");
    }
}
