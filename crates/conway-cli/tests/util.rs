//! Helpers shared by the end-to-end tests of the `conway` binary, among them a small
//! [`Command`] to run it and an [`Assert`] on how it ended, with [`predicate`]s on its
//! output (what the tests need of such crates as `assert_cmd` and `predicates`, which cost
//! many crates to build).

#![allow(dead_code)] // each test module uses the helpers it needs

use std::ffi::OsStr;
use std::fmt::Write as _;
use std::io::{self, Read, Write};
use std::path::Path;
use std::process::{Output, Stdio};
use std::thread;
use std::time::{Duration, Instant};

/// The `conway` binary, ready for arguments.
pub fn conway() -> Command {
    Command {
        command: std::process::Command::new(env!("CARGO_BIN_EXE_conway")),
        stdin: None,
        timeout: None,
    }
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

/// A run of the `conway` binary being set up: its standard input is given whole (else it
/// is empty), its standard output and error are captured.
pub struct Command {
    command: std::process::Command,
    stdin: Option<Vec<u8>>,
    timeout: Option<Duration>,
}

impl Command {
    /// Adds an argument.
    pub fn arg(&mut self, arg: impl AsRef<OsStr>) -> &mut Self {
        self.command.arg(arg);
        self
    }

    /// Adds arguments.
    pub fn args(&mut self, args: impl IntoIterator<Item = impl AsRef<OsStr>>) -> &mut Self {
        self.command.args(args);
        self
    }

    /// Runs in the folder `dir`.
    pub fn current_dir(&mut self, dir: impl AsRef<Path>) -> &mut Self {
        self.command.current_dir(dir);
        self
    }

    /// Gives `input` as the standard input.
    pub fn write_stdin(&mut self, input: impl Into<Vec<u8>>) -> &mut Self {
        self.stdin = Some(input.into());
        self
    }

    /// Kills the run if it has not ended within `limit`, which is then an error of
    /// [`output`](Self::output) (a failure of [`assert`](Self::assert)).
    pub fn timeout(&mut self, limit: Duration) -> &mut Self {
        self.timeout = Some(limit);
        self
    }

    /// Runs to the end: its exit status and output, or an error (naming the command) if it
    /// could not be started or ran out of time.
    pub fn output(&mut self) -> io::Result<Output> {
        self.run()
            .map_err(|e| io::Error::new(e.kind(), format!("{}\n{e}", self.describe())))
    }

    /// [`output`](Self::output), but its errors without the command.
    fn run(&mut self) -> io::Result<Output> {
        let stdin = if self.stdin.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        };
        let mut child = self
            .command
            .stdin(stdin)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()?;
        // Written, and read, by threads: a run may fill one pipe while another waits.
        let writer = self.stdin.clone().map(|input| {
            let mut pipe = child.stdin.take().unwrap();
            // A run that refuses its input unread closes the pipe: not an error here.
            thread::spawn(move || drop(pipe.write_all(&input)))
        });
        let stdout = read_to_end(child.stdout.take().unwrap());
        let stderr = read_to_end(child.stderr.take().unwrap());
        let status = match self.timeout {
            None => Some(child.wait()?),
            Some(limit) => {
                let end = Instant::now() + limit;
                loop {
                    if let Some(status) = child.try_wait()? {
                        break Some(status);
                    }
                    if Instant::now() >= end {
                        child.kill()?;
                        child.wait()?;
                        break None;
                    }
                    thread::sleep(Duration::from_millis(10));
                }
            }
        };
        if let Some(writer) = writer {
            writer.join().unwrap();
        }
        let (stdout, stderr) = (stdout.join().unwrap()?, stderr.join().unwrap()?);
        match status {
            Some(status) => Ok(Output {
                status,
                stdout,
                stderr,
            }),
            None => Err(io::Error::new(
                io::ErrorKind::TimedOut,
                format!(
                    "killed: still running after {:?}\n{}",
                    self.timeout.unwrap(),
                    describe_output(&stdout, &stderr),
                ),
            )),
        }
    }

    /// Runs to the end, for assertions on how it ended; panics if it could not be started
    /// or ran out of time.
    #[track_caller]
    pub fn assert(&mut self) -> Assert {
        match self.output() {
            Ok(output) => Assert {
                command: self.describe(),
                output,
            },
            Err(e) => panic!("{e}"),
        }
    }

    /// The command line of the run (with its folder and the size of its input), for messages.
    fn describe(&self) -> String {
        let mut text = String::from("command: conway");
        for arg in self.command.get_args() {
            write!(text, " {:?}", arg.to_string_lossy()).unwrap();
        }
        if let Some(dir) = self.command.get_current_dir() {
            write!(text, " (in {})", dir.display()).unwrap();
        }
        if let Some(input) = &self.stdin {
            write!(text, " with {} bytes on stdin", input.len()).unwrap();
        }
        text
    }
}

