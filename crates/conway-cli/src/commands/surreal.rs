//! `conway surreal EXPR`: surreal numbers beyond the dyadics ([`conway::surreal`]): the
//! normal form, sign, kind and birthday of a number, the simplest number between two,
//! and a short game plus the number (its stops, and how the game compares with it).

use crate::error::CliError;
use crate::expression::{evaluate, WorkLimit};
use crate::progress::Context;
use conway::excerpt::excerpt;
use conway::surreal::{expression::parse, Surreal};
use serde_json::{json, Value};
use std::cmp::Ordering;

/// Options of `conway surreal`.
#[derive(clap::Args, Debug)]
#[command(after_help = "\
EXPR is a surreal number, a finite sum of powers of omega with rational coefficients:
  3, 1/3, -2/7     rationals (integers below 2^127)
  omega, w         the least infinite ordinal
  a + b, a - b, -a, a * b
  a / b            the quotient, when b is one term (1/omega; 1/(omega + 1) is an
                   infinite sum, refused)
  a ^ n            an integer power (n < 0: of the inverse)
  omega^y          omega to any power y held: omega^(1/2), omega^omega, omega^-1
  sqrt(a)          of one term r*omega^y with r a rational square: sqrt(omega)
  ( ... )          grouping
The output: the normal form (which EXPR syntax reads back), the sign, the kind (zero,
real, infinite or infinitesimal) and the birthday where it is known (dyadics, other
rationals: omega, ordinals); --between Y adds the simplest number strictly between two
real numbers; --game G (a game expression, as for conway value) adds the stops of
G + EXPR and the relation of G to EXPR, by number avoidance (ONAG ch. 9). With --json:
{\"expression\", \"value\", \"sign\" (-1, 0, 1), \"kind\", \"birthday\" (string or null),
\"terms\": [{\"exponent\": {the same}, \"coefficient\": \"p/q\"}], \"between\" (string, with
--between), \"game\": {\"expression\", \"left_stop\", \"right_stop\", \"relation\"} (with
--game)}. A quotient or root outside the field held, a coefficient past 2^127, or a
number of more than 100000 terms is an error (exit status 2) naming the limit.

Examples:
  conway surreal '1/3 + 1/3 + 1/3'
  conway surreal 'omega * (1/omega)'
  conway surreal 'sqrt(omega) - omega/2' --json
  conway surreal 1/3 --between 1/2
  conway surreal 'omega - 1' --game '{1|-1}'")]
pub struct Args {
    /// The surreal number.
    #[arg(value_name = "EXPR", allow_hyphen_values = true)]
    expression: String,
    /// Also the simplest number strictly between EXPR and this real number.
    #[arg(long, value_name = "Y", allow_hyphen_values = true)]
    between: Option<String>,
    /// Also the stops of G + EXPR and how G compares with EXPR (G a game expression).
    #[arg(long, value_name = "G", allow_hyphen_values = true)]
    game: Option<String>,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    limit: WorkLimit,
}

fn read(text: &str) -> Result<Surreal, CliError> {
    parse(text).map_err(|e| CliError::input(format!("{}: {e}", excerpt(text))))
}

/// The normal form as nested JSON.
fn terms_json(x: &Surreal) -> Value {
    json!(x
        .terms()
        .map(|(exponent, c)| json!({
            "exponent": { "value": exponent.to_string(), "terms": terms_json(exponent) },
            "coefficient": c.to_string(),
        }))
        .collect::<Vec<_>>())
}

fn kind(x: &Surreal) -> &'static str {
    if x.is_zero() {
        "zero"
    } else if x.is_infinite() {
        "infinite"
    } else if x.is_infinitesimal() {
        "infinitesimal"
    } else {
        "real"
    }
}

fn relation(order: Option<Ordering>) -> &'static str {
    match order {
        Some(Ordering::Less) => "<",
        Some(Ordering::Greater) => ">",
        Some(Ordering::Equal) => "=",
        None => "||",
    }
}

/// The number as `conway surreal EXPR --json` describes it (without `--between` and
/// `--game`).
pub fn json(expression: &str) -> Result<Value, CliError> {
    let x = read(expression)?;
    Ok(json!({
        "expression": expression,
        "value": x.to_string(),
        "sign": x.signum(),
        "kind": kind(&x),
        "birthday": x.birthday().map(|o| o.to_string()),
        "terms": terms_json(&x),
    }))
}

/// Runs the command.
pub fn run(args: Args, ctx: &Context) -> Result<(), CliError> {
    let x = read(&args.expression)?;
    let mut answer = json(&args.expression)?;
    if let Some(other) = &args.between {
        let y = read(other)?;
        let (lo, hi) = if x <= y { (&x, &y) } else { (&y, &x) };
        let z = Surreal::simplest_between(lo, hi)
            .map_err(|e| CliError::input(format!("--between {}: {e}", excerpt(other))))?;
        answer["between"] = json!(z.to_string());
    }
    if let Some(game) = &args.game {
        let (left, right, order) = args.limit.compute(|arena| {
            let [g] = evaluate(arena, [(game.as_str(), "game expression (G)")], ctx, None)?;
            let fault = |e: conway::surreal::SurrealError| CliError::input(e.to_string());
            let (left, right) = x.stops_with_game(arena, g).map_err(fault)?;
            let order = x.compare_with_game(arena, g).map_err(fault)?;
            Ok((left, right, order))
        })?;
        answer["game"] = json!({
            "expression": game,
            "left_stop": left.to_string(),
            "right_stop": right.to_string(),
            "relation": relation(order),
        });
    }
    if args.json {
        super::print_json(&answer);
        return Ok(());
    }
    let sign = ["negative", "zero", "positive"][(x.signum() + 1) as usize];
    println!("value        {x}");
    println!("sign         {sign}");
    println!("kind         {}", kind(&x));
    match x.birthday() {
        Some(day) => println!("birthday     {day}"),
        None => println!("birthday     (not computed here for this number)"),
    }
    if let Some(z) = answer["between"].as_str() {
        println!("between      {z} (the simplest number between the two)");
    }
    if let Some(g) = answer.get("game") {
        println!(
            "G + x stops  left {}, right {}",
            g["left_stop"].as_str().unwrap_or(""),
            g["right_stop"].as_str().unwrap_or("")
        );
        println!(
            "G vs x       {} (G = {})",
            g["relation"].as_str().unwrap_or(""),
            g["expression"].as_str().unwrap_or("")
        );
    }
    Ok(())
}
