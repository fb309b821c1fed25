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
use crate::progress::Progress;
use crate::work::WORK_LIMIT;

/// The widest table of counts by value (`2^24` entries) kept for counting moves.
pub const MAX_TABLE_BITS: u32 = 24;

/// The units of work of a count put into a table.
const COUNT_STEP: u64 = 2;

/// The units of work of a butterfly of a transform (two modular additions, about a nanosecond).
const BUTTERFLY: u64 = 1;

/// The units of work of a modular product of the transforms.
const MODULAR_PRODUCT: u64 = 25;

/// A rule with its values on the coins `0..=extent`, kept as their prefix nim-sums
/// `P(0..=extent)` (so `G(n) = P(n) + P(n-1)`).
#[derive(Clone, Debug)]
pub struct Axis {
    rule: CoinRule,
    prefix: Vec<u32>,
    largest: u32,
}

impl Axis {
    /// The rule's values up to coin `extent`, refused beyond the limits of
    /// [`grundy_values`].
    pub fn new(
        rule: CoinRule,
        extent: usize,
        progress: &mut Progress<'_>,
    ) -> Result<Self, TurningError> {
        let mut prefix = grundy_values(&rule, extent, progress)?;
        let largest = prefix.iter().copied().max().unwrap_or(0);
        for n in 1..prefix.len() {
            prefix[n] ^= prefix[n - 1];
        }
        Ok(Axis {
            rule,
            prefix,
            largest,
        })
    }

    /// The rule.
    pub fn rule(&self) -> &CoinRule {
        &self.rule
    }

    /// Whether `other` is the same rule on the same coins.
    pub fn same_as(&self, other: &Axis) -> bool {
        self.rule == other.rule && self.extent() == other.extent()
    }

    /// The last coin.
    pub fn extent(&self) -> usize {
        self.prefix.len() - 1
    }

    /// `G(n)`, for `1 <= n <= extent`.
    #[inline]
    pub fn value(&self, n: usize) -> u32 {
        self.prefix[n] ^ self.prefix[n - 1]
    }

    /// `G(1..=extent)`.
    fn coin_values(&self) -> impl Iterator<Item = u32> + '_ {
        self.prefix.windows(2).map(|w| w[0] ^ w[1])
    }

    /// `P(n) = G(1) + ... + G(n)`: the value of the coins `1..=n`, all heads.
    pub fn all_heads_value(&self, n: usize) -> u32 {
        self.prefix[n]
    }

    /// A power of two above every value and nim-sum of values of the axis.
    pub fn value_width(&self) -> usize {
        (self.largest as usize + 1).next_power_of_two()
    }

    /// Calls `visit` with the value of every move ending at coin `n` (`1 <= n <= extent`).
    pub fn for_each_move_value(&self, n: usize, visit: &mut dyn FnMut(u32)) {
        let p = &self.prefix;
        let g = |c: usize| self.value(c);
        match &self.rule {
            CoinRule::Runs(lengths) => {
                for length in lengths.up_to(n) {
                    visit(p[n] ^ p[n - length]);
                }
            }
            CoinRule::MockTurtles => {
                visit(g(n));
                for i in 1..n {
                    visit(g(n) ^ g(i));
                    for j in i + 1..n {
                        visit(g(n) ^ g(i) ^ g(j));
                    }
                }
            }
            CoinRule::Turtles { within } => {
                visit(g(n));
                let first = within.map_or(1, |k| n.saturating_sub(k).max(1));
                for j in first..n {
                    visit(g(n) ^ g(j));
                }
            }
            CoinRule::Twins => {
                for j in 1..n {
                    visit(g(n) ^ g(j));
                }
            }
        }
    }

    /// The number of moves ending at the coins `1..=extent`.
    pub fn move_count(&self) -> u128 {
        self.rule.moves_up_to(self.extent())
    }

    /// The predicted units of work of [`Axis::move_value_counts`].
    pub fn predicted_count_work(&self) -> f64 {
        count_work(&self.rule, self.extent(), self.value_width())
    }

    /// Refuses counts beyond the tables' width, the work limit, or the prime of
    /// [`super::xor_count`], with a message naming `name`.
    pub fn check_counting(&self, name: &str) -> Result<(), TurningError> {
        check_table_width(name, self.extent(), self.value_width())?;
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
        let p = &self.prefix;
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
                let (counts, total) = histogram(&mut self.coin_values());
                pairs(&counts, total)
            }
            CoinRule::Turtles { within } => {
                let (mut counts, total) = histogram(&mut self.coin_values());
                if turtle_pairs_are_all_pairs(*within, to) {
                    let both = pairs(&counts, total);
                    add(&mut counts, &both);
                } else {
                    let k = within.expect("a window short of the extent");
                    for n in 2..=to {
                        for j in n.saturating_sub(k).max(1)..n {
                            counts[(self.value(n) ^ self.value(j)) as usize] += 1;
                        }
                    }
                }
                counts
            }
            CoinRule::MockTurtles => {
                let (singles, total) = histogram(&mut self.coin_values());
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

/// Whether the moves of `rule` up to coin `extent` are counted by correlations of tables
/// of values (otherwise they are listed one by one).
fn counted_by_correlation(rule: &CoinRule, extent: usize) -> bool {
    match rule {
        CoinRule::Runs(lengths) => lengths.progression().is_some(),
        CoinRule::Turtles { within } => turtle_pairs_are_all_pairs(*within, extent),
        CoinRule::MockTurtles | CoinRule::Twins => true,
    }
}

/// Whether Turtles' pairs up to coin `extent` are every pair of coins (the window
/// reaches coin 1).
fn turtle_pairs_are_all_pairs(within: Option<usize>, extent: usize) -> bool {
    within.is_none_or(|k| k >= extent.saturating_sub(1))
}

/// The predicted units of work of counting the moves of `rule` up to coin `extent` by
/// value, in tables of `width` values.
pub fn count_work(rule: &CoinRule, extent: usize, width: usize) -> f64 {
    if counted_by_correlation(rule, extent) {
        // At most three transforms and one inverse, and the products.
        let width = width as f64;
        let transforms = 4.0 * width * width.log2().ceil() * BUTTERFLY as f64;
        transforms + 3.0 * width * MODULAR_PRODUCT as f64 + extent as f64
    } else {
        rule.moves_up_to(extent) as f64 * COUNT_STEP as f64
    }
}

/// Refuses tables of counts of `width` values (for the moves of `name` up to coin
/// `extent`) wider than `2^MAX_TABLE_BITS`.
pub fn check_table_width(name: &str, extent: usize, width: usize) -> Result<(), TurningError> {
    if width > 1 << MAX_TABLE_BITS {
        return Err(TurningError::TooLarge(format!(
            "{name}: counting moves up to coin {extent} needs tables of {width} values, over \
             the limit of 2^{MAX_TABLE_BITS}"
        )));
    }
    Ok(())
}

/// The width of the tables of values up to coin `extent` expected before they are
/// computed: a value is at most the number of moves ending at its coin, which grows with
/// the coin; Mock Turtles' values are about twice the coin's number (the odious numbers,
/// Winning Ways, ch. 14).
pub fn expected_width(rule: &CoinRule, extent: usize) -> usize {
    let largest = match rule {
        CoinRule::MockTurtles => 2 * extent as u128,
        // A mex of that many values at most.
        _ => rule.moves_ending_at(extent.max(1)),
    };
    (largest as usize + 1).next_power_of_two()
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
                let g = grundy_values(&rule, extent, &mut |_, _| {}).unwrap();
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
