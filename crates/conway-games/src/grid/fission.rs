//! Fission (in CGSuite's library, `game.grid.Fission`; also in the `cgt` crate and MCGS):
//! stones (`x`) that belong to nobody on a board. Left picks a stone whose two vertical
//! neighbours are empty cells and splits it into two: the stone is removed and a stone is
//! put on each of those neighbours. Right does the same horizontally. Blocked cells
//! (`#`) and the edge of the board are never empty. Play ends: a move adds a stone, and
//! the stones only fill empty cells.
//!
//! Positions are written in the [grid syntax](crate::grid) with `x` for a stone (no `o`,
//! no `RxC`).
//!
//! Reductions, each a theorem:
//! * **Regions.** A move reads and writes a stone and its two neighbours, all unblocked;
//!   no move blocks a cell. So the groups of unblocked cells connected orthogonally never
//!   interact, and a position is the disjunctive sum of its regions (Winning Ways, ch. 2).
//!   A region without a stone or without an empty cell has no move: it is `0`.
//! * **Symmetry.** The reflections in the midlines and the half turn keep vertical
//!   vertical; a transposition turns Left's moves into Right's and negates the value.
//!
//! The `cgt` crate's test values of Fission are reproduced in the tests.
//!
//! ```
//! use conway::partizan::{Arena, Solver};
//! use conway_games::grid::fission::{self, Fission};
//! let mut arena = Arena::new();
//! let mut solver = Solver::new(Fission);
//! let g = solver.value(&mut arena, &fission::parse::<u64>("..x.|....|..x.|....").unwrap()).unwrap();
//! assert_eq!(arena.display(g), "-2"); // the cgt crate's test
//! ```

use conway::partizan::Normalised;

use crate::bitset::{bits, Mask};
use crate::contract::{Editor, EditorShape, EditorStart, Entry};
use crate::drawing;
use crate::grid::wide::{self, AnyBoard};
use crate::grid::{self, Adjacency, Direction, Grid, Syntax, QUEEN};
use crate::invalid::InvalidPosition;
use crate::width::{narrow_ruleset, MaskRules};

/// The syntax of Fission positions (read with stones, then `o` refused).
const SYNTAX: Syntax = Syntax {
    name: "fission",
    stones: true,
    rectangle: None,
};

/// Reads a Fission position: rows of `.`, `#` and `x` in the [grid syntax](crate::grid),
/// of at most `M::BITS` cells.
pub fn parse<M: Mask>(text: &str) -> Result<Grid<M>, InvalidPosition> {
    let grid = grid::parse::<M>(text, &SYNTAX)?;
    if !grid.right().is_empty() {
        return Err(InvalidPosition(
            "fission has one kind of stone, x ('o' is not a cell of fission)".into(),
        ));
    }
    Ok(grid)
}

/// The Fission ruleset, for the generic [`Solver`](conway::partizan::Solver).
#[derive(Clone, Copy, Debug, Default)]
pub struct Fission;

/// The boards after splitting a stone of `grid` along `d` and its reverse.
fn fissions<M: Mask>(grid: &Grid<M>, d: Direction) -> Vec<Grid<M>> {
    let geometry = grid.geometry();
    let (stones, empty) = (grid.left(), grid.empty());
    let movers = stones & geometry.step(empty, d) & geometry.step(empty, d.reversed());
    bits(movers)
        .map(|from| {
            let from = M::bit(from);
            let to = geometry.step(from, d) | geometry.step(from, d.reversed());
            grid.with(stones & !from | to, M::ZERO, empty & !to | from)
        })
        .collect()
}

impl MaskRules for Fission {
    type Position<M: Mask> = Grid<M>;

    fn left_options<M: Mask>(&self, board: &Grid<M>) -> Vec<Grid<M>> {
        fissions(board, QUEEN[2]) // south, and north
    }

    fn right_options<M: Mask>(&self, board: &Grid<M>) -> Vec<Grid<M>> {
        fissions(board, QUEEN[0]) // east, and west
    }

    /// The regions of unblocked cells with a stone and an empty cell.
    fn components<M: Mask>(&self, board: &Grid<M>) -> Vec<Grid<M>> {
        let (stones, empty) = (board.left(), board.empty());
        board
            .geometry()
            .groups(stones | empty, Adjacency::Orthogonal)
            .into_iter()
            .filter(|&g| !(g & stones).is_empty() && !(g & empty).is_empty())
            .map(|g| board.restricted(g))
            .collect()
    }

    fn normalise<M: Mask>(&self, board: &Grid<M>) -> Normalised<Grid<M>> {
        let (key, negated) = board.normalised_transposing();
        Normalised { key, negated }
    }
}

narrow_ruleset!(Fission);

