//! `conway grundy wythoff --table N` and `--p-positions N [--count]`: the two-heap games
//! of `conway grundy` (`conway::impartial::coordinate`): a Grundy table `G(a, b)`, `0 <= a, b <= N`,
//! or the P-positions, by Wythoff's closed form for Wythoff's game and from the table for
//! the others.

use super::args::Args;
use crate::error::CliError;
use crate::progress::Context;
use conway::excerpt::excerpt;
use conway::impartial::coordinate::beatty;
use conway::impartial::coordinate::table::{grundy_table, GrundyTable, RowLayout, MAX_TABLE_TO};
use conway::impartial::coordinate::CoordinateGame;
use serde_json::json;
use std::io::{BufWriter, Write};

/// The largest box whose P-positions of Wythoff's game are listed (about `0.38 N` pairs);
/// any box below 2^64 is counted.
pub const MAX_LISTED_BOX: u64 = 10_000_000;

/// Whether `game` names a two-heap game, served here.
pub fn is_coordinate(game: &str) -> bool {
    let game = game.trim();
    game == "wythoff" || game.starts_with("wythoff:")
}

/// Runs `conway grundy` for a two-heap game.
pub fn run(args: &Args, ctx: &Context) -> Result<(), CliError> {
    let game = CoordinateGame::parse(args.game()).map_err(CliError::input)?;
    if args.to.is_some() || args.certify {
        return Err(CliError::input(format!(
            "--to and --certify apply to heap games; {} is a two-heap game: use --table N \
             or --p-positions N",
            excerpt(args.game())
        )));
    }
    match (args.table, args.p_positions) {
        (Some(to), _) => table(args, ctx, &game, to),
        (None, Some(n)) => p_positions(args, ctx, &game, n),
        (None, None) => Err(CliError::input(format!(
            "{} is a two-heap game: give --table N (its Grundy table for heaps 0..=N) or \
             --p-positions N",
            excerpt(args.game())
        ))),
    }
}

/// The refusal of `--table` or `--p-positions` for a game that is not a two-heap game.
pub fn not_two_heap(game: &str) -> CliError {
    CliError::input(format!(
        "--table and --p-positions apply to two-heap games (wythoff, wythoff:ONE/BOTH), and \
         {} is not one",
        excerpt(game)
    ))
}

/// The Grundy table of `game` up to heap `to`, computed with a progress bar.
fn computed_table(
    ctx: &Context,
    game: &CoordinateGame,
    to: usize,
) -> Result<GrundyTable, CliError> {
    let bar = ctx.progress(to as u64 + 1, "Grundy table rows");
    let table =
        grundy_table(game, to, &mut |done, _| bar.set_position(done)).map_err(CliError::input)?;
    bar.finish_and_clear();
    Ok(table)
}

/// `--table N`: the rows `G(a, 0..=N)`, `a = 0..=N`.
fn table(args: &Args, ctx: &Context, game: &CoordinateGame, to: usize) -> Result<(), CliError> {
    let table = computed_table(ctx, game, to)?;
    let mut out = BufWriter::new(std::io::stdout().lock());
    if args.json {
        let head = json!({ "game": args.game(), "to": to, "max": table.max() }).to_string();
        // `head` is an object: write its members, then the rows (up to 5001^2 numbers).
        write!(out, "{},\"table\":[", &head[..head.len() - 1])?;
        table.write_rows(&mut out, RowLayout::Json)?;
        writeln!(out, "]}}")?;
    } else {
        writeln!(
            out,
            "Grundy table of {} for heaps 0..={to} (row a: G(a, 0), ..., G(a, {to})):",
            args.game()
        )?;
        table.write_rows(&mut out, RowLayout::Text)?;
        writeln!(out, "max: {}", table.max())?;
    }
    out.flush()?;
    Ok(())
}

/// `--p-positions N [--count]`: the P-positions with `a <= b <= N` and their number in the
/// box `0..=N` x `0..=N`, both orders counted.
fn p_positions(args: &Args, ctx: &Context, game: &CoordinateGame, n: u64) -> Result<(), CliError> {
    let (method, count, listed): (&str, u64, Option<Vec<(u64, u64)>>) = if game.is_wythoff() {
        if !args.count && n > MAX_LISTED_BOX {
            return Err(CliError::input(format!(
                "--p-positions {n}: the P-positions of wythoff are listed up to {MAX_LISTED_BOX} \
                 (add --count for their number, by the closed form, in any box below 2^64)"
            )));
        }
        let listed = (!args.count).then(|| beatty::p_positions_up_to(n));
        ("closed form", beatty::p_position_count(n), listed)
    } else {
        let to = usize::try_from(n)
            .ok()
            .filter(|&to| to <= MAX_TABLE_TO)
            .ok_or_else(|| {
                CliError::input(format!(
                    "--p-positions {n}: the P-positions of {} come from its Grundy table, \
                 computed up to heap {MAX_TABLE_TO} (only wythoff, both sets all, has a \
                 closed form)",
                    excerpt(args.game())
                ))
            })?;
        let table = computed_table(ctx, game, to)?;
        let listed = (!args.count).then(|| {
            table
                .p_positions()
                .into_iter()
                .map(|(a, b)| (a as u64, b as u64))
                .collect()
        });
        ("Grundy table", table.p_position_count(), listed)
    };
    let source = if game.is_wythoff() {
        "by the closed form"
    } else {
        "from the Grundy table"
    };
    let mut out = BufWriter::new(std::io::stdout().lock());
    if args.json {
        let head = json!({
            "game": args.game(),
            "box": n.to_string(),
            "method": method,
            "answer": count.to_string(),
        })
        .to_string();
        // `head` is an object: write its members, then the pairs (millions of them).
        write!(out, "{},\"p_positions\":", &head[..head.len() - 1])?;
        match listed {
            None => out.write_all(b"null")?,
            Some(pairs) => {
                out.write_all(b"[")?;
                for (i, (a, b)) in pairs.iter().enumerate() {
                    let separator = if i == 0 { "" } else { "," };
                    write!(out, "{separator}[{a},{b}]")?;
                }
                out.write_all(b"]")?;
            }
        }
        writeln!(out, "}}")?;
    } else if let Some(pairs) = listed {
        let how = if game.is_wythoff() {
            format!("{source} (floor(k phi), floor(k phi) + k)")
        } else {
            source.to_string()
        };
        writeln!(
            out,
            "P-positions (a, b) of {} with a <= b <= {n}, {how}:",
            args.game()
        )?;
        for (a, b) in pairs {
            writeln!(out, "{a} {b}")?;
        }
        writeln!(out, "count in 0..={n} x 0..={n}, both orders: {count}")?;
    } else {
        writeln!(
            out,
            "{count}  P-positions of {} in 0..={n} x 0..={n} (both orders), {source}",
            args.game()
        )?;
    }
    out.flush()?;
    Ok(())
}
