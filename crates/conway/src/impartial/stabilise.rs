//! Certified stabilisation of two-parameter impartial families whose moves split the height.
//!
//! # The families
//!
//! A *height-split family* has positions `(w, h)` with `w, h >= 1` (a width and a height).
//! Each width `w` has a list of *channels*, each a list of strictly narrower widths. A move
//! from `(w, h)` picks a channel `c` and a height `1 <= y < h`, and leaves the disjunctive
//! sum of the pieces `(u, y)` and `(u, h - y)` for every `u` in `c`. Paper cutting
//! (problem 3 of `docs/problems.md`) is the example: a cross cut at `(x, y)` of a `w x h`
//! sheet is the channel `[x, w - x]` at height `y`.
//!
//! Write `G(w, h)` for the Grundy value and `t_c(y) = xor of G(u, y) over u in c` for the
//! *channel sequence*. By the Sprague–Grundy theorem (Winning Ways, ch. 3; Siegel,
//! *Combinatorial Game Theory*, IV.1) the option of `(w, h)` through `(c, y)` has value
//! `t_c(y) xor t_c(h - y)`, and
//!
//! ```text
//! G(w, h) = mex { t_c(y) xor t_c(h - y) : c a channel of w, 1 <= y < h }.
//! ```
//!
//! Row `w` depends only on narrower rows, so rows are computed in order of width.
//!
//! # The lemma
//!
//! **Lemma.** Suppose every channel sequence of width `w` is eventually constant:
//! `t_c(y) = t_c(∞)` for all `y >= T_c` (with `T_c >= 1`). Let `B = max_c 2 T_c` (or
//! `B = 1` when `w` has no channel). Then `G(w, h) = G(w, B)` for every `h >= B`.
//!
//! *Proof.* Fix a channel `c`, write `T = T_c`, and let `h >= 2T`. By the symmetry
//! `y <-> h - y` the options through `c` are the values `t_c(y) xor t_c(h - y)` for
//! `1 <= y <= h - y`. If `y <= T - 1` then `h - y >= h - T + 1 > T`, so the value is
//! `t_c(y) xor t_c(∞)`: these are the same values `{t_c(y) xor t_c(∞) : 1 <= y < T}` for
//! every `h >= 2T`. If `y >= T` then `h - y >= y >= T` and the value is
//! `t_c(∞) xor t_c(∞) = 0`; such a `y` exists (`y = T`) because `h >= 2T`. So the set of
//! option values through `c` is the same for all `h >= 2T`. Taking the union over the
//! channels, the option set of `(w, h)`, and hence its mex, is the same for all `h >= B`.
//! With no channel the option set is empty for every `h`. ∎
//!
//! **Corollary** (the form used in problem 3 of `docs/problems.md`). If every narrower
//! width is constant from height `s` on (so every `T_c <= s`) and `G(w, h)` is constant
//! for `h` in `[s, 2s]`, then `G(w, h)` is constant for all `h >= s`: the lemma gives
//! constancy from `2s`, and the interval joins it to `s`.
//!
//! Width 1 has no narrower width, so its channels (if any) list no width and their
//! sequences are constant; by induction on the width every channel sequence and every row
//! is eventually constant, and the lemma is a *certificate*: [`StableRows::build`]
//! computes row `w` exactly at the heights `1..=B` and no further, takes `G(w, B)` as the
//! limit, and reads the least stabilisation height `s_w` (the least `s` with
//! `G(w, h) = G(w, B)` for all `h >= s`) off the computed values. Rows of other shapes
//! (eventually periodic rather than constant) are not covered by this lemma.
//!
//! # The computation of one height
//!
//! The proof also says which options need work at a height `h < B`. For a channel with
//! stabilisation `T`, and `1 <= y <= h - y`:
//! * `h - y >= T` and `y < T`: the value is `t_c(y) xor t_c(∞)`; it is present for every
//!   `h >= y + T`, so each value `v` has a height from which it is always present
//!   ("base" values, found once per row);
//! * `y >= T`: the value is 0, present from `h = 2T` on (also a base value);
//! * `h - y < T`: both heights lie in the explicit prefix; these about `T² / 2` pairs per
//!   channel are the only per-height work (one xor and one store each).
//!
//! The mex at a height needs only the values missing from the base set: the smallest of
//! them are looked for among the explicit pairs in increasing order (a vectorised
//! comparison that stops at the first hit), and the first one not found is `G(w, h)`. At
//! the low heights, where few base values are present yet and many are missing, every
//! explicit pair's value is marked in a bitmap instead. Both ways are exact; they only
//! decide how much of the per-height work is done.
//!
//! Heights of one row are independent and are shared between threads (`rayon`).
//!
//! ```
//! use conway::impartial::stabilise::{HeightSplitFamily, StableRows};
//! /// Paper cutting: a cross cut splits the width into x and w - x.
//! struct Paper;
//! impl HeightSplitFamily for Paper {
//!     fn channels(&self, w: usize) -> Vec<Vec<usize>> {
//!         (1..w).map(|x| vec![x, w - x]).collect()
//!     }
//! }
//! let rows = StableRows::build(&Paper, 5, &mut |_, _| {}).unwrap();
//! assert_eq!(rows.grundy(5, 3), rows.grundy(3, 5)); // the game is symmetric
//! assert_eq!(rows.grundy(5, 3), Some(2));
//! assert_eq!(rows.row(3).unwrap().values.limit(), 2); // G(3, h) = 2 for h >= 4
//! assert_eq!(rows.row(3).unwrap().values.stable_from(), 4);
//! ```

