//! The weight of a transition along one row of a layer, and its tables.
//!
//! Along a row only the last count `x` varies, so the weight of a transition (see
//! [`transition`](super::transition)) from the entry at `x` splits as
//! `coefficient * ways * prod (x + add)`: the coefficient gathers the factors on the other
//! counts and is fixed along the row, and the factors on `x` are those of the new
//! components of the last type. The common shapes (one, a constant, a table) have their own
//! variants, so that applying a weight takes a single branch, matched once per run of
//! entries. The factors on `x`, `ways * prod (x + add)`, are tabulated once per transition
//! for every `x` of a row while the tables stay small ([`MAX_WEIGHT_TABLES`]); beyond,
//! they are computed per entry, in 64 bits while the product fits and one factor at a time
//! in the arithmetic otherwise.

use super::layout::Layout;
use super::transition::Transition;
use crate::count::Arithmetic;

/// The weight of a transition at `x` along one row: `coefficient * ways * prod (x + add)`.
pub(super) enum Weight<'t, A: Arithmetic> {
    /// One.
    One,
    /// No factor on `x`.
    Constant(A::Value),
    /// The factors on `x` tabulated for every `x` (the ways included), coefficient one.
    Table(&'t [A::Value]),
    /// Anything else: the factors on `x` tabulated (ways included) or computed per entry
    /// (ways in the coefficient).
    General {
        table: Option<&'t [A::Value]>,
        adds: &'t [(usize, u64)],
        coefficient: A::Value,
    },
}

impl<'t, A: Arithmetic> Weight<'t, A> {
    /// The shape of `coefficient * table(x)` (the table holds the ways), or of
    /// `coefficient * prod (x + add)` over `adds` without a table (the coefficient holds the
    /// ways).
    pub(super) fn new(
        arith: &A,
        table: Option<&'t [A::Value]>,
        adds: &'t [(usize, u64)],
        coefficient: A::Value,
    ) -> Weight<'t, A> {
        match (table, adds.is_empty(), coefficient == arith.one()) {
            (None, true, true) => Weight::One,
            (None, true, false) => Weight::Constant(coefficient),
            (Some(table), _, true) => Weight::Table(table),
            (table, _, _) => Weight::General {
                table,
                adds,
                coefficient,
            },
        }
    }

    /// `v * weight(x)`.
    #[inline(always)]
    pub(super) fn term(&self, arith: &A, x: u64, v: &A::Value) -> A::Value {
        match self {
            Weight::One => v.clone(),
            Weight::Constant(c) => arith.mul(v, c),
            Weight::Table(table) => arith.mul(v, &table[x as usize]),
            Weight::General {
                table,
                adds,
                coefficient,
            } => general_term(arith, *table, adds, coefficient, x, v),
        }
    }

    /// Adds [`Self::term`] for every other entry of a run: `sources[2i]` (at `x = first +
    /// 2i`) into `targets[2i]`. The shape is matched once, outside the loop.
    pub(super) fn accumulate_every_other(
        &self,
        arith: &A,
        first: usize,
        sources: &[A::Value],
        targets: &mut [A::Value],
    ) {
        let pairs = targets.iter_mut().step_by(2).zip(sources.iter().step_by(2));
        match self {
            Weight::One => pairs.for_each(|(t, v)| *t = arith.add(t, v)),
            Weight::Constant(c) => pairs.for_each(|(t, v)| *t = arith.mul_add(t, v, c)),
            Weight::Table(table) => pairs
                .zip(table[first..].iter().step_by(2))
                .for_each(|((t, v), w)| *t = arith.mul_add(t, v, w)),
            Weight::General {
                table,
                adds,
                coefficient,
            } => pairs
                .zip((first as u64..).step_by(2))
                .for_each(|((t, v), x)| {
                    let term = general_term(arith, *table, adds, coefficient, x, v);
                    *t = arith.add(t, &term)
                }),
        }
    }
}

/// `v * weight(x)` for the [`Weight::General`] shape.
#[inline(always)]
fn general_term<A: Arithmetic>(
    arith: &A,
    table: Option<&[A::Value]>,
    adds: &[(usize, u64)],
    coefficient: &A::Value,
    x: u64,
    v: &A::Value,
) -> A::Value {
    let on_x = match table {
        Some(table) => arith.mul(v, &table[x as usize]),
        None => weigh(arith, adds, x, v),
    };
    arith.mul(&on_x, coefficient)
}

/// `v * prod (x + add)` over the factors `adds`.
#[inline(always)]
fn weigh<A: Arithmetic>(arith: &A, adds: &[(usize, u64)], x: u64, v: &A::Value) -> A::Value {
    let weight = adds
        .iter()
        .try_fold(1u64, |w, &(_, add)| w.checked_mul(x.checked_add(add)?));
    match weight {
        Some(1) => v.clone(),
        Some(w) => arith.mul(v, &arith.from_u64(w)),
        None => weigh_factor_by_factor(arith, adds, x, v),
    }
}

/// [`weigh`] one factor at a time, for products beyond 64 bits.
#[cold]
fn weigh_factor_by_factor<A: Arithmetic>(
    arith: &A,
    adds: &[(usize, u64)],
    x: u64,
    v: &A::Value,
) -> A::Value {
    adds.iter().fold(v.clone(), |acc, &(_, add)| {
        arith.mul(&acc, &arith.from_u64(x + add))
    })
}

/// The last-slot weights `ways * prod (x + add)` of each transition for every `x` of a row,
/// while the tables hold at most this many values in all (beyond, weights are computed per
/// entry).
pub(super) const MAX_WEIGHT_TABLES: usize = 1 << 22;

/// The weight tables of `transitions`, while they hold at most `*budget` values in all.
pub(super) fn weight_tables<A: Arithmetic>(
    arith: &A,
    layout: &Layout,
    transitions: &[Transition],
    budget: &mut usize,
) -> Vec<Option<Vec<A::Value>>> {
    let row_len = layout.row_len();
    transitions
        .iter()
        .map(|t| {
            let adds = t.last_adds(layout.row_slot());
            if adds.is_empty() || row_len > *budget {
                return None;
            }
            *budget -= row_len;
            let ways = t
                .constants
                .iter()
                .fold(arith.one(), |acc, &w| arith.mul(&acc, &arith.from_u64(w)));
            Some(
                (0..row_len as u64)
                    .map(|x| weigh(arith, adds, x, &ways))
                    .collect(),
            )
        })
        .collect()
}
