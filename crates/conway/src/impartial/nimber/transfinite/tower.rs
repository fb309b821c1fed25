//! The field of nimbers below `omega^(omega^K)` as a tower of radical extensions of the
//! finite nimbers.
//!
//! **The structure** (Conway, *On Numbers and Games*, ch. 6, Thms. 46–49; Lenstra, "On
//! the algebraic closure of two", Indag. Math. 39, 1977). Let `p` be the `(k+1)`-th odd
//! prime (3, 5, 7, 11, ...) and `kappa(k, i) = omega^(omega^k · p^i)` (ordinal power).
//! Then, in nim arithmetic,
//!
//! * `kappa(k, i)^p = kappa(k, i - 1)` for `i > 0`, and `kappa(k, 0)^p = alpha_p`, an
//!   ordinal below `omega^(omega^k)` ([`super::lenstra`] finds it);
//! * below the next generator, ordinal and nim arithmetic agree on the powers: for
//!   `Omega = kappa(k, i)` and `b_j` below `Omega`, the ordinal
//!   `Omega^(p-1)·b_(p-1) + ... + Omega·b_1 + b_0` is the nim-sum of the nim-products
//!   `Omega^j * b_j`.
//!
//! So an ordinal `omega^beta · c` below `omega^(omega^K)` (`beta = sum omega^k · n_k`,
//! `c` finite) is the nim-product of `c` and of the generators `kappa(k, i)` raised to the
//! base-`p` digits of `n_k`, and an ordinal is the nim-sum of its terms. An element of the
//! tower is a [`Poly`]: monomials (digits below `p` for each generator) with coefficients
//! in the finite nimbers below `2^128` ([`crate::impartial::nimber::NimField`]). A product
//! multiplies the monomials digit by digit; a digit reaching `p` carries down: at place
//! `i > 0` into one more `kappa(k, i - 1)`, at place 0 into the factor `alpha_p`, which
//! involves only lower generators, so the reduction ends.

use super::OutOfField;
use crate::impartial::nimber::NimField;
use crate::ordinal::Ordinal;
use std::collections::BTreeMap;

/// A monomial: the generators `kappa(k, i)` present, with their exponents (digits from 1
/// to `p - 1`), sorted by `(k, i)`.
pub(super) type Monomial = Vec<(u8, u8, u32)>;

/// An element of the tower: monomials with their (nonzero) finite-nimber coefficients.
pub(super) type Poly = BTreeMap<Monomial, u128>;

/// One level of the tower: the prime `p` of its generators and `alpha_p = kappa(k, 0)^p`.
#[derive(Clone)]
pub(super) struct Level {
    /// The `(k+1)`-th odd prime.
    pub(super) prime: u32,
    /// `alpha_p`, in the levels below.
    pub(super) alpha: Poly,
    /// The degree of `alpha_p` over the field of two elements.
    pub(super) alpha_degree: u64,
    /// Lenstra's excess `m_p`: `alpha_p = kappa_f(p) + m_p`.
    pub(super) excess: u128,
}

/// The tower of the first levels.
pub(super) struct Tower {
    pub(super) levels: Vec<Level>,
}

/// The constant `c` (nothing when 0).
pub(super) fn constant(c: u128) -> Poly {
    let mut poly = Poly::new();
    if c != 0 {
        poly.insert(Monomial::new(), c);
    }
    poly
}

/// Adds `c · monomial-poly` into `into` (nim-sum, so a coefficient can cancel).
fn add_scaled(into: &mut Poly, poly: &Poly, c: u128) {
    for (monomial, coefficient) in poly {
        let product = coefficient.nim_mul(c);
        let entry = into.entry(monomial.clone()).or_insert(0);
        *entry ^= product;
        if *entry == 0 {
            into.remove(monomial);
        }
    }
}

/// The nim-sum.
pub(super) fn sum(a: &Poly, b: &Poly) -> Poly {
    let mut total = a.clone();
    add_scaled(&mut total, b, 1);
    total
}