use crate::impartial::periodic::EventuallyConstant;
use crate::progress::Progress;
use rayon::prelude::*;
use std::fmt;

/// A two-parameter family in which every move splits the height once (see the module
/// documentation).
pub trait HeightSplitFamily {
    /// The channels of width `width`: each lists widths `u` with `1 <= u < width`, and a move
    /// through it at height `y` leaves the pieces `(u, y)` and `(u, h - y)` for each `u`.
    /// Every listed channel is a distinct kind of move (for counting), so a channel may
    /// appear more than once.
    fn channels(&self, width: usize) -> Vec<Vec<usize>>;
}

/// Why the rows of a family could not be computed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StabiliseError {
    /// A channel of `width` lists a width that is not strictly narrower (or is 0).
    BadChannel {
        /// The width whose channel is wrong.
        width: usize,
        /// The offending listed width.
        listed: usize,
    },
    /// A Grundy value does not fit the 16-bit table entries.
    ValueTooLarge {
        /// The width of the row.
        width: usize,
        /// The height at which it happened.
        height: u64,
    },
    /// A computation needs rows up to `needed` but only `computed` were built.
    MissingRows {
        /// The widest row needed.
        needed: usize,
        /// The widest row built.
        computed: usize,
    },
}

impl fmt::Display for StabiliseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StabiliseError::BadChannel { width, listed } => write!(
                f,
                "a channel of width {width} lists width {listed}, which is not between 1 and {}",
                width - 1
            ),
            StabiliseError::ValueTooLarge { width, height } => write!(
                f,
                "the Grundy value at width {width}, height {height} exceeds 65535"
            ),
            StabiliseError::MissingRows { needed, computed } => write!(
                f,
                "rows up to width {needed} are needed but only {computed} were computed"
            ),
        }
    }
}

impl std::error::Error for StabiliseError {}

/// One computed row: its values and the height from which the lemma certifies constancy.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// `G(w, h)` for `h >= 1`; its `stable_from()` is the least stabilisation height.
    pub values: EventuallyConstant,
    /// The lemma's bound `B`: the row was computed at heights `1..=B` exactly.
    pub certified_from: u64,
}

/// The Grundy rows of widths `1..=max_width` of a height-split family, each certified
/// eventually constant.
#[derive(Clone, Debug)]
pub struct StableRows {
    rows: Vec<Row>,
}

