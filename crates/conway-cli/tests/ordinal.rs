//! `conway ordinal EXPR` end to end: textbook identities of ordinal arithmetic, the JSON
//! form (nested terms), and the error paths (exit status 2, one line naming the limit).

use crate::util::{conway, json_of, refused};

/// The text `conway ordinal EXPR` prints, which must succeed.
fn ordinal(expression: &str) -> String {
    let out = conway().args(["ordinal", expression]).output().unwrap();
    assert!(
        out.status.success(),
        "{expression}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap().trim().to_string()
}

/// Sierpiński, *Cardinal and Ordinal Numbers*, ch. XIV: neither the sum nor the product
/// commutes; the natural sum does.
#[test]
fn textbook_identities() {
    for (expression, value) in [
        ("1 + omega", "omega"),
        ("omega + 1", "omega + 1"),
        ("2 * w", "omega"),
        ("w * 2", "omega*2"),
        ("(omega + 1)^2", "omega^2 + omega + 1"),
        ("2^omega^2", "omega^omega"),
        ("omega^omega^omega", "omega^(omega^omega)"),
        ("natural_sum(1, omega)", "omega + 1"),
        (
            "natural_product(omega + 1, omega + 1)",
            "omega^2 + omega*2 + 1",
        ),
        ("0x10 + 1", "17"),
    ] {
        assert_eq!(ordinal(expression), value, "{expression}");
        assert_eq!(ordinal(value), value, "the normal form reads back");
    }
}

#[test]
fn json_gives_the_terms() {
    let v = json_of(&["ordinal", "omega^omega*3 + 5", "--json"]);
    assert_eq!(v["expression"], "omega^omega*3 + 5");
    assert_eq!(v["value"], "omega^omega*3 + 5");
    assert_eq!(v["finite"], false);
    assert_eq!(v["terms"][0]["coefficient"], "3");
    assert_eq!(v["terms"][0]["exponent"]["value"], "omega");
    assert_eq!(
        v["terms"][0]["exponent"]["terms"][0]["exponent"]["value"],
        "1"
    );
    assert_eq!(v["terms"][1]["exponent"]["value"], "0");
    assert_eq!(v["terms"][1]["coefficient"], "5");
}

#[test]
fn bad_expressions_exit_2_with_one_line() {
    refused(
        &["ordinal", "omega - 1"],
        "column 7: expected '+', '*', '^' or the end, found '- 1'",
    );
    refused(&["ordinal", "epsilon_0"], "column 1: unknown name 'epsilon_0': the names are omega (or w), natural_sum and natural_product");
    refused(
        &["ordinal", "3^200"],
        "column 2: a coefficient of the result would pass 2^128 - 1, the largest held",
    );
    refused(&["ordinal", "(w+1)^1000000"], "column 6: the result's normal form would have more than 100000 terms (counted through the exponents), the most held");
}
