//! Surreal numbers beyond the dyadic rationals: finite sums of powers of `omega` with
//! rational coefficients.
//!
//! **The field** (Conway, *On Numbers and Games*, ch. 3–5; Gonshor, *An Introduction to
//! the Theory of Surreal Numbers*, ch. 5). Every surreal number has a normal form
//! `sum r_i·omega^(y_i)` over a well-ordered descending set of exponents `y_i` (surreal
//! numbers again) with real coefficients. This module holds those whose sums are finite
//! and whose coefficients are rational: the rationals (`1/3`), `omega`, its powers and
//! roots (`omega^2`, `omega^(1/2)`, `omega^omega`), their inverses (`1/omega =
//! omega^(-1)`) and sums (`omega - 1`, `omega/2 + 1/omega`). They are closed under sums,
//! differences and products (exponents add); a quotient is held when the divisor is one
//! term (`1/(omega + 1)` is an infinite sum, refused). Two normal forms compare by their
//! first differing term: the larger exponent, or at the same exponent the larger
//! coefficient, decides (the order of the Hahn field).
//!
//! **With short games.** A short game `G` has dyadic stops, and number avoidance holds for
//! every surreal number `x` (ONAG ch. 9): `G + x` has stops `L(G) + x` and `R(G) + x`, and
//! when `x` is not dyadic, `G > x` iff `R(G) > x`, `G < x` iff `L(G) < x`, and `G` is
//! confused with `x` otherwise ([`Surreal::compare_with_game`]).
//!
//! **Birthdays** ([`Surreal::birthday`]) are given where this module knows them: a dyadic
//! `m/2^k` (`k >= 1`) is born on day `floor(|x|) + k + 1`, an integer `n` on day `|n|`, any
//! other rational on day `omega`, an ordinal on itself; others are not computed.
//! [`Surreal::simplest_between`] is the simplest number strictly between two real ones
//! (always a dyadic).
//!
//! ```
//! use conway::surreal::expression::parse;
//! let third = parse("1/3").unwrap();
//! assert_eq!(third.add(&third).unwrap().add(&third).unwrap(), parse("1").unwrap());
//! let w = parse("omega").unwrap();
//! assert_eq!(w.mul(&parse("1/omega").unwrap()).unwrap(), parse("1").unwrap());
//! assert!(parse("omega - 1").unwrap() < w && parse("omega/2").unwrap() < w);
//! assert_eq!(parse("sqrt(omega)^2").unwrap(), w);
//! ```

pub mod expression;
pub mod rational;

use crate::ordinal::Ordinal;
use crate::partizan::dyadic::Dyadic;
use crate::partizan::{Arena, GameId};
use rational::{Overflow, Rational};
use std::cmp::Ordering;
use std::collections::BTreeMap;
use std::fmt;

/// The most nodes (terms, counted down through the exponents) a result may have.
pub const MAX_NODES: usize = 100_000;

/// The most levels of exponents a result may have.
pub const MAX_HEIGHT: usize = 400;

/// Why a surreal operation has no result here.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SurrealError {
    /// A coefficient's numerator or denominator would pass `i128`.
    Overflow,
    /// The result would have more than [`MAX_NODES`] nodes or [`MAX_HEIGHT`] levels.
    TooLarge,
    /// Division by 0.
    DivisionByZero,
    /// The result is no finite sum of powers of `omega` with rational coefficients.
    NotHeld(String),
}

impl fmt::Display for SurrealError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SurrealError::Overflow => write!(
                f,
                "a coefficient's numerator or denominator would pass 2^127, the largest held"
            ),
            SurrealError::TooLarge => write!(
                f,
                "the result would have more than {MAX_NODES} terms or {MAX_HEIGHT} levels of \
                 exponents, the most held"
            ),
            SurrealError::DivisionByZero => write!(f, "division by 0"),
            SurrealError::NotHeld(why) => write!(f, "{why}"),
        }
    }
}

impl std::error::Error for SurrealError {}

impl From<Overflow> for SurrealError {
    fn from(_: Overflow) -> SurrealError {
        SurrealError::Overflow
    }
}

type Result<T> = std::result::Result<T, SurrealError>;

/// A finite sum of powers of `omega` with rational coefficients.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Surreal {
    /// The terms, exponents strictly decreasing, coefficients nonzero.
    terms: Vec<Term>,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Term {
    exponent: Surreal,
    coefficient: Rational,
}

fn checked(x: Surreal) -> Result<Surreal> {
    if x.size() > MAX_NODES || x.height() > MAX_HEIGHT {
        Err(SurrealError::TooLarge)
    } else {
        Ok(x)
    }
}