impl StableRows {
    /// Computes rows `1..=max_width` in order, calling `progress(done, max_width)` after
    /// each row.
    pub fn build<F: HeightSplitFamily + ?Sized>(
        family: &F,
        max_width: usize,
        progress: &mut Progress<'_>,
    ) -> Result<Self, StabiliseError> {
        let mut table = StableRows {
            rows: Vec::with_capacity(max_width),
        };
        for w in 1..=max_width {
            let channels = distinct_channels(family, w)?;
            let sequences: Vec<EventuallyConstant> = channels
                .iter()
                .map(|(c, _)| table.channel_sequence(c))
                .collect();
            let row = compute_row(w, &sequences)?;
            table.rows.push(row);
            progress(w as u64, max_width as u64);
        }
        Ok(table)
    }

    /// The largest width computed.
    pub fn max_width(&self) -> usize {
        self.rows.len()
    }

    /// Row `w` (`1 <= w <= max_width`).
    pub fn row(&self, w: usize) -> Option<&Row> {
        w.checked_sub(1).and_then(|i| self.rows.get(i))
    }

    /// `G(w, h)` for `1 <= w <= max_width`, `h >= 1`.
    pub fn grundy(&self, w: usize, h: u64) -> Option<u16> {
        if h == 0 {
            return None;
        }
        self.row(w).map(|r| r.values.get(h))
    }

    /// The channel sequence `t_c(y) = xor of G(u, y) over u in c`; every `u` must be a
    /// computed width.
    pub fn channel_sequence(&self, channel: &[usize]) -> EventuallyConstant {
        let rows: Vec<&EventuallyConstant> =
            channel.iter().map(|&u| &self.rows[u - 1].values).collect();
        let stable = rows.iter().map(|r| r.stable_from()).max().unwrap_or(1);
        // t(1..=stable), xoring in one row at a time: its prefix, then its limit.
        let mut values = vec![0u16; stable as usize];
        for r in rows {
            let (head, tail) = values.split_at_mut(r.prefix().len());
            head.iter_mut().zip(r.prefix()).for_each(|(v, &x)| *v ^= x);
            tail.iter_mut().for_each(|v| *v ^= r.limit());
        }
        EventuallyConstant::from_values(&values)
    }
}

/// The channels of `w`, each sorted, without repetitions, with their multiplicities;
/// checks that they list only narrower widths.
pub fn distinct_channels<F: HeightSplitFamily + ?Sized>(
    family: &F,
    w: usize,
) -> Result<Vec<(Vec<usize>, u64)>, StabiliseError> {
    let mut channels = family.channels(w);
    for c in &channels {
        if let Some(&listed) = c.iter().find(|&&u| u == 0 || u >= w) {
            return Err(StabiliseError::BadChannel { width: w, listed });
        }
    }
    channels.iter_mut().for_each(|c| c.sort_unstable());
    channels.sort_unstable();
    let mut distinct: Vec<(Vec<usize>, u64)> = Vec::new();
    for c in channels {
        match distinct.last_mut() {
            Some((last, n)) if *last == c => *n += 1,
            _ => distinct.push((c, 1)),
        }
    }
    Ok(distinct)
}

/// Row `w` from its channel sequences, computed at heights `1..=B` (the lemma's bound).
fn compute_row(w: usize, sequences: &[EventuallyConstant]) -> Result<Row, StabiliseError> {
    let heights = RowHeights::new(sequences);
    let values: Vec<u16> = (1..heights.bound as usize + 1)
        .into_par_iter()
        .with_min_len(8)
        .map_init(new_seen, |seen, h| {
            let h = h as u64;
            let g = heights.grundy_at(seen, h, SEARCHED_CANDIDATES);
            u16::try_from(g).map_err(|_| StabiliseError::ValueTooLarge {
                width: w,
                height: h,
            })
        })
        .collect::<Result<_, _>>()?;
    Ok(Row {
        values: EventuallyConstant::from_values(&values),
        certified_from: heights.bound,
    })
}

/// What the heights of one row share (see "The computation of one height" in the module
/// documentation).
struct RowHeights {
    /// The lemma's bound `B`: the row is computed at heights `1..=B`.
    bound: u64,
    /// A power of two above every option value (option values are xors of channel
    /// values).
    size: usize,
    /// For each value below `size`, the least height from which it is a base value.
    base_from: Vec<u64>,
    /// The explicit prefixes of the channel sequences.
    channels: Vec<Prefix>,
}

