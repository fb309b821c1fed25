//! NoGo (in MCGS, the Alberta sum-of-games solver; Du, Wei and Müller, "NoGo", ACG 2023;
//! a game of the Combinatorial Game Theory workshops): Go in which nothing may be
//! captured. Left places a black stone (`x`), Right a white one (`o`), on an empty cell;
//! a placement is legal only if afterwards every block — a group of stones of one
//! colour connected orthogonally — has a liberty, an orthogonally adjacent empty cell:
//! the mover's block through the new stone (no suicide), and every opponent block next
//! to it (no capture). No other block loses a liberty. The player who cannot place a
//! stone loses. A position must itself have a liberty for every block.
//!
//! Positions are written in the [grid syntax](crate::grid); `RxC` is the empty board;
//! `#` is off the board.
//!
//! Reductions, each a theorem:
//! * **Regions.** Blocks and liberties are made of orthogonal neighbours, so the groups of
//!   unblocked cells connected orthogonally never interact: the board is the disjunctive
//!   sum of its regions (Winning Ways, ch. 2). A region without an empty cell is `0`.
//! * **Symmetry.** The eight symmetries of the rectangle keep orthogonal neighbours;
//!   swapping the colours swaps the players' roles and negates the value.
//!
//! MCGS's test outcomes and its published table of empty boards are reproduced in the
//! tests (2x3, 2x4, 3x4 and 4x4 are second-player wins; 1xn a first-player win but at
//! 1 and 4); through the impartial variant (`impartial:nogo:`), its nim-values of
//! impartial NoGo too.
//!
//! ```
//! use conway::partizan::{Arena, Outcome, Solver};
//! use conway_games::grid::nogo::{self, NoGo};
//! let mut arena = Arena::new();
//! let g = Solver::new(NoGo).value(&mut arena, &nogo::parse::<u64>("2x3").unwrap()).unwrap();
//! assert_eq!(arena.outcome(g), Outcome::P); // MCGS's table of empty boards
//! ```

use conway::partizan::Normalised;

use crate::bitset::{bits, Mask};
use crate::contract::{Editor, EditorShape, EditorStart, Entry};
use crate::drawing;
use crate::grid::wide::{self, AnyBoard};
use crate::grid::{self, Adjacency, Geometry, Grid, Rectangle, Syntax};
use crate::invalid::InvalidPosition;
use crate::width::{narrow_ruleset, MaskRules};

/// The syntax of NoGo positions.
const SYNTAX: Syntax = Syntax {
    name: "nogo",
    stones: true,
    rectangle: Some(Rectangle::Empty),
};

/// Reads a NoGo position: `RxC` (the empty board) or rows of the
/// [grid syntax](crate::grid), of at most `M::BITS` cells, every block with a liberty.
pub fn parse<M: Mask>(text: &str) -> Result<Grid<M>, InvalidPosition> {
    let grid = grid::parse::<M>(text, &SYNTAX)?;
    let geometry = grid.geometry();
    for stones in [grid.left(), grid.right()] {
        for block in geometry.groups(stones, Adjacency::Orthogonal) {
            if (geometry.dilated(block, Adjacency::Orthogonal) & grid.empty()).is_empty() {
                let cell = block.trailing_zeros() as usize;
                return Err(InvalidPosition(format!(
                    "the block at row {} column {} has no liberty: not a NoGo position",
                    cell / grid.cols() + 1,
                    cell % grid.cols() + 1
                )));
            }
        }
    }
    Ok(grid)
}

/// The NoGo ruleset, for the generic [`Solver`](conway::partizan::Solver).
#[derive(Clone, Copy, Debug, Default)]
pub struct NoGo;

/// Whether the block of `stones` through `cell` has a liberty among `empty`.
fn breathes<M: Mask>(geometry: &Geometry<M>, stones: M, cell: M, empty: M) -> bool {
    let block = geometry.group(cell, stones, Adjacency::Orthogonal);
    !(geometry.dilated(block, Adjacency::Orthogonal) & empty).is_empty()
}

/// The boards after each legal placement of a stone of `mine` (against `theirs`), each
/// made by `board(mine, theirs, empty)`.
fn placements<M: Mask>(
    grid: &Grid<M>,
    mine: M,
    theirs: M,
    board: impl Fn(M, M, M) -> Grid<M>,
) -> Vec<Grid<M>> {
    let geometry = grid.geometry();
    let mut out = Vec::new();
    for cell in bits(grid.empty()) {
        let cell = M::bit(cell);
        let (mine, empty) = (mine | cell, grid.empty() & !cell);
        let neighbours = geometry.dilated(cell, Adjacency::Orthogonal) & theirs;
        let legal = breathes(&geometry, mine, cell, empty)
            && bits(neighbours).all(|n| breathes(&geometry, theirs, M::bit(n), empty));
        if legal {
            out.push(board(mine, theirs, empty));
        }
    }
    out
}

