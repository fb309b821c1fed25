//! `S(m, w)` of docs/problems.md, problem 4: the number of ordered `m`-tuples of staircases
//! of weight at most `w` whose sum the mover-right (CGT Left, see [`crate::young`]) wins
//! moving first — exact, or modulo a user's modulus, through [`conway::count::Arithmetic`].
//!
//! Method. Each staircase reduces to a hook ([`crate::young::staircase_hook`], proof in
//! [`crate::young`]): an integer `n` or a switch `{L | R}` with `L >= R`. Staircases are
//! grouped by that value ("type", with its count `c`). By the temperature argument
//! ([`conway::partizan::switches`]), in a sum of integers and switches the switches are
//! taken hottest first (largest `L - R`) alternately, the mover-right first; the first
//! player wins iff the final number is positive, or zero with an odd number of switches.
//!
//! The DP runs over switch types in decreasing `L - R` (ties in any order: equal
//! temperatures give the same total whoever takes which), with state `(u, σ)`: `u`
//! switches placed so far (so the parity of the turn is `u mod 2`) and the running number
//! `σ`. Adding `k` copies of a type `{L|R}` with count `c` at state `u` gives the
//! mover-right `ceil(k/2)` of them if `u` is even (else `floor(k/2)`), adds
//! `nL·L + nR·R` to `σ`, and multiplies by `c^k · C(u+k, k)`: `c^k` ordered choices of
//! staircases, `C(u+k, k)` interleavings of the new positions among the tuple's slots.
//! Integers are counted by the same DP without turns; the two are merged with `C(m, u)`
//! interleavings and suffix sums over the integer total. Only ring operations are used,
//! so the count is exact or correct modulo any `m >= 2`.
//!
//! ```
//! use conway::count::Exact;
//! use conway_games::young_count::count_winning_tuples;
//! let s = count_winning_tuples(&Exact, 2, 4).unwrap();
//! assert_eq!(s.to_string(), "7"); // the seed's check value S(2,4) = 7
//! ```

use crate::invalid::InvalidPosition;
use crate::young::{staircase_hook, Hook, HookValue};
use conway::count::arith::Cost;
use conway::count::Arithmetic;
use conway::progress::Progress;
use std::collections::BTreeMap;

/// The largest number of games in a tuple.
pub const MAX_GAMES: usize = 64;
/// The largest weight.
pub const MAX_WEIGHT: u64 = 1000;

/// The largest `M * W` (games times weight) counted in arithmetic of this cost (the work
/// grows like `(M * W)^3`; measured, `M * W = 4096` modulo a word-sized `P` takes at most
/// 8 CPU-seconds, for `M = 4, W = 1000`, and `1024` exactly at most 2).
pub fn max_product(cost: Cost) -> u64 {
    match cost {
        Cost::Word => 4096,
        Cost::BigInteger => 1024,
    }
}

/// The value types of all staircases of weight at most `w`, with their counts.
///
/// The hooks are tallied in a dense table: a staircase's hook has `arm <= b + 1` and
/// `leg <= a + 1`, both at most `w` (row `d` of the Durfee square either ends its block,
/// and the next block is `b` shorter and below `d + 1`, or has length `d`; the leg is the
/// arm of the conjugate, the `(b, a, k)`-staircase).
pub fn staircase_types(w: u64) -> BTreeMap<HookValue, u64> {
    let side = w as usize + 1;
    let mut tally = vec![0u64; side * side];
    for a in 1..w {
        for b in 1..w.saturating_sub(a) {
            for k in 1..=w.saturating_sub(a + b) {
                let hook = staircase_hook(a, b, k).expect("a, b, k >= 1 and small");
                tally[hook.arm as usize * side + hook.leg as usize] += 1;
            }
        }
    }
    let mut types = BTreeMap::new();
    for (i, &count) in tally.iter().enumerate().filter(|(_, &c)| c > 0) {
        let hook = Hook {
            arm: (i / side) as u64,
            leg: (i % side) as u64,
        };
        *types.entry(hook.value()).or_insert(0) += count;
    }
    types
}

/// `S(m, w)`: ordered `m`-tuples of staircases of weight `<= w` that the mover-right
/// wins moving first.
pub fn count_winning_tuples<A: Arithmetic>(
    ar: &A,
    m: usize,
    w: u64,
) -> Result<A::Value, InvalidPosition> {
    count_winning_tuples_with_progress(ar, m, w, &mut |_, _| {})
}

