//! The generic solver of rulesets against plain recursion over the same rules: rulesets
//! defined here through the trait alone (no registry) get canonical forms, thermographs,
//! nim-values and outcomes, and every hook (components, symmetry keys with negation,
//! closed forms) leaves the values unchanged.

use conway::impartial::heap::HeapGame;
use conway::partizan::{Arena, Error, GameId, Normalised, Outcome, Ruleset, Solver};
use std::cell::Cell;
use std::collections::HashMap;

/// Plain recursion over a ruleset's options, memoised per position: no components, no
/// symmetry, no closed forms, no explicit stack. The slow twin of [`Solver::value`].
fn plain<R: Ruleset>(
    ruleset: &R,
    arena: &mut Arena,
    position: &R::Position,
    memo: &mut HashMap<R::Position, GameId>,
) -> GameId {
    if let Some(&g) = memo.get(position) {
        return g;
    }
    let left: Vec<GameId> = ruleset
        .left_options(position)
        .iter()
        .map(|p| plain(ruleset, arena, p, memo))
        .collect();
    let right: Vec<GameId> = ruleset
        .right_options(position)
        .iter()
        .map(|p| plain(ruleset, arena, p, memo))
        .collect();
    let g = arena.game(&left, &right).unwrap();
    memo.insert(position.clone(), g);
    g
}

/// A small Domineering, written for this test: a grid of at most 16 cells (`true` =
/// empty), Left places vertical dominoes, Right horizontal ones. Components are the
/// 4-connected groups of empty cells (on a board of the same size); the key is the
/// least of the board and its transpose, the transpose negating.
#[derive(Clone, Copy)]
struct SmallDomineering {
    /// Whether to split into components and normalise (the hooks under test).
    hooks: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
struct Grid {
    rows: usize,
    cols: usize,
    empty: Vec<bool>,
}

impl Grid {
    fn placements(&self, vertical: bool) -> Vec<Grid> {
        let (dr, dc) = if vertical { (1, 0) } else { (0, 1) };
        let mut out = Vec::new();
        for r in 0..self.rows - dr {
            for c in 0..self.cols - dc {
                let (a, b) = (r * self.cols + c, (r + dr) * self.cols + c + dc);
                if self.empty[a] && self.empty[b] {
                    let mut next = self.clone();
                    next.empty[a] = false;
                    next.empty[b] = false;
                    out.push(next);
                }
            }
        }
        out
    }

    fn transposed(&self) -> Grid {
        let mut empty = vec![false; self.empty.len()];
        for r in 0..self.rows {
            for c in 0..self.cols {
                empty[c * self.rows + r] = self.empty[r * self.cols + c];
            }
        }
        Grid {
            rows: self.cols,
            cols: self.rows,
            empty,
        }
    }