impl Tower {
    /// The nim-product.
    pub(super) fn mul(&self, a: &Poly, b: &Poly) -> Poly {
        let mut product = Poly::new();
        for (ma, ca) in a {
            for (mb, cb) in b {
                let c = ca.nim_mul(*cb);
                if c != 0 {
                    add_scaled(&mut product, &self.monomial_product(ma, mb), c);
                }
            }
        }
        product
    }

    /// The nim-square: in characteristic 2 the square of a sum is the sum of the squares.
    pub(super) fn square(&self, a: &Poly) -> Poly {
        let mut result = Poly::new();
        for (m, c) in a {
            add_scaled(&mut result, &self.monomial_product(m, m), c.nim_square());
        }
        result
    }

    /// `a^e` for the exponent written by its bits, the most significant first.
    pub(super) fn pow_bits(&self, a: &Poly, bits: impl IntoIterator<Item = bool>) -> Poly {
        let mut result = constant(1);
        for bit in bits {
            result = self.square(&result);
            if bit {
                result = self.mul(&result, a);
            }
        }
        result
    }

    /// `prod_(i < n) a^(2^(k·i))` (for `k·n` the degree of a field holding `a` and `k` that
    /// of a subfield, the norm to that subfield), by the doubling chain of Itoh and Tsujii
    /// (Inform. and Comput. 78, 1988): with `P(m)` the product of `m` factors,
    /// `P(2m) = P(m)^(2^(k·m)) · P(m)` and `P(m + 1) = P(m)^(2^k) · a`, so about
    /// `2·log2(n)` products and `k·n` squarings.
    pub(super) fn frobenius_product(&self, a: &Poly, k: u64, n: u64) -> Poly {
        if n == 0 {
            return constant(1);
        }
        let mut product = a.clone();
        let mut factors = 1u64;
        for bit in (0..n.ilog2()).rev() {
            product = self.mul(&self.frobenius(&product, k * factors), &product);
            factors *= 2;
            if n >> bit & 1 == 1 {
                product = self.mul(&self.frobenius(&product, k), a);
                factors += 1;
            }
        }
        debug_assert_eq!(factors, n);
        product
    }

    /// `1/a` for `a != 0` in the field of degree `d` holding it: `a^(2^d - 2)`, which is
    /// `(prod_(i < d-1) a^(2^i))^2`.
    pub(super) fn inverse(&self, a: &Poly, d: u64) -> Poly {
        self.square(&self.frobenius_product(a, 1, d - 1))
    }

    /// `a^(2^n)`: `n` Frobenius steps.
    pub(super) fn frobenius(&self, a: &Poly, n: u64) -> Poly {
        (0..n).fold(a.clone(), |x, _| self.square(&x))
    }

    /// The product of two monomials, reduced.
    fn monomial_product(&self, a: &Monomial, b: &Monomial) -> Poly {
        let mut digits: BTreeMap<(u8, u8), u32> = BTreeMap::new();
        for &(k, i, d) in a.iter().chain(b) {
            *digits.entry((k, i)).or_insert(0) += d;
        }
        self.reduce(digits)
    }

    /// The monomial of these digits (any size), reduced to digits below `p`.
    fn reduce(&self, mut digits: BTreeMap<(u8, u8), u32>) -> Poly {
        loop {
            let full = digits
                .iter()
                .rev()
                .find(|(&(k, _), &d)| d >= self.levels[k as usize].prime)
                .map(|(&place, _)| place);
            let Some((k, i)) = full else {
                let monomial = digits.into_iter().map(|((k, i), d)| (k, i, d)).collect();
                return BTreeMap::from([(monomial, 1)]);
            };
            let level = &self.levels[k as usize];
            let digit = digits.get_mut(&(k, i)).expect("just found");
            *digit -= level.prime;
            if *digit == 0 {
                digits.remove(&(k, i));
            }
            if i > 0 {
                *digits.entry((k, i - 1)).or_insert(0) += 1;
            } else {
                let rest = self.reduce(digits);
                return self.mul(&rest, &level.alpha);
            }
        }
    }

    /// The degree over the field of two elements of a field holding `a`: the least common
    /// multiple of the degrees of its coefficients and generators.
    pub(super) fn field_degree(&self, a: &Poly) -> u64 {
        let mut degree = 1;
        for (monomial, &c) in a {
            degree = lcm(degree, finite_degree(c));
            for &(k, i, _) in monomial {
                degree = lcm(degree, self.generator_degree(k, i));
            }
        }
        degree
    }

