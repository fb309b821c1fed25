//! The sweep of one row of a layer.
//!
//! A row is the run of entries of a layer that differ only in the last count `x` (see
//! [`layout`](super::layout)). The nim-value of an entry depends on `x` only through its
//! parity, so the allowed transitions, their legality on the other counts and the factors
//! of their weights on the other counts are settled once per row and parity: each becomes a
//! [`RowStep`], legal for `least_x <= x <= most_x`, whose weight depends on `x` alone.
//!
//! Transitions within the row lower `x` (they make the count vector smaller, and only `x`
//! changes), so a sweep down `x` completes each entry before reading it. A single
//! transition two entries down — the last type used up in a round — is a running sum kept
//! in a register. Every other transition leaves the row, for an earlier row or a lower
//! layer, and is applied once the row is complete, as one run over the row's entries of
//! its parity.

use super::layout::Layout;
use super::transition::Transition;
use super::weight::Weight;
use super::window::Window;
use crate::count::Arithmetic;

/// A [`Transition`] applied along one row: to the entry at `x` (the count of the last
/// slot) it adds `v * weight(x)` at index `target + x` of the layer held in window slot
/// `slot` (window position `origin + x`), when `least_x <= x <= most_x` (entries beyond
/// `most_x` are unreachable, hence zero).
pub(super) struct RowStep<'t, A: Arithmetic> {
    least_x: u64,
    most_x: u64,
    weight: Weight<'t, A>,
    slot: usize,
    target: isize,
    /// The window position of the target of `x = 0`.
    origin: isize,
}

/// The allowed transitions from the entries of one row with an even and an odd last count
/// (indexed by parity), split into those within the row and those leaving it.
pub(super) struct RowMoves<'t, A: Arithmetic> {
    pub(super) within: [Vec<RowStep<'t, A>>; 2],
    pub(super) leaving: [Vec<RowStep<'t, A>>; 2],
}

impl<'t, A: Arithmetic> RowStep<'t, A> {
    /// `transition` prepared for one row: the counts `c` of every slot but the last are
    /// fixed, `row` is the index of the row's first entry, `slots[d]` the window slot of the
    /// layer `d` below, and `table` the transition's weight table. `None` if a fixed count
    /// is too small for it.
    pub(super) fn new(
        transition: &'t Transition,
        arith: &A,
        layout: &Layout,
        c: &[u64],
        row: usize,
        slots: &[usize],
        table: Option<&'t [A::Value]>,
    ) -> Option<RowStep<'t, A>> {
        let last = layout.row_slot();
        let mut least_x = 0;
        for &(s, need) in &transition.needs {
            if Some(s) == last {
                least_x = need;
            } else if c[s] < need {
                return None;
            }
        }
        // The target's last count must stay inside the row.
        let most_x = (layout.row_len() as u64 - 1).checked_sub(transition.last_growth)?;
        if most_x < least_x {
            return None;
        }
        let coefficient = coefficient(transition, arith, last, c, table.is_some());
        let slot = slots[transition.drop];
        let target = row as isize + transition.offset;
        Some(RowStep {
            least_x,
            most_x,
            weight: Weight::new(arith, table, transition.last_adds(last), coefficient),
            slot,
            target,
            origin: (slot * layout.size) as isize + target,
        })
    }

    /// Applies this transition, which leads two entries down its row, to the entries
    /// `highest, highest - 2, ...` of `row`, from the top: each entry is then its own value
    /// plus the term of the entry above it, so the sum runs in a register instead of
    /// through memory. Kept out of line: inlined into the row sweep, the loop compiles to
    /// more instructions (measured on the all-full tower).
    #[inline(never)]
    fn accumulate_chain(&self, arith: &A, row: &mut [A::Value], highest: usize) {
        let mut carry = arith.zero();
        for k in 0..=highest / 2 {
            let x = highest - 2 * k;
            let v = arith.add(&row[x], &carry);
            // A legal move lowers `x` by 2, so `least_x >= 2` and no term falls off the row.
            carry = if x as u64 >= self.least_x {
                self.weight.term(arith, x as u64, &v)
            } else {
                arith.zero()
            };
            row[x] = v;
        }
    }

    /// Applies this transition, which leaves the complete row at window position `from`
    /// (entries `0..=top_x`), to the row's entries of parity `parity`.
    fn leave(&self, arith: &A, window: &mut Window<A>, from: usize, top_x: usize, parity: usize) {
        let least = (self.least_x as usize).max(parity);
        let first = least + (least + parity) % 2;
        let most = top_x.min(self.most_x as usize);
        if first > most {
            return;
        }
        let last = most - (most - first) % 2;
        let to = (self.origin + first as isize) as usize;
        let (sources, targets) = disjoint_runs(
            &mut window.values,
            from + first..from + last + 1,
            to..to + last + 1 - first,
        );
        self.weight
            .accumulate_every_other(arith, first, sources, targets);
        window.raise_highest(self.slot, (self.target + last as isize) as usize);
    }
}

