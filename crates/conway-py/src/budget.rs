//! How much work a computation may take, and whom it tells how far it got.
//!
//! Every computation on games (building, adding, comparing, valuing an expression, a
//! ruleset position or a game defined in Python) counts the engine's work steps (a step
//! is well under a microsecond and a few dozen bytes: see `Arena::set_work_limit`) and is
//! refused with `conway.WorkLimitExceeded` past its work limit: by default
//! [`DEFAULT_WORK_LIMIT`], that of the command-line tool's `--work-limit`, so that no call
//! runs for minutes or fills the memory unasked. `conway.set_work_limit` changes the
//! limit of every later call, and the `work_limit=` keyword of `value_of`, `grundy_of`,
//! `Game()` and `Position.value()` / `grundy()` that of one call (`None`: no limit).
//! Their `progress=` keyword is a callable told `(done, total)`, the work steps taken and
//! the limit (`None` without one), every few thousand steps; if it raises, the
//! computation stops and the call raises that exception.

use crate::errors::invalid;
use conway::partizan::{Arena, Error};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::PyBool;
use std::sync::atomic::{AtomicU64, Ordering};

/// The work limit of a call unless told otherwise: the default of the command-line tool's
/// `--work-limit` (`WORK_LIMIT` in `conway-cli`'s `expression.rs`; the Python tests
/// check that the two agree).
pub const DEFAULT_WORK_LIMIT: u64 = 16_000_000;

/// The work limit of every call without its own (`conway.set_work_limit`); 0: none.
static SETTING: AtomicU64 = AtomicU64::new(DEFAULT_WORK_LIMIT);

/// The limit the setting gives.
fn setting() -> Option<u64> {
    match SETTING.load(Ordering::Relaxed) {
        0 => None,
        steps => Some(steps),
    }
}

/// The `work_limit=` argument of a call: the setting (the argument left out, or `...`), a
/// number of steps, or `None` / `0` for no limit.
#[derive(Clone, Copy)]
pub enum WorkLimit {
    /// The process-wide setting.
    Setting,
    /// At most this many work steps (0: no limit).
    Steps(u64),
}

impl WorkLimit {
    /// The limit in steps, `None` for none.
    fn steps(self) -> Option<u64> {
        match self {
            WorkLimit::Setting => setting(),
            WorkLimit::Steps(0) => None,
            WorkLimit::Steps(steps) => Some(steps),
        }
    }
}

impl<'a, 'py> FromPyObject<'a, 'py> for WorkLimit {
    type Error = PyErr;

    /// `...` (the default shown in signatures) is the setting too.
    fn extract(value: Borrowed<'a, 'py, PyAny>) -> PyResult<WorkLimit> {
        if value.is(value.py().Ellipsis()) {
            return Ok(WorkLimit::Setting);
        }
        steps_argument(&value).map(WorkLimit::Steps)
    }
}

/// A number of work steps as given in Python: a non-negative `int`, or `None` for no
/// limit (0).
fn steps_argument(value: &Bound<'_, PyAny>) -> PyResult<u64> {
    if value.is_none() {
        return Ok(0);
    }
    if value.is_instance_of::<PyBool>() {
        return Err(PyTypeError::new_err(
            "work_limit must be a number of work steps (an int) or None (no limit)",
        ));
    }
    let steps: num_bigint::BigInt = value.extract().map_err(|_| {
        PyTypeError::new_err(
            "work_limit must be a number of work steps (an int) or None (no limit)",
        )
    })?;
    u64::try_from(&steps).map_err(|_| {
        invalid(format!(
            "work_limit must be a number of work steps from 0 to 2^64 - 1, or None (no limit); \
             got {steps}"
        ))
    })
}

/// What a call may spend: its work limit, and the callable it reports progress to.
pub struct Budget {
    /// The most work steps, `None` for no limit.
    pub limit: Option<u64>,
    /// `progress(done, total)`, if given.
    pub progress: Option<Py<PyAny>>,
}

impl Budget {
    /// The budget of a call with these arguments.
    pub fn new(limit: WorkLimit, progress: Option<Py<PyAny>>) -> Budget {
        Budget {
            limit: limit.steps(),
            progress,
        }
    }

    /// The budget of a call without arguments of its own: the process-wide setting.
    pub fn setting() -> Budget {
        Budget::new(WorkLimit::Setting, None)
    }

    /// No limit and no report (computations bounded by limits of their own).
    pub fn unlimited() -> Budget {
        Budget {
            limit: None,
            progress: None,
        }
    }
}

/// Sets the work limit of every later computation that is not given its own
/// ``work_limit=``: at most ``steps`` work steps (a step is well under a microsecond and a
/// few dozen bytes), or no limit with ``None`` (or ``0``), for long runs on a big
/// machine. Returns the previous setting (``None`` for no limit). The default,
/// ``conway.DEFAULT_WORK_LIMIT``, is that of the command-line tool's ``--work-limit``.
#[pyfunction]
pub fn set_work_limit(steps: &Bound<'_, PyAny>) -> PyResult<Option<u64>> {
    let steps = steps_argument(steps)?;
    Ok(match SETTING.swap(steps, Ordering::Relaxed) {
        0 => None,
        previous => Some(previous),
    })
}

/// The work limit of computations not given their own ``work_limit=`` (``None``: no
/// limit); see ``set_work_limit``.
#[pyfunction]
pub fn get_work_limit() -> Option<u64> {
    setting()
}

/// The refusal of a computation that failed after taking more than `limit` work steps
/// since `start` (the arena's work when it began), whatever its error says: operations that
/// report errors as text (expressions, ruleset positions) are refused by the work limit
/// at the first check past it, so their failure is then that refusal.
pub fn work_refusal(arena: &Arena, start: u64, limit: Option<u64>) -> Option<Error> {
    limit
        .filter(|&steps| arena.work() - start > steps)
        .map(Error::WorkLimit)
}

/// The bytes of a `table_memory` argument in MiB (`None` for 0: no bound), refused if it
/// overflows.
pub fn table_bytes(mib: u64) -> PyResult<Option<u64>> {
    if mib == 0 {
        return Ok(None);
    }
    mib.checked_mul(1 << 20).map(Some).ok_or_else(|| {
        invalid(format!(
            "table_memory={mib} MiB is more than 2^64 bytes; give at most {} (or 0: no bound)",
            u64::MAX >> 20
        ))
    })
}
