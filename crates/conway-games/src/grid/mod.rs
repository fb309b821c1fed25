//! Grid positions shared by the board games (Clobber and its variants, Konane, Amazons,
//! Cram, Fission, NoGo): the common syntax and its parser, and the bitboard geometry the
//! rulesets build on — neighbours, groups of connected cells, trimming to a bounding box,
//! and the eight symmetries of the rectangle.
//!
//! **Syntax.** Rows separated by `/` or `|`, top row first, all of the same length; a cell
//! is `.` (empty), `#` (blocked: off the board, filled, or burnt), `x` (Left's stone) or
//! `o` (Right's stone). A ruleset may allow `RxC` for its usual starting rectangle (the
//! empty board of Cram, the checkerboard of Clobber) and may refuse stones (Cram). A
//! board has at most 128 cells: cell `(r, c)` is bit `r * cols + c` of three masks, one
//! per stone colour and one of the empty cells, `u64` for boards of at most 64 cells
//! and `u128` for wider ones ([`wide`]).
//!
//! **Symmetries.** The eight symmetries of a square (the identity, the reflections in
//! the horizontal and the vertical midline, the half turn, and those four composed with
//! the transposition) map an `R x C` board onto an `R x C` or a `C x R` board. Every
//! ruleset here moves in directions they permute (orthogonal steps, queen lines), so an
//! image of a position has the same value; swapping the stone colours swaps the players'
//! roles and negates the value (`-G = { -G^R | -G^L }`). [`Grid::normalised`] picks the
//! least image as the key of a transposition table.
//!
//! ```
//! use conway_games::grid::{self, Grid, Rectangle, Syntax};
//! let syntax = Syntax { name: "example", stones: true, rectangle: Some(Rectangle::Checkerboard) };
//! let g: Grid = grid::parse("xo.|#ox", &syntax).unwrap();
//! assert_eq!((g.rows(), g.cols()), (2, 3));
//! assert_eq!(g.to_string(), "xo.|#ox");
//! assert_eq!(grid::parse::<u64>("2x3", &syntax).unwrap().to_string(), "xox|oxo");
//! let err = grid::parse::<u64>("xo|x", &syntax).unwrap_err();
//! assert_eq!(err.0, "row 2 has 1 cells, row 1 has 2");
//! let wide = grid::parse::<u128>("8x9", &syntax).unwrap(); // 72 cells: a wide board
//! assert_eq!(wide.rows() * wide.cols(), 72);
//! ```

pub mod amazons;
pub mod clobber;
pub mod clobber_variants;
pub mod cram;
pub mod domineering;
pub mod fission;
pub mod fox_and_geese;
pub mod konane;
pub mod nogo;
pub mod ski_jumps;
pub mod wide;
pub mod young;

use conway::excerpt::excerpt;
use std::fmt;

use crate::bitset::{bits, low_bits, Mask};
use crate::invalid::InvalidPosition;

/// The most cells a board of the usual width may have (its masks are `u64`).
pub const MAX_CELLS: usize = 64;

/// The most cells any board may have (its masks are `u128`): a wide board.
pub const MAX_WIDE_CELLS: usize = 128;

/// A rectangular board of at most `M::BITS` cells, each empty, blocked, or holding a
/// stone of Left (`x`) or Right (`o`). Bit `r * cols + c` of a mask is cell `(r, c)`; the
/// three masks are disjoint and the cells in none of them are blocked. Boards of at most
/// 64 cells are `Grid<u64>` (the default); wider ones, up to 128 cells, `Grid<u128>`,
/// solved by the [`Wide`](crate::width::Wide) form of a ruleset.
///
/// The derived order (rows, columns, then the masks) is the order in which
/// [`Grid::normalised`] picks the least image.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Grid<M: Mask = u64> {
    rows: u8,
    cols: u8,
    left: M,
    right: M,
    empty: M,
}

impl<M: Mask> Grid<M> {
    /// A `rows x cols` board with the given stones and empty cells (bits beyond the board
    /// are ignored); `None` if it exceeds `M::BITS` cells or the masks overlap.
    pub fn new(rows: usize, cols: usize, left: M, right: M, empty: M) -> Option<Grid<M>> {
        if rows.checked_mul(cols)? > M::BITS || rows == 0 || cols == 0 {
            return None;
        }
        if !(left & right).is_empty() || !((left | right) & empty).is_empty() {
            return None;
        }
        let all = low_bits::<M>(rows * cols);
        Some(Grid {
            rows: rows as u8,
            cols: cols as u8,
            left: left & all,
            right: right & all,
            empty: empty & all,
        })
    }

    /// The `rows x cols` board of empty cells.
    pub fn empty_rectangle(rows: usize, cols: usize) -> Option<Grid<M>> {
        Grid::new(rows, cols, M::ZERO, M::ZERO, M::ALL)
    }

    /// The `rows x cols` board full of stones in a checkerboard pattern, Left's (`x`) on
    /// the top-left cell.
    pub fn checkerboard(rows: usize, cols: usize) -> Option<Grid<M>> {
        if rows.checked_mul(cols)? > M::BITS {
            return None;
        }
        let mut left = M::ZERO;
        for r in 0..rows {
            for c in (r % 2..cols).step_by(2) {
                left |= M::bit(r * cols + c);
            }
        }
        let all = low_bits::<M>(rows * cols);
        Grid::new(rows, cols, left, all & !left, M::ZERO)
    }

