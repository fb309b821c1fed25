//! The variants of every ruleset by a prefix: `impartial:clobber:xo.ox` is the impartial
//! variant of the Clobber position `xo.ox` (both players may make every move of either),
//! `dicotic:domineering:3x3` the dicotic one (a player may move only when the opponent
//! could), `twisted:toads:TT.F` the twisted one (every move also swaps the players'
//! roles). The games are those of [`conway::partizan::variants`], written once over the
//! `Ruleset` trait; each registry entry builds them over its own ruleset
//! ([`Entry::make`] with a [`Variant`]), so every ruleset has all three.
//!
//! A variant's position is written `RULESET:POSITION`, the position in the ruleset's own
//! syntax; its options are written the same way (none for the twisted variant, whose
//! positions may be negated, which no text of the ruleset says). A variant of a variant is
//! not offered. Results are not kept in a database (`--db`): the keys of a database are
//! the ruleset's positions, and a variant's value is another game's.

use crate::contract::{
    Entry, MisereForm, MisereFormError, Options, PositionError, PositionSolver, Variant,
};
use crate::invalid::InvalidPosition;
use crate::registry;
use crate::store::{Store, StoreError};
use conway::excerpt::excerpt;
use conway::misere::canonical::MisereArena;
use conway::partizan::sum_search::{SearchSettings, TableFootprint, Term, WinningMove};
use conway::partizan::{Arena, GameId};
use conway::progress::Progress;
use std::collections::HashMap;

/// The names of the variants, as prefixes.
pub const PREFIXES: [&str; 3] = ["impartial", "dicotic", "twisted"];

/// The ruleset named at the start of a variant's argument, and the position after it.
fn split(argument: &str) -> Result<(&'static Entry, &str), InvalidPosition> {
    let (name, position) = argument.split_once(':').ok_or_else(|| {
        InvalidPosition(format!(
            "expected RULESET:POSITION (e.g. clobber:xo.ox), found '{}'",
            excerpt(argument)
        ))
    })?;
    if PREFIXES.contains(&name) {
        return Err(InvalidPosition(format!(
            "a variant of a variant ('{name}:' inside another) is not offered"
        )));
    }
    let entry = registry::find(name).ok_or_else(|| InvalidPosition(registry::unknown(name)))?;
    Ok((entry, position))
}

/// The solver of one variant of every ruleset: a solver per ruleset, made on first use.
struct VariantSolver {
    variant: Variant,
    /// Whether this solver was itself asked for as a variant (of the variant entry).
    nested: bool,
    solvers: HashMap<&'static str, Box<dyn PositionSolver + Send>>,
    search: SearchSettings,
}

impl VariantSolver {
    /// The solver of the ruleset named in `argument`, and the position's own text.
    fn of<'a>(
        &mut self,
        argument: &'a str,
    ) -> Result<(&'static str, &mut (dyn PositionSolver + Send), &'a str), PositionError> {
        if self.nested {
            return Err(PositionError::Invalid(InvalidPosition(
                "a variant of a variant is not offered".into(),
            )));
        }
        let (entry, position) = split(argument).map_err(PositionError::Invalid)?;
        let (variant, search) = (self.variant, self.search);
        let solver = self.solvers.entry(entry.name).or_insert_with(|| {
            let mut solver = (entry.make)(variant);
            solver.set_search(search);
            solver
        });
        Ok((entry.name, solver.as_mut(), position))
    }
}

/// The solver of `variant` of every ruleset; `outer` is the variant asked of it in turn
/// (only [`Variant::Plain`] is offered).
fn solver(variant: Variant, outer: Variant) -> Box<dyn PositionSolver + Send> {
    Box::new(VariantSolver {
        variant,
        nested: outer != Variant::Plain,
        solvers: HashMap::new(),
        search: SearchSettings::default(),
    })
}

/// `ruleset:text`, or the empty text of the game 0.
fn prefixed(ruleset: &str, text: String) -> String {
    match text.is_empty() {
        true => text,
        false => format!("{ruleset}:{text}"),
    }
}

impl PositionSolver for VariantSolver {
    fn value(
        &mut self,
        arena: &mut Arena,
        argument: &str,
        progress: &mut Progress<'_>,
    ) -> Result<GameId, PositionError> {
        let (_, solver, position) = self.of(argument)?;
        solver.value(arena, position, progress)
    }

    fn nim_value(
        &mut self,
        arena: &mut Arena,
        argument: &str,
        threads: usize,
    ) -> Result<u32, PositionError> {
        let (_, solver, position) = self.of(argument)?;
        solver.nim_value(arena, position, threads)
    }

    /// The impartial variant is impartial; the others are searched as partizan games.
    fn is_impartial(&self) -> bool {
        self.variant == Variant::Impartial && !self.nested
    }

