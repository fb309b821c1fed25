//! Whether a pretending function is *faithful*: the exact check behind
//! [`super::quotient`], with the least sum on which it fails.
//!
//! **Setting** (Plambeck and Siegel, "Misère quotients for impartial games", JCTA 115
//! (2008) 593–622, §§6–7). Heaps `1..=n` of a heap game are sent to elements of a finite
//! commutative monoid `M` with a marked subset `P`; a sum `X` of heaps goes to the product
//! `Φ(X)` of its heaps' elements. `Φ` is faithful when a sum is a misère P-position
//! exactly when `Φ(X) ∈ P`. A sum is a misère P-position iff it has a move and none of its
//! options is one, so by induction `Φ` is faithful iff every non-empty sum `X` satisfies
//! `Φ(X) ∈ P ⇔ O(X) ∩ P = ∅`, where `O(X)` is the set of the images of `X`'s options.
//! Heaps with the same element and the same set `T_h` of option images act alike; they
//! form one [`Class`], written by its smallest heap.
//!
//! The condition splits in two halves, checked differently:
//!
//! * *P-failures* (`Φ(X) ∈ P` but some option has image in `P`): the option moves in one
//!   heap `h`, so `X = Y + h` and the failure depends on `y = Φ(Y)` only: `y·Φ(h) ∈ P` and
//!   `y·t ∈ P` for some `t ∈ T_h`. Every `y` of `M` is an image, so a loop over
//!   `M × classes × T_h` decides them exactly (with the bitsets `{z : x·z ∈ P}`).
//! * *N-failures* (`Φ(X) ∉ P` and `O(X) ∩ P = ∅`) depend on the *state* `(Φ(X), O(X))`,
//!   and adding a heap of class `c` maps states as
//!   `(x, O) ↦ (x·Φ(c), O·Φ(c) ∪ x·T_c)`. Order states by `(x, O) ≤ (x, O')` when
//!   `O ⊆ O'`. Adding a heap preserves the order, and a state below an N-failure (with a
//!   non-empty `O`) is an N-failure. So a search over sums may skip every sum whose state
//!   lies above a state already seen: it keeps, for each element, the *antichain* of the
//!   minimal option sets met so far (the device of Siegel's MisereSolver, the program
//!   behind the paper's computations). The search runs through sums in increasing order
//!   of a term order (more heaps of the latest class first), so a skipped sum `S + E` (`S`
//!   above an earlier state `S'`) is above the earlier sum `S' + E`; by induction every
//!   N-failure lies above a visited one, and the first failure met is the least.
//!
//! **Least failures.** Words are ordered by the count of the latest class, then the next,
//! and so on. An option of a sum of class representatives replaces one heap by smaller
//! heaps, whose classes come earlier, so it is a smaller word: the options of the least
//! failing sum are all classified correctly, and its true outcome is the opposite of the
//! one `Φ` claims. The quotient's recalibration relies on that.
//!
//! **Least words** ([`for_each_least_word`]) run through the same order, keeping the first
//! sum that reaches each element; marking an element P iff that sum's options all lie
//! outside `P` gives the only P-portion a faithful `Φ` into `M` can have (Plambeck–Siegel
//! mark trial monoids this way).

use super::monoid::{BipartiteMonoid, Bitset};
use std::cmp::Ordering;

/// The checks ran out of their budget of states (the caller says what that means).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OutOfWork;

/// Spends one state of the budget `work`.
fn spend(work: &mut u64) -> Result<(), OutOfWork> {
    *work = work.checked_sub(1).ok_or(OutOfWork)?;
    Ok(())
}

/// Heaps acting alike: the same element and the same option images.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Class {
    /// The smallest heap of the class.
    pub heap: usize,
    /// The heaps' element.
    pub element: u32,
    /// The images of the options of a heap of the class, increasing, distinct.
    pub options: Vec<u32>,
}

/// The classes of heaps `1..phi.len()` that have a move, ordered by their smallest heap;
/// `options[h]` holds heap `h`'s option images (sorted, distinct).
pub fn heap_classes(phi: &[u32], options: &[Vec<u32>]) -> Vec<Class> {
    let mut classes: Vec<Class> = Vec::new();
    let mut index = std::collections::HashMap::new();
    for h in 1..phi.len() {
        if options[h].is_empty() {
            continue;
        }
        index
            .entry((phi[h], options[h].clone()))
            .or_insert_with(|| {
                classes.push(Class {
                    heap: h,
                    element: phi[h],
                    options: options[h].clone(),
                });
                classes.len() - 1
            });
    }
    classes
}

/// A sum written as the count of each class (indexed like the classes).
pub type ClassWord = Vec<u32>;

/// The term order on class words: the count of the latest class first.
pub fn compare_words(a: &[u32], b: &[u32]) -> Ordering {
    a.iter().rev().cmp(b.iter().rev())
}

/// The heaps of a class word, increasing.
pub fn heaps_of(word: &[u32], classes: &[Class]) -> Vec<usize> {
    word.iter()
        .zip(classes)
        .flat_map(|(&k, c)| std::iter::repeat_n(c.heap, k as usize))
        .collect()
}

