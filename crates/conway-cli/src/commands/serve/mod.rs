//! `conway serve`: a game explorer in the browser, served on the local machine.
//!
//! One page (`assets/`, embedded in the binary) and a JSON API over the library, with the
//! CLI's JSON contract and error messages:
//!
//! | request | answer |
//! |---|---|
//! | `GET /` | the explorer page (`/app.js`, `/style.css`) |
//! | `GET /api/rulesets` | the registry's rulesets: name, about, syntax, examples, impartial |
//! | `POST /api/jobs` `{"kind": "value", "expr": E}` | a job valuing `E` (202, `{"id"}`) |
//! | `POST /api/jobs` `{"kind": "grundy", "game": G, "to": N}` | a job listing `G(0..=N)` |
//! | `GET /api/jobs/ID` | `{"state": "running", "progress": {"done", "total"}}`, `{"state": "done", "result"}` or `{"state": "failed", "error"}` |
//! | `DELETE /api/jobs/ID` | cancels the job |
//!
//! A value's result has the keys of `conway value EXPR --all --json`, and `thermograph_svg`
//! (the drawing of `conway thermograph --svg`), `board_svg` (the position's drawing, for a
//! ruleset position) and `options` (see [`compute`]). A Grundy result has the keys of
//! `conway grundy GAME --to N --json`. Errors are `{"error": message}` with status 400
//! (bad input), 404 (no such job) or 503 (too many jobs running).
//!
//! Every computation runs as a job ([`jobs`]): on its own thread, bounded by the work
//! limit of `conway value` (`--work-limit`), by a time limit (`--time-limit`) and by a number of jobs running at once
//! (`--max-jobs`); expressions longer than [`compute::MAX_EXPRESSION`] characters and
//! request bodies over [`MAX_BODY`] bytes are refused. The server binds to 127.0.0.1 unless
//! told otherwise.

mod compute;
mod jobs;

use super::value::WorkLimit;
use crate::error::CliError;
use axum::extract::{DefaultBodyLimit, Path, State};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use jobs::{Jobs, Limits};
use serde_json::{json, Value};
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

/// The largest request body accepted, in bytes.
pub const MAX_BODY: usize = 64 * 1024;

/// Options of `conway serve`.
#[derive(clap::Args, Debug)]
#[command(after_help = "\
Open the address printed (http://127.0.0.1:PORT/) in a browser: type a game expression or
a ruleset position (domineering:2x3, clobber:xo.|ox., {1|-1} + *), or edit a board, and
see its canonical form, outcome, stops, mean, temperature and the rest of its value theory,
its options as a tree to click through (dominated and reversible ones marked), its
thermograph, and for heap games (kayles, octal:0.6, sub:1,3,4) the plot of the Grundy
sequence with its period. The address http://127.0.0.1:PORT/#EXPR opens with EXPR valued,
so a position can be shared as a link.

Long computations run in the background with a progress bar and a Cancel button; each
is bounded by the work limit of conway value, by --time-limit and by --max-jobs.

Examples (each serves until stopped with Ctrl-C):
  the default, on http://127.0.0.1:7878/:   conway serve
  another port:                            conway serve --port 8080
  any free port, more and longer jobs:     conway serve --port 0 --max-jobs 4 --time-limit 60")]
pub struct Args {
    /// The port (0: any free port; the address is printed).
    #[arg(long, default_value_t = 7878)]
    port: u16,
    /// The address to listen on; the default serves this machine only.
    #[arg(long, default_value = "127.0.0.1")]
    host: std::net::IpAddr,
    /// Computations running at once, at most.
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u64).range(1..=64))]
    max_jobs: u64,
    /// The longest one computation may run, in seconds.
    #[arg(long, default_value_t = 30, value_parser = clap::value_parser!(u64).range(1..=3600))]
    time_limit: u64,
    #[command(flatten)]
    limit: WorkLimit,
}

/// Runs the server until the process is stopped.
pub fn run(args: Args) -> Result<(), CliError> {
    let jobs = Arc::new(Jobs::new(Limits {
        running: args.max_jobs as usize,
        time: Duration::from_secs(args.time_limit),
    }));
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .map_err(|e| CliError::Internal(format!("cannot start the server: {e}")))?;
    runtime.block_on(async move {
        let address = SocketAddr::new(args.host, args.port);
        let listener = tokio::net::TcpListener::bind(address)
            .await
            .map_err(|e| CliError::input(format!("cannot listen on {address}: {e}")))?;
        let bound = listener
            .local_addr()
            .map_err(|e| CliError::Internal(e.to_string()))?;
        println!("conway explorer: http://{bound}/ (Ctrl-C stops it)");
        axum::serve(listener, router(jobs, Arc::new(args.limit)))
            .await
            .map_err(|e| CliError::Internal(format!("the server stopped: {e}")))
    })
}

