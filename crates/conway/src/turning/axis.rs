//! One axis of a board: a coin-turning rule, its values up to an extent, and its moves
//! counted by value.
//!
//! The *value of a move* is the nim-sum of `G` over all the coins it turns, the rightmost
//! included: a move changes the value of the position by exactly that (each coin turned
//! over enters or leaves the set of heads), so from a position of value `V` the winning
//! moves are those of value `V`. It is never 0, since `G(n)` differs from the nim-sum of
//! the other coins of every move ending at `n`.
//!
//! [`Axis::move_value_counts`] counts every move ending at the coins `1..=extent` by value,
//! without listing them where there are too many to list:
//!
//! * runs of listed lengths: one move per length and coin, value `P(n) xor P(n - L)`;
//! * runs of every length (`all`): a move per pair `m < n` of `0..=extent`, value
//!   `P(n) xor P(m)`: the unordered pairs of the prefix values, counted by the
//!   autocorrelation of their counts ([`super::xor_count`]); `odd`: the pairs of opposite
//!   parities (a cross-correlation); `even`: the pairs of equal parities;
//! * Twins: the pairs of coins; Turtles: the single coins and the pairs (within `K`
//!   places: listed); Mock Turtles: single coins, pairs and triples of coins.
//!
//! [`Axis::for_each_move_value`] lists the values of the moves ending at one coin.

use super::rule::{CoinRule, RunLengths};
use super::values::grundy_values;
use super::xor_count::{XorCounter, PRIME};
use super::TurningError;
use crate::heap::WORK_LIMIT;
use crate::progress::Progress;

/// The widest table of counts by value (`2^24` entries) kept for counting moves.
pub const MAX_TABLE_BITS: u32 = 24;

/// The units of work of a count put into a table.
const COUNT_STEP: u64 = 2;

/// The units of work of a butterfly of a transform (two modular additions).
const BUTTERFLY: u64 = 4;

/// The units of work of a modular product of the transforms.
const MODULAR_PRODUCT: u64 = 40;

/// A rule with its values on the coins `0..=extent`.
#[derive(Clone, Debug)]
pub struct Axis {
    rule: CoinRule,
    values: Vec<u32>,
    prefix: Vec<u32>,
}

impl Axis {
    /// The rule's values up to coin `extent`, refused beyond the limits of
    /// [`grundy_values`].
    pub fn new(
        rule: CoinRule,
        extent: usize,
        progress: &mut Progress<'_>,
    ) -> Result<Self, TurningError> {
        let values = grundy_values(&rule, extent, progress)?;
        let prefix = values
            .iter()
            .scan(0u32, |sum, &g| {
                *sum ^= g;
                Some(*sum)
            })
            .collect();
        Ok(Axis {
            rule,
            values,
            prefix,
        })
    }

    /// The rule.
    pub fn rule(&self) -> &CoinRule {
        &self.rule
    }

    /// The last coin.
    pub fn extent(&self) -> usize {
        self.values.len() - 1
    }

    /// `G(0..=extent)`.
    pub fn values(&self) -> &[u32] {
        &self.values
    }

    /// `P(n) = G(1) + ... + G(n)`: the value of the coins `1..=n`, all heads.
    pub fn all_heads_value(&self, n: usize) -> u32 {
        self.prefix[n]
    }

    /// A power of two above every value and nim-sum of values of the axis.
    pub fn value_width(&self) -> usize {
        let max = self.values.iter().copied().max().unwrap_or(0);
        (max as usize + 1).next_power_of_two()
    }

    /// Calls `visit` with the value of every move ending at coin `n` (`1 <= n <= extent`).
    pub fn for_each_move_value(&self, n: usize, visit: &mut dyn FnMut(u32)) {
        let (g, p) = (&self.values, &self.prefix);
        match &self.rule {
            CoinRule::Runs(lengths) => {
                for length in lengths.up_to(n) {
                    visit(p[n] ^ p[n - length]);
                }
            }
            CoinRule::MockTurtles => {
                visit(g[n]);
                for i in 1..n {
                    visit(g[n] ^ g[i]);
                    for j in i + 1..n {
                        visit(g[n] ^ g[i] ^ g[j]);
                    }
                }
            }
            CoinRule::Turtles { within } => {
                visit(g[n]);
                let first = within.map_or(1, |k| n.saturating_sub(k).max(1));
                for j in first..n {
                    visit(g[n] ^ g[j]);
                }
            }
            CoinRule::Twins => {
                for j in 1..n {
                    visit(g[n] ^ g[j]);
                }
            }
        }
    }

