//! The forward count over the layered state space.
//!
//! The isomorphic types of the family are merged first
//! ([`ComponentTypes::merge_isomorphic`]): a record names the component played in, not its
//! type, so merging types of isomorphic game trees (adding their counts) changes no count.
//! Then the normalised count `E` (see
//! [`transition`](super::transition)) starts at `E(start) = prod_t c_t!` and is pushed
//! forward layer by layer, from the start's layer down to layer 0 (see
//! [`layout`](super::layout)); within a layer from its highest index down, one row at a
//! time (see [`row`](super::row)). Every transition leads to a smaller index or a lower
//! layer, so each entry is complete when the sweep reaches it. At the end `E(0)`, the
//! entry of the empty sum, is the count.
//!
//! Under [`Policy::WinnerOptimal`], with a round taken as one transition, only P-positions
//! and the start hold records: a P-position's entries take rounds, the start (when an
//! N-position) takes its winning moves, and no other N-position is ever stored.

use super::layout::Layout;
use super::row::{sweep_row, RowMoves, RowStep};
use super::transition::{rounds, singles, Transition};
use super::weight::{weight_tables, MAX_WEIGHT_TABLES};
use super::window::Window;
use super::Policy;
use crate::count::Arithmetic;
use crate::impartial::component_sums::{ComponentError, ComponentTypes};
use crate::impartial::nimber::Nimber;
use crate::progress::Progress;

/// The number of complete game records from the sum with `counts[t]` components of type
/// `t`, under `policy`, in the arithmetic `arith` (exact or modular). `progress(done,
/// total)` is called after each layer of the rolling count.
///
/// Time is proportional to the number of reachable count vectors times the number of kinds
/// of move (squared under [`Policy::WinnerOptimal`]); memory to a few layers. Fails if the
/// counts do not fit the family or the state space is too large to lay out.
pub fn count_records<A: Arithmetic>(
    types: &ComponentTypes,
    counts: &[u64],
    policy: Policy,
    arith: &A,
    progress: &mut Progress<'_>,
) -> Result<A::Value, ComponentError> {
    count_records_tabulating(types, counts, policy, arith, progress, MAX_WEIGHT_TABLES)
}

/// [`count_records`] with at most `table_budget` tabulated weights (0: every weight is
/// computed per entry; the tests compare both ways).
pub(super) fn count_records_tabulating<A: Arithmetic>(
    types: &ComponentTypes,
    counts: &[u64],
    policy: Policy,
    arith: &A,
    progress: &mut Progress<'_>,
    table_budget: usize,
) -> Result<A::Value, ComponentError> {
    let (merged, class_of) = types.merge_isomorphic();
    let counts = types.merge_counts(counts, &class_of, merged.len())?;
    let Some((layout, start)) = Layout::new(&merged, &counts)? else {
        return Ok(arith.one());
    };
    let counter = Counter::new(arith, &layout, policy, &start, table_budget);
    let mut window = counter.start_window(&start);
    let total = start[0] + 1;
    for layer in (0..=start[0]).rev() {
        counter.sweep_layer(&mut window, layer);
        progress(start[0] - layer + 1, total);
        // Index 0 of layer 0 (held in slot 0) is the end of every game: it is kept.
        if layer > 0 {
            window.discard(arith, window.slot(layer));
        }
    }
    Ok(window.values[0].clone())
}

/// Transitions with the weight tables of their factors on the last count.
struct Tabulated<A: Arithmetic> {
    transitions: Vec<Transition>,
    tables: Vec<Option<Vec<A::Value>>>,
}

impl<A: Arithmetic> Tabulated<A> {
    /// `transitions` with their tables, while the tables hold at most `*budget` values.
    fn new(
        arith: &A,
        layout: &Layout,
        transitions: Vec<Transition>,
        budget: &mut usize,
    ) -> Tabulated<A> {
        let tables = weight_tables(arith, layout, &transitions, budget);
        Tabulated {
            transitions,
            tables,
        }
    }
}

/// One counting problem, laid out, with its transitions.
struct Counter<'a, A: Arithmetic> {
    arith: &'a A,
    layout: &'a Layout,
    policy: Policy,
    /// Single moves.
    singles: Tabulated<A>,
    /// Rounds (only under [`Policy::WinnerOptimal`]).
    rounds: Tabulated<A>,
    /// The layer and row of the start.
    start_row: (u64, usize),
}

