//! The coin-turning theorem checked by plain game search: every position of a short row,
//! valued by the mex over its moves (positions as bitmasks, no values of coins), has the
//! nim-sum of the fast values of its heads coins.

use super::rule::{CoinRule, RunLengths};
use super::values::grundy_values;
use crate::impartial::nimber::mex_of;

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

mod products {
    //! The Tartan theorem and the counts of winning moves, against plain game search of
    //! the two-dimensional game and the mex over its rectangles.

    use super::super::axis::Axis;
    use super::super::product::{parse_factors, Board, Heads};
    use super::super::rule::CoinRule;
    use crate::impartial::nimber::{mex_of, NimField};
    use rand::{Rng, SeedableRng};

    /// Pairs of factors, named.
    const PRODUCTS: [&str; 9] = [
        "turning:ruler x turning:ruler",
        "turning:runs:1,2,3 x turning:runs:odd",
        "turning:runs:squares x turning:runs:even",
        "turning:mock x turning:ruler",
        "turning:turtles x turning:twins",
        "turning:turtles:2 x turning:runs:2,3",
        "turning:mock x turning:mock",
        "turning:twins x turning:runs:triangular",
        "turning:runs:1 x turning:turtles",
    ];

    fn rules(product: &str) -> Vec<CoinRule> {
        parse_factors(product)
            .unwrap()
            .into_iter()
            .map(|(_, r)| r)
            .collect()
    }

    /// The moves of the product game with corner `(x, y)`, as sets of coins `(i, j)`.
    fn rectangles(factors: &[CoinRule], x: usize, y: usize) -> Vec<Vec<(usize, usize)>> {
        let mut rows = Vec::new();
        factors[0].for_each_move(x, &mut |s| rows.push(s.to_vec()));
        let mut columns = Vec::new();
        factors[1].for_each_move(y, &mut |s| columns.push(s.to_vec()));
        let mut moves = Vec::new();
        for s1 in &rows {
            for s2 in &columns {
                moves.push(
                    s1.iter()
                        .flat_map(|&i| s2.iter().map(move |&j| (i, j)))
                        .collect(),
                );
            }
        }
        moves
    }

    /// Every position of the `rows × columns` board (bit `(x-1) columns + (y-1)` for coin
    /// `(x, y)`, set for heads): its value by the mex over its moves, and its number of
    /// moves to a position of value 0.
    fn searched(factors: &[CoinRule], rows: usize, columns: usize) -> (Vec<u32>, Vec<u64>) {
        let bit = |(i, j): (usize, usize)| 1usize << ((i - 1) * columns + (j - 1));
        let flips: Vec<Vec<usize>> = (0..rows * columns)
            .map(|k| {
                rectangles(factors, k / columns + 1, k % columns + 1)
                    .iter()
                    .map(|m| m.iter().fold(0, |acc, &c| acc | bit(c)))
                    .collect()
            })
            .collect();
        let mut value = vec![0u32; 1 << (rows * columns)];
        let mut winning = vec![0u64; 1 << (rows * columns)];
        for position in 1..value.len() {
            let mut options = Vec::new();
            for (k, moves) in flips.iter().enumerate() {
                if position >> k & 1 == 1 {
                    options.extend(moves.iter().map(|flip| value[position ^ flip]));
                }
            }
            winning[position] = options.iter().filter(|&&v| v == 0).count() as u64;
            value[position] = mex_of(options);
        }
        (value, winning)
    }