/// Reads `pipe` to its end in a thread.
fn read_to_end(mut pipe: impl Read + Send + 'static) -> thread::JoinHandle<io::Result<Vec<u8>>> {
    thread::spawn(move || {
        let mut bytes = Vec::new();
        pipe.read_to_end(&mut bytes).map(|_| bytes)
    })
}

/// A run's standard output and error, for messages.
fn describe_output(stdout: &[u8], stderr: &[u8]) -> String {
    format!(
        "stdout: {:?}\nstderr: {:?}",
        String::from_utf8_lossy(stdout),
        String::from_utf8_lossy(stderr)
    )
}

/// How a run of [`Command`] ended, for assertions, each of which panics with the command
/// line, the exit status and the output when it fails.
pub struct Assert {
    command: String,
    output: Output,
}

impl Assert {
    /// The exit status and output.
    pub fn get_output(&self) -> &Output {
        &self.output
    }

    /// Requires exit status 0.
    #[track_caller]
    pub fn success(self) -> Self {
        if !self.output.status.success() {
            self.fail("expected success");
        }
        self
    }

    /// Requires exit status `code`.
    #[track_caller]
    pub fn code(self, code: i32) -> Self {
        if self.output.status.code() != Some(code) {
            self.fail(&format!("expected exit code {code}"));
        }
        self
    }

    /// Requires the standard output to be `expected` (a text, exactly, or a [`predicate`]).
    #[track_caller]
    pub fn stdout(self, expected: impl Expected) -> Self {
        if let Err(why) = expected.check(&self.output.stdout) {
            self.fail(&format!("expected stdout {why}"));
        }
        self
    }

    /// Requires the standard error to be `expected` (a text, exactly, or a [`predicate`]).
    #[track_caller]
    pub fn stderr(self, expected: impl Expected) -> Self {
        if let Err(why) = expected.check(&self.output.stderr) {
            self.fail(&format!("expected stderr {why}"));
        }
        self
    }

    /// Panics, saying what was `expected` and how the run ended.
    #[track_caller]
    fn fail(&self, expected: &str) -> ! {
        let Output {
            status,
            stdout,
            stderr,
        } = &self.output;
        panic!(
            "{expected}\n{}\n{status}\n{}",
            self.command,
            describe_output(stdout, stderr)
        )
    }
}

/// What [`Assert::stdout`] and [`Assert::stderr`] accept: a text, required exactly, or a
/// [`predicate::Predicate`].
pub trait Expected {
    /// Whether `output` is as expected; if not, what was expected, for messages.
    fn check(&self, output: &[u8]) -> Result<(), String>;
}

impl Expected for &str {
    fn check(&self, output: &[u8]) -> Result<(), String> {
        if output == self.as_bytes() {
            Ok(())
        } else {
            Err(format!("to be exactly {self:?}"))
        }
    }
}

/// Tests on a run's output text, for [`Assert::stdout`] and [`Assert::stderr`].
pub mod predicate {
    /// A test on an output text, with what it requires in words.
    pub struct Predicate {
        test: Box<dyn Fn(&str) -> bool>,
        description: String,
    }

    impl Predicate {
        /// The opposite test.
        pub fn not(self) -> Self {
            let test = self.test;
            Predicate {
                test: Box::new(move |text| !test(text)),
                description: format!("not {}", self.description),
            }
        }
    }

    impl super::Expected for Predicate {
        fn check(&self, output: &[u8]) -> Result<(), String> {
            match std::str::from_utf8(output) {
                Ok(text) if (self.test)(text) => Ok(()),
                Ok(_) => Err(format!("to {}", self.description)),
                Err(_) => Err(format!("to be UTF-8 text and {}", self.description)),
            }
        }
    }

    /// The test `test`.
    pub fn function(test: impl Fn(&str) -> bool + 'static) -> Predicate {
        Predicate {
            test: Box::new(test),
            description: "pass the test's function".to_string(),
        }
    }

    /// Tests on the text itself.
    pub mod str {
        use super::Predicate;

        /// The text contains `part`.
        pub fn contains(part: &str) -> Predicate {
            let part = part.to_string();
            Predicate {
                description: format!("contain {part:?}"),
                test: Box::new(move |text| text.contains(&part)),
            }
        }

        /// The text starts with `prefix`.
        pub fn starts_with(prefix: &str) -> Predicate {
            let prefix = prefix.to_string();
            Predicate {
                description: format!("start with {prefix:?}"),
                test: Box::new(move |text| text.starts_with(&prefix)),
            }
        }
    }
}
