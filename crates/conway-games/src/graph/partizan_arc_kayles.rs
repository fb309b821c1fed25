//! Partizan Arc Kayles (CGSuite's library, `game.graph.PartizanArcKayles`): a graph whose
//! edges are blue (`B`), red (`R`) or green (`G`). Left picks a blue or green edge, Right
//! a red or green one, and both its ends are removed with every edge at them. The player
//! who cannot move loses. With every edge green it is Arc Kayles
//! ([`super::arc_kayles`]); a loop `V-V` removes its one vertex.
//!
//! Positions are written `U-V:C` separated by commas (vertices from 0, at most 64, and
//! at most 64 edges; parallel edges of different colours allowed), or a string of `B`,
//! `R` and `G` for a path from vertex 0 (CGSuite's `llr` is `BBR`).
//!
//! Reductions, each a theorem:
//! * **Components.** A move removes two vertices and their edges and touches nothing
//!   else, so the connected parts of the graph left never interact: a disjunctive sum
//!   (Winning Ways, ch. 2). Each part is renumbered in order of its vertices, so equal
//!   parts found anywhere are one table entry; a part without an edge is `0`.
//! * **Colour swap.** Exchanging blue and red swaps the players' roles: a negation.
//!
//! ```
//! use conway::partizan::{Arena, Solver};
//! use conway_games::graph::partizan_arc_kayles::{Edges, PartizanArcKayles};
//! let mut arena = Arena::new();
//! let path: Edges = "BBR".parse().unwrap();
//! let g = Solver::new(PartizanArcKayles).value(&mut arena, &path).unwrap();
//! assert_eq!(arena.display(g), "1/2"); // CGSuite's test suite
//! ```

use conway::excerpt::excerpt;
use conway::partizan::{Normalised, Ruleset};
use std::fmt;
use std::str::FromStr;
use std::sync::Arc;

use crate::contract::{self, Entry};
use crate::drawing::{self, Owner};
use crate::invalid::InvalidPosition;

/// The most vertices, and the most edges, of a position.
pub const MAX: usize = 64;

/// An edge: its ends (`u <= v`) and who may take it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
struct Edge {
    u: u8,
    v: u8,
    colour: Colour,
}

/// Who may take an edge.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
enum Colour {
    Blue,
    Red,
    Green,
}

impl Colour {
    fn letter(self) -> char {
        match self {
            Colour::Blue => 'B',
            Colour::Red => 'R',
            Colour::Green => 'G',
        }
    }

    fn swapped(self) -> Colour {
        match self {
            Colour::Blue => Colour::Red,
            Colour::Red => Colour::Blue,
            Colour::Green => Colour::Green,
        }
    }
}

/// A position: the edges among the vertices still present, each part renumbered when it
/// is split off, sorted.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Edges {
    edges: Arc<[Edge]>,
    /// The vertices still present.
    alive: u64,
}

impl Edges {
    /// The position of these edges, all vertices present.
    fn new(mut edges: Vec<Edge>) -> Edges {
        edges.sort();
        edges.dedup();
        Edges {
            edges: edges.into(),
            alive: u64::MAX,
        }
    }

    /// The edges with both ends present.
    fn live(&self) -> impl Iterator<Item = Edge> + '_ {
        let alive = self.alive;
        self.edges
            .iter()
            .copied()
            .filter(move |e| alive >> e.u & 1 == 1 && alive >> e.v & 1 == 1)
    }

    /// The positions after taking each edge `colour` allows.
    fn takes(&self, mine: Colour) -> Vec<Edges> {
        self.live()
            .filter(|e| e.colour == mine || e.colour == Colour::Green)
            .map(|e| Edges {
                edges: Arc::clone(&self.edges),
                alive: self.alive & !(1 << e.u) & !(1 << e.v),
            })
            .collect()
    }

    /// The live edges of the part holding the vertices `part`, renumbered in order.
    fn part(&self, part: u64) -> Edges {
        let rank = |x: u8| (part & ((1u64 << x) - 1)).count_ones() as u8;
        let edges = self
            .live()
            .filter(|e| part >> e.u & 1 == 1)
            .map(|e| Edge {
                u: rank(e.u),
                v: rank(e.v),
                colour: e.colour,
            })
            .collect();
        Edges::new(edges)
    }

    /// The connected parts with an edge, as sets of vertices.
    fn parts(&self) -> Vec<u64> {
        let live: Vec<Edge> = self.live().collect();
        let mut rest: u64 = live.iter().fold(0, |acc, e| acc | 1 << e.u | 1 << e.v);
        let mut parts = Vec::new();
        while rest != 0 {
            let mut part = rest & rest.wrapping_neg();
            loop {
                let grown = live.iter().fold(part, |acc, e| {
                    if (acc >> e.u | acc >> e.v) & 1 == 1 {
                        acc | 1 << e.u | 1 << e.v
                    } else {
                        acc
                    }
                });
                if grown == part {
                    break;
                }
                part = grown;
            }
            parts.push(part);
            rest &= !part;
        }
        parts
    }

    /// The position with blue and red exchanged (its negative).
    fn recoloured(&self) -> Edges {
        let edges = self
            .live()
            .map(|e| Edge {
                colour: e.colour.swapped(),
                ..e
            })
            .collect();
        Edges {
            alive: self.alive,
            ..Edges::new(edges)
        }
    }
}

