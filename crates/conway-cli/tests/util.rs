//! Helpers shared by the end-to-end tests of the `conway` binary.

#![allow(dead_code)] // each test module uses the helpers it needs

use assert_cmd::Command;

/// The `conway` binary, ready for arguments.
pub fn conway() -> Command {
    Command::cargo_bin("conway").unwrap()
}

/// Runs `conway ARGS`, requires success, and parses the one JSON object printed.
pub fn json_of(args: &[&str]) -> serde_json::Value {
    let out = conway().args(args).output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

/// The `"values"` array of a `conway grundy --json` answer, as numbers.
pub fn values_of(v: &serde_json::Value) -> Vec<u64> {
    v["values"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_u64().unwrap())
        .collect()
}

/// Runs `conway ARGS`, which must fail with status 2, nothing on stdout and one line
/// `conway: ...` on stderr that contains `message`.
pub fn refused(args: &[&str], message: &str) {
    let out = conway().args(args).output().unwrap();
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    assert!(out.stdout.is_empty(), "{args:?}");
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
    assert!(
        stderr.starts_with("conway: ") && stderr.contains(message),
        "{args:?}: {stderr}"
    );
}
