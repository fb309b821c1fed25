//! Sums of many copies of a few component types.
//!
//! Many games are disjunctive sums in which every component is one of a handful of
//! *types*: a tower of floors, a row of identical heaps, a board of identical regions. A
//! type is described by its moves, each as a number of *ways* (distinct moves with the same
//! effect) and the multiset of component types that replace the component (empty when the
//! move uses the component up). A position is then just the vector of counts per type.
//!
//! The types must form a finite game: no type may reach itself through its moves
//! ([`ComponentTypes::new`] refuses cycles). By the Sprague–Grundy theorem (Winning Ways,
//! ch. 3; Siegel, *Combinatorial Game Theory*, IV.1) each type has a Grundy value, computed
//! here by the memoised [`GrundySolver`] of [`crate::impartial`], and a count vector `c` has value
//! `xor of g(t) over the types t with c_t odd` (equal components cancel in pairs); it is a
//! P-position iff that value is 0.
//!
//! Two types with the same moves (the same ways to the same types, up to this same
//! equivalence) are interchangeable for every question asked here, including the number of
//! game records, because a record only sees which move of which component was made.
//! [`ComponentTypes::merge_isomorphic`] merges them, which keeps count vectors short.
//!
//! ```
//! use conway::impartial::component_sums::{ComponentType, ComponentTypes, TypeMove};
//! use conway::impartial::nimber::Nimber;
//! // A floor of a tower (problem 5 of docs/problems.md): "full" has two side blocks that leave a
//! // "one-move" floor and a middle block that leaves a dead floor.
//! let types = ComponentTypes::new(vec![
//!     ComponentType::new("full", vec![TypeMove::new(2, vec![1]), TypeMove::new(1, vec![])]),
//!     ComponentType::new("one", vec![TypeMove::new(1, vec![])]),
//! ])
//! .unwrap();
//! assert_eq!(types.grundy(0), Nimber(2));
//! assert_eq!(types.grundy(1), Nimber(1));
//! assert_eq!(types.value(&[3, 1]).unwrap(), Nimber(3));
//! assert!(types.value(&[2, 4]).unwrap().is_zero());
//! ```

use crate::impartial::nimber::Nimber;
use crate::impartial::{GrundySolver, Impartial, ImpartialOutcome};
use std::collections::BTreeMap;
use std::fmt;

/// A malformed type description or a count vector that does not fit it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ComponentError(pub String);

impl fmt::Display for ComponentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ComponentError {}

/// `ways` distinct moves in a component, each replacing it by the components `result`
/// (type indices, repeated for multiplicity).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TypeMove {
    /// How many distinct moves have this effect (at least 1).
    pub ways: u64,
    /// The types of the components that replace the one moved in.
    pub result: Vec<usize>,
}

impl TypeMove {
    /// `ways` moves leading to the components `result`.
    pub fn new(ways: u64, result: Vec<usize>) -> Self {
        TypeMove { ways, result }
    }
}

/// A component type: a name for messages and its moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ComponentType {
    /// A name used in messages and output.
    pub name: String,
    /// Its moves (none for a component nobody can move in).
    pub moves: Vec<TypeMove>,
}

impl ComponentType {
    /// A type named `name` with the given moves.
    pub fn new(name: impl Into<String>, moves: Vec<TypeMove>) -> Self {
        ComponentType {
            name: name.into(),
            moves,
        }
    }
}

/// A validated, acyclic family of component types with their Grundy values.
#[derive(Clone, Debug)]
pub struct ComponentTypes {
    types: Vec<ComponentType>,
    grundy: Vec<Nimber>,
    order: Vec<usize>,
}

/// The types as an impartial ruleset whose positions are type indices (multiplicities do
/// not matter to Grundy values, so each move is listed once).
struct TypeRules<'a>(&'a [ComponentType]);

