//! Counting sums of any games, through the canonical forms of the arena.
//!
//! **Theorem.** The outcome of a sum depends only on its value, and equal values have
//! equal canonical forms (Siegel, *Combinatorial Game Theory*, II.2.7), which the
//! [`Arena`] names by one id. So tuples can be counted by the value of their partial
//! sums: a programme over the family's distinct values `v` (with `c` members each), with
//! state (members so far `u`, partial sum `S`) and a count, adds `k` copies of `v` to
//! each state — the state `(u + k, S + k v)`, weighted as in every method
//! (the private module `weights`: `c^k C(u + k, k)` ordered, `C(c + k - 1, k)` for
//! multisets). At the end, the outcome class of each sum `S` of `M` members is asked of
//! the arena once.
//!
//! **Work**: (distinct values) × (states) × `M` sums, each cached by the arena per pair
//! of ids, plus the arena's own work on new sums. The count stops with an error when
//! the states exceed [`MAX_STATES`], the sums [`MAX_SUMS`] or the arena's work
//! [`MAX_ARENA_WORK`] (each about ten CPU-seconds at most), or when the arena refuses a
//! sum (its own limits, [`crate::partizan::limits`]).

use super::weights::Copies;
use super::{Family, Mode, OutcomeCounts};
use crate::count::arith::{Arithmetic, CountError};
use crate::partizan::{Arena, GameId, Outcome};
use crate::progress::Progress;
use std::collections::HashMap;

/// The most distinct (members, partial sum) states.
pub const MAX_STATES: usize = 2_000_000;

/// The most partial sums formed (most are found in the arena's cache).
pub const MAX_SUMS: u64 = 100_000_000;

/// The most work steps of the arena during one count.
pub const MAX_ARENA_WORK: u64 = 16_000_000;

/// The counts of `M`-tuples (or multisets) of members of `family` by the outcome class of
/// their sum, from the canonical forms of the partial sums.
pub fn count<A: Arithmetic>(
    a: &A,
    arena: &mut Arena,
    family: &Family,
    games: usize,
    mode: Mode,
    progress: &mut Progress<'_>,
) -> Result<OutcomeCounts<A::Value>, CountError> {
    let copies = Copies::new(a, mode, games);
    let start_work = arena.work();
    let zero = arena.zero();
    let mut dp: Vec<HashMap<GameId, A::Value>> = vec![HashMap::new(); games + 1];
    dp[0].insert(zero, a.one());
    let (mut states, mut sums) = (1usize, 0u64);
    let refused =
        |e: crate::partizan::Error| CountError(format!("the arena cannot form a partial sum: {e}"));
    let members = family.members();
    for (done, &(value, count)) in members.iter().enumerate() {
        progress(done as u64, members.len() as u64);
        let choices = copies.choices(a, count, games);
        for u in (0..games).rev() {
            let sources: Vec<(GameId, A::Value)> =
                dp[u].iter().map(|(&g, w)| (g, w.clone())).collect();
            for (g, ways) in sources {
                let mut sum = g;
                for k in 1..=games - u {
                    sum = arena.sum(sum, value).map_err(refused)?;
                    sums += 1;
                    let weight = copies.interleaved(a, &choices[k], u, k);
                    let slot = dp[u + k].entry(sum).or_insert_with(|| {
                        states += 1;
                        a.zero()
                    });
                    *slot = a.mul_add(slot, &ways, &weight);
                }
                let work = arena.work() - start_work;
                if states > MAX_STATES || sums > MAX_SUMS || work > MAX_ARENA_WORK {
                    return Err(CountError(format!(
                        "counting sums of {games} games from {} values by their canonical \
                         forms needs more than {MAX_STATES} partial sums, {MAX_SUMS} \
                         additions or {MAX_ARENA_WORK} work steps of the arena (the limits)",
                        members.len()
                    )));
                }
            }
        }
    }
    progress(members.len() as u64, members.len() as u64);
    let mut counts = OutcomeCounts {
        left: a.zero(),
        right: a.zero(),
        next: a.zero(),
        previous: a.zero(),
    };
    for (&sum, ways) in &dp[games] {
        let slot = match arena.outcome(sum) {
            Outcome::L => &mut counts.left,
            Outcome::R => &mut counts.right,
            Outcome::N => &mut counts.next,
            Outcome::P => &mut counts.previous,
        };
        *slot = a.add(slot, ways);
    }
    Ok(counts)
}

#[cfg(test)]
mod tests {
    use super::super::twin::{brute_force, random_family};
    use super::*;
    use crate::count::{Exact, Modular};
    use num_bigint::BigInt;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    const ATOMS: &[&str] = &[
        "{2|^}", "{1|*}", "^", "*", "{0|v}", "1", "-1/2", "{1|-1}", "{3|1||0}", "±{2|1}", "{1*|0}",
        "Tiny(1)",
    ];

    #[test]
    fn agrees_with_brute_force_on_random_families() {
        let mut rng = StdRng::seed_from_u64(7);
        for round in 0..80 {
            let mut arena = Arena::new();
            let family = random_family(&mut arena, &mut rng, ATOMS, 4);
            let games = rng.gen_range(1..=3);
            for mode in [Mode::Ordered, Mode::Multiset] {
                let expected = brute_force(&mut arena, &family, games, mode);
                // The arena method on every family (not only those the dispatch sends it).
                let got = count(&Exact, &mut arena, &family, games, mode, &mut |_, _| {}).unwrap();
                assert_eq!(got, expected, "round {round} {mode:?} M={games} {family:?}");
                let p = Modular::new(97).unwrap();
                let modular = count(&p, &mut arena, &family, games, mode, &mut |_, _| {}).unwrap();
                assert_eq!(
                    BigInt::from(modular.left),
                    &expected.left % BigInt::from(97)
                );
            }
        }
    }
}
