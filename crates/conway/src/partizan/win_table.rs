//! The transposition table of the sum search — who wins each state, for each player to
//! move — bounded in memory: when keeping one more state would take it past its budget,
//! it forgets its cheapest states, those whose decision cost the least work.
//!
//! **Why bounded.** The sum search tables every state it decides, and a research-scale
//! search decides hundreds of millions of them: Clobber 3x10 from the alternating start
//! filled 8.5 GB in 16 minutes without an answer. A table that keeps everything ends the
//! run when the machine's memory does; a bounded one trades memory for time.
//!
//! **Which states are forgotten.** The transposition tables of game-playing programs
//! keep, when space runs out, the entries whose subtrees cost the most to search (the
//! "big" replacement schemes of Breuker, Uiterwijk and van den Herik, *Replacement
//! schemes for transposition tables*, ICCA Journal 17(4), 1994): a forgotten entry costs
//! its subtree's search again when it is met again, so the cheap ones are the cheap
//! losses. Here every state keeps the binary order of the work its decision took (the
//! larger of its two answers'), and a full table forgets its states of the lowest orders,
//! whole orders at a time, until more than half of its states are gone. Each state so
//! pays for its forgetting at most once per insertion, and the table keeps the costly
//! decisions near the root of the search, which are the ones worth a lookup.
//!
//! **Why sound.** A kept answer is never changed, only dropped; a dropped state is a
//! miss, and a miss is searched again (the games are short, so the search ends), giving
//! the same answer. The budget bounds what the table holds and the table's own array,
//! not the transient peak while the array grows (the old and the new array for a
//! moment): the array grows only if, filled with states of the average footprint, it
//! stays within the budget; otherwise the table forgets instead.
//!
//! **What is counted.** The array (every slot, used or not, with its control byte) and
//! what each key says it holds on the heap ([`Footprint`]); a key's footprint is an
//! estimate, since the allocator's own overhead is not visible from the program.

use super::arena::FxMap;
use std::hash::Hash;
use std::mem::size_of;

/// The least budget a table accepts, in bytes (a smaller one would forget at once).
pub(crate) const MIN_TABLE_BYTES: u64 = 1 << 16;

/// What a key holds beyond its own bytes, and how to make that no larger than it must be.
pub(crate) trait Footprint {
    /// The bytes it holds on the heap.
    fn heap_bytes(&self) -> usize;
    /// Drops the spare capacity of its buffers (before it is kept for long).
    fn shrink(&mut self);
}

/// The bytes a vector holds on the heap: its capacity, and the allocator's bookkeeping of
/// a block (16 bytes is the usual header of a small block).
pub(crate) fn vec_heap_bytes<T>(v: &Vec<T>) -> usize {
    match v.capacity() {
        0 => 0,
        n => n * size_of::<T>() + 16,
    }
}

/// A state's answers and the order of what they cost.
#[derive(Clone, Copy, Debug, Default)]
struct Entry {
    /// Whether the player to move wins: `[Right to move, Left to move]`.
    wins: [Option<bool>; 2],
    /// The binary order of the work its decision took: `0` for no work, `k` for at
    /// least `2^(k-1)` and less than `2^k` steps (the larger of its two answers').
    cost_order: u8,
}

/// The binary order of `work` (see [`Entry::cost_order`]).
fn cost_order(work: u64) -> u8 {
    (u64::BITS - work.leading_zeros()) as u8
}

/// Who wins each state, in at most a budget of memory (see the [module
/// documentation](self)).
pub(crate) struct WinTable<K> {
    map: FxMap<K, Entry>,
    /// The entries the array has room for: the hash map's capacity when it last grew
    /// (forgetting leaves it allocated, while the map's own `capacity` then counts only
    /// the slots it can fill without cleaning up).
    room: usize,
    /// The sum of the kept keys' [`Footprint::heap_bytes`].
    heap_bytes: usize,
    /// The most bytes the table may take, `None` for no bound.
    budget: Option<usize>,
    /// How many states were forgotten to keep within the budget.
    forgotten: u64,
}

