//! The board rulesets as one type, for their wide forms (boards of 65 to 128 cells):
//! [`AnyBoard`] names a board game of the registry and follows its rules, so that the
//! generic solver's code is made once for `Wide<AnyBoard>` instead of once per game, and
//! [`position_solver`] gives the registry's solver of a board game, which reads a board
//! with the usual width when it fits and with the wide one otherwise (see
//! [`crate::width`], where the two widths are explained).
//!
//! ```
//! use conway::partizan::{Arena, Solver};
//! use conway_games::grid::clobber;
//! use conway_games::grid::wide::AnyBoard;
//! use conway_games::width::Wide;
//! let mut arena = Arena::new();
//! let text = format!("xoo{}", ".".repeat(70)); // 73 cells
//! let board = clobber::parse::<u128>(&text).unwrap();
//! let g = Solver::new(Wide(AnyBoard::Clobber)).value(&mut arena, &board).unwrap();
//! assert_eq!(arena.display(g), "v");
//! let narrow = clobber::parse::<u64>(&text).unwrap_err();
//! assert_eq!(narrow.0, "a board has at most 64 cells");
//! ```

use conway::partizan::{Arena, Error, GameId, Normalised, Ruleset};

use crate::bitset::Mask;
use crate::contract::{self, Parser, PositionSolver, Variant};
use crate::grid::Grid;
use crate::width::{by_size, MaskRules, Wide};

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

impl MaskRules for AnyBoard {
    type Position<M: Mask> = Grid<M>;

    fn left_options<M: Mask>(&self, board: &Grid<M>) -> Vec<Grid<M>> {
        with_rules!(self, rules => MaskRules::left_options(&rules, board))
    }

    fn right_options<M: Mask>(&self, board: &Grid<M>) -> Vec<Grid<M>> {
        with_rules!(self, rules => MaskRules::right_options(&rules, board))
    }

    fn components<M: Mask>(&self, board: &Grid<M>) -> Vec<Grid<M>> {
        with_rules!(self, rules => MaskRules::components(&rules, board))
    }

    fn normalise<M: Mask>(&self, board: &Grid<M>) -> Normalised<Grid<M>> {
        with_rules!(self, rules => MaskRules::normalise(&rules, board))
    }

    fn closed_form<M: Mask>(
        &self,
        arena: &mut Arena,
        board: &Grid<M>,
    ) -> Result<Option<GameId>, Error> {
        with_rules!(self, rules => MaskRules::closed_form(&rules, arena, board))
    }

    fn is_impartial(&self) -> bool {
        with_rules!(self, rules => MaskRules::is_impartial(&rules))
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
