//! Expressions of nim arithmetic: integers read as nimbers below `2^128`.
//!
//! Grammar (whitespace is allowed between tokens), loosest first:
//!
//! ```text
//! expr     := term ('+' term)*                  nim-sum (xor)
//! term     := power (('*' | '/') power)*        nim-product and quotient, left to right
//! power    := atom ['^' exponent]               a power (not chained: write (a^b)^c)
//! atom     := integer | 'sqrt' '(' expr ')' | '(' expr ')'
//! integer  := digits | '0x' hexdigits           below 2^128
//! exponent := ['-'] digits                      an ordinary integer: a^-1 = 1/a
//! ```
//!
//! The exponent counts factors, so it is an ordinary integer and not a nimber: `2^3` is
//! `2 * 2 * 2 = 2`, and `a^-n` is `(1/a)^n`. Dividing by 0, or raising 0 to a negative
//! power, is an error. The arithmetic is that of [`super::NimField`] on `u128`.
//!
//! ```
//! use conway::impartial::nimber::expression::evaluate;
//! assert_eq!(evaluate("2*3 + 1").unwrap(), 0);
//! assert_eq!(evaluate("sqrt(8)^2").unwrap(), 8);
//! assert_eq!(evaluate("(5/7)*7").unwrap(), 5);
//! assert_eq!(evaluate("16*16").unwrap(), 24);
//! assert_eq!(evaluate("1/0").unwrap_err().to_string(), "column 2: division by 0");
//! ```

use super::NimField;
use crate::excerpt::excerpt;
use std::fmt;

/// The deepest nesting of parentheses accepted.
pub const MAX_NESTING: usize = 200;

/// Why an expression has no value: the column (from 1) and what is wrong there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExpressionError {
    /// The column of the fault, counted in characters from 1.
    pub column: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for ExpressionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "column {}: {}", self.column, self.message)
    }
}

impl std::error::Error for ExpressionError {}

/// The value of a nim-arithmetic expression.
pub fn evaluate(text: &str) -> Result<u128, ExpressionError> {
    let mut parser = Parser {
        chars: text.chars().collect(),
        at: 0,
        depth: 0,
    };
    let value = parser.expr()?;
    parser.skip_space();
    if parser.at < parser.chars.len() {
        return Err(parser.error_here(format!(
            "expected '+', '*', '/', '^' or the end, found {}",
            parser.found()
        )));
    }
    Ok(value)
}

struct Parser {
    chars: Vec<char>,
    at: usize,
    depth: usize,
}

