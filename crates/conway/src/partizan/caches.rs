//! The memo tables of an [`Arena`](super::Arena): results of the operations on canonical
//! forms, kept so that each is computed once per arena.
//!
//! Why remembering is sound: an arena is append-only and hash-conses canonical forms, so
//! a [`GameId`] names one game value for the arena's whole life, and distinct ids name
//! distinct values (Siegel, *Combinatorial Game Theory*, II.2.7: equal games have the
//! same canonical form). Every table below maps ids (and dyadic numbers) to something
//! that depends on the values alone, never on how they were reached, so a stored answer
//! stays true. An entry is stored only once its value is complete: an operation refused
//! on the way (a work or size limit, a number leaving the exact range) returns before it
//! stores anything, so a refusal is never remembered and a later call computes afresh.
//! A hit costs no work step: the work count measures computation, not look-ups.

use super::arena::{FxMap, GameId, OptionPair};
use super::dyadic::Dyadic;
use super::nim_profile::NimProfile;
use super::thermograph::Thermograph;
use std::sync::Arc;

/// The key of a per-pair table: `(a, b)` packed into one word (ordered: `(a, b)` and
/// `(b, a)` are different keys).
pub(crate) fn pair(a: GameId, b: GameId) -> u64 {
    (u64::from(a.0) << 32) | u64::from(b.0)
}

/// The memo tables of an arena (module documentation).
#[derive(Default)]
pub(crate) struct Caches {
    /// A closed form `x + n.^ + *m` ↦ its canonical left and right options, listed on
    /// demand (they are fixed by the value, by formula: see `nus::expansion`).
    pub(crate) nus_options: FxMap<GameId, OptionPair>,
    /// [`pair`]`(g, h)` ↦ whether `g <= h`, for the pairs that needed recursion.
    pub(crate) leq: FxMap<u64, bool>,
    /// [`pair`]`(g, h)` with `g <= h` as ids ↦ `g + h` (addition commutes, so one order
    /// is kept).
    pub(crate) sum: FxMap<u64, GameId>,
    /// A game ↦ its thermograph (built from its options' thermographs).
    pub(crate) thermographs: FxMap<GameId, Arc<Thermograph>>,
    /// A game `G` and a number `x` ↦ the nim profile of `G` at `x`: for which `k`
    /// `x + *k <= G` and `x + *k >= G`.
    pub(crate) nim_profiles: FxMap<(GameId, Dyadic), Arc<NimProfile>>,
}
