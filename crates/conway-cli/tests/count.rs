//! End-to-end tests of `conway count`, `conway solve nim-square` and
//! `conway solve scatterstone`, error paths included.

use crate::util::{predicate, Assert};
use serde_json::Value;

fn conway(args: &[&str]) -> Assert {
    crate::util::conway().args(args).assert()
}

fn json(args: &[&str]) -> Value {
    let out = conway(args).success().get_output().stdout.clone();
    serde_json::from_slice(&out).expect("one JSON object")
}

#[test]
fn nim_square_check_through_count_and_solve() {
    conway(&["count", "sub:squares", "--heaps", "3", "--max", "29"])
        .success()
        .stdout(predicate::str::starts_with("1160 "));
    let v = json(&[
        "count",
        "sub:squares",
        "--heaps",
        "3",
        "--max",
        "29",
        "--json",
    ]);
    assert_eq!(v["answer"], "1160");
    assert_eq!(v["total"], "4960"); // C(32, 3) multisets of 3 sizes from 0..=29
    assert_eq!(v["mode"], "multiset");
    let v = json(&["solve", "nim-square", "--max", "29", "--json"]);
    assert_eq!(v["answer"], "1160");
    assert!(v["seconds"].is_number());
}

#[test]
fn outcomes_and_modes_add_up() {
    let pairs = [
        "count",
        "kayles",
        "--heaps",
        "2",
        "--max",
        "9",
        "--ordered",
        "--json",
    ];
    let with = |extra: &[&'static str]| json(&[&pairs[..], extra].concat());
    // Kayles G(0..=9) = 0 1 2 3 1 4 3 2 1 4: a pair loses iff both values are equal, and
    // the value classes have sizes 1, 3, 2, 2, 2, so 1 + 9 + 4 + 4 + 4 = 22 ordered pairs.
    assert_eq!(with(&[])["answer"], "22");
    assert_eq!(with(&["--outcome", "winning"])["answer"], "78");
    assert_eq!(with(&["--outcome", "all"])["answer"], "100");
    let multiset = json(&["count", "kayles", "--heaps", "2", "--max", "9", "--json"]);
    assert_eq!(multiset["answer"], "16"); // (22 + 10 pairs a = b) / 2
    let p = json(&[
        "count",
        "split:3",
        "--partitions",
        "10",
        "--outcome",
        "all",
        "--json",
    ]);
    assert_eq!(p["answer"], "42"); // p(10)
    let m = json(&[
        "count",
        "split:3",
        "--partitions",
        "10",
        "--outcome",
        "all",
        "--modulus",
        "10",
        "--json",
    ]);
    assert_eq!(m["answer"], "2");
    assert_eq!(m["modulus"], "10");
}

#[test]
fn scatterstone_checks() {
    conway(&["solve", "scatterstone", "--stones", "7"])
        .success()
        .stdout(predicate::str::contains("g(7) = 66"));
    let v = json(&["solve", "scatterstone", "--stones", "10", "--json"]);
    assert_eq!(v["answer"], "291");
    let classes = v["classes"].as_array().unwrap();
    assert_eq!(classes.last().unwrap()["k_max"], 10);
    let v = json(&[
        "solve",
        "scatterstone",
        "--stones",
        "200",
        "--modulus",
        "1000000007",
        "--json",
    ]);
    assert_eq!(v["answer"], "626616617");
}

/// Each bad input exits 2 with a one-line message naming the problem.
#[test]
fn bad_input_exits_2_with_a_clear_message() {
    let cases: &[(&[&str], &str)] = &[
        (
            &["count", "sub:1,2", "--heaps", "0", "--max", "5"],
            "heaps must be between 1",
        ),
        (
            &[
                "count",
                "sub:1,2",
                "--heaps",
                "2",
                "--max",
                "5",
                "--modulus",
                "0",
            ],
            "--modulus: the modulus must be at least 2",
        ),
        (
            &[
                "count",
                "sub:1,2",
                "--heaps",
                "2",
                "--max",
                "5",
                "--modulus",
                "1",
            ],
            "--modulus: the modulus must be at least 2",
        ),
        (
            &["count", "sub:1,2", "--heaps", "2", "--max", "1000000000"],
            "too large",
        ),
        (
            &["count", "nosuchgame", "--heaps", "2", "--max", "5"],
            "unknown game 'nosuchgame'",
        ),
        (
            &["count", "sub:1,2", "--partitions", "1000000"],
            "partitions must be at most",
        ),
        (
            &["count", "split:1", "--partitions", "5"],
            "split:K needs 2 <= K <= 10000",
        ),
        (
            &["solve", "scatterstone", "--stones", "1000000"],
            "above the limit of 1500",
        ),
        (
            &[
                "solve",
                "scatterstone",
                "--stones",
                "1501",
                "--modulus",
                "1000000008",
            ],
            "above the limit of 1500 for exact counts and even or huge moduli",
        ),
        (
            &[
                "solve",
                "scatterstone",
                "--stones",
                "3001",
                "--modulus",
                "1000000007",
            ],
            "above the limit of 3000 modulo an odd P",
        ),
        (
            &["count", "kayles", "--partitions", "10000"],
            "coefficient updates, above the limit of 250000000 for exact counts",
        ),
        (
            &[
                "count",
                "kayles",
                "--partitions",
                "20000",
                "--modulus",
                "18446744073709551616",
            ],
            "above the limit of 250000000 for exact counts (and even or huge moduli)",
        ),
        (
            &[
                "count",
                "octal:0.6",
                "--partitions",
                "20000",
                "--modulus",
                "999999999",
            ],
            "above the limit of 3000000000 modulo an odd P < 2^64",
        ),
        (
            &["solve", "scatterstone", "--stones", "10", "--modulus", "1"],
            "at least 2",
        ),
        (&["solve", "nim-square", "--max", "1000000000"], "too large"),
    ];
    for (args, message) in cases {
        let out = conway(args).code(2).get_output().stderr.clone();
        let err = String::from_utf8(out).unwrap();
        assert!(err.contains(message), "{args:?}: {err}");
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
    }
    // Usage errors (reported by clap) also exit 2.
    conway(&["count", "sub:1,2", "--heaps", "2"]).code(2);
    conway(&[
        "count",
        "sub:1,2",
        "--heaps",
        "2",
        "--max",
        "5",
        "--ordered",
        "--multiset",
    ])
    .code(2);
}
