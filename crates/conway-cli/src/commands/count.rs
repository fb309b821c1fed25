//! `conway count`: positions of a heap game counted by outcome — sums of `M` heaps of sizes
//! `0..=N` (as multisets or as ordered tuples), or partitions of `N` into heaps.

use crate::counting::{CountOptions, Subject};
use crate::error::CliError;
use crate::progress::Context;
use conway::count::heap_positions::{count, HeapPositions};
use conway::impartial::heap::HeapGame;
use std::time::Instant;

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

impl Args {
    /// The family the arguments name (checked by the library: [`HeapPositions::check`]).
    fn positions(&self) -> HeapPositions {
        match (self.partitions, self.ordered) {
            (Some(stones), _) => HeapPositions::Partitions { stones },
            (None, true) => HeapPositions::Tuples {
                heaps: self.heaps.unwrap_or(0),
                max: self.max.unwrap_or(0),
            },
            (None, false) => HeapPositions::Multisets {
                heaps: self.heaps.unwrap_or(0),
                max: self.max.unwrap_or(0),
            },
        }
    }
}

/// Runs the command.
pub fn run(args: Args, ctx: &Context) -> Result<(), CliError> {
    let start = Instant::now();
    args.options.check()?;
    let query = args.positions();
    query.check().map_err(CliError::input)?;
    let game = HeapGame::parse(&args.game).map_err(CliError::input)?;
    let size = query.largest_heap();
    let bar = ctx.progress(size as u64, "Grundy values");
    let values = game
        .sequence(size, None, &mut |done, _| bar.set_position(done))
        .map_err(CliError::input)?
        .values;
    bar.finish_and_clear();
    let bar = ctx.progress(size as u64, "counting");
    let counts = count(&values, query, args.options.modulus(), &mut |done, _| {
        bar.set_position(done)
    })
    .map_err(CliError::input)?;
    bar.finish_and_clear();
    let (answer, outcome) = match args.outcome {
        Outcome::Losing => (&counts.losing, "losing"),
        Outcome::Winning => (&counts.winning, "winning"),
        Outcome::All => (&counts.total, "all"),
    };
    if args.options.json {
        let (mode, heaps, max, partitions) = match query {
            HeapPositions::Multisets { heaps, max } => ("multiset", Some(heaps), Some(max), None),
            HeapPositions::Tuples { heaps, max } => ("ordered", Some(heaps), Some(max), None),
            HeapPositions::Partitions { stones } => ("partitions", None, None, Some(stones)),
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
