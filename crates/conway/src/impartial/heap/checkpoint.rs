//! Checkpoints of research runs: the values `G(0..count)` of one heap game in a compact
//! binary file, written atomically, read back only if whole and intact.
//!
//! **Format, version 1.** All integers little-endian.
//!
//! | offset | bytes | field |
//! |---|---|---|
//! | 0 | 8 | magic: the ASCII bytes `CONWAYGV` |
//! | 8 | 4 | format version: 1 |
//! | 12 | 1 | value width `w`: 1, 2 or 4 bytes per value |
//! | 13 | 3 | zero |
//! | 16 | 8 | `count`: the number of values, `G(0..count)` |
//! | 24 | 4 | `L`: the length of the game's name in bytes (at most [`MAX_NAME_BYTES`]) |
//! | 28 | `L` | the game's name, UTF-8, as `conway grundy` takes it (`octal:0.6`) |
//! | 28 + `L` | `w * count` | the values `G(0), G(1), ...`, `w` bytes each |
//! | end - 8 | 8 | FNV-1a (64-bit) of every byte before it |
//!
//! The file is `36 + L + w * count` bytes long; one of any other length is truncated (or
//! has bytes after its end) and is refused, as is one whose checksum differs: a damaged
//! checkpoint is never used. FNV-1a: `h = 0xcbf29ce484222325`, then for each byte
//! `h = (h xor byte) * 0x100000001b3`, wrapping in 64 bits (Fowler, Noll and Vo; the
//! parameters of the IETF draft "The FNV Non-Cryptographic Hash Algorithm").
//!
//! **Atomic writing.** [`write_atomically`] writes the whole file under a temporary name
//! in the same directory, unique to the writer (`FILE.partial.PID.N`, [`partial_path`]:
//! two writers never share one), flushes it to the disk (`fsync`), renames it over
//! `FILE` and flushes the directory. A rename within a file system replaces the old file
//! by the new one in one step, so a crash or `kill -9` at any moment leaves either the
//! previous checkpoint or the new one, whole (and perhaps a stale temporary file). Which
//! of two concurrent writers may replace the file is the caller's decision, taken under
//! a lock (the `conway` CLI holds an advisory lock on `FILE.lock`).

use super::values::Values;
use super::{HeapError, HeapGame};
use crate::excerpt::excerpt;
use std::fmt;
use std::fs::File;
use std::io::{BufReader, BufWriter, Read, Write};
use std::path::{Path, PathBuf};

/// The first eight bytes of every checkpoint.
pub const MAGIC: [u8; 8] = *b"CONWAYGV";

/// The format version written, and the only one read.
pub const FORMAT_VERSION: u32 = 1;

/// The longest game name a checkpoint holds, in bytes.
pub const MAX_NAME_BYTES: usize = 4096;

/// The bytes before the game's name.
const FIXED_HEADER: usize = 28;

/// The bytes of the checksum at the end.
const TRAILER: usize = 8;

/// Values are written and read in blocks of this many bytes.
const BLOCK: usize = 1 << 20;

/// The values of a checkpoint and the game they belong to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Checkpoint {
    /// The game's name as written.
    pub game: String,
    /// `G(0..count)`.
    pub values: Values,
}

/// Why a checkpoint could not be written or read.
#[derive(Debug)]
pub enum CheckpointError {
    /// The file could not be read, written, renamed or flushed.
    Io(std::io::Error),
    /// The file does not start with [`MAGIC`].
    NotACheckpoint,
    /// The file is a checkpoint of another format version.
    UnsupportedVersion(u32),
    /// The file is shorter (or longer) than its header says.
    Truncated {
        /// The length the header implies, in bytes.
        expected: u128,
        /// The length found.
        found: u64,
    },
    /// The checksum stored differs from the one of the bytes read.
    ChecksumMismatch {
        /// The checksum at the end of the file.
        stored: u64,
        /// The checksum of the bytes before it.
        computed: u64,
    },
    /// A header field is out of range (a width other than 1, 2, 4; a name too long or not
    /// UTF-8).
    Malformed(String),
    /// The checkpoint holds another game's values.
    GameMismatch {
        /// The game of the checkpoint.
        file: String,
        /// The game asked for.
        given: String,
    },
}

