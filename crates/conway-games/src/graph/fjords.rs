//! Fjords (CGSuite's library, `game.graph.Fjords`): the vertices of a graph are untinted
//! or tinted Left's or Right's. A player moves at a vertex tinted their own colour: the
//! vertex is removed, its untinted neighbours take the mover's tint, and its neighbours
//! tinted the opponent's are removed (those tinted the mover's stay). The player who
//! cannot move loses.
//!
//! No description of the game is published; the rules are read from CGSuite's code
//! (`lib/core/src/main/resources/org/cgsuite/lang/resources/game/graph/`):
//! `constants.cgs` defines `Fjords := GenCol([Left], [Right])`, and `GenCol.cgs` lets a
//! player move at a vertex whose label is in their list (Left: `Left`, Right: `Right`),
//! relabels the neighbours labelled `Nothing` with the player, and deletes the vertex and
//! its neighbours labelled with the opponent. CGSuite has no test of Fjords.
//!
//! That move is Snort's colouring of the vertex ([`super::snort`], which is
//! `GenCol([Nothing, Left], [Nothing, Right])` there): in Snort's position of
//! [`colouring`](super::colouring), the sets of the vertices each player may colour, an
//! untinted vertex is one both players may colour and a tinted one one that only that
//! player may. So Fjords is Snort in which a player may colour only a vertex tinted
//! theirs, on the same positions, with the same reductions, each a theorem for Fjords as
//! for Snort: a move at `v` changes only `v` and its neighbours, so the connected
//! components are a disjunctive sum (each renumbered); the rule is the same for both
//! players, so swapping the tints negates; numbering the vertices backwards is an
//! isomorphism. [`Fjords`] takes those hooks from Snort's ruleset. A part without a
//! tinted vertex is `0`: tints only spread from moves.
//!
//! Positions are a graph of [`graph`](crate::graph) followed by `:tints:` and one
//! character per vertex: `.` untinted, `L` Left's, `R` Right's (CGSuite's labels), e.g.
//! `path:3:tints:L.R`. Options are written `edges:N:...:tints:...` on the vertices left,
//! renumbered in order; none left is the empty text, the game 0.
//!
//! ```
//! use conway::partizan::{Arena, Solver};
//! use conway_games::graph::fjords::{self, Fjords};
//! let mut arena = Arena::new();
//! let mut solver = Solver::new(Fjords);
//! let mut value = |text: &str| {
//!     let g = solver.value(&mut arena, &fjords::parse(text).unwrap()).unwrap();
//!     arena.display(g)
//! };
//! // Left's move leaves the middle vertex Left's next to Right's vertex, `*`, and Right's
//! // the same the other way round: {* | *} = 0
//! assert_eq!(value("path:3:tints:L.R"), "0");
//! // Left at either end removes the middle too, leaving her other end (1); Right in the
//! // middle removes all three
//! assert_eq!(value("path:3:tints:LRL"), "{1|0}");
//! ```

use conway::excerpt::excerpt;
use conway::partizan::{Normalised, Ruleset};

use super::colouring::{Colouring, ColouringGame};
use super::{arc_kayles, compress, Graph};
use crate::bitset::bits;
use crate::contract::{self, Editor, EditorShape, EditorStart, Entry};
use crate::invalid::InvalidPosition;

/// Fjords, for the generic [`Solver`](conway::partizan::Solver): Snort's moves at the
/// vertices tinted the mover's, and Snort's components, key and price.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Fjords;

impl Fjords {
    /// The positions after each move of Left (`blue`) or Right: a vertex tinted theirs
    /// (in their set and not the opponent's) coloured as in Snort.
    fn moves(position: &Colouring, blue: bool) -> Vec<Colouring> {
        let (mine, theirs) = match blue {
            true => (position.left(), position.right()),
            false => (position.right(), position.left()),
        };
        bits(mine & !theirs)
            .map(|v| position.coloured(v, blue, ColouringGame::Snort))
            .collect()
    }
}

