//! The output contract of `docs/cli.md`, checked for every `solve` and `count` command:
//! one JSON object with the core keys ("problem" or "command", "answer" as a decimal
//! string, "modulus" null or a decimal string, "seconds"), residues that are the exact
//! answer reduced (also for a modulus beyond 2^64), "(mod P)" in text output, no JSON
//! number beyond 2^53, and exit status 2 with a one-line message for a bad modulus.

use crate::util::conway;
use num_bigint::BigUint;
use serde_json::Value;

/// One counting request: its arguments, standard input, and the core name key.
struct Case {
    args: &'static [&'static str],
    stdin: &'static str,
    key: &'static str,
    name: &'static str,
    /// Whether `--modulus` applies (it does not to `paper-cutting --table`).
    counts: bool,
}

const fn case(args: &'static [&'static str], key: &'static str, name: &'static str) -> Case {
    Case {
        args,
        stdin: "",
        key,
        name,
        counts: true,
    }
}

const TOWER: &str = "4\n1 1 1\n1 1 1\n1 1 1\n0 1 1\n";

fn cases() -> Vec<Case> {
    vec![
        case(
            &["count", "kayles", "--heaps", "3", "--max", "40"],
            "command",
            "count",
        ),
        case(
            &[
                "count",
                "sub:1,4",
                "--heaps",
                "2",
                "--max",
                "30",
                "--ordered",
            ],
            "command",
            "count",
        ),
        case(
            &["count", "split:3", "--partitions", "60", "--outcome", "all"],
            "command",
            "count",
        ),
        case(
            &["solve", "nim-square", "--max", "200"],
            "problem",
            "nim-square",
        ),
        case(
            &["solve", "scatterstone", "--stones", "40"],
            "problem",
            "scatterstone",
        ),
        case(
            &["solve", "paper-cutting", "--width", "9", "--height", "500"],
            "problem",
            "paper-cutting",
        ),
        case(
            &["solve", "paper-cutting", "--cell", "7x5"],
            "problem",
            "paper-cutting",
        ),
        Case {
            counts: false,
            ..case(
                &["solve", "paper-cutting", "--table", "6"],
                "problem",
                "paper-cutting",
            )
        },
        Case {
            stdin: TOWER,
            ..case(&["solve", "tower", "-"], "problem", "tower")
        },
        Case {
            stdin: TOWER,
            ..case(
                &["solve", "tower", "-", "--policy", "all"],
                "problem",
                "tower",
            )
        },
        case(
            &[
                "solve",
                "young-staircases",
                "--games",
                "3",
                "--weight",
                "12",
            ],
            "problem",
            "young-staircases",
        ),
        case(
            &[
                "count-sums",
                "--family-of",
                "domineering:2x2",
                "--games",
                "4",
            ],
            "command",
            "count-sums",
        ),
        case(
            &[
                "count-sums",
                "--family-of",
                "young-staircases:10",
                "--games",
                "3",
                "--multiset",
                "--outcome",
                "P",
            ],
            "command",
            "count-sums",
        ),
        Case {
            stdin: "1/2*2 5\n{2|-1} 7\n^ 2\n*3 1\n",
            ..case(
                &[
                    "count-sums",
                    "--family",
                    "-",
                    "--games",
                    "5",
                    "--outcome",
                    "N",
                ],
                "command",
                "count-sums",
            )
        },
    ]
}

/// Runs a case with extra arguments: exit status, stdout, stderr.
fn run(c: &Case, extra: &[&str]) -> (i32, String, String) {
    let out = conway()
        .args(c.args)
        .args(extra)
        .write_stdin(c.stdin)
        .output()
        .unwrap();
    let text = |b: Vec<u8>| String::from_utf8(b).unwrap();
    (
        out.status.code().unwrap(),
        text(out.stdout),
        text(out.stderr),
    )
}

/// The one JSON object printed, with its core keys checked.
fn report(c: &Case, extra: &[&str]) -> Value {
    let (code, stdout, stderr) = run(c, &[extra, &["--json"]].concat());
    assert_eq!(code, 0, "{:?} {extra:?}: {stderr}", c.args);
    assert_eq!(
        stdout.lines().count(),
        1,
        "{:?}: one line: {stdout}",
        c.args
    );
    let v: Value = serde_json::from_str(&stdout).expect("valid JSON");
    assert_eq!(v[c.key], c.name, "{:?}: {v}", c.args);
    let answer = v["answer"].as_str().expect("answer is a string");
    assert!(
        !answer.is_empty() && answer.bytes().all(|b| b.is_ascii_digit()),
        "{:?}: answer {answer:?}",
        c.args
    );
    assert!(v["seconds"].as_f64().is_some_and(|s| s >= 0.0), "{v}");
    assert_no_number_beyond_2_53(&v);
    v
}

