//! The usual notation for short games: a parser with column-accurate errors, and a
//! printer of canonical forms such that `parse(print(g)) == g`.
//!
//! Grammar (whitespace is allowed between tokens, not inside them):
//!
//! ```text
//! expr    := term (('+' | '-') term)*           sums and differences
//! term    := '-' term | '±' term | '+-' term | atom
//! atom    := primary suffix*                    juxtaposition adds: 1/2^* = 1/2 + ^ + *
//! suffix  := '^' [n] | 'v' [n] | '*' [n]
//! primary := ['-']digits['/'digits]             a dyadic number, e.g. 3, -1/2, 3/4
//!          | '*' [n]                            nimbers: *, *2, ...
//!          | '^' [n] | 'v' [n]                  up, ^2 = double up, v, v3, ...
//!          | '{' options ('|'+ options)+ '}'    {1,*|-1}, {3||2|1} = {3|{2|1}}
//!          | '(' expr ')'
//!          | name ':' argument                  a ruleset position, if a resolver knows it
//! ```
//!
//! `±G` (or `+-G` at the start of a term) is `{G | -G}`. A `-` directly followed by a
//! digit belongs to the number (`-1^` is `-1 + ^`); elsewhere it negates the following
//! term. Inside braces the separator with the most bars splits Left's options from
//! Right's, and each side with bars of its own is one option: `{a||b|c}` is
//! `{a | {b|c}}` (Winning Ways, ch. 2; Siegel, *Combinatorial Game Theory*, I.4). Two
//! separators of the same, largest length are ambiguous and rejected.
//!
//! A ruleset name is a letter followed by letters, digits or `_`; its argument is the run
//! of letters, digits and the characters `.`, `#`, `,`, `/` (and `|` outside braces) that
//! follows the `:`, plus the characters the ruleset adds ([`Resolver::argument_chars`],
//! e.g. `-` and `:` for graphs), so any other character (a space, `+`, `-`, `*`, `^`,
//! `)`, `}`, ...) ends it: `domineering:2x3-hackenbush:BR` is a difference. An added `-`
//! continues the argument only between two digits (`0-1` in an edge list), so
//! `hackenbush:BR-1` stays a difference even for a ruleset that adds `-`; write
//! `(snort:path:3)-1` or `snort:path:3 - 1` for the other. Inside braces a comma belongs
//! to the argument (`young:3,1`); put the position in parentheses to follow it with
//! another option: `{(domineering:2x2), 1 | 0}`.
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
//! let err = parse(&mut a, "{1|2").unwrap_err();
//! assert_eq!(err.to_string(), "column 5: expected ',', '|' or '}' to close the '{' of column 1, found the end of the input");
//! ```

use super::arena::{Arena, GameId, Node};
use super::dyadic::{Dyadic, DyadicParseError};
use super::limits::{Error, MAX_DEPTH};
use super::nus::Nus;
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
    let chars: Vec<char> = text.chars().collect();
    let name_ahead = names_ahead(&chars);
    let mut p = Parser {
        chars,
        name_ahead,
        pos: 0,
        braces: 0,
        nesting: 0,
        arena,
        resolve,
    };
    p.skip_ws();
    let g = p.expr()?;
    p.skip_ws();
    if p.peek().is_some() {
        return Err(p.error(format!(
            "expected '+', '-' or the end of the input, found {}",
            p.found()
        )));
    }
    Ok(g)
}

/// Whether a ruleset name followed by `:` starts at each position (computed once, so
/// that long runs of letters cost linear time).
fn names_ahead(chars: &[char]) -> Vec<bool> {
    let mut ahead = vec![false; chars.len() + 1];
    let mut colon_after_run = false; // the run of name characters from i + 1 ends in ':'
    for i in (0..chars.len()).rev() {
        let c = chars[i];
        if is_name_char(c) {
            if chars.get(i + 1) == Some(&':') {
                colon_after_run = true;
            }
            ahead[i] = colon_after_run && c.is_ascii_alphabetic();
        } else {
            colon_after_run = false;
        }
    }
    ahead
}

fn is_name_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// Whether `c` continues a ruleset argument (`|` only outside braces, `extra` as the
/// ruleset says).
fn is_argument_char(c: char, inside_braces: bool, extra: &str) -> bool {
    c.is_ascii_alphanumeric()
        || matches!(c, '.' | '#' | ',' | '/')
        || c == '|' && !inside_braces
        || extra.contains(c)
}

