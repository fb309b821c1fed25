//! Partizan engine: classic identities, closed forms against the general construction,
//! thermographs, parser errors, and property tests on random games.

use conway::partizan::{parse, Arena, Dyadic, GameId, Nus, Outcome};
use proptest::prelude::*;

fn p(a: &mut Arena, s: &str) -> GameId {
    parse(a, s).unwrap_or_else(|e| panic!("{s}: {e}"))
}

fn same(a: &mut Arena, x: &str, y: &str) {
    let (gx, gy) = (p(a, x), p(a, y));
    assert_eq!(
        gx,
        gy,
        "{x} = {} but {y} = {}",
        a.display(gx),
        a.display(gy)
    );
}

#[test]
fn classic_identities() {
    let mut a = Arena::new();
    same(&mut a, "{1|-1} + {1|-1}", "0");
    same(&mut a, "{0|*}", "^");
    same(&mut a, "^ + v", "0");
    same(&mut a, "* + *", "0");
    same(&mut a, "*2 + *3", "*");
    same(&mut a, "1/2 + 1/2", "1");
    same(&mut a, "{0|1}", "1/2");
    same(&mut a, "{0,*|0}", "^*");
    same(&mut a, "{0|^*}", "^2");
    same(&mut a, "^ + ^", "^2");
    same(&mut a, "{0|^}", "^2*");
    same(&mut a, "{|}", "0");
    same(&mut a, "{0|}", "1");
    same(&mut a, "{|0}", "-1");
    same(&mut a, "{0|0}", "*");
    same(&mut a, "{*|*}", "0");
    same(&mut a, "{0,*|0,*}", "*2");
    same(&mut a, "{^|1}", "1/2");
    same(&mut a, "{1/2|1}", "3/4");
    same(&mut a, "{-1|1}", "0");
    same(&mut a, "{1|1}", "1*");
    same(&mut a, "+-1", "±1");
    same(&mut a, "±1", "{1|-1}");
    same(&mut a, "{3||2|1}", "{3|{2|1}}");
    same(&mut a, "{3|2||1}", "{{3|2}|1}");
    same(&mut a, "1/2^*", "1/2 + ^ + *");
    same(&mut a, "-1^", "-1 + ^");
    same(&mut a, "-(1^)", "-1v");
    same(&mut a, "v3", "-(^3)");
    same(&mut a, "{1|-1} - {1|-1}", "0");
    // The sum of the switches ±1 and ±2 (Winning Ways ch. 4): {3|1||-1|-3}.
    same(&mut a, "±1 + ±2", "{3|1||-1|-3}");
}

#[test]
fn outcomes_and_order() {
    let mut a = Arena::new();
    let cases = [
        ("0", Outcome::P),
        ("*", Outcome::N),
        ("^", Outcome::L),
        ("v", Outcome::R),
        ("^*", Outcome::N),
        ("^*2", Outcome::L),
        ("±1", Outcome::N),
        ("{1|1/2}", Outcome::L),
        ("-1/4", Outcome::R),
        ("{2|0}", Outcome::N),
        ("{2|1}", Outcome::L),
        ("{-1|-2}", Outcome::R),
    ];
    for (s, o) in cases {
        let g = p(&mut a, s);
        assert_eq!(a.outcome(g), o, "{s}");
    }
    let (up, star, half) = (p(&mut a, "^"), p(&mut a, "*"), p(&mut a, "1/2"));
    assert!(a.lt(up, half));
    assert_eq!(a.compare(up, star), None);
    let upstar = p(&mut a, "^*");
    assert_eq!(a.compare(upstar, star), Some(std::cmp::Ordering::Greater));
}

#[test]
fn closed_forms_are_recognised_from_their_options() {
    // The closed form x + n.^ + *m is stored once: building it from its own canonical
    // options gives it back, and adding its pieces in any order gives the same id.
    let mut a = Arena::new();
    for x in ["0", "1/2", "-3", "5/4"] {
        let x = x.parse::<Dyadic>().unwrap();
        for ups in -5..=5i64 {
            for nim in 0..=6u32 {
                let g = a.nus(Nus {
                    number: x,
                    ups,
                    nim,
                });
                let (l, r) = (a.left_options(g).unwrap().to_vec(), a.right_options(g).unwrap().to_vec());
                assert_eq!(a.game(&l, &r).unwrap(), g, "{}", a.display(g));
                let text = a.display(g);
                assert_eq!(p(&mut a, &text), g);
            }
        }
    }
}

#[test]
fn nus_options_match_their_definition_as_sums() {
    // Slow twin of the closed-form options: n.^ + *m as an explicit sum of ^ = {0|*}
    // games built by the general construction, with no closed-form shortcut on the way.
    let mut a = Arena::new();
    let zero = a.zero();
    let star = a.nimber(1);
    let up_form = a.game(&[zero], &[star]).unwrap();
    for n in 1..=4 {
        let mut acc = zero;
        for _ in 0..n {
            acc = a.sum(acc, up_form).unwrap();
        }
        assert_eq!(
            a.as_nus(acc),
            Some(Nus {
                number: Dyadic::ZERO,
                ups: n,
                nim: 0
            })
        );
    }
}