/// The server's shared state: its jobs, and the work limit of a valuation.
#[derive(Clone)]
struct Shared {
    jobs: Arc<Jobs>,
    limit: Arc<WorkLimit>,
}

/// The routes.
fn router(jobs: Arc<Jobs>, limit: Arc<WorkLimit>) -> Router {
    Router::new()
        .route("/", get(|| async { asset("text/html", INDEX) }))
        .route("/app.js", get(|| async { asset("text/javascript", APP) }))
        .route("/style.css", get(|| async { asset("text/css", STYLE) }))
        .route("/api/rulesets", get(|| async { Json(compute::rulesets()) }))
        .route("/api/jobs", axum::routing::post(start_job))
        .route("/api/jobs/{id}", get(job_status).delete(cancel_job))
        .fallback(|| async { error(StatusCode::NOT_FOUND, "no such page".into()) })
        .layer(DefaultBodyLimit::max(MAX_BODY))
        .with_state(Shared { jobs, limit })
}

const INDEX: &str = include_str!("assets/index.html");
const APP: &str = include_str!("assets/app.js");
const STYLE: &str = include_str!("assets/style.css");

fn asset(content_type: &'static str, body: &'static str) -> Response {
    ([(header::CONTENT_TYPE, content_type)], body).into_response()
}

/// An error answer: `{"error": message}`.
fn error(status: StatusCode, message: String) -> Response {
    (status, Json(json!({ "error": message }))).into_response()
}

/// `POST /api/jobs`: starts a computation described by the JSON body.
async fn start_job(State(shared): State<Shared>, body: axum::body::Bytes) -> Response {
    let jobs = &shared.jobs;
    let request: Value = match serde_json::from_slice(&body) {
        Ok(v) => v,
        Err(e) => return error(StatusCode::BAD_REQUEST, format!("invalid JSON body: {e}")),
    };
    let started = match request["kind"].as_str() {
        Some("value") => match request["expr"].as_str() {
            Some(expr) => {
                let expr = expr.to_string();
                let limit = Arc::clone(&shared.limit);
                jobs.start(move |control| compute::value(&expr, control, &limit))
            }
            None => Err("a value job needs \"expr\", a game expression".into()),
        },
        Some("grundy") => match (request["game"].as_str(), request["to"].as_u64()) {
            (Some(game), Some(to)) => {
                let game = game.to_string();
                let to = usize::try_from(to).unwrap_or(usize::MAX);
                jobs.start(move |control| compute::grundy(&game, to, control))
            }
            _ => Err("a grundy job needs \"game\" (a heap game) and \"to\" (a number)".into()),
        },
        _ => Err("\"kind\" must be \"value\" or \"grundy\"".into()),
    };
    match started {
        Ok(id) => (StatusCode::ACCEPTED, Json(json!({ "id": id.to_string() }))).into_response(),
        Err(message) if message.starts_with("busy") => {
            error(StatusCode::SERVICE_UNAVAILABLE, message)
        }
        Err(message) => error(StatusCode::BAD_REQUEST, message),
    }
}

/// The job number written in a path.
fn job_id(id: &str) -> Option<u64> {
    id.parse().ok()
}

/// `GET /api/jobs/ID`.
async fn job_status(State(shared): State<Shared>, Path(id): Path<String>) -> Response {
    match job_id(&id).and_then(|n| shared.jobs.status(n)) {
        Some(status) => Json(status).into_response(),
        None => error(StatusCode::NOT_FOUND, format!("no job {id}")),
    }
}

/// `DELETE /api/jobs/ID`.
async fn cancel_job(State(shared): State<Shared>, Path(id): Path<String>) -> Response {
    if job_id(&id).is_some_and(|n| shared.jobs.cancel(n)) {
        Json(json!({ "id": id, "cancelling": true })).into_response()
    } else {
        error(StatusCode::NOT_FOUND, format!("no job {id}"))
    }
}
