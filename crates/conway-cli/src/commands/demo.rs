//! `conway demo`: every seed problem at full size, with timings.

use crate::error::CliError;
use crate::progress::Context;
use std::time::Instant;

/// Options of `conway demo`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Print one JSON object instead of a table.
    #[arg(long)]
    json: bool,
}

/// One computation of the demo: what it is, and how to run it (returns the answer).
struct Entry {
    problem: &'static str,
    parameters: &'static str,
    run: fn() -> Result<String, CliError>,
}

/// Every demo computation, in the order shown.
fn entries() -> Vec<Entry> {
    vec![]
}

/// Runs the demo.
pub fn run(args: Args, _ctx: &Context) -> Result<(), CliError> {
    let mut rows = Vec::new();
    for entry in entries() {
        let start = Instant::now();
        let answer = (entry.run)()?;
        let seconds = start.elapsed().as_secs_f64();
        if !args.json {
            println!(
                "{:<28} {:<32} {:>24} {:>9.3} s",
                entry.problem, entry.parameters, answer, seconds
            );
        }
        rows.push(serde_json::json!({
            "problem": entry.problem,
            "parameters": entry.parameters,
            "answer": answer,
            "seconds": seconds,
        }));
    }
    if args.json {
        super::print_json(&serde_json::json!({ "demo": rows }));
    }
    Ok(())
}
