//! Nim-values on several threads: every thread searches the whole position, all of them
//! sharing one table of finished values, each starting among a position's options at a
//! different place.
//!
//! The method is the shared transposition table of parallel game-tree search (the
//! "shared hash table" or lazy-SMP scheme of chess programs; see e.g. Brockington,
//! *A Taxonomy of Parallel Game-Tree Search Algorithms*, ICCA Journal 19(3), 1996):
//! the threads do not divide the tree between them; each searches it in its own order
//! and finds in the table what the others have finished. Thread `t` of `n` takes the
//! options of every position in a cycle starting at option `t * count / n`, so the
//! threads begin in different subtrees and meet later in positions already valued. A
//! thread about to search a component that another is searching puts that option off
//! until after the position's other options of the same player (the deferral of ABDADA:
//! Weill, *The ABDADA distributed minimax search algorithm*, ACM Computer Science
//! Conference, 1996), at most as many times in all as the position has options; taking
//! it up again, it finds the value or searches it too.
//! Grundy values suit it: a position's nim-value is a function of the position alone
//! (the mex of its options' values, Sprague–Grundy; Siegel, *Combinatorial Game Theory*,
//! IV.1), so an entry written by any thread is the value every thread would have found,
//! and the answer is the same whichever thread finishes first. (Canonical forms live in
//! one arena per thread, so their ids cannot be shared this way.)
//!
//! The first thread is the caller's: it runs in the caller's arena (its work limit and
//! interrupt) and with the solver's archive; it alone decides the answer or the refusal,
//! so a search that one thread finishes within the limits is never refused with more.
//! A helper runs in an arena of its own under the same work limit; a helper that fails
//! (its work limit) just stops, a helper that finishes the root first gives its answer
//! and stops the others. Results a helper found at a cost worth keeping are given to the
//! archive afterwards.

use super::archive::{Archive, SumState};
use super::arena::{Arena, GameId};
use super::cost_table::{cost_order, CostTable, MIN_TABLE_BYTES};
use super::limits::Error;
use super::ruleset::Ruleset;
use super::solver::{inline_only, nim_search, Solver, Table};
use std::hash::{BuildHasher, Hash};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock, PoisonError};

/// The stack of a helper thread (the search keeps its frames on the heap; this is room
/// for the ruleset's own recursion).
const HELPER_STACK_BYTES: usize = 64 << 20;

/// The number of locks the shared table is split into (threads rarely wait for one).
const SHARDS: usize = 64;

/// The mark of a position a thread is searching, in place of its nim-value (which is at
/// most its number of options, far below).
const SEARCHING: u32 = u32::MAX;

/// A table of nim-values shared by threads: `SHARDS` tables, each behind its own lock and
/// with its share of the solver's budget ([`super::cost_table`]: each forgets its
/// cheapest entries when full), holding finished values and the marks of the positions
/// being searched (a forgotten mark only lets a second thread search the position too).
struct SharedTable<P> {
    shards: Vec<Mutex<CostTable<P, u32>>>,
    /// The entries kept in all the shards.
    len: AtomicUsize,
    /// Set when the search is over (the caller's thread has returned, or a helper has
    /// finished the root): every thread stops at its next position.
    over: AtomicBool,
    /// The answer of the helper that finished the root first, if one did.
    helper_answer: OnceLock<u32>,
}

impl<P: Eq + Hash> SharedTable<P> {
    /// A shared table holding the entries of `table`, within its budget.
    fn new(table: &mut CostTable<P, u32>) -> SharedTable<P> {
        let budget = table
            .budget()
            .map(|b| (b / SHARDS as u64).max(MIN_TABLE_BYTES));
        let shared = SharedTable {
            shards: (0..SHARDS)
                .map(|_| Mutex::new(CostTable::new(budget, inline_only)))
                .collect(),
            len: AtomicUsize::new(0),
            over: AtomicBool::new(false),
            helper_answer: OnceLock::new(),
        };
        for (position, value, cost_order) in table.drain() {
            shared.keep(position, value, cost_order);
        }
        shared
    }

