//! Mutations of valid inputs, at the byte level: replacing a byte by a character that means
//! something to one of the parsers, inserting a token (an edge number, a separator, a
//! non-ASCII character), deleting, duplicating or truncating a range, and repeating a
//! structural piece thousands of times (deep nesting, long sums, long runs of `-`).
//!
//! Results are capped at [`MAX_LEN`] bytes, under Linux's limit of 128 KiB for one
//! argument. A NUL byte cannot be passed in an argument and is never produced.

use super::rng::Rng;

/// The largest mutated input.
pub const MAX_LEN: usize = 120_000;

/// Characters that mean something to a parser.
const SPECIAL: &[u8] = b"{}|,+-*^v()/:.#x0123456789 \t\nBRG;<>!~'\"\\";

/// Tokens worth inserting whole.
const TOKENS: &[&str] = &[
    "9223372036854775807",
    "-9223372036854775808",
    "18446744073709551615",
    "4294967295",
    "1/4611686018427387904",
    "99999999999999999999",
    "±",
    "+-",
    "||",
    "|||",
    "{|}",
    "()",
    "domineering:",
    "hackenbush:",
    "young:",
    "staircase:",
    "sub:",
    "octal:",
    "é",
    "\u{2212}",
    "\u{FF5B}",
    "\u{200B}",
    "😀",
    "\r\n",
    "%s%n",
];

/// Pieces repeated thousands of times: each makes the input deep or long.
const REPEATED: &[(&str, &str)] = &[
    ("{", "}"),
    ("(", ")"),
    ("{0|", "}"),
    ("{|", "}"),
    ("-", ""),
    ("±", ""),
    ("", "+1"),
    ("", "+*"),
    ("", "-^"),
    ("", "*"),
    ("", ",0"),
];

/// `input` changed by one to four mutations.
pub fn mutate(rng: &mut Rng, input: &[u8]) -> Vec<u8> {
    let mut s = input.to_vec();
    for _ in 0..rng.range(1, 4) {
        s = mutate_once(rng, s);
    }
    s.truncate(MAX_LEN);
    s.retain(|&b| b != 0);
    s
}

fn mutate_once(rng: &mut Rng, mut s: Vec<u8>) -> Vec<u8> {
    let at = |rng: &mut Rng, s: &Vec<u8>| rng.below(s.len() as u64 + 1) as usize;
    match rng.below(8) {
        0 if !s.is_empty() => {
            let i = rng.below(s.len() as u64) as usize;
            s[i] = *rng.pick(SPECIAL);
        }
        1 => {
            let i = at(rng, &s);
            let token = rng.pick(TOKENS).as_bytes().to_vec();
            s.splice(i..i, token);
        }
        2 if !s.is_empty() => {
            let i = rng.below(s.len() as u64) as usize;
            let j = (i + rng.range(1, 4) as usize).min(s.len());
            s.drain(i..j);
        }
        3 if !s.is_empty() => {
            let i = rng.below(s.len() as u64) as usize;
            let j = (i + rng.range(1, 8) as usize).min(s.len());
            let piece = s[i..j].to_vec();
            s.splice(j..j, piece);
        }
        4 => {
            let i = at(rng, &s);
            s.truncate(i);
        }
        5 => {
            let i = at(rng, &s);
            s.insert(i, rng.range(0x80, 0xff) as u8);
        }
        6 => s = repeat(rng, s),
        _ => {
            let i = at(rng, &s);
            s.insert(i, *rng.pick(SPECIAL));
        }
    }
    s
}

/// `open^k s close^k` or `s piece^k`, with `k` up to tens of thousands.
fn repeat(rng: &mut Rng, s: Vec<u8>) -> Vec<u8> {
    let (open, close) = *rng.pick(REPEATED);
    let k = *rng.pick(&[100, 1000, 5000, 20_000, 60_000]);
    let room = MAX_LEN.saturating_sub(s.len()) / (open.len() + close.len()).max(1);
    let k = k.min(room);
    let mut out = open.repeat(k).into_bytes();
    out.extend_from_slice(&s);
    out.extend_from_slice(close.repeat(k).as_bytes());
    out
}
