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
//! Strips have at most 128 cells: those of at most 64 are held in `u64` masks, wider
//! ones in `u128` masks by the [`Wide`] form of the same rules ([`crate::width`]).
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

use conway::partizan::{Arena, Dyadic, Error, GameId, Normalised};
use std::fmt;
use std::str::FromStr;

use crate::bitset::{bits, low_bits, reflected, Mask};
use crate::contract::{self, Editor, EditorShape, EditorStart, Entry};
use crate::drawing::{self, Mark};
use crate::invalid::InvalidPosition;
use crate::width::{self, narrow_ruleset, MaskRules, Wide};

/// The most cells a strip of the usual width (`Strip<u64>`) may have.
pub const MAX_CELLS: usize = 64;

/// The most cells any strip may have: a `Strip<u128>`, for the [`Wide`] form.
pub const MAX_WIDE_CELLS: usize = 128;

/// A strip of cells; bit `i` of `toads` (`frogs`) is set when cell `i`, counted from the
/// left, holds a toad (a frog). Strips of at most 64 cells are `Strip<u64>` (the
/// default), wider ones, up to 128 cells, `Strip<u128>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Strip<M = u64> {
    len: u8,
    toads: M,
    frogs: M,
}

impl<M: Mask> Strip<M> {
    /// The number of cells.
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// Whether the strip has no cells.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The strip of `len` cells (at most `M::BITS`) with toads on the cells of `toads`
    /// and frogs on those of `frogs` (bit `i` for cell `i`; disjoint, below `len`).
    pub(crate) fn from_cells(len: usize, toads: M, frogs: M) -> Strip<M> {
        debug_assert!(len <= M::BITS && (toads & frogs).is_empty());
        debug_assert!(((toads | frogs) & !low_bits::<M>(len)).is_empty());
        Strip {
            len: len as u8,
            toads,
            frogs,
        }
    }

    /// The cells of the toads and those of the frogs.
    pub(crate) fn creatures(&self) -> (M, M) {
        (self.toads, self.frogs)
    }

    /// The empty cells.
    pub(crate) fn empty_cells(&self) -> M {
        low_bits::<M>(self.len()) & !(self.toads | self.frogs)
    }

    /// The strip after Left (`left`) or Right moves a creature from cell `from` to `to`.
    fn moved(&self, left: bool, from: usize, to: usize) -> Strip<M> {
        let step = |m: M| m & !M::bit(from) | M::bit(to);
        if left {
            Strip {
                toads: step(self.toads),
                ..*self
            }
        } else {
            Strip {
                frogs: step(self.frogs),
                ..*self
            }
        }
    }

    /// The strips after each move of Left (toads) or Right (frogs).
    pub(crate) fn moves(&self, left: bool) -> Vec<Strip<M>> {
        let empty = self.empty_cells();
        let mut after = Vec::new();
        if left {
            let slides = self.toads & empty >> 1;
            let jumps = self.toads & self.frogs >> 1 & empty >> 2;
            after.extend(bits(slides).map(|i| self.moved(true, i, i + 1)));
            after.extend(bits(jumps).map(|i| self.moved(true, i, i + 2)));
        } else {
            let slides = self.frogs & empty << 1;
            let jumps = self.frogs & self.toads << 1 & empty << 2;
            after.extend(bits(slides).map(|i| self.moved(false, i, i - 1)));
            after.extend(bits(jumps).map(|i| self.moved(false, i, i - 2)));
        }
        after
    }

    /// The strips after each backward slide (Backsliding Toads and Frogs): a toad one cell
    /// left, a frog one cell right, into an empty cell.
    pub(crate) fn backslides(&self, left: bool) -> Vec<Strip<M>> {
        let empty = self.empty_cells();
        if left {
            let slides = self.toads & empty << 1;
            bits(slides).map(|i| self.moved(true, i, i - 1)).collect()
        } else {
            let slides = self.frogs & empty >> 1;
            bits(slides).map(|i| self.moved(false, i, i + 1)).collect()
        }
    }

    /// The largest stuck set of creatures (see the [module documentation](self)).
    fn stuck(&self) -> M {
        let cells = low_bits::<M>(self.len());
        // the cells i with i + k beyond the right end, and those with i - k beyond the left
        let right_end = |k: usize| cells & !low_bits::<M>(self.len().saturating_sub(k));
        let left_end = |k: usize| low_bits::<M>(k);
        let (toads, frogs) = (self.toads, self.frogs);
        let mut stuck = toads | frogs;
        loop {
            let toads_held = toads
                & stuck
                & (stuck >> 1 | right_end(1))
                & ((stuck & toads) >> 1 | stuck >> 2 | right_end(2));
            let frogs_held = frogs
                & stuck
                & (stuck << 1 | left_end(1))
                & ((stuck & frogs) << 1 | stuck << 2 | left_end(2));
            let next = toads_held | frogs_held;
            if next == stuck {
                return stuck;
            }
            stuck = next;
        }
    }

