//! Partizan engine: classic identities, closed forms against the general construction,
//! thermographs, parser errors, and property tests on random games.

use crate::util::{arb_game, p};
use conway::partizan::{
    parse, Arena, Dyadic, Error, GameId, Nus, Outcome, MAX_DEPTH, MAX_EXPANSION, MAX_NESTING,
};
use proptest::prelude::*;
use std::collections::HashMap;

fn shown(a: &mut Arena, s: &str) -> String {
    let g = p(a, s);
    a.display(g)
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
                let (l, r) = (
                    a.left_options(g).unwrap().to_vec(),
                    a.right_options(g).unwrap().to_vec(),
                );
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
fn closed_form_options_are_those_of_the_sum_with_up() {
    // x + n.^ + *m = ^ + (x + (n-1).^ + *m) (and v + ... for n < 0): the general
    // construction reduces the options of that sum (definition of +, Siegel II.1) to a
    // canonical form, which must be the closed form. The options of the smaller closed
    // form have been checked in the previous round.
    let mut a = Arena::new();
    let up = p(&mut a, "^");
    let down = p(&mut a, "v");
    for x in ["0", "1/2", "-3"] {
        let x: Dyadic = x.parse().unwrap();
        for n in 1..=12i64 {
            for m in 0..=12u32 {
                for sign in [1, -1] {
                    let step = if sign == 1 { up } else { down };
                    let rest = a.nus(Nus {
                        number: x,
                        ups: sign * (n - 1),
                        nim: m,
                    });
                    let (sl, sr) = a.options(step).unwrap();
                    let (rl, rr) = a.options(rest).unwrap();
                    let mut left = Vec::new();
                    let mut right = Vec::new();
                    for &o in sl.iter() {
                        left.push(a.sum(o, rest).unwrap());
                    }
                    for &o in rl.iter() {
                        left.push(a.sum(step, o).unwrap());
                    }
                    for &o in sr.iter() {
                        right.push(a.sum(o, rest).unwrap());
                    }
                    for &o in rr.iter() {
                        right.push(a.sum(step, o).unwrap());
                    }
                    let want = a.nus(Nus {
                        number: x,
                        ups: sign * n,
                        nim: m,
                    });
                    assert_eq!(a.game(&left, &right).unwrap(), want, "{}", a.display(want));
                }
            }
        }
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
        ("{a|b|c}", 2, "unknown name 'a'"),
        ("{1|2|3}", 5, "ambiguous separators"),
        ("1/3", 1, "power of 2"),
        ("1 +", 4, "expected a game"),
        ("(1", 3, "expected ')'"),
        ("1 1", 3, "expected '+', '-', ':', '±' or the end"),
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

/// A resolver whose ruleset `len` adds `-` and `:` to its arguments and values a
/// position as the number of characters of its argument.
struct ArgumentLength;

impl conway::partizan::Resolver for ArgumentLength {
    fn resolve(&mut self, arena: &mut Arena, _: &str, argument: &str) -> Result<GameId, String> {
        let n = Dyadic::new(argument.chars().count() as i64, 0).map_err(|e| e.to_string())?;
        Ok(arena.number(n))
    }
    fn argument_chars(&self, _: &str) -> &str {
        "-:"
    }
}

#[test]
fn an_added_minus_continues_an_argument_only_between_digits() {
    let mut a = Arena::new();
    let cases = [
        ("len:0-1,1-2", "7"),
        ("len:e:3:0-1", "7"),
        ("len:BR-1", "1"),
        ("len:3 - 1", "0"),
        ("(len:3)-1", "0"),
        ("len:12-34", "5"),
        ("-len:0-1", "-3"),
        ("len:ab-len:c", "1"),
    ];
    for (text, value) in cases {
        let g = conway::partizan::parse_with(&mut a, text, &mut ArgumentLength)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(a.display(g), value, "{text}");
    }
    let e = conway::partizan::parse_with(&mut a, "len:3-", &mut ArgumentLength).unwrap_err();
    assert!(e.message.contains("expected a game"), "{e}");
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

/// Slow twin of the order: games as explicit option DAGs compared by the definition of
/// `<=` alone (Siegel II.1), with no canonical forms, closed forms or nim profiles.
#[derive(Default)]
struct Brute {
    nodes: Vec<(Vec<usize>, Vec<usize>)>,
    memo: HashMap<(usize, usize), bool>,
}

impl Brute {
    fn node(&mut self, left: Vec<usize>, right: Vec<usize>) -> usize {
        self.nodes.push((left, right));
        self.nodes.len() - 1
    }

    fn nimber(&mut self, k: usize) -> usize {
        let mut all = Vec::new();
        for _ in 0..k {
            let next = self.node(all.clone(), all.clone());
            all.push(next);
        }
        self.node(all.clone(), all)
    }

    /// The games of the leaves of [`arb_tree`], from their definitions (Winning Ways ch. 2-3).
    fn leaf(&mut self, text: &str) -> usize {
        let zero = self.node(vec![], vec![]);
        let one = self.node(vec![zero], vec![]);
        let star = self.node(vec![zero], vec![zero]);
        match text {
            "0" => zero,
            "1" => one,
            "-1" => self.node(vec![], vec![zero]),
            "2" => self.node(vec![one], vec![]),
            "1/2" => self.node(vec![zero], vec![one]),
            "*" => star,
            "*2" => self.nimber(2),
            "*3" => self.nimber(3),
            "^" => self.node(vec![zero], vec![star]),
            "v" => self.node(vec![star], vec![zero]),
            "^*" => self.node(vec![zero, star], vec![zero]),
            _ => unreachable!("{text}"),
        }
    }

    fn le(&mut self, g: usize, h: usize) -> bool {
        if let Some(&known) = self.memo.get(&(g, h)) {
            return known;
        }
        let (gl, _) = self.nodes[g].clone();
        let (_, hr) = self.nodes[h].clone();
        let result = !gl.iter().any(|&x| self.le(h, x)) && !hr.iter().any(|&y| self.le(y, g));
        self.memo.insert((g, h), result);
        result
    }
}

/// A random game: leaves, or `{L|R}` of random games.
#[derive(Clone, Debug)]
enum Tree {
    Leaf(&'static str),
    Node(Vec<Tree>, Vec<Tree>),
}

impl Tree {
    fn text(&self) -> String {
        match self {
            Tree::Leaf(s) => s.to_string(),
            Tree::Node(l, r) => {
                let side = |v: &[Tree]| v.iter().map(Tree::text).collect::<Vec<_>>().join(",");
                format!("{{{}|{}}}", side(l), side(r))
            }
        }
    }

    fn build(&self, b: &mut Brute) -> usize {
        match self {
            Tree::Leaf(s) => b.leaf(s),
            Tree::Node(l, r) => {
                let l = l.iter().map(|t| t.build(b)).collect();
                let r = r.iter().map(|t| t.build(b)).collect();
                b.node(l, r)
            }
        }
    }
}

fn arb_tree() -> impl Strategy<Value = Tree> {
    let leaf = prop::sample::select(vec![
        "0", "1", "-1", "2", "1/2", "*", "*2", "*3", "^", "v", "^*",
    ])
    .prop_map(Tree::Leaf);
    leaf.prop_recursive(3, 20, 3, |inner| {
        (
            prop::collection::vec(inner.clone(), 0..3),
            prop::collection::vec(inner, 0..3),
        )
            .prop_map(|(l, r)| Tree::Node(l, r))
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn order_agrees_with_the_definition(g in arb_tree(), h in arb_tree()) {
        let mut a = Arena::new();
        let (x, y) = (p(&mut a, &g.text()), p(&mut a, &h.text()));
        let mut b = Brute::default();
        let (bx, by) = (g.build(&mut b), h.build(&mut b));
        prop_assert_eq!(a.leq(x, y), b.le(bx, by), "{} <= {}", g.text(), h.text());
        prop_assert_eq!(a.leq(y, x), b.le(by, bx), "{} <= {}", h.text(), g.text());
        // nimbers against the game: the nim profile path
        for k in 0..5 {
            let (ak, bk) = (a.nimber(k as u32), b.nimber(k));
            prop_assert_eq!(a.leq(ak, x), b.le(bk, bx), "*{} <= {}", k, g.text());
            prop_assert_eq!(a.leq(x, ak), b.le(bx, bk), "{} <= *{}", g.text(), k);
        }
    }
}

#[test]
fn numbers_at_the_edge_of_the_exact_range() {
    // These panicked: the options of 2^63 - 1 were built with an overflowing 2^63.
    let mut a = Arena::new();
    same(
        &mut a,
        "{9223372036854775807|9223372036854775807}",
        "9223372036854775807*",
    );
    same(
        &mut a,
        "{-9223372036854775807|-9223372036854775807}",
        "-9223372036854775807*",
    );
    let g = p(&mut a, "{{9223372036854775807|0}|-9223372036854775807}");
    assert_eq!(a.outcome(g), Outcome::R);
    assert_eq!(a.thermograph(g).unwrap_err(), Error::Overflow); // walls meet beyond 2^63
    let max = p(&mut a, "9223372036854775807");
    let (l, r) = a.options(max).unwrap();
    assert_eq!(
        (a.display(l[0]), r.len()),
        ("9223372036854775806".to_string(), 0)
    );
    let min = a.neg(max);
    let (l, r) = a.options(min).unwrap();
    assert_eq!(
        (l.len(), a.display(r[0])),
        (0, "-9223372036854775806".to_string())
    );
    let tiny = p(&mut a, "1/4611686018427387904");
    let (l, r) = a.options(tiny).unwrap();
    assert_eq!(
        (a.display(l[0]), a.display(r[0])),
        ("0".into(), "1/2305843009213693952".into())
    );
    let star = a.nimber(1);
    for x in [max, min, tiny] {
        let s = a.sum(x, star).unwrap();
        let th = a.thermograph(s).unwrap();
        assert_eq!(
            (th.mean, th.temperature),
            (a.as_number(x).unwrap(), Dyadic::ZERO)
        );
        assert_eq!(a.cool(s, Dyadic::from_int(1)).unwrap(), x);
        assert_eq!(a.cool(s, Dyadic::ZERO).unwrap(), s);
    }
    assert_eq!(a.sum(max, max), Err(Error::Overflow));
    let hot = p(&mut a, "{9223372036854775807|0}");
    assert_eq!(
        a.temperature(hot).unwrap().to_string(),
        "9223372036854775807/2"
    );
}

#[test]
fn huge_nimbers_and_ups_are_never_listed() {
    // *4294967295 used to be expanded into 2^32 options (17 GB); *1000 took 13 s.
    let mut a = Arena::new();
    let big = p(&mut a, "*4294967295");
    assert_eq!(a.display(big), "*4294967295");
    assert_eq!(a.outcome(big), Outcome::N);
    assert_eq!(a.temperature(big).unwrap(), Dyadic::ZERO);
    same(&mut a, "{*4294967295|0}", "v*4294967294");
    same(&mut a, "{0|*4294967295}", "^*4294967294");
    same(&mut a, "{*4294967295|*4294967295}", "0");
    same(&mut a, "*4294967295 + *4294967294", "*");
    same(&mut a, "^4294967295 + v4294967295", "0");
    assert!(matches!(a.options(big), Err(Error::TooLarge(_))));
    let e = parse(&mut a, "*257 + {1|0}").unwrap_err();
    assert!(e.message.contains("|n| + m <= 256"), "{e}");
    same(&mut a, "*256 + {1|0}", "{1*256|*256}");
    assert!(parse(&mut a, "^300 + {1|-1}").is_err());
}

#[test]
fn comparisons_with_huge_nimbers_follow_the_pattern_of_small_ones() {
    // Metamorphic: a game built from *m leaves compares with *k as the same game built
    // from *M leaves compares with the corresponding *K, for m and M far above its depth
    // (the nim profile depends only on which sizes coincide). Small m are checked
    // against the definition by `order_agrees_with_the_definition`.
    let shapes = [
        "{1|N}",
        "{N|0}",
        "{N,1|N+*}",
        "{{N|0}|N}",
        "{N||0|-1}",
        "{^,N|vN}",
    ];
    let (m, big) = (40u32, u32::MAX - 40); // both even
    for shape in shapes {
        let mut a = Arena::new();
        let small = p(&mut a, &shape.replace('N', &format!("*{m}")));
        let large = p(&mut a, &shape.replace('N', &format!("*{big}")));
        for offset in [0u32, 1, 2, 3, 7] {
            let (k, kk) = (a.nimber(m ^ offset), a.nimber(big ^ offset));
            assert_eq!(a.leq(k, small), a.leq(kk, large), "{shape} *(m^{offset})");
            assert_eq!(a.leq(small, k), a.leq(large, kk), "{shape} *(m^{offset})");
        }
        for k in 0..4 {
            let k = a.nimber(k);
            assert_eq!(a.leq(k, small), a.leq(k, large), "{shape}");
            assert_eq!(a.leq(small, k), a.leq(large, k), "{shape}");
        }
    }
}

#[test]
fn deep_games_fit_a_small_stack_and_the_limits() {
    // Every recursion is bounded by the depth and nesting limits: run on an 8 MB stack.
    let job = std::thread::Builder::new().stack_size(8 << 20).spawn(|| {
        let mut a = Arena::new();
        // {999|{998|...{1|0}}}: an option node of depth 999
        let mut text = "0".to_string();
        for k in 1..MAX_DEPTH {
            text = format!("{{{k}|{text}}}");
        }
        let g = p(&mut a, &text);
        assert_eq!(a.depth(g), MAX_DEPTH - 1);
        let printed = a.display(g);
        assert_eq!(p(&mut a, &printed), g);
        let minus = a.neg(g);
        assert!(!a.leq(g, minus) && a.leq(minus, g));
        assert_eq!(a.difference(g, g).unwrap(), a.zero());
        let near = p(&mut a, "{999|998}"); // the same stops: decided by recursion
        assert_eq!(a.compare(g, near), None); // both players gain by moving first
        assert_eq!(a.thermograph(g).unwrap_err(), Error::Overflow); // 2^-999 temperatures
        assert_eq!(a.sum(g, minus), Ok(a.zero()));
        let deeper = p(&mut a, &format!("{{1000|{text}}}"));
        let two = p(&mut a, "{{2|1}|{0|-1}}");
        assert_eq!(a.sum(deeper, two), Err(Error::TooDeep));
        let too_deep = format!("{{1001|{{1000|{text}}}}}");
        assert!(parse(&mut a, &too_deep).is_err());
        // parser: nesting beyond the limit, long runs of signs, letters and sums
        let nested = format!(
            "{}0{}",
            "(".repeat(MAX_NESTING + 1),
            ")".repeat(MAX_NESTING + 1)
        );
        let e = parse(&mut a, &nested).unwrap_err();
        assert_eq!(e.column, MAX_NESTING + 1);
        assert!(e.message.contains("nested"), "{e}");
        let braces = format!("{}0|{}", "{".repeat(17_500), "}".repeat(17_500));
        assert!(parse(&mut a, &braces)
            .unwrap_err()
            .message
            .contains("nested"));
        let ups = format!("{}0{}", "{0|".repeat(MAX_NESTING), "}".repeat(MAX_NESTING));
        assert_eq!(shown(&mut a, &ups), format!("^{}", MAX_NESTING - 1)); // {0|*} = ^, {0|^} = ^2*, ...
        assert_eq!(shown(&mut a, &format!("{}1", "-".repeat(75_001))), "-1");
        assert_eq!(shown(&mut a, &format!("{}1", "±".repeat(5_000))), "0");
        assert_eq!(shown(&mut a, &"v".repeat(100_000)), "v100000");
        let sum = vec!["^"; 60_000].join("+");
        assert_eq!(shown(&mut a, &sum), "^60000");
        assert_eq!(shown(&mut a, "^30000 + *3000"), "^30000*3000");
        let big_up = p(&mut a, "^4294967295");
        let small_up = p(&mut a, "^2");
        assert_eq!(a.leq(g, big_up), a.leq(g, small_up));
    });
    job.unwrap().join().unwrap();
}

#[test]
fn work_limit_refuses_runaway_sums() {
    let terms: Vec<String> = (1..=40).map(|k| format!("{{{k}|0}}")).collect();
    let mut a = Arena::with_work_limit(100_000);
    let e = parse(&mut a, &terms.join("+")).unwrap_err();
    assert!(e.message.contains("more than 100000 work steps"), "{e}");
    assert!(a.work() > 100_000);
    let mut b = Arena::with_work_limit(100_000);
    assert!(parse(&mut b, &terms[..4].join("+")).is_ok());
}

#[test]
fn long_texts_are_printed_only_within_a_bound() {
    let mut a = Arena::new();
    let g = p(&mut a, "{1|-1} + {2|-2} + {3|-3} + {4|-4}");
    let text = a.display(g);
    assert_eq!(
        a.display_within(g, text.chars().count()),
        Some(text.clone())
    );
    assert_eq!(a.display_within(g, text.chars().count() - 1), None);
    assert_eq!(MAX_EXPANSION, 256);
}
