//! `conway rulesets`, ruleset positions in `conway value` and `conway grundy`: every
//! registered ruleset is listed and its examples are valued; misuse gets exit 2 and one
//! line.

use crate::util::{conway, json_of as json, predicate, refused};
use conway_games::loopy_positions::LOOPY_RULESETS;
use conway_games::registry::RULESETS;

#[test]
fn every_ruleset_is_listed_with_examples_that_are_valued() {
    let listing = json(&["rulesets", "--json"]);
    let listed = listing["rulesets"].as_array().unwrap();
    assert_eq!(listed.len(), RULESETS.len());
    let text = conway().arg("rulesets").output().unwrap();
    let text = String::from_utf8(text.stdout).unwrap();
    for (entry, item) in RULESETS.iter().zip(listed) {
        assert_eq!(item["name"], entry.name);
        assert!(text.contains(entry.syntax), "{}", entry.name);
        let impartial = item["impartial"].as_bool().unwrap();
        for example in item["examples"].as_array().unwrap() {
            let example = example.as_str().unwrap();
            let v = json(&["value", example, "--json"]);
            let canonical = v["canonical"].as_str().unwrap();
            if impartial {
                // the value of an impartial position is the nimber of its nim-value
                let g = json(&["grundy", example, "--json"]);
                let nim = g["nim_value"].as_u64().unwrap();
                let star = match nim {
                    0 => "0".to_string(),
                    1 => "*".to_string(),
                    n => format!("*{n}"),
                };
                assert_eq!(canonical, star, "{example}");
            }
        }
    }
}

#[test]
fn every_loopy_ruleset_is_listed_with_examples_that_are_valued() {
    let listing = json(&["rulesets", "--json"]);
    let listed = listing["loopy_rulesets"].as_array().unwrap();
    assert_eq!(listed.len(), LOOPY_RULESETS.len());
    let text = conway().arg("rulesets").output().unwrap();
    let text = String::from_utf8(text.stdout).unwrap();
    for (entry, item) in LOOPY_RULESETS.iter().zip(listed) {
        assert_eq!(item["name"], entry.name);
        assert!(text.contains(&format!("{} (loopy)", entry.name)));
        assert!(text.contains(entry.syntax), "{}", entry.name);
        for example in item["examples"].as_array().unwrap() {
            let v = json(&["value", example.as_str().unwrap(), "--json"]);
            assert_eq!(v["loopy"], true, "{example}");
            assert!(v["value"].as_str().is_some_and(|s| !s.is_empty()));
        }
    }
}

#[test]
fn every_ruleset_has_its_conventions_documented() {
    let conventions = include_str!("../../../docs/conventions.md");
    let names = RULESETS
        .iter()
        .map(|e| e.name)
        .chain(LOOPY_RULESETS.iter().map(|e| e.name));
    for name in names {
        let example = format!("`{name}:");
        assert!(
            conventions.contains(&example),
            "docs/conventions.md lacks {example}"
        );
    }
}

#[test]
fn misuse_is_refused_with_one_line() {
    let cases: [(&[&str], &str); 5] = [
        (&["value", "chess:e4"], "`conway rulesets` lists the"),
        (&["grundy", "domineering:2x2"], "not impartial"),
        (&["grundy", "young:3", "--to", "5"], "one nim-value"),
        (&["value", "domineering:2x2x"], "domineering:2x2x"),
        (
            &["value", "domineering:4x4", "--work-limit", "1000"],
            "more than 1000 work steps",
        ),
    ];
    for (args, message) in cases {
        conway()
            .args(args)
            .assert()
            .code(2)
            .stdout("")
            .stderr(predicate::str::contains(message))
            .stderr(predicate::str::contains("panicked").not())
            .stderr(predicate::function(|e: &str| e.lines().count() == 1));
    }
}

#[test]
fn the_work_limit_can_be_lifted() {
    let unlimited = json(&["value", "domineering:3x5", "--work-limit", "0", "--json"]);
    let default = json(&["value", "domineering:3x5", "--json"]);
    assert_eq!(unlimited["canonical"], default["canonical"]);
    conway()
        .args(["value", "domineering:3x5", "--work-limit", "100"])
        .assert()
        .code(2);
}

/// `conway grundy` on a ruleset position has the work limit of `conway value`: reached, it
/// is the work-limit refusal; 0 lifts it; other games refuse the option.
#[test]
fn grundy_of_a_ruleset_position_obeys_the_work_limit() {
    refused(
        &["grundy", "cram:3x6", "--work-limit", "10"],
        "needs more than 10 work steps (the --work-limit); run again with --work-limit 0",
    );
    let lifted = json(&["grundy", "cram:3x6", "--work-limit", "0", "--json"]);
    assert_eq!(
        lifted["nim_value"],
        json(&["grundy", "cram:3x6", "--json"])["nim_value"]
    );
    for game in ["kayles", "wythoff", "turning:ruler"] {
        refused(
            &["grundy", game, "--to", "3", "--work-limit", "10"],
            "--work-limit applies to ruleset positions",
        );
    }
}

/// `--table-memory MIB`: a table of nim-values bounded in memory forgets, stays within
/// its budget and gives the nim-value of an unbounded one, on one thread and on two;
/// misuse is refused.
#[test]
fn grundy_of_a_ruleset_position_in_a_bounded_table() {
    for position in ["cram:5x5", "cram:....#|.....|.#...|.....|....."] {
        let full = json(&["grundy", position, "--table-memory", "0", "--json"]);
        assert_eq!(full["table"]["forgotten"], 0, "{position}");
        for threads in ["1", "2"] {
            let bounded = json(&[
                "grundy",
                position,
                "--table-memory",
                "1",
                "--threads",
                threads,
                "--json",
            ]);
            assert_eq!(
                bounded["nim_value"], full["nim_value"],
                "{position}, {threads}"
            );
            assert!(
                bounded["table"]["bytes"].as_u64().unwrap() <= 1 << 20,
                "{bounded}"
            );
            assert!(
                bounded["table"]["forgotten"].as_u64().unwrap() > 0,
                "{bounded}"
            );
        }
    }
    refused(
        &[
            "grundy",
            "cram:3x4",
            "--table-memory",
            &u64::MAX.to_string(),
        ],
        "more than 2^64 bytes",
    );
    refused(
        &["grundy", "kayles", "--table-memory", "5"],
        "--table-memory applies to ruleset positions",
    );
}

/// `--threads N`: N threads share the table of a ruleset position's nim-value search; the
/// answer is the one thread's, on narrow and wide boards; misuse is refused.
#[test]
fn grundy_of_a_ruleset_position_on_several_threads() {
    for position in [
        "cram:4x5",
        "cram:3x6",
        "cram:....#|.....|.#...|.....",
        "cram:1x90",
    ] {
        let one = json(&["grundy", position, "--threads", "1", "--json"]);
        for threads in ["2", "3"] {
            let many = json(&["grundy", position, "--threads", threads, "--json"]);
            assert_eq!(
                many["nim_value"], one["nim_value"],
                "{position} on {threads} threads"
            );
        }
    }
    refused(
        &["grundy", "cram:3x4", "--threads", "0"],
        "--threads must be between 1 and 64, not 0",
    );
    refused(
        &["grundy", "kayles", "--threads", "2"],
        "--threads applies to ruleset positions",
    );
}
