//! `conway value EXPR`: canonical form, outcome, stops, mean and temperature of a game
//! expression in the usual notation, where `name:argument` names a ruleset position.

use crate::error::CliError;
use crate::progress::Context;
use conway::partizan::{parse_with, Arena, GameId, Outcome};
use conway_games::positions::Positions;

/// Options of `conway value`.
#[derive(clap::Args, Debug)]
#[command(after_help = "\
EXPR is a short game in the usual notation: integers and dyadic fractions (3, -1/2),
* and *n, ^ and v (^2, v3 for multiples), ^*, ±1 (or +-1), {L1,L2|R1}, nested
separators ({3||2|1} = {3|{2|1}}), sums a+b, differences a-b and parentheses.
Ruleset positions: domineering:RxC or domineering:ROWS (rows of . and # separated by
/ or |, Left plays vertically), hackenbush:BRRB (blue-red string from the ground).

Outcome: L (Left wins whoever starts), R, N (the player to move wins), P (the player
to move loses). Temperatures follow Siegel: -1 for integers, -1/2^k for m/2^k.

Examples:
  conway value '{1|-1} + {1|-1}'
  conway value domineering:2x3 --json
  conway value 'domineering:..#|...' ")]
pub struct Args {
    /// The game expression.
    #[arg(allow_hyphen_values = true)]
    expr: String,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
}

/// Parses an expression with the ruleset positions known to conway-games, drawing a
/// progress bar for long ruleset computations (on a terminal, without `--quiet`).
pub fn evaluate(arena: &mut Arena, expr: &str, ctx: &Context) -> Result<GameId, CliError> {
    let bar = ctx.progress(0, "solving moves");
    let mut positions = Positions::with_progress(Box::new(|done, total| {
        bar.set_length(total);
        bar.set_position(done);
    }));
    let result = parse_with(arena, expr, &mut |a, name, arg| {
        positions.resolve(a, name, arg)
    })
    .map_err(|e| CliError::input(format!("invalid game expression: {e}")));
    drop(positions);
    bar.finish_and_clear();
    result
}

/// Runs the command.
pub fn run(args: Args, ctx: &Context) -> Result<(), CliError> {
    let mut arena = Arena::new();
    let g = evaluate(&mut arena, &args.expr, ctx)?;
    let canonical = arena.display(g);
    let outcome = arena.outcome(g);
    let (left_stop, right_stop) = (arena.left_stop(g), arena.right_stop(g));
    let th = arena.thermograph(g).map_err(CliError::input)?;
    if args.json {
        super::print_json(&serde_json::json!({
            "expression": args.expr,
            "canonical": canonical,
            "outcome": outcome.to_string(),
            "left_stop": left_stop.to_string(),
            "right_stop": right_stop.to_string(),
            "mean": th.mean.to_string(),
            "temperature": th.temperature.to_string(),
        }));
    } else {
        let meaning = match outcome {
            Outcome::L => "Left wins whoever starts",
            Outcome::R => "Right wins whoever starts",
            Outcome::N => "the player to move wins",
            Outcome::P => "the player to move loses",
        };
        println!("canonical    {canonical}");
        println!("outcome      {outcome} ({meaning})");
        println!("left stop    {left_stop}");
        println!("right stop   {right_stop}");
        println!("mean         {}", th.mean);
        println!("temperature  {}", th.temperature);
    }
    Ok(())
}