impl Ruleset for Fjords {
    type Position = Colouring;

    fn left_options(&self, position: &Colouring) -> Vec<Colouring> {
        Fjords::moves(position, true)
    }

    fn right_options(&self, position: &Colouring) -> Vec<Colouring> {
        Fjords::moves(position, false)
    }

    fn components(&self, position: &Colouring) -> Vec<Colouring> {
        ColouringGame::Snort.components(position)
    }

    fn work_per_option(&self, position: &Colouring) -> u64 {
        ColouringGame::Snort.work_per_option(position)
    }

    fn normalise(&self, position: &Colouring) -> Normalised<Colouring> {
        ColouringGame::Snort.normalise(position)
    }
}

/// Reads `GRAPH:tints:T...`, `T` one of `.`, `L`, `R` per vertex (see the
/// [module documentation](self)).
pub fn parse(text: &str) -> Result<Colouring, InvalidPosition> {
    let (graph, tints) = text.split_once(":tints:").ok_or_else(|| {
        InvalidPosition(format!(
            "expected a graph, :tints: and one of . L R per vertex (e.g. path:3:tints:L.R), \
             found '{}'",
            excerpt(text)
        ))
    })?;
    let graph: Graph = graph.parse()?;
    let n = graph.vertices();
    let count = tints.chars().count();
    if count != n {
        return Err(InvalidPosition(format!(
            "tints '{}' gives {count} tints for the {n} vertices of the graph",
            excerpt(tints)
        )));
    }
    let (mut left, mut right) = (0u64, 0u64);
    for (v, c) in tints.chars().enumerate() {
        let (l, r): (u64, u64) = match c {
            '.' => (1, 1),
            'L' => (1, 0),
            'R' => (0, 1),
            other => {
                return Err(InvalidPosition(format!(
                    "tint of vertex {v}: expected '.' (untinted), 'L' (Left's) or 'R' \
                     (Right's), found '{other}'"
                )))
            }
        };
        left |= l << v;
        right |= r << v;
    }
    Ok(Colouring::with_tints(graph, left, right))
}

/// The position written `edges:N:...:tints:...` on its vertices left, renumbered in order
/// (read back by [`parse`]), or the empty text if none is left.
pub fn written(position: &Colouring) -> String {
    let live = position.left() | position.right();
    if live == 0 {
        return String::new();
    }
    let graph = position.graph().induced(live);
    let (left, right) = (
        compress(position.left(), live),
        compress(position.right(), live),
    );
    let tints: String = (0..graph.vertices())
        .map(|v| match (left >> v & 1, right >> v & 1) {
            (1, 1) => '.',
            (1, 0) => 'L',
            _ => 'R',
        })
        .collect();
    format!("{}:tints:{tints}", arc_kayles::written(&graph))
}

