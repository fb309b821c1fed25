//! The command-line contract, checked on one run (documented in the crate's `main.rs`):
//! exit status 0 on success and 2 on bad input with a one-line `conway: ...` message on
//! standard error (1 is an internal failure, anything else a crash); never a panic, a
//! stack overflow, an abort or a hang; with `--json`, exactly one JSON object on standard
//! output, every integer that can exceed 2^53 written as a decimal string.
//!
//! Every `solve` and `count` answer with `--json` carries the core keys of issue 12's
//! output contract: `"problem"` or `"command"`, `"answer"` (decimal digits), `"modulus"`
//! (`null` or decimal digits) and `"seconds"`, and the tower adds `"winner"`; the
//! paper-cutting table and single sheet (`--table`, `--cell`) are not counts and are
//! exempt.
//!
//! Each broken rule is a [`Violation`] whose `kind` names the rule and, where the child
//! says so, the place (the panic's source location, the kind of abort), so that
//! violations of one root cause group together.

use super::run::{Ending, Outcome, Run};
use serde_json::Value;

/// The largest integer a JSON reader keeps exactly in a double.
const MAX_SAFE_INTEGER: u64 = 1 << 53;

/// A message longer than this is not a "clear one-line message" (an echoed 100k input).
const MAX_MESSAGE: usize = 400;

/// One broken rule of the contract.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Violation {
    /// What was broken, and where (the grouping key).
    pub kind: String,
    /// Details of this occurrence.
    pub detail: String,
}

fn violation(kind: impl Into<String>, detail: impl Into<String>) -> Violation {
    Violation {
        kind: kind.into(),
        detail: detail.into(),
    }
}

/// Whether standard error is a usage error printed by clap (the argument parser): exit
/// status 2 and a text that starts with `error:` or shows the usage (a missing
/// subcommand prints the help). Such messages span several lines; they are accepted as
/// the bad-input answer.
pub fn is_usage_error(out: &Outcome) -> bool {
    let stderr = out.stderr_text();
    out.ending == Ending::Exited(2)
        && (stderr.starts_with("error: ") || stderr.contains("\nUsage: "))
}

/// Every rule `out` breaks as the answer to `run`.
pub fn check(run: &Run, out: &Outcome) -> Vec<Violation> {
    let stderr = out.stderr_text();
    let mut found = Vec::new();
    match out.ending {
        Ending::TimedOut => {
            // On a loaded machine a run may time out without doing much: say so.
            let busy = out.cpu.as_secs_f64() / out.elapsed.as_secs_f64();
            let load = if busy < 0.5 { ", machine loaded" } else { "" };
            found.push(violation(
                format!("timeout ({}{load})", run.command()),
                format!(
                    "killed after {:.1} s, {:.1} s of processor time, {} MiB at the peak",
                    out.elapsed.as_secs_f64(),
                    out.cpu.as_secs_f64(),
                    out.max_rss_kib / 1024
                ),
            ))
        }
        Ending::Signalled(signal) => found.push(violation(
            format!(
                "killed by {} ({})",
                signal_name(signal),
                crash_reason(&stderr)
            ),
            first_lines(&stderr, 3),
        )),
        Ending::Exited(101) if stderr.contains("panicked") => {
            found.push(violation(panic_kind(&stderr), first_lines(&stderr, 4)))
        }
        Ending::Exited(0) | Ending::Exited(2) => {}
        Ending::Exited(1) => found.push(violation(
            format!("exit 1: internal failure ({})", run.command()),
            first_lines(&stderr, 2),
        )),
        Ending::Exited(code) => found.push(violation(
            format!("exit status {code}"),
            first_lines(&stderr, 3),
        )),
    }
    if !matches!(out.ending, Ending::Exited(0) | Ending::Exited(2)) {
        return found;
    }
    for word in ["panicked", "overflow", "RUST_BACKTRACE"] {
        if stderr.contains(word) {
            found.push(violation(
                format!("stderr mentions '{word}'"),
                first_lines(&stderr, 3),
            ));
        }
    }
    if out.ok() {
        check_success(run, out, &mut found);
    } else if !is_usage_error(out) {
        check_message(run, &stderr, &mut found);
    }
    found
}

/// Exit 0: some output, and with `--json` exactly one JSON object whose big integers are
/// strings; no file named `-` (that name means standard output).
fn check_success(run: &Run, out: &Outcome, found: &mut Vec<Violation>) {
    if out.stdout.is_empty() {
        found.push(violation(
            format!("exit 0 with nothing on stdout ({})", run.command()),
            "",
        ));
    }
    if out.files.iter().any(|f| f == "-") {
        found.push(violation(
            format!("wrote a file named '-' ({})", run.command()),
            "'-' should mean standard output",
        ));
    }
    if !run.json() || out.stdout_cut {
        return;
    }
    match serde_json::from_slice::<Value>(&out.stdout) {
        Ok(Value::Object(map)) => {
            for (key, value) in &map {
                check_integers(&run.command(), key, value, found);
            }
            check_core_keys(run, &map, found);
        }
        Ok(other) => found.push(violation(
            format!("--json output is not an object ({})", run.command()),
            first_lines(&other.to_string(), 1),
        )),
        Err(e) => found.push(violation(
            format!("--json output is not one JSON value ({})", run.command()),
            format!("{e}: {}", first_lines(&out.stdout_text(), 2)),
        )),
    }
}

