//! Misère quotients of heap games restricted to heaps up to `N`.
//!
//! **Theory** (Plambeck, "Taming the wild in impartial combinatorial games", INTEGERS 5
//! (2005) G5; Plambeck and Siegel, "Misère quotients for impartial games", JCTA 115
//! (2008) 593–622). Let `A` be the set of all sums of heaps of sizes `1..=N` of a heap
//! game; it is *closed* (under options and sums). Two sums `G, H` are *indistinguishable*
//! when `o⁻(G + X) = o⁻(H + X)` for every `X` in `A`. The classes form a commutative monoid
//! `Q`, the *misère quotient*, and the classes of misère P-positions its *P-portion*; the
//! *pretending function* `Φ` maps each heap to its class, and a sum is a P-position iff
//! the product of its heaps' elements lies in `P`.
//!
//! A map `Φ` from the heaps to a bipartite monoid `(M, P)` whose elements are all
//! products of heaps' elements is *faithful* when `o⁻(X) = P ⇔ Φ(X) ∈ P` for every `X` in
//! `A`. Then indistinguishability coarsens `Φ`'s kernel, and the reduction of `M`
//! ([`super::monoid::BipartiteMonoid::reduce`]) is the quotient: the quotient is the
//! reduced image of any faithful pretension (Plambeck–Siegel).
//!
//! **The algorithm** is the incremental one of Plambeck–Siegel (§7), in the form of
//! Siegel's program MisereSolver (whose Java sources ship with CGSuite): heaps are added
//! one at a time, keeping the reduced quotient `Q` of the heaps below `n`, `Φ` on them,
//! and, for each element, the minimal sets of option images of the sums of those heaps
//! (the antichains of [`super::faithful`], which checks faithfulness exactly).
//!
//! 1. *Conservative extension.* Heap `n` may be sent to an element `x` of `Q` itself.
//!    The P-half of the check only concerns the new heap: for every `z`, `z·x ∈ P` must
//!    exclude `z·t ∈ P` for the images `t` of its options. If moreover some sum `Y` of
//!    smaller heaps has `Φ(Y) = x` and option images within those of heap `n` (heap `n`'s
//!    state lies above `Y`'s: the *mex interpolation* shortcut of MisereSolver), every new
//!    sum lies above an old one and `x` is faithful at once; otherwise a search from the
//!    known states extended by heap `n` decides. At most one `x` can pass, since `Q` is
//!    reduced; if one does, `Q` stays the quotient.
//! 2. *Presentation change.* Otherwise heap `n` becomes a new generator `y`: the trial
//!    monoid is `Q × ⟨y | y^2 = y^4⟩`, its P-portion is the one the rules force on it
//!    (each element takes the outcome its least word's options dictate,
//!    [`super::faithful::forced_p_portion`]), and it is reduced.
//! 3. *Recalibration in place.* If the reduced trial is not faithful, the check names the
//!    least sum it gets wrong, whose options it all gets right, so its true outcome is
//!    the opposite of the claimed one. Some heaps of that sum were identified with
//!    products of others too early. For growing subsets `S` of its heaps (one heap, then
//!    pairs, ...), the heaps of `S` are made free generators `⟨g | g^a = g^(a+2)⟩` (`a`
//!    the larger of the element's index and the heap's count in the sum less one) over
//!    the submonoid the other heaps generate; the first such trial, marked and reduced,
//!    that gets the failing sum right replaces the trial, and the check runs again.
//!
//! Every answer is exact: it has passed the check for all sums of `A`. The work is
//! bounded ([`QuotientLimits`]): a quotient past the order limit, a reduced trial past
//! four times it, or a check past the state limit, is refused with
//! [`super::MisereError::TooLarge`] saying how far it got.
//!
//! The generators reported are the heaps whose element is not a product of the elements
//! of smaller heaps.
//!
//! **Stabilisation.** When the heaps' elements become periodic in the computed range, the
//! period is reported as *observed*: no theorem here certifies it (a certificate would need
//! a misère counterpart of the Guy–Smith theorem for quotients).

use super::faithful::{self, check_extension, heap_classes, Antichain, Class, Verdict};
use super::monoid::{reduce_by, word_name, BipartiteMonoid, Bitset, Word};
use super::outcome::{MisereOutcome, MisereSearch};
use super::MisereError;
use crate::impartial::Impartial;
use crate::progress::Progress;

