//! `conway count-sums` end to end: counts against the outcome of every sum as `conway
//! value` computes it, ruleset families, the Young staircases, and bad input.

use crate::util::{conway, json_of};
use std::collections::HashMap;

/// The family file of the checks: every method's kind of value.
const FAMILIES: &[&str] = &[
    "1/2*2 2\n-1 1\n*3 2\n1* 1\n",               // number + nimber
    "^ 2\nv* 1\n* 1\n1/2^2 1\n-1/2 1\n",         // ups
    "{2|-1} 2\n{1|-1} 1\n3/2 1\n-1 2\n1* 1\n",   // numbers and switches
    "{2|^} 1\n{1|*} 2\n^ 1\n-1/2 1\n{1|-1} 1\n", // anything else
];

/// The outcome of a game expression, by `conway value`.
fn outcome(expression: &str, cache: &mut HashMap<String, String>) -> String {
    if let Some(o) = cache.get(expression) {
        return o.clone();
    }
    let v = json_of(&["value", expression, "--json"]);
    let o = v["outcome"].as_str().unwrap().to_string();
    cache.insert(expression.to_string(), o.clone());
    o
}

/// The counts by outcome of ordered pairs, every pair summed by `conway value`.
fn pairs_by_value(family: &str) -> HashMap<String, u64> {
    let members: Vec<(&str, u64)> = family
        .lines()
        .map(|l| {
            let (v, c) = l.rsplit_once(' ').unwrap();
            (v, c.parse().unwrap())
        })
        .collect();
    let mut counts = HashMap::new();
    let mut cache = HashMap::new();
    for &(g, c) in &members {
        for &(h, d) in &members {
            let o = outcome(&format!("{g} + {h}"), &mut cache);
            *counts.entry(o).or_insert(0) += c * d;
        }
    }
    counts
}

#[test]
fn pairs_agree_with_the_value_of_every_sum() {
    for family in FAMILIES {
        let out = conway()
            .args(["count-sums", "--family", "-", "--games", "2", "--json"])
            .write_stdin(*family)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        let expected = pairs_by_value(family);
        for class in ["L", "R", "N", "P"] {
            let want = expected.get(class).copied().unwrap_or(0).to_string();
            assert_eq!(v[class], want, "{class} of {family:?}: {v}");
        }
    }
}

#[test]
fn outcomes_add_up() {
    let v = json_of(&[
        "count-sums",
        "--family-of",
        "clobber:1x4",
        "--games",
        "3",
        "--multiset",
        "--json",
    ]);
    let n = |k: &str| v[k].as_str().unwrap().parse::<u128>().unwrap();
    assert_eq!(n("L") + n("R") + n("N") + n("P"), n("total"));
    assert_eq!(n("answer"), n("L") + n("N")); // left-first is the default
                                              // 81 boards, multisets of 3: C(83, 3)
    assert_eq!(n("total"), 83 * 82 * 81 / 6);
    assert_eq!(v["members"], "81");
}

#[test]
fn young_staircases_match_the_seed_problem() {
    let v = json_of(&[
        "count-sums",
        "--family-of",
        "young-staircases:9",
        "--games",
        "3",
        "--json",
    ]);
    assert_eq!(v["answer"], "315319"); // S(3, 9) of docs/problems.md
    assert_eq!(v["method"], "numbers and switches");
    let right = json_of(&[
        "count-sums",
        "--family-of",
        "young-staircases:9",
        "--games",
        "3",
        "--outcome",
        "right-first",
        "--json",
    ]);
    let n = |v: &serde_json::Value, k: &str| v[k].as_str().unwrap().parse::<u128>().unwrap();
    assert_eq!(n(&right, "answer"), n(&right, "R") + n(&right, "N"));
}

#[test]
fn text_output_names_the_question() {
    conway()
        .args([
            "count-sums",
            "--family",
            "-",
            "--games",
            "2",
            "--outcome",
            "P",
        ])
        .write_stdin("* 1\n*2 1\n")
        .assert()
        .success()
        .stdout("2  ordered 2-tuples of - (2 members, 2 values) whose sum the player to move loses (P)\n");
}

