//! The confusion interval: the numbers a game is confused with.
//!
//! Definition (Winning Ways, vol. 1; Siegel, *Combinatorial Game Theory*, II.3 for the
//! stops): the confusion interval of `G` is the set of numbers `x` with `G || x`.
//! By the stop theorems (II.3.20–3.22) `x < R(G)` implies `x < G`, `L(G) < x` implies
//! `G < x`, and `R(G) < x < L(G)` implies `G || x` (Left wins `G - x` moving first, as
//! `L(G - x) > 0`, and Right wins it moving first). So the set lies between the stops and
//! holds every number strictly between them; each stop itself belongs to it or not
//! according to the infinitesimal part of `G` there, which one comparison decides
//! (`{1|0} || 1`, but `{1*|0} < 1`). A number is confused with no number, and a game
//! whose stops are equal, `x`, is confused with `x` alone or with nothing (`x*` or `x↑`).
//!
//! ```
//! use conway::partizan::{parse, Arena, Dyadic};
//! let mut a = Arena::new();
//! let g = parse(&mut a, "{1*|0}").unwrap();
//! let c = a.confusion_interval(g).unwrap();
//! assert_eq!((c.low, c.high), (Dyadic::ZERO, Dyadic::from_int(1)));
//! assert!(c.low_included && !c.high_included); // {1*|0} || 0, but {1*|0} < 1
//! assert_eq!(c.to_string(), "[0, 1)");
//! ```

use super::arena::{Arena, GameId};
use super::dyadic::Dyadic;
use std::fmt;

/// The numbers `x` with `G || x`: the interval from `low = R(G)` to `high = L(G)`, with
/// each end included or not.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ConfusionInterval {
    /// The lower end, the right stop of the game.
    pub low: Dyadic,
    /// The upper end, the left stop of the game.
    pub high: Dyadic,
    /// Whether the game is confused with `low`.
    pub low_included: bool,
    /// Whether the game is confused with `high`.
    pub high_included: bool,
}

impl fmt::Display for ConfusionInterval {
    /// Interval notation: `[0, 1)`, `(−1, 1)`, and `[x, x]` for a single number.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let open = if self.low_included { '[' } else { '(' };
        let close = if self.high_included { ']' } else { ')' };
        write!(f, "{open}{}, {}{close}", self.low, self.high)
    }
}

impl Arena {
    /// The confusion interval of `g`, or `None` if `g` is confused with no number.
    pub fn confusion_interval(&mut self, g: GameId) -> Option<ConfusionInterval> {
        let (low, high) = (self.right_stop(g), self.left_stop(g));
        let confused_with = |a: &mut Arena, x: Dyadic| {
            let n = a.number(x);
            a.compare(g, n).is_none()
        };
        let low_included = confused_with(self, low);
        let high_included = if high == low {
            low_included
        } else {
            confused_with(self, high)
        };
        (low < high || low_included).then_some(ConfusionInterval {
            low,
            high,
            low_included,
            high_included,
        })
    }
}
