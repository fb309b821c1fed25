//! The values `G(n)` of single heads coins, fast, one method per kind of rule.
//!
//! `G(n)` is the mex, over the moves ending at coin `n`, of the nim-sum of `G` over the
//! other coins the move turns ([`super`]). With the prefix nim-sums
//! `P(n) = G(1) + ... + G(n)` (`P(0) = 0`), the other coins of the run of length `L` have
//! nim-sum `P(n-1) + P(n-L)`, so for run games
//!
//! ```text
//! G(n) = mex { P(n-1) xor P(m) : n - m in SET, 0 <= m < n }.
//! ```
//!
//! * **Runs, listed lengths** (finite sets, squares, triangular numbers): one look-up per
//!   length `L <= n` into a reusable mex.
//! * **Runs, all lengths of a progression** (`all`, `odd`, `even`): the `P(m)` allowed are
//!   all the earlier ones in one residue class, so they are kept in a trie per class
//!   ([`super::xor_mex`]), which gives the mex of their translate by `P(n-1)` in
//!   `log2 n` steps: `O(N log N)` in all, where listing the runs would cost `O(N^2)`.
//! * **Turtles and Twins**: the other coin's values form a sliding window (or a growing
//!   prefix) of `G`, kept as a multiset with its mex ([`super::multiset_mex`]); Turtles
//!   add the value 0 of turning coin `n` alone.
//! * **Mock Turtles**: with `S = {0, G(1), ..., G(n-1)}` the options are `S xor S`. Every
//!   earlier value is an option, so `G` increases and the candidates for `G(n)` run
//!   upwards from `G(n-1) + 1`, each tested once. A candidate is refused by a *witness*
//!   `s` in `S` with `y xor s` in `S` (the set bits of `y` are tried first, then every
//!   `s`). A candidate is accepted when no witness exists, and at once when its number of
//!   set bits is odd while every earlier value's is too: then `S xor S` holds only the
//!   earlier values among the odd-weight numbers (a nim-sum of two odd-weight numbers has
//!   even weight), and `y` exceeds them all.
//!
//! The work of every method is predicted ([`predicted_work`]), and a request beyond
//! [`WORK_LIMIT`] units (about ten seconds) is refused at once; Mock Turtles' work, which
//! depends on the witnesses found, is also counted as it goes. The slow twin — the mex
//! over the moves as [`CoinRule::for_each_move`] lists them — is in the tests.

use super::rule::CoinRule;
use super::{multiset_mex::MultisetMex, xor_mex::XorMexSet, TurningError, MAX_COIN};
use crate::impartial::nimber::Mex;
use crate::progress::Progress;
use crate::work::WORK_LIMIT;

/// Progress is reported every this many coins.
const REPORT_EVERY: usize = 1 << 16;

/// The units of work of one step of a trie or multiset (a node read or written).
const TREE_STEP: u64 = 3;

/// The units of work of one option put into a mex.
const MEX_INSERT: u64 = 2;

/// `G(0..=to)` for `rule` (`G(0) = 0`: there is no coin 0), refused beyond [`MAX_COIN`] or
/// the work limit. `progress(done, total)` reports the coins done.
pub fn grundy_values(
    rule: &CoinRule,
    to: usize,
    progress: &mut Progress<'_>,
) -> Result<Vec<u32>, TurningError> {
    check_reach(rule, to)?;
    Ok(match rule {
        CoinRule::Runs(lengths) => {
            let mut values = match lengths.progression() {
                Some((first, step)) => prefix_by_tries(first, step, to, progress),
                None => prefix_by_lengths(&lengths.up_to(to), to, progress),
            };
            // P(n) -> G(n) = P(n) xor P(n-1), from the right.
            for n in (1..values.len()).rev() {
                values[n] ^= values[n - 1];
            }
            values
        }
        CoinRule::Turtles { within } => window_values(true, *within, to, progress),
        CoinRule::Twins => window_values(false, None, to, progress),
        CoinRule::MockTurtles => mock_turtles(to, progress)?,
    })
}

/// Refuses coins beyond [`MAX_COIN`] and work beyond [`WORK_LIMIT`], naming `rule`'s
/// request.
pub fn check_reach(rule: &CoinRule, to: usize) -> Result<(), TurningError> {
    if to > MAX_COIN {
        return Err(TurningError::TooLarge(format!(
            "coin {to} is too far: values are kept in memory up to coin {MAX_COIN}"
        )));
    }
    let work = predicted_work(rule, to);
    if work > WORK_LIMIT as f64 {
        return Err(TurningError::TooLarge(format!(
            "the values up to coin {to} need about {work:.0e} units of work, over the \
             limit of {:.0e} (about ten seconds)",
            WORK_LIMIT as f64
        )));
    }
    Ok(())
}