impl FromStr for Edges {
    type Err = InvalidPosition;

    /// `U-V:C,...` or a string of `B`, `R`, `G` (a path from vertex 0).
    fn from_str(text: &str) -> Result<Edges, InvalidPosition> {
        let colour = |c: &str, what: &str| match c {
            "B" => Ok(Colour::Blue),
            "R" => Ok(Colour::Red),
            "G" => Ok(Colour::Green),
            other => Err(InvalidPosition(format!(
                "{what}: expected a colour B (blue), R (red) or G (green), found '{}'",
                excerpt(other)
            ))),
        };
        let mut edges = Vec::new();
        if !text.is_empty() && text.chars().all(|c| c.is_ascii_alphabetic()) {
            for (i, c) in text.chars().enumerate() {
                let colour = colour(&c.to_string(), &format!("edge {}", i + 1))?;
                edges.push((i, i + 1, colour));
            }
        } else {
            for (i, item) in text.split(',').enumerate() {
                let what = format!("edge {}", i + 1);
                let malformed = || {
                    InvalidPosition(format!(
                        "{what} '{}': expected U-V:C, vertices U and V from 0 and a colour C \
                         (B, R or G), or a string of B, R and G",
                        excerpt(item)
                    ))
                };
                let (ends, c) = item.split_once(':').ok_or_else(malformed)?;
                let (u, v) = ends.split_once('-').ok_or_else(malformed)?;
                let vertex = |t: &str| {
                    t.parse::<usize>().ok().filter(|&x| x < MAX).ok_or_else(|| {
                        InvalidPosition(format!(
                            "{what}: expected a vertex from 0 to {}, found '{}'",
                            MAX - 1,
                            excerpt(t)
                        ))
                    })
                };
                edges.push((vertex(u)?, vertex(v)?, colour(c, &what)?));
            }
        }
        if edges.len() > MAX || edges.iter().any(|&(u, v, _)| u.max(v) >= MAX) {
            return Err(InvalidPosition(format!(
                "a position has at most {MAX} edges and {MAX} vertices (got {} edges)",
                edges.len()
            )));
        }
        let edges = edges
            .into_iter()
            .map(|(u, v, colour)| Edge {
                u: u.min(v) as u8,
                v: u.max(v) as u8,
                colour,
            })
            .collect();
        Ok(Edges::new(edges))
    }
}

impl fmt::Display for Edges {
    /// The edges with both ends present, `U-V:C` separated by commas.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, e) in self.live().enumerate() {
            let sep = if i > 0 { "," } else { "" };
            write!(f, "{sep}{}-{}:{}", e.u, e.v, e.colour.letter())?;
        }
        Ok(())
    }
}

/// Partizan Arc Kayles, for the generic [`Solver`](conway::partizan::Solver).
#[derive(Clone, Copy, Debug, Default)]
pub struct PartizanArcKayles;

impl Ruleset for PartizanArcKayles {
    type Position = Edges;

    fn left_options(&self, p: &Edges) -> Vec<Edges> {
        p.takes(Colour::Blue)
    }

    fn right_options(&self, p: &Edges) -> Vec<Edges> {
        p.takes(Colour::Red)
    }

    fn components(&self, p: &Edges) -> Vec<Edges> {
        p.parts().into_iter().map(|part| p.part(part)).collect()
    }

    fn normalise(&self, p: &Edges) -> Normalised<Edges> {
        let swapped = p.recoloured();
        let negated = swapped < *p;
        Normalised {
            key: if negated { swapped } else { p.clone() },
            negated,
        }
    }
}

/// The drawing of a position: its vertices and its live edges in their colours.
fn draw(text: &str) -> Result<String, InvalidPosition> {
    let p: Edges = text.parse()?;
    let vertices = p
        .edges
        .iter()
        .map(|e| usize::from(e.v) + 1)
        .max()
        .unwrap_or(1);
    let edges: Vec<_> = p
        .live()
        .map(|e| {
            let owner = match e.colour {
                Colour::Blue => Owner::Left,
                Colour::Red => Owner::Right,
                Colour::Green => Owner::Both,
            };
            (usize::from(e.u), usize::from(e.v), owner)
        })
        .collect();
    drawing::graph(&vec![Owner::Both; vertices], &edges, false)
}

