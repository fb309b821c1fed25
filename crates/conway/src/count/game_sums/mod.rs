//! Tuples and multisets of partizan games counted by the outcome class of their sum.
//!
//! A **family** is a finite list of game values with multiplicities: `c` members of the
//! family have the value `G` (every Domineering position of a board shape, every
//! staircase of Young's game of a given weight, ...). Given `M`, this module counts
//!
//! * **ordered `M`-tuples** of members (`(c_1 + ... + c_t)^M` of them in all), or
//! * **multisets** of `M` members (members with equal values are distinct members, so a
//!   multiset takes `k` copies from the `c` members of value `G` in `C(c + k - 1, k)`
//!   ways),
//!
//! by the outcome class of their sum (Siegel, *Combinatorial Game Theory*, II.1): `L`
//! (`> 0`, Left wins whoever starts), `R` (`< 0`), `N` (`|| 0`, the player to move wins),
//! `P` (`= 0`); "Left wins moving first" is `L` or `N`, "Right wins moving first" `R` or
//! `N`. Counts are exact or modulo any `m >= 2` ([`Arithmetic`]).
//!
//! The sum is never built tuple by tuple: the family's values choose a method, each with
//! its theorem in its module and a slow twin in the tests (the canonical sum of every
//! tuple, built by the arena):
//!
//! | values | module | theorem |
//! |---|---|---|
//! | numbers, nimbers, `x + *k`, `x + n.^ + *k` | [`closed_forms`] | the number part decides; ties by the ups and the nim-sum |
//! | numbers and switches `{a\|b}`, `a >= b` numbers | [`switches`] | hottest first (Winning Ways ch. 6) |
//! | anything else | [`by_arena`] | the canonical form of every partial sum, memoised |
//!
//! Each method refuses, with a [`CountError`] naming its bound, a request whose estimated
//! work exceeds its limit (about ten CPU-seconds; see each module).
//!
//! ```
//! use conway::count::game_sums::{count_all, Family, Mode};
//! use conway::count::Exact;
//! use conway::partizan::{parse, Arena};
//! let mut arena = Arena::new();
//! // Two members of value 1, one of value -1, one of value *.
//! let (one, minus, star) = (parse(&mut arena, "1").unwrap(), parse(&mut arena, "-1").unwrap(),
//!                           parse(&mut arena, "*").unwrap());
//! let family = Family::new([(one, 2), (minus, 1), (star, 1)]);
//! let c = count_all(&Exact, &mut arena, &family, 2, Mode::Ordered).unwrap();
//! // Ordered pairs: 16 in all; sum 0 from (1,-1) and (-1,1): 4 pairs, and (*,*): 1.
//! assert_eq!(c.previous, 5.into());
//! assert_eq!(c.next, 0.into()); // 1 + * > 0 and -1 + * < 0: nothing is fuzzy
//! assert_eq!(c.left, 8.into()); // (1,1) 4, (1,*) and (*,1) 4
//! assert_eq!(c.right, 3.into()); // (-1,-1) 1, (-1,*) and (*,-1) 2
//! ```

pub mod by_arena;
pub mod closed_forms;
mod miller;
pub mod switches;
mod weights;

use super::arith::{Arithmetic, CountError, Counting, Exact};
use super::xor_transform::embed;
use crate::partizan::{Arena, GameId, Outcome};
use crate::progress::Progress;
use num_bigint::BigInt;
use std::collections::BTreeMap;

/// The most games in a tuple or multiset.
pub const MAX_GAMES: usize = 1000;

/// A family of games: distinct values, each with the number of members that have it.
///
/// **Exact multiplicities.** Entries are merged by [`GameId`], and the arena gives equal
/// values one id and distinct values distinct ids (canonical forms), so two distinct
/// values are never merged and equal ones always are. Each entry brings fewer than
/// `2^64` members and an iterator yields fewer than `2^63` entries (at a nanosecond an
/// entry, `2^63` take three centuries), so every merged multiplicity and the whole
/// family's size stay below `2^127`: the sums below are exact `u128` additions, and
/// every method may hold a multiplicity, or a signed sum of multiplicities, in an `i128`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Family {
    members: Vec<(GameId, u128)>,
}

impl Family {
    /// The family with these members (a value listed twice has the sum of its
    /// multiplicities, exactly; a multiplicity of 0 leaves the value out).
    pub fn new(members: impl IntoIterator<Item = (GameId, u64)>) -> Family {
        let mut merged: BTreeMap<GameId, u128> = BTreeMap::new();
        for (g, c) in members {
            if c > 0 {
                let entry = merged.entry(g).or_insert(0);
                *entry = entry
                    .checked_add(u128::from(c))
                    .expect("fewer than 2^63 entries of fewer than 2^64 members each");
            }
        }
        Family {
            members: merged.into_iter().collect(),
        }
    }

