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
//! **Two threads.** Heaps are computed in stages of 64 (`STAGE`). While the main thread
//! finishes one stage, a second thread marks ahead, for the next stage, everything that
//! depends only on the values already known: step 1 for the pairs whose parts are both
//! known (for one rare position, the values it pairs with for the 64 heaps are 64
//! consecutive values, read as one run), and the first `spec` pairs of step 3 from the
//! first pair whose parts are both known. Marking an option ahead is always right (it *is*
//! an option, whatever the answer), so no work is ever undone; the main thread completes
//! each heap with the few pairs that involve the previous stage or its own, the rest of
//! step 3 when `spec` pairs were not enough, and the mex. After each stage `spec` moves by
//! 1/16 towards the share at which both threads take as long. With one thread the same
//! two parts run one after the other.
//!
//! **What we took from Grossman.** His paper was not available here; we know it from its
//! published summary: the rare/common method at about 0.6 million values per second per
//! thread, one byte per common value, work split across threads. We took the method and
//! the aim of a cost per value that stays nearly flat as `n` grows, so that the run is
//! bounded by memory traffic and not by `n`. Step 3 is scanned from the two ends of the
//! heap (the smallest heaps with the most recent ones), so both streams stay in cache
//! however large `n` is: an earlier version visited blocks of pairs in a scattered order,
//! which found the missing values in about 10% fewer pairs but read all over a table far
//! larger than the L2 cache, and lost to the peer `ogs` on a machine with 1 MB of L2 per
//! core. Grossman's byte per value drops a bit fixed by the parity of a common value; we
//! keep the plain value, one byte while every value is below 256 and two bytes after
//! ([`super::values`]): Officers first passes 255 at heap 10,344, so its values take two bytes.
//!
//! **Exactness.** The mask only changes the speed; every value is the exact mex. The plain
//! mex over all options (`Method::Naive` of the dense solver) is the slow twin, compared
//! in the tests on every octal code with up to three digits.

use super::rare_common::{forecast, Forecast, RareCommon, WARMUP};
use super::values::Values;
use super::{HeapError, HeapRule};
use crate::progress::Progress;

/// The largest value held (two bytes per value).
const VALUE_LIMIT: u32 = u16::MAX as u32;

/// Pairs scanned between two checks of whether every missing rare value has turned up.
const SCAN_BLOCK: usize = 64;

/// The rare positions under the mask in use.
type Sparse = RareCommon;

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

/// Heaps computed together: their step 1 is gathered ahead (for each rare position, the
/// values it pairs with for consecutive heaps are consecutive, so they are read as one
/// short run), while the heaps of the stage before are finished.
const STAGE: usize = 64;

/// The option values of the heaps of one stage: `sets[v][n % STAGE]` is set when `v` is an
/// option value of heap `n`. The heaps' bytes for one value share a cache line (separate
/// sets 64 KB apart would fall into the same lines of the L1 cache); there is a byte for
/// every value below 2^16, so marking is a plain store with no range check (only the
/// bytes below the largest value are ever touched).
type StageSets = Box<[[u8; STAGE]; 1 << 16]>;

fn empty_sets() -> StageSets {
    vec![[0u8; STAGE]; 1 << 16]
        .into_boxed_slice()
        .try_into()
        .expect("the length is 2^16")
}

/// The options of a stage's heaps marked ahead, from the values below `ready`: every pair
/// with a rare member and both parts below `ready` (step 1), and `spec` pairs per removal
/// from the first pair whose parts are both below `ready` (a part of step 3, done ahead:
/// they are options whatever the answer).
struct Prepared {
    start: usize,
    ready: usize,
    /// `None`: half of the pairs (without a sparse mask every pair is scanned).
    spec: Option<usize>,
    sets: StageSets,
}

/// A value held in one or two bytes.
trait Narrow: Copy + Send + Sync + std::ops::BitXor<Output = Self> {
    fn index(self) -> usize;
    /// `g`, known to fit.
    fn narrow(g: u32) -> Self;
}

