//! Coin-turning games end to end: `conway grundy turning:...` against values known in
//! closed form (Winning Ways, ch. 14) and against the mex over the runs computed here, and
//! bad input (exit status 2, one line).

mod common;

use common::{conway, json_of};

/// `G(0..=to)` as listed by `conway grundy GAME --to TO --json`.
fn listed(game: &str, to: usize) -> Vec<u64> {
    let v = json_of(&["grundy", game, "--to", &to.to_string(), "--json"]);
    assert_eq!(v["game"], game);
    assert_eq!(v["computed"], to + 1);
    v["values"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_u64().unwrap())
        .collect()
}

/// The run game's values from the rules: the mex over the runs of a length in `lengths`
/// ending at each coin, of the nim-sum of the other coins of the run.
fn runs_by_definition(lengths: &[usize], to: usize) -> Vec<u64> {
    let mut g = vec![0u64; to + 1];
    for n in 1..=to {
        let options: Vec<u64> = lengths
            .iter()
            .filter(|&&l| l <= n)
            .map(|&l| (n + 1 - l..n).fold(0, |acc, c| acc ^ g[c]))
            .collect();
        g[n] = (0..).find(|v| !options.contains(v)).unwrap();
    }
    g
}

#[test]
fn closed_forms_of_winning_ways() {
    let to = 5000;
    // Ruler: the largest power of 2 dividing n.
    let ruler: Vec<u64> = (0..=to as u64)
        .map(|n| if n == 0 { 0 } else { n & n.wrapping_neg() })
        .collect();
    assert_eq!(listed("turning:ruler", to), ruler);
    assert_eq!(listed("turning:runs:all", to), ruler);
    // Mock Turtles: the odious numbers (odd number of 1s in binary), in order.
    let odious: Vec<u64> = std::iter::once(0)
        .chain((1u64..).filter(|x| x.count_ones() % 2 == 1).take(to))
        .collect();
    assert_eq!(listed("turning:mock", to), odious);
    // Turning Turtles: n; Twins: n - 1; turtles:K: 1, ..., K + 1 over and over.
    let identity: Vec<u64> = (0..=to as u64).collect();
    assert_eq!(listed("turning:turtles", to), identity);
    let twins: Vec<u64> = (0..=to as u64).map(|n| n.saturating_sub(1)).collect();
    assert_eq!(listed("turning:twins", to), twins);
    let k = 7u64;
    let window: Vec<u64> = (0..=to as u64)
        .map(|n| if n == 0 { 0 } else { (n - 1) % (k + 1) + 1 })
        .collect();
    assert_eq!(listed("turning:turtles:7", to), window);
}

#[test]
fn run_games_as_the_mex_over_runs() {
    let to = 3000;
    for (game, lengths) in [
        ("turning:runs:1,4,9", vec![1, 4, 9]),
        ("turning:runs:2,3,7", vec![2, 3, 7]),
        (
            "turning:runs:squares",
            (1..=54).map(|k| k * k).filter(|&l| l <= to).collect(),
        ),
        (
            "turning:runs:triangular",
            (1..=77)
                .map(|k| k * (k + 1) / 2)
                .filter(|&l| l <= to)
                .collect(),
        ),
        ("turning:runs:odd", (1..=to).step_by(2).collect()),
        ("turning:runs:even", (2..=to).step_by(2).collect()),
    ] {
        assert_eq!(listed(game, to), runs_by_definition(&lengths, to), "{game}");
    }
}

#[test]
fn text_lists_coins() {
    let out = conway()
        .args(["grundy", "turning:ruler", "--to", "8"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.starts_with(
            "Grundy values of turning:ruler for coins 0..=8:\n         0: 0 1 2 1 4 1 2 1 8\n"
        ),
        "{text}"
    );
}

/// Runs `conway ARGS`, which must fail with status 2 and one line `conway: ...` that
/// contains `message`.
fn refused(args: &[&str], message: &str) {
    let out = conway().args(args).output().unwrap();
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    assert!(out.stdout.is_empty(), "{args:?}");
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
    assert!(
        stderr.starts_with("conway: ") && stderr.contains(message),
        "{args:?}: {stderr}"
    );
}

#[test]
fn bad_coin_games_exit_2() {
    refused(
        &["grundy", "turning:rulers"],
        "unknown coin-turning game 'turning:rulers'",
    );
    refused(&["grundy", "turning:runs:1,0"], "0 is no length");
    refused(&["grundy", "turning:runs:1,x"], "got 'x'");
    refused(&["grundy", "turning:runs:"], "got ''");
    refused(
        &["grundy", "turning:turtles:0"],
        "turning:turtles:K needs an integer K >= 1",
    );
    refused(
        &["grundy", "turning:ruler", "--to", "100000001"],
        "coin 100000001 is too far",
    );
    refused(
        &["grundy", "turning:runs:squares", "--to", "50000000"],
        "units of work, over the limit",
    );
}
