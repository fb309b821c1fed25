//! `conway solve paper-cutting`: the third problem of `docs/problems.md`, through
//! `conway_games::problems::paper_cutting`.

use crate::counting::{CountOptions, Counting, Subject};
use crate::error::CliError;
use crate::progress::Context;
use clap::ArgGroup;
use conway::count::{Arithmetic, Exact};
use conway_games::problems::paper_cutting::{self, PaperError};
use serde_json::json;
use std::time::Instant;

/// What the command computes, how, and examples (shown after the options in `--help`).
const ABOUT: &str = "\
Paper cutting: a move cuts one rectangle by a vertical and a horizontal line through an
interior lattice point into four. G(w, h) is the Grundy value of a w x h sheet, C(w, h) its
number of winning first moves, D(W, H) the sum of C(w, h) over 2 <= w <= W, 2 <= h <= H.

Each row G(w, .) is computed only up to the height from which a lemma (stated and proved in
the docs of conway::impartial::stabilise) certifies it constant; winning moves over the constant tails
are counted in closed form, so the cost does not depend on the height. The smaller side is
taken as the width, and it may be at most 200 (rows up to width 200 take about 5
CPU-seconds, and the cost grows steeply with the width); the height may be any 64-bit
number. With --json, width and height are decimal strings.

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
    /// Print G and C for one WxH rectangle, e.g. 5x3 (the answer is C).
    #[arg(long, value_name = "WxH", conflicts_with_all = ["width", "height", "table"])]
    cell: Option<String>,
    /// Print, for each width w <= W, the height from which G(w, .) is constant, that
    /// constant, and the height from which the lemma certifies it (the answer is the
    /// height from which every row is constant; nothing is counted, so no --modulus).
    #[arg(long, value_name = "W", conflicts_with_all = ["width", "height", "modulus"])]
    table: Option<u64>,
    #[command(flatten)]
    options: CountOptions,
}

/// Runs the command.
pub fn run(args: Args, ctx: &Context) -> Result<(), CliError> {
    let start = Instant::now();
    args.options.check()?;
    if let Some(cell) = &args.cell {
        let (w, h) = parse_cell(cell)?;
        return print_cell(w, h, &args.options, start, ctx);
    }
    if let Some(w) = args.table {
        return print_table(w, &args.options, start, ctx);
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
    let answer = args.options.run(Total { w, h, ctx })?;
    if args.options.json {
        args.options.print_json(
            Subject::Problem("paper-cutting"),
            &answer,
            start,
            json!({ "width": w.to_string(), "height": h.to_string() }),
        );
    } else {
        println!("D({w}, {h}) = {answer}{}", args.options.suffix());
    }
    Ok(())
}

/// The demo computation: `D(123, 1234567)`.
pub fn demo() -> Result<String, CliError> {
    let quiet = Context { quiet: true };
    Total {
        w: 123,
        h: 1_234_567,
        ctx: &quiet,
    }
    .run(&Exact)
}

/// `D(W, H)` as decimal digits.
struct Total<'c> {
    w: u64,
    h: u64,
    ctx: &'c Context,
}

impl Counting for Total<'_> {
    type Output = String;
    type Error = CliError;
    fn run<A: Arithmetic>(self, arith: &A) -> Result<String, CliError> {
        let bar = self
            .ctx
            .progress(self.w.min(self.h).saturating_sub(1), "Grundy rows");
        let d = paper_cutting::total_winning_moves(self.w, self.h, arith, &mut |done, _| {
            bar.set_position(done)
        })
        .map_err(|e| cli_error("--width/--height", e))?;
        bar.finish_and_clear();
        Ok(arith.to_decimal(&d))
    }
}

fn print_cell(
    w: u64,
    h: u64,
    options: &CountOptions,
    start: Instant,
    ctx: &Context,
) -> Result<(), CliError> {
    let bar = ctx.progress(w.min(h), "Grundy rows");
    let cell = paper_cutting::cell(w, h, &mut |done, _| bar.set_position(done))
        .map_err(|e| cli_error("--cell", e))?;
    bar.finish_and_clear();
    let moves = options.modulus.as_ref().map_or_else(
        || cell.winning_moves.to_string(),
        |m| m.reduce(cell.winning_moves),
    );
    if options.json {
        options.print_json(
            Subject::Problem("paper-cutting"),
            &moves,
            start,
            json!({
                "width": w.to_string(),
                "height": h.to_string(),
                "grundy": cell.grundy,
            }),
        );
    } else {
        println!("G({w}, {h}) = {}", cell.grundy);
        println!("C({w}, {h}) = {moves}{}", options.suffix());
    }
    Ok(())
}

fn print_table(
    max_width: u64,
    options: &CountOptions,
    start: Instant,
    ctx: &Context,
) -> Result<(), CliError> {
    if max_width == 0 {
        return Err(CliError::input("--table: must be at least 1"));
    }
    let bar = ctx.progress(max_width, "Grundy rows");
    let rows = paper_cutting::grundy_rows(max_width, &mut |done, _| bar.set_position(done))
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
    // Every row is constant from the largest of the rows' stabilisation heights on.
    let constant_from = summary.iter().map(|r| r.1).max().unwrap_or(1);
    if options.json {
        let rows: Vec<_> = summary
            .iter()
            .map(|&(w, s, c, b)| {
                json!({"width": w, "stable_from": s, "constant": c, "certified_from": b})
            })
            .collect();
        options.print_json(
            Subject::Problem("paper-cutting"),
            &constant_from.to_string(),
            start,
            json!({ "table": max_width, "rows": rows }),
        );
    } else {
        println!(
            "{:>6} {:>12} {:>9} {:>15}",
            "width", "stable from", "constant", "certified from"
        );
        for (w, s, c, b) in summary {
            println!("{w:>6} {s:>12} {c:>9} {b:>15}");
        }
        println!("every row G(w, .), w <= {max_width}, is constant from height {constant_from}");
    }
    Ok(())
}

/// `WxH` with sides from 1 to 2^64 - 1.
fn parse_cell(text: &str) -> Result<(u64, u64), CliError> {
    let shown = conway::excerpt::excerpt(text);
    let bad = |why: &str| {
        CliError::input(format!(
            "--cell: expected WxH with sides from 1 to 2^64 - 1, e.g. 5x3 ({why}: got \
             '{shown}')"
        ))
    };
    let (w, h) = text
        .split_once(['x', 'X'])
        .ok_or_else(|| bad("no 'x' between the sides"))?;
    let side = |s: &str| {
        let s = s.trim();
        if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad("a side is not a number"));
        }
        match s.parse::<u64>() {
            Ok(0) => Err(bad("a side is 0")),
            Ok(n) => Ok(n),
            Err(_) => Err(bad("a side is 2^64 or more")),
        }
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
