//! The fixed regression corpus: every example input of issue 12 (crashes, hangs, wrong
//! answers, broken contracts), the smallest reproducers of what this harness found
//! beyond them, and probes at the limits the tool documents or enforces (each accepted
//! maximum must be answered within the time and memory limits, each value past it
//! refused). Wrong answers are caught by relations, not by stored answers.

use super::relations::{self, Relation};
use super::run::{Outcome, Run};
use super::Case;

/// `n` floors of `1 1 1`, as a tower file.
fn tower_of(n: usize) -> String {
    let mut text = format!("{n}\n");
    text.push_str(&"1 1 1\n".repeat(n));
    text
}

fn single(label: &'static str, args: &[&str]) -> Case {
    Case::single(label, Run::new(args))
}

fn value(label: &'static str, expr: &str) -> Case {
    single(label, &["value", "--", expr])
}

/// The canonical form of `expr` (a difference of two spellings of one game) is `0`.
fn is_zero(label: &'static str, expr: &str) -> Case {
    let check: relations::Check = Box::new(|outs: &[Outcome]| {
        let canonical = outs[0].json().and_then(|j| {
            j.get("canonical")
                .and_then(|c| c.as_str().map(String::from))
        });
        match canonical.as_deref() {
            Some("0") => Ok(()),
            _ => Err(format!(
                "expected 0, got {canonical:?} {}",
                outs[0].stderr_text().trim()
            )),
        }
    });
    Case::related(
        label,
        Relation {
            name: "a game identity does not hold",
            runs: vec![Run::new(&["value", "--json", "--", expr])],
            derive: None,
            check,
        },
    )
}

/// Text output of a count modulo P says so.
fn says_modulo(label: &'static str, args: &[&str]) -> Case {
    let check: relations::Check = Box::new(|outs: &[Outcome]| {
        if outs[0].ok() && !outs[0].stdout_text().contains("mod") {
            return Err(format!("no 'mod' in {:?}", outs[0].stdout_text().trim()));
        }
        Ok(())
    });
    Case::related(
        label,
        Relation {
            name: "a residue printed without its modulus",
            runs: vec![Run::new(args)],
            derive: None,
            check,
        },
    )
}

