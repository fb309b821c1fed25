//! Values of Clobber, Konane, Amazons and Cram positions against independent engines,
//! each peer form parsed with our notation parser and compared with the solver's value as
//! ids (equal games, whatever the printed notation).
//!
//! The check values were printed by the peers, run outside this repository:
//! * Konane and Amazons: cgt-py 0.11.0, the Python bindings of the `cgt` crate 0.11
//!   (t4ccer/cgt-tools), whose Konane lists every stopping point of a straight multiple
//!   jump as an option, like ours;
//! * Clobber and Cram: pycgt 0.2.0 (nehalahmedshaikh/pycgt), a pure Python engine.
//!
//! The positions are small random boards and the usual rectangles (Clobber's `RxC` is
//! the checkerboard with `x` top-left, Cram's the empty board).

use crate::positions::RulesetPositions;
use crate::registry;
use crate::tests::util::check;
use conway::impartial::heap::HeapGame;
use conway::partizan::{parse_with, Arena};

/// Konane, from cgt-py 0.11.0.
const KONANE: &[(&str, &str)] = &[
    ("konane:xo.", "1"),
    ("konane:.ox.", "*"),
    ("konane:xo.o.", "1"),
    ("konane:.ox.|o..x|....", "{1|-1}"),
    ("konane:x.|o.|..", "1"),
    ("konane:.xo/ooo/..x/x..", "0"),
    ("konane:#.xx/.o../o.#./o.#o", "0"),
    ("konane:ooox", "0"),
    ("konane:..#.o/xx.#x/..oo./oxox#", "-1"),
    ("konane:xxoox|x.#o.|.x..x|ox..o", "-1"),
    ("konane:xo#.x|x#oo.|..oxo|o.o#x", "2"),
    ("konane:xo../.xo.", "1*"),
    ("konane:.x.#/xoo./..x.", "2"),
    ("konane:.o../.xo./##x.", "{*,0|0}"),
    ("konane:.oxox", "2"),
    ("konane:x.ox.|.ox..|x#.xx|.ooo.", "{0|-1/2}"),
    ("konane:oo..|oox.|x.oo|x..x", "{1|0}"),
    ("konane:o./../xx/oo", "-2"),
    ("konane:...#|.xo.", "*"),
    ("konane:xx.x./xxxx#/..oxx/x#.#.", "{0|-1}"),
    ("konane:..ox.", "*"),
    ("konane:o.x./.xoo/.o#./.oo.", "-2"),
    ("konane:oox.|oxx.|ooo.|####", "-3"),
    ("konane:xx#../.o..o/xo.xo/#xo.o", "-1/2"),
];

/// Amazons, from cgt-py 0.11.0.
const AMAZONS: &[(&str, &str)] = &[
    ("amazons:x.", "1"),
    ("amazons:x..", "2"),
    ("amazons:x.o", "*"),
    ("amazons:x...|...o", "{3,{4|0,{1|*,0}}|-3,{0,{*,0|-1}|-4}}"),
    ("amazons:x.#|#.o", "{1|-1}"),
    ("amazons:x#.o", "-1"),
    ("amazons:.x.#|.o.#", "0"),
    ("amazons:x..|x.o", "{1*|-2}"),
    ("amazons:..xo/x#..", "{2*|1}"),
    ("amazons:#.|#x|o.", "1/2"),
    ("amazons:..xo/x.o.", "{2*|*}"),
    ("amazons:oxx", "0"),
    ("amazons:..|.#|o.", "-4"),
    ("amazons:.o", "-1"),
    ("amazons:..o|...|#.x", "{{4|0}|{-2,{0,{0|-1/2}|-3}|-4}}"),
    ("amazons:o.", "-1"),
    ("amazons:..|#o", "-2"),
    ("amazons:oo.|..#|xx.", "{2*|-2*}"),
    ("amazons:.x.|##o", "1/2"),
    ("amazons:.o|.x|..", "{1,{2|0}|-1/4}"),
    ("amazons:..x/.o.", "{1/4|-1,{0|-2}}"),
    ("amazons:o.../.ox.", "{0|-2}"),
    ("amazons:x.x#|..o.|##o.", "{{2*|1}|{*|-2*}}"),
    ("amazons:oo.x/....", "{0,{1,{2|0}|-1}|-3*}"),
];