    /// Number of rows.
    pub fn rows(&self) -> usize {
        usize::from(self.rows)
    }

    /// Number of columns.
    pub fn cols(&self) -> usize {
        usize::from(self.cols)
    }

    /// Left's stones (`x`).
    pub fn left(&self) -> M {
        self.left
    }

    /// Right's stones (`o`).
    pub fn right(&self) -> M {
        self.right
    }

    /// The empty cells (`.`).
    pub fn empty(&self) -> M {
        self.empty
    }

    /// The same board with other contents (masks as in [`Grid::new`], not checked).
    pub(crate) fn with(&self, left: M, right: M, empty: M) -> Grid<M> {
        Grid {
            left,
            right,
            empty,
            ..*self
        }
    }

    /// The board with the stone colours swapped; its value is the negative.
    pub fn swapped(&self) -> Grid<M> {
        self.with(self.right, self.left, self.empty)
    }

    /// The cell `(r, c)`.
    pub fn cell(&self, r: usize, c: usize) -> Cell {
        let bit = M::bit(r * self.cols() + c);
        if !(self.left & bit).is_empty() {
            Cell::Left
        } else if !(self.right & bit).is_empty() {
            Cell::Right
        } else if !(self.empty & bit).is_empty() {
            Cell::Empty
        } else {
            Cell::Blocked
        }
    }

    /// The same board in masks of another width, if it fits.
    pub fn widened<W: Mask>(&self) -> Option<Grid<W>> {
        let convert = |m: M| {
            bits(m)
                .map(|i| (i < W::BITS).then(|| W::bit(i)))
                .try_fold(W::ZERO, |acc, b| Some(acc | b?))
        };
        let (left, right, empty) = (
            convert(self.left)?,
            convert(self.right)?,
            convert(self.empty)?,
        );
        Grid::new(self.rows(), self.cols(), left, right, empty)
    }

    /// The geometry of the board's shape.
    pub(crate) fn geometry(&self) -> Geometry<M> {
        Geometry::new(self.rows(), self.cols())
    }

    /// Row `r` of a mask, as the low `cols` bits.
    fn row(&self, m: M, r: usize) -> M {
        (m >> (r * self.cols())) & low_bits(self.cols())
    }

    /// The board keeping only the contents of `cells` (every other cell blocked),
    /// trimmed to the bounding box of `cells`.
    pub(crate) fn restricted(&self, cells: M) -> Grid<M> {
        if cells.is_empty() {
            return Grid::new(1, 1, M::ZERO, M::ZERO, M::ZERO).expect("a 1x1 board");
        }
        let (rows, cols) = (self.rows(), self.cols());
        let r0 = cells.trailing_zeros() as usize / cols;
        let r1 = (M::BITS - 1 - cells.leading_zeros() as usize) / cols;
        let used = (r0..=r1).fold(M::ZERO, |a, r| a | self.row(cells, r));
        let c0 = used.trailing_zeros() as usize;
        let width = M::BITS - used.leading_zeros() as usize - c0;
        let (left, right, empty) = (self.left & cells, self.right & cells, self.empty & cells);
        if (r0, r1, c0, width) == (0, rows - 1, 0, cols) {
            return self.with(left, right, empty);
        }
        let take = |m: M| {
            (r0..=r1).fold(M::ZERO, |acc, r| {
                let bits = (m >> (r * cols + c0)) & low_bits(width);
                acc | bits << ((r - r0) * width)
            })
        };
        Grid {
            rows: (r1 - r0 + 1) as u8,
            cols: width as u8,
            left: take(left),
            right: take(right),
            empty: take(empty),
        }
    }

    /// The transposed board: cell `(r, c)` moves to `(c, r)`.
    fn transposed(&self) -> Grid<M> {
        let rows = self.rows();
        let map = |m: M| {
            (0..rows).fold(M::ZERO, |acc, r| {
                bits(self.row(m, r)).fold(acc, |acc, c| acc | M::bit(c * rows + r))
            })
        };
        Grid {
            rows: self.cols,
            cols: self.rows,
            left: map(self.left),
            right: map(self.right),
            empty: map(self.empty),
        }
    }

    /// The board reflected left to right (each row reversed).
    fn mirrored(&self) -> Grid<M> {
        let cols = self.cols();
        let map = |m: M| {
            (0..self.rows()).fold(M::ZERO, |acc, r| {
                let row = self.row(m, r).reverse_bits() >> (M::BITS - cols);
                acc | row << (r * cols)
            })
        };
        self.with(map(self.left), map(self.right), map(self.empty))
    }

    /// The board turned by 180 degrees: cell `i` moves to `cells - 1 - i`.
    pub fn half_turned(&self) -> Grid<M> {
        let shift = M::BITS - self.rows() * self.cols();
        let map = |m: M| m.reverse_bits() >> shift;
        self.with(map(self.left), map(self.right), map(self.empty))
    }

    /// The eight images of the board under the symmetries of the rectangle.
    pub fn images(&self) -> [Grid<M>; 8] {
        let t = self.transposed();
        let (m, tm) = (self.mirrored(), t.mirrored());
        [
            *self,
            m,
            self.half_turned(),
            m.half_turned(),
            t,
            tm,
            t.half_turned(),
            tm.half_turned(),
        ]
    }

