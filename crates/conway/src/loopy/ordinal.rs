//! The ordinal sum `G:H` of loopy games (Winning Ways, ch. 6; Conway, *On Numbers and
//! Games*, ch. 15; CGSuite defines it for loopy games the same way): `G:H = {G^L, G:H^L
//! | G^R, G:H^R}`. A move in the base `G` leaves `G`'s follower alone (the subordinate
//! `H` is gone for good), a move in `H` keeps the base. In the graph the positions are
//! the vertices of `G` (once the base has been left) and the pairs of `G`'s start with a
//! vertex of `H`; a follower of `G` that comes back to `G`'s start is `G` itself, without
//! `H`. On short games it is the ordinal sum of the short engine, which the tests check.

use super::graph::{explore, LoopyGame, Vertex};
use super::Error;

impl LoopyGame {
    /// The ordinal sum `self : other`.
    pub fn ordinal_sum(&self, other: &LoopyGame) -> Result<LoopyGame, Error> {
        #[derive(Clone, PartialEq, Eq, Hash)]
        enum At {
            /// A vertex of the base, the subordinate gone.
            Base(Vertex),
            /// The base's start with this vertex of the subordinate.
            Above(Vertex),
        }
        explore(At::Above(0), |at| {
            let moves = |left: bool| match *at {
                At::Base(g) => self.edges(g, left).iter().map(|&w| At::Base(w)).collect(),
                At::Above(h) => {
                    let base = self.edges(0, left).iter().map(|&w| At::Base(w));
                    base.chain(other.edges(h, left).iter().map(|&w| At::Above(w)))
                        .collect()
                }
            };
            Ok((moves(true), moves(false)))
        })
    }
}
