//! Research-scale runs of octal games: `G(0..=N)` for `N` up to 10^9, held at one or two
//! bytes per value, resumable from any prefix of values.
//!
//! **Games.** Take-and-break games whose moves leave at most two heaps (octal codes,
//! hexadecimal codes without 3-heap digits, finite subtraction sets, Grundy's game) and
//! whose values stay below 2^16. `G(n)` is the mex of the one-heap options `G(n - j)` and
//! the two-heap options `G(a) xor G(r - a)`, `r = n - j` (Winning Ways, ch. 4).
//!
//! **Method: rare and common values** (Gangolli & Plambeck, "A note on periodicity in some
//! octal games", IJGT 18 (1989); J. P. Grossman, "Searching for periodicity in Officers",
//! Games of No Chance 5 (2019)). Fix a mask `m`; a value `v` is *rare* when
//! `popcount(v & m)` is even, *common* otherwise. Parity is additive under xor, so a
//! common nim-sum has exactly one rare summand, and a rare one none or two. When some
//! mask makes the rare *positions* few (Officers `0.6` has 1583 of them, all below 15,000,
//! in the first 10^6 heaps), the mex is found in three steps:
//!
//! 1. pairing each rare position `a` with `r - a` gives every common option value (and a
//!    few rare ones): as many steps as rare positions, reading only the values near the top;
//! 2. the least common value `c` not reached bounds the answer, `G(n) <= c`;
//! 3. only rare values below `c` still missing can lower the mex: the pairs
//!    `(1, r - 1), (2, r - 2), ...` are scanned in order until each has turned up, which
//!    takes a few thousand pairs for Officers; only when `G(n)` is itself rare does the
//!    scan run to the end.
//!
//! **What we took from Grossman.** The split into a fixed, sparse step 1 and an
//! early-stopping step 3, and his observation that the cost per value then stays nearly
//! flat as `n` grows, so that the work is bounded by memory traffic, not by `n`. We scan
//! step 3 from the two ends of the heap (the smallest heaps with the most recent ones),
//! so both streams stay in cache however large `n` is: an earlier version visited blocks
//! of pairs in a scattered order, which found the missing values in about 10% fewer pairs
//! but read all over a table far larger than the L2 cache, and lost to the peer `ogs` on
//! a machine with 1 MB of L2 per core. Grossman compresses common values to one byte by
//! dropping a bit fixed by the parity; we keep the plain value, one byte while every value
//! is below 256 and two bytes after ([`super::values`]).
//!
//! **Exactness.** The mask only changes the speed; every value is the exact mex. The plain
//! mex over all options (`Method::Naive` of the dense solver) is the slow twin, compared
//! in the tests on every octal code with up to three digits.

use super::rare_common::best_mask;
use super::values::Values;
use super::{HeapError, HeapRule};
use crate::progress::Progress;

/// Values computed by the plain scan before a mask is first chosen; the choice is
/// revisited each time the number of values doubles.
const WARMUP: usize = 1024;

/// The largest value held (two bytes per value).
const VALUE_LIMIT: u32 = u16::MAX as u32;

/// Pairs scanned between two checks of whether every missing rare value has turned up.
const SCAN_BLOCK: usize = 64;

/// The rare positions under the mask in use.
#[derive(Clone, Debug)]
struct Sparse {
    mask: u32,
    /// Positions `a >= 1` with a rare value, increasing.
    rare: Vec<usize>,
    /// Their values, read without touching the table.
    rare_values: Vec<u16>,
}

impl Sparse {
    #[inline]
    fn is_rare(&self, v: u32) -> bool {
        (v & self.mask).count_ones().is_multiple_of(2)
    }
}

/// The rare positions and values of a run, for research output.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RareValues {
    /// The mask: a value `v` is rare when `popcount(v & mask)` is even.
    pub mask: u32,
    /// The rare positions `a >= 1`, increasing, with their values.
    pub positions: Vec<(usize, u32)>,
}

/// The moves: removals leaving nothing, one heap, two heaps (unequal ones only, in
/// Grundy's game).
struct Moves {
    zero: Vec<usize>,
    singles: Vec<usize>,
    pairs: Vec<usize>,
    unequal: bool,
}

