//! `conway value` on extreme and hostile input: every answer is exit 0 with the right
//! value, or exit 2 with a one-line message naming the limit; never a crash or a hang.

use crate::util::{conway, json_of as json, predicate};

const MAX: &str = "9223372036854775807";

/// Runs `conway value EXPR` and requires exit 2 with `message` (and no panic).
fn refused(expr: &str, message: &str) {
    conway()
        .args(["value", expr])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(message))
        .stderr(predicate::str::contains("panicked").not());
}

fn canonical(expr: &str) -> String {
    json(&["value", expr, "--json"])["canonical"]
        .as_str()
        .unwrap()
        .to_string()
}

#[test]
fn values_at_the_edge_of_the_exact_range() {
    // These panicked in the construction of the options of 2^63 - 1.
    assert_eq!(canonical(&format!("{{{MAX}|{MAX}}}")), format!("{MAX}*"));
    assert_eq!(canonical(&format!("{{-{MAX}|-{MAX}}}")), format!("-{MAX}*"));
    let v = json(&["value", &format!("{{{MAX}|{MAX}}}"), "--json"]);
    assert_eq!(
        (v["mean"].as_str(), v["temperature"].as_str()),
        (Some(MAX), Some("0"))
    );
    for command in ["value", "thermograph"] {
        conway()
            .args([command, &format!("{{{{{MAX}|0}}|-{MAX}}}")])
            .assert()
            .code(2)
            .stderr(predicate::str::contains("thermograph"))
            .stderr(predicate::str::contains("exact range"));
        conway()
            .args([command, &format!("{{-{MAX}|-{MAX}}}")])
            .assert()
            .success();
    }
    refused(&format!("{MAX} + 1"), "exact range");
    refused("1/9223372036854775808", "exact range");
    assert_eq!(canonical("1/4611686018427387904"), "1/4611686018427387904");
}

#[test]
fn deep_and_long_input_is_refused_or_answered() {
    // 17,500 nested braces, parentheses and {0|{0|...}} overflowed the stack.
    let braces = format!("{}0|{}", "{".repeat(17_500), "}".repeat(17_500));
    refused(&braces, "more than 1000 nested braces or parentheses");
    let parens = format!("{}0{}", "(".repeat(17_500), ")".repeat(17_500));
    refused(&parens, "column 1001: more than 1000 nested");
    let ups = format!("{}0{}", "{0|".repeat(17_500), "}".repeat(17_500));
    refused(&ups, "nested");
    // within the limit, {0|{0|...{0|0}}} is a closed form
    let ups = format!("{}0{}", "{0|".repeat(1000), "}".repeat(1000));
    assert_eq!(canonical(&ups), "^999");
    // prefix signs are read without recursion; sums and multiples stay closed forms
    assert_eq!(canonical(&format!("{}1", "-".repeat(75_000))), "1");
    assert_eq!(canonical(&vec!["^"; 60_000].join("+")), "^60000");
    assert_eq!(canonical("^30000"), "^30000");
    assert_eq!(canonical("^4294967295 + v4294967295"), "0");
    assert_eq!(canonical(&"v".repeat(100_000)), "v100000");
    // a canonical form deeper than 1000 moves
    let mut chain = "0".to_string();
    for k in 1..=1000 {
        chain = format!("{{{k}|{chain}}}");
    }
    refused(&format!("{{1001|{chain}}}"), "nested");
    refused(
        &format!("{chain} + {{{{2|1}}|{{0|-1}}}}"),
        "deeper than 1000 moves",
    );
}

#[test]
fn nimbers_stay_in_closed_form() {
    // *4294967295 allocated 17 GB and aborted; *3000 ran for minutes.
    let v = json(&["value", "*4294967295", "--json"]);
    assert_eq!(v["canonical"], "*4294967295");
    assert_eq!(v["outcome"], "N");
    assert_eq!(v["temperature"], "0");
    assert_eq!(canonical("*3000"), "*3000");
    assert_eq!(canonical("{*4294967295|0}"), "v*4294967294");
    assert_eq!(canonical("{0|*4294967295}"), "^*4294967294");
    assert_eq!(canonical("{*4294967295|*4294967295}"), "0");
    assert_eq!(canonical("*256 + {1|0}"), "{1*256|*256}");
    refused("*257 + {1|0}", "|n| + m <= 256");
    refused("^4294967295 + {1|-1}", "|n| + m <= 256");
}

#[test]
fn domineering_boards_of_64_cells() {
    // 1x64 answered -31*: shifts by the board's width overflowed at 64 columns.
    assert_eq!(canonical("domineering:1x64"), "-32");
    assert_eq!(canonical("domineering:64x1"), "32");
    let row = format!("{}{}", ".".repeat(2), "#".repeat(62));
    assert_eq!(canonical(&format!("domineering:{row}")), "-1");
    // wider boards, to 128 cells, are held in 128-bit masks by the same rules
    assert_eq!(canonical("domineering:1x66"), "-33");
    assert_eq!(canonical("domineering:128x1"), "64");
    let sparse = format!("..{}|{}..", "#".repeat(40), "#".repeat(40));
    assert_eq!(canonical(&format!("domineering:{sparse}")), "-2");
}

