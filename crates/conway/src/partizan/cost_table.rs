//! A table of finished results — who wins a sum state, the nim-value of a position —
//! bounded in memory: when keeping one more entry would take it past its budget, it
//! forgets its cheapest entries, those whose computation cost the least work.
//!
//! **Why bounded.** A research-scale search tables every state or position it finishes,
//! hundreds of millions of them: the sum search of Clobber 3x10 from the alternating
//! start filled 8.5 GB in 16 minutes without an answer, and the nim-values of Cram 2x29
//! need about 13 GB. A table that keeps everything ends the run when the machine's memory
//! does; a bounded one trades memory for time.
//!
//! **Which entries are forgotten.** The transposition tables of game-playing programs
//! keep, when space runs out, the entries whose subtrees cost the most to search (the
//! "big" replacement schemes of Breuker, Uiterwijk and van den Herik, *Replacement
//! schemes for transposition tables*, ICCA Journal 17(4), 1994): a forgotten entry costs
//! its subtree's search again when it is met again, so the cheap ones are the cheap
//! losses. Here every entry keeps the binary order of the work its computation took (the
//! largest given for it), and a full table forgets its entries of the lowest orders,
//! whole orders at a time, until more than half of them are gone. Each entry so pays for
//! its forgetting at most once per insertion, and the table keeps the costly results near
//! the root of the search, which are the ones worth a lookup.
//!
//! **Why sound.** A kept result is never changed, only dropped; a dropped entry is a
//! miss, and a miss is searched again (the games are short, so the search ends), giving
//! the same result. The budget bounds what the table holds and the table's own array,
//! not the transient peak while the array grows (the old and the new array for a
//! moment): the array grows only if, filled with entries of the average footprint, it
//! stays within the budget; otherwise the table forgets instead.
//!
//! **What is counted.** The array (every slot, used or not, with its control byte) and
//! what each key says it holds on the heap (the table's `key_heap_bytes`, [`Footprint`]
//! for the sum search's states); a key's footprint is an estimate, since the allocator's
//! own overhead is not visible from the program.

use super::arena::FxMap;
use std::collections::hash_map::Entry;
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

/// A result and the order of what it cost.
#[derive(Clone, Copy, Debug)]
struct Costed<V> {
    value: V,
    /// The binary order of the work its computation took: `0` for no work, `k` for at
    /// least `2^(k-1)` and less than `2^k` steps (the largest given for it).
    cost_order: u8,
}

/// The binary order of `work` (see [`Costed::cost_order`]).
pub(crate) fn cost_order(work: u64) -> u8 {
    (u64::BITS - work.leading_zeros()) as u8
}

/// Results `V` of keys `K`, in at most a budget of memory (see the [module
/// documentation](self)).
pub(crate) struct CostTable<K, V> {
    map: FxMap<K, Costed<V>>,
    /// The entries the array has room for: the hash map's capacity when it last grew
    /// (forgetting leaves it allocated, while the map's own `capacity` then counts only
    /// the slots it can fill without cleaning up).
    room: usize,
    /// The sum of the kept keys' heap bytes.
    heap_bytes: usize,
    /// The bytes a key holds on the heap.
    key_heap_bytes: fn(&K) -> usize,
    /// The most bytes the table may take, `None` for no bound.
    budget: Option<usize>,
    /// How many entries were forgotten to keep within the budget.
    forgotten: u64,
}

impl<K, V> CostTable<K, V> {
    /// An empty table of at most `budget` bytes (`None`: no bound; a budget below
    /// [`MIN_TABLE_BYTES`] is raised to it), whose keys hold `key_heap_bytes` each on
    /// the heap.
    pub(crate) fn new(budget: Option<u64>, key_heap_bytes: fn(&K) -> usize) -> CostTable<K, V> {
        let mut table = CostTable {
            map: FxMap::default(),
            room: 0,
            heap_bytes: 0,
            key_heap_bytes,
            budget: None,
            forgotten: 0,
        };
        table.set_budget(budget);
        table
    }