impl RowHeights {
    fn new(sequences: &[EventuallyConstant]) -> Self {
        let bound = sequences
            .iter()
            .map(|t| 2 * t.stable_from())
            .max()
            .unwrap_or(1);
        let largest = sequences
            .iter()
            .flat_map(|t| t.prefix().iter().copied().chain([t.limit()]))
            .max()
            .unwrap_or(0);
        let size = (largest as usize + 1).next_power_of_two();
        RowHeights {
            bound,
            size,
            base_from: base_heights(sequences, size),
            channels: sequences.iter().map(Prefix::new).collect(),
        }
    }

    /// `G(w, h)`: the least value below `size` that is neither a base value present at
    /// `h` nor the value `t(y) xor t(h - y)` of an explicit pair (`size` if there is none).
    ///
    /// The values missing from the base set are the only candidates. Each of the first
    /// `searched` of them, in increasing order, is looked for among the explicit pairs
    /// ([`RowHeights::pair_value_occurs`], a comparison the compiler vectorises, stopping
    /// at the first hit); the first one not found is the mex. Past `searched` candidates
    /// the pairs are all marked instead ([`RowHeights::marked_mex`], the twin the tests
    /// compare this with).
    fn grundy_at(&self, seen: &mut Seen, h: u64, searched: usize) -> u32 {
        let candidates = (0..self.size).filter(|&v| self.base_from[v] > h);
        for (i, v) in candidates.enumerate() {
            if i == searched {
                return self.marked_mex(seen, h);
            }
            if !self.pair_value_occurs(v as u16, h as usize) {
                return v as u32;
            }
        }
        self.size as u32
    }

    /// Whether some channel has an explicit pair of value `v` at height `h`. The pairs are
    /// compared in blocks of [`SCAN_BLOCK`] without a branch (vectorised), with an early
    /// exit between blocks.
    fn pair_value_occurs(&self, v: u16, h: usize) -> bool {
        self.channels.iter().any(|c| {
            let (ys, partners) = c.pairs_at(h);
            ys.chunks(SCAN_BLOCK)
                .zip(partners.chunks(SCAN_BLOCK))
                .any(|(a, b)| {
                    a.iter()
                        .zip(b)
                        .fold(false, |hit, (&x, &y)| hit | (x ^ y == v))
                })
        })
    }

    /// `G(w, h)` by marking: a bitmap reset from the base set at `h`, every explicit
    /// pair's value marked, and the first unmarked value below `size`. Four pairs are
    /// xored at once as 16-bit fields of a `u64` (the compiler turns [`packed`] into one
    /// load), then marked by four stores.
    fn marked_mex(&self, seen: &mut Seen, h: u64) -> u32 {
        let size = self.size;
        for (s, &from) in seen[..size].iter_mut().zip(&self.base_from) {
            *s = from <= h;
        }
        for c in &self.channels {
            let (ys, partners) = c.pairs_at(h as usize);
            let (ys4, ys_rest) = ys.as_chunks::<4>();
            let (partners4, partners_rest) = partners.as_chunks::<4>();
            for (a, b) in ys4.iter().zip(partners4) {
                let values = packed(a) ^ packed(b);
                for field in 0..4 {
                    seen[(values >> (16 * field)) as u16 as usize] = true;
                }
            }
            for (&a, &b) in ys_rest.iter().zip(partners_rest) {
                seen[(a ^ b) as usize] = true;
            }
        }
        seen[..size].iter().position(|&s| !s).unwrap_or(size) as u32
    }
}

/// Four 16-bit values as the fields of a `u64`, the first in the low bits.
fn packed(q: &[u16; 4]) -> u64 {
    q[0] as u64 | (q[1] as u64) << 16 | (q[2] as u64) << 32 | (q[3] as u64) << 48
}

