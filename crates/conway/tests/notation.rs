//! The notation: the literature's shapes and styles in print, the functions and the
//! ordinal sum in expressions, and `parse(print(g)) == g` in every style.

use crate::util::p;
use conway::partizan::{parse, parse_with, Arena, Dyadic, GameId, Resolver, Style};
use proptest::prelude::*;

fn unicode(a: &Arena, g: GameId) -> String {
    a.display_styled(g, Style::Unicode, usize::MAX).unwrap()
}

#[test]
fn forms_print_as_the_literature_writes_them() {
    let mut a = Arena::new();
    // (input, plain print, unicode print)
    let cases = [
        ("{0|^}", "^2*", "⇑*"), // Winning Ways, ch. 3: ⇑* = {0|↑}
        ("{0|^*}", "^2", "⇑"),  // ⇑ = {0|↑*}
        ("^ + ^ + ^", "^3", "↑3"),
        ("v + v + *2", "v2*2", "⇓*2"),
        ("v3*", "v3*", "↓3*"),
        ("{3|1}", "2±1", "2±1"), // ONAG: x±y = {x+y | x-y}
        ("{2|-2}", "±2", "±2"),
        ("{-1|-3}", "-2±1", "-2±1"),
        ("{1|0}", "{1|0}", "{1|0}"), // 1/2±1/2 would be finer than the options
        ("{3/2|1/2}", "1±1/2", "1±1/2"),
        ("{0||0|-2}", "Tiny(2)", "Tiny(2)"), // Winning Ways, ch. 5: tiny-two
        ("{1/2|0||0}", "Miny(1/2)", "Miny(1/2)"),
        ("{1||1|-1}", "1+Tiny(2)", "1+Tiny(2)"),
        ("{0||0|{-1|-2}}", "Tiny({2|1})", "Tiny({2|1})"),
        ("{{2|1}|{-1|-2}}", "±{2|1}", "±{2|1}"),
        ("{{3|1}|{-1|-3}}", "±(2±1)", "±(2±1)"),
        ("{1+Tiny(1) | -1+Miny(1)}", "±(1+Tiny(1))", "±(1+Tiny(1))"),
        ("{{2|^}|{v|-2}}", "±{2|^}", "±{2|↑}"),
        ("{3||2|1}", "{3||2|1}", "{3||2|1}"),
        ("{4||2|0}", "{4||2|0}", "{4||2|0}"), // a lone switch stays inline
        ("{4|±2}", "{4|±2}", "{4|±2}"),
        ("{2|*,^}", "{2|*,^}", "{2|*,↑}"),
    ];
    for (input, plain, arrows) in cases {
        let g = p(&mut a, input);
        assert_eq!(a.display(g), plain, "{input}");
        assert_eq!(unicode(&a, g), arrows, "{input}");
        assert_eq!(p(&mut a, plain), g, "{plain}");
        assert_eq!(p(&mut a, arrows), g, "{arrows}");
    }
    // negatives print as mirror images: -Tiny(x) is Miny(x), -(x±y) is (-x)±y
    let g = p(&mut a, "-(1 + Tiny(2))");
    assert_eq!(a.display(g), "-1+Miny(2)");
    let g = p(&mut a, "-Tiny({2|1})");
    assert_eq!(a.display(g), "Miny({2|1})");
}

#[test]
fn plus_minus_and_tiny_are_the_forms_they_name() {
    let mut a = Arena::new();
    for (short, long) in [
        ("±{2|1}", "{{2|1} | {-1|-2}}"),
        ("1±1", "{2|0}"),
        ("^±1", "{1^ | -1^}"),
        ("1/2 ± ^", "{1/2^ | 1/2v}"),
        ("Tiny(^)", "{0 || 0 | v}"),
        ("Miny(*)", "{* | 0 || 0}"),
        ("tiny(1)+miny(1)", "0"),
        ("±1±1", "{{2|0} | {0|-2}}"),
    ] {
        assert_eq!(p(&mut a, short), p(&mut a, long), "{short}");
    }
    // no infix +-: 1+-1 is 1 + (-1)
    assert_eq!(p(&mut a, "1+-1"), a.zero());
    assert_eq!(p(&mut a, "1 + +-1"), p(&mut a, "1±1"));
}