impl Surreal {
    /// 0.
    pub fn zero() -> Surreal {
        Surreal::default()
    }

    /// The rational `r`.
    pub fn rational(r: Rational) -> Surreal {
        Surreal::monomial(Surreal::zero(), r)
    }

    /// The integer `n`.
    pub fn integer(n: i128) -> Surreal {
        Surreal::rational(Rational::integer(n))
    }

    /// `omega`.
    pub fn omega() -> Surreal {
        Surreal::monomial(Surreal::integer(1), Rational::ONE)
    }

    /// `r · omega^exponent` (0 when `r` is 0).
    pub fn monomial(exponent: Surreal, r: Rational) -> Surreal {
        if r.is_zero() {
            return Surreal::zero();
        }
        Surreal {
            terms: vec![Term {
                exponent,
                coefficient: r,
            }],
        }
    }

    /// The surreal number of a dyadic rational.
    pub fn dyadic(x: Dyadic) -> Surreal {
        let den = 1i128 << x.exponent();
        Surreal::rational(Rational::new(i128::from(x.numerator()), den).expect("den > 0"))
    }

    /// The ordinal as a surreal number.
    pub fn ordinal(o: &Ordinal) -> Result<Surreal> {
        let mut terms = Vec::new();
        for (exponent, c) in o.terms() {
            let c = i128::try_from(c).map_err(|_| SurrealError::Overflow)?;
            terms.push(Term {
                exponent: Surreal::ordinal(exponent)?,
                coefficient: Rational::integer(c),
            });
        }
        checked(Surreal { terms })
    }

    /// The terms `(exponent, coefficient)`, the largest first.
    pub fn terms(&self) -> impl Iterator<Item = (&Surreal, Rational)> {
        self.terms.iter().map(|t| (&t.exponent, t.coefficient))
    }

    /// True for 0.
    pub fn is_zero(&self) -> bool {
        self.terms.is_empty()
    }

    /// The sign: -1, 0 or 1.
    pub fn signum(&self) -> i32 {
        self.terms.first().map_or(0, |t| t.coefficient.signum())
    }

    /// The rational, if the number is real (no power of `omega` but the 0th).
    pub fn as_rational(&self) -> Option<Rational> {
        match self.terms.as_slice() {
            [] => Some(Rational::ZERO),
            [t] if t.exponent.is_zero() => Some(t.coefficient),
            _ => None,
        }
    }

    /// The dyadic rational, if the number is one that the partizan engine holds.
    pub fn as_dyadic(&self) -> Option<Dyadic> {
        let r = self.as_rational()?;
        if !r.is_dyadic() {
            return None;
        }
        let exponent = r.denominator().trailing_zeros();
        Dyadic::new(i64::try_from(r.numerator()).ok()?, exponent).ok()
    }

    /// True if the number is larger in magnitude than every real (its leading exponent is
    /// positive).
    pub fn is_infinite(&self) -> bool {
        self.terms.first().is_some_and(|t| t.exponent.signum() > 0)
    }

    /// True if the number is nonzero and smaller in magnitude than every positive real.
    pub fn is_infinitesimal(&self) -> bool {
        self.terms.first().is_some_and(|t| t.exponent.signum() < 0)
    }

    /// The ordinal, if the number is one: exponents ordinals and coefficients positive
    /// integers.
    pub fn as_ordinal(&self) -> Option<Ordinal> {
        let mut terms = Vec::new();
        for t in &self.terms {
            if t.coefficient.denominator() != 1 || t.coefficient.signum() < 0 {
                return None;
            }
            terms.push((t.exponent.as_ordinal()?, t.coefficient.numerator() as u128));
        }
        Ordinal::from_terms(terms)
    }

    /// The nodes of the normal form's tree.
    pub fn size(&self) -> usize {
        self.terms.iter().map(|t| 1 + t.exponent.size()).sum()
    }

    /// The levels of exponents (0 for 0, 1 for a nonzero real).
    pub fn height(&self) -> usize {
        self.terms
            .iter()
            .map(|t| 1 + t.exponent.height())
            .max()
            .unwrap_or(0)
    }

    /// `-self`.
    pub fn neg(&self) -> Surreal {
        Surreal {
            terms: self
                .terms
                .iter()
                .map(|t| Term {
                    exponent: t.exponent.clone(),
                    coefficient: -t.coefficient,
                })
                .collect(),
        }
    }

    /// `self + other`: like exponents' coefficients added.
    pub fn add(&self, other: &Surreal) -> Result<Surreal> {
        let terms = crate::sorted_merge::merge(
            self.terms.iter().cloned(),
            other.terms.iter().cloned(),
            |x, y| y.exponent.cmp(&x.exponent),
            |x, y| {
                let coefficient = x.coefficient.checked_add(y.coefficient)?;
                Ok::<_, SurrealError>((!coefficient.is_zero()).then_some(Term {
                    exponent: x.exponent,
                    coefficient,
                }))
            },
        )?;
        checked(Surreal { terms })
    }

