//! Games defined in Python, valued by the engine: `conway.value_of(position)` and
//! `conway.grundy_of(position)`.
//!
//! A position is any hashable Python object with `left_options()` and `right_options()`
//! (a partizan game) or `options()` (an impartial one), each returning an iterable of
//! positions, and optionally `components()`, the positions whose disjunctive sum it is;
//! a tuple or list of positions is their sum, and a `conway.Game` is its own value.
//! The engine's generic [`Solver`] values it through the [`Ruleset`] trait (Conway's
//! `G = {G^L | G^R}` reduced to canonical form; for impartial games, Grundy values by mex
//! and nim-sums, Sprague–Grundy): positions are numbered, each class's in a Python dict
//! of its own (so a class's `__hash__` and `__eq__` decide which of its positions are the
//! same, and positions of different classes are never confused: see [`PythonRuleset`]),
//! and the solver's tables are kept across calls (memoisation;
//! `conway.forget_positions()` drops them).
//!
//! The solver searches with an explicit stack, so deep games need no deep recursion. It
//! assumes a short game, and watches for a position reached again while it is being
//! searched (a cycle of options), at once, instead of a search that would never end: what
//! it then does is the call's [`OnCycle`]. `value_of` stops the search and values the game
//! as a loopy game ([`crate::user_loopy`]), so a short game is a `conway.Game` as before
//! and only a game with a cycle a `conway.LoopyGame`; `grundy_of` and the misère tools
//! refuse the game with the cycle in the message. A callback that raises, a cycle, the
//! progress callable or a signal (Ctrl-C) stops the search through the arena's interrupt
//! ([`crate::engine`]); the tables, which may then hold values computed from the options
//! of a failed callback, are dropped. The work limit ([`crate::budget`]) refuses a search
//! as it refuses any computation, and leaves the tables (only finished positions are
//! tabled).

use crate::budget::{Budget, WorkLimit};
use crate::engine::{run_with_python, Stop};
use crate::errors::{engine as engine_error, invalid};
use crate::game::{wrap, Game};
use crate::user_loopy::loopy_value;
use conway::excerpt::excerpt;
use conway::partizan::{Arena, Error, GameId, Ruleset, Solver};
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyTuple, PyType};
use rustc_hash::FxHashMap;
use std::cell::{Cell, RefCell};
use std::collections::VecDeque;
use std::sync::Arc;

/// Which of the optional methods a class of positions has.
#[derive(Clone, Copy)]
struct Methods {
    /// `left_options` and `right_options` (else `options` serves both players).
    sides: bool,
    /// `components`.
    components: bool,
}

/// A class of positions met: its positions are numbered in a table of their own.
struct Class {
    /// The class object, kept alive so that no other class can take its address (the key
    /// of `PythonRuleset::class_numbers`).
    _class: Py<PyType>,
    methods: Methods,
    /// Position (of exactly this class) -> its number.
    numbers: Py<PyDict>,
}

/// What a numbered position is.
enum Kind {
    /// An object of a class of the user's (the index of its class in `classes`).
    Object(usize),
    /// A sum given as a tuple or list: the numbers of its parts (nested sums flattened),
    /// sorted.
    Sum(Box<[u32]>),
    /// A `conway.Game`: its own value.
    Game(GameId),
}

