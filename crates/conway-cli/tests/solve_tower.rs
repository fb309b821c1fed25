//! `conway solve tower` end to end, error paths included.

mod common;

use common::conway;
use predicates::prelude::*;
use std::io::Write;

/// Writes `text` to a fresh temporary file and returns its path.
fn file(name: &str, text: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("conway-tower-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::File::create(&path)
        .unwrap()
        .write_all(text.as_bytes())
        .unwrap();
    path
}

#[test]
fn prints_winner_and_count_from_a_file_and_from_stdin() {
    let path = file("three.txt", "3\n1 1 1\n1 1 1\n1 1 1\n");
    conway()
        .args(["solve", "tower"])
        .arg(&path)
        .assert()
        .success()
        .stdout("B\n18\n");
    conway()
        .args(["solve", "tower", "-"])
        .write_stdin("3\n1 1 1\n1 1 1\n0 1 1\n")
        .assert()
        .success()
        .stdout("A\n4\n");
}

#[test]
fn modulus_exact_policy_and_json() {
    // Two full floors below the top: 18 optimal records, sum_k C(2,k) (4-k)! = 24+12+2 = 38
    // records of all play.
    let text = "3\n1 1 1\n1 1 1\n1 1 1\n";
    let run = |args: &[&str]| {
        let out = conway()
            .args(["solve", "tower", "-"])
            .args(args)
            .write_stdin(text)
            .output();
        String::from_utf8(out.unwrap().stdout).unwrap()
    };
    assert_eq!(run(&["--modulus", "7"]), "B\n4\n");
    assert_eq!(run(&["--exact"]), "B\n18\n");
    assert_eq!(run(&["--policy", "all", "--exact"]), "B\n38\n");
    let json: serde_json::Value = serde_json::from_str(&run(&["--json"])).unwrap();
    assert_eq!(json["winner"], "B");
    assert_eq!(json["records"], "18");
    assert_eq!(json["arithmetic"], "mod 1000000007");
}

#[test]
fn exact_count_of_a_tall_tower_is_the_modular_count_reduced() {
    let tower = {
        let mut t = String::from("60\n");
        for i in 0..60 {
            t += ["1 1 1\n", "1 1 0\n", "0 1 1\n", "1 0 1\n"][i * 7 % 4];
        }
        t
    };
    let run = |args: &[&str]| {
        let mut cmd = conway();
        let out = cmd
            .args(["solve", "tower", "-"])
            .args(args)
            .write_stdin(tower.clone());
        let out = out.output().unwrap();
        assert!(out.status.success());
        String::from_utf8(out.stdout).unwrap()
    };
    let exact = run(&["--exact"]);
    let modular = run(&[]);
    let (winner, digits) = exact.trim().split_once('\n').unwrap();
    let reduced = digits
        .bytes()
        .fold(0u64, |r, d| (r * 10 + (d - b'0') as u64) % 1_000_000_007);
    assert!(digits.len() > 20, "a big exact count: {digits}");
    assert_eq!(modular, format!("{winner}\n{reduced}\n"));
}

#[test]
fn bad_input_exits_2_with_the_line_and_reason() {
    let cases = [
        ("2\n1 1 1\n1 0 0\n", "line 3: floor '1 0 0' is unstable"),
        ("0\n", "line 1: a tower needs at least one floor"),
        ("x\n", "line 1: expected the number of floors"),
        ("3\n1 1 1\n1 1 1\n", "line 4: missing floor 3 of 3"),
        ("1\n1 1 1\n0 1 0\n", "line 3: unexpected extra line"),
        ("1\n1 1 2\n", "line 2: value 3 is '2', not 0 or 1"),
    ];
    for (text, message) in cases {
        conway()
            .args(["solve", "tower", "-"])
            .write_stdin(text)
            .assert()
            .code(2)
            .stdout("")
            .stderr(predicate::str::contains(message));
    }
}

#[test]
fn bad_options_and_missing_files_exit_2() {
    let ok = "1\n1 1 1\n";
    for args in [
        &["--modulus", "0"][..],
        &["--modulus", "1"],
        &["--modulus", "-5"],
    ] {
        conway()
            .args(["solve", "tower", "-"])
            .args(args)
            .write_stdin(ok)
            .assert()
            .code(2);
    }
    conway()
        .args(["solve", "tower", "-", "--exact", "--modulus", "5"])
        .write_stdin(ok)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("cannot be used with"));
    conway()
        .args(["solve", "tower", "/nonexistent/tower.txt"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "cannot read tower from '/nonexistent/tower.txt'",
        ));
    conway().args(["solve", "tower"]).assert().code(2);
    conway()
        .args(["solve", "tower", "-"])
        .write_stdin(vec![0xffu8, 0xfe, b'\n'])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("cannot read tower"));
}

#[test]
fn help_explains_the_format() {
    conway()
        .args(["solve", "tower", "--help"])
        .assert()
        .success()
        .stdout(predicate::str::contains("top floor first"))
        .stdout(predicate::str::contains("--modulus"));
}
