//! Comparing `x + *k` with a game `G` for every nimber `*k` at once, so that a closed form
//! `x + *m` is compared with general games without listing its `m` options.
//!
//! Let `B = {k : x + *k <= G}` and `A = {k : x + *k >= G}` (the *nim profile* of `G` at
//! the number `x`). The options of `x + *k` are the `x + *j`, `j < k` (Number Translation,
//! Siegel, *Combinatorial Game Theory*, II.3.9), so the definition of `<=` (II.1) reads
//!
//! ```text
//!   k in B  iff  no j < k is in A   and  k is in no A(G^R)      (U_R = union of the A(G^R))
//!   k in A  iff  no j < k is in B   and  k is in no B(G^L)      (U_L = union of the B(G^L))
//! ```
//!
//! For `k = 0`, `x + *0 = x` is a number and has options of its own; for `G` not equal to
//! a number, number avoidance (II.3.13) shows that they are never needed, so the same
//! rule holds; for a form that may equal a number (a game under construction), the
//! membership of 0 is taken from the full definition instead. Let `a = mex U_L` and
//! `b = mex U_R` (least non-members). Then, by induction on `k`:
//!
//! * `a < b`: every `k <= a` is in `U_R`, so not in `B`; `a` is in `A` and is its least
//!   member; hence no `k > a` is in `B`: **`B` is empty and `A` is the complement of `U_L`**;
//! * `b < a`: symmetrically **`A` is empty and `B` is the complement of `U_R`**;
//! * `a = b = c`: **`A = B = {c}`** (`G = x + *c`);
//! * `a = b` = none (the unions hold every nimber): **both are empty**.
//!
//! A closed form `G = y + n.^ + *m` gives its sets by formula ([`nus_cmp`] depends on `k`
//! only through whether `k = m`, `k = m xor 1` or neither). So every set is finite or
//! cofinite, and is stored by its exceptions ([`NimSet`]). A profile of an option node
//! costs one visit of each follower per number `x`, and is cached.

use super::arena::{Arena, FxMap, GameId, Node};
use super::dyadic::Dyadic;
use super::nus::{nus_cmp, Nus};
use std::cmp::Ordering;
use std::sync::Arc;

/// A set of nimber sizes `k` (`0 <= k < 2^32`) that is finite or cofinite: the members
/// are the `exceptions`, or every size but them if `cofinite`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct NimSet {
    cofinite: bool,
    /// Sorted, distinct.
    exceptions: Vec<u32>,
}

impl NimSet {
    fn empty() -> NimSet {
        NimSet {
            cofinite: false,
            exceptions: Vec::new(),
        }
    }

    fn all() -> NimSet {
        NimSet {
            cofinite: true,
            exceptions: Vec::new(),
        }
    }

    /// Whether `k` is a member.
    #[cfg(test)]
    fn contains(&self, k: u32) -> bool {
        self.cofinite != self.exceptions.binary_search(&k).is_ok()
    }

    /// The least member.
    pub(crate) fn min(&self) -> Option<u32> {
        if self.cofinite {
            least_missing(&self.exceptions)
        } else {
            self.exceptions.first().copied()
        }
    }

    /// The least non-member.
    fn mex(&self) -> Option<u32> {
        if self.cofinite {
            self.exceptions.first().copied()
        } else {
            least_missing(&self.exceptions)
        }
    }

    fn complement(mut self) -> NimSet {
        self.cofinite = !self.cofinite;
        self
    }

    fn is_empty_finite(&self) -> bool {
        !self.cofinite && self.exceptions.is_empty()
    }

    /// Adds the members of `other`.
    fn union_with(&mut self, other: &NimSet) {
        if other.is_empty_finite() {
            return;
        }
        if self.is_empty_finite() {
            self.clone_from(other);
            return;
        }
        let (a, b) = (&self.exceptions, &other.exceptions);
        let exceptions = match (self.cofinite, other.cofinite) {
            (false, false) => merged(a, b),
            (true, true) => a.iter().copied().filter(|k| b.contains(k)).collect(),
            (true, false) => a.iter().copied().filter(|k| !b.contains(k)).collect(),
            (false, true) => b.iter().copied().filter(|k| !a.contains(k)).collect(),
        };
        self.cofinite |= other.cofinite;
        self.exceptions = exceptions;
    }

