//! The one rule type of heap games, and the parser of game names.
//!
//! A heap game is described by which moves a heap of `n` tokens allows: remove `j` tokens
//! and leave the remaining `n - j` as exactly `c` non-empty heaps, for each allowed pair
//! `(j, c)`. This is the take-and-break notation of Winning Ways (ch. 4; Siegel, *CGT*,
//! IV.2): in the code `d0.d1d2d3...` digit `dj` is a sum of `2^c` over the heap counts `c`
//! allowed after removing `j` tokens — octal digits allow `c <= 2`, hexadecimal digits
//! `c <= 3`. A finite subtraction set `S` is the code with `dj = 3` for `j` in `S`;
//! `sub:squares` is the same for every positive square (an infinite code);
//! `split:K` removes nothing and leaves `2..=K` heaps; Grundy's game leaves two *unequal*
//! heaps.

use super::HeapError;
use crate::excerpt::excerpt;
use crate::impartial::Impartial;

/// The largest `K` accepted in `split:K` (one table per number of parts is kept).
pub const MAX_SPLIT_PARTS: usize = 10_000;

/// Moves of a heap game: `leave[c]` lists the removals `j` after which the remainder may
/// be left as exactly `c` non-empty heaps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HeapRule {
    /// `leave[c]`: sorted removal counts allowing `c` heaps to be left.
    pub leave: Vec<Vec<usize>>,
    /// Every positive square may also be removed, leaving 0 or 1 heap (`sub:squares`).
    pub squares: bool,
    /// Two heaps left by a move must have different sizes (Grundy's game).
    pub unequal_pairs: bool,
}

impl HeapRule {
    fn empty() -> Self {
        HeapRule {
            leave: Vec::new(),
            squares: false,
            unequal_pairs: false,
        }
    }

    fn allow(&mut self, take: usize, heaps: usize) {
        if self.leave.len() <= heaps {
            self.leave.resize(heaps + 1, Vec::new());
        }
        if let Err(at) = self.leave[heaps].binary_search(&take) {
            self.leave[heaps].insert(at, take);
        }
    }

    /// The removals allowing `heaps` heaps to be left (empty if none).
    pub fn takes_leaving(&self, heaps: usize) -> &[usize] {
        self.leave.get(heaps).map_or(&[], Vec::as_slice)
    }

    /// The largest number of heaps a move can leave (`None` for no move at all).
    pub fn max_heaps_left(&self) -> Option<usize> {
        if self.squares {
            return Some(self.leave.len().saturating_sub(1).max(1));
        }
        self.leave.iter().rposition(|takes| !takes.is_empty())
    }

    /// The largest number of tokens a move removes, if finite.
    pub fn max_take(&self) -> Option<usize> {
        if self.squares {
            return None;
        }
        Some(self.leave.iter().flatten().copied().max().unwrap_or(0))
    }

    /// A finite subtraction game: remove any `s` in the set from one heap (repetitions
    /// are ignored; any positive `usize` is allowed).
    pub fn subtraction(set: &[usize]) -> Result<Self, HeapError> {
        if set.is_empty() {
            return Err(HeapError::Syntax("subtraction set is empty".into()));
        }
        if set.contains(&0) {
            return Err(HeapError::Syntax(
                "subtraction set elements must be positive (removing 0 tokens is no move)".into(),
            ));
        }
        let mut takes = set.to_vec();
        takes.sort_unstable();
        takes.dedup();
        Ok(HeapRule {
            leave: vec![takes.clone(), takes],
            ..HeapRule::empty()
        })
    }

    /// Subtraction of any positive square.
    pub fn squares() -> Self {
        HeapRule {
            squares: true,
            ..HeapRule::empty()
        }
    }

