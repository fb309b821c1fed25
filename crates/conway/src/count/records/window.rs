//! The rolling window of layers.
//!
//! A transition lowers the rolling count by at most `depth - 1` (one for a single move,
//! two for a round, see [`transition`](super::transition)), so while layer `l` is swept
//! only layers `l, l - 1, ..., l - depth + 1` can hold records: layer `l` lives in slot
//! `l mod depth` of a window of `depth` layers, and a layer's slot is reused once the layer
//! has been swept. Each slot also keeps the highest index written in it, so that a sweep
//! skips the rows that nothing reaches.

use crate::count::Arithmetic;

/// The rolling window of layers and the highest written index of each.
pub(super) struct Window<A: Arithmetic> {
    /// The layers, one after the other.
    pub(super) values: Vec<A::Value>,
    /// The highest possibly non-zero index of each layer (`None`: all zero).
    highest: Vec<Option<usize>>,
    /// Entries per layer.
    size: usize,
}

impl<A: Arithmetic> Window<A> {
    /// A window of `depth` zero layers of `size` entries.
    pub(super) fn new(arith: &A, depth: usize, size: usize) -> Window<A> {
        Window {
            values: vec![arith.zero(); depth * size],
            highest: vec![None; depth],
            size,
        }
    }

    /// The slot holding layer `layer`.
    pub(super) fn slot(&self, layer: u64) -> usize {
        (layer % self.highest.len() as u64) as usize
    }

    /// The slot holding layer `layer - d`, for each drop `d < depth`.
    pub(super) fn slots(&self, layer: u64) -> Vec<usize> {
        let depth = self.highest.len() as u64;
        (0..depth).map(|d| self.slot(layer + depth - d)).collect()
    }

    /// The highest possibly non-zero index of the layer held in `slot`.
    pub(super) fn highest(&self, slot: usize) -> Option<usize> {
        self.highest[slot]
    }

    /// Adds `term` to the entry `index` of the layer held in `slot`.
    pub(super) fn add(&mut self, arith: &A, slot: usize, index: usize, term: &A::Value) {
        let entry = &mut self.values[slot * self.size + index];
        *entry = arith.add(entry, term);
        self.raise_highest(slot, index);
    }

    /// Raises the highest possibly non-zero index of the layer in `slot` to at least
    /// `index`.
    pub(super) fn raise_highest(&mut self, slot: usize, index: usize) {
        let highest = &mut self.highest[slot];
        *highest = Some(highest.map_or(index, |top| top.max(index)));
    }

    /// Zeroes the layer held in `slot`, for reuse.
    pub(super) fn discard(&mut self, arith: &A, slot: usize) {
        if let Some(top) = self.highest[slot].take() {
            self.values[slot * self.size..=slot * self.size + top]
                .iter_mut()
                .for_each(|x| *x = arith.zero());
        }
    }
}
