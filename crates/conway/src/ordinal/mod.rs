//! Ordinals below `epsilon_0`, in Cantor normal form.
//!
//! **Cantor's normal form** (Cantor 1897; Sierpiński, *Cardinal and Ordinal Numbers*,
//! ch. XIV): every ordinal `a > 0` is uniquely
//! `omega^e1·c1 + omega^e2·c2 + ... + omega^ek·ck` with exponents `e1 > e2 > ... > ek`
//! (ordinals again) and positive integer coefficients. An ordinal whose exponents are
//! written so again, down to integers, is below `epsilon_0`, the least `e` with
//! `omega^e = e`; every ordinal this module holds is such a finite tree. Two normal forms
//! compare as the sequences of their terms `(exponent, coefficient)`, lexicographically
//! (a proper prefix is the smaller), which is the derived order of [`Ordinal`].
//!
//! [`arithmetic`] has the ordinal sum, product and power and the natural (Hessenberg) sum
//! and product; [`expression`] reads written ordinals such as `omega^(omega+1)*3 + 5`. The
//! nim arithmetic of ordinals is [`crate::impartial::nimber::transfinite`].
//!
//! Coefficients are `u128`: an operation whose coefficient would pass `2^128 - 1` is an
//! [`OrdinalError`], never a wrapped value.
//!
//! ```
//! use conway::ordinal::Ordinal;
//! let w = Ordinal::omega();
//! assert_eq!(Ordinal::from(1u32).add(&w).unwrap(), w); // 1 + omega = omega
//! assert!(w.add(&Ordinal::from(1u32)).unwrap() > w); // omega + 1 > omega
//! assert_eq!(w.mul(&Ordinal::from(2u32)).unwrap().to_string(), "omega*2");
//! assert_eq!(Ordinal::from(2u32).mul(&w).unwrap(), w);
//! ```

pub mod arithmetic;
pub mod expression;

pub use arithmetic::OrdinalError;

use std::fmt;

/// An ordinal below `epsilon_0`, in Cantor normal form.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Ordinal {
    /// The terms, exponents strictly decreasing, coefficients positive.
    terms: Vec<Term>,
}

/// One term `omega^exponent · coefficient` of a normal form. The derived order (exponent
/// first, then coefficient) is the order of single terms.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
struct Term {
    exponent: Ordinal,
    coefficient: u128,
}

impl Ordinal {
    /// The ordinal 0.
    pub fn zero() -> Ordinal {
        Ordinal { terms: Vec::new() }
    }

    /// The least infinite ordinal.
    pub fn omega() -> Ordinal {
        Ordinal::omega_power(Ordinal::from(1u32))
    }

    /// `omega^exponent`.
    pub fn omega_power(exponent: Ordinal) -> Ordinal {
        Ordinal::monomial(exponent, 1)
    }

    /// `omega^exponent · coefficient` (0 when the coefficient is 0).
    pub fn monomial(exponent: Ordinal, coefficient: u128) -> Ordinal {
        if coefficient == 0 {
            return Ordinal::zero();
        }
        Ordinal {
            terms: vec![Term {
                exponent,
                coefficient,
            }],
        }
    }

    /// The ordinal with these terms `(exponent, coefficient)`, which must be in normal form
    /// (exponents strictly decreasing, coefficients positive); `None` otherwise.
    pub fn from_terms(terms: impl IntoIterator<Item = (Ordinal, u128)>) -> Option<Ordinal> {
        let terms: Vec<Term> = terms
            .into_iter()
            .map(|(exponent, coefficient)| Term {
                exponent,
                coefficient,
            })
            .collect();
        let ordered = terms.windows(2).all(|w| w[0].exponent > w[1].exponent);
        (ordered && terms.iter().all(|t| t.coefficient > 0)).then_some(Ordinal { terms })
    }

    /// True for 0.
    pub fn is_zero(&self) -> bool {
        self.terms.is_empty()
    }

    /// The integer, if the ordinal is finite.
    pub fn as_finite(&self) -> Option<u128> {
        match self.terms.as_slice() {
            [] => Some(0),
            [t] if t.exponent.is_zero() => Some(t.coefficient),
            _ => None,
        }
    }

    /// True if the ordinal is finite.
    pub fn is_finite(&self) -> bool {
        self.as_finite().is_some()
    }

    /// The terms `(exponent, coefficient)`, the largest first.
    pub fn terms(&self) -> impl DoubleEndedIterator<Item = (&Ordinal, u128)> + ExactSizeIterator {
        self.terms.iter().map(|t| (&t.exponent, t.coefficient))
    }

    /// The number of terms of the normal form.
    pub fn term_count(&self) -> usize {
        self.terms.len()
    }

