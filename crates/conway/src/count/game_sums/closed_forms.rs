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
    values: Vec<(i128, u32, u128)>,
    /// The `K` of the packing (1 without ups).
    stride: i128,
    /// `2^b`, above every nimber.
    characters: usize,
}

/// Packs the family's closed forms (see the module documentation).
fn pack(arena: &Arena, family: &Family, games: usize) -> Result<Packed, CountError> {
    let nus: Vec<(Nus, u128)> = family
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
    let mut by_exponent: BTreeMap<i128, Vec<(u32, u128)>> = BTreeMap::new();
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
                // Below 2^127: the family's size bounds every multiplicity (see Family).
                column[k as usize] += c as i128;
                total += c;
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

/// The unnormalised Walsh–Hadamard transform of machine integers. Every entry, and every
/// intermediate sum of the butterflies, is a signed sum of distinct input counts, so its
/// absolute value is at most the sum of the counts, the family's size, below `2^127`: no
/// overflow.
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

/// The non-zero coefficients of the exponent sum of `M` members, by exponent.
#[derive(Debug, Default, PartialEq)]
struct Series(BTreeMap<i128, BigInt>);

impl Series {
    /// The series of the dense coefficients at `base`, `base + 1`, ...
    fn dense(base: i128, coefficients: Vec<BigInt>) -> Series {
        Series(
            (base..)
                .zip(coefficients)
                .filter(|(_, c)| !c.is_zero())
                .collect(),
        )
    }

    fn at(&self, e: i128) -> BigInt {
        self.0.get(&e).cloned().unwrap_or_default()
    }
}

/// How an ordered power `P^M` is computed: by Miller's recurrence over every exponent of
/// its span (multi-modular, then rebuilt by Garner), or by `M` sparse products, which
/// touch only the exponents sums of `k` terms reach (fewer when `P` has few terms for
/// its span, or `M` is small: `P^1` is `P`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Power {
    Miller,
    Sparse,
}

/// The ordered count `P^M` up to the exponent `up_to`, by `how`.
fn power(terms: &[(i128, i128, u128)], games: usize, up_to: i128, how: Power) -> Series {
    let terms: Vec<(i128, i128)> = terms
        .iter()
        .filter(|t| t.1 != 0)
        .map(|&(e, a, _)| (e, a))
        .collect();
    match how {
        Power::Miller => {
            let (base, coefficients) = miller::power(&terms, games, up_to);
            Series::dense(base, coefficients)
        }
        Power::Sparse => {
            let mut q = BTreeMap::from([(0i128, BigInt::from(1))]);
            for _ in 0..games {
                let mut next: BTreeMap<i128, BigInt> = BTreeMap::new();
                for (e, c) in &q {
                    for &(f, a) in &terms {
                        *next.entry(e + f).or_default() += c * a;
                    }
                }
                next.retain(|_, c| !c.is_zero());
                q = next;
            }
            Series(q)
        }
    }
}

/// The cheaper way to compute `P^M` (terms `(exponent, coefficient, members)`) up to
/// the exponent `up_to`, and its estimated machine steps:
///
/// * Miller: (coefficients) × (terms) × (primes) for the recurrence, and (coefficients)
///   × (primes)^2 for Garner's rebuilding, weighted by 3 (a modular product and a
///   big-integer step against a vectorised multiply-add; measured on an AMD EPYC);
/// * sparse: for `k < M`, (exponents of `P^k`, at most `C(t + k - 1, k)` and `k span +
///   1`) × (terms) big-integer products into a map, of `w = 1 + k log2(Σ|a|) / 64`
///   words, each about `50 (w + 2)` steps (measured: 100 ns a one-word product, 50 ns
///   a further word).
fn ordered_plan(terms: &[(i128, i128, u128)], games: usize, up_to: i128) -> (Power, u128) {
    let nonzero: Vec<&(i128, i128, u128)> = terms.iter().filter(|t| t.1 != 0).collect();
    let (Some(first), Some(last)) = (nonzero.first(), nonzero.last()) else {
        return (Power::Sparse, 0);
    };
    let (m, t) = (games as u128, nonzero.len() as u128);
    let span = (last.0 - first.0).unsigned_abs();
    let norm: u128 = nonzero.iter().map(|t| t.1.unsigned_abs()).sum();
    let primes = u128::from(miller::prime_count(norm, games));
    let needed = up_to
        .saturating_sub(games as i128 * first.0)
        .max(0)
        .unsigned_abs()
        .saturating_add(1)
        .min(m.saturating_mul(span).saturating_add(1));
    let miller_steps = needed
        .saturating_mul(t * primes)
        .saturating_add(needed.saturating_mul(primes * primes).saturating_mul(3));
    let bits = u128::from(128 - norm.leading_zeros());
    let (mut support, mut sparse_steps) = (1u128, 0u128);
    for k in 0..m {
        let cost = 50 * (3 + k * bits / 64);
        sparse_steps = sparse_steps.saturating_add(support.saturating_mul(t * cost));
        // C(t + k, k + 1) = C(t + k - 1, k) (t + k) / (k + 1), capped by the span.
        let choose = support.saturating_mul(t + k) / (k + 1);
        support = choose.min((k + 1).saturating_mul(span) + 1);
    }
    if sparse_steps < miller_steps {
        (Power::Sparse, sparse_steps)
    } else {
        (Power::Miller, miller_steps)
    }
}

