//! Construction of canonical forms from options: removing dominated options, bypassing
//! reversible ones, and recognising numbers and `x + n.^ + *m` values.
//!
//! Theory (Siegel, *Combinatorial Game Theory*, II.2; Lessons in Play, ch. 4):
//! * a Left option `G^L1` is *dominated* if `G^L1 <= G^L2` for another Left option; it
//!   can be deleted without changing the value (dually for Right, `G^R1 >= G^R2`);
//! * a Left option `G^L1` is *reversible* through `G^L1R` if `G^L1R <= G`; replacing it
//!   by all the Left options of `G^L1R` does not change the value (dually for Right);
//! * a form with neither is the unique *canonical form* of its value (II.2.7), so
//!   repeating both steps until nothing changes reaches it from any form.
//!
//! Fast paths: when every option is a number, `{a | b}` is the simplest number between
//! `max a` and `min b` if `max a < min b` (the simplicity theorem, II.3.6), `a*` if they are
//! equal, and the canonical switch `{max a | min b}` otherwise (a number option has no
//! reversible option here: its stops lie beyond the game's). An option `x + *m` reverses
//! through the least `x + *j`, `j < m`, that is `<= G` (for Left), read off the nim profile
//! of the form ([`super::nim_profile`]) without listing the `m` options. A canonical form
//! whose options are those of a closed form `x + n.^ + *m` ([`super::nus`]) is stored as
//! that closed form.

use super::arena::{Arena, FxMap, GameId, Moves};
use super::dyadic::Dyadic;
use super::limits::{Error, MAX_DEPTH};
use super::nus::{expansion, Expansion, Nus};

/// Answers of `x <= G` (`true`) and `G <= x` (`false`) for the form `G` being simplified:
/// they depend only on its value, which simplification keeps.
type FormMemo = FxMap<(GameId, bool), bool>;

impl Arena {
    /// The canonical form of `{ lefts | rights }` (options given as canonical ids, in any
    /// order, duplicates allowed). Fails if a number leaves the exact range, or a limit of
    /// [`super::limits`] is reached.
    pub fn game(&mut self, lefts: &[GameId], rights: &[GameId]) -> Result<GameId, Error> {
        self.check_work()?;
        let mut left = sorted(lefts);
        let mut right = sorted(rights);
        if let Some(g) = self.value_of_number_options(&left, &right)? {
            return Ok(g);
        }
        self.simplify(&mut left, &mut right)?;
        if let Some(g) = self.value_of_number_options(&left, &right)? {
            return Ok(g);
        }
        if let Some(g) = self.recognise_nus(&left, &right) {
            return Ok(g);
        }
        let depth = self.depth_of(&left, &right);
        if depth > MAX_DEPTH {
            return Err(Error::TooDeep);
        }
        Ok(self.intern_options(left, right, depth))
    }

    /// The value of `{left | right}` when every option is a number (`None` otherwise).
    fn value_of_number_options(
        &mut self,
        left: &[GameId],
        right: &[GameId],
    ) -> Result<Option<GameId>, Error> {
        // the greatest (`max`) or least of the numbers `ids` are (`Some(None)` if there
        // are none), or `None` if one of them is not a number
        let extreme = |arena: &Arena, ids: &[GameId], max: bool| {
            ids.iter().try_fold(None, |best: Option<Dyadic>, &g| {
                let x = arena.as_number(g)?;
                Some(Some(match best {
                    Some(b) if (b >= x) == max => b,
                    _ => x,
                }))
            })
        };
        let (Some(a), Some(b)) = (extreme(self, left, true), extreme(self, right, false)) else {
            return Ok(None);
        };
        let g = match (a, b) {
            (Some(a), Some(b)) if a == b => self.nus(Nus {
                number: a,
                ups: 0,
                nim: 1,
            }),
            (Some(a), Some(b)) if a > b => {
                let (l, r) = (self.number(a), self.number(b));
                self.intern_options(vec![l], vec![r], 1)
            }
            _ => {
                let x = Dyadic::simplest_between(a, b)?;
                self.number(x)
            }
        };
        Ok(Some(g))
    }

    /// Deletes dominated and bypasses reversible options until neither remains.
    fn simplify(&mut self, left: &mut Vec<GameId>, right: &mut Vec<GameId>) -> Result<(), Error> {
        let mut memo = FormMemo::default();
        loop {
            self.remove_dominated(left, true)?;
            self.remove_dominated(right, false)?;
            // (both sides are bypassed in the same form G: the value does not change)
            let new_left = self.bypass(true, left, right, &mut memo)?;
            let new_right = self.bypass(false, left, right, &mut memo)?;
            if new_left.is_none() && new_right.is_none() {
                return Ok(());
            }
            if let Some(new_left) = new_left {
                *left = sorted(&new_left);
            }
            if let Some(new_right) = new_right {
                *right = sorted(&new_right);
            }
        }
    }

