//! `conway value EXPR`: canonical form, outcome, stops, mean and temperature of a game
//! expression in the usual notation, where `name:argument` names a ruleset position; with
//! `--all`, the rest of the value theory too ([`theory`]).
//!
//! Expressions are read by [`crate::expression`]; a canonical form longer than
//! `--print-limit` characters ([`PRINT_LIMIT`] by default) is summarised by its size (the
//! distinct subgames of the form and its depth) instead of printed.

pub mod theory;

use crate::error::CliError;
use crate::expression::{evaluate, syntax, thermograph, Printing, WorkLimit, PRINT_LIMIT};
use crate::loopy::loopy_syntax;
use crate::progress::Context;
use conway::partizan::{Arena, Dyadic, GameId, Node, Outcome};
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

A canonical form longer than --print-limit characters is not printed: the canonical line
gives its size instead (its distinct subgames and its depth), and the JSON has
\"canonical\": null and \"canonical_size\": {{\"subgames\", \"depth\"}}; the outcome,
stops, mean and temperature are exact all the same. --print-limit 0 prints any form.

Examples:
  conway value '{{1|-1}} + {{1|-1}}'
  conway value 'domineering:2x3 - hackenbush:BR' --json
  conway value '{{2|^}}' --all
  conway value '{{0|^}} + ^3' --unicode
  conway value '^ + {{0|v*}}' --all --json
  conway value 'domineering:..#|...'
  conway value young:5,3,3,1
  conway value staircase:2,1,3
  conway value 'upon + upon'
  conway value 'over - over' --json

{}", syntax(), loopy_syntax()))]
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
    /// The longest canonical form printed, in characters (0: any); a longer one is
    /// summarised by its size (distinct subgames and depth), its outcome, stops, mean and
    /// temperature still exact.
    #[arg(long, value_name = "CHARS", default_value_t = PRINT_LIMIT)]
    print_limit: usize,
    #[command(flatten)]
    limit: WorkLimit,
    #[command(flatten)]
    db: crate::expression::Database,
}

/// The quantities `conway value` always prints.
pub struct ValueSummary {
    /// The canonical form, or its size when it is longer than the printing limit.
    canonical: Canonical,
    outcome: Outcome,
    left_stop: Dyadic,
    right_stop: Dyadic,
    mean: Dyadic,
    temperature: Dyadic,
}

/// A canonical form as printed: its text, or, past the printing limit, its size.
enum Canonical {
    Text(String),
    /// Too long to print: the distinct subgames of the form (its options, theirs, ...,
    /// each closed form `x + n.^ + *m` counted once) and its depth.
    Summary {
        subgames: usize,
        depth: u32,
        limit: usize,
    },
}

impl Canonical {
    /// The form of `g` as text if it has at most `limit` characters (0: any), else its size.
    fn of(arena: &Arena, g: GameId, printing: Printing, limit: usize) -> Canonical {
        let limit = if limit == 0 { usize::MAX } else { limit };
        match arena.display_styled(g, printing.style(), limit) {
            Some(text) => Canonical::Text(text),
            None => Canonical::Summary {
                subgames: subgames(arena, g),
                depth: arena.depth(g),
                limit,
            },
        }
    }
}

/// The number of distinct canonical forms reachable from `g` through options (`g`
/// included; a closed form is one, its options not followed).
fn subgames(arena: &Arena, g: GameId) -> usize {
    let mut seen = std::collections::HashSet::from([g]);
    let mut stack = vec![g];
    while let Some(h) = stack.pop() {
        if let Node::Options { left, right } = arena.node(h) {
            for &o in left.iter().chain(right.iter()) {
                if seen.insert(o) {
                    stack.push(o);
                }
            }
        }
    }
    seen.len()
}

impl ValueSummary {
    /// Computes them, the canonical form printed up to `print_limit` characters (0: any);
    /// a limit reached is an error.
    pub fn of(
        arena: &mut Arena,
        g: GameId,
        printing: Printing,
        print_limit: usize,
    ) -> Result<Self, CliError> {
        let canonical = Canonical::of(arena, g, printing, print_limit);
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
        let mut report = serde_json::json!({
            "expression": expr,
            "canonical": match &self.canonical {
                Canonical::Text(text) => Some(text),
                Canonical::Summary { .. } => None,
            },
            "outcome": self.outcome.to_string(),
            "left_stop": self.left_stop.to_string(),
            "right_stop": self.right_stop.to_string(),
            "mean": self.mean.to_string(),
            "temperature": self.temperature.to_string(),
        });
        if let Canonical::Summary {
            subgames, depth, ..
        } = self.canonical
        {
            report["canonical_size"] = serde_json::json!({ "subgames": subgames, "depth": depth });
        }
        report
    }

    fn lines(&self) -> Vec<(&'static str, String)> {
        let meaning = match self.outcome {
            Outcome::L => "Left wins whoever starts",
            Outcome::R => "Right wins whoever starts",
            Outcome::N => "the player to move wins",
            Outcome::P => "the player to move loses",
        };
        vec![
            (
                "canonical",
                match &self.canonical {
                    Canonical::Text(text) => text.clone(),
                    Canonical::Summary {
                        subgames,
                        depth,
                        limit,
                    } => format!(
                        "not printed: {subgames} distinct subgames, depth {depth} (more than \
                     {limit} characters; --print-limit 0 prints it)"
                    ),
                },
            ),
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
    if crate::loopy::is_loopy(&args.expr) {
        return run_loopy(&args);
    }
    let (summary, theory) = args.limit.compute(|arena| {
        let store = args.db.open()?;
        let [g] = evaluate(
            arena,
            [(&args.expr, "game expression")],
            ctx,
            store.as_ref(),
        )?;
        let summary = ValueSummary::of(arena, g, args.printing, args.print_limit)?;
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

/// `conway value` on an expression in the loopy notation ([`crate::loopy`]).
fn run_loopy(args: &Args) -> Result<(), CliError> {
    let report = args.limit.compute(|arena| {
        let value = crate::loopy::read_value(arena, &args.expr, "game expression")?;
        crate::loopy::LoopyValue::of(arena, &value, args.printing, args.all)
    })?;
    if args.json {
        super::print_json(&report.json(&args.expr));
    } else {
        print_fields(&report.lines());
    }
    Ok(())
}
