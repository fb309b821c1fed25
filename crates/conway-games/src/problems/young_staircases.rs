//! `S(m, w)` of docs/problems.md, problem 4: the number of ordered `m`-tuples of staircases
//! of weight at most `w` whose sum the mover-right (CGT Left, see [`crate::grid::young`]) wins
//! moving first — exact, or modulo a user's modulus, through [`conway::count::Arithmetic`].
//!
//! Method. Each staircase reduces to a hook ([`crate::grid::young::staircase_hook`], proof in
//! [`crate::grid::young`]): an integer `n` or a switch `{L | R}` with `L >= R`. The staircases of
//! weight at most `w` form a family of values with multiplicities
//! ([`staircase_family`]), and the general counter of sums of a family
//! ([`conway::count::game_sums`]) counts the tuples that Left wins moving first: for
//! integers and switches, by its programme over temperatures, hottest first
//! ([`conway::count::game_sums::switches`]).
//!
//! ```
//! use conway::count::Exact;
//! use conway_games::problems::young_staircases::count_winning_tuples;
//! let s = count_winning_tuples(&Exact, 2, 4).unwrap();
//! assert_eq!(s.to_string(), "7"); // the seed's check value S(2,4) = 7
//! ```

use crate::grid::young::{staircase_hook, Hook, HookValue};
use crate::invalid::InvalidPosition;
use conway::count::arith::Cost;
use conway::count::game_sums::{self, Family, Mode, Question};
use conway::count::Arithmetic;
use conway::partizan::Arena;
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

/// The family of all staircases of weight at most `w`: their values (hooks) in `arena`,
/// with the number of staircases of each.
pub fn staircase_family(arena: &mut Arena, w: u64) -> Result<Family, InvalidPosition> {
    let mut members = Vec::new();
    for (value, count) in staircase_types(w) {
        let g = value
            .game(arena)
            .map_err(|e| InvalidPosition(e.to_string()))?;
        members.push((g, count));
    }
    Ok(Family::new(members))
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

/// [`count_winning_tuples`], reporting `(types done, types)` as the count advances.
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
    let mut arena = Arena::new();
    let family = staircase_family(&mut arena, w)?;
    game_sums::count(
        ar,
        &mut arena,
        &family,
        m,
        Mode::Ordered,
        Question::LeftWinsMovingFirst,
        progress,
    )
    .map_err(|e| InvalidPosition(e.0))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::young::{value_by_rules, Diagram};
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
    fn the_limits_of_s_fit_the_general_counter() {
        use conway::count::game_sums::switches::{max_steps, Hot};
        for (m, w, cost) in [
            (64, 64, Cost::Word),
            (16, 256, Cost::Word),
            (16, 64, Cost::BigInteger),
            (4, 256, Cost::BigInteger),
        ] {
            assert!(m as u64 * w <= max_product(cost));
            let mut arena = Arena::new();
            let family = staircase_family(&mut arena, w).unwrap();
            let hot = Hot::new(&arena, &family, m, Mode::Ordered).unwrap();
            assert!(hot.steps() <= max_steps(cost), "S({m}, {w})");
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
