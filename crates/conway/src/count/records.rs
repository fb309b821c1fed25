//! Counting complete game records of a sum of component types.
//!
//! A *record* is the sequence of moves of a whole game, from a start position to the end
//! (no move left), a move being identified by the component played in and which of its
//! moves was made; so a state with `c_t` components of type `t` offers `c_t * ways` moves
//! of each kind `(t, ways, result)` (see [`crate::component_sums`]). Records are counted
//! under a [`Policy`]:
//!
//! * [`Policy::AllPlay`] — every legal move;
//! * [`Policy::WinnerOptimal`] — a player in an N-position only moves to P-positions (the
//!   winning moves, Sprague–Grundy: those changing the value by the current value); a
//!   player in a P-position may make any legal move (PROBLEMS.md 5; seed 001).
//!
//! [`count_records`] is a forward dynamic programme over count vectors. Four facts make it
//! fast and small:
//!
//! 1. **Rolling order.** List the types so that moves only lead to later types (the family
//!    is acyclic). A move lowers one count and raises only later ones, so it makes the
//!    count vector lexicographically smaller; the first live type's count never grows.
//!    States are kept in *layers* of equal first count, each a dense mixed-radix array over
//!    the other counts (mixed-radix order is lexicographic order); a layer is processed from
//!    its highest index down and then discarded, so only a window of consecutive layers is
//!    held. With two live types (a tower: full and one-move floors) a layer is a line, and
//!    memory is linear in the number of components.
//! 2. **Labelled normalisation.** With `F(c) = prod_t c_t!`, the number `dp(c)` of partial
//!    records reaching `c` is stored as `E(c) = dp(c) * F(c)`. A move of type `t` in `c`
//!    has weight `c_t * ways` in `dp` and, since `F(c') / F(c) = (1/c_t) * prod_u
//!    (c_u+1)...(c_u+r_u)` for the `r_u` new components of each type `u`, weight
//!    `ways * prod_u (c_u+1)...(c_u+r_u)` in `E`, which needs no division: a move that uses a
//!    component up carries just `ways`. At the end `F(0) = 1`, so `E(0)` is the count.
//! 3. **Rounds.** Under the winner-optimal policy every move from a P-position goes to an
//!    N-position (a move changes one component's value), whose allowed replies are exactly
//!    the moves changing the value by the same nim-amount. So after the first move the game
//!    is a sequence of *rounds* (a move and a reply of equal nim-change), and only
//!    P-positions need be stored.
//! 4. **Isomorphic types are merged** first ([`ComponentTypes::merge_isomorphic`]), and
//!    types nobody can move in are dropped (they take no part in any record).
//! 5. **Rows.** A layer is swept one *row* at a time (the run of entries that differ only
//!    in the last type's count `x`). Along a row the nim-value depends only on the parity
//!    of `x`, so the allowed moves, their legality on the other counts and the factors of
//!    their weights on the other counts are settled once per row and parity; what is left
//!    per entry is the weight's factor on `x`, `ways * prod (x + add)`, read from a table
//!    built once per move (computed per entry when the tables would be too large). Moves
//!    within the row lower `x`, so a sweep down `x` completes each entry before reading
//!    it (a single move two entries down, as when the last type is used up in a round, is
//!    a running sum kept in a register); every other move leaves the row and is then one
//!    run over the row's entries of its parity, its weight's shape matched once per run.
//!    Under [`Policy::WinnerOptimal`] only P-positions and the start hold records (fact
//!    3), so an N-parity of a row has no moves unless the row holds the start.
//!
//! [`count_records_by_recursion`] is the slow twin: a memoised recursion over explicit
//! count vectors with none of the above, used by the tests to check [`count_records`].
//!
//! ```
//! use conway::component_sums::{ComponentType, ComponentTypes, TypeMove};
//! use conway::count::records::{count_records, Policy};
//! use conway::count::{Arithmetic, Exact};
//! // Tower floors: a full floor has 2 side blocks (leaving a one-move floor) and a middle
//! // block (leaving a dead floor); a one-move floor has one block.
//! let types = ComponentTypes::new(vec![
//!     ComponentType::new("full", vec![TypeMove::new(2, vec![1]), TypeMove::new(1, vec![])]),
//!     ComponentType::new("one", vec![TypeMove::new(1, vec![])]),
//! ])
//! .unwrap();
//! // One full floor: "middle", "left then right", "right then left".
//! let all = count_records(&types, &[1, 0], Policy::AllPlay, &Exact, |_, _| {}).unwrap();
//! assert_eq!(Exact.to_decimal(&all), "3");
//! // The winner must take the middle block.
//! let opt = count_records(&types, &[1, 0], Policy::WinnerOptimal, &Exact, |_, _| {}).unwrap();
//! assert_eq!(Exact.to_decimal(&opt), "1");
//! ```

