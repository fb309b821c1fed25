//! Toads and Frogs: a strip of cells holding toads (`T`, Left's), frogs (`F`, Right's)
//! and empty cells (`.`). On a move Left takes one toad one cell to the right into an
//! empty cell, or jumps it over one frog into the empty cell just beyond; Right does the
//! same with a frog, leftwards, over a toad. The player who cannot move loses.
//!
//! The game is Winning Ways' first example (ch. 1, "Toads and Frogs"); Erickson studied
//! its positions `T^a .^b F^c` ("New Toads and Frogs results", *Games of No Chance*,
//! 1996), and Lessons in Play uses it throughout. For instance `T.F` is
//! `*`: Left's only move `.TF` lets Right jump to `FT.`, which is `1`, so `.TF` is
//! `{ | 1} = 0`; Right's only move `TF.` lets Left jump to `.FT`, which is `-1`, so it is
//! `{-1 | } = 0`; and `{0 | 0} = *`.
//!
//! Values are computed by the generic solver of rulesets with these reductions, each
//! proved here:
//!
//! * **Stuck creatures are walls.** Call a set `S` of creatures *stuck* when every toad
//!   of `S` at cell `i` has cell `i+1` beyond the strip or in `S`, and either that cell
//!   is not a frog or cell `i+2` is beyond the strip or in `S` (so the toad can neither
//!   slide nor jump while `S` is in place); and symmetrically for the frogs of `S`,
//!   leftwards. While every creature of `S` is in place none of them can move, and no
//!   other creature can enter their cells, so by induction on the moves they stay in
//!   place forever. The solver takes the largest such set (the greatest fixed point of
//!   the condition, starting from all creatures). No move ever involves a stuck cell `c`:
//!   entering it is impossible, and jumping over a stuck toad is a frog's move from
//!   `c+1`, which is the end or stuck (toads do not jump toads); symmetrically for a
//!   stuck frog. So the cells on either side of `c` have exactly the moves they would
//!   have if `c` were the end of the strip, and no move touches both sides: the strip is
//!   the disjunctive sum of the runs of cells between stuck creatures (Winning Ways,
//!   ch. 2), and the stuck creatures are dropped. For example `TTFF` freezes, and
//!   `T.FTTFF.F` is `T.F + .F`.
//! * **Passed each other.** When every frog is left of every toad, no creature ever has
//!   one of the other kind in front of it again (toads move right, away from the frogs,
//!   and frogs left), so there are no jumps, and toads and frogs use disjoint cells.
//!   Every move slides a creature one cell, and every line of play ends with the toads
//!   packed to the right end and the frogs to the left end: Left has the same number `a`
//!   of moves whatever either player does, the total distance of the toads to their
//!   packing, and Right `b`. The value is then the integer `a - b` (`{a-1-b | a-b+1}`
//!   by induction). Strips of one kind of creature are the cases `b = 0` and `a = 0`.
//!   This closed form skips the search.
//! * **Mirror.** Reading the strip from the right and turning toads into frogs and frogs
//!   into toads swaps the players' roles, so it negates the value; the solver's table is
//!   keyed by the smaller of the two.
//!
//! Strips have at most 64 cells.
//!
//! ```
//! use conway::partizan::{Arena, Solver};
//! use conway_games::strip::toads_frogs::{Strip, ToadsAndFrogs};
//! let mut arena = Arena::new();
//! let mut solver = Solver::new(ToadsAndFrogs);
//! let strip: Strip = "T.F".parse().unwrap();
//! let g = solver.value(&mut arena, &strip).unwrap();
//! assert_eq!(arena.display(g), "*");
//! let strip: Strip = "T.T..TTFF".parse().unwrap(); // the last four are stuck
//! let g = solver.value(&mut arena, &strip).unwrap();
//! assert_eq!(arena.display(g), "5"); // 3 + 2 slides
//! ```

use conway::partizan::{Arena, Dyadic, Error, GameId, Normalised, Ruleset};
use std::fmt;
use std::str::FromStr;

use crate::bitset::{bits, low_bits};
use crate::contract::{self, Editor, EditorShape, EditorStart, Entry};
use crate::drawing::{self, Mark};
use crate::invalid::InvalidPosition;

/// The most cells a strip may have.
pub const MAX_CELLS: usize = 64;

/// A strip of cells; bit `i` of `toads` (`frogs`) is set when cell `i`, counted from the
/// left, holds a toad (a frog).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Strip {
    len: u8,
    toads: u64,
    frogs: u64,
}

