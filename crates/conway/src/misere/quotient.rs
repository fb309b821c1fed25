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
//! A homomorphism `Φ` from `A` to a bipartite monoid `(M, P)` (given on the heaps) is
//! *faithful* when `o⁻(X) = P ⇔ Φ(X) ∈ P` for every `X` in `A`. Then indistinguishability
//! is a coarsening of `Φ`'s kernel, and the reduction of `M`
//! ([`super::monoid::BipartiteMonoid::reduce`]) is the quotient (Plambeck–Siegel, the
//! quotient as the reduced image of a faithful pretension).
//!
//! **Checking faithfulness exactly.** By induction on `X`, `Φ` is faithful iff every
//! non-empty `X` satisfies `Φ(X) ∈ P ⇔ no option X' has Φ(X') ∈ P` (a sum is a misère
//! P-position iff it has a move and every move leads to an N-position). The condition
//! depends on `X` only through the pair `(Φ(X), O(X))`, `O(X)` the set of the options'
//! images, and adding a heap `h` maps the pair deterministically:
//! `(y, O) ↦ (y Φ(h), y T_h ∪ O Φ(h))`, where `T_h` holds the images of `h`'s options.
//! Heaps with the same `(Φ(h), T_h)` act alike. So a breadth-first search over the
//! reachable pairs from `(1, ∅)` (finitely many: `M` is finite) checks every sum of `A`
//! at once; a pair that breaks the condition names a sum whose outcome `Φ` gets wrong.
//!
//! **The algorithm** follows the incremental scheme of Plambeck–Siegel (§7, as
//! implemented in Siegel's MisereSolver): heaps are added one at a time, keeping the
//! reduced quotient `Q` of the heaps below `n`.
//!
//! 1. *Conservative extension*: try each `x` in `Q` (with the right outcome for the heap
//!    alone) as `Φ(n)`; if the check passes, `Q` is the quotient for heaps up to `n` (it
//!    stays reduced, and at most one `x` can pass).
//! 2. *Presentation change*: otherwise heap `n` becomes a new generator `y`: the trial
//!    monoid is `Q × ⟨y | y^a = y^(a+2)⟩` for `a = 1, 2, ...` (the element `(q, y^k)` is
//!    the class of a sum `W_q + k·n`, `W_q` a sum of class `q`; its outcome, which marks
//!    `P`, is computed by the search of [`super::outcome`]). The first trial that passes
//!    the check is reduced to the new quotient.
//! 3. *Recalibration*: if no trial passes, the failing sum names an earlier heap whose
//!    conservative identification no longer holds among the larger heaps; that heap is made
//!    a generator and the computation restarts (MisereSolver recalibrates in place; this
//!    simpler restart reaches the same quotient, which is unique). If the failing sum holds
//!    generators only, their exponent bound `a` is raised.
//!
//! Every answer is exact: it has passed the check for all sums of `A`. The work is
//! bounded ([`QuotientLimits`]): a quotient past the order limit, or a check past the state
//! limit, is refused with [`super::MisereError::TooLarge`] saying how far it got.
//!
//! **Stabilisation.** When the heaps' elements become periodic in the computed range, the
//! period is reported as *observed*: no theorem here certifies it (a certificate would need
//! a misère counterpart of the Guy–Smith theorem for quotients).

use super::monoid::{word_name, BipartiteMonoid, Word};
use super::outcome::{MisereOutcome, MisereSearch};
use super::MisereError;
use crate::heap::HeapRule;
use crate::impartial::Impartial;
use crate::progress::Progress;
use std::collections::{BTreeMap, BTreeSet, HashMap, VecDeque};

/// The largest exponent bound `a` tried for a generator (`y^a = y^(a+2)`).
pub const MAX_INDEX: usize = 6;

/// The largest heap size a quotient is computed to.
pub const MAX_QUOTIENT_HEAP: usize = 2000;

