//! `conway.LoopyGame`: loopy games (Winning Ways, ch. 11; Siegel ch. VI) in Python, as
//! `conway value` and `conway compare` treat them ([`conway::loopy`]): read from the loopy
//! notation or from a graph, added and negated, compared by their sides, with outcomes
//! with draws, canonical stoppers, onsides and offsides; a sided value `s & t`
//! ([`conway::loopy::sided`]) is one too, with no options.

use crate::errors::{invalid, refused};
use conway::loopy::notation::{display_within, parse_sided_with, ReadError, MAX_PRINTED};
use conway::loopy::sided::SidedValue;
use conway::loopy::sides::{Side, SideError};
use conway::loopy::variety::VarietyError;
use conway::loopy::{Error, LoopyGame as Graph, Vertex, Winner};
use conway::partizan::{Arena, Style};
use conway_games::loopy_positions::LoopyRulesetPositions;
use conway_games::positions::RulesetPositions;
use pyo3::basic::CompareOp;
use pyo3::prelude::*;

/// A loopy game: a finite graph of Left and Right moves whose play may repeat positions,
/// started at its first vertex.
///
/// ``LoopyGame("over")``, ``LoopyGame("a{0|{1|a}}")``, ``LoopyGame("on + 1/2")`` read the
/// notation of ``conway value`` (short games and ruleset positions mix in);
/// ``LoopyGame.from_graph(left, right)`` takes the edges of every vertex. Games add
/// (``+``, ``-``) and compare (``<=``, ``==``, ...) as loopy games: ``G <= H`` when it
/// holds on both sides (onside and offside). ``LoopyGame("1 & 0")`` is the sided value
/// with onside ``1`` and offside ``0`` (``tis``): it adds and compares like a game, but
/// is a value, not a game form, so it has no options.
///
/// >>> str(conway.LoopyGame("a{0|a}"))
/// 'over'
/// >>> str(conway.LoopyGame("on + off"))
/// 'on & off'
/// >>> conway.LoopyGame("tis") == conway.LoopyGame("1 & 0")
/// True
#[pyclass(module = "conway", name = "LoopyGame", frozen)]
pub struct LoopyGame {
    pub(crate) value: SidedValue,
}

impl From<Graph> for LoopyGame {
    fn from(graph: Graph) -> Self {
        LoopyGame {
            value: SidedValue::Game(graph),
        }
    }
}

fn refusal(e: Error) -> PyErr {
    match e {
        Error::Invalid(message) => invalid(message),
        other => refused(other.to_string()),
    }
}

fn text_of(graph: &Graph, style: Style) -> String {
    display_within(&mut Arena::new(), graph, style, MAX_PRINTED).unwrap_or_else(|| {
        format!(
            "(a loopy game of {} vertices, too large to print)",
            graph.len()
        )
    })
}

fn style_of(style: &str) -> PyResult<Style> {
    match style {
        "plain" => Ok(Style::Plain),
        "unicode" => Ok(Style::Unicode),
        other => Err(invalid(format!(
            "unknown style '{other}': use 'plain' or 'unicode'"
        ))),
    }
}

fn winner(w: Winner) -> &'static str {
    match w {
        Winner::Left => "Left",
        Winner::Right => "Right",
        Winner::Draw => "draw",
    }
}

/// A value from a `LoopyGame`, a text in the loopy notation or an integer.
fn operand(other: &Bound<'_, PyAny>) -> PyResult<Option<SidedValue>> {
    if let Ok(g) = other.cast::<LoopyGame>() {
        return Ok(Some(g.get().value.clone()));
    }
    if let Ok(text) = other.extract::<String>() {
        return read(&text).map(Some);
    }
    if let Ok(n) = other.extract::<i64>() {
        return read(&n.to_string()).map(Some);
    }
    Ok(None)
}

fn read(text: &str) -> PyResult<SidedValue> {
    let mut positions = RulesetPositions::new();
    parse_sided_with(
        &mut Arena::new(),
        text,
        &mut positions,
        &mut LoopyRulesetPositions,
    )
    .map_err(|e| match e {
        ReadError::Syntax(e) => invalid(format!("invalid loopy game: {e}")),
        ReadError::Refused(e) => refusal(e),
    })
}

