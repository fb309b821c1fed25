//! `conway nim EXPR` end to end: the multiplication table of the nimbers below 16 against
//! the definition (mex), the field laws through expressions, transfinite nimbers (ONAG's
//! identities), the JSON form, and the error paths (exit status 2, one line).

use crate::util::{conway, json_of};
use conway::impartial::nimber::definition::product_table;

/// The value printed by `conway nim EXPR`, which must succeed.
fn nim(expression: &str) -> u128 {
    let out = conway().args(["nim", expression]).output().unwrap();
    assert!(
        out.status.success(),
        "{expression}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .unwrap()
        .trim()
        .parse()
        .unwrap()
}

#[test]
fn products_below_16_are_those_of_the_definition() {
    let table = product_table(16);
    for a in [2usize, 3, 7, 9, 15] {
        for (b, &expected) in table[a].iter().enumerate() {
            assert_eq!(nim(&format!("{a}*{b}")), u128::from(expected), "{a}*{b}");
        }
    }
}

#[test]
fn field_laws_through_expressions() {
    assert_eq!(nim("(123456789 * 987654321) / 987654321"), 123456789);
    assert_eq!(nim("sqrt(0xdeadbeef)^2"), 0xdeadbeef);
    assert_eq!(nim("7^255"), 1); // the multiplicative group of GF(256) has order 255
    assert_eq!(nim("2^-1"), 3);
    // The Fermat 2-power 2^64: F * F = 3F/2.
    assert_eq!(nim("18446744073709551616 * 18446744073709551616"), 3 << 63);
}

#[test]
fn json_gives_the_value_as_a_string() {
    let v = json_of(&["nim", "2*3 + 1", "--json"]);
    assert_eq!(v["expression"], "2*3 + 1");
    assert_eq!(v["value"], "0");
    assert_eq!(v["finite"], true);
    let v = json_of(&["nim", "omega * omega", "--json"]);
    assert_eq!(v["value"], "omega^2");
    assert_eq!(v["finite"], false);
}

/// The text `conway nim EXPR` prints, which must succeed.
fn nim_text(expression: &str) -> String {
    let out = conway().args(["nim", expression]).output().unwrap();
    assert!(
        out.status.success(),
        "{expression}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap().trim().to_string()
}

/// ONAG ch. 6: omega is a cube root of 2, omega^omega a fifth root of 4, and
/// omega^(omega^2) a seventh root of omega + 1; ordinal and nim powers agree below the
/// degree; quotients and roots invert products.
#[test]
fn transfinite_nimbers_follow_onag() {
    assert_eq!(nim_text("omega^3"), "2");
    assert_eq!(nim_text("w * w"), "omega^2");
    assert_eq!(nim_text("[omega^omega]^5"), "4");
    assert_eq!(nim_text("[omega^omega^2]^7"), "omega + 1");
    assert_eq!(nim_text("[omega*3 + 5] + [omega*6 + 1]"), "omega*5 + 4");
    assert_eq!(nim_text("(omega + 1) * (1/(omega + 1))"), "1");
    assert_eq!(nim_text("sqrt([omega^omega + 7])^2"), "omega^omega + 7");
    assert_eq!(
        nim_text("[omega^(omega^12)]^43 / [omega^(omega^2) + 1]"),
        "1"
    );
}

#[test]
fn bad_expressions_exit_2_with_one_line() {
    for (expression, message) in [
        ("1/0", "conway: 1/0: column 2: division by 0\n"),
        ("2^3^2", "conway: 2^3^2: column 4: a power is not raised again without parentheses: write (a^b)^c\n"),
        ("(1", "conway: (1: column 3: expected ')' to close the '(' of column 1, found the end of the input\n"),
        ("x", "conway: x: column 1: unknown name 'x': the names are omega (or w) and the function sqrt\n"),
        ("[omega^(omega^13)] * omega", "conway: [omega^(omega^13)] * omega: column 20: nim-products are computed for ordinals below omega^(omega^13) (the levels of the odd primes up to 43); this operand is not\n"),
        ("[omega - 1]", "conway: [omega - 1]: column 8: expected ']' to close the '[' of column 1, found '- 1]'\n"),
        ("0^-1", "conway: 0^-1: column 2: 0 has no inverse, so no negative power\n"),
    ] {
        let out = conway().args(["nim", expression]).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{expression}");
        assert!(out.stdout.is_empty());
        assert_eq!(String::from_utf8_lossy(&out.stderr), message);
    }
    let out = conway().args(["nim"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
}