use crate::component_sums::{ComponentError, ComponentTypes};
use crate::count::Arithmetic;
use crate::nimber::Nimber;
use std::collections::HashMap;

/// Which moves a record may contain.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Policy {
    /// Every legal move.
    AllPlay,
    /// A player who can win only makes winning moves; a losing player makes any move.
    WinnerOptimal,
}

/// The largest layer (number of count vectors held per value of the rolling count).
const MAX_LAYER: usize = 1 << 28;

/// One kind of move in the merged, live family, located in the layered state space.
struct Step {
    /// The slot (live type) moved in; slot 0 is the rolling count.
    slot: usize,
    /// The number of ways.
    ways: u64,
    /// Change of each slot's count.
    change: Vec<i64>,
    /// The nim-change of the whole sum.
    delta: Nimber,
}

/// A move, or a round of two moves, ready to apply to a layer entry: where it leads and
/// its weight in the normalised count `E` (`ways * prod (c[slot] + add)` over `factors`).
struct Transition {
    /// Least count each listed slot needs for the transition to be legal.
    needs: Vec<(usize, u64)>,
    /// The ways of each move.
    constants: Vec<u64>,
    /// Count-dependent factors `c[slot] + add`, sorted by slot.
    factors: Vec<(usize, u64)>,
    /// The nim-change of a single move (unused for rounds).
    delta: Nimber,
    /// How much the rolling count drops.
    drop: usize,
    /// Change of the index inside a layer.
    offset: isize,
    /// Whether only the last slot's count changes: the target lies on the same row.
    within_row: bool,
    /// How much the last slot's count grows (at least 0).
    last_growth: u64,
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
        let zero = vec![0i64; first.change.len()];
        for (step, before) in [(first, &zero)]
            .into_iter()
            .chain(reply.map(|r| (r, &first.change)))
        {
            // The count of the slot moved in, after the moves before this one, must be >= 1.
            let need = (1 - before[step.slot]).max(0) as u64;
            match t.needs.iter_mut().find(|(s, _)| *s == step.slot) {
                Some(entry) => entry.1 = entry.1.max(need),
                None => t.needs.push((step.slot, need)),
            }
            t.constants.push(step.ways);
            for (k, &ch) in step.change.iter().enumerate() {
                for r in 1..=ch.max(0) {
                    t.factors.push((k, (before[k] + r) as u64));
                }
                t.offset += ch as isize * layout.stride[k] as isize;
            }
            t.drop += usize::from(step.slot == 0);
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

    /// The factors on the last slot `last` (the factors are sorted by slot).
    fn last_adds(&self, last: Option<usize>) -> &[(usize, u64)] {
        match last {
            Some(last) => &self.factors[self.factors.partition_point(|&(s, _)| s < last)..],
            None => &[],
        }
    }

    /// This transition prepared for one row: the counts `c` of every slot but the last
    /// are fixed (`row` is the index of the row's first entry). `None` if a fixed count is
    /// too small for it.
    fn for_row<'t, A: Arithmetic>(
        &'t self,
        arith: &A,
        layout: &Layout,
        c: &[u64],
        row: usize,
        slots: &[usize],
        table: Option<&'t [A::Value]>,
    ) -> Option<RowStep<'t, A>> {
        let last = layout.row_slot();
        let mut least_x = 0;
        for &(s, need) in &self.needs {
            if Some(s) == last {
                least_x = need;
            } else if c[s] < need {
                return None;
            }
        }
        // The target's last count must stay inside the row.
        let most_x = (layout.row_len() as u64 - 1).checked_sub(self.last_growth)?;
        if most_x < least_x {
            return None;
        }
        // A table holds the ways too; otherwise they go into the coefficient.
        let constants = if table.is_some() {
            &[][..]
        } else {
            &self.constants[..]
        };
        let coefficient = constants
            .iter()
            .copied()
            .chain(
                self.factors
                    .iter()
                    .filter(|&&(s, _)| Some(s) != last)
                    .map(|&(s, add)| c[s] + add),
            )
            .fold(arith.one(), |acc, f| arith.mul(&acc, &arith.from_u64(f)));
        let adds = self.last_adds(last);
        Some(RowStep {
            least_x,
            most_x,
            weight: match (table, adds.is_empty(), coefficient == arith.one()) {
                (None, true, true) => Weight::One,
                (None, true, false) => Weight::Constant(coefficient),
                (Some(table), _, true) => Weight::Table(table),
                (table, _, _) => Weight::General {
                    table,
                    adds,
                    coefficient,
                },
            },
            slot: slots[self.drop],
            target: row as isize + self.offset,
            origin: (slots[self.drop] * layout.size) as isize + row as isize + self.offset,
        })
    }
}