/// What a search does when a position is reached from itself (a cycle of options).
#[derive(Clone, Copy)]
pub(crate) enum OnCycle {
    /// Stops without an error, the cycle noted ([`PythonRuleset::met_cycle`]): the caller
    /// values the game as a loopy one.
    Stop,
    /// Refuses the game with the cycle in the message, then this advice.
    Refuse(&'static str),
}

/// Python positions as a ruleset: the positions seen so far, numbered.
///
/// **No two positions of different classes share a number.** A position's number is found
/// by its kind, which its exact type decides (a `Game`, which cannot be subclassed; a
/// `tuple` or `list` exactly, a sum; anything else, an object), in that kind's table only:
/// * a `Game` by its canonical form's id: equal ids are equal values (hash-consing), and
///   a `Game` is a position whose value it is;
/// * a sum by the sorted numbers of its parts: two sums share a number only when their
///   parts do, one by one (and by induction, parts of different classes never do), so
///   when they are sums of the same positions; a part's `__eq__` is never asked;
/// * an object `x` in the dict of its exact class `type(x)` only, found by the address of
///   the class object, which `Class` keeps alive (no other class can then have it). Only
///   objects of exactly that class are ever put in that dict, so Python's lookup compares
///   `x` (by `__hash__`, then `__eq__`) only with objects of its own class, and never
///   calls one class's `__eq__` with another class's object. A class defined anew (a
///   notebook cell run again) is a new class object, with a dict of its own.
pub struct PythonRuleset {
    impartial: bool,
    /// Number -> its position, and what it is.
    positions: RefCell<Vec<Py<PyAny>>>,
    kinds: RefCell<Vec<Kind>>,
    /// The classes of positions met, and their index by the class object's address.
    classes: RefCell<Vec<Class>>,
    class_numbers: RefCell<FxHashMap<usize, usize>>,
    /// Sum (its parts' numbers, sorted) -> its number.
    sums: RefCell<FxHashMap<Box<[u32]>, u32>>,
    /// `Game` value -> its number.
    games: RefCell<FxHashMap<GameId, u32>>,
    /// Number -> its components, once asked of an object with `components()` (positions
    /// are immutable, so the answer stands; the solver asks again for every occurrence of
    /// a position as an option).
    components: RefCell<Vec<Option<Box<[u32]>>>>,
    /// The positions whose options the current call has listed, with those options: the
    /// search lists a position's options once per call and tables its value when done
    /// (a position is searched only if not tabled), so a second listing within the call
    /// means the position is still being searched: it was reached from itself.
    listed: RefCell<FxHashMap<u32, Vec<u32>>>,
    /// Where failures of the current call go.
    stop: RefCell<Option<Arc<Stop>>>,
    /// What the current call does on a cycle, and whether it met one.
    on_cycle: Cell<OnCycle>,
    met_cycle: Cell<bool>,
}

/// The parts of a sum given as a tuple or list, nested sums flattened; `None` for a
/// position that is not a sum.
pub(crate) fn sum_parts<'py>(
    position: &Bound<'py, PyAny>,
) -> PyResult<Option<Vec<Bound<'py, PyAny>>>> {
    fn flatten<'py>(item: Bound<'py, PyAny>, out: &mut Vec<Bound<'py, PyAny>>) -> PyResult<()> {
        if is_sum(&item) {
            for part in item.try_iter()? {
                flatten(part?, out)?;
            }
        } else {
            out.push(item);
        }
        Ok(())
    }
    if !is_sum(position) {
        return Ok(None);
    }
    let mut parts = Vec::new();
    flatten(position.clone(), &mut parts)?;
    Ok(Some(parts))
}

/// Whether a position is a sum: a `tuple` or `list` exactly.
fn is_sum(position: &Bound<'_, PyAny>) -> bool {
    position.is_exact_instance_of::<PyTuple>() || position.is_exact_instance_of::<PyList>()
}

/// The longest cycle shown in full in a message; a longer one shows its ends.
const CYCLE_SHOWN: usize = 8;

impl PythonRuleset {
    fn new(impartial: bool) -> PythonRuleset {
        PythonRuleset {
            impartial,
            positions: RefCell::new(Vec::new()),
            kinds: RefCell::new(Vec::new()),
            classes: RefCell::new(Vec::new()),
            class_numbers: RefCell::new(FxHashMap::default()),
            sums: RefCell::new(FxHashMap::default()),
            games: RefCell::new(FxHashMap::default()),
            components: RefCell::new(Vec::new()),
            listed: RefCell::new(FxHashMap::default()),
            stop: RefCell::new(None),
            on_cycle: Cell::new(OnCycle::Stop), // set by `with_solver` for every search
            met_cycle: Cell::new(false),
        }
    }

