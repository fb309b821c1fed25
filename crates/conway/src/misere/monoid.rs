//! Finite commutative monoids with a marked subset: the *bipartite monoids* `(Q, P)` of
//! Plambeck and Siegel ("Misère quotients for impartial games", JCTA 115 (2008), §3), in
//! which misère quotients live. Elements are numbered `0..size`, `0` is the identity, the
//! product is a table.
//!
//! * [`BipartiteMonoid::reduce`] (and [`reduce_by`] for a monoid given by its product
//!   alone) — the quotient by *indistinguishability*: `x ~ x'` iff
//!   `xz ∈ P ⇔ x'z ∈ P` for every `z`. Computed by partition refinement (Moore's
//!   algorithm, as for minimising an automaton whose letters are the generators): start
//!   from the partition `{P, Q \ P}` and split classes by the classes of `x·g` until
//!   stable. The result is reduced (distinct elements are distinguishable).
//! * [`BipartiteMonoid::normal_forms`] and [`BipartiteMonoid::relations`] — a
//!   presentation: each element's least word in the generators (fewest letters, then
//!   lexicographic on exponents, an order compatible with products, so divisors of least
//!   words are least words) and the relations `w = v` for the minimal words `w` that are
//!   not least, which rewrite every word to its least form.
//! * [`BipartiteMonoid::p_rows`] — the sets `{z : x·z ∈ P}`: two elements `x, y` can be a
//!   game and one of its options only if their rows are disjoint.
//! * [`Bitset`] — sets of elements.

use std::collections::{HashMap, VecDeque};

/// A finite commutative monoid with identity `0` and a marked subset `P`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BipartiteMonoid {
    size: usize,
    table: Vec<u32>,
    p: Vec<bool>,
}

/// A word in the generators: the exponent of each.
pub type Word = Vec<u32>;

impl BipartiteMonoid {
    /// The one-element monoid; its element (the class of the empty sum) is not in `P`:
    /// under misère play the player to move in the empty sum cannot move and wins.
    pub fn trivial() -> Self {
        BipartiteMonoid {
            size: 1,
            table: vec![0],
            p: vec![false],
        }
    }

    /// The number of elements.
    pub fn size(&self) -> usize {
        self.size
    }

    /// `a · b`.
    pub fn mul(&self, a: u32, b: u32) -> u32 {
        self.table[a as usize * self.size + b as usize]
    }

    /// Whether `x` is in `P`.
    pub fn is_p(&self, x: u32) -> bool {
        self.p[x as usize]
    }

    /// The elements of `P`, increasing.
    pub fn p_portion(&self) -> Vec<u32> {
        (0..self.size as u32).filter(|&x| self.is_p(x)).collect()
    }

    /// Marks whether `x` is in `P`.
    pub fn set_p(&mut self, x: u32, in_p: bool) {
        self.p[x as usize] = in_p;
    }

    /// The quotient by indistinguishability, with its elements numbered in the order a
    /// breadth-first search from the identity by the generators `gens` meets them (every
    /// element must be a product of generators). Returns the quotient and the class of
    /// each element.
    pub fn reduce(&self, gens: &[u32]) -> (BipartiteMonoid, Vec<u32>) {
        reduce_by(self.size, &self.p, |a, b| self.mul(a, b), gens, self.size)
            .expect("no more classes than elements")
    }

    /// The index of `x`: the least `i` with `x^i = x^(i+k)` for some `k >= 1`.
    pub fn index_of(&self, x: u32) -> usize {
        let mut seen: HashMap<u32, usize> = HashMap::new();
        let mut power = 0u32;
        for i in 0.. {
            if let Some(&first) = seen.get(&power) {
                return first;
            }
            seen.insert(power, i);
            power = self.mul(power, x);
        }
        unreachable!("a finite monoid repeats its powers")
    }

    /// The rows `{z : x·z ∈ P}` of every `x`, as bitsets.
    pub fn p_rows(&self) -> Vec<Bitset> {
        (0..self.size as u32)
            .map(|x| {
                Bitset::from_iter(
                    self.size,
                    (0..self.size as u32).filter(|&z| self.is_p(self.mul(x, z))),
                )
            })
            .collect()
    }

    /// The element a word evaluates to.
    pub fn evaluate(&self, gens: &[u32], word: &[u32]) -> u32 {
        let mut x = 0;
        for (&g, &e) in gens.iter().zip(word) {
            for _ in 0..e {
                x = self.mul(x, g);
            }
        }
        x
    }

