//! `conway.Surreal`: surreal numbers that are finite sums of powers of omega with rational
//! coefficients, with the arithmetic and order of the library's `conway::surreal`,
//! `fractions.Fraction` and `int` mixing in, and the command-line tool's messages.

use crate::errors::invalid;
use crate::game::Game;
use conway::excerpt::excerpt;
use conway::surreal::rational::Rational;
use conway::surreal::{expression::parse, Surreal as Value, SurrealError};
use pyo3::basic::CompareOp;
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyString, PyTuple};

/// A surreal number: a finite sum of powers of omega with rational coefficients.
/// ``Surreal("omega - 1")``, ``Surreal(Fraction(1, 3))``, ``Surreal(5)``. ``+ - * /`` and
/// ``**`` (an int exponent) are exact; ``/`` needs a one-term divisor (``1/omega``).
/// Comparisons are the surreal order, with ints and Fractions (``Surreal("1/3") ==
/// Fraction(1, 3)``). ``compare_with(game)`` and ``stops_with(game)`` mix in a short game.
#[pyclass(module = "conway", frozen)]
#[derive(Clone)]
pub struct Surreal {
    value: Value,
}

/// A `Surreal`, an int, a `Fraction` (any `numbers.Rational`) or a string (a surreal
/// expression) as a surreal number; `None` for anything else.
fn surreal_of(other: &Bound<'_, PyAny>) -> PyResult<Option<Value>> {
    if let Ok(s) = other.cast::<Surreal>() {
        return Ok(Some(s.get().value.clone()));
    }
    if let Ok(text) = other.cast::<PyString>() {
        let text = text.to_cow()?;
        return parse(&text)
            .map(Some)
            .map_err(|e| invalid(format!("{}: {e}", excerpt(&text))));
    }
    let py = other.py();
    if other.is_instance_of::<PyBool>()
        || !other.is_instance(&py.import("numbers")?.getattr("Rational")?)?
    {
        return Ok(None);
    }
    let (num, den): (i128, i128) = match (
        other.getattr("numerator")?.extract(),
        other.getattr("denominator")?.extract(),
    ) {
        (Ok(n), Ok(d)) => (n, d),
        _ => {
            return Err(invalid(
                "a rational's numerator and denominator must be below 2**127",
            ))
        }
    };
    let r = Rational::new(num, den)
        .ok_or_else(|| invalid("a rational's numerator and denominator must be below 2**127"))?;
    Ok(Some(Value::rational(r)))
}

fn required(other: &Bound<'_, PyAny>) -> PyResult<Value> {
    surreal_of(other)?.ok_or_else(|| {
        PyTypeError::new_err(format!(
            "a Surreal, an int, a Fraction or a surreal expression, not {}",
            other
                .get_type()
                .name()
                .map(|n| n.to_string())
                .unwrap_or_default()
        ))
    })
}

fn wrap(result: Result<Value, SurrealError>) -> PyResult<Surreal> {
    result
        .map(|value| Surreal { value })
        .map_err(|e| invalid(e.to_string()))
}

/// `fractions.Fraction(r)`.
fn fraction<'py>(py: Python<'py>, r: Rational) -> PyResult<Bound<'py, PyAny>> {
    py.import("fractions")?
        .getattr("Fraction")?
        .call1((r.numerator(), r.denominator()))
}

#[pymethods]
impl Surreal {
    #[new]
    fn new(value: &Bound<'_, PyAny>) -> PyResult<Surreal> {
        Ok(Surreal {
            value: required(value)?,
        })
    }

    /// ``omega``.
    #[staticmethod]
    fn omega() -> Surreal {
        Surreal {
            value: Value::omega(),
        }
    }

    /// The ``Fraction``, if the number is real; ``None`` otherwise.
    fn to_fraction<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyAny>>> {
        self.value
            .as_rational()
            .map(|r| fraction(py, r))
            .transpose()
    }

