//! `conway solve scatterstone` (docs/problems.md, problem 2):
//! `g(N) = sum_{k=2..N} f(N, k)`, the winning partitions of `N` stones summed over the
//! split limits `k`, through [`conway_games::problems::scatterstone`].

use crate::counting::{Cost, CountOptions, Subject};
use crate::error::CliError;
use crate::progress::Context;
use conway_games::problems::scatterstone::max_stones;
use std::time::Instant;

/// Options of `conway solve scatterstone`.
#[derive(clap::Args, Debug)]
#[command(
    after_help = "Limits: N <= 3000 modulo an odd P < 2^64, N <= 1500 exactly or for an even or\n\
    huge modulus (each about six CPU-seconds; the work grows like N^3).\n\n\
    Examples:\n  conway solve scatterstone --stones 10          # g(10) = 291\n  \
    conway solve scatterstone --stones 200 --modulus 1000000007"
)]
pub struct Args {
    /// The number N of stones.
    #[arg(long, value_name = "N", default_value_t = 200)]
    stones: usize,
    #[command(flatten)]
    options: CountOptions,
}

/// Runs the command.
pub fn run(args: Args, ctx: &Context) -> Result<(), CliError> {
    let start = Instant::now();
    args.options.check()?;
    let limit = max_stones(args.options.nim_sum_cost());
    if args.stones > limit {
        let hint = match args.options.nim_sum_cost() {
            Cost::BigInteger => {
                " for exact counts and even or huge moduli (3000 modulo an odd P < 2^64)"
            }
            Cost::Word => " modulo an odd P < 2^64",
        };
        return Err(CliError::input(format!(
            "--stones {}: above the limit of {limit}{hint}",
            args.stones
        )));
    }
    // The count in the library's non-generic entry point: this crate is built without
    // optimisation in the test profile.
    let bar = ctx.progress(args.stones as u64, "Scatterstone");
    let solved = conway_games::problems::scatterstone::scatterstone_in_decimal(
        args.options.modulus(),
        args.stones,
        &mut |done, total| {
            bar.set_length(total);
            bar.set_position(done);
        },
    )?;
    bar.finish_and_clear();
    if args.options.json {
        let classes: Vec<_> = solved
            .classes
            .iter()
            .map(|c| serde_json::json!({ "k_min": c.k_min, "k_max": c.k_max, "f": c.winning }))
            .collect();
        args.options.print_json(
            Subject::Problem("scatterstone"),
            &solved.answer,
            start,
            serde_json::json!({ "stones": args.stones, "classes": classes }),
        );
    } else {
        let modulo = args.options.suffix();
        println!("g({}) = {}{modulo}", args.stones, solved.answer);
        for c in &solved.classes {
            println!(
                "  k = {}..={}: one Grundy sequence, f({}, k) = {}{modulo} each",
                c.k_min, c.k_max, args.stones, c.winning
            );
        }
    }
    Ok(())
}

/// The demo computation: `g(200) mod 1_000_000_007`.
pub fn demo() -> Result<String, CliError> {
    let modulus = num_bigint::BigUint::from(1_000_000_007u32);
    let solved = conway_games::problems::scatterstone::scatterstone_in_decimal(
        Some(&modulus),
        200,
        &mut |_, _| {},
    )?;
    Ok(solved.answer)
}
