//! `conway.Game`: a short partizan game by its canonical form, with the arithmetic, the
//! order and every quantity the library computes (stops, mean, temperature, thermograph,
//! reduced canonical form, atomic weight, birthday, incentives, confusion interval, kinds,
//! cooling, heating, overheating, Norton multiplication, ordinal sum).

use crate::budget::{work_refusal, Budget, WorkLimit};
use crate::convert::{dyadic, fraction};
use crate::engine::{run, run_within, Engine};
use crate::errors::{engine as engine_error, invalid};
use crate::thermograph::Thermograph;
use conway::excerpt::excerpt;
use conway::partizan::{parse_with, CoolError, Dyadic, GameId, Style};
use pyo3::basic::CompareOp;
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyString, PyTuple};

/// The longest canonical form printed, in characters (that of the command-line tool).
pub const PRINT_LIMIT: usize = 10_000_000;

/// A short partizan game, held as its canonical form.
///
/// ``Game(x)`` reads ``x``: a string in the usual notation (``"{2|{1|0}} + ^*"``, ``"±1"``,
/// ``"domineering:3x4 - 1/2"``; ``NAME:POSITION`` names a position of a ruleset, see
/// ``conway.rulesets()``), an ``int``, a ``fractions.Fraction`` whose denominator is a
/// power of 2, a ``float`` that is exactly the number it shows (``0.375``; ``0.3`` is
/// refused, being ``5404319552844595/2^54`` in binary), or another ``Game``. A string is
/// valued within ``work_limit`` work steps (default ``get_work_limit()``; ``None``: no
/// limit), reporting to ``progress(done, total)`` if given (see ``value_of``).
/// ``Game.from_options(left, right)`` builds ``{left | right}``.
///
/// Games add (``+``), subtract (``-``) and negate (unary ``-``); numbers mix in
/// (``g + 1``, ``g - Fraction(1, 2)``). ``<``, ``<=``, ``==``, ``!=``, ``>=``, ``>`` are the
/// partial order of games (``g < h`` when Right wins ``g - h`` whoever starts), with a
/// game, a number or an expression (``Game(1) > "^"``). Games may be confused
/// (incomparable, ``g || h``: the first player wins ``g - h``), as ``*`` and ``0`` are:
/// then ``<``, ``<=``, ``==``, ``>=`` and ``>`` are all false, and ``g.confused_with(h)`` is
/// true. Equal games are equal and hash alike; a game equal to a number equals that number
/// and hashes as it does (``Game(1) == 1``); a game equals a string denoting an equal game,
/// but hashes alike only with numbers (do not mix strings and games as keys of one dict).
/// ``int(g)`` is the integer ``g`` is and ``float(g)`` the number, when a float holds it
/// exactly (else ``InvalidInput``; ``g.number`` is any number as a ``Fraction``).
/// ``repr`` and ``str`` give the canonical form in the usual notation.
///
/// Properties are what the game *has*: its outcome, stops, mean, temperature, number,
/// options, incentives, atomic weight, birthday, confusion interval and kinds
/// (``is_number`` ...). Methods *do* something with it: transform it into another game
/// (``reduced()``, ``cool(t)``, ``heat(t)``, ``overheat(s, t)``, ``norton(u)``,
/// ``ordinal_sum(h)``), compare it with another (``confused_with(h)``,
/// ``leq_mod_infinitesimals(h)``) or draw it (``notation(style)``, ``thermograph()``: its
/// walls with a drawing).
#[pyclass(module = "conway", frozen)]
pub struct Game {
    /// The canonical form in the process-wide arena.
    pub id: GameId,
}

/// What a binary operation's other operand is.
#[derive(Clone, Copy)]
enum Operand {
    Game(GameId),
    Number(Dyadic),
}