    /// ``"zero"``, ``"real"``, ``"infinite"`` or ``"infinitesimal"``.
    fn kind(&self) -> &'static str {
        if self.value.is_zero() {
            "zero"
        } else if self.value.is_infinite() {
            "infinite"
        } else if self.value.is_infinitesimal() {
            "infinitesimal"
        } else {
            "real"
        }
    }

    /// The birthday as an ``Ordinal``, where it is known (dyadics, other rationals,
    /// ordinals); ``None`` otherwise.
    fn birthday(&self) -> PyResult<Option<crate::ordinal::Ordinal>> {
        Ok(self
            .value
            .birthday()
            .map(crate::ordinal::Ordinal::from_value))
    }

    /// The terms ``(exponent, coefficient)`` of the normal form, the largest first
    /// (coefficients as ``Fraction``).
    fn terms<'py>(&self, py: Python<'py>) -> PyResult<Vec<(Surreal, Bound<'py, PyAny>)>> {
        self.value
            .terms()
            .map(|(e, c)| Ok((Surreal { value: e.clone() }, fraction(py, c)?)))
            .collect()
    }

    /// The simplest number strictly between two real numbers (a dyadic).
    #[staticmethod]
    fn simplest_between(a: &Bound<'_, PyAny>, b: &Bound<'_, PyAny>) -> PyResult<Surreal> {
        wrap(Value::simplest_between(&required(a)?, &required(b)?))
    }

    /// How ``game`` (a short ``Game``, or an expression of one) compares with this
    /// number: ``"<"``, ``">"``, ``"="`` or ``"||"`` (confused), by number avoidance.
    fn compare_with(&self, game: &Bound<'_, PyAny>) -> PyResult<&'static str> {
        let x = self.value.clone();
        let order = Game::with_arena_of(game, move |arena, g| {
            x.compare_with_game(arena, g).map_err(|e| e.to_string())
        })?;
        Ok(match order {
            Some(std::cmp::Ordering::Less) => "<",
            Some(std::cmp::Ordering::Greater) => ">",
            Some(std::cmp::Ordering::Equal) => "=",
            None => "||",
        })
    }

    /// The stops ``(left, right)`` of ``game + self``.
    fn stops_with(&self, game: &Bound<'_, PyAny>) -> PyResult<(Surreal, Surreal)> {
        let x = self.value.clone();
        let (left, right) = Game::with_arena_of(game, move |arena, g| {
            x.stops_with_game(arena, g).map_err(|e| e.to_string())
        })?;
        Ok((Surreal { value: left }, Surreal { value: right }))
    }

    fn __bool__(&self) -> bool {
        !self.value.is_zero()
    }

    fn __str__(&self) -> String {
        self.value.to_string()
    }

    fn __repr__(&self) -> String {
        format!("Surreal('{}')", self.value)
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyTuple>> {
        crate::convert::reduce_to_text(slf, slf.get().value.to_string())
    }

    /// A real number hashes as its ``Fraction`` (they are equal).
    fn __hash__(&self, py: Python<'_>) -> PyResult<isize> {
        if let Some(r) = self.value.as_rational() {
            return fraction(py, r)?.hash();
        }
        Ok(crate::convert::hash_of(&self.value))
    }

    fn __richcmp__(&self, other: &Bound<'_, PyAny>, op: CompareOp) -> PyResult<Py<PyAny>> {
        let py = other.py();
        let other = match surreal_of(other) {
            Ok(Some(other)) => other,
            _ => return Ok(py.NotImplemented()),
        };
        Ok(op
            .matches(self.value.cmp(&other))
            .into_pyobject(py)?
            .to_owned()
            .into_any()
            .unbind())
    }

    fn __neg__(&self) -> Surreal {
        Surreal {
            value: self.value.neg(),
        }
    }

    fn __add__(&self, other: &Bound<'_, PyAny>) -> PyResult<Surreal> {
        wrap(self.value.add(&required(other)?))
    }

    fn __radd__(&self, other: &Bound<'_, PyAny>) -> PyResult<Surreal> {
        wrap(required(other)?.add(&self.value))
    }

    fn __sub__(&self, other: &Bound<'_, PyAny>) -> PyResult<Surreal> {
        wrap(self.value.sub(&required(other)?))
    }

    fn __rsub__(&self, other: &Bound<'_, PyAny>) -> PyResult<Surreal> {
        wrap(required(other)?.sub(&self.value))
    }

    fn __mul__(&self, other: &Bound<'_, PyAny>) -> PyResult<Surreal> {
        wrap(self.value.mul(&required(other)?))
    }

    fn __rmul__(&self, other: &Bound<'_, PyAny>) -> PyResult<Surreal> {
        wrap(required(other)?.mul(&self.value))
    }

    fn __truediv__(&self, other: &Bound<'_, PyAny>) -> PyResult<Surreal> {
        wrap(self.value.div(&required(other)?))
    }

    fn __rtruediv__(&self, other: &Bound<'_, PyAny>) -> PyResult<Surreal> {
        wrap(required(other)?.div(&self.value))
    }

    fn __pow__(&self, n: i128, modulo: Option<&Bound<'_, PyAny>>) -> PyResult<Surreal> {
        if modulo.is_some() {
            return Err(PyTypeError::new_err("surreal powers take no modulus"));
        }
        wrap(self.value.pow(n))
    }

    /// The square root of one term with a rational square coefficient.
    fn sqrt(&self) -> PyResult<Surreal> {
        wrap(self.value.sqrt())
    }
}
