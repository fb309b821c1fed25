//! The layered state space: count vectors laid out so that a forward sweep holds only a
//! few layers at a time.
//!
//! A state is a count vector `c`, `c_t` components of each live type `t`. The types are
//! listed in a topological order of the family (moves only lead to later types), so a
//! move lowers one count and raises only later ones: it makes the count vector
//! lexicographically smaller, and the first count (the *rolling* count) never grows.
//! States of equal rolling count form a *layer*, a dense mixed-radix array over the other
//! counts, each with radix `bound_t + 1` where `bound_t` bounds the components of type `t`
//! that a game can ever hold ([`count_bounds`]); mixed-radix order is lexicographic order,
//! so every move leads to a smaller index or to a lower layer. A *row* is the run of
//! entries that differ only in the last count.
//!
//! Types nobody can move in, or that never occur, take no part in any record and get no
//! slot. The nim-value of a state is the nim-sum of the Grundy values of the types with an
//! odd count (Sprague–Grundy; `g + g = 0`).

use crate::impartial::component_sums::{ComponentError, ComponentTypes};
use crate::impartial::nimber::Nimber;
use std::collections::HashMap;

/// The largest layer (number of count vectors held per value of the rolling count).
const MAX_LAYER: usize = 1 << 28;

/// One kind of move in the merged, live family, located in the layered state space.
pub(super) struct Step {
    /// The slot (live type) moved in; slot 0 is the rolling count.
    pub(super) slot: usize,
    /// The number of ways.
    pub(super) ways: u64,
    /// Change of each slot's count.
    pub(super) change: Vec<i64>,
    /// The nim-change of the whole sum.
    pub(super) delta: Nimber,
}

/// The layered state space of one counting problem.
pub(super) struct Layout {
    /// Grundy value of each slot's type.
    grundy: Vec<Nimber>,
    /// Radix of each non-rolling slot (slot `j` at position `j - 1`).
    radix: Vec<usize>,
    /// Index stride of each slot inside a layer (0 for the rolling slot).
    pub(super) stride: Vec<usize>,
    /// Entries per layer.
    pub(super) size: usize,
    /// Every kind of move.
    pub(super) steps: Vec<Step>,
}

/// Bounds on how many components of each type can exist during a game from `counts`
/// (initial ones plus every one a move could ever create), or an error on overflow.
fn count_bounds(types: &ComponentTypes, counts: &[u64]) -> Result<Vec<u64>, ComponentError> {
    let overflow = || ComponentError("the number of components overflows 64 bits".to_string());
    let mut bound = counts.to_vec();
    for &s in types.topological_order() {
        let mut most: HashMap<usize, u64> = HashMap::new();
        for m in &types.get(s).moves {
            let mut mult: HashMap<usize, u64> = HashMap::new();
            m.result
                .iter()
                .for_each(|&r| *mult.entry(r).or_insert(0) += 1);
            for (r, k) in mult {
                let e = most.entry(r).or_insert(0);
                *e = (*e).max(k);
            }
        }
        for (r, k) in most {
            let extra = bound[s].checked_mul(k).ok_or_else(overflow)?;
            bound[r] = bound[r].checked_add(extra).ok_or_else(overflow)?;
        }
    }
    Ok(bound)
}

impl Layout {
    /// Lays out the live types of `types` that can occur from `counts`; returns the layout
    /// and the start counts per slot, or `None` when no move can ever be made.
    pub(super) fn new(
        types: &ComponentTypes,
        counts: &[u64],
    ) -> Result<Option<(Layout, Vec<u64>)>, ComponentError> {
        let bound = count_bounds(types, counts)?;
        let slots: Vec<usize> = types
            .topological_order()
            .iter()
            .copied()
            .filter(|&t| !types.get(t).moves.is_empty() && bound[t] > 0)
            .collect();
        if slots.is_empty() {
            return Ok(None);
        }
        let (radix, stride, size) = mixed_radix(&slots, &bound)?;
        let layout = Layout {
            grundy: slots.iter().map(|&t| types.grundy(t)).collect(),
            radix,
            stride,
            size,
            steps: steps(types, &slots),
        };
        Ok(Some((layout, slots.iter().map(|&t| counts[t]).collect())))
    }

    /// The index of the non-rolling counts `c[1..]` inside a layer.
    pub(super) fn index(&self, c: &[u64]) -> usize {
        c[1..]
            .iter()
            .zip(&self.radix)
            .fold(0, |acc, (&x, &r)| acc * r + x as usize)
    }

    /// The slot whose count varies along a row of a layer (the last one), if any besides
    /// the rolling slot.
    pub(super) fn row_slot(&self) -> Option<usize> {
        (self.grundy.len() > 1).then(|| self.grundy.len() - 1)
    }

    /// Entries per row: the radix of the last slot.
    pub(super) fn row_len(&self) -> usize {
        self.radix.last().copied().unwrap_or(1)
    }

    /// Sets the counts `c[1..last]` fixed along row number `row` of a layer.
    pub(super) fn decode_row(&self, mut row: usize, c: &mut [u64]) {
        for j in (1..c.len().saturating_sub(1)).rev() {
            c[j] = (row % self.radix[j - 1]) as u64;
            row /= self.radix[j - 1];
        }
    }

    /// The value of the sum with counts `c`.
    pub(super) fn value(&self, c: &[u64]) -> Nimber {
        c.iter()
            .zip(&self.grundy)
            .filter(|(&x, _)| x % 2 == 1)
            .map(|(_, &g)| g)
            .sum()
    }
}

/// The radix `bound + 1` of each non-rolling slot, the stride of each slot inside a layer
/// (the last slot varies fastest; 0 for the rolling slot), and the entries per layer; an
/// error beyond [`MAX_LAYER`] entries.
fn mixed_radix(
    slots: &[usize],
    bound: &[u64],
) -> Result<(Vec<usize>, Vec<usize>, usize), ComponentError> {
    let too_big = || {
        ComponentError(format!(
            "the state space is too large: more than {MAX_LAYER} count vectors per layer"
        ))
    };
    let mut radix = Vec::new();
    for &t in &slots[1..] {
        let r = usize::try_from(bound[t])
            .ok()
            .and_then(|b| b.checked_add(1));
        radix.push(r.ok_or_else(too_big)?);
    }
    let mut stride = vec![0usize; slots.len()];
    let mut size = 1usize;
    for j in (1..slots.len()).rev() {
        stride[j] = size;
        size = size
            .checked_mul(radix[j - 1])
            .filter(|&s| s <= MAX_LAYER)
            .ok_or_else(too_big)?;
    }
    Ok((radix, stride, size))
}

/// Every kind of move of the types in `slots`, located in the slots: the change of each
/// slot's count (components of types without a slot are not counted) and the nim-change.
fn steps(types: &ComponentTypes, slots: &[usize]) -> Vec<Step> {
    let slot_of: HashMap<usize, usize> = slots.iter().enumerate().map(|(j, &t)| (t, j)).collect();
    let mut steps = Vec::new();
    for (j, &t) in slots.iter().enumerate() {
        for m in &types.get(t).moves {
            let mut change = vec![0i64; slots.len()];
            change[j] -= 1;
            let mut delta = types.grundy(t);
            for &r in &m.result {
                delta += types.grundy(r);
                if let Some(&k) = slot_of.get(&r) {
                    change[k] += 1;
                }
            }
            steps.push(Step {
                slot: j,
                ways: m.ways,
                change,
                delta,
            });
        }
    }
    steps
}
