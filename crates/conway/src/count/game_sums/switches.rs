//! Counting sums of numbers and switches `{a | b}` (`a >= b` numbers; `{x | x} = x*`).
//!
//! **Theorem** (hotstrat: Winning Ways, ch. 6; Siegel, *Combinatorial Game Theory*, II.5;
//! Lessons in Play, 6.1; [`crate::partizan::switches`], where the tests check it against
//! canonical sums). Write each switch as `m ± t` (mean `m = (a + b)/2`, temperature
//! `t = (a - b)/2 >= 0`) and sort the `u` switches of a sum by decreasing temperature,
//! `t_1 >= t_2 >= ... >= t_u`. Both players take the switches in that order, alternately;
//! the game ends on the number `σ_L = μ + A` if Left starts and `σ_R = μ - A` if Right
//! starts, where `μ` is the sum of the numbers and the means and
//! `A = t_1 - t_2 + t_3 - ... >= 0`. The first player wins iff that number is in his
//! favour, or is 0 and `u` is odd (he made the last move). Hence:
//!
//! * Left wins moving first iff `σ_L > 0`, or `σ_L = 0` and `u` is odd;
//! * Right wins moving first iff Left wins moving first on the negative sum (`-{a|b} =
//!   {-b|-a}`), by symmetry;
//! * the sum is `0` (outcome `P`) iff both lose, i.e. `σ_R >= 0 >= σ_L`, which with
//!   `σ_L - σ_R = 2A >= 0` forces `A = 0`, `μ = 0` and `u` even. `A = 0` with `u` even says
//!   that equal temperatures pair off: every temperature occurs an even number of times.
//!   Then `σ_L = μ`.
//!
//! So `P = #{u even at the end of every group of equal temperature, σ_L = 0}`,
//! `N = (L + N) + (R + N) + P - total`, `L = (L + N) - N`, `R = (R + N) - N`.
//!
//! **The programme** (first written for the staircases of Young's Game B). Numbers are
//! scaled to integers by their common denominator. Switch values ("types", with `c`
//! members each) are taken in decreasing temperature, with state `(u, σ)`: `u` switches
//! placed so far (the turn is `u mod 2`) and the running number `σ`. Adding `k` copies of
//! `{a|b}` at state `u` gives Left `ceil(k/2)` of them if `u` is even (else
//! `floor(k/2)`), adds `n_L a + n_R b` to `σ`, and weighs the ways by
//! the private module `weights` (`c^k C(u+k, k)` ordered, `C(c+k-1, k)` for multisets).
//! Numbers are tabled by the same programme without turns, and the two tables are merged
//! with `C(M, u)` interleavings (ordered) and suffix sums over the number total. Only
//! ring operations are used, so any modulus works.
//!
//! **Work**: about `types × M^2/2 × width` ring operations, `width` the range of `σ`
//! (`M` times the range of the scaled values); refused beyond [`max_steps`].

use super::weights::Copies;
use super::{Family, Mode, OutcomeCounts};
use crate::count::arith::{Arithmetic, Cost, CountError};
use crate::partizan::switches::Simple;
use crate::partizan::{Arena, Dyadic, GameId};
use crate::progress::Progress;

/// The most estimated ring operations of one count in arithmetic of this cost: the
/// largest Young staircase counts fit (`M * W = 4096` modulo a word-sized `P`, about
/// `1.6 * 10^10` steps and ten CPU-seconds; `M * W = 1024` exactly, about `4 * 10^8`
/// steps and two CPU-seconds).
pub fn max_steps(cost: Cost) -> u64 {
    match cost {
        Cost::Word => 20_000_000_000,
        Cost::BigInteger => 400_000_000,
    }
}

