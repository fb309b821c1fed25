//! Tests of the layered count against its slow twin
//! ([`count_records_by_recursion`]), with and without weight tables, on random acyclic
//! families, on the tower family, and against the closed form of the all-play tower count.

use super::counter::count_records_tabulating;
use super::*;
use crate::count::{Exact, Modular};
use crate::impartial::component_sums::{ComponentType, ComponentTypes, TypeMove};
use num_bigint::BigInt;
use proptest::prelude::*;

fn tower() -> ComponentTypes {
    ComponentTypes::new(vec![
        ComponentType::new(
            "full",
            vec![TypeMove::new(2, vec![1]), TypeMove::new(1, vec![])],
        ),
        ComponentType::new("one", vec![TypeMove::new(1, vec![])]),
    ])
    .unwrap()
}

/// The layered count (with and without weight tables, which must agree) and the
/// recursion.
fn both(types: &ComponentTypes, counts: &[u64], policy: Policy) -> (String, String) {
    let fast = count_records(types, counts, policy, &Exact, &mut |_, _| {}).unwrap();
    let untabulated =
        count_records_tabulating(types, counts, policy, &Exact, &mut |_, _| {}, 0).unwrap();
    assert_eq!(fast, untabulated, "weight tables change the count");
    let slow = count_records_by_recursion(types, counts, policy, &Exact).unwrap();
    (fast.to_string(), slow.to_string())
}

/// A random acyclic family: type `t` moves only to types after it; up to two
/// components per result, up to three ways per move.
fn family() -> impl Strategy<Value = (ComponentTypes, Vec<u64>)> {
    (2usize..=5)
        .prop_flat_map(|k| {
            let moves = (0..k)
                .map(move |t| {
                    let later = (t + 1)..k.max(t + 2);
                    prop::collection::vec((1u64..=3, prop::collection::vec(later, 0..=2)), 0..=3)
                        .prop_map(move |ms| {
                            ms.into_iter()
                                .map(|(w, r)| {
                                    TypeMove::new(w, r.into_iter().filter(|&r| r < k).collect())
                                })
                                .collect::<Vec<_>>()
                        })
                })
                .collect::<Vec<_>>();
            (moves, prop::collection::vec(0u64..=3, k))
        })
        .prop_map(|(moves, counts)| {
            let types = moves
                .into_iter()
                .enumerate()
                .map(|(t, m)| ComponentType::new(format!("t{t}"), m))
                .collect();
            (ComponentTypes::new(types).unwrap(), counts)
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]
    #[test]
    fn layered_count_matches_the_recursion((types, counts) in family()) {
        for policy in [Policy::AllPlay, Policy::WinnerOptimal] {
            let (fast, slow) = both(&types, &counts, policy);
            prop_assert_eq!(fast, slow, "policy {:?}", policy);
        }
    }

    #[test]
    fn modular_count_is_the_exact_count_reduced((types, counts) in family(), m in 2u64..1000) {
        let modular = Modular::new(m).unwrap();
        for policy in [Policy::AllPlay, Policy::WinnerOptimal] {
            let exact = count_records(&types, &counts, policy, &Exact, &mut |_, _| {}).unwrap();
            let reduced = count_records(&types, &counts, policy, &modular, &mut |_, _| {}).unwrap();
            prop_assert_eq!(BigInt::from(reduced), exact % BigInt::from(m));
        }
    }
}

#[test]
fn tower_counts_match_the_recursion_on_a_grid() {
    let types = tower();
    for x in 0..=7 {
        for y in 0..=7 {
            for policy in [Policy::AllPlay, Policy::WinnerOptimal] {
                let (fast, slow) = both(&types, &[x, y], policy);
                assert_eq!(fast, slow, "x = {x}, y = {y}, {policy:?}");
            }
        }
    }
}

#[test]
fn weighted_moves_within_and_across_rows_match_the_recursion() {
    // Rounds in the last type carry a constant weight (3 ways each), and with three
    // live types some moves lead to another row of the same layer.
    let weighted = ComponentTypes::new(vec![
        ComponentType::new(
            "full",
            vec![TypeMove::new(2, vec![1]), TypeMove::new(1, vec![])],
        ),
        ComponentType::new("one", vec![TypeMove::new(3, vec![])]),
    ])
    .unwrap();
    let chain = ComponentTypes::new(vec![
        ComponentType::new("a", vec![TypeMove::new(1, vec![1, 2])]),
        ComponentType::new(
            "b",
            vec![TypeMove::new(2, vec![2]), TypeMove::new(1, vec![])],
        ),
        ComponentType::new("c", vec![TypeMove::new(1, vec![])]),
    ])
    .unwrap();
    for x in 0..=5 {
        for y in 0..=5 {
            for policy in [Policy::AllPlay, Policy::WinnerOptimal] {
                let (fast, slow) = both(&weighted, &[x, y], policy);
                assert_eq!(fast, slow, "weighted x = {x}, y = {y}, {policy:?}");
                let (fast, slow) = both(&chain, &[x, y, 2], policy);
                assert_eq!(fast, slow, "chain x = {x}, y = {y}, {policy:?}");
            }
        }
    }
}

#[test]
fn all_play_tower_count_matches_the_interleaving_formula() {
    // A full floor is played as "middle" or as two side blocks in either order, a
    // one-move floor as one block; choosing k middle floors leaves 2x - k + y moves
    // whose every order is a record (the two sides of a floor: 2 orders, both counted
    // by the factorial). So the count is sum_k C(x, k) (2x - k + y)!.
    let fact = |n: u64| (1..=n).fold(BigInt::from(1), |a, i| a * i);
    let types = tower();
    for (x, y) in [(0u64, 0u64), (3, 0), (0, 9), (12, 5), (25, 30)] {
        let mut binom = BigInt::from(1);
        let mut formula = BigInt::from(0);
        for k in 0..=x {
            formula += &binom * fact(2 * x - k + y);
            binom = binom * (x - k) / (k + 1);
        }
        let engine =
            count_records(&types, &[x, y], Policy::AllPlay, &Exact, &mut |_, _| {}).unwrap();
        assert_eq!(engine, formula, "x = {x}, y = {y}");
    }
}

#[test]
fn progress_reaches_the_total_and_bad_counts_are_refused() {
    let mut last = (0, 0);
    count_records(
        &tower(),
        &[6, 3],
        Policy::WinnerOptimal,
        &Exact,
        &mut |d, t| last = (d, t),
    )
    .unwrap();
    assert_eq!(last, (7, 7));
    assert!(count_records(&tower(), &[1], Policy::AllPlay, &Exact, &mut |_, _| {}).is_err());
    assert!(count_records_by_recursion(&tower(), &[1, 2, 3], Policy::AllPlay, &Exact).is_err());
    let nothing = count_records(&tower(), &[0, 0], Policy::AllPlay, &Exact, &mut |_, _| {});
    assert_eq!(nothing.unwrap(), BigInt::from(1));
}

#[test]
fn huge_state_spaces_are_refused_not_allocated() {
    // Three live types (not isomorphic) whose layers would hold 2^40 count vectors.
    let types = ComponentTypes::new(vec![
        ComponentType::new("a", vec![TypeMove::new(1, vec![1, 2])]),
        ComponentType::new("b", vec![TypeMove::new(1, vec![])]),
        ComponentType::new("c", vec![TypeMove::new(2, vec![])]),
    ])
    .unwrap();
    let err = count_records(
        &types,
        &[1 << 20, 0, 0],
        Policy::AllPlay,
        &Exact,
        &mut |_, _| {},
    );
    assert!(err.unwrap_err().0.contains("too large"));
}
