//! Fox and Geese (Winning Ways, ch. 20; the rules as CGSuite plays them): on the dark
//! squares of a board of any width, Left's geese each move one square diagonally
//! *down*; Right's fox moves one square diagonally in any direction (up to `range`
//! squares in a straight line for the Ceylonese variant, never over a piece). Nothing is
//! captured: the geese try to trap the fox, the fox tries to get past them. The fox's
//! moves can be undone, so play may repeat positions and values are loopy games
//! ([`conway::loopy`]); every goose move lowers a goose, so play cannot alternate
//! forever and every position is a stopper.
//!
//! Rows are numbered from 1 at the bottom and columns from 1 at the left; the dark
//! squares are those with `row + column` even (the bottom-left corner is dark). The
//! board has no top: a fox on or above the highest goose's row, or one row below it
//! with a free square diagonally up, can never be caught again, and the position is
//! `off` (Right can always move; Winning Ways, ch. 20). The *height* of a position is
//! the sum of its geese's ranks, counted from 0 on the bottom row: the measure of the
//! Fox and Geese museum (Siegel, 2003), whose first appearances of values the tests
//! reproduce with it.
//!
//! Positions are written in the grid syntax ([`super`]): rows top first, separated by
//! `/` or `|`, `x` a goose, `o` the fox, `.` any other square; the last row written is
//! row 1. `RxC` is the classical start on `R` rows and `C` columns: a goose on every dark
//! square of the top row, the fox on the dark square of the bottom row nearest the middle
//! (`8x8` is the classical game, geese at (8,2), (8,4), (8,6), (8,8), fox at (1,5)).
//!
//! ```
//! use conway::loopy::LoopyGame;
//! use conway_games::grid::fox_and_geese::FoxAndGeese;
//! // two geese on row 2, the fox in the corner below them: trapped at once
//! let (rules, start) = FoxAndGeese::parse(".x.x/o...", 1).unwrap();
//! let g = LoopyGame::of_ruleset(&rules, start).unwrap();
//! assert_eq!(g.outcome().code(), "L"); // Left wins whoever starts
//! ```

use crate::drawing::{self, Mark};
use crate::invalid::InvalidPosition;
use conway::loopy::ruleset::LoopyRuleset;

/// The most squares of a board (rows times columns).
pub const MAX_SQUARES: usize = 1 << 15;

/// Fox and Geese on a board `width` squares wide, the fox moving up to `range` squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FoxAndGeese {
    width: u16,
    range: u16,
}

/// A position: the squares of the geese (sorted) and of the fox, a square being
/// `(row - 1) * width + (column - 1)`; or a fox that has escaped (`off`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Position {
    /// The fox is past the geese: the position is `off`.
    Escaped,
    /// The geese and the fox.
    Board {
        /// The geese's squares, in increasing order.
        geese: Box<[u16]>,
        /// The fox's square.
        fox: u16,
    },
}

impl Position {
    /// The height: the sum of the geese's ranks, from 0 on the bottom row (`0` once
    /// the fox has escaped).
    pub fn height(&self, rules: &FoxAndGeese) -> u32 {
        match self {
            Position::Escaped => 0,
            Position::Board { geese, .. } => {
                geese.iter().map(|&g| u32::from(g / rules.width)).sum()
            }
        }
    }
}

impl FoxAndGeese {
    /// The ruleset on a board `width` squares wide whose fox moves up to `range`
    /// squares (1: Fox and Geese; 2: the Ceylonese variant).
    pub fn new(width: u16, range: u16) -> Result<FoxAndGeese, InvalidPosition> {
        if width == 0 || range == 0 {
            return Err(InvalidPosition(format!(
                "the board's width and the fox's range must be at least 1 (got {width} and {range})"
            )));
        }
        Ok(FoxAndGeese { width, range })
    }

    /// The board's width.
    pub fn width(&self) -> u16 {
        self.width
    }

    /// Reads a position (see the module doc) for a fox of the given range.
    pub fn parse(text: &str, range: u16) -> Result<(FoxAndGeese, Position), InvalidPosition> {
        let board = Board::read(text)?;
        let rules = FoxAndGeese::new(board.width, range)?;
        Ok((rules, rules.position(board.geese, board.fox)))
    }