/// A [`Transition`] applied along one row: to the entry at `x` (the count of the last
/// slot) it adds `v * weight(x)` at index `target + x` of the layer held in window slot
/// `slot` (window position `origin + x`), when `least_x <= x <= most_x` (entries beyond
/// `most_x` are unreachable, hence zero).
struct RowStep<'t, A: Arithmetic> {
    least_x: u64,
    most_x: u64,
    weight: Weight<'t, A>,
    slot: usize,
    target: isize,
    /// The window position of the target of `x = 0`.
    origin: isize,
}

/// The weight of a [`RowStep`] at `x`: `coefficient * ways * prod (x + add)`, where the
/// coefficient (fixed along the row) gathers the factors on the other counts. The common
/// shapes have their own variants, so that applying one takes a single branch.
enum Weight<'t, A: Arithmetic> {
    /// One.
    One,
    /// No factor on `x`.
    Constant(A::Value),
    /// The factors on `x` tabulated for every `x` (the ways included), coefficient one.
    Table(&'t [A::Value]),
    /// Anything else: the factors on `x` tabulated (ways included) or computed per entry
    /// (ways in the coefficient).
    General {
        table: Option<&'t [A::Value]>,
        adds: &'t [(usize, u64)],
        coefficient: A::Value,
    },
}

impl<A: Arithmetic> RowStep<'_, A> {
    /// `v * weight(x)`.
    #[inline(always)]
    fn term(&self, arith: &A, x: u64, v: &A::Value) -> A::Value {
        match &self.weight {
            Weight::One => v.clone(),
            Weight::Constant(c) => arith.mul(v, c),
            Weight::Table(table) => arith.mul(v, &table[x as usize]),
            Weight::General {
                table,
                adds,
                coefficient,
            } => general_term(arith, *table, adds, coefficient, x, v),
        }
    }

    /// Applies this move, which leads two entries down its row, to the entries `highest,
    /// highest - 2, ...` of `row`, from the top: each entry is then its own value plus the
    /// term of the entry above it, so the sum runs in a register instead of through memory.
    fn accumulate_chain(&self, arith: &A, row: &mut [A::Value], highest: usize) {
        let mut carry = arith.zero();
        for k in 0..=highest / 2 {
            let x = highest - 2 * k;
            let v = arith.add(&row[x], &carry);
            // A legal move lowers `x` by 2, so `least_x >= 2` and no term falls off the row.
            carry = if x as u64 >= self.least_x {
                self.term(arith, x as u64, &v)
            } else {
                arith.zero()
            };
            row[x] = v;
        }
    }

    /// Adds [`Self::term`] for every other entry of a run: `sources[2i]` (at `x = first +
    /// 2i`) into `targets[2i]`. The weight's shape is matched once, outside the loop.
    fn accumulate_every_other(
        &self,
        arith: &A,
        first: usize,
        sources: &[A::Value],
        targets: &mut [A::Value],
    ) {
        let pairs = targets.iter_mut().step_by(2).zip(sources.iter().step_by(2));
        match &self.weight {
            Weight::One => pairs.for_each(|(t, v)| *t = arith.add(t, v)),
            Weight::Constant(c) => pairs.for_each(|(t, v)| *t = arith.mul_add(t, v, c)),
            Weight::Table(table) => pairs
                .zip(table[first..].iter().step_by(2))
                .for_each(|((t, v), w)| *t = arith.mul_add(t, v, w)),
            Weight::General {
                table,
                adds,
                coefficient,
            } => pairs
                .zip((first as u64..).step_by(2))
                .for_each(|((t, v), x)| {
                    let term = general_term(arith, *table, adds, coefficient, x, v);
                    *t = arith.add(t, &term)
                }),
        }
    }
}

