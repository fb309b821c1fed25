//! Rulesets: a game given by its moves, which the generic [`Solver`](super::Solver)
//! values.
//!
//! A ruleset says, for every position, which positions Left and Right can move to. The
//! value of a position `P` is then the game `{ P^L | P^R }` of the values of its options
//! (Conway, *On Numbers and Games*, ch. 7; Siegel, *Combinatorial Game Theory*, II.1), and
//! the solver reduces it to canonical form. That is all a ruleset must give. Optional hooks
//! let the solver share work; each rests on a theorem that the ruleset's author vouches for:
//!
//! * [`Ruleset::components`]: a position whose parts cannot interact (no move touches two
//!   of them, and no move in one changes the options of another) is the **disjunctive sum**
//!   of its parts (Winning Ways, ch. 2; Siegel I.1), so its value is the sum of theirs and
//!   each part is solved and tabled once.
//! * [`Ruleset::normalise`]: a representative of the position's **symmetry class**.
//!   Positions with the same key have the same value, or opposite values when the map
//!   swaps the players' roles (transposing a Domineering board, swapping the colours of
//!   Clobber stones): `-G = { -G^R | -G^L }` is the game with the roles swapped.
//! * [`Ruleset::closed_form`]: a value known by formula (Berlekamp's rule for Hackenbush
//!   strings, the hook of a Young diagram), used instead of searching.
//! * [`Ruleset::is_impartial`]: in every position both players have the same options.
//!   Then every value is a nimber `*g`, with `g` the Grundy value
//!   `mex { g(P') : P' an option }`, and a sum has the nim-sum (XOR) of its parts' values
//!   (the Sprague–Grundy theorem; Siegel IV.1; Winning Ways, ch. 3), which the solver
//!   computes without canonical forms ([`Solver::nim_value`](super::Solver::nim_value)).
//!
//! The game must be **short**: finitely many positions, none repeating. Like the rest of
//! the engine, the solver refuses a game whose canonical form is deeper than
//! [`MAX_DEPTH`](super::MAX_DEPTH) moves.
//!
//! ```
//! use conway::partizan::{Arena, Ruleset, Solver};
//!
//! /// A heap of n counters; Left takes 1 or 2, Right takes exactly 2.
//! struct Takeaway;
//!
//! impl Ruleset for Takeaway {
//!     type Position = u32;
//!     fn left_options(&self, &n: &u32) -> Vec<u32> {
//!         (1..=2).filter(|&k| k <= n).map(|k| n - k).collect()
//!     }
//!     fn right_options(&self, &n: &u32) -> Vec<u32> {
//!         if n >= 2 { vec![n - 2] } else { vec![] }
//!     }
//! }
//!
//! let mut arena = Arena::new();
//! let mut solver = Solver::new(Takeaway);
//! let g = solver.value(&mut arena, &3).unwrap();
//! assert_eq!(arena.display(g), "1*"); // {1, {1|0} | 1}: the option {1|0} reverses out
//! ```

use super::arena::{Arena, GameId};
use super::limits::Error;
use std::hash::Hash;

/// A position's representative in its symmetry class (see [`Ruleset::normalise`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Normalised<P> {
    /// The representative.
    pub key: P,
    /// True if the position's value is the negative of the key's (the symmetry swaps the
    /// players' roles).
    pub negated: bool,
}

/// The moves of a short game (see the [module documentation](self)).
pub trait Ruleset {
    /// A position of the game. It is hashed and stored in the solver's tables, so a
    /// compact type (a bitboard, a small array) makes the solver fast.
    type Position: Clone + Eq + Hash;

    /// The positions Left can move to.
    fn left_options(&self, position: &Self::Position) -> Vec<Self::Position>;

    /// The positions Right can move to.
    fn right_options(&self, position: &Self::Position) -> Vec<Self::Position>;

    /// The independent parts whose disjunctive sum the position is; the default is the
    /// position itself. Parts that are empty (no moves for anyone) may be left out.
    fn components(&self, position: &Self::Position) -> Vec<Self::Position> {
        vec![position.clone()]
    }

