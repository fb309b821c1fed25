//! Transfinite nimbers: nim arithmetic on ordinals.
//!
//! Conway's nim-sum and nim-product (*On Numbers and Games*, ch. 6) are defined on every
//! ordinal by the mex rules `a + b = mex {a' + b, a + b'}` and `a * b = mex {a'*b + a*b' +
//! a'*b' : a' < a, b' < b}`, and make the ordinals a field of characteristic 2.
//!
//! * **The nim-sum** of ordinals is "binary xor": `omega^e · c` is the ordinal sum of the
//!   powers of two `2^(omega·e + j)` for the bits `j` of `c`, and the nim-sum cancels equal
//!   powers. So the nim-sum adds the coefficients of equal exponents by xor. This holds
//!   for every ordinal [`crate::ordinal::Ordinal`] holds (all below `epsilon_0`).
//! * **The nim-product** is computed below `omega^(omega^omega)`, the algebraic closure of
//!   the field of two elements (ONAG Thm. 49), by the tower of `tower` with the
//!   `alpha_p` of `lenstra`, for the ordinals below `omega^(omega^K)`, `K` = 13: the
//!   levels of the odd primes up to 43 ([`product_bound`]). Powers, inverses (`1/x =
//!   x^(2^d - 2)` in the field of degree `d` holding `x`) and square roots (`x^(2^(d-1))`)
//!   follow.
//!
//! On finite operands the products, powers, inverses and roots are those of
//! [`super::NimField`] on `u128`; the tests check the tower against it there.
//!
//! ONAG's examples (ch. 6): `omega^3 = 2`, so `omega` is a cube root of 2; `omega * omega
//! = omega^2` (the ordinal square), as powers below the degree agree.
//!
//! ```
//! use conway::impartial::nimber::transfinite::{nim_product, nim_power};
//! use conway::ordinal::{expression::parse, Ordinal};
//! let w = Ordinal::omega();
//! assert_eq!(nim_power(&w, 3).unwrap(), Ordinal::from(2u32));
//! assert_eq!(nim_product(&w, &w).unwrap(), parse("omega^2").unwrap());
//! let w_w = parse("omega^omega").unwrap();
//! assert_eq!(nim_power(&w_w, 5).unwrap(), Ordinal::from(4u32));
//! ```

mod lenstra;
mod tower;

use super::NimField;
use crate::ordinal::{Ordinal, OrdinalError};
use std::fmt;
use std::sync::OnceLock;
use tower::{Poly, Tower};

/// Why a nim operation on ordinals has no result here.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NimError {
    /// An operand of a product, power, inverse or square root is not below
    /// [`product_bound`].
    OutOfField,
    /// The result cannot be written as an [`Ordinal`] here.
    Ordinal(OrdinalError),
    /// Inverses and square roots are computed in the finite field holding the operand;
    /// this one's degree passes [`MAX_FIELD_DEGREE`].
    FieldTooLarge {
        /// The degree of that field over the field of two elements.
        degree: u64,
    },
    /// Division by 0, or a negative power of 0.
    DivisionByZero,
}

impl fmt::Display for NimError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NimError::OutOfField => write!(
                f,
                "nim-products are computed for ordinals below {} (the levels of the odd \
                 primes up to {}); this operand is not",
                product_bound(),
                lenstra::PRIMES[lenstra::PRIMES.len() - 1]
            ),
            NimError::Ordinal(e) => e.fmt(f),
            NimError::FieldTooLarge { degree } => write!(
                f,
                "the operand lies in a field of degree {degree} over GF(2); inverses and \
                 square roots are computed in fields of degree at most {MAX_FIELD_DEGREE}"
            ),
            NimError::DivisionByZero => write!(f, "division by 0"),
        }
    }
}

impl std::error::Error for NimError {}

/// Where an operand lies outside the tower (kept without its message).
#[derive(Clone, Copy, Debug)]
struct OutOfField;

impl From<OutOfField> for NimError {
    fn from(_: OutOfField) -> NimError {
        NimError::OutOfField
    }
}

impl From<OrdinalError> for NimError {
    fn from(e: OrdinalError) -> NimError {
        NimError::Ordinal(e)
    }
}

/// The largest degree of a field in which inverses and square roots are computed: an
/// inverse in degree 1806 (`omega^(omega^12)` with lower terms) takes about 9 CPU-s, most
/// of it in the dense products of the doubling chain.
pub const MAX_FIELD_DEGREE: u64 = 2048;

