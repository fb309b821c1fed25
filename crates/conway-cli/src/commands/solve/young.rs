//! `conway solve young-staircases`: S(M, W) of PROBLEMS.md 4 (Young's Game B) — ordered
//! M-tuples of staircases of weight at most W whose sum the mover-right (Right in the
//! problem, CGT Left) wins moving first.

use crate::error::CliError;
use crate::progress::Context;
use conway::count::{Arithmetic, Exact, Modular};
use conway_games::young_count::count_winning_tuples_with_progress;

/// Options of `conway solve young-staircases`.
#[derive(clap::Args, Debug)]
#[command(after_help = "\
Each staircase reduces to a hook (an integer or a switch {M-2 | -(N-2)}); the tuples are
counted by a DP over temperature order (see the conway_games::young_count docs).
Check values: S(2,4) = 7, S(3,9) = 315319.

Examples:
  conway solve young-staircases --games 3 --weight 9
  conway solve young-staircases --games 8 --weight 64 --modulus 1000000007 --json")]
pub struct Args {
    /// M: the number of staircases in a tuple (1..=64).
    #[arg(long)]
    games: usize,
    /// W: the largest weight a+b+k of a staircase (at most 1000).
    #[arg(long)]
    weight: u64,
    /// Count modulo this number (at least 2) instead of exactly.
    #[arg(long)]
    modulus: Option<u64>,
    /// Print one JSON object.
    #[arg(long)]
    json: bool,
}

/// S(M, W) as decimal digits, exact or modulo `modulus`, with a progress bar over the
/// value types (drawn only on a terminal without `--quiet`).
pub fn solve(
    games: usize,
    weight: u64,
    modulus: Option<u64>,
    ctx: &Context,
) -> Result<String, CliError> {
    let bar = ctx.progress(0, "value types");
    let mut progress = |done: u64, total: u64| {
        bar.set_length(total);
        bar.set_position(done);
    };
    let answer = match modulus {
        None => with(&Exact, games, weight, &mut progress),
        Some(p) => with(&Modular::new(p)?, games, weight, &mut progress),
    };
    bar.finish_and_clear();
    answer
}

fn with<A: Arithmetic>(
    ar: &A,
    games: usize,
    weight: u64,
    progress: &mut dyn FnMut(u64, u64),
) -> Result<String, CliError> {
    let v =
        count_winning_tuples_with_progress(ar, games, weight, progress).map_err(CliError::input)?;
    Ok(ar.to_decimal(&v))
}

/// The demo entry: S(8, 64) mod 1e9+7.
pub fn demo() -> Result<String, CliError> {
    let quiet = Context { quiet: true };
    solve(8, 64, Some(1_000_000_007), &quiet)
}

/// Runs the command.
pub fn run(args: Args, ctx: &Context) -> Result<(), CliError> {
    let answer = solve(args.games, args.weight, args.modulus, ctx)?;
    if args.json {
        super::super::print_json(&serde_json::json!({
            "problem": "young-staircases",
            "games": args.games,
            "weight": args.weight,
            "modulus": args.modulus.map(|m| m.to_string()),
            "count": answer,
        }));
    } else {
        let arith = match args.modulus {
            Some(m) => format!(" mod {m}"),
            None => String::new(),
        };
        println!("S({}, {}){arith} = {answer}", args.games, args.weight);
    }
    Ok(())
}
