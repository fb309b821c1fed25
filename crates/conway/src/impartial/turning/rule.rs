//! The rulesets of coin-turning games, by the sets of coins a move may turn.
//!
//! Coins are numbered from 1, left to right. A move turns over a set of coins whose
//! rightmost coin `n` goes from heads to tails; what the set may be besides is the rule
//! (Winning Ways, ch. 14):
//!
//! | name | a move ending at coin `n` turns | source |
//! |---|---|---|
//! | `turning:runs:SET` | the run `n-L+1..=n` of `L` coins, for each `L` in `SET`, `L <= n` | WW ch. 14 ("Ruler" and its relatives) |
//! | `turning:ruler` | a run of any length (= `turning:runs:all`) | WW ch. 14, "Ruler" |
//! | `turning:mock` | coin `n` and at most two other coins | WW ch. 14, "Mock Turtles" |
//! | `turning:turtles` | coin `n` and at most one other coin | WW ch. 14, "Turning Turtles" |
//! | `turning:turtles:K` | coin `n` and at most one other coin `j`, `n-K <= j < n` | |
//! | `turning:twins` | coin `n` and exactly one other coin | WW ch. 14, "Twins" |
//!
//! `SET` is a list of positive lengths (`1,4,9`) or an infinite set by name: `squares`
//! (`1, 4, 9, ...`), `triangular` (`1, 3, 6, ...`), `odd`, `even` (`2, 4, ...`), `all`.
//!
//! [`CoinRule::for_each_move`] lists the moves ending at a coin, as sets of coins; it is
//! the rules as stated, which the slow twins play.

use super::TurningError;
use crate::excerpt::excerpt;

/// The lengths of the runs a move of a run game may turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RunLengths {
    /// Finitely many lengths, sorted, without repetition, all positive.
    Finite(Vec<usize>),
    /// The squares `1, 4, 9, ...`.
    Squares,
    /// The triangular numbers `1, 3, 6, 10, ...`.
    Triangular,
    /// The odd lengths.
    Odd,
    /// The even lengths `2, 4, ...`.
    Even,
    /// Every length (the Ruler game).
    All,
}

impl RunLengths {
    /// Whether runs of length `length` may be turned.
    pub fn contains(&self, length: usize) -> bool {
        match self {
            RunLengths::Finite(lengths) => lengths.binary_search(&length).is_ok(),
            RunLengths::Squares => length >= 1 && length.isqrt().pow(2) == length,
            RunLengths::Triangular => {
                // length = k(k+1)/2 iff 8 length + 1 is a square.
                let d = 8 * length as u128 + 1;
                length >= 1 && d.isqrt().pow(2) == d
            }
            RunLengths::Odd => length % 2 == 1,
            RunLengths::Even => length >= 2 && length.is_multiple_of(2),
            RunLengths::All => length >= 1,
        }
    }

    /// The lengths up to `max`, in increasing order.
    pub fn up_to(&self, max: usize) -> Vec<usize> {
        match self {
            RunLengths::Finite(lengths) => {
                lengths.iter().copied().take_while(|&l| l <= max).collect()
            }
            RunLengths::Squares => (1..)
                .map(|k: usize| k * k)
                .take_while(|&l| l <= max)
                .collect(),
            RunLengths::Triangular => (1..)
                .map(|k: usize| k * (k + 1) / 2)
                .take_while(|&l| l <= max)
                .collect(),
            _ => (1..=max).filter(|&l| self.contains(l)).collect(),
        }
    }

    /// The number of lengths up to `max`.
    pub fn count_up_to(&self, max: usize) -> usize {
        match self {
            RunLengths::Finite(lengths) => lengths.partition_point(|&l| l <= max),
            RunLengths::Squares => max.isqrt(),
            RunLengths::Triangular => ((8 * max as u128 + 1).isqrt() as usize - 1) / 2,
            RunLengths::Odd => max.div_ceil(2),
            RunLengths::Even => max / 2,
            RunLengths::All => max,
        }
    }

    /// The number of runs ending at the coins `1..=extent`: `sum (extent + 1 - L)` over
    /// the lengths `L <= extent`.
    pub fn runs_up_to(&self, extent: usize) -> u128 {
        let e = extent as u128;
        match self.progression() {
            Some((first, step)) if extent >= first => {
                // L = first + i step for i < k: k (e + 1) - k first - step k (k - 1) / 2.
                let (first, step) = (first as u128, step as u128);
                let k = (e - first) / step + 1;
                k * (e + 1) - k * first - step * k * (k - 1) / 2
            }
            Some(_) => 0,
            None => self.up_to(extent).iter().map(|&l| e + 1 - l as u128).sum(),
        }
    }

