//! Games defined in Python, valued by the engine: `conway.value_of(position)` and
//! `conway.grundy_of(position)`.
//!
//! A position is any hashable Python object with `left_options()` and `right_options()`
//! (a partizan game) or `options()` (an impartial one), each returning an iterable of
//! positions, and optionally `components()`, the positions whose disjunctive sum it is.
//! The engine's generic [`Solver`] values it through the [`Ruleset`] trait (Conway's
//! `G = {G^L | G^R}` reduced to canonical form; for impartial games, Grundy values by mex
//! and nim-sums, Sprague–Grundy): positions are numbered through a Python dict, so their
//! own `__hash__` and `__eq__` decide which are the same, and the solver's tables are kept
//! across calls (memoisation; `conway.forget_positions()` drops them).
//!
//! The solver searches with an explicit stack, so deep games need no deep recursion. A
//! callback that raises, or a signal (Ctrl-C), stops the search through the arena's
//! interrupt ([`crate::engine`]); the tables, which may then hold values computed from
//! the options of a failed callback, are dropped.

use crate::engine::{run_with_python, Stop};
use crate::errors::{engine as engine_error, invalid};
use crate::game::{wrap, Game};
use conway::partizan::{Arena, Error, GameId, Ruleset, Solver};
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyTuple, PyType};
use rustc_hash::FxHashMap;
use std::cell::RefCell;
use std::sync::Arc;

/// Which of the optional methods a class of positions has.
#[derive(Clone, Copy)]
struct Methods {
    /// `left_options` and `right_options` (else `options` serves both players).
    sides: bool,
    /// `components`.
    components: bool,
    /// The class is `tuple` itself: the position is the sum of the tuple's elements.
    sum: bool,
}

/// Python positions as a ruleset: the positions seen so far, numbered.
pub struct PythonRuleset {
    impartial: bool,
    /// Position -> its number.
    numbers: Py<PyDict>,
    /// Number -> its position.
    positions: RefCell<Vec<Py<PyAny>>>,
    /// Number -> its components, once asked (positions are immutable, so the answer
    /// stands; the solver asks again for every occurrence of a position as an option).
    components: RefCell<Vec<Option<Box<[u32]>>>>,
    /// The methods of each class of positions met, by the class object's address (the
    /// class is kept alive with its entry, so the address is not reused).
    methods: RefCell<FxHashMap<usize, (Py<PyType>, Methods)>>,
    /// The positions that are `conway.Game` values: number -> value, and value -> number
    /// (numbered apart from the dict, because hashing a `Game` needs the engine, which
    /// the search holds).
    games: RefCell<FxHashMap<u32, GameId>>,
    game_numbers: RefCell<FxHashMap<GameId, u32>>,
    /// Where failures of the current call go.
    stop: RefCell<Option<Arc<Stop>>>,
}

impl PythonRuleset {
    fn new(py: Python<'_>, impartial: bool) -> PythonRuleset {
        PythonRuleset {
            impartial,
            numbers: PyDict::new(py).unbind(),
            positions: RefCell::new(Vec::new()),
            components: RefCell::new(Vec::new()),
            methods: RefCell::new(FxHashMap::default()),
            games: RefCell::new(FxHashMap::default()),
            game_numbers: RefCell::new(FxHashMap::default()),
            stop: RefCell::new(None),
        }
    }

