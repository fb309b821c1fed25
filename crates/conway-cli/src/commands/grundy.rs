//! `conway grundy GAME [--to N] [--certify] [--json]`: the Grundy sequence of a heap game
//! and its periodicity, certified by a theorem or merely observed; the values of single
//! heads coins of a coin-turning game (`conway grundy turning:ruler`), listed the same way;
//! the Grundy table or the P-positions of a two-heap game (`conway grundy wythoff --table
//! N`, [`super::grundy_coordinate`]); or the nim-value of one position of an impartial
//! ruleset of the registry (`conway grundy cram:3x4`).

use super::{grundy_coordinate, grundy_research};
use crate::error::CliError;
use crate::progress::Context;
use conway::excerpt::excerpt;
use conway::impartial::heap::{GrundySequence, HeapError, HeapGame, MAX_HEAP};
use conway::impartial::periodic::{analyse, Certificate, Periodicity};
use conway::impartial::turning::{rule::CoinRule, values::grundy_values};
use conway::partizan::Arena;
use conway_games::contract::{Entry, PositionError};
use conway_games::registry;
use serde_json::json;
use std::io::{BufWriter, Write};
use std::path::PathBuf;

/// The default of `--certify-limit`.
const DEFAULT_CERTIFY_LIMIT: usize = 1_000_000;

/// Options of `conway grundy`.
#[derive(clap::Args, Debug)]
#[command(after_help = "\
GAME is one of:
  sub:1,3,4      finite subtraction set          sub:squares   remove any positive square
  octal:0.07     octal/hexadecimal code d0.d1d2... (digit dj: bit c set = removing j tokens
                 may leave c heaps; e.g. 0.77 Kayles, 0.6 Officers, 4.7, 0.3f)
  split:K        split a heap into 2..K heaps    grundy        Grundy's game (two unequal heaps)
  kayles         = octal:0.77                    dawson        Dawson's Kayles = octal:0.07

or a coin-turning game: G(n) is then the value of a single heads coin at n (coins are
numbered from 1; G(0) = 0 is listed first), and a position's value is the nim-sum of
its heads coins' (Winning Ways, ch. 14). A move turns over a set of coins whose rightmost
coin goes from heads to tails; the set is:
  turning:runs:SET  a run of consecutive coins, of a length in SET: lengths 1,4,9 or
                    squares, triangular, odd, even, all
  turning:ruler     a run of any length (= turning:runs:all)
  turning:mock      at most three coins (Mock Turtles)
  turning:turtles   one or two coins; turning:turtles:K: the other within K to the left
  turning:twins     exactly two coins

or a two-heap game, whose move takes from one heap or the same amount from both; its
values form a table G(a, b) (--table N: 0 <= a, b <= N) instead of a sequence:
  wythoff           Wythoff's game: any amount from one heap, or from both (W. A. Wythoff,
                    1907)
  wythoff:ONE/BOTH  an amount in ONE from one heap, or in BOTH from each; each set is a
                    list (1,2,3), all or none: wythoff:all/none is two-heap Nim,
                    wythoff:1,2,3/all, wythoff:all/1,2, ...
--p-positions N lists the P-positions (a, b) with a <= b <= N and counts those in
0..=N x 0..=N, both orders; --count gives the count alone. For wythoff they come from
the closed form (floor(k phi), floor(k phi) + k), exactly, and are counted in any box
N < 2^64; for the other games, from the table.

or a position of an impartial ruleset (see conway rulesets), e.g. cram:3x4: its
nim-value, computed by the generic solver (mex of the options, XOR over components).

Once a period is certified (Guy-Smith for take-and-break codes, a window of max(S) values for
finite subtraction sets), further values come from the period. When no period is seen, an
arithmetic period G(n + p) = G(n) + s (saltus s > 0, as in octal:0.8 or split:4) is
reported, observed only: no theorem here certifies one, and for finite octal games one
proves that it breaks further on (they are never arithmetic-periodic).

