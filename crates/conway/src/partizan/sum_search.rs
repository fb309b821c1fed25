//! Who wins a sum of positions: a minimax search over the sum that values the small
//! components and searches only the large ones.
//!
//! **The game searched.** A sum `G_1 + ... + G_k` is won by the player to move iff some
//! move, in some component, leaves a sum that the opponent loses moving first (Siegel,
//! *Combinatorial Game Theory*, I.1.2; the sum's options are the components' options,
//! II.1). The search keeps a sum as a **state**: a multiset of *hard* components, each a
//! normalised key of the ruleset with a sign ([`Ruleset::normalise`]; `-G` is `G` with the
//! roles swapped), a multiset of *valued* components, each a canonical form, and one
//! canonical game `K`, the sum of the values that were cheap to add. The state is equal,
//! as a game, to the sum it stands for, so it has the same outcome: a game may be
//! replaced in any sum by an equal one (Siegel II.1.13), and a canonical form is equal to
//! the position it was found from. Moves in a valued component or in `K` are moves to
//! its canonical options, the options of an equal game.
//!
//! **Simplifying a state** (the idea of the Alberta solver MCGS, *Minimax Combinatorial
//! Game Solver*, which replaces subgames by a simplest equal game before searching):
//! * every component that a move leaves is split further ([`Ruleset::components`]);
//! * a component whose value is found within the *valuing budget* (below) is valued, and
//!   its value is added into `K` if that sum takes at most [`SUM_BUDGET`] steps (numbers,
//!   nimbers, ups and most small games so meet in one canonical form, summed exactly by
//!   the arena); a value whose sum with `K` would cost more stays a valued component, as
//!   summing many all-small or hot values makes `K` large and every later sum costly;
//! * a component and its negative cancel, `G + (-G) = 0` (Siegel II.1.7); for an
//!   impartial ruleset two equal components cancel, since `G = -G` there;
//! * a state with neither hard nor valued components is decided by the outcome of `K`,
//!   without search.
//!
//! **The valuing budget.** Valuing a large component costs far more than finding who wins
//! the sum it is in (a 3x6 Clobber board has a huge canonical form, found from every
//! position below it), while a small component costs less to value once than to search
//! in every sum it meets. The search cannot know which is which in advance, so it bounds
//! the work spent valuing by the work spent searching: an attempt to value a component
//! may use at most the credit left, [`VALUING_CREDIT`] steps (or the solver's own,
//! [`Solver::set_valuing_credit`]) plus the steps searched so
//! far minus the steps already spent valuing; a component refused by its attempt is
//! retried only when twice that budget is available (iterative deepening), at the next
//! state the search opens with it: a component of the starting sum that no move has
//! touched is valued as soon as the search has earned the credit, and the states below
//! are then searched in its canonical form. Valuing thus
//! at most doubles the work of a plain search (plus the initial credit), while every
//! component that is cheap to value is valued. What an attempt finished is tabled by the
//! solver, so a failed attempt still helps the next one.
//!
//! **The search** is a depth-first minimax over states with a transposition table of
//! `(state, player to move) -> wins` (bounded in memory: past its budget it forgets the
//! states whose decision cost the least work, `win_table`), and an explicit stack of frames (a game of a
//! million moves needs no deeper call stack than a short one). A frame lists the moves in
//! the hard components first, then those in the valued parts, hottest first
//! (temperature-guided ordering: in a sum of hot games a best move is usually in the
//! hottest; Berlekamp, *The economist's view of combinatorial games*, 1996). Before
//! descending, it looks for a child already known to lose for the opponent: one decided
//! by `K` or found in the table (an *enhanced transposition cutoff*).
//!
//! **Archive.** A solver with an archive ([`super::archive`], a database) looks a state
//! its table misses up there before opening a frame for it, and gives the archive every
//! state whose decision cost at least [`super::archive::KEEP_WORK`] work steps: a run
//! stopped half-way leaves the costly subtrees it finished for the next run.

use super::archive::{SumState, KEEP_WORK};
use super::arena::{Arena, FxMap, GameId};
use super::cost_table::{vec_heap_bytes, Footprint};
use super::dyadic::Dyadic;
use super::limits::Error;
use super::ops::Outcome;
use super::ruleset::{Normalised, Ruleset};
use super::solver::{check_limit, Solver};
use super::win_table::WinTable;
use rustc_hash::FxHasher;
use smallvec::SmallVec;
use std::cmp::Reverse;
use std::collections::hash_map::Entry;
use std::hash::{Hash, Hasher};

