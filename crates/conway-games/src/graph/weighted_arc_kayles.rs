//! Weighted Arc Kayles (CGSuite's library, `game.graph.WeightedArcKayles`, the weighted
//! case of its `GenArcKayles`): the vertices of a graph carry non-negative integer
//! weights; a move picks an edge whose two ends both have weight at least 1 and takes 1
//! from each. The player who cannot move loses. Both players have the same moves, so a
//! position's value is its nim-value. With every weight 1 it is Arc Kayles
//! ([`super::arc_kayles`]): a move kills both ends of an edge.
//!
//! Reductions, each a theorem:
//! * **Components.** A vertex of weight 0 is dead: no edge at it is played again. A move
//!   changes only the weights of two live neighbours, so the connected parts of the graph
//!   of the live vertices never interact: a disjunctive sum (Winning Ways, ch. 2; CGSuite
//!   decomposes the same way, `graph.Decomposition(0)`). A part of one vertex has no
//!   edge and is left out. Each part is renumbered `0, 1, ...` in vertex order as a graph
//!   of its own, so equal parts anywhere are one table entry.
//! * **Capped weights.** Every move at `v` also takes 1 from a neighbour of `v`, so if
//!   `v`'s weight is at least the sum `S` of its neighbours' weights, `v` is still live
//!   whenever one of its edges could be played: setting its weight to `S` leaves the same
//!   moves at every point of every play (the same game tree). Each part's weights are so
//!   capped until none changes (the greatest such weights below the given ones, whatever
//!   the order); inside a part every vertex has a live neighbour, so no weight becomes 0.
//! * **Numbering backwards** (`v` becomes `n - 1 - v`) is an isomorphic position; the key
//!   is the lesser of the two images (ordered by adjacency rows, then weights).
//!
//! Positions are written as a graph of [`graph`](crate::graph) (`path:N`, `cycle:N`,
//! `grid:RxC`, `complete:N`, `edges:N:U-V,...`, at most 64 vertices) followed by
//! `:weights:` and one weight per vertex, from 0 to [`MAX_WEIGHT`], separated by commas:
//! `path:3:weights:2,3,1`; without `:weights:` every weight is 1. Options are written
//! `edges:N:...:weights:...`.
//!
//! ```
//! use conway::partizan::{Arena, Solver};
//! use conway_games::graph::weighted_arc_kayles::{Weighted, WeightedArcKayles};
//! let mut arena = Arena::new();
//! let mut solver = Solver::new(WeightedArcKayles);
//! let mut nim = |text: &str| solver.nim_value(&mut arena, &text.parse::<Weighted>().unwrap());
//! // a triangle 1,1,2: the edge 0-1 leaves 2 alone (0), the others one edge (*)
//! assert_eq!(nim("complete:3:weights:1,1,2").unwrap(), 2);
//! // 2,2,2: every move leaves 1,1,2, so it is 0; with weights 1 it is Arc Kayles, *
//! assert_eq!(nim("complete:3:weights:2,2,2").unwrap(), 0);
//! assert_eq!(nim("complete:3").unwrap(), 1);
//! ```

use std::fmt;
use std::str::FromStr;
use std::sync::Arc;

use conway::excerpt::excerpt;
use conway::partizan::{Normalised, Ruleset};

use super::{arc_kayles, Graph};
use crate::bitset::bits;
use crate::contract::{self, Entry};
use crate::drawing::{self, Owner};
use crate::invalid::InvalidPosition;

/// The most weight a vertex may carry.
pub const MAX_WEIGHT: u8 = u8::MAX;

/// A position: a graph (shared by a position and its options) and the weight of each
/// vertex.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Weighted {
    graph: Arc<Graph>,
    weights: Vec<u8>,
}

