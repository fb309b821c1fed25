//! The reader of loopy expressions (grammar in [`super`]): a recursive-descent parser of
//! the loopy structure (braces with `pass`, named vertices, the keywords, sums and
//! negatives) which hands every part without a loopy word to the short-game parser, then
//! [`explore`]s the positions the expression describes into a graph.

use super::super::graph::{explore, LoopyGame};
use super::super::Error;
use super::{LoopyPositions, PositionError, ReadError, KEYWORDS};
use crate::excerpt::excerpt;
use crate::partizan::{parse_with, Arena, GameId, ParseError, Resolver, MAX_NESTING};

/// A brace group: the expressions of its Left and Right options.
#[derive(Clone, Default)]
struct Braces {
    left: Vec<Expr>,
    right: Vec<Expr>,
}

/// A sum of brace groups (each with a sign: `true` for its negative) and a short game.
#[derive(Clone)]
struct Expr {
    parts: Vec<(u32, bool)>,
    short: GameId,
}

/// An option as written: `pass` (a move to the braces it is in) or an expression.
enum Opt {
    Pass,
    Expr(Expr),
}

/// A state of the exploration: a sum of signed brace groups, sorted, and a short game.
type State = (Vec<(u32, bool)>, GameId);

/// The most loopy parts (brace groups) a position of a sum may have.
pub const MAX_PARTS: usize = 32;

/// CGSuite's names of the loopy ups (its printer writes them): `^[on]` is `upon`
/// (`{pass|*}`, the limit of `^[n]`), `v[on]` its negative, `^<on>` is `{0||0|0,pass}`
/// (the limit of `^<n>`), `v<on>` its negative.
const CGSUITE_UPS: [&str; 4] = ["^[on]", "v[on]", "^<on>", "v<on>"];

/// The CGSuite loopy up written at `at`, if one is.
fn cgsuite_up(chars: &[char], at: usize) -> Option<&'static str> {
    CGSUITE_UPS.into_iter().find(|form| {
        form.chars()
            .enumerate()
            .all(|(k, c)| chars.get(at + k) == Some(&c))
    })
}

pub(super) fn read(
    arena: &mut Arena,
    text: &str,
    resolve: &mut dyn Resolver,
    loopy: &mut dyn LoopyPositions,
) -> Result<LoopyGame, ReadError> {
    let chars: Vec<char> = text.chars().collect();
    let mut byte_at: Vec<usize> = text.char_indices().map(|(b, _)| b).collect();
    byte_at.push(text.len());
    let loopy_word = loopy_words(&chars, loopy);
    let mut p = Parser {
        text,
        chars,
        byte_at,
        loopy_word,
        pos: 0,
        arena,
        resolve,
        loopy,
        braces: Vec::new(),
        labels: Vec::new(),
        depth: 0,
        refused: None,
    };
    p.skip_ws();
    let end = p.chars.len();
    let expr = p.expr(end, false).map_err(|e| match p.refused.take() {
        Some(refusal) => ReadError::Refused(refusal),
        None => e.into(),
    })?;
    p.skip_ws();
    if p.pos != end {
        return Err(p
            .error(format!(
                "expected '+', '-' or the end of the input, found {}",
                p.found()
            ))
            .into());
    }
    p.explore(expr).map_err(ReadError::Refused)
}

/// Whether `text` has a loopy word (a keyword, a name given to braces, a loopy ruleset)
/// outside the arguments of ruleset positions: whether it must be read as a loopy
/// expression.
pub(super) fn has_loopy_word(text: &str, loopy: &dyn LoopyPositions) -> bool {
    let chars: Vec<char> = text.chars().collect();
    loopy_words(&chars, loopy).iter().any(|&w| w)
}

/// Where the word (letters, digits, `_`) starting at `start` ends; `inf_` followed by `{`
/// is the word `inf` and its escape set.
fn word_end(chars: &[char], start: usize) -> usize {
    let mut i = start;
    while i < chars.len() && (chars[i].is_ascii_alphanumeric() || chars[i] == '_') {
        i += 1;
    }
    let infinity = ['i', 'n', 'f', '_'];
    if i - start == 4 && chars[start..i] == infinity && chars.get(i) == Some(&'{') {
        i -= 1;
    }
    i
}