/// The valuing credit a search starts with, in work steps (see the module documentation).
pub const VALUING_CREDIT: u64 = 20_000;

/// The smallest budget worth an attempt to value a component, in work steps.
const SMALLEST_ATTEMPT: u64 = 64;

/// The most work steps spent adding a value into `K` (see the module documentation); a value whose sum with `K` costs
/// more is kept as a component of the state (a large `K` makes every later sum costly).
pub const SUM_BUDGET: u64 = 20;

/// A term of a sum whose outcome is asked: a position of the ruleset, or a game valued
/// otherwise (a game literal, a position of another ruleset).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Term<P> {
    /// A position of the ruleset.
    Position(P),
    /// A canonical form.
    Game(GameId),
}

/// A winning move in a sum: the term moved in and what it becomes (a position's option,
/// or a canonical option of a game).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WinningMove<P> {
    /// The index of the term moved in.
    pub term: usize,
    /// The term after the move.
    pub to: Term<P>,
}

/// The outcome of a sum, with a winning move for each player who wins moving first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SumOutcome<P> {
    /// The outcome class.
    pub outcome: Outcome,
    /// A winning first move for Left, if Left wins moving first.
    pub left_move: Option<WinningMove<P>>,
    /// A winning first move for Right, if Right wins moving first.
    pub right_move: Option<WinningMove<P>>,
    /// The work steps this call spent searching (valuing not included).
    pub searched: u64,
}

/// The most memory the table of states of one search takes by default, in bytes (see
/// [`SearchSettings::table_bytes`]).
pub const TABLE_BYTES: u64 = 4 << 30;

/// How a sum search is run: what it may spend valuing components, and the memory of its
/// table of states.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchSettings {
    /// The credit of valuing in work steps (see the [module documentation](self)),
    /// `None` to value no component: a plain search. By default [`VALUING_CREDIT`].
    pub valuing_credit: Option<u64>,
    /// The most bytes the table of states may take (the module `win_table`: the cheapest
    /// states are forgotten, and searched again if met again), `None` for no bound. By
    /// default [`TABLE_BYTES`]; a bound below 64 KiB is raised to 64 KiB. The solver's
    /// table of nim-values has the same bound ([`Solver::set_table_bytes`]).
    pub table_bytes: Option<u64>,
}

impl Default for SearchSettings {
    fn default() -> Self {
        SearchSettings {
            valuing_credit: Some(VALUING_CREDIT),
            table_bytes: Some(TABLE_BYTES),
        }
    }
}

/// What the sum search's tables of decided sums hold (one solver's, or several added).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TableFootprint {
    /// The sums (states) kept.
    pub states: usize,
    /// The bytes the tables take (an estimate: the arrays and the states' lists).
    pub bytes: usize,
    /// The states forgotten to stay within the budget ([`SearchSettings::table_bytes`]).
    pub forgotten: u64,
}

impl std::ops::Add for TableFootprint {
    type Output = TableFootprint;
    fn add(self, other: TableFootprint) -> TableFootprint {
        TableFootprint {
            states: self.states + other.states,
            bytes: self.bytes + other.bytes,
            forgotten: self.forgotten + other.forgotten,
        }
    }
}

/// A hard component: a normalised key, negated if the component is the key's negative.
type Signed<P> = (P, bool);

/// The hard components of a state: most states have one, kept inline (no allocation for
/// the state's copies, one per move searched).
type HardParts<P> = SmallVec<[Signed<P>; 1]>;

/// A sum as the search keeps it: hard components and valued ones, each sorted (see
/// [`State::settle`]), and the canonical sum of the values that were cheap to add.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct State<P> {
    hard: HardParts<P>,
    values: Vec<GameId>,
    known: GameId,
}

