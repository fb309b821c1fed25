//! Digraph Placement (Clow and McKay, "Digraph placement games", arXiv:2407.12219, 2024;
//! also in the `cgt` crate): a directed graph whose every vertex is blue (Left's) or red
//! (Right's). Left picks a blue vertex and deletes it together with all its
//! out-neighbours, the vertices its arcs go to, whatever their colour; Right does the same
//! with a red vertex. The player who cannot move loses. The paper shows the ruleset
//! universal (every short game is the value of some position) and that Col, Snort, Node
//! Kayles, Arc Kayles and other placement games are instances of it; the tests check the
//! instances of Col, Snort and Arc Kayles against those rulesets.
//!
//! Positions are written `COLOURS:ARCS`: `COLOURS` one letter per vertex, `B` (or `L`)
//! for blue and `R` for red, lower case too, at most 64 vertices numbered from 0;
//! `ARCS` a comma-separated list of `U>V`, an arc from `U` to `V` (a move at `U` deletes
//! `V`), and `U-V`, arcs both ways (an undirected edge). Without arcs the `:ARCS` part
//! may be left out; a repeated arc is the same arc, and a loop `V>V` is refused. The
//! empty text is the empty digraph, `0`. A position is written back with `B` and `R`,
//! its pairs of opposite arcs as `U-V` and the other arcs as `U>V`, in order.
//!
//! Reductions, each an exact symmetry or a theorem:
//! * **Components.** A move at `v` deletes `v` and vertices its arcs go to, and the arcs
//!   at the deleted vertices, so it changes nothing outside the weakly connected
//!   component of `v` (the component of the graph with the arcs' directions forgotten):
//!   the components never interact, and the position is their disjunctive sum (Winning
//!   Ways, ch. 2). Each component is renumbered `0, 1, ...` in vertex order, so that
//!   equal components, met anywhere, are one entry of the solver's table.
//! * **Colour swap.** Exchanging blue and red exchanges the players' moves, position by
//!   position: the value is negated.
//! * **Backwards numbering.** Numbering the vertices `n - 1, ..., 0` gives an isomorphic
//!   digraph, of the same value. The solver's key is the least of the four images (by
//!   out-neighbour rows, then blue vertices).
//!
//! ```
//! use conway::partizan::{Arena, Solver};
//! use conway_games::graph::digraph_placement::{Digraph, DigraphPlacement};
//! let mut arena = Arena::new();
//! let mut solver = Solver::new(DigraphPlacement);
//! // Left's move at 0 deletes 1 too: {0 | 1}
//! let arc: Digraph = "BR:0>1".parse().unwrap();
//! let g = solver.value(&mut arena, &arc).unwrap();
//! assert_eq!(arena.display(g), "1/2");
//! // arcs both ways: each move deletes both vertices, {0 | 0}
//! let edge: Digraph = "BR:0-1".parse().unwrap();
//! let g = solver.value(&mut arena, &edge).unwrap();
//! assert_eq!(arena.display(g), "*");
//! ```

use conway::excerpt::excerpt;
use conway::partizan::{Normalised, Ruleset};
use std::fmt;
use std::str::FromStr;

use super::{compress, induced_rows, reverse, reversed_rows, Graph, MAX_VERTICES};
use crate::bitset::{bits, low_bits};
use crate::contract::{self, Entry};
use crate::drawing::{self, Owner};
use crate::invalid::InvalidPosition;

/// A position: a digraph on the vertices `0..n`, `n <= 64`, each blue or red. Bit `u`
/// of `out[v]` is set when an arc goes from `v` to `u` (never from `v` to itself).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Digraph {
    out: Box<[u64]>,
    /// The blue vertices (Left's); the others are red (Right's).
    blue: u64,
}

impl Digraph {
    /// The digraph on the vertices `0..blue.len()`, vertex `v` blue if `blue[v]` and red
    /// otherwise, with the arcs `(u, v)`, each from `u` to `v`; refuses more than 64
    /// vertices, a vertex out of range and a loop.
    pub fn from_arcs(blue: &[bool], arcs: &[(usize, usize)]) -> Result<Digraph, InvalidPosition> {
        let arcs: Vec<_> = arcs.iter().map(|&(u, v)| (u, v, false)).collect();
        Digraph::build(blue, &arcs)
    }

