//! Sided values `s & t`: the values of loopy games, given by an onside and an offside
//! (Winning Ways, ch. 11; Siegel, *Combinatorial Game Theory*, VI.4–5).
//!
//! Every loopy game `G` has an onside `G^+` and an offside `G^-` ([`super::sides`]), and
//! its value is the pair `G = G^+ & G^-`. The algebra of such pairs (Siegel, section
//! VI.4; Winning Ways, ch. 11, "sidling"):
//!
//! * `G <= H` exactly when `G^+ <= H^+` and `G^- <= H^-` (each side in its own order);
//! * `(G + H)^+ = G^+ +↑ H^+` and `(G + H)^- = G^- +↓ H^-`: the sides of a sum are the
//!   sides of the sums of sides;
//! * `(-G)^+ = -(G^-)` and `(-G)^- = -(G^+)`;
//! * `G^+ >= G^-` always, so `s & t` is a value only when `s >= t`.
//!
//! A value `s & t` written by itself (CGSuite's `StopperSidedValue`) is not the value of
//! a game form conway builds: it has no options. It is kept as two graphs, one whose
//! onside is the value's onside and one whose offside is its offside, and the rules above
//! act on each graph: a sum adds the graphs, so that the sides of the result are those
//! of the sums (`(s & t) + G` is `(s + G)^+ & (t + G)^-`), and the order compares
//! each graph on its own side. A game's value is the game's graph on both sides.
//!
//! **Who wins.** Moving first in `G`, Left wins (infinite play counted against her) as in
//! `G^-`, and survives (a win or a draw) as she wins in `G^+`, where infinite play is
//! hers; symmetrically for Right. So the outcome of `s & t` is read from the outcomes of
//! its two graphs with draws, and for a game it is the game's own (the rule leaves a
//! single graph's outcome unchanged). A test compares this with the retrograde outcome of
//! random games whose sides are found.

use super::graph::LoopyGame;
use super::outcome::{LoopyOutcome, Winner};
use super::sides::{Side, SideError};
use super::Error;
use std::fmt;

/// The value of a loopy game, or a sided value `s & t` written as one.
#[derive(Clone, Debug)]
pub enum SidedValue {
    /// A game: its graph stands for both sides.
    Game(LoopyGame),
    /// A value `s & t` that is not one game's graph: a graph whose onside is the value's
    /// onside, and one whose offside is its offside.
    Pair {
        /// A graph with the value's onside.
        onside_of: LoopyGame,
        /// A graph with the value's offside.
        offside_of: LoopyGame,
    },
}

/// Why `S & T` is not a value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SidedError {
    /// The onside of `S` or the offside of `T` was not found as a stopper, so the two
    /// cannot be checked to be in order.
    NotFound(Side),
    /// `S^+ >= T^-` fails: no game has these sides.
    Disordered,
    /// A limit of the engine.
    Refused(Error),
}

impl fmt::Display for SidedError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SidedError::NotFound(Side::On) => f.write_str(
                "in S & T, the onside of S was not found as a stopper, so S & T cannot be \
                 checked to be a value (S^+ >= T^-)",
            ),
            SidedError::NotFound(Side::Off) => f.write_str(
                "in S & T, the offside of T was not found as a stopper, so S & T cannot be \
                 checked to be a value (S^+ >= T^-)",
            ),
            SidedError::Disordered => f.write_str(
                "S & T is not a value: the onside of S must be >= the offside of T \
                 (every game has G^+ >= G^-, Siegel VI.4)",
            ),
            SidedError::Refused(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for SidedError {}

impl From<Error> for SidedError {
    fn from(e: Error) -> Self {
        SidedError::Refused(e)
    }
}

impl From<LoopyGame> for SidedValue {
    fn from(game: LoopyGame) -> Self {
        SidedValue::Game(game)
    }
}

impl SidedValue {
    /// The value `S^+ & T^-` (for stoppers `s & t`): both sides as canonical stoppers,
    /// checked to be in order. When they are equal the value is that stopper, a game.
    pub fn pair(s: &LoopyGame, t: &LoopyGame) -> Result<SidedValue, SidedError> {
        let found = |game: &LoopyGame, side: Side| {
            game.side(side).map_err(|e| match e {
                SideError::NotFound(_) => SidedError::NotFound(side),
                SideError::Refused(e) => SidedError::Refused(e),
            })
        };
        let onside = found(s, Side::On)?;
        let offside = found(t, Side::Off)?;
        if !offside.leq(&onside)? {
            return Err(SidedError::Disordered);
        }
        if onside.leq(&offside)? {
            return Ok(SidedValue::Game(onside));
        }
        Ok(SidedValue::Pair {
            onside_of: onside,
            offside_of: offside,
        })
    }

    /// The graph standing for the given side.
    pub fn graph_for(&self, side: Side) -> &LoopyGame {
        match (self, side) {
            (SidedValue::Game(g), _) => g,
            (SidedValue::Pair { onside_of, .. }, Side::On) => onside_of,
            (SidedValue::Pair { offside_of, .. }, Side::Off) => offside_of,
        }
    }

    /// The game, when the value was given as one.
    pub fn game(&self) -> Option<&LoopyGame> {
        match self {
            SidedValue::Game(g) => Some(g),
            SidedValue::Pair { .. } => None,
        }
    }

    /// The given side as a canonical stopper.
    pub fn side(&self, side: Side) -> Result<LoopyGame, SideError> {
        self.graph_for(side).side(side)
    }

    /// The sum: the graphs added side by side.
    pub fn sum(&self, other: &SidedValue) -> Result<SidedValue, Error> {
        if let (SidedValue::Game(g), SidedValue::Game(h)) = (self, other) {
            return Ok(SidedValue::Game(g.sum(h)?));
        }
        Ok(SidedValue::Pair {
            onside_of: self.graph_for(Side::On).sum(other.graph_for(Side::On))?,
            offside_of: self.graph_for(Side::Off).sum(other.graph_for(Side::Off))?,
        })
    }

    /// The negative: `-(s & t) = -t & -s`.
    pub fn negative(&self) -> SidedValue {
        match self {
            SidedValue::Game(g) => SidedValue::Game(g.negative()),
            SidedValue::Pair {
                onside_of,
                offside_of,
            } => SidedValue::Pair {
                onside_of: offside_of.negative(),
                offside_of: onside_of.negative(),
            },
        }
    }

    /// Whether `self <= other`: on both sides.
    pub fn leq(&self, other: &SidedValue) -> Result<bool, Error> {
        for side in [Side::On, Side::Off] {
            if !self.graph_for(side).side_leq(other.graph_for(side), side)? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// Who wins, moving first and second, with draws.
    pub fn outcome(&self) -> LoopyOutcome {
        match self {
            SidedValue::Game(g) => g.outcome(),
            SidedValue::Pair {
                onside_of,
                offside_of,
            } => {
                let (on, off) = (onside_of.outcome(), offside_of.outcome());
                LoopyOutcome {
                    left_first: if off.left_first == Winner::Left {
                        Winner::Left
                    } else if on.left_first != Winner::Right {
                        Winner::Draw
                    } else {
                        Winner::Right
                    },
                    right_first: if on.right_first == Winner::Right {
                        Winner::Right
                    } else if off.right_first != Winner::Left {
                        Winner::Draw
                    } else {
                        Winner::Left
                    },
                }
            }
        }
    }
}
