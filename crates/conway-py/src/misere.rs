//! Misère play of heap games, as `conway misere GAME --heaps L` and `--quotient --to N`
//! compute it: the library's `conway::misere` (the misère quotient by the incremental
//! algorithm of Plambeck–Siegel, or plain search over the sums), with the GIL released
//! and the same limits and messages.

use crate::errors::{invalid, refused};
use crate::heap::{heaps_up_to, HeapGame, Heaps};
use crate::user_misere::misere_outcome_of;
use conway::impartial::Impartial;
use conway::misere::monoid::{generator_name, word_name};
use conway::misere::outcome::MisereSearch;
use conway::misere::quotient::{HeapQuotient, QuotientLimits, MAX_ORDER, MAX_QUOTIENT_HEAP};
use conway::misere::MisereError;
use pyo3::prelude::*;
use pyo3::types::PyString;

/// The most sums `by="search"` memoises (as `conway misere --by search`).
const SEARCH_LIMIT: usize = 500_000;

pub(crate) fn error(e: MisereError) -> PyErr {
    match e {
        MisereError::Syntax(m) => invalid(m),
        MisereError::TooLarge(m) => refused(m),
    }
}

/// The quotient of a heap game's heaps up to `to`.
fn quotient(py: Python<'_>, heaps: &Heaps, to: usize, max_order: usize) -> PyResult<HeapQuotient> {
    match heaps {
        Heaps::Rule(game) => compute(py, game.rule(), to, max_order),
        Heaps::Table(table) => compute(py, table, to, max_order),
    }
}

fn compute<G: Impartial<Position = usize> + Sync>(
    py: Python<'_>,
    game: &G,
    to: usize,
    max_order: usize,
) -> PyResult<HeapQuotient> {
    if to > MAX_QUOTIENT_HEAP {
        return Err(refused(format!(
            "heap {to} is beyond the quotients computed here (heaps up to {MAX_QUOTIENT_HEAP})"
        )));
    }
    if max_order > MAX_ORDER {
        return Err(invalid(format!(
            "max_order is at most {MAX_ORDER} (asked for {max_order})"
        )));
    }
    let limits = QuotientLimits {
        max_order,
        ..QuotientLimits::default()
    };
    py.detach(|| HeapQuotient::compute(game, to, limits, &mut |_, _| {}))
        .map_err(error)
}

/// The misère outcome (``"P"``: the player to move loses, or ``"N"``; misère play: the
/// player who cannot move wins) of
/// * a sum of heaps ``heaps`` of the heap game ``game`` (a ``HeapGame``, or its name as
///   a ``str``; one given by a function is called on the heaps up to the largest):
///   through the misère quotient of the heaps up to the largest one (``by="quotient"``,
///   the default), or by plain search over the sums (``by="search"``, for small sums: at
///   most 500000 of them);
/// * a position of an impartial game defined in Python, or a tuple or list of them (their
///   sum), given as ``game`` without ``heaps``: from its misère canonical form
///   (``by="canonical"``, the default and only way; see ``misere_form``, whose limits
///   and ``progress`` apply).
#[pyfunction]
#[pyo3(signature = (game, heaps = None, by = None, *, progress = None))]
pub fn misere_outcome(
    py: Python<'_>,
    game: &Bound<'_, PyAny>,
    heaps: Option<Vec<usize>>,
    by: Option<&str>,
    progress: Option<Py<PyAny>>,
) -> PyResult<String> {
    if !game.is_instance_of::<PyString>() && !game.is_instance_of::<HeapGame>() {
        if heaps.is_some() {
            return Err(invalid(
                "heaps= goes with a heap game (a HeapGame, or its name as a str); a position of \
                 a game defined in Python is given alone (a tuple or list of positions is \
                 their sum)",
            ));
        }
        if !matches!(by, None | Some("canonical")) {
            return Err(invalid(format!(
                "the misère outcome of a game defined in Python is found by=\"canonical\" \
                 only, not {:?}",
                by.unwrap_or_default()
            )));
        }
        return misere_outcome_of(py, game, progress);
    }
    if progress.is_some() {
        return Err(invalid(
            "progress= reports the search of a game defined in Python; the misère outcome \
             of a heap game (through its quotient, or by search) reports none",
        ));
    }
    let heaps = heaps.ok_or_else(|| {
        invalid("give the heaps of the sum: misere_outcome(game, heaps) for a heap game")
    })?;
    let to = heaps.iter().copied().max().unwrap_or(0);
    let (game, _) = heaps_up_to(py, game, to)?;
    let outcome = match by.unwrap_or("quotient") {
        "quotient" => {
            let q = quotient(py, &game, to, QuotientLimits::default().max_order)?;
            q.outcome(&heaps).expect("the quotient covers the heaps")
        }
        "search" => py
            .detach(|| match game {
                Heaps::Rule(game) => MisereSearch::with_limit(game.rule().clone(), SEARCH_LIMIT)
                    .outcome_of_heaps(&heaps),
                Heaps::Table(table) => {
                    MisereSearch::with_limit(table, SEARCH_LIMIT).outcome(&heaps)
                }
            })
            .map_err(error)?,
        other => {
            return Err(invalid(format!(
                "by is \"quotient\" or \"search\", not {other:?}"
            )))
        }
    };
    Ok(outcome.letter().to_string())
}

