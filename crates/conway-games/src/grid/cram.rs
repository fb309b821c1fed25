//! Cram (Gardner, "Mathematical Games", *Scientific American* 230, February 1974; Winning
//! Ways): either player places a domino on two orthogonally
//! adjacent empty cells, in either direction. The player who cannot place one loses.
//! Both players have the same moves, so the game is impartial: every position is a nimber
//! `*g`, `g` its nim-value (Sprague–Grundy; Winning Ways, ch. 3).
//!
//! Positions are written in the [grid syntax](crate::grid) without stones: `RxC` is the
//! empty `R x C` board, or rows of `.` (empty) and `#` (filled).
//!
//! Values are computed from the rules by the generic [`Solver`](conway::partizan::Solver)
//! with these reductions, each a theorem:
//! * **Groups.** A domino covers two orthogonally adjacent cells, so a board is the sum of
//!   its groups of orthogonally connected empty cells (Winning Ways, ch. 2), and its
//!   nim-value is their nim-sum. A single cell is `0` and left out.
//! * **Symmetry.** The eight symmetries of the rectangle map dominoes to dominoes and keep
//!   the value. Groups are tabled under their least image.
//! * **The half-turn strategy** (Gardner, 1974, for boards of even by even cells): let
//!   the empty cells be symmetric under the half turn of the board, with no empty cell
//!   at the centre and no empty domino across it. Then the second player wins by answering
//!   every domino with its image. The image is empty after the move: it was empty before
//!   (by symmetry), and it shares no cell with the domino just placed — a shared cell
//!   would be fixed by the half turn (the centre cell) or mapped to the domino's other
//!   cell (the domino across the centre). The position after the answer is symmetric
//!   again, so the second player always has an answer: the position is `0`. Every empty
//!   board of even by even cells is such a position.
//!
//! ```
//! use conway::partizan::{Arena, Solver};
//! use conway_games::grid::cram::{self, Cram};
//! let mut arena = Arena::new();
//! let mut solver = Solver::new(Cram);
//! let board = cram::parse("3x4").unwrap();
//! let g = solver.value(&mut arena, &board).unwrap();
//! let nim = solver.nim_value(&mut arena, &board).unwrap();
//! assert_eq!((arena.display(g).as_str(), nim), ("*", 1));
//! let even = cram::parse("4x6").unwrap();
//! assert_eq!(solver.nim_value(&mut arena, &even).unwrap(), 0); // by the half turn
//! ```

use conway::partizan::{Arena, Error, GameId, Normalised};

use crate::bitset::{bits, Mask};
use crate::contract::{Editor, EditorShape, EditorStart, Entry};
use crate::drawing;
use crate::grid::wide::{self, AnyBoard};
use crate::grid::{self, Adjacency, Direction, Grid, Rectangle, Syntax, ORTHOGONAL};
use crate::invalid::InvalidPosition;
use crate::width::{narrow_ruleset, MaskRules};

/// The syntax of Cram positions.
const SYNTAX: Syntax = Syntax {
    name: "cram",
    stones: false,
    rectangle: Some(Rectangle::Empty),
};

/// Reads a Cram board: `RxC` (empty) or rows of `.` and `#` (see [the grid
/// syntax](crate::grid)).
pub fn parse<M: Mask>(text: &str) -> Result<Grid<M>, InvalidPosition> {
    grid::parse(text, &SYNTAX)
}

/// The Cram ruleset, for the generic [`Solver`](conway::partizan::Solver): impartial,
/// boards split into their groups of connected empty cells, trimmed to their bounding
/// boxes and tabled under their least image; symmetric boards are `0` by the half-turn
/// strategy.
#[derive(Clone, Copy, Debug, Default)]
pub struct Cram;

