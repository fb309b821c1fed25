//! Spawning games (CGSuite's `game.heap.Spawning(code)`): the heap form of the coin-turning
//! game of a *turning code* (CGSuite's `game.strip.Turning`; Winning Ways, ch. 14). Heap
//! `n` stands for a heads coin at place `n` of a strip (places from 1). A move of the
//! coin game turns coins at places `a1 < ... < ak = n`, the rightmost from heads to tails;
//! in heap form it replaces a heap `n` by the heaps `a1, ..., a(k-1)`. Both players have
//! the same moves (impartial); since `G + G = 0`, the two forms have the same values.
//!
//! A turning code is a comma-separated list of elements; a move may follow any one of
//! them. An element is the number `k` of coins turned — `K` (exactly), `K1-K2` (a range)
//! or `K+` (at least `K`) — followed by modifiers:
//!
//! | modifier | the coins turned |
//! |---|---|
//! | `C` | are consecutive |
//! | `E` | are equally spaced |
//! | `S` | are symmetric: `ai + a(k+1-i) = a1 + ak` |
//! | `F` | include the first place, 1 |
//! | `C(W)`, also written `CW` | lie within `W` consecutive places: `ak - a1 < W` |
//!
//! Winning Ways' games are codes: Turning Turtles `1-2`, Mock Turtles `1-3`, Moebius
//! `1-5`, Mogul `1-7`, Moidores `1-9`, Motley `1+`, Twins `2`, Triplets `3`, Ruler `1+C`,
//! Mock Turtle Fives `1-3C(5)`, Triplet Fives `3C(5)`, Ruler Fives `1-5C`, Turnips `3E`,
//! Grunt `4FS`, Sym `1+S`, Sympler `1+FS`. The tests reproduce CGSuite's tables (its test
//! suite, `GameHeapTest`): the nim-values of the heaps 1 to 20 and the number of moves of
//! a heap of 20, for ten codes.
//!
//! The rules are those of CGSuite's documentation of turning codes. Where its program
//! differs on a degenerate code, conway follows the documented rule and says so here:
//! a move that turns one coin, under `F`, is the move at place 1 only (the first place
//! must be among the coins turned); CGSuite's enumeration also allows it elsewhere unless
//! `C` is given, and divides by zero for one coin under `E` (here: the coin alone).
//!
//! A position is a list of heaps, `spawning:CODE:N1,N2,...`; it splits into its heaps. A
//! heap has at most [`MAX_MOVES`] moves (Motley's heap `n` has `2^(n-1)`): a larger heap
//! is refused when the position is read, with the count.
//!
//! ```
//! use conway::partizan::{Arena, Solver};
//! use conway_games::spawning::{Position, Spawning};
//! let mut arena = Arena::new();
//! let p: Position = "spawning:1-3:4".parse().unwrap(); // Mock Turtles' fourth coin
//! assert_eq!(Solver::new(Spawning).nim_value(&mut arena, &p).unwrap(), 7);
//! ```

use conway::excerpt::excerpt;
use conway::partizan::Ruleset;
use std::collections::HashSet;
use std::fmt;
use std::str::FromStr;
use std::sync::Arc;

use crate::contract::{self, Entry};
use crate::drawing::{self, Mark};
use crate::invalid::InvalidPosition;

/// The largest heap.
pub const MAX_HEAP: u32 = 100_000;

/// The most heaps of a position.
pub const MAX_HEAPS: usize = 64;

/// The most moves one heap may have.
pub const MAX_MOVES: u64 = 1 << 20;

/// How the coins of a move are arranged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Spacing {
    /// Any way.
    Any,
    /// Consecutive (`C`).
    Consecutive,
    /// Equally spaced (`E`).
    Equal,
    /// Symmetric about their middle (`S`).
    Symmetric,
}

/// One element of a turning code.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Element {
    /// The fewest coins turned (at least 1).
    pub min: u32,
    /// The most coins turned (`u32::MAX`: no bound).
    pub max: u32,
    /// The coins lie within this many consecutive places (`u32::MAX`: no bound).
    pub window: u32,
    /// Their arrangement.
    pub spacing: Spacing,
    /// The first place is among them (`F`).
    pub first: bool,
}

