//! `conway serve`: a game explorer in the browser, served on the local machine.
//!
//! One page (`assets/`, embedded in the binary) and a JSON API over the library, with the
//! CLI's JSON contract and error messages:
//!
//! | request | answer |
//! |---|---|
//! | `GET /` | the explorer page (`/app.js`, `/style.css`) |
//! | `GET /api/rulesets` | the registry's rulesets: name, about, syntax, examples, impartial |
//! | `POST /api/jobs` `{"kind": "value", "expr": E}` | a job valuing `E` (202, `{"id"}`); with `"work_limit": S`, under `S` steps (0: the most allowed) |
//! | `POST /api/jobs` `{"kind": "outcome", "expr": E}` | a job deciding who wins `E` (as `conway outcome E --json`); `"work_limit"` as for a value |
//! | `POST /api/jobs` `{"kind": "grundy", "game": G, "to": N}` | a job listing `G(0..=N)` |
//! | `GET /api/jobs/ID` | `{"id", "state": "running", "progress": {"done", "total"}}`, `{"id", "state": "done", "result"}` or `{"id", "state": "failed", "error", "work_limit"}` |
//! | `DELETE /api/jobs/ID` | cancels the job |
//!
//! A job's id is a string in every answer. A value's result has the keys of `conway value
//! EXPR --all --json`, and `thermograph_svg` (the drawing of `conway thermograph --svg`),
//! `board_svg` (the position's drawing, for a ruleset position) and `options` (see
//! [`compute`]); a loopy expression's, the keys of `conway value EXPR --json` with its
//! options in the loopy notation. A Grundy result has the keys of `conway grundy GAME
//! --to N --json`. Every
//! error answer is `{"error": message}` ([`json_errors`]): 400 (bad input), 403 (a request
//! from elsewhere, [`access`]), 404 (no such job or page), 405 (method), 410 (an expired
//! job, [`jobs`]), 413 (body too large), 415 (not JSON) or 503 (too many jobs running).
//!
//! Every computation runs as a job ([`jobs`]): on its own thread, bounded by the work
//! limit of `conway value` (`--work-limit`; the page may lift it up to
//! `--max-work-limit`), by a time limit (`--time-limit`) and by a number of jobs running
//! at once (`--max-jobs`); expressions longer than [`compute::MAX_EXPRESSION`] characters
//! and request bodies over [`MAX_BODY`] bytes are refused. The server binds to 127.0.0.1
//! unless told otherwise, and answers only requests that name it and come from its page
//! ([`access`]).

mod compute;
mod jobs;

mod access;

use crate::error::CliError;
use crate::expression::{Database, WorkLimit, WORK_LIMIT};
use axum::extract::{DefaultBodyLimit, Path, Request, State};
use axum::http::{header, HeaderValue, Method, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use compute::WorkSteps;
use conway_games::store::Store;
use jobs::{Jobs, Limits, Lookup, Refusal, KEEP, KEPT_JOBS};
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
is bounded by the work limit of conway value (a valuation refused for it can be run
again with \"compute anyway\", up to --max-work-limit), by --time-limit and by --max-jobs.
Finished results are kept for 10 minutes (the latest 64, 64 MB at most). Only requests
that name the server in Host (127.0.0.1:PORT, localhost:PORT) and come from its own page
are answered, so that other web pages cannot use it.

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
    /// The most work steps of a valuation the page runs with its limit lifted ("compute
    /// anyway", after one refused at --work-limit); 0: no limit but --time-limit.
    #[arg(long, value_name = "STEPS", default_value_t = 10 * WORK_LIMIT)]
    max_work_limit: u64,
    #[command(flatten)]
    db: Database,
}

/// The work limits of a valuation: the server's, and the most the page may lift it to.
struct ValueLimits {
    /// `--work-limit` (0: none).
    default: u64,
    /// `--max-work-limit` (0: none).
    ceiling: u64,
}

impl ValueLimits {
    /// The work limit of the value job `request`: the server's, or, when it has
    /// `"work_limit": STEPS` (0: as many as the server allows), that, at most the ceiling.
    fn of(&self, request: &Value) -> Result<WorkSteps, String> {
        match &request["work_limit"] {
            Value::Null => Ok(WorkSteps {
                steps: self.default,
                lifted: false,
            }),
            asked => match asked.as_u64() {
                Some(asked) => Ok(WorkSteps {
                    steps: if self.ceiling != 0 && (asked == 0 || asked > self.ceiling) {
                        self.ceiling
                    } else {
                        asked
                    },
                    lifted: true,
                }),
                None => Err(
                    "\"work_limit\" must be a number of steps (0: as many as the \
                             server allows)"
                        .into(),
                ),
            },
        }
    }
}

/// Runs the server until the process is stopped.
pub fn run(args: Args) -> Result<(), CliError> {
    let store = args.db.open()?;
    let jobs = Arc::new(Jobs::new(Limits {
        running: args.max_jobs as usize,
        time: Duration::from_secs(args.time_limit),
    }));
    let limits = Arc::new(ValueLimits {
        default: args.limit.steps(),
        ceiling: args.max_work_limit,
    });
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
        axum::serve(listener, router(jobs, limits, bound, store))
            .await
            .map_err(|e| CliError::Internal(format!("the server stopped: {e}")))
    })
}