    /// The position of geese and a fox given as `(row, column)` squares, rows from 1 at
    /// the bottom and columns from 1 at the left (`Escaped` when the fox is past the
    /// geese); refused when a square is off the board or light, or two pieces share one.
    pub fn place(
        &self,
        geese: &[(u16, u16)],
        fox: (u16, u16),
    ) -> Result<Position, InvalidPosition> {
        let square = |(row, col): (u16, u16), piece: &str| {
            if row == 0 || col == 0 || col > self.width || (row + col) % 2 != 0 {
                return Err(InvalidPosition(format!(
                    "{piece} at ({row}, {col}) is not on a dark square of a board {} wide \
                     (rows and columns from 1, row + column even)",
                    self.width
                )));
            }
            u16::try_from((usize::from(row) - 1) * usize::from(self.width) + usize::from(col) - 1)
                .ok()
                .filter(|&s| usize::from(s) < MAX_SQUARES)
                .ok_or_else(|| {
                    InvalidPosition(format!("{piece} at ({row}, {col}) is past the last row"))
                })
        };
        let mut squares = geese
            .iter()
            .map(|&g| square(g, "a goose"))
            .collect::<Result<Vec<u16>, _>>()?;
        let fox = square(fox, "the fox")?;
        squares.sort_unstable();
        if squares.windows(2).any(|w| w[0] == w[1]) || squares.binary_search(&fox).is_ok() {
            return Err(InvalidPosition("two pieces on one square".into()));
        }
        Ok(self.position(squares, fox))
    }

    /// The position of these geese and fox (`Escaped` when the fox is past the geese).
    fn position(&self, mut geese: Vec<u16>, fox: u16) -> Position {
        geese.sort_unstable();
        let row = |s: u16| s / self.width;
        let top = match geese.iter().map(|&g| row(g)).max() {
            Some(top) if row(fox) < top => top,
            _ => return Position::Escaped,
        };
        if row(fox) + 1 == top {
            let up = [-1, 1].iter().filter_map(|&d| self.step(fox, 1, d));
            if up.into_iter().any(|s| geese.binary_search(&s).is_err()) {
                return Position::Escaped;
            }
        }
        Position::Board {
            geese: geese.into_boxed_slice(),
            fox,
        }
    }

    /// The square `rows` up (negative: down) and `cols` right of `square`, if on the board
    /// (the board has no top).
    fn step(&self, square: u16, rows: i32, cols: i32) -> Option<u16> {
        let w = i32::from(self.width);
        let (r, c) = (i32::from(square) / w + rows, i32::from(square) % w + cols);
        let s = r * w + c;
        (r >= 0 && (0..w).contains(&c) && s <= i32::from(u16::MAX)).then_some(s as u16)
    }
}

/// A position as written: its rows (the board's height), its width, the geese's squares
/// and the fox's, a square being `(row - 1) * width + (column - 1)`.
struct Board {
    rows: u16,
    width: u16,
    geese: Vec<u16>,
    fox: u16,
}

impl Board {
    /// Reads `RxC` or rows of `x`, `o` and `.` (see the module doc).
    fn read(text: &str) -> Result<Board, InvalidPosition> {
        if let Some((rows, cols)) = text
            .split_once('x')
            .and_then(|(r, c)| Some((r.trim().parse::<u16>().ok()?, c.trim().parse::<u16>().ok()?)))
        {
            return Board::classical(rows, cols);
        }
        let rows: Vec<&str> = text.split(['/', '|']).collect();
        let width = rows[0].chars().count();
        if width == 0 {
            return Err(InvalidPosition(
                "expected rows of x (a goose), o (the fox) and . separated by /, top row first, \
                 e.g. .x.x.x.x/......../......../....o..., or RxC for the classical start"
                    .into(),
            ));
        }
        if rows.len().saturating_mul(width) > MAX_SQUARES {
            return Err(InvalidPosition(format!(
                "a board has at most {MAX_SQUARES} squares (got {} rows of {width})",
                rows.len()
            )));
        }
        let (mut geese, mut fox) = (Vec::new(), None);
        for (i, line) in rows.iter().enumerate() {
            let row = rows.len() - i; // from 1 at the bottom
            if line.chars().count() != width {
                return Err(InvalidPosition(format!(
                    "row {row} has {} squares, the top row has {width}",
                    line.chars().count()
                )));
            }
            for (c, ch) in line.chars().enumerate() {
                let piece = match ch {
                    '.' => continue,
                    'x' => "a goose",
                    'o' => "the fox",
                    other => {
                        return Err(InvalidPosition(format!(
                            "row {row}, column {}: expected x (a goose), o (the fox) or ., found '{other}'",
                            c + 1
                        )))
                    }
                };
                if !(row + c + 1).is_multiple_of(2) {
                    return Err(InvalidPosition(format!(
                        "{piece} is on row {row}, column {}, a light square: pieces stand on the \
                         dark squares, where row + column is even (rows from 1 at the bottom)",
                        c + 1
                    )));
                }
                let square = ((row - 1) * width + c) as u16;
                if ch == 'x' {
                    geese.push(square);
                } else if fox.replace(square).is_some() {
                    return Err(InvalidPosition("a board has one fox (o), not two".into()));
                }
            }
        }
        let fox = fox.ok_or_else(|| InvalidPosition("the board has no fox (o)".into()))?;
        Ok(Board {
            rows: rows.len() as u16,
            width: width as u16,
            geese,
            fox,
        })
    }

