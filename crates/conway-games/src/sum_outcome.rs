//! Who wins a game expression that is a sum: the terms split, the positions of one
//! ruleset searched together, the others valued, and the winning moves written back as
//! sums. Used by `conway outcome`, Python's `conway.outcome` and the explorer.
//!
//! The expression is split into its terms at the `+` signs outside braces, parentheses
//! and brackets (a sum binds loosest in the notation, so the terms are independent
//! expressions; `+-`, the `±` of `x+-G`, does not split). The terms that are positions of
//! one ruleset (the ruleset with the most such terms) are searched together by the sum
//! search of their solver ([`conway::partizan::sum_search`]: minimax over sums, the small
//! components valued, the others searched); every other term is valued as a game
//! expression and enters the search as its canonical form. The outcome class follows
//! from who wins moving first (Siegel, *Combinatorial Game Theory*, I.1).

use crate::positions::RulesetPositions;
use crate::registry;
use conway::partizan::sum_search::{SearchSettings, Term, WinningMove};
use conway::partizan::{parse_with, Arena, Outcome, Ruleset, Solver};

/// The outcome of an expression, with a winning first move for each player who has one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExpressionOutcome {
    /// The outcome class.
    pub outcome: Outcome,
    /// Left's winning first move, if Left wins moving first.
    pub left_move: Option<TermMove>,
    /// Right's winning first move, if Right wins moving first.
    pub right_move: Option<TermMove>,
}

/// A winning move in a sum, written out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TermMove {
    /// The index of the term moved in, from 0.
    pub term: usize,
    /// The term after the move: `NAME:ARGUMENT` for a position searched (`0` when nothing
    /// is left), a canonical form for a term valued; `None` if the ruleset cannot write
    /// its positions (staircase, colourings).
    pub to: Option<String>,
    /// The sum after the move, its terms joined by ` + ` (`None` with `to`).
    pub sum: Option<String>,
}

/// A term of the sum as written, and the position it is if it is one.
struct Written<'e> {
    text: &'e str,
    /// The ruleset and argument, if the term is a position `NAME:ARGUMENT`.
    position: Option<(&'static str, &'e str)>,
}

