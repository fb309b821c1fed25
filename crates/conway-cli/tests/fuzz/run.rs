//! One invocation of the `conway` binary under limits: a processor-time limit
//! (`RLIMIT_CPU`: the work a run may do, whatever else loads the machine), a wall-clock
//! timeout of three times as long (for a child that hangs without working; it is killed
//! then), an address-space limit (`RLIMIT_AS`, so an allocation beyond
//! it fails inside the child instead of swapping the machine), no core dumps, and a cap on
//! the output kept. Each run has a fresh working directory, so that files the command
//! writes (an SVG, a file named `-`) can be seen and do not collide.

use std::ffi::{OsStr, OsString};
use std::io::{Read, Write};
use std::os::unix::ffi::OsStrExt;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

/// Output beyond this many bytes per stream is read and thrown away.
const KEPT_OUTPUT: usize = 1 << 20;

/// The limits every run gets.
#[derive(Clone, Debug)]
pub struct Limits {
    /// The binary under test.
    pub binary: PathBuf,
    /// Processor time after which the child is stopped; it is killed after three times
    /// as long on the clock.
    pub timeout: Duration,
    /// `RLIMIT_AS` of the child, in bytes.
    pub memory: u64,
    /// Where the per-run working directories are made.
    pub scratch: PathBuf,
}

/// One invocation: the arguments after `conway`, and what is written on standard input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Run {
    /// Arguments (may hold bytes that are not UTF-8).
    pub args: Vec<OsString>,
    /// Standard input (`None`: standard input is closed).
    pub stdin: Option<Vec<u8>>,
}

impl Run {
    /// A run of UTF-8 arguments without standard input.
    pub fn new<S: AsRef<str>>(args: &[S]) -> Run {
        Run {
            args: args.iter().map(|a| OsString::from(a.as_ref())).collect(),
            stdin: None,
        }
    }

    /// The same run with `input` on standard input.
    pub fn with_stdin(mut self, input: impl Into<Vec<u8>>) -> Run {
        self.stdin = Some(input.into());
        self
    }

    /// Whether `--json` is among the arguments.
    pub fn json(&self) -> bool {
        self.args.iter().any(|a| a == "--json")
    }

    /// The subcommand path (`value`, `solve tower`, ...), for grouping.
    pub fn command(&self) -> String {
        let words: Vec<String> = self
            .args
            .iter()
            .take(2)
            .map(|a| a.to_string_lossy().into_owned())
            .collect();
        match words.first().map(String::as_str) {
            Some("solve") => words.join(" "),
            Some(w) => w.to_string(),
            None => String::new(),
        }
    }

    /// Total size of the arguments and input, to pick the smallest reproducer of a kind.
    pub fn size(&self) -> usize {
        self.args.iter().map(|a| a.len()).sum::<usize>() + self.stdin.as_ref().map_or(0, Vec::len)
    }

    /// A shell command line that reproduces the run, arguments quoted; arguments and input
    /// longer than `max` bytes are abbreviated as `<first bytes>...(N bytes)`.
    pub fn shell(&self, max: usize) -> String {
        let mut s = String::from("conway");
        for a in &self.args {
            s.push(' ');
            s.push_str(&quote(a.as_bytes(), max));
        }
        if let Some(input) = &self.stdin {
            s = format!("printf %s {} | {s}", quote(input, max));
        }
        s
    }
}

/// Bash quoting: plain words bare, others as `$'...'` with escapes.
fn quote(bytes: &[u8], max: usize) -> String {
    let plain = |b: &u8| b.is_ascii_alphanumeric() || b"-_.:,/=+^@%".contains(b);
    if !bytes.is_empty() && bytes.len() <= max && bytes.iter().all(plain) {
        return String::from_utf8_lossy(bytes).into_owned();
    }
    let shown = &bytes[..bytes.len().min(max)];
    let mut s = String::from("$'");
    for &b in shown {
        match b {
            b'\'' => s.push_str("\\'"),
            b'\\' => s.push_str("\\\\"),
            b'\n' => s.push_str("\\n"),
            b'\t' => s.push_str("\\t"),
            0x20..=0x7e => s.push(b as char),
            _ => s.push_str(&format!("\\x{b:02x}")),
        }
    }
    s.push('\'');
    if shown.len() < bytes.len() {
        s.push_str(&format!("...({} bytes)", bytes.len()));
    }
    s
}

