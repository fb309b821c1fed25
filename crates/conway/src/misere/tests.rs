//! The fast paths of misère play against plain search, and published values.

use super::count::count;
use super::faithful::{self, heap_classes, Verdict};
use super::genus::Genus;
use super::outcome::{MisereOutcome, MisereSearch, WithNimHeaps};
use super::quotient::{HeapQuotient, QuotientLimits};
use crate::count::heap_positions::HeapPositions;
use crate::impartial::heap::HeapGame;
use crate::impartial::Impartial;

fn quotient(game: &str, to: usize) -> HeapQuotient {
    let game = HeapGame::parse(game).unwrap();
    HeapQuotient::compute(game.rule(), to, QuotientLimits::default(), &mut |_, _| {}).unwrap()
}

#[test]
fn quotients_agree_with_search_on_all_small_sums() {
    for (name, to) in [
        ("dawson", 9),
        ("kayles", 8),
        ("octal:0.75", 16),
        ("octal:0.31", 16),
        ("octal:0.137", 9),
        ("octal:0.12", 12),
        ("sub:1,3,4", 12),
        ("sub:2,3", 12),
    ] {
        let q = quotient(name, to);
        let game = HeapGame::parse(name).unwrap();
        let mut search = MisereSearch::new(game.rule().clone());
        let checked = q.check_against_search(&mut search, to.min(9), 4).unwrap();
        assert!(checked.is_ok(), "{name}: disagree on {checked:?}");
    }
}

/// Misère Nim is tame: its quotient for heaps below `2^k` (`k >= 1`) is the tame quotient
/// of order `2^k + 2`, `T_(2^k)`: the parity of the heaps of size 1 while no heap is larger,
/// the nim-sum otherwise (Plambeck–Siegel 2008, §5 on tame quotients; Conway, ONAG ch. 12).
/// Nim heaps up to 7 are the octal game `0.3333333`.
#[test]
fn misere_nim_has_the_tame_quotients() {
    for (to, order) in [(1, 2), (2, 6), (3, 6), (5, 10), (7, 10)] {
        let q = quotient("octal:0.3333333", to);
        assert_eq!(q.order(), order, "heaps up to {to}");
        // P = {a} for heaps of size 1 only, then {a, b^2}-like: two elements.
        let p = if to == 1 { 1 } else { 2 };
        assert_eq!(q.monoid.p_portion().len(), p, "heaps up to {to}");
    }
    let q = quotient("octal:0.333", 3);
    assert_eq!(q.generators, [1, 2]);
    let relations: Vec<_> = q.relations();
    // a^2 = 1, b^3 = b, and heap 3 = a b.
    assert!(
        relations.contains(&(vec![2, 0], vec![0, 0])),
        "{relations:?}"
    );
    assert!(
        relations.contains(&(vec![0, 3], vec![0, 1])),
        "{relations:?}"
    );
    assert_eq!(q.elements[3], q.monoid.mul(q.elements[1], q.elements[2]));
}

/// The quotient of 0.75 is `R_8`, of order 8 (Plambeck, "Taming the wild in impartial
/// combinatorial games", INTEGERS 5 (2005) G5), with a P-portion of 2 elements; the heaps'
/// elements are periodic early.
#[test]
fn octal_075_has_the_quotient_r8() {
    let q = quotient("octal:0.75", 24);
    assert_eq!(q.order(), 8);
    assert_eq!(q.monoid.p_portion().len(), 2);
    assert!(q.observed_period().is_some());
}

/// The misère quotient of Dawson's Kayles (0.07) for heaps up to 30 has order 360, as
/// computed by Siegel's MisereSolver (A. Siegel, answer to M. Weimerskirch, "Some
/// MisereSolver questions answered", miseregames.wordpress.com, 28 August 2007: "Q_30(0.07)
/// has size 360"); checked against plain search on the sums of at most 3 heaps up to 6.
#[test]
fn dawson_to_30_has_order_360() {
    let q = quotient("dawson", 30);
    assert_eq!(q.order(), 360);
    let game = HeapGame::parse("dawson").unwrap();
    let mut search = MisereSearch::new(game.rule().clone());
    let checked = q.check_against_search(&mut search, 6, 3).unwrap();
    assert!(checked.is_ok(), "disagree on {checked:?}");
}

