//! Value theory: reduced canonical forms, atomic weights, heating and overheating, Norton
//! products, ordinal sums, birthdays, incentives, confusion intervals and kinds of games;
//! against peers also stops, temperatures, means and cooling.
//!
//! Checked three ways: published examples (cited), peer values on random games
//! (`tests/data/value_theory.tsv`, provenance in its header), and slow twins (a second
//! algorithm or the plain definition) plus algebraic laws on random games.

use crate::util::{arb_game, forms, is, p};
use conway::partizan::{Arena, ConfusionInterval, Dyadic, Error, GameId, MAX_DEPTH};
use proptest::prelude::*;
use std::collections::HashMap;

fn num(s: &str) -> Dyadic {
    s.parse().unwrap()
}

// ---------------------------------------------------------------------------------------
// Published examples
// ---------------------------------------------------------------------------------------

#[test]
fn reduced_canonical_forms_of_published_examples() {
    let mut a = Arena::new();
    // Siegel, CGT, II.6: every infinitesimal reduces to 0, x + ε to x; rcf ignores the
    // infinitesimal parts of hot games: {1*|0} and {1↑|0} both reduce to {1|0}.
    for (g, r) in [
        ("^", "0"),
        ("*", "0"),
        ("^*5", "0"),
        ("{0||0|-1}", "0"), // tiny-1 (Winning Ways, vol. 1) is infinitesimal
        ("3/4v2*", "3/4"),
        ("{1*|0}", "{1|0}"),
        ("{1^|0}", "{1|0}"),
        ("{1|-1} + ^", "{1|-1}"),
        ("{2|1*} + {0|v}", "{2|1}"),
        ("{2|0} + *", "{2|0}"),
        // an Inf-dominated option: 0 <= {3|0} mod Inf (L({0|-3}) = 0), though 0 || {3|0};
        // canonical forms keep it, the reduced form does not (cgt-py agrees)
        ("{0,{3|0}|-4}", "{{3|0}|-4}"),
        // Right's -1 is Inf-dominated by {-1|-2} (L({-1|-2} + 1) = L({0|-1}) = 0)
        ("{1|{*2|-1,{-1|-2}}}", "{1|{0|{-1|-2}}}"),
        // an Inf-reversible option: Left's option reduces to {3|{0|-2}}, whose Right option
        // {0|-2} is <= G mod Inf (L({0|-2} - G) = 0), so it is replaced by 0
        ("{{3|{0|*,*2},{{0|*}|-2}}|-1}", "{0|-1}"),
    ] {
        let g = p(&mut a, g);
        let rcf = a.reduced_canonical_form(g).unwrap();
        is(&mut a, rcf, r, "rcf");
    }
}

#[test]
fn atomic_weights_of_published_examples() {
    let mut a = Arena::new();
    // Winning Ways ch. 8 and Siegel II.7: aw(n.^ + *m) = n, so aw(*m) = 0, aw(^*) = 1,
    // aw({0|^}) = aw(^2*) = 2.
    for (g, w) in [
        ("0", "0"),
        ("*", "0"),
        ("*7", "0"),
        ("^", "1"),
        ("v", "-1"),
        ("^*", "1"),
        ("^2", "2"),
        ("{0|^}", "2"),
        ("v3*2", "-3"),
        // Lessons in Play, ch. 9: aw({0|*}) = 1 is the exceptional case: G'' = {-2|2} = 0
        // is an integer and ^ > *2, so the greatest integer n with n <| 2 is taken.
        ("{0|*}", "1"),
    ] {
        let g = p(&mut a, g);
        let got = a.atomic_weight(g).unwrap().unwrap();
        is(&mut a, got, w, "aw");
    }
    // not all-small: no atomic weight
    for g in ["1", "{1|-1}", "{0||0|-1}", "1/2*"] {
        let g = p(&mut a, g);
        assert_eq!(a.atomic_weight(g), Ok(None));
    }
}

