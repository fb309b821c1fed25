//! Expressions of nim arithmetic on ordinals: integers, `omega` and written ordinals
//! read as nimbers.
//!
//! Grammar (whitespace is allowed between tokens), loosest first:
//!
//! ```text
//! expr     := term ('+' term)*                  nim-sum
//! term     := power (('*' | '/') power)*        nim-product and quotient, left to right
//! power    := atom ['^' exponent]               a power (not chained: write (a^b)^c)
//! atom     := integer | 'omega' | 'w' | 'ω' | '[' ordinal ']'
//!           | 'sqrt' '(' expr ')' | '(' expr ')'
//! integer  := digits | '0x' hexdigits           below 2^128
//! exponent := ['-'] digits                      an ordinary integer: a^-1 = 1/a
//! ordinal  := an ordinal in ordinal arithmetic  (crate::ordinal::expression)
//! ```
//!
//! The exponent counts factors, so it is an ordinary integer and not a nimber: `2^3` is
//! `2 * 2 * 2 = 2`, and `a^-n` is `(1/a)^n`. Square brackets hold ordinal arithmetic, as
//! in *On Numbers and Games*: `[omega^2]` is the ordinal `omega^2`, while `omega^3` is the
//! nim-cube of `omega`, which is 2. Dividing by 0, or raising 0 to a negative power, is
//! an error. The arithmetic is that of [`super::transfinite`]: sums of any ordinals,
//! products, powers, quotients and roots below [`super::transfinite::product_bound`]
//! (finite nimbers below `2^128` through [`super::NimField`]).
//!
//! ```
//! use conway::impartial::nimber::expression::evaluate;
//! use conway::ordinal::Ordinal;
//! assert_eq!(evaluate("2*3 + 1").unwrap(), Ordinal::from(0u32));
//! assert_eq!(evaluate("sqrt(8)^2").unwrap(), Ordinal::from(8u32));
//! assert_eq!(evaluate("16*16").unwrap(), Ordinal::from(24u32));
//! assert_eq!(evaluate("omega^3").unwrap(), Ordinal::from(2u32));
//! assert_eq!(evaluate("omega * omega").unwrap().to_string(), "omega^2");
//! assert_eq!(evaluate("[omega^omega]^5").unwrap(), Ordinal::from(4u32));
//! assert_eq!(evaluate("1/0").unwrap_err().to_string(), "column 2: division by 0");
//! ```

use super::transfinite::{nim_inverse, nim_power, nim_product, nim_sqrt, nim_sum, NimError};
use crate::ordinal::expression::is_omega;
use crate::ordinal::Ordinal;
use crate::scanner::Scanner;
pub use crate::scanner::{ExpressionError, MAX_NESTING};

/// The value of a nim-arithmetic expression, an ordinal read as a nimber.
pub fn evaluate(text: &str) -> Result<Ordinal, ExpressionError> {
    Scanner::whole(text, expr, "'+', '*', '/', '^' or the end")
}

fn fault(s: &Scanner, at: usize) -> impl Fn(NimError) -> ExpressionError + '_ {
    move |e| s.error_at(at, e.to_string())
}

fn expr(s: &mut Scanner) -> Result<Ordinal, ExpressionError> {
    let mut value = term(s)?;
    while s.eat('+') {
        value = nim_sum(&value, &term(s)?);
    }
    Ok(value)
}

fn term(s: &mut Scanner) -> Result<Ordinal, ExpressionError> {
    let mut value = power(s)?;
    loop {
        s.skip_space();
        let at = s.at;
        if s.eat('*') {
            let factor = power(s)?;
            value = nim_product(&value, &factor).map_err(fault(s, at))?;
        } else if s.eat('/') {
            let divisor = power(s)?;
            let inverse = nim_inverse(&divisor).map_err(fault(s, at))?;
            value = nim_product(&value, &inverse).map_err(fault(s, at))?;
        } else {
            return Ok(value);
        }
    }
}