impl Impartial for TypeRules<'_> {
    type Position = usize;
    fn moves(&self, &t: &usize) -> Vec<Vec<usize>> {
        self.0[t].moves.iter().map(|m| m.result.clone()).collect()
    }
}

impl ComponentTypes {
    /// Validates `types` (every result names an existing type, every move has at least one
    /// way, no type reaches itself) and computes their Grundy values.
    pub fn new(types: Vec<ComponentType>) -> Result<Self, ComponentError> {
        for (t, ty) in types.iter().enumerate() {
            for (i, m) in ty.moves.iter().enumerate() {
                if m.ways == 0 {
                    return Err(ComponentError(format!(
                        "type {t} ('{}'), move {i}: a move needs at least one way",
                        ty.name
                    )));
                }
                if let Some(&bad) = m.result.iter().find(|&&r| r >= types.len()) {
                    return Err(ComponentError(format!(
                        "type {t} ('{}'), move {i}: result type {bad} does not exist \
                         (there are {} types)",
                        ty.name,
                        types.len()
                    )));
                }
            }
        }
        let order = topological_order(&types)?;
        let mut solver = GrundySolver::new(TypeRules(&types));
        let grundy = (0..types.len()).map(|t| solver.grundy(&t)).collect();
        Ok(ComponentTypes {
            types,
            grundy,
            order,
        })
    }

    /// The number of types.
    pub fn len(&self) -> usize {
        self.types.len()
    }

    /// True when there are no types.
    pub fn is_empty(&self) -> bool {
        self.types.is_empty()
    }

    /// The type with index `t`.
    pub fn get(&self, t: usize) -> &ComponentType {
        &self.types[t]
    }

    /// The Grundy value of one component of type `t`.
    pub fn grundy(&self, t: usize) -> Nimber {
        self.grundy[t]
    }

    /// Every type index, each type listed before every type its moves can lead to.
    pub fn topological_order(&self) -> &[usize] {
        &self.order
    }

    /// Checks that `counts` has one entry per type.
    pub fn check_counts(&self, counts: &[u64]) -> Result<(), ComponentError> {
        if counts.len() == self.types.len() {
            Ok(())
        } else {
            Err(ComponentError(format!(
                "a count vector needs {} entries (one per type), got {}",
                self.types.len(),
                counts.len()
            )))
        }
    }

    /// The Grundy value of the sum with `counts[t]` components of type `t`.
    pub fn value(&self, counts: &[u64]) -> Result<Nimber, ComponentError> {
        self.check_counts(counts)?;
        Ok(counts
            .iter()
            .zip(&self.grundy)
            .filter(|(&c, _)| c % 2 == 1)
            .map(|(_, &g)| g)
            .sum())
    }

    /// The outcome class of the sum with `counts[t]` components of type `t`.
    pub fn outcome(&self, counts: &[u64]) -> Result<ImpartialOutcome, ComponentError> {
        Ok(self.value(counts)?.into())
    }

