//! Subtraction of squares, tiled: `G(n) = mex { G(n - k^2) : 1 <= k^2 <= n }`.
//!
//! The plain loop reads `G(n - k^2)` for every square, `~ (2/3) N^{3/2}` scattered reads
//! in all, and is bound by memory latency once the table outgrows the cache. Here heaps are
//! processed in tiles of `TILE` consecutive sizes `[b, b + TILE)`, and the moves of a tile
//! are split at a *ready* heap `r <= b`, below which every value is known.
//!
//! *Far moves* `n -> n - s` with `n - s < r`: for one square `s` they come from the heaps
//! `n` in `[max(b, s), r + s)`, and their values `G(n - s)` are one contiguous run of the
//! table, read from a `u16` copy (`G(n) <= sqrt(n)`, the number of options, so every value
//! fits). Each heap owns a row of bytes, one per value, and a move stores a 1 at its value:
//! a plain store, where a bitset needs a read-modify-write and twice the instructions. The
//! heaps of the tile are split between threads (no merge needed); each task takes its heaps
//! `ROWS` at a time, a *block* of rows that stays in the L1 cache, marks the runs of all
//! squares into it, then packs the rows into bitsets (clearing them).
//!
//! The row width `W` is a constant of the marking code, the smallest of a few widths that
//! holds the largest value, so row `i` of a block is at the fixed offset `i W`; and a block
//! is padded so that every `u16` value indexes inside it from any row. The compiler then
//! proves each index in range, and a mark is one load and one store (no bounds check, no
//! offset arithmetic): `~ (2/3) N^{3/2}` marks, about `2 10^{10}` at `N = 10^7` (whose
//! largest value is 376: rows of 512 bytes). The runs of one block lie far apart in the
//! table (a page apart per square), so they are prefetched a few squares ahead; then the
//! marks are bound by the table's traffic, two bytes per mark.
//!
//! *Near moves* `n - s >= r` are added heap by heap, in order, since they may read values
//! of the tile itself; then the mex is the first clear bit.
//!
//! Pipeline: the far moves of the next tile are marked with `r` = the start of the current
//! tile, so they run (on the other threads) while the near moves of the current tile are
//! computed; the near moves then include the squares `s < 2 TILE` that reach the previous
//! tile. The first tile has `r = b`.
//!
//! The plain loop of [`super::DenseSolver`] with [`super::Method::Naive`] is the slow
//! twin, compared in tests.

use crate::progress::Progress;
use rayon::prelude::*;

/// Heaps per tile.
const TILE: usize = 1 << 11;

/// Heaps per parallel task: a task marks the far moves of its own heaps.
const TASK_HEAPS: usize = 1 << 8;

/// Heaps whose rows are marked together.
const ROWS: usize = 32;

/// Squares ahead whose runs are prefetched.
const PREFETCH: usize = 16;

/// Extends `values` (the values `G(0..len)` of subtraction of squares) up to heap `to`.
pub fn extend(values: &mut Vec<u32>, to: usize, progress: &mut Progress<'_>) {
    extend_with_rows(values, to, progress, 0);
}

/// [`extend`] with rows of at least `min_width` bytes (tests force each row width).
pub(super) fn extend_with_rows(
    values: &mut Vec<u32>,
    to: usize,
    progress: &mut Progress<'_>,
    min_width: usize,
) {
    if values.len() > to {
        return;
    }
    // `G(n) <= sqrt(n)` (the number of options), so every value fits in 16 bits: the far
    // moves read this half-size copy.
    let mut compact: Vec<u16> = values.iter().map(|&g| g as u16).collect();
    let mut max = values.iter().copied().max().unwrap_or(0);
    let start = values.len();
    let mut tile = Tile::new(start, (start + TILE).min(to + 1), start);
    tile.mark_far(&compact, max, min_width);
    let mut next = Tile::default();
    loop {
        let has_next = tile.end <= to;
        if has_next {
            next.reset(tile.end, (tile.end + TILE).min(to + 1), tile.start);
        }
        // The far moves of the next tile read only values below this tile, so they are
        // marked (by the other threads) while this tile's near moves are added.
        let (near_max, ()) = rayon::join(
            || tile.add_near(values, max),
            || {
                if has_next {
                    next.mark_far(&compact, max, min_width)
                }
            },
        );
        max = near_max;
        compact.extend(values[tile.start..].iter().map(|&g| g as u16));
        progress((tile.end - 1) as u64, to as u64);
        if !has_next {
            return;
        }
        std::mem::swap(&mut tile, &mut next);
    }
}