    /// `self - other`.
    pub fn sub(&self, other: &Surreal) -> Result<Surreal> {
        self.add(&other.neg())
    }

    /// `self · other`: the sums multiplied out, exponents added.
    pub fn mul(&self, other: &Surreal) -> Result<Surreal> {
        if self.terms.len().saturating_mul(other.terms.len()) > MAX_NODES {
            return Err(SurrealError::TooLarge);
        }
        let mut product: BTreeMap<Surreal, Rational> = BTreeMap::new();
        for x in &self.terms {
            for y in &other.terms {
                let exponent = x.exponent.add(&y.exponent)?;
                let c = x.coefficient.checked_mul(y.coefficient)?;
                let entry = product.entry(exponent).or_insert(Rational::ZERO);
                *entry = entry.checked_add(c)?;
            }
        }
        checked(Surreal {
            terms: product
                .into_iter()
                .rev()
                .filter(|(_, c)| !c.is_zero())
                .map(|(exponent, coefficient)| Term {
                    exponent,
                    coefficient,
                })
                .collect(),
        })
    }

    /// `1 / self`, for a single term `r·omega^y`: `(1/r)·omega^(-y)`.
    pub fn inverse(&self) -> Result<Surreal> {
        match self.terms.as_slice() {
            [] => Err(SurrealError::DivisionByZero),
            [t] => Ok(Surreal::monomial(
                t.exponent.neg(),
                t.coefficient.inverse().expect("nonzero"),
            )),
            _ => Err(SurrealError::NotHeld(format!(
                "1/({self}) is an infinite sum of powers of omega: only single terms are \
                 inverted here"
            ))),
        }
    }

    /// `self / other`.
    pub fn div(&self, other: &Surreal) -> Result<Surreal> {
        self.mul(&other.inverse()?)
    }

    /// `self^n` for an integer `n` (negative: a power of the inverse).
    pub fn pow(&self, n: i128) -> Result<Surreal> {
        let mut base = if n < 0 { self.inverse()? } else { self.clone() };
        let mut n = n.unsigned_abs();
        let mut result = Surreal::integer(1);
        while n > 0 {
            if n & 1 == 1 {
                result = result.mul(&base)?;
            }
            n >>= 1;
            if n > 0 {
                base = base.mul(&base)?;
            }
        }
        Ok(result)
    }

    /// `omega^self`.
    pub fn omega_power(&self) -> Surreal {
        Surreal::monomial(self.clone(), Rational::ONE)
    }

    /// The square root of a single term `r·omega^y` with `r` the square of a positive
    /// rational: `sqrt(r)·omega^(y/2)`.
    pub fn sqrt(&self) -> Result<Surreal> {
        let refused = || {
            SurrealError::NotHeld(format!(
                "sqrt({self}) is not held: square roots are taken of single terms r·omega^y \
                 with r the square of a positive rational"
            ))
        };
        match self.terms.as_slice() {
            [] => Ok(Surreal::zero()),
            [t] => {
                let root = t.coefficient.sqrt().ok_or_else(refused)?;
                let half = Surreal::rational(Rational::new(1, 2).expect("1/2"));
                Ok(Surreal::monomial(t.exponent.mul(&half)?, root))
            }
            _ => Err(refused()),
        }
    }

    /// The birthday, where it is known here (see the module doc): an ordinal.
    pub fn birthday(&self) -> Option<Ordinal> {
        if let Some(r) = self.as_rational() {
            if !r.is_dyadic() {
                return Some(Ordinal::omega());
            }
            let whole = r.numerator().unsigned_abs() / r.denominator().unsigned_abs();
            let k = r.denominator().trailing_zeros();
            return Some(Ordinal::from(if k == 0 {
                whole
            } else {
                whole + u128::from(k) + 1
            }));
        }
        self.as_ordinal()
    }

