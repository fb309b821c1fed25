//! The variants of rulesets (`impartial:`, `dicotic:`, `twisted:`) against their
//! definitions: a slow twin computes each variant's value by plain recursion over the
//! ruleset's own moves (no components, no symmetry, no closed forms), written from the
//! definitions (CGSuite's variant game classes), and the registry's solvers must agree on
//! random small positions of several rulesets.

use crate::cake::{Cake, Pieces};
use crate::grid::domineering::{Board, Domineering};
use crate::positions::RulesetPositions;
use crate::strip::toppling::{Row, TopplingDominoes};
use conway::partizan::{parse, Arena, GameId, Ruleset};
use std::collections::HashMap;
use std::hash::Hash;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Kind {
    Impartial,
    Dicotic,
    Twisted,
}

/// The value of `kind` of `position` (negated when `negated`, for the twisted variant),
/// from the definitions.
fn twin<R: Ruleset>(
    arena: &mut Arena,
    ruleset: &R,
    kind: Kind,
    position: &R::Position,
    negated: bool,
    memo: &mut HashMap<(R::Position, bool), GameId>,
) -> GameId
where
    R::Position: Hash + Eq + Clone,
{
    if let Some(&g) = memo.get(&(position.clone(), negated)) {
        return g;
    }
    let (left, right) = (
        ruleset.left_options(position),
        ruleset.right_options(position),
    );
    let mut value = |arena: &mut Arena, options: &[R::Position], negated: bool| -> Vec<GameId> {
        options
            .iter()
            .map(|o| twin(arena, ruleset, kind, o, negated, memo))
            .collect()
    };
    let g = match kind {
        // both players: every move of either
        Kind::Impartial => {
            let all: Vec<R::Position> = left.iter().chain(&right).cloned().collect();
            let options = value(arena, &all, false);
            arena.game(&options, &options).unwrap()
        }
        // a player moves only where the opponent could
        Kind::Dicotic => {
            let l = if right.is_empty() {
                Vec::new()
            } else {
                value(arena, &left, false)
            };
            let r = if left.is_empty() {
                Vec::new()
            } else {
                value(arena, &right, false)
            };
            arena.game(&l, &r).unwrap()
        }
        // T(G) = { -T(G^L) | -T(G^R) }, built as T(G) and negated at the end
        Kind::Twisted => {
            let l: Vec<GameId> = value(arena, &left, false)
                .into_iter()
                .map(|g| arena.neg(g))
                .collect();
            let r: Vec<GameId> = value(arena, &right, false)
                .into_iter()
                .map(|g| arena.neg(g))
                .collect();
            let t = arena.game(&l, &r).unwrap();
            if negated {
                arena.neg(t)
            } else {
                t
            }
        }
    };
    memo.insert((position.clone(), negated), g);
    g
}

fn prefix(kind: Kind) -> &'static str {
    match kind {
        Kind::Impartial => "impartial",
        Kind::Dicotic => "dicotic",
        Kind::Twisted => "twisted",
    }
}

/// Compares the registry's value of `prefix:name:text` with the twin for each text.
fn agree<R: Ruleset>(ruleset: R, name: &str, texts: &[String], read: fn(&str) -> R::Position)
where
    R::Position: Hash + Eq + Clone,
{
    let mut arena = Arena::new();
    let mut positions = RulesetPositions::new();
    for kind in [Kind::Impartial, Kind::Dicotic, Kind::Twisted] {
        let mut memo = HashMap::new();
        for text in texts {
            let expression = format!("{}:{name}:{text}", prefix(kind));
            let fast = conway::partizan::parse_with(&mut arena, &expression, &mut positions)
                .unwrap_or_else(|e| panic!("{expression}: {e}"));
            let slow = twin(&mut arena, &ruleset, kind, &read(text), false, &mut memo);
            assert_eq!(
                fast,
                slow,
                "{expression}: {} against {}",
                arena.display(fast),
                arena.display(slow)
            );
        }
    }
}

/// A small deterministic generator (xorshift), so that failures reproduce.
fn random(seed: &mut u64, n: u64) -> u64 {
    *seed ^= *seed << 13;
    *seed ^= *seed >> 7;
    *seed ^= *seed << 17;
    *seed % n
}

