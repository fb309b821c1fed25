//! `conway.Ordinal`: ordinals below epsilon_0 in Cantor normal form, with ordinal
//! arithmetic (`+`, `*`, `**`), the natural sum and product, and nim arithmetic on
//! ordinals read as nimbers: the library's `conway::ordinal` and
//! `conway::impartial::nimber::transfinite`, with the command-line tool's messages.

use crate::errors::invalid;
use conway::excerpt::excerpt;
use conway::impartial::nimber::transfinite;
use conway::ordinal::{expression::parse, Ordinal as Value};
use pyo3::basic::CompareOp;
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::PyTuple;

/// An ordinal below epsilon_0, in Cantor normal form: ``Ordinal("omega^2 + 3")``,
/// ``Ordinal(5)``, or ``omega``. ``+``, ``*`` and ``**`` are the ordinal sum, product and
/// power (``1 + omega == omega``; ints mix in); comparisons are the ordinals' order.
/// ``natural_sum``/``natural_product`` are the Hessenberg operations; the ``nim_*``
/// methods read ordinals as nimbers (``omega.nim_power(3) == 2``, ONAG ch. 6).
#[pyclass(module = "conway", frozen)]
#[derive(Clone)]
pub struct Ordinal {
    value: Value,
}

impl Ordinal {
    /// The Python object of a library ordinal.
    pub fn from_value(value: Value) -> Ordinal {
        Ordinal { value }
    }
}

/// An `Ordinal`, an int or a string (an ordinal expression) as an ordinal.
fn ordinal_of(other: &Bound<'_, PyAny>) -> PyResult<Value> {
    if let Ok(o) = other.cast::<Ordinal>() {
        return Ok(o.get().value.clone());
    }
    if let Ok(n) = other.extract::<u128>() {
        return Ok(Value::from(n));
    }
    if let Ok(text) = other.extract::<String>() {
        return parse(&text).map_err(|e| invalid(format!("{}: {e}", excerpt(&text))));
    }
    if other.extract::<i128>().is_ok() {
        return Err(invalid("ordinals are not negative"));
    }
    Err(PyTypeError::new_err(format!(
        "an Ordinal, a non-negative int below 2**128 or an ordinal expression, not {}",
        other.get_type().name()?
    )))
}

/// The result as a Python value: an `Ordinal`.
fn wrap(result: Result<Value, impl std::fmt::Display>) -> PyResult<Ordinal> {
    result
        .map(|value| Ordinal { value })
        .map_err(|e| invalid(e.to_string()))
}

#[pymethods]
impl Ordinal {
    #[new]
    fn new(value: &Bound<'_, PyAny>) -> PyResult<Ordinal> {
        Ok(Ordinal {
            value: ordinal_of(value)?,
        })
    }

    /// The least infinite ordinal.
    #[staticmethod]
    fn omega() -> Ordinal {
        Ordinal {
            value: Value::omega(),
        }
    }

    /// True for an integer.
    fn is_finite(&self) -> bool {
        self.value.is_finite()
    }

    /// The terms ``(exponent, coefficient)`` of the normal form, the largest first.
    fn terms(&self) -> Vec<(Ordinal, u128)> {
        self.value
            .terms()
            .map(|(exponent, c)| {
                (
                    Ordinal {
                        value: exponent.clone(),
                    },
                    c,
                )
            })
            .collect()
    }

    fn __int__(&self) -> PyResult<u128> {
        self.value
            .as_finite()
            .ok_or_else(|| PyTypeError::new_err(format!("{} is not finite", self.value)))
    }

    fn __bool__(&self) -> bool {
        !self.value.is_zero()
    }

    fn __str__(&self) -> String {
        self.value.to_string()
    }