/// Every case of the corpus.
pub fn cases() -> Vec<Case> {
    let max = "9223372036854775807";
    let mut cases = vec![
        // Crashes: overflow at the edge of the exact range.
        value("issue: edge numerator", &format!("{{{max}|{max}}}")),
        value("issue: edge numerator", &format!("{{-{max}|-{max}}}")),
        value("issue: edge numerator", &format!("{{{{{max}|0}}|-{max}}}")),
        single(
            "issue: edge numerator",
            &["thermograph", &format!("{{{max}|{max}}}")],
        ),
        single(
            "issue: edge numerator",
            &["thermograph", &format!("{{-{max}|-{max}}}")],
        ),
        single(
            "issue: edge numerator",
            &["value", "--json", &format!("{{{{{max}|0}}|-{max}}}")],
        ),
        // Crashes: deep input.
        value(
            "issue: deep braces",
            &("{".repeat(20_000) + "0" + &"|}".repeat(20_000)),
        ),
        value(
            "issue: deep parentheses",
            &("(".repeat(20_000) + "0" + &")".repeat(20_000)),
        ),
        value(
            "issue: deep options",
            &("{0|".repeat(20_000) + "0" + &"}".repeat(20_000)),
        ),
        value("issue: many minus signs", &("-".repeat(75_000) + "1")),
        value("issue: long sum", &("1+".repeat(59_999) + "1")),
        value("issue: big multiple of up", "^30000"),
        single("issue: big multiple of up", &["thermograph", "^30000"]),
        value("issue: huge nimber", "*4294967295"),
        // Hangs.
        value("issue: big nimber", "*3000"),
        single(
            "issue: thermograph near 2^63",
            &["thermograph", max, "--svg", "f.svg"],
        ),
        single(
            "issue: young-staircases at its limits",
            &[
                "solve",
                "young-staircases",
                "--games",
                "64",
                "--weight",
                "1000",
            ],
        ),
        value("issue: domineering at 64 cells", "domineering:8x8"),
        Case::single(
            "issue: tower of 200000 floors",
            Run::new(&["solve", "tower", "-"]).with_stdin(tower_of(200_000)),
        ),
        single(
            "issue: octal code of 1000 digits",
            &["grundy", &format!("octal:0.{}", "7".repeat(1000))],
        ),
        single(
            "issue: octal code of 1000 digits",
            &[
                "grundy",
                &format!("octal:0.{}", "1".repeat(1000)),
                "--to",
                "100",
            ],
        ),
        // Silent wrong answers.
        Case::related(
            "issue: subtraction element near 2^64",
            relations::subtraction_big_element("1".into(), "18446744073709551615".into(), 2000),
        ),
        Case::related(
            "issue: subtraction element near 2^64",
            relations::subtraction_big_element("3".into(), "18446744073709551615".into(), 100),
        ),
        Case::related(
            "issue: subtraction element near 2^64",
            relations::count_big_element(
                "1".into(),
                "18446744073709551615".into(),
                ["--heaps", "1", "--max", "10000", "--json"]
                    .map(String::from)
                    .into(),
            ),
        ),
        is_zero(
            "issue: domineering 1x64",
            "domineering:1x64 - domineering:1x62 - domineering:1x2",
        ),
        is_zero(
            "issue: domineering 1x64",
            "domineering:64x1 - domineering:62x1 - domineering:2x1",
        ),
        // Contract breaks.
        single(
            "issue: bare big integer in JSON",
            &[
                "solve",
                "paper-cutting",
                "--cell",
                "2x18446744073709551615",
                "--json",
            ],
        ),
        single(
            "issue: bare big integer in JSON",
            &[
                "grundy",
                "sub:1,18446744073709551615",
                "--to",
                "10",
                "--json",
            ],
        ),
        is_zero(
            "issue: ruleset swallows '-'",
            "domineering:2x3-domineering:2x3",
        ),
        is_zero("issue: ruleset swallows '-'", "hackenbush:BR-1/2"),
        single(
            "issue: --certify message",
            &[
                "grundy",
                "octal:0.6",
                "--to",
                "10",
                "--certify",
                "--certify-limit",
                "5000",
            ],
        ),
        single(
            "issue: --certify message",
            &[
                "grundy",
                "sub:1000",
                "--to",
                "5",
                "--certify",
                "--certify-limit",
                "100",
            ],
        ),
        says_modulo(
            "issue: residue without modulus",
            &["solve", "nim-square", "--max", "1000", "--modulus", "2"],
        ),
        says_modulo(
            "issue: residue without modulus",
            &[
                "count",
                "kayles",
                "--heaps",
                "3",
                "--max",
                "50",
                "--modulus",
                "7",
            ],
        ),
        says_modulo(
            "issue: residue without modulus",
            &["solve", "scatterstone", "--stones", "20", "--modulus", "7"],
        ),
        says_modulo(
            "issue: residue without modulus",
            &[
                "solve",
                "young-staircases",
                "--games",
                "3",
                "--weight",
                "9",
                "--modulus",
                "7",
            ],
        ),
        single("issue: --svg -", &["thermograph", "{4||2|0}", "--svg", "-"]),
        Case::single(
            "issue: tower message",
            Run::new(&["solve", "tower", "-"]).with_stdin("1\n1 2 1\n"),
        ),
        single(
            "issue: long unknown name",
            &["grundy", &"x".repeat(100_000)],
        ),
        value(
            "issue: long unknown name",
            &format!("{}:1", "x".repeat(100_000)),
        ),
        single(
            "issue: long unknown name",
            &[
                "count",
                &format!("sub:{}", "9".repeat(100_000)),
                "--heaps",
                "1",
                "--max",
                "3",
            ],
        ),
        single(
            "issue: modulus above 2^64",
            &[
                "count",
                "kayles",
                "--heaps",
                "2",
                "--max",
                "10",
                "--modulus",
                "18446744073709551617",
            ],
        ),
        single(
            "issue: thermograph --json",
            &["thermograph", "{1|-1}", "--json"],
        ),
        single(
            "issue: missing tower.txt",
            &["solve", "tower", "tower.txt", "--json"],
        ),
        value("issue: young and staircase", "young:5,3,3,1"),
        value("issue: young and staircase", "staircase:2,4,3"),
        // Found by this harness beyond the list.
        single(
            "found: --to 0 --certify",
            &["grundy", "kayles", "--to", "0", "--certify"],
        ),
        Case::related(
            "found: a name swallows 'v-'",
            relations::spellings("v-hackenbush:B".into(), "v - hackenbush:B".into()),
        ),
        value("found: young row near 2^64", "young:18446744073709551615,1"),
        value(
            "found: staircase near 2^64",
            "staircase:6,4,18446744073709551615",
        ),
        single("found: newline echoed", &["grundy", "octal:7\n1"]),
        single(
            "found: bare big input echoed in JSON",
            &[
                "solve",
                "paper-cutting",
                "--width",
                "2",
                "--height",
                "9223372036854775807",
                "--json",
            ],
        ),
        single(
            "found: SVG axis near 2^63",
            &[
                "thermograph",
                "--svg",
                "-",
                "--",
                "+-(9223372036854775807/2)",
            ],
        ),
        // Documented and enforced maxima: answered in time, or refused.
        single(
            "limit: paper-cutting width 250",
            &["solve", "paper-cutting", "--table", "250", "--json"],
        ),
        single(
            "limit: paper-cutting width 250",
            &["solve", "paper-cutting", "--cell", "250x1000", "--json"],
        ),
        single(
            "limit: paper-cutting width 250",
            &[
                "solve",
                "paper-cutting",
                "--width",
                "250",
                "--height",
                "1000000",
            ],
        ),
        single(
            "limit: partitions 20000",
            &[
                "count",
                "split:3",
                "--partitions",
                "20000",
                "--modulus",
                "1000000007",
            ],
        ),
        single(
            "limit: partitions 20000",
            &["count", "kayles", "--partitions", "20000", "--json"],
        ),
        single(
            "limit: young-staircases 64 games",
            &[
                "solve",
                "young-staircases",
                "--games",
                "64",
                "--weight",
                "100",
            ],
        ),
        single(
            "limit: scatterstone stones",
            &[
                "solve",
                "scatterstone",
                "--stones",
                "2000",
                "--modulus",
                "1000000007",
            ],
        ),
        value("limit: domineering 30 cells", "domineering:5x6"),
        value("limit: young 4000000 cells", "young:2000,2000"),
        value("limit: young 4000000 cells", "young:4000000"),
        single(
            "limit: split 10000 parts",
            &["grundy", "split:10000", "--to", "5000"],
        ),
        single(
            "limit: grundy --to",
            &["grundy", "sub:squares", "--to", "30000001"],
        ),
        single(
            "limit: wythoff table",
            &["grundy", "wythoff", "--table", "5000", "--json"],
        ),
        single(
            "limit: wythoff table",
            &["grundy", "wythoff", "--table", "5001"],
        ),
        single(
            "limit: wythoff p-positions",
            &["grundy", "wythoff", "--p-positions", "10000000", "--json"],
        ),
        single(
            "limit: wythoff p-positions",
            &[
                "grundy",
                "wythoff",
                "--p-positions",
                "18446744073709551615",
                "--count",
            ],
        ),
        single(
            "limit: two-heap listed options",
            &[
                "grundy",
                &format!(
                    "wythoff:{}/all",
                    (1..=49)
                        .map(|s| s.to_string())
                        .collect::<Vec<_>>()
                        .join(",")
                ),
                "--table",
                "5000",
            ],
        ),
        single(
            "limit: count 1000 heaps",
            &[
                "count", "kayles", "--heaps", "1000", "--max", "100000", "--json",
            ],
        ),
    ];
    for args in [
        &["--help"][..],
        &["--version"],
        &[],
        &["value"],
        &["value", "--help"],
        &["thermograph", "--help"],
        &["grundy", "--help"],
        &["count", "--help"],
        &["solve", "--help"],
        &["solve", "tower", "--help"],
        &["solve", "paper-cutting"],
        &["frobnicate"],
    ] {
        cases.push(single("help and usage", args));
    }
    for path in ["/", "/dev/null", "does-not-exist.txt", ""] {
        cases.push(single("tower file path", &["solve", "tower", path]));
    }
    cases.push(single(
        "svg path",
        &["thermograph", "{1|-1}", "--svg", "/nonexistent/dir/f.svg"],
    ));
    cases.push(single("svg path", &["thermograph", "{1|-1}", "--svg", ""]));
    cases.push(value(
        "limit: hackenbush 62 edges",
        &format!("hackenbush:{}", "BR".repeat(31)),
    ));
    cases.push(value(
        "limit: hackenbush 62 edges",
        &format!("hackenbush:{}", "B".repeat(62)),
    ));
    cases
}
