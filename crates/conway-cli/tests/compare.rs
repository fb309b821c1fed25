//! `conway compare G H` end to end: the four relations on pairs whose order is known by
//! hand, antisymmetry, the text and JSON forms, and the error paths (exit status 2).

use crate::util::{conway, json_of as json};

/// Pairs `(G, H, relation of G to H)`, each known by hand (Siegel, Combinatorial Game
/// Theory, II.1; Winning Ways, chs. 2-3): ^ = {0|*} is positive but below every positive
/// number and confused with * alone among the nimbers (^ > *2: Left wins ^ + *2 moving
/// first, to ^, and second); ±1 and * are confused with 0 (first-player wins);
/// domineering:2x3 = {2|-1/2} (Left's vertical domino in the middle column leaves two
/// 2x1 columns, 2, beside which 2x2 = ±1 is dominated; each horizontal domino of Right
/// leaves {-1|0,1} = -1/2), confused with 1 between its stops; {2|-1/2} > {3/2|-1/2} =
/// 1/2 ± 1 (Left's option is larger, Right's the same); hackenbush:BR = {0|1} = 1/2.
const PAIRS: [(&str, &str, &str); 14] = [
    ("^", "1/2", "<"),
    ("-1", "v", "<"),
    ("v", "0", "<"),
    ("1", "^", ">"),
    ("^", "*2", ">"),
    ("{2|-1/2}", "1/2 + {1|-1}", ">"),
    ("{0|*}", "^", "="),
    ("*2 + *3", "*", "="),
    ("hackenbush:BR", "1/2", "="),
    ("domineering:2x3", "{2|-1/2}", "="),
    ("*", "0", "||"),
    ("{1|-1}", "0", "||"),
    ("^", "*", "||"),
    ("domineering:2x3", "1", "||"),
];

/// The relation of H to G, given that of G to H.
fn converse(relation: &str) -> &str {
    match relation {
        "<" => ">",
        ">" => "<",
        same => same,
    }
}

/// The text output of `conway compare G H`, which must succeed.
fn text(g: &str, h: &str) -> String {
    let out = conway().args(["compare", g, h]).output().unwrap();
    assert!(
        out.status.success(),
        "{g} vs {h}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn every_relation_and_its_converse() {
    for (g, h, relation) in PAIRS {
        let forward = text(g, h);
        let lines: Vec<&str> = forward.lines().collect();
        assert_eq!(lines.len(), 2, "{g} vs {h}: {forward}");
        assert_eq!(lines[0], relation, "{g} vs {h}");
        assert!(
            lines[1].starts_with(&format!("G {relation} H")),
            "{g} vs {h}: {}",
            lines[1]
        );
        let backward = text(h, g);
        assert_eq!(
            backward.lines().next(),
            Some(converse(relation)),
            "{h} vs {g}"
        );
    }
}

#[test]
fn the_meaning_of_each_relation() {
    let second_line = |g, h| text(g, h).lines().nth(1).unwrap().to_string();
    assert_eq!(
        second_line("^", "1/2"),
        "G < H: Right wins G - H whoever starts"
    );
    assert_eq!(
        second_line("1", "^"),
        "G > H: Left wins G - H whoever starts"
    );
    assert_eq!(
        second_line("{0|*}", "^"),
        "G = H: the player to move loses G - H"
    );
    assert_eq!(
        second_line("*", "0"),
        "G || H, confused: the player to move wins G - H"
    );
}

#[test]
fn json_has_both_expressions_and_the_relation() {
    for (g, h, relation) in PAIRS {
        let v = json(&["compare", g, h, "--json"]);
        let mut keys: Vec<&str> = v.as_object().unwrap().keys().map(String::as_str).collect();
        keys.sort();
        assert_eq!(keys, ["left", "relation", "right"]);
        assert_eq!(
            (
                v["left"].as_str(),
                v["right"].as_str(),
                v["relation"].as_str()
            ),
            (Some(g), Some(h), Some(relation))
        );
    }
}

#[test]
fn expressions_may_start_with_a_minus_sign() {
    assert_eq!(text("-1", "-1/2").lines().next(), Some("<"));
    let v = json(&["compare", "-2", "--json", "-{1|0}"]);
    assert_eq!(v["relation"], "<"); // -{1|0} = {0|-1}, whose stops are above -2
}

/// Runs `conway compare ARGS` and requires exit 2, nothing on stdout, and one line on
/// stderr containing `message`.
fn refused(args: &[&str], message: &str) {
    let out = conway().arg("compare").args(args).output().unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
    assert!(out.stdout.is_empty(), "{args:?}");
    assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
    assert!(stderr.starts_with("conway: "), "{stderr}");
    assert!(stderr.contains(message), "{args:?}: {stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
}

#[test]
fn errors_name_the_expression_at_fault() {
    refused(&["{1|", "0"], "invalid first game expression (G): column 4");
    refused(
        &["0", "1/3"],
        "invalid second game expression (H): column 1: invalid number '1/3'",
    );
    refused(&["chess:e4", "0", "--json"], "first game expression (G)");
    refused(&["0", "chess:e4", "--json"], "second game expression (H)");
    // both bad: the first is named
    refused(&["{", "}"], "invalid first game expression (G)");
    refused(&["0"], "<H>");
    refused(&[], "<G> <H>");
    refused(&["0", "1", "2"], "unexpected argument '2'");
    refused(
        &["domineering:3x3", "0", "--work-limit", "10"],
        "more than 10 work steps",
    );
}
