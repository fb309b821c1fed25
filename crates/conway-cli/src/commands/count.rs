//! `conway count`: positions of a heap game counted by outcome — sums of `M` heaps of sizes
//! `0..=N` (as multisets or as ordered tuples), or partitions of `N` into heaps.

use super::arithmetic::{Cost, CountOptions, Counting, Subject};
use crate::error::CliError;
use crate::progress::Context;
use conway::count::partitions::{self, partitions};
use conway::count::{
    components::ValueCounts, multisets::multisets, tuples::ordered_tuples, Arithmetic,
};
use conway::heap::HeapGame;
use std::time::Instant;

/// The largest `--heaps` accepted.
pub const MAX_HEAPS: u64 = 1000;

/// Options of `conway count`.
#[derive(clap::Args, Debug)]
#[command(after_help = "Examples:\n  \
        conway count sub:squares --heaps 3 --max 29            # 1160 losing positions\n  \
        conway count kayles --heaps 2 --max 10 --ordered --outcome winning\n  \
        conway count split:3 --partitions 200 --modulus 1000000007 --json\n\n\
        A position of M heaps is a multiset of sizes by default (a1 <= ... <= aM); with\n\
        --ordered, heap order matters. Losing = nim-sum 0 (the player to move loses).\n\n\
        Limits: --heaps at most 1000; heap sizes as far as the game's Grundy values are\n\
        computed (see conway grundy). --partitions N at most 20000, and the count, which\n\
        makes about (N^2 / 2) x 2^b coefficient updates for Grundy values below 2^b, is\n\
        refused beyond 3*10^9 updates modulo an odd P < 2^64, or 2.5*10^8 updates and\n\
        2^24 big integers (2^b x (N + 1)) exactly or for an even or huge modulus (each\n\
        about ten CPU-seconds): e.g. kayles up to N = 20000 modulo 1000000007 and\n\
        N = 9000 exactly.")]
#[command(group(clap::ArgGroup::new("what").required(true).args(["heaps", "partitions"])))]
pub struct Args {
    /// The heap game: sub:1,4,9, sub:squares, octal:0.07, split:K, grundy, kayles, dawson.
    game: String,
    /// Count sums of M heaps, 1 <= M <= 1000 (needs --max).
    #[arg(long, value_name = "M", requires = "max")]
    heaps: Option<u64>,
    /// Heap sizes range over 0..=N.
    #[arg(long, value_name = "N", requires = "heaps")]
    max: Option<usize>,
    /// Count partitions of N stones into heaps of positive size instead.
    #[arg(long, value_name = "N", conflicts_with_all = ["heaps", "max", "ordered", "multiset"])]
    partitions: Option<usize>,
    /// Heaps are ordered: count M-tuples (a1, ..., aM).
    #[arg(long, conflicts_with = "multiset")]
    ordered: bool,
    /// Heaps are unordered: count multisets a1 <= ... <= aM (the default).
    #[arg(long)]
    multiset: bool,
    /// Which positions to count.
    #[arg(long, value_enum, default_value = "losing")]
    outcome: Outcome,
    #[command(flatten)]
    options: CountOptions,
}

/// An outcome class of positions.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
enum Outcome {
    /// Nim-sum 0: the player to move loses (P-positions).
    Losing,
    /// Nim-sum not 0: the player to move wins (N-positions).
    Winning,
    /// Every position.
    All,
}

/// What is counted.
#[derive(Clone, Copy, Debug)]
enum Query {
    Multisets { heaps: u64, max: usize },
    Tuples { heaps: u64, max: usize },
    Partitions { stones: usize },
}

impl Query {
    fn from_args(args: &Args) -> Result<Query, CliError> {
        if let Some(stones) = args.partitions {
            if stones > partitions::MAX_SIZE {
                return Err(CliError::input(format!(
                    "--partitions must be at most {} (got {stones})",
                    partitions::MAX_SIZE
                )));
            }
            return Ok(Query::Partitions { stones });
        }
        let (heaps, max) = (args.heaps.unwrap_or(0), args.max.unwrap_or(0));
        if !(1..=MAX_HEAPS).contains(&heaps) {
            return Err(CliError::input(format!(
                "--heaps must be between 1 and {MAX_HEAPS} (got {heaps})"
            )));
        }
        Ok(if args.ordered {
            Query::Tuples { heaps, max }
        } else {
            Query::Multisets { heaps, max }
        })
    }

    fn describe(self, game: &str) -> String {
        match self {
            Query::Multisets { heaps, max } => {
                format!("multisets of {heaps} heaps of {game}, sizes 0..={max}")
            }
            Query::Tuples { heaps, max } => {
                format!("ordered {heaps}-tuples of heaps of {game}, sizes 0..={max}")
            }
            Query::Partitions { stones } => format!("partitions of {stones} into heaps of {game}"),
        }
    }
}