    /// The number of a position, numbering it if new (see the type's documentation for
    /// why positions of different classes never share one).
    fn number(&self, position: &Bound<'_, PyAny>) -> PyResult<u32> {
        let py = position.py();
        if let Ok(game) = position.cast::<Game>() {
            let g = game.get().id;
            if let Some(&n) = self.games.borrow().get(&g) {
                return Ok(n);
            }
            let n = self.push(position, Kind::Game(g))?;
            self.games.borrow_mut().insert(g, n);
            return Ok(n);
        }
        if let Some(parts) = sum_parts(position)? {
            let mut numbers = parts
                .iter()
                .map(|part| self.number(part))
                .collect::<PyResult<Vec<u32>>>()?;
            numbers.sort_unstable();
            let numbers: Box<[u32]> = numbers.into();
            if let Some(&n) = self.sums.borrow().get(&numbers) {
                return Ok(n);
            }
            let n = self.push(position, Kind::Sum(numbers.clone()))?;
            self.sums.borrow_mut().insert(numbers, n);
            return Ok(n);
        }
        let class = self.class(position);
        let numbers = self.classes.borrow()[class].numbers.clone_ref(py);
        if let Some(n) = numbers.bind(py).get_item(position)? {
            return n.extract();
        }
        let n = self.push(position, Kind::Object(class))?;
        numbers.bind(py).set_item(position, n)?;
        Ok(n)
    }

    /// Numbers a new position.
    fn push(&self, position: &Bound<'_, PyAny>, kind: Kind) -> PyResult<u32> {
        let mut positions = self.positions.borrow_mut();
        let n = u32::try_from(positions.len()).map_err(|_| {
            crate::errors::refused("more than 2^32 positions of games defined in Python")
        })?;
        positions.push(position.clone().unbind());
        self.kinds.borrow_mut().push(kind);
        Ok(n)
    }

    /// The index of the exact class of `position` in `classes`, adding it if new.
    fn class(&self, position: &Bound<'_, PyAny>) -> usize {
        let py = position.py();
        let class = position.get_type();
        let address = class.as_ptr() as usize;
        if let Some(&index) = self.class_numbers.borrow().get(&address) {
            return index;
        }
        let has = |name: &str| class.hasattr(name).unwrap_or(false);
        let methods = Methods {
            sides: has("left_options") && has("right_options"),
            components: has("components"),
        };
        let mut classes = self.classes.borrow_mut();
        classes.push(Class {
            _class: class.unbind(),
            methods,
            numbers: PyDict::new(py).unbind(),
        });
        self.class_numbers
            .borrow_mut()
            .insert(address, classes.len() - 1);
        classes.len() - 1
    }

    /// The methods of position `p`'s class, if it is an object.
    fn methods(&self, p: u32) -> Option<Methods> {
        match self.kinds.borrow()[p as usize] {
            Kind::Object(class) => Some(self.classes.borrow()[class].methods),
            _ => None,
        }
    }

    /// The positions `method` of position `p` lists, numbered.
    fn listed(&self, py: Python<'_>, p: u32, method: &str) -> PyResult<Vec<u32>> {
        let position = self.positions.borrow()[p as usize].clone_ref(py);
        let name = match method {
            "left_options" => intern!(py, "left_options"),
            "right_options" => intern!(py, "right_options"),
            "options" => intern!(py, "options"),
            _ => intern!(py, "components"),
        };
        let listed = position.bind(py).call_method0(name)?;
        listed
            .try_iter()?
            .map(|option| self.number(&option?))
            .collect()
    }

    /// Left's and Right's options of `p`, numbered, with one call of `options()` for a
    /// position that has only that (a failed callback lists nothing: see
    /// [`Self::failed`]).
    pub(crate) fn both_options(&self, p: u32) -> (Vec<u32>, Vec<u32>) {
        let left = self.ask(p, self.side(p, "left_options"));
        let right = match self.side(p, "right_options") {
            "options" => left.clone(),
            side => self.ask(p, side),
        };
        (left, right)
    }

    /// `listed`, recording a failure (and listing nothing) if the callback raises.
    fn ask(&self, p: u32, method: &str) -> Vec<u32> {
        if self.failed() {
            return Vec::new();
        }
        Python::attach(|py| {
            self.listed(py, p, method).unwrap_or_else(|e| {
                self.fail(e);
                Vec::new()
            })
        })
    }