impl Element {
    /// Calls `visit` with the places `a1 < ... < a(k-1)` of each move of this element
    /// that ends at place `n` (the coin `n` itself left out); stops, returning false,
    /// when `visit` does.
    fn for_each_move(&self, n: u32, visit: &mut dyn FnMut(&[u32]) -> bool) -> bool {
        // The first coin of a move is at `lowest` or later.
        let lowest = if self.window >= n {
            1
        } else {
            n + 1 - self.window
        };
        let first_ok = |a1: u32| !self.first || a1 == 1;
        let mut places = Vec::new();
        for k in self.min..=self.max.min(n) {
            let others = (k - 1) as usize;
            let going_on = match self.spacing {
                Spacing::Any => {
                    if others == 0 {
                        !first_ok(n) || visit(&[])
                    } else if self.first {
                        places.clear();
                        places.push(1);
                        lowest != 1 || combinations(2, n - 1, others - 1, &mut places, visit)
                    } else {
                        places.clear();
                        combinations(lowest, n - 1, others, &mut places, visit)
                    }
                }
                Spacing::Consecutive => {
                    let a1 = n + 1 - k;
                    a1 < lowest || !first_ok(a1) || {
                        places.clear();
                        places.extend(a1..n);
                        visit(&places)
                    }
                }
                Spacing::Equal if others == 0 => !first_ok(n) || visit(&[]),
                Spacing::Equal => {
                    let mut step = 1;
                    let mut going = true;
                    while going && n > others as u32 * step && n - others as u32 * step >= lowest {
                        let a1 = n - others as u32 * step;
                        if first_ok(a1) {
                            places.clear();
                            places.extend((0..others as u32).map(|i| a1 + i * step));
                            going = visit(&places);
                        }
                        step += 1;
                    }
                    going
                }
                Spacing::Symmetric => {
                    let mut going = true;
                    let a1_range = if others == 0 { n..=n } else { lowest..=n - 1 };
                    for a1 in a1_range {
                        if !going {
                            break;
                        }
                        if first_ok(a1) {
                            going = symmetric(a1, n, others, &mut places, visit);
                        }
                    }
                    going
                }
            };
            if !going_on {
                return false;
            }
        }
        true
    }
}

/// Visits `chosen` extended by each `count`-subset of `from..=to`, in increasing order.
fn combinations(
    from: u32,
    to: u32,
    count: usize,
    chosen: &mut Vec<u32>,
    visit: &mut dyn FnMut(&[u32]) -> bool,
) -> bool {
    if count == 0 {
        return visit(chosen);
    }
    let mut x = from;
    while x + count as u32 <= to + 1 {
        chosen.push(x);
        let going = combinations(x + 1, to, count - 1, chosen, visit);
        chosen.pop();
        if !going {
            return false;
        }
        x += 1;
    }
    true
}

/// Visits the symmetric sets of `others + 1` places from `a1` to `n` that contain both
/// (`n` left out of what is visited): `a1`, then pairs `x, a1 + n - x` of the places
/// between them, and the middle place when the count is odd.
fn symmetric(
    a1: u32,
    n: u32,
    others: usize,
    places: &mut Vec<u32>,
    visit: &mut dyn FnMut(&[u32]) -> bool,
) -> bool {
    if others == 0 {
        return visit(&[]);
    }
    // Besides a1 and n, `others - 1` inner places: pairs `x < a1 + n - x`, and the
    // middle place when their count is odd.
    let inner = others - 1;
    let sum = a1 + n;
    if inner % 2 == 1 && sum % 2 == 1 {
        return true;
    }
    let pairs = inner / 2;
    let highest_low = (sum - 1) / 2;
    let mut lows = Vec::new();
    combinations(a1 + 1, highest_low, pairs, &mut lows, &mut |lows| {
        places.clear();
        places.push(a1);
        places.extend_from_slice(lows);
        if inner % 2 == 1 {
            places.push(sum / 2);
        }
        places.extend(lows.iter().rev().map(|&x| sum - x));
        visit(places)
    })
}

/// A turning code: its elements and the text they were read from.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Code {
    /// The elements, in the order written.
    pub elements: Vec<Element>,
}

