//! Written surreal numbers.
//!
//! Grammar (whitespace is allowed between tokens), loosest first:
//!
//! ```text
//! expr    := term (('+' | '-') term)*
//! term    := unary (('*' | '/') unary)*        a quotient's divisor is one term
//! unary   := '-' unary | power
//! power   := atom ['^' unary]                  right to left
//! atom    := integer | 'omega' | 'w' | 'ω' | 'sqrt' '(' expr ')' | '(' expr ')'
//! ```
//!
//! `a^b` is a power by an integer `b` (negative: of the inverse), or, for `a = omega^y`
//! (`omega` itself, `omega^2`, ...), the power `omega^(y·b)` by any number `b`:
//! `omega^(1/2)`, `omega^omega`, `omega^-1 = 1/omega`. Integers are below `2^127`.
//!
//! ```
//! use conway::surreal::expression::parse;
//! assert_eq!(parse("omega - 1").unwrap().to_string(), "omega - 1");
//! assert_eq!(parse("(omega + 1)*(omega - 1)").unwrap().to_string(), "omega^2 - 1");
//! assert_eq!(parse("w^(1/2) * w^(1/2)").unwrap().to_string(), "omega");
//! assert_eq!(parse("3/omega").unwrap().to_string(), "omega^(-1)*3");
//! ```

use super::{Surreal, SurrealError};
use crate::ordinal::expression::is_omega;
pub use crate::scanner::ExpressionError;
use crate::scanner::Scanner;

/// The surreal number an expression denotes.
pub fn parse(text: &str) -> Result<Surreal, ExpressionError> {
    Scanner::whole(text, expr, "'+', '-', '*', '/', '^' or the end")
}

fn fault(s: &Scanner, at: usize) -> impl Fn(SurrealError) -> ExpressionError + '_ {
    move |e| s.error_at(at, e.to_string())
}

fn expr(s: &mut Scanner) -> Result<Surreal, ExpressionError> {
    let mut value = term(s)?;
    loop {
        s.skip_space();
        let at = s.at;
        if s.eat('+') {
            let right = term(s)?;
            value = value.add(&right).map_err(fault(s, at))?;
        } else if s.eat('-') {
            let right = term(s)?;
            value = value.sub(&right).map_err(fault(s, at))?;
        } else {
            return Ok(value);
        }
    }
}

fn term(s: &mut Scanner) -> Result<Surreal, ExpressionError> {
    let mut value = unary(s)?;
    loop {
        s.skip_space();
        let at = s.at;
        if s.eat('*') {
            let right = unary(s)?;
            value = value.mul(&right).map_err(fault(s, at))?;
        } else if s.eat('/') {
            let right = unary(s)?;
            value = value.div(&right).map_err(fault(s, at))?;
        } else {
            return Ok(value);
        }
    }
}

fn unary(s: &mut Scanner) -> Result<Surreal, ExpressionError> {
    s.skip_space();
    let at = s.at;
    if s.eat('-') {
        return Ok(s.deeper(at, unary)?.neg());
    }
    power(s)
}

fn power(s: &mut Scanner) -> Result<Surreal, ExpressionError> {
    let base = atom(s)?;
    s.skip_space();
    let at = s.at;
    if !s.eat('^') {
        return Ok(base);
    }
    let exponent = s.deeper(at, unary)?;
    raise(&base, &exponent).map_err(fault(s, at))
}

/// `base^exponent`: an integer power, or a power of a power of omega.
fn raise(base: &Surreal, exponent: &Surreal) -> Result<Surreal, SurrealError> {
    if let Some(n) = exponent.as_rational().filter(|r| r.denominator() == 1) {
        return base.pow(n.numerator());
    }
    match base.terms.as_slice() {
        [t] if t.coefficient == super::Rational::ONE => Ok(t.exponent.mul(exponent)?.omega_power()),
        _ => Err(SurrealError::NotHeld(format!(
            "({base})^({exponent}) is not held: powers are by integers, or of omega^y by any \
             number"
        ))),
    }
}

fn atom(s: &mut Scanner) -> Result<Surreal, ExpressionError> {
    s.skip_space();
    let start = s.at;
    match s.peek() {
        Some('(') => {
            s.at += 1;
            s.nested(start, ')', expr)
        }
        Some(c) if c.is_ascii_digit() => {
            let n = s.integer()?;
            let n = i128::try_from(n).map_err(|_| {
                s.error_at(
                    start,
                    "the integer is too large: integers here are below 2^127".into(),
                )
            })?;
            Ok(Surreal::integer(n))
        }
        Some(c) if c.is_alphabetic() => {
            let name = s.word();
            if is_omega(&name) {
                return Ok(Surreal::omega());
            }
            let names = "omega (or w) and the function sqrt";
            let radicand = s.sole_argument(start, &name, "sqrt", names, expr)?;
            radicand.sqrt().map_err(fault(s, start))
        }
        _ => Err(s.error_here(format!(
            "expected a number, omega, '(' or sqrt(...), found {}",
            s.found()
        ))),
    }
}