impl<P: Hash + Eq> State<P> {
    /// Puts the hard components in a canonical order (by hash, so that equal multisets
    /// usually meet as one key; an unlucky order only costs a table miss) and cancels a
    /// component against its negative (against an equal one if `impartial`).
    fn settle(&mut self, impartial: bool) {
        self.hard.sort_by_cached_key(|(key, negated)| {
            let mut h = FxHasher::default();
            key.hash(&mut h);
            (h.finish(), *negated)
        });
        let mut kept: HardParts<P> = SmallVec::with_capacity(self.hard.len());
        for (key, negated) in self.hard.drain(..) {
            let cancels = kept
                .iter()
                .rposition(|(k, n)| *k == key && if impartial { true } else { *n != negated });
            match cancels {
                Some(i) => {
                    kept.remove(i);
                }
                None => kept.push((key, negated)),
            }
        }
        self.hard = kept;
        self.values.sort_unstable();
    }

    /// The state as an archive sees it.
    fn view(&self) -> SumState<'_, P> {
        SumState {
            hard: &self.hard,
            values: &self.values,
            known: self.known,
        }
    }

    /// Whether nothing is left to search: the state is `K`.
    fn is_known(&self) -> bool {
        self.hard.is_empty() && self.values.is_empty()
    }
}

impl<P> Footprint for State<P> {
    fn heap_bytes(&self) -> usize {
        let hard = if self.hard.spilled() {
            self.hard.capacity() * std::mem::size_of::<Signed<P>>() + 16
        } else {
            0
        };
        hard + vec_heap_bytes(&self.values)
    }

    fn shrink(&mut self) {
        self.hard.shrink_to_fit();
        self.values.shrink_to_fit();
    }
}

/// A state being searched: its children (the states after each move of the player to
/// move), the next child to try.
struct Frame<P> {
    state: State<P>,
    left: bool,
    children: Vec<State<P>>,
    next: usize,
    /// The arena's work count when the frame was opened (the state's cost is the work
    /// done until it is decided).
    work_at_open: u64,
}

/// The temperature of a canonical form, or -1 (below every hot game) if it leaves the
/// exact range.
fn temperature(arena: &mut Arena, g: GameId) -> Dyadic {
    arena.temperature(g).unwrap_or(Dyadic::from_int(-1))
}

/// The tables of the sum search, kept by the [`Solver`] across calls.
pub(crate) struct SumTables<P> {
    /// Whether the player to move wins, per state and player to move.
    wins: WinTable<State<P>>,
    /// The pairs `(K, value)` whose sum took more than [`SUM_BUDGET`] steps.
    costly_sums: FxMap<(GameId, GameId), ()>,
    /// The largest budget an attempt to value a key failed within (`u64::MAX`: it has no
    /// canonical form the engine can hold).
    refused: FxMap<P, u64>,
    /// Work steps spent searching and valuing, for the valuing budget.
    searched_work: u64,
    valuing_work: u64,
    /// The credit of valuing, `None` if components are never valued.
    credit: Option<u64>,
}

impl<P> Default for SumTables<P> {
    fn default() -> Self {
        SumTables {
            wins: WinTable::new(SearchSettings::default().table_bytes),
            costly_sums: FxMap::default(),
            refused: FxMap::default(),
            searched_work: 0,
            valuing_work: 0,
            credit: SearchSettings::default().valuing_credit,
        }
    }
}

impl<P> SumTables<P> {
    /// The number of states tabled.
    pub(crate) fn len(&self) -> usize {
        self.wins.len()
    }

    /// Empties the tables that hold game ids (the states, with their sums `K`, and the
    /// costly pairs), for a solver used with another arena.
    pub(crate) fn clear_ids(&mut self) {
        self.wins.clear();
        self.costly_sums.clear();
    }
}

impl<R: Ruleset> Solver<R> {
    /// Sets the credit of valuing of the sum search (see the [module
    /// documentation](self); [`VALUING_CREDIT`] by default), or with `None` makes it
    /// value no component: it then uses only closed forms and the values already tabled,
    /// and searches the rest (the plain search that tests compare the default with).
    pub fn set_valuing_credit(&mut self, steps: Option<u64>) {
        self.sums.credit = steps;
    }

    /// Sets the most bytes each of the solver's bounded tables may take (`None`: no
    /// bound; see [`SearchSettings::table_bytes`]): the sum search's table of states, and
    /// the table of nim-values. The nim-value table counts each position by its own size
    /// (a position's heap storage, as a graph's lists, is not seen; grid and strip
    /// positions hold none).
    pub fn set_table_bytes(&mut self, bytes: Option<u64>) {
        self.sums.wins.set_budget(bytes);
        self.nim_values.set_budget(bytes);
    }

