//! The limits of the partizan engine, and the error of a computation it refuses.
//!
//! Every operation of the engine (construction, sums, comparison, printing, thermographs,
//! cooling) recurses over options. So that no input can exhaust the stack, the memory or
//! the user's patience, the engine refuses, with an [`Error`] rather than a crash:
//!
//! * a canonical form **deeper** than [`MAX_DEPTH`]: its depth is the longest chain of
//!   moves through stored option nodes, closed forms `x + n.^ + *m` counting as leaves
//!   (comparisons, thermographs, cooling and printing treat them by formula). Every
//!   recursion is then bounded by a small multiple of `MAX_DEPTH`;
//! * **expanding** a closed form `x + n.^ + *m` with `|n| + m >` [`MAX_EXPANSION`] into its
//!   options. Only a sum with a game that is not a closed form needs this: its options
//!   include `G + x + *j` for every `j < m` and `G + x + (n-1).^ + ...` down to `n = 0`;
//! * optionally, more than a given number of **work steps** (comparisons decided by
//!   recursion, sums, nim profiles and canonical forms built), for callers that must end
//!   in bounded time and memory: [`Arena::with_work_limit`](super::Arena::with_work_limit);
//! * optionally, a caller's **interrupt** ([`Arena::set_interrupt`](super::Arena::set_interrupt)):
//!   a check asked at every work-limit check, which stops the computation when it says so
//!   (a user's Ctrl-C, a ruleset whose moves could not be listed);
//! * an operation that follows every move of a game (the subordinate `H` of an ordinal
//!   sum `G : H`) on a game **born** later than day [`MAX_DEPTH`]: its recursion is as
//!   deep as the birthday, which counts the moves inside numbers and closed forms too.

use super::dyadic::Overflow;
use super::nus::Nus;
use std::fmt;

/// The deepest canonical form the engine stores (closed forms count as leaves).
pub const MAX_DEPTH: u32 = 1000;

/// The largest `|n| + m` of a closed form `x + n.^ + *m` that a sum with a game that is
/// not a closed form expands into options (and the most options listed for `x + *m`).
pub const MAX_EXPANSION: u64 = 256;

/// Why a partizan computation was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Error {
    /// A number left the exact dyadic range.
    Overflow,
    /// A canonical form would be deeper than [`MAX_DEPTH`].
    TooDeep,
    /// This closed form would have to be expanded beyond [`MAX_EXPANSION`].
    TooLarge(Nus),
    /// The computation needs more than this many work steps.
    WorkLimit(u64),
    /// A ruleset's search needs to table more than this many positions
    /// ([`Solver::with_position_limit`](super::Solver::with_position_limit)).
    PositionLimit(u64),
    /// Nim-values were asked of a ruleset that is not impartial.
    NotImpartial,
    /// A Norton product (or an overheating) was asked with a unit that is not positive.
    UnitNotPositive,
    /// An operation that follows every move of a game (the subordinate of an ordinal sum)
    /// was asked of a game born on this day, later than [`MAX_DEPTH`].
    BirthdayTooLarge(u128),
    /// The caller's interrupt stopped the computation
    /// ([`Arena::set_interrupt`](super::Arena::set_interrupt)).
    Interrupted,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Overflow => write!(f, "{Overflow}"),
            Error::TooDeep => write!(
                f,
                "a canonical form would be deeper than {MAX_DEPTH} moves (the engine's limit)"
            ),
            Error::TooLarge(v) => write!(
                f,
                "adding {} to a game that is not of the form x + n.^ + *m would expand it \
                 into its options, which the engine does only for |n| + m <= {MAX_EXPANSION}",
                v
            ),
            Error::WorkLimit(steps) => write!(
                f,
                "the computation needs more than {steps} work steps (the engine's limit)"
            ),
            Error::PositionLimit(positions) => write!(
                f,
                "the search needs to table more than {positions} positions (the solver's limit)"
            ),
            Error::NotImpartial => write!(
                f,
                "nim-values exist only for impartial games (both players with the same moves)"
            ),
            Error::BirthdayTooLarge(day) => write!(
                f,
                "the operation follows every move of a game born on day {day}, later than \
                 the engine's limit of {MAX_DEPTH}"
            ),
            Error::Interrupted => write!(f, "the computation was interrupted"),
            Error::UnitNotPositive => write!(
                f,
                "Norton multiplication and overheating need a unit U > 0 (this one is not positive)"
            ),
        }
    }
}

impl std::error::Error for Error {}

impl From<Overflow> for Error {
    fn from(_: Overflow) -> Self {
        Error::Overflow
    }
}
