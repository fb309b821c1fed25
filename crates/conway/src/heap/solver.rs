//! The dense solver: Grundy values `G(0), G(1), ...` of one heap, indexed by heap size.
//!
//! `G(n)` is the mex of the nim-sums of the heaps each move leaves (Sprague–Grundy;
//! Winning Ways ch. 4). Options are gathered by the number `c` of heaps left:
//! `c = 0, 1` are single look-ups, `c = 2` goes through [`super::rare_common`] (naive or
//! rare/common), and `c >= 3` uses the bitset recurrence of reachable nim-sums of splits
//! into exactly `c` parts, `R_c(m) = U_a G(a) xor R_{c-1}(m - a)` ([`super::nimset`]).
//! Values are computed in increasing `n`, so the solver can be extended on demand.

use super::nimset;
use super::rare_common::{Method, PairOptions};
use super::rule::HeapRule;
use super::squares;
use super::HeapError;
use crate::nimber::Mex;

/// Refuse split tables larger than this many bytes.
const PART_TABLE_LIMIT: usize = 4 << 30;

/// Refuse split-table work beyond this many word operations (minutes of computation).
const PART_WORK_LIMIT: f64 = 5e10;

/// The largest heap computed for games with two-heap moves: the work grows like `n^2`
/// (less with rare/common), so beyond this a run would take hours.
pub const PAIR_HEAP_LIMIT: usize = 4_000_000;

/// The largest heap computed for subtraction of squares (work `~ n^{3/2}`).
pub const SQUARES_HEAP_LIMIT: usize = 30_000_000;

/// Reachable nim-sums of splits into exactly `c` parts, for `c = 2..=max_parts`.
struct PartTables {
    max_parts: usize,
    words: usize,
    /// `tables[c - 2]` holds `R_c(m)` at words `m * words ..`.
    tables: Vec<Vec<u64>>,
}

impl PartTables {
    fn set(&self, parts: usize, m: usize) -> &[u64] {
        &self.tables[parts - 2][m * self.words..(m + 1) * self.words]
    }

    /// Appends `R_c(n)` for every `c`, from the values of smaller heaps.
    fn push_heap(&mut self, values: &[u32], n: usize) -> Result<(), HeapError> {
        let w = self.words;
        let bytes = (self.max_parts - 1) * (n + 1) * w * 8;
        if bytes > PART_TABLE_LIMIT {
            return Err(HeapError::TooLarge(format!(
                "the split tables for heap {n} would need {} MiB",
                bytes >> 20
            )));
        }
        let mut pairs = vec![0u64; w];
        for a in 1..=n / 2 {
            nimset::insert(&mut pairs, values[a] ^ values[n - a]);
        }
        self.tables[0].extend_from_slice(&pairs);
        for parts in 3..=self.max_parts {
            let mut set = vec![0u64; w];
            #[allow(clippy::needless_range_loop)] // `a` indexes values and n - a
            for a in 1..(n + 1).saturating_sub(parts - 1) {
                nimset::or_translated(&mut set, self.set(parts - 1, n - a), values[a]);
            }
            self.tables[parts - 2].extend_from_slice(&set);
        }
        Ok(())
    }

    /// Refuses to extend the tables from heap `n` to heap `to` if, at the current bitset
    /// width, that would take more than [`PART_WORK_LIMIT`] word operations (each table
    /// entry `R_c(m)` costs `m` translations of a bitset).
    fn check_work(&self, n: usize, to: usize) -> Result<(), HeapError> {
        let heaps = |m: usize| m as f64 * m as f64 / 2.0;
        let work = (self.max_parts - 1) as f64 * (heaps(to) - heaps(n)) * self.words as f64;
        if work > PART_WORK_LIMIT {
            return Err(HeapError::TooLarge(format!(
                "splitting into up to {} heaps: heaps {n}..={to} need about {work:.0e} \
                 bitset operations, more than the limit of {PART_WORK_LIMIT:.0e}; \
                 ask for a smaller heap size",
                self.max_parts
            )));
        }
        Ok(())
    }

    /// Widens every bitset so that values up to `max_value` fit.
    fn widen(&mut self, max_value: u32) {
        let words = nimset::words_for(max_value);
        if words <= self.words {
            return;
        }
        for table in &mut self.tables {
            let mut wider = vec![0u64; table.len() / self.words * words];
            for (m, chunk) in table.chunks(self.words).enumerate() {
                wider[m * words..m * words + self.words].copy_from_slice(chunk);
            }
            *table = wider;
        }
        self.words = words;
    }
}

