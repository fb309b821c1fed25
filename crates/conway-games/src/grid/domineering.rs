//! Domineering: Left places vertical dominoes, Right horizontal ones, on the empty
//! cells of a board; the player who cannot place a domino loses.
//!
//! Values are computed from the rules by the generic solver of rulesets
//! ([`conway::partizan::Solver`]), with two reductions that are theorems, not heuristics:
//! * a board whose empty cells form several groups (no domino can touch two of them)
//!   is the disjunctive sum of the groups (Winning Ways, ch. 5; Lessons in Play, 1.3);
//! * reflecting a board in a horizontal or vertical line, or rotating it by 180 degrees,
//!   keeps its value; transposing it swaps the players' roles, so it negates the value.
//!   A transposition table keyed by the least of the eight images of each group shares
//!   the work between symmetric positions.
//!
//! Boards of at most 64 cells are a [`Board`] (one 64-bit mask); wider ones, up to 128
//! cells, are solved by the same rules on a [`Grid<u128>`](crate::grid::Grid)
//! ([`GridDomineering`], in its [`Wide`] form), so that `domineering:2x40` is a position
//! like any other. Known values (Winning Ways, ch. 5; Lessons in Play, ch. 2): a
//! vertical 2x1 strip is `1`, the 2x2 square is `±1`.
//!
//! ```
//! use conway::partizan::{Arena, Solver};
//! use conway_games::grid::domineering::{Board, Domineering};
//! let mut arena = Arena::new();
//! let mut dom = Solver::new(Domineering);
//! let square: Board = "2x2".parse().unwrap();
//! let g = dom.value(&mut arena, &square).unwrap();
//! assert_eq!(arena.display(g), "±1");
//! let ell: Board = "..|.#".parse().unwrap();
//! let g = dom.value(&mut arena, &ell).unwrap();
//! assert_eq!(arena.display(g), "*");
//! ```

use conway::partizan::{Normalised, Ruleset};
use std::fmt;
use std::str::FromStr;

use crate::bitset::{bits, low_bits, Mask};
use crate::contract::{self, Editor, EditorShape, EditorStart, Entry};
use crate::drawing;
use crate::grid::cram::{domino_groups, push_dominoes};
use crate::grid::wide::AnyBoard;
use crate::grid::{self, down, up, Grid, Rectangle, Syntax, ORTHOGONAL};
use crate::invalid::InvalidPosition;
use crate::width::{self, MaskRules, Wide};

pub use crate::grid::MAX_CELLS;

/// The syntax of Domineering boards.
const SYNTAX: Syntax = Syntax {
    name: "domineering",
    stones: false,
    rectangle: Some(Rectangle::Empty),
};

/// A rectangular board; bit `r * cols + c` of `empty` is set when cell (r, c) is empty.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Board {
    rows: u8,
    cols: u8,
    empty: u64,
}

impl Board {
    /// A `rows x cols` board with the given empty cells; `None` if it exceeds 64 cells.
    pub fn new(rows: usize, cols: usize, empty: u64) -> Option<Board> {
        if rows * cols > MAX_CELLS || rows > 64 || cols > 64 {
            return None;
        }
        let all = low_bits::<u64>(rows * cols);
        Some(Board {
            rows: rows as u8,
            cols: cols as u8,
            empty: empty & all,
        })
    }

    /// The empty `rows x cols` rectangle.
    pub fn rectangle(rows: usize, cols: usize) -> Option<Board> {
        Board::new(rows, cols, u64::MAX)
    }

    /// Number of rows.
    pub fn rows(&self) -> usize {
        usize::from(self.rows)
    }

    /// Number of columns.
    pub fn cols(&self) -> usize {
        usize::from(self.cols)
    }

    /// Whether cell (r, c) is empty.
    pub fn is_empty(&self, r: usize, c: usize) -> bool {
        self.empty >> (r * self.cols() + c) & 1 == 1
    }

    /// Cells whose right neighbour (same row) is in the board.
    fn not_last_col(&self) -> u64 {
        let (rows, cols) = (self.rows(), self.cols());
        let last = (0..rows).fold(0u64, |m, r| m | 1 << (r * cols + cols - 1));
        low_bits::<u64>(rows * cols) & !last
    }

