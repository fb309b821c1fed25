//! Subtraction games on a cycle: an impartial loopy family. A token stands on one of the
//! positions `0, 1, ..., n - 1` of a cycle; a move takes it `s` steps down for some `s`
//! in the subtraction set `S`, wrapping from below `0` to the top (`k -> (k - s) mod n`),
//! and position `0` ends the game: there is no move from it, so the player who moves the
//! token onto `0` wins (normal play). Wrapping around lets play return to a position, so
//! a position may be a draw; its value is Smith's generalised Sprague–Grundy value
//! ([`conway::loopy::impartial`]): a nim-value, or `∞` with the nim-values of its options
//! as escape set.
//!
//! When no move wraps (every `s` at most `k`) this is the ordinary subtraction game
//! `sub:S` ([`conway::impartial`]). With `S = {2}` on a cycle of even length, an odd
//! position never reaches `0` (a draw, `∞` with an empty escape set) and an even position
//! `k` has nim-value `(k / 2) mod 2`.
//!
//! Positions are written `cyclesub:S:n:k`: the subtraction set (positive integers, comma
//! separated), the length of the cycle and the token's position, e.g. `cyclesub:1,3:7:5`.
//!
//! ```
//! use conway::loopy::LoopyGame;
//! use conway_games::cyclic_subtraction::CyclicSubtraction;
//! let (rules, start) = CyclicSubtraction::parse("2:8:3").unwrap();
//! let g = LoopyGame::of_ruleset(&rules, start).unwrap();
//! assert_eq!(g.outcome().code(), "D"); // 3 -> 1 -> 7 -> 5 -> 3 ...
//! ```

use crate::invalid::InvalidPosition;
use conway::loopy::ruleset::LoopyRuleset;

/// The longest cycle (a graph has at most this many vertices).
pub const MAX_LENGTH: u32 = 1 << 20;

/// A subtraction game on a cycle of `length` positions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CyclicSubtraction {
    subtraction: Vec<u32>,
    length: u32,
}

impl CyclicSubtraction {
    /// The game with subtraction set `subtraction` on a cycle of `length` positions.
    pub fn new(mut subtraction: Vec<u32>, length: u32) -> Result<Self, InvalidPosition> {
        if length == 0 || length > MAX_LENGTH {
            return Err(InvalidPosition(format!(
                "the cycle's length must be from 1 to {MAX_LENGTH} (got {length})"
            )));
        }
        if subtraction.is_empty() || subtraction.contains(&0) {
            return Err(InvalidPosition(
                "the subtraction set must list positive integers, e.g. 1,3".into(),
            ));
        }
        subtraction.sort_unstable();
        subtraction.dedup();
        Ok(CyclicSubtraction {
            subtraction,
            length,
        })
    }

    /// Reads `S:n:k` (see the module doc): the rules and the starting position.
    pub fn parse(text: &str) -> Result<(Self, u32), InvalidPosition> {
        let parts: Vec<&str> = text.split(':').collect();
        let [set, length, start] = parts[..] else {
            return Err(InvalidPosition(format!(
                "expected S:n:k (a subtraction set, the cycle's length and the position), \
                 e.g. 1,3:7:5; got '{text}'"
            )));
        };
        let number = |s: &str, what: &str| {
            s.trim().parse::<u32>().map_err(|_| {
                InvalidPosition(format!(
                    "{what}: expected a non-negative integer, found '{s}'"
                ))
            })
        };
        let subtraction = set
            .split(',')
            .map(|s| number(s, "the subtraction set"))
            .collect::<Result<Vec<u32>, _>>()?;
        let rules = CyclicSubtraction::new(subtraction, number(length, "the cycle's length")?)?;
        let start = number(start, "the position")?;
        if start >= rules.length {
            return Err(InvalidPosition(format!(
                "the position must be below the cycle's length {} (got {start})",
                rules.length
            )));
        }
        Ok((rules, start))
    }
}

impl LoopyRuleset for CyclicSubtraction {
    type Position = u32;

    fn options(&self, &k: &u32) -> (Vec<u32>, Vec<u32>) {
        if k == 0 {
            return (Vec::new(), Vec::new());
        }
        let n = u64::from(self.length);
        let mut moves: Vec<u32> = self
            .subtraction
            .iter()
            .map(|&s| ((u64::from(k) + n - u64::from(s) % n) % n) as u32)
            .collect();
        moves.sort_unstable();
        moves.dedup();
        (moves.clone(), moves)
    }
}