    /// The distinct values and their multiplicities, by id.
    pub fn members(&self) -> &[(GameId, u128)] {
        &self.members
    }

    /// A family whose counts of `games`-tuples (or multisets) are congruent to this
    /// family's modulo `modulus`, with every multiplicity reduced:
    ///
    /// * ordered: a count is `Σ Π c(g_i)` over the tuples of values in a class, a
    ///   polynomial with integer coefficients in the multiplicities, so it depends only
    ///   on them modulo `m`;
    /// * multisets: a count is a sum of products of `C(c + k - 1, k) = f(c) / k!`, `k <=
    ///   M`, with `f(x) = x (x + 1) ... (x + k - 1)` an integer polynomial; `c ≡ c'`
    ///   modulo `m M!` gives `f(c) ≡ f(c')` modulo `m M!`, so `f(c) / k! ≡ f(c') / k!`
    ///   modulo `m`.
    ///
    /// A multiplicity reduced to 0 drops its value (it then adds one way of taking no
    /// copies and none of taking some, as an absent value does).
    pub fn reduced(&self, modulus: &BigInt, games: usize, mode: Mode) -> Family {
        let period = match mode {
            Mode::Ordered => modulus.clone(),
            Mode::Multiset => (1..=games).fold(modulus.clone(), |p, k| p * k),
        };
        let members = self
            .members
            .iter()
            .filter_map(|&(g, c)| {
                let c = u128::try_from(BigInt::from(c) % &period).expect("below c");
                (c > 0).then_some((g, c))
            })
            .collect();
        Family { members }
    }

    /// The number of members (the sum of the multiplicities, below `2^127`).
    pub fn size(&self) -> u128 {
        self.members.iter().map(|&(_, c)| c).sum()
    }
}

/// What is counted: ordered tuples or multisets of members.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Ordered `M`-tuples `(g_1, ..., g_M)` of members.
    Ordered,
    /// Multisets of `M` members.
    Multiset,
}

/// Which tuples a count keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Question {
    /// Those whose sum has this outcome class.
    Outcome(Outcome),
    /// Those whose sum Left wins moving first (`L` or `N`).
    LeftWinsMovingFirst,
    /// Those whose sum Right wins moving first (`R` or `N`).
    RightWinsMovingFirst,
    /// All of them.
    Total,
}

/// Counts by outcome class of the sum.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OutcomeCounts<V> {
    /// Sums `> 0`.
    pub left: V,
    /// Sums `< 0`.
    pub right: V,
    /// Sums `|| 0`.
    pub next: V,
    /// Sums `= 0`.
    pub previous: V,
}

impl<V: Clone> OutcomeCounts<V> {
    /// The count that answers `question`.
    pub fn answer<A: Arithmetic<Value = V>>(&self, a: &A, question: Question) -> V {
        match question {
            Question::Outcome(Outcome::L) => self.left.clone(),
            Question::Outcome(Outcome::R) => self.right.clone(),
            Question::Outcome(Outcome::N) => self.next.clone(),
            Question::Outcome(Outcome::P) => self.previous.clone(),
            Question::LeftWinsMovingFirst => a.add(&self.left, &self.next),
            Question::RightWinsMovingFirst => a.add(&self.right, &self.next),
            Question::Total => a.add(
                &a.add(&self.left, &self.right),
                &a.add(&self.next, &self.previous),
            ),
        }
    }
}

/// The method a family's values call for (see the module documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// Every value is `x + n.^ + *k` ([`closed_forms`]).
    ClosedForms,
    /// Every value is a number or a switch `{a|b}`, `a >= b` numbers ([`switches`]).
    Switches,
    /// Any other family ([`by_arena`]).
    Arena,
}

impl Method {
    /// The method for `family`.
    pub fn of(arena: &Arena, family: &Family) -> Method {
        let members = family.members();
        if members.iter().all(|&(g, _)| arena.as_nus(g).is_some()) {
            Method::ClosedForms
        } else if members
            .iter()
            .all(|&(g, _)| switches::as_simple(arena, g).is_some())
        {
            Method::Switches
        } else {
            Method::Arena
        }
    }

    /// A short name: `closed forms`, `numbers and switches` or `arena`.
    pub fn name(self) -> &'static str {
        match self {
            Method::ClosedForms => "closed forms",
            Method::Switches => "numbers and switches",
            Method::Arena => "arena",
        }
    }
}

