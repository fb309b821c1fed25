//! `conway serve` end to end over HTTP (no browser): the page and its assets, the job API
//! with the CLI's JSON and messages, errors for bad requests, cancelling, the limits on
//! running jobs and on time, and a server that keeps answering whatever it is sent.
//! The browser tests are in `tests/browser/`.

use serde_json::{json, Value};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// A running server, stopped when dropped.
struct Server {
    child: Child,
    address: String,
}

impl Server {
    fn start(extra: &[&str]) -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_conway"))
            .args(["serve", "--port", "0"])
            .args(extra)
            .stdout(Stdio::piped())
            .spawn()
            .expect("start conway serve");
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        let address = line
            .split("http://")
            .nth(1)
            .and_then(|rest| rest.split('/').next())
            .unwrap_or_else(|| panic!("no address in {line:?}"))
            .to_string();
        Server { child, address }
    }

    /// `(status, body)` of one request, sent with the server's own `Host` and JSON.
    fn request(&self, method: &str, path: &str, body: &str) -> (u16, String) {
        let host = format!("Host: {}", self.address);
        self.raw(
            method,
            path,
            &[&host, "Content-Type: application/json"],
            body,
        )
    }

    /// `(status, body)` of one request with these header lines.
    fn raw(&self, method: &str, path: &str, headers: &[&str], body: &str) -> (u16, String) {
        let mut stream = TcpStream::connect(&self.address).unwrap();
        stream
            .set_read_timeout(Some(Duration::from_secs(60)))
            .unwrap();
        let mut head = format!("{method} {path} HTTP/1.1\r\nConnection: close\r\n");
        for line in headers {
            head.push_str(line);
            head.push_str("\r\n");
        }
        // The server may answer (and close) before reading a body it refuses.
        let _ = write!(stream, "{head}Content-Length: {}\r\n\r\n{body}", body.len());
        let mut response = Vec::new();
        let _ = stream.read_to_end(&mut response);
        let text = String::from_utf8_lossy(&response).to_string();
        let status = text
            .get(9..12)
            .and_then(|s| s.parse().ok())
            .unwrap_or_else(|| panic!("no status in {text:?}"));
        let body = text
            .split_once("\r\n\r\n")
            .map_or("", |(_, b)| b)
            .to_string();
        (status, body)
    }

    /// The resident memory of the server, in KiB (`VmRSS` of /proc/PID/status).
    fn resident_kib(&self) -> u64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id())).unwrap();
        let line = status.lines().find(|l| l.starts_with("VmRSS:")).unwrap();
        line.split_whitespace().nth(1).unwrap().parse().unwrap()
    }

    /// Whether the server process still runs.
    fn alive(&mut self) -> bool {
        self.child.try_wait().unwrap().is_none()
    }

    fn json(&self, method: &str, path: &str, body: &str) -> (u16, Value) {
        let (status, body) = self.request(method, path, body);
        let value = serde_json::from_str(&body).unwrap_or_else(|e| panic!("{e}: {body}"));
        (status, value)
    }

    /// Starts a job and waits for its end: the final status.
    fn job(&self, request: &str) -> Value {
        let (status, started) = self.json("POST", "/api/jobs", request);
        assert_eq!(status, 202, "{started}");
        self.wait(started["id"].as_str().unwrap())
    }

    fn wait(&self, id: &str) -> Value {
        let start = Instant::now();
        loop {
            let (status, job) = self.json("GET", &format!("/api/jobs/{id}"), "");
            assert_eq!(status, 200);
            // The id is the string POST gave, in every answer.
            assert_eq!(job["id"].as_str(), Some(id), "{job}");
            if job["state"] != "running" {
                return job;
            }
            assert!(start.elapsed() < Duration::from_secs(120), "job never ends");
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// What `conway ARGS --json` prints.
fn cli_json(args: &[&str]) -> Value {
    crate::util::json_of(args)
}

#[test]
fn page_assets_and_rulesets() {
    let server = Server::start(&[]);
    let (status, page) = server.request("GET", "/", "");
    assert_eq!(status, 200);
    assert!(page.contains("<title>conway explorer</title>"));
    for asset in ["/app.js", "/style.css"] {
        let (status, body) = server.request("GET", asset, "");
        assert_eq!(status, 200);
        assert!(!body.is_empty());
    }
    let (status, rulesets) = server.json("GET", "/api/rulesets", "");
    assert_eq!(status, 200);
    let names: Vec<&str> = rulesets
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["name"].as_str().unwrap())
        .collect();
    assert!(names.contains(&"domineering") && names.contains(&"cram"));
    let (status, missing) = server.json("GET", "/nowhere", "");
    assert_eq!(
        (status, missing["error"].as_str()),
        (404, Some("no such page"))
    );
}

#[test]
fn a_value_has_the_cli_keys_and_the_options_marked() {
    let server = Server::start(&[]);
    let job = server.job(r#"{"kind": "value", "expr": "domineering:2x3"}"#);
    assert_eq!(job["state"], "done", "{job}");
    let result = &job["result"];
    let cli = cli_json(&["value", "domineering:2x3", "--all", "--json"]);
    for (key, value) in cli.as_object().unwrap() {
        assert_eq!(&result[key], value, "key {key}");
    }
    assert!(result["thermograph_svg"]
        .as_str()
        .unwrap()
        .starts_with("<svg"));
    assert!(result["board_svg"].as_str().unwrap().starts_with("<svg"));
    let options = &result["options"];
    assert_eq!(options["source"], "moves");
    let left = options["left"].as_array().unwrap();
    // Left's three vertical dominoes: the middle one leaves 2 (two 1x... columns), each end
    // one leaves ±1, which 2 dominates and which reverses through -1 <= G.
    assert_eq!(left.len(), 3);
    let values: Vec<&str> = left
        .iter()
        .map(|o| o["canonical"].as_str().unwrap())
        .collect();
    for (option, value) in left.iter().zip(&values) {
        let cli = cli_json(&["value", option["position"].as_str().unwrap(), "--json"]);
        assert_eq!(&cli["canonical"].as_str().unwrap(), value);
        assert_eq!(option["dominated"], *value != "2", "{option}");
    }
    // the moves, their values and marks are those of `conway moves`
    let moves = cli_json(&["moves", "domineering:2x3", "--json"]);
    for side in ["left", "right"] {
        let listed = moves[side].as_array().unwrap();
        assert_eq!(options[side].as_array().unwrap().len(), listed.len());
        for (option, m) in options[side].as_array().unwrap().iter().zip(listed) {
            assert_eq!(option["position"], m["position"]);
            assert_eq!(option["canonical"], m["value"]);
            for mark in ["sensible", "dominated", "reversible"] {
                assert_eq!(option[mark], m[mark], "{side} {option}");
            }
        }
    }
    // A game that is not a ruleset position lists its canonical form's options.
    let job = server.job(r#"{"kind": "value", "expr": "{1|-1} + {1|-1}"}"#);
    let options = &job["result"]["options"];
    assert_eq!(options["source"], "canonical form");
    assert_eq!(job["result"]["canonical"], "0");
    assert_eq!(options["left"].as_array().unwrap().len(), 0);
}

#[test]
fn loopy_values_have_the_cli_keys_and_options_that_read_back() {
    let server = Server::start(&[]);
    for expr in [
        "upon + upon",
        "foxgeese:x.x.x.x./.o....../........",
        "tis",
        "over & v",
    ] {
        let body = json!({"kind": "value", "expr": expr}).to_string();
        let job = server.job(&body);
        assert_eq!(job["state"], "done", "{job}");
        let result = &job["result"];
        let cli = cli_json(&["value", expr, "--json"]);
        for (key, value) in cli.as_object().unwrap() {
            assert_eq!(&result[key], value, "{expr}: key {key}");
        }
        assert!(!result["outcome_meaning"].as_str().unwrap().is_empty());
        // each option is printed in the notation (loopy, or short: 0) and reads back
        let options = &result["options"];
        for option in options["left"]
            .as_array()
            .unwrap()
            .iter()
            .chain(options["right"].as_array().unwrap())
        {
            let text = option["position"].as_str().unwrap();
            let back = cli_json(&["value", text, "--json"]);
            assert!(
                back["loopy"] == true || back["canonical"] == text,
                "{text}: {back}"
            );
        }
    }
    // upon + upon = {0|upon*}: Left's option 0, Right's upon + * (printed {0,pass|0})
    let job = server.job(r#"{"kind": "value", "expr": "upon + upon"}"#);
    let options = &job["result"]["options"];
    assert_eq!(options["source"], "canonical stopper");
    assert_eq!(options["right"][0]["position"], "{0,pass|0}");
    assert!(job["result"]["board_svg"].is_null());
    // a Fox and Geese position is drawn: four geese (blue), one fox (red)
    let job = server.job(r#"{"kind": "value", "expr": "foxgeese:4x8"}"#);
    let svg = job["result"]["board_svg"].as_str().unwrap();
    assert_eq!(
        (
            svg.matches("#1f5fbf").count(),
            svg.matches("#c0392b").count()
        ),
        (4, 1)
    );
    // a game that is not a stopper lists the moves of its graph
    let job = server.job(r#"{"kind": "value", "expr": "tis"}"#);
    assert_eq!(job["result"]["options"]["source"], "graph");
    // a sided value s & t is not a game form: no options, and it says so
    let job = server.job(r#"{"kind": "value", "expr": "1 & 0"}"#);
    let options = &job["result"]["options"];
    assert_eq!(options["source"], "sided value");
    assert!(options["left"].as_array().unwrap().is_empty());
    assert_eq!(job["result"]["value"], "1 & 0");
    // too large for the explorer: refused with the limit and the way on
    let job = server.job(r#"{"kind": "value", "expr": "foxgeese:7x8"}"#);
    assert_eq!(job["state"], "failed");
    let message = job["error"].as_str().unwrap();
    assert!(
        message.contains("at most 131072 positions") && message.contains("conway value"),
        "{message}"
    );
}

#[test]
fn outcome_jobs_give_the_cli_json() {
    let server = Server::start(&[]);
    for expr in [
        "clobber:3x4",
        "clobber:xoxo/oxox + domineering:3x3 + 1/2",
        "*",
    ] {
        let request = serde_json::json!({ "kind": "outcome", "expr": expr }).to_string();
        let job = server.job(&request);
        assert_eq!(job["state"], "done", "{job}");
        // one search after the other, as the server runs them (the same work steps)
        let cli = cli_json(&["outcome", expr, "--json", "--threads", "1"]);
        assert_eq!(job["result"], cli, "{expr}");
    }
    let job = server.job(r#"{"kind": "outcome", "expr": "clobber:xq"}"#);
    assert_eq!(job["state"], "failed", "{job}");
    assert!(
        job["error"].as_str().unwrap().contains("row 1 column 2"),
        "{job}"
    );
}

#[test]
fn a_server_with_a_database_keeps_what_its_jobs_solve() {
    let path = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("serve-jobs.db");
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
    }
    let db = path.to_str().unwrap();
    let server = Server::start(&["--db", db]);
    let job = server.job(r#"{"kind": "outcome", "expr": "clobber:3x6"}"#);
    let cli = cli_json(&["outcome", "clobber:3x6", "--json", "--threads", "1"]);
    assert_eq!(job["result"]["outcome"], cli["outcome"], "{job}");
    let job = server.job(r#"{"kind": "value", "expr": "domineering:4x5"}"#);
    let cli = cli_json(&["value", "domineering:4x5", "--json"]);
    assert_eq!(job["result"]["canonical"], cli["canonical"], "{job}");
    // the CLI reads what the server's jobs kept
    let held = cli_json(&["db", db, "--json"]);
    assert!(
        held["rulesets"]["clobber"]["sums"].as_u64().unwrap() > 0,
        "{held}"
    );
    assert!(
        held["rulesets"]["domineering"]["values"].as_u64().unwrap() > 0,
        "{held}"
    );
    // a foreign file is refused when the server starts
    let foreign = path.with_extension("txt");
    std::fs::write(&foreign, "not a database").unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_conway"))
        .args(["serve", "--port", "0", "--db", foreign.to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("is not a conway database"));
}

#[test]
fn grundy_jobs_give_the_cli_json() {
    let server = Server::start(&[]);
    let job = server.job(r#"{"kind": "grundy", "game": "kayles", "to": 300}"#);
    assert_eq!(
        job["result"],
        cli_json(&["grundy", "kayles", "--to", "300", "--json"])
    );
    let too_far = server.job(r#"{"kind": "grundy", "game": "kayles", "to": 100000000}"#);
    assert_eq!(too_far["state"], "failed");
    assert!(too_far["error"]
        .as_str()
        .unwrap()
        .contains("plots heaps up to"));
}

#[test]
fn nim_and_ordinal_jobs_give_the_cli_json() {
    let server = Server::start(&[]);
    for (kind, expr) in [
        ("nim", "[omega^omega]^5 + omega * omega"),
        ("nim", "1/(omega + 1)"),
        ("ordinal", "(omega + 1)^2"),
        ("surreal", "sqrt(omega) - omega/2"),
    ] {
        let job = server.job(&json!({ "kind": kind, "expr": expr }).to_string());
        assert_eq!(
            job["result"],
            cli_json(&[kind, expr, "--json"]),
            "{kind} {expr}"
        );
    }
    let misere = server.job(r#"{"kind": "misere", "expr": "2#0", "with": "2#1"}"#);
    assert_eq!(
        misere["result"],
        cli_json(&["misere-form", "2#0", "--with", "2#1", "--json"])
    );
    assert_eq!(misere["result"]["class"], "restive");
    let (status, answer) = server.json("POST", "/api/jobs", r#"{"kind": "misere", "with": 3}"#);
    assert_eq!(status, 400);
    assert!(answer["error"].as_str().unwrap().contains("needs \"expr\""));
    let beyond = server.job(r#"{"kind": "nim", "expr": "[omega^omega^omega] * 2"}"#);
    assert_eq!(beyond["state"], "failed");
    assert!(beyond["error"]
        .as_str()
        .unwrap()
        .contains("below omega^(omega^13)"));
    let (status, answer) = server.json("POST", "/api/jobs", r#"{"kind": "ordinal"}"#);
    assert_eq!(status, 400);
    assert!(answer["error"].as_str().unwrap().contains("needs \"expr\""));
}

#[test]
fn bad_input_gets_the_cli_message_and_the_server_goes_on() {
    let server = Server::start(&[]);
    let job = server.job(r#"{"kind": "value", "expr": "{1|"}"#);
    assert_eq!(job["state"], "failed");
    let output = crate::util::conway()
        .args(["value", "{1|"])
        .output()
        .expect("run conway");
    let cli_message = String::from_utf8_lossy(&output.stderr)
        .trim()
        .trim_start_matches("conway: ")
        .to_string();
    assert_eq!(job["error"].as_str().unwrap(), cli_message);
    let bad_requests = [
        "not json",
        "{}",
        r#"{"kind": "solve"}"#,
        r#"{"kind": "value"}"#,
        r#"{"kind": "value", "expr": 3}"#,
        r#"{"kind": "grundy", "game": "kayles"}"#,
        r#"{"kind": "grundy", "game": "kayles", "to": -1}"#,
    ];
    for body in bad_requests {
        let (status, answer) = server.json("POST", "/api/jobs", body);
        assert_eq!(status, 400, "{body}: {answer}");
        assert!(answer["error"].as_str().is_some_and(|e| !e.is_empty()));
    }
    for (method, path) in [
        ("GET", "/api/jobs/999"),
        ("DELETE", "/api/jobs/x"),
        ("GET", "/api/jobs/-1"),
    ] {
        let (status, _) = server.json(method, path, "");
        assert_eq!(status, 404, "{method} {path}");
    }
    let long = format!(
        r#"{{"kind": "value", "expr": "{}"}}"#,
        "1+".repeat(6000) + "1"
    );
    let job = server.job(&long);
    assert!(job["error"].as_str().unwrap().contains("longer than"));
    let huge = "x".repeat(200_000);
    let (status, answer) = server.json("POST", "/api/jobs", &huge);
    assert_eq!(status, 413);
    assert!(answer["error"]
        .as_str()
        .unwrap()
        .contains("larger than 65536 bytes"));
    let (status, _) = server.json("GET", "/api/rulesets", "");
    assert_eq!(status, 200, "the server still answers");
}

#[test]
fn jobs_can_be_cancelled_and_are_bounded_in_number_and_time() {
    // Without a work limit, valuing Domineering on 6 x 6 takes far longer than a second
    // (with the default limit it is refused after about 16 million steps).
    let server = Server::start(&["--max-jobs", "1", "--time-limit", "1", "--work-limit", "0"]);
    let slow = r#"{"kind": "value", "expr": "domineering:6x6"}"#;
    let (status, started) = server.json("POST", "/api/jobs", slow);
    assert_eq!(status, 202);
    let id = started["id"].as_str().unwrap().to_string();
    let (status, busy) = server.json("POST", "/api/jobs", slow);
    assert_eq!(status, 503, "{busy}");
    assert!(busy["error"].as_str().unwrap().starts_with("busy"));
    let (status, _) = server.json("DELETE", &format!("/api/jobs/{id}"), "");
    assert_eq!(status, 200);
    let ended = server.wait(&id);
    assert_eq!(ended["state"], "failed");
    assert_eq!(ended["error"], "cancelled", "{ended}");
    let (status, cancelled) = server.json("DELETE", &format!("/api/jobs/{id}"), "");
    assert_eq!((status, &cancelled["id"]), (200, &Value::from(id)));
    // The time limit stops the next one.
    let timed_out = server.job(slow);
    assert!(
        timed_out["error"]
            .as_str()
            .unwrap()
            .starts_with("stopped after the time limit of 1 s"),
        "{timed_out}"
    );
}

#[test]
fn a_port_in_use_is_an_input_error() {
    let server = Server::start(&[]);
    let port = server.address.rsplit(':').next().unwrap().to_string();
    crate::util::conway()
        .args(["serve", "--port", &port])
        .assert()
        .code(2)
        .stderr(crate::util::predicate::str::contains(
            "cannot listen on 127.0.0.1:",
        ));
}

#[test]
fn requests_other_pages_could_send_are_refused() {
    let server = Server::start(&[]);
    let port = server.address.rsplit(':').next().unwrap().to_string();
    let own_host = format!("Host: {}", server.address);
    let own_origin = format!("Origin: http://{}", server.address);
    let job = r#"{"kind": "value", "expr": "*"}"#;
    let refused: [(&str, &str, Vec<String>, u16); 8] = [
        // a cross-site form or fetch needs no preflight with these
        (
            "POST",
            "/api/jobs",
            vec![own_host.clone(), "Content-Type: text/plain".into()],
            415,
        ),
        (
            "POST",
            "/api/jobs",
            vec![
                own_host.clone(),
                "Content-Type: application/x-www-form-urlencoded".into(),
            ],
            415,
        ),
        ("POST", "/api/jobs", vec![own_host.clone()], 415),
        // DNS rebinding: a name of another site that resolves to 127.0.0.1
        (
            "POST",
            "/api/jobs",
            vec![
                format!("Host: rebound.example:{port}"),
                "Content-Type: application/json".into(),
            ],
            403,
        ),
        (
            "GET",
            "/api/rulesets",
            vec![format!("Host: rebound.example:{port}")],
            403,
        ),
        ("GET", "/", vec![], 403),
        // another origin, even with the right Host
        (
            "POST",
            "/api/jobs",
            vec![
                own_host.clone(),
                "Origin: http://evil.example".into(),
                "Content-Type: application/json".into(),
            ],
            403,
        ),
        (
            "DELETE",
            "/api/jobs/1",
            vec![own_host.clone(), format!("Origin: http://localhost:{port}")],
            403,
        ),
    ];
    for (method, path, headers, expected) in refused {
        let lines: Vec<&str> = headers.iter().map(String::as_str).collect();
        let (status, body) = server.raw(method, path, &lines, job);
        assert_eq!(status, expected, "{method} {path} {headers:?}: {body}");
        let answer: Value = serde_json::from_str(&body).unwrap_or_else(|e| panic!("{e}: {body}"));
        assert!(
            answer["error"].as_str().is_some_and(|e| !e.is_empty()),
            "{answer}"
        );
    }
    // The page's own requests: its Host (or localhost), its origin, JSON.
    let accepted: [(&str, &str, Vec<String>, u16); 4] = [
        (
            "POST",
            "/api/jobs",
            vec![
                own_host.clone(),
                own_origin.clone(),
                "Content-Type: application/json; charset=utf-8".into(),
            ],
            202,
        ),
        (
            "POST",
            "/api/jobs",
            vec![
                format!("Host: localhost:{port}"),
                format!("Origin: http://localhost:{port}"),
                "Content-Type: application/json".into(),
            ],
            202,
        ),
        ("GET", "/api/rulesets", vec![own_host.clone()], 200),
        ("GET", "/", vec![format!("Host: localhost:{port}")], 200),
    ];
    for (method, path, headers, expected) in accepted {
        let lines: Vec<&str> = headers.iter().map(String::as_str).collect();
        let (status, body) = server.raw(method, path, &lines, job);
        assert_eq!(status, expected, "{method} {path} {headers:?}: {body}");
    }
}

#[test]
fn every_error_answer_is_json_with_its_status() {
    let server = Server::start(&[]);
    for (method, path, body, expected) in [
        ("PUT", "/api/jobs", "{}", 405),
        ("GET", "/api/jobs", "", 405),
        ("POST", "/api/rulesets", "{}", 405),
        ("PATCH", "/api/jobs/1", "", 405),
        ("POST", "/api/jobs", &"x".repeat(100_000), 413),
        ("GET", "/api/jobs/1", "", 404),
        ("GET", "/nowhere", "", 404),
        ("POST", "/api/jobs", "{", 400),
    ] {
        let (status, text) = server.request(method, path, body);
        assert_eq!(status, expected, "{method} {path}: {text}");
        let answer: Value = serde_json::from_str(&text)
            .unwrap_or_else(|e| panic!("{method} {path}: {e}: {text:?}"));
        assert!(
            answer["error"].as_str().is_some_and(|e| !e.is_empty()),
            "{answer}"
        );
    }
}

#[test]
fn a_work_limit_refusal_says_how_to_go_on_and_can_be_lifted() {
    let server = Server::start(&["--work-limit", "1000", "--max-work-limit", "100000000"]);
    let sum = r#"{"kind": "value", "expr": "domineering:4x4"}"#;
    let refused = server.job(sum);
    assert_eq!(refused["state"], "failed");
    let message = refused["error"].as_str().unwrap();
    assert!(!message.contains("invalid"), "{message}");
    assert!(
        message.starts_with("the computation needs more than 1000 work steps"),
        "{message}"
    );
    assert!(message.contains("compute anyway"), "{message}");
    assert_eq!(refused["work_limit"], 1000);
    // "compute anyway": the page asks for the limit lifted (0: as far as the server allows)
    let lifted = server.job(r#"{"kind": "value", "expr": "domineering:4x4", "work_limit": 0}"#);
    assert_eq!(lifted["state"], "done", "{lifted}");
    assert_eq!(
        lifted["result"]["canonical"],
        cli_json(&["value", "domineering:4x4", "--json"])["canonical"]
    );
    // the server's ceiling holds, and says it is the most
    let server = Server::start(&["--work-limit", "1000", "--max-work-limit", "2000"]);
    let capped = server.job(r#"{"kind": "value", "expr": "domineering:4x4", "work_limit": 0}"#);
    assert_eq!(capped["work_limit"], 2000, "{capped}");
    assert!(capped["error"]
        .as_str()
        .unwrap()
        .contains("the most this server allows"));
    let (status, _) = server.json(
        "POST",
        "/api/jobs",
        r#"{"kind": "value", "expr": "0", "work_limit": "lots"}"#,
    );
    assert_eq!(status, 400);
}

/// Posts `jobs` Grundy jobs of about 4 MB of result each, one after another, and checks
/// that the server keeps a bounded number of results, forgets the old ones with a 410
/// answer, and that its memory stays within `max_mib`.
fn finished_jobs_are_evicted(jobs: usize, max_mib: u64) {
    let server = Server::start(&["--max-jobs", "4"]);
    let request = r#"{"kind": "grundy", "game": "kayles", "to": 100000}"#;
    let mut ids = Vec::new();
    for _ in 0..jobs {
        let (status, started) = server.json("POST", "/api/jobs", request);
        assert_eq!(status, 202, "{started}");
        let id = started["id"].as_str().unwrap().to_string();
        assert_eq!(server.wait(&id)["state"], "done");
        ids.push(id);
    }
    let resident = server.resident_kib() / 1024;
    assert!(resident < max_mib, "{jobs} jobs: {resident} MiB resident");
    let (status, expired) = server.json("GET", &format!("/api/jobs/{}", ids[0]), "");
    assert_eq!(status, 410, "{expired}");
    assert!(expired["error"].as_str().unwrap().contains("expired"));
    let (status, _) = server.json("GET", &format!("/api/jobs/{}", ids[jobs - 1]), "");
    assert_eq!(status, 200, "the latest result is kept");
    let (status, _) = server.json("GET", "/api/jobs/999999", "");
    assert_eq!(status, 404, "an id never given out is unknown, not expired");
}

#[test]
fn finished_jobs_are_evicted_and_memory_stays_bounded() {
    // 40 results of ~4 MB each were 160 MB more before the fix.
    finished_jobs_are_evicted(80, 250);
}

#[test]
#[ignore = "slow: hundreds of jobs"]
fn hundreds_of_jobs_keep_memory_bounded() {
    finished_jobs_are_evicted(400, 250);
}

/// A small deterministic generator (xorshift64), so that a failure can be replayed.
struct Random(u64);

impl Random {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }

    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len())]
    }
}

#[test]
fn hostile_requests_get_json_answers_and_the_server_lives() {
    let mut server = Server::start(&["--max-jobs", "2", "--time-limit", "2"]);
    let mut random = Random(0x5eed_cafe);
    let own_host = format!("Host: {}", server.address);
    let bodies = [
        "",
        "{",
        "null",
        "[]",
        "\"value\"",
        r#"{"kind": "value", "expr": "{1|-1} + *"}"#,
        r#"{"kind": "value", "expr": "domineering:3x4"}"#,
        r#"{"kind": "value", "expr": "{{{{{{{{"}"#,
        r#"{"kind": "value", "expr": "domineering:99x99"}"#,
        r#"{"kind": "value", "expr": "snort:grid:2x3", "work_limit": 0}"#,
        r#"{"kind": "value", "expr": "1", "work_limit": -5}"#,
        r#"{"kind": "grundy", "game": "kayles", "to": 5000}"#,
        r#"{"kind": "grundy", "game": "octal:9.99", "to": 5}"#,
        r#"{"kind": "grundy", "game": "kayles", "to": 1e300}"#,
        r#"{"kind": "solve", "expr": "0"}"#,
        r#"{"kind": 7}"#,
        "\u{0}\u{1}\u{ff}",
    ];
    let start = Instant::now();
    let mut requests = 0;
    while start.elapsed() < Duration::from_secs(4) {
        let method = random.pick(&["GET", "POST", "DELETE", "PUT", "PATCH", "OPTIONS", "HEAD"]);
        let path = random.pick(&[
            "/api/jobs",
            "/api/jobs/1",
            "/api/jobs/2",
            "/api/jobs/-3",
            "/api/jobs/99999999999999999999999",
            "/api/rulesets",
            "/api/jobs/%00",
            "/nowhere/../api/jobs",
        ]);
        let host = random.pick(&["own", "own", "own", "evil", "none"]);
        let host = match host {
            "own" => own_host.clone(),
            "evil" => "Host: evil.example".to_string(),
            _ => String::new(),
        };
        let content_type = random.pick(&[
            "Content-Type: application/json",
            "Content-Type: application/json",
            "Content-Type: text/plain",
            "",
        ]);
        let huge = "[".repeat(70_000 + random.below(200_000));
        let body = if random.below(10) == 0 {
            huge.as_str()
        } else {
            random.pick(&bodies)
        };
        let headers: Vec<&str> = [host.as_str(), content_type]
            .into_iter()
            .filter(|h| !h.is_empty())
            .collect();
        let (status, text) = server.raw(method, path, &headers, body);
        requests += 1;
        assert!(
            (200..300).contains(&status) || (400..500).contains(&status) || status == 503,
            "{method} {path} {headers:?}: {status} {text}"
        );
        if method != "HEAD" {
            let answer: Value = serde_json::from_str(&text)
                .unwrap_or_else(|e| panic!("{method} {path} {headers:?}: {status}: {e}: {text:?}"));
            if status >= 400 {
                assert!(
                    answer["error"].as_str().is_some_and(|e| !e.is_empty()),
                    "{answer}"
                );
            }
        }
        assert!(server.alive(), "the server died after {method} {path}");
    }
    assert!(requests > 50, "{requests} requests");
    let resident = server.resident_kib() / 1024;
    assert!(
        resident < 300,
        "{resident} MiB resident after {requests} requests"
    );
    let (status, _) = server.json("GET", "/api/rulesets", "");
    assert_eq!(status, 200, "the server still answers");
}