/// The multiset count at `t^M` of `prod_e (1 - t y^e)^(-p_e) (1 + t y^e)^(-q_e)`.
fn multisets(terms: &[(i128, i128, u128)], games: usize) -> Series {
    let low = terms.first().map_or(0, |t| t.0);
    let high = terms.last().map_or(0, |t| t.0);
    let span = (high - low) as usize;
    let mut dp: Vec<Vec<BigInt>> = (0..=games)
        .map(|u| vec![BigInt::zero(); u * span + 1])
        .collect();
    dp[0][0] = BigInt::from(1);
    for &(e, coefficient, members) in terms {
        // p - q = coefficient, p + q = members: the members of every value at exponent
        // e (distinct nimbers, such as * and *2, share an exponent and are kept apart by
        // the character's sign), so p and q may exceed any one multiplicity; both lie in
        // 0..=members, members < 2^127 (see Family), and p + q + |p - q| = 2 max(p, q).
        let p = (members + coefficient.unsigned_abs()) / 2;
        let (p, q) = if coefficient >= 0 {
            (p, members - p)
        } else {
            (members - p, p)
        };
        let g = coefficients((p, q), games as u64);
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
    Series::dense(games as i128 * low, dp.pop().expect("games + 1 rows"))
}

/// The estimated steps of the count of each polynomial, and how its ordered power is
/// computed (see [`ordered_plan`]; multisets: `span M^3 / 6` big-integer steps a term,
/// of about `1 + M log2(members) / 64` words each).
fn plans(polys: &[Polynomial], games: usize, mode: Mode, targets: i128) -> (Vec<Power>, u128) {
    let m = games as u128;
    let mut total = 0u128;
    let mut how = Vec::with_capacity(polys.len());
    for p in polys {
        let up_to = if p.characters.contains(&0) {
            i128::MAX
        } else {
            targets
        };
        let steps = match mode {
            Mode::Ordered => {
                let (power, steps) = ordered_plan(&p.terms, games, up_to);
                how.push(power);
                steps
            }
            Mode::Multiset => {
                let terms = p.terms.len() as u128;
                let span = p.terms.last().map_or(0, |t| t.0) - p.terms.first().map_or(0, |t| t.0);
                let members = p.terms.iter().map(|t| t.2).max().unwrap_or(0);
                let words = 1 + m * u128::from(128 - members.leading_zeros()) / 64;
                how.push(Power::Miller);
                terms
                    .saturating_mul(span.unsigned_abs().saturating_mul(m * m * m) / 6 + m * m)
                    .saturating_mul(words)
            }
        };
        total = total.saturating_add(steps);
    }
    (how, total)
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
    let (how, work) = plans(&polys, games, mode, top_target);
    let limit = max_steps(mode);
    if work > u128::from(limit) {
        return Err(CountError(format!(
            "counting sums of {games} closed forms from {} values with {} nim-sum \
             characters would take about {work} steps, more than the limit of {limit}; \
             ask for fewer games, or give a modulus to count ordered tuples with \
             multiplicities reduced by it",
            packed.values.len(),
            packed.characters
        )));
    }
    let n = packed.characters;
    let mut all: Option<Series> = None;
    // Σ_s χ_s(nim) Q_s[target], for nim-sums 0 and 1.
    let mut at_targets = vec![[BigInt::zero(), BigInt::zero()]; targets.len()];
    for (done, (poly, &how)) in polys.iter().zip(&how).enumerate() {
        progress(done as u64, polys.len() as u64);
        let full = poly.characters.contains(&0);
        let series = match mode {
            Mode::Ordered => power(
                &poly.terms,
                games,
                if full { i128::MAX } else { top_target },
                how,
            ),
            Mode::Multiset => multisets(&poly.terms, games),
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
    for (&e, ways) in &all.0 {
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
        for how in [Power::Miller, Power::Sparse] {
            let series = power(&terms, 5, i128::MAX, how);
            assert_eq!(series, Series::dense(0, product[..16].to_vec()));
        }
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
