//! Loopy game graphs: Siegel's *bigraphs* (*Combinatorial Game Theory*, VI.1), finite
//! graphs with Left edges and Right edges whose play may repeat positions.
//!
//! A [`LoopyGame`] is such a graph with its start at vertex `0`, every vertex reachable
//! from it; the game at vertex `v` (its *follower*) is the graph read from `v`. Graphs
//! are built by [`explore`]: from a start state and a function listing each state's
//! options, the reachable states are numbered breadth first, so any description whose
//! positions can be compared for equality (a parsed expression, a ruleset's positions,
//! a pair of vertices of two graphs) becomes a graph, within a limit on its size.
//!
//! * The negative `-G` swaps every vertex's Left and Right edges.
//! * The sum `G + H` is played on pairs of vertices: a move in either component
//!   (Winning Ways, ch. 11; Siegel, VI.1). Only the pairs reachable from the start are
//!   built, so the sum of a graph of `m` vertices and one of `n` has at most `m n`.
//! * A short game is the loopfree graph of its canonical form's followers.

use super::Error;
use crate::partizan::{Arena, GameId};
use rustc_hash::FxHashMap;
use std::collections::VecDeque;
use std::hash::Hash;

/// A vertex of a loopy game's graph.
pub type Vertex = u32;

/// The most vertices a graph may have: [`explore`] refuses larger ones.
pub const MAX_VERTICES: usize = 1 << 20;

/// A loopy game: a finite graph of Left and Right edges, started at vertex `0`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LoopyGame {
    left: Vec<Vec<Vertex>>,
    right: Vec<Vec<Vertex>>,
}

impl LoopyGame {
    /// The game of the graph whose vertex `v` has Left edges `left[v]` and Right edges
    /// `right[v]`, started at vertex `0`; the vertices unreachable from `0` are dropped
    /// (and the others renumbered in breadth-first order).
    pub fn from_edges(left: Vec<Vec<Vertex>>, right: Vec<Vec<Vertex>>) -> Result<LoopyGame, Error> {
        let n = left.len();
        if n == 0 || right.len() != n {
            return Err(Error::Invalid(format!(
                "a graph needs at least one vertex and as many Right edge lists as Left ones ({} and {})",
                left.len(),
                right.len()
            )));
        }
        if let Some(&bad) = left
            .iter()
            .chain(&right)
            .flatten()
            .find(|&&w| w as usize >= n)
        {
            return Err(Error::Invalid(format!(
                "an edge leads to vertex {bad}, but the graph has only {n} vertices"
            )));
        }
        let game = LoopyGame { left, right };
        game.follower(0)
    }

    /// The number of vertices.
    pub fn len(&self) -> usize {
        self.left.len()
    }

    /// Always false: a game has at least its start vertex.
    pub fn is_empty(&self) -> bool {
        self.left.is_empty()
    }

    /// The Left edges of vertex `v` (Left's options from the follower at `v`).
    pub fn left(&self, v: Vertex) -> &[Vertex] {
        &self.left[v as usize]
    }

    /// The Right edges of vertex `v`.
    pub fn right(&self, v: Vertex) -> &[Vertex] {
        &self.right[v as usize]
    }

    /// The edges of `v` for Left (`left == true`) or for Right.
    pub fn edges(&self, v: Vertex, left: bool) -> &[Vertex] {
        if left {
            self.left(v)
        } else {
            self.right(v)
        }
    }

    /// The follower at vertex `v`: the graph read from `v`.
    pub fn follower(&self, v: Vertex) -> Result<LoopyGame, Error> {
        explore(v, |&w| Ok((self.left(w).to_vec(), self.right(w).to_vec())))
    }

    /// The negative `-G`: Left's edges and Right's exchanged.
    pub fn negative(&self) -> LoopyGame {
        LoopyGame {
            left: self.right.clone(),
            right: self.left.clone(),
        }
    }

