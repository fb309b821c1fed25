//! Subtraction games on a cycle: values derived by hand, and outcomes of single positions
//! and of sums by a naive fixpoint over the rules written again here.

use crate::cyclic_subtraction::CyclicSubtraction;
use conway::loopy::impartial::LoopyNimber;
use conway::loopy::LoopyGame;

fn game(text: &str) -> LoopyGame {
    let (rules, start) = CyclicSubtraction::parse(text).unwrap();
    LoopyGame::of_ruleset(&rules, start).unwrap()
}

fn nim(text: &str) -> LoopyNimber {
    game(text).loopy_nimber().expect("impartial")
}

#[test]
fn values_derived_by_hand() {
    for n in [2u32, 4, 6, 10] {
        for k in 0..n {
            // S = {1}: the token walks down to 0 and never wraps: k mod 2
            assert_eq!(nim(&format!("1:{n}:{k}")), LoopyNimber::Finite(k % 2));
            // S = {2} on an even cycle: odd positions never reach 0 (a draw, no finite
            // option: infinity with an empty escape set), even ones k have (k/2) mod 2
            let expected = if k % 2 == 1 {
                LoopyNimber::Infinite(vec![])
            } else {
                LoopyNimber::Finite((k / 2) % 2)
            };
            assert_eq!(nim(&format!("2:{n}:{k}")), expected, "2:{n}:{k}");
        }
    }
    // S = {2} on an odd cycle: every position reaches 0, so none is infinite
    for k in 0..9 {
        assert!(matches!(nim(&format!("2:9:{k}")), LoopyNimber::Finite(_)));
    }
    for (text, message) in [
        ("0:5:1", "positive integers"),
        ("1:5:5", "below the cycle's length"),
        ("1:0:0", "length must be from 1"),
        ("1:5", "expected S:n:k"),
        ("1,x:5:1", "found 'x'"),
    ] {
        let e = CyclicSubtraction::parse(text).unwrap_err();
        assert!(e.0.contains(message), "{text}: {e}");
    }
}

/// Who wins moving first from each position of sums of tokens, by a fixpoint from the
/// rules (`k -> (k - s) mod n`, no move from 0): `Some(true)` a win, `Some(false)` a
/// loss, `None` a draw.
fn naive_first_player(set: &[u32], n: u32, tokens: usize) -> Vec<Option<bool>> {
    let states = (n as usize).pow(tokens as u32);
    let decode = |mut s: usize| {
        let mut ks = Vec::new();
        for _ in 0..tokens {
            ks.push((s % n as usize) as u32);
            s /= n as usize;
        }
        ks
    };
    let encode = |ks: &[u32]| {
        ks.iter()
            .rev()
            .fold(0usize, |s, &k| s * n as usize + k as usize)
    };
    let moves = |s: usize| {
        let ks = decode(s);
        let mut out = Vec::new();
        for (i, &k) in ks.iter().enumerate() {
            if k == 0 {
                continue;
            }
            for &d in set {
                let mut next = ks.clone();
                next[i] = (i64::from(k) - i64::from(d)).rem_euclid(i64::from(n)) as u32;
                out.push(encode(&next));
            }
        }
        out
    };
    let mut result: Vec<Option<bool>> = vec![None; states];
    loop {
        let mut changed = false;
        for s in 0..states {
            if result[s].is_some() {
                continue;
            }
            let m = moves(s);
            if m.iter().any(|&t| result[t] == Some(false)) {
                result[s] = Some(true);
                changed = true;
            } else if m.iter().all(|&t| result[t] == Some(true)) {
                result[s] = Some(false);
                changed = true;
            }
        }
        if !changed {
            return result;
        }
    }
}

#[test]
fn outcomes_of_positions_and_sums_agree_with_a_naive_fixpoint() {
    for set in [
        vec![1, 3],
        vec![2, 3],
        vec![1, 4],
        vec![3, 5],
        vec![2, 5, 6],
    ] {
        for n in 3..9u32 {
            let text = set.iter().map(u32::to_string).collect::<Vec<_>>().join(",");
            let single = naive_first_player(&set, n, 1);
            let pairs = naive_first_player(&set, n, 2);
            for a in 0..n {
                let g = game(&format!("{text}:{n}:{a}"));
                let code = |first: Option<bool>| match first {
                    Some(true) => "N",
                    Some(false) => "P",
                    None => "D",
                };
                assert_eq!(
                    g.outcome().code(),
                    code(single[a as usize]),
                    "{text}:{n}:{a}"
                );
                for b in 0..n {
                    let h = game(&format!("{text}:{n}:{b}"));
                    let sum = g.sum(&h).unwrap();
                    let expected = code(pairs[(b * n + a) as usize]);
                    assert_eq!(sum.outcome().code(), expected, "{text}:{n}: {a} + {b}");
                    // Smith's rule on the two values gives the same outcome
                    let value =
                        nim(&format!("{text}:{n}:{a}")).add(&nim(&format!("{text}:{n}:{b}")));
                    assert_eq!(value.outcome().code(), expected, "{text}:{n}: {a} + {b}");
                }
            }
        }
    }
}
