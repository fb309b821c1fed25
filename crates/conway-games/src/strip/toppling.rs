//! Toppling Dominoes: a row of dominoes, each blue (`B`, Left's), red (`R`, Right's) or
//! green (`G`, either player's). A move topples one of the mover's dominoes (or a green
//! one) to the left or to the right: it falls and knocks over every domino on that side,
//! and all of them leave the row. The player who cannot move loses.
//!
//! The game is one of the running examples of Lessons in Play (Albert, Nowakowski and
//! Wolfe, 2007) and is studied by Fink, Nowakowski, Siegel and Wolfe ("Toppling
//! Dominoes", *Games of No Chance 5*). Toppling the domino at `i` of a row
//! `d_0 ... d_n-1` to the left leaves `d_i+1 ... d_n-1`, to the right `d_0 ... d_i-1`;
//! so the options of a row are its proper prefixes and suffixes, and a row of `n`
//! dominoes has at most `n (n + 1) / 2 + 1` different positions in all.
//!
//! For example `BR` is `*`: Left topples `B` leftwards (leaving `R`, `-1`) or rightwards
//! (leaving nothing, `0`), Right symmetrically, and `{-1, 0 | 0, 1} = {0 | 0}`. A single
//! blue domino is `1`, `n` blue ones are `n` (each topple leaves a shorter blue row; the
//! best keeps `n - 1`), and a green domino is `*`.
//!
//! The solver uses two symmetries: reading the row from the right keeps the value, and
//! exchanging blue and red swaps the players' roles, negating it. The table is keyed by
//! the least of the four images.
//!
//! ```
//! use conway::partizan::{Arena, Solver};
//! use conway_games::strip::toppling::{Row, TopplingDominoes};
//! let mut arena = Arena::new();
//! let mut solver = Solver::new(TopplingDominoes);
//! let row: Row = "BR".parse().unwrap();
//! let g = solver.value(&mut arena, &row).unwrap();
//! assert_eq!(arena.display(g), "*");
//! let row: Row = "BBB".parse().unwrap();
//! let g = solver.value(&mut arena, &row).unwrap();
//! assert_eq!(arena.display(g), "3");
//! ```

use conway::partizan::Normalised;
use std::fmt;
use std::str::FromStr;

use crate::bitset::{bits, low_bits, reflected, Mask};
use crate::contract::{self, Editor, EditorShape, EditorStart, Entry};
use crate::drawing::{self, Mark};
use crate::invalid::InvalidPosition;
use crate::width::{self, narrow_ruleset, MaskRules, Wide};

/// The most dominoes a row of the usual width (`Row<u64>`) may have.
pub const MAX_DOMINOES: usize = 64;

/// A row of dominoes from left to right: bit `i` of `blue` (`red`) is set when Left
/// (Right) may topple domino `i`; a green domino has both bits. Rows of at most 64
/// dominoes are `Row<u64>` (the default), longer ones, up to 128, `Row<u128>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Row<M = u64> {
    len: u8,
    blue: M,
    red: M,
}

impl<M: Mask> Row<M> {
    /// The number of dominoes.
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// Whether the row has no domino.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The dominoes `from..to` as a row of their own.
    fn slice(&self, from: usize, to: usize) -> Row<M> {
        if from == to {
            // toppling an end domino outwards: nothing is left (and `from` may be the
            // width of the mask, by which no shift is defined)
            return Row {
                len: 0,
                blue: M::ZERO,
                red: M::ZERO,
            };
        }
        let mask = low_bits::<M>(to - from);
        Row {
            len: (to - from) as u8,
            blue: self.blue >> from & mask,
            red: self.red >> from & mask,
        }
    }

    /// The rows after toppling each domino of `toppable` left and right.
    fn topples(&self, toppable: M) -> Vec<Row<M>> {
        bits(toppable)
            .flat_map(|i| [self.slice(i + 1, self.len()), self.slice(0, i)])
            .collect()
    }

    /// The row read from the right.
    fn reversed(&self) -> Row<M> {
        Row {
            len: self.len,
            blue: reflected(self.blue, self.len()),
            red: reflected(self.red, self.len()),
        }
    }

