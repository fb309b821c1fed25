//! Arc Kayles (Schaefer, "On the complexity of some two-person perfect-information
//! games", 1978): on a graph, a move picks an edge and removes both its ends, with every
//! edge at them; the player who cannot move loses. Both players have the same moves, so
//! a position's value is its nim-value. On a path of `n` vertices a move removes two
//! adjacent vertices and leaves two paths: the game is Dawson's Kayles (`0.07`) on a heap
//! of `n` (CGSuite's test suite checks the same).
//!
//! A position is the graph that is left, its vertices renumbered in order; it splits into
//! its connected components, and a part without an edge is left out (nobody can move
//! there). Graphs are written as for Snort and Col (`path:N`, `cycle:N`, `grid:RxC`,
//! `complete:N`, `edges:N:U-V,...`, at most 64 vertices), and options as `edges:N:...`.
//!
//! ```
//! use conway::partizan::{Arena, Solver};
//! use conway_games::graph::{arc_kayles::ArcKayles, Graph};
//! let mut arena = Arena::new();
//! let path: Graph = "path:4".parse().unwrap();
//! assert_eq!(Solver::new(ArcKayles).nim_value(&mut arena, &path).unwrap(), 2); // 0.07 at 4
//! ```

use conway::partizan::Ruleset;

use super::Graph;
use crate::bitset::bits;
use crate::contract::{self, Entry};
use crate::drawing::{self, Owner};

/// Arc Kayles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ArcKayles;

impl ArcKayles {
    /// The graphs left by each move: an edge's two ends removed.
    fn moves(graph: &Graph) -> Vec<Graph> {
        graph
            .edges()
            .into_iter()
            .map(|(u, v)| graph.induced(graph.all() & !(1 << u) & !(1 << v)))
            .collect()
    }
}

impl Ruleset for ArcKayles {
    type Position = Graph;

    fn left_options(&self, graph: &Graph) -> Vec<Graph> {
        ArcKayles::moves(graph)
    }

    fn right_options(&self, graph: &Graph) -> Vec<Graph> {
        ArcKayles::moves(graph)
    }

    /// The connected parts with an edge, each renumbered.
    fn components(&self, graph: &Graph) -> Vec<Graph> {
        graph
            .components(graph.all())
            .into_iter()
            .filter(|&part| bits(part).any(|v| graph.neighbours(v) & part != 0))
            .map(|part| graph.induced(part))
            .collect()
    }

    fn is_impartial(&self) -> bool {
        true
    }
}

/// The graph written `edges:N:U-V,...` (read back by the graph parser).
pub fn written(graph: &Graph) -> String {
    let edges: Vec<String> = graph
        .edges()
        .iter()
        .map(|(u, v)| format!("{u}-{v}"))
        .collect();
    match (graph.vertices(), edges.is_empty()) {
        // nothing left: the game 0, written empty (see `PositionSolver::options`)
        (0, _) => String::new(),
        (n, true) => format!("edges:{n}"),
        (n, false) => format!("edges:{n}:{}", edges.join(",")),
    }
}

/// The registry entry.
pub const ENTRY: Entry = Entry {
    name: "arckayles",
    syntax: "a graph: path:N, cycle:N, grid:RxC, complete:N or edges:N:U-V,U-V,... \
             (vertices from 0, at most 64)",
    about: "Arc Kayles: either player removes both ends of an edge (impartial)",
    examples: &["arckayles:path:9", "arckayles:grid:3x3"],
    argument_chars: "-:",
    draw: |text| {
        let graph: Graph = text.parse()?;
        let edges: Vec<_> = graph
            .edges()
            .into_iter()
            .map(|(u, v)| (u, v, Owner::Both))
            .collect();
        drawing::graph(&vec![Owner::Both; graph.vertices()], &edges, false)
    },
    editor: None,
    make: |variant| contract::printing_position_solver(variant, ArcKayles, str::parse, written),
};

#[cfg(test)]
mod tests {
    use super::*;
    use conway::impartial::heap::HeapGame;
    use conway::partizan::{Arena, Solver};
    use std::collections::HashMap;

    /// CGSuite's GameGraphTest: Arc Kayles on the path of `n` vertices is Dawson's
    /// Kayles on a heap of `n`, for `n` up to 50.
    #[test]
    fn paths_are_dawsons_kayles_heaps() {
        let dawson = HeapGame::parse("dawson").unwrap().values(50).unwrap();
        let mut arena = Arena::new();
        let mut solver = Solver::new(ArcKayles);
        for (n, &g) in dawson.iter().enumerate().skip(1) {
            let path = Graph::path(n).unwrap();
            assert_eq!(solver.nim_value(&mut arena, &path).unwrap(), g, "path:{n}");
        }
    }

    /// Slow twin: the nim-value by the mex rule over the edges of a graph kept as a
    /// vertex set of a fixed graph (no components, no renumbering).
    fn plain(graph: &Graph, alive: u64, memo: &mut HashMap<u64, u32>) -> u32 {
        if let Some(&g) = memo.get(&alive) {
            return g;
        }
        let mut seen = Vec::new();
        for (u, v) in graph.edges() {
            if alive >> u & 1 == 1 && alive >> v & 1 == 1 {
                seen.push(plain(graph, alive & !(1 << u) & !(1 << v), memo));
            }
        }
        let g = (0..).find(|x| !seen.contains(x)).unwrap();
        memo.insert(alive, g);
        g
    }

    #[test]
    fn solver_agrees_with_the_plain_rules_on_random_graphs() {
        let mut arena = Arena::new();
        let mut solver = Solver::new(ArcKayles);
        let mut seed = 0xfeed_beef_1234_5678_u64;
        let mut next = |n: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % n
        };
        for _ in 0..60 {
            let n = 2 + next(9) as usize;
            let edges: Vec<(usize, usize)> = (0..n)
                .flat_map(|u| (u + 1..n).map(move |v| (u, v)))
                .filter(|_| next(100) < 35)
                .collect();
            let graph = Graph::from_edges(n, &edges).unwrap();
            let fast = solver.nim_value(&mut arena, &graph).unwrap();
            let slow = plain(&graph, graph.all(), &mut HashMap::new());
            assert_eq!(fast, slow, "{}", written(&graph));
            let back: Graph = written(&graph).parse().unwrap();
            assert_eq!(back, graph);
        }
        // The one option of a single edge leaves nothing: the game 0, written empty.
        let solver = ENTRY.solver();
        let (left, right) = solver.options("path:2").unwrap().unwrap();
        assert_eq!((left, right), (vec![String::new()], vec![String::new()]));
    }
}