/// For each value `v < size`, the least height from which `v` is an option through some
/// channel without work per height (`u64::MAX` if never): `t_c(y) xor t_c(∞)` from height
/// `y + T_c`, and 0 from height `2 T_c`.
fn base_heights(sequences: &[EventuallyConstant], size: usize) -> Vec<u64> {
    let mut from = vec![u64::MAX; size];
    for t in sequences {
        let stable = t.stable_from();
        from[0] = from[0].min(2 * stable);
        for (i, &v) in t.prefix().iter().enumerate() {
            let slot = &mut from[(v ^ t.limit()) as usize];
            *slot = (*slot).min(i as u64 + 1 + stable);
        }
    }
    from
}

/// The explicit prefix `t(1..T)` of a channel sequence, forwards and backwards, so that
/// the pairs `t(y), t(h - y)` of consecutive `y` are two forward slices.
struct Prefix {
    forward: Vec<u16>,
    backward: Vec<u16>,
}

impl Prefix {
    fn new(t: &EventuallyConstant) -> Self {
        let forward = t.prefix().to_vec();
        let backward = forward.iter().rev().copied().collect();
        Prefix { forward, backward }
    }

    /// The explicit pairs at height `h`: `t(y)` and `t(h - y)` for `y <= h - y < T`, i.e.
    /// `max(1, h - len) <= y <= h / 2` with `T - 1 = len`, as two slices of equal length
    /// (`t(y) = forward[y - 1]`, `t(h - y) = backward[len - h + y]`).
    fn pairs_at(&self, h: usize) -> (&[u16], &[u16]) {
        let len = self.forward.len();
        if h > 2 * len {
            return (&[], &[]);
        }
        let (lo, hi) = (h.saturating_sub(len).max(1), h / 2);
        (
            &self.forward[lo - 1..hi],
            &self.backward[len + lo - h..len + hi + 1 - h],
        )
    }
}

/// Which option values occur, indexed by any 16-bit value (so that the innermost loop
/// needs no bounds check); only the first `size` entries are used.
type Seen = Box<[bool; 1 << 16]>;

fn new_seen() -> Seen {
    Box::new([false; 1 << 16])
}

/// How many values missing from the base set [`RowHeights::grundy_at`] looks for among
/// the explicit pairs before it marks them all instead. Most heights have at most a few
/// (the mex is then settled by scans that stop at the first hit, plus one complete scan
/// that proves the mex absent); the heights with many are the low ones, where few base
/// values are present yet, and marking every pair once is cheaper there.
/// (Measured on `D(123, 1234567)`: 2 or 3 are best, about 30% less CPU than marking
/// alone; 1 and 4 to 8 are a few percent slower, searching alone twice as slow.)
const SEARCHED_CANDIDATES: usize = 2;