/// Every JSON number is an integer below 2^53 or a float (big integers are strings).
fn assert_no_number_beyond_2_53(v: &Value) {
    match v {
        Value::Number(n) => assert!(
            n.as_u64().is_none_or(|x| x < 1 << 53) && n.as_i64().is_none_or(|x| x.abs() < 1 << 53),
            "{n} is beyond 2^53"
        ),
        Value::Array(items) => items.iter().for_each(assert_no_number_beyond_2_53),
        Value::Object(map) => map.values().for_each(assert_no_number_beyond_2_53),
        _ => {}
    }
}

fn answer(v: &Value) -> BigUint {
    v["answer"].as_str().unwrap().parse().unwrap()
}

#[test]
fn every_counting_command_reports_the_core_keys() {
    for c in cases() {
        let exact = report(&c, &[]);
        assert_eq!(exact["modulus"], Value::Null, "{:?}", c.args);
        if !c.counts {
            continue;
        }
        let exact = answer(&exact);
        for p in [
            "7",
            "1000000007",
            "18446744073709551616",
            "340282366920938463463374607431768211507",
        ] {
            let v = report(&c, &["--modulus", p]);
            assert_eq!(v["modulus"], p, "{:?}", c.args);
            let p: BigUint = p.parse().unwrap();
            assert_eq!(answer(&v), &exact % &p, "{:?} mod {p}", c.args);
        }
    }
}

#[test]
fn text_output_names_the_modulus() {
    for c in cases().iter().filter(|c| c.counts) {
        for p in ["2", "18446744073709551617"] {
            let (code, stdout, stderr) = run(c, &["--modulus", p]);
            assert_eq!(code, 0, "{:?}: {stderr}", c.args);
            assert!(
                stdout.contains(&format!("(mod {p})")),
                "{:?}: {stdout}",
                c.args
            );
        }
        let (_, stdout, _) = run(c, &[]);
        assert!(!stdout.contains("(mod"), "{:?}: {stdout}", c.args);
    }
}

#[test]
fn a_bad_modulus_exits_2_before_any_output() {
    for c in cases() {
        for bad in ["0", "1", "000"] {
            let (code, stdout, stderr) = run(&c, &["--modulus", bad, "--json"]);
            assert_eq!((code, stdout.as_str()), (2, ""), "{:?} {bad}", c.args);
            if c.counts {
                assert!(
                    stderr.starts_with("conway: --modulus: the modulus must be at least 2"),
                    "{:?}: {stderr}",
                    c.args
                );
                assert_eq!(stderr.lines().count(), 1, "{stderr}");
            }
        }
        for bad in [
            "--modulus=-7",
            "--modulus=abc",
            "--modulus=",
            "--modulus=1e9",
            "--modulus",
        ] {
            let (code, stdout, stderr) = run(&c, &[bad]);
            assert_eq!(
                (code, stdout.as_str()),
                (2, ""),
                "{:?} {bad}: {stderr}",
                c.args
            );
            assert!(!stderr.contains("panicked"), "{stderr}");
        }
    }
}

#[test]
fn huge_paper_sides_and_counts_are_strings() {
    let c = case(
        &["solve", "paper-cutting", "--cell", "2x18446744073709551615"],
        "problem",
        "paper-cutting",
    );
    let v = report(&c, &[]);
    assert_eq!(v["answer"], "18446744073709551614");
    assert_eq!(v["height"], "18446744073709551615");
    assert_eq!(v["width"], "2");
    let v = report(&c, &["--modulus", "1000"]);
    assert_eq!(v["answer"], "614");
    let c = case(
        &[
            "solve",
            "paper-cutting",
            "--width",
            "3",
            "--height",
            "18446744073709551615",
        ],
        "problem",
        "paper-cutting",
    );
    let v = report(&c, &[]);
    assert_eq!(v["height"], "18446744073709551615");
    assert!(v["answer"].as_str().unwrap().len() > 19);
}
