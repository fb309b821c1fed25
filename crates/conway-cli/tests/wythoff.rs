//! Two-heap games end to end: `conway grundy wythoff --table N` and `--p-positions N`
//! against the mex over the moves computed here, by brute force, for Wythoff's game,
//! two-heap Nim and random move sets; Wythoff's pairs against his recursive definition;
//! and bad input (exit status 2, one line).

use crate::util::{conway, json_of, refused};

use crate::fuzz::rng;

/// A set of amounts as the tests see it: `None` for `all`, else the amounts listed.
type Amounts = Option<Vec<usize>>;

/// `G(a, b)` for `a, b <= to` by brute force: the mex over every move, taking `s` in
/// `one` from either heap or `s` in `both` from each.
fn by_brute_force(one: &Amounts, both: &Amounts, to: usize) -> Vec<Vec<u64>> {
    let allows = |set: &Amounts, s: usize| set.as_ref().is_none_or(|listed| listed.contains(&s));
    let mut g = vec![vec![0u64; to + 1]; to + 1];
    for a in 0..=to {
        for b in 0..=to {
            let mut options = Vec::new();
            for s in 1..=a.max(b) {
                if allows(one, s) && s <= a {
                    options.push(g[a - s][b]);
                }
                if allows(one, s) && s <= b {
                    options.push(g[a][b - s]);
                }
                if allows(both, s) && s <= a.min(b) {
                    options.push(g[a - s][b - s]);
                }
            }
            g[a][b] = (0..).find(|v| !options.contains(v)).unwrap();
        }
    }
    g
}

/// The table printed by `conway grundy GAME --table TO --json`, checked for its keys.
fn listed_table(game: &str, to: usize) -> Vec<Vec<u64>> {
    let v = json_of(&["grundy", game, "--table", &to.to_string(), "--json"]);
    assert_eq!(v["game"], game);
    assert_eq!(v["to"], to);
    let rows: Vec<Vec<u64>> = v["table"]
        .as_array()
        .unwrap()
        .iter()
        .map(|row| {
            row.as_array()
                .unwrap()
                .iter()
                .map(|x| x.as_u64().unwrap())
                .collect()
        })
        .collect();
    assert_eq!(v["max"], *rows.iter().flatten().max().unwrap());
    rows
}

/// The set as written in a game name.
fn written(set: &Amounts) -> String {
    match set {
        None => "all".into(),
        Some(listed) if listed.is_empty() => "none".into(),
        Some(listed) => listed
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(","),
    }
}

#[test]
fn tables_are_the_brute_force_mex() {
    let none = Some(vec![]);
    for (one, both, to) in [
        (None, None, 60),
        (None, none.clone(), 60),
        (none.clone(), None, 30),
        (Some(vec![1, 2, 3]), None, 60),
        (None, Some(vec![1, 2]), 60),
        (Some(vec![2, 5]), Some(vec![3]), 60),
        (none.clone(), none.clone(), 3),
    ] {
        let game = format!("wythoff:{}/{}", written(&one), written(&both));
        assert_eq!(
            listed_table(&game, to),
            by_brute_force(&one, &both, to),
            "{game}"
        );
    }
    assert_eq!(listed_table("wythoff", 0), [[0]]);
}

#[test]
fn random_move_sets_are_the_brute_force_mex() {
    let mut rng = rng::Rng::for_case(1907, 0);
    for _ in 0..12 {
        let mut set = || -> Amounts {
            match rng.below(4) {
                0 => None,
                1 => Some(vec![]),
                _ => {
                    let mut listed: Vec<usize> = (0..rng.range(1, 4))
                        .map(|_| rng.range(1, 19) as usize)
                        .collect();
                    listed.sort_unstable();
                    listed.dedup();
                    Some(listed)
                }
            }
        };
        let (one, both) = (set(), set());
        let game = format!("wythoff:{}/{}", written(&one), written(&both));
        assert_eq!(
            listed_table(&game, 40),
            by_brute_force(&one, &both, 40),
            "{game}"
        );
    }
}

#[test]
fn text_table_lines_up_the_rows() {
    let out = conway()
        .args(["grundy", "wythoff", "--table", "3"])
        .output()
        .unwrap();
    assert!(out.status.success());
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "Grundy table of wythoff for heaps 0..=3 (row a: G(a, 0), ..., G(a, 3)):\n\
         0: 0 1 2 3\n1: 1 2 0 4\n2: 2 0 1 5\n3: 3 4 5 6\nmax: 6\n"
    );
}

/// The P-positions `(a, b)`, `a <= b`, of a brute-force table, and the number of zeros.
fn zeros(g: &[Vec<u64>]) -> (Vec<(u64, u64)>, u64) {
    let mut pairs = Vec::new();
    let mut count = 0;
    for (a, row) in g.iter().enumerate() {
        for (b, &v) in row.iter().enumerate() {
            if v == 0 {
                count += 1;
                if a <= b {
                    pairs.push((a as u64, b as u64));
                }
            }
        }
    }
    (pairs, count)
}

