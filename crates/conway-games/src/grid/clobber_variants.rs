//! The variants of Clobber in CGSuite's library (`game.grid.GenClobber`, Siegel et al.)
//! and MCGS (Cannibal Clobber, Alberta): Left's stones `x`, Right's `o`, and a move that
//! changes how a stone moves or what it lands on.
//!
//! | ruleset | a move of a stone of the mover's |
//! |---|---|
//! | `anticlobber` | one step orthogonally onto an *empty* cell, leaving an enemy stone behind (a Clobber move played backwards in time) |
//! | `cannibalclobber` | one step orthogonally onto *any* stone, which is removed (CGSuite's Hot Clobber) |
//! | `kings` | one step in any of the eight directions of a chess king, onto an enemy stone |
//! | `knights` | a chess knight's jump onto an enemy stone (over anything) |
//! | `rooks` | along a row or column over empty cells, onto the first stone met if it is an enemy's |
//! | `queens` | as a rook, or along a diagonal |
//!
//! In each the moved stone leaves its cell empty (Anti-Clobber: filled by an enemy
//! stone). Play ends: every move but Anti-Clobber's removes a stone; Anti-Clobber's fills
//! an empty cell. Blocked cells (`#`) are never entered nor passed.
//!
//! Positions are written in the [grid syntax](crate::grid); `RxC` is the checkerboard
//! with `x` top-left (not for Anti-Clobber, where a full board has no move).
//!
//! Reductions, each a theorem (Winning Ways, ch. 2, for the sum):
//! * **Parts.** The cells a move reads are the mover's cell, the cells its piece passes
//!   and the cell it lands on. Where pieces move onto stones only by steps or jumps
//!   (`cannibalclobber`, `kings`, `knights`), two stones interact only when they are
//!   neighbours under those steps, and stones never appear; so the groups of stones
//!   connected by the steps are a disjunctive sum. Where pieces pass or enter empty cells
//!   (`rooks`, `queens`, `anticlobber`), the parts are the groups of unblocked cells
//!   connected by the steps (orthogonal ones, or a king's for queens), and no move
//!   blocks a cell. A part with no possible move is `0` and left out: one with no enemy
//!   stone at a step's reach (kings, knights), a single stone (cannibal), a part without
//!   both colours (rooks, queens), or without both a stone and an empty cell (anti).
//! * **Symmetry.** The eight symmetries of the rectangle permute each set of steps, so
//!   they keep the value; swapping the colours swaps the players' roles and negates it.
//!
//! CGSuite's library values of `xox|ox.` are reproduced in the tests: Kings
//! `{^^*|*,{*|v}}` (`{^^*|*,v[2]}` in its notation), Rooks `{^^*|0,*}`, Queens `^`, and
//! Anti-Clobber's `xoxo|oo..` is `{*|-1}`; MCGS's Cannibal Clobber outcomes likewise.
//!
//! ```
//! use conway::partizan::{Arena, Solver};
//! use conway_games::grid::clobber_variants::{self, ClobberVariant, Kind};
//! let mut arena = Arena::new();
//! let mut solver = Solver::new(ClobberVariant(Kind::Queens));
//! let board = clobber_variants::parse::<u64>(Kind::Queens, "xox|ox.").unwrap();
//! let g = solver.value(&mut arena, &board).unwrap();
//! assert_eq!(arena.display(g), "^"); // CGSuite's test suite
//! ```

use conway::partizan::Normalised;

use crate::bitset::{bits, Mask};
use crate::contract::{Editor, EditorShape, EditorStart, Entry, PositionSolver, Variant};
use crate::drawing;
use crate::grid::wide::{self, AnyBoard};
use crate::grid::QUEEN;
use crate::grid::{self, Adjacency, Direction, Geometry, Grid, Rectangle, Syntax};
use crate::invalid::InvalidPosition;
use crate::width::{narrow_ruleset, MaskRules};

/// Which variant of Clobber.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// A stone steps onto an empty cell, leaving an enemy stone behind.
    Anti,
    /// A stone steps onto any orthogonally adjacent stone.
    Cannibal,
    /// A stone steps as a chess king onto an enemy stone.
    Kings,
    /// A stone jumps as a chess knight onto an enemy stone.
    Knights,
    /// A stone slides as a chess rook onto an enemy stone.
    Rooks,
    /// A stone slides as a chess queen onto an enemy stone.
    Queens,
}

