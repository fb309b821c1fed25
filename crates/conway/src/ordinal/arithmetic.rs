//! Ordinal arithmetic on Cantor normal forms (Sierpiński, *Cardinal and Ordinal Numbers*,
//! ch. XIV; Jech, *Set Theory*, ch. 2).
//!
//! With `a = omega^e1·c1 + ... + omega^ek·ck`:
//!
//! * **Sum** `a + b`, `b`'s leading term `omega^f·d`: the terms of `a` with exponents
//!   below `f` are absorbed, a term `omega^f·c` of `a` adds its coefficient to `d`, and
//!   `b` follows. So `1 + omega = omega`.
//! * **Product** `a·b`, distributing on the left over `b`'s terms (`a·(x + y) = a·x +
//!   a·y`): `a·omega^f = omega^(e1 + f)` for `f > 0`, and `a·n = omega^e1·(c1·n) + (the
//!   rest of a)` for an integer `n > 0`. So `2·omega = omega`, `omega·2 = omega + omega`.
//! * **Power** `a^b`, `b = l + n` (`l` a limit or 0, `n` finite): `a^b = a^l · a^n`; for
//!   `a` infinite `a^l = omega^(e1·l)`; for an integer `a >= 2`, `a^l = omega^m` with
//!   `l = omega·m` (each exponent `f` of `l` becomes `-1 + f`). So `2^omega = omega`.
//! * **Natural (Hessenberg) sum and product** `a (+) b`, `a (x) b`: the normal forms
//!   added as polynomials in `omega` (like exponents' coefficients added), and multiplied
//!   as polynomials with exponents natural-summed. Both are commutative.
//!
//! A coefficient past `2^128 - 1`, a normal form of more than [`MAX_NODES`] nodes (as
//! `(omega + 1)^n` has `n + 1` terms), or a natural product of more than
//! [`MAX_TERM_PRODUCTS`] pairs of terms is an [`OrdinalError`].

use super::{Ordinal, Term};
use std::fmt;

/// The most nodes (terms, counted down through the exponents) an operation's result may
/// have.
pub const MAX_NODES: usize = 100_000;

/// The most levels of exponents (`omega^omega^omega` has 3) a result may have.
pub const MAX_HEIGHT: usize = 400;

/// The most pairs of terms a natural product multiplies.
pub const MAX_TERM_PRODUCTS: usize = 10_000_000;

/// Why an ordinal operation has no result here.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OrdinalError {
    /// A coefficient of the result would pass `2^128 - 1`.
    CoefficientOverflow,
    /// The result's normal form would have more than [`MAX_NODES`] nodes.
    TooLarge,
    /// The result would have more than [`MAX_HEIGHT`] levels of exponents.
    TooTall,
    /// A natural product of normal forms with this many pairs of terms, more than
    /// [`MAX_TERM_PRODUCTS`].
    TooManyTermProducts {
        /// The number of terms of one factor times that of the other.
        pairs: usize,
    },
}

impl fmt::Display for OrdinalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OrdinalError::CoefficientOverflow => write!(
                f,
                "a coefficient of the result would pass 2^128 - 1, the largest held"
            ),
            OrdinalError::TooLarge => write!(
                f,
                "the result's normal form would have more than {MAX_NODES} terms \
                 (counted through the exponents), the most held"
            ),
            OrdinalError::TooTall => write!(
                f,
                "the result's exponents would nest more than {MAX_HEIGHT} levels deep, the \
                 most held"
            ),
            OrdinalError::TooManyTermProducts { pairs } => write!(
                f,
                "a natural product of {pairs} pairs of terms; at most {MAX_TERM_PRODUCTS} \
                 are multiplied"
            ),
        }
    }
}

impl std::error::Error for OrdinalError {}

type Result<T> = std::result::Result<T, OrdinalError>;

fn checked(ordinal: Ordinal) -> Result<Ordinal> {
    if ordinal.size() > MAX_NODES {
        Err(OrdinalError::TooLarge)
    } else if ordinal.height() > MAX_HEIGHT {
        Err(OrdinalError::TooTall)
    } else {
        Ok(ordinal)
    }
}

fn add_coefficients(a: u128, b: u128) -> Result<u128> {
    a.checked_add(b).ok_or(OrdinalError::CoefficientOverflow)
}

fn mul_coefficients(a: u128, b: u128) -> Result<u128> {
    a.checked_mul(b).ok_or(OrdinalError::CoefficientOverflow)
}

