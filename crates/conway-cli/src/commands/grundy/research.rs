//! Research runs of `conway grundy`: `G(0..=N)` of an octal game for `N` up to 10^9, with
//! no work limit, saved in checkpoints and summarised instead of listed.
//!
//! * `--hash`: compute, print the summary (with the checksum of the values);
//! * `--save FILE`: the same, writing the values to FILE every `--save-every` seconds and
//!   at the end ([`conway::impartial::heap::checkpoint`]: a crash or `kill -9` leaves the last
//!   checkpoint whole);
//! * `--resume FILE --to N`: continue a checkpoint up to heap `N`, saving to FILE (or to
//!   `--save`); the values are those of an uninterrupted run, as the engine only ever
//!   appends `G(n)` computed from `G(0..n)`;
//! * `--load FILE`: the summary of a checkpoint, computing nothing.
//!
//! The summary: the checksum `h = h * 1000003 + (G(i) xor i)` over all values (the
//! `ogs` benchmark harness's, so two programs' runs can be compared without writing the
//! values out), the largest value and where it first occurs, the rare positions of the
//! rare/common split ([`conway::impartial::heap::OctalRun`]), and the period search of
//! [`conway::impartial::periodic::analyse`] with its certificate status.
//!
//! A checkpoint is never replaced by one holding fewer values, and `--save` never replaces
//! a file that is not a checkpoint of the same game: hours of work are not lost to a
//! mistyped option.

use super::args::Args;
use super::output::{describe_periodicity, period_json, write_rows};
use crate::error::CliError;
use crate::progress::Context;
use conway::excerpt::excerpt;
use conway::impartial::heap::checkpoint::{self, Checkpoint, CheckpointError};
use conway::impartial::heap::{HeapGame, OctalRun, Values};
use conway::impartial::periodic::{analyse, Periodicity};
use serde_json::json;
use std::io::{BufWriter, Write};
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// The largest heap a research run computes: 10^9 values take 1 GB at one byte each.
pub const MAX_RESEARCH_HEAP: usize = 1_000_000_000;

/// The default of `--save-every`, in seconds.
const DEFAULT_SAVE_EVERY: u64 = 300;

/// Values computed between two looks at the clock (a few hundredths of a second for
/// Officers near 10^6).
const CHUNK: usize = 1 << 14;

/// The period search reads the values as 4-byte numbers (and keeps 4 bytes for each period
/// tried, at most a third of them): it runs on at most this many values (1 GB, and at most
/// 0.33 GB more), and is skipped, saying so, beyond.
const PERIOD_SEARCH_LIMIT: usize = 250_000_000;

/// Rare positions shown at each end of the list in the text summary.
const RARE_SHOWN: usize = 10;

/// Whether the options ask for a research run.
pub fn is_research(args: &Args) -> bool {
    args.save.is_some() || args.resume.is_some() || args.load.is_some() || args.hash
}

/// The end of a refusal of a plain run of `game` to heap `to` beyond the limits: how a
/// research run would do it, when one can.
pub fn hint(game: &HeapGame, to: usize) -> String {
    if to <= MAX_RESEARCH_HEAP && OctalRun::new(game.rule()).is_ok() {
        "; a research run has no work limit: --hash prints a summary with the checksum, \
         --save FILE also keeps the values (see --help)"
            .to_string()
    } else {
        String::new()
    }
}

/// The checkpoint a run read or wrote, for the summary.
struct CheckpointNote<'a> {
    path: &'a Path,
    /// The number of values the file holds.
    holds: usize,
    /// Whether this run wrote it.
    written: bool,
    /// Why this run's last values were not written (another run's checkpoint there).
    refused: Option<String>,
}

/// What a research run has to report.
struct Report<'a> {
    game: &'a HeapGame,
    run: &'a OctalRun,
    /// Values computed by this run (the others came from a checkpoint).
    computed: usize,
    checkpoint: Option<CheckpointNote<'a>>,
    /// `--values`.
    range: Option<Range<usize>>,
    started: Instant,
}

