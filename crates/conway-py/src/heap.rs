//! Heap games: `conway.HeapGame` (Grundy sequences with their period and its certificate,
//! [`conway::impartial::heap`]) and `conway.count` (positions counted by outcome,
//! [`conway::count::heap_positions`]), the computations of `conway grundy` and
//! `conway count`, with the GIL released.

use crate::engine::run;
use crate::errors::invalid;
use conway::count::heap_positions::{count as count_positions, HeapPositions};
use conway::impartial::heap::{GrundySequence as Sequence, HeapGame as Game};
use conway::impartial::periodic::Certificate;
use num_bigint::{BigInt, BigUint};
use pyo3::prelude::*;

/// A heap game: ``sub:1,3,4`` (a finite subtraction set), ``sub:squares``, ``octal:CODE``
/// (any octal or hexadecimal take-and-break code ``d0.d1d2...``, e.g. ``0.77``, ``0.6``,
/// ``4.7``, ``0.3f``), ``split:K`` (split a heap into 2..K heaps), ``grundy`` (Grundy's
/// game), ``kayles``, ``dawson``.
#[pyclass(module = "conway", frozen)]
pub struct HeapGame {
    game: Game,
}

/// The period of a Grundy sequence: ``G(n + period) = G(n) + saltus`` for
/// ``n >= preperiod`` (``saltus`` is 0 for an ordinary period), ``certified`` when a
/// theorem proves it from the computed values (``by`` names it), otherwise only observed
/// (``values_needed``: how many values the theorem would need, or ``None`` when no theorem
/// applies to the game; ``refuted_by``: the theorem proving that the pattern seen does not
/// go on for ever, for an arithmetic period of a finite octal game).
#[pyclass(module = "conway", frozen, get_all)]
pub struct Period {
    /// The first index of the periodic part.
    preperiod: usize,
    /// The period.
    period: usize,
    /// What a period adds to the values (0 for an ordinary period).
    saltus: u32,
    /// Whether a theorem proves it.
    certified: bool,
    /// The theorem (``None`` if only observed).
    by: Option<String>,
    /// The values a certificate would need (``None`` if certified or no theorem applies).
    values_needed: Option<u128>,
    /// The theorem showing that the pattern breaks further on, if one does.
    refuted_by: Option<String>,
}

#[pymethods]
impl Period {
    fn __repr__(&self) -> String {
        let status = match (&self.by, self.values_needed, &self.refuted_by) {
            (Some(by), _, _) => format!("certified by {by}"),
            (None, Some(n), _) => format!("observed; certifying it needs G(0..={})", n - 1),
            (None, None, Some(by)) => format!("observed, refuted by {by}"),
            (None, None, None) => "observed (no periodicity theorem applies)".into(),
        };
        format!(
            "Period(preperiod={}, period={}, saltus={}, {status})",
            self.preperiod, self.period, self.saltus
        )
    }
}

/// The Grundy values ``G(0..=to)`` of a heap game (``values``, a list of ``int``), how
/// many were computed from the rules (``computed``; the rest follow from a certified
/// period), the period found (``period``, or ``None``) and, when a certificate was sought
/// and the search stopped short, why (``search_stopped``).
#[pyclass(module = "conway", frozen, get_all)]
pub struct GrundySequence {
    /// ``G(0..=to)``.
    values: Vec<u32>,
    /// Values computed from the rules.
    computed: usize,
    /// The period, if one was seen.
    period: Option<Py<Period>>,
    /// Why the search for a certificate stopped, if it did.
    search_stopped: Option<String>,
}

#[pymethods]
impl GrundySequence {
    fn __len__(&self) -> usize {
        self.values.len()
    }

    fn __getitem__(&self, py: Python<'_>, index: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        self.values
            .clone()
            .into_pyobject(py)?
            .get_item(index)
            .map(Bound::unbind)
    }

    fn __repr__(&self) -> String {
        format!(
            "GrundySequence(len={}, computed={}, max={})",
            self.values.len(),
            self.computed,
            self.values.iter().max().copied().unwrap_or(0)
        )
    }
}