    /// Sets the budget (see [`CostTable::new`]); a table already larger forgets at its
    /// next insertion.
    pub(crate) fn set_budget(&mut self, budget: Option<u64>) {
        self.budget = budget.map(|b| usize::try_from(b.max(MIN_TABLE_BYTES)).unwrap_or(usize::MAX));
    }

    /// The budget in bytes, `None` for no bound.
    pub(crate) fn budget(&self) -> Option<u64> {
        self.budget.map(|b| b as u64)
    }

    /// The number of entries kept.
    pub(crate) fn len(&self) -> usize {
        self.map.len()
    }

    /// The bytes the table takes: its array and its keys' heap storage.
    pub(crate) fn bytes(&self) -> usize {
        array_bytes::<K, V>(self.room) + self.heap_bytes
    }

    /// How many entries were forgotten to keep within the budget.
    pub(crate) fn forgotten(&self) -> u64 {
        self.forgotten
    }

    /// Forgets every entry (the budget is kept).
    pub(crate) fn clear(&mut self) {
        self.map.clear();
        self.heap_bytes = 0;
    }

    /// Every entry with the order of its cost, the table emptied.
    pub(crate) fn drain(&mut self) -> impl Iterator<Item = (K, V, u8)> + '_ {
        self.heap_bytes = 0;
        self.map
            .drain()
            .map(|(key, costed)| (key, costed.value, costed.cost_order))
    }
}

/// The bytes of a table's array with room for `capacity` entries: a slot and a control
/// byte per bucket, with 8 buckets for every 7 entries of room (the hash map's load).
fn array_bytes<K, V>(capacity: usize) -> usize {
    capacity.saturating_mul(size_of::<(K, Costed<V>)>() + 1) / 7 * 8
}

impl<K: Hash + Eq, V> CostTable<K, V> {
    /// The result kept for `key`, if any.
    pub(crate) fn get(&self, key: &K) -> Option<&V> {
        self.map.get(key).map(|costed| &costed.value)
    }

    /// Every entry kept.
    #[cfg(test)]
    pub(crate) fn iter(&self) -> impl Iterator<Item = (&K, &V)> {
        self.map.iter().map(|(key, costed)| (key, &costed.value))
    }

    /// The result kept for `key`, to be updated by a computation that took `work` steps
    /// (its cost order is raised to that work's), if one is kept.
    pub(crate) fn get_mut(&mut self, key: &K, work: u64) -> Option<&mut V> {
        let costed = self.map.get_mut(key)?;
        costed.cost_order = costed.cost_order.max(cost_order(work));
        Some(&mut costed.value)
    }

    /// Keeps `value` for `key`, a result whose computation took `work` steps, replacing
    /// what was kept for it; forgets the cheapest entries first if the table would
    /// otherwise outgrow its budget.
    pub(crate) fn insert(&mut self, key: K, value: V, work: u64) {
        self.insert_costed(key, value, cost_order(work));
    }

    /// [`CostTable::insert`] with the cost given by its order.
    pub(crate) fn insert_costed(&mut self, key: K, value: V, cost_order: u8) {
        let incoming = (self.key_heap_bytes)(&key);
        // Room is made first, as if the key were new: then one probe of the map finds or
        // places it. If the key is kept (the solver's second insertion of a finished
        // position, under its component's name, is often the same key), a full table
        // forgets one insertion early; each pass drops more than half, so this happens at
        // most once per filling (callgrind: +0.9% instructions against the unbounded map
        // on Cram 2x19, none forgotten).
        self.make_room(incoming);
        match self.map.entry(key) {
            Entry::Occupied(mut kept) => {
                let costed = kept.get_mut();
                costed.value = value;
                costed.cost_order = costed.cost_order.max(cost_order);
            }
            Entry::Vacant(slot) => {
                slot.insert(Costed { value, cost_order });
                self.heap_bytes += incoming;
                self.room = self.room.max(self.map.capacity());
            }
        }
    }

    /// [`CostTable::insert_costed`] of a key not kept (the caller has just missed it).
    pub(crate) fn insert_absent(&mut self, key: K, value: V, cost_order: u8) {
        debug_assert!(!self.map.contains_key(&key), "the key is not kept");
        let incoming = (self.key_heap_bytes)(&key);
        self.make_room(incoming);
        self.heap_bytes += incoming;
        self.map.insert(key, Costed { value, cost_order });
        self.room = self.room.max(self.map.capacity());
    }

