//! Col: Left colours an uncoloured vertex of a graph blue, Right one red; a vertex may not
//! be coloured next to a vertex of the mover's **own** colour. The player who cannot
//! colour a vertex loses.
//!
//! Col was invented by Colin Vout (Winning Ways, ch. 2). Its positions are cold: every value is a number or a number plus
//! `*` (Winning Ways, ch. 2), which the tests check on random graphs. A lone vertex is
//! `*`, and an edge is `0`: whoever colours one end leaves the other end to the opponent
//! alone.
//!
//! Positions are graphs of [`graph`](crate::graph), optionally pre-coloured
//! (`:colors:B.R.`), solved by the generic solver through the reductions of
//! [`colouring`](crate::graph::colouring): the graph of the uncoloured vertices with tints,
//! split into connected components, each renumbered, and the colour swap (a negation).
//!
//! ```
//! use conway::partizan::{Arena, Solver};
//! use conway_games::graph::colouring::{Colouring, ColouringGame};
//! let mut arena = Arena::new();
//! let mut col = Solver::new(ColouringGame::Col);
//! let edge = Colouring::parse("path:2", ColouringGame::Col).unwrap();
//! let g = col.value(&mut arena, &edge).unwrap();
//! assert_eq!(arena.display(g), "0");
//! // vertex 0 blue: Left can only colour 2 (then 1 is Right's, -1); Right colours 2
//! // (then 1 is nobody's, 0) or 1 (then 2 is Left's, 1): {-1 | 0, 1} = -1/2
//! let tinted = Colouring::parse("path:3:colors:B..", ColouringGame::Col).unwrap();
//! let g = col.value(&mut arena, &tinted).unwrap();
//! assert_eq!(arena.display(g), "-1/2");
//! ```

use crate::contract::{self, Editor, EditorShape, EditorStart, Entry};
use crate::graph::colouring::{Colouring, ColouringGame};

/// The registry entry of Col.
pub const ENTRY: Entry = Entry {
    name: "col",
    syntax: "a graph: path:N, cycle:N, grid:RxC, complete:N or edges:N:U-V,... (vertices \
             from 0), optionally :colors: and one of . B R per vertex",
    about: "Col: Left colours vertices blue, Right red, never next to their own colour",
    examples: &["col:grid:2x3", "col:edges:4:0-1,1-2,2-3:colors:..R."],
    argument_chars: "-:",
    draw: |text| Colouring::parse(text, ColouringGame::Col)?.draw(),
    editor: Some(Editor {
        shape: EditorShape::GridGraph { marks: "colors" },
        symbols: ".BR",
        start: EditorStart::First,
    }),
    make: |variant| {
        contract::listing_position_solver(
            variant,
            ColouringGame::Col,
            |text| Colouring::parse(text, ColouringGame::Col),
            |text| Colouring::written_options(text, ColouringGame::Col),
        )
    },
};
