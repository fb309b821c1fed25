//! Hackenbush: a picture of edges, some touching the ground, each blue (Left may cut it),
//! red (Right may cut it) or green (either may). Cutting an edge removes it and every
//! edge no longer connected to the ground. The player who cannot cut loses.
//!
//! Hackenbush is the first game of Winning Ways (blue–red in chs. 1 and 2, green and
//! mixed pictures in ch. 7, "Hackenbush Hotchpotch"); Lessons in Play and Siegel's
//! *Combinatorial Game Theory* use it throughout. Here the ground is one vertex, `0`, and
//! a picture is a list of edges between numbered vertices, parallel edges and loops
//! allowed; edges not connected to the ground fall at once.
//!
//! Written forms:
//! * `U-V:C,U-V:C,...`: edges between vertices `U` and `V` (`0` is the ground), colour
//!   `C` one of `B` (blue), `R` (red), `G` (green), e.g. `0-1:B,1-2:R,1-2:G`;
//! * a string of `B` (or `L`) and `R` letters from the ground up, e.g. `BRRB`, the
//!   blue–red string `0-1, 1-2, ...` ([`string`]).
//!
//! Values are computed by the generic solver of rulesets with these reductions, all
//! theorems:
//! * **Components.** The parts of the picture that meet only at the ground (the
//!   connected components of the picture without the ground vertex, each with its edges
//!   to the ground; a loop at the ground is a part of its own) never interact: cutting an
//!   edge of one part disconnects nothing of another, since the ground stays. The
//!   picture is the disjunctive sum of its parts (Winning Ways, ch. 2), each renumbered
//!   as a picture of its own.
//! * **Strings.** A part that is a single blue–red path from the ground has its value by
//!   Berlekamp's rule ([`string`]).
//! * **Green pictures.** A part with green edges only is a nimber, by the fusion and
//!   colon principles ([`green`]).
//! * **Colour swap.** Exchanging blue and red swaps the players' roles and negates the
//!   value; a picture and its recolouring share a table entry.
//!
//! Pictures have at most 64 edges.
//!
//! ```
//! use conway::partizan::{Arena, Solver};
//! use conway_games::graph::hackenbush::{Hackenbush, Picture};
//! let mut arena = Arena::new();
//! let mut solver = Solver::new(Hackenbush);
//! let value = |arena: &mut Arena, solver: &mut Solver<Hackenbush>, text: &str| {
//!     let picture: Picture = text.parse().unwrap();
//!     let g = solver.value(arena, &picture).unwrap();
//!     arena.display(g)
//! };
//! assert_eq!(value(&mut arena, &mut solver, "BRRB"), "3/8"); // Berlekamp's rule
//! assert_eq!(value(&mut arena, &mut solver, "0-1:G,1-2:G,2-0:G"), "*"); // fusion
//! // Winning Ways, ch. 2: a blue edge with a red edge on top is 1/2; a second red edge
//! // beside the first, on the same blue edge, makes it {0 | {0 | 1}} = 1/4.
//! assert_eq!(value(&mut arena, &mut solver, "0-1:B,1-2:R,1-3:R"), "1/4");
//! // A blue edge with a green one on top: Left cuts either, Right only the green: {0, 1 | 1}.
//! assert_eq!(value(&mut arena, &mut solver, "0-1:B,1-2:G"), "1*");
//! ```

pub mod childish;
pub mod green;
pub mod string;

use conway::excerpt::excerpt;
use conway::partizan::{Arena, Error, GameId, Normalised, Ruleset};
use std::fmt;
use std::str::FromStr;
use std::sync::Arc;

use crate::bitset::bits;
use crate::contract::{self, Editor, EditorShape, EditorStart, Entry};
use crate::drawing::{self, Owner};
use crate::invalid::InvalidPosition;
use string::Stalk;

/// The most edges a picture may have.
pub const MAX_EDGES: usize = 64;

/// The edges of a picture as drawn: their ends (vertex 0 the ground), their colours, and
/// for every vertex the edges touching it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Edges {
    ends: Vec<(u8, u8)>,
    /// The edges Left may cut (blue and green).
    blue: u64,
    /// The edges Right may cut (red and green).
    red: u64,
    /// Per vertex, the edges touching it.
    incident: Vec<u64>,
}

