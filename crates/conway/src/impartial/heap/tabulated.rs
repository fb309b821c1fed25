//! A heap game given by the options of every heap up to a bound (a table), and the
//! take-and-break rule such a table follows, if it follows one.
//!
//! This is how a heap game defined by a user (a Python function from a heap size to the
//! heaps each move leaves) reaches the impartial theory: the table is an [`Impartial`]
//! game whose positions are heap sizes, so the Grundy values (Sprague–Grundy: `G(n)` is
//! the mex of the nim-sums of the options' heaps), misère outcomes and misère quotients
//! ([`crate::misere::quotient`]) of its sums are computed as for the named games. Every
//! heap an option leaves is smaller than the heap moved in, so play ends.
//!
//! **Reading the rule.** A take-and-break game (Winning Ways ch. 4; Siegel, *CGT*, IV.2)
//! allows a set of pairs `(j, c)`: remove `j` tokens and leave the rest as `c` non-empty
//! heaps, in every way. An option leaving heaps `h1..hc` of heap `n` is the pair
//! `(n - Σh, c)`; [`HeapTable::take_and_break_rule`] collects these pairs and checks that
//! every tabulated heap has exactly the moves of the rule they make. The table cannot show
//! that the game goes on following that rule past its last heap: the caller declares it
//! (a largest take `max_take`), and a table reaching heap `max_take + max_heaps` has seen
//! every pair the rule can hold. Periodicity certificates ([`crate::impartial::periodic`])
//! are then those of the rule.

use super::{HeapError, HeapRule};
use crate::impartial::Impartial;

/// The options of heaps `0..=largest_heap()`: each option is the list of heaps it leaves
/// (non-increasing, no empty heaps), each smaller than the heap moved in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HeapTable {
    options: Vec<Vec<Vec<usize>>>,
}

impl HeapTable {
    /// The table of `options[n]` for heaps `n = 1..=options.len()` (heap 0 has no move).
    /// Empty heaps in an option are dropped (a heap of 0 tokens is nothing), the heaps of
    /// an option are sorted, and options listed twice are kept once. An option leaving a
    /// heap of `n` tokens or more, from heap `n`, is refused: play might never end.
    pub fn new(options: Vec<Vec<Vec<usize>>>) -> Result<HeapTable, HeapError> {
        let mut table = vec![Vec::new()];
        for (n, mut moves) in (1..).zip(options) {
            for heaps in &mut moves {
                heaps.retain(|&h| h != 0);
                heaps.sort_unstable_by(|a, b| b.cmp(a));
                if let Some(&too_big) = heaps.first().filter(|&&h| h >= n) {
                    return Err(HeapError::Syntax(format!(
                        "heap {n} has an option leaving a heap of {too_big}: every heap a \
                         move leaves must be smaller than the heap moved in, or play might \
                         never end"
                    )));
                }
            }
            moves.sort_unstable();
            moves.dedup();
            table.push(moves);
        }
        Ok(HeapTable { options: table })
    }

    /// The largest heap tabulated.
    pub fn largest_heap(&self) -> usize {
        self.options.len() - 1
    }

    /// The options of heap `n` (`n <= largest_heap()`).
    pub fn options(&self, n: usize) -> &[Vec<usize>] {
        &self.options[n]
    }

    /// `G(0..=largest_heap())`, each the mex of its options' nim-sums.
    pub fn grundy_values(&self) -> Vec<u32> {
        let mut values: Vec<u32> = Vec::with_capacity(self.options.len());
        for moves in &self.options {
            let mut seen = vec![false; moves.len() + 1];
            for heaps in moves {
                let value = heaps.iter().fold(0, |x, &h| x ^ values[h]) as usize;
                if let Some(slot) = seen.get_mut(value) {
                    *slot = true;
                }
            }
            let mex = seen
                .iter()
                .position(|&s| !s)
                .expect("one more slot than options");
            values.push(mex as u32);
        }
        values
    }

    /// The take-and-break rule every tabulated heap follows, with moves removing at most
    /// `max_take` tokens and leaving at most `max_heaps` heaps (see the module
    /// documentation), or why there is none. The table must reach heap
    /// `max_take + max_heaps`, where the last move the rule may allow first appears.
    pub fn take_and_break_rule(
        &self,
        max_take: usize,
        max_heaps: usize,
    ) -> Result<HeapRule, HeapError> {
        let needed = max_take.saturating_add(max_heaps);
        if self.largest_heap() < needed {
            return Err(HeapError::Syntax(format!(
                "reading a rule removing up to {max_take} tokens and leaving up to \
                 {max_heaps} heaps needs the options of heaps up to {needed} (the table \
                 stops at {})",
                self.largest_heap()
            )));
        }
        let mut moves = Vec::new();
        for (n, options) in self.options.iter().enumerate() {
            for heaps in options {
                let left: usize = heaps.iter().sum();
                let Some(take) = n.checked_sub(left) else {
                    return Err(not_take_and_break(
                        n,
                        heaps,
                        "leaves more tokens than the heap had",
                    ));
                };
                if take > max_take {
                    return Err(not_take_and_break(
                        n,
                        heaps,
                        &format!("removes {take} tokens, more than max_take = {max_take}"),
                    ));
                }
                if heaps.len() > max_heaps {
                    return Err(not_take_and_break(
                        n,
                        heaps,
                        &format!(
                            "leaves {} heaps, more than max_heaps = {max_heaps}",
                            heaps.len()
                        ),
                    ));
                }
                moves.push((take, heaps.len()));
            }
        }
        let rule = HeapRule::from_moves(moves);
        for (n, options) in self.options.iter().enumerate() {
            let mut expected = rule.moves(&n);
            expected.sort_unstable();
            expected.dedup();
            if let Some(missing) = expected.iter().find(|o| options.binary_search(o).is_err()) {
                let take = n - missing.iter().sum::<usize>();
                return Err(HeapError::Syntax(format!(
                    "not a take-and-break game: heap {n} has no option leaving {}, though \
                     removing {take} tokens and leaving {} heaps is allowed elsewhere",
                    heap_list(missing),
                    missing.len()
                )));
            }
        }
        Ok(rule)
    }
}