    /// Records a failure of the current call.
    pub(crate) fn fail(&self, error: PyErr) {
        if let Some(stop) = self.stop.borrow().as_ref() {
            stop.fail(error);
        }
    }

    /// Whether the current call failed (or was halted on a cycle).
    pub(crate) fn failed(&self) -> bool {
        self.stop.borrow().as_ref().is_some_and(|s| s.failed())
    }

    /// The method giving a side's options of `p`: `left_options` / `right_options`, or
    /// `options` for a position that only has that.
    fn side(&self, p: u32, side: &'static str) -> &'static str {
        match self.methods(p) {
            Some(methods) if methods.sides && !self.impartial => side,
            _ => "options",
        }
    }

    /// Sums among `numbers` replaced by their parts.
    fn flattened(&self, numbers: Vec<u32>) -> Vec<u32> {
        let kinds = self.kinds.borrow();
        let is_sum = |n: &u32| matches!(kinds[*n as usize], Kind::Sum(_));
        if !numbers.iter().any(is_sum) {
            return numbers;
        }
        let mut out = Vec::with_capacity(numbers.len());
        for n in numbers {
            match &kinds[n as usize] {
                Kind::Sum(parts) => out.extend_from_slice(parts),
                _ => out.push(n),
            }
        }
        out
    }

    /// The components of `p` known without asking: a sum's parts, the answer of an
    /// object's `components()` once asked, or `p` itself for an object without that
    /// method and for a `Game`; `None` if they must be asked.
    fn known_components(&self, p: u32) -> Option<Vec<u32>> {
        match &self.kinds.borrow()[p as usize] {
            Kind::Sum(parts) => return Some(parts.to_vec()),
            Kind::Game(_) => return Some(vec![p]),
            Kind::Object(class) if !self.classes.borrow()[*class].methods.components => {
                return Some(vec![p])
            }
            Kind::Object(_) => {}
        }
        self.components
            .borrow()
            .get(p as usize)
            .and_then(|known| known.as_ref().map(|parts| parts.to_vec()))
    }

    /// Whether the current call met a cycle and stopped ([`OnCycle::Stop`]).
    pub(crate) fn met_cycle(&self) -> bool {
        self.met_cycle.get()
    }

    /// Position `p` is being searched and is reached again, through a cycle of moves:
    /// stops the call, or refuses the game with the cycle in the message, as the call's
    /// [`OnCycle`] says.
    fn meet_cycle(&self, p: u32) {
        let advice = match self.on_cycle.get() {
            OnCycle::Stop => {
                self.met_cycle.set(true);
                if let Some(stop) = self.stop.borrow().as_ref() {
                    stop.halt();
                }
                return;
            }
            OnCycle::Refuse(advice) => advice,
        };
        let cycle = self.cycle_through(p);
        let message = Python::attach(|py| {
            let positions = self.positions.borrow();
            let text = |n: &u32| {
                let repr = positions[*n as usize]
                    .bind(py)
                    .repr()
                    .map(|r| r.to_string())
                    .unwrap_or_else(|_| format!("<position {n}>"));
                excerpt(&repr)
            };
            let mut shown: Vec<String> = if cycle.len() <= CYCLE_SHOWN {
                cycle.iter().map(text).collect()
            } else {
                let half = CYCLE_SHOWN / 2;
                let mut shown: Vec<String> = cycle[..half].iter().map(text).collect();
                shown.push(format!("... ({} more) ...", cycle.len() - 2 * half));
                shown.extend(cycle[cycle.len() - half..].iter().map(text));
                shown
            };
            shown.push(text(&p));
            format!(
                "the game is not short: its options form a cycle of {} position{} ({}), so a \
                 position can be reached from itself and play may never end; {advice}",
                cycle.len(),
                if cycle.len() == 1 { "" } else { "s" },
                shown.join(" -> ")
            )
        });
        self.fail(invalid(message));
    }

    /// Meets a cycle as [`Self::meet_cycle`] does (refusing the game, for a call that
    /// refuses cycles), for a cycle found among the moves listed in this call (for a search
    /// that saw the cycle itself, without telling where: the misère canonical forms).
    /// Returns whether one was found.
    pub(crate) fn refuse_listed_cycle(&self) -> bool {
        match self.on_listed_cycle() {
            Some(p) => {
                self.meet_cycle(p);
                true
            }
            None => false,
        }
    }

    /// A position on a cycle of the moves listed in this call, if there is one: a
    /// depth-first search (with an explicit stack) meeting a position still on its path.
    fn on_listed_cycle(&self) -> Option<u32> {
        let listed = self.listed.borrow();
        let moves = |from: u32| -> Vec<u32> {
            let options = listed.get(&from).map(Vec::as_slice).unwrap_or_default();
            options
                .iter()
                .flat_map(|&o| self.known_components(o).unwrap_or_else(|| vec![o]))
                .filter(|to| listed.contains_key(to))
                .collect()
        };
        // false: on the path; true: done
        let mut state: FxHashMap<u32, bool> = FxHashMap::default();
        for &start in listed.keys() {
            if state.contains_key(&start) {
                continue;
            }
            state.insert(start, false);
            let mut stack = vec![(start, moves(start), 0)];
            while let Some((at, next, i)) = stack.last_mut() {
                match next.get(*i).copied() {
                    Some(to) => {
                        *i += 1;
                        match state.get(&to) {
                            Some(false) => return Some(to),
                            Some(true) => {}
                            None => {
                                state.insert(to, false);
                                let to_moves = moves(to);
                                stack.push((to, to_moves, 0));
                            }
                        }
                    }
                    None => {
                        state.insert(*at, true);
                        stack.pop();
                    }
                }
            }
        }
        None
    }

    /// Whether position `p` is a `conway.Game`.
    pub(crate) fn is_game(&self, p: u32) -> bool {
        matches!(self.kinds.borrow()[p as usize], Kind::Game(_))
    }

    /// A shortest cycle of moves from `p` back to `p` among the positions listed in this
    /// call, starting with `p` (a breadth-first search over the recorded moves).
    fn cycle_through(&self, p: u32) -> Vec<u32> {
        let listed = self.listed.borrow();
        let mut parent: FxHashMap<u32, u32> = FxHashMap::default();
        let mut queue = VecDeque::from([p]);
        while let Some(from) = queue.pop_front() {
            let options = listed.get(&from).map(Vec::as_slice).unwrap_or_default();
            // the solver goes on from an option to its components
            let moves = options
                .iter()
                .flat_map(|&o| self.known_components(o).unwrap_or_else(|| vec![o]));
            for to in moves {
                if to == p {
                    let mut cycle = vec![from];
                    while let Some(&up) = parent.get(cycle.last().expect("not empty")) {
                        cycle.push(up);
                    }
                    cycle.reverse();
                    return cycle;
                }
                if to != p && listed.contains_key(&to) && !parent.contains_key(&to) {
                    parent.insert(to, from);
                    queue.push_back(to);
                }
            }
        }
        vec![p]
    }
}

impl Ruleset for PythonRuleset {
    type Position = u32;

