//! `conway solve tower`: the winner of a tower game and its number of optimal game records
//! (PROBLEMS.md 5), through the component-sum engine of `conway`.

use crate::error::CliError;
use crate::progress::Context;
use conway::count::records::Policy;
use conway::count::{Arithmetic, Exact, Modular};
use conway_games::tower::Tower;
use std::io::Read;

/// Which records to count.
#[derive(clap::ValueEnum, Clone, Copy, Debug)]
pub enum PolicyArg {
    /// A player who can win always moves to a position lost for the opponent; a losing
    /// player may make any legal move (the problem's count).
    Optimal,
    /// Every legal game.
    All,
}

/// Options of `conway solve tower`.
#[derive(clap::Args, Debug)]
#[command(after_help = "\
Prints the winner (A moves first) on the first line and the number of complete game
records on the second, modulo 1000000007 unless told otherwise. A record is a sequence of
moves (floor, block); under the default policy a player who can win always moves to a
position lost for the opponent, and a losing player may make any legal move.

Input: first line n, then n floors of three 0/1 blocks, top floor first; the top floor is
never touched, and every floor must be stable (keep its middle block or both sides):

  3
  1 1 1
  1 1 1
  0 1 1

Example: conway solve tower tower.txt --json")]
pub struct Args {
    /// The tower file in the judge's format, or `-` for standard input.
    input: String,
    /// Count modulo P (at least 2).
    #[arg(
        long,
        value_name = "P",
        default_value_t = 1_000_000_007,
        conflicts_with = "exact"
    )]
    modulus: u64,
    /// Give the exact count (a big integer: slow for towers of thousands of floors).
    #[arg(long)]
    exact: bool,
    /// Which game records to count.
    #[arg(long, value_enum, default_value_t = PolicyArg::Optimal)]
    policy: PolicyArg,
    /// Print one JSON object: {"winner": "A", "records": "..."}.
    #[arg(long)]
    json: bool,
}

/// Reads the tower from a file or standard input.
fn read_input(path: &str) -> Result<String, CliError> {
    let mut text = String::new();
    let read = if path == "-" {
        std::io::stdin().read_to_string(&mut text).map(|_| ())
    } else {
        std::fs::read_to_string(path).map(|t| text = t)
    };
    read.map_err(|e| CliError::input(format!("cannot read tower from '{path}': {e}")))?;
    Ok(text)
}

/// Counts the records of `tower` in `arith`, drawing progress.
fn count<A: Arithmetic>(
    tower: &Tower,
    policy: Policy,
    arith: &A,
    ctx: &Context,
) -> Result<String, CliError> {
    let bar = ctx.progress(0, "counting records");
    let value = tower.records(policy, arith, |done, total| {
        bar.set_length(total);
        bar.set_position(done);
    });
    bar.finish_and_clear();
    Ok(arith.to_decimal(&value.map_err(CliError::input)?))
}

/// Runs the command.
pub fn run(args: Args, ctx: &Context) -> Result<(), CliError> {
    let tower = Tower::parse(&read_input(&args.input)?)
        .map_err(|e| CliError::input(format!("{}: {e}", args.input)))?;
    let policy = match args.policy {
        PolicyArg::Optimal => Policy::WinnerOptimal,
        PolicyArg::All => Policy::AllPlay,
    };
    let (records, arithmetic) = if args.exact {
        (count(&tower, policy, &Exact, ctx)?, Exact.describe())
    } else {
        let m = Modular::new(args.modulus)?;
        (count(&tower, policy, &m, ctx)?, m.describe())
    };
    let winner = tower.winner();
    if args.json {
        super::super::print_json(&serde_json::json!({
            "winner": winner.to_string(),
            "records": records,
            "arithmetic": arithmetic,
            "floors": tower.floors().len(),
        }));
    } else {
        println!("{winner}\n{records}");
    }
    Ok(())
}

/// The demo entry: a generated tower of 5000 floors, winner and records mod 1000000007.
pub fn demo() -> Result<String, CliError> {
    let tower = Tower::random(5000, 1);
    let m = Modular::new(1_000_000_007)?;
    let records = tower
        .records(Policy::WinnerOptimal, &m, |_, _| {})
        .map_err(CliError::input)?;
    Ok(format!("{} {}", tower.winner(), records))
}