    /// The shard of `position`. Its hash is scrambled by an odd multiplier and the top
    /// bits taken, so that the shards do not all hold keys whose hashes share the bits
    /// the shard's own map indexes by.
    fn shard(&self, position: &P) -> std::sync::MutexGuard<'_, CostTable<P, u32>> {
        let hash = rustc_hash::FxBuildHasher.hash_one(position);
        let index = (hash.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 58) as usize % SHARDS;
        self.shards[index]
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
    }

    fn get(&self, position: &P) -> Option<u32> {
        self.shard(position)
            .get(position)
            .copied()
            .filter(|&value| value != SEARCHING)
    }

    /// Whether `position` is being searched, or was finished, by another thread since the
    /// caller missed it; otherwise marks it as being searched by the caller.
    fn claim(&self, position: &P) -> bool
    where
        P: Clone,
    {
        let mut shard = self.shard(position);
        if shard.get(position).is_some() {
            return true;
        }
        let before = shard.len();
        shard.insert_absent(position.clone(), SEARCHING, 0);
        self.resized(before, shard.len());
        false
    }

    /// Keeps `value` for `position`, at the cost order `cost_order`.
    fn keep(&self, position: P, value: u32, cost_order: u8) {
        debug_assert_ne!(value, SEARCHING, "a nim-value is below the mark");
        let mut shard = self.shard(&position);
        let before = shard.len();
        shard.insert_costed(position, value, cost_order);
        self.resized(before, shard.len());
    }

    /// Counts a shard's change of size, from `before` entries to `after` (an insertion
    /// may forget more than it adds).
    fn resized(&self, before: usize, after: usize) {
        if after >= before {
            self.len.fetch_add(after - before, Ordering::Relaxed);
        } else {
            self.len.fetch_sub(before - after, Ordering::Relaxed);
        }
    }

    /// All the finished entries, back in `table` (within its budget; a mark, or an entry
    /// whose value is the mark, is left out: the position is searched again if asked
    /// for), and the count of what the shards forgot. Each shard is emptied as it is
    /// moved, so the peak is below two copies.
    fn into_table(self, table: &mut CostTable<P, u32>) {
        for shard in self.shards {
            let shard = shard.into_inner().unwrap_or_else(PoisonError::into_inner);
            table.absorb(shard, |&value| value != SEARCHING);
        }
    }
}

/// One thread's view of the shared table: where it starts among options.
struct Worker<'a, P> {
    table: &'a SharedTable<P>,
    thread: usize,
    threads: usize,
}

impl<P: Eq + Hash + Clone> Table<P, u32> for Worker<'_, P> {
    fn get(&self, position: &P) -> Option<u32> {
        self.table.get(position)
    }
    fn insert(&mut self, position: P, value: u32, work: u64) {
        self.table.keep(position, value, cost_order(work));
    }
    fn len(&self) -> usize {
        self.table.len.load(Ordering::Relaxed)
    }
    fn first_option(&self, count: usize) -> usize {
        count * self.thread / self.threads
    }
    fn stopped(&self) -> bool {
        self.table.over.load(Ordering::Relaxed)
    }
    fn searched_elsewhere(&mut self, key: &P) -> bool {
        self.table.claim(key)
    }
}

/// A helper's archive: it looks nothing up (the caller's thread does, and shares what it
/// finds through the table) and collects what is worth keeping, for the caller to give
/// to the solver's archive after the search.
struct Collected<P> {
    nim_values: Vec<(P, u32)>,
}

