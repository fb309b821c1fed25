//! Boards of up to 128 cells. A board game's rules are written once, for masks of any
//! width ([`BoardRules`], over [`Grid<M>`]); the ruleset of the usual boards (at most 64
//! cells, `u64` masks) and its [`Wide`] form (at most 128 cells, `u128` masks) are the
//! same rules at two widths. Nothing in the rules depends on the width: a mask is a set
//! of cells, and every operation on it (steps, groups, symmetries) is the same set
//! operation at either width, so the two forms give every board that both hold the same
//! value (tested on random boards, and the wide form against the plain rules on boards
//! the usual form cannot hold).
//!
//! The registry's solver of a board ruleset ([`position_solver`]) reads a board with the
//! usual width when it fits and with the wide one otherwise, so `clobber:1x66` or
//! `cram:6x12` are positions like any other; the narrow form is kept for speed (a `u64`
//! board is half the size of a `u128` one in the solver's tables, and its operations are
//! single machine instructions).
//!
//! ```
//! use conway::partizan::{Arena, Solver};
//! use conway_games::grid::clobber::{self, Clobber};
//! use conway_games::grid::wide::Wide;
//! let mut arena = Arena::new();
//! let text = format!("xoo{}", ".".repeat(70)); // 73 cells
//! let board = clobber::parse::<u128>(&text).unwrap();
//! let g = Solver::new(Wide(Clobber)).value(&mut arena, &board).unwrap();
//! assert_eq!(arena.display(g), "v");
//! let narrow = clobber::parse::<u64>(&text).unwrap_err();
//! assert_eq!(narrow.0, "a board has at most 64 cells");
//! ```

use conway::misere::canonical::MisereArena;
use conway::partizan::sum_search::{SearchSettings, TableFootprint, Term, WinningMove};
use conway::partizan::{Arena, Error, GameId, Normalised, Ruleset};
use conway::progress::Progress;

use crate::bitset::Mask;
use crate::contract::{
    self, MisereForm, MisereFormError, Options, Parser, PositionError, PositionSolver, Variant,
};
use crate::grid::Grid;
use crate::store::{Store, StoreError};

/// The rules of a board game on a [`Grid`], for masks of any width: what
/// [`Ruleset`] asks, each method generic in the mask.
pub trait BoardRules {
    /// The boards Left can move to.
    fn left_options<M: Mask>(&self, board: &Grid<M>) -> Vec<Grid<M>>;

    /// The boards Right can move to.
    fn right_options<M: Mask>(&self, board: &Grid<M>) -> Vec<Grid<M>>;

    /// The independent parts whose sum the board is ([`Ruleset::components`]).
    fn components<M: Mask>(&self, board: &Grid<M>) -> Vec<Grid<M>>;

    /// The key of the board's symmetry class ([`Ruleset::normalise`]).
    fn normalise<M: Mask>(&self, board: &Grid<M>) -> Normalised<Grid<M>>;

    /// The value of the board when known by formula ([`Ruleset::closed_form`]).
    fn closed_form<M: Mask>(
        &self,
        arena: &mut Arena,
        board: &Grid<M>,
    ) -> Result<Option<GameId>, Error> {
        let _ = (arena, board);
        Ok(None)
    }

    /// Whether both players always have the same moves ([`Ruleset::is_impartial`]).
    fn is_impartial(&self) -> bool {
        false
    }
}

/// The ruleset of boards of up to 128 cells (`u128` masks) that follow the rules `R`.
#[derive(Clone, Copy, Debug, Default)]
pub struct Wide<R>(pub R);

impl<R: BoardRules> Ruleset for Wide<R> {
    type Position = Grid<u128>;

    fn left_options(&self, board: &Grid<u128>) -> Vec<Grid<u128>> {
        self.0.left_options(board)
    }

    fn right_options(&self, board: &Grid<u128>) -> Vec<Grid<u128>> {
        self.0.right_options(board)
    }

    fn components(&self, board: &Grid<u128>) -> Vec<Grid<u128>> {
        self.0.components(board)
    }

    fn normalise(&self, board: &Grid<u128>) -> Normalised<Grid<u128>> {
        self.0.normalise(board)
    }

    fn closed_form(&self, arena: &mut Arena, board: &Grid<u128>) -> Result<Option<GameId>, Error> {
        self.0.closed_form(arena, board)
    }

    fn is_impartial(&self) -> bool {
        self.0.is_impartial()
    }
}

