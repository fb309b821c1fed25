//! Eventually periodic sequences: detection, and certificates.
//!
//! A sequence `G` is periodic from `n0` with period `p` when `G(n + p) = G(n)` for all
//! `n >= n0`. From finitely many values one can only *observe* a period; it is
//! *certified* when a theorem turns finitely many equalities into all of them.
//!
//! **Theorem (Guy–Smith, generalised to `k` heaps).** Let a heap game remove at most `t`
//! tokens per move and leave the rest as at most `k >= 1` non-empty heaps (no rule depending
//! on the heap sizes beyond that — e.g. not Grundy's game, whose two heaps must differ).
//! Put `E = k*n0 + (k-1)*p + t`, plus one when `n0 = 0`. If `G(n + p) = G(n)` for all
//! `n0 <= n < E`, then `G(n + p) = G(n)` for all `n >= n0`.
//! For `k = 2` this is the Guy–Smith periodicity theorem for octal games (Winning Ways,
//! ch. 4; Siegel, *Combinatorial Game Theory*, Thm. IV.2.7); for `k = 1`, a finite
//! subtraction set with largest element `s = t`, it is the classical window of `s` values.
//!
//! *Proof.* Induction on `n >= E`, assuming `G(m + p) = G(m)` for `n0 <= m < n`. Since
//! `n >= E > t` (`E >= n0 + t`, and `E >= t + 1` when `n0 = 0`), neither heap `n` nor
//! `n + p` can be taken whole, and every removal `j <= t` is available to both.
//! Take an option of `n + p`: remove `j`, split `n + p - j` into `c <= k` parts. Its
//! largest part `b` satisfies `b >= (n + p - j)/c >= n0 + p` (as `n >= c*n0 + (c-1)p + j`),
//! and `b >= p + 1` (if `n0 = 0`, the extra `1` in `E` gives `n + p - j >= c*p + 1`).
//! Replacing `b` by `b - p >= max(n0, 1)` gives an option of `n` with the same nim-sum,
//! because `n0 <= b - p` and `b < n + p` so `G(b) = G(b - p)` by hypothesis.
//! Conversely an option of `n` splits `n - j` into `c` parts whose largest `b` has
//! `b >= (n - j)/c >= n0`; replacing it by `b + p` (and `b < n`) gives an option of `n + p`
//! of the same nim-sum. The two option sets have the same values, so `G(n + p) = G(n)`. ∎
//!
//! A sequence with no period may be *arithmetic-periodic*, `G(n + p) = G(n) + s` with a
//! saltus `s > 0` ([`arithmetic`]): [`analyse`] reports it when it finds no ordinary period.
//!
//! The search costs time linear in the length of the sequence: the preperiod of every
//! period is read off one Z-function (module `least_starts`).
//!
//! Sequences certified *constant* from some index on (period 1, as the rows of
//! [`crate::impartial::stabilise`]) are kept in closed form by [`EventuallyConstant`].
//!
//! ```
//! use conway::impartial::periodic::{analyse, HeapTheorem};
//! // Subtraction {1,2,3}: 0 1 2 3 0 1 2 3 ... period 4, certified by a window of 3.
//! let values: Vec<u32> = (0..20).map(|n| n % 4).collect();
//! let found = analyse(&values, Some(HeapTheorem { max_heaps: 1, max_take: 3 })).unwrap();
//! assert_eq!((found.preperiod, found.period), (0, 4));
//! assert!(found.is_certified());
//! ```

pub mod arithmetic;
mod constant;
mod least_starts;

use least_starts::LeastStarts;

pub use constant::EventuallyConstant;

/// The hypotheses of the periodicity theorem for a heap game.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct HeapTheorem {
    /// `k`: the most heaps a move leaves (at least 1 is assumed).
    pub max_heaps: usize,
    /// `t`: the most tokens a move removes.
    pub max_take: usize,
}

impl HeapTheorem {
    /// The number of values (`G(0..len)`) needed to certify period `p` from `n0`:
    /// `max(E, n0) + p`. Computed exactly in 128 bits: `t` may be as large as
    /// `usize::MAX` (a subtraction set may hold any 64-bit number), so `E` may not fit a
    /// `usize`, and then no computed sequence is long enough.
    pub fn values_needed(&self, preperiod: usize, period: usize) -> u128 {
        let k = self.max_heaps.max(1) as u128;
        let (n0, p) = (preperiod as u128, period as u128);
        let window_end = k * n0 + (k - 1) * p + self.max_take as u128 + u128::from(n0 == 0);
        window_end.max(n0) + p
    }

    /// The name of the theorem, for reports.
    pub fn name(&self) -> String {
        match self.max_heaps {
            0 | 1 => format!("subtraction window (t = {})", self.max_take),
            2 => format!("Guy-Smith (t = {})", self.max_take),
            k => format!("Guy-Smith for {k} heaps (t = {})", self.max_take),
        }
    }
}