/// Checks `1 <= games <= MAX_GAMES`.
fn check_games(games: usize) -> Result<(), CountError> {
    if (1..=MAX_GAMES).contains(&games) {
        Ok(())
    } else {
        Err(CountError(format!(
            "the number of games must be between 1 and {MAX_GAMES} (got {games})"
        )))
    }
}

/// The family to count in the ring of `a`: [`Family::reduced`] by its modulus, if any.
fn in_ring<'f, A: Arithmetic>(
    a: &A,
    family: &'f Family,
    games: usize,
    mode: Mode,
) -> std::borrow::Cow<'f, Family> {
    match a.modulus() {
        Some(m) => std::borrow::Cow::Owned(family.reduced(&m, games, mode)),
        None => std::borrow::Cow::Borrowed(family),
    }
}

/// The counts of `M`-tuples (or multisets) of members of `family` by the outcome class of
/// their sum, by the method [`Method::of`] the family.
pub fn count_all<A: Arithmetic>(
    a: &A,
    arena: &mut Arena,
    family: &Family,
    games: usize,
    mode: Mode,
) -> Result<OutcomeCounts<A::Value>, CountError> {
    count_all_with_progress(a, arena, family, games, mode, &mut |_, _| {})
}

/// [`count_all`], reporting progress (units: the method's stages).
pub fn count_all_with_progress<A: Arithmetic>(
    a: &A,
    arena: &mut Arena,
    family: &Family,
    games: usize,
    mode: Mode,
    progress: &mut Progress<'_>,
) -> Result<OutcomeCounts<A::Value>, CountError> {
    check_games(games)?;
    let family = &in_ring(a, family, games, mode);
    match Method::of(arena, family) {
        Method::ClosedForms => {
            let exact = closed_forms::count(arena, family, games, mode, progress)?;
            Ok(OutcomeCounts {
                left: embed(a, &exact.left),
                right: embed(a, &exact.right),
                next: embed(a, &exact.next),
                previous: embed(a, &exact.previous),
            })
        }
        Method::Switches => switches::Hot::new(arena, family, games, mode)?.count_all(a, progress),
        Method::Arena => by_arena::count(a, arena, family, games, mode, progress),
    }
}

/// The number of `M`-tuples (or multisets) of members of `family` that `question` keeps.
/// Where the method can answer one question with less work than all of them (Left or
/// Right moving first on numbers and switches), it does.
pub fn count<A: Arithmetic>(
    a: &A,
    arena: &mut Arena,
    family: &Family,
    games: usize,
    mode: Mode,
    question: Question,
    progress: &mut Progress<'_>,
) -> Result<A::Value, CountError> {
    check_games(games)?;
    let family = &in_ring(a, family, games, mode);
    if Method::of(arena, family) == Method::Switches {
        let hot = switches::Hot::new(arena, family, games, mode)?;
        match question {
            Question::LeftWinsMovingFirst => return hot.left_wins_first(a, progress),
            Question::RightWinsMovingFirst => return hot.mirror().left_wins_first(a, progress),
            _ => {}
        }
    }
    let all = count_all_with_progress(a, arena, family, games, mode, progress)?;
    Ok(all.answer(a, question))
}

/// A count of sums as a [`Counting`] job, which
/// [`run_counting`](crate::count::arith::run_counting) runs in the arithmetic a modulus
/// calls for: every class, the answer to one question and the total.
pub struct Job<'a, 'p> {
    /// The arena of the family's values.
    pub arena: &'a mut Arena,
    /// The family.
    pub family: &'a Family,
    /// `M`.
    pub games: usize,
    /// Ordered tuples or multisets.
    pub mode: Mode,
    /// The question of [`Counted::answer`].
    pub question: Question,
    /// Progress, as [`count_all_with_progress`] reports it.
    pub progress: &'a mut Progress<'p>,
}

/// What a [`Job`] gives, as decimal digits (residues modulo the modulus, if any).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Counted {
    /// The count of each outcome class.
    pub classes: OutcomeCounts<String>,
    /// The count the question asks for.
    pub answer: String,
    /// The count of all tuples (or multisets).
    pub total: String,
}

impl Counting for Job<'_, '_> {
    type Output = Counted;
    type Error = CountError;
    fn run<A: Arithmetic>(self, a: &A) -> Result<Counted, CountError> {
        let c = count_all_with_progress(
            a,
            self.arena,
            self.family,
            self.games,
            self.mode,
            self.progress,
        )?;
        Ok(Counted {
            answer: a.to_decimal(&c.answer(a, self.question)),
            total: a.to_decimal(&c.answer(a, Question::Total)),
            classes: OutcomeCounts {
                left: a.to_decimal(&c.left),
                right: a.to_decimal(&c.right),
                next: a.to_decimal(&c.next),
                previous: a.to_decimal(&c.previous),
            },
        })
    }
}

