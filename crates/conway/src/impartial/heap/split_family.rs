//! The splitting games `split:k` for every `k` at once: Grundy sequences, grouped into
//! classes of `k` whose sequences coincide.
//!
//! In `split:k` a move splits one heap of `m >= 2` into `p` non-empty heaps, `2 <= p <= k`;
//! the value of the result is the nim-sum of the parts' values (Sprague–Grundy; Winning
//! Ways ch. 4 on take-and-break games). Let `A_q(m)` be the set of nim-sums
//! `G(b_1) ^ ... ^ G(b_p)` over compositions of `m` into `1 <= p <= q` parts. Then
//!
//! * `A_1(m) = {G(m)}` and `A_q(m) = {G(m)} ∪ ⋃_{b=1}^{m-1} (G(b) ^ A_{q-1}(m-b))`,
//! * the options of a heap `m` have the values `⋃_{b=1}^{m-1} (G(b) ^ A_{k-1}(m-b))`,
//!
//! a bitset recurrence over (number of parts, size). A set is a bitset of width `2^w > m`
//! (every value is below `m`: a nim-sum never exceeds the sum, so by induction the options of
//! `m` are at most `m - 2`); translating a bitset by xor with `g` permutes whole words by the
//! high bits of `g` and the bits inside each word by its low 6 bits
//! (the bitsets of the dense solver); both permutations commute with union, so the sources
//! are first gathered per low-bit pattern with word moves only, and each gathered set is
//! permuted inside its words once.
//! With no limit on `p` (`k = ∞`) one table `A_∞` suffices: `A_∞ = {G(m)} ∪ options`.
//!
//! **Lemma (one sequence serves every large `k`).** Let `G_∞` be the sequence without limit
//! on `p`, `N` a size bound, and suppose `G_k = G_∞` on `0..=N`. Then `G_j = G_∞` on `0..=N`
//! for every `j >= k`. *Proof.* By induction on `m`: if `G_j` agrees with `G_∞` below `m`,
//! the option sets of `m` under `j`, `k` and `∞` are computed from the same values, and the
//! set for `k` is contained in the set for `j`, which is contained in the set for `∞`. The
//! first contains `0..G_∞(m)` (its mex is `G_k(m) = G_∞(m)`), the last omits `G_∞(m)`, so
//! the mex for `j` is `G_∞(m)` too. ∎ Hence the engine computes `G_∞`, then `G_2, G_3, ...`
//! one by one until one equals `G_∞` (a comparison of sequences); all larger `k` form one
//! class, and smaller `k` with equal sequences are grouped by comparison too.
//!
//! ```
//! use conway::impartial::heap::split_family::{grundy_values, split_family};
//! assert_eq!(grundy_values(Some(2), 6), vec![0, 0, 1, 0, 1, 0, 1]);
//! let family = split_family(12, &mut |_, _| {}).unwrap();
//! // k = 2, k = 3 and then one class for k = 4..=12.
//! let ks: Vec<(usize, usize)> = family.iter().map(|c| (c.k_min, c.k_max)).collect();
//! assert_eq!(ks, vec![(2, 2), (3, 3), (4, 12)]);
//! assert_eq!(family[2].values, grundy_values(None, 12));
//! ```

use super::nimset::{or_translated, words_for};
use crate::progress::Progress;
use rayon::prelude::*;
use std::fmt;

/// The largest heap size accepted (the computation is cubic in it).
pub const MAX_SIZE: usize = 5000;

/// Why the family was not computed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SplitFamilyError {
    /// The heap size is above [`MAX_SIZE`].
    TooLarge {
        /// The heap size asked for.
        size: usize,
    },
}

impl fmt::Display for SplitFamilyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SplitFamilyError::TooLarge { size } => write!(
                f,
                "heap size {size} is too large for the splitting family (at most {MAX_SIZE}; \
                 the work grows like the cube of the size)"
            ),
        }
    }
}

impl std::error::Error for SplitFamilyError {}

