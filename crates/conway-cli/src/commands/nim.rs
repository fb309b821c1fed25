//! `conway nim EXPR`: nim arithmetic on ordinals read as nimbers
//! ([`conway::impartial::nimber::expression`]; the finite field operations are
//! [`conway::impartial::nimber::NimField`], the transfinite ones
//! [`conway::impartial::nimber::transfinite`]).

use crate::error::CliError;
use conway::excerpt::excerpt;
use conway::impartial::nimber::expression::evaluate;
use serde_json::json;

/// Options of `conway nim`.
#[derive(clap::Args, Debug)]
#[command(after_help = "\
EXPR reads integers, omega and ordinals as nimbers and combines them with
  a + b      the nim-sum (xor; of ordinals: xor of the coefficients of like powers)
  a * b      the nim-product (Conway, On Numbers and Games, ch. 6)
  a / b      the quotient: a * (1/b)
  a ^ n      the power, n an ordinary integer (n < 0: a power of 1/a); not chained
  sqrt(a)    the square root (every nimber has exactly one)
  ( ... )    grouping
  omega, w   the least infinite ordinal, as a nimber
  [ ... ]    an ordinal written in ordinal arithmetic, as ONAG brackets it:
             [omega^2] is the ordinal omega^2, while omega^2 is omega*omega here
             (see conway ordinal --help for that syntax)
^ binds tighter than * and /, which bind tighter than +. Integers are decimal, or
hexadecimal after 0x, below 2^128. The nimbers below 2^(2^k) form a field: 2*2 = 3,
16*16 = 24. Sums hold for every ordinal written; products, powers, quotients and roots
of infinite nimbers are computed below omega^(omega^13), by Lenstra's alpha_p for the
odd primes up to 43 (ONAG Thm. 49: omega^3 = 2), inverses and roots in fields of degree
at most 2048 over GF(2). The output is the value, an integer or an ordinal in Cantor
normal form (omega^(omega + 1)*3 + 5); with --json, {\"expression\": EXPR, \"value\":
\"...\", \"finite\": true|false} (the value as a string). Dividing by 0, or an operand
beyond a bound, is an error (exit status 2) naming the bound.

Examples:
  conway nim '2*2'
  conway nim '(5 + 3) * 7 / 9'
  conway nim 'sqrt(2)^2 + 2^-1'
  conway nim '0x100000000 * 0x100000000' --json
  conway nim 'omega^3'
  conway nim '[omega^omega]^5'
  conway nim '1/(omega + 1)'")]
pub struct Args {
    /// The expression.
    #[arg(value_name = "EXPR", allow_hyphen_values = true)]
    expression: String,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
}

/// The value of a nim expression as `conway nim --json` prints it.
pub fn json(expression: &str) -> Result<serde_json::Value, CliError> {
    let value = evaluate(expression)
        .map_err(|e| CliError::input(format!("{}: {e}", excerpt(expression))))?;
    Ok(json!({
        "expression": expression,
        "value": value.to_string(),
        "finite": value.is_finite(),
    }))
}

/// Runs the command.
pub fn run(args: Args) -> Result<(), CliError> {
    super::print_value_or_json(&json(&args.expression)?, args.json);
    Ok(())
}