#[test]
fn heating_overheating_and_norton_products_of_published_examples() {
    let mut a = Arena::new();
    let one = p(&mut a, "1");
    // Winning Ways ch. 6: heating * by t gives ±t, heating a number leaves it.
    let star = p(&mut a, "*");
    let h = a.heat(star, one).unwrap();
    is(&mut a, h, "±1", "heat");
    let three_quarters = p(&mut a, "3/4");
    assert_eq!(a.heat(three_quarters, one), Ok(three_quarters));
    // heating does not undo cooling in general: {1 | 0, {1|0}} cools by 1/4 to {3/4|1/4}
    // (the option {1|1/2} is dominated by 1/4), which heats back to {1|0}
    let g = p(&mut a, "{1|0,{1|0}}");
    let quarter = p(&mut a, "1/4");
    let cooled = a.cool(g, num("1/4")).unwrap();
    is(&mut a, cooled, "{3/4|1/4}", "cool");
    let back = a.heat(cooled, quarter).unwrap();
    is(&mut a, back, "{1|0}", "heat");
    // Berlekamp's Blockbusting values overheat from 1 to 1*: ∫_1^{1*} 1/2 = {1*|*}.
    let half = p(&mut a, "1/2");
    let one_star = p(&mut a, "1*");
    let o = a.overheat(half, one, one_star).unwrap();
    is(&mut a, o, "{1*|*}", "overheat");
    // Winning Ways ch. 8: G.↑ = {G^L.↑ + ⇑* | G^R.↑ + ⇓*} for G not an integer.
    let up = p(&mut a, "^");
    let n = a.norton_product(half, up).unwrap();
    is(&mut a, n, "{^2*|v*}", "1/2.^");
    let twice = a.sum(n, n).unwrap();
    assert_eq!(twice, up);
    let three = p(&mut a, "3");
    let n = a.norton_product(three, up).unwrap();
    is(&mut a, n, "^3", "3.^");
}

#[test]
fn ordinal_sums_of_hackenbush_stalks() {
    // Winning Ways vol. 1 (Hackenbush): a stalk is the ordinal sum of its edges, bottom
    // first. Blue-red strings follow Berlekamp's sign rule (B R R = 1/4); a green stalk
    // of n edges is *n; green under blue is ^*.
    let mut a = Arena::new();
    let stalk = |a: &mut Arena, edges: &[&str]| {
        let mut g = a.zero();
        for e in edges {
            // the base is the canonical form of the stalk so far
            let edge = p(a, e);
            g = a.ordinal_sum(g, edge).unwrap();
        }
        g
    };
    for (edges, value) in [
        (&["1", "-1"][..], "1/2"),
        (&["1", "-1", "-1"][..], "1/4"),
        (&["1", "1", "-1"][..], "3/2"),
        (&["-1", "1", "1"][..], "-1/4"),
        (&["*", "*", "*"][..], "*3"),
        (&["*", "1"][..], "^*"),
        (&["*", "-1"][..], "v*"),
    ] {
        let g = stalk(&mut a, edges);
        is(&mut a, g, value, &format!("stalk {edges:?}"));
    }
}

#[test]
fn birthdays_incentives_and_confusion_intervals_of_published_examples() {
    let mut a = Arena::new();
    // Siegel II.2 / Winning Ways ch. 1: days 0, 1, 2, ...
    for (g, day) in [
        ("0", 0),
        ("1", 1),
        ("*", 1),
        ("-1", 1),
        ("1/2", 2),
        ("^", 2),
        ("*2", 2),
        ("±1", 2),
        ("3/4", 3),
        ("-5/4", 4),
        ("*3", 3),
        ("v*", 2),
        ("^2", 3),
        ("{3|-1}", 4),
    ] {
        let g = p(&mut a, g);
        assert_eq!(a.birthday(g), day, "{}", a.display(g));
    }
    // incentives of the switch ±1: both moves gain {2|0} (Winning Ways vol. 1, p. 148)
    let pm = p(&mut a, "±1");
    let left = a.left_incentives(pm).unwrap();
    let right = a.right_incentives(pm).unwrap();
    assert_eq!(left, right);
    is(&mut a, left[0], "{2|0}", "incentive");
    // confusion intervals (Winning Ways ch. 3): ±1 is confused with [-1, 1], * with 0,
    // ^ with nothing, {1*|0} with [0, 1).
    let cases: [(&str, Option<&str>); 6] = [
        ("±1", Some("[-1, 1]")),
        ("*", Some("[0, 0]")),
        ("^", None),
        ("{1*|0}", Some("[0, 1)")),
        ("3/2", None),
        ("{2|^}", Some("(0, 2]")),
    ];
    for (g, interval) in cases {
        let g = p(&mut a, g);
        let c = a.confusion_interval(g).map(|c| c.to_string());
        assert_eq!(c.as_deref(), interval, "{}", a.display(g));
    }
}