/// The Python form of a sequence.
fn sequence(py: Python<'_>, s: Sequence) -> PyResult<GrundySequence> {
    let period = s
        .periodicity
        .map(|p| {
            let (certified, by, values_needed, refuted_by) = match p.certificate {
                Certificate::Certified { by } => (true, Some(by), None, None),
                Certificate::Observed { values_needed } => (false, None, values_needed, None),
                Certificate::Refuted { by } => (false, None, None, Some(by)),
            };
            Py::new(
                py,
                Period {
                    preperiod: p.preperiod,
                    period: p.period,
                    saltus: p.saltus,
                    certified,
                    refuted_by,
                    by,
                    values_needed,
                },
            )
        })
        .transpose()?;
    Ok(GrundySequence {
        values: s.values,
        computed: s.computed,
        period,
        search_stopped: s.search_stopped.map(|e| e.to_string()),
    })
}

#[pymethods]
impl HeapGame {
    #[new]
    fn new(name: &str) -> PyResult<HeapGame> {
        Game::parse(name)
            .map(|game| HeapGame { game })
            .map_err(|e| invalid(e.to_string()))
    }

    /// The game's name.
    #[getter]
    fn name(&self) -> String {
        self.game.name().to_string()
    }

    /// The Grundy values ``G(0..=to)``. With ``certify=True`` the values go on past
    /// ``to``, up to heap ``certify_limit``, until a theorem certifies a period (as
    /// ``conway grundy --certify``).
    #[pyo3(signature = (to = 1000, certify = false, certify_limit = 1_000_000))]
    fn grundy(
        &self,
        py: Python<'_>,
        to: usize,
        certify: bool,
        certify_limit: usize,
    ) -> PyResult<GrundySequence> {
        let game = self.game.clone();
        let limit = certify.then_some(certify_limit);
        let result = run(py, move |_| game.sequence(to, limit, &mut |_, _| {}))?;
        sequence(py, result.map_err(|e| invalid(e.to_string()))?)
    }

    fn __repr__(&self) -> String {
        format!("HeapGame('{}')", self.game.name())
    }
}

/// Counts positions of a heap game by outcome (as ``conway count``): sums of ``heaps``
/// heaps of sizes ``0..=max`` (multisets, or ordered tuples with ``ordered=True``), or,
/// with ``partitions=N``, the partitions of ``N`` into heaps. ``outcome`` is ``"losing"``
/// (nim-sum 0: the player to move loses), ``"winning"`` or ``"all"``. The count is an exact
/// ``int``, or its residue modulo ``modulus`` (any ``int >= 2``).
#[pyfunction]
#[pyo3(signature = (game, *, heaps = None, max = None, partitions = None, ordered = false, outcome = "losing", modulus = None))]
#[allow(clippy::too_many_arguments)] // the keyword arguments of the Python function
pub fn count(
    py: Python<'_>,
    game: &Bound<'_, PyAny>,
    heaps: Option<u64>,
    max: Option<usize>,
    partitions: Option<usize>,
    ordered: bool,
    outcome: &str,
    modulus: Option<BigInt>,
) -> PyResult<BigInt> {
    let game = match game.cast::<HeapGame>() {
        Ok(g) => g.get().game.clone(),
        Err(_) => HeapGame::new(&game.extract::<String>()?)?.game,
    };
    let positions = match (partitions, heaps, max) {
        (Some(stones), None, None) if !ordered => HeapPositions::Partitions { stones },
        (None, Some(heaps), Some(max)) if ordered => HeapPositions::Tuples { heaps, max },
        (None, Some(heaps), Some(max)) => HeapPositions::Multisets { heaps, max },
        _ => {
            return Err(invalid(
                "give heaps= and max= (sums of heaps), or partitions= alone (partitions into \
                 heaps, which are unordered)",
            ))
        }
    };
    let modulus = modulus
        .map(|m| {
            BigUint::try_from(m.clone())
                .ok()
                .filter(|m| *m >= BigUint::from(2u8))
                .ok_or_else(|| invalid(format!("the modulus must be at least 2 (got {m})")))
        })
        .transpose()?;
    if !matches!(outcome, "losing" | "winning" | "all") {
        return Err(invalid(format!(
            "unknown outcome '{outcome}' (known: losing, winning, all)"
        )));
    }
    positions.check().map_err(|e| invalid(e.to_string()))?;
    let counts = run(py, move |_| {
        let values = game
            .sequence(positions.largest_heap(), None, &mut |_, _| {})
            .map_err(|e| e.to_string())?
            .values;
        count_positions(&values, positions, modulus.as_ref(), &mut |_, _| {})
            .map_err(|e| e.to_string())
    })?
    .map_err(invalid)?;
    let digits = match outcome {
        "losing" => counts.losing,
        "winning" => counts.winning,
        _ => counts.total,
    };
    Ok(digits.parse().expect("counts are decimal digits"))
}
