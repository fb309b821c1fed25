//! Options that leave two heaps: the nim-sums `G(a) xor G(r - a)`, by the rare/common
//! ("sparse space") method of Gangolli and Plambeck.
//!
//! Fix a bit mask `m` and call a value *rare* when `popcount(v & m)` is even, *common*
//! otherwise. Since parity is additive under xor, a common nim-sum `G(a) xor G(b)` needs
//! exactly one rare summand, and a rare nim-sum needs two rare or two common summands.
//! For many octal games (Officers `0.6`, Kayles-like games with large values) some mask
//! makes the rare *positions* very few (Gangolli & Plambeck, "A note on periodicity in some
//! octal games", IJGT 1989; Flammenkamp's computations). Then for a heap `n`:
//!
//! 1. pairing each rare position `a` with `r - a` yields *every* common option value (and
//!    some rare ones), in time proportional to the number of rare positions;
//! 2. the least common value `c` not yet reached bounds the answer: `G(n) <= c`;
//! 3. only rare values below `c` that are still missing can lower the mex; the pairs are
//!    scanned (in a scattered order) only until all of them are found. Only when `G(n)`
//!    itself is rare does the scan run to the end.
//!
//! The result is exact for every mask (the mask only changes the speed); the plain scan of
//! all pairs ([`Method::Naive`]) is kept as the slow twin and compared in tests.
//!
//! Speed: the values are read from a 16-bit copy while they fit (half the memory traffic);
//! the rare positions are stored with their values, so step 1 reads the table only at
//! `r - a`; step 1 is done ahead for runs of `BATCH` heaps, heap after heap, so the
//! entries `r - a` read for one heap are still in cache for the next (the pairs whose
//! parts are not yet known then are added per heap); the options of steps 1 and 3 are
//! marked in byte sets over all nim-sums (a plain store per option, no range checks), and
//! step 3 compares each nim-sum with the least missing value only, moving to the next one
//! when it is found.

use crate::nimber::Mex;

/// How the dense solver gathers options.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Method {
    /// Every option of every heap, one by one: the slow twin.
    Naive,
    /// The fast paths: rare/common two-heap options once a sparse mask is found (the
    /// naive scan otherwise), and tiled subtraction of squares.
    Fast,
}

/// Values computed by the plain scan before a mask is first chosen; the choice is
/// revisited each time the number of values doubles.
pub(super) const WARMUP: usize = 1024;

/// A mask is used only if at most this fraction (1/`SPARSE_RATIO`) of positions is rare.
const SPARSE_RATIO: usize = 4;

/// The rare/common classification in use.
#[derive(Clone, Debug)]
pub(super) struct RareCommon {
    pub(super) mask: u32,
    /// Positions `a >= 1` with a rare value, increasing.
    pub(super) rare: Vec<usize>,
    /// Their values (`rare_values[k] = G(rare[k])`), read without touching the table.
    pub(super) rare_values: Vec<u32>,
}

impl RareCommon {
    #[inline]
    pub(super) fn is_rare(&self, v: u32) -> bool {
        (v & self.mask).count_ones().is_multiple_of(2)
    }

    /// The mask minimising the number of rare positions among `G(1..len)` (`value(a)` is
    /// `G(a)`, every value below `bound`), if sparse, with those positions.
    pub(super) fn choose(len: usize, bound: usize, value: impl Fn(usize) -> u32) -> Option<Self> {
        let mut histogram = vec![0; bound];
        (1..len).for_each(|a| histogram[value(a) as usize] += 1);
        let mask = best_mask(&histogram, len - 1)?;
        let mut chosen = RareCommon {
            mask,
            rare: Vec::new(),
            rare_values: Vec::new(),
        };
        for a in 1..len {
            let g = value(a);
            if chosen.is_rare(g) {
                chosen.rare.push(a);
                chosen.rare_values.push(g);
            }
        }
        Some(chosen)
    }
}

