//! The amounts a move of a coordinate game may take, and the game's moves as the rules
//! state them.
//!
//! A set of amounts is `none` (no such move), `all` (every positive amount) or a finite
//! list of positive amounts such as `1,2,3` (in any order; repetitions are ignored).
//! [`CoordinateGame`](super::CoordinateGame) has two: ONE for taking from a single heap,
//! BOTH for taking the same amount from each heap.

use super::CoordinateError;
use crate::excerpt::excerpt;
use crate::impartial::heap::parse_subtraction_set;
use std::fmt;

/// The amounts a move may take.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TakeSet {
    /// No amount: there is no such move.
    None,
    /// Finitely many positive amounts, sorted, without repetition.
    Finite(Vec<usize>),
    /// Every positive amount.
    All,
}

impl TakeSet {
    /// Parses `none`, `all` or a list `1,2,3`; `which` names the set in messages (`ONE`
    /// or `BOTH`).
    pub fn parse(text: &str, which: &str) -> Result<Self, CoordinateError> {
        let text = text.trim();
        match text {
            "none" => return Ok(TakeSet::None),
            "all" => return Ok(TakeSet::All),
            "" => {
                return Err(CoordinateError::Syntax(format!(
                    "the set {which} is empty: give amounts such as 1,2,3, or all, or none"
                )))
            }
            _ => {}
        }
        let mut amounts = parse_subtraction_set(text).map_err(|e| {
            CoordinateError::Syntax(format!(
                "{which} = '{}': {e} (expected amounts such as 1,2,3, or all, or none)",
                excerpt(text)
            ))
        })?;
        if amounts.contains(&0) {
            return Err(CoordinateError::Syntax(format!(
                "{which} = '{}': amounts must be positive (taking 0 tokens is no move)",
                excerpt(text)
            )));
        }
        amounts.sort_unstable();
        amounts.dedup();
        Ok(TakeSet::Finite(amounts))
    }

    /// Whether a move may take `amount` tokens.
    pub fn contains(&self, amount: usize) -> bool {
        match self {
            TakeSet::None => false,
            TakeSet::Finite(amounts) => amounts.binary_search(&amount).is_ok(),
            TakeSet::All => amount >= 1,
        }
    }

    /// The number of amounts up to `max`.
    pub fn count_up_to(&self, max: usize) -> usize {
        match self {
            TakeSet::None => 0,
            TakeSet::Finite(amounts) => amounts.partition_point(|&s| s <= max),
            TakeSet::All => max,
        }
    }

    /// Whether every positive amount may be taken.
    pub fn is_all(&self) -> bool {
        matches!(self, TakeSet::All)
    }

    /// A finite set's amounts up to `max`, in increasing order; nothing for `none` and
    /// `all`.
    pub fn listed_up_to(&self, max: usize) -> &[usize] {
        match self {
            TakeSet::Finite(amounts) => &amounts[..amounts.partition_point(|&s| s <= max)],
            TakeSet::None | TakeSet::All => &[],
        }
    }
}

impl fmt::Display for TakeSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TakeSet::None => f.write_str("none"),
            TakeSet::All => f.write_str("all"),
            TakeSet::Finite(amounts) => {
                let listed: Vec<String> = amounts.iter().map(ToString::to_string).collect();
                f.write_str(&listed.join(","))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sets_parse_and_answer_membership() {
        let set = TakeSet::parse(" 3,1,3 ", "ONE").unwrap();
        assert_eq!(set, TakeSet::Finite(vec![1, 3]));
        assert_eq!(set.to_string(), "1,3");
        assert!(set.contains(3) && !set.contains(2));
        assert_eq!(
            (set.count_up_to(2), set.listed_up_to(2)),
            (1, &[1usize][..])
        );
        let all = TakeSet::parse("all", "ONE").unwrap();
        assert!(all.contains(1_000_000) && !all.contains(0));
        assert_eq!((all.count_up_to(7), all.listed_up_to(7)), (7, &[][..]));
        let none = TakeSet::parse("none", "BOTH").unwrap();
        assert!(!none.contains(1));
        assert_eq!(none.count_up_to(7), 0);
    }

    #[test]
    fn bad_sets_are_refused_with_their_name() {
        for (text, message) in [
            ("", "the set BOTH is empty"),
            ("1,0", "amounts must be positive"),
            (
                "1,x",
                "'x' in the subtraction set is not a positive integer",
            ),
            (
                "1,,2",
                "'' in the subtraction set is not a positive integer",
            ),
            ("99999999999999999999999", "is too large"),
        ] {
            let error = TakeSet::parse(text, "BOTH").unwrap_err().to_string();
            assert!(error.contains(message), "{text}: {error}");
        }
    }
}