#[test]
fn temperature_and_mean_of_switches() {
    let mut a = Arena::new();
    for (x, y) in [(1, -1), (3, -1), (5, 2), (0, -7), (2, 1)] {
        let g = p(&mut a, &format!("{{{x}|{y}}}"));
        let th = a.thermograph(g).unwrap();
        assert_eq!(th.temperature, Dyadic::new(x - y, 1).unwrap());
        assert_eq!(th.mean, Dyadic::new(x + y, 1).unwrap());
    }
    let g = p(&mut a, "±1");
    let th = a.thermograph(g).unwrap();
    // walls: left 1 - t, right -1 + t, up to t = 1, then the mast at 0.
    let at = |t: i32| Dyadic::from_int(t);
    assert_eq!(th.left.at(at(0)).unwrap(), at(1));
    assert_eq!(th.right.at(at(0)).unwrap(), at(-1));
    assert_eq!(
        th.left.at(Dyadic::new(1, 1).unwrap()).unwrap(),
        Dyadic::new(1, 1).unwrap()
    );
    assert_eq!(th.left.at(at(5)).unwrap(), at(0));
    assert_eq!(th.right.at(at(5)).unwrap(), at(0));
    assert_eq!(th.left.pieces().len(), 2);
    // Numbers: Siegel's temperatures; infinitesimals have temperature 0.
    for (s, t) in [("3", "-1"), ("3/4", "-1/4"), ("^", "0"), ("*", "0")] {
        let g = p(&mut a, s);
        assert_eq!(a.temperature(g).unwrap().to_string(), t, "{s}");
    }
    // {2|{1|0}}... a hot game with a non-trivial wall (Siegel II.5).
    let g = p(&mut a, "{4||2|0}");
    let th = a.thermograph(g).unwrap();
    assert_eq!(th.mean.to_string(), "5/2");
    assert_eq!(th.temperature.to_string(), "3/2");
}

#[test]
fn cooling() {
    let mut a = Arena::new();
    let g = p(&mut a, "{4||2|0}");
    let c = a.cool(g, Dyadic::from_int(1)).unwrap();
    // at t = 1 the right option {2|0} is at its own temperature: it cools to 1*
    assert_eq!(a.display(c), "{3|2*}");
    let frozen = a.cool(g, Dyadic::from_int(2)).unwrap();
    assert_eq!(a.display(frozen), "5/2");
    let star = p(&mut a, "*");
    let c = a.cool(star, Dyadic::ZERO).unwrap();
    assert_eq!(c, star);
    assert!(a.cool(g, Dyadic::from_int(-1)).is_err());
}

#[test]
fn parser_errors_name_the_column() {
    let mut a = Arena::new();
    let cases = [
        ("", 1, "expected a game"),
        ("{1|2", 5, "to close the '{' of column 1"),
        ("{1 2|}", 4, "expected ',', '|' or '}'"),
        ("{1,|}", 4, "expected a game after ','"),
        ("{1}", 3, "expected '|'"),
        ("{a|b|c}", 2, "expected a game"),
        ("{1|2|3}", 5, "ambiguous separators"),
        ("1/3", 1, "power of 2"),
        ("1 +", 4, "expected a game"),
        ("(1", 3, "expected ')'"),
        ("1 1", 3, "expected '+', '-' or the end"),
        ("*99999999999", 2, "too large"),
        ("99999999999999999999", 1, "exact range"),
        ("foo:1", 1, "unknown ruleset 'foo'"),
        ("±", 2, "expected a game"),
        ("1/", 3, "denominator"),
        ("  #", 3, "found '#'"),
    ];
    for (text, column, message) in cases {
        let e = parse(&mut a, text).unwrap_err();
        assert_eq!(e.column, column, "{text}: {e}");
        assert!(e.message.contains(message), "{text}: {e}");
    }
}

#[test]
fn dyadics_are_exact_or_refused() {
    let mut a = Arena::new();
    let big = p(&mut a, "4611686018427387904"); // 2^62
    let twice = a.sum(big, big).unwrap_err();
    assert!(twice.to_string().contains("exact range"));
    let e = parse(
        &mut a,
        "4611686018427387904 + 4611686018427387904 + 4611686018427387904",
    )
    .unwrap_err();
    assert_eq!(e.column, 21);
    let tiny = p(&mut a, "1/4611686018427387904");
    assert_eq!(a.display(tiny), "1/4611686018427387904");
}