/// Clobber, from pycgt 0.2.0.
const CLOBBER: &[(&str, &str)] = &[
    ("clobber:1x2", "*"),
    ("clobber:1x3", "*"),
    ("clobber:1x5", "{*|{*|0}}"),
    ("clobber:2x2", "*"),
    ("clobber:2x3", "0"),
    ("clobber:xxo", "{0|*}"),
    ("clobber:xoo.x|.o..o", "{0|*,0}"),
    ("clobber:xox#|o#xo", "{{0|{0|*}}|0}"),
    ("clobber:.xx#", "0"),
    ("clobber:ooxx", "0"),
    ("clobber:o#ox/o.../xxo#", "{*,0|0}"),
    ("clobber:x.o/oo.", "{*|0}"),
    ("clobber:.oo.o|..x.o", "{*|0}"),
    ("clobber:xo#/xxx", "{0|{0|*,0}}"),
    ("clobber:xoo.|.oo.|o#xx", "{{*,{{0|*},{0|{0|*}}|*,0}|0}|0}"),
    ("clobber:xooo/oo#o", "{{*,{*|0}|0}|0}"),
    ("clobber:oxxx", "{0|{0|*}}"),
    ("clobber:oxoo/xo.x/xoo.", "{{*,0|{*,{*|0}|{{{*|0}|0}|0}},{0,{0|*,0}|{{{*|0}|0}|0}}},{0,{0,{*,0|0}|0}|0,{0|*,0}}|{{{{{{0|{0|*}}|{0|*}}|0,{*,{0|*}|*,{*|0}}}|{*,{*|0}|{{*|0}|0}}}|0}|0}}"),
    ("clobber:oxoo|.xx#|o.oo", "{*,{0|*}|*,{*|0}}"),
    ("clobber:.x./xxo", "{0|*}"),
    ("clobber:o.#|xoo|oox", "{*,{{*,0|0}|0}|{{{*,0|0}|0}|0}}"),
    ("clobber:..xxx|x#x..|.oox.", "{{0|{0|{0|{0|*}}}}|0}"),
    ("clobber:oxo|ox.", "{*,{*|0}|{{*|0}|0}}"),
    ("clobber:ooo|x.o|.x.", "{{{*|0}|0}|0}"),
];

/// Cram, from pycgt 0.2.0 (nimbers).
const CRAM: &[(&str, &str)] = &[
    ("cram:1x3", "*"),
    ("cram:1x4", "*2"),
    ("cram:2x3", "*"),
    ("cram:3x3", "0"),
    ("cram:2x4", "0"),
    ("cram:3x4", "*"),
    ("cram:1x7", "*"),
    ("cram:.", "0"),
    ("cram:../..", "0"),
    ("cram:...", "*"),
    ("cram:...#", "*"),
    ("cram:...../..#../.....", "0"),
    ("cram:./././.", "*2"),
    ("cram:..../..../...#", "*"),
    ("cram:..", "*"),
    ("cram:..../....", "0"),
    ("cram:.##/..#/.#./...", "*"),
    ("cram:.##../....#", "*"),
    ("cram:#....", "*2"),
    ("cram:....|.#..|...#", "*3"),
    ("cram:#", "0"),
    ("cram:.....|..#..|#..#.|.....", "*4"),
    ("cram:#/.", "0"),
    ("cram:..|..|..|..", "0"),
];

#[test]
fn konane_agrees_with_cgt_py() {
    check(KONANE);
}

#[test]
fn amazons_agrees_with_cgt_py() {
    check(AMAZONS);
}

#[test]
fn clobber_agrees_with_pycgt() {
    check(CLOBBER);
}

#[test]
fn cram_agrees_with_pycgt() {
    check(CRAM);
    // The nim-values too: a Cram value *g has nim-value g.
    let mut arena = Arena::new();
    let mut resolver = registry::find("cram").unwrap().solver();
    for &(position, expected) in CRAM {
        let argument = position.strip_prefix("cram:").unwrap();
        let nim = resolver.nim_value(&mut arena, argument, 2).unwrap();
        let star = match nim {
            0 => "0".to_string(),
            1 => "*".to_string(),
            g => format!("*{g}"),
        };
        assert_eq!(star, expected, "{position}");
    }
}

/// Cram on one row is Dawson's Kayles (octal 0.07: a domino takes two adjacent cells,
/// leaving a row on either side), so the registry's Cram, narrow up to 64 cells and wide
/// beyond, gives the Grundy values that the octal-game machinery computes for 0.07.
#[test]
fn cram_strips_of_up_to_128_cells_are_dawsons_kayles() {
    let dawson = HeapGame::parse("octal:0.07").unwrap().values(128).unwrap();
    let mut arena = Arena::new();
    let mut resolver = registry::find("cram").unwrap().solver();
    for (n, &g) in dawson.iter().enumerate().skip(1) {
        let strip = ".".repeat(n);
        // on one thread and on two sharing the table, in turn
        let threads = 1 + n % 2;
        assert_eq!(
            resolver.nim_value(&mut arena, &strip, threads).unwrap(),
            g,
            "1x{n}"
        );
    }
    // and with a cell filled: the sum of the two rows on either side
    let strip = format!("{}#{}", ".".repeat(70), ".".repeat(57));
    let g = resolver.nim_value(&mut arena, &strip, 2).unwrap();
    assert_eq!(g, dawson[70] ^ dawson[57]);
}