    /// The number of moves ending at the coins `1..=extent`.
    pub fn move_count(&self) -> u128 {
        (1..=self.extent())
            .map(|n| self.rule.moves_ending_at(n))
            .sum()
    }

    /// Whether the moves are counted by correlations of tables of values (otherwise they
    /// are listed one by one).
    fn correlated(&self) -> bool {
        match &self.rule {
            CoinRule::Runs(lengths) => lengths.progression().is_some(),
            CoinRule::Turtles { within } => self.turtle_pairs_correlated(*within),
            CoinRule::MockTurtles | CoinRule::Twins => true,
        }
    }

    /// Whether Turtles' pairs are every pair of coins (the window reaches coin 1).
    fn turtle_pairs_correlated(&self, within: Option<usize>) -> bool {
        within.is_none_or(|k| k + 1 >= self.extent())
    }

    /// The predicted units of work of [`Axis::move_value_counts`].
    pub fn predicted_count_work(&self) -> f64 {
        let width = self.value_width() as f64;
        let extent = self.extent() as f64;
        if self.correlated() {
            // At most three transforms and one inverse, and the products.
            let transforms = 4.0 * width * f64::from(width.log2() as u32) * BUTTERFLY as f64;
            transforms + 3.0 * width * MODULAR_PRODUCT as f64 + extent
        } else {
            self.move_count() as f64 * COUNT_STEP as f64
        }
    }

    /// Refuses counts beyond the tables' width, the work limit, or the prime of
    /// [`super::xor_count`], with a message naming `name`.
    pub fn check_counting(&self, name: &str) -> Result<(), TurningError> {
        let width = self.value_width();
        if width > 1 << MAX_TABLE_BITS {
            return Err(TurningError::TooLarge(format!(
                "{name}: counting moves up to coin {} needs tables of {width} values, over \
                 the limit of 2^{MAX_TABLE_BITS}",
                self.extent()
            )));
        }
        let work = self.predicted_count_work();
        if work > WORK_LIMIT as f64 {
            return Err(TurningError::TooLarge(format!(
                "{name}: counting the moves up to coin {} needs about {work:.0e} units of \
                 work, over the limit of {:.0e} (about ten seconds)",
                self.extent(),
                WORK_LIMIT as f64
            )));
        }
        let moves = self.move_count();
        if moves >= u128::from(PRIME) {
            return Err(TurningError::TooLarge(format!(
                "{name}: there are {moves} moves up to coin {}, beyond the exact range of \
                 the counting (below 2^61 - 1)",
                self.extent()
            )));
        }
        Ok(())
    }

