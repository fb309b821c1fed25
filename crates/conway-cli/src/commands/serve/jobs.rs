//! Computations of the explorer, run off the request threads: each is a *job* with an id,
//! its progress `(done, total)`, a way to cancel it, and a deadline.
//!
//! A job runs on its own thread with a large stack (the engine's recursion, as in the
//! CLI). Cancelling, or passing the deadline, raises a flag that the computation polls
//! (the partizan arena's interrupt; the heap solver's progress callback), so it stops with
//! an error within a moment. At most [`Limits::running`] jobs run at once, so that one
//! visitor cannot occupy the machine; more are refused with a message. Finished jobs are
//! kept for a while for their results to be fetched, then dropped.

use crate::error::CliError;
use serde_json::{json, Value};
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The bounds on the server's work.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Jobs running at once.
    pub running: usize,
    /// The longest a job may run.
    pub time: Duration,
}

/// What a job reports while it runs, and how it is told to stop.
#[derive(Default)]
pub struct Control {
    done: AtomicU64,
    total: AtomicU64,
    stop: AtomicBool,
}

impl Control {
    /// Records progress.
    pub fn progress(&self, done: u64, total: u64) {
        self.done.store(done, Ordering::Relaxed);
        self.total.store(total, Ordering::Relaxed);
    }

    /// Whether the job must stop (cancelled, or past its deadline).
    pub fn stopped(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }

    fn json(&self) -> Value {
        json!({
            "done": self.done.load(Ordering::Relaxed),
            "total": self.total.load(Ordering::Relaxed),
        })
    }
}

/// Where a job is.
enum State {
    Running,
    Done(Value),
    Failed(String),
}

struct Job {
    control: Arc<Control>,
    state: Mutex<State>,
    started: Instant,
    cancelled: AtomicBool,
}

/// How long a finished job's result is kept.
const KEEP: Duration = Duration::from_secs(600);

/// The stack of a job's thread (as the CLI's computing thread).
const STACK_BYTES: usize = 256 << 20;

/// The jobs of the server.
pub struct Jobs {
    limits: Limits,
    next_id: AtomicU64,
    table: Mutex<HashMap<u64, Arc<Job>>>,
}

impl Jobs {
    /// No jobs yet.
    pub fn new(limits: Limits) -> Self {
        Jobs {
            limits,
            next_id: AtomicU64::new(1),
            table: Mutex::new(HashMap::new()),
        }
    }

    /// Starts `work` as a job and returns its id, or refuses when too many jobs run.
    pub fn start(
        &self,
        work: impl FnOnce(&Arc<Control>) -> Result<Value, CliError> + Send + 'static,
    ) -> Result<u64, String> {
        let mut table = self.table.lock().expect("job table");
        table.retain(|_, job| {
            matches!(*job.state.lock().expect("job state"), State::Running)
                || job.started.elapsed() < KEEP
        });
        let running = table
            .values()
            .filter(|job| matches!(*job.state.lock().expect("job state"), State::Running))
            .count();
        if running >= self.limits.running {
            return Err(format!(
                "busy: {running} computations are running (the most at once); try again when \
                 one ends, or cancel one"
            ));
        }
        let id = self.next_id.fetch_add(1, Ordering::Relaxed);
        let job = Arc::new(Job {
            control: Arc::new(Control::default()),
            state: Mutex::new(State::Running),
            started: Instant::now(),
            cancelled: AtomicBool::new(false),
        });
        table.insert(id, Arc::clone(&job));
        drop(table);
        self.spawn_deadline(&job);
        let worker = Arc::clone(&job);
        let time = self.limits.time;
        std::thread::Builder::new()
            .stack_size(STACK_BYTES)
            .spawn(move || {
                let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    work(&worker.control)
                }));
                let state = match outcome {
                    Ok(Ok(value)) => State::Done(value),
                    Ok(Err(e)) if worker.cancelled.load(Ordering::Relaxed) => {
                        State::Failed(format!("cancelled ({})", e.message()))
                    }
                    Ok(Err(e)) if worker.control.stopped() => State::Failed(format!(
                        "stopped after the time limit of {} s: {}",
                        time.as_secs(),
                        e.message()
                    )),
                    Ok(Err(e)) => State::Failed(e.message().to_string()),
                    Err(_) => State::Failed("internal error (panic)".into()),
                };
                *worker.state.lock().expect("job state") = state;
            })
            .map_err(|e| format!("cannot start a thread: {e}"))?;
        Ok(id)
    }

    /// A thread that stops the job at its deadline.
    fn spawn_deadline(&self, job: &Arc<Job>) {
        let job = Arc::clone(job);
        let time = self.limits.time;
        std::thread::spawn(move || {
            let step = Duration::from_millis(50);
            while job.started.elapsed() < time {
                if !matches!(*job.state.lock().expect("job state"), State::Running) {
                    return;
                }
                std::thread::sleep(step);
            }
            job.control.stop.store(true, Ordering::Relaxed);
        });
    }

    /// The job's state as JSON, or `None` for an unknown id.
    pub fn status(&self, id: u64) -> Option<Value> {
        let job = self.table.lock().expect("job table").get(&id).cloned()?;
        let state = job.state.lock().expect("job state");
        Some(match &*state {
            State::Running => json!({
                "id": id,
                "state": "running",
                "progress": job.control.json(),
                "seconds": job.started.elapsed().as_secs_f64(),
            }),
            State::Done(result) => json!({"id": id, "state": "done", "result": result}),
            State::Failed(error) => json!({"id": id, "state": "failed", "error": error}),
        })
    }

    /// Asks the job to stop; `false` for an unknown id.
    pub fn cancel(&self, id: u64) -> bool {
        let Some(job) = self.table.lock().expect("job table").get(&id).cloned() else {
            return false;
        };
        job.cancelled.store(true, Ordering::Relaxed);
        job.control.stop.store(true, Ordering::Relaxed);
        true
    }
}
