//! `conway thermograph`: `--svg -` on standard output, `--json`, and drawings of values
//! near 2^63 (whose scale computation used to loop forever).

use crate::util::{conway, json_of as json, predicate};

#[test]
fn svg_dash_writes_the_drawing_to_standard_output() {
    let out = conway()
        .args(["thermograph", "{4||2|0}", "--svg", "-"])
        .current_dir(std::env::temp_dir())
        .output()
        .unwrap();
    assert!(out.status.success());
    let svg = String::from_utf8(out.stdout).unwrap();
    assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"));
    assert!(svg.contains("mast: mean 5/2, temperature 3/2"));
    assert!(!std::env::temp_dir().join("-").exists());
    conway()
        .args(["thermograph", "1", "--svg", "-", "--json"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("--svg - and --json"));
}

#[test]
fn json_carries_the_walls_as_exact_strings() {
    let v = json(&["thermograph", "{4||2|0}", "--json"]);
    assert_eq!(v["canonical"], "{4||2|0}");
    assert_eq!(v["mean"], "5/2");
    assert_eq!(v["temperature"], "3/2");
    assert_eq!(v["mast"]["value"], "5/2");
    assert_eq!(v["mast"]["from"], "3/2");
    let left = v["left_wall"].as_array().unwrap();
    assert_eq!(left[0]["from"], "0");
    assert_eq!(left[0]["value"], "4");
    assert_eq!(left[0]["slope"], -1);
    let right = v["right_wall"].as_array().unwrap();
    assert_eq!(right.len(), 3);
    assert_eq!(right[1]["from"], "1");
    assert_eq!(right[1]["slope"], 1);
    let v = json(&["thermograph", "-3/4", "--json"]);
    assert_eq!(v["temperature"], "-1/4");
    assert_eq!(v["mast"]["from"], "0");
}

#[test]
fn drawings_of_values_near_2_pow_63_finish() {
    for expr in [
        "9223372036854775807",
        "-9223372036854775807",
        "{9223372036854775807|9223372036854775803}",
        "{9223372036854775807|0}",
        "1/4611686018427387904",
    ] {
        let out = conway()
            .args(["thermograph", expr, "--svg", "-"])
            .output()
            .unwrap();
        assert!(out.status.success(), "{expr}");
        let svg = String::from_utf8(out.stdout).unwrap();
        assert!(
            !svg.contains("NaN") && !svg.contains("inf"),
            "{expr}: {svg}"
        );
        assert!(svg.matches("<line").count() < 40, "{expr}: too many ticks");
    }
}