/// Runs a research run (see the module doc).
pub fn run(args: &Args, ctx: &Context) -> Result<(), CliError> {
    let started = Instant::now();
    let given = args
        .game
        .as_deref()
        .map(|name| {
            HeapGame::parse(name).map_err(|e| {
                CliError::input(format!(
                    "research runs (--save, --resume, --load, --hash) are for heap games: {e}"
                ))
            })
        })
        .transpose()?;
    if args.save_every.is_some() && args.save.is_none() && args.resume.is_none() {
        return Err(CliError::input(
            "--save-every needs --save FILE or --resume FILE",
        ));
    }
    let range = args.values.as_deref().map(parse_range).transpose()?;
    if let Some(path) = &args.load {
        let (game, values) = read_checkpoint("--load", path, given.as_ref())?;
        let holds = values.len();
        let run = OctalRun::resume(game.rule(), values).map_err(|e| engine_error(&game, e))?;
        return report(
            &Report {
                game: &game,
                run: &run,
                computed: 0,
                checkpoint: Some(CheckpointNote {
                    path,
                    holds,
                    written: false,
                    refused: None,
                }),
                range,
                started,
            },
            args.json,
        );
    }
    let to = match (args.to, &args.resume) {
        (Some(to), _) => to,
        (None, Some(_)) => {
            return Err(CliError::input(
                "--resume FILE needs --to N, the largest heap to compute (--load FILE shows \
                 what a checkpoint holds)",
            ))
        }
        (None, None) => args.to(),
    };
    if to > MAX_RESEARCH_HEAP {
        return Err(CliError::input(format!(
            "--to {to} is too large: research runs compute up to heap {MAX_RESEARCH_HEAP} (the \
             values are kept in memory, one or two bytes each)"
        )));
    }
    if let Some(range) = &range {
        check_range(range, to + 1)?;
    }
    let (game, mut values) = match &args.resume {
        Some(path) => read_checkpoint("--resume", path, given.as_ref())?,
        None => (
            given.expect("clap requires GAME without --load or --resume"),
            Values::default(),
        ),
    };
    let target = args.save.as_deref().or(args.resume.as_deref());
    let mut saver = match target {
        Some(path) => {
            let holds = if Some(path) == args.resume.as_deref() {
                values.len()
            } else {
                existing_values(path, &game, to)?
            };
            check_writable(path)?;
            let every = Duration::from_secs(args.save_every.unwrap_or(DEFAULT_SAVE_EVERY));
            Some(Saver::new(path, &game, every, holds))
        }
        None => None,
    };
    values.truncate(to + 1);
    let mut run = OctalRun::resume(game.rule(), values).map_err(|e| engine_error(&game, e))?;
    let from = run.values().len();
    let bar = ctx.progress_with_rate(to as u64 + 1, "Grundy values", "values");
    bar.set_position(from as u64);
    bar.reset_eta();
    let outcome = loop {
        let len = run.values().len();
        if len > to {
            break Ok(());
        }
        let next = (len + CHUNK - 1).min(to);
        if let Err(e) = run.extend_to(next, &mut |done, _| bar.set_position(done)) {
            break Err(e);
        }
        if let Some(saver) = &mut saver {
            saver.save_if_due(run.values())?;
        }
    };
    bar.finish_and_clear();
    if let Some(saver) = &mut saver {
        saver.save(run.values())?;
    }
    if let Err(e) = outcome {
        let kept = match &saver {
            Some(saver) if saver.holds > 0 => format!(
                "; G(0..={}) saved in {}",
                saver.holds - 1,
                saver.path.display()
            ),
            _ => String::new(),
        };
        return Err(CliError::input(format!(
            "{}{kept}",
            engine_error(&game, e).message()
        )));
    }
    report(
        &Report {
            game: &game,
            run: &run,
            computed: run.values().len() - from,
            checkpoint: saver.map(|s| CheckpointNote {
                path: s.path,
                holds: s.holds,
                written: s.written,
                refused: s.refused,
            }),
            range,
            started,
        },
        args.json,
    )
}

/// The checkpoints of a run: written every `every`, never with fewer values than the file
/// holds.
struct Saver<'a> {
    path: &'a Path,
    game: &'a HeapGame,
    every: Duration,
    last: Instant,
    /// The number of values the file holds.
    holds: usize,
    /// Whether this run wrote the file.
    written: bool,
    /// Why the last save was not written, if it was not.
    refused: Option<String>,
}

impl<'a> Saver<'a> {
    fn new(path: &'a Path, game: &'a HeapGame, every: Duration, holds: usize) -> Self {
        Saver {
            path,
            game,
            every,
            last: Instant::now(),
            holds,
            written: false,
            refused: None,
        }
    }

