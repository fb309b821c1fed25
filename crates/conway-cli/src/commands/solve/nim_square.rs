//! `conway solve nim-square` (docs/problems.md, problem 1): the number `L(N)` of losing
//! positions `0 <= a <= b <= c <= N` of three-heap Nim Square, through
//! [`conway_games::problems::nim_square`].

use crate::counting::{CountOptions, Counting, Subject};
use crate::error::CliError;
use crate::progress::Context;
use conway::count::Arithmetic;
use std::time::Instant;

/// Options of `conway solve nim-square`.
#[derive(clap::Args, Debug)]
#[command(after_help = "Example: conway solve nim-square --max 29   # prints 1160")]
pub struct Args {
    /// Heap sizes range over 0..=N.
    #[arg(long, value_name = "N", default_value_t = 100_000)]
    max: usize,
    #[command(flatten)]
    options: CountOptions,
}

struct Job<'c> {
    max: usize,
    ctx: &'c Context,
}

impl Counting for Job<'_> {
    type Output = String;
    type Error = CliError;
    fn run<A: Arithmetic>(self, a: &A) -> Result<String, CliError> {
        let bar = self
            .ctx
            .progress(self.max as u64, "Grundy values of sub:squares");
        let answer =
            conway_games::problems::nim_square::losing_positions(a, self.max, &mut |done, _| {
                bar.set_position(done)
            })
            .map_err(CliError::input)?;
        bar.finish_and_clear();
        Ok(a.to_decimal(&answer))
    }
}

/// Runs the command.
pub fn run(args: Args, ctx: &Context) -> Result<(), CliError> {
    let start = Instant::now();
    args.options.check()?;
    let answer = args.options.run(Job { max: args.max, ctx })?;
    if args.options.json {
        args.options.print_json(
            Subject::Problem("nim-square"),
            &answer,
            start,
            serde_json::json!({
                "max": args.max,
                "heaps": conway_games::problems::nim_square::HEAPS,
            }),
        );
    } else {
        println!("L({}) = {answer}{}", args.max, args.options.suffix());
    }
    Ok(())
}

/// The demo computation: `L(100000)`.
pub fn demo() -> Result<String, CliError> {
    Job {
        max: 100_000,
        ctx: &Context { quiet: true },
    }
    .run(&conway::count::Exact)
}
