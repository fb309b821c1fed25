//! The transposition table of the sum search — who wins each state, for each player to
//! move — bounded in memory: a [`CostTable`] of the two answers of each state, which
//! forgets its cheapest states when it would outgrow its budget (see
//! [`super::cost_table`]).

use super::cost_table::{cost_order, CostTable, Footprint};
use std::hash::Hash;

/// Whether the player to move wins: `[Right to move, Left to move]`.
type Wins = [Option<bool>; 2];

/// Who wins each state, in at most a budget of memory.
pub(crate) struct WinTable<K> {
    table: CostTable<K, Wins>,
}

impl<K: Footprint> WinTable<K> {
    /// An empty table of at most `budget` bytes (`None`: no bound).
    pub(crate) fn new(budget: Option<u64>) -> WinTable<K> {
        WinTable {
            table: CostTable::new(budget, K::heap_bytes),
        }
    }
}

impl<K> WinTable<K> {
    /// Sets the budget; a table already larger forgets at its next insertion.
    pub(crate) fn set_budget(&mut self, budget: Option<u64>) {
        self.table.set_budget(budget);
    }

    /// The number of states kept.
    pub(crate) fn len(&self) -> usize {
        self.table.len()
    }

    /// The bytes the table takes: its array and its keys' heap storage.
    pub(crate) fn bytes(&self) -> usize {
        self.table.bytes()
    }

    /// How many states were forgotten to keep within the budget.
    pub(crate) fn forgotten(&self) -> u64 {
        self.table.forgotten()
    }

    /// Forgets every state (the budget is kept).
    pub(crate) fn clear(&mut self) {
        self.table.clear();
    }
}

impl<K: Hash + Eq + Footprint> WinTable<K> {
    /// Whether the player to move (Left if `left`) wins `key`, if kept.
    pub(crate) fn get(&self, key: &K, left: bool) -> Option<bool> {
        self.table.get(key).and_then(|wins| wins[usize::from(left)])
    }

    /// Keeps that the player to move (Left if `left`) wins `key` iff `wins`, an answer
    /// whose search took `work` steps.
    pub(crate) fn insert(&mut self, mut key: K, left: bool, wins: bool, work: u64) {
        if let Some(kept) = self.table.get_mut(&key, work) {
            kept[usize::from(left)] = Some(wins);
            return;
        }
        key.shrink();
        let mut answers = Wins::default();
        answers[usize::from(left)] = Some(wins);
        self.table.insert_absent(key, answers, cost_order(work));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A key holding nothing on the heap.
    #[derive(Clone, Debug, PartialEq, Eq, Hash)]
    struct Key(u64);

    impl Footprint for Key {
        fn heap_bytes(&self) -> usize {
            0
        }
        fn shrink(&mut self) {}
    }

    #[test]
    fn both_answers_of_a_state_are_kept() {
        let mut table = WinTable::new(None);
        for i in 0..1000 {
            table.insert(Key(i), i % 2 == 0, i % 3 == 0, i);
        }
        table.insert(Key(7), true, true, 1);
        assert_eq!(table.len(), 1000);
        assert_eq!(table.get(&Key(7), false), Some(false));
        assert_eq!(table.get(&Key(7), true), Some(true));
        assert_eq!(table.get(&Key(8), false), None);
        assert_eq!(table.get(&Key(8), true), Some(false));
        assert_eq!(table.get(&Key(1001), true), None);
    }
}
