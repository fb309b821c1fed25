//! Products of coin-turning games on boards (the Tartan theorem): the value of a board,
//! who wins it, and the number of winning moves.
//!
//! **Product game** (Winning Ways, ch. 14, "Tartans"). Given coin-turning games `G1`, `G2`,
//! the coins of `G1 × G2` lie at the points `(x, y)` of a board, `x` along `G1`'s axis and
//! `y` along `G2`'s. A move takes a move `S1` of `G1` whose rightmost coin is `x` and a
//! move `S2` of `G2` whose rightmost coin is `y`, and turns over every coin of the
//! "rectangle" `S1 × S2`; its corner `(x, y)` must go from heads to tails. The corner
//! comes last in the order by `x`, then `y`, of all coins turned, so the game ends and the
//! coin-turning theorem ([`super`]) applies: a position's value is the nim-sum of the
//! values `G(x, y)` of its heads coins.
//!
//! **Tartan theorem** (Winning Ways, ch. 14; H. W. Lenstra, "Nim multiplication",
//! Séminaire de Théorie des Nombres de Bordeaux, 1977-78, exp. 11):
//! `G(x, y) = G1(x) * G2(y)`, the nim-product (Conway, *On Numbers and Games*, ch. 6;
//! [`crate::impartial::nimber::field`]).
//!
//! **Consequences used here.** Nim-multiplication distributes over the nim-sum, so
//!
//! * the move `S1 × S2` changes the value by `sum_{i in S1, j in S2} G1(i)*G2(j) =
//!   a(S1) * b(S2)`, where `a(S1)`, `b(S2)` are the values of the moves on the axes
//!   ([`super::axis`]), never 0;
//! * the board `X × Y` with every coin heads has the value `P1(X) * P2(Y)`, where `P1(X) =
//!   G1(1) + ... + G1(X)`; so the player to move wins iff `P1(X) != 0` and `P2(Y) != 0`;
//! * from a position of value `V != 0` the winning moves are the moves with
//!   `a(S1) * b(S2) = V` and a heads corner. With every coin heads, every corner is heads,
//!   so their number is `sum_a A(a) · B(V / a)`, where `A(a)` counts the moves of `G1`
//!   ending at coins `1..=X` of value `a`, and `B` likewise on `G2`'s axis
//!   ([`super::axis::Axis::move_value_counts`]): one nim-division per value, never a pass
//!   over the `X·Y` coins.
//! * With a list of heads coins, the same sum is taken corner by corner over the moves
//!   ending at each corner's coordinates.
//!
//! A single game (one factor) is handled alike: its value is `P(X)` and its winning moves
//! are the `A(V)` moves of value `V`.
//!
//! The tests check all this by plain game search over every position of small boards
//! (no values, no theorem), and the product formula on boards up to `6 × 6` against the
//! mex over the rectangles.

use super::axis::{check_table_width, count_work, expected_width, Axis};
use super::rule::CoinRule;
use super::values::{check_reach, predicted_work};
use super::TurningError;
use crate::excerpt::excerpt;
use crate::impartial::nimber::NimField;
use crate::progress::Progress;
use crate::work::WORK_LIMIT;
use std::collections::HashMap;
use std::sync::Arc;

/// The units of work of a corner's pairing step (a nim-division and a look-up).
const PAIRING_STEP: u64 = 60;

/// The factors of a product name, `turning:A x turning:B` (or one game alone), each with
/// its name as written (without spaces).
pub fn parse_factors(text: &str) -> Result<Vec<(String, CoinRule)>, TurningError> {
    let mut names = vec![String::new()];
    for token in text.split_whitespace() {
        if token == "x" || token == "×" {
            names.push(String::new());
        } else {
            names.last_mut().expect("one name at least").push_str(token);
        }
    }
    if names.len() > 2 {
        return Err(TurningError::Syntax(format!(
            "'{}': products of two games are supported, not of {}",
            excerpt(text),
            names.len()
        )));
    }
    names
        .into_iter()
        .map(|name| {
            if name.is_empty() {
                return Err(TurningError::Syntax(format!(
                    "'{}': expected a coin-turning game, or two joined by ' x '",
                    excerpt(text)
                )));
            }
            let rule = CoinRule::parse(&name)?;
            Ok((name, rule))
        })
        .collect()
}

/// Which coins of a board are heads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Heads {
    /// Every coin.
    All,
    /// The listed coins, one coordinate per factor each (from 1), no coin twice.
    Listed(Vec<Vec<usize>>),
}

