//! `conway moves`: every move of a position with its value and marks, checked against
//! `conway value` and `conway compare` and against the definitions of the marks; the
//! refusals.

use crate::util::{json_of, refused};

/// `conway compare A B --json`'s relation: `<`, `>`, `=` or `||`.
fn relation(a: &str, b: &str) -> String {
    json_of(&["compare", a, b, "--json"])["relation"]
        .as_str()
        .unwrap()
        .to_string()
}

/// The marks of each position's moves follow their definitions, checked through other
/// commands: every value is `conway value`'s; a move is dominated iff another move of the
/// same player is at least as good (all but the first of equal moves); sensible iff it is
/// at least as good as one of the canonical form's options, given here as `kept` (Left's,
/// then Right's); and a move neither dominated nor reversible is sensible.
#[test]
fn marks_follow_their_definitions() {
    let cases: [(&str, &str, [&[&str]; 2]); 5] = [
        ("domineering:3x3", "±1", [&["1"], &["-1"]]),
        ("domineering:2x3", "{2|-1/2}", [&["2"], &["-1/2"]]),
        ("toads:T.T.F.F", "*", [&["0"], &["0"]]),
        ("clobber:xo.|ox.", "*", [&["0"], &["0"]]),
        ("hackenbush:0-1:B,1-2:R", "1/2", [&["0"], &["1"]]),
    ];
    for (position, value, kept) in cases {
        let moves = json_of(&["moves", position, "--json"]);
        assert_eq!(moves["value"], value, "{position}");
        for (side, kept) in ["left", "right"].into_iter().zip(kept) {
            let listed = moves[side].as_array().unwrap();
            assert!(!listed.is_empty(), "{position} {side}");
            let values: Vec<&str> = listed
                .iter()
                .map(|m| m["value"].as_str().unwrap())
                .collect();
            // `better(a, b)`: a is at least as good as b for the side's player
            let better = |a: &str, b: &str| {
                let r = relation(a, b);
                r == "=" || r == if side == "left" { ">" } else { "<" }
            };
            for (i, m) in listed.iter().enumerate() {
                let to = m["position"].as_str().unwrap();
                let valued = json_of(&["value", to, "--json"]);
                assert_eq!(valued["canonical"].as_str().unwrap(), values[i], "{to}");
                let dominated = values.iter().enumerate().any(|(j, other)| {
                    j != i
                        && better(other, values[i])
                        && (j < i || relation(other, values[i]) != "=")
                });
                assert_eq!(m["dominated"], dominated, "{position} {side} {m}");
                let sensible = kept.iter().any(|k| better(values[i], k));
                assert_eq!(m["sensible"], sensible, "{position} {side} {m}");
                if m["dominated"] == false && m["reversible"] == false {
                    assert_eq!(m["sensible"], true, "{position} {side} {m}");
                }
            }
        }
    }
}

#[test]
fn the_text_lists_each_move_with_its_value_and_marks() {
    let out = crate::util::conway()
        .args(["moves", "domineering:3x3"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.starts_with("value        ±1\nleft moves   6\n"),
        "{text}"
    );
    assert!(
        text.contains("  domineering:.#.|.#.|...  1         sensible\n"),
        "{text}"
    );
    assert!(
        text.contains("  domineering:#..|#..|...  {1/2|-2}  dominated, reversible\n"),
        "{text}"
    );
    assert!(text.contains("right moves  6\n"), "{text}");
    // a move that leaves nothing is the position 0
    let moves = json_of(&["moves", "hackenbush:0-1:B", "--json"]);
    assert_eq!(moves["left"][0]["position"], "0");
    assert_eq!(moves["left"][0]["value"], "0");
    assert_eq!(moves["right"].as_array().unwrap().len(), 0);
}

#[test]
fn what_is_not_a_position_with_moves_is_refused() {
    refused(&["moves", "{1|0}"], "is not a ruleset position");
    refused(&["moves", "clobber:xo + 1"], "clobber:");
    refused(&["moves", "nosuchgame:3"], "is not a ruleset position");
    refused(&["moves", "clobber:xq"], "expected");
    refused(&["moves", "staircase:2,1,3"], "cannot be written");
    refused(
        &["moves", "domineering:5x5", "--work-limit", "1000"],
        "work",
    );
}
