//! `conway ordinal EXPR`: ordinal arithmetic on Cantor normal forms
//! ([`conway::ordinal`]).

use crate::error::CliError;
use conway::excerpt::excerpt;
use conway::ordinal::expression::parse;
use conway::ordinal::Ordinal;
use serde_json::{json, Value};

/// Options of `conway ordinal`.
#[derive(clap::Args, Debug)]
#[command(after_help = "\
EXPR is an ordinal below epsilon_0, written with
  a + b      the ordinal sum (1 + omega = omega, omega + 1 > omega)
  a * b      the ordinal product (2*omega = omega, omega*2 = omega + omega)
  a ^ b      the ordinal power, right to left (omega^omega^omega = omega^(omega^omega))
  natural_sum(a, b), natural_product(a, b)
             the natural (Hessenberg) sum and product, commutative
  omega, w   the least infinite ordinal
  ( ... )    grouping
Integers are decimal or hexadecimal (0x), below 2^128. The output is the Cantor normal
form, omega^(omega + 1)*3 + omega*2 + 5 (exponents decreasing, an exponent bracketed
unless it is an integer or omega), which EXPR syntax reads back. With --json,
{\"expression\": EXPR, \"value\": \"...\", \"finite\": true|false, \"terms\": [{\"exponent\":
<the same object>, \"coefficient\": \"...\"}, ...]} (coefficients as strings). A
coefficient past 2^128 - 1, or a normal form of more than 100000 terms, is an error
(exit status 2) naming the limit. Nim arithmetic on ordinals is conway nim.

Examples:
  conway ordinal '1 + omega'
  conway ordinal '(omega + 1)^2'
  conway ordinal '2^omega^2'
  conway ordinal 'natural_sum(omega + 1, omega^2*3)' --json")]
pub struct Args {
    /// The expression.
    #[arg(value_name = "EXPR", allow_hyphen_values = true)]
    expression: String,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
}

/// The normal form as nested JSON: the value, and its terms with their exponents.
pub fn ordinal_json(ordinal: &Ordinal) -> Value {
    json!({
        "value": ordinal.to_string(),
        "finite": ordinal.is_finite(),
        "terms": ordinal
            .terms()
            .map(|(exponent, coefficient)| json!({
                "exponent": ordinal_json(exponent),
                "coefficient": coefficient.to_string(),
            }))
            .collect::<Vec<_>>(),
    })
}

/// The value of an ordinal expression as `conway ordinal --json` prints it.
pub fn json(expression: &str) -> Result<Value, CliError> {
    let value =
        parse(expression).map_err(|e| CliError::input(format!("{}: {e}", excerpt(expression))))?;
    let mut object = ordinal_json(&value);
    object["expression"] = json!(expression);
    Ok(object)
}

/// Runs the command.
pub fn run(args: Args) -> Result<(), CliError> {
    super::print_value_or_json(&json(&args.expression)?, args.json);
    Ok(())
}
