//! Partizan heap games: Left moves on a heap by one heap game's rule, Right by another's
//! (partizan subtraction games, Fraenkel and Kotzig, "Partizan octal games: partizan
//! subtraction games", 1987; partizan splittles and take-and-break games as CGSuite's
//! `PartizanHeapRuleset` defines them). Each rule is any heap game of `conway grundy`:
//! `sub:1,2` (a subtraction set), `sub:squares`, `octal:0.07` (a take-and-break code, which
//! writes splittles too: `0.77` is removing 1 or 2 and optionally splitting), `split:K`,
//! `kayles`, `dawson`, `grundy`.
//!
//! A position is a sum of heaps, written `LEFT/RIGHT:HEAPS`: `pheap:sub:1,2/sub:2,3:10`
//! is one heap of 10 from which Left removes 1 or 2 and Right 2 or 3;
//! `pheap:kayles/dawson:5,7` two heaps. Each heap is a component. With the same rule on
//! both sides the game is the impartial one (each heap a nimber).
//!
//! A position carries its two rules (shared, compared and hashed by their names as
//! written), so one solver serves every pair of rules; `kayles` and `octal:0.77` are the
//! same rule under two names, and their positions are kept apart, never confused.
//!
//! ```
//! use conway::partizan::{Arena, Solver};
//! use conway_games::partizan_heaps::{PartizanHeaps, Position};
//! let position: Position = "sub:1/sub:2:2".parse().unwrap();
//! let mut arena = Arena::new();
//! let g = Solver::new(PartizanHeaps).value(&mut arena, &position).unwrap();
//! // Left takes 1, leaving a heap only she can move on (1); Right takes both (0)
//! assert_eq!(arena.display(g), "{1|0}");
//! ```

use conway::excerpt::excerpt;
use conway::impartial::heap::{HeapGame, HeapRule};
use conway::impartial::Impartial;
use conway::partizan::Ruleset;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::str::FromStr;
use std::sync::Arc;

use crate::contract::{self, Entry};
use crate::drawing::{self, Mark};
use crate::invalid::InvalidPosition;

/// The largest heap.
pub const MAX_HEAP: usize = 100_000;

/// The most heaps a position may list.
pub const MAX_HEAPS: usize = 256;

/// Left's rule and Right's, with their names as written (`sub:1,2/sub:2,3`), by which
/// they are compared and hashed: equal names are equal rules.
#[derive(Clone, Debug)]
pub struct Rules {
    left: HeapRule,
    right: HeapRule,
    names: String,
}

impl PartialEq for Rules {
    fn eq(&self, other: &Rules) -> bool {
        self.names == other.names
    }
}

impl Eq for Rules {}

impl Hash for Rules {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.names.hash(state);
    }
}

/// A sum of heaps (sorted, none empty) under a pair of rules.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    rules: Arc<Rules>,
    heaps: Vec<usize>,
}

impl Position {
    /// The heaps, smallest first.
    pub fn heaps(&self) -> &[usize] {
        &self.heaps
    }

    fn with(&self, mut heaps: Vec<usize>) -> Position {
        heaps.retain(|&n| n > 0);
        heaps.sort_unstable();
        Position {
            rules: Arc::clone(&self.rules),
            heaps,
        }
    }

    /// The positions after one move by `rule` on one heap.
    fn moves(&self, rule: &HeapRule) -> Vec<Position> {
        let mut all = Vec::new();
        for (i, &n) in self.heaps.iter().enumerate() {
            if i > 0 && self.heaps[i - 1] == n {
                continue; // the same moves as on the equal heap before
            }
            for parts in rule.moves(&n) {
                let mut rest = self.heaps.clone();
                rest.remove(i);
                rest.extend(parts);
                all.push(self.with(rest));
            }
        }
        all
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let heaps: Vec<String> = self.heaps.iter().map(usize::to_string).collect();
        write!(f, "{}:{}", self.rules.names, heaps.join(","))
    }
}

impl FromStr for Position {
    type Err = InvalidPosition;