    /// The degree of `kappa(k, i)`: `p^(i+1)` times that of `alpha_p`, as `x^p - alpha_p`
    /// is irreducible (`alpha_p` is not a `p`-th power; the prime `p` divides no degree
    /// below it), and so is `x^p - kappa(k, i-1)` over the field of `kappa(k, i-1)`.
    pub(super) fn generator_degree(&self, k: u8, i: u8) -> u64 {
        let level = &self.levels[k as usize];
        u64::from(level.prime).pow(u32::from(i) + 1) * level.alpha_degree
    }

    /// The exact degree of `a`: the least `d` with `a^(2^d) = a`, a divisor of
    /// [`Tower::field_degree`].
    pub(super) fn degree(&self, a: &Poly) -> u64 {
        let bound = self.field_degree(a);
        let mut divisors: Vec<u64> = (1..=bound).filter(|&d| bound.is_multiple_of(d)).collect();
        divisors.sort_unstable();
        divisors
            .into_iter()
            .find(|&d| self.frobenius(a, d) == *a)
            .expect("a^(2^bound) = a in the field of degree bound")
    }

    /// The tower element of an ordinal, if it is below `omega^(omega^levels)`.
    pub(super) fn element_of(&self, ordinal: &Ordinal) -> Result<Poly, OutOfField> {
        let mut poly = Poly::new();
        for (beta, c) in ordinal.terms() {
            let mut monomial = Monomial::new();
            for (level, n) in beta.terms().rev() {
                let k = level
                    .as_finite()
                    .filter(|&k| k < self.levels.len() as u128)
                    .ok_or(OutOfField)? as u8;
                let p = u128::from(self.levels[k as usize].prime);
                let (mut n, mut i) = (n, 0u8);
                while n > 0 {
                    if n % p > 0 {
                        monomial.push((k, i, (n % p) as u32));
                    }
                    n /= p;
                    i += 1;
                }
            }
            monomial.sort_unstable();
            poly.insert(monomial, c);
        }
        Ok(poly)
    }

    /// The ordinal of a tower element: each monomial is a term `omega^beta · c`.
    pub(super) fn ordinal_of(&self, poly: &Poly) -> Result<Ordinal, crate::ordinal::OrdinalError> {
        let mut terms = Vec::with_capacity(poly.len());
        for (monomial, &c) in poly {
            let mut places: BTreeMap<u8, u128> = BTreeMap::new();
            for &(k, i, d) in monomial {
                let p = u128::from(self.levels[k as usize].prime);
                let place_value = p
                    .checked_pow(u32::from(i))
                    .and_then(|v| v.checked_mul(u128::from(d)))
                    .ok_or(crate::ordinal::OrdinalError::CoefficientOverflow)?;
                let n = places.entry(k).or_insert(0);
                *n = n
                    .checked_add(place_value)
                    .ok_or(crate::ordinal::OrdinalError::CoefficientOverflow)?;
            }
            let beta = Ordinal::from_terms(
                places
                    .into_iter()
                    .rev()
                    .map(|(k, n)| (Ordinal::from(u128::from(k)), n)),
            )
            .expect("levels in decreasing order");
            terms.push((beta, c));
        }
        terms.sort_by(|a, b| b.0.cmp(&a.0));
        Ok(Ordinal::from_terms(terms).expect("distinct monomials have distinct exponents"))
    }
}

/// The degree of a finite nimber `c` over the field of two elements: the least `2^j` with
/// `c < 2^(2^j)` (the subfields of the nimbers below `2^(2^m)` are those below `2^(2^j)`).
pub(super) fn finite_degree(c: u128) -> u64 {
    let mut degree = 1u64;
    while degree < 128 && c >> degree != 0 {
        degree *= 2;
    }
    degree
}

/// The least common multiple.
pub(super) fn lcm(a: u64, b: u64) -> u64 {
    let (mut x, mut y) = (a, b);
    while y != 0 {
        (x, y) = (y, x % y);
    }
    a / x * b
}