/// A prefix sign of a term.
#[derive(Clone, Copy)]
enum Sign {
    Minus,
    PlusMinus,
}

struct Parser<'a> {
    chars: Vec<char>,
    /// See [`names_ahead`].
    name_ahead: Vec<bool>,
    pos: usize,
    /// How many braces are open (a `|` ends a ruleset argument only inside braces).
    braces: usize,
    /// How many braces and parentheses are open.
    nesting: usize,
    arena: &'a mut Arena,
    resolve: &'a mut dyn Resolver,
}

impl Parser<'_> {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.pos).copied()
    }

    fn peek_at(&self, offset: usize) -> Option<char> {
        self.chars.get(self.pos + offset).copied()
    }

    /// Whether the character at the cursor, after the argument begun at `arg_start`, has
    /// a digit of that argument before it and a digit after it.
    fn between_digits(&self, arg_start: usize) -> bool {
        self.pos > arg_start
            && self.chars[self.pos - 1].is_ascii_digit()
            && self.peek_at(1).is_some_and(|c| c.is_ascii_digit())
    }

    fn skip_ws(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.pos += 1;
        }
    }

    fn found(&self) -> String {
        match self.peek() {
            Some(c) => format!("'{c}'"),
            None => "the end of the input".to_string(),
        }
    }

    fn error(&self, message: String) -> ParseError {
        self.error_at(self.pos, message)
    }

    fn error_at(&self, pos: usize, message: String) -> ParseError {
        ParseError {
            column: pos + 1,
            message,
        }
    }

    fn expr(&mut self) -> Result<GameId, ParseError> {
        let mut acc = self.term()?;
        loop {
            self.skip_ws();
            let at = self.pos;
            match self.peek() {
                Some('+') => {
                    self.pos += 1;
                    let t = self.term()?;
                    acc = checked(at, self.arena.sum(acc, t))?;
                }
                Some('-') => {
                    self.pos += 1;
                    let t = self.term()?;
                    acc = checked(at, self.arena.difference(acc, t))?;
                }
                _ => return Ok(acc),
            }
        }
    }

    /// A term: prefix signs, read in a loop, applied innermost first.
    fn term(&mut self) -> Result<GameId, ParseError> {
        let mut signs = Vec::new();
        loop {
            self.skip_ws();
            let at = self.pos;
            match (self.peek(), self.peek_at(1)) {
                (Some('-'), Some(d)) if d.is_ascii_digit() => break,
                (Some('-'), _) => {
                    self.pos += 1;
                    signs.push((Sign::Minus, at));
                }
                (Some('±'), _) => {
                    self.pos += 1;
                    signs.push((Sign::PlusMinus, at));
                }
                (Some('+'), Some('-')) => {
                    self.pos += 2;
                    signs.push((Sign::PlusMinus, at));
                }
                _ => break,
            }
        }
        let mut g = self.atom()?;
        for &(sign, at) in signs.iter().rev() {
            let minus = self.arena.neg(g);
            g = match sign {
                Sign::Minus => minus,
                Sign::PlusMinus => checked(at, self.arena.game(&[g], &[minus]))?,
            };
        }
        Ok(g)
    }

    fn atom(&mut self) -> Result<GameId, ParseError> {
        let mut g = self.primary()?;
        while let Some(c @ ('^' | 'v' | '*')) = self.peek() {
            if c == 'v' && self.name_follows() {
                break;
            }
            let at = self.pos;
            let part = self.infinitesimal()?;
            g = checked(at, self.arena.sum(g, part))?;
        }
        Ok(g)
    }

    /// True if a `name:` starts here.
    fn name_follows(&self) -> bool {
        self.name_ahead[self.pos]
    }

    /// Enters a brace or parenthesis opened at `at`, refusing more than [`MAX_NESTING`].
    fn open(&mut self, at: usize) -> Result<(), ParseError> {
        self.nesting += 1;
        if self.nesting > MAX_NESTING {
            return Err(self.error_at(
                at,
                format!("more than {MAX_NESTING} nested braces or parentheses"),
            ));
        }
        Ok(())
    }

    fn primary(&mut self) -> Result<GameId, ParseError> {
        self.skip_ws();
        let at = self.pos;
        match self.peek() {
            Some(c) if c.is_ascii_digit() || c == '-' => self.number(),
            Some(_) if self.name_follows() => self.ruleset(),
            Some('^' | 'v' | '*') => self.infinitesimal(),
            Some('{') => self.braces(),
            Some('(') => {
                self.open(at)?;
                self.pos += 1;
                self.skip_ws();
                let g = self.expr()?;
                self.skip_ws();
                if self.peek() != Some(')') {
                    return Err(self.error(format!(
                        "expected ')' to close the '(' of column {}, found {}",
                        at + 1,
                        self.found()
                    )));
                }
                self.pos += 1;
                self.nesting -= 1;
                Ok(g)
            }
            _ => Err(self.error(format!(
                "expected a game (a number, *, ^, v, ±, '{{' or '('), found {}",
                self.found()
            ))),
        }
    }

    /// `[-]digits[/digits]`.
    fn number(&mut self) -> Result<GameId, ParseError> {
        let at = self.pos;
        if self.peek() == Some('-') {
            self.pos += 1;
        }
        let digits = |p: &mut Self| {
            while p.peek().is_some_and(|c| c.is_ascii_digit()) {
                p.pos += 1;
            }
        };
        digits(self);
        if self.peek() == Some('/') {
            self.pos += 1;
            if !self.peek().is_some_and(|c| c.is_ascii_digit()) {
                return Err(self.error(format!(
                    "expected the digits of a denominator, found {}",
                    self.found()
                )));
            }
            digits(self);
        }
        let text: String = self.chars[at..self.pos].iter().collect();
        match text.parse::<Dyadic>() {
            Ok(x) => Ok(self.arena.number(x)),
            Err(DyadicParseError::Syntax) => {
                Err(self.error_at(at, format!("expected a number, found '{}'", excerpt(&text))))
            }
            Err(e) => Err(self.error_at(at, format!("invalid number '{}': {e}", excerpt(&text)))),
        }
    }

    /// `*[n]`, `^[n]` or `v[n]`.
    fn infinitesimal(&mut self) -> Result<GameId, ParseError> {
        let kind = self.peek().expect("called on * ^ v");
        self.pos += 1;
        let start = self.pos;
        while self.peek().is_some_and(|c| c.is_ascii_digit()) {
            self.pos += 1;
        }
        let n: u32 = if start == self.pos {
            1
        } else {
            let text: String = self.chars[start..self.pos].iter().collect();
            text.parse().map_err(|_| {
                self.error_at(
                    start,
                    format!(
                        "multiple '{}' is too large (at most {})",
                        excerpt(&text),
                        u32::MAX
                    ),
                )
            })?
        };
        let nus = match kind {
            '*' => Nus {
                number: Dyadic::ZERO,
                ups: 0,
                nim: n,
            },
            '^' => Nus {
                number: Dyadic::ZERO,
                ups: i64::from(n),
                nim: 0,
            },
            _ => Nus {
                number: Dyadic::ZERO,
                ups: -i64::from(n),
                nim: 0,
            },
        };
        Ok(self.arena.nus(nus))
    }

    /// `name:argument`.
    fn ruleset(&mut self) -> Result<GameId, ParseError> {
        let at = self.pos;
        while self.peek() != Some(':') {
            self.pos += 1;
        }
        let name: String = self.chars[at..self.pos].iter().collect();
        self.pos += 1;
        let arg_start = self.pos;
        let inside = self.braces > 0;
        let extra = self.resolve.argument_chars(&name).to_owned();
        while self.peek().is_some_and(|c| {
            is_argument_char(c, inside, &extra) && (c != '-' || self.between_digits(arg_start))
        }) {
            self.pos += 1;
        }
        let arg: String = self.chars[arg_start..self.pos].iter().collect();
        self.resolve
            .resolve(self.arena, &name, &arg)
            .map_err(|m| self.error_at(at, m))
    }

    /// `{ options | options ... }`.
    fn braces(&mut self) -> Result<GameId, ParseError> {
        let open = self.pos;
        self.open(open)?;
        self.pos += 1;
        self.braces += 1;
        let mut lists: Vec<Vec<GameId>> = vec![Vec::new()];
        let mut seps: Vec<(usize, usize)> = Vec::new();
        loop {
            self.skip_ws();
            match self.peek() {
                Some('|') => {
                    let at = self.pos;
                    while self.peek() == Some('|') {
                        self.pos += 1;
                    }
                    seps.push((self.pos - at, at));
                    lists.push(Vec::new());
                }
                Some('}') => {
                    if seps.is_empty() {
                        return Err(self.error(
                            "expected '|' between Left's and Right's options, found '}'"
                                .to_string(),
                        ));
                    }
                    self.pos += 1;
                    break;
                }
                None => {
                    return Err(self.error(format!(
                        "expected ',', '|' or '}}' to close the '{{' of column {}, found the end of the input",
                        open + 1
                    )))
                }
                _ => {
                    let g = self.expr()?;
                    lists.last_mut().expect("one list per side").push(g);
                    self.skip_ws();
                    match self.peek() {
                        Some(',') => {
                            self.pos += 1;
                            self.skip_ws();
                            if matches!(self.peek(), Some('|' | '}' | ',')) {
                                return Err(self.error(format!(
                                    "expected a game after ',', found {}",
                                    self.found()
                                )));
                            }
                        }
                        Some('|' | '}') => {}
                        None => {}
                        _ => {
                            return Err(self.error(format!(
                                "expected ',', '|' or '}}', found {}",
                                self.found()
                            )))
                        }
                    }
                }
            }
        }
        self.braces -= 1;
        self.nesting -= 1;
        self.build(&lists, &seps, open)
    }

    /// The game of a run of option lists split by separators of various lengths.
    fn build(
        &mut self,
        lists: &[Vec<GameId>],
        seps: &[(usize, usize)],
        open: usize,
    ) -> Result<GameId, ParseError> {
        let longest = seps
            .iter()
            .map(|s| s.0)
            .max()
            .expect("at least one separator");
        let mut at_longest = seps.iter().enumerate().filter(|(_, s)| s.0 == longest);
        let (k, _) = at_longest.next().expect("the maximum occurs");
        if let Some((_, &(bars, column))) = at_longest.next() {
            return Err(self.error_at(
                column,
                format!(
                    "ambiguous separators: a second '{}' at the same level (nest with more bars, as in {{a||b|c}}, or with braces)",
                    excerpt(&"|".repeat(bars))
                ),
            ));
        }
        let left = self.side(&lists[..=k], &seps[..k], open)?;
        let right = self.side(&lists[k + 1..], &seps[k + 1..], open)?;
        checked(open, self.arena.game(&left, &right))
    }

    fn side(
        &mut self,
        lists: &[Vec<GameId>],
        seps: &[(usize, usize)],
        open: usize,
    ) -> Result<Vec<GameId>, ParseError> {
        if seps.is_empty() {
            Ok(lists[0].clone())
        } else {
            Ok(vec![self.build(lists, seps, open)?])
        }
    }
}

