//! A heap game given by a Python function (`HeapGame.from_options(f)`): the function is
//! called on each heap size and its answers are tabulated as a
//! [`conway::impartial::heap::HeapTable`], over which the library computes Grundy values
//! and misère quotients; with a declared largest take, the take-and-break rule the table
//! follows is read off it and the game becomes that rule.

use crate::errors::{invalid, refused};
use conway::impartial::heap::HeapTable;
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;

/// The largest heap a function-given game is tabulated to (each heap is one Python call).
pub const MAX_LISTED_HEAP: usize = 100_000;

/// The most heaps, over all options of all heaps, a table may hold (each is a Python int
/// read back): about a few seconds of calls.
pub const MAX_LISTED_PARTS: usize = 20_000_000;

/// `f(n)` for heaps `1..=to`, as a table. Each answer is an iterable of options; an option
/// is an `int` (the one heap left; 0 leaves nothing) or an iterable of `int`s (the heaps
/// left; empty leaves nothing).
pub fn tabulate(py: Python<'_>, function: &Py<PyAny>, to: usize) -> PyResult<HeapTable> {
    if to > MAX_LISTED_HEAP {
        return Err(refused(format!(
            "a heap game given by a function is tabulated up to heap {MAX_LISTED_HEAP} (asked \
             for {to}): each heap is one call of the function; for a take-and-break game, \
             give max_take= and its rule is used instead"
        )));
    }
    let function = function.bind(py);
    let mut options = Vec::with_capacity(to);
    let mut parts = 0usize;
    for n in 1..=to {
        let answer = function.call1((n,))?;
        let mut moves = Vec::new();
        for option in answer.try_iter().map_err(|_| not_options(n, &answer))? {
            let heaps = heaps_of(n, &option?)?;
            parts += heaps.len().max(1);
            moves.push(heaps);
        }
        if parts > MAX_LISTED_PARTS {
            return Err(refused(format!(
                "the options of heaps up to {n} already leave more than {MAX_LISTED_PARTS} \
                 heaps in all (the limit of a table of a function's answers); ask for \
                 smaller heaps, or, for a take-and-break game, give max_take= so that its \
                 rule is used"
            )));
        }
        options.push(moves);
    }
    HeapTable::new(options).map_err(|e| invalid(e.to_string()))
}

/// The heaps one option leaves.
fn heaps_of(n: usize, option: &Bound<'_, PyAny>) -> PyResult<Vec<usize>> {
    let heap = |item: &Bound<'_, PyAny>| {
        item.extract::<usize>().map_err(|_| {
            let shown = item.repr().map(|r| r.to_string()).unwrap_or_default();
            invalid(format!(
                "f({n}) lists an option with {shown}, which is not a heap size (an int >= 0)"
            ))
        })
    };
    if let Ok(size) = option.extract::<usize>() {
        return Ok(vec![size]);
    }
    let items = option.try_iter().map_err(|_| heap(option).unwrap_err())?;
    items.map(|item| heap(&item?)).collect()
}

fn not_options(n: usize, answer: &Bound<'_, PyAny>) -> PyErr {
    let shown = answer.repr().map(|r| r.to_string()).unwrap_or_default();
    PyTypeError::new_err(format!(
        "f({n}) returned {shown}: a heap game's function returns the options of heap {n}, \
         an iterable of heap sizes or of tuples of heap sizes"
    ))
}