/// The registry entry.
pub const ENTRY: Entry = Entry {
    name: "parckayles",
    syntax: "edges U-V:C separated by commas (vertices from 0), C one of B (blue), R (red), \
             G (green); or a string of B, R and G, a path from vertex 0; at most 64 edges",
    about: "Partizan Arc Kayles: Left removes both ends of a blue or green edge, Right of a \
            red or green one",
    examples: &["parckayles:BBR", "parckayles:0-1:B,1-2:R,2-0:G,2-3:B"],
    argument_chars: "-:",
    draw,
    editor: None,
    make: |variant| {
        contract::printing_position_solver(variant, PartizanArcKayles, str::parse, Edges::to_string)
    },
};

#[cfg(test)]
mod tests {
    use super::*;
    use conway::partizan::{parse as game, Arena, GameId, Solver};
    use std::collections::HashMap;

    /// Slow twin: the rules on the list of edges and the set of removed vertices, no
    /// parts and no colour swap; memoised per set.
    fn plain(
        arena: &mut Arena,
        edges: &[(usize, usize, char)],
        removed: u64,
        memo: &mut HashMap<u64, GameId>,
    ) -> GameId {
        if let Some(&g) = memo.get(&removed) {
            return g;
        }
        let (mut left, mut right) = (Vec::new(), Vec::new());
        for &(u, v, c) in edges {
            if removed >> u & 1 == 1 || removed >> v & 1 == 1 {
                continue;
            }
            let g = plain(arena, edges, removed | 1 << u | 1 << v, memo);
            if c != 'R' {
                left.push(g);
            }
            if c != 'B' {
                right.push(g);
            }
        }
        let g = arena.game(&left, &right).unwrap();
        memo.insert(removed, g);
        g
    }

    /// CGSuite's test suite (GameGraphTest): `llr` and `lrlr(ll;ree(rl;l))`, the second
    /// written out as edges.
    #[test]
    fn cgsuites_values() {
        let mut arena = Arena::new();
        let mut solver = Solver::new(PartizanArcKayles);
        let tree = "0-1:B,1-2:R,2-3:B,3-4:R,4-5:B,5-6:B,4-7:R,7-8:G,8-9:G,9-10:R,10-11:B,9-12:B";
        for (text, expected) in [("BBR", "1/2"), (tree, "{3*|2*||3/2,3/2*|1/2*}")] {
            let g = solver.value(&mut arena, &text.parse().unwrap()).unwrap();
            assert_eq!(
                g,
                game(&mut arena, expected).unwrap(),
                "{text}: {}",
                arena.display(g)
            );
        }
    }

    /// All green is Arc Kayles: paths are Dawson's Kayles (0.07), as CGSuite checks, and a
    /// loop at every vertex makes Kayles (0.77).
    #[test]
    fn green_paths_are_dawsons_kayles() {
        let mut arena = Arena::new();
        let mut solver = Solver::new(PartizanArcKayles);
        let dawson = [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4];
        let kayles = [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6];
        for (n, &want) in dawson.iter().enumerate().skip(1) {
            let path = "G".repeat(n - 1);
            let text = if n == 1 { "0-0:G".to_string() } else { path };
            let g = solver.value(&mut arena, &text.parse().unwrap()).unwrap();
            let want = if n == 1 { 1 } else { want };
            assert_eq!(g, arena.nimber(want), "path of {n} vertices");
        }
        for (n, &want) in kayles.iter().enumerate().skip(1) {
            let mut edges: Vec<String> = (0..n).map(|v| format!("{v}-{v}:G")).collect();
            edges.extend((1..n).map(|v| format!("{}-{v}:G", v - 1)));
            let g = solver
                .value(&mut arena, &edges.join(",").parse().unwrap())
                .unwrap();
            assert_eq!(g, arena.nimber(want), "looped path of {n}");
        }
    }

    #[test]
    fn solver_agrees_with_the_plain_rules() {
        let mut arena = Arena::new();
        let mut solver = Solver::new(PartizanArcKayles);
        let mut seed = 0x2545_f491_4f6c_dd1d_u64;
        let mut next = |n: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n as u64) as usize
        };
        for _ in 0..300 {
            let vertices = 2 + next(9);
            let edges: Vec<(usize, usize, char)> = (0..1 + next(12))
                .map(|_| (next(vertices), next(vertices), ['B', 'R', 'G'][next(3)]))
                .collect();
            let text: Vec<String> = edges
                .iter()
                .map(|(u, v, c)| format!("{u}-{v}:{c}"))
                .collect();
            let p: Edges = text.join(",").parse().unwrap();
            let fast = solver.value(&mut arena, &p).unwrap();
            let slow = plain(&mut arena, &edges, 0, &mut HashMap::new());
            assert_eq!(fast, slow, "{p}: {}", arena.display(fast));
            // the written position reads back as the same game
            let again: Edges = p.to_string().parse().unwrap();
            assert_eq!(solver.value(&mut arena, &again).unwrap(), fast, "{p}");
        }
        let err = |t: &str| t.parse::<Edges>().unwrap_err().0;
        assert!(err("0-1:X").contains("expected a colour"));
        assert!(err("0-64:B").contains("from 0 to 63"));
        assert!(err("0:1").contains("expected U-V:C"));
        assert!(err("BXR").contains("edge 2"));
    }
}