    /// [`Digraph::from_arcs`] of arcs `(u, v, both)`, with the arc back from `v` to `u`
    /// too when `both`; a refused arc is named by its place in the list, from 1.
    fn build(blue: &[bool], arcs: &[(usize, usize, bool)]) -> Result<Digraph, InvalidPosition> {
        let n = blue.len();
        if n > MAX_VERTICES {
            return Err(InvalidPosition(format!(
                "a position has at most {MAX_VERTICES} vertices (got {n})"
            )));
        }
        let mut out = vec![0u64; n];
        for (i, &(u, v, both)) in arcs.iter().enumerate() {
            let arrow = if both { '-' } else { '>' };
            if let Some(&w) = [u, v].iter().find(|&&w| w >= n) {
                let range = match n {
                    0 => "none: no colour was given".to_string(),
                    _ => format!("0 to {}", n - 1),
                };
                return Err(InvalidPosition(format!(
                    "arc {} ({u}{arrow}{v}): vertex {w} is out of range (the vertices are \
                     {range})",
                    i + 1
                )));
            }
            if u == v {
                return Err(InvalidPosition(format!(
                    "arc {} ({u}{arrow}{v}) is a loop; a move at a vertex deletes it anyway",
                    i + 1
                )));
            }
            out[u] |= 1 << v;
            if both {
                out[v] |= 1 << u;
            }
        }
        let blue = (0..n).filter(|&v| blue[v]).fold(0, |m, v| m | 1 << v);
        Ok(Digraph {
            out: out.into(),
            blue,
        })
    }

    /// The number of vertices.
    pub fn vertices(&self) -> usize {
        self.out.len()
    }

    /// The set of all vertices.
    fn all(&self) -> u64 {
        low_bits::<u64>(self.vertices())
    }

    /// The arcs `(u, v)`, from `u` to `v`, in order.
    pub fn arcs(&self) -> Vec<(usize, usize)> {
        (0..self.vertices())
            .flat_map(|u| bits(self.out[u]).map(move |v| (u, v)))
            .collect()
    }

    /// Whether vertex `v` is blue (Left's).
    pub fn is_blue(&self, v: usize) -> bool {
        self.blue >> v & 1 == 1
    }

    /// The sub-digraph induced by `within`, its vertices renumbered in order.
    fn induced(&self, within: u64) -> Digraph {
        Digraph {
            out: induced_rows(&self.out, within).into(),
            blue: compress(self.blue, within),
        }
    }

    /// The positions after each move at a vertex of `mine`: the vertex and its
    /// out-neighbours deleted.
    fn moves(&self, mine: u64) -> Vec<Digraph> {
        let all = self.all();
        bits(mine)
            .map(|v| self.induced(all & !(1 << v) & !self.out[v]))
            .collect()
    }

    /// The weakly connected components, each renumbered (none for the empty digraph).
    fn parts(&self) -> Vec<Digraph> {
        let all = self.all();
        if all == 0 {
            return Vec::new();
        }
        let underlying = Graph::underlying(&self.out);
        if underlying.reach(1, all) == all {
            return vec![self.clone()];
        }
        underlying
            .components(all)
            .into_iter()
            .map(|part| self.induced(part))
            .collect()
    }

    /// The position with blue and red exchanged (its negative).
    fn swapped(&self) -> Digraph {
        Digraph {
            out: self.out.clone(),
            blue: self.all() & !self.blue,
        }
    }

    /// The position with its vertices numbered backwards (the same game).
    fn reversed(&self) -> Digraph {
        Digraph {
            out: reversed_rows(&self.out).into(),
            blue: reverse(self.blue, self.vertices()),
        }
    }
}

/// The syntax of a position, for messages.
const SYNTAX: &str = "a position is COLOURS[:ARCS], e.g. BRR:0>1,1-2";

impl FromStr for Digraph {
    type Err = InvalidPosition;

