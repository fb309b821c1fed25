//! Heap games with a memory (CGSuite's library, `game.heap.GenMem`): one heap of `n`
//! tokens, and the number `k` of tokens the previous move removed. A move removes `a`
//! tokens, `1 <= a <= n`, where the rule allows `a` after `k`; the next player's `k` is
//! `a`. Both players have the same moves (impartial), so a position is a nimber.
//!
//! | ruleset | `a` allowed after `k` | source |
//! |---|---|---|
//! | `mem:N,K` | `a >= k` (at least as many as last time) | CGSuite's `Mem` |
//! | `takeaway:P/Q:N,K` | `a <= (P/Q) k` | CGSuite's `TakeAway` |
//! | `fibnim:N,K` | `a <= 2k` (Fibonacci Nim, Whinihan 1963) | CGSuite's `FibonacciNim` |
//!
//! As in CGSuite there is no special first move: the position says `K`. Classical
//! Fibonacci Nim on `n` tokens, whose first move may take any number but all, is
//! `fibnim:n,K` with `2K = n - 1` rounded up. Its winning strategy is Zeckendorf's
//! (Whinihan): `(n, k)` is a loss for the player to move exactly when the least term of
//! the Zeckendorf representation of `n` (as a sum of non-consecutive Fibonacci numbers)
//! exceeds `2k`; the tests check it.
//!
//! The generic solver computes the nim-values by the mex rule: a position has at most `n`
//! options and the heap only shrinks.
//!
//! ```
//! use conway::partizan::{Arena, Solver};
//! use conway_games::memory_heaps::{MemoryHeaps, Position};
//! let mut arena = Arena::new();
//! let p: Position = "fibnim:10,4".parse().unwrap();
//! assert_eq!(Solver::new(MemoryHeaps).nim_value(&mut arena, &p).unwrap(), 5); // CGSuite
//! ```

use conway::excerpt::excerpt;
use conway::partizan::Ruleset;
use std::fmt;
use std::str::FromStr;

use crate::contract::{self, Entry};
use crate::drawing::{self, Mark};
use crate::invalid::InvalidPosition;

/// The largest heap.
pub const MAX_HEAP: u64 = 2000;

/// Which removals a rule allows after a removal of `k`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rule {
    /// At least `k`.
    Mem,
    /// At most `p/q` times `k`.
    TakeAway {
        /// The numerator of the limit.
        p: u64,
        /// Its denominator.
        q: u64,
    },
}

impl Rule {
    /// Whether `a` may be removed after a removal of `k`.
    fn allows(self, k: u64, a: u64) -> bool {
        match self {
            Rule::Mem => a >= k,
            Rule::TakeAway { p, q } => {
                u128::from(a) * u128::from(q) <= u128::from(p) * u128::from(k)
            }
        }
    }
}

/// A heap, the last removal and the rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// The rule.
    pub rule: Rule,
    /// The tokens in the heap.
    pub n: u64,
    /// How many tokens the previous move removed.
    pub k: u64,
}

/// Reads `N,K`.
fn heap(text: &str) -> Result<(u64, u64), InvalidPosition> {
    let (n, k) = text.split_once(',').ok_or_else(|| {
        InvalidPosition(format!(
            "expected N,K (the heap and the last removal), found '{}'",
            excerpt(text)
        ))
    })?;
    let n = n
        .trim()
        .parse::<u64>()
        .ok()
        .filter(|&n| n <= MAX_HEAP)
        .ok_or_else(|| {
            InvalidPosition(format!(
                "N: expected a heap of at most {MAX_HEAP} tokens, found '{}' (the nim-values \
                 of a heap of n take about n^3 steps)",
                excerpt(n.trim())
            ))
        })?;
    let k = k.trim().parse::<u64>().map_err(|_| {
        InvalidPosition(format!(
            "K: expected a whole number below 2^64, found '{}'",
            excerpt(k.trim())
        ))
    })?;
    Ok((n, k))
}

impl FromStr for Position {
    type Err = InvalidPosition;