/// The misère quotient of a heap game restricted to heaps ``0..=to``: ``order``,
/// ``generators`` (pairs ``(name, heap)``: the heaps whose element is not a product of
/// smaller heaps' elements), ``relations`` (pairs of words, ``"b^3" = "b"``), the
/// ``p_portion`` (names of the elements whose sums are misère P-positions), ``elements``
/// (the name of every element, its least word), ``heaps`` (the element of each heap
/// ``0..=to``) and ``period`` (``(preperiod, period)`` of the heaps' elements, observed
/// only, or ``None``). ``outcome(heaps)`` gives the misère outcome of a sum of heaps up to
/// ``to`` through it.
#[pyclass(module = "conway", frozen)]
pub struct MisereQuotient {
    quotient: HeapQuotient,
    names: Vec<String>,
    /// The game's name.
    #[pyo3(get)]
    game: String,
    /// The largest heap.
    #[pyo3(get)]
    to: usize,
}

#[pymethods]
impl MisereQuotient {
    /// The number of elements.
    #[getter]
    fn order(&self) -> usize {
        self.quotient.order()
    }

    /// ``(name, heap)`` of each generator.
    #[getter]
    fn generators(&self) -> Vec<(String, usize)> {
        self.quotient
            .generators
            .iter()
            .enumerate()
            .map(|(i, &h)| (generator_name(i), h))
            .collect()
    }

    /// The relations ``(word, least word)``.
    #[getter]
    fn relations(&self) -> Vec<(String, String)> {
        self.quotient
            .relations()
            .iter()
            .map(|(w, v)| (word_name(w), word_name(v)))
            .collect()
    }

    /// The names of the elements of the P-portion.
    #[getter]
    fn p_portion(&self) -> Vec<String> {
        self.quotient
            .monoid
            .p_portion()
            .iter()
            .map(|&x| self.names[x as usize].clone())
            .collect()
    }

    /// The name of every element.
    #[getter]
    fn elements(&self) -> Vec<String> {
        self.names.clone()
    }

    /// The name of the element of each heap ``0..=to``.
    #[getter]
    fn heaps(&self) -> Vec<String> {
        self.quotient
            .elements
            .iter()
            .map(|&x| self.names[x as usize].clone())
            .collect()
    }

    /// ``(preperiod, period)`` of the heaps' elements in the computed range (observed, not
    /// proven), or ``None``.
    #[getter]
    fn period(&self) -> Option<(usize, usize)> {
        self.quotient
            .observed_period()
            .map(|p| (p.preperiod, p.period))
    }

    /// The name of the element of a sum of heaps (each at most ``to``).
    fn element(&self, heaps: Vec<usize>) -> PyResult<String> {
        let x = self.element_of(&heaps)?;
        Ok(self.names[x as usize].clone())
    }

    /// The misère outcome, ``"P"`` or ``"N"``, of a sum of heaps (each at most ``to``).
    fn outcome(&self, heaps: Vec<usize>) -> PyResult<String> {
        let x = self.element_of(&heaps)?;
        Ok(if self.quotient.monoid.is_p(x) {
            "P"
        } else {
            "N"
        }
        .to_string())
    }

    fn __repr__(&self) -> String {
        format!(
            "MisereQuotient(game={:?}, to={}, order={}, p_portion={})",
            self.game,
            self.to,
            self.quotient.order(),
            self.quotient.monoid.p_portion().len()
        )
    }
}

impl MisereQuotient {
    fn element_of(&self, heaps: &[usize]) -> PyResult<u32> {
        self.quotient.element_of(heaps).ok_or_else(|| {
            invalid(format!(
                "the quotient covers heaps up to {} (asked for {})",
                self.to,
                heaps.iter().max().copied().unwrap_or(0)
            ))
        })
    }
}

/// The misère quotient of the heap game ``game`` (a ``HeapGame``, or its name as a
/// ``str``) for heaps ``0..=to`` (``to`` at most 2000; ``max_order`` at most 2000), as
/// ``conway misere GAME --quotient --to N``.
#[pyfunction]
#[pyo3(signature = (game, to, max_order = 1000))]
pub fn misere_quotient(
    py: Python<'_>,
    game: &Bound<'_, PyAny>,
    to: usize,
    max_order: usize,
) -> PyResult<MisereQuotient> {
    let (heaps, name) = heaps_up_to(py, game, to)?;
    let quotient = quotient(py, &heaps, to, max_order)?;
    Ok(MisereQuotient {
        names: quotient.element_names(),
        game: name,
        to,
        quotient,
    })
}