/// The mask `m > 0` making the fewest of `total` values rare (`popcount(v & m)` even),
/// given their histogram, if at most `1/SPARSE_RATIO` of them are then rare.
pub(super) fn best_mask(histogram: &[usize], total: usize) -> Option<u32> {
    let (mask, rare) = rare_counts(histogram)
        .into_iter()
        .enumerate()
        .skip(1)
        .min_by_key(|&(_, rare)| rare)?;
    (rare * SPARSE_RATIO <= total).then_some(mask as u32)
}

/// `rare[m]` = the number of values `v` with `popcount(v & m)` even, for every mask `m`
/// below a power of two above the values, given their histogram `h`.
///
/// `sum_v h(v) (-1)^popcount(v & m)` is the Walsh–Hadamard transform of `h` at `m`, and it
/// equals `rare[m] - (total - rare[m])`: so one transform (`L log L` steps for `L` values)
/// gives every count, where counting mask by mask takes `L^2`.
fn rare_counts(histogram: &[usize]) -> Vec<usize> {
    let len = histogram.len().next_power_of_two();
    let mut spectrum = vec![0i64; len];
    spectrum
        .iter_mut()
        .zip(histogram)
        .for_each(|(s, &h)| *s = h as i64);
    let total: i64 = spectrum.iter().sum();
    let mut half = 1;
    while half < len {
        for block in spectrum.chunks_mut(2 * half) {
            let (low, high) = block.split_at_mut(half);
            for (a, b) in low.iter_mut().zip(high) {
                (*a, *b) = (*a + *b, *a - *b);
            }
        }
        half *= 2;
    }
    spectrum
        .into_iter()
        .map(|s| ((total + s) / 2) as usize)
        .collect()
}

/// Two-heap options of a rule, naive or rare/common.
pub struct PairOptions {
    unequal: bool,
    sparse: Option<RareCommon>,
    /// The number of values at which the mask is chosen next (`None`: naive method).
    next_choice: Option<usize>,
    /// The values as 16-bit numbers while they fit (half the memory traffic).
    narrow: Option<Vec<u16>>,
    /// A power of two above every value so far (and so above every nim-sum of two).
    value_limit: u32,
    /// Step 1 gathered ahead for a run of heaps.
    batch: Option<Batch>,
    /// Units of work done (see [`super::work`]).
    work: u64,
    /// `(number of values, work)` at each choice of a mask since the rare/common method
    /// was last switched on: the work it does, measured.
    sparse_marks: Vec<(usize, u64)>,
}

/// What the work of the two-heap options of the heaps to come will be (see
/// [`super::work`]).
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Forecast {
    /// The heaps up to this one are certainly scanned directly (their work is known).
    pub direct_until: Option<usize>,
    /// Beyond, the work of the rare/common method as measured, if it has run long enough.
    pub measured: Option<Rate>,
}

/// Work per heap `cost(n) = scale * n^exponent`, fitted to the work of the rare/common
/// method over the last two doublings of the heaps: the ratio of their work is
/// `2^(1 + exponent)`, the exponent taken between 0 and 1 (the direct scan's); with one
/// doubling only, the exponent is 1.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Rate {
    scale: f64,
    exponent: f64,
}

impl Rate {
    /// The rate whose work over the heaps `from..to` is `work`.
    fn fitted(from: usize, to: usize, work: u64, exponent: f64) -> Rate {
        let unit = Rate {
            scale: 1.0,
            exponent,
        };
        Rate {
            scale: work as f64 / unit.sum(from, to).max(1.0),
            exponent,
        }
    }

    /// `cost(from) + ... + cost(to - 1)`, by the integral.
    pub fn sum(&self, from: usize, to: usize) -> f64 {
        if to <= from {
            return 0.0;
        }
        let e = self.exponent + 1.0;
        self.scale * ((to as f64).powf(e) - (from as f64).powf(e)) / e
    }
}