    /// `mem:N,K`, `fibnim:N,K` or `takeaway:P/Q:N,K` (`P` alone for `P/1`).
    fn from_str(text: &str) -> Result<Position, InvalidPosition> {
        let (name, rest) = text.split_once(':').ok_or_else(|| {
            InvalidPosition(format!(
                "expected mem:N,K, fibnim:N,K or takeaway:P/Q:N,K, found '{}'",
                excerpt(text)
            ))
        })?;
        let (rule, rest) = match name {
            "mem" => (Rule::Mem, rest),
            "fibnim" => (Rule::TakeAway { p: 2, q: 1 }, rest),
            "takeaway" => {
                let (limit, rest) = rest.split_once(':').ok_or_else(|| {
                    InvalidPosition(format!(
                        "expected takeaway:P/Q:N,K, found '{}'",
                        excerpt(text)
                    ))
                })?;
                let (p, q) = limit.split_once('/').unwrap_or((limit, "1"));
                let number = |s: &str| s.trim().parse::<u64>().ok().filter(|&x| x > 0);
                let (Some(p), Some(q)) = (number(p), number(q)) else {
                    return Err(InvalidPosition(format!(
                        "the limit P/Q: expected positive whole numbers, found '{}'",
                        excerpt(limit)
                    )));
                };
                (Rule::TakeAway { p, q }, rest)
            }
            other => {
                return Err(InvalidPosition(format!(
                    "unknown rule '{}': expected mem, fibnim or takeaway",
                    excerpt(other)
                )))
            }
        };
        let (n, k) = heap(rest)?;
        Ok(Position { rule, n, k })
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.rule {
            Rule::Mem => write!(f, "mem:{},{}", self.n, self.k),
            Rule::TakeAway { p: 2, q: 1 } => write!(f, "fibnim:{},{}", self.n, self.k),
            Rule::TakeAway { p, q } => write!(f, "takeaway:{p}/{q}:{},{}", self.n, self.k),
        }
    }
}

/// The heap games with a memory, for the generic [`Solver`](conway::partizan::Solver).
#[derive(Clone, Copy, Debug, Default)]
pub struct MemoryHeaps;

impl Ruleset for MemoryHeaps {
    type Position = Position;

    fn left_options(&self, p: &Position) -> Vec<Position> {
        (1..=p.n)
            .filter(|&a| p.rule.allows(p.k, a))
            .map(|a| Position {
                n: p.n - a,
                k: a,
                ..*p
            })
            .collect()
    }

    fn right_options(&self, p: &Position) -> Vec<Position> {
        self.left_options(p)
    }

    fn is_impartial(&self) -> bool {
        true
    }
}

/// The registry entry of the three rules, their positions named by a prefix of their
/// own so that one solver holds them all.
const fn entry(
    name: &'static str,
    syntax: &'static str,
    about: &'static str,
    examples: &'static [&'static str],
    make: fn(contract::Variant) -> Box<dyn contract::PositionSolver + Send>,
) -> Entry {
    Entry {
        name,
        syntax,
        about,
        examples,
        argument_chars: ":",
        draw: |text| {
            let (n, _) = heap(text.rsplit(':').next().unwrap_or(text))?;
            drawing::check_size(n as usize)?;
            drawing::board(&[vec![Mark::Token; n as usize]])
        },
        editor: None,
        make,
    }
}

/// The solver of the positions that `parse` reads (of one rule), written without the
/// rule's name.
fn solver(
    variant: contract::Variant,
    parse: contract::Parser<Position>,
) -> Box<dyn contract::PositionSolver + Send> {
    contract::printing_position_solver(variant, MemoryHeaps, parse, |p| {
        contract::argument_of(p.to_string())
    })
}

/// Mem.
pub const MEM_ENTRY: Entry = entry(
    "mem",
    "N,K: a heap of N tokens (at most 2000), the previous move having removed K",
    "Mem: remove at least as many tokens as the previous move did (impartial)",
    &["mem:8,0", "mem:12,2"],
    |variant| solver(variant, |text| format!("mem:{text}").parse()),
);

/// Fibonacci Nim.
pub const FIB_ENTRY: Entry = entry(
    "fibnim",
    "N,K: a heap of N tokens (at most 2000), the previous move having removed K",
    "Fibonacci Nim: remove at most twice as many tokens as the previous move did (impartial)",
    &["fibnim:10,4", "fibnim:13,5"],
    |variant| solver(variant, |text| format!("fibnim:{text}").parse()),
);

/// Take-Away.
pub const TAKEAWAY_ENTRY: Entry = entry(
    "takeaway",
    "P/Q:N,K: at most P/Q times the previous removal K, from a heap of N (at most 2000)",
    "Take-Away: remove at most P/Q times as many tokens as the previous move did (impartial)",
    &["takeaway:3:10,4", "takeaway:3/2:12,6"],
    |variant| solver(variant, |text| format!("takeaway:{text}").parse()),
);

