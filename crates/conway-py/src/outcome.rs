//! `conway.outcome(expression)`: who wins a game or a sum, with a winning first move for
//! each player who has one, found by the sum search without building the canonical form
//! of the whole ([`conway_games::sum_outcome`], as `conway outcome` does).

use crate::budget::{table_bytes, work_refusal, Budget, WorkLimit};
use crate::engine::run_within;
use crate::errors::{engine as engine_error, invalid};
use conway::partizan::sum_search::{SearchSettings, TableFootprint, TABLE_BYTES, VALUING_CREDIT};
use conway_games::positions::RulesetPositions;
use conway_games::store::Store;
use conway_games::sum_outcome::{outcome_of_expression, ExpressionOutcome, TermMove};
use pyo3::prelude::*;
use pyo3::types::PyDict;
use std::path::PathBuf;

/// Who wins the game expression ``expression`` (a position, or a sum of positions and
/// games, as ``conway outcome`` reads it): a dict with ``outcome`` (``"L"``, ``"R"``,
/// ``"N"`` or ``"P"``), ``left_wins_moving_first``, ``right_wins_moving_first``, and
/// ``left_move`` / ``right_move``: ``None``, or a winning first move as a dict with
/// ``term`` (the index of the term moved in), ``to`` (the term after the move) and
/// ``sum`` (the sum after it); ``to`` and ``sum`` are ``None`` when the ruleset cannot
/// write its positions; ``table``: what the searching solvers' tables of decided sums
/// hold after the call, a dict of ``states``, ``bytes`` and ``forgotten`` (states
/// forgotten to stay within ``table_memory``; the engine's solvers keep their tables
/// between calls, until ``forget_positions()``).
///
/// The terms that are positions of one ruleset are searched together (minimax over the
/// sum, the components cheap enough to value replaced by their canonical forms; at most
/// ``valuing_credit`` work steps spent valuing beyond those searched, 0 for a plain
/// search; the table of decided sums takes at most ``table_memory`` MiB, 0 for no bound,
/// past which the cheapest are forgotten and decided again when met); the other terms
/// are valued. ``work_limit`` and ``progress`` are those of
/// ``value_of``. ``db`` names a database file (``conway --db FILE``): costly results are
/// kept there and looked up before searching, by this and later calls or processes; a
/// corrupted database raises ``InvalidInput``.
///
/// >>> conway.outcome("clobber:xo + 1/2")["left_move"]["sum"]
/// 'clobber:.x + 1/2'
#[pyfunction]
#[pyo3(signature = (expression, *, work_limit = WorkLimit::Setting, progress = None, valuing_credit = VALUING_CREDIT, table_memory = TABLE_BYTES >> 20, db = None))]
pub fn outcome<'py>(
    py: Python<'py>,
    expression: &str,
    work_limit: WorkLimit,
    progress: Option<Py<PyAny>>,
    valuing_credit: u64,
    table_memory: u64,
    db: Option<PathBuf>,
) -> PyResult<Bound<'py, PyDict>> {
    let table_bytes = table_bytes(table_memory)?;
    let store = db
        .as_deref()
        .map(Store::open)
        .transpose()
        .map_err(|e| invalid(e.to_string()))?;
    let budget = Budget::new(work_limit, progress);
    let limit = budget.limit;
    let text = expression.to_owned();
    let settings = SearchSettings {
        valuing_credit: (valuing_credit > 0).then_some(valuing_credit),
        table_bytes,
    };
    let found = run_within(py, budget, move |e| {
        let start = e.arena.work();
        // With a database, the search has solvers of its own that keep their results
        // there (committed when they are dropped, at the end of the call).
        let mut with_store = store.as_ref().map(|store| {
            let mut positions = RulesetPositions::new();
            positions.set_store(Some(store.clone()));
            positions
        });
        let positions = with_store.as_mut().unwrap_or(&mut e.positions);
        let found = outcome_of_expression(&mut e.arena, positions, &text, settings);
        let table = positions.sum_table_footprint();
        drop(with_store);
        if let Some(failure) = store.as_ref().and_then(Store::failure) {
            return Err(Ok(failure));
        }
        found
            .map(|f| (f, table))
            .map_err(|err| match work_refusal(&e.arena, start, limit) {
                Some(refusal) => Err(refusal),
                None => Ok(format!("invalid expression: {err}")),
            })
    })?
    .map_err(|failure| match failure {
        Err(refusal) => engine_error(refusal),
        Ok(message) => invalid(message),
    })?;
    as_dict(py, &found.0, found.1)
}

/// The answer as a dict (see [`outcome`]).
fn as_dict<'py>(
    py: Python<'py>,
    found: &ExpressionOutcome,
    table: TableFootprint,
) -> PyResult<Bound<'py, PyDict>> {
    let winning = |m: &Option<TermMove>| -> PyResult<Option<Bound<'py, PyDict>>> {
        let Some(m) = m else { return Ok(None) };
        let d = PyDict::new(py);
        d.set_item("term", m.term)?;
        d.set_item("to", &m.to)?;
        d.set_item("sum", &m.sum)?;
        Ok(Some(d))
    };
    let d = PyDict::new(py);
    d.set_item("outcome", found.outcome.to_string())?;
    d.set_item(
        "left_wins_moving_first",
        found.outcome.left_wins_moving_first(),
    )?;
    d.set_item(
        "right_wins_moving_first",
        found.outcome.right_wins_moving_first(),
    )?;
    d.set_item("left_move", winning(&found.left_move)?)?;
    d.set_item("right_move", winning(&found.right_move)?)?;
    let footprint = PyDict::new(py);
    footprint.set_item("states", table.states)?;
    footprint.set_item("bytes", table.bytes)?;
    footprint.set_item("forgotten", table.forgotten)?;
    d.set_item("table", footprint)?;
    Ok(d)
}