    /// Saves `values` if `every` has passed since the last checkpoint.
    fn save_if_due(&mut self, values: &Values) -> Result<(), CliError> {
        if self.last.elapsed() >= self.every {
            self.save(values)?;
        }
        Ok(())
    }

    /// Saves `values` if they are more than the file holds. Other runs may write the same
    /// file at the same time, so under the file's lock ([`CheckpointLock`]) the file is
    /// read again and replaced only if it holds fewer values of this game (or is absent):
    /// otherwise the save is skipped and the reason kept for the summary.
    fn save(&mut self, values: &Values) -> Result<(), CliError> {
        if values.len() <= self.holds {
            return Ok(());
        }
        let failed = |e: &dyn std::fmt::Display| {
            CliError::input(format!(
                "cannot write the checkpoint {}: {e}",
                self.path.display()
            ))
        };
        let _lock = CheckpointLock::acquire(self.path).map_err(|e| failed(&e))?;
        let refused = match checkpoint::read(self.path) {
            Err(CheckpointError::Io(e)) if e.kind() == std::io::ErrorKind::NotFound => None,
            Err(e) => Some(format!(
                "the file is no longer a checkpoint to continue ({e})"
            )),
            Ok(found) => match found.expect_game(self.game) {
                Err(e) => Some(e.to_string()),
                Ok(()) if found.values.len() >= values.len() => Some(format!(
                    "another run wrote G(0..={}) there, as many values or more",
                    found.values.len() - 1
                )),
                Ok(()) => None,
            },
        };
        self.last = Instant::now();
        if let Some(why) = refused {
            self.written = false;
            self.refused = Some(why);
            return Ok(());
        }
        checkpoint::write_atomically(self.path, self.game.name(), values)
            .map_err(|e| failed(&e))?;
        self.holds = values.len();
        self.written = true;
        self.refused = None;
        Ok(())
    }
}

/// An exclusive advisory lock (`flock`) on `FILE.lock` beside a checkpoint, held while a
/// run checks what the checkpoint holds and replaces it, so that two runs writing the
/// same file take turns. The kernel releases it when the process ends, even by `kill
/// -9`, so no stale lock survives a crash.
struct CheckpointLock {
    /// The open lock file: the lock is held until it is closed (dropped).
    _held: std::fs::File,
}

impl CheckpointLock {
    fn acquire(path: &Path) -> std::io::Result<CheckpointLock> {
        use std::os::fd::AsRawFd;
        let mut name = path.as_os_str().to_owned();
        name.push(".lock");
        let file = std::fs::OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(PathBuf::from(name))?;
        // SAFETY: flock on a descriptor this File owns; it only blocks or fails.
        loop {
            if unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_EX) } == 0 {
                return Ok(CheckpointLock { _held: file });
            }
            let e = std::io::Error::last_os_error();
            if e.kind() != std::io::ErrorKind::Interrupted {
                return Err(e);
            }
        }
    }
}

/// `--values A..=B` or `A..B`, as a range of heaps. A well-formed range whose bounds do
/// not fit the machine's heaps (beyond `usize::MAX`, or `..=usize::MAX`) is out of range,
/// not malformed.
fn parse_range(text: &str) -> Result<Range<usize>, CliError> {
    let bad = || {
        CliError::input(format!(
            "--values takes a range of heaps A..=B or A..B, got '{}'",
            excerpt(text)
        ))
    };
    let out_of_range = || {
        CliError::input(format!(
            "--values {}: out of range (heaps go up to {})",
            excerpt(text),
            usize::MAX - 1
        ))
    };
    let number = |s: &str| {
        let s = s.trim();
        if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        s.parse::<usize>().map_err(|_| out_of_range())
    };
    let range = if let Some((a, b)) = text.split_once("..=") {
        let (a, b) = (number(a)?, number(b)?);
        a..b.checked_add(1).ok_or_else(out_of_range)?
    } else if let Some((a, b)) = text.split_once("..") {
        number(a)?..number(b)?
    } else {
        return Err(bad());
    };
    if range.is_empty() {
        return Err(CliError::input(format!(
            "--values {}: the range is empty",
            excerpt(text)
        )));
    }
    Ok(range)
}

