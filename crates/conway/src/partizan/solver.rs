//! The generic solver of a [`Ruleset`]: canonical forms, nim-values and outcomes of its
//! positions.
//!
//! **Values.** A position is the sum of its components ([`Ruleset::components`]); the
//! value of a component is looked up, in order, as a closed form, in the transposition
//! table under the component itself, and in the table under its normalised key
//! ([`Ruleset::normalise`], negated when the symmetry swaps the roles). Only a key found
//! nowhere is searched: its options are listed, each option's components valued the same
//! way, and the key's value is `{ values of Left's options | values of Right's options }`
//! reduced to canonical form by the [`Arena`] (Siegel, *Combinatorial Game Theory*, II.2).
//! Both the key and the component are then tabled, so the next visit of either costs a
//! hash lookup. A key's options are split into components and all of them looked up in
//! the table in one pass when the key is opened: the look-ups are independent, so the
//! processor overlaps their waits for memory (on Domineering 5x6 this took the table's
//! share of the time from 28% to 17%); a component not found then is looked up again
//! when its option is valued, since a sibling's search may have tabled it meanwhile.
//! The search keeps its own stack of frames on the heap: a position with a million moves
//! to the end of the game needs no deeper call stack than a small one.
//!
//! **Nim-values.** For an impartial ruleset the same search computes Grundy values:
//! a key's value is the mex of its options' values, a sum's the XOR of its parts'
//! (Sprague–Grundy; Siegel IV.1), with no canonical forms built. Several threads may
//! share one table of nim-values ([`Solver::nim_value_parallel`], [`super::parallel`]).
//!
//! **Outcomes, stopping early.** [`Solver::outcome`] and [`Solver::outcome_of_sum`]
//! decide who wins without valuing everything: a minimax search over sums that values
//! the small components and stops at the first winning move ([`super::sum_search`]).
//!
//! **Archive.** A solver may be given an [`Archive`] (a database of results of earlier
//! runs, see [`super::archive`]): a key its tables miss is looked up there before it is
//! searched, and a key whose search cost at least [`super::archive::KEEP_WORK`] work steps
//! is given to it.
//!
//! **Bounds.** [`Solver::with_position_limit`] bounds the positions a search may table;
//! the arena's work limit ([`Arena::with_work_limit`]) is charged one step per position
//! searched. A refused search leaves the tables consistent (only finished positions are
//! tabled), so the solver can be used again.

use super::archive::{Archive, KEEP_WORK};
use super::arena::{Arena, ArenaId, FxMap, GameId};
use super::cost_table::CostTable;
use super::dyadic::Dyadic;
use super::limits::Error;
use super::ops::Outcome;
use super::ruleset::{Normalised, Ruleset};
use super::sum_search::{SearchSettings, SumTables, Term};
use crate::progress::Progress;

/// The generic solver of a ruleset: its transposition tables and its bounds.
///
/// ```
/// use conway::partizan::{Arena, Ruleset, Solver};
///
/// /// Nim on one heap: either player takes any number of counters.
/// struct Nim;
///
/// impl Ruleset for Nim {
///     type Position = u32;
///     fn left_options(&self, &n: &u32) -> Vec<u32> {
///         (0..n).collect()
///     }
///     fn right_options(&self, &n: &u32) -> Vec<u32> {
///         (0..n).collect()
///     }
///     fn is_impartial(&self) -> bool {
///         true
///     }
/// }
///
/// let mut arena = Arena::new();
/// let mut solver = Solver::new(Nim);
/// let g = solver.value(&mut arena, &5).unwrap();
/// assert_eq!(arena.display(g), "*5");
/// assert_eq!(solver.nim_value(&mut arena, &5).unwrap(), 5);
/// ```
pub struct Solver<R: Ruleset> {
    pub(super) ruleset: R,
    /// The arena whose ids `values` and `sums` hold, once one has been used.
    pub(super) arena: Option<ArenaId>,
    pub(super) values: FxMap<R::Position, GameId>,
    /// Nim-values, bounded in memory ([`super::cost_table`]).
    pub(super) nim_values: CostTable<R::Position, u32>,
    /// The tables of the outcome search over sums.
    pub(super) sums: SumTables<R::Position>,
    pub(super) position_limit: Option<u64>,
    /// Results kept outside the tables, if any.
    pub(super) archive: Option<Box<dyn Archive<R::Position>>>,
}