/// Makes the rules `$rules` (a [`BoardRules`]) the [`Ruleset`] of the usual boards
/// (`Grid<u64>`); their [`Wide`] form is the ruleset of the wider ones.
macro_rules! board_ruleset {
    ($rules:ty) => {
        impl conway::partizan::Ruleset for $rules {
            type Position = $crate::grid::Grid;

            fn left_options(&self, board: &$crate::grid::Grid) -> Vec<$crate::grid::Grid> {
                $crate::grid::wide::BoardRules::left_options(self, board)
            }

            fn right_options(&self, board: &$crate::grid::Grid) -> Vec<$crate::grid::Grid> {
                $crate::grid::wide::BoardRules::right_options(self, board)
            }

            fn components(&self, board: &$crate::grid::Grid) -> Vec<$crate::grid::Grid> {
                $crate::grid::wide::BoardRules::components(self, board)
            }

            fn normalise(
                &self,
                board: &$crate::grid::Grid,
            ) -> conway::partizan::Normalised<$crate::grid::Grid> {
                $crate::grid::wide::BoardRules::normalise(self, board)
            }

            fn closed_form(
                &self,
                arena: &mut conway::partizan::Arena,
                board: &$crate::grid::Grid,
            ) -> Result<Option<conway::partizan::GameId>, conway::partizan::Error> {
                $crate::grid::wide::BoardRules::closed_form(self, arena, board)
            }

            fn is_impartial(&self) -> bool {
                $crate::grid::wide::BoardRules::is_impartial(self)
            }
        }
    };
}
pub(crate) use board_ruleset;

/// The board rulesets of the registry as one type: their wide forms are `Wide<AnyBoard>`,
/// so that the generic solver's code is made once for all of them instead of once each
/// (the wide forms are the rare case; a `match` per call costs nothing beside a move
/// generation).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnyBoard {
    /// [`Clobber`](crate::grid::clobber::Clobber).
    Clobber,
    /// [`Konane`](crate::grid::konane::Konane).
    Konane,
    /// [`Amazons`](crate::grid::amazons::Amazons).
    Amazons,
    /// [`Cram`](crate::grid::cram::Cram).
    Cram,
    /// [`Fission`](crate::grid::fission::Fission).
    Fission,
    /// [`NoGo`](crate::grid::nogo::NoGo).
    NoGo,
    /// A [`ClobberVariant`](crate::grid::clobber_variants::ClobberVariant).
    ClobberVariant(crate::grid::clobber_variants::Kind),
    /// [`GridDomineering`](crate::grid::domineering::GridDomineering).
    Domineering,
}

/// `$body` with `$rules` the ruleset that `$board` (an [`AnyBoard`]) names.
macro_rules! with_rules {
    ($board:expr, $rules:ident => $body:expr) => {
        match $board {
            AnyBoard::Clobber => {
                let $rules = crate::grid::clobber::Clobber;
                $body
            }
            AnyBoard::Konane => {
                let $rules = crate::grid::konane::Konane;
                $body
            }
            AnyBoard::Amazons => {
                let $rules = crate::grid::amazons::Amazons;
                $body
            }
            AnyBoard::Cram => {
                let $rules = crate::grid::cram::Cram;
                $body
            }
            AnyBoard::NoGo => {
                let $rules = crate::grid::nogo::NoGo;
                $body
            }
            AnyBoard::Fission => {
                let $rules = crate::grid::fission::Fission;
                $body
            }
            AnyBoard::ClobberVariant(kind) => {
                let $rules = crate::grid::clobber_variants::ClobberVariant(*kind);
                $body
            }
            AnyBoard::Domineering => {
                let $rules = crate::grid::domineering::GridDomineering;
                $body
            }
        }
    };
}

impl BoardRules for AnyBoard {
    fn left_options<M: Mask>(&self, board: &Grid<M>) -> Vec<Grid<M>> {
        with_rules!(self, rules => BoardRules::left_options(&rules, board))
    }

    fn right_options<M: Mask>(&self, board: &Grid<M>) -> Vec<Grid<M>> {
        with_rules!(self, rules => BoardRules::right_options(&rules, board))
    }

    fn components<M: Mask>(&self, board: &Grid<M>) -> Vec<Grid<M>> {
        with_rules!(self, rules => BoardRules::components(&rules, board))
    }

    fn normalise<M: Mask>(&self, board: &Grid<M>) -> Normalised<Grid<M>> {
        with_rules!(self, rules => BoardRules::normalise(&rules, board))
    }

    fn closed_form<M: Mask>(
        &self,
        arena: &mut Arena,
        board: &Grid<M>,
    ) -> Result<Option<GameId>, Error> {
        with_rules!(self, rules => BoardRules::closed_form(&rules, arena, board))
    }

    fn is_impartial(&self) -> bool {
        with_rules!(self, rules => BoardRules::is_impartial(&rules))
    }
}