    fn options(&self, argument: &str) -> Result<Option<Options>, PositionError> {
        let (entry, position) = split(argument).map_err(PositionError::Invalid)?;
        let listed = (entry.make)(self.variant).options(position)?;
        let write =
            |texts: Vec<String>| texts.into_iter().map(|t| prefixed(entry.name, t)).collect();
        Ok(listed.map(|(left, right)| (write(left), write(right))))
    }

    /// A sum of positions of one ruleset's variant is searched by that ruleset's solver;
    /// the positions of other rulesets in the sum are valued first and join it as games.
    fn winning_first_move(
        &mut self,
        arena: &mut Arena,
        terms: &[Term<&str>],
        left: bool,
    ) -> Result<Option<WinningMove<Option<String>>>, PositionError> {
        let principal = terms.iter().find_map(|term| match *term {
            Term::Position(text) => Some(text),
            Term::Game(_) => None,
        });
        let Some(principal) = principal else {
            return Err(PositionError::Invalid(InvalidPosition(
                "no position of a variant in the sum".into(),
            )));
        };
        let name = split(principal).map_err(PositionError::Invalid)?.0.name;
        let mut own = Vec::with_capacity(terms.len());
        for term in terms {
            own.push(match *term {
                Term::Position(text) => {
                    let (entry, position) = split(text).map_err(PositionError::Invalid)?;
                    if entry.name == name {
                        Term::Position(position)
                    } else {
                        let (_, solver, position) = self.of(text)?;
                        Term::Game(solver.value(arena, position, &mut |_, _| {})?)
                    }
                }
                Term::Game(g) => Term::Game(g),
            });
        }
        let (_, solver, _) = self.of(principal)?;
        let found = solver.winning_first_move(arena, &own, left)?;
        Ok(found.map(|m| WinningMove {
            term: m.term,
            to: match m.to {
                Term::Position(text) => Term::Position(text.map(|t| prefixed(name, t))),
                Term::Game(g) => Term::Game(g),
            },
        }))
    }

    fn set_search(&mut self, settings: SearchSettings) {
        self.search = settings;
        for solver in self.solvers.values_mut() {
            solver.set_search(settings);
        }
    }

    fn sum_table_footprint(&self) -> TableFootprint {
        self.solvers
            .values()
            .map(|s| s.sum_table_footprint())
            .fold(TableFootprint::default(), |a, b| a + b)
    }

    fn nim_table_footprint(&self) -> TableFootprint {
        self.solvers
            .values()
            .map(|s| s.nim_table_footprint())
            .fold(TableFootprint::default(), |a, b| a + b)
    }

    /// Nothing is kept: a database's keys are the rulesets' own positions.
    fn attach_store(&mut self, _: &Store, _: &'static str) -> Result<bool, StoreError> {
        Ok(false)
    }

    fn misere_form(
        &self,
        arena: &mut MisereArena,
        argument: &str,
    ) -> Result<MisereForm, MisereFormError> {
        let (entry, position) = split(argument).map_err(MisereFormError::Invalid)?;
        (entry.make)(self.variant).misere_form(arena, position)
    }
}

/// The drawing of a variant's position: the ruleset's drawing of it.
fn draw(argument: &str) -> Result<String, InvalidPosition> {
    let (entry, position) = split(argument)?;
    (entry.draw)(position)
}

/// The registry entry of a variant.
const fn entry(
    name: &'static str,
    about: &'static str,
    examples: &'static [&'static str],
    make: fn(Variant) -> Box<dyn PositionSolver + Send>,
) -> Entry {
    Entry {
        name,
        syntax: "RULESET:POSITION, a position of any ruleset in its own syntax \
                 (e.g. clobber:xo.ox, domineering:3x3)",
        about,
        examples,
        argument_chars: "-:",
        draw,
        editor: None,
        make,
    }
}

/// The impartial variant of every ruleset.
pub const IMPARTIAL_ENTRY: Entry = entry(
    "impartial",
    "the impartial variant of a ruleset: both players may make every move of either",
    &["impartial:clobber:xo.ox", "impartial:domineering:2x3"],
    |outer| solver(Variant::Impartial, outer),
);

/// The dicotic variant of every ruleset.
pub const DICOTIC_ENTRY: Entry = entry(
    "dicotic",
    "the dicotic variant of a ruleset: a player may move only when the opponent could",
    &["dicotic:domineering:3x3", "dicotic:toads:TT.F.F"],
    |outer| solver(Variant::Dicotic, outer),
);

/// The twisted variant of every ruleset.
pub const TWISTED_ENTRY: Entry = entry(
    "twisted",
    "the twisted variant of a ruleset: every move also swaps the players' roles",
    &["twisted:hackenbush:BRB", "twisted:toppling:BRGB"],
    |outer| solver(Variant::Twisted, outer),
);