    /// `COLOURS[:ARCS]`, see the [module documentation](self).
    fn from_str(text: &str) -> Result<Digraph, InvalidPosition> {
        let (colours, list) = text.split_once(':').unwrap_or((text, ""));
        let count = colours.chars().count();
        if count > MAX_VERTICES {
            return Err(InvalidPosition(format!(
                "a position has at most {MAX_VERTICES} vertices (got {count} colours)"
            )));
        }
        let blue = colours
            .chars()
            .enumerate()
            .map(|(v, c)| match c {
                'B' | 'b' | 'L' | 'l' => Ok(true),
                'R' | 'r' => Ok(false),
                other => Err(InvalidPosition(format!(
                    "colour of vertex {v}: expected B (blue, Left's) or R (red, Right's), \
                     found '{}'; {SYNTAX}",
                    excerpt(&other.to_string())
                ))),
            })
            .collect::<Result<Vec<bool>, _>>()?;
        let mut arcs = Vec::new();
        if !list.is_empty() {
            for (i, item) in list.split(',').enumerate() {
                let digits = |t: &str| !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit());
                let malformed = || {
                    InvalidPosition(format!(
                        "arc {} '{}': expected U>V (an arc from U to V) or U-V (arcs both \
                         ways), vertices from 0; {SYNTAX}",
                        i + 1,
                        excerpt(item)
                    ))
                };
                let at = item.find(['>', '-']).ok_or_else(malformed)?;
                let (u, v) = (&item[..at], &item[at + 1..]);
                if !digits(u) || !digits(v) {
                    return Err(malformed());
                }
                let vertex = |t: &str| {
                    t.parse::<usize>().map_err(|_| {
                        InvalidPosition(format!(
                            "arc {}: vertex {} is out of range (at most {MAX_VERTICES} vertices)",
                            i + 1,
                            excerpt(t)
                        ))
                    })
                };
                arcs.push((vertex(u)?, vertex(v)?, item.as_bytes()[at] == b'-'));
            }
        }
        Digraph::build(&blue, &arcs)
    }
}

impl fmt::Display for Digraph {
    /// The colours, then the arcs, `U-V` for arcs both ways (`U < V`) and `U>V` for
    /// the others, in order.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for v in 0..self.vertices() {
            f.write_str(if self.is_blue(v) { "B" } else { "R" })?;
        }
        let mut sep = ":";
        for (u, v) in self.arcs() {
            let back = self.out[v] >> u & 1 == 1;
            if back && v < u {
                continue; // written as v-u
            }
            let arrow = if back { '-' } else { '>' };
            write!(f, "{sep}{u}{arrow}{v}")?;
            sep = ",";
        }
        Ok(())
    }
}

/// Digraph Placement, for the generic [`Solver`](conway::partizan::Solver).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DigraphPlacement;

impl Ruleset for DigraphPlacement {
    type Position = Digraph;

    fn left_options(&self, p: &Digraph) -> Vec<Digraph> {
        p.moves(p.blue)
    }

    fn right_options(&self, p: &Digraph) -> Vec<Digraph> {
        p.moves(p.all() & !p.blue)
    }

    fn components(&self, p: &Digraph) -> Vec<Digraph> {
        p.parts()
    }

    /// An option is a sub-digraph: induced, split into components and normalised over
    /// four images of its rows, as a colouring game's option is (see
    /// [`ColouringGame`](crate::graph::colouring::ColouringGame)), and priced alike.
    fn work_per_option(&self, p: &Digraph) -> u64 {
        1 + p.vertices() as u64 / 2
    }

    fn normalise(&self, p: &Digraph) -> Normalised<Digraph> {
        let reversed = p.reversed();
        let images = [
            (p.swapped(), true),
            (reversed.swapped(), true),
            (reversed, false),
            (p.clone(), false),
        ];
        let (key, negated) = images
            .into_iter()
            .min_by(|(a, _), (b, _)| a.cmp(b))
            .expect("four images");
        Normalised { key, negated }
    }
}

/// The drawing of a position: its vertices in their colours on a circle and an arrow
/// for each arc (arcs both ways are two arrows, bowed apart).
fn draw(text: &str) -> Result<String, InvalidPosition> {
    let p: Digraph = text.parse()?;
    let vertices: Vec<Owner> = (0..p.vertices())
        .map(|v| {
            if p.is_blue(v) {
                Owner::Left
            } else {
                Owner::Right
            }
        })
        .collect();
    let edges: Vec<_> = p
        .arcs()
        .into_iter()
        .map(|(u, v)| (u, v, Owner::Neither))
        .collect();
    drawing::digraph(&vertices, &edges)
}