impl Edges {
    /// The edges with these ends and colours (at most 64 edges, so at most 128
    /// vertices).
    fn new(ends: Vec<(u8, u8)>, blue: u64, red: u64) -> Edges {
        let vertices = ends.iter().map(|&(a, b)| usize::from(a.max(b)) + 1).max();
        let mut incident = vec![0u64; vertices.unwrap_or(1)];
        for (e, &(a, b)) in ends.iter().enumerate() {
            incident[usize::from(a)] |= 1 << e;
            incident[usize::from(b)] |= 1 << e;
        }
        Edges {
            ends,
            blue,
            red,
            incident,
        }
    }

    /// The ends of edge `e`.
    fn ends(&self, e: usize) -> (usize, usize) {
        let (a, b) = self.ends[e];
        (usize::from(a), usize::from(b))
    }

    /// The edges of `within` reached from the vertices of `start` by paths inside
    /// `within`, not passing through the ground unless the ground is in `start`.
    fn reach(&self, start: u128, within: u64) -> u64 {
        let mut vertices = start;
        let mut frontier = start;
        let mut reached = 0u64;
        while frontier != 0 {
            let mut new_edges = 0;
            for v in bits128(frontier) {
                new_edges |= self.incident[v] & within & !reached;
            }
            reached |= new_edges;
            let mut next = 0u128;
            for e in bits(new_edges) {
                let (a, b) = self.ends(e);
                next |= 1 << a | 1 << b;
            }
            // The ground is never passed through unless it is a start.
            frontier = next & !vertices & !1;
            vertices |= next;
        }
        reached
    }
}

/// A Hackenbush position: a picture and the edges still present, all connected to the
/// ground.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Picture {
    edges: Arc<Edges>,
    present: u64,
}

impl Picture {
    /// A drawing: the ground, and each edge still present in its colour.
    pub fn draw(&self) -> Result<String, InvalidPosition> {
        let edges: Vec<(usize, usize, Owner)> = bits(self.present)
            .map(|e| {
                let (a, b) = self.edges.ends(e);
                let owner = match (self.edges.blue >> e & 1, self.edges.red >> e & 1) {
                    (1, 1) => Owner::Both,
                    (1, 0) => Owner::Left,
                    _ => Owner::Right,
                };
                (a, b, owner)
            })
            .collect();
        drawing::graph(&vec![Owner::Both; self.edges.incident.len()], &edges, true)
    }

    /// The picture with these edges `(u, v, colour)`, `colour` one of `B`, `R`, `G`;
    /// edges not connected to the ground are dropped, and vertices renumbered in order
    /// of reach from the ground.
    fn from_edges(list: &[(usize, usize, char)]) -> Result<Picture, InvalidPosition> {
        if list.len() > MAX_EDGES {
            return Err(InvalidPosition(format!(
                "a picture has at most {MAX_EDGES} edges (got {})",
                list.len()
            )));
        }
        // The edges connected to the ground: at most 64, so at most 65 vertices.
        let mut grounded = vec![0usize];
        let mut kept = vec![false; list.len()];
        while let Some(i) = (0..list.len())
            .find(|&i| !kept[i] && (grounded.contains(&list[i].0) || grounded.contains(&list[i].1)))
        {
            kept[i] = true;
            for v in [list[i].0, list[i].1] {
                if !grounded.contains(&v) {
                    grounded.push(v);
                }
            }
        }
        let number = |v: usize| {
            let i = grounded.iter().position(|&g| g == v);
            i.expect("a vertex of a grounded edge is grounded") as u8
        };
        let (mut ends, mut blue, mut red) = (Vec::new(), 0u64, 0u64);
        for (e, &(u, v, colour)) in (0..list.len())
            .filter(|&i| kept[i])
            .map(|i| &list[i])
            .enumerate()
        {
            ends.push((number(u), number(v)));
            blue |= u64::from(colour != 'R') << e;
            red |= u64::from(colour != 'B') << e;
        }
        let n = ends.len();
        Ok(Picture {
            edges: Arc::new(Edges::new(ends, blue, red)),
            present: all_edges(n),
        })
    }