/// Whether a period is proved or merely seen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Certificate {
    /// Proved by the named theorem from the computed values.
    Certified {
        /// The theorem used.
        by: String,
    },
    /// Seen in the computed values only.
    Observed {
        /// The number of values the theorem would need, if a theorem applies.
        values_needed: Option<u128>,
    },
    /// Seen in the computed values, but a theorem proves that it does not go on forever
    /// (an arithmetic period of a finite octal game, see [`arithmetic`]).
    Refuted {
        /// The theorem.
        by: String,
    },
}

/// A period found in a sequence: `G(n + p) = G(n) + s` for `n >= n0`, with saltus `s = 0`
/// for an ordinary period.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Periodicity {
    /// `n0`: the first index of the periodic part.
    pub preperiod: usize,
    /// `p`: the period.
    pub period: usize,
    /// `s`: what a period adds to the values (0 for an ordinary period; only observed
    /// periods have `s > 0`).
    pub saltus: u32,
    /// Proved or observed.
    pub certificate: Certificate,
}

impl Periodicity {
    /// True when a theorem proves the period.
    pub fn is_certified(&self) -> bool {
        matches!(self.certificate, Certificate::Certified { .. })
    }

    /// The value at index `n` predicted by the period, given the sequence's first values
    /// (at least `n0 + p` of them).
    pub fn value_at(&self, values: &[u32], n: usize) -> u128 {
        if n < values.len() {
            return values[n].into();
        }
        let n0 = self.preperiod;
        let periods = ((n - n0) / self.period) as u128;
        u128::from(values[n0 + (n - n0) % self.period]) + periods * u128::from(self.saltus)
    }
}

/// An observed period counts only if at least this many full periods follow `n0`.
const OBSERVED_REPEATS: usize = 3;

/// Whether a period `p` from `n0` is seen often enough in `len` values to be reported as
/// observed: at least [`OBSERVED_REPEATS`] full periods, covering at least a quarter of
/// the values (so that a few equal values at the end are not taken for a period).
fn observed_often_enough(len: usize, preperiod: usize, period: usize) -> bool {
    let periodic = len - preperiod;
    periodic >= OBSERVED_REPEATS * period && 4 * periodic >= len
}

/// The least `n0` such that `values[n + p] = values[n]` for all `n0 <= n < len - p`.
pub fn preperiod_for(values: &[u32], period: usize) -> usize {
    least_start(values.len(), period, |n| values[n] == values[n + period])
}

/// The least `n0` such that `repeats(n)` holds for all `n0 <= n < len - p`, scanning down
/// from the end (so a wrong period is usually rejected after a few terms).
fn least_start(len: usize, period: usize, repeats: impl Fn(usize) -> bool) -> usize {
    (0..len.saturating_sub(period))
        .rev()
        .find(|&n| !repeats(n))
        .map_or(0, |n| n + 1)
}

/// How the least start of every period is found: all in linear time ([`LeastStarts`]), or, as its slow twin in the tests, by [`least_start`] for each
/// period.
#[derive(Copy, Clone, Debug)]
enum Search {
    Linear,
    #[cfg(test)]
    Plain,
}

impl Search {
    /// The least starts `(p, n0(p))` for `p = 1, 2, ..., max_period`, in order, of the
    /// sequence of length `len > max_period` whose terms `i` and `j` are equal when
    /// `same(i, j)`.
    fn least_starts<'a>(
        self,
        len: usize,
        max_period: usize,
        same: impl Fn(usize, usize) -> bool + 'a,
    ) -> Box<dyn Iterator<Item = (usize, usize)> + 'a> {
        match self {
            Search::Linear => Box::new(LeastStarts::new(len, max_period, same)),
            #[cfg(test)]
            Search::Plain => Box::new(
                (1..=max_period).map(move |p| (p, least_start(len, p, |n| same(n, n + p)))),
            ),
        }
    }
}

/// The smallest period of `values` (with its least preperiod) that the theorem certifies;
/// or else, of the smallest period observed at least three times over and the smallest
/// arithmetic period so observed ([`arithmetic::find`]), the one seen from the earlier
/// index (the ordinary one on a tie).
///
/// A theorem given says the game is a take-and-break game with finitely many removals;
/// with `max_heaps <= 2` it is a finite octal game, which is never arithmetic-periodic.
pub fn analyse(values: &[u32], theorem: Option<HeapTheorem>) -> Option<Periodicity> {
    analyse_by(Search::Linear, values, theorem)
}