    /// The cells `from..to` as a strip of their own.
    pub(crate) fn cut(&self, from: usize, to: usize) -> Strip<M> {
        let mask = low_bits::<M>(to - from);
        Strip {
            len: (to - from) as u8,
            toads: self.toads >> from & mask,
            frogs: self.frogs >> from & mask,
        }
    }

    /// The runs of cells between stuck creatures, those without a creature left out.
    fn runs(&self) -> Vec<Strip<M>> {
        self.runs_between(self.stuck())
    }

    /// The runs of cells between the cells of `cuts`, those without a creature left out.
    pub(crate) fn runs_between(&self, cuts: M) -> Vec<Strip<M>> {
        let mut runs = Vec::new();
        let mut start = 0;
        for end in bits(cuts).chain([self.len()]) {
            if end > start {
                let run = self.cut(start, end);
                if !(run.toads | run.frogs).is_empty() {
                    runs.push(run);
                }
            }
            start = end + 1;
        }
        runs
    }

    /// The strip read from the right with toads and frogs exchanged (its negative).
    pub(crate) fn mirrored(&self) -> Strip<M> {
        Strip {
            len: self.len,
            toads: reflected(self.frogs, self.len()),
            frogs: reflected(self.toads, self.len()),
        }
    }

    /// The value of a strip whose frogs are all left of its toads, by counting slides.
    fn separated_value(&self) -> Option<i64> {
        let last_frog = M::BITS - self.frogs.leading_zeros() as usize; // one past it
        if !self.toads.is_empty() && last_frog > self.toads.trailing_zeros() as usize {
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

impl<M: Mask> FromStr for Strip<M> {
    type Err = InvalidPosition;

    /// Cells from left to right: `T` a toad, `F` a frog, `.` an empty cell.
    fn from_str(s: &str) -> Result<Strip<M>, InvalidPosition> {
        let n = s.chars().count();
        if n == 0 {
            return Err(InvalidPosition(
                "expected cells T (toad), F (frog) and . (empty), e.g. TT..FF".into(),
            ));
        }
        if n > M::BITS {
            return Err(InvalidPosition(format!(
                "a strip has at most {} cells (got {n})",
                M::BITS
            )));
        }
        let mut strip = Strip {
            len: n as u8,
            toads: M::ZERO,
            frogs: M::ZERO,
        };
        for (i, c) in s.chars().enumerate() {
            match c {
                'T' => strip.toads |= M::bit(i),
                'F' => strip.frogs |= M::bit(i),
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

impl<M: Mask> fmt::Display for Strip<M> {
    /// Cells from left to right: `T`, `F` or `.`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for i in 0..self.len() {
            let cell = M::bit(i);
            f.write_str(if !(self.toads & cell).is_empty() {
                "T"
            } else if !(self.frogs & cell).is_empty() {
                "F"
            } else {
                "."
            })?;
        }
        Ok(())
    }
}

/// The Toads and Frogs ruleset, for the generic [`Solver`](conway::partizan::Solver):
/// toads (Left) move right, frogs (Right) left; strips split at stuck creatures, strips
/// with one kind of creature have their value by counting, and a strip and its mirror
/// share a table entry. It is the ruleset of the usual strips; [`Wide`]`(ToadsAndFrogs)`
/// is the one of strips of up to 128 cells.
#[derive(Clone, Copy, Debug, Default)]
pub struct ToadsAndFrogs;

impl MaskRules for ToadsAndFrogs {
    type Position<M: Mask> = Strip<M>;

    fn left_options<M: Mask>(&self, strip: &Strip<M>) -> Vec<Strip<M>> {
        strip.moves(true)
    }

    fn right_options<M: Mask>(&self, strip: &Strip<M>) -> Vec<Strip<M>> {
        strip.moves(false)
    }

    fn components<M: Mask>(&self, strip: &Strip<M>) -> Vec<Strip<M>> {
        strip.runs()
    }

    fn normalise<M: Mask>(&self, strip: &Strip<M>) -> Normalised<Strip<M>> {
        let mirror = strip.mirrored();
        Normalised {
            key: mirror.min(*strip),
            negated: mirror < *strip,
        }
    }

    fn closed_form<M: Mask>(
        &self,
        arena: &mut Arena,
        strip: &Strip<M>,
    ) -> Result<Option<GameId>, Error> {
        match strip.separated_value() {
            Some(n) => Ok(Some(arena.number(Dyadic::new(n, 0)?))),
            None => Ok(None),
        }
    }
}

narrow_ruleset!(ToadsAndFrogs);

/// The registry entry of Toads and Frogs.
pub const ENTRY: Entry = Entry {
    name: "toads",
    syntax: "cells from left to right: T (toad), F (frog), . (empty); at most 128 cells",
    about: "Toads and Frogs: Left's toads move right, Right's frogs left, sliding or jumping",
    examples: &["toads:TT..FF", "toads:T.TF.F"],
    argument_chars: "",
    draw: |text| {
        text.parse::<Strip<u128>>()?;
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
        width::by_size(
            contract::printing_position_solver(
                variant,
                ToadsAndFrogs,
                str::parse,
                Strip::to_string,
            ),
            contract::printing_position_solver(
                variant,
                Wide(ToadsAndFrogs),
                str::parse,
                Strip::to_string,
            ),
            Box::new(|text: &str| text.parse::<Strip>().is_ok()),
        )
    },
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_random::Xorshift;
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

    /// Both widths against the plain rules. Random strips of at most 11 cells (solved at
    /// both widths, which must agree); strips of 65 to 128 cells with two or three
    /// creatures anywhere, so that moves cross from one 64-bit half of the mask to the
    /// other; and strips of up to 128 cells with a window of random creatures between two
    /// frozen `TTFF` blocks, placed across cell 64.
    #[test]
    fn both_widths_agree_with_the_plain_rules() {
        let mut arena = Arena::new();
        let (mut narrow, mut wide) = (Solver::new(ToadsAndFrogs), Solver::new(Wide(ToadsAndFrogs)));
        let mut memo = HashMap::new();
        let mut rng = Xorshift(0x2545_f491_4f6c_dd1d);
        for _ in 0..200 {
            let len = 1 + rng.below(11) as usize;
            let row: String = (0..len)
                .map(|_| ['T', 'F', '.', '.'][rng.below(4) as usize])
                .collect();
            let slow = plain(&mut arena, row.as_bytes(), &mut memo);
            assert_eq!(
                narrow.value(&mut arena, &row.parse().unwrap()).unwrap(),
                slow,
                "{row}"
            );
            let at_width: Strip<u128> = row.parse().unwrap();
            assert_eq!(wide.value(&mut arena, &at_width).unwrap(), slow, "{row}");
        }
        for round in 0..24 {
            let len = 65 + rng.below(64) as usize;
            let mut row = vec![b'.'; len];
            if round % 2 == 0 {
                for _ in 0..2 + rng.below(2) {
                    let cell = (40 + rng.below(40) as usize).min(len - 1);
                    row[cell] = [b'T', b'F'][rng.below(2) as usize];
                }
            } else {
                let window = 3 + rng.below(8) as usize;
                let at = 52 + rng.below(12) as usize;
                row[at - 4..at].copy_from_slice(b"TTFF");
                row[at + window..at + window + 4].copy_from_slice(b"TTFF");
                for cell in &mut row[at..at + window] {
                    *cell = b"TF.."[rng.below(4) as usize];
                }
            }
            let text = String::from_utf8(row).unwrap();
            let strip: Strip<u128> = text.parse().unwrap();
            assert_eq!(strip.to_string(), text);
            assert!(text.parse::<Strip>().is_err());
            let fast = wide.value(&mut arena, &strip).unwrap();
            let slow = plain(&mut arena, text.as_bytes(), &mut HashMap::new());
            assert_eq!(fast, slow, "{text}: {}", arena.display(fast));
        }
    }

    #[test]
    fn strips_of_128_cells() {
        let strip: Strip<u128> = format!("T.F{}TTFF{}", ".".repeat(60), ".".repeat(61))
            .parse()
            .unwrap();
        assert_eq!(strip.stuck(), 0b1111 << 63);
        let runs: Vec<String> = strip.runs().iter().map(Strip::to_string).collect();
        assert_eq!(runs, ["T.F".to_string() + &".".repeat(60)]);
        assert_eq!(strip.mirrored().mirrored(), strip);
        let strip: Strip<u128> = format!("{}T", ".".repeat(127)).parse().unwrap();
        assert_eq!(strip.separated_value(), Some(0));
        let strip: Strip<u128> = format!("F{}T", ".".repeat(126)).parse().unwrap();
        assert_eq!(strip.separated_value(), Some(0));
        assert_eq!(strip.stuck(), 1 | 1 << 127);
        let strip: Strip<u128> = format!("T{}F", ".".repeat(126)).parse().unwrap();
        assert_eq!(strip.separated_value(), None);
        assert_eq!(strip.mirrored(), strip);
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
        let wide = |t: &str| t.parse::<Strip<u128>>().unwrap_err().0;
        assert!(wide(&".".repeat(129)).contains("at most 128 cells (got 129)"));
    }
}
