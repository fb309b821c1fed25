//! Nim arithmetic and products of coin-turning games, as `conway nim` and `conway turning`
//! compute them: the library's `conway::impartial::nimber::expression` (Conway, ONAG ch. 6) and
//! `conway::impartial::turning` (the Tartan theorem, Winning Ways ch. 14), with the GIL released and
//! the same size checks and messages.

use crate::errors::invalid;
use conway::excerpt::excerpt;
use conway::impartial::nimber::expression::evaluate;
use conway::impartial::turning::product::{check_request, parse_factors, Board, Heads};
use pyo3::prelude::*;
use pyo3::types::PyDict;

/// The value of ``expression``, integers, ``omega`` and ``[ordinals]`` read as nimbers:
/// ``+`` is the nim-sum, ``*`` the nim-product, ``/`` division, ``^`` a power (a negative
/// exponent is a power of the inverse), ``sqrt(...)`` the square root, with parentheses;
/// integers below 2**128, products of infinite nimbers below omega^(omega^13). An int
/// when the value is finite, an ``Ordinal`` otherwise: ``nim("2*2") == 3``,
/// ``nim("omega^3") == 2``, ``nim("omega*omega") == Ordinal("omega^2")``.
#[pyfunction]
pub fn nim(py: Python<'_>, expression: &str) -> PyResult<Py<PyAny>> {
    let value = py
        .detach(|| evaluate(expression))
        .map_err(|e| invalid(format!("{}: {e}", excerpt(expression))))?;
    crate::ordinal::nimber_to_python(py, value)
}

/// A coin-turning game or a product of two (``"turning:ruler x turning:runs:odd"``) on a
/// board: ``board`` is the number of coins of one game, or the ``(rows, columns)`` of a
/// product; ``heads`` lists the heads coins (numbers, or ``(x, y)`` pairs, from 1), every
/// coin by default. Returns a dict: ``value`` (an int), ``first_player_wins`` and, with
/// ``winning_moves=True``, ``winning_moves`` (an int: the moves to a position of value 0,
/// counted by the Tartan theorem, never by listing the board).
#[pyfunction]
#[pyo3(signature = (game, board, heads = None, winning_moves = false))]
pub fn turning<'py>(
    py: Python<'py>,
    game: &str,
    board: Bound<'py, PyAny>,
    heads: Option<Vec<Bound<'py, PyAny>>>,
    winning_moves: bool,
) -> PyResult<Bound<'py, PyDict>> {
    let factors = parse_factors(game).map_err(|e| invalid(e.to_string()))?;
    let (names, rules): (Vec<String>, Vec<_>) = factors.into_iter().unzip();
    let size = coordinates(&board, rules.len(), "board")?;
    let heads = match heads {
        None => Heads::All,
        Some(coins) => Heads::Listed(
            coins
                .iter()
                .map(|coin| coordinates(coin, rules.len(), "heads coin"))
                .collect::<PyResult<_>>()?,
        ),
    };
    check_request(&rules, &names, &size, &heads, winning_moves)
        .map_err(|e| invalid(e.to_string()))?;
    let (value, moves) = py
        .detach(|| {
            let board = Board::new(&rules, &size, &mut |_, _| {})?;
            let value = board.value(&heads);
            let moves = if winning_moves {
                board.check_winning_moves(&heads, &names)?;
                Some(board.winning_moves(&heads))
            } else {
                None
            };
            Ok((value, moves))
        })
        .map_err(|e: conway::impartial::turning::TurningError| invalid(e.to_string()))?;
    let result = PyDict::new(py);
    result.set_item("value", value)?;
    result.set_item("first_player_wins", value != 0)?;
    if let Some(moves) = moves {
        result.set_item("winning_moves", moves)?;
    }
    Ok(result)
}

/// `n` or a tuple of `factors` positive integers: a board size or a coin.
fn coordinates(value: &Bound<'_, PyAny>, factors: usize, what: &str) -> PyResult<Vec<usize>> {
    let numbers: Vec<usize> = match value.extract::<usize>() {
        Ok(n) => vec![n],
        Err(_) => value.extract().map_err(|_| {
            invalid(format!(
                "{what}: expected a positive int or a tuple of {factors} positive ints"
            ))
        })?,
    };
    if numbers.len() != factors || numbers.contains(&0) {
        return Err(invalid(format!(
            "{what} {numbers:?}: expected {factors} coordinate{} of at least 1",
            if factors == 1 { "" } else { "s" }
        )));
    }
    Ok(numbers)
}