impl<K> WinTable<K> {
    /// An empty table of at most `budget` bytes (`None`: no bound; a budget below
    /// [`MIN_TABLE_BYTES`] is raised to it).
    pub(crate) fn new(budget: Option<u64>) -> WinTable<K> {
        let mut table = WinTable {
            map: FxMap::default(),
            room: 0,
            heap_bytes: 0,
            budget: None,
            forgotten: 0,
        };
        table.set_budget(budget);
        table
    }

    /// Sets the budget (see [`WinTable::new`]); a table already larger forgets at its next
    /// insertion.
    pub(crate) fn set_budget(&mut self, budget: Option<u64>) {
        self.budget = budget.map(|b| usize::try_from(b.max(MIN_TABLE_BYTES)).unwrap_or(usize::MAX));
    }

    /// The number of states kept.
    pub(crate) fn len(&self) -> usize {
        self.map.len()
    }

    /// The bytes the table takes: its array and its keys' heap storage.
    pub(crate) fn bytes(&self) -> usize {
        array_bytes::<K>(self.room) + self.heap_bytes
    }

    /// How many states were forgotten to keep within the budget.
    pub(crate) fn forgotten(&self) -> u64 {
        self.forgotten
    }

    /// Forgets every state (the budget is kept).
    pub(crate) fn clear(&mut self) {
        self.map.clear();
        self.heap_bytes = 0;
    }
}

/// The bytes of a table's array with room for `capacity` entries: a slot and a control
/// byte per bucket, with 8 buckets for every 7 entries of room (the hash map's load).
fn array_bytes<K>(capacity: usize) -> usize {
    capacity.saturating_mul(size_of::<(K, Entry)>() + 1) / 7 * 8
}

impl<K: Hash + Eq + Footprint> WinTable<K> {
    /// Whether the player to move (Left if `left`) wins `key`, if kept.
    pub(crate) fn get(&self, key: &K, left: bool) -> Option<bool> {
        self.map.get(key).and_then(|e| e.wins[usize::from(left)])
    }

    /// Keeps that the player to move (Left if `left`) wins `key` iff `wins`, an answer
    /// whose search took `work` steps; forgets the cheapest states first if the table
    /// would otherwise outgrow its budget.
    pub(crate) fn insert(&mut self, mut key: K, left: bool, wins: bool, work: u64) {
        if let Some(entry) = self.map.get_mut(&key) {
            entry.wins[usize::from(left)] = Some(wins);
            entry.cost_order = entry.cost_order.max(cost_order(work));
            return;
        }
        key.shrink();
        let incoming = key.heap_bytes();
        if let Some(budget) = self.budget {
            while !self.map.is_empty() && self.outgrows(incoming, budget) {
                self.forget_cheapest();
            }
        }
        self.heap_bytes += incoming;
        let mut entry = Entry {
            cost_order: cost_order(work),
            ..Entry::default()
        };
        entry.wins[usize::from(left)] = Some(wins);
        self.map.insert(key, entry);
        self.room = self.room.max(self.map.capacity());
    }

    /// Whether keeping one more key, holding `incoming` heap bytes, would take the table
    /// past `budget`: its array grown (doubled, when it is full and more than half of
    /// it is used) and then filled with keys of the average footprint, or, without
    /// growing, its array and keys as they are.
    fn outgrows(&self, incoming: usize, budget: usize) -> bool {
        let len = self.map.len();
        let grows = len == self.map.capacity() && len + 1 > self.room / 2;
        if grows {
            let room = (2 * self.room).max(4);
            let average = self.heap_bytes.div_ceil(len.max(1)).max(incoming);
            array_bytes::<K>(room).saturating_add(room.saturating_mul(average)) > budget
        } else {
            array_bytes::<K>(self.room) + self.heap_bytes + incoming > budget
        }
    }