impl<R: Ruleset> Solver<R> {
    /// A solver with empty tables and no bound of its own.
    pub fn new(ruleset: R) -> Solver<R> {
        Solver {
            ruleset,
            arena: None,
            values: FxMap::default(),
            nim_values: CostTable::new(SearchSettings::default().table_bytes, inline_only),
            sums: SumTables::default(),
            position_limit: None,
            archive: None,
        }
    }

    /// A solver that refuses with [`Error::PositionLimit`] a search that would make any
    /// of its tables hold more than `positions` positions.
    pub fn with_position_limit(ruleset: R, positions: u64) -> Solver<R> {
        Solver {
            position_limit: Some(positions),
            ..Solver::new(ruleset)
        }
    }

    /// Gives the solver an archive to consult and keep costly results in (`None`: none).
    pub fn set_archive(&mut self, archive: Option<Box<dyn Archive<R::Position>>>) {
        self.archive = archive;
    }

    /// The ruleset.
    pub fn ruleset(&self) -> &R {
        &self.ruleset
    }

    /// The number of positions in the tables of values, nim-values and outcomes.
    pub fn positions(&self) -> usize {
        self.values.len() + self.nim_values.len() + self.sums.len()
    }

    /// Empties the tables of game ids if they were filled in another arena than `arena`
    /// (there their ids name other games, or none), and keeps `arena` as theirs: a solver
    /// may be used with one arena after another, each time starting afresh.
    pub(super) fn use_arena(&mut self, arena: &Arena) {
        if self.arena != Some(arena.id()) {
            self.values.clear();
            self.sums.clear_ids();
            self.arena = Some(arena.id());
        }
    }

    /// The canonical form of a position.
    pub fn value(&mut self, arena: &mut Arena, position: &R::Position) -> Result<GameId, Error> {
        self.value_with_progress(arena, position, &mut |_, _| {})
    }

    /// The canonical form of a position, reporting `(done, total)` over the options of
    /// the position's parts as each is valued.
    pub fn value_with_progress(
        &mut self,
        arena: &mut Arena,
        position: &R::Position,
        progress: &mut Progress<'_>,
    ) -> Result<GameId, Error> {
        self.use_arena(arena);
        let zero = arena.zero();
        let mut valuation = Canonical { arena, zero };
        search(
            &self.ruleset,
            &mut self.values,
            self.position_limit,
            self.archive.as_deref_mut(),
            &mut valuation,
            position,
            progress,
        )
    }

    /// The nim-value (Grundy value) of a position of an impartial ruleset: its value is
    /// `*g`. Refused with [`Error::NotImpartial`] if the ruleset is not impartial. The
    /// arena serves the ruleset's closed forms and the work limit.
    pub fn nim_value(&mut self, arena: &mut Arena, position: &R::Position) -> Result<u32, Error> {
        if !self.ruleset.is_impartial() {
            return Err(Error::NotImpartial);
        }
        nim_search(
            &self.ruleset,
            &mut self.nim_values,
            self.position_limit,
            self.archive.as_deref_mut(),
            arena,
            position,
        )
    }

    /// The outcome class of a position, searching only until a winning move is found
    /// (by the sum search of [`Solver::outcome_of_sum`], which values the position's small
    /// components and searches the rest).
    pub fn outcome(&mut self, arena: &mut Arena, position: &R::Position) -> Result<Outcome, Error> {
        let terms = [Term::Position(position.clone())];
        Ok(self.outcome_of_sum(arena, &terms)?.outcome)
    }
}