/// Marks of option values, all clear between heaps.
struct Marks {
    reached: Box<[u8; 1 << 16]>,
    /// A power of two above every value so far (so above every nim-sum of two).
    value_bound: usize,
}

/// A value held in one or two bytes.
trait Narrow: Copy + std::ops::BitXor<Output = Self> {
    fn index(self) -> usize;
}

impl Narrow for u8 {
    #[inline]
    fn index(self) -> usize {
        self.into()
    }
}

impl Narrow for u16 {
    #[inline]
    fn index(self) -> usize {
        self.into()
    }
}

/// A run of an octal game's values, extended on demand.
pub struct OctalRun {
    moves: Moves,
    values: Values,
    sparse: Option<Sparse>,
    /// The number of values at which the mask is chosen next.
    next_choice: usize,
    marks: Marks,
}

impl OctalRun {
    /// A run of `rule` with no values yet; refuses rules whose moves may leave three or
    /// more heaps, and subtraction of squares.
    pub fn new(rule: &HeapRule) -> Result<OctalRun, HeapError> {
        OctalRun::resume(rule, Values::default())
    }

    /// A run of `rule` that continues after `values` (which must be `G(0..len)` of the
    /// rule: a checkpoint's, checked by its reader).
    pub fn resume(rule: &HeapRule, values: Values) -> Result<OctalRun, HeapError> {
        if rule.squares || rule.max_heaps_left().is_some_and(|c| c > 2) {
            return Err(HeapError::Syntax(
                "research runs cover games whose moves leave at most two heaps (octal codes, \
                 subtraction sets, Grundy's game)"
                    .into(),
            ));
        }
        if values.width() > 2 {
            return Err(too_large_value(values.max()));
        }
        let mut run = OctalRun {
            moves: Moves {
                zero: rule.takes_leaving(0).to_vec(),
                singles: rule.takes_leaving(1).to_vec(),
                pairs: rule.takes_leaving(2).to_vec(),
                unequal: rule.unequal_pairs,
            },
            marks: Marks {
                reached: vec![0u8; 1 << 16]
                    .into_boxed_slice()
                    .try_into()
                    .expect("the length is 2^16"),
                value_bound: (values.max() as usize + 1).next_power_of_two(),
            },
            values,
            sparse: None,
            next_choice: WARMUP,
        };
        if run.values.len() >= WARMUP {
            run.choose_mask();
        }
        Ok(run)
    }

    /// The values computed so far, `G(0..len)`.
    pub fn values(&self) -> &Values {
        &self.values
    }

    /// The rare positions under the mask in use, if the rare/common method is on.
    pub fn rare_values(&self) -> Option<RareValues> {
        self.sparse.as_ref().map(|s| RareValues {
            mask: s.mask,
            positions: s
                .rare
                .iter()
                .zip(&s.rare_values)
                .map(|(&a, &g)| (a, u32::from(g)))
                .collect(),
        })
    }

    /// Computes the values up to and including heap `to`, calling `progress(done, total)`
    /// now and then (`done` heaps of `to + 1`). Stops with an error if a value passes
    /// 65535 (the values computed so far are kept).
    pub fn extend_to(&mut self, to: usize, progress: &mut Progress<'_>) -> Result<(), HeapError> {
        let step = 1 << 14;
        while self.values.len() <= to {
            let n = self.values.len();
            let (moves, sparse, marks) = (&self.moves, self.sparse.as_ref(), &mut self.marks);
            let g = match &self.values {
                Values::Bytes(v) => next_value(moves, sparse, marks, v, n),
                Values::Halves(v) => next_value(moves, sparse, marks, v, n),
                Values::Words(_) => unreachable!("values are held in at most two bytes"),
            };
            if g > VALUE_LIMIT {
                return Err(too_large_value(g));
            }
            self.record(g);
            if n % step == 0 {
                progress(n as u64, to as u64 + 1);
            }
        }
        progress(to as u64 + 1, to as u64 + 1);
        Ok(())
    }

    /// Appends `G(n) = g`: keeps the rare positions current and rechooses the mask when
    /// the number of values doubles.
    fn record(&mut self, g: u32) {
        let n = self.values.len();
        self.values.push(g);
        self.marks.value_bound = self.marks.value_bound.max((g as usize + 1).next_power_of_two());
        if self.values.len() == self.next_choice {
            self.choose_mask();
        } else if let Some(sparse) = &mut self.sparse {
            if sparse.is_rare(g) {
                sparse.rare.push(n);
                sparse.rare_values.push(g as u16);
            }
        }
    }