impl Strip {
    /// The number of cells.
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// Whether the strip has no cells.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The strip of `len` cells (at most [`MAX_CELLS`]) with toads on the cells of
    /// `toads` and frogs on those of `frogs` (bit `i` for cell `i`; disjoint, below `len`).
    pub(crate) fn from_cells(len: usize, toads: u64, frogs: u64) -> Strip {
        debug_assert!(len <= MAX_CELLS && toads & frogs == 0);
        debug_assert!((toads | frogs) & !low_bits::<u64>(len) == 0);
        Strip {
            len: len as u8,
            toads,
            frogs,
        }
    }

    /// The cells of the toads and those of the frogs.
    pub(crate) fn creatures(&self) -> (u64, u64) {
        (self.toads, self.frogs)
    }

    /// The empty cells.
    pub(crate) fn empty_cells(&self) -> u64 {
        low_bits::<u64>(self.len()) & !(self.toads | self.frogs)
    }

    /// The strips after each move of Left (toads) or Right (frogs).
    pub(crate) fn moves(&self, left: bool) -> Vec<Strip> {
        let empty = self.empty_cells();
        let mut after = Vec::new();
        let step = |from: usize, to: usize| {
            let (from, to) = (1u64 << from, 1u64 << to);
            if left {
                Strip {
                    toads: self.toads & !from | to,
                    ..*self
                }
            } else {
                Strip {
                    frogs: self.frogs & !from | to,
                    ..*self
                }
            }
        };
        if left {
            let slides = self.toads & empty >> 1;
            let jumps = self.toads & self.frogs >> 1 & empty >> 2;
            after.extend(bits(slides).map(|i| step(i, i + 1)));
            after.extend(bits(jumps).map(|i| step(i, i + 2)));
        } else {
            let slides = self.frogs & empty << 1;
            let jumps = self.frogs & self.toads << 1 & empty << 2;
            after.extend(bits(slides).map(|i| step(i, i - 1)));
            after.extend(bits(jumps).map(|i| step(i, i - 2)));
        }
        after
    }

    /// The strips after each backward slide (Backsliding Toads and Frogs): a toad one cell
    /// left, a frog one cell right, into an empty cell.
    pub(crate) fn backslides(&self, left: bool) -> Vec<Strip> {
        let empty = self.empty_cells();
        if left {
            let slides = self.toads & empty << 1;
            bits(slides)
                .map(|i| Strip {
                    toads: self.toads & !(1 << i) | 1 << (i - 1),
                    ..*self
                })
                .collect()
        } else {
            let slides = self.frogs & empty >> 1;
            bits(slides)
                .map(|i| Strip {
                    frogs: self.frogs & !(1 << i) | 1 << (i + 1),
                    ..*self
                })
                .collect()
        }
    }

    /// The largest stuck set of creatures (see the [module documentation](self)).
    fn stuck(&self) -> u64 {
        // Cell i is bit i + 1 here, so that both ends of the strip are bits: 0 and len + 1.
        let ends: u128 = 1 | 1 << (self.len() + 1);
        let toads = u128::from(self.toads) << 1;
        let frogs = u128::from(self.frogs) << 1;
        let mut stuck = toads | frogs;
        loop {
            let held = stuck | ends;
            let toads_held = toads & stuck & held >> 1 & ((stuck & toads | ends) >> 1 | held >> 2);
            let frogs_held = frogs & stuck & held << 1 & ((stuck & frogs | ends) << 1 | held << 2);
            let next = toads_held | frogs_held;
            if next == stuck {
                return (stuck >> 1) as u64;
            }
            stuck = next;
        }
    }

    /// The cells `from..to` as a strip of their own.
    pub(crate) fn cut(&self, from: usize, to: usize) -> Strip {
        let mask = low_bits::<u64>(to - from);
        Strip {
            len: (to - from) as u8,
            toads: self.toads >> from & mask,
            frogs: self.frogs >> from & mask,
        }
    }

    /// The runs of cells between stuck creatures, those without a creature left out.
    fn runs(&self) -> Vec<Strip> {
        self.runs_between(self.stuck())
    }

    /// The runs of cells between the cells of `cuts`, those without a creature left out.
    pub(crate) fn runs_between(&self, cuts: u64) -> Vec<Strip> {
        let mut runs = Vec::new();
        let mut start = 0;
        for end in bits(cuts).chain([self.len()]) {
            if end > start {
                let run = self.cut(start, end);
                if run.toads | run.frogs != 0 {
                    runs.push(run);
                }
            }
            start = end + 1;
        }
        runs
    }

    /// The strip read from the right with toads and frogs exchanged (its negative).
    pub(crate) fn mirrored(&self) -> Strip {
        let flip = |m: u64| {
            if self.len == 0 {
                0
            } else {
                m.reverse_bits() >> (64 - self.len())
            }
        };
        Strip {
            len: self.len,
            toads: flip(self.frogs),
            frogs: flip(self.toads),
        }
    }

