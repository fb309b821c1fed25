//! Rules written once for positions of two widths: boards and strips of at most 64 cells
//! held in `u64` masks, and wider ones, up to 128 cells, in `u128` masks.
//!
//! A ruleset whose positions are sets of cells writes its rules once, generic in the
//! mask ([`MaskRules`]); the ruleset of the usual positions (`u64`) and its [`Wide`]
//! form (`u128`) are the same rules at two widths. Nothing in such rules depends on the
//! width: a mask is a set of cells, and every operation on it (steps, shifts, groups,
//! reflections) is the same set operation at either width, so both forms give every
//! position that both hold the same value (each ruleset's tests check it on random
//! positions, and the wide form against the plain rules on positions only it holds).
//!
//! The registry reads a position with the usual width when it fits and with the wide one
//! otherwise ([`by_size`]), so `clobber:1x66` or `toads:` with 100 cells are positions
//! like any other. The narrow form is kept for speed: a `u64` position is half the size
//! of a `u128` one in the solver's tables, and its operations are single machine
//! instructions.
//!
//! ```
//! use conway::partizan::{Arena, Solver};
//! use conway_games::strip::toads_frogs::{Strip, ToadsAndFrogs};
//! use conway_games::width::Wide;
//! let mut arena = Arena::new();
//! let text = format!("T.F{}", ".".repeat(70)); // 73 cells
//! let strip: Strip<u128> = text.parse().unwrap();
//! let g = Solver::new(Wide(ToadsAndFrogs)).value(&mut arena, &strip).unwrap();
//! assert_eq!(arena.display(g), "69"); // {68 | 70}: the toad gets past the frog
//! assert!(text.parse::<Strip>().is_err()); // the usual strips stop at 64 cells
//! ```

use std::hash::Hash;

use conway::misere::canonical::MisereArena;
use conway::partizan::sum_search::{SearchSettings, TableFootprint, Term, WinningMove};
use conway::partizan::{Arena, Error, GameId, Normalised, Ruleset};
use conway::progress::Progress;

use crate::bitset::Mask;
use crate::contract::{MisereForm, MisereFormError, Options, PositionError, PositionSolver};
use crate::store::{Store, StoreError};

/// The rules of a game whose positions hold their cells in masks of any width: what
/// [`Ruleset`] asks, each method generic in the mask.
pub trait MaskRules {
    /// A position whose sets of cells are masks of type `M`.
    type Position<M: Mask>: Clone + Eq + Hash;

    /// The positions Left can move to.
    fn left_options<M: Mask>(&self, position: &Self::Position<M>) -> Vec<Self::Position<M>>;

    /// The positions Right can move to.
    fn right_options<M: Mask>(&self, position: &Self::Position<M>) -> Vec<Self::Position<M>>;

    /// The independent parts whose sum the position is ([`Ruleset::components`]).
    fn components<M: Mask>(&self, position: &Self::Position<M>) -> Vec<Self::Position<M>> {
        vec![position.clone()]
    }

    /// The key of the position's symmetry class ([`Ruleset::normalise`]).
    fn normalise<M: Mask>(&self, position: &Self::Position<M>) -> Normalised<Self::Position<M>> {
        Normalised {
            key: position.clone(),
            negated: false,
        }
    }

    /// The value of the position when known by formula ([`Ruleset::closed_form`]).
    fn closed_form<M: Mask>(
        &self,
        arena: &mut Arena,
        position: &Self::Position<M>,
    ) -> Result<Option<GameId>, Error> {
        let _ = (arena, position);
        Ok(None)
    }

    /// Whether both players always have the same moves ([`Ruleset::is_impartial`]).
    fn is_impartial(&self) -> bool {
        false
    }
}

/// The ruleset of positions of up to 128 cells (`u128` masks) that follow the rules `R`.
#[derive(Clone, Copy, Debug, Default)]
pub struct Wide<R>(pub R);

impl<R: MaskRules> Ruleset for Wide<R> {
    type Position = R::Position<u128>;

    fn left_options(&self, position: &Self::Position) -> Vec<Self::Position> {
        self.0.left_options(position)
    }

    fn right_options(&self, position: &Self::Position) -> Vec<Self::Position> {
        self.0.right_options(position)
    }

    fn components(&self, position: &Self::Position) -> Vec<Self::Position> {
        self.0.components(position)
    }

    fn normalise(&self, position: &Self::Position) -> Normalised<Self::Position> {
        self.0.normalise(position)
    }

    fn closed_form(
        &self,
        arena: &mut Arena,
        position: &Self::Position,
    ) -> Result<Option<GameId>, Error> {
        self.0.closed_form(arena, position)
    }

    fn is_impartial(&self) -> bool {
        self.0.is_impartial()
    }
}

/// Makes the rules `$rules` (a [`MaskRules`]) the [`Ruleset`] of the usual positions
/// (`u64` masks); their [`Wide`] form is the ruleset of the wider ones.
macro_rules! narrow_ruleset {
    ($rules:ty) => {
        impl conway::partizan::Ruleset for $rules {
            type Position = <$rules as $crate::width::MaskRules>::Position<u64>;

            fn left_options(&self, position: &Self::Position) -> Vec<Self::Position> {
                $crate::width::MaskRules::left_options(self, position)
            }

            fn right_options(&self, position: &Self::Position) -> Vec<Self::Position> {
                $crate::width::MaskRules::right_options(self, position)
            }

            fn components(&self, position: &Self::Position) -> Vec<Self::Position> {
                $crate::width::MaskRules::components(self, position)
            }

            fn normalise(
                &self,
                position: &Self::Position,
            ) -> conway::partizan::Normalised<Self::Position> {
                $crate::width::MaskRules::normalise(self, position)
            }

            fn closed_form(
                &self,
                arena: &mut conway::partizan::Arena,
                position: &Self::Position,
            ) -> Result<Option<conway::partizan::GameId>, conway::partizan::Error> {
                $crate::width::MaskRules::closed_form(self, arena, position)
            }

            fn is_impartial(&self) -> bool {
                $crate::width::MaskRules::is_impartial(self)
            }
        }
    };
}
pub(crate) use narrow_ruleset;

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
