//! `conway solve paper-cutting`: PROBLEMS.md §3 through `conway_games::paper`.

use crate::error::CliError;
use crate::progress::Context;
use clap::ArgGroup;
use conway::count::{Arithmetic, Exact, Modular};
use conway_games::paper::{self, PaperError};
use serde_json::json;

/// What the command computes, how, and examples (shown after the options in `--help`).
const ABOUT: &str = "\
Paper cutting: a move cuts one rectangle by a vertical and a horizontal line through an
interior lattice point into four. G(w, h) is the Grundy value of a w x h sheet, C(w, h) its
number of winning first moves, D(W, H) the sum of C(w, h) over 2 <= w <= W, 2 <= h <= H.

Each row G(w, .) is computed only up to the height from which a lemma (stated and proved in
the docs of conway::stabilise) certifies it constant; winning moves over the constant tails
are counted in closed form, so the cost does not depend on the height. The smaller side is
taken as the width, and it may be at most 250.

Examples:
  conway solve paper-cutting --width 123 --height 1234567
  conway solve paper-cutting --cell 5x3 --json
  conway solve paper-cutting --table 20";

/// Options of `conway solve paper-cutting`.
#[derive(clap::Args, Debug)]
#[command(after_help = ABOUT)]
#[command(group(ArgGroup::new("mode").required(true).args(["width", "cell", "table"])))]
pub struct Args {
    /// Print D(W, H) for this largest width W (needs --height).
    #[arg(long, value_name = "W", requires = "height")]
    width: Option<u64>,
    /// The largest height H of D(W, H) (needs --width).
    #[arg(long, value_name = "H", requires = "width")]
    height: Option<u64>,
    /// Print G and C for one WxH rectangle, e.g. 5x3.
    #[arg(long, value_name = "WxH", conflicts_with_all = ["width", "height", "table", "modulus"])]
    cell: Option<String>,
    /// Print, for each width w <= W, the height from which G(w, .) is constant, that
    /// constant, and the height from which the lemma certifies it.
    #[arg(long, value_name = "W", conflicts_with_all = ["width", "height", "modulus"])]
    table: Option<u64>,
    /// Reduce D(W, H) modulo M (M >= 2); exact by default.
    #[arg(long, value_name = "M")]
    modulus: Option<u64>,
    /// Print one JSON object (big integers as decimal strings).
    #[arg(long)]
    json: bool,
}

/// Runs the command.
pub fn run(args: Args, ctx: &Context) -> Result<(), CliError> {
    if let Some(cell) = &args.cell {
        let (w, h) = parse_cell(cell)?;
        return print_cell(w, h, args.json, ctx);
    }
    if let Some(w) = args.table {
        return print_table(w, args.json, ctx);
    }
    let (w, h) = match (args.width, args.height) {
        (Some(w), Some(h)) => (w, h),
        _ => {
            return Err(CliError::input(
                "give --width W and --height H, --cell WxH or --table W",
            ))
        }
    };
    for (flag, n) in [("--width", w), ("--height", h)] {
        if n == 0 {
            return Err(CliError::input(format!("{flag}: must be at least 1")));
        }
    }
    let (answer, arithmetic) = match args.modulus {
        Some(m) => total(w, h, &Modular::new(m)?, ctx)?,
        None => total(w, h, &Exact, ctx)?,
    };
    if args.json {
        super::super::print_json(&json!({
            "problem": "paper-cutting",
            "width": w,
            "height": h,
            "arithmetic": arithmetic,
            "answer": answer,
        }));
    } else if let Some(m) = args.modulus {
        println!("D({w}, {h}) mod {m} = {answer}");
    } else {
        println!("D({w}, {h}) = {answer}");
    }
    Ok(())
}

/// The demo computation: `D(123, 1234567)`.
pub fn demo() -> Result<String, CliError> {
    Ok(total(123, 1_234_567, &Exact, &Context { quiet: true })?.0)
}

/// `D(W, H)` as decimal digits, and the arithmetic used.
pub fn total<A: Arithmetic>(
    w: u64,
    h: u64,
    arith: &A,
    ctx: &Context,
) -> Result<(String, String), CliError> {
    let bar = ctx.progress(w.min(h).saturating_sub(1), "Grundy rows");
    let d = paper::total_winning_moves(w, h, arith, |done, _| bar.set_position(done as u64))
        .map_err(|e| cli_error("--width/--height", e))?;
    bar.finish_and_clear();
    Ok((arith.to_decimal(&d), arith.describe()))
}

fn print_cell(w: u64, h: u64, json: bool, ctx: &Context) -> Result<(), CliError> {
    let bar = ctx.progress(w.min(h), "Grundy rows");
    let cell = paper::cell(w, h, |done, _| bar.set_position(done as u64))
        .map_err(|e| cli_error("--cell", e))?;
    bar.finish_and_clear();
    if json {
        // A count above 2^64 (only for astronomically tall sheets) is a decimal string.
        let moves = u64::try_from(cell.winning_moves)
            .map_or_else(|_| json!(cell.winning_moves.to_string()), |c| json!(c));
        super::super::print_json(&json!({
            "width": w,
            "height": h,
            "grundy": cell.grundy,
            "winning_moves": moves,
        }));
    } else {
        println!("G({w}, {h}) = {}", cell.grundy);
        println!("C({w}, {h}) = {}", cell.winning_moves);
    }
    Ok(())
}

fn print_table(max_width: u64, json: bool, ctx: &Context) -> Result<(), CliError> {
    if max_width == 0 {
        return Err(CliError::input("--table: must be at least 1"));
    }
    let bar = ctx.progress(max_width, "Grundy rows");
    let rows = paper::grundy_rows(max_width, |done, _| bar.set_position(done as u64))
        .map_err(|e| cli_error("--table", e))?;
    bar.finish_and_clear();
    let summary: Vec<_> = (1..=rows.max_width())
        .filter_map(|w| rows.row(w).map(|r| (w, r)))
        .map(|(w, r)| {
            (
                w,
                r.values.stable_from(),
                r.values.limit(),
                r.certified_from,
            )
        })
        .collect();
    if json {
        let rows: Vec<_> = summary
            .iter()
            .map(|&(w, s, c, b)| {
                json!({"width": w, "stable_from": s, "constant": c, "certified_from": b})
            })
            .collect();
        super::super::print_json(&json!({ "problem": "paper-cutting", "rows": rows }));
    } else {
        println!(
            "{:>6} {:>12} {:>9} {:>15}",
            "width", "stable from", "constant", "certified from"
        );
        for (w, s, c, b) in summary {
            println!("{w:>6} {s:>12} {c:>9} {b:>15}");
        }
    }
    Ok(())
}

/// `WxH` with positive integer sides.
fn parse_cell(text: &str) -> Result<(u64, u64), CliError> {
    let bad = || {
        CliError::input(format!(
            "--cell: expected WxH with positive integer sides, e.g. 5x3 (got '{text}')"
        ))
    };
    let (w, h) = text.split_once(['x', 'X']).ok_or_else(bad)?;
    let side = |s: &str| {
        s.trim()
            .parse::<u64>()
            .ok()
            .filter(|&n| n >= 1)
            .ok_or_else(bad)
    };
    Ok((side(w)?, side(h)?))
}

/// A library error as a CLI error naming the option at fault (engine failures are
/// internal).
fn cli_error(place: &str, e: PaperError) -> CliError {
    match e {
        PaperError::Engine(e) => CliError::Internal(e.to_string()),
        e => CliError::input(format!("{place}: {e}")),
    }
}
