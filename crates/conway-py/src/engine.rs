//! The process-wide engine: one arena of canonical forms, the solvers of the registry's
//! rulesets and of the games defined in Python, behind one lock.
//!
//! A [`Game`](crate::game::Game) holds the id of its canonical form in the arena, so a
//! value survives across calls and equal values have equal ids (hash-consing: equality
//! and hashing are by value at no cost). The price is memory: the arena and the solvers'
//! tables keep every canonical form and every position ever computed, until the process
//! ends (`conway.engine_stats()` reports their sizes; `conway.forget_positions()` drops
//! the tables of Python-defined games).
//!
//! **Calls.** Every call into the engine goes through [`run`] (no Python callback: the GIL
//! is released, so other Python threads run meanwhile) or [`run_with_python`] (games
//! defined in Python: their callbacks need the GIL). Both run the job on a stack of at
//! least [`STACK_BYTES`] (the engine recurses as deep as its depth limits allow, more than
//! a Python thread's stack holds). Each call has a [`Budget`]: the arena's work limit is
//! set to its limit for the call, and a watch is installed in the arena that, every
//! [`SIGNAL_INTERVAL`] checks, looks for signals (Ctrl-C) and reports progress to the
//! budget's callable: a signal's or the callable's exception stops the computation (the
//! engine's tables stay consistent) and is raised when the call returns.
//!
//! **Locking.** The lock is only ever waited for with the GIL released, and the GIL may be
//! taken while the lock is held (signal checks, callbacks), so two threads cannot wait for
//! each other. A callback of a Python-defined game that calls into conway again would wait
//! for the lock its own thread holds: such a call raises an error instead.

use crate::budget::Budget;
use conway::partizan::Arena;
use conway_games::positions::RulesetPositions;
use pyo3::exceptions::PyRuntimeError;
use pyo3::prelude::*;
use std::cell::Cell;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::{Arc, LazyLock, Mutex, PoisonError};

use crate::user::UserSolvers;

/// Everything the engine keeps between calls.
pub struct Engine {
    /// The canonical forms of every value computed so far.
    pub arena: Arena,
    /// The solvers of the registry's rulesets, made on first use.
    pub positions: RulesetPositions<'static>,
    /// The solvers of games defined in Python.
    pub user: UserSolvers,
}

/// The one engine of the process.
static ENGINE: LazyLock<Mutex<Engine>> = LazyLock::new(|| {
    Mutex::new(Engine {
        arena: Arena::new(),
        positions: RulesetPositions::new(),
        user: UserSolvers::default(),
    })
});

thread_local! {
    /// Whether this thread holds the engine's lock (a callback calling back into conway).
    static INSIDE: Cell<bool> = const { Cell::new(false) };
}

/// The least stack a job runs on.
pub const STACK_BYTES: usize = 256 << 20;

/// Signals are looked for once every this many interrupt checks (each check is a searched
/// position or a canonical form built: well under a microsecond of work, so signals are
/// seen within milliseconds).
pub const SIGNAL_INTERVAL: u32 = 4096;

/// Why a computation must stop: an exception of a callback, of a signal handler or of the
/// progress callable, or a halt without an error ([`Stop::halt`]).
#[derive(Default)]
pub struct Stop {
    stopped: AtomicBool,
    error: Mutex<Option<PyErr>>,
    checks: AtomicU32,
    /// The work limit, told to `progress`.
    limit: Option<u64>,
    /// `progress(done, total)`, if any.
    progress: Option<Py<PyAny>>,
}

impl Stop {
    /// A stop reporting progress to the budget's callable.
    fn new(budget: Budget) -> Stop {
        Stop {
            limit: budget.limit,
            progress: budget.progress,
            ..Stop::default()
        }
    }

    /// Records `error` (the first one is kept) and asks the computation to stop.
    pub fn fail(&self, error: PyErr) {
        let mut slot = self.error.lock().unwrap_or_else(PoisonError::into_inner);
        slot.get_or_insert(error);
        self.stopped.store(true, Ordering::Release);
    }

    /// Asks the computation to stop without an error: the job that asked knows why and
    /// goes on (a search of a game defined in Python that met a cycle of options, which is
    /// then explored as a loopy game).
    pub fn halt(&self) {
        self.stopped.store(true, Ordering::Release);
    }

