//! Misère play of impartial games: the player who cannot move wins.
//!
//! Under misère play the Sprague–Grundy theory collapses: a sum is not decided by the
//! nim-sum of its components. What replaces it:
//!
//! * [`outcome`] — misère outcomes and misère Grundy values by memoised search over sums
//!   (the slow twin every fast path is tested against), for any [`crate::impartial::Impartial`]
//!   ruleset.
//! * [`monoid`] — finite commutative monoids with a P-portion (bipartite monoids), their
//!   reduction by indistinguishability and presentations.
//! * [`quotient`] — the misère quotient of a heap game restricted to heaps up to `N`
//!   (Plambeck; Plambeck–Siegel 2008, by their incremental algorithm as Siegel's
//!   MisereSolver runs it): presentation, order, P-portion, the element of each heap, and
//!   the observed period of the heaps' elements. Outcomes of sums of heaps follow by one
//!   product per heap.
//! * [`faithful`] — the exact check that a map of the heaps into a bipartite monoid
//!   classifies every sum correctly, with the least sum it gets wrong.
//! * [`count`] — misère P-positions among multisets or tuples of heaps, counted through
//!   the quotient, exactly or modulo `m`.
//! * [`genus`] — Conway's genus `g^(γ0γ1...)` of an impartial game.
//! * [`canonical`] — misère canonical (simplest) forms (Conway): hash-consed, with sums,
//!   outcomes, genus, and the forms of heaps and of positions of any impartial ruleset.
//!
//! ```
//! use conway::impartial::heap::HeapGame;
//! use conway::misere::quotient::{HeapQuotient, QuotientLimits};
//! use conway::misere::outcome::MisereOutcome;
//! // Misère Nim is tame: heaps up to 3 have the quotient of order 6 <a, b | a^2 = 1, b^3 = b>.
//! let nim = HeapGame::parse("octal:0.333").unwrap();
//! let q = HeapQuotient::compute(nim.rule(), 3, QuotientLimits::default(), &mut |_, _| {}).unwrap();
//! assert_eq!(q.order(), 6);
//! assert_eq!(q.outcome(&[1, 1, 1]), Some(MisereOutcome::P));
//! assert_eq!(q.outcome(&[1, 2, 3]), Some(MisereOutcome::P));
//! assert_eq!(q.outcome(&[2, 2]), Some(MisereOutcome::P));
//! assert_eq!(q.outcome(&[1, 1]), Some(MisereOutcome::N));
//! ```

pub mod algebra;
pub mod canonical;
pub mod count;
pub mod faithful;
pub mod genus;
pub mod monoid;
pub mod notation;
pub mod outcome;
pub mod quotient;

use std::fmt;

/// Why a misère computation could not be done.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MisereError {
    /// The input is malformed (or the ruleset has a cycle).
    Syntax(String),
    /// The computation would exceed its limits; the message says how far it got.
    TooLarge(String),
}

impl fmt::Display for MisereError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MisereError::Syntax(m) | MisereError::TooLarge(m) => f.write_str(m),
        }
    }
}

impl std::error::Error for MisereError {}

#[cfg(test)]
mod tests;