/// Fails if a table of `len` positions may not grow under `limit`; charges the arena one
/// work step for the position and `per_move` per move listed from it (listing, hashing
/// and looking up each move is the search's work, priced by
/// [`Ruleset::work_per_option`]), and fails if its work limit is exceeded.
pub(super) fn check_limit(
    limit: Option<u64>,
    arena: &mut Arena,
    len: usize,
    moves: usize,
    per_move: u64,
) -> Result<(), Error> {
    if let Some(limit) = limit {
        if len as u64 >= limit {
            return Err(Error::PositionLimit(limit));
        }
    }
    arena.charge((moves as u64).saturating_mul(per_move).saturating_add(1));
    arena.check_work()
}

/// What a search computes: canonical forms or nim-values.
trait Valuation<R: Ruleset> {
    /// The value of a position.
    type Value: Copy;
    /// The arena (closed forms, work limit).
    fn arena(&mut self) -> &mut Arena;
    /// The value of the empty sum.
    fn zero(&mut self) -> Self::Value;
    /// The value of a sum.
    fn add(&mut self, a: Self::Value, b: Self::Value) -> Result<Self::Value, Error>;
    /// The value of the position with the roles swapped.
    fn negate(&mut self, a: Self::Value) -> Self::Value;
    /// Whether Right's options are listed separately from Left's.
    fn needs_right_options(&self) -> bool;
    /// The value of a position from its options' values (Right's empty if not listed).
    fn node(&mut self, left: &[Self::Value], right: &[Self::Value]) -> Result<Self::Value, Error>;
    /// The value from a closed form of the ruleset.
    fn closed_form(&mut self, ruleset: &R, p: &R::Position) -> Result<Option<Self::Value>, Error>;
    /// The value of a normalised key kept in the archive.
    fn recall(
        &mut self,
        archive: &mut dyn Archive<R::Position>,
        key: &R::Position,
    ) -> Option<Self::Value>;
    /// Gives the archive the value of a normalised key.
    fn keep(&mut self, archive: &mut dyn Archive<R::Position>, key: &R::Position, v: Self::Value);
}

/// Canonical forms in an arena.
struct Canonical<'a> {
    arena: &'a mut Arena,
    /// The id of `0`, the start of every sum (found once, not at every option).
    zero: GameId,
}

impl<R: Ruleset> Valuation<R> for Canonical<'_> {
    type Value = GameId;
    fn arena(&mut self) -> &mut Arena {
        self.arena
    }
    fn zero(&mut self) -> GameId {
        self.zero
    }
    fn add(&mut self, a: GameId, b: GameId) -> Result<GameId, Error> {
        if a == self.zero {
            return Ok(b); // an option's first part: no interning of a sum
        }
        self.arena.sum(a, b)
    }
    fn negate(&mut self, a: GameId) -> GameId {
        self.arena.neg(a)
    }
    fn needs_right_options(&self) -> bool {
        true
    }
    fn node(&mut self, left: &[GameId], right: &[GameId]) -> Result<GameId, Error> {
        self.arena.game(left, right)
    }
    fn closed_form(&mut self, ruleset: &R, p: &R::Position) -> Result<Option<GameId>, Error> {
        ruleset.closed_form(self.arena, p)
    }
    fn recall(
        &mut self,
        archive: &mut dyn Archive<R::Position>,
        key: &R::Position,
    ) -> Option<GameId> {
        archive.value(self.arena, key)
    }
    fn keep(&mut self, archive: &mut dyn Archive<R::Position>, key: &R::Position, v: GameId) {
        archive.keep_value(self.arena, key, v);
    }
}

/// Grundy values of an impartial ruleset.
struct Grundy<'a> {
    arena: &'a mut Arena,
}

impl<R: Ruleset> Valuation<R> for Grundy<'_> {
    type Value = u32;
    fn arena(&mut self) -> &mut Arena {
        self.arena
    }
    fn zero(&mut self) -> u32 {
        0
    }
    fn add(&mut self, a: u32, b: u32) -> Result<u32, Error> {
        Ok(a ^ b)
    }
    fn negate(&mut self, a: u32) -> u32 {
        a
    }
    fn needs_right_options(&self) -> bool {
        false
    }
    fn node(&mut self, left: &[u32], _right: &[u32]) -> Result<u32, Error> {
        Ok(mex(left))
    }
    fn closed_form(&mut self, ruleset: &R, p: &R::Position) -> Result<Option<u32>, Error> {
        let Some(g) = ruleset.closed_form(self.arena, p)? else {
            return Ok(None);
        };
        match self.arena.as_nus(g) {
            Some(n) if n.number == Dyadic::ZERO && n.ups == 0 => Ok(Some(n.nim)),
            _ => Err(Error::NotImpartial),
        }
    }
    fn recall(&mut self, archive: &mut dyn Archive<R::Position>, key: &R::Position) -> Option<u32> {
        archive.nim_value(key)
    }
    fn keep(&mut self, archive: &mut dyn Archive<R::Position>, key: &R::Position, v: u32) {
        archive.keep_nim_value(key, v);
    }
}