    /// The number of edges present.
    pub fn len(&self) -> usize {
        self.present.count_ones() as usize
    }

    /// Whether no edge is left.
    pub fn is_empty(&self) -> bool {
        self.present == 0
    }

    /// The picture after cutting edge `e`.
    fn cut(&self, e: usize) -> Picture {
        Picture {
            edges: Arc::clone(&self.edges),
            present: self.edges.reach(1, self.present & !(1 << e)),
        }
    }

    /// The pictures after each cut of an edge of `cuttable`.
    pub(crate) fn cuts(&self, cuttable: u64) -> Vec<Picture> {
        bits(self.present & cuttable).map(|e| self.cut(e)).collect()
    }

    /// The parts meeting only at the ground, as sets of edges.
    fn part_edges(&self) -> Vec<u64> {
        let mut rest = self.present;
        let mut parts = Vec::new();
        while rest != 0 {
            let e = rest.trailing_zeros() as usize;
            let (a, b) = self.edges.ends(e);
            let part = if a == 0 && b == 0 {
                1 << e
            } else {
                self.edges.reach((1 << a | 1 << b) & !1, rest)
            };
            parts.push(part);
            rest &= !part;
        }
        parts
    }

    /// The edges of `part` as a picture of their own, vertices renumbered.
    fn extract(&self, part: u64) -> Picture {
        let mut label = [u8::MAX; 128];
        label[0] = 0;
        let mut next = 1;
        let (mut ends, mut blue, mut red) = (Vec::new(), 0u64, 0u64);
        for (i, e) in bits(part).enumerate() {
            let (a, b) = self.edges.ends(e);
            for v in [a, b] {
                if label[v] == u8::MAX {
                    label[v] = next;
                    next += 1;
                }
            }
            ends.push((label[a], label[b]));
            blue |= (self.edges.blue >> e & 1) << i;
            red |= (self.edges.red >> e & 1) << i;
        }
        let n = ends.len();
        Picture {
            edges: Arc::new(Edges::new(ends, blue, red)),
            present: all_edges(n),
        }
    }

    /// The picture with blue and red exchanged (its negative).
    fn recoloured(&self) -> Picture {
        let e = &self.edges;
        Picture {
            edges: Arc::new(Edges::new(e.ends.clone(), e.red, e.blue)),
            present: self.present,
        }
    }

    /// The present edges as a blue–red string, if they form one path from the ground.
    fn as_string(&self) -> Option<Stalk> {
        let e = &self.edges;
        if self.present & e.blue & e.red != 0 {
            return None; // a green edge
        }
        let mut colours = Vec::with_capacity(self.len());
        let (mut at, mut used) = (0, 0u64);
        loop {
            let next = e.incident[at] & self.present & !used;
            match next.count_ones() {
                0 => break,
                1 => {}
                _ => return None, // a fork, or a loop seen twice
            }
            let edge = next.trailing_zeros() as usize;
            let (a, b) = e.ends(edge);
            if a == b {
                return None;
            }
            colours.push(e.blue >> edge & 1 == 1);
            used |= next;
            at = if a == at { b } else { a };
        }
        (used == self.present).then(|| Stalk::new(colours))
    }

    /// The ends of the present edges, if all are green.
    fn green_edges(&self) -> Option<Vec<(usize, usize)>> {
        let e = &self.edges;
        (self.present & !(e.blue & e.red) == 0)
            .then(|| bits(self.present).map(|i| e.ends(i)).collect())
    }
}

fn all_edges(n: usize) -> u64 {
    if n >= 64 {
        u64::MAX
    } else {
        (1 << n) - 1
    }
}

/// The indices of the set bits of a `u128`.
fn bits128(m: u128) -> impl Iterator<Item = usize> {
    bits(m as u64).chain(bits((m >> 64) as u64).map(|i| i + 64))
}