/// The server's shared state: its jobs, the work limits of a valuation, and the address
/// it is bound to (requests must name it).
#[derive(Clone)]
struct Shared {
    jobs: Arc<Jobs>,
    limits: Arc<ValueLimits>,
    bound: SocketAddr,
    /// The database of `--db`, if any.
    store: Option<Store>,
}

/// The routes, behind the checks of [`guard`] and with every error answer made JSON
/// ([`json_errors`]).
fn router(
    jobs: Arc<Jobs>,
    limits: Arc<ValueLimits>,
    bound: SocketAddr,
    store: Option<Store>,
) -> Router {
    let shared = Shared {
        jobs,
        limits,
        bound,
        store,
    };
    Router::new()
        .route("/", get(|| async { asset("text/html", INDEX) }))
        .route("/app.js", get(|| async { asset("text/javascript", APP) }))
        .route("/style.css", get(|| async { asset("text/css", STYLE) }))
        .route("/api/rulesets", get(|| async { Json(compute::rulesets()) }))
        .route("/api/jobs", axum::routing::post(start_job))
        .route("/api/jobs/{id}", get(job_status).delete(cancel_job))
        .fallback(|| async { error(StatusCode::NOT_FOUND, "no such page".into()) })
        .layer(DefaultBodyLimit::max(MAX_BODY))
        .layer(middleware::from_fn_with_state(shared.clone(), guard))
        .layer(middleware::map_response(json_errors))
        .with_state(shared)
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

/// Refuses what another web page could make a browser send (see [`access`]): a request
/// whose `Host` does not name this server (DNS rebinding), one from another origin, and a
/// `POST` body that is not `application/json` (a cross-site form or `fetch` may post
/// `text/plain` without asking the server first; `application/json` needs a CORS
/// preflight, which this server never grants).
async fn guard(State(shared): State<Shared>, request: Request, next: Next) -> Response {
    let headers = request.headers();
    let text = |name| {
        headers
            .get(name)
            .and_then(|v: &HeaderValue| v.to_str().ok())
    };
    if let Err(message) = access::check(shared.bound, text(header::HOST), text(header::ORIGIN)) {
        return error(StatusCode::FORBIDDEN, message);
    }
    if request.method() == Method::POST && !access::is_json(text(header::CONTENT_TYPE)) {
        return error(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "the request body must be JSON, sent with Content-Type: application/json".into(),
        );
    }
    next.run(request).await
}

/// Makes every error answer JSON: those the framework writes itself (405 for a method a
/// path does not serve, 413 for a body over [`MAX_BODY`] bytes, ...) are plain text or
/// empty, and become `{"error": message}` with the same status.
async fn json_errors(response: Response) -> Response {
    let status = response.status();
    let is_json = response
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|t| t.as_bytes().starts_with(b"application/json"));
    if !(status.is_client_error() || status.is_server_error()) || is_json {
        return response;
    }
    let message = match status {
        StatusCode::METHOD_NOT_ALLOWED => {
            let allowed = response
                .headers()
                .get(header::ALLOW)
                .and_then(|v| v.to_str().ok())
                .unwrap_or("")
                .to_string();
            format!("method not allowed here (allowed: {allowed})")
        }
        StatusCode::PAYLOAD_TOO_LARGE => {
            format!("the request body is larger than {MAX_BODY} bytes (the limit)")
        }
        other => other
            .canonical_reason()
            .unwrap_or("error")
            .to_ascii_lowercase(),
    };
    let mut answer = error(status, message);
    if let Some(allow) = response.headers().get(header::ALLOW) {
        answer.headers_mut().insert(header::ALLOW, allow.clone());
    }
    answer
}