/// [`count_winning_tuples`], reporting `(types done, types)` as the DP advances.
pub fn count_winning_tuples_with_progress<A: Arithmetic>(
    ar: &A,
    m: usize,
    w: u64,
    progress: &mut Progress<'_>,
) -> Result<A::Value, InvalidPosition> {
    if m == 0 || m > MAX_GAMES {
        return Err(InvalidPosition(format!(
            "the number of games must be between 1 and {MAX_GAMES} (got {m})"
        )));
    }
    if w > MAX_WEIGHT {
        return Err(InvalidPosition(format!(
            "the weight must be at most {MAX_WEIGHT} (got {w})"
        )));
    }
    let types = staircase_types(w);
    let mut switches: Vec<(i64, i64, u64)> = Vec::new();
    let mut integers: Vec<(i64, u64)> = Vec::new();
    for (&t, &c) in &types {
        match t {
            HookValue::Integer(n) => integers.push((n, c)),
            HookValue::Switch { left, right } => switches.push((left, right, c)),
        }
    }
    switches.sort_by_key(|&(l, r, _)| std::cmp::Reverse(l - r));
    let binom = binomials(ar, m);
    let total_types = types.len() as u64;
    let mut done = 0;
    let mut tick = || {
        done += 1;
        progress(done, total_types);
    };
    let offset = (m as i64) * (w as i64);
    let width = (2 * offset + 1) as usize;
    let sw = table(
        ar,
        m,
        width,
        offset,
        &binom,
        &mut tick,
        switches.iter().map(|&(l, r, c)| {
            (c, move |u: usize, k: usize| {
                let n_left = if u.is_multiple_of(2) {
                    k.div_ceil(2)
                } else {
                    k / 2
                } as i64;
                n_left * l + (k as i64 - n_left) * r
            })
        }),
    );
    let int = table(
        ar,
        m,
        width,
        offset,
        &binom,
        &mut tick,
        integers
            .iter()
            .map(|&(n, c)| (c, move |_: usize, k: usize| k as i64 * n)),
    );
    // Merge: u switches (any σ) with m - u integers summing to n; win iff σ + n > 0, or
    // σ + n = 0 with u odd.
    let mut total = ar.zero();
    for u in 0..=m {
        let ints = &int[m - u];
        // suffix[i] = sum of ints[i..]
        let mut suffix = vec![ar.zero(); width + 1];
        for i in (0..width).rev() {
            suffix[i] = ar.add(&suffix[i + 1], &ints[i]);
        }
        let mut part = ar.zero();
        for (i, ways) in sw[u].iter().enumerate() {
            if ar.is_zero(ways) {
                continue;
            }
            let sigma = i as i64 - offset;
            // need n > -sigma (or n = -sigma with u odd): index of n is n + offset
            let threshold = -sigma + if u % 2 == 1 { 0 } else { 1 } + offset;
            let idx = threshold.clamp(0, width as i64) as usize;
            part = ar.mul_add(&part, ways, &suffix[idx]);
        }
        total = ar.add(&total, &ar.mul(&binom[m][u], &part));
    }
    Ok(total)
}

/// `C(n, k)` for `n <= m`, by Pascal's rule (additions only).
fn binomials<A: Arithmetic>(ar: &A, m: usize) -> Vec<Vec<A::Value>> {
    let mut c = vec![vec![ar.zero(); m + 1]; m + 1];
    for n in 0..=m {
        c[n][0] = ar.one();
        for k in 1..=n {
            c[n][k] = ar.add(&c[n - 1][k - 1], &c[n - 1][k]);
        }
    }
    c
}