    /// Merges isomorphic types: types whose moves, after merging, have the same numbers of
    /// ways to the same multisets of types. Returns the merged family and, for each old
    /// type, its new index. A merged type is named by its members joined with `|`.
    ///
    /// ```
    /// use conway::impartial::component_sums::{ComponentType, ComponentTypes, TypeMove};
    /// let types = ComponentTypes::new(vec![
    ///     ComponentType::new("left", vec![TypeMove::new(1, vec![2])]),
    ///     ComponentType::new("right", vec![TypeMove::new(1, vec![3])]),
    ///     ComponentType::new("dead", vec![]),
    ///     ComponentType::new("gone", vec![]),
    /// ])
    /// .unwrap();
    /// let (merged, map) = types.merge_isomorphic();
    /// assert_eq!(merged.len(), 2);
    /// assert_eq!(map, vec![0, 0, 1, 1]);
    /// assert_eq!(merged.get(0).name, "left|right");
    /// ```
    pub fn merge_isomorphic(&self) -> (ComponentTypes, Vec<usize>) {
        // Classes are assigned from the bottom of the order up, so the results of a type
        // are classified before the type itself; a type's signature is the map from sorted
        // result classes to the total number of ways.
        type Signature = BTreeMap<Vec<usize>, u64>;
        let mut class_of = vec![usize::MAX; self.types.len()];
        let mut classes: Vec<(Signature, Vec<usize>)> = Vec::new();
        for &t in self.order.iter().rev() {
            let mut signature = Signature::new();
            for m in &self.types[t].moves {
                let mut result: Vec<usize> = m.result.iter().map(|&r| class_of[r]).collect();
                result.sort_unstable();
                let ways = signature.entry(result).or_insert(0);
                *ways = ways.saturating_add(m.ways);
            }
            class_of[t] = match classes.iter().position(|(s, _)| *s == signature) {
                Some(c) => c,
                None => {
                    classes.push((signature, Vec::new()));
                    classes.len() - 1
                }
            };
            classes[class_of[t]].1.push(t);
        }
        // Number the classes in the order of their first members.
        classes
            .iter_mut()
            .for_each(|(_, members)| members.sort_unstable());
        let mut by_first: Vec<usize> = (0..classes.len()).collect();
        by_first.sort_by_key(|&c| classes[c].1[0]);
        let mut renumber = vec![0; classes.len()];
        by_first
            .iter()
            .enumerate()
            .for_each(|(new, &old)| renumber[old] = new);
        class_of.iter_mut().for_each(|c| *c = renumber[*c]);
        let types = by_first
            .iter()
            .map(|&c| {
                let (signature, members) = &classes[c];
                let name = members
                    .iter()
                    .map(|&t| self.types[t].name.as_str())
                    .collect::<Vec<_>>()
                    .join("|");
                let moves = signature
                    .iter()
                    .map(|(r, &w)| TypeMove::new(w, r.iter().map(|&k| renumber[k]).collect()))
                    .collect();
                ComponentType::new(name, moves)
            })
            .collect();
        let merged = ComponentTypes::new(types).expect("a quotient of an acyclic family");
        (merged, class_of)
    }

    /// Maps a count vector through [`ComponentTypes::merge_isomorphic`]'s class map.
    pub fn merge_counts(
        &self,
        counts: &[u64],
        class_of: &[usize],
        classes: usize,
    ) -> Result<Vec<u64>, ComponentError> {
        self.check_counts(counts)?;
        let mut merged = vec![0u64; classes];
        for (&c, &class) in counts.iter().zip(class_of) {
            merged[class] = merged[class].checked_add(c).ok_or_else(|| {
                ComponentError("the number of components overflows 64 bits".to_string())
            })?;
        }
        Ok(merged)
    }
}

