//! Helpers shared by the test modules: reading a game written in notation, asserting a
//! value, and random games for the property tests.

use conway::partizan::{parse, Arena, GameId};
use proptest::prelude::*;
use std::ops::Range;

/// The game written `s` (the test fails with the parser's message if it is not one).
pub fn p(a: &mut Arena, s: &str) -> GameId {
    parse(a, s).unwrap_or_else(|e| panic!("{s}: {e}"))
}

/// Asserts that `got` is the game `expected` (compared by value: one canonical id).
pub fn is(a: &mut Arena, got: GameId, expected: &str, what: &str) {
    let e = p(a, expected);
    assert_eq!(got, e, "{what}: got {} expected {expected}", a.display(got));
}

/// Random forms `{L|R}` written in notation: the `leaves`, nested up to `depth` levels,
/// with `options` options on each side of every brace (at most `size` nodes in all).
pub fn forms(
    leaves: &[&'static str],
    depth: u32,
    size: u32,
    options: Range<usize>,
) -> impl Strategy<Value = String> {
    let leaf = prop::sample::select(leaves.to_vec()).prop_map(str::to_string);
    leaf.prop_recursive(depth, size, 3, move |inner| {
        (
            prop::collection::vec(inner.clone(), options.clone()),
            prop::collection::vec(inner, options.clone()),
        )
            .prop_map(|(l, r)| format!("{{{}|{}}}", l.join(","), r.join(",")))
    })
}

/// A random game of small birthday: numbers, nimbers and ups as leaves of forms three
/// levels deep, with 0 to 2 options a side.
pub fn arb_game() -> impl Strategy<Value = String> {
    let leaves = [
        "0", "1", "-1", "2", "-2", "1/2", "-1/2", "3/4", "*", "*2", "^", "v", "^*", "1*", "v*3",
    ];
    forms(&leaves, 3, 24, 0..3)
}
