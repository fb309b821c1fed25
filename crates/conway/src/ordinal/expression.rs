//! Written ordinals: expressions of ordinal arithmetic.
//!
//! Grammar (whitespace is allowed between tokens), loosest first:
//!
//! ```text
//! expr    := term ('+' term)*                 the ordinal sum, left to right
//! term    := power ('*' power)*               the ordinal product, left to right
//! power   := atom ['^' power]                 the ordinal power, right to left
//! atom    := integer | 'omega' | 'w' | 'ω' | '(' expr ')'
//!          | 'natural_sum' '(' expr ',' expr ')' | 'natural_product' '(' expr ',' expr ')'
//! integer := digits | '0x' hexdigits          below 2^128
//! ```
//!
//! `omega^omega^omega` is `omega^(omega^omega)`, as usual. Every result is a normal form
//! of [`super::Ordinal`]; a written ordinal whose value would pass the limits of
//! [`super::arithmetic`] is an error naming the limit.
//!
//! ```
//! use conway::ordinal::expression::parse;
//! assert_eq!(parse("1 + w").unwrap().to_string(), "omega");
//! assert_eq!(parse("(omega + 1) * 2").unwrap().to_string(), "omega*2 + 1");
//! assert_eq!(parse("natural_sum(1, omega)").unwrap().to_string(), "omega + 1");
//! assert_eq!(parse("2^omega^2").unwrap().to_string(), "omega^omega");
//! ```

use super::Ordinal;
pub use crate::scanner::ExpressionError;
use crate::scanner::Scanner;

/// The ordinal an expression denotes.
pub fn parse(text: &str) -> Result<Ordinal, ExpressionError> {
    Scanner::whole(text, expr, "'+', '*', '^' or the end")
}

/// Reads an ordinal expression from the scanner's position, as far as it goes.
pub(crate) fn expr(s: &mut Scanner) -> Result<Ordinal, ExpressionError> {
    let mut value = term(s)?;
    loop {
        s.skip_space();
        let at = s.at;
        if !s.eat('+') {
            return Ok(value);
        }
        let right = term(s)?;
        value = value
            .add(&right)
            .map_err(|e| s.error_at(at, e.to_string()))?;
    }
}

fn term(s: &mut Scanner) -> Result<Ordinal, ExpressionError> {
    let mut value = power(s)?;
    loop {
        s.skip_space();
        let at = s.at;
        if !s.eat('*') {
            return Ok(value);
        }
        let right = power(s)?;
        value = value
            .mul(&right)
            .map_err(|e| s.error_at(at, e.to_string()))?;
    }
}

fn power(s: &mut Scanner) -> Result<Ordinal, ExpressionError> {
    let base = atom(s)?;
    s.skip_space();
    let at = s.at;
    if !s.eat('^') {
        return Ok(base);
    }
    let exponent = s.deeper(at, power)?;
    base.pow(&exponent)
        .map_err(|e| s.error_at(at, e.to_string()))
}

/// The names `omega` is written by.
pub(crate) fn is_omega(word: &str) -> bool {
    matches!(word, "omega" | "w" | "ω")
}

fn atom(s: &mut Scanner) -> Result<Ordinal, ExpressionError> {
    s.skip_space();
    let start = s.at;
    match s.peek() {
        Some('(') => {
            s.at += 1;
            s.nested(start, ')', expr)
        }
        Some(c) if c.is_ascii_digit() => Ok(Ordinal::from(s.integer()?)),
        Some(c) if c.is_alphabetic() => {
            let name = s.word();
            if is_omega(&name) {
                return Ok(Ordinal::omega());
            }
            let operation: fn(&Ordinal, &Ordinal) -> _ = match name.as_str() {
                "natural_sum" => Ordinal::natural_sum,
                "natural_product" => Ordinal::natural_product,
                _ => {
                    let names = "omega (or w), natural_sum and natural_product";
                    return Err(s.unknown_name(start, &name, names));
                }
            };
            let open = s.open_call(&name)?;
            let (a, b) = s.nested(open, ')', |s| {
                let a = expr(s)?;
                if !s.eat(',') {
                    return Err(s.error_here(format!(
                        "expected ',' between the two ordinals of {name}, found {}",
                        s.found()
                    )));
                }
                Ok((a, expr(s)?))
            })?;
            operation(&a, &b).map_err(|e| s.error_at(start, e.to_string()))
        }
        _ => Err(s.error_here(format!(
            "expected an integer, omega or '(', found {}",
            s.found()
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_name_the_column_and_the_limit() {
        let error = |text: &str| parse(text).unwrap_err().to_string();
        assert_eq!(
            error("omega - 1"),
            "column 7: expected '+', '*', '^' or the end, found '- 1'"
        );
        assert_eq!(
            error("epsilon"),
            "column 1: unknown name 'epsilon': the names are omega (or w), natural_sum and \
             natural_product"
        );
        assert_eq!(
            error("natural_sum(1 2)"),
            "column 15: expected ',' between the two ordinals of natural_sum, found '2)'"
        );
        assert_eq!(
            error("(omega"),
            "column 7: expected ')' to close the '(' of column 1, found the end of the input"
        );
        assert!(error("(omega+1)^1000000").contains("more than 100000 terms"));
        assert!(
            error("omega*2^200").starts_with("column 8:"),
            "{}",
            error("omega*2^200")
        );
        assert!(error("w*340282366920938463463374607431768211455*2").contains("2^128 - 1"));
        let tower = format!("w{}", "^w".repeat(300));
        assert_eq!(
            error(&tower),
            "column 402: brackets and powers nest more than 200 deep"
        );
        assert_eq!(
            error(""),
            "column 1: expected an integer, omega or '(', found the end of the input"
        );
    }
}
