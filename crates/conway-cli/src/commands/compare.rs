//! `conway compare G H`: the order of two games, `G < H`, `G > H`, `G = H` or `G || H`
//! (confused: neither is at least the other).
//!
//! Definition (Siegel, *Combinatorial Game Theory*, II.1; Winning Ways, ch. 2): `G <= H`
//! iff no `G^L >= H` and no `H^R <= G`. Equivalently the relation is the outcome of
//! `G - H`: `G > H` when Left wins it whoever starts, `G < H` when Right does, `G = H`
//! when the player to move loses and `G || H` when the player to move wins. The order
//! itself is [`conway::partizan::Arena::compare`]; both expressions are read as by
//! `conway value`, in one arena under one work limit, with the rulesets' solvers shared.

use crate::error::CliError;
use crate::expression::{evaluate, syntax, WorkLimit};
use crate::progress::Context;
use std::cmp::Ordering;

/// Options of `conway compare`.
#[derive(clap::Args, Debug)]
#[command(after_help = format!("\
The first line of the output is one of the four relations of G to H, alone, for scripts;
the second says what it means:
  <    G < H: Right wins G - H whoever starts
  >    G > H: Left wins G - H whoever starts
  =    G = H: the player to move loses G - H
  ||   G || H, confused: the player to move wins G - H
With --json: one object {{\"left\": G, \"right\": H, \"relation\": \"<\", \">\", \"=\" or \"||\"}}
(the expressions as given). The exit status is 0 whatever the relation.

G and H are game expressions (EXPR), read as by conway value, in one computation under
one --work-limit.
{}

Examples:
  conway compare ^ 1/2
  conway compare '{{1|-1}}' 0 --json
  conway compare '{{0|*}}' ^
  conway compare domineering:2x3 'hackenbush:BRR + 1/2'
  conway compare over 1/64
  conway compare 'upon + upon' '{{0|upon + *}}'

For loopy games the relation is that of their sides: G <= H when G's onside is at most
H's and G's offside at most H's (for stoppers, when Left moving second survives H - G).

{}", syntax(), crate::loopy::loopy_syntax()))]
pub struct Args {
    /// The first game expression, G.
    #[arg(value_name = "G", allow_hyphen_values = true)]
    first: String,
    /// The second game expression, H.
    #[arg(value_name = "H", allow_hyphen_values = true)]
    second: String,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    limit: WorkLimit,
    #[command(flatten)]
    db: crate::expression::Database,
}

/// How `G` stands to `H`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Relation {
    Less,
    Greater,
    Equal,
    Confused,
}

impl Relation {
    /// The relation given by [`conway::partizan::Arena::compare`] (`None`: confused).
    fn of(order: Option<Ordering>) -> Self {
        match order {
            Some(Ordering::Less) => Relation::Less,
            Some(Ordering::Greater) => Relation::Greater,
            Some(Ordering::Equal) => Relation::Equal,
            None => Relation::Confused,
        }
    }

    /// Its symbol, the first line of the text output and the `relation` of the JSON.
    fn symbol(self) -> &'static str {
        match self {
            Relation::Less => "<",
            Relation::Greater => ">",
            Relation::Equal => "=",
            Relation::Confused => "||",
        }
    }

    /// What it means for the difference `G - H`.
    fn meaning(self) -> &'static str {
        match self {
            Relation::Less => "G < H: Right wins G - H whoever starts",
            Relation::Greater => "G > H: Left wins G - H whoever starts",
            Relation::Equal => "G = H: the player to move loses G - H",
            Relation::Confused => "G || H, confused: the player to move wins G - H",
        }
    }
}

/// Runs the command.
pub fn run(args: Args, ctx: &Context) -> Result<(), CliError> {
    if crate::loopy::is_loopy(&args.first) || crate::loopy::is_loopy(&args.second) {
        return run_loopy(&args);
    }
    let relation = args.limit.compute(|arena| {
        let store = args.db.open()?;
        let [g, h] = evaluate(
            arena,
            [
                (&args.first, "first game expression (G)"),
                (&args.second, "second game expression (H)"),
            ],
            ctx,
            store.as_ref(),
        )?;
        Ok(Relation::of(arena.compare(g, h)))
    })?;
    if args.json {
        super::print_json(&serde_json::json!({
            "left": args.first,
            "right": args.second,
            "relation": relation.symbol(),
        }));
    } else {
        println!("{}", relation.symbol());
        println!("{}", relation.meaning());
    }
    Ok(())
}

/// `conway compare` when either game is written in the loopy notation: the order of
/// sides ([`crate::loopy::relation`]).
fn run_loopy(args: &Args) -> Result<(), CliError> {
    let symbol = args.limit.compute(|arena| {
        let g = crate::loopy::read_value(arena, &args.first, "first game expression (G)")?;
        let h = crate::loopy::read_value(arena, &args.second, "second game expression (H)")?;
        crate::loopy::relation(&g, &h)
    })?;
    if args.json {
        super::print_json(&serde_json::json!({
            "left": args.first,
            "right": args.second,
            "relation": symbol,
        }));
    } else {
        println!("{symbol}");
        println!(
            "{}",
            match symbol {
                "=" => "G = H: equal onsides and equal offsides",
                "<" => "G < H: G <= H on both sides (onside and offside), and not G = H",
                ">" => "G > H: G >= H on both sides (onside and offside), and not G = H",
                _ => "G || H, confused: neither is at least the other on both sides",
            }
        );
    }
    Ok(())
}
