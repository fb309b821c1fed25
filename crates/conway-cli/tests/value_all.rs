//! `conway value EXPR --all` end to end: the keys and types of its JSON, values known from
//! the literature or worked out by hand (each says where from), the text for undefined
//! quantities, the unchanged output without `--all`, and limits reached by the further
//! quantities, which are errors (exit 2), never undefined values.

use crate::util::{conway, json_of as json, predicate};
use serde_json::Value;

/// `conway value EXPR --all --json`.
fn all(expr: &str) -> Value {
    json(&["value", expr, "--all", "--json"])
}

/// The canonical form of `expr` as `conway value` prints it. Games are checked through it,
/// so that the checks hold whatever the style of printing.
fn canonical(expr: &str) -> String {
    let v = json(&["value", expr, "--json"]);
    v["canonical"].as_str().expect("a string").to_string()
}

/// The games of a JSON array of games, each read back and printed in canonical form, in
/// sorted order.
fn games(v: &Value) -> Vec<String> {
    let mut games: Vec<String> = strings(v).into_iter().map(canonical).collect();
    games.sort();
    games
}

/// The canonical forms of `exprs`, in sorted order.
fn canonical_all(exprs: &[&str]) -> Vec<String> {
    let mut games: Vec<String> = exprs.iter().map(|e| canonical(e)).collect();
    games.sort();
    games
}

/// The strings of a JSON array.
fn strings(v: &Value) -> Vec<&str> {
    v.as_array()
        .unwrap_or_else(|| panic!("{v} is not an array"))
        .iter()
        .map(|s| s.as_str().expect("a string"))
        .collect()
}

const KINDS: [&str; 6] = [
    "number",
    "nimber",
    "infinitesimal",
    "all_small",
    "dicotic",
    "switch",
];

#[test]
fn the_json_has_every_key_with_its_type() {
    let keys = |v: &Value| {
        let mut keys: Vec<String> = v.as_object().unwrap().keys().cloned().collect();
        keys.sort();
        keys
    };
    let basic = [
        "canonical",
        "expression",
        "left_stop",
        "mean",
        "outcome",
        "right_stop",
        "temperature",
    ];
    let further = [
        "atomic_weight",
        "birthday",
        "confusion_interval",
        "kinds",
        "left_incentives",
        "reduced",
        "right_incentives",
    ];
    let mut every: Vec<&str> = basic.iter().chain(further.iter()).copied().collect();
    every.sort();
    for expr in [
        "0",
        "{1|-1}",
        "^",
        "{2|^}",
        "*2",
        "domineering:2x3",
        "clobber:xxo",
    ] {
        assert_eq!(keys(&json(&["value", expr, "--json"])), basic, "{expr}");
        let v = all(expr);
        assert_eq!(keys(&v), every, "{expr}");
        // today's keys keep their values
        let plain = json(&["value", expr, "--json"]);
        for key in basic {
            assert_eq!(v[key], plain[key], "{expr}: {key}");
        }
        assert!(v["reduced"].is_string(), "{v}");
        let birthday = v["birthday"].as_str().expect("the birthday is a string");
        assert!(
            !birthday.is_empty() && birthday.bytes().all(|b| b.is_ascii_digit()),
            "{birthday:?}"
        );
        strings(&v["left_incentives"]);
        strings(&v["right_incentives"]);
        assert!(
            v["confusion_interval"].is_string() || v["confusion_interval"].is_null(),
            "{v}"
        );
        let kinds = v["kinds"].as_object().expect("kinds is an object");
        let mut names: Vec<&str> = kinds.keys().map(String::as_str).collect();
        names.sort();
        let mut expected = KINDS;
        expected.sort();
        assert_eq!(names, expected);
        assert!(kinds.values().all(Value::is_boolean), "{v}");
        // the atomic weight is undefined exactly for games that are not all-small
        assert_eq!(
            v["atomic_weight"].is_null(),
            v["kinds"]["all_small"] == false,
            "{expr}: {v}"
        );
    }
}