#[cfg(test)]
mod tests {
    use super::*;
    use conway::partizan::{Arena, Solver};
    use std::collections::HashMap;

    /// Slow twin: the mex rule on `(n, k)` from the rule's predicate, memoised.
    fn plain(rule: Rule, n: u64, k: u64, memo: &mut HashMap<(u64, u64), u32>) -> u32 {
        if let Some(&g) = memo.get(&(n, k)) {
            return g;
        }
        let options: Vec<u32> = (1..=n)
            .filter(|&a| rule.allows(k, a))
            .map(|a| plain(rule, n - a, a, memo))
            .collect();
        let g = (0..).find(|g| !options.contains(g)).unwrap();
        memo.insert((n, k), g);
        g
    }

    fn nim(text: &str) -> u32 {
        let mut arena = Arena::new();
        Solver::new(MemoryHeaps)
            .nim_value(&mut arena, &text.parse().unwrap())
            .unwrap()
    }

    /// CGSuite's test suite (GameHeapTest, "define coordinate games properly"): the
    /// nim-values of a heap of 10 with the last removal 0 to 20, and the number of options
    /// at (10, 10).
    #[test]
    fn cgsuites_tables() {
        let fib = [
            0, 2, 2, 2, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5,
        ];
        let three = [
            0, 2, 2, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6,
        ];
        let mem = [
            3, 3, 3, 3, 2, 2, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        ];
        for k in 0..=20 {
            assert_eq!(nim(&format!("fibnim:10,{k}")), fib[k], "fibnim (10, {k})");
            assert_eq!(
                nim(&format!("takeaway:3:10,{k}")),
                three[k],
                "takeaway 3 (10, {k})"
            );
            assert_eq!(nim(&format!("mem:10,{k}")), mem[k], "mem (10, {k})");
        }
        let options = |text: &str| MemoryHeaps.left_options(&text.parse().unwrap()).len();
        assert_eq!(options("fibnim:10,10"), 10);
        assert_eq!(options("takeaway:3:10,10"), 10);
        assert_eq!(options("mem:10,10"), 1);
    }

    /// Fibonacci Nim's strategy (Whinihan 1963): `(n, k)` is a second-player win exactly
    /// when the least Zeckendorf term of `n` exceeds `2k`.
    #[test]
    fn fibonacci_nim_follows_zeckendorf() {
        let mut fib = vec![1u64, 2];
        while *fib.last().unwrap() < 200 {
            fib.push(fib[fib.len() - 1] + fib[fib.len() - 2]);
        }
        let least_term = |mut n: u64| {
            let mut least = n;
            while n > 0 {
                let f = *fib.iter().rev().find(|&&f| f <= n).unwrap();
                least = f;
                n -= f;
            }
            least
        };
        let mut arena = Arena::new();
        let mut solver = Solver::new(MemoryHeaps);
        for n in 1..=120 {
            for k in 1..=60 {
                let p: Position = format!("fibnim:{n},{k}").parse().unwrap();
                let g = solver.nim_value(&mut arena, &p).unwrap();
                assert_eq!(g == 0, least_term(n) > 2 * k, "({n}, {k})");
            }
        }
    }

    #[test]
    fn solver_agrees_with_the_mex_rule() {
        let mut arena = Arena::new();
        let mut solver = Solver::new(MemoryHeaps);
        for (rule, text) in [
            (Rule::Mem, "mem"),
            (Rule::TakeAway { p: 2, q: 1 }, "fibnim"),
            (Rule::TakeAway { p: 3, q: 2 }, "takeaway:3/2"),
            (Rule::TakeAway { p: 5, q: 1 }, "takeaway:5"),
        ] {
            let mut memo = HashMap::new();
            for n in 0..40 {
                for k in 0..45 {
                    let p: Position = format!("{text}:{n},{k}").parse().unwrap();
                    assert_eq!(p.to_string().parse::<Position>().unwrap(), p);
                    let g = solver.nim_value(&mut arena, &p).unwrap();
                    assert_eq!(g, plain(rule, n, k, &mut memo), "{p}");
                }
            }
        }
        let err = |t: &str| t.parse::<Position>().unwrap_err().0;
        assert!(err("mem:2001,0").contains("at most 2000"));
        assert!(err("takeaway:0:5,1").contains("positive whole numbers"));
        assert!(err("mem:5").contains("expected N,K"));
        assert!(err("nim:5,1").contains("unknown rule"));
    }
}
