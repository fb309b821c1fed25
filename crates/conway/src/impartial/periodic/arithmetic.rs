//! Arithmetic periodicity: `G(n + p) = G(n) + s` for all `n >= n0`, with saltus `s > 0`.
//!
//! This is the regularity of the Grundy sequences of many hexadecimal games and of the
//! splitting games: for example `0.8` (take one token, leave three heaps) has
//! `G(n + 3) = G(n) + 1` from `n = 1`, and `split:4` has `G(n + 1) = G(n) + 1` from `n = 1`
//! (Winning Ways, ch. 4; Howse and Nowakowski, "Periodicity and arithmetic-periodicity in
//! hexadecimal games", *Theoretical Computer Science* 313 (2004) 463–472; CGSuite reports it
//! as "period, preperiod and saltus").
//!
//! **Detection.** `G(n + p) - G(n)` is the same `s` for all `n >= n0` exactly when the
//! differences `D(n) = G(n + 1) - G(n)` satisfy `D(n + p) = D(n)` for `n >= n0` (the
//! difference of two consecutive `G(n + p) - G(n)` is `D(n + p) - D(n)`). So an arithmetic
//! period of `G` is an ordinary period of `D`, found the same way (the least `n0` for each
//! `p`, the least `p` seen at least three times over and over a quarter of the values),
//! with `s = G(n0 + p) - G(n0)`.
//!
//! **What is proved.** An arithmetic period seen in finitely many values is only observed:
//! conway implements no theorem that turns finitely many equalities `G(n + p) = G(n) + s`
//! into all of them. Howse and Nowakowski (2004) prove such a test for hexadecimal games;
//! we do not implement it. In one case the opposite is proved: **finite octal games are
//! never arithmetic-periodic** (Horrocks and Nowakowski, "Regularity in the G-sequences of
//! octal games with a pass", *Integers* 3 (2003) G1; for a finite subtraction set it is
//! plain, as every value is at most the number of moves). For those games a saltus seen in
//! the computed values is reported as [`Certificate::Refuted`]: the pattern breaks further
//! on.

use super::{observed_often_enough, Certificate, Periodicity, Search, OBSERVED_REPEATS};

/// The name of the theorem that rules out arithmetic periodicity of finite octal games.
pub const OCTAL_NEVER_ARITHMETIC: &str =
    "Horrocks-Nowakowski (finite octal games are never arithmetic-periodic)";

/// The smallest arithmetic period with a positive saltus seen at least three times over in
/// `values`, and over at least a quarter of them, with its least preperiod. `octal` says
/// the game is a finite octal game (at most two heaps left, finitely many removals), for
/// which such a period is refuted by theorem.
pub fn find(values: &[u32], octal: bool) -> Option<Periodicity> {
    find_by(Search::Linear, values, octal)
}

/// [`find`], finding the least starts by `search`.
pub(super) fn find_by(search: Search, values: &[u32], octal: bool) -> Option<Periodicity> {
    let len = values.len();
    let max_period = len / OBSERVED_REPEATS;
    if max_period == 0 {
        return None;
    }
    let difference = |n: usize| i64::from(values[n + 1]) - i64::from(values[n]);
    // The differences D(0..len - 1) repeat with period p from n0.
    let mut preperiods = search.least_starts(len - 1, max_period, move |i, j| {
        difference(i) == difference(j)
    });
    preperiods.find_map(|(period, preperiod)| {
        if !observed_often_enough(len, preperiod, period) {
            return None;
        }
        let saltus = values[preperiod + period].checked_sub(values[preperiod])?;
        (saltus > 0).then(|| Periodicity {
            preperiod,
            period,
            saltus,
            certificate: if octal {
                Certificate::Refuted {
                    by: OCTAL_NEVER_ARITHMETIC.to_string(),
                }
            } else {
                Certificate::Observed {
                    values_needed: None,
                }
            },
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn linear_sequence_has_saltus_one() {
        let v: Vec<u32> = (0..30).collect();
        let p = find(&v, false).unwrap();
        assert_eq!((p.preperiod, p.period, p.saltus), (0, 1, 1));
        assert_eq!(
            p.certificate,
            Certificate::Observed {
                values_needed: None
            }
        );
    }

    #[test]
    fn preperiod_and_period_are_least() {
        // 5 5 5, then 0 0 1 1 2 2 ...: G(n + 2) = G(n) + 1 from n = 3.
        let v: Vec<u32> = (0..40)
            .map(|n| if n < 3 { 5 } else { (n - 3) / 2 })
            .collect();
        let p = find(&v, true).unwrap();
        assert_eq!((p.preperiod, p.period, p.saltus), (3, 2, 1));
        assert!(matches!(p.certificate, Certificate::Refuted { .. }));
        for n in 0..200 {
            let expected = if n < 3 { 5 } else { (n as u128 - 3) / 2 };
            assert_eq!(p.value_at(&v, n), expected, "n = {n}");
        }
    }

    #[test]
    fn needs_three_repeats_and_a_positive_saltus() {
        let v: Vec<u32> = (0..8).map(|n| n / 3).collect();
        // Period 3 from 0 needs 9 values.
        assert_eq!(find(&v, false), None);
        let falling: Vec<u32> = (0..20).rev().collect();
        assert_eq!(find(&falling, false), None);
        let periodic: Vec<u32> = (0..20).map(|n| n % 4).collect();
        assert_eq!(find(&periodic, false), None);
    }
}