    /// The least word of each element (see the module documentation), by a breadth-first
    /// search over words of increasing length, in lexicographic order of exponents within a
    /// length.
    pub fn normal_forms(&self, gens: &[u32]) -> Vec<Word> {
        let mut forms: Vec<Option<Word>> = vec![None; self.size];
        forms[0] = Some(vec![0; gens.len()]);
        let mut layer = vec![(0u32, vec![0u32; gens.len()])];
        let mut found = 1;
        while found < self.size && !layer.is_empty() {
            let mut next: Vec<(u32, Word)> = Vec::new();
            for (x, word) in &layer {
                for (i, &g) in gens.iter().enumerate() {
                    let y = self.mul(*x, g);
                    if forms[y as usize].is_none() {
                        let mut w = word.clone();
                        w[i] += 1;
                        next.push((y, w));
                    }
                }
            }
            // Lexicographically least exponent vector first (larger exponents of earlier
            // generators come first, as in a^2 < ab < b^2).
            next.sort_by(|a, b| b.1.cmp(&a.1));
            layer.clear();
            for (y, w) in next {
                if forms[y as usize].is_none() {
                    forms[y as usize] = Some(w.clone());
                    found += 1;
                    layer.push((y, w));
                }
            }
        }
        forms
            .into_iter()
            .map(|f| f.expect("every element is a product of generators"))
            .collect()
    }

    /// Relations `w = v` presenting the monoid on `gens`: `w` runs over the words that are
    /// not least but whose proper divisors all are, `v` is the least word of `w`'s element.
    pub fn relations(&self, gens: &[u32]) -> Vec<(Word, Word)> {
        let forms = self.normal_forms(gens);
        let least: HashMap<&Word, u32> = forms
            .iter()
            .enumerate()
            .map(|(x, w)| (w, x as u32))
            .collect();
        let mut relations = Vec::new();
        let mut seen: HashMap<Word, ()> = HashMap::new();
        for (x, word) in forms.iter().enumerate() {
            for (i, &g) in gens.iter().enumerate() {
                let mut w = word.clone();
                w[i] += 1;
                if least.contains_key(&w) || seen.contains_key(&w) {
                    continue;
                }
                let divisors_least = (0..gens.len()).filter(|&j| w[j] > 0).all(|j| {
                    let mut d = w.clone();
                    d[j] -= 1;
                    least.contains_key(&d)
                });
                if divisors_least {
                    let y = self.mul(x as u32, g);
                    relations.push((w.clone(), forms[y as usize].clone()));
                    seen.insert(w, ());
                }
            }
        }
        relations.sort_by(|a, b| {
            let len = |w: &Word| w.iter().sum::<u32>();
            (len(&a.0), b.0.clone()).cmp(&(len(&b.0), a.0.clone()))
        });
        relations
    }
}

/// The quotient by indistinguishability of the monoid on `0..size` with product `mul`,
/// identity `0` and P-portion `p` (see [`BipartiteMonoid::reduce`], which it implements
/// for monoids given by their product alone, such as trial products too large to tabulate).
/// `None` when the quotient has more than `max_order` elements (its table is not built).
pub fn reduce_by(
    size: usize,
    p: &[bool],
    mul: impl Fn(u32, u32) -> u32,
    gens: &[u32],
    max_order: usize,
) -> Option<(BipartiteMonoid, Vec<u32>)> {
    let mut class: Vec<u32> = p.iter().map(|&p| u32::from(p)).collect();
    let mut count = 0;
    let mut signature = Vec::with_capacity(gens.len() + 1);
    loop {
        let mut ids: HashMap<Vec<u32>, u32> = HashMap::new();
        let next: Vec<u32> = (0..size as u32)
            .map(|x| {
                signature.clear();
                signature.push(class[x as usize]);
                signature.extend(gens.iter().map(|&g| class[mul(x, g) as usize]));
                let fresh = ids.len() as u32;
                if let Some(&id) = ids.get(&signature) {
                    id
                } else {
                    ids.insert(signature.clone(), fresh);
                    fresh
                }
            })
            .collect();
        let classes = ids.len();
        class = next;
        if classes == count {
            break;
        }
        count = classes;
    }
    if count > max_order {
        return None;
    }
    // Number the classes in breadth-first order from the identity; each class but the
    // identity's is reached from an earlier one by a generator.
    let mut order = vec![u32::MAX; count];
    let mut rep = Vec::with_capacity(count);
    let mut parent: Vec<(usize, usize)> = Vec::with_capacity(count);
    let mut queue = VecDeque::from([0u32]);
    order[class[0] as usize] = 0;
    rep.push(0u32);
    parent.push((0, 0));
    while let Some(x) = queue.pop_front() {
        let from = order[class[x as usize] as usize] as usize;
        for (i, &g) in gens.iter().enumerate() {
            let y = mul(x, g);
            if order[class[y as usize] as usize] == u32::MAX {
                order[class[y as usize] as usize] = rep.len() as u32;
                rep.push(y);
                parent.push((from, i));
                queue.push_back(y);
            }
        }
    }
    assert_eq!(rep.len(), count, "every element is a product of generators");
    let map: Vec<u32> = class.iter().map(|&c| order[c as usize]).collect();
    // The generators' actions on the classes, then each row of the table from its parent's:
    // x·(r·g) = (x·r)·g.
    let act: Vec<Vec<u32>> = gens
        .iter()
        .map(|&g| rep.iter().map(|&r| map[mul(r, g) as usize]).collect())
        .collect();
    let mut table = vec![0; count * count];
    for (x, entry) in table[..count].iter_mut().enumerate() {
        *entry = x as u32; // the identity's row
    }
    for j in 1..count {
        let (from, g) = parent[j];
        for x in 0..count {
            table[j * count + x] = act[g][table[from * count + x] as usize];
        }
    }
    let p = rep.iter().map(|&x| p[x as usize]).collect();
    Some((
        BipartiteMonoid {
            size: count,
            table,
            p,
        },
        map,
    ))
}