impl<'a, A: Arithmetic> Counter<'a, A> {
    /// The transitions of `layout` under `policy`, with at most `table_budget` tabulated
    /// weights, counting from the counts `start` per slot.
    fn new(
        arith: &'a A,
        layout: &'a Layout,
        policy: Policy,
        start: &[u64],
        table_budget: usize,
    ) -> Counter<'a, A> {
        let rounds = match policy {
            Policy::AllPlay => Vec::new(),
            Policy::WinnerOptimal => rounds(layout),
        };
        let mut budget = table_budget;
        Counter {
            arith,
            layout,
            policy,
            singles: Tabulated::new(arith, layout, singles(layout), &mut budget),
            rounds: Tabulated::new(arith, layout, rounds, &mut budget),
            start_row: (start[0], layout.index(start) / layout.row_len()),
        }
    }

    /// The window holding the start's layer, with `E(start) = prod_t c_t!`.
    fn start_window(&self, start: &[u64]) -> Window<A> {
        let arith = self.arith;
        // A round lowers the rolling count by at most 2, a single move by at most 1.
        let depth = match self.policy {
            Policy::AllPlay => 2,
            Policy::WinnerOptimal => 3,
        };
        let mut window = Window::new(arith, depth, self.layout.size);
        let initial = start
            .iter()
            .flat_map(|&c| 2..=c)
            .fold(arith.one(), |acc, f| arith.mul(&acc, &arith.from_u64(f)));
        let slot = window.slot(start[0]);
        window.add(arith, slot, self.layout.index(start), &initial);
        window
    }

    /// Pushes every entry of `layer` forward, from its highest row down.
    fn sweep_layer(&self, window: &mut Window<A>, layer: u64) {
        let slots = window.slots(layer);
        let Some(top) = window.highest(slots[0]) else {
            return;
        };
        let row_len = self.layout.row_len();
        let mut c = vec![0u64; self.layout.stride.len()];
        c[0] = layer;
        for row in (0..=top / row_len).rev() {
            self.layout.decode_row(row, &mut c);
            let base = row * row_len;
            let moves = self.row_moves(&mut c, layer, row, &slots);
            // Entries beyond the layer's highest index are zero.
            let top_x = (top - base).min(row_len - 1);
            sweep_row(
                self.arith,
                window,
                slots[0] * self.layout.size + base,
                top_x,
                &moves,
            );
        }
    }

    /// The transitions allowed from the entries of row `row` of `layer`, whose counts
    /// other than the last are `c` (the last is overwritten), prepared for the row.
    fn row_moves(&self, c: &mut [u64], layer: u64, row: usize, slots: &[usize]) -> RowMoves<'_, A> {
        let base = row * self.layout.row_len();
        let [within, leaving] = [true, false].map(|within_row| {
            [0, 1].map(|parity| {
                if let Some(last) = self.layout.row_slot() {
                    c[last] = parity;
                }
                let value = self.layout.value(c);
                let Some(moves) = self.moves_from(value, (layer, row) == self.start_row) else {
                    return Vec::new();
                };
                moves
                    .transitions
                    .iter()
                    .zip(&moves.tables)
                    .filter(|(t, _)| {
                        t.within_row == within_row
                            && (self.policy == Policy::AllPlay
                                || value.is_zero()
                                || t.delta == value)
                    })
                    .filter_map(|(t, table)| {
                        let table = table.as_deref();
                        RowStep::new(t, self.arith, self.layout, c, base, slots, table)
                    })
                    .collect()
            })
        });
        RowMoves { within, leaving }
    }

    /// The kind of transitions the records stored at a state of nim-value `value` go on
    /// with: single moves, or under [`Policy::WinnerOptimal`] rounds from a P-position and
    /// single moves from the start (`at_start`) if it is an N-position (the caller keeps
    /// the winning ones); `None` for any other N-position, which holds no records.
    fn moves_from(&self, value: Nimber, at_start: bool) -> Option<&Tabulated<A>> {
        match self.policy {
            Policy::AllPlay => Some(&self.singles),
            Policy::WinnerOptimal if value.is_zero() => Some(&self.rounds),
            Policy::WinnerOptimal if at_start => Some(&self.singles),
            Policy::WinnerOptimal => None,
        }
    }
}