    /// The row with blue and red exchanged (its negative).
    fn recoloured(&self) -> Row<M> {
        Row {
            len: self.len,
            blue: self.red,
            red: self.blue,
        }
    }
}

impl<M: Mask> FromStr for Row<M> {
    type Err = InvalidPosition;

    /// Dominoes from left to right: `B` blue, `R` red, `G` green.
    fn from_str(s: &str) -> Result<Row<M>, InvalidPosition> {
        let n = s.chars().count();
        if n == 0 {
            return Err(InvalidPosition(
                "expected dominoes B (blue), R (red) and G (green), e.g. BRGB".into(),
            ));
        }
        if n > M::BITS {
            return Err(InvalidPosition(format!(
                "a row has at most {} dominoes (got {n})",
                M::BITS
            )));
        }
        let mut row = Row {
            len: n as u8,
            blue: M::ZERO,
            red: M::ZERO,
        };
        for (i, c) in s.chars().enumerate() {
            let (blue, red) = match c {
                'B' => (true, false),
                'R' => (false, true),
                'G' => (true, true),
                other => {
                    return Err(InvalidPosition(format!(
                        "domino {}: expected B (blue), R (red) or G (green), found '{other}'",
                        i + 1
                    )))
                }
            };
            if blue {
                row.blue |= M::bit(i);
            }
            if red {
                row.red |= M::bit(i);
            }
        }
        Ok(row)
    }
}

impl<M: Mask> fmt::Display for Row<M> {
    /// Dominoes from left to right: `B`, `R` or `G`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for i in 0..self.len() {
            let domino = M::bit(i);
            let (blue, red) = (self.blue & domino, self.red & domino);
            f.write_str(match (blue.is_empty(), red.is_empty()) {
                (false, false) => "G",
                (false, true) => "B",
                _ => "R",
            })?;
        }
        Ok(())
    }
}

/// The Toppling Dominoes ruleset, for the generic [`Solver`](conway::partizan::Solver):
/// Left topples blue or green dominoes, Right red or green ones; a row, its reverse and
/// their recolourings share a table entry. It is the ruleset of the usual rows;
/// [`Wide`]`(TopplingDominoes)` is the one of rows of up to 128 dominoes.
#[derive(Clone, Copy, Debug, Default)]
pub struct TopplingDominoes;

impl MaskRules for TopplingDominoes {
    type Position<M: Mask> = Row<M>;

    fn left_options<M: Mask>(&self, row: &Row<M>) -> Vec<Row<M>> {
        row.topples(row.blue)
    }

    fn right_options<M: Mask>(&self, row: &Row<M>) -> Vec<Row<M>> {
        row.topples(row.red)
    }

    fn normalise<M: Mask>(&self, row: &Row<M>) -> Normalised<Row<M>> {
        let images = [
            (*row, false),
            (row.reversed(), false),
            (row.recoloured(), true),
            (row.reversed().recoloured(), true),
        ];
        let (key, negated) = images.into_iter().min().expect("four images");
        Normalised { key, negated }
    }
}

narrow_ruleset!(TopplingDominoes);

