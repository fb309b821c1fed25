//! Coin-turning games: a row of coins, heads or tails.
//!
//! A move turns over a set of coins allowed by the rule ([`rule`]), among them its
//! rightmost coin, which must go from heads to tails; the other coins may go either way.
//! The player who cannot move loses (normal play).
//!
//! **Theorem** (Winning Ways, ch. 14, "Coin-turning games"; after H. W. Lenstra). When the
//! moves ending at a coin do not depend on the state of the other coins, the value of a
//! position is the nim-sum of the values `G(n)` of its heads coins, each played alone:
//! a position with heads at `n1, ..., nk` equals the sum of the games "one heads coin at
//! `ni`". For then turning a tails coin up adds the game of that coin, and turning a heads
//! coin down removes it — or, equivalently, adds a second copy, since `G + G = 0`. So a
//! move ending at `n` replaces the heads coin `n` by the nim-sum of `G` over the other
//! coins it turns, and
//!
//! ```text
//! G(n) = mex { G(c1) + ... + G(cj) : {c1, ..., cj, n} a move ending at n }.
//! ```
//!
//! Coins are numbered from 1, as Winning Ways numbers the Ruler game; `G(0) = 0` stands
//! for "no coin". [`values::grundy_values`] computes `G(0..=n)` fast; the tests check it
//! against the mex over the listed moves, and that mex (the theorem) against a plain game
//! search over every position of short rows, which knows nothing of values of coins.
//!
//! ```
//! use conway::impartial::turning::{rule::CoinRule, values::grundy_values};
//! let ruler = CoinRule::parse("turning:ruler").unwrap();
//! assert_eq!(grundy_values(&ruler, 8, &mut |_, _| {}).unwrap(), [0, 1, 2, 1, 4, 1, 2, 1, 8]);
//! let runs = CoinRule::parse("turning:runs:1,4,9").unwrap();
//! assert_eq!(grundy_values(&runs, 6, &mut |_, _| {}).unwrap(), [0, 1, 1, 1, 2, 1, 1]);
//! ```

pub mod axis;
pub mod multiset_mex;
pub mod product;
pub mod rule;
pub mod values;
pub mod xor_count;
pub mod xor_mex;

use std::fmt;

/// The farthest coin whose value is computed (the values are kept in memory).
pub const MAX_COIN: usize = 100_000_000;

/// Why a coin-turning game could not be built or solved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TurningError {
    /// The name is malformed or unknown.
    Syntax(String),
    /// The request is beyond the limits of memory or work.
    TooLarge(String),
}

impl fmt::Display for TurningError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TurningError::Syntax(m) | TurningError::TooLarge(m) => f.write_str(m),
        }
    }
}

impl std::error::Error for TurningError {}

#[cfg(test)]
mod tests;
