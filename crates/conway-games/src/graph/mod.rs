//! Simple graphs of at most 64 vertices as adjacency bitsets, and their written forms,
//! shared by the games played on the vertices of a graph (Snort, Col, Fjords; Digraph
//! Placement on the graph underlying its arcs) and on its edges (Arc Kayles, Weighted and
//! Partizan Arc Kayles; Hackenbush has its own pictures).
//!
//! A graph is written as one of
//!
//! | form | graph |
//! |---|---|
//! | `path:N` | the path `0 - 1 - ... - N-1` |
//! | `cycle:N` | the cycle of `N >= 3` vertices |
//! | `grid:RxC` | the `R x C` grid graph; vertex `r * C + c` is row `r`, column `c` |
//! | `complete:N` | the complete graph `K_N` |
//! | `edges:N:U-V,U-V,...` | `N` vertices `0..N` and the listed edges (none after `edges:N`) |
//!
//! Graphs are simple and undirected: a repeated edge is the same edge, and a loop `V-V` is
//! refused. Vertex `v`'s neighbours are the set bits of a `u64`, so that colouring games
//! update a whole neighbourhood in one operation and split a position into its connected
//! components by a flood fill over bitsets.
//!
//! ```
//! use conway_games::graph::Graph;
//! let g: Graph = "grid:2x3".parse().unwrap();
//! assert_eq!(g.vertices(), 6);
//! assert_eq!(g.neighbours(1), 0b010101); // 0, 2 and 4
//! let e: Graph = "edges:4:0-1,2-3".parse().unwrap();
//! assert_eq!(e.components(0b1111), vec![0b0011, 0b1100]);
//! assert!("edges:3:0-3".parse::<Graph>().unwrap_err().0.contains("vertex 3"));
//! ```

pub mod arc_kayles;
pub mod col;
pub mod colouring;
pub mod digraph_placement;
pub mod fjords;
pub mod hackenbush;
pub mod partizan_arc_kayles;
pub mod snort;
pub mod weighted_arc_kayles;

use conway::excerpt::excerpt;
use std::hash::{Hash, Hasher};
use std::str::FromStr;

use crate::bitset::{bits, low_bits};
use crate::invalid::InvalidPosition;

/// The most vertices a graph may have.
pub const MAX_VERTICES: usize = 64;

/// A simple undirected graph on vertices `0..n`, `n <= 64`: bit `u` of `adjacency[v]` is
/// set when `u` and `v` are joined. It is hashed by a fingerprint of its adjacency,
/// computed once, so that positions holding a graph hash in constant time.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Graph {
    fingerprint: u64,
    adjacency: Vec<u64>,
}

impl Hash for Graph {
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_u64(self.fingerprint);
    }
}

impl Graph {
    /// The graph on `n` vertices with the given edges; refuses more than 64 vertices, a
    /// vertex out of range and a loop.
    pub fn from_edges(n: usize, edges: &[(usize, usize)]) -> Result<Graph, InvalidPosition> {
        check_order(n)?;
        let mut adjacency = vec![0u64; n];
        for (i, &(u, v)) in edges.iter().enumerate() {
            if let Some(&w) = [u, v].iter().find(|&&w| w >= n) {
                return Err(InvalidPosition(format!(
                    "edge {} ({u}-{v}): vertex {w} is out of range (the vertices are 0 to {})",
                    i + 1,
                    n.saturating_sub(1)
                )));
            }
            if u == v {
                return Err(InvalidPosition(format!(
                    "edge {} ({u}-{v}) is a loop; a vertex is not its own neighbour",
                    i + 1
                )));
            }
            adjacency[u] |= 1 << v;
            adjacency[v] |= 1 << u;
        }
        Ok(Graph::with_adjacency(adjacency))
    }