impl Heads {
    /// Checks that the listed heads lie on the board of size `size`, once each.
    pub fn check(&self, size: &[usize]) -> Result<(), TurningError> {
        let Heads::Listed(coins) = self else {
            return Ok(());
        };
        let mut seen = std::collections::HashSet::new();
        for coin in coins {
            let on_board = coin.len() == size.len()
                && coin
                    .iter()
                    .zip(size)
                    .all(|(&c, &extent)| c >= 1 && c <= extent);
            if !on_board {
                return Err(TurningError::Syntax(format!(
                    "the heads coin {} is not on the board {}",
                    coordinates(coin),
                    size_text(size)
                )));
            }
            if !seen.insert(coin) {
                return Err(TurningError::Syntax(format!(
                    "the heads coin {} is listed twice",
                    coordinates(coin)
                )));
            }
        }
        Ok(())
    }
}

/// Refuses, before any computation, a request beyond the limits: heads off the board, an
/// axis beyond the reach of [`grundy_values`](super::values::grundy_values), or more
/// than [`WORK_LIMIT`] units of work in all (the values of every axis, and the counting of
/// winning moves if `count`, whose tables of counts must not be too wide either). `names`
/// name the factors in messages.
pub fn check_request(
    factors: &[CoinRule],
    names: &[String],
    size: &[usize],
    heads: &Heads,
    count: bool,
) -> Result<(), TurningError> {
    heads.check(size)?;
    let mut work = 0.0;
    for (i, (rule, &extent)) in factors.iter().zip(size).enumerate() {
        // An axis equal to an earlier one shares its values and its counts.
        if (0..i).any(|j| &factors[j] == rule && size[j] == extent) {
            continue;
        }
        check_reach(rule, extent)?;
        work += predicted_work(rule, extent);
        if count && *heads == Heads::All {
            let width = expected_width(rule, extent);
            check_table_width(&names[i], extent, width)?;
            work += count_work(rule, extent, width);
        }
    }
    if let (true, Heads::Listed(coins)) = (count, heads) {
        work += corner_work(factors, coins);
    }
    if work > WORK_LIMIT as f64 {
        return Err(TurningError::TooLarge(format!(
            "this request needs about {work:.1e} units of work, over the limit of {:.0e} \
             (about ten seconds)",
            WORK_LIMIT as f64
        )));
    }
    Ok(())
}

/// The units of work of counting winning moves corner by corner: the moves ending at each
/// distinct coordinate, then, per corner, the pairing over the smaller of its two lists.
fn corner_work(factors: &[CoinRule], coins: &[Vec<usize>]) -> f64 {
    let moves_at = |axis: usize, c: usize| factors[axis].moves_ending_at(c) as f64;
    let mut listing = 0.0;
    for axis in 0..factors.len() {
        let mut distinct: Vec<usize> = coins.iter().map(|coin| coin[axis]).collect();
        distinct.sort_unstable();
        distinct.dedup();
        listing += distinct.iter().map(|&c| moves_at(axis, c)).sum::<f64>();
    }
    let pairing: f64 = coins
        .iter()
        .map(|coin| {
            (0..coin.len())
                .map(|axis| moves_at(axis, coin[axis]))
                .fold(f64::INFINITY, f64::min)
        })
        .sum();
    listing * 2.0 + pairing * PAIRING_STEP as f64
}

/// A board's size as written: `X` or `XxY`.
pub fn size_text(size: &[usize]) -> String {
    let sizes: Vec<String> = size.iter().map(ToString::to_string).collect();
    sizes.join("x")
}

/// A board of a game or a product of two: one axis per factor, its extent the board's
/// size along it.
#[derive(Clone, Debug)]
pub struct Board {
    axes: Vec<Arc<Axis>>,
}

impl Board {
    /// The board `size[0] × size[1]` of the product of `factors` (or the row of `size[0]`
    /// coins of one game): the values along each axis.
    pub fn new(
        factors: &[CoinRule],
        size: &[usize],
        progress: &mut Progress<'_>,
    ) -> Result<Board, TurningError> {
        assert_eq!(factors.len(), size.len(), "one size per factor");
        let mut axes: Vec<Arc<Axis>> = Vec::new();
        for (rule, &extent) in factors.iter().zip(size) {
            // An axis equal to an earlier one shares it.
            let same = axes
                .iter()
                .find(|a| a.rule() == rule && a.extent() == extent)
                .cloned();
            axes.push(match same {
                Some(axis) => axis,
                None => Arc::new(Axis::new(rule.clone(), extent, progress)?),
            });
        }
        Ok(Board { axes })
    }

    /// The axes.
    pub fn axes(&self) -> &[Arc<Axis>] {
        &self.axes
    }

