//! Clobber (Albert, Grossman, Nowakowski and Wolfe, "An introduction to Clobber",
//! *INTEGERS* 5(2), 2005; played throughout *Lessons in Play*): stones of Left (`x`) and Right (`o`) on a board. Left moves one of her stones
//! onto an orthogonally adjacent stone of Right's, which is removed (clobbered); Right
//! likewise moves an `o` onto an adjacent `x`. The player who cannot move loses.
//!
//! Positions are written in the [grid syntax](crate::grid); `RxC` is the usual start, the
//! full `R x C` checkerboard with `x` on the top-left cell. Empty (`.`) and blocked (`#`)
//! cells play the same part: no stone ever moves onto an empty cell.
//!
//! Values are computed from the rules by the generic [`Solver`](conway::partizan::Solver)
//! with these reductions, each a theorem:
//! * **Groups.** A move keeps the set of occupied cells or shrinks it (the mover leaves
//!   its cell and lands on an occupied one), and involves two orthogonally adjacent
//!   stones; so stones in different orthogonally connected groups never interact, and a
//!   position is the disjunctive sum of its groups (Winning Ways, ch. 2). A group in which
//!   no `x` touches an `o` has no move for anyone now or later: it is `0` and left out.
//! * **Symmetry.** The eight symmetries of the rectangle map orthogonal neighbours to
//!   orthogonal neighbours, so they keep the value; swapping the colours swaps the
//!   players' roles and negates it. Groups are tabled under their least image.
//!
//! ```
//! use conway::partizan::{Arena, Solver};
//! use conway_games::grid::clobber::{self, Clobber};
//! let mut arena = Arena::new();
//! let mut solver = Solver::new(Clobber);
//! let value = |arena: &mut Arena, solver: &mut Solver<Clobber>, text: &str| {
//!     let g = solver.value(arena, &clobber::parse(text).unwrap()).unwrap();
//!     arena.display(g)
//! };
//! assert_eq!(value(&mut arena, &mut solver, "xo"), "*"); // either player clobbers, then no move
//! // Left's only move leaves .xo = *, Right's leaves o.o = 0: {*|0} = ↓
//! assert_eq!(value(&mut arena, &mut solver, "xoo"), "v");
//! assert_eq!(value(&mut arena, &mut solver, "xx|oo"), "0");
//! assert_eq!(value(&mut arena, &mut solver, "1x3"), "*");
//! ```

use conway::partizan::Normalised;

use crate::bitset::{bits, Mask};
use crate::contract::{Editor, EditorShape, EditorStart, Entry};
use crate::drawing;
use crate::grid::wide::{self, AnyBoard};
use crate::grid::{self, Adjacency, Grid, Rectangle, Syntax, ORTHOGONAL};
use crate::invalid::InvalidPosition;
use crate::width::{narrow_ruleset, MaskRules};

/// The syntax of Clobber positions.
const SYNTAX: Syntax = Syntax {
    name: "clobber",
    stones: true,
    rectangle: Some(Rectangle::Checkerboard),
};

/// Reads a Clobber position: `RxC` (the checkerboard, `x` top-left) or rows of the
/// [grid syntax](crate::grid), of at most `M::BITS` cells.
pub fn parse<M: Mask>(text: &str) -> Result<Grid<M>, InvalidPosition> {
    grid::parse(text, &SYNTAX)
}

/// The Clobber ruleset, for the generic [`Solver`](conway::partizan::Solver): positions
/// split into their groups of orthogonally connected stones, trimmed to their bounding
/// boxes, tabled under their least image under the symmetries and the colour swap.
#[derive(Clone, Copy, Debug, Default)]
pub struct Clobber;

