//! Konane, the Hawaiian checkers, as a combinatorial game (Ernst, "Playing Konane
//! mathematically: a combinatorial game-theoretic analysis", *UMAP Journal* 16, 1995):
//! Left jumps one
//! of her stones (`x`) over an orthogonally adjacent stone of Right's (`o`) into the
//! empty cell directly beyond, removing the jumped stone; the same stone may go on
//! jumping in the same direction within the move, and every stopping point is a
//! different option. Right likewise jumps an `o` over an `x`. The player who cannot move
//! loses. (The same convention as the peer engine cgt, whose Konane lists each prefix of
//! a straight multiple jump as an option.)
//!
//! Positions are written in the [grid syntax](crate::grid): `.` is an empty cell a stone
//! may land on, `#` a cell off the board.
//!
//! Values are computed from the rules by the generic [`Solver`](conway::partizan::Solver)
//! with these reductions, each a theorem:
//! * **Independent parts.** A single jump involves three cells in a line: the jumper's,
//!   the jumped stone's (adjacent) and the landing cell beyond. Stones only ever stand on
//!   cells reached by jumps, so the cells `X` that may ever hold an `x` and `O` that may
//!   ever hold an `o` are contained in the least sets holding the present stones and
//!   closed under "`a` in `X`, its neighbour `b` in `O`, the cell `c` beyond `b` not
//!   blocked: then `c` is in `X`" (and the same with the colours exchanged). Every jump
//!   that can ever be made is one of the triples `(a, b, c)` of this closure. Linking the
//!   three cells of every such triple splits the board into classes that no jump ever
//!   crosses: a move changes the cells of one class only, and the moves available in a
//!   class depend on its cells only, so the position is the disjunctive sum of its
//!   classes (Winning Ways, ch. 2). Stones in no triple can never move nor be jumped and
//!   are left out. (Groups of orthogonally connected stones are **not** independent in
//!   Konane: in `xo.|..o` Left's jump lands next to the lone `o` and can jump it next.)
//! * **Symmetry.** The eight symmetries of the rectangle map jumps to jumps, so they keep
//!   the value; swapping the colours swaps the players' roles and negates it. Parts are
//!   tabled under their least image.
//!
//! ```
//! use conway::partizan::{Arena, Solver};
//! use conway_games::grid::konane::{self, Konane};
//! let mut arena = Arena::new();
//! let mut solver = Solver::new(Konane);
//! let mut value = |text: &str| {
//!     let g = solver.value(&mut arena, &konane::parse(text).unwrap()).unwrap();
//!     arena.display(g)
//! };
//! assert_eq!(value("xo."), "1"); // Left jumps; Right has no move
//! // One jump leaves ..xo. = *, two in a row leave ....x = 0; Right has no move
//! assert_eq!(value("xo.o."), "1"); // {0, *|} = 1
//! assert_eq!(value("xo.|..o|..."), "2"); // the landing stone jumps again later
//! ```

use conway::partizan::Normalised;

use crate::bitset::{bits, Mask};
use crate::contract::{Editor, EditorShape, EditorStart, Entry};
use crate::drawing;
use crate::grid::wide::{self, AnyBoard};
use crate::grid::{self, Grid, Syntax, ORTHOGONAL};
use crate::invalid::InvalidPosition;
use crate::width::{narrow_ruleset, MaskRules};

/// The syntax of Konane positions.
const SYNTAX: Syntax = Syntax {
    name: "konane",
    stones: true,
    rectangle: None,
};

/// Reads a Konane position: rows of the [grid syntax](crate::grid).
pub fn parse<M: Mask>(text: &str) -> Result<Grid<M>, InvalidPosition> {
    grid::parse(text, &SYNTAX)
}

/// The Konane ruleset, for the generic [`Solver`](conway::partizan::Solver): positions
/// split into the classes of cells that jumps can link, trimmed to their bounding boxes,
/// tabled under their least image under the symmetries and the colour swap.
#[derive(Clone, Copy, Debug, Default)]
pub struct Konane;