    /// `G(coin)`: the nim-product of the axes' values (the Tartan theorem).
    pub fn coin_value(&self, coin: &[usize]) -> u32 {
        coin.iter()
            .zip(&self.axes)
            .fold(1u32, |acc, (&c, axis)| acc.nim_mul(axis.value(c)))
    }

    /// The value of the position: the nim-sum of its heads coins' values.
    pub fn value(&self, heads: &Heads) -> u32 {
        match heads {
            Heads::All => self.axes.iter().fold(1u32, |acc, axis| {
                acc.nim_mul(axis.all_heads_value(axis.extent()))
            }),
            Heads::Listed(coins) => coins
                .iter()
                .fold(0, |acc, coin| acc ^ self.coin_value(coin)),
        }
    }

    /// Refuses a count of winning moves beyond the limits of the tables of counts (checked
    /// on the values computed; [`check_request`] has predicted the work), naming the
    /// factors by `names`.
    pub fn check_winning_moves(&self, heads: &Heads, names: &[String]) -> Result<(), TurningError> {
        if *heads == Heads::All {
            for (axis, name) in self.axes.iter().zip(names) {
                axis.check_counting(name)?;
            }
        }
        Ok(())
    }

    /// The number of winning moves from the position (0 when its value is 0), once
    /// [`Board::check_winning_moves`] has accepted the request.
    pub fn winning_moves(&self, heads: &Heads) -> u128 {
        let target = self.value(heads);
        if target == 0 {
            return 0;
        }
        match heads {
            Heads::All => {
                let first = self.axes[0].move_value_counts();
                match &self.axes[1..] {
                    [] => first.get(target as usize).map_or(0, |&c| u128::from(c)),
                    [second] if second.same_as(&self.axes[0]) => {
                        pairs_with_product(&first, &first, target)
                    }
                    [second] => pairs_with_product(&first, &second.move_value_counts(), target),
                    _ => unreachable!("one or two factors"),
                }
            }
            Heads::Listed(coins) => self.winning_moves_by_corner(coins, target),
        }
    }

    /// The winning moves corner by corner: the values of the moves ending at each heads
    /// coin's coordinates, paired.
    fn winning_moves_by_corner(&self, coins: &[Vec<usize>], target: u32) -> u128 {
        // For each axis, the counts by value of the moves ending at each coordinate used.
        let tables: Vec<HashMap<usize, HashMap<u32, u64>>> = (0..self.axes.len())
            .map(|axis| {
                let mut at: HashMap<usize, HashMap<u32, u64>> = HashMap::new();
                for coin in coins {
                    at.entry(coin[axis]).or_insert_with(|| {
                        let mut counts = HashMap::new();
                        self.axes[axis].for_each_move_value(coin[axis], &mut |v| {
                            *counts.entry(v).or_insert(0) += 1;
                        });
                        counts
                    });
                }
                at
            })
            .collect();
        coins
            .iter()
            .map(|coin| {
                let counts: Vec<&HashMap<u32, u64>> = coin
                    .iter()
                    .zip(&tables)
                    .map(|(c, table)| &table[c])
                    .collect();
                match counts.as_slice() {
                    [one] => one.get(&target).map_or(0, |&c| u128::from(c)),
                    [first, second] => {
                        let (few, many) = if first.len() <= second.len() {
                            (first, second)
                        } else {
                            (second, first)
                        };
                        few.iter()
                            .map(|(&a, &count)| {
                                let b = target.nim_div(a).expect("move values are not 0");
                                u128::from(count) * u128::from(many.get(&b).copied().unwrap_or(0))
                            })
                            .sum()
                    }
                    _ => unreachable!("one or two factors"),
                }
            })
            .sum()
    }
}

/// `sum_a first[a] · second[target / a]` over the values `a != 0` (nim-division).
fn pairs_with_product(first: &[u64], second: &[u64], target: u32) -> u128 {
    // Go through the table with fewer values present.
    let present = |t: &[u64]| t.iter().filter(|&&c| c != 0).count();
    let (few, many) = if present(first) <= present(second) {
        (first, second)
    } else {
        (second, first)
    };
    few.iter()
        .enumerate()
        .skip(1)
        .filter(|(_, &count)| count != 0)
        .map(|(a, &count)| {
            let b = target.nim_div(a as u32).expect("a is not 0") as usize;
            u128::from(count) * u128::from(many.get(b).copied().unwrap_or(0))
        })
        .sum()
}

/// A coin's coordinates as written: `(x,y)` or `x`.
fn coordinates(coin: &[usize]) -> String {
    let parts: Vec<String> = coin.iter().map(ToString::to_string).collect();
    match parts.as_slice() {
        [one] => one.clone(),
        _ => format!("({})", parts.join(",")),
    }
}