impl Weighted {
    /// The graph with these weights, one per vertex.
    pub fn new(graph: Graph, weights: Vec<u8>) -> Result<Weighted, InvalidPosition> {
        let n = graph.vertices();
        if weights.len() != n {
            return Err(InvalidPosition(format!(
                "{} weights for the {n} vertices of the graph (one weight per vertex)",
                weights.len()
            )));
        }
        Ok(Weighted {
            graph: Arc::new(graph),
            weights,
        })
    }

    /// The graph.
    pub fn graph(&self) -> &Graph {
        &self.graph
    }

    /// The weight of each vertex.
    pub fn weights(&self) -> &[u8] {
        &self.weights
    }

    /// The vertices of positive weight.
    fn live(&self) -> u64 {
        bits(self.graph.all())
            .filter(|&v| self.weights[v] > 0)
            .fold(0, |set, v| set | 1 << v)
    }

    /// The positions after each move: 1 taken from both ends of an edge of live ends.
    fn moves(&self) -> Vec<Weighted> {
        let live = self.live();
        let mut options = Vec::new();
        for u in bits(live) {
            for v in bits(self.graph.neighbours(u) & live).filter(|&v| v > u) {
                let mut weights = self.weights.clone();
                weights[u] -= 1;
                weights[v] -= 1;
                options.push(Weighted {
                    graph: Arc::clone(&self.graph),
                    weights,
                });
            }
        }
        options
    }

    /// The connected parts of the live vertices with an edge, each renumbered, its
    /// weights capped (see the [module documentation](self)).
    fn parts(&self) -> Vec<Weighted> {
        let all = self.graph.all();
        self.graph
            .components(self.live())
            .into_iter()
            .filter(|part| part.count_ones() > 1)
            .map(|part| {
                let graph = match part == all {
                    true => Arc::clone(&self.graph),
                    false => Arc::new(self.graph.induced(part)),
                };
                let weights = bits(part).map(|v| self.weights[v]).collect();
                Weighted { graph, weights }.capped()
            })
            .collect()
    }

    /// The position with each weight lowered to the sum of its neighbours' weights, until
    /// none changes.
    fn capped(mut self) -> Weighted {
        loop {
            let mut changed = false;
            for v in 0..self.weights.len() {
                let around: u32 = bits(self.graph.neighbours(v))
                    .map(|u| u32::from(self.weights[u]))
                    .sum();
                if u32::from(self.weights[v]) > around {
                    // around < weights[v] <= MAX_WEIGHT
                    self.weights[v] = around as u8;
                    changed = true;
                }
            }
            if !changed {
                return self;
            }
        }
    }

    /// The position with its vertices numbered backwards (the same game).
    fn reversed(&self) -> Weighted {
        Weighted {
            graph: Arc::new(self.graph.reversed()),
            weights: self.weights.iter().rev().copied().collect(),
        }
    }

    /// A total order of positions, to choose the lesser image.
    fn order(&self) -> (&[u64], &[u8]) {
        (self.graph.rows(), &self.weights)
    }
}

impl FromStr for Weighted {
    type Err = InvalidPosition;

    /// `GRAPH[:weights:W,W,...]` (see the [module documentation](self)).
    fn from_str(text: &str) -> Result<Weighted, InvalidPosition> {
        let (graph, list) = match text.split_once(":weights:") {
            Some((graph, list)) => (graph, Some(list)),
            None => (text, None),
        };
        let graph: Graph = graph.parse()?;
        let n = graph.vertices();
        let Some(list) = list else {
            return Weighted::new(graph, vec![1; n]);
        };
        let items: Vec<&str> = list.split(',').collect();
        if items.len() != n {
            return Err(InvalidPosition(format!(
                "weights '{}' gives {} weights for the {n} vertices of the graph (one per \
                 vertex, separated by commas)",
                excerpt(list),
                items.len()
            )));
        }
        let weights = items
            .iter()
            .enumerate()
            .map(|(v, item)| {
                if item.is_empty() || !item.bytes().all(|b| b.is_ascii_digit()) {
                    return Err(InvalidPosition(format!(
                        "weight of vertex {v}: expected a whole number from 0 to {MAX_WEIGHT}, \
                         found '{}'",
                        excerpt(item)
                    )));
                }
                item.parse::<u8>().map_err(|_| {
                    InvalidPosition(format!(
                        "weight of vertex {v} is {}: a vertex carries at most {MAX_WEIGHT}",
                        excerpt(item)
                    ))
                })
            })
            .collect::<Result<Vec<u8>, _>>()?;
        Weighted::new(graph, weights)
    }
}