impl Kind {
    /// Every variant, in the registry's order.
    pub const ALL: [Kind; 6] = [
        Kind::Anti,
        Kind::Cannibal,
        Kind::Kings,
        Kind::Knights,
        Kind::Rooks,
        Kind::Queens,
    ];

    /// The ruleset's name in game expressions.
    pub const fn name(self) -> &'static str {
        match self {
            Kind::Anti => "anticlobber",
            Kind::Cannibal => "cannibalclobber",
            Kind::Kings => "kings",
            Kind::Knights => "knights",
            Kind::Rooks => "rooks",
            Kind::Queens => "queens",
        }
    }

    /// The syntax of the variant's positions.
    const fn syntax(self) -> Syntax {
        Syntax {
            name: self.name(),
            stones: true,
            rectangle: match self {
                Kind::Anti => None,
                _ => Some(Rectangle::Checkerboard),
            },
        }
    }

    /// The moves of a stone, each a path of steps: one step, or a knight's two.
    fn moves(self) -> &'static [&'static [Direction]] {
        // QUEEN is east, south-east, south, ... clockwise
        const ROOK: [&[Direction]; 4] = [&[QUEEN[0]], &[QUEEN[2]], &[QUEEN[4]], &[QUEEN[6]]];
        const KING: [&[Direction]; 8] = [
            &[QUEEN[0]],
            &[QUEEN[1]],
            &[QUEEN[2]],
            &[QUEEN[3]],
            &[QUEEN[4]],
            &[QUEEN[5]],
            &[QUEEN[6]],
            &[QUEEN[7]],
        ];
        // a knight's jump: a diagonal step and an orthogonal one away from its start
        const KNIGHT: [&[Direction]; 8] = [
            &[QUEEN[1], QUEEN[0]],
            &[QUEEN[1], QUEEN[2]],
            &[QUEEN[3], QUEEN[2]],
            &[QUEEN[3], QUEEN[4]],
            &[QUEEN[5], QUEEN[4]],
            &[QUEEN[5], QUEEN[6]],
            &[QUEEN[7], QUEEN[6]],
            &[QUEEN[7], QUEEN[0]],
        ];
        match self {
            Kind::Anti | Kind::Cannibal | Kind::Rooks => &ROOK,
            Kind::Kings | Kind::Queens => &KING,
            Kind::Knights => &KNIGHT,
        }
    }

    /// Whether a piece slides on over empty cells.
    fn slides(self) -> bool {
        matches!(self, Kind::Rooks | Kind::Queens)
    }
}

/// Reads a position of the variant `kind`: rows of the [grid syntax](crate::grid), or
/// `RxC` (the checkerboard) where the variant has one, of at most `M::BITS` cells.
pub fn parse<M: Mask>(kind: Kind, text: &str) -> Result<Grid<M>, InvalidPosition> {
    grid::parse(text, &kind.syntax())
}

/// A variant of Clobber, for the generic [`Solver`](conway::partizan::Solver).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClobberVariant(pub Kind);

/// The cells of `m` moved along `path`; cells leaving the board vanish.
fn along<M: Mask>(geometry: &Geometry<M>, m: M, path: &[Direction]) -> M {
    path.iter().fold(m, |m, &d| geometry.step(m, d))
}

/// The cells of `m` moved back along `path`.
fn back<M: Mask>(geometry: &Geometry<M>, m: M, path: &[Direction]) -> M {
    path.iter()
        .rev()
        .fold(m, |m, &d| geometry.step(m, d.reversed()))
}

/// `m` with every cell one move of `kind` away (a step or jump, not a slide).
fn spread<M: Mask>(geometry: &Geometry<M>, m: M, kind: Kind) -> M {
    kind.moves()
        .iter()
        .fold(m, |acc, path| acc | along(geometry, m, path))
}

/// The groups of `within` connected by single moves of `kind`.
fn groups<M: Mask>(geometry: &Geometry<M>, within: M, kind: Kind) -> Vec<M> {
    let mut rest = within;
    let mut out = Vec::new();
    while !rest.is_empty() {
        let mut group = rest.lowest();
        loop {
            let grown = spread(geometry, group, kind) & within;
            if grown == group {
                break;
            }
            group = grown;
        }
        out.push(group);
        rest &= !group;
    }
    out
}