/// Whether `c` continues the argument of a loopy ruleset's position: letters, digits and
/// `.#/_:`, and outside braces also `,` and `|` (inside braces they separate options).
fn in_argument(c: char, outside_braces: bool) -> bool {
    c.is_ascii_alphanumeric() || ".#/_:".contains(c) || outside_braces && ",|".contains(c)
}

/// For each position, whether a loopy word starts there: a [`KEYWORDS`] word, a name
/// directly followed by `{`, a word equal to such a name, or the name of a loopy ruleset
/// followed by `:`. The arguments of ruleset positions are skipped.
fn loopy_words(chars: &[char], loopy: &dyn LoopyPositions) -> Vec<bool> {
    let mut words: Vec<(usize, String)> = Vec::new();
    let mut labels: Vec<String> = Vec::new();
    let mut rulesets: Vec<usize> = Vec::new();
    let mut depth = 0usize;
    let mut i = 0;
    while i < chars.len() {
        if let Some(form) = cgsuite_up(chars, i) {
            words.push((i, form.into()));
            i += form.len();
            continue;
        }
        match chars[i] {
            '∞' => words.push((i, "inf".into())),
            '{' => depth += 1,
            '}' => depth = depth.saturating_sub(1),
            _ => {}
        }
        if !chars[i].is_ascii_alphabetic() {
            i += 1;
            continue;
        }
        let start = i;
        i = word_end(chars, i);
        let word: String = chars[start..i].iter().collect();
        if chars.get(i) == Some(&':') {
            // a ruleset position: skip its argument
            if loopy.knows(&word) {
                words.push((start, String::new()));
                rulesets.push(start);
            }
            i += 1;
            while i < chars.len() && in_argument(chars[i], depth == 0) {
                i += 1;
            }
            continue;
        }
        if chars.get(i) == Some(&'{') {
            labels.push(word.clone());
        }
        words.push((start, word));
    }
    let mut marks = vec![false; chars.len() + 1];
    for (start, word) in words {
        if KEYWORDS.contains(&word.as_str())
            || CGSUITE_UPS.contains(&word.as_str())
            || labels.contains(&word)
            || rulesets.contains(&start)
        {
            marks[start] = true;
        }
    }
    marks
}

struct Parser<'a> {
    text: &'a str,
    chars: Vec<char>,
    byte_at: Vec<usize>,
    loopy_word: Vec<bool>,
    pos: usize,
    arena: &'a mut Arena,
    resolve: &'a mut dyn Resolver,
    loopy: &'a mut dyn LoopyPositions,
    braces: Vec<Braces>,
    /// The names bound around the cursor, innermost last, with their brace groups.
    labels: Vec<(String, usize)>,
    /// Braces and parentheses open around the cursor.
    depth: usize,
    /// A loopy ruleset's refusal of a position's graph (a limit, not a syntax error).
    refused: Option<Error>,
}