/// The cells of a `rows x cols` board whose image under the half turn is the cell
/// itself or an orthogonal neighbour: the centre cell (both sides odd) or the two cells
/// across the centre (one side odd).
fn central_cells<M: Mask>(rows: usize, cols: usize) -> M {
    let n = rows * cols;
    if n % 2 == 1 {
        M::bit(n / 2)
    } else if rows % 2 == 1 {
        M::bit(n / 2 - 1) | M::bit(n / 2)
    } else if cols % 2 == 1 {
        M::bit((n - 1 - cols) / 2) | M::bit((n - 1 + cols) / 2)
    } else {
        M::ZERO
    }
}

/// Appends to `options` the boards after a domino on two empty cells, the second one step
/// from the first in direction `d` (each domino once, from its first cell).
pub(crate) fn push_dominoes<M: Mask>(board: &Grid<M>, d: Direction, options: &mut Vec<Grid<M>>) {
    let geometry = board.geometry();
    let empty = board.empty();
    let firsts = empty & geometry.step(empty, d.reversed());
    for i in bits(firsts) {
        let domino = M::bit(i) | geometry.step(M::bit(i), d);
        options.push(board.with(M::ZERO, M::ZERO, empty & !domino));
    }
}

/// The groups of a board's empty cells that a domino can reach (orthogonally connected,
/// of two cells or more), each a board trimmed to its bounding box: the components of a
/// game of dominoes (Cram, Domineering).
pub(crate) fn domino_groups<M: Mask>(board: &Grid<M>) -> Vec<Grid<M>> {
    board
        .geometry()
        .groups(board.empty(), Adjacency::Orthogonal)
        .into_iter()
        .filter(|group| group.count_ones() > 1)
        .map(|group| board.restricted(group))
        .collect()
}

impl MaskRules for Cram {
    type Position<M: Mask> = Grid<M>;

    fn left_options<M: Mask>(&self, board: &Grid<M>) -> Vec<Grid<M>> {
        let mut options = Vec::new();
        // right and down
        for d in ORTHOGONAL[..2].iter() {
            push_dominoes(board, *d, &mut options);
        }
        options
    }

    fn right_options<M: Mask>(&self, board: &Grid<M>) -> Vec<Grid<M>> {
        self.left_options(board)
    }

    fn components<M: Mask>(&self, board: &Grid<M>) -> Vec<Grid<M>> {
        domino_groups(board)
    }

    fn normalise<M: Mask>(&self, board: &Grid<M>) -> Normalised<Grid<M>> {
        let (key, _) = board.normalised(false);
        Normalised {
            key,
            negated: false,
        }
    }

    /// `0` by the half-turn strategy (see the module documentation).
    fn closed_form<M: Mask>(
        &self,
        arena: &mut Arena,
        board: &Grid<M>,
    ) -> Result<Option<GameId>, Error> {
        let symmetric = board.half_turned() == *board;
        let central = central_cells::<M>(board.rows(), board.cols());
        Ok((symmetric && (board.empty() & central).is_empty()).then(|| arena.zero()))
    }

    fn is_impartial(&self) -> bool {
        true
    }
}

narrow_ruleset!(Cram);