/// Kahn's algorithm on the "can move to" relation; a leftover type lies on a cycle.
fn topological_order(types: &[ComponentType]) -> Result<Vec<usize>, ComponentError> {
    let mut indegree = vec![0usize; types.len()];
    for ty in types {
        for m in &ty.moves {
            for &r in &m.result {
                indegree[r] += 1;
            }
        }
    }
    let mut ready: Vec<usize> = (0..types.len()).filter(|&t| indegree[t] == 0).collect();
    let mut order = Vec::with_capacity(types.len());
    while let Some(t) = ready.pop() {
        order.push(t);
        for m in &types[t].moves {
            for &r in &m.result {
                indegree[r] -= 1;
                if indegree[r] == 0 {
                    ready.push(r);
                }
            }
        }
    }
    match (0..types.len()).find(|&t| indegree[t] > 0) {
        Some(t) => Err(ComponentError(format!(
            "type {t} ('{}') lies on a cycle of moves: the game would not be finite",
            types[t].name
        ))),
        None => Ok(order),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::GrundySolver;

    /// Nim heaps of size 0..=4 as types: a heap of size h moves to any smaller heap.
    fn nim_types() -> ComponentTypes {
        ComponentTypes::new(
            (0..5usize)
                .map(|h| {
                    let moves = (0..h)
                        .map(|s| TypeMove::new(1, if s == 0 { vec![] } else { vec![s] }))
                        .collect();
                    ComponentType::new(format!("heap{h}"), moves)
                })
                .collect(),
        )
        .unwrap()
    }

    #[test]
    fn nim_heaps_have_their_size_as_value() {
        let types = nim_types();
        for h in 0..5 {
            assert_eq!(types.grundy(h), Nimber(h as u32));
        }
        assert_eq!(types.value(&[0, 1, 1, 1, 0]).unwrap(), Nimber(0));
        assert_eq!(
            types.outcome(&[0, 0, 3, 0, 1]).unwrap(),
            ImpartialOutcome::N
        );
        assert_eq!(types.value(&[0, 0, 3, 0, 2]).unwrap(), Nimber(2));
    }

    #[test]
    fn sum_value_matches_the_impartial_solver_on_explicit_sums() {
        let types = nim_types();
        let mut solver = GrundySolver::new(TypeRules(&types.types));
        for counts in [
            [0u64, 2, 1, 0, 3],
            [1, 1, 1, 1, 1],
            [0, 0, 0, 0, 0],
            [5, 0, 2, 3, 1],
        ] {
            let explicit: Vec<usize> = counts
                .iter()
                .enumerate()
                .flat_map(|(t, &c)| vec![t; c as usize])
                .collect();
            assert_eq!(
                types.value(&counts).unwrap(),
                solver.grundy_of_sum(&explicit)
            );
        }
    }

    #[test]
    fn malformed_families_are_refused() {
        let cycle = ComponentTypes::new(vec![
            ComponentType::new("a", vec![TypeMove::new(1, vec![1])]),
            ComponentType::new("b", vec![TypeMove::new(1, vec![0])]),
        ]);
        assert!(cycle.unwrap_err().0.contains("cycle"));
        let self_loop = ComponentTypes::new(vec![ComponentType::new(
            "a",
            vec![TypeMove::new(1, vec![0])],
        )]);
        assert!(self_loop.is_err());
        let unknown = ComponentTypes::new(vec![ComponentType::new(
            "a",
            vec![TypeMove::new(1, vec![3])],
        )]);
        assert!(unknown.unwrap_err().0.contains("does not exist"));
        let no_way = ComponentTypes::new(vec![ComponentType::new(
            "a",
            vec![TypeMove::new(0, vec![])],
        )]);
        assert!(no_way.unwrap_err().0.contains("at least one way"));
        assert!(nim_types().value(&[1, 2]).is_err());
    }

    #[test]
    fn merging_respects_multiplicities_and_results() {
        // "two" has two ways to "one"; "split" has one move to two "one"s: not isomorphic.
        let types = ComponentTypes::new(vec![
            ComponentType::new("one", vec![TypeMove::new(1, vec![])]),
            ComponentType::new("two", vec![TypeMove::new(2, vec![0])]),
            ComponentType::new(
                "two'",
                vec![TypeMove::new(1, vec![4]), TypeMove::new(1, vec![0])],
            ),
            ComponentType::new("split", vec![TypeMove::new(1, vec![0, 0])]),
            ComponentType::new("one'", vec![TypeMove::new(1, vec![])]),
        ])
        .unwrap();
        let (merged, map) = types.merge_isomorphic();
        assert_eq!(merged.len(), 3);
        assert_eq!(map[0], map[4]);
        assert_eq!(map[1], map[2]);
        assert_ne!(map[1], map[3]);
        let counts = types
            .merge_counts(&[1, 2, 3, 4, 5], &map, merged.len())
            .unwrap();
        assert_eq!(counts[map[0]], 6);
        assert_eq!(counts[map[1]], 5);
        for (t, &class) in map.iter().enumerate() {
            assert_eq!(types.grundy(t), merged.grundy(class));
        }
    }
}