/// A set of elements `0..size` as a bitset.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Bitset(Box<[u64]>);

impl Bitset {
    /// The empty set of elements `0..size`.
    pub fn empty(size: usize) -> Self {
        Bitset(vec![0; size.div_ceil(64)].into_boxed_slice())
    }

    /// The set of the given elements of `0..size`.
    pub fn from_iter(size: usize, elements: impl IntoIterator<Item = u32>) -> Self {
        let mut b = Bitset::empty(size);
        for x in elements {
            b.insert(x);
        }
        b
    }

    /// Adds `x`.
    pub fn insert(&mut self, x: u32) {
        self.0[x as usize / 64] |= 1 << (x % 64);
    }

    /// Whether `x` is in the set.
    pub fn contains(&self, x: u32) -> bool {
        self.0[x as usize / 64] >> (x % 64) & 1 == 1
    }

    /// Whether the two sets meet.
    pub fn meets(&self, other: &Bitset) -> bool {
        self.0.iter().zip(other.0.iter()).any(|(a, b)| a & b != 0)
    }

    /// Whether `self ⊆ other`.
    pub fn is_subset(&self, other: &Bitset) -> bool {
        self.0.iter().zip(other.0.iter()).all(|(a, b)| a & !b == 0)
    }

    /// The elements, increasing.
    pub fn iter(&self) -> impl Iterator<Item = u32> + '_ {
        self.0.iter().enumerate().flat_map(|(i, &w)| {
            let mut w = w;
            std::iter::from_fn(move || {
                (w != 0).then(|| {
                    let j = w.trailing_zeros();
                    w &= w - 1;
                    (i * 64) as u32 + j
                })
            })
        })
    }
}

/// A word written with letters `a, b, c, ...` for the generators (`g27`, ... past `z`),
/// `1` for the empty word: e.g. `a b^2`.
pub fn word_name(word: &[u32]) -> String {
    let parts: Vec<String> = word
        .iter()
        .enumerate()
        .filter(|&(_, &e)| e > 0)
        .map(|(i, &e)| {
            let letter = generator_name(i);
            if e == 1 {
                letter
            } else {
                format!("{letter}^{e}")
            }
        })
        .collect();
    if parts.is_empty() {
        "1".to_string()
    } else {
        parts.join(" ")
    }
}

/// The name of generator `i`: `a` to `z`, then `g27`, `g28`, ...
pub fn generator_name(i: usize) -> String {
    if i < 26 {
        char::from(b'a' + i as u8).to_string()
    } else {
        format!("g{}", i + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `C(1, 2) = {1, y, y^2}` with `y^3 = y`, `P = {y}`.
    fn small() -> BipartiteMonoid {
        BipartiteMonoid {
            size: 3,
            table: vec![0, 1, 2, 1, 2, 1, 2, 1, 2],
            p: vec![false, true, false],
        }
    }

    #[test]
    fn the_cycle_wraps() {
        let m = small();
        assert_eq!(m.size(), 3);
        assert_eq!(m.mul(2, 1), 1); // y^3 = y
        assert_eq!(m.mul(2, 2), 2); // y^4 = y^2
        assert_eq!(m.index_of(1), 1);
        assert_eq!(m.index_of(0), 0);
    }

    #[test]
    fn bitsets_and_rows() {
        let m = small();
        // y·z ∈ P iff z ∈ {1, y^2}; 1·z ∈ P iff z = y.
        let rows = m.p_rows();
        assert_eq!(rows[1].iter().collect::<Vec<_>>(), [0, 2]);
        assert_eq!(rows[0].iter().collect::<Vec<_>>(), [1]);
        assert!(!rows[0].meets(&rows[1]));
        let big = Bitset::from_iter(200, [3, 64, 199]);
        assert!(big.contains(199) && !big.contains(65));
        assert!(Bitset::from_iter(200, [64]).is_subset(&big));
        assert_eq!(big.iter().collect::<Vec<_>>(), [3, 64, 199]);
    }

    #[test]
    fn reduction_merges_indistinguishable_elements() {
        // With P = {y} only, 1 and y^2 are told apart by y (y ∈ P, y^3 = y ∈ P: no), so
        // compare: 1·y = y ∈ P and y^2·y = y ∈ P; 1·1 ∉ P and y^2 ∉ P: they merge.
        let (q, map) = small().reduce(&[1]);
        assert_eq!(q.size(), 2);
        assert_eq!(map[0], map[2]);
        assert_eq!(q.p_portion(), [1]);
        assert_eq!(q.relations(&[1]), vec![(vec![2], vec![0])]);
        assert_eq!(word_name(&[2, 0, 1]), "a^2 c");
    }
}