    /// Split a heap into between 2 and `max_parts` non-empty heaps, removing nothing
    /// (`2 <= max_parts <= MAX_SPLIT_PARTS`).
    pub fn split(max_parts: usize) -> Result<Self, HeapError> {
        let needs = format!("split:K needs 2 <= K <= {MAX_SPLIT_PARTS} (got {max_parts})");
        if max_parts < 2 {
            return Err(HeapError::Syntax(format!(
                "{needs}: a move splits a heap into 2..K heaps"
            )));
        }
        if max_parts > MAX_SPLIT_PARTS {
            return Err(HeapError::Syntax(format!(
                "{needs}: a heap of n tokens splits into at most n heaps, so below heap \
                 {MAX_SPLIT_PARTS} a larger K changes nothing"
            )));
        }
        let mut rule = HeapRule::empty();
        for parts in 2..=max_parts {
            rule.allow(0, parts);
        }
        Ok(rule)
    }

    /// Grundy's game: split a heap into two unequal non-empty heaps.
    pub fn grundys_game() -> Self {
        let mut rule = HeapRule::empty();
        rule.allow(0, 2);
        rule.unequal_pairs = true;
        rule
    }

    /// The take-and-break game allowing exactly the moves `(take, heaps)`: remove `take`
    /// tokens and leave the rest as `heaps` non-empty heaps.
    pub fn from_moves(moves: impl IntoIterator<Item = (usize, usize)>) -> Self {
        let mut rule = HeapRule::empty();
        for (take, heaps) in moves {
            rule.allow(take, heaps);
        }
        rule
    }

    /// The octal or hexadecimal code `d0.d1d2...` of a take-and-break rule, when it has one:
    /// moves leave at most 3 heaps, and the rule is neither `sub:squares` nor Grundy's game.
    pub fn code(&self) -> Option<String> {
        let max_take = self.max_take()?;
        if self.unequal_pairs || self.leave.len() > 4 {
            return None;
        }
        let digit = |take: usize| {
            let bits = (0..self.leave.len())
                .filter(|&heaps| self.leave[heaps].binary_search(&take).is_ok())
                .map(|heaps| 1u32 << heaps)
                .sum::<u32>();
            char::from_digit(bits, 16).expect("at most four bits")
        };
        let fraction: String = (1..=max_take.max(1)).map(digit).collect();
        Some(format!("{}.{fraction}", digit(0)))
    }

    /// An octal or hexadecimal take-and-break code such as `0.07`, `4.7`, `0.3f`, `.6`.
    pub fn take_and_break(code: &str) -> Result<Self, HeapError> {
        let shown = excerpt(code);
        let (whole, fraction) = code.split_once('.').ok_or_else(|| {
            HeapError::Syntax(format!(
                "code '{shown}' has no '.': write it as d0.d1d2..., e.g. 0.07"
            ))
        })?;
        if fraction.is_empty() {
            return Err(HeapError::Syntax(format!(
                "code '{shown}' has no digits after '.'"
            )));
        }
        let whole = if whole.is_empty() { "0" } else { whole };
        if whole.chars().count() != 1 {
            return Err(HeapError::Syntax(format!(
                "code '{shown}': the digit before '.' must be a single digit (0, 4, 8 or c)"
            )));
        }
        let mut rule = HeapRule::empty();
        for (take, ch) in whole.chars().chain(fraction.chars()).enumerate() {
            let digit = ch.to_digit(16).ok_or_else(|| {
                let column = if take == 0 { 1 } else { take + 2 };
                HeapError::Syntax(format!(
                    "code '{shown}': {ch:?} at column {column} is not an octal or hexadecimal \
                     digit"
                ))
            })? as usize;
            if take == 0 && digit & 0b11 != 0 {
                return Err(HeapError::Syntax(format!(
                    "code '{shown}': the digit before '.' may only allow splitting without \
                     removal (0, 4, 8 or c); {ch:?} would allow a move that changes nothing"
                )));
            }
            for heaps in 0..4 {
                if digit >> heaps & 1 == 1 {
                    rule.allow(take, heaps);
                }
            }
        }
        Ok(rule)
    }
}

/// The rules as an [`Impartial`] ruleset on single heaps: every move listed explicitly
/// (each split as a non-increasing list of parts). This is the slow twin of the dense
/// solver, used by the generic memoised [`crate::impartial::GrundySolver`].
impl Impartial for HeapRule {
    type Position = usize;

