//! The rare/common classification of values (Gangolli & Plambeck, "A note on periodicity
//! in some octal games", IJGT 18 (1989)), the choice of its mask, and the forecast of the
//! work of a method that uses it.
//!
//! Fix a bit mask `m` and call a value *rare* when `popcount(v & m)` is even, *common*
//! otherwise. Since parity is additive under xor, a common nim-sum `G(a) xor G(b)` needs
//! exactly one rare summand, and a rare nim-sum needs two rare or two common summands.
//! For many octal games (Officers `0.6`, Grundy's game) some mask makes the rare
//! *positions* very few; the method that exploits it is [`super::OctalRun`]'s. The mask
//! making the fewest positions rare is found from one Walsh–Hadamard transform of the
//! values' histogram (see `rare_counts`).

/// How the dense solver gathers options.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Method {
    /// Every option of every heap, one by one: the slow twin.
    Naive,
    /// The fast paths: [`super::OctalRun`] for games leaving at most two heaps (the
    /// rare/common method once a sparse mask is found), and tiled subtraction of squares.
    Fast,
}

/// Values computed by the plain scan before a mask is first chosen; the choice is
/// revisited each time the number of values doubles.
pub(super) const WARMUP: usize = 1024;

/// A mask is used only if at most this fraction (1/`SPARSE_RATIO`) of positions is rare.
const SPARSE_RATIO: usize = 4;

/// The rare/common classification in use.
#[derive(Clone, Debug)]
pub(super) struct RareCommon {
    pub(super) mask: u32,
    /// Positions `a >= 1` with a rare value, increasing.
    pub(super) rare: Vec<usize>,
    /// Their values (`rare_values[k] = G(rare[k])`), read without touching the table.
    pub(super) rare_values: Vec<u32>,
}

impl RareCommon {
    #[inline]
    pub(super) fn is_rare(&self, v: u32) -> bool {
        (v & self.mask).count_ones().is_multiple_of(2)
    }

    /// The mask minimising the number of rare positions among `G(1..len)` (`value(a)` is
    /// `G(a)`, every value below `bound`), if sparse, with those positions.
    pub(super) fn choose(len: usize, bound: usize, value: impl Fn(usize) -> u32) -> Option<Self> {
        let mut histogram = vec![0; bound];
        (1..len).for_each(|a| histogram[value(a) as usize] += 1);
        let mask = best_mask(&histogram, len - 1)?;
        let mut chosen = RareCommon {
            mask,
            rare: Vec::new(),
            rare_values: Vec::new(),
        };
        for a in 1..len {
            let g = value(a);
            if chosen.is_rare(g) {
                chosen.rare.push(a);
                chosen.rare_values.push(g);
            }
        }
        Some(chosen)
    }
}

/// The mask `m > 0` making the fewest of `total` values rare (`popcount(v & m)` even),
/// given their histogram, if at most `1/SPARSE_RATIO` of them are then rare.
pub(super) fn best_mask(histogram: &[usize], total: usize) -> Option<u32> {
    let (mask, rare) = rare_counts(histogram)
        .into_iter()
        .enumerate()
        .skip(1)
        .min_by_key(|&(_, rare)| rare)?;
    (rare * SPARSE_RATIO <= total).then_some(mask as u32)
}

/// `rare[m]` = the number of values `v` with `popcount(v & m)` even, for every mask `m`
/// below a power of two above the values, given their histogram `h`.
///
/// `sum_v h(v) (-1)^popcount(v & m)` is the Walsh–Hadamard transform of `h` at `m`, and it
/// equals `rare[m] - (total - rare[m])`: so one transform (`L log L` steps for `L` values)
/// gives every count, where counting mask by mask takes `L^2`.
fn rare_counts(histogram: &[usize]) -> Vec<usize> {
    let len = histogram.len().next_power_of_two();
    let mut spectrum = vec![0i64; len];
    spectrum
        .iter_mut()
        .zip(histogram)
        .for_each(|(s, &h)| *s = h as i64);
    let total: i64 = spectrum.iter().sum();
    let mut half = 1;
    while half < len {
        for block in spectrum.chunks_mut(2 * half) {
            let (low, high) = block.split_at_mut(half);
            for (a, b) in low.iter_mut().zip(high) {
                (*a, *b) = (*a + *b, *a - *b);
            }
        }
        half *= 2;
    }
    spectrum
        .into_iter()
        .map(|s| ((total + s) / 2) as usize)
        .collect()
}