impl fmt::Display for CheckpointError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CheckpointError::Io(e) => write!(f, "{e}"),
            CheckpointError::NotACheckpoint => {
                f.write_str("not a conway checkpoint (it does not start with CONWAYGV)")
            }
            CheckpointError::UnsupportedVersion(v) => write!(
                f,
                "checkpoint format version {v} is not supported (this conway reads version \
                 {FORMAT_VERSION})"
            ),
            CheckpointError::Truncated { expected, found } => write!(
                f,
                "truncated or damaged checkpoint: its header implies {expected} bytes, the \
                 file has {found}"
            ),
            CheckpointError::ChecksumMismatch { stored, computed } => write!(
                f,
                "corrupted checkpoint: checksum {computed:016x} of its contents differs from \
                 the {stored:016x} stored"
            ),
            CheckpointError::Malformed(m) => write!(f, "damaged checkpoint: {m}"),
            CheckpointError::GameMismatch { file, given } => {
                write!(
                    f,
                    "the checkpoint holds values of {}, not of {}",
                    excerpt(file),
                    excerpt(given)
                )
            }
        }
    }
}

impl std::error::Error for CheckpointError {}

impl From<std::io::Error> for CheckpointError {
    fn from(e: std::io::Error) -> Self {
        CheckpointError::Io(e)
    }
}

impl Checkpoint {
    /// The game of the checkpoint, parsed.
    pub fn heap_game(&self) -> Result<HeapGame, CheckpointError> {
        HeapGame::parse(&self.game).map_err(|e: HeapError| {
            CheckpointError::Malformed(format!(
                "its game '{}' is not a heap game: {e}",
                excerpt(&self.game)
            ))
        })
    }

    /// Checks that the checkpoint holds values of `game` (the same rule, whatever its
    /// name: `kayles` and `octal:0.77` are one game).
    pub fn expect_game(&self, game: &HeapGame) -> Result<(), CheckpointError> {
        if self.heap_game()?.rule() == game.rule() {
            Ok(())
        } else {
            Err(CheckpointError::GameMismatch {
                file: self.game.clone(),
                given: game.name().to_string(),
            })
        }
    }
}