/// The boards after the moves of the player with stones `mine` onto the stones `theirs`,
/// each made by `board(mine, theirs, empty)` from its masks.
fn clobbers<M: Mask>(
    grid: &Grid<M>,
    mine: M,
    theirs: M,
    board: impl Fn(M, M, M) -> Grid<M>,
) -> Vec<Grid<M>> {
    let geometry = grid.geometry();
    let mut moves = Vec::new();
    for d in ORTHOGONAL {
        // The stones of mine with a stone of theirs one step in direction d.
        let movers = mine & geometry.step(theirs, d.reversed());
        for from in bits(movers) {
            let to = geometry.step(M::bit(from), d);
            // the cell left is empty, not blocked: it is drawn and written so
            moves.push(board(
                mine & !M::bit(from) | to,
                theirs & !to,
                grid.empty() | M::bit(from),
            ));
        }
    }
    moves
}

impl MaskRules for Clobber {
    type Position<M: Mask> = Grid<M>;

    fn left_options<M: Mask>(&self, board: &Grid<M>) -> Vec<Grid<M>> {
        clobbers(board, board.left(), board.right(), |left, right, empty| {
            board.with(left, right, empty)
        })
    }

    fn right_options<M: Mask>(&self, board: &Grid<M>) -> Vec<Grid<M>> {
        clobbers(board, board.right(), board.left(), |right, left, empty| {
            board.with(left, right, empty)
        })
    }

    /// The groups of orthogonally connected stones in which some `x` touches an `o`,
    /// without empty cells (they play no part).
    fn components<M: Mask>(&self, board: &Grid<M>) -> Vec<Grid<M>> {
        let geometry = board.geometry();
        let stones = board.left() | board.right();
        let contested = board.left() & geometry.dilated(board.right(), Adjacency::Orthogonal);
        geometry
            .groups(stones, Adjacency::Orthogonal)
            .into_iter()
            .filter(|&group| !(group & contested).is_empty())
            .map(|group| board.restricted(group))
            .collect()
    }

    fn normalise<M: Mask>(&self, board: &Grid<M>) -> Normalised<Grid<M>> {
        let (key, negated) = board.normalised(true);
        Normalised { key, negated }
    }
}

narrow_ruleset!(Clobber);