impl ClobberVariant {
    /// The boards after the moves of the player with stones `mine`, against `theirs`;
    /// each made by `board(mine, theirs, empty)`.
    fn moves<M: Mask>(
        self,
        grid: &Grid<M>,
        mine: M,
        theirs: M,
        board: impl Fn(M, M, M) -> Grid<M>,
    ) -> Vec<Grid<M>> {
        let geometry = grid.geometry();
        let empty = grid.empty();
        let kind = self.0;
        let mut out = Vec::new();
        for path in kind.moves() {
            if kind.slides() {
                let d = path[0];
                for from in bits(mine) {
                    let mut to = geometry.step(M::bit(from), d);
                    while !(to & empty).is_empty() {
                        to = geometry.step(to, d);
                    }
                    if !(to & theirs).is_empty() {
                        out.push(board(
                            mine & !M::bit(from) | to,
                            theirs & !to,
                            empty | M::bit(from),
                        ));
                    }
                }
                continue;
            }
            let targets = match kind {
                Kind::Anti => empty,
                Kind::Cannibal => mine | theirs,
                _ => theirs,
            };
            for from in bits(mine & back(&geometry, targets, path)) {
                let to = along(&geometry, M::bit(from), path);
                let (mine, from) = (mine & !M::bit(from) | to, M::bit(from));
                out.push(match kind {
                    Kind::Anti => board(mine, theirs | from, empty & !to),
                    _ => board(mine, theirs & !to, empty | from),
                });
            }
        }
        out
    }
}

impl MaskRules for ClobberVariant {
    type Position<M: Mask> = Grid<M>;

    fn left_options<M: Mask>(&self, board: &Grid<M>) -> Vec<Grid<M>> {
        self.moves(board, board.left(), board.right(), |left, right, empty| {
            board.with(left, right, empty)
        })
    }

    fn right_options<M: Mask>(&self, board: &Grid<M>) -> Vec<Grid<M>> {
        self.moves(board, board.right(), board.left(), |right, left, empty| {
            board.with(left, right, empty)
        })
    }

    /// The parts of the module doc, those with no possible move left out.
    fn components<M: Mask>(&self, board: &Grid<M>) -> Vec<Grid<M>> {
        let geometry = board.geometry();
        let (left, right, empty) = (board.left(), board.right(), board.empty());
        let stones = left | right;
        let kind = self.0;
        let contested = left & spread(&geometry, right, kind);
        let live = |group: M| match kind {
            Kind::Cannibal => group.count_ones() > 1,
            Kind::Kings | Kind::Knights => !(group & contested).is_empty(),
            Kind::Rooks | Kind::Queens => !(group & left).is_empty() && !(group & right).is_empty(),
            Kind::Anti => !(group & stones).is_empty() && !(group & empty).is_empty(),
        };
        let within = match kind {
            Kind::Cannibal | Kind::Kings | Kind::Knights => stones,
            Kind::Rooks | Kind::Queens | Kind::Anti => stones | empty,
        };
        let steps = match kind {
            Kind::Queens => Kind::Kings,
            Kind::Rooks | Kind::Anti => Kind::Cannibal,
            other => other,
        };
        let parts = match steps {
            Kind::Kings => geometry.groups(within, Adjacency::King),
            Kind::Knights => groups(&geometry, within, Kind::Knights),
            _ => geometry.groups(within, Adjacency::Orthogonal),
        };
        parts
            .into_iter()
            .filter(|&group| live(group))
            .map(|group| board.restricted(group))
            .collect()
    }

    fn normalise<M: Mask>(&self, board: &Grid<M>) -> Normalised<Grid<M>> {
        let (key, negated) = board.normalised(true);
        Normalised { key, negated }
    }
}

narrow_ruleset!(ClobberVariant);

/// The registry's solver of the variant numbered `K` in [`Kind::ALL`].
fn make<const K: usize>(variant: Variant) -> Box<dyn PositionSolver + Send> {
    let kind = Kind::ALL[K];
    wide::position_solver(
        variant,
        ClobberVariant(kind),
        AnyBoard::ClobberVariant(kind),
        |text| parse(Kind::ALL[K], text),
        |text| parse(Kind::ALL[K], text),
    )
}

/// The drawing of the variant numbered `K` in [`Kind::ALL`].
fn draw<const K: usize>(text: &str) -> Result<String, InvalidPosition> {
    drawing::grid(&parse::<u128>(Kind::ALL[K], text)?)
}

/// The editor of the variants: Clobber's.
const EDITOR: Editor = Editor {
    shape: EditorShape::Grid,
    symbols: ".xo#",
    start: EditorStart::Checkerboard('x', 'o'),
};

/// The syntax of a position with a checkerboard start.
const SYNTAX_TEXT: &str = "RxC (the checkerboard, x top-left), or rows of . (empty), \
                           # (blocked), x (Left's stone) and o (Right's) separated by / or |; \
                           at most 128 cells";

