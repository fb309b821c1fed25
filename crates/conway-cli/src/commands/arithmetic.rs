//! `--modulus`: exact counts by default, residues modulo `P >= 2` on request. A command
//! implements [`Counting`] once, generically, and [`with_modulus`] runs it in the chosen
//! arithmetic.

use crate::error::CliError;
use conway::count::{Arithmetic, Exact, Modular};

/// The options every counting command shares.
#[derive(clap::Args, Debug)]
pub struct CountOptions {
    /// Count modulo P (P >= 2) instead of exactly.
    #[arg(long, value_name = "P")]
    pub modulus: Option<u64>,
    /// Print one JSON object.
    #[arg(long)]
    pub json: bool,
}

/// A computation generic over the counting arithmetic.
pub trait Counting {
    /// What it produces.
    type Output;
    /// Runs it in `a`.
    fn run<A: Arithmetic>(self, a: &A) -> Result<Self::Output, CliError>;
}

/// Runs `job` exactly (`None`) or modulo the user's modulus, refusing a modulus below 2.
pub fn with_modulus<C: Counting>(modulus: Option<u64>, job: C) -> Result<C::Output, CliError> {
    match modulus {
        None => job.run(&Exact),
        Some(m) => {
            let a = Modular::new(m).map_err(|e| CliError::input(format!("--modulus: {e}")))?;
            job.run(&a)
        }
    }
}

/// The modulus as JSON: `null` for exact counts, else a decimal string.
pub fn modulus_json(modulus: Option<u64>) -> serde_json::Value {
    modulus.map_or(serde_json::Value::Null, |m| m.to_string().into())
}

/// ` (mod P)` after a residue in text output, nothing for an exact count.
pub fn modulo_suffix(modulus: Option<u64>) -> String {
    modulus.map_or(String::new(), |m| format!(" (mod {m})"))
}