/// The registry entry of Fission.
pub const ENTRY: Entry = Entry {
    name: "fission",
    syntax: "rows of . (empty), # (blocked) and x (a stone) separated by / or |; \
             at most 128 cells",
    about: "Fission: Left splits a stone into the two empty cells above and below it, \
            Right into those left and right of it",
    examples: &["fission:....|..x.|....|....", "fission:.x.x|..x.|....|..x."],
    argument_chars: "",
    draw: |text| drawing::grid(&parse::<u128>(text)?),
    editor: Some(Editor {
        shape: EditorShape::Grid,
        symbols: ".x#",
        start: EditorStart::First,
    }),
    make: |variant| wide::position_solver(variant, Fission, AnyBoard::Fission, parse, parse),
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::plain::{self, cell_at, Board, Xorshift};
    use crate::width::Wide;
    use conway::partizan::{parse as game, Arena, Outcome, Solver};

    /// Slow twin: the splits read cell by cell off rows of characters.
    fn moves(b: &Board, left: bool) -> Vec<Board> {
        let (d, e) = if left {
            ((1, 0), (-1, 0))
        } else {
            ((0, 1), (0, -1))
        };
        let mut out = Vec::new();
        for r in 0..b.len() {
            for c in 0..b[0].len() {
                if b[r][c] != 'x' {
                    continue;
                }
                let ends = (cell_at(b, (r, c), d, 1), cell_at(b, (r, c), e, 1));
                if let (Some((r1, c1)), Some((r2, c2))) = ends {
                    if b[r1][c1] == '.' && b[r2][c2] == '.' {
                        let mut after = b.clone();
                        after[r][c] = '.';
                        after[r1][c1] = 'x';
                        after[r2][c2] = 'x';
                        out.push(after);
                    }
                }
            }
        }
        out
    }

    /// The `cgt` crate's tests (fission.rs, `canonical_form`), the doc example of
    /// CGSuite's library played out.
    #[test]
    fn the_cgt_crates_values() {
        let mut arena = Arena::new();
        let mut solver = Solver::new(Fission);
        for (text, expected) in [
            ("....|..x.|....|....", "0"),
            ("..x.|....|..x.|....", "-2"),
            (".x.x|....|..x.|....", "-1"),
            (".x.x|..x.|....|..x.", "{-1|-4}"),
            ("....|..x.|....|#..#", "0"),
        ] {
            let g = solver
                .value(&mut arena, &parse::<u64>(text).unwrap())
                .unwrap();
            assert_eq!(
                g,
                game(&mut arena, expected).unwrap(),
                "{text}: {}",
                arena.display(g)
            );
        }
    }

    /// MCGS's autotests (fission_3x3, fission_5x5_easy, fission_6x6; "results from
    /// CGSuite 2.1.1"): outcomes.
    #[test]
    fn mcgs_outcomes() {
        let mut arena = Arena::new();
        let mut solver = Solver::new(Fission);
        for (text, outcome) in [
            ("...|..x|...", Outcome::L),
            (".x.|...|...", Outcome::R),
            (".....|.....|x....|.....|.....", Outcome::L),
            (".....|..x..|.x...|..x#.|.x...", Outcome::N),
            ("#....|...x.|.#...|x.x..|.....", Outcome::N),
            ("..#..|.....|...#.|..x#.|.....", Outcome::P),
            (".x...|.#.#.|.xx..|#x#..|#.x..", Outcome::R),
            ("..#...|..#...|...x.#|....x#|...x..|.x....", Outcome::N),
            ("#..#..|.#....|....#.|.#...x|...#..|.....#", Outcome::L),
        ] {
            let g = solver
                .value(&mut arena, &parse::<u64>(text).unwrap())
                .unwrap();
            assert_eq!(arena.outcome(g), outcome, "{text}: {}", arena.display(g));
        }
    }

    #[test]
    fn reductions_agree_with_the_plain_rules() {
        let mut arena = Arena::new();
        let mut narrow = plain::Twins::new(Fission, moves);
        let mut wide = plain::Twins::new(Wide(AnyBoard::Fission), moves);
        let mut rng = Xorshift(0xd1b5_4a32_d192_ed03);
        for (rows, cols, count) in [(1, 5, 20), (3, 3, 40), (3, 4, 40), (4, 4, 30), (4, 5, 10)] {
            for _ in 0..count {
                let text = rng.board(rows, cols, "....x#");
                let g = narrow.check(&mut arena, &parse(&text).unwrap());
                assert_eq!(g, wide.check(&mut arena, &parse(&text).unwrap()), "{text}");
            }
        }
        let text = rng.cornered((7, 10), (4, 4), '#', "...x");
        wide.check(&mut arena, &parse(&text).unwrap());
    }

    #[test]
    fn transposing_negates_and_o_is_refused() {
        let mut arena = Arena::new();
        let mut solver = Solver::new(Fission);
        for text in [".x.|...|..x", "...|.x.|...|...", "x..#|.x..|...."] {
            let a = parse::<u64>(text).unwrap();
            let g = solver.value(&mut arena, &a).unwrap();
            let t = plain::board(&a);
            let transposed: Vec<String> = (0..t[0].len())
                .map(|c| t.iter().map(|row| row[c]).collect())
                .collect();
            let h = solver
                .value(&mut arena, &parse::<u64>(&transposed.join("|")).unwrap())
                .unwrap();
            assert_eq!(arena.neg(g), h, "{text}");
        }
        assert!(parse::<u64>("x.o")
            .unwrap_err()
            .0
            .contains("one kind of stone"));
    }
}