/// The registry entry of Toppling Dominoes.
pub const ENTRY: Entry = Entry {
    name: "toppling",
    syntax: "dominoes from left to right: B (blue), R (red), G (green); at most 128",
    about: "Toppling Dominoes: Left topples blue or green dominoes, Right red or green ones",
    examples: &["toppling:BRGB", "toppling:BBRGRRB"],
    argument_chars: "",
    draw: |text| {
        text.parse::<Row<u128>>()?;
        drawing::strip(text, |c| match c {
            'B' => Mark::LeftTile,
            'R' => Mark::RightTile,
            _ => Mark::GreenTile,
        })
    },
    editor: Some(Editor {
        shape: EditorShape::Strip,
        symbols: "BRG",
        start: EditorStart::Fill('B'),
    }),
    make: |variant| {
        width::by_size(
            contract::printing_position_solver(
                variant,
                TopplingDominoes,
                str::parse,
                Row::to_string,
            ),
            contract::printing_position_solver(
                variant,
                Wide(TopplingDominoes),
                str::parse,
                Row::to_string,
            ),
            Box::new(|text: &str| text.parse::<Row>().is_ok()),
        )
    },
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_random::Xorshift;
    use conway::partizan::{Arena, GameId, Solver};
    use std::collections::HashMap;

    /// Slow twin: the value from the rules as stated, on a string of colours: toppling
    /// domino `i` removes it and every domino on the chosen side; no symmetry; memoised.
    fn plain(arena: &mut Arena, row: &str, memo: &mut HashMap<String, GameId>) -> GameId {
        if let Some(&g) = memo.get(row) {
            return g;
        }
        let (mut left, mut right) = (Vec::new(), Vec::new());
        for (i, c) in row.char_indices() {
            for rest in [&row[i + 1..], &row[..i]] {
                if c != 'R' {
                    left.push(plain(arena, rest, memo));
                }
                if c != 'B' {
                    right.push(plain(arena, rest, memo));
                }
            }
        }
        let g = arena.game(&left, &right).unwrap();
        memo.insert(row.to_string(), g);
        g
    }

    /// Both widths against the plain rules: random rows of at most 14 dominoes at both
    /// widths, and rows of 65 to 128 dominoes (whose topples cut across the two 64-bit
    /// halves of the mask) at the wide one.
    #[test]
    fn both_widths_agree_with_the_plain_rules() {
        let mut arena = Arena::new();
        let mut narrow = Solver::new(TopplingDominoes);
        let mut wide = Solver::new(Wide(TopplingDominoes));
        let mut memo = HashMap::new();
        let mut rng = Xorshift(0x9e37_79b9_7f4a_7c15);
        let mut row_of = |len: usize| -> String {
            (0..len)
                .map(|_| ['B', 'R', 'G', 'B'][rng.below(4) as usize])
                .collect()
        };
        for len in (0..300).map(|i| 1 + i % 14) {
            let row = row_of(len);
            let slow = plain(&mut arena, &row, &mut memo);
            assert_eq!(
                narrow.value(&mut arena, &row.parse().unwrap()).unwrap(),
                slow,
                "{row}"
            );
            let at_width: Row<u128> = row.parse().unwrap();
            assert_eq!(wide.value(&mut arena, &at_width).unwrap(), slow, "{row}");
        }
        for len in [65, 70, 97, 128] {
            let row = row_of(len);
            assert!(row.parse::<Row>().is_err());
            let long: Row<u128> = row.parse().unwrap();
            assert_eq!(long.to_string(), row);
            let fast = wide.value(&mut arena, &long).unwrap();
            assert_eq!(fast, plain(&mut arena, &row, &mut memo), "{row}");
        }
    }

    #[test]
    fn symmetries() {
        let row: Row = "BBRGR".parse().unwrap();
        assert_eq!(row.reversed().to_string(), "RGRBB");
        assert_eq!(row.recoloured().to_string(), "RRBGB");
        let mut arena = Arena::new();
        let mut solver = Solver::new(TopplingDominoes);
        let g = solver.value(&mut arena, &row).unwrap();
        assert_eq!(solver.value(&mut arena, &row.reversed()).unwrap(), g);
        let h = solver.value(&mut arena, &row.recoloured()).unwrap();
        assert_eq!(arena.neg(g), h);
        let long: Row = "BR".repeat(32).parse().unwrap();
        assert_eq!(long.reversed().recoloured(), long);
        assert_eq!(long.slice(1, 64).to_string(), "RB".repeat(31) + "R");
        assert!(long.slice(64, 64).is_empty());
        let long: Row<u128> = ("BR".repeat(50) + "G").parse().unwrap();
        assert_eq!(
            long.reversed().to_string(),
            "G".to_string() + &"RB".repeat(50)
        );
        assert_eq!(long.slice(63, 101).to_string(), "RB".repeat(18) + "RG");
    }

    #[test]
    fn bad_rows_are_named() {
        let err = |t: &str| t.parse::<Row>().unwrap_err().0;
        assert!(err("").contains("expected dominoes"));
        assert!(err("BXR").contains("domino 2: expected B"));
        assert!(err(&"G".repeat(65)).contains("at most 64 dominoes (got 65)"));
        let wide = |t: &str| t.parse::<Row<u128>>().unwrap_err().0;
        assert!(wide(&"G".repeat(129)).contains("at most 128 dominoes (got 129)"));
    }
}