#[test]
fn kinds_of_games() {
    let mut a = Arena::new();
    for (g, number, nimber, infinitesimal, all_small, switch) in [
        ("0", true, true, true, true, false),
        ("*3", false, true, true, true, false),
        ("^*", false, false, true, true, false),
        ("{0||0|-1}", false, false, true, false, false),
        ("1/2", true, false, false, false, false),
        ("{3|-1}", false, false, false, false, true),
        ("{3|-1*}", false, false, false, false, false),
        ("1*", false, false, false, false, false),
        ("{0|^}", false, false, true, true, false),
        ("{^|v}", false, true, true, true, false), // = *
    ] {
        let x = p(&mut a, g);
        assert_eq!(a.is_number(x), number, "{g}");
        assert_eq!(a.is_nimber(x), nimber, "{g}");
        assert_eq!(a.is_infinitesimal(x), infinitesimal, "{g}");
        assert_eq!(a.is_all_small(x), all_small, "{g}");
        assert_eq!(a.is_dicotic(x), all_small, "{g}");
        assert_eq!(a.is_switch(x), switch, "{g}");
    }
}

// ---------------------------------------------------------------------------------------
// Peer values on random games
// ---------------------------------------------------------------------------------------

#[test]
fn agrees_with_peer_values_on_random_games() {
    let data = include_str!("data/value_theory.tsv");
    let mut a = Arena::new();
    let mut counts: HashMap<&str, usize> = HashMap::new();
    for line in data
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        let f: Vec<&str> = line.split('\t').collect();
        let (op, expected) = (f[0], f[f.len() - 1]);
        let g = p(&mut a, f[1]);
        let what = format!("{op} {}", f[1..f.len() - 1].join(" "));
        match op {
            "aw" => {
                let w = a.atomic_weight(g).unwrap().expect("all-small");
                is(&mut a, w, expected, &what);
            }
            "rcf" => {
                let r = a.reduced_canonical_form(g).unwrap();
                is(&mut a, r, expected, &what);
            }
            "heat" => {
                let t = p(&mut a, f[2]);
                let h = a.heat(g, t).unwrap();
                is(&mut a, h, expected, &what);
            }
            "overheat" => {
                let (s, t) = (p(&mut a, f[2]), p(&mut a, f[3]));
                let h = a.overheat(g, s, t).unwrap();
                is(&mut a, h, expected, &what);
            }
            "norton" => {
                let u = p(&mut a, f[2]);
                let n = a.norton_product(g, u).unwrap();
                is(&mut a, n, expected, &what);
            }
            "ordinal" => {
                let h = p(&mut a, f[2]);
                let s = a.ordinal_sum(g, h).unwrap();
                is(&mut a, s, expected, &what);
            }
            "birthday" => assert_eq!(a.birthday(g).to_string(), expected, "{what}"),
            "cool" => {
                let c = a.cool(g, num(f[2])).unwrap();
                is(&mut a, c, expected, &what);
            }
            "stops" => {
                let (left, right) = expected.split_once(' ').unwrap();
                let got = (a.left_stop(g), a.right_stop(g));
                assert_eq!(got, (num(left), num(right)), "{what}");
            }
            "temperature" => assert_eq!(a.temperature(g), Ok(num(expected)), "{what}"),
            "mean" => assert_eq!(a.mean(g), Ok(num(expected)), "{what}"),
            _ => panic!("unknown operation {op}"),
        }
        *counts.entry(op).or_default() += 1;
    }
    for op in [
        "aw",
        "rcf",
        "heat",
        "overheat",
        "norton",
        "ordinal",
        "birthday",
        "cool",
        "stops",
        "temperature",
        "mean",
    ] {
        assert!(
            counts.get(op).copied().unwrap_or(0) >= 100,
            "{op}: {counts:?}"
        );
    }
}

// ---------------------------------------------------------------------------------------
// Slow twins: a second algorithm, or the plain definition over explicit options
// ---------------------------------------------------------------------------------------

/// The canonical options of `g` as vectors (closed forms expanded).
fn options(a: &mut Arena, g: GameId) -> (Vec<GameId>, Vec<GameId>) {
    let (l, r) = a.options(g).unwrap();
    (l.to_vec(), r.to_vec())
}

/// Grossman and Siegel's second route to the reduced canonical form ("Reductions of
/// partizan games", 2009; the algorithm of CGSuite): heat by `*`, then replace every
/// subposition `x*` by `x` (the star projection). Independent of the Inf-comparisons of
/// the library's algorithm.
fn rcf_by_heating_with_star(a: &mut Arena, g: GameId) -> GameId {
    if a.left_stop(g) == a.right_stop(g) {
        return a.number(a.left_stop(g));
    }
    let star = a.nimber(1);
    let heated = a.heat(g, star).unwrap();
    star_projection(a, heated, &mut HashMap::new())
}