impl Parser<'_> {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.pos).copied()
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

    fn enter(&mut self, at: usize) -> Result<(), ParseError> {
        if self.depth == MAX_NESTING {
            return Err(self.error_at(
                at,
                format!("more than {MAX_NESTING} nested braces or parentheses"),
            ));
        }
        self.depth += 1;
        Ok(())
    }

    /// Where the expression starting at the cursor ends: at the first `,`, `|`, `}` or
    /// `)` outside the braces and parentheses it opens, or at `end`.
    fn expression_end(&self, end: usize, in_braces: bool) -> usize {
        let mut depth = 0usize;
        for i in self.pos..end {
            match self.chars[i] {
                '{' | '(' => depth += 1,
                '}' | ')' if depth == 0 => return i,
                '}' | ')' => depth -= 1,
                ',' | '|' if depth == 0 && in_braces => return i,
                _ => {}
            }
        }
        end
    }

    /// Whether a loopy word starts in `from..to`.
    fn loopy_in(&self, from: usize, to: usize) -> bool {
        self.loopy_word[from..to].iter().any(|&w| w)
    }

    /// The short game written in `from..to`, read by the short-game parser.
    /// A piece with an error is read again after `from` blanks, so that the columns in
    /// its message (also those named inside the message) are the whole text's.
    fn short(&mut self, from: usize, to: usize) -> Result<GameId, ParseError> {
        let piece = &self.text[self.byte_at[from]..self.byte_at[to]];
        parse_with(self.arena, piece, self.resolve)
            .or_else(|_| parse_with(self.arena, &(" ".repeat(from) + piece), self.resolve))
    }

    fn add(&mut self, mut a: Expr, b: Expr, at: usize) -> Result<Expr, ParseError> {
        a.parts.extend(b.parts);
        a.short = self
            .arena
            .sum(a.short, b.short)
            .map_err(|e| self.error_at(at, e.to_string()))?;
        Ok(a)
    }

    fn negate(&mut self, mut a: Expr) -> Expr {
        for part in &mut a.parts {
            part.1 = !part.1;
        }
        a.short = self.arena.neg(a.short);
        a
    }

    fn group(&mut self, braces: Braces) -> Expr {
        self.braces.push(braces);
        Expr {
            parts: vec![(self.braces.len() as u32 - 1, false)],
            short: self.arena.zero(),
        }
    }

    /// `expr := term (('+' | '-') term)*`, up to `end` (the end of the enclosing group),
    /// and inside braces up to a `,` or `|`.
    fn expr(&mut self, end: usize, in_braces: bool) -> Result<Expr, ParseError> {
        let stop = self.expression_end(end, in_braces);
        if !self.loopy_in(self.pos, stop) {
            let g = self.short(self.pos, stop)?;
            self.pos = stop;
            return Ok(Expr {
                parts: Vec::new(),
                short: g,
            });
        }
        let mut acc = self.term(stop)?;
        loop {
            self.skip_ws();
            let at = self.pos;
            let negate = match self.peek() {
                Some('+') if self.pos < stop => false,
                Some('-') if self.pos < stop => true,
                // CGSuite writes a number against a loopy up or over/under: 4v[on], 5over
                _ if self.pos < stop && self.juxtaposed(at) => {
                    let t = self.term(stop)?;
                    acc = self.add(acc, t, at)?;
                    continue;
                }
                _ => return Ok(acc),
            };
            self.pos += 1;
            self.skip_ws();
            let mut t = self.term(stop)?;
            if negate {
                t = self.negate(t);
            }
            acc = self.add(acc, t, at)?;
        }
    }

    /// Whether a CGSuite loopy up, `over` or `under` starts at `at`, right after the
    /// previous term (no blank between): CGSuite's `5over` is `5 + over`.
    fn juxtaposed(&self, at: usize) -> bool {
        let after_term = at > 0 && !self.chars[at - 1].is_whitespace();
        let word = word_end(&self.chars, at);
        let over_under = self.loopy_word[at]
            && matches!(
                self.chars[at..word].iter().collect::<String>().as_str(),
                "over" | "under"
            );
        after_term && (over_under || cgsuite_up(&self.chars, at).is_some())
    }

    /// `term := ('-' | '±' | '+-')* atom`; `±G` is `{G | -G}`.
    fn term(&mut self, stop: usize) -> Result<Expr, ParseError> {
        let mut signs = Vec::new();
        loop {
            self.skip_ws();
            match self.peek() {
                Some('-')
                    if !self
                        .chars
                        .get(self.pos + 1)
                        .is_some_and(char::is_ascii_digit) =>
                {
                    signs.push(false);
                    self.pos += 1;
                }
                Some('±') => {
                    signs.push(true);
                    self.pos += 1;
                }
                Some('+') if self.chars.get(self.pos + 1) == Some(&'-') => {
                    signs.push(true);
                    self.pos += 2;
                }
                _ => break,
            }
        }
        let mut g = self.atom(stop)?;
        for plus_minus in signs.into_iter().rev() {
            g = if plus_minus {
                let minus = self.negate(g.clone());
                self.group(Braces {
                    left: vec![g],
                    right: vec![minus],
                })
            } else {
                self.negate(g)
            };
        }
        Ok(g)
    }

    /// A keyword, a name, braces (named or not), a parenthesised expression, or a short
    /// game (everything up to the next `+`, `-` or the end of the expression).
    fn atom(&mut self, stop: usize) -> Result<Expr, ParseError> {
        let at = self.pos;
        if let Some(form) = cgsuite_up(&self.chars, at) {
            self.pos += form.len();
            return self.cgsuite_up(form);
        }
        if self.peek() == Some('∞') {
            self.pos += 1;
            return self.infinity(at);
        }
        if self.peek().is_some_and(|c| c.is_ascii_alphabetic()) && self.loopy_word[at] {
            let end = word_end(&self.chars, at);
            let word: String = self.chars[at..end].iter().collect();
            self.pos = end;
            if self.peek() == Some(':') && self.loopy.knows(&word) {
                return self.ruleset(&word, at);
            }
            if self.peek() == Some('{') {
                if KEYWORDS.contains(&word.as_str()) {
                    return Err(
                        self.error_at(at, format!("'{word}' is a keyword and cannot name braces"))
                    );
                }
                return self.braces(Some(word));
            }
            if let Some(&(_, id)) = self.labels.iter().rev().find(|(name, _)| *name == word) {
                return Ok(Expr {
                    parts: vec![(id as u32, false)],
                    short: self.arena.zero(),
                });
            }
            if word == "inf" {
                return self.infinity(at);
            }
            if let Some(g) = self.keyword(&word) {
                return Ok(g);
            }
            return Err(self.error_at(
                at,
                format!(
                    "the name '{}' is used outside the braces it names (a name stands for its braces only inside them)",
                    excerpt(&word)
                ),
            ));
        }
        let word = self.word_at_cursor();
        let open = at + word.chars().count();
        if matches!(word.as_str(), "Tiny" | "Miny")
            && self.chars.get(open) == Some(&'(')
            && self.loopy_in(open, self.group_end(open))
        {
            self.pos = open;
            let g = self.parenthesised(open)?;
            return Ok(self.tiny_or_miny(g, word == "Tiny"));
        }
        match self.peek() {
            Some('{') if self.loopy_in(at, self.group_end(at)) => self.braces(None),
            Some('(') if self.loopy_in(at, self.group_end(at)) => self.parenthesised(at),
            _ => {
                let end = self.short_end(stop);
                if end == at {
                    return Err(self.error(format!("expected a game, found {}", self.found())));
                }
                let g = self.short(at, end)?;
                self.pos = end;
                Ok(Expr {
                    parts: Vec::new(),
                    short: g,
                })
            }
        }
    }

    /// The expression in the parentheses opened at `at` (the cursor).
    fn parenthesised(&mut self, at: usize) -> Result<Expr, ParseError> {
        self.enter(at)?;
        self.pos += 1;
        self.skip_ws();
        let close = self.group_end(at) - 1;
        let g = self.expr(close, false)?;
        self.skip_ws();
        if self.peek() != Some(')') {
            return Err(self.error(format!(
                "expected ')' to close the '(' of column {}, found {}",
                at + 1,
                self.found()
            )));
        }
        self.pos += 1;
        self.depth -= 1;
        Ok(g)
    }

    /// `Tiny(G) = {0 || 0 | -G}` (`tiny`) or `Miny(G) = {G | 0 || 0}` (Winning Ways,
    /// ch. 5; with `G = on`, `{0||0|off}`, the tiniest game of the Fox and Geese museum).
    fn tiny_or_miny(&mut self, g: Expr, tiny: bool) -> Expr {
        let zero = Expr {
            parts: Vec::new(),
            short: self.arena.zero(),
        };
        if tiny {
            let minus = self.negate(g);
            let inner = self.group(Braces {
                left: vec![zero.clone()],
                right: vec![minus],
            });
            self.group(Braces {
                left: vec![zero],
                right: vec![inner],
            })
        } else {
            let inner = self.group(Braces {
                left: vec![g],
                right: vec![zero.clone()],
            });
            self.group(Braces {
                left: vec![inner],
                right: vec![zero],
            })
        }
    }

    /// The position of the loopy ruleset `name` whose `:` is at the cursor (the name began
    /// at `at`): its graph, as brace groups of their own.
    fn ruleset(&mut self, name: &str, at: usize) -> Result<Expr, ParseError> {
        self.pos += 1;
        let from = self.pos;
        let outside_braces = self.depth == 0;
        while self.peek().is_some_and(|c| in_argument(c, outside_braces)) {
            self.pos += 1;
        }
        let argument: String = self.chars[from..self.pos].iter().collect();
        let graph = match self.loopy.graph(name, &argument) {
            Ok(graph) => graph,
            Err(PositionError::Invalid(e)) => return Err(self.error_at(at, e)),
            Err(PositionError::Refused(e)) => {
                let message = e.to_string();
                self.refused = Some(e);
                return Err(self.error_at(at, message));
            }
        };
        let base = self.braces.len() as u32;
        let zero = self.arena.zero();
        let to = |w: &u32| Expr {
            parts: vec![(base + w, false)],
            short: zero,
        };
        for v in 0..graph.len() as u32 {
            self.braces.push(Braces {
                left: graph.left(v).iter().map(to).collect(),
                right: graph.right(v).iter().map(to).collect(),
            });
        }
        Ok(Expr {
            parts: vec![(base, false)],
            short: zero,
        })
    }

    /// One past the `}` or `)` closing the group opened at `at` (or the end of the input).
    fn group_end(&self, at: usize) -> usize {
        let mut depth = 0usize;
        for i in at..self.chars.len() {
            match self.chars[i] {
                '{' | '(' => depth += 1,
                '}' | ')' => {
                    depth -= 1;
                    if depth == 0 {
                        return i + 1;
                    }
                }
                _ => {}
            }
        }
        self.chars.len()
    }

    /// Where a short game written at the cursor ends: at a `+` or `-` (except a `-`
    /// between two digits, as in a graph's edge list) outside its own groups, at a loopy
    /// word, or at `stop`.
    fn short_end(&self, stop: usize) -> usize {
        let mut depth = 0usize;
        let mut i = self.pos;
        while i < stop {
            let c = self.chars[i];
            match c {
                '{' | '(' => depth += 1,
                '}' | ')' => depth = depth.saturating_sub(1),
                '+' | '-' if depth == 0 && i > self.pos => {
                    let between_digits = c == '-'
                        && self.chars[i - 1].is_ascii_digit()
                        && self.chars.get(i + 1).is_some_and(char::is_ascii_digit);
                    if !between_digits {
                        break;
                    }
                }
                _ if depth == 0 && self.loopy_word[i] && i > self.pos => break,
                _ => {}
            }
            i += 1;
        }
        while i > self.pos && self.chars[i - 1].is_whitespace() {
            i -= 1;
        }
        i
    }

    /// The game of a keyword (Winning Ways, ch. 11): `on = {pass|}`, `off = {|pass}`,
    /// `over = {0|pass}`, `under = {pass|0}`, `upon = {pass|*}`, `dud = {pass|pass}`,
    /// `tis = {tisn|}` and `tisn = {|tis}`.
    fn keyword(&mut self, word: &str) -> Option<Expr> {
        let id = self.braces.len() as u32;
        let zero = self.arena.zero();
        let star = self.arena.nimber(1);
        let to = |group: u32| Expr {
            parts: vec![(group, false)],
            short: zero,
        };
        let short = |g: GameId| Expr {
            parts: Vec::new(),
            short: g,
        };
        let groups = match word {
            "on" => vec![(vec![to(id)], vec![])],
            "off" => vec![(vec![], vec![to(id)])],
            "over" => vec![(vec![short(zero)], vec![to(id)])],
            "under" => vec![(vec![to(id)], vec![short(zero)])],
            "upon" => vec![(vec![to(id)], vec![short(star)])],
            "dud" => vec![(vec![to(id)], vec![to(id)])],
            "tis" | "tisn" => vec![(vec![to(id + 1)], vec![]), (vec![], vec![to(id)])],
            _ => return None,
        };
        for (left, right) in groups {
            self.braces.push(Braces { left, right });
        }
        Some(to(if word == "tisn" { id + 1 } else { id }))
    }

    /// A CGSuite loopy up ([`CGSUITE_UPS`]), followed directly by a nimber `*` or `*n`
    /// as CGSuite writes them (`^[on]*` is `upon + *`).
    fn cgsuite_up(&mut self, form: &str) -> Result<Expr, ParseError> {
        let g = if form.ends_with("[on]") {
            self.keyword("upon").expect("a keyword")
        } else {
            // {0||0|0,pass}: A = {0 | B}, B = {0 | 0, B}
            let zero = self.arena.zero();
            let short = |g: GameId| Expr {
                parts: Vec::new(),
                short: g,
            };
            let group = |id: usize| Expr {
                parts: vec![(id as u32, false)],
                short: zero,
            };
            let (a, b) = (self.braces.len(), self.braces.len() + 1);
            self.braces.push(Braces {
                left: vec![short(zero)],
                right: vec![group(b)],
            });
            self.braces.push(Braces {
                left: vec![short(zero)],
                right: vec![short(zero), group(b)],
            });
            group(a)
        };
        let mut g = if form.starts_with('v') {
            self.negate(g)
        } else {
            g
        };
        if self.peek() == Some('*') {
            let from = self.pos;
            self.pos += 1;
            while self.peek().is_some_and(|c| c.is_ascii_digit()) {
                self.pos += 1;
            }
            // the nimber read by the short parser (its limits), added to a zero short part
            g.short = self.short(from, self.pos)?;
        }
        Ok(g)
    }

    /// `∞` or `inf` (read at `at`), with an escape set `_{k,...}` or none: the impartial
    /// game `{pass, *k, ... | pass, *k, ...}`, whose generalised Sprague–Grundy value is
    /// `∞_{k,...}` (Smith): a move to itself keeps it infinite, and its options of
    /// nim-values `k` are its escape set.
    fn infinity(&mut self, at: usize) -> Result<Expr, ParseError> {
        let mut escape: Vec<u32> = Vec::new();
        if self.peek() == Some('_') {
            self.pos += 1;
            if self.peek() != Some('{') {
                return Err(self.error(format!(
                    "expected '{{' to open an escape set after '_', found {}",
                    self.found()
                )));
            }
            self.pos += 1;
            loop {
                self.skip_ws();
                let from = self.pos;
                while self.peek().is_some_and(|c| c.is_ascii_digit()) {
                    self.pos += 1;
                }
                let digits: String = self.chars[from..self.pos].iter().collect();
                let k: u32 = digits.parse().map_err(|_| {
                    self.error_at(
                        from,
                        format!(
                            "expected a nim-value of the escape set, found {}",
                            self.found()
                        ),
                    )
                })?;
                escape.push(k);
                self.skip_ws();
                match self.peek() {
                    Some(',') => self.pos += 1,
                    Some('}') => {
                        self.pos += 1;
                        break;
                    }
                    _ => {
                        return Err(self.error(format!(
                            "expected ',' or '}}' in the escape set of column {}, found {}",
                            at + 1,
                            self.found()
                        )))
                    }
                }
            }
        }
        let id = self.braces.len() as u32;
        let zero = self.arena.zero();
        let mut options = vec![Expr {
            parts: vec![(id, false)],
            short: zero,
        }];
        for k in escape {
            options.push(Expr {
                parts: Vec::new(),
                short: self.arena.nimber(k),
            });
        }
        Ok(self.group(Braces {
            left: options.clone(),
            right: options,
        }))
    }

    /// Braces at the cursor, named `label` if given: option lists separated by runs of
    /// bars; the longest run splits Left's options from Right's, and a side with bars
    /// of its own is one option (`{a||b|c} = {a | {b|c}}`).
    fn braces(&mut self, label: Option<String>) -> Result<Expr, ParseError> {
        let open = self.pos;
        self.enter(open)?;
        self.pos += 1;
        let id = self.braces.len();
        self.braces.push(Braces::default());
        if let Some(name) = &label {
            self.labels.push((name.clone(), id));
        }
        let close = self.group_end(open) - 1;
        let mut sides: Vec<Vec<Opt>> = vec![Vec::new()];
        let mut bars: Vec<(usize, usize)> = Vec::new(); // (length, column)
        loop {
            self.skip_ws();
            match self.peek() {
                Some('}') => break,
                Some('|') => {
                    let at = self.pos;
                    while self.peek() == Some('|') {
                        self.pos += 1;
                    }
                    bars.push((self.pos - at, at));
                    sides.push(Vec::new());
                }
                Some(',') if !sides.last().expect("one side").is_empty() => self.pos += 1,
                None => {
                    return Err(self.error(format!(
                        "expected ',', '|' or '}}' to close the '{{' of column {}, found the end of the input",
                        open + 1
                    )))
                }
                _ => {
                    let option = if self.word_at_cursor() == "pass" {
                        self.pos += 4;
                        Opt::Pass
                    } else {
                        Opt::Expr(self.expr(close.max(self.pos), true)?)
                    };
                    sides.last_mut().expect("one side").push(option);
                    self.skip_ws();
                    match self.peek() {
                        Some(',' | '|' | '}') => {}
                        _ => {
                            return Err(self.error(format!(
                                "expected ',', '|' or '}}' to close the '{{' of column {}, found {}",
                                open + 1,
                                self.found()
                            )))
                        }
                    }
                }
            }
        }
        self.pos += 1;
        self.depth -= 1;
        if label.is_some() {
            self.labels.pop();
        }
        if bars.is_empty() {
            return Err(self.error_at(
                open,
                "braces need a '|' between Left's and Right's options".into(),
            ));
        }
        self.build(id, sides, &bars)?;
        Ok(Expr {
            parts: vec![(id as u32, false)],
            short: self.arena.zero(),
        })
    }

    fn word_at_cursor(&self) -> String {
        self.chars[self.pos..]
            .iter()
            .take_while(|c| c.is_ascii_alphanumeric() || **c == '_')
            .collect()
    }

    /// Fills brace group `id` from option lists split by bars of the given lengths.
    fn build(
        &mut self,
        id: usize,
        mut sides: Vec<Vec<Opt>>,
        bars: &[(usize, usize)],
    ) -> Result<(), ParseError> {
        let longest = bars.iter().map(|b| b.0).max().expect("a bar");
        let mut at_longest = bars.iter().enumerate().filter(|(_, b)| b.0 == longest);
        let (split, _) = at_longest.next().expect("a longest bar");
        if let Some((_, second)) = at_longest.next() {
            return Err(self.error_at(
                second.1,
                format!("ambiguous braces: two separators of {longest} bars at the same level"),
            ));
        }
        let right_sides = sides.split_off(split + 1);
        let side = |parts: Vec<Vec<Opt>>,
                    bars: &[(usize, usize)],
                    p: &mut Self|
         -> Result<Vec<Expr>, ParseError> {
            if bars.is_empty() {
                let only = parts.into_iter().next().expect("one side");
                return Ok(only
                    .into_iter()
                    .map(|o| match o {
                        Opt::Pass => Expr {
                            parts: vec![(id as u32, false)],
                            short: p.arena.zero(),
                        },
                        Opt::Expr(e) => e,
                    })
                    .collect());
            }
            // a side with bars of its own is one option, a brace group of its own;
            // a `pass` in it is a move to that group
            let inner = p.braces.len();
            p.braces.push(Braces::default());
            p.build(inner, parts, bars)?;
            Ok(vec![Expr {
                parts: vec![(inner as u32, false)],
                short: p.arena.zero(),
            }])
        };
        let left = side(sides, &bars[..split], self)?;
        let right = side(right_sides, &bars[split + 1..], self)?;
        self.braces[id] = Braces { left, right };
        Ok(())
    }

    /// The graph of the positions reachable from `expr`.
    fn explore(&mut self, expr: Expr) -> Result<LoopyGame, Error> {
        let start: State = normalised(expr.parts, expr.short)?;
        let braces = &self.braces;
        let arena = &mut *self.arena;
        explore(start, |(parts, short): &State| {
            let mut moves = |left: bool| -> Result<Vec<State>, Error> {
                let mut list = Vec::new();
                for (i, &(id, negated)) in parts.iter().enumerate() {
                    let group = &braces[id as usize];
                    let options = if left != negated {
                        &group.left
                    } else {
                        &group.right
                    };
                    for option in options {
                        let mut rest = parts.clone();
                        rest.remove(i);
                        let (more, option_short) = if negated {
                            let flipped = option.parts.iter().map(|&(j, s)| (j, !s));
                            (flipped.collect::<Vec<_>>(), arena.neg(option.short))
                        } else {
                            (option.parts.clone(), option.short)
                        };
                        rest.extend(more);
                        let total = arena.sum(*short, option_short).map_err(Error::Short)?;
                        list.push(normalised(rest, total)?);
                    }
                }
                let (l, r) = arena.options(*short).map_err(Error::Short)?;
                for &s in if left { l.iter() } else { r.iter() } {
                    list.push((parts.clone(), s));
                }
                list.sort_unstable();
                list.dedup();
                Ok(list)
            };
            Ok((moves(true)?, moves(false)?))
        })
    }
}

/// The state of a sum, its parts sorted; a sum of more than [`MAX_PARTS`] loopy parts is
/// refused (a description such as `a{0|a+a}` has infinitely many positions, and sums of
/// many parts have more positions than a graph may have).
fn normalised(mut parts: Vec<(u32, bool)>, short: GameId) -> Result<State, Error> {
    if parts.len() > MAX_PARTS {
        return Err(Error::TooLarge {
            what: "loopy components in one position of a sum",
            limit: MAX_PARTS,
        });
    }
    parts.sort_unstable();
    Ok((parts, short))
}

impl From<ParseError> for ReadError {
    fn from(e: ParseError) -> Self {
        ReadError::Syntax(e)
    }
}
