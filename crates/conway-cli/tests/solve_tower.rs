//! `conway solve tower` end to end, error paths included.

use crate::util::{conway, predicate};
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
    assert_eq!(run(&["--modulus", "7"]), "B\n4 (mod 7)\n");
    assert_eq!(run(&[]), "B\n18\n");
    assert_eq!(run(&["--policy", "all"]), "B\n38\n");
    assert_eq!(
        run(&["--policy", "all", "--modulus", "18446744073709551616"]),
        "B\n38 (mod 18446744073709551616)\n"
    );
    let json: serde_json::Value = serde_json::from_str(&run(&["--json"])).unwrap();
    assert_eq!(json["winner"], "B");
    assert_eq!(json["answer"], "18");
    assert_eq!(json["modulus"], serde_json::Value::Null);
    assert_eq!(json["policy"], "optimal");
    let json: serde_json::Value =
        serde_json::from_str(&run(&["--json", "--modulus", "1000000007"])).unwrap();
    assert_eq!(json["modulus"], "1000000007");
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
    let exact = run(&[]);
    let modular = run(&["--modulus", "1000000007"]);
    let (winner, digits) = exact.trim().split_once('\n').unwrap();
    let reduced = digits
        .bytes()
        .fold(0u64, |r, d| (r * 10 + (d - b'0') as u64) % 1_000_000_007);
    assert!(digits.len() > 20, "a big exact count: {digits}");
    assert_eq!(modular, format!("{winner}\n{reduced} (mod 1000000007)\n"));
}

#[test]
fn bad_input_exits_2_with_the_line_and_reason() {
    let cases = [
        (
            "2\n1 1 1\n1 0 0\n",
            "line 3: floor 2 of 2: '1 0 0' is unstable",
        ),
        ("0\n", "line 1: a tower needs at least one floor"),
        ("x\n", "line 1: expected the number of floors"),
        ("", "line 1: empty input"),
        (
            "3\n1 1 1\n1 1 1\n",
            "line 1: n = 3 floors announced, but only 2 line(s) follow",
        ),
        (
            "99999999999999999999999\n1 1 1\n",
            "line 1: n = 99999999999999999999999 floors",
        ),
        ("1\n1 1 1\n0 1 0\n", "line 3: unexpected extra line"),
        (
            "2\n1 1 1\n1 2 1\n",
            "line 3: floor 2 of 2: the middle block (value 2 of 3) must be 0 or 1, found '2'",
        ),
        (
            "1\n1 1 2\n",
            "line 2: floor 1 of 1: the right block (value 3 of 3) must be 0 or 1",
        ),
        (
            "2\r\n1 1 1\r\n1 1\r\n",
            "line 3: floor 2 of 2: expected three values 0/1 separated by spaces, found 2",
        ),
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
        .args(["solve", "tower", "/nonexistent/tower.txt"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "cannot read tower from '/nonexistent/tower.txt'",
        ));
    conway().args(["solve", "tower"]).assert().code(2);
    conway()
        .args(["solve", "tower", "-"])
        .write_stdin(b"2\n1 1 1\n1 \xff 1\n".to_vec())
        .assert()
        .code(2)
        .stderr("conway: -: line 3: not UTF-8 text\n");
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

#[test]
fn towers_beyond_the_documented_limits_are_refused() {
    let full = |n: usize| format!("{n}\n") + &"1 1 1\n".repeat(n);
    let cases: [(usize, &[&str], &str); 5] = [
        (2501, &[], "2501 floors is above the limit of 2500"),
        (1501, &["--policy", "all"], "limit of 1500"),
        (
            2501,
            &["--modulus", "18446744073709551616"],
            "limit of 2500",
        ),
        (100_001, &["--modulus", "1000000007"], "limit of 100000"),
        (
            40_001,
            &["--modulus", "7", "--policy", "all"],
            "limit of 40000",
        ),
    ];
    for (n, args, message) in cases {
        conway()
            .args(["solve", "tower", "-"])
            .args(args)
            .write_stdin(full(n))
            .assert()
            .code(2)
            .stdout("")
            .stderr(predicate::str::contains(message));
    }
    conway()
        .args(["solve", "tower", "--help"])
        .assert()
        .success()
        .stdout(predicate::str::contains("n <= 100000"))
        .stdout(predicate::str::contains("n <= 2500"));
}

#[test]
fn endless_or_oversized_input_is_refused() {
    #[cfg(unix)]
    conway()
        .args(["solve", "tower", "/dev/zero"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("larger than 16 MiB"));
    let huge = format!("1\n1 1 1{}\n", " ".repeat(17 << 20));
    conway()
        .args(["solve", "tower", "-"])
        .write_stdin(huge)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("larger than 16 MiB"));
}