/// Grundy values of a heap game, extended on demand.
pub struct DenseSolver {
    rule: HeapRule,
    /// Pure subtraction of squares with the fast method: computed by [`super::squares`].
    tiled_squares: bool,
    values: Vec<u32>,
    mex: Mex,
    pairs: PairOptions,
    parts: Option<PartTables>,
    max_value: u32,
    /// The largest heap the caller intends to reach (work limits are checked against it).
    goal: usize,
}

impl DenseSolver {
    /// A solver for `rule` with no values computed yet.
    pub fn new(rule: HeapRule, method: Method) -> Self {
        let max_parts = rule.leave.len().saturating_sub(1);
        let parts = (max_parts >= 3).then(|| PartTables {
            max_parts,
            words: 1,
            tables: vec![Vec::new(); max_parts - 1],
        });
        let pairs = PairOptions::new(method, rule.unequal_pairs);
        let tiled_squares = method == Method::Fast && rule == HeapRule::squares();
        DenseSolver {
            rule,
            tiled_squares,
            values: Vec::new(),
            mex: Mex::new(),
            pairs,
            parts,
            max_value: 0,
            goal: 0,
        }
    }

    /// The values computed so far, `G(0..len)`.
    pub fn values(&self) -> &[u32] {
        &self.values
    }

    /// The rare/common mask in use, if any.
    pub fn sparse_mask(&self) -> Option<u32> {
        self.pairs.mask()
    }

    /// Declares that values up to heap `goal` will be asked for, possibly in several
    /// calls of [`DenseSolver::extend_to`]; refuses at once if that is out of reach.
    pub fn plan(&mut self, goal: usize) -> Result<(), HeapError> {
        let too_far = |what: &str, limit: usize| {
            HeapError::TooLarge(format!(
                "{what}: heap sizes are computed up to {limit} (asked for {goal}; \
                 beyond that the computation takes hours)"
            ))
        };
        if !self.rule.takes_leaving(2).is_empty() && goal > PAIR_HEAP_LIMIT {
            return Err(too_far(
                "a game whose moves leave two heaps",
                PAIR_HEAP_LIMIT,
            ));
        }
        if self.rule.squares && goal > SQUARES_HEAP_LIMIT {
            return Err(too_far("subtraction of squares", SQUARES_HEAP_LIMIT));
        }
        if let Some(parts) = &self.parts {
            parts.check_work(self.values.len(), goal)?;
        }
        self.goal = goal;
        Ok(())
    }

    /// Computes values up to and including heap `to`, calling `progress(done, total)`
    /// from time to time.
    pub fn extend_to(
        &mut self,
        to: usize,
        progress: &mut dyn FnMut(usize, usize),
    ) -> Result<(), HeapError> {
        self.plan(to.max(self.goal))?;
        if self.tiled_squares {
            squares::extend(&mut self.values, to, progress);
            return Ok(());
        }
        let step = (to / 100).max(1 << 12);
        while self.values.len() <= to {
            let n = self.values.len();
            if let Some(parts) = &mut self.parts {
                parts.push_heap(&self.values, n)?;
            }
            let g = self.next_value(n);
            self.values.push(g);
            self.pairs.record(&self.values);
            if g > self.max_value {
                self.max_value = g;
                if let Some(parts) = &mut self.parts {
                    parts.widen(g);
                    parts.check_work(n, to.max(self.goal))?;
                }
            }
            if n.is_multiple_of(step) {
                progress(n, to);
            }
        }
        progress(to, to);
        Ok(())
    }

    /// `G(n)`, given `G(0..n)`.
    fn next_value(&mut self, n: usize) -> u32 {
        let values = &self.values;
        let rule = &self.rule;
        self.mex.clear();
        for &j in rule.takes_leaving(0) {
            if j == n {
                self.mex.insert(0);
            }
        }
        for &j in rule.takes_leaving(1) {
            if j < n {
                self.mex.insert(values[n - j]);
            }
        }
        if rule.squares {
            for s in (1..).map(|k| k * k).take_while(|&s| s <= n) {
                self.mex.insert(if s == n { 0 } else { values[n - s] });
            }
        }
        if let Some(parts) = &self.parts {
            let mut reachable = vec![0u64; parts.words];
            for c in 3..=parts.max_parts {
                for &j in rule.takes_leaving(c) {
                    if n >= j + c {
                        reachable
                            .iter_mut()
                            .zip(parts.set(c, n - j))
                            .for_each(|(d, s)| *d |= s);
                    }
                }
            }
            nimset::members(&reachable).for_each(|v| self.mex.insert(v));
        }
        self.pairs
            .mex_with_pairs(values, rule.takes_leaving(2), &mut self.mex)
    }
}