    /// Sets how the sum search runs: its valuing credit and the memory of its table.
    pub fn set_search(&mut self, settings: SearchSettings) {
        self.set_valuing_credit(settings.valuing_credit);
        self.set_table_bytes(settings.table_bytes);
    }

    /// What the table of nim-values holds, and how many it forgot to stay within its
    /// budget (its "states" are positions).
    pub fn nim_table_footprint(&self) -> TableFootprint {
        let table = &self.nim_values;
        TableFootprint {
            states: table.len(),
            bytes: table.bytes(),
            forgotten: table.forgotten(),
        }
    }

    /// What the sum search's table holds, and how many states it forgot to stay within
    /// its budget.
    pub fn sum_table_footprint(&self) -> TableFootprint {
        let table = &self.sums.wins;
        TableFootprint {
            states: table.len(),
            bytes: table.bytes(),
            forgotten: table.forgotten(),
        }
    }

    /// The outcome of a sum of terms, with a winning first move for each player who has
    /// one, searching the sum instead of valuing it (see the [module
    /// documentation](self)).
    ///
    /// ```
    /// use conway::partizan::{Arena, Outcome, Ruleset, Solver};
    /// use conway::partizan::sum_search::Term;
    ///
    /// /// A heap that Left reduces by 1 or 2 and Right by 2.
    /// struct Takeaway;
    /// impl Ruleset for Takeaway {
    ///     type Position = u32;
    ///     fn left_options(&self, &n: &u32) -> Vec<u32> {
    ///         (1..=2).filter(|&k| k <= n).map(|k| n - k).collect()
    ///     }
    ///     fn right_options(&self, &n: &u32) -> Vec<u32> {
    ///         if n >= 2 { vec![n - 2] } else { vec![] }
    ///     }
    /// }
    ///
    /// let mut arena = Arena::new();
    /// let mut solver = Solver::new(Takeaway);
    /// let minus_two = arena.integer(-2);
    /// let sum = [Term::Position(3), Term::Game(minus_two)]; // 3 has value 1*
    /// let found = solver.outcome_of_sum(&mut arena, &sum).unwrap();
    /// assert_eq!(found.outcome, Outcome::R); // 1* - 2 < 0
    /// assert_eq!(found.left_move, None);
    /// assert!(found.right_move.is_some());
    /// ```
    pub fn outcome_of_sum(
        &mut self,
        arena: &mut Arena,
        terms: &[Term<R::Position>],
    ) -> Result<SumOutcome<R::Position>, Error> {
        let before = self.sums.searched_work;
        let left_move = self.winning_first_move(arena, terms, true)?;
        let right_move = self.winning_first_move(arena, terms, false)?;
        let outcome = match (left_move.is_some(), right_move.is_some()) {
            (true, true) => Outcome::N,
            (true, false) => Outcome::L,
            (false, true) => Outcome::R,
            (false, false) => Outcome::P,
        };
        Ok(SumOutcome {
            outcome,
            left_move,
            right_move,
            searched: self.sums.searched_work - before,
        })
    }