/// The registry entry of Cram.
pub const ENTRY: Entry = Entry {
    name: "cram",
    syntax: "RxC (an empty board), or rows of . (empty) and # (filled) separated by / or |; \
             at most 128 cells",
    about: "Cram: either player places a domino either way (impartial)",
    examples: &["cram:3x4", "cram:...|.#."],
    argument_chars: "",
    draw: |text| drawing::grid(&parse::<u128>(text)?),
    editor: Some(Editor {
        shape: EditorShape::Grid,
        symbols: ".#",
        start: EditorStart::First,
    }),
    make: |variant| wide::position_solver(variant, Cram, AnyBoard::Cram, parse, parse),
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::plain::{self, Board, Draw, Xorshift, WIDE_SHAPES};
    use crate::width::Wide;
    use conway::impartial::bridge::AsImpartial;
    use conway::partizan::Solver;
    use std::collections::HashMap;

    /// Slow twin: dominoes found cell by cell on rows of characters; both players alike.
    fn moves(b: &Board, _left: bool) -> Vec<Board> {
        let mut out = plain::dominoes(b, (0, 1));
        out.extend(plain::dominoes(b, (1, 0)));
        out
    }

    /// Slow twin of the nim-value: the mex of the options' nim-values, memoised.
    fn plain_nim(b: &Board, memo: &mut HashMap<Board, u32>) -> u32 {
        if let Some(&g) = memo.get(b) {
            return g;
        }
        let seen: Vec<u32> = moves(b, true).iter().map(|o| plain_nim(o, memo)).collect();
        let g = (0..).find(|g| !seen.contains(g)).expect("a mex exists");
        memo.insert(b.clone(), g);
        g
    }

    #[test]
    fn reductions_agree_with_the_plain_rules() {
        let mut arena = Arena::new();
        let mut solver = Solver::new(Cram);
        let (mut memo, mut nim_memo) = (HashMap::new(), HashMap::new());
        let mut rng = Xorshift(0x8cb9_2ba7_2f3d_8dd7);
        let shapes = [
            (1, 9, 30),
            (2, 4, 40),
            (3, 3, 60),
            (3, 4, 60),
            (4, 4, 60),
            (3, 5, 40),
        ];
        for (rows, cols, count) in shapes {
            for _ in 0..count {
                let text = rng.board(rows, cols, "....#");
                let grid = parse::<u64>(&text).unwrap();
                let b = plain::board(&grid);
                let fast = solver.value(&mut arena, &grid).unwrap();
                let slow = plain::value(&mut arena, &b, &moves, &mut memo);
                assert_eq!(fast, slow, "{text}: {}", arena.display(fast));
                let nim = solver.nim_value(&mut arena, &grid).unwrap();
                assert_eq!(nim, plain_nim(&b, &mut nim_memo), "{text}");
            }
        }
    }

    /// Grundy values through the bridge (an impartial game whose moves are the options
    /// split into groups) against the solver's nim-values and the plain rules.
    #[test]
    fn grundy_values_through_the_bridge_are_the_nim_values() {
        let mut arena = Arena::new();
        let mut solver = Solver::new(Cram);
        let mut bridged = conway::impartial::GrundySolver::new(AsImpartial::new(Cram).unwrap());
        let mut nim_memo = HashMap::new();
        let mut rng = Xorshift(0x51ed_27a9_c0de_1234);
        for (rows, cols) in [(1, 9), (2, 4), (3, 3), (3, 4), (4, 4), (2, 7)] {
            for _ in 0..40 {
                let text = rng.board(rows, cols, "....#");
                let grid = parse::<u64>(&text).unwrap();
                let g = bridged.grundy(&grid).0;
                assert_eq!(g, solver.nim_value(&mut arena, &grid).unwrap(), "{text}");
                assert_eq!(g, plain_nim(&plain::board(&grid), &mut nim_memo), "{text}");
            }
        }
    }

    #[test]
    fn boards_of_64_cells_against_the_plain_rules() {
        let mut arena = Arena::new();
        let mut solver = Solver::new(Cram);
        let (mut memo, mut nim_memo) = (HashMap::new(), HashMap::new());
        let mut rng = Xorshift(0x9fb2_1c65_1e98_df25);
        for (rows, cols) in [(1, 64), (2, 32), (4, 16), (8, 8), (16, 4), (64, 1)] {
            for _ in 0..6 {
                let text = rng.sparse(rows, cols, '#', &[('.', 16)]);
                let grid = parse::<u64>(&text).unwrap();
                let b = plain::board(&grid);
                let fast = solver.value(&mut arena, &grid).unwrap();
                assert_eq!(
                    fast,
                    plain::value(&mut arena, &b, &moves, &mut memo),
                    "{text}"
                );
                let nim = solver.nim_value(&mut arena, &grid).unwrap();
                assert_eq!(nim, plain_nim(&b, &mut nim_memo), "{text}");
            }
        }
        // The empty 8x8 board by the half turn.
        let board = parse::<u64>("8x8").unwrap();
        assert_eq!(solver.nim_value(&mut arena, &board).unwrap(), 0);
    }

    /// Boards of 65 to 128 cells by the wide form against the plain rules (value and
    /// nim-value; empty cells scattered, and a corner of them in the high bits), and
    /// boards of both widths valued alike by both forms.
    #[test]
    fn wide_boards_against_the_plain_rules() {
        let mut arena = Arena::new();
        let (mut wide, mut narrow) = (Solver::new(Wide(AnyBoard::Cram)), Solver::new(Cram));
        let (mut memo, mut nim_memo) = (HashMap::new(), HashMap::new());
        let mut rng = Xorshift(0x6a09_e667_f3bc_c908);
        let draw = Draw {
            fill: '#',
            scattered: &[('.', 16)],
            corner: "....#",
            inner: (3, 4),
        };
        for text in rng.boards(&WIDE_SHAPES, 4, &draw) {
            let grid = parse(&text).unwrap();
            let b = plain::board(&grid);
            let fast = wide.value(&mut arena, &grid).unwrap();
            let slow = plain::value(&mut arena, &b, &moves, &mut memo);
            assert_eq!(fast, slow, "{text}");
            let nim = wide.nim_value(&mut arena, &grid).unwrap();
            assert_eq!(nim, plain_nim(&b, &mut nim_memo), "{text}");
        }
        for (rows, cols) in [(2, 4), (3, 3), (3, 4), (4, 4), (2, 7)] {
            for _ in 0..10 {
                let text = rng.board(rows, cols, "....#");
                let w = wide.nim_value(&mut arena, &parse(&text).unwrap()).unwrap();
                let n = narrow
                    .nim_value(&mut arena, &parse(&text).unwrap())
                    .unwrap();
                assert_eq!(w, n, "{text}");
            }
        }
        // Wide empty boards of even by even cells, by the half turn.
        for text in ["10x10", "6x12", "2x64", "8x16"] {
            let board = parse::<u128>(text).unwrap();
            assert!(Cram.closed_form(&mut arena, &board).unwrap().is_some());
        }
    }

    #[test]
    fn rectangles_against_the_plain_rules() {
        let mut arena = Arena::new();
        let mut solver = Solver::new(Cram);
        let mut nim_memo = HashMap::new();
        for (rows, cols) in [
            (1, 8),
            (2, 2),
            (2, 3),
            (2, 5),
            (3, 3),
            (3, 4),
            (4, 4),
            (2, 7),
        ] {
            let grid = Grid::empty_rectangle(rows, cols).unwrap();
            let nim = solver.nim_value(&mut arena, &grid).unwrap();
            assert_eq!(
                nim,
                plain_nim(&plain::board(&grid), &mut nim_memo),
                "{rows}x{cols}"
            );
        }
    }

    #[test]
    fn the_half_turn_strategy_applies_only_without_a_central_domino() {
        let mut arena = Arena::new();
        let zero = |text: &str, arena: &mut Arena| {
            let grid = parse::<u64>(text).unwrap();
            Cram.closed_form(arena, &grid).unwrap().is_some()
        };
        assert!(zero("4x4", &mut arena));
        assert!(zero("..#|.#.|#..", &mut arena)); // odd by odd, the centre filled
        assert!(!zero("..#|...|#..", &mut arena)); // the centre empty
        assert!(!zero("3x3", &mut arena)); // the centre cell is empty
        assert!(!zero("3x4", &mut arena)); // the central horizontal domino
        assert!(!zero("4x3", &mut arena)); // the central vertical domino
        assert!(zero("....|.##.|....", &mut arena));
        assert!(!zero("..#|...", &mut arena)); // not symmetric
        assert_eq!(central_cells::<u64>(3, 3), 1 << 4);
        assert_eq!(central_cells::<u64>(3, 4), 0b11 << 5);
        assert_eq!(central_cells::<u64>(2, 3), 1 << 1 | 1 << 4);
        assert_eq!(central_cells::<u64>(4, 4), 0);
    }

    #[test]
    fn stones_are_refused() {
        let err = parse::<u64>("..|.x").unwrap_err();
        assert_eq!(
            err.0,
            "row 2 column 2: expected '.' or '#', found 'x' (cram has no stones)"
        );
    }
}
