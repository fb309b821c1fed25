use super::*;
use crate::impartial::heap::HeapGame;
use crate::impartial::GrundySolver;
use crate::misere::canonical::{MisereArena, RulesetForms};
use crate::partizan::{Arena, Solver as PartizanSolver};
use proptest::prelude::*;

/// Node Kayles on the 2 x 5 grid graph: a move removes a vertex and its neighbours. A
/// position is the set of vertices left (bit `5r + c` for row `r`, column `c`); with
/// `split` its components are its connected groups, else it is one component.
struct NodeKayles {
    split: bool,
}

const COLS: u32 = 5;
const VERTICES: u32 = 2 * COLS;

fn neighbours(v: u32) -> u16 {
    let (r, c) = (v / COLS, v % COLS);
    let mut n = 0u16;
    if c > 0 {
        n |= 1 << (v - 1);
    }
    if c + 1 < COLS {
        n |= 1 << (v + 1);
    }
    n |= 1 << ((1 - r) * COLS + c);
    n
}

impl Ruleset for NodeKayles {
    type Position = u16;

    fn left_options(&self, &left: &u16) -> Vec<u16> {
        (0..VERTICES)
            .filter(|v| left & 1 << v != 0)
            .map(|v| left & !(1 << v | neighbours(v)))
            .collect()
    }

    fn right_options(&self, left: &u16) -> Vec<u16> {
        self.left_options(left)
    }

    fn components(&self, &left: &u16) -> Vec<u16> {
        if !self.split {
            return vec![left];
        }
        let mut groups = Vec::new();
        let mut rest = left;
        while rest != 0 {
            let mut group = rest & rest.wrapping_neg();
            loop {
                let grown = (0..VERTICES)
                    .filter(|v| group & 1 << v != 0)
                    .fold(group, |g, v| g | (neighbours(v) & left));
                if grown == group {
                    break;
                }
                group = grown;
            }
            groups.push(group);
            rest &= !group;
        }
        groups
    }

    fn is_impartial(&self) -> bool {
        true
    }
}

const ALL: u16 = (1 << VERTICES) - 1;

/// Not impartial: Left's and Right's moves differ.
struct Takeaway;
impl Ruleset for Takeaway {
    type Position = u32;
    fn left_options(&self, &n: &u32) -> Vec<u32> {
        (n >= 1).then(|| n - 1).into_iter().collect()
    }
    fn right_options(&self, &n: &u32) -> Vec<u32> {
        (n >= 2).then(|| n - 2).into_iter().collect()
    }
}

#[test]
fn a_partizan_ruleset_is_refused() {
    assert_eq!(AsImpartial::new(Takeaway).err(), Some(Error::NotImpartial));
}

/// Grundy values through the bridge against the partizan solver's nim-values and values,
/// on every position, with and without components.
#[test]
fn grundy_values_through_the_bridge_are_the_nim_values() {
    for split in [true, false] {
        let ruleset = NodeKayles { split };
        let mut grundy = GrundySolver::new(AsImpartial::new(&ruleset).unwrap());
        let mut partizan = PartizanSolver::new(&ruleset);
        let mut arena = Arena::new();
        let mut nonzero = 0;
        for position in 0..=ALL {
            let g = grundy.grundy(&position).0;
            assert_eq!(g, partizan.nim_value(&mut arena, &position).unwrap());
            let value = partizan.value(&mut arena, &position).unwrap();
            assert_eq!(value, arena.nimber(g), "{position:#b}");
            nonzero += usize::from(g > 1);
        }
        assert!(nonzero > 10, "values beyond * are met ({nonzero})");
    }
}

