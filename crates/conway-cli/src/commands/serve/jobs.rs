//! Computations of the explorer, run off the request threads: each is a *job* with an id,
//! its progress `(done, total)`, a way to cancel it, and a deadline.
//!
//! A job runs on its own thread with a large stack (the engine's recursion, as in the
//! CLI). Cancelling, or passing the deadline, raises a flag that the computation polls
//! (the partizan arena's interrupt; the heap solver's progress callback), so it stops with
//! an error within a moment. At most [`Limits::running`] jobs run at once (a cancelled job
//! counts until its thread has stopped), so that one visitor cannot occupy the machine;
//! more are refused with a message.
//!
//! A finished job's result is kept, as JSON text, for the page to fetch, but not for
//! ever: a result is dropped [`KEEP`] after it ended, and the oldest ones are dropped first
//! so that at most [`KEPT_JOBS`] finished jobs and [`KEPT_BYTES`] bytes of results are kept.
//! The server's memory is so bounded whatever number of jobs it is sent. A dropped job
//! answers [`Lookup::Expired`], told apart from an id never given out (ids count up).

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

/// How long a finished job's result is kept, at most.
pub const KEEP: Duration = Duration::from_secs(600);

/// Finished jobs kept at most (the latest to end).
pub const KEPT_JOBS: usize = 64;

/// The most bytes of results (JSON text) kept.
pub const KEPT_BYTES: usize = 64 << 20;

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
    /// The result as JSON text, kept as text: its size is what it costs to keep.
    Done(String),
    /// The message, and the work limit passed if that was why (so the page may offer to
    /// lift it).
    Failed {
        error: String,
        work_limit: Option<u64>,
    },
}

impl State {
    fn failed(error: impl Into<String>) -> State {
        State::Failed {
            error: error.into(),
            work_limit: None,
        }
    }
}

struct Job {
    control: Arc<Control>,
    state: Mutex<State>,
    started: Instant,
    /// When the job ended (`None` while it runs).
    finished: Mutex<Option<Instant>>,
    cancelled: AtomicBool,
}

impl Job {
    fn running(&self) -> bool {
        matches!(*self.state.lock().expect("job state"), State::Running)
    }

    /// The bytes kept for the job's outcome.
    fn bytes(&self) -> usize {
        match &*self.state.lock().expect("job state") {
            State::Running => 0,
            State::Done(text) | State::Failed { error: text, .. } => text.len(),
        }
    }
}

/// The stack of a job's thread (as the CLI's computing thread).
const STACK_BYTES: usize = 256 << 20;

type Table = HashMap<u64, Arc<Job>>;

/// What is known of a job id.
pub enum Lookup<T> {
    Found(T),
    /// The job ended and its result was dropped ([`KEEP`], [`KEPT_JOBS`], [`KEPT_BYTES`]).
    Expired,
    /// No job ever had this id.
    Unknown,
}

/// Why a job was not started.
pub enum Refusal {
    /// Too many jobs run already.
    Busy(String),
    /// The request is invalid, or the job could not be started.
    Failed(String),
}

/// The jobs of the server.
pub struct Jobs {
    limits: Limits,
    next_id: AtomicU64,
    table: Arc<Mutex<Table>>,
}

impl Jobs {
    /// No jobs yet.
    pub fn new(limits: Limits) -> Self {
        Jobs {
            limits,
            next_id: AtomicU64::new(1),
            table: Arc::new(Mutex::new(HashMap::new())),
        }
    }

