//! The printer of loopy games, such that the reader reads every text back to an equal
//! game (for a canonical stopper, to the same canonical graph).
//!
//! A vertex is printed as the first of these that applies:
//!
//! * its follower is short (no cycle is reachable from it): the short game's canonical
//!   form, in the short-game printer's notation (`0`, `1/2`, `{1|*}`, ...);
//! * its options are those of a keyword: `on = {pass|}`, `off = {|pass}`,
//!   `over = {0|pass}`, `under = {pass|0}`, `upon = {pass|*}`, `dud = {pass|pass}`;
//!   or, for a number `x`, of `x+over = {x|pass}`, `x-upon = {x*|pass}`,
//!   `x+under = {pass|x}` or `x+upon = {pass|x*}` (the translates of the canonical
//!   stoppers `over`, `under`, `upon` and `-upon` by a number: Winning Ways, ch. 11, and
//!   the Fox and Geese values of Winning Ways, ch. 20, are written so; the tests read
//!   them back to the same canonical graphs);
//! * it is being printed around this place (a cycle): `pass` when it is the innermost
//!   braces, otherwise the name of those braces;
//! * otherwise `{L | R}`, with a name in front (`a{...}`) when something inside refers
//!   to it. Names are `a`, `b`, `c`, ... (never `v`, which is down) by nesting.
//!
//! The text is built as a tree first (bounded by the character budget and by the
//! nesting the reader accepts), then names are given to the braces that are referred to.

use super::super::graph::{LoopyGame, Vertex};
use crate::partizan::{Arena, GameId, Style, MAX_NESTING};
use rustc_hash::FxHashMap;

/// A piece of the printed tree.
enum Piece {
    Text(String),
    /// A move to the braces `n` levels out (`0`: the innermost, printed `pass`).
    Back(usize),
    Braces(Vec<usize>, Vec<usize>),
}

/// The text of `game`, or `None` if it would be longer than `max` characters or nest
/// deeper than the reader accepts.
pub fn display_within(
    arena: &mut Arena,
    game: &LoopyGame,
    style: Style,
    max: usize,
) -> Option<String> {
    let short = short_followers(arena, game).ok()?;
    let mut printer = Printer {
        arena,
        game,
        short,
        style,
        pieces: Vec::new(),
        budget: max,
    };
    let mut path = Vec::new();
    let root = printer.tree(0, &mut path)?;
    let mut referred = vec![false; printer.pieces.len()];
    let mut text = String::new();
    mark_referred(&printer.pieces, root, &mut Vec::new(), &mut referred);
    write(&printer.pieces, root, &referred, &mut Vec::new(), &mut text);
    (text.chars().count() <= max).then_some(text)
}

/// The short game of every vertex whose follower is short.
pub(crate) fn short_followers(
    arena: &mut Arena,
    game: &LoopyGame,
) -> Result<FxHashMap<Vertex, GameId>, crate::partizan::Error> {
    let acyclic = game.acyclic_vertices();
    let mut short: FxHashMap<Vertex, GameId> = FxHashMap::default();
    // children before parents: repeatedly settle vertices whose options are settled
    let mut order: Vec<Vertex> = Vec::new();
    let mut state = vec![0u8; game.len()]; // 0 new, 1 open, 2 done
    for root in (0..game.len() as Vertex).filter(|&v| acyclic[v as usize]) {
        let mut stack = vec![(root, false)];
        while let Some((v, expanded)) = stack.pop() {
            if expanded {
                state[v as usize] = 2;
                order.push(v);
                continue;
            }
            if state[v as usize] != 0 {
                continue;
            }
            state[v as usize] = 1;
            stack.push((v, true));
            for &w in game.left(v).iter().chain(game.right(v)) {
                if state[w as usize] == 0 {
                    stack.push((w, false));
                }
            }
        }
    }
    for v in order {
        let lefts: Vec<GameId> = game.left(v).iter().map(|w| short[w]).collect();
        let rights: Vec<GameId> = game.right(v).iter().map(|w| short[w]).collect();
        let g = arena.game(&lefts, &rights)?;
        short.insert(v, g);
    }
    Ok(short)
}

struct Printer<'a> {
    arena: &'a mut Arena,
    game: &'a LoopyGame,
    short: FxHashMap<Vertex, GameId>,
    style: Style,
    pieces: Vec<Piece>,
    budget: usize,
}