/// What the work of the two-heap options of the heaps to come will be (see
/// [`super::work`]).
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Forecast {
    /// The heaps up to this one are certainly scanned directly (their work is known).
    pub direct_until: Option<usize>,
    /// Beyond, the work of the rare/common method as measured, if it has run long enough.
    pub measured: Option<Rate>,
}

impl Forecast {
    /// The forecast of the direct scan of every pair, for every heap.
    pub fn direct() -> Forecast {
        Forecast {
            direct_until: Some(usize::MAX),
            measured: None,
        }
    }
}

/// Work per heap `cost(n) = scale * n^exponent`, fitted to the work of the rare/common
/// method over the last two doublings of the heaps: the ratio of their work is
/// `2^(1 + exponent)`, the exponent taken between 0 and 1 (the direct scan's); with one
/// doubling only, the exponent is 1.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Rate {
    scale: f64,
    exponent: f64,
}

impl Rate {
    /// The rate whose work over the heaps `from..to` is `work`.
    fn fitted(from: usize, to: usize, work: u64, exponent: f64) -> Rate {
        let unit = Rate {
            scale: 1.0,
            exponent,
        };
        Rate {
            scale: work as f64 / unit.sum(from, to).max(1.0),
            exponent,
        }
    }

    /// `cost(from) + ... + cost(to - 1)`, by the integral.
    pub fn sum(&self, from: usize, to: usize) -> f64 {
        if to <= from {
            return 0.0;
        }
        let e = self.exponent + 1.0;
        self.scale * ((to as f64).powf(e) - (from as f64).powf(e)) / e
    }
}

/// The forecast of a solver that chooses its mask at `next_choice` values, has a sparse
/// mask or not, and has done `work` by the number of values at each choice of a mask since
/// the rare/common method was last switched on (`marks`): the direct scan until the first
/// choice, the direct scan for good if a choice found no sparse mask (though a later one
/// may), and the measured rate while the rare/common method is in use.
pub(super) fn forecast(sparse: bool, next_choice: usize, marks: &[(usize, u64)]) -> Forecast {
    match (sparse, next_choice) {
        (true, _) => {
            let measured = match marks {
                [.., (_, wa), (b, wb), (c, wc)] => {
                    let ratio = (wc - wb) as f64 / (wb - wa).max(1) as f64;
                    let exponent = (ratio.log2() - 1.0).clamp(0.0, 1.0);
                    Some(Rate::fitted(*b, *c, wc - wb, exponent))
                }
                [(b, wb), (c, wc)] => Some(Rate::fitted(*b, *c, wc - wb, 1.0)),
                _ => None,
            };
            Forecast {
                direct_until: None,
                measured,
            }
        }
        (false, WARMUP) => Forecast {
            direct_until: Some(WARMUP - 1),
            measured: None,
        },
        (false, _) => Forecast::direct(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rare_counts_by_transform_match_counting() {
        let values: Vec<u32> = (0..500u32).map(|n| (n * n + 7 * n) % 37).collect();
        let mut histogram = vec![0; 37];
        values.iter().for_each(|&v| histogram[v as usize] += 1);
        let counts = rare_counts(&histogram);
        assert_eq!(counts.len(), 64);
        for (mask, &count) in counts.iter().enumerate() {
            let rare = values
                .iter()
                .filter(|&&v| (v & mask as u32).count_ones().is_multiple_of(2))
                .count();
            assert_eq!(count, rare, "mask {mask}");
        }
    }

    #[test]
    fn the_mask_chosen_makes_the_fewest_values_rare() {
        // Values 1, 2, 4, 7 (odd popcount) are common under mask 7; 0 and 3 are rare.
        let values = [0u32, 1, 2, 4, 7, 1, 2, 4, 7, 3];
        let chosen = RareCommon::choose(values.len(), 8, |a| values[a]).unwrap();
        assert_eq!(chosen.mask, 7);
        assert_eq!(chosen.rare, [9]);
        assert_eq!(chosen.rare_values, [3]);
    }
}