/// The largest heap size a quotient is computed to.
pub const MAX_QUOTIENT_HEAP: usize = 2000;

/// The largest `max_order` of [`QuotientLimits`] (monoids are tabulated: a reduced trial
/// of `4 x 2000` elements has a table of 64 million entries).
pub const MAX_ORDER: usize = 2000;

/// Trial monoids have at most this many times the maximum order elements once reduced,
/// and this many times that before.
const TRIAL_FACTOR: usize = 4;

/// How many times one presentation change may recalibrate.
const MAX_RECALIBRATIONS: usize = 200;

/// The most heaps of a failing sum whose subsets a recalibration tries.
const MAX_RECALIBRATION_HEAPS: usize = 12;

/// How far a quotient computation may go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct QuotientLimits {
    /// The largest order of a quotient (at most [`MAX_ORDER`]); reduced trial monoids may
    /// have 4 times as many elements, trial products 16 times.
    pub max_order: usize,
    /// The most states all faithfulness checks together record (a bound on the work).
    pub max_work: u64,
}

impl Default for QuotientLimits {
    fn default() -> Self {
        QuotientLimits {
            max_order: 1000,
            max_work: 20_000_000,
        }
    }
}

/// The misère quotient of a heap game restricted to heaps `0..=to`.
#[derive(Clone, Debug)]
pub struct HeapQuotient {
    /// The quotient monoid and its P-portion, elements numbered breadth-first from the
    /// identity `0` by the generators.
    pub monoid: BipartiteMonoid,
    /// The heap sizes whose elements generate the quotient (named `a`, `b`, ... in order):
    /// the heaps whose element is not a product of the elements of smaller heaps.
    pub generators: Vec<usize>,
    /// The element of each generator.
    pub generator_elements: Vec<u32>,
    /// The element of each heap `0..=to` (the pretending function on heaps).
    pub elements: Vec<u32>,
    /// The largest heap size.
    pub to: usize,
}

/// A period of the heaps' elements seen in the computed range.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ObservedPeriod {
    /// `Φ(n + period) = Φ(n)` for `preperiod <= n <= to - period`.
    pub preperiod: usize,
    /// The period.
    pub period: usize,
}

impl HeapQuotient {
    /// Computes the quotient of the heap game `game` for heaps `0..=to` (see the module
    /// documentation): a [`crate::impartial::heap::HeapRule`], a
    /// [`crate::impartial::heap::HeapTable`] of a user's game, or any impartial game whose
    /// positions are heap sizes and whose moves leave smaller heaps (an option leaving a
    /// heap as large as the one moved in is refused with [`MisereError::Syntax`]).
    /// `progress(done, total)` reports the heaps processed.
    pub fn compute<G: Impartial<Position = usize>>(
        game: &G,
        to: usize,
        limits: QuotientLimits,
        progress: &mut Progress<'_>,
    ) -> Result<HeapQuotient, MisereError> {
        if to > MAX_QUOTIENT_HEAP {
            return Err(MisereError::TooLarge(format!(
                "quotients are computed for heaps up to {MAX_QUOTIENT_HEAP} (asked for {to})"
            )));
        }
        if limits.max_order == 0 {
            return Err(MisereError::Syntax(
                "the maximum order of a quotient is at least 1 (the trivial monoid)".into(),
            ));
        }
        if limits.max_order > MAX_ORDER {
            return Err(MisereError::TooLarge(format!(
                "quotients of order up to {MAX_ORDER} are computed (asked for {})",
                limits.max_order
            )));
        }
        let mut solver = Solver::new(game, limits);
        for n in 1..=to {
            progress(n as u64, to as u64);
            solver.add_heap(n)?;
        }
        Ok(solver.finish(to))
    }

    /// The element of a sum of heaps, if every heap is within the computed range.
    pub fn element_of(&self, heaps: &[usize]) -> Option<u32> {
        heaps.iter().try_fold(0, |x, &h| {
            self.elements.get(h).map(|&e| self.monoid.mul(x, e))
        })
    }

    /// The misère outcome of a sum of heaps, if every heap is within the computed range.
    pub fn outcome(&self, heaps: &[usize]) -> Option<MisereOutcome> {
        self.element_of(heaps).map(|x| {
            if self.monoid.is_p(x) {
                MisereOutcome::P
            } else {
                MisereOutcome::N
            }
        })
    }