fn star_projection(a: &mut Arena, g: GameId, memo: &mut HashMap<GameId, GameId>) -> GameId {
    if a.is_number(g) {
        return g;
    }
    if let Some(v) = a.as_nus(g).filter(|v| v.ups == 0 && v.nim == 1) {
        return a.number(v.number);
    }
    if let Some(&r) = memo.get(&g) {
        return r;
    }
    let (l, r) = options(a, g);
    let l: Vec<GameId> = l.iter().map(|&x| star_projection(a, x, memo)).collect();
    let r: Vec<GameId> = r.iter().map(|&x| star_projection(a, x, memo)).collect();
    let result = a.game(&l, &r).unwrap();
    memo.insert(g, result);
    result
}

/// The atomic weight calculus over explicit options, closed forms expanded (no formula
/// for `n.^ + *m`), with CGSuite's far star: `*(k+1)` for the largest `*k` among the
/// subpositions (Siegel II.7).
fn aw_by_the_calculus(a: &mut Arena, g: GameId, memo: &mut HashMap<GameId, GameId>) -> GameId {
    if let Some(&w) = memo.get(&g) {
        return w;
    }
    let (gl, gr) = options(a, g);
    let (two, minus_two) = (a.integer(2), a.integer(-2));
    let left: Vec<GameId> = gl
        .iter()
        .map(|&l| {
            let w = aw_by_the_calculus(a, l, memo);
            a.sum(w, minus_two).unwrap()
        })
        .collect();
    let right: Vec<GameId> = gr
        .iter()
        .map(|&r| {
            let w = aw_by_the_calculus(a, r, memo);
            a.sum(w, two).unwrap()
        })
        .collect();
    let candidate = a.game(&left, &right).unwrap();
    let mut w = candidate;
    if a.as_number(candidate).is_some_and(|x| x.is_integer()) {
        let largest = largest_nimber_follower(a, g, &mut HashMap::new());
        let far = a.nimber(largest + 1);
        let (below, above) = (a.leq(g, far), a.leq(far, g));
        // the least integer n with n <= x false for every Left x, by search from below
        if below && !above {
            let mut n = -64;
            while left.iter().any(|&x| {
                let m = a.integer(n);
                a.leq(m, x)
            }) {
                n += 1;
            }
            w = a.integer(n);
        } else if above && !below {
            let mut n = 64;
            while right.iter().any(|&y| {
                let m = a.integer(n);
                a.leq(y, m)
            }) {
                n -= 1;
            }
            w = a.integer(n);
        }
    }
    memo.insert(g, w);
    w
}

/// The largest `k` such that `*k` is a subposition of `g` (options expanded).
fn largest_nimber_follower(a: &mut Arena, g: GameId, memo: &mut HashMap<GameId, u32>) -> u32 {
    if let Some(&k) = memo.get(&g) {
        return k;
    }
    let own = if a.is_nimber(g) {
        a.as_nus(g).unwrap().nim
    } else {
        0
    };
    let (l, r) = options(a, g);
    let k = l
        .iter()
        .chain(&r)
        .map(|&o| largest_nimber_follower(a, o, memo))
        .fold(own, u32::max);
    memo.insert(g, k);
    k
}

/// The birthday by its definition: 1 + the largest birthday of an option (options
/// expanded, no formula).
fn birthday_by_recursion(a: &mut Arena, g: GameId, memo: &mut HashMap<GameId, u128>) -> u128 {
    if let Some(&d) = memo.get(&g) {
        return d;
    }
    let (l, r) = options(a, g);
    let d = l
        .iter()
        .chain(&r)
        .map(|&o| 1 + birthday_by_recursion(a, o, memo))
        .max()
        .unwrap_or(0);
    memo.insert(g, d);
    d
}

/// All-small by the definition: in every subposition both sides or neither have moves.
fn all_small_by_definition(a: &mut Arena, g: GameId) -> bool {
    let (l, r) = options(a, g);
    l.is_empty() == r.is_empty() && l.iter().chain(&r).all(|&o| all_small_by_definition(a, o))
}

#[test]
fn closed_form_birthdays_follow_the_recursion() {
    let mut a = Arena::new();
    for x in ["0", "1", "-2", "3/4", "-5/8", "7/2"] {
        for ups in -7..=7 {
            for nim in 0..=9 {
                let g = p(&mut a, &format!("{x} + ^{ups}*{nim}").replace("^-", "v"));
                let slow = birthday_by_recursion(&mut a, g, &mut HashMap::new());
                assert_eq!(a.birthday(g), slow, "{}", a.display(g));
            }
        }
    }
}

