//! Conway's digit notation for misère canonical forms (ONAG ch. 12; Winning Ways ch. 13),
//! written on one line as CGSuite's plain text writes it, and read back.
//!
//! * A digit `n` is the nim-heap `*n` (`&12;` for heaps from 10 on).
//! * A run of two or more *atoms* is the game whose options they are: `32` is `{*3, *2}`,
//!   `2#0` is `{2#, 0}`. Brackets group a run into one atom: `(2#1)2##`.
//! * An atom may carry a subscript, read left to right: `#` makes the game whose only
//!   option is what stands before it (`2#` is `{*2}`, `2##` is `{{*2}}`), and a digit or
//!   a bracketed atom adds that game (`2[2]` is `*2 + *2`; `2[#2#]` is
//!   `{{*2} + *2}`). A subscript with anything but `#` is written in square brackets;
//!   `2_2` (ONAG's subscript) is read as `2[2]`.
//! * The reader also takes the forms as [`MisereArena::display`] writes them (`0`, `*`,
//!   `*n`, `{A,B}`), `+` between games, `*[...]` around a game (CGSuite's output), and
//!   `mate(G)`.
//!
//! The writer uses the subscript `1` for an odd form (`G = (G + *) + *` when
//! `b(G + *) < b(G)`), `#` for a form with one option, and runs otherwise, options from
//! the oldest; a written form read back is the same form (tested).

use super::canonical::{FormId, MisereArena};
use super::MisereError;
use crate::scanner::{Scanner, MAX_NESTING};

/// One piece of a subscript.
enum Subscript {
    /// `#`: the game whose only option is the atom so far.
    Sharp,
    /// `1`: `*` added to the atom so far.
    Star,
}

/// A form as an atom: its base text and subscript.
struct Atom {
    base: String,
    subscript: Vec<Subscript>,
    /// Whether the base is a bracketed run, which a run's text at the top needs no
    /// brackets for.
    run: bool,
}

impl Atom {
    fn text(&self) -> String {
        let mut text = self.base.clone();
        if self.subscript.iter().all(|s| matches!(s, Subscript::Sharp)) {
            text.push_str(&"#".repeat(self.subscript.len()));
            return text;
        }
        text.push('[');
        for piece in &self.subscript {
            match piece {
                Subscript::Sharp => text.push('#'),
                Subscript::Star => text.push('1'),
            }
        }
        text.push(']');
        text
    }
}

fn heap_digit(n: u32) -> String {
    if n < 10 {
        n.to_string()
    } else {
        format!("&{n};")
    }
}

impl MisereArena {
    /// The form in Conway's digit notation, if it has at most `max_chars` characters.
    pub fn digits_within(
        &mut self,
        g: FormId,
        max_chars: usize,
    ) -> Result<Option<String>, MisereError> {
        let Some(atom) = self.atom(g, max_chars)? else {
            return Ok(None);
        };
        let text = if atom.run && atom.subscript.is_empty() {
            atom.base[1..atom.base.len() - 1].to_string()
        } else {
            atom.text()
        };
        Ok((text.len() <= max_chars).then_some(text))
    }

    /// The form as an atom of at most about `max_chars` characters.
    fn atom(&mut self, g: FormId, max_chars: usize) -> Result<Option<Atom>, MisereError> {
        if let Some(n) = self.nim_heap(g) {
            return Ok(Some(Atom {
                base: heap_digit(n),
                subscript: Vec::new(),
                run: false,
            }));
        }
        let star = self.nim(1)?;
        let even = self.sum(g, star)?;
        if self.birthday(even) < self.birthday(g) {
            return Ok(self.atom(even, max_chars)?.map(|mut atom| {
                atom.subscript.push(Subscript::Star);
                atom
            }));
        }
        let options = self.options(g).to_vec();
        if let [only] = options[..] {
            return Ok(self.atom(only, max_chars)?.map(|mut atom| {
                atom.subscript.push(Subscript::Sharp);
                atom
            }));
        }
        let mut texts = Vec::with_capacity(options.len());
        let mut left = max_chars.saturating_sub(2);
        for o in options {
            let Some(atom) = self.atom(o, left)? else {
                return Ok(None);
            };
            let text = atom.text();
            let Some(rest) = left.checked_sub(text.len()) else {
                return Ok(None);
            };
            left = rest;
            texts.push((std::cmp::Reverse(self.birthday(o)), text));
        }
        texts.sort();
        let run: String = texts.into_iter().map(|(_, t)| t).collect();
        Ok(Some(Atom {
            base: format!("({run})"),
            subscript: Vec::new(),
            run: true,
        }))
    }

    /// Reads a misère canonical form (see the module doc for the notation).
    pub fn parse_form(&mut self, text: &str) -> Result<FormId, MisereError> {
        let mut reader = Reader {
            arena: self,
            s: Scanner::new(text),
            depth: 0,
        };
        let g = reader.sum_expression()?;
        if !reader.s.at_end() {
            let found = reader.s.found();
            return Err(reader.error(format!("expected `+`, a game or the end, found {found}")));
        }
        Ok(g)
    }
}

/// A reader of written forms into an arena.
struct Reader<'a> {
    arena: &'a mut MisereArena,
    s: Scanner,
    /// How many brackets are open.
    depth: usize,
}

