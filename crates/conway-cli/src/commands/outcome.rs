//! `conway outcome EXPR`: who wins a game or a sum, with a winning first move, found by
//! searching the sum rather than valuing it.
//!
//! The expression is split into its terms at the `+` signs outside braces and
//! parentheses (a sum binds loosest in the notation, so the terms are independent
//! expressions). The terms that are positions of one ruleset (the ruleset with the most
//! such terms) are searched together by the sum search of their solver
//! ([`conway::partizan::sum_search`]: minimax over sums, the small components valued, the
//! others searched); every other term is valued as `conway value` would and enters the
//! search as its canonical form. The outcome class follows from who wins moving first
//! (Siegel, *Combinatorial Game Theory*, I.1).

use crate::error::CliError;
use crate::expression::{syntax, WorkLimit};
use crate::progress::Context;
use conway::partizan::sum_search::{SumOutcome, Term, WinningMove, VALUING_CREDIT};
use conway::partizan::{parse_with, Arena, Outcome, Ruleset, Solver};
use conway_games::positions::RulesetPositions;
use conway_games::registry;
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

/// A term of the sum as written, and whether it is a position searched.
struct Written<'e> {
    text: &'e str,
    /// The ruleset and argument, if the term is a position `NAME:ARGUMENT`.
    position: Option<(&'static str, &'e str)>,
}

/// The terms of a sum: the expression split at the `+` signs outside braces, parentheses
/// and brackets (`+-`, the `±` of `x+-G`, does not split).
fn terms(expression: &str) -> Result<Vec<Written<'_>>, CliError> {
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0i64, 0);
    let bytes = expression.as_bytes();
    for (i, &b) in bytes.iter().enumerate() {
        match b {
            b'{' | b'(' | b'[' => depth += 1,
            b'}' | b')' | b']' => depth -= 1,
            b'+' if depth == 0 && bytes.get(i + 1) != Some(&b'-') => {
                parts.push(&expression[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&expression[start..]);
    parts
        .into_iter()
        .enumerate()
        .map(|(index, text)| {
            let text = text.trim();
            if text.is_empty() {
                return Err(CliError::input(format!(
                    "invalid expression: term {} of the sum is empty",
                    index + 1
                )));
            }
            let position = text.split_once(':').and_then(|(name, argument)| {
                let entry = registry::find(name)?;
                (!argument.contains(char::is_whitespace)).then_some((entry.name, argument))
            });
            Ok(Written { text, position })
        })
        .collect()
}

/// The ruleset whose positions are searched: the one with the most terms (the first
/// met of those).
fn principal(written: &[Written<'_>]) -> Option<&'static str> {
    let names: Vec<&'static str> = written
        .iter()
        .filter_map(|w| w.position.map(|(name, _)| name))
        .collect();
    let count = |name: &&str| names.iter().filter(|n| *n == name).count();
    let most = names.iter().map(count).max()?;
    names.iter().copied().find(|n| count(n) == most)
}

/// What the search found, with the terms after each winning move written out.
struct Found {
    outcome: Outcome,
    left: Option<Move>,
    right: Option<Move>,
    work: u64,
}

/// A winning move as printed: the term moved in, its text after the move (`None` if the
/// ruleset cannot write it), the sum after the move.
struct Move {
    term: usize,
    to: Option<String>,
    sum: Option<String>,
}

/// Runs the command.
pub fn run(args: Args, ctx: &Context) -> Result<(), CliError> {
    let written = terms(&args.expression)?;
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
        let found = search(arena, &written, args.valuing_credit);
        arena.set_watch(None);
        found
    });
    bar.finish_and_clear();
    let found = found?;
    if args.json {
        let json_move = |m: &Option<Move>| {
            m.as_ref()
                .map(|m| serde_json::json!({ "term": m.term, "to": m.to, "sum": m.sum }))
        };
        super::print_json(&serde_json::json!({
            "expression": args.expression,
            "outcome": found.outcome.to_string(),
            "left_wins_moving_first": found.outcome.left_wins_moving_first(),
            "right_wins_moving_first": found.outcome.right_wins_moving_first(),
            "left_move": json_move(&found.left),
            "right_move": json_move(&found.right),
            "work_steps": found.work,
        }));
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
    for (player, m) in [("Left", &found.left), ("Right", &found.right)] {
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

/// Values the terms that are not searched and searches the sum.
fn search(arena: &mut Arena, written: &[Written<'_>], credit: u64) -> Result<Found, CliError> {
    let searched = principal(written);
    let mut positions = RulesetPositions::new();
    let mut terms: Vec<Term<&str>> = Vec::with_capacity(written.len());
    for (index, w) in written.iter().enumerate() {
        terms.push(match w.position {
            Some((name, argument)) if Some(name) == searched => Term::Position(argument),
            _ => Term::Game(parse_with(arena, w.text, &mut positions).map_err(|e| {
                CliError::input(format!("invalid term {} of the sum: {e}", index + 1))
            })?),
        });
    }
    let start = arena.work();
    let found: SumOutcome<Option<String>> = match searched {
        Some(name) => {
            let solver = positions.solver(name).map_err(CliError::input)?;
            solver.set_valuing_credit((credit > 0).then_some(credit));
            solver
                .outcome_of_sum(arena, &terms)
                .map_err(|e| CliError::input(format!("invalid expression: {e}")))?
        }
        None => {
            // games only: the search over their canonical forms
            let games: Vec<Term<()>> = terms
                .iter()
                .map(|t| match t {
                    Term::Game(g) => Term::Game(*g),
                    Term::Position(_) => unreachable!("no term is searched"),
                })
                .collect();
            let found = Solver::new(NoPositions)
                .outcome_of_sum(arena, &games)
                .map_err(|e| CliError::input(format!("invalid expression: {e}")))?;
            let game_move = |m: WinningMove<()>| WinningMove {
                term: m.term,
                to: match m.to {
                    Term::Game(g) => Term::Game(g),
                    Term::Position(()) => unreachable!("no term is searched"),
                },
            };
            SumOutcome {
                outcome: found.outcome,
                left_move: found.left_move.map(game_move),
                right_move: found.right_move.map(game_move),
                searched: found.searched,
            }
        }
    };
    let write = |arena: &Arena, m: Option<WinningMove<Option<String>>>| {
        m.map(|m| {
            let to = match m.to {
                Term::Position(Some(text)) if text.is_empty() => Some("0".to_string()),
                Term::Position(Some(text)) => {
                    let name = searched.expect("a position term has a ruleset");
                    Some(format!("{name}:{text}"))
                }
                Term::Position(None) => None,
                Term::Game(g) => Some(arena.display(g)),
            };
            let sum = to.as_ref().map(|to| {
                let texts: Vec<&str> = written
                    .iter()
                    .enumerate()
                    .map(|(i, w)| if i == m.term { to.as_str() } else { w.text })
                    .collect();
                texts.join(" + ")
            });
            Move {
                term: m.term,
                to,
                sum,
            }
        })
    };
    Ok(Found {
        outcome: found.outcome,
        left: write(arena, found.left_move),
        right: write(arena, found.right_move),
        work: arena.work() - start,
    })
}

/// The ruleset of a sum without positions: every term is a game.
struct NoPositions;

impl Ruleset for NoPositions {
    type Position = ();
    fn left_options(&self, _: &()) -> Vec<()> {
        Vec::new()
    }
    fn right_options(&self, _: &()) -> Vec<()> {
        Vec::new()
    }
}