    /// Reads `LEFT/RIGHT:HEAPS`.
    fn from_str(text: &str) -> Result<Position, InvalidPosition> {
        let text = text.trim();
        let (names, heaps) = text.rsplit_once(':').ok_or_else(|| {
            InvalidPosition(format!(
                "expected LEFT/RIGHT:HEAPS (e.g. sub:1,2/sub:2,3:10), found '{}'",
                excerpt(text)
            ))
        })?;
        let (left, right) = names.split_once('/').ok_or_else(|| {
            InvalidPosition(format!(
                "expected Left's rule and Right's separated by '/' (e.g. sub:1,2/sub:2,3), \
                 found '{}'",
                excerpt(names)
            ))
        })?;
        let rule = |name: &str, whose: &str| {
            HeapGame::parse(name)
                .map(|g| g.rule().clone())
                .map_err(|e| InvalidPosition(format!("{whose} rule: {e}")))
        };
        let rules = Rules {
            left: rule(left, "Left's")?,
            right: rule(right, "Right's")?,
            names: format!("{}/{}", left.trim(), right.trim()),
        };
        let position = Position {
            rules: Arc::new(rules),
            heaps: Vec::new(),
        };
        Ok(position.with(parse_heaps(heaps)?))
    }
}

/// Reads the heaps, comma separated (none: the empty sum 0).
fn parse_heaps(text: &str) -> Result<Vec<usize>, InvalidPosition> {
    if text.trim().is_empty() {
        return Ok(Vec::new());
    }
    let parts: Vec<&str> = text.split(',').collect();
    if parts.len() > MAX_HEAPS {
        return Err(InvalidPosition(format!(
            "at most {MAX_HEAPS} heaps (got {})",
            parts.len()
        )));
    }
    parts
        .iter()
        .enumerate()
        .map(|(k, part)| {
            let n: usize = part.trim().parse().map_err(|_| {
                InvalidPosition(format!(
                    "heap {}: expected a heap size, found '{}'",
                    k + 1,
                    excerpt(part.trim())
                ))
            })?;
            if n > MAX_HEAP {
                return Err(InvalidPosition(format!(
                    "heap {}: at most {MAX_HEAP} tokens (got {n})",
                    k + 1
                )));
            }
            Ok(n)
        })
        .collect()
}

/// Partizan heap games, each position with its rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PartizanHeaps;

impl Ruleset for PartizanHeaps {
    type Position = Position;

    fn left_options(&self, position: &Position) -> Vec<Position> {
        position.moves(&position.rules.left)
    }

    fn right_options(&self, position: &Position) -> Vec<Position> {
        position.moves(&position.rules.right)
    }

    fn components(&self, position: &Position) -> Vec<Position> {
        position
            .heaps
            .iter()
            .map(|&n| position.with(vec![n]))
            .collect()
    }
}

/// The registry entry.
pub const ENTRY: Entry = Entry {
    name: "pheap",
    syntax: "LEFT/RIGHT:HEAPS, two heap games of conway grundy (sub:1,2, sub:squares, \
             octal:0.07, split:K, kayles, dawson, grundy) and heap sizes separated by commas: \
             sub:1,2/sub:2,3:10 or kayles/dawson:5,7",
    about: "partizan heap games: Left moves on a heap by one heap game's rule, Right by \
            another's (partizan subtraction, splittles, take-and-break)",
    examples: &[
        "pheap:sub:1,2/sub:2,3:10",
        "pheap:octal:0.77/octal:0.07:6,4",
    ],
    argument_chars: ":",
    draw: |text| {
        let position: Position = text.parse()?;
        drawing::check_size(position.heaps.iter().sum())?;
        let rows: Vec<Vec<Mark>> = position
            .heaps
            .iter()
            .map(|&n| vec![Mark::Token; n])
            .collect();
        drawing::board(&rows)
    },
    editor: None,
    make: |variant| {
        contract::printing_position_solver(variant, PartizanHeaps, str::parse, Position::to_string)
    },
};

#[cfg(test)]
mod tests {
    use super::*;
    use conway::partizan::{Arena, GameId, Solver};
    use std::collections::HashMap;

    /// The moves of an octal code `0.d1d2...` on a heap of `n`, decoded here from the
    /// digits (bit 0: take `j` and leave nothing; bit 1: leave one heap; bit 2: two).
    fn octal_moves(digits: &[u8], n: usize) -> Vec<Vec<usize>> {
        let mut out = Vec::new();
        for (i, &d) in digits.iter().enumerate() {
            let take = i + 1;
            if take > n {
                break;
            }
            let rest = n - take;
            if d & 1 != 0 && rest == 0 {
                out.push(vec![]);
            }
            if d & 2 != 0 && rest >= 1 {
                out.push(vec![rest]);
            }
            if d & 4 != 0 && rest >= 2 {
                for a in 1..rest {
                    out.push(vec![a, rest - a]);
                }
            }
        }
        out
    }

