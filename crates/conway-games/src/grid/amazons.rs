//! Amazons (Walter Zamkauskas, 1988; as a combinatorial game: Berlekamp, "Sums of N x 2
//! Amazons", 2000; Snatzke, "Exhaustive search in the game Amazons", *More Games of No
//! Chance*, 2002): Left's amazons (`x`)
//! and Right's (`o`) stand on a board. A move is a chess queen's move of one of the
//! mover's amazons over empty cells, followed by a queen's-move arrow shot from the cell
//! where it lands over empty cells (the cell it left is empty now); the cell the arrow
//! reaches is burnt (`#`) for the rest of the game. The player who cannot move loses.
//!
//! Positions are written in the [grid syntax](crate::grid). Boards are small in practice:
//! the number of moves grows fast with the board.
//!
//! Values are computed from the rules by the generic [`Solver`](conway::partizan::Solver)
//! with these reductions, each a theorem:
//! * **Regions.** A queen's line passes from a cell to one of its eight king neighbours at
//!   every step and never over a burnt cell, and burnt cells stay burnt; so the cells an
//!   amazon or arrow can ever reach lie in its region — its group of unburnt cells
//!   connected through king neighbours — and regions never interact. A position is the
//!   disjunctive sum of its regions (Winning Ways, ch. 2). A region where no amazon has an empty neighbour
//!   has no move now, hence none later: it is `0` and left out (so is a region without
//!   amazons).
//! * **Symmetry.** The eight symmetries of the rectangle map queen lines to queen lines,
//!   so they keep the value; swapping the colours swaps the players' roles and negates
//!   it. Regions are tabled under their least image.
//!
//! ```
//! use conway::partizan::{Arena, Solver};
//! use conway_games::grid::amazons::{self, Amazons};
//! let mut arena = Arena::new();
//! let mut solver = Solver::new(Amazons);
//! let mut value = |text: &str| {
//!     let g = solver.value(&mut arena, &amazons::parse(text).unwrap()).unwrap();
//!     arena.display(g)
//! };
//! // Left moves to the far end burning the cell she left, then moves back: two moves
//! assert_eq!(value("x.."), "2");
//! // Whoever moves first takes the middle cell and burns the one left: {0|0}
//! assert_eq!(value("x.o"), "*");
//! assert_eq!(value("x.#|#.o"), "±1");
//! ```

use conway::partizan::Normalised;

use crate::bitset::{bits, Mask};
use crate::contract::{Editor, EditorShape, EditorStart, Entry};
use crate::drawing;
use crate::grid::wide::{self, AnyBoard};
use crate::grid::{self, Adjacency, Grid, Syntax, QUEEN};
use crate::invalid::InvalidPosition;
use crate::width::{narrow_ruleset, MaskRules};

/// The syntax of Amazons positions.
const SYNTAX: Syntax = Syntax {
    name: "amazons",
    stones: true,
    rectangle: None,
};

/// Reads an Amazons position: rows of the [grid syntax](crate::grid), `x` and `o` the
/// amazons, `#` the burnt cells.
pub fn parse<M: Mask>(text: &str) -> Result<Grid<M>, InvalidPosition> {
    grid::parse(text, &SYNTAX)
}

/// The Amazons ruleset, for the generic [`Solver`](conway::partizan::Solver): positions
/// split into their regions, trimmed to their bounding boxes, tabled under their least
/// image under the symmetries and the colour swap.
#[derive(Clone, Copy, Debug, Default)]
pub struct Amazons;

/// The boards after the moves of the player with amazons `mine`, each made by
/// `board(mine, empty)` from its masks.
fn queen_moves<M: Mask>(grid: &Grid<M>, mine: M, board: impl Fn(M, M) -> Grid<M>) -> Vec<Grid<M>> {
    let geometry = grid.geometry();
    let empty = grid.empty();
    let mut moves = Vec::new();
    for from in bits(mine) {
        let start = M::bit(from);
        let stayed = mine & !start;
        for d in QUEEN {
            let mut to = geometry.step(start, d);
            while !(to & empty).is_empty() {
                let free = (empty | start) & !to;
                for e in QUEEN {
                    let mut arrow = geometry.step(to, e);
                    while !(arrow & free).is_empty() {
                        moves.push(board(stayed | to, free & !arrow));
                        arrow = geometry.step(arrow, e);
                    }
                }
                to = geometry.step(to, d);
            }
        }
    }
    moves
}

impl MaskRules for Amazons {
    type Position<M: Mask> = Grid<M>;

    fn left_options<M: Mask>(&self, board: &Grid<M>) -> Vec<Grid<M>> {
        queen_moves(board, board.left(), |left, empty| {
            board.with(left, board.right(), empty)
        })
    }

    fn right_options<M: Mask>(&self, board: &Grid<M>) -> Vec<Grid<M>> {
        queen_moves(board, board.right(), |right, empty| {
            board.with(board.left(), right, empty)
        })
    }