    /// Forgets the states of the lowest cost orders, whole orders at a time, until more
    /// than half of the states are gone (so that the next insertion reuses the array
    /// instead of growing it).
    fn forget_cheapest(&mut self) {
        let mut per_order = [0usize; u64::BITS as usize + 1];
        for entry in self.map.values() {
            per_order[usize::from(entry.cost_order)] += 1;
        }
        let half = self.map.len() / 2;
        let mut dropped = 0;
        let mut highest_dropped = 0;
        for (order, &count) in per_order.iter().enumerate() {
            dropped += count;
            highest_dropped = order;
            if dropped > half {
                break;
            }
        }
        let before = self.map.len();
        let mut freed = 0;
        self.map.retain(|key, entry| {
            let keep = usize::from(entry.cost_order) > highest_dropped;
            if !keep {
                freed += key.heap_bytes();
            }
            keep
        });
        self.heap_bytes -= freed;
        self.forgotten += (before - self.map.len()) as u64;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A key that says it holds `self.1` bytes on the heap.
    #[derive(Clone, Debug, PartialEq, Eq, Hash)]
    struct Key(u64, usize);

    impl Footprint for Key {
        fn heap_bytes(&self) -> usize {
            self.1
        }
        fn shrink(&mut self) {}
    }

    #[test]
    fn cost_orders_are_binary_orders() {
        assert_eq!(cost_order(0), 0);
        assert_eq!(cost_order(1), 1);
        assert_eq!(cost_order(2), 2);
        assert_eq!(cost_order(3), 2);
        assert_eq!(cost_order(4), 3);
        assert_eq!(cost_order(u64::MAX), 64);
    }

    #[test]
    fn an_unbounded_table_keeps_everything_and_both_answers() {
        let mut table = WinTable::new(None);
        for i in 0..10_000 {
            table.insert(Key(i, 100), i % 2 == 0, i % 3 == 0, i);
        }
        table.insert(Key(7, 100), true, true, 1);
        assert_eq!(table.len(), 10_000);
        assert_eq!(table.forgotten(), 0);
        assert_eq!(table.get(&Key(7, 100), false), Some(false));
        assert_eq!(table.get(&Key(7, 100), true), Some(true));
        assert_eq!(table.get(&Key(8, 100), false), None);
        assert_eq!(table.get(&Key(10_001, 100), true), None);
    }

    #[test]
    fn a_bounded_table_stays_within_its_budget_and_keeps_the_costly_states() {
        let budget = 1 << 20;
        let mut table = WinTable::new(Some(budget));
        // the last thousand states cost far more than the others and must all be kept
        let n = 200_000u64;
        let cost = |i: u64| if i >= n - 1000 { 1 << 40 } else { i % 1000 };
        for i in 0..n {
            table.insert(Key(i, 64), true, i % 5 == 0, cost(i));
            assert!(
                table.bytes() <= budget as usize,
                "{} bytes at {i}",
                table.bytes()
            );
        }
        assert!(table.forgotten() > 0);
        assert_eq!(table.len() as u64 + table.forgotten(), n);
        // whatever is kept is exactly what was given
        let mut kept = 0;
        for i in 0..n {
            if let Some(w) = table.get(&Key(i, 64), true) {
                assert_eq!(w, i % 5 == 0);
                kept += 1;
            }
        }
        assert_eq!(kept, table.len());
        assert!((n - 1000..n).all(|i| table.get(&Key(i, 64), true).is_some()));
    }

    #[test]
    fn forgetting_drops_at_least_half_even_when_all_cost_the_same() {
        let mut table = WinTable::new(Some(MIN_TABLE_BYTES));
        for i in 0..100_000 {
            table.insert(Key(i, 200), false, true, 5);
            assert!(table.bytes() <= MIN_TABLE_BYTES as usize);
        }
        assert!(table.forgotten() > 0);
        assert!(table.len() > 0);
        table.clear();
        assert_eq!(table.len(), 0);
        assert_eq!(table.heap_bytes, 0);
    }
}