/// How many pairs [`RowHeights::pair_value_occurs`] compares between two checks for a
/// hit (measured: 256 to 1024 are equally good, 64 is slower).
const SCAN_BLOCK: usize = 512;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::nimber::mex_of;

    struct Paper;
    impl HeightSplitFamily for Paper {
        fn channels(&self, w: usize) -> Vec<Vec<usize>> {
            (1..w).map(|x| vec![x, w - x]).collect()
        }
    }

    /// `G(w, h)` for all `w <= wm`, `h <= hm` straight from the definition (index 0 unused).
    fn direct(family: &dyn HeightSplitFamily, wm: usize, hm: usize) -> Vec<Vec<u32>> {
        let mut g = vec![vec![0u32; hm + 1]; wm + 1];
        for w in 1..=wm {
            let channels = family.channels(w);
            for h in 1..=hm {
                g[w][h] = mex_of(channels.iter().flat_map(|c| {
                    let g = &g;
                    (1..h).map(move |y| c.iter().fold(0, |a, &u| a ^ g[u][y] ^ g[u][h - y]))
                }));
            }
        }
        g
    }

    fn assert_rows_match_direct(family: &dyn HeightSplitFamily, wm: usize, hm: usize) {
        let rows = StableRows::build(family, wm, &mut |_, _| {}).unwrap();
        let g = direct(family, wm, hm);
        for (w, direct_row) in g.iter().enumerate().skip(1) {
            let row = rows.row(w).unwrap();
            assert!(
                row.certified_from as usize <= hm,
                "height {hm} too small for width {w}"
            );
            for (h, &value) in direct_row.iter().enumerate().skip(1) {
                assert_eq!(row.values.get(h as u64) as u32, value, "G({w},{h})");
            }
        }
    }

    #[test]
    fn paper_rows_match_the_definition_beyond_the_certificate() {
        assert_rows_match_direct(&Paper, 16, 260);
    }

    /// A second family: a cut keeps the channel [x] (the rest of the width is discarded) or
    /// [x, w - x - 1] (a strip of width 1 is discarded).
    struct Strip;
    impl HeightSplitFamily for Strip {
        fn channels(&self, w: usize) -> Vec<Vec<usize>> {
            (1..w.saturating_sub(1))
                .map(|x| vec![x, w - 1 - x])
                .chain((1..w).map(|x| vec![x]))
                .collect()
        }
    }

    #[test]
    fn another_family_matches_the_definition() {
        assert_rows_match_direct(&Strip, 12, 200);
    }

    #[test]
    fn stabilisation_heights_and_limits_match_the_definition() {
        // The least height from which the directly computed row is constant (up to a height
        // far beyond every certificate), against the certified row.
        let (wm, hm) = (12, 260);
        let rows = StableRows::build(&Paper, wm, &mut |_, _| {}).unwrap();
        let g = direct(&Paper, wm, hm);
        for (w, direct_row) in g.iter().enumerate().skip(1) {
            let row = rows.row(w).unwrap();
            assert!(2 * row.certified_from as usize <= hm, "width {w}");
            let limit = direct_row[hm];
            let least = (1..=hm)
                .rev()
                .find(|&h| direct_row[h] != limit)
                .map_or(1, |h| h + 1);
            assert_eq!(row.values.limit() as u32, limit, "width {w}");
            assert_eq!(row.values.stable_from(), least as u64, "width {w}");
        }
    }

    /// At every height of the rows of both families, the candidate search (whatever the
    /// number of candidates searched before marking: 0 is marking alone, `usize::MAX`
    /// searching alone) gives the mex found by marking every pair.
    #[test]
    fn candidate_search_matches_marking() {
        let families: [(&dyn HeightSplitFamily, usize); 2] = [(&Paper, 40), (&Strip, 14)];
        for (family, wm) in families {
            let rows = StableRows::build(family, wm, &mut |_, _| {}).unwrap();
            let mut seen = new_seen();
            for w in 1..=wm {
                let sequences: Vec<EventuallyConstant> = distinct_channels(family, w)
                    .unwrap()
                    .iter()
                    .map(|(c, _)| rows.channel_sequence(c))
                    .collect();
                let heights = RowHeights::new(&sequences);
                for h in 1..=heights.bound {
                    let marked = heights.marked_mex(&mut seen, h);
                    assert_eq!(marked as u16, rows.grundy(w, h).unwrap(), "G({w},{h})");
                    for searched in [0, 1, 2, 5, usize::MAX] {
                        let found = heights.grundy_at(&mut seen, h, searched);
                        assert_eq!(found, marked, "G({w},{h}), {searched} searched");
                    }
                }
            }
        }
    }

    #[test]
    fn bad_channels_are_refused() {
        struct Wide;
        impl HeightSplitFamily for Wide {
            fn channels(&self, w: usize) -> Vec<Vec<usize>> {
                vec![vec![w]]
            }
        }
        let e = StableRows::build(&Wide, 3, &mut |_, _| {}).unwrap_err();
        assert_eq!(
            e,
            StabiliseError::BadChannel {
                width: 1,
                listed: 1
            }
        );
        assert!(e.to_string().contains("width 1"));
    }

    #[test]
    fn distinct_channels_count_multiplicities() {
        let d = distinct_channels(&Paper, 5).unwrap();
        assert_eq!(d, vec![(vec![1, 4], 2), (vec![2, 3], 2)]);
    }
}