impl Code {
    /// Calls `visit` with the heaps each move of a heap `n` leaves (the places of the
    /// other coins it turns), element by element, until `visit` returns false; a move two
    /// elements allow is visited twice.
    pub fn for_each_move(&self, n: u32, visit: &mut dyn FnMut(&[u32]) -> bool) {
        for e in &self.elements {
            if !e.for_each_move(n, visit) {
                return;
            }
        }
    }

    /// The number of moves of a heap `n`, counted up to `cap`.
    pub fn moves_up_to(&self, n: u32, cap: u64) -> u64 {
        let mut count = 0;
        self.for_each_move(n, &mut |_| {
            count += 1;
            count < cap
        });
        count
    }
}

impl FromStr for Code {
    type Err = InvalidPosition;

    fn from_str(text: &str) -> Result<Code, InvalidPosition> {
        let bad = |why: &str| {
            InvalidPosition(format!(
                "the turning code '{}': {why} (a code is elements like 1-3, 2+C, 3E, 4FS, \
                 1-3C(5), separated by commas)",
                excerpt(text)
            ))
        };
        let mut elements = Vec::new();
        for item in text.split(',') {
            let item = item.trim().to_ascii_uppercase();
            let digits_end = item
                .find(|c: char| !(c.is_ascii_digit() || c == '+' || c == '-'))
                .unwrap_or(item.len());
            let (range, mut modifiers) = item.split_at(digits_end);
            let number = |s: &str| {
                s.parse::<u32>()
                    .ok()
                    .filter(|&k| k >= 1)
                    .ok_or_else(|| bad("a count of coins must be a whole number, at least 1"))
            };
            let (min, max) = if let Some(low) = range.strip_suffix('+') {
                (number(low)?, u32::MAX)
            } else if let Some((low, high)) = range.split_once('-') {
                (number(low)?, number(high)?)
            } else {
                let k = number(range)?;
                (k, k)
            };
            if min > max {
                return Err(bad("a range's first count exceeds its last"));
            }
            let mut element = Element {
                min,
                max,
                window: u32::MAX,
                spacing: Spacing::Any,
                first: false,
            };
            let spacing = |s: Spacing, element: &mut Element| {
                if element.spacing != Spacing::Any {
                    return Err(bad("an element has at most one of C, E and S"));
                }
                element.spacing = s;
                Ok(())
            };
            while let Some(c) = modifiers.chars().next() {
                modifiers = &modifiers[1..];
                match c {
                    'C' => {
                        let inner = modifiers.strip_prefix('(');
                        let digits = inner.unwrap_or(modifiers);
                        let end = digits
                            .find(|c: char| !c.is_ascii_digit())
                            .unwrap_or(digits.len());
                        if end == 0 {
                            if inner.is_some() {
                                return Err(bad("C( must be followed by a width and )"));
                            }
                            spacing(Spacing::Consecutive, &mut element)?;
                            continue;
                        }
                        element.window = number(&digits[..end])?;
                        modifiers = &digits[end..];
                        if inner.is_some() {
                            modifiers = modifiers
                                .strip_prefix(')')
                                .ok_or_else(|| bad("C(W must be closed by )"))?;
                        }
                    }
                    'E' => spacing(Spacing::Equal, &mut element)?,
                    'S' => spacing(Spacing::Symmetric, &mut element)?,
                    'F' => element.first = true,
                    other => {
                        return Err(bad(&format!(
                            "unknown modifier '{other}' (C, E, S, F or C(W))"
                        )))
                    }
                }
            }
            // Coins within a window of W are at most W of them.
            element.max = element.max.min(element.window);
            if element.min <= element.max {
                elements.push(element);
            }
        }
        Ok(Code { elements })
    }
}

impl fmt::Display for Code {
    /// The code in the form read back by expressions (`C5` for `C(5)`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, e) in self.elements.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            match (e.min, e.max) {
                (k, u32::MAX) => write!(f, "{k}+")?,
                (k, m) if k == m => write!(f, "{k}")?,
                (k, m) => write!(f, "{k}-{m}")?,
            }
            if e.first {
                f.write_str("F")?;
            }
            f.write_str(match e.spacing {
                Spacing::Any => "",
                Spacing::Consecutive => "C",
                Spacing::Equal => "E",
                Spacing::Symmetric => "S",
            })?;
            if e.window != u32::MAX {
                write!(f, "C{}", e.window)?;
            }
        }
        Ok(())
    }
}

