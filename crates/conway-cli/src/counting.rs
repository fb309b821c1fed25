//! The option set every counting command shares (`--modulus P`, `--json`) and the output
//! contract of `docs/cli.md`: exact counts by default, residues modulo any `P >= 2` on
//! request; a `--json` object whose core keys are the problem (or command), the answer as
//! a decimal string, the modulus (`null` or a decimal string) and the seconds taken.
//!
//! A command implements [`Counting`] once, generically, and [`CountOptions::run`] runs it
//! in the arithmetic the modulus calls for ([`conway::count::arith::run_counting`]).

use crate::error::CliError;
use conway::count::arith::run_counting;
pub use conway::count::arith::{Cost, Counting};
use num_bigint::BigUint;
use serde_json::{json, Value};
use std::fmt;
use std::time::Instant;

/// A modulus given by the user: an integer `P >= 2` of any size.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Modulus(BigUint);

impl Modulus {
    /// `n mod P`.
    pub fn reduce(&self, n: u128) -> String {
        (BigUint::from(n) % &self.0).to_string()
    }
}

impl fmt::Display for Modulus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// Parses `--modulus`: decimal digits (a malformed number is a usage error that clap
/// reports, like any other; a number below 2 is refused by [`CountOptions::check`]).
fn parse_modulus(text: &str) -> Result<Modulus, String> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err("expected an integer P >= 2 written in decimal digits, e.g. 1000000007".into());
    }
    text.parse().map(Modulus).map_err(|e| format!("{e}"))
}

/// The options every counting command shares.
#[derive(clap::Args, Clone, Debug)]
pub struct CountOptions {
    /// Count modulo P instead of exactly: any integer P >= 2. Below 2^64 the count is
    /// computed in machine words; a larger P is served by exact arithmetic, reduced at the
    /// end (so it obeys the limits of exact counts).
    #[arg(long, value_name = "P", value_parser = parse_modulus)]
    pub modulus: Option<Modulus>,
    /// Print one JSON object: "problem" or "command", "answer" (a decimal string),
    /// "modulus" (null or a decimal string), "seconds", and the command's own keys.
    #[arg(long)]
    pub json: bool,
}

/// What a JSON report is about: a `solve` problem or a command.
#[derive(Clone, Copy, Debug)]
pub enum Subject {
    /// `"problem": NAME` (the `solve` commands).
    Problem(&'static str),
    /// `"command": NAME`.
    Command(&'static str),
}

impl CountOptions {
    /// Refuses a modulus below 2 (commands call it before any work).
    pub fn check(&self) -> Result<(), CliError> {
        match &self.modulus {
            Some(p) if p.0 < BigUint::from(2u32) => Err(CliError::input(format!(
                "--modulus: the modulus must be at least 2 (got {p})"
            ))),
            _ => Ok(()),
        }
    }

    /// Runs `job` exactly, or modulo the user's modulus (see [`run_counting`]).
    pub fn run<C: Counting<Error = CliError>>(&self, job: C) -> Result<C::Output, CliError> {
        self.check()?;
        run_counting(self.modulus(), job)
    }

    /// The user's modulus, if any.
    pub fn modulus(&self) -> Option<&BigUint> {
        self.modulus.as_ref().map(|m| &m.0)
    }

    /// The arithmetic the request costs.
    pub fn cost(&self) -> Cost {
        Cost::of(self.modulus())
    }

    /// The arithmetic a count by nim-sum costs ([`Cost::of_nim_sums`]).
    pub fn nim_sum_cost(&self) -> Cost {
        Cost::of_nim_sums(self.modulus())
    }

    /// ` (mod P)` after a residue in text output, nothing for an exact count.
    pub fn suffix(&self) -> String {
        self.modulus
            .as_ref()
            .map_or(String::new(), |m| format!(" (mod {m})"))
    }

    /// Prints the JSON report: the core keys, then the command's own (`extra`, an object
    /// whose keys must differ from the core ones).
    pub fn print_json(&self, subject: Subject, answer: &str, start: Instant, extra: Value) {
        let (key, name) = match subject {
            Subject::Problem(name) => ("problem", name),
            Subject::Command(name) => ("command", name),
        };
        let mut report = json!({
            key: name,
            "answer": answer,
            "modulus": self.modulus.as_ref().map(|m| m.to_string()),
            "seconds": start.elapsed().as_secs_f64(),
        });
        let core = report.as_object_mut().expect("an object");
        for (k, v) in extra.as_object().expect("extra keys form an object") {
            debug_assert!(!core.contains_key(k), "{k} is a core key");
            core.insert(k.clone(), v.clone());
        }
        crate::commands::print_json(&report);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_modulus_is_any_integer_from_two() {
        let options = |p: &str| CountOptions {
            modulus: Some(parse_modulus(p).unwrap()),
            json: false,
        };
        assert!(options("2").check().is_ok());
        assert!(options("18446744073709551616").check().is_ok());
        for small in ["0", "1", "00"] {
            let message = options(small).check().unwrap_err().message().to_string();
            assert!(message.contains("at least 2"), "{message}");
        }
        assert_eq!(u64::try_from(&parse_modulus("2").unwrap().0).ok(), Some(2));
        assert_eq!(
            u64::try_from(&parse_modulus("007").unwrap().0).ok(),
            Some(7)
        );
        let big = parse_modulus("18446744073709551616").unwrap();
        assert_eq!(
            (u64::try_from(&big.0).ok(), big.to_string()),
            (None, "18446744073709551616".into())
        );
        assert_eq!(big.reduce(u128::MAX), "18446744073709551615");
        for bad in ["", "-5", "+5", "1e9", "abc", " 7", "7 "] {
            assert!(parse_modulus(bad).is_err(), "{bad:?}");
        }
    }
}