/// The forecast of a solver that chooses its mask at `next_choice` values (`None`: never
/// again), has a sparse mask or not, and has done `work` by the number of values at each
/// choice of a mask since the rare/common method was last switched on (`marks`).
pub(super) fn forecast(
    sparse: bool,
    next_choice: Option<usize>,
    marks: &[(usize, u64)],
) -> Forecast {
    match (sparse, next_choice) {
        (true, _) => {
            let measured = match marks {
                [.., (_, wa), (b, wb), (c, wc)] => {
                    let ratio = (wc - wb) as f64 / (wb - wa).max(1) as f64;
                    let exponent = (ratio.log2() - 1.0).clamp(0.0, 1.0);
                    Some(Rate::fitted(*b, *c, wc - wb, exponent))
                }
                [(b, wb), (c, wc)] => Some(Rate::fitted(*b, *c, wc - wb, 1.0)),
                _ => None,
            };
            Forecast {
                direct_until: None,
                measured,
            }
        }
        (false, Some(WARMUP)) => Forecast {
            direct_until: Some(WARMUP - 1),
            measured: None,
        },
        (false, _) => Forecast {
            direct_until: Some(usize::MAX),
            measured: None,
        },
    }
}

/// Heaps whose pairs with a rare member are gathered together (4 to 8 were best for
/// Officers; 1 and 32 about 20% slower).
const BATCH: usize = 8;

/// For heaps `start .. start + BATCH`, the nim-sums of the pairs `(a, r - a)` with `a`
/// rare and both parts below `start` (so known when the batch was gathered): consecutive
/// heaps read neighbouring entries `r - a`, so the later heaps find them in cache.
struct Batch {
    start: usize,
    found: Vec<ValueSet>,
}

impl PairOptions {
    /// Pair options of a rule; `unequal` forbids two equal heaps (Grundy's game).
    pub fn new(method: Method, unequal: bool) -> Self {
        let next_choice = (method == Method::Fast).then_some(WARMUP);
        PairOptions {
            unequal,
            sparse: None,
            next_choice,
            narrow: Some(Vec::new()),
            value_limit: 1,
            batch: None,
            work: 0,
            sparse_marks: Vec::new(),
        }
    }

    /// The units of work done so far.
    pub fn work(&self) -> u64 {
        self.work
    }

    /// The work to expect once `len` values are known: the direct scan for every heap
    /// with the naive method or once a choice found no sparse mask (taken to stay so,
    /// though a later choice may find one), for the warm-up before the first choice (and
    /// nothing known beyond), and the measured rate while the rare/common method is in use
    /// (none known until it has run over a doubling of the heaps).
    pub fn forecast(&self) -> Forecast {
        forecast(self.sparse.is_some(), self.next_choice, &self.sparse_marks)
    }

    /// Whether a later choice may still switch the rare/common method on or off.
    pub fn may_change(&self) -> bool {
        self.next_choice.is_some()
    }

    /// The mask in use, if the rare/common method is active.
    pub fn mask(&self) -> Option<u32> {
        self.sparse.as_ref().map(|s| s.mask)
    }

    /// Records the newly computed value `values[n]`: keeps the indexes current, and
    /// (re)chooses the mask whenever the number of values reaches a power of two.
    pub fn record(&mut self, values: &[u32]) {
        let n = values.len() - 1;
        self.value_limit = self.value_limit.max((values[n] + 1).next_power_of_two());
        if let Some(narrow) = &mut self.narrow {
            match u16::try_from(values[n]) {
                Ok(v) => narrow.push(v),
                Err(_) => self.narrow = None,
            }
        }
        if self.next_choice == Some(values.len()) {
            let was_sparse = self.sparse.is_some();
            let bound = values.iter().copied().max().unwrap_or(0) as usize + 1;
            self.sparse = RareCommon::choose(values.len(), bound, |a| values[a]);
            self.batch = None;
            self.next_choice = Some(2 * values.len());
            self.work += values.len() as u64;
            match (was_sparse, self.sparse.is_some()) {
                (_, false) => self.sparse_marks.clear(),
                (false, true) => self.sparse_marks = vec![(values.len(), self.work)],
                (true, true) => self.sparse_marks.push((values.len(), self.work)),
            }
            return;
        }
        if let Some(sparse) = &mut self.sparse {
            if sparse.is_rare(values[n]) {
                sparse.rare.push(n);
                sparse.rare_values.push(values[n]);
            }
        }
    }