/// A side found as a stopper, `None` when not found.
fn sided(found: Result<Graph, SideError>) -> PyResult<Option<LoopyGame>> {
    match found {
        Ok(graph) => Ok(Some(graph.into())),
        Err(SideError::NotFound(_)) => Ok(None),
        Err(SideError::Refused(Error::NotStopper)) => Err(invalid(Error::NotStopper.to_string())),
        Err(SideError::Refused(e)) => Err(refusal(e)),
    }
}

/// The operand of a binary operation: a `LoopyGame`, a text or an integer.
fn required(other: &Bound<'_, PyAny>) -> PyResult<SidedValue> {
    operand(other)?
        .ok_or_else(|| invalid("expected a LoopyGame, a text in the loopy notation or an integer"))
}

/// The game of a value that must be one.
fn game_of(value: &SidedValue) -> PyResult<&Graph> {
    value.game().ok_or_else(|| {
        invalid(
            "a sided value s & t (s != t) is a value, not a game form: it has no options, \
             no canonical form and no stops; onside() and offside() give its sides",
        )
    })
}

impl LoopyGame {
    fn side(&self, side: Side) -> PyResult<Option<LoopyGame>> {
        sided(self.value.side(side))
    }

    fn graph(&self) -> PyResult<&Graph> {
        game_of(&self.value)
    }

    fn sum(&self, other: &SidedValue) -> PyResult<LoopyGame> {
        Ok(LoopyGame {
            value: self.value.sum(other).map_err(refusal)?,
        })
    }
}

#[pymethods]
impl LoopyGame {
    #[new]
    fn new(expression: &str) -> PyResult<Self> {
        Ok(LoopyGame {
            value: read(expression)?,
        })
    }

    /// The game of a graph: vertex ``v`` has Left moves to ``left[v]`` and Right moves to
    /// ``right[v]`` (lists of vertex numbers); play starts at vertex 0.
    #[staticmethod]
    fn from_graph(left: Vec<Vec<Vertex>>, right: Vec<Vec<Vertex>>) -> PyResult<Self> {
        Ok(Graph::from_edges(left, right).map_err(refusal)?.into())
    }

    /// The game's value as ``conway value`` prints it: its canonical form for a stopper,
    /// otherwise ``onside & offside`` (a side not found as a stopper is shown as ``?``).
    fn __str__(&self) -> PyResult<String> {
        self.value_text(Style::Plain)
    }

    fn __repr__(&self) -> PyResult<String> {
        Ok(format!("LoopyGame({:?})", self.notation("plain")?))
    }

    /// The value in the given style (``"plain"`` or ``"unicode"``), as ``str()`` gives it.
    #[pyo3(signature = (style = "plain"))]
    fn value(&self, style: &str) -> PyResult<String> {
        self.value_text(style_of(style)?)
    }

    /// The game's own graph in the notation (not simplified), which reads back to it; a
    /// sided value's ``s & t``.
    #[pyo3(signature = (style = "plain"))]
    fn notation(&self, style: &str) -> PyResult<String> {
        match &self.value {
            SidedValue::Game(graph) => Ok(text_of(graph, style_of(style)?)),
            SidedValue::Pair { .. } => self.value_text(style_of(style)?),
        }
    }

    /// Whether no play alternates forever (then the game has a canonical form); false
    /// for a sided value ``s & t`` with ``s != t``.
    #[getter]
    fn is_stopper(&self) -> bool {
        self.value.game().is_some_and(Graph::is_stopper)
    }

    /// ``"L"``, ``"R"``, ``"N"``, ``"P"``, ``"D"`` (a draw whoever starts), or two letters:
    /// the result with Left moving first, then with Right moving first (``"LD"``).
    #[getter]
    fn outcome(&self) -> String {
        self.value.outcome().code()
    }

