//! Counting the positions of a heap game by outcome: multisets or ordered tuples of `M`
//! heaps of sizes `0..=N`, or partitions of `N` tokens into heaps (what `conway count`
//! and the Python `conway.count` answer).
//!
//! By the Sprague–Grundy theorem (Winning Ways, ch. 3; Siegel IV.1) a sum of heaps is
//! lost by the player to move exactly when the nim-sum of the heaps' Grundy values is 0,
//! so the counts come from the distribution of nim-sums over the family, computed from
//! the Grundy values alone ([`super::multisets`], [`super::tuples`], [`super::partitions`]).

use super::arith::{run_counting, Arithmetic, Cost, CountError, Counting};
use super::components::ValueCounts;
use super::multisets::multisets;
use super::partitions::{self, partitions};
use super::tuples::ordered_tuples;
use crate::progress::Progress;
use num_bigint::BigUint;

/// The most heaps in a multiset or tuple.
pub const MAX_HEAPS: u64 = 1000;

/// The most coefficient updates ([`partitions::work`]) of a partition count in machine
/// words, and with big integers (each bound about ten CPU-seconds).
const MAX_PARTITION_WORK: [(Cost, u128); 2] =
    [(Cost::Word, 3_000_000_000), (Cost::BigInteger, 250_000_000)];

/// The most big integers an exact partition count holds at once.
const MAX_EXACT_TABLE: u128 = 1 << 24;

/// Which positions are counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HeapPositions {
    /// Multisets of `heaps` heaps of sizes `0..=max` (heap order does not matter).
    Multisets {
        /// How many heaps.
        heaps: u64,
        /// The largest heap size.
        max: usize,
    },
    /// Ordered tuples of `heaps` heaps of sizes `0..=max`.
    Tuples {
        /// How many heaps.
        heaps: u64,
        /// The largest heap size.
        max: usize,
    },
    /// Partitions of `stones` tokens into non-empty heaps.
    Partitions {
        /// The number of tokens.
        stones: usize,
    },
}

impl HeapPositions {
    /// Refuses a family beyond the limits: 1 to [`MAX_HEAPS`] heaps, at most
    /// [`partitions::MAX_SIZE`] tokens.
    pub fn check(self) -> Result<(), CountError> {
        match self {
            HeapPositions::Partitions { stones } if stones > partitions::MAX_SIZE => {
                Err(CountError(format!(
                    "partitions must be at most {} (got {stones})",
                    partitions::MAX_SIZE
                )))
            }
            HeapPositions::Multisets { heaps, .. } | HeapPositions::Tuples { heaps, .. }
                if !(1..=MAX_HEAPS).contains(&heaps) =>
            {
                Err(CountError(format!(
                    "heaps must be between 1 and {MAX_HEAPS} (got {heaps})"
                )))
            }
            _ => Ok(()),
        }
    }

    /// The largest heap size whose Grundy value the count needs.
    pub fn largest_heap(self) -> usize {
        match self {
            HeapPositions::Multisets { max, .. } | HeapPositions::Tuples { max, .. } => max,
            HeapPositions::Partitions { stones } => stones,
        }
    }

    /// The family in words, e.g. `multisets of 3 heaps of kayles, sizes 0..=9`.
    pub fn describe(self, game: &str) -> String {
        match self {
            HeapPositions::Multisets { heaps, max } => {
                format!("multisets of {heaps} heaps of {game}, sizes 0..={max}")
            }
            HeapPositions::Tuples { heaps, max } => {
                format!("ordered {heaps}-tuples of heaps of {game}, sizes 0..={max}")
            }
            HeapPositions::Partitions { stones } => {
                format!("partitions of {stones} into heaps of {game}")
            }
        }
    }
}

/// The counts, as decimal digits (residues when counted modulo a number).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Counts {
    /// Positions with nim-sum 0 (the player to move loses).
    pub losing: String,
    /// The other positions (the player to move wins).
    pub winning: String,
    /// All positions of the family.
    pub total: String,
}

/// Refuses a partition count beyond the work and memory limits.
fn check_partition_size(values: &[u32], stones: usize, cost: Cost) -> Result<(), CountError> {
    let work = partitions::work(values, stones);
    let limit = MAX_PARTITION_WORK
        .iter()
        .find(|(c, _)| *c == cost)
        .map_or(0, |&(_, limit)| limit);
    let arithmetic = match cost {
        Cost::Word => "modulo an odd P < 2^64",
        Cost::BigInteger => "for exact counts (and even or huge moduli)",
    };
    if work > limit {
        return Err(CountError(format!(
            "partitions of {stones}: with these Grundy values the count needs {work} \
             coefficient updates, above the limit of {limit} {arithmetic} (about ten \
             CPU-seconds)"
        )));
    }
    let largest = values[1..=stones].iter().max().copied().unwrap_or(0);
    let classes = u128::from(largest + 1).next_power_of_two();
    let table = classes * (stones as u128 + 1);
    if cost == Cost::BigInteger && table > MAX_EXACT_TABLE {
        return Err(CountError(format!(
            "partitions of {stones}: {classes} nim-sum classes x {} sizes exceed the limit of \
             {MAX_EXACT_TABLE} big integers held at once in exact arithmetic (count modulo \
             an odd P below 2^64)",
            stones + 1
        )));
    }
    Ok(())
}

/// One count, in whatever arithmetic.
struct Job<'v, 'p> {
    positions: HeapPositions,
    values: &'v [u32],
    progress: &'v mut Progress<'p>,
}

impl Counting for Job<'_, '_> {
    type Output = Counts;
    type Error = CountError;
    fn run<A: Arithmetic>(self, a: &A) -> Result<Counts, CountError> {
        let by_nim_sum = match self.positions {
            HeapPositions::Multisets { heaps, .. } => {
                multisets(a, &ValueCounts::from_values(self.values), heaps)
            }
            HeapPositions::Tuples { heaps, .. } => {
                ordered_tuples(a, &ValueCounts::from_values(self.values), heaps)
            }
            HeapPositions::Partitions { stones } => {
                partitions(a, self.values, stones, self.progress)?
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

/// Counts `positions` of a heap game whose Grundy values are `values` (at least up to
/// [`HeapPositions::largest_heap`]), exactly or modulo `modulus >= 2`, reporting the progress
/// of partition counts.
///
/// ```
/// use conway::count::heap_positions::{count, HeapPositions};
/// // Kayles: G(0..=9) = 0 1 2 3 1 4 3 2 1 4
/// let values = [0, 1, 2, 3, 1, 4, 3, 2, 1, 4];
/// let pairs = HeapPositions::Tuples { heaps: 2, max: 9 };
/// let counts = count(&values, pairs, None, &mut |_, _| {}).unwrap();
/// // losing pairs have equal values: 1 + 3*3 + 2*2 + 2*2 + 2*2 (values 0, 1, 2, 3, 4)
/// assert_eq!((counts.losing.as_str(), counts.winning.as_str()), ("22", "78"));
/// ```
pub fn count(
    values: &[u32],
    positions: HeapPositions,
    modulus: Option<&BigUint>,
    progress: &mut Progress<'_>,
) -> Result<Counts, CountError> {
    positions.check()?;
    if let HeapPositions::Partitions { stones } = positions {
        check_partition_size(values, stones, Cost::of_nim_sums(modulus))?;
    }
    run_counting(
        modulus,
        Job {
            positions,
            values,
            progress,
        },
    )
}
