//! Inputs of the other entry points: heap game names (`grundy`, `count`) and two-heap
//! games (`grundy wythoff`), numeric options
//! of every command, the `solve` problems, tower files, nim, ordinal and surreal expressions and coin-turning
//! boards.
//!
//! In-range values stay small enough that a correct implementation answers within about a
//! second (the documented maxima are probed by the corpus instead); out-of-range values
//! (zero, one past a limit, 2^64 - 1, 2^64, negative, not a number) must be refused
//! quickly with exit status 2.

use super::rng::Rng;

/// Values for a numeric option that must be refused or answered quickly whatever the
/// option: the edges of the integer types and malformed numbers.
const EDGE_NUMBERS: &[&str] = &[
    "0",
    "1",
    "-1",
    "4294967295",
    "4294967296",
    "9223372036854775807",
    "18446744073709551615",
    "18446744073709551616",
    "340282366920938463463374607431768211457",
    "1e3",
    "0x10",
    " 5",
    "",
    "abc",
];

/// A value for an option: in range (`lo..=hi`) usually, an edge value sometimes, or one
/// of the option's own interesting values.
pub fn option_value(rng: &mut Rng, lo: u64, hi: u64, special: &[&str]) -> String {
    match rng.below(10) {
        0 => rng.pick(EDGE_NUMBERS).to_string(),
        1 if !special.is_empty() => rng.pick(special).to_string(),
        _ => rng.range(lo, hi).to_string(),
    }
}

/// A modulus: primes, 2, powers of two, and the edges.
pub fn modulus(rng: &mut Rng) -> String {
    rng.pick(&[
        "2",
        "3",
        "7",
        "1000000007",
        "998244353",
        "4294967296",
        "9223372036854775783",
        "18446744073709551557",
        "18446744073709551615",
        "18446744073709551616",
        "0",
        "1",
        "-5",
    ])
    .to_string()
}

/// A subtraction set element: small usually, near 2^32 or 2^64 sometimes.
fn element(rng: &mut Rng) -> String {
    if rng.one_in(5) {
        rng.pick(&[
            "0",
            "1025",
            "4294967295",
            "4294967296",
            "9223372036854775807",
            "18446744073709551614",
            "18446744073709551615",
            "18446744073709551616",
            "-3",
            "",
            "1.5",
        ])
        .to_string()
    } else {
        rng.range(1, 30).to_string()
    }
}

/// A heap game name as `grundy` and `count` read it.
pub fn heap_game(rng: &mut Rng) -> String {
    match rng.below(8) {
        0 => rng
            .pick(&[
                "kayles",
                "dawson",
                "grundy",
                "sub:squares",
                " kayles ",
                "Kayles",
            ])
            .to_string(),
        1 | 2 => {
            let items: Vec<String> = (0..rng.range(1, 5)).map(|_| element(rng)).collect();
            format!("sub:{}", items.join(","))
        }
        3 | 4 => format!("octal:{}", octal_code(rng)),
        5 => format!(
            "split:{}",
            option_value(rng, 2, 6, &["10000", "10001", "100"])
        ),
        6 => rng
            .pick(&[
                "sub:",
                "octal:",
                "split:",
                "sub:1,,2",
                "octal:0.",
                "octal:.7",
                "octal:0..7",
                "octal:0.8",
                "octal:0.g",
                "nim",
                "",
                ":",
                "sub:squares,1",
            ])
            .to_string(),
        _ => {
            let base = if rng.one_in(2) {
                "kayles"
            } else {
                "octal:0.137"
            };
            format!("{base}{}", rng.pick(&["x", " ", "\t", "é", ",1", ":"]))
        }
    }
}

/// An octal or hexadecimal take-and-break code `d0.d1d2...`.
fn octal_code(rng: &mut Rng) -> String {
    let digits = if rng.one_in(4) {
        "0123456789abcdefABCDEF"
    } else {
        "01234567"
    };
    let digit = |rng: &mut Rng| digits.as_bytes()[rng.below(digits.len() as u64) as usize] as char;
    let len = if rng.one_in(20) {
        rng.range(20, 40)
    } else {
        rng.range(1, 5)
    };
    let first = if rng.one_in(4) { digit(rng) } else { '0' };
    let rest: String = (0..len).map(|_| digit(rng)).collect();
    format!("{first}.{rest}")
}

/// A set of amounts of a two-heap game: `all`, `none`, a list, sometimes malformed.
fn take_set(rng: &mut Rng) -> String {
    match rng.below(6) {
        0 => "all".into(),
        1 => "none".into(),
        2 => rng
            .pick(&["", "0", "1,,2", "al", "1/2", " all "])
            .to_string(),
        _ => {
            let items: Vec<String> = (0..rng.range(1, 4)).map(|_| element(rng)).collect();
            items.join(",")
        }
    }
}