#[test]
fn strips_of_128_cells() {
    // strips and rows of more than 64 cells are held in 128-bit masks by the same rules
    let dots = |n: usize| ".".repeat(n);
    // {68 | 70}: Left's toad jumps the frog (or Right's frog slides first), then has
    // about 70 slides to the frog's one or two
    assert_eq!(canonical(&format!("toads:T.F{}", dots(70))), "69");
    assert_eq!(canonical(&format!("toads:F{}T", dots(126))), "0");
    assert_eq!(canonical(&format!("toads:{}T", dots(127))), "0");
    assert_eq!(canonical(&format!("elephants:T{}F", dots(70))), "0");
    assert_eq!(canonical(&format!("gentoads:1,2,0,0:T{}", dots(99))), "99");
    assert_eq!(canonical(&format!("toppling:{}", "B".repeat(128))), "128");
    assert_eq!(canonical(&format!("toppling:{}G", "BR".repeat(40))), "*41");
    for (position, message) in [
        (
            format!("toads:{}", dots(129)),
            "a strip has at most 128 cells (got 129)",
        ),
        (
            format!("elephants:{}", dots(200)),
            "at most 128 cells (got 200)",
        ),
        (
            format!("toppling:{}", "G".repeat(129)),
            "at most 128 dominoes (got 129)",
        ),
        (
            format!("backsliding:{}", dots(129)),
            "at most 128 cells (got 129)",
        ),
    ] {
        refused(&position, message);
    }
}

#[test]
fn ruleset_arguments_end_where_the_expression_goes_on() {
    // "domineering:2x3-domineering:2x3" read "2x3-domineering:2x3" as one board.
    for (expr, want) in [
        ("domineering:2x3-domineering:2x3", "0"),
        ("domineering:2x3 - domineering:2x3", "0"),
        ("hackenbush:BR-1", "-1/2"),
        ("hackenbush:BR+hackenbush:RB", "0"),
        ("(hackenbush:BRR)+domineering:2x1", "5/4"),
        ("-hackenbush:B", "-1"),
        ("hackenbush:BR*", "1/2*"),
        ("domineering:..#|...-domineering:..#|...", "0"),
        ("{domineering:../..|0}", "-1"),
        ("{(young:3,1), 0 | 1}", "1/2"),
        ("young:5,3,3,1-young:5,3,3,1", "0"),
        ("young:4,1,1", "{2|-1}"),
        ("staircase:2,1,3-young:3,3,2,2,1,1", "0"),
        ("staircase:1,1,4+(staircase:2,2,1)", "*"), // hooks 2x2 and 1x1
    ] {
        assert_eq!(canonical(expr), want, "{expr}");
    }
}

#[test]
fn messages_quote_an_excerpt_of_long_input() {
    let long = "a".repeat(100_000);
    for expr in [
        format!("{long}:x"),
        format!("domineering:{long}"),
        "9".repeat(100_000),
        format!("*{}", "9".repeat(100_000)),
    ] {
        let out = conway().args(["value", &expr]).output().unwrap();
        assert_eq!(out.status.code(), Some(2));
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert!(stderr.len() < 400, "{}", &stderr[..400]);
        assert!(
            stderr.contains("(100000 characters)") || stderr.contains("(100001"),
            "{stderr}"
        );
    }
}

#[test]
fn runaway_computations_are_refused_by_the_work_limit() {
    // A full 8x8 board never finishes (6x6 alone takes 3 to 5 CPU-minutes and 1.3 GB).
    refused("domineering:8x8", "more than 16000000 work steps");
    let sum: Vec<String> = (1..=3000).map(|k| format!("{{{k}|0}}")).collect();
    refused(&sum.join("+"), "work steps");
}

#[test]
fn a_work_limit_refusal_is_not_invalid_input_and_says_how_to_go_on() {
    // Wherever the limit is met (a ruleset's search while parsing, a sum, the
    // thermograph, a further quantity), every command with a work limit says the same.
    let commands: [&[&str]; 5] = [
        &["value", "domineering:4x4"],
        &[
            "value",
            "{3|-3} + {5|-5} + {7|-7} + {9|-9} + {11|-11}",
            "--all",
        ],
        &["compare", "domineering:4x4", "0"],
        &["compare", "0", "domineering:4x4"],
        &["thermograph", "domineering:4x4", "--json"],
    ];
    for args in commands {
        let out = conway()
            .args(args)
            .args(["--work-limit", "50"])
            .output()
            .unwrap();
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(out.stdout.is_empty(), "{args:?}");
        assert_eq!(
            stderr.trim_end(),
            "conway: the computation needs more than 50 work steps (the --work-limit); run \
             again with --work-limit 0 to lift it (it may take long and much memory)",
            "{args:?}"
        );
    }
    // and lifted, they answer
    conway()
        .args(["compare", "domineering:4x4", "0", "--work-limit", "0"])
        .assert()
        .success();
}

#[test]
fn help_lists_every_position_syntax_and_convention() {
    let out = conway().args(["value", "--help"]).output().unwrap();
    let help = String::from_utf8(out.stdout).unwrap();
    for entry in conway_games::registry::RULESETS {
        for needle in [entry.examples[0], entry.about] {
            assert!(help.contains(needle), "--help lacks {needle:?}");
        }
    }
    for needle in ["1000 deep", "by default 16000000", "conway rulesets"] {
        assert!(help.contains(needle), "--help lacks {needle:?}");
    }
}