    /// Chooses the mask with the fewest rare positions, if sparse enough.
    fn choose_mask(&mut self) {
        let len = self.values.len();
        self.next_choice = 2 * len;
        let mut histogram = vec![0usize; self.marks.value_bound];
        self.values.iter().skip(1).for_each(|g| histogram[g as usize] += 1);
        self.sparse = best_mask(&histogram, len - 1).map(|mask| {
            let sparse = Sparse {
                mask,
                rare: Vec::new(),
                rare_values: Vec::new(),
            };
            let (rare, rare_values) = (1..len)
                .map(|a| (a, self.values.get(a)))
                .filter(|&(_, g)| sparse.is_rare(g))
                .map(|(a, g)| (a, g as u16))
                .unzip();
            Sparse {
                rare,
                rare_values,
                ..sparse
            }
        });
    }
}

/// `G(n)` from `values = G(0..n)`.
fn next_value<V: Narrow>(
    moves: &Moves,
    sparse: Option<&Sparse>,
    marks: &mut Marks,
    values: &[V],
    n: usize,
) -> u32 {
    let reached = &mut *marks.reached;
    if moves.zero.binary_search(&n).is_ok() {
        reached[0] = 1;
    }
    for &j in moves.singles.iter().take_while(|&&j| j < n) {
        reached[values[n - j].index()] = 1;
    }
    // Removals leaving two non-empty heaps: `r = n - j >= 2`.
    let remainders = moves.pairs.iter().filter_map(|&j| n.checked_sub(j)).filter(|&r| r >= 2);
    let last_pair = |r: usize| if moves.unequal { (r - 1) / 2 } else { r / 2 };
    let value = match sparse {
        None => {
            for r in remainders {
                let last = last_pair(r);
                mark_pairs(reached, &values[1..=last], &values[r - last..r]);
            }
            (0..1 << 16).find(|&v| reached[v] == 0).unwrap_or(1 << 16) as u32
        }
        Some(sparse) => {
            // 1. Every pair with a rare member.
            for r in remainders.clone() {
                let below = sparse.rare.partition_point(|&a| a < r);
                for (&a, &g) in sparse.rare[..below].iter().zip(&sparse.rare_values) {
                    if !(moves.unequal && 2 * a == r) {
                        reached[usize::from(g) ^ values[r - a].index()] = 1;
                    }
                }
            }
            // 2. The least common value not reached bounds the answer.
            let bound = (0..1 << 16)
                .find(|&v| reached[v] == 0 && !sparse.is_rare(v as u32))
                .unwrap_or(1 << 16);
            // 3. The rare values below it still missing, found among all pairs.
            let missing: Vec<usize> = (0..bound).filter(|&v| reached[v] == 0).collect();
            let mut next_missing = 0;
            'scan: for r in remainders {
                let last = last_pair(r);
                for first in (1..=last).step_by(SCAN_BLOCK) {
                    let end = (first + SCAN_BLOCK).min(last + 1);
                    mark_pairs(reached, &values[first..end], &values[r + 1 - end..=r - first]);
                    while next_missing < missing.len() && reached[missing[next_missing]] != 0 {
                        next_missing += 1;
                    }
                    if next_missing == missing.len() {
                        break 'scan;
                    }
                }
            }
            missing.get(next_missing).copied().unwrap_or(bound) as u32
        }
    };
    reached[..marks.value_bound.min(1 << 16)].fill(0);
    value
}

/// Marks `lows[k] xor highs[len - 1 - k]` for every `k`: the pairs `(a, r - a)` for `a`
/// in a range, read as two slices in step (the second one backwards).
#[inline]
fn mark_pairs<V: Narrow>(
    reached: &mut [u8; 1 << 16],
    lows: &[V],
    highs: &[V],
) {
    for (&low, &high) in lows.iter().zip(highs.iter().rev()) {
        reached[(low ^ high).index() & 0xffff] = 1;
    }
}

fn too_large_value(g: u32) -> HeapError {
    HeapError::TooLarge(format!(
        "a value reached {g}: research runs hold values up to {VALUE_LIMIT} (two bytes each)"
    ))
}