    /// The sum `G + H`, on the pairs of vertices reachable from the pair of starts.
    pub fn sum(&self, other: &LoopyGame) -> Result<LoopyGame, Error> {
        explore((0, 0), |&(g, h): &(Vertex, Vertex)| {
            let moves = |left: bool| {
                let in_g = self.edges(g, left).iter().map(|&g2| (g2, h));
                in_g.chain(other.edges(h, left).iter().map(|&h2| (g, h2)))
                    .collect::<Vec<_>>()
            };
            Ok((moves(true), moves(false)))
        })
    }

    /// The graph of a short game: one vertex per follower of its canonical form.
    pub fn from_short(arena: &mut Arena, g: GameId) -> Result<LoopyGame, Error> {
        explore(g, |&h| {
            arena
                .options(h)
                .map(|(l, r)| (l.to_vec(), r.to_vec()))
                .map_err(Error::Short)
        })
    }

    /// Whether no play from any vertex can repeat a position (the graph has no cycle):
    /// then the game is short.
    pub fn is_loopfree(&self) -> bool {
        self.acyclic_vertices().iter().all(|&a| a)
    }

    /// For each vertex, whether no cycle is reachable from it (its follower is short).
    pub fn acyclic_vertices(&self) -> Vec<bool> {
        // Kahn's algorithm on the reverse graph: a vertex is acyclic once all its
        // successors are.
        let n = self.len();
        let mut pending: Vec<usize> = (0..n)
            .map(|v| self.left[v].len() + self.right[v].len())
            .collect();
        let mut predecessors: Vec<Vec<Vertex>> = vec![Vec::new(); n];
        for v in 0..n {
            for &w in self.left[v].iter().chain(&self.right[v]) {
                predecessors[w as usize].push(v as Vertex);
            }
        }
        let mut acyclic = vec![false; n];
        let mut ready: Vec<usize> = (0..n).filter(|&v| pending[v] == 0).collect();
        while let Some(v) = ready.pop() {
            acyclic[v] = true;
            for &p in &predecessors[v] {
                pending[p as usize] -= 1;
                if pending[p as usize] == 0 {
                    ready.push(p as usize);
                }
            }
        }
        acyclic
    }

    /// The classes of *bisimilar* vertices (the coarsest partition in which vertices of
    /// a class have Left options in the same classes and Right options in the same
    /// classes; Milner; Paige and Tarjan), numbered in an order that depends only on the
    /// graph's shape, and their number. Bisimilar vertices are the same game, played
    /// move for move alike. Found by refinement: the class of a vertex and the sets of
    /// classes of its options, ranked, until no class splits.
    pub fn bisimulation_classes(&self) -> (Vec<u32>, usize) {
        let n = self.len();
        let mut class = vec![0u32; n];
        let mut classes = 1;
        loop {
            let set = |list: &[Vertex], class: &[u32]| {
                let mut c: Vec<u32> = list.iter().map(|&w| class[w as usize]).collect();
                c.sort_unstable();
                c.dedup();
                c
            };
            let signatures: Vec<_> = (0..n as Vertex)
                .map(|v| {
                    (
                        class[v as usize],
                        set(self.left(v), &class),
                        set(self.right(v), &class),
                    )
                })
                .collect();
            let mut distinct = signatures.clone();
            distinct.sort();
            distinct.dedup();
            for (v, s) in signatures.iter().enumerate() {
                class[v] = distinct.binary_search(s).expect("listed") as u32;
            }
            if distinct.len() == classes {
                return (class, classes);
            }
            classes = distinct.len();
        }
    }

