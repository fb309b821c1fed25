//! Quicksort and Pseudo-Quicksort (Andreas Chen, "The Quicksort Game", 2016; both in the
//! `cgt` crate): a sequence of distinct whole numbers, and a move is one pivoting step of
//! the quicksort algorithm. Both players have the same moves (impartial), so a position
//! is a nimber.
//!
//! * **Quicksort** (`quicksort:4,1,6,5,7,3,8,2`): pick an element `p` of the sequence;
//!   the elements below `p` move, in their order, before it, and the elements above `p`,
//!   in their order, after it.
//! * **Pseudo-Quicksort** (`pseudoquicksort:...`): the pivot is `p + 1/2` for an element
//!   `p`: the elements up to `p`, in their order, then those above `p`, in their order.
//!
//! A move must change the sequence; a sorted sequence has no move.
//!
//! **Parts.** Where every element before a point is below every element after it, the
//! sequence is the sum of the two sides: a pivot inside one side leaves the elements of
//! the other side where they are, in their order (they are all below, or all above, the
//! pivot). So a position splits into its *blocks*, the shortest segments with that
//! property, and a block of one element has no move. Only the order of the elements
//! matters, so each block is keyed by the ranks of its elements (an isomorphism of the
//! game trees). The tests check the solver, which uses both, against a plain mex
//! search over the whole sequence.
//!
//! ```
//! use conway::partizan::{Arena, Solver};
//! use conway_games::quicksort::{Position, Quicksort};
//! let mut arena = Arena::new();
//! let p: Position = "quicksort:4,1,6,5,7,3,8,2".parse().unwrap();
//! assert_eq!(Solver::new(Quicksort).nim_value(&mut arena, &p).unwrap(), 5); // the cgt crate
//! ```

use conway::excerpt::excerpt;
use conway::partizan::{Normalised, Ruleset};
use std::fmt;
use std::str::FromStr;

use crate::contract::{self, Entry};
use crate::drawing::{self, Mark};
use crate::invalid::InvalidPosition;

/// The longest sequence.
pub const MAX_LENGTH: usize = 64;

/// Where a move pivots.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Pivot {
    /// On an element (Quicksort).
    OnElement,
    /// Just above an element (Pseudo-Quicksort).
    AboveElement,
}

/// A sequence and the pivot rule.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// Where a move pivots.
    pub pivot: Pivot,
    /// The distinct elements, in their order.
    pub sequence: Vec<u32>,
}

impl Position {
    /// The sequence after pivoting at `p` (an element of it): the elements below the
    /// pivot in their order, then `p` itself for Quicksort, then the elements above the
    /// pivot in their order.
    fn pivoted(&self, p: u32) -> Vec<u32> {
        let above = self.pivot == Pivot::AboveElement;
        let mut out: Vec<u32> = Vec::with_capacity(self.sequence.len());
        out.extend(self.sequence.iter().filter(|&&x| x < p || above && x == p));
        if self.pivot == Pivot::OnElement {
            out.push(p);
        }
        out.extend(self.sequence.iter().filter(|&&x| x > p));
        out
    }

    fn with(&self, sequence: Vec<u32>) -> Position {
        Position {
            pivot: self.pivot,
            sequence,
        }
    }
}

impl FromStr for Position {
    type Err = InvalidPosition;

    /// `quicksort:A,B,...` or `pseudoquicksort:A,B,...`: distinct whole numbers (an
    /// empty list is the sorted, finished sequence).
    fn from_str(text: &str) -> Result<Position, InvalidPosition> {
        let (name, list) = text.split_once(':').ok_or_else(|| {
            InvalidPosition(format!(
                "expected quicksort:A,B,... or pseudoquicksort:A,B,..., found '{}'",
                excerpt(text)
            ))
        })?;
        let pivot = match name {
            "quicksort" => Pivot::OnElement,
            "pseudoquicksort" => Pivot::AboveElement,
            other => {
                return Err(InvalidPosition(format!(
                    "unknown rule '{}': expected quicksort or pseudoquicksort",
                    excerpt(other)
                )))
            }
        };
        let mut sequence = Vec::new();
        for item in list.split(',').filter(|s| !s.trim().is_empty()) {
            let x = item.trim().parse::<u32>().map_err(|_| {
                InvalidPosition(format!(
                    "expected whole numbers below 2^32 separated by commas, found '{}'",
                    excerpt(item.trim())
                ))
            })?;
            if sequence.contains(&x) {
                return Err(InvalidPosition(format!(
                    "{x} appears twice: the elements of a sequence must be distinct"
                )));
            }
            sequence.push(x);
            if sequence.len() > MAX_LENGTH {
                return Err(InvalidPosition(format!(
                    "the sequence is longer than {MAX_LENGTH} elements (the limit of a \
                     position); a longer one that splits into blocks can be written as \
                     the sum of its blocks"
                )));
            }
        }
        Ok(Position { pivot, sequence })
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = match self.pivot {
            Pivot::OnElement => "quicksort",
            Pivot::AboveElement => "pseudoquicksort",
        };
        let items: Vec<String> = self.sequence.iter().map(u32::to_string).collect();
        write!(f, "{name}:{}", items.join(","))
    }
}

