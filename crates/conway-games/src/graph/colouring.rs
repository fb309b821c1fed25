//! Games of colouring the vertices of a graph, Snort and Col: the position, its moves,
//! its components and the colour swap. The rules are in [`snort`](crate::graph::snort) and
//! [`col`](crate::graph::col); they differ only in whom a colouring restricts. Fjords
//! ([`fjords`](crate::graph::fjords)) is Snort in which a player may colour only the
//! vertices that only they may colour (those tinted theirs), on the same positions.
//!
//! **Position.** A move colours an uncoloured vertex with the mover's colour (Left blue,
//! Right red), and a coloured vertex matters afterwards only through the restriction it
//! puts on its uncoloured neighbours: in Snort they may no longer be coloured by the
//! *opponent*, in Col no longer by the *mover*. So a position is the graph of the
//! uncoloured vertices, each **tinted** by who may still colour it (both, Left only,
//! Right only, or nobody), the usual reduction (Winning Ways, ch. 2, on Col and Snort).
//! Here it is the graph (shared, adjacency bitsets of
//! [`Graph`]) with two sets: the vertices Left may colour and those Right may colour. A
//! vertex nobody may colour is never coloured again and restricts no one, so it is
//! removed, as coloured vertices are. Fjords keeps its tints in the same two sets: an
//! untinted vertex is in both, one tinted a player's in that player's alone.
//!
//! **Components.** A move at `v` changes only `v` and its neighbours, so the parts of the
//! graph of the remaining vertices that no edge joins never interact: the position is
//! the disjunctive sum of its connected components (Winning Ways, ch. 2). Each component
//! is renumbered `0, 1, ...` in vertex order as a graph of its own, so the same component
//! met at another place of the board, or of another board, is one entry of the solver's
//! table.
//!
//! **Symmetry.** Swapping the two colours, the tints included, swaps the players' roles
//! (both rules are the same for the two players), so it negates the value; numbering the
//! vertices backwards gives an isomorphic position, of the same value (on a grid it is the
//! half-turn, on a path the reflection). The solver's key is the least of the four images
//! (ordered by adjacency rows, then tints). Measured on the 4x4 grid in Col, the
//! renumbering of components cuts the positions tabled from 734 thousand to 59 thousand,
//! and the backwards numbering to 44 thousand.
//!
//! **Written form.** A graph of [`graph`](crate::graph), optionally followed by
//! `:colors:` and one character per vertex: `.` uncoloured, `B` blue (Left's), `R` red
//! (Right's), e.g. `path:4:colors:B...`. Fjords' positions are written with their tints
//! instead (see [`fjords`](crate::graph::fjords)).

use std::str::FromStr;
use std::sync::Arc;

use conway::excerpt::excerpt;
use conway::partizan::{Normalised, Ruleset};

use crate::bitset::bits;
use crate::contract::Options;
use crate::drawing::{self, Owner};
use crate::graph::{compress, reverse, Graph};
use crate::invalid::InvalidPosition;

/// Snort or Col: which colourings a colouring forbids.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ColouringGame {
    /// A vertex may not be coloured next to a vertex of the opponent's colour.
    Snort,
    /// A vertex may not be coloured next to a vertex of the mover's own colour.
    Col,
}

/// A position: the graph and, as sets of its vertices, who may still colour what.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Colouring {
    graph: Arc<Graph>,
    left: u64,
    right: u64,
}

impl Colouring {
    /// The graph with who may still colour each vertex given as sets of vertices, a
    /// vertex in neither set removed (the written form of Fjords' positions).
    pub fn with_tints(graph: Graph, left: u64, right: u64) -> Colouring {
        let all = graph.all();
        Colouring {
            graph: Arc::new(graph),
            left: left & all,
            right: right & all,
        }
    }

    /// The graph with no vertex coloured.
    pub fn new(graph: Graph) -> Colouring {
        let all = graph.all();
        Colouring {
            graph: Arc::new(graph),
            left: all,
            right: all,
        }
    }