    /// Moves into this table the entries of `other` whose value passes `keep` (within
    /// this table's budget), and counts what `other` forgot as forgotten here.
    pub(crate) fn absorb(&mut self, mut other: CostTable<K, V>, keep: impl Fn(&V) -> bool) {
        self.forgotten += other.forgotten;
        for (key, value, cost_order) in other.drain() {
            if keep(&value) {
                self.insert_costed(key, value, cost_order);
            }
        }
    }

    /// Forgets the cheapest entries until one more key holding `incoming` heap bytes fits
    /// the budget.
    fn make_room(&mut self, incoming: usize) {
        if let Some(budget) = self.budget {
            while !self.map.is_empty() && self.outgrows(incoming, budget) {
                self.forget_cheapest();
            }
        }
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
            array_bytes::<K, V>(room).saturating_add(room.saturating_mul(average)) > budget
        } else {
            array_bytes::<K, V>(self.room) + self.heap_bytes + incoming > budget
        }
    }

    /// Forgets the entries of the lowest cost orders, whole orders at a time, until more
    /// than half of the entries are gone (so that the next insertion reuses the array
    /// instead of growing it).
    fn forget_cheapest(&mut self) {
        let mut per_order = [0usize; u64::BITS as usize + 1];
        for costed in self.map.values() {
            per_order[usize::from(costed.cost_order)] += 1;
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
        let key_heap_bytes = self.key_heap_bytes;
        self.map.retain(|key, costed| {
            let keep = usize::from(costed.cost_order) > highest_dropped;
            if !keep {
                freed += key_heap_bytes(key);
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

    /// A key and the bytes it says it holds on the heap.
    #[derive(Clone, Debug, PartialEq, Eq, Hash)]
    struct Key(u64, usize);

    fn table(budget: Option<u64>) -> CostTable<Key, bool> {
        CostTable::new(budget, |key: &Key| key.1)
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
    fn an_unbounded_table_keeps_everything() {
        let mut table = table(None);
        for i in 0..10_000 {
            table.insert(Key(i, 100), i % 3 == 0, i);
        }
        *table.get_mut(&Key(7, 100), 1).unwrap() = true;
        assert_eq!(table.len(), 10_000);
        assert_eq!(table.forgotten(), 0);
        assert_eq!(table.get(&Key(7, 100)), Some(&true));
        assert_eq!(table.get(&Key(8, 100)), Some(&false));
        assert_eq!(table.get(&Key(10_001, 100)), None);
        let drained: Vec<_> = table.drain().collect();
        assert_eq!(drained.len(), 10_000);
        assert_eq!(table.len(), 0);
        assert_eq!(table.bytes(), array_bytes::<Key, bool>(table.room));
    }

    #[test]
    fn a_bounded_table_stays_within_its_budget_and_keeps_the_costly_entries() {
        let budget = 1 << 20;
        let mut table = table(Some(budget));
        // the last thousand entries cost far more than the others and must all be kept
        let n = 200_000u64;
        let cost = |i: u64| if i >= n - 1000 { 1 << 40 } else { i % 1000 };
        for i in 0..n {
            table.insert(Key(i, 64), i % 5 == 0, cost(i));
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
            if let Some(&w) = table.get(&Key(i, 64)) {
                assert_eq!(w, i % 5 == 0);
                kept += 1;
            }
        }
        assert_eq!(kept, table.len());
        assert!((n - 1000..n).all(|i| table.get(&Key(i, 64)).is_some()));
    }

    #[test]
    fn forgetting_drops_at_least_half_even_when_all_cost_the_same() {
        let mut table = table(Some(MIN_TABLE_BYTES));
        for i in 0..100_000 {
            table.insert(Key(i, 200), true, 5);
            assert!(table.bytes() <= MIN_TABLE_BYTES as usize);
        }
        assert!(table.forgotten() > 0);
        assert!(table.len() > 0);
        table.clear();
        assert_eq!(table.len(), 0);
        assert_eq!(table.heap_bytes, 0);
    }
}
