//! Subtraction of squares, tiled: `G(n) = mex { G(n - k^2) : 1 <= k^2 <= n }`.
//!
//! The plain loop reads `G(n - k^2)` for every square, `~ (2/3) N^{3/2}` scattered reads
//! in all, and is bound by memory latency once the table outgrows the cache. Here heaps are
//! processed in tiles of `TILE` consecutive sizes `[a, a + TILE)`. For a *far* square
//! `s >= TILE` every `n - s` lies below the tile, so the values `G(a - s .. a - s + TILE)`
//! are read as one contiguous run and marked into a per-heap bitset of reachable values;
//! far squares are shared between threads (each marks its own bitsets, which are then
//! or-ed). The *near* squares `s < TILE` are added heap by heap, in order, since they may
//! reach into the tile itself; then the mex is the first clear bit.
//! The plain loop of [`super::DenseSolver`] with [`super::Method::Naive`] is the slow
//! twin, compared in tests.

use super::nimset;
use rayon::prelude::*;

/// Heaps per tile.
const TILE: usize = 1 << 11;

/// Far squares are split evenly between threads (one bitset buffer each), but no task gets
/// fewer than this many.
const MIN_SQUARES_PER_TASK: usize = 32;

/// Extends `values` (the values `G(0..len)` of subtraction of squares) up to heap `to`.
pub fn extend(values: &mut Vec<u32>, to: usize, progress: &mut dyn FnMut(usize, usize)) {
    let mut max = values.iter().copied().max().unwrap_or(0);
    // `G(n) <= sqrt(n)` (the number of options), so every value fits in 16 bits: the far
    // squares read this half-size copy.
    let mut compact: Vec<u16> = values.iter().map(|&g| g as u16).collect();
    while values.len() <= to {
        let start = values.len();
        let end = (start + TILE).min(to + 1);
        max = extend_tile(values, &compact, start, end, max);
        compact.extend(values[start..].iter().map(|&g| g as u16));
        progress(end - 1, to);
    }
}

/// Computes `G(start..end)` given `G(0..start)` (also as `compact`), whose largest value
/// is `known_max`; returns the largest value of `G(0..end)`.
fn extend_tile(
    values: &mut Vec<u32>,
    compact: &[u16],
    start: usize,
    end: usize,
    known_max: u32,
) -> u32 {
    let len = end - start;
    // Far squares reach values below the tile, at most `known_max`.
    let words = nimset::words_for(known_max);
    let far: Vec<usize> = (TILE.isqrt()..)
        .map(|k| k * k)
        .skip_while(|&s| s < TILE)
        .take_while(|&s| s < end)
        .collect();
    let per_task = far
        .len()
        .div_ceil(rayon::current_num_threads())
        .max(MIN_SQUARES_PER_TASK);
    let reach = far
        .par_chunks(per_task)
        .map(|squares| {
            let mut reach = vec![0u64; len * words];
            for &s in squares {
                // Heaps n in the tile with n >= s reach n - s < start.
                let first = s.max(start);
                let slots = reach[(first - start) * words..].chunks_exact_mut(words);
                for (slot, &g) in slots.zip(&compact[first - s..end - s]) {
                    slot[(g >> 6) as usize] |= 1 << (g & 63);
                }
            }
            reach
        })
        .reduce_with(|mut a, b| {
            a.iter_mut().zip(&b).for_each(|(x, y)| *x |= y);
            a
        })
        .unwrap_or_else(|| vec![0u64; len * words]);
    // A mex exceeds the largest value before it by at most one.
    let mut max = known_max;
    let mut set = Vec::new();
    for n in start..end {
        let slot = (n - start) * words;
        set.clear();
        set.resize(nimset::words_for(max + 1), 0);
        set[..words].copy_from_slice(&reach[slot..slot + words]);
        for s in (1..).map(|k| k * k).take_while(|&s| s <= n && s < TILE) {
            nimset::insert(&mut set, values[n - s]);
        }
        let mex = set
            .iter()
            .enumerate()
            .find(|(_, &w)| w != u64::MAX)
            .map(|(i, &w)| (i as u32) << 6 | w.trailing_ones())
            .expect("the bitset has room for the mex");
        max = max.max(mex);
        values.push(mex);
    }
    max
}