/// `conway grundy GAME --p-positions N --json`: the pairs listed and the count.
fn p_positions(game: &str, n: u64) -> (Vec<(u64, u64)>, u64) {
    let v = json_of(&["grundy", game, "--p-positions", &n.to_string(), "--json"]);
    assert_eq!(v["game"], game);
    assert_eq!(v["box"], n.to_string());
    let pairs = v["p_positions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|pair| (pair[0].as_u64().unwrap(), pair[1].as_u64().unwrap()))
        .collect();
    let count = v["answer"].as_str().unwrap().parse().unwrap();
    (pairs, count)
}

#[test]
fn p_positions_are_the_zeros_of_the_brute_force_table() {
    let to = 60;
    let wythoff = by_brute_force(&None, &None, to);
    assert_eq!(p_positions("wythoff", to as u64), zeros(&wythoff));
    let game = "wythoff:1,2,3/all";
    let other = by_brute_force(&Some(vec![1, 2, 3]), &None, to);
    assert_eq!(p_positions(game, to as u64), zeros(&other));
    let v = json_of(&["grundy", game, "--p-positions", "60", "--count", "--json"]);
    assert_eq!(v["method"], "Grundy table");
    assert_eq!(v["p_positions"], serde_json::Value::Null);
    assert_eq!(v["answer"], zeros(&other).1.to_string());
}

/// Wythoff's pairs as he defined them: `a_k` the least positive integer not among the
/// earlier `a_i, b_i`, and `b_k = a_k + k`.
#[test]
fn wythoff_counts_follow_his_definition() {
    let limit = 300_000u64;
    let mut taken = vec![false; limit as usize + 1];
    let mut pairs = vec![(0u64, 0u64)];
    let mut least = 1;
    loop {
        while least <= limit && taken[least as usize] {
            least += 1;
        }
        let k = pairs.len() as u64;
        if least + k > limit {
            break;
        }
        taken[least as usize] = true;
        taken[(least + k) as usize] = true;
        pairs.push((least, least + k));
    }
    assert_eq!(
        p_positions("wythoff", limit),
        (pairs.clone(), 2 * pairs.len() as u64 - 1)
    );
    for n in [0u64, 1, 2, 3, 1000, 99_999, 123_457] {
        let v = json_of(&[
            "grundy",
            "wythoff",
            "--p-positions",
            &n.to_string(),
            "--count",
            "--json",
        ]);
        let inside = pairs.iter().filter(|&&(_, b)| b <= n).count() as u64;
        assert_eq!(v["answer"], (2 * inside - 1).to_string(), "box {n}");
        assert_eq!(v["method"], "closed form");
    }
    let out = conway()
        .args([
            "grundy",
            "wythoff",
            "--p-positions",
            "18446744073709551615",
            "--count",
        ])
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.ends_with("(both orders), by the closed form\n"),
        "{text}"
    );
}

#[test]
fn bad_two_heap_requests_exit_2() {
    let many: Vec<String> = (1..=3000).map(|s| s.to_string()).collect();
    let long_list = format!("wythoff:{}/all", many.join(","));
    // `conway grundy GAME OPTIONS...` and the message expected.
    let cases: &[(&[&str], &str)] = &[
        (&["wythoff"], "wythoff is a two-heap game: give --table N"),
        (
            &["wythoff", "--to", "5"],
            "--to and --certify apply to heap games",
        ),
        (&["kayles", "--table", "5"], "kayles is not one"),
        (&["cram:3x4", "--p-positions", "5"], "cram:3x4 is not one"),
        (&["wythoffs", "--table", "3"], "wythoffs is not one"),
        (
            &["wythoff", "--table", "5001"],
            "tables are kept in memory up to heap 5000",
        ),
        (&["wythoff:1,2", "--table", "3"], "gives one set, not two"),
        (
            &["wythoff:1,0/all", "--table", "3"],
            "amounts must be positive",
        ),
        (
            &["wythoff:all/x", "--table", "3"],
            "'x' in the subtraction set",
        ),
        (&["wythoff:/all", "--table", "3"], "the set ONE is empty"),
        (
            &["wythoff", "--p-positions", "10000001"],
            "listed up to 10000000 (add --count",
        ),
        (
            &["wythoff:all/1", "--p-positions", "5001", "--count"],
            "come from its Grundy table, computed up to heap 5000",
        ),
        (&[&long_list, "--table", "5000"], "units of work"),
        // Usage errors: --count without --p-positions, --table with --p-positions, a
        // negative box.
        (&["wythoff", "--count"], "(see --help)"),
        (
            &["wythoff", "--table", "3", "--p-positions", "3"],
            "(see --help)",
        ),
        (&["wythoff", "--p-positions", "-1"], "(see --help)"),
    ];
    for (args, message) in cases {
        let mut command = vec!["grundy"];
        command.extend_from_slice(args);
        refused(&command, message);
    }
}