/// The units of work (about a nanosecond each) of `G(0..=to)`.
pub fn predicted_work(rule: &CoinRule, to: usize) -> f64 {
    let n = to as f64;
    let depth = f64::from(bits_for(to));
    match rule {
        CoinRule::Runs(lengths) => match lengths.progression() {
            Some(_) => n * 2.0 * depth * TREE_STEP as f64,
            // Run length L serves the coins L..=to.
            None => {
                lengths
                    .up_to(to)
                    .iter()
                    .map(|&l| (to - l + 1) as f64)
                    .sum::<f64>()
                    * MEX_INSERT as f64
                    + n
            }
        },
        CoinRule::Turtles { .. } | CoinRule::Twins => n * 3.0 * 4.0 * TREE_STEP as f64,
        CoinRule::MockTurtles => n * 2.0 * depth * MEX_INSERT as f64,
    }
}

/// The number of bits that hold every value and prefix nim-sum up to coin `to`, with room
/// to spare: `2^bits > to + 1` (a value is at most its number of options; for runs that
/// is at most `n`, so every `P(n) < 2^bits` and the `to + 1` prefixes never fill a trie).
pub fn bits_for(to: usize) -> u32 {
    usize::BITS - (to + 1).leading_zeros()
}

/// `P(0..=to)` of the runs of the listed `lengths` (sorted).
fn prefix_by_lengths(lengths: &[usize], to: usize, progress: &mut Progress<'_>) -> Vec<u32> {
    let mut prefix = vec![0u32; to + 1];
    let mut mex = Mex::new();
    for n in 1..=to {
        mex.clear();
        let before = prefix[n - 1];
        for &length in lengths.iter().take_while(|&&l| l <= n) {
            mex.insert(before ^ prefix[n - length]);
        }
        prefix[n] = before ^ mex.value();
        report(n, to, progress);
    }
    prefix
}

/// `P(0..=to)` of the runs of every length `L >= first`, `L ≡ first (mod step)`
/// (`first <= step`): a trie per residue class of `m`, holding every `P(m)`, `m < n`.
fn prefix_by_tries(first: usize, step: usize, to: usize, progress: &mut Progress<'_>) -> Vec<u32> {
    let bits = bits_for(to);
    let mut classes = vec![XorMexSet::new(bits); step];
    let mut prefix = vec![0u32; to + 1];
    classes[0].insert(0);
    for n in 1..=to {
        // n - m ≡ first (mod step) and m < n: the class of n - first, whose members below
        // n are all at distance >= first since first <= step.
        let class = (n + step - first % step) % step;
        let before = prefix[n - 1];
        prefix[n] = before ^ classes[class].mex_of_translate(before);
        classes[n % step].insert(prefix[n]);
        report(n, to, progress);
    }
    prefix
}

/// Turtles (`single`: coin `n` may be turned alone) with the other coin at most `within`
/// places to the left, or anywhere; Twins without `single`.
fn window_values(
    single: bool,
    within: Option<usize>,
    to: usize,
    progress: &mut Progress<'_>,
) -> Vec<u32> {
    let window = within.unwrap_or(to).min(to);
    // At most `window` other coins and the single move: values up to window + 1.
    let mut options = MultisetMex::new(window + 2);
    if single {
        options.insert(0);
    }
    let mut values = vec![0u32; to + 1];
    for n in 1..=to {
        values[n] = options.mex();
        options.insert(values[n]);
        if n > window {
            // Coin n + 1 no longer reaches coin n - window.
            options.remove(values[n - window]);
        }
        report(n, to, progress);
    }
    values
}

