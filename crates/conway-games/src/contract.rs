//! The contract between a ruleset and the rest of conway: the [`Entry`] by which the
//! registry ([`crate::registry`]) knows a ruleset — its name, the syntax of its
//! positions, a description, examples, a drawing, and how to make its [`PositionSolver`]: a
//! parser of positions joined to the generic [`Solver`] of the ruleset (see
//! [`conway::partizan::ruleset`]). Positions of impartial rulesets are valued through their
//! nim-values (the value is `*g`, Sprague–Grundy), which needs no canonical forms.
//!
//! A ruleset module implements [`Ruleset`], writes its parser and defines its `ENTRY`
//! with [`position_solver`] or [`printing_position_solver`]; the registry lists it (one line).

use crate::invalid::InvalidPosition;
use crate::store::{Store, StoreError};
use conway::impartial::bridge::AsImpartial;
use conway::misere::canonical::{FormId, MisereArena, RulesetForms};
use conway::misere::MisereError;
use conway::partizan::sum_search::{SearchSettings, TableFootprint, Term, WinningMove};
use conway::partizan::variants::{AnyVariant, Twisted, VariantKind};
use conway::partizan::{Arena, Error, GameId, Ruleset, Solver};
use conway::progress::Progress;
use std::fmt;

/// A ruleset as the registry knows it.
pub struct Entry {
    /// The name before the `:` of a position, e.g. `domineering`.
    pub name: &'static str,
    /// The syntax of a position (what follows `name:`).
    pub syntax: &'static str,
    /// One line: the game, and who is Left.
    pub about: &'static str,
    /// Positions in full (`name:argument`), each valued by the tests.
    pub examples: &'static [&'static str],
    /// Characters that continue a position beyond letters, digits, `.`, `#`, `,`, `/`
    /// and `|` (see [`conway::partizan::Resolver::argument_chars`]).
    pub argument_chars: &'static str,
    /// A drawing of the position written `argument` (SVG, see [`crate::drawing`]), or why
    /// it is not a position.
    pub draw: fn(&str) -> Result<String, InvalidPosition>,
    /// How the explorer's board editor shows a position as cells a click changes, or
    /// `None` if positions are only typed.
    pub editor: Option<Editor>,
    /// A fresh parser and solver of the positions of the ruleset or of one of its
    /// [`Variant`]s (`Send`, so that a program may keep it behind a lock shared by its
    /// threads).
    pub make: fn(Variant) -> Box<dyn PositionSolver + Send>,
}

impl Entry {
    /// A fresh parser and solver of the ruleset's own positions.
    pub fn solver(&self) -> Box<dyn PositionSolver + Send> {
        (self.make)(Variant::Plain)
    }
}

/// A ruleset, or one of its variants ([`conway::partizan::variants`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Variant {
    /// The ruleset itself.
    Plain,
    /// Both players may make every move of either.
    Impartial,
    /// A player may move only when the opponent could.
    Dicotic,
    /// Every move also swaps the players' roles.
    Twisted,
}

/// How the explorer's board editor draws a position as cells: the board's shape, the
/// symbols a click cycles through, and what a new board holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Editor {
    /// What the cells are.
    pub shape: EditorShape,
    /// The symbols of a cell, in the order a click cycles through them; the first is the
    /// cell of a new board unless `start` says otherwise.
    pub symbols: &'static str,
    /// What a new board holds.
    pub start: EditorStart,
}

/// What the cells of the editor are, and so how they are written as a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EditorShape {
    /// A board of rows, written row by row separated by `|`.
    Grid,
    /// One row of cells, written from the left.
    Strip,
    /// The vertices of a grid graph, written `grid:RxC:MARKS:...`, a symbol per vertex
    /// row by row after the keyword `marks` names (`colors`, `tints`).
    GridGraph {
        /// The keyword before the vertices' symbols.
        marks: &'static str,
    },
    /// A Young diagram: the filled cells (`#`) of each row counted from the left.
    Diagram,
}

/// What a new board of the editor holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EditorStart {
    /// Every cell the first symbol.
    First,
    /// Every cell the given symbol.
    Fill(char),
    /// The first symbol on cells with `row + column` even, the second on the others.
    Checkerboard(char, char),
}

/// Left's and Right's options of a position, as texts in the ruleset's syntax.
pub type Options = (Vec<String>, Vec<String>);

/// A ruleset's parser and solver, with the solver's tables kept across positions.
pub trait PositionSolver {
    /// The canonical form of the position written `argument`, reporting progress.
    fn value(
        &mut self,
        arena: &mut Arena,
        argument: &str,
        progress: &mut Progress<'_>,
    ) -> Result<GameId, PositionError>;

