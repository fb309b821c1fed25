//! Every example the user is shown runs as shown.
//!
//! * README.md and docs/*.md: in a ```` ```console ```` block, a line `$ COMMAND` is run by
//!   `sh` from the repository root with the built `conway` first on `PATH`, and the lines
//!   after it (up to the next `$ ` line or the end of the block) are its exact standard
//!   output. A JSON line is compared as JSON, ignoring the run-dependent `"seconds"` key.
//!   Any other code block must not show a `conway` command: examples are either checked or
//!   absent.
//! * `--help` of every command: each line that starts with `conway ` (after indentation and
//!   an optional `$ `) is run the same way, from a scratch directory that sees `examples/`,
//!   and must succeed with some output (on stdout, or in the file it redirects to).

use std::path::{Path, PathBuf};
use std::process::Command;

/// The repository root (the workspace of this crate).
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Runs a shell command line from the repository root with `conway` on `PATH`.
fn run_shell(line: &str) -> std::process::Output {
    run_shell_in(line, &root())
}

/// A scratch directory for the help examples, which may write files: it sees the
/// repository's `examples/` through a link.
fn scratch() -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("help-examples");
    std::fs::create_dir_all(&dir).unwrap();
    let link = dir.join("examples");
    if !link.exists() {
        std::os::unix::fs::symlink(root().join("examples"), &link).unwrap();
    }
    dir
}

/// Runs a shell command line from `dir` with `conway` on `PATH`.
fn run_shell_in(line: &str, dir: &Path) -> std::process::Output {
    let bin_dir = Path::new(env!("CARGO_BIN_EXE_conway")).parent().unwrap();
    let path = format!(
        "{}:{}",
        bin_dir.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    Command::new("sh")
        .arg("-c")
        .arg(line)
        .current_dir(dir)
        .env("PATH", path)
        .output()
        .unwrap()
}

/// One example of a document: the command and the output it shows.
struct Example {
    place: String,
    command: String,
    expected: Vec<String>,
}

/// The examples of one markdown file (see the module doc), and the places where a
/// `conway` command appears outside a console block.
fn examples_of(file: &Path) -> (Vec<Example>, Vec<String>) {
    let text = std::fs::read_to_string(file).unwrap();
    let name = file.file_name().unwrap().to_string_lossy().to_string();
    let mut examples: Vec<Example> = Vec::new();
    let mut unchecked = Vec::new();
    let mut block: Option<String> = None;
    for (number, line) in text.lines().enumerate() {
        let place = format!("{name}:{}", number + 1);
        if let Some(fence) = line.trim_start().strip_prefix("```") {
            block = match block {
                None => Some(fence.trim().to_string()),
                Some(_) => None,
            };
            continue;
        }
        match block.as_deref() {
            Some("console") => {
                if let Some(command) = line.strip_prefix("$ ") {
                    examples.push(Example {
                        place,
                        command: command.to_string(),
                        expected: Vec::new(),
                    });
                } else if let Some(last) = examples.last_mut() {
                    last.expected.push(line.to_string());
                } else {
                    unchecked.push(format!("{place}: output before any command"));
                }
            }
            Some(_) if line.trim_start().starts_with("conway ") => unchecked.push(place),
            _ => {}
        }
    }
    (examples, unchecked)
}

/// The output with the run-dependent `"seconds"` removed from JSON lines.
fn comparable(lines: &[&str]) -> Vec<String> {
    lines
        .iter()
        .map(
            |line| match serde_json::from_str::<serde_json::Value>(line) {
                Ok(serde_json::Value::Object(mut object)) => {
                    object.remove("seconds");
                    serde_json::Value::Object(object).to_string()
                }
                _ => line.to_string(),
            },
        )
        .collect()
}

/// Markdown files whose examples are checked.
fn documents() -> Vec<PathBuf> {
    let mut files = vec![root().join("README.md")];
    let docs = root().join("docs");
    for entry in std::fs::read_dir(&docs).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "md") {
            files.push(path);
        }
    }
    files.sort();
    files
}

#[test]
fn documented_examples_print_what_they_show() {
    let mut failures = Vec::new();
    let mut count = 0;
    for file in documents() {
        let (examples, unchecked) = examples_of(&file);
        for place in unchecked {
            failures.push(format!("{place}: a conway command outside a console block"));
        }
        for example in examples {
            count += 1;
            let out = run_shell(&example.command);
            let stdout = String::from_utf8_lossy(&out.stdout);
            let got = comparable(&stdout.lines().collect::<Vec<_>>());
            let expected_lines: Vec<&str> = example.expected.iter().map(|s| s.as_str()).collect();
            let want = comparable(&expected_lines);
            if !out.status.success() || got != want {
                failures.push(format!(
                    "{}: `{}` exited {:?}\n  shown:  {:?}\n  printed: {:?}\n  stderr: {}",
                    example.place,
                    example.command,
                    out.status.code(),
                    want,
                    got,
                    String::from_utf8_lossy(&out.stderr).trim()
                ));
            }
        }
    }
    assert!(count >= 10, "only {count} examples found");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The subcommands listed under `Commands:` in a help text (without `help`).
fn subcommands(help: &str) -> Vec<String> {
    help.lines()
        .skip_while(|l| !l.starts_with("Commands:"))
        .skip(1)
        .take_while(|l| l.starts_with("  "))
        .filter_map(|l| l.split_whitespace().next())
        .filter(|name| *name != "help")
        .map(str::to_string)
        .collect()
}

#[test]
fn help_examples_run() {
    let mut failures = Vec::new();
    let mut count = 0;
    let dir = scratch();
    let mut pending = vec![String::new()];
    while let Some(prefix) = pending.pop() {
        let help = run_shell(&format!("conway {prefix} --help"));
        let text = String::from_utf8_lossy(&help.stdout).to_string();
        assert!(help.status.success(), "conway {prefix} --help");
        for sub in subcommands(&text) {
            pending.push(format!("{prefix} {sub}").trim().to_string());
        }
        for line in text.lines() {
            let line = line.trim_start();
            let line = line.strip_prefix("$ ").unwrap_or(line);
            if !line.starts_with("conway ") {
                continue;
            }
            let command = line.split("  #").next().unwrap().trim_end();
            count += 1;
            let out = run_shell_in(command, &dir);
            let redirected = command.contains(" > ");
            if !out.status.success() || (out.stdout.is_empty() && !redirected) {
                failures.push(format!(
                    "`conway {prefix} --help` shows `{command}`, which exited {:?}: {}",
                    out.status.code(),
                    String::from_utf8_lossy(&out.stderr).trim()
                ));
            }
        }
    }
    assert!(count >= 5, "only {count} help examples found");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
