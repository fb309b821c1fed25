//! The tower ruleset against brute force on the real block configurations, the seed's
//! theorem checked by the engine, and the input format's error paths.

use crate::problems::tower::{floor_types, stable_floors, Floor, Player, Tower};
use conway::count::records::{count_records_by_recursion, Policy};
use conway::count::{Arithmetic, Exact, Modular};
use num_bigint::BigInt;
use std::collections::HashMap;

/// Brute force over block configurations (the floors below the top): whether the player to
/// move wins, the number of records of all legal play, and of winner-optimal play. Every
/// move is a (floor, block) pair.
struct Brute {
    memo: HashMap<Vec<Floor>, (bool, u128, u128)>,
}

impl Brute {
    fn solve(&mut self, floors: &[Floor]) -> (bool, u128, u128) {
        if let Some(&r) = self.memo.get(floors) {
            return r;
        }
        let mut children = Vec::new();
        for (i, floor) in floors.iter().enumerate() {
            for (_block, next) in floor.moves() {
                let mut child = floors.to_vec();
                child[i] = next;
                children.push(self.solve(&child));
            }
        }
        let result = if children.is_empty() {
            (false, 1, 1)
        } else {
            let wins = children.iter().any(|c| !c.0);
            let all = children.iter().map(|c| c.1).sum();
            let optimal = children.iter().filter(|c| !wins || !c.0).map(|c| c.2).sum();
            (wins, all, optimal)
        };
        self.memo.insert(floors.to_vec(), result);
        result
    }
}

#[test]
fn engine_matches_brute_force_on_every_tower_of_up_to_six_floors_below_the_top() {
    let patterns = stable_floors();
    assert_eq!(patterns.len(), 5);
    let modular = Modular::new(1_000_000_007).unwrap();
    let mut brute = Brute {
        memo: HashMap::new(),
    };
    let mut checked = 0;
    for below in 0..=6u32 {
        for code in 0..5usize.pow(below) {
            let mut rest = code;
            let mut floors = vec![patterns[code % 5]]; // the top floor never matters
            for _ in 0..below {
                floors.push(patterns[rest % 5]);
                rest /= 5;
            }
            let (wins, all, optimal) = brute.solve(&floors[1..]);
            let tower = Tower::new(floors).unwrap();
            let expected = if wins { Player::A } else { Player::B };
            assert_eq!(tower.winner(), expected, "{tower}");
            let got = tower
                .records(Policy::WinnerOptimal, &Exact, &mut |_, _| {})
                .unwrap();
            assert_eq!(got, BigInt::from(optimal), "{tower}");
            let got = tower
                .records(Policy::AllPlay, &Exact, &mut |_, _| {})
                .unwrap();
            assert_eq!(got, BigInt::from(all), "{tower}");
            let got = tower
                .records(Policy::WinnerOptimal, &modular, &mut |_, _| {})
                .unwrap();
            assert_eq!(got as u128, optimal % 1_000_000_007, "{tower}");
            checked += 1;
        }
    }
    assert_eq!(checked, (0..=6).map(|k| 5usize.pow(k)).sum::<usize>());
}

#[test]
fn seed_theorem_holds_b_wins_iff_full_and_one_move_floors_are_both_even() {
    let [full, left, right, middle, sides] = [
        Floor([true, true, true]),
        Floor([true, true, false]),
        Floor([false, true, true]),
        Floor([false, true, false]),
        Floor([true, false, true]),
    ];
    for x in 0..=30usize {
        for y in 0..=30usize {
            for dead in 0..=2usize {
                let mut floors = vec![middle];
                floors.extend(vec![full; x]);
                floors.extend((0..y).map(|i| if i % 2 == 0 { left } else { right }));
                floors.extend((0..dead).map(|i| if i % 2 == 0 { middle } else { sides }));
                let tower = Tower::new(floors).unwrap();
                let seed = if x % 2 == 0 && y % 2 == 0 {
                    Player::B
                } else {
                    Player::A
                };
                assert_eq!(tower.winner(), seed, "x = {x}, y = {y}");
            }
        }
    }
    // The Grundy values behind it, from the impartial engine.
    let types = floor_types();
    let values: Vec<u32> = (0..types.len()).map(|t| types.grundy(t).0).collect();
    let names: Vec<String> = (0..types.len())
        .map(|t| types.get(t).name.clone())
        .collect();
    assert_eq!(names, ["111", "110", "101", "011", "010"]);
    assert_eq!(values, [2, 1, 0, 1, 0]);
}

#[test]
fn engine_matches_the_unmerged_recursion_on_taller_random_towers() {
    let types = floor_types();
    let m = Modular::new(998_244_353).unwrap();
    for seed in 0..12 {
        let tower = Tower::random(14 + seed as usize, seed);
        for policy in [Policy::WinnerOptimal, Policy::AllPlay] {
            let slow = count_records_by_recursion(&types, &tower.counts(), policy, &m).unwrap();
            assert_eq!(
                tower.records(policy, &m, &mut |_, _| {}).unwrap(),
                slow,
                "{tower}"
            );
        }
    }
}

