//! The Grundy table `G(a, b)`, `0 <= a, b <= to`, of a coordinate game, fast.
//!
//! `G(a, b)` is the mex of the values of the options of `(a, b)`. Every game here is
//! symmetric (ONE applies to either heap), so `G(a, b) = G(b, a)`: only the cells
//! `b >= a` are computed, row by row (`a`), each row from `b = a` up, and the others are
//! copied at the end. The options come in three kinds, each kept its own way:
//!
//! * ONE = `all`: every `(a', b)` with `a' < a` — the values seen so far in column `b` —
//!   and every `(a, b')` with `b' < b` — those of row `a`, which start as those of column
//!   `a` (`G(a, b') = G(b', a)` for `b' < a`). Each column, and the current row, keeps them
//!   as a bitset with its mex (the private module `coordinate::seen`).
//! * BOTH = `all`: every `(a - s, b - s)`, `s >= 1` — those seen so far on the diagonal
//!   `b - a`, a bitset per diagonal likewise.
//! * a finite set: the options it allows are read from the table one by one and put into
//!   a scratch bitset, taken out again once the mex is known.
//!
//! `G(a, b)` is then the first value absent from the union of these bitsets, read 64
//! values a word from the largest of their mexes (below which every value is present).
//! For Wythoff's game a row is a permutation of the naturals (a value `g` missing from
//! row `a` up to `b` would make every cell `(a, b')` of a value above `g` take `g` as an
//! option from above, which at most `2a` cells can: so `g` appears by `b = g + 2a`), and
//! the scan from the largest mex reads few words: about 4 a set per cell at `to = 1000`,
//! 14 at `to = 4000` (measured; it grows like `to / 300`, so the table takes about
//! `to^3 / 300` word reads, where listing the options would take `to^3`). Measured (2-core
//! Xeon): `to = 1000` in 0.04 s, `to = 4000` in
//! 1.4 s (benches/coordinate.rs).
//!
//! **Sizing.** A mex is at most the number of values it is taken over, so `G(a, b)` is at
//! most the number of options of `(a, b)`: for heaps up to `to`, `2 |ONE ∩ [1, to]| +
//! |BOTH ∩ [1, to]|` (`3 to` for Wythoff's game). The bitsets hold one value more than
//! that, so the union always misses one; no assumption on the values is made.
//!
//! **Limits.** Heaps up to [`MAX_TABLE_TO`] (the table is kept in memory, and printed);
//! the work — units for each listed option put in and taken out of the scratch set, for
//! each word read, for each word a mex moves or a set copied — is predicted for the listed options
//! before, refused beyond [`WORK_LIMIT`], and counted during the computation, which stops
//! at that limit. The slow twin, the mex over [`super::CoordinateGame`]'s moves as the
//! rules state them, is in the tests.

use super::seen::{first_absent, SeenSets};
use super::{CoordinateError, CoordinateGame};
use crate::excerpt::excerpt;
use crate::impartial::heap::work::MEX_INSERT;
use crate::progress::Progress;
use crate::work::WORK_LIMIT;
use std::io::{self, Write};

/// The largest heap size of a table (its `(to + 1)^2` values are kept in memory).
pub const MAX_TABLE_TO: usize = 5000;

/// `G(a, b)` for `0 <= a, b <= to`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GrundyTable {
    to: usize,
    values: Vec<u32>,
}

impl GrundyTable {
    /// The largest heap size: the table has `to + 1` rows of `to + 1` values.
    pub fn to(&self) -> usize {
        self.to
    }

    /// `G(a, b)`, for `a, b <= to`.
    pub fn value(&self, a: usize, b: usize) -> u32 {
        self.row(a)[b]
    }

    /// Row `a`: `G(a, 0..=to)`.
    pub fn row(&self, a: usize) -> &[u32] {
        let width = self.to + 1;
        &self.values[a * width..(a + 1) * width]
    }

