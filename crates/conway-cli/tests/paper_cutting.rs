//! End-to-end tests of `conway solve paper-cutting`.

use crate::util::{predicate, Assert};
use serde_json::Value;

fn conway(args: &str) -> Assert {
    crate::util::conway()
        .args(["solve", "paper-cutting"])
        .args(args.split_whitespace())
        .assert()
}

fn json(args: &str) -> Value {
    let out = conway(args).success().get_output().stdout.clone();
    serde_json::from_slice(&out).unwrap()
}

#[test]
fn cell_reports_grundy_value_and_winning_moves() {
    let mut v = json("--cell 5x3 --json");
    assert!(v["seconds"].is_f64());
    v.as_object_mut().unwrap().remove("seconds");
    assert_eq!(
        v,
        serde_json::json!({"problem": "paper-cutting", "width": "5", "height": "3",
                           "grundy": 2, "answer": "4", "modulus": null})
    );
    conway("--cell 5x3 --modulus 3")
        .success()
        .stdout("G(5, 3) = 2\nC(5, 3) = 1 (mod 3)\n");
    conway("--cell 3X5")
        .success()
        .stdout("G(3, 5) = 2\nC(3, 5) = 4\n");
}

#[test]
fn total_matches_the_published_check() {
    let v = json("--width 12 --height 123 --json");
    assert_eq!(v["answer"], "327398");
    assert_eq!(v["modulus"], Value::Null);
    assert_eq!((&v["width"], &v["height"]), (&"12".into(), &"123".into()));
    conway("--width 123 --height 12")
        .success()
        .stdout("D(123, 12) = 327398\n");
    conway("--width 12 --height 123 --modulus 1000")
        .success()
        .stdout("D(12, 123) = 398 (mod 1000)\n");
}

#[test]
fn table_lists_stabilisation_heights() {
    let v = json("--table 9 --json");
    let rows = v["rows"].as_array().unwrap();
    assert_eq!(rows.len(), 9);
    // The answer: every row is constant from the largest stabilisation height on.
    let highest = rows
        .iter()
        .map(|r| r["stable_from"].as_u64().unwrap())
        .max();
    assert_eq!(v["answer"], highest.unwrap().to_string());
    assert_eq!(v["modulus"], Value::Null);
    assert_eq!(
        rows[2],
        serde_json::json!({"width": 3, "stable_from": 4, "constant": 2, "certified_from": 4})
    );
    conway("--table 3")
        .success()
        .stdout(predicate::str::contains("stable from"));
}

#[test]
fn a_long_cell_is_quoted_in_part() {
    let long = format!("--cell {}x3", "9".repeat(100_000));
    let out = conway(&long).code(2).get_output().stderr.clone();
    let message = String::from_utf8(out).unwrap();
    assert!(message.len() < 200, "{message}");
    assert!(message.contains("9999..."), "{message}");
}

#[test]
fn bad_input_is_refused_with_status_2() {
    for (args, message) in [
        ("--cell 5y3", "--cell: expected WxH"),
        ("--cell 0x3", "--cell: expected WxH"),
        ("--cell x3", "--cell: expected WxH"),
        ("--cell 99999999999999999999x2", "a side is 2^64 or more"),
        ("--cell 5x3x2", "a side is not a number"),
        ("--cell 0x3", "a side is 0"),
        ("--width 0 --height 3", "--width: must be at least 1"),
        ("--width 3 --height 0", "--height: must be at least 1"),
        ("--width 300 --height 400", "above the limit 200"),
        (
            "--width 201 --height 18446744073709551615",
            "above the limit 200",
        ),
        ("--cell 201x201", "above the limit 200"),
        ("--table 0", "--table: must be at least 1"),
        ("--table 201", "above the limit 200"),
        ("--table 18446744073709551615", "above the limit 200"),
        ("--table 5 --modulus 7", "cannot be used with"),
        (
            "--width 5 --height 5 --modulus 0",
            "modulus must be at least 2",
        ),
        ("--width 5", "--height"),
        ("--cell 5x3 --table 4", "cannot be used with"),
        ("", "required"),
    ] {
        conway(args)
            .code(2)
            .stderr(predicate::str::contains(message))
            .stdout("");
    }
}