    /// The number of elements.
    pub fn order(&self) -> usize {
        self.monoid.size()
    }

    /// The least word of each element in the generators.
    pub fn normal_forms(&self) -> Vec<Word> {
        self.monoid.normal_forms(&self.generator_elements)
    }

    /// The name of each element: its least word, e.g. `a b^2` (`1` for the identity).
    pub fn element_names(&self) -> Vec<String> {
        self.normal_forms().iter().map(|w| word_name(w)).collect()
    }

    /// The relations of the presentation, as `(word, least word)`.
    pub fn relations(&self) -> Vec<(Word, Word)> {
        self.monoid.relations(&self.generator_elements)
    }

    /// The shortest period of the heaps' elements seen in the computed range: the least
    /// preperiod, then the least period, such that the repetition covers at least three
    /// periods and begins after the last change of presentation. Observed only.
    pub fn observed_period(&self) -> Option<ObservedPeriod> {
        let e = &self.elements;
        let last_change = self.generators.last().copied().unwrap_or(0);
        for preperiod in last_change..=self.to {
            let span = self.to + 1 - preperiod;
            for period in 1..=span / 3 {
                if (preperiod..=self.to - period).all(|n| e[n] == e[n + period]) {
                    return Some(ObservedPeriod { preperiod, period });
                }
            }
        }
        None
    }

    /// Compares the quotient with the misère search on every multiset of at most
    /// `max_heaps` heaps of sizes `1..=max_size` (capped at the computed range). Returns
    /// the number of sums compared, or the first sum on which they disagree.
    pub fn check_against_search<G: Impartial<Position = usize>>(
        &self,
        search: &mut MisereSearch<G>,
        max_size: usize,
        max_heaps: usize,
    ) -> Result<Result<usize, Vec<usize>>, MisereError> {
        let max_size = max_size.min(self.to);
        let mut checked = 0;
        let mut sum = Vec::new();
        let mut stack = vec![1usize];
        // Depth-first over non-decreasing lists of sizes.
        loop {
            let fast = self.outcome(&sum).expect("sizes within range");
            if search.outcome(&sum)? != fast {
                return Ok(Err(sum));
            }
            checked += 1;
            let top = *stack.last().expect("never empty");
            if sum.len() < max_heaps && top <= max_size {
                sum.push(top);
                stack.push(top);
                continue;
            }
            // Advance: pop finished levels.
            loop {
                stack.pop();
                let Some(last) = sum.pop() else {
                    return Ok(Ok(checked));
                };
                if last < max_size {
                    sum.push(last + 1);
                    stack.push(last + 1);
                    break;
                }
            }
        }
    }
}

/// A trial monoid: a submonoid `B` of a quotient (its table) times cyclic monoids
/// `⟨g | g^a = g^(a+2)⟩`. Element `(b, k_0, k_1, ...)` is numbered
/// `k_0 + c_0 (k_1 + c_1 (... + c_last b))`, `c_i = a_i + 2`.
struct Trial {
    base_size: usize,
    base: Vec<u32>,
    indices: Vec<usize>,
}

impl Trial {
    fn size(&self) -> usize {
        self.base_size * self.indices.iter().map(|a| a + 2).product::<usize>()
    }

    fn mul(&self, a: u32, b: u32) -> u32 {
        let (mut a, mut b) = (a as usize, b as usize);
        let (mut product, mut scale) = (0, 1);
        for &index in &self.indices {
            let c = index + 2;
            let k = a % c + b % c;
            let k = if k < c { k } else { index + (k - index) % 2 };
            product += k * scale;
            scale *= c;
            a /= c;
            b /= c;
        }
        (product + self.base[a * self.base_size + b] as usize * scale) as u32
    }

    /// The element `(b, 0, 0, ...)`.
    fn of_base(&self, b: u32) -> u32 {
        b * self.indices.iter().map(|a| a + 2).product::<usize>() as u32
    }

    /// The generator of cyclic factor `i`.
    fn generator(&self, i: usize) -> u32 {
        self.indices[..i].iter().map(|a| a + 2).product::<usize>() as u32
    }
}

