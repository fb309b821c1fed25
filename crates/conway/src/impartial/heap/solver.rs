//! The dense solver: Grundy values `G(0), G(1), ...` of one heap, indexed by heap size.
//!
//! `G(n)` is the mex of the nim-sums of the heaps each move leaves (Sprague–Grundy;
//! Winning Ways ch. 4). Options are gathered by the number `c` of heaps left:
//! `c = 0, 1` are single look-ups, `c = 2` goes through [`super::rare_common`] (naive or
//! rare/common), and `c >= 3` uses the bitset recurrence of reachable nim-sums of splits
//! into exactly `c` parts, `R_c(m) = U_a G(a) xor R_{c-1}(m - a)` ([`super::nimset`]).
//! Values are computed in increasing `n`, so the solver can be extended on demand, within
//! the work limit of [`super::work`].

use super::nimset;
use super::rare_common::{Forecast, Method};
use super::rule::HeapRule;
use super::squares;
use super::work::{
    split_table_bytes, split_table_cost, sum_over, used_up, PairScanCost, MEX_INSERT,
    WORD_TRANSLATED,
};
use super::{HeapError, OctalRun};
use crate::impartial::nimber::Mex;
use crate::progress::Progress;
use crate::work::WORK_LIMIT;

/// Refuse split tables larger than this many bytes.
const PART_TABLE_LIMIT: usize = 1 << 30;

/// The largest heap computed for subtraction of squares (work `~ n^{3/2}`: about ten
/// seconds on two cores at this size).
pub const SQUARES_HEAP_LIMIT: usize = 10_000_000;

/// Reachable nim-sums of splits into exactly `c` parts, for `c = 2..=max_parts`.
struct PartTables {
    max_parts: usize,
    words: usize,
    /// `tables[c - 2]` holds `R_c(m)` for `m >= c` at words `(m - c) * words ..` (a heap
    /// smaller than `c` cannot be split into `c` parts).
    tables: Vec<Vec<u64>>,
    /// The words held in all tables.
    held: usize,
    /// `removals_up_to[c]`: the removals allowing `3..=c` heaps to be left, counted.
    removals_up_to: Vec<usize>,
}

impl PartTables {
    /// Empty tables for a rule whose moves leave at most `rule.leave.len() - 1 >= 3` heaps.
    fn new(rule: &HeapRule) -> Self {
        let max_parts = rule.leave.len() - 1;
        let mut removals_up_to = vec![0; max_parts + 1];
        for c in 3..=max_parts {
            removals_up_to[c] = removals_up_to[c - 1] + rule.takes_leaving(c).len();
        }
        PartTables {
            max_parts,
            words: 1,
            tables: vec![Vec::new(); max_parts - 1],
            held: 0,
            removals_up_to,
        }
    }

    /// `R_parts(m)`, `m >= parts`.
    fn set(&self, parts: usize, m: usize) -> &[u64] {
        let i = m - parts;
        &self.tables[parts - 2][i * self.words..(i + 1) * self.words]
    }

    /// Appends `R_c(n)` for every `c <= n`, from the values of smaller heaps; returns the
    /// work done (see [`super::work`]).
    fn push_heap(&mut self, values: &[u32], n: usize) -> Result<u64, HeapError> {
        let w = self.words;
        let top = self.max_parts.min(n);
        if top < 2 {
            return Ok(0);
        }
        let bytes = (self.held + (top - 1) * w) * 8;
        if bytes > PART_TABLE_LIMIT {
            return Err(split_tables_too_large(bytes, n));
        }
        let mut pairs = vec![0u64; w];
        for a in 1..=n / 2 {
            nimset::insert(&mut pairs, values[a] ^ values[n - a]);
        }
        self.tables[0].extend_from_slice(&pairs);
        let mut work = (n / 2) as u64 * MEX_INSERT;
        for parts in 3..=top {
            let mut set = vec![0u64; w];
            // R_{parts-1}(n - a) needs n - a >= parts - 1.
            #[allow(clippy::needless_range_loop)] // `a` indexes values and n - a
            for a in 1..=n - (parts - 1) {
                nimset::or_translated(&mut set, self.set(parts - 1, n - a), values[a]);
            }
            work += ((n - parts + 1) * w) as u64 * WORD_TRANSLATED;
            self.tables[parts - 2].extend_from_slice(&set);
        }
        self.held += (top - 1) * w;
        Ok(work)
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
        self.held = self.held / self.words * words;
        self.words = words;
    }
}

