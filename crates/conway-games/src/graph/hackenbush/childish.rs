//! Childish Hackenbush (CGSuite's library, `game.graph.ChildishHackenbush`): Hackenbush
//! ([`super`]) in which a blue or red edge may be cut only when no other edge falls with
//! it. Green edges are cut as in Hackenbush, whatever falls.
//!
//! Positions are written as Hackenbush pictures (`childish:0-1:B,1-2:R`, or a string of
//! `B` and `R` from the ground up). The reductions of Hackenbush hold unchanged:
//! * **Parts at the ground.** Whether an edge may be cut, and what falls, depends only on
//!   its own part, so the parts meeting only at the ground are a disjunctive sum.
//! * **Green parts** are played exactly as in Hackenbush: their nimber.
//! * **Colour swap** swaps the players' roles: a negation.
//!
//! On a blue–red string only the top edge can be cut, so a string is the integer of its
//! top edge's colour: `childish:BRB` is `1`. CGSuite's test values are reproduced in the
//! tests.
//!
//! ```
//! use conway::partizan::{Arena, Solver};
//! use conway_games::graph::hackenbush::{childish::ChildishHackenbush, Picture};
//! let mut arena = Arena::new();
//! let picture: Picture = "0-1:B,1-2:B,1-3:R,3-4:B".parse().unwrap();
//! let g = Solver::new(ChildishHackenbush).value(&mut arena, &picture).unwrap();
//! assert_eq!(arena.display(g), "2"); // CGSuite's l(l;rl); 3/2 in Hackenbush
//! ```

use conway::partizan::{Arena, Error, GameId, Normalised, Ruleset};

use super::{green, Hackenbush, Picture};
use crate::contract::{self, Editor, EditorShape, EditorStart, Entry};

/// Childish Hackenbush.
#[derive(Clone, Copy, Debug, Default)]
pub struct ChildishHackenbush;

/// The pictures after each childish cut of an edge of `cuttable`: a green edge always, a
/// blue or red one when it is the only edge to go.
fn childish_cuts(picture: &Picture, cuttable: u64) -> Vec<Picture> {
    let green = picture.edges.blue & picture.edges.red;
    let mut out = picture.cuts(cuttable & green);
    out.extend(
        picture
            .cuts(cuttable & !green)
            .into_iter()
            .filter(|after| after.len() + 1 == picture.len()),
    );
    out
}

impl Ruleset for ChildishHackenbush {
    type Position = Picture;

    fn left_options(&self, picture: &Picture) -> Vec<Picture> {
        childish_cuts(picture, picture.edges.blue)
    }

    fn right_options(&self, picture: &Picture) -> Vec<Picture> {
        childish_cuts(picture, picture.edges.red)
    }

    fn components(&self, picture: &Picture) -> Vec<Picture> {
        Hackenbush.components(picture)
    }

    fn normalise(&self, picture: &Picture) -> Normalised<Picture> {
        Hackenbush.normalise(picture)
    }

    fn closed_form(&self, arena: &mut Arena, picture: &Picture) -> Result<Option<GameId>, Error> {
        Ok(picture
            .green_edges()
            .map(|edges| arena.nimber(green::nim_value(&edges))))
    }
}

/// The registry entry of Childish Hackenbush.
pub const ENTRY: Entry = Entry {
    name: "childish",
    syntax: "a Hackenbush picture: edges U-V:C separated by commas, vertex 0 the ground, C \
             one of B, R, G; or a string of B and R from the ground up",
    about: "Childish Hackenbush: Hackenbush where a blue or red edge may be cut only if no \
            other edge falls",
    examples: &[
        "childish:0-1:B,1-2:B,1-3:R,3-4:B",
        "childish:0-1:B,1-2:R,2-0:B,1-3:G",
    ],
    argument_chars: "-:",
    draw: |text| text.parse::<Picture>()?.draw(),
    editor: Some(Editor {
        shape: EditorShape::Strip,
        symbols: "BR",
        start: EditorStart::Fill('B'),
    }),
    make: |variant| {
        contract::printing_position_solver(
            variant,
            ChildishHackenbush,
            str::parse,
            Picture::to_string,
        )
    },
};

#[cfg(test)]
mod tests {
    use super::super::tests::{grounded, plain, written};
    use super::*;
    use conway::partizan::{parse as game, Solver};
    use std::collections::HashMap;

    /// CGSuite's test suite (GameGraphTest, "define Childish Hackenbush properly"), its
    /// pictures written as edge lists.
    #[test]
    fn cgsuites_values() {
        let mut arena = Arena::new();
        let mut solver = Solver::new(ChildishHackenbush);
        let cycle = "0-1:B,1-2:B,2-3:B,3-4:B,4-5:B,5-6:B,6-7:R,7-8:R,8-9:R,9-0:R";
        let tower = "0-1:R,1-6:B,1-2:R,2-6:B,2-3:R,3-6:B,3-4:R,4-6:B,4-5:R,5-6:B";
        for (text, expected) in [
            ("0-1:B,1-2:B,1-3:R,3-4:B", "2"), // l(l;rl)
            (cycle, "{4|-2}"),                // :{ground}llllllrrrr:{ground}
            (tower, "15/16"),                 // r(l:T;r(l:T;r(l:T;r(l:T;rl:T))))
            ("BRB", "1"),
        ] {
            let g = solver.value(&mut arena, &text.parse().unwrap()).unwrap();
            assert_eq!(
                g,
                game(&mut arena, expected).unwrap(),
                "{text}: {}",
                arena.display(g)
            );
        }
        // the same picture is 3/2 in Hackenbush
        let g = Solver::new(Hackenbush)
            .value(&mut arena, &"0-1:B,1-2:B,1-3:R,3-4:B".parse().unwrap())
            .unwrap();
        assert_eq!(arena.display(g), "3/2");
    }

    #[test]
    fn solver_agrees_with_the_plain_rules_on_random_pictures() {
        let mut arena = Arena::new();
        let mut solver = Solver::new(ChildishHackenbush);
        let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
        let mut next = |n: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n as u64) as usize
        };
        for round in 0..300 {
            let vertices = 2 + next(5);
            let palette: &[char] = if round % 3 == 0 {
                &['B', 'R']
            } else {
                &['B', 'R', 'G']
            };
            let list: Vec<(usize, usize, char)> = (0..1 + next(10))
                .map(|_| (next(vertices), next(vertices), palette[next(palette.len())]))
                .collect();
            let text = written(&list);
            let fast = solver.value(&mut arena, &text.parse().unwrap()).unwrap();
            let all = grounded(&list, vec![true; list.len()]);
            let slow = plain(&mut arena, &list, all, true, &mut HashMap::new());
            assert_eq!(arena.display(fast), arena.display(slow), "{text}");
        }
    }
}