/// The reachable values of the heaps `[start, end)` through their far moves, those to
/// heaps below `ready`.
#[derive(Default)]
struct Tile {
    start: usize,
    end: usize,
    ready: usize,
    /// 64-bit words per heap.
    words: usize,
    /// Per task, a block of `ROWS` rows of bytes, one row per heap (see [`block_len`]):
    /// byte `v` is 1 if value `v` is reachable; all zero again once packed into `bits`.
    blocks: Vec<u8>,
    /// Per heap, a bitset of `words` words: bit `v` is set if value `v` is reachable.
    bits: Vec<u64>,
}

impl Tile {
    fn new(start: usize, end: usize, ready: usize) -> Self {
        let mut tile = Tile::default();
        tile.reset(start, end, ready);
        tile
    }

    fn reset(&mut self, start: usize, end: usize, ready: usize) {
        debug_assert!(ready <= start && start < end);
        (self.start, self.end, self.ready) = (start, end, ready);
    }

    /// Marks the far moves, given `G(0..ready)` as `compact` with largest value `ready_max`,
    /// in rows of at least `min_width` bytes.
    fn mark_far(&mut self, compact: &[u16], ready_max: u32, min_width: usize) {
        // Far moves reach values at most `ready_max`. The row width is a constant of the
        // marking code, one of a few, so that a row index is an immediate offset.
        self.words = (ready_max as usize + 1).div_ceil(64);
        match (64 * self.words).max(min_width) {
            ..=128 => self.mark_far_rows::<128>(compact),
            129..=256 => self.mark_far_rows::<256>(compact),
            257..=512 => self.mark_far_rows::<512>(compact),
            513..=1024 => self.mark_far_rows::<1024>(compact),
            // Every 16-bit value.
            _ => self.mark_far_rows::<{ 1 << 16 }>(compact),
        }
    }

    /// [`Self::mark_far`] with rows of `W >= 64 * words` bytes.
    fn mark_far_rows<const W: usize>(&mut self, compact: &[u16]) {
        let (start, end, ready, words) = (self.start, self.end, self.ready, self.words);
        self.bits.resize((end - start) * words, 0);
        // The squares with a far move for some heap: `s <= n < end` and `n - s < ready`.
        let squares: Vec<usize> = (1..)
            .map(|k| k * k)
            .skip_while(|&s| ready + s <= start)
            .take_while(|&s| s < end)
            .collect();
        // One block per task, all zero (packing clears it), so no fill is needed.
        let tasks = (end - start).div_ceil(TASK_HEAPS);
        self.blocks.resize(tasks * block_len::<W>(), 0);
        self.blocks
            .par_chunks_mut(block_len::<W>())
            .zip(self.bits.par_chunks_mut(TASK_HEAPS * words))
            .enumerate()
            .for_each(|(task, (block, bits))| {
                let lo = start + task * TASK_HEAPS;
                for (b, bits) in bits.chunks_mut(ROWS * words).enumerate() {
                    let rows = bits.len() / words;
                    mark_block::<W>(block, lo + b * ROWS, rows, ready, compact, &squares);
                    for (row, set) in block.chunks_mut(W).zip(bits.chunks_exact_mut(words)) {
                        let row = &mut row[..64 * words];
                        for (word, bytes) in set.iter_mut().zip(row.chunks_exact(64)) {
                            *word = pack_bytes(bytes);
                        }
                        row.fill(0);
                    }
                }
            });
    }

