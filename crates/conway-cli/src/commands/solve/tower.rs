//! `conway solve tower`: the winner of a tower game and its number of optimal game records
//! (the fifth problem of `docs/problems.md`), through the component-sum engine of `conway`.

use crate::counting::{Cost, CountOptions, Counting, Subject};
use crate::error::CliError;
use crate::progress::Context;
use conway::count::records::Policy;
use conway::count::{Arithmetic, Modular};
use conway_games::problems::tower::{max_floors, Tower};
use std::io::Read;
use std::time::Instant;

/// Which records to count.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
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
records on the second, exactly unless --modulus P is given (the original problem asks for
it modulo 1000000007). A record is a sequence of moves (floor, block); under the default
policy a player who can win always moves to a position lost for the opponent, and a
losing player may make any legal move.

Input: first line n, then n floors of three 0/1 blocks separated by spaces,
top floor first; the top floor is never touched, and every floor must be stable (keep
its middle block or both sides):

  3
  1 1 1
  1 1 1
  0 1 1

Limits (the count takes time quadratic in the floors, and exact counts grow with them;
the input may hold at most 16 MiB):
  --modulus P below 2^64:              n <= 100000 (n <= 40000 with --policy all)
  exact, or a modulus of 2^64 or more:  n <= 2500 (n <= 1500 with --policy all)

Examples:
  printf '3\\n1 1 1\\n1 1 1\\n1 1 1\\n' | conway solve tower -    # B, then 18 records
  conway solve tower examples/tower-3.txt --modulus 1000000007 --json")]
pub struct Args {
    /// The tower file in the judge's format, or `-` for standard input.
    input: String,
    /// Which game records to count.
    #[arg(long, value_enum, default_value_t = PolicyArg::Optimal)]
    policy: PolicyArg,
    #[command(flatten)]
    options: CountOptions,
}

/// The largest tower input read: far more than 100000 floors need, so that an endless
/// source (`/dev/zero`) is refused instead of filling the memory.
const MAX_INPUT_BYTES: u64 = 16 << 20;

/// Reads the tower from a file or standard input (bytes: the parser names a line that is
/// not UTF-8), at most [`MAX_INPUT_BYTES`].
fn read_input(path: &str) -> Result<Vec<u8>, CliError> {
    let source: Result<Box<dyn Read>, _> = if path == "-" {
        Ok(Box::new(std::io::stdin()))
    } else {
        std::fs::File::open(path).map(|f| Box::new(f) as Box<dyn Read>)
    };
    let mut bytes = Vec::new();
    source
        .and_then(|s| s.take(MAX_INPUT_BYTES + 1).read_to_end(&mut bytes))
        .map_err(|e| CliError::input(format!("cannot read tower from '{path}': {e}")))?;
    if bytes.len() as u64 > MAX_INPUT_BYTES {
        return Err(CliError::input(format!(
            "{path}: the input is larger than {} MiB; a tower file holds at most 100000 floors",
            MAX_INPUT_BYTES >> 20
        )));
    }
    Ok(bytes)
}

/// The records of a tower, in any arithmetic, with a progress bar.
struct Records<'t> {
    tower: &'t Tower,
    policy: Policy,
    ctx: &'t Context,
}

impl Counting for Records<'_> {
    type Output = String;
    type Error = CliError;
    fn run<A: Arithmetic>(self, arith: &A) -> Result<String, CliError> {
        let bar = self.ctx.progress(0, "counting records");
        let value = self.tower.records(self.policy, arith, &mut |done, total| {
            bar.set_length(total);
            bar.set_position(done);
        });
        bar.finish_and_clear();
        Ok(arith.to_decimal(&value.map_err(CliError::input)?))
    }
}

/// Runs the command.
pub fn run(args: Args, ctx: &Context) -> Result<(), CliError> {
    let start = Instant::now();
    args.options.check()?;
    let tower = Tower::parse_bytes(&read_input(&args.input)?)
        .map_err(|e| CliError::input(format!("{}: {e}", args.input)))?;
    let floors = tower.floors().len();
    let (policy, policy_name) = match args.policy {
        PolicyArg::Optimal => (Policy::WinnerOptimal, "optimal"),
        PolicyArg::All => (Policy::AllPlay, "all"),
    };
    let limit = max_floors(policy, args.options.cost());
    if floors > limit {
        let hint = match args.options.cost() {
            Cost::BigInteger => ", or give --modulus P with P < 2^64",
            Cost::Word => "",
        };
        return Err(CliError::input(format!(
            "{}: {floors} floors is above the limit of {limit} for this policy and \
             arithmetic (see conway solve tower --help{hint})",
            args.input
        )));
    }
    let records = args.options.run(Records {
        tower: &tower,
        policy,
        ctx,
    })?;
    let winner = tower.winner().to_string();
    if args.options.json {
        args.options.print_json(
            Subject::Problem("tower"),
            &records,
            start,
            serde_json::json!({ "winner": winner, "floors": floors, "policy": policy_name }),
        );
    } else {
        println!("{winner}\n{records}{}", args.options.suffix());
    }
    Ok(())
}

/// The demo entry: a generated tower of 5000 floors, winner and records mod 1000000007.
pub fn demo() -> Result<String, CliError> {
    let tower = Tower::random(5000, 1);
    let m = Modular::new(1_000_000_007)?;
    let records = tower
        .records(Policy::WinnerOptimal, &m, &mut |_, _| {})
        .map_err(CliError::input)?;
    Ok(format!("{} {}", tower.winner(), records))
}
