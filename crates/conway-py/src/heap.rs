//! Heap games: `conway.HeapGame` (Grundy sequences with their period and its certificate,
//! [`conway::impartial::heap`]) and `conway.count` (positions counted by outcome,
//! [`conway::count::heap_positions`]), the computations of `conway grundy` and
//! `conway count`, with the GIL released. A heap game may also be given by a Python
//! function (`HeapGame.from_options`, tabulated by [`crate::heap_options`]).

use crate::engine::run;
use crate::errors::{invalid, refused};
use crate::heap_options::tabulate;
use conway::count::heap_positions::{count as count_positions, HeapPositions};
use conway::impartial::heap::{GrundySequence as Sequence, HeapGame as Game, HeapTable};
use conway::impartial::periodic::{analyse, Certificate};
use num_bigint::{BigInt, BigUint};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;

/// A heap game: ``sub:1,3,4`` (a finite subtraction set), ``sub:squares``, ``octal:CODE``
/// (any octal or hexadecimal take-and-break code ``d0.d1d2...``, e.g. ``0.77``, ``0.6``,
/// ``4.7``, ``0.3f``), ``split:K`` (split a heap into 2..K heaps), ``grundy`` (Grundy's
/// game), ``kayles``, ``dawson``; or ``HeapGame.from_options(f)``, a heap game given by a
/// Python function.
#[pyclass(module = "conway", frozen)]
pub struct HeapGame {
    kind: Kind,
}

/// What a heap game is made of.
pub enum Kind {
    /// A rule: named, or read off a function with a declared largest take.
    Rule(Game),
    /// A function from a heap size to its options, called on the heaps a computation needs.
    Function {
        /// The function.
        function: Py<PyAny>,
        /// How the game is shown: `from_options(NAME)`.
        name: String,
    },
}

/// The most tokens a take-and-break rule declared to ``from_options`` may remove (the
/// function is called on heaps up to ``4 (max_take + max_heaps)`` to read the rule off).
const MAX_DECLARED_TAKE: usize = 1000;

/// The most heaps a take-and-break rule declared to ``from_options`` may leave.
const MAX_DECLARED_HEAPS: usize = 16;

/// The heaps a declared rule is read off and checked on: every move the rule may hold
/// appears by heap `max_take + max_heaps`; the rest are a check of the declaration.
fn heaps_checked(max_take: usize, max_heaps: usize) -> usize {
    (4 * (max_take + max_heaps)).max(64)
}

impl HeapGame {
    /// The game's Grundy values `G(0..=to)` and their period (certified only for a rule).
    fn sequence(&self, py: Python<'_>, to: usize, limit: Option<usize>) -> PyResult<Sequence> {
        match &self.kind {
            Kind::Rule(game) => {
                let game = game.clone();
                let result = run(py, move |_| game.sequence(to, limit, &mut |_, _| {}))?;
                result.map_err(|e| invalid(e.to_string()))
            }
            Kind::Function { .. } if limit.is_some() => Err(invalid(
                "a period is certified for a take-and-break game: give from_options its \
                 largest take (max_take=) and the most heaps a move leaves (max_heaps=)",
            )),
            Kind::Function { function, .. } => {
                let values = tabulate(py, function, to)?.grundy_values();
                Ok(Sequence {
                    computed: values.len(),
                    periodicity: analyse(&values, None),
                    values,
                    search_stopped: None,
                })
            }
        }
    }

    /// The game's name.
    pub fn game_name(&self) -> String {
        match &self.kind {
            Kind::Rule(game) => game.name().to_string(),
            Kind::Function { name, .. } => name.clone(),
        }
    }
}

/// A heap game ready for a computation on heaps up to some size: its rule, or the table
/// of its function's answers.
pub enum Heaps {
    /// Its rule.
    Rule(Game),
    /// Its table.
    Table(HeapTable),
}