#[test]
fn functions_are_the_arena_operations() {
    let mut a = Arena::new();
    let g = p(&mut a, "{3|-1} + {2|*}");
    let (one, half, up, star) = (
        p(&mut a, "1"),
        p(&mut a, "1/2"),
        p(&mut a, "^"),
        p(&mut a, "*"),
    );
    let cooled = a.cool(g, Dyadic::from_int(1)).unwrap();
    let heated = a.heat(g, one).unwrap();
    let over = a.overheat(g, one, half).unwrap();
    let norton = a.norton_product(half, up).unwrap();
    let reduced = a.reduced_canonical_form(g).unwrap();
    let ordinal = a.ordinal_sum(g, star).unwrap();
    for (text, expected) in [
        ("cool({3|-1} + {2|*}, 1)", cooled),
        ("heat({3|-1} + {2|*}, 1)", heated),
        ("overheat({3|-1} + {2|*}, 1, 1/2)", over),
        ("norton(1/2, ^)", norton),
        ("rcf({3|-1} + {2|*})", reduced),
        ("({3|-1} + {2|*}):*", ordinal),
    ] {
        assert_eq!(p(&mut a, text), expected, "{text}");
    }
}

#[test]
fn functions_reproduce_published_values() {
    let mut a = Arena::new();
    for (text, value) in [
        ("cool({3|-3}, 1)", "±2"),
        ("cool({3|-3}, 4)", "0"),
        ("heat(*, 1)", "±1"),               // Winning Ways, ch. 6: ∫^1 * = ±1
        ("overheat(1/2, 1, 1*)", "{1*|*}"), // Berlekamp's Blockbusting: ∫_1^{1*} {0|1}
        ("norton(3, ^)", "^3"),             // n.U is n copies of U for an integer n
        ("norton(1/2, ^) + norton(1/2, ^)", "^"),
        ("rcf(^*)", "0"), // infinitesimals vanish: Siegel II.6
        ("rcf({2|^} + ^)", "1±1"),
        ("1:1", "2"), // ONAG ch. 15: sign expansions concatenate
        ("1:-1", "1/2"),
        ("*:1", "^*"), // Winning Ways, ch. 2: *:1 = {0,*|0}
        ("1:*", "1*"),
        ("v:1", "{*,v|0}"),                   // {v^L, v:0 | v^R} with v = {*|0}
        ("cool(heat({2|1}, 1), 1)", "{2|1}"), // cooling undoes heating
        ("cool({2|1}, 1/2)", "3/2*"),         // frozen at its temperature 1/2
        ("rcf(Tiny(3) + 1/2)", "1/2"),
        ("{1 | cool({4|-4},2), 0}", "{1|0}"), // ±2 reverses through 2 >= G
    ] {
        let g = p(&mut a, text);
        assert_eq!(a.display(g), value, "{text}");
    }
}

/// A resolver with one ruleset, `len`, whose position is the number of characters of its
/// argument (so the test sees where an argument ends).
struct Len;

impl Resolver for Len {
    fn resolve(&mut self, a: &mut Arena, name: &str, arg: &str) -> Result<GameId, String> {
        match name {
            "len" => Ok(a.integer(arg.chars().count() as i32)),
            _ => Err(format!("unknown ruleset '{name}'")),
        }
    }
}

#[test]
fn ruleset_arguments_end_where_the_context_says() {
    let mut a = Arena::new();
    for (text, value) in [
        ("cool(len:ab,1)", "2"),    // a comma between arguments ends the position
        ("{len:a,b | -5}", "-1±4"), // in braces it belongs to it (young:3,1)
        ("cool((len:a,b),1)", "3"),
        ("len:abc:1", "4"), // 3:1 = 4, an ordinal sum
        ("len:ab:-1", "3/2"),
        ("heat(len:ab|cd, 1)", "5"), // | continues outside braces
    ] {
        let g = parse_with(&mut a, text, &mut Len).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(a.display(g), value, "{text}");
    }
}

