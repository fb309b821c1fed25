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
//! reversible option here: its stops lie beyond the game's). The canonical options of a
//! closed-form value `x + n.^ + *m` are derived by the same reduction from the options of
//! the sum `^ + ((n-1).^ + *m)`, translated by `x` (Number Translation, II.3.9), and
//! compared by formula.

use super::arena::{Arena, FxMap, GameId, Nus, OptionPair};
use super::dyadic::{Dyadic, Overflow};
use std::sync::Arc;

/// The game whose options are being simplified: an interned value, or the current form.
#[derive(Clone, Copy)]
enum Target {
    Id(GameId),
    Form,
}

impl Arena {
    /// The canonical form of `{ lefts | rights }` (options given as canonical ids, in any
    /// order, duplicates allowed). Fails only if the value is a number beyond the exact
    /// range.
    pub fn game(&mut self, lefts: &[GameId], rights: &[GameId]) -> Result<GameId, Overflow> {
        let mut left = sorted(lefts);
        let mut right = sorted(rights);
        if let Some(g) = self.value_of_number_options(&left, &right)? {
            return Ok(g);
        }
        self.simplify(&mut left, &mut right, Target::Form);
        if let Some(g) = self.value_of_number_options(&left, &right)? {
            return Ok(g);
        }
        if let Some(g) = self.recognise_nus(&left, &right) {
            return Ok(g);
        }
        Ok(self.intern_options(left, right))
    }

    /// The value of `{left | right}` when every option is a number (`None` otherwise).
    fn value_of_number_options(
        &mut self,
        left: &[GameId],
        right: &[GameId],
    ) -> Result<Option<GameId>, Overflow> {
        let numbers = |arena: &Arena, ids: &[GameId]| -> Option<Vec<Dyadic>> {
            ids.iter().map(|&g| arena.as_number(g)).collect()
        };
        let (Some(ls), Some(rs)) = (numbers(self, left), numbers(self, right)) else {
            return Ok(None);
        };
        let a = ls.iter().copied().max();
        let b = rs.iter().copied().min();
        let g = match (a, b) {
            (Some(a), Some(b)) if a == b => self.nus(Nus {
                number: a,
                ups: 0,
                nim: 1,
            }),
            (Some(a), Some(b)) if a > b => {
                let (l, r) = (self.number(a), self.number(b));
                self.intern_options(vec![l], vec![r])
            }
            _ => {
                let x = Dyadic::simplest_between(a, b)?;
                self.number(x)
            }
        };
        Ok(Some(g))
    }

    /// Deletes dominated and bypasses reversible options until neither remains.
    fn simplify(&mut self, left: &mut Vec<GameId>, right: &mut Vec<GameId>, target: Target) {
        let mut memo = FxMap::default();
        loop {
            self.remove_dominated(left, true);
            self.remove_dominated(right, false);
            let (new_left, left_changed) = self.bypass(true, target, left, right, &mut memo);
            let (new_right, right_changed) = self.bypass(false, target, left, right, &mut memo);
            *left = sorted(&new_left);
            *right = sorted(&new_right);
            if !left_changed && !right_changed {
                return;
            }
        }
    }

    /// One side's options with each reversible one replaced by what it reverses to: a Left
    /// option `L` with some `L^R <= G` by the Left options of that `L^R` (dually for
    /// Right). Returns the new options and whether any was reversible.
    fn bypass(
        &mut self,
        is_left: bool,
        target: Target,
        left: &[GameId],
        right: &[GameId],
        memo: &mut FxMap<(GameId, bool), bool>,
    ) -> (Vec<GameId>, bool) {
        let side = if is_left { left } else { right };
        let mut result = Vec::with_capacity(side.len());
        let mut changed = false;
        for &o in side {
            let replies = if is_left {
                self.right_options(o)
            } else {
                self.left_options(o)
            };
            let through = replies
                .iter()
                .copied()
                .find(|&x| self.against_target(x, is_left, target, left, right, memo));
            match through {
                Some(x) => {
                    let replacement = if is_left {
                        self.left_options(x)
                    } else {
                        self.right_options(x)
                    };
                    result.extend(replacement.iter().copied());
                    changed = true;
                }
                None => result.push(o),
            }
        }
        (result, changed)
    }

    /// Removes the options dominated by another (for Left: smaller; for Right: larger).
    fn remove_dominated(&mut self, options: &mut Vec<GameId>, is_left: bool) {
        if options.len() < 2 {
            return;
        }
        let all = options.clone();
        options.retain(|&a| {
            !all.iter().any(|&b| {
                b != a
                    && if is_left {
                        self.leq(a, b)
                    } else {
                        self.leq(b, a)
                    }
            })
        });
    }

    /// `x <= G` (if `below`) or `G <= x` for the target game `G`.
    fn against_target(
        &mut self,
        x: GameId,
        below: bool,
        target: Target,
        left: &[GameId],
        right: &[GameId],
        memo: &mut FxMap<(GameId, bool), bool>,
    ) -> bool {
        match (target, below) {
            (Target::Id(g), true) => self.leq(x, g),
            (Target::Id(g), false) => self.leq(g, x),
            (Target::Form, true) => self.leq_id_form(x, left, right, memo),
            (Target::Form, false) => self.form_leq_id(left, right, x, memo),
        }
    }