/// The operand `other` is, or `None` if it is neither a game nor a number.
fn operand(other: &Bound<'_, PyAny>) -> PyResult<Option<Operand>> {
    if let Ok(g) = other.cast::<Game>() {
        return Ok(Some(Operand::Game(g.get().id)));
    }
    Ok(dyadic(other)?.map(Operand::Number))
}

/// What a game is compared with: an operand, or a game expression (a string, read as
/// `Game()` reads it); `None` for anything else.
fn comparand(other: &Bound<'_, PyAny>) -> PyResult<Option<Operand>> {
    if let Ok(text) = other.cast::<PyString>() {
        let g = parse_expression(other.py(), &text.to_cow()?, Budget::setting())?;
        return Ok(Some(Operand::Game(g)));
    }
    operand(other)
}

/// The game compared with: a `Game`, a number or an expression; a `TypeError` otherwise.
fn compared(other: &Bound<'_, PyAny>) -> PyResult<Operand> {
    comparand(other)?.ok_or_else(|| {
        PyTypeError::new_err(format!(
            "a game is compared with a conway.Game, a number or a game expression (str), not {}",
            type_name(other)
        ))
    })
}

/// The name of `value`'s type, for messages.
fn type_name(value: &Bound<'_, PyAny>) -> String {
    value
        .get_type()
        .name()
        .map(|n| n.to_string())
        .unwrap_or_default()
}

/// The game an operand is, in the arena.
fn id_of(engine: &mut Engine, operand: Operand) -> GameId {
    match operand {
        Operand::Game(g) => g,
        Operand::Number(x) => engine.arena.number(x),
    }
}

/// Whether `error` is an `InvalidInput` (bad input, not a refusal or an interrupt).
fn is_invalid(py: Python<'_>, error: &PyErr) -> bool {
    py.import("conway._errors")
        .and_then(|m| m.getattr("InvalidInput"))
        .is_ok_and(|class| error.is_instance(py, &class))
}

/// A game argument: a `Game` or a number; a `TypeError` otherwise.
fn argument(value: &Bound<'_, PyAny>, what: &str) -> PyResult<Operand> {
    operand(value)?.ok_or_else(|| {
        PyTypeError::new_err(format!(
            "{what} must be a conway.Game or a number, not {}",
            type_name(value)
        ))
    })
}

/// A temperature argument: a dyadic number.
fn temperature(value: &Bound<'_, PyAny>, what: &str) -> PyResult<Dyadic> {
    dyadic(value)?.ok_or_else(|| PyTypeError::new_err(format!("{what} must be a number")))
}

/// Reads a game expression as `conway value` does, with the registry's rulesets, within
/// `budget`.
pub fn parse_expression(py: Python<'_>, text: &str, budget: Budget) -> PyResult<GameId> {
    let text = text.to_owned();
    let limit = budget.limit;
    run_within(py, budget, move |e| {
        let start = e.arena.work();
        parse_with(&mut e.arena, &text, &mut e.positions).map_err(|err| {
            match work_refusal(&e.arena, start, limit) {
                Some(refusal) => Err(refusal),
                None => Ok(format!("invalid game expression: {err}")),
            }
        })
    })?
    .map_err(|failure| match failure {
        Err(refusal) => engine_error(refusal),
        Ok(message) => invalid(message),
    })
}

impl Game {
    /// Runs `f` on the engine's arena with the game `game` is (a `Game`, a number or a
    /// game expression); its error message becomes an `InvalidInput`.
    pub fn with_arena_of<T: Send>(
        game: &Bound<'_, PyAny>,
        f: impl FnOnce(&mut conway::partizan::Arena, GameId) -> Result<T, String> + Send,
    ) -> PyResult<T> {
        let operand = compared(game)?;
        run(game.py(), move |e| {
            let g = id_of(e, operand);
            f(&mut e.arena, g)
        })?
        .map_err(invalid)
    }
}

/// A new `Game` object.
pub fn wrap(py: Python<'_>, id: GameId) -> PyResult<Py<Game>> {
    Py::new(py, Game { id })
}