    /// The value of a strip whose frogs are all left of its toads, by counting slides.
    fn separated_value(&self) -> Option<i64> {
        let last_frog = 64 - self.frogs.leading_zeros() as usize; // one past it
        if self.toads != 0 && last_frog > self.toads.trailing_zeros() as usize {
            return None;
        }
        // The k-th toad from the left ends at len - toads + k, the k-th frog at k.
        let toads = self.toads.count_ones() as usize;
        let toad_slides: usize = bits(self.toads)
            .enumerate()
            .map(|(k, i)| self.len() - toads + k - i)
            .sum();
        let frog_slides: usize = bits(self.frogs).enumerate().map(|(k, i)| i - k).sum();
        Some(toad_slides as i64 - frog_slides as i64)
    }
}

impl FromStr for Strip {
    type Err = InvalidPosition;

    /// Cells from left to right: `T` a toad, `F` a frog, `.` an empty cell.
    fn from_str(s: &str) -> Result<Strip, InvalidPosition> {
        let n = s.chars().count();
        if n == 0 {
            return Err(InvalidPosition(
                "expected cells T (toad), F (frog) and . (empty), e.g. TT..FF".into(),
            ));
        }
        if n > MAX_CELLS {
            return Err(InvalidPosition(format!(
                "a strip has at most {MAX_CELLS} cells (got {n})"
            )));
        }
        let mut strip = Strip {
            len: n as u8,
            toads: 0,
            frogs: 0,
        };
        for (i, c) in s.chars().enumerate() {
            match c {
                'T' => strip.toads |= 1 << i,
                'F' => strip.frogs |= 1 << i,
                '.' => {}
                other => {
                    return Err(InvalidPosition(format!(
                        "cell {}: expected T (toad), F (frog) or . (empty), found '{other}'",
                        i + 1
                    )))
                }
            }
        }
        Ok(strip)
    }
}

impl fmt::Display for Strip {
    /// Cells from left to right: `T`, `F` or `.`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for i in 0..self.len() {
            f.write_str(match (self.toads >> i & 1, self.frogs >> i & 1) {
                (1, _) => "T",
                (_, 1) => "F",
                _ => ".",
            })?;
        }
        Ok(())
    }
}

/// The Toads and Frogs ruleset, for the generic [`Solver`](conway::partizan::Solver):
/// toads (Left) move right, frogs (Right) left; strips split at stuck creatures, strips
/// with one kind of creature have their value by counting, and a strip and its mirror
/// share a table entry.
#[derive(Clone, Copy, Debug, Default)]
pub struct ToadsAndFrogs;

impl Ruleset for ToadsAndFrogs {
    type Position = Strip;

    fn left_options(&self, strip: &Strip) -> Vec<Strip> {
        strip.moves(true)
    }

    fn right_options(&self, strip: &Strip) -> Vec<Strip> {
        strip.moves(false)
    }

    fn components(&self, strip: &Strip) -> Vec<Strip> {
        strip.runs()
    }

    fn normalise(&self, strip: &Strip) -> Normalised<Strip> {
        let mirror = strip.mirrored();
        if mirror < *strip {
            Normalised {
                key: mirror,
                negated: true,
            }
        } else {
            Normalised {
                key: *strip,
                negated: false,
            }
        }
    }

    fn closed_form(&self, arena: &mut Arena, strip: &Strip) -> Result<Option<GameId>, Error> {
        match strip.separated_value() {
            Some(n) => Ok(Some(arena.number(Dyadic::new(n, 0)?))),
            None => Ok(None),
        }
    }
}

/// The registry entry of Toads and Frogs.
pub const ENTRY: Entry = Entry {
    name: "toads",
    syntax: "cells from left to right: T (toad), F (frog), . (empty)",
    about: "Toads and Frogs: Left's toads move right, Right's frogs left, sliding or jumping",
    examples: &["toads:TT..FF", "toads:T.TF.F"],
    argument_chars: "",
    draw: |text| {
        text.parse::<Strip>()?;
        drawing::strip(text, |c| match c {
            'T' => Mark::LeftPiece,
            'F' => Mark::RightPiece,
            _ => Mark::Empty,
        })
    },
    editor: Some(Editor {
        shape: EditorShape::Strip,
        symbols: ".TF",
        start: EditorStart::First,
    }),
    make: |variant| {
        contract::printing_position_solver(variant, ToadsAndFrogs, str::parse, Strip::to_string)
    },
};