    /// The simplest number strictly between two real numbers `a < b`: a dyadic.
    pub fn simplest_between(a: &Surreal, b: &Surreal) -> Result<Surreal> {
        let (Some(lo), Some(hi)) = (a.as_rational(), b.as_rational()) else {
            return Err(SurrealError::NotHeld(
                "the simplest number between two numbers is computed here for real ones".into(),
            ));
        };
        if lo >= hi {
            return Err(SurrealError::NotHeld(format!(
                "no number lies strictly between {a} and {b}: the interval is empty"
            )));
        }
        let zero = Rational::ZERO;
        if lo < zero && zero < hi {
            return Ok(Surreal::zero());
        }
        // Mirror negative intervals, find the simplest in (lo, hi) with 0 <= lo.
        let negative = hi <= zero;
        let (lo, hi) = if negative { (-hi, -lo) } else { (lo, hi) };
        // The least integer above lo.
        let mut n = lo.numerator().div_euclid(lo.denominator()) + 1;
        let simplest = if Rational::integer(n) < hi {
            Rational::integer(n)
        } else {
            n -= 1;
            let (mut left, mut right) = (Rational::integer(n), Rational::integer(n + 1));
            loop {
                let mid = left
                    .checked_add(right)?
                    .checked_mul(Rational::new(1, 2).expect("1/2"))?;
                if lo < mid && mid < hi {
                    break mid;
                }
                if mid <= lo {
                    left = mid;
                } else {
                    right = mid;
                }
            }
        };
        Ok(Surreal::rational(if negative {
            -simplest
        } else {
            simplest
        }))
    }

    /// How the short game `g` compares with `self`: `Some(order of g against self)`, or
    /// `None` when they are confused (number avoidance; see the module doc).
    pub fn compare_with_game(&self, arena: &mut Arena, g: GameId) -> Result<Option<Ordering>> {
        if let Some(x) = self.as_dyadic() {
            let number = arena.number(x);
            return Ok(arena.compare(g, number));
        }
        let left = Surreal::dyadic(arena.left_stop(g));
        let right = Surreal::dyadic(arena.right_stop(g));
        Ok(if right > *self {
            Some(Ordering::Greater)
        } else if left < *self {
            Some(Ordering::Less)
        } else {
            None
        })
    }

    /// The stops `(L(g) + self, R(g) + self)` of the game `g + self`.
    pub fn stops_with_game(&self, arena: &mut Arena, g: GameId) -> Result<(Surreal, Surreal)> {
        let left = Surreal::dyadic(arena.left_stop(g)).add(self)?;
        let right = Surreal::dyadic(arena.right_stop(g)).add(self)?;
        Ok((left, right))
    }
}

/// The order of the Hahn field: the first differing term decides.
impl Ord for Surreal {
    fn cmp(&self, other: &Surreal) -> Ordering {
        let (mut a, mut b) = (self.terms.iter(), other.terms.iter());
        loop {
            match (a.next(), b.next()) {
                (None, None) => return Ordering::Equal,
                (Some(x), None) => return x.coefficient.cmp(&Rational::ZERO),
                (None, Some(y)) => return Rational::ZERO.cmp(&y.coefficient),
                (Some(x), Some(y)) => match x.exponent.cmp(&y.exponent) {
                    Ordering::Greater => return x.coefficient.cmp(&Rational::ZERO),
                    Ordering::Less => return Rational::ZERO.cmp(&y.coefficient),
                    Ordering::Equal => match x.coefficient.cmp(&y.coefficient) {
                        Ordering::Equal => continue,
                        unequal => return unequal,
                    },
                },
            }
        }
    }
}

impl PartialOrd for Surreal {
    fn partial_cmp(&self, other: &Surreal) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// Writes the normal form: `omega^2*3 - omega/2 + 1/3 + omega^(-1)`. A coefficient `p/q`
/// is written `*p/q` after the power (`/q` when `p = 1`); an exponent is bracketed unless
/// it is a non-negative integer or `omega`. This is also what [`expression::parse`] reads.
impl fmt::Display for Surreal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.terms.is_empty() {
            return write!(f, "0");
        }
        for (i, t) in self.terms.iter().enumerate() {
            let c = t.coefficient;
            let magnitude = if c.signum() < 0 { -c } else { c };
            match (i, c.signum() < 0) {
                (0, true) => write!(f, "-")?,
                (0, false) => {}
                (_, true) => write!(f, " - ")?,
                (_, false) => write!(f, " + ")?,
            }
            if t.exponent.is_zero() {
                write!(f, "{magnitude}")?;
                continue;
            }
            write!(f, "omega")?;
            let e = &t.exponent;
            let plain = e
                .as_rational()
                .is_some_and(|r| r.denominator() == 1 && r.signum() > 0)
                || *e == Surreal::omega();
            if e.as_rational() != Some(Rational::ONE) {
                if plain {
                    write!(f, "^{e}")?;
                } else {
                    write!(f, "^({e})")?;
                }
            }
            match (magnitude.numerator(), magnitude.denominator()) {
                (1, 1) => {}
                (1, q) => write!(f, "/{q}")?,
                (p, 1) => write!(f, "*{p}")?,
                (p, q) => write!(f, "*{p}/{q}")?,
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests;
