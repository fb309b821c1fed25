//! `conway value` and `conway thermograph` end to end, error paths included.

use crate::util::{conway, json_of as json, predicate};

#[test]
fn value_json_fields() {
    let v = json(&["value", "{3|-1}", "--json"]);
    assert_eq!(v["canonical"], "1±2");
    assert_eq!(v["outcome"], "N");
    assert_eq!(v["left_stop"], "3");
    assert_eq!(v["right_stop"], "-1");
    assert_eq!(v["mean"], "1");
    assert_eq!(v["temperature"], "2");
    let v = json(&["value", "-3/4", "--json"]);
    assert_eq!(v["canonical"], "-3/4");
    assert_eq!(v["outcome"], "R");
    assert_eq!(v["temperature"], "-1/4");
    let v = json(&["value", "{1|-1} + {1|-1}", "--json"]);
    assert_eq!(v["canonical"], "0");
    assert_eq!(v["outcome"], "P");
}

#[test]
fn value_of_ruleset_positions() {
    let v = json(&["value", "domineering:2x3", "--json"]);
    assert_eq!(v["canonical"], "{2|-1/2}");
    let v = json(&["value", "domineering:..|.#", "--json"]);
    assert_eq!(v["canonical"], "*");
    let v = json(&["value", "hackenbush:BRR + domineering:2x1", "--json"]);
    assert_eq!(v["canonical"], "5/4");
    conway()
        .args(["value", "^*"])
        .assert()
        .success()
        .stdout(predicate::str::contains("canonical    ^*"))
        .stdout(predicate::str::contains("outcome      N"));
}

/// The compounds of Winning Ways ch. 9 and 14, on ruleset positions and values: `*2 ∧ *`
/// is won by the mover (who empties both), `* ∨ *` is `*2`, a shortened selective
/// compound with 0 ends at once.
#[test]
fn compounds_of_positions_and_values() {
    let canonical = |e: &str| json(&["value", e, "--json"])["canonical"].clone();
    assert_eq!(canonical("conjunctive(*2, *)"), "*");
    assert_eq!(canonical("selective(*, *)"), "*2");
    assert_eq!(canonical("shortened(domineering:2x3, 0)"), "0");
    assert_eq!(canonical("shortened({1|-1}, 1/2)"), "±1");
    assert_eq!(canonical("product(3/4, -5/2)"), "-15/8");
    assert_eq!(canonical("product(*2, *3)"), "*");
    // -1 ∨ 1 = {-1 ∨ 0 | 0 ∨ 1} = {-1 | 1} = 0.
    assert_eq!(
        canonical("selective(domineering:1x2, domineering:2x1)"),
        "0"
    );
    conway()
        .args(["value", "selective(*)"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "selective(G,H) takes 2 arguments, found 1",
        ));
}

#[test]
fn value_errors_exit_2_with_the_column() {
    for (expr, message) in [
        ("{1|2", "column 5: expected ',', '|' or '}'"),
        ("1/3", "column 1: invalid number '1/3'"),
        ("domineering:3y3", "column 1: domineering:3y3"),
        ("domineering:12x11", "at most 128 cells"),
        ("chess:e4", "unknown ruleset 'chess'"),
        ("hackenbush:BGR", "edge 2"),
        ("9223372036854775807 + 1", "column 21"),
    ] {
        conway()
            .args(["value", expr])
            .assert()
            .code(2)
            .stderr(predicate::str::contains(message))
            .stderr(predicate::str::contains("panicked").not());
    }
}

#[test]
fn thermograph_text_and_svg() {
    let dir = std::env::temp_dir().join(format!("conway-thermo-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("t.svg");
    conway()
        .args(["thermograph", "{4||2|0}", "--svg"])
        .arg(&file)
        .assert()
        .success()
        .stdout(predicate::str::contains("mean         5/2"))
        .stdout(predicate::str::contains("temperature  3/2"))
        .stdout(predicate::str::contains("from t = 1: value 2, slope 1"));
    let svg = std::fs::read_to_string(&file).unwrap();
    assert!(svg.starts_with("<svg") && svg.contains("polyline") && svg.contains("mast: mean 5/2"));
    std::fs::remove_dir_all(&dir).unwrap();
    conway()
        .args(["thermograph", "{1|"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("column"));
    conway()
        .args(["thermograph", "1", "--svg", "/nonexistent-dir/x.svg"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("cannot write"));
}

#[test]
fn unicode_prints_arrows_that_read_back() {
    for (expr, plain, arrows) in [
        ("{0|^}", "^2*", "⇑*"),
        ("v + v + v + *3", "v3*3", "↓3*3"),
        ("{2|^}", "{2|^}", "{2|↑}"),
        ("{0||0|-2}", "Tiny(2)", "Tiny(2)"),
    ] {
        let v = json(&["value", expr, "--json"]);
        assert_eq!(v["canonical"], plain, "{expr}");
        let u = json(&["value", expr, "--json", "--unicode"]);
        assert_eq!(u["canonical"], arrows, "{expr}");
        // the arrows read back as the same game
        let back = json(&["value", arrows, "--json"]);
        assert_eq!(back["canonical"], plain, "{arrows}");
    }
    let t = json(&["thermograph", "{4||2|^}", "--json", "--unicode"]);
    assert_eq!(t["canonical"], "{4||2|↑}");
}

#[test]
fn a_form_past_the_print_limit_is_summarised_with_its_exact_quantities() {
    // {2|-1/2}: three distinct subgames (itself, 2 and -1/2), one move deep
    let full = json(&["value", "domineering:2x3", "--json"]);
    let summary = json(&["value", "domineering:2x3", "--json", "--print-limit", "5"]);
    assert_eq!(summary["canonical"], serde_json::Value::Null);
    assert_eq!(
        summary["canonical_size"],
        serde_json::json!({"subgames": 3, "depth": 1})
    );
    for key in ["outcome", "left_stop", "right_stop", "mean", "temperature"] {
        assert_eq!(summary[key], full[key], "{key}");
    }
    assert!(full.get("canonical_size").is_none());
    let out = conway()
        .args(["value", "domineering:2x3", "--print-limit", "5"])
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.starts_with("canonical    not printed: 3 distinct subgames, depth 1 (more than 5"),
        "{text}"
    );
    let unlimited = json(&["value", "domineering:2x3", "--json", "--print-limit", "0"]);
    assert_eq!(unlimited["canonical"], "{2|-1/2}");
}
