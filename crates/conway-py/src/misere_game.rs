//! `conway.MisereGame`: a misère canonical form as a Python value, read from Conway's digit
//! notation, with the library's misère algebra (`conway::misere::algebra`): sums, mates,
//! links, distinguishers, parity and the tame/restive classes.
//!
//! A value keeps its form as its subforms ([`MisereArena::subforms`]), so it owns no
//! arena: each operation rebuilds its operands in a fresh arena (the library's limits
//! apply to it) and keeps the subforms of the answer. Two values are equal iff their
//! forms are (canonical forms are unique, so equality is rebuilding both in one arena and
//! comparing the forms); the hash is of invariants equal forms share.

use crate::misere::error;
use conway::misere::canonical::{FormId, MisereArena};
use pyo3::prelude::*;
use pyo3::types::PyTuple;

/// The terms `γ0..` of the genus given (as `conway misere-form`).
const GENUS_TERMS: usize = 8;

/// A form written out longer than this is `None`.
const MAX_WRITTEN: usize = 100_000;

/// An impartial game under misère play, in its canonical (simplest) form.
///
/// ``MisereGame("2#0")`` reads Conway's digit notation (as ``conway misere-form`` does:
/// digits are nim-heaps, a run of games is the game with those options, ``#`` wraps,
/// ``2[2]`` adds, ``{*2, 0}`` braces, ``+`` sums, ``mate(G)``). Values add with ``+``,
/// compare with ``==`` (misère equality) and hash alike when equal.
#[pyclass(module = "conway", frozen)]
pub struct MisereGame {
    subforms: Vec<Vec<u32>>,
}

/// The operands rebuilt in one fresh arena.
fn rebuilt<const N: usize>(games: [&MisereGame; N]) -> PyResult<(MisereArena, [FormId; N])> {
    let mut arena = MisereArena::new();
    let mut ids = [arena.zero(); N];
    for (id, game) in ids.iter_mut().zip(games) {
        *id = arena
            .from_subforms(&game.subforms)
            .map_err(error)?
            .expect("a MisereGame holds a well-formed form");
    }
    Ok((arena, ids))
}

fn kept(arena: &MisereArena, g: FormId) -> MisereGame {
    MisereGame {
        subforms: arena.subforms(g),
    }
}

impl MisereGame {
    /// One answer of the operation `f` on this game (and others) in a fresh arena.
    fn with<T, const N: usize>(
        games: [&MisereGame; N],
        f: impl FnOnce(&mut MisereArena, [FormId; N]) -> Result<T, conway::misere::MisereError>,
    ) -> PyResult<T> {
        let (mut arena, ids) = rebuilt(games)?;
        f(&mut arena, ids).map_err(error)
    }

    fn written(&self) -> PyResult<Option<String>> {
        Self::with([self], |arena, [g]| arena.digits_within(g, MAX_WRITTEN))
    }
}

#[pymethods]
impl MisereGame {
    #[new]
    fn new(py: Python<'_>, form: &str) -> PyResult<MisereGame> {
        let form = form.to_string();
        py.detach(|| {
            let mut arena = MisereArena::new();
            let g = arena.parse_form(&form)?;
            Ok(kept(&arena, g))
        })
        .map_err(error)
    }

    /// The form in Conway's digit notation (``None`` past 100000 characters).
    #[getter]
    fn form(&self) -> PyResult<Option<String>> {
        self.written()
    }

    /// The form written with braces, ``{*2,{0,*}}`` (``None`` past 100000 characters).
    #[getter]
    fn braces(&self) -> PyResult<Option<String>> {
        Self::with(
            [self],
            |arena, [g]| Ok(arena.display_within(g, MAX_WRITTEN)),
        )
    }

    /// The options, each a ``MisereGame``.
    #[getter]
    fn options(&self) -> PyResult<Vec<MisereGame>> {
        Self::with([self], |arena, [g]| {
            Ok(arena.options(g).iter().map(|&o| kept(arena, o)).collect())
        })
    }