/// The number of all `M`-tuples (or multisets) of the `size` members of a family,
/// exactly: `size^M` or `C(size + M - 1, M)`.
pub fn total(size: u128, games: usize, mode: Mode) -> BigInt {
    let size = BigInt::from(size);
    match mode {
        Mode::Ordered => Exact.pow(&size, games as u64),
        Mode::Multiset => (0..games).fold(BigInt::from(1), |acc, k| {
            acc * (&size + k) / (k + 1) // exact: a product of k + 1 consecutive integers
        }),
    }
}

#[cfg(test)]
pub(crate) mod twin;

#[cfg(test)]
mod tests {
    use super::twin::{brute_force, family_of, random_family};
    use super::*;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    /// Also every single question: numbers and switches answer Left or Right moving first
    /// with one table (or its mirror) instead of three.
    #[test]
    fn every_method_agrees_with_brute_force_on_mixed_families() {
        let atoms = [
            "1", "-1/2", "*", "*2", "^", "v*", "{1|-1}", "{2|1/2}", "1*", "{2|^}", "{1|*}",
        ];
        let mut rng = StdRng::seed_from_u64(17);
        let mut seen = Vec::new();
        for _ in 0..150 {
            let mut arena = Arena::new();
            let family = random_family(&mut arena, &mut rng, &atoms, 4);
            seen.push(Method::of(&arena, &family));
            let games = rng.gen_range(1..=3);
            for mode in [Mode::Ordered, Mode::Multiset] {
                let expected = brute_force(&mut arena, &family, games, mode);
                let got = count_all(&Exact, &mut arena, &family, games, mode).unwrap();
                assert_eq!(got, expected, "{mode:?} M={games} {family:?}");
                for question in [
                    Question::Outcome(Outcome::N),
                    Question::LeftWinsMovingFirst,
                    Question::RightWinsMovingFirst,
                    Question::Total,
                ] {
                    let one = count(
                        &Exact,
                        &mut arena,
                        &family,
                        games,
                        mode,
                        question,
                        &mut |_, _| {},
                    )
                    .unwrap();
                    assert_eq!(one, expected.answer(&Exact, question));
                }
                let size = family.size();
                assert_eq!(
                    expected.answer(&Exact, Question::Total),
                    total(size, games, mode)
                );
            }
        }
        for method in [Method::ClosedForms, Method::Switches, Method::Arena] {
            assert!(seen.contains(&method), "{method:?} never chosen");
        }
    }

    #[test]
    fn families_merge_values_and_games_are_bounded() {
        let mut arena = Arena::new();
        let family = family_of(&mut arena, &[("1", 2), ("{0|*}", 1), ("^", 3), ("*", 0)]);
        assert_eq!(family.members().len(), 2);
        assert_eq!(family.size(), 6);
        for games in [0, MAX_GAMES + 1] {
            let e = count_all(&Exact, &mut arena, &family, games, Mode::Ordered).unwrap_err();
            assert!(e.0.contains("number of games"), "{e}");
        }
        let empty = Family::default();
        let c = count_all(&Exact, &mut arena, &empty, 3, Mode::Multiset).unwrap();
        assert_eq!(c.answer(&Exact, Question::Total), 0.into());
    }

    /// Multiplicities near `2^64`, merged or split over values that share an exponent
    /// (`*`, `*2`), in every method: exact against the brute force, never saturated.
    #[test]
    fn huge_multiplicities_are_exact() {
        let big = u64::MAX;
        let families: &[&[(&str, u64)]] = &[
            &[("1", big), ("1", 1), ("-1", 3)],
            &[("*", big), ("*2", 1), ("1", big)],
            &[("*", big), ("*2", big), ("*3", 2), ("^", big)],
            &[("{2|-1}", big), ("{2|-1}", big), ("1", 5)],
            &[("{2|^}", big), ("{2|^}", 1), ("*", big)],
        ];
        for &members in families {
            let mut arena = Arena::new();
            let family = family_of(&mut arena, members);
            for games in 1..=3 {
                for mode in [Mode::Ordered, Mode::Multiset] {
                    let expected = brute_force(&mut arena, &family, games, mode);
                    let got = count_all(&Exact, &mut arena, &family, games, mode).unwrap();
                    assert_eq!(got, expected, "{mode:?} M={games} {members:?}");
                }
            }
        }
        let mut arena = Arena::new();
        let family = family_of(&mut arena, &[("1", big), ("1", 1)]);
        assert_eq!(family.members()[0].1, 1u128 << 64);
    }
}
