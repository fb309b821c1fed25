//! The memo tables of an [`Arena`](super::Arena): results of the operations on canonical
//! forms, kept so that each is computed once per arena (comparisons: once while they are
//! recent, the memo of `<=` being bounded).
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
use super::leq_memo::LeqMemo;
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
    /// Whether `g <= h`, for recent pairs that needed recursion (a memo of bounded size,
    /// which forgets the oldest answers: [`super::leq_memo`]).
    pub(crate) leq: LeqMemo,
    /// [`pair`]`(g, h)` with `g <= h` as ids ↦ `g + h` (addition commutes, so one order
    /// is kept).
    pub(crate) sum: FxMap<u64, GameId>,
    /// A game ↦ its thermograph (built from its options' thermographs).
    pub(crate) thermographs: FxMap<GameId, Arc<Thermograph>>,
    /// A game `G` and a number `x` ↦ the nim profile of `G` at `x`: for which `k`
    /// `x + *k <= G` and `x + *k >= G`.
    pub(crate) nim_profiles: FxMap<(GameId, Dyadic), Arc<NimProfile>>,
    /// [`pair`]`(g, h)` with `g <= h` as ids ↦ the left and right stops of `g + h` (stops are
    /// functions of the value; the sum is never built).
    pub(crate) sum_stops: FxMap<u64, (Dyadic, Dyadic)>,
    /// A game ↦ its reduced canonical form (a function of the value: the simplest game
    /// infinitesimally close to it).
    pub(crate) reduced: FxMap<GameId, GameId>,
    /// An all-small game ↦ its atomic weight (independent of the remote star used to
    /// compute it, by the atomic weight calculus).
    pub(crate) atomic_weights: FxMap<GameId, GameId>,
    /// A game ↦ whether it is all-small (a property of its canonical form, hence of its
    /// value).
    pub(crate) all_small: FxMap<GameId, bool>,
    /// An option node ↦ its birthday (read off its canonical form).
    pub(crate) birthdays: FxMap<GameId, u128>,
    /// [`pair`]`(g, t)` ↦ `g` heated by `t` (heating reads the canonical form of `g`, which
    /// its id names, and only the value of `t`).
    pub(crate) heated: FxMap<u64, GameId>,
    /// `(g, s, t)` ↦ `g` overheated from `s` to `t` (the canonical forms of `g` and `s`).
    pub(crate) overheated: FxMap<(GameId, GameId, GameId), GameId>,
    /// [`pair`]`(g, u)` ↦ the Norton product `g.u` (a function of the value of `g` and the
    /// canonical form of `u`).
    pub(crate) norton: FxMap<u64, GameId>,
    /// [`pair`]`(g, h)` ↦ the ordinal sum `g : h` (the canonical form of the base `g`, and
    /// the value of `h`).
    pub(crate) ordinal_sums: FxMap<u64, GameId>,
}