    /// The set with the membership of `k` set to `member`.
    fn with(mut self, k: u32, member: bool) -> NimSet {
        let listed = member != self.cofinite; // k must be an exception iff this
        match (self.exceptions.binary_search(&k), listed) {
            (Ok(i), false) => {
                self.exceptions.remove(i);
            }
            (Err(i), true) => self.exceptions.insert(i, k),
            _ => {}
        }
        self
    }
}

/// The least `k` not in the sorted list.
fn least_missing(sorted: &[u32]) -> Option<u32> {
    let mut k: u64 = 0;
    for &e in sorted {
        if u64::from(e) == k {
            k += 1;
        } else if u64::from(e) > k {
            break;
        }
    }
    u32::try_from(k).ok()
}

fn merged(a: &[u32], b: &[u32]) -> Vec<u32> {
    let mut v: Vec<u32> = a.iter().chain(b).copied().collect();
    v.sort_unstable();
    v.dedup();
    v
}

/// The nim profile of a game at a number `x`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct NimProfile {
    /// `{k : x + *k <= G}`.
    pub(crate) below: NimSet,
    /// `{k : x + *k >= G}`.
    pub(crate) above: NimSet,
}

impl NimProfile {
    /// The profile from the unions `U_L`, `U_R` (module documentation).
    fn resolve(u_left: NimSet, u_right: NimSet) -> NimProfile {
        let (a, b) = (u_left.mex(), u_right.mex());
        let none = u64::from(u32::MAX) + 1; // no non-member: past every nimber
        let (a, b) = (a.map_or(none, u64::from), b.map_or(none, u64::from));
        match a.cmp(&b) {
            Ordering::Less => NimProfile {
                below: NimSet::empty(),
                above: u_left.complement(),
            },
            Ordering::Greater => NimProfile {
                below: u_right.complement(),
                above: NimSet::empty(),
            },
            Ordering::Equal => {
                let both = match u32::try_from(a) {
                    Ok(c) => NimSet::empty().with(c, true),
                    Err(_) => NimSet::empty(),
                };
                NimProfile {
                    below: both.clone(),
                    above: both,
                }
            }
        }
    }

    /// The profile of a closed form `v`: `x + *k` against `v` depends on `k` only through
    /// whether `k` is `m`, `m xor 1` or neither (`m` the nimber part of `v`).
    fn of_closed_form(v: Nus, x: Dyadic) -> NimProfile {
        let probe = |k: u32| {
            nus_cmp(
                Nus {
                    number: x,
                    ups: 0,
                    nim: k,
                },
                v,
            )
        };
        let set = |wanted: fn(Option<Ordering>) -> bool| {
            let generic = wanted(probe(v.nim ^ 2)); // neither m nor m xor 1
            let base = if generic {
                NimSet::all()
            } else {
                NimSet::empty()
            };
            [v.nim, v.nim ^ 1]
                .into_iter()
                .fold(base, |s, k| s.with(k, wanted(probe(k))))
        };
        NimProfile {
            below: set(|o| matches!(o, Some(Ordering::Less | Ordering::Equal))),
            above: set(|o| matches!(o, Some(Ordering::Greater | Ordering::Equal))),
        }
    }
}

