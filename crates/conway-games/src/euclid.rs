//! Partizan Euclid, as CGSuite's library defines it (`game.heap.PartizanEuclid`): a
//! position is a pair `(p, q)`. When `q = 0` or `q` divides `p` nobody can move;
//! otherwise Left moves to `(q, p mod q)`, the step of Euclid's algorithm, and Right to
//! `(q, q - p mod q)`. Every play follows the remainders down, so a position has at most
//! about `log_φ(q)` moves before the end; each has one option per player.
//!
//! ```
//! use conway::partizan::{Arena, Solver};
//! use conway_games::euclid::{Euclid, Pair};
//! let mut arena = Arena::new();
//! let g = Solver::new(Euclid).value(&mut arena, &"8,6".parse::<Pair>().unwrap()).unwrap();
//! assert_eq!(arena.display(g), "^"); // CGSuite's table of (8, n)
//! ```

use conway::partizan::Ruleset;
use std::fmt;
use std::str::FromStr;

use crate::contract::{self, Entry};
use crate::invalid::InvalidPosition;

/// A position `(p, q)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pair(pub u64, pub u64);

impl FromStr for Pair {
    type Err = InvalidPosition;

    fn from_str(text: &str) -> Result<Pair, InvalidPosition> {
        let (p, q) = text.split_once(',').ok_or_else(|| {
            InvalidPosition(format!(
                "expected P,Q (two whole numbers), found '{}'",
                conway::excerpt::excerpt(text.trim())
            ))
        })?;
        let number = |s: &str, which: &str| {
            s.trim().parse::<u64>().map_err(|_| {
                InvalidPosition(format!(
                    "expected {which} as a whole number below 2^64, found '{}'",
                    conway::excerpt::excerpt(s.trim())
                ))
            })
        };
        Ok(Pair(number(p, "P")?, number(q, "Q")?))
    }
}

impl fmt::Display for Pair {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{},{}", self.0, self.1)
    }
}

/// Partizan Euclid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Euclid;

impl Euclid {
    /// `p mod q`, when there is a move (`q > 0` and `q` does not divide `p`).
    fn remainder(Pair(p, q): Pair) -> Option<u64> {
        (q != 0 && p % q != 0).then(|| p % q)
    }
}

impl Ruleset for Euclid {
    type Position = Pair;

    fn left_options(&self, &pair: &Pair) -> Vec<Pair> {
        Euclid::remainder(pair).map_or_else(Vec::new, |r| vec![Pair(pair.1, r)])
    }

    fn right_options(&self, &pair: &Pair) -> Vec<Pair> {
        Euclid::remainder(pair).map_or_else(Vec::new, |r| vec![Pair(pair.1, pair.1 - r)])
    }
}

/// The registry entry.
pub const ENTRY: Entry = Entry {
    name: "euclid",
    syntax: "P,Q: two whole numbers",
    about: "Partizan Euclid: Left moves (p,q) to (q, p mod q), Right to (q, q - p mod q), \
            while q does not divide p",
    examples: &["euclid:8,7", "euclid:1000,377"],
    argument_chars: "",
    draw: |text| {
        let Pair(p, q) = text.parse()?;
        let n = usize::try_from(p.max(q)).unwrap_or(usize::MAX);
        crate::drawing::check_size(n.saturating_mul(2))?;
        let row = |k: u64| vec![crate::drawing::Mark::Token; k as usize];
        crate::drawing::board(&[row(p), row(q)])
    },
    editor: None,
    make: |variant| {
        contract::printing_position_solver(variant, Euclid, str::parse, Pair::to_string)
    },
};

#[cfg(test)]
mod tests {
    use super::*;
    use conway::partizan::{parse, Arena, GameId, Solver};

    /// CGSuite's test suite (GameHeapTest): `(8, n)` for `n = 0..=8` is
    /// `[0,0,0,v,0,0,^,^5,0]`, and `(8, 8)` has no Left option.
    #[test]
    fn cgsuites_table_of_8_n() {
        let mut arena = Arena::new();
        let mut solver = Solver::new(Euclid);
        let expected = ["0", "0", "0", "v", "0", "0", "^", "^5", "0"];
        for (n, e) in expected.iter().enumerate() {
            let g = solver.value(&mut arena, &Pair(8, n as u64)).unwrap();
            assert_eq!(
                g,
                parse(&mut arena, e).unwrap(),
                "(8,{n}): {}",
                arena.display(g)
            );
        }
        assert!(Euclid.left_options(&Pair(8, 8)).is_empty());
    }

    /// Slow twin: the recursion of the rules on the pair itself.
    fn plain(arena: &mut Arena, p: u64, q: u64) -> GameId {
        if q == 0 || p.is_multiple_of(q) {
            return arena.zero();
        }
        let left = plain(arena, q, p % q);
        let right = plain(arena, q, q - p % q);
        arena.game(&[left], &[right]).unwrap()
    }

    #[test]
    fn solver_agrees_with_the_plain_rules() {
        let mut arena = Arena::new();
        let mut solver = Solver::new(Euclid);
        for p in 0..40 {
            for q in 0..40 {
                let fast = solver.value(&mut arena, &Pair(p, q)).unwrap();
                assert_eq!(fast, plain(&mut arena, p, q), "({p},{q})");
            }
        }
        let pair: Pair = " 10 , 4".parse().unwrap();
        assert_eq!(pair.to_string().parse::<Pair>().unwrap(), Pair(10, 4));
        assert!("10".parse::<Pair>().unwrap_err().0.contains("expected P,Q"));
        assert!("1,-2".parse::<Pair>().unwrap_err().0.contains("expected Q"));
    }
}
