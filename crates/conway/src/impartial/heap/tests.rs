//! Heap games against the literature and against their slow twins.

use super::*;
use crate::impartial::periodic::Certificate;
use crate::impartial::GrundySolver;
use rand::{Rng, SeedableRng};

fn naive_values(game: &HeapGame, to: usize) -> Vec<u32> {
    let mut solver = DenseSolver::new(game.rule().clone(), Method::Naive);
    solver.extend_to(to, &mut |_, _| {}).unwrap();
    solver.values().to_vec()
}

fn trait_values(rule: &HeapRule, to: usize) -> Vec<u32> {
    let mut solver = GrundySolver::new(rule.clone());
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
    let far = 40_000_000;
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

/// `G(0..=to)` of subtraction of `set` straight from the definition: the mex of
/// `G(n - s)` over the `s <= n` in the set (any `usize`, however large).
#[test]
fn a_certify_search_over_a_short_period_and_a_long_window_ends() {
    // {3, N, N + 1}: period 6 (0 0 0 1 1 1) from 0 up to heap N + 1 and past it, which the
    // window of N + 1 values cannot certify by heap 10^6. The period search after each
    // chunk scanned every multiple of 6 over all the values (minutes at 10^6 heaps); the
    // search must stay linear, so that the certify search ends at its limit.
    let max = usize::MAX;
    for (set, needed) in [
        (vec![1_000_001, 1_000_000, 3], Some(1_000_008)),
        (vec![max - 1, max, 3], Some(max as u128 + 7)),
    ] {
        let name = format!("sub:{},{},{}", set[0], set[1], set[2]);
        let game = HeapGame::parse(&name).unwrap();
        let seq = game.sequence(300, Some(1_000_000), &mut |_, _| {}).unwrap();
        assert_eq!(seq.values, by_subtraction(&set, 300), "{name}");
        assert_eq!(seq.computed, 1_000_001, "{name}");
        assert!(seq.search_stopped.is_none(), "{name}");
        let p = seq.periodicity.unwrap();
        assert_eq!((p.preperiod, p.period), (0, 6), "{name}");
        assert_eq!(
            p.certificate,
            Certificate::Observed {
                values_needed: needed
            },
            "{name}"
        );
    }
}

fn by_subtraction(set: &[usize], to: usize) -> Vec<u32> {
    let mut g = Vec::with_capacity(to + 1);
    for n in 0..=to {
        let options: Vec<u32> = set.iter().filter(|&&s| s <= n).map(|&s| g[n - s]).collect();
        g.push(crate::impartial::nimber::mex_of(options));
    }
    g
}

#[test]
fn subtraction_of_numbers_near_two_to_the_64_is_never_certified_early() {
    let max = usize::MAX;
    for set in [
        vec![1, max],
        vec![max],
        vec![max - 1, max],
        vec![2, 3, max - 5, max / 2 + 1],
    ] {
        let name = format!(
            "sub:{}",
            set.iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(",")
        );
        let game = HeapGame::parse(&name).unwrap();
        let expected = by_subtraction(&set, 3000);
        for limit in [None, Some(20_000)] {
            let seq = game.sequence(3000, limit, &mut |_, _| {}).unwrap();
            assert_eq!(seq.values, expected, "{name}");
            let p = seq.periodicity.unwrap();
            assert!(!p.is_certified(), "{name}: {p:?}");
        }
        assert_eq!(game.values(3000).unwrap(), expected, "{name}");
    }
}

#[test]
fn splitting_into_more_parts_than_tokens_is_unlimited_splitting() {
    // split:10000 below heap 60 is split:60; the tables only hold splits that exist.
    let wide = HeapGame::parse("split:10000").unwrap().values(60).unwrap();
    let game = HeapGame::parse("split:60").unwrap();
    assert_eq!(wide, game.values(60).unwrap());
    assert_eq!(wide, trait_values(game.rule(), 60));
}

#[test]
fn direct_work_is_predicted_exactly() {
    // Direct scans (the naive method), one-heap options, and split tables whose bitsets do
    // not widen (values below 64): the prediction is the work counted, within 2% (the
    // unions of split sets are predicted for every removal, also the few too large for the
    // first heaps).
    for (name, to) in [
        ("octal:0.77", 3000),
        ("octal:0.6", 3000),
        ("sub:1,4,9,200", 5000),
        ("grundy", 3000),
        ("split:3", 40),
        ("octal:0.fff", 30),
    ] {
        let game = HeapGame::parse(name).unwrap();
        let mut solver = DenseSolver::new(game.rule().clone(), Method::Naive);
        let predicted = solver.predicted_work(to);
        solver.extend_to(to, &mut |_, _| {}).unwrap();
        let counted = solver.work() as f64;
        assert!(
            (predicted - counted).abs() <= counted / 50.0 + 2.0,
            "{name}: predicted {predicted}, counted {counted}"
        );
    }
}

#[test]
fn requests_beyond_the_work_limit_are_refused_at_once() {
    let game = HeapGame::parse("octal:0.77").unwrap();
    let mut solver = DenseSolver::new(game.rule().clone(), Method::Naive);
    solver.set_work_limit(1_000_000);
    let refusal = solver.extend_to(5000, &mut |_, _| {}).unwrap_err();
    assert!(solver.values().is_empty(), "nothing computed");
    let message = refusal.to_string();
    assert!(message.contains("heaps up to 5000"), "{message}");
    // The largest heap said to be within the limit is.
    let within: usize = message
        .split("heaps up to about ")
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
        .unwrap()
        .parse()
        .unwrap();
    solver.extend_to(within, &mut |_, _| {}).unwrap();
    assert!(solver.work() <= 1_000_000);
    assert!(solver.extend_to(within + 100, &mut |_, _| {}).is_err());
}

#[test]
fn the_work_limit_stops_the_rare_common_method_with_correct_values() {
    // Officers: the first heaps are scanned directly (predicted), then the rare/common
    // method runs until the counted work reaches the limit.
    let game = HeapGame::parse("octal:0.6").unwrap();
    let mut solver = game.solver();
    solver.set_work_limit(3_000_000);
    let refusal = solver.extend_to(20_000, &mut |_, _| {}).unwrap_err();
    assert!(refusal.to_string().contains("used up"), "{refusal}");
    assert!(solver.work_limit_reached());
    let computed = solver.values().len();
    assert!(2048 < computed && computed < 20_000, "{computed}");
    assert_eq!(solver.values(), &naive_values(&game, computed - 1)[..]);
}

#[test]
fn hopeless_requests_are_refused_after_a_short_probe() {
    // A code of 400 digits without a sparse space: the direct scan to 10^5 is far beyond
    // the limit, so the sequence stops once a probe of a fraction of the limit is spent.
    let mut rng = rand::rngs::StdRng::seed_from_u64(11);
    let digits: String = (0..400)
        .map(|_| char::from_digit(rng.gen_range(4..8), 8).unwrap())
        .collect();
    let game = HeapGame::parse(&format!("octal:0.{digits}")).unwrap();
    let refusal = game.sequence(100_000, None, &mut |_, _| {}).unwrap_err();
    assert!(
        refusal.to_string().contains("heaps up to 100000"),
        "{refusal}"
    );
    // With the values asked for within reach, the search for a certificate stops instead.
    let seq = game.sequence(1000, Some(100_000), &mut |_, _| {}).unwrap();
    assert_eq!(seq.values.len(), 1001);
    let stopped = seq.search_stopped.expect("the search stopped").to_string();
    assert!(stopped.contains("heaps up to 100000"), "{stopped}");
}

#[test]
fn long_inputs_are_shortened_in_messages() {
    let long = "x".repeat(100_000);
    for name in [
        long.clone(),
        format!("octal:0.{long}"),
        format!("sub:{long}"),
    ] {
        let message = HeapGame::parse(&name).unwrap_err().to_string();
        assert!(message.len() < 300, "{}", &message[..300]);
        assert!(message.contains(" characters)"), "{message}");
    }
}

#[test]
fn arithmetic_periods_of_hexadecimal_and_splitting_games_predict_later_values() {
    // (game, preperiod, period, saltus) seen in G(0..=300); the prediction is then compared
    // with the values computed by the naive method up to heap 1500.
    let cases = [
        ("octal:0.8", 1, 3, 1),
        ("octal:0.c", 1, 2, 1),
        ("octal:0.f8", 7, 6, 4),
        ("octal:0.b8", 9, 7, 4),
        ("split:4", 1, 1, 1),
    ];
    for (name, preperiod, period, saltus) in cases {
        let game = HeapGame::parse(name).unwrap();
        let seq = game.sequence(300, None, &mut |_, _| {}).unwrap();
        let p = seq.periodicity.clone().unwrap();
        assert_eq!(
            (p.preperiod, p.period, p.saltus),
            (preperiod, period, saltus),
            "{name}"
        );
        assert!(!p.is_certified(), "{name}: no theorem certifies a saltus");
        let direct = naive_values(&game, 1500);
        for (n, &g) in direct.iter().enumerate() {
            assert_eq!(
                p.value_at(&seq.values, n),
                u128::from(g),
                "{name}, heap {n}"
            );
        }
    }
}