impl Narrow for u8 {
    #[inline]
    fn index(self) -> usize {
        self.into()
    }
    #[inline]
    fn narrow(g: u32) -> Self {
        g as u8
    }
}

impl Narrow for u16 {
    #[inline]
    fn index(self) -> usize {
        self.into()
    }
    #[inline]
    fn narrow(g: u32) -> Self {
        g as u16
    }
}

/// Pairs marked ahead per removal, to start with; then adjusted after each stage so that
/// the two threads take about as long.
const FIRST_SPEC: usize = 1024;

/// A run of an octal game's values, extended on demand.
pub struct OctalRun {
    moves: Moves,
    values: Values,
    sparse: Option<Sparse>,
    /// The number of values at which the mask is chosen next.
    next_choice: usize,
    /// A power of two above every value so far (so above every nim-sum of two).
    value_bound: usize,
    pipeline: Pipeline,
    /// The largest value held: [`VALUE_LIMIT`] (lowered in tests).
    value_limit: u32,
    /// Units of work done (see [`super::work`]): an option marked, a pair scanned.
    work: u64,
    /// The most units of work allowed.
    work_limit: u64,
    /// `(number of values, work)` at each choice of a mask since the rare/common method
    /// was last switched on: the work it does, measured.
    sparse_marks: Vec<(usize, u64)>,
}

/// The marks of the stage being computed and of the next one.
struct Pipeline {
    current: Prepared,
    next: Prepared,
    /// Whether `current` holds the marks of the stage of the next heap.
    current_valid: bool,
    /// Whether the next stage is prepared on a second thread.
    parallel: bool,
    /// Pairs per removal to mark ahead in the next preparation (see [`Prepared`]).
    spec: Option<usize>,
}

