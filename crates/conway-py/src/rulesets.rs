//! The registry's rulesets from Python: `conway.rulesets()` lists them, and
//! `conway.ruleset(name, position)` (or the factory named after the ruleset,
//! `conway.Domineering("..|..")`) is a position, valued by the registry's solvers, whose
//! tables the engine keeps across calls.

use crate::budget::{table_bytes, work_refusal, Budget, WorkLimit};
use crate::engine::{run, run_within};
use crate::errors::{engine as engine_error, invalid};
use crate::game::{wrap, Game};
use conway::excerpt::excerpt;
use conway::partizan::sensible::{mark_moves, Player};
use conway::partizan::sum_search::{SearchSettings, TABLE_BYTES};
use conway::partizan::Resolver;
use conway_games::contract::{Entry, PositionError};
use conway_games::registry;
use pyo3::prelude::*;
use pyo3::types::PyDict;

/// A position of one of the registry's rulesets, written in its syntax (see
/// ``conway.rulesets()``). ``value()`` is its canonical form (a ``Game``); for an
/// impartial ruleset ``grundy()`` is its nim-value; ``svg()`` draws it (in a notebook it
/// draws itself). The text is checked when the position is first valued or drawn. The
/// empty text is the position where nothing is left, the game 0: an option that leaves
/// nothing (a Hackenbush edge on the ground cut) is written so.
#[pyclass(module = "conway", frozen)]
pub struct Position {
    entry: &'static Entry,
    text: String,
}

/// The entry named `name`, or the CLI's message.
fn entry(name: &str) -> PyResult<&'static Entry> {
    registry::find(name).ok_or_else(|| invalid(registry::unknown(name)))
}

#[pymethods]
impl Position {
    #[new]
    fn new(ruleset: &str, position: &str) -> PyResult<Position> {
        Ok(Position {
            entry: entry(ruleset)?,
            text: position.to_owned(),
        })
    }

    /// The ruleset's name, e.g. ``"domineering"``.
    #[getter]
    fn ruleset(&self) -> &'static str {
        self.entry.name
    }

    /// The position as written.
    #[getter]
    fn position(&self) -> String {
        self.text.clone()
    }

    /// Whether the ruleset is impartial (both players have the same moves).
    #[getter]
    fn is_impartial(&self) -> bool {
        self.entry.solver().is_impartial()
    }

    /// The canonical form of the position (a ``Game``), computed by the ruleset's solver
    /// (nim-values for impartial rulesets). ``work_limit`` and ``progress`` are those of
    /// ``value_of``: at most ``work_limit`` work steps (default ``get_work_limit()``,
    /// ``None`` for no limit), with ``progress(done, total)`` told along the way.
    #[pyo3(signature = (*, work_limit = WorkLimit::Setting, progress = None))]
    fn value(
        &self,
        py: Python<'_>,
        work_limit: WorkLimit,
        progress: Option<Py<PyAny>>,
    ) -> PyResult<Py<Game>> {
        let (name, text) = (self.entry.name, self.text.clone());
        if text.is_empty() {
            let zero = run(py, |e| e.arena.zero())?;
            return wrap(py, zero);
        }
        let budget = Budget::new(work_limit, progress);
        let limit = budget.limit;
        let id = run_within(py, budget, move |e| {
            let start = e.arena.work();
            e.positions
                .resolve(&mut e.arena, name, &text)
                .map_err(|message| match work_refusal(&e.arena, start, limit) {
                    Some(refusal) => engine_error(refusal),
                    None => invalid(message),
                })
        })??;
        wrap(py, id)
    }

    /// The nim-value (an ``int``) of a position of an impartial ruleset; ``work_limit``
    /// and ``progress`` as for ``value()``. With ``threads=N`` (N > 1), N threads search
    /// the position together, sharing one table of nim-values, each within the work
    /// limit (``conway grundy --threads``). The ruleset's table of nim-values (kept
    /// between calls) takes at most ``table_memory`` MiB (0: no bound): past it the
    /// positions cheapest to value are forgotten and valued again if met (``conway
    /// grundy --table-memory``).
    #[pyo3(signature = (*, work_limit = WorkLimit::Setting, progress = None, threads = 1, table_memory = TABLE_BYTES >> 20))]
    fn grundy(
        &self,
        py: Python<'_>,
        work_limit: WorkLimit,
        progress: Option<Py<PyAny>>,
        threads: usize,
        table_memory: u64,
    ) -> PyResult<u32> {
        let table_bytes = table_bytes(table_memory)?;
        if !self.is_impartial() {
            return Err(invalid(format!(
                "{} is not impartial, so its positions have no nim-value: use value()",
                self.entry.name
            )));
        }
        if threads == 0 {
            return Err(invalid("threads must be at least 1"));
        }
        let (name, text) = (self.entry.name, self.text.clone());
        if text.is_empty() {
            return Ok(0);
        }
        let budget = Budget::new(work_limit, progress);
        let limit = budget.limit;
        run_within(py, budget, move |e| {
            let start = e.arena.work();
            let solver = e.positions.solver(name).map_err(invalid)?;
            solver.set_search(SearchSettings {
                table_bytes,
                ..SearchSettings::default()
            });
            solver
                .nim_value(&mut e.arena, &text, threads)
                .map_err(|error| match work_refusal(&e.arena, start, limit) {
                    Some(refusal) => engine_error(refusal),
                    None => match error {
                        PositionError::Invalid(message) => {
                            invalid(format!("{name}:{}: {message}", excerpt(&text)))
                        }
                        PositionError::Refused(refusal) => engine_error(refusal),
                    },
                })
        })?
    }

    /// Left's options: the positions Left can move to, in the ruleset's syntax (perhaps
    /// simplified: a trimmed board; the empty text when nothing is left). ``InvalidInput``
    /// for a ruleset whose positions cannot be written back (``staircase``, whose options
    /// are Young diagrams).
    #[getter]
    fn left_options(&self) -> PyResult<Vec<Position>> {
        Ok(self.options()?.0)
    }

    /// Right's options (see ``left_options``).
    #[getter]
    fn right_options(&self) -> PyResult<Vec<Position>> {
        Ok(self.options()?.1)
    }

    /// Left's sensible options: her moves that are at least as good as one of the
    /// canonical form's Left options (``G^L >= K^L``; the definition of ``cgt-py``'s
    /// ``sensible_left_options``). Whoever wins ``G + X`` moving first wins by a sensible
    /// move in ``G`` or by a move in ``X``; a move that is neither dominated nor reversible
    /// is sensible (``conway moves`` lists every move with its marks). Valued within the
    /// process-wide work limit (``set_work_limit``).
    #[getter]
    fn sensible_left_options(&self, py: Python<'_>) -> PyResult<Vec<Position>> {
        self.sensible_options(py, Player::Left)
    }

    /// Right's sensible options: his moves at least as good for him as one of the
    /// canonical form's Right options (``G^R <= K^R``; see ``sensible_left_options``).
    #[getter]
    fn sensible_right_options(&self, py: Python<'_>) -> PyResult<Vec<Position>> {
        self.sensible_options(py, Player::Right)
    }

    /// A drawing of the position (an SVG document): the board, strip, diagram or graph,
    /// blue for Left and red for Right.
    fn svg(&self) -> PyResult<String> {
        (self.entry.draw)(&self.text)
            .map_err(|e| invalid(format!("{}:{}: {e}", self.entry.name, excerpt(&self.text))))
    }

    fn _repr_svg_(&self) -> Option<String> {
        self.svg().ok()
    }

    fn __repr__(&self) -> String {
        format!("ruleset('{}', '{}')", self.entry.name, self.text)
    }

    fn __str__(&self) -> String {
        format!("{}:{}", self.entry.name, self.text)
    }
}

