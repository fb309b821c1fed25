//! `conway moves POSITION`: every move of a ruleset position with the value it leads to,
//! marked sensible, dominated or reversible ([`conway::partizan::sensible`]), as text or
//! one JSON object.

use crate::error::CliError;
use crate::expression::{canonical_text, evaluate_all, Printing};
use crate::progress::Context;
use conway::partizan::sensible::{mark_moves, MoveMarks, Player};
use serde_json::{json, Value};

/// Options of `conway moves`.
#[derive(clap::Args, Debug)]
#[command(
    after_help = "POSITION is one position of a ruleset, name:argument, as `conway \
rulesets` lists them (every ruleset but staircase, whose options are Young diagrams).

Each move is printed as the position it leads to (0 when nothing is left), its value and
its marks, for the position G of value K:
  sensible    the move is at least as good as one of K's options (G^L >= K^L for Left,
              G^R <= K^R for Right). Whoever wins G + X moving first wins by a sensible
              move in G or by a move in X, so the other moves of G need never be
              considered; a move that is neither dominated nor reversible is sensible.
  dominated   another move of the same player is at least as good (G^L1 <= G^L2 for
              Left); of equal moves all but the first are marked.
  reversible  the opponent has an answer restoring at least G (G^LR <= G for Left).
With --json: one object with the expression, its value and, for \"left\" and \"right\",
a list of {\"position\", \"value\", \"sensible\", \"dominated\", \"reversible\"}.

Examples:
  conway moves 'clobber:xo.|ox.'
  conway moves 'domineering:3x3' --json
  conway moves 'toads:TT.FF'"
)]
pub struct Args {
    /// The position, name:argument.
    #[arg(allow_hyphen_values = true)]
    position: String,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    printing: Printing,
    #[command(flatten)]
    limit: crate::expression::WorkLimit,
    #[command(flatten)]
    db: crate::expression::Database,
}

/// A move as printed: the position reached, its value and its marks.
struct Move {
    position: String,
    value: String,
    marks: MoveMarks,
}

/// Runs the command.
pub fn run(args: Args, ctx: &Context) -> Result<(), CliError> {
    let Some((left, right)) = crate::moves::move_expressions(&args.position)? else {
        let why = match crate::moves::single_position(&args.position) {
            Some((entry, _)) => format!(
                "the moves of {} positions cannot be written in its syntax (conway value \
                 gives the canonical form's options)",
                entry.name
            ),
            None => format!(
                "'{}' is not a ruleset position: conway moves takes one position \
                 name:argument (conway rulesets lists them)",
                conway::excerpt::excerpt(&args.position)
            ),
        };
        return Err(CliError::input(why));
    };
    let (value, left, right) = args.limit.compute(|arena| {
        let store = args.db.open()?;
        let mut expressions = vec![(args.position.as_str(), "position")];
        expressions.extend(left.iter().map(|m| (m.as_str(), "move")));
        expressions.extend(right.iter().map(|m| (m.as_str(), "move")));
        let games = evaluate_all(arena, &expressions, ctx, store.as_ref())?;
        let g = games[0];
        let (left_games, right_games) = games[1..].split_at(left.len());
        let mut moves = |positions: &[String], games: &[_], player| -> Result<_, CliError> {
            let marks = mark_moves(arena, g, games, player).map_err(CliError::input)?;
            positions
                .iter()
                .zip(games)
                .zip(marks)
                .map(|((position, &game), marks)| {
                    Ok(Move {
                        position: position.clone(),
                        value: canonical_text(arena, game, args.printing)?,
                        marks,
                    })
                })
                .collect::<Result<Vec<_>, CliError>>()
        };
        let left = moves(&left, left_games, Player::Left)?;
        let right = moves(&right, right_games, Player::Right)?;
        Ok((canonical_text(arena, g, args.printing)?, left, right))
    })?;
    if args.json {
        let list = |moves: &[Move]| -> Value {
            moves
                .iter()
                .map(|m| {
                    json!({
                        "position": m.position,
                        "value": m.value,
                        "sensible": m.marks.sensible,
                        "dominated": m.marks.dominated,
                        "reversible": m.marks.reversible,
                    })
                })
                .collect()
        };
        super::print_json(&json!({
            "expression": args.position,
            "value": value,
            "left": list(&left),
            "right": list(&right),
        }));
        return Ok(());
    }
    println!("value        {value}");
    for (name, moves) in [("left moves", &left), ("right moves", &right)] {
        println!("{name:<12} {}", moves.len());
        let width = moves.iter().map(|m| m.position.len()).max().unwrap_or(0);
        let value_width = moves.iter().map(|m| m.value.len()).max().unwrap_or(0);
        for m in moves {
            let marks: Vec<&str> = [
                (m.marks.sensible, "sensible"),
                (m.marks.dominated, "dominated"),
                (m.marks.reversible, "reversible"),
            ]
            .into_iter()
            .filter_map(|(set, name)| set.then_some(name))
            .collect();
            let line = format!(
                "  {:<width$}  {:<value_width$}  {}",
                m.position,
                m.value,
                marks.join(", ")
            );
            println!("{}", line.trim_end());
        }
    }
    Ok(())
}