#[test]
fn bad_expressions_are_refused_with_the_column() {
    let mut a = Arena::new();
    let cases = [
        ("cool(1)", 1, "cool(G,t) takes 2 arguments, found 1"),
        ("rcf(1,2)", 1, "rcf(G) takes 1 argument, found 2"),
        ("cool({1|0}, {1|0})", 13, "must be a number"),
        ("cool(*, -1)", 9, "t >= 0"),
        ("1 + norton(1, -1)", 15, "unit U > 0"),
        ("norton(1, *)", 11, "unit U > 0"),
        ("overheat(1, 0, 1)", 13, "unit U > 0"),
        ("frobnicate(1)", 1, "unknown function 'frobnicate'"),
        ("tinny(1)", 1, "unknown function"),
        ("cool(1 2)", 8, "expected ',' or ')' in cool(G,t)"),
        ("cool(1,", 8, "expected a game"),
        ("cool(1,2", 9, "expected ',' or ')'"),
        ("x", 1, "unknown name 'x'"),
        ("⇑2", 2, "write ↑n"),
        ("1:", 3, "expected a game"),
        ("1±", 3, "expected a game"),
        ("Tiny()", 6, "expected a game"),
    ];
    for (text, column, message) in cases {
        let e = parse(&mut a, text).unwrap_err();
        assert_eq!(e.column, column, "{text}: {e}");
        assert!(e.message.contains(message), "{text}: {e}");
    }
}

#[test]
fn deep_calls_are_refused_not_overflowed() {
    let mut a = Arena::new();
    let text = format!("{}0{}", "rcf(".repeat(100_000), ")".repeat(100_000));
    let e = parse(&mut a, &text).unwrap_err();
    assert!(e.message.contains("nested"), "{e}");
}

/// A random game: leaves that print in every shape, under option lists, negation and sums.
/// Random game expressions: forms `{L|R}` over the notation's shapes, negated, with `±`,
/// and summed.
fn arb_expression() -> impl Strategy<Value = String> {
    let leaf = prop::sample::select(vec![
        "0",
        "1",
        "-1",
        "1/2",
        "*",
        "*2",
        "^",
        "v3*",
        "{3|1}",
        "{1|0}",
        "Tiny(1)",
        "Miny(2)",
        "±{2|1}",
        "1±1/2",
        "Tiny({2|1})",
        "{1||1|-1}",
    ])
    .prop_map(str::to_string);
    leaf.prop_recursive(3, 24, 3, |inner| {
        prop_oneof![
            (
                prop::collection::vec(inner.clone(), 0..3),
                prop::collection::vec(inner.clone(), 0..3),
            )
                .prop_map(|(l, r)| format!("{{{}|{}}}", l.join(","), r.join(","))),
            inner.clone().prop_map(|g| format!("-({g})")),
            inner.clone().prop_map(|g| format!("±({g})")),
            (inner.clone(), inner).prop_map(|(g, h)| format!("({g}) + ({h})")),
        ]
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn print_then_parse_is_the_identity_in_every_style(g in arb_expression(), h in arb_expression()) {
        let mut a = Arena::new();
        let x = p(&mut a, &format!("{g} + {h}"));
        for style in [Style::Plain, Style::Unicode] {
            let text = a.display_styled(x, style, usize::MAX).unwrap();
            prop_assert_eq!(p(&mut a, &text), x, "{}", text);
            // and in a fresh arena, which knows no negatives in advance
            let mut b = Arena::new();
            let y = p(&mut b, &text);
            prop_assert_eq!(b.display_styled(y, style, usize::MAX).unwrap(), text);
        }
    }

    #[test]
    fn the_ordinal_sum_binds_tighter_than_the_sum(g in arb_expression(), h in arb_expression()) {
        let mut a = Arena::new();
        let (x, y) = (p(&mut a, &g), p(&mut a, &h));
        let ordinal = a.ordinal_sum(x, y).unwrap();
        let sum = a.sum(ordinal, x).unwrap();
        prop_assert_eq!(p(&mut a, &format!("({g}):({h}) + ({g})")), sum);
    }
}