    /// The dense sets, all lengths `L >= first` with `L ≡ first (mod step)`, as
    /// `(first, step)`; `None` for the others, which are listed length by length.
    pub fn progression(&self) -> Option<(usize, usize)> {
        match self {
            RunLengths::Odd => Some((1, 2)),
            RunLengths::Even => Some((2, 2)),
            RunLengths::All => Some((1, 1)),
            _ => None,
        }
    }

    fn parse(text: &str) -> Result<Self, TurningError> {
        Ok(match text {
            "squares" => RunLengths::Squares,
            "triangular" => RunLengths::Triangular,
            "odd" => RunLengths::Odd,
            "even" => RunLengths::Even,
            "all" => RunLengths::All,
            _ => {
                let mut lengths = Vec::new();
                for item in text.split(',') {
                    let item = item.trim();
                    let length: usize = item.parse().map_err(|_| {
                        TurningError::Syntax(format!(
                            "turning:runs:SET needs positive lengths separated by commas, or \
                             squares, triangular, odd, even or all; got '{}'",
                            excerpt(item)
                        ))
                    })?;
                    if length == 0 {
                        return Err(TurningError::Syntax(
                            "turning:runs:SET: a run has at least one coin, so 0 is no length"
                                .into(),
                        ));
                    }
                    lengths.push(length);
                }
                lengths.sort_unstable();
                lengths.dedup();
                RunLengths::Finite(lengths)
            }
        })
    }
}

/// A coin-turning rule: which sets of coins a move ending at a coin may turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CoinRule {
    /// Turn a run of coins ending at the coin, of a length in the set.
    Runs(RunLengths),
    /// Mock Turtles: the coin and at most two others.
    MockTurtles,
    /// Turning Turtles: the coin and at most one other, within `within` places to its left
    /// if given.
    Turtles {
        /// The most places the other coin may lie to the left (`None`: anywhere).
        within: Option<usize>,
    },
    /// Twins: the coin and exactly one other.
    Twins,
}

/// The names accepted, for messages.
const EXPECTED: &str = "turning:ruler, turning:mock, turning:turtles, turning:turtles:K, \
                        turning:twins or turning:runs:SET";

impl CoinRule {
    /// Parses a ruleset name (`turning:...`, see the module doc).
    pub fn parse(name: &str) -> Result<Self, TurningError> {
        let name = name.trim();
        let Some(rule) = name.strip_prefix("turning:") else {
            return Err(TurningError::Syntax(format!(
                "'{}' is not a coin-turning game: expected {EXPECTED}",
                excerpt(name)
            )));
        };
        Ok(match rule {
            "ruler" => CoinRule::Runs(RunLengths::All),
            "mock" => CoinRule::MockTurtles,
            "turtles" => CoinRule::Turtles { within: None },
            "twins" => CoinRule::Twins,
            _ => {
                if let Some(set) = rule.strip_prefix("runs:") {
                    CoinRule::Runs(RunLengths::parse(set)?)
                } else if let Some(k) = rule.strip_prefix("turtles:") {
                    let within = k.trim().parse::<usize>().ok().filter(|&k| k >= 1);
                    let Some(within) = within else {
                        return Err(TurningError::Syntax(format!(
                            "turning:turtles:K needs an integer K >= 1 (the other coin lies \
                             at most K places to the left), got '{}'",
                            excerpt(k)
                        )));
                    };
                    CoinRule::Turtles {
                        within: Some(within),
                    }
                } else {
                    return Err(TurningError::Syntax(format!(
                        "unknown coin-turning game '{}': expected {EXPECTED}",
                        excerpt(name)
                    )));
                }
            }
        })
    }

