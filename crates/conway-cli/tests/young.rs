//! `conway solve young-staircases` and `conway value young:/staircase:` end to end.

use crate::util::{conway, predicate};

#[test]
fn seed_checks() {
    conway()
        .args(["solve", "young-staircases", "--games", "2", "--weight", "4"])
        .assert()
        .success()
        .stdout("S(2, 4) = 7\n");
    let out = conway()
        .args([
            "solve",
            "young-staircases",
            "--games",
            "3",
            "--weight",
            "9",
            "--json",
        ])
        .output()
        .unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["answer"], "315319");
}

#[test]
fn young_positions_have_values() {
    conway()
        .args(["value", "young:4,1,1"])
        .assert()
        .success()
        .stdout(predicate::str::contains("canonical    {2|-1}"));
    conway()
        .args(["value", "staircase:2,4,3", "--json"])
        .assert()
        .success();
}

#[test]
fn bad_input_exits_2() {
    for line in [
        "solve young-staircases --games 0 --weight 4",
        "solve young-staircases --games 2 --weight 4 --modulus 1",
        "solve young-staircases --games 2 --weight 5000",
        "solve young-staircases --games 64 --weight 1000",
        "solve young-staircases --games 65 --weight 4",
        "solve young-staircases --games 64 --weight 65 --modulus 1000000007",
        "solve young-staircases --games 32 --weight 33",
        "solve young-staircases --games 2 --weight 600 --modulus 18446744073709551616",
        "value young:3,5",
        "value staircase:1,2",
    ] {
        let args: Vec<&str> = line.split(' ').collect();
        conway()
            .args(&args)
            .assert()
            .code(2)
            .stderr(predicate::str::contains("panicked").not());
    }
}