Limits: heap sizes up to 100000000 (10^7 for sub:squares), K <= 10000; coins up to
100000000, within the work limit (about 2*10^6 coins for turning:runs:squares). One computation may
do at most 10^10 units of work (about ten seconds; a unit is about a nanosecond: one option
of one heap, or one word of a bitset of 64 options); a request predicted to need more is
refused at once, and one that turns out to need more stops there. With --certify, the
search past --to stops at the same limit, and the output says so. Two-heap games: --table
N up to 5000 (the table is kept in memory: Wythoff's game to 4000 takes about 1.5 s), and
so --p-positions N for every game but wythoff, whose P-positions are listed up to
10000000 and counted in any box. Research runs (below) have no work limit.

Research runs, for octal games whose moves leave at most two heaps (and whose values stay
below 65536): --hash, --save FILE, --resume FILE or --load FILE compute G(0..=N) with no
work limit, up to heap 10^9 (the values are kept in memory, one or two bytes each), and
print a summary instead of the values: the checksum h = h * 1000003 + (G(i) xor i) over
i = 0..=N (wrapping in 64 bits, from h = 0: the hash of the ogs-bench harness, whose
'ogs-bench rc2 0.6 1000000' hashes the 10^6 values of --to 999999), the largest value,
the rare positions of the rare/common split, and the period search with its certificate
(on at most 2.5*10^8 values). --save FILE writes the values every --save-every seconds
(default 300) and at the end, atomically: a crash or kill -9 leaves the last checkpoint
whole. --resume FILE --to N continues a checkpoint (GAME, if given, must be its game) and
saves to FILE (or to --save); the values are those of an uninterrupted run; to an N it
already holds, it answers from the file and writes nothing. --load FILE computes nothing.
--values A..=B (or A..B) also lists those values. A checkpoint is never replaced by one
with fewer values, and --save never replaces a file that is not a checkpoint of the same
game. The file format is in docs/checkpoints.md.

Examples:
  conway grundy kayles --to 1000000 --json
  conway grundy octal:0.6 --to 100000
  conway grundy octal:0.156 --to 100 --certify
  conway grundy octal:0.f8 --to 200
  conway grundy turning:mock --to 40
  conway grundy turning:runs:1,4,9 --to 1000000 --json
  conway grundy wythoff --table 12
  conway grundy wythoff:1,2,3/all --table 1000 --json
  conway grundy wythoff --p-positions 100
  conway grundy wythoff --p-positions 1000000000000000000 --count --json
  conway grundy cram:3x4 --json
  conway grundy octal:0.6 --to 99999 --hash
  conway grundy octal:0.6 --to 20000 --save officers.ckpt --save-every 60
  conway grundy --resume officers.ckpt --to 40000 --save officers-40000.ckpt
  conway grundy --load officers-40000.ckpt --values 100..=119 --json")]
pub struct Args {
    /// The heap game, two-heap game, or position of an impartial ruleset (see below); with
    /// --load or --resume, the game of the checkpoint (optional: checked if given).
    #[arg(required_unless_present_any = ["load", "resume"])]
    pub(super) game: Option<String>,
    /// Largest heap size (or coin) listed (at most 100000000, or 1000000000 in a research
    /// run; default 1000).
    #[arg(long)]
    pub(super) to: Option<usize>,
    /// If the period is not certified at --to, keep computing (up to --certify-limit) until
    /// it is.
    #[arg(long)]
    pub(super) certify: bool,
    /// The largest heap size --certify computes (at most 100000000).
    #[arg(long, default_value_t = DEFAULT_CERTIFY_LIMIT, requires = "certify")]
    certify_limit: usize,
    /// Two-heap games: the Grundy table G(a, b) for heaps 0 <= a, b <= N (N + 1 rows of
    /// N + 1 values; N at most 5000).
    #[arg(long, value_name = "N")]
    pub(super) table: Option<usize>,
    /// Two-heap games: the P-positions (a, b) with a <= b <= N, and their number in
    /// 0..=N x 0..=N (both orders).
    #[arg(long, value_name = "N", conflicts_with = "table")]
    pub(super) p_positions: Option<u64>,
    /// With --p-positions: only the number of P-positions (the "answer" of --json).
    #[arg(long, requires = "p_positions")]
    pub(super) count: bool,
    /// Print one JSON object.
    #[arg(long)]
    pub(super) json: bool,
    /// Research run: save G(0..=N) to FILE every --save-every seconds and at the end (see
    /// below).
    #[arg(long, value_name = "FILE", conflicts_with_all = RESEARCH_CONFLICTS)]
    pub(super) save: Option<PathBuf>,
    /// Research run: continue the checkpoint FILE up to --to, saving to FILE (or --save).
    #[arg(long, value_name = "FILE", conflicts_with_all = RESEARCH_CONFLICTS)]
    pub(super) resume: Option<PathBuf>,
    /// Research summary of the checkpoint FILE, computing nothing.
    #[arg(
        long,
        value_name = "FILE",
        conflicts_with_all = ["save", "resume", "to", "save_every"],
    )]
    pub(super) load: Option<PathBuf>,
    /// Research run without a file: the summary, with the checksum of G(0..=N).
    #[arg(long, conflicts_with_all = RESEARCH_CONFLICTS)]
    pub(super) hash: bool,
    /// Seconds between two checkpoints of a research run (default 300).
    #[arg(long, value_name = "SECS")]
    pub(super) save_every: Option<u64>,
    /// Research runs: also list G(A..=B) (A..=B or A..B, within the values held).
    #[arg(long, value_name = "A..=B")]
    pub(super) values: Option<String>,
}