    /// Calls `visit` with every move ending at coin `n >= 1`: the coins it turns, in
    /// increasing order (the last is `n`). The rules as stated, one set at a time.
    pub fn for_each_move(&self, n: usize, visit: &mut dyn FnMut(&[usize])) {
        match self {
            CoinRule::Runs(lengths) => {
                for length in lengths.up_to(n) {
                    let run: Vec<usize> = (n + 1 - length..=n).collect();
                    visit(&run);
                }
            }
            CoinRule::MockTurtles => {
                visit(&[n]);
                for i in 1..n {
                    visit(&[i, n]);
                    for j in i + 1..n {
                        visit(&[i, j, n]);
                    }
                }
            }
            CoinRule::Turtles { within } => {
                visit(&[n]);
                let first = within.map_or(1, |k| n.saturating_sub(k).max(1));
                for j in first..n {
                    visit(&[j, n]);
                }
            }
            CoinRule::Twins => {
                for j in 1..n {
                    visit(&[j, n]);
                }
            }
        }
    }

    /// The number of moves ending at the coins `1..=extent`.
    pub fn moves_up_to(&self, extent: usize) -> u128 {
        let e = extent as u128;
        match self {
            CoinRule::Runs(lengths) => lengths.runs_up_to(extent),
            // Every coin alone, every pair, every triple.
            CoinRule::MockTurtles => e + pairs(e) + pairs(e) * e.saturating_sub(2) / 3,
            CoinRule::Turtles { within } => {
                // Pairs at distance d <= k: e - d of them.
                let k = within.map_or(e, |k| (k as u128).min(e));
                e + k * e - k * (k + 1) / 2
            }
            CoinRule::Twins => pairs(e),
        }
    }

    /// The number of moves ending at coin `n >= 1`.
    pub fn moves_ending_at(&self, n: usize) -> u128 {
        let others = n as u128 - 1;
        match self {
            CoinRule::Runs(lengths) => lengths.count_up_to(n) as u128,
            CoinRule::MockTurtles => 1 + others + others * others.saturating_sub(1) / 2,
            CoinRule::Turtles { within } => 1 + within.map_or(others, |k| others.min(k as u128)),
            CoinRule::Twins => others,
        }
    }
}

/// `n (n - 1) / 2`, the pairs among `n`.
fn pairs(n: u128) -> u128 {
    n * n.saturating_sub(1) / 2
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_parse_to_rules() {
        assert_eq!(
            CoinRule::parse("turning:ruler"),
            Ok(CoinRule::Runs(RunLengths::All))
        );
        assert_eq!(
            CoinRule::parse("turning:runs:9,1,4,4"),
            Ok(CoinRule::Runs(RunLengths::Finite(vec![1, 4, 9])))
        );
        assert_eq!(
            CoinRule::parse("turning:turtles:3"),
            Ok(CoinRule::Turtles { within: Some(3) })
        );
        for bad in [
            "ruler",
            "turning:",
            "turning:runs:",
            "turning:runs:1,0",
            "turning:runs:x",
            "turning:turtles:0",
            "turning:turtles:-1",
            "turning:moc",
        ] {
            assert!(CoinRule::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn named_sets_count_and_list_alike() {
        for set in [
            RunLengths::Squares,
            RunLengths::Triangular,
            RunLengths::Odd,
            RunLengths::Even,
            RunLengths::All,
            RunLengths::Finite(vec![2, 3, 7]),
        ] {
            for max in 0..200 {
                let listed: Vec<usize> = (1..=max).filter(|&l| set.contains(l)).collect();
                assert_eq!(set.up_to(max), listed, "{set:?} up to {max}");
                assert_eq!(set.count_up_to(max), listed.len(), "{set:?} up to {max}");
            }
        }
    }

    #[test]
    fn moves_are_counted_as_listed() {
        for rule in [
            CoinRule::Runs(RunLengths::Squares),
            CoinRule::Runs(RunLengths::Odd),
            CoinRule::Runs(RunLengths::Even),
            CoinRule::Runs(RunLengths::All),
            CoinRule::Runs(RunLengths::Finite(vec![3, 8])),
            CoinRule::MockTurtles,
            CoinRule::Turtles { within: None },
            CoinRule::Turtles { within: Some(3) },
            CoinRule::Twins,
        ] {
            let mut total = 0u128;
            for n in 1..30 {
                let mut listed = 0u128;
                rule.for_each_move(n, &mut |coins| {
                    assert_eq!(coins.last(), Some(&n));
                    assert!(coins.windows(2).all(|w| w[0] < w[1]) && coins[0] >= 1);
                    listed += 1;
                });
                assert_eq!(rule.moves_ending_at(n), listed, "{rule:?} at {n}");
                total += listed;
                assert_eq!(rule.moves_up_to(n), total, "{rule:?} up to {n}");
            }
        }
    }
}
