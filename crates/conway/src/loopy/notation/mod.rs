//! The notation of loopy games: a reader and a printer such that every printed text reads
//! back to an equal game.
//!
//! Grammar (whitespace is allowed between tokens), loosest first:
//!
//! ```text
//! value    := expr ('&' expr)?                     S & T: S's onside, T's offside
//! expr     := term (('+' | '-')? term)*           sums and differences; a term written
//!                                                  against 5 is added only when it is
//!                                                  over, under or a CGSuite up (5over)
//! term     := ('-' | '±' | '+-')* atom            -G, ±G = {G | -G}
//! atom     := keyword                              on, off, over, under, upon, dud, tis, tisn
//!           | ('∞' | 'inf') ('_{' n (',' n)* '}')?  impartial: ∞_{0,1,3}
//!           | name? '{' options ('|'+ options)+ '}'
//!           | name                                 inside the braces it names: a move back there
//!           | '(' expr ')'
//!           | ('Tiny' | 'Miny') '(' expr ')'      {0||0|-G}, {G|0||0} of a loopy G
//!           | ('^' | 'v') ('[on]' | '<on>') nimber?  CGSuite's loopy ups: ^[on] = upon
//!           | short                                any short game (see partizan::notation)
//! options  := (option (',' option)*)?
//! option   := 'pass' | expr                        pass: a move to these braces themselves
//! ```
//!
//! `{0|pass}` is `over`: Right's move returns to the same position. A *name* (letters,
//! digits and `_`, starting with a letter, not a keyword) written directly before braces
//! stands for those braces anywhere inside them, for cycles longer than a pass:
//! `a{0|{1|a}}` is the game whose Right option is `{1|a}`, from which Left moves back to
//! the start (the notation of CGSuite). As for short games, the longest run of bars
//! splits Left's options from Right's: `{0||0|pass}` is `{0|{0|pass}}`, whose `pass`
//! moves to the inner braces. The keywords are those of Winning Ways (ch. 11):
//! `on = {pass|}`, `off = {|pass}`, `over = {0|pass}`, `under = {pass|0}`,
//! `upon = {pass|*}`, `dud = {pass|pass}`, `tis = {tisn|}`, `tisn = {|tis}`. For
//! impartial games, `∞` (or `inf`) with an escape set, `∞_{0,1,3}`, is
//! `{pass,0,*,*3 | pass,0,*,*3}`, the game of that generalised Sprague–Grundy value
//! ([`super::impartial`]).
//!
//! Any part of the text without a keyword or a name is read by the short-game parser, so
//! numbers, nimbers, ups, `±`, functions and ruleset positions mean what they mean there
//! (inside loopy braces a comma ends a ruleset position: write `(young:3,1)`). Names are
//! scoped to their braces; using one outside them is an error. A position of a *loopy*
//! ruleset (`backsliding:T.F`, known to the reader through [`LoopyPositions`]) is an atom
//! too: its graph joins the expression's; its argument is the run of letters, digits and
//! `.`, `#`, `/`, `_`, `:` after the colon, and outside braces also `,` and `|`
//! (`cyclesub:1,3:7:5`, `foxgeese:.x.x|o...`).
//!
//! CGSuite's printed forms read too: `^[on]` (`upon`), `v[on]` (`-upon`), `^<on>`
//! (`{0||0|0,pass}`), `v<on>` (its negative), each followed directly by a nimber (`^[on]*`
//! is `upon + *`), and a number written against them or against `over` and `under`
//! (`5over` is `5 + over`, `4v[on]*` is `4 - upon + *`), so its outputs paste in.
//!
//! `S & T` ([`parse_sided_with`]) is the sided value whose onside is `S`'s and whose
//! offside is `T`'s ([`SidedValue`]), as `conway value` prints a game that is not a
//! stopper; it is written once, at the top of an expression (it is a value, not a game
//! form, so it is neither an option nor a part of a sum: `(s & t) + G` is
//! `s + G & t + G`).
//!
//! The printer writes the keywords, `x+over`, `x+under`, `x+upon` and `x-upon` for a
//! number `x` (`{2|pass}` is `2+over`), short followers in the short notation, and
//! names for longer cycles.

mod parse;
pub(super) mod print;

pub use parse::MAX_PARTS;
pub use print::display_within;

use super::graph::LoopyGame;
use super::sided::{SidedError, SidedValue};
use super::Error;
use crate::partizan::{Arena, ParseError, Resolver, Style};
use std::fmt;

/// The words of the loopy notation.
pub const KEYWORDS: &[&str] = &[
    "on", "off", "over", "under", "upon", "dud", "tis", "tisn", "pass", "inf",
];

/// The most characters [`display`] prints.
pub const MAX_PRINTED: usize = 100_000;

/// Why a text was not read as a loopy game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReadError {
    /// The text is not in the notation.
    Syntax(ParseError),
    /// The text is, but its graph exceeds a limit (or a short part was refused).
    Refused(Error),
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadError::Syntax(e) => write!(f, "{e}"),
            ReadError::Refused(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for ReadError {}

/// The positions of loopy rulesets (`name:argument` atoms whose moves may repeat
/// positions) for the reader.
pub trait LoopyPositions {
    /// Whether `name` is a loopy ruleset.
    fn knows(&self, name: &str) -> bool;

    /// The graph of the position `argument` of the loopy ruleset `name`, or why there is
    /// none.
    fn graph(&mut self, name: &str, argument: &str) -> Result<LoopyGame, PositionError>;
}

/// Why a loopy ruleset gave no graph for a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// The position is not one of the ruleset (a message naming the place).
    Invalid(String),
    /// Its graph is over a limit of the loopy engine ([`ReadError::Refused`] for the
    /// expression).
    Refused(Error),
}

