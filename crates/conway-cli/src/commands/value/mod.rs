//! `conway value EXPR`: canonical form, outcome, stops, mean and temperature of a game
//! expression in the usual notation, where `name:argument` names a ruleset position; with
//! `--all`, the rest of the value theory too ([`theory`]).
//!
//! Expressions are read by [`crate::expression`]; canonical forms longer than
//! [`PRINT_LIMIT`](crate::expression::PRINT_LIMIT) characters are refused rather than printed.

pub mod theory;

use crate::error::CliError;
use crate::expression::{canonical_text, evaluate, syntax, thermograph, Printing, WorkLimit};
use crate::progress::Context;
use conway::partizan::{Arena, Dyadic, GameId, Outcome};
use theory::ValueTheory;

/// Options of `conway value`.
#[derive(clap::Args, Debug)]
#[command(after_help = format!("{}

With --all, also, for the game G: its reduced canonical form (the simplest game
infinitesimally close to G), its atomic weight (defined for all-small games; 'none (not
all-small)' for others), its birthday, its Left incentives G^L - G and Right incentives
G - G^R (lists separated by '; '), its confusion interval (the numbers x with G || x;
'empty' when there are none) and the kinds it is and is not among number, nimber,
infinitesimal, all-small, dicotic and switch. A limit reached by any of these is an
error (exit status 2), never mistaken for an undefined value.

Examples:
  conway value '{{1|-1}} + {{1|-1}}'
  conway value 'domineering:2x3 - hackenbush:BR' --json
  conway value '{{2|^}}' --all
  conway value '{{0|^}} + ^3' --unicode
  conway value '^ + {{0|v*}}' --all --json
  conway value 'domineering:..#|...'
  conway value young:5,3,3,1
  conway value staircase:2,1,3", syntax()))]
pub struct Args {
    /// The game expression.
    #[arg(allow_hyphen_values = true)]
    expr: String,
    /// Also print the reduced canonical form, atomic weight, birthday, incentives,
    /// confusion interval and kinds of the game.
    #[arg(long)]
    all: bool,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    printing: Printing,
    #[command(flatten)]
    limit: WorkLimit,
}

/// The quantities `conway value` always prints.
pub struct ValueSummary {
    canonical: String,
    outcome: Outcome,
    left_stop: Dyadic,
    right_stop: Dyadic,
    mean: Dyadic,
    temperature: Dyadic,
}

impl ValueSummary {
    /// Computes them; a limit reached is an error.
    pub fn of(arena: &mut Arena, g: GameId, printing: Printing) -> Result<Self, CliError> {
        let canonical = canonical_text(arena, g, printing)?;
        let outcome = arena.outcome(g);
        let (left_stop, right_stop) = (arena.left_stop(g), arena.right_stop(g));
        let th = thermograph(arena, g)?;
        Ok(ValueSummary {
            canonical,
            outcome,
            left_stop,
            right_stop,
            mean: th.mean,
            temperature: th.temperature,
        })
    }

    /// The JSON keys of `conway value --json`.
    pub fn json(&self, expr: &str) -> serde_json::Value {
        serde_json::json!({
            "expression": expr,
            "canonical": self.canonical,
            "outcome": self.outcome.to_string(),
            "left_stop": self.left_stop.to_string(),
            "right_stop": self.right_stop.to_string(),
            "mean": self.mean.to_string(),
            "temperature": self.temperature.to_string(),
        })
    }

    fn lines(&self) -> Vec<(&'static str, String)> {
        let meaning = match self.outcome {
            Outcome::L => "Left wins whoever starts",
            Outcome::R => "Right wins whoever starts",
            Outcome::N => "the player to move wins",
            Outcome::P => "the player to move loses",
        };
        vec![
            ("canonical", self.canonical.clone()),
            ("outcome", format!("{} ({meaning})", self.outcome)),
            ("left stop", self.left_stop.to_string()),
            ("right stop", self.right_stop.to_string()),
            ("mean", self.mean.to_string()),
            ("temperature", self.temperature.to_string()),
        ]
    }
}

/// Prints `label  value` lines, the values aligned two spaces after the longest label.
fn print_fields(lines: &[(&str, String)]) {
    let width = lines
        .iter()
        .map(|(label, _)| label.len())
        .max()
        .unwrap_or(0)
        + 2;
    for (label, value) in lines {
        println!("{label:<width$}{value}");
    }
}

/// Runs the command.
pub fn run(args: Args, ctx: &Context) -> Result<(), CliError> {
    let (summary, theory) = args.limit.compute(|arena| {
        let [g] = evaluate(arena, [(&args.expr, "game expression")], ctx)?;
        let summary = ValueSummary::of(arena, g, args.printing)?;
        let theory = if args.all {
            Some(ValueTheory::of(arena, g, args.printing)?)
        } else {
            None
        };
        Ok((summary, theory))
    })?;
    if args.json {
        let mut report = summary.json(&args.expr);
        if let Some(theory) = &theory {
            let object = report.as_object_mut().expect("a JSON object");
            object.extend(theory.json());
        }
        super::print_json(&report);
    } else {
        let mut lines = summary.lines();
        if let Some(theory) = &theory {
            lines.extend(theory.lines());
        }
        print_fields(&lines);
    }
    Ok(())
}