/// The DP over types: `result[u][σ + offset]` = ordered ways to fill `u` slots with
/// components of the given types whose running number is `σ`; `shift(u, k)` is what `k`
/// copies of a type add to `σ` when `u` components precede them.
fn table<A: Arithmetic, F: Fn(usize, usize) -> i64>(
    ar: &A,
    m: usize,
    width: usize,
    offset: i64,
    binom: &[Vec<A::Value>],
    tick: &mut dyn FnMut(),
    types: impl Iterator<Item = (u64, F)>,
) -> Vec<Vec<A::Value>> {
    let mut dp = vec![vec![ar.zero(); width]; m + 1];
    dp[0][offset as usize] = ar.one();
    for (count, shift) in types {
        tick();
        let c = ar.from_u64(count);
        // In place, sources in decreasing u: a row is read before anything is added to it.
        for u in (0..m).rev() {
            let (low, high) = dp.split_at_mut(u + 1);
            let source = &low[u];
            let Some(first) = source.iter().position(|v| !ar.is_zero(v)) else {
                continue;
            };
            let last = source
                .iter()
                .rposition(|v| !ar.is_zero(v))
                .expect("first exists");
            let mut ck = ar.one();
            for k in 1..=m - u {
                ck = ar.mul(&ck, &c);
                let weight = ar.mul(&ck, &binom[u + k][k]);
                let delta = shift(u, k);
                let target = &mut high[k - 1];
                for (i, v) in source.iter().enumerate().take(last + 1).skip(first) {
                    if ar.is_zero(v) {
                        continue;
                    }
                    let j = (i as i64 + delta) as usize;
                    target[j] = ar.mul_add(&target[j], v, &weight);
                }
            }
        }
    }
    dp
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::young::{value_by_rules, Diagram};
    use conway::count::{Exact, Modular};
    use conway::partizan::{Arena, GameId};

    /// Slow twin: every ordered tuple, summed by the canonical-form engine from the
    /// staircases' rules, and its outcome.
    fn brute_force(m: usize, w: u64) -> u64 {
        let mut arena = Arena::new();
        let mut values: Vec<GameId> = Vec::new();
        for a in 1..w {
            for b in 1..w - a {
                for k in 1..=w - a - b {
                    let d = Diagram::staircase(a, b, k).unwrap();
                    values.push(value_by_rules(&mut arena, &d).unwrap());
                }
            }
        }
        let mut count = 0;
        let mut idx = vec![0usize; m];
        if values.is_empty() {
            return 0;
        }
        loop {
            let parts: Vec<GameId> = idx.iter().map(|&i| values[i]).collect();
            let s = arena.sum_all(&parts).unwrap();
            if arena.outcome(s).left_wins_moving_first() {
                count += 1;
            }
            let mut pos = 0;
            loop {
                if pos == m {
                    return count;
                }
                idx[pos] += 1;
                if idx[pos] < values.len() {
                    break;
                }
                idx[pos] = 0;
                pos += 1;
            }
        }
    }

    #[test]
    fn agrees_with_brute_force_on_small_cases() {
        for m in 1..=3 {
            for w in 3..=7 {
                let fast = count_winning_tuples(&Exact, m, w).unwrap();
                assert_eq!(
                    fast.to_string(),
                    brute_force(m, w).to_string(),
                    "S({m},{w})"
                );
            }
        }
    }

    #[test]
    fn seed_check_values() {
        assert_eq!(count_winning_tuples(&Exact, 2, 4).unwrap().to_string(), "7");
        assert_eq!(
            count_winning_tuples(&Exact, 3, 9).unwrap().to_string(),
            "315319"
        );
        let p = Modular::new(1_000_000_007).unwrap();
        let exact = count_winning_tuples(&Exact, 4, 12).unwrap();
        let modular = count_winning_tuples(&p, 4, 12).unwrap();
        assert_eq!(
            (exact % 1_000_000_007u64).to_string(),
            p.to_decimal(&modular)
        );
    }

    #[test]
    fn progress_counts_every_value_type() {
        let mut seen = Vec::new();
        let v = count_winning_tuples_with_progress(&Exact, 2, 9, &mut |d, t| seen.push((d, t)))
            .unwrap();
        let types = staircase_types(9).len() as u64;
        assert_eq!(seen.len() as u64, types);
        assert_eq!(seen.last(), Some(&(types, types)));
        assert_eq!(v, count_winning_tuples(&Exact, 2, 9).unwrap());
    }

    #[test]
    fn hooks_fit_the_dense_tally() {
        for a in 1..=58u64 {
            for b in 1..=59 - a {
                for k in 1..=60 - a - b {
                    let hook = staircase_hook(a, b, k).unwrap();
                    assert!(hook.arm <= b + 1 && hook.leg <= a + 1, "({a},{b},{k})");
                }
            }
        }
    }

    #[test]
    fn bad_parameters_are_refused() {
        assert!(count_winning_tuples(&Exact, 0, 5).is_err());
        assert!(count_winning_tuples(&Exact, 65, 5).is_err());
        assert!(count_winning_tuples(&Exact, 2, 1001).is_err());
        assert_eq!(count_winning_tuples(&Exact, 2, 2).unwrap().to_string(), "0");
    }
}
