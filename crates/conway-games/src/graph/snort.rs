//! Snort: Left colours an uncoloured vertex of a graph blue, Right one red; a vertex may
//! not be coloured next to a vertex of the **opponent's** colour. The player who cannot
//! colour a vertex loses.
//!
//! Snort was invented by Simon Norton (Winning Ways, ch. 2). Its positions are often
//! hot: on an edge, whoever colours first forbids the other end to the opponent and keeps
//! it, so `snort:path:2` is `±1`, and a lone vertex is `*`.
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
//! let mut snort = Solver::new(ColouringGame::Snort);
//! let edge = Colouring::parse("path:2", ColouringGame::Snort).unwrap();
//! let g = snort.value(&mut arena, &edge).unwrap();
//! assert_eq!(arena.display(g), "±1");
//! // a star: colouring the centre keeps the three leaves for oneself
//! let star = Colouring::parse("edges:4:0-1,0-2,0-3", ColouringGame::Snort).unwrap();
//! let g = snort.value(&mut arena, &star).unwrap();
//! assert_eq!(arena.display(g), "±3");
//! ```

use crate::contract::{self, Editor, EditorShape, EditorStart, Entry};
use crate::graph::colouring::{Colouring, ColouringGame};

/// The registry entry of Snort.
pub const ENTRY: Entry = Entry {
    name: "snort",
    syntax: "a graph: path:N, cycle:N, grid:RxC, complete:N or edges:N:U-V,... (vertices \
             from 0), optionally :colors: and one of . B R per vertex",
    about: "Snort: Left colours vertices blue, Right red, never next to the opponent's colour",
    examples: &["snort:grid:2x3", "snort:edges:4:0-1,1-2,2-3:colors:B..."],
    argument_chars: "-:",
    draw: |text| Colouring::parse(text, ColouringGame::Snort)?.draw(),
    editor: Some(Editor {
        shape: EditorShape::GridGraph { marks: "colors" },
        symbols: ".BR",
        start: EditorStart::First,
    }),
    make: |variant| {
        contract::listing_position_solver(
            variant,
            ColouringGame::Snort,
            |text| Colouring::parse(text, ColouringGame::Snort),
            |text| Colouring::written_options(text, ColouringGame::Snort),
        )
    },
};
