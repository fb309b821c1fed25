//! A database of solved positions (`--db FILE`): values, nim-values and who wins the states
//! of the sum search, kept by the solvers as they find them ([`conway::partizan::archive`])
//! so that a rerun, a related question or another process finds them instead of searching.
//!
//! **Engine.** SQLite (through `rusqlite`, its C source bundled) in write-ahead-log mode:
//! several processes may read while one writes, a second writer waits its turn, a process
//! killed (Ctrl-C, `kill -9`) loses only what it had not yet committed, and a file that is
//! not a database, truncated or structurally damaged is reported as an error, never a
//! crash. LMDB and redb were measured beside it (1M records of 100 bytes, AMD EPYC, 2
//! cores): LMDB wrote 2.3x and read 2.9x faster but was killed by `SIGBUS` on a truncated
//! file and has no checksums; redb (4.6) refused a second process unless put in a
//! multi-process mode added weeks earlier, needed a newer Rust than ours, and panicked on a
//! damaged page. A solver's lookups are few (only keys its tables miss) and its writes
//! fewer (only results that cost at least [`conway::partizan::archive::KEEP_WORK`] steps),
//! so SQLite's speed is not what limits a run.
//!
//! **Records.** One table `results(key BLOB PRIMARY KEY, value BLOB)`. A key is a kind
//! byte (`v` canonical form, `n` nim-value, `L`/`R` whether Left/Right moving first wins a
//! sum), the ruleset's name, a zero byte and the position's text as the ruleset writes it
//! (a sum's text: its parts' texts sorted, so that equal multisets meet). Two positions
//! with the same text have the same value (a ruleset writes a position, perhaps
//! simplified, as a text that reads back as an equal position), so a key never stands for
//! two different answers. A value is the answer's text followed by an 8-byte FNV-1a
//! checksum of key and text: SQLite has no checksums of its own, and a record whose
//! checksum fails (a flipped bit SQLite does not notice) is never used — the store
//! records the failure, the solver searches the position itself, and the command reports
//! the database as corrupted.
//!
//! **Identity.** A new database gets SQLite's `application_id` `conw` and `user_version`
//! [`FORMAT`]; a file without them (an empty file, another SQLite database, another
//! format) is refused when opened.

use crate::contract::Printer;
use conway::partizan::archive::{Archive, SumState};
use conway::partizan::{parse, Arena, GameId};
use rusqlite::{Connection, OpenFlags, OptionalExtension};
use rustc_hash::FxHashSet;
use std::collections::BTreeMap;
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The format of the records (bumped when a ruleset's rules or a record's layout change).
pub const FORMAT: i64 = 1;

/// SQLite's `application_id` of a conway database: `conw` in ASCII.
const APPLICATION_ID: i64 = 0x636f_6e77;

/// The longest canonical form kept, in characters: a larger value is not stored (it would
/// cost more to read back than most searches).
pub const MAX_VALUE_CHARS: usize = 1 << 20;

/// How long a writer waits for another process's transaction before giving up.
const BUSY_WAIT: Duration = Duration::from_secs(60);

/// Results pending are committed when this many have gathered, or after
/// [`COMMIT_EVERY`].
pub const COMMIT_RECORDS: usize = 1_000;

/// The longest a kept result waits to be committed (what a killed run may lose).
pub const COMMIT_EVERY: Duration = Duration::from_secs(1);

/// Why a database cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoreError(pub String);

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for StoreError {}

/// A database file, opened and checked; cheap to clone (each solver opens its own
/// connection).
#[derive(Clone, Debug)]
pub struct Store {
    path: PathBuf,
    /// The first failure met by any connection (a record that fails its checksum, a write
    /// that failed), reported by [`Store::failure`].
    failure: Arc<Mutex<Option<String>>>,
}

impl Store {
    /// Opens the database at `path`, creating it if no file is there; refuses a file that
    /// is not a conway database of this format.
    pub fn open(path: &Path) -> Result<Store, StoreError> {
        let store = Store {
            path: path.to_path_buf(),
            failure: Arc::new(Mutex::new(None)),
        };
        if !path.exists() {
            store.create()?;
        }
        if std::fs::metadata(path).map(|m| m.len()).unwrap_or(0) == 0 {
            return Err(store.error("is an empty file, not a conway database"));
        }
        let conn = store.connect(false)?;
        store.check_identity(&conn)?;
        Ok(store)
    }