/// `v * weight(x)` for the [`Weight::General`] shape.
#[inline(always)]
fn general_term<A: Arithmetic>(
    arith: &A,
    table: Option<&[A::Value]>,
    adds: &[(usize, u64)],
    coefficient: &A::Value,
    x: u64,
    v: &A::Value,
) -> A::Value {
    let on_x = match table {
        Some(table) => arith.mul(v, &table[x as usize]),
        None => weigh(arith, adds, x, v),
    };
    arith.mul(&on_x, coefficient)
}

/// `v * prod (x + add)` over the factors `adds`.
#[inline(always)]
fn weigh<A: Arithmetic>(arith: &A, adds: &[(usize, u64)], x: u64, v: &A::Value) -> A::Value {
    let weight = adds
        .iter()
        .try_fold(1u64, |w, &(_, add)| w.checked_mul(x.checked_add(add)?));
    match weight {
        Some(1) => v.clone(),
        Some(w) => arith.mul(v, &arith.from_u64(w)),
        None => weigh_factor_by_factor(arith, adds, x, v),
    }
}

/// [`weigh`] one factor at a time, for products beyond 64 bits.
#[cold]
fn weigh_factor_by_factor<A: Arithmetic>(
    arith: &A,
    adds: &[(usize, u64)],
    x: u64,
    v: &A::Value,
) -> A::Value {
    adds.iter().fold(v.clone(), |acc, &(_, add)| {
        arith.mul(&acc, &arith.from_u64(x + add))
    })
}

/// The last-slot weights `ways * prod (x + add)` of each transition for every `x` of a row,
/// while the tables hold at most this many values in all (beyond, weights are computed per
/// entry).
const MAX_WEIGHT_TABLES: usize = 1 << 22;

/// The weight tables of `transitions`, while they hold at most `*budget` values in all.
fn weight_tables<A: Arithmetic>(
    arith: &A,
    layout: &Layout,
    transitions: &[Transition],
    budget: &mut usize,
) -> Vec<Option<Vec<A::Value>>> {
    let row_len = layout.row_len();
    transitions
        .iter()
        .map(|t| {
            let adds = t.last_adds(layout.row_slot());
            if adds.is_empty() || row_len > *budget {
                return None;
            }
            *budget -= row_len;
            let ways = t
                .constants
                .iter()
                .fold(arith.one(), |acc, &w| arith.mul(&acc, &arith.from_u64(w)));
            Some(
                (0..row_len as u64)
                    .map(|x| weigh(arith, adds, x, &ways))
                    .collect(),
            )
        })
        .collect()
}

/// The layered state space of one counting problem.
struct Layout {
    /// Grundy value of each slot's type.
    grundy: Vec<Nimber>,
    /// Radix of each non-rolling slot (slot `j` at position `j - 1`).
    radix: Vec<usize>,
    /// Index stride of each slot inside a layer (0 for the rolling slot).
    stride: Vec<usize>,
    /// Entries per layer.
    size: usize,
    /// Every kind of move.
    steps: Vec<Step>,
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
    fn new(
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
        let slot_of: HashMap<usize, usize> =
            slots.iter().enumerate().map(|(j, &t)| (t, j)).collect();
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
        let grundy = slots.iter().map(|&t| types.grundy(t)).collect();
        let start = slots.iter().map(|&t| counts[t]).collect();
        Ok(Some((
            Layout {
                grundy,
                radix,
                stride,
                size,
                steps,
            },
            start,
        )))
    }

    /// The index of the non-rolling counts `c[1..]` inside a layer.
    fn index(&self, c: &[u64]) -> usize {
        c[1..]
            .iter()
            .zip(&self.radix)
            .fold(0, |acc, (&x, &r)| acc * r + x as usize)
    }

    /// The slot whose count varies along a row of a layer (the last one), if any besides
    /// the rolling slot.
    fn row_slot(&self) -> Option<usize> {
        (self.grundy.len() > 1).then(|| self.grundy.len() - 1)
    }

    /// Entries per row: the radix of the last slot.
    fn row_len(&self) -> usize {
        self.radix.last().copied().unwrap_or(1)
    }

    /// Sets the counts `c[1..last]` fixed along row number `row` of a layer.
    fn decode_row(&self, mut row: usize, c: &mut [u64]) {
        for j in (1..c.len().saturating_sub(1)).rev() {
            c[j] = (row % self.radix[j - 1]) as u64;
            row /= self.radix[j - 1];
        }
    }