    /// The least of the board's eight images and, if `swap_colours`, of theirs with the
    /// colours swapped; and whether that least board has the colours swapped (then its
    /// value is the negative of this board's).
    ///
    /// Boards of at most 8 rows and 8 columns are compared in a layout with rows 8 bits
    /// apart, where every symmetry is a few word operations; longer ones image by image.
    pub fn normalised(&self, swap_colours: bool) -> (Grid<M>, bool) {
        if self.rows <= 8 && self.cols <= 8 {
            let (key, negated) = least(Padded::of(self).images(), swap_colours);
            (key.compact(), negated)
        } else {
            least(self.images(), swap_colours)
        }
    }
}

impl<M: Mask> Grid<M> {
    /// The least of the board's eight images for a ruleset whose transposition swaps
    /// the players' roles (Left moves vertically, Right horizontally): the four images
    /// that keep rows as rows, and the four transposed ones, whose values are the
    /// negative; and whether the least is a transposed one.
    pub fn normalised_transposing(&self) -> (Grid<M>, bool) {
        let images = self.images();
        let mut best = (images[0], false);
        for (i, image) in images.into_iter().enumerate() {
            if image < best.0 {
                best = (image, i >= 4);
            }
        }
        best
    }
}

/// The least of `images` and, if `swap_colours`, of theirs with the colours swapped;
/// and whether it has the colours swapped.
fn least<T: Ord + Copy + Swapped>(images: [T; 8], swap_colours: bool) -> (T, bool) {
    let mut best = (images[0], false);
    for image in images {
        if image < best.0 {
            best = (image, false);
        }
        if swap_colours && image.swapped() < best.0 {
            best = (image.swapped(), true);
        }
    }
    best
}

/// A board whose colours can be swapped.
trait Swapped {
    /// The board with the colours swapped.
    fn swapped(&self) -> Self;
}

impl<M: Mask> Swapped for Grid<M> {
    fn swapped(&self) -> Grid<M> {
        Grid::swapped(self)
    }
}

/// A board of at most 8 x 8 cells with its rows 8 bits apart (cell `(r, c)` is bit
/// `8 r + c`), as on a chessboard: the transposition is the classic three-step swap of
/// bit blocks (Warren, *Hacker's Delight*, 7-3), reflections are byte and bit reversals.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Padded<M: Mask>(Grid<M>);

impl<M: Mask> Swapped for Padded<M> {
    fn swapped(&self) -> Padded<M> {
        Padded(self.0.swapped())
    }
}

impl<M: Mask> Padded<M> {
    /// The padded layout of a board of at most 8 x 8 cells.
    fn of(grid: &Grid<M>) -> Padded<M> {
        let spread =
            |m: M| (0..grid.rows()).fold(M::ZERO, |acc, r| acc | grid.row(m, r) << (8 * r));
        Padded(grid.with(spread(grid.left), spread(grid.right), spread(grid.empty)))
    }

    /// The board in the compact layout of [`Grid`].
    fn compact(&self) -> Grid<M> {
        let g = &self.0;
        let gather = |m: M| {
            (0..g.rows()).fold(M::ZERO, |acc, r| {
                acc | ((m >> (8 * r)) & low_bits(g.cols())) << (r * g.cols())
            })
        };
        g.with(gather(g.left), gather(g.right), gather(g.empty))
    }

    /// The board with `f` applied to each mask and the given shape.
    fn map(&self, rows: u8, cols: u8, f: impl Fn(M) -> M) -> Padded<M> {
        let g = &self.0;
        Padded(Grid {
            rows,
            cols,
            left: f(g.left),
            right: f(g.right),
            empty: f(g.empty),
        })
    }

    /// Reflected left to right: each byte's bits reversed (the bits of the word
    /// reversed, then its bytes), then moved back to the low `cols` bits.
    fn mirrored(&self) -> Padded<M> {
        let shift = 8 - usize::from(self.0.cols);
        self.map(self.0.rows, self.0.cols, |m| {
            m.reverse_bits().swap_bytes() >> shift
        })
    }

    /// Reflected top to bottom: the bytes reversed, then moved back to the low rows.
    fn flipped(&self) -> Padded<M> {
        let shift = M::BITS - 8 * usize::from(self.0.rows);
        self.map(self.0.rows, self.0.cols, |m| m.swap_bytes() >> shift)
    }

    /// Transposed: bit `8 r + c` to bit `8 c + r` (the board is in the low 64 bits,
    /// and so is every step's result: each keeps only bits of its low 64-bit mask).
    fn transposed(&self) -> Padded<M> {
        self.map(self.0.cols, self.0.rows, |mut x| {
            for (mask, shift) in [
                (0x0f0f_0f0f_0000_0000u64, 28),
                (0x3333_0000_3333_0000, 14),
                (0x5500_5500_5500_5500, 7),
            ] {
                let t = M::from_u64(mask) & (x ^ (x << shift));
                x ^= t ^ (t >> shift);
            }
            x
        })
    }

    /// The eight images under the symmetries of the rectangle.
    fn images(&self) -> [Padded<M>; 8] {
        let t = self.transposed();
        let (m, tm) = (self.mirrored(), t.mirrored());
        [
            *self,
            m,
            self.flipped(),
            m.flipped(),
            t,
            tm,
            t.flipped(),
            tm.flipped(),
        ]
    }
}