/// Heaps under a turning code.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// The code, shared by the positions of a search.
    pub code: Arc<Code>,
    /// The heaps, in increasing order.
    pub heaps: Vec<u32>,
}

impl Position {
    fn with(&self, mut heaps: Vec<u32>) -> Position {
        heaps.sort_unstable();
        Position {
            code: Arc::clone(&self.code),
            heaps,
        }
    }
}

impl FromStr for Position {
    type Err = InvalidPosition;

    /// `spawning:CODE:N1,N2,...`.
    fn from_str(text: &str) -> Result<Position, InvalidPosition> {
        let rest = text.strip_prefix("spawning:").ok_or_else(|| {
            InvalidPosition(format!(
                "expected spawning:CODE:HEAPS, found '{}'",
                excerpt(text)
            ))
        })?;
        let (code, heaps) = rest.rsplit_once(':').ok_or_else(|| {
            InvalidPosition(format!(
                "expected CODE:HEAPS (a turning code, then heaps separated by commas), found \
                 '{}'",
                excerpt(rest)
            ))
        })?;
        let code: Code = code.parse()?;
        let mut list = Vec::new();
        for item in heaps.split(',').filter(|s| !s.trim().is_empty()) {
            let n = item
                .trim()
                .parse::<u32>()
                .ok()
                .filter(|&n| n <= MAX_HEAP)
                .ok_or_else(|| {
                    InvalidPosition(format!(
                        "expected heaps of at most {MAX_HEAP} separated by commas, found '{}'",
                        excerpt(item.trim())
                    ))
                })?;
            list.push(n);
        }
        if list.len() > MAX_HEAPS {
            return Err(InvalidPosition(format!(
                "{} heaps: a position has at most {MAX_HEAPS} (a sum of positions has more)",
                list.len()
            )));
        }
        // Smaller heaps have no more moves than the largest one, whose options they are.
        if let Some(&largest) = list.iter().max() {
            let moves = code.moves_up_to(largest, MAX_MOVES + 1);
            if moves > MAX_MOVES {
                return Err(InvalidPosition(format!(
                    "a heap of {largest} has more than {MAX_MOVES} moves under {code} (the \
                     limit of one heap's options); smaller heaps have fewer"
                )));
            }
        }
        let position = Position {
            code: Arc::new(code),
            heaps: Vec::new(),
        };
        Ok(position.with(list))
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let heaps: Vec<String> = self.heaps.iter().map(u32::to_string).collect();
        write!(f, "spawning:{}:{}", self.code, heaps.join(","))
    }
}

/// Spawning games, for the generic [`Solver`](conway::partizan::Solver).
#[derive(Clone, Copy, Debug, Default)]
pub struct Spawning;

impl Ruleset for Spawning {
    type Position = Position;

    fn left_options(&self, p: &Position) -> Vec<Position> {
        let mut seen: HashSet<Vec<u32>> = HashSet::new();
        for (i, &n) in p.heaps.iter().enumerate() {
            if i > 0 && p.heaps[i - 1] == n {
                continue;
            }
            let others = p.heaps[..i].iter().chain(&p.heaps[i + 1..]);
            p.code.for_each_move(n, &mut |spawned| {
                let mut heaps: Vec<u32> = others.clone().chain(spawned).copied().collect();
                heaps.sort_unstable();
                seen.insert(heaps);
                true
            });
        }
        let mut options: Vec<Position> = seen.into_iter().map(|heaps| p.with(heaps)).collect();
        options.sort_unstable_by(|a, b| a.heaps.cmp(&b.heaps));
        options
    }

    fn right_options(&self, p: &Position) -> Vec<Position> {
        self.left_options(p)
    }

    /// Each heap alone.
    fn components(&self, p: &Position) -> Vec<Position> {
        p.heaps.iter().map(|&n| p.with(vec![n])).collect()
    }

    fn is_impartial(&self) -> bool {
        true
    }
}