#[test]
fn reduced_canonical_forms() {
    // Siegel, Combinatorial Game Theory, II.6: rcf(G) is the simplest game G differs from by
    // an infinitesimal. Infinitesimals reduce to 0; a number is its own reduced form; in
    // {2|^} and {1*|0} the options ^ and 1* are infinitesimally close to 0 and 1.
    for (expr, reduced) in [
        ("^*", "0"),
        ("^", "0"),
        ("*2", "0"),
        ("{0|v*}", "0"),
        ("1*", "1"),
        ("3/4", "3/4"),
        ("{2|^}", "{2|0}"),
        ("{1*|0}", "{1|0}"),
        ("{1|-1}", "±1"),
        ("{3|-1}", "{3|-1}"),
    ] {
        let printed = all(expr)["reduced"].as_str().unwrap().to_string();
        assert_eq!(canonical(&printed), canonical(reduced), "{expr}");
    }
}

#[test]
fn atomic_weights() {
    // aw(n.^ + *m) = n (Winning Ways, ch. 8; Siegel II.7); {0|^} = ^^* (Winning Ways,
    // ch. 8) weighs 2. Clobber xxo: Left's capture leaves 0, Right's leaves xo = {0|0} =
    // *, so xxo = {0|*} = ^. {0|v*} (up-second): by the calculus, G'' = {aw(0) - 2 |
    // aw(v*) + 2} = {-2|1} = 0, an integer, and G is confused with a remote star *N (Left
    // wins G + *N moving first, to G > 0; Right wins it moving first, to v + *(N xor 1) <
    // 0), so aw = G'' = 0. Then ^ + {0|v*} weighs 1 + 0 (atomic weights are additive).
    for (expr, weight) in [
        ("0", "0"),
        ("*", "0"),
        ("*2", "0"),
        ("^", "1"),
        ("v", "-1"),
        ("^*", "1"),
        ("^3*4", "3"),
        ("{0|^}", "2"),
        ("clobber:xxo", "1"),
        ("clobber:xxo + clobber:xxo + clobber:oox", "1"),
        ("{0|v*}", "0"),
        ("^ + {0|v*}", "1"),
        ("{0|v*} + {0|v*} + v", "-1"),
    ] {
        assert_eq!(all(expr)["atomic_weight"], weight, "{expr}");
    }
    // games that are not all-small have none: null, and said so in text
    for expr in ["{1|-1}", "1/2", "-3", "{2|^}", "1*", "domineering:2x3"] {
        let v = all(expr);
        assert_eq!(v["atomic_weight"], Value::Null, "{expr}");
        assert_eq!(v["kinds"]["all_small"], false, "{expr}");
    }
    conway()
        .args(["value", "{1|-1}", "--all"])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "atomic weight       none (not all-small)\n",
        ));
}

#[test]
fn birthdays() {
    // On Numbers and Games, ch. 1: 0 = { | } on day 0, * = {0|0} and 1 = {0|} on day 1,
    // 1/2 = {0|1}, *2 = {0,*|0,*}, ^ = {0|*} and ±1 = {1|-1} on day 2, 3/4 = {1/2|1} and
    // -3 on day 3, {3|-1} on day 4 (3 is born on day 3).
    for (expr, day) in [
        ("0", "0"),
        ("*", "1"),
        ("1", "1"),
        ("1/2", "2"),
        ("*2", "2"),
        ("^", "2"),
        ("{1|-1}", "2"),
        ("3/4", "3"),
        ("-3", "3"),
        ("{3|-1}", "4"),
        ("{1|-1} + {1|-1}", "0"),
    ] {
        assert_eq!(all(expr)["birthday"], day, "{expr}");
    }
}

