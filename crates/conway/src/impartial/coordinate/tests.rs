//! The fast table against the mex over the rules, and Wythoff's game against published
//! values and its closed form.

use super::beatty::{lower, p_position_count, p_positions_up_to, wythoff_pair};
use super::table::{check_table, grundy_table, GrundyTable, MAX_TABLE_TO};
use super::*;
use crate::impartial::GrundySolver;
use rand::{Rng, SeedableRng};

fn table(name: &str, to: usize) -> GrundyTable {
    let game = CoordinateGame::parse(name).unwrap();
    grundy_table(&game, to, &mut |_, _| {}).unwrap()
}

/// The slow twin: every value of the table as the generic solver finds it, the memoised
/// mex over [`CoordinateGame`]'s moves as the rules state them.
fn assert_as_the_rules(game: &CoordinateGame, to: usize) {
    let fast = grundy_table(game, to, &mut |_, _| {}).unwrap();
    let mut solver = GrundySolver::new(game.clone());
    for a in 0..=to {
        for b in 0..=to {
            assert_eq!(
                fast.value(a, b),
                solver.grundy(&(a, b)).0,
                "{game} at ({a}, {b})"
            );
        }
    }
}

#[test]
fn tables_are_the_mex_over_the_rules() {
    for name in [
        "wythoff",
        "wythoff:all/none",
        "wythoff:none/all",
        "wythoff:none/none",
        "wythoff:1,2,3/all",
        "wythoff:all/1,2",
        "wythoff:2,5/3",
        "wythoff:1/1",
        "wythoff:1,3,4/none",
    ] {
        for to in [0, 1, 2, 5, 40] {
            assert_as_the_rules(&CoordinateGame::parse(name).unwrap(), to);
        }
    }
}

#[test]
fn random_move_sets_are_the_mex_over_the_rules() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(2024);
    let random_set = |rng: &mut rand::rngs::StdRng| match rng.gen_range(0..5) {
        0 => TakeSet::None,
        1 => TakeSet::All,
        _ => {
            let mut amounts: Vec<usize> = (0..rng.gen_range(1..6))
                .map(|_| rng.gen_range(1..30))
                .collect();
            amounts.sort_unstable();
            amounts.dedup();
            TakeSet::Finite(amounts)
        }
    };
    for _ in 0..40 {
        let one = random_set(&mut rng);
        let both = random_set(&mut rng);
        let game = CoordinateGame::new(one, both);
        assert_eq!(CoordinateGame::parse(&game.to_string()).unwrap(), game);
        assert_as_the_rules(&game, rng.gen_range(0..35));
    }
}

/// Wythoff's table for `b <= a <= 11`, row by row: Winning Ways, p. 76; Blass and Fraenkel
/// (1990), Table 2; OEIS A317205.
const WYTHOFF_TRIANGLE: [u32; 78] = [
    0, 1, 2, 2, 0, 1, 3, 4, 5, 6, 4, 5, 3, 2, 7, 5, 3, 4, 0, 6, 8, 6, 7, 8, 1, 9, 10, 3, 7, 8, 6,
    9, 0, 1, 4, 5, 8, 6, 7, 10, 1, 2, 5, 3, 4, 9, 10, 11, 12, 8, 7, 13, 14, 15, 16, 10, 11, 9, 8,
    13, 12, 0, 15, 16, 17, 14, 11, 9, 10, 7, 12, 14, 2, 13, 17, 6, 18, 15,
];

/// `G(n, n)` for `n <= 15`: OEIS A047708.
const WYTHOFF_DIAGONAL: [u32; 16] = [0, 2, 1, 6, 7, 8, 3, 5, 4, 16, 14, 15, 10, 9, 11, 20];

#[test]
fn wythoffs_table_as_published() {
    let t = table("wythoff", 15);
    let triangle: Vec<u32> = (0..=11)
        .flat_map(|a| (0..=a).map(move |b| (a, b)))
        .map(|(a, b)| t.value(a, b))
        .collect();
    assert_eq!(triangle, WYTHOFF_TRIANGLE);
    let diagonal: Vec<u32> = (0..=15).map(|n| t.value(n, n)).collect();
    assert_eq!(diagonal, WYTHOFF_DIAGONAL);
}

#[test]
fn wythoffs_table_has_the_known_structure() {
    let to = 1000;
    let t = table("wythoff", to);
    for a in 0..=to {
        for b in 0..=to {
            assert_eq!(t.value(a, b), t.value(b, a), "symmetry at ({a}, {b})");
        }
    }
    // Taking the whole heap: G(0, b) = b.
    assert_eq!(t.row(0), (0..=to as u32).collect::<Vec<_>>());
    // Every row is a permutation of the naturals: distinct values (each cell is an option
    // of the later ones), and g appears in row a at some b <= g + 2a (module `table`).
    for a in 0..=to {
        let row = t.row(a);
        let mut seen = vec![false; 3 * to + 1];
        for &v in row {
            assert!(!seen[v as usize], "row {a} repeats {v}");
            seen[v as usize] = true;
        }
        for g in 0..(to + 1).saturating_sub(2 * a) {
            assert!(row[..=g + 2 * a].contains(&(g as u32)), "{g} in row {a}");
        }
    }
    // Additive periodicity (Dress, Flammenkamp and Pink; Landman): rows 1 and 2 from 0 on
    // with period 3.
    for a in [1, 2] {
        for b in 0..=to - 3 {
            assert_eq!(t.value(a, b + 3), t.value(a, b) + 3, "row {a} at {b}");
        }
    }
    // The zeros are exactly Wythoff's pairs.
    let pairs: Vec<(usize, usize)> = p_positions_up_to(to as u64)
        .into_iter()
        .map(|(a, b)| (a as usize, b as usize))
        .collect();
    assert_eq!(t.p_positions(), pairs);
    assert_eq!(t.p_position_count(), p_position_count(to as u64));
}