    /// Asked once per position searched (before its right options), so it also watches
    /// for a position searched again within the call: a cycle.
    fn left_options(&self, p: &u32) -> Vec<u32> {
        if self.listed.borrow().contains_key(p) {
            self.meet_cycle(*p);
            return Vec::new();
        }
        let options = self.ask(*p, self.side(*p, "left_options"));
        self.listed.borrow_mut().insert(*p, options.clone());
        options
    }

    fn right_options(&self, p: &u32) -> Vec<u32> {
        let options = self.ask(*p, self.side(*p, "right_options"));
        if let Some(listed) = self.listed.borrow_mut().get_mut(p) {
            listed.extend_from_slice(&options);
        }
        options
    }

    fn components(&self, p: &u32) -> Vec<u32> {
        if let Some(known) = self.known_components(*p) {
            return known;
        }
        let parts = self.flattened(self.ask(*p, "components"));
        if !self.failed() {
            let index = *p as usize;
            let mut known = self.components.borrow_mut();
            if known.len() <= index {
                known.resize(index + 1, None);
            }
            known[index] = Some(parts.clone().into());
        }
        parts
    }

    /// A position that is a `conway.Game` is its own value.
    fn closed_form(&self, _: &mut Arena, p: &u32) -> Result<Option<GameId>, Error> {
        Ok(match self.kinds.borrow()[*p as usize] {
            Kind::Game(g) => Some(g),
            _ => None,
        })
    }

