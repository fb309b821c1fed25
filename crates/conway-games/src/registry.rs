//! The one registry of rulesets: every ruleset that game expressions, `conway value`,
//! `conway grundy`, `conway rulesets`, the Python package and the explorer know is one
//! [`Entry`] of [`RULESETS`]. Adding a ruleset is writing its module (the contract is in
//! [`crate::contract`]) and adding one line here.
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

use crate::contract::Entry;
use crate::graph::{col, hackenbush, snort};
use crate::grid::{amazons, clobber, cram, domineering, konane, young};
use crate::strip::{toads_frogs, toppling};

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

#[cfg(test)]
mod tests {
    use super::*;
    use conway::partizan::{Arena, GameId};

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
