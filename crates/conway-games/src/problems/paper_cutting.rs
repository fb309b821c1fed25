//! Paper cutting (the third problem of `docs/problems.md`): a four-way take-and-break game on rectangles.
//!
//! A position is a multiset of integer rectangles. A move picks a `w x h` rectangle with
//! `w, h >= 2` and a point `(x, y)`, `1 <= x < w`, `1 <= y < h`, and cuts through it once
//! vertically and once horizontally, leaving `x*y`, `(w-x)*y`, `x*(h-y)` and `(w-x)*(h-y)`.
//! By the Sprague–Grundy theorem (Winning Ways, ch. 3) a single rectangle has a Grundy value
//! `G(w, h) = G(h, w)`, and the cut at `(x, y)` leads to
//! `G(x,y) xor G(w-x,y) xor G(x,h-y) xor G(w-x,h-y)`.
//!
//! The game is described twice:
//!
//! * as an [`Impartial`] ruleset on [`Rect`]s, so that the generic memoised
//!   [`conway::impartial::GrundySolver`] evaluates it (the slow twin, for small rectangles);
//! * as a [`HeightSplitFamily`] (the cut at `(x, y)` is the channel `[x, w - x]` at height
//!   `y`), so that [`StableRows`] computes each row `G(w, .)` only up to the height from
//!   which the stabilisation lemma of [`conway::impartial::stabilise`] certifies it constant.
//!
//! `C(w, h)` (winning first moves of one rectangle) and `D(W, H)` (their sum over
//! `2 <= w <= W`, `2 <= h <= H`) come from [`conway::count::winning_moves`]: a histogram
//! over each channel's explicit prefix and closed forms over its constant tail, so the cost
//! does not depend on the height `H`. Both are symmetric in width and height; the smaller
//! side is taken as the width.
//!
//! ```
//! use conway::count::Exact;
//! use conway_games::problems::paper_cutting;
//! let cell = paper_cutting::cell(5, 3, &mut |_, _| {}).unwrap();
//! assert_eq!((cell.grundy, cell.winning_moves), (2, 4)); // C(5,3) = 4, the problem's check value
//! let d = paper_cutting::total_winning_moves(12, 123, &Exact, &mut |_, _| {}).unwrap();
//! assert_eq!(d.to_string(), "327398");
//! ```

use conway::count::winning_moves::{winning_moves, winning_moves_total};
use conway::count::Arithmetic;
use conway::impartial::stabilise::{HeightSplitFamily, StabiliseError, StableRows};
use conway::impartial::Impartial;
use conway::progress::Progress;
use std::fmt;

/// The largest width (smaller side) whose rows are computed on request. The cost of the
/// rows grows steeply with the width (measured: rows up to width 122 take under half a
/// CPU-second, up to width 180 about 3 and up to 200 about 5 CPU-seconds), so wider
/// requests are refused rather than left running for minutes.
pub const MAX_WIDTH: u64 = 200;

/// The paper-cutting ruleset.
#[derive(Copy, Clone, Debug, Default)]
pub struct PaperCutting;

/// A `width x height` rectangle.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Rect {
    /// Horizontal side.
    pub width: u32,
    /// Vertical side.
    pub height: u32,
}

impl Impartial for PaperCutting {
    type Position = Rect;

    fn moves(&self, r: &Rect) -> Vec<Vec<Rect>> {
        let rect = |width, height| Rect { width, height };
        let mut out = Vec::new();
        for x in 1..r.width {
            for y in 1..r.height {
                let (x2, y2) = (r.width - x, r.height - y);
                out.push(vec![rect(x, y), rect(x2, y), rect(x, y2), rect(x2, y2)]);
            }
        }
        out
    }
}

impl HeightSplitFamily for PaperCutting {
    /// The vertical cut at `x` splits the width into `x` and `w - x`, on both sides of the
    /// horizontal cut.
    fn channels(&self, w: usize) -> Vec<Vec<usize>> {
        (1..w).map(|x| vec![x, w - x]).collect()
    }
}

/// A request the paper-cutting solver refuses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PaperError {
    /// A side of 0.
    ZeroSide(&'static str),
    /// Both sides exceed [`MAX_WIDTH`].
    TooWide {
        /// The smaller side requested.
        width: u64,
    },
    /// The engine failed (not expected for this ruleset).
    Engine(StabiliseError),
}

