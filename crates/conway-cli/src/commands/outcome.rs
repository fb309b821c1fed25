//! `conway outcome EXPR`: who wins a game or a sum, with a winning first move, found by
//! searching the sum rather than valuing it
//! ([`conway_games::sum_outcome::outcome_of_expression`]).

use crate::error::CliError;
use crate::expression::{syntax, WorkLimit};
use crate::progress::Context;
use conway::partizan::sum_search::VALUING_CREDIT;
use conway::partizan::Outcome;
use conway_games::positions::RulesetPositions;
use conway_games::sum_outcome::{outcome_of_expression, ExpressionOutcome, TermMove};
use std::sync::atomic::{AtomicU64, Ordering};

/// Options of `conway outcome`.
#[derive(clap::Args, Debug)]
#[command(after_help = format!("\
Prints the outcome class, alone on the first line for scripts, what it means, and a winning
first move for each player who wins moving first (the sum after the move, term by term):
  L    Left wins whoever starts
  R    Right wins whoever starts
  N    the player to move wins
  P    the player to move loses (the second player wins)
With --json: one object {{\"expression\", \"outcome\", \"left_wins_moving_first\",
\"right_wins_moving_first\", \"left_move\", \"right_move\", \"work_steps\"}}, a move being
null or {{\"term\": index from 0, \"to\": the term after the move, \"sum\": the sum after
it}} (\"to\" is null when the ruleset cannot write its positions: staircase, colourings).

How: the terms of the sum (split at its + signs) that are positions of one ruleset are
searched together: a minimax search over sums with a transposition table, in which every
component cheap enough to value is replaced by its canonical form (numbers, nimbers,
infinitesimals and switches so add up exactly), a component cancels its negative, and a
sum with nothing left to search is decided by its value. The other terms are valued (as
by the value command) and a winning move in one of them is shown as its canonical
option. Valuing is budgeted: at most --valuing-credit steps plus as many as the search
has taken (0: value nothing, a plain search). The canonical form of the whole is never
built, so positions far larger than the value command accepts are decided.

{}

Examples:
  conway outcome clobber:xoxoxo/oxoxox/xoxoxo
  conway outcome 'clobber:xoxo/oxox + domineering:3x3 + 1/2'
  conway outcome toppling:BRBRBRBRBRBRBRBRBRBR --json
  conway outcome amazons:'#..x/..x./..o#/.#x#' --work-limit 0", syntax()))]
pub struct Args {
    /// The game expression: a position, or a sum of positions and games.
    #[arg(value_name = "EXPR", allow_hyphen_values = true)]
    expression: String,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
    /// The work steps the search may spend valuing components before it has searched as
    /// many (0: value nothing, search everything).
    #[arg(long, value_name = "STEPS", default_value_t = VALUING_CREDIT)]
    valuing_credit: u64,
    #[command(flatten)]
    limit: WorkLimit,
}

/// The answer as JSON (the `--json` output, and the explorer's outcome job).
pub fn json(expression: &str, found: &ExpressionOutcome, work: u64) -> serde_json::Value {
    let json_move = |m: &Option<TermMove>| {
        m.as_ref()
            .map(|m| serde_json::json!({ "term": m.term, "to": m.to, "sum": m.sum }))
    };
    serde_json::json!({
        "expression": expression,
        "outcome": found.outcome.to_string(),
        "left_wins_moving_first": found.outcome.left_wins_moving_first(),
        "right_wins_moving_first": found.outcome.right_wins_moving_first(),
        "left_move": json_move(&found.left_move),
        "right_move": json_move(&found.right_move),
        "work_steps": work,
    })
}

/// Runs the command.
pub fn run(args: Args, ctx: &Context) -> Result<(), CliError> {
    let bar = ctx.progress(args.limit.steps(), "searching (work steps)");
    let found = args.limit.compute(|arena| {
        let watched = bar.clone();
        let checks = AtomicU64::new(0);
        arena.set_watch(Some(Box::new(move |done| {
            if checks.fetch_add(1, Ordering::Relaxed).is_multiple_of(4096) {
                watched.set_position(done);
            }
            false
        })));
        let mut positions = RulesetPositions::new();
        let credit = (args.valuing_credit > 0).then_some(args.valuing_credit);
        let start = arena.work();
        let found = outcome_of_expression(arena, &mut positions, &args.expression, credit)
            .map_err(|e| CliError::input(format!("invalid expression: {e}")));
        arena.set_watch(None);
        Ok((found?, arena.work() - start))
    });
    bar.finish_and_clear();
    let (found, work) = found?;
    if args.json {
        super::print_json(&json(&args.expression, &found, work));
        return Ok(());
    }
    println!("{}", found.outcome);
    println!(
        "{}",
        match found.outcome {
            Outcome::L => "Left wins whoever starts",
            Outcome::R => "Right wins whoever starts",
            Outcome::N => "the player to move wins",
            Outcome::P => "the player to move loses (the second player wins)",
        }
    );
    for (player, m) in [("Left", &found.left_move), ("Right", &found.right_move)] {
        if let Some(m) = m {
            match &m.sum {
                Some(sum) => println!("{player} wins moving first, to {sum}"),
                None => println!(
                    "{player} wins moving first, in term {} (its ruleset cannot write the \
                     position after the move)",
                    m.term + 1
                ),
            }
        }
    }
    Ok(())
}