    /// The birthday.
    #[getter]
    fn birthday(&self) -> PyResult<u32> {
        Self::with([self], |arena, [g]| Ok(arena.birthday(g)))
    }

    /// The misère outcome: ``"P"`` (the player to move loses) or ``"N"``.
    #[getter]
    fn outcome(&self) -> PyResult<&'static str> {
        Self::with([self], |arena, [g]| Ok(arena.outcome(g).letter()))
    }

    /// ``g+``, the normal-play nim-value.
    #[getter]
    fn normal(&self) -> PyResult<u32> {
        Self::with([self], |arena, [g]| Ok(arena.normal_grundy(g)))
    }

    /// ``g-``, the misère nim-value (0 iff a misère P-position).
    #[getter]
    fn misere(&self) -> PyResult<u32> {
        Self::with([self], |arena, [g]| Ok(arena.misere_grundy(g)))
    }

    /// Conway's genus, ``g^γ0γ1...``.
    #[getter]
    fn genus(&self) -> PyResult<String> {
        Self::with([self], |arena, [g]| {
            Ok(arena.genus(g, GENUS_TERMS)?.notation())
        })
    }

    /// Whether the birthday is below that of ``G + *``.
    #[getter]
    fn is_even(&self) -> PyResult<bool> {
        Self::with([self], |arena, [g]| arena.is_even(g))
    }

    /// The hereditary class: ``"tame"``, ``"restive"``, ``"restless"`` or ``"wild"``.
    #[getter]
    fn class_(&self) -> PyResult<&'static str> {
        Self::with([self], |arena, [g]| Ok(arena.phylum(g).name()))
    }

    /// The mate: ``*`` for ``0``, else the game of the options' mates.
    fn mate(&self) -> PyResult<MisereGame> {
        Self::with([self], |arena, [g]| {
            let m = arena.mate(g)?;
            Ok(kept(arena, m))
        })
    }

    /// Whether some ``T`` makes ``self + T`` and ``other + T`` both P-positions.
    fn is_linked(&self, other: &MisereGame) -> PyResult<bool> {
        Self::with([self, other], |arena, [g, h]| Ok(arena.is_linked(g, h)))
    }

    /// A ``T`` making ``self + T`` and ``other + T`` both P-positions, or ``None``.
    fn link(&self, other: &MisereGame) -> PyResult<Option<MisereGame>> {
        Self::with([self, other], |arena, [g, h]| {
            Ok(arena.link(g, h)?.map(|t| kept(arena, t)))
        })
    }

    /// An ``X`` with ``self + X`` a P-position and ``other + X`` an N-position, or
    /// ``None`` when the two are equal.
    fn distinguisher(&self, other: &MisereGame) -> PyResult<Option<MisereGame>> {
        Self::with([self, other], |arena, [g, h]| {
            Ok(arena.distinguisher(g, h)?.map(|x| kept(arena, x)))
        })
    }

    fn __add__(&self, other: &MisereGame) -> PyResult<MisereGame> {
        Self::with([self, other], |arena, [g, h]| {
            let s = arena.sum(g, h)?;
            Ok(kept(arena, s))
        })
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> PyResult<bool> {
        let Ok(other) = other.cast::<MisereGame>() else {
            return Ok(false);
        };
        Self::with([self, other.get()], |_, [g, h]| Ok(g == h))
    }

    fn __hash__(&self) -> PyResult<isize> {
        let invariants = Self::with([self], |arena, [g]| {
            Ok((
                arena.birthday(g),
                arena.normal_grundy(g),
                arena.misere_grundy(g),
            ))
        })?;
        Ok(crate::convert::hash_of(&(invariants, self.subforms.len())))
    }

    fn __repr__(&self) -> PyResult<String> {
        Ok(match self.written()? {
            Some(text) => format!("MisereGame({text:?})"),
            None => format!("MisereGame(<{} subforms>)", self.subforms.len()),
        })
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyTuple>> {
        let text = Self::with([slf.get()], |arena, [g]| arena.digits_within(g, usize::MAX))?
            .expect("no length limit");
        crate::convert::reduce_to_text(slf, text)
    }
}