impl Reader<'_> {
    fn error(&self, message: String) -> MisereError {
        MisereError::Syntax(self.s.error_here(message).to_string())
    }

    fn expected(&self, what: &str) -> MisereError {
        let found = self.s.found();
        self.error(format!("expected {what}, found {found}"))
    }

    fn peek(&mut self) -> Option<char> {
        self.s.skip_space();
        self.s.peek()
    }

    /// `game ('+' game)*`.
    fn sum_expression(&mut self) -> Result<FormId, MisereError> {
        let mut total = self.run()?;
        while self.s.eat('+') {
            let next = self.run()?;
            total = self.arena.sum(total, next)?;
        }
        Ok(total)
    }

    /// One atom, or the game whose options are a run of two or more.
    fn run(&mut self) -> Result<FormId, MisereError> {
        let mut atoms = vec![self.subscripted_atom()?];
        while self.peek().is_some_and(starts_atom) {
            atoms.push(self.subscripted_atom()?);
        }
        if let [only] = atoms[..] {
            Ok(only)
        } else {
            self.arena.from_options(&atoms)
        }
    }

    /// An atom and its subscript.
    fn subscripted_atom(&mut self) -> Result<FormId, MisereError> {
        let mut g = self.atom_base()?;
        loop {
            if self.s.eat('#') {
                g = self.arena.from_options(&[g])?;
            } else if self.s.eat('_') {
                g = self.subscript_piece(g)?;
            } else if self.s.eat('[') {
                self.open()?;
                while !self.s.eat(']') {
                    g = self.subscript_piece(g)?;
                }
                self.depth -= 1;
            } else {
                return Ok(g);
            }
        }
    }

    /// One piece of a subscript applied to `g`.
    fn subscript_piece(&mut self, g: FormId) -> Result<FormId, MisereError> {
        match self.peek() {
            Some('#') => {
                self.s.eat('#');
                self.arena.from_options(&[g])
            }
            Some('-') => Err(self.error(
                "a subtracted subscript (`-`) asks for the difference of two forms, which is \
                 not computed here; write the game without it"
                    .to_string(),
            )),
            Some(c) if starts_atom(c) => {
                let h = self.atom_base()?;
                self.arena.sum(g, h)
            }
            _ => Err(self.expected("a subscript (`#`, a digit or a bracketed game) or `]`")),
        }
    }

    /// One more bracket open, at most [`MAX_NESTING`].
    fn open(&mut self) -> Result<(), MisereError> {
        if self.depth == MAX_NESTING {
            return Err(self.error(format!("brackets nest more than {MAX_NESTING} deep")));
        }
        self.depth += 1;
        Ok(())
    }

    /// A digit, `&n;`, `*n`, `*[...]`, `(run)`, `{a, b, ...}` or `mate(G)`.
    fn atom_base(&mut self) -> Result<FormId, MisereError> {
        match self.peek() {
            Some(c @ '0'..='9') => {
                self.s.eat(c);
                self.arena.nim(c as u32 - '0' as u32)
            }
            Some('&') => {
                self.s.eat('&');
                let n = self.heap_size()?;
                if !self.s.eat(';') {
                    return Err(self.expected("`;` closing `&n;`"));
                }
                self.arena.nim(n)
            }
            Some('*') => {
                self.s.eat('*');
                if self.s.eat('[') {
                    return self.nested(']');
                }
                let n = if self.s.peek().is_some_and(|c| c.is_ascii_digit()) {
                    self.heap_size()?
                } else {
                    1
                };
                self.arena.nim(n)
            }
            Some('(') => {
                self.s.eat('(');
                self.nested(')')
            }
            Some('{') => {
                self.s.eat('{');
                self.open()?;
                let mut options = Vec::new();
                if !self.s.eat('}') {
                    loop {
                        options.push(self.sum_expression()?);
                        if self.s.eat('}') {
                            break;
                        }
                        if !self.s.eat(',') {
                            return Err(self.expected("`,` or `}`"));
                        }
                    }
                }
                self.depth -= 1;
                self.arena.from_options(&options)
            }
            Some(c) if c.is_ascii_alphabetic() => {
                let name = self.s.word();
                if name != "mate" {
                    return Err(self.error(format!(
                        "unknown name `{name}`: the only function of misère forms is mate(G)"
                    )));
                }
                if !self.s.eat('(') {
                    return Err(self.expected("`(` after mate"));
                }
                let g = self.nested(')')?;
                self.arena.mate(g)
            }
            _ => Err(self
                .expected("a misère form (a digit, `&n;`, `*n`, `(...)`, `{...}` or mate(...))")),
        }
    }

    /// A sum expression closed by `close`.
    fn nested(&mut self, close: char) -> Result<FormId, MisereError> {
        self.open()?;
        let g = self.sum_expression()?;
        if !self.s.eat(close) {
            return Err(self.expected(&format!("`{close}`")));
        }
        self.depth -= 1;
        Ok(g)
    }

    /// The size of a heap written in decimal, at most [`MAX_PARSED_HEAP`].
    fn heap_size(&mut self) -> Result<u32, MisereError> {
        let n = self
            .s
            .integer()
            .map_err(|e| MisereError::Syntax(e.to_string()))?;
        u32::try_from(n)
            .ok()
            .filter(|&n| n <= MAX_PARSED_HEAP)
            .ok_or_else(|| {
                MisereError::TooLarge(format!(
                    "heap {n} is beyond the heaps read here (at most {MAX_PARSED_HEAP})"
                ))
            })
    }
}

/// The largest nim-heap a written form may name (its canonical form has that many
/// options, each a heap).
pub const MAX_PARSED_HEAP: u32 = 1_000;

fn starts_atom(c: char) -> bool {
    c.is_ascii_digit() || matches!(c, '&' | '*' | '(' | '{') || c.is_ascii_alphabetic()
}

#[cfg(test)]
#[path = "notation_tests.rs"]
mod tests;