/// The images of a heap's options (sorted, distinct) under `phi` in a monoid.
fn option_images(mul: impl Fn(u32, u32) -> u32, phi: &[u32], options: &[Vec<usize>]) -> Vec<u32> {
    let mut images: Vec<u32> = options
        .iter()
        .map(|parts| parts.iter().fold(0, |x, &p| mul(x, phi[p])))
        .collect();
    images.sort_unstable();
    images.dedup();
    images
}

/// The element of a sum of heaps.
fn element_of(m: &BipartiteMonoid, phi: &[u32], heaps: &[usize]) -> u32 {
    heaps.iter().fold(0, |x, &h| m.mul(x, phi[h]))
}

/// The incremental algorithm of the module documentation.
struct Solver<'a, G> {
    game: &'a G,
    limits: QuotientLimits,
    /// The options of each heap, as lists of heap sizes.
    options: Vec<Vec<Vec<usize>>>,
    /// The reduced quotient of the heaps so far.
    q: BipartiteMonoid,
    phi: Vec<u32>,
    /// The images of each heap's options in `q`.
    images: Vec<Vec<u32>>,
    /// The minimal states of the sums of the heaps so far.
    known: Antichain,
    /// `{z : x·z ∈ P}` for each `x` of `q`.
    rows: Vec<Bitset>,
    /// The states the checks may still record.
    work: u64,
}

impl<'a, G: Impartial<Position = usize>> Solver<'a, G> {
    fn new(game: &'a G, limits: QuotientLimits) -> Self {
        let q = BipartiteMonoid::trivial();
        Solver {
            game,
            limits,
            options: vec![Vec::new()],
            rows: q.p_rows(),
            known: Antichain::new(1),
            q,
            phi: vec![0],
            images: vec![Vec::new()],
            work: limits.max_work,
        }
    }

    /// The refusal when the checks run out of work at heap `n`.
    fn out_of_work(&self, n: usize) -> MisereError {
        MisereError::TooLarge(format!(
            "at heap {n} the faithfulness checks reached their limit of {} states (the \
             quotient of heaps up to {} has order {})",
            self.limits.max_work,
            n - 1,
            self.q.size()
        ))
    }

    fn add_heap(&mut self, n: usize) -> Result<(), MisereError> {
        let mut options = self.game.moves(&n);
        for heaps in &mut options {
            heaps.retain(|&h| h != 0);
            if let Some(&too_big) = heaps.iter().find(|&&h| h >= n) {
                return Err(MisereError::Syntax(format!(
                    "heap {n} has an option leaving a heap of {too_big}: a heap game's \
                     moves leave smaller heaps"
                )));
            }
        }
        self.options.push(options);
        if self.options[n].is_empty() {
            // The zero game.
            self.phi.push(0);
            self.images.push(Vec::new());
            return Ok(());
        }
        let t = option_images(|a, b| self.q.mul(a, b), &self.phi, &self.options[n]);
        if let Some(x) = self.conservative(n, &t)? {
            self.phi.push(x);
            self.images.push(t);
            return Ok(());
        }
        self.change_presentation(n)
    }

    /// The element of `Q` heap `n` (options' images `t`) is faithfully sent to, if any.
    fn conservative(&mut self, n: usize, t: &[u32]) -> Result<Option<u32>, MisereError> {
        let q = &self.q;
        let alone_p = t.iter().all(|&z| !q.is_p(z));
        let rows = &self.rows;
        let candidates: Vec<u32> = (0..q.size() as u32)
            .filter(|&x| q.is_p(x) == alone_p)
            .filter(|&x| {
                t.iter()
                    .all(|&z| !rows[x as usize].meets(&rows[z as usize]))
            })
            .collect();
        let t_set = Bitset::from_iter(q.size(), t.iter().copied());
        if let Some(&x) = candidates
            .iter()
            .find(|&&x| self.known.dominates(x, &t_set))
        {
            return Ok(Some(x));
        }
        let classes = heap_classes(&self.phi, &self.images);
        for x in candidates {
            let new = Class {
                heap: n,
                element: x,
                options: t.to_vec(),
            };
            let verdict = check_extension(q, &classes, &new, &self.known, &mut self.work);
            if let Some(all) = verdict.map_err(|_| self.out_of_work(n))? {
                self.known = all;
                return Ok(Some(x));
            }
        }
        Ok(None)
    }