/// Games as a list of `Game` objects.
fn wrap_all(py: Python<'_>, ids: &[GameId]) -> PyResult<Vec<Py<Game>>> {
    ids.iter().map(|&g| wrap(py, g)).collect()
}

impl Game {
    /// Runs an engine operation on this game that may be refused.
    fn compute(
        &self,
        py: Python<'_>,
        op: impl FnOnce(&mut Engine, GameId) -> Result<GameId, conway::partizan::Error> + Send,
    ) -> PyResult<Py<Game>> {
        let g = self.id;
        let id = run(py, move |e| op(e, g))?.map_err(engine_error)?;
        wrap(py, id)
    }

    /// A binary operation with another game or a number; `NotImplemented` for others.
    fn binary(
        &self,
        other: &Bound<'_, PyAny>,
        op: impl FnOnce(&mut Engine, GameId, GameId) -> Result<GameId, conway::partizan::Error> + Send,
    ) -> PyResult<Py<PyAny>> {
        let py = other.py();
        let Some(other) = operand(other)? else {
            return Ok(py.NotImplemented());
        };
        let g = self.id;
        let id = run(py, move |e| {
            let h = id_of(e, other);
            op(e, g, h)
        })?
        .map_err(engine_error)?;
        Ok(wrap(py, id)?.into_any())
    }

    /// The canonical form as text, or a placeholder beyond [`PRINT_LIMIT`].
    fn text(&self, py: Python<'_>, style: Style) -> PyResult<String> {
        let g = self.id;
        let text = run(py, move |e| e.arena.display_styled(g, style, PRINT_LIMIT))?;
        Ok(text.unwrap_or_else(|| {
            format!("<a game whose canonical form has more than {PRINT_LIMIT} characters>")
        }))
    }

    /// A number of the engine as a `Fraction`.
    fn number_query(
        &self,
        py: Python<'_>,
        query: impl FnOnce(&mut Engine, GameId) -> Result<Dyadic, conway::partizan::Error> + Send,
    ) -> PyResult<Py<PyAny>> {
        let g = self.id;
        let x = run(py, move |e| query(e, g))?.map_err(engine_error)?;
        Ok(fraction(py, x)?.unbind())
    }

    /// The number this game is, if it is one.
    fn as_number(&self, py: Python<'_>) -> PyResult<Option<Dyadic>> {
        let g = self.id;
        run(py, move |e| e.arena.as_number(g))
    }

    /// A yes/no question about this game.
    fn predicate(
        &self,
        py: Python<'_>,
        question: impl FnOnce(&mut Engine, GameId) -> bool + Send,
    ) -> PyResult<bool> {
        let g = self.id;
        run(py, move |e| question(e, g))
    }
}

#[pymethods]
impl Game {
    #[new]
    #[pyo3(signature = (value, *, work_limit = WorkLimit::Setting, progress = None))]
    fn new(
        value: &Bound<'_, PyAny>,
        work_limit: WorkLimit,
        progress: Option<Py<PyAny>>,
    ) -> PyResult<Game> {
        let py = value.py();
        if let Ok(text) = value.cast::<PyString>() {
            let budget = Budget::new(work_limit, progress);
            return Ok(Game {
                id: parse_expression(py, &text.to_cow()?, budget)?,
            });
        }
        let operand = argument(
            value,
            "Game() needs a string, a number or a Game: the value",
        )?;
        Ok(Game {
            id: run(py, move |e| id_of(e, operand))?,
        })
    }