/// The registry entry.
pub const ENTRY: Entry = Entry {
    name: "spawning",
    syntax: "CODE:N1,N2,...: heaps under a turning code (1-3, 1+C, 3E, 4FS, 1-3C5, ...)",
    about: "Spawning: coin-turning games as heaps, by CGSuite's turning codes (impartial)",
    examples: &["spawning:1-3:3,4", "spawning:1+C:6", "spawning:4FS:7"],
    argument_chars: "-:+",
    draw: |text| {
        let p: Position = format!("spawning:{text}").parse()?;
        drawing::check_size(p.heaps.iter().map(|&n| n as usize).sum())?;
        let rows: Vec<Vec<Mark>> = p
            .heaps
            .iter()
            .map(|&n| vec![Mark::Token; n as usize])
            .collect();
        drawing::board(&rows)
    },
    editor: None,
    make: |variant| {
        contract::printing_position_solver(
            variant,
            Spawning,
            |text| format!("spawning:{text}").parse(),
            |p| contract::argument_of(p.to_string()),
        )
    },
};

#[cfg(test)]
mod tests {
    use super::*;
    use conway::partizan::{Arena, Solver};

    fn code(text: &str) -> Code {
        text.parse().unwrap()
    }

    /// Slow twin of the moves: every set of places `1..=n` containing `n`, kept when it
    /// satisfies an element's conditions as stated (count, spacing, window, first).
    fn plain_moves(code: &Code, n: u32) -> Vec<Vec<u32>> {
        let mut moves = Vec::new();
        for mask in 0u64..1 << (n - 1) {
            let mut set: Vec<u32> = (1..n).filter(|&a| mask >> (a - 1) & 1 == 1).collect();
            set.push(n);
            let k = set.len() as u32;
            let (a1, gaps) = (set[0], set.windows(2).map(|w| w[1] - w[0]));
            let allowed = code.elements.iter().any(|e| {
                let spaced = match e.spacing {
                    Spacing::Any => true,
                    Spacing::Consecutive => gaps.clone().all(|g| g == 1),
                    Spacing::Equal => gaps.clone().all(|g| g == set.get(1).map_or(0, |b| b - a1)),
                    Spacing::Symmetric => {
                        (0..set.len()).all(|i| set[i] + set[set.len() - 1 - i] == a1 + n)
                    }
                };
                (e.min..=e.max).contains(&k) && spaced && n - a1 < e.window && (!e.first || a1 == 1)
            });
            if allowed {
                set.pop();
                moves.push(set);
            }
        }
        moves.sort();
        moves
    }

    fn listed_moves(code: &Code, n: u32) -> Vec<Vec<u32>> {
        let mut moves = Vec::new();
        code.for_each_move(n, &mut |m| {
            moves.push(m.to_vec());
            true
        });
        moves.sort();
        moves.dedup();
        moves
    }

    /// CGSuite's test suite (GameHeapTest, "define other heap games properly"): the
    /// nim-values of the heaps 1 to 20 and the number of moves of a heap of 20.
    #[test]
    fn cgsuites_tables() {
        let table: [(&str, u64, [u32; 20]); 10] = [
            (
                "1-3",
                191,
                [
                    1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31, 32, 35, 37, 38,
                ],
            ),
            (
                "1-9",
                169766,
                [
                    1, 2, 4, 8, 16, 32, 64, 128, 256, 511, 512, 1024, 2048, 4096, 7711, 8192,
                    16384, 26215, 32768, 43691,
                ],
            ),
            (
                "3",
                171,
                [
                    0, 0, 1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31, 32, 35,
                ],
            ),
            (
                "1+C",
                20,
                [1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16, 1, 2, 1, 4],
            ),
            (
                "1-3C(5)",
                11,
                [1, 2, 4, 7, 8, 1, 2, 4, 7, 8, 1, 2, 4, 7, 8, 1, 2, 4, 7, 8],
            ),
            (
                "3C(5)",
                6,
                [0, 0, 1, 2, 4, 0, 0, 1, 2, 4, 0, 0, 1, 2, 4, 0, 0, 1, 2, 4],
            ),
            (
                "1-5C",
                5,
                [1, 2, 1, 4, 1, 2, 1, 4, 1, 2, 1, 4, 1, 2, 1, 4, 1, 2, 1, 4],
            ),
            (
                "3E",
                9,
                [0, 0, 1, 0, 0, 1, 2, 2, 1, 0, 0, 1, 0, 0, 1, 2, 2, 1, 4, 4],
            ),
            (
                "4FS",
                9,
                [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3],
            ),
            (
                "1+S",
                2046,
                [
                    1, 2, 4, 3, 6, 7, 8, 16, 18, 25, 32, 11, 64, 31, 128, 10, 256, 5, 512, 28,
                ],
            ),
        ];
        let mut arena = Arena::new();
        for (text, moves_of_20, values) in table {
            let mut solver = Solver::new(Spawning);
            let c = code(text);
            assert_eq!(
                c.moves_up_to(20, u64::MAX),
                moves_of_20,
                "{text}: moves of 20"
            );
            for (n, &value) in (1..=20).zip(&values) {
                let p: Position = format!("spawning:{text}:{n}").parse().unwrap();
                let g = solver.nim_value(&mut arena, &p).unwrap();
                assert_eq!(g, value, "{text}: heap {n}");
            }
        }
    }

