//! Loopy games: identities of Winning Ways ch. 11 and Siegel ch. VI, checked through the
//! general machinery (reading, outcomes, survival, canonical stoppers, printing).

use conway::loopy::notation::{display, parse_loopy};
use conway::loopy::{LoopyGame, Winner};
use conway::partizan::{parse, Arena};

fn game(arena: &mut Arena, text: &str) -> LoopyGame {
    parse_loopy(arena, text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn canonical(arena: &mut Arena, text: &str) -> String {
    let g = game(arena, text)
        .canonical_stopper()
        .unwrap_or_else(|e| panic!("{text}: {e}"));
    display(arena, &g)
}

fn leq(arena: &mut Arena, a: &str, b: &str) -> bool {
    let (g, h) = (game(arena, a), game(arena, b));
    g.leq(&h).unwrap_or_else(|e| panic!("{a} <= {b}: {e}"))
}

#[test]
fn keywords_print_as_themselves() {
    let mut a = Arena::new();
    for text in ["on", "off", "over", "under", "upon"] {
        assert_eq!(canonical(&mut a, text), text);
    }
    assert_eq!(canonical(&mut a, "{0|pass}"), "over");
    assert_eq!(canonical(&mut a, "a{0|a}"), "over");
    assert_eq!(canonical(&mut a, "{pass|*}"), "upon");
}

#[test]
fn dud_and_tis_are_not_stoppers() {
    let mut a = Arena::new();
    for text in ["dud", "on + off", "tis", "tisn", "over - over"] {
        let g = game(&mut a, text);
        assert!(!g.is_stopper(), "{text}");
    }
    let d = game(&mut a, "on + off");
    assert_eq!(
        (d.outcome().left_first, d.outcome().right_first),
        (Winner::Draw, Winner::Draw)
    );
}

#[test]
fn on_and_off_bound_every_stopper() {
    let mut a = Arena::new();
    for g in [
        "0",
        "1",
        "-5",
        "*",
        "^",
        "{1|-1}",
        "over",
        "under",
        "upon",
        "on",
        "off",
        "{on|off}",
        "a{0|{1|a}}",
    ] {
        assert!(leq(&mut a, g, "on"), "{g} <= on");
        assert!(leq(&mut a, "off", g), "off <= {g}");
    }
    assert!(!leq(&mut a, "on", "off"));
}

#[test]
fn over_and_upon_sit_among_the_ups() {
    let mut a = Arena::new();
    // over is positive, above every n.^ and below every positive number (Winning Ways ch. 11)
    assert!(leq(&mut a, "0", "over") && !leq(&mut a, "over", "0"));
    for n in 1..6 {
        let up_n = format!("^{n}");
        assert!(leq(&mut a, &up_n, "over"), "{up_n} <= over");
        assert!(!leq(&mut a, "over", &up_n), "over > {up_n}");
    }
    assert!(leq(&mut a, "over", "1/64") && !leq(&mut a, "1/64", "over"));
    // upon = {pass|*} is above ^
    assert!(leq(&mut a, "^", "upon") && !leq(&mut a, "upon", "^"));
}

#[test]
fn short_games_embed_unchanged() {
    let mut a = Arena::new();
    for text in [
        "0", "*", "^*", "{1|-1}", "{3||2|1}", "1/2", "Tiny(2)", "{2|0,*}",
    ] {
        let g = parse(&mut a, text).unwrap();
        let printed = a.display(g);
        let loopy = LoopyGame::from_short(&mut a, g).unwrap();
        assert!(loopy.is_loopfree());
        let c = loopy.canonical_stopper().unwrap();
        assert_eq!(display(&mut a, &c), printed, "{text}");
    }
}

#[test]
fn numbers_plus_over_and_minus_upon_print_by_name_and_read_back() {
    let mut a = Arena::new();
    for x in ["1", "2", "-3", "1/2", "-3/4", "7/8", "5/2"] {
        // x + over = {x|pass} and x - upon = {x*|pass}, by the general machinery
        let over = format!("{x}+over");
        assert_eq!(canonical(&mut a, &over), over);
        assert_eq!(canonical(&mut a, &format!("{{{x}|pass}}")), over);
        let upon = format!("{x}-upon");
        assert_eq!(canonical(&mut a, &upon), upon);
        assert_eq!(canonical(&mut a, &format!("{{{x}*|pass}}")), upon);
        // and their negatives' forms: -x+under = {pass|-x}, -x+upon = {pass|-x*}
        for (form, braces) in [
            (format!("{x}+under"), format!("{{pass|{x}}}")),
            (format!("{x}+upon"), format!("{{pass|{x}*}}")),
        ] {
            assert_eq!(canonical(&mut a, &form), form);
            assert_eq!(canonical(&mut a, &braces), form);
        }
        for text in [over, upon] {
            let c = game(&mut a, &text).canonical_stopper().unwrap();
            let printed = display(&mut a, &c);
            assert_eq!(game(&mut a, &printed).canonical_stopper().unwrap(), c);
        }
    }
    assert_eq!(canonical(&mut a, "{*|pass}"), "-upon");
    // 3 - upon lies strictly between 3v and 3vv (the Fox and Geese museum)
    assert!(leq(&mut a, "3vv", "3-upon") && !leq(&mut a, "3-upon", "3vv"));
    assert!(leq(&mut a, "3-upon", "3v") && !leq(&mut a, "3v", "3-upon"));
}

#[test]
fn a_stopper_with_a_long_cycle_keeps_it_and_prints_it_with_a_name() {
    // Siegel, Combinatorial Game Theory, Figure VI.3.2 (as entered in CGSuite's tutorial):
    // a stopper whose canonical form has an irreducible 4-cycle.
    let mut a = Arena::new();
    let g = game(&mut a, "a{0||||0|||a|*||*}");
    assert!(g.is_stopper() && !g.is_loopfree());
    let c = g.canonical_stopper().unwrap();
    let text = display(&mut a, &c);
    assert!(text.starts_with("a{"), "{text}");
    let back = game(&mut a, &text).canonical_stopper().unwrap();
    assert_eq!(back, c, "{text}");
    assert!(leq(&mut a, &text, "a{0||||0|||a|*||*}") && leq(&mut a, "a{0||||0|||a|*||*}", &text));
}

#[test]
fn on_absorbs_short_games_and_over_is_smaller_than_every_positive_number() {
    let mut a = Arena::new();
    for g in ["1", "-7", "{1|-1}", "^*", "{2|{1|-5}}"] {
        assert_eq!(canonical(&mut a, &format!("on + {g}")), "on", "on + {g}");
        assert_eq!(canonical(&mut a, &format!("off + {g}")), "off", "off + {g}");
    }
    // on + upon is a stopper (only Left passes) and equals on; on + over is not one: Left
    // passes in on while Right passes in over
    assert_eq!(canonical(&mut a, "on + upon"), "on");
    assert!(!game(&mut a, "on + over").is_stopper());
    for x in ["1", "1/2", "1/1024"] {
        assert!(
            leq(&mut a, "over", x) && !leq(&mut a, x, "over"),
            "over < {x}"
        );
    }
}

#[test]
fn bad_loopy_input_is_refused_with_a_column() {
    let mut a = Arena::new();
    for (text, column) in [
        ("{0|pass", 8),
        ("a", 1),
        ("{0|a} + a{0|a}", 4),
        ("on{0|1}", 1),
        ("{pass|0||1|pass|2||0}", 18),
    ] {
        let e = parse_loopy(&mut a, text).expect_err(text);
        match e {
            conway::loopy::notation::ReadError::Syntax(p) => {
                assert_eq!(p.column, column, "{text}: {p}")
            }
            other => panic!("{text}: {other}"),
        }
    }
    // a description with infinitely many positions is refused, not explored forever:
    // a{0|a+a} has the positions a, a+a, a+a+a, ...
    let e = parse_loopy(&mut a, "a{0|a+a}").expect_err("infinitely many positions");
    assert!(e.to_string().contains("loopy components"), "{e}");
}

fn sides(arena: &mut Arena, text: &str) -> (String, String) {
    use conway::loopy::sides::Side;
    let g = game(arena, text);
    let side = |s: Side, arena: &mut Arena| {
        let stopper = g.side(s).unwrap_or_else(|e| panic!("{text}: {e}"));
        display(arena, &stopper)
    };
    (side(Side::On, arena), side(Side::Off, arena))
}

#[test]
fn the_sides_of_dud_tis_and_tisn_are_those_of_winning_ways() {
    // Winning Ways, ch. 11: dud = on & off, tis = 1 & 0, tisn = 0 & -1.
    let mut a = Arena::new();
    assert_eq!(sides(&mut a, "dud"), ("on".into(), "off".into()));
    assert_eq!(sides(&mut a, "on + off"), ("on".into(), "off".into()));
    assert_eq!(sides(&mut a, "tis"), ("1".into(), "0".into()));
    assert_eq!(sides(&mut a, "tisn"), ("0".into(), "-1".into()));
    // dud + G = dud for every G (Winning Ways, ch. 11): both sides stay on and off
    assert_eq!(
        sides(&mut a, "dud + {1|-1} + over"),
        ("on".into(), "off".into())
    );
    // a stopper is both its sides
    assert_eq!(
        sides(&mut a, "a{0||||0|||a|*||*}").0,
        sides(&mut a, "a{0||||0|||a|*||*}").1
    );
}

#[test]
fn infinite_nim_values_read_back_and_add_by_smiths_rule() {
    use conway::loopy::impartial::LoopyNimber;
    let mut a = Arena::new();
    let value = |a: &mut Arena, text: &str| {
        game(a, text)
            .loopy_nimber()
            .unwrap_or_else(|| panic!("{text} impartial"))
    };
    assert_eq!(
        value(&mut a, "∞_{0,1,3}"),
        LoopyNimber::Infinite(vec![0, 1, 3])
    );
    assert_eq!(value(&mut a, "inf_{2}").text(true), "∞_{2}");
    assert_eq!(value(&mut a, "inf"), LoopyNimber::Infinite(vec![]));
    assert_eq!(value(&mut a, "dud"), LoopyNimber::Infinite(vec![])); // dud = ∞
    assert_eq!(value(&mut a, "*3 + *5"), LoopyNimber::Finite(6));
    // ∞_{0,1,3} + *1 = ∞_{0,1,2}: its escape set moved by nim-addition
    assert_eq!(
        value(&mut a, "inf_{0,1,3} + *"),
        LoopyNimber::Infinite(vec![0, 1, 2])
    );
    assert_eq!(
        value(&mut a, "inf_{0} + inf_{0}"),
        LoopyNimber::Infinite(vec![])
    );
    // a loop with an escape to 0 is a first-player win; without, a draw
    assert_eq!(game(&mut a, "inf_{0}").outcome().code(), "N");
    assert_eq!(game(&mut a, "inf_{1}").outcome().code(), "D");
    // a game that loops can still have a finite value: from a, a move to b = {a, *|a, *}
    // is answered back to a, so a = {0, b | 0, b} plays as *1 (Smith)
    assert_eq!(
        value(&mut a, "a{0,{a,*|a,*}|0,{a,*|a,*}}"),
        LoopyNimber::Finite(1)
    );
    assert!(
        game(&mut a, "over").loopy_nimber().is_none(),
        "over is partizan"
    );
}

fn stops(arena: &mut Arena, text: &str) -> (String, String) {
    let (l, r) = game(arena, text)
        .stops(arena)
        .unwrap_or_else(|e| panic!("{text}: {e}"));
    (l.to_string(), r.to_string())
}

#[test]
fn stops_of_stoppers_are_pseudonumbers() {
    let mut a = Arena::new();
    for (text, left, right) in [
        ("{2|-1}", "2", "-1"),
        ("1/2", "1/2", "1/2"),
        ("over", "over", "over"),
        ("on", "on", "on"),
        ("off", "off", "off"),
        ("{on|off}", "on", "off"),
        // L(upon) = R(upon) (Left's pass) = L(*) = 0
        ("upon", "0", "0"),
        // Tiny(on) = {0||0|off}, the museum's tiniest game: infinitesimal
        ("{0||0|off}", "0", "0"),
        ("3-upon", "3", "3"),
        ("2+over + {1|-1}", "3+over", "1+over"),
        ("-1/2+under", "-1/2+under", "-1/2+under"),
    ] {
        assert_eq!(stops(&mut a, text), (left.into(), right.into()), "{text}");
    }
    assert!(game(&mut a, "on + off").stops(&mut a).is_err());
}

#[test]
fn degrees_are_idempotents() {
    let mut a = Arena::new();
    let degree = |a: &mut Arena, text: &str| {
        let d = game(a, text)
            .degree()
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        display(a, &d)
    };
    // a short game has degree 0; on +↑ off is the onside of dud, on
    assert_eq!(degree(&mut a, "{3|1}"), "0");
    assert_eq!(degree(&mut a, "on"), "on");
    for text in ["over", "upon", "2+over", "3-upon", "{0||0|off}", "upon + *"] {
        let d = degree(&mut a, text);
        // d + d = d (Siegel: the degree of a stopper is an idempotent)
        let twice = format!("({d}) + ({d})");
        assert!(
            leq(&mut a, &twice, &d) && leq(&mut a, &d, &twice),
            "{text}: degree {d}"
        );
    }
    // upsum and downsum are the sides of the sum
    let (on, off) = (game(&mut a, "on"), game(&mut a, "off"));
    assert_eq!(display(&mut a, &on.upsum(&off).unwrap()), "on");
    assert_eq!(display(&mut a, &on.downsum(&off).unwrap()), "off");
}

#[test]
fn tiny_and_miny_of_stoppers_and_ordinal_sums() {
    let mut a = Arena::new();
    // Tiny(on) is the museum's tiniest game {0||0|off}; Miny is its negative
    assert_eq!(
        canonical(&mut a, "Tiny(on)"),
        canonical(&mut a, "{0||0|off}")
    );
    assert_eq!(
        canonical(&mut a, "Miny(on)"),
        canonical(&mut a, "-{0||0|off}")
    );
    assert_eq!(canonical(&mut a, "Tiny(2+over)"), "{0|{0|-2+under}}");
    // Tiny(on) is positive and below every Tiny(x) of a number x (Winning Ways, ch. 5)
    for x in ["1", "4", "100"] {
        let t = format!("Tiny({x})");
        assert!(
            leq(&mut a, "Tiny(on)", &t) && !leq(&mut a, &t, "Tiny(on)"),
            "{t}"
        );
    }
    assert!(leq(&mut a, "0", "Tiny(on)") && !leq(&mut a, "Tiny(on)", "0"));
    // the ordinal sum of short games is the short engine's
    for (g, h) in [
        ("1", "1"),
        ("*", "1"),
        ("{1|-1}", "^"),
        ("1/2", "-1"),
        ("0", "*2"),
    ] {
        let (sg, sh) = (parse(&mut a, g).unwrap(), parse(&mut a, h).unwrap());
        let short = a.ordinal_sum(sg, sh).unwrap();
        let expected = LoopyGame::from_short(&mut a, short).unwrap();
        let (lg, lh) = (
            LoopyGame::from_short(&mut a, sg).unwrap(),
            LoopyGame::from_short(&mut a, sh).unwrap(),
        );
        let sum = lg.ordinal_sum(&lh).unwrap().canonical_stopper().unwrap();
        assert_eq!(sum, expected.canonical_stopper().unwrap(), "{g}:{h}");
    }
    // on:x = on (the base's pass keeps it); 0:over = over
    let on = game(&mut a, "on");
    let one = game(&mut a, "1");
    assert_eq!(
        display(
            &mut a,
            &on.ordinal_sum(&one).unwrap().canonical_stopper().unwrap()
        ),
        "on"
    );
    let (zero, over) = (game(&mut a, "0"), game(&mut a, "over"));
    let s = zero
        .ordinal_sum(&over)
        .unwrap()
        .canonical_stopper()
        .unwrap();
    assert_eq!(display(&mut a, &s), "over");
    // over:1 = {0, over:0 | over}: Right's pass moves in the base, leaving over alone
    let over_one = over.ordinal_sum(&one).unwrap().canonical_stopper().unwrap();
    assert_eq!(
        over_one,
        game(&mut a, "{0, over | over}")
            .canonical_stopper()
            .unwrap()
    );
}

fn sided(arena: &mut Arena, text: &str) -> conway::loopy::sided::SidedValue {
    conway::loopy::notation::parse_sided(arena, text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

#[test]
fn sided_values_read_as_the_sides_of_the_games_they_stand_for() {
    // CGSuite's test suite (SidedValueTestCase, EvalTest): the game a{{|a}|} is 1 & 0,
    // {0|{dud|},*} is ^ & v*, a{1||a|0} is 2 & ±1; Winning Ways ch. 11: dud = on & off,
    // tis = 1 & 0, tisn = 0 & -1. Each value written with & equals its game on both
    // sides, and its sides print as the game's.
    use conway::loopy::sided::SidedValue;
    let mut a = Arena::new();
    for (text, written) in [
        ("a{{|a}|}", "1 & 0"),
        ("tis", "1 & 0"),
        ("tisn", "0 & -1"),
        ("{0|{dud|},*}", "^ & v*"),
        ("a{1||a|0}", "2 & ±1"),
        ("on + off", "on & off"),
        ("dud + 5", "on & off"),
        ("over - over", "over & under"),
    ] {
        let value = sided(&mut a, written);
        let g = SidedValue::from(game(&mut a, text));
        assert!(value.game().is_none(), "{written} is not a game form");
        assert!(
            value.leq(&g).unwrap() && g.leq(&value).unwrap(),
            "{text} = {written}"
        );
        let (on, off) = sides(&mut a, text);
        assert_eq!(format!("{on} & {off}"), written, "{text}");
    }
    // sums, side by side: (1 & 0) + (1 & 0) = 2 & 0 (tis + tis: Left's infinite play in
    // either part); -(1 & 0) = 0 & -1 = tisn; s & s is the stopper s
    let tis_twice = sided(&mut a, "1 & 0").sum(&sided(&mut a, "1 & 0")).unwrap();
    let two_zero = sided(&mut a, "2 & 0");
    assert!(tis_twice.leq(&two_zero).unwrap() && two_zero.leq(&tis_twice).unwrap());
    let tisn = SidedValue::from(game(&mut a, "tisn"));
    let negative = sided(&mut a, "1 & 0").negative();
    assert!(negative.leq(&tisn).unwrap() && tisn.leq(&negative).unwrap());
    assert!(sided(&mut a, "over & over").game().is_some());
    // 1 & 0 < 1 (lower offside) and > 0; over & v is confused with ^ & v*
    let (one, zero) = (sided(&mut a, "1"), sided(&mut a, "0"));
    let v = sided(&mut a, "1 & 0");
    assert!(v.leq(&one).unwrap() && !one.leq(&v).unwrap());
    assert!(zero.leq(&v).unwrap() && !v.leq(&zero).unwrap());
    let (p, q) = (sided(&mut a, "over & v"), sided(&mut a, "^ & v*"));
    assert!(!p.leq(&q).unwrap() && !q.leq(&p).unwrap());
    // outcomes from the sides: tis is a draw with Left first, a Left win with Right first
    assert_eq!(sided(&mut a, "1 & 0").outcome().code(), "DL");
    assert_eq!(sided(&mut a, "on & off").outcome().code(), "D");
}

#[test]
fn bad_sided_values_are_refused_with_a_column() {
    use conway::loopy::notation::{parse_sided, ReadError};
    let mut a = Arena::new();
    for (text, column, words) in [
        ("0 & 1", 3, "must be >= the offside"),
        ("& 1", 1, "before '&'"),
        ("1 &", 3, "after '&'"),
        ("{1 & 0|0}", 4, "inside braces"),
        ("(1 & 0) + 1", 4, "inside braces or parentheses"),
        ("1 & 0 & -1", 7, "a second '&'"),
        ("1 & {0|", 8, "the '{' of column 5"),
        ("over + {0|", 11, "the '{' of column 8"),
        // Bach's carousel: its onside is not found as a stopper
        ("a{0,{1|1,{*,{1+*|1+*,a}|*}}|0} & 0", 32, "not found"),
    ] {
        match parse_sided(&mut a, text) {
            Err(ReadError::Syntax(e)) => {
                assert_eq!(e.column, column, "{text}: {e}");
                assert!(e.message.contains(words), "{text}: {e}");
            }
            other => panic!("{text}: {other:?}"),
        }
    }
}

#[test]
fn degrees_and_varieties_are_those_of_cgsuites_test_suite() {
    // CGSuite's CanonicalStopperTestCase (degree and variety of each stopper), written in
    // conway's notation: ^<on> = {0||0|0,pass} (CGSuite prints that game so), 5over =
    // 5+over, Miny(on) = {on|0||0}, Tiny(over) = {0||0|under}.
    use conway::loopy::variety::VarietyError;
    let mut a = Arena::new();
    let uponth = "{0||0|0,pass}";
    let equal = |a: &mut Arena, g: &LoopyGame, text: &str| {
        let h = game(a, text);
        g.leq(&h).unwrap() && h.leq(g).unwrap()
    };
    for (text, degree, variety) in [
        ("on", "on", Some("on")),
        ("off", "on", Some("off")),
        ("over", "over", Some("over")),
        ("{pass|3/2}", "over", Some("under")),
        ("{-1/4+*|pass}", uponth, Some(uponth)),
        ("{0|{0||0|0,pass}||-{0||0|0,pass}}", uponth, None),
        ("{on|0||0}", "Tiny(on)", Some("Miny(on)")),
        ("{0||0|under}", "Tiny(over)", Some("Tiny(over)")),
        ("+-{0|pass}", "over", Some("+-over")),
        ("+-{5|pass}", "over", Some("+-{10+over|over}")),
        (
            "a{0||||0|||a|*||*}",
            "{0|a{0|0,{0|||a|0||0}}}",
            Some("{a{0,{0||0|a|||0}|0}|0}"),
        ),
        (
            "{0|{0||||-1|||-1+*,a{0||0|a|||-1+*||||-1+*}||-2|b{-2,{-1,-1+*||-1+*|b|||-2}|-2}}}",
            "{0|{0||||-1|||-1*,a{0||0|a|||-1*||||-1*}||-2|b{-2,{-1,-1*||-1*|b|||-2}|-2}}}",
            Some("{0|{0||||-1|||-1*,a{0||0|a|||-1*||||-1*}||-2|b{-2,{-1,-1*||-1*|b|||-2}|-2}}}"),
        ),
    ] {
        let g = game(&mut a, text);
        let d = g.degree().unwrap_or_else(|e| panic!("{text}: {e}"));
        assert!(
            equal(&mut a, &d, degree),
            "{text}: degree {}",
            display(&mut a, &d)
        );
        if let Some(variety) = variety {
            let v = g.variety().unwrap_or_else(|e| panic!("{text}: {e}"));
            assert!(
                equal(&mut a, &v, variety),
                "{text}: variety {}",
                display(&mut a, &v)
            );
        }
    }
    // {0|Tiny(on)}: its degree {0||||0|||Miny(on)|0||off} is not an idempotent
    let g = game(&mut a, "{0|||0||0|off}");
    match g.variety() {
        Err(VarietyError::NotIdempotent(d)) => {
            assert!(equal(&mut a, &d, "{0||||0|||{on|0||0}|0||off}"))
        }
        other => panic!("{other:?}"),
    }
    // Grenville's unstable game (2022): an idempotent degree, two different varieties
    let g = game(&mut a, "a{0|{0||||0,*2|||a|0||0}||0}");
    assert!(equal(
        &mut a,
        &g.degree().unwrap(),
        "a{0||0|{0|a||0,*2|||0||||0}}"
    ));
    match g.variety() {
        Err(VarietyError::Unstable { upsum, downsum }) => {
            assert!(!(upsum.leq(&downsum).unwrap() && downsum.leq(&upsum).unwrap()))
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn cgsuites_printed_loopy_forms_read_back_to_the_games_it_printed_them_for() {
    // CGSuite's test suite (EvalTest, GameTest, CanonicalStopperTestCase): the game on
    // the left is printed by CGSuite as the text on the right; conway reads that text
    // back to an equal game.
    let mut a = Arena::new();
    for (g, printed) in [
        ("{pass|*}", "^[on]"),
        ("{pass,0|0}", "^[on]*"),
        ("{*|pass}", "v[on]"),
        ("{0|0,pass}", "v[on]*"),
        ("5+{pass|*}", "5^[on]"),
        ("5+{pass,0|0}", "5^[on]*"),
        ("5+{*|pass}", "5v[on]"),
        ("5+{0|0,pass}", "5v[on]*"),
        ("{0|{0||0|0,pass}||-{0||0|0,pass}}", "{0|^<on>||v<on>}"),
        ("{pass|3/2}", "3/2under"),
        ("{-1/4+*|pass}", "-1/4v[on]"),
        ("+-{5|pass}", "+-(5over)"),
        ("{0,{0|{0||0|0,pass}}|{0||0|0,pass}}", "{0,^<on>|^<on>}"),
        (
            "{9||4 - upon + *|5/2*|||3|5/2*,5/2v||5/2}",
            "{9||4v[on]*|5/2*|||3|5/2*,5/2v||5/2}",
        ),
    ] {
        let (x, y) = (game(&mut a, g), game(&mut a, printed));
        assert!(x.leq(&y).unwrap() && y.leq(&x).unwrap(), "{g} = {printed}");
    }
    // GameTest: upon.Downsum(^.Pow(on)) = ^[on], upon.Upsum(^.Pow(on)) = {0|^<on>*},
    // ^.Pow(on) + {0|upon} = {0||0|^<on>*} & {0|^[on]} with outcome L
    let (upon, pow) = (game(&mut a, "upon"), game(&mut a, "^<on>"));
    let equal = |a: &mut Arena, g: &LoopyGame, text: &str| {
        let h = game(a, text);
        g.leq(&h).unwrap() && h.leq(g).unwrap()
    };
    assert!(equal(&mut a, &upon.downsum(&pow).unwrap(), "^[on]"));
    assert!(equal(&mut a, &upon.upsum(&pow).unwrap(), "{0|^<on>*}"));
    let sum = conway::loopy::sided::SidedValue::from(game(&mut a, "^<on> + {0|upon}"));
    let written = sided(&mut a, "{0||0|^<on>*} & {0|^[on]}");
    assert!(sum.leq(&written).unwrap() && written.leq(&sum).unwrap());
    assert_eq!(written.outcome().code(), "L");
}