/// What the main thread computes for one stage: the new values, and the new rare
/// positions among them.
#[derive(Default)]
struct Fresh {
    values: Vec<u32>,
    rare: Vec<(usize, u32)>,
    /// The rare values below the bound that step 1 did not reach (reused).
    missing: Vec<usize>,
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
        let prepared = || Prepared {
            start: 0,
            ready: 0,
            spec: None,
            sets: empty_sets(),
        };
        let mut run = OctalRun {
            moves: Moves {
                zero: rule.takes_leaving(0).to_vec(),
                singles: rule.takes_leaving(1).to_vec(),
                pairs: rule.takes_leaving(2).to_vec(),
                unequal: rule.unequal_pairs,
            },
            value_bound: (values.max() as usize + 1).next_power_of_two(),
            values,
            sparse: None,
            next_choice: WARMUP,
            pipeline: Pipeline {
                current: prepared(),
                next: prepared(),
                current_valid: false,
                parallel: rayon::current_num_threads() > 1,
                spec: None,
            },
            value_limit: VALUE_LIMIT,
            work: 0,
            work_limit: u64::MAX,
            sparse_marks: Vec::new(),
        };
        if run.values.len() >= WARMUP {
            run.choose_mask();
        }
        Ok(run)
    }

    /// Whether the next stage is prepared on a second thread (by default, when the thread
    /// pool has two threads or more). The values are the same either way.
    pub fn set_parallel(&mut self, parallel: bool) {
        self.pipeline.parallel = parallel;
    }

    /// Sets the most units of work allowed (by default none): [`OctalRun::extend_to`]
    /// stops with an error at the end of the stage of heaps where the limit is reached.
    pub fn set_work_limit(&mut self, limit: u64) {
        self.work_limit = limit;
    }

    /// Lowers the largest value held, to test what happens beyond it.
    #[cfg(test)]
    pub(super) fn set_value_limit(&mut self, limit: u32) {
        self.value_limit = limit;
    }

    /// The units of work done so far.
    pub fn work(&self) -> u64 {
        self.work
    }

    /// What the work of the heaps to come will be: the direct scan of every pair until a
    /// sparse mask is found, then the rate measured since (see [`super::work`]).
    pub fn forecast(&self) -> Forecast {
        forecast(self.sparse.is_some(), self.next_choice, &self.sparse_marks)
    }

    /// The mask in use, if the rare/common method is on.
    pub fn mask(&self) -> Option<u32> {
        self.sparse.as_ref().map(|s| s.mask)
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
                .map(|(&a, &g)| (a, g))
                .collect(),
        })
    }

    /// Computes the values up to and including heap `to`, calling `progress(done, total)`
    /// now and then (`done` heaps of `to + 1`). Stops with an error if a value passes
    /// 65535 or the work limit is reached (the values computed so far are kept).
    pub fn extend_to(&mut self, to: usize, progress: &mut Progress<'_>) -> Result<(), HeapError> {
        let mut reported = self.values.len();
        let mut fresh = Fresh::default();
        while self.values.len() <= to {
            let len = self.values.len();
            let start = len - len % STAGE;
            let end = (start + STAGE).min(to + 1);
            let prepare_next = end == start + STAGE && end <= to;
            let run = Stage {
                moves: &self.moves,
                sparse: self.sparse.as_ref(),
                value_bound: self.value_bound,
                end,
                prepare_next,
            };
            let (work, timing) = match &self.values {
                Values::Bytes(v) => self.pipeline.run(&run, v, &mut fresh),
                Values::Halves(v) => self.pipeline.run(&run, v, &mut fresh),
                Values::Words(_) => unreachable!("values are held in at most two bytes"),
            };
            self.work += work;
            self.adjust_spec(timing);
            for (k, &g) in fresh.values.iter().enumerate() {
                if g > self.value_limit {
                    return Err(too_large_value(g));
                }
                self.values.push(g);
                self.value_bound = self.value_bound.max((g as usize + 1).next_power_of_two());
                if self.values.len() == self.next_choice && len + k + 1 < end {
                    unreachable!("masks are chosen at powers of two, which end stages");
                }
            }
            if let Some(sparse) = &mut self.sparse {
                for &(a, g) in &fresh.rare {
                    sparse.rare.push(a);
                    sparse.rare_values.push(g);
                }
            }
            let pipeline = &mut self.pipeline;
            std::mem::swap(&mut pipeline.current, &mut pipeline.next);
            pipeline.current_valid = prepare_next;
            if self.values.len() == self.next_choice {
                self.choose_mask();
            }
            if self.work >= self.work_limit && self.values.len() <= to {
                return Err(super::work::used_up(self.work_limit, self.values.len(), to));
            }
            if self.values.len() - reported >= 1 << 16 {
                reported = self.values.len();
                progress(reported as u64, to as u64 + 1);
            }
        }
        progress(to as u64 + 1, to as u64 + 1);
        Ok(())
    }

    /// Moves pairs between the two threads: more pairs are marked ahead when the
    /// preparation finished first, fewer when the main thread did.
    fn adjust_spec(&mut self, timing: Option<(f64, f64)>) {
        let Some((main, ahead)) = timing else { return };
        if let Some(spec) = &mut self.pipeline.spec {
            *spec = if ahead < main {
                *spec + *spec / 16 + 1
            } else {
                *spec - *spec / 16
            };
        }
    }

    /// Chooses the mask with the fewest rare positions, if sparse enough; the next choice
    /// comes at the next power of two (always the end of a stage). The marks prepared
    /// with the old mask are dropped.
    fn choose_mask(&mut self) {
        let len = self.values.len();
        self.next_choice = (len + 1).next_power_of_two();
        self.pipeline.current_valid = false;
        let values = &self.values;
        self.sparse = RareCommon::choose(len, self.value_bound, |a| values.get(a));
        self.pipeline.spec = self.sparse.as_ref().map(|_| FIRST_SPEC);
        self.work += len as u64;
        match self.sparse {
            None => self.sparse_marks.clear(),
            Some(_) => self.sparse_marks.push((len, self.work)),
        }
    }
}

/// One stage's computation: its moves, mask and end.
struct Stage<'a> {
    moves: &'a Moves,
    sparse: Option<&'a Sparse>,
    value_bound: usize,
    end: usize,
    /// Whether the next stage is prepared meanwhile.
    prepare_next: bool,
}