    /// A drawing: the graph, each vertex blue if only Left may still colour it, red if
    /// only Right, white if both, grey if neither.
    pub fn draw(&self) -> Result<String, InvalidPosition> {
        let owner = |v: usize| match (self.left >> v & 1, self.right >> v & 1) {
            (1, 1) => Owner::Both,
            (1, 0) => Owner::Left,
            (0, 1) => Owner::Right,
            _ => Owner::Neither,
        };
        let vertices: Vec<Owner> = (0..self.graph.vertices()).map(owner).collect();
        let edges: Vec<(usize, usize, Owner)> = self
            .graph
            .edges()
            .into_iter()
            .map(|(u, v)| (u, v, Owner::Neither))
            .collect();
        drawing::graph(&vertices, &edges, false)
    }

    /// The graph.
    pub fn graph(&self) -> &Graph {
        &self.graph
    }

    /// The vertices Left may colour.
    pub fn left(&self) -> u64 {
        self.left
    }

    /// The vertices Right may colour.
    pub fn right(&self) -> u64 {
        self.right
    }

    /// The position after `v` is coloured, blue if `blue`, under `game`'s rule; `v` need
    /// not be a legal move (pre-coloured vertices are coloured this way).
    pub fn coloured(&self, v: usize, blue: bool, game: ColouringGame) -> Colouring {
        let near = self.graph.neighbours(v);
        let (mut left, mut right) = (self.left & !(1 << v), self.right & !(1 << v));
        // Snort forbids the opponent, Col the mover.
        if blue == (game == ColouringGame::Snort) {
            right &= !near;
        } else {
            left &= !near;
        }
        Colouring {
            graph: Arc::clone(&self.graph),
            left,
            right,
        }
    }

    /// Left's and Right's options of the position written `text`, written as the same
    /// graph with one vertex more coloured (the position keeps who may colour a vertex,
    /// not which colour made it so, so the options are written from the text).
    pub fn written_options(text: &str, game: ColouringGame) -> Result<Options, InvalidPosition> {
        let position = Colouring::parse(text, game)?;
        let (graph, colours) = match text.split_once(":colors:") {
            Some((graph, colours)) => (graph, colours.chars().collect()),
            None => (text, vec!['.'; position.graph.vertices()]),
        };
        let written = |allowed: u64, colour: char| -> Vec<String> {
            bits(allowed)
                .map(|v| {
                    let mut after = colours.clone();
                    after[v] = colour;
                    format!("{graph}:colors:{}", after.iter().collect::<String>())
                })
                .collect()
        };
        Ok((written(position.left, 'B'), written(position.right, 'R')))
    }

    /// The positions after each move of Left (`blue`) or Right.
    fn moves(&self, blue: bool, game: ColouringGame) -> Vec<Colouring> {
        let allowed = if blue { self.left } else { self.right };
        bits(allowed)
            .map(|v| self.coloured(v, blue, game))
            .collect()
    }

    /// The connected components of the remaining vertices, each renumbered.
    fn components(&self) -> Vec<Colouring> {
        let live = self.left | self.right;
        if live == self.graph.all() && self.graph.reach(1, live) == live {
            return vec![self.clone()];
        }
        self.graph
            .components(live)
            .into_iter()
            .map(|part| Colouring {
                graph: Arc::new(self.graph.induced(part)),
                left: compress(self.left, part),
                right: compress(self.right, part),
            })
            .collect()
    }

    /// The position with the colours swapped (its negative).
    fn swapped(&self) -> Colouring {
        Colouring {
            graph: Arc::clone(&self.graph),
            left: self.right,
            right: self.left,
        }
    }

    /// The position with its vertices numbered backwards (the same game).
    fn reversed(&self) -> Colouring {
        let n = self.graph.vertices();
        Colouring {
            graph: Arc::new(self.graph.reversed()),
            left: reverse(self.left, n),
            right: reverse(self.right, n),
        }
    }

    /// A total order of positions, to choose the least image.
    fn order(&self) -> (&[u64], u64, u64) {
        (self.graph.rows(), self.left, self.right)
    }