#[cfg(test)]
mod tests {
    use super::*;
    use conway::partizan::Solver;
    use std::collections::HashMap;

    /// Slow twin: the value from the rules as stated, on a row of characters, with no
    /// splitting, closed form or mirror; memoised per row.
    fn plain(arena: &mut Arena, row: &[u8], memo: &mut HashMap<Vec<u8>, GameId>) -> GameId {
        if let Some(&g) = memo.get(row) {
            return g;
        }
        let (mut left, mut right) = (Vec::new(), Vec::new());
        let n = row.len() as isize;
        let at = |i: isize| {
            if (0..n).contains(&i) {
                row[i as usize]
            } else {
                b'#'
            }
        };
        for i in 0..n {
            let (me, other, dir, side) = match row[i as usize] {
                b'T' => (b'T', b'F', 1, &mut left),
                b'F' => (b'F', b'T', -1, &mut right),
                _ => continue,
            };
            let target = if at(i + dir) == b'.' {
                Some(i + dir)
            } else if at(i + dir) == other && at(i + 2 * dir) == b'.' {
                Some(i + 2 * dir)
            } else {
                None
            };
            if let Some(t) = target {
                let mut after = row.to_vec();
                after[i as usize] = b'.';
                after[t as usize] = me;
                side.push(plain(arena, &after, memo));
            }
        }
        let g = arena.game(&left, &right).unwrap();
        memo.insert(row.to_vec(), g);
        g
    }

    #[test]
    fn solver_agrees_with_the_plain_rules_on_random_strips() {
        let mut arena = Arena::new();
        let mut solver = Solver::new(ToadsAndFrogs);
        let mut memo = HashMap::new();
        let mut seed = 0x2545_f491_4f6c_dd1d_u64;
        for _ in 0..400 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let len = 1 + (seed % 11) as usize;
            let row: String = (0..len)
                .map(|i| ['T', 'F', '.', '.'][(seed >> (8 + 2 * i) & 3) as usize])
                .collect();
            let strip: Strip = row.parse().unwrap();
            let fast = solver.value(&mut arena, &strip).unwrap();
            let slow = plain(&mut arena, row.as_bytes(), &mut memo);
            assert_eq!(arena.display(fast), arena.display(slow), "{row}");
        }
    }

    #[test]
    fn stuck_creatures_split_the_strip() {
        let strip: Strip = "T.FTTFF.F".parse().unwrap();
        assert_eq!(strip.stuck(), 0b0111_1000);
        let runs: Vec<String> = strip.runs().iter().map(Strip::to_string).collect();
        assert_eq!(runs, ["T.F", ".F"]);
        // A frog at the left end and a toad at the right end never move.
        let strip: Strip = "FF.T.FTT".parse().unwrap();
        assert_eq!(strip.stuck(), 0b1100_0011);
        // TF with room behind is not stuck: the toad can jump.
        let strip: Strip = "TF.".parse().unwrap();
        assert_eq!(strip.stuck(), 0);
        assert_eq!("FT".parse::<Strip>().unwrap().runs(), vec![]);
    }

    #[test]
    fn mirror_negates() {
        let mut arena = Arena::new();
        let mut solver = Solver::new(ToadsAndFrogs);
        let strip: Strip = "TT.F.TF".parse().unwrap();
        assert_eq!(strip.mirrored().to_string(), "TF.T.FF");
        let g = solver.value(&mut arena, &strip).unwrap();
        let h = solver.value(&mut arena, &strip.mirrored()).unwrap();
        assert_eq!(arena.neg(g), h);
    }

    #[test]
    fn strips_of_64_cells() {
        let mut arena = Arena::new();
        let mut solver = Solver::new(ToadsAndFrogs);
        let row = format!("T{}F", ".".repeat(62));
        let strip: Strip = row.parse().unwrap();
        assert_eq!(strip.mirrored(), strip);
        let g = solver.value(&mut arena, &strip).unwrap();
        let slow = plain(&mut arena, row.as_bytes(), &mut HashMap::new());
        assert_eq!(g, slow);
        let strip: Strip = format!("{}T", ".".repeat(63)).parse().unwrap();
        assert_eq!(strip.separated_value(), Some(0));
        let strip: Strip = format!("T{}", ".".repeat(63)).parse().unwrap();
        assert_eq!(strip.separated_value(), Some(63));
    }

    #[test]
    fn bad_strips_are_named() {
        let err = |t: &str| t.parse::<Strip>().unwrap_err().0;
        assert!(err("").contains("expected cells"));
        assert!(err("TX.").contains("cell 2: expected T"));
        assert!(err(&".".repeat(65)).contains("at most 64 cells (got 65)"));
    }
}
