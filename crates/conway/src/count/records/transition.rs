//! Transitions: single moves and rounds, with their weights in the normalised count.
//!
//! **Labelled normalisation.** With `F(c) = prod_t c_t!`, the number `dp(c)` of partial
//! records reaching the count vector `c` is stored as `E(c) = dp(c) * F(c)`. A move of
//! type `t` from `c` can be made in `c_t * ways` ways (any of the `c_t` components, any of
//! its `ways` moves of that kind), so it has weight `c_t * ways` in `dp`; since the target
//! `c'` has `F(c') / F(c) = (1/c_t) * prod_u (c_u+1)...(c_u+r_u)` for the `r_u` new
//! components of each type `u`, its weight in `E` is `ways * prod_u (c_u+1)...(c_u+r_u)`,
//! with no division: a move that uses a component up carries just `ways`. At the end
//! `F(0) = 1`, so `E(0)` is the count.
//!
//! **Rounds.** Under [`Policy::WinnerOptimal`](super::Policy::WinnerOptimal) every move
//! from a P-position goes to an N-position (a move changes one component's value, so the
//! nim-sum), whose allowed replies are exactly the moves changing the value by the same
//! nim-amount back to 0 (Sprague–Grundy). So after the first move the game is a sequence
//! of *rounds*, a move and a reply of equal nim-change, and the weight of a round is the
//! product of the weights of its two moves, the reply's factors taken after the first
//! move's changes.

use super::layout::{Layout, Step};
use crate::impartial::nimber::Nimber;

/// A move, or a round of two moves, ready to apply to a layer entry: where it leads and
/// its weight in the normalised count `E` (`ways * prod (c[slot] + add)` over `factors`).
pub(super) struct Transition {
    /// Least count each listed slot needs for the transition to be legal.
    pub(super) needs: Vec<(usize, u64)>,
    /// The ways of each move.
    pub(super) constants: Vec<u64>,
    /// Count-dependent factors `c[slot] + add`, sorted by slot.
    pub(super) factors: Vec<(usize, u64)>,
    /// The nim-change of a single move (unused for rounds).
    pub(super) delta: Nimber,
    /// How much the rolling count drops.
    pub(super) drop: usize,
    /// Change of the index inside a layer.
    pub(super) offset: isize,
    /// Whether only the last slot's count changes: the target lies on the same row.
    pub(super) within_row: bool,
    /// How much the last slot's count grows (at least 0).
    pub(super) last_growth: u64,
}

impl Transition {
    /// A single move, or the round `first` then `reply` when `reply` is given.
    fn new(layout: &Layout, first: &Step, reply: Option<&Step>) -> Transition {
        let mut t = Transition {
            needs: Vec::new(),
            constants: Vec::new(),
            factors: Vec::new(),
            delta: first.delta,
            drop: 0,
            offset: 0,
            within_row: false,
            last_growth: 0,
        };
        t.add_move(layout, first, &vec![0; first.change.len()]);
        if let Some(reply) = reply {
            t.add_move(layout, reply, &first.change);
        }
        t.factors.sort_unstable();
        let last = layout.row_slot();
        let total: Vec<i64> = (0..first.change.len())
            .map(|k| first.change[k] + reply.map_or(0, |r| r.change[k]))
            .collect();
        t.within_row = (0..total.len()).all(|k| total[k] == 0 || Some(k) == last);
        t.last_growth = last.map_or(0, |k| total[k].max(0) as u64);
        t
    }

    /// Adds the move `step`, made after moves that changed the counts by `before`: its
    /// legality, its ways, its factors `c[k] + before[k] + r` for each new component, and
    /// where it leads.
    fn add_move(&mut self, layout: &Layout, step: &Step, before: &[i64]) {
        // The count of the slot moved in, after the moves before this one, must be >= 1.
        let need = (1 - before[step.slot]).max(0) as u64;
        match self.needs.iter_mut().find(|(s, _)| *s == step.slot) {
            Some(entry) => entry.1 = entry.1.max(need),
            None => self.needs.push((step.slot, need)),
        }
        self.constants.push(step.ways);
        for (k, &ch) in step.change.iter().enumerate() {
            for r in 1..=ch.max(0) {
                self.factors.push((k, (before[k] + r) as u64));
            }
            self.offset += ch as isize * layout.stride[k] as isize;
        }
        self.drop += usize::from(step.slot == 0);
    }

    /// The factors on the last slot `last` (the factors are sorted by slot).
    pub(super) fn last_adds(&self, last: Option<usize>) -> &[(usize, u64)] {
        match last {
            Some(last) => &self.factors[self.factors.partition_point(|&(s, _)| s < last)..],
            None => &[],
        }
    }
}

/// Every single move of the family.
pub(super) fn singles(layout: &Layout) -> Vec<Transition> {
    layout
        .steps
        .iter()
        .map(|s| Transition::new(layout, s, None))
        .collect()
}

/// Every round: a move and a reply of equal nim-change.
pub(super) fn rounds(layout: &Layout) -> Vec<Transition> {
    layout
        .steps
        .iter()
        .flat_map(|s| {
            layout
                .steps
                .iter()
                .filter(move |r| r.delta == s.delta)
                .map(move |r| Transition::new(layout, s, Some(r)))
        })
        .collect()
}