/// What a cell holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cell {
    /// `.`: nothing.
    Empty,
    /// `#`: no stone may ever stand here.
    Blocked,
    /// `x`: a stone of Left's.
    Left,
    /// `o`: a stone of Right's.
    Right,
}

impl Cell {
    /// The character of the cell in the syntax.
    pub fn symbol(self) -> char {
        match self {
            Cell::Empty => '.',
            Cell::Blocked => '#',
            Cell::Left => 'x',
            Cell::Right => 'o',
        }
    }
}

impl<M: Mask> fmt::Display for Grid<M> {
    /// Rows of `.`, `#`, `x` and `o` separated by `|`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for r in 0..self.rows() {
            if r > 0 {
                f.write_str("|")?;
            }
            for c in 0..self.cols() {
                write!(f, "{}", self.cell(r, c).symbol())?;
            }
        }
        Ok(())
    }
}

/// What a ruleset accepts as a position.
#[derive(Clone, Copy, Debug)]
pub struct Syntax {
    /// The ruleset's name, for messages.
    pub name: &'static str,
    /// Whether cells may hold stones (`x`, `o`).
    pub stones: bool,
    /// The board that `RxC` stands for, if any.
    pub rectangle: Option<Rectangle>,
}

/// The board that a ruleset's `RxC` stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rectangle {
    /// Every cell empty ([`Grid::empty_rectangle`]).
    Empty,
    /// Full of stones, `x` on the top-left cell ([`Grid::checkerboard`]).
    Checkerboard,
}

impl Rectangle {
    /// The `rows x cols` board, if it has at most `M::BITS` cells.
    pub fn board<M: Mask>(self, rows: usize, cols: usize) -> Option<Grid<M>> {
        match self {
            Rectangle::Empty => Grid::empty_rectangle(rows, cols),
            Rectangle::Checkerboard => Grid::checkerboard(rows, cols),
        }
    }
}

impl Syntax {
    /// The cells the syntax allows, for messages.
    fn cells(&self) -> &'static str {
        if self.stones {
            "'.', '#', 'x' or 'o'"
        } else {
            "'.' or '#'"
        }
    }
}

/// Reads a board written in the [syntax of the module](self) as `syntax` allows, if it
/// has at most `M::BITS` cells.
pub fn parse<M: Mask>(text: &str, syntax: &Syntax) -> Result<Grid<M>, InvalidPosition> {
    let too_big = || InvalidPosition(format!("a board has at most {} cells", M::BITS));
    let digits = |t: &str| !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit());
    if let Some((r, c)) = text.split_once('x').filter(|(r, c)| digits(r) && digits(c)) {
        let Some(rectangle) = syntax.rectangle else {
            return Err(InvalidPosition(format!(
                "{} has no RxC board: write its rows of {}, e.g. xo.|.ox",
                syntax.name,
                syntax.cells()
            )));
        };
        let dim = |t: &str, what: &str| -> Result<usize, InvalidPosition> {
            t.parse::<usize>().ok().filter(|&n| n >= 1).ok_or_else(|| {
                InvalidPosition(format!("{what} '{}' is not a positive integer", excerpt(t)))
            })
        };
        let (rows, cols) = (dim(r, "row count")?, dim(c, "column count")?);
        return match rows.checked_mul(cols) {
            Some(n) if n <= M::BITS => rectangle.board(rows, cols).ok_or_else(too_big),
            _ => Err(too_big()),
        };
    }
    let lines: Vec<&str> = text.split(['|', '/']).collect();
    let cols = lines[0].chars().count();
    if cols == 0 {
        let rectangle = if syntax.rectangle.is_some() {
            "RxC or "
        } else {
            ""
        };
        return Err(InvalidPosition(format!(
            "expected {rectangle}rows of {} separated by '|' or '/'",
            syntax.cells()
        )));
    }
    let (mut left, mut right, mut empty) = (M::ZERO, M::ZERO, M::ZERO);
    for (r, line) in lines.iter().enumerate() {
        let len = line.chars().count();
        if len != cols {
            return Err(InvalidPosition(format!(
                "row {} has {len} cells, row 1 has {cols}",
                r + 1
            )));
        }
        if (r + 1) * cols > M::BITS {
            return Err(too_big());
        }
        for (c, ch) in line.chars().enumerate() {
            let bit = M::bit(r * cols + c);
            match ch {
                '.' => empty |= bit,
                '#' => {}
                'x' if syntax.stones => left |= bit,
                'o' if syntax.stones => right |= bit,
                other => {
                    let note = if matches!(other, 'x' | 'o') {
                        format!(" ({} has no stones)", syntax.name)
                    } else {
                        String::new()
                    };
                    return Err(InvalidPosition(format!(
                        "row {} column {}: expected {}, found '{}'{note}",
                        r + 1,
                        c + 1,
                        syntax.cells(),
                        other.escape_debug()
                    )));
                }
            }
        }
    }
    Grid::new(lines.len(), cols, left, right, empty).ok_or_else(too_big)
}

/// A direction of a step on the board, one of the eight of a chess queen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Direction(usize);

/// The steps of the directions, in the order of [`QUEEN`]: rows down, columns right.
const OFFSETS: [(isize, isize); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];