    /// The closed-form value equal to the canonical form `{left | right}`, if there is
    /// one: a candidate `x + n.^ + *m` is read off the options and accepted when its own
    /// canonical options are exactly these (canonical forms are unique).
    fn recognise_nus(&mut self, left: &[GameId], right: &[GameId]) -> Option<GameId> {
        let first = *left.first().or(right.first())?;
        let x = self.as_nus(first)?.number;
        let mut parts = Vec::with_capacity(left.len() + right.len());
        for &g in left.iter().chain(right) {
            let n = self.as_nus(g)?;
            if n.number != x {
                return None;
            }
            parts.push(n);
        }
        let mut candidates = Vec::new();
        if left == right {
            candidates.push((0, u32::try_from(left.len()).ok()?));
        }
        for o in [left.first(), right.first()].into_iter().flatten() {
            let n = self.as_nus(*o)?;
            for du in [-1, 1] {
                for dm in [0, 1] {
                    if let Some(ups) = n.ups.checked_add(du) {
                        candidates.push((ups, n.nim ^ dm));
                    }
                }
            }
        }
        for (ups, nim) in candidates {
            if ups == 0 && nim == 0 {
                continue;
            }
            let c = self.nus(Nus {
                number: x,
                ups,
                nim,
            });
            let (cl, cr) = self.nus_options_of(c);
            if *cl == *left && *cr == *right {
                return Some(c);
            }
        }
        None
    }

    /// The canonical options of a closed-form value, derived once and cached.
    pub(crate) fn nus_options_of(&mut self, g: GameId) -> OptionPair {
        if let Some(o) = self.nus_options.get(&g) {
            return o.clone();
        }
        let n = self.as_nus(g).expect("a closed-form value");
        let (mut left, mut right) = if n.is_number() {
            self.number_options(n.number)
        } else if n.number != Dyadic::ZERO {
            // Number translation: x + H = {x + H^L | x + H^R} for H not a number.
            let h = self.nus(Nus {
                number: Dyadic::ZERO,
                ..n
            });
            let (hl, hr) = self.nus_options_of(h);
            let shift = |arena: &mut Arena, ids: &[GameId]| -> Vec<GameId> {
                ids.iter()
                    .map(|&o| {
                        let o = arena.as_nus(o).expect("options of a nus are nus");
                        arena.nus(Nus {
                            number: o.number.checked_add(n.number).expect("stays in range"),
                            ..o
                        })
                    })
                    .collect()
            };
            (shift(self, &hl), shift(self, &hr))
        } else if n.ups == 0 {
            let stars: Vec<GameId> = (0..n.nim).map(|m| self.nimber(m)).collect();
            (stars.clone(), stars)
        } else if n.ups > 0 {
            self.up_sum_options(n)
        } else {
            let minus = self.neg(g);
            let (ml, mr) = self.nus_options_of(minus);
            let neg_all = |arena: &mut Arena, ids: &[GameId]| -> Vec<GameId> {
                ids.iter().map(|&o| arena.neg(o)).collect()
            };
            (neg_all(self, &mr), neg_all(self, &ml))
        };
        left = sorted(&left);
        right = sorted(&right);
        if !n.is_number() {
            self.simplify(&mut left, &mut right, Target::Id(g));
        }
        let options = (Arc::from(left), Arc::from(right));
        self.nus_options.insert(g, options.clone());
        options
    }

    /// Canonical options of a number: `n = {n-1 | }` for `n > 0`, `{ | n+1}` for `n < 0`,
    /// `m/2^k = {(m-1)/2^k | (m+1)/2^k}` for odd `m`.
    fn number_options(&mut self, x: Dyadic) -> (Vec<GameId>, Vec<GameId>) {
        let step = Dyadic::new(1, x.exponent()).expect("the exponent of x");
        let below = x
            .checked_sub(step)
            .expect("an odd or positive numerator has room");
        let above = x
            .checked_add(step)
            .expect("an odd or negative numerator has room");
        let zero = Dyadic::ZERO;
        match (x.is_integer(), x.cmp(&zero)) {
            (true, std::cmp::Ordering::Equal) => (vec![], vec![]),
            (true, std::cmp::Ordering::Greater) => (vec![self.number(below)], vec![]),
            (true, std::cmp::Ordering::Less) => (vec![], vec![self.number(above)]),
            (false, _) => (vec![self.number(below)], vec![self.number(above)]),
        }
    }

    /// Options of `n.^ + *m` (n > 0) as the sum `^ + ((n-1).^ + *m)`, with `^ = {0 | *}`.
    fn up_sum_options(&mut self, n: Nus) -> (Vec<GameId>, Vec<GameId>) {
        let rest = Nus {
            ups: n.ups - 1,
            ..n
        };
        let rest_id = self.nus(rest);
        let (rl, rr) = self.nus_options_of(rest_id);
        let up_plus = |arena: &mut Arena, o: GameId| -> GameId {
            let o = arena.as_nus(o).expect("options of a nus are nus");
            arena.nus(Nus {
                number: o.number,
                ups: o.ups + 1,
                nim: o.nim,
            })
        };
        let mut left = vec![rest_id];
        left.extend(rl.iter().map(|&o| up_plus(self, o)));
        let rest_star = self.nus(Nus {
            nim: rest.nim ^ 1,
            ..rest
        });
        let mut right = vec![rest_star];
        right.extend(rr.iter().map(|&o| up_plus(self, o)));
        (left, right)
    }
}

/// Sorted, without duplicates.
fn sorted(ids: &[GameId]) -> Vec<GameId> {
    let mut v = ids.to_vec();
    v.sort_unstable();
    v.dedup();
    v
}