    /// A winning first move of the player (Left if `left`) in the sum of `terms`, if any:
    /// half of [`Solver::outcome_of_sum`], for a caller that asks the two questions on
    /// two solvers at once.
    ///
    /// The search that decides the sum stops at the first move it proves winning, which
    /// need not be the first in the terms' order: a move to a sum it already decided (or
    /// that `K` decides) is looked for first, among all the moves, and only then are the
    /// moves searched in order (a move the search proved winning in a valued part is a
    /// move to a canonical option, which the terms' own moves need not reach as the same
    /// state). On the 2 x 25 Cram board this takes the move in the middle, proved at once
    /// by the half-turn strategy, instead of proving the first move in the corner.
    pub fn winning_first_move(
        &mut self,
        arena: &mut Arena,
        terms: &[Term<R::Position>],
        left: bool,
    ) -> Result<Option<WinningMove<R::Position>>, Error> {
        self.use_arena(arena);
        let root = self.state_of_terms(arena, terms)?;
        if !self.wins(arena, root, left)? {
            return Ok(None);
        }
        let mut moves = Vec::new();
        for (index, term) in terms.iter().enumerate() {
            let options = match term {
                Term::Position(p) => {
                    let options = if left {
                        self.ruleset.left_options(p)
                    } else {
                        self.ruleset.right_options(p)
                    };
                    options.into_iter().map(Term::Position).collect()
                }
                Term::Game(g) => {
                    let options = if left {
                        arena.left_options(*g)?
                    } else {
                        arena.right_options(*g)?
                    };
                    options.iter().map(|&o| Term::Game(o)).collect::<Vec<_>>()
                }
            };
            for to in options {
                let mut after = terms.to_vec();
                after[index] = to.clone();
                let child = self.state_of_terms(arena, &after)?;
                let known = self.decided_win(arena, &child, !left);
                if known == Some(false) {
                    return Ok(Some(WinningMove { term: index, to }));
                }
                if known.is_none() {
                    moves.push((index, to, child));
                }
            }
        }
        for (index, to, child) in moves {
            if !self.wins(arena, child, !left)? {
                return Ok(Some(WinningMove { term: index, to }));
            }
        }
        unreachable!("a won sum has a winning move among its terms' options")
    }

    /// Adds a value to a state: into `K` if the sum takes at most [`SUM_BUDGET`] work
    /// steps (a pair found costlier is remembered, and not tried again), as a component
    /// of its own otherwise (cancelling its negative if that is one).
    fn add_value(
        &mut self,
        arena: &mut Arena,
        state: &mut State<R::Position>,
        value: GameId,
    ) -> Result<(), Error> {
        if let Entry::Vacant(slot) = self.sums.costly_sums.entry((state.known, value)) {
            match arena.attempt(SUM_BUDGET, |arena| arena.sum(state.known, value))? {
                Some(sum) => {
                    state.known = sum;
                    return Ok(());
                }
                None => {
                    slot.insert(());
                }
            }
        }
        let negative = arena.neg(value);
        match state.values.iter().position(|&v| v == negative) {
            Some(i) => {
                state.values.remove(i);
            }
            None => state.values.push(value),
        }
        Ok(())
    }

    /// The state of a sum of terms.
    fn state_of_terms(
        &mut self,
        arena: &mut Arena,
        terms: &[Term<R::Position>],
    ) -> Result<State<R::Position>, Error> {
        let mut state = State {
            hard: SmallVec::new(),
            values: Vec::new(),
            known: arena.zero(),
        };
        for term in terms {
            match term {
                Term::Position(p) => self.add_position(arena, &mut state, p, false)?,
                Term::Game(g) => self.add_value(arena, &mut state, *g)?,
            }
        }
        state.settle(self.ruleset.is_impartial());
        Ok(state)
    }

    /// Adds a position (its negative if `negated`) to a state: each of its components to
    /// `K` if valued within the budget, to the hard components otherwise.
    fn add_position(
        &mut self,
        arena: &mut Arena,
        state: &mut State<R::Position>,
        position: &R::Position,
        negated: bool,
    ) -> Result<(), Error> {
        for component in self.ruleset.components(position) {
            let Normalised { key, negated: flip } = self.ruleset.normalise(&component);
            let negated = negated != flip;
            match self.try_value(arena, &key)? {
                Some(value) => {
                    let value = if negated { arena.neg(value) } else { value };
                    self.add_value(arena, state, value)?;
                }
                None => state.hard.push((key, negated)),
            }
        }
        Ok(())
    }

    /// The value of a normalised key if the valuing budget allows finding it.
    fn try_value(&mut self, arena: &mut Arena, key: &R::Position) -> Result<Option<GameId>, Error> {
        if let Some(g) = self.ruleset.closed_form(arena, key)? {
            return Ok(Some(g));
        }
        if let Some(&g) = self.values.get(key) {
            return Ok(Some(g));
        }
        let Some(initial) = self.sums.credit else {
            return Ok(None);
        };
        let credit = (initial + self.sums.searched_work).saturating_sub(self.sums.valuing_work);
        let failed = self.sums.refused.get(key).copied().unwrap_or(0);
        if credit < SMALLEST_ATTEMPT || credit < failed.saturating_mul(2) {
            return Ok(None);
        }
        let before = arena.work();
        let impartial = self.ruleset.is_impartial();
        let attempt = arena.attempt(credit, |arena| {
            if impartial {
                let g = self.nim_value(arena, key)?;
                Ok(arena.nimber(g))
            } else {
                self.value(arena, key)
            }
        });
        self.sums.valuing_work += arena.work() - before;
        match attempt {
            Ok(Some(g)) => Ok(Some(g)),
            Ok(None) => {
                self.sums.refused.insert(key.clone(), credit);
                Ok(None)
            }
            Err(Error::TooDeep | Error::TooLarge(_) | Error::Overflow) => {
                self.sums.refused.insert(key.clone(), u64::MAX);
                Ok(None)
            }
            Err(e) => Err(e),
        }
    }