    /// The graph with this adjacency, fingerprinted.
    fn with_adjacency(adjacency: Vec<u64>) -> Graph {
        // A multiply-rotate mix of the rows and their number (as in FxHash).
        let fingerprint = adjacency.iter().fold(adjacency.len() as u64, |h, &row| {
            (h.rotate_left(5) ^ row).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95)
        });
        Graph {
            fingerprint,
            adjacency,
        }
    }

    /// The path `0 - 1 - ... - n-1`.
    pub fn path(n: usize) -> Result<Graph, InvalidPosition> {
        let edges: Vec<_> = (1..n).map(|v| (v - 1, v)).collect();
        Graph::from_edges(n, &edges)
    }

    /// The cycle on `n >= 3` vertices.
    pub fn cycle(n: usize) -> Result<Graph, InvalidPosition> {
        if n < 3 {
            return Err(InvalidPosition(format!(
                "a cycle has at least 3 vertices (got {n})"
            )));
        }
        let edges: Vec<_> = (0..n).map(|v| (v, (v + 1) % n)).collect();
        Graph::from_edges(n, &edges)
    }

    /// The `rows x cols` grid graph; vertex `r * cols + c` is row `r`, column `c`.
    pub fn grid(rows: usize, cols: usize) -> Result<Graph, InvalidPosition> {
        let n = rows.checked_mul(cols).ok_or_else(too_many)?;
        check_order(n)?;
        let mut edges = Vec::new();
        for v in 0..n {
            if v % cols + 1 < cols {
                edges.push((v, v + 1));
            }
            if v + cols < n {
                edges.push((v, v + cols));
            }
        }
        Graph::from_edges(n, &edges)
    }

    /// The complete graph on `n` vertices.
    pub fn complete(n: usize) -> Result<Graph, InvalidPosition> {
        let edges: Vec<_> = (0..n)
            .flat_map(|u| (u + 1..n).map(move |v| (u, v)))
            .collect();
        Graph::from_edges(n, &edges)
    }

    /// The number of vertices.
    pub fn vertices(&self) -> usize {
        self.adjacency.len()
    }

    /// The set of all vertices.
    pub fn all(&self) -> u64 {
        low_bits::<u64>(self.vertices())
    }

    /// The neighbours of `v`.
    pub fn neighbours(&self, v: usize) -> u64 {
        self.adjacency[v]
    }

    /// The edges `(u, v)` with `u < v`, in order.
    pub fn edges(&self) -> Vec<(usize, usize)> {
        (0..self.vertices())
            .flat_map(|u| bits(self.adjacency[u] >> u >> 1).map(move |d| (u, u + 1 + d)))
            .collect()
    }

    /// The vertices of `within` connected to `start` by paths inside `within`.
    pub fn reach(&self, start: u64, within: u64) -> u64 {
        let mut reached = start & within;
        let mut frontier = reached;
        while frontier != 0 {
            let next = bits(frontier).fold(0, |m, v| m | self.adjacency[v]) & within & !reached;
            reached |= next;
            frontier = next;
        }
        reached
    }

    /// The connected components of the subgraph induced by `within`, by least vertex.
    pub fn components(&self, within: u64) -> Vec<u64> {
        let mut rest = within;
        let mut parts = Vec::new();
        while rest != 0 {
            let part = self.reach(rest & rest.wrapping_neg(), rest);
            parts.push(part);
            rest &= !part;
        }
        parts
    }

    /// The graph with its vertices numbered backwards: `v` becomes `n - 1 - v`.
    pub fn reversed(&self) -> Graph {
        Graph::with_adjacency(reversed_rows(&self.adjacency))
    }

    /// The rows of the adjacency, vertex by vertex.
    pub fn rows(&self) -> &[u64] {
        &self.adjacency
    }

    /// The subgraph induced by `within`, its vertices renumbered `0, 1, ...` in their
    /// order.
    pub fn induced(&self, within: u64) -> Graph {
        Graph::with_adjacency(induced_rows(&self.adjacency, within))
    }

    /// The graph underlying the directed graph in which `out[v]` is the set of the
    /// vertices an arc goes to from `v`: `u` and `v` are joined when an arc goes either
    /// way between them (a loop `v -> v` is dropped).
    pub fn underlying(out: &[u64]) -> Graph {
        let mut adjacency = out.to_vec();
        for (v, &row) in out.iter().enumerate() {
            for u in bits(row) {
                adjacency[u] |= 1 << v;
            }
        }
        for (v, row) in adjacency.iter_mut().enumerate() {
            *row &= !(1 << v);
        }
        Graph::with_adjacency(adjacency)
    }
}