/// The registry entry.
pub const ENTRY: Entry = Entry {
    name: "digraphplacement",
    syntax: "a colour per vertex, B (blue, Left's) or R (red, Right's), then optionally : \
             and arcs U>V (from U to V) or U-V (both ways) separated by commas (vertices \
             from 0, at most 64)",
    about: "Digraph Placement: Left deletes a blue vertex with its out-neighbours, Right a \
            red one",
    examples: &[
        "digraphplacement:BR:0>1",
        "digraphplacement:RRBBB:1>0,2>0,3>0,4>0,2>1,3>1,4>1,1>4,2>4,3>4",
        "digraphplacement:BRBR:0-1,1>2,2-3,3>0",
    ],
    argument_chars: ":->",
    draw,
    editor: None,
    make: |variant| {
        contract::printing_position_solver(
            variant,
            DigraphPlacement,
            str::parse,
            Digraph::to_string,
        )
    },
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::arc_kayles::ArcKayles;
    use crate::graph::colouring::{Colouring, ColouringGame};
    use crate::test_random::Xorshift;
    use conway::partizan::{parse as game, Arena, GameId, Solver};
    use std::collections::HashMap;

    /// Slow twin: the rules as stated, on the colours and the list of arcs of the whole
    /// digraph and the set of vertices not yet deleted; no components, no renumbering,
    /// no symmetry. Memoised per set.
    fn plain(
        arena: &mut Arena,
        colours: &[char],
        arcs: &[(usize, usize)],
        alive: u64,
        memo: &mut HashMap<u64, GameId>,
    ) -> GameId {
        if let Some(&g) = memo.get(&alive) {
            return g;
        }
        let (mut left, mut right) = (Vec::new(), Vec::new());
        for (v, &colour) in colours.iter().enumerate() {
            if alive >> v & 1 == 0 {
                continue;
            }
            let mut after = alive & !(1 << v);
            for &(from, to) in arcs {
                if from == v {
                    after &= !(1 << to);
                }
            }
            let g = plain(arena, colours, arcs, after, memo);
            match colour {
                'B' => left.push(g),
                _ => right.push(g),
            }
        }
        let g = arena.game(&left, &right).unwrap();
        memo.insert(alive, g);
        g
    }

    fn value(arena: &mut Arena, text: &str) -> GameId {
        let p: Digraph = text.parse().unwrap();
        Solver::new(DigraphPlacement).value(arena, &p).unwrap()
    }

    /// The test of the `cgt` crate (`two_down_star`): its arcs and colours, whose value
    /// `cgt` prints `2v*`, in its notation as in ours `2↓*`, the number 2 plus down plus
    /// star (not `⇓*`, which both write `v2*`): its stops are 2, and `{2 | 2, 2*}` by
    /// hand. Left's best move, at vertex 4, leaves the two blue vertices 2 and 3; Right's
    /// at 1 leaves them too, and Right's at 0 leaves `2*`.
    #[test]
    fn cgts_value_is_two_down_star() {
        let mut arena = Arena::new();
        let g = value(&mut arena, "RRBBB:1>0,2>0,3>0,4>0,2>1,3>1,4>1,1>4,2>4,3>4");
        assert_eq!(arena.display(g), "2v*");
        for form in ["2v*", "2 + v + *", "{2 | 2, 2*}"] {
            assert_eq!(g, game(&mut arena, form).unwrap(), "{form}");
        }
        assert_ne!(g, game(&mut arena, "v2*").unwrap());
    }

    /// Values that the Python package `cgt-py` 0.11.0 (`DigraphPlacement`) gives, as it
    /// prints them: the same positions, among 700 random digraphs of up to 7 vertices
    /// whose values were all found equal (each compared with `cgt-py`'s canonical form
    /// written out as nested options).
    #[test]
    fn values_agree_with_cgt_py() {
        let mut arena = Arena::new();
        for (text, cgt) in [
            ("RBR:0>1,0>2,1>0,1>2", "v*"),
            ("BBBR:1>0,1>3,2>1,3>0,3>1", "1^*"),
            ("RRRBRB:0>2,0>5,1>3,2>5,3>1", "-5/2*"),
            ("RRRBB:0>3,0>4,2>3,3>1,3>4,4>2", "{-1*|-2}"),
            ("BBRBR:2>0,2>1,2>3,3>1,3>2,4>1,4>2", "{0, {0|-1}|-1}"),
            ("BRBBR:0>4,1>0,2>4,3>4,4>1,4>2,4>3", "{1|1, {1|0}}"),
            ("BRBRB:0>4,2>3,3>0,3>2,4>1,4>2", "{3/2|1/2}"),
        ] {
            let g = value(&mut arena, text);
            let want = game(&mut arena, cgt).unwrap();
            assert_eq!(g, want, "{text}: {} vs {cgt}", arena.display(g));
        }
    }

    /// Values derived by hand from the rules (and checked against the twin):
    /// * a lone blue vertex is 1 (Left's one move), a lone red one -1, and lone vertices
    ///   add up;
    /// * blue `0` and red `1` with arcs both ways: either move deletes both, `{0 | 0} = *`;
    ///   with the arc `0>1` only, Right's move leaves blue `0`: `{0 | 1} = 1/2`; with
    ///   `1>0` only, Left's leaves red `1`: `{-1 | 0} = -1/2`;
    /// * two blue vertices: arcs both ways, `{0 |} = 1`; one arc, `{0, 1 |} = 2`;
    /// * a blue centre with arcs to `k` red leaves: Left's move deletes everything and
    ///   Right's deletes one leaf, `G_k = {0 | G_(k-1)}` from `G_0 = 1`: `2^-k`;
    /// * `k` red leaves with arcs to a blue centre: Left's move leaves `k` red vertices,
    ///   Right's `k - 1`: `{-k | -(k-1)} = 1/2 - k`.
    #[test]
    fn small_digraphs_have_their_derived_values() {
        let mut arena = Arena::new();
        let mut cases: Vec<(String, String)> = [
            ("B", "1"),
            ("R", "-1"),
            ("BBRBB", "3"),
            ("", "0"),
            ("BR:0-1", "*"),
            ("BR:0>1", "1/2"),
            ("BR:1>0", "-1/2"),
            ("BB:0-1", "1"),
            ("BB:0>1", "2"),
        ]
        .iter()
        .map(|&(p, v)| (p.to_string(), v.to_string()))
        .collect();
        for k in 1..=5 {
            let leaves = "R".repeat(k);
            let out: Vec<String> = (1..=k).map(|v| format!("0>{v}")).collect();
            let into: Vec<String> = (1..=k).map(|v| format!("{v}>0")).collect();
            cases.push((
                format!("B{leaves}:{}", out.join(",")),
                format!("1/{}", 1 << k),
            ));
            cases.push((
                format!("B{leaves}:{}", into.join(",")),
                format!("{}/2", 1 - 2 * k as i32),
            ));
        }
        for (text, expected) in cases {
            let g = value(&mut arena, &text);
            let want = game(&mut arena, &expected).unwrap();
            assert_eq!(g, want, "{text}: {}", arena.display(g));
            let p: Digraph = text.parse().unwrap();
            let colours: Vec<char> = (0..p.vertices())
                .map(|v| if p.is_blue(v) { 'B' } else { 'R' })
                .collect();
            let slow = plain(
                &mut arena,
                &colours,
                &p.arcs(),
                p.all(),
                &mut HashMap::new(),
            );
            assert_eq!(slow, want, "{text}");
        }
    }

    /// Random digraphs of up to 8 vertices, of every density: the solver (components,
    /// renumbering, the colour swap, the backwards numbering) against the twin, and the
    /// written position read back as the same position.
    #[test]
    fn solver_agrees_with_the_plain_rules_on_random_digraphs() {
        let mut arena = Arena::new();
        let mut solver = Solver::new(DigraphPlacement);
        let mut rng = Xorshift(0x2545_f491_4f6c_dd1d);
        let mut split = 0;
        for _ in 0..400 {
            let n = 1 + rng.below(8) as usize;
            let density = 1 + rng.below(6);
            let colours: Vec<char> = (0..n).map(|_| ['B', 'R'][rng.below(2) as usize]).collect();
            let mut arcs = Vec::new();
            for u in 0..n {
                for v in 0..n {
                    if u != v && rng.below(12) < density {
                        arcs.push((u, v));
                    }
                }
            }
            let list: Vec<String> = arcs.iter().map(|(u, v)| format!("{u}>{v}")).collect();
            let text = format!("{}:{}", colours.iter().collect::<String>(), list.join(","));
            let p: Digraph = text.parse().unwrap();
            let fast = solver.value(&mut arena, &p).unwrap();
            let slow = plain(&mut arena, &colours, &arcs, p.all(), &mut HashMap::new());
            assert_eq!(
                fast,
                slow,
                "{text}: {} vs {}",
                arena.display(fast),
                arena.display(slow)
            );
            let again: Digraph = p.to_string().parse().unwrap();
            assert_eq!(again, p, "{text} written {p}");
            split += usize::from(DigraphPlacement.components(&p).len() > 1);
        }
        assert!(split > 40, "only {split} digraphs had several components");
    }

    /// Col, Snort and Arc Kayles are instances of Digraph Placement (the paper's
    /// conflict placement games). A vertex `v` of a graph becomes a blue vertex `2v`
    /// (colouring `v` blue) and a red one `2v + 1`; either deletes both, and in Col the
    /// blue one also deletes the blue vertices of `v`'s neighbours (no blue next to
    /// blue), in Snort their red ones. In Arc Kayles each edge becomes a blue and a red
    /// vertex, each with arcs to both vertices of every edge that shares an end with it.
    /// On random graphs the values agree with those rulesets'.
    #[test]
    fn col_snort_and_arc_kayles_are_instances() {
        let mut arena = Arena::new();
        let mut digraph = Solver::new(DigraphPlacement);
        let mut col = Solver::new(ColouringGame::Col);
        let mut snort = Solver::new(ColouringGame::Snort);
        let mut arc_kayles = Solver::new(ArcKayles);
        let mut rng = Xorshift(0x9e37_79b9_7f4a_7c15);
        for _ in 0..60 {
            let n = 1 + rng.below(7) as usize;
            let mut edges = Vec::new();
            for u in 0..n {
                for v in u + 1..n {
                    if rng.below(3) == 0 {
                        edges.push((u, v));
                    }
                }
            }
            let graph = Graph::from_edges(n, &edges).unwrap();
            let colours: Vec<bool> = (0..2 * n).map(|x| x % 2 == 0).collect();
            // Col forbids the mover's colour next to a colouring, Snort the opponent's
            for (game, solver, own) in [
                (ColouringGame::Col, &mut col, true),
                (ColouringGame::Snort, &mut snort, false),
            ] {
                let mut arcs = Vec::new();
                for v in 0..n {
                    arcs.extend([(2 * v, 2 * v + 1), (2 * v + 1, 2 * v)]);
                    for u in bits(graph.neighbours(v)) {
                        let (blue, red) = if own {
                            (2 * u, 2 * u + 1)
                        } else {
                            (2 * u + 1, 2 * u)
                        };
                        arcs.extend([(2 * v, blue), (2 * v + 1, red)]);
                    }
                }
                let p = Digraph::from_arcs(&colours, &arcs).unwrap();
                let g = digraph.value(&mut arena, &p).unwrap();
                let want = solver
                    .value(&mut arena, &Colouring::new(graph.clone()))
                    .unwrap();
                assert_eq!(g, want, "{game:?} on {edges:?}: {}", arena.display(g));
            }
            let m = edges.len();
            let mut arcs = Vec::new();
            for (i, &(a, b)) in edges.iter().enumerate() {
                for (j, &(c, d)) in edges.iter().enumerate() {
                    if i == j || [a, b].iter().any(|x| [c, d].contains(x)) {
                        for (x, y) in [
                            (2 * i, 2 * j),
                            (2 * i, 2 * j + 1),
                            (2 * i + 1, 2 * j),
                            (2 * i + 1, 2 * j + 1),
                        ] {
                            if x != y {
                                arcs.push((x, y));
                            }
                        }
                    }
                }
            }
            let colours: Vec<bool> = (0..2 * m).map(|x| x % 2 == 0).collect();
            let p = Digraph::from_arcs(&colours, &arcs).unwrap();
            let g = digraph.value(&mut arena, &p).unwrap();
            let nim = arc_kayles.nim_value(&mut arena, &graph).unwrap();
            assert_eq!(g, arena.nimber(nim), "Arc Kayles on {edges:?}");
        }
    }

    #[test]
    fn parts_are_renumbered_and_swapping_colours_negates() {
        let p: Digraph = "BRRBB:0>2,3>4,4>3".parse().unwrap();
        let parts = DigraphPlacement.components(&p);
        let written: Vec<String> = parts.iter().map(Digraph::to_string).collect();
        assert_eq!(written, ["BR:0>1", "R", "BB:0-1"]);
        let q: Digraph = "BBRR:0>2,1>3".parse().unwrap();
        let parts = DigraphPlacement.components(&q);
        assert_eq!(parts.len(), 2);
        assert_eq!(parts[0], parts[1], "{q}: both parts are BR:0>1");
        assert!(DigraphPlacement.components(&"".parse().unwrap()).is_empty());
        // the graph underlying 0>1, 2>1, 2>0 and 0>2: the directions forgotten
        let underlying = Graph::underlying(&[0b110, 0, 0b011]);
        assert_eq!(underlying.edges(), [(0, 1), (0, 2), (1, 2)]);
        assert_eq!(
            Graph::underlying(&[0b10, 0, 0]).components(0b111),
            [0b011, 0b100]
        );
        let mut arena = Arena::new();
        let mut solver = Solver::new(DigraphPlacement);
        for text in [
            "BR:0>1",
            "BRBR:0-1,1>2,2-3,3>0",
            "BBRRB:0>1,1>2,2>3,3>4,4>0",
        ] {
            let p: Digraph = text.parse().unwrap();
            let g = solver.value(&mut arena, &p).unwrap();
            let h = solver.value(&mut arena, &p.swapped()).unwrap();
            assert_eq!(arena.neg(g), h, "{text}");
            let r = solver.value(&mut arena, &p.reversed()).unwrap();
            assert_eq!(g, r, "{text}");
            // the four images share one key, negated exactly for the swapped ones
            let key = DigraphPlacement.normalise(&p);
            let images = [
                (p.swapped(), true),
                (p.reversed(), false),
                (p.reversed().swapped(), true),
            ];
            for (image, swapped) in images {
                let other = DigraphPlacement.normalise(&image);
                assert_eq!(other.key, key.key, "{text}");
                assert_eq!(other.negated != key.negated, swapped, "{text}");
            }
        }
    }

    #[test]
    fn positions_are_written_back_and_bad_ones_named() {
        let p: Digraph = "brl:0>1,1>0,2>1,2>1".parse().unwrap();
        assert_eq!(p.to_string(), "BRB:0-1,2>1");
        assert_eq!(p.arcs(), [(0, 1), (1, 0), (2, 1)]);
        assert_eq!("BR:".parse::<Digraph>().unwrap().to_string(), "BR");
        assert_eq!("".parse::<Digraph>().unwrap().to_string(), "");
        let err = |t: &str| t.parse::<Digraph>().unwrap_err().0;
        assert!(err("BXR").contains("colour of vertex 1: expected B (blue, Left's) or R"));
        assert!(err("BR:0>1,1>2")
            .contains("arc 2 (1>2): vertex 2 is out of range (the vertices are 0 to 1)"));
        assert!(err("BR:0-0").contains("arc 1 (0-0) is a loop"));
        assert!(err("BR:0>1,1").contains("arc 2 '1': expected U>V"));
        assert!(err("BR:0>1,").contains("arc 2 ''"));
        assert!(err("BR:0=1").contains("arc 1 '0=1'"));
        assert!(err("BR:0>-1").contains("arc 1 '0>-1'"));
        assert!(err(":0>1").contains("the vertices are none"));
        assert!(err(&"B".repeat(65)).contains("at most 64 vertices (got 65 colours)"));
        assert!(err("BR:0>99999999999999999999999")
            .contains("vertex 99999999999999999999999 is out of range"));
        let long = err(&format!("BR:{}", "7".repeat(10_000)));
        assert!(long.len() < 400, "{long}");
        let full = "B".repeat(64) + ":63>0";
        assert_eq!(full.parse::<Digraph>().unwrap().arcs(), [(63, 0)]);
    }
}