impl Ordinal {
    /// The ordinal sum `self + other`.
    pub fn add(&self, other: &Ordinal) -> Result<Ordinal> {
        let mut sum = self.clone();
        sum.add_in_place(other)?;
        checked(sum)
    }

    /// `self = self + other`, in time linear in `other` and in the terms absorbed.
    fn add_in_place(&mut self, other: &Ordinal) -> Result<()> {
        let Some(lead) = other.terms.first() else {
            return Ok(());
        };
        while self
            .terms
            .last()
            .is_some_and(|t| t.exponent < lead.exponent)
        {
            self.terms.pop();
        }
        let mut rest = other.terms.iter();
        if let Some(last) = self
            .terms
            .last_mut()
            .filter(|t| t.exponent == lead.exponent)
        {
            last.coefficient = add_coefficients(last.coefficient, lead.coefficient)?;
            rest.next();
        }
        self.terms.extend(rest.cloned());
        Ok(())
    }

    /// The ordinal product `self · other`.
    pub fn mul(&self, other: &Ordinal) -> Result<Ordinal> {
        let Some(lead) = self.terms.first() else {
            return Ok(Ordinal::zero());
        };
        let mut product = Ordinal::zero();
        for term in &other.terms {
            let piece = if term.exponent.is_zero() {
                let mut terms = self.terms.clone();
                terms[0].coefficient = mul_coefficients(lead.coefficient, term.coefficient)?;
                Ordinal { terms }
            } else {
                Ordinal::monomial(lead.exponent.add(&term.exponent)?, term.coefficient)
            };
            product.add_in_place(&piece)?;
            if product.terms.len() > MAX_NODES {
                return Err(OrdinalError::TooLarge);
            }
        }
        checked(product)
    }

    /// The ordinal power `self ^ exponent`.
    pub fn pow(&self, exponent: &Ordinal) -> Result<Ordinal> {
        if exponent.is_zero() {
            return Ok(Ordinal::from(1u32));
        }
        if self.is_zero() || self.as_finite() == Some(1) {
            return Ok(self.clone());
        }
        let finite = exponent.finite_part();
        let limit = Ordinal {
            terms: exponent
                .terms
                .iter()
                .filter(|t| !t.exponent.is_zero())
                .cloned()
                .collect(),
        };
        let limit_power = if limit.is_zero() {
            Ordinal::from(1u32)
        } else if self.is_finite() {
            Ordinal::omega_power(limit.divided_by_omega())
        } else {
            Ordinal::omega_power(self.leading_exponent().mul(&limit)?)
        };
        limit_power.mul(&self.pow_finite(finite)?)
    }

    /// `self ^ n` by repeated squaring (the ordinal product is associative).
    fn pow_finite(&self, mut n: u128) -> Result<Ordinal> {
        let mut result = Ordinal::from(1u32);
        let mut square = self.clone();
        loop {
            if n & 1 == 1 {
                result = result.mul(&square)?;
            }
            n >>= 1;
            if n == 0 {
                return Ok(result);
            }
            square = square.mul(&square)?;
        }
    }

    /// `m` with `self = omega·m`, for a limit ordinal `self`: each exponent `f` (all `>= 1`)
    /// becomes `-1 + f`, which is `f - 1` for an integer and `f` itself for an infinite `f`.
    fn divided_by_omega(&self) -> Ordinal {
        Ordinal {
            terms: self
                .terms
                .iter()
                .map(|t| Term {
                    exponent: match t.exponent.as_finite() {
                        Some(f) => Ordinal::from(f - 1),
                        None => t.exponent.clone(),
                    },
                    coefficient: t.coefficient,
                })
                .collect(),
        }
    }

    /// The natural (Hessenberg) sum: the normal forms added as polynomials in `omega`.
    pub fn natural_sum(&self, other: &Ordinal) -> Result<Ordinal> {
        let terms = crate::sorted_merge::merge(
            self.terms.iter().cloned(),
            other.terms.iter().cloned(),
            |x, y| y.exponent.cmp(&x.exponent),
            |x, y| {
                let coefficient = add_coefficients(x.coefficient, y.coefficient)?;
                Ok(Some(Term {
                    exponent: x.exponent,
                    coefficient,
                }))
            },
        )?;
        checked(Ordinal { terms })
    }

