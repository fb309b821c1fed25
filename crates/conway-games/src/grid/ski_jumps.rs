//! Ski-Jumps (Winning Ways, ch. 1; in the `cgt` crate): skiers on a slope of rows, top
//! row first. Left's skiers (`L`) move east, Right's (`R`) west. On a move a player
//! either
//!
//! * **slides** one of their skiers any number of cells along its row in its direction,
//!   over empty cells only, or off the edge of the slope if every cell to the edge is
//!   empty (the skier leaves the game), or
//! * **jumps** a *jumper* over an opponent's skier on the cell directly below it, onto the
//!   empty cell below that one; a jumped jumper becomes a *slipper* (`l`, `r`), which
//!   slides but never jumps again.
//!
//! Play ends: every move takes a skier east (west) or two rows down. The player who
//! cannot move loses.
//!
//! Rules as in Winning Ways. The `cgt` crate (0.11) deviates in two places: it lets a
//! jump land on an occupied cell (overwriting the skier there) and never lets a skier
//! jump from the second-last row off the slope; on positions where neither arises the
//! values agree, and its Winning Ways examples are reproduced in the tests.
//!
//! Positions: rows of `.`, `L`, `l`, `R`, `r` separated by `|` or `/`, at most 64 cells.
//! Reductions: **mirror** only (reading each row backwards with the sides exchanged
//! swaps the players' roles: a negation). Rows interact through jumps, so the slope is
//! searched whole.
//!
//! ```
//! use conway::partizan::{Arena, Solver};
//! use conway_games::grid::ski_jumps::{SkiJumps, Slope};
//! let mut arena = Arena::new();
//! let slope: Slope = ".L...|.R...|.....".parse().unwrap();
//! let g = Solver::new(SkiJumps).value(&mut arena, &slope).unwrap();
//! assert_eq!(arena.display(g), "5/2"); // Winning Ways, via the cgt crate's tests
//! ```

use conway::partizan::{Normalised, Ruleset};
use std::fmt;
use std::str::FromStr;

use crate::bitset::bits;
use crate::contract::{self, Editor, EditorShape, EditorStart, Entry};
use crate::drawing::{self, Mark};
use crate::invalid::InvalidPosition;

/// The most cells of a slope.
pub const MAX_CELLS: usize = 64;

/// A slope: cell `(r, c)` is bit `r * cols + c`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Slope {
    rows: u8,
    cols: u8,
    /// Left's skiers.
    left: u64,
    /// Right's skiers.
    right: u64,
    /// The skiers that are slippers.
    slippers: u64,
}

impl Slope {
    fn cols(&self) -> usize {
        usize::from(self.cols)
    }

    fn rows(&self) -> usize {
        usize::from(self.rows)
    }

    /// The slope read from the east with the sides exchanged (its negative).
    fn mirrored(&self) -> Slope {
        let flip = |m: u64| {
            bits(m).fold(0u64, |acc, i| {
                let (r, c) = (i / self.cols(), i % self.cols());
                acc | 1 << (r * self.cols() + self.cols() - 1 - c)
            })
        };
        Slope {
            left: flip(self.right),
            right: flip(self.left),
            slippers: flip(self.slippers),
            ..*self
        }
    }

    /// The slopes after each move of Left's skiers.
    fn left_moves(&self) -> Vec<Slope> {
        let cols = self.cols();
        let occupied = self.left | self.right;
        let mut out = Vec::new();
        for from in bits(self.left) {
            let (r, c) = (from / cols, from % cols);
            let slipper = self.slippers >> from & 1 == 1;
            let moved = |to: Option<usize>| {
                let clear = |m: u64| m & !(1 << from);
                let put = |m: u64| to.map_or(m, |t| m | 1 << t);
                Slope {
                    left: put(clear(self.left)),
                    slippers: if slipper {
                        put(clear(self.slippers))
                    } else {
                        clear(self.slippers)
                    },
                    ..*self
                }
            };
            let mut to = c + 1;
            while to < cols && occupied >> (r * cols + to) & 1 == 0 {
                out.push(moved(Some(r * cols + to)));
                to += 1;
            }
            if to == cols {
                out.push(moved(None));
            }
            let below = from + cols;
            let landing = from + 2 * cols;
            if !slipper
                && r + 2 < self.rows()
                && self.right >> below & 1 == 1
                && occupied >> landing & 1 == 0
            {
                let mut after = moved(Some(landing));
                after.slippers |= 1 << below;
                out.push(after);
            }
        }
        out
    }
}