fn split_tables_too_large(bytes: usize, heap: usize) -> HeapError {
    HeapError::TooLarge(format!(
        "the tables of splits into three or more heaps would need {} MiB for heaps up to \
         {heap}, more than the limit of {} MiB",
        bytes >> 20,
        PART_TABLE_LIMIT >> 20
    ))
}

/// Grundy values of a heap game, extended on demand.
pub struct DenseSolver {
    rule: HeapRule,
    /// Pure subtraction of squares with the fast method: computed by [`super::squares`].
    tiled_squares: bool,
    /// Games leaving at most two heaps, with the fast method: computed by
    /// [`super::OctalRun`] (whose values are copied into `values`).
    octal: Option<OctalRun>,
    values: Vec<u32>,
    mex: Mex,
    pair_cost: PairScanCost,
    parts: Option<PartTables>,
    max_value: u32,
    /// Units of work done, besides those of `pairs` (which counts its own).
    work: u64,
    /// The most units of work allowed.
    work_limit: u64,
}

impl DenseSolver {
    /// A solver for `rule` with no values computed yet, and the work limit
    /// [`WORK_LIMIT`].
    pub fn new(rule: HeapRule, method: Method) -> Self {
        let parts = (rule.leave.len() >= 4).then(|| PartTables::new(&rule));
        let pair_cost = PairScanCost::new(rule.takes_leaving(2), rule.unequal_pairs);
        let tiled_squares = method == Method::Fast && rule == HeapRule::squares();
        let octal = (method == Method::Fast)
            .then(|| OctalRun::new(&rule).ok())
            .flatten();
        DenseSolver {
            rule,
            tiled_squares,
            octal,
            values: Vec::new(),
            mex: Mex::new(),
            pair_cost,
            parts,
            max_value: 0,
            work: 0,
            work_limit: WORK_LIMIT,
        }
    }

    /// The values computed so far, `G(0..len)`.
    pub fn values(&self) -> &[u32] {
        &self.values
    }

    /// The rare/common mask in use, if any.
    pub fn sparse_mask(&self) -> Option<u32> {
        self.octal.as_ref().and_then(OctalRun::mask)
    }

    /// The units of work done so far (see [`super::work`]).
    pub fn work(&self) -> u64 {
        self.work + self.octal.as_ref().map_or(0, OctalRun::work)
    }

    /// Sets the most units of work allowed (by default [`WORK_LIMIT`]).
    pub fn set_work_limit(&mut self, limit: u64) {
        self.work_limit = limit;
    }

    /// The units of work that computing the heaps up to `to` would add, predicted as
    /// [`super::work`] describes.
    pub fn predicted_work(&self, to: usize) -> f64 {
        let from = self.values.len();
        if to < from || self.tiled_squares {
            return 0.0;
        }
        let singles = sum_over(from, to, |n| {
            let looked_up = self.rule.takes_leaving(1).partition_point(|&j| j < n);
            (looked_up as u64 * MEX_INSERT + 1) as f64
        });
        let forecast = match &self.octal {
            Some(run) => run.forecast(),
            None => Forecast::direct(),
        };
        let (direct, measured_from) = match forecast.direct_until {
            Some(last) => (
                sum_over(from, to.min(last), |n| self.pair_cost.at(n)),
                last.saturating_add(1).max(from),
            ),
            None => (0.0, from),
        };
        let measured = forecast
            .measured
            .map_or(0.0, |rate| rate.sum(measured_from, to.saturating_add(1)));
        let pairs = direct + measured;
        let parts = self.parts.as_ref().map_or(0.0, |p| {
            sum_over(from, to, |n| {
                // One union of `words` words per removal leaving `c <= n` heaps.
                let unions = p.removals_up_to[p.max_parts.min(n).max(2)] as f64;
                let words = self.words_at(n);
                split_table_cost(n, p.max_parts, words) + unions * words as f64
            })
        });
        singles + pairs + parts
    }