/// Bare JSON integers beyond 2^53 anywhere under `key`.
fn check_integers(command: &str, key: &str, value: &Value, found: &mut Vec<Violation>) {
    match value {
        Value::Number(n) => {
            let big = match (n.as_u64(), n.as_i64()) {
                (Some(u), _) => u > MAX_SAFE_INTEGER,
                (None, Some(i)) => i.unsigned_abs() > MAX_SAFE_INTEGER,
                (None, None) => false, // a float (seconds)
            };
            if big {
                found.push(violation(
                    format!("--json bare integer above 2^53 in \"{key}\" ({command})"),
                    n.to_string(),
                ));
            }
        }
        Value::Array(items) => items
            .iter()
            .for_each(|v| check_integers(command, key, v, found)),
        Value::Object(map) => map
            .iter()
            .for_each(|(k, v)| check_integers(command, &format!("{key}.{k}"), v, found)),
        _ => {}
    }
}

/// The core keys of a counting answer.
fn check_core_keys(run: &Run, map: &serde_json::Map<String, Value>, found: &mut Vec<Violation>) {
    let command = run.command();
    let exempt = run.args.iter().any(|a| a == "--table" || a == "--cell");
    if !(command == "count" || command.starts_with("solve ")) || exempt {
        return;
    }
    let digits = |v: &Value| {
        v.as_str()
            .is_some_and(|s| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()))
    };
    let mut missing = Vec::new();
    if !(map.contains_key("problem") || map.contains_key("command")) {
        missing.push("\"problem\" or \"command\"");
    }
    if !map.get("answer").is_some_and(digits) {
        missing.push("\"answer\" (decimal string)");
    }
    if !map.get("modulus").is_some_and(|m| m.is_null() || digits(m)) {
        missing.push("\"modulus\" (null or decimal string)");
    }
    if !map.get("seconds").is_some_and(Value::is_number) {
        missing.push("\"seconds\"");
    }
    if command == "solve tower" && !map.contains_key("winner") {
        missing.push("\"winner\"");
    }
    if !missing.is_empty() {
        let keys: Vec<&String> = map.keys().collect();
        found.push(violation(
            format!("--json lacks core keys ({command}): {}", missing.join(", ")),
            format!("keys: {keys:?}"),
        ));
    }
}

/// Exit 2 (not from clap): one short line `conway: ...` on standard error.
fn check_message(run: &Run, stderr: &str, found: &mut Vec<Violation>) {
    let lines: Vec<&str> = stderr.lines().collect();
    let kind = |what: &str| format!("exit 2 {what} ({})", run.command());
    match lines.as_slice() {
        [] => found.push(violation(kind("with an empty stderr"), "")),
        [line] if !line.starts_with("conway: ") || line.len() <= "conway: ".len() => {
            found.push(violation(kind("without a 'conway: ' message"), *line))
        }
        [line] if line.chars().count() > MAX_MESSAGE => found.push(violation(
            kind("with a message over 400 characters"),
            format!(
                "{} characters: {}...",
                line.chars().count(),
                prefix(line, 120)
            ),
        )),
        [_] => {}
        _ => found.push(violation(
            kind("with a message of several lines"),
            first_lines(stderr, 3),
        )),
    }
}

/// The panic's source location (`crates/.../file.rs:line:col`), the grouping key.
fn panic_kind(stderr: &str) -> String {
    let location = stderr
        .split("panicked at ")
        .nth(1)
        .and_then(|rest| rest.split([':', '\n']).next().map(|file| (file, rest)))
        .map(|(file, rest)| {
            let line = rest[file.len()..].trim_start_matches(':');
            let line = line.split(':').next().unwrap_or("");
            format!("{file}:{line}")
        })
        .unwrap_or_else(|| "unknown place".into());
    format!("panic at {location}")
}

/// What Rust's runtime said before the signal.
fn crash_reason(stderr: &str) -> String {
    if stderr.contains("has overflowed its stack") {
        "stack overflow".into()
    } else if stderr.contains("memory allocation of") {
        "allocation failure".into()
    } else if stderr.is_empty() {
        "no message".into()
    } else {
        prefix(stderr.lines().next().unwrap_or(""), 60)
    }
}

fn signal_name(signal: i32) -> String {
    match signal {
        libc::SIGABRT => "SIGABRT".into(),
        libc::SIGSEGV => "SIGSEGV".into(),
        libc::SIGKILL => "SIGKILL".into(),
        libc::SIGBUS => "SIGBUS".into(),
        libc::SIGILL => "SIGILL".into(),
        libc::SIGPIPE => "SIGPIPE".into(),
        s => format!("signal {s}"),
    }
}

/// The first `n` lines of `text`, each cut to 200 characters.
pub fn first_lines(text: &str, n: usize) -> String {
    text.lines()
        .take(n)
        .map(|l| prefix(l, 200))
        .collect::<Vec<_>>()
        .join(" / ")
}

/// At most `n` characters of `s`.
pub fn prefix(s: &str, n: usize) -> String {
    if s.chars().count() <= n {
        s.to_string()
    } else {
        s.chars().take(n).collect::<String>() + "..."
    }
}
