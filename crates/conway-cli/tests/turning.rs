//! Coin-turning games end to end: `conway grundy turning:...` against values known in
//! closed form (Winning Ways, ch. 14) and against the mex over the runs computed here, and
//! bad input (exit status 2, one line).

use crate::util::{conway, json_of, refused, values_of};

/// `G(0..=to)` as listed by `conway grundy GAME --to TO --json`.
fn listed(game: &str, to: usize) -> Vec<u64> {
    let v = json_of(&["grundy", game, "--to", &to.to_string(), "--json"]);
    assert_eq!(v["game"], game);
    assert_eq!(v["computed"], to + 1);
    values_of(&v)
}

/// The run game's values from the rules: the mex over the runs of a length in `lengths`
/// ending at each coin, of the nim-sum of the other coins of the run (the coins
/// `n+1-l .. n-1`, whose nim-sum is `prefix[n-1] ^ prefix[n-l]` where `prefix[k]` is the
/// nim-sum of the values of coins `1..=k`).
fn runs_by_definition(lengths: &[usize], to: usize) -> Vec<u64> {
    let mut g = vec![0u64; to + 1];
    let mut prefix = vec![0u64; to + 1];
    for n in 1..=to {
        let mut seen = vec![false; lengths.len() + 1]; // the mex is at most the count
        for &l in lengths.iter().filter(|&&l| l <= n) {
            if let Some(s) = seen.get_mut((prefix[n - 1] ^ prefix[n - l]) as usize) {
                *s = true;
            }
        }
        g[n] = seen.iter().position(|&s| !s).unwrap() as u64;
        prefix[n] = prefix[n - 1] ^ g[n];
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

/// The nim-products below 256, from the definition (mex), as an independent table.
fn product_table() -> Vec<Vec<u32>> {
    conway::impartial::nimber::definition::product_table(256)
}

/// The values of the moves of a run game (lengths `lengths`) ending at coin `n`: the
/// nim-sum of `g` over the run.
fn run_values(g: &[u64], lengths: &[usize], n: usize) -> Vec<u64> {
    lengths
        .iter()
        .filter(|&&l| l <= n)
        .map(|&l| (n + 1 - l..=n).fold(0, |acc, c| acc ^ g[c]))
        .collect()
}

#[test]
fn product_boards_against_every_move_listed() {
    let table = product_table();
    let size = 100;
    let games = [
        ("turning:runs:1,2,3", vec![1, 2, 3]),
        (
            "turning:runs:odd",
            (1..=size).step_by(2).collect::<Vec<_>>(),
        ),
        ("turning:ruler", (1..=size).collect()),
        ("turning:runs:2,5", vec![2, 5]),
    ];
    for (name1, lengths1) in &games {
        for (name2, lengths2) in &games {
            let g1 = runs_by_definition(lengths1, size);
            let g2 = runs_by_definition(lengths2, size);
            let game = format!("{name1} x {name2}");
            for (rows, columns) in [
                (1, 1),
                (2, 7),
                (5, 5),
                (9, 4),
                (12, 12),
                (37, 100),
                (100, 100),
            ] {
                let p1 = g1[1..=rows].iter().fold(0, |a, b| a ^ b) as usize;
                let p2 = g2[1..=columns].iter().fold(0, |a, b| a ^ b) as usize;
                let value = table[p1][p2];
                // Every corner is heads: every move of each axis, paired with every other.
                let moves1: Vec<u64> = (1..=rows)
                    .flat_map(|x| run_values(&g1, lengths1, x))
                    .collect();
                let moves2: Vec<u64> = (1..=columns)
                    .flat_map(|y| run_values(&g2, lengths2, y))
                    .collect();
                let mut winning = 0u64;
                if value != 0 {
                    for &a in &moves1 {
                        let row = &table[a as usize];
                        winning +=
                            moves2.iter().filter(|&&b| row[b as usize] == value).count() as u64;
                    }
                }
                let board = format!("{rows}x{columns}");
                let v = json_of(&[
                    "turning",
                    &game,
                    "--board",
                    &board,
                    "--winning-moves",
                    "--json",
                ]);
                assert_eq!(v["game"], game.as_str());
                assert_eq!(v["board"], board.as_str());
                assert_eq!(v["heads"], serde_json::Value::Null);
                assert_eq!(v["value"], value.to_string(), "{game} {board}");
                assert_eq!(v["first_player_wins"], value != 0);
                assert_eq!(v["winning_moves"], winning.to_string(), "{game} {board}");
            }
        }
    }
}

#[test]
fn listed_heads_and_one_game() {
    let table = product_table();
    let g = runs_by_definition(&[1, 2, 3], 10);
    let lengths = [1, 2, 3];
    // (2,3), (4,4), (7,1): value G(2)*G(3) + G(4)*G(4) + G(7)*G(1).
    let heads = [(2usize, 3usize), (4, 4), (7, 1)];
    let value = heads.iter().fold(0u32, |acc, &(x, y)| {
        acc ^ table[g[x] as usize][g[y] as usize]
    });
    let winning: u64 = heads
        .iter()
        .map(|&(x, y)| {
            let (rows, columns) = (run_values(&g, &lengths, x), run_values(&g, &lengths, y));
            rows.iter()
                .flat_map(|&a| columns.iter().map(move |&b| (a, b)))
                .filter(|&(a, b)| table[a as usize][b as usize] == value)
                .count() as u64
        })
        .sum();
    let v = json_of(&[
        "turning",
        "turning:runs:1,2,3 x turning:runs:1,2,3",
        "--board",
        "10x10",
        "--heads",
        "2,3 4,4;7,1",
        "--winning-moves",
        "--json",
    ]);
    assert_eq!(v["heads"], 3);
    assert_eq!(v["value"], value.to_string());
    assert_eq!(v["winning_moves"], winning.to_string());
    // One game: the row of 10 coins, and without --winning-moves no count.
    let p = g[1..=10].iter().fold(0, |a, b| a ^ b);
    let v = json_of(&["turning", "turning:runs:1,2,3", "--board", "10", "--json"]);
    assert_eq!(v["value"], p.to_string());
    assert_eq!(v["winning_moves"], serde_json::Value::Null);
}

#[test]
fn text_output() {
    let out = conway()
        .args([
            "turning",
            "turning:runs:1,2,3 x turning:runs:odd",
            "--board",
            "101x101",
            "--winning-moves",
        ])
        .output()
        .unwrap();
    assert!(out.status.success());
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "game           turning:runs:1,2,3 x turning:runs:odd\n\
         board          101x101, every coin heads\n\
         value          1\n\
         outcome        the player to move wins\n\
         winning moves  260100\n"
    );
}

#[test]
fn bad_boards_and_heads_exit_2() {
    let product = "turning:ruler x turning:mock";
    refused(
        &["turning", product, "--board", "10"],
        "--board '10': expected XxY",
    );
    refused(&["turning", product, "--board", "0x4"], "sizes at least 1");
    refused(
        &["turning", "turning:ruler", "--board", "3x4"],
        "expected N (the row of one game)",
    );
    refused(
        &["turning", product, "--board", "4x4", "--heads", "1,2 5,1"],
        "the heads coin (5,1) is not on the board 4x4",
    );
    refused(
        &["turning", product, "--board", "4x4", "--heads", "0,1"],
        "the heads coin (0,1) is not on the board",
    );
    refused(
        &["turning", product, "--board", "4x4", "--heads", "1,2 1,2"],
        "the heads coin (1,2) is listed twice",
    );
    refused(
        &["turning", product, "--board", "4x4", "--heads", "1,2,3"],
        "--heads: '1,2,3' is not a coin",
    );
    refused(
        &["turning", "turning:ruler", "--board", "4", "--heads", "1 x"],
        "--heads: 'x' is not a coin",
    );
    refused(
        &[
            "turning",
            "turning:ruler x turning:ruler x turning:ruler",
            "--board",
            "2x2x2",
        ],
        "products of two games are supported, not of 3",
    );
    refused(
        &["turning", "turning:ruler x", "--board", "2x2"],
        "expected a coin-turning game, or two joined by ' x '",
    );
    refused(
        &["turning", "kayles", "--board", "2"],
        "'kayles' is not a coin-turning game",
    );
    refused(
        &["turning", product, "--board", "200000000x2"],
        "coin 200000000 is too far",
    );
    refused(
        &[
            "turning",
            "turning:ruler x turning:ruler",
            "--board",
            "20000000x2",
            "--winning-moves",
        ],
        "turning:ruler: counting moves up to coin 20000000 needs tables",
    );
    refused(
        &[
            "turning",
            "turning:mock",
            "--board",
            "3000000",
            "--winning-moves",
        ],
        "beyond the exact range of the counting",
    );
}