impl fmt::Display for PaperError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PaperError::ZeroSide(side) => write!(f, "{side} must be at least 1"),
            PaperError::TooWide { width } => write!(
                f,
                "the width (smaller side) {width} is above the limit {MAX_WIDTH}: the cost of \
                 the Grundy rows grows steeply with it (width {MAX_WIDTH} takes about 5 \
                 CPU-seconds)"
            ),
            PaperError::Engine(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for PaperError {}

impl From<StabiliseError> for PaperError {
    fn from(e: StabiliseError) -> Self {
        PaperError::Engine(e)
    }
}

/// The rows `G(w, .)` for `1 <= w <= max_width`, each certified eventually constant;
/// `progress(done, total)` is called after each row.
pub fn grundy_rows(max_width: u64, progress: &mut Progress<'_>) -> Result<StableRows, PaperError> {
    if max_width > MAX_WIDTH {
        return Err(PaperError::TooWide { width: max_width });
    }
    Ok(StableRows::build(
        &PaperCutting,
        max_width as usize,
        progress,
    )?)
}

/// One rectangle: its Grundy value and number of winning moves.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Cell {
    /// `G(w, h)`.
    pub grundy: u16,
    /// `C(w, h)`: moves to a position of nim-sum 0.
    pub winning_moves: u128,
}

/// `G(w, h)` and `C(w, h)` for one `w x h` rectangle.
pub fn cell(w: u64, h: u64, progress: &mut Progress<'_>) -> Result<Cell, PaperError> {
    let (w, h) = sides(w, h)?;
    let rows = grundy_rows(w, progress)?;
    let grundy = rows
        .grundy(w as usize, h)
        .ok_or(StabiliseError::MissingRows {
            needed: w as usize,
            computed: rows.max_width(),
        })?;
    let winning_moves = winning_moves(&rows, &PaperCutting, w as usize, h)?;
    Ok(Cell {
        grundy,
        winning_moves,
    })
}

/// `D(W, H) = sum of C(w, h)` over `2 <= w <= W`, `2 <= h <= H`, in the arithmetic `arith`.
pub fn total_winning_moves<A: Arithmetic>(
    max_w: u64,
    max_h: u64,
    arith: &A,
    progress: &mut Progress<'_>,
) -> Result<A::Value, PaperError> {
    let (w, h) = sides(max_w, max_h)?;
    // The cuts of width-w sheets use rows narrower than w only.
    let rows = grundy_rows(w - 1, progress)?;
    Ok(winning_moves_total(
        &rows,
        &PaperCutting,
        w as usize,
        h,
        arith,
    )?)
}

/// The sides as (smaller, larger), refusing zeros and oversized widths.
fn sides(w: u64, h: u64) -> Result<(u64, u64), PaperError> {
    if w == 0 {
        return Err(PaperError::ZeroSide("the width"));
    }
    if h == 0 {
        return Err(PaperError::ZeroSide("the height"));
    }
    let (w, h) = (w.min(h), w.max(h));
    if w > MAX_WIDTH {
        return Err(PaperError::TooWide { width: w });
    }
    Ok((w, h))
}

#[cfg(test)]
mod tests {
    use super::*;
    use conway::count::{Exact, Modular};
    use conway::impartial::GrundySolver;
    use num_bigint::BigInt;
    use rayon::prelude::*;

    fn rect(width: u32, height: u32) -> Rect {
        Rect { width, height }
    }

    #[test]
    fn engine_rows_match_the_memoised_solver() {
        let rows = grundy_rows(12, &mut |_, _| {}).unwrap();
        let mut solver = GrundySolver::new(PaperCutting);
        for w in 1..=12u32 {
            for h in 1..=14u32 {
                let g = solver.grundy(&rect(w, h)).0;
                assert_eq!(
                    rows.grundy(w as usize, h as u64),
                    Some(g as u16),
                    "G({w},{h})"
                );
            }
        }
    }

    #[test]
    fn both_descriptions_list_the_same_moves() {
        for w in 1..=7u32 {
            for h in 1..=7u32 {
                let mut from_rules: Vec<Vec<Rect>> = PaperCutting.moves(&rect(w, h));
                let mut from_channels: Vec<Vec<Rect>> = Vec::new();
                for c in PaperCutting.channels(w as usize) {
                    for y in 1..h {
                        from_channels.push(
                            c.iter()
                                .flat_map(|&u| [rect(u as u32, y), rect(u as u32, h - y)])
                                .collect(),
                        );
                    }
                }
                from_rules.iter_mut().for_each(|m| m.sort());
                from_channels.iter_mut().for_each(|m| m.sort());
                from_rules.sort();
                from_channels.sort();
                assert_eq!(from_rules, from_channels, "{w}x{h}");
            }
        }
    }

