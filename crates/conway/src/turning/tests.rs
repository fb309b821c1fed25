//! The coin-turning theorem checked by plain game search: every position of a short row,
//! valued by the mex over its moves (positions as bitmasks, no values of coins), has the
//! nim-sum of the fast values of its heads coins.

use super::rule::{CoinRule, RunLengths};
use super::values::grundy_values;
use crate::nimber::mex_of;

/// The Grundy value of every position of a row of `coins` coins (bit `i - 1` of the index
/// is coin `i`, set for heads), by the mex over the moves of the rules.
pub(super) fn row_positions(rule: &CoinRule, coins: usize) -> Vec<u32> {
    let mut value = vec![0u32; 1 << coins];
    for position in 1..1usize << coins {
        let mut options = Vec::new();
        for n in (1..=coins).filter(|&n| position >> (n - 1) & 1 == 1) {
            rule.for_each_move(n, &mut |turned| {
                let flip = turned.iter().fold(0usize, |acc, &c| acc | 1 << (c - 1));
                // The rightmost coin goes down, so the option is a smaller bitmask.
                options.push(value[position ^ flip]);
            });
        }
        value[position] = mex_of(options);
    }
    value
}

#[test]
fn every_position_of_a_short_row_is_the_nim_sum_of_its_heads() {
    let rules = [
        CoinRule::Runs(RunLengths::All),
        CoinRule::Runs(RunLengths::Odd),
        CoinRule::Runs(RunLengths::Even),
        CoinRule::Runs(RunLengths::Squares),
        CoinRule::Runs(RunLengths::Triangular),
        CoinRule::Runs(RunLengths::Finite(vec![1, 2, 3])),
        CoinRule::Runs(RunLengths::Finite(vec![2, 3])),
        CoinRule::MockTurtles,
        CoinRule::Turtles { within: None },
        CoinRule::Turtles { within: Some(2) },
        CoinRule::Twins,
    ];
    const COINS: usize = 11;
    for rule in rules {
        let g = grundy_values(&rule, COINS, &mut |_, _| {}).unwrap();
        let searched = row_positions(&rule, COINS);
        for (position, &value) in searched.iter().enumerate() {
            let heads_sum = (1..=COINS)
                .filter(|&n| position >> (n - 1) & 1 == 1)
                .fold(0, |acc, n| acc ^ g[n]);
            assert_eq!(value, heads_sum, "{rule:?}, position {position:b}");
        }
    }
}