/// The terms of a sum (see the [module documentation](self)).
fn terms(expression: &str) -> Result<Vec<Written<'_>>, String> {
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0i64, 0);
    let bytes = expression.as_bytes();
    for (i, &b) in bytes.iter().enumerate() {
        match b {
            b'{' | b'(' | b'[' => depth += 1,
            b'}' | b')' | b']' => depth -= 1,
            b'+' if depth == 0 && bytes.get(i + 1) != Some(&b'-') => {
                parts.push(&expression[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&expression[start..]);
    parts
        .into_iter()
        .enumerate()
        .map(|(index, text)| {
            let text = text.trim();
            if text.is_empty() {
                return Err(format!("term {} of the sum is empty", index + 1));
            }
            let position = text.split_once(':').and_then(|(name, argument)| {
                let entry = registry::find(name)?;
                (!argument.contains(char::is_whitespace)).then_some((entry.name, argument))
            });
            Ok(Written { text, position })
        })
        .collect()
}

/// The ruleset whose positions are searched: the one with the most terms (the first met
/// of those).
fn principal(written: &[Written<'_>]) -> Option<&'static str> {
    let names: Vec<&'static str> = written
        .iter()
        .filter_map(|w| w.position.map(|(name, _)| name))
        .collect();
    let count = |name: &&str| names.iter().filter(|n| *n == name).count();
    let most = names.iter().map(count).max()?;
    names.iter().copied().find(|n| count(n) == most)
}

/// The outcome of the game expression `expression` and a winning first move for each
/// player who has one, the solvers of `positions` searching as `settings` says (the
/// valuing credit and the memory of the table; see [`Solver::set_search`]). An error is a message: the expression is invalid, or
/// the arena refused the computation (its work limit, an interrupt), which the caller
/// tells from the arena.
///
/// ```
/// use conway::partizan::{Arena, Outcome};
/// use conway_games::positions::RulesetPositions;
/// use conway_games::sum_outcome::outcome_of_expression;
/// let mut arena = Arena::new();
/// let mut positions = RulesetPositions::new();
/// let found =
///     outcome_of_expression(&mut arena, &mut positions, "clobber:xo + 1/2", Default::default())
///         .unwrap();
/// assert_eq!(found.outcome, Outcome::L);
/// assert_eq!(found.left_move.unwrap().sum.as_deref(), Some("clobber:.x + 1/2"));
/// ```
pub fn outcome_of_expression(
    arena: &mut Arena,
    positions: &mut RulesetPositions<'_>,
    expression: &str,
    settings: SearchSettings,
) -> Result<ExpressionOutcome, String> {
    let left_move = first_move_of_expression(arena, positions, expression, settings, true)?;
    let right_move = if is_impartial_expression(expression) {
        left_move.clone()
    } else {
        first_move_of_expression(arena, positions, expression, settings, false)?
    };
    Ok(ExpressionOutcome::of_moves(left_move, right_move))
}

/// Whether every term of `expression` is a position of an impartial ruleset. Both players
/// then have the same moves in the sum, so Left's winning first move is Right's too and
/// only one question needs a search (the outcome is N or P).
///
/// ```
/// use conway_games::sum_outcome::is_impartial_expression;
/// assert!(is_impartial_expression("cram:3x4 + cram:2x5"));
/// assert!(!is_impartial_expression("cram:3x4 + *2")); // a term that is not a position
/// assert!(!is_impartial_expression("cram:3x4 + clobber:xo"));
/// ```
pub fn is_impartial_expression(expression: &str) -> bool {
    terms(expression).is_ok_and(|written| {
        written.iter().all(|w| {
            w.position.is_some_and(|(name, _)| {
                registry::find(name).is_some_and(|entry| entry.solver().is_impartial())
            })
        })
    })
}

impl ExpressionOutcome {
    /// The outcome given by each player's winning first move, or its absence.
    pub fn of_moves(left_move: Option<TermMove>, right_move: Option<TermMove>) -> Self {
        let outcome = match (left_move.is_some(), right_move.is_some()) {
            (true, true) => Outcome::N,
            (true, false) => Outcome::L,
            (false, true) => Outcome::R,
            (false, false) => Outcome::P,
        };
        ExpressionOutcome {
            outcome,
            left_move,
            right_move,
        }
    }
}

/// A winning first move of the player (Left if `left`) in the game expression
/// `expression`, if there is one: half of [`outcome_of_expression`], for a caller that
/// asks the two questions at once (on two threads, each with its arena and solvers).
pub fn first_move_of_expression(
    arena: &mut Arena,
    positions: &mut RulesetPositions<'_>,
    expression: &str,
    settings: SearchSettings,
    left: bool,
) -> Result<Option<TermMove>, String> {
    let written = terms(expression)?;
    let searched = principal(&written);
    let mut terms: Vec<Term<&str>> = Vec::with_capacity(written.len());
    for (index, w) in written.iter().enumerate() {
        terms.push(match w.position {
            Some((name, argument)) if Some(name) == searched => Term::Position(argument),
            _ => Term::Game(
                parse_with(arena, w.text, positions)
                    .map_err(|e| format!("term {} of the sum: {e}", index + 1))?,
            ),
        });
    }
    let found: Option<WinningMove<Option<String>>> = match searched {
        Some(name) => {
            let solver = positions.solver(name)?;
            solver.set_search(settings);
            solver
                .winning_first_move(arena, &terms, left)
                .map_err(|e| e.to_string())?
        }
        None => games_only(arena, &terms, settings, left)?,
    };
    Ok(found.map(|m| {
        let to = match m.to {
            Term::Position(Some(text)) if text.is_empty() => Some("0".to_string()),
            Term::Position(Some(text)) => {
                let name = searched.expect("a position term has a ruleset");
                Some(format!("{name}:{text}"))
            }
            Term::Position(None) => None,
            Term::Game(g) => Some(arena.display(g)),
        };
        let sum = to.as_ref().map(|to| {
            let texts: Vec<&str> = written
                .iter()
                .enumerate()
                .map(|(i, w)| if i == m.term { to.as_str() } else { w.text })
                .collect();
            texts.join(" + ")
        });
        TermMove {
            term: m.term,
            to,
            sum,
        }
    }))
}

/// The sum search of a sum whose terms are all games.
fn games_only(
    arena: &mut Arena,
    terms: &[Term<&str>],
    settings: SearchSettings,
    left: bool,
) -> Result<Option<WinningMove<Option<String>>>, String> {
    let games: Vec<Term<()>> = terms
        .iter()
        .map(|t| match t {
            Term::Game(g) => Term::Game(*g),
            Term::Position(_) => unreachable!("no term is searched"),
        })
        .collect();
    let mut solver = Solver::new(NoPositions);
    solver.set_search(settings);
    let found = solver
        .winning_first_move(arena, &games, left)
        .map_err(|e| e.to_string())?;
    Ok(found.map(|m| WinningMove {
        term: m.term,
        to: match m.to {
            Term::Game(g) => Term::Game(g),
            Term::Position(()) => unreachable!("no term is searched"),
        },
    }))
}

/// The ruleset of a sum without positions: every term is a game.
struct NoPositions;

impl Ruleset for NoPositions {
    type Position = ();
    fn left_options(&self, _: &()) -> Vec<()> {
        Vec::new()
    }
    fn right_options(&self, _: &()) -> Vec<()> {
        Vec::new()
    }
}