/// The rows of the vertices of `within`, each a set of vertices cut to `within`, and all
/// renumbered `0, 1, ...` in order (by [`compress`]): the rows of the induced subgraph,
/// whether a row is a set of neighbours or of out-neighbours.
pub fn induced_rows(rows: &[u64], within: u64) -> Vec<u64> {
    bits(within).map(|v| compress(rows[v], within)).collect()
}

/// The rows of the vertices `0..n` numbered backwards: `v` becomes `n - 1 - v`, in the
/// rows' order and in their sets.
pub fn reversed_rows(rows: &[u64]) -> Vec<u64> {
    let n = rows.len();
    rows.iter().rev().map(|&row| reverse(row, n)).collect()
}

/// The bits of `set` selected by `within`, packed to the low end in order (the
/// renumbering of [`Graph::induced`]), a run of consecutive bits of `within` at a time.
pub fn compress(set: u64, within: u64) -> u64 {
    let (mut packed, mut filled, mut rest) = (0u64, 0u32, within);
    while rest != 0 {
        let start = rest.trailing_zeros();
        let run = (rest >> start).trailing_ones();
        let bits = set >> start & low_bits::<u64>(run as usize);
        packed |= bits.checked_shl(filled).unwrap_or(0);
        filled += run;
        rest &= !(low_bits::<u64>(run as usize) << start);
    }
    packed
}

/// The set `{n - 1 - v : v in set}` of a set of vertices `0..n`.
pub fn reverse(set: u64, n: usize) -> u64 {
    if n == 0 {
        0
    } else {
        set.reverse_bits() >> (64 - n)
    }
}

fn too_many() -> InvalidPosition {
    InvalidPosition(format!("a graph has at most {MAX_VERTICES} vertices"))
}

fn check_order(n: usize) -> Result<(), InvalidPosition> {
    if n > MAX_VERTICES {
        return Err(InvalidPosition(format!(
            "a graph has at most {MAX_VERTICES} vertices (got {n})"
        )));
    }
    Ok(())
}

/// A vertex count or dimension: a positive integer.
fn count(text: &str, what: &str) -> Result<usize, InvalidPosition> {
    if !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) {
        if let Ok(n) = text.parse::<usize>() {
            return if n == 0 {
                Err(InvalidPosition(format!("{what} must be at least 1")))
            } else if n > MAX_VERTICES {
                Err(too_many())
            } else {
                Ok(n)
            };
        }
        return Err(too_many());
    }
    Err(InvalidPosition(format!(
        "{what} '{}' is not a positive integer",
        excerpt(text)
    )))
}

/// One edge `U-V` of an edge list, the `index`-th (from 1).
fn edge(text: &str, index: usize) -> Result<(usize, usize), InvalidPosition> {
    let digits = |t: &str| !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit());
    let (u, v) = text
        .split_once('-')
        .filter(|(u, v)| digits(u) && digits(v))
        .ok_or_else(|| {
            InvalidPosition(format!(
                "edge {index} '{}': expected two vertex numbers U-V, e.g. 0-1",
                excerpt(text)
            ))
        })?;
    let vertex = |t: &str| {
        t.parse::<usize>().map_err(|_| {
            InvalidPosition(format!(
                "edge {index}: vertex {} is out of range",
                excerpt(t)
            ))
        })
    };
    Ok((vertex(u)?, vertex(v)?))
}

/// The syntax of a graph, for messages.
pub const SYNTAX: &str = "path:N, cycle:N, grid:RxC, complete:N or edges:N:U-V,U-V,...";

impl FromStr for Graph {
    type Err = InvalidPosition;