    /// The game with bisimilar vertices merged, and the vertex of it that each vertex of
    /// this graph became (the start's class is vertex 0; every class is reachable from it
    /// since every vertex is reachable from the start).
    pub fn minimised(&self) -> (LoopyGame, Vec<Vertex>) {
        let (mut class, classes) = self.bisimulation_classes();
        let start = class[0];
        for c in &mut class {
            *c = match *c {
                c if c == start => 0,
                0 => start,
                c => c,
            };
        }
        let mut representative = vec![0 as Vertex; classes];
        for v in (0..self.len()).rev() {
            representative[class[v] as usize] = v as Vertex;
        }
        let image = |list: &[Vertex]| {
            let mut l: Vec<Vertex> = list.iter().map(|&w| class[w as usize]).collect();
            l.sort_unstable();
            l.dedup();
            l
        };
        let left = representative
            .iter()
            .map(|&r| image(self.left(r)))
            .collect();
        let right = representative
            .iter()
            .map(|&r| image(self.right(r)))
            .collect();
        (LoopyGame { left, right }, class)
    }

    /// The graph of *states* (a vertex with the player to move; state `2v`: Left to move
    /// at `v`, `2v + 1`: Right to move), as the retrograde analyses use it: for each
    /// state its number of moves, and the states with a move to it.
    pub(super) fn states(&self) -> (Vec<usize>, Vec<Vec<u32>>) {
        let n = self.len();
        let state = |v: Vertex, left_moves: bool| 2 * v as usize + usize::from(!left_moves);
        let moves = (0..n as Vertex)
            .flat_map(|v| [self.left(v).len(), self.right(v).len()])
            .collect();
        let mut predecessors: Vec<Vec<u32>> = vec![Vec::new(); 2 * n];
        for v in 0..n as Vertex {
            for left_moves in [true, false] {
                for &w in self.edges(v, left_moves) {
                    predecessors[state(w, !left_moves)].push(state(v, left_moves) as u32);
                }
            }
        }
        (moves, predecessors)
    }

    /// A graph of the given edges whose vertices need not all be reachable from vertex
    /// `0`, for modules that analyse several vertices of a graph at once (every edge must
    /// lead to a vertex of the graph).
    pub(super) fn with_edges(left: Vec<Vec<Vertex>>, right: Vec<Vec<Vertex>>) -> LoopyGame {
        debug_assert_eq!(left.len(), right.len());
        LoopyGame { left, right }
    }

    /// The Left and Right edges, for modules that rebuild graphs.
    pub(super) fn into_edges(self) -> (Vec<Vec<Vertex>>, Vec<Vec<Vertex>>) {
        (self.left, self.right)
    }
}

/// Builds the graph of the states reachable from `start`, where `options(s)` lists the
/// states Left and Right may move to from `s`; vertex `0` is `start`, the others are
/// numbered in breadth-first order. Refuses (with [`Error::TooLarge`]) more than
/// [`MAX_VERTICES`] states, and passes on the first error of `options`.
pub fn explore<S, F>(start: S, mut options: F) -> Result<LoopyGame, Error>
where
    S: Clone + Eq + Hash,
    F: FnMut(&S) -> Result<(Vec<S>, Vec<S>), Error>,
{
    let mut index: FxHashMap<S, Vertex> = FxHashMap::default();
    let mut states: VecDeque<S> = VecDeque::new();
    index.insert(start.clone(), 0);
    states.push_back(start);
    let (mut left, mut right) = (Vec::new(), Vec::new());
    while let Some(state) = states.pop_front() {
        let (l, r) = options(&state)?;
        let mut number = |list: Vec<S>| -> Result<Vec<Vertex>, Error> {
            list.into_iter()
                .map(|s| {
                    if let Some(&v) = index.get(&s) {
                        return Ok(v);
                    }
                    if index.len() >= MAX_VERTICES {
                        return Err(Error::TooLarge {
                            what: "vertices in a loopy game's graph",
                            limit: MAX_VERTICES,
                        });
                    }
                    let v = index.len() as Vertex;
                    index.insert(s.clone(), v);
                    states.push_back(s);
                    Ok(v)
                })
                .collect()
        };
        left.push(number(l)?);
        right.push(number(r)?);
    }
    Ok(LoopyGame { left, right })
}
