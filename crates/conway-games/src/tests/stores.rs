//! The database of solved positions ([`crate::store`]) against the solvers without
//! it: every ruleset's examples (and a few larger positions) valued with a fresh
//! database, then again by fresh solvers that read it back, give the canonical forms and
//! outcomes found without one; the records the second pass read are the ones the first
//! kept (the database is not empty, and the rerun spends less work).

use crate::positions::RulesetPositions;
use crate::registry;
use crate::store::Store;
use crate::sum_outcome::outcome_of_expression;
use conway::partizan::sum_search::SearchSettings;
use conway::partizan::Arena;

/// Positions of every ruleset (its examples) and a few that cost more than
/// [`conway::partizan::archive::KEEP_WORK`] steps, so that something is kept.
fn examples() -> Vec<String> {
    let mut all: Vec<String> = registry::RULESETS
        .iter()
        .flat_map(|e| e.examples.iter().map(|x| x.to_string()))
        .collect();
    all.extend(
        [
            "domineering:4x5",
            "clobber:3x5",
            "cram:4x5",
            "konane:xoxox|oxoxo|xoxox",
        ]
        .map(String::from),
    );
    all
}

/// The canonical text of every position (`None` if refused), and the work spent.
fn values(store: Option<&Store>) -> (Vec<Option<String>>, u64) {
    let mut arena = Arena::new();
    let mut positions = RulesetPositions::new();
    positions.set_store(store.cloned());
    let start = arena.work();
    let found = examples()
        .iter()
        .map(|text| {
            let g = conway::partizan::parse_with(&mut arena, text, &mut positions).ok()?;
            Some(arena.display(g))
        })
        .collect();
    (found, arena.work() - start)
}

/// The outcome of each of the positions, by the sum search.
fn outcomes(store: Option<&Store>, expressions: &[&str]) -> Vec<String> {
    let mut arena = Arena::new();
    let mut positions = RulesetPositions::new();
    positions.set_store(store.cloned());
    expressions
        .iter()
        .map(|e| {
            let found =
                outcome_of_expression(&mut arena, &mut positions, e, SearchSettings::default());
            found.map(|f| f.outcome.to_string()).unwrap_or_default()
        })
        .collect()
}

#[test]
fn values_and_outcomes_read_back_from_a_database_equal_those_found_without_it() {
    let name = format!("conway-stores-twin-{}.db", std::process::id());
    let path = std::env::temp_dir().join(name);
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
    }
    let store = Store::open(&path).unwrap();
    let (plain, plain_work) = values(None);
    let (written, _) = values(Some(&store));
    let (read, read_work) = values(Some(&Store::open(&path).unwrap()));
    assert_eq!(written, plain);
    assert_eq!(read, plain);
    assert!(read_work < plain_work, "{read_work} vs {plain_work}");
    let summary = store.summary().unwrap();
    for ruleset in ["domineering", "clobber", "amazons"] {
        assert!(summary.rulesets[ruleset].values > 0, "{ruleset}");
    }
    assert!(summary.rulesets["cram"].nim_values > 0);

    let sums = [
        "clobber:3x6",
        "clobber:xoxo|oxox + domineering:3x4",
        "konane:xoxox|oxoxo|xoxox + 1/4",
    ];
    let plain = outcomes(None, &sums);
    assert_eq!(outcomes(Some(&store), &sums), plain);
    assert_eq!(outcomes(Some(&Store::open(&path).unwrap()), &sums), plain);
    assert!(store.summary().unwrap().rulesets["clobber"].sums > 0);
    assert_eq!(store.failure(), None);
}