    fn __repr__(&self) -> String {
        format!("Ordinal('{}')", self.value)
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyTuple>> {
        crate::convert::reduce_to_text(slf, slf.get().value.to_string())
    }

    /// A finite ordinal hashes as its int (they are equal).
    fn __hash__(&self, py: Python<'_>) -> PyResult<isize> {
        if let Some(n) = self.value.as_finite() {
            return n.into_pyobject(py)?.hash();
        }
        Ok(crate::convert::hash_of(&self.value))
    }

    fn __richcmp__(&self, other: &Bound<'_, PyAny>, op: CompareOp) -> PyResult<Py<PyAny>> {
        let py = other.py();
        let Ok(other) = ordinal_of(other) else {
            return Ok(py.NotImplemented());
        };
        Ok(op
            .matches(self.value.cmp(&other))
            .into_pyobject(py)?
            .to_owned()
            .into_any()
            .unbind())
    }

    fn __add__(&self, other: &Bound<'_, PyAny>) -> PyResult<Ordinal> {
        wrap(self.value.add(&ordinal_of(other)?))
    }

    fn __radd__(&self, other: &Bound<'_, PyAny>) -> PyResult<Ordinal> {
        wrap(ordinal_of(other)?.add(&self.value))
    }

    fn __mul__(&self, other: &Bound<'_, PyAny>) -> PyResult<Ordinal> {
        wrap(self.value.mul(&ordinal_of(other)?))
    }

    fn __rmul__(&self, other: &Bound<'_, PyAny>) -> PyResult<Ordinal> {
        wrap(ordinal_of(other)?.mul(&self.value))
    }

    fn __pow__(
        &self,
        other: &Bound<'_, PyAny>,
        modulo: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Ordinal> {
        if modulo.is_some() {
            return Err(PyTypeError::new_err("ordinal powers take no modulus"));
        }
        wrap(self.value.pow(&ordinal_of(other)?))
    }

    fn __rpow__(
        &self,
        other: &Bound<'_, PyAny>,
        modulo: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Ordinal> {
        if modulo.is_some() {
            return Err(PyTypeError::new_err("ordinal powers take no modulus"));
        }
        wrap(ordinal_of(other)?.pow(&self.value))
    }

    /// The natural (Hessenberg) sum, commutative.
    fn natural_sum(&self, other: &Bound<'_, PyAny>) -> PyResult<Ordinal> {
        wrap(self.value.natural_sum(&ordinal_of(other)?))
    }

    /// The natural (Hessenberg) product, commutative.
    fn natural_product(&self, other: &Bound<'_, PyAny>) -> PyResult<Ordinal> {
        wrap(self.value.natural_product(&ordinal_of(other)?))
    }

    /// The nim-sum of the two ordinals read as nimbers (xor of like coefficients).
    fn nim_sum(&self, other: &Bound<'_, PyAny>) -> PyResult<Ordinal> {
        Ok(Ordinal {
            value: transfinite::nim_sum(&self.value, &ordinal_of(other)?),
        })
    }

    /// The nim-product, below omega^(omega^13).
    fn nim_product(&self, other: &Bound<'_, PyAny>) -> PyResult<Ordinal> {
        let other = ordinal_of(other)?;
        wrap(transfinite::nim_product(&self.value, &other))
    }

    /// The nim-power ``self^n``, ``n`` counting factors (negative: powers of the inverse).
    fn nim_power(&self, n: i128) -> PyResult<Ordinal> {
        let base = if n < 0 {
            transfinite::nim_inverse(&self.value).map_err(|e| invalid(e.to_string()))?
        } else {
            self.value.clone()
        };
        wrap(transfinite::nim_power(&base, n.unsigned_abs()))
    }

    /// The nim-inverse ``1/self``.
    fn nim_inverse(&self) -> PyResult<Ordinal> {
        wrap(transfinite::nim_inverse(&self.value))
    }

    /// The nim square root (unique).
    fn nim_sqrt(&self) -> PyResult<Ordinal> {
        wrap(transfinite::nim_sqrt(&self.value))
    }
}

/// A nim-arithmetic value for Python: an int when finite, an `Ordinal` otherwise.
pub fn nimber_to_python(py: Python<'_>, value: Value) -> PyResult<Py<PyAny>> {
    match value.as_finite() {
        Some(n) => Ok(n.into_pyobject(py)?.into_any().unbind()),
        None => Ok(Ordinal { value }.into_pyobject(py)?.into_any().unbind()),
    }
}