/// How the child ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// It exited with this status.
    Exited(i32),
    /// A signal killed it (not ours).
    Signalled(i32),
    /// It used up its processor time, or ran past the wall-clock timeout, and was killed.
    TimedOut,
}

/// What a run produced.
#[derive(Clone, Debug)]
pub struct Outcome {
    /// How it ended.
    pub ending: Ending,
    /// Standard output (at most [`KEPT_OUTPUT`] bytes).
    pub stdout: Vec<u8>,
    /// Whether standard output was longer than what is kept (a canonical form may print
    /// up to the printing limit, 10^7 characters): it is then not checked as JSON.
    pub stdout_cut: bool,
    /// Standard error (at most [`KEPT_OUTPUT`] bytes).
    pub stderr: Vec<u8>,
    /// Wall-clock time.
    pub elapsed: Duration,
    /// Processor time of the child (user and system, all threads).
    pub cpu: Duration,
    /// Peak resident memory of the child, in KiB.
    pub max_rss_kib: i64,
    /// Names of the files the command left in its working directory.
    pub files: Vec<String>,
}

impl Outcome {
    /// Standard output as text.
    pub fn stdout_text(&self) -> String {
        String::from_utf8_lossy(&self.stdout).into_owned()
    }

    /// Standard error as text.
    pub fn stderr_text(&self) -> String {
        String::from_utf8_lossy(&self.stderr).into_owned()
    }

    /// Standard output parsed as one JSON value, if it is one and was kept whole.
    pub fn json(&self) -> Option<serde_json::Value> {
        if self.stdout_cut {
            return None;
        }
        serde_json::from_slice(&self.stdout).ok()
    }

    /// Whether the run exited with status 0.
    pub fn ok(&self) -> bool {
        self.ending == Ending::Exited(0)
    }
}

