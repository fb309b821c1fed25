//! Heap games against the literature and against their slow twins.

use super::*;
use crate::impartial::Solver;
use rand::{Rng, SeedableRng};

fn naive_values(game: &HeapGame, to: usize) -> Vec<u32> {
    let mut solver = DenseSolver::new(game.rule().clone(), Method::Naive);
    solver.extend_to(to, &mut |_, _| {}).unwrap();
    solver.values().to_vec()
}

fn trait_values(rule: &HeapRule, to: usize) -> Vec<u32> {
    let mut solver = Solver::new(rule.clone());
    (0..=to).map(|n| solver.grundy(&n).0).collect()
}

#[test]
fn kayles_literature() {
    let kayles = HeapGame::parse("kayles").unwrap();
    let v = kayles.values(200).unwrap();
    // Winning Ways, ch. 4.
    assert_eq!(v[..16], [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7]);
    // The last exceptional value is G(70) = 6; period 12 from 71 on.
    assert_eq!(v[70], 6);
    let seq = kayles.sequence(1000, None, &mut |_, _| {}).unwrap();
    let p = seq.periodicity.unwrap();
    assert_eq!((p.preperiod, p.period), (71, 12));
    assert!(p.is_certified());
}

#[test]
fn dawson_period_34() {
    let dawson = HeapGame::parse("dawson").unwrap();
    let seq = dawson.sequence(2000, None, &mut |_, _| {}).unwrap();
    // Dawson's chess (0.137) values, OEIS A002187; Dawson's Kayles 0.07 is the same
    // sequence shifted by one heap.
    let chess = [
        0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0,
    ];
    assert_eq!(seq.values[1..26], chess);
    let p = seq.periodicity.unwrap();
    assert_eq!(p.period, 34);
    assert!(p.is_certified());
    let chess_game = HeapGame::parse("octal:0.137").unwrap();
    assert_eq!(chess_game.values(500).unwrap()[..500], seq.values[1..501]);
}

#[test]
fn subtraction_one_two_three_period_four() {
    let game = HeapGame::parse("sub:1,2,3").unwrap();
    let seq = game.sequence(100, None, &mut |_, _| {}).unwrap();
    assert!(seq
        .values
        .iter()
        .enumerate()
        .all(|(n, &g)| g == n as u32 % 4));
    let p = seq.periodicity.unwrap();
    assert_eq!((p.preperiod, p.period), (0, 4));
    assert!(p.is_certified());
}

#[test]
fn grundys_game_first_values_and_no_certificate() {
    // OEIS A002188.
    let expected = [
        0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0,
    ];
    let game = HeapGame::parse("grundy").unwrap();
    assert_eq!(game.values(20).unwrap(), expected);
    assert_eq!(game.theorem(), None);
}

#[test]
fn split_values_match_trait_solver() {
    for k in 2..=5 {
        let game = HeapGame::parse(&format!("split:{k}")).unwrap();
        assert_eq!(
            game.values(40).unwrap(),
            trait_values(game.rule(), 40),
            "split:{k}"
        );
    }
}

#[test]
fn tiled_squares_match_plain_loop() {
    let game = HeapGame::parse("sub:squares").unwrap();
    // Several tiles, so that far squares and tile boundaries are exercised.
    assert_eq!(game.values(50_000).unwrap(), naive_values(&game, 50_000));
}

#[test]
fn tiled_squares_extended_in_uneven_steps() {
    // Steps that start tiles off the tile grid, partial tiles and tasks, the first tile
    // with values already known, and values above 64 (rows of two words).
    let game = HeapGame::parse("sub:squares").unwrap();
    let expected = naive_values(&game, 150_000);
    let mut solver = DenseSolver::new(game.rule().clone(), Method::Fast);
    for to in [
        0, 1, 5, 2_047, 2_048, 3_000, 7_777, 40_001, 100_000, 150_000,
    ] {
        solver.extend_to(to, &mut |_, _| {}).unwrap();
        assert_eq!(solver.values(), &expected[..=to], "extended to {to}");
    }
}

#[test]
fn tiled_squares_in_every_row_width() {
    // Each row width of the marking code (values stay below 128 up to this heap), up to
    // the widest, which holds every 16-bit value.
    let game = HeapGame::parse("sub:squares").unwrap();
    let expected = naive_values(&game, 20_000);
    for min_width in [0, 256, 512, 1024, 1025] {
        let mut values = vec![];
        squares::extend_with_rows(&mut values, 20_000, &mut |_, _| {}, min_width);
        assert_eq!(values, expected, "rows of at least {min_width} bytes");
    }
}