/// A maximal run of `k` values whose Grundy sequences agree on `0..=N`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SplitClass {
    /// The least `k` of the class.
    pub k_min: usize,
    /// The greatest `k` of the class (`N`, the size bound, for the last class).
    pub k_max: usize,
    /// `G(0..=N)`, shared by every `k` of the class.
    pub values: Vec<u32>,
}

/// The classes of `k` in `2..=n` with identical Grundy sequences on `0..=n`, in order of
/// `k`. `progress(done, total)` counts the sequences computed. Refuses `n > MAX_SIZE`.
pub fn split_family(
    n: usize,
    progress: &mut Progress<'_>,
) -> Result<Vec<SplitClass>, SplitFamilyError> {
    if n > MAX_SIZE {
        return Err(SplitFamilyError::TooLarge { size: n });
    }
    if n < 2 {
        return Ok(Vec::new());
    }
    let (unbounded, two) = rayon::join(|| grundy_values(None, n), || grundy_values(Some(2), n));
    let mut classes: Vec<SplitClass> = Vec::new();
    let mut batch = vec![(2, two)];
    let mut next = 3;
    loop {
        for (k, values) in batch {
            let reached = values == unbounded;
            match classes.last_mut() {
                Some(last) if last.values == values => last.k_max = k,
                _ => classes.push(SplitClass {
                    k_min: k,
                    k_max: k,
                    values,
                }),
            }
            if reached {
                classes.last_mut().expect("just pushed").k_max = n;
                return Ok(classes);
            }
        }
        if next > n {
            // Not reached: split:n is unbounded on 0..=n.
            return Ok(classes);
        }
        progress((next - 1) as u64, n as u64);
        // Two sequences at a time, one per core.
        batch = (next..(next + 2).min(n + 1))
            .into_par_iter()
            .map(|k| (k, grundy_values(Some(k), n)))
            .collect();
        next += 2;
    }
}

/// `G(0..=n)` of `split:k` (`Some(k)`, `k >= 2`), or of splitting into any number of
/// parts (`None`).
pub fn grundy_values(k: Option<usize>, n: usize) -> Vec<u32> {
    let words = words_for(n as u32);
    // With a limit k: tables[i] = A_{i+2} for i < k - 2 (A_1 is the values themselves);
    // without: the single table A_∞.
    let layers = k.map_or(1, |k| k.max(2) - 2);
    let mut tables: Vec<Table> = (0..layers).map(|_| Table::new(n + 1, words)).collect();
    let mut values = vec![0u32; n + 1];
    let mut shifter = XorShifter::new(words);
    let mut options = vec![0u64; words];
    for m in 1..=n {
        // Every set below m holds values below next_power_of_two(m), so do their xors.
        let live = words_for(m as u32 - 1);
        options.fill(0);
        let source = if k == Some(2) { None } else { tables.last() };
        shifter.union_of_shifts(&values[..m], source, m, &mut options[..live]);
        let g = mex(&options);
        values[m] = g;
        if k.is_none() {
            tables[0].row_mut(m).copy_from_slice(&options);
        } else {
            // A_q(m) = {g} ∪ shifts of A_{q-1}, for q = layers + 1 down to 2.
            for i in (0..layers).rev() {
                let (lower, upper) = tables.split_at_mut(i);
                let row = &mut upper[0].row_mut(m)[..live];
                shifter.union_of_shifts(&values[..m], lower.last(), m, row);
            }
        }
        for table in &mut tables {
            table.row_mut(m)[g as usize / 64] |= 1 << (g % 64);
        }
    }
    values
}

/// One bitset of `words` 64-bit words per size `0..rows`.
struct Table {
    words: usize,
    bits: Vec<u64>,
}

impl Table {
    fn new(rows: usize, words: usize) -> Self {
        Table {
            words,
            bits: vec![0; rows * words],
        }
    }
    fn row(&self, m: usize) -> &[u64] {
        &self.bits[m * self.words..(m + 1) * self.words]
    }
    fn row_mut(&mut self, m: usize) -> &mut [u64] {
        &mut self.bits[m * self.words..(m + 1) * self.words]
    }
}