    /// One side's options with each reversible one replaced by what it reverses to: a Left
    /// option `L` with some `L^R <= G` by the Left options of that `L^R` (dually for
    /// Right); `None` if no option is reversible (the side stays as it is).
    fn bypass(
        &mut self,
        is_left: bool,
        left: &[GameId],
        right: &[GameId],
        memo: &mut FormMemo,
    ) -> Result<Option<Vec<GameId>>, Error> {
        let side = if is_left { left } else { right };
        let mut result: Option<Vec<GameId>> = None;
        for (i, &o) in side.iter().enumerate() {
            self.check_work()?;
            let through = match self.moves(o, !is_left) {
                Moves::Nimbers { number, count } => {
                    let p = self.form_nim_profile(left, right, number, memo);
                    let set = if is_left { &p.below } else { &p.above };
                    set.min().filter(|&j| j < count).map(|j| {
                        self.nus(Nus {
                            number,
                            ups: 0,
                            nim: j,
                        })
                    })
                }
                Moves::Listed(replies) => replies.iter().copied().find(|&x| {
                    if is_left {
                        self.leq_id_form(x, left, right, memo)
                    } else {
                        self.form_leq_id(left, right, x, memo)
                    }
                }),
            };
            match (through, &mut result) {
                (Some(x), _) => {
                    let (x_left, x_right) = self.options(x)?;
                    let result = result.get_or_insert_with(|| side[..i].to_vec());
                    result.extend(if is_left { x_left } else { x_right }.iter().copied());
                }
                (None, Some(result)) => result.push(o),
                (None, None) => {}
            }
        }
        Ok(result)
    }

    /// Removes the options dominated by another (for Left: smaller; for Right: larger).
    fn remove_dominated(&mut self, options: &mut Vec<GameId>, is_left: bool) -> Result<(), Error> {
        if options.len() < 2 {
            return Ok(());
        }
        // the comparisons below are independent: their memo's buckets are fetched at once
        for &a in options.iter() {
            for &b in options.iter() {
                if is_left {
                    self.caches.leq.prefetch(a, b);
                } else {
                    self.caches.leq.prefetch(b, a);
                }
            }
        }
        // the undominated options among those seen so far: a new option is dropped if
        // one of them dominates it, and drops those it dominates
        let mut kept: Vec<GameId> = Vec::with_capacity(options.len());
        for &a in options.iter() {
            self.check_work()?;
            let dominated = kept.iter().any(|&b| {
                if is_left {
                    self.leq(a, b)
                } else {
                    self.leq(b, a)
                }
            });
            if dominated {
                continue;
            }
            kept.retain(|&b| {
                !if is_left {
                    self.leq(b, a)
                } else {
                    self.leq(a, b)
                }
            });
            kept.push(a);
        }
        if kept.len() < options.len() {
            *options = kept; // a subsequence of the sorted options: sorted
        }
        Ok(())
    }

    /// The closed-form value whose canonical options are exactly `{left | right}`, if
    /// there is one (canonical forms are unique). Candidates are read off the options by
    /// the rules of [`super::nus`]: `x + *m` has the same `m` options on both sides,
    /// `x + n.^ + *m` (`n >= 1`) has the Right option `x + (n-1).^ + *(m xor 1)`, and
    /// `n <= -1` the mirror image.
    fn recognise_nus(&mut self, left: &[GameId], right: &[GameId]) -> Option<GameId> {
        let first = *left.first().or(right.first())?;
        let x = self.as_nus(first)?.number;
        for &g in left.iter().chain(right) {
            if self.as_nus(g)?.number != x {
                return None;
            }
        }
        if left == right {
            // x + *m: the options are x + *0, ..., x + *(m-1)
            let mut nims = Vec::with_capacity(left.len());
            for &g in left {
                let n = self.as_nus(g)?;
                if n.ups != 0 {
                    return None;
                }
                nims.push(n.nim);
            }
            nims.sort_unstable();
            let m = u32::try_from(left.len()).ok()?;
            return nims.iter().copied().eq(0..m).then(|| {
                self.nus(Nus {
                    number: x,
                    ups: 0,
                    nim: m,
                })
            });
        }
        let mut candidates = Vec::with_capacity(2);
        if let [r] = right {
            let r = self.as_nus(*r)?;
            candidates.extend(r.ups.checked_add(1).map(|n| (n, r.nim ^ 1)));
        }
        if let [l] = left {
            let l = self.as_nus(*l)?;
            candidates.extend(l.ups.checked_sub(1).map(|n| (n, l.nim ^ 1)));
        }
        for (ups, nim) in candidates {
            let c = Nus {
                number: x,
                ups,
                nim,
            };
            if ups == 0 || ups == i64::MIN {
                continue; // numbers and x + *m are handled above
            }
            let Expansion::Listed(cl, cr) = expansion(c) else {
                continue;
            };
            // the lists are free of duplicates, so equal lengths and inclusion suffice
            let same = |arena: &Arena, ids: &[GameId], vs: &[Nus]| {
                ids.len() == vs.len()
                    && ids
                        .iter()
                        .all(|&g| arena.as_nus(g).is_some_and(|n| vs.contains(&n)))
            };
            if same(self, left, &cl) && same(self, right, &cr) {
                return Some(self.nus(c));
            }
        }
        None
    }
}

/// Sorted, without duplicates.
fn sorted(ids: &[GameId]) -> Vec<GameId> {
    let mut v = ids.to_vec();
    v.sort_unstable();
    v.dedup();
    v
}