impl Arena {
    /// The nim profile of `g` at `x` (cached).
    pub(crate) fn nim_profile(&mut self, g: GameId, x: Dyadic) -> Arc<NimProfile> {
        if let Some(p) = self.caches.nim_profiles.get(&(g, x)) {
            return p.clone();
        }
        let profile = match self.node(g).clone() {
            Node::Nus(v) => NimProfile::of_closed_form(v, x),
            // An option node is not a number: x + *k < g when x < R(g), since the right
            // stop of g - x - *k is then positive (Siegel II.3.20-3.22); dually above L(g).
            Node::Options { .. } if x < self.right_stop(g) => NimProfile {
                below: NimSet::all(),
                above: NimSet::empty(),
            },
            Node::Options { .. } if x > self.left_stop(g) => NimProfile {
                below: NimSet::empty(),
                above: NimSet::all(),
            },
            Node::Options { left, right } => {
                self.charge(1);
                let (u_left, u_right) = self.option_unions(&left, &right, x);
                NimProfile::resolve(u_left, u_right)
            }
        };
        let profile = Arc::new(profile);
        self.caches.nim_profiles.insert((g, x), profile.clone());
        profile
    }

    /// `U_L` and `U_R` of a form with these options.
    fn option_unions(&mut self, left: &[GameId], right: &[GameId], x: Dyadic) -> (NimSet, NimSet) {
        let mut u_left = NimSet::empty();
        for &l in left {
            u_left.union_with(&self.nim_profile(l, x).below);
        }
        let mut u_right = NimSet::empty();
        for &r in right {
            u_right.union_with(&self.nim_profile(r, x).above);
        }
        (u_left, u_right)
    }

    /// The nim profile of the form `{left | right}`, which may equal a number: the
    /// membership of 0 (`x` itself) is decided by the full definition of `<=`.
    pub(crate) fn form_nim_profile(
        &mut self,
        left: &[GameId],
        right: &[GameId],
        x: Dyadic,
        memo: &mut FxMap<(GameId, bool), bool>,
    ) -> NimProfile {
        let (u_left, u_right) = self.option_unions(left, right, x);
        let xid = self.number(x);
        let x_below = self.leq_id_form(xid, left, right, memo);
        let x_above = self.form_leq_id(left, right, xid, memo);
        NimProfile::resolve(u_left.with(0, !x_above), u_right.with(0, !x_below))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finite_and_cofinite_sets() {
        let s = NimSet::empty().with(3, true).with(5, true);
        assert!(s.contains(3) && !s.contains(4));
        assert_eq!((s.min(), s.mex()), (Some(3), Some(0)));
        let c = s.clone().complement();
        assert_eq!((c.min(), c.mex()), (Some(0), Some(3)));
        let mut u = s.clone();
        u.union_with(&c);
        assert_eq!(u, NimSet::all());
        let holes = NimSet::all().with(0, false).with(1, false);
        assert_eq!(holes.min(), Some(2));
        let mut u = s.clone();
        u.union_with(&holes);
        assert_eq!(u.exceptions, vec![0, 1]);
        let mut u = holes.clone();
        u.union_with(&s);
        assert_eq!(u.exceptions, vec![0, 1]);
        assert_eq!(NimSet::all().mex(), None);
        assert_eq!(NimSet::all().with(u32::MAX, false).mex(), Some(u32::MAX));
    }

    #[test]
    fn profiles_of_closed_forms_follow_the_order() {
        // Slow twin: membership k by k against nus_cmp, for small parts.
        for number in [-1, 0, 1] {
            for ups in -3..=3 {
                for nim in 0..6 {
                    let v = Nus {
                        number: Dyadic::from_int(number),
                        ups,
                        nim,
                    };
                    let p = NimProfile::of_closed_form(v, Dyadic::ZERO);
                    for k in 0..10 {
                        let o = nus_cmp(
                            Nus {
                                number: Dyadic::ZERO,
                                ups: 0,
                                nim: k,
                            },
                            v,
                        );
                        let le = matches!(o, Some(Ordering::Less | Ordering::Equal));
                        let ge = matches!(o, Some(Ordering::Greater | Ordering::Equal));
                        assert_eq!(p.below.contains(k), le, "{v:?} {k}");
                        assert_eq!(p.above.contains(k), ge, "{v:?} {k}");
                    }
                }
            }
        }
    }
}