impl FromStr for Slope {
    type Err = InvalidPosition;

    /// Rows of `.`, `L`, `l`, `R`, `r` separated by `|` or `/`.
    fn from_str(text: &str) -> Result<Slope, InvalidPosition> {
        let lines: Vec<&str> = text.split(['|', '/']).collect();
        let cols = lines[0].chars().count();
        if cols == 0 {
            return Err(InvalidPosition(
                "expected rows of . (empty), L or l (Left's jumper or slipper) and R or r \
                 (Right's) separated by '|' or '/'"
                    .into(),
            ));
        }
        if lines.len() * cols > MAX_CELLS {
            return Err(InvalidPosition(format!(
                "a slope has at most {MAX_CELLS} cells"
            )));
        }
        let mut slope = Slope {
            rows: lines.len() as u8,
            cols: cols as u8,
            left: 0,
            right: 0,
            slippers: 0,
        };
        for (r, line) in lines.iter().enumerate() {
            if line.chars().count() != cols {
                return Err(InvalidPosition(format!(
                    "row {} has {} cells, row 1 has {cols}",
                    r + 1,
                    line.chars().count()
                )));
            }
            for (c, ch) in line.chars().enumerate() {
                let bit = 1u64 << (r * cols + c);
                match ch {
                    '.' => {}
                    'L' => slope.left |= bit,
                    'R' => slope.right |= bit,
                    'l' => (slope.left, slope.slippers) = (slope.left | bit, slope.slippers | bit),
                    'r' => {
                        (slope.right, slope.slippers) = (slope.right | bit, slope.slippers | bit)
                    }
                    other => {
                        return Err(InvalidPosition(format!(
                            "row {} column {}: expected '.', 'L', 'l', 'R' or 'r', found '{}'",
                            r + 1,
                            c + 1,
                            other.escape_debug()
                        )))
                    }
                }
            }
        }
        Ok(slope)
    }
}

impl fmt::Display for Slope {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for r in 0..self.rows() {
            if r > 0 {
                f.write_str("|")?;
            }
            for c in 0..self.cols() {
                let i = r * self.cols() + c;
                let slipper = self.slippers >> i & 1 == 1;
                f.write_str(match (self.left >> i & 1, self.right >> i & 1, slipper) {
                    (1, _, false) => "L",
                    (1, _, true) => "l",
                    (_, 1, false) => "R",
                    (_, 1, true) => "r",
                    _ => ".",
                })?;
            }
        }
        Ok(())
    }
}

/// Ski-Jumps, for the generic [`Solver`](conway::partizan::Solver).
#[derive(Clone, Copy, Debug, Default)]
pub struct SkiJumps;

impl Ruleset for SkiJumps {
    type Position = Slope;

    fn left_options(&self, slope: &Slope) -> Vec<Slope> {
        slope.left_moves()
    }

    /// Right's moves: Left's on the mirrored slope, mirrored back.
    fn right_options(&self, slope: &Slope) -> Vec<Slope> {
        let mirror = slope.mirrored();
        mirror.left_moves().iter().map(Slope::mirrored).collect()
    }

    fn normalise(&self, slope: &Slope) -> Normalised<Slope> {
        let mirror = slope.mirrored();
        Normalised {
            key: mirror.min(*slope),
            negated: mirror < *slope,
        }
    }
}

/// The registry entry of Ski-Jumps.
pub const ENTRY: Entry = Entry {
    name: "skijumps",
    syntax: "rows of . (empty), L or l (Left's jumper or slipper) and R or r (Right's) \
             separated by / or |, top row first; at most 64 cells",
    about: "Ski-Jumps: Left's skiers slide east, Right's west, or jump down over an \
            opponent's skier",
    examples: &["skijumps:.L...|.R...|.....", "skijumps:L....|....R|l...."],
    argument_chars: "",
    draw: |text| {
        let slope: Slope = text.parse()?;
        let rows: Vec<Vec<Mark>> = slope
            .to_string()
            .split('|')
            .map(|row| {
                row.chars()
                    .map(|c| match c {
                        'L' | 'l' => Mark::LeftPiece,
                        'R' | 'r' => Mark::RightPiece,
                        _ => Mark::Empty,
                    })
                    .collect()
            })
            .collect();
        drawing::board(&rows)
    },
    editor: Some(Editor {
        shape: EditorShape::Grid,
        symbols: ".LlRr",
        start: EditorStart::First,
    }),
    make: |variant| {
        contract::printing_position_solver(variant, SkiJumps, str::parse, Slope::to_string)
    },
};

