//! Options that leave two heaps: the nim-sums `G(a) xor G(r - a)`, by the rare/common
//! ("sparse space") method of Gangolli and Plambeck.
//!
//! Fix a bit mask `m` and call a value *rare* when `popcount(v & m)` is even, *common*
//! otherwise. Since parity is additive under xor, a common nim-sum `G(a) xor G(b)` needs
//! exactly one rare summand, and a rare nim-sum needs two rare or two common summands.
//! For many octal games (Officers `0.6`, Kayles-like games with large values) some mask
//! makes the rare *positions* very few (Gangolli & Plambeck, "A note on periodicity in some
//! octal games", IJGT 1989; Flammenkamp's computations). Then for a heap `n`:
//!
//! 1. pairing each rare position `a` with `r - a` yields *every* common option value (and
//!    some rare ones), in time proportional to the number of rare positions;
//! 2. the least common value `c` not yet reached bounds the answer: `G(n) <= c`;
//! 3. only rare values below `c` that are still missing can lower the mex; the pairs are
//!    scanned (in a scattered order) only until all of them are found. Only when `G(n)`
//!    itself is rare does the scan run to the end.
//!
//! The result is exact for every mask (the mask only changes the speed); the plain scan of
//! all pairs ([`Method::Naive`]) is kept as the slow twin and compared in tests.

use crate::nimber::Mex;

/// How the dense solver gathers options.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Method {
    /// Every option of every heap, one by one: the slow twin.
    Naive,
    /// The fast paths: rare/common two-heap options once a sparse mask is found (the
    /// naive scan otherwise), and tiled subtraction of squares.
    Fast,
}

/// Values computed by the plain scan before a mask is first chosen; the choice is
/// revisited each time the number of values doubles.
const WARMUP: usize = 1024;

/// A mask is used only if at most this fraction (1/`SPARSE_RATIO`) of positions is rare.
const SPARSE_RATIO: usize = 4;

/// The rare/common classification in use.
#[derive(Clone, Debug)]
struct RareCommon {
    mask: u32,
    /// Positions `a >= 1` with a rare value, increasing.
    rare: Vec<usize>,
}

impl RareCommon {
    #[inline]
    fn is_rare(&self, v: u32) -> bool {
        (v & self.mask).count_ones().is_multiple_of(2)
    }

    /// The mask minimising the number of rare positions among `values[1..]`, if sparse.
    fn choose(values: &[u32]) -> Option<RareCommon> {
        let max = values.iter().copied().max().unwrap_or(0);
        let limit = (max + 1).next_power_of_two();
        let mut histogram = vec![0usize; limit as usize];
        values[1..].iter().for_each(|&v| histogram[v as usize] += 1);
        let (mask, rare_count) = (1..limit)
            .map(|mask| {
                let rare: usize = (0..limit)
                    .filter(|&v| (v & mask).count_ones() % 2 == 0)
                    .map(|v| histogram[v as usize])
                    .sum();
                (mask, rare)
            })
            .min_by_key(|&(_, rare)| rare)?;
        if rare_count * SPARSE_RATIO > values.len() {
            return None;
        }
        Some(RareCommon {
            mask,
            rare: (1..values.len())
                .filter(|&a| (values[a] & mask).count_ones().is_multiple_of(2))
                .collect(),
        })
    }
}

/// Two-heap options of a rule, naive or rare/common.
pub struct PairOptions {
    unequal: bool,
    sparse: Option<RareCommon>,
    /// The number of values at which the mask is chosen next (`None`: naive method).
    next_choice: Option<usize>,
}

impl PairOptions {
    /// Pair options of a rule; `unequal` forbids two equal heaps (Grundy's game).
    pub fn new(method: Method, unequal: bool) -> Self {
        let next_choice = (method == Method::Fast).then_some(WARMUP);
        PairOptions {
            unequal,
            sparse: None,
            next_choice,
        }
    }

    /// The mask in use, if the rare/common method is active.
    pub fn mask(&self) -> Option<u32> {
        self.sparse.as_ref().map(|s| s.mask)
    }

    /// Records the newly computed value `values[n]`: keeps the indexes current, and
    /// (re)chooses the mask whenever the number of values reaches a power of two.
    pub fn record(&mut self, values: &[u32]) {
        let n = values.len() - 1;
        if self.next_choice == Some(values.len()) {
            self.sparse = RareCommon::choose(values);
            self.next_choice = Some(2 * values.len());
        } else if let Some(sparse) = &mut self.sparse {
            if sparse.is_rare(values[n]) {
                sparse.rare.push(n);
            }
        }
    }

    /// The pairs `(a, r - a)` with `1 <= a <= r - a` (strictly less when unequal).
    #[inline]
    fn halves(&self, r: usize) -> std::ops::RangeInclusive<usize> {
        let last = if self.unequal { (r - 1) / 2 } else { r / 2 };
        1..=last
    }

    /// The mex of all options of heap `n = values.len()`, given the other options already
    /// in `mex` and the removals `takes` that may leave two heaps.
    pub fn mex_with_pairs(&self, values: &[u32], takes: &[usize], mex: &mut Mex) -> u32 {
        let n = values.len();
        let remainders = takes.iter().filter(|&&j| n >= j + 2).map(|&j| n - j);
        let Some(sparse) = &self.sparse else {
            for r in remainders {
                for a in self.halves(r) {
                    mex.insert(values[a] ^ values[r - a]);
                }
            }
            return mex.value();
        };
        // 1. Every pair with a rare member: all common option values.
        for r in remainders.clone() {
            let upper = sparse.rare.partition_point(|&a| a < r);
            for &a in &sparse.rare[..upper] {
                if !(self.unequal && 2 * a == r) {
                    mex.insert(values[a] ^ values[r - a]);
                }
            }
        }
        // 2. The least common value not reached bounds the answer.
        let bound = (0u32..)
            .find(|&v| !sparse.is_rare(v) && !mex.contains(v))
            .expect("some value is unreached");
        let mut missing = (0..bound).filter(|&v| !mex.contains(v)).count();
        // 3. Scan the pairs in a scattered order until every missing value is found.
        // Blocks of consecutive pairs are visited in a scattered order: pairs far apart
        // have unrelated values, so missing values turn up sooner than in a sequential
        // scan, while each block is read sequentially.
        'scan: for r in remainders {
            let pairs = self.halves(r);
            let len = (pairs.end() + 1).saturating_sub(*pairs.start());
            let blocks = len.div_ceil(SCAN_BLOCK);
            let stride = coprime_stride(blocks);
            let mut block = 0;
            for _ in 0..blocks {
                if missing == 0 {
                    break 'scan;
                }
                block = (block + stride) % blocks;
                let first = pairs.start() + block * SCAN_BLOCK;
                let last = (first + SCAN_BLOCK).min(pairs.start() + len);
                for a in first..last {
                    let x = values[a] ^ values[r - a];
                    if x < bound && !mex.contains(x) {
                        mex.insert(x);
                        missing -= 1;
                    }
                }
            }
        }
        mex.value()
    }
}

/// Consecutive pairs scanned together.
const SCAN_BLOCK: usize = 256;

/// A step near `len * 5/8` that is coprime to `len`, so that `i * step mod len` visits
/// every index below `len` once, in a scattered order.
fn coprime_stride(len: usize) -> usize {
    let mut step = (len * 5 / 8) | 1;
    while num_integer::gcd(step, len) != 1 {
        step += 2;
    }
    step
}
