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
    vec![
        Entry {
            problem: "Kayles (0.77)",
            parameters: "G(0..=10^6)",
            run: || grundy("kayles", 1_000_000),
        },
        Entry {
            problem: "Dawson's Kayles (0.07)",
            parameters: "G(0..=10^6)",
            run: || grundy("dawson", 1_000_000),
        },
        Entry {
            problem: "Officers (0.6)",
            parameters: "G(0..=10^5)",
            run: || grundy("octal:0.6", 100_000),
        },
        Entry {
            problem: "Subtraction of squares",
            parameters: "G(0..=10^6)",
            run: || grundy("sub:squares", 1_000_000),
        },
        Entry {
            problem: "1 Nim Square",
            parameters: "L(100000)",
            run: super::solve::nim_square::demo,
        },
        Entry {
            problem: "2 Scatterstone Nim",
            parameters: "g(200) mod 1e9+7",
            run: super::solve::scatterstone::demo,
        },
        Entry {
            problem: "3 Paper Cutting",
            parameters: "D(123,1234567)",
            run: super::solve::paper_cutting::demo,
        },
        Entry {
            problem: "4 Young's Game B",
            parameters: "S(8,64) mod 1e9+7",
            run: super::solve::young::demo,
        },
        Entry {
            problem: "5 Tower",
            parameters: "random n = 5000 (seed 1) mod 1e9+7",
            run: super::solve::tower::demo,
        },
    ]
}

/// A Grundy sequence, summarised as its period or its largest value.
fn grundy(name: &str, to: usize) -> Result<String, CliError> {
    let game = conway::impartial::heap::HeapGame::parse(name).map_err(CliError::input)?;
    let sequence = game
        .sequence(to, None, &mut |_, _| {})
        .map_err(CliError::input)?;
    Ok(match sequence.periodicity {
        Some(p) if p.is_certified() => {
            format!("period {} from {} (certified)", p.period, p.preperiod)
        }
        _ => format!(
            "max {} (no period)",
            sequence.values.iter().max().unwrap_or(&0)
        ),
    })
}

/// Runs the demo.
pub fn run(args: Args, _ctx: &Context) -> Result<(), CliError> {
    let mut rows = Vec::new();
    if !args.json {
        println!(
            "{:<28} {:<32} {:>30} {:>11}",
            "problem", "parameters", "answer", "time"
        );
    }
    for entry in entries() {
        let start = Instant::now();
        let answer = (entry.run)()?;
        let seconds = start.elapsed().as_secs_f64();
        if !args.json {
            println!(
                "{:<28} {:<32} {:>30} {:>9.3} s",
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