impl fmt::Display for Weighted {
    /// `edges:N:U-V,...:weights:W,...`, read back by the parser.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let weights: Vec<String> = self.weights.iter().map(u8::to_string).collect();
        write!(
            f,
            "{}:weights:{}",
            arc_kayles::written(&self.graph),
            weights.join(",")
        )
    }
}

/// Weighted Arc Kayles, for the generic [`Solver`](conway::partizan::Solver).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct WeightedArcKayles;

impl Ruleset for WeightedArcKayles {
    type Position = Weighted;

    fn left_options(&self, position: &Weighted) -> Vec<Weighted> {
        position.moves()
    }

    fn right_options(&self, position: &Weighted) -> Vec<Weighted> {
        position.moves()
    }

    fn components(&self, position: &Weighted) -> Vec<Weighted> {
        position.parts()
    }

    /// An option copies the weights, and its parts are induced subgraphs whose two
    /// images are compared row by row: priced as Snort's and Col's options, which do
    /// the same graph work (not measured apart).
    fn work_per_option(&self, position: &Weighted) -> u64 {
        1 + position.graph.vertices() as u64 / 2
    }

    fn normalise(&self, position: &Weighted) -> Normalised<Weighted> {
        let reversed = position.reversed();
        let lesser = reversed.order() < position.order();
        let key = if lesser { reversed } else { position.clone() };
        Normalised {
            key,
            negated: false,
        }
    }

    fn is_impartial(&self) -> bool {
        true
    }
}

/// The drawing of a position: live vertices white, dead ones grey, and an edge green
/// while it may be played.
fn draw(text: &str) -> Result<String, InvalidPosition> {
    let p: Weighted = text.parse()?;
    let live = p.live();
    let owner = |is_live: bool| match is_live {
        true => Owner::Both,
        false => Owner::Neither,
    };
    let vertices: Vec<Owner> = (0..p.graph.vertices())
        .map(|v| owner(live >> v & 1 == 1))
        .collect();
    let edges: Vec<_> = p
        .graph
        .edges()
        .into_iter()
        .map(|(u, v)| (u, v, owner(live >> u & live >> v & 1 == 1)))
        .collect();
    drawing::graph(&vertices, &edges, false)
}