/// The factor of `transition`'s weight fixed along a row whose counts other than the last
/// slot `last` are `c`: the factors on those counts, and the ways unless a table holds them
/// (`tabulated`).
fn coefficient<A: Arithmetic>(
    transition: &Transition,
    arith: &A,
    last: Option<usize>,
    c: &[u64],
    tabulated: bool,
) -> A::Value {
    let ways = if tabulated {
        &[][..]
    } else {
        &transition.constants[..]
    };
    ways.iter()
        .copied()
        .chain(
            transition
                .factors
                .iter()
                .filter(|&&(s, _)| Some(s) != last)
                .map(|&(s, add)| c[s] + add),
        )
        .fold(arith.one(), |acc, f| arith.mul(&acc, &arith.from_u64(f)))
}

/// Sweeps the row at window position `from`, whose entries beyond `top_x` are zero:
/// completes its entries with the transitions within it, then applies those leaving it.
pub(super) fn sweep_row<A: Arithmetic>(
    arith: &A,
    window: &mut Window<A>,
    from: usize,
    top_x: usize,
    moves: &RowMoves<'_, A>,
) {
    complete_within(arith, &mut window.values, from, top_x, &moves.within);
    for (parity, steps) in moves.leaving.iter().enumerate() {
        for step in steps {
            step.leave(arith, window, from, top_x, parity);
        }
    }
}

/// Applies the transitions `within[x % 2]` within the row at `from`, down `x` from `top_x`:
/// each entry is complete when the sweep reaches it. The sweep visits only the parities
/// that have such transitions.
fn complete_within<A: Arithmetic>(
    arith: &A,
    values: &mut [A::Value],
    from: usize,
    top_x: usize,
    within: &[Vec<RowStep<'_, A>>; 2],
) {
    let (highest, stride) = match within.each_ref().map(|steps| steps.is_empty()) {
        [false, false] => (top_x, 1),
        [false, true] => (top_x - top_x % 2, 2),
        [true, false] if top_x >= 1 => (top_x - (top_x - 1) % 2, 2),
        _ => return,
    };
    // The common case of one transition two entries down (the target of `x` is the next
    // entry visited) is a running sum.
    if let [step] = &within[highest % 2][..] {
        if stride == 2 && from as isize - step.origin == 2 {
            step.accumulate_chain(arith, &mut values[from..=from + highest], highest);
            return;
        }
    }
    for k in 0..=highest / stride {
        let x = highest - k * stride;
        let v = values[from + x].clone();
        if arith.is_zero(&v) {
            continue;
        }
        for step in &within[x % 2] {
            if x as u64 >= step.least_x {
                let term = step.weight.term(arith, x as u64, &v);
                let target = &mut values[(step.origin + x as isize) as usize];
                *target = arith.add(target, &term);
            }
        }
    }
}

/// The runs `values[sources]` and `values[targets]`, which do not overlap.
fn disjoint_runs<T>(
    values: &mut [T],
    sources: std::ops::Range<usize>,
    targets: std::ops::Range<usize>,
) -> (&[T], &mut [T]) {
    if sources.end <= targets.start {
        let (low, high) = values.split_at_mut(targets.start);
        (&low[sources], &mut high[..targets.len()])
    } else {
        let (low, high) = values.split_at_mut(sources.start);
        (&high[..sources.len()], &mut low[targets])
    }
}