impl Position {
    /// Both players' options, as positions of the same ruleset.
    fn options(&self) -> PyResult<(Vec<Position>, Vec<Position>)> {
        if self.text.is_empty() {
            return Ok((Vec::new(), Vec::new()));
        }
        let listed =
            self.entry.solver().options(&self.text).map_err(|e| {
                invalid(format!("{}:{}: {e}", self.entry.name, excerpt(&self.text)))
            })?;
        let (left, right) = listed.ok_or_else(|| {
            invalid(format!(
                "the options of {} positions cannot be written in its syntax (value() gives \
                 the position's canonical form and its options)",
                self.entry.name
            ))
        })?;
        let positions = |texts: Vec<String>| {
            texts
                .into_iter()
                .map(|text| Position {
                    entry: self.entry,
                    text,
                })
                .collect()
        };
        Ok((positions(left), positions(right)))
    }
}

impl Position {
    /// The options of `player` that are sensible ([`conway::partizan::sensible`]).
    fn sensible_options(&self, py: Python<'_>, player: Player) -> PyResult<Vec<Position>> {
        let (left, right) = self.options()?;
        let moves = match player {
            Player::Left => left,
            Player::Right => right,
        };
        let name = self.entry.name;
        let mut texts = vec![self.text.clone()];
        texts.extend(moves.iter().map(|m| m.text.clone()));
        let budget = Budget::setting();
        let limit = budget.limit;
        let sensible = run_within(py, budget, move |e| -> PyResult<Vec<bool>> {
            let start = e.arena.work();
            let mut games = Vec::with_capacity(texts.len());
            for text in &texts {
                games.push(match text.as_str() {
                    "" => e.arena.zero(),
                    text => e
                        .positions
                        .resolve(&mut e.arena, name, text)
                        .map_err(|message| match work_refusal(&e.arena, start, limit) {
                            Some(refusal) => engine_error(refusal),
                            None => invalid(message),
                        })?,
                });
            }
            let marks =
                mark_moves(&mut e.arena, games[0], &games[1..], player).map_err(engine_error)?;
            Ok(marks.iter().map(|m| m.sensible).collect())
        })??;
        Ok(moves
            .into_iter()
            .zip(sensible)
            .filter_map(|(m, sensible)| sensible.then_some(m))
            .collect())
    }
}

/// A position of the ruleset ``name`` written ``position`` in its syntax:
/// ``ruleset("clobber", "xo.|ox.")`` (``conway.rulesets()`` lists names and syntaxes).
#[pyfunction]
pub fn ruleset(name: &str, position: &str) -> PyResult<Position> {
    Position::new(name, position)
}

/// The registry's rulesets: one dict per ruleset with its ``name``, the ``syntax`` of its
/// positions, what it is (``about``: the game, and who is Left), ``examples`` and whether
/// it is ``impartial`` (as ``conway rulesets --json``).
#[pyfunction]
pub fn rulesets(py: Python<'_>) -> PyResult<Vec<Bound<'_, PyDict>>> {
    registry::RULESETS
        .iter()
        .map(|e| {
            let d = PyDict::new(py);
            d.set_item("name", e.name)?;
            d.set_item("syntax", e.syntax)?;
            d.set_item("about", e.about)?;
            d.set_item("examples", e.examples.to_vec())?;
            d.set_item("impartial", e.solver().is_impartial())?;
            Ok(d)
        })
        .collect()
}