#[test]
fn sample_towers() {
    let m = Modular::new(1_000_000_007).unwrap();
    let solve = |text: &str| {
        let t = Tower::parse(text).unwrap();
        (
            t.winner(),
            m.to_decimal(
                &t.records(Policy::WinnerOptimal, &m, &mut |_, _| {})
                    .unwrap(),
            ),
        )
    };
    // No move at all: B wins with the empty record.
    assert_eq!(solve("1\n1 1 1\n"), (Player::B, "1".to_string()));
    assert_eq!(
        solve("3\n0 1 0\n1 0 1\n0 1 0\n"),
        (Player::B, "1".to_string())
    );
    // One full floor: A takes the middle block.
    assert_eq!(solve("2\n1 1 1\n1 1 1\n"), (Player::A, "1".to_string()));
    // Two full floors (a P-position): A may open with any of 6 blocks, B answers alike.
    // Middle, then middle: 2 * 1; side, then side of the other floor: 4 * 2, followed by
    // the two one-move floors in either order: 2 — so 2 + 8 * 2 = 18.
    assert_eq!(
        solve("3\n1 1 1\n1 1 1\n1 1 1\n"),
        (Player::B, "18".to_string())
    );
}

#[test]
fn generated_towers_are_deterministic_and_round_trip() {
    let a = Tower::random(500, 7);
    assert_eq!(a, Tower::random(500, 7));
    assert_ne!(a, Tower::random(500, 8));
    assert_eq!(Tower::parse(&a.to_string()).unwrap(), a);
    let counts = a.counts();
    assert_eq!(counts.iter().sum::<u64>(), 499);
    assert!(
        counts.iter().all(|&c| c > 50),
        "every pattern occurs: {counts:?}"
    );
    assert_eq!(Tower::full(4).counts(), [3, 0, 0, 0, 0]);
}

#[test]
fn malformed_inputs_name_the_line_and_the_reason() {
    let cases = [
        ("", 1, "empty input"),
        ("abc\n", 1, "found 'abc'"),
        ("-3\n", 1, "positive integer"),
        ("+3\n1 1 1\n1 1 1\n1 1 1\n", 1, "positive integer"),
        ("2 2\n1 1 1\n1 1 1\n", 1, "found '2 2'"),
        ("0\n", 1, "n = 0"),
        (
            "99999999999999999999999\n1 1 1\n",
            1,
            "n = 99999999999999999999999 floors",
        ),
        ("18446744073709551616\n", 1, "only 0 line(s) follow"),
        ("0000\n", 1, "n = 0"),
        ("2\r1 1 1\r1 1 1\r", 1, "found '2\\r1 1 1\\r1 1 1'"),
        (
            "2\n1 1 1\n",
            1,
            "n = 2 floors announced, but only 1 line(s) follow",
        ),
        ("\u{feff}2\n1 1 1\n", 1, "only 1 line(s)"),
        ("\n1\n1 1 1\n", 1, "found ''"),
        (
            "3 \t\n1 1 1\n1 1 1\n1 1 1 1\n",
            4,
            "floor 3 of 3: expected three values",
        ),
        ("2\n1 1 1\n\n", 3, "found 0"),
        ("2\n1 1 1\n1 1\n", 3, "found 2"),
        ("2\n1 1 1\n1 1 1 1\n", 3, "found 4"),
        (
            "2\n1 1 1\n1 2 1\n",
            3,
            "the middle block (value 2 of 3) must be 0 or 1, found '2'",
        ),
        (
            "2\n1 1 1\n1 1 x\n",
            3,
            "the right block (value 3 of 3) must be 0 or 1, found 'x'",
        ),
        (
            "2\n1 1 1\n01 1 1\n",
            3,
            "the left block (value 1 of 3) must be 0 or 1, found '01'",
        ),
        ("2\n1 1 1\n1 0 0\n", 3, "'1 0 0' is unstable"),
        ("2\n0 0 1\n1 1 1\n", 2, "'0 0 1' is unstable"),
        ("2\n1 1 1\n0 0 0\n", 3, "unstable"),
        ("1\n1 1 1\n1 1 1\n", 3, "extra line"),
        ("1\n1 1 1\n\n\n0 1 0\n", 5, "extra line"),
    ];
    for (text, line, reason) in cases {
        let err = Tower::parse(text).unwrap_err();
        assert_eq!(err.line, line, "{text:?}: {err}");
        assert!(err.to_string().contains(reason), "{text:?}: {err}");
    }
    // A long token is quoted in part only.
    let long = format!("2\n1 1 1\n1 {} 1\n", "7".repeat(100_000));
    let message = Tower::parse(&long).unwrap_err().to_string();
    assert!(message.len() < 200, "{message}");
    // Bytes that are not UTF-8 are refused on their line.
    let err = Tower::parse_bytes(b"2\n1 1 1\n1 \xff 1\n").unwrap_err();
    assert_eq!((err.line, err.reason.as_str()), (3, "not UTF-8 text"));
    // Accepted variants: CRLF line ends, a byte-order mark, tabs and extra spaces,
    // leading zeros in n, trailing blank lines.
    let t = Tower::parse("\u{feff}002\r\n1 1 1\r\n 0 \t 1 1 \r\n\n").unwrap();
    assert_eq!(t.floors()[1], Floor([false, true, true]));
    assert_eq!(
        Tower::parse_bytes(b"1\r\n0 1 0\r\n")
            .unwrap()
            .floors()
            .len(),
        1
    );
}