    /// Creates the database whole and then puts it in place: it is made under a name of
    /// its own beside `path` and linked to `path` only if no file is there yet, so that a
    /// process opening `path` meanwhile never sees a database half made (an SQLite file
    /// without its identity), and of two processes creating it at once one wins and the
    /// other opens the winner's.
    fn create(&self) -> Result<(), StoreError> {
        let mut name = self.path.file_name().unwrap_or_default().to_os_string();
        name.push(format!(".new-{}", std::process::id()));
        let fresh = self.path.with_file_name(name);
        let made = (|| -> Result<(), String> {
            let _ = std::fs::remove_file(&fresh);
            let conn = Connection::open(&fresh).map_err(|e| e.to_string())?;
            conn.execute_batch(&format!(
                "PRAGMA journal_mode = WAL; PRAGMA application_id = {APPLICATION_ID}; \
                 PRAGMA user_version = {FORMAT}; \
                 CREATE TABLE results (key BLOB PRIMARY KEY, value BLOB NOT NULL) WITHOUT ROWID;"
            ))
            .map_err(|e| e.to_string())?;
            conn.close().map_err(|(_, e)| e.to_string())?;
            match std::fs::hard_link(&fresh, &self.path) {
                Err(e) if e.kind() != std::io::ErrorKind::AlreadyExists => Err(e.to_string()),
                _ => Ok(()), // made, or made by another process first
            }
        })();
        let _ = std::fs::remove_file(&fresh);
        made.map_err(|e| self.error(&format!("cannot be created: {e}")))
    }

    /// The first failure met since the store was opened: a record that failed its
    /// checksum or could not be read (the database is corrupted), or a write that failed.
    pub fn failure(&self) -> Option<String> {
        self.failure.lock().map(|f| f.clone()).unwrap_or(None)
    }

    /// Records that a record could not be trusted.
    fn corrupted(&self, why: &str) {
        self.fail(self.error(&format!("is corrupted: {why}")).0);
    }

    fn fail(&self, message: String) {
        if let Ok(mut f) = self.failure.lock() {
            f.get_or_insert(message);
        }
    }

    fn error(&self, what: &str) -> StoreError {
        StoreError(format!("the database {} {what}", self.path.display()))
    }

    fn connect(&self, create: bool) -> Result<Connection, StoreError> {
        let mut flags = OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        if create {
            flags |= OpenFlags::SQLITE_OPEN_CREATE;
        }
        let conn = Connection::open_with_flags(&self.path, flags)
            .map_err(|e| self.error(&format!("cannot be opened: {e}")))?;
        conn.busy_timeout(BUSY_WAIT)
            .map_err(|e| self.error(&format!("cannot be opened: {e}")))?;
        Ok(conn)
    }

    /// Refuses a file that is not a conway database of [`FORMAT`].
    fn check_identity(&self, conn: &Connection) -> Result<(), StoreError> {
        let pragma = |name: &str| -> Result<i64, StoreError> {
            conn.query_row(&format!("PRAGMA {name}"), [], |r| r.get(0))
                .map_err(|e| self.error(&format!("is not a conway database: {e}")))
        };
        if pragma("application_id")? != APPLICATION_ID {
            return Err(self.error("is not a conway database (another kind of file)"));
        }
        let format = pragma("user_version")?;
        if format != FORMAT {
            return Err(self.error(&format!(
                "has records of format {format}; this conway reads format {FORMAT} (use \
                 another file)"
            )));
        }
        let table: Option<String> = conn
            .query_row(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'results'",
                [],
                |r| r.get(0),
            )
            .optional()
            .map_err(|e| self.error(&format!("is corrupted: {e}")))?;
        if table.is_none() {
            return Err(self.error("is corrupted: its table of results is missing"));
        }
        Ok(())
    }

