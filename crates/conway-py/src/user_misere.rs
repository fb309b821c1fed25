//! Misère play of impartial games defined in Python: `conway.misere_form(position)` and
//! `conway.misere_outcome(position)`.
//!
//! A position (an object with `options()`, or a tuple or list of them, their sum) is
//! numbered by the engine's [`PythonRuleset`] of impartial games, which the library's
//! bridge ([`AsImpartial`]) makes an impartial game: a move is an option, split into its
//! components. [`RulesetForms`] then finds the misère canonical form (Conway's simplest
//! form, `conway::misere::canonical`) of every position reached, and of the position
//! itself as the misère sum of its components' forms; its misère outcome, genus and
//! birthday are those of the form (equal forms are misère equal games). Normal-play values
//! say nothing of misère play, so a `conway.Game` is refused as a position or an option.
//!
//! Limits: those of the library (250000 positions, 200000 forms, 10^8 units of work, 5000
//! moves deep), refused with `LimitExceeded`; a cycle of options is refused, named as
//! `grundy_of` names it; Ctrl-C and the progress callable stop the search.

use crate::budget::{Budget, WorkLimit};
use crate::engine::Stop;
use crate::errors::{invalid, refused};
use crate::user::{check_position, sum_parts, with_solver, OnCycle, PythonRuleset};
use conway::impartial::bridge::AsImpartial;
use conway::impartial::Impartial;
use conway::misere::canonical::{FormId, MisereArena, RulesetForms};
use conway::misere::MisereError;
use conway::partizan::Ruleset;
use pyo3::prelude::*;
use std::cell::Cell;

/// The terms `γ0..` of the genus given with a form (as `conway misere --canonical`).
const GENUS_TERMS: usize = 8;

/// A form whose text is longer than this is given as `None` (its birthday and outcome are
/// still given).
const MAX_FORM_CHARS: usize = 100_000;

/// The Python positions as an impartial game, stopping when the call must stop.
struct Watched<'a> {
    game: AsImpartial<&'a PythonRuleset>,
    stop: &'a Stop,
    /// Positions whose moves were listed (the progress reported).
    listed: Cell<u64>,
}

impl Impartial for Watched<'_> {
    type Position = u32;

    fn moves(&self, p: &u32) -> Vec<Vec<u32>> {
        self.listed.set(self.listed.get() + 1);
        if self.stop.poll(self.listed.get()) {
            return Vec::new();
        }
        let ruleset = self.game.ruleset();
        if ruleset.is_game(*p) {
            ruleset.fail(invalid(
                "a conway.Game is a normal-play value, which does not determine misère play: \
                 the misère tools need positions with options()",
            ));
            return Vec::new();
        }
        self.game.moves(p)
    }
}

/// The misère canonical form of a position of an impartial game defined in Python:
/// ``form``, the form as text (``0``, ``*``, ``*2``, ... for nim heaps, ``{A,B,...}``
/// otherwise, options by birthday; ``None`` if longer than 100000 characters), ``genus``
/// (Conway's ``g^(γ0γ1...)``, eight terms computed, as ``conway misere --canonical``
/// prints it), ``birthday``, ``outcome`` (``"P"``: the player to move loses, or ``"N"``,
/// misère play: the player who cannot move wins) and ``positions`` (how many positions'
/// forms were found).
#[pyclass(module = "conway", frozen, get_all)]
pub struct MisereForm {
    /// The form as text, or ``None`` if too long.
    form: Option<String>,
    /// The genus.
    genus: String,
    /// The birthday.
    birthday: u32,
    /// ``"P"`` or ``"N"``.
    outcome: String,
    /// The positions whose forms were found.
    positions: usize,
}

#[pymethods]
impl MisereForm {
    fn __repr__(&self) -> String {
        format!(
            "MisereForm(form={}, genus={:?}, birthday={}, outcome={:?})",
            self.form
                .as_deref()
                .map_or("None".to_string(), |f| format!("{f:?}")),
            self.genus,
            self.birthday,
            self.outcome
        )
    }
}

/// The form of `position` and the arena holding it, with what `report` makes of them.
fn with_form<T: Send>(
    py: Python<'_>,
    position: &Bound<'_, PyAny>,
    progress: Option<Py<PyAny>>,
    report: impl FnOnce(&mut MisereArena, FormId, usize) -> Result<T, MisereError> + Send,
) -> PyResult<T> {
    for part in sum_parts(position)?.unwrap_or_else(|| vec![position.clone()]) {
        check_position(&part, true)?;
    }
    // no limit of the normal-play arena: the misère forms have limits of their own
    let budget = Budget::new(WorkLimit::Steps(0), progress);
    let on_cycle = OnCycle::Refuse("the misère tools value short games only");
    with_solver(
        py,
        position,
        true,
        budget,
        on_cycle,
        |_, solver, root, stop| {
            let ruleset = solver.ruleset();
            let game = Watched {
                game: AsImpartial::new(ruleset).expect("the solver of impartial games"),
                stop,
                listed: Cell::new(0),
            };
            let mut forms = RulesetForms::new(game, MisereArena::new());
            // the misère sum of its components' forms
            let found = forms.form_of_sum(&ruleset.components(&root)).and_then(|g| {
                let positions = forms.positions();
                report(forms.arena_mut(), g, positions)
            });
            found.map_err(|e| match e {
                MisereError::Syntax(message) => {
                    // the one syntax error of the forms: a cycle, shown as grundy_of shows it
                    ruleset.refuse_listed_cycle();
                    invalid(message)
                }
                MisereError::TooLarge(message) => refused(format!(
                    "{message}; the misère canonical form of this position is out of reach here \
                 (grundy_of gives its normal-play value)"
                )),
            })
        },
    )
}

/// The misère canonical form of a position of an impartial game defined in Python (an
/// object with ``options()``, see ``grundy_of``; a tuple or list of positions is their
/// sum), with its genus, birthday and misère outcome (see ``MisereForm``). The game must
/// be short (a cycle of options raises ``InvalidInput``, as in ``grundy_of``); a game too
/// large for the library's limits (250000 positions, 200000 canonical forms, 10^8 units
/// of work) raises ``LimitExceeded``. ``progress(done, None)``, if given, is called every
/// few thousand positions (``done``: positions listed) and may raise to stop. Forms are
/// not kept between calls.
#[pyfunction]
#[pyo3(signature = (position, *, progress = None))]
pub fn misere_form(
    py: Python<'_>,
    position: &Bound<'_, PyAny>,
    progress: Option<Py<PyAny>>,
) -> PyResult<MisereForm> {
    with_form(py, position, progress, |arena, g, positions| {
        let genus = arena.genus(g, GENUS_TERMS)?;
        Ok(MisereForm {
            form: arena.display_within(g, MAX_FORM_CHARS),
            genus: genus.notation(),
            birthday: arena.birthday(g),
            outcome: arena.outcome(g).letter().to_string(),
            positions,
        })
    })
}

/// The misère outcome (``"P"`` or ``"N"``) of a position of an impartial game defined in
/// Python, or of a sum of them, from its misère canonical form (see ``misere_form``).
pub fn misere_outcome_of(
    py: Python<'_>,
    position: &Bound<'_, PyAny>,
    progress: Option<Py<PyAny>>,
) -> PyResult<String> {
    with_form(py, position, progress, |arena, g, _| {
        Ok(arena.outcome(g).letter().to_string())
    })
}