#[test]
fn incentives() {
    // By hand from the definitions G^L - G and G - G^R: 1 - ±1 = 1 + ±1 = {2|0} and
    // ±1 - (-1) = {2|0}; 0 - 1/2 = 1/2 - 1 = -1/2; 0 - * = * - 0 = *; 0 - ^ = v and
    // ^ - * = ^*; for ^* = {0,*|0}: 0 - ^* = v*, * - ^* = v and ^* - 0 = ^*; 2 = {1|}:
    // 1 - 2 = -1 and no Right incentive; 3 - {3|-1} = {3|-1} + 1 = {4|0}.
    for (expr, left, right) in [
        ("{1|-1}", vec!["{2|0}"], vec!["{2|0}"]),
        ("1/2", vec!["-1/2"], vec!["-1/2"]),
        ("*", vec!["*"], vec!["*"]),
        ("^", vec!["v"], vec!["^*"]),
        ("2", vec!["-1"], vec![]),
        ("0", vec![], vec![]),
        ("{3|-1}", vec!["{4|0}"], vec!["{4|0}"]),
    ] {
        let v = all(expr);
        assert_eq!(games(&v["left_incentives"]), canonical_all(&left), "{expr}");
        assert_eq!(
            games(&v["right_incentives"]),
            canonical_all(&right),
            "{expr}"
        );
    }
    let v = all("^*");
    assert_eq!(games(&v["left_incentives"]), canonical_all(&["v", "v*"]));
    assert_eq!(games(&v["right_incentives"]), canonical_all(&["^*"]));
    conway()
        .args(["value", "0", "--all"])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "left incentives     none (Left has no move)\n",
        ))
        .stdout(predicate::str::contains(
            "right incentives    none (Right has no move)\n",
        ));
}

#[test]
fn confusion_intervals() {
    // By hand, with the stops as ends (II.3): ±1 - 1 = {0|-2} is a first-player win, so
    // ±1 || 1, and likewise ±1 || -1. {1*|0} || 0 (Left wins moving to 1*, Right moving to
    // 0), but {1*|0} - 1 = {*|-1} < 0. {2|^} > 0 (Right's only move leaves ^ > 0), and
    // {2|^} - 2 = {0|^-2} is a first-player win. * and ^* are confused with 0 alone; a
    // number, and ^ (> 0, but below every positive number), with no number.
    for (expr, interval) in [
        ("{1|-1}", Some("[-1, 1]")),
        ("{1*|0}", Some("[0, 1)")),
        ("{2|^}", Some("(0, 2]")),
        ("*", Some("[0, 0]")),
        ("^*", Some("[0, 0]")),
        ("^", None),
        ("3/4", None),
        ("0", None),
    ] {
        let v = all(expr);
        match interval {
            Some(text) => assert_eq!(v["confusion_interval"], text, "{expr}"),
            None => assert_eq!(v["confusion_interval"], Value::Null, "{expr}"),
        }
    }
    conway()
        .args(["value", "3/4", "--all"])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "confusion interval  empty (confused with no number)\n",
        ));
}

#[test]
fn kinds() {
    // 0 is a number, the nimber *0 and all-small; a switch is {a|b} with numbers a > b
    // (Siegel II.5); ^ is infinitesimal and all-small, not a nimber; {2|^} is none of them
    // (its stops differ, and its Right option is not a number).
    for (expr, kinds) in [
        (
            "0",
            &["number", "nimber", "infinitesimal", "all_small", "dicotic"][..],
        ),
        ("1/2", &["number"][..]),
        (
            "*2",
            &["nimber", "infinitesimal", "all_small", "dicotic"][..],
        ),
        ("^", &["infinitesimal", "all_small", "dicotic"][..]),
        ("{1|-1}", &["switch"][..]),
        ("{3|-1}", &["switch"][..]),
        ("1*", &[][..]),
        ("{2|^}", &[][..]),
    ] {
        let v = all(expr);
        for kind in KINDS {
            assert_eq!(
                v["kinds"][kind],
                kinds.contains(&kind),
                "{expr} {kind}: {v}"
            );
        }
    }
    conway()
        .args(["value", "{1|-1}", "--all"])
        .assert()
        .success()
        .stdout(predicate::str::contains("\nis                  switch\n"))
        .stdout(predicate::str::contains(
            "\nis not              number, nimber, infinitesimal, all-small, dicotic\n",
        ));
}

