//! The error of a ruleset position whose description is invalid (a malformed board, an
//! unknown edge colour, an increasing row, ...): a one-line message naming the place.

use std::fmt;

/// A position description that does not describe a position, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InvalidPosition(pub String);

impl fmt::Display for InvalidPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for InvalidPosition {}