    /// The exponent of the leading term (0 for the ordinal 0).
    pub fn leading_exponent(&self) -> Ordinal {
        self.terms
            .first()
            .map_or_else(Ordinal::zero, |t| t.exponent.clone())
    }

    /// The finite part: the coefficient of `omega^0`.
    pub fn finite_part(&self) -> u128 {
        self.terms
            .last()
            .filter(|t| t.exponent.is_zero())
            .map_or(0, |t| t.coefficient)
    }

    /// The nodes of the normal form's tree: its terms, and those of their exponents, all
    /// the way down. Limits on written ordinals count these.
    pub fn size(&self) -> usize {
        self.terms.iter().map(|t| 1 + t.exponent.size()).sum()
    }

    /// The levels of exponents: 0 for 0, 1 for an integer, `1 +` the most of its
    /// exponents' otherwise (`omega^omega` has 3: `omega^(omega^1)`).
    pub fn height(&self) -> usize {
        self.terms
            .iter()
            .map(|t| 1 + t.exponent.height())
            .max()
            .unwrap_or(0)
    }
}

impl From<u128> for Ordinal {
    fn from(n: u128) -> Ordinal {
        Ordinal::monomial(Ordinal::zero(), n)
    }
}

impl From<u64> for Ordinal {
    fn from(n: u64) -> Ordinal {
        Ordinal::from(u128::from(n))
    }
}

impl From<u32> for Ordinal {
    fn from(n: u32) -> Ordinal {
        Ordinal::from(u128::from(n))
    }
}

/// Writes the normal form: `omega^(omega+1)*3 + omega*2 + 5`. An exponent is bracketed
/// unless it is an integer or `omega`; a coefficient 1 is left out. This is also the
/// syntax [`expression::parse`] reads.
impl fmt::Display for Ordinal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.terms.is_empty() {
            return write!(f, "0");
        }
        for (i, term) in self.terms.iter().enumerate() {
            if i > 0 {
                write!(f, " + ")?;
            }
            let exponent = &term.exponent;
            if exponent.is_zero() {
                write!(f, "{}", term.coefficient)?;
                continue;
            }
            write!(f, "omega")?;
            if exponent.as_finite() != Some(1) {
                if exponent.is_finite() || *exponent == Ordinal::omega() {
                    write!(f, "^{exponent}")?;
                } else {
                    write!(f, "^({exponent})")?;
                }
            }
            if term.coefficient != 1 {
                write!(f, "*{}", term.coefficient)?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn n(k: u128) -> Ordinal {
        Ordinal::from(k)
    }

    #[test]
    fn normal_forms_print_as_they_are_read() {
        let w = Ordinal::omega();
        let forms = [
            (Ordinal::zero(), "0"),
            (n(7), "7"),
            (w.clone(), "omega"),
            (Ordinal::monomial(n(1), 3), "omega*3"),
            (Ordinal::omega_power(w.clone()), "omega^omega"),
            (Ordinal::omega_power(n(2)), "omega^2"),
            (
                Ordinal::from_terms([
                    (Ordinal::from_terms([(n(1), 1), (n(0), 1)]).unwrap(), 2),
                    (n(0), 5),
                ])
                .unwrap(),
                "omega^(omega + 1)*2 + 5",
            ),
        ];
        for (ordinal, text) in forms {
            assert_eq!(ordinal.to_string(), text);
            assert_eq!(expression::parse(text).unwrap(), ordinal, "{text}");
        }
    }

    #[test]
    fn the_order_is_that_of_the_ordinals() {
        let w = Ordinal::omega();
        let chain = [
            Ordinal::zero(),
            n(1),
            n(1_000_000),
            w.clone(),
            Ordinal::from_terms([(n(1), 1), (n(0), 1)]).unwrap(),
            Ordinal::monomial(n(1), 2),
            Ordinal::omega_power(n(2)),
            Ordinal::from_terms([(n(2), 1), (n(1), 9), (n(0), 9)]).unwrap(),
            Ordinal::omega_power(w.clone()),
            Ordinal::omega_power(Ordinal::omega_power(w.clone())),
        ];
        for pair in chain.windows(2) {
            assert!(pair[0] < pair[1], "{} < {}", pair[0], pair[1]);
        }
    }

    #[test]
    fn terms_out_of_normal_form_are_refused() {
        assert!(Ordinal::from_terms([(n(0), 1), (n(1), 1)]).is_none());
        assert!(Ordinal::from_terms([(n(1), 1), (n(1), 1)]).is_none());
        assert!(Ordinal::from_terms([(n(1), 0)]).is_none());
        assert_eq!(Ordinal::from_terms([]).unwrap(), Ordinal::zero());
    }
}