impl Pipeline {
    /// Computes the heaps from `known.len()` to `stage.end` (within one stage) into
    /// `fresh`, preparing the next stage meanwhile if asked; returns the time the two
    /// took, main and preparation, if they ran side by side.
    fn run<V: Narrow>(
        &mut self,
        stage: &Stage<'_>,
        known: &[V],
        fresh: &mut Fresh,
    ) -> (u64, Option<(f64, f64)>) {
        let len = known.len();
        let start = len - len % STAGE;
        let Stage {
            moves,
            sparse,
            value_bound,
            end,
            prepare_next,
        } = *stage;
        let spec = self.spec;
        let mut work = 0;
        if !self.current_valid || self.current.start != start {
            let current = &mut self.current;
            work += prepare(moves, sparse, known, start, spec, value_bound, current);
        }
        let (current, next) = (&mut self.current, &mut self.next);
        let mut main = || compute(moves, sparse, known, current, end, fresh);
        let mut ahead = || prepare(moves, sparse, known, end, spec, value_bound, next);
        if !prepare_next || !self.parallel {
            work += main();
            if prepare_next {
                work += ahead();
            }
            return (work, None);
        }
        let timed = |task: &mut dyn FnMut() -> u64| {
            let clock = std::time::Instant::now();
            let work = task();
            (work, clock.elapsed().as_secs_f64())
        };
        let ((main_work, main_time), (ahead_work, ahead_time)) =
            rayon::join(|| timed(&mut main), || timed(&mut ahead));
        (work + main_work + ahead_work, Some((main_time, ahead_time)))
    }
}

impl Moves {
    /// The remainders `r = n - j >= 2` of the removals leaving two heaps.
    fn remainders(&self, n: usize) -> impl Iterator<Item = usize> + Clone + '_ {
        self.pairs
            .iter()
            .filter_map(move |&j| n.checked_sub(j))
            .filter(|&r| r >= 2)
    }

    /// The last pair `(a, r - a)`, `a <= r - a` (strictly less when unequal).
    fn last_pair(&self, r: usize) -> usize {
        if self.unequal {
            (r - 1) / 2
        } else {
            r / 2
        }
    }

    /// The pairs `a` in `[low, high)` marked ahead for remainder `r` from the values below
    /// `ready`: from the first whose parts are both below `ready`.
    fn ahead(&self, r: usize, ready: usize, spec: Option<usize>) -> (usize, usize) {
        let last = self.last_pair(r);
        let low = (r + 1).saturating_sub(ready).max(1);
        let count = spec.unwrap_or((last + 1).saturating_sub(low) / 2);
        (low, (low + count).min(last + 1).max(low))
    }
}

/// Marks ahead the options of the heaps of the stage starting at `start` from
/// `known[..ready]`, `ready = known.len()` ([`Prepared`]), into `prepared`, cleared first;
/// returns the work done.
fn prepare<V: Narrow>(
    moves: &Moves,
    sparse: Option<&Sparse>,
    known: &[V],
    start: usize,
    spec: Option<usize>,
    value_bound: usize,
    prepared: &mut Prepared,
) -> u64 {
    let ready = known.len();
    let sets = &mut prepared.sets;
    sets[..value_bound].fill([0; STAGE]);
    (prepared.start, prepared.ready, prepared.spec) = (start, ready, spec);
    let mut work = (value_bound * STAGE / 64) as u64;
    if let Some(sparse) = sparse {
        work += gather(moves, sparse, sets, known, start);
    }
    for (k, n) in (start..start + STAGE).enumerate() {
        for r in moves.remainders(n) {
            let (low, high) = moves.ahead(r, ready, spec);
            if low < high {
                let mut reached = Reached { sets, k };
                let highs = &known[r + 1 - high..=r - low];
                mark_pairs(&mut reached, &known[low..high], highs);
                work += (high - low) as u64;
            }
        }
    }
    work
}