    #[test]
    fn game_search_of_rows() {
        for name in [
            "turning:ruler",
            "turning:runs:2,3",
            "turning:mock",
            "turning:turtles:2",
            "turning:twins",
        ] {
            let rule = CoinRule::parse(name).unwrap();
            for coins in 1..=9 {
                let value = super::row_positions(&rule, coins);
                let board =
                    Board::new(std::slice::from_ref(&rule), &[coins], &mut |_, _| {}).unwrap();
                for position in 0..value.len() {
                    let mut winning = 0;
                    for n in (1..=coins).filter(|&n| position >> (n - 1) & 1 == 1) {
                        rule.for_each_move(n, &mut |turned| {
                            let flip = turned.iter().fold(0usize, |acc, &c| acc | 1 << (c - 1));
                            winning += u128::from(value[position ^ flip] == 0);
                        });
                    }
                    let heads = Heads::Listed(
                        (1..=coins)
                            .filter(|&n| position >> (n - 1) & 1 == 1)
                            .map(|n| vec![n])
                            .collect(),
                    );
                    assert_eq!(board.value(&heads), value[position]);
                    assert_eq!(board.winning_moves(&heads), winning, "{name} {position:b}");
                    if position == value.len() - 1 {
                        board
                            .check_winning_moves(&Heads::All, &[name.to_string()])
                            .unwrap();
                        assert_eq!(
                            board.winning_moves(&Heads::All),
                            winning,
                            "{name} all of {coins}"
                        );
                    }
                }
            }
        }
    }

    /// The board of `product` of size `rows x columns` against the game search of every
    /// position: all heads, and the heads of every `step`-th position.
    fn agrees_with_game_search(product: &str, rows: usize, columns: usize, step: usize) {
        let factors = rules(product);
        let names: Vec<String> = product.split(" x ").map(String::from).collect();
        let board = Board::new(&factors, &[rows, columns], &mut |_, _| {}).unwrap();
        let (value, winning) = searched(&factors, rows, columns);
        let all = Heads::All;
        let listed = (0..value.len()).step_by(step).map(|position| {
            let coins: Vec<Vec<usize>> = (0..rows * columns)
                .filter(|k| position >> k & 1 == 1)
                .map(|k| vec![k / columns + 1, k % columns + 1])
                .collect();
            (position, Heads::Listed(coins))
        });
        for (position, heads) in std::iter::once((value.len() - 1, all)).chain(listed) {
            heads.check(&[rows, columns]).unwrap();
            board.check_winning_moves(&heads, &names).unwrap();
            let place = format!("{product} {rows}x{columns} {position:b}");
            assert_eq!(board.value(&heads), value[position], "{place}");
            let moves = u128::from(winning[position]);
            assert_eq!(board.winning_moves(&heads), moves, "{place}");
        }
    }

    #[test]
    fn game_search_of_small_boards() {
        for product in PRODUCTS {
            for (rows, columns) in [(1, 1), (1, 5), (3, 1), (2, 3), (3, 4), (4, 3), (4, 4)] {
                // every position of boards up to 12 coins, a sample of larger ones
                let step = if rows * columns <= 12 { 1 } else { 61 };
                agrees_with_game_search(product, rows, columns, step);
            }
        }
    }

    /// `G(x, y)` as the mex over the rectangles with corner `(x, y)` of the nim-sum of the
    /// other coins' values, against `G1(x) * G2(y)`.
    #[test]
    fn tartan_theorem_up_to_6_by_6() {
        const SIZE: usize = 6;
        for product in PRODUCTS {
            let factors = rules(product);
            let mut g = [[0u32; SIZE + 1]; SIZE + 1];
            for x in 1..=SIZE {
                for y in 1..=SIZE {
                    let options = rectangles(&factors, x, y).into_iter().map(|m| {
                        m.iter()
                            .filter(|&&c| c != (x, y))
                            .fold(0, |acc, &(i, j)| acc ^ g[i][j])
                    });
                    g[x][y] = mex_of(options);
                }
            }
            let board = Board::new(&factors, &[SIZE, SIZE], &mut |_, _| {}).unwrap();
            let [g1, g2] = [&board.axes()[0], &board.axes()[1]];
            for (x, row) in g.iter().enumerate().skip(1) {
                for (y, &value) in row.iter().enumerate().skip(1) {
                    assert_eq!(
                        value,
                        g1.value(x).nim_mul(g2.value(y)),
                        "{product} at ({x}, {y})"
                    );
                }
            }
        }
    }

