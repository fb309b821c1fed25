//! `conway demo` runs every seed problem at full size: its answers are the targets stated
//! in docs/problems.md (and the literature's periods of Kayles and Dawson's Kayles), and
//! the table and the JSON agree.

use crate::util::{conway, json_of};

#[test]
fn demo_reproduces_every_target() {
    let json = json_of(&["demo", "--json"]);
    let rows = json["demo"].as_array().expect("a list of computations");
    let answer_of = |prefix: &str| -> String {
        let row = rows
            .iter()
            .find(|r| r["problem"].as_str().unwrap().starts_with(prefix))
            .unwrap_or_else(|| panic!("no demo row for {prefix}"));
        assert!(row["seconds"].as_f64().unwrap() >= 0.0);
        row["answer"].as_str().unwrap().to_string()
    };
    // Winning Ways, ch. 4: Kayles has period 12 from 71, Dawson's Kayles 34 from 53.
    assert_eq!(answer_of("Kayles"), "period 12 from 71 (certified)");
    assert_eq!(answer_of("Dawson"), "period 34 from 53 (certified)");
    // docs/problems.md, the targets of the five problems.
    assert_eq!(answer_of("1 Nim Square"), "2586528661783");
    assert_eq!(answer_of("2 Scatterstone"), "626616617");
    assert_eq!(answer_of("3 Paper Cutting"), "5707485980743099");
    assert_eq!(answer_of("4 Young"), "740759929");
    // The demo's tower (5000 generated floors) through `conway solve tower`: the same
    // winner and count of optimal records modulo 1000000007.
    let tower = conway_games::problems::tower::Tower::random(5000, 1).to_string();
    let solved: serde_json::Value = serde_json::from_slice(
        &conway()
            .args(["solve", "tower", "-", "--modulus", "1000000007", "--json"])
            .write_stdin(tower)
            .output()
            .unwrap()
            .stdout,
    )
    .unwrap();
    let expected = format!(
        "{} {}",
        solved["winner"].as_str().unwrap(),
        solved["answer"].as_str().unwrap()
    );
    assert_eq!(answer_of("5 Tower"), expected);
}

#[test]
fn demo_table_lists_every_computation() {
    let out = conway().arg("demo").output().unwrap();
    assert!(out.status.success());
    let table = String::from_utf8(out.stdout).unwrap();
    for answer in [
        "2586528661783",
        "626616617",
        "5707485980743099",
        "740759929",
    ] {
        assert!(table.contains(answer), "{answer} missing from\n{table}");
    }
    assert_eq!(
        table.lines().count(),
        10,
        "a header and nine rows:\n{table}"
    );
}