    /// The pairs `(a, r - a)` with `1 <= a <= r - a` (strictly less when unequal), `r >= 1`.
    #[inline]
    fn halves(&self, r: usize) -> std::ops::RangeInclusive<usize> {
        let last = if self.unequal { (r - 1) / 2 } else { r / 2 };
        1..=last
    }

    /// The mex of all options of heap `n = values.len()`, given the other options already
    /// in `mex` and the removals `takes` that may leave two heaps.
    pub fn mex_with_pairs(&mut self, values: &[u32], takes: &[usize], mex: &mut Mex) -> u32 {
        let mut narrow = self.narrow.take();
        let mex = match &narrow {
            Some(narrow) if narrow.len() == values.len() => self.mex_of_pairs(narrow, takes, mex),
            _ => self.mex_of_pairs(values, takes, mex),
        };
        std::mem::swap(&mut self.narrow, &mut narrow);
        mex
    }

    /// [`Self::mex_with_pairs`] over the values in either width.
    fn mex_of_pairs<V: Copy + Into<u32>>(
        &mut self,
        values: &[V],
        takes: &[usize],
        mex: &mut Mex,
    ) -> u32 {
        let n = values.len();
        let value = |a: usize| -> u32 { values[a].into() };
        // Removals leaving at least two tokens (`j` may be as large as `usize::MAX`).
        let remainders = takes
            .iter()
            .filter_map(|&j| n.checked_sub(j))
            .filter(|&r| r >= 2);
        if self.sparse.is_none() {
            for r in remainders {
                let pairs = self.halves(r);
                self.work += *pairs.end() as u64 * super::work::MEX_INSERT;
                for a in pairs {
                    mex.insert(value(a) ^ value(r - a));
                }
            }
            return mex.value();
        }
        // 1. Every pair with a rare member: all common option values. Those with both
        // parts below the batch start were gathered with the batch; the rest here.
        let mut batch = match self.batch.take() {
            Some(batch) if n < batch.start + BATCH => batch,
            _ => self.gather(values, takes, n),
        };
        let sparse = self
            .sparse
            .as_ref()
            .expect("a batch needs the rare positions");
        // Each heap's set is used once: taken, not copied.
        let mut found = std::mem::take(&mut batch.found[n - batch.start]);
        found.widen(self.value_limit);
        for r in remainders.clone() {
            // Rare `a` with `r - a >= start`, or with `a >= start`.
            let prefix = sparse.rare.partition_point(|&a| a + batch.start <= r);
            let suffix = sparse.rare.partition_point(|&a| a < batch.start);
            let upper = sparse.rare.partition_point(|&a| a < r);
            self.work += (prefix + upper.saturating_sub(suffix)) as u64;
            for k in (0..prefix).chain(suffix..upper) {
                let a = sparse.rare[k];
                if !(self.unequal && 2 * a == r) {
                    found.insert(sparse.rare_values[k] ^ value(r - a));
                }
            }
        }
        self.batch = Some(batch);
        let reached = |v: u32| mex.contains(v) || found.contains(v);
        // 2. The least common value not reached bounds the answer.
        let bound = (0u32..)
            .find(|&v| !sparse.is_rare(v) && !reached(v))
            .expect("some value is unreached");
        let mut missing = ValueSet::new(self.value_limit.max(bound));
        self.work += u64::from(self.value_limit.max(bound)) / 16;
        (0..bound)
            .filter(|&v| !reached(v))
            .for_each(|v| missing.insert(v));
        // 3. Scan the pairs in a scattered order until every missing value is found.
        // Blocks of consecutive pairs are visited in a scattered order (the first block,
        // with the smallest heaps, first): pairs far apart have unrelated values, so
        // missing values turn up sooner than in a sequential scan (about 10% fewer pairs
        // for Officers to 5 * 10^5), while each block is read sequentially.
        let Some(mut least) = missing.least_from(0) else {
            return bound;
        };
        for r in remainders {
            let pairs = self.halves(r);
            let len = (pairs.end() + 1).saturating_sub(*pairs.start());
            let blocks = len.div_ceil(SCAN_BLOCK);
            let stride = coprime_stride(blocks);
            let mut next = 0;
            for _ in 0..blocks {
                let block = next;
                next = (next + stride) % blocks;
                let first = pairs.start() + block * SCAN_BLOCK;
                let last = (first + SCAN_BLOCK).min(pairs.start() + len);
                self.work += (last - first) as u64;
                // The pairs (a, r - a) for a in first..last, as two slices read in step.
                let lows = &values[first..last];
                let highs = &values[r + 1 - last..=r - first];
                for (&low, &high) in lows.iter().zip(highs.iter().rev()) {
                    let x = low.into() ^ high.into();
                    missing.remove(x);
                    if x == least {
                        match missing.least_from(least) {
                            Some(next) => least = next,
                            None => return bound,
                        }
                    }
                }
            }
        }
        least
    }
}