#[test]
fn closed_form_weights_and_kinds_follow_the_definitions() {
    let mut a = Arena::new();
    for ups in -6..=6 {
        for nim in 0..=9 {
            let g = p(&mut a, &format!("^{ups}*{nim}").replace("^-", "v"));
            let w = a.atomic_weight(g).unwrap().unwrap();
            let slow = aw_by_the_calculus(&mut a, g, &mut HashMap::new());
            assert_eq!(w, slow, "{}", a.display(g));
            assert!(all_small_by_definition(&mut a, g));
            assert!(a.is_all_small(g) && a.is_infinitesimal(g));
            let text = format!("1/2 + {}", a.display(g));
            let translated = p(&mut a, &text);
            assert!(!all_small_by_definition(&mut a, translated));
            assert!(!a.is_all_small(translated));
        }
    }
}

/// A random all-small game: all-small leaves under option lists with moves on both sides.
fn arb_all_small() -> impl Strategy<Value = String> {
    forms(
        &["0", "*", "*2", "^", "v", "^*", "v*", "*3", "^2"],
        4,
        32,
        1..4,
    )
}

fn arb_positive_unit() -> impl Strategy<Value = &'static str> {
    prop::sample::select(vec![
        "1", "2", "1/2", "^", "^*2", "{0|^}", "1*", "{2|1}", "^2",
    ])
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn reduced_forms_agree_with_heating_by_star_and_obey_their_laws(
        g in arb_game(), h in arb_game()
    ) {
        let mut a = Arena::new();
        let (x, y) = (p(&mut a, &g), p(&mut a, &h));
        let r = a.reduced_canonical_form(x).unwrap();
        prop_assert_eq!(r, rcf_by_heating_with_star(&mut a, x), "{}", g);
        // g - rcf(g) is infinitesimal, and rcf is idempotent
        let d = a.difference(x, r).unwrap();
        prop_assert!(a.is_infinitesimal(d));
        prop_assert_eq!(a.reduced_canonical_form(r), Ok(r));
        // Inf-equivalence is a congruence: rcf(g + h) = rcf(rcf(g) + rcf(h))
        let s = a.sum(x, y).unwrap();
        let ry = a.reduced_canonical_form(y).unwrap();
        let sr = a.sum(r, ry).unwrap();
        prop_assert_eq!(a.reduced_canonical_form(s), a.reduced_canonical_form(sr));
        // the stops of a sum without building it, against the stops of the built sum
        prop_assert_eq!(a.stops_of_sum(x, y).unwrap(), (a.left_stop(s), a.right_stop(s)));
        // ...also when the sum is a number: x + (3/4 - x) = 3/4
        let minus_x = a.neg(x);
        let rest = a.add_number(minus_x, num("3/4")).unwrap();
        prop_assert_eq!(a.stops_of_sum(x, rest).unwrap(), (num("3/4"), num("3/4")));
        // <= mod Inf is the sign of the left stop of the difference
        let dxy = a.difference(x, y).unwrap();
        prop_assert_eq!(a.inf_leq(x, y).unwrap(), a.left_stop(dxy) <= Dyadic::ZERO);
    }

    #[test]
    fn atomic_weights_follow_the_calculus_and_are_additive(
        g in arb_all_small(), h in arb_all_small()
    ) {
        let mut a = Arena::new();
        let (x, y) = (p(&mut a, &g), p(&mut a, &h));
        prop_assert!(a.is_all_small(x) && all_small_by_definition(&mut a, x));
        let wx = a.atomic_weight(x).unwrap().unwrap();
        prop_assert_eq!(wx, aw_by_the_calculus(&mut a, x, &mut HashMap::new()), "{}", g);
        let wy = a.atomic_weight(y).unwrap().unwrap();
        let s = a.sum(x, y).unwrap();
        let ws = a.atomic_weight(s).unwrap().unwrap();
        // Siegel II.7: aw(G + H) = aw(G) + aw(H)
        prop_assert_eq!(ws, a.sum(wx, wy).unwrap(), "{} + {}", g, h);
    }

    #[test]
    fn kinds_agree_with_their_definitions(g in arb_game()) {
        let mut a = Arena::new();
        let x = p(&mut a, &g);
        prop_assert_eq!(a.is_all_small(x), all_small_by_definition(&mut a, x));
        // infinitesimal: between -x and x for small positive numbers (birthdays here are
        // below 10, so a game that is not infinitesimal has a stop beyond 1/1024)
        let (eps, minus) = (p(&mut a, "1/1024"), p(&mut a, "-1/1024"));
        prop_assert_eq!(a.is_infinitesimal(x), a.lt(x, eps) && a.lt(minus, x));
        if let Some((l, r)) = a.as_switch(x) {
            let (gl, gr) = options(&mut a, x);
            prop_assert_eq!((gl.len(), gr.len()), (1, 1));
            prop_assert!(l > r && a.as_number(gl[0]) == Some(l) && a.as_number(gr[0]) == Some(r));
        }
        prop_assert_eq!(a.birthday(x), birthday_by_recursion(&mut a, x, &mut HashMap::new()));
    }

    #[test]
    fn confusion_intervals_hold_exactly_the_confused_numbers(g in arb_game()) {
        let mut a = Arena::new();
        let x = p(&mut a, &g);
        let interval = a.confusion_interval(x);
        let inside = |c: &Option<ConfusionInterval>, v: Dyadic| c.is_some_and(|c| {
            (c.low < v || (c.low == v && c.low_included))
                && (v < c.high || (v == c.high && c.high_included))
        });
        for k in -8 * 64..=8 * 64 {
            let v = Dyadic::new(k, 6).unwrap();
            let n = a.number(v);
            prop_assert_eq!(a.compare(x, n).is_none(), inside(&interval, v), "{} at {}", g, v);
        }
    }

    #[test]
    fn incentives_are_the_differences_with_the_options(g in arb_game()) {
        let mut a = Arena::new();
        let x = p(&mut a, &g);
        let (gl, gr) = options(&mut a, x);
        let mut left: Vec<GameId> = gl.iter().map(|&l| a.difference(l, x).unwrap()).collect();
        let mut right: Vec<GameId> = gr.iter().map(|&r| a.difference(x, r).unwrap()).collect();
        left.sort_unstable();
        right.sort_unstable();
        prop_assert_eq!(a.left_incentives(x).unwrap(), left.clone());
        prop_assert_eq!(a.right_incentives(x).unwrap(), right.clone());
        // moving in a number costs the mover (Siegel II.3: x^L < x < x^R)
        if a.is_number(x) {
            let zero = a.zero();
            for i in left.into_iter().chain(right) {
                prop_assert!(a.lt(i, zero));
            }
        }
    }

    #[test]
    fn heating_laws(g in arb_game(), t in prop::sample::select(vec!["1/2", "1", "2", "3/4"])) {
        let mut a = Arena::new();
        let (x, tt) = (p(&mut a, &g), p(&mut a, t));
        let zero = a.zero();
        prop_assert_eq!(a.heat(x, zero), Ok(x)); // ∫^0 G = G
        // cooling by t undoes heating by t (Siegel II.5)
        let h = a.heat(x, tt).unwrap();
        prop_assert_eq!(a.cool(h, num(t)), Ok(x), "{} heated by {} is {}", g, t, a.display(h));
        // overheating from 1 is heating when every number reached is an integer
        if integer_numbers_only(&mut a, x) {
            let one = a.integer(1);
            prop_assert_eq!(a.overheat(x, one, tt), Ok(h));
        }
    }

    #[test]
    fn norton_products_are_order_preserving_homomorphisms(
        g in arb_game(), h in arb_game(), u in arb_positive_unit()
    ) {
        let mut a = Arena::new();
        let (x, y, unit) = (p(&mut a, &g), p(&mut a, &h), p(&mut a, u));
        let one = a.integer(1);
        prop_assert_eq!(a.norton_product(x, one), Ok(x)); // G.1 = G
        let (xu, yu) = (a.norton_product(x, unit).unwrap(), a.norton_product(y, unit).unwrap());
        let s = a.sum(x, y).unwrap();
        let su = a.norton_product(s, unit).unwrap();
        prop_assert_eq!(su, a.sum(xu, yu).unwrap(), "({} + {}).{}", g, h, u);
        prop_assert_eq!(a.leq(x, y), a.leq(xu, yu));
        prop_assert_eq!(a.leq(y, x), a.leq(yu, xu));
    }

    #[test]
    fn ordinal_sum_laws(g in arb_game(), h in arb_game(), n in 0u32..6) {
        let mut a = Arena::new();
        let (x, y, zero) = (p(&mut a, &g), p(&mut a, &h), a.zero());
        prop_assert_eq!(a.ordinal_sum(x, zero), Ok(x));
        prop_assert_eq!(a.ordinal_sum(zero, y), Ok(y));
        // the value of G : H depends only on the value of H: a form of H with an extra
        // dominated option gives the same sum
        let (hl, hr) = options(&mut a, y);
        if let Some(&l) = hl.first() {
            let minus_one = a.integer(-1);
            let lower = a.sum(l, minus_one).unwrap();
            let mut left = hl.clone();
            left.push(lower);
            let s = a.ordinal_sum(x, y).unwrap();
            let (xl, xr) = options(&mut a, x);
            let mut sl = xl.clone();
            let mut sr = xr.clone();
            for &o in &left { sl.push(a.ordinal_sum(x, o).unwrap()); }
            for &o in &hr { sr.push(a.ordinal_sum(x, o).unwrap()); }
            prop_assert_eq!(a.game(&sl, &sr), Ok(s));
        }
        // x*m : *n = x*(m+n), against the definition
        let star_n = a.nimber(n);
        let two = a.nimber(2);
        let by_formula = a.ordinal_sum(two, star_n).unwrap();
        let mut opts: Vec<GameId> = (0..2).map(|j| a.nimber(j)).collect();
        for j in 0..n {
            let star_j = a.nimber(j);
            opts.push(a.ordinal_sum(two, star_j).unwrap());
        }
        prop_assert_eq!(a.game(&opts, &opts), Ok(by_formula));
        // birthdays: one more than the latest option, and G : H is born no earlier than H
        let s = a.ordinal_sum(x, y).unwrap();
        let (sl, sr) = options(&mut a, s);
        let latest = sl.iter().chain(&sr).map(|&o| a.birthday(o)).max();
        prop_assert_eq!(a.birthday(s), latest.map_or(0, |d| d + 1));
    }
}

