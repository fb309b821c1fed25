//! A memo of comparisons `g <= h` of bounded size: a table of two-slot buckets, each
//! slot one 64-bit word holding a pair of ids and the answer, the older slot of a full
//! bucket overwritten by a new answer.
//!
//! **Why bounded.** A canonical form is built from a few hundred comparisons of its
//! options and their subgames, most of them needed again only while nearby positions are
//! valued. A map that keeps every answer grows without end: valuing Domineering 6x6 asks
//! for 69 million comparisons that need recursion, 2.3 GB in a hash map. A bounded memo
//! keeps the recent ones in at most 256 MiB, overwriting on collision as the
//! transposition tables of game-playing programs do (Breuker, Uiterwijk and van den Herik,
//! *Replacement schemes for transposition tables*, ICCA Journal 17(4), 1994): 6x6 then
//! needs 1.3 GB in all instead of 4.3 GB, and is faster (fewer misses of the cache).
//!
//! **Why sound.** A slot keeps the whole key (both ids), so a hit is the answer computed
//! for exactly that pair, and ids name values for the arena's whole life (see
//! [`super::caches`]); a pair that was overwritten is a miss, and a miss is recomputed by
//! the recursion of [`super::order`], which terminates by itself (its depth is bounded by
//! the games'). A word holds the pair `(g, h)` as `g << 32 | h` with the answer in bit 63:
//! that needs `g < 2^31`, and a pair with a larger `g` is simply not kept (the arena
//! would need hundreds of gigabytes first). The empty slot is the word 0, which is never
//! a kept pair: `(0, 0)` is never asked (`g <= g` is answered before the memo).

use super::arena::GameId;

/// The answer's bit in a slot.
const ANSWER: u64 = 1 << 63;

/// The fewest buckets a memo allocates (8 KiB of slots at the start).
const MIN_BUCKETS: usize = 1 << 9;

/// The most buckets: 2^24 buckets of two 8-byte slots, 256 MiB.
const MAX_BUCKETS: usize = 1 << 24;

/// Answers of `g <= h` (module documentation).
pub(crate) struct LeqMemo {
    /// Two slots per bucket, the newer first; empty until the first answer is kept.
    slots: Vec<u64>,
    /// Answers kept since the table last grew.
    kept_since_growth: usize,
    /// The most buckets the table may have ([`MAX_BUCKETS`]; fewer in tests).
    max_buckets: usize,
}

impl Default for LeqMemo {
    fn default() -> LeqMemo {
        LeqMemo::with_max_buckets(MAX_BUCKETS)
    }
}

impl LeqMemo {
    /// An empty memo of at most `max_buckets` buckets (a power of two).
    pub(crate) fn with_max_buckets(max_buckets: usize) -> LeqMemo {
        LeqMemo {
            slots: Vec::new(),
            kept_since_growth: 0,
            max_buckets,
        }
    }

    /// The answer kept for `g <= h`, if it is still kept.
    pub(crate) fn get(&self, g: GameId, h: GameId) -> Option<bool> {
        let key = key(g, h)?;
        let bucket = self.bucket(key)?;
        self.slots[bucket..bucket + 2]
            .iter()
            .find(|&&slot| slot & !ANSWER == key)
            .map(|&slot| slot & ANSWER != 0)
    }