    /// Makes heap `n` a new generator, recalibrating until the trial is faithful.
    fn change_presentation(&mut self, n: usize) -> Result<(), MisereError> {
        let mut phi = self.phi.clone();
        phi.push(0);
        let (mut trial, mut phi) = self.build_trial(n, &self.q, &phi, &[(n, 2)])?;
        for _ in 0..=MAX_RECALIBRATIONS {
            let images: Vec<Vec<u32>> = self
                .options
                .iter()
                .map(|o| option_images(|a, b| trial.mul(a, b), &phi, o))
                .collect();
            let classes = heap_classes(&phi, &images);
            let verdict = faithful::check(&trial, &classes, &mut self.work);
            match verdict.map_err(|_| self.out_of_work(n))? {
                Verdict::Faithful(known) => {
                    if trial.size() > self.limits.max_order {
                        return Err(MisereError::TooLarge(format!(
                            "the quotient of heaps up to {n} has order {}, beyond the limit \
                             of {}",
                            trial.size(),
                            self.limits.max_order
                        )));
                    }
                    self.rows = trial.p_rows();
                    self.known = known;
                    self.images = images;
                    self.phi = phi;
                    self.q = trial;
                    return Ok(());
                }
                Verdict::Fails(word) => {
                    let failure = faithful::heaps_of(&word, &classes);
                    (trial, phi) = self.recalibrate(n, &trial, &phi, &failure)?;
                }
            }
        }
        Err(MisereError::TooLarge(format!(
            "at heap {n} the presentation did not settle after {MAX_RECALIBRATIONS} \
             recalibrations"
        )))
    }

    /// A trial that classifies the least failing sum `failure` of `trial` correctly: heaps
    /// of the sum made free generators over the submonoid of the others, fewest first.
    fn recalibrate(
        &self,
        n: usize,
        trial: &BipartiteMonoid,
        phi: &[u32],
        failure: &[usize],
    ) -> Result<(BipartiteMonoid, Vec<u32>), MisereError> {
        let should_be_p = !trial.is_p(element_of(trial, phi, failure));
        let mut heaps: Vec<(usize, usize)> = Vec::new();
        for &h in failure {
            match heaps.last_mut() {
                Some((last, count)) if *last == h => *count += 1,
                _ => heaps.push((h, 1)),
            }
        }
        let heaps = &heaps[..heaps.len().min(MAX_RECALIBRATION_HEAPS)];
        let mut too_large = None;
        for size in 1..=heaps.len() {
            for subset in subsets(heaps.len(), size) {
                let freed: Vec<(usize, usize)> = subset
                    .iter()
                    .map(|&i| {
                        let (h, count) = heaps[i];
                        (h, trial.index_of(phi[h]).max(count - 1))
                    })
                    .collect();
                match self.build_trial(n, trial, phi, &freed) {
                    Ok((next, next_phi)) => {
                        if next.is_p(element_of(&next, &next_phi, failure)) == should_be_p {
                            return Ok((next, next_phi));
                        }
                    }
                    Err(e @ MisereError::TooLarge(_)) => too_large = Some(e),
                    Err(e) => return Err(e),
                }
            }
        }
        Err(MisereError::TooLarge(match too_large {
            Some(_) => format!(
                "at heap {n} the quotient outgrows the limits: every trial that could classify \
                 the sum of heaps {} correctly has more than {} elements (4 x the maximum \
                 order {}; the quotient of heaps up to {} has order {})",
                list(failure),
                TRIAL_FACTOR * self.limits.max_order,
                self.limits.max_order,
                n - 1,
                self.q.size()
            ),
            None => format!(
                "at heap {n} no recalibration with generators g^a = g^(a+2) classifies the sum \
                 of heaps {} correctly",
                list(failure)
            ),
        }))
    }

