//! `conway nim EXPR`: nim arithmetic on integers read as nimbers below `2^128`
//! ([`conway::impartial::nimber::expression`]; the field operations are [`conway::impartial::nimber::NimField`]).

use crate::error::CliError;
use conway::excerpt::excerpt;
use conway::impartial::nimber::expression::evaluate;
use serde_json::json;

/// Options of `conway nim`.
#[derive(clap::Args, Debug)]
#[command(after_help = "\
EXPR reads integers as nimbers (below 2^128) and combines them with
  a + b      the nim-sum (xor)
  a * b      the nim-product (Conway, On Numbers and Games, ch. 6)
  a / b      the quotient: a * (1/b)
  a ^ n      the power, n an ordinary integer (n < 0: a power of 1/a); not chained
  sqrt(a)    the square root (every nimber has exactly one)
  ( ... )    grouping
^ binds tighter than * and /, which bind tighter than +. Integers are decimal, or
hexadecimal after 0x. The nimbers below 2^(2^k) form a field: 2*2 = 3, 16*16 = 24.
The output is the value, in decimal; with --json, {\"expression\": EXPR, \"value\": \"...\"}
(the value as a string of digits). Dividing by 0 is an error (exit status 2).

Examples:
  conway nim '2*2'
  conway nim '(5 + 3) * 7 / 9'
  conway nim 'sqrt(2)^2 + 2^-1'
  conway nim '0x100000000 * 0x100000000' --json")]
pub struct Args {
    /// The expression.
    #[arg(value_name = "EXPR", allow_hyphen_values = true)]
    expression: String,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
}

/// Runs the command.
pub fn run(args: Args) -> Result<(), CliError> {
    let value = evaluate(&args.expression)
        .map_err(|e| CliError::input(format!("{}: {e}", excerpt(&args.expression))))?;
    if args.json {
        super::print_json(&json!({
            "expression": args.expression,
            "value": value.to_string(),
        }));
    } else {
        println!("{value}");
    }
    Ok(())
}