    /// The width of the split tables' bitsets expected at heap `m`: the current one until
    /// 64 values are known, then that of the largest value so far extrapolated in
    /// proportion to the heap (the values of splitting games tend to grow so).
    fn words_at(&self, m: usize) -> usize {
        let current = self.parts.as_ref().map_or(1, |p| p.words);
        let known = self.values.len();
        if known < 64 || m <= known {
            return current;
        }
        let expected = self.max_value as f64 * m as f64 / known as f64;
        current.max(nimset::words_for(expected.min(u32::MAX as f64) as u32))
    }

    /// Refuses at once to compute the heaps up to `to` if that would pass a limit: the
    /// largest heap of subtraction of squares, the size of the split tables, or the work
    /// limit by [`DenseSolver::predicted_work`].
    pub fn check_reach(&self, to: usize) -> Result<(), HeapError> {
        if to < self.values.len() {
            return Ok(());
        }
        if self.tiled_squares {
            if to > SQUARES_HEAP_LIMIT {
                return Err(HeapError::TooLarge(format!(
                    "subtraction of squares is computed for heaps up to {SQUARES_HEAP_LIMIT} \
                     (the work grows like n^1.5); heap {to} is beyond that"
                )));
            }
            return Ok(());
        }
        if let Some(p) = &self.parts {
            let bytes = split_table_bytes(to, p.max_parts, self.words_at(to));
            if bytes > PART_TABLE_LIMIT as f64 {
                return Err(split_tables_too_large(bytes as usize, to));
            }
        }
        let left = self.work_limit.saturating_sub(self.work()) as f64;
        let predicted = self.predicted_work(to);
        if predicted <= left {
            return Ok(());
        }
        // The largest heap within the limit, by bisection (the prediction grows with `to`).
        let (mut low, mut high) = (self.values.len(), to);
        while low < high {
            let mid = low + (high - low).div_ceil(2);
            if self.predicted_work(mid) <= left {
                low = mid;
            } else {
                high = mid - 1;
            }
        }
        let within = if low > self.values.len() {
            format!("; heaps up to about {low} are within it")
        } else {
            String::new()
        };
        Err(HeapError::TooLarge(format!(
            "heaps up to {to} would need about {predicted:.1e} units of work, more than the \
             limit of {:.0e} (about ten seconds){within}",
            self.work_limit as f64
        )))
    }

    /// Whether two-heap options are scanned directly for now, so that the prediction
    /// assumes the direct scan, but a later choice may still find a sparse space and go
    /// faster.
    pub fn may_speed_up(&self) -> bool {
        !self.rule.takes_leaving(2).is_empty()
            && self.octal.as_ref().is_some_and(|run| run.mask().is_none())
    }

    /// Whether the work limit has been reached.
    pub fn work_limit_reached(&self) -> bool {
        self.work() >= self.work_limit
    }

