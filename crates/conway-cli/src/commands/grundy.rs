//! `conway grundy GAME [--to N] [--certify] [--json]`: the Grundy sequence of a heap game
//! and its periodicity, certified by a theorem or merely observed.

use crate::error::CliError;
use crate::progress::Context;
use conway::heap::{GrundySequence, HeapGame};
use conway::periodic::Certificate;
use serde_json::json;

/// Options of `conway grundy`.
#[derive(clap::Args, Debug)]
#[command(after_help = "\
GAME is one of:
  sub:1,3,4      finite subtraction set          sub:squares   remove any positive square
  octal:0.07     octal/hexadecimal code d0.d1d2... (digit dj: bit c set = removing j tokens
                 may leave c heaps; e.g. 0.77 Kayles, 0.6 Officers, 4.7, 0.3f)
  split:K        split a heap into 2..K heaps    grundy        Grundy's game (two unequal heaps)
  kayles         = octal:0.77                    dawson        Dawson's Kayles = octal:0.07

Once a period is certified (Guy-Smith for take-and-break codes, a window of max(S) values for
finite subtraction sets), further values come from the period.

Examples:
  conway grundy kayles --to 1000000 --json
  conway grundy octal:0.6 --to 100000
  conway grundy octal:0.156 --to 100 --certify")]
pub struct Args {
    /// The heap game (see below).
    game: String,
    /// Largest heap size listed.
    #[arg(long, default_value_t = 1000)]
    to: usize,
    /// If the period is not certified at --to, keep computing (up to --certify-limit) until
    /// it is.
    #[arg(long)]
    certify: bool,
    /// The largest heap size --certify computes.
    #[arg(long, default_value_t = 10_000_000, requires = "certify")]
    certify_limit: usize,
    /// Print one JSON object.
    #[arg(long)]
    json: bool,
}

/// Runs the command.
pub fn run(args: Args, ctx: &Context) -> Result<(), CliError> {
    let game = HeapGame::parse(&args.game).map_err(CliError::input)?;
    let limit = args.certify.then_some(args.certify_limit);
    let bar = ctx.progress(
        limit.unwrap_or(args.to).max(args.to) as u64,
        "Grundy values",
    );
    let sequence = game
        .sequence(args.to, limit, &mut |done, _| bar.set_position(done as u64))
        .map_err(CliError::input)?;
    bar.finish_and_clear();
    if args.json {
        super::print_json(&to_json(&args, &sequence));
    } else {
        print_text(&args, &sequence);
    }
    Ok(())
}

fn to_json(args: &Args, sequence: &GrundySequence) -> serde_json::Value {
    let period = sequence.periodicity.as_ref().map(|p| {
        let (certified, by, needed) = match &p.certificate {
            Certificate::Certified { by } => (true, by.clone(), None),
            Certificate::Observed { values_needed } => {
                (false, "observed".to_string(), *values_needed)
            }
        };
        json!({
            "preperiod": p.preperiod,
            "period": p.period,
            "certified": certified,
            "by": by,
            "values_needed_to_certify": needed,
        })
    });
    json!({
        "game": args.game,
        "to": args.to,
        "values": sequence.values,
        "max": sequence.values.iter().max(),
        "computed": sequence.computed,
        "period": period,
    })
}

fn print_text(args: &Args, sequence: &GrundySequence) {
    const PER_LINE: usize = 20;
    println!("Grundy values of {} for heaps 0..={}:", args.game, args.to);
    for (row, chunk) in sequence.values.chunks(PER_LINE).enumerate() {
        let line: Vec<String> = chunk.iter().map(u32::to_string).collect();
        println!("{:>10}: {}", row * PER_LINE, line.join(" "));
    }
    println!("max: {}", sequence.values.iter().max().unwrap_or(&0));
    match &sequence.periodicity {
        None => println!(
            "period: none seen in the {} values computed",
            sequence.computed
        ),
        Some(p) => {
            let what = format!("preperiod {}, period {}", p.preperiod, p.period);
            match &p.certificate {
                Certificate::Certified { by } => println!(
                    "period: {what}, certified by {by} from {} computed values",
                    sequence.computed
                ),
                Certificate::Observed {
                    values_needed: Some(needed),
                } => println!(
                    "period: {what}, observed only; certifying it needs G(0..{needed}) \
                     (rerun with --to {} or --certify)",
                    needed - 1
                ),
                Certificate::Observed {
                    values_needed: None,
                } => println!(
                    "period: {what}, observed only (no periodicity theorem applies to this game)"
                ),
            }
        }
    }
}