    /// Whether the computation, `done` work steps in, must stop; looks for signals and
    /// reports progress now and then.
    pub fn poll(&self, done: u64) -> bool {
        if self.stopped.load(Ordering::Acquire) {
            return true;
        }
        if self.checks.fetch_add(1, Ordering::Relaxed) % SIGNAL_INTERVAL == SIGNAL_INTERVAL - 1 {
            let checked = Python::attach(|py| {
                py.check_signals()?;
                match &self.progress {
                    Some(progress) => progress.call1(py, (done, self.limit)).map(drop),
                    None => Ok(()),
                }
            });
            if let Err(e) = checked {
                self.fail(e);
                return true;
            }
        }
        false
    }

    /// Whether the computation was asked to stop: a failure was recorded, or it was halted.
    pub fn failed(&self) -> bool {
        self.stopped.load(Ordering::Acquire)
    }

    /// The recorded exception, if any.
    fn take(&self) -> Option<PyErr> {
        self.error
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .take()
    }
}

/// Marks the thread as holding the engine's lock while alive.
struct Inside;

impl Inside {
    fn enter() -> Inside {
        INSIDE.with(|inside| inside.set(true));
        Inside
    }
}

impl Drop for Inside {
    fn drop(&mut self) {
        INSIDE.with(|inside| inside.set(false));
    }
}

/// Refuses a call made from inside a callback of a Python-defined game.
fn not_reentrant() -> PyResult<()> {
    if INSIDE.with(Cell::get) {
        return Err(PyRuntimeError::new_err(
            "conway was called from inside a game's options (left_options, right_options, \
             options or components): these must only list positions",
        ));
    }
    Ok(())
}

/// Runs `job` on the locked engine with the stop's work limit and watch installed in the
/// arena, on a large stack.
fn locked<T>(stop: &Arc<Stop>, job: impl FnOnce(&mut Engine) -> T) -> T {
    let mut engine = ENGINE.lock().unwrap_or_else(PoisonError::into_inner);
    let _inside = Inside::enter();
    let poll = Arc::clone(stop);
    engine.arena.set_work_limit(stop.limit);
    engine
        .arena
        .set_watch(Some(Box::new(move |done| poll.poll(done))));
    let result = stacker::maybe_grow(STACK_BYTES / 2, STACK_BYTES, || job(&mut engine));
    engine.arena.set_watch(None);
    engine.arena.set_work_limit(None);
    result
}

/// Runs `job` on the engine with the GIL released (no Python callback) and the work limit
/// of [`Budget::setting`], raising the exception of a signal that stopped it.
pub fn run<T: Send>(py: Python<'_>, job: impl FnOnce(&mut Engine) -> T + Send) -> PyResult<T> {
    run_within(py, Budget::setting(), job)
}

/// [`run`] within a budget of the call's own.
pub fn run_within<T: Send>(
    py: Python<'_>,
    budget: Budget,
    job: impl FnOnce(&mut Engine) -> T + Send,
) -> PyResult<T> {
    not_reentrant()?;
    let stop = Arc::new(Stop::new(budget));
    let result = py.detach(|| locked(&stop, job));
    match stop.take() {
        Some(e) => Err(e),
        None => Ok(result),
    }
}

/// Runs `job` on the engine holding the GIL (Python callbacks) within `budget`, raising
/// the exception of a callback, a signal or the progress callable that stopped it; `job` is told the [`Stop`] its callbacks
/// report failures to, and whether the computation failed is for it to act on (tables
/// filled from a failed callback must be dropped).
pub fn run_with_python<T: Send>(
    py: Python<'_>,
    budget: Budget,
    job: impl FnOnce(Python<'_>, &mut Engine, &Arc<Stop>) -> T + Send,
) -> PyResult<T> {
    not_reentrant()?;
    let stop = Arc::new(Stop::new(budget));
    let result = py.detach(|| locked(&stop, |engine| Python::attach(|py| job(py, engine, &stop))));
    match stop.take() {
        Some(e) => Err(e),
        None => Ok(result),
    }
}

/// The sizes of what the engine keeps: ``{"games": canonical forms stored, "work": work
/// steps taken, "python_positions": positions of games defined in Python numbered}``.
/// They only grow (see ``forget_positions``).
#[pyfunction]
pub fn engine_stats(py: Python<'_>) -> PyResult<std::collections::HashMap<&'static str, u64>> {
    run(py, |e| {
        std::collections::HashMap::from([
            ("games", e.arena.len() as u64),
            ("work", e.arena.work()),
            ("python_positions", e.user.positions() as u64),
        ])
    })
}