    /// The winning moves of all-heads boards up to 24 x 24, and of random heads, against
    /// every move listed with its value `a(S1) * b(S2)`.
    #[test]
    fn counts_as_every_move_listed() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(5);
        for product in PRODUCTS {
            let factors = rules(product);
            let names: Vec<String> = product.split(" x ").map(String::from).collect();
            for _ in 0..6 {
                let size = [rng.gen_range(1..=24), rng.gen_range(1..=24)];
                let board = Board::new(&factors, &size, &mut |_, _| {}).unwrap();
                let axes = board.axes();
                let values_at = |axis: &Axis, n: usize| {
                    let mut v = Vec::new();
                    axis.for_each_move_value(n, &mut |a| v.push(a));
                    v
                };
                let heads: Vec<Vec<usize>> = (1..=size[0])
                    .flat_map(|x| (1..=size[1]).map(move |y| vec![x, y]))
                    .filter(|_| rng.gen_bool(0.3))
                    .collect();
                for heads in [Heads::All, Heads::Listed(heads)] {
                    let corners: Vec<Vec<usize>> = match &heads {
                        Heads::All => (1..=size[0])
                            .flat_map(|x| (1..=size[1]).map(move |y| vec![x, y]))
                            .collect(),
                        Heads::Listed(coins) => coins.clone(),
                    };
                    let target = board.value(&heads);
                    let listed: u128 = if target == 0 {
                        0
                    } else {
                        corners
                            .iter()
                            .map(|c| {
                                let (rows, columns) =
                                    (values_at(&axes[0], c[0]), values_at(&axes[1], c[1]));
                                rows.iter()
                                    .flat_map(|a| columns.iter().map(move |b| a.nim_mul(*b)))
                                    .filter(|&v| v == target)
                                    .count() as u128
                            })
                            .sum()
                    };
                    board.check_winning_moves(&heads, &names).unwrap();
                    assert_eq!(
                        board.winning_moves(&heads),
                        listed,
                        "{product} {size:?} {heads:?}"
                    );
                }
            }
        }
    }

    /// Slow tier: every position of 4 x 5 boards (2^20 of them) by game search, the
    /// listed heads of one in 997.
    #[test]
    #[ignore = "slow tier: game search over 2^20 positions"]
    fn game_search_of_4_by_5_boards() {
        for product in [
            "turning:ruler x turning:runs:1,2,3",
            "turning:mock x turning:twins",
        ] {
            agrees_with_game_search(product, 4, 5, 997);
        }
    }

    /// Slow tier: all-heads boards whose every move is listed with its value (about 10^8
    /// pairs of axis moves each).
    #[test]
    #[ignore = "slow tier: about 10^8 pairs of moves per board"]
    fn large_boards_as_every_move_listed() {
        for (product, size) in [
            ("turning:ruler x turning:runs:odd", [151, 149]),
            ("turning:mock x turning:turtles:3", [101, 98]),
            (
                "turning:runs:squares x turning:runs:triangular",
                [1001, 997],
            ),
        ] {
            let factors = rules(product);
            let names: Vec<String> = product.split(" x ").map(String::from).collect();
            let board = Board::new(&factors, &size, &mut |_, _| {}).unwrap();
            let target = board.value(&Heads::All);
            assert_ne!(target, 0, "{product}: choose a board the first player wins");
            let moves: Vec<Vec<u32>> = (0..2)
                .map(|axis| {
                    let mut values = Vec::new();
                    for n in 1..=size[axis] {
                        board.axes()[axis].for_each_move_value(n, &mut |a| values.push(a));
                    }
                    values
                })
                .collect();
            let listed: u128 = moves[0]
                .iter()
                .map(|a| moves[1].iter().filter(|&&b| a.nim_mul(b) == target).count() as u128)
                .sum();
            board.check_winning_moves(&Heads::All, &names).unwrap();
            assert_eq!(
                board.winning_moves(&Heads::All),
                listed,
                "{product} {size:?}"
            );
        }
    }
}
