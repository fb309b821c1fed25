//! Backsliding Toads and Frogs (Winning Ways, ch. 11): Toads and Frogs on a strip, where
//! a toad (Left's) may also slide one cell *back* (leftwards) into an empty cell, and a
//! frog (Right's) one cell back rightwards. Forward moves are those of Toads and Frogs
//! ([`super::toads_frogs`]): a slide one cell forward into an empty cell, or a jump over
//! one creature of the other kind into the empty cell beyond. Play may now repeat
//! positions, so positions are loopy games ([`conway::loopy`]): their values are
//! stoppers, or sided values `onside & offside`.
//!
//! Positions are written as for Toads and Frogs: `T` a toad, `F` a frog, `.` an empty
//! cell, at most 128 cells (`backsliding:TT..FF`). Every strip is held in `u128` masks:
//! the play graph, not the width, is what bounds a loopy position.
//!
//! ```
//! use conway::loopy::LoopyGame;
//! use conway_games::strip::backsliding::BackslidingToadsAndFrogs;
//! // one toad with an empty cell on each side: it slides forth and back for ever,
//! // and Right has no move: Left wins whoever starts
//! let g = LoopyGame::of_ruleset(&BackslidingToadsAndFrogs, ".T.".parse().unwrap()).unwrap();
//! assert_eq!(g.outcome().code(), "L");
//! ```

use super::toads_frogs::Strip;
use conway::loopy::ruleset::LoopyRuleset;

/// The Backsliding Toads and Frogs ruleset.
pub struct BackslidingToadsAndFrogs;

impl LoopyRuleset for BackslidingToadsAndFrogs {
    type Position = Strip<u128>;

    fn options(&self, strip: &Strip<u128>) -> (Vec<Strip<u128>>, Vec<Strip<u128>>) {
        let with_backslides = |left: bool| {
            let mut all = strip.moves(left);
            all.extend(strip.backslides(left));
            all
        };
        (with_backslides(true), with_backslides(false))
    }
}