/// The boards after the jumps of the player with stones `mine` over the stones `theirs`,
/// each made by `board(mine, theirs, empty)` from its masks.
fn jumps<M: Mask>(
    grid: &Grid<M>,
    mine: M,
    theirs: M,
    board: impl Fn(M, M, M) -> Grid<M>,
) -> Vec<Grid<M>> {
    let geometry = grid.geometry();
    let empty = grid.empty();
    let mut moves = Vec::new();
    for d in ORTHOGONAL {
        let back = d.reversed();
        // The stones with a stone of theirs next to them that way and an empty cell beyond.
        let jumpers = mine & geometry.step(theirs & geometry.step(empty, back), back);
        for from in bits(jumpers) {
            let start = M::bit(from);
            let (mut at, mut jumped) = (start, M::ZERO);
            loop {
                let over = geometry.step(at, d);
                let to = geometry.step(over, d);
                if (over & theirs).is_empty() || (to & empty).is_empty() {
                    break;
                }
                jumped |= over;
                at = to;
                moves.push(board(
                    mine & !start | to,
                    theirs & !jumped,
                    (empty | start | jumped) & !to,
                ));
            }
        }
    }
    moves
}

/// The classes of cells that jumps can ever link (see the module documentation), as
/// masks; cells in no possible jump are in none.
fn classes<M: Mask>(board: &Grid<M>) -> Vec<M> {
    let geometry = board.geometry();
    let open = board.left() | board.right() | board.empty();
    // Per direction, the cells whose neighbour that way is not blocked: the possible
    // jumped cells b of jumps (a, b, c) that way, as far as c goes.
    let landable = ORTHOGONAL.map(|d| geometry.step(open, d.reversed()));
    // The jumped cells b of the jumps that way with a jumper on a of `jumpers` and a
    // stone of `jumped` on b.
    let middles = |jumpers: M, jumped: M, i: usize| {
        jumped & geometry.step(jumpers, ORTHOGONAL[i]) & landable[i]
    };
    let (mut may_x, mut may_o) = (board.left(), board.right());
    loop {
        let (mut grown_x, mut grown_o) = (may_x, may_o);
        for (i, d) in ORTHOGONAL.into_iter().enumerate() {
            grown_x |= geometry.step(middles(may_x, may_o, i), d);
            grown_o |= geometry.step(middles(may_o, may_x, i), d);
        }
        if (grown_x, grown_o) == (may_x, may_o) {
            break;
        }
        (may_x, may_o) = (grown_x, grown_o);
    }
    // links[i]: the cells whose neighbour in direction i is in a common triple.
    let mut links = [M::ZERO; 4];
    for (i, d) in ORTHOGONAL.into_iter().enumerate() {
        let b = middles(may_x, may_o, i) | middles(may_o, may_x, i);
        links[i] |= geometry.step(b, d.reversed()) | b;
        links[(i + 2) % 4] |= b | geometry.step(b, d);
    }
    let linked = links.iter().fold(M::ZERO, |a, &l| a | l);
    let mut rest = linked;
    let mut classes = Vec::new();
    while !rest.is_empty() {
        let mut class = rest.lowest();
        loop {
            let grown = ORTHOGONAL
                .into_iter()
                .zip(links)
                .fold(class, |a, (d, l)| a | geometry.step(class & l, d));
            if grown == class {
                break;
            }
            class = grown;
        }
        classes.push(class);
        rest &= !class;
    }
    classes
}

impl MaskRules for Konane {
    type Position<M: Mask> = Grid<M>;

    fn left_options<M: Mask>(&self, board: &Grid<M>) -> Vec<Grid<M>> {
        jumps(board, board.left(), board.right(), |left, right, empty| {
            board.with(left, right, empty)
        })
    }

    fn right_options<M: Mask>(&self, board: &Grid<M>) -> Vec<Grid<M>> {
        jumps(board, board.right(), board.left(), |right, left, empty| {
            board.with(left, right, empty)
        })
    }

    fn components<M: Mask>(&self, board: &Grid<M>) -> Vec<Grid<M>> {
        classes(board)
            .into_iter()
            .map(|class| board.restricted(class))
            .collect()
    }

    fn normalise<M: Mask>(&self, board: &Grid<M>) -> Normalised<Grid<M>> {
        let (key, negated) = board.normalised(true);
        Normalised { key, negated }
    }
}

narrow_ruleset!(Konane);