/// True if every number reached from `g` through option nodes is an integer.
fn integer_numbers_only(a: &mut Arena, g: GameId) -> bool {
    if let Some(x) = a.as_number(g) {
        return x.is_integer();
    }
    let (l, r) = options(a, g);
    l.iter().chain(&r).all(|&o| integer_numbers_only(a, o))
}

#[test]
fn atomic_weights_satisfy_the_defining_relation_with_up() {
    // aw(G) = W means G - W.↑ is within ↑* plus a far red kite `*N : -1` of 0 (Winning
    // Ways ch. 8; Siegel II.7; CGSuite's atomicity test), for all-small G.
    let mut a = Arena::new();
    let up = p(&mut a, "^");
    let up_star = p(&mut a, "^*");
    let minus_one = p(&mut a, "-1");
    for g in [
        "{0|*2}",
        "{^|v}",
        "{0,^|*}",
        "{^*|v,*}",
        "{*2|{0|^}}",
        "{{0|^}|v*}",
        "{0|v}",
        "{^2|0}",
        "{{^|*},*|0}",
        "{0,{0|*2}|*,v}",
    ] {
        let x = p(&mut a, g);
        let w = a.atomic_weight(x).unwrap().unwrap();
        let wu = a.norton_product(w, up).unwrap();
        let d = a.difference(x, wu).unwrap();
        let kite_base = a.nimber(8);
        let kite = a.ordinal_sum(kite_base, minus_one).unwrap();
        let eps = a.sum(up_star, kite).unwrap();
        let minus_eps = a.neg(eps);
        assert!(
            a.leq(d, eps) && a.leq(minus_eps, d),
            "{g}: aw = {}",
            a.display(w)
        );
    }
}

