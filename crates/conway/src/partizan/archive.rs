//! An archive: results a [`Solver`](super::Solver) keeps outside its own tables, so that a
//! later run (or another process) finds them instead of searching again — in practice a
//! database file (`conway --db FILE`, `conway_games::store`).
//!
//! The solver asks the archive only where its own tables missed: for the value (or
//! nim-value) of a normalised key before searching it, and for who wins a state of the
//! sum search before searching it. It gives the archive a result only when finding it
//! cost at least [`KEEP_WORK`] work steps (the subtree's search and the arena's work),
//! so that the archive holds the costly results — the ones worth a lookup — and not the
//! millions of cheap positions below them, and so that writing stays a small part of
//! the run.
//!
//! An archive answers for keys of one ruleset. It must give back exactly what it was
//! given for the same key (the solver trusts it as it trusts its tables): an archive
//! that cannot vouch for a record (a failed checksum, a value it cannot read) answers
//! `None` and reports the failure to its owner, never a guess.

use super::arena::{Arena, GameId};

/// The least cost, in work steps, of a result given to the archive.
pub const KEEP_WORK: u64 = 2_000;

/// A state of the sum search as the archive sees it: the hard components (normalised
/// keys, each negated if the component is the key's negative), the valued components and
/// the canonical sum `known` of the values already added. Its value is the sum of all
/// three; who wins it depends on nothing else. The order of `hard` and `values` is the
/// search's and carries no meaning (an archive should key the multisets).
#[derive(Clone, Copy, Debug)]
pub struct SumState<'a, P> {
    /// The hard components: a key, and whether the component is its negative.
    pub hard: &'a [(P, bool)],
    /// The valued components, canonical forms in the caller's arena.
    pub values: &'a [GameId],
    /// The canonical sum of the values already added.
    pub known: GameId,
}

/// Results kept outside a solver, for the positions of one ruleset.
pub trait Archive<P>: Send {
    /// The canonical form of the normalised key, if kept, built in `arena`.
    fn value(&mut self, arena: &mut Arena, key: &P) -> Option<GameId>;

    /// Keeps the canonical form of the normalised key.
    fn keep_value(&mut self, arena: &mut Arena, key: &P, value: GameId);

    /// The nim-value of the normalised key of an impartial ruleset, if kept.
    fn nim_value(&mut self, key: &P) -> Option<u32>;

    /// Keeps the nim-value of the normalised key.
    fn keep_nim_value(&mut self, key: &P, value: u32);

    /// Whether the player to move (Left if `left`) wins `state`, if kept.
    fn wins(&mut self, arena: &mut Arena, state: SumState<'_, P>, left: bool) -> Option<bool>;

    /// Keeps whether the player to move (Left if `left`) wins `state`.
    fn keep_wins(&mut self, arena: &mut Arena, state: SumState<'_, P>, left: bool, wins: bool);
}