/// Cram rectangles have their published nim-values: `2 x n` is `*0` for even `n` and `*1`
/// for odd `n` (Winning Ways; Uiterwijk, *Solving Cram using combinatorial game theory*,
/// ACG 2019); `3 x n` for `n = 3..=10` and `4 x 5`, `4 x 7`, `5 x 5` from Lemoine
/// and Viennot's records (2013, as tabled in the MCGS results page of the Alberta group).
/// Found here from the rules (the half-turn strategy decides only the boards with an
/// even side). Larger boards of the same tables, too slow for a test, are in the README
/// ("Who wins: outcomes of large positions and sums").
#[test]
fn cram_rectangles_have_their_published_nim_values() {
    let three_by = [0, 1, 1, 4, 1, 3, 1, 2]; // 3x3 ..= 3x10
    let mut published: Vec<(String, u32)> = (1..=17).map(|n| (format!("2x{n}"), n % 2)).collect();
    published.extend((3..=10).zip(three_by).map(|(n, g)| (format!("3x{n}"), g)));
    published.extend([("4x5", 2), ("4x7", 3), ("5x5", 0)].map(|(b, g)| (b.to_string(), g)));
    let mut arena = Arena::new();
    let mut resolver = registry::find("cram").unwrap().solver();
    for (board, g) in published {
        assert_eq!(
            resolver.nim_value(&mut arena, &board, 2).unwrap(),
            g,
            "cram:{board}"
        );
    }
}

/// Boards beyond 64 cells go to the wide form of the ruleset through the registry, and
/// their options are written back as the same board text.
#[test]
fn boards_beyond_64_cells_are_positions_of_the_registry() {
    let mut arena = Arena::new();
    let mut positions = RulesetPositions::new();
    let wide = format!("{}xoo", ".".repeat(70));
    for (position, value) in [
        (format!("clobber:{wide}"), "v"),
        (format!("clobber:{}", wide.replace('.', "#")), "v"),
        (format!("konane:{}xo.", "#".repeat(90)), "1"),
        (format!("amazons:{}x..", "#".repeat(100)), "2"),
        ("cram:6x12".to_string(), "0"),
    ] {
        let g = parse_with(&mut arena, &position, &mut positions).unwrap();
        assert_eq!(arena.display(g), value, "{position}");
    }
    let resolver = registry::find("clobber").unwrap().solver();
    let (left, right) = resolver.options(&wide).unwrap().unwrap();
    assert_eq!(left, [format!("{}.xo", ".".repeat(70))]);
    assert_eq!(right, [format!("{}o.o", ".".repeat(70))]);
}

#[test]
fn every_registry_example_is_valued() {
    let mut arena = Arena::new();
    let mut positions = RulesetPositions::new();
    for entry in registry::RULESETS {
        assert!(!entry.examples.is_empty(), "{}", entry.name);
        for example in entry.examples {
            let got = parse_with(&mut arena, example, &mut positions);
            assert!(got.is_ok(), "{example}: {got:?}");
        }
    }
    for (name, impartial) in [("cram", true), ("domineering", false), ("clobber", false)] {
        let resolver = registry::find(name).unwrap().solver();
        assert_eq!(resolver.is_impartial(), impartial, "{name}");
    }
}

#[test]
fn invalid_positions_are_refused_with_the_place() {
    let mut arena = Arena::new();
    for (position, message) in [
        ("konane:3x3", "konane has no RxC board"),
        ("amazons:4x4", "amazons has no RxC board"),
        ("clobber:12x11", "a board has at most 128 cells"),
        ("cram:1x129", "a board has at most 128 cells"),
        ("domineering:9x15", "a board has at most 128 cells"),
        ("clobber:0x2", "row count '0' is not a positive integer"),
        ("amazons:x.|o", "row 2 has 1 cells, row 1 has 2"),
        (
            "konane:xo.|.q.",
            "row 2 column 2: expected '.', '#', 'x' or 'o', found 'q'",
        ),
        (
            "cram:..|.o",
            "row 2 column 2: expected '.' or '#', found 'o' (cram has no stones)",
        ),
        ("clobber:", "expected RxC or rows of '.', '#', 'x' or 'o'"),
    ] {
        let (name, argument) = position.split_once(':').unwrap();
        let mut resolver = registry::find(name).unwrap().solver();
        let err = resolver
            .value(&mut arena, argument, &mut |_, _| {})
            .unwrap_err();
        assert!(err.to_string().contains(message), "{position}: {err}");
    }
    let mut clobber = registry::find("clobber").unwrap().solver();
    let err = clobber.nim_value(&mut arena, "xo", 2).unwrap_err();
    assert!(err.to_string().contains("impartial"), "{err}");
}