impl Arena {
    /// The canonical form of `g` in the usual notation; [`parse`] reads it back.
    ///
    /// ```
    /// use conway::partizan::{Arena, parse};
    /// let mut a = Arena::new();
    /// for text in ["0", "-3/4", "^*", "1/2v3*2", "±1", "{2|0,*}", "{1||0|-1}"] {
    ///     let g = parse(&mut a, text).unwrap();
    ///     assert_eq!(a.display(g), text);
    /// }
    /// ```
    pub fn display(&self, g: GameId) -> String {
        self.display_within(g, usize::MAX).unwrap_or_default()
    }

    /// [`Arena::display`], or `None` if the text would be longer than `max` characters.
    /// (A canonical form shares its subforms, so its text can be exponentially longer
    /// than the number of forms it is made of; the work here is bounded by `max`.)
    ///
    /// ```
    /// use conway::partizan::{Arena, parse};
    /// let mut a = Arena::new();
    /// let g = parse(&mut a, "{3||2|1}").unwrap();
    /// assert_eq!(a.display_within(g, 8).as_deref(), Some("{3||2|1}"));
    /// assert_eq!(a.display_within(g, 7), None);
    /// ```
    pub fn display_within(&self, g: GameId, max: usize) -> Option<String> {
        let mut budget = max;
        self.text(g, &mut budget)
    }