    /// One of the forms of the [module documentation](self).
    fn from_str(s: &str) -> Result<Graph, InvalidPosition> {
        let (family, rest) = s.split_once(':').unwrap_or((s, ""));
        match family {
            "path" => Graph::path(count(rest, "the vertex count")?),
            "cycle" => Graph::cycle(count(rest, "the vertex count")?),
            "complete" => Graph::complete(count(rest, "the vertex count")?),
            "grid" => {
                let (r, c) = rest.split_once('x').ok_or_else(|| {
                    InvalidPosition(format!(
                        "expected grid:RxC, e.g. grid:3x4, found grid:{}",
                        excerpt(rest)
                    ))
                })?;
                Graph::grid(count(r, "the row count")?, count(c, "the column count")?)
            }
            "edges" => {
                let (n, list) = rest.split_once(':').unwrap_or((rest, ""));
                let n = count(n, "the vertex count")?;
                let edges = if list.is_empty() {
                    Vec::new()
                } else {
                    list.split(',')
                        .enumerate()
                        .map(|(i, e)| edge(e, i + 1))
                        .collect::<Result<Vec<_>, _>>()?
                };
                Graph::from_edges(n, &edges)
            }
            _ => Err(InvalidPosition(format!(
                "expected a graph {SYNTAX}, found '{}'",
                excerpt(s)
            ))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(text: &str) -> String {
        text.parse::<Graph>().unwrap_err().0
    }

    #[test]
    fn families_have_their_edges() {
        let edges = |t: &str| t.parse::<Graph>().unwrap().edges();
        assert_eq!(edges("path:3"), vec![(0, 1), (1, 2)]);
        assert_eq!(edges("cycle:4"), vec![(0, 1), (0, 3), (1, 2), (2, 3)]);
        assert_eq!(edges("complete:3"), vec![(0, 1), (0, 2), (1, 2)]);
        assert_eq!(edges("grid:2x2"), vec![(0, 1), (0, 2), (1, 3), (2, 3)]);
        assert_eq!(edges("edges:3:2-0,0-2"), vec![(0, 2)]);
        assert_eq!(edges("edges:2"), vec![]);
        assert_eq!(edges("path:1"), vec![]);
        let k64: Graph = "complete:64".parse().unwrap();
        assert_eq!(k64.neighbours(63), u64::MAX >> 1);
        assert_eq!(k64.all(), u64::MAX);
        let g: Graph = "grid:8x8".parse().unwrap();
        assert_eq!(g.edges().len(), 2 * 8 * 7);
    }

    #[test]
    fn components_and_induced_subgraphs() {
        let g: Graph = "path:6".parse().unwrap();
        assert_eq!(g.components(0b110111), vec![0b000111, 0b110000]);
        assert_eq!(g.components(0), Vec::<u64>::new());
        let sub = g.induced(0b110110);
        assert_eq!(sub.edges(), vec![(0, 1), (2, 3)]);
        assert_eq!(compress(0b100100, 0b110110), 0b1010);
    }

    #[test]
    fn bad_graphs_are_named() {
        assert!(err("edges:3:0-3").contains("edge 1 (0-3): vertex 3 is out of range"));
        assert!(err("edges:3:0-1,1-1").contains("edge 2 (1-1) is a loop"));
        assert!(err("edges:3:0-1,1").contains("edge 2 '1': expected two vertex numbers"));
        assert!(err("edges:3:0-1,").contains("edge 2 ''"));
        assert!(err("edges:x:0-1").contains("vertex count 'x'"));
        assert!(err("path:65").contains("at most 64 vertices"));
        assert!(err("path:99999999999999999999999").contains("at most 64 vertices"));
        assert!(err("grid:9x8").contains("at most 64 vertices (got 72)"));
        assert!(err("grid:3").contains("expected grid:RxC"));
        assert!(err("grid:0x3").contains("at least 1"));
        assert!(err("cycle:2").contains("at least 3 vertices"));
        assert!(err("path:").contains("'' is not a positive integer"));
        assert!(err("star:5").contains("expected a graph path:N"));
        assert!(
            err("edges:3:0-99999999999999999999").contains("vertex 99999999999999999999 is out")
        );
    }
}