impl Direction {
    /// The opposite direction.
    pub(crate) fn reversed(self) -> Direction {
        Direction((self.0 + 4) % 8)
    }
}

/// The eight directions of a chess queen (and king), clockwise from "right".
pub(crate) const QUEEN: [Direction; 8] = [
    Direction(0),
    Direction(1),
    Direction(2),
    Direction(3),
    Direction(4),
    Direction(5),
    Direction(6),
    Direction(7),
];

/// The four orthogonal directions: right, down, left, up.
pub(crate) const ORTHOGONAL: [Direction; 4] = [QUEEN[0], QUEEN[2], QUEEN[4], QUEEN[6]];

/// Which cells count as neighbours.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Adjacency {
    /// The four orthogonal neighbours.
    Orthogonal,
    /// The eight neighbours of a chess king.
    King,
}

/// How cells of a board's shape step in each direction: a step keeps the cells whose
/// neighbour that way is on the board and rotates the mask by the bit offset of the
/// neighbour (no kept bit wraps around, so the rotation is a shift either way).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Geometry<M: Mask> {
    /// Per direction, the cells whose neighbour that way is on the board.
    movable: [M; 8],
    /// Per direction, the left rotation taking a cell to its neighbour.
    rotation: [u32; 8],
}

impl<M: Mask> Geometry<M> {
    /// The geometry of a `rows x cols` board (at most `M::BITS` cells).
    pub(crate) fn new(rows: usize, cols: usize) -> Geometry<M> {
        let cells = low_bits::<M>(rows * cols);
        // 1 + 2^cols + 2^(2 cols) + ...: exact, as cols divides rows * cols.
        let first_col = cells / low_bits(cols);
        let last_col = first_col << (cols - 1);
        let first_row = low_bits(cols);
        let last_row = up(first_row, (rows - 1) * cols);
        let mut movable = [cells; 8];
        let mut rotation = [0; 8];
        for (i, &(dr, dc)) in OFFSETS.iter().enumerate() {
            for (offset, edge) in [(dr, [first_row, last_row]), (dc, [first_col, last_col])] {
                match offset {
                    1 => movable[i] &= !edge[1],
                    -1 => movable[i] &= !edge[0],
                    _ => {}
                }
            }
            rotation[i] = (dr * cols as isize + dc).rem_euclid(M::BITS as isize) as u32;
        }
        Geometry { movable, rotation }
    }

    /// Every cell of `m` moved one step in direction `d`; cells stepping off the board
    /// vanish.
    #[inline]
    pub(crate) fn step(&self, m: M, d: Direction) -> M {
        (m & self.movable[d.0]).rotate_left(self.rotation[d.0])
    }

    /// `m` with the neighbours of its cells.
    pub(crate) fn dilated(&self, m: M, adjacency: Adjacency) -> M {
        let [east, south, west, north] = ORTHOGONAL;
        let across = m | self.step(m, east) | self.step(m, west);
        let spread = match adjacency {
            Adjacency::Orthogonal => m,
            Adjacency::King => across,
        };
        across | self.step(spread, south) | self.step(spread, north)
    }

    /// The cells of `within` connected to `seed` (a subset of `within`) through
    /// neighbours in `within`.
    pub(crate) fn group(&self, seed: M, within: M, adjacency: Adjacency) -> M {
        let mut group = seed;
        loop {
            let grown = self.dilated(group, adjacency) & within;
            if grown == group {
                return group;
            }
            group = grown;
        }
    }

    /// The groups of connected cells of `within`.
    pub(crate) fn groups(&self, within: M, adjacency: Adjacency) -> Vec<M> {
        let mut rest = within;
        let mut groups = Vec::new();
        while !rest.is_empty() {
            let group = self.group(rest.lowest(), within, adjacency);
            groups.push(group);
            rest &= !group;
        }
        groups
    }
}

/// `m` moved `n` cells towards higher bits (a row down when `n` is the width); cells
/// moved past the last bit vanish. A plain `<<` would be wrong for a board one row of
/// `M::BITS` cells.
pub fn up<M: Mask>(m: M, n: usize) -> M {
    if n >= M::BITS {
        M::ZERO
    } else {
        m << n
    }
}

/// `m` moved `n` cells towards lower bits; cells moved past bit 0 vanish.
pub fn down<M: Mask>(m: M, n: usize) -> M {
    if n >= M::BITS {
        M::ZERO
    } else {
        m >> n
    }
}

#[cfg(test)]
pub(crate) mod plain {
    //! The slow twins' common part: a board as rows of characters, and its value by plain
    //! recursion over a ruleset's moves, memoised per board, with no components and no
    //! symmetry.

    use super::Grid;
    use crate::bitset::Mask;
    use conway::partizan::{Arena, GameId, Ruleset, Solver};
    use std::collections::HashMap;

    /// A ruleset's solver beside its slow twin, valuing the same boards.
    pub(crate) struct Twins<R: Ruleset> {
        solver: Solver<R>,
        moves: fn(&Board, bool) -> Vec<Board>,
        memo: HashMap<Board, GameId>,
    }

    impl<M: Mask, R: Ruleset<Position = Grid<M>>> Twins<R> {
        /// The solver of `ruleset` and the twin listing its moves by `moves`.
        pub(crate) fn new(ruleset: R, moves: fn(&Board, bool) -> Vec<Board>) -> Twins<R> {
            Twins {
                solver: Solver::new(ruleset),
                moves,
                memo: HashMap::new(),
            }
        }