    /// An archive of the ruleset `ruleset` on its own connection, writing keys with
    /// `print`.
    pub fn archive<P: 'static>(
        &self,
        ruleset: &'static str,
        print: Printer<P>,
    ) -> Result<StoreArchive<P>, StoreError> {
        let conn = self.connect(false)?;
        let held = self.keys_of(&conn, ruleset)?;
        Ok(StoreArchive {
            conn,
            held,
            store: self.clone(),
            ruleset,
            print,
            pending: Vec::new(),
            last_commit: Instant::now(),
        })
    }

    /// The hashes of the keys of the ruleset's records, read once (a lookup of a key not
    /// among them, most lookups of a search, then costs no query), every record of the
    /// ruleset verified on the way: a damaged database is refused before it is used.
    fn keys_of(&self, conn: &Connection, ruleset: &str) -> Result<FxHashSet<u64>, StoreError> {
        let mut held = FxHashSet::default();
        let mut read = || -> rusqlite::Result<Result<(), String>> {
            let mut statement = conn.prepare("SELECT key, value FROM results")?;
            let mut rows = statement.query([])?;
            while let Some(row) = rows.next()? {
                let key: Vec<u8> = row.get(0)?;
                let value: Vec<u8> = row.get(1)?;
                if key.get(1..=ruleset.len()) == Some(ruleset.as_bytes())
                    && key.get(ruleset.len() + 1) == Some(&0)
                {
                    if let Err(why) = Record::read(&key, &value) {
                        return Ok(Err(why));
                    }
                    held.insert(checksum(&[&key]));
                }
            }
            Ok(Ok(()))
        };
        match read() {
            Ok(Ok(())) => Ok(held),
            Ok(Err(why)) => Err(self.error(&format!("is corrupted: {why}"))),
            Err(e) => Err(self.error(&format!("is corrupted: {e}"))),
        }
    }

    /// What the database holds, every record verified: its checksum, and its answer read
    /// back (a canonical form parsed, a nim-value or a winner read). Corruption found
    /// anywhere is an error naming it.
    pub fn summary(&self) -> Result<Summary, StoreError> {
        let conn = self.connect(false)?;
        self.check_identity(&conn)?;
        let check: String = conn
            .query_row("PRAGMA quick_check", [], |r| r.get(0))
            .map_err(|e| self.error(&format!("is corrupted: {e}")))?;
        if check != "ok" {
            return Err(self.error(&format!("is corrupted: {check}")));
        }
        let mut statement = conn
            .prepare("SELECT key, value FROM results")
            .map_err(|e| self.error(&format!("is corrupted: {e}")))?;
        let mut rows = statement
            .query([])
            .map_err(|e| self.error(&format!("is corrupted: {e}")))?;
        let mut counts: BTreeMap<String, Counts> = BTreeMap::new();
        let mut arena = Arena::new();
        while let Some(row) = rows
            .next()
            .map_err(|e| self.error(&format!("is corrupted: {e}")))?
        {
            let key: Vec<u8> = row
                .get(0)
                .map_err(|e| self.error(&format!("is corrupted: {e}")))?;
            let value: Vec<u8> = row
                .get(1)
                .map_err(|e| self.error(&format!("is corrupted: {e}")))?;
            let record = Record::read(&key, &value)
                .and_then(|r| r.check(&mut arena).map(|()| r))
                .map_err(|why| self.error(&format!("is corrupted: {why}")))?;
            let entry = counts.entry(record.ruleset.to_string()).or_default();
            match record.kind {
                b'v' => entry.values += 1,
                b'n' => entry.nim_values += 1,
                _ => entry.sums += 1,
            }
        }
        let bytes = std::fs::metadata(&self.path).map(|m| m.len()).unwrap_or(0);
        Ok(Summary {
            format: FORMAT,
            bytes,
            rulesets: counts,
        })
    }
}

/// What a database holds ([`Store::summary`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    /// The records' format ([`FORMAT`]).
    pub format: i64,
    /// The size of the main file in bytes (the write-ahead log aside).
    pub bytes: u64,
    /// The records of each ruleset.
    pub rulesets: BTreeMap<String, Counts>,
}

/// The records of one ruleset.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Canonical forms.
    pub values: u64,
    /// Nim-values.
    pub nim_values: u64,
    /// Who wins a sum moving first (one record per player).
    pub sums: u64,
}