/// The registry's solver of a board ruleset: positions that `narrow` reads (at most 64
/// cells) go to the ruleset `rules`, the others to the [`Wide`] form of `any`, the same
/// rules (which reads up to 128 cells, and says so when a board is larger still). Both
/// write boards alike, so the options and a database's keys are the same texts at
/// either width.
pub fn position_solver<R>(
    variant: Variant,
    rules: R,
    any: AnyBoard,
    narrow: Parser<Grid>,
    wide: Parser<Grid<u128>>,
) -> Box<dyn PositionSolver + Send>
where
    R: Ruleset<Position = Grid> + Send + Sync + 'static,
{
    by_size(
        contract::printing_position_solver(variant, rules, narrow, Grid::to_string),
        contract::printing_position_solver(variant, Wide(any), wide, Grid::to_string),
        Box::new(move |text: &str| narrow(text).is_ok()),
    )
}

/// One solver of a ruleset from two: `narrow` for the positions that `fits` (the
/// positions `narrow` reads), `wide` for the others. The two must write positions alike
/// (options and a database's keys are texts).
pub fn by_size(
    narrow: Box<dyn PositionSolver + Send>,
    wide: Box<dyn PositionSolver + Send>,
    fits: Box<dyn Fn(&str) -> bool + Send>,
) -> Box<dyn PositionSolver + Send> {
    Box::new(BySize { narrow, wide, fits })
}

/// Two solvers of one ruleset, the narrow one for the positions `fits` accepts.
struct BySize {
    narrow: Box<dyn PositionSolver + Send>,
    wide: Box<dyn PositionSolver + Send>,
    fits: Box<dyn Fn(&str) -> bool + Send>,
}

impl BySize {
    /// Whether the narrow solver reads the position written `argument`; if not, the
    /// wide one takes it (and gives the message of a text that is no position).
    fn narrow_reads(&self, argument: &str) -> bool {
        (self.fits)(argument)
    }

    /// The solver of the position written `argument`.
    fn of(&mut self, argument: &str) -> &mut (dyn PositionSolver + Send) {
        if self.narrow_reads(argument) {
            &mut *self.narrow
        } else {
            &mut *self.wide
        }
    }
}

impl PositionSolver for BySize {
    fn value(
        &mut self,
        arena: &mut Arena,
        argument: &str,
        progress: &mut Progress<'_>,
    ) -> Result<GameId, PositionError> {
        self.of(argument).value(arena, argument, progress)
    }

    fn nim_value(
        &mut self,
        arena: &mut Arena,
        argument: &str,
        threads: usize,
    ) -> Result<u32, PositionError> {
        self.of(argument).nim_value(arena, argument, threads)
    }

    fn is_impartial(&self) -> bool {
        self.narrow.is_impartial()
    }

    fn options(&self, argument: &str) -> Result<Option<Options>, PositionError> {
        if self.narrow_reads(argument) {
            self.narrow.options(argument)
        } else {
            self.wide.options(argument)
        }
    }

    /// The narrow solver if every position of the sum fits it, else the wide one.
    fn winning_first_move(
        &mut self,
        arena: &mut Arena,
        terms: &[Term<&str>],
        left: bool,
    ) -> Result<Option<WinningMove<Option<String>>>, PositionError> {
        let fits = terms.iter().all(|term| match term {
            Term::Position(text) => self.narrow_reads(text),
            Term::Game(_) => true,
        });
        let solver = if fits {
            &mut self.narrow
        } else {
            &mut self.wide
        };
        solver.winning_first_move(arena, terms, left)
    }

    fn set_search(&mut self, settings: SearchSettings) {
        self.narrow.set_search(settings);
        self.wide.set_search(settings);
    }

    fn sum_table_footprint(&self) -> TableFootprint {
        self.narrow.sum_table_footprint() + self.wide.sum_table_footprint()
    }

    fn nim_table_footprint(&self) -> TableFootprint {
        self.narrow.nim_table_footprint() + self.wide.nim_table_footprint()
    }

    fn attach_store(&mut self, store: &Store, ruleset: &'static str) -> Result<bool, StoreError> {
        let narrow = self.narrow.attach_store(store, ruleset)?;
        let wide = self.wide.attach_store(store, ruleset)?;
        Ok(narrow && wide)
    }

    fn misere_form(
        &self,
        arena: &mut MisereArena,
        argument: &str,
    ) -> Result<MisereForm, MisereFormError> {
        if self.narrow_reads(argument) {
            self.narrow.misere_form(arena, argument)
        } else {
            self.wide.misere_form(arena, argument)
        }
    }
}