/// A two-heap game's `grundy` invocation: `--table N` or `--p-positions N [--count]`.
fn two_heap(rng: &mut Rng) -> Vec<String> {
    let game = if rng.one_in(3) {
        "wythoff".to_string()
    } else {
        format!("wythoff:{}/{}", take_set(rng), take_set(rng))
    };
    let mut args = vec!["grundy".to_string(), game];
    if rng.one_in(2) {
        args.push("--table".into());
        args.push(option_value(rng, 0, 300, &["5000", "5001"]));
    } else {
        args.push("--p-positions".into());
        args.push(option_value(rng, 0, 300, &["100000", "10000001", "5001"]));
        if rng.one_in(2) {
            args.push("--count".into());
        }
    }
    if rng.one_in(2) {
        args.push("--json".into());
    }
    args
}

/// A `grundy` invocation: a heap game's, sometimes a two-heap game's.
pub fn grundy(rng: &mut Rng) -> Vec<String> {
    if rng.one_in(4) {
        return two_heap(rng);
    }
    let mut args = vec!["grundy".to_string(), heap_game(rng)];
    if !rng.one_in(5) {
        args.push("--to".into());
        args.push(option_value(rng, 0, 2000, &["100000001", "3000"]));
    }
    if rng.one_in(3) {
        args.push("--certify".into());
        args.push("--certify-limit".into());
        args.push(option_value(rng, 0, 3000, &["5", "100"]));
    }
    if rng.one_in(2) {
        args.push("--json".into());
    }
    args
}

/// A `count` invocation.
pub fn count(rng: &mut Rng) -> Vec<String> {
    let mut args = vec!["count".to_string(), heap_game(rng)];
    if rng.one_in(3) {
        args.push("--partitions".into());
        args.push(option_value(rng, 0, 200, &["20001", "1000000"]));
    } else {
        args.push("--heaps".into());
        args.push(option_value(rng, 1, 5, &["1000", "1001", "64"]));
        args.push("--max".into());
        args.push(option_value(rng, 0, 200, &["2000", "100000001"]));
        match rng.below(3) {
            0 => args.push("--ordered".into()),
            1 => args.push("--multiset".into()),
            _ => {}
        }
    }
    if rng.one_in(2) {
        args.push("--outcome".into());
        args.push(rng.pick(&["losing", "winning", "all", "draw"]).to_string());
    }
    if rng.one_in(2) {
        args.push("--modulus".into());
        args.push(modulus(rng));
    }
    if rng.one_in(2) {
        args.push("--json".into());
    }
    args
}

/// A `solve` invocation of a counting problem other than the tower.
pub fn solve(rng: &mut Rng) -> Vec<String> {
    let mut args: Vec<String> = match rng.below(4) {
        0 => vec![
            "solve".into(),
            "nim-square".into(),
            "--max".into(),
            option_value(rng, 0, 3000, &["29", "30000001"]),
        ],
        1 => vec![
            "solve".into(),
            "scatterstone".into(),
            "--stones".into(),
            option_value(rng, 0, 60, &["2", "3"]),
        ],
        2 => vec![
            "solve".into(),
            "young-staircases".into(),
            "--games".into(),
            option_value(rng, 0, 6, &["64", "65"]),
            "--weight".into(),
            option_value(rng, 0, 30, &["1001", "3"]),
        ],
        _ => paper_cutting(rng),
    };
    let is_cell = args.iter().any(|a| a == "--cell" || a == "--table");
    if rng.one_in(2) && !is_cell {
        args.push("--modulus".into());
        args.push(modulus(rng));
    }
    if rng.one_in(2) {
        args.push("--json".into());
    }
    args
}

fn paper_cutting(rng: &mut Rng) -> Vec<String> {
    let mut args = vec!["solve".to_string(), "paper-cutting".to_string()];
    let big = ["18446744073709551615", "251", "1234567"];
    match rng.below(3) {
        0 => {
            args.push("--width".into());
            args.push(option_value(rng, 0, 40, &["251"]));
            args.push("--height".into());
            args.push(option_value(rng, 0, 100_000, &big));
        }
        1 => {
            let w = option_value(rng, 1, 30, &["251", "2"]);
            let h = option_value(rng, 1, 1000, &big);
            let sep = if rng.one_in(10) { "*" } else { "x" };
            args.push("--cell".into());
            args.push(format!("{w}{sep}{h}"));
        }
        _ => {
            args.push("--table".into());
            args.push(option_value(rng, 0, 40, &["251"]));
        }
    }
    args
}

