//! `conway.Thermograph`: the exact thermograph of a game, its walls as lists of pieces,
//! and its drawing (SVG, by [`conway::partizan::thermograph_svg`], which the command-line
//! tool draws with too).

use crate::convert::fraction;
use conway::partizan::{thermograph_svg, Thermograph as Graph, Wall};
use pyo3::prelude::*;
use std::sync::Arc;

/// The thermograph of a game (Winning Ways, ch. 6; Siegel, II.5): two walls, piecewise
/// linear in the temperature ``t >= 0``, that meet at ``temperature`` and continue as the
/// mast at ``mean``.
///
/// Each wall is a list of pieces ``(start, value, slope)``: from ``t = start`` on, the
/// wall's value is ``value + slope * (t - start)`` (``slope`` is -1, 0 or 1) until the next
/// piece. In a notebook the thermograph draws itself (``_repr_svg_``), positive values to
/// the left as is customary.
#[pyclass(module = "conway", frozen)]
pub struct Thermograph {
    /// The walls, mean and temperature.
    pub graph: Arc<Graph>,
    /// The canonical form, the drawing's title.
    pub title: String,
}

/// A piece of a wall: `(start, value, slope)`, the first two as `Fraction`s.
type Piece = (Py<PyAny>, Py<PyAny>, i8);

/// A wall as pieces.
fn pieces(py: Python<'_>, wall: &Wall) -> PyResult<Vec<Piece>> {
    wall.pieces()
        .iter()
        .map(|p| {
            Ok((
                fraction(py, p.start)?.unbind(),
                fraction(py, p.value)?.unbind(),
                p.slope,
            ))
        })
        .collect()
}

#[pymethods]
impl Thermograph {
    /// Where the mast stands (a ``Fraction``).
    #[getter]
    fn mean(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        Ok(fraction(py, self.graph.mean)?.unbind())
    }

    /// Where the walls meet the mast (a ``Fraction``).
    #[getter]
    fn temperature(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        Ok(fraction(py, self.graph.temperature)?.unbind())
    }

    /// The left wall: ``(start, value, slope)`` pieces.
    #[getter]
    fn left_wall(&self, py: Python<'_>) -> PyResult<Vec<Piece>> {
        pieces(py, &self.graph.left)
    }

    /// The right wall: ``(start, value, slope)`` pieces.
    #[getter]
    fn right_wall(&self, py: Python<'_>) -> PyResult<Vec<Piece>> {
        pieces(py, &self.graph.right)
    }

    /// The drawing, an SVG document (what ``conway thermograph --svg`` writes).
    fn svg(&self) -> String {
        thermograph_svg::svg(&self.graph, &self.title)
    }

    fn _repr_svg_(&self) -> String {
        self.svg()
    }

    fn __repr__(&self) -> String {
        format!("<Thermograph of {}: {}>", self.title, self.graph)
    }
}