    fn groups(&self) -> Vec<Grid> {
        let mut seen = vec![false; self.empty.len()];
        let mut groups = Vec::new();
        for start in 0..self.empty.len() {
            if !self.empty[start] || seen[start] {
                continue;
            }
            let mut group = vec![false; self.empty.len()];
            let mut todo = vec![start];
            seen[start] = true;
            while let Some(i) = todo.pop() {
                group[i] = true;
                let (r, c) = (i / self.cols, i % self.cols);
                let mut near = Vec::new();
                if r > 0 {
                    near.push(i - self.cols);
                }
                if r + 1 < self.rows {
                    near.push(i + self.cols);
                }
                if c > 0 {
                    near.push(i - 1);
                }
                if c + 1 < self.cols {
                    near.push(i + 1);
                }
                for j in near {
                    if self.empty[j] && !seen[j] {
                        seen[j] = true;
                        todo.push(j);
                    }
                }
            }
            groups.push(Grid {
                empty: group,
                ..self.clone()
            });
        }
        groups
    }
}

impl Ruleset for SmallDomineering {
    type Position = Grid;
    fn left_options(&self, g: &Grid) -> Vec<Grid> {
        g.placements(true)
    }
    fn right_options(&self, g: &Grid) -> Vec<Grid> {
        g.placements(false)
    }
    fn components(&self, g: &Grid) -> Vec<Grid> {
        if self.hooks {
            g.groups()
        } else {
            vec![g.clone()]
        }
    }
    fn normalise(&self, g: &Grid) -> Normalised<Grid> {
        let t = g.transposed();
        if self.hooks && t < *g {
            Normalised {
                key: t,
                negated: true,
            }
        } else {
            Normalised {
                key: g.clone(),
                negated: false,
            }
        }
    }
}

/// Deterministic boards: every `rows x cols` board with up to 16 cells, holes from a
/// xorshift sequence.
fn boards() -> Vec<Grid> {
    let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
    let mut out = Vec::new();
    for rows in 1..=4 {
        for cols in 1..=4 {
            for _ in 0..6 {
                let empty = (0..rows * cols)
                    .map(|_| {
                        seed ^= seed << 13;
                        seed ^= seed >> 7;
                        seed ^= seed << 17;
                        !seed.is_multiple_of(5)
                    })
                    .collect();
                out.push(Grid { rows, cols, empty });
            }
        }
    }
    out
}

#[test]
fn components_and_symmetry_keys_leave_values_unchanged() {
    let mut arena = Arena::new();
    let mut with_hooks = Solver::new(SmallDomineering { hooks: true });
    let mut without = Solver::new(SmallDomineering { hooks: false });
    let mut memo = HashMap::new();
    let mut distinct = std::collections::HashSet::new();
    for board in boards() {
        let twin = plain(
            &SmallDomineering { hooks: false },
            &mut arena,
            &board,
            &mut memo,
        );
        let fast = with_hooks.value(&mut arena, &board).unwrap();
        assert_eq!(fast, twin, "{board:?}");
        assert_eq!(without.value(&mut arena, &board).unwrap(), twin);
        // the outcome search stops early but agrees with the value
        let mut fresh = Solver::new(SmallDomineering { hooks: true });
        assert_eq!(
            fresh.outcome(&mut arena, &board).unwrap(),
            arena.outcome(twin)
        );
        distinct.insert(twin);
    }
    assert!(distinct.len() > 20, "too few distinct values to test much");
    // A ruleset defined only through the trait gets thermographs too: 2x2 is ±1.
    let square = Grid {
        rows: 2,
        cols: 2,
        empty: vec![true; 4],
    };
    let g = with_hooks.value(&mut arena, &square).unwrap();
    assert_eq!(arena.display(g), "±1");
    assert_eq!(arena.temperature(g).unwrap().to_string(), "1");
}

#[test]
fn progress_counts_the_options_of_the_position() {
    let mut arena = Arena::new();
    let mut solver = Solver::new(SmallDomineering { hooks: true });
    let board = Grid {
        rows: 3,
        cols: 3,
        empty: vec![true; 9],
    };
    let mut seen = Vec::new();
    solver
        .value_with_progress(&mut arena, &board, &mut |d, t| seen.push((d, t)))
        .unwrap();
    // 6 vertical and 6 horizontal placements
    assert_eq!(seen, (1..=12).map(|d| (d, 12)).collect::<Vec<_>>());
}

/// Cutcake (Winning Ways, ch. 2): Left cuts a rectangle along a vertical line, Right
/// along a horizontal one. A position is a multiset of rectangles (height, width).
struct Cutcake;

impl Ruleset for Cutcake {
    type Position = Vec<(u32, u32)>;
    fn left_options(&self, p: &Vec<(u32, u32)>) -> Vec<Vec<(u32, u32)>> {
        cuts(p, false)
    }
    fn right_options(&self, p: &Vec<(u32, u32)>) -> Vec<Vec<(u32, u32)>> {
        cuts(p, true)
    }
    fn components(&self, p: &Vec<(u32, u32)>) -> Vec<Vec<(u32, u32)>> {
        p.iter().map(|&r| vec![r]).collect()
    }
    fn normalise(&self, p: &Vec<(u32, u32)>) -> Normalised<Vec<(u32, u32)>> {
        match p[..] {
            [(h, w)] if w < h => Normalised {
                key: vec![(w, h)],
                negated: true,
            },
            _ => Normalised {
                key: p.clone(),
                negated: false,
            },
        }
    }
}

/// Every cut of one rectangle, across its height (`horizontal`) or its width.
fn cuts(p: &[(u32, u32)], horizontal: bool) -> Vec<Vec<(u32, u32)>> {
    let mut out = Vec::new();
    for (i, &(h, w)) in p.iter().enumerate() {
        let side = if horizontal { h } else { w };
        for k in 1..side {
            let mut next = p.to_vec();
            next.remove(i);
            if horizontal {
                next.extend([(k, w), (h - k, w)]);
            } else {
                next.extend([(h, k), (h, w - k)]);
            }
            next.sort_unstable();
            out.push(next);
        }
    }
    out
}

#[test]
fn cutcake_values_are_integers_given_by_the_binary_rule() {
    // Winning Ways, ch. 2: an h x w cake with w >= h (Left cuts widths) is worth
    // floor(w / 2^floor(log2 h)) - 1, and the negative with the roles swapped.
    let mut arena = Arena::new();
    let mut solver = Solver::new(Cutcake);
    let mut memo = HashMap::new();
    for h in 1..=8u32 {
        for w in 1..=8u32 {
            let g = solver.value(&mut arena, &vec![(h, w)]).unwrap();
            if h * w <= 12 {
                // the twin sees multisets of pieces: exponentially many
                assert_eq!(g, plain(&Cutcake, &mut arena, &vec![(h, w)], &mut memo));
            }
            let value = |h: u32, w: u32| i64::from(w >> h.ilog2()) - 1;
            let expected = if w >= h { value(h, w) } else { -value(w, h) };
            assert_eq!(arena.display(g), expected.to_string(), "{h}x{w}");
        }
    }
    let sum = solver
        .value(&mut arena, &vec![(1, 3), (3, 1), (2, 5)])
        .unwrap();
    assert_eq!(arena.display(sum), "1"); // 2 - 2 + 1
}

/// Kayles on a row of pins (octal game 0.77): either player knocks down one pin or two
/// adjacent pins. A position is a sorted list of row lengths.
struct Kayles;

impl Ruleset for Kayles {
    type Position = Vec<u32>;
    fn left_options(&self, rows: &Vec<u32>) -> Vec<Vec<u32>> {
        let mut out = Vec::new();
        for (i, &n) in rows.iter().enumerate() {
            for take in 1..=2.min(n) {
                for before in 0..=n - take {
                    let mut next = rows.clone();
                    next.remove(i);
                    next.extend([before, n - take - before].into_iter().filter(|&x| x > 0));
                    next.sort_unstable();
                    out.push(next);
                }
            }
        }
        out
    }
    fn right_options(&self, rows: &Vec<u32>) -> Vec<Vec<u32>> {
        self.left_options(rows)
    }
    fn components(&self, rows: &Vec<u32>) -> Vec<Vec<u32>> {
        rows.iter().map(|&n| vec![n]).collect()
    }
    fn is_impartial(&self) -> bool {
        true
    }
}

#[test]
fn impartial_rulesets_get_nim_values_through_the_same_trait() {
    let grundy = HeapGame::parse("octal:0.77").unwrap().values(60).unwrap();
    let mut arena = Arena::new();
    let mut solver = Solver::new(Kayles);
    for n in 0..=60u32 {
        let nim = solver.nim_value(&mut arena, &vec![n]).unwrap();
        assert_eq!(nim, grundy[n as usize], "Kayles {n}");
    }
    for n in 0..=12u32 {
        let g = solver.value(&mut arena, &vec![n]).unwrap();
        assert_eq!(g, arena.nimber(grundy[n as usize]), "Kayles {n}");
    }
    let nim = solver.nim_value(&mut arena, &vec![3, 5, 7]).unwrap();
    assert_eq!(nim, grundy[3] ^ grundy[5] ^ grundy[7]);
    let outcome = solver.outcome(&mut arena, &vec![3, 5, 7]).unwrap();
    assert_eq!(outcome == Outcome::P, nim == 0);
    // nim-values of a partizan ruleset are refused
    let mut partizan = Solver::new(Cutcake);
    assert_eq!(
        partizan.nim_value(&mut arena, &vec![(2, 2)]),
        Err(Error::NotImpartial)
    );
}

/// A counter that only Left can decrease, by one: `n` is the integer `n`; the game is
/// `n` moves long.
struct Countdown;

impl Ruleset for Countdown {
    type Position = u32;
    fn left_options(&self, &n: &u32) -> Vec<u32> {
        n.checked_sub(1).into_iter().collect()
    }
    fn right_options(&self, _: &u32) -> Vec<u32> {
        Vec::new()
    }
}

#[test]
fn long_games_need_no_deep_call_stack() {
    // 300000 moves deep, on the test thread's ordinary stack.
    let mut arena = Arena::new();
    let mut solver = Solver::new(Countdown);
    let g = solver.value(&mut arena, &300_000).unwrap();
    assert_eq!(arena.display(g), "300000");
    assert_eq!(solver.outcome(&mut arena, &299_999).unwrap(), Outcome::L);
}

#[test]
fn bounded_searches_refuse_and_leave_the_solver_usable() {
    let mut arena = Arena::new();
    let mut bounded = Solver::with_position_limit(Countdown, 100);
    assert_eq!(
        bounded.value(&mut arena, &1000),
        Err(Error::PositionLimit(100))
    );
    let g = bounded.value(&mut arena, &50).unwrap();
    assert_eq!(arena.display(g), "50");
    let mut limited = Arena::with_work_limit(1000);
    let e = Solver::new(Countdown)
        .value(&mut limited, &5000)
        .unwrap_err();
    assert_eq!(e, Error::WorkLimit(1000));
}

/// One position with `n` moves, every one to the end of the game: a search of two
/// positions that lists `n` moves.
struct Fan;

impl Ruleset for Fan {
    type Position = u32;
    fn left_options(&self, &n: &u32) -> Vec<u32> {
        vec![0; n as usize]
    }
    fn right_options(&self, &n: &u32) -> Vec<u32> {
        self.left_options(&n)
    }
    fn is_impartial(&self) -> bool {
        true
    }
}

#[test]
fn the_work_limit_counts_the_moves_listed_not_only_the_positions() {
    // two positions, 10000 moves: listing the moves is the work, so 5000 steps refuse it
    let mut limited = Arena::with_work_limit(5_000);
    assert_eq!(
        Solver::new(Fan).nim_value(&mut limited, &10_000),
        Err(Error::WorkLimit(5_000))
    );
    let mut limited = Arena::with_work_limit(5_000);
    assert_eq!(
        Solver::new(Fan).outcome(&mut limited, &10_000),
        Err(Error::WorkLimit(5_000))
    );
    let mut enough = Arena::with_work_limit(20_000);
    assert_eq!(Solver::new(Fan).nim_value(&mut enough, &10_000), Ok(1));
}

/// Hackenbush strings through the closed form hook only: the solver must not search.
struct ClosedStrings {
    searched: Cell<u32>,
}

impl Ruleset for ClosedStrings {
    type Position = u32; // n blue edges
    fn left_options(&self, &n: &u32) -> Vec<u32> {
        self.searched.set(self.searched.get() + 1);
        (0..n).collect()
    }
    fn right_options(&self, _: &u32) -> Vec<u32> {
        Vec::new()
    }
    fn closed_form(&self, arena: &mut Arena, &n: &u32) -> Result<Option<GameId>, Error> {
        Ok(n.is_multiple_of(2).then(|| arena.integer(n as i32)))
    }
}

#[test]
fn closed_forms_replace_the_search() {
    let mut arena = Arena::new();
    let ruleset = ClosedStrings {
        searched: Cell::new(0),
    };
    let mut solver = Solver::new(ruleset);
    let g = solver.value(&mut arena, &8).unwrap();
    assert_eq!(arena.display(g), "8");
    assert_eq!(solver.ruleset().searched.get(), 0);
    // 9 is searched; of its options only the odd ones are
    let g = solver.value(&mut arena, &9).unwrap();
    assert_eq!(arena.display(g), "9");
    assert_eq!(solver.ruleset().searched.get(), 5); // 9, 7, 5, 3, 1
}
