//! The parser: a recursive-descent reader of the grammar in the module documentation of
//! [`notation`](super), which evaluates as it reads (every sub-expression becomes a
//! canonical form in the arena at once).

use super::super::arena::{Arena, GameId};
use super::super::dyadic::{Dyadic, DyadicParseError};
use super::super::limits::Error;
use super::super::nus::Nus;
use super::functions::Function;
use super::{ParseError, Resolver, MAX_NESTING};
use crate::excerpt::excerpt;

/// Parses all of `text`.
pub(super) fn parse_all(
    arena: &mut Arena,
    text: &str,
    resolve: &mut dyn Resolver,
) -> Result<GameId, ParseError> {
    let chars: Vec<char> = text.chars().collect();
    let name_ahead = names_ahead(&chars);
    let word_end = word_ends(&chars);
    let mut p = Parser {
        chars,
        name_ahead,
        word_end,
        pos: 0,
        open: Vec::new(),
        braces: 0,
        arena,
        resolve,
    };
    p.skip_ws();
    let g = p.expr()?;
    p.skip_ws();
    if p.peek().is_some() {
        return Err(p.error(format!(
            "expected '+', '-', ':', '±' or the end of the input, found {}",
            p.found()
        )));
    }
    Ok(g)
}

/// Where the run of ASCII letters starting at each position ends (computed once, so that
/// asking at every letter of `vvvv…` whether a function call starts there costs linear
/// time, not quadratic).
fn word_ends(chars: &[char]) -> Vec<usize> {
    let mut end = vec![chars.len(); chars.len() + 1];
    for i in (0..chars.len()).rev() {
        end[i] = if chars[i].is_ascii_alphabetic() {
            end[i + 1]
        } else {
            i
        };
    }
    end
}

/// Whether a ruleset name followed by `:` starts at each position (computed once, so
/// that long runs of letters cost linear time). `v` and `v3` are down, not names, so
/// `v:1` is an ordinal sum.
fn names_ahead(chars: &[char]) -> Vec<bool> {
    let mut ahead = vec![false; chars.len() + 1];
    // the run of name characters from i + 1 ends in ':'; whether it is all digits
    let (mut colon_after_run, mut digits_after) = (false, true);
    for i in (0..chars.len()).rev() {
        let c = chars[i];
        if is_name_char(c) {
            if chars.get(i + 1) == Some(&':') {
                colon_after_run = true;
                digits_after = true;
            }
            let down = c == 'v' && digits_after;
            ahead[i] = colon_after_run && c.is_ascii_alphabetic() && !down;
            digits_after &= c.is_ascii_digit();
        } else {
            colon_after_run = false;
        }
    }
    ahead
}