    /// The natural (Hessenberg) product: the normal forms multiplied as polynomials in
    /// `omega`, exponents natural-summed.
    pub fn natural_product(&self, other: &Ordinal) -> Result<Ordinal> {
        let pairs = self.terms.len().saturating_mul(other.terms.len());
        if pairs > MAX_TERM_PRODUCTS {
            return Err(OrdinalError::TooManyTermProducts { pairs });
        }
        let mut sum: std::collections::BTreeMap<Ordinal, u128> = Default::default();
        for x in &self.terms {
            for y in &other.terms {
                let coefficient = sum.entry(x.exponent.natural_sum(&y.exponent)?).or_insert(0);
                *coefficient = add_coefficients(
                    *coefficient,
                    mul_coefficients(x.coefficient, y.coefficient)?,
                )?;
            }
            if sum.len() > MAX_NODES {
                return Err(OrdinalError::TooLarge);
            }
        }
        checked(Ordinal {
            terms: sum
                .into_iter()
                .rev()
                .map(|(exponent, coefficient)| Term {
                    exponent,
                    coefficient,
                })
                .collect(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ordinal::expression::parse;
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};

    fn o(text: &str) -> Ordinal {
        parse(text).unwrap()
    }

    #[test]
    fn textbook_identities() {
        // Sierpiński ch. XIV and Jech ch. 2: sums and products are not commutative.
        assert_eq!(o("1 + omega"), o("omega"));
        assert_eq!(o("omega + 1").to_string(), "omega + 1");
        assert_eq!(o("2*omega"), o("omega"));
        assert_eq!(o("omega*2"), o("omega + omega"));
        assert_eq!(o("(omega + 1)*2").to_string(), "omega*2 + 1");
        assert_eq!(o("(omega + 1)*omega"), o("omega^2"));
        assert_eq!(o("omega*(omega + 1)").to_string(), "omega^2 + omega");
        assert_eq!(o("(omega + 1)^2").to_string(), "omega^2 + omega + 1");
        assert_eq!(o("2^omega"), o("omega"));
        assert_eq!(o("2^(omega + 1)"), o("omega*2"));
        assert_eq!(o("omega^omega^omega").to_string(), "omega^(omega^omega)");
        assert_eq!(o("(omega^2 + 1)^omega"), o("omega^omega"));
        assert_eq!(o("3^(omega^2)"), o("omega^omega"));
        assert_eq!(o("2^(omega^omega)"), o("omega^omega^omega"));
        assert_eq!(
            o("(omega + 2)^(omega + 1)").to_string(),
            "omega^(omega + 1) + omega^omega*2"
        );
        assert_eq!(o("0^0"), o("1"));
        assert_eq!(o("0^omega"), o("0"));
        // The natural operations are commutative and strictly increasing.
        let a = o("omega + 1");
        let b = o("omega^2*3 + omega");
        assert_eq!(
            a.natural_sum(&b).unwrap().to_string(),
            "omega^2*3 + omega*2 + 1"
        );
        assert_eq!(
            a.natural_product(&o("omega")).unwrap().to_string(),
            "omega^2 + omega"
        );
        assert_eq!(
            o("omega + 1")
                .natural_product(&o("omega + 1"))
                .unwrap()
                .to_string(),
            "omega^2 + omega*2 + 1"
        );
    }

    #[test]
    fn limits_are_refused_with_their_bound() {
        let big = Ordinal::from(u128::MAX);
        assert_eq!(
            big.add(&Ordinal::from(1u32)),
            Err(OrdinalError::CoefficientOverflow)
        );
        assert_eq!(
            o("3").pow(&o("200")),
            Err(OrdinalError::CoefficientOverflow)
        );
        assert_eq!(
            o("omega*2").pow(&o("200")).unwrap().to_string(),
            "omega^200*2"
        );
        assert_eq!(
            o("omega + 1").pow(&o("1000000")),
            Err(OrdinalError::TooLarge)
        );
        let mut tall = o("omega");
        for _ in 0..MAX_HEIGHT - 2 {
            tall = Ordinal::omega().pow(&tall).unwrap();
        }
        assert_eq!(Ordinal::omega().pow(&tall), Err(OrdinalError::TooTall));
        let wide = o("omega + 1").pow(&o("4000")).unwrap();
        assert_eq!(
            wide.natural_product(&wide),
            Err(OrdinalError::TooManyTermProducts { pairs: 4001 * 4001 })
        );
    }

    fn random_ordinal(rng: &mut StdRng, depth: u32) -> Ordinal {
        let count = rng.gen_range(0..4);
        let mut terms: Vec<(Ordinal, u128)> = (0..count)
            .map(|_| {
                let exponent = if depth == 0 {
                    Ordinal::from(rng.gen_range(0..3u128))
                } else {
                    random_ordinal(rng, depth - 1)
                };
                (exponent, 1 + rng.gen_range(0..3u128))
            })
            .collect();
        terms.sort_by(|a, b| b.0.cmp(&a.0));
        terms.dedup_by(|a, b| a.0 == b.0);
        Ordinal::from_terms(terms).unwrap()
    }

    /// The laws of ordinal arithmetic (Jech, ch. 2) on random normal forms: sums and
    /// products associative, the product distributive on the left, powers adding and
    /// multiplying exponents, successors stepping up by one, the natural operations
    /// commutative and distributive, and the order kept by the operations that keep it.
    #[test]
    fn the_laws_of_ordinal_arithmetic_hold_on_random_ordinals() {
        let mut rng = StdRng::seed_from_u64(32);
        let one = Ordinal::from(1u32);
        for _ in 0..400 {
            let a = random_ordinal(&mut rng, 1);
            let b = random_ordinal(&mut rng, 1);
            let c = random_ordinal(&mut rng, 1);
            let add = |x: &Ordinal, y: &Ordinal| x.add(y).unwrap();
            let mul = |x: &Ordinal, y: &Ordinal| x.mul(y).unwrap();
            assert_eq!(add(&add(&a, &b), &c), add(&a, &add(&b, &c)));
            assert_eq!(mul(&mul(&a, &b), &c), mul(&a, &mul(&b, &c)));
            assert_eq!(mul(&a, &add(&b, &c)), add(&mul(&a, &b), &mul(&a, &c)));
            assert!(add(&a, &b) >= b && add(&a, &b) >= a);
            if !b.is_zero() {
                assert!(add(&a, &b) > a, "a + b > a for b > 0");
            }
            // a·(b + 1) = a·b + a and a^(b + 1) = a^b · a: the successor steps.
            assert_eq!(mul(&a, &add(&b, &one)), add(&mul(&a, &b), &a));
            let small = random_ordinal(&mut rng, 0);
            let tiny = Ordinal::from(rng.gen_range(0..3u128));
            assert_eq!(
                a.pow(&add(&small, &one)).unwrap(),
                mul(&a.pow(&small).unwrap(), &a)
            );
            assert_eq!(
                a.pow(&add(&small, &tiny)).unwrap(),
                mul(&a.pow(&small).unwrap(), &a.pow(&tiny).unwrap())
            );
            assert_eq!(
                a.pow(&mul(&small, &tiny)).unwrap(),
                a.pow(&small).unwrap().pow(&tiny).unwrap()
            );
            let nsum = |x: &Ordinal, y: &Ordinal| x.natural_sum(y).unwrap();
            let nprod = |x: &Ordinal, y: &Ordinal| x.natural_product(y).unwrap();
            assert_eq!(nsum(&a, &b), nsum(&b, &a));
            assert_eq!(nprod(&a, &b), nprod(&b, &a));
            assert_eq!(
                nprod(&a, &nsum(&b, &c)),
                nsum(&nprod(&a, &b), &nprod(&a, &c))
            );
            assert!(nsum(&a, &b) >= add(&a, &b));
            if a < b {
                assert!(nsum(&a, &c) < nsum(&b, &c));
                assert!(add(&c, &a) < add(&c, &b));
            }
        }
    }

    /// On integers every operation is the integers' own.
    #[test]
    fn integers_are_ordinals() {
        let mut rng = StdRng::seed_from_u64(7);
        for _ in 0..200 {
            let (x, y) = (rng.gen_range(0..1000u128), rng.gen_range(0..6u128));
            let (a, b) = (Ordinal::from(x), Ordinal::from(y));
            assert_eq!(a.add(&b).unwrap(), Ordinal::from(x + y));
            assert_eq!(a.mul(&b).unwrap(), Ordinal::from(x * y));
            assert_eq!(a.pow(&b).unwrap(), Ordinal::from(x.pow(y as u32)));
            assert_eq!(a.natural_product(&b).unwrap(), Ordinal::from(x * y));
        }
    }
}