/// The stable floors of a tower (keep the middle block, or both sides).
const STABLE: &[&str] = &["1 1 1", "0 1 1", "1 1 0", "0 1 0", "1 0 1"];

/// A tower file: `n`, then `n` floors of three 0/1 blocks; mostly valid and small, with
/// the usual ways to be malformed mixed in.
pub fn tower_text(rng: &mut Rng) -> String {
    let n = rng.range(1, 25);
    let mut lines = vec![n.to_string()];
    for _ in 0..n {
        lines.push(rng.pick(STABLE).to_string());
    }
    match rng.below(12) {
        0 => lines[0] = rng.pick(EDGE_NUMBERS).to_string(),
        1 => {
            let i = rng.range(1, n) as usize;
            lines[i] = rng
                .pick(&[
                    "0 0 1", "1 0 0", "0 0 0", "1 1", "1 1 1 1", "2 1 1", "a b c", "", "1,1,1",
                ])
                .to_string();
        }
        2 => {
            lines.pop();
        }
        3 => lines.push("1 1 1".into()),
        4 => lines.push(String::new()),
        5 => lines[0] = format!("{}", n + 1000),
        _ => {}
    }
    let newline = if rng.one_in(8) { "\r\n" } else { "\n" };
    let mut text = lines.join(newline);
    if !rng.one_in(6) {
        text.push_str(newline);
    }
    text
}

/// A `solve tower -` invocation's options (the tower itself goes on standard input).
pub fn tower_options(rng: &mut Rng) -> Vec<String> {
    let mut args = vec!["solve".to_string(), "tower".to_string(), "-".to_string()];
    if rng.one_in(2) {
        args.push("--modulus".into());
        args.push(modulus(rng));
    }
    if rng.one_in(3) {
        args.push("--policy".into());
        args.push(rng.pick(&["optimal", "all", "best"]).to_string());
    }
    if rng.one_in(2) {
        args.push("--json".into());
    }
    args
}

/// A nim-arithmetic operand: small, at a Fermat 2-power, or at the edge of 128 bits.
fn nim_operand(rng: &mut Rng) -> String {
    match rng.below(6) {
        0 => rng
            .pick(&[
                "0",
                "65535",
                "65536",
                "4294967296",
                "18446744073709551615",
                "18446744073709551616",
                "340282366920938463463374607431768211455",
                "340282366920938463463374607431768211456",
                "0xffff",
                "0x",
            ])
            .to_string(),
        1 => format!("sqrt({})", rng.range(0, 1000)),
        2 => rng
            .pick(&[
                "omega",
                "w",
                "[omega^omega]",
                "[w^(w^12)]",
                "[w^(w^13)]",
                "[omega*3 + 1]",
                "[w^w^w]",
                "[omega",
                "[w^(w^2)*5 + w + 7]",
                "[w^(w^7) + w^(w^12)]",
            ])
            .to_string(),
        _ => rng.range(0, 300).to_string(),
    }
}

/// An ordinal operand: integers, omega, powers, sometimes malformed or at a limit.
fn ordinal_operand(rng: &mut Rng) -> String {
    match rng.below(5) {
        0 => rng
            .pick(&[
                "omega",
                "w",
                "0",
                "340282366920938463463374607431768211455",
                "epsilon",
                "(w + 1",
                "natural_sum(w, w^2)",
                "natural_product(w + 1, w*3 + 2)",
                "natural_sum(w)",
            ])
            .to_string(),
        1 => format!("w^{}", rng.range(0, 5)),
        _ => rng.range(0, 1000).to_string(),
    }
}

/// A surreal operand: rationals, omega and its powers, sometimes malformed or at a limit.
fn surreal_operand(rng: &mut Rng) -> String {
    match rng.below(5) {
        0 => rng
            .pick(&[
                "omega",
                "1/omega",
                "sqrt(omega)",
                "sqrt(2)",
                "170141183460469231731687303715884105727",
                "1/(omega + 1)",
                "omega^(1/2)",
                "w^w^w",
                "(1/3",
                "-",
            ])
            .to_string(),
        1 => format!("{}/{}", rng.range(0, 100), rng.range(0, 9)),
        _ => rng.range(0, 1000).to_string(),
    }
}

/// A `surreal` invocation: operands joined by `+ - * / ^`, sometimes with `--between` or
/// `--game`.
pub fn surreal(rng: &mut Rng) -> Vec<String> {
    let mut expression = surreal_operand(rng);
    for _ in 0..rng.range(0, 5) {
        let op = *rng.pick(&["+", "-", "*", "/", "^"]);
        expression = format!("{expression}{op}{}", surreal_operand(rng));
        if rng.one_in(3) {
            expression = format!("({expression})");
        }
    }
    let mut args = vec!["surreal".to_string(), expression];
    match rng.below(4) {
        0 => args.extend(["--between".to_string(), surreal_operand(rng)]),
        1 => args.extend([
            "--game".to_string(),
            rng.pick(&["{1|-1}", "^", "domineering:2x3", "{1|", "*"])
                .to_string(),
        ]),
        _ => {}
    }
    if rng.one_in(2) {
        args.push("--json".into());
    }
    args
}