    /// Who wins when Left moves first: ``"Left"``, ``"Right"`` or ``"draw"``.
    #[getter]
    fn left_first(&self) -> &'static str {
        winner(self.value.outcome().left_first)
    }

    /// Who wins when Right moves first: ``"Left"``, ``"Right"`` or ``"draw"``.
    #[getter]
    fn right_first(&self) -> &'static str {
        winner(self.value.outcome().right_first)
    }

    /// The generalised Sprague–Grundy value of an impartial game (Smith), as text:
    /// ``"3"``, ``"inf_{0,1,3}"`` (infinite, with its escape set), ``"inf"``; ``None``
    /// for a game that is not impartial.
    #[getter]
    fn nim_value(&self) -> Option<String> {
        let graph = self.value.game()?;
        graph.loopy_nimber().map(|v| v.text(false))
    }

    /// The number of positions in the game's graph (``None`` for a sided value
    /// ``s & t`` that is not a game).
    #[getter]
    fn vertices(&self) -> Option<usize> {
        self.value.game().map(Graph::len)
    }

    /// The canonical form of a stopper (raises ``InvalidInput`` for a game that is not
    /// one: use ``onside()`` and ``offside()``).
    fn canonical(&self) -> PyResult<LoopyGame> {
        match self.graph()?.canonical_stopper() {
            Ok(graph) => Ok(graph.into()),
            Err(Error::NotStopper) => Err(invalid(Error::NotStopper.to_string())),
            Err(e) => Err(refusal(e)),
        }
    }

    /// The onside (infinite play counted for Left) as a canonical stopper, or ``None``
    /// when it is not found as one (Bach's carousel).
    fn onside(&self) -> PyResult<Option<LoopyGame>> {
        self.side(Side::On)
    }

    /// The offside (infinite play counted for Right) as a canonical stopper, or ``None``.
    fn offside(&self) -> PyResult<Option<LoopyGame>> {
        self.side(Side::Off)
    }

    /// The left and right stops of a stopper, as texts: pseudonumbers such as ``"2"``,
    /// ``"3+over"``, ``"-1/2+under"``, ``"on"``, ``"off"`` (raises ``InvalidInput`` for a
    /// game that is not a stopper).
    fn stops(&self) -> PyResult<(String, String)> {
        match self.graph()?.stops(&mut Arena::new()) {
            Ok((left, right)) => Ok((left.to_string(), right.to_string())),
            Err(Error::NotStopper) => Err(invalid(Error::NotStopper.to_string())),
            Err(e) => Err(refusal(e)),
        }
    }

    /// The degree ``G +↑ -G`` of a stopper (the onside of ``G - G``, an idempotent; ``0``
    /// for a short game), or ``None`` when that side is not found as a stopper.
    fn degree(&self) -> PyResult<Option<LoopyGame>> {
        sided(self.graph()?.degree())
    }

    /// The variety of a stable stopper (its upsum and downsum varieties relative to its
    /// degree, equal); raises ``InvalidInput`` when the degree is not an idempotent or
    /// the game is unstable (Grenville's ``a{0|{0||||0,*2|||a|0||0}||0}``), and returns
    /// ``None`` when a side on the way is not found as a stopper.
    fn variety(&self) -> PyResult<Option<LoopyGame>> {
        match self.graph()?.variety() {
            Ok(v) => Ok(Some(v.into())),
            Err(VarietyError::Side(e)) => sided(Err(e)),
            Err(e) => Err(invalid(e.to_string())),
        }
    }

    /// The upsum ``G +↑ H``: the onside of ``G + H`` (``None`` if not found as a stopper).
    fn upsum(&self, other: &Bound<'_, PyAny>) -> PyResult<Option<LoopyGame>> {
        self.sum(&required(other)?)?.side(Side::On)
    }

    /// The downsum ``G +↓ H``: the offside of ``G + H`` (``None`` if not found).
    fn downsum(&self, other: &Bound<'_, PyAny>) -> PyResult<Option<LoopyGame>> {
        self.sum(&required(other)?)?.side(Side::Off)
    }

    /// The ordinal sum ``G:H`` (a move in ``G`` leaves ``H`` behind for good).
    fn ordinal_sum(&self, other: &Bound<'_, PyAny>) -> PyResult<LoopyGame> {
        let other = required(other)?;
        let sum = self.graph()?.ordinal_sum(game_of(&other)?);
        Ok(sum.map_err(refusal)?.into())
    }

    /// The followers Left can move to.
    fn left_options(&self) -> PyResult<Vec<LoopyGame>> {
        self.options(true)
    }

    /// The followers Right can move to.
    fn right_options(&self) -> PyResult<Vec<LoopyGame>> {
        self.options(false)
    }

    fn __add__(&self, other: &Bound<'_, PyAny>) -> PyResult<Option<LoopyGame>> {
        let Some(other) = operand(other)? else {
            return Ok(None);
        };
        self.sum(&other).map(Some)
    }

    fn __radd__(&self, other: &Bound<'_, PyAny>) -> PyResult<Option<LoopyGame>> {
        self.__add__(other)
    }

    fn __sub__(&self, other: &Bound<'_, PyAny>) -> PyResult<Option<LoopyGame>> {
        let Some(other) = operand(other)? else {
            return Ok(None);
        };
        self.sum(&other.negative()).map(Some)
    }

    fn __rsub__(&self, other: &Bound<'_, PyAny>) -> PyResult<Option<LoopyGame>> {
        let Some(other) = operand(other)? else {
            return Ok(None);
        };
        let value = other.sum(&self.value.negative()).map_err(refusal)?;
        Ok(Some(LoopyGame { value }))
    }

    fn __neg__(&self) -> LoopyGame {
        LoopyGame {
            value: self.value.negative(),
        }
    }

    fn __richcmp__(&self, other: &Bound<'_, PyAny>, op: CompareOp) -> PyResult<Py<PyAny>> {
        let py = other.py();
        let other = match operand(other) {
            Ok(Some(other)) => other,
            Err(_) | Ok(None) if matches!(op, CompareOp::Eq | CompareOp::Ne) => {
                return Ok(py.NotImplemented())
            }
            Err(e) => return Err(e),
            Ok(None) => return Ok(py.NotImplemented()),
        };
        let leq = |a: &SidedValue, b: &SidedValue| a.leq(b).map_err(refusal);
        let this = &self.value;
        let holds = match op {
            CompareOp::Le => leq(this, &other)?,
            CompareOp::Ge => leq(&other, this)?,
            CompareOp::Lt => leq(this, &other)? && !leq(&other, this)?,
            CompareOp::Gt => leq(&other, this)? && !leq(this, &other)?,
            CompareOp::Eq => leq(this, &other)? && leq(&other, this)?,
            CompareOp::Ne => !(leq(this, &other)? && leq(&other, this)?),
        };
        Ok(pyo3::types::PyBool::new(py, holds)
            .to_owned()
            .into_any()
            .unbind())
    }

    /// Whether this game and ``other`` are confused: neither is at least the other.
    fn confused_with(&self, other: &Bound<'_, PyAny>) -> PyResult<bool> {
        let other = required(other)?;
        let leq = |a: &SidedValue, b: &SidedValue| a.leq(b).map_err(refusal);
        Ok(!leq(&self.value, &other)? && !leq(&other, &self.value)?)
    }
}

impl LoopyGame {
    fn value_text(&self, style: Style) -> PyResult<String> {
        if let Some(graph) = self.value.game().filter(|g| g.is_stopper()) {
            let c = graph.canonical_stopper().map_err(refusal)?;
            return Ok(text_of(&c, style));
        }
        let side = |found: Result<Graph, SideError>| match found {
            Ok(stopper) => Ok(text_of(&stopper, style)),
            Err(SideError::NotFound(_)) => Ok("?".to_string()),
            Err(SideError::Refused(e)) => Err(refusal(e)),
        };
        Ok(format!(
            "{} & {}",
            side(self.value.side(Side::On))?,
            side(self.value.side(Side::Off))?
        ))
    }

    fn options(&self, left: bool) -> PyResult<Vec<LoopyGame>> {
        let graph = self.graph()?;
        graph
            .edges(0, left)
            .iter()
            .map(|&v| Ok(graph.follower(v).map_err(refusal)?.into()))
            .collect()
    }
}