    /// The rows, `a = 0..=to`.
    pub fn rows(&self) -> impl Iterator<Item = &[u32]> + '_ {
        self.values.chunks(self.to + 1)
    }

    /// The largest value of the table.
    pub fn max(&self) -> u32 {
        self.values.iter().copied().max().unwrap_or(0)
    }

    /// The P-positions (value 0) with `a <= b`, in increasing order of `a`, then `b` (the
    /// game is symmetric: `(b, a)` is one too).
    pub fn p_positions(&self) -> Vec<(usize, usize)> {
        (0..=self.to)
            .flat_map(|a| (a..=self.to).map(move |b| (a, b)))
            .filter(|&(a, b)| self.value(a, b) == 0)
            .collect()
    }

    /// The number of P-positions `(a, b)` of the table, both orders counted.
    pub fn p_position_count(&self) -> u64 {
        self.values.iter().filter(|&&v| v == 0).count() as u64
    }

    /// Writes the rows, as JSON (`[G(0,0),...],[G(1,0),...],...`, the members of an
    /// array) or as text (a line `a: G(a,0) ... G(a,to)` a row, the values aligned). Up to
    /// 25 million values: written here, in the library and at its optimisation, not by
    /// the caller's generic formatting.
    pub fn write_rows(&self, out: &mut dyn Write, layout: RowLayout) -> io::Result<()> {
        let (label, cell) = (decimal_len(self.to as u64), decimal_len(self.max().into()));
        let mut line = Vec::new();
        for (a, row) in self.rows().enumerate() {
            line.clear();
            match layout {
                RowLayout::Json => {
                    line.extend_from_slice(if a == 0 { b"[" } else { b",[" });
                    for (b, &v) in row.iter().enumerate() {
                        if b > 0 {
                            line.push(b',');
                        }
                        push_decimal(&mut line, v.into(), 0);
                    }
                    line.push(b']');
                }
                RowLayout::Text => {
                    push_decimal(&mut line, a as u64, label);
                    line.push(b':');
                    for &v in row {
                        line.push(b' ');
                        push_decimal(&mut line, v.into(), cell);
                    }
                    line.push(b'\n');
                }
            }
            out.write_all(&line)?;
        }
        Ok(())
    }
}

/// The number of decimal digits of `n`.
fn decimal_len(n: u64) -> usize {
    n.checked_ilog10().map_or(1, |log| log as usize + 1)
}

/// Appends `n` in decimal, right-aligned in `width` columns (padded with spaces).
fn push_decimal(line: &mut Vec<u8>, n: u64, width: usize) {
    let len = decimal_len(n);
    line.resize(line.len() + width.saturating_sub(len), b' ');
    let start = line.len();
    line.resize(start + len, b'0');
    let mut rest = n;
    for digit in line[start..].iter_mut().rev() {
        *digit = b'0' + (rest % 10) as u8;
        rest /= 10;
    }
}

/// The layout of [`GrundyTable::write_rows`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RowLayout {
    /// JSON arrays separated by commas.
    Json,
    /// Text lines, a row each, its number first.
    Text,
}

/// The units of work of one option listed: read from the table (out of the cache when the
/// list is long: measured about 5.6 ns an option at `to = 5000` with 99 amounts), put
/// into the scratch set and taken out again.
const LISTED_OPTION: u64 = 4 * MEX_INSERT;

/// The units of work of a word read from one set during a mex (the sets of a large table
/// are out of the cache: measured about 3 ns a word).
const WORD_READ: u64 = 3;

/// Refuses tables beyond [`MAX_TABLE_TO`], and those whose listed options alone are
/// predicted to pass [`WORK_LIMIT`].
pub fn check_table(game: &CoordinateGame, to: usize) -> Result<(), CoordinateError> {
    if to > MAX_TABLE_TO {
        return Err(CoordinateError::TooLarge(format!(
            "a table up to heap {to} is too large: tables are kept in memory up to heap \
             {MAX_TABLE_TO}"
        )));
    }
    let work = predicted_listed_work(game, to);
    if work > WORK_LIMIT as f64 {
        return Err(CoordinateError::TooLarge(format!(
            "the table of {} up to heap {to} lists about {work:.0e} units of work of \
             options, over the limit of {:.0e} (about ten seconds); a shorter list, or all, \
             is faster",
            excerpt(&game.to_string()),
            WORK_LIMIT as f64
        )));
    }
    Ok(())
}

/// The units of work of the options a finite ONE or BOTH lists over the cells `b >= a`
/// of the table up to `to` (an upper bound: every amount up to `to` counted at every
/// cell).
fn predicted_listed_work(game: &CoordinateGame, to: usize) -> f64 {
    let per_cell = 2 * game.one().listed_up_to(to).len() + game.both().listed_up_to(to).len();
    let cells = (to + 1) as f64 * (to + 2) as f64 / 2.0;
    cells * (per_cell as u64 * LISTED_OPTION) as f64
}