    /// Asks the processor to bring the bucket of `(g, h)` into its cache, so that a later
    /// [`LeqMemo::get`] of the pair need not wait for memory (a hint: no effect on any
    /// answer, and none on processors other than x86-64).
    pub(crate) fn prefetch(&self, g: GameId, h: GameId) {
        #[cfg(target_arch = "x86_64")]
        if let Some(bucket) = key(g, h).and_then(|key| self.bucket(key)) {
            let slot: *const u64 = &self.slots[bucket];
            // SAFETY: a prefetch only hints the cache; `slot` points into `slots`.
            unsafe {
                std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(
                    slot.cast::<i8>(),
                )
            };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = (g, h);
    }

    /// Keeps the answer of `g <= h`, moving the bucket's newer answer to its older slot.
    pub(crate) fn insert(&mut self, g: GameId, h: GameId, answer: bool) {
        let Some(key) = key(g, h) else {
            return;
        };
        // Grow (up to the bound) once the answers kept since the last growth outnumber
        // the slots twice over: the recent answers no longer fit.
        let buckets = self.slots.len() / 2;
        if buckets == 0
            || (self.kept_since_growth > 2 * self.slots.len() && buckets < self.max_buckets)
        {
            self.grow();
        }
        self.kept_since_growth += 1;
        let slot = key | if answer { ANSWER } else { 0 };
        let bucket = self.bucket(key).expect("the table has buckets once grown");
        self.place(bucket, slot);
    }

    /// The number of answers kept.
    #[cfg(test)]
    fn len(&self) -> usize {
        self.slots.iter().filter(|&&slot| slot != 0).count()
    }

    /// Puts `slot` first in its bucket; the bucket's first answer moves to the second
    /// slot unless it is for the same pair (a pair is never kept twice).
    fn place(&mut self, bucket: usize, slot: u64) {
        if self.slots[bucket] & !ANSWER != slot & !ANSWER {
            self.slots[bucket + 1] = self.slots[bucket];
        }
        self.slots[bucket] = slot;
    }

    /// Doubles the table (or allocates the first one), keeping the answers it holds.
    fn grow(&mut self) {
        let buckets = if self.slots.is_empty() {
            MIN_BUCKETS.min(self.max_buckets)
        } else {
            self.slots.len() // twice the buckets of the old table
        };
        let old = std::mem::replace(&mut self.slots, vec![0; 2 * buckets]);
        self.kept_since_growth = 0;
        // older slots first, so each bucket keeps its newer answer first
        for slot in old.chunks_exact(2).flat_map(|b| [b[1], b[0]]) {
            if slot != 0 {
                let bucket = self.bucket(slot & !ANSWER).expect("the table has buckets");
                self.place(bucket, slot);
            }
        }
    }

    /// The first slot of the bucket of `key` (`None` before the first answer is kept).
    fn bucket(&self, key: u64) -> Option<usize> {
        let buckets = self.slots.len() / 2;
        if buckets == 0 {
            return None;
        }
        // Fibonacci hashing: the top bits of the product index the buckets.
        let bits = buckets.trailing_zeros();
        // (one bucket: the shift by 64 is no shift at all, index 0)
        let index = key
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .checked_shr(64 - bits)
            .unwrap_or(0);
        Some(2 * index as usize)
    }
}

/// The word of the pair `(g, h)`, if `g < 2^31` (module documentation).
fn key(g: GameId, h: GameId) -> Option<u64> {
    (g.0 < 1 << 31).then(|| (u64::from(g.0) << 32) | u64::from(h.0))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// The memo against a map that keeps everything: every hit is the answer inserted
    /// last for that pair, through growth and overwriting.
    #[test]
    fn hits_are_the_answers_kept_for_the_same_pair() {
        let mut memo = LeqMemo::default();
        let mut all = HashMap::new();
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        for _ in 0..200_000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let g = GameId((state % 5000) as u32);
            let h = GameId(((state >> 20) % 5000) as u32);
            if g == h {
                continue;
            }
            let answer = state >> 40 & 1 == 1;
            if state >> 41 & 1 == 1 {
                memo.insert(g, h, answer);
                all.insert((g, h), answer);
            }
            if let Some(kept) = memo.get(g, h) {
                assert_eq!(Some(&kept), all.get(&(g, h)), "{g:?} {h:?}");
            }
        }
        assert!(memo.len() > 1000, "the memo keeps answers: {}", memo.len());
    }

    #[test]
    fn the_newest_answers_are_kept_and_large_ids_are_not() {
        let mut memo = LeqMemo::default();
        assert_eq!(memo.get(GameId(1), GameId(2)), None);
        memo.insert(GameId(1), GameId(2), true);
        memo.insert(GameId(2), GameId(1), false);
        assert_eq!(memo.get(GameId(1), GameId(2)), Some(true));
        assert_eq!(memo.get(GameId(2), GameId(1)), Some(false));
        assert_eq!(memo.get(GameId(1), GameId(3)), None);
        memo.insert(GameId(1), GameId(2), false);
        assert_eq!(memo.get(GameId(1), GameId(2)), Some(false));
        let big = GameId(1 << 31);
        memo.insert(big, GameId(0), true);
        assert_eq!(memo.get(big, GameId(0)), None);
        // the answer of bit 63 cannot make (2^31 + 0, 0) look like a kept pair
        memo.insert(GameId(0), GameId(5), true);
        assert_eq!(memo.get(big, GameId(5)), None);
    }

    #[test]
    fn the_newest_answer_is_always_kept() {
        let mut memo = LeqMemo::default();
        for g in 1..100_000u32 {
            let h = GameId(g.wrapping_mul(7919) % 1000);
            memo.insert(GameId(g), h, g % 3 == 0);
            assert_eq!(memo.get(GameId(g), h), Some(g % 3 == 0));
        }
        assert!(memo.len() <= memo.slots.len() && memo.slots.len() <= 2 * MAX_BUCKETS);
        let mut small = LeqMemo::with_max_buckets(4);
        for g in 1..1000u32 {
            small.insert(GameId(g), GameId(0), true);
        }
        assert_eq!(small.slots.len(), 8);
    }

    /// Games built and compared in an arena whose memo keeps two answers are the same
    /// as in an arena that keeps many: forgetting costs time, never an answer.
    #[test]
    fn an_arena_that_forgets_comparisons_gives_the_same_answers() {
        use crate::partizan::{parse, Arena};
        let texts = [
            "{1|-1} + {2|-2} + ^ + *2",
            "{3||2|1} + {1/2|-1/2} + v*",
            "{^|v} + {0,*|0} + {1|0,*}",
            "{{2|1}|{0|-1}} + {^*|v} + *3",
            "{1/4|-1/4} + {3/4|1/2} + ^^*",
        ];
        let mut forgetful = Arena::new();
        forgetful.caches.leq = LeqMemo::with_max_buckets(1);
        let mut keeping = Arena::new();
        let ids: Vec<_> = texts
            .iter()
            .map(|t| {
                let f = parse(&mut forgetful, t).unwrap();
                let k = parse(&mut keeping, t).unwrap();
                assert_eq!(forgetful.display(f), keeping.display(k), "{t}");
                (f, k)
            })
            .collect();
        for &(f, k) in &ids {
            for &(g, h) in &ids {
                assert_eq!(forgetful.leq(f, g), keeping.leq(k, h));
            }
        }
        assert!(forgetful.caches.leq.slots.len() <= 2);
    }
}