    fn is_impartial(&self) -> bool {
        self.impartial
    }
}

/// The solvers of partizan and of impartial games defined in Python, made on first use.
#[derive(Default)]
pub struct UserSolvers {
    partizan: Option<Solver<PythonRuleset>>,
    impartial: Option<Solver<PythonRuleset>>,
}

impl UserSolvers {
    /// The solver of one kind of game.
    fn solver(&mut self, impartial: bool) -> &mut Solver<PythonRuleset> {
        let slot = if impartial {
            &mut self.impartial
        } else {
            &mut self.partizan
        };
        slot.get_or_insert_with(|| Solver::new(PythonRuleset::new(impartial)))
    }

    /// How many positions defined in Python are numbered.
    pub fn positions(&self) -> usize {
        [&self.partizan, &self.impartial]
            .iter()
            .filter_map(|s| s.as_ref())
            .map(|s| s.ruleset().positions.borrow().len())
            .sum()
    }

    /// Drops every table.
    pub fn forget(&mut self) {
        *self = UserSolvers::default();
    }
}

/// Whether a position is impartial: it has `options()` and no `left_options()`.
fn is_impartial(position: &Bound<'_, PyAny>) -> PyResult<bool> {
    Ok(position.hasattr("options")? && !position.hasattr("left_options")?)
}

/// Refuses an object that is not a position.
pub(crate) fn check_position(position: &Bound<'_, PyAny>, impartial_only: bool) -> PyResult<()> {
    if position.cast::<Game>().is_ok() {
        return Ok(()); // its own value (a nimber, for a nim-value)
    }
    let partizan = position.hasattr("left_options")? && position.hasattr("right_options")?;
    let impartial = position.hasattr("options")?;
    let ok = if impartial_only {
        impartial
    } else {
        partizan || impartial
    };
    if ok {
        return Ok(());
    }
    let kind = position
        .get_type()
        .name()
        .map(|n| n.to_string())
        .unwrap_or_default();
    Err(invalid(if impartial_only {
        format!(
            "a position of an impartial game needs an options() method listing the positions \
             a move leads to (this {kind} has none)"
        )
    } else {
        format!(
            "a position needs left_options() and right_options() methods (a partizan game) \
             or an options() method (an impartial game); this {kind} has neither"
        )
    }))
}

/// What is asked of a position.
#[derive(Clone, Copy)]
enum Question {
    Value,
    NimValue,
}

/// The answer: a canonical form or a nim-value, or, for a value, that the game has a
/// cycle of options (with the kind of solver that met it, and the work steps it took).
enum Answer {
    Value(GameId),
    NimValue(u32),
    Cycle { impartial: bool, work: u64 },
}

/// The advice of `grundy_of` refusing a cycle.
const GRUNDY_ON_CYCLE: &str = "grundy_of gives nim-values of short games only: \
    value_of(position) gives the game as a conway.LoopyGame, whose nim_value is its \
    generalised Sprague–Grundy value (Smith's)";

/// Values `position` (a position or a sum of them) with the solver of its kind within
/// `budget`, dropping the tables if it fails.
fn solve(
    py: Python<'_>,
    position: &Bound<'_, PyAny>,
    question: Question,
    budget: Budget,
) -> PyResult<Answer> {
    let parts = sum_parts(position)?.unwrap_or_else(|| vec![position.clone()]);
    let nim_value = matches!(question, Question::NimValue);
    let mut impartial = true;
    for part in &parts {
        check_position(part, nim_value)?;
        impartial &= is_impartial(part)?;
    }
    let impartial = impartial || nim_value;
    let on_cycle = match question {
        Question::Value => OnCycle::Stop,
        Question::NimValue => OnCycle::Refuse(GRUNDY_ON_CYCLE),
    };
    with_solver(
        py,
        position,
        impartial,
        budget,
        on_cycle,
        |arena, solver, root, _| {
            let start = arena.work();
            let answer = match question {
                Question::Value if impartial => solver
                    .nim_value(arena, &root)
                    .map(|n| Answer::Value(arena.nimber(n))),
                Question::Value => solver.value(arena, &root).map(Answer::Value),
                Question::NimValue => solver.nim_value(arena, &root).map(Answer::NimValue),
            };
            match answer {
                Err(_) if solver.ruleset().met_cycle() => Ok(Answer::Cycle {
                    impartial,
                    work: arena.work() - start,
                }),
                answer => answer.map_err(engine_error),
            }
        },
    )
}

/// Runs `job` on the solver of one kind of game (`impartial` or not) within `budget`,
/// with `position` numbered (its number given to `job`), the callbacks' failures going to
/// the call's [`Stop`] and a cycle met as `on_cycle` says; the tables are dropped if the
/// call failed or stopped on a cycle.
pub(crate) fn with_solver<T: Send>(
    py: Python<'_>,
    position: &Bound<'_, PyAny>,
    impartial: bool,
    budget: Budget,
    on_cycle: OnCycle,
    job: impl FnOnce(&mut Arena, &mut Solver<PythonRuleset>, u32, &Arc<Stop>) -> PyResult<T> + Send,
) -> PyResult<T> {
    let position = position.clone().unbind();
    run_with_python(py, budget, move |py, engine, stop| {
        let solver = engine.user.solver(impartial);
        *solver.ruleset().stop.borrow_mut() = Some(Arc::clone(stop));
        solver.ruleset().on_cycle.set(on_cycle);
        let answer = solver
            .ruleset()
            .number(position.bind(py))
            .and_then(|root| job(&mut engine.arena, solver, root, stop));
        *solver.ruleset().stop.borrow_mut() = None;
        solver.ruleset().listed.borrow_mut().clear();
        solver.ruleset().met_cycle.set(false);
        if stop.failed() {
            engine.user.forget();
        }
        answer
    })?
}

/// Runs `job` on a ruleset of one kind of game (`impartial` or not) of the call's own
/// within `budget`, with `position` numbered (its number given to `job`) and the
/// callbacks' failures going to the call's [`Stop`]: for a computation that keeps nothing
/// (the engine's tables are left as they are).
pub(crate) fn with_ruleset<T: Send>(
    py: Python<'_>,
    position: &Bound<'_, PyAny>,
    impartial: bool,
    budget: Budget,
    job: impl FnOnce(&mut Arena, &PythonRuleset, u32, &Arc<Stop>) -> PyResult<T> + Send,
) -> PyResult<T> {
    let position = position.clone().unbind();
    run_with_python(py, budget, move |py, engine, stop| {
        let ruleset = PythonRuleset::new(impartial);
        *ruleset.stop.borrow_mut() = Some(Arc::clone(stop));
        let root = ruleset.number(position.bind(py))?;
        job(&mut engine.arena, &ruleset, root, stop)
    })?
}

/// The value of a position of a game defined in Python: its canonical form (a ``Game``)
/// for a short game, or the game as a ``LoopyGame`` when its options form a cycle.
///
/// ``position`` has ``left_options()`` and ``right_options()`` (a partizan game) or
/// ``options()`` (an impartial game, whose value is the nimber ``*g``), each returning an
/// iterable of positions; positions must be hashable, and equal positions (``==``) of the
/// same class are the same position (positions of different classes never are, whatever
/// their hashes; a class defined anew is a new class). An optional ``components()`` lists
/// the positions whose disjunctive sum the position is (parts no move connects), which
/// the engine then values one by one. A plain list or tuple of positions is their sum, as
/// an argument and as an option (a move that splits a heap in two can return
/// ``(Heap(a), Heap(b))``), and a ``Game`` is a position whose value it is (an option may
/// be a ``Game`` or a tuple of them, made beforehand: the methods of a position must not
/// call conway themselves).
///
/// Loopy games: when a position can be reached from itself (a cycle of options), so that
/// play may never end, the answer is a ``LoopyGame`` instead of a ``Game``: the graph of
/// every position and sum of positions reachable from ``position`` (each position's
/// methods asked once; a ``Game`` met as an option is the graph of its canonical form's
/// followers), which compares, adds and prints as loopy games do (``str()``: the canonical
/// stopper, or ``onside & offside``; ``outcome`` with draws). A game without a cycle is a
/// ``Game`` as ever (``isinstance(v, conway.LoopyGame)`` tells them apart). An impartial
/// game's ``LoopyGame`` has the same options for both players, and its ``nim_value`` is
/// Smith's generalised Sprague–Grundy value (``grundy_of`` refuses a cycle). The graph has
/// at most 2^20 vertices (``Refused`` beyond: the loopy engine's fixed limit); building it
/// costs a work step per part of every option built, counted with the search that found
/// the cycle within one work limit. Finding a cycle drops the engine's memoised values of
/// games defined in Python, as a failed call does.
///
/// >>> class On:  # Left may pass for ever, Right has no move
/// ...     def __hash__(self): return 0
/// ...     def __eq__(self, other): return isinstance(other, On)
/// ...     def left_options(self): return [self]
/// ...     def right_options(self): return []
/// >>> print(conway.value_of(On()))
/// on
///
/// ``work_limit`` bounds the engine's work steps (default: ``get_work_limit()``, that of
/// the command-line tool; ``None`` for no limit), past which ``WorkLimitExceeded`` is
/// raised; ``progress``, if given, is called as ``progress(done, total)`` (work steps taken,
/// and the limit or ``None``) every few thousand steps, and may raise to stop the
/// computation, whose call then raises that exception.
///
/// Values are memoised by the engine across calls (``forget_positions()`` drops them).
/// The search keeps its own stack, so deep games are fine; Ctrl-C interrupts it; an
/// exception raised by a position's method propagates.
#[pyfunction]
#[pyo3(signature = (position, *, work_limit = WorkLimit::Setting, progress = None))]
pub fn value_of(
    py: Python<'_>,
    position: &Bound<'_, PyAny>,
    work_limit: WorkLimit,
    progress: Option<Py<PyAny>>,
) -> PyResult<Py<PyAny>> {
    let budget = || Budget::new(work_limit, progress.as_ref().map(|p| p.clone_ref(py)));
    match solve(py, position, Question::Value, budget())? {
        Answer::Value(g) => Ok(wrap(py, g)?.into_any()),
        Answer::Cycle { impartial, work } => {
            Ok(loopy_value(py, position, impartial, work, budget())?.into_any())
        }
        Answer::NimValue(_) => unreachable!("a value was asked"),
    }
}

/// The nim-value (Grundy value, an ``int``) of a position of an impartial game defined in
/// Python: a hashable object with ``options()`` returning an iterable of positions (and
/// optionally ``components()``, see ``value_of``). A list or tuple of positions is their
/// sum (the nim-sum of their values). ``work_limit`` and ``progress`` are those of
/// ``value_of``. The game must be short: a cycle of options raises ``InvalidInput``
/// naming it (``value_of(position).nim_value`` is then the loopy game's generalised
/// Sprague–Grundy value, such as ``"inf_{0,1}"``).
#[pyfunction]
#[pyo3(signature = (position, *, work_limit = WorkLimit::Setting, progress = None))]
pub fn grundy_of(
    py: Python<'_>,
    position: &Bound<'_, PyAny>,
    work_limit: WorkLimit,
    progress: Option<Py<PyAny>>,
) -> PyResult<u32> {
    match solve(
        py,
        position,
        Question::NimValue,
        Budget::new(work_limit, progress),
    )? {
        Answer::NimValue(n) => Ok(n),
        Answer::Value(_) | Answer::Cycle { .. } => unreachable!("a nim-value was asked"),
    }
}

/// Drops the engine's tables of games defined in Python (their positions and values),
/// freeing the memory they hold; values already returned stay valid.
#[pyfunction]
pub fn forget_positions(py: Python<'_>) -> PyResult<()> {
    crate::engine::run(py, |e| e.user.forget())
}