// ---------------------------------------------------------------------------------------
// Errors and limits
// ---------------------------------------------------------------------------------------

#[test]
fn refusals_are_errors() {
    let mut a = Arena::new();
    let g = p(&mut a, "{1|*}");
    for u in ["0", "-1", "*", "±1", "v", "^*"] {
        let unit = p(&mut a, u);
        assert_eq!(
            a.norton_product(g, unit),
            Err(Error::UnitNotPositive),
            "{u}"
        );
        let t = p(&mut a, "1");
        assert_eq!(a.overheat(g, unit, t), Err(Error::UnitNotPositive), "{u}");
    }
    // an ordinal sum follows every move of its subordinate
    let late = p(&mut a, "1001");
    let e = a.ordinal_sum(g, late).unwrap_err();
    assert_eq!(e, Error::BirthdayTooLarge(1001));
    assert!(e.to_string().contains("born on day 1001"), "{e}");
    // closed forms too large to recurse through
    let huge_up = p(&mut a, "^100000");
    let one = a.integer(1);
    assert!(matches!(a.heat(huge_up, one), Err(Error::TooLarge(_))));
    assert!(matches!(
        a.norton_product(huge_up, one),
        Err(Error::TooLarge(_))
    ));
    let huge_star = p(&mut a, "*100000");
    assert!(matches!(
        a.left_incentives(huge_star),
        Err(Error::TooLarge(_))
    ));
    // ...but their weights and reduced forms are read off the closed form
    let w = a.atomic_weight(huge_up).unwrap().unwrap();
    assert_eq!(a.display(w), "100000");
    assert_eq!(a.reduced_canonical_form(huge_star), Ok(a.zero()));
    assert_eq!(a.birthday(huge_up), 100_001);
    // a remote star beyond the largest nimber
    let far = p(&mut a, &format!("{{*2,*{}|0}}", u32::MAX));
    assert!(matches!(a.atomic_weight(far), Err(Error::TooLarge(_))));
    // a number leaving the exact range
    let edge = p(&mut a, "4611686018427387904");
    let switch = p(&mut a, "{1|-1}");
    assert_eq!(
        a.heat(switch, edge).and_then(|h| a.heat(h, edge)),
        Err(Error::Overflow)
    );
}