    /// `counts[a]`: the number of moves ending at the coins `1..=extent` whose value is
    /// `a`, for every `a` below [`Axis::value_width`]. The caller has checked the request
    /// ([`Axis::check_counting`]).
    pub fn move_value_counts(&self) -> Vec<u64> {
        let width = self.value_width();
        let to = self.extent();
        let (g, p) = (&self.values, &self.prefix);
        let counter = XorCounter::default();
        // Counts of the values of the given terms, and their number.
        let histogram = |terms: &mut dyn Iterator<Item = u32>| {
            let mut counts = vec![0u64; width];
            let mut total = 0u64;
            for v in terms {
                counts[v as usize] += 1;
                total += 1;
            }
            (counts, total)
        };
        // The unordered pairs of distinct terms, by the nim-sum of their values.
        let pairs = |counts: &[u64], total: u64| {
            let t = counter.transform(counts);
            counter.counts_of_product(&[&t, &t], |a| if a == 0 { total } else { 0 }, 2)
        };
        let add = |into: &mut Vec<u64>, from: &[u64]| {
            into.iter_mut().zip(from).for_each(|(x, y)| *x += y);
        };
        match &self.rule {
            CoinRule::Runs(lengths) => {
                let of_class =
                    |class: usize| histogram(&mut p.iter().copied().skip(class).step_by(2));
                match lengths {
                    RunLengths::All => {
                        let (counts, total) = histogram(&mut p.iter().copied());
                        pairs(&counts, total)
                    }
                    RunLengths::Odd => {
                        let ((even, _), (odd, _)) = (of_class(0), of_class(1));
                        let (t_even, t_odd) = (counter.transform(&even), counter.transform(&odd));
                        counter.counts_of_product(&[&t_even, &t_odd], |_| 0, 1)
                    }
                    RunLengths::Even => {
                        let ((even, even_total), (odd, odd_total)) = (of_class(0), of_class(1));
                        let mut counts = pairs(&even, even_total);
                        add(&mut counts, &pairs(&odd, odd_total));
                        counts
                    }
                    _ => {
                        let mut counts = vec![0u64; width];
                        for length in lengths.up_to(to) {
                            for n in length..=to {
                                counts[(p[n] ^ p[n - length]) as usize] += 1;
                            }
                        }
                        counts
                    }
                }
            }
            CoinRule::Twins => {
                let (counts, total) = histogram(&mut g[1..].iter().copied());
                pairs(&counts, total)
            }
            CoinRule::Turtles { within } => {
                let (mut counts, total) = histogram(&mut g[1..].iter().copied());
                if self.turtle_pairs_correlated(*within) {
                    let both = pairs(&counts, total);
                    add(&mut counts, &both);
                } else {
                    let k = within.expect("a window short of the extent");
                    for n in 2..=to {
                        for j in n.saturating_sub(k).max(1)..n {
                            counts[(g[n] ^ g[j]) as usize] += 1;
                        }
                    }
                }
                counts
            }
            CoinRule::MockTurtles => {
                let (singles, total) = histogram(&mut g[1..].iter().copied());
                let t = counter.transform(&singles);
                let both =
                    counter.counts_of_product(&[&t, &t], |a| if a == 0 { total } else { 0 }, 2);
                // Ordered triples with two equal terms: 3 (total) f(a), less twice those
                // with three.
                let three = counter.counts_of_product(
                    &[&t, &t, &t],
                    |a| 3 * total * singles[a] - 2 * singles[a],
                    6,
                );
                let mut counts = singles;
                add(&mut counts, &both);
                add(&mut counts, &three);
                counts
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rules() -> Vec<CoinRule> {
        [
            "turning:ruler",
            "turning:runs:odd",
            "turning:runs:even",
            "turning:runs:squares",
            "turning:runs:1,2,3",
            "turning:runs:2,5",
            "turning:mock",
            "turning:turtles",
            "turning:turtles:3",
            "turning:twins",
        ]
        .iter()
        .map(|name| CoinRule::parse(name).unwrap())
        .collect()
    }

    /// The values of the moves ending at each coin, as the nim-sums over the coins of the
    /// listed moves; and their counts by value, as the sum of those lists.
    #[test]
    fn move_values_as_the_nim_sums_of_the_listed_moves() {
        for rule in rules() {
            for extent in [1usize, 2, 3, 7, 30, 64] {
                let axis = Axis::new(rule.clone(), extent, &mut |_, _| {}).unwrap();
                let g = axis.values();
                let mut expected = vec![0u64; axis.value_width()];
                for n in 1..=extent {
                    let mut listed = Vec::new();
                    rule.for_each_move(n, &mut |coins| {
                        listed.push(coins.iter().fold(0, |acc, &c| acc ^ g[c]));
                    });
                    let mut fast = Vec::new();
                    axis.for_each_move_value(n, &mut |v| fast.push(v));
                    listed.sort_unstable();
                    fast.sort_unstable();
                    assert_eq!(fast, listed, "{rule:?} at {n}");
                    assert!(!listed.contains(&0), "a move of value 0: {rule:?} at {n}");
                    listed.iter().for_each(|&v| expected[v as usize] += 1);
                }
                axis.check_counting("test").unwrap();
                assert_eq!(axis.move_value_counts(), expected, "{rule:?} to {extent}");
                assert_eq!(axis.move_count(), expected.iter().sum::<u64>() as u128);
            }
        }
    }
}