/// FNV-1a, 64 bits, continued over `bytes`.
fn fnv1a(mut h: u64, bytes: &[u8]) -> u64 {
    for &b in bytes {
        h = (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

/// The FNV-1a offset basis.
const FNV_BASIS: u64 = 0xcbf2_9ce4_8422_2325;

/// A writer that keeps the FNV-1a of what passes through it.
struct Hashing<W> {
    inner: W,
    hash: u64,
}

impl<W: Write> Hashing<W> {
    fn put(&mut self, bytes: &[u8]) -> std::io::Result<()> {
        self.hash = fnv1a(self.hash, bytes);
        self.inner.write_all(bytes)
    }
}

/// A fresh temporary name for a checkpoint written to `path`: `path.partial.PID.N`, with
/// the process id and a counter of the process, so that no two writers (processes or
/// threads) share one.
pub fn partial_path(path: &Path) -> PathBuf {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let mut name = path.as_os_str().to_owned();
    name.push(format!(".partial.{}.{n}", std::process::id()));
    PathBuf::from(name)
}

/// Writes `G(0..values.len())` of `game` to `path` atomically (see the module doc):
/// whatever happens, `path` holds the previous checkpoint or this one, whole.
pub fn write_atomically(path: &Path, game: &str, values: &Values) -> Result<(), CheckpointError> {
    if game.len() > MAX_NAME_BYTES {
        return Err(CheckpointError::Malformed(format!(
            "the game's name is longer than {MAX_NAME_BYTES} bytes"
        )));
    }
    let partial = partial_path(path);
    let written = write_file(&partial, game, values);
    let renamed = written.and_then(|()| Ok(std::fs::rename(&partial, path)?));
    if renamed.is_err() {
        let _ = std::fs::remove_file(&partial); // the error is what matters
    }
    renamed?;
    // The rename is durable once the directory is flushed.
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    File::open(dir)?.sync_all()?;
    Ok(())
}

/// Writes the checkpoint to `partial`, flushed to the disk.
fn write_file(partial: &Path, game: &str, values: &Values) -> Result<(), CheckpointError> {
    let file = File::create(partial)?;
    let mut out = Hashing {
        inner: BufWriter::with_capacity(BLOCK, file),
        hash: FNV_BASIS,
    };
    out.put(&MAGIC)?;
    out.put(&FORMAT_VERSION.to_le_bytes())?;
    out.put(&[values.width() as u8, 0, 0, 0])?;
    out.put(&(values.len() as u64).to_le_bytes())?;
    out.put(&(game.len() as u32).to_le_bytes())?;
    out.put(game.as_bytes())?;
    match values {
        Values::Bytes(v) => out.put(v)?,
        Values::Halves(v) => put_wide(&mut out, v, |g| g.to_le_bytes())?,
        Values::Words(v) => put_wide(&mut out, v, |g| g.to_le_bytes())?,
    }
    let hash = out.hash;
    let mut file = out.inner.into_inner().map_err(|e| e.into_error())?;
    file.write_all(&hash.to_le_bytes())?;
    file.sync_all()?;
    Ok(())
}

/// Writes values of `N` bytes each, little-endian, a block at a time.
fn put_wide<T: Copy, const N: usize>(
    out: &mut Hashing<impl Write>,
    values: &[T],
    bytes: impl Fn(T) -> [u8; N],
) -> std::io::Result<()> {
    let mut block = Vec::with_capacity(BLOCK);
    for chunk in values.chunks(BLOCK / N) {
        block.clear();
        block.extend(chunk.iter().flat_map(|&g| bytes(g)));
        out.put(&block)?;
    }
    Ok(())
}

/// A reader that keeps the FNV-1a of what it reads.
struct HashingReader<R> {
    inner: R,
    hash: u64,
}

impl<R: Read> HashingReader<R> {
    fn take(&mut self, buf: &mut [u8]) -> std::io::Result<()> {
        self.inner.read_exact(buf)?;
        self.hash = fnv1a(self.hash, buf);
        Ok(())
    }

    fn u32(&mut self) -> std::io::Result<u32> {
        let mut b = [0; 4];
        self.take(&mut b)?;
        Ok(u32::from_le_bytes(b))
    }
}

/// Reads the checkpoint at `path`, refusing it unless it is whole and its checksum holds.
pub fn read(path: &Path) -> Result<Checkpoint, CheckpointError> {
    let file = File::open(path)?;
    let found = file.metadata()?.len();
    let mut input = HashingReader {
        inner: BufReader::with_capacity(BLOCK, file),
        hash: FNV_BASIS,
    };
    let short = |e: std::io::Error, expected: u128| match e.kind() {
        std::io::ErrorKind::UnexpectedEof => CheckpointError::Truncated { expected, found },
        _ => CheckpointError::Io(e),
    };
    let mut magic = [0; 8];
    input
        .take(&mut magic)
        .map_err(|_| CheckpointError::NotACheckpoint)?;
    if magic != MAGIC {
        return Err(CheckpointError::NotACheckpoint);
    }
    let minimum = (FIXED_HEADER + TRAILER) as u128;
    let version = input.u32().map_err(|e| short(e, minimum))?;
    if version != FORMAT_VERSION {
        return Err(CheckpointError::UnsupportedVersion(version));
    }
    let mut fixed = [0; 16];
    input.take(&mut fixed).map_err(|e| short(e, minimum))?;
    let width = fixed[0];
    if ![1, 2, 4].contains(&width) || fixed[1..4] != [0, 0, 0] {
        return Err(CheckpointError::Malformed(format!(
            "value width {width} (expected 1, 2 or 4)"
        )));
    }
    let count = u64::from_le_bytes(fixed[4..12].try_into().expect("8 bytes"));
    let name_len = u32::from_le_bytes(fixed[12..16].try_into().expect("4 bytes"));
    if name_len as usize > MAX_NAME_BYTES {
        return Err(CheckpointError::Malformed(format!(
            "a game name of {name_len} bytes (at most {MAX_NAME_BYTES})"
        )));
    }
    let expected = minimum + u128::from(name_len) + u128::from(count) * u128::from(width);
    if u128::from(found) != expected {
        return Err(CheckpointError::Truncated { expected, found });
    }
    let mut name = vec![0; name_len as usize];
    input.take(&mut name).map_err(|e| short(e, expected))?;
    let game = String::from_utf8(name)
        .map_err(|_| CheckpointError::Malformed("the game's name is not UTF-8".into()))?;
    // The length was checked against the file's, so `count` values are there to read.
    let count =
        usize::try_from(count).map_err(|_| CheckpointError::Truncated { expected, found })?;
    let values = match width {
        1 => {
            let mut v = vec![0u8; count];
            for chunk in v.chunks_mut(BLOCK) {
                input.take(chunk).map_err(|e| short(e, expected))?;
            }
            Values::Bytes(v)
        }
        2 => Values::Halves(
            take_wide(&mut input, count, u16::from_le_bytes).map_err(|e| short(e, expected))?,
        ),
        _ => Values::Words(
            take_wide(&mut input, count, u32::from_le_bytes).map_err(|e| short(e, expected))?,
        ),
    };
    let computed = input.hash;
    let mut stored = [0; 8];
    input
        .inner
        .read_exact(&mut stored)
        .map_err(|e| short(e, expected))?;
    let stored = u64::from_le_bytes(stored);
    if stored != computed {
        return Err(CheckpointError::ChecksumMismatch { stored, computed });
    }
    Ok(Checkpoint {
        game,
        values: narrowest(values),
    })
}

/// The values in the narrowest width that holds them, the invariant of [`Values`]: a
/// checkpoint may store them wider than they need (a width-4 file of small values is
/// valid), and a wider width would read as values too large for a run.
fn narrowest(values: Values) -> Values {
    let needed = match values.max() {
        0..=0xff => 1,
        0x100..=0xffff => 2,
        _ => 4,
    };
    if values.width() > needed {
        Values::from_slice(&values.to_vec(0..values.len()))
    } else {
        values
    }
}

/// Reads `count` values of `N` bytes each, little-endian, a block at a time.
fn take_wide<T, const N: usize>(
    input: &mut HashingReader<impl Read>,
    count: usize,
    from_bytes: impl Fn([u8; N]) -> T,
) -> std::io::Result<Vec<T>> {
    let mut values = Vec::with_capacity(count);
    let mut block = vec![0; BLOCK];
    let mut left = count;
    while left > 0 {
        let n = left.min(BLOCK / N);
        let bytes = &mut block[..n * N];
        input.take(bytes)?;
        values.extend(
            bytes
                .chunks_exact(N)
                .map(|b| from_bytes(b.try_into().expect("N bytes"))),
        );
        left -= n;
    }
    Ok(values)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("conway-checkpoint-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        dir.join(name)
    }

    /// The format of the module doc, byte by byte, written here independently of
    /// [`write_atomically`].
    fn by_the_format(game: &str, width: u8, values: &[u32]) -> Vec<u8> {
        let mut bytes = b"CONWAYGV".to_vec();
        bytes.extend(1u32.to_le_bytes());
        bytes.extend([width, 0, 0, 0]);
        bytes.extend((values.len() as u64).to_le_bytes());
        bytes.extend((game.len() as u32).to_le_bytes());
        bytes.extend(game.as_bytes());
        for &g in values {
            bytes.extend(&g.to_le_bytes()[..width as usize]);
        }
        let mut h: u64 = 0xcbf29ce484222325;
        for &b in &bytes {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x100000001b3);
        }
        bytes.extend(h.to_le_bytes());
        bytes
    }

    #[test]
    fn fnv1a_has_its_published_test_values() {
        // From the FNV test suite: "" and "a", "foobar".
        assert_eq!(fnv1a(FNV_BASIS, b""), 0xcbf29ce484222325);
        assert_eq!(fnv1a(FNV_BASIS, b"a"), 0xaf63dc4c8601ec8c);
        assert_eq!(fnv1a(FNV_BASIS, b"foobar"), 0x85944171f73967e8);
    }

    #[test]
    fn files_follow_the_documented_format_and_read_back() {
        let cases: [(u8, Vec<u32>); 4] = [
            (1, vec![]),
            (1, vec![0, 1, 2, 255, 7]),
            (2, vec![0, 300, 65535, 3]),
            (4, vec![0, 1 << 20, 5]),
        ];
        for (width, plain) in cases {
            let path = scratch(&format!("format-{width}-{}.ckpt", plain.len()));
            let values = Values::from_slice(&plain);
            assert_eq!(values.width(), width as usize);
            write_atomically(&path, "octal:0.6", &values).unwrap();
            assert_eq!(
                std::fs::read(&path).unwrap(),
                by_the_format("octal:0.6", width, &plain)
            );
            assert_eq!(partials(&path), 0);
            let back = read(&path).unwrap();
            assert_eq!(back.game, "octal:0.6");
            assert_eq!(back.values, values);
        }
    }

    #[test]
    fn every_damage_is_refused() {
        let path = scratch("damage.ckpt");
        let plain: Vec<u32> = (0..1000).map(|n| n % 7).collect();
        write_atomically(&path, "kayles", &Values::from_slice(&plain)).unwrap();
        let good = std::fs::read(&path).unwrap();
        let damaged = scratch("damaged.ckpt");
        let refusal = |bytes: &[u8]| {
            std::fs::write(&damaged, bytes).unwrap();
            read(&damaged).unwrap_err()
        };
        // Every truncation.
        for len in 0..good.len() {
            let e = refusal(&good[..len]);
            assert!(
                matches!(
                    e,
                    CheckpointError::NotACheckpoint | CheckpointError::Truncated { .. }
                ),
                "{len}: {e}"
            );
        }
        assert!(matches!(
            refusal(&good[..good.len() - 1]),
            CheckpointError::Truncated { expected, found } if expected == good.len() as u128 && found + 1 == good.len() as u64
        ));
        // A byte too many.
        let mut longer = good.clone();
        longer.push(0);
        assert!(matches!(
            refusal(&longer),
            CheckpointError::Truncated { .. }
        ));
        // Every single changed byte.
        for i in 0..good.len() {
            let mut bad = good.clone();
            bad[i] ^= 0x10;
            let e = refusal(&bad);
            assert!(!matches!(e, CheckpointError::Io(_)), "{i}: {e}");
        }
        let mut bad = good.clone();
        bad[100] ^= 1;
        assert!(matches!(
            refusal(&bad),
            CheckpointError::ChecksumMismatch { .. }
        ));
        let mut version = good.clone();
        version[8] = 2;
        assert!(matches!(
            refusal(&version),
            CheckpointError::UnsupportedVersion(2)
        ));
        assert!(matches!(
            refusal(b"hello, world"),
            CheckpointError::NotACheckpoint
        ));
        assert!(matches!(
            read(&scratch("absent.ckpt")),
            Err(CheckpointError::Io(_))
        ));
    }

    #[test]
    fn games_are_compared_by_rule() {
        let checkpoint = Checkpoint {
            game: "kayles".into(),
            values: Values::default(),
        };
        assert!(checkpoint
            .expect_game(&HeapGame::parse("octal:0.77").unwrap())
            .is_ok());
        let e = checkpoint
            .expect_game(&HeapGame::parse("octal:0.6").unwrap())
            .unwrap_err();
        assert_eq!(
            e.to_string(),
            "the checkpoint holds values of kayles, not of octal:0.6"
        );
    }

    #[test]
    fn a_new_checkpoint_replaces_the_old_one() {
        let path = scratch("replace.ckpt");
        write_atomically(&path, "kayles", &Values::from_slice(&[0, 1, 2])).unwrap();
        // A crashed writer's temporary file is left alone; every writer has its own.
        let stale = partial_path(&path);
        std::fs::write(&stale, b"stale").unwrap();
        write_atomically(&path, "kayles", &Values::from_slice(&[0, 1, 2, 3, 1])).unwrap();
        assert_eq!(read(&path).unwrap().values.len(), 5);
        assert_eq!(std::fs::read(&stale).unwrap(), b"stale");
        std::fs::remove_file(&stale).unwrap();
        assert_eq!(partials(&path), 0);
        assert_ne!(partial_path(&path), partial_path(&path));
    }

    /// Threads writing one file at once never share a temporary file: every write
    /// succeeds and leaves a whole checkpoint.
    #[test]
    fn concurrent_writers_do_not_share_temporary_files() {
        let path = scratch("threads.ckpt");
        std::thread::scope(|scope| {
            for t in 0..4u32 {
                let path = &path;
                scope.spawn(move || {
                    for round in 0..25u32 {
                        let values: Vec<u32> = (0..100 + t * 10 + round).collect();
                        write_atomically(path, "kayles", &Values::from_slice(&values)).unwrap();
                    }
                });
            }
        });
        assert!(read(&path).is_ok());
        assert_eq!(partials(&path), 0);
    }

    /// The temporary files of `path` left in its directory.
    fn partials(path: &Path) -> usize {
        let prefix = format!("{}.partial", path.file_name().unwrap().to_str().unwrap());
        std::fs::read_dir(path.parent().unwrap())
            .unwrap()
            .filter(|e| {
                let name = e.as_ref().unwrap().file_name();
                name.to_str().unwrap().starts_with(&prefix)
            })
            .count()
    }
}