    /// Appends the position's [`components`](Ruleset::components) to `parts`: the form
    /// the solver calls, reusing one vector instead of allocating one per option. The
    /// default appends `components(position)`; a ruleset that overrides this must append
    /// exactly those parts, in the same order.
    fn components_into(&self, position: &Self::Position, parts: &mut Vec<Self::Position>) {
        parts.extend(self.components(position));
    }

    /// The representative of the position's symmetry class; the default is the position
    /// itself. Every position of a class must map to the same key, with `negated` true
    /// exactly when its value is the negative of the key's. The key must be the
    /// position's image under a symmetry of the rules (an isomorphism of the game trees,
    /// swapping the players when `negated`), not merely a position of equal value: the
    /// [`variants`](super::variants) of a ruleset rely on it.
    fn normalise(&self, position: &Self::Position) -> Normalised<Self::Position> {
        Normalised {
            key: position.clone(),
            negated: false,
        }
    }

    /// The value of the position when it is known by formula, or `None` (the default)
    /// to search. It is asked of every part before the tables, so it should be cheap.
    fn closed_form(
        &self,
        arena: &mut Arena,
        position: &Self::Position,
    ) -> Result<Option<GameId>, Error> {
        let _ = (arena, position);
        Ok(None)
    }

    /// The work steps one option of `position` costs the solver (the default 1): listing
    /// it, splitting and normalising it, hashing and looking it up. A ruleset whose
    /// positions are larger than a few machine words prices its options here, so that
    /// the arena's work limit ([`Arena::with_work_limit`]) stays near the same CPU time
    /// for every ruleset.
    fn work_per_option(&self, position: &Self::Position) -> u64 {
        let _ = position;
        1
    }

    /// True if both players always have the same options (the default is false). The
    /// solver then never asks for [`Ruleset::right_options`] when computing nim-values.
    fn is_impartial(&self) -> bool {
        false
    }
}

/// A borrowed ruleset is the ruleset: a solver or a bridge
/// ([`crate::impartial::bridge`]) may work on one without taking it over.
impl<R: Ruleset + ?Sized> Ruleset for &R {
    type Position = R::Position;

    fn left_options(&self, position: &R::Position) -> Vec<R::Position> {
        (**self).left_options(position)
    }

    fn right_options(&self, position: &R::Position) -> Vec<R::Position> {
        (**self).right_options(position)
    }

    fn components(&self, position: &R::Position) -> Vec<R::Position> {
        (**self).components(position)
    }

    fn components_into(&self, position: &R::Position, parts: &mut Vec<R::Position>) {
        (**self).components_into(position, parts)
    }

    fn normalise(&self, position: &R::Position) -> Normalised<R::Position> {
        (**self).normalise(position)
    }

    fn closed_form(
        &self,
        arena: &mut Arena,
        position: &R::Position,
    ) -> Result<Option<GameId>, Error> {
        (**self).closed_form(arena, position)
    }

    fn work_per_option(&self, position: &R::Position) -> u64 {
        (**self).work_per_option(position)
    }

    fn is_impartial(&self) -> bool {
        (**self).is_impartial()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A heap from which each player takes one, each option priced at five steps.
    struct Priced;

    impl Ruleset for Priced {
        type Position = u32;
        fn left_options(&self, &n: &u32) -> Vec<u32> {
            n.checked_sub(1).into_iter().collect()
        }
        fn right_options(&self, &n: &u32) -> Vec<u32> {
            n.checked_sub(1).into_iter().collect()
        }
        fn work_per_option(&self, _: &u32) -> u64 {
            5
        }
        fn is_impartial(&self) -> bool {
            true
        }
    }

    /// A borrowed ruleset answers every question as the ruleset does, its price too.
    #[test]
    fn a_borrowed_ruleset_is_the_ruleset() {
        let borrowed = &Priced;
        assert_eq!(borrowed.left_options(&3), [2]);
        assert_eq!(borrowed.right_options(&0), Vec::<u32>::new());
        assert_eq!(borrowed.work_per_option(&3), 5);
        assert!(borrowed.is_impartial());
        assert_eq!(borrowed.components(&3), [3]);
    }
}