/// How far a quotient computation may go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct QuotientLimits {
    /// The largest order of a quotient (and a quarter of the largest trial monoid).
    pub max_order: usize,
    /// The most pairs `(Φ(X), O(X))` one faithfulness check visits.
    pub max_states: usize,
}

impl Default for QuotientLimits {
    fn default() -> Self {
        QuotientLimits {
            max_order: 1000,
            max_states: 400_000,
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
    /// the heaps at which the presentation changed.
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
    /// Computes the quotient of `rule` for heaps `0..=to` (see the module documentation);
    /// `progress(done, total)` reports the heaps processed.
    pub fn compute(
        rule: &HeapRule,
        to: usize,
        limits: QuotientLimits,
        progress: &mut Progress<'_>,
    ) -> Result<HeapQuotient, MisereError> {
        if to > MAX_QUOTIENT_HEAP {
            return Err(MisereError::TooLarge(format!(
                "quotients are computed for heaps up to {MAX_QUOTIENT_HEAP} (asked for {to})"
            )));
        }
        let mut forced = BTreeSet::new();
        let mut min_index: HashMap<usize, usize> = HashMap::new();
        let mut search = MisereSearch::new(rule.clone());
        loop {
            let mut builder = Builder::new(rule, limits, &forced, &min_index, &mut search);
            match builder.run(to, progress)? {
                Run::Done => return Ok(builder.finish(to)),
                Run::Force(heap) => {
                    forced.insert(heap);
                }
                Run::RaiseIndex(heaps) => {
                    for h in heaps {
                        let a = min_index.entry(h).or_insert(1);
                        *a += 1;
                    }
                }
            }
        }
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
    pub fn check_against_search(
        &self,
        search: &mut MisereSearch<HeapRule>,
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

/// What a pass of the builder ended with.
enum Run {
    /// The quotient for every heap asked for.
    Done,
    /// Restart with this heap as a generator.
    Force(usize),
    /// Restart with the exponent bounds of these generators raised.
    RaiseIndex(Vec<usize>),
}

/// How a heap acts on the pairs `(Φ(X), O(X))`: its element and its options' images.
type HeapAction = (u32, Vec<u32>);

/// A monoid a new generator extends: the elements of the heaps below it, and a sum of
/// each element.
struct Base {
    monoid: BipartiteMonoid,
    phi: Vec<u32>,
    rep: Vec<Vec<usize>>,
}

/// The outcome of a faithfulness check.
enum Check {
    Faithful,
    /// One heap of each class of a sum whose outcome the pretension gets wrong.
    Fails(Vec<Vec<usize>>),
}

/// One pass of the incremental algorithm over heaps `1..=to`.
struct Builder<'a> {
    rule: &'a HeapRule,
    limits: QuotientLimits,
    forced: &'a BTreeSet<usize>,
    min_index: &'a HashMap<usize, usize>,
    search: &'a mut MisereSearch<HeapRule>,
    q: BipartiteMonoid,
    phi: Vec<u32>,
    options: Vec<Vec<Vec<usize>>>,
    generators: Vec<usize>,
    /// The exponent bound `a` each generator was added with.
    indices: Vec<usize>,
    /// A sum (list of heap sizes) of each element of `q`, with fewest tokens found.
    rep: Vec<Vec<usize>>,
}

impl<'a> Builder<'a> {
    fn new(
        rule: &'a HeapRule,
        limits: QuotientLimits,
        forced: &'a BTreeSet<usize>,
        min_index: &'a HashMap<usize, usize>,
        search: &'a mut MisereSearch<HeapRule>,
    ) -> Self {
        Builder {
            rule,
            limits,
            forced,
            min_index,
            search,
            q: BipartiteMonoid::trivial(),
            phi: vec![0],
            options: vec![Vec::new()],
            generators: Vec::new(),
            indices: Vec::new(),
            rep: vec![Vec::new()],
        }
    }

    fn finish(self, to: usize) -> HeapQuotient {
        let generator_elements = self.generators.iter().map(|&g| self.phi[g]).collect();
        HeapQuotient {
            monoid: self.q,
            generators: self.generators,
            generator_elements,
            elements: self.phi,
            to,
        }
    }

    /// The images of the options of heap `h` in `q`.
    fn transitions(&self, h: usize) -> Vec<u32> {
        let set: BTreeSet<u32> = self.options[h]
            .iter()
            .map(|parts| parts.iter().fold(0, |x, &p| self.q.mul(x, self.phi[p])))
            .collect();
        set.into_iter().collect()
    }

    fn run(&mut self, to: usize, progress: &mut Progress<'_>) -> Result<Run, MisereError> {
        for n in 1..=to {
            progress(n as u64, to as u64);
            self.options.push(self.rule.moves(&n));
            self.phi.push(0);
            if self.options[n].is_empty() {
                continue; // the zero game
            }
            if !self.forced.contains(&n) && self.conservative(n)? {
                continue;
            }
            if let Some(run) = self.new_generator(n)? {
                return Ok(run);
            }
        }
        Ok(Run::Done)
    }

    /// Tries every element as `Φ(n)`; keeps the one that passes the check, if any.
    fn conservative(&mut self, n: usize) -> Result<bool, MisereError> {
        let t = self.transitions(n);
        let alone_p = t.iter().all(|&x| !self.q.is_p(x));
        for x in 0..self.q.size() as u32 {
            if self.q.is_p(x) != alone_p {
                continue;
            }
            self.phi[n] = x;
            if let Check::Faithful = self.check(&self.q, &self.phi)? {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// Makes heap `n` a generator: the first trial `B × ⟨y | y^a = y^(a+2)⟩` that passes
    /// the check, reduced. The base `B` is the quotient `Q` of the smaller heaps, or, when
    /// no trial on `Q` passes and the failing sum holds generators only (so `Q` merged
    /// elements that heap `n` tells apart), the free monoid of the generators with their
    /// exponent bounds. If no trial passes, says what to change before a restart.
    fn new_generator(&mut self, n: usize) -> Result<Option<Run>, MisereError> {
        let reduced = Base {
            monoid: self.q.clone(),
            phi: self.phi[..n].to_vec(),
            rep: self.rep.clone(),
        };
        let word = match self.extend(n, reduced)? {
            None => return Ok(None),
            Some(word) => word,
        };
        if let Some(h) = self.suspect(n, &word) {
            return Ok(Some(Run::Force(h)));
        }
        let free = self.free_base(n)?;
        let word = match self.extend(n, free)? {
            None => return Ok(None),
            Some(word) => word,
        };
        if let Some(h) = self.suspect(n, &word) {
            return Ok(Some(Run::Force(h)));
        }
        let raise: Vec<usize> = word
            .iter()
            .flatten()
            .copied()
            .filter(|&h| self.min_index.get(&h).copied().unwrap_or(1) < MAX_INDEX)
            .collect::<BTreeSet<_>>()
            .into_iter()
            .collect();
        if raise.is_empty() {
            return Err(MisereError::TooLarge(format!(
                "at heap {n} no presentation with generators y^a = y^(a+2), a <= {MAX_INDEX}, \
                 is faithful"
            )));
        }
        Ok(Some(Run::RaiseIndex(raise)))
    }

    /// The largest heap below `n` identified conservatively in a failing sum.
    fn suspect(&self, n: usize, word: &[Vec<usize>]) -> Option<usize> {
        word.iter()
            .flatten()
            .copied()
            .filter(|&h| h < n && !self.generators.contains(&h))
            .max()
    }

    /// The free monoid `∏ ⟨g | g^a = g^(a+2)⟩` of the generators (each with the bound it
    /// was added with), its P-portion marked by search, and each heap below `n` mapped to
    /// the least word of its element in `Q`.
    fn free_base(&mut self, n: usize) -> Result<Base, MisereError> {
        let mut monoid = BipartiteMonoid::trivial();
        let mut rep: Vec<Vec<usize>> = vec![Vec::new()];
        let mut gens: Vec<u32> = Vec::new();
        for (&g, &index) in self.generators.iter().zip(&self.indices) {
            let c = index + 2;
            self.check_trial_size(n, monoid.size() * c)?;
            let mut next = monoid.with_cycle(index);
            let mut next_rep = Vec::with_capacity(next.size());
            for x in 0..next.size() {
                let mut word = rep[x / c].clone();
                word.extend(std::iter::repeat_n(g, x % c));
                if x % c > 0 {
                    next.set_p(x as u32, self.search.outcome(&word)? == MisereOutcome::P);
                }
                next_rep.push(word);
            }
            gens = gens.iter().map(|&e| e * c as u32).chain([1]).collect();
            monoid = next;
            rep = next_rep;
        }
        let forms = self.q.normal_forms(
            &self
                .generators
                .iter()
                .map(|&g| self.phi[g])
                .collect::<Vec<_>>(),
        );
        let phi = self.phi[..n]
            .iter()
            .map(|&x| monoid.evaluate(&gens, &forms[x as usize]))
            .collect();
        Ok(Base { monoid, phi, rep })
    }

    /// Refuses a trial monoid of more than 4 x the maximum order.
    fn check_trial_size(&self, n: usize, size: usize) -> Result<(), MisereError> {
        if size > 4 * self.limits.max_order {
            return Err(MisereError::TooLarge(format!(
                "at heap {n} a trial monoid would have {size} elements (the quotient of heaps \
                 up to {} has order {}), beyond the limit of {} (4 x the maximum order)",
                n - 1,
                self.q.size(),
                4 * self.limits.max_order
            )));
        }
        Ok(())
    }

    /// Tries `base × ⟨y | y^a = y^(a+2)⟩` with `Φ(n) = y` for `a = 1, 2, ...`; on the first
    /// that passes the check, makes it the reduced quotient. Otherwise returns the failing
    /// sum of the last trial.
    fn extend(&mut self, n: usize, base: Base) -> Result<Option<Vec<Vec<usize>>>, MisereError> {
        let first = self.min_index.get(&n).copied().unwrap_or(1);
        let mut failure = None;
        for index in first..=MAX_INDEX {
            let c = index + 2;
            self.check_trial_size(n, base.monoid.size() * c)?;
            let mut trial = base.monoid.with_cycle(index);
            let mut reps = Vec::with_capacity(trial.size());
            for x in 0..trial.size() {
                let mut word = base.rep[x / c].clone();
                word.extend(std::iter::repeat_n(n, x % c));
                if x % c > 0 {
                    trial.set_p(x as u32, self.search.outcome(&word)? == MisereOutcome::P);
                }
                reps.push(word);
            }
            let phi: Vec<u32> = base.phi.iter().map(|&e| e * c as u32).chain([1]).collect();
            match self.check(&trial, &phi)? {
                Check::Faithful => {
                    self.generators.push(n);
                    self.indices.push(index);
                    self.adopt(n, &trial, &phi, reps)?;
                    return Ok(None);
                }
                Check::Fails(word) => failure = Some(word),
            }
        }
        Ok(failure)
    }

    /// Makes the reduction of a faithful trial the quotient.
    fn adopt(
        &mut self,
        n: usize,
        trial: &BipartiteMonoid,
        phi: &[u32],
        reps: Vec<Vec<usize>>,
    ) -> Result<(), MisereError> {
        let gens: Vec<u32> = self.generators.iter().map(|&g| phi[g]).collect();
        let (reduced, map) = trial.reduce(&gens);
        if reduced.size() > self.limits.max_order {
            return Err(MisereError::TooLarge(format!(
                "the quotient of heaps up to {n} has order {}, beyond the limit of {}",
                reduced.size(),
                self.limits.max_order
            )));
        }
        let mut rep: Vec<Option<Vec<usize>>> = vec![None; reduced.size()];
        for (x, word) in reps.into_iter().enumerate() {
            let slot = &mut rep[map[x] as usize];
            let tokens = |w: &Vec<usize>| w.iter().sum::<usize>();
            if slot.as_ref().is_none_or(|r| tokens(&word) < tokens(r)) {
                *slot = Some(word);
            }
        }
        self.rep = rep.into_iter().map(|r| r.expect("a sum")).collect();
        self.phi = phi.iter().map(|&x| map[x as usize]).collect();
        self.q = reduced;
        Ok(())
    }

    /// The exact faithfulness check of the module documentation, for heaps `1..phi.len()`
    /// with elements `phi` in `m`.
    fn check(&self, m: &BipartiteMonoid, phi: &[u32]) -> Result<Check, MisereError> {
        // Classes of heaps acting alike: (element, images of the options) -> heaps.
        let mut classes: BTreeMap<HeapAction, Vec<usize>> = BTreeMap::new();
        for (h, &x) in phi.iter().enumerate().skip(1) {
            if self.options[h].is_empty() {
                continue;
            }
            let t: BTreeSet<u32> = self.options[h]
                .iter()
                .map(|parts| parts.iter().fold(0, |y, &p| m.mul(y, phi[p])))
                .collect();
            classes
                .entry((x, t.into_iter().collect()))
                .or_default()
                .push(h);
        }
        let classes: Vec<(HeapAction, Vec<usize>)> = classes.into_iter().collect();
        let words = m.size().div_ceil(64);
        let p_bits: Vec<u64> = bitset(words, m.p_portion().into_iter());
        type State = (u32, Vec<u64>);
        let mut index: HashMap<State, usize> = HashMap::new();
        let mut states: Vec<State> = vec![(0, vec![0; words])];
        let mut parent: Vec<(usize, usize)> = vec![(usize::MAX, 0)];
        index.insert(states[0].clone(), 0);
        let mut queue = VecDeque::from([0usize]);
        while let Some(s) = queue.pop_front() {
            for (c, ((x, t), _)) in classes.iter().enumerate() {
                let (y, o) = &states[s];
                let y2 = m.mul(*y, *x);
                let mut o2 = vec![0u64; words];
                for &z in t {
                    set_bit(&mut o2, m.mul(*y, z));
                }
                for z in bits(o) {
                    set_bit(&mut o2, m.mul(z, *x));
                }
                let predicted_p = o2.iter().zip(&p_bits).all(|(a, b)| a & b == 0);
                if predicted_p != m.is_p(y2) {
                    let mut word = vec![classes[c].1.clone()];
                    let mut at = s;
                    while at != 0 {
                        let (up, class) = parent[at];
                        word.push(classes[class].1.clone());
                        at = up;
                    }
                    return Ok(Check::Fails(word));
                }
                let state = (y2, o2);
                if !index.contains_key(&state) {
                    if states.len() >= self.limits.max_states {
                        return Err(MisereError::TooLarge(format!(
                            "checking the quotient of heaps up to {} (order {} so far) \
                             visits more than {} states",
                            phi.len() - 1,
                            self.q.size(),
                            self.limits.max_states
                        )));
                    }
                    index.insert(state.clone(), states.len());
                    parent.push((s, c));
                    queue.push_back(states.len());
                    states.push(state);
                }
            }
        }
        Ok(Check::Faithful)
    }
}

fn bitset(words: usize, elements: impl Iterator<Item = u32>) -> Vec<u64> {
    let mut b = vec![0u64; words];
    for x in elements {
        set_bit(&mut b, x);
    }
    b
}

fn set_bit(b: &mut [u64], x: u32) {
    b[x as usize / 64] |= 1 << (x % 64);
}

fn bits(b: &[u64]) -> impl Iterator<Item = u32> + '_ {
    b.iter().enumerate().flat_map(|(i, &w)| {
        (0..64)
            .filter(move |j| w >> j & 1 == 1)
            .map(move |j| (i * 64 + j) as u32)
    })
}