    /// The trial over `base`: the heaps of `freed` (with their indices) become free
    /// generators, the other heaps `0..=n` keep their elements of `base` (in the submonoid
    /// they generate). Its P-portion is the forced one; returns it reduced, with the
    /// heaps' elements.
    fn build_trial(
        &self,
        n: usize,
        base: &BipartiteMonoid,
        phi: &[u32],
        freed: &[(usize, usize)],
    ) -> Result<(BipartiteMonoid, Vec<u32>), MisereError> {
        let is_freed = |h: usize| freed.iter().position(|&(f, _)| f == h);
        let kept: Vec<u32> = (1..=n)
            .filter(|&h| !self.options[h].is_empty() && is_freed(h).is_none())
            .map(|h| phi[h])
            .collect();
        // The submonoid of `base` the kept heaps generate, numbered from 0.
        let mut number = vec![u32::MAX; base.size()];
        let mut members = vec![0u32];
        number[0] = 0;
        let mut at = 0;
        while at < members.len() {
            let x = members[at];
            at += 1;
            for &g in &kept {
                let y = base.mul(x, g);
                if number[y as usize] == u32::MAX {
                    number[y as usize] = members.len() as u32;
                    members.push(y);
                }
            }
        }
        let base_size = members.len();
        let mut table = vec![0; base_size * base_size];
        for (i, &a) in members.iter().enumerate() {
            for (j, &b) in members.iter().enumerate() {
                table[i * base_size + j] = number[base.mul(a, b) as usize];
            }
        }
        let trial = Trial {
            base_size,
            base: table,
            indices: freed.iter().map(|&(_, a)| a).collect(),
        };
        let limit = TRIAL_FACTOR * self.limits.max_order;
        if trial.size() > TRIAL_FACTOR * limit {
            return Err(MisereError::TooLarge(format!(
                "at heap {n} a trial monoid would have {} elements (the quotient of heaps up \
                 to {} has order {}), beyond the limit of {} (16 x the maximum order)",
                trial.size(),
                n - 1,
                self.q.size(),
                TRIAL_FACTOR * limit,
            )));
        }
        let trial_phi: Vec<u32> = (0..=n)
            .map(|h| match is_freed(h) {
                _ if self.options[h].is_empty() => 0,
                Some(i) => trial.generator(i),
                None => trial.of_base(number[phi[h] as usize]),
            })
            .collect();
        let mul = |a, b| trial.mul(a, b);
        let images: Vec<Vec<u32>> = self
            .options
            .iter()
            .map(|o| option_images(mul, &trial_phi, o))
            .collect();
        let classes = heap_classes(&trial_phi, &images);
        let p = faithful::forced_p_portion(trial.size(), mul, &classes);
        let gens: Vec<u32> = classes.iter().map(|c| c.element).collect();
        let (reduced, map) = reduce_by(trial.size(), &p, mul, &gens, limit).ok_or_else(|| {
            MisereError::TooLarge(format!(
                "at heap {n} a reduced trial monoid has more than {limit} elements (the \
                 quotient of heaps up to {} has order {}), beyond the limit of 4 x the \
                 maximum order",
                n - 1,
                self.q.size(),
            ))
        })?;
        let phi = trial_phi.iter().map(|&x| map[x as usize]).collect();
        Ok((reduced, phi))
    }

    /// The quotient with its generators (heaps whose element no smaller heaps generate)
    /// and elements numbered from them.
    fn finish(self, to: usize) -> HeapQuotient {
        let mut generators = Vec::new();
        let mut generated = vec![false; self.q.size()];
        generated[0] = true;
        let mut members = vec![0u32];
        for (h, &x) in self.phi.iter().enumerate() {
            if generated[x as usize] {
                continue;
            }
            generators.push(h);
            let mut work = members.clone();
            while let Some(y) = work.pop() {
                let z = self.q.mul(y, x);
                if !generated[z as usize] {
                    generated[z as usize] = true;
                    members.push(z);
                    work.push(z);
                }
            }
        }
        let gens: Vec<u32> = generators.iter().map(|&h| self.phi[h]).collect();
        let (monoid, map) = self.q.reduce(&gens);
        HeapQuotient {
            generator_elements: gens.iter().map(|&x| map[x as usize]).collect(),
            elements: self.phi.iter().map(|&x| map[x as usize]).collect(),
            monoid,
            generators,
            to,
        }
    }
}

/// Heap sizes joined by `+`.
fn list(heaps: &[usize]) -> String {
    let sizes: Vec<String> = heaps.iter().map(usize::to_string).collect();
    sizes.join(" + ")
}

/// The subsets of `0..n` with `size` elements, in lexicographic order.
fn subsets(n: usize, size: usize) -> Vec<Vec<usize>> {
    let mut all = Vec::new();
    let mut current: Vec<usize> = (0..size).collect();
    loop {
        all.push(current.clone());
        let Some(i) = (0..size).rev().find(|&i| current[i] < n - size + i) else {
            return all;
        };
        current[i] += 1;
        for j in i + 1..size {
            current[j] = current[j - 1] + 1;
        }
    }
}