/// A random game of small birthday, described as nested option lists of atoms.
fn arb_game() -> impl Strategy<Value = String> {
    let leaf = prop_oneof![
        Just("0".to_string()),
        Just("1".to_string()),
        Just("-1".to_string()),
        Just("1/2".to_string()),
        Just("*".to_string()),
        Just("^".to_string()),
        Just("-2".to_string()),
    ];
    leaf.prop_recursive(3, 24, 3, |inner| {
        (
            prop::collection::vec(inner.clone(), 0..3),
            prop::collection::vec(inner, 0..3),
        )
            .prop_map(|(l, r)| format!("{{{}|{}}}", l.join(","), r.join(",")))
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn g_minus_g_is_zero(g in arb_game()) {
        let mut a = Arena::new();
        let x = p(&mut a, &g);
        let d = a.difference(x, x).unwrap();
        prop_assert_eq!(d, a.zero());
    }

    #[test]
    fn comparison_agrees_with_the_sign_of_the_difference(g in arb_game(), h in arb_game()) {
        let mut a = Arena::new();
        let (x, y) = (p(&mut a, &g), p(&mut a, &h));
        let d = a.difference(x, y).unwrap();
        let zero = a.zero();
        prop_assert_eq!(a.compare(x, y), a.compare(d, zero));
        // and with a fresh arena that knows nothing cached
        let mut b = Arena::new();
        let d2 = p(&mut b, &format!("({g}) - ({h})"));
        prop_assert_eq!(a.display(d), b.display(d2));
    }

    #[test]
    fn print_then_parse_is_the_identity(g in arb_game(), h in arb_game()) {
        let mut a = Arena::new();
        let x = p(&mut a, &format!("{g} + {h}"));
        let text = a.display(x);
        prop_assert_eq!(p(&mut a, &text), x);
        let mut b = Arena::new();
        let y = p(&mut b, &text);
        prop_assert_eq!(b.display(y), text);
    }

    #[test]
    fn same_value_built_two_ways_has_one_id(g in arb_game(), h in arb_game(), k in arb_game()) {
        let mut a = Arena::new();
        let one = p(&mut a, &format!("({g} + {h}) + {k}"));
        let two = p(&mut a, &format!("{k} + ({h} + {g})"));
        prop_assert_eq!(one, two);
        // a sum equals the game built from its explicit options (definition of +)
        let (x, y) = (p(&mut a, &g), p(&mut a, &h));
        let mut left = Vec::new();
        let mut right = Vec::new();
        for &l in a.left_options(x).unwrap().to_vec().iter() { left.push(a.sum(l, y).unwrap()); }
        for &l in a.left_options(y).unwrap().to_vec().iter() { left.push(a.sum(x, l).unwrap()); }
        for &r in a.right_options(x).unwrap().to_vec().iter() { right.push(a.sum(r, y).unwrap()); }
        for &r in a.right_options(y).unwrap().to_vec().iter() { right.push(a.sum(x, r).unwrap()); }
        let s = a.game(&left, &right).unwrap();
        prop_assert_eq!(s, a.sum(x, y).unwrap());
    }

    #[test]
    fn mean_is_additive_and_cooling_is_a_homomorphism(g in arb_game(), h in arb_game()) {
        let mut a = Arena::new();
        let (x, y) = (p(&mut a, &g), p(&mut a, &h));
        let s = a.sum(x, y).unwrap();
        let (mx, my, ms) = (a.mean(x).unwrap(), a.mean(y).unwrap(), a.mean(s).unwrap());
        prop_assert_eq!(mx.checked_add(my).unwrap(), ms);
        let t = Dyadic::new(1, 1).unwrap();
        let (cx, cy, cs) = (a.cool(x, t).unwrap(), a.cool(y, t).unwrap(), a.cool(s, t).unwrap());
        let sum_cooled = a.sum(cx, cy).unwrap();
        // cooling is additive up to infinitesimals: compare the means and stops
        prop_assert_eq!(a.mean(sum_cooled).unwrap(), a.mean(cs).unwrap());
    }
}

/// A random number or switch with small dyadic ends.
fn arb_simple() -> impl Strategy<Value = (i32, i32, bool)> {
    (-8i32..=8, 0i32..=8, any::<bool>())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn outcome_of_numbers_and_switches_by_temperature(parts in prop::collection::vec(arb_simple(), 0..=8)) {
        use conway::partizan::switches::{outcome_of_sum, Simple};
        let mut a = Arena::new();
        let mut simple = Vec::new();
        let mut total = a.zero();
        for (x, width, is_switch) in parts {
            // ends in halves, so ties and fractional stops occur
            let l = Dyadic::new(i64::from(x), 1).unwrap();
            let r = l.checked_sub(Dyadic::new(i64::from(width), 1).unwrap()).unwrap();
            let g = if is_switch {
                simple.push(Simple::Switch(l, r));
                let (gl, gr) = (a.number(l), a.number(r));
                a.game(&[gl], &[gr]).unwrap()
            } else {
                simple.push(Simple::Number(l));
                a.number(l)
            };
            total = a.sum(total, g).unwrap();
        }
        prop_assert_eq!(outcome_of_sum(&simple).unwrap(), a.outcome(total));
    }
}