        /// Random boards of each of `shapes` drawn from `seed` as `draw` says
        /// ([`Xorshift::boards`], three pairs a shape), read by `parse`, each checked.
        pub(crate) fn check_random(
            &mut self,
            parse: fn(&str) -> Result<Grid<M>, crate::invalid::InvalidPosition>,
            shapes: &[(usize, usize)],
            seed: u64,
            draw: &Draw,
        ) {
            let mut arena = Arena::new();
            for text in Xorshift(seed).boards(shapes, 3, draw) {
                self.check(&mut arena, &parse(&text).unwrap());
            }
        }

        /// The value of `grid` by the solver, once the twin is found to agree.
        pub(crate) fn check(&mut self, arena: &mut Arena, grid: &Grid<M>) -> GameId {
            let fast = self.solver.value(arena, grid).unwrap();
            let slow = value(arena, &board(grid), &self.moves, &mut self.memo);
            assert_eq!(fast, slow, "{grid}: {}", arena.display(fast));
            fast
        }
    }

    /// A board as rows of `.`, `#`, `x`, `o`.
    pub(crate) type Board = Vec<Vec<char>>;

    /// The board of a grid.
    pub(crate) fn board<M: Mask>(grid: &Grid<M>) -> Board {
        grid.to_string()
            .split('|')
            .map(|row| row.chars().collect())
            .collect()
    }

    /// The cell `(r, c)` moved `k` steps in direction `(dr, dc)`, if on the board.
    pub(crate) fn cell_at(
        b: &Board,
        (r, c): (usize, usize),
        (dr, dc): (i32, i32),
        k: i32,
    ) -> Option<(usize, usize)> {
        let r = r as i32 + dr * k;
        let c = c as i32 + dc * k;
        let inside = r >= 0 && c >= 0 && (r as usize) < b.len() && (c as usize) < b[0].len();
        inside.then_some((r as usize, c as usize))
    }

    /// The boards after a domino on two empty cells `(r, c)` and `(r, c) + step`, found
    /// cell by cell (the slow twins of the domino games, Cram and Domineering).
    pub(crate) fn dominoes(b: &Board, step: (i32, i32)) -> Vec<Board> {
        let mut out = Vec::new();
        for r in 0..b.len() {
            for c in 0..b[0].len() {
                if let Some((r2, c2)) = cell_at(b, (r, c), step, 1) {
                    if b[r][c] == '.' && b[r2][c2] == '.' {
                        let mut after = b.clone();
                        after[r][c] = '#';
                        after[r2][c2] = '#';
                        out.push(after);
                    }
                }
            }
        }
        out
    }