/// The registry entry of Anti-Clobber.
pub const ANTI_ENTRY: Entry = Entry {
    name: Kind::Anti.name(),
    syntax: "rows of . (empty), # (blocked), x (Left's stone) and o (Right's) \
             separated by / or |; at most 128 cells",
    about: "Anti-Clobber: Left moves an x onto an adjacent empty cell, leaving an o \
            behind; Right an o, leaving an x",
    examples: &["anticlobber:xoxo|oo..", "anticlobber:x.o|.#."],
    argument_chars: "",
    draw: draw::<0>,
    editor: Some(Editor {
        start: EditorStart::First,
        ..EDITOR
    }),
    make: make::<0>,
};

/// The registry entry of Cannibal Clobber.
pub const CANNIBAL_ENTRY: Entry = Entry {
    name: Kind::Cannibal.name(),
    syntax: SYNTAX_TEXT,
    about: "Cannibal Clobber: Left moves an x onto any adjacent stone, Right an o",
    examples: &["cannibalclobber:2x3", "cannibalclobber:xxo|o.x"],
    argument_chars: "",
    draw: draw::<1>,
    editor: Some(EDITOR),
    make: make::<1>,
};

/// The registry entry of Kings Clobber.
pub const KINGS_ENTRY: Entry = Entry {
    name: Kind::Kings.name(),
    syntax: SYNTAX_TEXT,
    about: "Kings Clobber: Left moves an x a king's step onto an o, Right an o onto an x",
    examples: &["kings:xox|ox.", "kings:2x3"],
    argument_chars: "",
    draw: draw::<2>,
    editor: Some(EDITOR),
    make: make::<2>,
};

/// The registry entry of Knights Clobber.
pub const KNIGHTS_ENTRY: Entry = Entry {
    name: Kind::Knights.name(),
    syntax: SYNTAX_TEXT,
    about: "Knights Clobber: Left moves an x a knight's jump onto an o, Right an o onto an x",
    examples: &["knights:3x3", "knights:xo.|..o|x.."],
    argument_chars: "",
    draw: draw::<3>,
    editor: Some(EDITOR),
    make: make::<3>,
};

/// The registry entry of Rooks Clobber.
pub const ROOKS_ENTRY: Entry = Entry {
    name: Kind::Rooks.name(),
    syntax: SYNTAX_TEXT,
    about: "Rooks Clobber: Left slides an x along a line of empty cells onto an o, \
            Right an o onto an x",
    examples: &["rooks:xox|ox.", "rooks:x..o|.o.x"],
    argument_chars: "",
    draw: draw::<4>,
    editor: Some(EDITOR),
    make: make::<4>,
};