/// Step 1 ahead: for the heaps `n` of the stage starting at `start`, the pairs
/// `(a, r - a)`, `r = n - j`, with `a` rare and `r - a < ready = known.len()`: for a fixed
/// `a` the values `G(r - a)` of consecutive heaps are consecutive. Returns the work done.
fn gather<V: Narrow>(
    moves: &Moves,
    sparse: &Sparse,
    sets: &mut StageSets,
    known: &[V],
    start: usize,
) -> u64 {
    let ready = known.len();
    let rare = sparse.rare.partition_point(|&a| a < ready);
    let mut work = 0;
    for &j in &moves.pairs {
        for (&a, &g) in sparse.rare[..rare].iter().zip(&sparse.rare_values) {
            // Heaps with `a < r` and `r - a < ready`.
            let low = start.max(a + j + 1);
            let high = (start + STAGE).min(ready + j + a);
            let g = V::narrow(g);
            work += (high.saturating_sub(low) + 1) as u64;
            let mut mark = |low: usize, high: usize| {
                if low >= high {
                    return;
                }
                let window = &known[low - j - a..high - j - a];
                match <&[V; STAGE]>::try_from(window) {
                    // The whole stage (the usual case): marks at fixed offsets.
                    Ok(window) => {
                        for (k, &w) in window.iter().enumerate() {
                            sets[(w ^ g).index()][k] = 1;
                        }
                    }
                    Err(_) => {
                        for (k, &w) in (low - start..).zip(window) {
                            sets[(w ^ g).index()][k % STAGE] = 1;
                        }
                    }
                }
            };
            // Two equal heaps (`n = 2a + j`) are left out when they are not allowed.
            let equal = 2 * a + j;
            if moves.unequal && (low..high).contains(&equal) {
                mark(low, equal);
                mark(equal + 1, high);
            } else {
                mark(low, high);
            }
        }
    }
    work
}

/// The values below `known.len()` and those computed since.
struct Window<'a, V> {
    known: &'a [V],
    fresh: &'a [u32],
}

impl<V: Narrow> Window<'_, V> {
    #[inline]
    fn get(&self, p: usize) -> usize {
        match self.known.get(p) {
            Some(&g) => g.index(),
            None => self.fresh[p - self.known.len()] as usize,
        }
    }
}