/// `g` as a number or a switch `{a | b}` with `a >= b` (`x*` is `{x | x}`), if it is one.
pub fn as_simple(arena: &Arena, g: GameId) -> Option<Simple> {
    if let Some(x) = arena.as_number(g) {
        return Some(Simple::Number(x));
    }
    if let Some((a, b)) = arena.as_switch(g) {
        return Some(Simple::Switch(a, b));
    }
    arena
        .as_nus(g)
        .filter(|v| v.ups == 0 && v.nim == 1)
        .map(|v| Simple::Switch(v.number, v.number))
}

/// A family of numbers and switches, scaled to integers, ready to count.
#[derive(Clone, Debug)]
pub struct Hot {
    games: usize,
    mode: Mode,
    /// `(a, b, members)`, by decreasing temperature `a - b`.
    switches: Vec<(i64, i64, u128)>,
    /// `(n, members)`.
    numbers: Vec<(i64, u128)>,
    /// `σ` ranges over `-offset..=width - 1 - offset`.
    offset: i64,
    width: usize,
}

impl Hot {
    /// The family's values, which must all be numbers or switches ([`as_simple`]).
    pub fn new(
        arena: &Arena,
        family: &Family,
        games: usize,
        mode: Mode,
    ) -> Result<Hot, CountError> {
        let simple: Vec<(Simple, u128)> = family
            .members()
            .iter()
            .map(|&(g, c)| (as_simple(arena, g).expect("numbers and switches only"), c))
            .collect();
        let exponent = simple
            .iter()
            .flat_map(|(s, _)| match *s {
                Simple::Number(x) => [x, x],
                Simple::Switch(a, b) => [a, b],
            })
            .map(Dyadic::exponent)
            .max()
            .unwrap_or(0);
        let range = CountError(format!(
            "the numbers of the family, over their common denominator 2^{exponent}, are \
             too large to count sums of {games} of them"
        ));
        let scale = |x: Dyadic| -> Result<i64, CountError> {
            let wide = i128::from(x.numerator()) << (exponent - x.exponent());
            i64::try_from(wide)
                .ok()
                .filter(|n| n.unsigned_abs() < (1 << 40))
                .ok_or(range.clone())
        };
        let mut switches = Vec::new();
        let mut numbers = Vec::new();
        for (s, c) in simple {
            match s {
                Simple::Number(x) => numbers.push((scale(x)?, c)),
                Simple::Switch(a, b) => switches.push((scale(a)?, scale(b)?, c)),
            }
        }
        Hot::from_integers(switches, numbers, games, mode)
    }

    /// The family of the switches `{a | b}` (`a >= b`) and the integers `n` given with
    /// their members, scaled already.
    pub fn from_integers(
        mut switches: Vec<(i64, i64, u128)>,
        numbers: Vec<(i64, u128)>,
        games: usize,
        mode: Mode,
    ) -> Result<Hot, CountError> {
        assert!(
            switches.iter().all(|&(a, b, _)| a >= b),
            "a switch needs a >= b"
        );
        switches.sort_by_key(|&(a, b, _)| std::cmp::Reverse(a - b));
        let values = switches
            .iter()
            .flat_map(|&(a, b, _)| [a, b])
            .chain(numbers.iter().map(|&(n, _)| n));
        let (low, high) = values.fold((0i64, 0i64), |(lo, hi), v| (lo.min(v), hi.max(v)));
        let span = i128::from(high - low) * games as i128 + 1;
        let width = usize::try_from(span)
            .ok()
            .filter(|&w| w <= 1 << 32)
            .ok_or_else(|| {
                CountError(format!(
                    "sums of {games} games range over {span} numbers (scaled to integers), \
                     more than the 2^32 the count can table"
                ))
            })?;
        Ok(Hot {
            games,
            mode,
            switches,
            numbers,
            offset: -low * games as i64,
            width,
        })
    }

    /// The estimated ring operations of one table.
    pub fn steps(&self) -> u64 {
        let types = (self.switches.len() + self.numbers.len()) as u64;
        let m = self.games as u64;
        types
            .saturating_mul(m * (m + 1) / 2)
            .saturating_mul(self.width as u64)
    }