/// No loopy ruleset.
pub struct NoLoopyRulesets;

impl LoopyPositions for NoLoopyRulesets {
    fn knows(&self, _: &str) -> bool {
        false
    }

    fn graph(&mut self, name: &str, _: &str) -> Result<LoopyGame, PositionError> {
        Err(PositionError::Invalid(format!(
            "unknown loopy ruleset '{}'",
            crate::excerpt::excerpt(name)
        )))
    }
}

/// Whether `text` uses the loopy notation (a keyword, a named brace) or names a position of
/// a loopy ruleset in `loopy`, so that it must be read by [`parse_loopy_with`] rather than
/// as a short game.
pub fn is_loopy_text_with(text: &str, loopy: &dyn LoopyPositions) -> bool {
    text.contains('&') || parse::has_loopy_word(text, loopy)
}

/// No ruleset of short games.
struct NoRulesets;

impl Resolver for NoRulesets {
    fn resolve(
        &mut self,
        _: &mut Arena,
        name: &str,
        _: &str,
    ) -> Result<crate::partizan::GameId, String> {
        Err(format!(
            "unknown ruleset '{}'",
            crate::excerpt::excerpt(name)
        ))
    }
}

/// Reads a loopy game (ruleset positions unknown).
pub fn parse_loopy(arena: &mut Arena, text: &str) -> Result<LoopyGame, ReadError> {
    parse_loopy_with(arena, text, &mut NoRulesets, &mut NoLoopyRulesets)
}

/// Reads a loopy value, a game or `S & T` (ruleset positions unknown; see
/// [`parse_sided_with`]).
pub fn parse_sided(arena: &mut Arena, text: &str) -> Result<SidedValue, ReadError> {
    parse_sided_with(arena, text, &mut NoRulesets, &mut NoLoopyRulesets)
}

/// Reads a loopy game; positions of loopy rulesets go to `loopy`, and those of the short
/// parts to `resolve`.
pub fn parse_loopy_with(
    arena: &mut Arena,
    text: &str,
    resolve: &mut dyn Resolver,
    loopy: &mut dyn LoopyPositions,
) -> Result<LoopyGame, ReadError> {
    parse::read(arena, text, resolve, loopy)
}

/// Reads a loopy value: a game, or `S & T` (loosest of all, once in an expression), the
/// value whose onside is `S`'s and whose offside is `T`'s ([`SidedValue::pair`]: both
/// found as stoppers, `S^+ >= T^-`). A sum `(s & t) + G` is written `s + G & t + G`.
pub fn parse_sided_with(
    arena: &mut Arena,
    text: &str,
    resolve: &mut dyn Resolver,
    loopy: &mut dyn LoopyPositions,
) -> Result<SidedValue, ReadError> {
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let mut depth = 0usize;
    let mut split = None;
    for (column, &(byte, c)) in chars.iter().enumerate() {
        match c {
            '{' | '(' | '[' => depth += 1,
            '}' | ')' | ']' => depth = depth.saturating_sub(1),
            '&' if depth > 0 => {
                return Err(sided_syntax(
                    column,
                    "'&' inside braces or parentheses: a sided value s & t is a value, not a \
                     game form, so it cannot be an option or a part of a sum; write it at the \
                     top level, and (s & t) + G as s + G & t + G",
                ))
            }
            '&' if split.is_some() => {
                return Err(sided_syntax(
                    column,
                    "a second '&': an expression is one game or one sided value S & T",
                ))
            }
            '&' => split = Some((column, byte)),
            _ => {}
        }
    }
    let Some((column, byte)) = split else {
        return Ok(SidedValue::Game(parse_loopy_with(
            arena, text, resolve, loopy,
        )?));
    };
    let (left, right) = (&text[..byte], &text[byte + 1..]);
    for (part, which, at) in [(left, "before", column), (right, "after", column)] {
        if part.trim().is_empty() {
            return Err(sided_syntax(
                at,
                &format!("expected a game {which} '&' (S & T: the onside of S, the offside of T)"),
            ));
        }
    }
    let s = parse_loopy_with(arena, left, resolve, loopy)?;
    // T with an error is read again with S and '&' blanked out, so that every column in
    // the message is the whole text's
    let t = match parse_loopy_with(arena, right, resolve, loopy) {
        Err(ReadError::Syntax(_)) => {
            let blanked = " ".repeat(column + 1) + right;
            parse_loopy_with(arena, &blanked, resolve, loopy)
        }
        read => read,
    }?;
    SidedValue::pair(&s, &t).map_err(|e| match e {
        SidedError::Refused(e) => ReadError::Refused(e),
        e => sided_syntax(column, &e.to_string()),
    })
}

fn sided_syntax(column: usize, message: &str) -> ReadError {
    ReadError::Syntax(ParseError {
        column: column + 1,
        message: message.to_string(),
    })
}

/// The text of `game` in plain style, or a summary if it is longer than [`MAX_PRINTED`]
/// characters.
pub fn display(arena: &mut Arena, game: &LoopyGame) -> String {
    display_within(arena, game, Style::Plain, MAX_PRINTED).unwrap_or_else(|| {
        format!(
            "(a loopy game of {} vertices, too large to print)",
            game.len()
        )
    })
}
