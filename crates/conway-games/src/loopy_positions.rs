//! The loopy rulesets known by name in expressions (`backsliding:TT..FF`,
//! `foxgeese:.x.x/o...`), for the loopy
//! reader ([`conway::loopy::notation::LoopyPositions`]): the positions of these rulesets
//! may repeat, so an expression naming one is a loopy game.

use crate::cyclic_subtraction::CyclicSubtraction;
use crate::grid::fox_and_geese::{self, FoxAndGeese};
use crate::invalid::InvalidPosition;
use crate::strip::backsliding::BackslidingToadsAndFrogs;
use crate::strip::toads_frogs::Strip;
use conway::loopy::notation::{LoopyPositions, PositionError};
use conway::loopy::LoopyGame;

/// A function drawing a position written as an argument (SVG), or saying why it is not one.
pub type Drawing = fn(&str) -> Result<String, InvalidPosition>;

/// A loopy ruleset's name, what it is and the syntax of its positions.
pub struct LoopyEntry {
    /// The name in expressions.
    pub name: &'static str,
    /// One line on the ruleset.
    pub about: &'static str,
    /// The syntax of a position.
    pub syntax: &'static str,
    /// Examples of positions, as typed.
    pub examples: &'static [&'static str],
    /// A drawing of the position written `argument` (SVG, see [`crate::drawing`]), if the
    /// ruleset's positions are drawn.
    pub draw: Option<Drawing>,
}

/// The loopy rulesets.
pub const LOOPY_RULESETS: &[LoopyEntry] = &[
    LoopyEntry {
        name: "backsliding",
        about: "Backsliding Toads and Frogs: Toads and Frogs where a creature may also slide one cell back",
        syntax: "cells from left to right: T (toad), F (frog), . (empty); at most 128 cells",
        examples: &["backsliding:T.F", "backsliding:TT..FF"],
        // the strip of Toads and Frogs
        draw: Some(crate::strip::toads_frogs::ENTRY.draw),
    },
    LoopyEntry {
        name: "foxgeese",
        about: "Fox and Geese: Left's geese step diagonally down, Right's fox diagonally any way; a fox past the geese is off",
        syntax: "RxC (the classical start: geese on the top row's dark squares, the fox at the bottom), or rows of x (goose), o (fox) and . separated by / or |, top row first; pieces on dark squares (row + column even, rows from 1 at the bottom)",
        examples: &["foxgeese:4x8", "foxgeese:.x.x.x.x/......../......../o......."],
        draw: Some(fox_and_geese::draw),
    },
    LoopyEntry {
        name: "ceylonese",
        about: "Ceylonese Fox and Geese: Fox and Geese whose fox moves up to two squares in a line",
        syntax: "as foxgeese",
        examples: &["ceylonese:.x.x.x.x/......../......../o......."],
        draw: Some(fox_and_geese::draw),
    },
    LoopyEntry {
        name: "cyclesub",
        about: "a subtraction game on a cycle: take s in S steps down, wrapping past 0 to the top; 0 ends the game (impartial, loopy)",
        syntax: "S:n:k: the subtraction set (comma separated), the cycle's length, the token's position below it",
        examples: &["cyclesub:2:8:3", "cyclesub:1,3:7:5"],
        draw: None,
    },
];

/// The positions of [`LOOPY_RULESETS`].
pub struct LoopyRulesetPositions;

impl LoopyPositions for LoopyRulesetPositions {
    fn knows(&self, name: &str) -> bool {
        LOOPY_RULESETS.iter().any(|e| e.name == name)
    }

    fn graph(&mut self, name: &str, argument: &str) -> Result<LoopyGame, PositionError> {
        let invalid = |e: crate::invalid::InvalidPosition| {
            PositionError::Invalid(format!("invalid {name} position: {e}"))
        };
        match name {
            "backsliding" => {
                let strip: Strip<u128> = argument.parse().map_err(invalid)?;
                LoopyGame::of_ruleset(&BackslidingToadsAndFrogs, strip)
                    .map_err(PositionError::Refused)
            }
            "foxgeese" | "ceylonese" => {
                let range = if name == "foxgeese" { 1 } else { 2 };
                let (rules, start) = FoxAndGeese::parse(argument, range).map_err(invalid)?;
                LoopyGame::of_ruleset(&rules, start).map_err(PositionError::Refused)
            }
            "cyclesub" => {
                let (rules, start) = CyclicSubtraction::parse(argument).map_err(invalid)?;
                LoopyGame::of_ruleset(&rules, start).map_err(PositionError::Refused)
            }
            other => Err(PositionError::Invalid(format!(
                "unknown loopy ruleset '{other}'"
            ))),
        }
    }
}