    /// Starts `work` as a job and returns its id, or refuses when too many jobs run.
    pub fn start(
        &self,
        work: impl FnOnce(&Arc<Control>) -> Result<Value, CliError> + Send + 'static,
    ) -> Result<u64, Refusal> {
        let mut table = self.table.lock().expect("job table");
        evict(&mut table);
        let running = table.values().filter(|job| job.running()).count();
        if running >= self.limits.running {
            return Err(Refusal::Busy(format!(
                "busy: {running} computations are running (the most at once); try again when \
                 one ends, or cancel one"
            )));
        }
        let id = self.next_id.fetch_add(1, Ordering::Relaxed);
        let job = Arc::new(Job {
            control: Arc::new(Control::default()),
            state: Mutex::new(State::Running),
            started: Instant::now(),
            finished: Mutex::new(None),
            cancelled: AtomicBool::new(false),
        });
        table.insert(id, Arc::clone(&job));
        drop(table);
        let worker = Arc::clone(&job);
        let table = Arc::clone(&self.table);
        let time = self.limits.time;
        let spawned = std::thread::Builder::new()
            .stack_size(STACK_BYTES)
            .spawn(move || {
                let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    work(&worker.control)
                }));
                let state = match outcome {
                    Ok(_) if worker.cancelled.load(Ordering::Relaxed) => State::failed("cancelled"),
                    Ok(_) if worker.control.stopped() => State::failed(format!(
                        "stopped after the time limit of {} s (conway serve --time-limit)",
                        time.as_secs()
                    )),
                    Ok(Ok(value)) => State::Done(value.to_string()),
                    Ok(Err(CliError::WorkLimit { steps, message })) => State::Failed {
                        error: message,
                        work_limit: Some(steps),
                    },
                    Ok(Err(e)) => State::failed(e.message()),
                    Err(_) => State::failed("internal error (panic)"),
                };
                *worker.state.lock().expect("job state") = state;
                *worker.finished.lock().expect("job end") = Some(Instant::now());
                evict(&mut table.lock().expect("job table"));
            });
        if let Err(e) = spawned {
            self.table.lock().expect("job table").remove(&id);
            return Err(Refusal::Failed(format!("cannot start a thread: {e}")));
        }
        self.spawn_deadline(&job);
        Ok(id)
    }

    /// A thread that stops the job at its deadline.
    fn spawn_deadline(&self, job: &Arc<Job>) {
        let job = Arc::clone(job);
        let time = self.limits.time;
        std::thread::spawn(move || {
            let step = Duration::from_millis(50);
            while job.started.elapsed() < time {
                if !job.running() {
                    return;
                }
                std::thread::sleep(step);
            }
            job.control.stop.store(true, Ordering::Relaxed);
        });
    }

    /// The job of `id`, or why there is none.
    fn lookup(&self, id: u64) -> Lookup<Arc<Job>> {
        match self.table.lock().expect("job table").get(&id) {
            Some(job) => Lookup::Found(Arc::clone(job)),
            None if id >= 1 && id < self.next_id.load(Ordering::Relaxed) => Lookup::Expired,
            None => Lookup::Unknown,
        }
    }

    /// The job's state as JSON text (a result is kept as text, so it is not parsed again).
    pub fn status(&self, id: u64) -> Lookup<String> {
        let job = match self.lookup(id) {
            Lookup::Found(job) => job,
            Lookup::Expired => return Lookup::Expired,
            Lookup::Unknown => return Lookup::Unknown,
        };
        let id = id.to_string();
        let state = job.state.lock().expect("job state");
        Lookup::Found(match &*state {
            State::Running => json!({
                "id": id,
                "state": "running",
                "progress": job.control.json(),
                "seconds": job.started.elapsed().as_secs_f64(),
            })
            .to_string(),
            State::Done(result) => format!(
                "{{\"id\":{},\"state\":\"done\",\"result\":{result}}}",
                Value::from(id)
            ),
            State::Failed { error, work_limit } => json!({
                "id": id,
                "state": "failed",
                "error": error,
                "work_limit": work_limit,
            })
            .to_string(),
        })
    }

    /// Asks the job to stop (nothing happens to one that has ended).
    pub fn cancel(&self, id: u64) -> Lookup<()> {
        match self.lookup(id) {
            Lookup::Found(job) => {
                if job.running() {
                    job.cancelled.store(true, Ordering::Relaxed);
                    job.control.stop.store(true, Ordering::Relaxed);
                }
                Lookup::Found(())
            }
            Lookup::Expired => Lookup::Expired,
            Lookup::Unknown => Lookup::Unknown,
        }
    }
}

/// Drops finished jobs: those that ended more than [`KEEP`] ago, then the oldest until at
/// most [`KEPT_JOBS`] finished jobs with at most [`KEPT_BYTES`] bytes of results remain.
fn evict(table: &mut Table) {
    let mut finished: Vec<(Instant, u64, usize)> = table
        .iter()
        .filter_map(|(&id, job)| {
            let end = (*job.finished.lock().expect("job end"))?;
            Some((end, id, job.bytes()))
        })
        .collect();
    finished.sort_unstable();
    let mut count = finished.len();
    let mut bytes: usize = finished.iter().map(|&(_, _, b)| b).sum();
    for (end, id, size) in finished {
        if end.elapsed() < KEEP && count <= KEPT_JOBS && bytes <= KEPT_BYTES {
            break;
        }
        table.remove(&id);
        count -= 1;
        bytes -= size;
    }
}