#[cfg(test)]
mod tests {
    use super::*;
    use conway::partizan::{parse as game, Arena, GameId, Solver};
    use std::collections::HashMap;

    /// Slow twin: the rules on rows of characters, no mirror; memoised per slope.
    fn plain(
        arena: &mut Arena,
        rows: &[Vec<char>],
        memo: &mut HashMap<Vec<Vec<char>>, GameId>,
    ) -> GameId {
        if let Some(&g) = memo.get(rows) {
            return g;
        }
        let (height, width) = (rows.len(), rows[0].len());
        let mut sides = [Vec::new(), Vec::new()];
        for r in 0..height {
            for c in 0..width {
                let cell = rows[r][c];
                let (side, step, jumper, theirs): (usize, isize, char, [char; 2]) = match cell {
                    'L' | 'l' => (0, 1, 'L', ['R', 'r']),
                    'R' | 'r' => (1, -1, 'R', ['L', 'l']),
                    _ => continue,
                };
                let mut to = c as isize + step;
                loop {
                    let mut after = rows.to_vec();
                    after[r][c] = '.';
                    if to < 0 || to >= width as isize {
                        sides[side].push(plain(arena, &after, memo));
                        break;
                    }
                    if rows[r][to as usize] != '.' {
                        break;
                    }
                    after[r][to as usize] = cell;
                    sides[side].push(plain(arena, &after, memo));
                    to += step;
                }
                if cell == jumper
                    && r + 2 < height
                    && theirs.contains(&rows[r + 1][c])
                    && rows[r + 2][c] == '.'
                {
                    let mut after = rows.to_vec();
                    after[r][c] = '.';
                    after[r + 2][c] = cell;
                    after[r + 1][c] = after[r + 1][c].to_ascii_lowercase();
                    sides[side].push(plain(arena, &after, memo));
                }
            }
        }
        let g = arena.game(&sides[0], &sides[1]).unwrap();
        memo.insert(rows.to_vec(), g);
        g
    }

    /// The `cgt` crate's tests (ski_jumps.rs, "comparing against positions in winning
    /// ways").
    #[test]
    fn winning_ways_examples() {
        let mut arena = Arena::new();
        let mut solver = Solver::new(SkiJumps);
        for (text, expected) in [
            ("...L....|..R.....|........", "2"),
            ("........|...l....|.......R|........|......L.", "-1"),
            (".L...|.R...|.....", "5/2"),
            ("...R.|...L.|.....", "-5/2"),
            ("L....|....R|.....", "1/2"),
            ("L....|R....|.....", "9/2"),
            ("L....|....R|l....", "5"),
            ("L..R", "*2"),
        ] {
            let g = solver.value(&mut arena, &text.parse().unwrap()).unwrap();
            assert_eq!(
                g,
                game(&mut arena, expected).unwrap(),
                "{text}: {}",
                arena.display(g)
            );
        }
    }

    #[test]
    fn solver_agrees_with_the_plain_rules() {
        let mut arena = Arena::new();
        let mut solver = Solver::new(SkiJumps);
        let mut memo = HashMap::new();
        let mut seed = 0x2545_f491_4f6c_dd1d_u64;
        let mut next = |n: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n as u64) as usize
        };
        for _ in 0..200 {
            let (rows, cols) = (1 + next(4), 1 + next(5));
            let text: Vec<String> = (0..rows)
                .map(|_| {
                    (0..cols)
                        .map(|_| ['.', '.', '.', 'L', 'l', 'R', 'r'][next(7)])
                        .collect()
                })
                .collect();
            let text = text.join("|");
            let slope: Slope = text.parse().unwrap();
            assert_eq!(slope.to_string(), text);
            let fast = solver.value(&mut arena, &slope).unwrap();
            let rows: Vec<Vec<char>> = text.split('|').map(|r| r.chars().collect()).collect();
            let slow = plain(&mut arena, &rows, &mut memo);
            assert_eq!(fast, slow, "{text}: {}", arena.display(fast));
        }
        let err = |t: &str| t.parse::<Slope>().unwrap_err().0;
        assert!(err("L.x").contains("expected '.', 'L'"));
        assert!(err("L.|.").contains("row 2 has 1 cells"));
        assert!(err(&".".repeat(65)).contains("at most 64 cells"));
    }
}
