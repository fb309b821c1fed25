//! Loopy rulesets: games given by their positions and moves, where a move may lead back
//! to an earlier position (Backsliding Toads and Frogs, Fox and Geese; Winning Ways,
//! ch. 11). The graph of a position is the set of positions reachable from it, built by
//! [`super::graph::explore`] within its size limit.

use super::graph::{explore, LoopyGame};
use super::Error;
use std::hash::Hash;

/// A ruleset whose play may repeat positions.
pub trait LoopyRuleset {
    /// A position (compared for equality: equal positions are one vertex of the graph).
    type Position: Clone + Eq + Hash;

    /// The positions Left can move to and those Right can move to.
    fn options(&self, position: &Self::Position) -> (Vec<Self::Position>, Vec<Self::Position>);
}

impl LoopyGame {
    /// The game of `start` in `rules`: the graph of the positions reachable from it.
    pub fn of_ruleset<R: LoopyRuleset>(rules: &R, start: R::Position) -> Result<LoopyGame, Error> {
        explore(start, |p| Ok(rules.options(p)))
    }
}