#[test]
fn the_work_limit_stops_every_operation() {
    let sum: Vec<String> = (1..=8).map(|k| format!("{{{k}|{{0|-{k}}}}}")).collect();
    let all_small: Vec<String> = (1..=5)
        .map(|k| format!("{{^{k},{{*{k}|v}}|{{0|*{k}}},v*}}"))
        .collect();
    let text = sum.join("+");
    let small_text = all_small.join("+");
    let mut a = Arena::new();
    p(&mut a, &text);
    let needed = a.work();
    assert!(needed > 1000);
    type Op = fn(&mut Arena, GameId) -> Result<(), Error>;
    let ops: [(&str, Op); 5] = [
        ("rcf", |a, g| a.reduced_canonical_form(g).map(drop)),
        ("heat", |a, g| {
            let t = a.integer(1);
            a.heat(g, t).map(drop)
        }),
        ("norton", |a, g| {
            let u = a.nimber(1);
            let zero = a.zero();
            let up = a.game(&[zero], &[u])?;
            a.norton_product(g, up).map(drop)
        }),
        ("ordinal", |a, g| {
            let h = a.nimber(3);
            a.ordinal_sum(g, h).map(drop)
        }),
        ("incentives", |a, g| a.left_incentives(g).map(drop)),
    ];
    for (name, op) in ops {
        let mut limited = Arena::with_work_limit(needed + 50);
        let x = p(&mut limited, &text);
        let r = op(&mut limited, x);
        assert!(matches!(r, Err(Error::WorkLimit(_))), "{name}: {r:?}");
    }
    let mut b = Arena::new();
    p(&mut b, &small_text);
    let mut limited = Arena::with_work_limit(b.work() + 10);
    let x = p(&mut limited, &small_text);
    assert!(matches!(limited.atomic_weight(x), Err(Error::WorkLimit(_))));
}

#[test]
fn deep_games_fit_a_small_stack() {
    // Every recursion is bounded by the depth limit: run on an 8 MB stack.
    let job = std::thread::Builder::new().stack_size(8 << 20).spawn(|| {
        let mut a = Arena::new();
        // {999|{998|...{1|0}}}: depth 999, every subposition hot
        let mut g = a.zero();
        for k in 1..MAX_DEPTH {
            let left = a.integer(k as i32);
            g = a.game(&[left], &[g]).unwrap();
        }
        assert_eq!(a.depth(g), MAX_DEPTH - 1);
        assert_eq!(a.reduced_canonical_form(g), Ok(g)); // no infinitesimals to remove
        let one = a.integer(1);
        let h = a.heat(g, one).unwrap();
        assert_eq!(a.depth(h), MAX_DEPTH - 1);
        assert_eq!(a.birthday(g), 1000);
        assert!(a.ordinal_sum(one, g).is_ok()); // born on day 1000: the latest allowed
        let late = a.integer(1000);
        assert_eq!(a.ordinal_sum(one, late), Ok(a.integer(1001))); // 1 : n = n + 1
        let star = a.nimber(1);
        assert!(a.ordinal_sum(g, star).is_ok());
        assert!(a.norton_product(g, one).is_ok());
        // an all-small chain {{...|*2}|*2} of depth 999 ({0|*2} = ^*3 is a closed form)
        let star2 = a.nimber(2);
        let mut s = a.zero();
        for _ in 0..MAX_DEPTH {
            s = a.game(&[s], &[star2]).unwrap();
        }
        assert_eq!(a.depth(s), MAX_DEPTH - 1);
        assert!(a.atomic_weight(s).unwrap().is_some());
        assert_eq!(a.reduced_canonical_form(s), Ok(a.zero()));
        let zero = a.zero();
        let confused = a.compare(s, zero).is_none();
        assert_eq!(a.confusion_interval(s).is_some(), confused);
    });
    job.unwrap().join().unwrap();
}