impl Parser {
    fn skip_space(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.at += 1;
        }
    }

    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    /// The next token, skipping spaces, if it is `c` (which is consumed).
    fn eat(&mut self, c: char) -> bool {
        self.skip_space();
        if self.peek() == Some(c) {
            self.at += 1;
            true
        } else {
            false
        }
    }

    fn error_at(&self, at: usize, message: String) -> ExpressionError {
        ExpressionError {
            column: at + 1,
            message,
        }
    }

    fn error_here(&self, message: String) -> ExpressionError {
        self.error_at(self.at, message)
    }

    /// What is at the current position, for messages.
    fn found(&self) -> String {
        match self.peek() {
            None => "the end of the input".into(),
            Some(_) => {
                let rest: String = self.chars[self.at..].iter().collect();
                format!("'{}'", excerpt(&rest))
            }
        }
    }

    fn expr(&mut self) -> Result<u128, ExpressionError> {
        let mut value = self.term()?;
        while self.eat('+') {
            value ^= self.term()?;
        }
        Ok(value)
    }

    fn term(&mut self) -> Result<u128, ExpressionError> {
        let mut value = self.power()?;
        loop {
            if self.eat('*') {
                value = value.nim_mul(self.power()?);
            } else if self.eat('/') {
                let at = self.at - 1;
                let divisor = self.power()?;
                value = value
                    .nim_div(divisor)
                    .ok_or_else(|| self.error_at(at, "division by 0".into()))?;
            } else {
                return Ok(value);
            }
        }
    }

    fn power(&mut self) -> Result<u128, ExpressionError> {
        let base = self.atom()?;
        if !self.eat('^') {
            return Ok(base);
        }
        let caret = self.at - 1;
        self.skip_space();
        let negative = self.peek() == Some('-');
        if negative {
            self.at += 1;
        }
        let start = self.at;
        let digits = self.digits(10);
        if digits.is_empty() {
            return Err(self.error_here(format!(
                "expected an integer exponent after '^', found {}",
                self.found()
            )));
        }
        let exponent = digits.parse::<u128>().map_err(|_| {
            self.error_at(
                start,
                "the exponent is too large (at most 2^128 - 1)".into(),
            )
        })?;
        if self.eat('^') {
            return Err(self.error_at(
                self.at - 1,
                "a power is not raised again without parentheses: write (a^b)^c".into(),
            ));
        }
        let base = if negative {
            base.nim_inverse().ok_or_else(|| {
                self.error_at(caret, "0 has no inverse, so no negative power".into())
            })?
        } else {
            base
        };
        Ok(base.nim_pow(exponent))
    }

    fn atom(&mut self) -> Result<u128, ExpressionError> {
        self.skip_space();
        let start = self.at;
        match self.peek() {
            Some('(') => {
                self.at += 1;
                self.nested(start, |p| p.expr())
            }
            Some(c) if c.is_ascii_digit() => self.integer(),
            Some(c) if c.is_alphabetic() => {
                let name: String = self.word();
                if name != "sqrt" {
                    return Err(self.error_at(
                        start,
                        format!(
                            "unknown function '{}': the one function is sqrt",
                            excerpt(&name)
                        ),
                    ));
                }
                if !self.eat('(') {
                    return Err(
                        self.error_here(format!("expected '(' after sqrt, found {}", self.found()))
                    );
                }
                let open = self.at - 1;
                Ok(self.nested(open, |p| p.expr())?.nim_sqrt())
            }
            _ => Err(self.error_here(format!(
                "expected an integer, '(' or sqrt(...), found {}",
                self.found()
            ))),
        }
    }

    /// Runs `inside` after the '(' at `open` and reads the matching ')'.
    fn nested(
        &mut self,
        open: usize,
        inside: impl FnOnce(&mut Self) -> Result<u128, ExpressionError>,
    ) -> Result<u128, ExpressionError> {
        if self.depth == MAX_NESTING {
            return Err(self.error_at(
                open,
                format!("parentheses nest more than {MAX_NESTING} deep"),
            ));
        }
        self.depth += 1;
        let value = inside(self)?;
        self.depth -= 1;
        if !self.eat(')') {
            return Err(self.error_here(format!(
                "expected ')' to close the '(' of column {}, found {}",
                open + 1,
                self.found()
            )));
        }
        Ok(value)
    }

    fn integer(&mut self) -> Result<u128, ExpressionError> {
        let start = self.at;
        let hex = self.chars.get(start) == Some(&'0')
            && matches!(self.chars.get(start + 1), Some('x' | 'X'));
        let (radix, digits) = if hex {
            self.at += 2;
            (16, self.digits(16))
        } else {
            (10, self.digits(10))
        };
        if digits.is_empty() {
            return Err(self.error_here("expected hexadecimal digits after 0x".into()));
        }
        if self.peek().is_some_and(char::is_alphanumeric) {
            return Err(self.error_here(format!("unexpected {} in a number", self.found())));
        }
        u128::from_str_radix(&digits, radix).map_err(|_| {
            self.error_at(
                start,
                "the integer is too large: nimbers here are below 2^128".into(),
            )
        })
    }

    fn digits(&mut self, radix: u32) -> String {
        let start = self.at;
        while self.peek().is_some_and(|c| c.is_digit(radix)) {
            self.at += 1;
        }
        self.chars[start..self.at].iter().collect()
    }

    fn word(&mut self) -> String {
        let start = self.at;
        while self.peek().is_some_and(char::is_alphanumeric) {
            self.at += 1;
        }
        self.chars[start..self.at].iter().collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn precedence_and_associativity() {
        // * binds tighter than +: 2*3 + 2 = 1 + 2.
        assert_eq!(evaluate("2*3+2").unwrap(), 3);
        assert_eq!(evaluate("2*(3+2)").unwrap(), 2u128.nim_mul(1));
        // ^ binds tighter than *: 2*2^2 = 2*3.
        assert_eq!(evaluate("2*2^2").unwrap(), 1);
        // / and * from left to right.
        assert_eq!(evaluate("6/2*2").unwrap(), 6);
        assert_eq!(evaluate(" 0x10 * 0X10 ").unwrap(), 24);
        assert_eq!(evaluate("7^-1 * 7").unwrap(), 1);
        assert_eq!(evaluate("0^0").unwrap(), 1);
        assert_eq!(evaluate("sqrt(sqrt(16))^4").unwrap(), 16);
        let max = u128::MAX.to_string();
        assert_eq!(evaluate(&format!("{max} + {max}")).unwrap(), 0);
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
            "column 1: unknown function 'cbrt': the one function is sqrt"
        );
        assert_eq!(
            error("2 - 1"),
            "column 3: expected '+', '*', '/', '^' or the end, found '- 1'"
        );
        assert_eq!(
            error(""),
            "column 1: expected an integer, '(' or sqrt(...), found the end of the input"
        );
        assert_eq!(
            error("2^x"),
            "column 3: expected an integer exponent after '^', found 'x'"
        );
        assert_eq!(error("12ab"), "column 3: unexpected 'ab' in a number");
        assert_eq!(
            error(&format!("1 + {}0", u128::MAX)),
            "column 5: the integer is too large: nimbers here are below 2^128"
        );
        let deep = format!("{}1{}", "(".repeat(500), ")".repeat(500));
        assert_eq!(
            error(&deep),
            "column 201: parentheses nest more than 200 deep"
        );
    }
}
