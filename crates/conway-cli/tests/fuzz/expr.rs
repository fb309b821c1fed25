//! Game expressions for `conway value` and `conway thermograph`, generated from the
//! grammar of `conway::partizan::notation` (numbers, nimbers, ups, `±`, braces with nested
//! separators, sums, differences, negations, parentheses, ordinal sums, `x±G`, function
//! calls and ruleset positions), with
//! edge values mixed in (numerators near 2^63, denominators near 2^62, large multiples).
//!
//! An expression is a tree, printed in two spellings that must mean the same game:
//! compact (no spaces) and spaced (a space around every operator), which the relations in
//! `relations.rs` compare. Sizes stay small enough that a correct implementation answers
//! in well under a second; large inputs come from the mutations and the corpus.

use super::rng::Rng;

/// A game expression.
#[derive(Clone, Debug)]
pub enum Expr {
    /// A leaf written as is: a number, `*n`, `^n`, a ruleset position.
    Atom(String),
    /// `{L1,L2 | R1}`: the options of each side, and the number of bars between.
    Braces(Vec<Expr>, Vec<Expr>, usize),
    /// `(e)`.
    Paren(Box<Expr>),
    /// A prefix operator: `-`, `±` or `+-`.
    Prefix(&'static str, Box<Expr>),
    /// `a + b` or `a - b`; `(a):(b)` or `(a)±(b)` (operands parenthesised, so that a
    /// ruleset argument cannot run into a `:`).
    Binary(Box<Expr>, char, Box<Expr>),
    /// `f(a, b, ...)`.
    Call(&'static str, Vec<Expr>),
}

/// The functions of expressions and their numbers of arguments.
const FUNCTIONS: &[(&str, usize)] = &[
    ("cool", 2),
    ("heat", 2),
    ("overheat", 3),
    ("norton", 2),
    ("rcf", 1),
    ("Tiny", 1),
    ("miny", 1),
];

/// Integers and dyadics, ordinary and at the edges of the exact range.
const NUMBERS: &[&str] = &[
    "0",
    "1",
    "2",
    "3",
    "7",
    "-1",
    "-2",
    "1/2",
    "-1/2",
    "3/4",
    "5/8",
    "-7/16",
    "1/1024",
    "100",
    "1000000",
    "4294967295",
    "4294967296",
    "9007199254740993",
    "4611686018427387904",
    "9223372036854775807",
    "-9223372036854775807",
    "-9223372036854775808",
    "9223372036854775808",
    "18446744073709551615",
    "1/4611686018427387904",
    "1/9223372036854775808",
    "3/4611686018427387904",
    "9223372036854775807/2",
    "99999999999999999999999",
    "1/3",
    "2/4",
    "0/1",
    "1/0",
];

/// Multiples for `*n`, `^n` and `vn` (all cheap for a correct implementation).
const MULTIPLES: &[&str] = &[
    "", "0", "1", "2", "3", "4", "5", "7", "8", "15", "16", "31", "32", "63", "64", "100", "255",
];

/// Rare large multiples: each must be answered quickly or refused.
const BIG_MULTIPLES: &[&str] = &[
    "1000",
    "3000",
    "30000",
    "65536",
    "4294967295",
    "4294967296",
    "18446744073709551616",
];

impl Expr {
    /// A random expression of nesting depth at most `depth`.
    pub fn random(rng: &mut Rng, depth: u32) -> Expr {
        Expr::sum(rng, depth, false)
    }

    /// A sum of terms; `in_braces`: inside an option list, where a ruleset argument must
    /// not hold `|` or `,` unless parenthesised (it would end or swallow the separator).
    fn sum(rng: &mut Rng, depth: u32, in_braces: bool) -> Expr {
        let terms = if depth == 0 { 1 } else { rng.range(1, 3) };
        let mut e = Expr::term(rng, depth, in_braces);
        for _ in 1..terms {
            let op = *rng.pick(&['+', '-', '+', '-', ':', '±']);
            e = Expr::Binary(Box::new(e), op, Box::new(Expr::term(rng, depth, in_braces)));
        }
        e
    }

    fn term(rng: &mut Rng, depth: u32, in_braces: bool) -> Expr {
        let atom = Expr::primary(rng, depth, in_braces);
        match rng.below(12) {
            0 => Expr::Prefix("-", Box::new(atom)),
            1 => Expr::Prefix("±", Box::new(atom)),
            2 => Expr::Prefix("+-", Box::new(atom)),
            _ => atom,
        }
    }

    fn primary(rng: &mut Rng, depth: u32, in_braces: bool) -> Expr {
        let choices = if depth == 0 { 5 } else { 9 };
        match rng.below(choices) {
            0 | 1 => Expr::Atom(number(rng)),
            2 => Expr::Atom(infinitesimal(rng)),
            3 => Expr::Atom(format!("{}{}", number(rng), infinitesimal(rng))),
            4 => {
                let p = position(rng, in_braces);
                if in_braces && p.contains(',') {
                    Expr::Paren(Box::new(Expr::Atom(p)))
                } else {
                    Expr::Atom(p)
                }
            }
            5 => Expr::Paren(Box::new(Expr::sum(rng, depth - 1, in_braces))),
            // an argument list, like braces, ends a position at `,`
            6 => {
                let &(name, arity) = rng.pick(FUNCTIONS);
                let args = (0..arity)
                    .map(|_| Expr::sum(rng, depth - 1, true))
                    .collect();
                Expr::Call(name, args)
            }
            _ => {
                let side = |rng: &mut Rng| -> Vec<Expr> {
                    (0..rng.below(3))
                        .map(|_| Expr::sum(rng, depth - 1, true))
                        .collect()
                };
                let (left, right) = (side(rng), side(rng));
                Expr::Braces(left, right, rng.range(1, 3) as usize)
            }
        }
    }

    /// The expression without spaces.
    pub fn compact(&self) -> String {
        self.print("")
    }

    /// The expression with a space around every operator and separator.
    pub fn spaced(&self) -> String {
        self.print(" ")
    }

    fn print(&self, gap: &str) -> String {
        match self {
            Expr::Atom(a) => a.clone(),
            Expr::Paren(e) => format!("({})", e.print(gap)),
            Expr::Prefix(op, e) => {
                // `-` directly before a digit is the sign of a number (`-1^` = -1 + ^), so
                // a negated term starting with a digit is parenthesised when compact.
                let operand = e.print(gap);
                if *op == "-" && gap.is_empty() && operand.starts_with(|c: char| c.is_ascii_digit())
                {
                    format!("{op}({operand})")
                } else {
                    format!("{op}{gap}{operand}")
                }
            }
            Expr::Binary(a, op @ ('+' | '-'), b) => {
                format!("{}{gap}{op}{gap}{}", a.print(gap), b.print(gap))
            }
            Expr::Binary(a, op, b) => {
                format!("({}){gap}{op}{gap}({})", a.print(gap), b.print(gap))
            }
            Expr::Call(name, args) => {
                let args: Vec<String> = args.iter().map(|a| a.print(gap)).collect();
                format!("{name}({})", args.join(&format!(",{gap}")))
            }
            Expr::Braces(left, right, bars) => format!(
                "{{{}{gap}{}{gap}{}}}",
                side(left, *bars, gap),
                "|".repeat(*bars),
                side(right, *bars, gap)
            ),
        }
    }

    /// `{L | R}` without its braces, for a side of a separator with more bars.
    fn unbraced(&self, gap: &str) -> Option<String> {
        match self {
            Expr::Braces(left, right, bars) => Some(format!(
                "{}{gap}{}{gap}{}",
                side(left, *bars, gap),
                "|".repeat(*bars),
                side(right, *bars, gap)
            )),
            _ => None,
        }
    }
}

/// The options of one side of a separator of `bars` bars. A side made of one braces
/// option with fewer bars, and options on both of its sides, is written without its
/// braces (nested separators: `{3||2|1}` = `{3|{2|1}}`); with an empty side its bars
/// would run into the outer separator's.
fn side(options: &[Expr], bars: usize, gap: &str) -> String {
    if let [only @ Expr::Braces(left, right, inner)] = options {
        if *inner < bars && !left.is_empty() && !right.is_empty() {
            return only.unbraced(gap).expect("braces");
        }
    }
    options
        .iter()
        .map(|o| o.print(gap))
        .collect::<Vec<_>>()
        .join(&format!(",{gap}"))
}

/// A number: usually small, sometimes at the edge of the exact range.
pub fn number(rng: &mut Rng) -> String {
    if rng.one_in(3) {
        rng.pick(NUMBERS).to_string()
    } else {
        let n = rng.range(0, 20) as i64 - 10;
        match rng.below(3) {
            0 => format!("{n}/{}", 1u64 << rng.range(1, 6)),
            _ => n.to_string(),
        }
    }
}

/// `*n`, `^n`, `vn` or `^*`.
fn infinitesimal(rng: &mut Rng) -> String {
    let multiple = if rng.one_in(60) {
        rng.pick(BIG_MULTIPLES)
    } else {
        rng.pick(MULTIPLES)
    };
    match rng.below(5) {
        0 => format!("*{multiple}"),
        1 => format!("^{multiple}"),
        2 => format!("v{multiple}"),
        3 => "^*".to_string(),
        _ => "*".to_string(),
    }
}

/// A ruleset position: Domineering (as RxC or rows), a Hackenbush string, a Young
/// diagram or a staircase; small, except for refused sizes; or an example of any
/// registered ruleset, often with one character changed. Inside braces the rows of a
/// board are separated by `/` (a `|` would end the argument there).
pub fn position(rng: &mut Rng, in_braces: bool) -> String {
    match rng.below(7) {
        5 | 6 => {
            let entry = rng.pick(conway_games::registry::RULESETS);
            let mut text: Vec<char> = rng.pick(entry.examples).chars().collect();
            let colon = text.iter().position(|&c| c == ':').unwrap_or(0);
            if text.len() > colon + 1 && !rng.one_in(3) {
                let at = rng.range(colon as u64 + 1, text.len() as u64 - 1) as usize;
                let c = *rng.pick(&[
                    '.', '#', 'x', 'o', 'T', 'F', 'B', 'R', 'G', '-', ':', ',', '9', '0',
                ]);
                match rng.below(3) {
                    0 => text[at] = c,
                    1 => text.insert(at, c),
                    _ => {
                        text.remove(at);
                    }
                }
            }
            let text: String = text.into_iter().collect();
            if in_braces {
                text.replace('|', "/")
            } else {
                text
            }
        }
        0 => {
            let (r, c) = if rng.one_in(15) {
                *rng.pick(&[(0, 3), (1, 64), (64, 1), (8, 8), (9, 9), (1, 65), (100, 0)])
            } else {
                (rng.range(1, 4), rng.range(1, 4))
            };
            format!("domineering:{r}x{c}")
        }
        1 => {
            let (rows, cols) = (rng.range(1, 4), rng.range(1, 4));
            let sep = if in_braces || rng.one_in(2) { "/" } else { "|" };
            let board: Vec<String> = (0..rows)
                .map(|_| {
                    (0..cols)
                        .map(|_| if rng.one_in(4) { '#' } else { '.' })
                        .collect()
                })
                .collect();
            format!("domineering:{}", board.join(sep))
        }
        2 => {
            let len = if rng.one_in(15) {
                rng.range(60, 70)
            } else {
                rng.range(0, 8)
            };
            let s: String = (0..len)
                .map(|_| *rng.pick(&['B', 'R', 'B', 'R', 'G', 'b']))
                .collect();
            format!("hackenbush:{s}")
        }
        3 => {
            let mut rows: Vec<u64> = (0..rng.range(0, 5)).map(|_| rng.range(0, 9)).collect();
            if !rng.one_in(6) {
                rows.sort_unstable_by(|a, b| b.cmp(a));
            }
            if rng.one_in(15) {
                rows.insert(0, *rng.pick(&[2000, 4_000_000, 4_000_001, u64::MAX]));
            }
            let rows: Vec<String> = rows.iter().map(u64::to_string).collect();
            format!("young:{}", rows.join(","))
        }
        _ => {
            let part = |rng: &mut Rng| {
                if rng.one_in(12) {
                    rng.pick(&["0", "2000", "4000000", "18446744073709551615", "-1", ""])
                        .to_string()
                } else {
                    rng.range(1, 9).to_string()
                }
            };
            let count = if rng.one_in(10) { rng.range(1, 4) } else { 3 };
            let parts: Vec<String> = (0..count).map(|_| part(rng)).collect();
            format!("staircase:{}", parts.join(","))
        }
    }
}