/// One step of a depth-first search through sums: the state and the classes still to add.
struct Frame<S> {
    element: u32,
    options: S,
    /// The class added last (children add this class or an earlier one).
    last: usize,
    /// The next class to add.
    next: usize,
}

/// Visits the least word of every element reachable from the identity by the classes'
/// elements, in increasing order: `visit(element, options, word)` with the sorted option
/// images of the word and the word as its classes, non-increasing. `mul` is the product
/// of a monoid on `0..size`.
pub fn for_each_least_word(
    size: usize,
    mul: impl Fn(u32, u32) -> u32,
    classes: &[Class],
    mut visit: impl FnMut(u32, &[u32], &[usize]),
) {
    let mut seen = vec![false; size];
    seen[0] = true;
    visit(0, &[], &[]);
    if classes.is_empty() {
        return;
    }
    let mut path: Vec<usize> = Vec::new();
    let mut stack = vec![Frame {
        element: 0,
        options: Vec::<u32>::new(),
        last: classes.len() - 1,
        next: 0,
    }];
    while let Some(top) = stack.last_mut() {
        if top.next > top.last {
            stack.pop();
            path.pop();
            continue;
        }
        let c = top.next;
        top.next += 1;
        let class = &classes[c];
        let element = mul(top.element, class.element);
        if seen[element as usize] {
            continue;
        }
        seen[element as usize] = true;
        let mut options: Vec<u32> = top
            .options
            .iter()
            .map(|&o| mul(o, class.element))
            .chain(class.options.iter().map(|&t| mul(top.element, t)))
            .collect();
        options.sort_unstable();
        options.dedup();
        path.push(c);
        visit(element, &options, &path);
        stack.push(Frame {
            element,
            options,
            last: c,
            next: 0,
        });
    }
}

/// The P-portion forced on a monoid on `0..size` by the classes (see the module
/// documentation): an element is in `P` iff its least word has an option and none in `P`.
/// Elements no word reaches are left out of `P`.
pub fn forced_p_portion(
    size: usize,
    mul: impl Fn(u32, u32) -> u32,
    classes: &[Class],
) -> Vec<bool> {
    let mut p = vec![false; size];
    for_each_least_word(size, mul, classes, |x, options, _| {
        p[x as usize] = !options.is_empty() && options.iter().all(|&o| !p[o as usize]);
    });
    p
}

/// The least word of each element of `m` (which the classes must generate).
fn least_words(m: &BipartiteMonoid, classes: &[Class]) -> Vec<ClassWord> {
    let mut words = vec![Vec::new(); m.size()];
    for_each_least_word(
        m.size(),
        |a, b| m.mul(a, b),
        classes,
        |x, _, path| {
            let mut word = vec![0; classes.len()];
            for &c in path {
                word[c] += 1;
            }
            words[x as usize] = word;
        },
    );
    words
}

/// For each element, the minimal option sets of the sums met with that element.
#[derive(Clone, Debug)]
pub struct Antichain {
    sets: Vec<Vec<Bitset>>,
}

impl Antichain {
    /// No sums met yet, over a monoid of `size` elements.
    pub fn new(size: usize) -> Self {
        Antichain {
            sets: vec![Vec::new(); size],
        }
    }

    /// Whether some sum met with element `x` has its option images within `options`.
    pub fn dominates(&self, x: u32, options: &Bitset) -> bool {
        self.sets[x as usize].iter().any(|o| o.is_subset(options))
    }

    /// Records a sum met (its state not dominated), dropping the sets it undercuts.
    pub fn insert(&mut self, x: u32, options: Bitset) {
        let list = &mut self.sets[x as usize];
        list.retain(|o| !options.is_subset(o));
        list.push(options);
    }

    /// The states recorded.
    pub fn states(&self) -> impl Iterator<Item = (u32, &Bitset)> + '_ {
        self.sets
            .iter()
            .enumerate()
            .flat_map(|(x, list)| list.iter().map(move |o| (x as u32, o)))
    }
}

/// The state of a sum after adding a heap of `class` to the sum with state `(x, options)`.
fn step(m: &BipartiteMonoid, x: u32, options: &Bitset, class: &Class) -> (u32, Bitset) {
    let mut next = Bitset::empty(m.size());
    for o in options.iter() {
        next.insert(m.mul(o, class.element));
    }
    for &t in &class.options {
        next.insert(m.mul(x, t));
    }
    (m.mul(x, class.element), next)
}

/// The outcome of a full check.
pub enum Verdict {
    /// `Φ` is faithful; the antichain of every sum's state.
    Faithful(Antichain),
    /// The least sum `Φ` classifies wrongly (its options are classified correctly).
    Fails(ClassWord),
}