/// Quicksort and Pseudo-Quicksort, for the generic [`Solver`](conway::partizan::Solver).
#[derive(Clone, Copy, Debug, Default)]
pub struct Quicksort;

impl Ruleset for Quicksort {
    type Position = Position;

    fn left_options(&self, p: &Position) -> Vec<Position> {
        let mut options: Vec<Position> = Vec::with_capacity(p.sequence.len());
        for &x in &p.sequence {
            let option = p.with(p.pivoted(x));
            if option != *p && !options.contains(&option) {
                options.push(option);
            }
        }
        options
    }

    fn right_options(&self, p: &Position) -> Vec<Position> {
        self.left_options(p)
    }

    /// The blocks of two or more elements (see the module documentation).
    fn components(&self, p: &Position) -> Vec<Position> {
        let mut parts = Vec::new();
        let (mut start, mut high) = (0, 0);
        for (i, &x) in p.sequence.iter().enumerate() {
            high = high.max(x);
            let rest_above = p.sequence[i + 1..].iter().all(|&y| y > high);
            if rest_above {
                if i > start {
                    parts.push(p.with(p.sequence[start..=i].to_vec()));
                }
                start = i + 1;
                high = 0;
            }
        }
        parts
    }

    /// The ranks `1..=n` of the elements in place of the elements.
    fn normalise(&self, p: &Position) -> Normalised<Position> {
        let ranks = p
            .sequence
            .iter()
            .map(|&x| 1 + p.sequence.iter().filter(|&&y| y < x).count() as u32)
            .collect();
        Normalised {
            key: p.with(ranks),
            negated: false,
        }
    }

    /// A sequence of `n` costs about `n` steps per option to build and compare.
    fn work_per_option(&self, p: &Position) -> u64 {
        1 + p.sequence.len() as u64 / 8
    }

    fn is_impartial(&self) -> bool {
        true
    }
}

/// A bar for each element, as tall as its rank.
fn draw(text: &str) -> Result<String, InvalidPosition> {
    let p: Position = text.parse()?;
    let ranks = Quicksort.normalise(&p).key.sequence;
    let n = ranks.len();
    drawing::check_size(n * n)?;
    let rows: Vec<Vec<Mark>> = (0..n)
        .map(|r| {
            ranks
                .iter()
                .map(|&rank| {
                    if rank as usize >= n - r {
                        Mark::Token
                    } else {
                        Mark::Empty
                    }
                })
                .collect()
        })
        .collect();
    drawing::board(&rows)
}

/// The registry entry of one pivot rule, whose positions are written without its name.
const fn entry(
    name: &'static str,
    about: &'static str,
    examples: &'static [&'static str],
    draw: fn(&str) -> Result<String, InvalidPosition>,
    make: fn(contract::Variant) -> Box<dyn contract::PositionSolver + Send>,
) -> Entry {
    Entry {
        name,
        syntax: "A,B,...: distinct whole numbers, at most 64 of them",
        about,
        examples,
        argument_chars: "",
        draw,
        editor: None,
        make,
    }
}

/// The solver of the positions that `parse` reads, printed without the rule's name.
fn solver(
    variant: contract::Variant,
    parse: contract::Parser<Position>,
) -> Box<dyn contract::PositionSolver + Send> {
    contract::printing_position_solver(variant, Quicksort, parse, |p| {
        contract::argument_of(p.to_string())
    })
}

/// Quicksort.
pub const ENTRY: Entry = entry(
    "quicksort",
    "Quicksort: pivot the sequence on one of its elements, as quicksort does (impartial)",
    &["quicksort:2,3,1", "quicksort:1,3,2,5,4"],
    |text| draw(&format!("quicksort:{text}")),
    |variant| solver(variant, |text| format!("quicksort:{text}").parse()),
);