    /// The board with only the cells of `cells` empty, trimmed to their bounding box.
    fn trimmed(&self, cells: u64) -> Board {
        if cells == 0 {
            return Board {
                rows: 0,
                cols: 0,
                empty: 0,
            };
        }
        let cols = self.cols();
        let (r0, r1) = (
            cells.trailing_zeros() as usize / cols,
            (63 - cells.leading_zeros() as usize) / cols,
        );
        let rows = r1 - r0 + 1;
        // the rows r0..=r1, moved to the bottom
        let cells = cells >> (r0 * cols);
        // the columns used: row r of `cells >> (r * cols)` is its lowest `cols` bits
        let used = (0..rows).fold(0, |a, r| a | cells >> (r * cols)) & low_bits::<u64>(cols);
        let c0 = used.trailing_zeros() as usize;
        let nc = 64 - used.leading_zeros() as usize - c0;
        let empty = if nc == cols {
            cells // every column is used: the rows stay as they are
        } else {
            let kept = low_bits::<u64>(nc);
            (0..rows).fold(0, |a, r| a | (cells >> (r * cols + c0) & kept) << (r * nc))
        };
        Board {
            rows: rows as u8,
            cols: nc as u8,
            empty,
        }
    }

    /// The groups of empty cells that dominoes connect (4-neighbour components), each
    /// trimmed to its bounding box.
    fn components(&self) -> Vec<Board> {
        let mut groups = Vec::new();
        self.push_components(&mut groups);
        groups
    }

    /// Appends [`Board::components`] to `groups`.
    fn push_components(&self, groups: &mut Vec<Board>) {
        let cols = self.cols();
        let right_ok = self.not_last_col();
        let left_ok = right_ok << 1;
        let mut rest = self.empty;
        while rest != 0 {
            let mut group = rest & rest.wrapping_neg();
            loop {
                let grown = group
                    | ((group & right_ok) << 1)
                    | ((group & left_ok) >> 1)
                    | up(group, cols)
                    | down(group, cols);
                let grown = grown & self.empty;
                if grown == group {
                    break;
                }
                group = grown;
            }
            groups.push(self.trimmed(group));
            rest &= !group;
        }
    }

    /// The transposed board (rows become columns).
    fn transposed(&self) -> Board {
        let (rows, cols) = (self.rows(), self.cols());
        let mut empty = 0;
        for i in bits(self.empty) {
            let (r, c) = (i / cols, i % cols);
            empty |= 1 << (c * rows + r);
        }
        Board {
            rows: cols as u8,
            cols: rows as u8,
            empty,
        }
    }

    /// The board reflected top to bottom and/or left to right.
    fn flipped(&self, flip_rows: bool, flip_cols: bool) -> Board {
        // both reflections are the half turn; left to right alone is the half turn of
        // the board reflected top to bottom
        let rows_done = if flip_rows != flip_cols {
            self.rows_reversed()
        } else {
            *self
        };
        if flip_cols {
            rows_done.half_turned()
        } else {
            rows_done
        }
    }

    /// The board reflected top to bottom (its rows in reverse order).
    fn rows_reversed(&self) -> Board {
        let (rows, cols) = (self.rows(), self.cols());
        let row = low_bits::<u64>(cols);
        let empty = (0..rows).fold(0, |a, r| {
            a | (self.empty >> (r * cols) & row) << ((rows - 1 - r) * cols)
        });
        Board { empty, ..*self }
    }

    /// The board turned by 180 degrees: cell `i` goes to `rows * cols - 1 - i`, so the
    /// low `rows * cols` bits are reversed.
    fn half_turned(&self) -> Board {
        let n = self.rows() * self.cols();
        let empty = if n == 0 {
            0
        } else {
            self.empty.reverse_bits() >> (64 - n)
        };
        Board { empty, ..*self }
    }

    /// The least of the eight images under the symmetries of the rectangle, and whether
    /// it is transposed (then its value is the negative of this board's).
    fn normalised(&self) -> (Board, bool) {
        let mut best = (*self, false);
        for (base, transposed) in [(*self, false), (self.transposed(), true)] {
            for fr in [false, true] {
                for fc in [false, true] {
                    let b = base.flipped(fr, fc);
                    if b < best.0 {
                        best = (b, transposed);
                    }
                }
            }
        }
        best
    }

    /// Left's moves: the boards after a vertical domino.
    fn vertical_moves(&self) -> Vec<Board> {
        let cols = self.cols();
        let tops = self.empty & down(self.empty, cols);
        bits(tops)
            .map(|i| Board {
                empty: self.empty & !(1 << i | up(1 << i, cols)),
                ..*self
            })
            .collect()
    }