/// The registry entry of Clobber.
pub const ENTRY: Entry = Entry {
    name: "clobber",
    syntax: "RxC (the checkerboard, x top-left), or rows of . (empty), # (blocked), \
             x (Left's stone) and o (Right's) separated by / or |; at most 128 cells",
    about: "Clobber: Left moves an x onto an adjacent o, Right an o onto an adjacent x",
    examples: &["clobber:2x3", "clobber:xo.|ox."],
    argument_chars: "",
    draw: |text| drawing::grid(&parse::<u128>(text)?),
    editor: Some(Editor {
        shape: EditorShape::Grid,
        symbols: ".xo#",
        start: EditorStart::Checkerboard('x', 'o'),
    }),
    make: |variant| wide::position_solver(variant, Clobber, AnyBoard::Clobber, parse, parse),
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::plain::{self, cell_at, Board, Draw, Xorshift, ROOK, WIDE_SHAPES};
    use crate::width::Wide;
    use conway::partizan::{Arena, Solver};
    use std::collections::HashMap;

    /// Slow twin: the moves read cell by cell off rows of characters.
    fn moves(b: &Board, left: bool) -> Vec<Board> {
        let (me, you) = if left { ('x', 'o') } else { ('o', 'x') };
        let mut out = Vec::new();
        for r in 0..b.len() {
            for c in 0..b[0].len() {
                if b[r][c] != me {
                    continue;
                }
                for d in ROOK {
                    if let Some((r2, c2)) = cell_at(b, (r, c), d, 1) {
                        if b[r2][c2] == you {
                            let mut after = b.clone();
                            after[r][c] = '.';
                            after[r2][c2] = me;
                            out.push(after);
                        }
                    }
                }
            }
        }
        out
    }

    #[test]
    fn reductions_agree_with_the_plain_rules() {
        let mut arena = Arena::new();
        let mut twins = plain::Twins::new(Clobber, moves);
        let mut rng = Xorshift(0x9e37_79b9_7f4a_7c15);
        for (rows, cols, count) in [(1, 6, 40), (2, 3, 60), (2, 4, 80), (3, 3, 80), (3, 4, 60)] {
            for _ in 0..count {
                let text = rng.board(rows, cols, "xxoo.#");
                twins.check(&mut arena, &parse::<u64>(&text).unwrap());
            }
        }
    }

    #[test]
    fn boards_of_64_cells_against_the_plain_rules() {
        let mut arena = Arena::new();
        let mut twins = plain::Twins::new(Clobber, moves);
        let mut rng = Xorshift(0x94d0_49bb_1331_11eb);
        for (rows, cols) in [(1, 64), (2, 32), (4, 16), (8, 8), (16, 4), (64, 1)] {
            for _ in 0..6 {
                let text = rng.sparse(rows, cols, '.', &[('x', 7), ('o', 7)]);
                twins.check(&mut arena, &parse::<u64>(&text).unwrap());
            }
        }
    }

    /// Boards of 65 to 128 cells by the wide form against the plain rules (stones
    /// scattered, and a crowded corner in the high bits), and boards of both widths
    /// valued alike by both forms.
    #[test]
    fn wide_boards_against_the_plain_rules() {
        let mut arena = Arena::new();
        let mut wide = plain::Twins::new(Wide(AnyBoard::Clobber), moves);
        let mut narrow = plain::Twins::new(Clobber, moves);
        let mut rng = Xorshift(0x3c6e_f372_fe94_f82b);
        let draw = Draw {
            fill: '.',
            scattered: &[('x', 9), ('o', 9)],
            corner: "xxoo.#",
            inner: (3, 4),
        };
        for text in rng.boards(&WIDE_SHAPES, 4, &draw) {
            wide.check(&mut arena, &parse(&text).unwrap());
        }
        for (rows, cols) in [(1, 8), (2, 4), (3, 3), (3, 4)] {
            for _ in 0..20 {
                let text = rng.board(rows, cols, "xxoo.#");
                let g = wide.check(&mut arena, &parse(&text).unwrap());
                assert_eq!(
                    g,
                    narrow.check(&mut arena, &parse(&text).unwrap()),
                    "{text}"
                );
            }
        }
    }

    #[test]
    fn checkerboards_against_the_plain_rules() {
        let mut arena = Arena::new();
        let mut solver = Solver::new(Clobber);
        let mut memo = HashMap::new();
        for (rows, cols) in [(1, 5), (2, 3), (3, 2), (2, 4), (3, 3)] {
            let grid = Grid::checkerboard(rows, cols).unwrap();
            let fast = solver.value(&mut arena, &grid).unwrap();
            let slow = plain::value(&mut arena, &plain::board(&grid), &moves, &mut memo);
            assert_eq!(fast, slow, "{rows}x{cols}");
        }
    }

    #[test]
    fn colour_swap_negates() {
        let mut arena = Arena::new();
        let mut solver = Solver::new(Clobber);
        for text in ["xoo|.ox", "xxo|o.o", "oxo|x#x|oxo"] {
            let grid = parse::<u64>(text).unwrap();
            let g = solver.value(&mut arena, &grid).unwrap();
            let swapped = solver.value(&mut arena, &grid.swapped()).unwrap();
            assert_eq!(arena.neg(g), swapped, "{text}");
        }
    }

    #[test]
    fn a_stone_that_moves_leaves_an_empty_cell() {
        let board = parse::<u64>("xo#|.ox").unwrap();
        let options = [Clobber.left_options(&board), Clobber.right_options(&board)];
        for option in options.iter().flatten() {
            let text = option.to_string();
            // one cell more is empty, none more is blocked
            assert_eq!(text.matches('#').count(), 1, "{text}");
            assert_eq!(text.matches('.').count(), 2, "{text}");
        }
        assert!(options.iter().all(|o| !o.is_empty()));
    }

    #[test]
    fn dead_groups_are_left_out() {
        let grid = parse::<u64>("xx.o|x..o|...o").unwrap();
        assert!(Clobber.components(&grid).is_empty());
        let grid = parse::<u64>("xo..|....|.xxo").unwrap();
        let parts: Vec<String> = Clobber
            .components(&grid)
            .iter()
            .map(Grid::to_string)
            .collect();
        assert_eq!(parts, ["xo", "xxo"]);
    }
}