    /// The four orthogonal directions.
    pub(crate) const ROOK: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];

    /// The eight queen directions.
    pub(crate) const QUEEN: [(i32, i32); 8] = [
        (0, 1),
        (1, 1),
        (1, 0),
        (1, -1),
        (0, -1),
        (-1, -1),
        (-1, 0),
        (-1, 1),
    ];

    /// The value of `b` where `moves(b, left)` lists the boards the player can move to.
    pub(crate) fn value(
        arena: &mut Arena,
        b: &Board,
        moves: &dyn Fn(&Board, bool) -> Vec<Board>,
        memo: &mut HashMap<Board, GameId>,
    ) -> GameId {
        if let Some(&g) = memo.get(b) {
            return g;
        }
        let left: Vec<GameId> = moves(b, true)
            .iter()
            .map(|o| value(arena, o, moves, memo))
            .collect();
        let right: Vec<GameId> = moves(b, false)
            .iter()
            .map(|o| value(arena, o, moves, memo))
            .collect();
        let g = arena.game(&left, &right).expect("small games");
        memo.insert(b.clone(), g);
        g
    }

    /// The shapes of the wide boards (65 to 128 cells) the twins check: one row, one
    /// column, and rectangles between.
    pub(crate) const WIDE_SHAPES: [(usize, usize); 7] = [
        (1, 128),
        (2, 64),
        (5, 20),
        (11, 11),
        (16, 8),
        (128, 1),
        (1, 65),
    ];

    /// How random test boards are drawn ([`Xorshift::boards`]).
    pub(crate) struct Draw {
        /// What every cell holds at first.
        pub(crate) fill: char,
        /// The cells scattered over a board, with their numbers ([`Xorshift::sparse`]).
        pub(crate) scattered: &'static [(char, usize)],
        /// The cells a crowded corner is drawn from ([`Xorshift::cornered`]).
        pub(crate) corner: &'static str,
        /// The largest corner, rows and columns.
        pub(crate) inner: (usize, usize),
    }

    pub(crate) use crate::test_random::Xorshift;

    /// Random test boards.
    impl Xorshift {
        /// A random board of `rows x cols` cells drawn from `cells` (repeat a character
        /// to make it likelier).
        pub(crate) fn board(&mut self, rows: usize, cols: usize, cells: &str) -> String {
            let cells: Vec<char> = cells.chars().collect();
            let rows: Vec<String> = (0..rows)
                .map(|_| {
                    (0..cols)
                        .map(|_| cells[self.below(cells.len() as u64) as usize])
                        .collect()
                })
                .collect();
            rows.join("|")
        }

        /// `per_shape` pairs of boards of each shape as `draw` says: one with cells
        /// scattered, one with a crowded bottom-right corner (the high bits).
        pub(crate) fn boards(
            &mut self,
            shapes: &[(usize, usize)],
            per_shape: usize,
            draw: &Draw,
        ) -> Vec<String> {
            let mut boards = Vec::new();
            for &(rows, cols) in shapes {
                for _ in 0..per_shape {
                    boards.push(self.sparse(rows, cols, draw.fill, draw.scattered));
                    let inner = (rows.min(draw.inner.0), cols.min(draw.inner.1));
                    boards.push(self.cornered((rows, cols), inner, draw.fill, draw.corner));
                }
            }
            boards
        }

        /// A `rows x cols` board of `fill` with a random board of `inner` (rows,
        /// columns) drawn from `cells` in its bottom-right corner, where the cells of a
        /// wide board are its high bits.
        pub(crate) fn cornered(
            &mut self,
            (rows, cols): (usize, usize),
            inner: (usize, usize),
            fill: char,
            cells: &str,
        ) -> String {
            let block = self.board(inner.0, inner.1, cells);
            let mut board = vec![fill.to_string().repeat(cols); rows - inner.0];
            for line in block.split('|') {
                board.push(format!("{}{line}", fill.to_string().repeat(cols - inner.1)));
            }
            board.join("|")
        }

        /// A random board of `rows x cols` cells of `fill` with `count` cells of each
        /// of `cells` put in random places (a later one may cover an earlier one).
        pub(crate) fn sparse(
            &mut self,
            rows: usize,
            cols: usize,
            fill: char,
            cells: &[(char, usize)],
        ) -> String {
            let mut board = vec![vec![fill; cols]; rows];
            for &(cell, count) in cells {
                for _ in 0..count {
                    let i = self.below((rows * cols) as u64) as usize;
                    board[i / cols][i % cols] = cell;
                }
            }
            let rows: Vec<String> = board.iter().map(|row| row.iter().collect()).collect();
            rows.join("|")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const STONES: Syntax = Syntax {
        name: "test",
        stones: true,
        rectangle: None,
    };

    #[test]
    fn symmetries_are_the_eight_of_the_rectangle() {
        let g = parse::<u64>("x.#|.oo", &STONES).unwrap();
        let mut seen: Vec<String> = g.images().iter().map(Grid::to_string).collect();
        seen.sort();
        seen.dedup();
        assert_eq!(seen.len(), 8);
        assert!(seen.contains(&"x.|.o|#o".to_string())); // transposed
        assert!(seen.contains(&"oo.|#.x".to_string())); // half turn
        assert!(seen.contains(&"#.x|oo.".to_string())); // mirrored
        for image in g.images() {
            assert_eq!(image.normalised(true), g.normalised(true));
            let (key, negated) = image.swapped().normalised(true);
            assert_eq!((key, !negated), g.normalised(true));
        }
    }

    #[test]
    fn padded_images_are_the_images() {
        let mut rng = plain::Xorshift(0x5851_f42d_4c95_7f2d);
        for (rows, cols) in [
            (1, 1),
            (1, 8),
            (8, 1),
            (3, 5),
            (5, 3),
            (4, 4),
            (8, 8),
            (7, 6),
        ] {
            for _ in 0..20 {
                let g = parse::<u64>(&rng.board(rows, cols, "xo.#"), &STONES).unwrap();
                let mut slow: Vec<Grid> = g.images().to_vec();
                let mut fast: Vec<Grid> = Padded::of(&g)
                    .images()
                    .iter()
                    .map(Padded::compact)
                    .collect();
                slow.sort();
                fast.sort();
                assert_eq!(slow, fast, "{g}");
                let (key, negated) = g.normalised(true);
                let image = if negated { key.swapped() } else { key };
                assert!(slow.contains(&image), "{g}");
            }
        }
    }

    #[test]
    fn steps_groups_and_trimming() {
        let g = parse::<u64>("x..|.#o|..o", &STONES).unwrap();
        let geo = g.geometry();
        let [east, south, west, north] = ORTHOGONAL;
        assert_eq!(geo.step(g.left(), east), 0b10);
        assert_eq!(geo.step(g.left(), west), 0);
        assert_eq!(geo.step(g.right(), south), 1 << 8);
        assert_eq!(geo.step(g.right(), north), 1 << 2 | 1 << 5);
        assert_eq!(geo.step(g.right(), QUEEN[1]), 0); // down-right from the last column
        let stones = g.left() | g.right();
        assert_eq!(geo.groups(stones, Adjacency::Orthogonal).len(), 2);
        let open = stones | g.empty();
        assert_eq!(geo.groups(open, Adjacency::King).len(), 1);
        assert_eq!(g.restricted(g.right()).to_string(), "o|o");
        assert_eq!(g.restricted(0b11011).to_string(), "x.|.#");
    }

    /// Full checkerboards of `M::BITS` cells in the given shapes: every step moves each
    /// cell with a neighbour that way once, nothing wraps around, and the board is one
    /// group.
    fn full_boards<M: Mask>(shapes: &[(usize, usize)]) {
        for &(rows, cols) in shapes {
            let g = Grid::<M>::checkerboard(rows, cols).unwrap();
            assert_eq!((g.left() | g.right()).count_ones() as usize, M::BITS);
            let geo = g.geometry();
            let n = g.left() | g.right();
            assert_eq!(geo.groups(n, Adjacency::Orthogonal).len(), 1);
            for d in QUEEN {
                // The cells with a neighbour in direction d, once each.
                let (dr, dc) = OFFSETS[d.0];
                let rows_left = rows - usize::from(dr != 0);
                let cols_left = cols - usize::from(dc != 0);
                let moved = geo.step(n, d);
                assert_eq!(moved.count_ones() as usize, rows_left * cols_left);
                assert_eq!(
                    geo.step(moved, d.reversed()).count_ones(),
                    moved.count_ones()
                );
            }
            let (key, _) = g.normalised(true);
            assert_eq!(key.rows() * key.cols(), M::BITS);
            assert_eq!(g.half_turned().half_turned(), g);
        }
        assert!(Grid::<M>::checkerboard(M::BITS + 1, 1).is_none());
        assert!(Grid::<M>::checkerboard(usize::MAX, 2).is_none());
    }

    #[test]
    fn boards_of_64_and_128_cells() {
        full_boards::<u64>(&[(1, 64), (64, 1), (8, 8), (2, 32)]);
        full_boards::<u128>(&[(1, 128), (128, 1), (8, 16), (16, 8), (2, 64), (4, 32)]);
    }

    /// Every board that fits both widths has the same images, key, groups and text at
    /// both: the wide board is the narrow one with the same bits.
    #[test]
    fn narrow_and_wide_boards_agree() {
        let mut rng = plain::Xorshift(0x2545_f491_4f6c_dd1d);
        for (rows, cols) in [(1, 7), (3, 5), (8, 8), (4, 16), (2, 9), (9, 3)] {
            for _ in 0..20 {
                let text = rng.board(rows, cols, "xo.#");
                let narrow = parse::<u64>(&text, &STONES).unwrap();
                let wide = parse::<u128>(&text, &STONES).unwrap();
                assert_eq!(narrow.widened::<u128>(), Some(wide), "{text}");
                assert_eq!(wide.widened::<u64>(), Some(narrow), "{text}");
                assert_eq!(wide.to_string(), text);
                let (key, negated) = narrow.normalised(true);
                assert_eq!(wide.normalised(true), (key.widened().unwrap(), negated));
                let widened: Vec<_> = narrow.images().iter().map(|g| g.widened()).collect();
                let images: Vec<_> = wide.images().into_iter().map(Some).collect();
                assert_eq!(widened, images, "{text}");
                let geo = (narrow.geometry(), wide.geometry());
                let stones = |g: &Grid<u128>| g.left() | g.right();
                let groups: Vec<u128> = geo
                    .0
                    .groups(narrow.left() | narrow.right(), Adjacency::King)
                    .into_iter()
                    .map(u128::from)
                    .collect();
                assert_eq!(groups, geo.1.groups(stones(&wide), Adjacency::King));
            }
        }
        let long = parse::<u128>(&"x.".repeat(40), &STONES).unwrap();
        assert_eq!(long.widened::<u64>(), None);
    }

    #[test]
    fn parse_errors_name_the_place() {
        let cram = Syntax {
            name: "cram",
            stones: false,
            rectangle: Some(Rectangle::Empty),
        };
        let err = |text: &str, syntax: &Syntax| parse::<u64>(text, syntax).unwrap_err().0;
        assert_eq!(err("..|.", &cram), "row 2 has 1 cells, row 1 has 2");
        assert_eq!(
            err(".x", &cram),
            "row 1 column 2: expected '.' or '#', found 'x' (cram has no stones)"
        );
        assert_eq!(
            err("x?", &STONES),
            "row 1 column 2: expected '.', '#', 'x' or 'o', found '?'"
        );
        assert_eq!(
            err("x\n", &STONES),
            "row 1 column 2: expected '.', '#', 'x' or 'o', found '\\n'"
        );
        assert_eq!(err("9x9", &cram), "a board has at most 64 cells");
        let wide = |text: &str| parse::<u128>(text, &cram).map_err(|e| e.0);
        assert_eq!(wide("9x9").unwrap().to_string().len(), 89);
        assert_eq!(wide("1x129").unwrap_err(), "a board has at most 128 cells");
        assert_eq!(
            wide(&".".repeat(129)).unwrap_err(),
            "a board has at most 128 cells"
        );
        assert_eq!(err("0x3", &cram), "row count '0' is not a positive integer");
        assert_eq!(
            err("99999999999999999999x2", &cram),
            "row count '99999999999999999999' is not a positive integer"
        );
        assert_eq!(err(&".".repeat(65), &cram), "a board has at most 64 cells");
        assert_eq!(
            err(&["........"; 9].join("|"), &cram),
            "a board has at most 64 cells"
        );
        assert_eq!(
            err("", &cram),
            "expected RxC or rows of '.' or '#' separated by '|' or '/'"
        );
        assert_eq!(
            err("3x3", &STONES),
            "test has no RxC board: write its rows of '.', '#', 'x' or 'o', e.g. xo.|.ox"
        );
        assert_eq!(parse::<u64>("2x2", &cram).unwrap().to_string(), "..|..");
    }
}