/// One edge `U-V:C`, the `index`-th (from 1).
fn edge(text: &str, index: usize) -> Result<(usize, usize, char), InvalidPosition> {
    let malformed = || {
        InvalidPosition(format!(
            "edge {index} '{}': expected U-V:C, vertices U and V (0 is the ground) and a \
             colour C: B (blue), R (red) or G (green)",
            excerpt(text)
        ))
    };
    let digits = |t: &str| !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit());
    let (ends, colour) = text.split_once(':').ok_or_else(malformed)?;
    let (u, v) = ends
        .split_once('-')
        .filter(|(u, v)| digits(u) && digits(v))
        .ok_or_else(malformed)?;
    let vertex = |t: &str| {
        t.parse::<usize>().map_err(|_| {
            InvalidPosition(format!(
                "edge {index}: vertex {} is out of range",
                excerpt(t)
            ))
        })
    };
    let colour = match colour {
        "B" | "R" | "G" => colour.chars().next().expect("one letter"),
        other => {
            return Err(InvalidPosition(format!(
                "edge {index}: unknown colour '{}' (B blue, R red, G green)",
                excerpt(other)
            )))
        }
    };
    Ok((vertex(u)?, vertex(v)?, colour))
}

impl fmt::Display for Picture {
    /// The edges still present, `U-V:C` separated by commas (empty when none is left).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, e) in bits(self.present).enumerate() {
            let (a, b) = self.edges.ends(e);
            let colour = match (self.edges.blue >> e & 1, self.edges.red >> e & 1) {
                (1, 1) => 'G',
                (1, 0) => 'B',
                _ => 'R',
            };
            write!(f, "{}{a}-{b}:{colour}", if i > 0 { "," } else { "" })?;
        }
        Ok(())
    }
}

impl FromStr for Picture {
    type Err = InvalidPosition;

    /// Edges `U-V:C` separated by commas, or a blue–red string of letters (see the
    /// [module documentation](self)).
    fn from_str(s: &str) -> Result<Picture, InvalidPosition> {
        if s.is_empty() {
            return Err(InvalidPosition(
                "expected edges U-V:C separated by commas (0 is the ground), or a string of \
                 B and R from the ground up"
                    .into(),
            ));
        }
        if s.chars().all(|c| c.is_ascii_alphabetic()) {
            let stalk: Stalk = s.parse()?;
            let list: Vec<_> = (0..stalk.edges().len())
                .map(|i| (i, i + 1, if stalk.edges()[i] { 'B' } else { 'R' }))
                .collect();
            return Picture::from_edges(&list);
        }
        let list = s
            .split(',')
            .enumerate()
            .map(|(i, e)| edge(e, i + 1))
            .collect::<Result<Vec<_>, _>>()?;
        Picture::from_edges(&list)
    }
}

/// The Hackenbush ruleset, for the generic [`Solver`](conway::partizan::Solver): Left
/// cuts blue or green edges, Right red or green ones; pictures split at the ground,
/// strings and green parts have closed forms, and the colour swap is a negation.
#[derive(Clone, Copy, Debug, Default)]
pub struct Hackenbush;

impl Ruleset for Hackenbush {
    type Position = Picture;

    fn left_options(&self, picture: &Picture) -> Vec<Picture> {
        picture.cuts(picture.edges.blue)
    }

    fn right_options(&self, picture: &Picture) -> Vec<Picture> {
        picture.cuts(picture.edges.red)
    }

    fn components(&self, picture: &Picture) -> Vec<Picture> {
        let parts = picture.part_edges();
        if parts.len() == 1 && picture.present == all_edges(picture.edges.ends.len()) {
            return vec![picture.clone()];
        }
        parts.into_iter().map(|p| picture.extract(p)).collect()
    }

    fn normalise(&self, picture: &Picture) -> Normalised<Picture> {
        let (blue, red) = (
            picture.edges.blue & picture.present,
            picture.edges.red & picture.present,
        );
        if (red, blue) > (blue, red) {
            Normalised {
                key: picture.recoloured(),
                negated: true,
            }
        } else {
            Normalised {
                key: picture.clone(),
                negated: false,
            }
        }
    }

    fn closed_form(&self, arena: &mut Arena, picture: &Picture) -> Result<Option<GameId>, Error> {
        if let Some(edges) = picture.green_edges() {
            return Ok(Some(arena.nimber(green::nim_value(&edges))));
        }
        match picture.as_string() {
            Some(stalk) => string::value(arena, &stalk).map(Some),
            None => Ok(None),
        }
    }
}

