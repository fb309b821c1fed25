//! `conway grundy GAME [--to N] [--certify] [--json]`: the Grundy sequence of a heap game
//! and its periodicity, certified by a theorem or merely observed; the values of single
//! heads coins of a coin-turning game (`conway grundy turning:ruler`), listed the same way;
//! the Grundy table or the P-positions of a two-heap game (`conway grundy wythoff --table
//! N`, [`coordinate`]); or the nim-value of one position of an impartial
//! ruleset of the registry (`conway grundy cram:3x4`).

mod args;
mod coordinate;
pub mod output;
mod research;

use crate::error::CliError;
use crate::progress::Context;
pub use args::Args;
use conway::excerpt::excerpt;
use conway::impartial::heap::{GrundySequence, HeapError, HeapGame, MAX_HEAP};
use conway::impartial::periodic::analyse;
use conway::impartial::turning::{rule::CoinRule, values::grundy_values};
use conway::partizan::sum_search::SearchSettings;
use conway_games::contract::{Entry, PositionError};
use conway_games::registry;
use output::{write_json, write_text};
use serde_json::json;
use std::io::{BufWriter, Write};

/// The generalised Sprague–Grundy value (Smith) of an impartial loopy game, such as a
/// position of `cyclesub`: a nim-value, or `inf` with its escape set. JSON:
/// `{"game", "loopy": true, "nim_value" (the number, null when infinite),
/// "loopy_nim_value" (the text), "outcome"}`.
fn loopy_nim_value(args: &Args) -> Result<(), CliError> {
    let mut arena = conway::partizan::Arena::new();
    let g = crate::loopy::read(&mut arena, args.game(), "game", "a nim-value")?;
    let value = g.loopy_nimber().ok_or_else(|| {
        CliError::input(format!(
            "{} is not impartial (the players' moves differ), so it has no nim-value; \
             conway value gives its loopy value",
            args.game()
        ))
    })?;
    let outcome = value.outcome();
    let finite = match &value {
        conway::loopy::impartial::LoopyNimber::Finite(n) => Some(*n),
        conway::loopy::impartial::LoopyNimber::Infinite(_) => None,
    };
    if args.json {
        super::print_json(&json!({
            "game": args.game(),
            "loopy": true,
            "nim_value": finite,
            "loopy_nim_value": value.text(false),
            "outcome": outcome.to_string(),
        }));
    } else {
        println!(
            "nim-value of {}: {} ({})",
            args.game(),
            value.text(false),
            crate::loopy::outcome_meaning(outcome)
        );
    }
    Ok(())
}

/// Runs the command.
pub fn run(args: Args, ctx: &Context) -> Result<(), CliError> {
    let ruleset = args
        .game()
        .split_once(':')
        .and_then(|(name, position)| Some((registry::find(name)?, position)));
    if args.work_limit.is_some() && ruleset.is_none() {
        return Err(CliError::input(
            "--work-limit applies to ruleset positions (e.g. cram:3x4); the other games' \
             computations have their own bounds (see --help), and research runs (--save \
             FILE) go beyond them",
        ));
    }
    if args.table_memory.is_some() && ruleset.is_none() {
        return Err(CliError::input(
            "--table-memory applies to ruleset positions (e.g. cram:3x4); heap games keep \
             one value per heap size",
        ));
    }
    if args.threads.is_some() && ruleset.is_none() {
        return Err(CliError::input(
            "--threads applies to ruleset positions (e.g. cram:3x4); the other games' \
             values are computed on one thread",
        ));
    }
    if research::is_research(&args) {
        return research::run(&args, ctx);
    }
    if crate::loopy::is_loopy(args.game()) {
        return loopy_nim_value(&args);
    }
    if args.save_every.is_some() || args.values.is_some() {
        return Err(CliError::input(
            "--save-every and --values apply to research runs (--save, --resume, --load or \
             --hash)",
        ));
    }
    if coordinate::is_coordinate(args.game()) {
        return coordinate::run(&args, ctx);
    }
    if args.table.is_some() || args.p_positions.is_some() {
        return Err(coordinate::not_two_heap(args.game()));
    }
    if args.game().trim_start().starts_with("turning:") {
        return coin_values(&args, ctx);
    }
    if let Some((entry, position)) = ruleset {
        return nim_value(&args, entry, position);
    }
    let game = HeapGame::parse(args.game()).map_err(CliError::input)?;
    let hint = research::hint(&game, args.to());
    if args.to() > MAX_HEAP {
        return Err(CliError::input(format!(
            "--to {} is too large: values are listed up to heap {MAX_HEAP}{hint}",
            args.to()
        )));
    }
    if args.certify && args.certify_limit > MAX_HEAP {
        return Err(CliError::input(format!(
            "--certify-limit {} is too large: heaps are computed up to {MAX_HEAP}",
            args.certify_limit
        )));
    }
    let limit = args.certify.then_some(args.certify_limit);
    let bar = ctx.progress(
        limit.unwrap_or(args.to()).max(args.to()) as u64,
        "Grundy values",
    );
    let sequence = game
        .sequence(args.to(), limit, &mut |done, _| bar.set_position(done))
        .map_err(|e| match e {
            HeapError::TooLarge(m) => CliError::input(format!("{m}{hint}")),
            e => CliError::input(e),
        })?;
    bar.finish_and_clear();
    write_sequence(&args, "heaps", game.theorem().is_some(), &sequence)
}