/// The registry entry.
pub const ENTRY: Entry = Entry {
    name: "fjords",
    syntax: "a graph: path:N, cycle:N, grid:RxC, complete:N or edges:N:U-V,... (vertices \
             from 0), then :tints: and one of . (untinted) L (Left's) R (Right's) per vertex",
    about: "Fjords: a player removes a vertex of their tint; its untinted neighbours take \
            that tint, those of the opponent's are removed",
    examples: &[
        "fjords:path:3:tints:LRL",
        "fjords:edges:5:0-1,1-2,2-3,3-4,4-0,0-2:tints:L..R.",
    ],
    argument_chars: "-:",
    draw: |text| parse(text)?.draw(),
    editor: Some(Editor {
        shape: EditorShape::GridGraph { marks: "tints" },
        symbols: ".LR",
        start: EditorStart::First,
    }),
    make: |variant| contract::printing_position_solver(variant, Fjords, parse, written),
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_random::Xorshift;
    use conway::partizan::{parse as game, Arena, GameId, Ruleset, Solver};
    use std::collections::HashMap;

    /// A vertex's label in CGSuite's GenCol: `Nothing`, `Left`, `Right`, or deleted.
    #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
    enum Label {
        Nothing,
        Left,
        Right,
        Deleted,
    }

    /// Slow twin: GenCol([Left], [Right]) as CGSuite's code states it, on a list of
    /// labels and a list of edges: a player moves at a vertex labelled with them; its
    /// neighbours labelled `Nothing` get the player's label, and it and its neighbours
    /// labelled with the opponent are deleted. No tints as sets, no components, no
    /// symmetry; memoised per labelling.
    fn plain(
        arena: &mut Arena,
        edges: &[(usize, usize)],
        labels: &[Label],
        memo: &mut HashMap<Vec<Label>, GameId>,
    ) -> GameId {
        if let Some(&g) = memo.get(labels) {
            return g;
        }
        let mut sides = [Vec::new(), Vec::new()];
        for (side, (mine, theirs)) in [(Label::Left, Label::Right), (Label::Right, Label::Left)]
            .into_iter()
            .enumerate()
        {
            for v in (0..labels.len()).filter(|&v| labels[v] == mine) {
                let mut after = labels.to_vec();
                for &(a, b) in edges {
                    let target = match (a == v, b == v) {
                        (true, _) => b,
                        (_, true) => a,
                        _ => continue,
                    };
                    if labels[target] == Label::Nothing {
                        after[target] = mine;
                    } else if labels[target] == theirs {
                        after[target] = Label::Deleted;
                    }
                }
                after[v] = Label::Deleted;
                let g = plain(arena, edges, &after, memo);
                sides[side].push(g);
            }
        }
        let g = arena.game(&sides[0], &sides[1]).unwrap();
        memo.insert(labels.to_vec(), g);
        g
    }

    /// A random position of up to 9 vertices: its edges and labels.
    fn random(rng: &mut Xorshift) -> (Vec<(usize, usize)>, Vec<Label>) {
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
        let labels = (0..n)
            .map(|_| match rng.below(4) {
                0 => Label::Left,
                1 => Label::Right,
                _ => Label::Nothing,
            })
            .collect();
        (edges, labels)
    }

    /// The text of a position.
    fn text(edges: &[(usize, usize)], labels: &[Label]) -> String {
        let list: Vec<String> = edges.iter().map(|(u, v)| format!("{u}-{v}")).collect();
        let tints: String = labels
            .iter()
            .map(|l| match l {
                Label::Nothing => '.',
                Label::Left => 'L',
                Label::Right => 'R',
                Label::Deleted => unreachable!("a random position deletes nothing"),
            })
            .collect();
        format!("edges:{}:{}:tints:{tints}", labels.len(), list.join(","))
    }

    #[test]
    fn solver_agrees_with_cgsuites_rules_on_random_tinted_graphs() {
        let mut arena = Arena::new();
        let mut solver = Solver::new(Fjords);
        let mut rng = Xorshift(0x6a09_e667_f3bc_c908);
        let mut kinds = HashMap::new();
        for _ in 0..300 {
            let (edges, labels) = random(&mut rng);
            let text = text(&edges, &labels);
            let position = parse(&text).unwrap();
            let fast = solver.value(&mut arena, &position).unwrap();
            let slow = plain(&mut arena, &edges, &labels, &mut HashMap::new());
            assert_eq!(fast, slow, "{text}: {}", arena.display(fast));
            *kinds.entry(arena.display(fast)).or_insert(0) += 1;
            // the written position reads back as the same game
            let again = parse(&written(&position)).unwrap();
            assert_eq!(solver.value(&mut arena, &again).unwrap(), fast, "{text}");
        }
        // the sample is varied: many different values
        assert!(kinds.len() >= 20, "{kinds:?}");
    }

    /// Swapping every tint swaps the players' roles: the negative. Numbering the vertices
    /// backwards is the same graph: the same value. Both checked on the texts.
    #[test]
    fn swapping_the_tints_negates_and_renumbering_keeps_the_value() {
        let mut arena = Arena::new();
        let mut solver = Solver::new(Fjords);
        let mut rng = Xorshift(0xbb67_ae85_84ca_a73b);
        for _ in 0..100 {
            let (edges, labels) = random(&mut rng);
            let n = labels.len();
            let swapped: Vec<Label> = labels
                .iter()
                .map(|&l| match l {
                    Label::Left => Label::Right,
                    Label::Right => Label::Left,
                    other => other,
                })
                .collect();
            let backwards: Vec<(usize, usize)> =
                edges.iter().map(|&(u, v)| (n - 1 - u, n - 1 - v)).collect();
            let reversed: Vec<Label> = labels.iter().rev().copied().collect();
            let mut value = |e: &[(usize, usize)], l: &[Label]| {
                solver
                    .value(&mut arena, &parse(&text(e, l)).unwrap())
                    .unwrap()
            };
            let g = value(&edges, &labels);
            let (minus, same) = (value(&edges, &swapped), value(&backwards, &reversed));
            assert_eq!(minus, arena.neg(g), "{}", text(&edges, &labels));
            assert_eq!(same, g, "{}", text(&edges, &labels));
        }
    }

    /// Values found by hand from the rules.
    #[test]
    fn small_values_by_hand() {
        let mut arena = Arena::new();
        let mut solver = Solver::new(Fjords);
        let mut check = |text: &str, expected: &str| {
            let g = solver.value(&mut arena, &parse(text).unwrap()).unwrap();
            let want = game(&mut arena, expected).unwrap();
            assert_eq!(g, want, "{text}: {}", arena.display(g));
        };
        // a lone vertex: Left's is Left's one move, 1; untinted, nobody's, 0
        check("path:1:tints:L", "1");
        check("path:1:tints:.", "0");
        check("path:1:tints:R", "-1");
        // Left's next to Right's: either player removes both, {0|0}
        check("path:2:tints:LR", "*");
        // Left's next to untinted or Left's: Left moves, leaving a lone Left's vertex
        check("path:2:tints:L.", "2");
        check("path:2:tints:LL", "2");
        check("path:3:tints:R.R", "-3");
        // L, n untinted, R: each move leaves the case n - 1, so {*|*} = 0 and {0|0} = *
        for n in 0..7 {
            let text = format!("path:{}:tints:L{}R", n + 2, ".".repeat(n));
            check(&text, if n % 2 == 0 { "*" } else { "0" });
        }
        // a star centred on Left's vertex with k untinted leaves: Left's move leaves k
        // lone Left's vertices, so k + 1
        for k in 1..6 {
            let edges: Vec<String> = (1..=k).map(|v| format!("0-{v}")).collect();
            let text = format!(
                "edges:{}:{}:tints:L{}",
                k + 1,
                edges.join(","),
                ".".repeat(k)
            );
            check(&text, &(k + 1).to_string());
        }
    }

    #[test]
    fn options_are_written_on_the_vertices_left() {
        let position = parse("path:3:tints:LRL").unwrap();
        let ruleset = Fjords;
        let left: Vec<String> = ruleset
            .left_options(&position)
            .iter()
            .map(written)
            .collect();
        let right: Vec<String> = ruleset
            .right_options(&position)
            .iter()
            .map(written)
            .collect();
        assert_eq!(left, vec!["edges:1:tints:L", "edges:1:tints:L"]);
        assert_eq!(right, vec![String::new()]);
    }

    #[test]
    fn tints_are_checked() {
        let err = |t: &str| parse(t).unwrap_err().0;
        assert!(err("path:3").contains("expected a graph, :tints: and one of . L R"));
        assert!(err("path:3:tints:L.").contains("gives 2 tints for the 3 vertices"));
        assert!(err("path:3:tints:L.B").contains("vertex 2: expected '.' (untinted)"));
        assert!(err("path:99:tints:L").contains("at most 64 vertices"));
        assert!(err(&format!("path:3:tints:{}", "L".repeat(100_000))).len() < 400);
        assert!(err(&"x".repeat(100_000)).len() < 400);
    }
}