    #[test]
    fn winning_moves_match_the_memoised_solver() {
        let mut solver = GrundySolver::new(PaperCutting);
        for w in 1..=9u32 {
            for h in 1..=9u32 {
                let fast = cell(w as u64, h as u64, &mut |_, _| {}).unwrap();
                let slow = solver.count_winning_moves(&[rect(w, h)]);
                assert_eq!(fast.winning_moves, slow as u128, "C({w},{h})");
            }
        }
        assert_eq!(solver.count_winning_moves(&[rect(5, 3)]), 4);
    }

    /// `C(w, h)` for `w <= wm`, `h <= hm` by enumerating every cut (index 0 unused).
    fn direct_counts(rows: &StableRows, wm: usize, hm: usize) -> Vec<Vec<u64>> {
        let g = |w: usize, y: usize| rows.grundy(w, y as u64).unwrap();
        let count = |w: usize, h: usize| {
            let cuts = (1..w).flat_map(|x| (1..h).map(move |y| (x, y)));
            cuts.filter(|&(x, y)| g(x, y) ^ g(w - x, y) ^ g(x, h - y) ^ g(w - x, h - y) == 0)
                .count() as u64
        };
        (0..=wm)
            .map(|w| {
                (0..=hm)
                    .map(|h| if w < 2 || h < 2 { 0 } else { count(w, h) })
                    .collect()
            })
            .collect()
    }

    /// Sums of `C` over `w <= W`, `h <= H` for every `W <= wm`, `H <= hm`.
    fn direct_totals(rows: &StableRows, wm: usize, hm: usize) -> Vec<Vec<u64>> {
        let c = direct_counts(rows, wm, hm);
        let mut d = vec![vec![0u64; hm + 1]; wm + 1];
        for w in 1..=wm {
            for h in 1..=hm {
                d[w][h] = c[w][h] + d[w - 1][h] + d[w][h - 1] - d[w - 1][h - 1];
            }
        }
        d
    }

    #[test]
    fn totals_match_direct_summation_up_to_40() {
        let rows = grundy_rows(40, &mut |_, _| {}).unwrap();
        let d = direct_totals(&rows, 40, 40);
        for w in 1..=40 {
            for h in 1..=40 {
                let fast = winning_moves_total(&rows, &PaperCutting, w, h as u64, &Exact).unwrap();
                assert_eq!(fast, BigInt::from(d[w][h]), "D({w},{h})");
                let cell = winning_moves(&rows, &PaperCutting, w, h as u64).unwrap();
                assert_eq!(
                    cell,
                    (d[w][h] + d[w - 1][h - 1] - d[w - 1][h] - d[w][h - 1]) as u128
                );
            }
        }
    }

    #[test]
    fn totals_match_direct_summation_on_tall_sheets() {
        let rows = grundy_rows(30, &mut |_, _| {}).unwrap();
        let d = direct_totals(&rows, 30, 900);
        for (w, h) in [(12, 123), (5, 900), (17, 640), (30, 900)] {
            let fast = total_winning_moves(w as u64, h as u64, &Exact, &mut |_, _| {}).unwrap();
            assert_eq!(fast, BigInt::from(d[w][h]), "D({w},{h})");
        }
        assert_eq!(d[12][123], 327_398); // the check value of the problem
    }

    /// `D(123, 1234567)`, asserted after the cross-check below agreed with it.
    const FULL_SIZE: &str = "5707485980743099";

    #[test]
    fn full_size_answer() {
        let d = total_winning_moves(123, 1_234_567, &Exact, &mut |_, _| {}).unwrap();
        assert_eq!(d.to_string(), FULL_SIZE);
    }

    /// Rows `G(w, h)`, `h <= len_w`, from the definition alone: every cut is tried (up to
    /// the symmetries x <-> w - x, y <-> h - y), and row `w` is computed to twice the
    /// largest stabilisation height of the narrower rows, plus 2. Returns the rows
    /// (index 0 unused) and their stabilisation heights.
    fn naive_rows(max_w: usize) -> (Vec<Vec<u16>>, Vec<usize>) {
        let mut rows: Vec<Vec<u16>> = vec![vec![]];
        let mut stable = vec![0usize];
        for w in 1..=max_w {
            let top = 2 * stable[1..].iter().max().copied().unwrap_or(0) + 2;
            let g = |x: usize, y: usize| rows[x][y.min(rows[x].len() - 1)];
            let value = |h: usize| {
                let options = (1..=w / 2).flat_map(|x| {
                    (1..=h / 2).map(move |y| {
                        (g(x, y) ^ g(w - x, y) ^ g(x, h - y) ^ g(w - x, h - y)) as u32
                    })
                });
                conway::impartial::nimber::mex_of(options) as u16
            };
            // Heights of one width are independent: computed on every core.
            let row: Vec<u16> = (0..=top)
                .into_par_iter()
                .map(|h| if h == 0 { 0 } else { value(h) })
                .collect();
            let s = (1..=top)
                .rev()
                .find(|&h| row[h - 1] != row[top] || h == 1)
                .unwrap();
            rows.push(row);
            stable.push(s);
        }
        (rows, stable)
    }