fn power(s: &mut Scanner) -> Result<Ordinal, ExpressionError> {
    let base = atom(s)?;
    if !s.eat('^') {
        return Ok(base);
    }
    let caret = s.at - 1;
    s.skip_space();
    let negative = s.peek() == Some('-');
    if negative {
        s.at += 1;
    }
    let start = s.at;
    let digits = s.digits(10);
    if digits.is_empty() {
        return Err(s.error_here(format!(
            "expected an integer exponent after '^', found {}",
            s.found()
        )));
    }
    let exponent = digits.parse::<u128>().map_err(|_| {
        s.error_at(
            start,
            "the exponent is too large (at most 2^128 - 1)".into(),
        )
    })?;
    if s.eat('^') {
        return Err(s.error_at(
            s.at - 1,
            "a power is not raised again without parentheses: write (a^b)^c".into(),
        ));
    }
    let base = if negative {
        nim_inverse(&base).map_err(|e| match e {
            NimError::DivisionByZero => {
                s.error_at(caret, "0 has no inverse, so no negative power".into())
            }
            e => s.error_at(caret, e.to_string()),
        })?
    } else {
        base
    };
    nim_power(&base, exponent).map_err(fault(s, caret))
}

fn atom(s: &mut Scanner) -> Result<Ordinal, ExpressionError> {
    s.skip_space();
    let start = s.at;
    match s.peek() {
        Some('(') => {
            s.at += 1;
            s.nested(start, ')', expr)
        }
        Some('[') => {
            s.at += 1;
            s.nested(start, ']', crate::ordinal::expression::expr)
        }
        Some(c) if c.is_ascii_digit() => Ok(Ordinal::from(s.integer()?)),
        Some(c) if c.is_alphabetic() => {
            let name = s.word();
            if is_omega(&name) {
                return Ok(Ordinal::omega());
            }
            let names = "omega (or w) and the function sqrt";
            let radicand = s.sole_argument(start, &name, "sqrt", names, expr)?;
            nim_sqrt(&radicand).map_err(fault(s, start))
        }
        _ => Err(s.error_here(format!(
            "expected an integer, omega, '(', '[' or sqrt(...), found {}",
            s.found()
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::nimber::NimField;

    fn v(text: &str) -> u128 {
        evaluate(text).unwrap().as_finite().unwrap()
    }

    #[test]
    fn precedence_and_associativity() {
        // * binds tighter than +: 2*3 + 2 = 1 + 2.
        assert_eq!(v("2*3+2"), 3);
        assert_eq!(v("2*(3+2)"), 2u128.nim_mul(1));
        // ^ binds tighter than *: 2*2^2 = 2*3.
        assert_eq!(v("2*2^2"), 1);
        // / and * from left to right.
        assert_eq!(v("6/2*2"), 6);
        assert_eq!(v(" 0x10 * 0X10 "), 24);
        assert_eq!(v("7^-1 * 7"), 1);
        assert_eq!(v("0^0"), 1);
        assert_eq!(v("sqrt(sqrt(16))^4"), 16);
        let max = u128::MAX.to_string();
        assert_eq!(v(&format!("{max} + {max}")), 0);
    }

    #[test]
    fn errors_name_the_column() {
        let error = |text: &str| evaluate(text).unwrap_err().to_string();
        assert_eq!(error("3 / (2 + 2)"), "column 3: division by 0");
        assert_eq!(
            error("0^-2"),
            "column 2: 0 has no inverse, so no negative power"
        );
        assert_eq!(
            error("2^3^2"),
            "column 4: a power is not raised again without parentheses: write (a^b)^c"
        );
        assert_eq!(
            error("(1 + 2"),
            "column 7: expected ')' to close the '(' of column 1, found the end of the input"
        );
        assert_eq!(
            error("cbrt(8)"),
            "column 1: unknown name 'cbrt': the names are omega (or w) and the function sqrt"
        );
        assert_eq!(
            error("2 - 1"),
            "column 3: expected '+', '*', '/', '^' or the end, found '- 1'"
        );
        assert_eq!(
            error(""),
            "column 1: expected an integer, omega, '(', '[' or sqrt(...), found the end of the input"
        );
        assert_eq!(
            error("2^x"),
            "column 3: expected an integer exponent after '^', found 'x'"
        );
        assert_eq!(error("12ab"), "column 3: unexpected 'ab' in a number");
        assert_eq!(
            error(&format!("1 + {}0", u128::MAX)),
            "column 5: the integer is too large: integers here are below 2^128"
        );
        let deep = format!("{}1{}", "(".repeat(500), ")".repeat(500));
        assert_eq!(
            error(&deep),
            "column 201: brackets and powers nest more than 200 deep"
        );
    }
}
