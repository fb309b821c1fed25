//! Coordinate games: two heaps, and moves that take from one heap or from both.
//!
//! A position is a pair of heaps `(a, b)`. A move takes `s` tokens from one heap, for an
//! `s` in the set ONE, or `s` tokens from each heap, for an `s` in the set BOTH
//! ([`moves::TakeSet`]: `none`, `all`, or a finite list). The player who cannot move loses.
//! The position is a queen's (or a rook's, or a bishop's) square on a quarter-infinite
//! board, moving towards the corner.
//!
//! | name | ONE | BOTH | game |
//! |---|---|---|---|
//! | `wythoff` | all | all | Wythoff's game (W. A. Wythoff, 1907; Winning Ways, p. 76: Wythoff's Queens) |
//! | `wythoff:all/none` | all | none | two-heap Nim: `G(a, b) = a xor b` |
//! | `wythoff:ONE/BOTH` | ONE | BOTH | e.g. `wythoff:1,2,3/all`, `wythoff:all/1,2` |
//!
//! * [`table::grundy_table`] computes `G(a, b)` for `0 <= a, b <= to`, fast (bitsets of the
//!   values seen along rows, columns and diagonals, for the sets that are `all`).
//! * [`beatty`]: the P-positions of Wythoff's game in closed form (`(floor(k phi),
//!   floor(k phi) + k)`, Wythoff 1907), exactly, and their number in a box `0..=n` x
//!   `0..=n` for any `n < 2^64` in `O(log n)`. Other games have no known closed form: their
//!   P-positions are the zeros of the table ([`table::GrundyTable::p_positions`]), so
//!   they are known up to [`table::MAX_TABLE_TO`].
//! * The game is an [`Impartial`] ruleset with positions `(a, b)`, so the generic solver
//!   plays sums of them; its moves are the rules as stated, which the tests' slow twin
//!   takes the mex over.
//!
//! Known facts checked in the tests: the table of Wythoff's game for `b <= a <= 11`
//! (Winning Ways, p. 76; U. Blass and A. S. Fraenkel, "The Sprague-Grundy function for
//! Wythoff's game", Theoret. Comput. Sci. 75, 1990, Table 2; OEIS A317205), its diagonal
//! `G(n, n)` (OEIS A047708), `G(0, b) = b`, the zeros exactly at Wythoff's pairs, every row
//! a permutation of the naturals, and the rows' additive periodicity (A. Dress, A.
//! Flammenkamp and N. Pink, "Additive periodicity of the Sprague-Grundy function of
//! certain Nim games", Adv. Appl. Math. 22, 1999; H. A. Landman, More Games of No Chance,
//! 2002): `G(1, b + 3) = G(1, b) + 3` and `G(2, b + 3) = G(2, b) + 3`.
//!
//! ```
//! use conway::impartial::coordinate::{table::grundy_table, CoordinateGame};
//! let wythoff = CoordinateGame::parse("wythoff").unwrap();
//! let table = grundy_table(&wythoff, 5, &mut |_, _| {}).unwrap();
//! assert_eq!(table.row(1), [1, 2, 0, 4, 5, 3]);
//! assert_eq!(table.p_positions(), [(0, 0), (1, 2), (3, 5)]);
//! let nim = CoordinateGame::parse("wythoff:all/none").unwrap();
//! assert_eq!(grundy_table(&nim, 7, &mut |_, _| {}).unwrap().value(5, 3), 5 ^ 3);
//! ```

pub mod beatty;
pub mod moves;
mod seen;
pub mod table;

use crate::excerpt::excerpt;
use crate::impartial::Impartial;
use moves::TakeSet;
use std::fmt;

/// Why a coordinate game could not be built or solved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CoordinateError {
    /// The name is malformed.
    Syntax(String),
    /// The request is beyond the limits of memory or work.
    TooLarge(String),
}

impl fmt::Display for CoordinateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CoordinateError::Syntax(m) | CoordinateError::TooLarge(m) => f.write_str(m),
        }
    }
}

impl std::error::Error for CoordinateError {}

/// A two-heap game: take an amount of ONE from one heap, or of BOTH from each.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CoordinateGame {
    one: TakeSet,
    both: TakeSet,
}

/// The name of Wythoff's game, and the prefix of the others.
const NAME: &str = "wythoff";

impl CoordinateGame {
    /// The game whose moves take an amount of `one` from one heap, or of `both` from each.
    pub fn new(one: TakeSet, both: TakeSet) -> Self {
        CoordinateGame { one, both }
    }

    /// Parses `wythoff` (Wythoff's game) or `wythoff:ONE/BOTH`, each set `none`, `all` or
    /// a list of positive amounts such as `1,2,3`.
    pub fn parse(name: &str) -> Result<Self, CoordinateError> {
        let name = name.trim();
        if name == NAME {
            return Ok(CoordinateGame::new(TakeSet::All, TakeSet::All));
        }
        let expected = "expected wythoff, or wythoff:ONE/BOTH with each set none, all or \
                        amounts such as 1,2,3 (e.g. wythoff:1,2,3/all)";
        let Some(sets) = name.strip_prefix("wythoff:") else {
            return Err(CoordinateError::Syntax(format!(
                "'{}' is not a two-heap game: {expected}",
                excerpt(name)
            )));
        };
        let Some((one, both)) = sets.split_once('/') else {
            return Err(CoordinateError::Syntax(format!(
                "'{}' gives one set, not two: {expected}",
                excerpt(name)
            )));
        };
        Ok(CoordinateGame::new(
            TakeSet::parse(one, "ONE")?,
            TakeSet::parse(both, "BOTH")?,
        ))
    }

    /// The amounts a move may take from one heap.
    pub fn one(&self) -> &TakeSet {
        &self.one
    }

    /// The amounts a move may take from each heap.
    pub fn both(&self) -> &TakeSet {
        &self.both
    }

    /// Whether this is Wythoff's game (both sets `all`), whose P-positions have a closed
    /// form ([`beatty`]).
    pub fn is_wythoff(&self) -> bool {
        self.one.is_all() && self.both.is_all()
    }

    /// The most options a position with both heaps at most `to` has: `2 |ONE ∩ [1, to]| +
    /// |BOTH ∩ [1, to]|`, which bounds its Grundy value.
    pub fn options_bound(&self, to: usize) -> usize {
        2 * self.one.count_up_to(to) + self.both.count_up_to(to)
    }
}

impl fmt::Display for CoordinateGame {
    /// `wythoff` for Wythoff's game, otherwise `wythoff:ONE/BOTH` with the sets sorted.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_wythoff() {
            f.write_str(NAME)
        } else {
            write!(f, "{NAME}:{}/{}", self.one, self.both)
        }
    }
}

impl Impartial for CoordinateGame {
    type Position = (usize, usize);

    /// Every move, as the rules state them: `s` from heap `a`, `s` from heap `b` (for `s`
    /// in ONE), `s` from both (for `s` in BOTH), each leaving one position.
    fn moves(&self, &(a, b): &(usize, usize)) -> Vec<Vec<(usize, usize)>> {
        let from_a = (1..=a)
            .filter(|&s| self.one.contains(s))
            .map(|s| (a - s, b));
        let from_b = (1..=b)
            .filter(|&s| self.one.contains(s))
            .map(|s| (a, b - s));
        let from_both = (1..=a.min(b))
            .filter(|&s| self.both.contains(s))
            .map(|s| (a - s, b - s));
        from_a
            .chain(from_b)
            .chain(from_both)
            .map(|position| vec![position])
            .collect()
    }
}

#[cfg(test)]
mod tests;