    /// `D(W, H)` by a second route: per cut position x and height h, the winning cuts
    /// `e(h) = #{y : t(y) = t(h - y)}` counted one by one up to `h = 2T` (T the
    /// stabilisation of t), where `e` starts growing by exactly one per height (checked on
    /// 40 further heights), then an arithmetic series.
    fn slow_total(rows: &[Vec<u16>], stable: &[usize], max_w: usize, max_h: u64) -> u128 {
        let g = |x: usize, y: usize| rows[x][y.min(rows[x].len() - 1)];
        // Cut positions are independent: summed on every core.
        let cuts: Vec<(usize, usize)> = (2..=max_w)
            .flat_map(|w| (1..=w / 2).map(move |x| (w, x)))
            .collect();
        cuts.into_par_iter()
            .map(|(w, x)| {
                let weight = if 2 * x == w { 1 } else { 2 };
                let t = |y: usize| g(x, y) ^ g(w - x, y);
                let e = |h: usize| (1..h).filter(|&y| t(y) == t(h - y)).count() as u128;
                let knee = 2 * stable[x].max(stable[w - x]);
                for extra in 1..=40 {
                    assert_eq!(e(knee + extra), e(knee) + extra as u128, "w={w} x={x}");
                }
                let direct_to = (knee as u64).min(max_h) as usize;
                let mut sum: u128 = (2..=direct_to).map(e).sum();
                if max_h > knee as u64 {
                    let n = (max_h - knee as u64) as u128;
                    sum += n * e(knee) + n * (n + 1) / 2;
                }
                weight * sum
            })
            .sum()
    }

    #[test]
    fn slow_route_matches_on_small_cases() {
        let (rows, stable) = naive_rows(20);
        for (w, h) in [(12, 123), (20, 5), (20, 5000), (7, 1 << 40)] {
            let fast = total_winning_moves(w as u64, h, &Exact, &mut |_, _| {}).unwrap();
            assert_eq!(
                fast,
                BigInt::from(slow_total(&rows, &stable, w, h)),
                "D({w},{h})"
            );
        }
    }

    /// The independent cross-check of [`FULL_SIZE`] (about a minute of CPU):
    /// `cargo test -p conway-games full_size_slow -- --ignored`.
    #[test]
    #[ignore]
    fn full_size_slow_route() {
        let (rows, stable) = naive_rows(122);
        let fast = grundy_rows(122, &mut |_, _| {}).unwrap();
        for (w, &s) in stable.iter().enumerate().skip(1) {
            assert_eq!(
                fast.row(w).unwrap().values.stable_from(),
                s as u64,
                "width {w}"
            );
        }
        assert_eq!(
            slow_total(&rows, &stable, 123, 1_234_567).to_string(),
            FULL_SIZE
        );
    }

    #[test]
    fn totals_are_symmetric_and_reduce_modulo() {
        let a = total_winning_moves(9, 70, &Exact, &mut |_, _| {}).unwrap();
        assert_eq!(
            a,
            total_winning_moves(70, 9, &Exact, &mut |_, _| {}).unwrap()
        );
        let m = Modular::new(1000).unwrap();
        let r = total_winning_moves(9, 70, &m, &mut |_, _| {}).unwrap();
        assert_eq!(BigInt::from(r), a % 1000);
    }

    #[test]
    fn bad_requests_are_refused() {
        assert_eq!(
            cell(0, 5, &mut |_, _| {}),
            Err(PaperError::ZeroSide("the width"))
        );
        assert_eq!(
            cell(5, 0, &mut |_, _| {}),
            Err(PaperError::ZeroSide("the height"))
        );
        let e = total_winning_moves(MAX_WIDTH + 1, 10_000, &Exact, &mut |_, _| {}).unwrap_err();
        assert_eq!(
            e,
            PaperError::TooWide {
                width: MAX_WIDTH + 1
            }
        );
        assert!(e.to_string().contains("limit"));
        // A long thin strip is fine: the smaller side is the width.
        assert_eq!(
            cell(u64::MAX, 1, &mut |_, _| {}).unwrap(),
            Cell {
                grundy: 0,
                winning_moves: 0
            }
        );
    }
}