/// The heap game `game` (a name, or a ``HeapGame``) for a computation on heaps up to `to`,
/// and its name.
pub fn heaps_up_to(
    py: Python<'_>,
    game: &Bound<'_, PyAny>,
    to: usize,
) -> PyResult<(Heaps, String)> {
    let named;
    let game = match game.cast::<HeapGame>() {
        Ok(game) => game.get(),
        Err(_) => {
            named = HeapGame::new(&game.extract::<String>()?)?;
            &named
        }
    };
    let heaps = match &game.kind {
        Kind::Rule(game) => Heaps::Rule(game.clone()),
        Kind::Function { function, .. } => Heaps::Table(tabulate(py, function, to)?),
    };
    Ok((heaps, game.game_name()))
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
            .map(|game| HeapGame {
                kind: Kind::Rule(game),
            })
            .map_err(|e| invalid(e.to_string()))
    }

    /// The heap game whose heap of ``n`` tokens has the options ``f(n)``: an iterable of
    /// options, each an ``int`` (the one heap left; 0 leaves nothing) or a tuple of ``int``
    /// (the heaps left; ``()`` leaves nothing). Every heap an option leaves must be smaller
    /// than ``n``.
    ///
    /// Without ``max_take``, ``f`` is called on each heap a computation needs: Grundy
    /// values (their period is only observed), misère outcomes and quotients of sums,
    /// counts.
    ///
    /// With ``max_take`` (and ``max_heaps``, default 2), you declare that ``f`` is a
    /// take-and-break game (Winning Ways ch. 4): the same moves from every heap, each
    /// removing at most ``max_take`` tokens and leaving the rest as at most ``max_heaps``
    /// heaps, in every way. The rule is read off ``f`` on heaps up to
    /// ``max(64, 4 (max_take + max_heaps))`` and checked there (``InvalidInput`` says
    /// where ``f`` differs from every such rule), and the game becomes that rule: its
    /// name is its octal or hexadecimal code when it has one, and ``grundy(certify=True)``
    /// certifies its period by the periodicity theorem.
    #[staticmethod]
    #[pyo3(signature = (f, *, max_take = None, max_heaps = 2))]
    fn from_options(
        py: Python<'_>,
        f: Py<PyAny>,
        max_take: Option<usize>,
        max_heaps: usize,
    ) -> PyResult<HeapGame> {
        let bound = f.bind(py);
        if !bound.is_callable() {
            return Err(PyTypeError::new_err(
                "from_options takes a function from a heap size to its options",
            ));
        }
        let function_name = bound
            .getattr("__name__")
            .and_then(|n| n.extract::<String>())
            .unwrap_or_else(|_| "f".into());
        let name = format!("from_options({function_name})");
        let Some(max_take) = max_take else {
            return Ok(HeapGame {
                kind: Kind::Function { function: f, name },
            });
        };
        if max_take > MAX_DECLARED_TAKE || max_heaps > MAX_DECLARED_HEAPS {
            return Err(refused(format!(
                "from_options reads rules removing up to {MAX_DECLARED_TAKE} tokens and \
                 leaving up to {MAX_DECLARED_HEAPS} heaps (asked for max_take={max_take}, \
                 max_heaps={max_heaps}); without max_take the function itself is used"
            )));
        }
        let checked = heaps_checked(max_take, max_heaps);
        let rule = tabulate(py, &f, checked)?
            .take_and_break_rule(max_take, max_heaps)
            .map_err(|e| invalid(format!("{name}: {e}")))?;
        let name = rule.code().map_or(name, |code| format!("octal:{code}"));
        Ok(HeapGame {
            kind: Kind::Rule(Game::from_rule(&name, rule)),
        })
    }

    /// The game's name: the one it was made from, the octal code of a rule read by
    /// ``from_options``, or ``from_options(NAME)`` for a function.
    #[getter]
    fn name(&self) -> String {
        self.game_name()
    }

    /// The Grundy values ``G(0..=to)``. With ``certify=True`` the values go on past
    /// ``to``, up to heap ``certify_limit``, until a theorem certifies a period (as
    /// ``conway grundy --certify``); only a rule (not a function) has one.
    #[pyo3(signature = (to = 1000, certify = false, certify_limit = 1_000_000))]
    fn grundy(
        &self,
        py: Python<'_>,
        to: usize,
        certify: bool,
        certify_limit: usize,
    ) -> PyResult<GrundySequence> {
        let result = self.sequence(py, to, certify.then_some(certify_limit))?;
        sequence(py, result)
    }

    fn __repr__(&self) -> String {
        match &self.kind {
            Kind::Rule(game) => format!("HeapGame('{}')", game.name()),
            Kind::Function { name, .. } => format!("HeapGame.{name}"),
        }
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
    let to = positions.largest_heap();
    let values = match heaps_up_to(py, game, to)?.0 {
        Heaps::Rule(game) => run(py, move |_| {
            game.sequence(to, None, &mut |_, _| {}).map(|s| s.values)
        })?
        .map_err(|e| invalid(e.to_string()))?,
        Heaps::Table(table) => table.grundy_values(),
    };
    let counts = run(py, move |_| {
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
