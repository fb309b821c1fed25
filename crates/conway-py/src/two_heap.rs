//! Two-heap games (Wythoff's game and `wythoff:ONE/BOTH`), as `conway grundy GAME --table N`
//! and `--p-positions N` compute them: the library's `conway::impartial::coordinate` (the Grundy table
//! by bitsets of rows, columns and diagonals; Wythoff's P-positions in closed form), with
//! the GIL released and the same limits and messages.

use crate::errors::invalid;
use conway::excerpt::excerpt;
use conway::impartial::coordinate::beatty;
use conway::impartial::coordinate::table::{grundy_table, MAX_TABLE_TO};
use conway::impartial::coordinate::CoordinateGame;
use pyo3::prelude::*;

/// The P-positions `(a, b)`, `a <= b`, listed in a box.
type Listed = Option<Vec<(u64, u64)>>;

/// The most P-positions of Wythoff's game listed (their number is counted in any box).
const MAX_LISTED_BOX: u64 = 10_000_000;

fn parse(game: &str) -> PyResult<CoordinateGame> {
    CoordinateGame::parse(game).map_err(|e| invalid(e.to_string()))
}

/// The Grundy table of the two-heap game ``game`` (``"wythoff"``, or ``"wythoff:ONE/BOTH"``
/// with each set a list ``1,2,3``, ``all`` or ``none``) for heaps ``0 <= a, b <= to``: a
/// list of ``to + 1`` rows, row ``a`` holding ``G(a, 0), ..., G(a, to)`` (``to`` at most
/// 5000).
#[pyfunction]
pub fn two_heap_table(py: Python<'_>, game: &str, to: usize) -> PyResult<Vec<Vec<u32>>> {
    let parsed = parse(game)?;
    let table = py
        .detach(|| grundy_table(&parsed, to, &mut |_, _| {}))
        .map_err(|e| invalid(e.to_string()))?;
    Ok(table.rows().map(<[u32]>::to_vec).collect())
}

/// The P-positions of the two-heap game ``game`` in the box ``0..=n`` x ``0..=n``: a pair
/// ``(count, listed)``, ``count`` the number of P-positions ``(a, b)`` (both orders) and
/// ``listed`` those with ``a <= b`` in increasing order, or ``None`` with
/// ``count_only=True``. Wythoff's game uses the closed form (counted for any ``n < 2**64``,
/// listed up to ``10**7``); other games their Grundy table (``n`` at most 5000).
#[pyfunction]
#[pyo3(signature = (game, n, count_only = false))]
pub fn two_heap_p_positions(
    py: Python<'_>,
    game: &str,
    n: u64,
    count_only: bool,
) -> PyResult<(u64, Listed)> {
    let parsed = parse(game)?;
    if parsed.is_wythoff() {
        if !count_only && n > MAX_LISTED_BOX {
            return Err(invalid(format!(
                "the P-positions of wythoff are listed up to {MAX_LISTED_BOX} (count_only=True \
                 counts them, by the closed form, in any box below 2**64)"
            )));
        }
        let listed = (!count_only).then(|| py.detach(|| beatty::p_positions_up_to(n)));
        return Ok((beatty::p_position_count(n), listed));
    }
    let to = usize::try_from(n)
        .ok()
        .filter(|&to| to <= MAX_TABLE_TO)
        .ok_or_else(|| {
            invalid(format!(
                "the P-positions of {} come from its Grundy table, computed up to heap \
                 {MAX_TABLE_TO}",
                excerpt(game)
            ))
        })?;
    let table = py
        .detach(|| grundy_table(&parsed, to, &mut |_, _| {}))
        .map_err(|e| invalid(e.to_string()))?;
    let listed = (!count_only).then(|| {
        table
            .p_positions()
            .into_iter()
            .map(|(a, b)| (a as u64, b as u64))
            .collect()
    });
    Ok((table.p_position_count(), listed))
}