/// The registry entry of Hackenbush.
pub const ENTRY: Entry = Entry {
    name: "hackenbush",
    syntax: "edges U-V:C separated by commas, vertex 0 the ground, C one of B (blue), R \
             (red), G (green); or letters B (or L) and R, a string from the ground up",
    about: "Hackenbush: Left cuts blue edges, Right red ones, both green ones",
    examples: &["hackenbush:BRRB", "hackenbush:0-1:B,1-2:R,1-2:G,0-2:B"],
    argument_chars: "-:",
    draw: |text| text.parse::<Picture>()?.draw(),
    editor: Some(Editor {
        shape: EditorShape::Strip,
        symbols: "BR",
        start: EditorStart::Fill('B'),
    }),
    make: |variant| {
        contract::printing_position_solver(variant, Hackenbush, str::parse, Picture::to_string)
    },
};

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use conway::partizan::Solver;
    use std::collections::HashMap;

    /// Slow twin: the value from the rules as stated, on the list of edges: cutting an
    /// edge removes it, then every edge not joined to vertex 0 by a path of remaining
    /// edges; in Childish Hackenbush (`childish`) a blue or red edge only when nothing
    /// else falls. No parts, closed forms or symmetry; memoised per set of remaining
    /// edges.
    pub(in crate::graph::hackenbush) fn plain(
        arena: &mut Arena,
        list: &[(usize, usize, char)],
        remaining: Vec<bool>,
        childish: bool,
        memo: &mut HashMap<Vec<bool>, GameId>,
    ) -> GameId {
        if let Some(&g) = memo.get(&remaining) {
            return g;
        }
        let (mut left, mut right) = (Vec::new(), Vec::new());
        for (e, &(_, _, colour)) in list.iter().enumerate() {
            if !remaining[e] {
                continue;
            }
            let mut after = remaining.clone();
            after[e] = false;
            let after = grounded(list, after);
            let fell = after.iter().filter(|&&kept| kept).count() + 1
                < remaining.iter().filter(|&&kept| kept).count();
            if childish && colour != 'G' && fell {
                continue;
            }
            let g = plain(arena, list, after, childish, memo);
            if colour != 'R' {
                left.push(g);
            }
            if colour != 'B' {
                right.push(g);
            }
        }
        let g = arena.game(&left, &right).unwrap();
        memo.insert(remaining, g);
        g
    }

    /// The remaining edges that a path of remaining edges joins to vertex 0.
    pub(in crate::graph::hackenbush) fn grounded(
        list: &[(usize, usize, char)],
        remaining: Vec<bool>,
    ) -> Vec<bool> {
        let mut reached = vec![0];
        let mut changed = true;
        while changed {
            changed = false;
            for (e, &(u, v, _)) in list.iter().enumerate() {
                if remaining[e] && (reached.contains(&u) != reached.contains(&v)) {
                    reached.push(if reached.contains(&u) { v } else { u });
                    changed = true;
                }
            }
        }
        (0..list.len())
            .map(|e| remaining[e] && reached.contains(&list[e].0))
            .collect()
    }

    pub(in crate::graph::hackenbush) fn written(list: &[(usize, usize, char)]) -> String {
        let edges: Vec<String> = list
            .iter()
            .map(|(u, v, c)| format!("{u}-{v}:{c}"))
            .collect();
        edges.join(",")
    }

    #[test]
    fn solver_agrees_with_the_plain_rules_on_random_pictures() {
        let mut arena = Arena::new();
        let mut solver = Solver::new(Hackenbush);
        let mut seed = 0x2545_f491_4f6c_dd1d_u64;
        let mut next = |n: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n as u64) as usize
        };
        for round in 0..300 {
            let vertices = 2 + next(5);
            let palette: &[char] = match round % 4 {
                0 => &['G'],
                1 => &['B', 'R'],
                _ => &['B', 'R', 'G'],
            };
            let list: Vec<(usize, usize, char)> = (0..1 + next(10))
                .map(|_| (next(vertices), next(vertices), palette[next(palette.len())]))
                .collect();
            let text = written(&list);
            let picture: Picture = text.parse().unwrap();
            let fast = solver.value(&mut arena, &picture).unwrap();
            let all = grounded(&list, vec![true; list.len()]);
            let slow = plain(&mut arena, &list, all, false, &mut HashMap::new());
            assert_eq!(arena.display(fast), arena.display(slow), "{text}");
        }
    }

    #[test]
    fn strings_are_recognised_in_any_numbering() {
        let mut arena = Arena::new();
        for (text, string) in [
            ("3-5:R,0-3:B,5-2:R,2-9:B", Some("BRRB")),
            ("BRRB", Some("BRRB")),
            ("0-1:B", Some("B")),
            ("0-1:B,1-2:G", None),
            ("0-1:B,0-2:B", None),
            ("0-1:B,1-2:R,1-3:R", None),
            ("0-1:B,0-1:R", None),
            ("0-1:B,1-1:R", None),
            ("0-0:B", None),
        ] {
            let picture: Picture = text.parse().unwrap();
            let found = picture.as_string();
            let want = string.map(|s| s.parse::<Stalk>().unwrap());
            assert_eq!(found, want, "{text}");
        }
        let picture: Picture = "5-6:B,0-1:R".parse().unwrap(); // 5-6 floats: dropped
        assert_eq!(picture.len(), 1);
        let g = Solver::new(Hackenbush).value(&mut arena, &picture).unwrap();
        assert_eq!(arena.display(g), "-1");
    }

    #[test]
    fn parts_meet_at_the_ground() {
        let picture: Picture = "0-1:B,1-2:R,0-2:G,0-0:R,0-3:B,3-4:B,3-4:R".parse().unwrap();
        let parts: Vec<usize> = Hackenbush
            .components(&picture)
            .iter()
            .map(Picture::len)
            .collect();
        assert_eq!(parts, [3, 1, 3]); // the triangle, the ground loop, the stalk with a bond
        let mut arena = Arena::new();
        let mut solver = Solver::new(Hackenbush);
        let g = solver.value(&mut arena, &picture).unwrap();
        let h = solver.value(&mut arena, &picture.recoloured()).unwrap();
        assert_eq!(arena.neg(g), h);
    }

    #[test]
    fn pictures_of_64_edges() {
        let mut arena = Arena::new();
        let mut solver = Solver::new(Hackenbush);
        // 64 green loops at the ground: *0; a green stalk of 64 edges: *64.
        let loops = vec!["0-0:G"; 64].join(",");
        let g = solver.value(&mut arena, &loops.parse().unwrap()).unwrap();
        assert_eq!(arena.display(g), "0");
        let stalk: Vec<String> = (0..64).map(|i| format!("{i}-{}:G", i + 1)).collect();
        let g = solver
            .value(&mut arena, &stalk.join(",").parse().unwrap())
            .unwrap();
        assert_eq!(arena.display(g), "*64");
        // A blue edge and 63 red ones above: 2^-63 is past the exact dyadics, refused.
        let mut list = vec!["0-1:B".to_string()];
        list.extend((1..64).map(|i| format!("{i}-{}:R", i + 1)));
        let picture: Picture = list.join(",").parse().unwrap();
        assert!(solver.value(&mut arena, &picture).is_err());
        let too_many = vec!["0-1:B"; 65].join(",");
        let err = too_many.parse::<Picture>().unwrap_err().0;
        assert!(err.contains("at most 64 edges (got 65)"), "{err}");
    }

    #[test]
    fn bad_pictures_are_named() {
        let err = |t: &str| t.parse::<Picture>().unwrap_err().0;
        assert!(err("").contains("expected edges U-V:C"));
        assert!(err("BGR").contains("edge 2: expected B (blue, Left) or R"));
        assert!(err("0-1:B,1-2").contains("edge 2 '1-2': expected U-V:C"));
        assert!(err("0-1:B,1:R").contains("edge 2 '1:R': expected U-V:C"));
        assert!(err("0-1:B,x-2:R").contains("edge 2 'x-2:R'"));
        assert!(err("0-1:Q").contains("edge 1: unknown colour 'Q'"));
        assert!(err("0-1:").contains("edge 1: unknown colour ''"));
        assert!(err("0-99999999999999999999:B").contains("vertex 99999999999999999999 is out"));
        assert!(err("0-1:B,").contains("edge 2 ''"));
    }
}