    /// The text of `g`, charged to `budget` (characters left).
    fn text(&self, g: GameId, budget: &mut usize) -> Option<String> {
        match self.node(g) {
            Node::Nus(n) => charged(nus_text(*n), budget),
            Node::Options { .. } => match self.plus_minus(g) {
                Some(x) => charged(format!("±{x}"), budget),
                None => {
                    let inner = self.inner(g, budget)?.0;
                    charge(2, budget)?;
                    Some(format!("{{{inner}}}"))
                }
            },
        }
    }

    /// `Some(x)` if `g = {x | -x}` for a positive number `x`.
    fn plus_minus(&self, g: GameId) -> Option<Dyadic> {
        let Node::Options { left, right } = self.node(g) else {
            return None;
        };
        match (&left[..], &right[..]) {
            (&[l], &[r]) => {
                let (x, y) = (self.as_number(l)?, self.as_number(r)?);
                (x > Dyadic::ZERO && y == -x).then_some(x)
            }
            _ => None,
        }
    }

    /// The text between the braces of an options node, and the bars of its separator.
    fn inner(&self, g: GameId, budget: &mut usize) -> Option<(String, usize)> {
        let Node::Options { left, right } = self.node(g) else {
            unreachable!("inner is called on option nodes")
        };
        let (l, dl) = self.side_text(left, budget)?;
        let (r, dr) = self.side_text(right, budget)?;
        let bars = dl.max(dr) + 1;
        charge(bars, budget)?;
        Some((format!("{l}{}{r}", "|".repeat(bars)), bars))
    }