/// Pseudo-Quicksort.
pub const PSEUDO_ENTRY: Entry = entry(
    "pseudoquicksort",
    "Pseudo-Quicksort: pivot the sequence just above one of its elements (impartial)",
    &["pseudoquicksort:2,3,1", "pseudoquicksort:3,1,2,4"],
    |text| draw(&format!("pseudoquicksort:{text}")),
    |variant| solver(variant, |text| format!("pseudoquicksort:{text}").parse()),
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_random::Xorshift;
    use conway::partizan::{Arena, Solver};
    use std::cmp::Ordering;
    use std::collections::HashMap;

    /// Slow twin: the mex rule over the whole sequence, from the rules as stated (every
    /// element a pivot, an option kept when it changes the sequence), memoised.
    fn plain(pivot: Pivot, sequence: &[u32], memo: &mut HashMap<Vec<u32>, u32>) -> u32 {
        if let Some(&g) = memo.get(sequence) {
            return g;
        }
        let mut options = Vec::new();
        for &p in sequence {
            // below the pivot, the pivot (Quicksort), above it; each in its order
            let mut low: Vec<u32> = Vec::new();
            let (mut middle, mut high) = (Vec::new(), Vec::new());
            for &x in sequence {
                match (pivot, x.cmp(&p)) {
                    (_, Ordering::Less) | (Pivot::AboveElement, Ordering::Equal) => low.push(x),
                    (Pivot::OnElement, Ordering::Equal) => middle.push(x),
                    (_, Ordering::Greater) => high.push(x),
                }
            }
            low.extend(middle);
            low.extend(high);
            if low != sequence {
                options.push(plain(pivot, &low, memo));
            }
        }
        let g = (0..).find(|g| !options.contains(g)).unwrap();
        memo.insert(sequence.to_vec(), g);
        g
    }

    fn nim(text: &str) -> u32 {
        let mut arena = Arena::new();
        Solver::new(Quicksort)
            .nim_value(&mut arena, &text.parse().unwrap())
            .unwrap()
    }

    /// The `cgt` crate's tests of both games (0.11, `short::impartial::games`).
    #[test]
    fn the_cgt_crates_values() {
        assert_eq!(nim("quicksort:1,2,3,6,5,4"), 2);
        assert_eq!(nim("quicksort:4,1,6,5,7,3,8,2"), 5);
        assert_eq!(nim("quicksort:4,1,6,5,7,8,2,3"), 0);
        assert_eq!(nim("pseudoquicksort:1,2,3,6,5,4"), 0);
        assert_eq!(nim("pseudoquicksort:4,1,6,5,7,3,8,2"), 5);
        assert_eq!(nim("pseudoquicksort:4,1,6,5,7,8,2,3"), 3);
        // "One end": 2, 3, ..., n, 1 is *(n - 1).
        for n in 2..16 {
            let mut sequence: Vec<String> = (2..=n).map(|x: u32| x.to_string()).collect();
            sequence.push("1".into());
            assert_eq!(nim(&format!("quicksort:{}", sequence.join(","))), n - 1);
        }
    }

    /// Every permutation of up to 7 elements, and random sequences of up to 10 (with
    /// gaps between the numbers), against the slow twin.
    #[test]
    fn solver_agrees_with_the_mex_rule() {
        let mut arena = Arena::new();
        let mut solver = Solver::new(Quicksort);
        for (pivot, name) in [
            (Pivot::OnElement, "quicksort"),
            (Pivot::AboveElement, "pseudoquicksort"),
        ] {
            let mut memo = HashMap::new();
            let mut check = |sequence: &[u32]| {
                let items: Vec<String> = sequence.iter().map(u32::to_string).collect();
                let p: Position = format!("{name}:{}", items.join(",")).parse().unwrap();
                assert_eq!(p.to_string().parse::<Position>().unwrap(), p);
                let g = solver.nim_value(&mut arena, &p).unwrap();
                assert_eq!(g, plain(pivot, sequence, &mut memo), "{p}");
            };
            for n in 0..=7u32 {
                let mut permutation: Vec<u32> = (1..=n).collect();
                for_each_permutation(&mut permutation, 0, &mut check);
            }
            let mut rng = Xorshift(0x9e37_79b9_7f4a_7c15);
            for _ in 0..300 {
                let len = 8 + rng.below(3) as usize;
                let mut sequence: Vec<u32> = Vec::new();
                while sequence.len() < len {
                    let x = rng.below(1000) as u32;
                    if !sequence.contains(&x) {
                        sequence.push(x);
                    }
                }
                check(&sequence);
            }
        }
    }

    fn for_each_permutation(items: &mut [u32], from: usize, visit: &mut dyn FnMut(&[u32])) {
        if from == items.len() {
            visit(items);
            return;
        }
        for i in from..items.len() {
            items.swap(from, i);
            for_each_permutation(items, from + 1, visit);
            items.swap(from, i);
        }
    }

    #[test]
    fn blocks_and_bad_input() {
        let p: Position = "quicksort:2,1,3,5,4,6".parse().unwrap();
        let parts: Vec<String> = Quicksort
            .components(&p)
            .iter()
            .map(|q| q.to_string())
            .collect();
        assert_eq!(parts, ["quicksort:2,1", "quicksort:5,4"]);
        assert_eq!(
            Quicksort
                .normalise(&"quicksort:50,10,30".parse().unwrap())
                .key,
            "quicksort:3,1,2".parse().unwrap()
        );
        assert!(Quicksort
            .left_options(&"quicksort:1,2,3".parse().unwrap())
            .is_empty());
        let err = |t: &str| t.parse::<Position>().unwrap_err().0;
        assert!(err("quicksort:1,2,1").contains("appears twice"));
        assert!(err("quicksort:1,x").contains("whole numbers"));
        assert!(err("sort:1,2").contains("unknown rule"));
        let long: Vec<String> = (0..65).map(|x| x.to_string()).collect();
        assert!(err(&format!("quicksort:{}", long.join(","))).contains("longer than 64"));
        assert!(draw("quicksort:3,1,2").unwrap().starts_with("<svg"));
    }
}
