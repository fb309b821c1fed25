//! `conway outcome EXPR` end to end: the outcome of every expression agrees with that of
//! its canonical form (`conway value`, the slow twin), every winning move it prints wins
//! (the opponent, moving first in the sum after it, loses, by `conway value`), the
//! published outcomes of alternating Clobber rectangles, the text and JSON forms, and the
//! error paths (exit status 2).

use crate::util::{conway, json_of as json, refused};

/// Sums of positions of one or several rulesets and game literals; the last three with
/// boards, strips and rows of more than 64 cells (searched by the rulesets' wide forms).
const EXPRESSIONS: [&str; 20] = [
    "clobber:xo",
    "clobber:xox/oxo + 1/2",
    "clobber:xoxo/oxox + domineering:3x3 + 1/2",
    "clobber:xoxo/ox.. + clobber:oxox/xo.. + *",
    "domineering:2x3 + domineering:3x2",
    "domineering:4x4 + {1|-1}",
    "domineering:2x3 + -1 + ^",
    "toppling:BRGB + toppling:RRB + -1/2",
    "amazons:x.#|#.o + amazons:x...|...o",
    "konane:xo.o. + {2|0||-1}",
    "hackenbush:BRRB + hackenbush:RB + 2+-1",
    "cram:3x4 + cram:2x3 + *",
    "cram:3x3 + cram:3x3",
    "cram:3x4 + cram:2x5",
    "young:5,3,3,1 + -1",
    "*2 + *3 + ^ + v",
    "{1|-1} + {2|-2}",
    "clobber:xoxo.oxx..............................xo|\
     ......................................ox + clobber:xoo",
    "cram:1x70 + cram:1x100 + cram:..#.|....|#...|..#. + *",
    "toads:T..F...............................................................TF + toppling:BRBRBRBRBRBRBRBRBRBRBRBRBRBRBRBRBRBRBRBRBRBRBRBRBRBRBRBRBRBRBRBRBRG + elephants:T.T............................................................F..F",
];

/// The `conway value` outcome of an expression.
fn value_outcome(expression: &str) -> String {
    json(&["value", expression, "--json"])["outcome"]
        .as_str()
        .unwrap()
        .to_string()
}

#[test]
fn outcomes_agree_with_canonical_forms_and_the_moves_win() {
    for expression in EXPRESSIONS {
        let found = json(&["outcome", expression, "--json"]);
        let outcome = found["outcome"].as_str().unwrap();
        assert_eq!(outcome, value_outcome(expression), "{expression}");
        for (key, wins, opponent_wins) in [
            ("left_move", "left_wins_moving_first", ["R", "N"]),
            ("right_move", "right_wins_moving_first", ["L", "N"]),
        ] {
            let winning = &found[key];
            assert_eq!(
                !winning.is_null(),
                found[wins] == true,
                "{expression}: {key}"
            );
            let Some(after) = winning["sum"].as_str() else {
                continue; // no winning move, or one its ruleset cannot write
            };
            let after_outcome = value_outcome(after);
            assert!(
                !opponent_wins.contains(&after_outcome.as_str()),
                "{expression}: {key} to {after} leaves {after_outcome}"
            );
        }
    }
}

#[test]
fn alternating_clobber_rectangles_have_their_published_outcomes() {
    // Alternating Clobber, x in the top-left corner: the results table of the MCGS
    // project (University of Alberta, docs/MCGS-results.html, 2026; its small boards from
    // J. P. Grossman's computations): 2xn is P exactly for n = 3, 6, 9, ... and 3xn
    // exactly for n even, among the sizes listed there; 4x4 and 4x5 are N.
    for (board, expected) in [
        ("2x2", "N"),
        ("2x3", "P"),
        ("2x4", "N"),
        ("2x5", "N"),
        ("2x6", "P"),
        ("2x7", "N"),
        ("2x9", "P"),
        ("3x3", "N"),
        ("3x4", "P"),
        ("3x5", "N"),
        ("3x6", "P"),
        ("4x4", "N"),
        ("4x5", "N"),
    ] {
        let found = json(&["outcome", &format!("clobber:{board}"), "--json"]);
        assert_eq!(found["outcome"], expected, "clobber:{board}");
    }
}

