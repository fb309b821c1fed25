//! `conway grundy` end to end: output, JSON shape, certification, and bad input.

use crate::util::{conway, json_of, predicate};

#[test]
fn kayles_json_is_certified_and_extended() {
    let v = json_of(&["grundy", "kayles", "--to", "100000", "--json"]);
    assert_eq!(v["game"], "kayles");
    assert_eq!(v["to"], 100000);
    assert_eq!(v["values"].as_array().unwrap().len(), 100001);
    assert_eq!(v["values"][70], 6);
    assert_eq!(v["max"], 8);
    assert_eq!(v["period"]["preperiod"], 71);
    assert_eq!(v["period"]["period"], 12);
    assert_eq!(v["period"]["certified"], true);
    assert!(v["period"]["by"].as_str().unwrap().starts_with("Guy-Smith"));
}

#[test]
fn uncertified_period_says_how_far_and_certify_gets_there() {
    let short = json_of(&["grundy", "kayles", "--to", "120", "--json"]);
    assert_eq!(short["period"]["certified"], false);
    assert_eq!(short["period"]["by"], "observed");
    // 2 n0 + p + t = 2 * 71 + 12 + 2 is the window's end, plus one period: a string, as
    // the number may pass 2^53 for other games.
    assert_eq!(
        short["period"]["values_needed_to_certify"],
        (2 * 71 + 2 * 12 + 2).to_string()
    );
    conway()
        .args(["grundy", "kayles", "--to", "120"])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "observed only; certifying it needs G(0..=167) (rerun with --certify, or --to 167)",
        ));
    let certified = json_of(&["grundy", "kayles", "--to", "120", "--certify", "--json"]);
    assert_eq!(certified["period"]["certified"], true);
    assert_eq!(certified["values"].as_array().unwrap().len(), 121);
}

#[test]
fn grundys_game_period_is_never_certified() {
    let v = json_of(&["grundy", "grundy", "--to", "300", "--json"]);
    assert_eq!(v["values"][20], 0);
    assert!(v["period"].is_null() || v["period"]["certified"] == false);
}

#[test]
fn text_output_lists_values_and_period() {
    conway()
        .args(["grundy", "sub:1,2,3", "--to", "25"])
        .assert()
        .success()
        .stdout(predicate::str::contains("0: 0 1 2 3 0 1 2 3"))
        .stdout(predicate::str::contains(
            "preperiod 0, period 4, certified by subtraction window",
        ));
}

#[test]
fn bad_input_exits_2_with_one_line() {
    let cases: &[&[&str]] = &[
        &["grundy", "nim"],
        &["grundy", "octal:0.8x"],
        &["grundy", "sub:"],
        &["grundy", "split:1"],
        &["grundy", "kayles", "--to", "1000000000000"],
        &["grundy", "kayles", "--to", "-5"],
        &["grundy", "kayles", "--certify-limit", "5"],
        &["grundy", "split:3", "--to", "200000"],
    ];
    for args in cases {
        let out = conway().args(*args).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert!(out.stdout.is_empty(), "{args:?}");
    }
    conway()
        .args(["grundy", "octal:0.8x"])
        .assert()
        .code(2)
        .stderr("conway: code '0.8x': 'x' at column 4 is not an octal or hexadecimal digit\n");
}

#[test]
fn arithmetic_period_is_reported_with_its_saltus_and_never_certified() {
    let v = json_of(&["grundy", "octal:0.f8", "--to", "200", "--json"]);
    assert_eq!(v["period"]["preperiod"], 7);
    assert_eq!(v["period"]["period"], 6);
    assert_eq!(v["period"]["saltus"], 4);
    assert_eq!(v["period"]["certified"], false);
    assert_eq!(v["period"]["by"], "observed");
    assert_eq!(v["period"]["refuted_by"], serde_json::Value::Null);
    let values = v["values"].as_array().unwrap();
    for n in 7..=194 {
        assert_eq!(values[n + 6].as_u64(), values[n].as_u64().map(|g| g + 4));
    }
    // --certify has nothing to prove for a saltus, and says so; it still ends normally.
    conway()
        .args(["grundy", "octal:0.8", "--to", "60", "--certify"])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "saltus 1 (G(n + 3) = G(n) + 1 for n >= 1), observed only",
        ));
    // An ordinary period keeps saltus 0.
    let kayles = json_of(&["grundy", "kayles", "--to", "300", "--json"]);
    assert_eq!(kayles["period"]["saltus"], 0);
}