/// The most coefficient updates (`conway::count::partitions::work`) of a partition count:
/// measured, an update costs about 3 ns modulo an odd `P < 2^64` and up to 40 ns in exact
/// arithmetic, so either limit is about ten CPU-seconds.
fn max_partition_work(cost: Cost) -> u128 {
    match cost {
        Cost::Word => 3_000_000_000,
        Cost::BigInteger => 250_000_000,
    }
}

/// The most table entries (nim-sum classes times `N + 1`) of an exact partition count:
/// big integers of up to about 80 bytes each, so at most about 2 GB with the level being
/// built.
const MAX_EXACT_TABLE: u128 = 1 << 24;

/// Refuses a partition count beyond the documented limits of time and memory.
fn check_partition_size(values: &[u32], stones: usize, cost: Cost) -> Result<(), CliError> {
    let work = partitions::work(values, stones);
    let limit = max_partition_work(cost);
    let arithmetic = match cost {
        Cost::Word => "modulo an odd P < 2^64",
        Cost::BigInteger => "for exact counts (and even or huge moduli)",
    };
    if work > limit {
        return Err(CliError::input(format!(
            "--partitions {stones}: with these Grundy values the count needs {work} \
             coefficient updates, above the limit of {limit} {arithmetic} (about ten \
             CPU-seconds; see conway count --help)"
        )));
    }
    let largest = values[1..=stones].iter().max().copied().unwrap_or(0);
    let classes = u128::from(largest + 1).next_power_of_two();
    let table = classes * (stones as u128 + 1);
    if cost == Cost::BigInteger && table > MAX_EXACT_TABLE {
        return Err(CliError::input(format!(
            "--partitions {stones}: {classes} nim-sum classes x {} sizes exceed the limit of \
             {MAX_EXACT_TABLE} big integers held at once in exact arithmetic (give --modulus \
             P with P odd and below 2^64)",
            stones + 1
        )));
    }
    Ok(())
}

/// Losing, winning and all positions, as decimal strings.
struct Counts {
    losing: String,
    winning: String,
    total: String,
}

struct Job<'v> {
    query: Query,
    values: &'v [u32],
    ctx: &'v Context,
}

impl Counting for Job<'_> {
    type Output = Counts;
    fn run<A: Arithmetic>(self, a: &A) -> Result<Counts, CliError> {
        let by_nim_sum = match self.query {
            Query::Multisets { heaps, .. } => {
                multisets(a, &ValueCounts::from_values(self.values), heaps)
            }
            Query::Tuples { heaps, .. } => {
                ordered_tuples(a, &ValueCounts::from_values(self.values), heaps)
            }
            Query::Partitions { stones } => {
                let bar = self.ctx.progress(stones as u64, "counting partitions");
                let d = partitions(a, self.values, stones, &mut |done, _| {
                    bar.set_position(done)
                })?;
                bar.finish_and_clear();
                d
            }
        };
        let total = a.sum(&by_nim_sum);
        Ok(Counts {
            losing: a.to_decimal(&by_nim_sum[0]),
            winning: a.to_decimal(&a.sub(&total, &by_nim_sum[0])),
            total: a.to_decimal(&total),
        })
    }
}

/// Runs the command.
pub fn run(args: Args, ctx: &Context) -> Result<(), CliError> {
    let start = Instant::now();
    args.options.check()?;
    let query = Query::from_args(&args)?;
    let game = HeapGame::parse(&args.game).map_err(CliError::input)?;
    let size = match query {
        Query::Multisets { max, .. } | Query::Tuples { max, .. } => max,
        Query::Partitions { stones } => stones,
    };
    let bar = ctx.progress(size as u64, "Grundy values");
    let values = game
        .sequence(size, None, &mut |done, _| bar.set_position(done))
        .map_err(CliError::input)?
        .values;
    bar.finish_and_clear();
    if let Query::Partitions { stones } = query {
        check_partition_size(&values, stones, args.options.nim_sum_cost())?;
    }
    let counts = args.options.run(Job {
        query,
        values: &values,
        ctx,
    })?;
    let (answer, outcome) = match args.outcome {
        Outcome::Losing => (&counts.losing, "losing"),
        Outcome::Winning => (&counts.winning, "winning"),
        Outcome::All => (&counts.total, "all"),
    };
    if args.options.json {
        let (mode, heaps, max, partitions) = match query {
            Query::Multisets { heaps, max } => ("multiset", Some(heaps), Some(max), None),
            Query::Tuples { heaps, max } => ("ordered", Some(heaps), Some(max), None),
            Query::Partitions { stones } => ("partitions", None, None, Some(stones)),
        };
        args.options.print_json(
            Subject::Command("count"),
            answer,
            start,
            serde_json::json!({
                "game": game.name(),
                "mode": mode,
                "heaps": heaps,
                "max": max,
                "partitions": partitions,
                "outcome": outcome,
                "losing": counts.losing,
                "winning": counts.winning,
                "total": counts.total,
            }),
        );
    } else {
        let modulo = args.options.suffix();
        println!(
            "{answer}{modulo}  {outcome} positions: {}",
            query.describe(game.name())
        );
    }
    Ok(())
}