/// Computes `⋃_{b=1}^{m-1} (values[b] ^ table(m - b))` with one scratch bitset per low-6-bit
/// pattern, so that the in-word permutation is applied once per pattern, not per `b`.
struct XorShifter {
    words: usize,
    scratch: Vec<u64>,
}

impl XorShifter {
    fn new(words: usize) -> Self {
        XorShifter {
            words,
            scratch: vec![0; 64 * words],
        }
    }

    /// `out |= ⋃_{b=1}^{m-1} (values[b] ^ S(m - b))`, where `S` is the table, or the
    /// singletons `{values[j]}` (`A_1`) when there is none. `out.len()` words are used.
    fn union_of_shifts(
        &mut self,
        values: &[u32],
        source: Option<&Table>,
        m: usize,
        out: &mut [u64],
    ) {
        let Some(table) = source else {
            for b in 1..m {
                let x = values[b] ^ values[m - b];
                out[x as usize / 64] |= 1 << (x % 64);
            }
            return;
        };
        let (words, live) = (self.words, out.len());
        let mut used = 0u64;
        for (b, &g) in values.iter().enumerate().take(m).skip(1) {
            let low = (g % 64) as usize;
            let high = g as usize / 64;
            used |= 1 << low;
            let acc = &mut self.scratch[low * words..low * words + live];
            for (w, &src) in table.row(m - b)[..live].iter().enumerate() {
                acc[w ^ high] |= src;
            }
        }
        while used != 0 {
            let low = used.trailing_zeros() as usize;
            used &= used - 1;
            let acc = &mut self.scratch[low * words..low * words + live];
            or_translated(out, acc, low as u32);
            acc.fill(0);
        }
    }
}

/// The least value not in the bitset.
fn mex(set: &[u64]) -> u32 {
    set.iter()
        .position(|&w| w != u64::MAX)
        .map_or(64 * set.len(), |i| {
            64 * i + (!set[i]).trailing_zeros() as usize
        }) as u32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::nimber::mex_of;

    /// `G(0..=n)` of `split:k` by enumerating every split (the slow twin).
    fn by_enumeration(k: usize, n: usize) -> Vec<u32> {
        fn splits(
            left: usize,
            largest: usize,
            parts: usize,
            k: usize,
            x: u32,
            g: &[u32],
            out: &mut Vec<u32>,
        ) {
            if left == 0 {
                if parts >= 2 {
                    out.push(x);
                }
                return;
            }
            if parts == k {
                return;
            }
            for b in 1..=largest.min(left) {
                splits(left - b, b, parts + 1, k, x ^ g[b], g, out);
            }
        }
        let mut g = vec![0u32; n + 1];
        for m in 1..=n {
            let mut options = Vec::new();
            splits(m, m - 1, 0, k, 0, &g, &mut options);
            g[m] = mex_of(options);
        }
        g
    }

    #[test]
    fn bitset_recurrence_matches_enumeration() {
        for k in 2..=7 {
            assert_eq!(grundy_values(Some(k), 22), by_enumeration(k, 22), "k = {k}");
        }
        assert_eq!(grundy_values(None, 22), by_enumeration(22, 22));
    }

    #[test]
    fn classes_partition_two_to_n() {
        for n in [0, 1, 2, 3, 5, 9, 40, 130] {
            let classes = split_family(n, &mut |_, _| {}).unwrap();
            let mut next = 2;
            for class in &classes {
                assert_eq!(class.k_min, next);
                assert!(class.k_max >= class.k_min);
                for k in [class.k_min, class.k_max] {
                    assert_eq!(class.values, grundy_values(Some(k), n), "n={n} k={k}");
                }
                next = class.k_max + 1;
            }
            assert_eq!(next, n.max(1) + 1, "n = {n}");
        }
        assert_eq!(
            split_family(MAX_SIZE + 1, &mut |_, _| {}),
            Err(SplitFamilyError::TooLarge { size: MAX_SIZE + 1 })
        );
    }
}