/// The quotient of Dawson's Kayles for heaps up to 30 against plain search on every sum of
/// at most 3 heaps up to 10 and every pair of heaps up to 30.
#[test]
#[ignore = "slow tier: plain search over about 10^5 positions per pair"]
fn dawson_to_30_agrees_with_search_on_pairs() {
    let q = quotient("dawson", 30);
    let game = HeapGame::parse("dawson").unwrap();
    let mut search = MisereSearch::new(game.rule().clone());
    let checked = q.check_against_search(&mut search, 10, 3).unwrap();
    assert!(checked.is_ok(), "disagree on {checked:?}");
    for a in 1..=30 {
        for b in a..=30 {
            assert_eq!(
                q.outcome(&[a, b]),
                Some(search.outcome(&[a, b]).unwrap()),
                "{a} + {b}"
            );
        }
    }
}

/// Every quotient computed is faithful by the full check, its P-portion is the one its
/// heaps force (least words), and a P-portion with one element flipped fails on a sum whose
/// true outcome (by plain search) the flipped portion gets wrong.
#[test]
fn the_faithfulness_check_finds_wrong_outcomes() {
    for (name, to) in [
        ("dawson", 9),
        ("kayles", 9),
        ("octal:0.144", 12),
        ("sub:1,3,4", 9),
    ] {
        let q = quotient(name, to);
        let game = HeapGame::parse(name).unwrap();
        let rule = game.rule();
        let images: Vec<Vec<u32>> = (0..=to)
            .map(|h| {
                let mut t: Vec<u32> = rule
                    .moves(&h)
                    .iter()
                    .map(|parts| q.element_of(parts).unwrap())
                    .collect();
                t.sort_unstable();
                t.dedup();
                t
            })
            .collect();
        let classes = heap_classes(&q.elements, &images);
        assert!(matches!(
            faithful::check(&q.monoid, &classes, &mut 1_000_000).unwrap(),
            Verdict::Faithful(_)
        ));
        let forced = faithful::forced_p_portion(q.order(), |a, b| q.monoid.mul(a, b), &classes);
        let p: Vec<bool> = (0..q.order() as u32).map(|x| q.monoid.is_p(x)).collect();
        assert_eq!(forced, p, "{name}");
        let mut search = MisereSearch::new(rule.clone());
        for x in 1..q.order() as u32 {
            let mut wrong = q.monoid.clone();
            wrong.set_p(x, !q.monoid.is_p(x));
            let Verdict::Fails(word) = faithful::check(&wrong, &classes, &mut 1_000_000).unwrap()
            else {
                panic!("{name}: flipping element {x} passes the check");
            };
            let sum = faithful::heaps_of(&word, &classes);
            let claimed = wrong.is_p(sum.iter().fold(0, |y, &h| wrong.mul(y, q.elements[h])));
            let truth = search.outcome(&sum).unwrap() == MisereOutcome::P;
            assert_ne!(
                claimed, truth,
                "{name}: flipping {x}, least failure {sum:?}"
            );
        }
    }
}