/// The Grundy table of `game` up to heap `to`, refused beyond the limits of
/// [`check_table`] and stopped at [`WORK_LIMIT`]. `progress(done, total)` reports the rows
/// done.
pub fn grundy_table(
    game: &CoordinateGame,
    to: usize,
    progress: &mut Progress<'_>,
) -> Result<GrundyTable, CoordinateError> {
    check_table(game, to)?;
    let width = to + 1;
    let words = game.options_bound(to) / 64 + 1;
    let (one_all, both_all) = (game.one().is_all(), game.both().is_all());
    let lines = |present: bool, count: usize| SeenSets::new(if present { count } else { 0 }, words);
    let mut row = lines(one_all, 1);
    let mut columns = lines(one_all, width);
    // Only the cells b >= a are computed, so only the diagonals b - a >= 0 are kept.
    let mut diagonals = lines(both_all, width);
    let mut scratch = vec![0u64; words];
    let mut marked: Vec<u32> = Vec::new();
    let mut values = vec![0u32; width * width];
    // G(x, y) for a cell already computed (by symmetry, the one with x <= y).
    let known = |values: &[u32], x: usize, y: usize| values[x.min(y) * width + x.max(y)];
    let mut work = 0u64;
    for a in 0..width {
        if one_all {
            // G(a, 0..a) = G(0..a, a): column a so far.
            row.copy_from(0, &columns, a);
            work += words as u64;
        }
        for b in a..width {
            let diagonal = b - a;
            marked.clear();
            let (one, both) = (game.one(), game.both());
            marked.extend(
                one.listed_up_to(a)
                    .iter()
                    .map(|&s| known(&values, a - s, b)),
            );
            marked.extend(
                one.listed_up_to(b)
                    .iter()
                    .map(|&s| known(&values, a, b - s)),
            );
            marked.extend(
                both.listed_up_to(a)
                    .iter()
                    .map(|&s| known(&values, a - s, b - s)),
            );
            for &v in &marked {
                scratch[v as usize >> 6] |= 1 << (v & 63);
            }
            let mut sets: [&[u64]; 4] = [&scratch; 4];
            let mut count = 1;
            let mut present_below = 0;
            if one_all {
                sets[1] = row.words(0);
                sets[2] = columns.words(b);
                count = 3;
                present_below = row.mex(0).max(columns.mex(b));
            }
            if both_all {
                sets[count] = diagonals.words(diagonal);
                count += 1;
                present_below = present_below.max(diagonals.mex(diagonal));
            }
            let (value, read) = first_absent(&sets[..count], present_below);
            work += read * count as u64 * WORD_READ + marked.len() as u64 * LISTED_OPTION;
            for &v in &marked {
                scratch[v as usize >> 6] = 0;
            }
            if one_all {
                work += row.insert(0, value) + columns.insert(b, value);
            }
            if both_all {
                work += diagonals.insert(diagonal, value);
            }
            values[a * width + b] = value;
        }
        if work > WORK_LIMIT {
            return Err(CoordinateError::TooLarge(format!(
                "the work limit of {:.0e} units (about ten seconds) was used up with rows \
                 0..{} of the table of {} computed, before heap {to}",
                WORK_LIMIT as f64,
                a + 1,
                excerpt(&game.to_string())
            )));
        }
        progress(a as u64 + 1, width as u64);
    }
    for a in 1..width {
        for b in 0..a {
            values[a * width + b] = values[b * width + a];
        }
    }
    Ok(GrundyTable { to, values })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimals_are_those_of_the_formatter() {
        let numbers = [0, 1, 9, 10, 99, 100, 4_294_967_295, u64::MAX];
        for n in numbers {
            for width in [0, 1, 3, 25] {
                let mut line = b"x".to_vec();
                push_decimal(&mut line, n, width);
                assert_eq!(String::from_utf8(line).unwrap(), format!("x{n:>width$}"));
            }
            assert_eq!(decimal_len(n), n.to_string().len());
        }
    }

    #[test]
    fn rows_are_written_as_the_formatter_writes_them() {
        let game = CoordinateGame::parse("wythoff:1,2/3").unwrap();
        let table = grundy_table(&game, 12, &mut |_, _| {}).unwrap();
        let (mut json, mut text) = (Vec::new(), Vec::new());
        table.write_rows(&mut json, RowLayout::Json).unwrap();
        table.write_rows(&mut text, RowLayout::Text).unwrap();
        let rows: Vec<String> = table
            .rows()
            .map(|row| format!("{row:?}").replace(' ', ""))
            .collect();
        assert_eq!(String::from_utf8(json).unwrap(), rows.join(","));
        let cell = table.max().to_string().len();
        let lines: String = table
            .rows()
            .enumerate()
            .map(|(a, row)| {
                let cells: String = row.iter().map(|v| format!(" {v:>cell$}")).collect();
                format!("{a:>2}:{cells}\n")
            })
            .collect();
        assert_eq!(String::from_utf8(text).unwrap(), lines);
    }
}