/// `omega^(omega^K)`: nim-products are computed for the ordinals below it.
pub fn product_bound() -> Ordinal {
    Ordinal::omega_power(Ordinal::omega_power(Ordinal::from(
        lenstra::PRIMES.len() as u32
    )))
}

fn tower() -> &'static Tower {
    static TOWER: OnceLock<Tower> = OnceLock::new();
    TOWER.get_or_init(lenstra::build)
}

/// The nim-sum of two ordinals: the coefficients of equal exponents added by xor.
pub fn nim_sum(a: &Ordinal, b: &Ordinal) -> Ordinal {
    let terms = crate::sorted_merge::merge(
        a.terms().map(|(e, c)| (e.clone(), c)),
        b.terms().map(|(e, c)| (e.clone(), c)),
        |x, y| y.0.cmp(&x.0),
        |(e, c), (_, d)| Ok::<_, std::convert::Infallible>((c != d).then_some((e, c ^ d))),
    );
    let Ok(terms) = terms;
    Ordinal::from_terms(terms).expect("merged in decreasing order")
}

fn element(a: &Ordinal) -> Result<Poly, NimError> {
    Ok(tower().element_of(a)?)
}

fn ordinal(a: &Poly) -> Result<Ordinal, NimError> {
    Ok(tower().ordinal_of(a)?)
}

/// The nim-product of two ordinals below [`product_bound`].
pub fn nim_product(a: &Ordinal, b: &Ordinal) -> Result<Ordinal, NimError> {
    if let (Some(x), Some(y)) = (a.as_finite(), b.as_finite()) {
        return Ok(Ordinal::from(x.nim_mul(y)));
    }
    ordinal(&tower().mul(&element(a)?, &element(b)?))
}

/// The nim-power `a^n` (`n` counts factors; `a^0 = 1`).
pub fn nim_power(a: &Ordinal, n: u128) -> Result<Ordinal, NimError> {
    if let Some(x) = a.as_finite() {
        return Ok(Ordinal::from(x.nim_pow(n)));
    }
    let bits = (0..128).rev().map(|j| n >> j & 1 == 1);
    ordinal(&tower().pow_bits(&element(a)?, bits))
}

/// The degree of a field holding `x`, if inverses and roots are computed in it.
fn bounded_degree(x: &Poly) -> Result<u64, NimError> {
    let degree = tower().field_degree(x);
    if degree > MAX_FIELD_DEGREE {
        return Err(NimError::FieldTooLarge { degree });
    }
    Ok(degree)
}

/// The nim-inverse `1/a`: `a^(2^d - 2)` in the field of degree `d` holding `a`.
pub fn nim_inverse(a: &Ordinal) -> Result<Ordinal, NimError> {
    if let Some(x) = a.as_finite() {
        return x
            .nim_inverse()
            .map(Ordinal::from)
            .ok_or(NimError::DivisionByZero);
    }
    let x = element(a)?;
    if x.is_empty() {
        return Err(NimError::DivisionByZero);
    }
    let degree = bounded_degree(&x)?;
    ordinal(&tower().inverse(&x, degree))
}

/// The nim square root (unique: squaring is the Frobenius automorphism):
/// `a^(2^(d-1))` in the field of degree `d` holding `a`.
pub fn nim_sqrt(a: &Ordinal) -> Result<Ordinal, NimError> {
    if let Some(x) = a.as_finite() {
        return Ok(Ordinal::from(x.nim_sqrt()));
    }
    let x = element(a)?;
    let degree = bounded_degree(&x)?;
    ordinal(&tower().frobenius(&x, degree - 1))
}

/// The degree of `a` over the field of two elements: the least `d` with `a^(2^d) = a`.
pub fn nim_degree(a: &Ordinal) -> Result<u64, NimError> {
    let x = element(a)?;
    bounded_degree(&x)?;
    Ok(tower().degree(&x))
}

/// The Lenstra excess `m_p` of the odd primes up to 43, in order (computed, see
/// `lenstra`): `alpha_p = kappa_f(p) + m_p`.
pub fn lenstra_excesses() -> Vec<(u32, u128)> {
    tower().levels.iter().map(|l| (l.prime, l.excess)).collect()
}

/// `alpha_p = omega^(omega^k)^p`, as an ordinal, for the odd primes up to 43.
pub fn alphas() -> Result<Vec<(u32, Ordinal)>, NimError> {
    tower()
        .levels
        .iter()
        .map(|level| Ok((level.prime, ordinal(&level.alpha)?)))
        .collect()
}

#[cfg(test)]
mod tests;
