//! Fox and Geese: the values of CGSuite's test suite and of Winning Ways reproduced, a
//! slow twin of the rules (plain coordinates, written from the rules here) and of the
//! valuation (the whole graph simplified at once), and the Fox and Geese museum's
//! findings (in the slow tier).

use crate::grid::fox_and_geese::{FoxAndGeese, Position};
use conway::loopy::graph::explore;
use conway::loopy::notation::parse_loopy;
use conway::loopy::LoopyGame;
use conway::partizan::Arena;
use std::collections::{BTreeMap, BTreeSet};

fn value(text: &str) -> LoopyGame {
    let (rules, start) = FoxAndGeese::parse(text, 1).unwrap();
    LoopyGame::of_ruleset(&rules, start)
        .unwrap()
        .canonical_stopper()
        .unwrap()
}

fn expected(text: &str) -> LoopyGame {
    parse_loopy(&mut Arena::new(), text)
        .unwrap()
        .canonical_stopper()
        .unwrap()
}

/// A board `width` wide with geese on `geese` and the fox on `fox` (row, column from 1).
fn board(width: u16, rows: u16, geese: &[(u16, u16)], fox: (u16, u16)) -> String {
    (1..=rows)
        .rev()
        .map(|r| {
            (1..=width)
                .map(|c| match (r, c) {
                    s if s == fox => 'o',
                    s if geese.contains(&s) => 'x',
                    _ => '.',
                })
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("/")
}

#[test]
fn cgsuite_test_suite_values_are_reproduced() {
    // CGSuite's GameGridTest (lib/core/src/test/scala/org/cgsuite/lang/GameGridTest.scala):
    // FoxAndGeese({(4,2),(4,4),(4,6),(4,8)}, (1,1)) = {4*|7/2}.
    let four = [(4, 2), (4, 4), (4, 6), (4, 8)];
    assert_eq!(value(&board(8, 4, &four, (1, 1))), expected("{4*|7/2}"));
    // GenFoxAndGeese(boardWidth => 10)({(3,1),(3,3),(3,5),(3,7),(3,9)}, (1,9)) = {6over|5*}.
    let five = [(3, 1), (3, 3), (3, 5), (3, 7), (3, 9)];
    assert_eq!(
        value(&board(10, 3, &five, (1, 9))),
        expected("{6over|5*}") // CGSuite's text, read as it prints it
    );
    // ValuesTable({(3,1),(3,3),(3,5),(3,7)}): the fox on every square below the geese.
    let geese = [(3, 1), (3, 3), (3, 5), (3, 7)];
    for (fox, v) in [
        ((2, 2), "2 + over"),
        ((2, 4), "2"),
        ((2, 6), "3*"),
        ((2, 8), "4 + over"),
        ((1, 1), "{6|2 + over}"),
        ((1, 3), "{2 + over|2}"),
        ((1, 5), "{4|3||2}"),
        ((1, 7), "{4 + over|3*}"),
    ] {
        assert_eq!(
            value(&board(8, 3, &geese, fox)),
            expected(v),
            "fox at {fox:?}"
        );
    }
    // CeyloneseFoxAndGeese({(4,2),(4,4),(4,6),(4,8)}, (1,1)) =
    // {9||4v[on]*|5/2*|||3|5/2*,5/2v||5/2} (v[on] is CGSuite's -upon; read verbatim).
    let (rules, start) = FoxAndGeese::parse(&board(8, 4, &four, (1, 1)), 2).unwrap();
    let ceylonese = LoopyGame::of_ruleset(&rules, start).unwrap();
    assert_eq!(
        ceylonese.canonical_stopper().unwrap(),
        expected("{9||4v[on]*|5/2*|||3|5/2*,5/2v||5/2}")
    );
}

#[test]
fn the_classical_start_and_the_escaped_fox() {
    // the fox above the geese has escaped: off
    assert_eq!(value(&board(8, 4, &[(2, 2)], (3, 1))), expected("off"));
    // the fox one row below the top goose with a free square diagonally up: off
    assert_eq!(
        value(&board(4, 3, &[(3, 1), (1, 1)], (2, 2))),
        expected("off")
    );
    // the goose's one move lets the fox escape, and the fox is trapped: {off|} = 0
    assert_eq!(value(&board(4, 2, &[(2, 2)], (1, 1))), expected("0"));
    // ... but not when both squares up are geese (or off the board)
    assert_ne!(
        value(&board(4, 3, &[(3, 1), (3, 3)], (2, 2))),
        expected("off")
    );
    // RxC is the classical start: the geese on the top row, the fox at the bottom middle
    assert_eq!(value("4x8"), value(".x.x.x.x/......../......../....o..."));
    for (text, message) in [
        ("x.x/.o.", "light square"),
        (".x.x/..o", "row 1 has 3 squares"),
        (".x.x/....", "no fox"),
        (".x.x/o.o.", "one fox"),
        ("1x1", "at least 2 rows"),
        ("..q./o...", "found 'q'"),
    ] {
        let e = FoxAndGeese::parse(text, 1).unwrap_err();
        assert!(e.0.contains(message), "{text}: {e}");
    }
}

#[test]
fn boards_are_drawn_as_written() {
    use crate::grid::fox_and_geese::draw;
    // 8 rows of 8: 32 light squares (dark grey), 4 geese (blue), the fox (red)
    let svg = draw("8x8").unwrap();
    assert!(svg.starts_with("<svg"));
    let count = |colour: &str| svg.matches(colour).count();
    assert_eq!(
        (count("#555"), count("#1f5fbf"), count("#c0392b")),
        (32, 4, 1)
    );
    // a fox past the geese is drawn where it stands, though the position is off
    let svg = draw("..../.o../x...").unwrap();
    assert_eq!(svg.matches("<circle").count(), 2);
    assert!(draw("x.x/.o.").unwrap_err().0.contains("light square"));
}

/// Winning Ways (2nd ed., vol. 3, ch. 20): on the 8x8 board the starting position is
/// worth 2 + over (2 + 1/on, after Welton).
#[test]
#[ignore = "slow tier: the classical 8x8 board, 608,564 positions"]
fn the_classical_board_is_two_plus_over() {
    assert_eq!(value("8x8"), expected("2 + over"));
}

/// The rules written again with plain coordinates: geese step down-left or down-right,
/// the fox one square any diagonal way, the fox past the geese is the single state
/// `None` with a Right move to itself (off).
fn naive_graph(width: i32, geese: &[(i32, i32)], fox: (i32, i32)) -> LoopyGame {
    type State = Option<(BTreeSet<(i32, i32)>, (i32, i32))>;
    let normal = |geese: BTreeSet<(i32, i32)>, fox: (i32, i32)| -> State {
        let top = geese.iter().map(|g| g.0).max()?;
        let free_up = [fox.1 - 1, fox.1 + 1]
            .iter()
            .any(|&c| (1..=width).contains(&c) && !geese.contains(&(fox.0 + 1, c)));
        if fox.0 >= top || (fox.0 == top - 1 && free_up) {
            return None;
        }
        Some((geese, fox))
    };
    let on_board = |(r, c): (i32, i32)| r >= 1 && (1..=width).contains(&c);
    let start = normal(geese.iter().copied().collect(), fox);
    explore(start, |state: &State| {
        let Some((geese, fox)) = state else {
            return Ok((vec![], vec![None]));
        };
        let empty = |s: (i32, i32)| on_board(s) && s != *fox && !geese.contains(&s);
        let mut left = vec![];
        for &g in geese {
            for to in [(g.0 - 1, g.1 - 1), (g.0 - 1, g.1 + 1)] {
                if empty(to) {
                    let mut moved = geese.clone();
                    moved.remove(&g);
                    moved.insert(to);
                    left.push(normal(moved, *fox));
                }
            }
        }
        let right = [(1, -1), (1, 1), (-1, -1), (-1, 1)]
            .iter()
            .map(|(dr, dc)| (fox.0 + dr, fox.1 + dc))
            .filter(|&to| empty(to))
            .map(|to| normal(geese.clone(), to))
            .collect();
        Ok((left, right))
    })
    .unwrap()
}

/// xorshift64*, so that failures reproduce.
fn next(seed: &mut u64) -> u64 {
    *seed ^= *seed >> 12;
    *seed ^= *seed << 25;
    *seed ^= *seed >> 27;
    seed.wrapping_mul(0x2545_F491_4F6C_DD1D)
}

#[test]
fn the_ruleset_and_its_values_agree_with_their_slow_twins() {
    let mut seed = 0x9E37_79B9_7F4A_7C15u64;
    let mut distinct = BTreeSet::new();
    for _ in 0..60 {
        let width = 3 + (next(&mut seed) % 4) as u16;
        let rows = 3 + (next(&mut seed) % 3) as u16;
        let dark: Vec<(u16, u16)> = (1..=rows)
            .flat_map(|r| (1..=width).map(move |c| (r, c)))
            .filter(|(r, c)| (r + c) % 2 == 0)
            .collect();
        // geese in the upper half, the fox in the lower one
        let mut geese = BTreeSet::new();
        let count = 2 + (next(&mut seed) % 3) as usize;
        let upper: Vec<_> = dark.iter().filter(|s| 2 * s.0 > rows).collect();
        while geese.len() < count.min(upper.len()) {
            geese.insert(*upper[(next(&mut seed) % upper.len() as u64) as usize]);
        }
        let lower: Vec<_> = dark
            .iter()
            .filter(|s| !geese.contains(*s) && 2 * s.0 <= rows + 1)
            .collect();
        let fox = *lower[(next(&mut seed) % lower.len() as u64) as usize];
        let pieces: Vec<(u16, u16)> = geese.into_iter().collect();
        let rules = FoxAndGeese::new(width, 1).unwrap();
        let start = rules.place(&pieces, fox).unwrap();
        let game = LoopyGame::of_ruleset(&rules, start).unwrap();
        let wide = |&(r, c): &(u16, u16)| (i32::from(r), i32::from(c));
        let twin = naive_graph(
            i32::from(width),
            &pieces.iter().map(wide).collect::<Vec<_>>(),
            wide(&fox),
        );
        assert_eq!(game.len(), twin.len(), "{pieces:?} {fox:?} on {width}");
        assert_eq!(game.outcome(), twin.outcome());
        let c = game.canonical_stopper().unwrap();
        assert_eq!(c, twin.canonical_stopper_at_once().unwrap());
        distinct.insert(format!("{c:?}"));
    }
    assert!(
        distinct.len() > 15,
        "too few distinct values: {}",
        distinct.len()
    );
}

/// All positions of four geese on the 8-wide board, within 14 rows, of height (the sum
/// of the geese's ranks, from 0 on the bottom row) at most `max_height`, with the fox
/// anywhere not past them.
fn museum_positions(max_height: u16) -> (FoxAndGeese, Vec<(u16, Position)>) {
    let rules = FoxAndGeese::new(8, 1).unwrap();
    let dark: Vec<(u16, u16)> = (1..=14)
        .flat_map(|r| (1..=8).map(move |c| (r, c)))
        .filter(|(r, c)| (r + c) % 2 == 0)
        .collect();
    let mut positions = Vec::new();
    let n = dark.len();
    for a in 0..n {
        for b in a + 1..n {
            for c in b + 1..n {
                for d in c + 1..n {
                    let geese = [dark[a], dark[b], dark[c], dark[d]];
                    let height: u16 = geese.iter().map(|g| g.0 - 1).sum();
                    if height > max_height {
                        continue;
                    }
                    for &fox in dark.iter().filter(|f| !geese.contains(f)) {
                        let p = rules.place(&geese, fox).unwrap();
                        if p != Position::Escaped {
                            assert_eq!(p.height(&rules), u32::from(height));
                            positions.push((height, p));
                        }
                    }
                }
            }
        }
    }
    (rules, positions)
}

/// The Fox and Geese museum (Siegel, CGSuite's museum summary, 2003; Winning Ways 2nd ed.
/// ch. 20 in abbreviated form), searched on the 14x8 board: `{0||0|off}` first appears
/// at height 8 and `*` at height 15; and every position's graph is built from `off`,
/// `n + over` and `3 - upon`: every value that lies on a cycle is one of them. (The
/// museum's `↑`, first at height 18, is past what one graph holds here: the positions to
/// height 18 and their followers are about 1.8 million.)
#[test]
#[ignore = "slow tier: every position of height at most 15, about 835,000"]
fn the_museum_findings_to_height_15() {
    let (rules, positions) = museum_positions(15);
    // One graph: a root whose Left options are all the positions.
    #[derive(Clone, PartialEq, Eq, Hash)]
    enum State {
        Root,
        At(Position),
    }
    let graph = explore(State::Root, |s| match s {
        State::Root => Ok((
            positions
                .iter()
                .map(|(_, p)| State::At(p.clone()))
                .collect(),
            vec![],
        )),
        State::At(p) => {
            let (l, r) = conway::loopy::ruleset::LoopyRuleset::options(&rules, p);
            let at = |v: Vec<Position>| v.into_iter().map(State::At).collect();
            Ok((at(l), at(r)))
        }
    })
    .unwrap();
    let values = graph.canonical_values().unwrap();
    // the root's options are numbered first, in the order given
    let mut first_height: BTreeMap<u32, u16> = BTreeMap::new();
    for (i, (height, _)) in positions.iter().enumerate() {
        let x = values.of(graph.left(0)[i]);
        let h = first_height.entry(x).or_insert(*height);
        *h = (*h).min(*height);
    }
    let first = |text: &str| {
        let target = expected(text);
        first_height
            .iter()
            .filter(|(&x, _)| values.game(x).unwrap() == target)
            .map(|(_, &h)| h)
            .min()
    };
    assert_eq!(first("{0||0|off}"), Some(8));
    assert_eq!(first("*"), Some(15));
    assert_eq!(first("^"), None);
    let mut allowed = vec![expected("off"), expected("3 - upon")];
    allowed.extend((-2..=40).map(|n| expected(&format!("{n} + over"))));
    let mut cyclic = 0;
    for x in 0..values.distinct() as u32 {
        let g = values.game(x).unwrap();
        let on_cycle =
            (0..g.len() as u32).any(|v| g.left(v).contains(&0) || g.right(v).contains(&0));
        if on_cycle {
            cyclic += 1;
            assert!(
                allowed.contains(&g),
                "a cyclic value outside the museum's: {g:?}"
            );
        }
    }
    assert!(cyclic > 5, "only {cyclic} values on cycles");
}