/// FNV-1a, 64 bits, over the parts in turn (a fixed function: a database outlives the
/// process that wrote it).
fn checksum(parts: &[&[u8]]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for part in parts {
        for &b in *part {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
    h
}

/// A record read from the table, its checksum verified.
struct Record<'a> {
    kind: u8,
    ruleset: &'a str,
    answer: &'a str,
}

impl<'a> Record<'a> {
    fn key(kind: u8, ruleset: &str, text: &str) -> Vec<u8> {
        let mut key = Vec::with_capacity(2 + ruleset.len() + text.len());
        key.push(kind);
        key.extend_from_slice(ruleset.as_bytes());
        key.push(0);
        key.extend_from_slice(text.as_bytes());
        key
    }

    fn value(key: &[u8], answer: &str) -> Vec<u8> {
        let mut value = answer.as_bytes().to_vec();
        value.extend_from_slice(&checksum(&[key, answer.as_bytes()]).to_le_bytes());
        value
    }

    /// The record, if its checksum holds and its parts are text.
    fn read(key: &'a [u8], value: &'a [u8]) -> Result<Record<'a>, String> {
        let what = || format!("the record {:?}", String::from_utf8_lossy(key));
        if value.len() < 8 {
            return Err(format!("{} is cut short", what()));
        }
        let (answer, sum) = value.split_at(value.len() - 8);
        if checksum(&[key, answer]).to_le_bytes() != sum {
            return Err(format!("{} fails its checksum", what()));
        }
        let (&kind, rest) = key.split_first().ok_or_else(what)?;
        let zero = rest.iter().position(|&b| b == 0).ok_or_else(what)?;
        let ruleset = std::str::from_utf8(&rest[..zero]).map_err(|_| what())?;
        let answer = std::str::from_utf8(answer).map_err(|_| what())?;
        if !matches!(kind, b'v' | b'n' | b'L' | b'R') {
            return Err(format!("{} has an unknown kind", what()));
        }
        Ok(Record {
            kind,
            ruleset,
            answer,
        })
    }

    /// Whether the answer reads as its kind says.
    fn check(&self, arena: &mut Arena) -> Result<(), String> {
        let fine = match self.kind {
            b'v' => parse(arena, self.answer).is_ok(),
            b'n' => self.answer.parse::<u32>().is_ok(),
            _ => matches!(self.answer, "0" | "1"),
        };
        if fine {
            Ok(())
        } else {
            Err(format!("the answer {:?} does not read back", self.answer))
        }
    }
}

/// The archive of one ruleset in a database ([`Store::archive`]): lookups on its own
/// connection, results kept in batches committed every [`COMMIT_RECORDS`] records or
/// [`COMMIT_EVERY`], and when it is dropped.
pub struct StoreArchive<P> {
    conn: Connection,
    /// The hashes of the keys of the ruleset's records when the archive was made (records
    /// other processes commit later are not looked up: they are only searched again).
    held: FxHashSet<u64>,
    store: Store,
    ruleset: &'static str,
    print: Printer<P>,
    pending: Vec<(Vec<u8>, Vec<u8>)>,
    last_commit: Instant,
}

impl<P> StoreArchive<P> {
    /// The answer kept under `kind` and `text`, if any and sound.
    fn recall(&mut self, kind: u8, text: &str) -> Option<String> {
        let key = Record::key(kind, self.ruleset, text);
        if !self.held.contains(&checksum(&[&key])) {
            return None;
        }
        let found: Result<Option<Vec<u8>>, _> = self
            .conn
            .prepare_cached("SELECT value FROM results WHERE key = ?1")
            .and_then(|mut s| s.query_row([&key], |r| r.get(0)).optional());
        let value = match found {
            Ok(v) => v?,
            Err(e) => {
                self.store
                    .fail(self.store.error(&format!("could not be read: {e}")).0);
                return None;
            }
        };
        match Record::read(&key, &value) {
            Ok(record) => Some(record.answer.to_string()),
            Err(why) => {
                self.store.corrupted(&why);
                None
            }
        }
    }

    fn keep(&mut self, kind: u8, text: &str, answer: &str) {
        let key = Record::key(kind, self.ruleset, text);
        let value = Record::value(&key, answer);
        self.pending.push((key, value));
        if self.pending.len() >= COMMIT_RECORDS || self.last_commit.elapsed() >= COMMIT_EVERY {
            self.commit();
        }
    }

