//! `conway serve` end to end over HTTP (no browser): the page and its assets, the job API
//! with the CLI's JSON and messages, errors for bad requests, cancelling, the limits on
//! running jobs and on time, and a server that keeps answering whatever it is sent.
//! The browser tests are in `tests/browser/`.

use serde_json::Value;
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

    /// `(status, body)` of one request.
    fn request(&self, method: &str, path: &str, body: &str) -> (u16, String) {
        let mut stream = TcpStream::connect(&self.address).unwrap();
        stream
            .set_read_timeout(Some(Duration::from_secs(60)))
            .unwrap();
        write!(
            stream,
            "{method} {path} HTTP/1.1\r\nHost: {}\r\nConnection: close\r\nContent-Type: \
             application/json\r\nContent-Length: {}\r\n\r\n{body}",
            self.address,
            body.len()
        )
        .unwrap();
        let mut response = Vec::new();
        stream.read_to_end(&mut response).unwrap();
        let text = String::from_utf8_lossy(&response).to_string();
        let status = text[9..12].parse().unwrap();
        let body = text
            .split_once("\r\n\r\n")
            .map_or("", |(_, b)| b)
            .to_string();
        (status, body)
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
    // A game that is not a ruleset position lists its canonical form's options.
    let job = server.job(r#"{"kind": "value", "expr": "{1|-1} + {1|-1}"}"#);
    let options = &job["result"]["options"];
    assert_eq!(options["source"], "canonical form");
    assert_eq!(job["result"]["canonical"], "0");
    assert_eq!(options["left"].as_array().unwrap().len(), 0);
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
    let (status, _) = server.request("POST", "/api/jobs", &huge);
    assert_eq!(status, 413);
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
    assert!(
        ended["error"].as_str().unwrap().starts_with("cancelled"),
        "{ended}"
    );
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
        .stderr(predicates::str::contains("cannot listen on 127.0.0.1:"));
}