    /// `state` with its hard components that the valuing budget now allows valuing
    /// replaced by their values (an equal sum, so with the same outcome), if there are
    /// any: a component refused when it first entered the search is tried again, with
    /// twice its budget, once the search has earned the credit (else a component of the
    /// starting sum that no move touches stays hard for the whole search, and every
    /// state below is searched move by move).
    fn revalued(
        &mut self,
        arena: &mut Arena,
        state: &State<R::Position>,
    ) -> Result<Option<State<R::Position>>, Error> {
        let mut equal: Option<State<R::Position>> = None;
        for (index, (key, _)) in state.hard.iter().enumerate() {
            if index > 0 && state.hard[index - 1].0 == *key {
                continue; // tried just now
            }
            let Some(value) = self.try_value(arena, key)? else {
                continue;
            };
            let equal = equal.get_or_insert_with(|| state.clone());
            while let Some(i) = equal.hard.iter().position(|(k, _)| k == key) {
                let (_, negated) = equal.hard.remove(i);
                let value = if negated { arena.neg(value) } else { value };
                self.add_value(arena, equal, value)?;
            }
        }
        if let Some(equal) = equal.as_mut() {
            equal.settle(self.ruleset.is_impartial());
        }
        Ok(equal)
    }

    /// The states the player (Left if `left`) can move to from `state`: moves in each
    /// distinct hard component, then moves in `K`.
    fn children(
        &mut self,
        arena: &mut Arena,
        state: &State<R::Position>,
        left: bool,
    ) -> Result<Vec<State<R::Position>>, Error> {
        let impartial = self.ruleset.is_impartial();
        let mut children = Vec::new();
        for (index, (key, negated)) in state.hard.iter().enumerate() {
            if index > 0 && state.hard[index - 1] == (key.clone(), *negated) {
                continue; // the same moves as the component before
            }
            // Left moving in -G is Right moving in G (and the option negated)
            let options = if left != *negated {
                self.ruleset.left_options(key)
            } else {
                self.ruleset.right_options(key)
            };
            let per_move = self.ruleset.work_per_option(key);
            self.charge_search(arena, options.len() as u64 * per_move)?;
            for option in options {
                let mut child = state.clone();
                child.hard.remove(index);
                self.add_position(arena, &mut child, &option, *negated)?;
                child.settle(impartial);
                children.push(child);
            }
        }
        // the valued parts, hottest first (temperature-guided move ordering: in a sum of
        // hot games the best move is usually in the hottest; Berlekamp's thermostrat)
        let mut parts: Vec<(Dyadic, Option<usize>)> = Vec::new();
        for (index, &value) in state.values.iter().enumerate() {
            if index == 0 || state.values[index - 1] != value {
                parts.push((temperature(arena, value), Some(index)));
            }
        }
        parts.push((temperature(arena, state.known), None));
        parts.sort_by_key(|part| Reverse(part.0));
        for (_, part) in parts {
            let value = part.map_or(state.known, |index| state.values[index]);
            let options = if left {
                arena.left_options(value)?
            } else {
                arena.right_options(value)?
            };
            self.charge_search(arena, options.len() as u64)?;
            for &option in options.iter() {
                let mut child = state.clone();
                match part {
                    Some(index) => {
                        child.values.remove(index);
                        self.add_value(arena, &mut child, option)?;
                        child.settle(impartial);
                    }
                    None => child.known = option,
                }
                children.push(child);
            }
        }
        Ok(children)
    }