/// The options a research run does not take.
const RESEARCH_CONFLICTS: [&str; 4] = ["certify", "table", "p_positions", "count"];

/// The default of `--to`.
const DEFAULT_TO: usize = 1000;

impl Args {
    /// The game named (empty when only a checkpoint names it).
    pub(super) fn game(&self) -> &str {
        self.game.as_deref().unwrap_or_default()
    }

    /// The largest heap size listed.
    pub(super) fn to(&self) -> usize {
        self.to.unwrap_or(DEFAULT_TO)
    }
}

/// Runs the command.
pub fn run(args: Args, ctx: &Context) -> Result<(), CliError> {
    if grundy_research::is_research(&args) {
        return grundy_research::run(&args, ctx);
    }
    if args.save_every.is_some() || args.values.is_some() {
        return Err(CliError::input(
            "--save-every and --values apply to research runs (--save, --resume, --load or \
             --hash)",
        ));
    }
    if grundy_coordinate::is_coordinate(args.game()) {
        return grundy_coordinate::run(&args, ctx);
    }
    if args.table.is_some() || args.p_positions.is_some() {
        return Err(grundy_coordinate::not_two_heap(args.game()));
    }
    if args.game().trim_start().starts_with("turning:") {
        return coin_values(&args, ctx);
    }
    if let Some((name, position)) = args.game().split_once(':') {
        if let Some(entry) = registry::find(name) {
            return nim_value(&args, entry, position);
        }
    }
    let game = HeapGame::parse(args.game()).map_err(CliError::input)?;
    let hint = grundy_research::hint(&game, args.to());
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

/// The nim-value of one position of an impartial ruleset.
fn nim_value(args: &Args, entry: &Entry, position: &str) -> Result<(), CliError> {
    if args.to.is_some() || args.certify {
        return Err(CliError::input(format!(
            "--to and --certify apply to heap games; {} is a ruleset position, which has one \
             nim-value",
            excerpt(args.game())
        )));
    }
    if !(entry.make)().is_impartial() {
        return Err(CliError::input(format!(
            "{} is not impartial, so its positions have no nim-value: use conway value {}",
            entry.name,
            excerpt(args.game())
        )));
    }
    let nim = crate::expression::on_large_stack(|| {
        let mut arena = Arena::with_work_limit(crate::expression::WORK_LIMIT);
        (entry.make)()
            .nim_value(&mut arena, position)
            .map_err(|e| match e {
                PositionError::Invalid(e) => {
                    CliError::input(format!("{}: {e}", excerpt(args.game())))
                }
                PositionError::Refused(e) => CliError::input(e),
            })
    })?;
    if args.json {
        super::print_json(&json!({ "game": args.game(), "nim_value": nim }));
    } else {
        let who = if nim == 0 { "loses" } else { "wins" };
        println!(
            "nim-value of {}: {nim} (the player to move {who})",
            args.game()
        );
    }
    Ok(())
}

/// The JSON object of the values `G(0..=to)` of `game`, written as it goes (the values may
/// be 10^8 numbers). Every integer is below 2^53 except the number of values a certificate
/// needs, which is a string.
pub fn write_json(
    out: &mut impl Write,
    game: &str,
    to: usize,
    sequence: &GrundySequence,
) -> Result<(), CliError> {
    let period = sequence.periodicity.as_ref().map(period_json);
    let head = json!({
        "game": game,
        "to": to,
        "max": sequence.values.iter().max(),
        "computed": sequence.computed,
        "period": period,
        "search_stopped": sequence.search_stopped.as_ref().map(ToString::to_string),
    });
    // `head` is an object: write its members, then the values.
    let head = head.to_string();
    write!(out, "{},\"values\":[", &head[..head.len() - 1])?;
    for (i, v) in sequence.values.iter().enumerate() {
        if i > 0 {
            out.write_all(b",")?;
        }
        write!(out, "{v}")?;
    }
    writeln!(out, "]}}")?;
    Ok(())
}

/// The JSON object of a period: `{"preperiod", "period", "saltus", "certified", "by",
/// "values_needed_to_certify", "refuted_by"}` (see docs/cli.md).
pub(super) fn period_json(p: &Periodicity) -> serde_json::Value {
    let (certified, by, needed, refuted_by) = match &p.certificate {
        Certificate::Certified { by } => (true, by.clone(), None, None),
        Certificate::Observed { values_needed } => (
            false,
            "observed".to_string(),
            values_needed.map(|n| n.to_string()),
            None,
        ),
        Certificate::Refuted { by } => (false, "observed".to_string(), None, Some(by)),
    };
    json!({
        "preperiod": p.preperiod,
        "period": p.period,
        "saltus": p.saltus,
        "certified": certified,
        "by": by,
        "values_needed_to_certify": needed,
        "refuted_by": refuted_by,
    })
}

fn write_text(
    out: &mut impl Write,
    args: &Args,
    unit: &str,
    certifiable: bool,
    sequence: &GrundySequence,
) -> Result<(), CliError> {
    writeln!(
        out,
        "Grundy values of {} for {unit} 0..={}:",
        args.game(),
        args.to()
    )?;
    write_rows(out, 0, &sequence.values)?;
    writeln!(out, "max: {}", sequence.values.iter().max().unwrap_or(&0))?;
    writeln!(
        out,
        "period: {}",
        describe_period(args, certifiable, sequence)
    )?;
    Ok(())
}

/// Writes `values`, the values from heap `first` on, twenty a line, each line headed by
/// the heap of its first value.
pub(super) fn write_rows(
    out: &mut impl Write,
    first: usize,
    values: &[u32],
) -> std::io::Result<()> {
    const PER_LINE: usize = 20;
    for (row, chunk) in values.chunks(PER_LINE).enumerate() {
        write!(out, "{:>10}:", first + row * PER_LINE)?;
        for v in chunk {
            write!(out, " {v}")?;
        }
        writeln!(out)?;
    }
    Ok(())
}

/// What is known of the period, and how to learn more, in the terms of the options given;
/// `certifiable` if a periodicity theorem applies to the game.
fn describe_period(args: &Args, certifiable: bool, sequence: &GrundySequence) -> String {
    let stopped = sequence
        .search_stopped
        .as_ref()
        .map(|e| format!("; --certify stopped early: {e}"))
        .unwrap_or_default();
    let Some(p) = &sequence.periodicity else {
        let uncertifiable = if args.certify && !certifiable {
            " (no periodicity theorem applies to this game, so --certify has nothing to prove)"
        } else {
            ""
        };
        return format!(
            "none seen in the {} values computed{stopped}{uncertifiable}",
            sequence.computed
        );
    };
    describe_periodicity(p, sequence.computed, |needed| {
        advice(args, needed, &stopped)
    })
}

/// A period and its certificate status in words, `computed` values having been searched;
/// `advice(needed)` says how to obtain the `needed` values that would certify an observed
/// period.
pub(super) fn describe_periodicity(
    p: &Periodicity,
    computed: usize,
    advice: impl FnOnce(u128) -> String,
) -> String {
    let what = if p.saltus == 0 {
        format!("preperiod {}, period {}", p.preperiod, p.period)
    } else {
        format!(
            "preperiod {}, period {}, saltus {} (G(n + {}) = G(n) + {} for n >= {})",
            p.preperiod, p.period, p.saltus, p.period, p.saltus, p.preperiod
        )
    };
    match &p.certificate {
        Certificate::Refuted { by } => {
            format!("{what}, observed in the computed values, but it does not go on for ever: {by}")
        }
        Certificate::Observed {
            values_needed: None,
        } if p.saltus > 0 => format!(
            "{what}, observed only (conway has no theorem that certifies an arithmetic period)"
        ),
        Certificate::Certified { by } => {
            format!("{what}, certified by {by} from {computed} computed values")
        }
        Certificate::Observed {
            values_needed: None,
        } => format!(
            "{what}, observed only (no periodicity theorem applies to this game, so it cannot \
             be certified)"
        ),
        Certificate::Observed {
            values_needed: Some(needed),
        } => format!(
            "{what}, observed only; certifying it needs G(0..={}){}",
            needed - 1,
            advice(*needed)
        ),
    }
}

/// How to get the `needed` values that certify the period seen, given the options used.
fn advice(args: &Args, needed: u128, stopped: &str) -> String {
    let last = needed - 1;
    if last > MAX_HEAP as u128 {
        return format!(
            ", beyond the largest heap size computed ({MAX_HEAP}), so this period cannot be \
             certified here{stopped}"
        );
    }
    if !stopped.is_empty() {
        return stopped.to_string();
    }
    if !args.certify {
        if last <= DEFAULT_CERTIFY_LIMIT as u128 {
            format!(" (rerun with --certify, or --to {last})")
        } else {
            format!(" (rerun with --certify --certify-limit {last}, or --to {last})")
        }
    } else if (args.certify_limit as u128) < last {
        format!(" (rerun with --certify-limit {last})")
    } else {
        String::new()
    }
}