    fn moves(&self, &n: &usize) -> Vec<Vec<usize>> {
        let mut out = Vec::new();
        let squares = (1..).map(|k| k * k).take_while(|&s| self.squares && s <= n);
        let square_moves = squares.flat_map(|s| [(s, 0), (s, 1)]);
        let listed = self
            .leave
            .iter()
            .enumerate()
            .flat_map(|(c, takes)| takes.iter().map(move |&j| (j, c)));
        for (take, heaps) in listed.chain(square_moves) {
            if take > n {
                continue;
            }
            let mut parts = Vec::with_capacity(heaps);
            partitions_into(n - take, heaps, n - take, &mut parts, &mut |p| {
                let distinct = !(self.unequal_pairs && p.len() == 2 && p[0] == p[1]);
                if distinct {
                    out.push(p.to_vec());
                }
            });
        }
        out
    }
}

/// Calls `visit` with every partition of `total` into exactly `count` positive parts,
/// each at most `largest`, as a non-increasing list.
fn partitions_into(
    total: usize,
    count: usize,
    largest: usize,
    parts: &mut Vec<usize>,
    visit: &mut dyn FnMut(&[usize]),
) {
    if count == 0 {
        if total == 0 {
            visit(parts);
        }
        return;
    }
    if total < count {
        return;
    }
    for first in (1..=largest.min(total - (count - 1))).rev() {
        if first * count < total {
            break;
        }
        parts.push(first);
        partitions_into(total - first, count - 1, first, parts, visit);
        parts.pop();
    }
}

/// Parses a comma-separated subtraction set such as `1,4,9`.
pub(crate) fn parse_subtraction_set(list: &str) -> Result<Vec<usize>, HeapError> {
    if list.trim().is_empty() {
        return Err(HeapError::Syntax(
            "sub: needs a subtraction set, e.g. sub:1,3,4 or sub:squares".into(),
        ));
    }
    list.split(',')
        .map(|item| {
            let item = item.trim();
            item.parse::<usize>().map_err(|e| {
                let shown = excerpt(item);
                HeapError::Syntax(match e.kind() {
                    std::num::IntErrorKind::PosOverflow => format!(
                        "'{shown}' in the subtraction set is too large (at most {})",
                        usize::MAX
                    ),
                    _ => format!("'{shown}' in the subtraction set is not a positive integer"),
                })
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn octal_digits_become_moves() {
        let kayles = HeapRule::take_and_break("0.77").unwrap();
        assert_eq!(kayles.takes_leaving(0), [1, 2]);
        assert_eq!(kayles.takes_leaving(1), [1, 2]);
        assert_eq!(kayles.takes_leaving(2), [1, 2]);
        assert_eq!(kayles.max_heaps_left(), Some(2));
        assert_eq!(kayles.max_take(), Some(2));
        let hex = HeapRule::take_and_break("4.f").unwrap();
        assert_eq!(hex.takes_leaving(2), [0, 1]);
        assert_eq!(hex.takes_leaving(3), [1]);
    }

    #[test]
    fn codes_are_written_back() {
        for code in ["0.77", "0.07", "4.f", "0.3f", "0.6", "8.0001"] {
            assert_eq!(
                HeapRule::take_and_break(code).unwrap().code().unwrap(),
                code
            );
        }
        let moves = [(1, 0), (1, 1), (2, 1), (2, 2)];
        assert_eq!(HeapRule::from_moves(moves).code().unwrap(), "0.36");
        assert_eq!(HeapRule::grundys_game().code(), None);
        assert_eq!(HeapRule::squares().code(), None);
        assert_eq!(HeapRule::split(4).unwrap().code(), None);
    }

    #[test]
    fn malformed_codes_rejected() {
        for bad in ["", "07", "0.", "0.8x", "1.7", "12.3", "0.7-"] {
            assert!(HeapRule::take_and_break(bad).is_err(), "{bad}");
        }
        let msg = HeapRule::take_and_break("0.8x").unwrap_err().to_string();
        assert!(msg.contains("column 4"), "{msg}");
    }
}