    fn components<M: Mask>(&self, board: &Grid<M>) -> Vec<Grid<M>> {
        let geometry = board.geometry();
        let amazons = board.left() | board.right();
        let mobile = amazons & geometry.dilated(board.empty(), Adjacency::King);
        geometry
            .groups(amazons | board.empty(), Adjacency::King)
            .into_iter()
            .filter(|&region| !(region & mobile).is_empty())
            .map(|region| board.restricted(region))
            .collect()
    }

    fn normalise<M: Mask>(&self, board: &Grid<M>) -> Normalised<Grid<M>> {
        let (key, negated) = board.normalised(true);
        Normalised { key, negated }
    }
}

narrow_ruleset!(Amazons);

/// The registry entry of Amazons.
pub const ENTRY: Entry = Entry {
    name: "amazons",
    syntax: "rows of . (empty), # (burnt), x (Left's amazon) and o (Right's) separated \
             by / or |; at most 128 cells",
    about: "Amazons: a queen's move of one's amazon (x for Left, o for Right), then a \
            queen's-move arrow from it that burns a cell",
    examples: &["amazons:x...|...o", "amazons:x.#|#.o"],
    argument_chars: "",
    draw: |text| drawing::grid(&parse::<u128>(text)?),
    editor: Some(Editor {
        shape: EditorShape::Grid,
        symbols: ".xo#",
        start: EditorStart::First,
    }),
    make: |variant| wide::position_solver(variant, Amazons, AnyBoard::Amazons, parse, parse),
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::plain::{self, cell_at, Board, Draw, Xorshift, WIDE_SHAPES};
    use crate::width::Wide;
    use conway::partizan::Arena;

    /// Slow twin: queen lines walked cell by cell on rows of characters.
    fn moves(b: &Board, left: bool) -> Vec<Board> {
        let me = if left { 'x' } else { 'o' };
        let mut out = Vec::new();
        for r in 0..b.len() {
            for c in 0..b[0].len() {
                if b[r][c] != me {
                    continue;
                }
                let mut lifted = b.clone();
                lifted[r][c] = '.';
                for d in plain::QUEEN {
                    for k in 1.. {
                        match cell_at(b, (r, c), d, k) {
                            Some((r2, c2)) if lifted[r2][c2] == '.' => {
                                let mut landed = lifted.clone();
                                landed[r2][c2] = me;
                                for e in plain::QUEEN {
                                    for j in 1.. {
                                        match cell_at(b, (r2, c2), e, j) {
                                            Some((r3, c3)) if landed[r3][c3] == '.' => {
                                                let mut shot = landed.clone();
                                                shot[r3][c3] = '#';
                                                out.push(shot);
                                            }
                                            _ => break,
                                        }
                                    }
                                }
                            }
                            _ => break,
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
        let mut twins = plain::Twins::new(Amazons, moves);
        let mut rng = Xorshift(0xd1b5_4a32_d192_ed03);
        let shapes = [
            (1, 6, 30),
            (2, 3, 60),
            (2, 4, 60),
            (3, 3, 60),
            (2, 5, 30),
            (3, 4, 20),
        ];
        for (rows, cols, count) in shapes {
            for _ in 0..count {
                let text = rng.board(rows, cols, "xo.....##");
                twins.check(&mut arena, &parse::<u64>(&text).unwrap());
            }
        }
    }

    #[test]
    fn boards_of_64_cells_against_the_plain_rules() {
        let shapes = [(1, 64), (2, 32), (4, 16), (8, 8), (16, 4), (64, 1)];
        plain::Twins::new(Amazons, moves).check_random(
            parse,
            &shapes,
            0x2127_599b_f432_5c37,
            &DRAW,
        );
    }

    /// Boards of 65 to 128 cells by the wide form: scattered, and crowded in a corner.
    #[test]
    fn wide_boards_against_the_plain_rules() {
        let shapes = WIDE_SHAPES;
        plain::Twins::new(Wide(AnyBoard::Amazons), moves).check_random(
            parse,
            &shapes,
            0x3c6e_f372_fe94_f82b,
            &DRAW,
        );
    }

    /// How the random boards are drawn.
    const DRAW: Draw = Draw {
        fill: '#',
        scattered: &[('.', 10), ('x', 2), ('o', 2)],
        corner: "xo...#",
        inner: (2, 3),
    };

    #[test]
    fn regions_split_at_burnt_cells_but_not_diagonally() {
        let parts = |text: &str| -> Vec<String> {
            let grid = parse::<u64>(text).unwrap();
            Amazons
                .components(&grid)
                .iter()
                .map(Grid::to_string)
                .collect()
        };
        assert_eq!(parts("x.#o.|..#.."), ["x.|..", "o.|.."]);
        assert_eq!(parts("x.#.|.#o."), ["x.#.|.#o."]); // the diagonal joins them
        assert!(parts("xo#.|ox#.").is_empty()); // no amazon can move
        assert!(parts("..#x|..##").is_empty());
    }
}