    /// The number of a position, numbering it if new.
    fn number(&self, position: &Bound<'_, PyAny>) -> PyResult<u32> {
        if position.is_exact_instance_of::<PyList>() {
            // a sum given as a list: the tuple of its parts (lists are not hashable)
            let parts = PyTuple::new(
                position.py(),
                position.try_iter()?.collect::<PyResult<Vec<_>>>()?,
            )?;
            return self.number(parts.as_any());
        }
        let game = position.cast::<Game>().ok().map(|g| g.get().id);
        if let Some(g) = game {
            if let Some(&n) = self.game_numbers.borrow().get(&g) {
                return Ok(n);
            }
        } else if let Some(n) = self.numbers.bind(position.py()).get_item(position)? {
            return n.extract();
        }
        let mut positions = self.positions.borrow_mut();
        let n = u32::try_from(positions.len()).map_err(|_| {
            crate::errors::refused("more than 2^32 positions of games defined in Python")
        })?;
        match game {
            Some(g) => {
                self.games.borrow_mut().insert(n, g);
                self.game_numbers.borrow_mut().insert(g, n);
            }
            None => self.numbers.bind(position.py()).set_item(position, n)?,
        }
        positions.push(position.clone().unbind());
        Ok(n)
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

    /// `listed`, recording a failure (and listing nothing) if the callback raises.
    fn ask(&self, p: u32, method: &str) -> Vec<u32> {
        let stop = self.stop.borrow().clone();
        if stop.as_ref().is_some_and(|s| s.failed()) {
            return Vec::new();
        }
        Python::attach(|py| {
            self.listed(py, p, method).unwrap_or_else(|e| {
                if let Some(stop) = stop {
                    stop.fail(e);
                }
                Vec::new()
            })
        })
    }

    /// The parts of a sum given as a tuple (or list), nested sums flattened, numbered;
    /// a failure is recorded as `ask` records it.
    fn summands(&self, p: u32) -> Vec<u32> {
        fn flatten(
            ruleset: &PythonRuleset,
            item: &Bound<'_, PyAny>,
            out: &mut Vec<u32>,
        ) -> PyResult<()> {
            if item.is_exact_instance_of::<PyTuple>() || item.is_exact_instance_of::<PyList>() {
                for part in item.try_iter()? {
                    flatten(ruleset, &part?, out)?;
                }
                return Ok(());
            }
            out.push(ruleset.number(item)?);
            Ok(())
        }
        Python::attach(|py| {
            let sum = self.positions.borrow()[p as usize].clone_ref(py);
            let mut parts = Vec::new();
            match flatten(self, sum.bind(py), &mut parts) {
                Ok(()) => parts,
                Err(e) => {
                    if let Some(stop) = self.stop.borrow().as_ref() {
                        stop.fail(e);
                    }
                    Vec::new()
                }
            }
        })
    }

    /// The optional methods of position `p`'s class.
    fn methods(&self, p: u32) -> Methods {
        Python::attach(|py| {
            let position = self.positions.borrow()[p as usize].clone_ref(py);
            let class = position.bind(py).get_type();
            let key = class.as_ptr() as usize;
            if let Some((_, m)) = self.methods.borrow().get(&key) {
                return *m;
            }
            let has = |name: &str| class.hasattr(name).unwrap_or(false);
            let m = Methods {
                sides: has("left_options") && has("right_options"),
                components: has("components"),
                sum: class.is(py.get_type::<PyTuple>()),
            };
            self.methods.borrow_mut().insert(key, (class.unbind(), m));
            m
        })
    }

    /// The method giving a side's options of `p`: `left_options` / `right_options`, or
    /// `options` for a position that only has that.
    fn side(&self, p: u32, side: &'static str) -> &'static str {
        if self.impartial || !self.methods(p).sides {
            "options"
        } else {
            side
        }
    }
}

impl Ruleset for PythonRuleset {
    type Position = u32;

    fn left_options(&self, p: &u32) -> Vec<u32> {
        self.ask(*p, self.side(*p, "left_options"))
    }

    fn right_options(&self, p: &u32) -> Vec<u32> {
        self.ask(*p, self.side(*p, "right_options"))
    }

    fn components(&self, p: &u32) -> Vec<u32> {
        let index = *p as usize;
        if let Some(Some(known)) = self.components.borrow().get(index) {
            return known.to_vec();
        }
        let methods = self.methods(*p);
        let parts = if methods.sum {
            self.summands(*p)
        } else if methods.components {
            self.ask(*p, "components")
        } else {
            return vec![*p];
        };
        if !self.stop.borrow().as_ref().is_some_and(|s| s.failed()) {
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
        Ok(self.games.borrow().get(p).copied())
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
    fn solver(&mut self, py: Python<'_>, impartial: bool) -> &mut Solver<PythonRuleset> {
        let slot = if impartial {
            &mut self.impartial
        } else {
            &mut self.partizan
        };
        slot.get_or_insert_with(|| Solver::new(PythonRuleset::new(py, impartial)))
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
fn check_position(position: &Bound<'_, PyAny>, impartial_only: bool) -> PyResult<()> {
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

/// The answer: a canonical form or a nim-value.
enum Answer {
    Value(GameId),
    NimValue(u32),
}

/// Values `position` with the solver of its kind, dropping the tables if it fails.
fn solve(py: Python<'_>, position: &Bound<'_, PyAny>, question: Question) -> PyResult<Answer> {
    let impartial = match question {
        Question::Value => is_impartial(position)?,
        Question::NimValue => true,
    };
    let position = position.clone().unbind();
    run_with_python(py, move |py, engine, stop| {
        let solver = engine.user.solver(py, impartial);
        *solver.ruleset().stop.borrow_mut() = Some(Arc::clone(stop));
        let answer = solver.ruleset().number(position.bind(py)).and_then(|root| {
            let arena = &mut engine.arena;
            let answer = match question {
                Question::Value if impartial => solver
                    .nim_value(arena, &root)
                    .map(|n| Answer::Value(arena.nimber(n))),
                Question::Value => solver.value(arena, &root).map(Answer::Value),
                Question::NimValue => solver.nim_value(arena, &root).map(Answer::NimValue),
            };
            answer.map_err(engine_error)
        });
        *solver.ruleset().stop.borrow_mut() = None;
        if stop.failed() {
            engine.user.forget();
        }
        answer
    })?
}

/// The positions of a sum given as a list or tuple, or `None` for one position.
fn summands<'py>(position: &Bound<'py, PyAny>) -> Option<Vec<Bound<'py, PyAny>>> {
    if position.is_exact_instance_of::<PyList>() || position.is_exact_instance_of::<PyTuple>() {
        return position.try_iter().ok()?.collect::<PyResult<Vec<_>>>().ok();
    }
    None
}

/// The value (canonical form) of a position of a game defined in Python.
///
/// ``position`` has ``left_options()`` and ``right_options()`` (a partizan game) or
/// ``options()`` (an impartial game, whose value is the nimber ``*g``), each returning an
/// iterable of positions; positions must be hashable, and equal positions (``==``) are
/// the same position. An optional ``components()`` lists the positions whose disjunctive
/// sum the position is (parts no move connects), which the engine then values one by one.
/// A plain list or tuple of positions is their sum, as an argument and as an option (a
/// move that splits a heap in two can return ``(Heap(a), Heap(b))``), and a ``Game`` is
/// a position whose value it is (an option may be a ``Game``, made beforehand: the methods
/// of a position must not call conway themselves).
///
/// Values are memoised by the engine across calls (``forget_positions()`` drops them).
/// The search keeps its own stack, so deep games are fine; Ctrl-C interrupts it; an
/// exception raised by a position's method propagates.
#[pyfunction]
pub fn value_of(py: Python<'_>, position: &Bound<'_, PyAny>) -> PyResult<Py<Game>> {
    if let Some(parts) = summands(position) {
        let values = parts
            .iter()
            .map(|part| Ok(value_of(py, part)?.get().id))
            .collect::<PyResult<Vec<GameId>>>()?;
        let sum = crate::engine::run(py, move |e| e.arena.sum_all(&values))?;
        return wrap(py, sum.map_err(engine_error)?);
    }
    check_position(position, false)?;
    match solve(py, position, Question::Value)? {
        Answer::Value(g) => wrap(py, g),
        Answer::NimValue(_) => unreachable!("a value was asked"),
    }
}

/// The nim-value (Grundy value, an ``int``) of a position of an impartial game defined in
/// Python: a hashable object with ``options()`` returning an iterable of positions (and
/// optionally ``components()``, see ``value_of``). A list or tuple of positions is their
/// sum (the nim-sum of their values).
#[pyfunction]
pub fn grundy_of(py: Python<'_>, position: &Bound<'_, PyAny>) -> PyResult<u32> {
    if let Some(parts) = summands(position) {
        return parts
            .iter()
            .try_fold(0, |sum, part| Ok(sum ^ grundy_of(py, part)?));
    }
    check_position(position, true)?;
    match solve(py, position, Question::NimValue)? {
        Answer::NimValue(n) => Ok(n),
        Answer::Value(_) => unreachable!("a nim-value was asked"),
    }
}

/// Drops the engine's tables of games defined in Python (their positions and values),
/// freeing the memory they hold; values already returned stay valid.
#[pyfunction]
pub fn forget_positions(py: Python<'_>) -> PyResult<()> {
    crate::engine::run(py, |e| e.user.forget())
}