    /// Adds the near moves and pushes `G(start..end)` onto `values` (`= G(0..start)`, whose
    /// largest value is `known_max`); returns the largest value of `G(0..end)`.
    fn add_near(&self, values: &mut Vec<u32>, known_max: u32) -> u32 {
        debug_assert_eq!(values.len(), self.start);
        let (words, ready) = (self.words, self.ready);
        // The squares of the near moves, less one: `s - 1 < n - ready`.
        let near: Vec<usize> = (1..)
            .map(|k| k * k - 1)
            .take_while(|&d| d < self.end - ready)
            .collect();
        // Room for every 16-bit value, so a value indexes it without a bounds check.
        let mut set = [0u64; 1 << 10];
        // A mex exceeds the largest value before it by at most one.
        let mut max = known_max;
        for far in self.bits.chunks_exact(words) {
            let len = (max as usize + 2).div_ceil(64).max(words);
            set[..words].copy_from_slice(far);
            set[words..len].fill(0);
            // `G(ready..n)`; the move to `n - s` reads `recent[recent.len() - 1 - (s - 1)]`.
            let recent = &values[ready..];
            let count = near.partition_point(|&d| d < recent.len());
            for &d in &near[..count] {
                let g = recent[recent.len() - 1 - d] as usize;
                set[(g >> 6) & ((1 << 10) - 1)] |= 1 << (g & 63);
            }
            let mex = set[..len]
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
}

/// The length of a block of `ROWS` rows of `W` bytes, padded so that every `u16` value
/// indexes within the block from any row: the compiler then drops the bounds checks on the
/// marks (the padding is never written, since all values are below `W`).
const fn block_len<const W: usize>() -> usize {
    (ROWS - 1) * W + (1 << 16)
}

/// Marks, in the `rows` rows of `block` (of `W` bytes each), the far moves (those to heaps
/// below `ready`) of the heaps `n0..n0 + rows`, for the given squares (in increasing order).
fn mark_block<const W: usize>(
    block: &mut [u8],
    n0: usize,
    rows: usize,
    ready: usize,
    compact: &[u16],
    squares: &[usize],
) {
    let block = &mut block[..block_len::<W>()];
    let n1 = n0 + rows;
    // The squares whose moves exist (`s <= n`) and are far (`n - s < ready`) for every heap
    // of a full block: `first..last`.
    let (first, last) = if rows == ROWS {
        let first = squares.partition_point(|&s| ready + s < n1);
        (first, squares.partition_point(|&s| s <= n0).max(first))
    } else {
        (0, 0)
    };
    let full = &squares[first..last];
    for (j, &s) in full.iter().enumerate() {
        if let Some(&ahead) = full.get(j + PREFETCH) {
            prefetch(compact, n0 - ahead);
        }
        // A fixed run length lets the compiler unroll the run and drop its bounds checks.
        let run: &[u16; ROWS] = compact[n0 - s..n0 - s + ROWS]
            .try_into()
            .expect("ROWS values");
        for (i, &g) in run.iter().enumerate() {
            block[i * W + g as usize] = 1;
        }
    }
    // The other squares, each on the heaps where its move exists and is far.
    for &s in squares[..first].iter().chain(&squares[last..]) {
        for n in n0.max(s)..n1.min(ready + s) {
            block[(n - n0) * W + compact[n - s] as usize] = 1;
        }
    }
}

/// Asks the cache to fetch the run `compact[i..i + ROWS]` (every cache line of it), to be
/// read `PREFETCH` squares later: the runs of successive squares lie far apart, so the
/// hardware prefetcher cannot guess them.
#[cfg_attr(not(target_arch = "x86_64"), allow(unused_variables))]
fn prefetch(compact: &[u16], i: usize) {
    #[cfg(target_arch = "x86_64")]
    {
        let run = &compact[i..i + ROWS];
        // A value every 64 bytes, and the last one.
        for j in (0..=ROWS).step_by(32) {
            // SAFETY: a prefetch is only a hint: no memory access in the program's sense
            // (it never faults) and no change to any data; the address is in a live slice.
            unsafe {
                use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
                _mm_prefetch::<_MM_HINT_T0>(std::ptr::from_ref(&run[j.min(ROWS - 1)]).cast());
            }
        }
    }
}

/// Packs 64 bytes, each 0 or 1, into a word: byte `i` becomes bit `i`.
fn pack_bytes(bytes: &[u8]) -> u64 {
    bytes
        .chunks_exact(8)
        .enumerate()
        .fold(0, |word, (i, eight)| {
            // With each byte 0 or 1, the product has byte `j` of `x` at bit `56 + j`: the
            // partial products `x_j 2^(8j + 7k + 7)` never share a bit, so nothing carries.
            let x = u64::from_le_bytes(eight.try_into().expect("eight bytes"));
            word | (x.wrapping_mul(0x0102_0408_1020_4080) >> 56) << (8 * i)
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packing_matches_bits() {
        let mut bytes = [0u8; 64];
        for pattern in [
            0u64,
            1,
            0x8000_0000_0000_0000,
            0xdead_beef_0123_4567,
            u64::MAX,
        ] {
            for (i, byte) in bytes.iter_mut().enumerate() {
                *byte = (pattern >> i & 1) as u8;
            }
            assert_eq!(pack_bytes(&bytes), pattern);
        }
    }
}