/// `POST /api/jobs`: starts a computation described by the JSON body.
async fn start_job(State(shared): State<Shared>, body: axum::body::Bytes) -> Response {
    let jobs = &shared.jobs;
    let request: Value = match serde_json::from_slice(&body) {
        Ok(v) => v,
        Err(e) => return error(StatusCode::BAD_REQUEST, format!("invalid JSON body: {e}")),
    };
    let started = match request["kind"].as_str() {
        Some(kind @ ("value" | "outcome")) => {
            match (request["expr"].as_str(), shared.limits.of(&request)) {
                (Some(expr), Ok(limit)) => {
                    let expr = expr.to_string();
                    let compute = if kind == "value" {
                        compute::value
                    } else {
                        compute::outcome
                    };
                    let store = shared.store.clone();
                    jobs.start(move |control| compute(&expr, control, limit, store.as_ref()))
                }
                (None, _) => Err(Refusal::Failed(format!(
                    "a{} {kind} job needs \"expr\", a game expression",
                    if kind == "value" { "" } else { "n" }
                ))),
                (_, Err(message)) => Err(Refusal::Failed(message)),
            }
        }
        Some("grundy") => match (request["game"].as_str(), request["to"].as_u64()) {
            (Some(game), Some(to)) => {
                let game = game.to_string();
                let to = usize::try_from(to).unwrap_or(usize::MAX);
                jobs.start(move |control| compute::grundy(&game, to, control))
            }
            _ => Err(Refusal::Failed(
                "a grundy job needs \"game\" (a heap game) and \"to\" (a number)".into(),
            )),
        },
        Some(kind @ ("nim" | "ordinal" | "surreal")) => match request["expr"].as_str() {
            Some(expr) => {
                let expr = expr.to_string();
                let compute = match kind {
                    "nim" => super::nim::json,
                    "ordinal" => super::ordinal::json,
                    _ => super::surreal::json,
                };
                jobs.start(move |_| compute(&expr))
            }
            None => Err(Refusal::Failed(format!(
                "a{} {kind} job needs \"expr\", an expression of {kind} arithmetic",
                if kind == "ordinal" { "n" } else { "" }
            ))),
        },
        Some("misere") => match (request["expr"].as_str(), &request["with"]) {
            (Some(expr), Value::Null) => {
                let expr = expr.to_string();
                jobs.start(move |_| super::misere_form::json(&expr, None))
            }
            (Some(expr), Value::String(with)) => {
                let (expr, with) = (expr.to_string(), with.clone());
                jobs.start(move |_| super::misere_form::json(&expr, Some(&with)))
            }
            _ => Err(Refusal::Failed(
                "a misere job needs \"expr\", a misère form in digit notation, and takes \
                 \"with\", a second form"
                    .into(),
            )),
        },
        _ => Err(Refusal::Failed(
            "\"kind\" must be \"value\", \"outcome\", \"grundy\", \"nim\", \"ordinal\", \"surreal\" or \"misere\"".into(),
        )),
    };
    match started {
        Ok(id) => (StatusCode::ACCEPTED, Json(json!({ "id": id.to_string() }))).into_response(),
        Err(Refusal::Busy(message)) => error(StatusCode::SERVICE_UNAVAILABLE, message),
        Err(Refusal::Failed(message)) => error(StatusCode::BAD_REQUEST, message),
    }
}

/// The answer for a job looked up by its id: `found`'s for a job kept, else 410 (expired)
/// or 404 (never handed out).
fn answer_for<T>(lookup: Lookup<T>, id: &str, found: impl FnOnce(T) -> Response) -> Response {
    match lookup {
        Lookup::Found(job) => found(job),
        Lookup::Expired => error(
            StatusCode::GONE,
            format!(
                "job {id} has expired: a finished job is kept for {} minutes, and only the \
                 latest {KEPT_JOBS}; run it again",
                KEEP.as_secs() / 60
            ),
        ),
        Lookup::Unknown => error(StatusCode::NOT_FOUND, format!("no job {id}")),
    }
}

/// `GET /api/jobs/ID`.
async fn job_status(State(shared): State<Shared>, Path(id): Path<String>) -> Response {
    let lookup = id
        .parse()
        .map_or(Lookup::Unknown, |n| shared.jobs.status(n));
    answer_for(lookup, &id, |text| {
        ([(header::CONTENT_TYPE, "application/json")], text).into_response()
    })
}

/// `DELETE /api/jobs/ID`.
async fn cancel_job(State(shared): State<Shared>, Path(id): Path<String>) -> Response {
    let Ok(number) = id.parse::<u64>() else {
        return error(StatusCode::NOT_FOUND, format!("no job {id}"));
    };
    answer_for(shared.jobs.cancel(number), &id, |()| {
        Json(json!({ "id": number.to_string(), "cancelling": true })).into_response()
    })
}