#[test]
fn tiled_squares_on_one_thread() {
    // The pipeline (near moves of one tile beside the far moves of the next) without a
    // second thread to run them at the same time.
    let game = HeapGame::parse("sub:squares").unwrap();
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .unwrap();
    let values = pool.install(|| game.values(20_000).unwrap());
    assert_eq!(values, naive_values(&game, 20_000));
}

#[test]
fn squares_match_trait_solver() {
    let game = HeapGame::parse("sub:squares").unwrap();
    assert_eq!(game.values(300).unwrap(), trait_values(game.rule(), 300));
}

fn random_code(rng: &mut impl Rng) -> String {
    let d0 = ["0", "4", "8", "c"][rng.gen_range(0..4)];
    let len = rng.gen_range(1..=4);
    let digits: String = (0..len)
        .map(|_| char::from_digit(rng.gen_range(0..16), 16).unwrap())
        .collect();
    format!("{d0}.{digits}")
}

#[test]
fn random_codes_dense_matches_trait_solver() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(7);
    for _ in 0..60 {
        let code = random_code(&mut rng);
        let game = HeapGame::parse(&format!("octal:{code}")).unwrap();
        let dense = game.values(30).unwrap();
        assert_eq!(dense, trait_values(game.rule(), 30), "code {code}");
        assert_eq!(dense, naive_values(&game, 30), "code {code}");
    }
}

#[test]
fn rare_common_matches_naive() {
    // Officers (0.6) is the classic sparse-space game; the others check the fallback.
    for name in ["octal:0.6", "octal:0.26", "kayles", "octal:4.7", "grundy"] {
        let game = HeapGame::parse(name).unwrap();
        assert_eq!(
            game.values(6000).unwrap(),
            naive_values(&game, 6000),
            "{name}"
        );
    }
    let officers = HeapGame::parse("octal:0.6").unwrap();
    let mut solver = officers.solver();
    solver.extend_to(2000, &mut |_, _| {}).unwrap();
    assert!(
        solver.sparse_mask().is_some(),
        "Officers should have a sparse space"
    );
}

#[test]
fn periodic_extension_equals_direct_computation() {
    for name in ["kayles", "dawson", "sub:2,5,7", "octal:0.156", "split:2"] {
        let game = HeapGame::parse(name).unwrap();
        let seq = game.sequence(20_000, None, &mut |_, _| {}).unwrap();
        assert!(seq.periodicity.as_ref().unwrap().is_certified(), "{name}");
        assert!(seq.computed < 20_000, "{name} computed {}", seq.computed);
        assert_eq!(seq.values, game.values(20_000).unwrap(), "{name}");
    }
}

#[test]
fn certify_limit_computes_past_to() {
    let kayles = HeapGame::parse("kayles").unwrap();
    let short = kayles.sequence(100, None, &mut |_, _| {}).unwrap();
    assert!(short.periodicity.is_none_or(|p| !p.is_certified()));
    let long = kayles.sequence(100, Some(10_000), &mut |_, _| {}).unwrap();
    assert!(long.periodicity.unwrap().is_certified());
    assert_eq!(long.values.len(), 101);
    assert_eq!(long.values, short.values);
}

#[test]
fn bad_names_are_errors() {
    for bad in [
        "",
        "nim",
        "sub:",
        "sub:0",
        "sub:1,x",
        "octal:0.8x",
        "split:10001",
        "octal:",
        "split:1",
        "split:x",
    ] {
        assert!(HeapGame::parse(bad).is_err(), "{bad}");
    }
    let kayles = HeapGame::parse("kayles").unwrap();
    assert!(matches!(
        kayles.values(MAX_HEAP + 1),
        Err(HeapError::TooLarge(_))
    ));
}

#[test]
fn out_of_reach_requests_refused_unless_a_period_is_certified() {
    let kayles = HeapGame::parse("kayles").unwrap();
    let far = PAIR_HEAP_LIMIT * 10;
    let seq = kayles.sequence(far, None, &mut |_, _| {}).unwrap();
    assert_eq!(seq.values.len(), far + 1);
    let officers = HeapGame::parse("octal:0.6").unwrap();
    assert!(matches!(
        officers.sequence(far, None, &mut |_, _| {}),
        Err(HeapError::TooLarge(_))
    ));
    let grundy = HeapGame::parse("grundy").unwrap();
    assert!(grundy.sequence(far, None, &mut |_, _| {}).is_err());
}