    /// The nim-value of the position written `argument`, if the ruleset is impartial,
    /// found by `threads` threads sharing the solver's table (1: the caller's thread
    /// alone; see [`Solver::nim_value_parallel`]). The work limit left in `arena` bounds
    /// each thread.
    fn nim_value(
        &mut self,
        arena: &mut Arena,
        argument: &str,
        threads: usize,
    ) -> Result<u32, PositionError>;

    /// Whether the ruleset is impartial.
    fn is_impartial(&self) -> bool;

    /// Left's and Right's options of the position written `argument`, each written in the
    /// ruleset's syntax (perhaps simplified: a trimmed board, an equivalent strip; empty
    /// when nothing is left, the game 0), or `None` if the ruleset cannot write its
    /// positions back as text (only `staircase`, whose options are Young diagrams).
    fn options(&self, argument: &str) -> Result<Option<Options>, PositionError>;

    /// A winning first move of the player (Left if `left`) in a sum of terms, each a
    /// position of the ruleset (written as its argument) or a game, if there is one,
    /// found by the sum search ([`Solver::winning_first_move`], which values only the
    /// small components). The position after the move is written back as text if the
    /// ruleset can write its positions (see [`PositionSolver::options`]), `None`
    /// otherwise.
    fn winning_first_move(
        &mut self,
        arena: &mut Arena,
        terms: &[Term<&str>],
        left: bool,
    ) -> Result<Option<WinningMove<Option<String>>>, PositionError>;

    /// Sets how the sum search runs: its credit of valuing and the memory of its table
    /// ([`Solver::set_search`]).
    fn set_search(&mut self, settings: SearchSettings);

    /// What the sum search's tables hold ([`Solver::sum_table_footprint`]).
    fn sum_table_footprint(&self) -> TableFootprint;

    /// What the tables of nim-values hold ([`Solver::nim_table_footprint`]; bounded by the
    /// table memory of [`PositionSolver::set_search`]).
    fn nim_table_footprint(&self) -> TableFootprint;

    /// Keeps the solver's costly results in the database `store` and looks up there what
    /// its tables miss ([`Solver::set_archive`]), under the ruleset's name `ruleset`.
    /// Only rulesets that write their positions as text have keys to keep; for the others
    /// (`col`, `snort`, `staircase`) this does nothing and says so with `Ok(false)`.
    fn attach_store(&mut self, store: &Store, ruleset: &'static str) -> Result<bool, StoreError>;

    /// The misère canonical form of the position written `argument`, if the ruleset is
    /// impartial: the misère sum of its components' forms, each found from the ruleset's
    /// moves through the bridge ([`AsImpartial`], [`RulesetForms::form_of_position`]).
    /// The forms are kept in `arena`, whose limits of forms and work apply (with the
    /// limit of positions of [`RulesetForms`]); its outcome, Grundy values and genus
    /// follow from the form ([`MisereArena`]).
    fn misere_form(
        &self,
        arena: &mut MisereArena,
        argument: &str,
    ) -> Result<MisereForm, MisereFormError>;
}

/// A position's misère canonical form ([`PositionSolver::misere_form`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MisereForm {
    /// The form, in the arena it was asked in.
    pub form: FormId,
    /// How many positions (components) were met to find it.
    pub positions: usize,
}

/// Why a position has no misère canonical form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MisereFormError {
    /// The text is not a position of the ruleset.
    Invalid(InvalidPosition),
    /// The ruleset is partizan: misère canonical forms are of impartial games.
    Partizan,
    /// A limit was reached, or the ruleset has a cycle; the message says which.
    Refused(MisereError),
}