    /// ``{left | right}``: the game whose Left options are ``left`` and Right options
    /// ``right`` (games or numbers), in canonical form.
    #[staticmethod]
    #[pyo3(signature = (left, right))]
    fn from_options(
        py: Python<'_>,
        left: Vec<Bound<'_, PyAny>>,
        right: Vec<Bound<'_, PyAny>>,
    ) -> PyResult<Py<Game>> {
        let read = |side: &[Bound<'_, PyAny>]| -> PyResult<Vec<Operand>> {
            side.iter().map(|o| argument(o, "an option")).collect()
        };
        let (left, right) = (read(&left)?, read(&right)?);
        let id = run(py, move |e| {
            let l: Vec<GameId> = left.into_iter().map(|o| id_of(e, o)).collect();
            let r: Vec<GameId> = right.into_iter().map(|o| id_of(e, o)).collect();
            e.arena.game(&l, &r)
        })?
        .map_err(engine_error)?;
        wrap(py, id)
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        self.text(py, Style::Plain)
    }

    fn __str__(&self, py: Python<'_>) -> PyResult<String> {
        self.text(py, Style::Plain)
    }

    /// The canonical form in the usual notation: ``style="plain"`` (``^``, ``v``, as
    /// typed; what ``repr`` gives, and what ``Game()`` reads back) or ``"unicode"``
    /// (arrows ``↑``, ``⇓``, as in the literature).
    #[pyo3(signature = (style = "plain"))]
    fn notation(&self, py: Python<'_>, style: &str) -> PyResult<String> {
        let style = match style {
            "plain" => Style::Plain,
            "unicode" => Style::Unicode,
            other => {
                return Err(invalid(format!(
                    "unknown style '{other}' (known: plain, unicode)"
                )))
            }
        };
        self.text(py, style)
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyTuple>> {
        let text = slf.get().text(slf.py(), Style::Plain)?;
        crate::convert::reduce_to_text(slf, text)
    }

    fn __hash__(&self, py: Python<'_>) -> PyResult<isize> {
        let g = self.id;
        match run(py, move |e| e.arena.as_number(g))? {
            Some(x) => fraction(py, x)?.hash(),
            None => Ok((g.index() as isize)
                .wrapping_mul(0x9E37_79B9)
                .wrapping_add(0x51)),
        }
    }

    fn __richcmp__(&self, other: &Bound<'_, PyAny>, op: CompareOp) -> PyResult<Py<PyAny>> {
        let py = other.py();
        let other = match comparand(other) {
            Ok(Some(other)) => other,
            // a string that is not a game is no game's equal, as any other object
            Err(e) if matches!(op, CompareOp::Eq | CompareOp::Ne) && is_invalid(py, &e) => {
                return Ok(py.NotImplemented())
            }
            Err(e) => return Err(e),
            Ok(None) => return Ok(py.NotImplemented()),
        };
        let g = self.id;
        let holds = run(py, move |e| {
            let h = id_of(e, other);
            match op {
                CompareOp::Eq => g == h,
                CompareOp::Ne => g != h,
                CompareOp::Le => e.arena.leq(g, h),
                CompareOp::Ge => e.arena.leq(h, g),
                CompareOp::Lt => e.arena.lt(g, h),
                CompareOp::Gt => e.arena.lt(h, g),
            }
        })?;
        Ok(pyo3::types::PyBool::new(py, holds)
            .to_owned()
            .into_any()
            .unbind())
    }

    /// Whether this game and ``other`` are confused (incomparable, ``G || H``): the first
    /// player wins ``G - H``.
    fn confused_with(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<bool> {
        let other = compared(other)?;
        let g = self.id;
        run(py, move |e| {
            let h = id_of(e, other);
            e.arena.compare(g, h).is_none()
        })
    }

    fn __add__(&self, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        self.binary(other, |e, g, h| e.arena.sum(g, h))
    }

    fn __radd__(&self, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        self.binary(other, |e, g, h| e.arena.sum(h, g))
    }

    fn __sub__(&self, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        self.binary(other, |e, g, h| e.arena.difference(g, h))
    }

    fn __rsub__(&self, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        self.binary(other, |e, g, h| e.arena.difference(h, g))
    }

    fn __neg__(&self, py: Python<'_>) -> PyResult<Py<Game>> {
        self.compute(py, |e, g| Ok(e.arena.neg(g)))
    }

    fn __pos__(slf: Py<Self>) -> Py<Self> {
        slf
    }

    /// The outcome class: ``"L"`` (Left wins whoever starts), ``"R"`` (Right wins whoever
    /// starts), ``"N"`` (the player to move wins) or ``"P"`` (the player to move loses).
    #[getter]
    fn outcome(&self, py: Python<'_>) -> PyResult<String> {
        let g = self.id;
        Ok(run(py, move |e| e.arena.outcome(g))?.to_string())
    }

    /// The left stop (a ``Fraction``): where play ends, at the first number reached, when
    /// Left starts and both play well.
    #[getter]
    fn left_stop(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        self.number_query(py, |e, g| Ok(e.arena.left_stop(g)))
    }

    /// The right stop (a ``Fraction``): as ``left_stop``, when Right starts.
    #[getter]
    fn right_stop(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        self.number_query(py, |e, g| Ok(e.arena.right_stop(g)))
    }

    /// The mean value (a ``Fraction``): where the thermograph's mast stands.
    #[getter]
    fn mean(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        self.number_query(py, |e, g| e.arena.mean(g))
    }

    /// The temperature (a ``Fraction``): where the walls meet the mast; ``-1`` for
    /// integers, ``-1/2^k`` for ``m/2^k``, ``0`` for infinitesimals (Siegel's convention).
    #[getter]
    fn temperature(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        self.number_query(py, |e, g| e.arena.temperature(g))
    }

    /// The thermograph: its walls, mean and temperature, drawn by ``_repr_svg_``.
    fn thermograph(&self, py: Python<'_>) -> PyResult<Thermograph> {
        let g = self.id;
        let (graph, title) = run(py, move |e| {
            let title = e.arena.display_within(g, PRINT_LIMIT).unwrap_or_default();
            e.arena.thermograph(g).map(|th| (th, title))
        })?
        .map_err(engine_error)?;
        Ok(Thermograph { graph, title })
    }

    /// The number this game is, as a ``Fraction``, or ``None``.
    #[getter]
    fn number(&self, py: Python<'_>) -> PyResult<Option<Py<PyAny>>> {
        match self.as_number(py)? {
            Some(x) => Ok(Some(fraction(py, x)?.unbind())),
            None => Ok(None),
        }
    }

    /// ``int(g)``: the integer this game is; ``InvalidInput`` (a ``ValueError``) if it is
    /// not an integer (``g.number`` gives any number as a ``Fraction``).
    fn __int__(&self, py: Python<'_>) -> PyResult<i64> {
        match self.as_number(py)? {
            Some(x) if x.exponent() == 0 => Ok(x.numerator()),
            _ => Err(invalid(format!(
                "int() needs a game that is an integer; {} is not (g.number gives a number \
                 as a Fraction)",
                excerpt(&self.text(py, Style::Plain)?)
            ))),
        }
    }

    /// ``float(g)``: the number this game is, when a float holds it exactly;
    /// ``InvalidInput`` (a ``ValueError``) for a game that is not a number or a number a
    /// float would round (``g.number`` gives it exactly, as a ``Fraction``).
    fn __float__(&self, py: Python<'_>) -> PyResult<f64> {
        let exact = self.as_number(py)?.and_then(|x| {
            let numerator = x.numerator() as f64;
            // exact when the numerator converts back; dividing by 2^exponent <= 2^62 is exact
            (numerator as i128 == i128::from(x.numerator()))
                .then(|| numerator / f64::powi(2.0, x.exponent() as i32))
        });
        exact.ok_or_else(|| {
            let text = self.text(py, Style::Plain).unwrap_or_default();
            invalid(format!(
                "float() needs a game that is a number a float holds exactly; {} is not (g.number \
                 gives a number exactly, as a Fraction)",
                excerpt(&text)
            ))
        })
    }

    /// Left's options in canonical form, as games.
    #[getter]
    fn left_options(&self, py: Python<'_>) -> PyResult<Vec<Py<Game>>> {
        let g = self.id;
        let ids = run(py, move |e| e.arena.left_options(g))?.map_err(engine_error)?;
        wrap_all(py, &ids)
    }

    /// Right's options in canonical form, as games.
    #[getter]
    fn right_options(&self, py: Python<'_>) -> PyResult<Vec<Py<Game>>> {
        let g = self.id;
        let ids = run(py, move |e| e.arena.right_options(g))?.map_err(engine_error)?;
        wrap_all(py, &ids)
    }

    /// The reduced canonical form: the simplest game infinitesimally close to this one
    /// (Inf-dominated and Inf-reversible options removed).
    fn reduced(&self, py: Python<'_>) -> PyResult<Py<Game>> {
        self.compute(py, |e, g| e.arena.reduced_canonical_form(g))
    }

    /// The atomic weight of an all-small game (a ``Game``), or ``None`` when the game is
    /// not all-small or its atomic weight is undefined.
    #[getter]
    fn atomic_weight(&self, py: Python<'_>) -> PyResult<Option<Py<Game>>> {
        let g = self.id;
        match run(py, move |e| e.arena.atomic_weight(g))?.map_err(engine_error)? {
            Some(w) => Ok(Some(wrap(py, w)?)),
            None => Ok(None),
        }
    }

    /// The birthday: the day the game is born (an ``int``).
    #[getter]
    fn birthday(&self, py: Python<'_>) -> PyResult<u128> {
        let g = self.id;
        run(py, move |e| e.arena.birthday(g))
    }

    /// Left's incentives ``G^L - G``, in canonical form.
    #[getter]
    fn left_incentives(&self, py: Python<'_>) -> PyResult<Vec<Py<Game>>> {
        let g = self.id;
        let ids = run(py, move |e| e.arena.left_incentives(g))?.map_err(engine_error)?;
        wrap_all(py, &ids)
    }

    /// Right's incentives ``G - G^R``, in canonical form.
    #[getter]
    fn right_incentives(&self, py: Python<'_>) -> PyResult<Vec<Py<Game>>> {
        let g = self.id;
        let ids = run(py, move |e| e.arena.right_incentives(g))?.map_err(engine_error)?;
        wrap_all(py, &ids)
    }

    /// The numbers this game is confused with, or ``None`` (a number is confused with
    /// none).
    #[getter]
    fn confusion_interval(&self, py: Python<'_>) -> PyResult<Option<ConfusionInterval>> {
        let g = self.id;
        let interval = run(py, move |e| e.arena.confusion_interval(g))?;
        interval
            .map(|c| {
                Ok(ConfusionInterval {
                    low: fraction(py, c.low)?.unbind(),
                    high: fraction(py, c.high)?.unbind(),
                    low_included: c.low_included,
                    high_included: c.high_included,
                    text: c.to_string(),
                })
            })
            .transpose()
    }

    /// Whether the game is a number.
    #[getter]
    fn is_number(&self, py: Python<'_>) -> PyResult<bool> {
        self.predicate(py, |e, g| e.arena.is_number(g))
    }

    /// Whether the game is a nimber ``*n``.
    #[getter]
    fn is_nimber(&self, py: Python<'_>) -> PyResult<bool> {
        self.predicate(py, |e, g| e.arena.is_nimber(g))
    }

    /// Whether the game is infinitesimal (smaller than every positive number and larger
    /// than every negative one).
    #[getter]
    fn is_infinitesimal(&self, py: Python<'_>) -> PyResult<bool> {
        self.predicate(py, |e, g| e.arena.is_infinitesimal(g))
    }

    /// Whether the game is all-small (every follower with options for one player has
    /// options for both).
    #[getter]
    fn is_all_small(&self, py: Python<'_>) -> PyResult<bool> {
        self.predicate(py, |e, g| e.arena.is_all_small(g))
    }

    /// Whether the game is dicotic (all-small).
    #[getter]
    fn is_dicotic(&self, py: Python<'_>) -> PyResult<bool> {
        self.predicate(py, |e, g| e.arena.is_dicotic(g))
    }

    /// Whether the game is a switch ``{x | y}`` of numbers ``x > y``.
    #[getter]
    fn is_switch(&self, py: Python<'_>) -> PyResult<bool> {
        self.predicate(py, |e, g| e.arena.is_switch(g))
    }

    /// The game cooled by ``t >= 0`` (a number): ``G_t``.
    fn cool(&self, t: &Bound<'_, PyAny>) -> PyResult<Py<Game>> {
        let py = t.py();
        let t = temperature(t, "the temperature")?;
        let g = self.id;
        let id = run(py, move |e| e.arena.cool(g, t))?.map_err(|err| match err {
            CoolError::NegativeTemperature => invalid(err.to_string()),
            CoolError::Refused(e) => engine_error(e),
        })?;
        wrap(py, id)
    }

    /// The game heated by ``t`` (a game): ``∫^t G``.
    fn heat(&self, py: Python<'_>, t: &Bound<'_, PyAny>) -> PyResult<Py<Game>> {
        let t = argument(t, "the temperature")?;
        self.compute(py, move |e, g| {
            let t = id_of(e, t);
            e.arena.heat(g, t)
        })
    }

    /// The game overheated from ``s > 0`` to ``t``: ``∫_s^t G``.
    fn overheat(
        &self,
        py: Python<'_>,
        s: &Bound<'_, PyAny>,
        t: &Bound<'_, PyAny>,
    ) -> PyResult<Py<Game>> {
        let s = argument(s, "the lower bound s")?;
        let t = argument(t, "the temperature t")?;
        self.compute(py, move |e, g| {
            let (s, t) = (id_of(e, s), id_of(e, t));
            e.arena.overheat(g, s, t)
        })
    }

    /// The Norton product ``G.U`` by a positive unit ``U`` (a game).
    fn norton(&self, py: Python<'_>, unit: &Bound<'_, PyAny>) -> PyResult<Py<Game>> {
        let u = argument(unit, "the unit")?;
        self.compute(py, move |e, g| {
            let u = id_of(e, u);
            e.arena.norton_product(g, u)
        })
    }

    /// The ordinal sum ``G : H`` (``H`` subordinate: a move in ``G`` annihilates ``H``).
    fn ordinal_sum(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<Py<Game>> {
        let h = argument(other, "the subordinate")?;
        self.compute(py, move |e, g| {
            let h = id_of(e, h);
            e.arena.ordinal_sum(g, h)
        })
    }

    /// Whether ``G <= H`` modulo infinitesimals (``G <= H + ε`` for every positive
    /// infinitesimal ``ε``): the order of reduced canonical forms.
    fn leq_mod_infinitesimals(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<bool> {
        let h = compared(other)?;
        let g = self.id;
        run(py, move |e| {
            let h = id_of(e, h);
            e.arena.inf_leq(g, h)
        })?
        .map_err(engine_error)
    }
}

/// The numbers a game is confused with: from ``low`` (the right stop) to ``high`` (the
/// left stop), each end included or not; ``repr`` is interval notation, ``[0, 1)``.
#[pyclass(module = "conway", frozen)]
pub struct ConfusionInterval {
    /// The lower end (a ``Fraction``).
    #[pyo3(get)]
    low: Py<PyAny>,
    /// The upper end (a ``Fraction``).
    #[pyo3(get)]
    high: Py<PyAny>,
    /// Whether the game is confused with ``low``.
    #[pyo3(get)]
    low_included: bool,
    /// Whether the game is confused with ``high``.
    #[pyo3(get)]
    high_included: bool,
    /// Interval notation.
    text: String,
}

#[pymethods]
impl ConfusionInterval {
    fn __repr__(&self) -> String {
        self.text.clone()
    }
}
