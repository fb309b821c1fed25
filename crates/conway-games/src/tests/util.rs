//! Helpers shared by the test modules: games read from notation and ruleset positions read
//! as game expressions read them, compared by value.

use crate::positions::RulesetPositions;
use conway::partizan::{parse, parse_with, Arena, GameId};

/// The game written `text` in notation (the test fails with the parser's message if it is
/// not one).
pub fn game(arena: &mut Arena, text: &str) -> GameId {
    parse(arena, text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// Asserts that `got` is the game written `expected` (one canonical id per value).
pub fn is(arena: &mut Arena, got: GameId, expected: &str, what: &str) {
    let want = game(arena, expected);
    assert_eq!(
        got,
        want,
        "{what}: conway {} but expected {expected}",
        arena.display(got)
    );
}

/// Asserts that each ruleset position (`name:argument`, read through the registry as game
/// expressions read it) has the value of the form written beside it.
pub fn check(cases: &[(&str, &str)]) {
    let mut arena = Arena::new();
    let mut positions = RulesetPositions::new();
    for &(position, form) in cases {
        let got = parse_with(&mut arena, position, &mut positions)
            .unwrap_or_else(|e| panic!("{position}: {e}"));
        is(&mut arena, got, form, position);
    }
}