/// Runs `run` under `limits` in the fresh directory `dir`.
#[allow(clippy::zombie_processes)] // the child is reaped by `wait4` in `wait`, for its rusage
pub fn execute(run: &Run, limits: &Limits, dir: &Path) -> Outcome {
    std::fs::create_dir_all(dir).expect("scratch directory");
    let mut command = Command::new(&limits.binary);
    command
        .args(&run.args)
        .current_dir(dir)
        .env("RUST_BACKTRACE", "0")
        .stdin(if run.stdin.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let memory = limits.memory;
    let cpu_seconds = limits.timeout.as_secs().max(1);
    // SAFETY: only async-signal-safe calls (setrlimit) between fork and exec.
    unsafe {
        command.pre_exec(move || {
            set_limit(libc::RLIMIT_AS, memory, memory)?;
            // SIGXCPU at the soft limit; SIGKILL a second later if it is ignored.
            set_limit(libc::RLIMIT_CPU, cpu_seconds, cpu_seconds + 1)?;
            set_limit(libc::RLIMIT_CORE, 0, 0)
        });
    }
    let start = Instant::now();
    let mut child = command.spawn().expect("spawn the conway binary");
    let pid = child.id() as libc::pid_t;
    let feeder = child
        .stdin
        .take()
        .zip(run.stdin.clone())
        .map(|(mut pipe, input)| {
            // A child that stops reading (it failed early) closes the pipe: ignore the error.
            thread::spawn(move || drop(pipe.write_all(&input)))
        });
    let stdout = drain(child.stdout.take().expect("piped stdout"));
    let stderr = drain(child.stderr.take().expect("piped stderr"));
    let (ending, cpu, max_rss_kib) = wait(pid, start, 3 * limits.timeout);
    let elapsed = start.elapsed();
    if let Some(f) = feeder {
        f.join().expect("stdin feeder");
    }
    let files = std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    let _ = std::fs::remove_dir_all(dir);
    let (stdout, stdout_cut) = stdout.join().expect("stdout reader");
    Outcome {
        ending,
        stdout,
        stdout_cut,
        stderr: stderr.join().expect("stderr reader").0,
        elapsed,
        cpu,
        max_rss_kib,
        files,
    }
}

fn set_limit(resource: libc::__rlimit_resource_t, soft: u64, hard: u64) -> std::io::Result<()> {
    let limit = libc::rlimit {
        rlim_cur: soft,
        rlim_max: hard,
    };
    // SAFETY: setrlimit with a valid pointer to an initialised struct.
    if unsafe { libc::setrlimit(resource, &limit) } == 0 {
        Ok(())
    } else {
        Err(std::io::Error::last_os_error())
    }
}

/// Reads a stream to its end on a thread, keeping its first [`KEPT_OUTPUT`] bytes.
fn drain(mut stream: impl Read + Send + 'static) -> thread::JoinHandle<(Vec<u8>, bool)> {
    thread::spawn(move || {
        let (mut kept, mut cut) = (Vec::new(), false);
        let mut buf = [0u8; 1 << 16];
        loop {
            match stream.read(&mut buf) {
                Ok(0) | Err(_) => break,
                Ok(n) => {
                    let room = KEPT_OUTPUT.saturating_sub(kept.len());
                    kept.extend_from_slice(&buf[..n.min(room)]);
                    cut |= n > room;
                }
            }
        }
        (kept, cut)
    })
}

/// Waits for the child, killing it at the timeout; returns how it ended, its processor
/// time and its peak RSS.
/// The child is reaped here with `wait4` (for its resource usage), not by `std`.
fn wait(pid: libc::pid_t, start: Instant, timeout: Duration) -> (Ending, Duration, i64) {
    let mut timed_out = false;
    let mut pause = Duration::from_millis(1);
    loop {
        let mut status = 0;
        // SAFETY: rusage is plain data, fully written by wait4 on success.
        let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
        let flags = if timed_out { 0 } else { libc::WNOHANG };
        // SAFETY: waiting for our own child with valid pointers.
        let r = unsafe { libc::wait4(pid, &mut status, flags, &mut usage) };
        if r == pid {
            let out_of_cpu = libc::WIFSIGNALED(status) && libc::WTERMSIG(status) == libc::SIGXCPU;
            let ending = if timed_out || out_of_cpu {
                Ending::TimedOut
            } else if libc::WIFEXITED(status) {
                Ending::Exited(libc::WEXITSTATUS(status))
            } else {
                Ending::Signalled(libc::WTERMSIG(status))
            };
            let seconds = |t: libc::timeval| {
                Duration::from_secs(t.tv_sec as u64) + Duration::from_micros(t.tv_usec as u64)
            };
            let cpu = seconds(usage.ru_utime) + seconds(usage.ru_stime);
            return (ending, cpu, usage.ru_maxrss);
        }
        assert!(
            r == 0 || std::io::Error::last_os_error().kind() == std::io::ErrorKind::Interrupted,
            "wait4 failed: {}",
            std::io::Error::last_os_error()
        );
        if start.elapsed() >= timeout {
            // SAFETY: the child is not reaped yet, so the pid is still ours.
            unsafe { libc::kill(pid, libc::SIGKILL) };
            timed_out = true;
            continue;
        }
        thread::sleep(pause);
        pause = (pause * 2).min(Duration::from_millis(20));
    }
}

/// An argument from raw bytes (which need not be UTF-8).
pub fn os_arg(bytes: &[u8]) -> OsString {
    OsStr::from_bytes(bytes).to_os_string()
}