/// An `ordinal` invocation: operands joined by `+ * ^`, sometimes parenthesised.
pub fn ordinal(rng: &mut Rng) -> Vec<String> {
    let mut expression = ordinal_operand(rng);
    for _ in 0..rng.range(0, 5) {
        let op = *rng.pick(&["+", "*", "^", " - "]);
        expression = format!("{expression}{op}{}", ordinal_operand(rng));
        if rng.one_in(3) {
            expression = format!("({expression})");
        }
    }
    let mut args = vec!["ordinal".to_string(), expression];
    if rng.one_in(2) {
        args.push("--json".into());
    }
    args
}

/// A `nim` invocation: operands joined by `+ * / ^`, sometimes parenthesised.
pub fn nim(rng: &mut Rng) -> Vec<String> {
    let mut expression = nim_operand(rng);
    for _ in 0..rng.range(0, 4) {
        let op = *rng.pick(&["+", "*", "/", "^", "^-"]);
        expression = format!("{expression}{op}{}", nim_operand(rng));
        if rng.one_in(3) {
            expression = format!("({expression})");
        }
    }
    let mut args = vec!["nim".to_string(), expression];
    if rng.one_in(2) {
        args.push("--json".into());
    }
    args
}

/// A coin-turning rule, sometimes malformed.
fn coin_rule(rng: &mut Rng) -> String {
    match rng.below(8) {
        0 => "turning:ruler".into(),
        1 => "turning:mock".into(),
        2 => format!("turning:turtles:{}", rng.range(0, 12)),
        3 => "turning:twins".into(),
        4 => format!(
            "turning:runs:{}",
            rng.pick(&[
                "squares",
                "triangular",
                "odd",
                "all",
                "even",
                "",
                "0",
                "1,,2"
            ])
        ),
        5 => rng
            .pick(&["turning:", "turning:nope", "ruler", "turning:runs"])
            .to_string(),
        _ => {
            let lengths: Vec<String> = (0..rng.range(1, 4))
                .map(|_| rng.range(1, 9).to_string())
                .collect();
            format!("turning:runs:{}", lengths.join(","))
        }
    }
}

/// A `turning` invocation: one game or a product of two on a board, sometimes with heads.
pub fn turning(rng: &mut Rng) -> Vec<String> {
    let product = !rng.one_in(3);
    let size = |rng: &mut Rng| option_value(rng, 1, 300, &["1000000", "100000000"]);
    let (game, board) = if product {
        (
            format!("{} x {}", coin_rule(rng), coin_rule(rng)),
            format!("{}x{}", size(rng), size(rng)),
        )
    } else {
        (coin_rule(rng), size(rng))
    };
    let mut args = vec!["turning".to_string(), game, "--board".into(), board];
    if rng.one_in(3) {
        let coin = |rng: &mut Rng| {
            if product {
                format!("{},{}", rng.range(0, 40), rng.range(0, 40))
            } else {
                rng.range(0, 40).to_string()
            }
        };
        let heads: Vec<String> = (0..rng.range(0, 5)).map(|_| coin(rng)).collect();
        args.push("--heads".into());
        args.push(heads.join(" "));
    }
    if rng.one_in(2) {
        args.push("--winning-moves".into());
    }
    if rng.one_in(2) {
        args.push("--json".into());
    }
    args
}

/// A `misere-form` invocation: digit-notation pieces (heaps, runs, subscripts, braces,
/// sums, mates), some malformed, sometimes against a second form.
pub fn misere_form(rng: &mut Rng) -> Vec<String> {
    let piece = |rng: &mut Rng| {
        rng.pick(&[
            "0", "1", "2", "3", "#", "[2]", "[#1]", "_2", "(", ")", "{", "}", ",", "+", "*2",
            "&12;", "&", "mate(", "[-2]", "*[", "]", "x", "&2000;",
        ])
        .to_string()
    };
    let form = |rng: &mut Rng| {
        let mut text = String::new();
        for _ in 0..rng.range(1, 12) {
            text.push_str(&piece(rng));
        }
        text
    };
    let mut args = vec!["misere-form".to_string(), form(rng)];
    if rng.one_in(3) {
        args.extend(["--with".to_string(), form(rng)]);
    }
    if rng.one_in(2) {
        args.push("--json".into());
    }
    args
}