impl PairOptions {
    /// Step 1 for the heaps `start .. start + BATCH`, for the pairs whose parts are both
    /// below `start` (see [`Batch`]).
    fn gather<V: Copy + Into<u32>>(
        &mut self,
        values: &[V],
        takes: &[usize],
        start: usize,
    ) -> Batch {
        let sparse = self
            .sparse
            .as_ref()
            .expect("gathering needs the rare positions");
        let mut found = vec![ValueSet::new(self.value_limit); BATCH];
        self.work += u64::from(self.value_limit) * BATCH as u64 / 16;
        // Heap by heap: the entries `r - a` read for one heap are in cache for the next.
        for (k, found) in found.iter_mut().enumerate() {
            for &j in takes {
                // Heap `start + k` leaves `r` after taking `j`; `a < r` and `r - a < start`.
                let Some(r) = (start + k).checked_sub(j) else {
                    continue;
                };
                let below = sparse.rare.partition_point(|&a| a < r);
                let from = sparse.rare.partition_point(|&a| a + start <= r);
                self.work += below.saturating_sub(from) as u64;
                for (&a, &g) in sparse.rare[from..below]
                    .iter()
                    .zip(&sparse.rare_values[from..])
                {
                    if !(self.unequal && 2 * a == r) {
                        found.insert(g ^ values[r - a].into());
                    }
                }
            }
        }
        Batch { start, found }
    }
}

/// A set of values below a limit (above every nim-sum of two values, so that any option
/// can be inserted or removed without a range check), one byte per value: marking a value
/// is a plain store, where a bitset needs a read-modify-write.
#[derive(Clone, Default)]
struct ValueSet {
    bytes: Vec<u8>,
}

impl ValueSet {
    /// The empty set of values below `limit`.
    fn new(limit: u32) -> Self {
        ValueSet {
            bytes: vec![0; limit as usize],
        }
    }

    #[inline]
    fn insert(&mut self, v: u32) {
        self.bytes[v as usize] = 1;
    }

    /// Raises the limit to `limit`.
    fn widen(&mut self, limit: u32) {
        self.bytes.resize(self.bytes.len().max(limit as usize), 0);
    }

    #[inline]
    fn remove(&mut self, v: u32) {
        self.bytes[v as usize] = 0;
    }

    /// Whether `v` is a member (any `v`, also beyond the limit).
    fn contains(&self, v: u32) -> bool {
        self.bytes.get(v as usize).is_some_and(|&b| b != 0)
    }

    /// The least member `>= from`.
    fn least_from(&self, from: u32) -> Option<u32> {
        let start = (from as usize).min(self.bytes.len());
        self.bytes[start..]
            .iter()
            .position(|&b| b != 0)
            .map(|k| (start + k) as u32)
    }
}