/// Computes the heaps from `known.len()` up to `end` (in the stage of `prepared`) into
/// `fresh`, completing the options marked ahead; returns the work done.
fn compute<V: Narrow>(
    moves: &Moves,
    sparse: Option<&Sparse>,
    known: &[V],
    prepared: &mut Prepared,
    end: usize,
    fresh: &mut Fresh,
) -> u64 {
    let mut work = 0;
    let Fresh {
        values: new_values,
        rare: new_rare,
        missing,
    } = fresh;
    new_values.clear();
    new_rare.clear();
    let (start, ready, spec) = (prepared.start, prepared.ready, prepared.spec);
    for n in known.len()..end {
        let window = Window {
            known,
            fresh: new_values,
        };
        let mut reached = Reached {
            sets: &mut prepared.sets,
            k: n - start,
        };
        if moves.zero.binary_search(&n).is_ok() {
            reached.mark(0);
        }
        for &j in moves.singles.iter().take_while(|&&j| j < n) {
            reached.mark(window.get(n - j));
            work += 1;
        }
        // The pairs not marked ahead: `a` below the first whose parts were both ready
        // (those with `r - a` in this stage first), and from the last marked ahead on.
        let recent = |r: usize| {
            let end = moves.ahead(r, ready, spec).0.min(moves.last_pair(r) + 1);
            let in_stage = (r + 1).saturating_sub(known.len()).clamp(1, end);
            (1..in_stage, in_stage..end)
        };
        let later = |r: usize| moves.ahead(r, ready, spec).1..moves.last_pair(r) + 1;
        // Marks the pairs `a` in `fresh_part` (reading this stage's values) and in
        // `known_part`.
        let mark_recent = |reached: &mut Reached<'_>, r: usize| {
            let (fresh_part, known_part) = recent(r);
            let pairs = known_part.end - 1;
            for a in fresh_part {
                reached.mark(window.get(a) ^ window.get(r - a));
            }
            if !known_part.is_empty() {
                let highs = &known[r + 1 - known_part.end..=r - known_part.start];
                mark_pairs(reached, &known[known_part], highs);
            }
            pairs as u64
        };
        let value = match sparse {
            None => {
                for r in moves.remainders(n) {
                    work += mark_recent(&mut reached, r);
                    let later = later(r);
                    if !later.is_empty() {
                        work += later.len() as u64;
                        let highs = &known[r + 1 - later.end..=r - later.start];
                        mark_pairs(&mut reached, &known[later], highs);
                    }
                }
                (0..1 << 16).find(|&v| !reached.has(v)).unwrap_or(1 << 16)
            }
            Some(sparse) => {
                // 1. The pairs with a rare member not marked ahead: a rare `a` with
                // `r - a >= ready`, or a rare `a >= ready`.
                for r in moves.remainders(n) {
                    let early = sparse.rare.partition_point(|&a| a + ready <= r);
                    let old = sparse.rare.partition_point(|&a| a < ready);
                    let below = sparse.rare.partition_point(|&a| a < r);
                    let shared = (0..early)
                        .chain(old..below)
                        .map(|i| (sparse.rare[i], sparse.rare_values[i]));
                    let found = new_rare.iter().copied().filter(|&(a, _)| a < r);
                    for (a, g) in shared.chain(found) {
                        if !(moves.unequal && 2 * a == r) {
                            reached.mark(g as usize ^ window.get(r - a));
                        }
                        work += 1;
                    }
                }
                // 2. The least common value not reached bounds the answer.
                let bound = (0..1 << 16)
                    .find(|&v| !reached.has(v) && !sparse.is_rare(v as u32))
                    .unwrap_or(1 << 16);
                // 3. The rare values below it still missing, found among the pairs not
                // marked ahead: the recent ones, then the later ones in order.
                missing.clear();
                missing.extend((0..bound).filter(|&v| !reached.has(v)));
                let mut next_missing = 0;
                let mut all_found = |reached: &Reached<'_>| {
                    while missing.get(next_missing).is_some_and(|&v| reached.has(v)) {
                        next_missing += 1;
                    }
                    next_missing == missing.len()
                };
                'scan: for r in moves.remainders(n) {
                    work += mark_recent(&mut reached, r);
                    if all_found(&reached) {
                        break 'scan;
                    }
                    let later = later(r);
                    for first in later.clone().step_by(SCAN_BLOCK) {
                        let last = (first + SCAN_BLOCK).min(later.end);
                        let (lows, highs) = (&known[first..last], &known[r + 1 - last..=r - first]);
                        mark_pairs(&mut reached, lows, highs);
                        work += (last - first) as u64;
                        if all_found(&reached) {
                            break 'scan;
                        }
                    }
                }
                missing.get(next_missing).copied().unwrap_or(bound)
            }
        };
        // Step 2 and the mex read the marks up to the value.
        work += 1 + value as u64 / 16;
        let value = value as u32;
        new_values.push(value);
        if sparse.is_some_and(|s| s.is_rare(value)) && n >= 1 {
            new_rare.push((n, value));
        }
    }
    work
}

/// The option values of one heap of the stage.
struct Reached<'a> {
    sets: &'a mut StageSets,
    k: usize,
}

impl Reached<'_> {
    #[inline]
    fn mark(&mut self, v: usize) {
        self.sets[v & 0xffff][self.k % STAGE] = 1;
    }

    #[inline]
    fn has(&self, v: usize) -> bool {
        self.sets[v & 0xffff][self.k % STAGE] != 0
    }
}

/// Marks `lows[k] xor highs[len - 1 - k]` for every `k`: the pairs `(a, r - a)` for `a`
/// in a range, read as two slices in step (the second one backwards).
#[inline]
fn mark_pairs<V: Narrow>(reached: &mut Reached<'_>, lows: &[V], highs: &[V]) {
    const LANES: usize = 8;
    let (low_chunks, high_chunks) = (lows.chunks_exact(LANES), highs.rchunks_exact(LANES));
    let (low_rest, high_rest) = (low_chunks.remainder(), high_chunks.remainder());
    for (low, high) in low_chunks.zip(high_chunks) {
        for i in 0..LANES {
            reached.mark((low[i] ^ high[LANES - 1 - i]).index());
        }
    }
    for (&low, &high) in low_rest.iter().zip(high_rest.iter().rev()) {
        reached.mark((low ^ high).index());
    }
}

