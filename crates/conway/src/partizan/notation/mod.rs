//! The usual notation for short games: a parser with column-accurate errors, and a
//! printer of canonical forms in the literature's notation such that `parse(print(g)) ==
//! g` in every [`Style`].
//!
//! Grammar (whitespace is allowed between tokens, not inside them), loosest first:
//!
//! ```text
//! expr     := ordinal (('+' | '-') ordinal)*     sums and differences
//! ordinal  := pm (':' pm)*                       ordinal sum G:H (binds tighter than +)
//! pm       := term ('±' term)*                   x±G = {x+G | x-G}
//! term     := ('-' | '±' | '+-')* atom           -G, ±G = {G | -G}
//! atom     := primary suffix*                    juxtaposition adds: 1/2^* = 1/2 + ^ + *
//! suffix   := '^' [n] | 'v' [n] | '*' [n] | '↑' [n] | '↓' [n] | '⇑' | '⇓'
//! primary  := ['-']digits['/'digits]             a dyadic number, e.g. 3, -1/2, 3/4
//!           | '*' [n]                            nimbers: *, *2, ...
//!           | '^' [n] | 'v' [n]                  up, ^2 = double up, v, v3, ...
//!           | '↑' [n] | '↓' [n] | '⇑' | '⇓'       the same with arrows: ⇑ = ↑2 = ^2
//!           | '{' options ('|'+ options)+ '}'    {1,*|-1}, {3||2|1} = {3|{2|1}}
//!           | '(' expr ')'
//!           | function '(' expr (',' expr)* ')'  cool(G,t), heat(G,t), overheat(G,s,t),
//!                                                norton(G,U), rcf(G), Tiny(G), Miny(G),
//!                                                conjunctive(G,H), selective(G,H),
//!                                                shortened(G,H), product(G,H)
//!           | name ':' argument                  a ruleset position, if a resolver knows it
//! ```
//!
//! `Tiny(G) = {0 || 0 | -G}` and `Miny(G) = {G | 0 || 0}` (Winning Ways, ch. 5); the other
//! functions are the arena's operations (`functions`). `G:H` is the ordinal sum (Conway,
//! *On Numbers and Games*, ch. 15); it is associative, so `G:H:K` needs no parentheses.
//! `±G` (or `+-G` at the start of a term) is `{G | -G}`, and `x±G` is `{x+G | x-G}` (there
//! is no infix `+-`, which would read `1+-1` as `1±1`; write `1 + +-1`, the same game when
//! `1` is a number, by number translation). A `-` directly followed by a digit belongs to
//! the number (`-1^` is `-1 + ^`); elsewhere it negates the following term. Inside braces
//! the separator with the most bars splits Left's options from Right's, and each side with
//! bars of its own is one option: `{a||b|c}` is `{a | {b|c}}` (Winning Ways, ch. 2;
//! Siegel, *Combinatorial Game Theory*, I.4). Two separators of the same, largest length
//! are ambiguous and rejected.
//!
//! A ruleset name is a letter followed by letters, digits or `_` (but `v` and `v3` are
//! down, so `v:1` is an ordinal sum); its argument is the run of letters, digits and the
//! characters `.`, `#`, `,`, `/` (and `|` outside braces) that follows the `:`, plus the
//! characters the ruleset adds ([`Resolver::argument_chars`], e.g. `-` and `:` for
//! graphs), so any other character (a space, `+`, `-`, `*`, `^`, `)`, `}`, ...) ends it:
//! `domineering:2x3-hackenbush:BR` is a difference, `domineering:2x2:1` an ordinal sum.
//! An added `-` continues the argument only between two digits (`0-1` in an edge list),
//! so `hackenbush:BR-1` stays a difference even for a ruleset that adds `-`; write
//! `(snort:path:3)-1` or `snort:path:3 - 1` for the other. Inside braces a comma belongs
//! to the argument (`young:3,1`); put the position in parentheses to follow it with
//! another option: `{(domineering:2x2), 1 | 0}`. Between the arguments of a function a
//! comma ends it: `cool(domineering:2x3,1)`, `cool((young:3,1),1)`.
//!
//! Braces and parentheses nest at most [`MAX_NESTING`] deep; prefix signs (`-`, `±`) are
//! read without recursion, so no input can exhaust the parser's stack. Messages quote at
//! most [`EXCERPT_CHARS`](crate::excerpt::EXCERPT_CHARS) characters of the input
//! ([`excerpt`]).
//!
//! ```
//! use conway::partizan::{Arena, parse};
//! let mut a = Arena::new();
//! let g = parse(&mut a, "{1|-1} + {1|-1}").unwrap();
//! assert_eq!(a.display(g), "0");
//! let h = parse(&mut a, "{3||2|1}").unwrap();
//! assert_eq!(a.display(h), "{3||2|1}");
//! let c = parse(&mut a, "cool({3|-3} + 1:1, 1)").unwrap();
//! assert_eq!(a.display(c), "2±2");
//! let err = parse(&mut a, "{1|2").unwrap_err();
//! assert_eq!(err.to_string(), "column 5: expected ',', '|' or '}' to close the '{' of column 1, found the end of the input");
//! ```

mod functions;
mod parse;
mod print;

pub use print::Style;

use super::arena::{Arena, GameId};
use super::limits::MAX_DEPTH;
use crate::excerpt::excerpt;
use std::fmt;

/// The deepest nesting of braces and parentheses the parser accepts (as deep as the
/// deepest canonical form, so that every printed form reads back).
pub const MAX_NESTING: usize = MAX_DEPTH as usize;

/// A syntax error: the 1-based column (in characters) and what was expected there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// 1-based column of the offending character (one past the end for a missing one).
    pub column: usize,
    /// What was expected, or why the text is invalid.
    pub message: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "column {}: {}", self.column, self.message)
    }
}

impl std::error::Error for ParseError {}

/// Looks up `name:argument` positions of rulesets for [`parse_with`].
pub trait Resolver {
    /// The canonical form of the position `argument` of the ruleset `name`, or a message
    /// saying why there is none (unknown ruleset, invalid argument, refused computation).
    fn resolve(&mut self, arena: &mut Arena, name: &str, argument: &str) -> Result<GameId, String>;

    /// The characters, beyond letters, digits, `.`, `#`, `,`, `/` and `|` (outside
    /// braces), that continue an argument of the ruleset `name` (for example `-` and `:`
    /// in the edge lists of graphs); none by default. A `-` continues it only between two
    /// digits.
    fn argument_chars(&self, name: &str) -> &str {
        let _ = name;
        ""
    }
}

/// The resolver of [`parse`]: it knows no ruleset.
struct NoRulesets;

impl Resolver for NoRulesets {
    fn resolve(&mut self, _: &mut Arena, name: &str, _: &str) -> Result<GameId, String> {
        Err(format!("unknown ruleset '{}'", excerpt(name)))
    }
}

/// Parses a game expression without ruleset positions.
pub fn parse(arena: &mut Arena, text: &str) -> Result<GameId, ParseError> {
    parse_with(arena, text, &mut NoRulesets)
}

/// Parses a game expression; `name:argument` atoms are passed to `resolve`.
pub fn parse_with(
    arena: &mut Arena,
    text: &str,
    resolve: &mut dyn Resolver,
) -> Result<GameId, ParseError> {
    parse::parse_all(arena, text, resolve)
}