fn not_take_and_break(n: usize, heaps: &[usize], why: &str) -> HeapError {
    HeapError::Syntax(format!(
        "not a take-and-break game within the bounds given: heap {n}'s option leaving {} {why}",
        heap_list(heaps)
    ))
}

fn heap_list(heaps: &[usize]) -> String {
    if heaps.is_empty() {
        return "nothing".into();
    }
    let list: Vec<String> = heaps.iter().map(usize::to_string).collect();
    format!("heaps ({})", list.join(", "))
}

/// The tabulated game on single heaps. Heaps past [`HeapTable::largest_heap`] are not
/// positions of it; asking for their moves panics (a heap's options are smaller heaps,
/// so a computation started within the table stays there).
impl Impartial for HeapTable {
    type Position = usize;

    fn moves(&self, &n: &usize) -> Vec<Vec<usize>> {
        assert!(
            n <= self.largest_heap(),
            "heap {n} is past the table (heaps up to {})",
            self.largest_heap()
        );
        self.options[n].clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::heap::HeapGame;

    fn table_of(rule: &HeapRule, to: usize) -> HeapTable {
        HeapTable::new((1..=to).map(|n| rule.moves(&n)).collect()).unwrap()
    }

    #[test]
    fn values_are_those_of_the_dense_solver() {
        for name in [
            "kayles",
            "dawson",
            "octal:0.156",
            "octal:4.7",
            "sub:1,3,4",
            "grundy",
        ] {
            let game = HeapGame::parse(name).unwrap();
            let table = table_of(game.rule(), 120);
            assert_eq!(table.grundy_values(), game.values(120).unwrap(), "{name}");
        }
    }

    #[test]
    fn take_and_break_rules_are_read_back() {
        for code in ["0.77", "0.07", "0.156", "4.7", "0.3f", "0.6"] {
            let rule = HeapRule::take_and_break(code).unwrap();
            let take = rule.max_take().unwrap();
            let heaps = rule.max_heaps_left().unwrap();
            let table = table_of(&rule, take + heaps + 5);
            let read = table.take_and_break_rule(take, heaps).unwrap();
            assert_eq!(read.code().unwrap(), code);
        }
    }

    #[test]
    fn tables_that_follow_no_rule_say_where() {
        // Grundy's game: splitting into equal heaps is missing.
        let grundy = table_of(&HeapRule::grundys_game(), 10);
        let e = grundy.take_and_break_rule(0, 2).unwrap_err().to_string();
        assert!(
            e.contains("heap 2 has no option leaving heaps (1, 1)"),
            "{e}"
        );
        // Subtraction of 1 from even heaps only.
        let options = (1..=10).map(|n| {
            if n % 2 == 0 {
                vec![vec![n - 1]]
            } else {
                vec![]
            }
        });
        let e = HeapTable::new(options.collect())
            .unwrap()
            .take_and_break_rule(1, 1)
            .unwrap_err()
            .to_string();
        assert!(e.contains("heap 3 has no option leaving heaps (2)"), "{e}");
        let kayles = table_of(&HeapRule::take_and_break("0.77").unwrap(), 10);
        let e = kayles.take_and_break_rule(1, 2).unwrap_err().to_string();
        assert!(
            e.contains("removes 2 tokens, more than max_take = 1"),
            "{e}"
        );
        let e = kayles.take_and_break_rule(2, 1).unwrap_err().to_string();
        assert!(e.contains("leaves 2 heaps, more than max_heaps = 1"), "{e}");
        let e = kayles.take_and_break_rule(9, 2).unwrap_err().to_string();
        assert!(e.contains("needs the options of heaps up to 11"), "{e}");
        let growing = HeapTable::new(vec![vec![], vec![vec![1, 1, 1]]]).unwrap();
        let e = growing.take_and_break_rule(0, 2).unwrap_err().to_string();
        assert!(e.contains("leaves more tokens than the heap had"), "{e}");
    }

    #[test]
    fn options_are_normalised_and_must_shrink() {
        let table = HeapTable::new(vec![vec![vec![0]], vec![vec![1, 0], vec![0, 1], vec![]]]);
        let table = table.unwrap();
        assert_eq!(table.options(1), [vec![]]);
        assert_eq!(table.options(2), [vec![], vec![1]]);
        let e = HeapTable::new(vec![vec![], vec![vec![2]]]).unwrap_err();
        assert!(e
            .to_string()
            .contains("heap 2 has an option leaving a heap of 2"));
    }
}