/// The nim-value of `position` of an impartial ruleset, searched with `table` (the
/// search of [`Solver::nim_value`], for a table shared by threads).
pub(super) fn nim_search<R: Ruleset>(
    ruleset: &R,
    table: &mut impl Table<R::Position, u32>,
    limit: Option<u64>,
    archive: Option<&mut (dyn Archive<R::Position> + 'static)>,
    arena: &mut Arena,
    position: &R::Position,
) -> Result<u32, Error> {
    let mut valuation = Grundy { arena };
    search(
        ruleset,
        table,
        limit,
        archive,
        &mut valuation,
        position,
        &mut |_, _| {},
    )
}

/// The least value not in `values`.
fn mex(values: &[u32]) -> u32 {
    let mut seen = vec![false; values.len() + 1];
    for &v in values {
        if let Some(slot) = seen.get_mut(v as usize) {
            *slot = true;
        }
    }
    seen.iter().position(|&s| !s).unwrap_or(values.len()) as u32
}

/// Where a search keeps the values it has found: the solver's own map, or a table shared
/// by threads ([`super::parallel`]). Only finished values are inserted, and a position's
/// value depends on the position alone, so any thread may use any entry.
pub(super) trait Table<P, V> {
    /// The value kept for `position`, if any.
    fn get(&self, position: &P) -> Option<V>;
    /// Keeps the value of `position`, whose computation took `work` steps.
    fn insert(&mut self, position: P, value: V, work: u64);
    /// The number of positions kept.
    fn len(&self) -> usize;
    /// Where this searcher starts among the `count` options of a position (it takes
    /// them in a cycle from there): threads sharing a table start apart.
    fn first_option(&self, _count: usize) -> usize {
        0
    }
    /// Whether the search should stop ([`Error::Interrupted`]): another thread has
    /// finished it.
    fn stopped(&self) -> bool {
        false
    }
    /// Whether another thread is searching `key` now. Otherwise the caller is about to
    /// search it, and says so to the other threads.
    fn searched_elsewhere(&mut self, _key: &P) -> bool {
        false
    }
}

impl<P: Eq + std::hash::Hash, V: Copy> Table<P, V> for FxMap<P, V> {
    fn get(&self, position: &P) -> Option<V> {
        FxMap::get(self, position).copied()
    }
    fn insert(&mut self, position: P, value: V, _work: u64) {
        FxMap::insert(self, position, value);
    }
    fn len(&self) -> usize {
        FxMap::len(self)
    }
}

impl<P: Eq + std::hash::Hash, V: Copy> Table<P, V> for CostTable<P, V> {
    fn get(&self, position: &P) -> Option<V> {
        CostTable::get(self, position).copied()
    }
    fn insert(&mut self, position: P, value: V, work: u64) {
        CostTable::insert(self, position, value, work);
    }
    fn len(&self) -> usize {
        CostTable::len(self)
    }
}

/// The heap bytes the nim-value table counts for a position: none (a position is
/// counted by its own size; see [`Solver::set_table_bytes`]).
pub(super) fn inline_only<P>(_: &P) -> usize {
    0
}

/// Buffers kept for the next frames: a finished frame's vectors, emptied, and the
/// vector a ruleset splits an option into, so that opening a frame allocates nothing once
/// the search is under way.
struct Spare<P, V> {
    buffers: Vec<FrameBuffers<P, V>>,
    components: Vec<P>,
}

/// A frame's `parts`, `counts` and `values`.
type FrameBuffers<P, V> = (Vec<(P, Option<V>)>, Vec<usize>, Vec<V>);

impl<P, V> Default for Spare<P, V> {
    fn default() -> Self {
        Spare {
            buffers: Vec::new(),
            components: Vec::new(),
        }
    }
}

impl<P, V> Spare<P, V> {
    /// Keeps a finished frame's vectors, emptied.
    fn keep(&mut self, mut parts: Vec<(P, Option<V>)>, mut counts: Vec<usize>, mut values: Vec<V>) {
        parts.clear();
        counts.clear();
        values.clear();
        self.buffers.push((parts, counts, values));
    }
}

/// A normalised key being searched.
struct Frame<P, V> {
    key: P,
    /// The components of Left's options, then of Right's, option after option, each with
    /// the value the table held for it when the frame was opened.
    parts: Vec<(P, Option<V>)>,
    /// How many of `parts` each option has (one entry per option).
    counts: Vec<usize>,
    /// How many options are Left's.
    left_count: usize,
    /// The values of the options finished so far.
    values: Vec<V>,
    /// Where the option being valued starts in `parts`.
    first_part: usize,
    /// Whether an option is being valued: how many of its components are summed in
    /// `partial`.
    valuing: bool,
    summed: usize,
    partial: V,
    /// Whether the key searched by the frame above is the negative of the component.
    child_negated: bool,
    /// How many times an option was put off because another thread was searching one of
    /// its components (at most as many times as the frame has options, so the frame
    /// always finishes).
    deferred: usize,
    /// The arena's work count when the frame was opened (the key's cost is the work
    /// done until it is finished).
    work_at_open: u64,
}

impl<P, V> Frame<P, V> {
    /// Takes the option being valued up again after the frame's other options of the
    /// same player (its components move with it).
    fn defer_current_option(&mut self) {
        let current = self.values.len();
        let end = if current < self.left_count {
            self.left_count
        } else {
            self.counts.len()
        };
        let span: usize = self.counts[current..end].iter().sum();
        self.parts[self.first_part..self.first_part + span].rotate_left(self.counts[current]);
        self.counts[current..end].rotate_left(1);
        self.deferred += 1;
        self.valuing = false;
    }
}

/// The value of `position`: the sum of its components' values, each found or searched.
fn search<R: Ruleset, V: Valuation<R>>(
    ruleset: &R,
    table: &mut impl Table<R::Position, V::Value>,
    limit: Option<u64>,
    mut archive: Option<&mut (dyn Archive<R::Position> + 'static)>,
    valuation: &mut V,
    position: &R::Position,
    progress: &mut Progress<'_>,
) -> Result<V::Value, Error> {
    let mut total = valuation.zero();
    for component in ruleset.components(position) {
        let value = component_value(
            ruleset,
            table,
            limit,
            archive.as_deref_mut(),
            valuation,
            &component,
            progress,
        )?;
        total = valuation.add(total, value)?;
    }
    Ok(total)
}

/// A component's value if known without searching (a closed form, the table, the
/// archive), or the key to search and whether the component is its negative.
fn lookup<R: Ruleset, V: Valuation<R>>(
    ruleset: &R,
    table: &mut impl Table<R::Position, V::Value>,
    archive: Option<&mut (dyn Archive<R::Position> + 'static)>,
    valuation: &mut V,
    component: &R::Position,
) -> Result<Result<V::Value, Normalised<R::Position>>, Error> {
    if let Some(v) = valuation.closed_form(ruleset, component)? {
        return Ok(Ok(v));
    }
    if let Some(v) = table.get(component) {
        return Ok(Ok(v));
    }
    let normalised = ruleset.normalise(component);
    let mut known = table.get(&normalised.key);
    if known.is_none() {
        if let Some(archive) = archive {
            known = valuation.recall(archive, &normalised.key);
            if let Some(v) = known {
                table.insert(normalised.key.clone(), v, KEEP_WORK);
            }
        }
    }
    match known {
        Some(v) => {
            let v = if normalised.negated {
                valuation.negate(v)
            } else {
                v
            };
            // a copy under the component's own name: cheap to find again from the key
            table.insert(component.clone(), v, 0);
            Ok(Ok(v))
        }
        None => Ok(Err(normalised)),
    }
}

/// The value of one component, searching with an explicit stack of frames.
fn component_value<R: Ruleset, V: Valuation<R>, T: Table<R::Position, V::Value>>(
    ruleset: &R,
    table: &mut T,
    limit: Option<u64>,
    mut archive: Option<&mut (dyn Archive<R::Position> + 'static)>,
    valuation: &mut V,
    component: &R::Position,
    progress: &mut Progress<'_>,
) -> Result<V::Value, Error> {
    let root = match lookup(ruleset, table, archive.as_deref_mut(), valuation, component)? {
        Ok(v) => return Ok(v),
        Err(normalised) => normalised,
    };
    // `pending`: the frames open, each a position the table will hold when it is done
    let open = |key: R::Position,
                valuation: &mut V,
                table: &T,
                pending: usize,
                spare: &mut Spare<R::Position, V::Value>| {
        if table.stopped() {
            return Err(Error::Interrupted);
        }
        let mut left = ruleset.left_options(&key);
        let left_count = left.len();
        left.rotate_left(table.first_option(left_count));
        let right = if valuation.needs_right_options() {
            ruleset.right_options(&key)
        } else {
            Vec::new()
        };
        let per_move = ruleset.work_per_option(&key);
        check_limit(
            limit,
            valuation.arena(),
            table.len() + pending,
            left_count + right.len(),
            per_move,
        )?;
        // Every option's components, then their values in the table, looked up in one
        // pass: the look-ups do not depend on each other, so the processor overlaps
        // their accesses to memory instead of waiting for each in turn.
        let (mut parts, mut counts, values) = spare.buffers.pop().unwrap_or_default();
        for option in left.iter().chain(&right) {
            ruleset.components_into(option, &mut spare.components);
            counts.push(spare.components.len());
            parts.extend(spare.components.drain(..).map(|c| (c, None)));
        }
        for (component, known) in &mut parts {
            *known = table.get(component);
        }
        let partial = valuation.zero();
        let work_at_open = valuation.arena().work();
        Ok::<_, Error>(Frame {
            work_at_open,
            values,
            key,
            parts,
            counts,
            left_count,
            first_part: 0,
            valuing: false,
            summed: 0,
            partial,
            child_negated: false,
            deferred: 0,
        })
    };
    let mut spare = Spare::default();
    let mut stack = vec![open(root.key, valuation, table, 0, &mut spare)?];
    loop {
        let top = stack
            .last_mut()
            .expect("the stack is not empty in the loop");
        if top.valuing {
            let count = top.counts[top.values.len()];
            if top.summed < count {
                let (component, known) = &top.parts[top.first_part + top.summed];
                let found = match known {
                    Some(v) => Ok(*v),
                    None => lookup(ruleset, table, archive.as_deref_mut(), valuation, component)?,
                };
                match found {
                    Ok(v) => {
                        top.partial = valuation.add(top.partial, v)?;
                        top.summed += 1;
                    }
                    Err(normalised)
                        if top.deferred < top.counts.len()
                            && table.searched_elsewhere(&normalised.key) =>
                    {
                        // Another thread is searching this component.
                        top.defer_current_option();
                    }
                    Err(normalised) => {
                        top.child_negated = normalised.negated;
                        let child =
                            open(normalised.key, valuation, table, stack.len(), &mut spare)?;
                        stack.push(child);
                    }
                }
            } else {
                top.values.push(top.partial);
                top.first_part += count;
                top.valuing = false;
                if stack.len() == 1 {
                    progress(stack[0].values.len() as u64, stack[0].counts.len() as u64);
                }
            }
            continue;
        }
        if top.values.len() < top.counts.len() {
            top.partial = valuation.zero();
            top.summed = 0;
            top.valuing = true;
            continue;
        }
        let done = stack.pop().expect("the top frame exists");
        let (left, right) = done.values.split_at(done.left_count);
        let value = valuation.node(left, right)?;
        let cost = valuation.arena().work() - done.work_at_open;
        if let Some(archive) = archive.as_deref_mut() {
            if cost >= KEEP_WORK {
                valuation.keep(archive, &done.key, value);
            }
        }
        table.insert(done.key, value, cost);
        spare.keep(done.parts, done.counts, done.values);
        let Some(parent) = stack.last_mut() else {
            return Ok(if root.negated {
                valuation.negate(value)
            } else {
                value
            });
        };
        let value = if parent.child_negated {
            valuation.negate(value)
        } else {
            value
        };
        let component = &parent.parts[parent.first_part + parent.summed].0;
        table.insert(component.clone(), value, 0);
        parent.partial = valuation.add(parent.partial, value)?;
        parent.summed += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::{Arena, Frame, Ruleset, Solver};
    use crate::partizan::sum_search::Term;

    /// A heap that Left reduces by 1 or 2 and Right by 2.
    struct Takeaway;

    impl Ruleset for Takeaway {
        type Position = u32;
        fn left_options(&self, &n: &u32) -> Vec<u32> {
            (1..=2).filter(|&k| k <= n).map(|k| n - k).collect()
        }
        fn right_options(&self, &n: &u32) -> Vec<u32> {
            if n >= 2 {
                vec![n - 2]
            } else {
                vec![]
            }
        }
    }

    /// A solver used with one arena and then another values positions in the second as
    /// a fresh solver does: its tables of ids from the first are not read there.
    #[test]
    fn a_solver_used_with_another_arena_starts_afresh() {
        let mut solver = Solver::new(Takeaway);
        let mut first = Arena::new();
        let big = solver.value(&mut first, &40).unwrap();
        let mut second = Arena::new();
        // ids the second arena has never given out, or gives to other games
        second.integer(7);
        for n in [40, 39, 3] {
            let reused = solver.value(&mut second, &n).unwrap();
            let fresh = Solver::new(Takeaway).value(&mut second, &n).unwrap();
            assert_eq!(reused, fresh, "heap {n}");
        }
        let sum = [Term::Position(40), Term::Position(3)];
        let outcome = solver.outcome_of_sum(&mut first, &sum).unwrap().outcome;
        let three = solver.value(&mut first, &3).unwrap();
        let whole = first.sum(big, three).unwrap();
        let expected = first.outcome(whole);
        assert_eq!(outcome, expected);
    }

    /// A frame over options with components `a`, `b b`, `c c c` (Left's) and `d d`
    /// (Right's), valuing the one with index `current`.
    fn frame(current: usize) -> Frame<char, u32> {
        let counts = vec![1, 2, 3, 2];
        Frame {
            key: 'k',
            parts: "abbcccdd".chars().map(|c| (c, None)).collect(),
            first_part: counts[..current].iter().sum(),
            counts,
            left_count: 3,
            values: vec![0; current],
            valuing: true,
            summed: 0,
            partial: 0,
            child_negated: false,
            deferred: 0,
            work_at_open: 0,
        }
    }

    fn layout(f: &Frame<char, u32>) -> (String, Vec<usize>) {
        (f.parts.iter().map(|p| p.0).collect(), f.counts.clone())
    }

    /// A deferred option moves, with all its components, after the other options of the
    /// same player, and the next option starts where it started.
    #[test]
    fn a_deferred_option_moves_with_its_components_after_its_players_others() {
        let mut f = frame(1);
        f.defer_current_option();
        assert_eq!(layout(&f), ("acccbbdd".into(), vec![1, 3, 2, 2]));
        assert_eq!((f.first_part, f.deferred, f.valuing), (1, 1, false));
        let mut f = frame(0);
        f.defer_current_option();
        assert_eq!(layout(&f), ("bbcccadd".into(), vec![2, 3, 1, 2]));
        // the last of Left's options, and Right's only option, stay where they are
        let mut f = frame(2);
        f.defer_current_option();
        assert_eq!(layout(&f), ("abbcccdd".into(), vec![1, 2, 3, 2]));
        let mut f = frame(3);
        f.defer_current_option();
        assert_eq!(layout(&f), ("abbcccdd".into(), vec![1, 2, 3, 2]));
    }
}
