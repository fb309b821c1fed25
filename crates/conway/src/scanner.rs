//! A cursor over written expressions, shared by the small recursive-descent parsers of
//! arithmetic (nim arithmetic, ordinals): tokens, bounded nesting, and errors that name
//! the column.

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

/// The cursor: the characters, the position and the nesting depth.
pub(crate) struct Scanner {
    chars: Vec<char>,
    /// The index of the next character.
    pub(crate) at: usize,
    depth: usize,
}

impl Scanner {
    pub(crate) fn new(text: &str) -> Scanner {
        Scanner {
            chars: text.chars().collect(),
            at: 0,
            depth: 0,
        }
    }

    /// What `read` makes of the whole of `text`; anything left over is an error naming
    /// what could have come there (`expected`, e.g. `'+', '*' or the end`).
    pub(crate) fn whole<T>(
        text: &str,
        read: impl FnOnce(&mut Scanner) -> Result<T, ExpressionError>,
        expected: &str,
    ) -> Result<T, ExpressionError> {
        let mut s = Scanner::new(text);
        let value = read(&mut s)?;
        if !s.at_end() {
            return Err(s.error_here(format!("expected {expected}, found {}", s.found())));
        }
        Ok(value)
    }

    /// The '(' after the function name `name`: its position, or an error.
    pub(crate) fn open_call(&mut self, name: &str) -> Result<usize, ExpressionError> {
        if !self.eat('(') {
            return Err(
                self.error_here(format!("expected '(' after {name}, found {}", self.found()))
            );
        }
        Ok(self.at - 1)
    }

    /// The argument of the one-argument function `function`, when the word `name` at
    /// `start` is that function's name (an unknown name otherwise; `names` lists them):
    /// `(`, what `read` makes of the argument, `)`.
    pub(crate) fn sole_argument<T>(
        &mut self,
        start: usize,
        name: &str,
        function: &str,
        names: &str,
        read: impl FnOnce(&mut Scanner) -> Result<T, ExpressionError>,
    ) -> Result<T, ExpressionError> {
        if name != function {
            return Err(self.unknown_name(start, name, names));
        }
        let open = self.open_call(function)?;
        self.nested(open, ')', read)
    }

    /// The error for the unknown name `name` at `at`, with the names there are.
    pub(crate) fn unknown_name(&self, at: usize, name: &str, names: &str) -> ExpressionError {
        self.error_at(
            at,
            format!("unknown name '{}': the names are {names}", excerpt(name)),
        )
    }

    pub(crate) fn skip_space(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.at += 1;
        }
    }

    pub(crate) fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    /// True (and past the end) if all that is left is space.
    pub(crate) fn at_end(&mut self) -> bool {
        self.skip_space();
        self.at >= self.chars.len()
    }

    /// The next token, skipping spaces, if it is `c` (which is consumed).
    pub(crate) fn eat(&mut self, c: char) -> bool {
        self.skip_space();
        if self.peek() == Some(c) {
            self.at += 1;
            true
        } else {
            false
        }
    }

    pub(crate) fn error_at(&self, at: usize, message: String) -> ExpressionError {
        ExpressionError {
            column: at + 1,
            message,
        }
    }

    pub(crate) fn error_here(&self, message: String) -> ExpressionError {
        self.error_at(self.at, message)
    }

    /// What is at the current position, for messages.
    pub(crate) fn found(&self) -> String {
        match self.peek() {
            None => "the end of the input".into(),
            Some(_) => {
                let rest: String = self.chars[self.at..].iter().collect();
                format!("'{}'", excerpt(&rest))
            }
        }
    }

    /// Runs `inside` one level deeper (a bracket, or the right side of a right-associative
    /// operator at `at`): at most [`MAX_NESTING`] levels.
    pub(crate) fn deeper<T>(
        &mut self,
        at: usize,
        inside: impl FnOnce(&mut Self) -> Result<T, ExpressionError>,
    ) -> Result<T, ExpressionError> {
        if self.depth == MAX_NESTING {
            return Err(self.error_at(
                at,
                format!("brackets and powers nest more than {MAX_NESTING} deep"),
            ));
        }
        self.depth += 1;
        let value = inside(self)?;
        self.depth -= 1;
        Ok(value)
    }

    /// Runs `inside` after the opening bracket at `open` and reads the matching `close`.
    pub(crate) fn nested<T>(
        &mut self,
        open: usize,
        close: char,
        inside: impl FnOnce(&mut Self) -> Result<T, ExpressionError>,
    ) -> Result<T, ExpressionError> {
        let value = self.deeper(open, inside)?;
        if !self.eat(close) {
            return Err(self.error_here(format!(
                "expected '{close}' to close the '{}' of column {}, found {}",
                self.chars[open],
                open + 1,
                self.found()
            )));
        }
        Ok(value)
    }

    /// An integer below `2^128`: decimal, or hexadecimal after `0x`.
    pub(crate) fn integer(&mut self) -> Result<u128, ExpressionError> {
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
                "the integer is too large: integers here are below 2^128".into(),
            )
        })
    }

    pub(crate) fn digits(&mut self, radix: u32) -> String {
        let start = self.at;
        while self.peek().is_some_and(|c| c.is_digit(radix)) {
            self.at += 1;
        }
        self.chars[start..self.at].iter().collect()
    }

    /// A word of letters, digits and underscores.
    pub(crate) fn word(&mut self) -> String {
        let start = self.at;
        while self.peek().is_some_and(|c| c.is_alphanumeric() || c == '_') {
            self.at += 1;
        }
        self.chars[start..self.at].iter().collect()
    }
}