fn too_large_value(g: u32) -> HeapError {
    HeapError::TooLarge(format!(
        "a value reached {g}: research runs hold values up to {VALUE_LIMIT} (two bytes each)"
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::heap::{DenseSolver, HeapGame, Method};

    /// `G(0..=to)` by the dense solver's plain scan of every option: the slow twin.
    fn naive(rule: &HeapRule, to: usize) -> Vec<u32> {
        let mut solver = DenseSolver::new(rule.clone(), Method::Naive);
        solver.extend_to(to, &mut |_, _| {}).unwrap();
        solver.values().to_vec()
    }

    /// The run to `to`, prepared ahead on a second thread or not (the same values).
    fn run_in(rule: &HeapRule, to: usize, parallel: bool) -> OctalRun {
        let mut run = OctalRun::new(rule).unwrap();
        run.set_parallel(parallel);
        run.extend_to(to, &mut |_, _| {}).unwrap();
        run
    }

    fn run(rule: &HeapRule, to: usize) -> OctalRun {
        run_in(rule, to, true)
    }

    #[test]
    fn every_octal_code_with_up_to_three_digits_matches_the_plain_scan() {
        const TO: usize = 2500;
        let mut sparse = 0;
        for code in 0..1024 {
            let digits: String = (0..3)
                .map(|i| char::from(b'0' + (code >> (3 * i) & 7) as u8))
                .collect();
            let name = format!("octal:{}.{digits}", if code >= 512 { 4 } else { 0 });
            let rule = HeapGame::parse(&name).unwrap().rule().clone();
            let expected = naive(&rule, TO);
            // Alternately on one thread and on two.
            let run = run_in(&rule, TO, code % 2 == 0);
            assert!(run.values().to_vec(0..TO + 1) == expected, "{name}");
            sparse += usize::from(run.rare_values().is_some());
        }
        // The rare/common path is taken by many of them (Officers among them).
        assert!(sparse >= 50, "only {sparse} codes used a sparse mask");
    }

    #[test]
    fn officers_and_grundys_game_match_the_plain_scan_in_both_widths() {
        for (name, to) in [("octal:0.6", 40_000), ("grundy", 4000)] {
            let rule = HeapGame::parse(name).unwrap().rule().clone();
            let expected = naive(&rule, to);
            for parallel in [false, true] {
                let run = run_in(&rule, to, parallel);
                assert!(run.rare_values().is_some(), "{name}: no sparse mask");
                assert!(run.values().to_vec(0..to + 1) == expected, "{name}");
            }
        }
        // Officers' values pass 255 at heap 10,344: the run widened to two bytes.
        let officers = run(
            &HeapGame::parse("octal:0.6").unwrap().rule().clone(),
            40_000,
        );
        assert_eq!(officers.values().width(), 2);
    }

    #[test]
    fn a_resumed_run_gives_the_values_of_an_uninterrupted_one() {
        let rule = HeapGame::parse("octal:0.6").unwrap().rule().clone();
        let whole = run(&rule, 5000);
        for cut in [0, 1, 17, 1023, 1024, 1025, 3000] {
            let prefix = Values::from_slice(&whole.values().to_vec(0..cut));
            let mut resumed = OctalRun::resume(&rule, prefix).unwrap();
            resumed.extend_to(5000, &mut |_, _| {}).unwrap();
            assert!(resumed.values() == whole.values(), "cut at {cut}");
        }
    }

    #[test]
    fn games_beyond_two_heaps_are_refused() {
        for name in ["octal:0.f", "sub:squares", "split:3"] {
            let rule = HeapGame::parse(name).unwrap().rule().clone();
            assert!(OctalRun::new(&rule).is_err(), "{name}");
        }
    }
}