#[test]
fn variants_of_domineering_toppling_and_cutcake_agree_with_their_definitions() {
    let mut seed = 0x5eed_1234_abcd_ef01_u64;
    let boards: Vec<String> = (0..25)
        .map(|_| {
            let (rows, cols) = (1 + random(&mut seed, 3), 1 + random(&mut seed, 4));
            (0..rows)
                .map(|_| {
                    (0..cols)
                        .map(|_| if random(&mut seed, 4) == 0 { '#' } else { '.' })
                        .collect::<String>()
                })
                .collect::<Vec<_>>()
                .join("|")
        })
        .collect();
    agree(Domineering, "domineering", &boards, |t| {
        t.parse::<Board>().unwrap()
    });
    let rows: Vec<String> = (0..25)
        .map(|_| {
            let len = 1 + random(&mut seed, 6);
            (0..len)
                .map(|_| ['B', 'R', 'G'][random(&mut seed, 3) as usize])
                .collect()
        })
        .collect();
    agree(TopplingDominoes, "toppling", &rows, |t| {
        t.parse::<Row>().unwrap()
    });
    let cakes: Vec<String> = (0..20)
        .map(|_| {
            let count = 1 + random(&mut seed, 2);
            (0..count)
                .map(|_| format!("{}x{}", 1 + random(&mut seed, 3), 1 + random(&mut seed, 4)))
                .collect::<Vec<_>>()
                .join(",")
        })
        .collect();
    agree(Cake::CUTCAKE, "cutcake", &cakes, |t| {
        t.parse::<Pieces>().unwrap()
    });
}

#[test]
fn variants_by_definition_on_known_games() {
    let mut arena = Arena::new();
    let mut positions = RulesetPositions::new();
    let mut value = |arena: &mut Arena, text: &str| {
        conway::partizan::parse_with(arena, text, &mut positions)
            .unwrap_or_else(|e| panic!("{text}: {e}"))
    };
    // the impartial variant of Domineering is Cram, and of an impartial game the game
    for board in ["3x4", "2x5", "..#|...|#.."] {
        let impartial = value(&mut arena, &format!("impartial:domineering:{board}"));
        assert_eq!(
            impartial,
            value(&mut arena, &format!("cram:{board}")),
            "{board}"
        );
        let cram = value(&mut arena, &format!("impartial:cram:{board}"));
        assert_eq!(cram, value(&mut arena, &format!("cram:{board}")), "{board}");
    }
    // dicotic games are all-small, and the dicotic variant of an all-small
    // game (Clobber) is the game itself
    for text in [
        "dicotic:domineering:3x3",
        "dicotic:toppling:BBRGB",
        "dicotic:hackenbush:BRB",
    ] {
        let g = value(&mut arena, text);
        assert!(arena.is_all_small(g), "{text}: {}", arena.display(g));
    }
    for board in ["xo.ox", "xox|o.o", "xxo|oox"] {
        let dicotic = value(&mut arena, &format!("dicotic:clobber:{board}"));
        assert_eq!(
            dicotic,
            value(&mut arena, &format!("clobber:{board}")),
            "{board}"
        );
    }
    // a blue Hackenbush edge is 1; twisted, Left's cut leaves -T(0) = 0: still {0|} = 1.
    // A blue edge under a red one: Left's cut leaves 0, Right's leaves the blue edge,
    // twisted -T(B) = -1: T(BR) = {0|-1}, where BR itself is 1/2
    assert_eq!(
        value(&mut arena, "twisted:hackenbush:B"),
        parse(&mut arena, "1").unwrap()
    );
    let twisted = value(&mut arena, "twisted:hackenbush:BR");
    assert_eq!(twisted, parse(&mut arena, "{0|-1}").unwrap());
}

#[test]
fn variant_positions_list_their_options_with_the_ruleset_named() {
    let impartial = crate::registry::find("impartial").unwrap().solver();
    let (left, right) = impartial.options("clobber:xo").unwrap().unwrap();
    assert_eq!(left, right);
    assert!(left.iter().all(|o| o.starts_with("clobber:")), "{left:?}");
    let twisted = crate::registry::find("twisted").unwrap().solver();
    assert_eq!(twisted.options("clobber:xo").unwrap(), None);
    assert!(impartial.options("clobber").is_err());
}