    /// Refuses a count beyond [`max_steps`] for the arithmetic's cost.
    fn check<A: Arithmetic>(&self, a: &A, tables: u64) -> Result<(), CountError> {
        let steps = self.steps().saturating_mul(tables);
        let limit = max_steps(a.cost());
        if steps > limit {
            let hint = match a.cost() {
                Cost::BigInteger => " (give a modulus below 2^64 for a higher limit)",
                Cost::Word => "",
            };
            return Err(CountError(format!(
                "counting sums of {} numbers and switches from {} values would take about \
                 {steps} steps, more than the limit of {limit}{hint}",
                self.games,
                self.switches.len() + self.numbers.len()
            )));
        }
        Ok(())
    }

    /// The negative family (`-{a|b} = {-b|-a}`, `-n`): Right's counts are Left's counts
    /// of the negative.
    pub fn mirror(&self) -> Hot {
        Hot {
            switches: self.switches.iter().map(|&(a, b, c)| (-b, -a, c)).collect(),
            numbers: self.numbers.iter().map(|&(n, c)| (-n, c)).collect(),
            offset: self.width as i64 - 1 - self.offset,
            ..self.clone()
        }
    }

    /// The number of tuples whose sum Left wins moving first.
    pub fn left_wins_first<A: Arithmetic>(
        &self,
        a: &A,
        progress: &mut Progress<'_>,
    ) -> Result<A::Value, CountError> {
        self.check(a, 1)?;
        let mut ticks = Ticks::new(self, 1, progress);
        Ok(self.left_first_count(a, &mut ticks))
    }

    /// The counts by outcome class (three tables: Left first, Right first, and zero sums).
    pub fn count_all<A: Arithmetic>(
        &self,
        a: &A,
        progress: &mut Progress<'_>,
    ) -> Result<OutcomeCounts<A::Value>, CountError> {
        self.check(a, 3)?;
        let mut ticks = Ticks::new(self, 3, progress);
        let left_first = self.left_first_count(a, &mut ticks);
        let right_first = self.mirror().left_first_count(a, &mut ticks);
        let zero = self.zero_count(a, &mut ticks);
        let total = crate::count::xor_transform::embed(
            a,
            &super::total(self.size(), self.games, self.mode),
        );
        // N = (L + N) + (R + N) + P - total
        let next = a.sub(&a.add(&a.add(&left_first, &right_first), &zero), &total);
        Ok(OutcomeCounts {
            left: a.sub(&left_first, &next),
            right: a.sub(&right_first, &next),
            next,
            previous: zero,
        })
    }

    /// The number of members.
    fn size(&self) -> u128 {
        let counts = self.switches.iter().map(|&(_, _, c)| c);
        counts.chain(self.numbers.iter().map(|&(_, c)| c)).sum()
    }

    /// The tables of switches (`Left first`) and of numbers.
    fn tables<A: Arithmetic>(
        &self,
        a: &A,
        zero_sums: bool,
        ticks: &mut Ticks<'_, '_>,
    ) -> (Table<A>, Table<A>, Copies<A>) {
        let copies = Copies::new(a, self.mode, self.games);
        let temperature = |i: usize| self.switches.get(i).map(|&(a, b, _)| a - b);
        let switch_types = self.switches.iter().enumerate().map(|(i, &(l, r, c))| {
            let shift = move |u: usize, k: usize| {
                let n_left = if u.is_multiple_of(2) {
                    k.div_ceil(2)
                } else {
                    k / 2
                } as i64;
                n_left * l + (k as i64 - n_left) * r
            };
            // In a zero-sum count, u must be even where a temperature group ends.
            let group_end = zero_sums && temperature(i + 1) != temperature(i);
            (c, shift, group_end)
        });
        let switches = self.table(a, &copies, ticks, switch_types);
        let number_types = self
            .numbers
            .iter()
            .map(|&(n, c)| (c, move |_: usize, k: usize| k as i64 * n, false));
        let numbers = self.table(a, &copies, ticks, number_types);
        (switches, numbers, copies)
    }