    /// Computes values up to and including heap `to`, calling `progress(done, total)`
    /// from time to time. Refuses at once what [`DenseSolver::check_reach`] refuses, and
    /// stops with an error when the work limit is reached (the values computed so far are
    /// kept). Predictions change as the computation goes on (the method may change, values
    /// grow): a caller extending by steps can check again between them, as
    /// [`super::HeapGame::sequence`] does.
    pub fn extend_to(&mut self, to: usize, progress: &mut Progress<'_>) -> Result<(), HeapError> {
        self.check_reach(to)?;
        if self.tiled_squares {
            squares::extend(&mut self.values, to, progress);
            return Ok(());
        }
        if let Some(run) = &mut self.octal {
            run.set_work_limit(self.work_limit.saturating_sub(self.work));
            let result = run.extend_to(to, progress);
            let computed = run.values();
            self.values
                .extend((self.values.len()..computed.len()).map(|n| computed.get(n)));
            match result {
                Ok(()) => return Ok(()),
                Err(_) if self.work_limit_reached() => {
                    return Err(used_up(self.work_limit, self.values.len(), to));
                }
                // A value past two bytes: the plain loop below goes on from here.
                Err(_) => self.leave_octal_run(),
            }
        }
        let step = (to / 100).max(1 << 12);
        while self.values.len() <= to {
            let n = self.values.len();
            if let Some(parts) = &mut self.parts {
                self.work += parts.push_heap(&self.values, n)?;
            }
            let g = self.next_value(n);
            self.values.push(g);
            if g > self.max_value {
                self.max_value = g;
                if let Some(parts) = &mut self.parts {
                    parts.widen(g);
                }
            }
            if self.parts.is_some() && n >= 64 && (n + 1).is_power_of_two() && n < to {
                // The bitsets widen as the values grow: predict the rest again.
                self.check_reach(to)?;
            }
            if self.work_limit_reached() && n < to {
                return Err(used_up(self.work_limit, n + 1, to));
            }
            if n.is_multiple_of(step) {
                progress(n as u64, to as u64);
            }
        }
        progress(to as u64, to as u64);
        Ok(())
    }

    /// Hands the computation over from [`OctalRun`] (whose values have passed two bytes)
    /// to the plain loop.
    fn leave_octal_run(&mut self) {
        if let Some(run) = self.octal.take() {
            self.work += run.work();
        }
        self.max_value = self.values.iter().copied().max().unwrap_or(0);
    }

    /// `G(n)`, given `G(0..n)`; counts the work of the one-heap and split options.
    fn next_value(&mut self, n: usize) -> u32 {
        let values = &self.values;
        let rule = &self.rule;
        self.mex.clear();
        if rule.takes_leaving(0).binary_search(&n).is_ok() {
            self.mex.insert(0);
        }
        let singles = rule.takes_leaving(1);
        let below = singles.partition_point(|&j| j < n);
        for &j in &singles[..below] {
            self.mex.insert(values[n - j]);
        }
        self.work += below as u64 * MEX_INSERT + 1;
        if rule.squares {
            for s in (1..).map(|k| k * k).take_while(|&s| s <= n) {
                self.mex.insert(if s == n { 0 } else { values[n - s] });
            }
        }
        if let Some(parts) = &self.parts {
            let mut reachable = vec![0u64; parts.words];
            for c in 3..=parts.max_parts.min(n) {
                for &j in rule.takes_leaving(c) {
                    if n.checked_sub(j).is_some_and(|r| r >= c) {
                        reachable
                            .iter_mut()
                            .zip(parts.set(c, n - j))
                            .for_each(|(d, s)| *d |= s);
                        self.work += parts.words as u64;
                    }
                }
            }
            nimset::members(&reachable).for_each(|v| self.mex.insert(v));
        }
        // Two heaps: every pair `(a, r - a)`, `r = n - j >= 2`.
        for r in rule
            .takes_leaving(2)
            .iter()
            .filter_map(|&j| n.checked_sub(j))
        {
            let last = if rule.unequal_pairs {
                r.saturating_sub(1) / 2
            } else {
                r / 2
            };
            self.work += last as u64 * MEX_INSERT;
            for a in 1..=last {
                self.mex.insert(values[a] ^ values[r - a]);
            }
        }
        self.mex.value()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::heap::HeapGame;

    #[test]
    fn values_past_two_bytes_are_handed_to_the_plain_loop() {
        // Officers with the engine's largest value lowered to 20: the plain loop takes
        // over where a value passes it, and goes on with the same values as the slow twin.
        let rule = HeapGame::parse("octal:0.6").unwrap().rule().clone();
        let mut naive = DenseSolver::new(rule.clone(), Method::Naive);
        naive.extend_to(5000, &mut |_, _| {}).unwrap();
        let mut fast = DenseSolver::new(rule, Method::Fast);
        fast.octal.as_mut().unwrap().set_value_limit(20);
        fast.extend_to(5000, &mut |_, _| {}).unwrap();
        assert!(fast.octal.is_none(), "the engine was left");
        assert_eq!(fast.values(), naive.values());
    }
}