    /// Reads `GRAPH[:colors:C...]` (see the [module documentation](self)).
    pub fn parse(text: &str, game: ColouringGame) -> Result<Colouring, InvalidPosition> {
        let (graph, colours) = match text.split_once(":colors:") {
            Some((graph, colours)) => (graph, Some(colours)),
            None => (text, None),
        };
        let mut position = Colouring::new(Graph::from_str(graph)?);
        let Some(colours) = colours else {
            return Ok(position);
        };
        let n = position.graph.vertices();
        if colours.chars().count() != n {
            return Err(InvalidPosition(format!(
                "colors '{}' gives {} colours for the {n} vertices of the graph",
                excerpt(colours),
                colours.chars().count()
            )));
        }
        for (v, c) in colours.chars().enumerate() {
            position = match c {
                '.' => position,
                'B' => position.coloured(v, true, game),
                'R' => position.coloured(v, false, game),
                other => {
                    return Err(InvalidPosition(format!(
                    "colour of vertex {v}: expected '.', 'B' (blue) or 'R' (red), found '{other}'"
                )))
                }
            };
        }
        Ok(position)
    }
}

impl Ruleset for ColouringGame {
    type Position = Colouring;

    fn left_options(&self, position: &Colouring) -> Vec<Colouring> {
        position.moves(true, *self)
    }

    fn right_options(&self, position: &Colouring) -> Vec<Colouring> {
        position.moves(false, *self)
    }

    fn components(&self, position: &Colouring) -> Vec<Colouring> {
        position.components()
    }

    /// An option is a graph: its components are induced subgraphs, and its key compares
    /// four images of every row, so it costs about one step per 2 vertices (measured
    /// on an AMD EPYC: unpriced, `col:grid:6x6`, 36 vertices, took 11 to 20 s to reach
    /// the default work limit; at 1 + 36/4 steps an option still 1.5 times Domineering's
    /// 8x8).
    fn work_per_option(&self, position: &Colouring) -> u64 {
        1 + position.graph.vertices() as u64 / 2
    }