    /// Tuples whose sum Left wins moving first: `σ + n > 0`, or `= 0` with `u` odd.
    fn left_first_count<A: Arithmetic>(&self, a: &A, ticks: &mut Ticks<'_, '_>) -> A::Value {
        let (switches, numbers, copies) = self.tables(a, false, ticks);
        let mut total = a.zero();
        for u in 0..=self.games {
            let ints = &numbers[self.games - u];
            let mut suffix = vec![a.zero(); self.width + 1];
            for i in (0..self.width).rev() {
                suffix[i] = a.add(&suffix[i + 1], &ints[i]);
            }
            let mut part = a.zero();
            for (i, ways) in switches[u].iter().enumerate() {
                if a.is_zero(ways) {
                    continue;
                }
                let sigma = i as i64 - self.offset;
                // n > -σ (or n = -σ with u odd); n sits at index n + offset
                let threshold = -sigma + i64::from(u % 2 == 0) + self.offset;
                let idx = threshold.clamp(0, self.width as i64) as usize;
                part = a.mul_add(&part, ways, &suffix[idx]);
            }
            total = a.add(&total, &copies.interleaved(a, &part, u, self.games - u));
        }
        total
    }

    /// Tuples whose sum is 0: every temperature group even, `σ_L = 0`.
    fn zero_count<A: Arithmetic>(&self, a: &A, ticks: &mut Ticks<'_, '_>) -> A::Value {
        let (switches, numbers, copies) = self.tables(a, true, ticks);
        let mut total = a.zero();
        for u in (0..=self.games).step_by(2) {
            let ints = &numbers[self.games - u];
            let mut part = a.zero();
            for (i, ways) in switches[u].iter().enumerate() {
                if a.is_zero(ways) {
                    continue;
                }
                let n = -(i as i64 - self.offset);
                if let Some(count) = usize::try_from(n + self.offset)
                    .ok()
                    .and_then(|j| ints.get(j))
                {
                    part = a.mul_add(&part, ways, count);
                }
            }
            total = a.add(&total, &copies.interleaved(a, &part, u, self.games - u));
        }
        total
    }

    /// The programme over types: `result[u][σ + offset]` = ways to fill `u` slots with
    /// members of the given types whose running number is `σ`; `shift(u, k)` is what `k`
    /// copies of a type add to `σ` when `u` members precede them; where `group_end`, the
    /// rows of odd `u` are cleared after the type.
    fn table<A: Arithmetic, F: Fn(usize, usize) -> i64>(
        &self,
        a: &A,
        copies: &Copies<A>,
        ticks: &mut Ticks<'_, '_>,
        types: impl Iterator<Item = (u128, F, bool)>,
    ) -> Table<A> {
        let m = self.games;
        let mut dp = vec![vec![a.zero(); self.width]; m + 1];
        dp[0][self.offset as usize] = a.one();
        for (count, shift, group_end) in types {
            ticks.tick();
            let choices = copies.choices(a, count, m);
            // In place, sources in decreasing u: a row is read before anything is added to it.
            for u in (0..m).rev() {
                let (low, high) = dp.split_at_mut(u + 1);
                let source = &low[u];
                let Some(first) = source.iter().position(|v| !a.is_zero(v)) else {
                    continue;
                };
                let last = source
                    .iter()
                    .rposition(|v| !a.is_zero(v))
                    .expect("first exists");
                for k in 1..=m - u {
                    let weight = copies.interleaved(a, &choices[k], u, k);
                    let start = (first as i64 + shift(u, k)) as usize;
                    let target = &mut high[k - 1][start..start + last + 1 - first];
                    accumulate(a, &source[first..=last], target, &weight);
                }
            }
            if group_end {
                for row in dp.iter_mut().skip(1).step_by(2) {
                    row.fill(a.zero());
                }
            }
        }
        dp
    }
}