#[test]
fn bad_input_exits_2_with_one_line() {
    // (games, standard input, what the message says) of a family read from stdin
    let files: &[(&str, &str, &str)] = &[
        ("2", "1 2\n{1| 3\n", "line 2: invalid value"),
        ("2", "1 0\n", "positive integer"),
        ("2", "1\n", "expected VALUE MULTIPLICITY"),
        ("2", "1 x\n", "positive integer"),
        ("0", "1 1\n", "--games"),
        ("1001", "1 1\n", "--games"),
        ("2", "*2000000 1\n", "characters"),
    ];
    // (family, games, what the message says) of families named on the command line
    let named: &[(&str, &str, &str)] = &[
        ("--family=/nonexistent/family.txt", "2", "family.txt"),
        ("--family-of=chess:8x8", "2", "unknown family"),
        ("--family-of=domineering:6x6", "2", "more than the limit"),
        ("--family-of=hackenbush:16", "10", "more than the limit"),
    ];
    let cases = files
        .iter()
        .map(|&(games, stdin, says)| (["--family=-", games], stdin, says))
        .chain(
            named
                .iter()
                .map(|&(family, games, says)| ([family, games], "", says)),
        );
    for ([family, games], stdin, says) in cases {
        let args = [family, "--games", games];
        let out = conway()
            .arg("count-sums")
            .args(args)
            .write_stdin(stdin)
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(out.stdout.is_empty(), "{args:?}");
        assert!(
            stderr.starts_with("conway: ") && stderr.contains(says),
            "{args:?}: {stderr}"
        );
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
    }
    // Without a family, or with both: a usage error.
    for args in [
        vec!["count-sums", "--games", "2"],
        vec![
            "count-sums",
            "--games",
            "2",
            "--family",
            "-",
            "--family-of",
            "hackenbush:2",
        ],
        vec![
            "count-sums",
            "--family-of",
            "hackenbush:2",
            "--games",
            "2",
            "--outcome",
            "X",
        ],
    ] {
        let out = conway().args(&args).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
    }
}

/// Runs `count-sums` on a family read from standard input and returns the JSON answer.
fn count_stdin(family: &str, args: &[&str]) -> serde_json::Value {
    let out = conway()
        .args(["count-sums", "--family", "-", "--json"])
        .args(args)
        .write_stdin(family)
        .timeout(std::time::Duration::from_secs(60))
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{args:?}: {stderr}");
    serde_json::from_slice(&out.stdout).unwrap()
}

/// Lines of one value add up exactly (not saturated at 2^64 - 1), and values that share
/// a number part (`*`, `*2`) keep their multiplicities apart even past 2^64 members.
#[test]
fn huge_multiplicities_are_counted_exactly() {
    let big = u64::MAX as u128;
    let v = count_stdin(
        "1 18446744073709551615\n1 1\n",
        &["--games", "1", "--outcome", "all"],
    );
    assert_eq!(v["answer"], (big + 1).to_string());
    assert_eq!(v["members"], (big + 1).to_string());
    // Multisets of 2 from c members of value * and 1 of *2: the pairs of equal nimbers
    // (C(c + 1, 2) + 1) are P, the c mixed pairs N.
    let v = count_stdin(
        "* 18446744073709551615\n*2 1\n",
        &["--games", "2", "--multiset", "--outcome", "P"],
    );
    assert_eq!(v["P"], ((big + 1) * big / 2 + 1).to_string());
    assert_eq!(v["N"], big.to_string());
    // Modulo m, huge multiplicities count as their residues: (c + 1)^M mod m.
    let m = 1_000_000_007u128;
    let v = count_stdin(
        "1 18446744073709551615\n-1 1\n",
        &[
            "--games",
            "300",
            "--outcome",
            "all",
            "--modulus",
            "1000000007",
        ],
    );
    let expected = (0..300).fold(1u128, |acc, _| acc * ((big + 1) % m) % m);
    assert_eq!(v["answer"], expected.to_string());
}

/// The work estimate follows the size of the numbers: exact sums of 1000 games with
/// multiplicities near 2^64 are refused at once, naming the limit; one game of a big
/// ruleset family needs only its values.
#[test]
fn work_estimates_follow_the_real_work() {
    let out = conway()
        .args([
            "count-sums",
            "--family",
            "-",
            "--games",
            "1000",
            "--outcome",
            "all",
        ])
        .write_stdin("1 18446744073709551615\n-1 1\n")
        .timeout(std::time::Duration::from_secs(20))
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("more than the limit") && stderr.contains("fewer games"));
    let v = json_of(&[
        "count-sums",
        "--family-of",
        "hackenbush:14",
        "--games",
        "1",
        "--json",
        "--outcome",
        "all",
    ]);
    assert_eq!(v["answer"], (1u64 << 14).to_string());
}