impl MaskRules for NoGo {
    type Position<M: Mask> = Grid<M>;

    fn left_options<M: Mask>(&self, board: &Grid<M>) -> Vec<Grid<M>> {
        placements(board, board.left(), board.right(), |left, right, empty| {
            board.with(left, right, empty)
        })
    }

    fn right_options<M: Mask>(&self, board: &Grid<M>) -> Vec<Grid<M>> {
        placements(board, board.right(), board.left(), |right, left, empty| {
            board.with(left, right, empty)
        })
    }

    /// The regions of unblocked cells with an empty cell.
    fn components<M: Mask>(&self, board: &Grid<M>) -> Vec<Grid<M>> {
        let cells = board.left() | board.right() | board.empty();
        board
            .geometry()
            .groups(cells, Adjacency::Orthogonal)
            .into_iter()
            .filter(|&g| !(g & board.empty()).is_empty())
            .map(|g| board.restricted(g))
            .collect()
    }

    fn normalise<M: Mask>(&self, board: &Grid<M>) -> Normalised<Grid<M>> {
        let (key, negated) = board.normalised(true);
        Normalised { key, negated }
    }
}

narrow_ruleset!(NoGo);

/// The registry entry of NoGo.
pub const ENTRY: Entry = Entry {
    name: "nogo",
    syntax: "RxC (an empty board), or rows of . (empty), # (off the board), x (Left's \
             stone) and o (Right's) separated by / or |, every block with a liberty; at \
             most 128 cells",
    about: "NoGo: Left places an x, Right an o, never leaving a block without a liberty \
            (no suicide, no capture)",
    examples: &["nogo:2x3", "nogo:..x|o..|..."],
    argument_chars: "",
    draw: |text| drawing::grid(&parse::<u128>(text)?),
    editor: Some(Editor {
        shape: EditorShape::Grid,
        symbols: ".xo#",
        start: EditorStart::First,
    }),
    make: |variant| wide::position_solver(variant, NoGo, AnyBoard::NoGo, parse, parse),
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::contract::Variant;
    use crate::grid::plain::{self, cell_at, Board, Xorshift, ROOK};
    use crate::width::Wide;
    use conway::partizan::{Arena, Outcome, Solver};

    /// Slow twin: a placement is legal when, after it, a flood fill from every stone of
    /// the board finds an empty cell next to its block (the rule read literally: every
    /// block has a liberty).
    fn moves(b: &Board, left: bool) -> Vec<Board> {
        let me = if left { 'x' } else { 'o' };
        let every_block_breathes = |b: &Board| {
            (0..b.len()).all(|r| {
                (0..b[0].len()).all(|c| {
                    let colour = b[r][c];
                    if colour != 'x' && colour != 'o' {
                        return true;
                    }
                    let (mut seen, mut stack) = (vec![(r, c)], vec![(r, c)]);
                    while let Some(at) = stack.pop() {
                        for d in ROOK {
                            if let Some((r2, c2)) = cell_at(b, at, d, 1) {
                                if b[r2][c2] == '.' {
                                    return true;
                                }
                                if b[r2][c2] == colour && !seen.contains(&(r2, c2)) {
                                    seen.push((r2, c2));
                                    stack.push((r2, c2));
                                }
                            }
                        }
                    }
                    false
                })
            })
        };
        let mut out = Vec::new();
        for r in 0..b.len() {
            for c in 0..b[0].len() {
                if b[r][c] == '.' {
                    let mut after = b.clone();
                    after[r][c] = me;
                    if every_block_breathes(&after) {
                        out.push(after);
                    }
                }
            }
        }
        out
    }

    /// The outcome by the value, and by the outcome search where the value is dear.
    fn outcome(text: &str) -> Outcome {
        let mut arena = Arena::new();
        let board = parse::<u64>(text).unwrap();
        let searched = Solver::new(NoGo).outcome(&mut arena, &board).unwrap();
        if board.rows() * board.cols() <= 9 {
            let g = Solver::new(NoGo).value(&mut arena, &board).unwrap();
            assert_eq!(arena.outcome(g), searched, "{text}");
        }
        searched
    }

    /// MCGS's tests (test/input/unit_tests/nogo.test, nogo_1xn.test, test/nogo_test.cpp;
    /// X is x, O is o).
    #[test]
    fn mcgs_test_outcomes() {
        for (text, expected) in [
            (".", Outcome::P),
            ("..", Outcome::N),
            (".|.", Outcome::N),
            ("...", Outcome::N),
            (".|.|.", Outcome::N),
            ("....", Outcome::P),
            ("..|..", Outcome::N),
            ("...|...|...", Outcome::N),
            ("....|..ox|ox..|....", Outcome::P),
            ("xo|..", Outcome::N),
            ("xo|.o", Outcome::P),
            ("x.x|xxx|...", Outcome::L),
            (".x.x.x.", Outcome::L),
            (".o.o.o.", Outcome::R),
            (".x.o.o.x.o", Outcome::P),
            ("...x.o.", Outcome::N),
        ] {
            assert_eq!(outcome(text), expected, "{text}");
        }
    }

    /// MCGS's published results (docs/MCGS-results.html, after Du, Wei and Müller): empty
    /// boards, and 1xn in N for n <= 39 except 1 and 4 (here to 14).
    #[test]
    fn mcgs_published_empty_boards() {
        for (text, expected) in [
            ("2x2", Outcome::N),
            ("2x3", Outcome::P),
            ("2x4", Outcome::P),
            ("2x5", Outcome::N),
            ("2x6", Outcome::N),
            ("3x3", Outcome::N),
            ("3x4", Outcome::P),
        ] {
            assert_eq!(outcome(text), expected, "{text}");
        }
        for n in 1..=14 {
            let expected = if n == 1 || n == 4 {
                Outcome::P
            } else {
                Outcome::N
            };
            assert_eq!(outcome(&format!("1x{n}")), expected, "1x{n}");
        }
    }

    /// MCGS's table: the empty 4x4 board is a second-player win (a few seconds).
    #[test]
    #[ignore = "slow tier"]
    fn mcgs_published_4x4() {
        assert_eq!(outcome("4x4"), Outcome::P);
    }

    /// Impartial NoGo (either player places either colour; MCGS's `[impartial nogo]`):
    /// its published nim-values of empty strips 1..=12 and of 2x2, 2x3, 2x4, 3x3, through
    /// the impartial variant of the ruleset.
    #[test]
    fn impartial_nogo_nim_values() {
        let mut arena = Arena::new();
        let mut solver = (ENTRY.make)(Variant::Impartial);
        let strips = [0, 1, 0, 1, 2, 0, 1, 0, 1, 2, 3, 1];
        for (i, &want) in strips.iter().enumerate() {
            let text = format!("1x{}", i + 1);
            assert_eq!(
                solver.nim_value(&mut arena, &text, 1).unwrap(),
                want,
                "{text}"
            );
        }
        for (text, want) in [("2x2", 1), ("2x3", 1), ("2x4", 0), ("3x3", 0)] {
            assert_eq!(
                solver.nim_value(&mut arena, text, 1).unwrap(),
                want,
                "{text}"
            );
        }
    }

    #[test]
    fn reductions_agree_with_the_plain_rules() {
        let mut arena = Arena::new();
        let mut narrow = plain::Twins::new(NoGo, moves);
        let mut wide = plain::Twins::new(Wide(AnyBoard::NoGo), moves);
        let mut rng = Xorshift(0x6a09_e667_f3bc_c908);
        let mut checked = 0;
        for (rows, cols, count) in [(1, 6, 30), (2, 3, 40), (3, 3, 60), (3, 4, 15), (4, 4, 4)] {
            for _ in 0..count {
                let text = rng.board(rows, cols, "...xxoo#");
                let Ok(board) = parse::<u64>(&text) else {
                    continue; // a block without a liberty: no position
                };
                let g = narrow.check(&mut arena, &board);
                assert_eq!(g, wide.check(&mut arena, &parse(&text).unwrap()), "{text}");
                checked += 1;
            }
        }
        assert!(checked > 80, "{checked} boards");
        let text = rng.cornered((7, 10), (3, 3), '#', "...xo");
        if let Ok(board) = parse(&text) {
            wide.check(&mut arena, &board);
        }
    }

    #[test]
    fn positions_must_breathe() {
        let err = parse::<u64>("xo|ox").unwrap_err().0;
        assert!(err.contains("no liberty"), "{err}");
        assert!(parse::<u64>("x.|o.").is_ok());
    }
}