    /// The value of the sum with counts `c`.
    fn value(&self, c: &[u64]) -> Nimber {
        c.iter()
            .zip(&self.grundy)
            .filter(|(&x, _)| x % 2 == 1)
            .map(|(_, &g)| g)
            .sum()
    }
}

/// The rolling window of layers and the highest written index of each.
struct Window<A: Arithmetic> {
    values: Vec<A::Value>,
    highest: Vec<Option<usize>>,
    size: usize,
}

impl<A: Arithmetic> Window<A> {
    /// Adds `term` to the entry `index` of the layer held in `slot`.
    fn add(&mut self, arith: &A, slot: usize, index: usize, term: &A::Value) {
        let entry = &mut self.values[slot * self.size + index];
        *entry = arith.add(entry, term);
        note_highest(&mut self.highest[slot], index);
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

/// Raises a layer's highest possibly non-zero index to at least `index`.
fn note_highest(highest: &mut Option<usize>, index: usize) {
    *highest = Some(highest.map_or(index, |top| top.max(index)));
}

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
    progress: impl FnMut(u64, u64),
) -> Result<A::Value, ComponentError> {
    count_records_tabulating(types, counts, policy, arith, progress, MAX_WEIGHT_TABLES)
}

/// [`count_records`] with at most `table_budget` tabulated weights (0: every weight is
/// computed per entry; the tests compare both ways).
fn count_records_tabulating<A: Arithmetic>(
    types: &ComponentTypes,
    counts: &[u64],
    policy: Policy,
    arith: &A,
    mut progress: impl FnMut(u64, u64),
    table_budget: usize,
) -> Result<A::Value, ComponentError> {
    let (merged, class_of) = types.merge_isomorphic();
    let counts = types.merge_counts(counts, &class_of, merged.len())?;
    let Some((layout, start)) = Layout::new(&merged, &counts)? else {
        return Ok(arith.one());
    };
    // Single moves, and rounds: a move and a reply of equal nim-change.
    let singles: Vec<Transition> = layout
        .steps
        .iter()
        .map(|s| Transition::new(&layout, s, None))
        .collect();
    let rounds: Vec<Transition> = match policy {
        Policy::AllPlay => Vec::new(),
        Policy::WinnerOptimal => layout
            .steps
            .iter()
            .flat_map(|s| {
                let layout = &layout;
                layout
                    .steps
                    .iter()
                    .filter(move |r| r.delta == s.delta)
                    .map(move |r| Transition::new(layout, s, Some(r)))
            })
            .collect(),
    };
    let mut budget = table_budget;
    let single_tables = weight_tables(arith, &layout, &singles, &mut budget);
    let round_tables = weight_tables(arith, &layout, &rounds, &mut budget);
    let depth = match policy {
        Policy::AllPlay => 2,
        Policy::WinnerOptimal => 3,
    };
    let mut window = Window::<A> {
        values: vec![arith.zero(); depth * layout.size],
        highest: vec![None; depth],
        size: layout.size,
    };
    // E at the start is prod_t c_t!.
    let initial = start
        .iter()
        .flat_map(|&c| 2..=c)
        .fold(arith.one(), |acc, f| arith.mul(&acc, &arith.from_u64(f)));
    let first_slot = (start[0] % depth as u64) as usize;
    window.add(arith, first_slot, layout.index(&start), &initial);
    // The layer and row of the start.
    let start_row = (start[0], layout.index(&start) / layout.row_len());

    let mut c = vec![0u64; start.len()];
    let total = start[0] + 1;
    for layer in (0..=start[0]).rev() {
        // The window slot holding layer `layer - d`, for each drop `d`.
        let slots: Vec<usize> = (0..depth)
            .map(|d| ((layer + (depth - d) as u64) % depth as u64) as usize)
            .collect();
        let slot = slots[0];
        if let Some(top) = window.highest[slot] {
            c[0] = layer;
            let row_len = layout.row_len();
            for row in (0..=top / row_len).rev() {
                layout.decode_row(row, &mut c);
                let base = row * row_len;
                // The moves allowed from the row's entries with an even and an odd last count,
                // split into those within the row and those leaving it.
                let [within, leaving] = [true, false].map(|within_row| {
                    [0, 1].map(|parity| {
                        if let Some(last) = layout.row_slot() {
                            c[last] = parity;
                        }
                        let value = layout.value(&c);
                        // Under the winner-optimal policy only P-positions and the start hold
                        // records (see fact 3).
                        if policy == Policy::WinnerOptimal
                            && !value.is_zero()
                            && (layer, row) != start_row
                        {
                            return Vec::new();
                        }
                        let (moves, tables) = if policy == Policy::WinnerOptimal && value.is_zero()
                        {
                            (&rounds, &round_tables)
                        } else {
                            (&singles, &single_tables)
                        };
                        moves
                            .iter()
                            .zip(tables)
                            .filter(|(t, _)| {
                                t.within_row == within_row
                                    && (policy == Policy::AllPlay
                                        || value.is_zero()
                                        || t.delta == value)
                            })
                            .filter_map(|(t, table)| {
                                t.for_row(arith, &layout, &c, base, &slots, table.as_deref())
                            })
                            .collect::<Vec<_>>()
                    })
                });
                let top_x = if base + row_len > top {
                    top - base
                } else {
                    row_len - 1
                };
                let from = slot * layout.size + base;
                let values = &mut window.values;
                // Moves within the row lower `x`, so each entry is complete when the sweep
                // down `x` reaches it; the sweep visits the parities that have such moves.
                let sweep = match within.each_ref().map(|steps| steps.is_empty()) {
                    [false, false] => Some((top_x, 1)),
                    [false, true] => Some((top_x - top_x % 2, 2)),
                    [true, false] => (top_x >= 1).then(|| (top_x - (top_x - 1) % 2, 2)),
                    [true, true] => None,
                };
                // The common case of one move two entries down (the target of `x` is the
                // next entry visited) is a running sum.
                let chain =
                    sweep.and_then(|(highest, sweep_step)| match &within[highest % 2][..] {
                        [step] if sweep_step == 2 && from as isize - step.origin == 2 => {
                            Some((step, highest))
                        }
                        _ => None,
                    });
                if let Some((step, highest)) = chain {
                    step.accumulate_chain(arith, &mut values[from..=from + highest], highest);
                } else if let Some((highest, sweep_step)) = sweep {
                    for k in 0..=highest / sweep_step {
                        let x = highest - k * sweep_step;
                        let v = values[from + x].clone();
                        if arith.is_zero(&v) {
                            continue;
                        }
                        for step in &within[x % 2] {
                            if x as u64 >= step.least_x {
                                let term = step.term(arith, x as u64, &v);
                                let target = &mut values[(step.origin + x as isize) as usize];
                                *target = arith.add(target, &term);
                            }
                        }
                    }
                }
                // Then the whole row is complete, and each move leaving it is one run over
                // the entries of its parity.
                for (parity, steps) in leaving.iter().enumerate() {
                    for step in steps {
                        let least = (step.least_x as usize).max(parity);
                        let first = least + (least + parity) % 2;
                        let most = top_x.min(step.most_x as usize);
                        if first > most {
                            continue;
                        }
                        let last = most - (most - first) % 2;
                        let to = (step.origin + first as isize) as usize;
                        let (sources, targets) = disjoint_runs(
                            values,
                            from + first..from + last + 1,
                            to..to + last + 1 - first,
                        );
                        step.accumulate_every_other(arith, first, sources, targets);
                        let index = (step.target + last as isize) as usize;
                        note_highest(&mut window.highest[step.slot], index);
                    }
                }
            }
            window.values[slot * layout.size + 1..=slot * layout.size + top]
                .iter_mut()
                .for_each(|x| *x = arith.zero());
        }
        progress(start[0] - layer + 1, total);
        if layer > 0 {
            window.values[slot * layout.size] = arith.zero();
            window.highest[slot] = None;
        }
    }
    // Index 0 of layer 0 (held in slot 0) is the end of every game.
    Ok(window.values[0].clone())
}

/// The slow twin of [`count_records`]: a memoised recursion over explicit count vectors of
/// the family as given (no merging, no layers, no normalisation, no rounds), evaluated with
/// an explicit stack. Memory grows with the number of reachable count vectors: meant for
/// small cases and for checking [`count_records`].
pub fn count_records_by_recursion<A: Arithmetic>(
    types: &ComponentTypes,
    counts: &[u64],
    policy: Policy,
    arith: &A,
) -> Result<A::Value, ComponentError> {
    types.check_counts(counts)?;
    // The allowed moves from a state: (type, move index, next state).
    let moves = |state: &Vec<u64>| -> Vec<(usize, usize, Vec<u64>)> {
        let value = types.value(state).expect("checked length");
        let mut out = Vec::new();
        for t in (0..state.len()).filter(|&t| state[t] > 0) {
            for (i, m) in types.get(t).moves.iter().enumerate() {
                let mut next = state.clone();
                next[t] -= 1;
                m.result.iter().for_each(|&r| next[r] += 1);
                let allowed = policy == Policy::AllPlay
                    || value.is_zero()
                    || types.value(&next).expect("checked length").is_zero();
                if allowed {
                    out.push((t, i, next));
                }
            }
        }
        out
    };
    let mut memo: HashMap<Vec<u64>, A::Value> = HashMap::new();
    let mut stack = vec![counts.to_vec()];
    while let Some(state) = stack.last() {
        if memo.contains_key(state) {
            stack.pop();
            continue;
        }
        let options = moves(state);
        let missing: Vec<Vec<u64>> = options
            .iter()
            .filter(|(_, _, n)| !memo.contains_key(n))
            .map(|(_, _, n)| n.clone())
            .collect();
        if !missing.is_empty() {
            stack.extend(missing);
            continue;
        }
        let state = stack.pop().expect("non-empty");
        let total = if options.is_empty() {
            arith.one()
        } else {
            options.iter().fold(arith.zero(), |acc, (t, i, next)| {
                let ways = arith.mul(
                    &arith.from_u64(state[*t]),
                    &arith.from_u64(types.get(*t).moves[*i].ways),
                );
                arith.add(&acc, &arith.mul(&ways, &memo[next]))
            })
        };
        memo.insert(state, total);
    }
    Ok(memo.remove(counts).expect("evaluated"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::component_sums::{ComponentType, TypeMove};
    use crate::count::{Exact, Modular};
    use num_bigint::BigInt;
    use proptest::prelude::*;

    fn tower() -> ComponentTypes {
        ComponentTypes::new(vec![
            ComponentType::new(
                "full",
                vec![TypeMove::new(2, vec![1]), TypeMove::new(1, vec![])],
            ),
            ComponentType::new("one", vec![TypeMove::new(1, vec![])]),
        ])
        .unwrap()
    }

    /// The layered count (with and without weight tables, which must agree) and the
    /// recursion.
    fn both(types: &ComponentTypes, counts: &[u64], policy: Policy) -> (String, String) {
        let fast = count_records(types, counts, policy, &Exact, |_, _| {}).unwrap();
        let untabulated =
            count_records_tabulating(types, counts, policy, &Exact, |_, _| {}, 0).unwrap();
        assert_eq!(fast, untabulated, "weight tables change the count");
        let slow = count_records_by_recursion(types, counts, policy, &Exact).unwrap();
        (fast.to_string(), slow.to_string())
    }

    /// A random acyclic family: type `t` moves only to types after it; up to two
    /// components per result, up to three ways per move.
    fn family() -> impl Strategy<Value = (ComponentTypes, Vec<u64>)> {
        (2usize..=5)
            .prop_flat_map(|k| {
                let moves = (0..k)
                    .map(move |t| {
                        let later = (t + 1)..k.max(t + 2);
                        prop::collection::vec(
                            (1u64..=3, prop::collection::vec(later, 0..=2)),
                            0..=3,
                        )
                        .prop_map(move |ms| {
                            ms.into_iter()
                                .map(|(w, r)| {
                                    TypeMove::new(w, r.into_iter().filter(|&r| r < k).collect())
                                })
                                .collect::<Vec<_>>()
                        })
                    })
                    .collect::<Vec<_>>();
                (moves, prop::collection::vec(0u64..=3, k))
            })
            .prop_map(|(moves, counts)| {
                let types = moves
                    .into_iter()
                    .enumerate()
                    .map(|(t, m)| ComponentType::new(format!("t{t}"), m))
                    .collect();
                (ComponentTypes::new(types).unwrap(), counts)
            })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]
        #[test]
        fn layered_count_matches_the_recursion((types, counts) in family()) {
            for policy in [Policy::AllPlay, Policy::WinnerOptimal] {
                let (fast, slow) = both(&types, &counts, policy);
                prop_assert_eq!(fast, slow, "policy {:?}", policy);
            }
        }

        #[test]
        fn modular_count_is_the_exact_count_reduced((types, counts) in family(), m in 2u64..1000) {
            let modular = Modular::new(m).unwrap();
            for policy in [Policy::AllPlay, Policy::WinnerOptimal] {
                let exact = count_records(&types, &counts, policy, &Exact, |_, _| {}).unwrap();
                let reduced = count_records(&types, &counts, policy, &modular, |_, _| {}).unwrap();
                prop_assert_eq!(BigInt::from(reduced), exact % BigInt::from(m));
            }
        }
    }

    #[test]
    fn tower_counts_match_the_recursion_on_a_grid() {
        let types = tower();
        for x in 0..=7 {
            for y in 0..=7 {
                for policy in [Policy::AllPlay, Policy::WinnerOptimal] {
                    let (fast, slow) = both(&types, &[x, y], policy);
                    assert_eq!(fast, slow, "x = {x}, y = {y}, {policy:?}");
                }
            }
        }
    }

    #[test]
    fn weighted_moves_within_and_across_rows_match_the_recursion() {
        // Rounds in the last type carry a constant weight (3 ways each), and with three
        // live types some moves lead to another row of the same layer.
        let weighted = ComponentTypes::new(vec![
            ComponentType::new(
                "full",
                vec![TypeMove::new(2, vec![1]), TypeMove::new(1, vec![])],
            ),
            ComponentType::new("one", vec![TypeMove::new(3, vec![])]),
        ])
        .unwrap();
        let chain = ComponentTypes::new(vec![
            ComponentType::new("a", vec![TypeMove::new(1, vec![1, 2])]),
            ComponentType::new(
                "b",
                vec![TypeMove::new(2, vec![2]), TypeMove::new(1, vec![])],
            ),
            ComponentType::new("c", vec![TypeMove::new(1, vec![])]),
        ])
        .unwrap();
        for x in 0..=5 {
            for y in 0..=5 {
                for policy in [Policy::AllPlay, Policy::WinnerOptimal] {
                    let (fast, slow) = both(&weighted, &[x, y], policy);
                    assert_eq!(fast, slow, "weighted x = {x}, y = {y}, {policy:?}");
                    let (fast, slow) = both(&chain, &[x, y, 2], policy);
                    assert_eq!(fast, slow, "chain x = {x}, y = {y}, {policy:?}");
                }
            }
        }
    }

    #[test]
    fn all_play_tower_count_matches_the_interleaving_formula() {
        // A full floor is played as "middle" or as two side blocks in either order, a
        // one-move floor as one block; choosing k middle floors leaves 2x - k + y moves
        // whose every order is a record (the two sides of a floor: 2 orders, both counted
        // by the factorial). So the count is sum_k C(x, k) (2x - k + y)!.
        let fact = |n: u64| (1..=n).fold(BigInt::from(1), |a, i| a * i);
        let types = tower();
        for (x, y) in [(0u64, 0u64), (3, 0), (0, 9), (12, 5), (25, 30)] {
            let mut binom = BigInt::from(1);
            let mut formula = BigInt::from(0);
            for k in 0..=x {
                formula += &binom * fact(2 * x - k + y);
                binom = binom * (x - k) / (k + 1);
            }
            let engine =
                count_records(&types, &[x, y], Policy::AllPlay, &Exact, |_, _| {}).unwrap();
            assert_eq!(engine, formula, "x = {x}, y = {y}");
        }
    }

    #[test]
    fn progress_reaches_the_total_and_bad_counts_are_refused() {
        let mut last = (0, 0);
        count_records(&tower(), &[6, 3], Policy::WinnerOptimal, &Exact, |d, t| {
            last = (d, t)
        })
        .unwrap();
        assert_eq!(last, (7, 7));
        assert!(count_records(&tower(), &[1], Policy::AllPlay, &Exact, |_, _| {}).is_err());
        assert!(count_records_by_recursion(&tower(), &[1, 2, 3], Policy::AllPlay, &Exact).is_err());
        let nothing = count_records(&tower(), &[0, 0], Policy::AllPlay, &Exact, |_, _| {});
        assert_eq!(nothing.unwrap(), BigInt::from(1));
    }

    #[test]
    fn huge_state_spaces_are_refused_not_allocated() {
        // Three live types (not isomorphic) whose layers would hold 2^40 count vectors.
        let types = ComponentTypes::new(vec![
            ComponentType::new("a", vec![TypeMove::new(1, vec![1, 2])]),
            ComponentType::new("b", vec![TypeMove::new(1, vec![])]),
            ComponentType::new("c", vec![TypeMove::new(2, vec![])]),
        ])
        .unwrap();
        let err = count_records(&types, &[1 << 20, 0, 0], Policy::AllPlay, &Exact, |_, _| {});
        assert!(err.unwrap_err().0.contains("too large"));
    }
}