/// Misère counts through the quotient against enumerating every multiset and tuple.
#[test]
fn counts_agree_with_enumeration() {
    for name in ["dawson", "octal:0.75", "sub:1,3,4"] {
        let q = quotient(name, 8);
        let game = HeapGame::parse(name).unwrap();
        let mut search = MisereSearch::new(game.rule().clone());
        for max in [0usize, 3, 8] {
            for heaps in 1..=3u64 {
                let (mut multisets, mut tuples) = (0u64, 0u64);
                let sizes = max + 1;
                for code in 0..sizes.pow(heaps as u32) {
                    let sum: Vec<usize> = (0..heaps)
                        .map(|i| code / sizes.pow(i as u32) % sizes)
                        .collect();
                    let p = search.outcome(&sum).unwrap() == super::outcome::MisereOutcome::P;
                    tuples += u64::from(p);
                    multisets += u64::from(p && sum.windows(2).all(|w| w[0] <= w[1]));
                }
                let m = count(&q, HeapPositions::Multisets { heaps, max }, None).unwrap();
                let t = count(&q, HeapPositions::Tuples { heaps, max }, None).unwrap();
                assert_eq!(m.losing, multisets.to_string(), "{name} {heaps} {max}");
                assert_eq!(t.losing, tuples.to_string(), "{name} {heaps} {max}");
                let modulus = num_bigint::BigUint::from(7u32);
                let t7 = count(&q, HeapPositions::Tuples { heaps, max }, Some(&modulus)).unwrap();
                assert_eq!(t7.losing, (tuples % 7).to_string());
            }
        }
    }
}

/// Genera of the heaps of the quaternary game 0.312, as listed by Plambeck
/// (plambeck.org, misère octal games, quaternary games, 0.312): heaps 1..=6 have genus
/// 1^031, 2^20, 0^02, 2^1420, 0^02, 1^13.
#[test]
fn genera_of_0312_match_plambeck() {
    let game = HeapGame::parse("octal:0.312").unwrap();
    let mut search = MisereSearch::new(WithNimHeaps(game.rule().clone()));
    let genera: Vec<String> = (1..=6usize)
        .map(|n| {
            Genus::of_sum(game.rule(), &[n], 8, &mut search)
                .unwrap()
                .notation()
        })
        .collect();
    assert_eq!(genera, ["1^031", "2^20", "0^02", "2^1420", "0^02", "1^13"]);
    let empty = Genus::of_sum(game.rule(), &[], 6, &mut search).unwrap();
    assert_eq!(empty.notation(), "0^120");
}

/// A heap game given by a table of options (as a Python game is) gets the quotient of
/// the same game given by its rule, and a table following no take-and-break rule gets one
/// that agrees with plain search.
#[test]
fn quotients_of_tabulated_heap_games() {
    use crate::impartial::heap::HeapTable;
    let kayles = HeapGame::parse("kayles").unwrap();
    let table = HeapTable::new((1..=10).map(|n| kayles.rule().moves(&n)).collect()).unwrap();
    let by_table =
        HeapQuotient::compute(&table, 10, QuotientLimits::default(), &mut |_, _| {}).unwrap();
    let by_rule = quotient("kayles", 10);
    assert_eq!(by_table.elements, by_rule.elements);
    assert_eq!(by_table.relations(), by_rule.relations());
    // Take 1 from an odd heap, or split an even heap into two odd heaps.
    let odd_even = HeapTable::new(
        (1..=12usize)
            .map(|n| match n % 2 {
                1 => vec![vec![n - 1]],
                _ => (1..n).step_by(2).map(|a| vec![a, n - a]).collect(),
            })
            .collect(),
    )
    .unwrap();
    let q =
        HeapQuotient::compute(&odd_even, 12, QuotientLimits::default(), &mut |_, _| {}).unwrap();
    let mut search = MisereSearch::new(odd_even.clone());
    let checked = q.check_against_search(&mut search, 9, 4).unwrap();
    assert!(checked.is_ok(), "disagree on {checked:?}");
}

/// A heap family whose moves do not shrink the heaps has no quotient here: it is refused.
#[test]
fn heap_families_whose_moves_do_not_shrink_are_refused() {
    struct Doubling;
    impl Impartial for Doubling {
        type Position = usize;
        fn moves(&self, &n: &usize) -> Vec<Vec<usize>> {
            if n == 3 {
                vec![vec![1, 4]]
            } else {
                vec![vec![n - 1]]
            }
        }
    }
    let e = HeapQuotient::compute(&Doubling, 5, QuotientLimits::default(), &mut |_, _| {})
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("heap 3 has an option leaving a heap of 4"),
        "{e}"
    );
}