#[test]
fn without_all_the_text_is_unchanged_and_with_it_the_same_values_come_first() {
    let text = |args: &[&str]| {
        let out = conway().args(args).output().unwrap();
        assert!(out.status.success());
        String::from_utf8(out.stdout).unwrap()
    };
    assert_eq!(
        text(&["value", "{3|-1}"]),
        format!(
            "canonical    {}\noutcome      N (the player to move wins)\nleft stop    3\n\
             right stop   -1\nmean         1\ntemperature  2\n",
            canonical("{3|-1}")
        )
    );
    for expr in ["{3|-1}", "^*", "domineering:2x3"] {
        let plain = text(&["value", expr]);
        let all = text(&["value", expr, "--all"]);
        let words = |line: &str| line.split_whitespace().collect::<Vec<_>>().join(" ");
        let first: Vec<String> = all.lines().take(6).map(words).collect();
        let today: Vec<String> = plain.lines().map(words).collect();
        assert_eq!(first, today, "{expr}");
        assert_eq!(all.lines().count(), 14, "{expr}: {all}");
        // every value starts in one column, two spaces after the longest label
        let column = "confusion interval".len() + 2;
        assert!(
            all.lines()
                .all(|l| l[..column].ends_with("  ") && !l[column..].starts_with(' ')),
            "{all}"
        );
    }
}

/// The least work limit under which `conway value EXPR` succeeds (by bisection: success
/// is monotone in the limit).
fn least_work_limit(expr: &str) -> u64 {
    let succeeds = |limit: u64| {
        conway()
            .args(["value", expr, "--work-limit", &limit.to_string()])
            .output()
            .unwrap()
            .status
            .success()
    };
    let (mut fails, mut works) = (1, 12_000_000);
    assert!(succeeds(works) && !succeeds(fails), "{expr}");
    while works - fails > 1 {
        let middle = (fails + works) / 2;
        if succeeds(middle) {
            works = middle;
        } else {
            fails = middle;
        }
    }
    works
}

#[test]
fn a_limit_reached_by_a_further_quantity_is_an_error() {
    // With just enough work for today's quantities, the further ones run out of it: the
    // reduced form of a sum of hot games, the atomic weight of an all-small sum that is
    // not a closed form. Either is exit 2 with the work-limit refusal (not a value of
    // "none"), whichever quantity met it.
    for (expr, quantity) in [
        (
            "{2|^} + {3|v*} + {5/2|^^}",
            "cannot compute the reduced canonical form: ",
        ),
        (
            "clobber:xoxoxo + {0|v*}",
            "cannot compute the atomic weight: ",
        ),
    ] {
        let limit = least_work_limit(expr).to_string();
        let out = conway()
            .args(["value", expr, "--all", "--work-limit", &limit])
            .output()
            .unwrap();
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert_eq!(out.status.code(), Some(2), "{expr}: {stderr}");
        assert!(out.stdout.is_empty(), "{expr}");
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(
            stderr.starts_with(&format!(
                "conway: the computation needs more than {limit} work steps (the --work-limit)"
            )),
            "{expr} ({quantity}...): {stderr}"
        );
        // with the default limit it is answered
        assert!(all(expr)["reduced"].is_string());
    }
}

#[test]
fn bad_expressions_are_errors_with_all_too() {
    conway()
        .args(["value", "{1|", "--all", "--json"])
        .assert()
        .code(2)
        .stdout("")
        .stderr(predicate::str::starts_with(
            "conway: invalid game expression: column",
        ));
}