    /// Right's moves: the boards after a horizontal domino.
    fn horizontal_moves(&self) -> Vec<Board> {
        let lefts = self.empty & (self.empty >> 1) & self.not_last_col();
        bits(lefts)
            .map(|i| Board {
                empty: self.empty & !(3 << i),
                ..*self
            })
            .collect()
    }
}

impl FromStr for Board {
    type Err = InvalidPosition;

    /// `RxC` (an empty rectangle) or rows of `.` (empty) and `#` (filled) separated by
    /// `|` or `/`, top row first, e.g. `...|.#.` (the [grid syntax](crate::grid)
    /// without stones).
    fn from_str(s: &str) -> Result<Board, InvalidPosition> {
        let grid = grid::parse(s, &SYNTAX)?;
        Ok(Board::new(grid.rows(), grid.cols(), grid.empty()).expect("a grid fits a board"))
    }
}

impl fmt::Display for Board {
    /// Rows of `.` and `#` separated by `|`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for r in 0..self.rows() {
            if r > 0 {
                f.write_str("|")?;
            }
            for c in 0..self.cols() {
                f.write_str(if self.is_empty(r, c) { "." } else { "#" })?;
            }
        }
        Ok(())
    }
}

/// The Domineering ruleset, for the generic [`Solver`](conway::partizan::Solver): Left places vertical dominoes,
/// Right horizontal ones; positions split into their groups of connected empty cells,
/// trimmed to their bounding boxes, and are normalised under the eight symmetries of the
/// rectangle.
#[derive(Clone, Copy, Debug, Default)]
pub struct Domineering;

impl Ruleset for Domineering {
    type Position = Board;

    fn left_options(&self, board: &Board) -> Vec<Board> {
        board.vertical_moves()
    }

    fn right_options(&self, board: &Board) -> Vec<Board> {
        board.horizontal_moves()
    }

    fn components(&self, board: &Board) -> Vec<Board> {
        board.components()
    }

    fn components_into(&self, board: &Board, parts: &mut Vec<Board>) {
        board.push_components(parts)
    }

    fn normalise(&self, board: &Board) -> Normalised<Board> {
        let (key, negated) = board.normalised();
        Normalised { key, negated }
    }
}

/// Domineering's rules on a [`Grid`] of any width: the ruleset of boards of more than 64
/// cells, in its [`Wide`] form (the usual boards are a [`Board`], whose moves are single
/// shifts of one word). The same reductions: groups of empty cells, the four images
/// that keep rows as rows, and the transposed ones, which negate.
#[derive(Clone, Copy, Debug, Default)]
pub struct GridDomineering;

impl MaskRules for GridDomineering {
    type Position<M: Mask> = Grid<M>;

    /// Vertical dominoes (down from their top cell).
    fn left_options<M: Mask>(&self, board: &Grid<M>) -> Vec<Grid<M>> {
        let mut options = Vec::new();
        push_dominoes(board, ORTHOGONAL[1], &mut options);
        options
    }

    /// Horizontal dominoes (right from their left cell).
    fn right_options<M: Mask>(&self, board: &Grid<M>) -> Vec<Grid<M>> {
        let mut options = Vec::new();
        push_dominoes(board, ORTHOGONAL[0], &mut options);
        options
    }

    fn components<M: Mask>(&self, board: &Grid<M>) -> Vec<Grid<M>> {
        domino_groups(board)
    }

    fn normalise<M: Mask>(&self, board: &Grid<M>) -> Normalised<Grid<M>> {
        let (key, negated) = board.normalised_transposing();
        Normalised { key, negated }
    }
}

/// Reads a board of up to 128 cells, for the wide form.
fn parse_wide(text: &str) -> Result<Grid<u128>, InvalidPosition> {
    grid::parse(text, &SYNTAX)
}