    fn normalise(&self, position: &Colouring) -> Normalised<Colouring> {
        let reversed = position.reversed();
        let images = [
            (position.swapped(), true),
            (reversed.swapped(), true),
            (reversed, false),
            (position.clone(), false),
        ];
        let (key, negated) = images
            .into_iter()
            .min_by(|(a, _), (b, _)| a.order().cmp(&b.order()))
            .expect("four images");
        Normalised { key, negated }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_random::Xorshift;
    use conway::partizan::{Arena, GameId, Solver};
    use std::collections::HashMap;

    /// What a vertex is in the slow twin.
    #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
    enum Vertex {
        Uncoloured,
        Blue,
        Red,
    }

    /// Slow twin: the value from the rules as stated, on a plain colouring of every
    /// vertex: a player may colour an uncoloured vertex unless a neighbour has the
    /// forbidden colour (the opponent's in Snort, the mover's in Col). No tints, no
    /// components, no symmetry; memoised per colouring.
    fn plain(
        arena: &mut Arena,
        edges: &[(usize, usize)],
        colours: &[Vertex],
        game: ColouringGame,
        memo: &mut HashMap<Vec<Vertex>, GameId>,
    ) -> GameId {
        if let Some(&g) = memo.get(colours) {
            return g;
        }
        let mut sides = [Vec::new(), Vec::new()];
        for (side, (mine, theirs)) in [(Vertex::Blue, Vertex::Red), (Vertex::Red, Vertex::Blue)]
            .into_iter()
            .enumerate()
        {
            let forbidden = match game {
                ColouringGame::Snort => theirs,
                ColouringGame::Col => mine,
            };
            for v in 0..colours.len() {
                let blocked = edges.iter().any(|&(a, b)| {
                    (a == v && colours[b] == forbidden) || (b == v && colours[a] == forbidden)
                });
                if colours[v] == Vertex::Uncoloured && !blocked {
                    let mut after = colours.to_vec();
                    after[v] = mine;
                    let g = plain(arena, edges, &after, game, memo);
                    sides[side].push(g);
                }
            }
        }
        let g = arena.game(&sides[0], &sides[1]).unwrap();
        memo.insert(colours.to_vec(), g);
        g
    }

    /// A random position: its written form, and its edges and colours for the twin.
    struct Random {
        text: String,
        edges: Vec<(usize, usize)>,
        colours: Vec<Vertex>,
    }

    /// Random graphs of up to 9 vertices, some vertices pre-coloured.
    fn random_positions(count: usize) -> Vec<Random> {
        let mut rng = Xorshift(0x9e37_79b9_7f4a_7c15);
        (0..count)
            .map(|_| {
                let n = 1 + rng.below(9) as usize;
                let density = 1 + rng.below(4);
                let mut edges = Vec::new();
                for u in 0..n {
                    for v in u + 1..n {
                        if rng.below(8) < density {
                            edges.push((u, v));
                        }
                    }
                }
                let colours: Vec<Vertex> = (0..n)
                    .map(|_| match rng.below(6) {
                        0 => Vertex::Blue,
                        1 => Vertex::Red,
                        _ => Vertex::Uncoloured,
                    })
                    .collect();
                let list: Vec<String> = edges.iter().map(|(u, v)| format!("{u}-{v}")).collect();
                let letters: String = colours
                    .iter()
                    .map(|c| match c {
                        Vertex::Uncoloured => '.',
                        Vertex::Blue => 'B',
                        Vertex::Red => 'R',
                    })
                    .collect();
                let text = format!("edges:{n}:{}:colors:{letters}", list.join(","));
                Random {
                    text,
                    edges,
                    colours,
                }
            })
            .collect()
    }

    #[test]
    fn solver_agrees_with_the_plain_rules_on_random_graphs() {
        let mut arena = Arena::new();
        for game in [ColouringGame::Snort, ColouringGame::Col] {
            let mut solver = Solver::new(game);
            for Random {
                text,
                edges,
                colours,
            } in random_positions(300)
            {
                let position = Colouring::parse(&text, game).unwrap();
                let fast = solver.value(&mut arena, &position).unwrap();
                let slow = plain(&mut arena, &edges, &colours, game, &mut HashMap::new());
                assert_eq!(arena.display(fast), arena.display(slow), "{game:?} {text}");
                if game == ColouringGame::Col {
                    // Every Col position is a number or a number plus * (Winning Ways, ch. 2).
                    let nus = arena.as_nus(fast).expect("a number, or a number plus *");
                    assert!(nus.ups == 0 && nus.nim <= 1, "{text}");
                }
            }
        }
    }

    #[test]
    fn components_are_renumbered_and_swapping_colours_negates() {
        let text = "edges:6:0-1,1-2,3-4,4-5:colors:B..B..";
        let p = Colouring::parse(text, ColouringGame::Snort).unwrap();
        let parts = p.components();
        // two edges, each with its first end forbidden to Right, at different places
        assert_eq!(parts.len(), 2);
        assert_eq!(parts[0], parts[1]);
        assert_eq!(parts[0].graph().edges(), vec![(0, 1)]);
        assert_eq!((parts[0].left, parts[0].right), (0b11, 0b10));
        let mut arena = Arena::new();
        for game in [ColouringGame::Snort, ColouringGame::Col] {
            let mut solver = Solver::new(game);
            let g = solver.value(&mut arena, &p).unwrap();
            let h = solver.value(&mut arena, &p.swapped()).unwrap();
            assert_eq!(arena.neg(g), h, "{game:?}");
        }
    }

    #[test]
    fn colours_are_checked() {
        let err = |t: &str| Colouring::parse(t, ColouringGame::Col).unwrap_err().0;
        assert!(err("path:3:colors:B.").contains("gives 2 colours for the 3 vertices"));
        assert!(err("path:3:colors:B.G").contains("vertex 2: expected '.', 'B'"));
        assert!(err("path:3:colours:B..").contains("the vertex count '3:colours:B..'"));
    }
}