    /// The listed moves against every subset of places, for many codes and heaps.
    #[test]
    fn moves_agree_with_the_conditions_as_stated() {
        for text in [
            "1", "2", "1-2", "1-3", "2-4", "1+", "3+", "1+C", "2-3C", "1-3C(4)", "2C3", "3E",
            "1-4E", "2+E", "1E", "1+S", "2S", "3S", "4FS", "1+FS", "1F", "2F", "1-3F", "2-3EC(6)",
            "1-2,4C", "3,3E", "1-4SC(5)", "5C(3)",
        ] {
            let c = code(text);
            for n in 1..=12 {
                assert_eq!(listed_moves(&c, n), plain_moves(&c, n), "{text} at {n}");
            }
        }
    }

    /// A sum of heaps is the nim-sum of its heaps (the solver splits it); its options
    /// replace one heap by what it spawns.
    #[test]
    fn sums_and_options() {
        let mut arena = Arena::new();
        let mut solver = Solver::new(Spawning);
        let mut nim = |text: &str| {
            solver
                .nim_value(&mut arena, &text.parse().unwrap())
                .unwrap()
        };
        assert_eq!(nim("spawning:1-3:3,4"), 4 ^ 7);
        assert_eq!(nim("spawning:1-3:4,4"), 0);
        // CGSuite's GameStripTest: Mock Turtles' htththtth (heads at 1, 4, 6 and 9) has
        // nim-value 29.
        assert_eq!(nim("spawning:1-3:1,4,6,9"), 29);
        let p: Position = "spawning:1-2:2,3".parse().unwrap();
        let options: Vec<String> = Spawning
            .left_options(&p)
            .iter()
            .map(|q| q.to_string())
            .collect();
        assert_eq!(
            options,
            [
                "spawning:1-2:1,2",
                "spawning:1-2:1,3",
                "spawning:1-2:2",
                "spawning:1-2:2,2",
                "spawning:1-2:3"
            ]
        );
        for text in [
            "spawning:1-3C5:2",
            "spawning:2+FS,1-2E:4",
            "spawning:1-3C(5):3",
        ] {
            let p: Position = text.parse().unwrap();
            assert_eq!(p.to_string().parse::<Position>().unwrap(), p, "{text}");
        }
    }

    #[test]
    fn bad_codes_and_limits() {
        let err = |t: &str| t.parse::<Position>().unwrap_err().0;
        assert!(err("spawning:0-3:4").contains("at least 1"));
        assert!(err("spawning:3-1:4").contains("exceeds"));
        assert!(err("spawning:1-3X:4").contains("unknown modifier"));
        assert!(err("spawning:1-3CE:4").contains("at most one of"));
        assert!(err("spawning:1-3C(5:4").contains("closed"));
        assert!(err("spawning:1-3").contains("CODE:HEAPS"));
        assert!(err("spawning:1-3:x").contains("heaps of at most"));
        assert!(err("spawning:1+:30").contains("more than 1048576 moves"));
        assert!(err("spawning:1+:30").len() < 400);
        assert!("spawning:1+:21".parse::<Position>().is_ok());
    }
}