/// Mock Turtles (see the module doc), counting the witness search against the work limit.
fn mock_turtles(to: usize, progress: &mut Progress<'_>) -> Result<Vec<u32>, TurningError> {
    let mut values = vec![0u32; to + 1];
    // S = {0, G(1), ..., G(n-1)}: increasing, so the list is sorted.
    let mut members: Vec<u32> = vec![0];
    let mut is_member = vec![1u64];
    let contains = |set: &[u64], v: u32| {
        set.get((v >> 6) as usize)
            .is_some_and(|w| w >> (v & 63) & 1 == 1)
    };
    let mut all_odd_weight = true;
    let mut work = 0u64;
    for n in 1..=to {
        let mut y = values[n - 1] + 1;
        loop {
            let odd_weight = y.count_ones() % 2 == 1;
            if all_odd_weight && odd_weight {
                break;
            }
            let mut bits = y;
            let mut witness = false;
            while bits != 0 && !witness {
                let s = 1 << bits.trailing_zeros();
                witness = contains(&is_member, s) && contains(&is_member, y ^ s);
                bits &= bits - 1;
            }
            if !witness {
                work += members.len() as u64;
                witness = members.iter().any(|&s| contains(&is_member, y ^ s));
            }
            if !witness {
                break;
            }
            y += 1;
            work += 32;
        }
        if work > WORK_LIMIT {
            return Err(TurningError::TooLarge(format!(
                "the work limit of {:.0e} units (about ten seconds) was used up at coin {n}, \
                 before coin {to}",
                WORK_LIMIT as f64
            )));
        }
        values[n] = y;
        all_odd_weight &= y.count_ones() % 2 == 1;
        members.push(y);
        let word = (y >> 6) as usize;
        if word >= is_member.len() {
            is_member.resize(2 * word + 1, 0);
        }
        is_member[word] |= 1 << (y & 63);
        report(n, to, progress);
    }
    Ok(values)
}

#[inline]
fn report(n: usize, to: usize, progress: &mut Progress<'_>) {
    if n.is_multiple_of(REPORT_EVERY) || n == to {
        progress(n as u64, to as u64);
    }
}

#[cfg(test)]
mod tests {
    use super::super::rule::RunLengths;
    use super::*;
    use crate::impartial::nimber::mex_of;

    /// The slow twin: `G(n)` as the mex over the moves listed by the rules.
    fn by_listed_moves(rule: &CoinRule, to: usize) -> Vec<u32> {
        let mut values = vec![0u32; to + 1];
        for n in 1..=to {
            let mut options = Vec::new();
            rule.for_each_move(n, &mut |coins| {
                let others = &coins[..coins.len() - 1];
                options.push(others.iter().fold(0, |acc, &c| acc ^ values[c]));
            });
            values[n] = mex_of(options);
        }
        values
    }

    fn rules() -> Vec<CoinRule> {
        let runs = |set: RunLengths| CoinRule::Runs(set);
        vec![
            runs(RunLengths::All),
            runs(RunLengths::Odd),
            runs(RunLengths::Even),
            runs(RunLengths::Squares),
            runs(RunLengths::Triangular),
            runs(RunLengths::Finite(vec![1, 2, 3])),
            runs(RunLengths::Finite(vec![2, 5, 7])),
            runs(RunLengths::Finite(vec![3])),
            CoinRule::MockTurtles,
            CoinRule::Turtles { within: None },
            CoinRule::Turtles { within: Some(1) },
            CoinRule::Turtles { within: Some(4) },
            CoinRule::Twins,
        ]
    }

    #[test]
    fn fast_values_are_those_of_the_listed_moves() {
        for rule in rules() {
            let to = if rule == CoinRule::MockTurtles {
                150
            } else {
                400
            };
            let fast = grundy_values(&rule, to, &mut |_, _| {}).unwrap();
            assert_eq!(fast, by_listed_moves(&rule, to), "{rule:?}");
        }
    }

    /// Winning Ways, ch. 14: Ruler's values are the largest powers of 2 dividing the coin
    /// numbers (coins from 1); Mock Turtles' are the odious numbers 1, 2, 4, 7, 8, 11, ...
    /// (an odd number of 1s in binary), and Turning Turtles' are the coin numbers.
    #[test]
    fn published_values() {
        let ruler = grundy_values(&CoinRule::Runs(RunLengths::All), 16, &mut |_, _| {}).unwrap();
        assert_eq!(ruler, [0, 1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16]);
        let mock = grundy_values(&CoinRule::MockTurtles, 12, &mut |_, _| {}).unwrap();
        assert_eq!(mock, [0, 1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22]);
        let turtles =
            grundy_values(&CoinRule::Turtles { within: None }, 5, &mut |_, _| {}).unwrap();
        assert_eq!(turtles, [0, 1, 2, 3, 4, 5]);
    }

    #[test]
    fn limits_are_refused_at_once() {
        let rule = CoinRule::Runs(RunLengths::Squares);
        assert!(matches!(
            grundy_values(&rule, 100_000_000, &mut |_, _| {}),
            Err(TurningError::TooLarge(_))
        ));
        assert!(matches!(
            grundy_values(&CoinRule::Twins, MAX_COIN + 1, &mut |_, _| {}),
            Err(TurningError::TooLarge(_))
        ));
    }
}