/// The registry entry of Queens Clobber.
pub const QUEENS_ENTRY: Entry = Entry {
    name: Kind::Queens.name(),
    syntax: SYNTAX_TEXT,
    about: "Queens Clobber: Left slides an x as a queen over empty cells onto an o, \
            Right an o onto an x",
    examples: &["queens:xox|ox.", "queens:x..|.o.|..x"],
    argument_chars: "",
    draw: draw::<5>,
    editor: Some(EDITOR),
    make: make::<5>,
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::clobber::Clobber;
    use crate::grid::plain::{self, cell_at, Board, Xorshift, QUEEN as KING_STEPS, ROOK};
    use crate::width::Wide;
    use conway::partizan::{parse as game, Arena, Outcome, Solver};

    /// The knight's jumps, as row and column offsets.
    const KNIGHT_JUMPS: [(i32, i32); 8] = [
        (1, 2),
        (2, 1),
        (2, -1),
        (1, -2),
        (-1, -2),
        (-2, -1),
        (-2, 1),
        (-1, 2),
    ];

    /// Slow twin: the moves of `kind` read cell by cell off rows of characters, from the
    /// rules of the module doc.
    fn moves_of(kind: Kind, b: &Board, left: bool) -> Vec<Board> {
        let (me, you) = if left { ('x', 'o') } else { ('o', 'x') };
        let offsets: &[(i32, i32)] = match kind {
            Kind::Anti | Kind::Cannibal | Kind::Rooks => &ROOK,
            Kind::Kings | Kind::Queens => &KING_STEPS,
            Kind::Knights => &KNIGHT_JUMPS,
        };
        let mut out = Vec::new();
        for r in 0..b.len() {
            for c in 0..b[0].len() {
                if b[r][c] != me {
                    continue;
                }
                for &d in offsets {
                    let mut k = 1;
                    let mut to = cell_at(b, (r, c), d, k);
                    if matches!(kind, Kind::Rooks | Kind::Queens) {
                        while let Some((r2, c2)) = to.filter(|&(r2, c2)| b[r2][c2] == '.') {
                            let _ = (r2, c2);
                            k += 1;
                            to = cell_at(b, (r, c), d, k);
                        }
                    }
                    let Some((r2, c2)) = to else { continue };
                    let target = b[r2][c2];
                    let allowed = match kind {
                        Kind::Anti => target == '.',
                        Kind::Cannibal => target == 'x' || target == 'o',
                        _ => target == you,
                    };
                    if allowed {
                        let mut after = b.clone();
                        after[r][c] = if kind == Kind::Anti { you } else { '.' };
                        after[r2][c2] = me;
                        out.push(after);
                    }
                }
            }
        }
        out
    }

    fn value(arena: &mut Arena, kind: Kind, text: &str) -> String {
        let g = Solver::new(ClobberVariant(kind))
            .value(arena, &parse::<u64>(kind, text).unwrap())
            .unwrap();
        arena.display(g)
    }

    /// CGSuite's test suite (GameGridTest, "define Clobber properly").
    #[test]
    fn cgsuites_library_values() {
        let mut arena = Arena::new();
        let expect = |arena: &mut Arena, kind, text, expected: &str| {
            let g = Solver::new(ClobberVariant(kind))
                .value(arena, &parse::<u64>(kind, text).unwrap())
                .unwrap();
            let e = game(arena, expected).unwrap();
            assert_eq!(g, e, "{kind:?} {text}: {}", arena.display(g));
        };
        // CGSuite prints {^^*|*,v[2]}: its v[2] is -(^[2]), and ^[2] = {^|*} (Siegel's
        // up-to-the-[n], ^[n] = {^[n-1]|*}, whose limit is upon = {upon|*})
        expect(&mut arena, Kind::Kings, "xox|ox.", "{^^*|*,{*|v}}");
        expect(&mut arena, Kind::Rooks, "xox|ox.", "{^^*|0,*}");
        expect(&mut arena, Kind::Queens, "xox|ox.", "^");
        expect(&mut arena, Kind::Anti, "xoxo|oo..", "{*|-1}");
    }

    /// MCGS's Cannibal Clobber tests (test/input/unit_tests/cannibal_clobber.test and
    /// test/cannibal_clobber_test.cpp): the outcomes of these boards.
    #[test]
    fn mcgs_cannibal_clobber_outcomes() {
        let mut arena = Arena::new();
        let mut solver = Solver::new(ClobberVariant(Kind::Cannibal));
        let cases = [
            ("xo|ox", Outcome::N),
            ("xox|oxo|xox", Outcome::N),
            ("xox|oxo", Outcome::P),
            ("xo|ox|xo", Outcome::P),
            ("x|x|o", Outcome::L),
            ("x|o|o", Outcome::R),
            ("xxo|...|oox", Outcome::P),
            ("xo|xo", Outcome::P),
            ("xoxo|....|xo..|..xo|....|xoxo", Outcome::P),
            ("xo..|....|xxxo", Outcome::L),
            ("xo..|....|ooox|....", Outcome::R),
            ("x|o|.|x", Outcome::N),
            ("x.|o.|..|xx", Outcome::L),
            ("xo.|...|oo.", Outcome::R),
        ];
        for (text, outcome) in cases {
            let g = solver
                .value(&mut arena, &parse::<u64>(Kind::Cannibal, text).unwrap())
                .unwrap();
            assert_eq!(arena.outcome(g), outcome, "{text}");
        }
        // (XO)^n is a first-player win (MCGS's autotests, n to 13; here to 10)
        for n in 1..=10 {
            let text = "xo".repeat(n);
            let g = solver
                .value(&mut arena, &parse::<u64>(Kind::Cannibal, &text).unwrap())
                .unwrap();
            assert_eq!(arena.outcome(g), Outcome::N, "{text}");
        }
        // a stone may clobber its own: xx is {0|} = 1
        assert_eq!(value(&mut arena, Kind::Cannibal, "xx"), "1");
    }

    /// Anti-Clobber is Clobber played backwards in time: H is a Left option of G in
    /// Clobber exactly when G is a Left option of H in Anti-Clobber (CGSuite's doc).
    #[test]
    fn anticlobber_reverses_clobbers_moves() {
        let mut rng = Xorshift(0x2545_f491_4f6c_dd1d);
        for _ in 0..200 {
            let text = rng.board(3, 4, "xxoo..#");
            let g = parse::<u64>(Kind::Anti, &text).unwrap();
            for h in Clobber.left_options(&g) {
                let back = ClobberVariant(Kind::Anti).left_options(&h);
                assert!(back.contains(&g), "{g} -> {h}");
            }
            for h in ClobberVariant(Kind::Anti).right_options(&g) {
                assert!(Clobber.right_options(&h).contains(&g), "{g} -> {h}");
            }
        }
    }

    /// Every variant by its reductions against the plain rules, on random boards of
    /// both widths.
    #[test]
    fn reductions_agree_with_the_plain_rules() {
        fn twin(kind: Kind) -> fn(&Board, bool) -> Vec<Board> {
            match kind {
                Kind::Anti => |b, l| moves_of(Kind::Anti, b, l),
                Kind::Cannibal => |b, l| moves_of(Kind::Cannibal, b, l),
                Kind::Kings => |b, l| moves_of(Kind::Kings, b, l),
                Kind::Knights => |b, l| moves_of(Kind::Knights, b, l),
                Kind::Rooks => |b, l| moves_of(Kind::Rooks, b, l),
                Kind::Queens => |b, l| moves_of(Kind::Queens, b, l),
            }
        }
        let mut arena = Arena::new();
        let mut rng = Xorshift(0x9e37_79b9_7f4a_7c15);
        for kind in Kind::ALL {
            let mut narrow = plain::Twins::new(ClobberVariant(kind), twin(kind));
            let mut wide = plain::Twins::new(Wide(AnyBoard::ClobberVariant(kind)), twin(kind));
            // Anti-Clobber fills empty cells: fewer of them keep the boards small; sliding
            // pieces reach far: fewer stones do
            let (cells, largest) = match kind {
                Kind::Anti => ("xxoo.#", 6),
                Kind::Rooks | Kind::Queens => ("xo...#", 3),
                _ => ("xxoo..#", 6),
            };
            for (rows, cols, count) in [
                (1, 6, 20),
                (2, 3, 30),
                (3, 3, 30),
                (3, 4, 25),
                (4, 4, largest),
            ] {
                for _ in 0..count {
                    let text = rng.board(rows, cols, cells);
                    let g = narrow.check(&mut arena, &parse(kind, &text).unwrap());
                    if rows * cols <= 9 {
                        let w = wide.check(&mut arena, &parse(kind, &text).unwrap());
                        assert_eq!(g, w, "{kind:?} {text}");
                    }
                }
            }
            // a wide board: stones in a corner of 70 cells (the others blocked for
            // Anti-Clobber, whose every move fills an empty cell)
            let fill = if kind == Kind::Anti { '#' } else { '.' };
            let text = rng.cornered((7, 10), (3, 3), fill, cells);
            wide.check(&mut arena, &parse(kind, &text).unwrap());
        }
    }

    #[test]
    fn colour_swap_negates_and_parts_are_left_out() {
        let mut arena = Arena::new();
        for kind in Kind::ALL {
            let mut solver = Solver::new(ClobberVariant(kind));
            for text in ["xoo|.ox", "xxo|o.o", "oxo|x#x|o.o"] {
                let grid = parse::<u64>(kind, text).unwrap();
                let g = solver.value(&mut arena, &grid).unwrap();
                let swapped = solver.value(&mut arena, &grid.swapped()).unwrap();
                assert_eq!(arena.neg(g), swapped, "{kind:?} {text}");
            }
        }
        // a knight at a knight's jump from an enemy stone is a part; diagonal neighbours not
        let board = parse::<u64>(Kind::Knights, "x..|..o|.o.").unwrap();
        let parts = ClobberVariant(Kind::Knights).components(&board);
        assert_eq!(parts.len(), 1, "{parts:?}");
        // rooks see across empty cells, not past blocked ones
        assert_eq!(value(&mut arena, Kind::Rooks, "x...o"), "*");
        assert_eq!(value(&mut arena, Kind::Rooks, "x.#.o"), "0");
        assert_eq!(value(&mut arena, Kind::Knights, "x.|..|.o"), "*");
        assert_eq!(value(&mut arena, Kind::Anti, "x.o"), "*");
        assert!(parse::<u64>(Kind::Anti, "2x2")
            .unwrap_err()
            .0
            .contains("no RxC"));
    }
}