    /// Counts `steps` of searching in the arena and in the valuing credit; fails at the
    /// work limit or the interrupt.
    fn charge_search(&mut self, arena: &mut Arena, steps: u64) -> Result<(), Error> {
        self.sums.searched_work += steps + 1;
        check_limit(
            self.position_limit,
            arena,
            self.sums.len(),
            steps as usize,
            1,
        )
    }

    /// Whether the player to move (Left if `left`) in `state` wins, if known without
    /// searching: from `K` alone, or from the table.
    fn known_win(&self, arena: &mut Arena, state: &State<R::Position>, left: bool) -> Option<bool> {
        if state.is_known() {
            let outcome = arena.outcome(state.known);
            return Some(if left {
                outcome.left_wins_moving_first()
            } else {
                outcome.right_wins_moving_first()
            });
        }
        self.sums.wins.get(state, left)
    }

    /// Whether the player to move (Left if `left`) in `state` wins, if the archive kept
    /// it (then tabled).
    fn recalled_win(
        &mut self,
        arena: &mut Arena,
        state: &State<R::Position>,
        left: bool,
    ) -> Option<bool> {
        let archive = self.archive.as_deref_mut()?;
        let wins = archive.wins(arena, state.view(), left)?;
        self.sums.wins.insert(state.clone(), left, wins, KEEP_WORK);
        Some(wins)
    }

    /// Whether the player to move (Left if `left`) in `state` wins, if known without
    /// searching: from `K`, the table or the archive.
    fn decided_win(
        &mut self,
        arena: &mut Arena,
        state: &State<R::Position>,
        left: bool,
    ) -> Option<bool> {
        self.known_win(arena, state, left)
            .or_else(|| self.recalled_win(arena, state, left))
    }

    /// Tables who wins the state of a finished frame, and gives it to the archive if
    /// deciding it was costly.
    fn finish(&mut self, arena: &mut Arena, done: Frame<R::Position>, wins: bool) {
        let cost = arena.work() - done.work_at_open;
        if let Some(archive) = self.archive.as_deref_mut() {
            if cost >= KEEP_WORK {
                archive.keep_wins(arena, done.state.view(), done.left, wins);
            }
        }
        self.sums.wins.insert(done.state, done.left, wins, cost);
    }

    /// Whether the player to move (Left if `left`) wins `state`.
    fn wins(
        &mut self,
        arena: &mut Arena,
        state: State<R::Position>,
        left: bool,
    ) -> Result<bool, Error> {
        if let Some(wins) = self.decided_win(arena, &state, left) {
            return Ok(wins);
        }
        let mut stack = vec![self.frame(arena, state, left)?];
        let mut finished: Option<bool> = None;
        loop {
            let top = stack
                .last_mut()
                .expect("the stack is not empty in the loop");
            let wins = match finished.take() {
                Some(child_wins) => {
                    top.next += 1;
                    !child_wins
                }
                None if top.next < top.children.len() => {
                    let child = top.children[top.next].clone();
                    match self.decided_win(arena, &child, !top.left) {
                        Some(opponent_wins) => {
                            top.next += 1;
                            !opponent_wins
                        }
                        None => {
                            let left = !top.left;
                            let frame = self.frame(arena, child, left)?;
                            stack.push(frame);
                            continue;
                        }
                    }
                }
                None => false,
            };
            let exhausted = {
                let top = stack.last().expect("the top frame exists");
                top.next >= top.children.len()
            };
            if wins || exhausted {
                let done = stack.pop().expect("the top frame exists");
                self.finish(arena, done, wins);
                if stack.is_empty() {
                    return Ok(wins);
                }
                finished = Some(wins);
            }
        }
    }

    /// A frame for `state`, its children listed; a child known to lose for the opponent
    /// is put first, so that the frame ends at once.
    fn frame(
        &mut self,
        arena: &mut Arena,
        state: State<R::Position>,
        left: bool,
    ) -> Result<Frame<R::Position>, Error> {
        let work_at_open = arena.work();
        let mut children = match self.revalued(arena, &state)? {
            Some(equal) => self.children(arena, &equal, left)?,
            None => self.children(arena, &state, left)?,
        };
        if let Some(i) = children
            .iter()
            .position(|c| self.known_win(arena, c, !left) == Some(false))
        {
            children.swap(0, i);
        }
        Ok(Frame {
            state,
            left,
            children,
            next: 0,
            work_at_open,
        })
    }
}