    /// Slow twin: the value of a list of heaps by plain recursion over the moves of
    /// the two codes (no components, no sorting but for the memo's key).
    fn plain(
        arena: &mut Arena,
        codes: (&[u8], &[u8]),
        heaps: Vec<usize>,
        memo: &mut HashMap<Vec<usize>, GameId>,
    ) -> GameId {
        let mut key = heaps.clone();
        key.sort_unstable();
        if let Some(&g) = memo.get(&key) {
            return g;
        }
        let mut side = |arena: &mut Arena, digits: &[u8]| -> Vec<GameId> {
            let mut values = Vec::new();
            for (i, &n) in heaps.iter().enumerate() {
                for parts in octal_moves(digits, n) {
                    let mut next = heaps.clone();
                    next.remove(i);
                    next.extend(parts);
                    values.push(plain(arena, codes, next, memo));
                }
            }
            values
        };
        let left = side(arena, codes.0);
        let right = side(arena, codes.1);
        let g = arena.game(&left, &right).unwrap();
        memo.insert(key, g);
        g
    }

    #[test]
    fn solver_agrees_with_the_plain_rules_of_random_octal_codes() {
        let mut arena = Arena::new();
        let mut solver = Solver::new(PartizanHeaps);
        let mut seed = 0x0123_4567_89ab_cdef_u64;
        let mut next = |n: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % n
        };
        for _ in 0..40 {
            let mut code = || -> Vec<u8> { (0..1 + next(3)).map(|_| next(8) as u8).collect() };
            let (left, right) = (code(), code());
            let written = |d: &[u8]| {
                let digits: String = d.iter().map(|x| char::from(b'0' + x)).collect();
                format!("octal:0.{digits}")
            };
            let mut memo = HashMap::new();
            for _ in 0..4 {
                let heaps: Vec<usize> = (0..1 + next(2)).map(|_| 1 + next(7) as usize).collect();
                let texts: Vec<String> = heaps.iter().map(usize::to_string).collect();
                let text = format!("{}/{}:{}", written(&left), written(&right), texts.join(","));
                let position: Position = text.parse().unwrap();
                let fast = solver.value(&mut arena, &position).unwrap();
                let slow = plain(&mut arena, (&left, &right), heaps, &mut memo);
                assert_eq!(fast, slow, "{text}");
            }
        }
    }

    #[test]
    fn the_same_rule_for_both_is_the_impartial_game() {
        let mut arena = Arena::new();
        let mut solver = Solver::new(PartizanHeaps);
        let kayles = HeapGame::parse("kayles").unwrap().values(20).unwrap();
        for (n, &g) in kayles.iter().enumerate() {
            let position: Position = format!("kayles/octal:0.77:{n}").parse().unwrap();
            let value = solver.value(&mut arena, &position).unwrap();
            assert_eq!(value, arena.nimber(g), "kayles {n}");
        }
        // a rule for Left only: every token a move for her, so a heap of n is n
        let position: Position = "sub:1/sub:99:7,5".parse().unwrap();
        let twelve = conway::partizan::parse(&mut arena, "12").unwrap();
        assert_eq!(solver.value(&mut arena, &position).unwrap(), twelve);
    }

    #[test]
    fn positions_read_back_and_bad_ones_are_named() {
        let p: Position = " sub:1,2/ sub:3 :4, 0,2".parse().unwrap();
        assert_eq!(p.to_string(), "sub:1,2/sub:3:2,4");
        assert_eq!(p.to_string().parse::<Position>().unwrap(), p);
        let err = |t: &str| t.parse::<Position>().unwrap_err().0;
        assert!(err("5").contains("expected LEFT/RIGHT:HEAPS"));
        assert!(err("kayles:5").contains("separated by '/'"));
        assert!(err("kayles/nim:5").contains("Right's rule"));
        assert!(err("kayles/dawson:5,x").contains("heap 2: expected a heap size"));
        assert!(err("kayles/dawson:100001").contains("at most 100000 tokens"));
    }
}
