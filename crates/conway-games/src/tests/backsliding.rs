//! Backsliding Toads and Frogs: a sided value of CGSuite's test suite reproduced by the
//! search for sides (slow tier).

use crate::strip::backsliding::BackslidingToadsAndFrogs;
use conway::loopy::notation::parse_loopy;
use conway::loopy::sides::Side;
use conway::loopy::LoopyGame;
use conway::partizan::Arena;

/// CGSuite's GameStripTest: BackslidingToadsAndFrogs("ttt..fff").GameValue =
/// `{on||0|-1/2} & {1/2|0||off}` (560 positions; about 35 CPU-seconds here).
#[test]
#[ignore = "slow tier: the sides of a 560-position game, about 35 s"]
fn ttt_fff_has_cgsuites_sides() {
    let g = LoopyGame::of_ruleset(&BackslidingToadsAndFrogs, "TTT..FFF".parse().unwrap()).unwrap();
    assert!(!g.is_stopper());
    let mut arena = Arena::new();
    for (side, expected) in [(Side::On, "{on||0|-1/2}"), (Side::Off, "{1/2|0||off}")] {
        let found = g.side(side).unwrap();
        let expected = parse_loopy(&mut arena, expected)
            .unwrap()
            .canonical_stopper()
            .unwrap();
        assert_eq!(found, expected, "{side}");
    }
    assert_eq!(g.outcome().code(), "D");
}
