//! The one registry of rulesets: every ruleset that game expressions, `conway value`,
//! `conway grundy` and `conway rulesets` know is one [`Entry`] of [`RULESETS`].
//!
//! An entry gives the ruleset's name, the syntax of its positions, a one-line description
//! (the game and who is Left), examples, and how to make its [`Resolve`]r: a parser of
//! positions joined to the generic [`Solver`] of the ruleset (see
//! [`conway::partizan::ruleset`]). Adding a ruleset is writing its module (the
//! [`Ruleset`] implementation, its parser and its `ENTRY`) and adding one line to
//! [`RULESETS`]. Positions of impartial rulesets are valued through their nim-values
//! (the value is `*g`, Sprague–Grundy), which needs no canonical forms.
//!
//! ```
//! use conway::partizan::Arena;
//! use conway_games::registry;
//! let entry = registry::find("domineering").unwrap();
//! let mut resolver = (entry.make)();
//! let mut arena = Arena::new();
//! let g = resolver.value(&mut arena, "2x2", &mut |_, _| {}).unwrap();
//! assert_eq!(arena.display(g), "±1");
//! ```

use crate::invalid::InvalidPosition;
use crate::{
    amazons, clobber, col, cram, domineering, hackenbush, konane, snort, toads_frogs, toppling,
    young,
};
use conway::partizan::{Arena, Error, GameId, Ruleset, Solver};
use conway::progress::Progress;
use std::fmt;

/// A ruleset as the registry knows it.
pub struct Entry {
    /// The name before the `:` of a position, e.g. `domineering`.
    pub name: &'static str,
    /// The syntax of a position (what follows `name:`).
    pub syntax: &'static str,
    /// One line: the game, and who is Left.
    pub about: &'static str,
    /// Positions in full (`name:argument`), each valued by the tests.
    pub examples: &'static [&'static str],
    /// Characters that continue a position beyond letters, digits, `.`, `#`, `,`, `/`
    /// and `|` (see [`conway::partizan::Resolver::argument_chars`]).
    pub argument_chars: &'static str,
    /// A drawing of the position written `argument` (SVG, see [`crate::drawing`]), or why
    /// it is not a position.
    pub draw: fn(&str) -> Result<String, InvalidPosition>,
    /// A fresh parser and solver of the ruleset's positions (`Send`, so that a program
    /// may keep it behind a lock shared by its threads).
    pub make: fn() -> Box<dyn Resolve + Send>,
}

/// Every ruleset, one line each.
pub const RULESETS: &[Entry] = &[
    domineering::ENTRY,
    hackenbush::ENTRY,
    young::ENTRY,
    young::STAIRCASE_ENTRY,
    clobber::ENTRY,
    konane::ENTRY,
    amazons::ENTRY,
    cram::ENTRY,
    snort::ENTRY,
    col::ENTRY,
    toads_frogs::ENTRY,
    toppling::ENTRY,
];

/// The entry named `name`.
pub fn find(name: &str) -> Option<&'static Entry> {
    RULESETS.iter().find(|e| e.name == name)
}

/// The names of all rulesets, comma separated.
pub fn names() -> String {
    RULESETS
        .iter()
        .map(|e| e.name)
        .collect::<Vec<_>>()
        .join(", ")
}

/// Left's and Right's options of a position, as texts in the ruleset's syntax.
pub type Options = (Vec<String>, Vec<String>);

/// A ruleset's parser and solver, with the solver's tables kept across positions.
pub trait Resolve {
    /// The canonical form of the position written `argument`, reporting progress.
    fn value(
        &mut self,
        arena: &mut Arena,
        argument: &str,
        progress: &mut Progress<'_>,
    ) -> Result<GameId, ResolveError>;

    /// The nim-value of the position written `argument`, if the ruleset is impartial.
    fn nim_value(&mut self, arena: &mut Arena, argument: &str) -> Result<u32, ResolveError>;

    /// Whether the ruleset is impartial.
    fn is_impartial(&self) -> bool;

    /// Left's and Right's options of the position written `argument`, each written in the
    /// ruleset's syntax (perhaps simplified: a trimmed board, an equivalent strip; empty
    /// when nothing is left, the game 0), or `None` if the ruleset cannot write its
    /// positions back as text (only `staircase`, whose options are Young diagrams).
    fn options(&self, argument: &str) -> Result<Option<Options>, ResolveError>;
}

/// Why a position has no value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ResolveError {
    /// The text is not a position of the ruleset.
    Invalid(InvalidPosition),
    /// The engine refused the computation (a limit) or the question (nim-values of a
    /// partizan ruleset).
    Refused(Error),
}