/// The registry entry of Domineering.
pub const ENTRY: Entry = Entry {
    name: "domineering",
    syntax: "RxC (an empty board), or rows of . (empty) and # (filled) separated by / or |; \
             at most 128 cells",
    about: "Domineering: Left places vertical dominoes, Right horizontal ones",
    examples: &["domineering:3x4", "domineering:..#/..."],
    argument_chars: "",
    draw: |text| drawing::grid(&grid::parse::<u64>(text, &SYNTAX)?),
    editor: Some(Editor {
        shape: EditorShape::Grid,
        symbols: ".#",
        start: EditorStart::First,
    }),
    make: |variant| {
        width::by_size(
            contract::printing_position_solver(variant, Domineering, str::parse, Board::to_string),
            contract::printing_position_solver(
                variant,
                Wide(AnyBoard::Domineering),
                parse_wide,
                Grid::to_string,
            ),
            Box::new(|text: &str| text.parse::<Board>().is_ok()),
        )
    },
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::plain;
    use conway::partizan::{Arena, GameId, Solver};
    use std::collections::HashMap;

    /// Slow twin: the value from the rules alone, with moves found cell by cell (no
    /// bit shifts of whole boards), without splitting or symmetry; memoised per board.
    fn plain(arena: &mut Arena, board: &Board, memo: &mut HashMap<u64, GameId>) -> GameId {
        if let Some(&g) = memo.get(&board.empty) {
            return g;
        }
        let (rows, cols) = (board.rows(), board.cols());
        let cell = |r: usize, c: usize| 1u64 << (r * cols + c);
        let (mut left, mut right) = (Vec::new(), Vec::new());
        for r in 0..rows {
            for c in 0..cols {
                if !board.is_empty(r, c) {
                    continue;
                }
                if r + 1 < rows && board.is_empty(r + 1, c) {
                    let after = Board::new(rows, cols, board.empty & !cell(r, c) & !cell(r + 1, c));
                    left.push(plain(arena, &after.unwrap(), memo));
                }
                if c + 1 < cols && board.is_empty(r, c + 1) {
                    let after = Board::new(rows, cols, board.empty & !cell(r, c) & !cell(r, c + 1));
                    right.push(plain(arena, &after.unwrap(), memo));
                }
            }
        }
        let g = arena.game(&left, &right).unwrap();
        memo.insert(board.empty, g);
        g
    }

    /// Slow twin of the wide form: dominoes found cell by cell on rows of characters,
    /// Left's vertical, Right's horizontal.
    fn char_moves(b: &plain::Board, left: bool) -> Vec<plain::Board> {
        plain::dominoes(b, if left { (1, 0) } else { (0, 1) })
    }

    /// Boards of 65 to 128 cells by the wide form against the plain rules (empty cells
    /// scattered, and a corner of them in the high bits); boards of both widths valued
    /// alike by both forms; strips of one row or column, where one player has every move.
    #[test]
    fn wide_boards_against_the_plain_rules() {
        let mut arena = Arena::new();
        let mut wide = plain::Twins::new(Wide(AnyBoard::Domineering), char_moves);
        let mut rng = plain::Xorshift(0x510e_527f_ade6_82d1);
        let draw = plain::Draw {
            fill: '#',
            scattered: &[('.', 16)],
            corner: "....#",
            inner: (3, 4),
        };
        for text in rng.boards(&plain::WIDE_SHAPES, 3, &draw) {
            wide.check(&mut arena, &parse_wide(&text).unwrap());
        }
        let mut narrow = Solver::new(Domineering);
        for (rows, cols) in [(1, 9), (2, 4), (3, 3), (3, 4), (4, 4), (2, 7)] {
            for _ in 0..10 {
                let text = rng.board(rows, cols, "....#");
                let w = wide.check(&mut arena, &parse_wide(&text).unwrap());
                let n = narrow.value(&mut arena, &text.parse().unwrap()).unwrap();
                assert_eq!(w, n, "{text}");
            }
        }
        let mut solver = Solver::new(Wide(AnyBoard::Domineering));
        for (text, value) in [("1x128", "-64"), ("65x1", "32"), ("1x99", "-49")] {
            let g = solver
                .value(&mut arena, &parse_wide(text).unwrap())
                .unwrap();
            assert_eq!(arena.display(g), value, "{text}");
        }
    }

    #[test]
    fn reductions_agree_with_the_plain_rules() {
        let mut arena = Arena::new();
        let mut dom = Solver::new(Domineering);
        for (rows, cols) in [(1, 5), (2, 2), (2, 3), (3, 2), (3, 3), (2, 5), (3, 4)] {
            for holes in [0u64, 0b1, 0b10010, 0b100000100] {
                let b = Board::new(rows, cols, !holes).unwrap();
                let fast = dom.value(&mut arena, &b).unwrap();
                assert_eq!(fast, plain(&mut arena, &b, &mut HashMap::new()), "{b}");
            }
        }
    }

    #[test]
    fn boards_of_64_cells() {
        // Shifting a whole board by its width overflowed for 64 columns: 1x64 gave -31*.
        let mut arena = Arena::new();
        let mut dom = Solver::new(Domineering);
        for (rows, cols, strip) in [(1, 64, "-32"), (64, 1, "32")] {
            let b = Board::rectangle(rows, cols).unwrap();
            let g = dom.value(&mut arena, &b).unwrap();
            assert_eq!(arena.display(g), strip); // one player can place 32 dominoes
            let g = dom
                .value_with_progress(&mut arena, &b, &mut |_, _| {})
                .unwrap();
            assert_eq!(arena.display(g), strip);
        }
        // Sparse boards of every 64-cell shape against the slow twin: 14 empty cells,
        // including the first and the last cell, so that no trimming hides the width.
        let mut seed = 0x2545_f491_4f6c_dd1d_u64;
        for (rows, cols) in [(1, 64), (2, 32), (4, 16), (8, 8), (16, 4), (32, 2), (64, 1)] {
            for _ in 0..4 {
                let mut empty: u64 = 1 | 1 << 63;
                while empty.count_ones() < 14 {
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    let i = seed % 64;
                    empty |= 0b11 << i.min(62) | (1 << i) << cols.min(63);
                }
                let b = Board::new(rows, cols, empty).unwrap();
                let twin = plain(&mut arena, &b, &mut HashMap::new());
                assert_eq!(dom.value(&mut arena, &b).unwrap(), twin, "{b}");
                let with_progress = dom.value_with_progress(&mut arena, &b, &mut |_, _| {});
                assert_eq!(with_progress.unwrap(), twin, "{b}");
            }
        }
    }

    #[test]
    fn symmetries() {
        let b: Board = "..#|...|#..".parse().unwrap();
        let (n, _) = b.normalised();
        for t in [false, true] {
            for fr in [false, true] {
                for fc in [false, true] {
                    let base = if t { b.transposed() } else { b };
                    assert_eq!(base.flipped(fr, fc).normalised().0, n);
                }
            }
        }
        let mut arena = Arena::new();
        let mut dom = Solver::new(Domineering);
        let g = dom.value(&mut arena, &b).unwrap();
        let t = dom.value(&mut arena, &b.transposed()).unwrap();
        assert_eq!(arena.neg(g), t);
    }

    /// The reflections, cell by cell from their definition.
    #[test]
    fn reflections_move_each_cell_where_they_should() {
        let mut boards: Vec<Board> = ["..#|...|#..", "..#.#|.##..", ".|#|.|.", "1x1"]
            .iter()
            .map(|text| text.parse().unwrap())
            .collect();
        // boards of 64 cells, every bit in use
        boards.extend(
            [(8, 8), (4, 16), (2, 32)]
                .map(|(rows, cols)| Board::new(rows, cols, 0x0123_4567_89ab_cdef).unwrap()),
        );
        for b in boards {
            let (rows, cols) = (b.rows(), b.cols());
            for (fr, fc) in [(false, false), (true, false), (false, true), (true, true)] {
                let image = b.flipped(fr, fc);
                assert_eq!((image.rows(), image.cols()), (rows, cols));
                for r in 0..rows {
                    for c in 0..cols {
                        let (from_r, from_c) = (
                            if fr { rows - 1 - r } else { r },
                            if fc { cols - 1 - c } else { c },
                        );
                        assert_eq!(
                            image.is_empty(r, c),
                            b.is_empty(from_r, from_c),
                            "{b} {fr} {fc}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn parses_boards() {
        assert_eq!("2x3".parse::<Board>().unwrap().to_string(), "...|...");
        assert_eq!(".#/..".parse::<Board>().unwrap().to_string(), ".#|..");
        assert!("0x3".parse::<Board>().is_err());
        assert!("9x9".parse::<Board>().is_err());
        assert!("..|."
            .parse::<Board>()
            .unwrap_err()
            .0
            .contains("row 2 has 1 cells"));
        let ell: Board = "..#|.##".parse().unwrap();
        assert_eq!(ell.transposed().to_string(), "..|.#|##");
        assert_eq!(ell.flipped(true, true).to_string(), "##.|#..");
        assert_eq!(ell.trimmed(ell.empty).to_string(), "..|.#");
        assert!("..|.x"
            .parse::<Board>()
            .unwrap_err()
            .0
            .contains("row 2 column 2"));
    }
}
