//! `count_sums`: tuples or multisets of members of a family of partizan games counted by
//! the outcome class of their sum ([`conway::count::game_sums`]), as `conway count-sums`
//! counts them.

use crate::budget::Budget;
use crate::convert::dyadic;
use crate::engine::{run, run_within};
use crate::errors::invalid;
use crate::game::{parse_expression, Game};
use conway::count::arith::run_counting;
use conway::count::game_sums::{Family, Job, Mode, Question};
use conway::partizan::{GameId, Outcome};
use num_bigint::{BigInt, BigUint};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyString};

/// A member value as given: a game, a number, or an expression.
fn member_value(py: Python<'_>, value: &Bound<'_, PyAny>) -> PyResult<GameId> {
    if let Ok(g) = value.cast::<Game>() {
        return Ok(g.get().id);
    }
    if let Ok(text) = value.cast::<PyString>() {
        return parse_expression(py, &text.to_cow()?, Budget::setting());
    }
    match dyadic(value)? {
        Some(x) => run(py, move |e| e.arena.number(x)),
        None => Err(PyTypeError::new_err(
            "a family member's value must be a conway.Game, a number or an expression (str)",
        )),
    }
}

/// The question an `outcome` names.
fn question(outcome: &str) -> PyResult<Question> {
    Ok(match outcome {
        "L" => Question::Outcome(Outcome::L),
        "R" => Question::Outcome(Outcome::R),
        "N" => Question::Outcome(Outcome::N),
        "P" => Question::Outcome(Outcome::P),
        "left-first" => Question::LeftWinsMovingFirst,
        "right-first" => Question::RightWinsMovingFirst,
        "all" => Question::Total,
        _ => {
            return Err(invalid(format!(
                "outcome must be one of L, R, N, P, left-first, right-first, all (got {outcome:?})"
            )))
        }
    })
}

/// The number of ordered ``games``-tuples (or, with ``multiset=True``, multisets) of
/// members of ``family`` whose sum has the ``outcome``: ``"L"`` (Left wins whoever
/// starts), ``"R"``, ``"N"`` (the player to move wins), ``"P"`` (the player to move
/// loses), ``"left-first"`` (L or N, the default), ``"right-first"`` (R or N) or
/// ``"all"``; exact, or modulo ``modulus``.
///
/// ``family`` is a family of ruleset positions, as ``conway count-sums --family-of``
/// names it (``"domineering:2x2"``, ``"clobber:1x4"``, ``"hackenbush:5"``,
/// ``"young-staircases:9"``), or the members' values with their multiplicities: a dict
/// ``{value: multiplicity}`` or a list of ``(value, multiplicity)`` pairs, each value a
/// ``Game``, a number or an expression.
#[pyfunction]
#[pyo3(signature = (family, games, *, multiset = false, outcome = "left-first", modulus = None))]
pub fn count_sums(
    py: Python<'_>,
    family: &Bound<'_, PyAny>,
    games: usize,
    multiset: bool,
    outcome: &str,
    modulus: Option<BigInt>,
) -> PyResult<BigInt> {
    let question = question(outcome)?;
    let m = crate::solve::modulus(modulus)?;
    let mode = if multiset {
        Mode::Multiset
    } else {
        Mode::Ordered
    };
    let spec = family.cast::<PyString>().ok().map(|s| s.to_string());
    let mut members: Vec<(GameId, u64)> = Vec::new();
    if spec.is_none() {
        let pairs = match family.cast::<PyDict>() {
            Ok(d) => d.items().into_any(),
            Err(_) => family.clone(),
        };
        for pair in pairs.try_iter()? {
            let (value, multiplicity): (Bound<'_, PyAny>, u64) = pair?.extract().map_err(|_| {
                PyTypeError::new_err("a family is a str, a dict {value: multiplicity} or a list of (value, multiplicity) pairs")
            })?;
            members.push((member_value(py, &value)?, multiplicity));
        }
    }
    // bounded by the counting's own limits, as before the work limit (the command-line
    // tool gives it a larger budget than to `conway value`)
    let answer = run_within(
        py,
        Budget::unlimited(),
        move |e| -> Result<String, String> {
            let family = match spec {
                Some(spec) => conway_games::families::family(&mut e.arena, &spec, &mut |_, _| {})
                    .map_err(|err| err.to_string())?,
                None => Family::new(members),
            };
            let modulus: Option<&BigUint> = m.as_ref();
            let job = Job {
                arena: &mut e.arena,
                family: &family,
                games,
                mode,
                question,
                progress: &mut |_, _| {},
            };
            run_counting(modulus, job)
                .map(|counted| counted.answer)
                .map_err(|err| err.0)
        },
    )?
    .map_err(invalid)?;
    Ok(answer.parse().expect("decimal digits"))
}