/// Refuses a `--values` range beyond `G(0..len)`.
fn check_range(range: &Range<usize>, len: usize) -> Result<(), CliError> {
    if range.end > len {
        return Err(CliError::input(format!(
            "--values {}..={}: beyond the values held, G(0..={})",
            range.start,
            range.end - 1,
            len - 1
        )));
    }
    Ok(())
}

/// Reads the checkpoint at `path` (given to `option`), checks it holds values of `given`
/// (if a game was given), and returns its game and values.
fn read_checkpoint(
    option: &str,
    path: &Path,
    given: Option<&HeapGame>,
) -> Result<(HeapGame, Values), CliError> {
    let refused = |e: CheckpointError| CliError::input(format!("{option} {}: {e}", path.display()));
    let checkpoint = checkpoint::read(path).map_err(refused)?;
    if let Some(game) = given {
        checkpoint.expect_game(game).map_err(refused)?;
    }
    let game = checkpoint.heap_game().map_err(refused)?;
    if checkpoint.values.is_empty() {
        return Err(CliError::input(format!(
            "{option} {}: the checkpoint holds no values",
            path.display()
        )));
    }
    let Checkpoint { values, .. } = checkpoint;
    Ok((game, values))
}

/// The number of values already in the file `--save` names (0 if there is none); refuses
/// a file whose values this run would lose: not a checkpoint, another game's, or more
/// values than `G(0..=to)`.
fn existing_values(path: &Path, game: &HeapGame, to: usize) -> Result<usize, CliError> {
    let shown = path.display();
    let checkpoint = match checkpoint::read(path) {
        Err(CheckpointError::Io(e)) if e.kind() == std::io::ErrorKind::NotFound => return Ok(0),
        Err(e) => {
            return Err(CliError::input(format!(
                "--save {shown}: the file exists and is not a checkpoint to continue ({e}); \
                 remove it or choose another file"
            )))
        }
        Ok(checkpoint) => checkpoint,
    };
    checkpoint
        .expect_game(game)
        .map_err(|e| CliError::input(format!("--save {shown}: {e}; choose another file")))?;
    let holds = checkpoint.values.len();
    if holds > to + 1 {
        return Err(CliError::input(format!(
            "--save {shown}: the file already holds G(0..={}) of {}, more than this run \
             computes: continue it with --resume {shown}, or choose another file",
            holds - 1,
            checkpoint.game
        )));
    }
    Ok(holds)
}

/// Refuses, before any work, a checkpoint that could not be written.
fn check_writable(path: &Path) -> Result<(), CliError> {
    let partial = checkpoint::partial_path(path);
    std::fs::File::create(&partial)
        .and_then(|_| std::fs::remove_file(&partial))
        .map_err(|e| {
            CliError::input(format!(
                "cannot write the checkpoint {}: {e}",
                path.display()
            ))
        })
}

/// An engine error, naming the game.
fn engine_error(game: &HeapGame, e: conway::impartial::heap::HeapError) -> CliError {
    CliError::input(format!("{}: {e}", game.name()))
}

/// The period search over `values`, if within [`PERIOD_SEARCH_LIMIT`].
fn period_search(game: &HeapGame, values: &Values) -> Option<Option<Periodicity>> {
    (values.len() <= PERIOD_SEARCH_LIMIT)
        .then(|| analyse(&values.to_vec(0..values.len()), game.theorem()))
}

/// The first heap holding `g`.
fn first_heap_of(values: &Values, g: u32) -> usize {
    match values {
        Values::Bytes(v) => v.iter().position(|&x| u32::from(x) == g),
        Values::Halves(v) => v.iter().position(|&x| u32::from(x) == g),
        Values::Words(v) => v.iter().position(|&x| x == g),
    }
    .expect("the largest value occurs")
}