    /// Commits the pending results in one transaction.
    pub fn commit(&mut self) {
        self.last_commit = Instant::now();
        if self.pending.is_empty() {
            return;
        }
        let pending = std::mem::take(&mut self.pending);
        let written = (|| {
            let tx = rusqlite::Transaction::new(
                &mut self.conn,
                rusqlite::TransactionBehavior::Immediate,
            )?;
            {
                let mut insert = tx.prepare_cached(
                    "INSERT OR REPLACE INTO results (key, value) VALUES (?1, ?2)",
                )?;
                for (key, value) in &pending {
                    insert.execute((key, value))?;
                }
            }
            tx.commit()
        })();
        if let Err(e) = written {
            self.store
                .fail(self.store.error(&format!("could not be written: {e}")).0);
        }
    }

    /// The text of a position, or `None` if it cannot be a key (a zero byte in it).
    fn text(&self, key: &P) -> Option<String> {
        Some((self.print)(key)).filter(|t| !t.contains('\0'))
    }

    /// The text of a sum-search state: its parts' texts sorted, each marked by what it is
    /// (`+`/`-` a component or its negative, `=` a valued component, `k` the known sum),
    /// separated by zero bytes; `None` if a part cannot be written.
    fn state_text(&self, arena: &Arena, state: SumState<'_, P>) -> Option<String> {
        let mut parts = Vec::with_capacity(state.hard.len() + state.values.len() + 1);
        for (key, negated) in state.hard {
            parts.push(format!(
                "{}{}",
                if *negated { '-' } else { '+' },
                self.text(key)?
            ));
        }
        for &g in state.values {
            parts.push(format!("={}", arena.display_within(g, MAX_VALUE_CHARS)?));
        }
        parts.sort_unstable();
        parts.push(format!(
            "k{}",
            arena.display_within(state.known, MAX_VALUE_CHARS)?
        ));
        Some(parts.join("\0"))
    }
}

impl<P> Drop for StoreArchive<P> {
    fn drop(&mut self) {
        self.commit();
    }
}

impl<P: 'static> Archive<P> for StoreArchive<P> {
    fn value(&mut self, arena: &mut Arena, key: &P) -> Option<GameId> {
        if self.held.is_empty() {
            return None;
        }
        let text = self.text(key)?;
        let answer = self.recall(b'v', &text)?;
        match parse(arena, &answer) {
            Ok(g) => Some(g),
            // The arena's limit or interrupt stopped the reading: the record is sound if
            // it reads in an arena of its own, and the solver meets the limit itself.
            Err(_) if parse(&mut Arena::new(), &answer).is_ok() => None,
            Err(e) => {
                let why = format!("the value {answer:?} of {text:?} does not read back: {e}");
                self.store.corrupted(&why);
                None
            }
        }
    }

    fn keep_value(&mut self, arena: &mut Arena, key: &P, value: GameId) {
        let (Some(text), Some(answer)) =
            (self.text(key), arena.display_within(value, MAX_VALUE_CHARS))
        else {
            return;
        };
        self.keep(b'v', &text, &answer);
    }

    fn nim_value(&mut self, key: &P) -> Option<u32> {
        if self.held.is_empty() {
            return None;
        }
        let text = self.text(key)?;
        let answer = self.recall(b'n', &text)?;
        match answer.parse() {
            Ok(n) => Some(n),
            Err(_) => {
                let why = format!("the nim-value {answer:?} of {text:?} is not a number");
                self.store.corrupted(&why);
                None
            }
        }
    }

    fn keep_nim_value(&mut self, key: &P, value: u32) {
        if let Some(text) = self.text(key) {
            self.keep(b'n', &text, &value.to_string());
        }
    }

    fn wins(&mut self, arena: &mut Arena, state: SumState<'_, P>, left: bool) -> Option<bool> {
        if self.held.is_empty() {
            return None;
        }
        let text = self.state_text(arena, state)?;
        match self.recall(if left { b'L' } else { b'R' }, &text)?.as_str() {
            "1" => Some(true),
            "0" => Some(false),
            other => {
                let why = format!("the winner {other:?} of a sum is neither 0 nor 1");
                self.store.corrupted(&why);
                None
            }
        }
    }

    fn keep_wins(&mut self, arena: &mut Arena, state: SumState<'_, P>, left: bool, wins: bool) {
        if let Some(text) = self.state_text(arena, state) {
            self.keep(
                if left { b'L' } else { b'R' },
                &text,
                if wins { "1" } else { "0" },
            );
        }
    }
}