impl fmt::Display for ResolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ResolveError::Invalid(e) => e.fmt(f),
            ResolveError::Refused(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for ResolveError {}

/// Reads a position from its text.
pub type Parser<P> = fn(&str) -> Result<P, InvalidPosition>;

/// Writes a position as text that its parser reads back.
pub type Printer<P> = fn(&P) -> String;

/// Lists the options of the position written `argument` from the text itself, for a
/// ruleset whose positions forget what a move would need to write them back (a
/// colouring keeps who may still colour a vertex, not which colour made it so).
pub type Lister = fn(&str) -> Result<Options, InvalidPosition>;

/// How a resolver writes the options of a position.
enum Writer<P> {
    /// It cannot ([`Resolve::options`] gives `None`).
    Nothing,
    /// Each option, a position, printed.
    Printer(Printer<P>),
    /// The options listed from the text.
    Lister(Lister),
}

/// The [`Resolve`]r of a ruleset whose positions are read by `parse` and cannot be
/// written back ([`Resolve::options`] gives `None`): a shape given by a few numbers
/// whose options have no such form (a staircase's are Young diagrams).
pub fn resolver<R>(ruleset: R, parse: Parser<R::Position>) -> Box<dyn Resolve + Send>
where
    R: Ruleset + Send + 'static,
    R::Position: Send,
{
    Box::new(Parsed {
        solver: Solver::new(ruleset),
        parse,
        writer: Writer::Nothing,
    })
}

/// The [`Resolve`]r of a ruleset whose positions are read by `parse` and whose options
/// `list` writes from the text of a position.
pub fn listing_resolver<R>(
    ruleset: R,
    parse: Parser<R::Position>,
    list: Lister,
) -> Box<dyn Resolve + Send>
where
    R: Ruleset + Send + 'static,
    R::Position: Send,
{
    Box::new(Parsed {
        solver: Solver::new(ruleset),
        parse,
        writer: Writer::Lister(list),
    })
}

/// The [`Resolve`]r of a ruleset whose positions are read by `parse` and written by
/// `print`, so that [`Resolve::options`] lists them.
pub fn printing_resolver<R>(
    ruleset: R,
    parse: Parser<R::Position>,
    print: Printer<R::Position>,
) -> Box<dyn Resolve + Send>
where
    R: Ruleset + Send + 'static,
    R::Position: Send,
{
    Box::new(Parsed {
        solver: Solver::new(ruleset),
        parse,
        writer: Writer::Printer(print),
    })
}

/// A solver, the parser of its positions and how it writes their options.
struct Parsed<R: Ruleset> {
    solver: Solver<R>,
    parse: Parser<R::Position>,
    writer: Writer<R::Position>,
}

impl<R: Ruleset> Resolve for Parsed<R> {
    fn value(
        &mut self,
        arena: &mut Arena,
        argument: &str,
        progress: &mut Progress<'_>,
    ) -> Result<GameId, ResolveError> {
        let position = (self.parse)(argument).map_err(ResolveError::Invalid)?;
        let value = if self.is_impartial() {
            // Sprague–Grundy: the value is *g, found without canonical forms
            let nim = self.solver.nim_value(arena, &position);
            nim.map(|g| arena.nimber(g))
        } else {
            self.solver.value_with_progress(arena, &position, progress)
        };
        value.map_err(ResolveError::Refused)
    }

    fn nim_value(&mut self, arena: &mut Arena, argument: &str) -> Result<u32, ResolveError> {
        let position = (self.parse)(argument).map_err(ResolveError::Invalid)?;
        self.solver
            .nim_value(arena, &position)
            .map_err(ResolveError::Refused)
    }

    fn is_impartial(&self) -> bool {
        self.solver.ruleset().is_impartial()
    }

    fn options(&self, argument: &str) -> Result<Option<Options>, ResolveError> {
        let position = (self.parse)(argument).map_err(ResolveError::Invalid)?;
        let print = match self.writer {
            Writer::Nothing => return Ok(None),
            Writer::Lister(list) => return list(argument).map(Some).map_err(ResolveError::Invalid),
            Writer::Printer(print) => print,
        };
        let ruleset = self.solver.ruleset();
        let texts = |options: Vec<R::Position>| options.iter().map(print).collect();
        Ok(Some((
            texts(ruleset.left_options(&position)),
            texts(ruleset.right_options(&position)),
        )))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The options of every example, read back and valued, make the example's value:
    /// `G = { G^L | G^R }`, so the printers write positions their parsers read as the
    /// same games.
    #[test]
    fn listed_options_read_back_as_the_positions_they_are() {
        let mut arena = Arena::new();
        let mut listed = 0;
        for entry in RULESETS {
            let mut resolver = (entry.make)();
            for example in entry.examples {
                let (_, argument) = example.split_once(':').unwrap();
                let Some((left, right)) = resolver.options(argument).unwrap() else {
                    continue;
                };
                let mut values = |texts: &[String]| -> Vec<GameId> {
                    texts
                        .iter()
                        .map(|t| {
                            if t.is_empty() {
                                return arena.zero();
                            }
                            let v = resolver.value(&mut arena, t, &mut |_, _| {});
                            v.unwrap_or_else(|e| panic!("{example}: option {t:?}: {e}"))
                        })
                        .collect()
                };
                let (l, r) = (values(&left), values(&right));
                let rebuilt = arena.game(&l, &r).unwrap();
                let value = resolver
                    .value(&mut arena, argument, &mut |_, _| {})
                    .unwrap();
                assert_eq!(rebuilt, value, "{example}");
                listed += 1;
            }
        }
        assert!(listed >= 10, "{listed} examples list their options");
    }

    /// Every ruleset but `staircase` writes its options (so that the explorer can list a
    /// position's own moves on its board).
    #[test]
    fn every_ruleset_lists_its_options() {
        for entry in RULESETS {
            let resolver = (entry.make)();
            for example in entry.examples {
                let (_, argument) = example.split_once(':').unwrap();
                let listed = resolver.options(argument).unwrap();
                assert_eq!(listed.is_some(), entry.name != "staircase", "{example}");
            }
        }
    }
}
