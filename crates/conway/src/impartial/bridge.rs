//! The bridge between impartial games given by their moves ([`Impartial`]) and rulesets
//! ([`Ruleset`]) in which both players have the same moves, both ways.
//!
//! **A ruleset as an impartial game ([`AsImpartial`]).** Let a ruleset be impartial
//! ([`Ruleset::is_impartial`]: in every position Left's options are Right's). Then it is an
//! [`Impartial`] game: a position is the ruleset's position, and its moves are its
//! options `o`, each given as the list `components(o)` of its parts
//! ([`Ruleset::components`]). By the ruleset's contract an option is the disjunctive sum
//! of its components (parts without moves may be left out, since `G + 0` is `G`), and a
//! list of components is exactly what a move of an [`Impartial`] game means: the
//! disjunctive sum of the parts. So the two describe the same game trees, and every
//! value that depends on the game tree alone agrees: the Grundy value `g` (the ruleset's
//! normal-play value is `*g`, Sprague–Grundy; Siegel, *Combinatorial Game Theory*, IV.1),
//! the misère outcome, the misère canonical form ([`crate::misere::canonical`]), the
//! genus. Only the options and the components are used: not [`Ruleset::normalise`] (its
//! contract is equality of normal-play values, which says nothing of misère play) nor
//! [`Ruleset::closed_form`] (a normal-play value).
//!
//! **An impartial game as a ruleset ([`AsRuleset`]).** Conversely, an [`Impartial`] game
//! is a ruleset whose positions are disjunctive sums of its components: a position is
//! the sorted `Vec` of its components (sorted, so that the same multiset of components is
//! the same position in the solver's tables); Left's and Right's options are alike, each
//! replacing one component by the components one of its moves leaves; the components of
//! a position are its parts, each a sum of one; and the ruleset is impartial. Its value is
//! `*g`, `g` the nim-sum of the parts' Grundy values (Sprague–Grundy).
//!
//! The two are inverse on values: `AsImpartial(AsRuleset(G))` has the Grundy values of
//! `G` (on sums of one component), and `AsRuleset(AsImpartial(R))` the values of `R` (on
//! the sums of a position's components).
//!
//! Both wrap a ruleset or game by value; a borrowed ruleset is a ruleset too, so
//! `AsImpartial::new(&ruleset)` bridges one without giving it up.
//!
//! ```
//! use conway::impartial::bridge::{AsImpartial, AsRuleset};
//! use conway::impartial::GrundySolver;
//! use conway::partizan::{Arena, Ruleset, Solver as PartizanSolver};
//!
//! /// Kayles rows as a ruleset: both players knock down one pin or two adjacent ones.
//! struct Kayles;
//! impl Ruleset for Kayles {
//!     type Position = Vec<u32>; // the rows, sorted
//!     fn left_options(&self, rows: &Vec<u32>) -> Vec<Vec<u32>> {
//!         let mut options = Vec::new();
//!         for (i, &n) in rows.iter().enumerate() {
//!             for take in 1..=2u32.min(n) {
//!                 for left in 0..=n - take {
//!                     let mut o = rows.clone();
//!                     o.remove(i);
//!                     o.extend([left, n - take - left].into_iter().filter(|&r| r > 0));
//!                     o.sort_unstable();
//!                     options.push(o);
//!                 }
//!             }
//!         }
//!         options
//!     }
//!     fn right_options(&self, rows: &Vec<u32>) -> Vec<Vec<u32>> {
//!         self.left_options(rows)
//!     }
//!     fn components(&self, rows: &Vec<u32>) -> Vec<Vec<u32>> {
//!         rows.iter().map(|&n| vec![n]).collect()
//!     }
//!     fn is_impartial(&self) -> bool {
//!         true
//!     }
//! }
//!
//! let mut grundy = GrundySolver::new(AsImpartial::new(Kayles).unwrap());
//! assert_eq!(grundy.grundy(&vec![5]).0, 4); // Kayles: 0 1 2 3 1 4 ...
//! let mut values = PartizanSolver::new(AsRuleset::new(AsImpartial::new(Kayles).unwrap()));
//! let mut arena = Arena::new();
//! let g = values.value(&mut arena, &vec![vec![4], vec![5]]).unwrap();
//! assert_eq!(arena.display(g), "*5"); // 1 xor 4
//! ```

use super::Impartial;
use crate::partizan::{Error, Ruleset};

/// An impartial [`Ruleset`] as an [`Impartial`] game: the moves are the options, each
/// split into its components (see the [module documentation](self)).
#[derive(Clone, Debug)]
pub struct AsImpartial<R>(R);

impl<R: Ruleset> AsImpartial<R> {
    /// The ruleset as an impartial game, or [`Error::NotImpartial`] if its players'
    /// moves may differ ([`Ruleset::is_impartial`] is false).
    pub fn new(ruleset: R) -> Result<Self, Error> {
        if ruleset.is_impartial() {
            Ok(AsImpartial(ruleset))
        } else {
            Err(Error::NotImpartial)
        }
    }

    /// The ruleset.
    pub fn ruleset(&self) -> &R {
        &self.0
    }
}

impl<R: Ruleset> Impartial for AsImpartial<R> {
    type Position = R::Position;

    fn moves(&self, position: &R::Position) -> Vec<Vec<R::Position>> {
        let options = self.0.left_options(position);
        options.iter().map(|o| self.0.components(o)).collect()
    }
}

/// An [`Impartial`] game as a [`Ruleset`] whose positions are sums of components, each a
/// sorted `Vec` (see the [module documentation](self)).
#[derive(Clone, Debug)]
pub struct AsRuleset<G>(G);

impl<G: Impartial> AsRuleset<G> {
    /// The game as a ruleset of sums.
    pub fn new(game: G) -> Self {
        AsRuleset(game)
    }

    /// The game.
    pub fn game(&self) -> &G {
        &self.0
    }
}

impl<G: Impartial> AsRuleset<G>
where
    G::Position: Ord,
{
    /// The position that is the sum of `parts` (in any order).
    pub fn sum(parts: impl IntoIterator<Item = G::Position>) -> Vec<G::Position> {
        let mut sum: Vec<G::Position> = parts.into_iter().collect();
        sum.sort_unstable();
        sum
    }
}

impl<G: Impartial> Ruleset for AsRuleset<G>
where
    G::Position: Ord,
{
    type Position = Vec<G::Position>;

    /// Every move of every component, the others left alone. Equal components have the
    /// same options, so only the first of a run of them is played in.
    fn left_options(&self, sum: &Vec<G::Position>) -> Vec<Vec<G::Position>> {
        let mut options = Vec::new();
        for (i, part) in sum.iter().enumerate() {
            if i > 0 && sum[i - 1] == *part {
                continue;
            }
            for result in self.0.moves(part) {
                let others = sum[..i].iter().chain(&sum[i + 1..]).cloned();
                options.push(Self::sum(others.chain(result)));
            }
        }
        options
    }

    fn right_options(&self, sum: &Vec<G::Position>) -> Vec<Vec<G::Position>> {
        self.left_options(sum)
    }

    fn components(&self, sum: &Vec<G::Position>) -> Vec<Vec<G::Position>> {
        sum.iter().map(|part| vec![part.clone()]).collect()
    }

    fn is_impartial(&self) -> bool {
        true
    }
}

#[cfg(test)]
#[path = "bridge_tests.rs"]
mod tests;