impl<P: Clone + Send> Archive<P> for Collected<P> {
    fn value(&mut self, _arena: &mut Arena, _key: &P) -> Option<GameId> {
        None
    }
    fn keep_value(&mut self, _arena: &mut Arena, _key: &P, _value: GameId) {}
    fn nim_value(&mut self, _key: &P) -> Option<u32> {
        None
    }
    fn keep_nim_value(&mut self, key: &P, value: u32) {
        self.nim_values.push((key.clone(), value));
    }
    fn wins(&mut self, _arena: &mut Arena, _state: SumState<'_, P>, _left: bool) -> Option<bool> {
        None
    }
    fn keep_wins(&mut self, _: &mut Arena, _: SumState<'_, P>, _: bool, _: bool) {}
}

impl<R> Solver<R>
where
    R: Ruleset + Sync,
    R::Position: Send + Sync + 'static,
{
    /// The nim-value of a position of an impartial ruleset, as [`Solver::nim_value`], found
    /// by `threads` threads sharing the solver's table (module documentation). The caller's
    /// thread is one of them and works in `arena`; each helper works in an arena of its
    /// own, under the work limit left in `arena`. With `threads <= 1` this is
    /// [`Solver::nim_value`].
    ///
    /// ```
    /// use conway::partizan::{Arena, Ruleset, Solver};
    ///
    /// /// Kayles on a row of pins: knock down one pin or two adjacent ones.
    /// struct Kayles;
    ///
    /// impl Ruleset for Kayles {
    ///     type Position = Vec<bool>;
    ///     fn left_options(&self, row: &Vec<bool>) -> Vec<Vec<bool>> {
    ///         let mut options = Vec::new();
    ///         for i in 0..row.len() {
    ///             for width in 1..=2 {
    ///                 if i + width <= row.len() && row[i..i + width].iter().all(|&pin| pin) {
    ///                     let mut option = row.clone();
    ///                     option[i..i + width].fill(false);
    ///                     options.push(option);
    ///                 }
    ///             }
    ///         }
    ///         options
    ///     }
    ///     fn right_options(&self, row: &Vec<bool>) -> Vec<Vec<bool>> {
    ///         self.left_options(row)
    ///     }
    ///     fn is_impartial(&self) -> bool {
    ///         true
    ///     }
    /// }
    ///
    /// let row = vec![true; 11];
    /// let one = Solver::new(Kayles).nim_value(&mut Arena::new(), &row).unwrap();
    /// let two = Solver::new(Kayles).nim_value_parallel(&mut Arena::new(), &row, 2).unwrap();
    /// assert_eq!((one, two), (6, 6)); // Kayles K(11) = 6 (Winning Ways, ch. 4)
    /// ```
    pub fn nim_value_parallel(
        &mut self,
        arena: &mut Arena,
        position: &R::Position,
        threads: usize,
    ) -> Result<u32, Error> {
        if threads <= 1 || !self.ruleset.is_impartial() {
            return self.nim_value(arena, position);
        }
        let table = SharedTable::new(&mut self.nim_values);
        let (ruleset, limit) = (&self.ruleset, self.position_limit);
        let helper_limit = arena.work_left();
        let (answer, collected) = std::thread::scope(|scope| {
            // A helper that cannot be started (the system's thread limit) is done without.
            let helpers: Vec<_> = (1..threads)
                .filter_map(|thread| {
                    let table = &table;
                    let helper = move || {
                        let mut worker = Worker {
                            table,
                            thread,
                            threads,
                        };
                        let mut arena =
                            helper_limit.map_or_else(Arena::new, Arena::with_work_limit);
                        let mut collected = Collected {
                            nim_values: Vec::new(),
                        };
                        let found = nim_search(
                            ruleset,
                            &mut worker,
                            limit,
                            Some(&mut collected),
                            &mut arena,
                            position,
                        );
                        if let Ok(value) = found {
                            let _ = table.helper_answer.set(value);
                            table.over.store(true, Ordering::Relaxed);
                        }
                        collected.nim_values
                    };
                    std::thread::Builder::new()
                        .name(format!("nim-value helper {thread}"))
                        .stack_size(HELPER_STACK_BYTES)
                        .spawn_scoped(scope, helper)
                        .ok()
                })
                .collect();
            let mut worker = Worker {
                table: &table,
                thread: 0,
                threads,
            };
            let answer = nim_search(
                ruleset,
                &mut worker,
                limit,
                self.archive.as_deref_mut(),
                arena,
                position,
            );
            table.over.store(true, Ordering::Relaxed);
            let collected: Vec<(R::Position, u32)> = helpers
                .into_iter()
                .flat_map(|helper| {
                    helper
                        .join()
                        .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
                })
                .collect();
            (answer, collected)
        });
        let answer = match (answer, table.helper_answer.get()) {
            (Ok(value), _) => Ok(value),
            (Err(Error::Interrupted), Some(&value)) => Ok(value),
            (Err(e), _) => Err(e),
        };
        table.into_table(&mut self.nim_values);
        if let Some(archive) = self.archive.as_deref_mut() {
            for (key, value) in collected {
                archive.keep_nim_value(&key, value);
            }
        }
        answer
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Kayles on a row of up to 64 pins (a set bit is a standing pin): knock down one pin
    /// or two adjacent ones. Split: the components are the runs of standing pins, shifted
    /// down (so that equal runs meet in the table); otherwise the row is one position
    /// (many more positions to search, and to share).
    struct Kayles {
        split: bool,
    }

    impl Ruleset for Kayles {
        type Position = u64;
        fn left_options(&self, &row: &u64) -> Vec<u64> {
            let singles = (0..64)
                .filter(|i| row >> i & 1 == 1)
                .map(|i| row & !(1 << i));
            let pairs = (0..63)
                .filter(|i| row >> i & 3 == 3)
                .map(|i| row & !(3 << i));
            singles.chain(pairs).collect()
        }
        fn right_options(&self, row: &u64) -> Vec<u64> {
            self.left_options(row)
        }
        fn is_impartial(&self) -> bool {
            true
        }
        fn components(&self, &row: &u64) -> Vec<u64> {
            if !self.split {
                return vec![row];
            }
            let mut runs = Vec::new();
            let mut rest = row;
            while rest != 0 {
                rest >>= rest.trailing_zeros();
                let length = rest.trailing_ones();
                let run = if length == 64 {
                    u64::MAX
                } else {
                    (1 << length) - 1
                };
                runs.push(run);
                rest &= !run;
            }
            runs
        }
    }

    /// Rows of `shortest..shortest + 8` pins, with gaps, from a fixed generator.
    fn rows(shortest: u32) -> Vec<u64> {
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        (0..24)
            .map(|i| {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                let length = shortest + i % 8;
                state & ((1u64 << length) - 1) | 1 << (length - 1)
            })
            .collect()
    }

    #[test]
    fn threads_sharing_a_table_find_the_nim_values_of_one_thread() {
        for (threads, split, shortest) in
            [(2, false, 10), (3, false, 8), (2, true, 40), (4, true, 30)]
        {
            let (mut one, mut many) =
                (Solver::new(Kayles { split }), Solver::new(Kayles { split }));
            for row in rows(shortest) {
                let expected = one.nim_value(&mut Arena::new(), &row).unwrap();
                let found = many
                    .nim_value_parallel(&mut Arena::new(), &row, threads)
                    .unwrap();
                assert_eq!(found, expected, "row {row:b}, {threads} threads");
            }
            // every value the threads found is in the solver's table afterwards
            assert_eq!(many.nim_values.len(), one.nim_values.len());
            for (row, value) in one.nim_values.iter() {
                assert_eq!(many.nim_values.get(row), Some(value), "row {row:b}");
            }
        }
    }

    /// In the least table (64 KiB), which forgets most of what it finds, one thread and
    /// two find the nim-values of tables that keep everything, and the tables stay
    /// within the budget.
    #[test]
    fn bounded_tables_forget_and_find_the_same_nim_values() {
        let least = Some(MIN_TABLE_BYTES);
        let mut full = Solver::new(Kayles { split: false });
        full.set_table_bytes(None);
        for threads in [1, 2] {
            let mut bounded = Solver::new(Kayles { split: false });
            bounded.set_table_bytes(least);
            for row in rows(12) {
                let expected = full.nim_value(&mut Arena::new(), &row).unwrap();
                let found = bounded
                    .nim_value_parallel(&mut Arena::new(), &row, threads)
                    .unwrap();
                assert_eq!(found, expected, "row {row:b}, {threads} threads");
                assert!(bounded.nim_table_footprint().bytes <= MIN_TABLE_BYTES as usize);
            }
            assert!(
                bounded.nim_table_footprint().forgotten > 0,
                "{threads} threads"
            );
            // what is kept is what the full table holds
            for (row, value) in bounded.nim_values.iter() {
                assert_eq!(full.nim_values.get(row), Some(value), "row {row:b}");
            }
        }
        assert_eq!(full.nim_table_footprint().forgotten, 0);
    }

    #[test]
    fn kayles_rows_have_their_published_values() {
        // Kayles, octal 0.77: period 12 from n = 71 (Guy and Smith 1956; Winning Ways,
        // ch. 4): the values of rows of 1..=24 pins.
        let published = [
            1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4,
        ];
        let mut solver = Solver::new(Kayles { split: true });
        for (n, &value) in (1..=24).zip(&published) {
            let row = (1u64 << n) - 1;
            assert_eq!(
                solver
                    .nim_value_parallel(&mut Arena::new(), &row, 2)
                    .unwrap(),
                value,
                "K({n})"
            );
        }
    }

    #[test]
    fn the_callers_thread_is_never_refused_what_it_finishes_alone() {
        let row = ((1u64 << 18) - 1) & !(1 << 7);
        let kayles = || Solver::new(Kayles { split: false });
        let mut arena = Arena::new();
        let value = kayles().nim_value(&mut arena, &row).unwrap();
        let alone = arena.work();
        // The same work limit: the caller's thread finishes within it, helped or not.
        let mut limited = Arena::with_work_limit(alone);
        let found = kayles().nim_value_parallel(&mut limited, &row, 2);
        assert_eq!(found, Ok(value));
        // A limit far too small is the caller's refusal, as on one thread.
        let mut tiny = Arena::with_work_limit(alone / 100);
        let refused = kayles().nim_value_parallel(&mut tiny, &row, 2);
        assert_eq!(refused, Err(Error::WorkLimit(alone / 100)));
    }

    #[test]
    fn the_callers_interrupt_stops_every_thread() {
        let row = (1u64 << 60) - 1;
        let mut arena = Arena::new();
        arena.set_interrupt(Some(Box::new(|| true)));
        let mut solver = Solver::new(Kayles { split: false });
        assert_eq!(
            solver.nim_value_parallel(&mut arena, &row, 2),
            Err(Error::Interrupted)
        );
        // and the tables stay usable
        arena.set_interrupt(None);
        let row = (1u64 << 14) - 1;
        let expected = Solver::new(Kayles { split: false }).nim_value(&mut Arena::new(), &row);
        assert_eq!(solver.nim_value_parallel(&mut arena, &row, 2), expected);
    }
}