/// Sums of heaps through the reverse bridge are `*g`, `g` the nim-sum of the dense heap
/// solver's Grundy values, on every sum of at most three heaps up to 8.
#[test]
fn sums_of_heaps_through_the_reverse_bridge_are_nimbers() {
    for name in ["kayles", "dawson", "octal:0.75", "sub:1,3,4", "octal:4.7"] {
        let game = HeapGame::parse(name).unwrap();
        let values = game.values(8).unwrap();
        let mut solver = PartizanSolver::new(AsRuleset::new(game.rule().clone()));
        let mut arena = Arena::new();
        for a in 0..=8 {
            for b in a..=8 {
                for c in b..=8 {
                    for sum in [vec![a], vec![a, b], vec![a, b, c]] {
                        let g = sum.iter().fold(0, |g, &n| g ^ values[n]);
                        let position =
                            AsRuleset::<crate::impartial::heap::HeapRule>::sum(sum.clone());
                        let value = solver.value(&mut arena, &position).unwrap();
                        assert_eq!(value, arena.nimber(g), "{name} {sum:?}");
                        assert_eq!(solver.nim_value(&mut arena, &position).unwrap(), g);
                    }
                }
            }
        }
    }
}

/// Both bridges composed keep the values: heaps through `AsImpartial(AsRuleset(G))`, and
/// Node Kayles through `AsRuleset(AsImpartial(R))`.
#[test]
fn the_bridges_composed_keep_the_values() {
    for name in ["kayles", "octal:0.137", "sub:2,5"] {
        let game = HeapGame::parse(name).unwrap();
        let values = game.values(20).unwrap();
        let there_and_back = AsImpartial::new(AsRuleset::new(game.rule().clone())).unwrap();
        let mut solver = GrundySolver::new(there_and_back);
        for (n, &g) in values.iter().enumerate() {
            assert_eq!(solver.grundy(&vec![n]).0, g, "{name} heap {n}");
        }
    }
    let ruleset = NodeKayles { split: true };
    let mut direct = PartizanSolver::new(&ruleset);
    let mut composed = PartizanSolver::new(AsRuleset::new(AsImpartial::new(&ruleset).unwrap()));
    let mut arena = Arena::new();
    for position in (0..=ALL).step_by(7) {
        let sum = AsRuleset::<AsImpartial<&NodeKayles>>::sum(ruleset.components(&position));
        assert_eq!(
            composed.value(&mut arena, &sum).unwrap(),
            direct.value(&mut arena, &position).unwrap(),
            "{position:#b}"
        );
    }
}

/// Misère canonical forms through the bridge respect components: the form of a position
/// split into its groups (the misère sum of the groups' forms) is the form of the whole
/// position searched as one game, in the same arena (equal ids are equal forms).
#[test]
fn misere_forms_of_components_sum_to_the_form_of_the_whole() {
    let split = NodeKayles { split: true };
    let whole = NodeKayles { split: false };
    let mut arena = MisereArena::new();
    let mut forms_split = Vec::new();
    let mut forms = RulesetForms::new(AsImpartial::new(&split).unwrap(), arena);
    for position in 0..=ALL {
        forms_split.push(forms.form_of_position(&position).unwrap());
    }
    assert!(
        forms.positions() < usize::from(ALL),
        "components are shared"
    );
    arena = forms.into_arena();
    let mut forms = RulesetForms::new(AsImpartial::new(&whole).unwrap(), arena);
    for position in 0..=ALL {
        let g = forms.form(&position).unwrap();
        assert_eq!(g, forms_split[usize::from(position)], "{position:#b}");
    }
    let arena = forms.arena();
    let beyond_nim = forms_split
        .iter()
        .filter(|&&g| arena.display(g).starts_with('{'));
    assert!(
        beyond_nim.count() > 10,
        "forms other than nim heaps are met"
    );
}

proptest! {
    /// A sum of Node Kayles positions through the reverse bridge (of the bridge) is the
    /// nim-sum of the Grundy values through the bridge.
    #[test]
    fn sums_of_positions_are_nim_sums(parts in prop::collection::vec(0..=ALL, 0..4)) {
        let ruleset = NodeKayles { split: false };
        let bridged = AsImpartial::new(&ruleset).unwrap();
        let mut grundy = GrundySolver::new(AsImpartial::new(&ruleset).unwrap());
        let g = parts.iter().fold(0, |g, p| g ^ grundy.grundy(p).0);
        let mut sums = PartizanSolver::new(AsRuleset::new(bridged));
        let mut arena = Arena::new();
        let sum = AsRuleset::<AsImpartial<&NodeKayles>>::sum(parts);
        prop_assert_eq!(sums.nim_value(&mut arena, &sum).unwrap(), g);
    }
}