/// Checks whether the classes' elements in `m` form a faithful pretension (every element
/// of `m` must be a product of the classes' elements). Each state recorded spends one unit
/// of `work`.
pub fn check(m: &BipartiteMonoid, classes: &[Class], work: &mut u64) -> Result<Verdict, OutOfWork> {
    let least_p_failure = least_p_failure(m, classes);
    let n_failure = least_n_failure(m, classes, least_p_failure.as_deref(), work)?;
    Ok(match (n_failure, least_p_failure) {
        (Ok(antichain), None) => Verdict::Faithful(antichain),
        (Err(word), _) => Verdict::Fails(word),
        (Ok(_), Some(word)) => Verdict::Fails(word),
    })
}

/// The least sum in `P` with an option in `P`, if any.
fn least_p_failure(m: &BipartiteMonoid, classes: &[Class]) -> Option<ClassWord> {
    let rows = m.p_rows();
    let mut least: Option<ClassWord> = None;
    let mut words: Option<Vec<ClassWord>> = None;
    for (c, class) in classes.iter().enumerate() {
        for &t in &class.options {
            let row = &rows[class.element as usize];
            if !row.meets(&rows[t as usize]) {
                continue;
            }
            let words = words.get_or_insert_with(|| least_words(m, classes));
            for y in row.iter().filter(|&y| rows[t as usize].contains(y)) {
                let mut word = words[y as usize].clone();
                word[c] += 1;
                if least
                    .as_ref()
                    .is_none_or(|l| compare_words(&word, l) == Ordering::Less)
                {
                    least = Some(word);
                }
            }
        }
    }
    least
}

/// The least N-failure below `bound` (exclusive), or the antichain of all sums' states
/// when there is none at all.
fn least_n_failure(
    m: &BipartiteMonoid,
    classes: &[Class],
    bound: Option<&[u32]>,
    work: &mut u64,
) -> Result<Result<Antichain, ClassWord>, OutOfWork> {
    let p_set = Bitset::from_iter(m.size(), m.p_portion());
    let mut antichain = Antichain::new(m.size());
    if classes.is_empty() {
        return Ok(Ok(antichain));
    }
    let mut word = vec![0u32; classes.len()];
    let mut path: Vec<usize> = Vec::new();
    let mut stack = vec![Frame {
        element: 0,
        options: Bitset::empty(m.size()),
        last: classes.len() - 1,
        next: 0,
    }];
    while let Some(top) = stack.last_mut() {
        if top.next > top.last {
            stack.pop();
            if let Some(c) = path.pop() {
                word[c] -= 1;
            }
            continue;
        }
        let c = top.next;
        top.next += 1;
        let (x, options) = step(m, top.element, &top.options, &classes[c]);
        word[c] += 1;
        if let Some(bound) = bound {
            if compare_words(&word, bound) != Ordering::Less {
                // Every later sum is larger still.
                return Ok(Err(bound.to_vec()));
            }
        }
        if !m.is_p(x) && !options.meets(&p_set) {
            return Ok(Err(word));
        }
        if antichain.dominates(x, &options) {
            word[c] -= 1;
            continue;
        }
        spend(work)?;
        antichain.insert(x, options.clone());
        path.push(c);
        stack.push(Frame {
            element: x,
            options,
            last: c,
            next: 0,
        });
    }
    Ok(Ok(antichain))
}

/// Whether adding heaps of class `new` keeps a faithful pretension faithful, given the
/// antichain `known` of the sums without them, when `new`'s element lies in the same
/// monoid and passes the P-half (its options' images are compatible with it). Returns the
/// antichain of all sums if so.
///
/// Every sum with a heap of `new` is `X + new + R`, and `X`'s state lies above a known
/// state `S`; so a search from the states `S + new` (and `new` alone), adding any class,
/// skipping states above known or visited ones, meets a state below every such sum.
pub fn check_extension(
    m: &BipartiteMonoid,
    classes: &[Class],
    new: &Class,
    known: &Antichain,
    work: &mut u64,
) -> Result<Option<Antichain>, OutOfWork> {
    let p_set = Bitset::from_iter(m.size(), m.p_portion());
    let mut found = Antichain::new(m.size());
    let mut queue: Vec<(u32, Bitset)> = Vec::new();
    let empty = Bitset::empty(m.size());
    let seeds = std::iter::once((0, &empty)).chain(known.states());
    let visit = |x: u32, options: Bitset, found: &mut Antichain, queue: &mut Vec<_>| {
        if !m.is_p(x) && !options.meets(&p_set) {
            return Err(());
        }
        if !known.dominates(x, &options) && !found.dominates(x, &options) {
            found.insert(x, options.clone());
            queue.push((x, options));
        }
        Ok(())
    };
    for (x, options) in seeds {
        let (y, next) = step(m, x, options, new);
        if visit(y, next, &mut found, &mut queue).is_err() {
            return Ok(None);
        }
    }
    while let Some((x, options)) = queue.pop() {
        spend(work)?;
        for class in classes.iter().chain([new]) {
            let (y, next) = step(m, x, &options, class);
            if visit(y, next, &mut found, &mut queue).is_err() {
                return Ok(None);
            }
        }
    }
    let mut all = known.clone();
    for (x, options) in found.states() {
        if !all.dominates(x, options) {
            all.insert(x, options.clone());
        }
    }
    Ok(Some(all))
}
