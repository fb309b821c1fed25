//! Loopy games: games whose play may repeat positions and need not end (Winning Ways,
//! ch. 11; Siegel, *Combinatorial Game Theory*, ch. VI).
//!
//! * [`graph`] — the game graphs (bigraphs), built from any description of positions by
//!   [`graph::explore`]; sums, negatives, short games embedded.
//! * [`outcome`] — who wins, moving first and second, or whether play is drawn
//!   (retrograde analysis).
//! * [`stopper`] — stoppers, the games with no infinite alternating play.
//! * [`stops`] — the stops of stoppers (pseudonumbers), upsums, downsums and degrees.
//! * [`variety`] — varieties of stoppers relative to their degrees, and stability.
//! * [`survival`] — the order of stoppers, decided by survival.
//! * [`canonical`] — canonical stoppers (dominated options removed, reversible ones
//!   bypassed, equal vertices fused).
//! * [`components`] — canonical stoppers of large graphs, one strongly connected
//!   component at a time.
//! * [`ordinal`] — the ordinal sum `G:H`.
//! * [`ruleset`] — loopy rulesets: positions and moves, explored into graphs.
//! * [`sides`] — onsides and offsides: the order of any loopy games, and their sides as
//!   stoppers.
//! * [`sided`] — sided values `s & t`: sums, negatives, order and outcomes of values given
//!   by their two sides.
//! * [`notation`] — reading and printing: `on`, `off`, `over`, `under`, `upon`, `dud`,
//!   `pass`, named vertices for longer cycles (`a{0|{1|a}}`), and short games.
//!
//! Normal play throughout: a player who cannot move loses, and infinite play is a draw.
//!
//! ```
//! use conway::loopy::notation::{parse_loopy, display};
//! use conway::partizan::Arena;
//! let mut arena = Arena::new();
//! let g = parse_loopy(&mut arena, "a{0|a}").unwrap().canonical_stopper().unwrap();
//! assert_eq!(display(&mut arena, &g), "over");
//! let on = parse_loopy(&mut arena, "on").unwrap();
//! let off = parse_loopy(&mut arena, "off").unwrap();
//! assert!(!on.sum(&off).unwrap().is_stopper()); // on + off = dud
//! assert_eq!(on.sum(&off).unwrap().outcome().code(), "D");
//! ```

pub mod canonical;
pub mod components;
pub mod graph;
pub mod impartial;
pub mod notation;
pub mod ordinal;
pub mod outcome;
pub mod ruleset;
pub mod sided;
pub mod sides;
pub mod stopper;
pub mod stops;
pub mod survival;
pub mod variety;

pub use graph::{LoopyGame, Vertex, MAX_VERTICES};
pub use outcome::{LoopyOutcome, Winner};

use std::fmt;

/// Why a loopy computation was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// A graph or a table would exceed a documented limit.
    TooLarge {
        /// What was counted.
        what: &'static str,
        /// The limit.
        limit: usize,
    },
    /// The operation is defined (by survival) only for stoppers, and a game is not one.
    NotStopper,
    /// A graph given edge by edge is malformed.
    Invalid(String),
    /// The short-game engine refused a computation.
    Short(crate::partizan::Error),
    /// A check that cannot fail failed: a bug, reported instead of a wrong answer.
    Internal(&'static str),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::TooLarge { what, limit } => write!(
                f,
                "more than {limit} {what}: this is the documented limit of the loopy engine \
                 (a smaller position, or each part of a sum by itself, can be valued)"
            ),
            Error::NotStopper => f.write_str(
                "the game is not a stopper (play can alternate forever), and this operation \
                 is defined for stoppers only; onsides and offsides are not computed yet",
            ),
            Error::Invalid(message) => f.write_str(message),
            Error::Short(e) => write!(f, "{e}"),
            Error::Internal(message) => write!(f, "internal error (please report): {message}"),
        }
    }
}

impl std::error::Error for Error {}