    /// One side's options; a lone braced option is written inline with fewer bars.
    fn side_text(&self, ids: &[GameId], budget: &mut usize) -> Option<(String, usize)> {
        if let &[only] = ids {
            if matches!(self.node(only), Node::Options { .. }) && self.plus_minus(only).is_none() {
                // inline up to `|||`; deeper nesting reads better with braces
                let (text, bars) = self.inner(only, budget)?;
                return if bars <= 2 {
                    Some((text, bars))
                } else {
                    charge(2, budget)?;
                    Some((format!("{{{text}}}"), 0))
                };
            }
        }
        let mut texts = Vec::with_capacity(ids.len());
        for &o in ids {
            texts.push(self.text(o, budget)?);
        }
        texts.sort_by(|a, b| by_text(a, b));
        charge(ids.len().saturating_sub(1), budget)?;
        Some((texts.join(","), 0))
    }
}

/// Takes `n` characters from `budget`, if it has them.
fn charge(n: usize, budget: &mut usize) -> Option<()> {
    *budget = budget.checked_sub(n)?;
    Some(())
}

/// `text`, charged to `budget`.
fn charged(text: String, budget: &mut usize) -> Option<String> {
    charge(text.chars().count(), budget)?;
    Some(text)
}

/// The printing order of options, independent of ids: numbers, then other closed forms,
/// then braces; shorter texts first, then alphabetical.
fn by_text(a: &str, b: &str) -> std::cmp::Ordering {
    let key = |s: &str| {
        let first = s.chars().next().unwrap_or('0');
        let number = first.is_ascii_digit() || first == '-';
        (s.starts_with('{'), !number, s.len())
    };
    key(a).cmp(&key(b)).then_with(|| a.cmp(b))
}

/// A refusal of the engine while evaluating the expression at (0-based) position `at`.
fn checked<T>(at: usize, r: Result<T, Error>) -> Result<T, ParseError> {
    r.map_err(|e| ParseError {
        column: at + 1,
        message: e.to_string(),
    })
}

/// `x`, `^`, `v3`, `*2`, `1/2^*`, ...
pub(crate) fn nus_text(n: Nus) -> String {
    let mut s = String::new();
    if n.number != Dyadic::ZERO || n.is_number() {
        s.push_str(&n.number.to_string());
    }
    match n.ups {
        0 => {}
        1 => s.push('^'),
        -1 => s.push('v'),
        u if u > 0 => s.push_str(&format!("^{u}")),
        u => s.push_str(&format!("v{}", u.unsigned_abs())),
    }
    match n.nim {
        0 => {}
        1 => s.push('*'),
        m => s.push_str(&format!("*{m}")),
    }
    s
}