/// [`analyse`], finding the least starts by `search`.
fn analyse_by(search: Search, values: &[u32], theorem: Option<HeapTheorem>) -> Option<Periodicity> {
    let ordinary = ordinary(search, values, theorem);
    if ordinary.as_ref().is_some_and(Periodicity::is_certified) {
        return ordinary;
    }
    let octal = theorem.is_some_and(|t| t.max_heaps <= 2);
    match (ordinary, arithmetic::find_by(search, values, octal)) {
        (Some(o), Some(a)) if a.preperiod < o.preperiod => Some(a),
        (o, a) => o.or(a),
    }
}

/// [`analyse`] for ordinary periods (saltus 0).
fn ordinary(search: Search, values: &[u32], theorem: Option<HeapTheorem>) -> Option<Periodicity> {
    let len = values.len();
    let max_period = len / OBSERVED_REPEATS;
    let mut observed: Option<Periodicity> = None;
    for (period, preperiod) in search.least_starts(len, max_period, |i, j| values[i] == values[j]) {
        // A multiple of the observed period is that period again, not reported apart.
        if observed.as_ref().is_some_and(|o| period % o.period == 0) {
            continue;
        }
        if let Some(theorem) = theorem {
            let needed = theorem.values_needed(preperiod, period);
            if needed <= len as u128 {
                return Some(Periodicity {
                    preperiod,
                    period,
                    saltus: 0,
                    certificate: Certificate::Certified { by: theorem.name() },
                });
            }
        }
        if observed.is_none() && observed_often_enough(len, preperiod, period) {
            observed = Some(Periodicity {
                preperiod,
                period,
                saltus: 0,
                certificate: Certificate::Observed {
                    values_needed: theorem.map(|t| t.values_needed(preperiod, period)),
                },
            });
            if theorem.is_none() {
                break;
            }
        }
    }
    observed
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};

    #[test]
    fn preperiod_of_eventually_constant() {
        let v = [5, 4, 3, 1, 1, 1, 1];
        assert_eq!(preperiod_for(&v, 1), 3);
        assert_eq!(preperiod_for(&v, 2), 3);
    }

    #[test]
    fn observed_without_theorem() {
        let v: Vec<u32> = (0..30).map(|n| if n < 5 { 9 } else { n % 3 }).collect();
        let p = analyse(&v, None).unwrap();
        assert_eq!((p.preperiod, p.period), (5, 3));
        assert!(!p.is_certified());
    }

    #[test]
    fn too_short_to_certify_says_how_far() {
        let v: Vec<u32> = (0..25).map(|n| if n < 10 { 7 } else { n % 2 }).collect();
        let theorem = HeapTheorem {
            max_heaps: 2,
            max_take: 2,
        };
        let p = analyse(&v, Some(theorem)).unwrap();
        assert_eq!((p.preperiod, p.period), (10, 2));
        // 2*10 + 2 + 2 = 24 is the window end, plus one period.
        assert_eq!(
            p.certificate,
            Certificate::Observed {
                values_needed: Some(26)
            }
        );
        assert!(analyse(&v[..20], None).is_some());
        let longer: Vec<u32> = (0..26).map(|n| if n < 10 { 7 } else { n % 2 }).collect();
        assert!(analyse(&longer, Some(theorem)).unwrap().is_certified());
    }

    #[test]
    fn removals_near_two_to_the_64_never_certify() {
        // Subtraction of {1, 2^64 - 1} alternates 0, 1 for every heap below 2^64 - 1: the
        // window is that long, so no computed prefix certifies a period.
        let v: Vec<u32> = (0..2000).map(|n| n % 2).collect();
        for max_take in [usize::MAX, usize::MAX - 1, usize::MAX / 2 + 1] {
            let theorem = HeapTheorem {
                max_heaps: 1,
                max_take,
            };
            let p = analyse(&v, Some(theorem)).unwrap();
            assert_eq!((p.preperiod, p.period), (0, 2));
            let needed = max_take as u128 + 1 + 2;
            assert_eq!(
                p.certificate,
                Certificate::Observed {
                    values_needed: Some(needed)
                }
            );
        }
        // Many heaps and the largest removal: k n0 + (k - 1) p + t + max(n0, E) + p, exactly.
        let theorem = HeapTheorem {
            max_heaps: 10_000,
            max_take: usize::MAX,
        };
        let expected = 10_000 * 7u128 + 9_999 * 3 + usize::MAX as u128 + 3;
        assert_eq!(theorem.values_needed(7, 3), expected);
    }

    /// A random sequence: noise, then a pattern repeated with a saltus (often 0), perhaps
    /// with noise at the end.
    fn eventually_periodic(rng: &mut impl Rng) -> Vec<u32> {
        let len = rng.gen_range(0..300);
        let alphabet = rng.gen_range(1..6);
        let period = rng.gen_range(1..20);
        let preperiod = rng.gen_range(0..=len);
        let saltus = if rng.gen_bool(0.7) {
            0
        } else {
            rng.gen_range(1..3)
        };
        let pattern: Vec<u32> = (0..period).map(|_| rng.gen_range(0..alphabet)).collect();
        let mut values: Vec<u32> = (0..len)
            .map(|n| {
                if n < preperiod {
                    rng.gen_range(0..alphabet)
                } else {
                    let k = n - preperiod;
                    pattern[k % period] + saltus * (k / period) as u32
                }
            })
            .collect();
        for _ in 0..rng.gen_range(0..3) {
            if let Some(last) = values.len().checked_sub(rng.gen_range(1..4)) {
                values[last] = rng.gen_range(0..alphabet + 1);
            }
        }
        values
    }

    fn random_theorem(rng: &mut impl Rng) -> Option<HeapTheorem> {
        rng.gen_bool(0.8).then(|| HeapTheorem {
            max_heaps: rng.gen_range(1..4),
            max_take: rng.gen_range(0..30),
        })
    }

    #[test]
    fn linear_search_equals_its_slow_twin_on_random_sequences() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(2024);
        let mut found = [0; 3];
        for _ in 0..5000 {
            let values = eventually_periodic(&mut rng);
            let theorem = random_theorem(&mut rng);
            let linear = analyse_by(Search::Linear, &values, theorem);
            assert_eq!(
                linear,
                analyse_by(Search::Plain, &values, theorem),
                "{values:?} {theorem:?}"
            );
            if let Some(p) = linear {
                let kind = match p.certificate {
                    _ if p.saltus > 0 => 0,
                    Certificate::Certified { .. } => 1,
                    _ => 2,
                };
                found[kind] += 1;
            }
        }
        // Arithmetic, certified and observed periods are all compared, many times.
        assert!(found.iter().all(|&count| count > 200), "{found:?}");
    }

    #[test]
    fn linear_search_equals_its_slow_twin_on_heap_games() {
        use crate::impartial::heap::HeapGame;
        let mut rng = rand::rngs::StdRng::seed_from_u64(7);
        let mut games: Vec<String> = ["kayles", "dawson", "grundy", "split:3", "octal:0.8"]
            .map(String::from)
            .to_vec();
        for _ in 0..40 {
            let digits: String = (0..rng.gen_range(1..5))
                .map(|_| char::from(b'0' + rng.gen_range(0..8)))
                .collect();
            games.push(format!("octal:0.{digits}"));
            let set: Vec<String> = (0..rng.gen_range(1..4))
                .map(|_| rng.gen_range(1..20).to_string())
                .collect();
            games.push(format!("sub:{}", set.join(",")));
        }
        for name in games {
            let game = HeapGame::parse(&name).unwrap();
            let values = game.values(600).unwrap();
            for len in [10, 64, 129, 300, 601] {
                for theorem in [game.theorem(), None] {
                    let prefix = &values[..len];
                    assert_eq!(
                        analyse_by(Search::Linear, prefix, theorem),
                        analyse_by(Search::Plain, prefix, theorem),
                        "{name} to {len}"
                    );
                }
            }
        }
    }

    #[test]
    fn a_short_period_over_many_values_is_searched_in_linear_time() {
        // Subtraction of {3, 10^6, 10^6 + 1}: 0 0 0 1 1 1 repeated, period 6 from 0, too
        // far from certified. Every multiple of 6 repeats the whole sequence, which the
        // ordinary and arithmetic searches scanned for each (over 10^10 comparisons).
        let values: Vec<u32> = (0..1_000_002).map(|n| n % 6 / 3).collect();
        let theorem = HeapTheorem {
            max_heaps: 1,
            max_take: 1_000_001,
        };
        let p = analyse(&values, Some(theorem)).unwrap();
        assert_eq!((p.preperiod, p.period), (0, 6));
        assert_eq!(
            p.certificate,
            Certificate::Observed {
                values_needed: Some(1_000_008)
            }
        );
    }

    #[test]
    fn aperiodic_has_none() {
        let v: Vec<u32> = (0..100).map(|n| n * n).collect();
        assert_eq!(analyse(&v, None), None);
    }

    #[test]
    fn linear_growth_is_an_arithmetic_period() {
        let v: Vec<u32> = (0..100).collect();
        let p = analyse(&v, None).unwrap();
        assert_eq!((p.preperiod, p.period, p.saltus), (0, 1, 1));
        assert!(!p.is_certified());
        // For a finite octal game the theorem refutes it.
        let octal = HeapTheorem {
            max_heaps: 2,
            max_take: 3,
        };
        let p = analyse(&v, Some(octal)).unwrap();
        assert!(matches!(p.certificate, Certificate::Refuted { .. }));
        let hexadecimal = HeapTheorem {
            max_heaps: 3,
            max_take: 3,
        };
        let p = analyse(&v, Some(hexadecimal)).unwrap();
        assert_eq!(
            p.certificate,
            Certificate::Observed {
                values_needed: None
            }
        );
    }
}