/// `target[i] += source[i] * weight`, skipping zeros (the inner loop of the programme;
/// the ring is copied so that its modulus stays in registers).
#[inline]
fn accumulate<A: Arithmetic>(
    a: &A,
    source: &[A::Value],
    target: &mut [A::Value],
    weight: &A::Value,
) {
    let a = a.clone();
    for (t, v) in target.iter_mut().zip(source) {
        if !a.is_zero(v) {
            *t = a.mul_add(t, v, weight);
        }
    }
}

/// `table[u][σ + offset]`: the ways to fill `u` slots with a running number `σ`.
type Table<A> = Vec<Vec<<A as Arithmetic>::Value>>;

/// Progress over the types of every table a count builds.
struct Ticks<'p, 'q> {
    done: u64,
    total: u64,
    progress: &'p mut Progress<'q>,
}

impl<'p, 'q> Ticks<'p, 'q> {
    fn new(hot: &Hot, tables: u64, progress: &'p mut Progress<'q>) -> Self {
        let types = (hot.switches.len() + hot.numbers.len()) as u64;
        Ticks {
            done: 0,
            total: types * tables,
            progress,
        }
    }

    fn tick(&mut self) {
        self.done += 1;
        (self.progress)(self.done, self.total);
    }
}

#[cfg(test)]
mod tests {
    use super::super::twin::{brute_force, random_family};
    use super::super::{count_all, Method};
    use super::*;
    use crate::count::{Exact, Modular};
    use rand::{rngs::StdRng, Rng, SeedableRng};

    const ATOMS: &[&str] = &[
        "0",
        "1",
        "-1",
        "2",
        "1/2",
        "-3/4",
        "{1|-1}",
        "{2|0}",
        "{1/2|-1}",
        "{3|1}",
        "{0|-2}",
        "{5/4|1/4}",
        "*",
        "1*",
        "-1/2*",
        "{1|0}",
    ];

    #[test]
    fn agrees_with_brute_force_on_random_families() {
        let mut rng = StdRng::seed_from_u64(11);
        let mut checked = 0;
        for round in 0..120 {
            let mut arena = Arena::new();
            let family = random_family(&mut arena, &mut rng, ATOMS, 5);
            if Method::of(&arena, &family) != Method::Switches {
                continue; // a sum of two atoms that is neither (the arena's families)
            }
            checked += 1;
            let games = rng.gen_range(1..=3);
            for mode in [Mode::Ordered, Mode::Multiset] {
                let expected = brute_force(&mut arena, &family, games, mode);
                let got = count_all(&Exact, &mut arena, &family, games, mode).unwrap();
                assert_eq!(got, expected, "round {round} {mode:?} M={games} {family:?}");
                let p = Modular::new(1000).unwrap();
                let modular = count_all(&p, &mut arena, &family, games, mode).unwrap();
                assert_eq!(
                    modular.previous,
                    (&expected.previous % 1000u32).try_into().unwrap()
                );
            }
        }
        assert!(
            checked >= 40,
            "only {checked} families of numbers and switches"
        );
    }

    #[test]
    fn zero_sums_need_paired_temperatures() {
        // {1|-1} + {1|-1} = 0 but {2|-2} + {1|-1} is fuzzy: ordered pairs of ±1 and ±2.
        let mut arena = Arena::new();
        let family = super::super::twin::family_of(&mut arena, &[("{1|-1}", 1), ("{2|-2}", 1)]);
        let c = count_all(&Exact, &mut arena, &family, 2, Mode::Ordered).unwrap();
        assert_eq!(c.previous, 2.into());
        assert_eq!(c.next, 2.into());
    }

    #[test]
    fn refuses_beyond_the_step_limit() {
        let hot = Hot::from_integers(
            (0..2000).map(|i| (i, -i, 1)).collect(),
            vec![],
            200,
            Mode::Ordered,
        )
        .unwrap();
        let e = hot.left_wins_first(&Exact, &mut |_, _| {}).unwrap_err();
        assert!(e.0.contains("more than the limit"), "{e}");
    }
}
