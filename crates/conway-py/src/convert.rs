//! Numbers between Python and the engine: a [`Dyadic`] is a `fractions.Fraction` in
//! Python, and a Python `int`, `Fraction` or `float` whose value is a dyadic rational
//! (denominator a power of 2, within the engine's exact range) is a [`Dyadic`].
//!
//! Every finite `float` is a dyadic rational, but most are the binary rounding of a
//! decimal that is not (`0.3` is `5404319552844595/2^54`). A `float` is therefore taken
//! only when it is exactly the number it shows: when its `repr`, the shortest decimal
//! that reads back as it, has its exact value (`0.5`, `0.375`, `-2.25`); otherwise (and
//! for NaN and infinities) it is refused, as the silent rounding would be a wrong answer.

use crate::errors::invalid;
use conway::partizan::Dyadic;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyTuple};
use std::hash::{Hash, Hasher};

/// `fractions.Fraction(x)`.
pub fn fraction<'py>(py: Python<'py>, x: Dyadic) -> PyResult<Bound<'py, PyAny>> {
    let denominator = num_bigint::BigInt::from(1u8) << x.exponent();
    py.import("fractions")?
        .getattr("Fraction")?
        .call1((x.numerator(), denominator))
}

/// The dyadic rational `value` is, or `None` if it is not a number (an `int`, a
/// `fractions.Fraction`, a `float`, or anything `Fraction()` accepts that is not a string);
/// an error if it is a number that is not dyadic or leaves the exact range.
pub fn dyadic(value: &Bound<'_, PyAny>) -> PyResult<Option<Dyadic>> {
    let py = value.py();
    if value.is_instance_of::<PyBool>() || value.is_instance_of::<pyo3::types::PyString>() {
        return Ok(None);
    }
    let numbers = py.import("numbers")?.getattr("Rational")?;
    let is_float = value.is_instance_of::<pyo3::types::PyFloat>();
    if !is_float && !value.is_instance(&numbers)? {
        return Ok(None);
    }
    let text = || {
        value
            .repr()
            .map(|r| r.to_string())
            .unwrap_or_else(|_| "the number".into())
    };
    let fraction_class = py.import("fractions")?.getattr("Fraction")?;
    if is_float {
        let x: f64 = value.extract()?;
        if !x.is_finite() {
            return Err(invalid(format!(
                "{} is not a number of a short game (only finite numbers are)",
                text()
            )));
        }
        // the repr of a plain float (a subclass's may be decorated: numpy's float64)
        let shown = fraction_class.call1((pyo3::types::PyFloat::new(py, x).repr()?,))?;
        let exact = fraction_class.call1((value,))?;
        if !shown.eq(&exact)? {
            return Err(invalid(format!(
                "the float {} is not exactly the number it shows (in binary it is {}), so it \
                 is refused: give a dyadic rational exactly, as a fractions.Fraction, an int or \
                 a string (\"3/8\")",
                text(),
                exact.str()?
            )));
        }
    }
    let exact = fraction_class.call1((value,))?;
    let numerator: num_bigint::BigInt = exact.getattr("numerator")?.extract()?;
    let denominator: num_bigint::BigInt = exact.getattr("denominator")?.extract()?;
    let exponent = denominator.trailing_zeros().unwrap_or(0);
    if denominator != num_bigint::BigInt::from(1u8) << exponent {
        return Err(invalid(format!(
            "{} is not a dyadic rational (its denominator is not a power of 2), so it is \
             not the value of a short game",
            text()
        )));
    }
    let out_of_range = || {
        invalid(format!(
            "{} is outside the engine's exact range (numerators below 2^63, denominators up \
             to 2^62)",
            text()
        ))
    };
    let numerator = i64::try_from(numerator).map_err(|_| out_of_range())?;
    let exponent = u32::try_from(exponent).map_err(|_| out_of_range())?;
    Dyadic::new(numerator, exponent)
        .map(Some)
        .map_err(|_| out_of_range())
}

/// `(type(obj), (text,))`: what `__reduce__` returns for an object that its class builds
/// again from its text (pickling).
pub fn reduce_to_text<'py, T: pyo3::PyClass>(
    obj: &Bound<'py, T>,
    text: String,
) -> PyResult<Bound<'py, PyTuple>> {
    let py = obj.py();
    PyTuple::new(
        py,
        [
            obj.as_any().get_type().into_any(),
            PyTuple::new(py, [text.into_pyobject(py)?])?.into_any(),
        ],
    )
}

/// A Python hash of a Rust value (for values equal to no Python number).
pub fn hash_of(value: &impl Hash) -> isize {
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    value.hash(&mut hasher);
    hasher.finish() as isize
}