#[test]
fn two_heap_nim_is_the_nim_sum() {
    let to = 300;
    let t = table("wythoff:all/none", to);
    for a in 0..=to {
        for b in 0..=to {
            assert_eq!(t.value(a, b) as usize, a ^ b);
        }
    }
    assert_eq!(t.p_position_count(), to as u64 + 1);
}

#[test]
fn p_positions_and_counts_match_the_tables_zeros() {
    let big = table("wythoff", 300);
    for to in 0..=300usize {
        let zeros = (0..=to)
            .flat_map(|a| (0..=to).map(move |b| (a, b)))
            .filter(|&(a, b)| big.value(a, b) == 0)
            .count() as u64;
        assert_eq!(p_position_count(to as u64), zeros, "box {to}");
    }
    for to in 0..=60 {
        assert_eq!(
            table("wythoff", to).p_position_count(),
            p_position_count(to as u64)
        );
    }
}

/// `a_k` as Wythoff defined it: the least positive integer not among the earlier `a_i`
/// and `b_i = a_i + i`.
#[test]
fn the_closed_form_is_the_mex_definition() {
    let count = 1_000_000usize;
    let mut taken = vec![false; 3 * count];
    let mut least = 1;
    for k in 1..count {
        while taken[least] {
            least += 1;
        }
        assert_eq!(
            wythoff_pair(k as u64),
            (least as u64, (least + k) as u64),
            "k = {k}"
        );
        taken[least] = true;
        taken[least + k] = true;
    }
    // The count of pairs in a box, by walking the boxes up.
    let mut k = 0u64;
    for n in 0..3_000_000u64 {
        while wythoff_pair(k + 1).1 <= n {
            k += 1;
        }
        assert_eq!(p_position_count(n), 1 + 2 * k, "box {n}");
    }
}

/// For large `k`, `a = a_k` satisfies the definition of the floor, checked by squares:
/// `a <= k phi < a + 1` iff `(2a - k)^2 <= 5 k^2 < (2a + 2 - k)^2`.
#[test]
fn the_closed_form_is_the_floor_for_large_k() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(5);
    let largest = 7_400_000_000_000_000_000u64;
    let ks = (0..10_000).map(|_| rng.gen_range(1..=largest)).chain([
        1,
        2,
        1_000_000_000_000_000_000,
        largest,
    ]);
    for k in ks {
        let a = lower(k);
        let (twice_a, k) = (2 * u128::from(a), u128::from(k));
        assert!(twice_a >= k);
        let (below, above) = (twice_a - k, twice_a + 2 - k);
        assert!(
            below * below <= 5 * k * k && 5 * k * k < above * above,
            "k = {k}"
        );
    }
    // The count in the largest box: the last pair inside, the next outside.
    let n = u64::MAX;
    let inside = (p_position_count(n) - 1) / 2;
    assert!(wythoff_pair(inside).1 <= n);
    let next = u128::from(lower(inside + 1)) + u128::from(inside + 1);
    assert!(next > u128::from(n));
}

#[test]
fn limits_are_refused_before_the_work() {
    let wythoff = CoordinateGame::parse("wythoff").unwrap();
    assert!(check_table(&wythoff, MAX_TABLE_TO).is_ok());
    let error = check_table(&wythoff, MAX_TABLE_TO + 1).unwrap_err();
    assert!(matches!(error, CoordinateError::TooLarge(_)));
    let many: Vec<String> = (1..=2000).map(|s| s.to_string()).collect();
    let listed = CoordinateGame::parse(&format!("wythoff:{}/all", many.join(","))).unwrap();
    let error = check_table(&listed, MAX_TABLE_TO).unwrap_err().to_string();
    assert!(error.contains("units of work"), "{error}");
}

#[test]
fn names_parse_and_print() {
    for (name, printed) in [
        ("wythoff", "wythoff"),
        ("wythoff:all/all", "wythoff"),
        (" wythoff:3,1,2/none ", "wythoff:1,2,3/none"),
        ("wythoff:all/2,1", "wythoff:all/1,2"),
    ] {
        assert_eq!(CoordinateGame::parse(name).unwrap().to_string(), printed);
    }
    for (name, message) in [
        ("wythof", "is not a two-heap game"),
        ("wythoff:all", "gives one set, not two"),
        ("wythoff:/all", "the set ONE is empty"),
        ("wythoff:all/0", "amounts must be positive"),
        ("wythoff:all/1/2", "BOTH = '1/2'"),
    ] {
        let error = CoordinateGame::parse(name).unwrap_err().to_string();
        assert!(error.contains(message), "{name}: {error}");
    }
}
