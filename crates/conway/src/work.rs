//! The work limit of the impartial engines, in one place: heap games, coin-turning games
//! and two-heap coordinate games count their work in *units* of about a nanosecond (an
//! option put into a mex, a table look-up, a word of a bitset), predict it before they
//! start, and refuse what would pass [`WORK_LIMIT`] (about ten seconds on a current
//! machine). How each engine prices its steps is documented where it counts them
//! ([`crate::impartial::heap::work`] for the heap solvers).
//!
//! The partizan engine counts *steps* of its own (a canonical form built, an option
//! compared), limited per arena ([`crate::partizan::Arena::with_work_limit`]), because a
//! step there costs far more than a unit here.

/// The most units of work one computation may do (about ten seconds).
pub const WORK_LIMIT: u64 = 10_000_000_000;
