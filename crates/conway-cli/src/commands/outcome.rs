//! `conway outcome EXPR`: who wins a game or a sum, with a winning first move, found by
//! searching the sum rather than valuing it
//! ([`conway_games::sum_outcome`]). Left's question (does Left win moving first?) and
//! Right's are independent, so they run on two threads unless `--threads 1`; when every
//! term is a position of an impartial ruleset they are the same question, asked once.

use crate::error::CliError;
use crate::expression::{syntax, Database, WorkLimit};
use crate::loopy::{outcome_meaning, winner_word};
use crate::progress::Context;
use conway::loopy::notation::display_within;
use conway::loopy::sided::SidedValue;
use conway::loopy::Winner;
use conway::partizan::sum_search::{SearchSettings, TableFootprint, TABLE_BYTES, VALUING_CREDIT};
use conway::partizan::Outcome;
use conway::partizan::Style;
use conway_games::positions::RulesetPositions;
use conway_games::sum_outcome::{
    first_move_of_expression, is_impartial_expression, ExpressionOutcome, TermMove,
};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

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
\"right_wins_moving_first\", \"left_move\", \"right_move\", \"work_steps\", \"table\"}}, a
move being null or {{\"term\": index from 0, \"to\": the term after the move, \"sum\": the
sum after it}} (\"to\" is null when the ruleset cannot write its positions: staircase,
colourings), and \"table\" what the searches' tables of decided sums held at the end:
{{\"states\", \"bytes\", \"forgotten\" (states forgotten to stay within --table-memory)}}.

How: the terms of the sum (split at its + signs) that are positions of one ruleset are
searched together: a minimax search over sums with a transposition table, in which every
component cheap enough to value is replaced by its canonical form (numbers, nimbers,
infinitesimals and switches so add up exactly), a component cancels its negative, and a
sum with nothing left to search is decided by its value. The other terms are valued (as
by the value command) and a winning move in one of them is shown as its canonical
option. Valuing is budgeted: at most --valuing-credit steps plus as many as the search
has taken (0: value nothing, a plain search). The canonical form of the whole is never
built, so positions far larger than the value command accepts are decided.

Memory: the table of decided sums stays within --table-memory (4096 MiB per search by
default): past it the search forgets the sums that were cheapest to decide, and decides
them again if it meets them (the same answer, more time). Each ruleset's table of
nim-values (impartial positions) has the same bound. The canonical forms of the
components valued are kept besides it. For a long run: --work-limit 0, a --table-memory
that leaves room for them, and --db FILE to keep what was decided.

A loopy expression (with on, off, over, upon, pass, named braces, or a loopy ruleset's
position such as foxgeese:4x8) is decided on its graph, with draws: the outcome is L, R,
N, P, D (a draw whoever starts) or two letters (Left moving first, then Right: DL), and a
winning move is the option after it, in the loopy notation; its JSON is {{\"expression\",
\"loopy\": true, \"outcome\", \"left_first\", \"right_first\" (\"Left\", \"Right\" or
\"draw\"), \"left_move\", \"right_move\"}}.

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
    /// The most memory the table of decided sums of each search may take, in MiB (0: no
    /// bound). Past it the search forgets the sums that were cheapest to decide and
    /// decides them again if it meets them: the answer is the same, found more slowly.
    /// With two threads, each search has a table of its own.
    #[arg(long, value_name = "MIB", default_value_t = TABLE_BYTES >> 20)]
    table_memory: u64,
    /// The searches run at once: 2 asks Left's question and Right's on two threads (each
    /// with its own tables, and each under the work limit), 1 asks them one after the
    /// other, sharing the tables (less memory). By default 2 on a machine with two cores
    /// or more. A sum of positions of impartial rulesets (Cram) asks one question: both
    /// players have the same moves.
    #[arg(long, value_name = "N")]
    threads: Option<usize>,
    #[command(flatten)]
    limit: WorkLimit,
    #[command(flatten)]
    db: Database,
}

/// The answer as JSON (the `--json` output, and the explorer's outcome job), with what
/// the searches' tables held at the end.
pub fn json(
    expression: &str,
    found: &ExpressionOutcome,
    work: u64,
    table: TableFootprint,
) -> serde_json::Value {
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
        "table": {
            "states": table.states,
            "bytes": table.bytes,
            "forgotten": table.forgotten,
        },
    })
}

/// Who wins a loopy expression, with draws: the outcome of its graph (retrograde
/// analysis, [`conway::loopy::outcome`]) and, for each player who wins moving first, a
/// winning move (to an option won with the opponent to move), printed in the loopy
/// notation (its canonical form when it is a stopper). A sided value `s & t` gets its
/// outcome from its sides ([`conway::loopy::sided`]) and no move: it has none.
fn run_loopy(args: &Args) -> Result<(), CliError> {
    let found = args.limit.compute(|arena| {
        let value = crate::loopy::read_value(arena, &args.expression, "expression")?;
        let SidedValue::Game(game) = value else {
            // a sided value s & t has no moves to name
            return Ok((value.outcome(), None, None));
        };
        let all = conway::loopy::outcome::outcomes(&game);
        let winning_move = |left: bool, arena: &mut conway::partizan::Arena| {
            let wins = |w: u32| {
                let o = all[w as usize];
                if left {
                    o.right_first == Winner::Left
                } else {
                    o.left_first == Winner::Right
                }
            };
            let mover_wins = if left {
                all[0].left_first == Winner::Left
            } else {
                all[0].right_first == Winner::Right
            };
            let w = game.edges(0, left).iter().copied().find(|&w| wins(w))?;
            let raw = game.follower(w).ok()?;
            // a stopper is shown by its canonical form, far shorter than its graph
            let follower = raw.canonical_stopper().unwrap_or(raw);
            mover_wins.then(|| {
                display_within(arena, &follower, Style::Plain, MOVE_TEXT)
                    .unwrap_or_else(|| format!("(a game of {} positions)", follower.len()))
            })
        };
        let left = winning_move(true, arena);
        let right = winning_move(false, arena);
        Ok((all[0], left, right))
    })?;
    let (outcome, left, right) = found;
    if args.json {
        super::print_json(&serde_json::json!({
            "expression": args.expression,
            "loopy": true,
            "outcome": outcome.to_string(),
            "left_first": winner_word(outcome.left_first),
            "right_first": winner_word(outcome.right_first),
            "left_move": left,
            "right_move": right,
        }));
        return Ok(());
    }
    println!("{outcome}");
    println!("{}", outcome_meaning(outcome));
    for (player, m) in [("Left", &left), ("Right", &right)] {
        if let Some(to) = m {
            println!("{player} wins moving first, to {to}");
        }
    }
    Ok(())
}

/// The longest text of a winning move of a loopy game (characters).
const MOVE_TEXT: usize = 10_000;

/// Runs the command.
pub fn run(args: Args, ctx: &Context) -> Result<(), CliError> {
    if crate::loopy::is_loopy(&args.expression) {
        return run_loopy(&args);
    }
    let threads = args
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get().min(2)));
    if !(1..=2).contains(&threads) {
        return Err(CliError::input(format!(
            "--threads must be 1 or 2 (one search per player), not {threads}"
        )));
    }
    let settings = SearchSettings {
        valuing_credit: (args.valuing_credit > 0).then_some(args.valuing_credit),
        table_bytes: crate::expression::table_bytes(args.table_memory)?,
    };
    let impartial = is_impartial_expression(&args.expression);
    let searches = if impartial { 1 } else { threads };
    let bar = ctx.progress(
        args.limit.steps() * searches as u64,
        "searching (work steps)",
    );
    let done = Arc::new([AtomicU64::new(0), AtomicU64::new(0)]);
    // Left's question, Right's, or both, on one arena with this thread's index in `done`.
    let store = args.db.open()?;
    let ask = |players: &[bool], index: usize| {
        args.limit.compute(|arena| {
            let (bar, done) = (bar.clone(), Arc::clone(&done));
            let checks = AtomicU64::new(0);
            arena.set_watch(Some(Box::new(move |steps| {
                if checks.fetch_add(1, Ordering::Relaxed).is_multiple_of(4096) {
                    done[index].store(steps, Ordering::Relaxed);
                    bar.set_position(done.iter().map(|d| d.load(Ordering::Relaxed)).sum());
                }
                false
            })));
            let mut positions = RulesetPositions::new();
            positions.set_store(store.clone());
            let start = arena.work();
            let moves = players
                .iter()
                .map(|&left| {
                    first_move_of_expression(
                        arena,
                        &mut positions,
                        &args.expression,
                        settings,
                        left,
                    )
                    .map_err(|e| CliError::input(format!("invalid expression: {e}")))
                })
                .collect::<Result<Vec<_>, _>>();
            arena.set_watch(None);
            let table = positions.sum_table_footprint();
            drop(positions); // the last results committed to the database
            Database::check(store.as_ref())?;
            Ok((moves?, arena.work() - start, table))
        })
    };
    let (found, work, table) = if impartial {
        // one question: Right's is Left's, move for move
        let (mut moves, work, table) = ask(&[true], 0)?;
        let left = moves.remove(0);
        (ExpressionOutcome::of_moves(left.clone(), left), work, table)
    } else if threads == 2 {
        let (left, right) = std::thread::scope(|scope| {
            let left = scope.spawn(|| ask(&[true], 0));
            let right = ask(&[false], 1);
            (left.join(), right)
        });
        let (mut left, left_work, left_table) =
            left.map_err(|_| CliError::Internal("a search panicked".into()))??;
        let (mut right, right_work, right_table) = right?;
        (
            ExpressionOutcome::of_moves(left.remove(0), right.remove(0)),
            left_work + right_work,
            left_table + right_table,
        )
    } else {
        let (mut moves, work, table) = ask(&[true, false], 0)?;
        let right = moves.remove(1);
        (
            ExpressionOutcome::of_moves(moves.remove(0), right),
            work,
            table,
        )
    };
    bar.finish_and_clear();
    if args.json {
        super::print_json(&json(&args.expression, &found, work, table));
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
