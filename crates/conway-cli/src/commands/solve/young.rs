//! `conway solve young-staircases`: S(M, W) of Young's Game B (the fourth problem of
//! `docs/problems.md`) — ordered M-tuples of staircases of weight at most W whose sum the
//! mover-right (Right in the problem, CGT Left) wins moving first.

use crate::counting::{Cost, CountOptions, Counting, Subject};
use crate::error::CliError;
use crate::progress::Context;
use conway::count::{Arithmetic, Modular};
use conway_games::problems::young_staircases::{
    count_winning_tuples_with_progress, max_product, MAX_GAMES, MAX_WEIGHT,
};
use std::time::Instant;

/// Options of `conway solve young-staircases`.
#[derive(clap::Args, Debug)]
#[command(after_help = "\
Each staircase reduces to a hook (an integer or a switch {M-2 | -(N-2)}); the tuples are
counted by a DP over temperature order (see the conway_games::problems::young_staircases docs).
Check values: S(2,4) = 7, S(3,9) = 315319.

Limits: 1 <= M <= 64 and W <= 1000, and the work grows like (M * W)^3, so
  --modulus P below 2^64:              M * W <= 4096
  exact, or a modulus of 2^64 or more:  M * W <= 1024

Examples:
  conway solve young-staircases --games 3 --weight 9
  conway solve young-staircases --games 8 --weight 64 --modulus 1000000007 --json")]
pub struct Args {
    /// M: the number of staircases in a tuple (1..=64).
    #[arg(long, value_name = "M")]
    games: usize,
    /// W: the largest weight a+b+k of a staircase (at most 1000).
    #[arg(long, value_name = "W")]
    weight: u64,
    #[command(flatten)]
    options: CountOptions,
}

/// S(M, W) as decimal digits, with a progress bar over the value types.
struct Staircases<'c> {
    games: usize,
    weight: u64,
    ctx: &'c Context,
}

impl Counting for Staircases<'_> {
    type Output = String;
    type Error = CliError;
    fn run<A: Arithmetic>(self, ar: &A) -> Result<String, CliError> {
        let bar = self.ctx.progress(0, "value types");
        let v =
            count_winning_tuples_with_progress(ar, self.games, self.weight, &mut |done, total| {
                bar.set_length(total);
                bar.set_position(done);
            })
            .map_err(CliError::input)?;
        bar.finish_and_clear();
        Ok(ar.to_decimal(&v))
    }
}

/// The demo entry: S(8, 64) mod 1e9+7.
pub fn demo() -> Result<String, CliError> {
    let quiet = Context { quiet: true };
    Staircases {
        games: 8,
        weight: 64,
        ctx: &quiet,
    }
    .run(&Modular::new(1_000_000_007)?)
}

/// Runs the command.
pub fn run(args: Args, ctx: &Context) -> Result<(), CliError> {
    let start = Instant::now();
    args.options.check()?;
    let (games, weight) = (args.games, args.weight);
    if !(1..=MAX_GAMES).contains(&games) {
        return Err(CliError::input(format!(
            "--games must be between 1 and {MAX_GAMES} (got {games})"
        )));
    }
    if weight > MAX_WEIGHT {
        return Err(CliError::input(format!(
            "--weight must be at most {MAX_WEIGHT} (got {weight})"
        )));
    }
    let limit = max_product(args.options.cost());
    if games as u64 * weight > limit {
        let hint = match args.options.cost() {
            Cost::BigInteger => " for exact counts; give --modulus P with P < 2^64 for up to 4096",
            Cost::Word => "",
        };
        return Err(CliError::input(format!(
            "--games {games} --weight {weight}: M * W = {} is above the limit {limit}{hint} \
             (the work grows like (M * W)^3)",
            games as u64 * weight
        )));
    }
    let answer = args.options.run(Staircases { games, weight, ctx })?;
    if args.options.json {
        args.options.print_json(
            Subject::Problem("young-staircases"),
            &answer,
            start,
            serde_json::json!({ "games": games, "weight": weight }),
        );
    } else {
        println!("S({games}, {weight}) = {answer}{}", args.options.suffix());
    }
    Ok(())
}