fn is_name_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// What a parenthesis or brace the parser is inside of opened.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Opened {
    Brace,
    Parenthesis,
    /// The argument list of a function.
    Call,
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
    /// See [`word_ends`].
    word_end: Vec<usize>,
    pos: usize,
    /// The braces and parentheses open around the cursor, innermost last.
    open: Vec<Opened>,
    /// How many of them are braces (a `|` ends a ruleset argument only inside braces).
    braces: usize,
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

    /// Enters a brace or parenthesis opened at `at`, refusing more than [`MAX_NESTING`].
    fn enter(&mut self, what: Opened, at: usize) -> Result<(), ParseError> {
        if self.open.len() == MAX_NESTING {
            return Err(self.error_at(
                at,
                format!("more than {MAX_NESTING} nested braces or parentheses"),
            ));
        }
        self.open.push(what);
        self.braces += usize::from(what == Opened::Brace);
        Ok(())
    }

    fn leave(&mut self) {
        let what = self.open.pop().expect("leave follows enter");
        self.braces -= usize::from(what == Opened::Brace);
    }

    /// Expects a `)` closing the `(` at `at`.
    fn close_parenthesis(&mut self, at: usize) -> Result<(), ParseError> {
        self.skip_ws();
        if self.peek() != Some(')') {
            return Err(self.error(format!(
                "expected ')' to close the '(' of column {}, found {}",
                at + 1,
                self.found()
            )));
        }
        self.pos += 1;
        self.leave();
        Ok(())
    }

    /// `expr := ordinal (('+' | '-') ordinal)*`.
    fn expr(&mut self) -> Result<GameId, ParseError> {
        let mut acc = self.ordinal()?;
        loop {
            self.skip_ws();
            let at = self.pos;
            match self.peek() {
                Some('+') => {
                    self.pos += 1;
                    let t = self.ordinal()?;
                    acc = checked(at, self.arena.sum(acc, t))?;
                }
                Some('-') => {
                    self.pos += 1;
                    let t = self.ordinal()?;
                    acc = checked(at, self.arena.difference(acc, t))?;
                }
                _ => return Ok(acc),
            }
        }
    }

    /// `ordinal := plus_minus (':' plus_minus)*`, the ordinal sum (associative).
    fn ordinal(&mut self) -> Result<GameId, ParseError> {
        let mut acc = self.plus_minus()?;
        loop {
            self.skip_ws();
            let at = self.pos;
            if self.peek() != Some(':') {
                return Ok(acc);
            }
            self.pos += 1;
            let h = self.plus_minus()?;
            acc = checked(at, self.arena.ordinal_sum(acc, h))?;
        }
    }

    /// `plus_minus := term ('±' term)*`: `x±G = {x+G | x-G}`.
    fn plus_minus(&mut self) -> Result<GameId, ParseError> {
        let mut acc = self.term()?;
        loop {
            self.skip_ws();
            let at = self.pos;
            if self.peek() != Some('±') {
                return Ok(acc);
            }
            self.pos += 1;
            let g = self.term()?;
            let left = checked(at, self.arena.sum(acc, g))?;
            let right = checked(at, self.arena.difference(acc, g))?;
            acc = checked(at, self.arena.game(&[left], &[right]))?;
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

    /// `atom := primary suffix*`: juxtaposition adds.
    fn atom(&mut self) -> Result<GameId, ParseError> {
        let mut g = self.primary()?;
        while let Some(c) = self.peek() {
            if !is_infinitesimal(c) || c == 'v' && self.word_follows() {
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

    /// The letters from the cursor on.
    fn word(&self) -> String {
        self.chars[self.pos..self.word_end[self.pos]]
            .iter()
            .collect()
    }

    /// True if a ruleset name (`name:`) or a function call (`name(`) starts here.
    fn word_follows(&self) -> bool {
        self.name_follows() || self.call_follows()
    }

    /// True if letters followed by `(` start here, other than `v(` (down, then a
    /// parenthesis).
    fn call_follows(&self) -> bool {
        let end = self.word_end[self.pos];
        let letters = end - self.pos;
        letters > 0
            && !(letters == 1 && self.chars[self.pos] == 'v')
            && self.chars.get(end) == Some(&'(')
    }

    fn primary(&mut self) -> Result<GameId, ParseError> {
        self.skip_ws();
        let at = self.pos;
        match self.peek() {
            Some(c) if c.is_ascii_digit() || c == '-' => self.number(),
            Some(_) if self.name_follows() => self.ruleset(),
            Some(_) if self.call_follows() => self.call(),
            Some(c) if is_infinitesimal(c) => self.infinitesimal(),
            Some('{') => self.braces(),
            Some('(') => {
                self.enter(Opened::Parenthesis, at)?;
                self.pos += 1;
                let g = self.expr()?;
                self.close_parenthesis(at)?;
                Ok(g)
            }
            Some(c) if c.is_ascii_alphabetic() => Err(self.error(format!(
                "unknown name '{}' (a function is one of {}; a ruleset position is NAME:POSITION)",
                excerpt(&self.word()),
                Function::all_names()
            ))),
            _ => Err(self.error(format!(
                "expected a game (a number, *, ^, v, ±, '{{', '(' or a function), found {}",
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

    /// `*[n]`, `^[n]`, `v[n]`, `↑[n]`, `↓[n]`, `⇑` or `⇓`.
    fn infinitesimal(&mut self) -> Result<GameId, ParseError> {
        let kind = self.peek().expect("called on an infinitesimal");
        self.pos += 1;
        let start = self.pos;
        while self.peek().is_some_and(|c| c.is_ascii_digit()) {
            self.pos += 1;
        }
        if matches!(kind, '⇑' | '⇓') && start < self.pos {
            return Err(self.error_at(
                start,
                format!(
                    "a multiple follows a single arrow: write {}n",
                    if kind == '⇑' { '↑' } else { '↓' }
                ),
            ));
        }
        let n: u32 = if start == self.pos {
            if matches!(kind, '⇑' | '⇓') {
                2
            } else {
                1
            }
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
        let (ups, nim) = match kind {
            '*' => (0, n),
            '^' | '↑' | '⇑' => (i64::from(n), 0),
            _ => (-i64::from(n), 0),
        };
        Ok(self.arena.nus(Nus {
            number: Dyadic::ZERO,
            ups,
            nim,
        }))
    }

    /// `name(expr, ...)`.
    fn call(&mut self) -> Result<GameId, ParseError> {
        let at = self.pos;
        let name = self.word();
        let function = Function::named(&name).ok_or_else(|| {
            self.error(format!(
                "unknown function '{}' (the functions are {})",
                excerpt(&name),
                Function::all_names()
            ))
        })?;
        self.pos += name.chars().count();
        let open = self.pos;
        self.enter(Opened::Call, open)?;
        self.pos += 1;
        let (mut args, mut starts) = (Vec::new(), Vec::new());
        loop {
            self.skip_ws();
            starts.push(self.pos);
            args.push(self.expr()?);
            self.skip_ws();
            match self.peek() {
                Some(',') => self.pos += 1,
                Some(')') => break,
                _ => {
                    return Err(self.error(format!(
                        "expected ',' or ')' in {}, found {}",
                        function.signature(),
                        self.found()
                    )))
                }
            }
        }
        self.close_parenthesis(open)?;
        function.apply(self.arena, &args).map_err(|refusal| {
            let column = refusal.argument.map_or(at, |i| starts[i]);
            self.error_at(
                column,
                format!("{}: {}", function.signature(), refusal.message),
            )
        })
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
        let inside_braces = self.braces > 0;
        let in_call = self.open.last() == Some(&Opened::Call);
        let extra = self.resolve.argument_chars(&name).to_owned();
        while self.peek().is_some_and(|c| {
            continues_argument(c, inside_braces, in_call, &extra)
                && (c != '-' || self.between_digits(arg_start))
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
        self.enter(Opened::Brace, open)?;
        self.pos += 1;
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
                        Some('|' | '}') | None => {}
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
        self.leave();
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

/// `*`, `^`, `v` and the arrows.
fn is_infinitesimal(c: char) -> bool {
    matches!(c, '*' | '^' | 'v' | '↑' | '↓' | '⇑' | '⇓')
}

/// Whether `c` continues a ruleset argument: letters, digits, `.`, `#`, `/`; `,` unless
/// it separates the arguments of a function; `|` outside braces; `extra` as the ruleset
/// says.
fn continues_argument(c: char, inside_braces: bool, in_call: bool, extra: &str) -> bool {
    c.is_ascii_alphanumeric()
        || matches!(c, '.' | '#' | '/')
        || c == ',' && !in_call
        || c == '|' && !inside_braces
        || extra.contains(c)
}

/// A refusal of the engine while evaluating the expression at (0-based) position `at`.
fn checked<T>(at: usize, r: Result<T, Error>) -> Result<T, ParseError> {
    r.map_err(|e| ParseError {
        column: at + 1,
        message: e.to_string(),
    })
}