impl fmt::Display for MisereFormError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MisereFormError::Invalid(e) => e.fmt(f),
            MisereFormError::Partizan => f.write_str(
                "misère tools need an impartial ruleset (both players with the same moves), \
                 and this one is partizan",
            ),
            MisereFormError::Refused(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for MisereFormError {}

/// Why a position has no value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// The text is not a position of the ruleset.
    Invalid(InvalidPosition),
    /// The engine refused the computation (a limit) or the question (nim-values of a
    /// partizan ruleset).
    Refused(Error),
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::Invalid(e) => e.fmt(f),
            PositionError::Refused(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for PositionError {}

/// Reads a position from its text.
pub type Parser<P> = fn(&str) -> Result<P, InvalidPosition>;

/// Writes a position as text that its parser reads back.
pub type Printer<P> = fn(&P) -> String;

/// Lists the options of the position written `argument` from the text itself, for a
/// ruleset whose positions forget what a move would need to write them back (a
/// colouring keeps who may still colour a vertex, not which colour made it so).
pub type Lister = fn(&str) -> Result<Options, InvalidPosition>;

/// How a position solver writes the options of a position.
enum Writer<P> {
    /// It cannot ([`PositionSolver::options`] gives `None`).
    Nothing,
    /// Each option, a position, printed (by the ruleset's [`Printer`], or for a variant's
    /// position by the ruleset's printer of the position inside it).
    Printer(Box<dyn Fn(&P) -> String + Send + Sync>),
    /// The options listed from the text.
    Lister(Lister),
}

/// The [`PositionSolver`] of a ruleset whose positions are read by `parse` and cannot be
/// written back ([`PositionSolver::options`] gives `None`): a shape given by a few numbers
/// whose options have no such form (a staircase's are Young diagrams).
pub fn position_solver<R>(
    variant: Variant,
    ruleset: R,
    parse: Parser<R::Position>,
) -> Box<dyn PositionSolver + Send>
where
    R: Ruleset + Send + Sync + 'static,
    R::Position: Send + Sync,
{
    variant_solver(variant, ruleset, parse, None, Writer::Nothing)
}

/// The [`PositionSolver`] of a ruleset whose positions are read by `parse` and whose options
/// `list` writes from the text of a position.
pub fn listing_position_solver<R>(
    variant: Variant,
    ruleset: R,
    parse: Parser<R::Position>,
    list: Lister,
) -> Box<dyn PositionSolver + Send>
where
    R: Ruleset + Send + Sync + 'static,
    R::Position: Send + Sync,
{
    variant_solver(variant, ruleset, parse, None, Writer::Lister(list))
}

/// The [`PositionSolver`] of a ruleset whose positions are read by `parse` and written by
/// `print`, so that [`PositionSolver::options`] lists them.
pub fn printing_position_solver<R>(
    variant: Variant,
    ruleset: R,
    parse: Parser<R::Position>,
    print: Printer<R::Position>,
) -> Box<dyn PositionSolver + Send>
where
    R: Ruleset + Send + Sync + 'static,
    R::Position: Send + Sync,
{
    variant_solver(
        variant,
        ruleset,
        parse,
        Some(print),
        Writer::Printer(Box::new(print)),
    )
}

/// The argument of a position written `name:argument` (what follows the first `:`), for
/// the printers of rulesets whose positions write their own name first.
pub fn argument_of(text: String) -> String {
    match text.split_once(':') {
        Some((_, argument)) => argument.to_string(),
        None => text,
    }
}

/// A parser of the positions of a ruleset or of a variant (whose positions it reads
/// through the ruleset's parser).
type ReadPosition<P> = Box<dyn Fn(&str) -> Result<P, InvalidPosition> + Send + Sync>;

/// A solver, the parser of its positions and how it writes their options.
struct Parsed<R: Ruleset> {
    solver: Solver<R>,
    parse: ReadPosition<R::Position>,
    writer: Writer<R::Position>,
    /// The printer of the keys of a database ([`PositionSolver::attach_store`]): the
    /// ruleset's own printer, `None` for a ruleset without one and for the variants.
    keys: Option<Printer<R::Position>>,
}

/// The [`PositionSolver`] of `variant` of `ruleset`, whose positions `parse` reads and
/// `print` (if any) writes, their options written by `writer`. The three variants are one
/// solver type, [`AnyVariant`] (one instance of the generic solver per ruleset for them,
/// not three). The impartial and dicotic variants' positions are the ruleset's, whose
/// options they write as the ruleset does (options listed from the text by a [`Lister`]
/// are the ruleset's, so those variants write none); a twisted position may be negated,
/// which no text of the ruleset says, so twisted variants write no option.
fn variant_solver<R>(
    variant: Variant,
    ruleset: R,
    parse: Parser<R::Position>,
    print: Option<Printer<R::Position>>,
    writer: Writer<R::Position>,
) -> Box<dyn PositionSolver + Send>
where
    R: Ruleset + Send + Sync + 'static,
    R::Position: Send + Sync,
{
    let kind = match variant {
        Variant::Plain => {
            return Box::new(Parsed {
                solver: Solver::new(ruleset),
                parse: Box::new(parse),
                writer,
                keys: print,
            })
        }
        Variant::Impartial => VariantKind::Impartial,
        Variant::Dicotic => VariantKind::Dicotic,
        Variant::Twisted => VariantKind::Twisted,
    };
    let writer = match (kind, print) {
        (VariantKind::Impartial | VariantKind::Dicotic, Some(print)) => {
            Writer::Printer(Box::new(move |t: &Twisted<R::Position>| print(&t.position)))
        }
        _ => Writer::Nothing,
    };
    Box::new(Parsed {
        solver: Solver::new(AnyVariant { ruleset, kind }),
        parse: Box::new(move |text| parse(text).map(Twisted::new)),
        writer,
        keys: None,
    })
}

impl<R: Ruleset + Sync> PositionSolver for Parsed<R>
where
    R::Position: Send + Sync + 'static,
{
    fn value(
        &mut self,
        arena: &mut Arena,
        argument: &str,
        progress: &mut Progress<'_>,
    ) -> Result<GameId, PositionError> {
        let position = (self.parse)(argument).map_err(PositionError::Invalid)?;
        let value = if self.is_impartial() {
            // Sprague–Grundy: the value is *g, found without canonical forms
            let nim = self.solver.nim_value(arena, &position);
            nim.map(|g| arena.nimber(g))
        } else {
            self.solver.value_with_progress(arena, &position, progress)
        };
        value.map_err(PositionError::Refused)
    }

    fn nim_value(
        &mut self,
        arena: &mut Arena,
        argument: &str,
        threads: usize,
    ) -> Result<u32, PositionError> {
        let position = (self.parse)(argument).map_err(PositionError::Invalid)?;
        self.solver
            .nim_value_parallel(arena, &position, threads)
            .map_err(PositionError::Refused)
    }

    fn is_impartial(&self) -> bool {
        self.solver.ruleset().is_impartial()
    }

    fn options(&self, argument: &str) -> Result<Option<Options>, PositionError> {
        let position = (self.parse)(argument).map_err(PositionError::Invalid)?;
        let print = match &self.writer {
            Writer::Nothing => return Ok(None),
            Writer::Lister(list) => {
                return list(argument).map(Some).map_err(PositionError::Invalid)
            }
            Writer::Printer(print) => print,
        };
        let ruleset = self.solver.ruleset();
        let texts = |options: Vec<R::Position>| options.iter().map(print).collect();
        Ok(Some((
            texts(ruleset.left_options(&position)),
            texts(ruleset.right_options(&position)),
        )))
    }

    fn winning_first_move(
        &mut self,
        arena: &mut Arena,
        terms: &[Term<&str>],
        left: bool,
    ) -> Result<Option<WinningMove<Option<String>>>, PositionError> {
        let terms = terms
            .iter()
            .map(|term| match *term {
                Term::Position(text) => (self.parse)(text).map(Term::Position),
                Term::Game(g) => Ok(Term::Game(g)),
            })
            .collect::<Result<Vec<_>, _>>()
            .map_err(PositionError::Invalid)?;
        let found = self
            .solver
            .winning_first_move(arena, &terms, left)
            .map_err(PositionError::Refused)?;
        Ok(found.map(|m| WinningMove {
            term: m.term,
            to: match m.to {
                Term::Position(p) => Term::Position(match &self.writer {
                    Writer::Printer(print) => Some(print(&p)),
                    Writer::Nothing | Writer::Lister(_) => None,
                }),
                Term::Game(g) => Term::Game(g),
            },
        }))
    }

    fn set_search(&mut self, settings: SearchSettings) {
        self.solver.set_search(settings);
    }

    fn sum_table_footprint(&self) -> TableFootprint {
        self.solver.sum_table_footprint()
    }

    fn nim_table_footprint(&self) -> TableFootprint {
        self.solver.nim_table_footprint()
    }

    fn attach_store(&mut self, store: &Store, ruleset: &'static str) -> Result<bool, StoreError> {
        let Some(print) = self.keys else {
            return Ok(false);
        };
        self.solver
            .set_archive(Some(Box::new(store.archive(ruleset, print)?)));
        Ok(true)
    }

    fn misere_form(
        &self,
        arena: &mut MisereArena,
        argument: &str,
    ) -> Result<MisereForm, MisereFormError> {
        let position = (self.parse)(argument).map_err(MisereFormError::Invalid)?;
        let game =
            AsImpartial::new(self.solver.ruleset()).map_err(|_| MisereFormError::Partizan)?;
        // The forms are found in the caller's arena, lent for the search.
        let mut forms = RulesetForms::new(game, std::mem::take(arena));
        let form = forms.form_of_position(&position);
        let positions = forms.positions();
        *arena = forms.into_arena();
        Ok(MisereForm {
            form: form.map_err(MisereFormError::Refused)?,
            positions,
        })
    }
}