/// The registry entry of Konane.
pub const ENTRY: Entry = Entry {
    name: "konane",
    syntax: "rows of . (empty), # (off the board), x (Left's stone) and o (Right's) \
             separated by / or |; at most 128 cells",
    about: "Konane: Left jumps an x over an adjacent o into the empty cell beyond, \
            Right an o over an x; straight multiple jumps allowed",
    examples: &["konane:xo.o.", "konane:.ox.|o..x|...."],
    argument_chars: "",
    draw: |text| drawing::grid(&parse::<u128>(text)?),
    editor: Some(Editor {
        shape: EditorShape::Grid,
        symbols: ".xo#",
        start: EditorStart::Checkerboard('x', 'o'),
    }),
    make: |variant| wide::position_solver(variant, Konane, AnyBoard::Konane, parse, parse),
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::plain::{self, cell_at, Board, Draw, Xorshift, ROOK, WIDE_SHAPES};
    use crate::width::Wide;
    use conway::partizan::Arena;

    /// Slow twin: the jumps read cell by cell off rows of characters.
    fn moves(b: &Board, left: bool) -> Vec<Board> {
        let (me, you) = if left { ('x', 'o') } else { ('o', 'x') };
        let mut out = Vec::new();
        for r in 0..b.len() {
            for c in 0..b[0].len() {
                if b[r][c] != me {
                    continue;
                }
                for d in ROOK {
                    let mut after = b.clone();
                    after[r][c] = '.';
                    for k in 0.. {
                        let over = cell_at(b, (r, c), d, 2 * k + 1);
                        let to = cell_at(b, (r, c), d, 2 * k + 2);
                        let (Some(over), Some(to)) = (over, to) else {
                            break;
                        };
                        if b[over.0][over.1] != you || b[to.0][to.1] != '.' {
                            break;
                        }
                        after[over.0][over.1] = '.';
                        let mut landed = after.clone();
                        landed[to.0][to.1] = me;
                        out.push(landed);
                    }
                }
            }
        }
        out
    }

    #[test]
    fn reductions_agree_with_the_plain_rules() {
        let mut arena = Arena::new();
        let mut twins = plain::Twins::new(Konane, moves);
        let mut rng = Xorshift(0x2545_f491_4f6c_dd1d);
        let shapes = [
            (1, 7, 40),
            (2, 4, 60),
            (3, 3, 80),
            (3, 4, 80),
            (4, 4, 60),
            (2, 7, 30),
        ];
        let sparse = [(4, 5, 60), (3, 6, 60), (5, 5, 30)];
        let boards = shapes.map(|s| (s, "xxoo...#")).into_iter();
        for ((rows, cols, count), cells) in boards.chain(sparse.map(|s| (s, "xo.....#"))) {
            for _ in 0..count {
                let text = rng.board(rows, cols, cells);
                twins.check(&mut arena, &parse::<u64>(&text).unwrap());
            }
        }
    }

    #[test]
    fn boards_of_64_cells_against_the_plain_rules() {
        let shapes = [(1, 64), (2, 32), (4, 16), (8, 8), (16, 4), (64, 1)];
        plain::Twins::new(Konane, moves).check_random(parse, &shapes, 0xbf58_476d_1ce4_e5b9, &DRAW);
    }

    /// Boards of 65 to 128 cells by the wide form: scattered, and crowded in a corner.
    #[test]
    fn wide_boards_against_the_plain_rules() {
        let shapes = WIDE_SHAPES;
        plain::Twins::new(Wide(AnyBoard::Konane), moves).check_random(
            parse,
            &shapes,
            0x94d0_49bb_1331_11eb,
            &DRAW,
        );
    }

    /// How the random boards are drawn.
    const DRAW: Draw = Draw {
        fill: '.',
        scattered: &[('x', 9), ('o', 9), ('#', 6)],
        corner: "xxoo..#",
        inner: (3, 4),
    };

    #[test]
    fn stone_groups_are_not_independent() {
        // The lone o is in no orthogonal group with Left's stones, but in her class.
        let grid = parse::<u64>("xo.|..o|...").unwrap();
        assert_eq!(classes(&grid).len(), 1);
        let grid = parse::<u64>("xo..|....|..ox").unwrap();
        let parts: Vec<String> = Konane
            .components(&grid)
            .iter()
            .map(Grid::to_string)
            .collect();
        assert_eq!(parts, ["xo..", "..ox"]); // each may spread along its row
                                             // Stones that can never jump nor be jumped are left out.
        assert!(Konane
            .components(&parse::<u64>("xx.|o#o").unwrap())
            .is_empty());
    }

    #[test]
    fn multiple_jumps_stop_anywhere() {
        let grid = parse::<u64>("xo.o.o.").unwrap();
        let landed: Vec<String> = Konane
            .left_options(&grid)
            .iter()
            .map(Grid::to_string)
            .collect();
        assert_eq!(landed, ["..xo.o.", "....xo.", "......x"]);
        assert!(Konane.right_options(&grid).is_empty());
    }
}
