//! The slow twin of every method: the canonical sum of every tuple (or multiset), built by
//! the arena, and its outcome class; and random families for the tests.

use super::{Family, Mode, OutcomeCounts};
use crate::partizan::{parse, Arena, GameId, Outcome};
use num_bigint::BigInt;
use rand::Rng;

/// The family of these values (in the notation) with these multiplicities.
pub(crate) fn family_of(arena: &mut Arena, members: &[(&str, u64)]) -> Family {
    Family::new(
        members
            .iter()
            .map(|&(text, c)| (parse(arena, text).expect("a valid value"), c)),
    )
}

/// Up to `most` distinct values drawn from `atoms`, or sums of two of them, with small
/// multiplicities.
pub(crate) fn random_family(
    arena: &mut Arena,
    rng: &mut impl Rng,
    atoms: &[&str],
    most: usize,
) -> Family {
    let n = rng.gen_range(1..=most);
    let members: Vec<(GameId, u64)> = (0..n)
        .map(|_| {
            let first = atoms[rng.gen_range(0..atoms.len())];
            let text = if rng.gen_bool(0.3) {
                format!("{first} + {}", atoms[rng.gen_range(0..atoms.len())])
            } else {
                first.to_string()
            };
            (
                parse(arena, &text).expect("a valid value"),
                rng.gen_range(1..=3),
            )
        })
        .collect();
    Family::new(members)
}

/// Every ordered tuple of values (weighted by the members' choices), or every multiset
/// (non-decreasing index sequences, weighted by `C(c + k - 1, k)` per value), summed by
/// the arena and classified by outcome.
pub(crate) fn brute_force(
    arena: &mut Arena,
    family: &Family,
    games: usize,
    mode: Mode,
) -> OutcomeCounts<BigInt> {
    let mut counts = OutcomeCounts {
        left: BigInt::from(0),
        right: BigInt::from(0),
        next: BigInt::from(0),
        previous: BigInt::from(0),
    };
    let members = family.members().to_vec();
    let mut picks = Vec::with_capacity(games);
    walk(arena, &members, games, mode, 0, &mut picks, &mut counts);
    counts
}

fn walk(
    arena: &mut Arena,
    members: &[(GameId, u128)],
    games: usize,
    mode: Mode,
    from: usize,
    picks: &mut Vec<usize>,
    counts: &mut OutcomeCounts<BigInt>,
) {
    if picks.len() == games {
        let parts: Vec<GameId> = picks.iter().map(|&i| members[i].0).collect();
        let sum = arena.sum_all(&parts).expect("small sums");
        let weight = match mode {
            Mode::Ordered => picks.iter().fold(BigInt::from(1), |w, &i| w * members[i].1),
            Mode::Multiset => (0..members.len()).fold(BigInt::from(1), |w, i| {
                let k = picks.iter().filter(|&&j| j == i).count();
                let c = members[i].1;
                // C(c + k - 1, k)
                (0..k).fold(w, |w, j| w * (c + j as u128)) / (1..=k).product::<usize>()
            }),
        };
        let slot = match arena.outcome(sum) {
            Outcome::L => &mut counts.left,
            Outcome::R => &mut counts.right,
            Outcome::N => &mut counts.next,
            Outcome::P => &mut counts.previous,
        };
        *slot += weight;
        return;
    }
    let start = if mode == Mode::Multiset { from } else { 0 };
    for i in start..members.len() {
        picks.push(i);
        walk(arena, members, games, mode, i, picks, counts);
        picks.pop();
    }
}
