//! Ruleset positions by name, for game expressions such as `domineering:3x4 + *`: the
//! [`Resolver`] used by the command-line tool, reading every ruleset from the
//! [`registry`].
//!
//! Each ruleset's solver is made on first use and kept, so that its transposition
//! tables are shared by all the positions of an expression. Messages quote at most a
//! short excerpt of the argument.

use crate::contract::{PositionError, PositionSolver};
use crate::registry;
use crate::store::Store;
use conway::excerpt::excerpt;
use conway::partizan::sum_search::TableFootprint;
use conway::partizan::{Arena, GameId, Resolver};
use conway::progress::Progress;
use std::collections::hash_map::Entry;
use std::collections::HashMap;

/// The solvers of the rulesets used so far.
#[derive(Default)]
pub struct RulesetPositions<'p> {
    solvers: HashMap<&'static str, Box<dyn PositionSolver + Send>>,
    progress: Option<Box<dyn FnMut(u64, u64) + Send + 'p>>,
    /// The database each solver keeps its results in, if any.
    store: Option<Store>,
}

impl<'p> RulesetPositions<'p> {
    /// No solver yet.
    pub fn new() -> RulesetPositions<'p> {
        RulesetPositions::default()
    }

    /// Solvers that report the progress of long searches (see [`Progress`]).
    pub fn with_progress(progress: Box<dyn FnMut(u64, u64) + Send + 'p>) -> RulesetPositions<'p> {
        RulesetPositions {
            progress: Some(progress),
            ..RulesetPositions::default()
        }
    }
}

impl RulesetPositions<'_> {
    /// Solvers made from now on keep their results in `store` and look up there what
    /// their tables miss ([`PositionSolver::attach_store`]).
    pub fn set_store(&mut self, store: Option<Store>) {
        self.store = store;
    }

    /// The solver of the ruleset `name` (made on first use), or a message naming the
    /// rulesets known.
    pub fn solver(&mut self, name: &str) -> Result<&mut (dyn PositionSolver + Send), String> {
        solver_in(&mut self.solvers, self.store.as_ref(), name)
    }

    /// What the sum searches of the rulesets' solvers hold in their tables, added up.
    pub fn sum_table_footprint(&self) -> TableFootprint {
        self.solvers
            .values()
            .map(|s| s.sum_table_footprint())
            .fold(TableFootprint::default(), |a, b| a + b)
    }
}

/// The solver of the ruleset `name` in `solvers`, made on first use (and given the
/// database `store`, if any).
fn solver_in<'s>(
    solvers: &'s mut HashMap<&'static str, Box<dyn PositionSolver + Send>>,
    store: Option<&Store>,
    name: &str,
) -> Result<&'s mut (dyn PositionSolver + Send), String> {
    let entry = registry::find(name).ok_or_else(|| registry::unknown(name))?;
    let solver = match solvers.entry(entry.name) {
        Entry::Occupied(made) => made.into_mut(),
        Entry::Vacant(slot) => {
            let mut solver = entry.solver();
            if let Some(store) = store {
                solver
                    .attach_store(store, entry.name)
                    .map_err(|e| e.to_string())?;
            }
            slot.insert(solver)
        }
    };
    Ok(solver.as_mut())
}

impl Resolver for RulesetPositions<'_> {
    /// The canonical form of `name:argument`, or a message saying what is wrong.
    ///
    /// ```
    /// use conway::partizan::{parse_with, Arena};
    /// use conway_games::positions::RulesetPositions;
    /// let mut arena = Arena::new();
    /// let g = parse_with(&mut arena, "domineering:2x1 + hackenbush:BR", &mut RulesetPositions::new());
    /// assert_eq!(arena.display(g.unwrap()), "3/2");
    /// ```
    fn resolve(&mut self, arena: &mut Arena, name: &str, argument: &str) -> Result<GameId, String> {
        let mut silent = |_, _| {};
        let progress: &mut Progress<'_> = match self.progress.as_mut() {
            Some(p) => &mut **p,
            None => &mut silent,
        };
        solver_in(&mut self.solvers, self.store.as_ref(), name)?
            .value(arena, argument, progress)
            .map_err(|e| match e {
                PositionError::Invalid(e) => format!("{name}:{}: {e}", excerpt(argument)),
                PositionError::Refused(e) => e.to_string(),
            })
    }

    fn argument_chars(&self, name: &str) -> &str {
        registry::find(name).map_or("", |e| e.argument_chars)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::young::value_by_rules;

    fn resolve(text: &str) -> Result<String, String> {
        let mut arena = Arena::new();
        let (name, argument) = text.split_once(':').unwrap();
        let g = RulesetPositions::new().resolve(&mut arena, name, argument)?;
        Ok(arena.display(g))
    }

    #[test]
    fn young_positions_use_the_hook_and_agree_with_the_rules() {
        let mut arena = Arena::new();
        for (text, rows) in [
            ("young:5,3,3,1", "5,3,3,1"),
            ("staircase:2,1,3", "3,3,2,2,1,1"),
        ] {
            let slow = value_by_rules(&mut arena, &rows.parse().unwrap()).unwrap();
            assert_eq!(resolve(text).unwrap(), arena.display(slow), "{text}");
        }
        // a row of 10^18 cells: an integer, without building the diagram
        assert_eq!(
            resolve("young:1000000000000000000").unwrap(),
            "999999999999999999"
        );
        assert!(
            resolve("staircase:18446744073709551615,18446744073709551615,2")
                .unwrap_err()
                .contains("2^64")
        );
    }

    #[test]
    fn messages_quote_an_excerpt() {
        let long = "x".repeat(100_000);
        for text in [
            format!("{long}:1"),
            format!("domineering:{long}"),
            format!("young:{long}"),
        ] {
            // an excerpt of the text, however many rulesets there are
            let e = resolve(&text).unwrap_err();
            assert!(e.len() < 300, "{}", &e[..300]);
            assert!(e.contains("(100000 characters)"), "{e}");
        }
    }
}