/// Prints the summary, as text or JSON.
fn report(r: &Report<'_>, json: bool) -> Result<(), CliError> {
    let values = r.run.values();
    let len = values.len();
    if let Some(range) = &r.range {
        check_range(range, len)?;
    }
    let checksum = values.checksum(len);
    let max = values.max();
    let max_at = first_heap_of(values, max);
    let rare = r.run.rare_values();
    let period = period_search(r.game, values);
    let mut out = BufWriter::new(std::io::stdout().lock());
    if json {
        let period_json = period.as_ref().and_then(|p| p.as_ref().map(period_json));
        let value = json!({
            "game": r.game.name(),
            "to": len - 1,
            "count": len,
            "computed": r.computed,
            "checksum": format!("{checksum:x}"),
            "max": max,
            "max_first_at": max_at,
            "rare": rare.as_ref().map(|rare| json!({
                "mask": rare.mask,
                "count": rare.positions.len(),
                "positions": rare.positions,
            })),
            "period_searched": period.is_some(),
            "period": period_json,
            "checkpoint": r.checkpoint.as_ref().map(|c| json!({
                "file": c.path.display().to_string(),
                "values": c.holds,
                "written": c.written,
                "not_written_because": c.refused,
            })),
            "values": r.range.as_ref().map(|range| json!({
                "from": range.start,
                "values": values.to_vec(range.clone()),
            })),
            "seconds": r.started.elapsed().as_secs_f64(),
        });
        writeln!(out, "{value}")?;
    } else {
        writeln!(
            out,
            "{}: G(0..={}), {len} values ({} computed by this run)",
            r.game.name(),
            len - 1,
            r.computed
        )?;
        writeln!(
            out,
            "checksum: {checksum:x} (h = h * 1000003 + (G(i) xor i) over i = 0..={})",
            len - 1
        )?;
        writeln!(out, "largest value: {max}, first at heap {max_at}")?;
        writeln!(out, "rare values: {}", describe_rare(rare.as_ref()))?;
        writeln!(out, "period: {}", describe_period(r, period.as_ref()))?;
        if let Some(c) = &r.checkpoint {
            let how = match (&c.refused, c.written) {
                (Some(why), _) => format!("not written: {why}"),
                (None, true) => "written by this run".to_string(),
                (None, false) => "unchanged".to_string(),
            };
            writeln!(
                out,
                "checkpoint: {} holds G(0..={}) ({how})",
                c.path.display(),
                c.holds - 1
            )?;
        }
        if let Some(range) = &r.range {
            writeln!(out, "G({}..={}):", range.start, range.end - 1)?;
            write_rows(&mut out, range.start, &values.to_vec(range.clone()))?;
        }
    }
    out.flush()?;
    Ok(())
}

/// The rare positions in words: their number, then those at both ends on lines of their
/// own.
fn describe_rare(rare: Option<&conway::impartial::heap::RareValues>) -> String {
    let Some(rare) = rare else {
        return "the rare/common split is not in use (too few values, or no mask leaves few \
                rare positions)"
            .to_string();
    };
    let list = |positions: &[(usize, u32)]| {
        positions
            .iter()
            .map(|(a, g)| format!("G({a}) = {g}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let n = rare.positions.len();
    let shown = if n == 0 {
        String::new()
    } else if n <= 2 * RARE_SHOWN {
        format!("\n  {}", list(&rare.positions))
    } else {
        format!(
            "\n  first: {}\n  last:  {}",
            list(&rare.positions[..RARE_SHOWN]),
            list(&rare.positions[n - RARE_SHOWN..])
        )
    };
    format!(
        "{n} positions a >= 1 whose value is rare under mask {} ({:#x}): popcount(G(a) & \
         mask) even{shown}",
        rare.mask, rare.mask,
    )
}

/// The period search's result in words, with how to certify an observed period.
fn describe_period(r: &Report<'_>, period: Option<&Option<Periodicity>>) -> String {
    let len = r.run.values().len();
    match period {
        None => format!(
            "not searched: the search reads the values as 4-byte numbers and covers at most \
             {PERIOD_SEARCH_LIMIT} of them"
        ),
        Some(None) => format!("none seen in the {len} values computed"),
        Some(Some(p)) => describe_periodicity(p, len, |needed| {
            let last = needed - 1;
            if last > MAX_RESEARCH_HEAP as u128 {
                format!(", beyond the largest heap a research run computes ({MAX_RESEARCH_HEAP})")
            } else if let Some(c) = &r.checkpoint {
                format!(" (continue with --resume {} --to {last})", c.path.display())
            } else {
                format!(" (rerun with --to {last})")
            }
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_of_heaps() {
        assert_eq!(parse_range("3..=5").unwrap(), 3..6);
        assert_eq!(parse_range("3..5").unwrap(), 3..5);
        assert_eq!(parse_range(" 0 ..= 0").unwrap(), 0..1);
        for bad in [
            "5",
            "a..b",
            "3..3",
            "5..=2",
            "1..=18446744073709551615",
            "-1..2",
        ] {
            assert!(parse_range(bad).is_err(), "{bad}");
        }
    }
}