    /// The classical start on `rows` rows of `cols` squares.
    fn classical(rows: u16, cols: u16) -> Result<Board, InvalidPosition> {
        if rows < 2 || cols < 2 || usize::from(rows) * usize::from(cols) > MAX_SQUARES {
            return Err(InvalidPosition(format!(
                "the classical start needs at least 2 rows and 2 columns and at most {MAX_SQUARES} \
                 squares (got {rows}x{cols})"
            )));
        }
        // Dark squares: row + column even, rows and columns from 1.
        let top = rows - 1;
        let geese = (0..cols)
            .filter(|c| (top + c).is_multiple_of(2))
            .map(|c| top * cols + c)
            .collect();
        let middle = f64::from(cols - 1) / 2.0;
        let fox = (0..cols)
            .filter(|c| c % 2 == 0)
            .min_by(|&a, &b| {
                let d = |c: u16| (f64::from(c) - middle).abs();
                d(a).total_cmp(&d(b)).then(b.cmp(&a))
            })
            .expect("a row of 2 squares has a dark one");
        Ok(Board {
            rows,
            width: cols,
            geese,
            fox,
        })
    }
}

/// The drawing of a position as written (an SVG image): the light squares dark grey, the
/// geese blue (Left's), the fox red (Right's).
pub fn draw(text: &str) -> Result<String, InvalidPosition> {
    let board = Board::read(text)?;
    let (rows, width) = (usize::from(board.rows), usize::from(board.width));
    drawing::check_size(rows * width)?;
    let marks = (0..rows)
        .rev()
        .map(|r| {
            (0..width)
                .map(|c| {
                    let square = (r * width + c) as u16;
                    if board.geese.contains(&square) {
                        Mark::LeftPiece
                    } else if board.fox == square {
                        Mark::RightPiece
                    } else if (r + c).is_multiple_of(2) {
                        Mark::Empty
                    } else {
                        Mark::Blocked
                    }
                })
                .collect()
        })
        .collect::<Vec<Vec<Mark>>>();
    drawing::board(&marks)
}

impl LoopyRuleset for FoxAndGeese {
    type Position = Position;

    fn options(&self, position: &Position) -> (Vec<Position>, Vec<Position>) {
        let (geese, fox) = match position {
            // off = {|off}: the fox moves for ever, the geese are no longer in the game.
            Position::Escaped => return (Vec::new(), vec![Position::Escaped]),
            Position::Board { geese, fox } => (geese, *fox),
        };
        let free = |s: u16| s != fox && geese.binary_search(&s).is_err();
        let mut left = Vec::new();
        for (i, &g) in geese.iter().enumerate() {
            for d in [-1, 1] {
                if let Some(to) = self.step(g, -1, d).filter(|&s| free(s)) {
                    let mut moved = geese.to_vec();
                    moved[i] = to;
                    left.push(self.position(moved, fox));
                }
            }
        }
        let mut right = Vec::new();
        for (dr, dc) in [(1, -1), (1, 1), (-1, -1), (-1, 1)] {
            for distance in 1..=i32::from(self.range) {
                match self.step(fox, dr * distance, dc * distance) {
                    Some(to) if free(to) => right.push(self.position(geese.to_vec(), to)),
                    _ => break,
                }
            }
        }
        (left, right)
    }
}