/// Consecutive pairs scanned together.
const SCAN_BLOCK: usize = 256;

/// A step near `len * 5/8` that is coprime to `len`, so that `i * step mod len` visits
/// every index below `len` once, in a scattered order.
fn coprime_stride(len: usize) -> usize {
    let mut step = (len * 5 / 8) | 1;
    while num_integer::gcd(step, len) != 1 {
        step += 2;
    }
    step
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::heap::HeapGame;
    use crate::impartial::Solver;
    use crate::nimber::mex_of;

    /// The slow twin: `G(0..=to)` of a game whose options are the pairs left after taking
    /// one of `takes` (unequal pairs only if `unequal`) and, if `single` is set, the heap
    /// left after taking one token; each value is the mex of all its options, listed one by
    /// one.
    fn by_definition(unequal: bool, takes: &[usize], single: bool, to: usize) -> Vec<u32> {
        let mut g: Vec<u32> = Vec::with_capacity(to + 1);
        for n in 0..=to {
            let singles = (single && n >= 2).then(|| g[n - 1]);
            let pairs = takes
                .iter()
                .filter_map(|&j| n.checked_sub(j))
                .flat_map(|r| (1..r).map(move |a| (a, r - a)))
                .filter(|&(a, b)| a < b || (a == b && !unequal))
                .map(|(a, b)| g[a] ^ g[b]);
            let value = mex_of(singles.into_iter().chain(pairs));
            g.push(value);
        }
        g
    }

    /// Runs the rare/common method on the values (computed by definition) of a game whose
    /// only options are those of [`by_definition`]; checks every value, with 16-bit and with
    /// full-width values. Returns the mask used.
    fn replay(game: &str, unequal: bool, takes: &[usize], single: bool) -> Option<u32> {
        let values = by_definition(unequal, takes, single, 5000);
        // The options above are those of the named game.
        let mut generic = Solver::new(HeapGame::parse(game).unwrap().rule().clone());
        for (n, &value) in values.iter().enumerate().take(200) {
            assert_eq!(generic.grundy(&n).0, value, "{game}, n = {n}");
        }
        let mut narrow = PairOptions::new(Method::Fast, unequal);
        let mut wide = PairOptions::new(Method::Fast, unequal);
        wide.narrow = None;
        narrow.record(&values[..1]);
        wide.record(&values[..1]);
        let mut mex = Mex::new();
        for n in 1..values.len() {
            let known = &values[..n];
            for options in [&mut narrow, &mut wide] {
                mex.clear();
                if single && n >= 2 {
                    mex.insert(values[n - 1]);
                }
                let value = options.mex_with_pairs(known, takes, &mut mex);
                assert_eq!(value, values[n], "{game}, n = {n}");
            }
            narrow.record(&values[..=n]);
            wide.record(&values[..=n]);
        }
        assert!(narrow.narrow.is_some() && wide.narrow.is_none());
        assert_eq!(narrow.mask(), wide.mask());
        narrow.mask()
    }

    #[test]
    fn rare_counts_by_transform_match_counting() {
        let values: Vec<u32> = (0..500u32).map(|n| (n * n + 7 * n) % 37).collect();
        let mut histogram = vec![0; 37];
        values.iter().for_each(|&v| histogram[v as usize] += 1);
        let counts = rare_counts(&histogram);
        assert_eq!(counts.len(), 64);
        for (mask, &count) in counts.iter().enumerate() {
            let rare = values
                .iter()
                .filter(|&&v| (v & mask as u32).count_ones().is_multiple_of(2))
                .count();
            assert_eq!(count, rare, "mask {mask}");
        }
    }

    #[test]
    fn officers_and_grundys_game_replayed_in_both_widths() {
        // Officers (0.6: take one, leave one or two heaps) and Grundy's game both have a
        // sparse space, so the batched step 1 runs, with and without equal pairs.
        assert!(replay("octal:0.6", false, &[1], true).is_some());
        assert!(
            replay("grundy", true, &[0], false).is_some(),
            "no sparse space"
        );
    }
}