impl Printer<'_> {
    fn push(&mut self, piece: Piece, chars: usize) -> Option<usize> {
        self.budget = self.budget.checked_sub(chars)?;
        self.pieces.push(piece);
        Some(self.pieces.len() - 1)
    }

    /// The tree of vertex `v`, printed inside the braces of the vertices on `path`.
    fn tree(&mut self, v: Vertex, path: &mut Vec<Vertex>) -> Option<usize> {
        if let Some(&g) = self.short.get(&v) {
            let text = self.arena.display_styled(g, self.style, self.budget)?;
            let n = text.chars().count();
            return self.push(Piece::Text(text), n);
        }
        if let Some(level) = path.iter().rev().position(|&u| u == v) {
            return self.push(Piece::Back(level), 4);
        }
        if let Some(name) = self.keyword(v) {
            return self.push(Piece::Text(name.to_string()), name.len());
        }
        if let Some(text) = self.translate(v) {
            let n = text.chars().count();
            return self.push(Piece::Text(text), n);
        }
        if path.len() >= MAX_NESTING {
            return None;
        }
        path.push(v);
        let mut side = |list: &[Vertex], p: &mut Self| -> Option<Vec<usize>> {
            list.iter().map(|&w| p.tree(w, path)).collect()
        };
        let left = side(self.game.left(v), self)?;
        let right = side(self.game.right(v), self)?;
        path.pop();
        let separators = left.len() + right.len() + 2;
        self.push(Piece::Braces(left, right), separators)
    }

    /// The keyword whose definition vertex `v` has, if any.
    fn keyword(&self, v: Vertex) -> Option<&'static str> {
        let (left, right) = (self.game.left(v), self.game.right(v));
        let short_is = |w: Vertex, text: &str| {
            self.short
                .get(&w)
                .is_some_and(|&g| self.arena.display_within(g, 2).as_deref() == Some(text))
        };
        match (left, right) {
            ([l], []) if *l == v => Some("on"),
            ([], [r]) if *r == v => Some("off"),
            ([l], [r]) if *l == v && *r == v => Some("dud"),
            ([l], [r]) if *r == v && short_is(*l, "0") => Some("over"),
            ([l], [r]) if *l == v && short_is(*r, "0") => Some("under"),
            ([l], [r]) if *l == v && short_is(*r, "*") => Some("upon"),
            _ => None,
        }
    }
}

impl Printer<'_> {
    /// `x+over`, `x-upon`, `x+under` or `x+upon` when vertex `v` is `{x|pass}`,
    /// `{x*|pass}`, `{pass|x}` or `{pass|x*}` for a number `x` other than `0` (for `0`:
    /// the keywords, and `-upon` for `{*|pass}`).
    fn translate(&mut self, v: Vertex) -> Option<String> {
        let (left, right) = (self.game.left(v), self.game.right(v));
        let (number_side, over) = match (left, right) {
            ([l], [r]) if *r == v => (*l, true),
            ([l], [r]) if *l == v => (*r, false),
            _ => return None,
        };
        let nus = self.arena.as_nus(*self.short.get(&number_side)?)?;
        if nus.ups != 0 || nus.nim > 1 {
            return None;
        }
        let number = self.arena.number(nus.number);
        let x = self.arena.display_styled(number, self.style, self.budget)?;
        let word = match (over, nus.nim) {
            (true, 0) => "+over",
            (true, _) => "-upon",
            (false, 0) => "+under",
            (false, _) => "+upon",
        };
        match (x.as_str(), nus.nim) {
            ("0", 0) => None,
            ("0", _) => Some(word.trim_start_matches('+').to_string()),
            _ => Some(format!("{x}{word}")),
        }
    }
}

/// Marks the braces that some piece inside refers to by name (not by `pass`).
fn mark_referred(pieces: &[Piece], at: usize, open: &mut Vec<usize>, referred: &mut [bool]) {
    match &pieces[at] {
        Piece::Text(_) => {}
        Piece::Back(level) => {
            if *level > 0 {
                referred[open[open.len() - 1 - level]] = true;
            }
        }
        Piece::Braces(left, right) => {
            open.push(at);
            for &child in left.iter().chain(right) {
                mark_referred(pieces, child, open, referred);
            }
            open.pop();
        }
    }
}

/// The name of the `k`-th named braces of a nesting: `a`, `b`, ... (skipping `v`), then
/// `aa`, `ab`, ...
fn name(k: usize) -> String {
    const LETTERS: &[u8] = b"abcdefghijklmnopqrstuwxyz";
    let mut k = k;
    let mut s = Vec::new();
    loop {
        s.push(LETTERS[k % LETTERS.len()]);
        k /= LETTERS.len();
        if k == 0 {
            break;
        }
        k -= 1;
    }
    s.reverse();
    String::from_utf8(s).expect("ASCII")
}

/// Writes the tree at `at`; `open` holds the braces around it and their names.
fn write(
    pieces: &[Piece],
    at: usize,
    referred: &[bool],
    open: &mut Vec<Option<String>>,
    out: &mut String,
) {
    match &pieces[at] {
        Piece::Text(t) => out.push_str(t),
        Piece::Back(0) => out.push_str("pass"),
        Piece::Back(level) => {
            let label = open[open.len() - 1 - level]
                .as_deref()
                .expect("a referred brace is named");
            out.push_str(label);
        }
        Piece::Braces(left, right) => {
            let label = referred[at].then(|| name(open.iter().filter(|l| l.is_some()).count()));
            if let Some(l) = &label {
                out.push_str(l);
            }
            open.push(label);
            out.push('{');
            for (i, &child) in left.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write(pieces, child, referred, open, out);
            }
            out.push('|');
            for (i, &child) in right.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write(pieces, child, referred, open, out);
            }
            out.push('}');
            open.pop();
        }
    }
}