/// The registry entry.
pub const ENTRY: Entry = Entry {
    name: "warckayles",
    syntax: "a graph: path:N, cycle:N, grid:RxC, complete:N or edges:N:U-V,U-V,... \
             (vertices from 0, at most 64), optionally :weights: and one weight from 0 to \
             255 per vertex, separated by commas (all 1 if left out)",
    about: "Weighted Arc Kayles: either player takes 1 from both ends of an edge whose ends \
            both have weight (impartial)",
    examples: &[
        "warckayles:complete:3:weights:1,1,2",
        "warckayles:path:4:weights:2,3,1,2",
    ],
    argument_chars: "-:",
    draw,
    editor: None,
    make: |variant| {
        contract::printing_position_solver(
            variant,
            WeightedArcKayles,
            str::parse,
            Weighted::to_string,
        )
    },
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::arc_kayles::ArcKayles;
    use crate::test_random::Xorshift;
    use conway::partizan::{Arena, Solver};
    use std::collections::HashMap;

    /// Slow twin: the nim-value from the rules as stated, by the mex rule over a list of
    /// edges and the weights of all vertices (no parts, no caps, no symmetry); memoised
    /// per weights.
    fn plain(edges: &[(usize, usize)], weights: &[u8], memo: &mut HashMap<Vec<u8>, u32>) -> u32 {
        if let Some(&g) = memo.get(weights) {
            return g;
        }
        let mut seen = Vec::new();
        for &(u, v) in edges {
            if weights[u] > 0 && weights[v] > 0 {
                let mut after = weights.to_vec();
                after[u] -= 1;
                after[v] -= 1;
                seen.push(plain(edges, &after, memo));
            }
        }
        let g = (0..).find(|x| !seen.contains(x)).unwrap();
        memo.insert(weights.to_vec(), g);
        g
    }

    /// Random weighted graphs.
    impl Xorshift {
        /// A random graph on `n` vertices, each edge present with probability `p / 8`.
        fn edges(&mut self, n: usize, p: u64) -> Vec<(usize, usize)> {
            let mut edges = Vec::new();
            for u in 0..n {
                for v in u + 1..n {
                    if self.below(8) < p {
                        edges.push((u, v));
                    }
                }
            }
            edges
        }
    }

    /// The text of a graph on `n` vertices with these edges and weights.
    fn text(n: usize, edges: &[(usize, usize)], weights: &[u8]) -> String {
        let edges: Vec<String> = edges.iter().map(|(u, v)| format!("{u}-{v}")).collect();
        let weights: Vec<String> = weights.iter().map(u8::to_string).collect();
        format!(
            "edges:{n}:{}:weights:{}",
            edges.join(","),
            weights.join(",")
        )
    }

    #[test]
    fn solver_agrees_with_the_plain_rules_on_random_weighted_graphs() {
        let mut arena = Arena::new();
        let mut solver = Solver::new(WeightedArcKayles);
        let mut rng = Xorshift(0x1234_5678_9abc_def1);
        let mut nonzero = 0;
        for _ in 0..300 {
            let n = 1 + rng.below(7) as usize;
            let density = 2 + rng.below(5);
            let edges = rng.edges(n, density);
            let weights: Vec<u8> = (0..n).map(|_| rng.below(5) as u8).collect();
            let text = text(n, &edges, &weights);
            let p: Weighted = text.parse().unwrap();
            let fast = solver.nim_value(&mut arena, &p).unwrap();
            let slow = plain(&edges, &weights, &mut HashMap::new());
            assert_eq!(fast, slow, "{text}");
            nonzero += usize::from(fast > 1);
            // the written position reads back as the same position
            assert_eq!(p.to_string().parse::<Weighted>().unwrap(), p, "{text}");
        }
        // the sample is not all 0 and *
        assert!(nonzero >= 20, "{nonzero} positions of nim-value 2 or more");
    }

    #[test]
    fn weights_all_1_are_arc_kayles() {
        let mut arena = Arena::new();
        let mut weighted = Solver::new(WeightedArcKayles);
        let mut plain_kayles = Solver::new(ArcKayles);
        let mut rng = Xorshift(0xdead_beef_0bad_cafe);
        for _ in 0..100 {
            let n = 2 + rng.below(11) as usize;
            let density = 1 + rng.below(4);
            let edges = rng.edges(n, density);
            let graph = Graph::from_edges(n, &edges).unwrap();
            let p = Weighted::new(graph.clone(), vec![1; n]).unwrap();
            let by_weights = weighted.nim_value(&mut arena, &p).unwrap();
            let kayles = plain_kayles.nim_value(&mut arena, &graph).unwrap();
            assert_eq!(by_weights, kayles, "{}", arc_kayles::written(&graph));
        }
        // without :weights: every weight is 1
        let p: Weighted = "path:5".parse().unwrap();
        assert_eq!(p.weights(), &[1; 5]);
    }

    /// Every move on a star takes 1 from the centre and 1 from a leaf, and the game ends
    /// when the centre or all the leaves are at 0: it lasts `min(centre, sum of leaves)`
    /// moves whatever is played, so its nim-value is that number's parity. An edge of
    /// weights `a, b` is the star of one leaf: `min(a, b) mod 2`.
    #[test]
    fn a_star_lasts_as_long_as_its_centre_or_its_leaves() {
        let mut arena = Arena::new();
        let mut solver = Solver::new(WeightedArcKayles);
        let mut rng = Xorshift(0x0f0f_1234_aaaa_5555);
        for _ in 0..60 {
            let leaves = 1 + rng.below(4) as usize;
            let weights: Vec<u8> = (0..=leaves).map(|_| rng.below(7) as u8).collect();
            let edges: Vec<(usize, usize)> = (1..=leaves).map(|v| (0, v)).collect();
            let text = text(leaves + 1, &edges, &weights);
            let sum: u32 = weights[1..].iter().map(|&w| u32::from(w)).sum();
            let want = u32::from(weights[0]).min(sum) % 2;
            let p: Weighted = text.parse().unwrap();
            assert_eq!(solver.nim_value(&mut arena, &p).unwrap(), want, "{text}");
            assert_eq!(plain(&edges, &weights, &mut HashMap::new()), want, "{text}");
        }
        for (a, b) in [(0u8, 5u8), (1, 1), (2, 7), (255, 3), (255, 254)] {
            let p: Weighted = format!("path:2:weights:{a},{b}").parse().unwrap();
            let want = u32::from(a.min(b)) % 2;
            assert_eq!(solver.nim_value(&mut arena, &p).unwrap(), want, "{a},{b}");
        }
    }

    #[test]
    fn parts_are_renumbered_and_capped() {
        // vertex 2 is dead: two parts, the second a lone edge at vertices 3-4
        let p: Weighted = "path:6:weights:9,200,0,4,4,0".parse().unwrap();
        let parts = p.parts();
        assert_eq!(parts.len(), 2);
        // 200 is capped at 9, its neighbours' sum
        assert_eq!(parts[0].weights(), &[9, 9]);
        assert_eq!(parts[0].graph().edges(), vec![(0, 1)]);
        assert_eq!(parts[1].weights(), &[4, 4]);
        // 100 is capped at 50 + 2, and 3 at 2, its one neighbour's weight
        let q: Weighted = "path:4:weights:50,100,2,3".parse().unwrap();
        assert_eq!(q.parts()[0].weights(), &[50, 52, 2, 2]);
        // a lone live vertex is left out; a position with no playable edge has no parts
        let lone: Weighted = "path:3:weights:5,0,5".parse().unwrap();
        assert!(lone.parts().is_empty());
        // both numberings of a path have one key
        let ruleset = WeightedArcKayles;
        let a = ruleset.normalise(&"path:3:weights:1,2,3".parse().unwrap());
        let b = ruleset.normalise(&"path:3:weights:3,2,1".parse().unwrap());
        assert_eq!(a, b);
        assert!(!a.negated);
    }

    #[test]
    fn bad_weights_are_named() {
        let err = |t: &str| t.parse::<Weighted>().unwrap_err().0;
        assert!(err("path:3:weights:1,2").contains("gives 2 weights for the 3 vertices"));
        assert!(
            err("path:2:weights:1,256").contains("vertex 1 is 256: a vertex carries at most 255")
        );
        assert!(err("path:2:weights:1,99999999999999999999999").contains("at most 255"));
        assert!(err("path:2:weights:1,-1").contains("vertex 1: expected a whole number from 0"));
        assert!(err("path:2:weights:1,").contains("found ''"));
        assert!(err("path:65:weights:1").contains("at most 64 vertices"));
        assert!(err("star:3:weights:1,1,1").contains("expected a graph"));
        let long = format!("path:2:weights:{}", "1,".repeat(10_000));
        assert!(err(&long).len() < 400);
    }
}
