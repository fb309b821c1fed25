//! `conway surreal EXPR` end to end: ONAG's identities, birthdays, the simplest number
//! between two, a game plus a surreal number, the JSON form and the refusals (exit 2).

use crate::util::{json_of, refused};

fn value(expression: &str) -> String {
    json_of(&["surreal", expression, "--json"])["value"]
        .as_str()
        .unwrap()
        .to_string()
}

/// ONAG ch. 3-5: 1/3 + 1/3 + 1/3 = 1, omega · (1/omega) = 1, omega - 1 and omega/2
/// infinite, sqrt(omega)^2 = omega.
#[test]
fn onag_identities() {
    assert_eq!(value("1/3 + 1/3 + 1/3"), "1");
    assert_eq!(value("omega * (1/omega)"), "1");
    assert_eq!(value("sqrt(omega)^2"), "omega");
    assert_eq!(value("(omega - 1) * (omega + 1)"), "omega^2 - 1");
    assert_eq!(value("omega^omega / omega^2"), "omega^(omega - 2)");
    let v = json_of(&["surreal", "omega/2", "--json"]);
    assert_eq!(
        (v["kind"].as_str(), v["sign"].as_i64()),
        (Some("infinite"), Some(1))
    );
    let v = json_of(&["surreal", "-1/omega", "--json"]);
    assert_eq!(
        (v["kind"].as_str(), v["sign"].as_i64()),
        (Some("infinitesimal"), Some(-1))
    );
    assert_eq!(v["terms"][0]["exponent"]["value"], "-1");
}

#[test]
fn birthdays_between_and_games() {
    let day = |x: &str| json_of(&["surreal", x, "--json"])["birthday"].clone();
    assert_eq!(day("3/4"), "3");
    assert_eq!(day("1/3"), "omega");
    assert_eq!(day("omega*2 + 1"), "omega*2 + 1");
    assert!(day("omega - 1").is_null());
    let v = json_of(&["surreal", "1/3", "--between", "1/2", "--json"]);
    assert_eq!(v["between"], "3/8");
    let v = json_of(&["surreal", "1/3", "--game", "{1|-1}", "--json"]);
    assert_eq!(v["game"]["relation"], "||");
    assert_eq!(
        (
            v["game"]["left_stop"].as_str(),
            v["game"]["right_stop"].as_str()
        ),
        (Some("4/3"), Some("-2/3"))
    );
    let v = json_of(&["surreal", "1/omega", "--game", "^", "--json"]);
    assert_eq!(
        v["game"]["relation"], "<",
        "up is below every positive number"
    );
    let v = json_of(&[
        "surreal",
        "omega - 1",
        "--game",
        "domineering:2x3",
        "--json",
    ]);
    assert_eq!(v["game"]["relation"], "<");
}

#[test]
fn refusals_exit_2_with_one_line() {
    refused(&["surreal", "1/(omega + 1)"], "1/(omega + 1): column 2: 1/(omega + 1) is an infinite sum of powers of omega: only single terms are inverted here");
    refused(
        &["surreal", "1/2", "--between", "2/4"],
        "--between 2/4: no number lies strictly between 1/2 and 1/2: the interval is empty",
    );
    refused(
        &["surreal", "1", "--between", "omega"],
        "--between omega: the simplest number between two numbers is computed here for real ones",
    );
    refused(&["surreal", "1/0"], "1/0: column 2: division by 0");
    refused(
        &["surreal", "1", "--game", "{1|"],
        "invalid game expression (G)",
    );
}
