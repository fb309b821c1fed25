//! Errors raised to Python: the exception classes live in `conway._errors` (Python, so
//! that `InvalidInput` can be both a `ConwayError` and a `ValueError`); this module
//! builds them with the messages of the command-line tool.

use conway::partizan::Error;
use pyo3::prelude::*;

/// An exception of class `conway._errors.NAME` with this message.
fn raise(py: Python<'_>, class: &str, message: String) -> PyErr {
    match py
        .import("conway._errors")
        .and_then(|module| module.getattr(class))
    {
        Ok(class) => PyErr::from_value(match class.call1((message,)) {
            Ok(instance) => instance,
            Err(e) => return e,
        }),
        Err(e) => e,
    }
}

/// `InvalidInput(message)`: the input is not valid.
pub fn invalid(message: impl Into<String>) -> PyErr {
    Python::attach(|py| raise(py, "InvalidInput", message.into()))
}

/// `Refused(message)`: the engine refused the computation.
pub fn refused(message: impl Into<String>) -> PyErr {
    Python::attach(|py| raise(py, "Refused", message.into()))
}

/// `WorkLimitExceeded(message)`: the computation needs more than `steps` work steps; the
/// message says how to go on.
fn work_limit_exceeded(steps: u64) -> PyErr {
    Python::attach(|py| {
        raise(
            py,
            "WorkLimitExceeded",
            format!(
                "the computation needs more than {steps} work steps (its work limit; the \
                 default, {}, is the command-line tool's): to go on, pass work_limit=None (no \
                 limit) or a larger work_limit= to the call, or call \
                 conway.set_work_limit(None) for every later call; it may then take long and \
                 use much memory",
                crate::budget::DEFAULT_WORK_LIMIT
            ),
        )
    })
}

/// The exception of an engine error: the question itself is invalid for nim-values of
/// a partizan game and for a unit that is not positive, the work limit has its own
/// exception, otherwise a limit refused it.
pub fn engine(e: Error) -> PyErr {
    match e {
        Error::NotImpartial | Error::UnitNotPositive => invalid(e.to_string()),
        Error::WorkLimit(steps) => work_limit_exceeded(steps),
        _ => refused(e.to_string()),
    }
}
