//! The least start of every period of a finite sequence at once, in linear time.
//!
//! For a sequence `x(0..len)` and a period `p`, the *least start* `n0(p)` is the least `n0`
//! with `x(n) = x(n + p)` for all `n0 <= n < len - p`: the preperiod that the values
//! show for `p`. Scanning down from the end for each `p` separately costs `len - p - n0(p)`
//! comparisons, so all periods up to `len / 3` cost up to `len^2 / 3` on a sequence with a
//! short period (every multiple of it is scanned to the start).
//!
//! **Method.** Read the sequence backwards, `r(i) = x(len - 1 - i)`, and let `Z(p)` be the
//! length of the longest common prefix of `r` and `r` shifted by `p` (the *Z-function* of
//! `r`). The equalities `x(n) = x(n + p)` for `n = len - 1 - p` down to `n0` are the
//! equalities `r(i + p) = r(i)` for `i = 0` up to `len - 1 - p - n0`, so
//! `n0(p) = len - p - Z(p)`. The Z-function is computed left to right keeping the box
//! `[left, right)` reaching furthest right with `r(left..right) = r(0..right - left)`: for
//! `p` inside the box, `r(p..right)` equals `r(p - left..right - left)`, so `Z(p)` is at least
//! `min(Z(p - left), right - p)`, and comparisons go on from there. Each comparison that
//! succeeds moves `right` on, and each `p` ends with at most one that fails, so periods up to
//! `m` cost at most `len + m` comparisons (Gusfield, *Algorithms on Strings, Trees and
//! Sequences*, 1997, §1.4, where `Z` is computed for the same purpose on strings).

/// The least starts `(p, n0(p))` for `p = 1, 2, ..., max_period`, in order and computed as
/// they are asked for, of the sequence of length `len > max_period` whose terms `i` and `j`
/// are equal when `same(i, j)`.
///
/// The `Z(p)` seen so far are kept in 32 bits each (a third of the 4-byte values at most),
/// saturated at `u32::MAX`: a saturated entry only makes later comparisons start lower, and
/// every `Z(p)` returned is exact.
pub(super) struct LeastStarts<F> {
    len: usize,
    max_period: usize,
    same: F,
    /// `Z(0..p)`, saturated (`Z(0)` is never read).
    prefix: Vec<u32>,
    /// The box `[left, right)`.
    left: usize,
    right: usize,
}

impl<F: Fn(usize, usize) -> bool> LeastStarts<F> {
    pub(super) fn new(len: usize, max_period: usize, same: F) -> Self {
        debug_assert!(max_period < len.max(1));
        LeastStarts {
            len,
            max_period,
            same,
            prefix: vec![0],
            left: 0,
            right: 0,
        }
    }
}

impl<F: Fn(usize, usize) -> bool> Iterator for LeastStarts<F> {
    type Item = (usize, usize);

    fn next(&mut self) -> Option<(usize, usize)> {
        let p = self.prefix.len();
        if p > self.max_period {
            return None;
        }
        let len = self.len;
        // r(i) = r(j), reading the sequence backwards.
        let same_backwards = |i: usize, j: usize| (self.same)(len - 1 - i, len - 1 - j);
        let mut z = if p < self.right {
            (self.prefix[p - self.left] as usize).min(self.right - p)
        } else {
            0
        };
        while p + z < len && same_backwards(z, p + z) {
            z += 1;
        }
        if p + z > self.right {
            (self.left, self.right) = (p, p + z);
        }
        self.prefix.push(u32::try_from(z).unwrap_or(u32::MAX));
        Some((p, len - p - z))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::periodic::least_start;
    use rand::{Rng, SeedableRng};
    use std::cell::Cell;

    fn plain(values: &[u32], max_period: usize) -> Vec<usize> {
        (1..=max_period)
            .map(|p| least_start(values.len(), p, |n| values[n] == values[n + p]))
            .collect()
    }

    #[test]
    fn equal_to_the_scan_for_each_period() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(17);
        for _ in 0..3000 {
            let len = rng.gen_range(1..200);
            let alphabet = rng.gen_range(1..4);
            let period = rng.gen_range(1..12);
            let preperiod = rng.gen_range(0..len);
            let pattern: Vec<u32> = (0..period).map(|_| rng.gen_range(0..alphabet)).collect();
            let mut values: Vec<u32> = (0..len)
                .map(|n| {
                    if n < preperiod {
                        rng.gen_range(0..alphabet)
                    } else {
                        pattern[(n - preperiod) % period]
                    }
                })
                .collect();
            if rng.gen_bool(0.2) {
                let noisy = rng.gen_range(0..len);
                values[noisy] = rng.gen_range(0..alphabet + 1);
            }
            let max_period = rng.gen_range(0..len);
            let fast: Vec<usize> = LeastStarts::new(len, max_period, |i, j| values[i] == values[j])
                .map(|(_, start)| start)
                .collect();
            assert_eq!(fast, plain(&values, max_period), "{values:?}");
        }
    }

    #[test]
    fn comparisons_are_linear_in_the_length() {
        // Period 6 over a million terms: the scan compares each multiple of 6 over the
        // whole sequence (more than 10^10 comparisons); the Z-function at most len + m.
        let len = 1_000_000;
        let values: Vec<u32> = (0..len).map(|n| (n % 6 / 3) as u32).collect();
        let comparisons = Cell::new(0usize);
        let max_period = len / 3;
        let starts: Vec<(usize, usize)> = LeastStarts::new(len, max_period, |i, j| {
            comparisons.set(comparisons.get() + 1);
            values[i] == values[j]
        })
        .collect();
        assert!(
            comparisons.get() <= len + max_period,
            "{}",
            comparisons.get()
        );
        assert_eq!(starts.len(), max_period);
        for &(p, start) in &starts[..50] {
            let scan = least_start(len, p, |n| values[n] == values[n + p]);
            assert_eq!(start, scan, "period {p}");
        }
        assert_eq!(starts[5], (6, 0));
    }
}