/// The values of single heads coins of a coin-turning game, listed as a heap game's (no
/// periodicity theorem applies: a period can only be observed).
fn coin_values(args: &Args, ctx: &Context) -> Result<(), CliError> {
    let rule = CoinRule::parse(args.game()).map_err(CliError::input)?;
    let bar = ctx.progress(args.to() as u64, "coin values");
    let values = grundy_values(&rule, args.to(), &mut |done, _| bar.set_position(done))
        .map_err(CliError::input)?;
    bar.finish_and_clear();
    let sequence = GrundySequence {
        periodicity: analyse(&values, None),
        computed: values.len(),
        values,
        search_stopped: None,
    };
    write_sequence(args, "coins", false, &sequence)
}

/// Prints `sequence` as text or JSON; `unit` names what `n` counts in `G(n)`, and
/// `certifiable` says whether a periodicity theorem applies.
fn write_sequence(
    args: &Args,
    unit: &str,
    certifiable: bool,
    sequence: &GrundySequence,
) -> Result<(), CliError> {
    let mut out = BufWriter::new(std::io::stdout().lock());
    if args.json {
        write_json(&mut out, args.game(), args.to(), sequence)?;
    } else {
        write_text(&mut out, args, unit, certifiable, sequence)?;
    }
    out.flush()?;
    Ok(())
}

/// The most threads `--threads` takes.
const MAX_THREADS: usize = 64;

/// The nim-value of one position of an impartial ruleset.
fn nim_value(args: &Args, entry: &Entry, position: &str) -> Result<(), CliError> {
    if args.to.is_some() || args.certify {
        return Err(CliError::input(format!(
            "--to and --certify apply to heap games; {} is a ruleset position, which has one \
             nim-value",
            excerpt(args.game())
        )));
    }
    if !entry.solver().is_impartial() {
        return Err(CliError::input(format!(
            "{} is not impartial, so its positions have no nim-value: use conway value {}",
            entry.name,
            excerpt(args.game())
        )));
    }
    let threads = match args.threads {
        Some(threads @ 1..=MAX_THREADS) => threads,
        Some(threads) => {
            return Err(CliError::input(format!(
                "--threads must be between 1 and {MAX_THREADS}, not {threads}"
            )))
        }
        None => std::thread::available_parallelism().map_or(1, |n| n.get().min(MAX_THREADS)),
    };
    let steps = args.work_limit.unwrap_or(crate::expression::WORK_LIMIT);
    let settings = SearchSettings {
        table_bytes: match args.table_memory {
            Some(mib) => crate::expression::table_bytes(mib)?,
            None => SearchSettings::default().table_bytes,
        },
        ..SearchSettings::default()
    };
    let (nim, table) = crate::expression::on_large_stack(|| {
        crate::expression::within_work_limit(steps, |arena| {
            let mut solver = entry.solver();
            solver.set_search(settings);
            let nim = solver
                .nim_value(arena, position, threads)
                .map_err(|e| match e {
                    PositionError::Invalid(e) => {
                        CliError::input(format!("{}: {e}", excerpt(args.game())))
                    }
                    PositionError::Refused(e) => CliError::input(e),
                })?;
            Ok((nim, solver.nim_table_footprint()))
        })
    })?;
    if args.json {
        super::print_json(&json!({
            "game": args.game(),
            "nim_value": nim,
            "table": {
                "positions": table.states,
                "bytes": table.bytes,
                "forgotten": table.forgotten,
            },
        }));
    } else {
        let who = if nim == 0 { "loses" } else { "wins" };
        println!(
            "nim-value of {}: {nim} (the player to move {who})",
            args.game()
        );
    }
    Ok(())
}