/// A sum of impartial positions asks one question (both players have the same moves): the
/// outcome is N exactly when the nim-value is not 0 (`conway grundy`, the Grundy search),
/// and each player's winning move is the other's.
#[test]
fn impartial_sums_are_n_or_p_by_their_nim_value() {
    for (expression, parts) in [
        ("cram:4x5", &["cram:4x5"][..]),
        ("cram:3x4 + cram:2x5", &["cram:3x4", "cram:2x5"][..]),
        ("cram:3x5 + cram:3x5", &["cram:3x5", "cram:3x5"][..]),
        (
            "cram:2x7 + cram:1x9 + cram:.#..|....",
            &["cram:2x7", "cram:1x9", "cram:.#..|...."][..],
        ),
    ] {
        let nim = parts.iter().fold(0, |sum, part| {
            sum ^ json(&["grundy", part, "--json"])["nim_value"]
                .as_u64()
                .unwrap()
        });
        for threads in ["1", "2"] {
            let found = json(&["outcome", expression, "--json", "--threads", threads]);
            assert_eq!(
                found["outcome"],
                if nim == 0 { "P" } else { "N" },
                "{expression}"
            );
            assert_eq!(found["left_move"], found["right_move"], "{expression}");
        }
    }
}

#[test]
fn a_plain_search_and_the_default_agree() {
    for expression in [
        "clobber:xoxo/oxox",
        "domineering:3x4 + -1/2",
        "cram:3x4 + *2",
    ] {
        let plain = json(&["outcome", expression, "--json", "--valuing-credit", "0"]);
        let default = json(&["outcome", expression, "--json"]);
        assert_eq!(plain["outcome"], default["outcome"], "{expression}");
    }
}

/// A plain search in the least table (1 MiB) forgets decided sums and decides them again:
/// the same answers as in the default table, which keeps them all, and the JSON says how
/// many were forgotten; a size that overflows is refused.
#[test]
fn a_search_in_a_small_table_forgets_sums_and_gives_the_same_answers() {
    let expression = "clobber:xoxo/oxox/xoxo/oxox";
    let args = |memory: &'static str| {
        let mut a = vec!["outcome", expression, "--json", "--valuing-credit", "0"];
        a.extend(["--threads", "1", "--table-memory", memory]);
        a
    };
    let keeps = json(&args("4096"));
    let forgets = json(&args("1"));
    assert_eq!(keeps["outcome"], forgets["outcome"]);
    assert_eq!(keeps["table"]["forgotten"], 0);
    assert!(
        keeps["table"]["bytes"].as_u64().unwrap() > 1 << 20,
        "{keeps}"
    );
    assert!(
        forgets["table"]["forgotten"].as_u64().unwrap() > 0,
        "{forgets}"
    );
    assert!(
        forgets["table"]["bytes"].as_u64().unwrap() <= 1 << 20,
        "{forgets}"
    );
    let unbounded = json(&[
        "outcome",
        "clobber:xoxo/oxox",
        "--json",
        "--table-memory",
        "0",
    ]);
    assert_eq!(
        unbounded["outcome"],
        json(&["outcome", "clobber:xoxo/oxox", "--json"])["outcome"]
    );
    refused(
        &[
            "outcome",
            "clobber:xo",
            "--table-memory",
            "18446744073709551615",
        ],
        "more than 2^64 bytes",
    );
}

#[test]
fn the_text_names_the_class_and_the_sums_after_the_winning_moves() {
    let out = conway()
        .args(["outcome", "clobber:xo + 1/2"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "L");
    assert_eq!(lines[1], "Left wins whoever starts");
    assert_eq!(lines[2], "Left wins moving first, to clobber:.x + 1/2");
    assert_eq!(lines.len(), 3, "{text}");
    let v = json(&["outcome", "*", "--json"]);
    let mut keys: Vec<&str> = v.as_object().unwrap().keys().map(String::as_str).collect();
    keys.sort();
    assert_eq!(
        keys,
        [
            "expression",
            "left_move",
            "left_wins_moving_first",
            "outcome",
            "right_move",
            "right_wins_moving_first",
            "table",
            "work_steps"
        ]
    );
    assert_eq!(v["left_move"]["to"], "0");
    assert_eq!(v["left_move"]["term"], 0);
}

#[test]
fn bad_input_and_large_searches_are_refused_with_exit_2() {
    refused(&["outcome", "clobber:xo + "], "term 2 of the sum is empty");
    refused(&["outcome", "chess:e4"], "term 1 of the sum: column 1");
    refused(&["outcome", "clobber:xq"], "invalid expression");
    refused(&["outcome", "1 + {1|"], "term 2 of the sum: column 4");
    refused(
        &["outcome", "clobber:4x5", "--work-limit", "1000"],
        "more than 1000 work steps",
    );
}
